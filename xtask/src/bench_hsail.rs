//! `cargo xtask bench hsail`: hsakit's HSAIL assembler and disassembler against `HSAILasm`.
//!
//! Inputs: the round-trip corpus's largest module `CORE-full-large.hsail` (0.7 MB of text, 1 MB
//! of BRIG) and a 10× version of it (the test kernel repeated ten times under new names), plus
//! their BRIG. Both tools write their output to a file in the scratch folder.

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

pub fn benches(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let src = std::fs::read_to_string(corpus_file())
        .with_context(|| format!("reading {}", corpus_file().display()))?;
    let h = hsakit.display().to_string();
    let mut out = Vec::new();
    for (label, text) in [("core", src.clone()), ("core10x", repeat_kernel(&src, 10)?)] {
        let hs = scratch.join(format!("{label}.hsail"));
        let br = scratch.join(format!("{label}.brig"));
        std::fs::write(&hs, &text)?;
        let file = hsakit_diag::SourceFile::new(hs.display().to_string(), text.into_bytes());
        let brig = hsakit_hsail::assemble(&file)
            .map_err(|d| anyhow::anyhow!("hsakit cannot assemble {label}: {:?}", d.first()))?;
        std::fs::write(&br, brig)?;
        let o1 = scratch.join(format!("{label}.ours.brig"));
        let o2 = scratch.join(format!("{label}.ref.brig"));
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
    Ok(out)
}
