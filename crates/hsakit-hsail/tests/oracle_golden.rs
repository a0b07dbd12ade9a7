//! Replays the cases `cargo xtask oracle-diff hsail` agreed on with `HSAILasm`
//! (`tests/data/oracle_hsail.txt`: one instruction per line, then a tab, then `reject` or the
//! hex of the BRIG `HSAILasm -assemble` wrote). No oracle is needed.

use hsakit_diag::SourceFile;

fn module(inst: &str) -> String {
    format!(
        "module &m:1:0:$full:$large:$default;\nextension \"IMAGE\";\n\nkernel &k()\n{{\n\t{inst}\n}};\n"
    )
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

#[test]
fn oracle_golden_vectors_agree() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/oracle_hsail.txt");
    let Ok(text) = std::fs::read_to_string(path) else {
        panic!("missing {path}: run `cargo xtask oracle-diff hsail`");
    };
    let mut bad = Vec::new();
    let mut n = 0;
    for line in text.lines() {
        let Some((inst, expect)) = line.rsplit_once('\t') else {
            continue;
        };
        n += 1;
        let src = module(inst);
        let file = SourceFile::new("case.hsail", src.clone());
        let got = hsakit_hsail::parse(&file).and_then(|m| {
            let d = hsakit_hsail::valid::validate(&m, &file);
            if d.is_empty() {
                Ok(hsakit_hsail::brig::write(&m))
            } else {
                Err(d)
            }
        });
        match (expect, got) {
            ("reject", Err(_)) => {}
            ("reject", Ok(_)) => bad.push(format!("{inst}: accepted, HSAILasm rejects")),
            (hexbytes, Ok(b)) if b == unhex(hexbytes) => {}
            (_, Ok(_)) => bad.push(format!("{inst}: BRIG differs from HSAILasm's")),
            (_, Err(d)) => bad.push(format!("{inst}: rejected: {}", d[0].message)),
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
