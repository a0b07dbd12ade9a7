//! FP8 (E4M3) and BF8 (E5M2) conversions (seed §7.5–7.6, L3105–3175; per-instruction
//! pseudocode ch16 V_CVT_F32_FP8 L14278–14330, V_CVT_PK_FP8_F32 / V_CVT_SR_FP8_F32
//! L22706–22800). RDNA4 uses the OCP 8-bit formats (F8_MODE 0 rows of the L3119 table):
//!
//! - FP8 E4M3: bias 7, no infinities, NaN `0x7F`/`0xFF`, largest finite 448 (`0x7E`).
//! - BF8 E5M2: bias 15, infinities `0x7C`/`0xFC`, NaN `0x7D–0x7F`/`0xFD–0xFF`, largest 57344.
//!
//! Out-of-range results follow MODE.FP16_OVFL (bit 23, L1074) as the L3166–3175 table says:
//! with it set, ±Inf and too-large values become ±max; without it, NaN for FP8 and ±Inf for
//! BF8. NaN inputs always give NaN.

use crate::exec::{Env, Stop, fetch};
use crate::program::Inst;
use crate::wave::Wave;

/// An 8-bit float layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum F8 {
    /// E4M3 ("FP8").
    Fp8,
    /// E5M2 ("BF8").
    Bf8,
}

impl F8 {
    fn mant_bits(self) -> i32 {
        match self {
            F8::Fp8 => 3,
            F8::Bf8 => 2,
        }
    }
    fn bias(self) -> i32 {
        match self {
            F8::Fp8 => 7,
            F8::Bf8 => 15,
        }
    }
    /// Largest finite magnitude's encoding.
    fn max_code(self) -> u8 {
        match self {
            F8::Fp8 => 0x7E,
            F8::Bf8 => 0x7B,
        }
    }
    /// The quiet NaN this conversion produces (sign added by the caller).
    fn nan_code(self) -> u8 {
        match self {
            F8::Fp8 => 0x7F,
            F8::Bf8 => 0x7E,
        }
    }
}

/// An 8-bit float → binary32 bits (exact: every FP8/BF8 value is a binary32 value). NaNs become
/// the quiet binary32 NaN of the same sign.
pub(crate) fn to_f32(x: u8, f: F8) -> u32 {
    let sign = u32::from(x >> 7) << 31;
    let m_bits = f.mant_bits();
    let e_field = i32::from(x & 0x7F) >> m_bits;
    let m = u32::from(x) & ((1 << m_bits) - 1);
    let e_max = (1 << (7 - m_bits)) - 1;
    match f {
        F8::Fp8 if x & 0x7F == 0x7F => return sign | 0x7FC0_0000,
        F8::Bf8 if e_field == e_max => {
            return sign | if m == 0 { 0x7F80_0000 } else { 0x7FC0_0000 };
        }
        _ => {}
    }
    if e_field == 0 {
        // Subnormal: m · 2^(1 - bias - m_bits), exact in binary32.
        let v = m as f32 * 2f32.powi(1 - f.bias() - m_bits);
        return sign | v.to_bits();
    }
    let e = (e_field - f.bias() + 127) as u32;
    sign | (e << 23) | (m << (23 - m_bits))
}

/// How a too-large magnitude is rounded away.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rnd {
    /// Round to nearest, ties to even (V_CVT_PK_*_F32).
    NearestEven,
    /// Truncate toward zero (V_CVT_SR_*_F32 after adding the random bits, L3140–3143).
    Truncate,
}

/// binary32 bits → an 8-bit float, rounding as `rnd`; `ovfl` is MODE.FP16_OVFL.
pub(crate) fn from_f32(x: u32, f: F8, rnd: Rnd, ovfl: bool) -> u8 {
    let sign = ((x >> 31) as u8) << 7;
    let a = f32::from_bits(x & 0x7FFF_FFFF);
    if a.is_nan() {
        return sign | f.nan_code();
    }
    let overflow = || {
        sign | match (ovfl, f) {
            (true, _) => f.max_code(),
            (false, F8::Fp8) => 0x7F,
            (false, F8::Bf8) => 0x7C,
        }
    };
    if a.is_infinite() {
        return overflow();
    }
    if a == 0.0 {
        return sign;
    }
    let m_bits = f.mant_bits();
    let emin = 1 - f.bias();
    let a = f64::from(a);
    // The binade of a: 2^e <= a < 2^(e+1) (a is a non-zero finite binary32 value).
    let mut e = a.log2().floor() as i32;
    if 2f64.powi(e) > a {
        e -= 1;
    } else if 2f64.powi(e + 1) <= a {
        e += 1;
    }
    // The result's quantum: 2^(max(e, emin) - m_bits); a / quantum is exact in binary64.
    let qe = e.max(emin) - m_bits;
    let scaled = a * 2f64.powi(-qe);
    let n = match rnd {
        Rnd::NearestEven => scaled.round_ties_even(),
        Rnd::Truncate => scaled.trunc(),
    };
    // n < 2^(m_bits+1) except when rounding carried into the next binade (n == 2^(m_bits+1)).
    // The encoding is (biased exponent of the quantum's binade) · 2^m_bits + n - 2^m_bits for
    // normal results, n for subnormal ones (whose n = 2^m_bits is the smallest normal).
    let n = n as i64;
    let code = if e < emin {
        n
    } else {
        i64::from(e - emin) * (1 << m_bits) + n
    };
    if code > i64::from(f.max_code()) {
        return overflow();
    }
    sign | code as u8
}

/// V_CVT_SR_*_F32's operand: the random bits `r` added to the mantissa, wrapping within the
/// 23-bit field (L22756–22760: `m = 23'U(mantissa + S1[31:12])`, `S1[31:11]` for BF8).
pub(crate) fn sr_input(x: u32, r: u32, f: F8) -> u32 {
    let add = match f {
        F8::Fp8 => r >> 12,
        F8::Bf8 => r >> 11,
    };
    let m = (x & 0x7F_FFFF).wrapping_add(add) & 0x7F_FFFF;
    (x & 0xFF80_0000) | m
}

const FP16_OVFL: u32 = 1 << 23;

fn lanes(w: &Wave) -> impl Iterator<Item = usize> {
    let mut mask = w.exec();
    let n = w.lanes;
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(l)
    })
    .take_while(move |&l| l < n)
}

/// V_CVT_F32_FP8 / V_CVT_F32_BF8: OPSEL[1:0] picks the byte, with the select bits reversed
/// (0 → byte 0, 2 → byte 1, 1 → byte 2, 3 → byte 3; L14281–14290, L3162).
pub(crate) fn cvt_f32_f8(w: &mut Wave, i: &Inst, f: F8) {
    let mut a = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let sel = u32::from(i.hi & 1) * 2 + u32::from((i.hi >> 1) & 1);
    let d = usize::from(i.vdst);
    for l in lanes(w).collect::<Vec<_>>() {
        let byte = (a[l] >> (8 * sel)) as u8;
        w.vw(d, l, to_f32(byte, f));
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

/// V_CVT_PK_F32_FP8 / V_CVT_PK_F32_BF8: OPSEL[0] picks the 16-bit half; two binary32 results
/// in D0 and D0+1 (L14322–14328).
pub(crate) fn cvt_pk_f32_f8(w: &mut Wave, i: &Inst, f: F8) {
    let mut a = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let sh = if i.hi & 1 != 0 { 16 } else { 0 };
    let d = usize::from(i.vdst);
    for l in lanes(w).collect::<Vec<_>>() {
        let h = (a[l] >> sh) as u16;
        w.vw(d, l, to_f32(h as u8, f));
        w.vw(d + 1, l, to_f32((h >> 8) as u8, f));
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

/// V_CVT_PK_FP8_F32 / V_CVT_PK_BF8_F32: `{f8(S1), f8(S0)}` into D[15:0] or, with OPSEL[3],
/// D[31:16]; the other half is kept (L22706–22720).
pub(crate) fn cvt_pk_f8_f32(w: &mut Wave, i: &Inst, f: F8) {
    let (mut a, mut b) = ([0u64; 64], [0u64; 64]);
    fetch(w, i, 0, &mut a);
    fetch(w, i, 1, &mut b);
    let ovfl = w.mode & FP16_OVFL != 0;
    let d = usize::from(i.vdst);
    let hi = i.hi & 8 != 0;
    for l in lanes(w).collect::<Vec<_>>() {
        let lo8 = from_f32(a[l] as u32, f, Rnd::NearestEven, ovfl);
        let hi8 = from_f32(b[l] as u32, f, Rnd::NearestEven, ovfl);
        let pair = u32::from(lo8) | (u32::from(hi8) << 8);
        let old = w.vr(d, l);
        let new = if hi {
            (old & 0xFFFF) | (pair << 16)
        } else {
            (old & 0xFFFF_0000) | pair
        };
        w.vw(d, l, new);
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

/// V_CVT_SR_FP8_F32 / V_CVT_SR_BF8_F32: S0 with S1's random bits added to its mantissa,
/// truncated to 8 bits into the byte OPSEL[3:2] selects; other bytes kept (L22746–22800).
pub(crate) fn cvt_sr_f8_f32(w: &mut Wave, i: &Inst, f: F8) {
    let (mut a, mut b) = ([0u64; 64], [0u64; 64]);
    fetch(w, i, 0, &mut a);
    fetch(w, i, 1, &mut b);
    let ovfl = w.mode & FP16_OVFL != 0;
    let d = usize::from(i.vdst);
    let sh = 8 * u32::from((i.hi >> 2) & 3);
    for l in lanes(w).collect::<Vec<_>>() {
        let x = sr_input(a[l] as u32, b[l] as u32, f);
        let r = from_f32(x, f, Rnd::Truncate, ovfl);
        let old = w.vr(d, l);
        w.vw(d, l, (old & !(0xFF << sh)) | (u32::from(r) << sh));
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

macro_rules! f8_handler {
    ($name:ident, $body:path, $f:expr) => {
        pub(crate) fn $name(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            $body(w, i, $f);
            Ok(())
        }
    };
}

f8_handler!(h_cvt_f32_fp8, cvt_f32_f8, F8::Fp8);
f8_handler!(h_cvt_f32_bf8, cvt_f32_f8, F8::Bf8);
f8_handler!(h_cvt_pk_f32_fp8, cvt_pk_f32_f8, F8::Fp8);
f8_handler!(h_cvt_pk_f32_bf8, cvt_pk_f32_f8, F8::Bf8);
f8_handler!(h_cvt_pk_fp8_f32, cvt_pk_f8_f32, F8::Fp8);
f8_handler!(h_cvt_pk_bf8_f32, cvt_pk_f8_f32, F8::Bf8);
f8_handler!(h_cvt_sr_fp8_f32, cvt_sr_f8_f32, F8::Fp8);
f8_handler!(h_cvt_sr_bf8_f32, cvt_sr_f8_f32, F8::Bf8);

/// V_DOT4_F32_{FP8,BF8}_{FP8,BF8} (ch16 VOP3P 36–39, L17252–17310): `tmp = S2.f32`, then for
/// each byte j `tmp += f32(S0[j]) * f32(S1[j])`, each step rounded to binary32 (the products of
/// two 8-bit floats are exact in binary32). NEG negates a whole source (ABS is not allowed,
/// L2781).
pub(crate) fn dot4(w: &mut Wave, i: &Inst, fa: F8, fb: F8) {
    let (mut a, mut b, mut c) = ([0u64; 64], [0u64; 64], [0u64; 64]);
    fetch(w, i, 0, &mut a);
    fetch(w, i, 1, &mut b);
    fetch(w, i, 2, &mut c);
    let mut ctx = w.fp32;
    let d = usize::from(i.vdst);
    let sign = |k: usize| {
        if (i.neg >> k) & 1 != 0 {
            0x8000_0000u32
        } else {
            0
        }
    };
    for l in lanes(w).collect::<Vec<_>>() {
        let mut tmp = c[l] as u32 ^ sign(2);
        for j in 0..4 {
            let x = to_f32((a[l] >> (8 * j)) as u8, fa) ^ sign(0);
            let y = to_f32((b[l] >> (8 * j)) as u8, fb) ^ sign(1);
            let p = ctx.mul::<hsakit_softfp::F32>(x, y);
            tmp = ctx.add::<hsakit_softfp::F32>(tmp, p);
        }
        w.vw(d, l, tmp);
    }
    if ctx.want_flags {
        w.fp32.flags |= ctx.flags;
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

macro_rules! dot4_handler {
    ($name:ident, $a:expr, $b:expr) => {
        pub(crate) fn $name(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            dot4(w, i, $a, $b);
            Ok(())
        }
    };
}

dot4_handler!(h_dot4_fp8_fp8, F8::Fp8, F8::Fp8);
dot4_handler!(h_dot4_fp8_bf8, F8::Fp8, F8::Bf8);
dot4_handler!(h_dot4_bf8_fp8, F8::Bf8, F8::Fp8);
dot4_handler!(h_dot4_bf8_bf8, F8::Bf8, F8::Bf8);

#[cfg(test)]
mod tests {
    use super::*;

    /// OCP 8-bit floating point specification values, worked out by hand:
    /// E4M3 0x08 = 2^-6 (smallest normal), 0x01 = 2^-9, 0x7E = 1.75 · 2^8 = 448, 0x38 = 1.0,
    /// 0xC4 = -(1.5 · 2^1) = -3; E5M2 0x7B = 1.75 · 2^15 = 57344, 0x04 = 2^-14, 0x01 = 2^-16,
    /// 0x3C = 1.0, 0x7C = +Inf.
    #[test]
    fn ocp_values() {
        let f = |b, t| f32::from_bits(to_f32(b, t));
        assert_eq!(f(0x08, F8::Fp8), 2f32.powi(-6));
        assert_eq!(f(0x01, F8::Fp8), 2f32.powi(-9));
        assert_eq!(f(0x7E, F8::Fp8), 448.0);
        assert_eq!(f(0x38, F8::Fp8), 1.0);
        assert_eq!(f(0xC4, F8::Fp8), -3.0);
        assert_eq!(to_f32(0x80, F8::Fp8), 0x8000_0000);
        assert!(f(0x7F, F8::Fp8).is_nan());
        assert_eq!(f(0x7B, F8::Bf8), 57344.0);
        assert_eq!(f(0x04, F8::Bf8), 2f32.powi(-14));
        assert_eq!(f(0x01, F8::Bf8), 2f32.powi(-16));
        assert_eq!(f(0x3C, F8::Bf8), 1.0);
        assert_eq!(f(0x7C, F8::Bf8), f32::INFINITY);
        assert!(f(0x7D, F8::Bf8).is_nan());
    }

    #[test]
    fn round_trip_every_code() {
        for b in 0..=255u8 {
            for t in [F8::Fp8, F8::Bf8] {
                let x = to_f32(b, t);
                if f32::from_bits(x).is_nan() {
                    continue;
                }
                assert_eq!(from_f32(x, t, Rnd::NearestEven, false), b, "{t:?} {b:#x}");
            }
        }
    }

    #[test]
    fn rounding_and_overflow() {
        let c = |x: f32, t| from_f32(x.to_bits(), t, Rnd::NearestEven, false);
        // 1.0625 is halfway between 1.0 (0x38) and 1.125 (0x39): ties to even → 0x38;
        // 1.1875 halfway between 1.125 and 1.25 (0x3A) → 0x3A.
        assert_eq!(c(1.0625, F8::Fp8), 0x38);
        assert_eq!(c(1.1875, F8::Fp8), 0x3A);
        // 464 is halfway between 448 (0x7E, even) and 480 (would be 0x7F): ties to 448; 470
        // rounds to 480, beyond the largest finite value, and overflows to NaN.
        assert_eq!(c(464.0, F8::Fp8), 0x7E);
        assert_eq!(c(470.0, F8::Fp8), 0x7F);
        assert_eq!(c(-1e6, F8::Fp8), 0xFF);
        assert_eq!(c(f32::INFINITY, F8::Bf8), 0x7C);
        assert_eq!(c(-70000.0, F8::Bf8), 0xFC);
        // FP16_OVFL clamps to ±max.
        let o = |x: f32, t| from_f32(x.to_bits(), t, Rnd::NearestEven, true);
        assert_eq!(o(-1e6, F8::Fp8), 0xFE);
        assert_eq!(o(f32::INFINITY, F8::Bf8), 0x7B);
        // Below half the smallest subnormal: ±0; 2^-10 is halfway between 0 and 2^-9 → 0.
        assert_eq!(c(-2f32.powi(-11), F8::Fp8), 0x80);
        assert_eq!(c(2f32.powi(-10), F8::Fp8), 0x00);
        assert_eq!(c(3.0 * 2f32.powi(-10), F8::Fp8), 0x02);
        // Truncation keeps the lower neighbour.
        assert_eq!(
            from_f32(1.24f32.to_bits(), F8::Fp8, Rnd::Truncate, false),
            0x39
        );
    }

    #[test]
    fn stochastic_input() {
        // 1.0 = 0x3F800000; FP8 adds S1[31:12]: 0xFFFFF000 >> 12 = 0xFFFFF to the mantissa.
        assert_eq!(sr_input(0x3F80_0000, 0xFFFF_F000, F8::Fp8), 0x3F8F_FFFF);
        // Mantissa wraps within 23 bits: 0x7FFFFF + 1 → 0, exponent unchanged.
        assert_eq!(sr_input(0x3FFF_FFFF, 0x0000_1000, F8::Fp8), 0x3F80_0000);
        assert_eq!(sr_input(0x3F80_0000, 0x0000_0800, F8::Bf8), 0x3F80_0001);
    }
}
