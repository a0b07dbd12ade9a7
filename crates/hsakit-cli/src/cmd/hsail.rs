//! `hsakit hsail asm|disasm|validate`.

use crate::util::{not_implemented, Ctx, DiagFormat};
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The `hsail` subcommands.
#[derive(Subcommand, Debug)]
pub enum HsailCommand {
    /// Assemble HSAIL text into a BRIG module (like `HSAILasm -assemble`).
    Asm(AsmArgs),
    /// Disassemble a BRIG module into canonical HSAIL text (like `HSAILasm -disassemble`).
    Disasm(DisasmArgs),
    /// Check an HSAIL text or BRIG module against the PRM's static rules.
    Validate(ValidateArgs),
}

/// `hsail asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The HSAIL source (`-` for standard input).
    pub input: PathBuf,
    /// Where to write the BRIG (default: INPUT with the extension `.brig`).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// How to print diagnostics.
    #[arg(long, value_enum, default_value_t)]
    pub diag_format: DiagFormat,
}

/// `hsail disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// The BRIG module (`-` for standard input).
    pub input: PathBuf,
    /// Where to write the text (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Print a structured dump of every BRIG record with its section and offset instead.
    #[arg(long)]
    pub decode: bool,
}

/// `hsail validate`.
#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// An HSAIL source or a BRIG module (told apart by the BRIG magic).
    pub input: PathBuf,
    /// How to print diagnostics.
    #[arg(long, value_enum, default_value_t)]
    pub diag_format: DiagFormat,
}

/// Runs an `hsail` subcommand.
pub fn run(_ctx: &Ctx, cmd: HsailCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        HsailCommand::Asm(_) => not_implemented("hsakit hsail asm"),
        HsailCommand::Disasm(_) => not_implemented("hsakit hsail disasm"),
        HsailCommand::Validate(_) => not_implemented("hsakit hsail validate"),
    }
}
