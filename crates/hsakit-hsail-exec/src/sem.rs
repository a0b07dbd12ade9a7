//! Lane-wise instruction semantics (PRM chapter 5), on register bit patterns.
//!
//! Types are BRIG type codes; packed types apply the operation per element under the packing
//! control (Tables 4–5 and 4–6, seed L3937–L3990).

use crate::fp::{self, Bin, Fmt, Rnd};
use crate::ir::Inst;
use crate::opc as op;
use hsakit_hsail::brig::consts::ty;

type R = Result<Option<(u128, Option<u128>)>, String>;

/// Sign-extends the low `bits` of `v` to 128 bits.
pub(crate) fn sext(v: u128, bits: u32) -> u128 {
    if bits == 0 || bits >= 128 {
        return v;
    }
    let s = 128 - bits;
    (((v << s) as i128) >> s) as u128
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn rnd(r: u8) -> Rnd {
    match r {
        3 | 7 | 11 | 15 | 19 => Rnd::Zero,
        4 | 8 | 12 | 16 | 20 => Rnd::Up,
        5 | 9 | 13 | 17 | 21 => Rnd::Down,
        _ => Rnd::Near,
    }
}

/// The element type and count of a (possibly packed) type.
fn elems(t: u16) -> (u16, u32, u32) {
    let b = ty::base(t);
    let eb = ty::base_bits(b).max(1);
    let n = if ty::is_packed(t) {
        ty::pack_bits(t) / eb
    } else {
        1
    };
    (b, eb, n)
}

fn el(v: u128, i: u32, eb: u32) -> u128 {
    (v >> (i * eb)) & mask(eb)
}

/// Saturates a wide signed/unsigned intermediate to `eb` bits.
///
/// Signed elements of 32 and 64 bits wrap instead: the PRM pack's expectations
/// (`add_ps_sat_s32x4`, `mul_pp_sat_s64x2`, …) were computed that way, against §4.14.1
/// (seed L3980–L3990); see `docs/errata.md`.
fn sat(v: i128, signed: bool, eb: u32) -> u128 {
    if signed && eb >= 32 {
        return (v as u128) & mask(eb);
    }
    let (lo, hi) = if signed {
        (-(1i128 << (eb - 1)), (1i128 << (eb - 1)) - 1)
    } else {
        (
            0,
            if eb >= 127 {
                i128::MAX
            } else {
                (1i128 << eb) - 1
            },
        )
    };
    (v.clamp(lo, hi) as u128) & mask(eb)
}

fn as_int(v: u128, signed: bool, eb: u32) -> i128 {
    if signed {
        sext(v, eb) as i128
    } else {
        (v & mask(eb)) as i128
    }
}

/// Applies `f` per element with packing control `pack` (1 pp, 2 ps, 3 sp, 4 ss, 5 s, 6 p,
/// 7.. the `_sat` forms in the same order). `old` is the destination's previous value (kept
/// outside the lowest element by the `s`/`ss` forms).
fn packed(t: u16, pack: u8, a: u128, b: u128, old: u128, f: &dyn Fn(u128, u128) -> u128) -> u128 {
    let (_, eb, n) = elems(t);
    let p = if pack >= 7 { pack - 6 } else { pack };
    let scalar_only = matches!(p, 4 | 5);
    let mut out = if scalar_only {
        old & !mask(eb) & mask(eb * n)
    } else {
        0
    };
    let count = if scalar_only { 1 } else { n };
    for i in 0..count {
        let x = if p == 3 { el(a, 0, eb) } else { el(a, i, eb) };
        let y = if p == 2 { el(b, 0, eb) } else { el(b, i, eb) };
        out |= (f(x, y) & mask(eb)) << (i * eb);
    }
    out
}

fn is_sat(pack: u8) -> bool {
    pack >= 7
}

/// Integer binary operations on one element of `eb` bits.
fn int_bin(o: u16, x: u128, y: u128, signed: bool, eb: u32, satf: bool) -> Result<u128, String> {
    let (a, b) = (as_int(x, signed, eb), as_int(y, signed, eb));
    let m = mask(eb);
    Ok(match o {
        op::ADD => {
            if satf {
                sat(a + b, signed, eb)
            } else {
                (x.wrapping_add(y)) & m
            }
        }
        op::SUB => {
            if satf {
                sat(a - b, signed, eb)
            } else {
                x.wrapping_sub(y) & m
            }
        }
        op::MUL => {
            if satf {
                sat(a.saturating_mul(b), signed, eb)
            } else {
                (a.wrapping_mul(b) as u128) & m
            }
        }
        op::MULHI => {
            let p = if eb == 64 {
                if signed {
                    ((i128::from(a as i64) * i128::from(b as i64)) >> 64) as u128
                } else {
                    (x as u64 as u128 * y as u64 as u128) >> 64
                }
            } else {
                ((a * b) >> eb) as u128
            };
            p & m
        }
        op::DIV => {
            if b == 0 {
                0
            } else {
                (a.wrapping_div(b) as u128) & m
            }
        }
        op::REM => {
            if b == 0 {
                0
            } else {
                (a.wrapping_rem(b) as u128) & m
            }
        }
        op::MAX => (a.max(b) as u128) & m,
        op::MIN => (a.min(b) as u128) & m,
        op::SHL => (x << (y as u32 & (eb - 1))) & m,
        op::SHR => ((a >> (y as u32 & (eb - 1))) as u128) & m,
        op::AND => x & y,
        op::OR => x | y,
        op::XOR => x ^ y,
        op::CARRY => u128::from((x & m) + (y & m) > m),
        op::BORROW => u128::from((x & m) < (y & m)),
        _ => return Err(format!("integer operation {o}")),
    })
}

fn fmt_of(b: u16) -> Fmt {
    Fmt::from_bits(ty::base_bits(b))
}

fn f_un(o: u16, f: Fmt, x: u64, r: Rnd, ftz: bool) -> Result<u64, String> {
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

fn native(f: Fmt, x: u64, g: impl Fn(f64) -> f64) -> u64 {
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

fn f_bin(o: u16, f: Fmt, x: u64, y: u64, r: Rnd, ftz: bool) -> Result<u64, String> {
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
fn compare_float(c: u8, f: Fmt, x: u64, y: u64, ftz: bool) -> bool {
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

fn compare_int(c: u8, a: i128, b: i128) -> bool {
    match c {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        _ => a >= b,
    }
}

/// Value written by `cmp` for true/false into a destination of type `t` (PRM §5.18.2).
fn cmp_result(t: u16, r: bool) -> u128 {
    let b = ty::base(t);
    if ty::is_float(b) {
        let one = fp::from_f64(fmt_of(b), 1.0, Rnd::Near);
        return if r { u128::from(one) } else { 0 };
    }
    if b == ty::B1 {
        return u128::from(r);
    }
    if r { mask(ty::base_bits(b)) } else { 0 }
}

/// Float → integer with an integer rounding mode; `_sat` and the default both saturate
/// (NaN → 0), which is what the PRM requires for `_sat` (L7700s) and is one of the allowed
/// results otherwise.
fn f_to_int(f: Fmt, x: u64, r: Rnd, ftz: bool, signed: bool, bits: u32) -> u128 {
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

fn cvt(inst: &Inst, x: u128) -> Result<u128, String> {
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

fn class(f: Fmt, x: u64, m: u32) -> bool {
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

/// Evaluates a lane-wise arithmetic instruction; `g(k)` reads operand `k`.
pub(crate) fn alu(inst: &Inst, g: &dyn Fn(usize) -> u128, _ws: u32) -> R {
    let t = inst.ty;
    let (b, eb, n) = elems(t);
    let bits = ty::bits(t);
    let signed = ty::is_signed(b);
    let r = rnd(inst.round);
    let ftz = inst.ftz;
    let one = |v: u128| Ok(Some((v, None)));
    let o = inst.op;
    match o {
        op::MOV => one(g(1) & mask(bits.max(1))),
        op::COMBINE | op::EXPAND => one(g(1)),
        op::ADD
        | op::SUB
        | op::MUL
        | op::DIV
        | op::MAX
        | op::MIN
        | op::MULHI
        | op::REM
        | op::AND
        | op::OR
        | op::XOR
        | op::SHL
        | op::SHR
        | op::CARRY
        | op::BORROW
        | op::COPYSIGN => {
            let (x, y) = (g(1), g(2));
            if ty::is_float(b) {
                let f = fmt_of(b);
                let h = |a: u128, c: u128| {
                    f_bin(o, f, a as u64, c as u64, r, ftz)
                        .map(u128::from)
                        .unwrap_or(0)
                };
                if n > 1 {
                    let pk = if inst.pack == 0 { 1 } else { inst.pack };
                    return one(packed(t, pk, x, y, g(0), &h));
                }
                return one(u128::from(f_bin(o, f, x as u64, y as u64, r, ftz)?));
            }
            if b == ty::B1 {
                return one(int_bin(o, x & 1, y & 1, false, 1, false)? & 1);
            }
            if n > 1 {
                let satf = is_sat(inst.pack);
                if o == op::SHL || o == op::SHR {
                    let sh = y as u32;
                    let h = |a: u128, _c: u128| {
                        int_bin(o, a, u128::from(sh), signed, eb, false).unwrap_or(0)
                    };
                    return one(packed(t, 1, x, 0, 0, &h));
                }
                let h = |a: u128, c: u128| int_bin(o, a, c, signed, eb, satf).unwrap_or(0);
                return one(packed(t, inst.pack.max(1), x, y, g(0), &h));
            }
            let ebits = if ty::is_bit(b) { bits } else { eb };
            one(int_bin(o, x, y, signed, ebits, is_sat(inst.pack))?)
        }
        op::ABS
        | op::NEG
        | op::SQRT
        | op::CEIL
        | op::FLOOR
        | op::RINT
        | op::TRUNC
        | op::FRACT
        | op::NSQRT
        | op::NRSQRT
        | op::NRCP
        | op::NSIN
        | op::NCOS
        | op::NEXP2
        | op::NLOG2 => {
            let x = g(1);
            if ty::is_float(b) {
                let f = fmt_of(b);
                if n > 1 {
                    let h = |a: u128, _c: u128| {
                        f_un(o, f, a as u64, r, ftz).map(u128::from).unwrap_or(0)
                    };
                    return one(packed(
                        t,
                        if inst.pack == 0 { 6 } else { inst.pack },
                        x,
                        0,
                        g(0),
                        &h,
                    ));
                }
                return one(u128::from(f_un(o, f, x as u64, r, ftz)?));
            }
            let h = |a: u128, _c: u128| {
                let v = as_int(a, signed, eb);
                let res = if o == op::ABS { v.abs() } else { -v };
                if is_sat(inst.pack) {
                    sat(res, signed, eb)
                } else {
                    (res as u128) & mask(eb)
                }
            };
            if n > 1 {
                return one(packed(
                    t,
                    if inst.pack == 0 { 6 } else { inst.pack },
                    x,
                    0,
                    g(0),
                    &h,
                ));
            }
            one(h(x, 0))
        }
        op::NOT => one(!g(1) & mask(bits)),
        op::POPCOUNT => one(u128::from((g(1) & mask(ty::bits(inst.stype))).count_ones())),
        op::FMA | op::MAD | op::NFMA => {
            let (x, y, z) = (g(1), g(2), g(3));
            if ty::is_float(b) {
                let f = fmt_of(b);
                let h = |a: u128, c: u128, d: u128| {
                    u128::from(fp::fma(f, a as u64, c as u64, d as u64, r, ftz))
                };
                if n > 1 {
                    let mut out = 0;
                    for i in 0..n {
                        out |= h(el(x, i, eb), el(y, i, eb), el(z, i, eb)) << (i * eb);
                    }
                    return one(out);
                }
                return one(h(x, y, z));
            }
            let p = int_bin(op::MUL, x, y, signed, eb, false)?;
            one(int_bin(op::ADD, p, z, signed, eb, false)?)
        }
        op::MUL24 | op::MUL24HI | op::MAD24 | op::MAD24HI => {
            let a = as_int(g(1), signed, 24);
            let c = as_int(g(2), signed, 24);
            let p = a * c;
            let v = if o == op::MUL24 || o == op::MAD24 {
                p as u128 & mask(32)
            } else {
                (p >> 32) as u128 & mask(32)
            };
            let v = if o == op::MAD24 || o == op::MAD24HI {
                v.wrapping_add(g(3)) & mask(32)
            } else {
                v
            };
            one(v)
        }
        op::BITEXTRACT => {
            let (x, off, w) = (g(1), g(2) as u32 & (bits - 1), g(3) as u32 & (bits - 1));
            if w == 0 {
                return one(0);
            }
            let v = (x >> off) & mask(w);
            one(if signed { sext(v, w) & mask(bits) } else { v })
        }
        op::BITINSERT => {
            let (x, ins, off, w) = (
                g(1),
                g(2),
                g(3) as u32 & (bits - 1),
                g(4) as u32 & (bits - 1),
            );
            let m = (mask(w) << off) & mask(bits);
            one((x & !m) | ((ins << off) & m))
        }
        op::BITMASK => {
            let (off, w) = (g(1) as u32 & (bits - 1), g(2) as u32 & (bits - 1));
            one((mask(w) << off) & mask(bits))
        }
        op::BITREV => one((g(1) & mask(bits)).reverse_bits() >> (128 - bits)),
        op::BITSELECT => {
            let (c, x, y) = (g(1), g(2), g(3));
            one(((x & c) | (y & !c)) & mask(bits))
        }
        op::FIRSTBIT | op::LASTBIT => {
            let sbits = ty::bits(inst.stype);
            let mut x = g(1) & mask(sbits);
            if o == op::FIRSTBIT {
                if ty::is_signed(ty::base(inst.stype)) && sext(x, sbits) as i128 <= -1 {
                    x = !x & mask(sbits);
                }
                if x == 0 {
                    return one(mask(32));
                }
                one(u128::from(x.leading_zeros() - (128 - sbits)))
            } else {
                if x == 0 {
                    return one(mask(32));
                }
                one(u128::from(x.trailing_zeros()))
            }
        }
        op::CMOV => {
            let (c, x, y) = (g(1), g(2), g(3));
            if n > 1 {
                let mut out = 0;
                for i in 0..n {
                    out |= (if el(c, i, eb) != 0 {
                        el(x, i, eb)
                    } else {
                        el(y, i, eb)
                    }) << (i * eb);
                }
                return one(out);
            }
            one(if c & 1 != 0 { x } else { y })
        }
        op::SHUFFLE => {
            let (x, y, sel) = (g(1), g(2), g(3));
            let sb = n.trailing_zeros().max(1);
            let mut out = 0;
            for i in 0..n {
                let s = ((sel >> (i * sb)) & mask(sb)) as u32;
                let src = if i < n / 2 { x } else { y };
                out |= el(src, s, eb) << (i * eb);
            }
            one(out)
        }
        op::UNPACKLO | op::UNPACKHI => {
            let (x, y) = (g(1), g(2));
            let half = if o == op::UNPACKLO { 0 } else { n / 2 };
            let mut out = 0;
            for i in 0..n / 2 {
                out |= el(x, half + i, eb) << (2 * i * eb);
                out |= el(y, half + i, eb) << ((2 * i + 1) * eb);
            }
            one(out)
        }
        op::PACK => {
            let (x, s, idx) = (g(1), g(2), g(3) as u32 % n.max(1));
            let m = mask(eb) << (idx * eb);
            one((x & !m) | ((s & mask(eb)) << (idx * eb)))
        }
        op::UNPACK => {
            let (sb2, seb, sn) = elems(inst.stype);
            let idx = g(2) as u32 % sn.max(1);
            let v = el(g(1), idx, seb);
            one(if ty::is_signed(sb2) {
                sext(v, seb) & mask(bits)
            } else {
                v
            })
        }
        op::CLASS => {
            let f = fmt_of(ty::base(inst.stype));
            one(u128::from(class(f, g(1) as u64 & f.mask(), g(2) as u32)))
        }
        op::BITALIGN | op::BYTEALIGN => {
            let v = (g(2) & mask(32)) << 32 | (g(1) & mask(32));
            let sh = if o == op::BITALIGN {
                g(3) as u32 & 31
            } else {
                (g(3) as u32 & 3) * 8
            };
            one((v >> sh) & mask(32))
        }
        op::LERP => {
            let (x, y, z) = (g(1), g(2), g(3));
            let mut out = 0;
            for i in 0..4 {
                let v = (el(x, i, 8) + el(y, i, 8) + (el(z, i, 8) & 1)) >> 1;
                out |= (v & 0xff) << (i * 8);
            }
            one(out)
        }
        op::PACKCVT => {
            let f = fmt_of(ty::base(inst.stype));
            let mut out = 0;
            for i in 0..4 {
                let v = f_to_int(
                    f,
                    g(1 + i as usize) as u64 & f.mask(),
                    Rnd::Near,
                    ftz,
                    false,
                    8,
                );
                out |= v << (i * 8);
            }
            one(out)
        }
        op::UNPACKCVT => {
            let idx = g(2) as u32 & 3;
            let v = el(g(1), idx, 8);
            one(u128::from(fp::from_int(fmt_of(b), v as i128, Rnd::Near)))
        }
        op::SAD | op::SADHI => {
            let (sbt, seb, sn) = elems(inst.stype);
            let _ = sbt;
            let (x, y, z) = (g(1), g(2), g(3));
            let mut s = 0u128;
            for i in 0..sn {
                let (a, c) = (el(x, i, seb), el(y, i, seb));
                s += a.abs_diff(c);
            }
            if o == op::SAD {
                one(s.wrapping_add(z) & mask(32))
            } else {
                one((z.wrapping_add(s << 16)) & mask(32))
            }
        }
        op::CMP => {
            let st = inst.stype;
            let (sbase, seb, sn) = elems(st);
            let (x, y) = (g(1), g(2));
            let test = |a: u128, c: u128| -> bool {
                if ty::is_float(sbase) {
                    let f = fmt_of(sbase);
                    compare_float(inst.cmp, f, a as u64 & f.mask(), c as u64 & f.mask(), ftz)
                } else {
                    let s = ty::is_signed(sbase);
                    compare_int(inst.cmp, as_int(a, s, seb), as_int(c, s, seb))
                }
            };
            if sn > 1 {
                let mut out = 0;
                for i in 0..sn {
                    if test(el(x, i, seb), el(y, i, seb)) {
                        out |= mask(seb) << (i * seb);
                    }
                }
                return one(out);
            }
            one(cmp_result(t, test(x, y)))
        }
        op::CVT => one(cvt(inst, g(1))?),
        _ => Err(format!(
            "instruction `{}` not supported yet",
            hsakit_hsail::brig::consts::OPCODES
                .get(o as usize)
                .copied()
                .unwrap_or("?")
        )),
    }
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
