//! `hsakit run`.

use crate::util::{Ctx, not_implemented};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// `run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// A launch spec (`.json`, the format of the PRM conformance pack), or an HSAIL/BRIG module.
    pub input: PathBuf,
    /// The kernel to dispatch when INPUT is a module (e.g. `&vadd`).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Grid size in work-items: `X`, `XxY` or `XxYxZ`.
    #[arg(long)]
    pub grid: Option<String>,
    /// Work-group size: `X`, `XxY` or `XxYxZ`.
    #[arg(long)]
    pub workgroup: Option<String>,
    /// A kernel argument, in signature order (repeatable).
    #[arg(long = "arg")]
    pub args: Vec<String>,
    /// The agent to run on (`cpu`, `gfx1200`, `gfx1201`).
    #[arg(long, default_value = "cpu")]
    pub agent: String,
    /// Print per-dispatch statistics (instructions, lane utilisation, time).
    #[arg(long)]
    pub stats: bool,
}

/// Runs `run`.
pub fn run(_ctx: &Ctx, _args: RunArgs) -> anyhow::Result<ExitCode> {
    not_implemented("hsakit run")
}
