//! `hsakit gen7 asm|disasm`.

use crate::util::{not_implemented, Ctx};
use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// The `gen7` subcommands.
#[derive(Subcommand, Debug)]
pub enum Gen7Command {
    /// Assemble Gen7 EU assembly in Mesa's brw syntax.
    Asm(AsmArgs),
    /// Disassemble Gen7 EU machine code into Mesa's brw syntax.
    Disasm(DisasmArgs),
}

/// Output formats of `gen7 asm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AsmFormat {
    /// One line per instruction: its bytes as space-separated lower-case hex (Mesa's `.expected`).
    #[default]
    Hex,
    /// Raw bytes.
    Bin,
}

/// Input formats of `gen7 disasm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DisasmFormat {
    /// Guess from the contents.
    #[default]
    Auto,
    /// Raw bytes.
    Bin,
    /// Space-separated hex bytes, one instruction per line.
    Hex,
    /// igt's `{ 0x…, 0x…, 0x…, 0x… },` dword lists.
    Dwords,
}

/// `gen7 asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The assembly source (`-` for standard input).
    pub input: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: AsmFormat,
    /// Emit the compacted 64-bit form wherever it is exact.
    #[arg(long)]
    pub compact: bool,
    /// Output file (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// `gen7 disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// The machine code.
    pub input: PathBuf,
    /// Input format.
    #[arg(long, value_enum, default_value_t)]
    pub format: DisasmFormat,
}

/// Runs a `gen7` subcommand.
pub fn run(_ctx: &Ctx, cmd: Gen7Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Gen7Command::Asm(_) => not_implemented("hsakit gen7 asm"),
        Gen7Command::Disasm(_) => not_implemented("hsakit gen7 disasm"),
    }
}
