//! [`Instruction`] → bytes (the inverse of [`crate::decode`]).

use crate::decode::{Kind, base_size, field_of};
use crate::generated::fields::*;
use crate::inst::{Instruction, Operand};
use crate::table::{Fld, Format, Slot};

/// Why an instruction could not be encoded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    /// An operand does not fit its field or is not allowed there.
    #[error("operand {index} cannot be encoded: {why}")]
    Operand {
        /// Operand position.
        index: usize,
        /// What is wrong.
        why: &'static str,
    },
    /// The form is not supported by the encoder yet.
    #[error("{0} is not encoded yet")]
    NotImplemented(&'static str),
}

/// The first dword of `fmt` with only its ENCODING bits set (seed ch15 ENCODING fields).
pub fn encoding_bits(fmt: Format) -> u32 {
    match fmt {
        Format::Sop2 => 0b10 << 30,
        Format::Sopk => 0b1011 << 28,
        Format::Sop1 => 0x17D << 23,
        Format::Sopc => 0x17E << 23,
        Format::Sopp => 0x17F << 23,
        Format::Vopc => 0x3E << 25,
        Format::Vop1 => 0x3F << 25,
        Format::Vop2 => 0,
        Format::Vop3p => 0xCC << 24,
        Format::Vinterp => 0xCD << 24,
        Format::Vdsdir => 0xCE << 24,
        Format::Vflat => 0xEC << 24,
        Format::Vscratch => 0xED << 24,
        Format::Vglobal => 0xEE << 24,
        Format::Vbuffer => 0x31 << 26,
        Format::VopdX | Format::VopdY => 0x32 << 26,
        Format::Vimage => 0x34 << 26,
        Format::Vop3 | Format::Vop3sd => 0x35 << 26,
        Format::Vds => 0x36 << 26,
        Format::Vsample => 0x39 << 26,
        Format::Smem => 0x3D << 26,
        Format::Vexport => 0x3E << 26,
    }
}

/// The opcode field of a format.
pub fn opcode_field(fmt: Format) -> crate::table::Field {
    crate::decode::opcode_field(fmt)
}

fn code_of(op: &Operand, index: usize) -> Result<u32, EncodeError> {
    op.code().map(u32::from).ok_or(EncodeError::Operand {
        index,
        why: "not encodable in this field",
    })
}

/// Encodes `inst`, appending its bytes to `out`.
pub fn encode(inst: &Instruction, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    if let Some(v) = crate::vopd::from_instruction(inst) {
        return crate::vopd::encode(&v, out).map_err(|why| EncodeError::Operand { index: 3, why });
    }
    let info = inst.opcode.info();
    let fmt = info.fmt;
    let mut bits: u128 = u128::from(encoding_bits(fmt));
    if fmt == Format::Vexport {
        let bits = crate::export::encode(inst, bits);
        for i in 0..2 {
            out.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
        }
        return Ok(());
    }
    bits = opcode_field(fmt).set(bits, u32::from(info.op));
    if matches!(fmt, Format::Vimage | Format::Vsample) {
        let bits = crate::image::encode(inst, bits)
            .map_err(|why| EncodeError::Operand { index: 0, why })?;
        for i in 0..3 {
            out.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
        }
        return Ok(());
    }
    if matches!(fmt, Format::Vflat | Format::Vglobal | Format::Vscratch) {
        bits = VFLAT_SADDR.set(bits, 124);
    }
    let mut lit: Option<u32> = None;
    let mut ops = inst.operands();
    if inst.mods.ret
        && let Some((r, rest)) = ops.split_first()
    {
        match *r {
            Operand::Vgpr { first, .. } => bits = VFLAT_VDST.set(bits, u32::from(first)),
            _ => {
                return Err(EncodeError::Operand {
                    index: 0,
                    why: "expected a VGPR",
                });
            }
        }
        ops = rest;
    }
    for (i, (slot, op)) in inst.slots().iter().zip(ops).enumerate() {
        match *slot {
            Slot::Reg(Fld::Vaddr, _)
                if fmt == Format::Vbuffer && matches!(op, Operand::Text(_)) => {}
            Slot::Reg(Fld::Vaddr, _) if fmt == Format::Vscratch => {
                if let Operand::Vgpr { first, .. } = *op {
                    bits = VFLAT_VADDR.set(bits, u32::from(first));
                    bits = VFLAT_SVE.set(bits, 1);
                }
            }
            Slot::Reg(fld, _) => {
                let (f, k) =
                    field_of(fmt, fld).ok_or(EncodeError::NotImplemented("this operand field"))?;
                let v = match k {
                    Kind::Vgpr => match *op {
                        Operand::Vgpr { first, .. } => u32::from(first),
                        _ => {
                            return Err(EncodeError::Operand {
                                index: i,
                                why: "expected a VGPR",
                            });
                        }
                    },
                    Kind::Sbase => code_of(op, i)? / 2,
                    _ => code_of(op, i)?,
                };
                if let Some(l) = op.literal() {
                    lit = Some(l);
                }
                if v > f.max() {
                    return Err(EncodeError::Operand {
                        index: i,
                        why: "does not fit the field",
                    });
                }
                bits = f.set(bits, v);
            }
            Slot::Text("off")
                if matches!(fmt, Format::Vflat | Format::Vglobal | Format::Vscratch) =>
            {
                let v = match op {
                    Operand::Text(_) => 124,
                    other => code_of(other, i)?,
                };
                bits = VFLAT_SADDR.set(bits, v);
            }
            Slot::Text(_) => {}
            Slot::Lit => lit = op.literal(),
            Slot::Simm16(_) => {
                if let Operand::Imm(v) = *op {
                    let f = if fmt == Format::Sop1 {
                        SOP1_SSRC0
                    } else {
                        SOPP_SIMM16
                    };
                    bits = f.set(bits, v as u32);
                }
            }
            Slot::SmemOffset => {}
            Slot::Half(fld) => {
                let (f, k) =
                    field_of(fmt, fld).ok_or(EncodeError::NotImplemented("this operand field"))?;
                let v = match (*op, k) {
                    (Operand::VgprHalf { reg, hi }, Kind::Vgpr) => {
                        u32::from(reg & 0x7F) | if hi { 0x80 } else { 0 }
                    }
                    (Operand::VgprHalf { .. }, _) => code_of(op, i)?,
                    (_, Kind::Vgpr) => {
                        return Err(EncodeError::Operand {
                            index: i,
                            why: "expected a VGPR half",
                        });
                    }
                    _ => code_of(op, i)?,
                };
                if let Some(l) = op.literal() {
                    lit = Some(l);
                }
                bits = f.set(bits, v);
            }
            Slot::Num(fld) => {
                if let (Some((f, _)), Operand::Imm(v)) = (field_of(fmt, fld), *op) {
                    bits = f.set(bits, v as u32);
                }
            }
        }
    }
    let m = &inst.mods;
    // V_CMPX promoted to VOP3 writes EXEC: VDST holds EXEC_LO (126) as llvm-mc-19 encodes it.
    if fmt == Format::Vop3 && info.mn.starts_with("v_cmpx") {
        bits = VOP3_VDST.set(bits, 126);
    }
    match fmt {
        Format::Vop3 => {
            bits = VOP3_ABS.set(bits, u32::from(m.abs));
            bits = VOP3_OPSEL.set(bits, u32::from(m.op_sel));
            bits = VOP3_CM.set(bits, u32::from(m.clamp));
            bits = VOP3_OMOD.set(bits, u32::from(m.omod));
            bits = VOP3_NEG.set(bits, u32::from(m.neg));
        }
        Format::Vop3sd => {
            bits = VOP3SD_CM.set(bits, u32::from(m.clamp));
            bits = VOP3_OMOD.set(bits, u32::from(m.omod));
            bits = VOP3_NEG.set(bits, u32::from(m.neg));
        }
        Format::Vop3p => {
            bits = VOP3P_NEG_HI.set(bits, u32::from(m.abs));
            bits = VOP3P_OPSEL.set(bits, u32::from(m.op_sel));
            bits = VOP3P_OPSEL_HI2.set(bits, u32::from(m.op_sel_hi >> 2));
            bits = VOP3P_OPSEL_HI.set(bits, u32::from(m.op_sel_hi & 3));
            bits = VOP3P_CM.set(bits, u32::from(m.clamp));
            bits = VOP3P_NEG.set(bits, u32::from(m.neg));
        }
        Format::Vinterp => {
            bits = VINTERP_WAITEXP.set(bits, m.offset as u32);
            bits = VINTERP_OPSEL.set(bits, u32::from(m.op_sel));
            bits = VINTERP_CM.set(bits, u32::from(m.clamp));
            bits = VINTERP_NEG.set(bits, u32::from(m.neg));
        }
        Format::Vdsdir => {
            bits = VDSDIR_WAIT_VA.set(bits, m.offset as u32);
            bits = VDSDIR_WAIT_VMVSRC.set(bits, u32::from(m.offset1));
            bits = VDSDIR_ATTR.set(bits, u32::from(m.format));
            bits = VDSDIR_ATTR_CHAN.set(bits, u32::from(m.th));
        }
        Format::Smem => {
            bits = SMEM_IOFFSET.set(bits, m.offset as u32);
            bits = SMEM_SCOPE.set(bits, u32::from(m.scope));
            bits = SMEM_TH.set(bits, u32::from(m.th));
            // No SOFFSET operand: NULL, except for S_DCACHE_INV (no operands), where
            // llvm-mc-19 leaves the field 0.
            if !inst.slots().is_empty()
                && !inst
                    .slots()
                    .iter()
                    .any(|s| matches!(s, Slot::Reg(Fld::Soffset, _)))
            {
                bits = SMEM_SOFFSET.set(bits, 124);
            }
        }
        Format::Vds => {
            bits = VDS_OFFSET0.set(bits, m.offset as u32);
            bits = VDS_OFFSET1.set(bits, u32::from(m.offset1));
        }
        Format::Vflat | Format::Vglobal | Format::Vscratch => {
            bits = VFLAT_IOFFSET.set(bits, m.offset as u32);
            bits = VFLAT_SCOPE.set(bits, u32::from(m.scope));
            bits = VFLAT_TH.set(bits, u32::from(m.th));
        }
        Format::Vbuffer => {
            bits = VBUFFER_IOFFSET.set(bits, m.offset as u32);
            bits = VBUFFER_SCOPE.set(bits, u32::from(m.scope));
            bits = VBUFFER_TH.set(bits, u32::from(m.th));
            bits = VBUFFER_FORMAT.set(bits, u32::from(m.format));
            bits = VBUFFER_OFFEN.set(bits, u32::from(m.offen));
            bits = VBUFFER_IDXEN.set(bits, u32::from(m.idxen));
            bits = VBUFFER_TFE.set(bits, u32::from(m.tfe));
        }
        _ => {}
    }
    // DPP: SRC0 holds 250/233/234 and the source VGPR goes in the extra dword.
    let mut dpp_word = None;
    let vop3 = matches!(fmt, Format::Vop3 | Format::Vop3sd | Format::Vop3p);
    if m.dpp.kind != 0 && (vop3 || matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc)) {
        // VOP3 forms keep their source modifiers in the VOP3 word, not the DPP dword.
        let (src0_field, neg, abs) = if vop3 {
            (VOP3_SRC0, 0, 0)
        } else {
            (VOP1_SRC0, m.neg, m.abs)
        };
        let src0 = src0_field.get(bits);
        let vreg = src0.wrapping_sub(256) & 0xFF;
        let (code, word) = match m.dpp.kind {
            1 => (
                250,
                vreg | (m.dpp.ctrl & 0x1FF) << 8
                    | u32::from(m.dpp.fi) << 18
                    | u32::from(m.dpp.bound_ctrl) << 19
                    | u32::from(neg & 1) << 20
                    | u32::from(abs & 1) << 21
                    | u32::from(neg >> 1 & 1) << 22
                    | u32::from(abs >> 1 & 1) << 23
                    | u32::from(m.dpp.bank_mask & 0xF) << 24
                    | u32::from(m.dpp.row_mask & 0xF) << 28,
            ),
            2 => (233, vreg | (m.dpp.ctrl & 0xFF_FFFF) << 8),
            _ => (234, vreg | (m.dpp.ctrl & 0xFF_FFFF) << 8),
        };
        bits = src0_field.set(bits, code);
        dpp_word = Some(word);
    }
    let n = base_size(fmt) / 4;
    for i in 0..n {
        out.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
    }
    if let Some(w) = dpp_word {
        out.extend_from_slice(&w.to_le_bytes());
    }
    if let Some(l) = lit {
        out.extend_from_slice(&l.to_le_bytes());
    }
    Ok(())
}
