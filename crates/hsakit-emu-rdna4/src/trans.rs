//! Exception flags of the host-computed transcendentals `V_EXP_*`, `V_LOG_*`, `V_RCP_*`,
//! `V_RSQ_*` (f32, f16, and RCP/RSQ f64) and `V_SIN_*`/`V_COS_*` (f32, f16), whose values come
//! from the host's math (the seed allows 1 ULP), so softfp does not see them. The flags follow
//! the TRAP_CTRL causes (seed L1276–1290) and IEEE 754's rules for the same operations:
//! - invalid: a signalling NaN input; LOG and RSQ of a number below zero (−∞ included); SIN and
//!   COS of ±∞ (the seed's NaN results, L13461–13466, L13483–13488);
//! - input denormal: a subnormal input (flushed or not);
//! - divide by zero: RCP, RSQ and LOG of ±0 (the "correct signed infinity" results);
//! - overflow: an infinite result from a finite input that is not a division by zero;
//! - underflow: a nonzero exact result smaller than the smallest normal ("exact or rounded
//!   result is less than the smallest normal"), whether delivered as a subnormal or flushed;
//! - inexact: the result differs from the exact value. Exact cases: EXP of an integer, LOG of a
//!   power of two, RCP of a power of two, RSQ of an even power of two, with a normal result;
//!   every infinite or zero input with a defined result; everything else is irrational or
//!   rounded, and so inexact.
//! - SIN and COS take revolutions (`sin(x · 2π)`, L13450): the result is exact exactly when 4x
//!   is an integer (0 or ±1: sin(π·r) is rational for rational r only at 0, ±1/2, ±1, and ±1/2
//!   needs r = ±1/6 + k, never a binary float); otherwise inexact, and underflow when the
//!   delivered result is below the smallest normal (tiny inputs, or near a zero of the wave).
//!   No overflow or divide by zero.

use hsakit_softfp::{Flags, FpCtx};

/// The transcendental.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum T {
    /// 2^x.
    Exp,
    /// log2(x).
    Log,
    /// 1/x.
    Rcp,
    /// 1/sqrt(x).
    Rsq,
    /// sin(2πx).
    Sin,
    /// cos(2πx).
    Cos,
}

/// The exponent of `x` when it is a power of two (normal or subnormal).
fn pow2(x: f64) -> Option<i32> {
    let b = x.abs().to_bits();
    let e = (b >> 52) as i32;
    let f = b & ((1 << 52) - 1);
    match e {
        0 if f != 0 && f.is_power_of_two() => Some(f.trailing_zeros() as i32 - 1074),
        0 | 0x7FF => None,
        _ if f == 0 => Some(e - 1023),
        _ => None,
    }
}

/// Raises on `c` the flags of `op` applied to input `x` (its value as consumed, after any
/// input flush) giving `result` (the delivered value); `snan`: the input was a signalling NaN;
/// `subnormal_in`: the input was subnormal before any flush; `min_normal`: the smallest normal
/// of the result format.
pub(crate) fn raise(
    c: &mut FpCtx,
    op: T,
    (x, snan, subnormal_in): (f64, bool, bool),
    result: f64,
    min_normal: f64,
) {
    let mut f = Flags::NONE;
    if subnormal_in {
        f |= Flags::DENORMAL;
    }
    if x.is_nan() {
        if snan {
            f |= Flags::INVALID;
        }
        c.raise(f);
        return;
    }
    let trig = matches!(op, T::Sin | T::Cos);
    let (special, exact) = match op {
        T::Sin | T::Cos if x.is_infinite() => (Some(Flags::INVALID), true),
        T::Sin | T::Cos => (None, (x * 4.0).fract() == 0.0),
        T::Log if x < 0.0 => (Some(Flags::INVALID), true),
        T::Rsq if x < 0.0 => (Some(Flags::INVALID), true),
        T::Log | T::Rsq | T::Rcp if x == 0.0 => (Some(Flags::DIV_BY_ZERO), true),
        _ if x.is_infinite() => (Some(Flags::NONE), true),
        T::Exp => (None, x.fract() == 0.0),
        T::Log => (None, pow2(x).is_some()),
        T::Rcp => (None, pow2(x).is_some()),
        T::Rsq => (None, pow2(x).is_some_and(|e| e % 2 == 0)),
    };
    if let Some(s) = special {
        c.raise(f | s);
        return;
    }
    let mut exact = exact;
    if result.is_infinite() {
        f |= Flags::OVERFLOW;
        exact = false;
    }
    // The exact result of EXP/RCP/RSQ of a finite nonzero input is nonzero; LOG's is tiny only
    // at x = 1 (exactly 0).
    if trig {
        if !exact && result.abs() < min_normal {
            f |= Flags::UNDERFLOW;
        }
    } else if op != T::Log && result.abs() < min_normal {
        f |= Flags::UNDERFLOW;
        if result == 0.0 {
            exact = false;
        }
    }
    if !exact {
        f |= Flags::INEXACT;
    }
    c.raise(f);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(op: T, x: f64, r: f64) -> Flags {
        let mut c = FpCtx::ieee();
        raise(&mut c, op, (x, false, false), r, 2f64.powi(-126));
        c.flags
    }

    #[test]
    fn exact_and_special_cases() {
        assert_eq!(flags(T::Exp, 3.0, 8.0), Flags::NONE);
        assert_eq!(flags(T::Exp, 0.5, 2f64.sqrt()), Flags::INEXACT);
        assert_eq!(
            flags(T::Exp, 200.0, f64::INFINITY),
            Flags::OVERFLOW | Flags::INEXACT
        );
        assert_eq!(
            flags(T::Exp, -140.0, 0.0),
            Flags::UNDERFLOW | Flags::INEXACT
        );
        assert_eq!(flags(T::Log, 0.25, -2.0), Flags::NONE);
        assert_eq!(flags(T::Log, -1.0, f64::NAN), Flags::INVALID);
        assert_eq!(flags(T::Log, 0.0, f64::NEG_INFINITY), Flags::DIV_BY_ZERO);
        assert_eq!(flags(T::Rcp, 3.0, 1.0 / 3.0), Flags::INEXACT);
        assert_eq!(flags(T::Rcp, -0.0, f64::NEG_INFINITY), Flags::DIV_BY_ZERO);
        assert_eq!(flags(T::Rsq, 16.0, 0.25), Flags::NONE);
        assert_eq!(flags(T::Rsq, 8.0, 0.125f64.sqrt()), Flags::INEXACT);
        assert_eq!(flags(T::Rsq, f64::INFINITY, 0.0), Flags::NONE);
        assert_eq!(flags(T::Sin, 0.25, 1.0), Flags::NONE);
        assert_eq!(flags(T::Cos, 0.25, 0.0), Flags::NONE);
        assert_eq!(flags(T::Sin, -3.5, 0.0), Flags::NONE);
        assert_eq!(flags(T::Sin, 0.1, 0.5878), Flags::INEXACT);
        assert_eq!(flags(T::Cos, f64::NEG_INFINITY, f64::NAN), Flags::INVALID);
        assert_eq!(
            flags(T::Sin, 2f64.powi(-130), 2f64.powi(-128)),
            Flags::UNDERFLOW | Flags::INEXACT
        );
        assert_eq!(pow2(2f64.powi(-1074)), Some(-1074));
        assert_eq!(pow2(3.0), None);
    }
}
