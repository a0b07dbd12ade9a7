//! [`Instruction`] → LLVM AMDGPU syntax, as `llvm-mc-19 -mcpu=gfx1201` prints it.

use crate::inst::{InlineFloat, Instruction, Operand, Special};
use crate::table::{Cls, Fld, Format, ImmStyle, Slot};
use std::fmt::Write;

/// The instruction as text (no leading tab, no encoding comment).
pub fn print(inst: &Instruction) -> String {
    let mut s = String::with_capacity(48);
    write_inst(&mut s, inst);
    s
}

/// Appends `v` in decimal (no formatting machinery: this is the listing's hot path).
pub(crate) fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or(""));
}

/// Appends `0x` and `v` in lower-case hex without leading zeros.
pub(crate) fn push_hex(out: &mut String, v: u32) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push_str("0x");
    let digits = (32 - v.leading_zeros()).div_ceil(4).max(1);
    for k in (0..digits).rev() {
        out.push(char::from(HEX[(v >> (4 * k) & 15) as usize]));
    }
}

/// Appends `v` in signed decimal.
pub(crate) fn push_i64(out: &mut String, v: i64) {
    match u32::try_from(v.unsigned_abs()) {
        Ok(m) => {
            if v < 0 {
                out.push('-');
            }
            push_u32(out, m);
        }
        Err(_) => {
            let _ = write!(out, "{v}");
        }
    }
}

fn reg_range(out: &mut String, prefix: &str, first: u32, count: u8) {
    out.push_str(prefix);
    if count <= 1 {
        push_u32(out, first);
    } else {
        out.push('[');
        push_u32(out, first);
        out.push(':');
        push_u32(out, first + u32::from(count) - 1);
        out.push(']');
    }
}

fn float_text(f: InlineFloat, cls: Cls) -> &'static str {
    match f {
        InlineFloat::Half => "0.5",
        InlineFloat::NegHalf => "-0.5",
        InlineFloat::One => "1.0",
        InlineFloat::NegOne => "-1.0",
        InlineFloat::Two => "2.0",
        InlineFloat::NegTwo => "-2.0",
        InlineFloat::Four => "4.0",
        InlineFloat::NegFour => "-4.0",
        InlineFloat::InvTwoPi => match cls {
            Cls::F64 | Cls::F64Float => "0.15915494309189532",
            _ => "0.15915494",
        },
    }
}

/// The 16-bit pattern of a float inline constant (seed L1646–1661).
fn f16_bits(f: InlineFloat) -> u16 {
    match f {
        InlineFloat::Half => 0x3800,
        InlineFloat::NegHalf => 0xB800,
        InlineFloat::One => 0x3C00,
        InlineFloat::NegOne => 0xBC00,
        InlineFloat::Two => 0x4000,
        InlineFloat::NegTwo => 0xC000,
        InlineFloat::Four => 0x4400,
        InlineFloat::NegFour => 0xC400,
        InlineFloat::InvTwoPi => 0x3118,
    }
}

const FLOATS: [InlineFloat; 9] = [
    InlineFloat::Half,
    InlineFloat::NegHalf,
    InlineFloat::One,
    InlineFloat::NegOne,
    InlineFloat::Two,
    InlineFloat::NegTwo,
    InlineFloat::Four,
    InlineFloat::NegFour,
    InlineFloat::InvTwoPi,
];

fn f32_bits(f: InlineFloat) -> u32 {
    match f {
        InlineFloat::InvTwoPi => 0x3E22_F983,
        _ => f32::to_bits(match f {
            InlineFloat::Half => 0.5,
            InlineFloat::NegHalf => -0.5,
            InlineFloat::One => 1.0,
            InlineFloat::NegOne => -1.0,
            InlineFloat::Two => 2.0,
            InlineFloat::NegTwo => -2.0,
            InlineFloat::Four => 4.0,
            _ => -4.0,
        }),
    }
}

fn literal(out: &mut String, v: u32, cls: Cls) {
    // A packed literal wider than 16 bits prints whole, as hex.
    let cls = match cls {
        Cls::Packed16 if v > 0xFFFF => {
            push_hex(out, v);
            return;
        }
        Cls::Packed16 => Cls::F16,
        Cls::F64Float if v != 0 => {
            let d = f64::from_bits(u64::from(v) << 32);
            if let Some(f) = FLOATS[..8]
                .iter()
                .find(|f| f64::from(f32::from_bits(f32_bits(**f))) == d)
            {
                out.push_str(float_text(*f, cls));
            } else {
                push_hex(out, v);
            }
            return;
        }
        Cls::F64Float => Cls::F64,
        c => c,
    };
    // 16-bit integer operands: llvm-mc-19 tests the whole 32-bit literal for an inline integer
    // and an f32 inline float, and otherwise prints its low 16 bits in hex (measured: 0x3f800000
    // prints `1.0`, 0x10005 prints `0x5`, 0xfffffff0 prints `-16`, 0xfff0 prints `0xfff0`).
    if cls == Cls::I16 {
        let i = v as i32;
        if (-16..=64).contains(&i) {
            push_i64(out, i64::from(i));
        } else if let Some(f) = FLOATS.iter().find(|f| f32_bits(**f) == v) {
            out.push_str(float_text(*f, Cls::B32));
        } else {
            push_hex(out, v & 0xFFFF);
        }
        return;
    }
    let v = if cls == Cls::F16 { v & 0xFFFF } else { v };
    match cls {
        Cls::F16 | Cls::I16 => {
            if let Some(f) = FLOATS.iter().find(|f| u32::from(f16_bits(**f)) == v) {
                out.push_str(float_text(*f, cls));
                return;
            }
        }
        Cls::F64 => {
            let d = f64::from_bits(u64::from(v) << 32);
            if let Some(f) = FLOATS[..8]
                .iter()
                .find(|f| f64::from(f32::from_bits(f32_bits(**f))) == d)
            {
                out.push_str(float_text(*f, cls));
                return;
            }
        }
        _ => {
            if let Some(f) = FLOATS.iter().find(|f| f32_bits(**f) == v) {
                out.push_str(float_text(*f, cls));
                return;
            }
        }
    }
    let i = v as i32;
    if (-16..=64).contains(&i) {
        push_i64(out, i64::from(i));
    } else {
        push_hex(out, v);
    }
}

/// Writes one operand.
pub(crate) fn operand(out: &mut String, op: &Operand, cls: Cls) {
    match *op {
        Operand::Sgpr { first, count } => reg_range(out, "s", u32::from(first), count),
        Operand::Vgpr { first, count } => reg_range(out, "v", u32::from(first), count),
        Operand::Ttmp { first, count } => reg_range(out, "ttmp", u32::from(first), count),
        Operand::Special(s) => out.push_str(print_special(s)),
        Operand::InlineInt(v) => push_i64(out, i64::from(v)),
        Operand::InlineFloat(f) => {
            if cls == Cls::I16 {
                push_hex(out, u32::from(f16_bits(f)));
            } else {
                out.push_str(float_text(f, cls));
            }
        }
        Operand::Literal(v) => literal(out, v, cls),
        Operand::Imm(v) => push_i64(out, v),
        Operand::Text(t) => out.push_str(t),
        Operand::VgprHalf { reg, hi } => {
            out.push('v');
            push_u32(out, u32::from(reg));
            out.push_str(if hi { ".h" } else { ".l" });
        }
        Operand::Reserved(c) => {
            let _ = write!(out, "/*reserved {c}*/");
        }
    }
}

fn src_index(fld: Fld) -> Option<usize> {
    match fld {
        Fld::Src0 => Some(0),
        Fld::Src1 => Some(1),
        Fld::Src2 => Some(2),
        _ => None,
    }
}

fn bits_list(out: &mut String, name: &str, bits: u8, n: usize) {
    out.push(' ');
    out.push_str(name);
    out.push_str(":[");
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        out.push(if bits >> i & 1 != 0 { '1' } else { '0' });
    }
    out.push(']');
}

fn simm16(out: &mut String, v: u32, style: ImmStyle) {
    match style {
        ImmStyle::Hex => {
            push_hex(out, v);
        }
        ImmStyle::Dec => {
            push_u32(out, v);
        }
        ImmStyle::SDec => {
            push_i64(out, i64::from(v as u16 as i16));
        }
        _ => crate::symbolic::write(out, v, style),
    }
}

/// Per-opcode facts the printer would otherwise find by comparing mnemonics for every
/// instruction: bits `FL_*`, computed once from the generated table.
fn flags(op: crate::inst::Opcode) -> u16 {
    static FLAGS: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    let all = FLAGS.get_or_init(|| {
        crate::generated::OPS
            .iter()
            .map(|info| {
                let mn = info.mn;
                let mut f = 0;
                let mut set = |bit: u16, on: bool| {
                    if on {
                        f |= bit;
                    }
                };
                set(FL_F64_NAME, mn.contains("_f64"));
                set(FL_MIX, is_mix(mn));
                set(
                    FL_WIDE_SRC2,
                    src2_class(Cls::F16, Fld::Src2, mn) == Cls::B32,
                );
                set(
                    FL_WIDE_SRC1,
                    src2_class(Cls::F16, Fld::Src1, mn) == Cls::B32,
                );
                set(
                    FL_PACKED_F16,
                    src2_class(Cls::F16, Fld::Src0, mn) == Cls::Packed16,
                );
                set(FL_SWMMAC, mn.starts_with("v_swmmac_"));
                set(FL_PREFETCH, mn.contains("prefetch"));
                set(
                    FL_DS_TWO,
                    mn.contains("2addr") || mn.contains("write2") || mn.contains("read2"),
                );
                set(FL_TBUFFER, mn.starts_with("tbuffer"));
                set(FL_SETREG_IMM, mn == "s_setreg_imm32_b32");
                set(FL_ENDPGM, mn == "s_endpgm");
                set(FL_VERSION, mn == "s_version");
                set(FL_SWIZZLE, mn == "ds_swizzle_b32");
                f
            })
            .collect()
    });
    all.get(usize::from(op.0)).copied().unwrap_or(0)
}

/// The mnemonic contains `_f64`.
const FL_F64_NAME: u16 = 1;
/// [`is_mix`].
const FL_MIX: u16 = 1 << 1;
/// [`src2_class`] makes SRC2 a 32-bit operand.
const FL_WIDE_SRC2: u16 = 1 << 2;
/// [`src2_class`] makes SRC1 a 32-bit operand.
const FL_WIDE_SRC1: u16 = 1 << 3;
/// [`src2_class`] makes F16 sources packed (V_DOT2_F16_F16).
const FL_PACKED_F16: u16 = 1 << 4;
/// V_SWMMAC_*.
const FL_SWMMAC: u16 = 1 << 5;
/// S_PREFETCH_* / S_BUFFER_PREFETCH_DATA.
const FL_PREFETCH: u16 = 1 << 6;
/// DS opcodes with two offsets (`offset0:`/`offset1:`).
const FL_DS_TWO: u16 = 1 << 7;
/// TBUFFER_*.
const FL_TBUFFER: u16 = 1 << 8;
/// S_SETREG_IMM32_B32.
const FL_SETREG_IMM: u16 = 1 << 9;
/// S_ENDPGM.
const FL_ENDPGM: u16 = 1 << 10;
/// S_VERSION.
const FL_VERSION: u16 = 1 << 11;
/// DS_SWIZZLE_B32.
const FL_SWIZZLE: u16 = 1 << 12;

/// [`src2_class`] of [`slot_class`] from the flags.
fn operand_class(cls: Cls, fmt: Format, width: u8, fld: Fld, fl: u16) -> Cls {
    let mix = fl & FL_MIX != 0;
    let c = match (cls, width) {
        (Cls::B32 | Cls::Other, 2) if fmt != Format::Vop3p => Cls::F64,
        (Cls::F64, 1) => Cls::B32,
        (Cls::F16, _) if fmt == Format::Vop3p && !mix => Cls::Packed16,
        (c, _) => c,
    };
    let c = if c == Cls::F64 && fl & FL_F64_NAME != 0 {
        Cls::F64Float
    } else {
        c
    };
    let wide = match fld {
        Fld::Src2 => fl & FL_WIDE_SRC2 != 0,
        Fld::Src1 => fl & FL_WIDE_SRC1 != 0,
        _ => false,
    };
    if wide {
        Cls::B32
    } else if fl & FL_PACKED_F16 != 0 && c == Cls::F16 {
        Cls::Packed16
    } else {
        c
    }
}

/// Writes the instruction into `out`.
pub fn write_inst(out: &mut String, inst: &Instruction) {
    if let Some(v) = crate::vopd::from_instruction(inst) {
        crate::vopd::write(out, &v);
        return;
    }
    let info = inst.opcode.info();
    let fmt = info.fmt;
    if fmt == Format::Vexport {
        crate::export::write(out, inst);
        return;
    }
    if matches!(fmt, Format::Vimage | Format::Vsample) {
        crate::image::write(out, inst);
        return;
    }
    let dpp_any = inst.mods.dpp.kind != 0;
    let vop3_dpp = dpp_any && matches!(fmt, Format::Vop3 | Format::Vop3sd | Format::Vop3p);
    // Source modifiers of the 32-bit encodings' DPP16 dword print on the sources.
    let dpp = dpp_any && !vop3_dpp;
    if vop3_dpp {
        // VOP3 DPP forms: `<name>_e64_dpp` (llvm-mc-19).
        out.push_str(info.mn.strip_suffix("_e64").unwrap_or(info.mn));
        out.push_str("_e64_dpp");
    } else if dpp {
        // VOPC DPP forms print without a suffix (llvm-mc-19), the others as `_dpp`.
        out.push_str(info.mn.strip_suffix("_e32").unwrap_or(info.mn));
        if fmt != Format::Vopc {
            out.push_str("_dpp");
        }
    } else {
        out.push_str(info.mn);
    }
    let fl = flags(inst.opcode);
    let mix = fl & FL_MIX != 0;
    let slots = inst.slots();
    let mods = &inst.mods;
    let mut first = true;
    let mut nsrc = 0usize;
    let smem_null_soffset = fmt == Format::Smem
        && slots.iter().zip(inst.operands()).any(|(s, o)| {
            matches!(s, Slot::Reg(Fld::Soffset, _)) && matches!(o, Operand::Special(Special::Null))
        });
    let mut ops = inst.operands();
    if mods.ret
        && let Some((r, rest)) = ops.split_first()
    {
        // A returning atomic's pre-op value VGPR comes first.
        out.push(' ');
        operand(out, r, Cls::Other);
        first = false;
        ops = rest;
    }
    for (slot, op) in slots.iter().zip(ops) {
        if smem_null_soffset
            && matches!(slot, Slot::Reg(Fld::Soffset, _))
            && !has_smem_offset_slot(slots)
        {
            out.push_str(if first { " " } else { ", " });
            signed_hex(out, mods.offset);
            first = false;
            continue;
        }
        out.push_str(if first { " " } else { ", " });
        first = false;
        match *slot {
            Slot::Reg(fld, width) => {
                let cls = operand_class(info.cls, fmt, width, fld, fl);
                let si = src_index(fld)
                    .or(if dpp && fld == Fld::Vsrc1 {
                        Some(1)
                    } else {
                        None
                    })
                    .filter(|_| {
                        matches!(fmt, Format::Vop3 | Format::Vop3sd | Format::Vinterp) || mix || dpp
                    });
                if let Some(i) = si {
                    nsrc = nsrc.max(i + 1);
                    let neg = mods.neg >> i & 1 != 0;
                    let abs = (fmt == Format::Vop3 || mix || dpp) && mods.abs >> i & 1 != 0;
                    let imm = matches!(
                        op,
                        Operand::InlineInt(_) | Operand::InlineFloat(_) | Operand::Literal(_)
                    );
                    let neg_fn = neg && !abs && imm;
                    // DPP forms of 16-bit integer VOP3 opcodes print NEG as sext too.
                    let sext =
                        neg && (info.sext >> i & 1 != 0 || (vop3_dpp && info.cls == Cls::I16));
                    if sext {
                        out.push_str("sext(");
                        operand(out, op, cls);
                        out.push(')');
                        continue;
                    }
                    if neg_fn {
                        out.push_str("neg(");
                    } else if neg {
                        out.push('-');
                    }
                    if abs {
                        out.push('|');
                    }
                    operand(out, op, cls);
                    if abs {
                        out.push('|');
                    }
                    if neg_fn {
                        out.push(')');
                    }
                } else {
                    if let Some(i) = src_index(fld) {
                        nsrc = nsrc.max(i + 1);
                    }
                    operand(out, op, cls);
                }
            }
            Slot::Text(t) if fmt == Format::Vdsdir && t.starts_with("attr") => {
                let _ = write!(
                    out,
                    "attr{}.{}",
                    mods.format,
                    ['x', 'y', 'z', 'w'][usize::from(mods.th & 3)]
                );
            }
            Slot::Text(t) => match op {
                Operand::Text(_) => out.push_str(t),
                other => operand(out, other, Cls::Other),
            },
            Slot::Lit => {
                if let Operand::Literal(v) = lit_u32(op) {
                    if fl & FL_SETREG_IMM != 0 {
                        // Printed as a 32-bit operand value (decimal, float or hex).
                        literal(out, v, Cls::B32);
                    } else {
                        push_hex(out, v);
                    }
                }
            }
            // `s_endpgm 0` prints bare, as llvm-mc-19 prints it.
            Slot::Simm16(_) if fl & FL_ENDPGM != 0 && matches!(op, Operand::Imm(0)) => {
                out.truncate(out.len() - 1);
            }
            Slot::Simm16(_) if fl & FL_VERSION != 0 => {
                if let Operand::Imm(v) = *op {
                    crate::symbolic::write_version(out, v as u32);
                }
            }
            Slot::Simm16(style) => {
                if let Operand::Imm(v) = *op {
                    simm16(out, v as u32, style);
                }
            }
            Slot::SmemOffset => signed_hex(out, mods.offset),
            Slot::Num(_) => operand(out, op, Cls::Other),
            Slot::Half(_) => operand(out, op, Cls::I16),
        }
    }
    write_mods(out, inst, nsrc, fl);
}

/// V_MAD_U32_U16 / V_MAD_I32_I16 add a 32-bit SRC2 to a 16-bit product (seed ch16 entries):
/// its constants print as 32-bit values.
/// Likewise the 32-bit accumulators (SRC2) of V_DOT2_F32_F16/BF16 and the 32-bit class mask
/// (SRC1) of V_CMP(X)_CLASS_F16 (measured with llvm-mc-19).
pub(crate) fn src2_class(cls: Cls, fld: Fld, mn: &str) -> Cls {
    let wide = match fld {
        Fld::Src2 => matches!(
            mn,
            "v_mad_u32_u16" | "v_mad_i32_i16" | "v_dot2_f32_f16" | "v_dot2_f32_bf16"
        ),
        Fld::Src1 => mn.starts_with("v_cmp") && mn.contains("_class_f16"),
        _ => false,
    };
    if wide {
        Cls::B32
    } else if mn == "v_dot2_f16_f16" && cls == Cls::F16 {
        // Packed sources: a literal wider than 16 bits prints whole.
        Cls::Packed16
    } else {
        cls
    }
}

/// V_FMA_MIX_F32 / V_FMA_MIXLO_F16 / V_FMA_MIXHI_F16.
pub(crate) fn is_mix(mn: &str) -> bool {
    mn.starts_with("v_fma_mix")
}

/// The constant class of one source slot: 64-bit slots print constants as f64 and 32-bit
/// slots of a 64-bit opcode as 32-bit values (llvm-mc-19 decides per operand). The printer
/// uses [`operand_class`]; this spelled-out form checks it in the tests.
#[cfg(test)]
fn slot_class(cls: Cls, fmt: Format, width: u8, mn: &str) -> Cls {
    let c = match (cls, width) {
        (Cls::B32 | Cls::Other, 2) if fmt != Format::Vop3p => Cls::F64,
        (Cls::F64, 1) => Cls::B32,
        (Cls::F16, _) if fmt == Format::Vop3p && !is_mix(mn) => Cls::Packed16,
        (c, _) => c,
    };
    if c == Cls::F64 && mn.contains("_f64") {
        Cls::F64Float
    } else {
        c
    }
}

fn signed_hex(out: &mut String, v: i32) {
    if v < 0 {
        out.push('-');
        push_hex(out, v.unsigned_abs());
    } else {
        push_hex(out, v.unsigned_abs());
    }
}

fn lit_u32(op: &Operand) -> Operand {
    match *op {
        Operand::Literal(v) => Operand::Literal(v),
        Operand::Imm(v) => Operand::Literal(v as u32),
        other => other,
    }
}

fn has_smem_offset_slot(slots: &[Slot]) -> bool {
    slots.iter().any(|s| matches!(s, Slot::SmemOffset))
}

fn write_dpp(out: &mut String, d: &crate::inst::Dpp) {
    match d.kind {
        1 => {
            let c = d.ctrl;
            let _ = match c {
                0..=0xFF => write!(
                    out,
                    " quad_perm:[{},{},{},{}]",
                    c & 3,
                    c >> 2 & 3,
                    c >> 4 & 3,
                    c >> 6 & 3
                ),
                0x101..=0x10F => write!(out, " row_shl:{}", c & 0xF),
                0x111..=0x11F => write!(out, " row_shr:{}", c & 0xF),
                0x121..=0x12F => write!(out, " row_ror:{}", c & 0xF),
                0x140 => write!(out, " row_mirror"),
                0x141 => write!(out, " row_half_mirror"),
                0x150..=0x15F => write!(out, " row_share:{}", c & 0xF),
                _ => write!(out, " row_xmask:{}", c & 0xF),
            };
            let _ = write!(
                out,
                " row_mask:0x{:x} bank_mask:0x{:x}",
                d.row_mask, d.bank_mask
            );
            if d.bound_ctrl {
                out.push_str(" bound_ctrl:1");
            }
            if d.fi {
                out.push_str(" fi:1");
            }
        }
        2 | 3 => {
            out.push_str(" dpp8:[");
            for i in 0..8 {
                if i > 0 {
                    out.push(',');
                }
                out.push(char::from(b'0' + (d.ctrl >> (3 * i) & 7) as u8));
            }
            out.push(']');
            if d.kind == 3 {
                out.push_str(" fi:1");
            }
        }
        _ => {}
    }
}

fn write_mods(out: &mut String, inst: &Instruction, nsrc: usize, fl: u16) {
    let info = inst.opcode.info();
    let m = &inst.mods;
    let vop3 = matches!(info.fmt, Format::Vop3 | Format::Vop3sd | Format::Vop3p);
    if m.dpp.kind != 0 && !vop3 {
        write_dpp(out, &m.dpp);
        return;
    }
    write_plain_mods(out, inst, nsrc, fl);
    // VOP3 DPP: the controls follow the VOP3 modifiers.
    if m.dpp.kind != 0 {
        write_dpp(out, &m.dpp);
    }
}

fn write_plain_mods(out: &mut String, inst: &Instruction, nsrc: usize, fl: u16) {
    let info = inst.opcode.info();
    let m = &inst.mods;
    match info.fmt {
        Format::Vop3 | Format::Vop3sd => {
            if m.op_sel != 0 {
                let mut bits = m.op_sel & ((1 << nsrc) - 1);
                bits |= (m.op_sel >> 3 & 1) << nsrc;
                bits_list(out, "op_sel", bits, nsrc + 1);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
            match m.omod {
                1 => out.push_str(" mul:2"),
                2 => out.push_str(" mul:4"),
                3 => out.push_str(" div:2"),
                _ => {}
            }
        }
        Format::Vop3p if fl & FL_MIX != 0 => {
            // V_FMA_MIX*: NEG/NEG_HI are printed on the sources (-x, |x|); OP_SEL_HI defaults
            // to 0 (seed L3188-3236).
            if m.op_sel & 7 != 0 {
                bits_list(out, "op_sel", m.op_sel, 3);
            }
            if m.op_sel_hi & 7 != 0 {
                bits_list(out, "op_sel_hi", m.op_sel_hi, 3);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
        }
        Format::Vop3p => {
            let n = nsrc.max(1);
            let full = (1u8 << n) - 1;
            if fl & FL_SWMMAC != 0 {
                // SWMMAC: OP_SEL [1:0] selects the sparsity index (`index_key`, llvm-mc-19).
                if m.op_sel & 3 != 0 {
                    let _ = write!(out, " index_key:{}", m.op_sel & 3);
                }
            } else if m.op_sel & full != 0 {
                bits_list(out, "op_sel", m.op_sel, n);
            }
            if m.op_sel_hi & full != full {
                bits_list(out, "op_sel_hi", m.op_sel_hi, n);
            }
            if m.neg & full != 0 {
                bits_list(out, "neg_lo", m.neg, n);
            }
            if m.abs & full != 0 {
                bits_list(out, "neg_hi", m.abs, n);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
        }
        Format::Vinterp => {
            if m.clamp {
                out.push_str(" clamp");
            }
            if m.op_sel != 0 {
                bits_list(out, "op_sel", m.op_sel, 4);
            }
            let _ = write!(out, " wait_exp:{}", m.offset);
        }
        Format::Vdsdir => {
            let _ = write!(out, " wait_va_vdst:{} wait_vm_vsrc:{}", m.offset, m.offset1);
        }
        Format::Smem => {
            let soff_reg = inst.slots().iter().zip(inst.operands()).any(|(s, o)| {
                matches!(s, Slot::Reg(Fld::Soffset, _))
                    && !matches!(o, Operand::Special(Special::Null))
            });
            if soff_reg && !has_smem_offset_slot(inst.slots()) {
                out.push_str(" offset:");
                signed_hex(out, m.offset);
            }
            // S_PREFETCH_* / S_BUFFER_PREFETCH_DATA: llvm-mc-19 prints no TH or SCOPE.
            if fl & FL_PREFETCH == 0 {
                th_scope(out, inst);
            }
        }
        Format::Vds => {
            if fl & FL_DS_TWO != 0 {
                if m.offset != 0 {
                    out.push_str(" offset0:");
                    push_i64(out, i64::from(m.offset));
                }
                if m.offset1 != 0 {
                    out.push_str(" offset1:");
                    push_u32(out, u32::from(m.offset1));
                }
            } else {
                let off = m.offset as u32 | u32::from(m.offset1) << 8;
                if off != 0 && fl & FL_SWIZZLE != 0 {
                    out.push_str(" offset:");
                    crate::symbolic::write_swizzle(out, off);
                } else if off != 0 {
                    out.push_str(" offset:");
                    push_u32(out, off);
                }
            }
        }
        Format::Vflat | Format::Vglobal | Format::Vscratch => {
            if m.offset != 0 {
                out.push_str(" offset:");
                push_i64(out, i64::from(m.offset));
            }
            th_scope(out, inst);
        }
        Format::Vbuffer => {
            // llvm-mc-19 omits the default format 1 and names formats 0-63 only.
            if fl & FL_TBUFFER != 0 && m.format != 1 {
                match crate::generated::BUF_FORMATS
                    .iter()
                    .find(|(n, _)| *n == m.format && *n < 64)
                {
                    Some((_, name)) => {
                        let _ = write!(out, " format:[BUF_FMT_{name}]");
                    }
                    None => {
                        let _ = write!(out, " format:{}", m.format);
                    }
                }
            }
            if m.idxen {
                out.push_str(" idxen");
            }
            if m.offen {
                out.push_str(" offen");
            }
            if m.offset != 0 {
                out.push_str(" offset:");
                push_i64(out, i64::from(m.offset));
            }
            th_scope(out, inst);
            if m.tfe {
                out.push_str(" tfe");
            }
        }
        _ => {}
    }
}

fn th_scope(out: &mut String, inst: &Instruction) {
    let m = &inst.mods;
    if m.th != 0 {
        out.push_str(" th:");
        crate::symbolic::write_th(out, inst, m.th);
    }
    if m.scope != 0 {
        out.push_str(match m.scope {
            1 => " scope:SCOPE_SE",
            2 => " scope:SCOPE_DEV",
            _ => " scope:SCOPE_SYS",
        });
    }
}

/// The LLVM name of a special register or hardware source.
pub fn print_special(s: Special) -> &'static str {
    match s {
        Special::VccLo => "vcc_lo",
        Special::VccHi => "vcc_hi",
        Special::Vcc => "vcc",
        Special::Null => "null",
        Special::M0 => "m0",
        Special::ExecLo => "exec_lo",
        Special::ExecHi => "exec_hi",
        Special::Exec => "exec",
        Special::SharedBase => "src_shared_base",
        Special::SharedLimit => "src_shared_limit",
        Special::PrivateBase => "src_private_base",
        Special::PrivateLimit => "src_private_limit",
        Special::Scc => "src_scc",
        Special::PopsExitingWaveId => "src_pops_exiting_wave_id",
        Special::Vccz => "src_vccz",
        Special::Execz => "src_execz",
        Special::LdsDirect => "src_lds_direct",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The flag-based operand class agrees with the mnemonic-based rules for every opcode,
    /// slot field and width.
    #[test]
    fn operand_class_matches_the_mnemonic_rules() {
        for (i, info) in crate::generated::OPS.iter().enumerate() {
            let fl = flags(crate::inst::Opcode(i as u16));
            for cls in [
                Cls::B32,
                Cls::Other,
                Cls::F64,
                Cls::F16,
                Cls::I16,
                Cls::Packed16,
                Cls::F64Float,
            ] {
                for width in 1..=4u8 {
                    for fld in [Fld::Src0, Fld::Src1, Fld::Src2, Fld::Vdst] {
                        let want =
                            src2_class(slot_class(cls, info.fmt, width, info.mn), fld, info.mn);
                        let got = operand_class(cls, info.fmt, width, fld, fl);
                        assert_eq!(got, want, "{} {cls:?} {width} {fld:?}", info.mn);
                    }
                }
            }
        }
    }
}
