//! `cargo xtask oracle-diff`: hsakit against the reference tools, on generated cases.
//!
//! Each oracle is a module with `run(cases) -> Result<bool>` that prints its own tallies ending in
//! `oracle-NAME: N passed, M failed`, records those counts with [`record`], and returns whether
//! it met the target bar (e.g. 99.9% agreement).
//!
//! The gate is the committed floor, as for the corpus runners: `oracle-diff` fails when an
//! oracle's pass count is below its `oracle-NAME` floor in `conformance/floors.toml`, when it
//! recorded no counts, or when it errored. Missing the target bar is reported, not fatal: the
//! floor is raised as agreement improves. A missing tool is a visible skip line, never a pass;
//! with `HSAKIT_REQUIRE_ORACLES=1` (CI) it is a failure.

mod gen7;
mod hsail;
mod hsail_brig;
mod rdna4;

use std::sync::Mutex;

mod codeobj;

/// An oracle comparison: the cases to generate (None = its default) → whether it passed.
type Oracle = fn(Option<usize>) -> anyhow::Result<bool>;

/// Every oracle comparison, by name, with the tools it needs.
const ORACLES: &[(&str, &[&str], Oracle)] = &[
    ("rdna4", &["llvm-mc-19"], rdna4::run),
    (
        "codeobj",
        &[
            "clang-19",
            "ld.lld-19",
            "llvm-mc-19",
            "llvm-readobj-19",
            "llvm-readelf-19",
            "llvm-objdump-19",
        ],
        codeobj::run,
    ),
    ("gen7", &["intel-gen4disasm"], gen7::run),
    ("hsail", &["HSAILasm"], hsail::run),
    ("hsail-brig", &["HSAILasm"], hsail_brig::run),
];

/// Counts recorded by the oracle that is running: (name, passed, failed).
static RECORDED: Mutex<Vec<(String, u64, u64)>> = Mutex::new(Vec::new());

/// Records an oracle's final counts (call once, after printing the closing line).
pub fn record(name: &str, passed: u64, failed: u64) {
    RECORDED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((name.to_string(), passed, failed));
}

fn recorded(name: &str) -> Option<(u64, u64)> {
    RECORDED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .rev()
        .find(|(n, _, _)| n == name)
        .map(|&(_, p, f)| (p, f))
}

pub fn run(which: &[String], cases: Option<usize>) -> anyhow::Result<bool> {
    let floors =
        hsakit_corpus::Floors::load_from(&crate::util::root().join(hsakit_corpus::FLOORS_FILE))
            .map_err(anyhow::Error::msg)?;
    let known: Vec<&str> = ORACLES.iter().map(|(n, _, _)| *n).collect();
    crate::util::check_selection("oracle", which, &known)?;
    let required = std::env::var("HSAKIT_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
    let mut ok = true;
    let mut ran = 0;
    for (name, tools, oracle) in ORACLES {
        if !crate::util::selected(which, name) {
            continue;
        }
        if let Some(missing) = tools.iter().find(|t| !crate::util::have(t)) {
            println!("skipped: oracle-diff {name}: `{missing}` not found on PATH");
            ok &= !required;
            continue;
        }
        println!("== oracle-diff {name}");
        let met_target = oracle(cases)?;
        ran += 1;
        let key = format!("oracle-{name}");
        let floor = floors.get(&key);
        match recorded(name) {
            None => {
                println!("error: oracle-diff {name} recorded no counts");
                ok = false;
            }
            Some((passed, _)) if passed < floor => {
                println!("error: {key}: {passed} passed is below the committed floor of {floor}");
                ok = false;
            }
            Some((passed, failed)) => println!(
                "{key}: floor {floor} held ({passed} passed, {failed} failed); target bar {}",
                if met_target { "met" } else { "not met yet" }
            ),
        }
    }
    if ran == 0 {
        println!("oracle-diff: no oracle comparison ran");
    }
    Ok(ok)
}
