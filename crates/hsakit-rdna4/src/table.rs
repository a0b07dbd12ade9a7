//! The shapes of the generated tables (`generated.rs`): formats, fields, opcode rows, syntax slots.

/// An encoding family of seed chapter 15 (section 15.1 lists them; identifiers in
/// `../shared/notes/seed-rdna4.md` section 3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// Scalar, two sources (Table 74, seed L6340).
    Sop2,
    /// Scalar with a 16-bit immediate (Table 76, L6431).
    Sopk,
    /// Scalar, one source (Table 78, L6456).
    Sop1,
    /// Scalar compare (Table 80, L6559).
    Sopc,
    /// Scalar program control (Table 82, L6636).
    Sopp,
    /// Scalar memory (Table 84, L6677).
    Smem,
    /// Vector ALU, two sources, 32-bit encoding (Table 86, L6716).
    Vop2,
    /// Vector ALU, one source, 32-bit encoding (Table 88, L6798).
    Vop1,
    /// Vector compare, 32-bit encoding (Table 91, L6944).
    Vopc,
    /// Vector ALU, 64-bit encoding (Table 93, L7091).
    Vop3,
    /// VOP3 with a scalar destination (Table 95, L7404).
    Vop3sd,
    /// Packed vector ALU (Table 97, L7475).
    Vop3p,
    /// Parameter interpolation (Table 105, L7685).
    Vinterp,
    /// LDS parameter / direct load (Table 107, L7719).
    Vdsdir,
    /// Data share (Table 109, L7748).
    Vds,
    /// Buffer memory (Table 111, L7853).
    Vbuffer,
    /// Image memory (Table 113, L7930).
    Vimage,
    /// Image sample (Table 115, L7985).
    Vsample,
    /// Flat memory (Table 117, L8068).
    Vflat,
    /// Global memory (Table 117, L8068).
    Vglobal,
    /// Scratch memory (Table 117, L8068).
    Vscratch,
    /// Dual issue, X half (Table 100, L7588).
    VopdX,
    /// Dual issue, Y half (Table 101, L7601).
    VopdY,
    /// Export (Table 121, L8194).
    Vexport,
}

/// A bit range of an instruction (bits 32 and up are in the following dwords).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// Highest bit, inclusive.
    pub hi: u32,
    /// Lowest bit.
    pub lo: u32,
}

impl Field {
    /// The field's value in a 128-bit instruction image.
    #[inline]
    pub fn get(self, bits: u128) -> u32 {
        let w = self.hi - self.lo + 1;
        ((bits >> self.lo) & ((1u128 << w) - 1)) as u32
    }

    /// `bits` with this field set to `v` (truncated to the field's width).
    #[inline]
    pub fn set(self, bits: u128, v: u32) -> u128 {
        let w = self.hi - self.lo + 1;
        let mask = ((1u128 << w) - 1) << self.lo;
        (bits & !mask) | ((u128::from(v) << self.lo) & mask)
    }

    /// The largest value the field holds.
    pub fn max(self) -> u32 {
        let w = self.hi - self.lo + 1;
        if w >= 32 { u32::MAX } else { (1u32 << w) - 1 }
    }
}

/// The operand fields named by the syntax slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fld {
    /// Scalar destination (SOP*; VOP3SD SDST; VOP3 VDST when it holds an SGPR).
    Sdst,
    /// Scalar source 0 (SOP*).
    Ssrc0,
    /// Scalar source 1 (SOP*).
    Ssrc1,
    /// SMEM data registers.
    Sdata,
    /// SMEM base address pair or buffer descriptor (stored as SGPR >> 1).
    Sbase,
    /// SMEM / VBUFFER scalar offset.
    Soffset,
    /// Vector destination.
    Vdst,
    /// VALU source 0 (9-bit operand code).
    Src0,
    /// VOP1/VOP2/VOPC VGPR source 1 (8 bits).
    Vsrc1,
    /// VOP3 source 1 (9-bit operand code).
    Src1,
    /// VOP3 source 2 (9-bit operand code).
    Src2,
    /// DS address VGPR.
    Addr,
    /// DS data 0 VGPR.
    Data0,
    /// DS data 1 VGPR.
    Data1,
    /// FLAT/GLOBAL/SCRATCH/BUFFER address VGPR.
    Vaddr,
    /// FLAT/GLOBAL/SCRATCH store data VGPR.
    Vsrc,
    /// FLAT/GLOBAL/SCRATCH scalar address.
    Saddr,
    /// VBUFFER data VGPR.
    Vdata,
    /// VBUFFER resource descriptor SGPRs.
    Rsrc,
}

/// How a 16-bit immediate prints (derived from llvm-mc-19's output for each opcode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImmStyle {
    /// `0x1234`.
    Hex,
    /// Unsigned decimal.
    Dec,
    /// Signed decimal.
    SDec,
    /// Decimal up to 64, hex above (inline-constant range).
    SmallDec,
    /// `hwreg(...)`.
    Hwreg,
    /// `sendmsg(...)`.
    Sendmsg,
    /// `s_delay_alu` fields.
    DelayAlu,
    /// `s_wait_alu` depctr fields.
    Depctr,
    /// Legacy `s_waitcnt` fields.
    Waitcnt,
}

/// One operand position of an instruction's LLVM syntax.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A register operand (or any source operand) from a field, `n` registers wide.
    Reg(Fld, u8),
    /// A fixed token such as `vcc_lo` or `off`.
    Text(&'static str),
    /// The implicit 32-bit literal (FMAAK/FMAMK, S_SETREG_IMM32).
    Lit,
    /// The 16-bit immediate of SOPK/SOPP.
    Simm16(ImmStyle),
    /// SMEM immediate offset.
    SmemOffset,
    /// A field printed as an unsigned number (S_PREFETCH_* SDATA).
    Num(Fld),
    /// A 16-bit VGPR half `vN.l` / `vN.h` of a 32-bit VALU encoding (bit 7 of the VGPR number
    /// selects the high half, seed L3073-3104), or for a source any other source operand.
    Half(Fld),
}

/// How inline constants and literals of source operands print (the operand's type class).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cls {
    /// 32-bit operands: floats as 32-bit, literals as 32-bit.
    B32,
    /// 16-bit float operands.
    F16,
    /// 64-bit operands.
    F64,
    /// 16-bit integer operands.
    I16,
    /// 64-bit float operands (`_f64` opcodes): literals print as hex.
    F64Float,
    /// Packed 16-bit operands (VOP3P): a literal wider than 16 bits prints whole.
    Packed16,
    /// Not classified.
    Other,
}

/// One opcode: its format, number, seed name, LLVM mnemonic and syntax.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// The encoding family.
    pub fmt: Format,
    /// The opcode number within the family.
    pub op: u16,
    /// The seed's name (chapter 15 table).
    pub name: &'static str,
    /// LLVM's mnemonic (empty when llvm-mc-19 does not accept the opcode).
    pub mn: &'static str,
    /// Operand slots in print order, wave32.
    pub ops32: &'static [Slot],
    /// Operand slots in print order, wave64.
    pub ops64: &'static [Slot],
    /// How source constants print.
    pub cls: Cls,
    /// VOP3/VOP3SD/VOP3P/VINTERP: the modifier bits llvm-mc-19 accepts for this opcode; bit j is
    /// instruction bit `MOD_BITS[j]` (see [`MOD_BITS`]; probed, `data/rdna4/syntax.toml`).
    pub vmods: u16,
    /// The modifier bits llvm-mc-19 accepts for this opcode but ignores (does not print); same
    /// bit numbering as [`OpInfo::vmods`].
    pub vign: u16,
    /// Operand fields the opcode does not use that must be zero (llvm-mc-19 rejects the word
    /// otherwise); other unused fields are ignored.
    pub zero: &'static [Fld],
    /// VGPR fields of a 32-bit VALU encoding that reach only v0–v127 (16-bit operands).
    pub lo128: &'static [Fld],
    /// Source 0 must be a VGPR.
    pub src0_vgpr: bool,
    /// VOP1/VOP2/VOPC: the opcode has DPP16/DPP8 forms (`_dpp`, probed from llvm-mc-19).
    pub dpp: bool,
    /// VOP3/VOP3SD: sources (bit i = src i) whose NEG bit llvm-mc-19 prints as `sext(x)`
    /// (integer sources with input modifiers; `data/rdna4/vop3_probe.toml`).
    pub sext: u8,
    /// VOP3/VOP3SD/VOP3P: bit 0, llvm-mc-19 decodes the DPP16 form (`_e64_dpp`, SRC0 = 250);
    /// bit 1, the DPP8 form (SRC0 = 233/234) (`data/rdna4/vop3_probe.toml`).
    pub dpp3: u8,
    /// Seed line of the opcode-table row.
    pub seed: u32,
}

/// The instruction bits behind [`OpInfo::vmods`]: word-0 bits 8–15 (ABS / NEG_HI / WAITEXP,
/// OPSEL, OPSEL_HI2, CLAMP) and bits 59–63 (OMOD / OPSEL_HI, NEG) of seed Tables 93, 95, 97, 105.
pub const MOD_BITS: [u32; 13] = [8, 9, 10, 11, 12, 13, 14, 15, 59, 60, 61, 62, 63];
