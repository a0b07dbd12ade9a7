//! Conversions: float↔float, float→int (every integer rounding mode, saturating or not, signalling
//! or not) and int→float (seed 000 §5.19, L7415–L7995).

use crate::core::{
    Val, default_nan, inf, is_nan, nan_result, round_pack, round_shift, unpack, zero,
};
use crate::ctx::{Flags, FpCtx, IntOverflow, NanPolicy, Round};
use crate::format::Format;

/// An integer conversion destination: signedness and width (8, 16, 32 or 64 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntType {
    /// True for `sN`, false for `uN`.
    pub signed: bool,
    /// Width in bits: 8, 16, 32 or 64 (other values are clamped to that set's nearest member).
    pub bits: u32,
}

impl IntType {
    /// `u8`.
    pub const U8: IntType = IntType {
        signed: false,
        bits: 8,
    };
    /// `s8`.
    pub const S8: IntType = IntType {
        signed: true,
        bits: 8,
    };
    /// `u16`.
    pub const U16: IntType = IntType {
        signed: false,
        bits: 16,
    };
    /// `s16`.
    pub const S16: IntType = IntType {
        signed: true,
        bits: 16,
    };
    /// `u32`.
    pub const U32: IntType = IntType {
        signed: false,
        bits: 32,
    };
    /// `s32`.
    pub const S32: IntType = IntType {
        signed: true,
        bits: 32,
    };
    /// `u64`.
    pub const U64: IntType = IntType {
        signed: false,
        bits: 64,
    };
    /// `s64`.
    pub const S64: IntType = IntType {
        signed: true,
        bits: 64,
    };

    fn width(self) -> u32 {
        self.bits.clamp(1, 64)
    }
    /// Largest value as an unsigned magnitude.
    fn max_mag(self) -> u128 {
        let w = self.width();
        if self.signed {
            (1u128 << (w - 1)) - 1
        } else {
            (1u128 << w) - 1
        }
    }
    /// Magnitude of the most negative value (0 for unsigned).
    fn min_mag(self) -> u128 {
        if self.signed {
            1u128 << (self.width() - 1)
        } else {
            0
        }
    }
    /// Encodes `(negative, magnitude)` (in range) as a 64-bit pattern, sign-extended for signed
    /// and zero-extended for unsigned types.
    fn encode(self, neg: bool, mag: u128) -> u64 {
        let v = mag as u64;
        if neg { v.wrapping_neg() } else { v }
    }
    fn max_bits(self) -> u64 {
        self.encode(false, self.max_mag())
    }
    fn min_bits(self) -> u64 {
        self.encode(true, self.min_mag())
    }
}

/// How a float→int conversion rounds and treats out-of-range values (seed 000 Table 5–33, L7846).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntRounding {
    /// The integer rounding: `neari`, `zeroi` (the default), `upi`, `downi`.
    pub mode: Round,
    /// The `_sat` forms: clamp out-of-range values and map NaN to 0 without raising invalid (except
    /// for a signalling NaN). Without it, out-of-range raises invalid and returns the value chosen by
    /// [`FpCtx::int_overflow`].
    pub saturate: bool,
    /// The signalling forms (`supi`, …): raise inexact for an in-range non-integral source.
    pub signal_inexact: bool,
}

impl IntRounding {
    /// `zeroi`, HSAIL's default integer rounding.
    pub const ZEROI: IntRounding = IntRounding {
        mode: Round::Zero,
        saturate: false,
        signal_inexact: false,
    };

    /// A non-saturating, non-signalling rounding in `mode`.
    #[must_use]
    pub const fn new(mode: Round) -> IntRounding {
        IntRounding {
            mode,
            saturate: false,
            signal_inexact: false,
        }
    }
    /// The same rounding, saturating.
    #[must_use]
    pub const fn sat(mut self) -> IntRounding {
        self.saturate = true;
        self
    }
    /// The same rounding, signalling inexact.
    #[must_use]
    pub const fn signaling(mut self) -> IntRounding {
        self.signal_inexact = true;
        self
    }
}

/// float → float. Widening is exact; narrowing rounds in the context's mode with overflow,
/// underflow and output flushing. A NaN keeps its sign and the most significant payload bits
/// (quieted) under [`NanPolicy::Propagate`], so a narrow→wide→narrow round trip returns the
/// original quieted NaN (seed 000 L4481–L4490).
pub(crate) fn convert<S: Format, D: Format>(ctx: &mut FpCtx, x: u64) -> u64 {
    match unpack::<S>(ctx, x) {
        Val::Nan => {
            if x & S::QUIET == 0 {
                ctx.raise(Flags::INVALID);
            }
            if ctx.nan == NanPolicy::Canonical {
                return default_nan::<D>(ctx);
            }
            let payload = x & S::FRAC_MASK;
            let p = if D::FRAC_BITS >= S::FRAC_BITS {
                payload << (D::FRAC_BITS - S::FRAC_BITS)
            } else {
                payload >> (S::FRAC_BITS - D::FRAC_BITS)
            };
            let s = if x & S::SIGN != 0 { D::SIGN } else { 0 };
            s | D::EXP_MASK | D::QUIET | p
        }
        Val::Inf(s) => inf::<D>(s),
        Val::Zero(s) => zero::<D>(s),
        Val::Fin(s, m, e) => round_pack::<D>(ctx, s, u128::from(m), e),
    }
}

/// Signed or unsigned integer → float, rounded in the context's mode. The input is
/// `(negative, magnitude)`.
pub(crate) fn from_int<D: Format>(ctx: &mut FpCtx, neg: bool, mag: u128) -> u64 {
    if mag == 0 {
        return 0;
    }
    round_pack::<D>(ctx, neg, mag, 0)
}

/// float → integer (seed 000 §5.19.4, L7763–L7870). Returns the result sign-extended (signed
/// types) or zero-extended (unsigned types) to 64 bits.
///
/// - The source (after input flushing) is rounded to an integer in `r.mode`.
/// - In range: that integer; inexact only for the signalling forms when the source was not integral.
/// - NaN: `_sat` → 0, invalid only for a signalling NaN; otherwise invalid and the
///   [`FpCtx::int_overflow`] value.
/// - ±∞ or beyond the range: `_sat` → clamped, no exception (the PRM leaves exceptions to the
///   implementation, L7812–L7838); otherwise invalid and the [`FpCtx::int_overflow`] value.
pub(crate) fn to_int<S: Format>(ctx: &mut FpCtx, x: u64, ty: IntType, r: IntRounding) -> u64 {
    let out_of_range = |ctx: &mut FpCtx, nan: bool, neg: bool| -> u64 {
        if r.saturate {
            if nan {
                0
            } else if neg {
                ty.min_bits()
            } else {
                ty.max_bits()
            }
        } else {
            ctx.raise(Flags::INVALID);
            match ctx.int_overflow {
                IntOverflow::Saturate => {
                    if nan {
                        0
                    } else if neg {
                        ty.min_bits()
                    } else {
                        ty.max_bits()
                    }
                }
                IntOverflow::Indefinite => {
                    if ty.signed {
                        ty.min_bits()
                    } else {
                        ty.max_bits()
                    }
                }
            }
        }
    };
    match unpack::<S>(ctx, x) {
        Val::Nan => {
            if is_nan::<S>(x) && x & S::QUIET == 0 {
                ctx.raise(Flags::INVALID);
            }
            out_of_range(ctx, true, false)
        }
        Val::Inf(s) => out_of_range(ctx, false, s),
        Val::Zero(_) => 0,
        Val::Fin(s, m, e) => {
            let (mag, inexact) = if e >= 0 {
                if e > 64 {
                    return out_of_range(ctx, false, s);
                }
                (u128::from(m) << e, false)
            } else {
                round_shift(u128::from(m), (-e) as u32, s, r.mode)
            };
            let limit = if s { ty.min_mag() } else { ty.max_mag() };
            if mag > limit {
                return out_of_range(ctx, false, s);
            }
            if inexact && r.signal_inexact {
                ctx.raise(Flags::INEXACT);
            }
            ty.encode(s, mag)
        }
    }
}

/// `ztest` of a float (seed 000 Table 5–29, L7582): true for non-zero numbers, NaNs and infinities.
/// Raises invalid for a signalling NaN; input flushing applies.
pub(crate) fn ztest<S: Format>(ctx: &mut FpCtx, x: u64) -> bool {
    match unpack::<S>(ctx, x) {
        Val::Zero(_) => false,
        Val::Nan => {
            let _ = nan_result::<S>(ctx, &[x]);
            true
        }
        _ => true,
    }
}
