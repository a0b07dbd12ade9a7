//! What the C-program tests share: finding the cdylib cargo built and installing it under the
//! name C programs load (`libhsa-runtime64.so.1`), and deciding whether a missing system tool
//! skips a test or fails it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `target/<profile>`, from the path of the running test executable
/// (`target/<profile>/deps/<test>-<hash>`).
pub fn target_profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent()
        .and_then(Path::parent)
        .expect("target dir")
        .to_path_buf()
}

/// True when `tool --version` runs and succeeds.
pub fn have_tool(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether a test whose system tools are missing may be skipped: not in CI, where
/// `HSAKIT_REQUIRE_ORACLES=1` makes a missing tool a failure (as for the oracles).
pub fn skip_missing(what: &str) {
    if std::env::var("HSAKIT_REQUIRE_ORACLES").is_ok_and(|v| v == "1") {
        panic!("{what} not found, and HSAKIT_REQUIRE_ORACLES=1 requires it");
    }
    println!("skipped: {what} not found");
}

/// Copies the newest `libhsakit_capi.so` cargo built (`cargo test` builds it into `deps/`,
/// `cargo build` uplifts one into the profile directory; the newer wins, so a test never runs
/// a stale library) to `target/<profile>/<subdir>/libhsa-runtime64.so.1` and returns that
/// directory, which then holds nothing else of the HSA runtime's name: ROCm's own library,
/// also installed, is never picked up.
pub fn install_runtime(subdir: &str) -> PathBuf {
    let dir = target_profile_dir();
    let built = [
        dir.join("deps/libhsakit_capi.so"),
        dir.join("libhsakit_capi.so"),
    ]
    .into_iter()
    .filter_map(|p| {
        std::fs::metadata(&p)
            .and_then(|m| m.modified())
            .ok()
            .map(|t| (t, p))
    })
    .max()
    .map(|(_, p)| p)
    .expect("cdylib libhsakit_capi.so not built");
    let libdir = dir.join(subdir);
    std::fs::create_dir_all(&libdir).unwrap();
    std::fs::copy(&built, libdir.join("libhsa-runtime64.so.1")).unwrap();
    libdir
}
