//! Golden vectors from `cargo xtask oracle-diff gen7`: encodings on which hsakit and
//! `intel-gen4disasm -g 7` agree after dialect normalisation, with intel-gen4disasm's text
//! committed so this test needs no oracle.

use hsakit_gen7::gen4norm::{Dialect, normalize_as};

#[test]
fn agreed_oracle_cases_still_agree() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/oracle_gen7.txt");
    let text = std::fs::read_to_string(&path).expect("golden file");
    let mut n = 0;
    for (i, line) in text.lines().enumerate() {
        let Some((hex, theirs)) = line.split_once('\t') else {
            continue;
        };
        let bytes: Vec<u8> = hex
            .split_whitespace()
            .map(|b| u8::from_str_radix(b, 16).expect("hex"))
            .collect();
        let (inst, _, _) =
            hsakit_gen7::decode(&bytes).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        let ours = hsakit_gen7::print::format_instruction(&inst, false);
        let theirs = theirs.replace(" | ", "\n");
        assert_eq!(
            normalize_as(&ours, Dialect::Mesa),
            normalize_as(&theirs, Dialect::Gen4),
            "line {}:\n{ours}\n{theirs}",
            i + 1
        );
        n += 1;
    }
    assert!(n >= 100, "only {n} golden cases");
}
