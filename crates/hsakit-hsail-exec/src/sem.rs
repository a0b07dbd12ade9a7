//! Lane-wise instruction semantics (PRM chapter 5), on register bit patterns.
//!
//! Types are BRIG type codes; packed types apply the operation per element under the packing
//! control (Tables 4–5 and 4–6, seed L3937–L3990).

use crate::float::{class, compare_float, f_bin, f_to_int, f_un, fmt_of, rnd};
use crate::fp::Rnd;
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

pub(crate) fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
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
        let one = fmt_of(b).one();
        return if r { u128::from(one) } else { 0 };
    }
    if b == ty::B1 {
        return u128::from(r);
    }
    if r { mask(ty::base_bits(b)) } else { 0 }
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
                    u128::from(crate::float::fma(f, a as u64, c as u64, d as u64, r, ftz))
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
            one(u128::from(crate::float::int_to_float(
                fmt_of(b),
                v as i128,
                Rnd::Near,
            )))
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
        op::CVT => one(crate::float::cvt(inst, g(1))?),
        _ => Err(format!(
            "instruction `{}` not supported yet",
            hsakit_hsail::brig::consts::OPCODES
                .get(o as usize)
                .copied()
                .unwrap_or("?")
        )),
    }
}
