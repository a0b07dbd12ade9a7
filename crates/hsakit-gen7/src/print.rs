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

/// Size of the stack buffer an instruction is formatted in before it is appended to the caller's
/// buffer in one copy (longer text spills early; no line comes close).
const LINE: usize = 512;

/// The output of one instruction: a stack buffer, spilled into the caller's `Vec` when full and
/// at the end. `line_start` is the position (counted over everything written for this
/// instruction) where the current line starts, for Mesa's column padding.
struct Out<'a> {
    vec: &'a mut Vec<u8>,
    buf: [u8; LINE],
    n: usize,
    spilled: usize,
    line_start: usize,
}

impl Out<'_> {
    /// Makes room for `k` more bytes in the stack buffer.
    #[inline(always)]
    fn room(&mut self, k: usize) {
        if self.n + k > LINE {
            self.spill();
        }
    }

    #[cold]
    fn spill(&mut self) {
        self.vec.extend_from_slice(&self.buf[..self.n]);
        self.spilled += self.n;
        self.n = 0;
    }

    #[inline(always)]
    fn s(&mut self, s: &str) {
        let b = s.as_bytes();
        if b.len() > LINE {
            self.spill();
            self.vec.extend_from_slice(b);
            self.spilled += b.len();
            return;
        }
        self.room(b.len());
        if let Some(dst) = self.buf.get_mut(self.n..self.n + b.len()) {
            for (d, c) in dst.iter_mut().zip(b) {
                *d = *c;
            }
        }
        self.n += b.len();
    }

    #[inline(always)]
    fn c(&mut self, c: u8) {
        self.room(1);
        if let Some(d) = self.buf.get_mut(self.n) {
            *d = c;
        }
        self.n += 1;
    }

    /// Decimal digits of `v` (two-digit table for the common small values).
    #[inline(always)]
    fn u(&mut self, v: u32) {
        if v < 10 {
            self.c(b'0' + v as u8);
        } else if v < 100 {
            let i = v as usize * 2;
            self.c(DIGITS2[i]);
            self.c(DIGITS2[i + 1]);
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

    /// Hexadecimal digits of `v`, at least `min_digits` of them.
    fn hex(&mut self, v: u32, min_digits: usize) {
        let digits = (8 - (v.leading_zeros() as usize) / 4).clamp(min_digits.clamp(1, 8), 8);
        self.room(digits);
        for k in (0..digits).rev() {
            self.c(HEX[(v >> (4 * k) & 0xf) as usize]);
        }
    }

    /// Where the next byte goes, counted from the start of the current line.
    #[inline(always)]
    fn col(&self) -> usize {
        self.spilled + self.n - self.line_start
    }

    /// Mesa's `pad`: at least one space, then up to column `col`.
    #[inline(always)]
    fn pad(&mut self, col: usize) {
        let k = col.saturating_sub(self.col()).max(1);
        // Spaces go in 16-byte stores; the bytes past `k` are overwritten by what follows.
        self.room(k + 16);
        let mut done = 0;
        while done < k {
            if let Some(d) = self.buf.get_mut(self.n + done..self.n + done + 16) {
                d.copy_from_slice(&[b' '; 16]);
            }
            done += 16;
        }
        self.n += k;
    }

    fn newline(&mut self) {
        self.c(b'\n');
        self.line_start = self.spilled + self.n;
    }

    /// Appends the finished text to the caller's buffer.
    fn finish(self) {
        self.vec.extend_from_slice(&self.buf[..self.n]);
    }

    /// Appends an immediate through the byte-vector formatter.
    fn imm(&mut self, ty: Type, v: u32) {
        let mut tmp = Vec::new();
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
                self.s("0x");
                self.hex(v & 0xffff, 4);
                self.s("UW");
            }
            Type::W if v >> 16 == v & 0xffff => {
                self.i(i32::from((v & 0xffff) as u16 as i16));
                self.c(b'W');
            }
            _ => {
                self.s("0x");
                self.hex(v, 8);
                self.s(ty.name());
            }
        }
    }
}

/// "00" to "99".
static DIGITS2: [u8; 200] = {
    let mut t = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
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
    let mut o = Out {
        vec: buf,
        buf: [0; LINE],
        n: 0,
        spilled: 0,
        line_start: 0,
    };
    write_instruction(&mut o, inst, compacted);
    o.finish();
}

fn write_instruction(o: &mut Out, inst: &Instruction, compacted: bool) {
    let Some(info) = inst.info() else {
        o.s("illegal");
        return;
    };
    let c = &inst.ctrl;
    if c.pred_ctrl != 0 {
        o.s(if c.pred_inv { "(-f" } else { "(+f" });
        o.u(c.flag_reg.into());
        o.c(b'.');
        o.u(c.flag_subreg.into());
        if c.pred_ctrl != 1 {
            let table = if c.access_mode == AccessMode::Align16 {
                g::PRED_ALIGN16
            } else {
                g::PRED_ALIGN1
            };
            o.c(b'.');
            match tables::name_of(table, c.pred_ctrl) {
                Some(n) => o.s(n),
                None => {
                    o.s("pred");
                    o.u(c.pred_ctrl.into());
                }
            }
        }
        o.s(") ");
    }
    o.s(info.name);
    if c.saturate {
        o.s(".sat");
    }
    match info.class {
        OpClass::Math => {
            o.c(b' ');
            match tables::name_of(g::MATH_FUNCTIONS, c.cond_modifier) {
                Some(n) => o.s(n),
                None => {
                    o.s("fc");
                    o.u(c.cond_modifier.into());
                }
            }
        }
        OpClass::Send => {}
        _ => {
            if c.cond_modifier != 0 {
                o.c(b'.');
                match tables::name_of(g::COND_MODS, c.cond_modifier) {
                    Some(n) => o.s(n),
                    None => {
                        o.s("cmod");
                        o.u(c.cond_modifier.into());
                    }
                }
                o.s(".f");
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
            o.s("<1>");
            writemask(o, dst.writemask);
            o.s(dt.name());
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
                    o.s("<0,1,0>");
                } else {
                    if s.subreg != 0 {
                        o.c(b'.');
                        o.u(sub);
                    }
                    o.s("<4,4,1>");
                    swizzle(o, s.swizzle);
                }
                o.s(st.name());
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
                o.s("JIP: ");
                o.i((jip & 0xffff) as u16 as i16 as i32);
                if info.jump.is_some_and(|j| j.uip) {
                    o.s(" UIP: ");
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
                        o.s("0x");
                        o.hex(value | u32::from(inst.eot) << 31, 8);
                    }
                    other => {
                        write_src(o, other);
                        o.pad(64);
                        let dw3 = crate::native::encode_native(inst)
                            .map_or(0, |w| g::IMM32.get(w) & 0x7fff_ffff);
                        o.s("0x");
                        o.hex(dw3, 8);
                    }
                }
                o.newline();
                o.pad(28);
                match tables::name_of(g::SFIDS, c.cond_modifier) {
                    Some(n) => o.s(n),
                    None => {
                        o.s("sfid");
                        o.u(c.cond_modifier.into());
                    }
                }
                o.s(" MsgDesc:");
                if let Src::Imm { value, .. } = src1 {
                    o.s(" mlen ");
                    o.u(value >> 25 & 0xf);
                    o.s(" rlen ");
                    o.u(value >> 20 & 0x1f);
                } else {
                    o.s(" indirect");
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
    o.s(if align16 { "{ align16" } else { "{ align1" });
    if c.no_mask {
        o.s(" WE_all");
    }
    match (c.no_dd_clr, c.no_dd_chk) {
        (true, true) => o.s(" NoDDClr,NoDDChk"),
        (true, false) => o.s(" NoDDClr"),
        (false, true) => o.s(" NoDDChk"),
        _ => {}
    }
    qtr(o, c);
    if compacted {
        o.s(" compacted");
    }
    match c.thread_ctrl {
        ThreadCtrl::Normal => {}
        ThreadCtrl::Atomic => o.s(" atomic"),
        ThreadCtrl::Switch => o.s(" switch"),
    }
    if c.acc_wr_ctrl {
        o.s(" AccWrEnable");
    }
    if inst.eot {
        o.s(" EOT");
    }
    if c.debug_ctrl {
        o.s(" Breakpoint");
    }
    let flag_visible = c.pred_ctrl != 0
        || (c.cond_modifier != 0 && !matches!(info.class, OpClass::Send | OpClass::Math));
    if !flag_visible && (c.flag_reg != 0 || c.flag_subreg != 0) {
        o.s(" f");
        o.u(c.flag_reg.into());
        o.c(b'.');
        o.u(c.flag_subreg.into());
    }
    o.s(" };");
}

fn qtr(o: &mut Out, c: &Control) {
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
        o.s(" 1H");
    } else if n == 16 && q == 2 {
        o.s(" 2H");
    } else if q != 0 {
        o.c(b' ');
        o.u(q + 1);
        o.c(b'Q');
    }
}

fn modifier(o: &mut Out, m: SrcMod) {
    match m {
        SrcMod::None => {}
        SrcMod::Abs => o.s("(abs)"),
        SrcMod::Neg => o.c(b'-'),
        SrcMod::NegAbs => o.s("-(abs)"),
    }
}

const CHANS: [u8; 4] = [b'x', b'y', b'z', b'w'];

fn writemask(o: &mut Out, m: u8) {
    if m != 0xf {
        o.c(b'.');
        for (i, ch) in CHANS.iter().enumerate() {
            if m >> i & 1 != 0 {
                o.c(*ch);
            }
        }
    }
}

fn swizzle(o: &mut Out, sw: [u8; 4]) {
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
fn reg_name(o: &mut Out, file: RegFile, reg: u8) {
    if file == RegFile::Grf {
        o.c(b'g');
        o.u(reg.into());
        return;
    }
    match tables::arf(reg >> 4) {
        Some(a) if a.fixed => o.s(a.prefix),
        Some(a) => {
            o.s(a.prefix);
            o.u((reg & 0xf).into());
        }
        None => {
            o.s("ARF");
            o.u(reg.into());
        }
    }
}

fn subreg(o: &mut Out, bytes: u8, ty: Type) {
    if bytes != 0 {
        o.c(b'.');
        o.u(u32::from(bytes) / u32::from(ty.size()));
    }
}

fn indirect(o: &mut Out, addr_subreg: u8, imm: i16) {
    o.s("g[a0");
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

fn write_dst(o: &mut Out, d: &Dst, align16: bool) {
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
    o.s(d.ty.name());
}

fn write_src(o: &mut Out, src: &Src) {
    match src {
        Src::Imm { ty, value } => o.imm(*ty, *value),
        Src::TypeOnly { file, ty } => {
            // Only reachable for hand-built instructions; print the register-file placeholder.
            reg_name(o, *file, 0);
            o.s("<0,1,0>");
            o.s(ty.name());
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
                        o.s("<VxH");
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
            o.s(r.ty.name());
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
        let _ = write!(b, "{x:.decimals$}");
        trim(b, from);
    }
}
