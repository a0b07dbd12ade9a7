//! VEXPORT (seed Table 121, L8186-8209): `export <target> <v|off> x4 [done] [row_en]`, as
//! llvm-mc-19 prints and accepts it. The target names are LLVM's (seed: MRT0-7, Z, position
//! 0-4, primitive data, dual-source blend left/right); other target numbers print as
//! `invalid_target_N`. Bits the table leaves unassigned are ignored (llvm-mc-19 does too).

use crate::generated::fields::{
    VEXPORT_DONE, VEXPORT_EN, VEXPORT_ROW, VEXPORT_TARGET, VEXPORT_VSRC0, VEXPORT_VSRC1,
    VEXPORT_VSRC2, VEXPORT_VSRC3,
};
use crate::inst::{Instruction, MAX_OPERANDS, Modifiers, Opcode, Operand, Wave};
use crate::table::{Field, Format};
use std::fmt::Write;

const VSRC: [Field; 4] = [VEXPORT_VSRC0, VEXPORT_VSRC1, VEXPORT_VSRC2, VEXPORT_VSRC3];

/// The opcode row of EXPORT (added by `data/rdna4/errata.toml`).
pub fn opcode() -> Option<Opcode> {
    Opcode::lookup(Format::Vexport, 0)
}

/// Decodes the 64-bit VEXPORT image `bits`.
pub fn decode(bits: u128, wave: Wave) -> Option<Instruction> {
    let opcode = opcode()?;
    let en = VEXPORT_EN.get(bits);
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    for (i, f) in VSRC.iter().enumerate() {
        operands[i] = if en >> i & 1 != 0 {
            Operand::Vgpr {
                first: f.get(bits) as u8,
                count: 1,
            }
        } else {
            Operand::Text("off")
        };
    }
    Some(Instruction {
        opcode,
        operands,
        count: 4,
        mods: Modifiers {
            export: crate::inst::Export {
                target: VEXPORT_TARGET.get(bits) as u8,
                done: VEXPORT_DONE.get(bits) != 0,
                row: VEXPORT_ROW.get(bits) != 0,
            },
            ..Modifiers::default()
        },
        wave,
    })
}

/// The 64-bit image of an EXPORT instruction (ENCODING bits included by the caller).
pub fn encode(inst: &Instruction, mut bits: u128) -> u128 {
    let e = &inst.mods.export;
    let mut en = 0;
    for (i, (f, op)) in VSRC.iter().zip(inst.operands()).enumerate() {
        if let Operand::Vgpr { first, .. } = *op {
            bits = f.set(bits, u32::from(first));
            en |= 1 << i;
        }
    }
    bits = VEXPORT_EN.set(bits, en);
    bits = VEXPORT_TARGET.set(bits, u32::from(e.target));
    bits = VEXPORT_DONE.set(bits, u32::from(e.done));
    VEXPORT_ROW.set(bits, u32::from(e.row))
}

fn target_name(out: &mut String, t: u8) {
    let _ = match t {
        0..=7 => write!(out, "mrt{t}"),
        8 => write!(out, "mrtz"),
        12..=16 => write!(out, "pos{}", t - 12),
        20 => write!(out, "prim"),
        21 => write!(out, "dual_src_blend0"),
        22 => write!(out, "dual_src_blend1"),
        _ => write!(out, "invalid_target_{t}"),
    };
}

/// The target number of an LLVM target name.
fn parse_target(s: &str) -> Option<u8> {
    let num = |p: &str| s.strip_prefix(p).and_then(|n| n.parse::<u8>().ok());
    match s {
        "mrtz" => Some(8),
        "prim" => Some(20),
        "dual_src_blend0" => Some(21),
        "dual_src_blend1" => Some(22),
        _ => num("mrt")
            .filter(|n| *n < 8)
            .or_else(|| num("pos").filter(|n| *n < 5).map(|n| n + 12)),
    }
}

/// Writes `export <target> <srcs>[ done][ row_en]`.
pub fn write(out: &mut String, inst: &Instruction) {
    let e = &inst.mods.export;
    out.push_str("export ");
    target_name(out, e.target);
    for (i, op) in inst.operands().iter().take(4).enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        crate::print::operand(out, op, crate::table::Cls::Other);
    }
    if e.done {
        out.push_str(" done");
    }
    if e.row {
        out.push_str(" row_en");
    }
}

/// Parses the operands and modifiers after `export`; `Err` names what is wrong.
pub fn assemble(rest: &str, wave: Wave) -> Result<Instruction, &'static str> {
    let opcode = opcode().ok_or("EXPORT is not in the opcode table")?;
    let rest = rest.trim();
    let (target, rest) = rest
        .split_once(char::is_whitespace)
        .ok_or("expected a target")?;
    let mut export = crate::inst::Export {
        target: parse_target(target).ok_or("unknown export target")?,
        ..Default::default()
    };
    let mut parts = rest.split(',').map(str::trim);
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    for (i, slot) in operands.iter_mut().take(4).enumerate() {
        let p = parts.next().ok_or("export takes four sources")?;
        // The last source carries the modifiers.
        let mut words = p.split_whitespace();
        let src = words.next().ok_or("expected a VGPR or `off`")?;
        if i < 3 && words.clone().next().is_some() {
            return Err("expected `,`");
        }
        for w in words {
            match w {
                "done" => export.done = true,
                "row_en" => export.row = true,
                _ => return Err("unknown export modifier"),
            }
        }
        *slot = match src {
            "off" => Operand::Text("off"),
            v => {
                let n: u8 = v
                    .strip_prefix('v')
                    .and_then(|n| n.parse().ok())
                    .ok_or("expected a VGPR or `off`")?;
                Operand::Vgpr { first: n, count: 1 }
            }
        };
    }
    if parts.next().is_some() {
        return Err("export takes four sources");
    }
    Ok(Instruction {
        opcode,
        operands,
        count: 4,
        mods: Modifiers {
            export,
            ..Modifiers::default()
        },
        wave,
    })
}
