//! The public operation methods of [`FpCtx`].

use crate::arith;
#[allow(unused_imports)]
use crate::cmp::class_bits;
use crate::cmp::{self, CmpOp, MinMaxKind, Relation};
use crate::convert::{self, IntRounding, IntType};
use crate::ctx::{FpCtx, Round};
use crate::format::Format;

impl FpCtx {
    /// `a + b` (IEEE addition).
    #[inline]
    pub fn add<F: Format>(&mut self, a: F::Bits, b: F::Bits) -> F::Bits {
        F::from_u64(arith::add::<F>(self, F::to_u64(a), F::to_u64(b), false))
    }

    /// `a − b` (IEEE subtraction; a NaN `b` propagates with its own sign).
    #[inline]
    pub fn sub<F: Format>(&mut self, a: F::Bits, b: F::Bits) -> F::Bits {
        F::from_u64(arith::add::<F>(self, F::to_u64(a), F::to_u64(b), true))
    }

    /// `a × b`.
    #[inline]
    pub fn mul<F: Format>(&mut self, a: F::Bits, b: F::Bits) -> F::Bits {
        F::from_u64(arith::mul::<F>(self, F::to_u64(a), F::to_u64(b)))
    }

    /// `a ÷ b`, correctly rounded (the full-profile requirement, seed 000 L6422).
    #[inline]
    pub fn div<F: Format>(&mut self, a: F::Bits, b: F::Bits) -> F::Bits {
        F::from_u64(arith::div::<F>(self, F::to_u64(a), F::to_u64(b)))
    }

    /// `a × b + c` rounded once (seed 000 L6433–L6441). `0 × ∞ + qNaN` raises invalid.
    #[inline]
    pub fn fma<F: Format>(&mut self, a: F::Bits, b: F::Bits, c: F::Bits) -> F::Bits {
        F::from_u64(arith::fma::<F>(
            self,
            F::to_u64(a),
            F::to_u64(b),
            F::to_u64(c),
        ))
    }

    /// `√a`, correctly rounded; `√−0 = −0`; a negative operand is invalid (seed 000 L6500–L6506).
    #[inline]
    pub fn sqrt<F: Format>(&mut self, a: F::Bits) -> F::Bits {
        F::from_u64(arith::sqrt::<F>(self, F::to_u64(a)))
    }

    /// HSAIL `fract` (seed 000 L6443–L6463): the fraction `x − ⌊x⌋` rounded in the context's mode
    /// and clamped below 1.0.
    #[inline]
    pub fn fract<F: Format>(&mut self, a: F::Bits) -> F::Bits {
        F::from_u64(arith::fract::<F>(self, F::to_u64(a)))
    }

    /// Rounds to an integral value in `mode` without raising inexact (HSAIL `rint` = nearest
    /// even, `floor` = down, `ceil` = up, `trunc` = zero; seed 000 L6413–L6512).
    #[inline]
    pub fn round_to_integral<F: Format>(&mut self, a: F::Bits, mode: Round) -> F::Bits {
        F::from_u64(arith::round_to_integral::<F>(
            self,
            F::to_u64(a),
            mode,
            false,
        ))
    }

    /// Rounds to an integral value in `mode`, raising inexact when the value changes (IEEE
    /// `roundToIntegralExact`).
    #[inline]
    pub fn round_to_integral_exact<F: Format>(&mut self, a: F::Bits, mode: Round) -> F::Bits {
        F::from_u64(arith::round_to_integral::<F>(
            self,
            F::to_u64(a),
            mode,
            true,
        ))
    }
}

impl FpCtx {
    /// float → float conversion (`cvt_f*_f*`): exact when widening, rounded in the context's mode
    /// when narrowing (seed 000 §5.19.5, L7895–L7931).
    #[inline]
    pub fn convert<S: Format, D: Format>(&mut self, a: S::Bits) -> D::Bits {
        D::from_u64(convert::convert::<S, D>(self, S::to_u64(a)))
    }

    /// Signed 64-bit integer → float, rounded in the context's mode (`cvt_f*_s*`).
    #[inline]
    pub fn from_i64<D: Format>(&mut self, v: i64) -> D::Bits {
        D::from_u64(convert::from_int::<D>(
            self,
            v < 0,
            u128::from(v.unsigned_abs()),
        ))
    }

    /// Unsigned 64-bit integer → float, rounded in the context's mode (`cvt_f*_u*`).
    #[inline]
    pub fn from_u64<D: Format>(&mut self, v: u64) -> D::Bits {
        D::from_u64(convert::from_int::<D>(self, false, u128::from(v)))
    }

    /// Integer → float from a sign and a magnitude (up to 128 bits), rounded in the context's mode.
    #[inline]
    pub(crate) fn int_to_float<D: Format>(&mut self, neg: bool, mag: u128) -> D::Bits {
        D::from_u64(convert::from_int::<D>(self, neg, mag))
    }

    /// float → integer (`cvt_<rounding>_[s|u]N_f*`). The result is sign-extended (signed `ty`)
    /// or zero-extended (unsigned `ty`) to 64 bits; see [`IntRounding`] for the modes.
    #[inline]
    pub fn to_int<S: Format>(&mut self, a: S::Bits, ty: IntType, rounding: IntRounding) -> u64 {
        convert::to_int::<S>(self, S::to_u64(a), ty, rounding)
    }

    /// `ztest` (float → `b1`): true for anything but ±0 (seed 000 Table 5–29, L7582).
    #[inline]
    pub fn ztest<S: Format>(&mut self, a: S::Bits) -> bool {
        convert::ztest::<S>(self, S::to_u64(a))
    }

    /// The IEEE relation of `a` and `b`. Invalid is raised for a signalling NaN, and for any NaN
    /// when `signaling`.
    #[inline]
    pub fn compare<F: Format>(&mut self, a: F::Bits, b: F::Bits, signaling: bool) -> Relation {
        cmp::compare::<F>(self, F::to_u64(a), F::to_u64(b), signaling)
    }

    /// An HSAIL comparison (`cmp_<op>` or, with `signaling`, `cmp_s<op>`; seed 000 §5.18).
    #[inline]
    pub fn cmp<F: Format>(&mut self, op: CmpOp, a: F::Bits, b: F::Bits, signaling: bool) -> bool {
        op.holds(self.compare::<F>(a, b, signaling))
    }

    /// Minimum under the chosen semantics (HSAIL `min` is [`MinMaxKind::Num2008`]).
    #[inline]
    pub fn min<F: Format>(&mut self, a: F::Bits, b: F::Bits, kind: MinMaxKind) -> F::Bits {
        F::from_u64(cmp::min_max::<F>(
            self,
            F::to_u64(a),
            F::to_u64(b),
            false,
            kind,
        ))
    }

    /// Maximum under the chosen semantics (HSAIL `max` is [`MinMaxKind::Num2008`]).
    #[inline]
    pub fn max<F: Format>(&mut self, a: F::Bits, b: F::Bits, kind: MinMaxKind) -> F::Bits {
        F::from_u64(cmp::min_max::<F>(
            self,
            F::to_u64(a),
            F::to_u64(b),
            true,
            kind,
        ))
    }
}

/// The [`class_bits`] bit of an encoding (HSAIL `class` tests `class::<F>(x) & cond != 0`). A bit
/// operation: no context, no flushing, no flags (seed 000 L6606–L6621).
#[must_use]
pub fn class<F: Format>(a: F::Bits) -> u32 {
    cmp::class::<F>(F::to_u64(a))
}
