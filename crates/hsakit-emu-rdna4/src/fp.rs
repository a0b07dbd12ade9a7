//! Host fast paths for the hottest float operations. In round-to-nearest-even with denormals
//! kept (the gfx12 OpenCL default, rsrc1 FLOAT_DENORM_MODE = 3), IEEE host arithmetic gives the
//! RDNA4 result bit for bit except for NaN results (payload and sign rules, seed L6155–6168),
//! which fall back to `hsakit-softfp`, as do all other modes.

use hsakit_softfp::{F32, F64, FpCtx, Round};

#[inline(always)]
pub(crate) fn plain(c: &FpCtx) -> bool {
    c.round == Round::NearestEven && !c.flush_inputs && !c.flush_outputs && !c.want_flags
}

/// f32 add.
#[inline(always)]
pub(crate) fn add32(c: &mut FpCtx, a: u32, b: u32) -> u32 {
    if plain(c) {
        let r = f32::from_bits(a) + f32::from_bits(b);
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    c.add::<F32>(a, b)
}

/// f32 subtract.
#[inline(always)]
pub(crate) fn sub32(c: &mut FpCtx, a: u32, b: u32) -> u32 {
    if plain(c) {
        let r = f32::from_bits(a) - f32::from_bits(b);
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    c.sub::<F32>(a, b)
}

/// f32 multiply.
#[inline(always)]
pub(crate) fn mul32(c: &mut FpCtx, a: u32, b: u32) -> u32 {
    if plain(c) {
        let r = f32::from_bits(a) * f32::from_bits(b);
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    c.mul::<F32>(a, b)
}

/// f32 fused multiply-add. The product of two binary32 values is exact in binary64; the binary64
/// sum is rounded once, and rounding it again to binary32 is correct unless it lands exactly on a
/// binary32 halfway point (low 29 bits `1000…0`) or in the binary32 subnormal range, where the
/// soft path decides.
#[inline(always)]
pub(crate) fn fma32(c: &mut FpCtx, a: u32, b: u32, d: u32) -> u32 {
    if plain(c) {
        let s = f64::from(f32::from_bits(a)) * f64::from(f32::from_bits(b))
            + f64::from(f32::from_bits(d));
        let bits = s.to_bits();
        if s.is_finite()
            && bits & 0x1FFF_FFFF != 0x1000_0000
            && (s == 0.0 || s.abs() >= f64::from(f32::MIN_POSITIVE))
        {
            return (s as f32).to_bits();
        }
    }
    c.fma::<F32>(a, b, d)
}

/// f64 add.
#[inline(always)]
pub(crate) fn add64(c: &mut FpCtx, a: u64, b: u64) -> u64 {
    if plain(c) {
        let r = f64::from_bits(a) + f64::from_bits(b);
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    c.add::<F64>(a, b)
}

/// f64 multiply.
#[inline(always)]
pub(crate) fn mul64(c: &mut FpCtx, a: u64, b: u64) -> u64 {
    if plain(c) {
        let r = f64::from_bits(a) * f64::from_bits(b);
        if !r.is_nan() {
            return r.to_bits();
        }
    }
    c.mul::<F64>(a, b)
}

/// A host f32 result for the vectorized lane loops: the bits, and whether they are the RDNA4
/// result (everything but NaN, whose payload and sign follow the seed's rules, L6155–6168).
#[inline(always)]
pub(crate) fn host2(r: f32) -> (u32, bool) {
    (r.to_bits(), !r.is_nan())
}

/// f32 fused multiply-add on the host without branches, for the vectorized lane loops (see
/// [`fma32`] for why the binary64 route is exact): declines NaN/infinite results, results in the
/// binary32 subnormal range, and an inexact binary64 sum landing on a binary32 halfway point (low
/// 29 bits `1000…0`; only the low dword is tested, which keeps the test in 32-bit vector lanes).
/// Exactness of the sum is Knuth's TwoSum error term being zero.
#[inline(always)]
pub(crate) fn host_fma32(a: u32, b: u32, d: u32) -> (u32, bool) {
    let p = f64::from(f32::from_bits(a)) * f64::from(f32::from_bits(b));
    let q = f64::from(f32::from_bits(d));
    let s = p + q;
    let bb = s - p;
    let err = (p - (s - bb)) + (q - bb);
    let r = (s as f32).to_bits();
    // Range on the binary32 result's exponent, in 32-bit lanes: 2..=254 keeps clear of the
    // subnormal range (a sum just below 2^-126 may round up to 2^-126, exponent 1) and of
    // infinities and NaNs (255); an exact zero sum is exact in binary32 too.
    let e = (r >> 23) & 0xFF;
    let range = e.wrapping_sub(2) < 253 || s == 0.0;
    let tie = (s.to_bits() as u32) & 0x1FFF_FFFF == 0x1000_0000;
    (r, range && (!tie || err == 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The branch-free host fma agrees with hsakit-softfp's fma wherever it claims exactness, on
    /// halfway-point and cancellation cases and on a pseudo-random sweep.
    #[test]
    fn host_fma32_matches_soft_fma() {
        let mut ctx = FpCtx::ieee();
        ctx.want_flags = false;
        let mut cases: Vec<(u32, u32, u32)> = vec![
            // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: the addend moves the sum onto a binary32 tie.
            (0x3F80_0001, 0x3F80_0001, 0xB300_0000),
            (0x3F80_0001, 0x3F80_0001, 0x3300_0000),
            (0x3F80_0001, 0xBF80_0001, 0x3F80_0000),
            (0x4B80_0001, 0x3F00_0000, 0x0000_0001),
            (0x3F80_0000, 0x3F80_0000, 0xBF80_0000),
            (0x0080_0000, 0x3F00_0000, 0x0000_0000),
            // Sums at and just below the smallest normal (2^-126), and overflow.
            (0x0080_0000, 0x3F80_0000, 0x0000_0000),
            (0x00FF_FFFF, 0x3F00_0000, 0x0000_0001),
            (0x0080_0001, 0x3F7F_FFFF, 0x8000_0001),
            (0x7F7F_FFFF, 0x4000_0000, 0x0000_0000),
            (0x3F80_0000, 0x0000_0000, 0x8000_0000),
            (0x3F80_0000, 0x3F80_0000, 0xBF80_0000),
        ];
        let mut x = 0x1234_5678_9ABC_DEF0u64;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Exponents near 127 so sums cancel and land on ties often.
            let e = |v: u64| ((v as u32) & 0x807F_FFFF) | ((120 + (v >> 40) as u32 % 14) << 23);
            cases.push((e(x), e(x >> 9), e(x >> 19)));
        }
        for (a, b, d) in cases {
            let (r, ok) = host_fma32(a, b, d);
            if ok {
                assert_eq!(r, ctx.fma::<F32>(a, b, d), "fma({a:#x}, {b:#x}, {d:#x})");
            }
        }
    }
}
