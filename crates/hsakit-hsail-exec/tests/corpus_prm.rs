//! The PRM conformance pack on the CPU agent: every `test.json` under
//! `conformance/prm/prm` is run and its checks evaluated (the same runner as `hsakit conform`).
//! `HSAKIT_PRM_FILTER=substring` limits the run to matching test names.

use hsakit_corpus::{Floors, Tally, corpus_dir, missing_corpus};
use hsakit_hsail_exec::launch::{RunOptions, run_spec};
use hsakit_launch::Spec;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.file_name().is_some_and(|n| n == "test.json") {
            out.push(p);
        }
    }
}

/// CPU time of the calling thread in seconds (`/proc/thread-self/schedstat`, first field, ns);
/// 0 where the file does not exist.
fn thread_cpu() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 * 1e-9)
}

fn main() -> ExitCode {
    let root = match corpus_dir("conformance/prm") {
        Ok(r) => r,
        Err(msg) => return missing_corpus("prm-conformance", &msg).exit_code(),
    };
    let mut files = Vec::new();
    collect(&root.join("prm"), &mut files);
    files.sort();
    if let Ok(f) = std::env::var("HSAKIT_PRM_FILTER") {
        files.retain(|p| p.to_string_lossy().contains(&f));
    }
    if let Ok(f) = std::env::var("HSAKIT_PRM_SKIP") {
        files.retain(|p| !p.to_string_lossy().contains(&f));
    }
    let timeout = std::env::var("HSAKIT_PRM_TIMEOUT")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(60);
    let opts = RunOptions {
        threads: Some(1),
        timeout: Some(std::time::Duration::from_secs(timeout)),
        ..RunOptions::default()
    };
    let verbose = std::env::var_os("HSAKIT_PRM_VERBOSE").is_some();
    // Every test runs, the 78 grids of 4.3e9 work-items included (about 4 s of CPU each with
    // compressed registers); HSAKIT_PRM_MAX_ITEMS records larger grids as failures unrun.
    let max_items: u64 = std::env::var("HSAKIT_PRM_MAX_ITEMS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(u64::MAX);
    use rayon::prelude::*;
    let results: Vec<(String, Result<(), String>)> = files
        .par_iter()
        .map(|f| {
            let (t0, c0) = (std::time::Instant::now(), thread_cpu());
            let r = match Spec::load(f) {
                Ok(s) if s.total_work_items.unwrap_or(0) > max_items => Err(format!(
                    "not run: {} work-items exceed HSAKIT_PRM_MAX_ITEMS={max_items}",
                    s.total_work_items.unwrap_or(0)
                )),
                Ok(s) => match run_spec(&s, &opts).failure {
                    None => Ok(()),
                    Some(e) => Err(e.to_string()),
                },
                Err(e) => Err(format!("spec: {e}")),
            };
            if verbose {
                eprintln!(
                    "{:8.3} s {:8.4} cpu {} {}",
                    t0.elapsed().as_secs_f64(),
                    thread_cpu() - c0,
                    if r.is_ok() { "ok  " } else { "FAIL" },
                    f.display()
                );
            }
            (
                f.parent()
                    .unwrap_or(f)
                    .strip_prefix(&root)
                    .unwrap_or(f)
                    .display()
                    .to_string(),
                r,
            )
        })
        .collect();
    let mut tally = Tally::new("prm-conformance");
    let mut classes: BTreeMap<String, usize> = BTreeMap::new();
    for (name, r) in results {
        if let Err(e) = &r {
            let class: String = e.chars().take(60).collect();
            *classes.entry(class).or_default() += 1;
        }
        tally.record(name, r);
    }
    let mut v: Vec<_> = classes.into_iter().collect();
    v.sort_by_key(|c| std::cmp::Reverse(c.1));
    for (c, n) in v.iter().take(60) {
        eprintln!("{n:6}  {c}");
    }
    match Floors::load() {
        Ok(fl) => tally.finish(&fl).exit_code(),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
