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

use crate::fp::{Fmt, Rnd};
use crate::ir::Inst;
use crate::opc as op;
use crate::sem::{mask, sext};
use hsakit_hsail::brig::consts::ty;
use hsakit_softfp::{
    CmpOp, F16, F32, F64, Flags, Format, FpCtx, IntRounding, IntType, MinMaxKind, Round,
};

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

/// A native approximation (`nsin`, …): `g` on the binary64 value of `x` (exact), rounded once
/// to the format (round to nearest even); NaN sources stay (quieted), other NaN results are the
/// default NaN.
pub(crate) fn native(f: Fmt, x: u64, g: impl Fn(f64) -> f64) -> u64 {
    let mut c = ctx(Rnd::Near, false);
    let wide = with_fmt!(f, T => F64::to_u64(c.convert::<T, F64>(T::from_u64(x))));
    let v = g(f64::from_bits(wide));
    if v.is_nan() {
        if f.is_nan(x) {
            f.quiet(x)
        } else {
            f.default_nan()
        }
    } else {
        with_fmt!(f, T => T::to_u64(c.convert::<F64, T>(F64::from_u64(v.to_bits()))))
    }
}

pub(crate) fn f_bin(o: u16, f: Fmt, x: u64, y: u64, r: Rnd, ftz: bool) -> Result<u64, String> {
    f_bin_in(&mut ctx(r, ftz), o, f, x, y)
}

/// [`f_bin`] in the environment `c`.
fn f_bin_in(c: &mut FpCtx, o: u16, f: Fmt, x: u64, y: u64) -> Result<u64, String> {
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
/// Sources are at most 64 bits wide: a signed value fits `i64`, an unsigned one `u64`.
pub(crate) fn int_to_float(f: Fmt, v: i128, r: Rnd) -> u64 {
    let mut c = ctx(r, false);
    match i64::try_from(v) {
        Ok(s) => with_fmt!(f, T => T::to_u64(c.from_i64::<T>(s))),
        Err(_) => with_fmt!(f, T => T::to_u64(c.from_u64::<T>(v as u64))),
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

/// DETECT exception flags (bit 0 invalid operation, 1 divide by zero, 2 overflow, 3 underflow,
/// 4 inexact; seed 000 L17286–L17290) raised by a scalar float instruction for one lane
/// (PRM §12.2, L14340–L14420): the operation is evaluated again on softfp with flags collected,
/// so overflow, underflow (a tiny result that is inexact, or flushed by `ftz`) and inexact
/// come with every rounding mode, and invalid with signalling NaNs, signalling compares on
/// quiet NaNs, `0 × ∞`, `∞ − ∞`, `0/0`, `√−x` and non-saturating float→integer conversions out
/// of range. `ceil`/`floor`/`rint`/`trunc` raise no inexact (L6413–L6512). Packed forms and the
/// native approximations raise none (natives: implementation defined, L14417–L14420).
pub(crate) fn fp_flags(inst: &Inst, g: &dyn Fn(usize) -> u128) -> u32 {
    let t = inst.ty;
    if ty::is_packed(t) || ty::is_packed(inst.stype) {
        return 0;
    }
    let (b, sb) = (ty::base(t), ty::base(inst.stype));
    let float = ty::is_float(b);
    let mut c = FpCtx {
        want_flags: true,
        ..FpCtx::ieee()
            .with_round(round_of(rnd(inst.round)))
            .with_ftz(inst.ftz)
    };
    let x = |k: usize, f: Fmt| g(k) as u64 & f.mask();
    match inst.op {
        op::ADD | op::SUB | op::MUL | op::DIV | op::MAX | op::MIN if float => {
            let f = fmt_of(b);
            let _ = f_bin_in(&mut c, inst.op, f, x(1, f), x(2, f));
        }
        op::FMA | op::MAD if float => {
            let f = fmt_of(b);
            let (p, q, r) = (x(1, f), x(2, f), x(3, f));
            with_fmt!(f, T => {
                c.fma::<T>(T::from_u64(p), T::from_u64(q), T::from_u64(r));
            });
        }
        op::SQRT if float => {
            let f = fmt_of(b);
            let a = x(1, f);
            with_fmt!(f, T => {
                c.sqrt::<T>(T::from_u64(a));
            });
        }
        op::FRACT if float => {
            let f = fmt_of(b);
            let a = x(1, f);
            with_fmt!(f, T => {
                c.fract::<T>(T::from_u64(a));
            });
        }
        op::CEIL | op::FLOOR | op::RINT | op::TRUNC if float => {
            let mode = match inst.op {
                op::CEIL => Round::Up,
                op::FLOOR => Round::Down,
                op::RINT => Round::NearestEven,
                _ => Round::Zero,
            };
            let f = fmt_of(b);
            integral(&mut c, f, x(1, f), mode);
        }
        op::CMP if ty::is_float(sb) => {
            let f = fmt_of(sb);
            let (o, signaling) = cmp_op(inst.cmp);
            let (p, q) = (x(1, f), x(2, f));
            with_fmt!(f, T => {
                c.cmp::<T>(o, T::from_u64(p), T::from_u64(q), signaling);
            });
        }
        op::CVT if float || ty::is_float(sb) => cvt_flags(&mut c, inst, g(1)),
        _ => return 0,
    }
    u32::from(c.flags.intersect(Flags::IEEE).bits())
}

/// The flags of a `cvt` with a float source or destination (seed 000 §5.19.3–5.19.5,
/// L7726–L7945): the conversion evaluated on `c` (which has the instruction's float rounding
/// and `ftz`).
fn cvt_flags(c: &mut FpCtx, inst: &Inst, x: u128) {
    let (dt, st) = (ty::base(inst.ty), ty::base(inst.stype));
    let (db, sb) = (ty::base_bits(dt), ty::base_bits(st));
    let r = inst.round;
    if dt == ty::B1 {
        let f = fmt_of(st);
        let a = x as u64 & f.mask();
        with_fmt!(f, T => {
            c.ztest::<T>(T::from_u64(a));
        });
    } else if ty::is_float(st) && !ty::is_float(dt) {
        let f = fmt_of(st);
        let a = x as u64 & f.mask();
        let mode = if r == 0 || r == 1 {
            Round::Zero
        } else {
            round_of(rnd(r))
        };
        let mut ir = IntRounding::new(mode);
        if matches!(r, 10..=13 | 18..=21) {
            ir = ir.sat();
        }
        if (14..=21).contains(&r) {
            ir = ir.signaling();
        }
        let ity = IntType {
            signed: ty::is_signed(dt),
            bits: db,
        };
        with_fmt!(f, T => {
            c.to_int::<T>(T::from_u64(a), ity, ir);
        });
    } else if !ty::is_float(st) {
        let f = fmt_of(dt);
        let v = if ty::is_signed(st) {
            sext(x, sb) as i128
        } else {
            (x & mask(sb)) as i128
        };
        match i64::try_from(v) {
            Ok(s) => with_fmt!(f, T => {
                c.from_i64::<T>(s);
            }),
            Err(_) => with_fmt!(f, T => {
                c.from_u64::<T>(v as u64);
            }),
        }
    } else {
        let (sf, df) = (fmt_of(st), fmt_of(dt));
        let mut a = x as u64 & sf.mask();
        if (6..=21).contains(&r) {
            a = integral(c, sf, a, round_of(rnd(r)));
            c.round = Round::NearestEven;
        }
        with_fmt!(sf, S => with_fmt!(df, D => {
            c.convert::<S, D>(S::from_u64(a));
        }));
    }
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
        if inst.sat {
            // Integer saturation (seed 000 §5.19.6, L7954–L7971): clamp the source value to the
            // destination's range.
            // `v` is sign-extended to 128 bits for a signed source, zero-extended otherwise.
            let v = v as i128;
            let (lo, hi) = if ty::is_signed(dt) {
                (-(1i128 << (db - 1)), (1i128 << (db - 1)) - 1)
            } else {
                (0, (1i128 << db) - 1)
            };
            return Ok(widen(v.clamp(lo, hi) as u128 & mask(db)));
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::EXIT;

    fn inst(op: u16, t: u16, st: u16, round: u8, sat: bool) -> Inst {
        Inst {
            op,
            ty: t,
            stype: st,
            seg: 0,
            order: 0,
            scope: 0,
            aop: 0,
            cmp: 0,
            round,
            ftz: false,
            sat,
            pack: 0,
            width: 0,
            ops: Vec::new(),
            reconv: EXIT,
            fast: None,
        }
    }

    /// Integer `_sat` conversions clamp to the destination range (seed 000 §5.19.6,
    /// L7954–L7971; the examples of L7984–L7987); without `_sat` the low bits are kept.
    #[test]
    fn cvt_int_to_int_sat_clamps() {
        let c = |t, st, x: u128, sat| cvt(&inst(op::CVT, t, st, 0, sat), x).unwrap();
        // cvt_sat_u8_s32: 300 → 255, −5 → 0; plain: 300 → 44.
        assert_eq!(c(ty::U8, ty::S32, 300, true), 255);
        assert_eq!(c(ty::U8, ty::S32, 0xffff_fffb, true), 0);
        assert_eq!(c(ty::U8, ty::S32, 300, false), 44);
        // cvt_sat_s16_u16: 0xffff → 32767.
        assert_eq!(c(ty::S16, ty::U16, 0xffff, true), 0x7fff);
        // cvt_sat_s32_u64: 2^40 → 2^31 − 1.
        assert_eq!(c(ty::S32, ty::U64, 1 << 40, true), 0x7fff_ffff);
        // cvt_sat_u8_s8: −1 → 0; cvt_sat_s8_s32: −1000 → −128, sign-extended to 32 bits.
        assert_eq!(c(ty::U8, ty::S8, 0xff, true), 0);
        assert_eq!(
            c(ty::S8, ty::S32, (-1000i32) as u32 as u128, true),
            0xffff_ff80
        );
    }

    /// DETECT flags (PRM §12.2, seed 000 L14360–L14410): 1/3 is inexact; 2^-126 × 2^-1 in
    /// binary32 is an exact subnormal (no underflow) unless `ftz` flushes it (underflow);
    /// 2^-149 × 2^-1 is tiny and inexact (underflow + inexact); overflow brings inexact;
    /// 0 × ∞ is invalid; 1/0 divides by zero.
    #[test]
    fn detect_flags_include_underflow_and_inexact() {
        let f = |o: u16, ftz: bool, a: u32, b: u32| {
            let mut i = inst(o, ty::F32, 0, 2, false);
            i.ftz = ftz;
            let v = [0u128, u128::from(a), u128::from(b)];
            fp_flags(&i, &|k| v.get(k).copied().unwrap_or(0))
        };
        let (one, three) = (0x3f80_0000, 0x4040_0000);
        assert_eq!(f(op::DIV, false, one, three), 16);
        // 2^-126 × 0.5 = 2^-127: a tiny result, exact in the subnormal range.
        assert_eq!(f(op::MUL, false, 0x0080_0000, 0x3f00_0000), 0);
        // Smallest subnormal × 0.5: tiny and inexact.
        assert_eq!(f(op::MUL, false, 0x0000_0001, 0x3f00_0000), 8 | 16);
        // The exact 2^-127 flushed by ftz: underflow (and inexact).
        assert_eq!(f(op::MUL, true, 0x0080_0000, 0x3f00_0000) & 8, 8);
        // MAX × 2: overflow and inexact.
        assert_eq!(f(op::MUL, false, 0x7f7f_ffff, 0x4000_0000), 4 | 16);
        // 0 × ∞: invalid; 1 / 0: divide by zero.
        assert_eq!(f(op::MUL, false, 0, 0x7f80_0000), 1);
        assert_eq!(f(op::DIV, false, one, 0), 2);
        // An exact sum raises nothing.
        assert_eq!(f(op::ADD, false, one, one), 0);
    }

    /// fma and float mad round once in every mode: (1 + 2^-23) × (1 − 2^-23) − 1 = −2^-46
    /// exactly (a separate multiply would give 0), and 1 + 2^-30 rounds up only under `up`.
    #[test]
    fn fma_rounds_once_in_every_mode() {
        let a = 0x3f80_0001u64; // 1 + 2^-23
        let b = 0x3f7f_fffeu64; // 1 − 2^-23
        let m1 = 0xbf80_0000u64; // −1
        for r in [Rnd::Near, Rnd::Zero, Rnd::Up, Rnd::Down] {
            assert_eq!(fma(Fmt::S, a, b, m1, r, false), 0xa880_0000, "{r:?}"); // −2^-46
        }
        let one = 0x3f80_0000u64;
        let tiny = 0x3080_0000u64; // 2^-30
        assert_eq!(fma(Fmt::S, one, one, tiny, Rnd::Near, false), one);
        assert_eq!(fma(Fmt::S, one, one, tiny, Rnd::Up, false), one + 1);
        assert_eq!(fma(Fmt::S, one, one, tiny, Rnd::Down, false), one);
        // A tiny fma result is flushed under ftz: 2^-126 × 0.5 + 0 → +0.
        assert_eq!(fma(Fmt::S, 0x0080_0000, 0x3f00_0000, 0, Rnd::Near, true), 0);
        assert_eq!(
            fma(Fmt::S, 0x0080_0000, 0x3f00_0000, 0, Rnd::Near, false),
            0x0040_0000
        );
    }
}
