//! `cargo xtask bench hsail`: hsakit's HSAIL assembler and disassembler against `HSAILasm`.
//!
//! Inputs: the round-trip corpus's largest module `CORE-full-large.hsail` (0.7 MB of text, 1 MB
//! of BRIG) and a 10× version of it (the test kernel repeated ten times under new names), plus
//! their BRIG. Both tools write their output to a file in the scratch folder.
//!
//! Before the timed runs, each command runs once under `/usr/bin/time` for its peak resident
//! set size, printed next to the issue's memory budget (2x the BRIG size plus the source size):
//!
//! ```text
//! rss hsail-asm-core10x: hsakit 32.6 MB, HSAILasm 39.0 MB, budget 26.6 MB (2x BRIG 10.0 MB + source 6.6 MB)
//! ```

use crate::bench::Comparison;
use anyhow::Context;
use std::path::Path;

fn corpus_file() -> std::path::PathBuf {
    std::env::var_os("HSAKIT_CORPORA")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| crate::util::root().join("..").join("shared"))
        .join("corpus/hsail/roundtrip/CORE-full-large.hsail")
}

/// The module with its `kernel &Test()` repeated `n` times as `&Test0` … `&Test{n-1}`.
fn repeat_kernel(text: &str, n: usize) -> anyhow::Result<String> {
    let at = text
        .find("\nkernel &Test()")
        .context("CORE-full-large.hsail has no `kernel &Test()`")?;
    let (head, kernel) = text.split_at(at);
    let mut out = String::with_capacity(head.len() + kernel.len() * n);
    out.push_str(head);
    for k in 0..n {
        out.push_str(&kernel.replacen("kernel &Test()", &format!("kernel &Test{k}()"), 1));
    }
    Ok(out)
}

/// Peak resident set size of one run of `cmd` in KiB, from `/usr/bin/time -f %M`.
fn peak_rss_kib(cmd: &[String], scratch: &Path) -> Option<u64> {
    let out = scratch.join("rss.txt");
    let status = std::process::Command::new("/usr/bin/time")
        .args(["-f", "%M", "-o"])
        .arg(&out)
        .args(cmd)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .ok()?;
    if !status.success() {
        return None;
    }
    std::fs::read_to_string(&out)
        .ok()?
        .trim()
        .lines()
        .last()?
        .trim()
        .parse()
        .ok()
}

/// Prints both tools' peak RSS for a comparison against the memory budget.
fn report_rss(c: &Comparison, scratch: &Path, brig_len: usize, src_len: usize) {
    if !Path::new("/usr/bin/time").is_file() {
        println!("rss {}: skipped (/usr/bin/time not found)", c.label);
        return;
    }
    let mb = |k: Option<u64>| k.map_or("?".to_string(), |k| format!("{:.1}", k as f64 / 1024.0));
    let ours = peak_rss_kib(&c.ours, scratch);
    let theirs = crate::util::have(&c.reference[0])
        .then(|| peak_rss_kib(&c.reference, scratch))
        .flatten();
    let m = |b: usize| b as f64 / (1024.0 * 1024.0);
    println!(
        "rss {}: hsakit {} MB, {} {} MB, budget {:.1} MB (2x BRIG {:.1} MB + source {:.1} MB)",
        c.label,
        mb(ours),
        c.reference[0],
        mb(theirs),
        m(2 * brig_len + src_len),
        m(brig_len),
        m(src_len)
    );
}

pub fn benches(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let src = std::fs::read_to_string(corpus_file())
        .with_context(|| format!("reading {}", corpus_file().display()))?;
    let h = hsakit.display().to_string();
    let mut out = Vec::new();
    let mut sizes = Vec::new();
    for (label, text) in [("core", src.clone()), ("core10x", repeat_kernel(&src, 10)?)] {
        let hs = scratch.join(format!("{label}.hsail"));
        let br = scratch.join(format!("{label}.brig"));
        std::fs::write(&hs, &text)?;
        let src_len = text.len();
        let file = hsakit_diag::SourceFile::new(hs.display().to_string(), text.into_bytes());
        let brig = hsakit_hsail::assemble(&file)
            .map_err(|d| anyhow::anyhow!("hsakit cannot assemble {label}: {:?}", d.first()))?;
        let brig_len = brig.len();
        std::fs::write(&br, brig)?;
        let o1 = scratch.join(format!("{label}.ours.brig"));
        let o2 = scratch.join(format!("{label}.ref.brig"));
        sizes.push((brig_len, src_len));
        out.push(Comparison {
            label: format!("hsail-asm-{label}"),
            ours: vec![
                h.clone(),
                "hsail".into(),
                "asm".into(),
                hs.display().to_string(),
                "-o".into(),
                o1.display().to_string(),
            ],
            reference: vec![
                "HSAILasm".into(),
                "-assemble".into(),
                hs.display().to_string(),
                "-o".into(),
                o2.display().to_string(),
            ],
            target: 10.0,
        });
        let d1 = scratch.join(format!("{label}.ours.hsail"));
        let d2 = scratch.join(format!("{label}.ref.hsail"));
        sizes.push((brig_len, src_len));
        out.push(Comparison {
            label: format!("hsail-disasm-{label}"),
            ours: vec![
                h.clone(),
                "hsail".into(),
                "disasm".into(),
                br.display().to_string(),
                "-o".into(),
                d1.display().to_string(),
            ],
            reference: vec![
                "HSAILasm".into(),
                "-disassemble".into(),
                br.display().to_string(),
                "-o".into(),
                d2.display().to_string(),
            ],
            target: 10.0,
        });
    }
    for (c, lens) in out.iter().zip(sizes) {
        report_rss(c, scratch, lens.0, lens.1);
    }
    Ok(out)
}
