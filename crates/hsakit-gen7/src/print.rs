//! The printer: Mesa's brw disassembly syntax (as in Mesa's assembler test corpus).
//!
//! Output re-assembles to the same bytes. Where Mesa's text would lose a field (a non-default
//! placeholder operand, for instance) the printer spells it out in a form the assembler reads:
//! the placeholder src1 of a one-source instruction is printed as an extra operand, and a jump
//! with non-default implicit operands is printed with explicit operands.

use crate::asm::{default_jump_operands, default_src1};
use crate::generated as g;
use crate::inst::*;
use crate::tables::{self, OpClass};
use std::fmt::Write as _;

struct Out {
    s: String,
    line_start: usize,
}

impl Out {
    fn col(&self) -> usize {
        self.s.len() - self.line_start
    }

    /// Mesa's `pad`: at least one space, then up to column `c`.
    fn pad(&mut self, c: usize) {
        let k = c.saturating_sub(self.col()).max(1);
        self.s.extend(std::iter::repeat_n(' ', k));
    }

    fn newline(&mut self) {
        self.s.push('\n');
        self.line_start = self.s.len();
    }
}

/// Formats one instruction as a line of Mesa syntax (no trailing newline; `send` takes two lines).
/// `compacted` adds the `compacted` option.
pub fn format_instruction(inst: &Instruction, compacted: bool) -> String {
    let mut o = Out {
        s: String::with_capacity(96),
        line_start: 0,
    };
    write_instruction(&mut o, inst, compacted);
    o.s
}

fn write_instruction(o: &mut Out, inst: &Instruction, compacted: bool) {
    let Some(info) = inst.info() else {
        let _ = write!(o.s, "illegal");
        return;
    };
    let c = &inst.ctrl;
    if c.pred_ctrl != 0 {
        let _ = write!(
            o.s,
            "({}f{}.{}",
            if c.pred_inv { '-' } else { '+' },
            c.flag_reg,
            c.flag_subreg
        );
        if c.pred_ctrl != 1 {
            let table = if c.access_mode == AccessMode::Align16 {
                g::PRED_ALIGN16
            } else {
                g::PRED_ALIGN1
            };
            match tables::name_of(table, c.pred_ctrl) {
                Some(n) => {
                    let _ = write!(o.s, ".{n}");
                }
                None => {
                    let _ = write!(o.s, ".pred{}", c.pred_ctrl);
                }
            }
        }
        o.s.push_str(") ");
    }
    o.s.push_str(info.name);
    if c.saturate {
        o.s.push_str(".sat");
    }
    match info.class {
        OpClass::Math => match tables::name_of(g::MATH_FUNCTIONS, c.cond_modifier) {
            Some(n) => {
                let _ = write!(o.s, " {n}");
            }
            None => {
                let _ = write!(o.s, " fc{}", c.cond_modifier);
            }
        },
        OpClass::Send => {}
        _ => {
            if c.cond_modifier != 0 {
                match tables::name_of(g::COND_MODS, c.cond_modifier) {
                    Some(n) => {
                        let _ = write!(o.s, ".{n}");
                    }
                    None => {
                        let _ = write!(o.s, ".cmod{}", c.cond_modifier);
                    }
                }
                let _ = write!(o.s, ".f{}.{}", c.flag_reg, c.flag_subreg);
            }
        }
    }
    let _ = write!(o.s, "({})", 1u32 << c.exec_size);
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
            let _ = write!(o.s, "g{}", dst.reg);
            let dsub = u32::from(dst.subreg) * 4 / u32::from(dt.size());
            if dst.subreg != 0 {
                let _ = write!(o.s, ".{dsub}");
            }
            o.s.push_str("<1>");
            writemask(&mut o.s, dst.writemask);
            o.s.push_str(dt.name());
            let st = src_type.ty();
            for (i, s) in src.iter().enumerate() {
                o.pad(32 + 16 * i);
                modifier(&mut o.s, s.modifier);
                let _ = write!(o.s, "g{}", s.reg);
                let sub = u32::from(s.subreg) * 4 / u32::from(st.size());
                if s.rep_ctrl {
                    let _ = write!(o.s, ".{sub}<0,1,0>");
                } else {
                    if s.subreg != 0 {
                        let _ = write!(o.s, ".{sub}");
                    }
                    o.s.push_str("<4,4,1>");
                    swizzle(&mut o.s, s.swizzle);
                }
                o.s.push_str(st.name());
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
                let _ = write!(o.s, "JIP: {}", (jip & 0xffff) as u16 as i16);
                if info.jump.is_some_and(|j| j.uip) {
                    let _ = write!(o.s, " UIP: {}", (jip >> 16) as u16 as i16);
                }
            }
            OpClass::Send => {
                o.pad(16);
                write_dst(&mut o.s, dst, align16);
                o.pad(32);
                write_src(&mut o.s, src0, align16);
                o.pad(48);
                match src1 {
                    Src::Imm { value, .. } => {
                        let _ = write!(o.s, "0x{:08x}", value | u32::from(inst.eot) << 31);
                    }
                    other => {
                        write_src(&mut o.s, other, align16);
                        o.pad(64);
                        let dw3 = crate::native::encode_native(inst)
                            .map_or(0, |w| g::IMM32.get(w) & 0x7fff_ffff);
                        let _ = write!(o.s, "0x{dw3:08x}");
                    }
                }
                o.newline();
                o.pad(28);
                match tables::name_of(g::SFIDS, c.cond_modifier) {
                    Some(n) => o.s.push_str(n),
                    None => {
                        let _ = write!(o.s, "sfid{}", c.cond_modifier);
                    }
                }
                o.s.push_str(" MsgDesc:");
                if let Src::Imm { value, .. } = src1 {
                    let _ = write!(
                        o.s,
                        " mlen {} rlen {}",
                        value >> 25 & 0xf,
                        value >> 20 & 0x1f
                    );
                } else {
                    o.s.push_str(" indirect");
                }
            }
            _ => {
                o.pad(16);
                write_dst(&mut o.s, dst, align16);
                o.pad(32);
                write_src(&mut o.s, src0, align16);
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
                    write_src(&mut o.s, src1, align16);
                }
            }
        },
    }
    o.pad(64);
    o.s.push('{');
    o.s.push(' ');
    o.s.push_str(if align16 { "align16" } else { "align1" });
    if c.no_mask {
        o.s.push_str(" WE_all");
    }
    match (c.no_dd_clr, c.no_dd_chk) {
        (true, true) => o.s.push_str(" NoDDClr,NoDDChk"),
        (true, false) => o.s.push_str(" NoDDClr"),
        (false, true) => o.s.push_str(" NoDDChk"),
        _ => {}
    }
    qtr(&mut o.s, c);
    if compacted {
        o.s.push_str(" compacted");
    }
    match c.thread_ctrl {
        ThreadCtrl::Normal => {}
        ThreadCtrl::Atomic => o.s.push_str(" atomic"),
        ThreadCtrl::Switch => o.s.push_str(" switch"),
    }
    if c.acc_wr_ctrl {
        o.s.push_str(" AccWrEnable");
    }
    if inst.eot {
        o.s.push_str(" EOT");
    }
    if c.debug_ctrl {
        o.s.push_str(" Breakpoint");
    }
    let flag_visible = c.pred_ctrl != 0
        || (c.cond_modifier != 0 && !matches!(info.class, OpClass::Send | OpClass::Math));
    if !flag_visible && (c.flag_reg != 0 || c.flag_subreg != 0) {
        let _ = write!(o.s, " f{}.{}", c.flag_reg, c.flag_subreg);
    }
    o.s.push_str(" };");
}

fn qtr(s: &mut String, c: &Control) {
    let n = 1u32 << c.exec_size;
    let q = u32::from(c.qtr_ctrl);
    if n < 8 || c.nib_ctrl {
        let _ = write!(s, " {}N", q * 2 + u32::from(c.nib_ctrl) + 1);
    } else if n == 8 {
        let _ = write!(s, " {}Q", q + 1);
    } else if n == 16 && q == 0 {
        s.push_str(" 1H");
    } else if n == 16 && q == 2 {
        s.push_str(" 2H");
    } else if q != 0 {
        let _ = write!(s, " {}Q", q + 1);
    }
}

fn modifier(s: &mut String, m: SrcMod) {
    match m {
        SrcMod::None => {}
        SrcMod::Abs => s.push_str("(abs)"),
        SrcMod::Neg => s.push('-'),
        SrcMod::NegAbs => s.push_str("-(abs)"),
    }
}

const CHANS: [char; 4] = ['x', 'y', 'z', 'w'];

fn writemask(s: &mut String, m: u8) {
    if m != 0xf {
        s.push('.');
        for (i, ch) in CHANS.iter().enumerate() {
            if m >> i & 1 != 0 {
                s.push(*ch);
            }
        }
    }
}

fn swizzle(s: &mut String, sw: [u8; 4]) {
    if sw[0] == sw[1] && sw[0] == sw[2] && sw[0] == sw[3] {
        s.push('.');
        s.push(CHANS[usize::from(sw[0] & 3)]);
    } else if sw != [0, 1, 2, 3] {
        s.push('.');
        for c in sw {
            s.push(CHANS[usize::from(c & 3)]);
        }
    }
}

/// The register name (`g12`, `null`, `a0`, `acc1`, `f0`, ...).
fn reg_name(s: &mut String, file: RegFile, reg: u8) {
    if file == RegFile::Grf {
        let _ = write!(s, "g{reg}");
        return;
    }
    match tables::arf(reg >> 4) {
        Some(a) if a.fixed => s.push_str(a.prefix),
        Some(a) => {
            let _ = write!(s, "{}{}", a.prefix, reg & 0xf);
        }
        None => {
            let _ = write!(s, "ARF{reg}");
        }
    }
}

fn subreg(s: &mut String, bytes: u8, ty: Type) {
    if bytes != 0 {
        let _ = write!(s, ".{}", u32::from(bytes) / u32::from(ty.size()));
    }
}

fn indirect(s: &mut String, addr_subreg: u8, imm: i16) {
    s.push_str("g[a0");
    if addr_subreg != 0 {
        let _ = write!(s, ".{addr_subreg}");
    }
    if imm != 0 {
        let _ = write!(s, " {imm}");
    }
    s.push(']');
}

fn write_dst(s: &mut String, d: &Dst, align16: bool) {
    match d.addr {
        Addr::Direct { reg, subreg: sub } => {
            reg_name(s, d.file, reg);
            subreg(s, sub, d.ty);
        }
        Addr::Indirect { addr_subreg, imm } => indirect(s, addr_subreg, imm),
    }
    let _ = write!(s, "<{}>", hstride_elems(d.hstride));
    if align16 {
        writemask(s, d.writemask);
    }
    s.push_str(d.ty.name());
}

fn write_src(s: &mut String, src: &Src, align16: bool) {
    match src {
        Src::Imm { ty, value } => write_imm(s, *ty, *value),
        Src::TypeOnly { file, ty } => {
            // Only reachable for hand-built instructions; print the register-file placeholder.
            reg_name(s, *file, 0);
            let _ = write!(s, "<0,1,0>{}", ty.name());
        }
        Src::Reg(r) => {
            modifier(s, r.modifier);
            match r.addr {
                Addr::Direct { reg, subreg: sub } => {
                    reg_name(s, r.file, reg);
                    subreg(s, sub, r.ty);
                }
                Addr::Indirect { addr_subreg, imm } => indirect(s, addr_subreg, imm),
            }
            match r.region {
                Region::Align1 {
                    vstride,
                    width,
                    hstride,
                } => {
                    if vstride == 15 {
                        s.push_str("<VxH");
                    } else {
                        let _ = write!(s, "<{}", vstride_elems(vstride).unwrap_or(0));
                    }
                    let _ = write!(
                        s,
                        ",{},{}>",
                        width_elems(width).unwrap_or(1),
                        hstride_elems(hstride)
                    );
                }
                Region::Align16 {
                    vstride,
                    swizzle: sw,
                } => {
                    let _ = write!(s, "<{}>", vstride_elems(vstride).unwrap_or(0));
                    swizzle(s, sw);
                }
            }
            let _ = align16;
            s.push_str(r.ty.name());
        }
    }
}

/// Formats an immediate with its type suffix, as Mesa does.
pub fn write_imm(s: &mut String, ty: Type, v: u32) {
    match ty {
        Type::Ud => {
            let _ = write!(s, "0x{v:08x}UD");
        }
        Type::D => {
            let _ = write!(s, "{}D", v as i32);
        }
        Type::Uw | Type::W => {
            if v >> 16 == v & 0xffff {
                if ty == Type::Uw {
                    let _ = write!(s, "0x{:04x}UW", v & 0xffff);
                } else {
                    let _ = write!(s, "{}W", (v & 0xffff) as u16 as i16);
                }
            } else {
                let _ = write!(s, "0x{v:08x}{}", ty.name());
            }
        }
        Type::F => {
            let _ = write!(s, "0x{v:x}F /* {}F */", fmt_g(f64::from(f32::from_bits(v))));
        }
        Type::Vf => {
            let _ = write!(s, "0x{v:x}VF /* [");
            for i in 0..4 {
                if i > 0 {
                    s.push_str(", ");
                }
                let _ = write!(s, "{}F", fmt_g(vf_value((v >> (8 * i)) as u8)));
            }
            s.push_str("]VF */");
        }
        Type::V | Type::Uv => {
            let _ = write!(s, "0x{v:08x}{}", ty.name());
        }
        Type::Ub | Type::B | Type::Df => {
            let _ = write!(s, "0x{v:08x}{}", ty.name());
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

/// A C `%g`-style rendering (six significant digits, trailing zeros trimmed).
fn fmt_g(x: f64) -> String {
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    if !x.is_finite() {
        return if x.is_nan() {
            "nan".into()
        } else if x > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let exp = x.abs().log10().floor() as i32;
    let trim = |t: String| -> String {
        if t.contains('.') {
            t.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            t
        }
    };
    if !(-4..6).contains(&exp) {
        let t = format!("{:.5e}", x);
        let (m, e) = t.split_once('e').unwrap_or((&t, "0"));
        let e: i32 = e.parse().unwrap_or(0);
        format!(
            "{}e{}{:02}",
            trim(m.to_string()),
            if e < 0 { '-' } else { '+' },
            e.abs()
        )
    } else {
        let decimals = (5 - exp).max(0) as usize;
        trim(format!("{x:.decimals$}"))
    }
}
