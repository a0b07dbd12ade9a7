//! `hsakit rdna4 asm|disasm`.

use crate::util::{not_implemented, Ctx};
use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// The `rdna4` subcommands.
#[derive(Subcommand, Debug)]
pub enum Rdna4Command {
    /// Assemble LLVM-syntax RDNA4 assembly (one instruction per line, labels, directives).
    Asm(AsmArgs),
    /// Disassemble raw bytes, a code object, or llvm-mc byte lists into LLVM syntax.
    Disasm(DisasmArgs),
}

/// The GPU: gfx1200 or gfx1201.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mcpu {
    /// Navi 44.
    Gfx1200,
    /// Navi 48.
    #[default]
    Gfx1201,
}

/// Wave size options shared by asm and disasm.
#[derive(Args, Debug, Clone, Copy)]
pub struct WaveArgs {
    /// Assume wave64 (VCC is a 64-bit pair).
    #[arg(long, conflicts_with = "wave32")]
    pub wave64: bool,
    /// Assume wave32 (the default, as for llvm-mc-19 on gfx12).
    #[arg(long)]
    pub wave32: bool,
}

/// `rdna4 asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The assembly source (`-` for standard input).
    pub input: PathBuf,
    /// Write raw bytes, or a code object when the source has kernel directives.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Print each instruction followed by `; encoding: [0x..,...]`.
    #[arg(long)]
    pub show_encoding: bool,
    /// Target GPU.
    #[arg(long, value_enum, default_value_t)]
    pub mcpu: Mcpu,
    #[command(flatten)]
    pub wave: WaveArgs,
}

/// `rdna4 disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// Raw machine code, an AMDGPU code object, or llvm-mc byte-list text.
    pub input: PathBuf,
    /// Print each instruction followed by `; encoding: [0x..,...]`.
    #[arg(long)]
    pub show_encoding: bool,
    /// Target GPU.
    #[arg(long, value_enum, default_value_t)]
    pub mcpu: Mcpu,
    #[command(flatten)]
    pub wave: WaveArgs,
}

/// Runs an `rdna4` subcommand.
pub fn run(_ctx: &Ctx, cmd: Rdna4Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Rdna4Command::Asm(_) => not_implemented("hsakit rdna4 asm"),
        Rdna4Command::Disasm(_) => not_implemented("hsakit rdna4 disasm"),
    }
}
