//! The printer: Mesa's brw disassembly syntax (as in Mesa's assembler test corpus).
//!
//! Output re-assembles to the same bytes. Where Mesa's text would lose a field (a non-default
//! placeholder operand, for instance) the printer spells it out in a form the assembler reads:
//! the placeholder src1 of a one-source instruction is printed as an extra operand, and a jump
//! with non-default implicit operands is printed with explicit operands.
//!
//! The printer appends ASCII straight into one caller-owned byte buffer ([`print_instruction`]):
//! no per-operand strings, no `fmt` machinery on the common paths (numbers are written by
//! [`push_u32`] and [`push_hex`]), so a whole disassembly is one growing `Vec<u8>`.

use crate::asm::{default_jump_operands, default_src1};
use crate::generated as g;
use crate::inst::*;
use crate::tables::{self, OpClass};

/// The window for one instruction's text: 512 bytes of text room and the slack. An instruction
/// whose text does not fit (none comes close: the longest forms are about 250 bytes) is printed
/// again in a [`BIG`] window.
const LINE: usize = 512 + SLACK;

/// The fallback window for an instruction that overflows [`LINE`].
const BIG: usize = (1 << 16) + SLACK;

/// Bytes a window has past its text room: the widest single store (a padded name, 16 spaces)
/// fits there, so stores at any text position need no bounds check.
const SLACK: usize = 64;

/// The text of one instruction being written into a fixed window of `W` bytes: text room
/// `W - SLACK` (a power of two) and the slack after it. Every store lands at the write position
/// masked to the text room, which the compiler sees is in the window (no bounds checks, no
/// branches); the text fits when the position ends within the text room ([`Out::fits`]: then
/// no store wrapped). `line_start` is where the current line starts, for Mesa's column padding.
struct Out<'a, const W: usize> {
    buf: &'a mut [u8; W],
    n: usize,
    line_start: usize,
}

impl<const W: usize> Out<'_, W> {
    /// Text positions are masked with this.
    const MASK: usize = {
        assert!(W > SLACK && (W - SLACK).is_power_of_two());
        W - SLACK - 1
    };

    /// Where a store at the current position goes.
    #[inline(always)]
    fn at(&self) -> usize {
        self.n & Self::MASK
    }

    /// Whether the text written so far is whole (no store wrapped around the text room).
    fn fits(&self) -> bool {
        self.n <= Self::MASK
    }

    /// A string of any length (the rare names that have no padded table entry).
    #[inline(always)]
    fn s(&mut self, s: &str) {
        let b = s.as_bytes();
        let at = self.at();
        match self.buf.get_mut(at..at + b.len()) {
            Some(dst) => dst.copy_from_slice(b),
            // Too long for the window: the text no longer fits.
            None => self.n = W,
        }
        self.n += b.len();
    }

    /// A literal: a constant-size copy.
    #[inline(always)]
    fn lit<const N: usize>(&mut self, s: &[u8; N]) {
        self.put(s, N);
    }

    /// Stores the `N` bytes of `s` and advances by `adv` (at most `N`).
    #[inline(always)]
    fn put<const N: usize>(&mut self, s: &[u8; N], adv: usize) {
        const { assert!(N <= SLACK) };
        let at = self.at();
        self.buf[at..at + N].copy_from_slice(s);
        self.n += adv;
    }

    /// A name from a [`Names`] table: sixteen bytes written, the real length kept; `false`
    /// (nothing written) for a code without a name.
    #[inline(always)]
    fn name(&mut self, table: &Names, code: u8) -> bool {
        match table.get(usize::from(code)) {
            Some(&(pad, len)) if len > 0 => {
                self.put(&pad, len);
                true
            }
            _ => false,
        }
    }

    /// The name of the architecture register row `reg >> 4` (`prefix`, its table name).
    #[inline(always)]
    fn arf_prefix(&mut self, reg: u8, prefix: &str) {
        match ARF_PREFIXES.get(usize::from(reg >> 4)) {
            Some(&(pad, len)) if len > 0 => self.put(&pad, len),
            _ => self.s(prefix),
        }
    }

    /// A type suffix (`UD`, `F`, ...): two bytes written, the real length kept.
    #[inline(always)]
    fn ty(&mut self, t: Type) {
        let (name, len) = TYPE_NAMES[t as usize];
        self.put(&name, len);
    }

    /// A mnemonic: eight bytes from the padded table, the real length kept.
    #[inline(always)]
    fn mnemonic(&mut self, opcode: u8, name: &str) {
        match MNEMONICS.get(usize::from(opcode)) {
            Some(&(pad, len)) if len > 0 => self.put(&pad, len),
            _ => self.s(name),
        }
    }

    #[inline(always)]
    fn c(&mut self, c: u8) {
        let at = self.at();
        self.buf[at] = c;
        self.n += 1;
    }

    /// Decimal digits of `v` (a table of 4-byte entries below 1000).
    #[inline(always)]
    fn u(&mut self, v: u32) {
        if let Some(&(d, len)) = DEC.get(v as usize) {
            self.put(&d, len);
        } else {
            let mut tmp = [0u8; 10];
            let k = decimal(&mut tmp, v);
            for &d in &tmp[10 - k..] {
                self.c(d);
            }
        }
    }

    #[inline]
    fn i(&mut self, v: i32) {
        if v < 0 {
            self.c(b'-');
        }
        self.u(v.unsigned_abs());
    }

    /// Hexadecimal digits of `v`, at least `min_digits` of them: the digits moved to the top
    /// of the word, all eight stored, the position advanced by the count.
    fn hex(&mut self, v: u32, min_digits: usize) {
        let digits = (8 - (v.leading_zeros() as usize) / 4).clamp(min_digits.clamp(1, 8), 8);
        let top = v << (4 * (8 - digits));
        let mut t = [0u8; 8];
        for (k, d) in t.iter_mut().enumerate() {
            *d = HEX[(top >> (28 - 4 * k) & 0xf) as usize];
        }
        self.put(&t, digits);
    }

    /// Where the next byte goes, counted from the start of the current line.
    #[inline(always)]
    fn col(&self) -> usize {
        self.n - self.line_start
    }

    /// Mesa's `pad`: at least one space, then up to column `col`.
    #[inline(always)]
    fn pad(&mut self, col: usize) {
        let k = col.saturating_sub(self.col()).max(1);
        // Spaces go in 16-byte stores; the bytes past `k` are overwritten by what follows.
        let mut left = k;
        loop {
            self.put(&[b' '; 16], left.min(16));
            if left <= 16 {
                break;
            }
            left -= 16;
        }
    }

    fn newline(&mut self) {
        self.c(b'\n');
        self.line_start = self.n;
    }

    /// Appends an immediate through the byte-vector formatter.
    fn imm(&mut self, ty: Type, v: u32) {
        // Room for the longest rendering at once (growing it step by step cost reallocations).
        let mut tmp = Vec::with_capacity(96);
        if matches!(ty, Type::F | Type::Vf) {
            // The float renderings use `fmt`; format them aside.
            push_imm(&mut tmp, ty, v);
            self.s(std::str::from_utf8(&tmp).unwrap_or("?"));
        } else {
            self.imm_int(ty, v);
        }
    }

    /// The integer immediates, written directly.
    fn imm_int(&mut self, ty: Type, v: u32) {
        match ty {
            Type::D => {
                self.i(v as i32);
                self.c(b'D');
            }
            Type::Uw if v >> 16 == v & 0xffff => {
                self.lit(b"0x");
                self.hex(v & 0xffff, 4);
                self.lit(b"UW");
            }
            Type::W if v >> 16 == v & 0xffff => {
                self.i(i32::from((v & 0xffff) as u16 as i16));
                self.c(b'W');
            }
            _ => {
                self.lit(b"0x");
                self.hex(v, 8);
                self.s(ty.name());
            }
        }
    }
}

/// The decimal digits of 0..1000 (left-aligned in 3 bytes) and their count.
static DEC: [([u8; 3], usize); 1000] = {
    let mut t = [([0u8; 3], 0usize); 1000];
    let mut i = 0;
    while i < 1000 {
        t[i] = if i < 10 {
            ([b'0' + i as u8, 0, 0], 1)
        } else if i < 100 {
            ([b'0' + (i / 10) as u8, b'0' + (i % 10) as u8, 0], 2)
        } else {
            (
                [
                    b'0' + (i / 100) as u8,
                    b'0' + (i / 10 % 10) as u8,
                    b'0' + (i % 10) as u8,
                ],
                3,
            )
        };
        i += 1;
    }
    t
};

/// `name` padded with zeros to `W` bytes (cut at `W`), with its whole length.
const fn padded<const W: usize>(name: &[u8]) -> ([u8; W], usize) {
    let mut pad = [0u8; W];
    let mut k = 0;
    while k < name.len() && k < W {
        pad[k] = name[k];
        k += 1;
    }
    (pad, name.len())
}

/// Type suffixes padded to two bytes, with their lengths, by `Type` discriminant.
static TYPE_NAMES: [([u8; 2], usize); Type::ALL.len()] = {
    let mut t = [([0u8; 2], 0usize); Type::ALL.len()];
    let mut i = 0;
    while i < Type::ALL.len() {
        let name = Type::ALL[i].name().as_bytes();
        t[Type::ALL[i] as usize] = padded(name);
        i += 1;
    }
    t
};

/// Names of a 4-bit code padded to 16 bytes, with their lengths (length 0: no name).
type Names = [([u8; 16], usize); 16];

/// A `(code, name)` table as [`Names`] (codes above 15 and names above 16 bytes left out:
/// those are printed through `tables::name_of`).
const fn names(table: &[(u8, &str)]) -> Names {
    let mut t = [([0u8; 16], 0usize); 16];
    let mut i = 0;
    while i < table.len() {
        let (code, name) = table[i];
        let name = name.as_bytes();
        if (code as usize) < 16 && name.len() <= 16 {
            t[code as usize] = padded(name);
        }
        i += 1;
    }
    t
}

static SFID_NAMES: Names = names(g::SFIDS);
static COND_MOD_NAMES: Names = names(g::COND_MODS);
static MATH_NAMES: Names = names(g::MATH_FUNCTIONS);
static PRED1_NAMES: Names = names(g::PRED_ALIGN1);
static PRED16_NAMES: Names = names(g::PRED_ALIGN16);

/// Architecture register names of up to 4 bytes padded to 4, by RegNum[7:4] (length 0: none
/// or longer).
static ARF_PREFIXES: [([u8; 4], usize); 16] = {
    let mut t = [([0u8; 4], 0usize); 16];
    let rows = g::ARFS;
    let mut i = 0;
    while i < rows.len() {
        let name = rows[i].prefix.as_bytes();
        if name.len() <= 4 {
            t[(rows[i].nibble & 15) as usize] = padded(name);
        }
        i += 1;
    }
    t
};

/// Mnemonics of up to 8 bytes padded to 8, by opcode (length 0: not in the table).
static MNEMONICS: [([u8; 8], usize); 128] = {
    let mut t = [([0u8; 8], 0usize); 128];
    let ops = crate::generated::OPCODES;
    let mut i = 0;
    while i < ops.len() {
        let name = ops[i].name.as_bytes();
        if name.len() <= 8 {
            t[(ops[i].value & 0x7f) as usize] = padded(name);
        }
        i += 1;
    }
    t
};

/// Writes the decimal digits of `v` at the end of `tmp`; returns how many.
fn decimal(tmp: &mut [u8; 10], mut v: u32) -> usize {
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 || i == 0 {
            break;
        }
    }
    tmp.len() - i
}

/// Appends the decimal digits of `v`.
pub fn push_u32(b: &mut Vec<u8>, v: u32) {
    let mut tmp = [0u8; 10];
    let k = decimal(&mut tmp, v);
    b.extend_from_slice(&tmp[10 - k..]);
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Appends `v` in lower-case hexadecimal with at least `min_digits` digits (no `0x`).
pub fn push_hex(b: &mut Vec<u8>, v: u32, min_digits: usize) {
    let digits = (8 - (v.leading_zeros() as usize) / 4)
        .max(min_digits)
        .clamp(1, 8);
    for k in (0..digits).rev() {
        b.push(HEX[(v >> (4 * k) & 0xf) as usize]);
    }
}

/// Formats one instruction as a line of Mesa syntax (no trailing newline; `send` takes two lines).
/// `compacted` adds the `compacted` option.
pub fn format_instruction(inst: &Instruction, compacted: bool) -> String {
    let mut b = Vec::with_capacity(96);
    print_instruction(&mut b, inst, compacted);
    // The printer writes ASCII only.
    String::from_utf8_lossy(&b).into_owned()
}

/// Appends one instruction in Mesa syntax to `buf` (ASCII, no trailing newline; `send` takes two
/// lines). The instruction starts a line: column padding counts from the current end of `buf`.
pub fn print_instruction(buf: &mut Vec<u8>, inst: &Instruction, compacted: bool) {
    let start = buf.len();
    buf.resize(start + LINE, 0);
    if let Some(n) = buf[start..]
        .first_chunk_mut::<LINE>()
        .and_then(|w| render(w, inst, compacted))
    {
        buf.truncate(start + n);
        return;
    }
    buf.resize(start + BIG, 0);
    if let Some(n) = buf[start..]
        .first_chunk_mut::<BIG>()
        .and_then(|w| render(w, inst, compacted))
    {
        buf.truncate(start + n);
        return;
    }
    buf.truncate(start);
    buf.extend_from_slice(b"/* instruction text too long */");
}

/// Writes one instruction at the start of `window`; its length, or `None` if it did not fit.
fn render<const W: usize>(
    window: &mut [u8; W],
    inst: &Instruction,
    compacted: bool,
) -> Option<usize> {
    let mut o = Out {
        buf: window,
        n: 0,
        line_start: 0,
    };
    write_instruction(&mut o, inst, compacted);
    o.fits().then_some(o.n)
}

/// A growing listing: instructions are written straight into its buffer, which keeps spare,
/// already-initialised room at its end, so printing an instruction costs no clearing or
/// copying.
#[derive(Debug, Default, Clone)]
pub struct Listing {
    buf: Vec<u8>,
    len: usize,
}

impl Listing {
    /// An empty listing.
    pub fn new() -> Self {
        Listing::default()
    }

    /// Appends one instruction and a newline.
    pub fn push_instruction(&mut self, inst: &Instruction, compacted: bool) {
        if self.buf.len() < self.len + LINE + 1 {
            let want = (self.buf.len() * 2).max(self.len + LINE + 1).max(1 << 16);
            self.buf.resize(want, 0);
        }
        match self.buf[self.len..]
            .first_chunk_mut::<LINE>()
            .and_then(|w| render(w, inst, compacted))
        {
            Some(n) => {
                self.len += n;
            }
            None => {
                let mut v = Vec::new();
                print_instruction(&mut v, inst, compacted);
                self.push_bytes(&v);
                self.push_bytes(b"\n");
                return;
            }
        }
        self.buf[self.len] = b'\n';
        self.len += 1;
    }

    /// Decodes the native instruction `w` (at byte `offset`, for errors) and appends its text
    /// and a newline; nothing is appended when it does not decode.
    ///
    /// The instruction is printed from where the decoder left it (borrowed from the result, not
    /// moved out of it): a move copies it with wide loads right after the decoder's narrow
    /// stores, which stalls on store forwarding.
    pub fn push_native(&mut self, w: u128, offset: usize) -> Result<(), crate::DecodeError> {
        let decoded = crate::native::decode_native(w, offset);
        match &decoded {
            Ok(inst) => {
                self.push_instruction(inst, false);
                Ok(())
            }
            Err(e) => Err(e.clone()),
        }
    }

    /// Appends raw text.
    pub fn push_bytes(&mut self, b: &[u8]) {
        if self.buf.len() < self.len + b.len() {
            self.buf
                .resize((self.len + b.len()).max(self.buf.len() * 2), 0);
        }
        self.buf[self.len..self.len + b.len()].copy_from_slice(b);
        self.len += b.len();
    }

    /// The text so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    /// Bytes of text so far.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when nothing was written.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Forgets the text, keeping the buffer.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

fn write_instruction<const W: usize>(o: &mut Out<W>, inst: &Instruction, compacted: bool) {
    let Some(info) = inst.info() else {
        o.lit(b"illegal");
        return;
    };
    let c = &inst.ctrl;
    if c.pred_ctrl != 0 {
        o.lit(if c.pred_inv { b"(-f" } else { b"(+f" });
        o.u(c.flag_reg.into());
        o.c(b'.');
        o.u(c.flag_subreg.into());
        if c.pred_ctrl != 1 {
            let (table, names) = if c.access_mode == AccessMode::Align16 {
                (g::PRED_ALIGN16, &PRED16_NAMES)
            } else {
                (g::PRED_ALIGN1, &PRED1_NAMES)
            };
            o.c(b'.');
            if !o.name(names, c.pred_ctrl) {
                match tables::name_of(table, c.pred_ctrl) {
                    Some(n) => o.s(n),
                    None => {
                        o.lit(b"pred");
                        o.u(c.pred_ctrl.into());
                    }
                }
            }
        }
        o.lit(b") ");
    }
    o.mnemonic(inst.opcode, info.name);
    if c.saturate {
        o.lit(b".sat");
    }
    match info.class {
        OpClass::Math => {
            o.c(b' ');
            if !o.name(&MATH_NAMES, c.cond_modifier) {
                match tables::name_of(g::MATH_FUNCTIONS, c.cond_modifier) {
                    Some(n) => o.s(n),
                    None => {
                        o.lit(b"fc");
                        o.u(c.cond_modifier.into());
                    }
                }
            }
        }
        OpClass::Send => {}
        _ => {
            if c.cond_modifier != 0 {
                o.c(b'.');
                if !o.name(&COND_MOD_NAMES, c.cond_modifier) {
                    match tables::name_of(g::COND_MODS, c.cond_modifier) {
                        Some(n) => o.s(n),
                        None => {
                            o.lit(b"cmod");
                            o.u(c.cond_modifier.into());
                        }
                    }
                }
                o.lit(b".f");
                o.u(c.flag_reg.into());
                o.c(b'.');
                o.u(c.flag_subreg.into());
            }
        }
    }
    o.c(b'(');
    o.u(1u32 << c.exec_size);
    o.c(b')');
    let align16 = c.access_mode == AccessMode::Align16;

    match (&inst.operands, info.class) {
        (
            Operands::Three {
                dst,
                src,
                src_type,
                dst_type,
            },
            _,
        ) => {
            o.pad(16);
            let dt = dst_type.ty();
            o.c(b'g');
            o.u(dst.reg.into());
            if dst.subreg != 0 {
                o.c(b'.');
                o.u(u32::from(dst.subreg) * 4 / u32::from(dt.size()));
            }
            o.lit(b"<1>");
            writemask(o, dst.writemask);
            o.ty(dt);
            let st = src_type.ty();
            for (i, s) in src.iter().enumerate() {
                o.pad(32 + 16 * i);
                modifier(o, s.modifier);
                o.c(b'g');
                o.u(s.reg.into());
                let sub = u32::from(s.subreg) * 4 / u32::from(st.size());
                if s.rep_ctrl {
                    o.c(b'.');
                    o.u(sub);
                    o.lit(b"<0,1,0>");
                } else {
                    if s.subreg != 0 {
                        o.c(b'.');
                        o.u(sub);
                    }
                    o.lit(b"<4,4,1>");
                    swizzle(o, s.swizzle);
                }
                o.ty(st);
            }
        }
        (Operands::Basic { dst, src0, src1 }, class) => match class {
            OpClass::Jump if default_jump_operands(inst) => {
                o.pad(16);
                let jip = if let Src::Imm { value, .. } = src1 {
                    *value
                } else {
                    0
                };
                o.lit(b"JIP: ");
                o.i((jip & 0xffff) as u16 as i16 as i32);
                if info.jump.is_some_and(|j| j.uip) {
                    o.lit(b" UIP: ");
                    o.i((jip >> 16) as u16 as i16 as i32);
                }
            }
            OpClass::Send => {
                o.pad(16);
                write_dst(o, dst, align16);
                o.pad(32);
                write_src(o, src0);
                o.pad(48);
                match src1 {
                    Src::Imm { value, .. } => {
                        o.lit(b"0x");
                        o.hex(value | u32::from(inst.eot) << 31, 8);
                    }
                    other => {
                        write_src(o, other);
                        o.pad(64);
                        let dw3 = crate::native::encode_native(inst)
                            .map_or(0, |w| g::IMM32.get(w) & 0x7fff_ffff);
                        o.lit(b"0x");
                        o.hex(dw3, 8);
                    }
                }
                o.newline();
                o.pad(28);
                if !o.name(&SFID_NAMES, c.cond_modifier) {
                    match tables::name_of(g::SFIDS, c.cond_modifier) {
                        Some(n) => o.s(n),
                        None => {
                            o.lit(b"sfid");
                            o.u(c.cond_modifier.into());
                        }
                    }
                }
                o.lit(b" MsgDesc:");
                if let Src::Imm { value, .. } = src1 {
                    o.lit(b" mlen ");
                    o.u(value >> 25 & 0xf);
                    o.lit(b" rlen ");
                    o.u(value >> 20 & 0x1f);
                } else {
                    o.lit(b" indirect");
                }
            }
            _ => {
                o.pad(16);
                write_dst(o, dst, align16);
                o.pad(32);
                write_src(o, src0);
                let print_src1 = match class {
                    OpClass::Alu1
                    | OpClass::Wait
                    | OpClass::Nop
                    | OpClass::Jmpi
                    | OpClass::Jump => default_src1(inst).is_none_or(|d| d != *src1),
                    _ => true,
                };
                if print_src1 {
                    o.pad(48);
                    write_src(o, src1);
                }
            }
        },
    }
    o.pad(64);
    if align16 {
        o.lit(b"{ align16");
    } else {
        o.lit(b"{ align1");
    }
    if c.no_mask {
        o.lit(b" WE_all");
    }
    match (c.no_dd_clr, c.no_dd_chk) {
        (true, true) => o.lit(b" NoDDClr,NoDDChk"),
        (true, false) => o.lit(b" NoDDClr"),
        (false, true) => o.lit(b" NoDDChk"),
        _ => {}
    }
    qtr(o, c);
    if compacted {
        o.lit(b" compacted");
    }
    match c.thread_ctrl {
        ThreadCtrl::Normal => {}
        ThreadCtrl::Atomic => o.lit(b" atomic"),
        ThreadCtrl::Switch => o.lit(b" switch"),
    }
    if c.acc_wr_ctrl {
        o.lit(b" AccWrEnable");
    }
    if inst.eot {
        o.lit(b" EOT");
    }
    if c.debug_ctrl {
        o.lit(b" Breakpoint");
    }
    let flag_visible = c.pred_ctrl != 0
        || (c.cond_modifier != 0 && !matches!(info.class, OpClass::Send | OpClass::Math));
    if !flag_visible && (c.flag_reg != 0 || c.flag_subreg != 0) {
        o.lit(b" f");
        o.u(c.flag_reg.into());
        o.c(b'.');
        o.u(c.flag_subreg.into());
    }
    o.lit(b" };");
}

fn qtr<const W: usize>(o: &mut Out<W>, c: &Control) {
    let n = 1u32 << c.exec_size;
    let q = u32::from(c.qtr_ctrl);
    if n < 8 || c.nib_ctrl {
        o.c(b' ');
        o.u(q * 2 + u32::from(c.nib_ctrl) + 1);
        o.c(b'N');
    } else if n == 8 {
        o.c(b' ');
        o.u(q + 1);
        o.c(b'Q');
    } else if n == 16 && q == 0 {
        o.lit(b" 1H");
    } else if n == 16 && q == 2 {
        o.lit(b" 2H");
    } else if q != 0 {
        o.c(b' ');
        o.u(q + 1);
        o.c(b'Q');
    }
}

fn modifier<const W: usize>(o: &mut Out<W>, m: SrcMod) {
    match m {
        SrcMod::None => {}
        SrcMod::Abs => o.lit(b"(abs)"),
        SrcMod::Neg => o.c(b'-'),
        SrcMod::NegAbs => o.lit(b"-(abs)"),
    }
}

const CHANS: [u8; 4] = [b'x', b'y', b'z', b'w'];

fn writemask<const W: usize>(o: &mut Out<W>, m: u8) {
    if m != 0xf {
        o.c(b'.');
        for (i, ch) in CHANS.iter().enumerate() {
            if m >> i & 1 != 0 {
                o.c(*ch);
            }
        }
    }
}

fn swizzle<const W: usize>(o: &mut Out<W>, sw: [u8; 4]) {
    if sw[0] == sw[1] && sw[0] == sw[2] && sw[0] == sw[3] {
        o.c(b'.');
        o.c(CHANS[usize::from(sw[0] & 3)]);
    } else if sw != [0, 1, 2, 3] {
        o.c(b'.');
        for c in sw {
            o.c(CHANS[usize::from(c & 3)]);
        }
    }
}

/// The register name (`g12`, `null`, `a0`, `acc1`, `f0`, ...).
fn reg_name<const W: usize>(o: &mut Out<W>, file: RegFile, reg: u8) {
    if file == RegFile::Grf {
        o.c(b'g');
        o.u(reg.into());
        return;
    }
    match tables::arf(reg >> 4) {
        Some(a) if a.fixed => o.arf_prefix(reg, a.prefix),
        Some(a) => {
            o.arf_prefix(reg, a.prefix);
            o.u((reg & 0xf).into());
        }
        None => {
            o.lit(b"ARF");
            o.u(reg.into());
        }
    }
}

fn subreg<const W: usize>(o: &mut Out<W>, bytes: u8, ty: Type) {
    if bytes != 0 {
        o.c(b'.');
        o.u(u32::from(bytes) / u32::from(ty.size()));
    }
}

fn indirect<const W: usize>(o: &mut Out<W>, addr_subreg: u8, imm: i16) {
    o.lit(b"g[a0");
    if addr_subreg != 0 {
        o.c(b'.');
        o.u(addr_subreg.into());
    }
    if imm != 0 {
        o.c(b' ');
        o.i(imm.into());
    }
    o.c(b']');
}

fn write_dst<const W: usize>(o: &mut Out<W>, d: &Dst, align16: bool) {
    match d.addr {
        Addr::Direct { reg, subreg: sub } => {
            reg_name(o, d.file, reg);
            subreg(o, sub, d.ty);
        }
        Addr::Indirect { addr_subreg, imm } => indirect(o, addr_subreg, imm),
    }
    o.c(b'<');
    o.u(hstride_elems(d.hstride));
    o.c(b'>');
    if align16 {
        writemask(o, d.writemask);
    }
    o.ty(d.ty);
}

fn write_src<const W: usize>(o: &mut Out<W>, src: &Src) {
    match src {
        Src::Imm { ty, value } => o.imm(*ty, *value),
        Src::TypeOnly { file, ty } => {
            // Only reachable for hand-built instructions; print the register-file placeholder.
            reg_name(o, *file, 0);
            o.lit(b"<0,1,0>");
            o.ty(*ty);
        }
        Src::Reg(r) => {
            modifier(o, r.modifier);
            match r.addr {
                Addr::Direct { reg, subreg: sub } => {
                    reg_name(o, r.file, reg);
                    subreg(o, sub, r.ty);
                }
                Addr::Indirect { addr_subreg, imm } => indirect(o, addr_subreg, imm),
            }
            match r.region {
                Region::Align1 {
                    vstride,
                    width,
                    hstride,
                } => {
                    if vstride == 15 {
                        o.lit(b"<VxH");
                    } else {
                        o.c(b'<');
                        o.u(vstride_elems(vstride).unwrap_or(0));
                    }
                    o.c(b',');
                    o.u(width_elems(width).unwrap_or(1));
                    o.c(b',');
                    o.u(hstride_elems(hstride));
                    o.c(b'>');
                }
                Region::Align16 {
                    vstride,
                    swizzle: sw,
                } => {
                    o.c(b'<');
                    o.u(vstride_elems(vstride).unwrap_or(0));
                    o.c(b'>');
                    swizzle(o, sw);
                }
            }
            o.ty(r.ty);
        }
    }
}

/// Formats an immediate with its type suffix, as Mesa does.
pub fn write_imm(s: &mut String, ty: Type, v: u32) {
    let mut b = Vec::with_capacity(48);
    push_imm(&mut b, ty, v);
    s.push_str(&String::from_utf8_lossy(&b));
}

/// Appends an immediate with its type suffix, as Mesa does (ASCII).
pub fn push_imm(b: &mut Vec<u8>, ty: Type, v: u32) {
    match ty {
        Type::D => {
            let x = v as i32;
            if x < 0 {
                b.push(b'-');
            }
            push_u32(b, x.unsigned_abs());
            b.push(b'D');
        }
        Type::Uw | Type::W if v >> 16 == v & 0xffff => {
            if ty == Type::Uw {
                b.extend_from_slice(b"0x");
                push_hex(b, v & 0xffff, 4);
                b.extend_from_slice(b"UW");
            } else {
                let x = i32::from((v & 0xffff) as u16 as i16);
                if x < 0 {
                    b.push(b'-');
                }
                push_u32(b, x.unsigned_abs());
                b.push(b'W');
            }
        }
        Type::F => {
            b.extend_from_slice(b"0x");
            push_hex(b, v, 1);
            b.extend_from_slice(b"F /* ");
            push_g(b, f64::from(f32::from_bits(v)));
            b.extend_from_slice(b"F */");
        }
        Type::Vf => {
            b.extend_from_slice(b"0x");
            push_hex(b, v, 1);
            b.extend_from_slice(b"VF /* [");
            for i in 0..4 {
                if i > 0 {
                    b.extend_from_slice(b", ");
                }
                push_g(b, vf_value((v >> (8 * i)) as u8));
                b.push(b'F');
            }
            b.extend_from_slice(b"]VF */");
        }
        _ => {
            b.extend_from_slice(b"0x");
            push_hex(b, v, 8);
            b.extend_from_slice(ty.name().as_bytes());
        }
    }
}

/// The value of one restricted 8-bit vector-float element (seed L648-L695): sign, 3-bit exponent
/// with bias 3, 4-bit mantissa; exponent 0 with mantissa 0 is zero.
pub fn vf_value(b: u8) -> f64 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = i32::from(b >> 4 & 7);
    let m = f64::from(b & 0xf);
    if e == 0 && m == 0.0 {
        return 0.0 * sign;
    }
    sign * (1.0 + m / 16.0) * 2f64.powi(e - 3)
}

/// Appends a C `%g`-style rendering (six significant digits, trailing zeros trimmed).
fn push_g(b: &mut Vec<u8>, x: f64) {
    use std::io::Write as _;
    if x == 0.0 {
        b.extend_from_slice(if x.is_sign_negative() { b"-0" } else { b"0" });
        return;
    }
    if !x.is_finite() {
        b.extend_from_slice(if x.is_nan() {
            b"nan"
        } else if x > 0.0 {
            b"inf"
        } else {
            b"-inf"
        });
        return;
    }
    // Trims trailing zeros (and a bare point) of the digits written from `from`.
    fn trim(b: &mut Vec<u8>, from: usize) {
        if b[from..].contains(&b'.') {
            while b.last() == Some(&b'0') {
                b.pop();
            }
            if b.last() == Some(&b'.') {
                b.pop();
            }
        }
    }
    // A whole number below 10^6 prints as its digits (`%g` trims the point and the zeros).
    if x.fract() == 0.0 && x.abs() < 1e6 {
        if x < 0.0 {
            b.push(b'-');
        }
        push_u32(b, x.abs() as u32);
        return;
    }
    let exp = x.abs().log10().floor() as i32;
    let from = b.len();
    if !(-4..6).contains(&exp) {
        // Writing into a Vec cannot fail.
        let _ = write!(b, "{x:.5e}");
        let epos = b[from..]
            .iter()
            .position(|&c| c == b'e')
            .map_or(b.len(), |p| from + p);
        let e: i32 = std::str::from_utf8(&b[epos.min(b.len())..])
            .ok()
            .and_then(|t| t.strip_prefix('e'))
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        b.truncate(epos);
        trim(b, from);
        b.push(b'e');
        b.push(if e < 0 { b'-' } else { b'+' });
        if e.unsigned_abs() < 10 {
            b.push(b'0');
        }
        push_u32(b, e.unsigned_abs());
    } else {
        let decimals = (5 - exp).max(0) as usize;
        if !push_fixed(b, x, decimals) {
            let _ = write!(b, "{x:.decimals$}");
        }
        trim(b, from);
    }
}

/// Appends `x` with `decimals` (at most 9) digits after the point, as `{x:.decimals$}` does,
/// when its rounding is not a tie: the exact binary value times `10^decimals` is an integer
/// product shifted right (53 + 30 bits fit a `u128`), rounded by the bits shifted out. Returns
/// false, having appended nothing, for a tie (left to `fmt`, whose tie rule then applies), a
/// subnormal, a value of 2^53 or more, or more decimals. (`fmt` cost ~3,700 instructions a
/// float immediate.)
fn push_fixed(b: &mut Vec<u8>, x: f64, decimals: usize) -> bool {
    const POW10: [u64; 10] = [
        1,
        10,
        100,
        1_000,
        10_000,
        100_000,
        1_000_000,
        10_000_000,
        100_000_000,
        1_000_000_000,
    ];
    let Some(&scale) = POW10.get(decimals) else {
        return false;
    };
    let bits = x.to_bits();
    let biased = (bits >> 52 & 0x7ff) as u32;
    // |x| = m * 2^-shift, 0 < shift < 128.
    if biased == 0 || !(1076 - 127..1075).contains(&biased) {
        return false;
    }
    let m = u128::from(bits & ((1u64 << 52) - 1) | 1u64 << 52);
    let shift = 1075 - biased;
    let prod = m * u128::from(scale);
    let rest = prod & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    if rest == half {
        return false;
    }
    let q = (prod >> shift) + u128::from(rest > half);
    let Ok(q) = u64::try_from(q) else {
        return false;
    };
    if x < 0.0 {
        b.push(b'-');
    }
    let (int, frac) = (q / scale, q % scale);
    let mut tmp = [0u8; 20];
    let mut k = tmp.len();
    let mut v = int;
    loop {
        k -= 1;
        tmp[k] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    b.extend_from_slice(&tmp[k..]);
    if decimals > 0 {
        b.push(b'.');
        let mut d = [b'0'; 9];
        let mut f = frac;
        for slot in d[..decimals].iter_mut().rev() {
            *slot = b'0' + (f % 10) as u8;
            f /= 10;
        }
        b.extend_from_slice(&d[..decimals]);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`push_fixed`] writes what `fmt` writes whenever it writes anything: every float
    /// immediate's `%g` range (and beyond: `decimals` 0 to 9) over random f32 values, every
    /// vector-float element, and ties (which it leaves to `fmt`); it takes most non-ties.
    #[test]
    fn push_fixed_matches_fmt() {
        let mut r = crate::arbitrary::Rng::new(7);
        let mut values: Vec<f64> = (0..=255u8).map(vf_value).collect();
        values.extend([
            0.5,
            2.5,
            12345.25,
            0.125,
            -0.0625,
            999_999.5,
            1e-4,
            0.3,
            1.0 / 3.0,
        ]);
        for _ in 0..400_000 {
            values.push(f64::from(f32::from_bits(r.next_u64() as u32)));
        }
        let (mut taken, mut ties) = (0, 0);
        for &x in &values {
            for decimals in 0..=9 {
                let mut got = Vec::new();
                if push_fixed(&mut got, x, decimals) {
                    taken += 1;
                    assert_eq!(
                        String::from_utf8(got).unwrap(),
                        format!("{x:.decimals$}"),
                        "{x:e} to {decimals}"
                    );
                } else {
                    assert!(got.is_empty());
                    ties += usize::from(x.is_finite() && x.abs() < 1e6 && x.abs() >= 1e-4);
                }
            }
        }
        assert!(taken > 1_000_000, "{taken} taken");
        assert!(ties > 0);
    }

    #[test]
    fn listing_matches_one_at_a_time() {
        let mut r = crate::arbitrary::Rng::new(42);
        let mut listing = Listing::new();
        let mut expect = String::new();
        for _ in 0..2000 {
            let i = crate::arbitrary::instruction(&mut r);
            listing.push_instruction(&i, false);
            expect.push_str(&format_instruction(&i, false));
            expect.push('\n');
        }
        assert_eq!(String::from_utf8_lossy(listing.as_bytes()), expect);
        listing.clear();
        assert!(listing.is_empty());
    }

    #[test]
    fn numbers() {
        let mut v = Vec::new();
        push_u32(&mut v, 0);
        v.push(b' ');
        push_u32(&mut v, 4_294_967_295);
        v.push(b' ');
        push_hex(&mut v, 0x1f, 4);
        assert_eq!(v, b"0 4294967295 001f");
        let mut w = [0u8; 64 + SLACK];
        let mut o = Out {
            buf: &mut w,
            n: 0,
            line_start: 0,
        };
        o.u(7);
        o.c(b' ');
        o.u(99);
        o.c(b' ');
        o.u(123_456);
        o.c(b' ');
        o.i(-32768);
        o.pad(30);
        o.c(b'|');
        let n = o.n;
        assert_eq!(&w[..n], b"7 99 123456 -32768            |");
    }

    /// `%g` renderings as C's printf gives them (whole numbers below 10^6 take the short path).
    #[test]
    fn g_format() {
        let cases: [(f64, &str); 12] = [
            (60.0, "60"),
            (-3.0, "-3"),
            (1.0, "1"),
            (999_999.0, "999999"),
            (1_000_000.0, "1e+06"),
            (-1_234_567.0, "-1.23457e+06"),
            (0.5, "0.5"),
            (0.01, "0.01"),
            (5.2, "5.2"),
            (123_456.5, "123456"),
            (4e-9, "4e-09"),
            (-0.0, "-0"),
        ];
        for (x, want) in cases {
            let mut v = Vec::new();
            push_g(&mut v, x);
            assert_eq!(String::from_utf8_lossy(&v), want, "{x}");
        }
    }

    #[test]
    fn window_overflow_is_flagged() {
        let mut w = [0u8; 8 + SLACK];
        let mut o = Out {
            buf: &mut w,
            n: 0,
            line_start: 0,
        };
        o.lit(b"01234567");
        assert!(!o.fits());
        let mut o = Out {
            buf: &mut w,
            n: 0,
            line_start: 0,
        };
        o.lit(b"0123456");
        o.hex(0xabc, 1);
        assert!(!o.fits());
        let mut o = Out {
            buf: &mut w,
            n: 0,
            line_start: 0,
        };
        o.pad(7);
        assert!(o.fits());
        assert_eq!(&w[..7], b"       ");
    }
}
