//! Table tests with expectations derived by hand (bit patterns worked out from the IEEE encodings;
//! PRM examples cited by seed line). Each row names what it checks.

use hsakit_softfp::{
    CmpOp, F16, F32, F64, Flags, FpCtx, IntOverflow, IntRounding, IntType, MinMaxKind, NanPolicy,
    Relation, Round, Tininess, class, class_bits,
};

/// (source, type, mode, sat, signalling, expected, flags, what).
type IntRow = (u32, IntType, Round, bool, bool, u64, Flags, &'static str);
/// (a, b, mode, tininess, flush outputs, expected, flags, what).
type TinyRow = (u32, u32, Round, Tininess, bool, u32, Flags, &'static str);

const N: Round = Round::NearestEven;
const Z: Round = Round::Zero;
const U: Round = Round::Up;
const D: Round = Round::Down;
const INV: Flags = Flags::INVALID;
const INX: Flags = Flags::INEXACT;
const NONE: Flags = Flags::NONE;

fn ieee() -> FpCtx {
    FpCtx::ieee()
}

/// float → int: (source f32 bits, type, mode, sat, signalling, expected 64-bit result, flags).
#[test]
fn cvt_f32_to_int_edges() {
    #[rustfmt::skip]
    let rows: &[IntRow] = &[
        // PRM 5.19.4 examples (seed 000 L7879–L7893): 1.6 and −1.6 to s32.
        (0x3fcc_cccd, IntType::S32, U, false, false, 2, NONE, "upi 1.6"),
        (0x3fcc_cccd, IntType::S32, D, false, false, 1, NONE, "downi 1.6"),
        (0x3fcc_cccd, IntType::S32, Z, false, false, 1, NONE, "zeroi 1.6"),
        (0x3fcc_cccd, IntType::S32, N, false, false, 2, NONE, "neari 1.6"),
        (0xbfcc_cccd, IntType::S32, U, false, false, (-1i64) as u64, NONE, "upi -1.6"),
        (0xbfcc_cccd, IntType::S32, D, false, false, (-2i64) as u64, NONE, "downi -1.6"),
        (0xbfcc_cccd, IntType::S32, Z, false, false, (-1i64) as u64, NONE, "zeroi -1.6"),
        (0xbfcc_cccd, IntType::S32, N, false, false, (-2i64) as u64, NONE, "neari -1.6"),
        // Signalling forms raise inexact for a non-integral in-range source.
        (0x3fcc_cccd, IntType::S32, N, false, true, 2, INX, "sneari 1.6"),
        (0x4000_0000, IntType::S32, N, false, true, 2, NONE, "sneari 2.0 exact"),
        // Exactly halfway: ties to even.
        (0x3f00_0000, IntType::S32, N, false, false, 0, NONE, "neari 0.5"),
        (0x3fc0_0000, IntType::S32, N, false, false, 2, NONE, "neari 1.5"),
        (0x4020_0000, IntType::S32, N, false, false, 2, NONE, "neari 2.5"),
        (0xc020_0000, IntType::S32, N, false, false, (-2i64) as u64, NONE, "neari -2.5"),
        (0xbf00_0000, IntType::S32, N, false, false, 0, NONE, "neari -0.5 -> -0 -> 0"),
        // Signed zeros and negative fractions to unsigned are in range.
        (0x8000_0000, IntType::U32, Z, false, false, 0, NONE, "zeroi -0"),
        (0xbf00_0000, IntType::U32, U, false, false, 0, NONE, "upi -0.5 to u32 -> 0"),
        (0xbf00_0000, IntType::U32, Z, false, false, 0, NONE, "zeroi -0.5 to u32 -> 0"),
        (0xbf00_0000, IntType::U32, D, false, false, 0, INV, "downi -0.5 to u32 out of range (sat policy 0)"),
        (0xbf00_0000, IntType::U32, D, true, false, 0, NONE, "downi_sat -0.5 to u32 -> 0"),
        // NaN: sat → 0 quietly; regular → invalid; sNaN always invalid.
        (0x7fc0_0000, IntType::S32, Z, true, false, 0, NONE, "zeroi_sat qNaN"),
        (0x7fa0_0000, IntType::S32, Z, true, false, 0, INV, "zeroi_sat sNaN"),
        (0x7fc0_0000, IntType::S32, Z, false, false, 0, INV, "zeroi qNaN"),
        // Infinities.
        (0x7f80_0000, IntType::S32, Z, true, false, 0x7fff_ffff, NONE, "sat +inf s32"),
        (0xff80_0000, IntType::S32, Z, true, false, 0xffff_ffff_8000_0000, NONE, "sat -inf s32"),
        (0xff80_0000, IntType::U32, Z, true, false, 0, NONE, "sat -inf u32"),
        (0x7f80_0000, IntType::U8, Z, true, false, 0xff, NONE, "sat +inf u8"),
        (0x7f80_0000, IntType::S32, Z, false, false, 0x7fff_ffff, INV, "regular +inf s32"),
        // Saturation bounds of s32/u32.
        (0x4eff_ffff, IntType::S32, Z, false, false, 2_147_483_520, NONE, "largest f32 below 2^31"),
        (0x4f00_0000, IntType::S32, Z, true, false, 0x7fff_ffff, NONE, "2^31 sat s32"),
        (0x4f00_0000, IntType::S32, Z, false, false, 0x7fff_ffff, INV, "2^31 regular s32"),
        (0xcf00_0000, IntType::S32, Z, false, false, 0xffff_ffff_8000_0000, NONE, "-2^31 in range"),
        (0x4f7f_ffff, IntType::U32, Z, false, false, 4_294_967_040, NONE, "largest f32 below 2^32"),
        (0x4f80_0000, IntType::U32, Z, true, false, 0xffff_ffff, NONE, "2^32 sat u32"),
        (0x4f00_0000, IntType::U32, Z, false, false, 0x8000_0000, NONE, "2^31 to u32"),
        // 8-bit: 255.5, −128.5 (halfway cases at the bounds).
        (0x437f_8000, IntType::U8, Z, false, false, 255, NONE, "zeroi 255.5 u8"),
        (0x437f_8000, IntType::U8, N, false, false, 255, INV, "neari 255.5 -> 256 out of range"),
        (0x437f_8000, IntType::U8, N, true, false, 255, NONE, "neari_sat 255.5 u8"),
        (0xc300_8000, IntType::S8, N, false, false, (-128i64) as u64, NONE, "neari -128.5 -> -128"),
        (0xc300_8000, IntType::S8, D, true, false, (-128i64) as u64, NONE, "downi_sat -128.5 -> -129 sat"),
        (0xc300_8000, IntType::S8, D, false, false, (-128i64) as u64, INV, "downi -128.5 out of range"),
        // Smallest subnormal: upi gives 1 without ftz (the ftz case is below).
        (0x0000_0001, IntType::S32, U, false, false, 1, NONE, "upi min subnormal"),
        (0x8000_0001, IntType::S32, D, false, false, (-1i64) as u64, NONE, "downi -min subnormal"),
    ];
    for &(x, ty, mode, sat, sig, want, wf, what) in rows {
        let mut c = ieee();
        let r = IntRounding {
            mode,
            saturate: sat,
            signal_inexact: sig,
        };
        let got = c.to_int::<F32>(x, ty, r);
        assert_eq!(
            (got, c.flags.intersect(Flags::IEEE)),
            (want, wf),
            "{what}: {x:#x} -> {ty:?}"
        );
    }
}

#[test]
fn cvt_int_flush_and_indefinite() {
    // ftz flushes the subnormal source first (seed 000 L7783): upi gives 0.
    let mut c = ieee().with_ftz(true);
    assert_eq!(c.to_int::<F32>(1, IntType::S32, IntRounding::new(U)), 0);
    assert_eq!(c.flags, Flags::DENORMAL);
    // x86 "integer indefinite" for non-saturating out-of-range conversions.
    let mut c = FpCtx {
        int_overflow: IntOverflow::Indefinite,
        ..ieee()
    };
    assert_eq!(
        c.to_int::<F32>(0x7fc0_0000, IntType::S32, IntRounding::ZEROI),
        0xffff_ffff_8000_0000
    );
    assert_eq!(
        c.to_int::<F32>(0x4f80_0000, IntType::U32, IntRounding::ZEROI),
        0xffff_ffff
    );
    assert_eq!(
        c.to_int::<F32>(0xcf80_0000, IntType::S32, IntRounding::ZEROI),
        0xffff_ffff_8000_0000
    );
    assert_eq!(c.flags, INV);
}

#[test]
fn cvt_f64_to_64bit_bounds() {
    let z = IntRounding::ZEROI;
    let mut c = ieee();
    assert_eq!(
        c.to_int::<F64>(0xc3e0_0000_0000_0000, IntType::S64, z),
        0x8000_0000_0000_0000,
        "-2^63"
    );
    assert_eq!(c.flags, NONE);
    assert_eq!(
        c.to_int::<F64>(0x43e0_0000_0000_0000, IntType::S64, z.sat()),
        0x7fff_ffff_ffff_ffff,
        "2^63 sat"
    );
    assert_eq!(
        c.to_int::<F64>(0x43ef_ffff_ffff_ffff, IntType::U64, z),
        0xffff_ffff_ffff_f800,
        "2^64-2048"
    );
    assert_eq!(
        c.to_int::<F64>(0x43e0_0000_0000_0000, IntType::U64, z),
        0x8000_0000_0000_0000,
        "2^63 u64"
    );
    assert_eq!(c.flags, NONE);
    assert_eq!(
        c.to_int::<F64>(0x43f0_0000_0000_0000, IntType::U64, z),
        u64::MAX,
        "2^64 regular"
    );
    assert_eq!(c.take_flags(), INV);
    // f16 → u8: 255.0 (0x5bf8) in range, 256 (0x5c00) out.
    assert_eq!(c.to_int::<F16>(0x5bf8, IntType::U8, z), 255);
    assert_eq!(c.to_int::<F16>(0x5c00, IntType::U8, z.sat()), 255);
    assert_eq!(c.take_flags(), NONE);
}

/// f32 → f16 narrowing: overflow threshold, subnormals and the halfway-to-zero case.
#[test]
fn cvt_f32_to_f16_edges() {
    #[rustfmt::skip]
    let rows: &[(u32, Round, u16, Flags, &str)] = &[
        (0x477f_e000, N, 0x7bff, NONE, "65504 = max f16"),
        (0x477f_f000, N, 0x7c00, Flags::OVERFLOW | INX, "65520 rounds to inf"),
        (0x477f_f000, Z, 0x7bff, INX, "65520 rtz rounds to 65504: no overflow"),
        (0x477f_efff, N, 0x7bff, INX, "just below 65520 -> max"),
        (0xc77f_f000, U, 0xfbff, INX, "-65520 up rounds to -65504"),
        (0x4780_0000, Z, 0x7bff, Flags::OVERFLOW | INX, "65536 rtz overflows to max"),
        (0xc77f_f000, D, 0xfc00, Flags::OVERFLOW | INX, "-65520 down -> -inf"),
        (0x3380_0000, N, 0x0001, NONE, "2^-24 = min subnormal, exact"),
        (0x3300_0000, N, 0x0000, Flags::UNDERFLOW | INX, "2^-25 ties to even 0"),
        (0x3300_0001, N, 0x0001, Flags::UNDERFLOW | INX, "just above 2^-25"),
        (0x3300_0000, U, 0x0001, Flags::UNDERFLOW | INX, "2^-25 up"),
        (0xb300_0000, D, 0x8001, Flags::UNDERFLOW | INX, "-2^-25 down"),
        (0xb300_0000, N, 0x8000, Flags::UNDERFLOW | INX, "-2^-25 -> -0"),
        (0x3f80_0000, N, 0x3c00, NONE, "1.0"),
        (0x3f80_1000, N, 0x3c00, INX, "1 + 2^-11 ties to even"),
        (0x3f80_3000, N, 0x3c02, INX, "1 + 3*2^-11 ties to even (up)"),
        (0x7f80_0000, N, 0x7c00, NONE, "+inf"),
        (0x8000_0000, N, 0x8000, NONE, "-0"),
        (0x7fc0_2000, N, 0x7e01, NONE, "qNaN payload keeps its top bits"),
        (0x7f80_2000, N, 0x7e01, INV, "sNaN quieted, invalid"),
        (0xffc0_0000, N, 0xfe00, NONE, "negative qNaN keeps its sign"),
    ];
    for &(x, mode, want, wf, what) in rows {
        let mut c = ieee().with_round(mode);
        let got = c.convert::<F32, F16>(x);
        assert_eq!(
            (got, c.flags.intersect(Flags::IEEE)),
            (want, wf),
            "{what}: {x:#x}"
        );
    }
}

#[test]
fn cvt_nan_round_trip_and_policy() {
    // f16 → f64 → f16 keeps the quieted NaN (seed 000 L4481–L4490).
    for n in [0x7c01u16, 0x7d55, 0xfe3f, 0x7fff] {
        let mut c = ieee();
        let wide = c.convert::<F16, F64>(n);
        assert_eq!(c.convert::<F64, F16>(wide), n | 0x0200, "{n:#x}");
        let mid = c.convert::<F16, F32>(n);
        assert_eq!(c.convert::<F32, F16>(mid), n | 0x0200, "{n:#x}");
    }
    let mut c = ieee().with_nan(NanPolicy::Canonical);
    assert_eq!(c.convert::<F16, F32>(0xfd55), 0x7fc0_0000);
    // widening is exact: f16 min subnormal is 2^-24.
    let mut c = ieee();
    assert_eq!(c.convert::<F16, F32>(0x0001), 0x3380_0000);
    assert_eq!(c.flags, Flags::DENORMAL);
    let mut c = ieee().with_ftz(true);
    assert_eq!(
        c.convert::<F16, F32>(0x8001),
        0x8000_0000,
        "ftz flushes the source"
    );
}

#[test]
fn int_to_float_edges() {
    let mut c = ieee();
    assert_eq!(
        c.from_u64::<F32>(16_777_217),
        0x4b80_0000,
        "2^24+1 ties to even"
    );
    assert_eq!(c.take_flags(), INX);
    assert_eq!(
        c.from_u64::<F32>(16_777_219),
        0x4b80_0002,
        "2^24+3 ties to even (up)"
    );
    assert_eq!(c.from_i64::<F32>(i64::MIN), 0xdf00_0000, "-2^63 exact");
    c.take_flags();
    assert_eq!(c.from_i64::<F32>(i64::MIN), 0xdf00_0000);
    assert_eq!(c.flags, NONE);
    assert_eq!(c.from_u64::<F16>(65_520), 0x7c00, "u → f16 overflow");
    assert_eq!(c.take_flags(), Flags::OVERFLOW | INX);
    let mut c = ieee().with_round(Z);
    assert_eq!(c.from_u64::<F16>(u64::MAX), 0x7bff, "rtz saturates at max");
    assert_eq!(c.from_u64::<F64>(u64::MAX), 0x43ef_ffff_ffff_ffff);
    let mut c = ieee().with_round(U);
    assert_eq!(c.from_u64::<F64>(u64::MAX), 0x43f0_0000_0000_0000);
    assert_eq!(c.from_i64::<F32>(0), 0);
}

/// Exception flags of the basic operations.
#[test]
fn flags() {
    let one = 0x3f80_0000u32;
    let mut c = ieee();
    assert_eq!(c.div::<F32>(one, 0), 0x7f80_0000);
    assert_eq!(c.take_flags(), Flags::DIV_BY_ZERO);
    assert_eq!(c.div::<F32>(0x8000_0000, 0), 0x7fc0_0000);
    assert_eq!(c.take_flags(), INV, "0/0");
    assert_eq!(c.sub::<F32>(0x7f80_0000, 0x7f80_0000), 0x7fc0_0000);
    assert_eq!(c.take_flags(), INV, "inf-inf");
    assert_eq!(c.mul::<F32>(0x7f80_0000, 0x8000_0000), 0x7fc0_0000);
    assert_eq!(c.take_flags(), INV, "inf*0");
    assert_eq!(c.sqrt::<F32>(0xbf80_0000), 0x7fc0_0000);
    assert_eq!(c.take_flags(), INV, "sqrt(-1)");
    assert_eq!(c.sqrt::<F32>(0x8000_0000), 0x8000_0000, "sqrt(-0) = -0");
    assert_eq!(c.take_flags(), NONE);
    assert_eq!(c.mul::<F32>(0x7f7f_ffff, 0x4000_0000), 0x7f80_0000);
    assert_eq!(c.take_flags(), Flags::OVERFLOW | INX, "max*2");
    assert_eq!(c.div::<F32>(0x0080_0000, 0x4040_0000), 0x002a_aaab);
    assert_eq!(c.take_flags(), Flags::UNDERFLOW | INX, "min normal / 3");
    assert_eq!(c.mul::<F32>(0x0000_0002, 0x3f00_0000), 0x0000_0001);
    assert_eq!(
        c.take_flags(),
        Flags::DENORMAL,
        "exact tiny result: no underflow"
    );
    assert_eq!(c.add::<F32>(one, 0x3380_0000), one);
    assert_eq!(c.take_flags(), INX, "1 + 2^-24");
    assert_eq!(c.fma::<F32>(0x7f80_0000, 0, 0x7fc0_0001), 0x7fc0_0001);
    assert_eq!(
        c.take_flags(),
        INV,
        "inf*0 + qNaN raises invalid and propagates c"
    );
    // x - x is +0, except -0 when rounding down.
    assert_eq!(c.sub::<F32>(one, one), 0);
    assert_eq!(ieee().with_round(D).sub::<F32>(one, one), 0x8000_0000);
    assert_eq!(c.add::<F32>(0x8000_0000, 0x8000_0000), 0x8000_0000);
    // f16 and f64 overflow in directed modes.
    let mut c = ieee().with_round(Z);
    assert_eq!(c.add::<F16>(0x7bff, 0x7bff), 0x7bff);
    assert_eq!(c.take_flags(), Flags::OVERFLOW | INX);
    assert_eq!(
        c.mul::<F64>(0x7fef_ffff_ffff_ffff, 0x4000_0000_0000_0000),
        0x7fef_ffff_ffff_ffff
    );
}

/// Tininess before and after rounding, with and without output flushing.
/// a = 1 + 2^-23 (0x3f800001), b = 2^-126·(1 − 2^-23) (0x007fffff): a·b = 2^-126·(1 − 2^-46),
/// tiny before rounding but 2^-126 (not tiny) after rounding to 24 bits.
/// a = 1 + 2^-12 (0x3f800800), b = 2^-126·(1 − 2^-12) (0x007ff800): a·b = 2^-126·(1 − 2^-24),
/// tiny either way; in the subnormal grid it is a tie that rounds to even 2^-126.
#[test]
fn tininess_and_ftz() {
    #[rustfmt::skip]
    let rows: &[TinyRow] = &[
        (0x3f80_0001, 0x007f_ffff, N, Tininess::AfterRounding, false, 0x0080_0000, INX, "after: not tiny"),
        (0x3f80_0001, 0x007f_ffff, N, Tininess::BeforeRounding, false, 0x0080_0000, Flags::UNDERFLOW | INX, "before: tiny"),
        (0x3f80_0001, 0x007f_ffff, N, Tininess::AfterRounding, true, 0x0080_0000, INX, "after+ftz: kept"),
        (0x3f80_0001, 0x007f_ffff, N, Tininess::BeforeRounding, true, 0, Flags::UNDERFLOW | INX, "before+ftz: flushed"),
        (0x3f80_0001, 0x007f_ffff, Z, Tininess::AfterRounding, false, 0x007f_ffff, Flags::UNDERFLOW | INX, "rtz: subnormal"),
        (0x3f80_0800, 0x007f_f800, N, Tininess::AfterRounding, false, 0x0080_0000, Flags::UNDERFLOW | INX, "tie to 2^-126, tiny after"),
        (0x3f80_0800, 0x007f_f800, N, Tininess::AfterRounding, true, 0, Flags::UNDERFLOW | INX, "tiny after, ftz"),
        (0x3f80_0000, 0x0000_0001, N, Tininess::AfterRounding, false, 0x0000_0001, NONE, "exact subnormal"),
        (0x3f80_0000, 0x8000_0001, N, Tininess::AfterRounding, true, 0x8000_0000, Flags::UNDERFLOW | INX, "exact subnormal, ftz -> -0"),
    ];
    for &(a, b, mode, t, ftz_out, want, wf, what) in rows {
        let mut c = FpCtx {
            round: mode,
            tininess: t,
            flush_outputs: ftz_out,
            ..ieee()
        };
        let got = c.mul::<F32>(a, b);
        assert_eq!((got, c.flags.intersect(Flags::IEEE)), (want, wf), "{what}");
    }
    // fma 0x1a0cf8ea × 0x99742970 + 2^-126 = 2^-126 − 1.0504·2^-151: below the midpoint
    // 2^-126 − 2^-151 of the unbounded 24-bit grid, so it rounds to 2^-126 − 2^-150 and is tiny
    // after rounding (flushed under ftz), although the subnormal-grid rounding gives 2^-126.
    for want_flags in [true, false] {
        let mut c = FpCtx {
            flush_outputs: true,
            want_flags,
            ..ieee()
        };
        assert_eq!(
            c.fma::<F32>(0x1a0c_f8ea, 0x9974_2970, 0x0080_0000),
            0,
            "fast={}",
            !want_flags
        );
        let mut c = FpCtx {
            want_flags,
            ..ieee()
        };
        assert_eq!(
            c.fma::<F32>(0x1a0c_f8ea, 0x9974_2970, 0x0080_0000),
            0x0080_0000
        );
    }
    // Input flushing: a subnormal operand is ±0 (seed 000 L4432–L4436).
    let mut c = FpCtx {
        flush_inputs: true,
        ..ieee()
    };
    assert_eq!(c.add::<F32>(0x8000_0001, 0), 0, "-0 + +0 = +0");
    assert_eq!(
        c.mul::<F32>(0x0000_0001, 0x7f80_0000),
        0x7fc0_0000,
        "flushed 0 * inf is invalid"
    );
    assert_eq!(c.take_flags(), INV | Flags::DENORMAL);
    // RDNA4 MODE decoding (seed 001 L1072–L1073).
    let c = FpCtx::ieee().with_rdna_denorm(1);
    assert!(!c.flush_inputs && c.flush_outputs);
    assert_eq!(Round::from_rdna_mode(1), U);
    assert_eq!(Round::from_rdna_mode(3), Z);
}

#[test]
fn nan_policy() {
    let q = 0x7fc0_1234u32; // quiet, payload 0x1234
    let s = 0x7f80_1234u32; // signalling, same payload
    let nq = 0xffc0_0042u32;
    let one = 0x3f80_0000u32;
    let mut c = ieee();
    assert_eq!(c.add::<F32>(one, q), q);
    assert_eq!(c.take_flags(), NONE);
    assert_eq!(c.add::<F32>(s, one), q, "sNaN quieted");
    assert_eq!(c.take_flags(), INV);
    assert_eq!(c.mul::<F32>(nq, q), nq, "first NaN operand wins");
    assert_eq!(c.mul::<F32>(q, nq), q);
    assert_eq!(c.sub::<F32>(one, nq), nq, "sub keeps the NaN's own sign");
    assert_eq!(c.fma::<F32>(one, one, s), q);
    assert_eq!(c.take_flags(), INV);
    let mut c = ieee().with_nan(NanPolicy::Canonical);
    assert_eq!(c.add::<F32>(one, nq), 0x7fc0_0000);
    let mut c = FpCtx {
        default_nan_negative: true,
        ..ieee()
    };
    assert_eq!(
        c.sub::<F32>(0x7f80_0000, 0x7f80_0000),
        0xffc0_0000,
        "x86/RDNA4 default NaN"
    );
    assert_eq!(c.sqrt::<F64>(0xbff0_0000_0000_0000), 0xfff8_0000_0000_0000);
    assert_eq!(c.div::<F16>(0, 0), 0xfe00);
}

#[test]
fn min_max() {
    let one = 0x3f80_0000u32;
    let q = 0x7fc0_0005u32;
    let s = 0x7f80_0005u32;
    use MinMaxKind::*;
    #[rustfmt::skip]
    let rows: &[(MinMaxKind, bool, u32, u32, u32, Flags, &str)] = &[
        (Num2008, false, q, one, one, NONE, "minNum(qNaN, 1) = 1"),
        (Num2008, true, one, q, one, NONE, "maxNum(1, qNaN) = 1"),
        (Num2008, false, s, one, q, INV, "minNum(sNaN, 1) = qNaN"),
        (Num2008, false, q, 0xffc0_0001, q, NONE, "both NaN: first"),
        (Number2019, false, s, one, one, INV, "minimumNumber(sNaN, 1) = 1"),
        (Number2019, true, q, q | 0x10, q, NONE, "both NaN"),
        (Propagating2019, false, q, one, q, NONE, "minimum(qNaN, 1) = NaN"),
        (Propagating2019, true, one, s, q, INV, "maximum(1, sNaN) = qNaN"),
        (Num2008, false, 0x8000_0000, 0, 0x8000_0000, NONE, "min(-0, +0) = -0"),
        (Num2008, false, 0, 0x8000_0000, 0x8000_0000, NONE, "min(+0, -0) = -0"),
        (Num2008, true, 0x8000_0000, 0, 0, NONE, "max(-0, +0) = +0"),
        (Num2008, true, 0xff80_0000, 0xc000_0000, 0xc000_0000, NONE, "max(-inf, -2)"),
        (Num2008, false, 0x4000_0000, 0x3f80_0000, one, NONE, "min(2, 1)"),
        (Num2008, true, 0x8000_0001, 0x0000_0001, 0x0000_0001, NONE, "max subnormals"),
    ];
    for &(kind, is_max, a, b, want, wf, what) in rows {
        let mut c = ieee();
        let got = if is_max {
            c.max::<F32>(a, b, kind)
        } else {
            c.min::<F32>(a, b, kind)
        };
        assert_eq!((got, c.flags.intersect(Flags::IEEE)), (want, wf), "{what}");
    }
    let mut c = ieee().with_ftz(true);
    assert_eq!(
        c.max::<F32>(0x0000_0001, 0x8000_0000, Num2008),
        0,
        "ftz: flushed +0 > -0"
    );
}

#[test]
fn compares() {
    use Relation::*;
    let one = 0x3f80_0000u32;
    let two = 0x4000_0000u32;
    let q = 0x7fc0_0000u32;
    let s = 0x7f80_0001u32;
    let mut c = ieee();
    assert_eq!(c.compare::<F32>(one, two, false), Less);
    assert_eq!(c.compare::<F32>(two, one, false), Greater);
    assert_eq!(c.compare::<F32>(0, 0x8000_0000, false), Equal, "+0 = -0");
    assert_eq!(
        c.compare::<F32>(0xff80_0000, 0xff80_0000, false),
        Equal,
        "-inf = -inf"
    );
    assert_eq!(c.compare::<F32>(0xbf80_0000, 0x8000_0001, false), Less);
    assert_eq!(c.compare::<F32>(q, q, false), Unordered);
    assert_eq!(c.take_flags().intersect(Flags::IEEE), NONE);
    assert_eq!(c.compare::<F32>(q, one, true), Unordered);
    assert_eq!(c.take_flags(), INV, "signalling form on a qNaN");
    assert_eq!(c.compare::<F32>(one, s, false), Unordered);
    assert_eq!(c.take_flags(), INV, "quiet form on an sNaN");
    // Table 5–27 (seed 000 L7348–L7385): the truth of each op on LT, EQ, GT, UN.
    #[rustfmt::skip]
    let table: &[(CmpOp, [bool; 4])] = &[
        (CmpOp::Num, [true, true, true, false]),
        (CmpOp::Nan, [false, false, false, true]),
        (CmpOp::Eq, [false, true, false, false]),
        (CmpOp::Ne, [true, false, true, false]),
        (CmpOp::Lt, [true, false, false, false]),
        (CmpOp::Le, [true, true, false, false]),
        (CmpOp::Gt, [false, false, true, false]),
        (CmpOp::Ge, [false, true, true, false]),
        (CmpOp::Equ, [false, true, false, true]),
        (CmpOp::Neu, [true, false, true, true]),
        (CmpOp::Ltu, [true, false, false, true]),
        (CmpOp::Leu, [true, true, false, true]),
        (CmpOp::Gtu, [false, false, true, true]),
        (CmpOp::Geu, [false, true, true, true]),
    ];
    let pairs = [(one, two), (one, one), (two, one), (one, q)];
    for &(op, truth) in table {
        for (i, &(a, b)) in pairs.iter().enumerate() {
            assert_eq!(
                ieee().cmp::<F32>(op, a, b, false),
                truth[i],
                "{op:?} {a:#x} {b:#x}"
            );
        }
    }
    // f16 and ftz: a subnormal equals zero under input flushing.
    assert!(
        ieee()
            .with_ftz(true)
            .cmp::<F16>(CmpOp::Eq, 0x0001, 0x8000, false)
    );
    assert!(!ieee().cmp::<F16>(CmpOp::Eq, 0x0001, 0x8000, false));
}

#[test]
fn fract_and_rint() {
    #[rustfmt::skip]
    let rows: &[(u32, Round, u32, &str)] = &[
        (0xbe80_0000, N, 0x3f40_0000, "fract -0.25 = 0.75"),
        (0x8000_0000, N, 0x8000_0000, "fract -0 = -0"),
        (0x7f80_0000, N, 0, "fract +inf = +0"),
        (0xff80_0000, N, 0x8000_0000, "fract -inf = -0"),
        (0xbf80_0000, D, 0, "fract -1.0 = +0 in every mode (E-SOFTFP-1)"),
        (0x40a0_0000, D, 0, "fract 5.0 down = +0"),
        (0x8da2_6a3c, N, 0x3f7f_ffff, "fract -1e-30 rounds to 1.0, clamped"),
        (0x8da2_6a3c, Z, 0x3f7f_ffff, "fract -1e-30 rtz"),
        (0xb380_0000, N, 0x3f80_0000 - 1, "fract -2^-24: 1-2^-24 exact"),
        (0xb300_0000, N, 0x3f7f_ffff, "fract -2^-25: tie to 1.0, clamped"),
        (0xb300_0000, D, 0x3f7f_ffff, "fract -2^-25 down: 1-2^-24"),
    ];
    for &(x, mode, want, what) in rows {
        let mut c = ieee().with_round(mode);
        assert_eq!(c.fract::<F32>(x), want, "{what}");
    }
    // 3.2f = 0x404ccccd = 3.2000000476837158; fraction 0.2000000476837158 = 0x3e4cccd0.
    assert_eq!(ieee().fract::<F32>(0x404c_cccd), 0x3e4c_ccd0);
    // rint/floor/ceil/trunc raise nothing (seed 000 L6413).
    let mut c = ieee();
    assert_eq!(
        c.round_to_integral::<F32>(0x3fc0_0000, N),
        0x4000_0000,
        "rint 1.5 = 2"
    );
    assert_eq!(
        c.round_to_integral::<F32>(0x4020_0000, N),
        0x4000_0000,
        "rint 2.5 = 2"
    );
    assert_eq!(
        c.round_to_integral::<F32>(0xbf00_0000, U),
        0x8000_0000,
        "ceil -0.5 = -0"
    );
    assert_eq!(
        c.round_to_integral::<F32>(0xbf00_0000, D),
        0xbf80_0000,
        "floor -0.5 = -1"
    );
    assert_eq!(
        c.round_to_integral::<F32>(0x3fcc_cccd, Z),
        0x3f80_0000,
        "trunc 1.6 = 1"
    );
    assert_eq!(c.flags, NONE);
    assert_eq!(
        c.round_to_integral_exact::<F32>(0x3fcc_cccd, Z),
        0x3f80_0000
    );
    assert_eq!(c.flags, INX);
}

#[test]
fn class_bits_table() {
    use class_bits::*;
    assert_eq!(class::<F32>(0x7f80_0001), SNAN);
    assert_eq!(class::<F32>(0xffc0_0000), QNAN);
    assert_eq!(class::<F32>(0xff80_0000), NEG_INF);
    assert_eq!(class::<F32>(0xbf80_0000), NEG_NORMAL);
    assert_eq!(class::<F32>(0x8000_0001), NEG_SUBNORMAL);
    assert_eq!(class::<F32>(0x8000_0000), NEG_ZERO);
    assert_eq!(class::<F32>(0), POS_ZERO);
    assert_eq!(class::<F16>(0x0200), POS_SUBNORMAL);
    assert_eq!(class::<F64>(0x3ff0_0000_0000_0000), POS_NORMAL);
    assert_eq!(class::<F16>(0x7c00), POS_INF);
    // `class_b1_f32 $c1, $s1, 3` is true for any NaN (seed 000 L6723).
    assert!(class::<F32>(0x7f80_0001) & 3 != 0 && class::<F32>(0x7fc0_0000) & 3 != 0);
}

/// The flag bits are the BRIG exception mask (seed 000 L17286–L17290).
#[test]
fn flag_bits_are_brig_exceptions() {
    assert_eq!(Flags::INVALID.bits(), 1 << 0);
    assert_eq!(Flags::DIV_BY_ZERO.bits(), 1 << 1);
    assert_eq!(Flags::OVERFLOW.bits(), 1 << 2);
    assert_eq!(Flags::UNDERFLOW.bits(), 1 << 3);
    assert_eq!(Flags::INEXACT.bits(), 1 << 4);
}
