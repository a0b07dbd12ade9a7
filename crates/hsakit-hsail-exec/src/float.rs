//! The engine's floating-point instruction semantics (PRM chapter 5 float, native, compare,
//! class and the float parts of `cvt`), on bit patterns: the one place where the engine's float
//! operations are chosen. Everything here bottoms out in [`crate::fp`]; switching the engine to
//! `hsakit-softfp` means editing this module and `fp.rs` only.

use crate::fp::{self, Bin, Fmt, Rnd};
use crate::ir::Inst;
use crate::opc as op;
use crate::sem::{mask, sext};
use hsakit_hsail::brig::consts::ty;

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
    Ok(match o {
        op::ABS => x & !sign & f.mask(),
        op::NEG => (x ^ sign) & f.mask(),
        op::SQRT => fp::sqrt(f, x, r, ftz),
        op::CEIL => fp::integral(f, x, Rnd::Up, ftz),
        op::FLOOR => fp::integral(f, x, Rnd::Down, ftz),
        op::RINT => fp::integral(f, x, Rnd::Near, ftz),
        op::TRUNC => fp::integral(f, x, Rnd::Zero, ftz),
        op::FRACT => fp::fract(f, x, r, ftz),
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
    Ok(match o {
        op::ADD => fp::bin(f, Bin::Add, x, y, r, ftz),
        op::SUB => fp::bin(f, Bin::Sub, x, y, r, ftz),
        op::MUL => fp::bin(f, Bin::Mul, x, y, r, ftz),
        op::DIV => fp::bin(f, Bin::Div, x, y, r, ftz),
        op::MAX => fp::minmax(f, x, y, true, ftz),
        op::MIN => fp::minmax(f, x, y, false, ftz),
        op::COPYSIGN => (x & !f.sign() | y & f.sign()) & f.mask(),
        _ => return Err(format!("float operation {o}")),
    })
}

/// Compare operation numbers (Table 18–? `hsa_brig_compare_operation_t`, L17212).
pub(crate) fn compare_float(c: u8, f: Fmt, x: u64, y: u64, ftz: bool) -> bool {
    let (x, y) = if ftz { (f.ftz(x), f.ftz(y)) } else { (x, y) };
    let (a, b) = (f.to_f64(x), f.to_f64(y));
    let un = a.is_nan() || b.is_nan();
    // Signalling forms share the predicate of their quiet counterparts.
    let c = match c {
        14 => 0,
        15 => 1,
        16 => 2,
        17 => 3,
        18 => 4,
        19 => 5,
        20 => 11,
        21 => 6,
        22 => 7,
        23 => 8,
        24 => 9,
        25 => 12,
        26 => 13,
        27 => 10,
        c => c,
    };
    match c {
        0 => a == b,
        1 => !un && a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => un || a == b,
        7 => a != b,
        8 => un || a < b,
        9 => un || a <= b,
        10 => un || a > b,
        11 => un || a >= b,
        12 => !un,
        _ => un,
    }
}

/// Float → integer with an integer rounding mode; `_sat` and the default both saturate
/// (NaN → 0), which is what the PRM requires for `_sat` (L7700s) and is one of the allowed
/// results otherwise.
pub(crate) fn f_to_int(f: Fmt, x: u64, r: Rnd, ftz: bool, signed: bool, bits: u32) -> u128 {
    if f.is_nan(x) {
        return 0;
    }
    let v = fp::to_integral_f64(f, x, r, ftz);
    let (lo, hi) = if signed {
        (
            -(2f64.powi(bits as i32 - 1)),
            2f64.powi(bits as i32 - 1) - 1.0,
        )
    } else {
        (0.0, 2f64.powi(bits as i32) - 1.0)
    };
    if v <= lo {
        return (if signed { -(1i128 << (bits - 1)) } else { 0 }) as u128 & mask(bits);
    }
    if v >= hi {
        return if signed {
            (1u128 << (bits - 1)) - 1
        } else {
            mask(bits)
        };
    }
    (v as i128 as u128) & mask(bits)
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
        return Ok(u128::from(fp::from_int(fmt_of(dt), v, rnd(r))));
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
        let v = fp::integral(sf, xs, rnd(r), ftz);
        return Ok(u128::from(fp::cvt_ff(sf, df, v, Rnd::Near, ftz)));
    }
    Ok(u128::from(fp::cvt_ff(sf, df, xs, rnd(r), ftz)))
}
