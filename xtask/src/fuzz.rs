//! `cargo xtask fuzz [TARGET]... [--runs N]`: the cargo-fuzz targets of `fuzz/`, each run for
//! `N` executions with libFuzzer's limits (no input over 1 MiB, no allocation over 1 GiB, no
//! input taking over 10 s), seeded from the external corpora where they exist.
//!
//! cargo-fuzz needs nightly-only rustc flags; the stable toolchain accepts them with
//! `RUSTC_BOOTSTRAP=1`, which this command sets for the fuzz build only. Needs `cargo install
//! cargo-fuzz`.

use anyhow::Context;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every target with the files that seed it (a folder below the corpora root or, for `crates/…`,
/// below the repository root; a file-name suffix).
const TARGETS: &[(&str, &[(&str, &str)])] = &[
    (
        "hsail_parse",
        &[
            ("corpus/hsail/roundtrip", ".hsail"),
            ("corpus/hsail/negative", ".hsail"),
        ],
    ),
    ("brig_read", &[("corpus/hsail/roundtrip", ".brig")]),
    ("rdna4_decode", &[]),
    ("gen7_decode", &[]),
    ("codeobj_read", CODEOBJ_SEEDS),
    ("codeobj_dump", CODEOBJ_SEEDS),
];

/// The committed code objects: clang-19 v5 objects, LLVM 14 v2 objects, a v3 object.
const CODEOBJ_SEEDS: &[(&str, &str)] = &[
    ("crates/hsakit-codeobj/tests/data/ocl", ".hsaco"),
    ("crates/hsakit-codeobj/tests/data/v2", ".o"),
    ("crates/hsakit-codeobj/tests/data/versions", ".hsaco"),
];

pub fn run(which: &[String], runs: u64) -> anyhow::Result<bool> {
    let known: Vec<&str> = TARGETS.iter().map(|(n, _)| *n).collect();
    crate::util::check_selection("fuzz target", which, &known)?;
    let root = crate::util::root();
    let corpora = std::env::var_os("HSAKIT_CORPORA")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("..").join("shared"));
    let mut ok = true;
    for (name, seeds) in TARGETS {
        if !crate::util::selected(which, name) {
            continue;
        }
        let dir = root.join("fuzz").join("corpus").join(name);
        std::fs::create_dir_all(&dir)?;
        seed(&dir, &corpora, &root, seeds)?;
        let out = Command::new(env!("CARGO"))
            .args(["fuzz", "run", "--release", name])
            .arg(&dir)
            .args([
                "--",
                &format!("-runs={runs}"),
                "-max_len=1048576",
                "-malloc_limit_mb=1024",
                "-rss_limit_mb=2048",
                "-timeout=10",
                "-print_final_stats=1",
            ])
            .env("RUSTC_BOOTSTRAP", "1")
            .env("CARGO_TARGET_DIR", root.join("target").join("fuzz"))
            .current_dir(root.join("fuzz"))
            .output()
            .context("running cargo fuzz (install it with `cargo install cargo-fuzz`)")?;
        let log = String::from_utf8_lossy(&out.stderr);
        let done = log
            .lines()
            .find_map(|l| l.strip_prefix("Done ").and_then(|r| r.split(' ').next()))
            .and_then(|n| n.parse::<u64>().ok());
        match (out.status.success(), done) {
            (true, Some(n)) => {
                println!("fuzz {name}: {n} executions, no crash, no hang, no allocation over 1 GiB")
            }
            _ => {
                ok = false;
                let tail: Vec<&str> = log.lines().rev().take(30).collect();
                println!(
                    "fuzz {name}: FAILED\n{}",
                    tail.into_iter().rev().collect::<Vec<_>>().join("\n")
                );
            }
        }
    }
    Ok(ok)
}

/// Copies the seed files into the target's corpus folder (once; libFuzzer adds its own).
fn seed(dir: &Path, corpora: &Path, root: &Path, seeds: &[(&str, &str)]) -> anyhow::Result<()> {
    for (rel, suffix) in seeds {
        let base = if rel.starts_with("crates/") {
            root
        } else {
            corpora
        };
        let Ok(entries) = std::fs::read_dir(base.join(rel)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(suffix) && !dir.join(&name).exists() {
                std::fs::copy(e.path(), dir.join(&name))?;
            }
        }
    }
    Ok(())
}
