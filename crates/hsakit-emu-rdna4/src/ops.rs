//! Opcode semantics: the seed name of each opcode (seed chapter 16, per-instruction pseudocode)
//! mapped once, at decode, to a handler plus operand sizes. Helpers that the seed's pseudocode
//! uses without defining (`exponent`, `ldexp`, …) are defined here from the prose.

use crate::exec::{
    self, Cx, Env, Handler, NUM, PROP, Stop, scalar_val, vcmp, vop, vop_mask, vop3p,
};
use crate::program::{Inst, Sz};
use crate::trans::T;
use crate::wave::{EXEC, Wave};
use hsakit_rdna4::Format;
use hsakit_softfp::{CmpOp, F16, F32, F64, IntRounding, IntType, Round};

/// A decoded opcode's semantics.
pub(crate) struct Desc {
    /// Handler.
    pub h: Handler,
    /// Destination size.
    pub d: Sz,
    /// Source sizes.
    pub s: [Sz; 3],
}

const N: Sz = Sz::No;
const U: Sz = Sz::U32;
const F: Sz = Sz::F32;
const H: Sz = Sz::F16;
const W: Sz = Sz::U16;
const D: Sz = Sz::F64;
const Q: Sz = Sz::U64;
const J: Sz = Sz::I64;

macro_rules! v {
    ($d:expr, [$s0:expr, $s1:expr, $s2:expr], |$c:ident, $a:ident, $b:ident, $x:ident| $body:expr) => {{
        #[allow(unused_variables)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            vop(w, i, |$c: &mut Cx, $a: u64, $b: u64, $x: u64| -> u64 {
                $body
            });
            Ok(())
        }
        Desc {
            h,
            d: $d,
            s: [$s0, $s1, $s2],
        }
    }};
}

/// A VALU op with a vectorizable host form (see `exec::vop_split`): `fast(a, b, x) -> (result,
/// exact)` on u32 lanes, `slow` the reference for declined lanes and other modes.
macro_rules! vs {
    ($d:expr, [$s0:expr, $s1:expr, $s2:expr], fast |$fa:ident, $fb:ident, $fx:ident| $fbody:expr, slow |$c:ident, $a:ident, $b:ident, $x:ident| $body:expr) => {{
        #[allow(unused_variables)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            exec::vop_split(
                w,
                i,
                |$fa: u32, $fb: u32, $fx: u32| -> (u32, bool) { $fbody },
                |$c: &mut Cx, $a: u64, $b: u64, $x: u64| -> u64 { $body },
            );
            Ok(())
        }
        Desc {
            h,
            d: $d,
            s: [$s0, $s1, $s2],
        }
    }};
}

macro_rules! vm {
    ($d:expr, [$s0:expr, $s1:expr, $s2:expr], $co:expr, |$c:ident, $a:ident, $b:ident, $x:ident, $m:ident| $body:expr) => {{
        #[allow(unused_variables)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            vop_mask(
                w,
                i,
                $co,
                |$c: &mut Cx, $a: u64, $b: u64, $x: u64, $m: bool| -> (u64, bool) { $body },
            );
            Ok(())
        }
        Desc {
            h,
            d: $d,
            s: [$s0, $s1, $s2],
        }
    }};
}

macro_rules! vc {
    ($sz:expr, |$c:ident, $a:ident, $b:ident| $body:expr) => {{
        #[allow(unused_variables)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            vcmp(w, i, |$c: &mut Cx, $a: u64, $b: u64| -> bool { $body });
            Ok(())
        }
        Desc {
            h,
            d: N,
            s: [$sz, $sz, N],
        }
    }};
}

macro_rules! pk {
    ($float:expr, $n:expr, |$c:ident, $a:ident, $b:ident, $x:ident| $body:expr) => {{
        #[allow(unused_variables)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            vop3p(
                w,
                i,
                $float,
                |$c: &mut Cx, $a: u16, $b: u16, $x: u16| -> u16 { $body },
            );
            Ok(())
        }
        let s = [U, if $n > 1 { U } else { N }, if $n > 2 { U } else { N }];
        Desc { h, d: U, s }
    }};
}

macro_rules! hd {
    ($f:expr) => {{
        Desc {
            h: $f,
            d: N,
            s: [N, N, N],
        }
    }};
    ($f:expr, $d:expr, [$s0:expr, $s1:expr, $s2:expr]) => {{
        Desc {
            h: $f,
            d: $d,
            s: [$s0, $s1, $s2],
        }
    }};
}

#[inline]
fn f32b(x: u64) -> f32 {
    f32::from_bits(x as u32)
}
#[inline]
fn f64b(x: u64) -> f64 {
    f64::from_bits(x)
}
#[inline]
fn b32(x: f32) -> u64 {
    u64::from(x.to_bits())
}
#[inline]
fn sx(x: u64, bits: u32) -> i64 {
    let s = 64 - bits;
    ((x << s) as i64) >> s
}

/// `ldexp` for binary32 through an exact binary64 product, rounded once in the context.
fn ldexp32(c: &mut Cx, x: u64, n: i64) -> u64 {
    let n = n.clamp(-400, 400) as i32;
    let d = f64::from(f32b(x)) * 2f64.powi(n);
    if f32b(x).is_nan() {
        return x | 0x0040_0000;
    }
    u64::from(c.f32.convert::<F64, F32>(d.to_bits()))
}

/// `ldexp` for binary64 (exact unless the result is subnormal, where it rounds twice at most
/// once per halving step: scaled in two steps so only the last can round).
fn ldexp64(x: u64, n: i64) -> u64 {
    let v = f64b(x);
    if v.is_nan() {
        return x | 0x0008_0000_0000_0000;
    }
    let n = n.clamp(-2200, 2200) as i32;
    let h = n / 2;
    (v * 2f64.powi(h) * 2f64.powi(n - h)).to_bits()
}

fn ldexp16(c: &mut Cx, x: u64, n: i64) -> u64 {
    let n = n.clamp(-100, 100) as i32;
    let f = c.f64.convert::<F16, F64>(x as u16);
    let d = f64b(f) * 2f64.powi(n);
    u64::from(c.f64.convert::<F64, F16>(d.to_bits()))
}

fn flush32(x: u64) -> u64 {
    if x & 0x7F80_0000 == 0 {
        x & 0x8000_0000
    } else {
        x
    }
}
fn flush16(x: u64) -> u64 {
    if x & 0x7C00 == 0 { x & 0x8000 } else { x }
}

fn quiet32(x: u64) -> u64 {
    x | 0x0040_0000
}

/// Transcendental f32 helper: denormal inputs and outputs flushed (seed notes "denormals are
/// flushed", e.g. V_EXP_F32 L13291), NaN quieted.
fn trans32(x: u64, f: impl Fn(f32) -> f32) -> u64 {
    let v = f32b(flush32(x));
    if v.is_nan() {
        return quiet32(x);
    }
    flush32(b32(f(v)))
}

fn trans16(c: &mut Cx, x: u64, f: impl Fn(f32) -> f32) -> u64 {
    let v = f32b(u64::from(c.f32.convert::<F16, F32>(x as u16)));
    if v.is_nan() {
        return (x | 0x200) & 0xFFFF;
    }
    let mut c2 = hsakit_softfp::FpCtx::ieee();
    c2.want_flags = false;
    u64::from(c2.convert::<F32, F16>(f(v).to_bits()))
}

/// [`trans32`] raising the exception flags of `op` when the wave tracks them ([`crate::trans`]).
fn trans32f(c: &mut Cx, x: u64, op: T, f: impl Fn(f32) -> f32) -> u64 {
    let r = trans32(x, f);
    if c.f32.want_flags {
        let sub = x & 0x7F80_0000 == 0 && x & 0x007F_FFFF != 0;
        let snan = f32b(x).is_nan() && x & 0x0040_0000 == 0;
        let input = (f64::from(f32b(flush32(x))), snan, sub);
        let min = f64::from(f32::MIN_POSITIVE);
        crate::trans::raise(&mut c.f32, op, input, f64::from(f32b(r)), min);
    }
    r
}

/// [`trans16`] with denormal results flushed, raising the exception flags of `op`.
fn trans16f(c: &mut Cx, x: u64, op: T, f: impl Fn(f32) -> f32) -> u64 {
    let r = flush16(trans16(c, x, f));
    raise16(c, x, r, op);
    r
}

/// Raises the exception flags of the f16 transcendental `op` of input `x` that gave `r`, when
/// the wave tracks them ([`crate::trans`]).
fn raise16(c: &mut Cx, x: u64, r: u64, op: T) {
    if c.f64.want_flags {
        let mut q = hsakit_softfp::FpCtx::ieee();
        q.want_flags = false;
        let mut val = |h: u64| f64::from(f32b(u64::from(q.convert::<F16, F32>(h as u16))));
        let sub = x & 0x7C00 == 0 && x & 0x03FF != 0;
        let snan = x & 0x7C00 == 0x7C00 && x & 0x03FF != 0 && x & 0x0200 == 0;
        let input = (val(x), snan, sub);
        let res = val(r);
        crate::trans::raise(&mut c.f64, op, input, res, 2f64.powi(-14));
    }
}

/// A binary64 transcendental on the host (NaN quieted), raising the exception flags of `op`.
fn trans64f(c: &mut Cx, x: u64, op: T, f: impl Fn(f64) -> f64) -> u64 {
    let v = f64b(x);
    let r = if v.is_nan() {
        x | 0x0008_0000_0000_0000
    } else {
        f(v).to_bits()
    };
    if c.f64.want_flags {
        let sub = v != 0.0 && v.abs() < f64::MIN_POSITIVE;
        let snan = v.is_nan() && x & 0x0008_0000_0000_0000 == 0;
        let input = (v, snan, sub);
        crate::trans::raise(&mut c.f64, op, input, f64b(r), f64::MIN_POSITIVE);
    }
    r
}

fn to_int32(c: &mut hsakit_softfp::FpCtx, x: u64, sz: Sz, ty: IntType, mode: Round) -> u64 {
    let r = IntRounding::new(mode).sat();
    let v = match sz {
        Sz::F64 => c.to_int::<F64>(x, ty, r),
        Sz::F16 => c.to_int::<F16>(x as u16, ty, r),
        _ => c.to_int::<F32>(x as u32, ty, r),
    };
    v & 0xFFFF_FFFF
}

/// sin(2πx) / cos(2πx) for an input in revolutions (V_SIN/V_COS, seed ch16): the integer part is
/// removed exactly first, then the octant, so whole and quarter revolutions give exact results
/// (seed examples L13462–13486: sin(−MAX) = 0, cos(0.25) = 0).
fn sincos_rev(x: f64, cos: bool) -> f64 {
    if !x.is_finite() {
        // ±∞ give the negative default NaN (seed L13461: 0xffc00000).
        return -f64::NAN;
    }
    if x == 0.0 && !cos {
        return x;
    }
    let r = x - x.floor();
    let q = (r * 4.0).round();
    let t = (r - q / 4.0) * std::f64::consts::TAU;
    let (s, c) = (t.sin(), t.cos());
    let quad = (q as i64).rem_euclid(4);
    let v = match (quad, cos) {
        (0, false) => s,
        (0, true) => c,
        (1, false) => c,
        (1, true) => -s,
        (2, false) => -s,
        (2, true) => -c,
        (3, false) => -c,
        _ => s,
    };
    if v == 0.0 { 0.0 } else { v }
}

fn cmpop(n: &str) -> Option<CmpOp> {
    Some(match n {
        "LT" => CmpOp::Lt,
        "EQ" => CmpOp::Eq,
        "LE" => CmpOp::Le,
        "GT" => CmpOp::Gt,
        "LG" => CmpOp::Ne,
        "GE" => CmpOp::Ge,
        "O" => CmpOp::Num,
        "U" => CmpOp::Nan,
        "NGE" => CmpOp::Ltu,
        "NLG" => CmpOp::Equ,
        "NGT" => CmpOp::Leu,
        "NLE" => CmpOp::Gtu,
        "NEQ" => CmpOp::Neu,
        "NLT" => CmpOp::Geu,
        _ => return None,
    })
}

/// Registers a DS instruction reads into VDST and writes from DATA (dwords).
pub(crate) fn ds_regs(name: &str) -> (u8, u8) {
    let width = if name.contains("B128") {
        4
    } else if name.contains("B96") {
        3
    } else if name.contains("B64") || name.contains("U64") || name.contains("I64") {
        2
    } else {
        1
    };
    let two = name.contains("2ADDR");
    let rd = if name.contains("LOAD")
        || name.contains("RTN")
        || name.contains("PERMUTE")
        || name.contains("SWIZZLE")
    {
        if two { width * 2 } else { width }
    } else {
        0
    };
    let wr = if name.contains("LOAD") { 0 } else { width };
    (rd, wr)
}

/// Registers a FLAT/GLOBAL/SCRATCH/BUFFER instruction returns and stores (dwords).
pub(crate) fn mem_regs(name: &str) -> (u8, u8) {
    if name.contains("_FORMAT_") {
        let n = crate::bufformat::data_regs(name);
        return if name.contains("LOAD") {
            (n, 0)
        } else {
            (0, n)
        };
    }
    let width = if name.contains("B128") {
        4
    } else if name.contains("B96") {
        3
    } else if name.contains("B64") || name.contains("U64") || name.contains("I64") {
        2
    } else {
        1
    };
    if name.contains("ATOMIC") {
        let d = if name.contains("CMPSWAP") {
            width * 2
        } else {
            width
        };
        (width, d)
    } else if name.contains("LOAD") {
        (width, 0)
    } else if name.contains("STORE") {
        (0, width)
    } else {
        (0, 0)
    }
}

/// The semantics of opcode `name` in format `fmt`, or None when not implemented.
pub(crate) fn desc(fmt: Format, name: &str) -> Option<Desc> {
    use Format as Fm;
    match fmt {
        Fm::Sop2 | Fm::Sop1 | Fm::Sopk | Fm::Sopc | Fm::Sopp => crate::salu::desc(name),
        Fm::Smem | Fm::Vds | Fm::Vflat | Fm::Vglobal | Fm::Vscratch | Fm::Vbuffer => {
            crate::mem::desc(fmt, name)
        }
        Fm::Vopc => vcmp_desc(name),
        Fm::Vop3 if name.starts_with("V_CMP") => vcmp_desc(name),
        Fm::Vop3p => vop3p_desc(name),
        _ => valu_desc(name),
    }
}

fn vcmp_desc(name: &str) -> Option<Desc> {
    let rest = name
        .strip_prefix("V_CMPX_")
        .or_else(|| name.strip_prefix("V_CMP_"))?;
    let (op, ty) = rest.rsplit_once('_')?;
    if op == "CLASS" {
        return Some(match ty {
            "F32" => vc!(F, |c, a, b| hsakit_softfp::class::<F32>(a as u32)
                & (b as u32)
                != 0),
            "F64" => {
                fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                    vcmp(w, i, |_c, a, b| {
                        hsakit_softfp::class::<F64>(a) & (b as u32) != 0
                    });
                    Ok(())
                }
                Desc {
                    h,
                    d: N,
                    s: [D, U, N],
                }
            }
            "F16" => vc!(H, |c, a, b| hsakit_softfp::class::<F16>(a as u16)
                & (b as u32)
                != 0),
            _ => return None,
        });
    }
    macro_rules! fl {
        ($fmt:ty, $sz:expr, $ctx:ident, $cast:ty) => {{
            Some(match op {
                "LT" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Lt,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "EQ" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Eq,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "LE" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Le,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "GT" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Gt,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "LG" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Ne,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "GE" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Ge,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "O" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Num,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "U" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Nan,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NGE" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Ltu,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NLG" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Equ,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NGT" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Leu,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NLE" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Gtu,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NEQ" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Neu,
                    a as $cast,
                    b as $cast,
                    false
                )),
                "NLT" => vc!($sz, |c, a, b| c.$ctx.cmp::<$fmt>(
                    CmpOp::Geu,
                    a as $cast,
                    b as $cast,
                    false
                )),
                _ => return None,
            })
        }};
    }
    macro_rules! int {
        ($sz:expr, $t:ty) => {{
            Some(match op {
                "LT" => vc!($sz, |c, a, b| (a as $t) < (b as $t)),
                "EQ" => vc!($sz, |c, a, b| (a as $t) == (b as $t)),
                "LE" => vc!($sz, |c, a, b| (a as $t) <= (b as $t)),
                "GT" => vc!($sz, |c, a, b| (a as $t) > (b as $t)),
                "NE" => vc!($sz, |c, a, b| (a as $t) != (b as $t)),
                "GE" => vc!($sz, |c, a, b| (a as $t) >= (b as $t)),
                _ => return None,
            })
        }};
    }
    let _ = cmpop;
    match ty {
        "F32" => fl!(F32, F, f32, u32),
        "F64" => fl!(F64, D, f64, u64),
        "F16" => fl!(F16, H, f64, u16),
        "I32" => int!(U, i32),
        "U32" => int!(U, u32),
        "I64" => int!(J, i64),
        "U64" => int!(Q, u64),
        "I16" => int!(W, i16),
        "U16" => int!(W, u16),
        _ => None,
    }
}

fn vop3p_desc(name: &str) -> Option<Desc> {
    Some(match name {
        "V_PK_ADD_F16" => pk!(true, 2, |c, a, b, x| c.f64.add::<F16>(a, b)),
        "V_PK_MUL_F16" => pk!(true, 2, |c, a, b, x| c.f64.mul::<F16>(a, b)),
        "V_PK_FMA_F16" => pk!(true, 3, |c, a, b, x| c.f64.fma::<F16>(a, b, x)),
        "V_PK_MIN_NUM_F16" => pk!(true, 2, |c, a, b, x| c.f64.min::<F16>(a, b, NUM)),
        "V_PK_MAX_NUM_F16" => pk!(true, 2, |c, a, b, x| c.f64.max::<F16>(a, b, NUM)),
        "V_PK_MINIMUM_F16" => pk!(true, 2, |c, a, b, x| c.f64.min::<F16>(a, b, PROP)),
        "V_PK_MAXIMUM_F16" => pk!(true, 2, |c, a, b, x| c.f64.max::<F16>(a, b, PROP)),
        "V_PK_ADD_U16" => pk!(false, 2, |c, a, b, x| if c.clamp {
            a.saturating_add(b)
        } else {
            a.wrapping_add(b)
        }),
        "V_PK_SUB_U16" => pk!(false, 2, |c, a, b, x| if c.clamp {
            a.saturating_sub(b)
        } else {
            a.wrapping_sub(b)
        }),
        "V_PK_ADD_I16" => pk!(false, 2, |c, a, b, x| if c.clamp {
            (a as i16).saturating_add(b as i16) as u16
        } else {
            a.wrapping_add(b)
        }),
        "V_PK_SUB_I16" => pk!(false, 2, |c, a, b, x| if c.clamp {
            (a as i16).saturating_sub(b as i16) as u16
        } else {
            a.wrapping_sub(b)
        }),
        "V_PK_MUL_LO_U16" => pk!(false, 2, |c, a, b, x| a.wrapping_mul(b)),
        "V_PK_LSHLREV_B16" => pk!(false, 2, |c, a, b, x| b << (a & 15)),
        "V_PK_LSHRREV_B16" => pk!(false, 2, |c, a, b, x| b >> (a & 15)),
        "V_PK_ASHRREV_I16" => pk!(false, 2, |c, a, b, x| ((b as i16) >> (a & 15)) as u16),
        "V_PK_MAX_I16" => pk!(false, 2, |c, a, b, x| (a as i16).max(b as i16) as u16),
        "V_PK_MIN_I16" => pk!(false, 2, |c, a, b, x| (a as i16).min(b as i16) as u16),
        "V_PK_MAX_U16" => pk!(false, 2, |c, a, b, x| a.max(b)),
        "V_PK_MIN_U16" => pk!(false, 2, |c, a, b, x| a.min(b)),
        "V_PK_MAD_U16" => pk!(false, 3, |c, a, b, x| a.wrapping_mul(b).wrapping_add(x)),
        "V_PK_MAD_I16" => pk!(false, 3, |c, a, b, x| a.wrapping_mul(b).wrapping_add(x)),
        "V_FMA_MIX_F32" | "V_FMA_MIXLO_F16" | "V_FMA_MIXHI_F16" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                crate::valu::fma_mix(w, i);
                Ok(())
            }
            Desc {
                h,
                d: U,
                s: [U, U, U],
            }
        }
        "V_DOT4_F32_FP8_FP8" => hd!(crate::fp8::h_dot4_fp8_fp8, F, [U, U, F]),
        "V_DOT4_F32_FP8_BF8" => hd!(crate::fp8::h_dot4_fp8_bf8, F, [U, U, F]),
        "V_DOT4_F32_BF8_FP8" => hd!(crate::fp8::h_dot4_bf8_fp8, F, [U, U, F]),
        "V_DOT4_F32_BF8_BF8" => hd!(crate::fp8::h_dot4_bf8_bf8, F, [U, U, F]),
        n if n.starts_with("V_WMMA_") => hd!(crate::wmma::handler(n)?, U, [U, U, U]),
        n if n.starts_with("V_SWMMAC_") => hd!(crate::swmmac::handler(n)?, U, [U, U, U]),
        "V_DOT2_F32_F16" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                crate::valu::dot2_f32_f16(w, i);
                Ok(())
            }
            Desc {
                h,
                d: U,
                s: [U, U, U],
            }
        }
        _ => return None,
    })
}

fn valu_desc(name: &str) -> Option<Desc> {
    Some(match name {
        "V_NOP" | "V_PIPEFLUSH" => hd!(exec::nop),
        "V_MOV_B32" => v!(U, [U, N, N], |c, a, b, x| a),
        "V_MOV_B16" => v!(W, [W, N, N], |c, a, b, x| a),
        "V_MOV_B64" => v!(Q, [Q, N, N], |c, a, b, x| a),
        "V_READFIRSTLANE_B32" => hd!(exec::v_readfirstlane, N, [U, N, N]),
        // VINTERP (interp.rs).
        n if n.starts_with("V_INTERP_") => hd!(crate::interp::handler(n)?, F, [U, F, F]),
        // FP8/BF8 conversions (fp8.rs).
        "V_CVT_F32_FP8" => hd!(crate::fp8::h_cvt_f32_fp8, F, [U, N, N]),
        "V_CVT_F32_BF8" => hd!(crate::fp8::h_cvt_f32_bf8, F, [U, N, N]),
        "V_CVT_PK_F32_FP8" => hd!(crate::fp8::h_cvt_pk_f32_fp8, Q, [U, N, N]),
        "V_CVT_PK_F32_BF8" => hd!(crate::fp8::h_cvt_pk_f32_bf8, Q, [U, N, N]),
        "V_CVT_PK_FP8_F32" => hd!(crate::fp8::h_cvt_pk_fp8_f32, U, [F, F, N]),
        "V_CVT_PK_BF8_F32" => hd!(crate::fp8::h_cvt_pk_bf8_f32, U, [F, F, N]),
        "V_CVT_SR_FP8_F32" => hd!(crate::fp8::h_cvt_sr_fp8_f32, U, [F, U, N]),
        "V_CVT_SR_BF8_F32" => hd!(crate::fp8::h_cvt_sr_bf8_f32, U, [F, U, N]),

        "V_READLANE_B32" => hd!(exec::v_readlane, N, [U, U, N]),
        "V_WRITELANE_B32" => hd!(exec::v_writelane, U, [U, U, N]),
        "V_SWAP_B32" => hd!(exec::v_swap, U, [U, N, N]),
        "V_PERMLANE64_B32" => hd!(exec::v_permlane64, U, [U, N, N]),
        "V_PERMLANE16_B32" => {
            fn h(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
                exec::v_permlane16(w, i, e, false)
            }
            hd!(h, U, [U, U, U])
        }
        "V_PERMLANEX16_B32" => {
            fn h(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
                exec::v_permlane16(w, i, e, true)
            }
            hd!(h, U, [U, U, U])
        }
        // Integer 32-bit.
        "V_ADD_NC_U32" => v!(U, [U, U, N], |c, a, b, x| if c.clamp {
            (a as u32).saturating_add(b as u32) as u64
        } else {
            (a as u32).wrapping_add(b as u32) as u64
        }),
        "V_SUB_NC_U32" => v!(U, [U, U, N], |c, a, b, x| if c.clamp {
            (a as u32).saturating_sub(b as u32) as u64
        } else {
            (a as u32).wrapping_sub(b as u32) as u64
        }),
        "V_SUBREV_NC_U32" => v!(U, [U, U, N], |c, a, b, x| if c.clamp {
            (b as u32).saturating_sub(a as u32) as u64
        } else {
            (b as u32).wrapping_sub(a as u32) as u64
        }),
        "V_ADD_NC_I32" => v!(U, [U, U, N], |c, a, b, x| if c.clamp {
            (a as i32).saturating_add(b as i32) as u32 as u64
        } else {
            (a as u32).wrapping_add(b as u32) as u64
        }),
        "V_SUB_NC_I32" => v!(U, [U, U, N], |c, a, b, x| if c.clamp {
            (a as i32).saturating_sub(b as i32) as u32 as u64
        } else {
            (a as u32).wrapping_sub(b as u32) as u64
        }),
        "V_AND_B32" => v!(U, [U, U, N], |c, a, b, x| a & b),
        "V_OR_B32" => v!(U, [U, U, N], |c, a, b, x| a | b),
        "V_XOR_B32" => v!(U, [U, U, N], |c, a, b, x| a ^ b),
        "V_XNOR_B32" => v!(U, [U, U, N], |c, a, b, x| !(a ^ b) & 0xFFFF_FFFF),
        "V_NOT_B32" => v!(U, [U, N, N], |c, a, b, x| !a & 0xFFFF_FFFF),
        "V_LSHLREV_B32" => v!(U, [U, U, N], |c, a, b, x| ((b as u32) << (a & 31)) as u64),
        "V_LSHRREV_B32" => v!(U, [U, U, N], |c, a, b, x| ((b as u32) >> (a & 31)) as u64),
        "V_ASHRREV_I32" => v!(U, [U, U, N], |c, a, b, x| ((b as i32) >> (a & 31)) as u32
            as u64),
        "V_LSHLREV_B64" => v!(Q, [U, Q, N], |c, a, b, x| b << (a & 63)),
        "V_LSHRREV_B64" => v!(Q, [U, Q, N], |c, a, b, x| b >> (a & 63)),
        "V_ASHRREV_I64" => v!(Q, [U, Q, N], |c, a, b, x| ((b as i64) >> (a & 63)) as u64),
        "V_MIN_I32" => v!(U, [U, U, N], |c, a, b, x| (a as i32).min(b as i32) as u32
            as u64),
        "V_MAX_I32" => v!(U, [U, U, N], |c, a, b, x| (a as i32).max(b as i32) as u32
            as u64),
        "V_MIN_U32" => v!(U, [U, U, N], |c, a, b, x| a.min(b)),
        "V_MAX_U32" => v!(U, [U, U, N], |c, a, b, x| a.max(b)),
        "V_MUL_I32_I24" => v!(U, [U, U, N], |c, a, b, x| (sx(a, 24) * sx(b, 24)) as u64
            & 0xFFFF_FFFF),
        "V_MUL_HI_I32_I24" => v!(U, [U, U, N], |c, a, b, x| ((sx(a, 24) * sx(b, 24)) >> 32)
            as u64
            & 0xFFFF_FFFF),
        "V_MUL_U32_U24" => v!(U, [U, U, N], |c, a, b, x| ((a & 0xFF_FFFF)
            * (b & 0xFF_FFFF))
            & 0xFFFF_FFFF),
        "V_MUL_HI_U32_U24" => v!(U, [U, U, N], |c, a, b, x| ((a & 0xFF_FFFF)
            * (b & 0xFF_FFFF))
            >> 32),
        "V_MUL_LO_U32" => v!(U, [U, U, N], |c, a, b, x| (a * b) & 0xFFFF_FFFF),
        "V_MUL_HI_U32" => v!(U, [U, U, N], |c, a, b, x| (a * b) >> 32),
        "V_MUL_HI_I32" => v!(U, [U, U, N], |c, a, b, x| ((sx(a, 32) * sx(b, 32)) >> 32)
            as u64
            & 0xFFFF_FFFF),
        "V_MAD_U32_U24" => v!(U, [U, U, U], |c, a, b, x| ((a & 0xFF_FFFF)
            * (b & 0xFF_FFFF)
            + x)
            & 0xFFFF_FFFF),
        "V_MAD_I32_I24" => v!(
            U,
            [U, U, U],
            |c, a, b, x| (sx(a, 24) * sx(b, 24) + sx(x, 32)) as u64 & 0xFFFF_FFFF
        ),
        "V_MAD_U64_U32" => v!(Q, [U, U, Q], |c, a, b, x| (a * b).wrapping_add(x)),
        "V_BFE_U32" => v!(U, [U, U, U], |c, a, b, x| {
            let w = x & 31;
            (a >> (b & 31)) & ((1u64 << w) - 1)
        }),
        "V_BFE_I32" => v!(U, [U, U, U], |c, a, b, x| {
            let w = (x & 31) as u32;
            if w == 0 {
                0
            } else {
                (sx((a >> (b & 31)) & ((1u64 << w) - 1), w) as u64) & 0xFFFF_FFFF
            }
        }),
        "V_BFI_B32" => v!(U, [U, U, U], |c, a, b, x| ((a & b) | (!a & x))
            & 0xFFFF_FFFF),
        "V_BFM_B32" => v!(U, [U, U, N], |c, a, b, x| (((1u64 << (a & 31)) - 1)
            << (b & 31))
            & 0xFFFF_FFFF),
        "V_ALIGNBIT_B32" => v!(U, [U, U, U], |c, a, b, x| (((a << 32) | b) >> (x & 31))
            & 0xFFFF_FFFF),
        "V_ALIGNBYTE_B32" => v!(U, [U, U, U], |c, a, b, x| (((a << 32) | b)
            >> (8 * (x & 3)))
            & 0xFFFF_FFFF),
        "V_PERM_B32" => v!(U, [U, U, U], |c, a, b, x| crate::valu::perm(
            a as u32, b as u32, x as u32
        ) as u64),
        "V_LSHL_ADD_U32" => v!(U, [U, U, U], |c, a, b, x| ((a << (b & 31)) + x)
            & 0xFFFF_FFFF),
        "V_ADD_LSHL_U32" => v!(U, [U, U, U], |c, a, b, x| ((a + b) << (x & 31))
            & 0xFFFF_FFFF),
        "V_ADD3_U32" => v!(U, [U, U, U], |c, a, b, x| (a + b + x) & 0xFFFF_FFFF),
        "V_LSHL_OR_B32" => v!(U, [U, U, U], |c, a, b, x| ((a << (b & 31)) | x)
            & 0xFFFF_FFFF),
        "V_AND_OR_B32" => v!(U, [U, U, U], |c, a, b, x| (a & b) | x),
        "V_OR3_B32" => v!(U, [U, U, U], |c, a, b, x| a | b | x),
        "V_XOR3_B32" => v!(U, [U, U, U], |c, a, b, x| a ^ b ^ x),
        "V_XAD_U32" => v!(U, [U, U, U], |c, a, b, x| ((a ^ b) + x) & 0xFFFF_FFFF),
        "V_LSHL_ADD_U64" => v!(Q, [Q, U, Q], |c, a, b, x| (a << (b & 7)).wrapping_add(x)),
        "V_MIN3_I32" => v!(
            U,
            [U, U, U],
            |c, a, b, x| (a as i32).min(b as i32).min(x as i32) as u32 as u64
        ),
        "V_MAX3_I32" => v!(
            U,
            [U, U, U],
            |c, a, b, x| (a as i32).max(b as i32).max(x as i32) as u32 as u64
        ),
        "V_MIN3_U32" => v!(U, [U, U, U], |c, a, b, x| a.min(b).min(x)),
        "V_MAX3_U32" => v!(U, [U, U, U], |c, a, b, x| a.max(b).max(x)),
        "V_MED3_I32" => v!(U, [U, U, U], |c, a, b, x| {
            let (a, b, x) = (a as i32, b as i32, x as i32);
            a.max(b).min(a.min(b).max(x)) as u32 as u64
        }),
        "V_MED3_U32" => v!(U, [U, U, U], |c, a, b, x| a.max(b).min(a.min(b).max(x))),
        "V_BCNT_U32_B32" => v!(U, [U, U, N], |c, a, b, x| (u64::from(
            (a as u32).count_ones()
        ) + b)
            & 0xFFFF_FFFF),
        "V_MBCNT_LO_U32_B32" => v!(U, [U, U, N], |c, a, b, x| {
            let m = if c.lane >= 32 {
                u64::MAX
            } else {
                (1u64 << c.lane) - 1
            };
            (u64::from(((a & m) as u32).count_ones()) + b) & 0xFFFF_FFFF
        }),
        "V_MBCNT_HI_U32_B32" => v!(U, [U, U, N], |c, a, b, x| {
            let m = if c.lane <= 32 {
                0
            } else {
                (1u64 << (c.lane - 32)) - 1
            };
            (u64::from(((a & m) as u32).count_ones()) + b) & 0xFFFF_FFFF
        }),
        "V_BFREV_B32" => v!(U, [U, N, N], |c, a, b, x| u64::from(
            (a as u32).reverse_bits()
        )),
        "V_CLZ_I32_U32" => v!(U, [U, N, N], |c, a, b, x| if a as u32 == 0 {
            0xFFFF_FFFF
        } else {
            u64::from((a as u32).leading_zeros())
        }),
        "V_CTZ_I32_B32" => v!(U, [U, N, N], |c, a, b, x| if a as u32 == 0 {
            0xFFFF_FFFF
        } else {
            u64::from((a as u32).trailing_zeros())
        }),
        "V_CLS_I32" => v!(U, [U, N, N], |c, a, b, x| {
            let v = a as u32;
            if v == 0 || v == u32::MAX {
                0xFFFF_FFFF
            } else {
                u64::from((if v >> 31 != 0 { !v } else { v }).leading_zeros())
            }
        }),
        "V_CNDMASK_B32" => vm!(U, [U, U, N], false, |c, a, b, x, m| (
            if m { b } else { a },
            false
        )),
        "V_CNDMASK_B16" => vm!(W, [W, W, N], false, |c, a, b, x, m| (
            if m { b } else { a },
            false
        )),
        "V_ADD_CO_CI_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| {
            let t = a + b + u64::from(m);
            (t & 0xFFFF_FFFF, t >> 32 != 0)
        }),
        "V_SUB_CO_CI_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| {
            let t = a.wrapping_sub(b).wrapping_sub(u64::from(m));
            (t & 0xFFFF_FFFF, b + u64::from(m) > a)
        }),
        "V_SUBREV_CO_CI_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| {
            let t = b.wrapping_sub(a).wrapping_sub(u64::from(m));
            (t & 0xFFFF_FFFF, a + u64::from(m) > b)
        }),
        "V_ADD_CO_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| {
            let t = a + b;
            (
                if c.clamp {
                    t.min(0xFFFF_FFFF)
                } else {
                    t & 0xFFFF_FFFF
                },
                t >> 32 != 0,
            )
        }),
        "V_SUB_CO_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| (
            if c.clamp && b > a {
                0
            } else {
                a.wrapping_sub(b) & 0xFFFF_FFFF
            },
            b > a
        )),
        "V_SUBREV_CO_U32" => vm!(U, [U, U, N], true, |c, a, b, x, m| (
            if c.clamp && a > b {
                0
            } else {
                b.wrapping_sub(a) & 0xFFFF_FFFF
            },
            a > b
        )),
        "V_MAD_CO_U64_U32" => vm!(Q, [U, U, Q], true, |c, a, b, x, m| {
            let (r, o) = (a * b).overflowing_add(x);
            (r, o)
        }),
        "V_MAD_CO_I64_I32" => vm!(Q, [U, U, Q], true, |c, a, b, x, m| {
            let p = i128::from(sx(a, 32)) * i128::from(sx(b, 32)) + i128::from(x as i64);
            (
                p as u64,
                p > i128::from(i64::MAX) || p < i128::from(i64::MIN),
            )
        }),
        "V_DIV_SCALE_F32" => vm!(
            F,
            [F, F, F],
            true,
            |c, a, b, x, m| crate::valu::div_scale32(c, a, b, x)
        ),
        "V_DIV_SCALE_F64" => vm!(
            D,
            [D, D, D],
            true,
            |c, a, b, x, m| crate::valu::div_scale64(c, a, b, x)
        ),
        "V_DIV_FMAS_F32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let vcc = w.mask(crate::wave::VCC as u8);
                crate::valu::div_fmas(w, i, vcc, false);
                Ok(())
            }
            hd!(h, F, [F, F, F])
        }
        "V_DIV_FMAS_F64" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let vcc = w.mask(crate::wave::VCC as u8);
                crate::valu::div_fmas(w, i, vcc, true);
                Ok(())
            }
            hd!(h, D, [D, D, D])
        }
        "V_DIV_FIXUP_F32" => v!(F, [F, F, F], |c, a, b, x| crate::valu::div_fixup32(a, b, x)),
        "V_DIV_FIXUP_F64" => v!(D, [D, D, D], |c, a, b, x| crate::valu::div_fixup64(a, b, x)),
        "V_DIV_FIXUP_F16" => v!(H, [H, H, H], |c, a, b, x| crate::valu::div_fixup16(
            c, a, b, x
        )),
        // f32.
        "V_ADD_F32" => vs!(
            F,
            [F, F, N],
            fast | a,
            b,
            x | crate::fp::host2(f32::from_bits(a) + f32::from_bits(b)),
            slow | c,
            a,
            b,
            x | crate::fp::add32(&mut c.f32, a as u32, b as u32) as u64
        ),
        "V_SUB_F32" => vs!(
            F,
            [F, F, N],
            fast | a,
            b,
            x | crate::fp::host2(f32::from_bits(a) - f32::from_bits(b)),
            slow | c,
            a,
            b,
            x | crate::fp::sub32(&mut c.f32, a as u32, b as u32) as u64
        ),
        "V_SUBREV_F32" => vs!(
            F,
            [F, F, N],
            fast | a,
            b,
            x | crate::fp::host2(f32::from_bits(b) - f32::from_bits(a)),
            slow | c,
            a,
            b,
            x | crate::fp::sub32(&mut c.f32, b as u32, a as u32) as u64
        ),
        "V_MUL_F32" => vs!(
            F,
            [F, F, N],
            fast | a,
            b,
            x | crate::fp::host2(f32::from_bits(a) * f32::from_bits(b)),
            slow | c,
            a,
            b,
            x | crate::fp::mul32(&mut c.f32, a as u32, b as u32) as u64
        ),
        "V_MUL_DX9_ZERO_F32" => v!(F, [F, F, N], |c, a, b, x| if a & 0x7FFF_FFFF == 0
            || b & 0x7FFF_FFFF == 0
        {
            0
        } else {
            crate::fp::mul32(&mut c.f32, a as u32, b as u32) as u64
        }),
        "V_FMAC_F32" | "V_FMA_F32" | "V_FMAMK_F32" | "V_FMAAK_F32" => vs!(
            F,
            [F, F, F],
            fast | a,
            b,
            x | crate::fp::host_fma32(a, b, x),
            slow | c,
            a,
            b,
            x | crate::fp::fma32(&mut c.f32, a as u32, b as u32, x as u32) as u64
        ),
        "V_FMA_DX9_ZERO_F32" => v!(F, [F, F, F], |c, a, b, x| if a & 0x7FFF_FFFF == 0
            || b & 0x7FFF_FFFF == 0
        {
            crate::fp::add32(&mut c.f32, 0, x as u32) as u64
        } else {
            crate::fp::fma32(&mut c.f32, a as u32, b as u32, x as u32) as u64
        }),
        "V_MIN_NUM_F32" => v!(
            F,
            [F, F, N],
            |c, a, b, x| c.f32.min::<F32>(a as u32, b as u32, NUM) as u64
        ),
        "V_MAX_NUM_F32" => v!(
            F,
            [F, F, N],
            |c, a, b, x| c.f32.max::<F32>(a as u32, b as u32, NUM) as u64
        ),
        "V_MINIMUM_F32" => v!(
            F,
            [F, F, N],
            |c, a, b, x| c.f32.min::<F32>(a as u32, b as u32, PROP) as u64
        ),
        "V_MAXIMUM_F32" => v!(
            F,
            [F, F, N],
            |c, a, b, x| c.f32.max::<F32>(a as u32, b as u32, PROP) as u64
        ),
        "V_MIN3_NUM_F32" => v!(F, [F, F, F], |c, a, b, x| {
            let m = c.f32.min::<F32>(a as u32, b as u32, NUM);
            c.f32.min::<F32>(m, x as u32, NUM) as u64
        }),
        "V_MAX3_NUM_F32" => v!(F, [F, F, F], |c, a, b, x| {
            let m = c.f32.max::<F32>(a as u32, b as u32, NUM);
            c.f32.max::<F32>(m, x as u32, NUM) as u64
        }),
        "V_MINIMUM3_F32" => v!(F, [F, F, F], |c, a, b, x| {
            let m = c.f32.min::<F32>(a as u32, b as u32, PROP);
            c.f32.min::<F32>(m, x as u32, PROP) as u64
        }),
        "V_MAXIMUM3_F32" => v!(F, [F, F, F], |c, a, b, x| {
            let m = c.f32.max::<F32>(a as u32, b as u32, PROP);
            c.f32.max::<F32>(m, x as u32, PROP) as u64
        }),
        "V_MED3_NUM_F32" => v!(F, [F, F, F], |c, a, b, x| crate::valu::med3_f32(
            c, a as u32, b as u32, x as u32
        ) as u64),
        "V_LDEXP_F32" => v!(F, [F, U, N], |c, a, b, x| ldexp32(c, a, sx(b, 32))),
        "V_FRACT_F32" => v!(F, [F, N, N], |c, a, b, x| c.f32.fract::<F32>(a as u32)
            as u64),
        "V_TRUNC_F32" => v!(F, [F, N, N], |c, a, b, x| c
            .f32
            .round_to_integral::<F32>(a as u32, Round::Zero)
            as u64),
        "V_CEIL_F32" => v!(F, [F, N, N], |c, a, b, x| c
            .f32
            .round_to_integral::<F32>(a as u32, Round::Up)
            as u64),
        "V_FLOOR_F32" => v!(F, [F, N, N], |c, a, b, x| c
            .f32
            .round_to_integral::<F32>(a as u32, Round::Down)
            as u64),
        "V_RNDNE_F32" => v!(F, [F, N, N], |c, a, b, x| c
            .f32
            .round_to_integral::<F32>(a as u32, Round::NearestEven)
            as u64),
        "V_EXP_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Exp, f32::exp2)),
        "V_LOG_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Log, f32::log2)),
        "V_RCP_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Rcp, |v| 1.0
            / v)),
        // "Can only raise integer DIV_BY_ZERO exception" (seed V_RCP_IFLAG_F32, L13348–13362):
        // TRAP_CTRL bit 6 when the divisor is zero (±0, or a subnormal the transcendentals flush
        // to zero), the case whose result is ±∞; no float exception.
        "V_RCP_IFLAG_F32" => v!(F, [F, N, N], |c, a, b, x| {
            if c.f32.want_flags && a & 0x7F80_0000 == 0 {
                c.int_div0 = true;
            }
            trans32(a, |v| 1.0 / v)
        }),
        "V_RSQ_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Rsq, |v| 1.0
            / v.sqrt())),
        "V_SQRT_F32" => v!(F, [F, N, N], |c, a, b, x| c.f32.sqrt::<F32>(a as u32)
            as u64),
        "V_SIN_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Sin, |v| {
            sincos_rev(f64::from(v), false) as f32
        })),
        "V_COS_F32" => v!(F, [F, N, N], |c, a, b, x| trans32f(c, a, T::Cos, |v| {
            sincos_rev(f64::from(v), true) as f32
        })),
        "V_FREXP_MANT_F32" => v!(F, [F, N, N], |c, a, b, x| crate::valu::frexp_mant32(a)),
        "V_FREXP_EXP_I32_F32" => v!(U, [F, N, N], |c, a, b, x| crate::valu::frexp_exp32(a)),
        // Conversions.
        "V_CVT_F32_I32" => vs!(
            F,
            [U, N, N],
            fast | a,
            b,
            x | ((a as i32 as f32).to_bits(), true),
            slow | c,
            a,
            b,
            x | c.f32.from_i64::<F32>(sx(a, 32)) as u64
        ),
        "V_CVT_F32_U32" => vs!(
            F,
            [U, N, N],
            fast | a,
            b,
            x | ((a as f32).to_bits(), true),
            slow | c,
            a,
            b,
            x | c.f32.from_u64::<F32>(a & 0xFFFF_FFFF) as u64
        ),
        "V_CVT_I32_F32" => v!(U, [F, N, N], |c, a, b, x| to_int32(
            &mut c.f32,
            a,
            F,
            IntType::S32,
            Round::Zero
        )),
        "V_CVT_U32_F32" => v!(U, [F, N, N], |c, a, b, x| to_int32(
            &mut c.f32,
            a,
            F,
            IntType::U32,
            Round::Zero
        )),
        "V_CVT_I32_F64" => v!(U, [D, N, N], |c, a, b, x| to_int32(
            &mut c.f64,
            a,
            D,
            IntType::S32,
            Round::Zero
        )),
        "V_CVT_U32_F64" => v!(U, [D, N, N], |c, a, b, x| to_int32(
            &mut c.f64,
            a,
            D,
            IntType::U32,
            Round::Zero
        )),
        "V_CVT_FLOOR_I32_F32" => v!(U, [F, N, N], |c, a, b, x| to_int32(
            &mut c.f32,
            a,
            F,
            IntType::S32,
            Round::Down
        )),
        "V_CVT_NEAREST_I32_F32" => v!(U, [F, N, N], |c, a, b, x| {
            let t = crate::fp::add32(&mut c.f32, a as u32, 0x3F00_0000);
            to_int32(&mut c.f32, t as u64, F, IntType::S32, Round::Down)
        }),
        "V_CVT_F64_I32" => v!(D, [U, N, N], |c, a, b, x| c.f64.from_i64::<F64>(sx(a, 32))),
        "V_CVT_F64_U32" => v!(D, [U, N, N], |c, a, b, x| c
            .f64
            .from_u64::<F64>(a & 0xFFFF_FFFF)),
        "V_CVT_F32_F64" => v!(F, [D, N, N], |c, a, b, x| c.f32.convert::<F64, F32>(a)
            as u64),
        "V_CVT_F64_F32" => v!(D, [F, N, N], |c, a, b, x| c
            .f64
            .convert::<F32, F64>(a as u32)),
        "V_CVT_F16_F32" => v!(
            H,
            [F, N, N],
            |c, a, b, x| c.f64.convert::<F32, F16>(a as u32) as u64
        ),
        "V_CVT_F32_F16" => v!(
            F,
            [H, N, N],
            |c, a, b, x| c.f32.convert::<F16, F32>(a as u16) as u64
        ),
        "V_CVT_F32_UBYTE0" => v!(F, [U, N, N], |c, a, b, x| b32((a & 0xFF) as f32)),
        "V_CVT_F32_UBYTE1" => v!(F, [U, N, N], |c, a, b, x| b32(((a >> 8) & 0xFF) as f32)),
        "V_CVT_F32_UBYTE2" => v!(F, [U, N, N], |c, a, b, x| b32(((a >> 16) & 0xFF) as f32)),
        "V_CVT_F32_UBYTE3" => v!(F, [U, N, N], |c, a, b, x| b32(((a >> 24) & 0xFF) as f32)),
        "V_CVT_PK_RTZ_F16_F32" => v!(U, [F, F, N], |c, a, b, x| {
            let mut z = c.f32.with_round(Round::Zero);
            z.flush_inputs = c.f64.flush_inputs;
            z.flush_outputs = c.f64.flush_outputs;
            u64::from(z.convert::<F32, F16>(a as u32))
                | (u64::from(z.convert::<F32, F16>(b as u32)) << 16)
        }),
        "V_CVT_PK_I16_I32" => v!(U, [U, U, N], |c, a, b, x| {
            let s = |v: u64| (sx(v, 32).clamp(-32768, 32767) as u64) & 0xFFFF;
            s(a) | (s(b) << 16)
        }),
        "V_CVT_PK_U16_U32" => v!(U, [U, U, N], |c, a, b, x| {
            let s = |v: u64| (v & 0xFFFF_FFFF).min(0xFFFF);
            s(a) | (s(b) << 16)
        }),
        "V_CVT_F16_U16" => v!(H, [W, N, N], |c, a, b, x| c.f64.from_u64::<F16>(a & 0xFFFF)
            as u64),
        "V_CVT_F16_I16" => v!(H, [W, N, N], |c, a, b, x| c.f64.from_i64::<F16>(sx(a, 16))
            as u64),
        "V_CVT_U16_F16" => v!(W, [H, N, N], |c, a, b, x| to_int32(
            &mut c.f64,
            a,
            H,
            IntType::U16,
            Round::Zero
        ) & 0xFFFF),
        "V_CVT_I16_F16" => v!(W, [H, N, N], |c, a, b, x| to_int32(
            &mut c.f64,
            a,
            H,
            IntType::S16,
            Round::Zero
        ) & 0xFFFF),
        "V_CVT_I32_I16" => v!(U, [W, N, N], |c, a, b, x| sx(a, 16) as u64 & 0xFFFF_FFFF),
        "V_CVT_U32_U16" => v!(U, [W, N, N], |c, a, b, x| a & 0xFFFF),
        "V_PACK_B32_F16" => v!(U, [H, H, N], |c, a, b, x| (a & 0xFFFF)
            | ((b & 0xFFFF) << 16)),
        // f64.
        "V_ADD_F64" => v!(D, [D, D, N], |c, a, b, x| crate::fp::add64(
            &mut c.f64, a, b
        )),
        "V_MUL_F64" => v!(D, [D, D, N], |c, a, b, x| crate::fp::mul64(
            &mut c.f64, a, b
        )),
        "V_FMA_F64" => v!(D, [D, D, D], |c, a, b, x| c.f64.fma::<F64>(a, b, x)),
        "V_MIN_NUM_F64" => v!(D, [D, D, N], |c, a, b, x| c.f64.min::<F64>(a, b, NUM)),
        "V_MAX_NUM_F64" => v!(D, [D, D, N], |c, a, b, x| c.f64.max::<F64>(a, b, NUM)),
        "V_MINIMUM_F64" => v!(D, [D, D, N], |c, a, b, x| c.f64.min::<F64>(a, b, PROP)),
        "V_MAXIMUM_F64" => v!(D, [D, D, N], |c, a, b, x| c.f64.max::<F64>(a, b, PROP)),
        "V_LDEXP_F64" => v!(D, [D, U, N], |c, a, b, x| ldexp64(a, sx(b, 32))),
        "V_TRUNC_F64" => v!(D, [D, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F64>(a, Round::Zero)),
        "V_CEIL_F64" => v!(D, [D, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F64>(a, Round::Up)),
        "V_FLOOR_F64" => v!(D, [D, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F64>(a, Round::Down)),
        "V_RNDNE_F64" => v!(D, [D, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F64>(a, Round::NearestEven)),
        "V_FRACT_F64" => v!(D, [D, N, N], |c, a, b, x| c.f64.fract::<F64>(a)),
        "V_SQRT_F64" => v!(D, [D, N, N], |c, a, b, x| c.f64.sqrt::<F64>(a)),
        "V_RCP_F64" => v!(D, [D, N, N], |c, a, b, x| trans64f(c, a, T::Rcp, |v| 1.0
            / v)),
        "V_RSQ_F64" => v!(D, [D, N, N], |c, a, b, x| trans64f(c, a, T::Rsq, |v| 1.0
            / v.sqrt())),
        "V_FREXP_MANT_F64" => v!(D, [D, N, N], |c, a, b, x| crate::valu::frexp_mant64(a)),
        "V_FREXP_EXP_I32_F64" => v!(U, [D, N, N], |c, a, b, x| crate::valu::frexp_exp64(a)),
        "V_TRIG_PREOP_F64" => v!(D, [D, U, N], |c, a, b, x| crate::valu::trig_preop(a, b)),
        // f16.
        "V_ADD_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.add::<F16>(a as u16, b as u16) as u64
        ),
        "V_SUB_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.sub::<F16>(a as u16, b as u16) as u64
        ),
        "V_SUBREV_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.sub::<F16>(b as u16, a as u16) as u64
        ),
        "V_MUL_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.mul::<F16>(a as u16, b as u16) as u64
        ),
        "V_FMAC_F16" | "V_FMA_F16" | "V_FMAMK_F16" | "V_FMAAK_F16" => v!(
            H,
            [H, H, H],
            |c, a, b, x| c.f64.fma::<F16>(a as u16, b as u16, x as u16) as u64
        ),
        "V_MIN_NUM_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.min::<F16>(a as u16, b as u16, NUM) as u64
        ),
        "V_MAX_NUM_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.max::<F16>(a as u16, b as u16, NUM) as u64
        ),
        "V_MINIMUM_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.min::<F16>(a as u16, b as u16, PROP) as u64
        ),
        "V_MAXIMUM_F16" => v!(
            H,
            [H, H, N],
            |c, a, b, x| c.f64.max::<F16>(a as u16, b as u16, PROP) as u64
        ),
        "V_LDEXP_F16" => v!(H, [H, U, N], |c, a, b, x| ldexp16(c, a, sx(b & 0xFFFF, 16))),
        "V_SQRT_F16" => v!(H, [H, N, N], |c, a, b, x| c.f64.sqrt::<F16>(a as u16)
            as u64),
        "V_RCP_F16" => v!(H, [H, N, N], |c, a, b, x| trans16f(c, a, T::Rcp, |v| 1.0
            / v)),
        "V_RSQ_F16" => v!(H, [H, N, N], |c, a, b, x| trans16f(c, a, T::Rsq, |v| 1.0
            / v.sqrt())),
        "V_LOG_F16" => v!(H, [H, N, N], |c, a, b, x| trans16f(c, a, T::Log, f32::log2)),
        "V_EXP_F16" => v!(H, [H, N, N], |c, a, b, x| trans16f(c, a, T::Exp, f32::exp2)),
        // Denormal results kept ("Denormals are supported", L14058, L14081).
        "V_SIN_F16" => v!(H, [H, N, N], |c, a, b, x| {
            let r = trans16(c, a, |v| sincos_rev(f64::from(v), false) as f32);
            raise16(c, a, r, T::Sin);
            r
        }),
        "V_COS_F16" => v!(H, [H, N, N], |c, a, b, x| {
            let r = trans16(c, a, |v| sincos_rev(f64::from(v), true) as f32);
            raise16(c, a, r, T::Cos);
            r
        }),
        "V_FLOOR_F16" => v!(H, [H, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F16>(a as u16, Round::Down)
            as u64),
        "V_CEIL_F16" => v!(H, [H, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F16>(a as u16, Round::Up)
            as u64),
        "V_TRUNC_F16" => v!(H, [H, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F16>(a as u16, Round::Zero)
            as u64),
        "V_RNDNE_F16" => v!(H, [H, N, N], |c, a, b, x| c
            .f64
            .round_to_integral::<F16>(a as u16, Round::NearestEven)
            as u64),
        "V_FRACT_F16" => v!(H, [H, N, N], |c, a, b, x| c.f64.fract::<F16>(a as u16)
            as u64),
        "V_MAX3_NUM_F16" => v!(H, [H, H, H], |c, a, b, x| {
            let m = c.f64.max::<F16>(a as u16, b as u16, NUM);
            c.f64.max::<F16>(m, x as u16, NUM) as u64
        }),
        "V_MIN3_NUM_F16" => v!(H, [H, H, H], |c, a, b, x| {
            let m = c.f64.min::<F16>(a as u16, b as u16, NUM);
            c.f64.min::<F16>(m, x as u16, NUM) as u64
        }),
        // 16-bit integer.
        "V_ADD_NC_U16" => v!(W, [W, W, N], |c, a, b, x| if c.clamp {
            (a as u16).saturating_add(b as u16) as u64
        } else {
            (a as u16).wrapping_add(b as u16) as u64
        }),
        "V_SUB_NC_U16" => v!(W, [W, W, N], |c, a, b, x| if c.clamp {
            (a as u16).saturating_sub(b as u16) as u64
        } else {
            (a as u16).wrapping_sub(b as u16) as u64
        }),
        "V_ADD_NC_I16" => v!(W, [W, W, N], |c, a, b, x| if c.clamp {
            (a as i16).saturating_add(b as i16) as u16 as u64
        } else {
            (a as u16).wrapping_add(b as u16) as u64
        }),
        "V_SUB_NC_I16" => v!(W, [W, W, N], |c, a, b, x| if c.clamp {
            (a as i16).saturating_sub(b as i16) as u16 as u64
        } else {
            (a as u16).wrapping_sub(b as u16) as u64
        }),
        "V_MUL_LO_U16" => v!(W, [W, W, N], |c, a, b, x| (a as u16).wrapping_mul(b as u16)
            as u64),
        "V_LSHLREV_B16" => v!(W, [W, W, N], |c, a, b, x| ((b as u16) << (a & 15)) as u64),
        "V_LSHRREV_B16" => v!(W, [W, W, N], |c, a, b, x| ((b as u16) >> (a & 15)) as u64),
        "V_ASHRREV_I16" => v!(W, [W, W, N], |c, a, b, x| ((b as i16) >> (a & 15)) as u16
            as u64),
        "V_MAX_I16" => v!(W, [W, W, N], |c, a, b, x| (a as i16).max(b as i16) as u16
            as u64),
        "V_MIN_I16" => v!(W, [W, W, N], |c, a, b, x| (a as i16).min(b as i16) as u16
            as u64),
        "V_MAX_U16" => v!(W, [W, W, N], |c, a, b, x| (a as u16).max(b as u16) as u64),
        "V_MIN_U16" => v!(W, [W, W, N], |c, a, b, x| (a as u16).min(b as u16) as u64),
        "V_AND_B16" => v!(W, [W, W, N], |c, a, b, x| a & b),
        "V_OR_B16" => v!(W, [W, W, N], |c, a, b, x| a | b),
        "V_XOR_B16" => v!(W, [W, W, N], |c, a, b, x| a ^ b),
        "V_NOT_B16" => v!(W, [W, N, N], |c, a, b, x| !a & 0xFFFF),
        "V_MAD_U16" => v!(W, [W, W, W], |c, a, b, x| (a as u16)
            .wrapping_mul(b as u16)
            .wrapping_add(x as u16)
            as u64),
        "V_MAD_I16" => v!(W, [W, W, W], |c, a, b, x| (a as u16)
            .wrapping_mul(b as u16)
            .wrapping_add(x as u16)
            as u64),
        "V_MAD_U32_U16" => v!(U, [W, W, U], |c, a, b, x| ((a & 0xFFFF) * (b & 0xFFFF) + x)
            & 0xFFFF_FFFF),
        "V_MAD_I32_I16" => v!(
            U,
            [W, W, U],
            |c, a, b, x| (sx(a, 16) * sx(b, 16) + sx(x, 32)) as u64 & 0xFFFF_FFFF
        ),
        _ => return None,
    })
}

#[allow(dead_code)]
pub(crate) fn exec_mask_code() -> usize {
    EXEC
}

#[allow(dead_code)]
pub(crate) fn sval(w: &Wave, i: &Inst, k: usize) -> u64 {
    scalar_val(w, i, k)
}
