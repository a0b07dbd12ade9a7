//! Buffer loads and stores with data-format conversion: `TBUFFER_{LOAD,STORE}_[D16_]FORMAT_*`
//! (format from the instruction's FORMAT field, identity DST_SEL) and
//! `BUFFER_{LOAD,STORE}_[D16_[HI_]]FORMAT_*` (format and DST_SEL from the V#), seed §9.2–9.3
//! (L4265–4420), V# Table 57 (L4562–4601), data formats Table 62 (L5038–5098).
//!
//! The formats are the rows 1–63 of the generated `BUF_FORMATS` table (seed Table 62 via
//! `data/rdna4/buffer_formats.toml`; LLVM 19 names buffer formats up to 63,
//! `BUF_FMT_32_32_32_32_FLOAT`); each name is read once into channel widths and a numeric type.
//! The seed gives no bit order for packed formats: names list channels from the most
//! significant bits, so X is in the low bits (`10_11_11_FLOAT`: X = [10:0], Y = [21:11],
//! Z = [31:22]; `2_10_10_10`: X = [9:0] … W = [31:30]) — docs/errata.md E-EMU-RDNA4-10.
//! Other formats (SRGB, shared-exponent, image-only, compressed) stop the wave with a
//! "not supported" error instead of producing data; format 0 (INVALID) is an unbound
//! resource (L4594): loads return 0, stores write nothing.
//!
//! Conversions (L4283 "float or normalized data is returned as floats; integer formats
//! are returned as integers"; L4365 for D16):
//! - UNORM: n / (2^b − 1); SNORM: max(n / (2^(b−1) − 1), −1); USCALED/SSCALED: the integer as
//!   a float; UINT/SINT: zero/sign extended; FLOAT: binary16/binary32, 10/11-bit unsigned
//!   floats (5-bit exponent). Results are rounded once to binary32 (nearest even).
//! - D16 loads: float results rounded to binary16, nearest even, except 32-bit float data,
//!   which is truncated ("conversion of float32 to float16 uses truncation", L4365); integer
//!   results keep their low 16 bits.
//! - Stores: UNORM/SNORM clamp to [0, 1] / [−1, 1], scale and round to nearest even (NaN → 0);
//!   USCALED/SSCALED round to nearest even and clamp to the channel's range; UINT/SINT keep the
//!   channel's low bits (as `BUFFER_STORE_B8` keeps [7:0]); FLOAT rounds to nearest even (the
//!   unsigned small floats store negative values and −0 as 0, NaN as NaN, overflow as +∞).
//!   Channels the shader does not provide take X (L4361 "XYXX"); extra components are ignored.
//!   BUFFER_STORE_FORMAT_* route components through the V# DST_SEL (Table 52, L4346: DST_SEL
//!   "resource"): a component goes to the memory channel its select names; channels no select
//!   names store 0 (L4382); TBUFFER stores use the identity.
//! - Loads write the requested components; a channel the format does not have reads 0
//!   (identity DST_SEL "X000, XY00, XYZ0", L4359), for BUFFER_* formats the V# DST_SEL picks
//!   0, 1 (1.0 for float and normalized types), or a channel (L4576).

use crate::exec::{Env, Stop, issue};
use crate::mem::{Target, lane_target, read_bytes, write_bytes};
use crate::program::Inst;
use crate::wave::{Cnt, Wave};
use hsakit_rdna4::Format;
use hsakit_softfp::{F16, F32, F64, FpCtx, Round};
use std::sync::OnceLock;

/// Numeric type of a data format (the name's last word).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Num {
    /// Unsigned normalized.
    Unorm,
    /// Signed normalized.
    Snorm,
    /// Unsigned integer as float.
    Uscaled,
    /// Signed integer as float.
    Sscaled,
    /// Unsigned integer.
    Uint,
    /// Signed integer.
    Sint,
    /// Float (16, 32 bits, or unsigned 10/11-bit).
    Float,
}

/// A data format the emulator converts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Fmt {
    /// Channel widths from X (low bits) up; 0 = absent.
    pub widths: [u8; 4],
    /// Number of channels.
    pub channels: usize,
    /// Numeric type.
    pub num: Num,
}

impl Fmt {
    /// Bytes of one element.
    pub(crate) fn bytes(&self) -> usize {
        self.widths.iter().map(|&w| usize::from(w)).sum::<usize>() / 8
    }

    /// Bit offset of channel `c`.
    fn offset(&self, c: usize) -> u32 {
        self.widths[..c].iter().map(|&w| u32::from(w)).sum()
    }

    fn is_float_like(&self) -> bool {
        !matches!(self.num, Num::Uint | Num::Sint)
    }
}

/// Reads a Table 62 name (`8_8_UNORM`, `10_11_11_FLOAT`…) into a [`Fmt`]; None when the
/// emulator does not convert it.
pub(crate) fn parse(name: &str) -> Option<Fmt> {
    let (sizes, ty) = name.rsplit_once('_')?;
    let num = match ty {
        "UNORM" => Num::Unorm,
        "SNORM" => Num::Snorm,
        "USCALED" => Num::Uscaled,
        "SSCALED" => Num::Sscaled,
        "UINT" => Num::Uint,
        "SINT" => Num::Sint,
        "FLOAT" => Num::Float,
        _ => return None,
    };
    let mut ws: Vec<u8> = Vec::new();
    for p in sizes.split('_') {
        ws.push(p.parse().ok()?);
    }
    if ws.is_empty() || ws.len() > 4 {
        return None;
    }
    ws.reverse();
    let total: u32 = ws.iter().map(|&w| u32::from(w)).sum();
    let ok_width = |w: u8| match num {
        Num::Float => matches!(w, 10 | 11 | 16 | 32),
        Num::Uint | Num::Sint => matches!(w, 2 | 8 | 10 | 16 | 32),
        _ => matches!(w, 2 | 8 | 10 | 16),
    };
    if !total.is_multiple_of(8) || total > 128 || !ws.iter().all(|&w| ok_width(w)) {
        return None;
    }
    let mut widths = [0u8; 4];
    widths[..ws.len()].copy_from_slice(&ws);
    Some(Fmt {
        widths,
        channels: ws.len(),
        num,
    })
}

/// What a format number means to the buffer instructions.
#[derive(Clone, Copy, Debug)]
enum Entry {
    /// 0: unbound resource.
    Invalid,
    /// A converted format.
    Ok(Fmt),
    /// Not converted: the error message.
    Unsupported(&'static str),
}

fn table() -> &'static [Entry; 128] {
    static T: OnceLock<[Entry; 128]> = OnceLock::new();
    T.get_or_init(|| {
        let mut t = [Entry::Unsupported("buffer data format not in seed Table 62"); 128];
        for &(n, name) in hsakit_rdna4::generated::BUF_FORMATS.iter() {
            let Some(slot) = t.get_mut(usize::from(n)) else {
                continue;
            };
            *slot = match (n, parse(name)) {
                (0, _) => Entry::Invalid,
                (1..=63, Some(f)) => Entry::Ok(f),
                // One message per format number, made once per process.
                _ => Entry::Unsupported(String::leak(format!(
                    "buffer data format {n} ({name}) is not supported by buffer format instructions"
                ))),
            };
        }
        t
    })
}

/// A format instruction, from its seed name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Op {
    /// Load (else store).
    pub load: bool,
    /// Components (X = 1 … XYZW = 4).
    pub n: usize,
    /// D16: None, Some(false) = low halves (packed), Some(true) = D16_HI (one component, high).
    pub d16: Option<bool>,
    /// TBUFFER (format from the instruction).
    pub typed: bool,
}

/// Reads `TBUFFER_LOAD_D16_FORMAT_XY`-style names.
pub(crate) fn op_of(name: &str) -> Option<Op> {
    let typed = name.starts_with("TBUFFER_");
    let rest = name.strip_prefix(if typed { "TBUFFER_" } else { "BUFFER_" })?;
    let (load, rest) = if let Some(r) = rest.strip_prefix("LOAD_") {
        (true, r)
    } else {
        (false, rest.strip_prefix("STORE_")?)
    };
    let (d16, rest) = if let Some(r) = rest.strip_prefix("D16_HI_") {
        (Some(true), r)
    } else if let Some(r) = rest.strip_prefix("D16_") {
        (Some(false), r)
    } else {
        (None, rest)
    };
    let n = match rest.strip_prefix("FORMAT_")? {
        "X" => 1,
        "XY" => 2,
        "XYZ" => 3,
        "XYZW" => 4,
        _ => return None,
    };
    Some(Op {
        load,
        n,
        d16,
        typed,
    })
}

/// VGPRs a format instruction reads or writes.
pub(crate) fn data_regs(name: &str) -> u8 {
    match op_of(name) {
        Some(Op {
            d16: Some(_), n, ..
        }) => n.div_ceil(2) as u8,
        Some(Op { n, .. }) => n as u8,
        None => 1,
    }
}

fn sext(x: u32, bits: u32) -> i64 {
    if bits >= 32 {
        i64::from(x as i32)
    } else {
        let s = 32 - bits;
        i64::from(((x << s) as i32) >> s)
    }
}

fn umax(bits: u32) -> f64 {
    ((1u64 << bits) - 1) as f64
}

/// An unsigned float with a 5-bit exponent (bias 15) and `m` fraction bits, as binary32.
fn small_float_to_f32(raw: u32, m: u32) -> u32 {
    let e = raw >> m;
    let f = raw & ((1 << m) - 1);
    match e {
        31 if f == 0 => 0x7F80_0000,
        31 => 0x7FC0_0000 | (f << (23 - m)),
        0 => (f as f32 * (2f32).powi(-14 - m as i32)).to_bits(),
        _ => ((e + 112) << 23) | (f << (23 - m)),
    }
}

/// binary32 → unsigned float with a 5-bit exponent and `m` fraction bits, nearest even.
fn f32_to_small_float(x: u32, m: u32) -> u32 {
    let inf = 31 << m;
    let v = f32::from_bits(x);
    if v.is_nan() {
        return inf | (1 << (m - 1));
    }
    if x >> 31 != 0 || v == 0.0 {
        return 0;
    }
    if v.is_infinite() {
        return inf;
    }
    let exp = (((x >> 23) & 0xFF) as i32 - 127).max(-14);
    // Units of the target's last place at this exponent.
    let q = f64::from(v) * 2f64.powi(m as i32 - exp);
    let n = q.round_ties_even() as u64;
    let (e, n) = if n >= 1 << (m + 1) {
        (exp + 1, n >> 1)
    } else {
        (exp, n)
    };
    if n < 1 << m {
        return n as u32; // subnormal (e = −14)
    }
    let biased = e + 15;
    if biased >= 31 {
        return inf;
    }
    ((biased as u32) << m) | (n as u32 - (1 << m))
}

/// Loads one channel: (32-bit VGPR value, 16-bit D16 value).
fn load_channel(f: &Fmt, raw: u32, bits: u32) -> (u32, u16) {
    let mut c = FpCtx::ieee();
    c.want_flags = false;
    let from_f64 = |c: &mut FpCtx, v: f64| -> (u32, u16) {
        ((v as f32).to_bits(), c.convert::<F64, F16>(v.to_bits()))
    };
    match f.num {
        Num::Unorm => from_f64(&mut c, f64::from(raw) / umax(bits)),
        Num::Snorm => {
            let v = (sext(raw, bits) as f64 / umax(bits - 1)).max(-1.0);
            from_f64(&mut c, v)
        }
        Num::Uscaled => from_f64(&mut c, f64::from(raw)),
        Num::Sscaled => from_f64(&mut c, sext(raw, bits) as f64),
        Num::Uint => (raw, raw as u16),
        Num::Sint => (sext(raw, bits) as u32, raw as u16),
        Num::Float => match bits {
            16 => (c.convert::<F16, F32>(raw as u16), raw as u16),
            32 => {
                c.round = Round::Zero;
                (raw, c.convert::<F32, F16>(raw))
            }
            m => {
                let x = small_float_to_f32(raw, m - 5);
                (x, c.convert::<F32, F16>(x))
            }
        },
    }
}

/// Stores one channel from its 32-bit value (a D16 store's 16-bit value is widened first).
fn store_channel(f: &Fmt, x: u32, bits: u32) -> u32 {
    let mask = if bits >= 32 {
        u32::MAX
    } else {
        (1 << bits) - 1
    };
    let v = f64::from(f32::from_bits(x));
    let v = if v.is_nan() { 0.0 } else { v };
    match f.num {
        Num::Unorm => (v.clamp(0.0, 1.0) * umax(bits)).round_ties_even() as u32,
        Num::Snorm => {
            let n = (v.clamp(-1.0, 1.0) * umax(bits - 1)).round_ties_even() as i64;
            n as u32 & mask
        }
        Num::Uscaled => v.round_ties_even().clamp(0.0, umax(bits)) as u32,
        Num::Sscaled => {
            let lim = umax(bits - 1);
            (v.round_ties_even().clamp(-lim - 1.0, lim) as i64) as u32 & mask
        }
        Num::Uint | Num::Sint => x & mask,
        Num::Float => match bits {
            16 => {
                let mut c = FpCtx::ieee();
                c.want_flags = false;
                u32::from(c.convert::<F32, F16>(x))
            }
            32 => x,
            m => f32_to_small_float(x, m - 5),
        },
    }
}

/// The value a D16 store's 16-bit component stands for, as the 32-bit value of a full store.
fn widen_d16(f: &Fmt, h: u16) -> u32 {
    match f.num {
        Num::Uint => u32::from(h),
        Num::Sint => h as i16 as i32 as u32,
        _ => {
            let mut c = FpCtx::ieee();
            c.want_flags = false;
            c.convert::<F16, F32>(h)
        }
    }
}

/// Converts one element's bytes to the instruction's components (`out32`, `out16`), applying
/// DST_SEL (`sel` = None for identity).
pub(crate) fn unpack(f: &Fmt, bytes: &[u8; 16], sel: Option<[u8; 4]>) -> ([u32; 4], [u16; 4]) {
    let v = u128::from_le_bytes(*bytes);
    let mut ch = [(0u32, 0u16); 4];
    for (c, slot) in ch.iter_mut().enumerate().take(f.channels) {
        let bits = u32::from(f.widths[c]);
        let raw = ((v >> f.offset(c)) & ((1u128 << bits) - 1)) as u32;
        *slot = load_channel(f, raw, bits);
    }
    let one = if f.is_float_like() {
        (0x3F80_0000, 0x3C00)
    } else {
        (1, 1)
    };
    let mut o32 = [0u32; 4];
    let mut o16 = [0u16; 4];
    for k in 0..4 {
        let (a, b) = match sel.map(|s| s[k]) {
            None if k < f.channels => ch[k],
            None => (0, 0),
            Some(1) => one,
            Some(s @ 4..=7) if usize::from(s - 4) < f.channels => ch[usize::from(s - 4)],
            Some(_) => (0, 0),
        };
        o32[k] = a;
        o16[k] = b;
    }
    (o32, o16)
}

/// Converts `n` components (32-bit values) to one element's bytes (`f.bytes()` of them),
/// routing them through DST_SEL (`sel` = None for identity): memory channel `c` takes the
/// first component whose select names it (4 + c), that component's value if the shader sent
/// it, else X (the "XYXX" rule, L4361); a channel no select names stores 0 (L4382 "stores 0
/// otherwise"). docs/errata.md E-EMU-RDNA4-12.
pub(crate) fn pack(f: &Fmt, comps: &[u32; 4], n: usize, sel: Option<[u8; 4]>) -> [u8; 16] {
    let mut v = 0u128;
    for c in 0..f.channels {
        let bits = u32::from(f.widths[c]);
        let k = match sel {
            None => Some(c),
            Some(s) => s.iter().position(|&k| usize::from(k) == 4 + c),
        };
        let x = match k {
            Some(k) if k < n => comps[k],
            Some(_) => comps[0],
            None => 0,
        };
        v |= u128::from(store_channel(f, x, bits)) << f.offset(c);
    }
    v.to_le_bytes()
}

static OPS: OnceLock<Vec<Option<Op>>> = OnceLock::new();

/// The handler of every TBUFFER and BUFFER `*_FORMAT_*` load and store.
pub(crate) fn format_access(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let op = OPS
        .get_or_init(|| {
            hsakit_rdna4::generated::OPS
                .iter()
                .map(|o| {
                    if o.fmt == Format::Vbuffer {
                        op_of(o.name)
                    } else {
                        None
                    }
                })
                .collect()
        })
        .get(usize::from(i.op))
        .copied()
        .flatten()
        .ok_or_else(|| Stop::Illegal(format!("{} is not a buffer format op", i.name())))?;
    let r = usize::from(i.saddr);
    let word3 = w.s.get(r + 3).copied().unwrap_or(0);
    let (num, sel) = if op.typed {
        (usize::from(i.offset1), None)
    } else {
        let s = |k: u32| ((word3 >> (3 * k)) & 7) as u8;
        (
            ((word3 >> 12) & 0x3F) as usize,
            Some([s(0), s(1), s(2), s(3)]),
        )
    };
    let fmt = match table().get(num).copied() {
        Some(Entry::Ok(f)) => Some(f),
        Some(Entry::Invalid) => None,
        Some(Entry::Unsupported(m)) => return Err(Stop::Unsupported(m)),
        None => return Err(Stop::Unsupported("buffer data format out of range")),
    };
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    let vd = usize::from(i.vdata);
    let bytes = fmt.map_or(4, |f| f.bytes());
    let mut m = exec;
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let t = match fmt {
            Some(_) => lane_target(w, i, Format::Vbuffer, l, bytes as u32),
            None => Target::Nothing,
        };
        if op.load {
            let (o32, o16) = match fmt {
                Some(f) => unpack(&f, &read_bytes(w, e, &t, l, bytes)?, sel),
                None => ([0; 4], [0; 4]),
            };
            match op.d16 {
                None => {
                    for k in 0..op.n {
                        w.vw(vd + k, l, o32[k]);
                    }
                }
                Some(true) => {
                    let old = w.vr(vd, l);
                    w.vw(vd, l, (old & 0xFFFF) | (u32::from(o16[0]) << 16));
                }
                Some(false) => {
                    for k in 0..op.n {
                        let r = vd + k / 2;
                        let old = w.vr(r, l);
                        let v = if k % 2 == 0 {
                            (old & 0xFFFF_0000) | u32::from(o16[k])
                        } else {
                            (old & 0xFFFF) | (u32::from(o16[k]) << 16)
                        };
                        w.vw(r, l, v);
                    }
                }
            }
        } else if let Some(f) = fmt {
            let mut comps = [0u32; 4];
            for (k, c) in comps.iter_mut().enumerate().take(op.n) {
                *c = match op.d16 {
                    None => w.vr(vd + k, l),
                    Some(true) => widen_d16(&f, (w.vr(vd, l) >> 16) as u16),
                    Some(false) => widen_d16(&f, (w.vr(vd + k / 2, l) >> (16 * (k % 2))) as u16),
                };
            }
            let buf = pack(&f, &comps, op.n, sel);
            write_bytes(w, e, &t, l, &buf[..bytes])?;
        }
    }
    if e.strict {
        if op.load {
            issue(w, Cnt::Load, 256 + u16::from(i.vdata), data_regs(i.name()));
        } else {
            issue(w, Cnt::Store, 0, 0);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_buffer_format_row_parses() {
        // Rows 1–63 of Table 62 are all converted; 64 and up are not.
        for &(n, name) in hsakit_rdna4::generated::BUF_FORMATS.iter() {
            // FORMAT fields are 7 bits (TBUFFER) or 6 bits (V#): 205 and up cannot be named.
            let Some(&e) = table().get(usize::from(n)) else {
                assert!(n >= 128, "{n} {name}");
                continue;
            };
            match n {
                0 => assert!(matches!(e, Entry::Invalid)),
                1..=63 => assert!(matches!(e, Entry::Ok(_)), "{n} {name}"),
                _ => assert!(matches!(e, Entry::Unsupported(_)), "{n} {name}"),
            }
        }
    }

    #[test]
    fn names_of_ops() {
        assert_eq!(
            op_of("TBUFFER_LOAD_D16_FORMAT_XYZ"),
            Some(Op {
                load: true,
                n: 3,
                d16: Some(false),
                typed: true
            })
        );
        assert_eq!(
            op_of("BUFFER_STORE_D16_HI_FORMAT_X"),
            Some(Op {
                load: false,
                n: 1,
                d16: Some(true),
                typed: false
            })
        );
        assert_eq!(op_of("BUFFER_LOAD_B32"), None);
        assert_eq!(data_regs("TBUFFER_LOAD_D16_FORMAT_XYZ"), 2);
        assert_eq!(data_regs("BUFFER_STORE_FORMAT_XYZW"), 4);
    }
}
