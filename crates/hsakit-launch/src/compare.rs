//! The comparison rules of the pack README ("Comparison rules (`compare`)"): each element is
//! checked on its own, integers bit-exactly, floating-point values by NaN rule, infinity rule and
//! then the method (`ulps`, `abs`, `rel`).

use serde::Deserialize;

/// The element type of a checked buffer range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
#[allow(missing_docs)]
pub enum ElemType {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    U128,
    F16,
    F32,
    F64,
}

impl ElemType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            ElemType::U8 | ElemType::S8 => 1,
            ElemType::U16 | ElemType::S16 | ElemType::F16 => 2,
            ElemType::U32 | ElemType::S32 | ElemType::F32 => 4,
            ElemType::U64 | ElemType::S64 | ElemType::F64 => 8,
            ElemType::U128 => 16,
        }
    }

    /// True for `f16`, `f32`, `f64`.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F16 | ElemType::F32 | ElemType::F64)
    }

    /// Renders one little-endian element for a mismatch report: the value, and the bits in hex
    /// for floating-point types.
    pub fn render(self, bytes: &[u8]) -> String {
        let raw = le(bytes);
        match self {
            ElemType::U8 | ElemType::U16 | ElemType::U32 | ElemType::U64 | ElemType::U128 => {
                format!("{raw} ({raw:#x})")
            }
            ElemType::S8 | ElemType::S16 | ElemType::S32 | ElemType::S64 => {
                let bits = 8 * self.size() as u32;
                let v = ((raw << (128 - bits)) as i128) >> (128 - bits);
                format!("{v} ({raw:#x})")
            }
            _ => format!(
                "{} ({raw:#0w$x})",
                to_f64(self, raw as u64),
                w = 2 + 2 * self.size()
            ),
        }
    }
}

/// A little-endian integer from up to 16 bytes.
fn le(bytes: &[u8]) -> u128 {
    bytes
        .iter()
        .rev()
        .fold(0u128, |acc, &b| acc << 8 | u128::from(b))
}

/// The comparison method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Bits equal (integers; also accepted for floats).
    Exact,
    /// Distance between raw encodings, ±0 at distance 1.
    Ulps,
    /// Absolute difference in binary64.
    Abs,
    /// Relative difference in binary64.
    Rel,
}

/// A `compare` object.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Compare {
    /// The rule.
    pub method: Method,
    /// `T` (required for `ulps`, `abs` and `rel`).
    #[serde(default)]
    pub tolerance: Option<f64>,
    /// Fail when the actual value is below this (NaN exempt).
    #[serde(default)]
    pub min: Option<f64>,
    /// Fail when the actual value is above this (NaN exempt).
    #[serde(default)]
    pub max: Option<f64>,
    /// Also compare with subnormals flushed to zero and keep the smaller error.
    #[serde(default)]
    pub flush_denorms: bool,
}

impl Compare {
    /// `{"method":"exact"}`.
    pub fn exact() -> Self {
        Compare {
            method: Method::Exact,
            tolerance: None,
            min: None,
            max: None,
            flush_denorms: false,
        }
    }

    /// Compares one element: `expected` and `actual` are `ty.size()` little-endian bytes each.
    pub fn element(&self, ty: ElemType, expected: &[u8], actual: &[u8]) -> bool {
        let (e, a) = (le(expected), le(actual));
        if !ty.is_float() || self.method == Method::Exact {
            return e == a;
        }
        let (e, a) = (e as u64, a as u64);
        let (ef, af) = (to_f64(ty, e), to_f64(ty, a));
        if ef.is_nan() || af.is_nan() {
            let both = ef.is_nan() && af.is_nan();
            return if self.method == Method::Abs {
                both && sign(ty, e) == sign(ty, a)
            } else {
                both
            };
        }
        if let Some(min) = self.min
            && af < min
        {
            return false;
        }
        if let Some(max) = self.max
            && af > max
        {
            return false;
        }
        if ef.is_infinite() || af.is_infinite() {
            return e == a;
        }
        let t = self.tolerance.unwrap_or(0.0);
        let pass = |e: u64, a: u64| -> bool {
            let (ef, af) = (to_f64(ty, e), to_f64(ty, a));
            match self.method {
                Method::Exact => e == a,
                Method::Ulps => {
                    let zero = |x: u64| x & !sign_bit(ty) == 0;
                    let d = if zero(e) && zero(a) {
                        u64::from(e != a)
                    } else if sign(ty, e) != sign(ty, a) {
                        return false;
                    } else {
                        e.abs_diff(a)
                    };
                    d as f64 <= t
                }
                Method::Abs => (ef - af).abs() <= t,
                Method::Rel => {
                    if ef == 0.0 {
                        (2.0 * af).abs() <= t
                    } else {
                        ((ef - af) / ef).abs() <= t
                    }
                }
            }
        };
        pass(e, a) || (self.flush_denorms && pass(flush(ty, e), flush(ty, a)))
    }
}

fn sign_bit(ty: ElemType) -> u64 {
    1u64 << (8 * ty.size() - 1)
}

fn sign(ty: ElemType, bits: u64) -> bool {
    bits & sign_bit(ty) != 0
}

/// Replaces a subnormal encoding by the zero of the same sign.
fn flush(ty: ElemType, bits: u64) -> u64 {
    let exp_mask = match ty {
        ElemType::F16 => 0x7c00,
        ElemType::F32 => 0x7f80_0000,
        _ => 0x7ff0_0000_0000_0000,
    };
    if bits & exp_mask == 0 {
        bits & sign_bit(ty)
    } else {
        bits
    }
}

/// The value of a float encoding of type `ty` as binary64 (exact: every f16 and f32 value is
/// representable in binary64).
pub fn to_f64(ty: ElemType, bits: u64) -> f64 {
    match ty {
        ElemType::F16 => f16_to_f64(bits as u16),
        ElemType::F32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// Converts a binary16 encoding to binary64 exactly.
pub fn f16_to_f64(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f64::from(h & 0x3ff);
    match e {
        0 => s * m * 2f64.powi(-24),
        31 if m == 0.0 => s * f64::INFINITY,
        31 => f64::NAN,
        _ => s * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(method: Method, t: f64) -> Compare {
        Compare {
            method,
            tolerance: Some(t),
            ..Compare::exact()
        }
    }
    fn f32b(x: u32) -> [u8; 4] {
        x.to_le_bytes()
    }

    #[test]
    fn f16_values() {
        assert_eq!(f16_to_f64(0x3c00), 1.0);
        assert_eq!(f16_to_f64(0xc000), -2.0);
        assert_eq!(f16_to_f64(0x0001), 5.960464477539063e-8);
        assert_eq!(f16_to_f64(0x7bff), 65504.0);
        assert_eq!(f16_to_f64(0xfc00), f64::NEG_INFINITY);
        assert!(f16_to_f64(0x7e01).is_nan());
    }

    #[test]
    fn ulps_half_is_bit_exact_and_zero_signs_differ() {
        let u = c(Method::Ulps, 0.5);
        assert!(u.element(ElemType::F32, &f32b(0x3f80_0000), &f32b(0x3f80_0000)));
        assert!(!u.element(ElemType::F32, &f32b(0x3f80_0000), &f32b(0x3f80_0001)));
        // +0 against -0 is distance 1: fails at 0.5, passes at 1.
        assert!(!u.element(ElemType::F32, &f32b(0), &f32b(0x8000_0000)));
        assert!(c(Method::Ulps, 1.0).element(ElemType::F32, &f32b(0), &f32b(0x8000_0000)));
        // 8192.5: 8192 encodings apart passes, 8193 fails.
        let n = c(Method::Ulps, 8192.5);
        assert!(n.element(ElemType::F32, &f32b(0x3f80_0000), &f32b(0x3f80_2000)));
        assert!(!n.element(ElemType::F32, &f32b(0x3f80_0000), &f32b(0x3f80_2001)));
        // Opposite signs never pass: smallest subnormals of each sign.
        assert!(!n.element(ElemType::F32, &f32b(1), &f32b(0x8000_0001)));
    }

    #[test]
    fn nan_and_infinity_rules() {
        let u = c(Method::Ulps, 0.5);
        // Any NaN matches any NaN (payload, quiet bit and sign ignored).
        assert!(u.element(ElemType::F32, &f32b(0x7fc0_0000), &f32b(0xff80_0001)));
        assert!(!u.element(ElemType::F32, &f32b(0x7fc0_0000), &f32b(0x7f80_0000)));
        // Under abs the NaN signs must agree.
        let a = c(Method::Abs, 0.0);
        assert!(a.element(ElemType::F32, &f32b(0x7fc0_0000), &f32b(0x7fc0_0001)));
        assert!(!a.element(ElemType::F32, &f32b(0x7fc0_0000), &f32b(0xffc0_0000)));
        // Infinities compare by bits even under a huge tolerance.
        let r = c(Method::Rel, 1e300);
        assert!(!r.element(ElemType::F32, &f32b(0x7f80_0000), &f32b(0x7f7f_ffff)));
        assert!(r.element(ElemType::F32, &f32b(0xff80_0000), &f32b(0xff80_0000)));
    }

    #[test]
    fn abs_and_rel() {
        let a = c(Method::Abs, 0.0);
        assert!(a.element(
            ElemType::F64,
            &0f64.to_bits().to_le_bytes(),
            &(-0f64).to_bits().to_le_bytes()
        ));
        assert!(!a.element(
            ElemType::F64,
            &1f64.to_bits().to_le_bytes(),
            &1.5f64.to_bits().to_le_bytes()
        ));
        let r = c(Method::Rel, 5e-6);
        // 1.0 vs 1.000004: 4e-6 relative passes; 1.00001 fails.
        assert!(r.element(
            ElemType::F32,
            &f32b(1f32.to_bits()),
            &f32b(1.000004f32.to_bits())
        ));
        assert!(!r.element(
            ElemType::F32,
            &f32b(1f32.to_bits()),
            &f32b(1.00001f32.to_bits())
        ));
        // e == 0: |2a| <= T.
        assert!(r.element(ElemType::F32, &f32b(0), &f32b(2e-6f32.to_bits())));
        assert!(!r.element(ElemType::F32, &f32b(0), &f32b(3e-6f32.to_bits())));
        // f16 rel 0.04: 1.0 vs 1.0390625 (0x3c28) passes, 1.0419921875 (0x3c2b) fails.
        let h = c(Method::Rel, 0.04);
        assert!(h.element(
            ElemType::F16,
            &0x3c00u16.to_le_bytes(),
            &0x3c28u16.to_le_bytes()
        ));
        assert!(!h.element(
            ElemType::F16,
            &0x3c00u16.to_le_bytes(),
            &0x3c2bu16.to_le_bytes()
        ));
    }

    #[test]
    fn exact_integers_and_flush() {
        let e = Compare::exact();
        assert!(e.element(ElemType::U8, &[7], &[7]));
        assert!(!e.element(ElemType::U128, &[0; 16], &[1; 16]));
        let mut f = c(Method::Ulps, 0.5);
        assert!(!f.element(ElemType::F32, &f32b(1), &f32b(0)));
        f.flush_denorms = true;
        assert!(f.element(ElemType::F32, &f32b(1), &f32b(0)));
        let m = Compare {
            max: Some(1.0),
            ..c(Method::Abs, 10.0)
        };
        assert!(!m.element(
            ElemType::F64,
            &1f64.to_bits().to_le_bytes(),
            &2f64.to_bits().to_le_bytes()
        ));
    }

    #[test]
    fn render() {
        assert_eq!(ElemType::S8.render(&[0xff]), "-1 (0xff)");
        assert_eq!(ElemType::F32.render(&f32b(0x3f80_0000)), "1 (0x3f800000)");
    }
}
