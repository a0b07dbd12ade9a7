//! All four rounding modes and the IEEE flags against an independent implementation:
//! rustc_apfloat (the Rust port of LLVM's APFloat) for add/sub/mul/div/fma, round-to-integral,
//! fract and every conversion; an exact BigUint bracketing check for sqrt.

mod common;

use common::{Ap, ap_flags, ap_round, bits, is_nan, pair, same, triple};
use hsakit_softfp::{F16, F32, F64, Flags, Format, FpCtx, IntRounding, IntType, Round};
use num_bigint::BigUint;
use proptest::prelude::*;
use rustc_apfloat::{Float, FloatConvert, Status, StatusAnd};

fn mode() -> impl Strategy<Value = Round> {
    prop_oneof![
        Just(Round::NearestEven),
        Just(Round::Zero),
        Just(Round::Up),
        Just(Round::Down)
    ]
}

fn ctx(r: Round) -> FpCtx {
    FpCtx::ieee().with_round(r)
}

/// Replaces a subnormal by a zero of the same sign (the reference side of input flushing).
fn daz<F: Format>(x: u64) -> u64 {
    if x & F::EXP_MASK == 0 { x & F::SIGN } else { x }
}

fn check<F: Ap>(
    what: &str,
    got: u64,
    c: &FpCtx,
    want: StatusAnd<F::A>,
) -> Result<(), TestCaseError> {
    same::<F>(got, c.flags, F::raw(want.value), ap_flags(want.status))
        .map_err(|e| TestCaseError::fail(format!("{} {what}: {e}", F::NAME)))
}

fn arith<F: Ap>(r: Round, a: u64, b: u64, flush: bool) -> Result<(), TestCaseError> {
    let rr = ap_round(r);
    let (ra, rb) = if flush {
        (daz::<F>(a), daz::<F>(b))
    } else {
        (a, b)
    };
    let base = FpCtx {
        flush_inputs: flush,
        ..ctx(r)
    };
    let (x, y) = (F::ap(ra), F::ap(rb));
    let tag = |op: &str| format!("{op} {a:#x} {b:#x} {r:?} daz={flush}");
    let strip = |c: &mut FpCtx| c.flags = c.flags.without(Flags::DENORMAL);

    let mut c = base;
    let g = hsakit_softfp::FpCtx::add::<F>(&mut c, F::from_u64(a), F::from_u64(b));
    strip(&mut c);
    check::<F>(&tag("add"), F::to_u64(g), &c, x.add_r(y, rr))?;
    let mut c = base;
    let g = c.sub::<F>(F::from_u64(a), F::from_u64(b));
    strip(&mut c);
    check::<F>(&tag("sub"), F::to_u64(g), &c, x.sub_r(y, rr))?;
    let mut c = base;
    let g = c.mul::<F>(F::from_u64(a), F::from_u64(b));
    strip(&mut c);
    check::<F>(&tag("mul"), F::to_u64(g), &c, x.mul_r(y, rr))?;
    let mut c = base;
    let g = c.div::<F>(F::from_u64(a), F::from_u64(b));
    strip(&mut c);
    check::<F>(&tag("div"), F::to_u64(g), &c, x.div_r(y, rr))?;
    Ok(())
}

fn fma<F: Ap>(r: Round, a: u64, b: u64, d: u64) -> Result<(), TestCaseError> {
    let mut c = ctx(r);
    let g = c.fma::<F>(F::from_u64(a), F::from_u64(b), F::from_u64(d));
    c.flags = c.flags.without(Flags::DENORMAL);
    let want = F::ap(a).mul_add_r(F::ap(b), F::ap(d), ap_round(r));
    check::<F>(
        &format!("fma {a:#x} {b:#x} {d:#x} {r:?}"),
        F::to_u64(g),
        &c,
        want,
    )
}

fn integral<F: Ap>(r: Round, a: u64) -> Result<(), TestCaseError> {
    let mut c = ctx(r);
    let g = c.round_to_integral_exact::<F>(F::from_u64(a), r);
    c.flags = c.flags.without(Flags::DENORMAL);
    check::<F>(
        &format!("rint {a:#x} {r:?}"),
        F::to_u64(g),
        &c,
        F::ap(a).round_to_integral(ap_round(r)),
    )?;
    // The non-exact form returns the same value and never raises inexact.
    let mut c2 = ctx(r);
    let g2 = c2.round_to_integral::<F>(F::from_u64(a), r);
    prop_assert_eq!(F::to_u64(g2), F::to_u64(g));
    prop_assert!(!c2.flags.contains(Flags::INEXACT));
    Ok(())
}

fn fract<F: Ap>(r: Round, a: u64) -> Result<(), TestCaseError> {
    let mut c = ctx(r);
    let g = F::to_u64(c.fract::<F>(F::from_u64(a)));
    let x = F::ap(a);
    let want = if x.is_nan() {
        prop_assert!(is_nan::<F>(g));
        return Ok(());
    } else if x.is_infinite() || x.is_zero() {
        a & F::SIGN
    } else {
        let fl = x
            .round_to_integral(rustc_apfloat::Round::TowardNegative)
            .value;
        let d = x.sub_r(fl, ap_round(r)).value;
        let below_one = ((F::BIAS as u64) << F::FRAC_BITS) - 1;
        if d.is_zero() {
            0
        } else {
            F::raw(d).min(below_one)
        }
    };
    prop_assert_eq!(g, want, "fract {:#x} {:?}", a, r);
    Ok(())
}

fn convert<S: Ap, D: Ap>(r: Round, a: u64) -> Result<(), TestCaseError>
where
    S::A: FloatConvert<D::A>,
{
    let mut c = ctx(r);
    let g = c.convert::<S, D>(S::from_u64(a));
    c.flags = c.flags.without(Flags::DENORMAL);
    let mut loses = false;
    let want: StatusAnd<D::A> = S::ap(a).convert_r(ap_round(r), &mut loses);
    // apfloat reports a signalling-NaN conversion as OK; IEEE (and hsakit) raise invalid.
    let mut wf = ap_flags(want.status);
    if is_nan::<S>(a) && a & S::QUIET == 0 {
        wf |= Flags::INVALID;
    }
    same::<D>(D::to_u64(g), c.flags, D::raw(want.value), wf)
        .map_err(|e| TestCaseError::fail(format!("cvt {}->{} {a:#x} {r:?}: {e}", S::NAME, D::NAME)))
}

fn from_int<D: Ap>(r: Round, v: i64, unsigned: bool) -> Result<(), TestCaseError> {
    let mut c = ctx(r);
    let (g, want) = if unsigned {
        (
            c.from_u64::<D>(v as u64),
            D::A::from_u128_r(u128::from(v as u64), ap_round(r)),
        )
    } else {
        (
            c.from_i64::<D>(v),
            D::A::from_i128_r(i128::from(v), ap_round(r)),
        )
    };
    check::<D>(
        &format!("from_int {v:#x} unsigned={unsigned} {r:?}"),
        D::to_u64(g),
        &c,
        want,
    )
}

const INT_TYPES: [IntType; 8] = [
    IntType::U8,
    IntType::S8,
    IntType::U16,
    IntType::S16,
    IntType::U32,
    IntType::S32,
    IntType::U64,
    IntType::S64,
];

fn to_int<S: Ap>(r: Round, a: u64) -> Result<(), TestCaseError> {
    for ty in INT_TYPES {
        let w = ty.bits as usize;
        let mut exact = false;
        let rr = ap_round(r);
        // Reference: apfloat's value and status, extended to 64 bits.
        let (val, st) = if ty.signed {
            let s = S::ap(a).to_i128_r(w, rr, &mut exact);
            (s.value as u64, s.status)
        } else {
            let s = S::ap(a).to_u128_r(w, rr, &mut exact);
            (s.value as u64, s.status)
        };
        let oor = st.intersects(Status::INVALID_OP);
        let neg = a & S::SIGN != 0;
        let clamp = if is_nan::<S>(a) {
            0
        } else if neg {
            if ty.signed {
                (-(1i128 << (w - 1))) as u64
            } else {
                0
            }
        } else if ty.signed {
            ((1u128 << (w - 1)) - 1) as u64
        } else {
            ((1u128 << w) - 1) as u64
        };
        let snan = is_nan::<S>(a) && a & S::QUIET == 0;
        for (sat, sig) in [(false, false), (false, true), (true, false), (true, true)] {
            let mut c = ctx(Round::NearestEven);
            let ir = IntRounding {
                mode: r,
                saturate: sat,
                signal_inexact: sig,
            };
            let g = c.to_int::<S>(S::from_u64(a), ty, ir);
            let f = c.flags.intersect(Flags::IEEE);
            let (wv, wf) = if oor {
                (
                    clamp,
                    if sat && !snan {
                        Flags::NONE
                    } else {
                        Flags::INVALID
                    },
                )
            } else {
                (
                    val,
                    if sig && st.intersects(Status::INEXACT) {
                        Flags::INEXACT
                    } else {
                        Flags::NONE
                    },
                )
            };
            prop_assert_eq!(
                (g, f),
                (wv, wf),
                "cvt {:?} {:#x} -> {:?} sat={} sig={}",
                r,
                a,
                ty,
                sat,
                sig
            );
        }
    }
    Ok(())
}

/// The value of a positive finite encoding as (integer, exponent of 2).
fn val<F: Format>(x: u64) -> (BigUint, i64) {
    let e = ((x & F::EXP_MASK) >> F::FRAC_BITS) as i64;
    let f = x & F::FRAC_MASK;
    if e == 0 {
        (
            BigUint::from(f),
            i64::from(F::EMIN) - i64::from(F::FRAC_BITS),
        )
    } else {
        (
            BigUint::from(f | (1 << F::FRAC_BITS)),
            e - i64::from(F::BIAS) - i64::from(F::FRAC_BITS),
        )
    }
}

/// Compares (2·m)² with 4·x exactly, for `m` the midpoint (or value, `twice=false`) of encodings.
fn cmp_sq(r_num: &BigUint, r_exp: i64, x: &(BigUint, i64)) -> std::cmp::Ordering {
    // (r_num·2^r_exp)² vs x.0·2^x.1
    let lhs_exp = 2 * r_exp;
    let l = r_num * r_num;
    let m = lhs_exp.min(x.1);
    let l = l << (lhs_exp - m) as usize;
    let rr = &x.0 << (x.1 - m) as usize;
    l.cmp(&rr)
}

/// Sum of two positive encodings as (integer, exponent).
fn sum<F: Format>(a: u64, b: u64) -> (BigUint, i64) {
    let (ma, ea) = val::<F>(a);
    let (mb, eb) = val::<F>(b);
    let m = ea.min(eb);
    ((ma << (ea - m) as usize) + (mb << (eb - m) as usize), m)
}

fn sqrt<F: Ap>(r: Round, a: u64) -> Result<(), TestCaseError> {
    use std::cmp::Ordering::*;
    let mut c = ctx(r);
    let g = F::to_u64(c.sqrt::<F>(F::from_u64(a)));
    let f = c.flags.intersect(Flags::IEEE);
    let neg = a & F::SIGN != 0;
    if is_nan::<F>(a) || (neg && a & !F::SIGN != 0) {
        prop_assert!(is_nan::<F>(g));
        let snan = is_nan::<F>(a) && a & F::QUIET == 0;
        prop_assert_eq!(
            f,
            if is_nan::<F>(a) && !snan {
                Flags::NONE
            } else {
                Flags::INVALID
            }
        );
        return Ok(());
    }
    if a & !F::SIGN == 0 || a == F::EXP_MASK {
        prop_assert_eq!((g, f), (a, Flags::NONE));
        return Ok(());
    }
    prop_assert!(
        g & F::SIGN == 0 && g != 0 && g < F::EXP_MASK,
        "sqrt {:#x} -> {:#x}",
        a,
        g
    );
    let x = val::<F>(a);
    let (rm, re) = val::<F>(g);
    let exact = cmp_sq(&rm, re, &x) == Equal;
    prop_assert_eq!(
        f,
        if exact { Flags::NONE } else { Flags::INEXACT },
        "sqrt flags {:#x}",
        a
    );
    let succ = g + 1;
    let pred = g - 1;
    let below = |v: u64| cmp_sq(&val::<F>(v).0, val::<F>(v).1, &x); // v² vs x
    match r {
        Round::Zero | Round::Down => {
            prop_assert!(
                below(g) != Greater && below(succ) == Greater,
                "sqrt rtz {:#x} -> {:#x}",
                a,
                g
            );
        }
        Round::Up => {
            prop_assert!(
                below(g) != Less && (pred == 0 || below(pred) == Less),
                "sqrt rup {:#x} -> {:#x}",
                a,
                g
            );
        }
        Round::NearestEven => {
            // ((g+succ)/2)² > x and (pred==0 or ((pred+g)/2)² < x); ties are impossible for sqrt.
            let (hi, he) = sum::<F>(g, succ);
            prop_assert_eq!(
                cmp_sq(&hi, he - 1, &x),
                Greater,
                "sqrt rne hi {:#x} -> {:#x}",
                a,
                g
            );
            if pred != 0 {
                let (lo, le) = sum::<F>(pred, g);
                prop_assert_eq!(
                    cmp_sq(&lo, le - 1, &x),
                    Less,
                    "sqrt rne lo {:#x} -> {:#x}",
                    a,
                    g
                );
            }
        }
    }
    Ok(())
}

macro_rules! per_format {
    ($m:ident, $F:ty) => {
        mod $m {
            use super::*;
            proptest! {
                #![proptest_config(ProptestConfig { cases: 6000, ..ProptestConfig::default() })]
                #[test]
                fn add_sub_mul_div(r in mode(), (a, b) in pair::<$F>(), flush in any::<bool>()) {
                    arith::<$F>(r, a, b, flush)?;
                }
                #[test]
                fn fused(r in mode(), (a, b, d) in triple::<$F>()) {
                    fma::<$F>(r, a, b, d)?;
                }
                #[test]
                fn square_root(r in mode(), a in bits::<$F>()) {
                    sqrt::<$F>(r, a)?;
                }
                #[test]
                fn rint_and_fract(r in mode(), a in bits::<$F>()) {
                    integral::<$F>(r, a)?;
                    fract::<$F>(r, a)?;
                }
                #[test]
                fn conversions(r in mode(), a in bits::<$F>()) {
                    convert::<$F, F16>(r, a)?;
                    convert::<$F, F32>(r, a)?;
                    convert::<$F, F64>(r, a)?;
                    to_int::<$F>(r, a)?;
                }
                #[test]
                fn from_integers(r in mode(), v in prop_oneof![any::<i64>(), any::<i32>().prop_map(i64::from), any::<i16>().prop_map(i64::from), (0u32..64, any::<i64>()).prop_map(|(s, v)| v >> s)], u in any::<bool>()) {
                    from_int::<$F>(r, v, u)?;
                }
            }
        }
    };
}

per_format!(f16, F16);
per_format!(f32, F32);
per_format!(f64, F64);
