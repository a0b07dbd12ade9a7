//! VOPD (dual issue, wave32 only): two VALU operations in one 64-bit word (seed Tables 99-101,
//! L7539-7601; rules L3272-3351).
//!
//! Layout: SRCX0 [8:0], VSRCX1 [16:9], OPY [21:17], OPX [25:22], ENCODING [31:26] = 110010;
//! SRCY0 [40:32], VSRCY1 [48:41], VDSTY [55:49] (VGPR number >> 1; its low bit is the inverse
//! of VDSTX's), VDSTX [63:56]. One 32-bit literal follows when either SRC0 is 255 or either
//! operation is FMAAK/FMAMK (they share it).
//!
//! The printed form is llvm-mc-19's: `v_dual_<x> <ops> :: v_dual_<y> <ops>`, where FMAAK has
//! `vdst, src0, vsrc1, literal`, FMAMK `vdst, src0, literal, vsrc1`, MOV `vdst, src0` and the
//! others `vdst, src0, vsrc1` (CNDMASK reads VCC_LO implicitly).

use crate::generated::fields::*;
use crate::inst::{Instruction, Opcode, Operand};
use crate::table::{Cls, Format};

/// The operand shape of one half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `vdst, src0, vsrc1`.
    Binary,
    /// `vdst, src0`.
    Mov,
    /// `vdst, src0, vsrc1, literal`.
    Fmaak,
    /// `vdst, src0, literal, vsrc1`.
    Fmamk,
}

fn shape(name: &str) -> Shape {
    match name {
        "V_DUAL_MOV_B32" => Shape::Mov,
        "V_DUAL_FMAAK_F32" => Shape::Fmaak,
        "V_DUAL_FMAMK_F32" => Shape::Fmamk,
        _ => Shape::Binary,
    }
}

/// One half of a VOPD instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Half {
    /// The VopdX / VopdY opcode.
    pub opcode: Opcode,
    /// Destination VGPR.
    pub vdst: u8,
    /// Source 0 (9-bit operand code: SGPR, constant, literal or VGPR).
    pub src0: Operand,
    /// VGPR source 1 (unused by MOV).
    pub vsrc1: u8,
}

/// A decoded VOPD instruction: both halves and the shared literal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vopd {
    /// The X operation.
    pub x: Half,
    /// The Y operation.
    pub y: Half,
    /// The literal, when one follows.
    pub literal: Option<u32>,
}

/// Decodes a VOPD word (wave32 only); returns it and its length.
pub fn decode(bytes: &[u8], bits: u128) -> Result<(Vopd, usize), &'static str> {
    let opx = Opcode::lookup(Format::VopdX, VOPD_OPX.get(bits)).ok_or("unknown VOPD X opcode")?;
    let opy = Opcode::lookup(Format::VopdY, VOPD_OPY.get(bits)).ok_or("unknown VOPD Y opcode")?;
    // llvm-mc-19 (gfx12) has no V_DUAL_DOT2ACC_* and requires MOV's unused VSRC1 to be 0.
    for o in [opx, opy] {
        if o.info().name.starts_with("V_DUAL_DOT2ACC") {
            return Err("V_DUAL_DOT2ACC_* is not available on gfx12 in LLVM's tables");
        }
    }
    if shape(opx.info().name) == Shape::Mov && VOPD_VSRCX1.get(bits) != 0
        || shape(opy.info().name) == Shape::Mov && VOPD_VSRCY1.get(bits) != 0
    {
        return Err("V_DUAL_MOV_B32 has no VSRC1");
    }
    let sx = VOPD_SRCX0.get(bits);
    let sy = VOPD_SRCY0.get(bits);
    let needs_lit = sx == 255
        || sy == 255
        || matches!(shape(opx.info().name), Shape::Fmaak | Shape::Fmamk)
        || matches!(shape(opy.info().name), Shape::Fmaak | Shape::Fmamk);
    let mut len = 8;
    let mut literal = None;
    if needs_lit {
        let b = bytes.get(8..12).ok_or("missing literal dword")?;
        literal = Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        len = 12;
    }
    let lit = literal.unwrap_or(0);
    let src = |code: u32| -> Result<Operand, &'static str> {
        match code {
            0..=127 | 128..=208 | 235..=248 | 253 | 255 | 256..=511 => {
                Ok(Operand::from_code(code as u16, 1, lit))
            }
            _ => Err("operand code not allowed in VOPD"),
        }
    };
    let vdstx = VOPD_VDSTX.get(bits);
    let vdsty = VOPD_VDSTY.get(bits) << 1 | (!vdstx & 1);
    Ok((
        Vopd {
            x: Half {
                opcode: opx,
                vdst: vdstx as u8,
                src0: src(sx)?,
                vsrc1: VOPD_VSRCX1.get(bits) as u8,
            },
            y: Half {
                opcode: opy,
                vdst: vdsty as u8,
                src0: src(sy)?,
                vsrc1: VOPD_VSRCY1.get(bits) as u8,
            },
            literal,
        },
        len,
    ))
}

fn write_half(out: &mut String, h: &Half, literal: Option<u32>) {
    use std::fmt::Write;
    let info = h.opcode.info();
    out.push_str(&info.name.to_ascii_lowercase());
    let _ = write!(out, " v{}, ", h.vdst);
    crate::print::operand(out, &h.src0, Cls::B32);
    let lit = literal.unwrap_or(0);
    match shape(info.name) {
        Shape::Mov => {}
        Shape::Binary => {
            let _ = write!(out, ", v{}", h.vsrc1);
        }
        Shape::Fmaak => {
            let _ = write!(out, ", v{}, 0x{lit:x}", h.vsrc1);
        }
        Shape::Fmamk => {
            let _ = write!(out, ", 0x{lit:x}, v{}", h.vsrc1);
        }
    }
}

/// Prints a VOPD instruction as llvm-mc-19 does.
pub fn write(out: &mut String, v: &Vopd) {
    write_half(out, &v.x, v.literal);
    out.push_str(" :: ");
    write_half(out, &v.y, v.literal);
}

/// Encodes a VOPD instruction (the inverse of [`decode`]).
pub fn encode(v: &Vopd, out: &mut Vec<u8>) -> Result<(), &'static str> {
    let code = |o: &Operand| o.code().map(u32::from).ok_or("operand not encodable");
    let mut bits: u128 = u128::from(crate::encode::encoding_bits(Format::VopdX));
    bits = VOPD_OPX.set(bits, u32::from(v.x.opcode.info().op));
    bits = VOPD_OPY.set(bits, u32::from(v.y.opcode.info().op));
    bits = VOPD_SRCX0.set(bits, code(&v.x.src0)?);
    bits = VOPD_VSRCX1.set(bits, u32::from(v.x.vsrc1));
    bits = VOPD_SRCY0.set(bits, code(&v.y.src0)?);
    bits = VOPD_VSRCY1.set(bits, u32::from(v.y.vsrc1));
    bits = VOPD_VDSTX.set(bits, u32::from(v.x.vdst));
    if (v.y.vdst ^ v.x.vdst) & 1 == 0 {
        return Err("VOPD destinations must have opposite parity (seed L3281-3304)");
    }
    bits = VOPD_VDSTY.set(bits, u32::from(v.y.vdst >> 1));
    for i in 0..2 {
        out.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
    }
    if let Some(l) = v.literal {
        out.extend_from_slice(&l.to_le_bytes());
    }
    Ok(())
}

/// Wraps a VOPD instruction into an [`Instruction`] (opcode = the X half; the Y half and the
/// literal travel in the operands: `[vdstx, srcx0, vsrcx1, vdsty, srcy0, vsrcy1, literal, y]`).
pub fn to_instruction(v: &Vopd) -> Instruction {
    let mut operands = [Operand::Imm(0); crate::inst::MAX_OPERANDS];
    operands[0] = Operand::Vgpr {
        first: v.x.vdst,
        count: 1,
    };
    operands[1] = v.x.src0;
    operands[2] = Operand::Vgpr {
        first: v.x.vsrc1,
        count: 1,
    };
    operands[3] = Operand::Vgpr {
        first: v.y.vdst,
        count: 1,
    };
    operands[4] = v.y.src0;
    operands[5] = Operand::Vgpr {
        first: v.y.vsrc1,
        count: 1,
    };
    operands[6] = v.literal.map_or(Operand::Imm(-1), Operand::Literal);
    operands[7] = Operand::Imm(i64::from(v.y.opcode.0));
    Instruction {
        opcode: v.x.opcode,
        operands,
        count: 8,
        mods: crate::inst::Modifiers::default(),
        wave: crate::inst::Wave::W32,
    }
}

/// The VOPD view of an [`Instruction`] built by [`to_instruction`].
pub fn from_instruction(inst: &Instruction) -> Option<Vopd> {
    if inst.opcode.format() != Format::VopdX {
        return None;
    }
    let o = &inst.operands;
    let reg = |op: &Operand| match *op {
        Operand::Vgpr { first, .. } => Some(first),
        _ => None,
    };
    let y = match o[7] {
        Operand::Imm(i) => Opcode(u16::try_from(i).ok()?),
        _ => return None,
    };
    Some(Vopd {
        x: Half {
            opcode: inst.opcode,
            vdst: reg(&o[0])?,
            src0: o[1],
            vsrc1: reg(&o[2])?,
        },
        y: Half {
            opcode: y,
            vdst: reg(&o[3])?,
            src0: o[4],
            vsrc1: reg(&o[5])?,
        },
        literal: match o[6] {
            Operand::Literal(l) => Some(l),
            _ => None,
        },
    })
}
