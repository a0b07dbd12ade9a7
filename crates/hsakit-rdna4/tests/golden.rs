//! Golden vectors from `cargo xtask oracle-diff rdna4`: bytes and the text llvm-mc-19 printed
//! for them (wave32 and wave64). The decoder and printer must reproduce llvm's text exactly, and
//! the encoder must give back the original bytes.

use hsakit_rdna4::{Wave, assemble_inst, decode, encode::encode, print};

fn check(file: &str, wave: Wave) {
    let text = std::fs::read_to_string(format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    let mut n = 0;
    let mut bad = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (hex, want) = line.split_once(" | ").unwrap();
        let bytes: Vec<u8> = hex
            .split_whitespace()
            .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
            .collect();
        n += 1;
        match decode(&bytes, wave) {
            Ok((inst, len)) => {
                let got = print(&inst);
                if got != want || len != bytes.len() {
                    bad.push(format!("{hex}: want `{want}`, got `{got}` ({len} bytes)"));
                }
                // SCRATCH with SVE=0 ignores its VADDR byte (llvm prints `off`): not canonical, so
                // such words cannot come back byte for byte.
                let ignored_vaddr = bytes[3] == 0xED && bytes[6] & 2 == 0 && bytes[8] != 0;
                let mut again = Vec::new();
                if !ignored_vaddr && encode(&inst, &mut again).is_ok() && again != bytes {
                    bad.push(format!("{hex}: re-encoded as {again:02x?}"));
                }
            }
            Err(e) => bad.push(format!("{hex}: `{want}` did not decode: {e}")),
        }
        // The assembler must give the same bytes for llvm's text.
        match assemble_inst(want, wave) {
            Ok((inst, _)) => {
                let mut got = Vec::new();
                match encode(&inst, &mut got) {
                    Ok(()) if got == bytes => {}
                    Ok(()) => bad.push(format!("{hex}: `{want}` assembled to {got:02x?}")),
                    Err(e) => bad.push(format!("{hex}: `{want}` did not encode: {e}")),
                }
            }
            Err(e) => bad.push(format!("{hex}: `{want}` did not assemble: {e}")),
        }
    }
    assert!(n > 500, "only {n} golden vectors in {file}");
    // Opcode coverage: distinct printed mnemonics, `_e32`/`_e64`/`_dpp` forms apart (measured
    // 2,063 in wave32, 2,047 in wave64; `tests/coverage.rs` checks every opcode by name).
    let mut mns: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split(" | ").nth(1)?.split_whitespace().next())
        .collect();
    mns.sort_unstable();
    mns.dedup();
    assert!(
        mns.len() >= 2000,
        "only {} mnemonics covered in {file}",
        mns.len()
    );
    assert!(
        bad.is_empty(),
        "{} of {n} golden vectors fail:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn golden_wave32() {
    check("golden_w32.txt", Wave::W32);
}

#[test]
fn golden_wave64() {
    check("golden_w64.txt", Wave::W64);
}
