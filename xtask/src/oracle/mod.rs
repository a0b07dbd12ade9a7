//! `cargo xtask oracle-diff`: hsakit against the reference tools, on generated cases.
//!
//! Each oracle is a module with `run(cases) -> Result<bool>` that prints its own tallies ending in
//! `NAME: N passed, M failed` and returns whether it met its bar. A missing tool is a visible
//! skip line, never a pass; with `HSAKIT_REQUIRE_ORACLES=1` (CI) it is a failure.

use anyhow::bail;

mod rdna4;
mod codeobj;
mod gen7;
mod hsail;

/// An oracle comparison: the cases to generate (None = its default) → whether it passed.
type Oracle = fn(Option<usize>) -> anyhow::Result<bool>;

/// Every oracle comparison, by name, with the tools it needs.
const ORACLES: &[(&str, &[&str], Oracle)] = &[
    ("rdna4", &["llvm-mc-19"], rdna4::run),
    ("codeobj", &["clang-19", "ld.lld-19", "llvm-mc-19", "llvm-readobj-19", "llvm-readelf-19", "llvm-objdump-19"], codeobj::run),
    ("gen7", &["intel-gen4disasm"], gen7::run),
    ("hsail", &["HSAILasm"], hsail::run),
];

pub fn run(which: &[String], cases: Option<usize>) -> anyhow::Result<bool> {
    for w in which {
        if !ORACLES.iter().any(|(n, _, _)| n == w) {
            let known: Vec<&str> = ORACLES.iter().map(|(n, _, _)| *n).collect();
            bail!("unknown oracle `{w}` (known: {})", known.join(", "));
        }
    }
    let required = std::env::var("HSAKIT_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
    let mut ok = true;
    let mut ran = 0;
    for (name, tools, oracle) in ORACLES {
        if !which.is_empty() && !which.iter().any(|w| w == name) {
            continue;
        }
        if let Some(missing) = tools.iter().find(|t| !crate::util::have(t)) {
            println!("skipped: oracle-diff {name}: `{missing}` not found on PATH");
            ok &= !required;
            continue;
        }
        println!("== oracle-diff {name}");
        ok &= oracle(cases)?;
        ran += 1;
    }
    if ran == 0 {
        println!("oracle-diff: no oracle comparison ran");
    }
    Ok(ok)
}
