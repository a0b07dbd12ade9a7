//! The engine's floating-point instruction semantics (PRM chapter 5 float, native, compare,
//! class and the float parts of `cvt`), on bit patterns: the one place where the engine's float
//! operations are chosen.
//!
//! Everything IEEE here runs on `hsakit-softfp` ([`FpCtx`]): every rounding mode, `ftz`, binary16,
//! and the PRM's NaN rules (seed 000 §4.19, L4369–L4490) come from one tested implementation.
//! The contexts are built with `want_flags = false`, so round-to-nearest-even binary32/binary64
//! add, sub, mul, div, sqrt and fma stay on the host FPU wherever softfp's property tests
//! (`crates/hsakit-softfp/tests/host_rne.rs`) prove the host bit-identical; directed modes, `ftz`
//! corner cases and binary16 take the soft path. The native approximations (`nsin`, …) stay on
//! the host: they are not IEEE operations.

use crate::fp::{self, Fmt, Rnd};
use crate::ir::Inst;
use crate::opc as op;
use crate::sem::{mask, sext};
use hsakit_hsail::brig::consts::ty;
use hsakit_softfp::{CmpOp, F16, F32, F64, Format, FpCtx, IntRounding, IntType, MinMaxKind, Round};

/// Runs `$e` with `$F` bound to the softfp format of `$f`.
macro_rules! with_fmt {
    ($f:expr, $F:ident => $e:expr) => {
        match $f {
            Fmt::H => {
                type $F = F16;
                $e
            }
            Fmt::S => {
                type $F = F32;
                $e
            }
            Fmt::D => {
                type $F = F64;
                $e
            }
        }
    };
}

/// The softfp rounding direction of an engine rounding mode.
fn round_of(r: Rnd) -> Round {
    match r {
        Rnd::Near => Round::NearestEven,
        Rnd::Zero => Round::Zero,
        Rnd::Up => Round::Up,
        Rnd::Down => Round::Down,
    }
}

/// The floating-point environment of one instruction: its rounding mode, `ftz` on inputs and
/// outputs (seed 000 §4.19.3, L4420–L4451), NaN propagation of the full profile (L4474) with a
/// positive default NaN, tininess after rounding (one rule for every instruction, L4392), flags
/// not read (so the proven host fast path may run).
fn ctx(r: Rnd, ftz: bool) -> FpCtx {
    FpCtx {
        want_flags: false,
        ..FpCtx::ieee().with_round(round_of(r)).with_ftz(ftz)
    }
}

pub(crate) fn rnd(r: u8) -> Rnd {
    match r {
        3 | 7 | 11 | 15 | 19 => Rnd::Zero,
        4 | 8 | 12 | 16 | 20 => Rnd::Up,
        5 | 9 | 13 | 17 | 21 => Rnd::Down,
        _ => Rnd::Near,
    }
}

pub(crate) fn fmt_of(b: u16) -> Fmt {
    Fmt::from_bits(ty::base_bits(b))
}

pub(crate) fn f_un(o: u16, f: Fmt, x: u64, r: Rnd, ftz: bool) -> Result<u64, String> {
    let sign = f.sign();
    let mut c = ctx(r, ftz);
    Ok(match o {
        op::ABS => x & !sign & f.mask(),
        op::NEG => (x ^ sign) & f.mask(),
        op::SQRT => with_fmt!(f, T => T::to_u64(c.sqrt::<T>(T::from_u64(x)))),
        op::CEIL => integral(&mut c, f, x, Round::Up),
        op::FLOOR => integral(&mut c, f, x, Round::Down),
        op::RINT => integral(&mut c, f, x, Round::NearestEven),
        op::TRUNC => integral(&mut c, f, x, Round::Zero),
        op::FRACT => with_fmt!(f, T => T::to_u64(c.fract::<T>(T::from_u64(x)))),
        op::NSQRT => native(f, x, |v| v.sqrt()),
        op::NRSQRT => native(f, x, |v| 1.0 / v.sqrt()),
        op::NRCP => native(f, x, |v| 1.0 / v),
        op::NSIN => native(f, x, f64::sin),
        op::NCOS => native(f, x, f64::cos),
        op::NEXP2 => native(f, x, f64::exp2),
        op::NLOG2 => native(f, x, f64::log2),
        _ => return Err(format!("float operation {o}")),
    })
}

/// `rint`/`floor`/`ceil`/`trunc` (seed 000 L6413–L6512): integral value in `mode`, no inexact.
fn integral(c: &mut FpCtx, f: Fmt, x: u64, mode: Round) -> u64 {
    with_fmt!(f, T => T::to_u64(c.round_to_integral::<T>(T::from_u64(x), mode)))
}

pub(crate) fn native(f: Fmt, x: u64, g: impl Fn(f64) -> f64) -> u64 {
    let v = g(f.to_f64(x));
    if v.is_nan() {
        if f.is_nan(x) {
            f.quiet(x)
        } else {
            f.default_nan()
        }
    } else {
        fp::from_f64(f, v, Rnd::Near)
    }
}

pub(crate) fn f_bin(o: u16, f: Fmt, x: u64, y: u64, r: Rnd, ftz: bool) -> Result<u64, String> {
    let mut c = ctx(r, ftz);
    Ok(with_fmt!(f, T => {
        let (a, b) = (T::from_u64(x), T::from_u64(y));
        T::to_u64(match o {
            op::ADD => c.add::<T>(a, b),
            op::SUB => c.sub::<T>(a, b),
            op::MUL => c.mul::<T>(a, b),
            op::DIV => c.div::<T>(a, b),
            // HSAIL min/max are IEEE-754-2008 minNum/maxNum (seed 000 L6467–L6481).
            op::MAX => c.max::<T>(a, b, MinMaxKind::Num2008),
            op::MIN => c.min::<T>(a, b, MinMaxKind::Num2008),
            op::COPYSIGN => return Ok((x & !f.sign() | y & f.sign()) & f.mask()),
            _ => return Err(format!("float operation {o}")),
        })
    }))
}

/// `fma` (and `mad` on floats, which the engine fuses): `x × y + z` rounded once
/// (seed 000 L6433–L6441).
#[allow(dead_code)] // sem.rs still calls fp::fma for FMA/MAD; routing it here is a one-line change
pub(crate) fn fma(f: Fmt, x: u64, y: u64, z: u64, r: Rnd, ftz: bool) -> u64 {
    let mut c = ctx(r, ftz);
    with_fmt!(f, T => T::to_u64(c.fma::<T>(T::from_u64(x), T::from_u64(y), T::from_u64(z))))
}

/// The softfp comparison of a BRIG compare operation (`hsa_brig_compare_operation_t`,
/// seed 000 L17213–L17241) and whether it is a signalling form.
fn cmp_op(c: u8) -> (CmpOp, bool) {
    let op = match c {
        0 | 14 => CmpOp::Eq,
        1 | 15 => CmpOp::Ne,
        2 | 16 => CmpOp::Lt,
        3 | 17 => CmpOp::Le,
        4 | 18 => CmpOp::Gt,
        5 | 19 => CmpOp::Ge,
        6 | 21 => CmpOp::Equ,
        7 | 22 => CmpOp::Neu,
        8 | 23 => CmpOp::Ltu,
        9 | 24 => CmpOp::Leu,
        10 | 27 => CmpOp::Gtu,
        11 | 20 => CmpOp::Geu,
        12 | 25 => CmpOp::Num,
        _ => CmpOp::Nan,
    };
    (op, c >= 14)
}

/// Compare operation numbers (`hsa_brig_compare_operation_t`, L17212); `ftz` flushes both
/// sources (seed 000 §5.18, L7200–L7206).
pub(crate) fn compare_float(c: u8, f: Fmt, x: u64, y: u64, ftz: bool) -> bool {
    let (o, signaling) = cmp_op(c);
    let mut cx = ctx(Rnd::Near, ftz);
    with_fmt!(f, T => cx.cmp::<T>(o, T::from_u64(x), T::from_u64(y), signaling))
}

/// Float → integer with an integer rounding mode; `_sat` and the default both saturate
/// (NaN → 0), which is what the PRM requires for `_sat` (L7812–L7838) and is one of the allowed
/// results otherwise (the regular forms leave the value undefined, L7798–L7803).
pub(crate) fn f_to_int(f: Fmt, x: u64, r: Rnd, ftz: bool, signed: bool, bits: u32) -> u128 {
    let mut c = ctx(Rnd::Near, ftz);
    let ty = IntType { signed, bits };
    let ir = IntRounding::new(round_of(r)).sat();
    let v = with_fmt!(f, T => c.to_int::<T>(T::from_u64(x), ty, ir));
    u128::from(v) & mask(bits)
}

/// Signed or unsigned integer → float in the rounding mode `r` (seed 000 §5.19.5, L7935–L7945).
fn int_to_float(f: Fmt, v: i128, r: Rnd) -> u64 {
    let mut c = ctx(r, false);
    // Sources are at most 64 bits wide: a signed value fits i64, an unsigned one u64.
    match (i64::try_from(v), u64::try_from(v)) {
        (Ok(s), _) => with_fmt!(f, T => T::to_u64(c.from_i64::<T>(s))),
        (_, Ok(u)) => with_fmt!(f, T => T::to_u64(c.from_u64::<T>(u))),
        _ => fp::from_int(f, v, r),
    }
}

/// float → float conversion in the rounding mode `r`, `ftz` flushing a subnormal source and a
/// tiny narrowed result (seed 000 §5.19.5, L7905–L7931).
fn float_to_float(sf: Fmt, df: Fmt, x: u64, r: Rnd, ftz: bool) -> u64 {
    let mut c = ctx(r, ftz);
    with_fmt!(sf, S => with_fmt!(df, D => {
        D::to_u64(c.convert::<S, D>(S::from_u64(x)))
    }))
}

pub(crate) fn class(f: Fmt, x: u64, m: u32) -> bool {
    let neg = x & f.sign() != 0;
    let bit = if f.is_nan(x) {
        if f.is_snan(x) { 1 } else { 2 }
    } else if f.is_inf(x) {
        if neg { 4 } else { 512 }
    } else if f.is_zero(x) {
        if neg { 32 } else { 64 }
    } else if f.is_subnormal(x) {
        if neg { 16 } else { 128 }
    } else if neg {
        8
    } else {
        256
    };
    m & bit != 0
}

/// DETECT exception flags raised by a scalar float arithmetic instruction (PRM §12.2: bit 0
/// invalid operation, 1 divide by zero, 2 overflow; inexact (4) accompanies overflow).
/// Underflow and plain inexact results are not detected yet.
pub(crate) fn fp_flags(inst: &Inst, g: &dyn Fn(usize) -> u128, result: u128) -> u32 {
    let t = inst.ty;
    let b = ty::base(t);
    if !ty::is_float(b) || ty::is_packed(t) {
        return 0;
    }
    let nsrc = match inst.op {
        op::ADD | op::SUB | op::MUL | op::DIV | op::MAX | op::MIN => 2,
        op::FMA => 3,
        op::SQRT | op::FRACT | op::CEIL | op::FLOOR | op::RINT | op::TRUNC => 1,
        _ => return 0,
    };
    let f = fmt_of(b);
    let srcs: Vec<u64> = (1..=nsrc).map(|k| g(k) as u64 & f.mask()).collect();
    let r = result as u64 & f.mask();
    let mut flags = 0;
    let any_nan = srcs.iter().any(|&x| f.is_nan(x));
    if srcs.iter().any(|&x| f.is_snan(x)) || (f.is_nan(r) && !any_nan) {
        flags |= 1;
    }
    if inst.op == op::DIV
        && f.is_zero(srcs[1])
        && !f.is_zero(srcs[0])
        && !f.is_nan(srcs[0])
        && !f.is_inf(srcs[0])
    {
        flags |= 2;
    }
    if f.is_inf(r) && srcs.iter().all(|&x| !f.is_inf(x) && !f.is_nan(x)) && flags & 2 == 0 {
        flags |= 4 | 16;
    }
    flags
}

/// `cvt` (PRM §5.19): every source/destination type pair.
pub(crate) fn cvt(inst: &Inst, x: u128) -> Result<u128, String> {
    let (dt, st) = (ty::base(inst.ty), ty::base(inst.stype));
    let (db, sb) = (ty::base_bits(dt), ty::base_bits(st));
    let r = inst.round;
    let ftz = inst.ftz;
    let int_like = |b: u16| ty::is_signed(b) || ty::is_unsigned(b) || ty::is_bit(b);
    if dt == ty::B1 {
        // Anything → b1: non-zero (for floats: not ±0) → 1.
        return Ok(u128::from(if ty::is_float(st) {
            !fmt_of(st).is_zero(x as u64 & fmt_of(st).mask())
        } else {
            x & mask(sb) != 0
        }));
    }
    // An 8- or 16-bit integer result is extended to its 32-bit register by its own signedness.
    let widen = |v: u128| {
        if ty::is_signed(dt) && db < 32 {
            sext(v, db) & mask(32)
        } else {
            v
        }
    };
    if int_like(dt) && int_like(st) {
        let v = if ty::is_signed(st) {
            sext(x, sb)
        } else {
            x & mask(sb)
        };
        return Ok(widen(v & mask(db)));
    }
    if ty::is_float(dt) && int_like(st) {
        let v: i128 = if ty::is_signed(st) {
            sext(x, sb) as i128
        } else {
            (x & mask(sb)) as i128
        };
        return Ok(u128::from(int_to_float(fmt_of(dt), v, rnd(r))));
    }
    if int_like(dt) && ty::is_float(st) {
        let f = fmt_of(st);
        let rr = if r == 0 || r == 1 { Rnd::Zero } else { rnd(r) };
        return Ok(widen(f_to_int(
            f,
            x as u64 & f.mask(),
            rr,
            ftz,
            ty::is_signed(dt),
            db,
        )));
    }
    // float → float
    let (sf, df) = (fmt_of(st), fmt_of(dt));
    let xs = x as u64 & sf.mask();
    if (6..=21).contains(&r) {
        // Integer rounding to an integral value in the destination format.
        let v = integral(&mut ctx(Rnd::Near, ftz), sf, xs, round_of(rnd(r)));
        return Ok(u128::from(float_to_float(sf, df, v, Rnd::Near, ftz)));
    }
    Ok(u128::from(float_to_float(sf, df, xs, rnd(r), ftz)))
}
