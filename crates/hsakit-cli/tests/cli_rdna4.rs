//! `hsakit rdna4 asm|disasm` against committed llvm-mc-19 output (tests/data/rdna4_small.*).

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn hsakit(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run hsakit");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        .expect("write stdin");
    child.wait_with_output().expect("wait")
}

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The bytes of every `; encoding: [...]` in llvm-mc's listing (fixup bytes `A` as 0).
fn llvm_bytes(listing: &str) -> Vec<Vec<u8>> {
    listing
        .lines()
        .filter_map(|l| l.split_once("; encoding: [").map(|(_, e)| e))
        .map(|e| {
            e.trim_end()
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap_or(0))
                .collect()
        })
        .collect()
}

#[test]
fn asm_show_encoding_is_llvm_mc_output() {
    let want = std::fs::read_to_string(data("rdna4_small.llvm.txt")).unwrap();
    let out = hsakit(
        &["rdna4", "asm", "--show-encoding", &data("rdna4_small.s")],
        b"",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
}

#[test]
fn asm_raw_output_resolves_the_branch() {
    let listing = std::fs::read_to_string(data("rdna4_small.llvm.txt")).unwrap();
    let encs = llvm_bytes(&listing);
    let dir = std::env::temp_dir().join(format!("hsakit-rdna4-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bin = dir.join("small.bin");
    let out = hsakit(
        &[
            "rdna4",
            "asm",
            &data("rdna4_small.s"),
            "-o",
            bin.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = std::fs::read(&bin).unwrap();
    // The branch is the second-last instruction and targets offset 0: SIMM16 is
    // (0 - (its offset + 4)) / 4 (seed S_CBRANCH_* pseudocode: PC = PC + SIMM16 * 4 + 4).
    let mut want = Vec::new();
    let n = encs.len();
    for (i, e) in encs.iter().enumerate() {
        if i == n - 2 {
            let off = want.len() as i64;
            let simm = ((-(off + 4)) / 4) as u16;
            want.extend_from_slice(&simm.to_le_bytes());
            want.extend_from_slice(&e[2..]);
        } else {
            want.extend_from_slice(e);
        }
    }
    assert_eq!(got, want);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn asm_wave64_forms() {
    let src = b"v_cmp_lt_f32 vcc, v1, v2\nv_cndmask_b32 v1, v2, v3, vcc\nv_add_co_u32 v1, s[4:5], v2, v3\n";
    let out = hsakit(&["rdna4", "asm", "--wave64", "--show-encoding", "-"], src);
    assert_eq!(out.status.code(), Some(0));
    // llvm-mc-19 -mattr=+wavefrontsize64 -show-encoding
    let want = "\t.text\n\tv_cmp_lt_f32_e32 vcc, v1, v2            ; encoding: [0x01,0x05,0x22,0x7c]\n\tv_cndmask_b32_e32 v1, v2, v3, vcc       ; encoding: [0x02,0x07,0x02,0x02]\n\tv_add_co_u32 v1, s[4:5], v2, v3         ; encoding: [0x01,0x04,0x00,0xd7,0x02,0x07,0x02,0x00]\n";
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
}

#[test]
fn asm_errors_are_per_line_in_rustc_style() {
    let src = b"v_add_f32 v1, v2, v3\nv_add_f3 v1, v2, v3\ns_mov_b64 s[1:2], s[4:5]\nv_fma_f32 v1, s1, s2, s3\ns_mov_b32 s1, 0x1ffffffff\ns_endpgm\n";
    let out = hsakit(&["rdna4", "asm", "-"], src);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error[RDNA4-E0201]: unknown instruction `v_add_f3`"),
        "{err}"
    );
    assert!(err.contains("did you mean `v_add_f32`?"), "{err}");
    assert!(err.contains(" --> -:2:1"), "{err}");
    assert!(err.contains("error[RDNA4-E0206]"), "{err}");
    assert!(err.contains("help: use s[0:1]"), "{err}");
    assert!(err.contains("error[RDNA4-E0207]"), "{err}");
    assert!(err.contains("error[RDNA4-E0204]"), "{err}");
    // The good lines are still assembled.
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("\tv_add_f32_e32 v1, v2, v3\n"), "{text}");
    assert!(text.contains("\ts_endpgm\n"), "{text}");
}

#[test]
fn disasm_byte_lists_continue_after_a_bad_line() {
    let src = b"0x02,0x07,0x02,0x06\n0xzz\n[0x01,0x00,0x03,0xd5,0x02,0x07,0x02,0x20]\n0x00 0x00 0x00 0xcd\n0x01 0x05 0x22 0x7c\n";
    let out = hsakit(&["rdna4", "disasm", "--show-encoding", "-"], src);
    assert_eq!(out.status.code(), Some(1));
    // llvm-mc-19 --disassemble -show-encoding on the good lines.
    let want = "\t.text\n\tv_add_f32_e32 v1, v2, v3                ; encoding: [0x02,0x07,0x02,0x06]\n\tv_add_f32_e64 v1, -v2, v3               ; encoding: [0x01,0x00,0x03,0xd5,0x02,0x07,0x02,0x20]\n\tv_cmp_lt_f32_e32 vcc_lo, v1, v2         ; encoding: [0x01,0x05,0x22,0x7c]\n";
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error[RDNA4-E0101]") && err.contains(" --> -:2:1"),
        "{err}"
    );
    assert!(
        err.contains("error[RDNA4-E0102]") && err.contains(" --> -:4:1"),
        "{err}"
    );
}

#[test]
fn disasm_raw_bytes_prints_undecodable_words_as_long() {
    // v_add_f32_e32 v1, v2, v3 then a word with no valid ENCODING (0xf8 << 24: ENCODING 0x3E is
    // VEXPORT's 6-bit prefix only with bits 31:26 = 111110; 0xfc000000 has 111111).
    let mut bytes = vec![0x02, 0x07, 0x02, 0x06];
    bytes.extend_from_slice(&0xfc00_0000u32.to_le_bytes());
    let out = hsakit(&["rdna4", "disasm", "-"], &bytes);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "\t.text\n\tv_add_f32_e32 v1, v2, v3\n\t.long 0xfc000000\n"
    );
}

/// Inputs over 1 MiB are cut into chunks processed on several threads: the listing is still in
/// source order and a bad line deep in a later chunk is reported at its own line.
#[test]
fn disasm_large_byte_list_keeps_order_and_line_numbers() {
    // The three good lines of `disasm_byte_lists_continue_after_a_bad_line` and their
    // llvm-mc-19 output, 13,000 times (about 1.07 MB), a bad line after block 12,000.
    let good =
        "0x02,0x07,0x02,0x06\n[0x01,0x00,0x03,0xd5,0x02,0x07,0x02,0x20]\n0x01 0x05 0x22 0x7c\n";
    let text = "\tv_add_f32_e32 v1, v2, v3                ; encoding: [0x02,0x07,0x02,0x06]\n\tv_add_f32_e64 v1, -v2, v3               ; encoding: [0x01,0x00,0x03,0xd5,0x02,0x07,0x02,0x20]\n\tv_cmp_lt_f32_e32 vcc_lo, v1, v2         ; encoding: [0x01,0x05,0x22,0x7c]\n";
    let mut src = good.repeat(12_000);
    src.push_str("0xzz\n");
    src.push_str(&good.repeat(1_000));
    assert!(src.len() > 1 << 20);
    let out = hsakit(&["rdna4", "disasm", "--show-encoding", "-"], src.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let want = format!("\t.text\n{}", text.repeat(13_000));
    assert!(
        String::from_utf8_lossy(&out.stdout) == want,
        "listing differs"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("error[RDNA4-E0101]").count(), 1, "{err}");
    assert!(err.contains(" --> -:36001:1"), "{err}");
}

/// Labels across chunks of a large source: a branch to a label in a later chunk resolves with
/// the label's offset in the whole output (in range or out of range), an undefined label is
/// reported at its line, and the listing keeps source order.
#[test]
fn asm_large_source_resolves_labels_across_chunks() {
    // 52,000 four-byte instructions (about 1.1 MB of source): `mid` is at byte
    // 12 + 26,000 * 4 = 104,012 (SIMM16 26,002, in range), `end` at 208,012 (52,002 > 32,767).
    let add = "v_add_f32 v1, v2, v3\n";
    let mut src = String::from("s_branch mid\ns_branch end\ns_branch nowhere\n");
    src.push_str(&add.repeat(26_000));
    src.push_str("mid:\n");
    src.push_str(&add.repeat(26_000));
    src.push_str("end:\ns_endpgm\n");
    assert!(src.len() > 1 << 20);
    let out = hsakit(&["rdna4", "asm", "--show-encoding", "-"], src.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("undefined label `nowhere`"), "{err}");
    assert!(err.contains(" --> -:3:1"), "{err}");
    assert!(err.contains("branch to `end` is out of range"), "{err}");
    assert!(err.contains(" --> -:2:1"), "{err}");
    assert!(!err.contains("`mid`"), "{err}");
    assert_eq!(err.matches("error[").count(), 2, "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let add_line = "\tv_add_f32_e32 v1, v2, v3                ; encoding: [0x02,0x07,0x02,0x06]";
    // `.text`, three branches of two lines each (instruction and fixup), 26,000 adds.
    assert_eq!(lines.get(7 + 26_000), Some(&"mid:"));
    assert_eq!(lines.get(8 + 2 * 26_000), Some(&"end:"));
    assert_eq!(lines.iter().filter(|l| **l == add_line).count(), 52_000);
    assert!(lines.last().is_some_and(|l| l.starts_with("\ts_endpgm ")));
}
