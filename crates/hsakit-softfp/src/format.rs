//! Format descriptors: one generic implementation serves binary16, binary32 and binary64.

use std::fmt::Debug;

/// An IEEE-754 binary interchange format. Operations take and return [`Format::Bits`], the raw
/// encoding an engine keeps in its registers.
pub trait Format: Copy + Debug + 'static {
    /// The raw encoding (`u16`, `u32` or `u64`).
    type Bits: Copy + Eq + Debug;
    /// Total width in bits.
    const BITS: u32;
    /// Exponent field width.
    const EXP_BITS: u32;
    /// Stored significand (trailing) field width.
    const FRAC_BITS: u32;
    /// Human-readable name ("f16", "f32", "f64").
    const NAME: &'static str;
    /// Widens an encoding to `u64`.
    fn to_u64(b: Self::Bits) -> u64;
    /// Narrows a `u64` to an encoding (upper bits are dropped).
    fn from_u64(v: u64) -> Self::Bits;

    /// Exponent bias.
    const BIAS: i32 = (1 << (Self::EXP_BITS - 1)) - 1;
    /// Smallest normal exponent (1 − bias).
    const EMIN: i32 = 1 - Self::BIAS;
    /// Precision in bits, hidden bit included.
    const PREC: u32 = Self::FRAC_BITS + 1;
    /// Sign bit mask.
    const SIGN: u64 = 1 << (Self::BITS - 1);
    /// Exponent field mask (in place).
    const EXP_MASK: u64 = ((1 << Self::EXP_BITS) - 1) << Self::FRAC_BITS;
    /// Trailing significand mask.
    const FRAC_MASK: u64 = (1 << Self::FRAC_BITS) - 1;
    /// Quiet bit of a NaN (the most significant trailing-significand bit, seed 000 L4357).
    const QUIET: u64 = 1 << (Self::FRAC_BITS - 1);
    /// Largest finite magnitude.
    const MAX_FINITE: u64 = Self::EXP_MASK - 1;
    /// Maximum biased exponent field value of a finite number.
    const MAX_BIASED: i32 = (1 << Self::EXP_BITS) - 2;
}

/// IEEE-754 binary16 (`f16`, `half`).
#[derive(Clone, Copy, Debug)]
pub struct F16;
/// IEEE-754 binary32 (`f32`).
#[derive(Clone, Copy, Debug)]
pub struct F32;
/// IEEE-754 binary64 (`f64`).
#[derive(Clone, Copy, Debug)]
pub struct F64;

impl Format for F16 {
    type Bits = u16;
    const BITS: u32 = 16;
    const EXP_BITS: u32 = 5;
    const FRAC_BITS: u32 = 10;
    const NAME: &'static str = "f16";
    #[inline]
    fn to_u64(b: u16) -> u64 {
        u64::from(b)
    }
    #[inline]
    fn from_u64(v: u64) -> u16 {
        v as u16
    }
}

impl Format for F32 {
    type Bits = u32;
    const BITS: u32 = 32;
    const EXP_BITS: u32 = 8;
    const FRAC_BITS: u32 = 23;
    const NAME: &'static str = "f32";
    #[inline]
    fn to_u64(b: u32) -> u64 {
        u64::from(b)
    }
    #[inline]
    fn from_u64(v: u64) -> u32 {
        v as u32
    }
}

impl Format for F64 {
    type Bits = u64;
    const BITS: u32 = 64;
    const EXP_BITS: u32 = 11;
    const FRAC_BITS: u32 = 52;
    const NAME: &'static str = "f64";
    #[inline]
    fn to_u64(b: u64) -> u64 {
        b
    }
    #[inline]
    fn from_u64(v: u64) -> u64 {
        v
    }
}
