//! The typed Gen7 instruction, shared by the assembler, the printer, the codecs and (later) the
//! emulator and finalizer.
//!
//! The representation follows the native 128-bit format field by field (seed L3007-L3130):
//! every defined field has a place, so `encode(decode(bytes)) == bytes` for every instruction the
//! decoder accepts. Register-region codes are kept as the encoded values (`VertStride` code 3 is a
//! stride of 4 elements, and so on); [`vstride_elems`] and friends convert them.

/// A data type (seed L3513-L3532).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// Unsigned doubleword.
    Ud,
    /// Signed doubleword.
    D,
    /// Unsigned word.
    Uw,
    /// Signed word.
    W,
    /// Unsigned byte (registers only).
    Ub,
    /// Signed byte (registers only).
    B,
    /// Double float (registers only).
    Df,
    /// Single float.
    F,
    /// Packed 8 x u4 vector immediate.
    Uv,
    /// Packed 4 x restricted float vector immediate.
    Vf,
    /// Packed 8 x s4 vector immediate.
    V,
}

impl Type {
    /// Every type.
    pub const ALL: [Type; 11] = [
        Type::Ud,
        Type::D,
        Type::Uw,
        Type::W,
        Type::Ub,
        Type::B,
        Type::Df,
        Type::F,
        Type::Uv,
        Type::Vf,
        Type::V,
    ];

    /// Mesa's suffix (`UD`, `F`, `VF`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Type::Ud => "UD",
            Type::D => "D",
            Type::Uw => "UW",
            Type::W => "W",
            Type::Ub => "UB",
            Type::B => "B",
            Type::Df => "DF",
            Type::F => "F",
            Type::Uv => "UV",
            Type::Vf => "VF",
            Type::V => "V",
        }
    }

    /// Size of one element in bytes (4 for the packed vector immediates).
    pub fn size(self) -> u8 {
        crate::tables::type_info(self).size
    }

    /// The type for a register-operand code.
    pub fn from_reg_code(code: u8) -> Option<Type> {
        crate::tables::type_of_reg_code(code)
    }

    /// The type for an immediate-operand code.
    pub fn from_imm_code(code: u8) -> Option<Type> {
        crate::tables::type_of_imm_code(code)
    }

    /// The register-operand code, if the type exists for registers.
    pub fn reg_code(self) -> Option<u8> {
        crate::tables::type_info(self).reg
    }

    /// The immediate code, if the type exists for immediates.
    pub fn imm_code(self) -> Option<u8> {
        crate::tables::type_info(self).imm
    }

    /// True for the floating-point types.
    pub fn is_float(self) -> bool {
        matches!(self, Type::F | Type::Df | Type::Vf)
    }
}

/// A register file (DW1 RegFile fields, L3534-L3563). `10` (MRF) is reserved on Gen7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    /// Architecture registers (null, a0, acc, f, sr0, cr0, n0, ip, tdr, tm0).
    Arf,
    /// General registers r0-r127 (`g` in Mesa's syntax).
    Grf,
    /// An immediate (sources only).
    Imm,
}

impl RegFile {
    /// The 2-bit code.
    pub fn code(self) -> u8 {
        match self {
            RegFile::Arf => 0,
            RegFile::Grf => 1,
            RegFile::Imm => 3,
        }
    }
}

/// AccessMode (DW0 bit 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum AccessMode {
    /// Byte-aligned regions.
    #[default]
    Align1,
    /// 16-byte aligned, swizzles and write masks.
    Align16,
}

/// ThreadCtrl (DW0 15:14, L3425-L3436).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ThreadCtrl {
    /// 00.
    #[default]
    Normal,
    /// 01 (code lost in the seed, see errata).
    Atomic,
    /// 10.
    Switch,
}

/// Source modifier (L3263-L3266).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SrcMod {
    /// 00.
    #[default]
    None,
    /// 01: absolute value.
    Abs,
    /// 10: negate.
    Neg,
    /// 11: negated absolute value.
    NegAbs,
}

impl SrcMod {
    /// The 2-bit code.
    pub fn code(self) -> u8 {
        match self {
            SrcMod::None => 0,
            SrcMod::Abs => 1,
            SrcMod::Neg => 2,
            SrcMod::NegAbs => 3,
        }
    }

    /// From the 2-bit code.
    pub fn from_code(c: u8) -> SrcMod {
        match c & 3 {
            0 => SrcMod::None,
            1 => SrcMod::Abs,
            2 => SrcMod::Neg,
            _ => SrcMod::NegAbs,
        }
    }
}

/// The instruction-wide controls of DW0 (and the flag register fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Control {
    /// AccessMode.
    pub access_mode: AccessMode,
    /// MaskCtrl = NoMask (`WE_all`).
    pub no_mask: bool,
    /// DepCtrl bit 10 (`NoDDClr`).
    pub no_dd_clr: bool,
    /// DepCtrl bit 11 (`NoDDChk`).
    pub no_dd_chk: bool,
    /// QtrCtrl (0-3).
    pub qtr_ctrl: u8,
    /// NibCtrl.
    pub nib_ctrl: bool,
    /// ThreadCtrl.
    pub thread_ctrl: ThreadCtrl,
    /// PredCtrl (0 = none; meaning depends on the access mode, L3395-L3424).
    pub pred_ctrl: u8,
    /// PredInv.
    pub pred_inv: bool,
    /// ExecSize code: channels = 1 << code (0-5).
    pub exec_size: u8,
    /// CondModifier bits: the conditional modifier, or the SFID of send/sendc, or the math FC.
    pub cond_modifier: u8,
    /// AccWrCtrl.
    pub acc_wr_ctrl: bool,
    /// DebugCtrl (breakpoint).
    pub debug_ctrl: bool,
    /// Saturate.
    pub saturate: bool,
    /// FlagRegNum.
    pub flag_reg: u8,
    /// FlagSubRegNum.
    pub flag_subreg: u8,
}

impl Control {
    /// Number of channels.
    pub fn channels(&self) -> u32 {
        1 << self.exec_size
    }
}

/// How an operand is addressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Addr {
    /// Direct: register number and sub-register in bytes.
    Direct {
        /// RegNum.
        reg: u8,
        /// SubRegNum in bytes (Align16 keeps only bit 4).
        subreg: u8,
    },
    /// Register-indirect: `a0.<addr_subreg>` plus a signed byte offset.
    Indirect {
        /// AddrSubRegNum (which a0 word).
        addr_subreg: u8,
        /// AddrImm, -512..=511 (a multiple of 16 in Align16).
        imm: i16,
    },
}

/// A destination operand of the native 1/2-source format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dst {
    /// ARF or GRF.
    pub file: RegFile,
    /// Dst.DstType.
    pub ty: Type,
    /// Addressing.
    pub addr: Addr,
    /// HorzStride code (0-3; must be 1 in Align16).
    pub hstride: u8,
    /// Align16 write mask (ChanEn); 0xF in Align1.
    pub writemask: u8,
}

/// A source region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Region {
    /// Align1: VertStride, Width and HorzStride codes.
    Align1 {
        /// VertStride code (0-6, 15 = VxH/Vx1).
        vstride: u8,
        /// Width code (0-4).
        width: u8,
        /// HorzStride code (0-3).
        hstride: u8,
    },
    /// Align16: VertStride code and the four channel selects.
    Align16 {
        /// VertStride code.
        vstride: u8,
        /// Channel selects for x, y, z, w (0-3 each).
        swizzle: [u8; 4],
    },
}

/// A register source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegSrc {
    /// ARF or GRF.
    pub file: RegFile,
    /// SrcType.
    pub ty: Type,
    /// SrcMod.
    pub modifier: SrcMod,
    /// Addressing.
    pub addr: Addr,
    /// Region.
    pub region: Region,
}

/// A source operand of the native 1/2-source format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    /// A register region.
    Reg(RegSrc),
    /// A 32-bit immediate (UW/W values replicated in both halves, L3306).
    Imm {
        /// The immediate type.
        ty: Type,
        /// The raw 32 bits.
        value: u32,
    },
    /// A source that only has its DW1 RegFile/type fields: the src1 of an instruction whose
    /// src0 is an immediate (the immediate occupies the src1 bits, L2592-L2596).
    TypeOnly {
        /// RegFile.
        file: RegFile,
        /// SrcType.
        ty: Type,
    },
}

/// The types of the 3-source format (2-bit codes, L3638-L3648).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type3 {
    /// 00.
    F,
    /// 01.
    D,
    /// 10.
    Ud,
    /// 11.
    Df,
}

impl Type3 {
    /// The 2-bit code.
    pub fn code(self) -> u8 {
        match self {
            Type3::F => 0,
            Type3::D => 1,
            Type3::Ud => 2,
            Type3::Df => 3,
        }
    }

    /// From the 2-bit code.
    pub fn from_code(c: u8) -> Type3 {
        match c & 3 {
            0 => Type3::F,
            1 => Type3::D,
            2 => Type3::Ud,
            _ => Type3::Df,
        }
    }

    /// The equivalent register type.
    pub fn ty(self) -> Type {
        match self {
            Type3::F => Type::F,
            Type3::D => Type::D,
            Type3::Ud => Type::Ud,
            Type3::Df => Type::Df,
        }
    }

    /// The 3-source type for a register type, if there is one.
    pub fn from_type(t: Type) -> Option<Type3> {
        Some(match t {
            Type::F => Type3::F,
            Type::D => Type3::D,
            Type::Ud => Type3::Ud,
            Type::Df => Type3::Df,
            _ => return None,
        })
    }
}

/// A 3-source destination (GRF, Align16; L3104-L3106).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dst3 {
    /// RegNum.
    pub reg: u8,
    /// SubRegNum in dwords (0-7).
    pub subreg: u8,
    /// ChanEnable.
    pub writemask: u8,
}

/// A 3-source source operand (GRF, Align16; L3085-L3103).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src3 {
    /// RegNum.
    pub reg: u8,
    /// SubRegNum in dwords (0-7).
    pub subreg: u8,
    /// Channel selects x, y, z, w.
    pub swizzle: [u8; 4],
    /// RepCtrl: replicate one scalar (`<0,1,0>`).
    pub rep_ctrl: bool,
    /// Source modifier.
    pub modifier: SrcMod,
}

impl Src3 {
    /// `g0` with the identity swizzle, no replication and no modifier (a start to fill in).
    pub const PLAIN: Src3 = Src3 {
        reg: 0,
        subreg: 0,
        swizzle: [0, 1, 2, 3],
        rep_ctrl: false,
        modifier: SrcMod::None,
    };
}

/// The operands, by encoding form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operands {
    /// The 1/2-source format, also used by send, math and flow control.
    Basic {
        /// Destination.
        dst: Dst,
        /// First source.
        src0: Src,
        /// Second source (for 1-source opcodes the encoded placeholder).
        src1: Src,
    },
    /// The 3-source format.
    Three {
        /// Destination.
        dst: Dst3,
        /// The three sources.
        src: [Src3; 3],
        /// SrcType.
        src_type: Type3,
        /// DstType.
        dst_type: Type3,
    },
}

/// One Gen7 EU instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    /// The 7-bit opcode (always one of the table's opcodes).
    pub opcode: u8,
    /// DW0 controls and the flag register.
    pub ctrl: Control,
    /// End of thread (send/sendc only; bit 127).
    pub eot: bool,
    /// Operands.
    pub operands: Operands,
}

impl Instruction {
    /// The opcode's table row.
    pub fn info(&self) -> Option<&'static crate::tables::OpcodeInfo> {
        crate::tables::opcode(self.opcode)
    }

    /// The mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        self.info().map_or("illegal", |o| o.name)
    }
}

/// VertStride code → elements (`None` for VxH and reserved codes).
pub fn vstride_elems(code: u8) -> Option<u32> {
    match code {
        0 => Some(0),
        1..=6 => Some(1 << (code - 1)),
        _ => None,
    }
}

/// Elements → VertStride code.
pub const fn vstride_code(elems: u32) -> Option<u8> {
    match elems {
        0 => Some(0),
        1 | 2 | 4 | 8 | 16 | 32 => Some(elems.trailing_zeros() as u8 + 1),
        _ => None,
    }
}

/// Width code → elements.
pub fn width_elems(code: u8) -> Option<u32> {
    (code <= 4).then(|| 1 << code)
}

/// Elements → Width code.
pub const fn width_code(elems: u32) -> Option<u8> {
    match elems {
        1 | 2 | 4 | 8 | 16 => Some(elems.trailing_zeros() as u8),
        _ => None,
    }
}

/// HorzStride code → elements.
pub fn hstride_elems(code: u8) -> u32 {
    match code & 3 {
        0 => 0,
        c => 1 << (c - 1),
    }
}

/// Elements → HorzStride code.
pub const fn hstride_code(elems: u32) -> Option<u8> {
    match elems {
        0 => Some(0),
        1 => Some(1),
        2 => Some(2),
        4 => Some(3),
        _ => None,
    }
}
