//! `hsakit hsail asm|disasm|validate`: exit codes, outputs and diagnostics formats.
//!
//! The expected BRIG for the bundled vector-add kernel is the committed oracle output
//! (`crates/hsakit-hsail/tests/data/vector_add.brig`, written by `HSAILasm -assemble`).

use std::path::PathBuf;
use std::process::{Command, Output};

fn hsakit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run hsakit")
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hsakit-cli-hsail-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("tmp dir");
    d.join(name)
}

#[test]
fn asm_vector_add_matches_hsailasm_bytes() {
    let src = root().join("examples/vector_add/vector_add.hsail");
    let out = tmp("va.brig");
    let o = hsakit(&[
        "hsail",
        "asm",
        src.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let got = std::fs::read(&out).expect("output written");
    let want = std::fs::read(root().join("crates/hsakit-hsail/tests/data/vector_add.brig"))
        .expect("golden BRIG");
    assert_eq!(got, want);
}

#[test]
fn disasm_round_trips_the_vector_add_text() {
    let brig = root().join("crates/hsakit-hsail/tests/data/vector_add.brig");
    let o = hsakit(&["hsail", "disasm", brig.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let want = std::fs::read(root().join("examples/vector_add/vector_add.hsail")).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&want)
    );
}

#[test]
fn disasm_decode_lists_records_with_offsets() {
    let brig = root().join("crates/hsakit-hsail/tests/data/vector_add.brig");
    let o = hsakit(&["hsail", "disasm", brig.to_str().unwrap(), "--decode"]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("code@0x0020 kind=0x100b"), "{text}");
    assert!(text.contains("section hsa_operand"), "{text}");
}

#[test]
fn rejected_input_exits_1_with_both_diagnostic_forms() {
    let bad = tmp("bad.hsail");
    std::fs::write(
        &bad,
        "module &m:1:0:$full:$large:$default;\nkernel &k()\n{\n\tfoo_u32 $s1;\n};\n",
    )
    .unwrap();
    let o = hsakit(&["hsail", "validate", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("error[HSAIL-E0040]: Undefined instruction"),
        "{e}"
    );
    assert!(e.contains("`foo` is no HSAIL instruction"), "{e}");
    // HSAILasm: `input(4,10): Undefined instruction` (at the token after the mnemonic).
    assert!(e.contains(":4:10"), "{e}");
    let o = hsakit(&[
        "hsail",
        "validate",
        "--diag-format=hsailasm",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("input(4,10): Undefined instruction"), "{e}");
}

#[test]
fn garbage_brig_is_rejected_without_panicking() {
    let f = tmp("junk.brig");
    std::fs::write(&f, b"HSA BRIG\x01\0\0\0\0\0\0\0\xff\xff\xff\xff").unwrap();
    let o = hsakit(&["hsail", "disasm", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let o = hsakit(&["hsail", "disasm", "/nonexistent/x.brig"]);
    assert_eq!(o.status.code(), Some(2));
}

/// A BRIG of 512 KiB or more is read in two halves at once, and `-o FILE` writes over an
/// existing file in place and cuts it to the text: the file holds exactly the text that
/// standard output gets, whether it was longer, shorter or absent before.
#[test]
fn disasm_of_a_large_brig_to_a_file_equals_standard_output() {
    let mut src = String::from("module &m:1:0:$full:$large:$default;\n\nkernel &k()\n{\n");
    for i in 0..24_000 {
        src.push_str(&format!(
            "\tadd_u32\t$s{}, $s{}, {};\n",
            i % 8,
            (i + 1) % 8,
            i % 200
        ));
    }
    src.push_str("\tret;\n};\n");
    let hs = tmp("large.hsail");
    let brig = tmp("large.brig");
    std::fs::write(&hs, &src).unwrap();
    let o = hsakit(&[
        "hsail",
        "asm",
        hs.to_str().unwrap(),
        "-o",
        brig.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(std::fs::metadata(&brig).unwrap().len() >= 1 << 19);
    let o = hsakit(&["hsail", "disasm", brig.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), src);
    writes_over_any_previous_file("disasm", &brig, &tmp("large.out.hsail"), src.as_bytes());
    // Written over its own (mapped) input: the input is read whole first. (Before, the text
    // overwrote the BRIG while it was still being read: wrong text, exit 0.)
    let own = tmp("large.own.brig");
    std::fs::copy(&brig, &own).unwrap();
    let o = hsakit(&[
        "hsail",
        "disasm",
        own.to_str().unwrap(),
        "-o",
        own.to_str().unwrap(),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(std::fs::read_to_string(&own).unwrap(), src);
    // Every add made u64 (its `$s` registers then the wrong size): `disasm` reports the first
    // error, as HSAILasm does, and how many more `validate` lists.
    let mut b = std::fs::read(&brig).unwrap();
    let mut n = 0;
    for at in 0..b.len() - 8 {
        if b[at..at + 8] == [12, 0, 2, 0x20, 2, 0, 3, 0] {
            b[at + 6] = 4;
            n += 1;
        }
    }
    assert_eq!(n, 24_000);
    let bad = tmp("large.bad.brig");
    std::fs::write(&bad, &b).unwrap();
    let o = hsakit(&["hsail", "disasm", bad.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        (o.status.code(), err.lines().count()),
        (Some(1), 3),
        "{err}"
    );
    assert!(
        err.contains("note: 23999 more errors (`hsakit hsail validate "),
        "{err}"
    );
    let v = hsakit(&["hsail", "validate", bad.to_str().unwrap()]);
    assert_eq!(
        String::from_utf8_lossy(&v.stderr).lines().count(),
        2 * 24_000
    );
}

/// `hsail CMD INPUT -o OUT` exits 0 and leaves exactly `want` in OUT whether OUT was absent,
/// longer or shorter before.
fn writes_over_any_previous_file(
    cmd: &str,
    input: &std::path::Path,
    out: &std::path::Path,
    want: &[u8],
) {
    let _ = std::fs::remove_file(out);
    for before in [
        None,
        Some(vec![b'x'; want.len() * 2]),
        Some(b"short".to_vec()),
    ] {
        let was = before.as_ref().map(Vec::len);
        if let Some(b) = before {
            std::fs::write(out, b).unwrap();
        }
        let o = hsakit(&[
            "hsail",
            cmd,
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0));
        assert!(
            std::fs::read(out).unwrap() == want,
            "`hsail {cmd}` over a file of {was:?} bytes (None: absent)"
        );
    }
}

/// A source of 512 KiB or more is read in two halves at once, and `asm -o FILE` writes over
/// an existing file in place and cuts it to the BRIG: the file holds exactly the BRIG of
/// `asm -o -`, whether it was longer, shorter or absent before.
#[test]
fn asm_of_a_large_source_over_an_existing_file_gives_the_same_brig() {
    let mut src = String::from("module &m:1:0:$full:$large:$default;\n\nkernel &k()\n{\n");
    for i in 0..30_000 {
        src.push_str(&format!(
            "\tadd_u32\t$s{}, $s{}, {}; // {i}\n",
            i % 8,
            (i + 1) % 8,
            i % 200
        ));
    }
    src.push_str("\tret;\n};\n");
    assert!(src.len() >= 1 << 19);
    let hs = tmp("asm-large.hsail");
    std::fs::write(&hs, &src).unwrap();
    let o = hsakit(&["hsail", "asm", hs.to_str().unwrap(), "-o", "-"]);
    assert_eq!(o.status.code(), Some(0));
    let want = o.stdout;
    assert!(want.len() >= 1 << 19);
    // The BRIG disassembles back to the source's instructions.
    let back = tmp("asm-large.brig");
    std::fs::write(&back, &want).unwrap();
    let d = hsakit(&["hsail", "disasm", back.to_str().unwrap()]);
    assert_eq!(d.status.code(), Some(0));
    let text = String::from_utf8_lossy(&d.stdout);
    assert!(text.contains("\tadd_u32\t$s7, $s0, 199;") && text.contains("// 29999"));
    writes_over_any_previous_file("asm", &hs, &tmp("asm-large.out.brig"), &want);
}

/// A module that parses but breaks a static rule (HSAILasm: `input(4,2): Instruction has
/// invalid type (s64), expected one of: b32, b64`): `asm` rejects it as `HSAILasm -assemble`
/// does, at the same place, and writes no BRIG; `validate` says the same, for the text and
/// for BRIG holding the same instruction (whose structure is sound).
#[test]
fn asm_and_validate_apply_the_static_rules() {
    let text = "module &m:1:0:$full:$large:$default;\nkernel &k()\n{\n\tsignalnoret_st_screl_s64_sig64 $d0, 5;\n};\n";
    let bad = tmp("rule.hsail");
    std::fs::write(&bad, text).unwrap();
    let out = tmp("rule.brig");
    let _ = std::fs::remove_file(&out);
    for cmd in [&["hsail", "asm"][..], &["hsail", "validate"][..]] {
        let mut args = cmd.to_vec();
        args.extend(["--diag-format=hsailasm", bad.to_str().unwrap()]);
        if cmd[1] == "asm" {
            args.extend(["-o", out.to_str().unwrap()]);
        }
        let o = hsakit(&args);
        assert_eq!(o.status.code(), Some(1), "{cmd:?}");
        let e = String::from_utf8_lossy(&o.stderr);
        assert!(
            e.contains("input(4,2): Instruction has invalid type (s64), expected one of: b32, b64"),
            "{cmd:?}: {e}"
        );
    }
    assert!(!out.exists(), "asm wrote BRIG for a rejected module");
    // The same instruction as BRIG: the library's writer takes any parsed module.
    let src = hsakit_diag::SourceFile::new("rule.hsail", text.as_bytes().to_vec());
    let m = hsakit_hsail::parse(&src).expect("it parses");
    let brig = tmp("rule_written.brig");
    std::fs::write(&brig, hsakit_hsail::brig::write(&m)).unwrap();
    let o = hsakit(&["hsail", "validate", brig.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("Instruction has invalid type (s64), expected one of: b32, b64"),
        "{e}"
    );
}

/// `disasm` refuses BRIG that breaks the static rules as `HSAILasm -disassemble` does: the
/// vector-add module with its first `add_u64` made `add_u32` (its `$d` registers then the wrong
/// size). `HSAILasm` answers "Error in hsa_operand section, at offset 252:" and "Operand 0 size
/// does not match operation size", exit 1, and leaves its output file empty; `--no-validate`
/// prints the module all the same.
#[test]
fn disasm_refuses_brig_that_breaks_the_static_rules() {
    let mut b = std::fs::read(root().join("crates/hsakit-hsail/tests/data/vector_add.brig"))
        .expect("golden BRIG");
    // `inst_basic_t` of the first add (opcode 2), its type u64 (4).
    let at = b
        .windows(8)
        .position(|w| w == [12, 0, 2, 0x20, 2, 0, 4, 0])
        .expect("the add record");
    b[at + 6] = 3;
    let bad = tmp("va_bad.brig");
    std::fs::write(&bad, &b).unwrap();
    let out = tmp("va_bad.hsail");
    std::fs::write(&out, "an older file\n").unwrap();
    let o = hsakit(&[
        "hsail",
        "disasm",
        "--diag-format=hsailasm",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "Error in hsa_operand section, at offset 252:\nOperand 0 size does not match operation size\n"
    );
    assert_eq!(std::fs::read(&out).unwrap(), b"");
    // Standard output: nothing printed; rustc's form names the file and the place.
    let o = hsakit(&["hsail", "disasm", bad.to_str().unwrap()]);
    assert_eq!((o.status.code(), o.stdout.len()), (Some(1), 0));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("error[HSAIL-E0120]: Operand 0 size does not match operation size\n --> ")
            && err.ends_with("va_bad.brig: hsa_operand section, at offset 252\n"),
        "{err}"
    );
    // `validate` says the same.
    let v = hsakit(&["hsail", "validate", bad.to_str().unwrap()]);
    assert_eq!(
        (v.status.code(), String::from_utf8_lossy(&v.stderr)),
        (Some(1), err.clone())
    );
    let o = hsakit(&["hsail", "disasm", "--no-validate", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).contains("\tadd_u32\t$d1, $d1, $d0;\n"));
}
