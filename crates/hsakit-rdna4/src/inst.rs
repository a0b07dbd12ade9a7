//! The typed instruction shared by the decoder, encoder, printer, assembler, emulator and
//! finalizer: an opcode (a row of the generated table), operands in LLVM print order, and
//! modifiers. Bytes are produced only by [`crate::encode`] and read only by [`crate::decode`].

use crate::generated::OPS;
use crate::table::{Format, OpInfo, Slot};

/// An opcode: the index of a row of [`crate::generated::OPS`] (format + opcode number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opcode(pub u16);

impl Opcode {
    /// The table row.
    pub fn info(self) -> &'static OpInfo {
        &OPS[usize::from(self.0) % OPS.len()]
    }

    /// The encoding family.
    pub fn format(self) -> Format {
        self.info().fmt
    }

    /// The opcode of `(fmt, op)`, if the seed's tables have it.
    pub fn lookup(fmt: Format, op: u32) -> Option<Opcode> {
        crate::generated::lookup(fmt, op).map(Opcode)
    }
}

/// The wave size, which decides whether masks print as `vcc_lo` or `vcc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Wave {
    /// 32 lanes (the gfx12 default).
    #[default]
    W32,
    /// 64 lanes.
    W64,
}

/// A special scalar register or hardware constant (seed Table 34, L2681; L1663–1703).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// VCC_LO (106).
    VccLo,
    /// VCC_HI (107).
    VccHi,
    /// VCC as a pair (106, two registers).
    Vcc,
    /// NULL (124): reads 0, writes are discarded.
    Null,
    /// M0 (125).
    M0,
    /// EXEC_LO (126).
    ExecLo,
    /// EXEC_HI (127).
    ExecHi,
    /// EXEC as a pair (126, two registers).
    Exec,
    /// SHARED_BASE aperture (235).
    SharedBase,
    /// SHARED_LIMIT aperture (236).
    SharedLimit,
    /// PRIVATE_BASE aperture (237).
    PrivateBase,
    /// PRIVATE_LIMIT aperture (238).
    PrivateLimit,
    /// SCC as a source (253).
    Scc,
    /// POPS_EXITING_WAVE_ID (239; reserved in seed Table 34, decoded by llvm-mc-19).
    PopsExitingWaveId,
    /// VCCZ as a source (251; reserved in seed Table 34, decoded by llvm-mc-19).
    Vccz,
    /// EXECZ as a source (252; reserved in seed Table 34, decoded by llvm-mc-19).
    Execz,
    /// LDS_DIRECT (254; reserved in seed Table 34, decoded by llvm-mc-19).
    LdsDirect,
}

/// A float inline constant (operand codes 240–248; seed L1663–1703).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlineFloat {
    /// 0.5 (240).
    Half,
    /// -0.5 (241).
    NegHalf,
    /// 1.0 (242).
    One,
    /// -1.0 (243).
    NegOne,
    /// 2.0 (244).
    Two,
    /// -2.0 (245).
    NegTwo,
    /// 4.0 (246).
    Four,
    /// -4.0 (247).
    NegFour,
    /// 1/(2π) (248).
    InvTwoPi,
}

/// One operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// SGPRs `s[first : first+count-1]`.
    Sgpr {
        /// First register (0–105).
        first: u8,
        /// Number of registers.
        count: u8,
    },
    /// VGPRs `v[first : first+count-1]`.
    Vgpr {
        /// First register (0–255).
        first: u8,
        /// Number of registers.
        count: u8,
    },
    /// Trap temporaries `ttmp[first : first+count-1]`.
    Ttmp {
        /// First register (0–15).
        first: u8,
        /// Number of registers.
        count: u8,
    },
    /// A special register or hardware constant.
    Special(Special),
    /// An integer inline constant, −16..=64.
    InlineInt(i8),
    /// A float inline constant.
    InlineFloat(InlineFloat),
    /// A 32-bit literal constant (operand code 255 plus a dword).
    Literal(u32),
    /// An immediate field (SIMM16, implicit literal, SMEM offset).
    Imm(i64),
    /// A fixed syntax token of the form, e.g. `off`.
    Text(&'static str),
    /// A reserved operand code: decodes, never assembles.
    Reserved(u16),
    /// A 16-bit half of a VGPR: `v{reg}.l` or `v{reg}.h` (32-bit encodings, seed L3073-3104).
    VgprHalf {
        /// VGPR number (0-127).
        reg: u8,
        /// The high half.
        hi: bool,
    },
}

impl Operand {
    /// The operand for a 9-bit source code (0–511), `count` registers wide.
    /// Code 255 (literal) becomes `Literal(lit)`.
    pub fn from_code(code: u16, count: u8, lit: u32) -> Operand {
        match code {
            0..=105 => Operand::Sgpr {
                first: code as u8,
                count,
            },
            106 if count >= 2 => Operand::Special(Special::Vcc),
            106 => Operand::Special(Special::VccLo),
            107 => Operand::Special(Special::VccHi),
            108..=123 => Operand::Ttmp {
                first: (code - 108) as u8,
                count,
            },
            124 => Operand::Special(Special::Null),
            125 => Operand::Special(Special::M0),
            126 if count >= 2 => Operand::Special(Special::Exec),
            126 => Operand::Special(Special::ExecLo),
            127 => Operand::Special(Special::ExecHi),
            128..=192 => Operand::InlineInt((code - 128) as i8),
            193..=208 => Operand::InlineInt(-((code - 192) as i8)),
            235 => Operand::Special(Special::SharedBase),
            236 => Operand::Special(Special::SharedLimit),
            237 => Operand::Special(Special::PrivateBase),
            238 => Operand::Special(Special::PrivateLimit),
            240 => Operand::InlineFloat(InlineFloat::Half),
            241 => Operand::InlineFloat(InlineFloat::NegHalf),
            242 => Operand::InlineFloat(InlineFloat::One),
            243 => Operand::InlineFloat(InlineFloat::NegOne),
            244 => Operand::InlineFloat(InlineFloat::Two),
            245 => Operand::InlineFloat(InlineFloat::NegTwo),
            246 => Operand::InlineFloat(InlineFloat::Four),
            247 => Operand::InlineFloat(InlineFloat::NegFour),
            248 => Operand::InlineFloat(InlineFloat::InvTwoPi),
            239 => Operand::Special(Special::PopsExitingWaveId),
            251 => Operand::Special(Special::Vccz),
            252 => Operand::Special(Special::Execz),
            253 => Operand::Special(Special::Scc),
            254 => Operand::Special(Special::LdsDirect),
            255 => Operand::Literal(lit),
            256..=511 => Operand::Vgpr {
                first: (code - 256) as u8,
                count,
            },
            _ => Operand::Reserved(code),
        }
    }

    /// The 9-bit operand code of this operand (255 for a literal), if it has one.
    pub fn code(&self) -> Option<u16> {
        Some(match *self {
            Operand::Sgpr { first, .. } if first <= 105 => u16::from(first),
            Operand::Vgpr { first, .. } => 256 + u16::from(first),
            Operand::Ttmp { first, .. } if first <= 15 => 108 + u16::from(first),
            Operand::Special(s) => match s {
                Special::VccLo | Special::Vcc => 106,
                Special::VccHi => 107,
                Special::Null => 124,
                Special::M0 => 125,
                Special::ExecLo | Special::Exec => 126,
                Special::ExecHi => 127,
                Special::SharedBase => 235,
                Special::SharedLimit => 236,
                Special::PrivateBase => 237,
                Special::PrivateLimit => 238,
                Special::Scc => 253,
                Special::PopsExitingWaveId => 239,
                Special::Vccz => 251,
                Special::Execz => 252,
                Special::LdsDirect => 254,
            },
            Operand::InlineInt(v) if (0..=64).contains(&v) => 128 + v as u16,
            Operand::InlineInt(v) if (-16..0).contains(&v) => (192 - i16::from(v)) as u16,
            Operand::InlineFloat(f) => 240 + f as u16,
            Operand::Literal(_) => 255,
            Operand::Reserved(c) => c,
            Operand::VgprHalf { reg, hi } => 256 + u16::from(reg & 0x7F) + if hi { 128 } else { 0 },
            _ => return None,
        })
    }

    /// The literal value, when this is a literal.
    pub fn literal(&self) -> Option<u32> {
        match *self {
            Operand::Literal(v) => Some(v),
            _ => None,
        }
    }
}

/// Instruction modifiers (the fields that are not operands).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Per-source negate (bit i = source i); VOP3P: the low halves (`neg_lo`).
    pub neg: u8,
    /// Per-source absolute value (VOP3); VOP3P: `neg_hi`.
    pub abs: u8,
    /// VOP3 / VOP3P `op_sel` bits.
    pub op_sel: u8,
    /// VOP3P `op_sel_hi` bits (3 bits; default all set).
    pub op_sel_hi: u8,
    /// Clamp the result.
    pub clamp: bool,
    /// Output modifier: 0 none, 1 ×2, 2 ×4, 3 ×0.5.
    pub omod: u8,
    /// Memory immediate offset (SMEM, FLAT/GLOBAL/SCRATCH, BUFFER, DS `offset` / `offset0`).
    pub offset: i32,
    /// DS `offset1`.
    pub offset1: u8,
    /// Memory scope (0 CU, 1 SE, 2 DEV, 3 SYS; seed L1705–1812).
    pub scope: u8,
    /// Temporal hint.
    pub th: u8,
    /// VBUFFER: address VGPR is an offset.
    pub offen: bool,
    /// VBUFFER: address VGPR is an index.
    pub idxen: bool,
    /// VBUFFER / VIMAGE texture-fail enable.
    pub tfe: bool,
    /// VBUFFER data format (TBUFFER).
    pub format: u8,
    /// DPP16 / DPP8 controls of a 32-bit VALU encoding (SRC0 = 250, 233 or 234).
    pub dpp: Dpp,
    /// VEXPORT target and flags.
    pub export: Export,
    /// VIMAGE / VSAMPLE fields (TFE, TH and SCOPE are the fields above).
    pub image: Image,
    /// FLAT/GLOBAL atomics with TH bit 0 (return the pre-op value): `operands[0]` is the
    /// returned VGPR and the slots apply to `operands[1..]`.
    pub ret: bool,
}

/// VIMAGE / VSAMPLE fields (seed Tables 113 and 115, L7930-8008).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Image {
    /// DMASK [25:22]: the data components.
    pub dmask: u8,
    /// DIM [2:0]: the resource dimensionality (SQ_RSRC_IMG_*).
    pub dim: u8,
    /// VSAMPLE UNRM [13]: unnormalized coordinates.
    pub unorm: bool,
    /// R128 [4]: a 128-bit resource descriptor.
    pub r128: bool,
    /// A16 [6]: 16-bit address components.
    pub a16: bool,
    /// D16 [5]: 16-bit data components.
    pub d16: bool,
    /// VSAMPLE LWE [40]: LOD warning enable.
    pub lwe: bool,
    /// How many operands after VDATA are addresses (one per VADDR field used).
    pub naddr: u8,
}

/// VEXPORT fields (seed Table 121, L8194-8206).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Export {
    /// TARGET [9:4]: MRT 0-7, Z (8), position 0-4 (12-16), primitive (20), dual-source blend
    /// (21, 22).
    pub target: u8,
    /// DONE [11]: the shader's last export.
    pub done: bool,
    /// ROW [13] (`row_en`).
    pub row: bool,
}

/// DPP controls (seed Tables 102-104, L7620-7672): the extra dword after a 32-bit VALU
/// encoding whose SRC0 is 250 (DPP16), 233 (DPP8) or 234 (DPP8 with FI).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dpp {
    /// 0: no DPP; 1: DPP16; 2: DPP8; 3: DPP8 with fetch-inactive.
    pub kind: u8,
    /// DPP16: DPP_CTRL [16:8] of the dword. DPP8: the eight 3-bit lane selects [31:8].
    pub ctrl: u32,
    /// DPP16 ROW_MASK [31:28].
    pub row_mask: u8,
    /// DPP16 BANK_MASK [27:24].
    pub bank_mask: u8,
    /// DPP16 bound control BC [19].
    pub bound_ctrl: bool,
    /// DPP16 fetch inactive FI [18].
    pub fi: bool,
}

/// Most operands any instruction prints.
pub const MAX_OPERANDS: usize = 8;

/// A decoded or assembled instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// What it does.
    pub opcode: Opcode,
    /// Operands, in the order of the opcode's syntax slots ([`Instruction::slots`]).
    pub operands: [Operand; MAX_OPERANDS],
    /// How many of `operands` are used.
    pub count: u8,
    /// Modifiers.
    pub mods: Modifiers,
    /// The wave size the operands were read for.
    pub wave: Wave,
}

impl Instruction {
    /// The used operands.
    pub fn operands(&self) -> &[Operand] {
        &self.operands[..usize::from(self.count).min(MAX_OPERANDS)]
    }

    /// The syntax slots the operands follow.
    pub fn slots(&self) -> &'static [Slot] {
        let info = self.opcode.info();
        match self.wave {
            Wave::W32 => info.ops32,
            Wave::W64 => info.ops64,
        }
    }
}
