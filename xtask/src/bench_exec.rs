//! `cargo xtask bench exec`: the HSAIL execution engine (the CPU agent).
//!
//! * `exec-pack-40`: `hsakit conform` over 40 tests of the PRM conformance pack (one from each
//!   of the first 40 categories' folders, in path order, copied into the scratch folder) against
//!   GCC's BRIG compiler (`gccbrig-11 -c`) compiling the same 40 kernels (assembled to BRIG by
//!   hsakit). Issue 4 asks for the pack to run at least 50× faster per test than gccbrig.
//!   gccbrig-11 stops with an internal compiler error on some kernels, so while the sample is
//!   prepared each candidate is compiled once with gccbrig (a probe, not timed); a category
//!   whose candidate gccbrig cannot compile contributes its next test instead, so both sides
//!   time the same 40 tests.
//! * `exec-alu-2t` / `exec-mem-2t`: an ALU-bound and a memory-bound kernel over 2^20 work-items
//!   with `--threads 2` against the same run with `--threads 1`: the 1→2 thread scaling, target
//!   1.8×. Lane operations per second are printed by `hsakit run --stats`.

use crate::bench::Comparison;
use anyhow::Context;
use std::path::{Path, PathBuf};

const ALU: &str = "module &m:1:0:$full:$large:$default;
kernel &k(kernarg_u64 %out) {
  workitemabsid_u32 $s0, 0; mov_b32 $s1, 0; mov_b32 $s2, 0;
  @l: mad_u32 $s1, $s1, 1664525, 1013904223; xor_b32 $s1, $s1, $s0; add_u32 $s2, $s2, 1;
  cmp_lt_b1_u32 $c0, $s2, 200; cbr_b1 $c0, @l;
  ld_kernarg_u64 $d0, [%out]; cvt_u64_u32 $d1, $s0; shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1;
  st_global_u32 $s1, [$d0]; };
";

const MEM: &str = "module &m:1:0:$full:$large:$default;
kernel &k(kernarg_u64 %out) {
  workitemabsid_u32 $s0, 0; ld_kernarg_u64 $d0, [%out]; cvt_u64_u32 $d1, $s0; shl_u64 $d1, $d1, 2;
  add_u64 $d0, $d0, $d1; mov_b32 $s2, 0;
  @l: ld_global_u32 $s1, [$d0]; add_u32 $s1, $s1, 1; st_global_u32 $s1, [$d0]; add_u32 $s2, $s2, 1;
  cmp_lt_b1_u32 $c0, $s2, 100; cbr_b1 $c0, @l; };
";

fn pack_dir() -> PathBuf {
    std::env::var_os("HSAKIT_CORPORA")
        .map(PathBuf::from)
        .unwrap_or_else(|| crate::util::root().join("..").join("shared"))
        .join("conformance/prm")
}

fn tests_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            tests_under(&p, out);
        } else if p.file_name().is_some_and(|n| n == "test.json") {
            out.push(p);
        }
    }
}

/// Assembles a test's `kernel.hsail` to BRIG with hsakit.
fn assemble(test_dir: &Path) -> anyhow::Result<Vec<u8>> {
    let text = std::fs::read(test_dir.join("kernel.hsail"))?;
    let file =
        hsakit_diag::SourceFile::new(test_dir.join("kernel.hsail").display().to_string(), text);
    hsakit_hsail::assemble(&file)
        .map_err(|d| anyhow::anyhow!("cannot assemble {}: {:?}", test_dir.display(), d.first()))
}

/// True when gccbrig-11 compiles the BRIG at `brig` (the probe run once per candidate).
fn gccbrig_compiles(brig: &Path, obj: &Path) -> bool {
    std::process::Command::new("gccbrig-11")
        .args(["-O2", "-c"])
        .arg(brig)
        .arg("-o")
        .arg(obj)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// 40 single-module tests spread over the pack: the first test of each category folder that
/// hsakit assembles and gccbrig-11 compiles (probed here), with its BRIG written to `scratch`
/// as `exec-tNN.brig`.
fn sample(pack: &Path, scratch: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    tests_under(&pack.join("prm"), &mut all);
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for t in all {
        let dir = t
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| t.clone());
        // Single-module tests only (the BRIG side compiles `kernel.hsail`).
        let Ok(names) = std::fs::read_dir(&dir) else {
            continue;
        };
        let hsail = names
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "hsail"))
            .count();
        let cat: Vec<PathBuf> = dir
            .ancestors()
            .skip(1)
            .take(2)
            .map(Path::to_path_buf)
            .collect();
        if hsail != 1 || seen.contains(&cat) {
            continue;
        }
        let i = out.len();
        let brig = scratch.join(format!("exec-t{i:02}.brig"));
        let obj = scratch.join(format!("exec-t{i:02}.o"));
        let Ok(bytes) = assemble(&dir) else {
            continue;
        };
        if std::fs::write(&brig, bytes).is_err() || !gccbrig_compiles(&brig, &obj) {
            eprintln!(
                "exec-pack: gccbrig-11 cannot compile {}; next test of its category",
                dir.display()
            );
            continue;
        }
        seen.insert(cat);
        out.push(t);
        if out.len() == 40 {
            break;
        }
    }
    out
}

pub fn benches(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let h = hsakit.display().to_string();
    let mut out = Vec::new();
    let pack = pack_dir();
    std::fs::create_dir_all(scratch)?;
    let tests = sample(&pack, scratch);
    if !tests.is_empty() {
        let sub = scratch.join("exec-pack");
        let _ = std::fs::remove_dir_all(&sub);
        let mut script = String::from("set -e\n");
        for (i, t) in tests.iter().enumerate() {
            let src = t.parent().context("test folder")?;
            let dst = sub.join(format!("t{i:02}"));
            std::fs::create_dir_all(&dst)?;
            for e in std::fs::read_dir(src)?.flatten() {
                if e.path().is_file() {
                    std::fs::copy(e.path(), dst.join(e.file_name()))?;
                }
            }
            // `sample` wrote the BRIG it probed.
            let b = scratch.join(format!("exec-t{i:02}.brig"));
            script.push_str(&format!(
                "gccbrig-11 -O2 -c {} -o {}\n",
                b.display(),
                scratch.join(format!("exec-t{i:02}.o")).display()
            ));
        }
        let sh = scratch.join("exec-gccbrig.sh");
        std::fs::write(&sh, script)?;
        out.push(Comparison {
            label: format!("exec-pack-{}", tests.len()),
            ours: vec![
                h.clone(),
                "conform".into(),
                sub.display().to_string(),
                "--jobs".into(),
                "1".into(),
            ],
            reference: vec!["sh".into(), sh.display().to_string()],
            target: 50.0,
        });
    }
    for (name, src) in [("alu", ALU), ("mem", MEM)] {
        let f = scratch.join(format!("exec-{name}.hsail"));
        std::fs::write(&f, src)?;
        let cmd = |threads: &str| {
            vec![
                h.clone(),
                "run".into(),
                f.display().to_string(),
                "--kernel".into(),
                "&k".into(),
                "--grid".into(),
                "1048576".into(),
                "--workgroup".into(),
                "256".into(),
                "--arg".into(),
                "buf:4194304".into(),
                "--threads".into(),
                threads.into(),
            ]
        };
        out.push(Comparison {
            label: format!("exec-{name}-2t"),
            ours: cmd("2"),
            reference: cmd("1"),
            target: 1.8,
        });
    }
    Ok(out)
}
