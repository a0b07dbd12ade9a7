//! Tininess (both rules), overflow, underflow and output flushing in every rounding mode, against
//! a reference built on binary128 round-to-odd: the operation is done in rustc_apfloat's `Quad`
//! toward zero and the lsb is set when inexact. Since 113 ≥ p + 2 for every format here, rounding
//! that value to p bits in any mode equals rounding the exact result (Boldo–Melquiond), and scaling
//! it by a power of two first yields the exponent-unbounded rounding that IEEE-754 §7.4/§7.5 use
//! for overflow and for tininess after rounding.

mod common;

use common::{Ap, ap_round, near_tiny, pair};
use hsakit_softfp::{F16, F32, F64, Flags, Format, FpCtx, Round, Tininess};
use proptest::prelude::*;
use rustc_apfloat::ieee::Quad;
use rustc_apfloat::{Float, FloatConvert, Status, StatusAnd};

fn mode() -> impl Strategy<Value = Round> {
    prop_oneof![
        Just(Round::NearestEven),
        Just(Round::Zero),
        Just(Round::Up),
        Just(Round::Down)
    ]
}

fn finite_nonzero<F: Format>(x: u64) -> bool {
    x & !F::SIGN != 0 && x & F::EXP_MASK != F::EXP_MASK
}

fn quad<F: Ap>(x: u64) -> Quad
where
    F::A: FloatConvert<Quad>,
{
    let mut loses = false;
    F::ap(x).convert(&mut loses).value
}

/// Round-to-odd: the quad RTZ result with its lsb set when the operation was inexact.
fn odd(r: StatusAnd<Quad>) -> Quad {
    if r.status.intersects(Status::INEXACT) {
        Quad::from_bits(r.value.to_bits() | 1)
    } else {
        r.value
    }
}

fn pow2(e: i32) -> Quad {
    Quad::from_u128(1).value.scalbn(e as _)
}

/// Rounds a quad value to `F` in `r` (apfloat's conversion; `q` must be in `F`'s normal range or
/// beyond it for the result to be the unbounded rounding).
fn to_f<F: Ap>(q: Quad, r: Round) -> StatusAnd<u64>
where
    Quad: FloatConvert<F::A>,
{
    let mut loses = false;
    let s: StatusAnd<F::A> = q.convert_r(ap_round(r), &mut loses);
    s.map(F::raw)
}

/// The reference result and flags for the exact value represented (round-to-odd) by `q` ≠ 0.
fn reference<F: Ap>(q: Quad, quad_inexact: bool, c: &FpCtx) -> (u64, Flags)
where
    Quad: FloatConvert<F::A>,
{
    let r = c.round;
    let mag = q.abs();
    let neg = q.is_negative();
    let frac = F::FRAC_BITS as i32;
    // Tininess.
    let tiny_before = mag < pow2(F::EMIN);
    let tiny_after = mag < pow2(F::EMIN - 1) || {
        let k = frac + 2;
        let scaled = to_f::<F>(q.scalbn(k as _), r).value & !F::SIGN;
        // The scaled threshold 2^(EMIN + k) as an encoding of F.
        let t = ((F::EMIN + k + F::BIAS) as u64) << F::FRAC_BITS;
        scaled < t
    };
    let tiny = match c.tininess {
        Tininess::AfterRounding => tiny_after,
        Tininess::BeforeRounding => tiny_before,
    };
    // Overflow: the unbounded rounding exceeds the largest finite value.
    let overflow = mag >= pow2(F::BIAS + 2) || {
        let scaled = to_f::<F>(q.scalbn(-4), r).value & !F::SIGN;
        let max_scaled = F::MAX_FINITE - (4u64 << F::FRAC_BITS);
        scaled > max_scaled
    };
    let bounded = to_f::<F>(q, r);
    let inexact = quad_inexact || bounded.status.intersects(Status::INEXACT);
    if tiny && c.flush_outputs {
        return (
            if neg { F::SIGN } else { 0 },
            Flags::UNDERFLOW | Flags::INEXACT,
        );
    }
    let mut f = Flags::NONE;
    if inexact {
        f |= Flags::INEXACT;
    }
    if tiny && inexact {
        f |= Flags::UNDERFLOW;
    }
    if overflow {
        f |= Flags::OVERFLOW | Flags::INEXACT;
    }
    (bounded.value, f)
}

fn settings() -> impl Strategy<Value = FpCtx> {
    (mode(), any::<bool>(), any::<bool>()).prop_map(|(r, before, ftz)| FpCtx {
        round: r,
        tininess: if before {
            Tininess::BeforeRounding
        } else {
            Tininess::AfterRounding
        },
        flush_outputs: ftz,
        ..FpCtx::ieee()
    })
}

fn run<F: Ap>(
    c: FpCtx,
    what: &str,
    got: impl FnOnce(&mut FpCtx) -> u64,
    q: StatusAnd<Quad>,
) -> Result<(), TestCaseError>
where
    Quad: FloatConvert<F::A>,
{
    if q.value.is_zero() || !q.value.is_finite() {
        return Ok(()); // exact zeros and specials are covered by the other suites
    }
    let inexact = q.status.intersects(Status::INEXACT);
    let (want, wf) = reference::<F>(odd(q), inexact, &c);
    let mut cc = c;
    let g = got(&mut cc);
    let gf = cc.flags.intersect(Flags::IEEE);
    prop_assert_eq!((g, gf), (want, wf), "{} {} {:?}", F::NAME, what, c);
    Ok(())
}

fn ops<F: Ap>(c: FpCtx, a: u64, b: u64, d: u64) -> Result<(), TestCaseError>
where
    F::A: FloatConvert<Quad>,
    Quad: FloatConvert<F::A>,
{
    if !(finite_nonzero::<F>(a) && finite_nonzero::<F>(b) && finite_nonzero::<F>(d)) {
        return Ok(());
    }
    let (x, y, z) = (quad::<F>(a), quad::<F>(b), quad::<F>(d));
    let rz = rustc_apfloat::Round::TowardZero;
    let (fa, fb, fd) = (F::from_u64(a), F::from_u64(b), F::from_u64(d));
    run::<F>(
        c,
        &format!("add {a:#x} {b:#x}"),
        |k| F::to_u64(k.add::<F>(fa, fb)),
        x.add_r(y, rz),
    )?;
    run::<F>(
        c,
        &format!("sub {a:#x} {b:#x}"),
        |k| F::to_u64(k.sub::<F>(fa, fb)),
        x.sub_r(y, rz),
    )?;
    run::<F>(
        c,
        &format!("mul {a:#x} {b:#x}"),
        |k| F::to_u64(k.mul::<F>(fa, fb)),
        x.mul_r(y, rz),
    )?;
    run::<F>(
        c,
        &format!("div {a:#x} {b:#x}"),
        |k| F::to_u64(k.div::<F>(fa, fb)),
        x.div_r(y, rz),
    )?;
    run::<F>(
        c,
        &format!("fma {a:#x} {b:#x} {d:#x}"),
        |k| F::to_u64(k.fma::<F>(fa, fb, fd)),
        x.mul_add_r(y, z, rz),
    )?;
    Ok(())
}

/// Narrowing conversions to `D` from `S`.
fn narrow<S: Ap, D: Ap>(c: FpCtx, a: u64) -> Result<(), TestCaseError>
where
    S::A: FloatConvert<Quad>,
    Quad: FloatConvert<D::A>,
{
    if !finite_nonzero::<S>(a) {
        return Ok(());
    }
    let q = quad::<S>(a);
    run::<D>(
        c,
        &format!("cvt {}->{} {a:#x}", S::NAME, D::NAME),
        |k| D::to_u64(k.convert::<S, D>(S::from_u64(a))),
        Status::OK.and(q),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8000, ..ProptestConfig::default() })]

    #[test]
    fn f16(c in settings(), (a, b, d) in near_tiny::<F16>()) { ops::<F16>(c, a, b, d)?; }
    #[test]
    fn f32(c in settings(), (a, b, d) in near_tiny::<F32>()) { ops::<F32>(c, a, b, d)?; }
    #[test]
    fn f64(c in settings(), (a, b, d) in near_tiny::<F64>()) { ops::<F64>(c, a, b, d)?; }
    #[test]
    fn conversions(c in settings(), (a, _) in pair::<F64>(), (b, _) in pair::<F32>()) {
        narrow::<F64, F32>(c, a)?;
        narrow::<F64, F16>(c, a)?;
        narrow::<F32, F16>(c, b)?;
    }
}
