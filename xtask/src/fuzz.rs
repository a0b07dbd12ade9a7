//! `cargo xtask fuzz [TARGET]... [--runs N]`: the cargo-fuzz targets of `fuzz/`, each run for
//! `N` executions with libFuzzer's limits (no input over the target's size limit, no allocation
//! over 1 GiB, no input taking over 10 s), seeded from the external corpora where they exist.
//!
//! cargo-fuzz needs nightly-only rustc flags; the stable toolchain accepts them with
//! `RUSTC_BOOTSTRAP=1`, which this command sets for the fuzz build only. Needs `cargo install
//! cargo-fuzz`.

use anyhow::Context;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One fuzz target: its name, the largest input libFuzzer may build (bytes), whether it runs
/// under AddressSanitizer, and the files that seed it (a folder below the corpora root or, for
/// `crates/…`, below the repository root; a file-name suffix). Seed files larger than the input
/// limit are not copied.
struct Target {
    name: &'static str,
    max_len: usize,
    asan: bool,
    seeds: Seeds,
}

/// Every target.
///
/// The limits follow what each input means. A decoder's input is a stream of instructions
/// decoded one after another, so 4 KiB (256 Gen7 or up to 1,024 RDNA4 instructions) exercises
/// every state it has; longer streams only repeat it more slowly. HSAIL text gets 8 KiB and
/// BRIG 16 KiB: every negative-corpus module (at most 457 bytes) and the smaller half of the
/// round-trip modules fit, and a libFuzzer input grows towards the limit, so a larger one makes
/// each execution slower without reaching states a small module cannot. Code objects keep
/// 1 MiB, the size of the committed clang-19 objects.
///
/// The decoders are safe Rust without allocation limits to watch, so they run without
/// AddressSanitizer (several times faster; bounds are checked by Rust either way). The HSAIL,
/// BRIG and code-object targets keep it: `-malloc_limit_mb`, the "no allocation over 1 GiB"
/// check, relies on the sanitizer's allocator hooks.
const TARGETS: &[Target] = &[
    Target {
        name: "hsail_parse",
        max_len: 8 << 10,
        asan: true,
        seeds: &[
            ("corpus/hsail/roundtrip", ".hsail"),
            ("corpus/hsail/negative", ".hsail"),
        ],
    },
    Target {
        name: "brig_read",
        max_len: 16 << 10,
        asan: true,
        seeds: &[("corpus/hsail/roundtrip", ".brig")],
    },
    Target {
        name: "rdna4_decode",
        max_len: 4 << 10,
        asan: false,
        seeds: &[],
    },
    Target {
        name: "gen7_decode",
        max_len: 4 << 10,
        asan: false,
        seeds: &[],
    },
    Target {
        name: "codeobj_read",
        max_len: 1 << 20,
        asan: true,
        seeds: CODEOBJ_SEEDS,
    },
    Target {
        name: "codeobj_dump",
        max_len: 1 << 20,
        asan: true,
        seeds: CODEOBJ_SEEDS,
    },
];

/// Seed folders with the file-name suffix to take from each.
type Seeds = &'static [(&'static str, &'static str)];

/// The committed code objects: clang-19 v5 objects, LLVM 14 v2 objects, a v3 object.
const CODEOBJ_SEEDS: &[(&str, &str)] = &[
    ("crates/hsakit-codeobj/tests/data/ocl", ".hsaco"),
    ("crates/hsakit-codeobj/tests/data/v2", ".o"),
    ("crates/hsakit-codeobj/tests/data/versions", ".hsaco"),
];

pub fn run(which: &[String], runs: u64) -> anyhow::Result<bool> {
    let known: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
    crate::util::check_selection("fuzz target", which, &known)?;
    let root = crate::util::root();
    let corpora = std::env::var_os("HSAKIT_CORPORA")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("..").join("shared"));
    let mut ok = true;
    let logs = root.join("target").join("xtask-fuzz");
    std::fs::create_dir_all(&logs)?;
    for &Target {
        name,
        max_len,
        asan,
        seeds,
    } in TARGETS
    {
        if !crate::util::selected(which, name) {
            continue;
        }
        let dir = root.join("fuzz").join("corpus").join(name);
        std::fs::create_dir_all(&dir)?;
        seed(&dir, &corpora, &root, seeds, max_len)?;
        // libFuzzer's progress goes to a log file that can be watched while it runs.
        let log_path = logs.join(format!("{name}.log"));
        let log_file = std::fs::File::create(&log_path)?;
        let status = Command::new(env!("CARGO"))
            .args(["fuzz", "run", "--release", "--sanitizer"])
            .arg(if asan { "address" } else { "none" })
            .arg(name)
            .arg(&dir)
            .args([
                "--",
                &format!("-runs={runs}"),
                &format!("-max_len={max_len}"),
                "-malloc_limit_mb=1024",
                "-rss_limit_mb=2048",
                "-timeout=10",
                "-print_final_stats=1",
            ])
            .env("RUSTC_BOOTSTRAP", "1")
            .env("CARGO_TARGET_DIR", root.join("target").join("fuzz"))
            .current_dir(root.join("fuzz"))
            .stderr(log_file)
            .status()
            .context("running cargo fuzz (install it with `cargo install cargo-fuzz`)")?;
        let log = std::fs::read_to_string(&log_path)?;
        let done = log
            .lines()
            .find_map(|l| l.strip_prefix("Done ").and_then(|r| r.split(' ').next()))
            .and_then(|n| n.parse::<u64>().ok());
        match (status.success(), done) {
            (true, Some(n)) => {
                // libFuzzer's final statistics (`-print_final_stats=1`), e.g. the speed.
                let stats: Vec<&str> = log
                    .lines()
                    .filter_map(|l| l.strip_prefix("stat::"))
                    .filter(|l| {
                        l.starts_with("average_exec_per_sec") || l.starts_with("peak_rss_mb")
                    })
                    .collect();
                println!(
                    "fuzz {name}: {n} executions, no crash, no hang, no allocation over 1 GiB ({})",
                    stats
                        .join(", ")
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                )
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
fn seed(
    dir: &Path,
    corpora: &Path,
    root: &Path,
    seeds: &[(&str, &str)],
    max_len: usize,
) -> anyhow::Result<()> {
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
            let small = e.metadata().is_ok_and(|m| m.len() <= max_len as u64);
            if name.ends_with(suffix) && small && !dir.join(&name).exists() {
                std::fs::copy(e.path(), dir.join(&name))?;
            }
        }
    }
    Ok(())
}
