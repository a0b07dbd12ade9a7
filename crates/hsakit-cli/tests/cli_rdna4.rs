//! `hsakit rdna4` end to end: byte-list input, per-line diagnostics that do not stop other
//! lines, llvm-mc-19's exact output (expected text below was printed by llvm-mc-19).

use std::process::Command;

fn hsakit() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hsakit"))
}

#[test]
fn disasm_byte_lists_with_a_bad_line() {
    let dir = std::env::temp_dir().join(format!("hsakit-cli-rdna4-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("in.txt");
    std::fs::write(
        &f,
        "0x01,0x03,0x0a,0x7e\n[0x02,0x07,0x02,0x02]\n0xzz\n0x00 0x00 0xc0 0xbf\n",
    )
    .unwrap();
    let out = hsakit()
        .args(["rdna4", "disasm", "--show-encoding"])
        .arg(&f)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let want = "\t.text\n\tv_mov_b32_e32 v5, v1                    ; encoding: [0x01,0x03,0x0a,0x7e]\n\tv_cndmask_b32_e32 v1, v2, v3, vcc_lo    ; encoding: [0x02,0x07,0x02,0x02]\n\ts_wait_loadcnt 0x0                      ; encoding: [0x00,0x00,0xc0,0xbf]\n";
    assert_eq!(stdout, want);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains(":3:1:"));
}

#[test]
fn asm_is_not_implemented_yet() {
    let out = hsakit().args(["rdna4", "asm", "-"]).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
}
