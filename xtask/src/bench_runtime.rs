//! `cargo xtask bench runtime`: the HSA runtime's own numbers (no reference tool runs on this
//! machine: ROCm's runtime needs a GPU and `/dev/kfd`).
//!
//! Builds and runs `cargo bench -p hsakit-runtime --bench runtime` (optimised), which, on the
//! HSAIL CPU agent `hsakit-cpu` (HSAIL kernels assembled by our assembler and finalized; the
//! `runtime-latency:`/`runtime-stress:` lines summarised here) and again on the test-double
//! agent (`-testagent` lines, printed for comparison),
//! - times the empty-kernel dispatch round trip (submit → completion signal observed), median
//!   and p90 (`HSAKIT_LATENCY_ITERS`, default 5000);
//! - pushes `HSAKIT_STRESS_PACKETS` (default 1,000,000) dispatch and barrier-AND packets with
//!   completion signals from 8 host threads into 4 queues, and fails unless every signal reaches
//!   0 and the dispatch counter equals the number of dispatches (no packet lost or run twice).
//!
//! It prints the bench's lines and a summary, and fails when the bench fails. It returns no
//! [`Comparison`]: there is nothing to compare against.

use crate::bench::Comparison;
use anyhow::{Context, bail};
use std::path::Path;
use std::process::{Command, Stdio};

/// The number after `key` in `line` (e.g. `"median"` in `"median 12.3 us"`).
fn number_after(line: &str, key: &str) -> Option<f64> {
    let rest = &line[line.find(key)? + key.len()..];
    rest.split_whitespace().next()?.parse().ok()
}

/// Packets per second from the stress line: the number before `packets/s`.
fn packets_per_second(line: &str) -> Option<f64> {
    let head = &line[..line.find(" packets/s")?];
    head.rsplit(' ').next()?.parse().ok()
}

pub fn benches(_hsakit: &Path, _scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let out = Command::new(env!("CARGO"))
        .args(["bench", "-q", "-p", "hsakit-runtime", "--bench", "runtime"])
        .current_dir(crate::util::root())
        .stderr(Stdio::inherit())
        .output()
        .context("running cargo bench -p hsakit-runtime")?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut latency = None;
    let mut rate = None;
    for line in text.lines().filter(|l| l.starts_with("runtime-")) {
        println!("{line}");
        if line.starts_with("runtime-latency:") {
            latency = number_after(line, "median");
        } else if line.starts_with("runtime-stress:") {
            rate = packets_per_second(line);
        }
    }
    if !out.status.success() {
        bail!("the runtime bench failed ({})", out.status);
    }
    let (Some(latency), Some(rate)) = (latency, rate) else {
        bail!("the runtime bench printed no latency or stress line");
    };
    println!(
        "bench runtime (hsakit-cpu): {rate:.0} packets/s (8 threads x 4 queues); empty-dispatch round trip median {latency:.1} us (target < 20 us){}",
        if latency < 20.0 { "" } else { "  ABOVE TARGET" }
    );
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_bench_lines() {
        let lat = "runtime-latency: empty-kernel dispatch round trip median 7.5 us, p90 9.0 us over 5000 dispatches (target < 20 us)";
        assert_eq!(number_after(lat, "median"), Some(7.5));
        let st = "runtime-stress: 1000000 packets (666672 dispatches, 333328 barriers) from 8 threads on 4 queues in 2.50 s = 400000 packets/s; signals all 0: true; counter 666672 (expected 666672)";
        assert_eq!(packets_per_second(st), Some(400000.0));
        assert_eq!(packets_per_second("no rate here"), None);
    }
}
