//! `hsakit agents`.

use crate::util::{not_implemented, Ctx};
use clap::Args;
use std::process::ExitCode;

/// `agents`.
#[derive(Args, Debug)]
pub struct AgentsArgs {}

/// Runs `agents`.
pub fn run(_ctx: &Ctx, _args: AgentsArgs) -> anyhow::Result<ExitCode> {
    not_implemented("hsakit agents")
}
