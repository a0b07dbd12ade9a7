//! Constant encoding: literals to BRIG bytes (seed 4.8, L2983–L3538; Table 4–1 L3311–L3420;
//! 18.6.1 L19772–L19854).

use super::lexer::FloatLit;
use crate::brig::consts::ty;

/// Rounds an f64 to the nearest f16 (ties to even) and returns its bits.
pub fn f64_to_f16_bits(v: f64) -> u16 {
    let b = v.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    if v.is_nan() {
        return sign | 0x7e00 | ((b >> 42) & 0x1ff) as u16;
    }
    let a = v.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-25) {
        // Rounds to zero unless exactly above half the smallest subnormal.
        return sign;
    }
    let exp = ((b >> 52) & 0x7ff) as i32 - 1023;
    let mant = (b & ((1u64 << 52) - 1)) | (1u64 << 52);
    let (e16, shift) = if exp < -14 {
        (0, 52 - 10 + (-14 - exp))
    } else {
        (exp + 15, 52 - 10)
    };
    let shift = shift as u32;
    let mut m = mant >> shift;
    let rem = mant & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && m & 1 == 1) {
        m += 1;
    }
    let bits = if e16 == 0 {
        m as u32
    } else {
        ((e16 as u32) << 10) + (m as u32 - 0x400)
    };
    sign | bits as u16
}

/// The bits of a float literal converted to a float of `bits` width.
pub fn float_bits(f: FloatLit, bits: u32) -> Option<u64> {
    Some(match (f, bits) {
        (FloatLit::RawH(h), 16) => u64::from(h),
        (FloatLit::RawF(x), 32) => u64::from(x),
        (FloatLit::RawD(x), 64) => x,
        (FloatLit::Value(v, _), 16) => u64::from(f64_to_f16_bits(v)),
        (FloatLit::Value(v, _), 32) => u64::from((v as f32).to_bits()),
        (FloatLit::Value(v, _), 64) => v.to_bits(),
        _ => return None,
    })
}

/// The constant type `HSAILasm` gives an immediate of the expected operand type: bit types
/// become the unsigned type of the same size (b1 as u8, b128 as u8x16).
pub fn imm_type(t: u16) -> u16 {
    match t {
        ty::B1 | ty::B8 => ty::U8,
        ty::B16 => ty::U16,
        ty::B32 => ty::U32,
        ty::B64 => ty::U64,
        ty::B128 => ty::U8 | (3 << 5),
        _ => t,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_rounding_matches_hand_computed_bits() {
        // IEEE binary16: 1.0 = 0x3c00, -2.0 = 0xc000, max finite 65504 = 0x7bff,
        // 0.1 rounds to 0x2e66, 65520 overflows to +inf, 2^-24 is the smallest subnormal.
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(0.1), 0x2e66);
        assert_eq!(f64_to_f16_bits(65520.0), 0x7c00);
        assert_eq!(f64_to_f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16_bits(1e-9), 0);
    }

    #[test]
    fn bit_types_take_unsigned_immediates() {
        assert_eq!(imm_type(ty::B1), ty::U8);
        assert_eq!(imm_type(ty::B32), ty::U32);
        assert_eq!(imm_type(ty::B128), ty::parse("u8x16").unwrap());
        assert_eq!(imm_type(ty::F32), ty::F32);
    }
}
