//! `hsakit conform`.

use crate::util::{Ctx, not_implemented};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// `conform`.
#[derive(Args, Debug)]
pub struct ConformArgs {
    /// A conformance pack: a folder of `test.json` launch specs (e.g. `../shared/conformance/prm`).
    pub dir: PathBuf,
    /// The agent to run on.
    #[arg(long, default_value = "cpu")]
    pub agent: String,
    /// Only tests whose name contains this string.
    #[arg(long)]
    pub filter: Option<String>,
    /// Worker threads (default: all cores).
    #[arg(long)]
    pub jobs: Option<usize>,
}

/// Runs `conform`.
pub fn run(_ctx: &Ctx, _args: ConformArgs) -> anyhow::Result<ExitCode> {
    not_implemented("hsakit conform")
}
