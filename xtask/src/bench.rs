//! `cargo xtask bench`: hsakit against its reference tool, same input, same run.
//!
//! Each benchmark prepares its inputs and returns two command lines: hsakit's and the reference
//! tool's. The two are run alternately (`runs` times each, after one warm-up of each), the wall
//! times are collected, and the medians and their ratio are printed:
//!
//! ```text
//! bench gen7-disasm: hsakit median 12.1 ms, intel-gen4disasm median 410.3 ms, ratio 33.9x (target >= 10x)
//! ```

use anyhow::{Context, bail};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One comparison: our command, the reference command, and the speed-up we aim for.
pub struct Comparison {
    /// What is measured, e.g. `gen7-disasm`.
    pub label: String,
    /// hsakit's command line (program, then arguments).
    pub ours: Vec<String>,
    /// The reference tool's command line.
    pub reference: Vec<String>,
    /// The target ratio reference/ours.
    pub target: f64,
}

/// A benchmark: given the hsakit binary and a scratch folder, the comparisons to time.
type Bench = fn(&Path, &Path) -> anyhow::Result<Vec<Comparison>>;

/// Every benchmark, by name.
const BENCHES: &[(&str, Bench)] = &[
    ("gen7", crate::bench_gen7::benches),
    ("runtime", crate::bench_runtime::benches),
    ("hsail", crate::bench_hsail::benches),
    ("rdna4", crate::bench_rdna4::benches),
    ("exec", crate::bench_exec::benches),
];

pub fn run(which: &[String], runs: usize) -> anyhow::Result<bool> {
    let known: Vec<&str> = BENCHES.iter().map(|(n, _)| *n).collect();
    crate::util::check_selection("benchmark", which, &known)?;
    let hsakit = crate::util::hsakit_release()?;
    let scratch = crate::util::root().join("target").join("xtask-bench");
    std::fs::create_dir_all(&scratch)?;
    let mut all_met = true;
    let mut ran = 0;
    for (name, bench) in BENCHES {
        if !crate::util::selected(which, name) {
            continue;
        }
        for cmp in bench(&hsakit, &scratch)? {
            if !crate::util::have(&cmp.reference[0]) && !Path::new(&cmp.reference[0]).is_file() {
                println!(
                    "skipped: bench {}: `{}` not found",
                    cmp.label, cmp.reference[0]
                );
                continue;
            }
            all_met &= time_pair(&cmp, runs.max(1))?;
            ran += 1;
        }
    }
    if ran == 0 {
        println!("bench: no benchmark ran");
    }
    Ok(all_met)
}

fn time_once(cmdline: &[String]) -> anyhow::Result<Duration> {
    let start = Instant::now();
    let status = Command::new(&cmdline[0])
        .args(&cmdline[1..])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .with_context(|| format!("running {}", cmdline[0]))?;
    let t = start.elapsed();
    if !status.success() {
        bail!("`{}` failed with {status}", cmdline.join(" "));
    }
    Ok(t)
}

/// The median of some durations (the lower middle for an even count).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[(v.len() - 1) / 2]
}

fn time_pair(cmp: &Comparison, runs: usize) -> anyhow::Result<bool> {
    time_once(&cmp.ours)?;
    time_once(&cmp.reference)?;
    let mut ours = Vec::with_capacity(runs);
    let mut theirs = Vec::with_capacity(runs);
    for _ in 0..runs {
        ours.push(time_once(&cmp.ours)?);
        theirs.push(time_once(&cmp.reference)?);
    }
    let (mo, mt) = (median(ours), median(theirs));
    let ratio = mt.as_secs_f64() / mo.as_secs_f64().max(1e-9);
    let met = ratio >= cmp.target;
    println!(
        "bench {}: hsakit median {:.1} ms, {} median {:.1} ms, ratio {:.1}x (target >= {}x){}",
        cmp.label,
        mo.as_secs_f64() * 1e3,
        Path::new(&cmp.reference[0]).file_name().map_or_else(
            || cmp.reference[0].clone(),
            |s| s.to_string_lossy().into_owned()
        ),
        mt.as_secs_f64() * 1e3,
        ratio,
        cmp.target,
        if met { "" } else { "  BELOW TARGET" }
    );
    Ok(met)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_picks_middle() {
        let ms = |v: &[u64]| {
            v.iter()
                .map(|&x| Duration::from_millis(x))
                .collect::<Vec<_>>()
        };
        assert_eq!(median(ms(&[5, 1, 3])), Duration::from_millis(3));
        assert_eq!(median(ms(&[4, 1, 3, 2])), Duration::from_millis(2));
    }
}
