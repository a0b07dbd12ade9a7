//! Bytes → [`Instruction`]. One table lookup per instruction, no allocation.
//!
//! Format identification follows the ENCODING fields of seed chapter 15 (longest prefix first,
//! `../shared/notes/seed-rdna4.md` section 3.1); lengths follow section 3.1's rules (base size,
//! +4 for a literal operand code 255 or an implicit literal).

use crate::generated::fields::*;
use crate::inst::{Instruction, MAX_OPERANDS, Modifiers, Opcode, Operand, Special, Wave};
use crate::table::{Field, Fld, Format, ImmStyle, MOD_BITS, Slot};

/// Why bytes did not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeErrorKind {
    /// Fewer bytes than the instruction needs.
    Truncated,
    /// Not a valid instruction (unknown opcode, reserved field value, illegal operand).
    Invalid,
    /// A valid form this version does not decode yet.
    NotImplemented,
}

/// A decode failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what}")]
pub struct DecodeError {
    /// Invalid, truncated or not implemented.
    pub kind: DecodeErrorKind,
    /// What went wrong.
    pub what: &'static str,
}

fn invalid(what: &'static str) -> DecodeError {
    DecodeError {
        kind: DecodeErrorKind::Invalid,
        what,
    }
}

fn not_impl(what: &'static str) -> DecodeError {
    DecodeError {
        kind: DecodeErrorKind::NotImplemented,
        what,
    }
}

/// How a field's raw value becomes an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A 9-bit source code (scalar, constant, literal or VGPR).
    Src9,
    /// An 8-bit scalar source code (scalars, constants, literal).
    Src8,
    /// A scalar register code (destinations, SADDR, SOFFSET, RSRC).
    Scalar,
    /// An SMEM SBASE (SGPR number / 2).
    Sbase,
    /// A VGPR number.
    Vgpr,
}

/// The field and kind behind a slot field in a format.
pub fn field_of(fmt: Format, fld: Fld) -> Option<(Field, Kind)> {
    use Fld::*;
    use Format as F;
    use Kind::{Scalar, Src8, Src9, Vgpr};
    Some(match (fmt, fld) {
        (F::Sop2, Sdst) => (SOP2_SDST, Scalar),
        (F::Sop2, Ssrc0) => (SOP2_SSRC0, Src8),
        (F::Sop2, Ssrc1) => (SOP2_SSRC1, Src8),
        (F::Sopk, Sdst) => (SOPK_SDST, Scalar),
        (F::Sop1, Sdst) => (SOP1_SDST, Scalar),
        (F::Sop1, Ssrc0) => (SOP1_SSRC0, Src8),
        (F::Sopc, Ssrc0) => (SOPC_SSRC0, Src8),
        (F::Sopc, Ssrc1) => (SOPC_SSRC1, Src8),
        (F::Smem, Sdata) => (SMEM_SDATA, Scalar),
        (F::Smem, Sbase) => (SMEM_SBASE, Kind::Sbase),
        (F::Smem, Soffset) => (SMEM_SOFFSET, Scalar),
        (F::Vop1, Vdst) => (VOP1_VDST, Vgpr),
        (F::Vop1, Sdst) => (VOP1_VDST, Scalar),
        (F::Vop1, Src0) => (VOP1_SRC0, Src9),
        (F::Vop2, Vdst) => (VOP2_VDST, Vgpr),
        (F::Vop2, Src0) => (VOP2_SRC0, Src9),
        (F::Vop2, Vsrc1) => (VOP2_VSRC1, Vgpr),
        (F::Vopc, Src0) => (VOPC_SRC0, Src9),
        (F::Vopc, Vsrc1) => (VOPC_VSRC1, Vgpr),
        (F::Vop3 | F::Vop3p, Vdst) => (VOP3_VDST, Vgpr),
        (F::Vop3 | F::Vop3p, Sdst) => (VOP3_VDST, Scalar),
        (F::Vop3sd, Vdst) => (VOP3SD_VDST, Vgpr),
        (F::Vop3sd, Sdst) => (VOP3SD_SDST, Scalar),
        (F::Vop3 | F::Vop3sd | F::Vop3p | F::Vinterp, Src0) => (VOP3_SRC0, Src9),
        (F::Vop3 | F::Vop3sd | F::Vop3p | F::Vinterp, Src1) => (VOP3_SRC1, Src9),
        (F::Vop3 | F::Vop3sd | F::Vop3p | F::Vinterp, Src2) => (VOP3_SRC2, Src9),
        (F::Vinterp, Vdst) => (VINTERP_VDST, Vgpr),
        (F::Vdsdir, Vdst) => (VDSDIR_VDST, Vgpr),
        (F::Vds, Vdst) => (VDS_VDST, Vgpr),
        (F::Vds, Addr) => (VDS_ADDR, Vgpr),
        (F::Vds, Data0) => (VDS_DATA0, Vgpr),
        (F::Vds, Data1) => (VDS_DATA1, Vgpr),
        (F::Vflat | F::Vglobal | F::Vscratch, Vdst) => (VFLAT_VDST, Vgpr),
        (F::Vflat | F::Vglobal | F::Vscratch, Vaddr) => (VFLAT_VADDR, Vgpr),
        (F::Vflat | F::Vglobal | F::Vscratch, Vsrc) => (VFLAT_VSRC, Vgpr),
        (F::Vflat | F::Vglobal | F::Vscratch, Saddr) => (VFLAT_SADDR, Scalar),
        (F::Vbuffer, Vdata) => (VBUFFER_VDATA, Vgpr),
        (F::Vbuffer, Vaddr) => (VBUFFER_VADDR, Vgpr),
        (F::Vbuffer, Rsrc) => (VBUFFER_RSRC, Scalar),
        (F::Vbuffer, Soffset) => (VBUFFER_SOFFSET, Scalar),
        _ => return None,
    })
}

/// The format of an instruction from its first dword (seed ch15 ENCODING fields).
pub fn format_of(w: u32) -> Option<Format> {
    Some(match w >> 23 {
        0x17D => Format::Sop1,
        0x17E => Format::Sopc,
        0x17F => Format::Sopp,
        _ if w >> 28 == 0xB => Format::Sopk,
        _ if w >> 30 == 0b10 => Format::Sop2,
        _ if w >> 25 == 0x3E => Format::Vopc,
        _ if w >> 25 == 0x3F => Format::Vop1,
        _ if w >> 31 == 0 => Format::Vop2,
        _ => match w >> 24 {
            0xCC => Format::Vop3p,
            0xCD => Format::Vinterp,
            0xCE => Format::Vdsdir,
            0xEC => Format::Vflat,
            0xED => Format::Vscratch,
            0xEE => Format::Vglobal,
            _ => match w >> 26 {
                0x31 => Format::Vbuffer,
                0x32 => Format::VopdX,
                0x34 => Format::Vimage,
                0x35 => Format::Vop3,
                0x36 => Format::Vds,
                0x39 => Format::Vsample,
                0x3D => Format::Smem,
                0x3E => Format::Vexport,
                _ => return None,
            },
        },
    })
}

/// Base size in bytes (without literal).
pub fn base_size(fmt: Format) -> usize {
    match fmt {
        Format::Sop2
        | Format::Sopk
        | Format::Sop1
        | Format::Sopc
        | Format::Sopp
        | Format::Vop1
        | Format::Vop2
        | Format::Vopc
        | Format::Vdsdir => 4,
        Format::Vbuffer
        | Format::Vimage
        | Format::Vsample
        | Format::Vflat
        | Format::Vglobal
        | Format::Vscratch => 12,
        _ => 8,
    }
}

pub(crate) fn opcode_field(fmt: Format) -> Field {
    match fmt {
        Format::Sop2 => SOP2_OP,
        Format::Sopk => SOPK_OP,
        Format::Sop1 => SOP1_OP,
        Format::Sopc => SOPC_OP,
        Format::Sopp => SOPP_OP,
        Format::Smem => SMEM_OP,
        Format::Vop1 => VOP1_OP,
        Format::Vop2 => VOP2_OP,
        Format::Vopc => VOPC_OP,
        Format::Vop3 | Format::Vop3sd => VOP3_OP,
        Format::Vop3p => VOP3P_OP,
        Format::Vinterp => VINTERP_OP,
        Format::Vdsdir => VDSDIR_OP,
        Format::Vds => VDS_OP,
        Format::Vbuffer => VBUFFER_OP,
        Format::Vimage => VIMAGE_OP,
        Format::Vsample => VSAMPLE_OP,
        Format::Vflat | Format::Vglobal | Format::Vscratch => VFLAT_OP,
        Format::VopdX => VOPD_OPX,
        Format::VopdY => VOPD_OPY,
        Format::Vexport => Field { hi: 0, lo: 0 },
    }
}

fn sext(v: u32, bits: u32) -> i32 {
    let s = 32 - bits;
    ((v << s) as i32) >> s
}

/// The effective width of a slot register for this word (GLOBAL/SCRATCH address widths depend
/// on SADDR and SVE).
fn slot_width(fmt: Format, fld: Fld, n: u8, bits: u128) -> u8 {
    match (fmt, fld) {
        (Format::Vglobal | Format::Vflat, Fld::Vaddr) => {
            if VFLAT_SADDR.get(bits) == 124 {
                2
            } else {
                1
            }
        }
        // IDXEN and OFFEN together take an index and an offset VGPR.
        (Format::Vbuffer, Fld::Vaddr) => {
            if VBUFFER_IDXEN.get(bits) != 0 && VBUFFER_OFFEN.get(bits) != 0 {
                2
            } else {
                1
            }
        }
        // TFE returns one more dword.
        (Format::Vbuffer, Fld::Vdata) => n + VBUFFER_TFE.get(bits) as u8,
        _ => n,
    }
}

/// What a scalar register field is used for (its register class in LLVM's tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// A source operand or a general scalar destination.
    General,
    /// SMEM data registers.
    SmemData,
    /// SMEM base address / buffer descriptor.
    Sbase,
    /// VBUFFER resource descriptor.
    Rsrc,
    /// FLAT/GLOBAL/SCRATCH scalar address.
    Saddr,
}

fn role_of(fmt: Format, fld: Fld) -> Role {
    match (fmt, fld) {
        (Format::Smem, Fld::Sdata) => Role::SmemData,
        (Format::Vbuffer, Fld::Rsrc) => Role::Rsrc,
        _ => Role::General,
    }
}

/// A VGPR operand `v[first : first+n-1]`; the range must end at v255.
fn vgpr(first: u32, n: u8) -> Result<Operand, DecodeError> {
    if first + u32::from(n.max(1)) > 256 {
        return Err(invalid("VGPR range runs past v255"));
    }
    Ok(Operand::Vgpr {
        first: first as u8,
        count: n,
    })
}

/// A scalar register operand (codes 0–127) of `n` registers, aligned as llvm-mc-19 reads it:
/// pairs to an even register, wider tuples to a multiple of 4; the registers allowed depend on
/// the width and the field's role (measured with llvm-mc-19, see `xtask/scripts/rdna4_probe.py`).
fn scalar(code: u32, n: u8, role: Role) -> Result<Operand, DecodeError> {
    let bad = || invalid("scalar register not allowed here");
    if n <= 1 {
        return match (role, code) {
            (Role::SmemData, 125..) => Err(bad()),
            (_, 0..=127) => Ok(Operand::from_code(code as u16, 1, 0)),
            _ => Err(bad()),
        };
    }
    let align = if n == 2 { 2 } else { 4 };
    match code {
        0..=105 => {
            let first = code / align * align;
            if first + u32::from(n) - 1 > 105 {
                return Err(bad());
            }
            Ok(Operand::Sgpr {
                first: first as u8,
                count: n,
            })
        }
        106 if n == 2 && role != Role::Rsrc => Ok(Operand::Special(Special::Vcc)),
        108..=123 if !(n == 3 && role == Role::SmemData) => {
            let first = (code - 108) / align * align;
            if first + u32::from(n) > 16 {
                return Err(bad());
            }
            Ok(Operand::Ttmp {
                first: first as u8,
                count: n,
            })
        }
        124 if role != Role::Saddr && (role != Role::SmemData || n != 3) => {
            Ok(Operand::Special(Special::Null))
        }
        126 if n == 2 && matches!(role, Role::General | Role::Sbase | Role::Saddr) => {
            Ok(Operand::Special(Special::Exec))
        }
        _ => Err(bad()),
    }
}

/// A source operand code 128–255 (constants, apertures, literal) for an `n`-register source.
fn source_constant(code: u32, n: u8, lit: u32) -> Result<Operand, DecodeError> {
    match code {
        128..=208 | 235..=248 | 251..=253 | 255 => Ok(Operand::from_code(code as u16, n, lit)),
        254 if n <= 1 => Ok(Operand::from_code(code as u16, n, lit)),
        _ => Err(invalid("reserved operand code")),
    }
}

/// Per-opcode register-class rules llvm-mc-19 enforces by opcode family, derived once from the
/// generated table (so decoding compares no strings).
struct Traits {
    /// SRC2 is a lane mask (V_CNDMASK, V_*_CO_CI: one SGPR in wave32, a pair in wave64).
    mask_src2: bool,
    /// S_RFE_B64, S_SETPC_B64 and S_MOVRELS_* take no constants.
    reg_only_src: bool,
    /// Sources that must be scalar.
    scalar_srcs: &'static [Fld],
    /// Sources that must be VGPRs (or hardware sources).
    vgpr_srcs: &'static [Fld],
    /// V_WMMA_*.
    wmma: bool,
    /// BUFFER_ATOMIC_* and TBUFFER_*: no TFE.
    no_tfe: bool,
    /// An atomic (FLAT/GLOBAL returning forms).
    atomic: bool,
    /// A compare-and-swap atomic (the returned value is half the data width).
    cmpswap: bool,
    /// V_S_* and V_READLANE: the scalar destination is never EXEC.
    no_exec_sdst: bool,
    /// V_DOT4_F32_{FP8,BF8}_*: DPP forms read SRC1/SRC2 from VGPRs.
    dot4_f32: bool,
}

fn traits_of(info: &crate::table::OpInfo) -> Traits {
    let mn = info.mn;
    // Pseudo-scalar transcendentals (V_S_*, seed L3490-3511) read SGPRs only; V_READLANE's
    // lane select and V_WRITELANE's value and lane select are scalar; V_PERMLANE16/X16 take
    // their lane selects in scalar src1/src2; V_PERMLANE*_VAR read both sources from VGPRs;
    // V_SWMMAC's src2 is the index VGPR (all measured with llvm-mc-19).
    let scalar_srcs: &'static [Fld] = if mn.starts_with("v_s_") {
        &[Fld::Src0, Fld::Src1, Fld::Src2]
    } else if mn == "v_readlane_b32" {
        &[Fld::Src1]
    } else if mn == "v_writelane_b32" {
        &[Fld::Src0, Fld::Src1]
    } else if matches!(mn, "v_permlane16_b32" | "v_permlanex16_b32") {
        &[Fld::Src1, Fld::Src2]
    } else {
        &[]
    };
    let vgpr_srcs: &'static [Fld] = if mn.starts_with("v_permlane") && mn.ends_with("_var_b32") {
        &[Fld::Src0, Fld::Src1]
    } else if mn.starts_with("v_swmmac_") {
        &[Fld::Src0, Fld::Src1, Fld::Src2]
    } else if mn.starts_with("v_wmma_") {
        &[Fld::Src0, Fld::Src1]
    } else if mn == "v_mqsad_u32_u8" {
        // The 128-bit accumulator is VGPRs.
        &[Fld::Src2]
    } else {
        &[]
    };
    Traits {
        mask_src2: info
            .ops32
            .iter()
            .zip(info.ops64)
            .any(|(a, b)| matches!((a, b), (Slot::Reg(Fld::Src2, 1), Slot::Reg(Fld::Src2, 2)))),
        reg_only_src: matches!(
            mn,
            "s_rfe_b64" | "s_setpc_b64" | "s_movrels_b32" | "s_movrels_b64"
        ),
        scalar_srcs,
        vgpr_srcs,
        wmma: mn.starts_with("v_wmma_"),
        no_tfe: mn.starts_with("buffer_atomic") || mn.starts_with("tbuffer"),
        atomic: mn.contains("_atomic_"),
        cmpswap: mn.contains("cmpswap"),
        no_exec_sdst: mn.starts_with("v_s_") || mn == "v_readlane_b32",
        dot4_f32: mn.starts_with("v_dot4_f32_"),
    }
}

fn traits(op: Opcode) -> &'static Traits {
    static TRAITS: std::sync::OnceLock<Vec<Traits>> = std::sync::OnceLock::new();
    let all = TRAITS.get_or_init(|| crate::generated::OPS.iter().map(traits_of).collect());
    &all[usize::from(op.0) % all.len()]
}

/// Decodes one instruction from the start of `bytes`; returns it and its length in bytes.
pub fn decode(bytes: &[u8], wave: Wave) -> Result<(Instruction, usize), DecodeError> {
    let dword = |i: usize| -> Option<u32> {
        let b = bytes.get(4 * i..4 * i + 4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let w0 = dword(0).ok_or(DecodeError {
        kind: DecodeErrorKind::Truncated,
        what: "fewer than 4 bytes",
    })?;
    let mut fmt =
        format_of(w0).ok_or_else(|| invalid("no instruction format has this ENCODING"))?;
    let base = base_size(fmt);
    let mut bits: u128 = 0;
    for i in 0..base / 4 {
        let d = dword(i).ok_or(DecodeError {
            kind: DecodeErrorKind::Truncated,
            what: "instruction is cut short",
        })?;
        bits |= u128::from(d) << (32 * i);
    }
    match fmt {
        Format::VopdX => {
            if wave == Wave::W64 {
                return Err(invalid("VOPD is wave32 only"));
            }
            return match crate::vopd::decode(bytes, bits) {
                Ok((v, len)) => Ok((crate::vopd::to_instruction(&v), len)),
                Err("missing literal dword") => Err(DecodeError {
                    kind: DecodeErrorKind::Truncated,
                    what: "missing literal dword",
                }),
                Err(what) => Err(invalid(what)),
            };
        }
        Format::Vexport => {
            let inst = crate::export::decode(bits, wave)
                .ok_or_else(|| invalid("EXPORT is not in the opcode table"))?;
            return Ok((inst, base));
        }
        Format::Vimage | Format::Vsample => {
            let opcode = Opcode::lookup(fmt, opcode_field(fmt).get(bits))
                .ok_or_else(|| invalid("unknown opcode"))?;
            return crate::image::decode(bits, opcode, wave)
                .map(|i| (i, base))
                .map_err(invalid);
        }
        _ => {}
    }
    let opnum = opcode_field(fmt).get(bits);
    if fmt == Format::Vop3 && Opcode::lookup(Format::Vop3sd, opnum).is_some() {
        fmt = Format::Vop3sd;
    }
    let opcode = Opcode::lookup(fmt, opnum).ok_or_else(|| invalid("unknown opcode"))?;
    let info = opcode.info();
    if info.mn.is_empty() {
        return Err(invalid("opcode not accepted by LLVM's gfx1201 tables"));
    }
    let slots = match wave {
        Wave::W32 => info.ops32,
        Wave::W64 => info.ops64,
    };
    // FLAT/SCRATCH have no SADDR (llvm-mc-19 rejects a non-NULL one for FLAT).
    if fmt == Format::Vflat && VFLAT_SADDR.get(bits) != 124 {
        return Err(invalid("FLAT SADDR must be NULL"));
    }
    // Bits llvm-mc-19 requires to be zero (measured by flipping every bit no field covers):
    // SVE of FLAT/GLOBAL, VOP3P bit 23, VDSDIR bit 22. Other uncovered bits are ignored.
    let must_be_zero = match fmt {
        Format::Vflat | Format::Vglobal => VFLAT_SVE.get(bits),
        Format::Vop3p => (bits >> 23) as u32 & 1,
        Format::Vdsdir => (bits >> 22) as u32 & 1,
        Format::Vds if slots.is_empty() => VDS_OFFSET0.get(bits) | VDS_OFFSET1.get(bits),
        // Returning DS ops with two data operands (DS_MSKOR/CMPSTORE/STOREXCHG_2ADDR _RTN):
        // llvm-mc-19 rejects bit 17 set (measured).
        Format::Vds
            if slots.iter().any(|s| matches!(s, Slot::Reg(Fld::Vdst, _)))
                && slots.iter().any(|s| matches!(s, Slot::Reg(Fld::Data1, _))) =>
        {
            (bits >> 17) as u32 & 1
        }
        // No TFE on buffer atomics or typed buffer ops (llvm-mc-19 rejects it there).
        Format::Vbuffer if traits(opcode).no_tfe => VBUFFER_TFE.get(bits),
        _ => 0,
    };
    if must_be_zero != 0 {
        return Err(invalid("a reserved bit is set"));
    }
    let t = traits(opcode);
    let (mask_src2, reg_only_src, scalar_srcs, vgpr_srcs) =
        (t.mask_src2, t.reg_only_src, t.scalar_srcs, t.vgpr_srcs);
    // GLOBAL_INV/WB/WBINV have no SADDR.
    if fmt == Format::Vglobal && slots.is_empty() && VFLAT_SADDR.get(bits) != 124 {
        return Err(invalid("SADDR must be NULL"));
    }
    // DPP and literal detection.
    let mut len = base;
    let mut lit_needed = false;
    let mut dpp_code = 0u32;
    for s in slots {
        match *s {
            Slot::Reg(fld, _) => {
                if let Some((f, k)) = field_of(fmt, fld) {
                    let v = f.get(bits);
                    if matches!(k, Kind::Src9 | Kind::Src8) {
                        if v == 255 {
                            lit_needed = true;
                        }
                        if matches!(v, 233 | 234 | 250) && fld == Fld::Src0 && k == Kind::Src9 {
                            let has = if matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc) {
                                info.dpp
                            } else {
                                // VOP3/VOP3SD/VOP3P `_e64_dpp` forms (probed per opcode).
                                let bit = if v == 250 { 1 } else { 2 };
                                info.dpp3 & bit != 0
                            };
                            if !has {
                                return Err(invalid("this opcode has no DPP form"));
                            }
                            dpp_code = v;
                        }
                    }
                }
            }
            Slot::Lit => lit_needed = true,
            Slot::Half(fld) => {
                if let Some((f, Kind::Src9)) = field_of(fmt, fld) {
                    let v = f.get(bits);
                    if v == 255 {
                        lit_needed = true;
                    }
                    // True16 DPP forms (`v_mov_b16_dpp v0.l, v1.l ...`).
                    if matches!(v, 233 | 234 | 250) && fld == Fld::Src0 && info.dpp {
                        dpp_code = v;
                    }
                }
            }
            _ => {}
        }
    }
    // Modifier bits the opcode does not have must keep their default (probed per opcode).
    if matches!(
        fmt,
        Format::Vop3 | Format::Vop3sd | Format::Vop3p | Format::Vinterp
    ) {
        let dflt: u128 = if fmt == Format::Vop3p {
            1 << 14 | 1 << 59 | 1 << 60
        } else {
            0
        };
        let first = if fmt == Format::Vop3sd { 7 } else { 0 };
        for (j, &b) in MOD_BITS.iter().enumerate().skip(first) {
            if ((bits ^ dflt) >> b) & 1 == 0 || info.vmods >> j & 1 != 0 {
                continue;
            }
            if info.vign >> j & 1 != 0 {
                // Accepted and ignored: read as the default.
                bits = (bits & !(1u128 << b)) | (dflt & (1u128 << b));
            } else {
                return Err(invalid("a modifier this opcode does not have is set"));
            }
        }
    }
    let mut dpp = crate::inst::Dpp::default();
    let mut dpp_src0 = 0u32;
    if dpp_code != 0 {
        if lit_needed {
            return Err(invalid("DPP cannot be combined with a literal"));
        }
        let d = dword(base / 4).ok_or(DecodeError {
            kind: DecodeErrorKind::Truncated,
            what: "missing DPP dword",
        })?;
        len += 4;
        dpp_src0 = d & 0xFF;
        if dpp_code == 250 {
            let ctrl = d >> 8 & 0x1FF;
            // Legal DPP_CTRL values (seed Table 103, L7635-7649).
            let legal = matches!(ctrl, 0..=0xFF | 0x101..=0x10F | 0x111..=0x11F | 0x121..=0x12F | 0x140 | 0x141 | 0x150..=0x15F | 0x160..=0x16F);
            if !legal {
                return Err(invalid("reserved DPP_CTRL value"));
            }
            dpp = crate::inst::Dpp {
                kind: 1,
                ctrl,
                row_mask: (d >> 28) as u8,
                bank_mask: (d >> 24 & 0xF) as u8,
                bound_ctrl: d >> 19 & 1 != 0,
                fi: d >> 18 & 1 != 0,
            };
            if matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc) {
                bits |= u128::from(d) << 64; // keep the modifier bits for the sources below
            }
        } else {
            dpp = crate::inst::Dpp {
                kind: if dpp_code == 233 { 2 } else { 3 },
                ctrl: d >> 8,
                ..crate::inst::Dpp::default()
            };
        }
    }
    let mut lit = 0u32;
    if lit_needed {
        lit = dword(base / 4).ok_or(DecodeError {
            kind: DecodeErrorKind::Truncated,
            what: "missing literal dword",
        })?;
        len += 4;
    }
    // SOPP opcodes without operands (`s_wait_idle`, `s_code_end`, `s_icache_inv`, ...):
    // llvm-mc-19 rejects the word when SIMM16 is not zero (measured for all five).
    if fmt == Format::Sopp && info.ops32.is_empty() && SOPP_SIMM16.get(bits) != 0 {
        return Err(invalid("SIMM16 of an operand-less SOPP opcode is not zero"));
    }
    // Unused operand fields that must be zero (probed per opcode).
    for &fld in info.zero {
        if let Some((f, _)) = field_of(fmt, fld)
            && f.get(bits) != 0
        {
            return Err(invalid("a field this opcode does not use is not zero"));
        }
    }
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    let mut count = 0usize;
    let mut ret = false;
    if matches!(fmt, Format::Vflat | Format::Vglobal) && VFLAT_TH.get(bits) & 1 != 0 && t.atomic {
        // Returning atomics print the pre-op value's VGPR first (TH bit 0; seed Tables 13-15).
        let data = slots.iter().find_map(|s| match *s {
            Slot::Reg(Fld::Vsrc, n) => Some(n),
            _ => None,
        });
        let n = data.unwrap_or(1);
        let n = if t.cmpswap { (n / 2).max(1) } else { n };
        operands[0] = vgpr(VFLAT_VDST.get(bits), n)?;
        count = 1;
        ret = true;
    }
    for s in slots {
        if count >= MAX_OPERANDS {
            break;
        }
        let op = match *s {
            Slot::Reg(Fld::Vaddr, _) if fmt == Format::Vscratch && VFLAT_SVE.get(bits) == 0 => {
                Operand::Text("off")
            }
            Slot::Reg(Fld::Vaddr, _)
                if fmt == Format::Vbuffer
                    && VBUFFER_OFFEN.get(bits) == 0
                    && VBUFFER_IDXEN.get(bits) == 0 =>
            {
                Operand::Text("off")
            }
            Slot::Reg(fld, n) => {
                let (f, k) =
                    field_of(fmt, fld).ok_or_else(|| not_impl("operand field not mapped"))?;
                let v = f.get(bits);
                let n = slot_width(fmt, fld, n, bits);
                let role = role_of(fmt, fld);
                match k {
                    // DPP: the real source VGPR is in the DPP dword.
                    Kind::Src9 if fld == Fld::Src0 && dpp.kind != 0 => {
                        if info.lo128.contains(&Fld::Src0) && dpp_src0 >= 128 {
                            return Err(invalid(
                                "16-bit operands of 32-bit encodings reach only v0-v127",
                            ));
                        }
                        vgpr(dpp_src0, n)?
                    }
                    Kind::Src9 | Kind::Src8 => {
                        // VGPR-only sources still take NULL, the apertures and the other
                        // hardware sources (llvm-mc-19 reads them through the same table).
                        let hw = matches!(v, 124 | 235..=239 | 251..=254);
                        let vgpr_only = (fld == Fld::Src0
                            && info.src0_vgpr
                            && !mask_src2
                            && !scalar_srcs.contains(&Fld::Src0))
                            || fmt == Format::Vinterp;
                        if vgpr_only && v < 256 && !hw {
                            return Err(invalid("source must be a VGPR"));
                        }
                        if reg_only_src && v > 127 && !hw {
                            return Err(invalid("this source must be a register"));
                        }
                        // WMMA's accumulator (SRC2) is VGPRs or an inline constant.
                        if fld == Fld::Src2 && t.wmma && v < 128 && v != 124 {
                            return Err(invalid("the WMMA accumulator must be VGPRs"));
                        }
                        if scalar_srcs.contains(&fld) && v >= 256 {
                            return Err(invalid("this source must be scalar"));
                        }
                        // VOP3P DPP forms read SRC1 (V_DOT4_F32_*: and SRC2) from VGPRs (llvm-mc-19).
                        let dpp_vgpr = fmt == Format::Vop3p
                            && dpp.kind != 0
                            && (fld == Fld::Src1 || (fld == Fld::Src2 && t.dot4_f32))
                            && !hw;
                        if dpp_vgpr && v < 256 {
                            return Err(invalid("VOP3P DPP sources must be VGPRs"));
                        }
                        if vgpr_srcs.contains(&fld) && v < 256 && !hw {
                            return Err(invalid("this source must be a VGPR"));
                        }
                        if fld == Fld::Src2
                            && mask_src2
                            && (v >= 256
                                || (128..=208).contains(&v)
                                || (240..=248).contains(&v)
                                || v == 255)
                        {
                            return Err(invalid("the mask source must be scalar"));
                        }
                        if v >= 256 {
                            if fld == Fld::Src0 && info.lo128.contains(&Fld::Src0) && v >= 384 {
                                return Err(invalid(
                                    "16-bit operands of 32-bit encodings reach only v0-v127",
                                ));
                            }
                            vgpr(v - 256, n)?
                        } else if v <= 127 {
                            scalar(v, n, role)?
                        } else {
                            source_constant(v, n, lit)?
                        }
                    }
                    // A VOP3 scalar destination is never EXEC (llvm-mc-19 rejects it).
                    Kind::Scalar
                        if fld == Fld::Sdst
                            && fmt == Format::Vop3
                            && n == 1
                            && matches!(v, 126 | 127)
                            && t.no_exec_sdst =>
                    {
                        return Err(invalid("EXEC is not a scalar destination here"));
                    }
                    Kind::Scalar => scalar(v, n, role)?,
                    Kind::Sbase => scalar(v * 2, n, Role::Sbase)?,
                    Kind::Vgpr => {
                        if info.lo128.contains(&fld) && v >= 128 {
                            return Err(invalid(
                                "16-bit operands of 32-bit encodings reach only v0-v127",
                            ));
                        }
                        vgpr(v, n)?
                    }
                }
            }
            Slot::Text("off")
                if matches!(fmt, Format::Vflat | Format::Vglobal | Format::Vscratch) =>
            {
                let v = VFLAT_SADDR.get(bits);
                if v == 124 {
                    Operand::Text("off")
                } else {
                    let n = if fmt == Format::Vscratch { 1 } else { 2 };
                    scalar(v, n, Role::Saddr)?
                }
            }
            Slot::Text(t) => Operand::Text(t),
            Slot::Lit => Operand::Literal(lit),
            Slot::Simm16(style) => {
                let v = if fmt == Format::Sop1 {
                    SOP1_SSRC0.get(bits)
                } else {
                    SOPP_SIMM16.get(bits)
                };
                if style == ImmStyle::DelayAlu
                    && (v & 0xF > 11 || v >> 4 & 7 > 5 || v >> 7 & 0xF > 11)
                {
                    return Err(invalid("s_delay_alu field out of range"));
                }
                Operand::Imm(i64::from(v))
            }
            Slot::SmemOffset => Operand::Imm(i64::from(sext(SMEM_IOFFSET.get(bits), 24))),
            Slot::Half(fld) => {
                let (f, k) =
                    field_of(fmt, fld).ok_or_else(|| not_impl("operand field not mapped"))?;
                let v = f.get(bits);
                match k {
                    _ if fld == Fld::Src0 && dpp.kind != 0 => Operand::VgprHalf {
                        reg: (dpp_src0 & 0x7F) as u8,
                        hi: dpp_src0 & 0x80 != 0,
                    },
                    Kind::Vgpr => Operand::VgprHalf {
                        reg: (v & 0x7F) as u8,
                        hi: v & 0x80 != 0,
                    },
                    _ if v >= 256 => Operand::VgprHalf {
                        reg: ((v - 256) & 0x7F) as u8,
                        hi: v & 0x80 != 0,
                    },
                    _ if v <= 127 => scalar(v, 1, Role::General)?,
                    _ => source_constant(v, 1, lit)?,
                }
            }
            Slot::Num(fld) => match field_of(fmt, fld) {
                // The S_PREFETCH_* count is 5 bits wide in llvm-mc-19 (it rejects 32-127).
                Some((f, _)) if f.get(bits) > 31 => {
                    return Err(invalid("prefetch count out of range"));
                }
                Some((f, _)) => Operand::Imm(i64::from(f.get(bits))),
                None => return Err(not_impl("operand field not mapped")),
            },
        };
        operands[count] = op;
        count += 1;
    }
    let mut mods = Modifiers {
        op_sel_hi: 0,
        ret,
        dpp,
        ..Modifiers::default()
    };
    match fmt {
        Format::Vop3 => {
            mods.abs = VOP3_ABS.get(bits) as u8;
            mods.op_sel = VOP3_OPSEL.get(bits) as u8;
            mods.clamp = VOP3_CM.get(bits) != 0;
            mods.omod = VOP3_OMOD.get(bits) as u8;
            mods.neg = VOP3_NEG.get(bits) as u8;
        }
        Format::Vop3sd => {
            mods.clamp = VOP3SD_CM.get(bits) != 0;
            mods.omod = VOP3_OMOD.get(bits) as u8;
            mods.neg = VOP3_NEG.get(bits) as u8;
        }
        Format::Vop3p => {
            mods.abs = VOP3P_NEG_HI.get(bits) as u8;
            mods.op_sel = VOP3P_OPSEL.get(bits) as u8;
            mods.op_sel_hi = (VOP3P_OPSEL_HI2.get(bits) << 2 | VOP3P_OPSEL_HI.get(bits)) as u8;
            mods.clamp = VOP3P_CM.get(bits) != 0;
            mods.neg = VOP3P_NEG.get(bits) as u8;
        }
        Format::Vinterp => {
            mods.op_sel = VINTERP_OPSEL.get(bits) as u8;
            mods.clamp = VINTERP_CM.get(bits) != 0;
            mods.neg = VINTERP_NEG.get(bits) as u8;
            mods.offset = VINTERP_WAITEXP.get(bits) as i32;
        }
        Format::Smem => {
            mods.offset = sext(SMEM_IOFFSET.get(bits), 24);
            // S_DCACHE_INV (no operands) ignores TH and SCOPE (llvm-mc-19 prints neither).
            if !slots.is_empty() {
                mods.scope = SMEM_SCOPE.get(bits) as u8;
                mods.th = SMEM_TH.get(bits) as u8;
            }
        }
        Format::Vds => {
            mods.offset = VDS_OFFSET0.get(bits) as i32;
            mods.offset1 = VDS_OFFSET1.get(bits) as u8;
        }
        Format::Vflat | Format::Vglobal | Format::Vscratch => {
            // GLOBAL_INV/WB/WBINV (no operands) ignore IOFFSET (llvm-mc-19 prints none).
            if !slots.is_empty() {
                mods.offset = sext(VFLAT_IOFFSET.get(bits), 24);
            }
            mods.scope = VFLAT_SCOPE.get(bits) as u8;
            mods.th = VFLAT_TH.get(bits) as u8;
            mods.idxen = VFLAT_SVE.get(bits) != 0;
        }
        Format::Vbuffer => {
            // llvm-mc-19 prints the 24-bit offset signed (the seed, L7869, says it must be >= 0).
            mods.offset = sext(VBUFFER_IOFFSET.get(bits), 24);
            mods.scope = VBUFFER_SCOPE.get(bits) as u8;
            mods.th = VBUFFER_TH.get(bits) as u8;
            mods.format = VBUFFER_FORMAT.get(bits) as u8;
            mods.offen = VBUFFER_OFFEN.get(bits) != 0;
            mods.idxen = VBUFFER_IDXEN.get(bits) != 0;
            mods.tfe = VBUFFER_TFE.get(bits) != 0;
        }
        Format::Vop1 | Format::Vop2 | Format::Vopc if dpp.kind == 1 => {
            // DPP16 source modifiers: SRC0_NEG [20], SRC0_ABS [21], SRC1_NEG [22], SRC1_ABS [23]
            // of the dword (kept at bit 64 above).
            let d = (bits >> 64) as u32;
            mods.neg = (d >> 20 & 1 | (d >> 22 & 1) << 1) as u8;
            mods.abs = (d >> 21 & 1 | (d >> 23 & 1) << 1) as u8;
            // Only opcodes whose VOP3 form has NEG/ABS take them (promotion: VOPC n, VOP2
            // 256 + n, VOP1 384 + n; seed L12818, L14352).
            let promoted = u32::from(info.op)
                + match fmt {
                    Format::Vop2 => 256,
                    Format::Vop1 => 384,
                    _ => 0,
                };
            let v3 = Opcode::lookup(Format::Vop3, promoted)
                .or_else(|| Opcode::lookup(Format::Vop3sd, promoted))
                .map_or(0xFFFF, |o| o.info().vmods);
            // vmods bits 0-1: ABS of src0/src1; bits 10-11: NEG of src0/src1.
            let allowed_abs = (v3 & 3) as u8;
            let allowed_neg = (v3 >> 10 & 3) as u8;
            if mods.abs & !allowed_abs != 0 || mods.neg & !allowed_neg != 0 {
                return Err(invalid("this opcode takes no DPP source modifiers"));
            }
        }
        Format::Vdsdir => {
            mods.offset = VDSDIR_WAIT_VA.get(bits) as i32;
            mods.offset1 = VDSDIR_WAIT_VMVSRC.get(bits) as u8;
            mods.format = VDSDIR_ATTR.get(bits) as u8;
            mods.th = VDSDIR_ATTR_CHAN.get(bits) as u8;
        }
        _ => {}
    }
    Ok((
        Instruction {
            opcode,
            operands,
            count: count as u8,
            mods,
            wave,
        },
        len,
    ))
}
