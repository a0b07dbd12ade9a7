//! VALU helpers the seed's pseudocode uses (division macro steps, byte permute, frexp, mixed
//! precision FMA).

use crate::exec::{Cx, NUM, fetch};
use crate::program::{Inst, Src, Sz};
use crate::wave::Wave;
use hsakit_softfp::{F16, F32, F64};

/// V_PERM_B32 byte select (seed ch16 V_PERM_B32): selectors 0–7 pick bytes of {S0, S1}, 8–11
/// replicate sign bits, 12 gives 0x00 and 13–15 give 0xFF.
pub(crate) fn perm(s0: u32, s1: u32, sel: u32) -> u32 {
    let both = (u64::from(s0) << 32) | u64::from(s1);
    let mut out = 0u32;
    for k in 0..4 {
        let s = (sel >> (8 * k)) & 0xFF;
        let byte = match s {
            0..=7 => ((both >> (8 * s)) & 0xFF) as u32,
            8 => {
                if s1 & 0x8000 != 0 {
                    0xFF
                } else {
                    0
                }
            }
            9 => {
                if s1 & 0x8000_0000 != 0 {
                    0xFF
                } else {
                    0
                }
            }
            10 => {
                if s0 & 0x8000 != 0 {
                    0xFF
                } else {
                    0
                }
            }
            11 => {
                if s0 & 0x8000_0000 != 0 {
                    0xFF
                } else {
                    0
                }
            }
            12 => 0,
            _ => 0xFF,
        };
        out |= byte << (8 * k);
    }
    out
}

fn exp32(x: u64) -> i32 {
    ((x >> 23) & 0xFF) as i32
}
fn exp64(x: u64) -> i32 {
    ((x >> 52) & 0x7FF) as i32
}

fn is_denorm32(x: u64) -> bool {
    x & 0x7F80_0000 == 0 && x & 0x7F_FFFF != 0
}
fn is_denorm64(x: u64) -> bool {
    x & 0x7FF0_0000_0000_0000 == 0 && x & 0xF_FFFF_FFFF_FFFF != 0
}

fn scale32(c: &mut Cx, x: u64, n: i32) -> u64 {
    let d = f64::from(f32::from_bits(x as u32)) * 2f64.powi(n);
    let mut k = c.f32;
    k.flush_inputs = false;
    k.flush_outputs = false;
    u64::from(k.convert::<F64, F32>(d.to_bits()))
}

/// V_DIV_SCALE_F32 (seed L21779–21820; D0 defaults to S0).
pub(crate) fn div_scale32(c: &mut Cx, s0: u64, s1: u64, s2: u64) -> (u64, bool) {
    let f1 = f32::from_bits(s1 as u32);
    let f2 = f32::from_bits(s2 as u32);
    let mut d = s0;
    let mut vcc = false;
    let q = f2 / f1;
    let q_denorm = q != 0.0 && q.abs() < f32::MIN_POSITIVE;
    let r_denorm = {
        let r = 1.0 / f64::from(f1);
        r != 0.0 && r.abs() < f64::MIN_POSITIVE
    };
    if f2 == 0.0 || f1 == 0.0 {
        d = 0x7FC0_0000;
    } else if exp32(s2) - exp32(s1) >= 96 {
        vcc = true;
        if s0 == s1 {
            d = scale32(c, s0, 64);
        }
    } else if is_denorm32(s1) {
        d = scale32(c, s0, 64);
    } else if r_denorm && q_denorm {
        vcc = true;
        if s0 == s1 {
            d = scale32(c, s0, 64);
        }
    } else if r_denorm {
        d = scale32(c, s0, -64);
    } else if q_denorm {
        vcc = true;
        if s0 == s2 {
            d = scale32(c, s0, 64);
        }
    } else if exp32(s2) <= 23 {
        d = scale32(c, s0, 64);
    }
    (d, vcc)
}

/// V_DIV_SCALE_F64 (seed ch16 entry 765; thresholds 768 and 53, scale 2^128).
pub(crate) fn div_scale64(_c: &mut Cx, s0: u64, s1: u64, s2: u64) -> (u64, bool) {
    let f1 = f64::from_bits(s1);
    let f2 = f64::from_bits(s2);
    let mut d = s0;
    let mut vcc = false;
    let sc = |x: u64, n: i32| (f64::from_bits(x) * 2f64.powi(n)).to_bits();
    let q = f2 / f1;
    let q_denorm = q != 0.0 && q.abs() < f64::MIN_POSITIVE;
    let r = 1.0 / f1;
    let r_denorm = r != 0.0 && r.abs() < f64::MIN_POSITIVE;
    if f2 == 0.0 || f1 == 0.0 {
        d = 0x7FF8_0000_0000_0000;
    } else if exp64(s2) - exp64(s1) >= 768 {
        vcc = true;
        if s0 == s1 {
            d = sc(s0, 128);
        }
    } else if is_denorm64(s1) {
        d = sc(s0, 128);
    } else if r_denorm && q_denorm {
        vcc = true;
        if s0 == s1 {
            d = sc(s0, 128);
        }
    } else if r_denorm {
        d = sc(s0, -128);
    } else if q_denorm {
        vcc = true;
        if s0 == s2 {
            d = sc(s0, 128);
        }
    } else if exp64(s2) <= 53 {
        d = sc(s0, 128);
    }
    (d, vcc)
}

/// V_DIV_FMAS_F32/F64 (seed L20869–20886): fma, post-scaled where VCC is set. The seed's factor
/// (2^32, 2^64 for f64) does not undo V_DIV_SCALE's 2^±64 (2^±128) scaling; hsakit scales by
/// 2^64 when |result| ≥ 1 (the denominator was scaled up) and 2^-64 otherwise (the numerator was
/// scaled up), the only reading under which the division macro is exact (docs/errata.md).
pub(crate) fn div_fmas(w: &mut Wave, i: &Inst, vcc: u64, is64: bool) {
    let mut a = [0u64; 64];
    let mut b = [0u64; 64];
    let mut c = [0u64; 64];
    fetch(w, i, 0, &mut a);
    fetch(w, i, 1, &mut b);
    fetch(w, i, 2, &mut c);
    let mut m = w.exec();
    let mut k32 = w.fp32;
    k32.flush_inputs = false;
    let mut k64 = w.fp64;
    k64.flush_inputs = false;
    let r = usize::from(i.vdst);
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let scale = vcc >> l & 1 != 0;
        if is64 {
            let mut v = k64.fma::<F64>(a[l], b[l], c[l]);
            if scale {
                let big = (v >> 52) & 0x7FF >= 1023;
                v = k64.mul::<F64>(
                    v,
                    if big {
                        0x47F0_0000_0000_0000
                    } else {
                        0x37F0_0000_0000_0000
                    },
                );
            }
            w.vw(r, l, v as u32);
            w.vw(r + 1, l, (v >> 32) as u32);
        } else {
            let mut v = k32.fma::<F32>(a[l] as u32, b[l] as u32, c[l] as u32);
            if scale {
                let big = (v >> 23) & 0xFF >= 127;
                v = k32.mul::<F32>(v, if big { 0x5F80_0000 } else { 0x1F80_0000 });
            }
            w.vw(r, l, v);
        }
    }
}

/// V_DIV_FIXUP_F32 (seed L20677–20710).
pub(crate) fn div_fixup32(s0: u64, s1: u64, s2: u64) -> u64 {
    let sign = ((s1 ^ s2) >> 31) & 1 != 0;
    let f1 = f32::from_bits(s1 as u32);
    let f2 = f32::from_bits(s2 as u32);
    let sg = |x: u64| if sign { x | 0x8000_0000 } else { x };
    if f2.is_nan() {
        s2 | 0x0040_0000
    } else if f1.is_nan() {
        s1 | 0x0040_0000
    } else if (f1 == 0.0 && f2 == 0.0) || (f1.is_infinite() && f2.is_infinite()) {
        0xFFC0_0000
    } else if f1 == 0.0 || f2.is_infinite() {
        sg(0x7F80_0000)
    } else if f1.is_infinite() || f2 == 0.0 || exp32(s2) - exp32(s1) < -150 {
        sg(0)
    } else if exp32(s1) == 255 {
        sg(0x7F80_0000)
    } else {
        sg(s0 & 0x7FFF_FFFF)
    }
}

/// V_DIV_FIXUP_F64 (the F32 rules at binary64: −1075 and exponent 2047).
pub(crate) fn div_fixup64(s0: u64, s1: u64, s2: u64) -> u64 {
    let sign = ((s1 ^ s2) >> 63) & 1 != 0;
    let f1 = f64::from_bits(s1);
    let f2 = f64::from_bits(s2);
    let sb = 0x8000_0000_0000_0000u64;
    let sg = |x: u64| if sign { x | sb } else { x };
    if f2.is_nan() {
        s2 | 0x0008_0000_0000_0000
    } else if f1.is_nan() {
        s1 | 0x0008_0000_0000_0000
    } else if (f1 == 0.0 && f2 == 0.0) || (f1.is_infinite() && f2.is_infinite()) {
        0xFFF8_0000_0000_0000
    } else if f1 == 0.0 || f2.is_infinite() {
        sg(0x7FF0_0000_0000_0000)
    } else if f1.is_infinite() || f2 == 0.0 || exp64(s2) - exp64(s1) < -1075 {
        sg(0)
    } else if exp64(s1) == 2047 {
        sg(0x7FF0_0000_0000_0000)
    } else {
        sg(s0 & !sb)
    }
}

/// V_DIV_FIXUP_F16 through binary32 (exact for binary16 operands).
pub(crate) fn div_fixup16(c: &mut Cx, s0: u64, s1: u64, s2: u64) -> u64 {
    let sign = ((s1 ^ s2) >> 15) & 1 != 0;
    let a = f32::from_bits(c.f32.convert::<F16, F32>(s1 as u16));
    let b = f32::from_bits(c.f32.convert::<F16, F32>(s2 as u16));
    let sg = |x: u64| if sign { x | 0x8000 } else { x };
    if b.is_nan() {
        s2 | 0x200
    } else if a.is_nan() {
        s1 | 0x200
    } else if (a == 0.0 && b == 0.0) || (a.is_infinite() && b.is_infinite()) {
        0xFE00
    } else if a == 0.0 || b.is_infinite() {
        sg(0x7C00)
    } else if a.is_infinite() || b == 0.0 {
        sg(0)
    } else {
        sg(s0 & 0x7FFF)
    }
}

/// V_MED3_NUM_F32: the median, with NaN handled as minimumNumber/maximumNumber would.
pub(crate) fn med3_f32(c: &mut Cx, a: u32, b: u32, x: u32) -> u32 {
    let lo = c.f32.min::<F32>(a, b, NUM);
    let hi = c.f32.max::<F32>(a, b, NUM);
    let t = c.f32.max::<F32>(lo, x, NUM);
    c.f32.min::<F32>(hi, t, NUM)
}

/// V_FREXP_MANT_F32: mantissa in [0.5, 1) with the sign; NaN/∞ returned unchanged.
pub(crate) fn frexp_mant32(a: u64) -> u64 {
    let v = f32::from_bits(a as u32);
    if v.is_nan() || v.is_infinite() || v == 0.0 {
        return a;
    }
    let (m, _) = frexp(f64::from(v));
    u64::from((m as f32).to_bits())
}

/// V_FREXP_EXP_I32_F32.
pub(crate) fn frexp_exp32(a: u64) -> u64 {
    let v = f32::from_bits(a as u32);
    if v.is_nan() || v.is_infinite() || v == 0.0 {
        return 0;
    }
    (frexp(f64::from(v)).1 as u32).into()
}

/// V_FREXP_MANT_F64.
pub(crate) fn frexp_mant64(a: u64) -> u64 {
    let v = f64::from_bits(a);
    if v.is_nan() || v.is_infinite() || v == 0.0 {
        return a;
    }
    frexp(v).0.to_bits()
}

/// V_FREXP_EXP_I32_F64.
pub(crate) fn frexp_exp64(a: u64) -> u64 {
    let v = f64::from_bits(a);
    if v.is_nan() || v.is_infinite() || v == 0.0 {
        return 0;
    }
    (frexp(v).1 as u32).into()
}

fn frexp(v: f64) -> (f64, i32) {
    let bits = v.to_bits();
    let e = ((bits >> 52) & 0x7FF) as i32;
    if e == 0 {
        let (m, e2) = frexp(v * 2f64.powi(64));
        return (m, e2 - 64);
    }
    let m = f64::from_bits((bits & !(0x7FFu64 << 52)) | (1022u64 << 52));
    (m, e - 1022)
}

/// V_TRIG_PREOP_F64: 53 bits of 2/π starting at bit `S1[4:0]*53` (+ an exponent-dependent shift),
/// scaled. Built from an exact table of 2/π bits.
pub(crate) fn trig_preop(a: u64, b: u64) -> u64 {
    // 2/π, 1200 bits (the leading bits of the binary expansion).
    const TWO_OVER_PI: [u64; 20] = [
        0xA2F9836E4E441529,
        0xFC2757D1F534DDC0,
        0xDB6295993C439041,
        0xFE5163ABDEBBC561,
        0xB7246E3A424DD2E0,
        0x06492EEA09D1921C,
        0xFE1DEB1CB129A73E,
        0xE88235F52EBB4484,
        0xE99C7026B45F7E41,
        0x3991D639835339F4,
        0x9C845F8BBDF9283B,
        0x1FF897FFDE05980F,
        0xEF2F118B5A0A6D1F,
        0x6D367ECF27CB09B7,
        0x4F463F669E5FEA2D,
        0x7527BAC7EBE5F17B,
        0x3D0739F78A5292EA,
        0x6BFB5FB11F8D5D08,
        0x56033046FC7B6BAB,
        0xF0CFBC209AF4361D,
    ];
    let e = ((a >> 52) & 0x7FF) as i64 - 1023;
    let shift = (b & 31) as i64 * 53 + if e > 1077 { e - 1077 } else { 0 };
    let mut m = 0u64;
    for k in 0..53 {
        let bit = shift + k;
        let w = (bit / 64) as usize;
        let word = TWO_OVER_PI.get(w).copied().unwrap_or(0);
        let v = (word >> (63 - (bit % 64))) & 1;
        m = (m << 1) | v;
    }
    let r = m as f64 * 2f64.powi(-(shift as i32) - 53);
    r.to_bits()
}

/// V_FMA_MIX_F32 / MIXLO / MIXHI (seed §7.7): each source is f32 or, with OPSEL_HI set, the f16
/// half chosen by OPSEL; the fma is done in f32.
pub(crate) fn fma_mix(w: &mut Wave, i: &Inst) {
    let name = i.name();
    let mut m = w.exec();
    let mut c32 = w.fp32;
    let mut c16 = w.fp64;
    let r = usize::from(i.vdst);
    let mut src = [[0u32; 64]; 3];
    for (k, sk) in src.iter_mut().enumerate() {
        match i.src[k] {
            Src::V(reg) => {
                for l in 0..w.lanes {
                    sk[l] = w.vr(usize::from(reg), l);
                }
            }
            s => {
                let x = crate::exec::scalar_src(w, s, Sz::U32, false) as u32;
                sk[..w.lanes].fill(x);
            }
        }
    }
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let mut ops = [0u32; 3];
        for k in 0..3 {
            let raw = src[k][l];
            let mut v = if i.opsel_hi >> k & 1 != 0 {
                let h = if i.hi >> k & 1 != 0 {
                    (raw >> 16) as u16
                } else {
                    raw as u16
                };
                c32.convert::<F16, F32>(h)
            } else {
                raw
            };
            if i.abs >> k & 1 != 0 {
                v &= 0x7FFF_FFFF;
            }
            if i.neg >> k & 1 != 0 {
                v ^= 0x8000_0000;
            }
            ops[k] = v;
        }
        let res = c32.fma::<F32>(ops[0], ops[1], ops[2]);
        match name {
            "V_FMA_MIX_F32" => w.vw(r, l, res),
            "V_FMA_MIXLO_F16" => {
                let h = c16.convert::<F32, F16>(res);
                let old = w.vr(r, l);
                w.vw(r, l, (old & 0xFFFF_0000) | u32::from(h));
            }
            _ => {
                let h = c16.convert::<F32, F16>(res);
                let old = w.vr(r, l);
                w.vw(r, l, (old & 0xFFFF) | (u32::from(h) << 16));
            }
        }
    }
}

/// V_DOT2_F32_F16: D = S0.lo*S1.lo + S0.hi*S1.hi + S2 (f32).
pub(crate) fn dot2_f32_f16(w: &mut Wave, i: &Inst) {
    let mut a = [0u64; 64];
    let mut b = [0u64; 64];
    let mut c = [0u64; 64];
    let mut j = i.clone();
    j.sz = [Sz::U32, Sz::U32, Sz::U32, Sz::U32];
    fetch(w, &j, 0, &mut a);
    fetch(w, &j, 1, &mut b);
    fetch(w, &j, 2, &mut c);
    let mut k = w.fp32;
    let mut m = w.exec();
    let r = usize::from(i.vdst);
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let h = |x: u64, hi: bool, k: &mut hsakit_softfp::FpCtx| {
            k.convert::<F16, F32>(if hi { (x >> 16) as u16 } else { x as u16 })
        };
        let (a0, b0) = (h(a[l], false, &mut k), h(b[l], false, &mut k));
        let (a1, b1) = (h(a[l], true, &mut k), h(b[l], true, &mut k));
        let p0 = k.mul::<F32>(a0, b0);
        let p1 = k.fma::<F32>(a1, b1, p0);
        let v = k.add::<F32>(p1, c[l] as u32);
        w.vw(r, l, v);
    }
}
