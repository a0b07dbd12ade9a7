//! `cargo xtask bench gen7`: hsakit's Gen7 disassembler and assembler against intel-gpu-tools.
//!
//! * `gen7-disasm`: 100,000 instructions (Mesa's corpus encodings, cycled) as an igt dword list,
//!   disassembled by `hsakit gen7 disasm` and by `intel-gen4disasm -g 7`.
//! * `gen7-asm`: the same ALU instructions, 100,000 lines, assembled by `hsakit gen7 asm` from
//!   Mesa's syntax and by `intel-gen4asm -g 7` from its own dialect (intel-gen4disasm's text with
//!   `WE_normal`/quarter controls removed and `WE_all` spelled `mask_disable`, keeping only lines
//!   intel-gen4asm accepts).

use crate::bench::Comparison;
use anyhow::Context;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

const N: usize = 100_000;

fn corpus_dir() -> std::path::PathBuf {
    std::env::var_os("HSAKIT_CORPORA")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| crate::util::root().join("..").join("shared"))
        .join("corpus")
        .join("gen7")
}

fn dword_line(bytes: &[u8]) -> String {
    let d: Vec<String> = bytes
        .chunks(4)
        .map(|c| format!("0x{:08x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
        .collect();
    format!("{{ {} }},", d.join(", "))
}

pub fn benches(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<Comparison>> {
    let dir = corpus_dir();
    let mut encodings: Vec<Vec<u8>> = Vec::new();
    let mut alu: Vec<(String, Vec<u8>)> = Vec::new(); // (Mesa line, bytes) of one-line instructions
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "asm"))
        .collect();
    names.sort();
    for p in names {
        let exp = std::fs::read_to_string(p.with_extension("expected"))?;
        let bytes: Vec<Vec<u8>> = exp
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                l.split_whitespace()
                    .filter_map(|b| u8::from_str_radix(b, 16).ok())
                    .collect()
            })
            .collect();
        encodings.extend(bytes.iter().cloned());
        let src = std::fs::read_to_string(&p)?;
        let single = !src
            .lines()
            .any(|l| l.starts_with(char::is_whitespace) || l.trim_end().ends_with(':'));
        if single {
            for (line, b) in src.lines().filter(|l| !l.trim().is_empty()).zip(&bytes) {
                alu.push((line.to_string(), b.clone()));
            }
        }
    }
    // Disassembly input: 100,000 encodings as an igt dword list.
    let mut dwords = String::with_capacity(N * 56);
    for b in encodings.iter().cycle().take(N) {
        let _ = writeln!(dwords, "{}", dword_line(b));
    }
    let dis_in = scratch.join("gen7-disasm.txt");
    std::fs::write(&dis_in, &dwords)?;

    // Assembly inputs: keep the ALU lines whose intel-gen4disasm text intel-gen4asm accepts.
    let probe = scratch.join("gen7-probe.txt");
    std::fs::write(
        &probe,
        alu.iter()
            .map(|(_, b)| dword_line(b) + "\n")
            .collect::<String>(),
    )?;
    let out = Command::new("intel-gen4disasm")
        .args(["-g", "7"])
        .arg(&probe)
        .output()
        .context("running intel-gen4disasm")?;
    let theirs: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            l.replace("WE_normal", "")
                .replace("WE_all", "mask_disable")
                .replace(" 1Q", "")
                .replace(" 1H", "")
                .replace(" 2Q", "")
        })
        .collect();
    let mut pairs: Vec<(String, String)> = alu.iter().map(|(m, _)| m.clone()).zip(theirs).collect();
    // intel-gen4asm asserts on 3-source instructions (brw_set_3src_dest); leave them out.
    pairs.retain(|(_, g)| {
        !g.contains("***")
            && !g.contains("Vector Float")
            && !["mad", "lrp", "bfe", "bfi2"]
                .iter()
                .any(|m| g.starts_with(m))
    });
    let g4_probe = scratch.join("gen7-g4probe.asm");
    for _ in 0..8 {
        std::fs::write(
            &g4_probe,
            pairs
                .iter()
                .map(|(_, g)| g.clone() + "\n")
                .collect::<String>(),
        )?;
        let out = Command::new("intel-gen4asm")
            .args(["-g", "7", "-o"])
            .arg(scratch.join("gen7-g4probe.out"))
            .arg(&g4_probe)
            .output()?;
        let err = String::from_utf8_lossy(&out.stderr);
        let bad: std::collections::BTreeSet<usize> = err
            .lines()
            .filter_map(|l| {
                l.split(": ")
                    .nth(1)
                    .and_then(|n| n.trim().parse::<usize>().ok())
            })
            .collect();
        if bad.is_empty() && out.status.success() {
            break;
        }
        let mut k = 0;
        pairs.retain(|_| {
            k += 1;
            !bad.contains(&k)
        });
        if bad.is_empty() {
            pairs.clear();
        }
    }
    let mut ours_src = String::new();
    let mut theirs_src = String::new();
    if !pairs.is_empty() {
        for (m, g) in pairs.iter().cycle().take(N) {
            ours_src.push_str(m);
            ours_src.push('\n');
            theirs_src.push_str(g);
            theirs_src.push('\n');
        }
    }
    let asm_ours = scratch.join("gen7-asm-mesa.asm");
    let asm_theirs = scratch.join("gen7-asm-gen4.asm");
    std::fs::write(&asm_ours, ours_src)?;
    std::fs::write(&asm_theirs, theirs_src)?;
    println!(
        "bench gen7: {} encodings cycled for disasm; {} ALU lines accepted by both assemblers, cycled to {N}",
        encodings.len(),
        pairs.len()
    );

    let h = hsakit.display().to_string();
    let s = |p: &Path| p.display().to_string();
    let null = scratch.join("gen7-out.tmp");
    Ok(vec![
        Comparison {
            label: "gen7-disasm".into(),
            ours: vec![
                h.clone(),
                "gen7".into(),
                "disasm".into(),
                "--format".into(),
                "dwords".into(),
                s(&dis_in),
                "-o".into(),
                s(&null),
            ],
            reference: vec![
                "intel-gen4disasm".into(),
                "-g".into(),
                "7".into(),
                "-o".into(),
                s(&scratch.join("gen7-out2.tmp")),
                s(&dis_in),
            ],
            target: 10.0,
        },
        Comparison {
            label: "gen7-asm".into(),
            ours: vec![
                h,
                "gen7".into(),
                "asm".into(),
                s(&asm_ours),
                "-o".into(),
                s(&null),
            ],
            reference: vec![
                "intel-gen4asm".into(),
                "-g".into(),
                "7".into(),
                "-o".into(),
                s(&scratch.join("gen7-out3.tmp")),
                s(&asm_theirs),
            ],
            target: 10.0,
        },
    ])
}
