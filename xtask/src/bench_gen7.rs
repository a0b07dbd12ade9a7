//! `cargo xtask bench gen7`: hsakit's Gen7 disassembler and assembler against intel-gpu-tools.
//!
//! * `gen7-disasm` / `gen7-disasm-file`: 100,000 instructions (Mesa's corpus encodings, cycled)
//!   as an igt dword list, disassembled by `hsakit gen7 disasm` and by `intel-gen4disasm -g 7`,
//!   the listing written to `/dev/null` (the disassemblers' own work) and to a file. Each tool
//!   writes to its own file, which exists from the warm-up run on: intel-gen4disasm truncates it
//!   when it opens it (`fopen(…, "w")`); hsakit rewrites an existing regular file in place and
//!   cuts it to the new length at the end (every byte is still written; the kernel reuses the
//!   file's cached pages instead of freeing and reallocating them). The file variant therefore
//!   measures each tool's own way of writing its output, and says so here.
//! * `gen7-asm`: the corpus instructions that `intel-gen4asm -g 7` accepts when probed one by
//!   one in its own dialect (intel-gen4disasm's text with `WE_normal` and quarter/nibble controls
//!   removed and `WE_all` spelled `mask_disable`), cycled to 100,000 lines; hsakit assembles the
//!   same instructions in Mesa's syntax (its own printing of each encoding). `gen7-asm` writes
//!   the encodings to a file (intel-gen4asm truncates its file when it opens it; hsakit writes
//!   over its file in place, as for the disassemblers), `gen7-asm-null` to `/dev/null`.

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
        encodings.extend(bytes);
    }
    // Disassembly input: 100,000 encodings as an igt dword list.
    let mut dwords = String::with_capacity(N * 56);
    for b in encodings.iter().cycle().take(N) {
        let _ = writeln!(dwords, "{}", dword_line(b));
    }
    let dis_in = scratch.join("gen7-disasm.txt");
    std::fs::write(&dis_in, &dwords)?;

    // Assembly inputs: every corpus encoding in both dialects, probed one instruction at a time
    // (intel-gen4asm aborts the whole file on some instructions) and kept when intel-gen4asm
    // assembles it; the same instructions, cycled to N lines, go to both assemblers.
    let pairs = probe_gen4asm(scratch, &encodings)?;
    let mut ours_src = String::with_capacity(N * 100);
    let mut theirs_src = String::with_capacity(N * 100);
    for (m, g, _) in pairs
        .iter()
        .cycle()
        .take(if pairs.is_empty() { 0 } else { N })
    {
        ours_src.push_str(m);
        ours_src.push('\n');
        theirs_src.push_str(g);
        theirs_src.push('\n');
    }
    let asm_ours = scratch.join("gen7-asm-mesa.asm");
    let asm_theirs = scratch.join("gen7-asm-gen4.asm");
    std::fs::write(&asm_ours, ours_src)?;
    std::fs::write(&asm_theirs, theirs_src)?;
    let same = pairs.iter().filter(|p| p.2).count();
    println!(
        "bench gen7: {} encodings cycled to {N} for disasm; intel-gen4asm accepts {} of them one by one ({same} encoded byte for byte like the corpus), cycled to {N} lines for asm",
        encodings.len(),
        pairs.len()
    );

    let h = hsakit.display().to_string();
    let s = |p: &Path| p.display().to_string();
    let null = scratch.join("gen7-out.tmp");
    let disasm_pair = |label: &str, ours_out: String, theirs_out: String| Comparison {
        label: label.into(),
        ours: vec![
            h.clone(),
            "gen7".into(),
            "disasm".into(),
            "--format".into(),
            "dwords".into(),
            s(&dis_in),
            "-o".into(),
            ours_out,
        ],
        reference: vec![
            "intel-gen4disasm".into(),
            "-g".into(),
            "7".into(),
            "-o".into(),
            theirs_out,
            s(&dis_in),
        ],
        target: 10.0,
    };
    let asm_pair = |label: &str, ours_out: String, theirs_out: String| Comparison {
        label: label.into(),
        ours: vec![
            h.clone(),
            "gen7".into(),
            "asm".into(),
            s(&asm_ours),
            "-o".into(),
            ours_out,
        ],
        reference: vec![
            "intel-gen4asm".into(),
            "-g".into(),
            "7".into(),
            "-o".into(),
            theirs_out,
            s(&asm_theirs),
        ],
        target: 10.0,
    };
    Ok(vec![
        // The listing to /dev/null: the disassemblers' own work.
        disasm_pair("gen7-disasm", "/dev/null".into(), "/dev/null".into()),
        // The listing to a file, each tool writing it its own way (see the module comment).
        disasm_pair(
            "gen7-disasm-file",
            s(&null),
            s(&scratch.join("gen7-out2.tmp")),
        ),
        // The encodings to a file, each tool writing it its own way, and to /dev/null (the
        // assemblers' own work), as for the disassemblers.
        asm_pair("gen7-asm", s(&null), s(&scratch.join("gen7-out3.tmp"))),
        asm_pair("gen7-asm-null", "/dev/null".into(), "/dev/null".into()),
    ])
}

/// The corpus encodings as `(Mesa statement, intel-gen4asm line, same bytes)` for every
/// encoding whose intel-gen4disasm text, translated to intel-gen4asm's dialect, intel-gen4asm
/// accepts on its own. The Mesa statement is hsakit's printing of the encoding (it re-assembles
/// to the same bytes, numeric JIP/UIP); "same bytes" records whether intel-gen4asm encoded the
/// instruction exactly like the corpus.
fn probe_gen4asm(
    scratch: &Path,
    encodings: &[Vec<u8>],
) -> anyhow::Result<Vec<(String, String, bool)>> {
    let probe = scratch.join("gen7-probe.txt");
    std::fs::write(
        &probe,
        encodings
            .iter()
            .map(|b| dword_line(b) + "\n")
            .collect::<String>(),
    )?;
    let out = Command::new("intel-gen4disasm")
        .args(["-g", "7"])
        .arg(&probe)
        .output()
        .context("running intel-gen4disasm")?;
    // One record per instruction: continuation lines (send descriptors) joined with a space.
    let mut records: Vec<String> = Vec::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        if line.starts_with(char::is_whitespace) {
            if let Some(last) = records.last_mut() {
                last.push(' ');
                last.push_str(line.trim());
            }
        } else {
            records.push(line.to_string());
        }
    }
    if records.len() != encodings.len() {
        anyhow::bail!(
            "intel-gen4disasm printed {} records for {} encodings",
            records.len(),
            encodings.len()
        );
    }
    let one_in = scratch.join("gen7-probe-one.asm");
    let one_out = scratch.join("gen7-probe-one.out");
    let mut pairs = Vec::new();
    let mut tried = std::collections::HashMap::new();
    for (b, rec) in encodings.iter().zip(&records) {
        let theirs = to_gen4asm(rec);
        let Ok((inst, _, compacted)) = hsakit_gen7::decode(b) else {
            continue;
        };
        let ours = hsakit_gen7::print::format_instruction(&inst, compacted);
        let verdict = match tried.get(&theirs) {
            Some(v) => *v,
            None => {
                let _ = std::fs::remove_file(&one_out);
                std::fs::write(&one_in, format!("{theirs}\n"))?;
                let st = Command::new("intel-gen4asm")
                    .args(["-g", "7", "-o"])
                    .arg(&one_out)
                    .arg(&one_in)
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .status()
                    .context("running intel-gen4asm")?;
                let text = std::fs::read_to_string(&one_out).unwrap_or_default();
                let v = if st.success() && text.matches('{').count() == 1 {
                    Some(text.contains(dword_line(b).trim_end_matches(',')))
                } else {
                    None
                };
                tried.insert(theirs.clone(), v);
                v
            }
        };
        if let Some(same) = verdict {
            pairs.push((ours, theirs, same));
        }
    }
    Ok(pairs)
}

/// intel-gen4disasm's text in intel-gen4asm's dialect: the assembler has no `WE_normal`, spells
/// `WE_all` as `mask_disable` and has no quarter/nibble controls.
fn to_gen4asm(rec: &str) -> String {
    let mut out = String::with_capacity(rec.len());
    for (i, tok) in rec.split(' ').enumerate() {
        let t = match tok {
            "WE_normal" | "1Q" | "2Q" | "3Q" | "4Q" | "1H" | "2H" | "1N" | "2N" | "3N" | "4N"
            | "5N" | "6N" | "7N" | "8N" => continue,
            "WE_all" => "mask_disable",
            t => t,
        };
        if i > 0 {
            out.push(' ');
        }
        out.push_str(t);
    }
    out
}
