//! `hsakit objdump`.

use crate::util::{not_implemented, Ctx};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// `objdump`.
#[derive(Args, Debug)]
pub struct ObjdumpArgs {
    /// An AMDGPU code object (relocatable or shared; v2 to v6).
    pub input: PathBuf,
    /// Only the headers and notes; no disassembly.
    #[arg(long)]
    pub no_disasm: bool,
}

/// Runs `objdump`.
pub fn run(_ctx: &Ctx, _args: ObjdumpArgs) -> anyhow::Result<ExitCode> {
    not_implemented("hsakit objdump")
}
