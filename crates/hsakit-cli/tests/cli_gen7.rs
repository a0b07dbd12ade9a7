//! `hsakit gen7 asm|disasm` end to end. Expected bytes are Mesa's (corpus `.expected` lines,
//! copied here so the tests need no corpus).

use std::process::Command;

fn hsakit() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hsakit"))
}

fn tmp(name: &str, contents: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("hsakit-cli-gen7-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let p = dir.join(name);
    std::fs::write(&p, contents).expect("write temp file");
    p
}

/// `hsakit ARGS -j N FILE` for N = 1, 2 and 3 threads: each thread count and its output.
fn with_jobs(args: &[&str], file: &std::path::Path) -> Vec<(&'static str, std::process::Output)> {
    ["1", "2", "3"]
        .into_iter()
        .map(|jobs| {
            let out = hsakit()
                .args(args)
                .args(["-j", jobs])
                .arg(file)
                .output()
                .expect("run hsakit");
            (jobs, out)
        })
        .collect()
}

// Mesa's gen7/mov.asm line 1 and gen7/while.asm with its .expected encodings.
const MOV: &str =
    "mov(8)          g126<1>F        g4<8,8,1>D                      { align1 1Q };\n";
const MOV_HEX: &str = "01 00 60 00 bd 00 c0 2f 80 00 8d 00 00 00 00 00\n";
const WHILE: &str = "LABEL0:\nwhile(8)        JIP: LABEL0                                     { align1 1Q };\nwhile(16)       JIP: LABEL0                                     { align1 1H };\n";
const WHILE_HEX: &str = "27 00 60 00 84 3c 00 20 00 00 8d 00 00 00 00 00\n27 00 80 00 84 3c 00 20 00 00 8d 00 fe ff 00 00\n";

#[test]
fn asm_hex_matches_mesa() {
    let p = tmp("mov.asm", MOV.as_bytes());
    let out = hsakit()
        .args(["gen7", "asm"])
        .arg(&p)
        .args(["--format", "hex"])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), MOV_HEX);
}

#[test]
fn asm_resolves_labels_to_jip() {
    let p = tmp("while.asm", WHILE.as_bytes());
    let out = hsakit()
        .args(["gen7", "asm"])
        .arg(&p)
        .output()
        .expect("run");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), WHILE_HEX);
}

#[test]
fn asm_bin_is_raw_bytes() {
    let p = tmp("mov2.asm", MOV.as_bytes());
    let o = p.with_extension("bin");
    let st = hsakit()
        .args(["gen7", "asm"])
        .arg(&p)
        .args(["--format", "bin", "-o"])
        .arg(&o)
        .status()
        .expect("run");
    assert!(st.success());
    let bytes = std::fs::read(&o).expect("output");
    assert_eq!(
        bytes,
        [
            0x01, 0x00, 0x60, 0x00, 0xbd, 0x00, 0xc0, 0x2f, 0x80, 0x00, 0x8d, 0x00, 0, 0, 0, 0
        ]
    );
}

#[test]
fn asm_compact_emits_eight_bytes() {
    // mov(8) g1<1>F g2<8,8,1>F: control index 11 (Align1 Q1 (8)), datatype 18 (r:f r:f r:f),
    // src index 28 (<8;8,1>), src1 index 0: all in the tables, so it compacts.
    let p = tmp("c.asm", b"mov(8) g1<1>F g2<8,8,1>F { align1 1Q };\n");
    let out = hsakit()
        .args(["gen7", "asm", "--compact"])
        .arg(&p)
        .output()
        .expect("run");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.split_whitespace().count(), 8, "{text}");
}

#[test]
fn asm_reports_bad_lines_and_continues() {
    let src = format!(
        "{MOV}mov(8) g1<1>Q g2<8,8,1>F {{ align1 1Q }};\nfrob(8) g1<1>F g2<8,8,1>F {{ align1 1Q }};\n{MOV}"
    );
    let p = tmp("bad.asm", src.as_bytes());
    let out = hsakit()
        .args(["gen7", "asm", "--color", "never"])
        .arg(&p)
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{MOV_HEX}{MOV_HEX}")
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error[GEN7-E0001]"), "{err}");
    assert!(err.contains("bad.asm:2:13"), "{err}");
    assert!(
        err.contains("error[GEN7-E0002]: unknown instruction `frob`"),
        "{err}"
    );
}

#[test]
fn disasm_reads_all_three_formats() {
    let bin = tmp(
        "m.bin",
        &[
            0x01, 0x00, 0x60, 0x00, 0xbd, 0x00, 0xc0, 0x2f, 0x80, 0x00, 0x8d, 0x00, 0, 0, 0, 0,
        ],
    );
    let hex = tmp("m.hex", MOV_HEX.as_bytes());
    let dw = tmp(
        "m.dw",
        b"   { 0x00600001, 0x2fc000bd, 0x008d0080, 0x00000000 },\n",
    );
    for p in [bin, hex, dw] {
        let out = hsakit()
            .args(["gen7", "disasm"])
            .arg(&p)
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        let norm: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(
            norm,
            MOV.split_whitespace().collect::<Vec<_>>(),
            "{}",
            p.display()
        );
    }
}

#[test]
fn disasm_reports_invalid_lines_and_continues() {
    // Line 1: RegFile 10 (MRF) is reserved on Gen7; line 2 is valid.
    let p = tmp(
        "bad.hex",
        format!("01 00 60 00 be 00 c0 2f 80 00 8d 00 00 00 00 00\n{MOV_HEX}").as_bytes(),
    );
    let out = hsakit()
        .args(["gen7", "disasm", "--color", "never"])
        .arg(&p)
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("mov(8)"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("GEN7-D0001") && err.contains("bad.hex:1:1"),
        "{err}"
    );
}

/// A listing longer than one read step (512 KiB): read in pieces, with and without worker
/// threads, every line is Mesa's text for the encoding; a bad line in the middle is reported
/// with its line number and the rest continue.
#[test]
fn disasm_long_dword_listing_in_pieces() {
    let good = "{ 0x00600001, 0x2fc000bd, 0x008d0080, 0x00000000 },\n";
    let n = 12_000; // 52 bytes each: about 610 KiB
    let mut text = String::with_capacity(n * good.len() + 64);
    for k in 0..n {
        if k == 7_000 {
            text.push_str("{ 0x00600001, 0xzz, 0x008d0080, 0x00000000 },\n");
        } else {
            text.push_str(good);
        }
    }
    let p = tmp("long.txt", text.as_bytes());
    for (jobs, out) in with_jobs(&["gen7", "disasm", "--format", "dwords"], &p) {
        assert_eq!(out.status.code(), Some(1), "-j {jobs}");
        let listing = String::from_utf8_lossy(&out.stdout);
        assert_eq!(listing.lines().count(), n - 1, "-j {jobs}");
        assert!(listing.lines().all(|l| l == MOV.trim_end()), "-j {jobs}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("GEN7-D0003") && err.contains("long.txt:7001:1"),
            "{err}"
        );
    }
}

#[test]
fn output_file_rewritten_in_place_is_cut_to_the_new_text() {
    // An existing, longer output file: the new output replaces it whole (nothing of the old
    // tail survives), for asm and for disasm.
    let src = tmp("over.asm", MOV.as_bytes());
    let o = tmp("over.out", &[b'x'; 5000]);
    let st = hsakit()
        .args(["gen7", "asm"])
        .arg(&src)
        .arg("-o")
        .arg(&o)
        .status()
        .expect("run");
    assert!(st.success());
    assert_eq!(std::fs::read(&o).expect("read output"), MOV_HEX.as_bytes());
    let hex = tmp("over.hex", MOV_HEX.as_bytes());
    std::fs::write(&o, [b'y'; 5000]).expect("write");
    let st = hsakit()
        .args(["gen7", "disasm", "--format", "hex"])
        .arg(&hex)
        .arg("-o")
        .arg(&o)
        .status()
        .expect("run");
    assert!(st.success());
    assert_eq!(std::fs::read(&o).expect("read output"), MOV.as_bytes());
    // Output naming the input file: the input is read whole first, then replaced.
    let same = tmp("same.asm", MOV.as_bytes());
    let st = hsakit()
        .args(["gen7", "asm"])
        .arg(&same)
        .arg("-o")
        .arg(&same)
        .status()
        .expect("run");
    assert!(st.success());
    assert_eq!(
        std::fs::read(&same).expect("read output"),
        MOV_HEX.as_bytes()
    );
}

/// Chunk borders of a long text listing fall inside lines of every length (comment lines from
/// 0 bytes to more than two chunks, 64 KiB+): each instruction line is disassembled exactly
/// once and in order, with one to three threads, in both text formats.
#[test]
fn disasm_chunk_borders_inside_long_lines() {
    let good_dw = "{ 0x00600001, 0x2fc000bd, 0x008d0080, 0x00000000 },\n";
    let good_hex = MOV_HEX;
    for (fmt, good) in [("dwords", good_dw), ("hex", good_hex)] {
        let mut text = String::new();
        let mut n = 0;
        let mut k = 0usize;
        while text.len() < 900_000 {
            text.push_str(good);
            n += 1;
            k += 1;
            // Comment lines of many lengths, a few of them longer than a chunk.
            let len = if k.is_multiple_of(97) {
                70_000 + k
            } else {
                k * 37 % 300
            };
            if fmt == "dwords" {
                text.push_str("//");
                text.push_str(&"c".repeat(len));
                text.push('\n');
            } else if k.is_multiple_of(3) {
                text.push_str(&" ".repeat(len));
                text.push('\n');
            }
        }
        let p = tmp(&format!("borders.{fmt}"), text.as_bytes());
        for (jobs, out) in with_jobs(&["gen7", "disasm", "--format", fmt], &p) {
            assert!(out.status.success(), "{fmt} -j {jobs}");
            let listing = String::from_utf8_lossy(&out.stdout);
            assert_eq!(listing.lines().count(), n, "{fmt} -j {jobs}");
            assert!(
                listing.lines().all(|l| l == MOV.trim_end()),
                "{fmt} -j {jobs}"
            );
        }
    }
}

/// A source longer than several read pieces (256 KiB each): labels defined before and after
/// their jumps, block comments over line ends, indented continuation lines and a bad line in
/// the middle give, with 1, 2 and 3 threads, Mesa's bytes for every good line and one
/// diagnostic naming the bad line.
#[test]
fn asm_long_source_in_pieces() {
    // Per block (six lines): a forward while to the block's label, 32 bytes further (JIP 4 in
    // 8-byte units), a two-line mov (Mesa's mov.asm line 1), the label and a while to it (JIP 0,
    // as in Mesa's while.asm).
    let n = 6_000; // about 1.1 MB
    let mut text = String::new();
    let mut expect = String::new();
    for k in 0..n {
        if k == 3_333 {
            text.push_str("mov(8) g126<1>F g4<8,8,1>Q { align1 1Q };\n");
        }
        text.push_str(&format!(
            "while(8)        JIP: L{k}      /* forward\n   */   {{ align1 1Q }};\n"
        ));
        text.push_str(
            "mov(8)          g126<1>F        g4<8,8,1>D\n                { align1 1Q }; // x\n",
        );
        text.push_str(&format!(
            "L{k}:\nwhile(8)        JIP: L{k} {{ align1 1Q }};\n"
        ));
        expect.push_str("27 00 60 00 84 3c 00 20 00 00 8d 00 04 00 00 00\n");
        expect.push_str(MOV_HEX);
        expect.push_str("27 00 60 00 84 3c 00 20 00 00 8d 00 00 00 00 00\n");
    }
    let p = tmp("long.asm", text.as_bytes());
    for (jobs, out) in with_jobs(&["gen7", "asm", "--color", "never"], &p) {
        assert_eq!(out.status.code(), Some(1), "-j {jobs}");
        assert!(String::from_utf8_lossy(&out.stdout) == expect, "-j {jobs}");
        let err = String::from_utf8_lossy(&out.stderr);
        let line = 3_333 * 6 + 1;
        assert!(
            err.matches("error[").count() == 1 && err.contains(&format!("long.asm:{line}:")),
            "{err}"
        );
    }
}

/// A source of several pieces whose statements include some longer than a piece (a block
/// comment of 300-600 KiB inside the statement, blanked to spaces): the slot that reads such a
/// statement grows past its share of the slots' huge-page region (onto the heap) and keeps
/// the bytes read so far; with 1, 2 and 3 threads every line gives Mesa's bytes.
#[test]
fn asm_statements_longer_than_a_piece() {
    let mut text = String::new();
    let mut expect = String::new();
    for k in 0..4_000 {
        if k % 1_000 == 500 {
            let pad = "x".repeat(300_000 + 100 * k);
            text.push_str(&format!(
                "mov(8)          g126<1>F        /* {pad} */ g4<8,8,1>D {{ align1 1Q }};\n"
            ));
        } else {
            text.push_str("mov(8)          g126<1>F        g4<8,8,1>D      { align1 1Q };\n");
        }
        expect.push_str(MOV_HEX);
    }
    let p = tmp("longstmt.asm", text.as_bytes());
    for (jobs, out) in with_jobs(&["gen7", "asm", "--color", "never"], &p) {
        assert_eq!(
            out.status.code(),
            Some(0),
            "-j {jobs}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout) == expect, "-j {jobs}");
    }
}

/// A raw binary longer than many chunks, with an undecodable compact instruction in the
/// middle: it is skipped 16 bytes, which puts every later decode 8 bytes into an instruction
/// (each one is then invalid: opcode bit 7 set, the last one truncated). The chunks after it,
/// disassembled in parallel from the scanned borders, are redone from the true position: the
/// same listing and errors with one to three threads.
#[test]
fn disasm_bin_chunks_after_a_skipped_compact_instruction() {
    let mov: [u8; 16] = [
        0x01, 0x00, 0x60, 0x00, 0xbd, 0x00, 0xc0, 0x2f, 0x80, 0x00, 0x8d, 0x00, 0x00, 0x00, 0x00,
        0x00,
    ];
    // CmptCtrl set, opcode 0x0f: undefined.
    let bad: [u8; 8] = [0x0f, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x00];
    let (n1, n2) = (30_000, 20_000);
    let mut bin = Vec::new();
    for _ in 0..n1 {
        bin.extend_from_slice(&mov);
    }
    bin.extend_from_slice(&bad);
    for _ in 0..n2 {
        bin.extend_from_slice(&mov);
    }
    let p = tmp("skip.bin", &bin);
    for (jobs, out) in with_jobs(&["gen7", "disasm", "--format", "bin"], &p) {
        assert_eq!(out.status.code(), Some(1), "-j {jobs}");
        let listing = String::from_utf8_lossy(&out.stdout);
        assert_eq!(listing.lines().count(), n1, "-j {jobs}");
        assert!(listing.lines().all(|l| l == MOV.trim_end()), "-j {jobs}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.matches("error[").count(), n2 + 1, "-j {jobs}");
        let first = format!("byte offset {}\n", 16 * n1);
        assert!(err.contains(&first), "-j {jobs}");
        assert!(err.contains("truncated"), "-j {jobs}");
    }
}
