//! Host fast paths for the hottest float operations. In round-to-nearest-even with denormals
//! kept (the gfx12 OpenCL default, rsrc1 FLOAT_DENORM_MODE = 3), IEEE host arithmetic gives the
//! RDNA4 result bit for bit except for NaN results (payload and sign rules, seed L6155–6168),
//! which fall back to `hsakit-softfp`, as do all other modes.

use hsakit_softfp::{F32, F64, FpCtx, Round};

#[inline(always)]
fn plain(c: &FpCtx) -> bool {
    c.round == Round::NearestEven && !c.flush_inputs && !c.flush_outputs
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
