//! Assembler checks of the register-region restrictions of seed §3.3.9 (L2177-L2362).
//!
//! The checks apply to the operands written in the source; the implicit operands of `send`,
//! jumps and the placeholder src1 of one-source instructions are not regions and are skipped.
//! A Gen7 DF element counts as a pair of floats (L468, L2284-L2303), so sizes use 4 bytes for DF.
//! Rule 7.D (flow control must be Align1) is a warning: Mesa's own corpus assembles Align16
//! `break`/`while`.

use crate::inst::*;
use crate::tables::OpClass;
use hsakit_diag::{Diagnostic, Severity, Span};

/// Element size for the region rules (DF counts as two floats, seed L2284-L2303).
fn esize(t: Type) -> u32 {
    match t {
        Type::Df => 4,
        Type::Uv | Type::V => 2,
        t => u32::from(t.size()),
    }
}

/// The execution data type size: the widest source, with bytes promoted to words (L2155-L2175).
fn exec_size_bytes(srcs: &[&Src]) -> u32 {
    srcs.iter()
        .filter_map(|s| match s {
            Src::Reg(r) => Some(r.ty),
            Src::Imm { ty, .. } => Some(*ty),
            Src::TypeOnly { .. } => None,
        })
        .map(|t| esize(t).max(2))
        .max()
        .unwrap_or(4)
}

fn diag(code: &str, rule: &str, line: u32, msg: String, span: Span) -> Diagnostic {
    Diagnostic::error(code, msg)
        .with_primary(span, format!("violates region rule {rule}"))
        .with_note(format!(
            "seed §3.3.9 rule {rule} (002_15780130570c7bd8.txt L{line})"
        ))
}

/// Checks one parsed instruction; `span` is its statement. Returns the diagnostics (errors reject
/// the instruction; warnings do not).
pub fn check(inst: &Instruction, span: Span) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let Some(info) = inst.info() else { return out };
    let c = &inst.ctrl;
    let exec = c.channels();
    if matches!(info.class, OpClass::Jump | OpClass::Jmpi) && c.access_mode == AccessMode::Align16 {
        let mut d = diag(
            "GEN7-W0107",
            "7.D",
            2361,
            "flow control should use Align1".into(),
            span,
        );
        d.severity = Severity::Warning;
        out.push(d);
    }
    if c.cond_modifier != 0 && exec == 32 && !matches!(info.class, OpClass::Send | OpClass::Math) {
        out.push(diag(
            "GEN7-E0107",
            "7.C",
            2360,
            "a conditional modifier cannot be used with SIMD32".into(),
            span,
        ));
    }
    let Operands::Basic { dst, src0, src1 } = &inst.operands else {
        return out;
    };
    if !matches!(info.class, OpClass::Alu1 | OpClass::Alu2 | OpClass::Math) {
        return out;
    }
    let two = !matches!(info.class, OpClass::Alu1);
    let both = [src0, src1];
    let srcs: &[&Src] = if two { &both } else { &both[..1] };
    // 1.A
    let widest = srcs
        .iter()
        .filter_map(|s| match s {
            Src::Reg(r) => Some(esize(r.ty)),
            Src::Imm { ty, .. } => Some(esize(*ty)),
            Src::TypeOnly { .. } => None,
        })
        .chain([esize(dst.ty)])
        .max()
        .unwrap_or(4);
    if exec * widest > 64 {
        out.push(diag(
            "GEN7-E0101",
            "1.A",
            2183,
            format!("ExecSize {exec} times the largest element size {widest} exceeds 64 bytes"),
            span,
        ));
    }
    if c.access_mode == AccessMode::Align16 {
        // 7.A
        let dw = srcs
            .iter()
            .chain([&&Src::TypeOnly {
                file: dst.file,
                ty: dst.ty,
            }])
            .any(|s| match s {
                Src::Reg(r) => matches!(r.ty, Type::D | Type::Ud),
                Src::TypeOnly { ty, .. } => matches!(ty, Type::D | Type::Ud),
                Src::Imm { ty, .. } => matches!(ty, Type::D | Type::Ud),
            });
        let df = dst.ty == Type::Df
            || srcs
                .iter()
                .any(|s| matches!(s, Src::Reg(r) if r.ty == Type::Df));
        if (exec == 16 && dw && !df) || (exec == 8 && df) {
            out.push(diag(
                "GEN7-E0106",
                "7.A",
                2357,
                "Align16 allows neither SIMD16 for DW operations nor SIMD8 for DF operations"
                    .into(),
                span,
            ));
        }
        return out;
    }
    // Align1 source regions: 2.A-2.F, 3.A, 6.C.
    for (i, s) in srcs.iter().enumerate() {
        let Src::Reg(r) = s else { continue };
        let Region::Align1 {
            vstride,
            width,
            hstride,
        } = r.region
        else {
            continue;
        };
        if i == 1 && matches!(r.addr, Addr::Indirect { .. }) && vstride == 15 {
            out.push(diag(
                "GEN7-E0105",
                "6.C",
                2342,
                "indirect src1 must use a 1x1 region, not VxH/Vx1".into(),
                span,
            ));
            continue;
        }
        if vstride == 15 {
            continue;
        }
        let (v, w, h) = (
            vstride_elems(vstride).unwrap_or(0),
            width_elems(width).unwrap_or(1),
            hstride_elems(hstride),
        );
        let name = if i == 0 { "src0" } else { "src1" };
        let mut bad = |rule: &str, line: u32, msg: String| {
            out.push(diag(
                "GEN7-E0102",
                rule,
                line,
                format!("{name}: {msg}"),
                span,
            ))
        };
        if exec < w {
            bad("2.A", 2196, format!("Width {w} exceeds ExecSize {exec}"));
        }
        if exec == w && h != 0 && v != w * h {
            bad(
                "2.B",
                2197,
                format!(
                    "with ExecSize = Width = {w} and HorzStride {h}, VertStride must be {}",
                    w * h
                ),
            );
        }
        if w == 1 && h != 0 {
            bad("2.D", 2199, "Width 1 requires HorzStride 0".into());
        }
        if exec == 1 && w == 1 && (v != 0 || h != 0) {
            bad(
                "2.E",
                2200,
                "a scalar (ExecSize = Width = 1) needs VertStride and HorzStride 0".into(),
            );
        }
        if v == 0 && h == 0 && w != 1 {
            bad(
                "2.F",
                2201,
                "VertStride = HorzStride = 0 requires Width 1".into(),
            );
        }
        if let Addr::Direct { subreg, .. } = r.addr
            && r.file == RegFile::Grf
            && w > 0
        {
            let sz = esize(r.ty);
            let rows = exec.div_ceil(w);
            let last = u32::from(subreg) + ((rows - 1) * v + (w - 1) * h) * sz + sz;
            if last > 64 {
                out.push(diag(
                    "GEN7-E0103",
                    "3.A",
                    2205,
                    format!("{name} spans more than two registers ({last} bytes from the register start)"),
                    span,
                ));
            }
        }
    }
    // Destination: 2.G, 3.B, 3.F/1.B, 4.A.
    if dst.file == RegFile::Grf {
        let hs = hstride_elems(dst.hstride);
        let dsz = esize(dst.ty);
        if hs == 0 {
            out.push(diag(
                "GEN7-E0102",
                "2.G",
                2202,
                "the destination HorzStride must not be 0".into(),
                span,
            ));
        } else if let Addr::Direct { subreg, .. } = dst.addr {
            let last = u32::from(subreg) + (exec - 1) * hs * dsz + dsz;
            if last > 64 {
                out.push(diag(
                    "GEN7-E0103",
                    "3.B",
                    2206,
                    format!("the destination spans more than two registers ({last} bytes)"),
                    span,
                ));
            }
            let ex = exec_size_bytes(srcs);
            let byte_dst = matches!(dst.ty, Type::B | Type::Ub);
            if ex > dsz {
                let off = u32::from(subreg) % ex;
                let aligned = off == 0 || (byte_dst && off == 1);
                if !aligned || (exec > 1 && hs * dsz < ex) {
                    out.push(diag(
                        "GEN7-E0104",
                        "3.F",
                        2229,
                        format!(
                            "the destination must be aligned to the {ex}-byte execution type with HorzStride x size >= {ex}"
                        ),
                        span,
                    ));
                }
            }
            if byte_dst && hs == 1 && exec > 1 {
                let raw_mov = info.name == "mov"
                    && srcs
                        .iter()
                        .all(|s| matches!(s, Src::Reg(r) if matches!(r.ty, Type::B | Type::Ub)));
                if !raw_mov {
                    out.push(diag(
                        "GEN7-E0104",
                        "4.A",
                        2233,
                        "a packed byte destination is only allowed for a raw byte mov".into(),
                        span,
                    ));
                }
            }
        }
    }
    out
}
