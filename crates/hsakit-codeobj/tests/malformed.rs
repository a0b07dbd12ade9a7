//! Malformed input: the reader never panics, and its errors carry the byte offset they are about.

use hsakit_codeobj::{ErrorKind, read};
use std::path::PathBuf;

fn golden(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read(p).expect("golden file")
}

#[test]
fn every_truncation_is_an_error_not_a_panic() {
    for name in [
        "ocl/vector_add-gfx1200-w32.hsaco",
        "v2/hello_world-gfx900.o",
    ] {
        let d = golden(name);
        for len in 0..d.len() {
            let _ = read(&d[..len]);
        }
    }
}

#[test]
fn byte_mutations_never_panic() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut rnd = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for name in [
        "ocl/arg_kinds-gfx1201-w64.hsaco",
        "ocl/private_array-gfx1200-w32.hsaco",
        "v2/hello_world-gfx1030.o",
    ] {
        let d = golden(name);
        for _ in 0..3000 {
            let mut m = d.clone();
            for _ in 0..(1 + rnd() % 4) {
                let i = (rnd() % m.len() as u64) as usize;
                m[i] = rnd() as u8;
            }
            if let Ok(co) = read(&m) {
                // Whatever is accepted must be usable without panics too.
                let _ = co.kernel_infos();
                let _ = hsakit_codeobj::dump::render(&co, "x", Default::default());
            }
        }
    }
}

#[test]
fn errors_point_at_the_offending_bytes() {
    let d = golden("ocl/vector_add-gfx1200-w32.hsaco");
    let mut m = d.clone();
    m[0] = 0;
    assert_eq!(read(&m).expect_err("magic").offset, 0);
    let mut m = d.clone();
    m[18] = 62; // EM_X86_64
    let e = read(&m).expect_err("machine");
    assert_eq!(e.offset, 18);
    assert!(e.to_string().contains("e_machine"), "{e}");
    let mut m = d.clone();
    m[8] = 9; // EI_ABIVERSION
    assert_eq!(read(&m).expect_err("abi").offset, 8);
    // Truncated before the section header table (at e_shoff).
    let shoff = u64::from_le_bytes(d[40..48].try_into().expect("8 bytes"));
    let e = read(&d[..d.len() - 1]).expect_err("truncated");
    assert_eq!(e.offset, shoff);
    assert!(matches!(e.kind, ErrorKind::Truncated { .. }));
    // A reserved descriptor byte set: the error names its file offset (descriptor + 12).
    let co = read(&d).expect("golden reads");
    let kd = co.kernels[0].descriptor_offset as usize;
    let mut m = d.clone();
    m[kd + 13] = 1;
    let e = read(&m).expect_err("reserved");
    assert_eq!(e.offset, kd as u64 + 12);
    // A corrupt MessagePack note points into the note's descriptor.
    let note = co.notes[0].desc_offset as usize;
    let mut m = d.clone();
    m[note] = 0xc1; // never used in MessagePack
    let e = read(&m).expect_err("msgpack");
    assert_eq!(e.offset, note as u64);
    assert_eq!(e.code(), "CODEOBJ-E0004");
}

#[test]
fn deeply_nested_yaml_is_rejected_not_overflowed() {
    let deep_seq = format!("{}x\n", "- ".repeat(100_000));
    assert!(hsakit_codeobj::metadata::yaml_to_value(&deep_seq).is_err());
    let deep_keys = format!("{}x\n", "? ".repeat(100_000));
    assert!(hsakit_codeobj::metadata::yaml_to_value(&deep_keys).is_err());
    let deep_flow = format!("{}\n", "[\n".repeat(100_000));
    assert!(hsakit_codeobj::metadata::yaml_to_value(&deep_flow).is_err());
    let ok = "amdhsa.version: [1, 2]\n";
    assert!(hsakit_codeobj::metadata::yaml_to_value(ok).is_ok());
}
