//! Replays the cases `cargo xtask oracle-diff hsail` agreed on with `HSAILasm`, without the
//! oracle.
//!
//! `tests/data/oracle_hsail.txt` has one case per line: the prologue name (a section of
//! `tests/data/oracle_hsail_prologues.txt`: declarations and the opening of kernel `&Test`),
//! a tab, the instruction, a tab, then either `reject L:C` (HSAILasm rejects the module at
//! line L, column C) or `LEN:FNV LEN:FNV`: the length and FNV-1a-64 digest of the BRIG
//! `HSAILasm -assemble` wrote and of the text `HSAILasm -disassemble` printed for it.

use hsakit_diag::SourceFile;
use std::collections::BTreeMap;

fn prologues() -> BTreeMap<String, String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/oracle_hsail_prologues.txt"
    );
    let text = std::fs::read_to_string(path).expect("prologues");
    let mut out = BTreeMap::new();
    let mut name = String::new();
    let mut body = String::new();
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("== ") {
            if !name.is_empty() {
                out.insert(std::mem::take(&mut name), std::mem::take(&mut body));
            }
            name = n.to_string();
        } else {
            body.push_str(line);
            body.push('\n');
        }
    }
    out.insert(name, body);
    out
}

#[test]
fn oracle_golden_vectors_agree() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/oracle_hsail.txt");
    let Ok(text) = std::fs::read_to_string(path) else {
        panic!("missing {path}: run `cargo xtask oracle-diff hsail`");
    };
    let pro = prologues();
    let mut bad = Vec::new();
    let mut n = 0;
    for line in text.lines() {
        let mut f = line.splitn(3, '\t');
        let (Some(src), Some(inst), Some(expect)) = (f.next(), f.next(), f.next()) else {
            continue;
        };
        n += 1;
        let Some(prologue) = pro.get(src) else {
            bad.push(format!("{inst}: unknown prologue {src}"));
            continue;
        };
        let module = format!("{prologue}\t{inst}\n}};\n");
        let file = SourceFile::new("case.hsail", module);
        let got = hsakit_hsail::parse(&file).and_then(|m| {
            let d = hsakit_hsail::valid::validate(&m, &file);
            if d.is_empty() {
                Ok(hsakit_hsail::brig::write(&m))
            } else {
                Err(d)
            }
        });
        match (expect.strip_prefix("reject "), got) {
            (Some(lc), Err(d)) => {
                let at = d[0].primary_span().map(|s| file.line_col(s.start));
                let at = at
                    .map(|p| format!("{}:{}", p.line, p.col))
                    .unwrap_or_default();
                if at != lc {
                    bad.push(format!(
                        "{src} `{inst}`: rejected at {at}, HSAILasm at {lc}"
                    ));
                }
            }
            (Some(_), Ok(_)) => bad.push(format!("{src} `{inst}`: accepted, HSAILasm rejects")),
            (None, Ok(b)) => {
                // The BRIG HSAILasm accepts reads back and keeps every rule (the checks of
                // modules read from BRIG, e.g. the register sizes, refuse none of it), read
                // into a model and read in place as the disassembler checks it alike.
                let back = hsakit_hsail::brig::read_owned(b.clone())
                    .map_err(|e| e.to_string())
                    .map(|m| hsakit_hsail::valid::validate(&m, &file));
                let shared = std::sync::Arc::new(hsakit_mem::FileBytes::Plain(b.clone()));
                let in_place = hsakit_hsail::validate_brig(shared).map_err(|e| e.to_string());
                for back in [
                    back.map(|d| d.first().map(|d| d.message.clone())),
                    in_place.map(|d| d.first().map(|(_, d)| d.message.clone())),
                ] {
                    match back {
                        Ok(None) => {}
                        Ok(Some(m)) => bad.push(format!("{src} `{inst}`: its BRIG refused: {m}")),
                        Err(e) => bad.push(format!("{src} `{inst}`: its BRIG unreadable: {e}")),
                    }
                }
                let t = hsakit_hsail::disassemble(&b).unwrap_or_default();
                let ours = format!(
                    "{} {}",
                    hsakit_corpus::golden_digest(&b),
                    hsakit_corpus::golden_digest(t.as_bytes())
                );
                if ours != expect {
                    bad.push(format!(
                        "{src} `{inst}`: BRIG/text {ours}, HSAILasm {expect}"
                    ));
                }
            }
            (None, Err(d)) => bad.push(format!("{src} `{inst}`: rejected: {}", d[0].message)),
        }
    }
    assert!(n > 0, "no golden vectors");
    assert!(
        bad.is_empty(),
        "{} of {n} disagree:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
