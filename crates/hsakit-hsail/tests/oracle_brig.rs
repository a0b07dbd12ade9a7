//! Replays the agreed cases of `cargo xtask oracle-diff hsail-brig` (a sample, in
//! `tests/data/oracle_brig.txt`) without the oracle: each a module of the round-trip corpus
//! with one instruction's type or operand list changed, and what `HSAILasm -disassemble` made
//! of it. An accepted module keeps every rule and prints to HSAILasm's text (its digest); a
//! refused one is refused, at HSAILasm's place and with its message where they agreed.

use std::sync::Arc;

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

#[test]
fn oracle_brig_vectors_agree() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/oracle_brig.txt");
    let text = std::fs::read_to_string(path).expect("oracle_brig.txt");
    let Ok(dir) = hsakit_corpus::corpus_dir("corpus/hsail/roundtrip") else {
        eprintln!("skipped: no corpus/hsail/roundtrip");
        return;
    };
    let (mut n, mut bad) = (0, Vec::new());
    for line in text.lines() {
        let f: Vec<&str> = line.splitn(5, '\t').collect();
        let [file, at, to, verdict, rest @ ..] = f.as_slice() else {
            panic!("bad line {line}");
        };
        let mut b = std::fs::read(dir.join(file)).expect("corpus module");
        let at: usize = at.parse().expect("offset");
        let to = unhex(to);
        b[at..at + to.len()].copy_from_slice(&to);
        n += 1;
        let got = hsakit_hsail::validate_brig(Arc::new(hsakit_mem::FileBytes::Plain(b.clone())));
        let ok = match (verdict.split_once(' '), &got) {
            (Some(("accept", d)), Ok(diags)) if diags.is_empty() => {
                let t = hsakit_hsail::disassemble(&b)
                    .map(|t| hsakit_corpus::golden_digest(t.as_bytes()));
                t.as_deref() == Ok(d)
            }
            (Some(("reject", place)), Ok(diags)) => diags.first().is_some_and(|(p, d)| {
                p.to_string() == *place && rest.first() == Some(&d.message.as_str())
            }),
            (None, Ok(diags)) if *verdict == "reject" => !diags.is_empty(),
            (None, Err(_)) if *verdict == "reject" => true,
            _ => false,
        };
        if !ok {
            bad.push(format!("{line}: hsakit {got:?}"));
        }
    }
    assert!(n > 100, "only {n} cases");
    assert!(
        bad.is_empty(),
        "{} of {n} disagree:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
