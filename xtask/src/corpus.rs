//! `cargo xtask corpus`: every external-corpus runner, each checking its floor.
//!
//! The runners are the test targets named `corpus_*` (each `harness = false`, built on
//! `hsakit-corpus`), so plain `cargo test` runs them too; this command runs only them, in
//! release mode, and fails when any runner fails.

use anyhow::Context;
use std::process::Command;

pub fn run() -> anyhow::Result<bool> {
    let status = Command::new(env!("CARGO"))
        .args(["test", "--release", "--workspace", "--test", "corpus_*"])
        .current_dir(crate::util::root())
        .status()
        .context("running cargo test")?;
    Ok(status.success())
}
