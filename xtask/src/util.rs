//! Helpers shared by the xtask commands.

use anyhow::{Context, bail};
use std::path::PathBuf;
use std::process::Command;

/// The workspace root (the parent of `xtask/`).
pub fn root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(PathBuf::from).unwrap_or(here)
}

/// True when `tool` is found on `PATH`.
pub fn have(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|p| p.join(tool).is_file()))
}

/// Builds the release `hsakit` binary and returns its path.
pub fn hsakit_release() -> anyhow::Result<PathBuf> {
    let status = Command::new(env!("CARGO"))
        .args([
            "build",
            "--release",
            "-q",
            "-p",
            "hsakit-cli",
            "--bin",
            "hsakit",
        ])
        .current_dir(root())
        .status()
        .context("running cargo build")?;
    if !status.success() {
        bail!("cargo build --release -p hsakit-cli failed");
    }
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    Ok(dir.join("release").join("hsakit"))
}

/// Fails on a requested name that is not one of `known` (`kind` names what they are).
pub fn check_selection(kind: &str, which: &[String], known: &[&str]) -> anyhow::Result<()> {
    if let Some(w) = which.iter().find(|w| !known.contains(&w.as_str())) {
        bail!("unknown {kind} `{w}` (known: {})", known.join(", "));
    }
    Ok(())
}

/// True when `name` is requested: `which` lists it, or `which` is empty (everything).
pub fn selected(which: &[String], name: &str) -> bool {
    which.is_empty() || which.iter().any(|w| w == name)
}
