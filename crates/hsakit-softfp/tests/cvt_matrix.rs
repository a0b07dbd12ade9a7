//! The whole `cvt` matrix (seed 000 Table 5–28, L7455–L7517) through [`Cvt::new`] and
//! [`FpCtx::cvt`]: the table itself transcribed by hand cell by cell, then hand-computed values
//! for every method (ztest, b2s, zext, sext, chop, isat, every float pair, float↔int in every
//! rounding with `_sat`/signalling forms, int→float in the four modes) and the edge cases NaN, ±0,
//! ±∞ and the saturation bounds.

use hsakit_softfp::{Cvt, CvtError, CvtRound, CvtType, Flags, FpCtx, IntRounding, Round};

use CvtType::{B1, F16, F32, F64, S, U};

/// Column order of Table 5–28 (sources).
const COLS: [CvtType; 12] = [
    B1,
    U(8),
    S(8),
    U(16),
    S(16),
    F16,
    U(32),
    S(32),
    F32,
    U(64),
    S(64),
    F64,
];

/// Table 5–28 (L7455–L7517), one row per destination, cells in `COLS` order, copied from the seed.
const TABLE: [(CvtType, [&str; 12]); 12] = [
    (
        B1,
        [
            "-", "ztest", "ztest", "ztest", "ztest", "ztest", "ztest", "ztest", "ztest", "ztest",
            "ztest", "ztest",
        ],
    ),
    (
        U(8),
        [
            "zext", "-", "isat", "chop", "chop", "h2u", "chop", "chop", "f2u", "chop", "chop",
            "d2u",
        ],
    ),
    (
        S(8),
        [
            "zext", "isat", "-", "chop", "chop", "h2s", "chop", "chop", "f2s", "chop", "chop",
            "d2s",
        ],
    ),
    (
        U(16),
        [
            "zext", "zext", "sext", "-", "isat", "h2u", "chop", "chop", "f2u", "chop", "chop",
            "d2u",
        ],
    ),
    (
        S(16),
        [
            "zext", "zext", "sext", "isat", "-", "h2s", "chop", "chop", "f2s", "chop", "chop",
            "d2s",
        ],
    ),
    (
        F16,
        [
            "u2h", "u2h", "s2h", "u2h", "s2h", "-", "u2h", "s2h", "f2h", "u2h", "s2h", "d2h",
        ],
    ),
    (
        U(32),
        [
            "zext", "zext", "sext", "zext", "sext", "h2u", "-", "isat", "f2u", "chop", "chop",
            "d2u",
        ],
    ),
    (
        S(32),
        [
            "b2s", "zext", "sext", "zext", "sext", "h2s", "isat", "-", "f2s", "chop", "chop", "d2s",
        ],
    ),
    (
        F32,
        [
            "u2f", "u2f", "s2f", "u2f", "s2f", "h2f", "u2f", "s2f", "-", "u2f", "s2f", "d2f",
        ],
    ),
    (
        U(64),
        [
            "zext", "zext", "sext", "zext", "sext", "h2u", "zext", "sext", "f2u", "-", "isat",
            "d2u",
        ],
    ),
    (
        S(64),
        [
            "b2s", "zext", "sext", "zext", "sext", "h2s", "zext", "sext", "f2s", "isat", "-", "d2s",
        ],
    ),
    (
        F64,
        [
            "u2d", "u2d", "s2d", "u2d", "s2d", "h2d", "u2d", "s2d", "f2d", "u2d", "s2d", "-",
        ],
    ),
];

/// A source value per column whose conversion under each method is easy to compute by hand:
/// integers hold −2 (or 0xfe / 0xfffe … for unsigned: the same bit pattern), b1 holds 1, floats
/// hold −2.5.
fn sample(src: CvtType) -> u64 {
    match src {
        B1 => 1,
        U(8) | S(8) => 0xfe,
        U(16) | S(16) => 0xfffe,
        U(32) | S(32) => 0xffff_fffe,
        U(64) | S(64) => 0xffff_ffff_ffff_fffe,
        F16 => 0xc100,
        F32 => 0xc020_0000,
        _ => 0xc004_0000_0000_0000,
    }
}

/// The hand-computed result of the `sample` of `src` converted to `dst` by `method` (with `sat`
/// for `isat`, and `zeroi` for float→integer: −2.5 → −2).
fn expected(dst: CvtType, src: CvtType, method: &str) -> u64 {
    match method {
        "ztest" => 1,
        "b2s" => u64::MAX, // all ones, sign-extended
        // u8 0xfe = 254 zero-extended; s8 −2 read as unsigned bits 0xfe … zero-extended.
        "zext" => sample(src),
        // −2 sign-extended to the destination, then extended by the destination's signedness.
        "sext" => match dst {
            U(n) if n < 64 => (1u64 << n) - 2,
            _ => (-2i64) as u64,
        },
        // Chop keeps the low bits: …fe → 0xfe / 0xfffe, then extended by the destination type.
        "chop" => match dst {
            U(n) => (1u64 << n) - 2,
            _ => (-2i64) as u64,
        },
        // isat between same-size types: −2 as s → u saturates to 0; the unsigned maximum
        // (0xfe… read as u) → s saturates to the signed maximum.
        "isat" => match dst {
            U(_) => 0,
            S(n) => (1u64 << (n - 1)) - 1,
            _ => unreachable!(),
        },
        "h2u" | "f2u" | "d2u" => 0, // −2.5 → −2 out of range for u: invalid, saturates to 0
        "h2s" | "f2s" | "d2s" => (-2i64) as u64,
        "u2h" | "u2f" | "u2d" | "s2h" | "s2f" | "s2d" => {
            // The source integer value: b1 1; u 2^n − 2; s −2.
            let v: f64 = match src {
                B1 => 1.0,
                U(n) => (2f64).powi(n as i32) - 2.0,
                _ => -2.0,
            };
            match dst {
                F16 => hand_f16(v),
                F32 => u64::from((v as f32).to_bits()),
                _ => v.to_bits(),
            }
        }
        "h2f" => u64::from((-2.5f32).to_bits()),
        "h2d" | "f2d" => (-2.5f64).to_bits(),
        "f2h" | "d2h" => 0xc100,
        "d2f" => u64::from((-2.5f32).to_bits()),
        m => panic!("unknown method {m}"),
    }
}

/// binary16 encodings of the few integer values the matrix produces (worked out by hand).
fn hand_f16(v: f64) -> u64 {
    match v {
        1.0 => 0x3c00,
        -2.0 => 0xc000,
        254.0 => 0x5bf0,   // 2^7 × 1.984375: exp 7+15 = 22, frac 0x3f0
        65534.0 => 0x7c00, // rounds (to nearest) past 65504 + 16: overflow to +∞
        4_294_967_294.0 | 18_446_744_073_709_551_614.0 => 0x7c00,
        _ => panic!("no hand value for {v}"),
    }
}

#[test]
fn table_5_28_cell_by_cell() {
    let mut checked = 0;
    for (dst, row) in TABLE {
        for (src, cell) in COLS.iter().copied().zip(row) {
            let plain = Cvt::new(dst, src, CvtRound::Default, false, false);
            match cell {
                "-" => {
                    assert_eq!(
                        plain,
                        Err(CvtError::NotAllowed { dst, src }),
                        "{dst:?}<-{src:?}"
                    );
                    continue;
                }
                "isat" => {
                    assert_eq!(
                        plain,
                        Err(CvtError::NotAllowed { dst, src }),
                        "{dst:?}<-{src:?}"
                    );
                }
                _ => assert!(plain.is_ok(), "{dst:?}<-{src:?} {cell}: {plain:?}"),
            }
            let sat = cell == "isat";
            let c = Cvt::new(dst, src, CvtRound::Default, sat, false).expect("valid");
            let mut ctx = FpCtx::ieee();
            let got = ctx.cvt(&c, sample(src));
            assert_eq!(
                got,
                expected(dst, src, cell),
                "{dst:?} <- {src:?} ({cell}) of {:#x}",
                sample(src)
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 12 * 12 - 12);
}

#[test]
fn modifier_rules() {
    let r = CvtRound::Float(Round::Up);
    let ri = CvtRound::Int(IntRounding::new(Round::Up));
    // Table 5–32 (L7650–L7670).
    assert!(Cvt::new(F32, F64, r, false, false).is_ok(), "f → smaller f");
    assert!(
        Cvt::new(F64, F32, r, false, false).is_err(),
        "f → larger f: none"
    );
    assert!(Cvt::new(F32, S(32), r, false, false).is_ok(), "s → f");
    assert!(Cvt::new(F32, U(8), r, false, false).is_ok(), "u → f");
    assert!(Cvt::new(S(32), F32, ri, false, false).is_ok(), "f → s");
    assert!(
        Cvt::new(S(32), F32, r, false, false).is_err(),
        "f → s: integer rounding only"
    );
    assert!(
        Cvt::new(F32, F64, ri, false, false).is_err(),
        "integer rounding on f → f"
    );
    assert!(Cvt::new(B1, F32, r, false, false).is_err(), "f → b1: none");
    assert!(Cvt::new(F32, B1, r, false, false).is_err(), "b1 → f: none");
    assert!(
        Cvt::new(S(32), U(8), r, false, false).is_err(),
        "int → int: none"
    );
    // ftz only with a float source (L7563); sat only int → int, not widening (L7590, L7960).
    assert_eq!(
        Cvt::new(F32, S(32), CvtRound::Default, false, true),
        Err(CvtError::BadFtz)
    );
    assert!(Cvt::new(S(32), F32, CvtRound::Default, false, true).is_ok());
    assert_eq!(
        Cvt::new(S(32), F32, CvtRound::Default, true, false),
        Err(CvtError::BadSat)
    );
    assert_eq!(
        Cvt::new(S(32), S(16), CvtRound::Default, true, false),
        Err(CvtError::BadSat)
    );
    assert!(Cvt::new(U(8), S(32), CvtRound::Default, true, false).is_ok());
    assert_eq!(
        Cvt::new(U(12), S(32), CvtRound::Default, false, false),
        Err(CvtError::BadType(U(12)))
    );
}

/// (dst, src, round, sat, ftz, source bits, expected, flags, what).
type Row = (
    CvtType,
    CvtType,
    CvtRound,
    bool,
    bool,
    u64,
    u64,
    Flags,
    &'static str,
);

const D: CvtRound = CvtRound::Default;
const INV: Flags = Flags::INVALID;
const INX: Flags = Flags::INEXACT;
const NO: Flags = Flags::NONE;

const fn fr(r: Round) -> CvtRound {
    CvtRound::Float(r)
}
const fn ir(r: Round, sat: bool, sig: bool) -> CvtRound {
    CvtRound::Int(IntRounding {
        mode: r,
        saturate: sat,
        signal_inexact: sig,
    })
}

#[test]
fn values_and_edges() {
    use Round::{Down, NearestEven as Near, Up, Zero};
    #[rustfmt::skip]
    let rows: &[Row] = &[
        // The PRM's own examples (L7976–L7993).
        (S(32), U(16), D, false, false, 0xffff, 0xffff, NO, "cvt_s32_u16 zext"),
        (S(32), B1, D, false, false, 1, u64::MAX, NO, "cvt_s32_b1: all ones"),
        (S(32), B1, D, false, false, 0, 0, NO, "cvt_s32_b1 of 0"),
        (S(8), F32, ir(Up, true, false), false, true, 0x0000_0001, 0, NO, "cvt_ftz_upi_sat_s8_f32: min subnormal flushed, then 0"),
        (S(8), F32, ir(Up, true, false), false, false, 0x0000_0001, 1, NO, "cvt_upi_sat_s8_f32 min subnormal → 1"),
        (U(8), S(32), D, true, false, 300, 255, NO, "cvt_sat_u8_s32 300"),
        (U(8), S(32), D, true, false, (-5i32) as u32 as u64, 0, NO, "cvt_sat_u8_s32 −5"),
        (S(16), U(16), D, true, false, 0x8000, 0x7fff, NO, "cvt_sat_s16_u16 32768"),
        (S(32), U(64), D, true, false, 1 << 40, 0x7fff_ffff, NO, "cvt_sat_s32_u64 2^40"),
        (U(8), S(8), D, true, false, 0x80, 0, NO, "cvt_sat_u8_s8 −128"),
        (S(8), U(8), D, true, false, 0x80, 0x7f, NO, "cvt_sat_s8_u8 128"),
        // chop without sat.
        (U(8), S(32), D, false, false, 300, 300 - 256, NO, "chop 300 to u8"),
        (S(8), U(32), D, false, false, 0x1ff, u64::MAX, NO, "chop 0x1ff to s8 = −1, sign-extended"),
        (S(32), S(64), D, false, false, 0x1_8000_0000, 0xffff_ffff_8000_0000, NO, "chop to s32"),
        // Only the low source-width bits are read (L7428).
        (S(32), S(8), D, false, false, 0xabcd_ff80, (-128i64) as u64, NO, "s8 source: low 8 bits"),
        (U(64), U(16), D, false, false, 0xffff_1234, 0x1234, NO, "u16 source: low 16 bits"),
        // ztest.
        (B1, F32, D, false, false, 0x8000_0000, 0, NO, "ztest −0"),
        (B1, F32, D, false, false, 0x7fc0_0000, 1, NO, "ztest qNaN"),
        (B1, F64, D, false, false, 0xfff0_0000_0000_0000, 1, NO, "ztest −∞"),
        (B1, F32, D, false, true, 0x0000_0001, 0, NO, "ztest of a flushed subnormal"),
        (B1, F16, D, false, false, 0x7c01, 1, INV, "ztest sNaN raises invalid"),
        (B1, U(64), D, false, false, 1 << 63, 1, NO, "ztest u64 top bit"),
        (B1, S(8), D, false, false, 0x100, 0, NO, "ztest s8 ignores bit 8"),
        // b1 → float.
        (F16, B1, D, false, false, 1, 0x3c00, NO, "b1 → 1.0h"),
        (F64, B1, D, false, false, 0, 0, NO, "b1 → +0.0"),
        // float → float: both directions, every mode, specials.
        (F16, F32, fr(Zero), false, false, 0x3f80_1fff, 0x3c00, INX, "rtz 1 + (2^-10 − 2^-23)"),
        (F16, F32, fr(Up), false, false, 0x3f80_0001, 0x3c01, INX, "up 1 + 2^-23"),
        (F16, F32, fr(Down), false, false, 0xbf80_0001, 0xbc01, INX, "down −(1 + 2^-23)"),
        (F16, F64, fr(Near), false, false, 0x7ff0_0000_0000_0000, 0x7c00, NO, "+∞"),
        (F16, F64, fr(Near), false, false, 0x8000_0000_0000_0000, 0x8000, NO, "−0"),
        (F32, F64, fr(Zero), false, false, 0x47ef_ffff_f000_0000, 0x7f7f_ffff, INX, "rtz of max + ulp/2: unbounded result is max, no overflow"),
        (F32, F64, fr(Zero), false, false, 0x47f0_0000_0000_0000, 0x7f7f_ffff, Flags::OVERFLOW.union(INX), "rtz 2^128 overflows → max"),
        (F32, F64, fr(Up), false, false, 0x47ef_ffff_f000_0000, 0x7f80_0000, Flags::OVERFLOW.union(INX), "up overflow → +∞"),
        (F32, F64, D, false, false, 0x7ff8_0000_0000_0001, 0x7fc0_0000, NO, "qNaN: low payload bits dropped"),
        (F32, F64, D, false, false, 0xfff0_0000_2000_0000, 0xffc0_0001, INV, "−sNaN quieted, top payload kept"),
        (F32, F64, D, false, true, 0x0000_0000_0000_0001, 0, NO, "ftz flushes the f64 subnormal source"),
        (F32, F64, D, false, true, 0x3800_0000_0000_0000, 0, Flags::UNDERFLOW.union(INX), "ftz flushes the tiny result 2^-127"),
        (F32, F64, D, false, false, 0x3800_0000_0000_0000, 0x0040_0000, NO, "2^-127 exact subnormal without ftz"),
        (F64, F16, D, false, false, 0x0001, 0x3e70_0000_0000_0000, NO, "f16 min subnormal 2^-24 widened"),
        (F64, F16, D, false, true, 0x8001, 0x8000_0000_0000_0000, NO, "ftz: f16 −subnormal → −0"),
        (F32, F16, D, false, false, 0x7c01, 0x7fc0_2000, INV, "f16 sNaN widened, quieted"),
        (F64, F32, D, false, false, 0xff80_0000, 0xfff0_0000_0000_0000, NO, "−∞ widened"),
        // float → integer: default zeroi, every mode, sat and signalling, bounds.
        (S(32), F32, D, false, false, 0xc020_0000, (-2i64) as u64, NO, "−2.5 zeroi"),
        (S(32), F32, ir(Near, false, false), false, false, 0xc020_0000, (-2i64) as u64, NO, "−2.5 neari (even)"),
        (S(32), F32, ir(Down, false, false), false, false, 0xc020_0000, (-3i64) as u64, NO, "−2.5 downi"),
        (S(32), F32, ir(Up, false, true), false, false, 0xc020_0000, (-2i64) as u64, INX, "−2.5 supi raises inexact"),
        (U(16), F64, ir(Zero, true, false), false, false, 0x40ef_ffe0_0000_0000, 0xffff, NO, "65535 zeroi_sat in range"),
        (U(16), F64, ir(Up, true, false), false, false, 0x40ef_ffe0_0000_0001, 0xffff, NO, "65535+ε upi_sat clamps"),
        (U(16), F64, ir(Up, false, false), false, false, 0x40ef_ffe0_0000_0001, 0xffff, INV, "65535+ε upi: out of range"),
        (S(64), F64, ir(Zero, true, false), false, false, 0x7ff0_0000_0000_0000, i64::MAX as u64, NO, "+∞ sat s64"),
        (S(64), F64, ir(Zero, true, false), false, false, 0xfff0_0000_0000_0000, i64::MIN as u64, NO, "−∞ sat s64"),
        (U(64), F64, ir(Zero, true, false), false, false, 0xfff0_0000_0000_0000, 0, NO, "−∞ sat u64"),
        (U(32), F32, ir(Zero, true, true), false, false, 0x7fc0_0000, 0, NO, "qNaN szeroi_sat → 0 quietly"),
        (U(32), F32, ir(Zero, true, true), false, false, 0x7f80_0001, 0, INV, "sNaN szeroi_sat → 0, invalid"),
        (S(8), F16, ir(Near, true, false), false, false, 0xd800, (-128i64) as u64, NO, "−128.0h neari_sat exact"),
        (S(8), F16, ir(Near, true, false), false, false, 0xd808, (-128i64) as u64, NO, "−129.0h clamps to −128"),
        (S(8), F16, ir(Near, false, false), false, false, 0x57f0, 127, NO, "127.0h in range"),
        (U(8), F32, ir(Down, false, false), false, false, 0x8000_0000, 0, NO, "−0 downi to u8 is 0"),
        (U(8), F32, ir(Up, false, false), false, false, 0xbf7f_ffff, 0, NO, "−0.99 upi to u8 → −0 → 0"),
        (S(32), F32, D, false, true, 0x8000_0001, 0, NO, "ftz: −subnormal → 0"),
        (S(32), F32, ir(Zero, false, true), false, true, 0x8000_0001, 0, NO, "ftz szeroi: flushed source is integral, no inexact"),
        (S(32), F32, ir(Zero, false, true), false, false, 0x8000_0001, 0, INX, "szeroi −subnormal without ftz: inexact"),
        // integer → float in the four modes.
        (F32, S(32), fr(Near), false, false, 0x7fff_ffff, 0x4f00_0000, INX, "2^31−1 near → 2^31"),
        (F32, S(32), fr(Zero), false, false, 0x7fff_ffff, 0x4eff_ffff, INX, "2^31−1 zero"),
        (F32, S(32), fr(Down), false, false, 0x8000_0001, 0xcf00_0000, INX, "−(2^31−1) down → −2^31"),
        (F32, S(32), fr(Up), false, false, 0x8000_0001, 0xceff_ffff, INX, "−(2^31−1) up"),
        (F16, U(32), fr(Zero), false, false, 0xffff_ffff, 0x7bff, Flags::OVERFLOW.union(INX), "u32 max zero → f16 max"),
        (F16, U(32), fr(Near), false, false, 65_519, 0x7bff, INX, "65519 near → 65504"),
        (F16, U(32), fr(Near), false, false, 65_520, 0x7c00, Flags::OVERFLOW.union(INX), "65520 near → +∞"),
        (F16, S(8), fr(Up), false, false, 0x80, 0xd800, NO, "−128 exact"),
        (F64, U(64), fr(Up), false, false, u64::MAX, 0x43f0_0000_0000_0000, INX, "u64 max up → 2^64"),
        (F64, U(64), fr(Down), false, false, u64::MAX, 0x43ef_ffff_ffff_ffff, INX, "u64 max down"),
        (F64, S(64), D, false, false, 1u64 << 63, 0xc3e0_0000_0000_0000, NO, "s64 min exact"),
        (F32, U(8), D, false, false, 0, 0, NO, "0 → +0"),
    ];
    for &(dst, src, round, sat, ftz, x, want, wf, what) in rows {
        let c = Cvt::new(dst, src, round, sat, ftz).unwrap_or_else(|e| panic!("{what}: {e}"));
        let mut ctx = FpCtx::ieee();
        let got = ctx.cvt(&c, x);
        assert_eq!(
            (got, ctx.flags.intersect(Flags::IEEE)),
            (want, wf),
            "{what}: {dst:?} <- {src:?} {x:#x}: got {got:#x}"
        );
        // The instruction's modifiers do not leak into the context.
        assert_eq!(ctx.round, Round::NearestEven);
        assert!(!ctx.flush_inputs && !ctx.flush_outputs);
    }
}

/// The default float rounding of a cvt is the context's (the module header's, L7930).
#[test]
fn default_rounding_is_the_contexts() {
    let c = Cvt::new(F16, F32, CvtRound::Default, false, false).expect("valid");
    let mut ctx = FpCtx::ieee().with_round(Round::Up);
    assert_eq!(ctx.cvt(&c, 0x3f80_0001), 0x3c01);
    let c = Cvt::new(F32, S(64), CvtRound::Default, false, false).expect("valid");
    assert_eq!(ctx.cvt(&c, (1u64 << 24) + 1), 0x4b80_0001);
}
