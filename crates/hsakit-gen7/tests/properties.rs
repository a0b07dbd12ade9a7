//! Property tests over generated instructions: native encode/decode, print/assemble and
//! compaction round trips; plus hand-computed compaction vectors.

use hsakit_gen7::arbitrary::{Rng, instruction};
use hsakit_gen7::asm::{AsmOptions, assemble};
use hsakit_gen7::compact::{compact, uncompact};
use hsakit_gen7::native::{decode_native, encode_native};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn native_round_trip(seed in any::<u64>()) {
        let inst = instruction(&mut Rng::new(seed));
        let w = encode_native(&inst).map_err(|e| TestCaseError::fail(format!("{e}: {inst:?}")))?;
        let back = decode_native(w, 0).map_err(|e| TestCaseError::fail(format!("{e}: {inst:?}")))?;
        prop_assert_eq!(back, inst);
    }

    #[test]
    fn print_assemble_round_trip(seed in any::<u64>()) {
        let inst = instruction(&mut Rng::new(seed));
        let w = encode_native(&inst).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let text = hsakit_gen7::print::format_instruction(&inst, false);
        let out = assemble(text.as_bytes(), AsmOptions { permissive: true, ..Default::default() });
        prop_assert!(out.diagnostics.is_empty(), "{}: {:?}", text, out.diagnostics.first().map(|d| d.to_string()));
        prop_assert_eq!(out.insts.len(), 1);
        prop_assert_eq!(&out.insts[0].bytes[..], &w.to_le_bytes()[..], "{}", text);
    }

    #[test]
    fn compaction_is_exact(seed in any::<u64>()) {
        let inst = instruction(&mut Rng::new(seed));
        let w = encode_native(&inst).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        if let Some(c) = compact(w) {
            prop_assert_eq!(uncompact(c, 0).ok(), Some(w));
            let (d, size, was_compact) = hsakit_gen7::decode(&c.to_le_bytes()).map_err(|e| TestCaseError::fail(format!("{e}")))?;
            prop_assert_eq!(size, 8);
            prop_assert!(was_compact);
            prop_assert_eq!(d, inst);
        }
    }

    /// Instructions built only from table rows always compact (and round-trip).
    #[test]
    fn table_instructions_compact(ci in 0usize..32, di in 0usize..32, si in 0usize..32, s0 in 0usize..32, s1 in 0usize..32, regs in any::<[u8; 3]>()) {
        use hsakit_gen7::generated as g;
        let mut c: u64 = 0x40; // add
        c |= (ci as u64) << 8 | (di as u64) << 13 | (si as u64) << 18 | 1 << 29 | (s0 as u64) << 30 | (s1 as u64) << 35;
        c |= u64::from(regs[0]) << 40 | u64::from(regs[1]) << 48 | u64::from(regs[2]) << 56;
        let w = uncompact(c, 0).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        // Re-compacting the expansion must give an instruction that expands identically.
        let again = compact(w);
        prop_assert!(again.is_some(), "table instruction did not compact: ctrl {:#x}", g::CONTROL_INDEX[ci]);
        prop_assert_eq!(uncompact(again.unwrap_or(0), 0).ok(), Some(w));
    }
}

#[test]
fn compact_vector_computed_by_hand() {
    // mov(8) g1<1>F g2<8,8,1>F { align1 1Q }: ControlIndex 11 (Align1 Q1 (8) f0.0, seed L3998),
    // DataTypeIndex 8 (r:f r:f a:ud, L4031), SubRegIndex 0, Src0Index 28 (<8;8,1>, L4132),
    // Src1Index 0 (<0;1,0>, L4104). Bytes worked out from the layout at L3936-L3978.
    let out = assemble(
        b"mov(8) g1<1>F g2<8,8,1>F { align1 1Q };",
        AsmOptions {
            compact: true,
            ..Default::default()
        },
    );
    assert_eq!(
        out.insts[0].bytes,
        [0x01, 0x0b, 0x01, 0x20, 0x07, 0x01, 0x02, 0x00]
    );
}

#[test]
fn compact_immediate_is_sign_extended_13_bits() {
    // add(8) g3<1>D g1<8,8,1>D -5D: imm -5 fits 13 bits; Src1Index holds imm[12:8] = 0x1f and
    // Src1.RegNum imm[7:0] = 0xfb (seed L3942-L3948).
    let out = assemble(
        b"add(8) g3<1>D g1<8,8,1>D -5D { align1 1Q };",
        AsmOptions {
            compact: true,
            ..Default::default()
        },
    );
    let b = &out.insts[0].bytes;
    assert_eq!(b.len(), 8);
    assert_eq!(b[7], 0xfb);
    assert_eq!(
        (u64::from_le_bytes(b[..].try_into().unwrap_or([0; 8])) >> 35) & 0x1f,
        0x1f
    );
    // 5000 does not fit 13 signed bits: native.
    let out = assemble(
        b"add(8) g3<1>D g1<8,8,1>D 5000D { align1 1Q };",
        AsmOptions {
            compact: true,
            ..Default::default()
        },
    );
    assert_eq!(out.insts[0].bytes.len(), 16);
}

#[test]
fn three_source_never_compacts() {
    let out = assemble(
        b"mad(8) g11<1>F g4.7<0,1,0>F g4.3<0,1,0>F g9<4,4,1>F { align16 1Q };",
        AsmOptions {
            compact: true,
            ..Default::default()
        },
    );
    assert_eq!(out.insts[0].bytes.len(), 16);
}

#[test]
fn region_rules_are_enforced() {
    // Each line breaks one rule of seed §3.3.9; the codes name the rule family.
    let cases: [(&[u8], &str); 7] = [
        (b"mov(8) g1<1>F g2<4,16,1>F { align1 1Q };", "GEN7-E0102"), // 2.A: width 16 > exec 8
        (b"mov(8) g1<1>F g2<4,8,1>F { align1 1Q };", "GEN7-E0102"),  // 2.B: vstride must be 8
        (b"mov(8) g1<1>F g2<8,1,1>F { align1 1Q };", "GEN7-E0102"),  // 2.D: width 1 needs hstride 0
        (b"mov(8) g1<0>F g2<8,8,1>F { align1 1Q };", "GEN7-E0102"),  // 2.G: dst hstride 0
        (
            b"mov(16) g1<1>F g2.4<16,16,1>F { align1 1H };",
            "GEN7-E0103",
        ), // 3.A: 16+64 bytes > 2 registers
        (b"mov(8) g1<1>W g2<8,8,1>D { align1 1Q };", "GEN7-E0104"),  // 3.F: W dst of a D operation
        (
            b"add(8) g1<1>B g2<8,8,1>B g3<8,8,1>B { align1 1Q };",
            "GEN7-E0104",
        ), // 4.A: packed bytes, not a raw mov
    ];
    for (src, code) in cases.iter() {
        let out = assemble(src, AsmOptions::default());
        assert!(
            out.insts.is_empty(),
            "{} assembled",
            String::from_utf8_lossy(src)
        );
        assert!(
            out.diagnostics.iter().any(|d| d.code == *code),
            "{}: {:?}",
            String::from_utf8_lossy(src),
            out.diagnostics
        );
    }
    // 1.A proper: 32 dword channels are 128 bytes.
    let out = assemble(
        b"mov(32) g1<1>UW g2<16,16,1>D { align1 1H };",
        AsmOptions::default(),
    );
    assert!(
        out.diagnostics.iter().any(|d| d.code == "GEN7-E0101"),
        "{:?}",
        out.diagnostics
    );
    // Allowed: the seed's own examples (L2284: DF pairs; L2247: scalar source, two-register dst).
    for ok in [
        &b"mov(8) g10<1>DF g11<8,8,1>DF { align1 1Q };"[..],
        b"mov(16) g10<2>W g12<0,1,0>W { align1 1H };",
    ] {
        let out = assemble(ok, AsmOptions::default());
        assert_eq!(
            out.insts.len(),
            1,
            "{}: {:?}",
            String::from_utf8_lossy(ok),
            out.diagnostics
        );
    }
    // 7.D is a warning: the instruction still assembles.
    let out = assemble(
        b"LABEL0:\nwhile(8) JIP: LABEL0 { align16 1Q };",
        AsmOptions::default(),
    );
    assert_eq!(out.insts.len(), 1);
    assert!(out.diagnostics.iter().any(|d| d.code == "GEN7-W0107"));
}

/// Assembling in several threads gives the same bytes, failures and diagnostics as one thread,
/// with labels defined and used across the threads' runs of statements, and the in-place
/// variant leaves its buffer as it was.
#[test]
fn threads_do_not_change_the_result() {
    use hsakit_gen7::asm::{assemble_code, assemble_code_in_place};
    let mut src = String::new();
    for k in 0..12_000 {
        match k % 1000 {
            0 => src.push_str(&format!("L{k}:\n")),
            1 => src.push_str(&format!(
                "(+f0.0) if(8) JIP: L{} UIP: L{} {{ align1 1Q }};\n",
                (k + 3999) / 1000 * 1000 % 12_000,
                (k + 6999) / 1000 * 1000 % 12_000
            )),
            2 => src.push_str("add(8) g2<1>F g3<8,8,1>F bogus { align1 1Q };\n"),
            3 => src.push_str("jmpi(1) JIP: nowhere { align1 };\n"),
            _ => src.push_str(&format!(
                "add(8) g{}<1>F g3<8,8,1>F 0x3f800000F /* 1F */ {{ align1 1Q }};\n",
                k % 120
            )),
        }
    }
    let one = assemble_code(src.as_bytes(), AsmOptions::default());
    let full = assemble(src.as_bytes(), AsmOptions::default());
    assert!(one.code.len() > 11_000, "{}", one.code.len());
    // The `bogus` operand and the undefined label fail (12 each); the labelled ifs assemble.
    assert_eq!(one.failed.len(), 24);
    let bytes: Vec<_> = full.insts.iter().map(|a| a.bytes).collect();
    assert_eq!(one.code, bytes);
    let text = |d: &[hsakit_diag::Diagnostic]| format!("{d:?}");
    for jobs in [2, 3, 7] {
        let opts = AsmOptions {
            jobs,
            ..AsmOptions::default()
        };
        let mut buf = src.clone().into_bytes();
        let many = assemble_code_in_place(&mut buf, opts);
        assert_eq!(buf, src.as_bytes(), "buffer restored");
        assert_eq!(many.code, one.code, "jobs {jobs}");
        assert_eq!(many.failed, one.failed, "jobs {jobs}");
        assert_eq!(
            text(&many.diagnostics),
            text(&one.diagnostics),
            "jobs {jobs}"
        );
    }
}
