//! Decoding a kernel's machine code once into the execution form ([`Inst`]): operands resolved to
//! register numbers or typed constants, a handler per opcode, branch targets as instruction
//! indices. Field positions follow seed chapter 15 (`../shared/notes/seed-rdna4.md` §3.2); opcode
//! numbers and names come from `hsakit-rdna4`'s generated tables.

use crate::exec::{self, Handler};
use hsakit_rdna4::generated::OPS;
use hsakit_rdna4::{Format, Opcode};

/// Operand size and type class of a source or destination (decides how constants are expanded,
/// seed L1646–1661, L2749–2762, and how many register bits are read or written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Sz {
    /// Not used.
    #[default]
    No,
    /// 16-bit integer.
    U16,
    /// 16-bit float.
    F16,
    /// 32-bit integer.
    U32,
    /// 32-bit float.
    F32,
    /// 64-bit unsigned (literal zero-extended).
    U64,
    /// 64-bit signed (literal sign-extended).
    I64,
    /// 64-bit float (literal is the high half).
    F64,
}

impl Sz {
    pub(crate) fn bits(self) -> u32 {
        match self {
            Sz::No => 0,
            Sz::U16 | Sz::F16 => 16,
            Sz::U32 | Sz::F32 => 32,
            _ => 64,
        }
    }
    pub(crate) fn is_float(self) -> bool {
        matches!(self, Sz::F16 | Sz::F32 | Sz::F64)
    }
}

/// A resolved source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Src {
    /// Unused.
    #[default]
    None,
    /// VGPR number.
    V(u8),
    /// Scalar register code 0–127 (SGPRs, VCC, TTMPs, NULL, M0, EXEC).
    S(u8),
    /// A constant, already expanded for the operand's type.
    K(u64),
    /// SCC as `{31'b0, SCC}` (code 253).
    Scc,
}

/// DPP control (seed §7.9, L3352–3489).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Dpp {
    /// No DPP.
    #[default]
    None,
    /// DPP16: ctrl, row mask, bank mask, bound_ctrl, fetch-inactive.
    D16 {
        ctrl: u16,
        row_mask: u8,
        bank_mask: u8,
        bc: bool,
        fi: bool,
    },
    /// DPP8: eight 3-bit lane selects, fetch-inactive.
    D8 { sel: u32, fi: bool },
}

/// One decoded instruction in execution form.
#[derive(Clone, Debug)]
pub(crate) struct Inst {
    /// What runs it.
    pub h: Handler,
    /// Byte offset from the kernel entry.
    pub pc: u32,
    /// Length in bytes.
    pub len: u8,
    /// Row of the generated opcode table (for messages).
    pub op: u16,
    /// Vector destination register.
    pub vdst: u8,
    /// Scalar destination code.
    pub sdst: u8,
    /// Sources.
    pub src: [Src; 3],
    /// Source/destination sizes.
    pub sz: [Sz; 4],
    /// 16-bit half selects: bit i = source i reads the high half, bit 3 = destination high half.
    pub hi: u8,
    /// Negate (VOP3: per source; VOP3P: low halves).
    pub neg: u8,
    /// Absolute value (VOP3) or VOP3P `neg_hi`.
    pub abs: u8,
    /// VOP3P `op_sel_hi`.
    pub opsel_hi: u8,
    /// Clamp.
    pub clamp: bool,
    /// Output modifier.
    pub omod: u8,
    /// Immediate: SIMM16, implicit literal, memory offset.
    pub imm: i64,
    /// Branch target (instruction index), or `u32::MAX` when none.
    pub target: u32,
    /// Memory: address VGPR.
    pub vaddr: u8,
    /// Memory: data VGPR (store data, DS data0).
    pub vdata: u8,
    /// DS data1 / VOPD second destination.
    pub vdata1: u8,
    /// Memory: scalar address code (124 = none).
    pub saddr: u8,
    /// Memory flags: bit0 SVE / IDXEN, bit1 OFFEN, bit2 return pre-op (TH[0]).
    pub mflags: u8,
    /// DS offset1; VBUFFER: the FORMAT field (TBUFFER data format).
    pub offset1: u8,
    /// DPP.
    pub dpp: Dpp,
    /// True when the VOP2/VOPC form writes VCC implicitly (encoding without SDST).
    pub e32: bool,
    /// VOPD second half.
    pub y: Option<Box<Inst>>,
    /// Registers touched (for strict mode): (code, count); code < 256 scalar, else 256 + VGPR.
    pub touch: [(u16, u8); 6],
    /// Strict-mode static problem found at decode (VOPD rule violation).
    pub static_hazard: Option<&'static str>,
    /// VOPD: the X half's handler (the instruction's own handler runs both halves).
    pub xh: Option<Handler>,
    /// Scalar registers read (bit = operand code 0–123), for the `s_wait_alu` rule.
    pub sread: u128,
    /// Scalar registers written.
    pub swrite: u128,
    /// 1 = SALU, 2 = VALU, 0 = other.
    pub class: u8,
    /// Skippable instructions (`s_delay_alu`, `s_nop`, counter waits…) right after this one,
    /// which the non-strict run loop steps over when execution falls through.
    pub skip: u8,
    /// Which fixed-width VALU lane loops the operand forms allow ([`FORM_PLAIN32`],
    /// [`FORM_PLAIN_WIDE`], [`FORM_CMP32`]), worked out once by [`Inst::classify`] so the
    /// handlers test one bit instead of the operand fields on every execution.
    pub form: u8,
    /// Per source, where the fixed-width lane loops find it: a VGPR number (0–255), or
    /// [`ROW_ZERO`] (unused, reads 0) or [`ROW_SCALAR`] (a scalar or constant to broadcast); set
    /// by [`Inst::classify`].
    pub row: [u16; 3],
}

/// [`Inst::row`]: an unused source.
pub(crate) const ROW_ZERO: u16 = 0x100;
/// [`Inst::row`]: a scalar register, constant or SCC.
pub(crate) const ROW_SCALAR: u16 = 0x200;

/// [`Inst::form`]: a plain 32-bit VALU form: 32-bit (or unused) sources and a 32-bit result, no
/// DPP, no input modifiers or half selects, no output modifiers (the `lanes32` loops).
pub(crate) const FORM_PLAIN32: u8 = 1;
/// [`Inst::form`]: like [`FORM_PLAIN32`], but sources and result may be 32 or 64 bits wide
/// (the `lanes_wide` loops).
pub(crate) const FORM_PLAIN_WIDE: u8 = 2;
/// [`Inst::form`]: sources 0 and 1 are 32-bit (or unused), without DPP, input
/// modifiers or half selects (the `lanes32_cmp` loop).
pub(crate) const FORM_CMP32: u8 = 4;

impl Inst {
    fn blank(pc: u32, len: u8, op: u16, h: Handler) -> Inst {
        Inst {
            h,
            pc,
            len,
            op,
            vdst: 0,
            sdst: 124,
            src: [Src::None; 3],
            sz: [Sz::No; 4],
            hi: 0,
            neg: 0,
            abs: 0,
            opsel_hi: 0,
            clamp: false,
            omod: 0,
            imm: 0,
            target: u32::MAX,
            vaddr: 0,
            vdata: 0,
            vdata1: 0,
            saddr: 124,
            mflags: 0,
            offset1: 0,
            dpp: Dpp::None,
            e32: false,
            y: None,
            touch: [(0, 0); 6],
            static_hazard: None,
            xh: None,
            sread: 0,
            swrite: 0,
            class: 0,
            skip: 0,
            form: 0,
            row: [ROW_ZERO; 3],
        }
    }

    /// Sets [`Inst::form`] and [`Inst::row`] from the operand fields (and those of a VOPD second
    /// half). Must run again after any change to `src`, `dpp`, `abs`, `neg`, `hi`, `omod`,
    /// `clamp` or `sz`.
    pub(crate) fn classify(&mut self) {
        let plain_mods = self.dpp == Dpp::None && self.abs | self.neg | self.hi == 0;
        let no_out_mods = self.omod == 0 && !(self.clamp && self.sz[3].is_float());
        let srcs = |widths: &[u32]| self.sz[..3].iter().all(|s| widths.contains(&s.bits()));
        let mut form = 0;
        if plain_mods && no_out_mods && self.sz[3].bits() == 32 && srcs(&[0, 32]) {
            form |= FORM_PLAIN32;
        }
        if plain_mods && no_out_mods && matches!(self.sz[3].bits(), 32 | 64) && srcs(&[0, 32, 64]) {
            form |= FORM_PLAIN_WIDE;
        }
        if plain_mods && self.sz[..2].iter().all(|s| matches!(s.bits(), 0 | 32)) {
            form |= FORM_CMP32;
        }
        self.form = form;
        for k in 0..3 {
            self.row[k] = match self.src[k] {
                _ if self.sz[k] == Sz::No => ROW_ZERO,
                Src::V(r) => u16::from(r),
                _ => ROW_SCALAR,
            };
        }
        if let Some(y) = &mut self.y {
            y.classify();
        }
    }

    /// The encoding family of the opcode.
    pub fn opcode_format(&self) -> Format {
        OPS.get(usize::from(self.op))
            .map(|o| o.fmt)
            .unwrap_or(Format::Vop1)
    }

    /// The seed name of the opcode.
    pub fn name(&self) -> &'static str {
        OPS.get(usize::from(self.op)).map(|o| o.name).unwrap_or("?")
    }

    fn add_touch(&mut self, code: u16, count: u8) {
        if count == 0 || code == 124 {
            return;
        }
        if let Some(slot) = self.touch.iter_mut().find(|t| t.1 == 0) {
            *slot = (code, count);
        }
    }
}

/// A decoded kernel body.
#[derive(Debug)]
pub(crate) struct Code {
    /// Instructions in address order.
    pub insts: Vec<Inst>,
    /// VGPR rows any instruction can reach (one past the highest register range named).
    pub vgpr_rows: usize,
}

impl Code {
    /// The instruction index starting at byte offset `pc`.
    pub(crate) fn index_of(&self, pc: u64) -> Option<usize> {
        self.insts
            .binary_search_by_key(&pc, |i| u64::from(i.pc))
            .ok()
    }
}

fn bits(words: &[u32]) -> u128 {
    let mut b = 0u128;
    for (i, w) in words.iter().enumerate().take(4) {
        b |= u128::from(*w) << (32 * i);
    }
    b
}

#[inline]
fn f(b: u128, hi: u32, lo: u32) -> u32 {
    ((b >> lo) & ((1u128 << (hi - lo + 1)) - 1)) as u32
}

fn sext(v: u32, n: u32) -> i64 {
    let s = 64 - n;
    ((u64::from(v) << s) as i64) >> s
}

/// The f16 / f32 / f64 bit patterns of the float inline constants 240–248 (seed L1663–1703).
fn inline_float(code: u32, sz: Sz) -> u64 {
    let i = (code - 240) as usize;
    const H: [u64; 9] = [
        0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
    ];
    const S: [u64; 9] = [
        0x3F00_0000,
        0xBF00_0000,
        0x3F80_0000,
        0xBF80_0000,
        0x4000_0000,
        0xC000_0000,
        0x4080_0000,
        0xC080_0000,
        0x3E22_F983,
    ];
    const D: [u64; 9] = [
        0x3FE0_0000_0000_0000,
        0xBFE0_0000_0000_0000,
        0x3FF0_0000_0000_0000,
        0xBFF0_0000_0000_0000,
        0x4000_0000_0000_0000,
        0xC000_0000_0000_0000,
        0x4010_0000_0000_0000,
        0xC010_0000_0000_0000,
        0x3FC4_5F30_6DC9_C882,
    ];
    // Encoded at the operand's size (seed L1646–1661), also for integer-typed operands.
    match sz.bits() {
        16 => H[i],
        64 => D[i],
        _ => S[i],
    }
}

/// Apertures (seed L2571–2601, L5491–5516): the high dword of a flat address selects LDS or
/// scratch. hsakit places them above the 47-bit host address space so they never alias memory.
pub const SHARED_BASE: u64 = 0x0001_0000_0000_0000;
/// Private (scratch) aperture base.
pub const PRIVATE_BASE: u64 = 0x0002_0000_0000_0000;

/// Resolves a 9-bit source code for an operand of type `sz`.
fn src_of(code: u32, sz: Sz, lit: u32) -> Src {
    match code {
        0..=127 => Src::S(code as u8),
        128..=192 => {
            let v = u64::from(code - 128);
            Src::K(v)
        }
        193..=208 => {
            let v = -(i64::from(code) - 192);
            Src::K(match sz.bits() {
                64 => v as u64,
                16 => (v as u64) & 0xFFFF_FFFF,
                _ => (v as u32) as u64,
            })
        }
        235 => Src::K(SHARED_BASE),
        236 => Src::K(SHARED_BASE + 0xFFFF_FFFF),
        237 => Src::K(PRIVATE_BASE),
        238 => Src::K(PRIVATE_BASE + 0xFFFF_FFFF),
        240..=248 => Src::K(inline_float(code, sz)),
        253 => Src::Scc,
        255 => Src::K(match sz {
            Sz::F64 => u64::from(lit) << 32,
            Sz::I64 => lit as i32 as i64 as u64,
            _ => u64::from(lit),
        }),
        256..=511 => Src::V((code - 256) as u8),
        _ => Src::K(0),
    }
}

/// What the decoder failed on (the instruction becomes an "illegal" one that faults if run).
fn illegal(pc: u32, len: u8, op: u16) -> Inst {
    Inst::blank(pc, len, op, exec::illegal)
}

/// Decodes `code` (the bytes from the kernel entry) for wave size `lanes`.
pub(crate) fn decode_code(code: &[u8], wave64: bool) -> Code {
    let mut words = Vec::with_capacity(code.len() / 4);
    for c in code.chunks_exact(4) {
        words.push(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
    }
    let mut insts = Vec::new();
    let mut at = 0usize;
    while at < words.len() {
        let pc = (at * 4) as u32;
        let inst = decode_one(&words[at..], pc, wave64);
        let n = (usize::from(inst.len) / 4).max(1);
        insts.push(inst);
        at += n;
    }
    // Resolve branch targets to instruction indices.
    let pcs: Vec<u32> = insts.iter().map(|i| i.pc).collect();
    for i in insts.iter_mut() {
        if i.target != u32::MAX {
            let want = i.imm as u64;
            i.target = match pcs.binary_search(&(want as u32)) {
                Ok(ix) if want <= u64::from(u32::MAX) => ix as u32,
                _ => u32::MAX - 1,
            };
        }
    }
    let vgpr_rows = vgpr_rows(&insts);
    mark_skips(&mut insts);
    Code { insts, vgpr_rows }
}

/// The VGPR rows decoded code can reach: one past the highest register any field names, two
/// for 64-bit operands, and every register range a memory or VALU operand covers.
fn vgpr_rows(insts: &[Inst]) -> usize {
    let mut top = 1usize;
    for i in insts
        .iter()
        .chain(insts.iter().filter_map(|i| i.y.as_deref()))
    {
        for r in [i.vdst, i.vaddr, i.vdata, i.vdata1] {
            top = top.max(usize::from(r) + 1);
        }
        if i.sz[3].bits() == 64 {
            top = top.max(usize::from(i.vdst) + 2);
        }
        for (k, s) in i.src.iter().enumerate() {
            if let Src::V(r) = s {
                let w = if i.sz[k].bits() == 64 { 2 } else { 1 };
                top = top.max(usize::from(*r) + w);
            }
        }
        for (code, n) in i.touch {
            if code >= 256 {
                top = top.max(usize::from(code - 256) + usize::from(n));
            }
        }
    }
    top.min(crate::wave::NVGPR)
}

/// Instructions that only matter to the hardware's scheduling or, for the counter waits, to
/// strict mode: the non-strict run loop steps over runs of them in one go ([`Inst::skip`]).
fn skippable(name: &str) -> bool {
    matches!(
        name,
        "S_NOP"
            | "S_DELAY_ALU"
            | "S_CLAUSE"
            | "S_WAIT_ALU"
            | "S_SETPRIO"
            | "S_WAIT_LOADCNT"
            | "S_WAIT_STORECNT"
            | "S_WAIT_DSCNT"
            | "S_WAIT_KMCNT"
            | "S_WAIT_LOADCNT_DSCNT"
            | "S_WAIT_STORECNT_DSCNT"
            | "S_WAIT_IDLE"
            | "S_WAITCNT"
    )
}

/// Sets each instruction's [`Inst::skip`]: how many skippable instructions follow it.
fn mark_skips(insts: &mut [Inst]) {
    let mut run = 0u8;
    for i in insts.iter_mut().rev() {
        i.skip = run;
        run = if i.op != u16::MAX && skippable(i.name()) {
            run.saturating_add(1).min(u8::MAX - 1)
        } else {
            0
        };
    }
}

fn has_lit(b: u128, fields: &[(u32, u32)]) -> bool {
    fields.iter().any(|&(hi, lo)| f(b, hi, lo) == 255)
}

/// Decodes one instruction at the start of `w`.
pub(crate) fn decode_one(w: &[u32], pc: u32, wave64: bool) -> Inst {
    let mut i = decode_fields(w, pc, wave64);
    i.classify();
    i
}

/// [`decode_one`] without [`Inst::classify`].
fn decode_fields(w: &[u32], pc: u32, wave64: bool) -> Inst {
    let Some(&w0) = w.first() else {
        return illegal(pc, 4, u16::MAX);
    };
    let Some(fmt) = hsakit_rdna4::decode::format_of(w0) else {
        return illegal(pc, 4, u16::MAX);
    };
    let base = hsakit_rdna4::decode::base_size(fmt);
    let nbase = base / 4;
    if w.len() < nbase {
        return illegal(pc, 4, u16::MAX);
    }
    let b = bits(&w[..nbase]);
    let word = |i: usize| w.get(i).copied().unwrap_or(0);
    let vop3ish = |b: u128| f(b, 25, 16);
    // Opcode number and the format used for the table lookup.
    let (lfmt, opn) = match fmt {
        Format::Sop2 => (fmt, f(b, 29, 23)),
        Format::Sopk => (fmt, f(b, 27, 23)),
        Format::Sop1 => (fmt, f(b, 15, 8)),
        Format::Sopc => (fmt, f(b, 22, 16)),
        Format::Sopp => (fmt, f(b, 22, 16)),
        Format::Smem => (fmt, f(b, 18, 13)),
        Format::Vop2 => (fmt, f(b, 30, 25)),
        Format::Vop1 => (fmt, f(b, 16, 9)),
        Format::Vopc => (fmt, f(b, 24, 17)),
        Format::Vop3 | Format::Vop3sd => {
            let n = vop3ish(b);
            if Opcode::lookup(Format::Vop3sd, n).is_some() {
                (Format::Vop3sd, n)
            } else {
                (Format::Vop3, n)
            }
        }
        Format::Vop3p => (fmt, f(b, 22, 16)),
        Format::Vds => (fmt, f(b, 25, 18)),
        Format::Vbuffer => (fmt, f(b, 21, 14)),
        // OP is [21:14] (data/rdna4/errata.toml: Table 117 says [20:13]).
        Format::Vflat | Format::Vglobal | Format::Vscratch => {
            (fmt, hsakit_rdna4::generated::fields::VFLAT_OP.get(b))
        }
        Format::VopdX => (fmt, f(b, 25, 22)),
        // VINTERP: OP [22:16], the VOP3 operand positions (seed §16.13 encodings).
        Format::Vinterp => (fmt, f(b, 22, 16)),
        Format::Vimage | Format::Vsample => {
            let mut i = Inst::blank(pc, base as u8, u16::MAX, exec::unsupported_image);
            i.len = base as u8;
            return i;
        }
        _ => (fmt, u32::MAX),
    };
    let Some(opc) = Opcode::lookup(lfmt, opn) else {
        return illegal(pc, base as u8, u16::MAX);
    };
    let info = opc.info();
    let name = info.name;
    let mut i = Inst::blank(pc, base as u8, opc.0, exec::illegal);
    if lfmt == Format::VopdX {
        decode_vopd(&mut i, b, w, pc, wave64);
        return i;
    }
    let Some(d) = crate::ops::desc(lfmt, name) else {
        i.h = exec::unimplemented;
        // Still compute the length so decoding stays in step.
        i.len = length_of(lfmt, name, b, base, w);
        return i;
    };
    i.h = d.h;
    i.sz = [d.s[0], d.s[1], d.s[2], d.d];
    let lit_at = nbase;
    match lfmt {
        Format::Sop2 | Format::Sopc => {
            let lit =
                has_lit(b, &[(7, 0), (15, 8)]) || matches!(name, "S_FMAAK_F32" | "S_FMAMK_F32");
            let litv = word(lit_at);
            if lit {
                i.len += 4;
            }
            i.src[0] = src_of(f(b, 7, 0), d.s[0], litv);
            i.src[1] = src_of(f(b, 15, 8), d.s[1], litv);
            if lfmt == Format::Sop2 {
                i.sdst = f(b, 22, 16) as u8;
            }
            i.imm = i64::from(litv);
            if name == "S_FMAC_F32" || name == "S_FMAC_F16" {
                i.src[2] = Src::S(i.sdst);
            }
            i.add_touch(u16::from(i.sdst), (d.d.bits() / 32).max(1) as u8);
        }
        Format::Sop1 => {
            let lit = has_lit(b, &[(7, 0)]);
            let litv = word(lit_at);
            if lit {
                i.len += 4;
            }
            i.src[0] = src_of(f(b, 7, 0), d.s[0], litv);
            i.sdst = f(b, 22, 16) as u8;
        }
        Format::Sopk => {
            i.sdst = f(b, 22, 16) as u8;
            i.imm = i64::from(f(b, 15, 0));
            if name == "S_SETREG_IMM32_B32" {
                i.len += 4;
                i.src[0] = Src::K(u64::from(word(lit_at)));
            }
            if name == "S_CALL_B64" {
                i.target = 0;
                i.imm = i64::from(pc) + 4 + sext(f(b, 15, 0), 16) * 4;
            }
        }
        Format::Sopp => {
            i.imm = i64::from(f(b, 15, 0));
            if name == "S_BRANCH" || name.starts_with("S_CBRANCH") {
                i.target = 0;
                i.imm = i64::from(pc) + 4 + sext(f(b, 15, 0), 16) * 4;
            }
        }
        Format::Smem => {
            i.saddr = (f(b, 5, 0) * 2) as u8;
            i.sdst = f(b, 12, 6) as u8;
            i.imm = sext(f(b, 55, 32), 24);
            i.src[0] = Src::S(f(b, 63, 57) as u8);
            i.add_touch(u16::from(i.sdst), smem_dwords(name));
            i.add_touch(u16::from(i.saddr), 2);
        }
        Format::Vop1 | Format::Vop2 | Format::Vopc => {
            let s0 = f(b, 8, 0);
            let mut litv = word(lit_at);
            let mut s0code = s0;
            if matches!(s0, 233 | 234 | 250) {
                let dw = word(lit_at);
                i.len += 4;
                s0code = 256 + (dw & 0xFF);
                i.dpp = if s0 == 250 {
                    i.neg |= ((dw >> 20) & 1) as u8 | (((dw >> 22) & 1) << 1) as u8;
                    i.abs |= ((dw >> 21) & 1) as u8 | (((dw >> 23) & 1) << 1) as u8;
                    Dpp::D16 {
                        ctrl: ((dw >> 8) & 0x1FF) as u16,
                        row_mask: ((dw >> 28) & 0xF) as u8,
                        bank_mask: ((dw >> 24) & 0xF) as u8,
                        bc: (dw >> 19) & 1 != 0,
                        fi: (dw >> 18) & 1 != 0,
                    }
                } else {
                    Dpp::D8 {
                        sel: dw >> 8,
                        fi: s0 == 234,
                    }
                };
                litv = 0;
            } else if s0 == 255
                || matches!(
                    name,
                    "V_FMAMK_F32" | "V_FMAAK_F32" | "V_FMAMK_F16" | "V_FMAAK_F16"
                )
            {
                i.len += 4;
            }
            // 16-bit operands of the 32-bit encodings: VGPR bit 7 selects the high half (L3073–3104).
            let h16 = |sz: Sz| sz.bits() == 16;
            let vsrc = |code: u32, sz: Sz, idx: u8, i: &mut Inst| -> Src {
                if code >= 256 && h16(sz) {
                    if code & 0x80 != 0 {
                        i.hi |= 1 << idx;
                    }
                    Src::V((code & 0x7F) as u8)
                } else {
                    src_of(code, sz, litv)
                }
            };
            i.src[0] = vsrc(s0code, d.s[0], 0, &mut i);
            if lfmt != Format::Vop1 {
                i.src[1] = vsrc(256 + f(b, 16, 9), d.s[1], 1, &mut i);
            }
            if lfmt != Format::Vopc {
                let vd = f(b, 24, 17);
                if h16(d.d) {
                    i.vdst = (vd & 0x7F) as u8;
                    if vd & 0x80 != 0 {
                        i.hi |= 8;
                    }
                } else {
                    i.vdst = vd as u8;
                }
                if lfmt == Format::Vop1 && matches!(name, "V_READFIRSTLANE_B32") {
                    i.sdst = vd as u8;
                }
            }
            i.e32 = true;
            i.sdst = if lfmt == Format::Vop1 && name == "V_READFIRSTLANE_B32" {
                i.sdst
            } else {
                106
            };
            if name.starts_with("V_CMPX") {
                i.sdst = 126;
            }
            i.imm = i64::from(litv);
            // Implicit third operands of the 32-bit forms.
            match name {
                "V_FMAC_F32" | "V_FMAC_F16" | "V_PK_FMAC_F16" | "V_FMAC_F64" => {
                    i.src[2] = Src::V(i.vdst);
                    if h16(d.d) && i.hi & 8 != 0 {
                        i.hi |= 4;
                    }
                }
                "V_FMAMK_F32" | "V_FMAMK_F16" => {
                    // D = S0 * K + S1
                    i.src[2] = i.src[1];
                    i.src[1] = Src::K(u64::from(word(lit_at)));
                    i.hi = (i.hi & !6) | ((i.hi & 2) << 1);
                }
                "V_FMAAK_F32" | "V_FMAAK_F16" => {
                    i.src[2] = Src::K(u64::from(word(lit_at)));
                }
                "V_CNDMASK_B32" | "V_ADD_CO_CI_U32" | "V_SUB_CO_CI_U32" | "V_SUBREV_CO_CI_U32" => {
                    i.src[2] = Src::S(106);
                }
                _ => {}
            }
            vtouch(&mut i, lfmt);
        }
        Format::Vop3 | Format::Vop3sd | Format::Vop3p => {
            let mut litv = word(lit_at);
            let s0 = f(b, 40, 32);
            let mut s0code = s0;
            if matches!(s0, 233 | 234 | 250) {
                let dw = word(lit_at);
                i.len += 4;
                s0code = 256 + (dw & 0xFF);
                i.dpp = if s0 == 250 {
                    Dpp::D16 {
                        ctrl: ((dw >> 8) & 0x1FF) as u16,
                        row_mask: ((dw >> 28) & 0xF) as u8,
                        bank_mask: ((dw >> 24) & 0xF) as u8,
                        bc: (dw >> 19) & 1 != 0,
                        fi: (dw >> 18) & 1 != 0,
                    }
                } else {
                    Dpp::D8 {
                        sel: dw >> 8,
                        fi: s0 == 234,
                    }
                };
                litv = 0;
            } else if has_lit(b, &[(40, 32), (49, 41), (58, 50)]) {
                i.len += 4;
            }
            i.src[0] = src_of(s0code, d.s[0], litv);
            i.src[1] = src_of(f(b, 49, 41), d.s[1], litv);
            i.src[2] = src_of(f(b, 58, 50), d.s[2], litv);
            i.vdst = f(b, 7, 0) as u8;
            i.clamp = f(b, 15, 15) != 0;
            i.neg = f(b, 63, 61) as u8;
            i.imm = i64::from(litv);
            match lfmt {
                Format::Vop3 => {
                    i.abs = f(b, 10, 8) as u8;
                    let opsel = f(b, 14, 11) as u8;
                    i.hi = opsel;
                    i.omod = f(b, 60, 59) as u8;
                    i.sdst = i.vdst;
                }
                Format::Vop3sd => {
                    i.sdst = f(b, 14, 8) as u8;
                    i.omod = f(b, 60, 59) as u8;
                }
                _ => {
                    i.abs = f(b, 10, 8) as u8; // neg_hi
                    i.hi = f(b, 13, 11) as u8; // op_sel
                    i.opsel_hi = (f(b, 60, 59) | (f(b, 14, 14) << 2)) as u8;
                }
            }
            if name.starts_with("V_CMPX") {
                i.sdst = 126;
            }
            // VOP3 forms of the accumulating ops: the destination is also the addend.
            if matches!(name, "V_FMAC_F32" | "V_FMAC_F16" | "V_FMAC_F64") {
                i.src[2] = Src::V(i.vdst);
                i.hi = (i.hi & !4) | ((i.hi >> 1) & 4);
            }
            vtouch(&mut i, lfmt);
        }
        Format::VopdX => decode_vopd(&mut i, b, w, pc, wave64),
        Format::Vds => {
            i.imm = i64::from(f(b, 7, 0) | (f(b, 15, 8) << 8));
            i.offset1 = f(b, 15, 8) as u8;
            i.vaddr = f(b, 39, 32) as u8;
            i.vdata = f(b, 47, 40) as u8;
            i.vdata1 = f(b, 55, 48) as u8;
            i.vdst = f(b, 63, 56) as u8;
            let (rd, wr) = crate::ops::ds_regs(name);
            i.add_touch(256 + u16::from(i.vaddr), 1);
            if wr > 0 {
                i.add_touch(256 + u16::from(i.vdata), wr);
                i.add_touch(256 + u16::from(i.vdata1), wr);
            }
            if rd > 0 {
                i.add_touch(256 + u16::from(i.vdst), rd);
            }
        }
        Format::Vflat | Format::Vglobal | Format::Vscratch => {
            i.saddr = f(b, 6, 0) as u8;
            i.vdst = f(b, 39, 32) as u8;
            i.mflags = (f(b, 49, 49) as u8) | ((f(b, 52, 52) as u8) << 2);
            i.vdata = f(b, 62, 55) as u8;
            i.vaddr = f(b, 71, 64) as u8;
            i.imm = sext(f(b, 95, 72), 24);
            let (rd, wr) = crate::ops::mem_regs(name);
            let addr_regs = match fmt {
                Format::Vscratch => u8::from(i.mflags & 1 != 0),
                _ if i.saddr == 124 => 2,
                _ => 1,
            };
            i.add_touch(256 + u16::from(i.vaddr), addr_regs);
            i.add_touch(256 + u16::from(i.vdata), wr);
            i.add_touch(256 + u16::from(i.vdst), rd);
            if i.saddr != 124 {
                i.add_touch(u16::from(i.saddr), 2);
            }
        }
        Format::Vinterp => {
            // VDST [7:0], WAITEXP [10:8], OPSEL [14:11], CLAMP [15], SRC0–2 [40:32], [49:41],
            // [58:50], NEG [63:61]; no literal.
            i.src[0] = src_of(f(b, 40, 32), d.s[0], 0);
            i.src[1] = src_of(f(b, 49, 41), d.s[1], 0);
            i.src[2] = src_of(f(b, 58, 50), d.s[2], 0);
            i.vdst = f(b, 7, 0) as u8;
            i.clamp = f(b, 15, 15) != 0;
            i.hi = f(b, 14, 11) as u8;
            i.neg = f(b, 63, 61) as u8;
            vtouch(&mut i, lfmt);
        }
        Format::Vbuffer => {
            i.src[0] = Src::S(f(b, 6, 0) as u8); // soffset
            i.vdata = f(b, 39, 32) as u8;
            i.vdst = i.vdata;
            i.saddr = f(b, 49, 41) as u8; // rsrc
            i.offset1 = f(b, 61, 55) as u8; // FORMAT (TBUFFER)
            i.mflags =
                (f(b, 63, 63) as u8) | ((f(b, 62, 62) as u8) << 1) | ((f(b, 52, 52) as u8) << 2);
            i.vaddr = f(b, 71, 64) as u8;
            i.imm = i64::from(f(b, 95, 72));
            let (rd, wr) = crate::ops::mem_regs(name);
            let na = (i.mflags & 1) + ((i.mflags >> 1) & 1);
            i.add_touch(256 + u16::from(i.vaddr), na);
            i.add_touch(256 + u16::from(i.vdata), rd.max(wr));
            i.add_touch(u16::from(i.saddr), 4);
        }
        _ => {}
    }
    scalar_sets(&mut i, lfmt, name, wave64);
    i
}

fn regs(code: u8, n: u32) -> u128 {
    let mut m = 0u128;
    for k in 0..n.max(1) {
        let c = u32::from(code) + k;
        // SGPRs and VCC only (not NULL, M0, EXEC, TTMPs): the registers the rule is about.
        if c < 108 {
            m |= 1 << c;
        }
    }
    m
}

/// Scalar registers an ALU instruction reads and writes (seed L2151–2162 `s_wait_alu` rule).
fn scalar_sets(i: &mut Inst, fmt: Format, name: &str, wave64: bool) {
    let mask_n = if wave64 { 2 } else { 1 };
    let mut reads = 0u128;
    for k in 0..3 {
        if let Src::S(c) = i.src[k] {
            let n = if i.sz[k] == Sz::No {
                mask_n
            } else {
                (i.sz[k].bits() / 32).max(1)
            };
            reads |= regs(c, n);
        }
    }
    match fmt {
        Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk => {
            i.class = 1;
            i.sread = reads;
            if fmt != Format::Sopc {
                let n = if i.sz[3].bits() == 64 || name.ends_with("_B64") {
                    2
                } else {
                    1
                };
                i.swrite = regs(i.sdst, n);
            }
        }
        Format::Vop1
        | Format::Vop2
        | Format::Vopc
        | Format::Vop3
        | Format::Vop3sd
        | Format::Vop3p => {
            i.class = 2;
            i.sread = reads;
            let writes_sdst = (fmt == Format::Vopc && !name.starts_with("V_CMPX"))
                || (fmt == Format::Vop3 && name.starts_with("V_CMP_"))
                || fmt == Format::Vop3sd
                || (fmt == Format::Vop2 && name.contains("_CO_CI_"));
            if writes_sdst {
                i.swrite = regs(i.sdst, mask_n);
            }
            if matches!(name, "V_READLANE_B32" | "V_READFIRSTLANE_B32") {
                i.swrite = regs(i.sdst, 1);
            }
        }
        _ => {}
    }
}

/// Registers touched by a VALU instruction (for the strict-mode pending-load check).
fn vtouch(i: &mut Inst, fmt: Format) {
    for k in 0..3 {
        let n = (i.sz[k].bits() / 32).max(1) as u8;
        match i.src[k] {
            Src::V(r) if i.sz[k] != Sz::No => i.add_touch(256 + u16::from(r), n),
            Src::S(c) if i.sz[k] != Sz::No => i.add_touch(u16::from(c), n),
            _ => {}
        }
    }
    if i.sz[3] != Sz::No && !matches!(fmt, Format::Vopc) {
        let n = (i.sz[3].bits() / 32).max(1) as u8;
        i.add_touch(256 + u16::from(i.vdst), n);
    }
}

fn smem_dwords(name: &str) -> u8 {
    if name.ends_with("B512") {
        16
    } else if name.ends_with("B256") {
        8
    } else if name.ends_with("B128") {
        4
    } else if name.ends_with("B96") {
        3
    } else if name.ends_with("B64") {
        2
    } else if name.contains("PREFETCH") || name.contains("DCACHE") {
        0
    } else {
        1
    }
}

/// Length of an instruction whose semantics are not implemented (so decoding stays in step).
fn length_of(fmt: Format, name: &str, b: u128, base: usize, _w: &[u32]) -> u8 {
    let lit = match fmt {
        Format::Sop2 | Format::Sopc => {
            has_lit(b, &[(7, 0), (15, 8)]) || name.contains("FMAAK") || name.contains("FMAMK")
        }
        Format::Sop1 => has_lit(b, &[(7, 0)]),
        Format::Sopk => name == "S_SETREG_IMM32_B32",
        Format::Vop1 | Format::Vop2 | Format::Vopc => {
            matches!(f(b, 8, 0), 233 | 234 | 250 | 255)
                || name.contains("FMAAK")
                || name.contains("FMAMK")
        }
        Format::Vop3 | Format::Vop3sd | Format::Vop3p => {
            has_lit(b, &[(40, 32), (49, 41), (58, 50)]) || matches!(f(b, 40, 32), 233 | 234 | 250)
        }
        Format::VopdX => true,
        _ => false,
    };
    (base + if lit { 4 } else { 0 }) as u8
}

/// VOPD (seed §7.8, L3272–3351; fields L7539–7551): two VALU halves; X then Y, with the
/// hardware rules checked statically (L3281–3304).
fn decode_vopd(i: &mut Inst, b: u128, w: &[u32], pc: u32, _wave64: bool) {
    let opx = f(b, 25, 22);
    let opy = f(b, 21, 17);
    let srcx0 = f(b, 8, 0);
    let vsrcx1 = f(b, 16, 9);
    let srcy0 = f(b, 40, 32);
    let vsrcy1 = f(b, 48, 41);
    let vdstx = f(b, 63, 56);
    let vdsty = (f(b, 55, 49) << 1) | (!vdstx & 1);
    let nx = Opcode::lookup(Format::VopdX, opx).map(|o| o.info().name);
    let ny = Opcode::lookup(Format::VopdY, opy).map(|o| o.info().name);
    let (Some(nx), Some(ny)) = (nx, ny) else {
        i.h = exec::illegal;
        i.len = 8;
        return;
    };
    let k_needed = |n: &str| n.contains("FMAAK") || n.contains("FMAMK");
    let lit = srcx0 == 255 || srcy0 == 255 || k_needed(nx) || k_needed(ny);
    i.len = if lit { 12 } else { 8 };
    let litv = w.get(2).copied().unwrap_or(0);
    let half = |name: &str, s0: u32, vs1: u32, vd: u32, op: u16| -> Option<Inst> {
        let single = name.trim_start_matches("V_DUAL_");
        let full = format!("V_{single}");
        let d = crate::ops::desc(Format::Vop2, &full)?;
        let mut h = Inst::blank(pc, 8, op, d.h);
        h.sz = [d.s[0], d.s[1], d.s[2], d.d];
        h.src[0] = src_of(s0, d.s[0], litv);
        h.src[1] = Src::V(vs1 as u8);
        h.vdst = vd as u8;
        h.e32 = true;
        h.sdst = 106;
        h.imm = i64::from(litv);
        match single {
            "FMAC_F32" | "DOT2ACC_F32_F16" | "DOT2ACC_F32_BF16" => h.src[2] = Src::V(vd as u8),
            "FMAMK_F32" => {
                h.src[2] = h.src[1];
                h.src[1] = Src::K(u64::from(litv));
            }
            "FMAAK_F32" => h.src[2] = Src::K(u64::from(litv)),
            "CNDMASK_B32" => h.src[2] = Src::S(106),
            _ => {}
        }
        vtouch(&mut h, Format::Vop2);
        Some(h)
    };
    let xo = Opcode::lookup(Format::VopdX, opx)
        .map(|o| o.0)
        .unwrap_or(u16::MAX);
    let yo = Opcode::lookup(Format::VopdY, opy)
        .map(|o| o.0)
        .unwrap_or(u16::MAX);
    let (Some(x), Some(y)) = (
        half(nx, srcx0, vsrcx1, vdstx, xo),
        half(ny, srcy0, vsrcy1, vdsty, yo),
    ) else {
        i.h = exec::unimplemented;
        return;
    };
    // Static VOPD rules (L3281–3304): source banks differ, destinations of opposite parity,
    // X does not write Y's sources.
    let bank = |c: u32| if c >= 256 { Some((c - 256) % 4) } else { None };
    if let (Some(a), Some(c)) = (bank(srcx0), bank(srcy0))
        && a == c
    {
        i.static_hazard = Some("VOPD SRC0X and SRC0Y are in the same VGPR bank (L3290)");
    }
    if vsrcx1 % 4 == vsrcy1 % 4 && !nx.contains("MOV") && !ny.contains("MOV") {
        i.static_hazard = Some("VOPD VSRC1X and VSRC1Y are in the same VGPR bank (L3290)");
    }
    if vdstx % 2 == vdsty % 2 {
        i.static_hazard = Some("VOPD destinations have the same parity (L3293)");
    }
    let y_uses_vsrc1 = !ny.contains("MOV");
    let reads_y = |r: u32| srcy0 == 256 + r || (y_uses_vsrc1 && vsrcy1 == r);
    if reads_y(vdstx) {
        i.static_hazard = Some("VOPD OPX writes a source of OPY (L3300)");
    }
    let mut xi = x;
    let yt = y.touch;
    xi.y = Some(Box::new(y));
    xi.xh = Some(xi.h);
    xi.h = exec::vopd;
    xi.len = i.len;
    xi.static_hazard = i.static_hazard;
    for t in yt {
        xi.add_touch(t.0, t.1);
    }
    *i = xi;
    i.class = 2;
    for s in i
        .src
        .iter()
        .chain(i.y.as_ref().map(|y| y.src.iter()).into_iter().flatten())
    {
        if let Src::S(c) = *s {
            i.sread |= regs(c, 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The operand-form predicates [`Inst::classify`] caches, written out from the fields.
    fn expected_form(i: &Inst) -> u8 {
        let mods = i.dpp == Dpp::None && i.abs | i.neg | i.hi == 0;
        let out = i.omod == 0 && !(i.clamp && i.sz[3].is_float());
        let w = |k: usize, ok: &[u32]| ok.contains(&i.sz[k].bits());
        let mut f = 0;
        if mods && out && i.sz[3].bits() == 32 && (0..3).all(|k| w(k, &[0, 32])) {
            f |= FORM_PLAIN32;
        }
        if mods && out && w(3, &[32, 64]) && (0..3).all(|k| w(k, &[0, 32, 64])) {
            f |= FORM_PLAIN_WIDE;
        }
        if mods && w(0, &[0, 32]) && w(1, &[0, 32]) {
            f |= FORM_CMP32;
        }
        f
    }

    /// Every instruction of the suite and bench kernels (both VOPD halves included) carries the
    /// form and source rows its fields give, and the plain forms are actually met.
    #[test]
    fn cached_forms_match_the_fields() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/kernels/rdna4/bin");
        let mut seen = [0usize; 3];
        for e in std::fs::read_dir(dir).expect("kernel dir") {
            let bytes = std::fs::read(e.expect("entry").path()).expect("read");
            let Ok(kernels) = crate::load(&bytes) else {
                continue;
            };
            for k in &kernels {
                for i in k
                    .code
                    .insts
                    .iter()
                    .chain(k.code.insts.iter().filter_map(|i| i.y.as_deref()))
                {
                    assert_eq!(i.form, expected_form(i), "{} at {:#x}", i.name(), i.pc);
                    for (b, s) in seen
                        .iter_mut()
                        .zip([FORM_PLAIN32, FORM_PLAIN_WIDE, FORM_CMP32])
                    {
                        *b += usize::from(i.form & s != 0);
                    }
                    for k in 0..3 {
                        let want = match i.src[k] {
                            _ if i.sz[k] == Sz::No => ROW_ZERO,
                            Src::V(r) => u16::from(r),
                            _ => ROW_SCALAR,
                        };
                        assert_eq!(i.row[k], want, "{} source {k}", i.name());
                    }
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 100), "forms seen: {seen:?}");
    }
}
