//! Dense wave matrix multiply-accumulate, `V_WMMA_*` (seed §7.12, L3526–3843; ch16 VOP3P
//! opcodes 64–74): D = A × B + C over one 16×16 (×16 or ×32) problem striped across the wave.
//!
//! Element placement follows the L3600–3650 tables ("Matrix Element Storage in VGPRs"): for an
//! A element (row m, column k) of `size` bits, a lane, a VGPR offset and a position within the
//! dword; B uses the same rules with its row (k) and column (n) exchanged; C and D their own.
//! EXEC is ignored (the pseudocode sets it to all ones for the operation).
//!
//! Rounding: the seed specifies RNE and "fused multiply add" without the internal precision of
//! the 16-term dot products. hsakit forms each dot product plus C exactly in binary64 where it
//! can (every product of two 16-bit or 8-bit floats is exact there) and rounds once to the
//! destination format; integer forms are exact (wrapping, or saturating with CLAMP).

use crate::exec::{Env, Stop, fetch};
use crate::fp8::{F8, to_f32 as f8_to_f32};
use crate::program::{Inst, Src};
use crate::wave::Wave;
use hsakit_softfp::{F16, F32, F64, FpCtx};

/// The element type of the A and B matrices.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Ab {
    /// binary16.
    F16,
    /// bfloat16.
    Bf16,
    /// 8-bit integers, signed or not per NEG[0] (A) / NEG[1] (B).
    Iu8,
    /// 4-bit integers, likewise.
    Iu4,
    /// FP8 (E4M3).
    Fp8,
    /// BF8 (E5M2).
    Bf8,
}

impl Ab {
    /// Element size in bits.
    pub(crate) fn bits(self) -> u32 {
        match self {
            Ab::F16 | Ab::Bf16 => 16,
            Ab::Iu8 | Ab::Fp8 | Ab::Bf8 => 8,
            Ab::Iu4 => 4,
        }
    }
}

/// The type of C and D.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cd {
    /// binary32.
    F32,
    /// binary16.
    F16,
    /// bfloat16.
    Bf16,
    /// 32-bit integer.
    I32,
}

/// One WMMA opcode.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// Type of A.
    pub a: Ab,
    /// Type of B (differs from A only for the mixed FP8/BF8 forms).
    pub b: Ab,
    /// Type of C and D.
    pub cd: Cd,
    /// K (16, or 32 for V_WMMA_I32_16X16X32_IU4; 32 or 64 for the sparse forms).
    pub k: usize,
}

impl Shape {
    /// The shape of a `V_WMMA_*` or `V_SWMMAC_*` handler.
    pub(crate) const fn new(a: Ab, b: Ab, cd: Cd, k: usize) -> Shape {
        Shape { a, b, cd, k }
    }
}

/// The largest K of any dense or sparse form (V_SWMMAC_I32_16X16X64_IU4).
pub(crate) const MAX_K: usize = 64;

/// An expanded A (16 × K, row m) or B (16 × K, stored by column n) matrix as numbers.
pub(crate) type Mat = [[f64; MAX_K]; 16];

/// (lane, vgpr, position) of element (r, c) of a matrix whose rows are striped within a lane
/// (A: r = row m, c = column k; B: r = column n, c = row k), L3604–3640.
pub(crate) fn ab_place(
    r: usize,
    c: usize,
    bits: u32,
    k: usize,
    w64: bool,
) -> (usize, usize, usize) {
    let b = |x: usize, i: u32| (x >> i) & 1;
    match (bits, k, w64) {
        (16, _, false) => ((b(c, 2) << 4) | r, (b(c, 3) << 1) | b(c, 1), c & 1),
        (16, _, true) => ((((c >> 2) & 3) << 4) | r, b(c, 1), c & 1),
        (8, _, false) => ((b(c, 3) << 4) | r, b(c, 2), c & 3),
        (8, _, true) => ((b(c, 2) << 5) | (b(c, 3) << 4) | r, 0, c & 3),
        (4, 16, _) => ((b(c, 3) << 4) | r, 0, c & 7),
        (4, _, false) => ((b(c, 4) << 4) | r, b(c, 3), c & 7),
        (_, _, _) => ((b(c, 3) << 5) | (b(c, 4) << 4) | r, 0, c & 7),
    }
}

/// (lane, vgpr, position) of element (row, col) of C or D (L3641–3650).
pub(crate) fn cd_place(row: usize, col: usize, bits32: bool, w64: bool) -> (usize, usize, usize) {
    let b = |x: usize, i: u32| (x >> i) & 1;
    let lane = if w64 {
        (b(row, 2) << 5) | (b(row, 3) << 4) | col
    } else {
        (b(row, 3) << 4) | col
    };
    match (bits32, w64) {
        (true, false) => (lane, row & 7, 0),
        (true, true) => (lane, row & 3, 0),
        (false, false) => (lane, (row >> 1) & 3, row & 1),
        (false, true) => (lane, b(row, 1), row & 1),
    }
}

fn bf16_to_f64(x: u16) -> f64 {
    f64::from(f32::from_bits(u32::from(x) << 16))
}

fn f16_to_f64(x: u16) -> f64 {
    let mut c = FpCtx::ieee();
    f64::from_bits(c.convert::<F16, F64>(x))
}

/// An operand element as a number (floats as binary64, integers exactly).
pub(crate) fn element(raw: u32, t: Ab, signed: bool, neg: bool) -> f64 {
    let v = match t {
        Ab::F16 => f16_to_f64(raw as u16),
        Ab::Bf16 => bf16_to_f64(raw as u16),
        Ab::Fp8 => f64::from(f32::from_bits(f8_to_f32(raw as u8, F8::Fp8))),
        Ab::Bf8 => f64::from(f32::from_bits(f8_to_f32(raw as u8, F8::Bf8))),
        Ab::Iu8 => {
            if signed {
                f64::from(raw as u8 as i8)
            } else {
                f64::from(raw as u8)
            }
        }
        Ab::Iu4 => {
            let n = raw & 15;
            if signed && n >= 8 {
                f64::from(n as i32 - 16)
            } else {
                f64::from(n)
            }
        }
    };
    if neg { -v } else { v }
}

/// Reads a matrix operand's dword for (lane, vgpr offset): VGPRs, or the same scalar/constant
/// value in every lane.
pub(crate) fn dword(
    w: &Wave,
    i: &Inst,
    k: usize,
    scalar: &[u64; 64],
    lane: usize,
    off: usize,
) -> u32 {
    match i.src[k] {
        Src::V(r) => w.vr(usize::from(r) + off, lane),
        _ => scalar[lane] as u32,
    }
}

/// Reads an A or B operand element: (r, c) as [`ab_place`] takes them, from source `src` of
/// type `t` whose layout has `k` columns, VGPR offset `base` added (the consecutive VGPR group of
/// a K larger than the layout's, L3800–3801). For IU types NEG[0]/NEG[1] mean "signed"; for
/// 16-bit floats NEG negates low halves and NEG_HI high halves (L3580–3583).
pub(crate) fn ab_element(
    w: &Wave,
    i: &Inst,
    src: usize,
    scalar: &[u64; 64],
    t: Ab,
    (r, c, k, base): (usize, usize, usize, usize),
) -> f64 {
    let bits = t.bits();
    let w64 = w.lanes == 64;
    let (lane, off, pos) = ab_place(r, c, bits, k, w64);
    let d = dword(w, i, src, scalar, lane, off + base);
    let raw = (d >> (pos as u32 * bits)) & ((1u64 << bits) - 1) as u32;
    let int = matches!(t, Ab::Iu8 | Ab::Iu4);
    let signed = int && (i.neg >> src) & 1 != 0;
    let neg = matches!(t, Ab::F16 | Ab::Bf16)
        && if pos == 0 {
            (i.neg >> src) & 1 != 0
        } else {
            (i.abs >> src) & 1 != 0
        };
    element(raw, t, signed, neg)
}

/// Scalar or constant values of the non-VGPR sources among the first `n` (read once).
pub(crate) fn scalars(w: &Wave, i: &Inst, n: usize) -> [[u64; 64]; 3] {
    let mut sc = [[0u64; 64]; 3];
    for (k, buf) in sc.iter_mut().enumerate().take(n) {
        if !matches!(i.src[k], Src::V(_)) {
            fetch(w, i, k, buf);
        }
    }
    sc
}

/// Runs one dense WMMA.
pub(crate) fn wmma(w: &mut Wave, i: &Inst, s: Shape) {
    let sc = scalars(w, i, 3);
    let mut a: Mat = [[0f64; MAX_K]; 16];
    let mut b: Mat = [[0f64; MAX_K]; 16];
    for m in 0..16 {
        for k in 0..s.k {
            a[m][k] = ab_element(w, i, 0, &sc[0], s.a, (m, k, s.k, 0));
            b[m][k] = ab_element(w, i, 1, &sc[1], s.b, (m, k, s.k, 0));
        }
    }
    let c32 = matches!(s.cd, Cd::F32 | Cd::I32);
    let w64 = w.lanes == 64;
    let mut c = [[0u32; 16]; 16];
    for (m, row) in c.iter_mut().enumerate() {
        for (n, o) in row.iter_mut().enumerate() {
            let (lane, off, pos) = cd_place(m, n, c32, w64);
            let cw = dword(w, i, 2, &sc[2], lane, off);
            *o = if c32 { cw } else { (cw >> (16 * pos)) & 0xFFFF };
        }
    }
    // {NEG_HI[2], NEG[2]} act as {ABS, NEG} on C (L3582).
    multiply_accumulate(w, i, s, &a, &b, &c, (i.abs & 4 != 0, i.neg & 4 != 0));
}

/// D = A × B + C over expanded matrices (`a[m][k]`, `b[n][k]`, `c[m][n]` raw C/D elements),
/// `c_mods` = (ABS, NEG) on C; writes D to VDST in the C/D layout (L3641–3650, L3745–3785).
pub(crate) fn multiply_accumulate(
    w: &mut Wave,
    i: &Inst,
    s: Shape,
    a: &Mat,
    b: &Mat,
    c: &[[u32; 16]; 16],
    c_mods: (bool, bool),
) {
    let w64 = w.lanes == 64;
    let int = matches!(s.a, Ab::Iu8 | Ab::Iu4);
    let c32 = matches!(s.cd, Cd::F32 | Cd::I32);
    let mut out = [[0u32; 16]; 16];
    let mut ctx = w.fp32;
    ctx.flush_inputs = false;
    ctx.flush_outputs = false;
    ctx.round = hsakit_softfp::Round::NearestEven;
    for (m, row) in out.iter_mut().enumerate() {
        for (n, o) in row.iter_mut().enumerate() {
            let craw = c[m][n];
            if int {
                let mut acc = i64::from(craw as i32);
                for k in 0..s.k {
                    acc += (a[m][k] * b[n][k]) as i64;
                }
                *o = if i.clamp {
                    acc.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32 as u32
                } else {
                    acc as u32
                };
                continue;
            }
            let mut cv = match s.cd {
                Cd::F32 => f64::from(f32::from_bits(craw)),
                Cd::F16 => f16_to_f64(craw as u16),
                _ => bf16_to_f64(craw as u16),
            };
            if c_mods.0 {
                cv = cv.abs();
            }
            if c_mods.1 {
                cv = -cv;
            }
            let mut sum = cv;
            for k in 0..s.k {
                sum += a[m][k] * b[n][k];
            }
            let bits = sum.to_bits();
            *o = match s.cd {
                Cd::F32 => ctx.convert::<F64, F32>(bits),
                Cd::F16 => u32::from(ctx.convert::<F64, F16>(bits)),
                // binary64 → bfloat16 in one rounding (not via binary32: double rounding).
                _ => u32::from(bf16_from_f64(f64::from_bits(bits))),
            };
        }
    }
    let d = usize::from(i.vdst);
    for (m, row) in out.iter().enumerate() {
        for (n, &v) in row.iter().enumerate() {
            let (lane, off, pos) = cd_place(m, n, c32, w64);
            if c32 {
                w.vw(d + off, lane, v);
            } else {
                let old = w.vr(d + off, lane);
                let sh = 16 * pos as u32;
                w.vw(
                    d + off,
                    lane,
                    (old & !(0xFFFF << sh)) | ((v & 0xFFFF) << sh),
                );
            }
        }
    }
    w.lane_insts += w.lanes as u64;
}

/// binary64 → bfloat16 bits, round to nearest even (NaN → quiet NaN of the same sign).
fn bf16_from_f64(x: f64) -> u16 {
    if x.is_nan() {
        return if x.is_sign_negative() { 0xFFC0 } else { 0x7FC0 };
    }
    // bfloat16 is binary32 with 16 fewer significand bits: round the binary64 value to 8
    // significant bits with binary32's exponent range by going through binary32 in
    // round-to-odd (truncate and set the sticky bit), which makes the second rounding exact.
    let f = x as f32;
    let back = f64::from(f);
    let mut b = f.to_bits();
    if back != x {
        // x as f32 rounded to nearest; recompute with truncation toward zero plus sticky.
        let t = if back.abs() > x.abs() { b - 1 } else { b };
        b = t | 1;
    }
    let lower = b & 0xFFFF;
    let mut hi = b >> 16;
    if lower > 0x8000 || (lower == 0x8000 && hi & 1 != 0) {
        hi += 1;
    }
    hi as u16
}

macro_rules! wmma_handler {
    ($name:ident, $a:ident, $b:ident, $cd:ident, $k:expr) => {
        pub(crate) fn $name(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            wmma(w, i, Shape::new(Ab::$a, Ab::$b, Cd::$cd, $k));
            Ok(())
        }
    };
}

wmma_handler!(h_f32_f16, F16, F16, F32, 16);
wmma_handler!(h_f32_bf16, Bf16, Bf16, F32, 16);
wmma_handler!(h_f16_f16, F16, F16, F16, 16);
wmma_handler!(h_bf16_bf16, Bf16, Bf16, Bf16, 16);
wmma_handler!(h_i32_iu8, Iu8, Iu8, I32, 16);
wmma_handler!(h_i32_iu4, Iu4, Iu4, I32, 16);
wmma_handler!(h_i32_iu4_k32, Iu4, Iu4, I32, 32);
wmma_handler!(h_f32_fp8_fp8, Fp8, Fp8, F32, 16);
wmma_handler!(h_f32_fp8_bf8, Fp8, Bf8, F32, 16);
wmma_handler!(h_f32_bf8_fp8, Bf8, Fp8, F32, 16);
wmma_handler!(h_f32_bf8_bf8, Bf8, Bf8, F32, 16);

/// The handler of a `V_WMMA_*` opcode name.
pub(crate) fn handler(name: &str) -> Option<crate::exec::Handler> {
    Some(match name {
        "V_WMMA_F32_16X16X16_F16" => h_f32_f16,
        "V_WMMA_F32_16X16X16_BF16" => h_f32_bf16,
        "V_WMMA_F16_16X16X16_F16" => h_f16_f16,
        "V_WMMA_BF16_16X16X16_BF16" => h_bf16_bf16,
        "V_WMMA_I32_16X16X16_IU8" => h_i32_iu8,
        "V_WMMA_I32_16X16X16_IU4" => h_i32_iu4,
        "V_WMMA_I32_16X16X32_IU4" => h_i32_iu4_k32,
        "V_WMMA_F32_16X16X16_FP8_FP8" => h_f32_fp8_fp8,
        "V_WMMA_F32_16X16X16_FP8_BF8" => h_f32_fp8_bf8,
        "V_WMMA_F32_16X16X16_BF8_FP8" => h_f32_bf8_fp8,
        "V_WMMA_F32_16X16X16_BF8_BF8" => h_f32_bf8_bf8,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_are_bijective() {
        // Every (row, col) of a 16×16 A of 16-bit data lands in a distinct (lane, vgpr, pos)
        // within 32 lanes × 4 VGPRs × 2 halves (wave32), 64 × 2 × 2 (wave64).
        for (bits, k, w64, lanes, regs, per) in [
            (16, 16, false, 32, 4, 2),
            (16, 16, true, 64, 2, 2),
            (8, 16, false, 32, 2, 4),
            (8, 16, true, 64, 1, 4),
            (4, 32, false, 32, 2, 8),
            (4, 32, true, 64, 1, 8),
        ] {
            let mut seen = std::collections::HashSet::new();
            for r in 0..16 {
                for c in 0..k {
                    let p = ab_place(r, c, bits, k, w64);
                    assert!(
                        p.0 < lanes && p.1 < regs && p.2 < per,
                        "{bits} {k} {w64} {p:?}"
                    );
                    assert!(seen.insert(p), "{bits} {k} {w64}: duplicate {p:?}");
                }
            }
        }
        for (b32, w64) in [(true, false), (true, true), (false, false), (false, true)] {
            let mut seen = std::collections::HashSet::new();
            for r in 0..16 {
                for c in 0..16 {
                    assert!(seen.insert(cd_place(r, c, b32, w64)));
                }
            }
        }
    }

    #[test]
    fn bf16_rounding() {
        // 1 + 2^-8 is halfway between 1.0 (0x3F80) and 1 + 2^-7 (0x3F81): even → 0x3F80;
        // 1 + 3·2^-8 → 0x3F82; a hair above the half rounds up.
        assert_eq!(bf16_from_f64(1.0 + 2f64.powi(-8)), 0x3F80);
        assert_eq!(bf16_from_f64(1.0 + 3.0 * 2f64.powi(-8)), 0x3F82);
        assert_eq!(bf16_from_f64(1.0 + 2f64.powi(-8) + 2f64.powi(-40)), 0x3F81);
        assert_eq!(bf16_from_f64(-2.0), 0xC000);
    }
}
