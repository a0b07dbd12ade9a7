//! Arithmetic: add, sub, mul, div, fma, sqrt, fract and round-to-integral.

use crate::core::{
    Val, exact_add, inf, invalid, is_nan, is_subnormal, nan_result, round_pack, round_shift,
    unpack, zero,
};
use crate::ctx::{Flags, FpCtx, Round};
use crate::format::Format;

/// Checks a host-computed round-to-nearest-even result: accepted unless it is a NaN (NaN policy is
/// applied by the soft path), an input is subnormal and inputs are flushed, or the result might be
/// tiny and outputs are flushed. Property tests (`tests/host_rne.rs`) prove the accepted results
/// bit-identical to the soft path.
#[inline]
fn host_accept<F: Format>(ctx: &FpCtx, ins: &[u64], r: u64) -> bool {
    if is_nan::<F>(r) {
        return false;
    }
    if ctx.flush_inputs && ins.iter().any(|&x| is_subnormal::<F>(x)) {
        return false;
    }
    if ctx.flush_outputs {
        let e = r & F::EXP_MASK;
        if e == 0 && r & F::FRAC_MASK != 0 {
            return false;
        }
        // A result in the lowest normal binade may still be tiny: before rounding, or after
        // rounding with an unbounded exponent (the host rounds on the subnormal grid, so it can
        // return ±2^emin where the unbounded rounding stays below it, e.g. f32 fma
        // 0x1a0cf8ea × 0x99742970 + 0x00800000).
        if e == 1 << F::FRAC_BITS {
            return false;
        }
    }
    true
}

/// Host binary32/binary64 arithmetic for the fast path; `None` for binary16 or unsupported ops.
#[inline]
fn host2<F: Format>(op: u8, a: u64, b: u64) -> Option<u64> {
    match F::BITS {
        32 => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match op {
                0 => x + y,
                1 => x - y,
                2 => x * y,
                _ => x / y,
            };
            Some(u64::from(r.to_bits()))
        }
        64 => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let r = match op {
                0 => x + y,
                1 => x - y,
                2 => x * y,
                _ => x / y,
            };
            Some(r.to_bits())
        }
        _ => None,
    }
}

pub(crate) fn add<F: Format>(ctx: &mut FpCtx, a: u64, b: u64, negate_b: bool) -> u64 {
    if ctx.host_ok()
        && let Some(r) = host2::<F>(u8::from(negate_b), a, b)
        && host_accept::<F>(ctx, &[a, b], r)
    {
        return r;
    }
    add_soft::<F>(ctx, a, b, negate_b)
}

fn add_soft<F: Format>(ctx: &mut FpCtx, a: u64, b: u64, negate_b: bool) -> u64 {
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    let nb = |s: bool| s != negate_b;
    match (va, vb) {
        (Val::Nan, _) | (_, Val::Nan) => nan_result::<F>(ctx, &[a, b]),
        (Val::Inf(sa), Val::Inf(sb)) => {
            if sa == nb(sb) {
                inf::<F>(sa)
            } else {
                invalid::<F>(ctx)
            }
        }
        (Val::Inf(s), _) => inf::<F>(s),
        (_, Val::Inf(s)) => inf::<F>(nb(s)),
        (Val::Zero(sa), Val::Zero(sb)) => zero::<F>(zero_sum_sign(sa, nb(sb), ctx.round)),
        (Val::Zero(_), Val::Fin(s, m, e)) => round_pack::<F>(ctx, nb(s), u128::from(m), e),
        (Val::Fin(s, m, e), Val::Zero(_)) => round_pack::<F>(ctx, s, u128::from(m), e),
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            match exact_add(sa, u128::from(ma), ea, nb(sb), u128::from(mb), eb) {
                Some((s, m, e)) => round_pack::<F>(ctx, s, m, e),
                None => zero::<F>(ctx.round == Round::Down),
            }
        }
    }
}

/// Sign of an exact zero sum `±0 + ±0`: negative only if both are, or if they differ and the mode
/// rounds down (IEEE-754 §6.3).
#[inline]
fn zero_sum_sign(sa: bool, sb: bool, mode: Round) -> bool {
    if sa == sb { sa } else { mode == Round::Down }
}

pub(crate) fn mul<F: Format>(ctx: &mut FpCtx, a: u64, b: u64) -> u64 {
    if ctx.host_ok()
        && let Some(r) = host2::<F>(2, a, b)
        && host_accept::<F>(ctx, &[a, b], r)
    {
        return r;
    }
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    match (va, vb) {
        (Val::Nan, _) | (_, Val::Nan) => nan_result::<F>(ctx, &[a, b]),
        (Val::Inf(_), Val::Zero(_)) | (Val::Zero(_), Val::Inf(_)) => invalid::<F>(ctx),
        (Val::Inf(sa), Val::Inf(sb) | Val::Fin(sb, ..)) | (Val::Fin(sa, ..), Val::Inf(sb)) => {
            inf::<F>(sa != sb)
        }
        (Val::Zero(sa), Val::Zero(sb) | Val::Fin(sb, ..)) | (Val::Fin(sa, ..), Val::Zero(sb)) => {
            zero::<F>(sa != sb)
        }
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            round_pack::<F>(ctx, sa != sb, u128::from(ma) * u128::from(mb), ea + eb)
        }
    }
}

pub(crate) fn div<F: Format>(ctx: &mut FpCtx, a: u64, b: u64) -> u64 {
    if ctx.host_ok()
        && let Some(r) = host2::<F>(3, a, b)
        && host_accept::<F>(ctx, &[a, b], r)
    {
        return r;
    }
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    match (va, vb) {
        (Val::Nan, _) | (_, Val::Nan) => nan_result::<F>(ctx, &[a, b]),
        (Val::Inf(_), Val::Inf(_)) | (Val::Zero(_), Val::Zero(_)) => invalid::<F>(ctx),
        (Val::Inf(sa), Val::Zero(sb) | Val::Fin(sb, ..)) => inf::<F>(sa != sb),
        (Val::Fin(sa, ..), Val::Zero(sb)) => {
            ctx.raise(Flags::DIV_BY_ZERO);
            inf::<F>(sa != sb)
        }
        (Val::Zero(sa) | Val::Fin(sa, ..), Val::Inf(sb)) | (Val::Zero(sa), Val::Fin(sb, ..)) => {
            zero::<F>(sa != sb)
        }
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            // Normalise both significands to exactly PREC bits; the quotient of
            // (ma << PREC+3) / mb then has PREC+3 or PREC+4 bits, so the remainder can be
            // jammed into bit 0.
            let (ma, ea) = normalise::<F>(ma, ea);
            let (mb, eb) = normalise::<F>(mb, eb);
            let k = F::PREC + 3;
            let n = u128::from(ma) << k;
            let d = u128::from(mb);
            let q = n / d;
            let r = n % d;
            round_pack::<F>(ctx, sa != sb, q | u128::from(r != 0), ea - eb - k as i32)
        }
    }
}

/// Shifts a non-zero significand so its msb is the hidden-bit position.
#[inline]
fn normalise<F: Format>(m: u64, e: i32) -> (u64, i32) {
    let s = m.leading_zeros() as i32 - (63 - F::FRAC_BITS as i32);
    if s > 0 { (m << s, e - s) } else { (m, e) }
}

pub(crate) fn sqrt<F: Format>(ctx: &mut FpCtx, a: u64) -> u64 {
    if ctx.host_ok() && F::BITS >= 32 {
        let r = if F::BITS == 32 {
            u64::from(f32::from_bits(a as u32).sqrt().to_bits())
        } else {
            f64::from_bits(a).sqrt().to_bits()
        };
        if host_accept::<F>(ctx, &[a], r) {
            return r;
        }
    }
    match unpack::<F>(ctx, a) {
        Val::Nan => nan_result::<F>(ctx, &[a]),
        Val::Zero(s) => zero::<F>(s),
        Val::Inf(false) => inf::<F>(false),
        Val::Inf(true) | Val::Fin(true, ..) => invalid::<F>(ctx),
        Val::Fin(false, m, e) => {
            let (m, e) = normalise::<F>(m, e);
            let (m, e) = if e & 1 != 0 {
                (u128::from(m) << 1, e - 1)
            } else {
                (u128::from(m), e)
            };
            // 2k ≥ PREC + 3 gives a root of ≥ PREC + 2 bits, so the remainder can be jammed.
            let k = (F::PREC + 4) / 2;
            let n = m << (2 * k);
            let r = n.isqrt();
            let sticky = r * r != n;
            round_pack::<F>(ctx, false, r | u128::from(sticky), (e - 2 * k as i32) / 2)
        }
    }
}

pub(crate) fn fma<F: Format>(ctx: &mut FpCtx, a: u64, b: u64, c: u64) -> u64 {
    if ctx.host_ok() && F::BITS >= 32 {
        let r = if F::BITS == 32 {
            let (x, y, z) = (
                f32::from_bits(a as u32),
                f32::from_bits(b as u32),
                f32::from_bits(c as u32),
            );
            u64::from(x.mul_add(y, z).to_bits())
        } else {
            f64::from_bits(a)
                .mul_add(f64::from_bits(b), f64::from_bits(c))
                .to_bits()
        };
        if host_accept::<F>(ctx, &[a, b, c], r) {
            return r;
        }
    }
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    let vc = unpack::<F>(ctx, c);
    let inf_times_zero = matches!(
        (va, vb),
        (Val::Inf(_), Val::Zero(_)) | (Val::Zero(_), Val::Inf(_))
    );
    if matches!(va, Val::Nan) || matches!(vb, Val::Nan) || matches!(vc, Val::Nan) {
        // 0 × ∞ + qNaN raises invalid as well (IEEE-754 §7.2 lets the implementation choose;
        // x86 and Berkeley SoftFloat raise it).
        if inf_times_zero {
            ctx.raise(Flags::INVALID);
        }
        return nan_result::<F>(ctx, &[a, b, c]);
    }
    if inf_times_zero {
        return invalid::<F>(ctx);
    }
    // The exact product.
    enum Prod {
        Inf(bool),
        Zero(bool),
        Fin(bool, u128, i32),
    }
    let prod = match (va, vb) {
        (Val::Fin(sa, ma, ea), Val::Fin(sb, mb, eb)) => {
            Prod::Fin(sa != sb, u128::from(ma) * u128::from(mb), ea + eb)
        }
        (Val::Inf(sa), Val::Inf(sb) | Val::Fin(sb, ..)) | (Val::Fin(sa, ..), Val::Inf(sb)) => {
            Prod::Inf(sa != sb)
        }
        (Val::Zero(sa), Val::Zero(sb) | Val::Fin(sb, ..)) | (Val::Fin(sa, ..), Val::Zero(sb)) => {
            Prod::Zero(sa != sb)
        }
        // NaN and ∞ × 0 were handled above.
        _ => return invalid::<F>(ctx),
    };
    match (prod, vc) {
        (Prod::Inf(sp), Val::Inf(sc)) if sp != sc => invalid::<F>(ctx),
        (Prod::Inf(s), _) | (_, Val::Inf(s)) => inf::<F>(s),
        (Prod::Zero(sp), Val::Zero(sc)) => zero::<F>(zero_sum_sign(sp, sc, ctx.round)),
        (Prod::Zero(_), Val::Fin(s, m, e)) => round_pack::<F>(ctx, s, u128::from(m), e),
        (Prod::Fin(s, m, e), Val::Zero(_)) => round_pack::<F>(ctx, s, m, e),
        (Prod::Fin(sp, mp, ep), Val::Fin(sc, mc, ec)) => {
            match exact_add(sp, mp, ep, sc, u128::from(mc), ec) {
                Some((s, m, e)) => round_pack::<F>(ctx, s, m, e),
                None => zero::<F>(ctx.round == Round::Down),
            }
        }
        (_, Val::Nan) => nan_result::<F>(ctx, &[a, b, c]),
    }
}

/// The PRM's `fract` (seed 000, L6443–L6463): `min(round(x − floor(x)), largest value below 1)`,
/// with ±0 → ±0, +∞ → +0, −∞ → −0. An integral finite input gives +0 in every rounding mode (the
/// PRM's formula read literally would give −0 in `down` mode; see docs/errata.md E-SOFTFP-1).
pub(crate) fn fract<F: Format>(ctx: &mut FpCtx, a: u64) -> u64 {
    match unpack::<F>(ctx, a) {
        Val::Nan => nan_result::<F>(ctx, &[a]),
        Val::Zero(s) | Val::Inf(s) => zero::<F>(s),
        Val::Fin(s, m, e) => {
            if e >= 0 {
                return 0;
            }
            let sh = (-e) as u32;
            let fpart = if sh >= 64 { m } else { m & ((1u64 << sh) - 1) };
            if fpart == 0 {
                return 0;
            }
            let r = if !s {
                round_pack::<F>(ctx, false, u128::from(fpart), e)
            } else {
                // x − floor(x) = 1 − fpart × 2^e for a negative non-integral x.
                match exact_add(false, 1, 0, true, u128::from(fpart), e) {
                    Some((sign, m, e)) => round_pack::<F>(ctx, sign, m, e),
                    None => 0,
                }
            };
            let one = (F::BIAS as u64) << F::FRAC_BITS;
            if r >= one { one - 1 } else { r }
        }
    }
}

/// Rounds to an integral value in `mode` (HSAIL `rint`/`floor`/`ceil`/`trunc`, seed 000 L6413–L6512,
/// which raise nothing but invalid for a signalling NaN; `exact` = true raises inexact like IEEE
/// `roundToIntegralExact`).
pub(crate) fn round_to_integral<F: Format>(
    ctx: &mut FpCtx,
    a: u64,
    mode: Round,
    exact: bool,
) -> u64 {
    match unpack::<F>(ctx, a) {
        Val::Nan => nan_result::<F>(ctx, &[a]),
        Val::Zero(s) => zero::<F>(s),
        Val::Inf(_) => a,
        Val::Fin(s, m, e) => {
            if e >= 0 {
                return a;
            }
            let (k, inexact) = round_shift(u128::from(m), (-e) as u32, s, mode);
            if inexact && exact {
                ctx.raise(Flags::INEXACT);
            }
            if k == 0 {
                zero::<F>(s)
            } else {
                // k ≤ 2^PREC: exact, never tiny.
                round_pack::<F>(ctx, s, k, 0)
            }
        }
    }
}
