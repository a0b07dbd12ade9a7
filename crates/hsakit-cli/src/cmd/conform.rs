//! `hsakit conform`: a whole conformance pack, in parallel, with per-category tallies.

use crate::util::{Ctx, ExitCode, UsageError, not_implemented};
use clap::Args;
use hsakit_hsail_exec::launch::{RunOptions, run_spec};
use hsakit_launch::Spec;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

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
    /// Print every failing test with its reason.
    #[arg(long)]
    pub verbose: bool,
    /// Wall-clock limit per dispatch, in seconds (the watchdog).
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
}

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

/// Runs `conform`.
pub fn run(_ctx: &Ctx, args: ConformArgs) -> anyhow::Result<ExitCode> {
    if args.agent != "cpu" {
        return not_implemented(&format!("hsakit conform --agent {}", args.agent));
    }
    if !args.dir.is_dir() {
        return Err(UsageError(format!("`{}` is not a folder", args.dir.display())).into());
    }
    let mut files = Vec::new();
    collect(&args.dir, &mut files);
    files.sort();
    if let Some(f) = &args.filter {
        files.retain(|p| p.to_string_lossy().contains(f.as_str()));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()
        .map_err(|e| anyhow::anyhow!("thread pool: {e}"))?;
    let opts = RunOptions {
        threads: Some(1),
        ..RunOptions::default()
    };
    let done = AtomicUsize::new(0);
    let total = files.len();
    let start = Instant::now();
    let results: Vec<(String, String, Result<(), String>)> = pool.install(|| {
        files
            .par_iter()
            .map(|f| {
                let r = match Spec::load(f) {
                    Ok(s) => {
                        let cat = s.category.clone().unwrap_or_else(|| "uncategorised".into());
                        let res = run_spec(&s, &opts);
                        (
                            s.name.clone(),
                            cat,
                            res.failure.map_or(Ok(()), |e| Err(e.to_string())),
                        )
                    }
                    Err(e) => (
                        f.display().to_string(),
                        "invalid".into(),
                        Err(e.to_string()),
                    ),
                };
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(25) || n == total {
                    eprint!("\r[{n}/{total}] {:.1} s", start.elapsed().as_secs_f64());
                    let _ = std::io::stderr().flush();
                }
                r
            })
            .collect()
    });
    eprintln!();
    let mut cats: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let (mut passed, mut failed) = (0u64, 0u64);
    for (name, cat, r) in &results {
        let e = cats.entry(cat.clone()).or_default();
        match r {
            Ok(()) => {
                e.0 += 1;
                passed += 1;
            }
            Err(why) => {
                e.1 += 1;
                failed += 1;
                if args.verbose {
                    println!("FAIL {name}: {why}");
                }
            }
        }
    }
    for (c, (p, f)) in &cats {
        println!("{c:48} {p:5} passed {f:5} failed");
    }
    println!(
        "time: {:.1} s for {} tests ({:.2} ms per test)",
        start.elapsed().as_secs_f64(),
        total,
        1e3 * start.elapsed().as_secs_f64() / total.max(1) as f64
    );
    println!("prm-conformance: {passed} passed, {failed} failed");
    // The committed floor applies to a whole pack (a folder with `index.json`), unfiltered.
    let whole_pack = args.dir.join("index.json").is_file() && args.filter.is_none();
    let floor = if whole_pack {
        hsakit_corpus::Floors::load()
            .map(|f| f.get("prm-conformance"))
            .unwrap_or(0)
    } else {
        0
    };
    if passed < floor {
        println!("below the committed floor of {floor}");
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
