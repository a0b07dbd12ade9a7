//! The shared core: operand classification with input flushing, NaN results, and the single
//! rounding routine every operation ends in.

use crate::ctx::{Flags, FpCtx, NanPolicy, Round, Tininess};
use crate::format::Format;

/// A classified operand. Finite non-zero values are `sig × 2^exp` with `sig` holding the hidden
/// bit for normals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Val {
    /// ±0 (after any input flush).
    Zero(bool),
    /// A finite non-zero value: sign, significand (non-zero), exponent of its lsb.
    Fin(bool, u64, i32),
    /// ±∞.
    Inf(bool),
    /// A NaN (the raw encoding is kept by the caller).
    Nan,
}

/// True when `x` is a NaN encoding of `F`.
#[inline]
pub(crate) fn is_nan<F: Format>(x: u64) -> bool {
    x & !F::SIGN > F::EXP_MASK
}

/// True when `x` is a subnormal encoding of `F`.
#[inline]
pub(crate) fn is_subnormal<F: Format>(x: u64) -> bool {
    x & F::EXP_MASK == 0 && x & F::FRAC_MASK != 0
}

/// Classifies an operand, flushing subnormals when the context asks for it and raising
/// `DENORMAL` for every subnormal operand.
#[inline]
pub(crate) fn unpack<F: Format>(ctx: &mut FpCtx, x: u64) -> Val {
    let sign = x & F::SIGN != 0;
    let e = ((x & F::EXP_MASK) >> F::FRAC_BITS) as i32;
    let frac = x & F::FRAC_MASK;
    if e == 0 {
        if frac == 0 {
            return Val::Zero(sign);
        }
        ctx.raise(Flags::DENORMAL);
        if ctx.flush_inputs {
            return Val::Zero(sign);
        }
        return Val::Fin(sign, frac, F::EMIN - F::FRAC_BITS as i32);
    }
    if e == (1 << F::EXP_BITS) - 1 {
        return if frac == 0 { Val::Inf(sign) } else { Val::Nan };
    }
    Val::Fin(
        sign,
        frac | (1 << F::FRAC_BITS),
        e - F::BIAS - F::FRAC_BITS as i32,
    )
}

/// The default NaN of `F` under `ctx`.
#[inline]
pub(crate) fn default_nan<F: Format>(ctx: &FpCtx) -> u64 {
    let s = if ctx.default_nan_negative { F::SIGN } else { 0 };
    s | F::EXP_MASK | F::QUIET
}

/// The NaN result of an operation whose operands include at least one NaN: raises `INVALID` for
/// a signalling NaN and returns the propagated or canonical NaN (seed 000, L4452–L4490).
pub(crate) fn nan_result<F: Format>(ctx: &mut FpCtx, ops: &[u64]) -> u64 {
    let mut first = None;
    for &x in ops {
        if is_nan::<F>(x) {
            if x & F::QUIET == 0 {
                ctx.raise(Flags::INVALID);
            }
            if first.is_none() {
                first = Some(x);
            }
        }
    }
    match (ctx.nan, first) {
        (NanPolicy::Propagate, Some(x)) => (x | F::QUIET) & (F::SIGN | F::EXP_MASK | F::FRAC_MASK),
        _ => default_nan::<F>(ctx),
    }
}

/// An invalid operation without NaN operands: raises `INVALID`, returns the default NaN.
#[inline]
pub(crate) fn invalid<F: Format>(ctx: &mut FpCtx) -> u64 {
    ctx.raise(Flags::INVALID);
    default_nan::<F>(ctx)
}

/// Signed zero encoding.
#[inline]
pub(crate) fn zero<F: Format>(sign: bool) -> u64 {
    if sign { F::SIGN } else { 0 }
}

/// Signed infinity encoding.
#[inline]
pub(crate) fn inf<F: Format>(sign: bool) -> u64 {
    zero::<F>(sign) | F::EXP_MASK
}

/// Drops the low `shift` bits of `sig` (shift ≥ 1) and rounds the rest in `mode`.
/// Returns the rounded kept part and whether anything non-zero was dropped.
#[inline]
pub(crate) fn round_shift(sig: u128, shift: u32, sign: bool, mode: Round) -> (u128, bool) {
    let (kept, half_bit, sticky) = if shift == 0 {
        (sig, false, false)
    } else if shift > 128 {
        (0, false, sig != 0)
    } else if shift == 128 {
        (0, sig >> 127 != 0, sig & (u128::MAX >> 1) != 0)
    } else {
        let kept = sig >> shift;
        let rem = sig & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        (kept, rem & half != 0, rem & (half - 1) != 0)
    };
    let inexact = half_bit || sticky;
    let up = match mode {
        Round::NearestEven => half_bit && (sticky || kept & 1 != 0),
        Round::Zero => false,
        Round::Up => inexact && !sign,
        Round::Down => inexact && sign,
    };
    (kept + u128::from(up), inexact)
}

/// Rounds the exact value `(−1)^sign × sig × 2^exp` (sig ≠ 0) to `F` under `ctx`: overflow,
/// tininess, underflow, flush-to-zero of tiny results and inexact per seed 000 §4.19.2–4.19.3
/// (L4386–L4451).
///
/// Callers may "jam" a sticky bit into bit 0 of `sig` only when at least two bits below the
/// rounding position are guaranteed, so the jam never changes a rounding decision.
pub(crate) fn round_pack<F: Format>(ctx: &mut FpCtx, sign: bool, sig: u128, exp: i32) -> u64 {
    debug_assert!(sig != 0);
    let prec = F::PREC as i32;
    let frac = F::FRAC_BITS as i32;
    let msb = 127 - sig.leading_zeros() as i32;
    let top = exp + msb; // the value lies in [2^top, 2^(top+1))
    let lsb_exp = (top - (prec - 1)).max(F::EMIN - frac);
    let shift = lsb_exp - exp;
    let mode = ctx.round;
    let (mut kept, inexact) = if shift <= 0 {
        (sig << (-shift) as u32, false)
    } else {
        round_shift(sig, shift as u32, sign, mode)
    };
    let mut lsb_exp = lsb_exp;
    if kept >> F::PREC != 0 {
        // Rounding carried out of the precision: renormalise (the dropped bit is zero).
        kept >>= 1;
        lsb_exp += 1;
    }
    // Tininess.
    if top < F::EMIN {
        let tiny = match ctx.tininess {
            Tininess::BeforeRounding => true,
            Tininess::AfterRounding => {
                if top < F::EMIN - 1 {
                    true
                } else {
                    // top == EMIN − 1: tiny unless rounding at full precision reaches 2^EMIN.
                    let s = msb - (prec - 1);
                    let r = if s <= 0 {
                        sig << (-s) as u32
                    } else {
                        round_shift(sig, s as u32, sign, mode).0
                    };
                    r >> F::PREC == 0
                }
            }
        };
        if tiny {
            if ctx.flush_outputs {
                ctx.raise(Flags::UNDERFLOW | Flags::INEXACT);
                return zero::<F>(sign);
            }
            if inexact {
                ctx.raise(Flags::UNDERFLOW);
            }
        }
    }
    if inexact {
        ctx.raise(Flags::INEXACT);
    }
    let s = zero::<F>(sign);
    if kept >> F::FRAC_BITS == 0 {
        // Subnormal or zero (lsb_exp is the subnormal lsb exponent here).
        return s | kept as u64;
    }
    let biased = lsb_exp + frac + F::BIAS;
    if biased > F::MAX_BIASED {
        ctx.raise(Flags::OVERFLOW | Flags::INEXACT);
        let to_inf = match mode {
            Round::NearestEven => true,
            Round::Zero => false,
            Round::Up => !sign,
            Round::Down => sign,
        };
        return if to_inf {
            inf::<F>(sign)
        } else {
            s | F::MAX_FINITE
        };
    }
    s | ((biased as u64) << F::FRAC_BITS) | (kept as u64 & F::FRAC_MASK)
}

/// The exact sum of two finite non-zero values `±ma×2^ea + ±mb×2^eb` (ma, mb < 2^120), as
/// `(sign, sig, exp)`, or `None` when it is exactly zero. Both operands are normalised to bit 125
/// and the smaller is shifted right with its lost bits jammed into bit 0: when the shift is ≥ 2 the
/// sum keeps its msb at bit ≥ 124, so any rounding position (≤ 53 bits below) is far above the
/// jam; when the shift is ≤ 1 no bit is lost because a normalised operand of ≤ 120 significant bits
/// has ≥ 5 trailing zeros.
#[inline]
pub(crate) fn exact_add(
    sa: bool,
    ma: u128,
    ea: i32,
    sb: bool,
    mb: u128,
    eb: i32,
) -> Option<(bool, u128, i32)> {
    let la = ma.leading_zeros() as i32 - 2;
    let lb = mb.leading_zeros() as i32 - 2;
    let (ma, ea) = (ma << la as u32, ea - la);
    let (mb, eb) = (mb << lb as u32, eb - lb);
    // Order by magnitude.
    let ((sx, mx, ex), (sy, my, ey)) = if ea > eb || (ea == eb && ma >= mb) {
        ((sa, ma, ea), (sb, mb, eb))
    } else {
        ((sb, mb, eb), (sa, ma, ea))
    };
    let d = (ex - ey) as u32;
    let my = if d == 0 {
        my
    } else if d >= 126 {
        1
    } else {
        (my >> d) | u128::from(my & ((1u128 << d) - 1) != 0)
    };
    if sx == sy {
        Some((sx, mx + my, ex))
    } else {
        let m = mx - my;
        if m == 0 { None } else { Some((sx, m, ex)) }
    }
}
