//! The native 128-bit encoding: [`decode_native`] and [`encode_native`], driven by the field
//! table generated from `data/gen7/fields.toml` (seed L3007-L3130).

use crate::error::{DecodeError, EncodeError};
use crate::generated as g;
use crate::inst::*;
use crate::tables::{self, Field, OpClass};

/// The src1 copy of a src0 field (the DW3 layout is the DW2 layout 32 bits up, L3007-L3040).
const fn up(f: Field, by: u32) -> Field {
    Field::new(f.hi + by, f.lo + by)
}

fn file_from_code(code: u32) -> Option<RegFile> {
    match code {
        0 => Some(RegFile::Arf),
        1 => Some(RegFile::Grf),
        3 => Some(RegFile::Imm),
        _ => None,
    }
}

fn sext(v: u32, bits: u32) -> i32 {
    let s = 32 - bits;
    ((v << s) as i32) >> s
}

/// Decodes one native instruction. `offset` is its byte offset, for error messages.
#[inline]
pub fn decode_native(w: u128, offset: usize) -> Result<Instruction, DecodeError> {
    let invalid = |reason: &'static str| DecodeError::Invalid { offset, reason };
    if g::CMPT_CTRL.get(w) != 0 {
        return Err(invalid("CmptCtrl is set: this is a compact instruction"));
    }
    let raw_op = (w & 0xff) as u8;
    if raw_op & 0x80 != 0 {
        // L2746: an opcode with bit 7 set is treated as illegal.
        return Err(invalid(
            "opcode bit 7 is reserved (treated as illegal, seed L2746)",
        ));
    }
    let Some(info) = tables::opcode(raw_op) else {
        if raw_op == 0x7f {
            return Err(DecodeError::NotImplemented {
                offset,
                what: "extension opcode 0x7f (seed L4307)",
            });
        }
        return Err(invalid("undefined opcode"));
    };
    let thread_ctrl = match g::THREAD_CTRL.get(w) {
        0 => ThreadCtrl::Normal,
        1 => ThreadCtrl::Atomic,
        2 => ThreadCtrl::Switch,
        _ => return Err(invalid("ThreadCtrl 11 is reserved")),
    };
    let exec_size = g::EXEC_SIZE.get(w) as u8;
    if exec_size > 5 {
        return Err(invalid("ExecSize 110/111 is reserved"));
    }
    let three = info.class == OpClass::Alu3;
    let mut ctrl = Control {
        access_mode: if g::ACCESS_MODE.get(w) != 0 {
            AccessMode::Align16
        } else {
            AccessMode::Align1
        },
        no_mask: g::MASK_CTRL.get(w) != 0,
        no_dd_clr: g::DEP_CTRL.get(w) & 1 != 0,
        no_dd_chk: g::DEP_CTRL.get(w) & 2 != 0,
        qtr_ctrl: g::QTR_CTRL.get(w) as u8,
        nib_ctrl: g::NIB_CTRL.get(w) != 0,
        thread_ctrl,
        pred_ctrl: g::PRED_CTRL.get(w) as u8,
        pred_inv: g::PRED_INV.get(w) != 0,
        exec_size,
        cond_modifier: g::COND_MODIFIER.get(w) as u8,
        acc_wr_ctrl: g::ACC_WR_CTRL.get(w) != 0,
        debug_ctrl: g::DEBUG_CTRL.get(w) != 0,
        saturate: g::SATURATE.get(w) != 0,
        flag_reg: 0,
        flag_subreg: 0,
    };
    if three {
        for f in [
            g::T_RESERVED_32,
            g::T_RESERVED_35,
            g::T_RESERVED_46,
            g::T_RESERVED_48,
            g::T_RESERVED_84,
            g::T_RESERVED_105,
            g::T_RESERVED_126,
        ] {
            if f.get(w) != 0 {
                return Err(invalid("reserved bit set in a 3-source instruction"));
            }
        }
        ctrl.flag_reg = g::T_FLAG_REG_NUM.get(w) as u8;
        ctrl.flag_subreg = g::T_FLAG_SUBREG_NUM.get(w) as u8;
        let swz = |v: u32| {
            [
                (v & 3) as u8,
                (v >> 2 & 3) as u8,
                (v >> 4 & 3) as u8,
                (v >> 6 & 3) as u8,
            ]
        };
        let src = [
            Src3 {
                reg: g::T_SRC0_REG_NUM.get(w) as u8,
                subreg: g::T_SRC0_SUBREG.get(w) as u8,
                swizzle: swz(g::T_SRC0_CHAN_SEL.get(w)),
                rep_ctrl: g::T_SRC0_REP_CTRL.get(w) != 0,
                modifier: SrcMod::from_code(g::T_SRC0_MOD.get(w) as u8),
            },
            Src3 {
                reg: g::T_SRC1_REG_NUM.get(w) as u8,
                subreg: (g::T_SRC1_SUBREG_HI.get(w) << 2 | g::T_SRC1_SUBREG_LO.get(w)) as u8,
                swizzle: swz(g::T_SRC1_CHAN_SEL.get(w)),
                rep_ctrl: g::T_SRC1_REP_CTRL.get(w) != 0,
                modifier: SrcMod::from_code(g::T_SRC1_MOD.get(w) as u8),
            },
            Src3 {
                reg: g::T_SRC2_REG_NUM.get(w) as u8,
                subreg: g::T_SRC2_SUBREG.get(w) as u8,
                swizzle: swz(g::T_SRC2_CHAN_SEL.get(w)),
                rep_ctrl: g::T_SRC2_REP_CTRL.get(w) != 0,
                modifier: SrcMod::from_code(g::T_SRC2_MOD.get(w) as u8),
            },
        ];
        let dst = Dst3 {
            reg: g::T_DST_REG_NUM.get(w) as u8,
            subreg: g::T_DST_SUBREG.get(w) as u8,
            writemask: g::T_DST_CHAN_EN.get(w) as u8,
        };
        return Ok(Instruction {
            opcode: raw_op,
            ctrl,
            eot: false,
            operands: Operands::Three {
                dst,
                src,
                src_type: Type3::from_code(g::T_SRC_TYPE.get(w) as u8),
                dst_type: Type3::from_code(g::T_DST_TYPE.get(w) as u8),
            },
        });
    }

    ctrl.flag_reg = g::FLAG_REG_NUM.get(w) as u8;
    ctrl.flag_subreg = g::FLAG_SUBREG_NUM.get(w) as u8;
    if g::DW2_RESERVED.get(w) != 0 {
        return Err(invalid("reserved bits 95:91 are set"));
    }
    let align16 = ctrl.access_mode == AccessMode::Align16;
    let is_send = info.class == OpClass::Send;

    // Destination.
    let dst_file = match file_from_code(g::DST_REG_FILE.get(w)) {
        Some(RegFile::Imm) => return Err(invalid("immediate destination register file")),
        Some(f) => f,
        None => return Err(invalid("register file 10 (MRF) is reserved on Gen7")),
    };
    let dst_ty = Type::from_reg_code(g::DST_TYPE.get(w) as u8)
        .ok_or_else(|| invalid("bad destination type"))?;
    let hstride = g::DST_HORZ_STRIDE.get(w) as u8;
    let (addr, writemask) = if g::DST_ADDR_MODE.get(w) == 0 {
        let reg = g::DST_REG_NUM.get(w) as u8;
        if dst_file == RegFile::Arf {
            check_arf(reg).map_err(invalid)?;
        }
        if align16 {
            (
                Addr::Direct {
                    reg,
                    subreg: (g::DST_DA16_SUBREG4.get(w) << 4) as u8,
                },
                g::DST_DA16_CHAN_EN.get(w) as u8,
            )
        } else {
            (
                Addr::Direct {
                    reg,
                    subreg: g::DST_DA1_SUBREG.get(w) as u8,
                },
                0xf,
            )
        }
    } else if align16 {
        let imm = sext(g::DST_IA16_ADDR_IMM.get(w) << 4, 10) as i16;
        (
            Addr::Indirect {
                addr_subreg: g::DST_IA_ADDR_SUBREG.get(w) as u8,
                imm,
            },
            g::DST_DA16_CHAN_EN.get(w) as u8,
        )
    } else {
        let imm = sext(g::DST_IA1_ADDR_IMM.get(w), 10) as i16;
        (
            Addr::Indirect {
                addr_subreg: g::DST_IA_ADDR_SUBREG.get(w) as u8,
                imm,
            },
            0xf,
        )
    };
    let dst = Dst {
        file: dst_file,
        ty: dst_ty,
        addr,
        hstride,
        writemask,
    };

    // Sources.
    let src_file = |f: Field| {
        file_from_code(f.get(w))
            .ok_or_else(|| invalid("register file 10 (MRF) is reserved on Gen7"))
    };
    let src_ty = |file: RegFile, f: Field| {
        let c = f.get(w) as u8;
        if file == RegFile::Imm {
            Type::from_imm_code(c)
        } else {
            Type::from_reg_code(c)
        }
        .ok_or_else(|| invalid("bad source type"))
    };
    let f0 = src_file(g::SRC0_REG_FILE)?;
    let t0 = src_ty(f0, g::SRC0_TYPE)?;
    let f1 = src_file(g::SRC1_REG_FILE)?;
    let t1 = src_ty(f1, g::SRC1_TYPE)?;
    let dw3 = g::IMM32.get(w);
    let mut eot = false;
    let (src0, src1) = if f0 == RegFile::Imm {
        if f1 == RegFile::Imm {
            return Err(invalid("two immediate sources"));
        }
        if Field::new(88, 64).get(w) != 0 {
            return Err(invalid("src0 region bits set with an immediate src0"));
        }
        (
            Src::Imm { ty: t0, value: dw3 },
            Src::TypeOnly { file: f1, ty: t1 },
        )
    } else {
        let src0 = Src::Reg(decode_reg_src(w, 0, f0, t0, align16).map_err(invalid)?);
        let src1 = if f1 == RegFile::Imm {
            if is_send {
                eot = dw3 >> 31 != 0;
                Src::Imm {
                    ty: t1,
                    value: dw3 & 0x7fff_ffff,
                }
            } else {
                Src::Imm { ty: t1, value: dw3 }
            }
        } else {
            let reserved = g::DW3_RESERVED.get(w);
            if is_send {
                eot = g::SEND_EOT.get(w) != 0;
                if reserved & 0x3f != 0 {
                    return Err(invalid("reserved bits 126:121 are set"));
                }
            } else if reserved != 0 {
                return Err(invalid("reserved bits 127:121 are set"));
            }
            Src::Reg(decode_reg_src(w, 32, f1, t1, align16).map_err(invalid)?)
        };
        (src0, src1)
    };
    Ok(Instruction {
        opcode: raw_op,
        ctrl,
        eot,
        operands: Operands::Basic { dst, src0, src1 },
    })
}

fn check_arf(reg: u8) -> Result<(), &'static str> {
    match tables::arf(reg >> 4) {
        Some(a) if (reg & 0xf) < a.count || a.fixed => Ok(()),
        _ => Err("reserved architecture register number"),
    }
}

#[inline(always)]
fn decode_reg_src(
    w: u128,
    by: u32,
    file: RegFile,
    ty: Type,
    align16: bool,
) -> Result<RegSrc, &'static str> {
    let get = |f: Field| up(f, by).get(w);
    let modifier = SrcMod::from_code(get(g::SRC0_SRC_MOD) as u8);
    let vstride = get(g::SRC0_VERT_STRIDE) as u8;
    if (7..15).contains(&vstride) {
        return Err("reserved VertStride code");
    }
    let indirect = get(g::SRC0_ADDR_MODE) != 0;
    let addr = if !indirect {
        let reg = get(g::SRC0_REG_NUM) as u8;
        if file == RegFile::Arf {
            check_arf(reg)?;
        }
        let subreg = if align16 {
            (get(g::SRC0_DA16_SUBREG4) << 4) as u8
        } else {
            get(g::SRC0_DA1_SUBREG) as u8
        };
        Addr::Direct { reg, subreg }
    } else if align16 {
        Addr::Indirect {
            addr_subreg: get(g::SRC0_IA_ADDR_SUBREG) as u8,
            imm: sext(get(g::SRC0_IA16_ADDR_IMM) << 4, 10) as i16,
        }
    } else {
        Addr::Indirect {
            addr_subreg: get(g::SRC0_IA_ADDR_SUBREG) as u8,
            imm: sext(get(g::SRC0_IA1_ADDR_IMM), 10) as i16,
        }
    };
    let region = if align16 {
        if get(g::SRC0_A16_RESERVED) != 0 {
            return Err("reserved bit set in an Align16 source");
        }
        let lo = get(g::SRC0_CHAN_SEL_LO);
        let hi = get(g::SRC0_CHAN_SEL_HI);
        Region::Align16 {
            vstride,
            swizzle: [
                (lo & 3) as u8,
                (lo >> 2 & 3) as u8,
                (hi & 3) as u8,
                (hi >> 2 & 3) as u8,
            ],
        }
    } else {
        let width = get(g::SRC0_WIDTH) as u8;
        if width > 4 {
            return Err("reserved Width code");
        }
        Region::Align1 {
            vstride,
            width,
            hstride: get(g::SRC0_HORZ_STRIDE) as u8,
        }
    };
    Ok(RegSrc {
        file,
        ty,
        modifier,
        addr,
        region,
    })
}

/// Encodes one instruction in the native 128-bit format.
pub fn encode_native(inst: &Instruction) -> Result<u128, EncodeError> {
    encode_native_by::<true>(inst)
}

/// Writes field `f` of the word being encoded: by OR into the zero word the encoder starts
/// from ([`Field::or`], every field is written at most once) when `OR`, else by
/// [`Field::set`] (the encoder before it wrote by OR; `or_encoder_matches_set_encoder`
/// compares the two).
#[inline(always)]
fn put_field<const OR: bool>(f: Field, w: &mut u128, v: u32) {
    if OR { f.or(w, v) } else { f.set(w, v) }
}

/// [`encode_native`], each field written by [`put_field`].
#[inline(always)]
fn encode_native_by<const OR: bool>(inst: &Instruction) -> Result<u128, EncodeError> {
    let info = tables::opcode(inst.opcode).ok_or(EncodeError::Field("opcode"))?;
    let c = &inst.ctrl;
    let mut w = 0u128;
    let put = checked::<OR>;
    put(&mut w, g::OPCODE, u32::from(inst.opcode), "opcode")?;
    put(
        &mut w,
        g::ACCESS_MODE,
        u32::from(c.access_mode == AccessMode::Align16),
        "access mode",
    )?;
    put(&mut w, g::MASK_CTRL, u32::from(c.no_mask), "mask control")?;
    put(
        &mut w,
        g::DEP_CTRL,
        u32::from(c.no_dd_clr) | u32::from(c.no_dd_chk) << 1,
        "dependency control",
    )?;
    put(
        &mut w,
        g::QTR_CTRL,
        u32::from(c.qtr_ctrl),
        "quarter control",
    )?;
    let tc = match c.thread_ctrl {
        ThreadCtrl::Normal => 0,
        ThreadCtrl::Atomic => 1,
        ThreadCtrl::Switch => 2,
    };
    put(&mut w, g::THREAD_CTRL, tc, "thread control")?;
    put(
        &mut w,
        g::PRED_CTRL,
        u32::from(c.pred_ctrl),
        "predicate control",
    )?;
    put(
        &mut w,
        g::PRED_INV,
        u32::from(c.pred_inv),
        "predicate inverse",
    )?;
    if c.exec_size > 5 {
        return Err(EncodeError::Field("execution size"));
    }
    put(
        &mut w,
        g::EXEC_SIZE,
        u32::from(c.exec_size),
        "execution size",
    )?;
    put(
        &mut w,
        g::COND_MODIFIER,
        u32::from(c.cond_modifier),
        "conditional modifier",
    )?;
    put(
        &mut w,
        g::ACC_WR_CTRL,
        u32::from(c.acc_wr_ctrl),
        "accumulator write control",
    )?;
    put(
        &mut w,
        g::DEBUG_CTRL,
        u32::from(c.debug_ctrl),
        "debug control",
    )?;
    put(&mut w, g::SATURATE, u32::from(c.saturate), "saturate")?;
    put(&mut w, g::NIB_CTRL, u32::from(c.nib_ctrl), "nibble control")?;
    match (&inst.operands, info.class == OpClass::Alu3) {
        (
            Operands::Three {
                dst,
                src,
                src_type,
                dst_type,
            },
            true,
        ) => {
            put(
                &mut w,
                g::T_FLAG_REG_NUM,
                u32::from(c.flag_reg),
                "flag register",
            )?;
            put(
                &mut w,
                g::T_FLAG_SUBREG_NUM,
                u32::from(c.flag_subreg),
                "flag subregister",
            )?;
            put(
                &mut w,
                g::T_SRC_TYPE,
                u32::from(src_type.code()),
                "source type",
            )?;
            put(
                &mut w,
                g::T_DST_TYPE,
                u32::from(dst_type.code()),
                "destination type",
            )?;
            put(
                &mut w,
                g::T_DST_REG_NUM,
                u32::from(dst.reg),
                "destination register",
            )?;
            put(
                &mut w,
                g::T_DST_SUBREG,
                u32::from(dst.subreg),
                "destination subregister",
            )?;
            put(
                &mut w,
                g::T_DST_CHAN_EN,
                u32::from(dst.writemask),
                "destination write mask",
            )?;
            // One call per source with its fields as constants (a loop over a table of
            // fields wrote each through an out-of-line Field::or with run-time shifts).
            src3::<OR>(
                &mut w,
                &src[0],
                [
                    g::T_SRC0_REG_NUM,
                    g::T_SRC0_CHAN_SEL,
                    g::T_SRC0_REP_CTRL,
                    g::T_SRC0_MOD,
                ],
            )?;
            put(
                &mut w,
                g::T_SRC0_SUBREG,
                u32::from(src[0].subreg),
                "source subregister",
            )?;
            src3::<OR>(
                &mut w,
                &src[1],
                [
                    g::T_SRC1_REG_NUM,
                    g::T_SRC1_CHAN_SEL,
                    g::T_SRC1_REP_CTRL,
                    g::T_SRC1_MOD,
                ],
            )?;
            put(
                &mut w,
                g::T_SRC1_SUBREG_LO,
                u32::from(src[1].subreg & 3),
                "source subregister",
            )?;
            put(
                &mut w,
                g::T_SRC1_SUBREG_HI,
                u32::from(src[1].subreg >> 2),
                "source subregister",
            )?;
            src3::<OR>(
                &mut w,
                &src[2],
                [
                    g::T_SRC2_REG_NUM,
                    g::T_SRC2_CHAN_SEL,
                    g::T_SRC2_REP_CTRL,
                    g::T_SRC2_MOD,
                ],
            )?;
            put(
                &mut w,
                g::T_SRC2_SUBREG,
                u32::from(src[2].subreg),
                "source subregister",
            )?;
        }
        (Operands::Basic { dst, src0, src1 }, false) => {
            put(
                &mut w,
                g::FLAG_REG_NUM,
                u32::from(c.flag_reg),
                "flag register",
            )?;
            put(
                &mut w,
                g::FLAG_SUBREG_NUM,
                u32::from(c.flag_subreg),
                "flag subregister",
            )?;
            let align16 = c.access_mode == AccessMode::Align16;
            encode_dst::<OR>(&mut w, dst, align16)?;
            match src0 {
                Src::Imm { ty, value } => {
                    put(&mut w, g::SRC0_REG_FILE, 3, "src0 register file")?;
                    put(
                        &mut w,
                        g::SRC0_TYPE,
                        u32::from(ty.imm_code().ok_or(EncodeError::Field("immediate type"))?),
                        "src0 type",
                    )?;
                    match src1 {
                        Src::TypeOnly { file, ty } if *file != RegFile::Imm => {
                            put(
                                &mut w,
                                g::SRC1_REG_FILE,
                                u32::from(file.code()),
                                "src1 register file",
                            )?;
                            put(
                                &mut w,
                                g::SRC1_TYPE,
                                u32::from(ty.reg_code().ok_or(EncodeError::Field("src1 type"))?),
                                "src1 type",
                            )?;
                        }
                        _ => {
                            return Err(EncodeError::Field(
                                "src1 must be a placeholder when src0 is an immediate",
                            ));
                        }
                    }
                    put_field::<OR>(g::IMM32, &mut w, *value);
                }
                Src::Reg(r) => {
                    encode_reg_src::<OR, 0>(&mut w, r, align16)?;
                    put(
                        &mut w,
                        g::SRC0_REG_FILE,
                        u32::from(r.file.code()),
                        "src0 register file",
                    )?;
                    put(
                        &mut w,
                        g::SRC0_TYPE,
                        u32::from(r.ty.reg_code().ok_or(EncodeError::Field("src0 type"))?),
                        "src0 type",
                    )?;
                    match src1 {
                        Src::Reg(r1) => {
                            encode_reg_src::<OR, 32>(&mut w, r1, align16)?;
                            put(
                                &mut w,
                                g::SRC1_REG_FILE,
                                u32::from(r1.file.code()),
                                "src1 register file",
                            )?;
                            put(
                                &mut w,
                                g::SRC1_TYPE,
                                u32::from(r1.ty.reg_code().ok_or(EncodeError::Field("src1 type"))?),
                                "src1 type",
                            )?;
                        }
                        Src::Imm { ty, value } => {
                            put(&mut w, g::SRC1_REG_FILE, 3, "src1 register file")?;
                            put(
                                &mut w,
                                g::SRC1_TYPE,
                                u32::from(
                                    ty.imm_code().ok_or(EncodeError::Field("immediate type"))?,
                                ),
                                "src1 type",
                            )?;
                            if info.class == OpClass::Send && value >> 31 != 0 {
                                return Err(EncodeError::Field(
                                    "descriptor bit 31 is EOT; use the eot flag",
                                ));
                            }
                            put_field::<OR>(g::IMM32, &mut w, *value);
                        }
                        Src::TypeOnly { .. } => {
                            return Err(EncodeError::Field(
                                "src1 placeholder without an immediate src0",
                            ));
                        }
                    }
                }
                Src::TypeOnly { .. } => {
                    return Err(EncodeError::Field("src0 cannot be a placeholder"));
                }
            }
            if inst.eot {
                if info.class != OpClass::Send {
                    return Err(EncodeError::Field(
                        "EOT on an instruction other than send/sendc",
                    ));
                }
                put_field::<OR>(g::SEND_EOT, &mut w, 1);
            }
        }
        _ => return Err(EncodeError::Field("operand form does not match the opcode")),
    }
    Ok(w)
}

/// A field write with its range check (a function, not a closure: forced inline).
#[inline(always)]
fn checked<const OR: bool>(
    w: &mut u128,
    f: Field,
    v: u32,
    what: &'static str,
) -> Result<(), EncodeError> {
    if u128::from(v) > f.mask() {
        return Err(EncodeError::Field(what));
    }
    put_field::<OR>(f, w, v);
    Ok(())
}

/// A 3-source operand's register, swizzle, replicate control and modifier in `fields` (in
/// that order), then the subregister's range check ([`encode_native`] writes the subregister:
/// its fields differ per source). Inline: called with constant fields, each write is a few
/// shifts.
#[inline(always)]
fn src3<const OR: bool>(w: &mut u128, s: &Src3, fields: [Field; 4]) -> Result<(), EncodeError> {
    let [reg, cs, rep, m] = fields;
    checked::<OR>(w, reg, u32::from(s.reg), "source register")?;
    if s.swizzle.iter().any(|&x| x > 3) {
        return Err(EncodeError::Field("swizzle"));
    }
    let swz = u32::from(s.swizzle[0])
        | u32::from(s.swizzle[1]) << 2
        | u32::from(s.swizzle[2]) << 4
        | u32::from(s.swizzle[3]) << 6;
    checked::<OR>(w, cs, swz, "swizzle")?;
    checked::<OR>(w, rep, u32::from(s.rep_ctrl), "replicate control")?;
    checked::<OR>(w, m, u32::from(s.modifier.code()), "source modifier")?;
    if s.subreg > 7 {
        return Err(EncodeError::Field("source subregister (dwords 0-7)"));
    }
    Ok(())
}

// Inline: with a call, the instruction word being built would live in memory, not registers.
#[inline(always)]
fn encode_dst<const OR: bool>(w: &mut u128, d: &Dst, align16: bool) -> Result<(), EncodeError> {
    let file = match d.file {
        RegFile::Imm => return Err(EncodeError::Field("immediate destination")),
        f => f,
    };
    put_field::<OR>(g::DST_REG_FILE, w, u32::from(file.code()));
    put_field::<OR>(
        g::DST_TYPE,
        w,
        u32::from(
            d.ty.reg_code()
                .ok_or(EncodeError::Field("destination type"))?,
        ),
    );
    if d.hstride > 3 {
        return Err(EncodeError::Field("destination stride"));
    }
    put_field::<OR>(g::DST_HORZ_STRIDE, w, u32::from(d.hstride));
    if align16 && d.writemask > 0xf {
        return Err(EncodeError::Field("write mask"));
    }
    match d.addr {
        Addr::Direct { reg, subreg } => {
            put_field::<OR>(g::DST_REG_NUM, w, u32::from(reg));
            if align16 {
                if subreg != 0 && subreg != 16 {
                    return Err(EncodeError::Field(
                        "Align16 destination subregister must be 0 or 16 bytes",
                    ));
                }
                put_field::<OR>(g::DST_DA16_SUBREG4, w, u32::from(subreg >> 4));
                put_field::<OR>(g::DST_DA16_CHAN_EN, w, u32::from(d.writemask));
            } else {
                if subreg > 31 {
                    return Err(EncodeError::Field("destination subregister"));
                }
                put_field::<OR>(g::DST_DA1_SUBREG, w, u32::from(subreg));
            }
        }
        Addr::Indirect { addr_subreg, imm } => {
            put_field::<OR>(g::DST_ADDR_MODE, w, 1);
            if addr_subreg > 7 || !(-512..=511).contains(&imm) {
                return Err(EncodeError::Field("indirect destination address"));
            }
            put_field::<OR>(g::DST_IA_ADDR_SUBREG, w, u32::from(addr_subreg));
            if align16 {
                if imm % 16 != 0 {
                    return Err(EncodeError::Field(
                        "Align16 address immediate must be a multiple of 16",
                    ));
                }
                put_field::<OR>(g::DST_IA16_ADDR_IMM, w, (imm as i32 >> 4) as u32);
                put_field::<OR>(g::DST_DA16_CHAN_EN, w, u32::from(d.writemask));
            } else {
                put_field::<OR>(g::DST_IA1_ADDR_IMM, w, imm as i32 as u32);
            }
        }
    }
    Ok(())
}

/// Encodes a register source into the src0 fields moved up by `BY` bits (0 for src0, 32 for
/// src1); a constant, so every field's position is known when compiling (each write is a mask
/// and a shift within one 64-bit half, no run-time field arithmetic).
#[inline(always)]
fn encode_reg_src<const OR: bool, const BY: u32>(
    w: &mut u128,
    r: &RegSrc,
    align16: bool,
) -> Result<(), EncodeError> {
    #[inline(always)]
    fn set<const OR: bool, const BY: u32>(w: &mut u128, f: Field, v: u32) {
        put_field::<OR>(up(f, BY), w, v)
    }
    let set = set::<OR, BY>;
    if r.file == RegFile::Imm {
        return Err(EncodeError::Field(
            "register source with the immediate file",
        ));
    }
    set(w, g::SRC0_SRC_MOD, u32::from(r.modifier.code()));
    match r.addr {
        Addr::Direct { reg, subreg } => {
            set(w, g::SRC0_REG_NUM, u32::from(reg));
            if align16 {
                if subreg != 0 && subreg != 16 {
                    return Err(EncodeError::Field(
                        "Align16 source subregister must be 0 or 16 bytes",
                    ));
                }
                set(w, g::SRC0_DA16_SUBREG4, u32::from(subreg >> 4));
            } else {
                if subreg > 31 {
                    return Err(EncodeError::Field("source subregister"));
                }
                set(w, g::SRC0_DA1_SUBREG, u32::from(subreg));
            }
        }
        Addr::Indirect { addr_subreg, imm } => {
            set(w, g::SRC0_ADDR_MODE, 1);
            if addr_subreg > 7 || !(-512..=511).contains(&imm) {
                return Err(EncodeError::Field("indirect source address"));
            }
            set(w, g::SRC0_IA_ADDR_SUBREG, u32::from(addr_subreg));
            if align16 {
                if imm % 16 != 0 {
                    return Err(EncodeError::Field(
                        "Align16 address immediate must be a multiple of 16",
                    ));
                }
                set(w, g::SRC0_IA16_ADDR_IMM, (imm as i32 >> 4) as u32 & 0x3f);
            } else {
                set(w, g::SRC0_IA1_ADDR_IMM, imm as i32 as u32 & 0x3ff);
            }
        }
    }
    match (r.region, align16) {
        (
            Region::Align1 {
                vstride,
                width,
                hstride,
            },
            false,
        ) => {
            if (7..15).contains(&vstride) || vstride > 15 || width > 4 || hstride > 3 {
                return Err(EncodeError::Field("source region"));
            }
            set(w, g::SRC0_VERT_STRIDE, u32::from(vstride));
            set(w, g::SRC0_WIDTH, u32::from(width));
            set(w, g::SRC0_HORZ_STRIDE, u32::from(hstride));
        }
        (Region::Align16 { vstride, swizzle }, true) => {
            if (7..15).contains(&vstride) || vstride > 15 || swizzle.iter().any(|&s| s > 3) {
                return Err(EncodeError::Field("source region"));
            }
            set(w, g::SRC0_VERT_STRIDE, u32::from(vstride));
            let lo = u32::from(swizzle[0]) | u32::from(swizzle[1]) << 2;
            let hi = u32::from(swizzle[2]) | u32::from(swizzle[3]) << 2;
            set(w, g::SRC0_CHAN_SEL_LO, lo);
            set(w, g::SRC0_CHAN_SEL_HI, hi);
        }
        _ => {
            return Err(EncodeError::Field(
                "source region does not match the access mode",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The encoder writing fields by OR into its zero word gives the bytes (or the error) of the
    /// encoder writing them by [`Field::set`]: on generated instructions, on the decodings of
    /// pseudo-random words (every field value the decoder produces) and on instructions with
    /// pseudo-random bytes written over their control fields and operands (out-of-range values
    /// and errors included). A field written twice, or two overlapping fields, would differ.
    #[test]
    fn or_encoder_matches_set_encoder() {
        let mut r = crate::arbitrary::Rng::new(0x0e4c);
        let mut ok = 0;
        for k in 0..300_000 {
            let inst = match k % 3 {
                0 => crate::arbitrary::instruction(&mut r),
                1 => {
                    let w = u128::from(r.next_u64()) << 64 | u128::from(r.next_u64());
                    match decode_native(w, 0) {
                        Ok(i) => i,
                        Err(_) => continue,
                    }
                }
                _ => {
                    let mut i = crate::arbitrary::instruction(&mut r);
                    let c = &mut i.ctrl;
                    let b = r.next_u64().to_le_bytes();
                    c.qtr_ctrl = b[0] & 7;
                    c.pred_ctrl = b[1] & 31;
                    c.exec_size = b[2] & 7;
                    c.cond_modifier = b[3] & 31;
                    c.flag_reg = b[4] & 3;
                    c.flag_subreg = b[5] & 3;
                    c.nib_ctrl = b[6] & 1 != 0;
                    match &mut i.operands {
                        Operands::Basic { dst, src0, src1 } => {
                            dst.hstride = b[7] & 7;
                            dst.writemask = b[6] >> 2;
                            for s in [src0, src1] {
                                if let Src::Reg(rs) = s {
                                    match &mut rs.region {
                                        Region::Align1 {
                                            vstride,
                                            width,
                                            hstride,
                                        } => {
                                            *vstride = b[0] >> 3;
                                            *width = b[1] >> 5;
                                            *hstride = b[2] >> 5;
                                        }
                                        Region::Align16 { vstride, swizzle } => {
                                            *vstride = b[0] >> 3;
                                            swizzle[0] = b[3] >> 5;
                                        }
                                    }
                                }
                            }
                        }
                        Operands::Three { src, .. } => {
                            src[1].subreg = b[7] & 15;
                            src[2].swizzle[1] = b[2] >> 5;
                        }
                    }
                    i
                }
            };
            let or = encode_native_by::<true>(&inst);
            assert_eq!(or, encode_native_by::<false>(&inst), "{inst:?}");
            ok += usize::from(or.is_ok());
        }
        assert!(ok > 80_000, "{ok} encodable");
    }

    /// The 3-source operands' fields as the encoder wrote them before [`src3`]: a loop over a
    /// table of each source's fields (the reference for `src3_matches_field_loop`).
    fn three_src_by_loop(w: &mut u128, src: &[Src3; 3]) -> Result<(), EncodeError> {
        let put = checked::<true>;
        let swz =
            |s: [u8; 4]| -> Result<u32, EncodeError> {
                if s.iter().any(|&x| x > 3) {
                    return Err(EncodeError::Field("swizzle"));
                }
                Ok(u32::from(s[0])
                    | u32::from(s[1]) << 2
                    | u32::from(s[2]) << 4
                    | u32::from(s[3]) << 6)
            };
        let fields = [
            (
                g::T_SRC0_REG_NUM,
                g::T_SRC0_CHAN_SEL,
                g::T_SRC0_REP_CTRL,
                g::T_SRC0_MOD,
            ),
            (
                g::T_SRC1_REG_NUM,
                g::T_SRC1_CHAN_SEL,
                g::T_SRC1_REP_CTRL,
                g::T_SRC1_MOD,
            ),
            (
                g::T_SRC2_REG_NUM,
                g::T_SRC2_CHAN_SEL,
                g::T_SRC2_REP_CTRL,
                g::T_SRC2_MOD,
            ),
        ];
        for (i, (s, (reg, cs, rep, m))) in src.iter().zip(fields).enumerate() {
            put(w, reg, u32::from(s.reg), "source register")?;
            put(w, cs, swz(s.swizzle)?, "swizzle")?;
            put(w, rep, u32::from(s.rep_ctrl), "replicate control")?;
            put(w, m, u32::from(s.modifier.code()), "source modifier")?;
            if s.subreg > 7 {
                return Err(EncodeError::Field("source subregister (dwords 0-7)"));
            }
            match i {
                0 => put(
                    w,
                    g::T_SRC0_SUBREG,
                    u32::from(s.subreg),
                    "source subregister",
                )?,
                1 => {
                    put(
                        w,
                        g::T_SRC1_SUBREG_LO,
                        u32::from(s.subreg & 3),
                        "source subregister",
                    )?;
                    put(
                        w,
                        g::T_SRC1_SUBREG_HI,
                        u32::from(s.subreg >> 2),
                        "source subregister",
                    )?;
                }
                _ => put(
                    w,
                    g::T_SRC2_SUBREG,
                    u32::from(s.subreg),
                    "source subregister",
                )?,
            }
        }
        Ok(())
    }

    /// 3-source instructions with random sources (in-range mostly, out-of-range swizzles and
    /// subregisters often) encode to the word, or fail with the error, that the field loop
    /// gives over the same controls and destination.
    #[test]
    fn src3_matches_field_loop() {
        let mut r = crate::arbitrary::Rng::new(0x5c3);
        let mods = [SrcMod::None, SrcMod::Neg, SrcMod::Abs, SrcMod::NegAbs];
        let mut seen = [0usize; 2];
        for _ in 0..200_000 {
            let mut inst = crate::arbitrary::instruction(&mut r);
            if !matches!(inst.operands, Operands::Three { .. }) {
                continue;
            }
            let Operands::Three { src, .. } = &mut inst.operands else {
                unreachable!()
            };
            for s in src.iter_mut() {
                let b = r.next_u64().to_le_bytes();
                s.reg = b[0];
                s.subreg = if r.one_in(4) { b[1] & 15 } else { b[1] & 7 };
                let lanes = if r.one_in(4) { 7 } else { 3 };
                s.swizzle = [b[2] & lanes, b[3] & lanes, b[4] & lanes, b[5] & lanes];
                s.rep_ctrl = b[6] & 1 != 0;
                s.modifier = mods[usize::from(b[7] & 3)];
            }
            let got = encode_native(&inst);
            // The word without the sources (encodes: every source is made valid) with the
            // sources written by the loop, or the loop's first error.
            let Operands::Three { src, .. } = inst.operands else {
                unreachable!()
            };
            let mut plain = inst;
            let Operands::Three { src: ps, .. } = &mut plain.operands else {
                unreachable!()
            };
            *ps = [Src3::PLAIN; 3];
            let want = encode_native(&plain).and_then(|base| {
                // PLAIN sets only the identity swizzle among the source fields: clear it.
                let mut w = base;
                for f in [g::T_SRC0_CHAN_SEL, g::T_SRC1_CHAN_SEL, g::T_SRC2_CHAN_SEL] {
                    f.set(&mut w, 0);
                }
                three_src_by_loop(&mut w, &src).map(|()| w)
            });
            assert_eq!(got, want, "{inst:?}");
            seen[usize::from(got.is_ok())] += 1;
        }
        assert!(seen[0] > 1000 && seen[1] > 1000, "{seen:?}");
    }
}
