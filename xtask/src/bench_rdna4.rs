//! `cargo xtask bench rdna4`: `hsakit rdna4 asm|disasm` against llvm-mc-19 on a
//! 200,000-instruction file built from the golden vectors (texts and bytes llvm-mc-19 and
//! hsakit agree on), both with `-show-encoding`.

use crate::bench::Comparison;
use anyhow::Context;
use std::fmt::Write;
use std::path::Path;

/// Instructions in each input file.
const COUNT: usize = 200_000;

pub fn benches(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let golden = crate::util::root().join("crates/hsakit-rdna4/tests/data/golden_w32.txt");
    let text = std::fs::read_to_string(&golden)
        .with_context(|| format!("reading {}", golden.display()))?;
    let rows: Vec<(&str, &str)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once(" | "))
        .collect();
    anyhow::ensure!(
        !rows.is_empty(),
        "no golden vectors in {}",
        golden.display()
    );
    let mut asm = String::from("\t.text\n");
    let mut bytes = String::new();
    for i in 0..COUNT {
        let (hex, t) = rows[i % rows.len()];
        let _ = writeln!(asm, "\t{t}");
        let _ = writeln!(bytes, "{hex}");
    }
    let asm_path = scratch.join("rdna4_200k.s");
    let bytes_path = scratch.join("rdna4_200k.txt");
    std::fs::write(&asm_path, asm)?;
    std::fs::write(&bytes_path, bytes)?;
    let s = |p: &Path| p.display().to_string();
    let h = s(hsakit);
    let llvm = |extra: &[&str], input: &Path| -> Vec<String> {
        let mut v: Vec<String> = [
            "llvm-mc-19",
            "-triple=amdgcn",
            "-mcpu=gfx1201",
            "-show-encoding",
        ]
        .iter()
        .map(|x| x.to_string())
        .collect();
        v.extend(extra.iter().map(|x| x.to_string()));
        v.push(s(input));
        v
    };
    Ok(vec![
        Comparison {
            label: "rdna4-asm".into(),
            ours: vec![
                h.clone(),
                "rdna4".into(),
                "asm".into(),
                "--show-encoding".into(),
                s(&asm_path),
            ],
            reference: llvm(&[], &asm_path),
            target: 10.0,
        },
        Comparison {
            label: "rdna4-disasm".into(),
            ours: vec![
                h,
                "rdna4".into(),
                "disasm".into(),
                "--show-encoding".into(),
                s(&bytes_path),
            ],
            reference: llvm(&["--disassemble"], &bytes_path),
            target: 10.0,
        },
    ])
}
