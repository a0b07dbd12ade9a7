//! Assembler checks of the register-region restrictions of seed §3.3.9 (L2177-L2362).
//!
//! The checks apply to the operands written in the source; the implicit operands of `send`,
//! jumps and the placeholder src1 of one-source instructions are not regions and are skipped.
//! A Gen7 DF element counts as a pair of floats (L468, L2284-L2303), so sizes use 4 bytes for DF.
//!
//! | rule | seed line | code | check |
//! |---|---|---|---|
//! | 1.A | L2187 | GEN7-E0101 | ExecSize x largest element size <= 64 |
//! | 1.B, 3.F, 4.B | L2188, L2259, L2266 | GEN7-E0104 | destination aligned to the execution type (byte destinations may start at byte 1) |
//! | 2.A-2.G | L2198-L2204 | GEN7-E0102 | Width, strides and ExecSize consistent |
//! | 3.A, 3.B | L2209, L2210 | GEN7-E0103 | at most two registers per operand |
//! | 3.C, 3.D, 3.E | L2211, L2215, L2240 | GEN7-E0108 | how two-register sources and destinations split (Align1, direct) |
//! | 4.A | L2265 | GEN7-E0104 | packed byte destination only for a raw byte `mov` |
//! | 5.A, 5.B | L2286, L2294 | GEN7-E0109 | DF as pairs of packed floats (alignment, even counts, pair swizzles and masks) |
//! | 5.C | L2303 | GEN7-E0109 | an Align16 conversion keeps source and destination in one register each |
//! | 6.A, 6.B | L2307, L2317 | GEN7-E0110 | two-register indirect operands need a0.n and a0.n+1; indirect sources of a two-register destination are 1x1 |
//! | 6.C | L2342 | GEN7-E0105 | indirect src1 is 1x1 |
//! | 6.D | L2343 | GEN7-E0110 | Vx1/VxH on src0 keeps the destination in one register |
//! | 6.E | L2344 | GEN7-E0110 | an indirect destination is 1x1 (the parser rejects a Vx1/VxH destination region) |
//! | 6.F, 6.G | L2345, L2346 | GEN7-E0110 | the elements one index reaches fit in 32 bytes; several indices may reach several registers |
//! | 7.A | L2358 | GEN7-E0106 | Align16: no SIMD16 DW, no SIMD8 DF |
//! | 7.C | L2360 | GEN7-E0107 | no conditional modifier with SIMD32 |
//! | 7.D | L2361 | GEN7-W0107 | flow control in Align1: a warning, Mesa's corpus has Align16 `break`/`while` (errata E-GEN7-6) |
//!
//! Not checks: 2.H (L2205) follows from 3.A-3.E for direct regions; 7.B (L2359) says how SIMD32
//! applies the execution mask, which no encoding can violate. Rule 3.E's word-to-dword exception
//! also covers a packed F destination (errata E-GEN7-7). The address in a0 is unknown when
//! assembling, so 6.F checks the extent of the elements behind one index, not their alignment.

use crate::inst::*;
use crate::tables::OpClass;
use hsakit_diag::{Diagnostic, Severity, Span};

/// Element size for the region rules (DF counts as two floats, seed L2284-L2303).
fn esize(t: Type) -> u32 {
    // Spelled out (no table lookup): the checks ask for it many times per instruction.
    match t {
        Type::Ub | Type::B => 1,
        Type::Uw | Type::W | Type::Uv | Type::V => 2,
        Type::Ud | Type::D | Type::F | Type::Vf | Type::Df => 4,
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

/// A region-rule error at `span`, citing the rule and its seed line (for the parser's checks).
pub fn rule_error(code: &str, rule: &str, line: u32, msg: String, span: Span) -> Diagnostic {
    diag(code, rule, line, msg, span)
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
#[inline]
pub fn check(inst: &Instruction, span: Span) -> Vec<Diagnostic> {
    if plain(inst) {
        return Vec::new();
    }
    check_all(inst, span)
}

/// A dword type (D, UD, F), the only types the shortcuts below take.
#[inline(always)]
fn dword(t: Type) -> bool {
    matches!(t, Type::D | Type::Ud | Type::F)
}

/// True for the commonest Align1 shapes, which every rule here lets through (worked through
/// rule by rule below; `plain_instructions_pass` and `plain_mixed_instructions_pass` check
/// the whole shape against [`check_all`]): a one- or two-source ALU instruction with 8 or 16
/// channels whose destination is a whole GRF register run of dwords (direct, subregister 0,
/// HorzStride 1, D/UD/F) or a direct architecture register of dwords or words (the `null` of
/// compares: only GRF destinations are regions the rules look at, 1.B-4.A and 3.C-3.E alike)
/// and whose sources are dword or word (W/UW) immediates or GRF regions, direct, of these
/// shapes: a `<0,1,0>` dword or word scalar inside one register; one row of 8 elements per
/// register, 4 bytes apart, starting in its first dword: `<8,8,1>` dwords at subregister 0,
/// `<16,8,2>` words at subregister 0-2, `<32,8,4>` bytes at 0-3; 16 packed words `<8,8,1>`
/// at subregister 0. 1.A: at most 16 x 4 = 64 bytes. 2.A-2.F: a row has Width 8 <= ExecSize
/// and VertStride = Width x HorzStride, a scalar is `<0,1,0>`; 16 packed words are two such
/// rows. 3.A/3.B: at most 64 bytes from the register start (a row's last element is at most
/// 31 bytes in). 3.F/4.A: the execution type is at most a dword, the destination (when a
/// region) a dword; no byte destination. 3.C-3.E: with 8 channels the destination fills one
/// register (both OWords evenly) and every source lies in one register; with 16 the
/// destination takes one register per 8 channels, and so does a row source (row k in
/// register k); a scalar is exempt, and 16 packed words into packed dwords is 3.E's
/// exception. No DF (5.x), no a0 (6.x), no SIMD32 (7.C), no flow control (7.D).
fn plain(inst: &Instruction) -> bool {
    let c = &inst.ctrl;
    if c.access_mode == AccessMode::Align16 {
        return plain16(inst);
    }
    if c.exec_size == 0 {
        return plain_scalar(inst);
    }
    if !matches!(c.exec_size, 3 | 4) {
        return false;
    }
    #[inline(always)]
    fn dst_ok(dst: &Dst) -> bool {
        match dst.file {
            RegFile::Grf => {
                dword(dst.ty)
                    && dst.hstride == 1
                    && matches!(dst.addr, Addr::Direct { subreg: 0, .. })
            }
            RegFile::Arf => {
                (dword(dst.ty) || matches!(dst.ty, Type::W | Type::Uw))
                    && matches!(dst.addr, Addr::Direct { .. })
            }
            RegFile::Imm => false,
        }
    }
    #[inline(always)]
    fn src_ok(s: &Src) -> bool {
        match s {
            Src::Imm { ty, .. } => dword(*ty) || matches!(ty, Type::W | Type::Uw),
            Src::Reg(r) => {
                let es = match r.ty {
                    Type::D | Type::Ud | Type::F => 4,
                    Type::W | Type::Uw => 2,
                    Type::B | Type::Ub => 1,
                    _ => return false,
                };
                let (
                    Addr::Direct { subreg, .. },
                    Region::Align1 {
                        vstride,
                        width,
                        hstride,
                    },
                ) = (r.addr, r.region)
                else {
                    return false;
                };
                r.file == RegFile::Grf
                    && match (vstride, width, hstride) {
                        // <0,1,0>
                        (0, 0, 0) => es >= 2 && subreg % es == 0 && subreg + es <= 32,
                        // <32,8,4> bytes
                        (6, 3, 3) => es == 1 && subreg <= 3,
                        // <16,8,2> words
                        (5, 3, 2) => es == 2 && subreg <= 2,
                        // <8,8,1> dwords, or 16 packed words
                        (4, 3, 1) => es >= 2 && subreg == 0,
                        _ => false,
                    }
            }
            Src::TypeOnly { .. } => false,
        }
    }
    let two = match inst.info().map(|i| i.class) {
        Some(OpClass::Alu1) => false,
        Some(OpClass::Alu2) => true,
        _ => return false,
    };
    let Operands::Basic { dst, src0, src1 } = &inst.operands else {
        return false;
    };
    dst_ok(dst) && src_ok(src0) && (!two || src_ok(src1))
}

/// The frame the shortcuts share: a one- or two-source ALU instruction in the basic format
/// with a dword destination; gives the destination, the first source and, for a two-source
/// opcode, the second.
#[inline(always)]
fn alu_shape(inst: &Instruction) -> Option<(&Dst, &Src, Option<&Src>)> {
    let two = match inst.info()?.class {
        OpClass::Alu1 => false,
        OpClass::Alu2 => true,
        _ => return None,
    };
    let Operands::Basic { dst, src0, src1 } = &inst.operands else {
        return None;
    };
    dword(dst.ty).then_some((dst, src0, two.then_some(src1)))
}

/// True for the commonest Align16 shape, which every rule here lets through (worked through
/// rule by rule below; `plain16_instructions_pass` checks the whole shape against
/// [`check_all`]): a one- or two-source ALU instruction with at most 8 channels whose
/// destination and register sources are direct and whose types are all dwords (D, UD, F), any
/// register file, region, swizzle or write mask. 1.A: at most 8 x 4 = 32 bytes. 7.A: neither
/// SIMD16 nor DF. 7.C: not SIMD32. 7.D: no flow control. 5.C: no conversion between element
/// sizes (every size is 4). 5.A/5.B: no DF. 6.x: no a0. The region, destination and split
/// rules (2.x, 3.x, 4.A) are Align1 rules.
fn plain16(inst: &Instruction) -> bool {
    if inst.ctrl.exec_size > 3 {
        return false;
    }
    #[inline(always)]
    fn dst_ok(dst: &Dst) -> bool {
        matches!(dst.addr, Addr::Direct { .. })
    }
    #[inline(always)]
    fn src_ok(s: &Src) -> bool {
        match s {
            Src::Imm { ty, .. } => dword(*ty),
            Src::Reg(r) => dword(r.ty) && matches!(r.addr, Addr::Direct { .. }),
            Src::TypeOnly { .. } => false,
        }
    }
    let Some((dst, src0, src1)) = alu_shape(inst) else {
        return false;
    };
    dst_ok(dst) && src_ok(src0) && src1.is_none_or(src_ok)
}

/// True for the commonest one-channel Align1 shape, which every rule here lets through
/// (worked through rule by rule below; `plain_scalar_instructions_pass` checks the whole shape
/// against [`check_all`]): a one- or two-source ALU instruction with ExecSize 1 whose
/// destination is direct with a HorzStride other than 0 and inside one register (any register
/// file) and whose sources are immediates or direct `<0,1,0>` scalars inside one register
/// (any register file), every type a dword (D, UD, F) or a word (W, UW), no source wider than
/// the destination. 1.A: at most 4 bytes. 2.A-2.F: a scalar is `<0,1,0>` and ExecSize =
/// Width = 1. 2.G: HorzStride is not 0. 3.A/3.B: at most 32 bytes from the register start.
/// 3.F: the execution type (the widest source, at least a word) is no wider than the
/// destination. 4.A: no bytes. 3.C-3.E: one element per operand never spans two registers. No
/// DF (5.x), no a0 (6.x), no SIMD32 (7.C), no flow control (7.D).
fn plain_scalar(inst: &Instruction) -> bool {
    /// The element size of a dword or word type; 0 for the others (never "no wider").
    #[inline(always)]
    fn size(t: Type) -> u32 {
        match t {
            Type::D | Type::Ud | Type::F => 4,
            Type::W | Type::Uw => 2,
            _ => 0,
        }
    }
    #[inline(always)]
    fn src_ok(s: &Src, dsz: u32) -> bool {
        let fits = |t: Type| (1..=dsz).contains(&size(t));
        match s {
            Src::Imm { ty, .. } => fits(*ty),
            Src::Reg(r) => {
                fits(r.ty)
                    && matches!(
                        (r.region, r.addr),
                        (
                            Region::Align1 {
                                vstride: 0,
                                width: 0,
                                hstride: 0,
                            },
                            Addr::Direct { subreg, .. },
                        ) if u32::from(subreg) + size(r.ty) <= 32
                    )
            }
            Src::TypeOnly { .. } => false,
        }
    }
    let two = match inst.info().map(|i| i.class) {
        Some(OpClass::Alu1) => false,
        Some(OpClass::Alu2) => true,
        _ => return false,
    };
    let Operands::Basic { dst, src0, src1 } = &inst.operands else {
        return false;
    };
    let dsz = size(dst.ty);
    dsz != 0
        && dst.hstride != 0
        && matches!(dst.addr, Addr::Direct { subreg, .. } if u32::from(subreg) + dsz <= 32)
        && src_ok(src0, dsz)
        && (!two || src_ok(src1, dsz))
}

/// Every check, rule by rule (kept out of [`check`], which stays a short shape test for the
/// common instructions).
#[inline(never)]
fn check_all(inst: &Instruction, span: Span) -> Vec<Diagnostic> {
    let mut out = check_basic(inst, span);
    if !out.iter().any(Diagnostic::is_error)
        && let Some(ops) = layout(inst)
    {
        splits(inst, ops, span, &mut out);
        double(inst, ops, span, &mut out);
        indirect(inst, ops, span, &mut out);
    }
    out
}

/// Rules 1-4 and 7 that need no channel-by-channel layout.
fn check_basic(inst: &Instruction, span: Span) -> Vec<Diagnostic> {
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
            2187,
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
                2358,
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
            bad("2.A", 2198, format!("Width {w} exceeds ExecSize {exec}"));
        }
        if exec == w && h != 0 && v != w * h {
            bad(
                "2.B",
                2199,
                format!(
                    "with ExecSize = Width = {w} and HorzStride {h}, VertStride must be {}",
                    w * h
                ),
            );
        }
        if w == 1 && h != 0 {
            bad("2.D", 2201, "Width 1 requires HorzStride 0".into());
        }
        if exec == 1 && w == 1 && (v != 0 || h != 0) {
            bad(
                "2.E",
                2202,
                "a scalar (ExecSize = Width = 1) needs VertStride and HorzStride 0".into(),
            );
        }
        if v == 0 && h == 0 && w != 1 {
            bad(
                "2.F",
                2203,
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
                    2209,
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
                2204,
                "the destination HorzStride must not be 0".into(),
                span,
            ));
        } else if let Addr::Direct { subreg, .. } = dst.addr {
            let last = u32::from(subreg) + (exec - 1) * hs * dsz + dsz;
            if last > 64 {
                out.push(diag(
                    "GEN7-E0103",
                    "3.B",
                    2210,
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
                        2259,
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
                        2265,
                        "a packed byte destination is only allowed for a raw byte mov".into(),
                        span,
                    ));
                }
            }
        }
    }
    out
}

/// Up to 32 channel offsets on the stack (ExecSize is at most 32).
struct Offs {
    v: [u32; 32],
    n: usize,
}

impl std::ops::Deref for Offs {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        &self.v[..self.n]
    }
}

impl Offs {
    fn from_fn(n: u32, f: impl Fn(u32) -> u32) -> Offs {
        let mut o = Offs { v: [0; 32], n: 0 };
        for i in 0..n.min(32) {
            o.v[i as usize] = f(i);
        }
        o.n = n.min(32) as usize;
        o
    }
}

/// The operands the layout rules look at: an ALU instruction's destination and its register
/// sources by position (src0, src1), or `None` for the other forms.
type Layout<'a> = (&'a Dst, [Option<&'a RegSrc>; 2]);

fn layout(inst: &Instruction) -> Option<Layout<'_>> {
    let info = inst.info()?;
    if !matches!(info.class, OpClass::Alu1 | OpClass::Alu2 | OpClass::Math) {
        return None;
    }
    let Operands::Basic { dst, src0, src1 } = &inst.operands else {
        return None;
    };
    let two = !matches!(info.class, OpClass::Alu1);
    fn reg(s: &Src) -> Option<&RegSrc> {
        match s {
            Src::Reg(r) => Some(r),
            _ => None,
        }
    }
    let r0 = reg(src0);
    let r1 = if two { reg(src1) } else { None };
    Some((dst, [r0, r1]))
}

/// The byte offset (from the start of the operand's first register) of each channel's element
/// in an Align1 source region (seed L2019-L2047).
fn src_offsets(sub: u32, exec: u32, v: u32, w: u32, h: u32, es: u32) -> Offs {
    let w = w.max(1);
    Offs::from_fn(exec, |i| sub + ((i / w) * v + (i % w) * h) * es)
}

/// True when a direct Align1 GRF source reads one element for every channel (`<0;1,0>`).
fn scalar(r: &RegSrc) -> bool {
    matches!(
        r.region,
        Region::Align1 {
            vstride: 0,
            hstride: 0,
            ..
        }
    )
}

/// The channel offsets of a direct Align1 GRF source, if it is one.
fn direct_src(r: &RegSrc, exec: u32) -> Option<Offs> {
    let (Addr::Direct { subreg, .. }, RegFile::Grf) = (r.addr, r.file) else {
        return None;
    };
    let Region::Align1 {
        vstride,
        width,
        hstride,
    } = r.region
    else {
        return None;
    };
    if vstride == 15 {
        return None;
    }
    Some(src_offsets(
        u32::from(subreg),
        exec,
        vstride_elems(vstride)?,
        width_elems(width)?,
        hstride_elems(hstride),
        esize(r.ty),
    ))
}

/// Registers (0 or 1, relative to the first) of a list of element offsets.
fn regs(offs: &[u32]) -> Offs {
    Offs::from_fn(offs.len() as u32, |i| offs[i as usize] / 32)
}

/// Rules 3.C, 3.D and 3.E (seed L2211-L2257): how a source and a destination that span two
/// registers line up. Align1, direct GRF operands.
fn splits(inst: &Instruction, (dst, srcs): Layout<'_>, span: Span, out: &mut Vec<Diagnostic>) {
    if inst.ctrl.access_mode != AccessMode::Align1 || dst.file != RegFile::Grf {
        return;
    }
    let Addr::Direct { subreg, .. } = dst.addr else {
        return;
    };
    let exec = inst.ctrl.channels();
    let dsz = esize(dst.ty);
    let hs = hstride_elems(dst.hstride);
    // Quick exit: offsets only grow with the channel number, so an operand spans two registers
    // exactly when its first and last elements start in different ones.
    let last_src = |r: &RegSrc| -> Option<(u32, u32)> {
        let (Addr::Direct { subreg, .. }, RegFile::Grf) = (r.addr, r.file) else {
            return None;
        };
        let Region::Align1 {
            vstride,
            width,
            hstride,
        } = r.region
        else {
            return None;
        };
        let (v, w, h) = (
            vstride_elems(vstride)?,
            width_elems(width)?,
            hstride_elems(hstride),
        );
        let rows = exec.div_ceil(w.max(1));
        let first = u32::from(subreg);
        Some((
            first,
            first + ((rows - 1) * v + (w.min(exec) - 1) * h) * esize(r.ty),
        ))
    };
    let d_first = u32::from(subreg);
    let d_last = d_first + (exec - 1) * hs * dsz;
    let any_two = d_first / 32 != d_last / 32
        || srcs
            .iter()
            .flatten()
            .any(|r| last_src(r).is_some_and(|(a, b)| a / 32 != b / 32));
    if !any_two {
        return;
    }
    let doffs = Offs::from_fn(exec, |i| u32::from(subreg) + i * hs * dsz);
    let dregs = regs(&doffs);
    let dst_two = dregs.iter().any(|r| *r != dregs[0]);
    let half = (exec / 2) as usize;
    for (k, r) in srcs.iter().enumerate() {
        let name = if k == 0 { "src0" } else { "src1" };
        let Some(r) = r else { continue };
        let Some(soffs) = direct_src(r, exec) else {
            continue;
        };
        let sregs = regs(&soffs);
        let src_two = sregs.iter().any(|x| *x != sregs[0]);
        if src_two && !dst_two {
            // 3.C: the destination sits in one OWord or is split evenly between the two.
            let ow: Vec<u32> = doffs.iter().map(|o| (o % 32) / 16).collect();
            let whole = doffs
                .iter()
                .all(|o| (o % 32) / 16 == ((o % 32) + dsz - 1) / 16);
            let lower = ow.iter().filter(|x| **x == 0).count();
            let ok = whole && (lower == ow.len() || lower == 0 || 2 * lower == ow.len());
            if !ok {
                out.push(diag(
                    "GEN7-E0108",
                    "3.C",
                    2211,
                    format!(
                        "{name} spans two registers, so the one-register destination must lie in one OWord or be split evenly between its two OWords"
                    ),
                    span,
                ));
            }
        }
        if src_two && dst_two {
            // 3.D: half of the channels per destination register, each half from one source
            // register.
            let even = dregs[..half].iter().all(|x| *x == dregs[0])
                && dregs[half..].iter().all(|x| *x == dregs[0] + 1);
            let one_each = sregs[..half].iter().all(|x| *x == sregs[0])
                && sregs[half..].iter().all(|x| *x == sregs[half]);
            if !even || !one_each {
                out.push(diag(
                    "GEN7-E0108",
                    "3.D",
                    2215,
                    format!(
                        "{name} and the destination span two registers: each destination register must take half of the channels, all from one register of {name}"
                    ),
                    span,
                ));
            }
        }
        if dst_two && !src_two && !scalar(r) {
            // 3.E, with its exceptions: a scalar source, and packed words into packed dwords.
            // The seed says "packed integer DWord"; a packed F destination steps through the
            // source the same way and Mesa emits it (corpus mov.asm line 15,
            // `mov(16) g2<1>F g4<8,8,1>UW`), so any 4-byte destination type qualifies
            // (docs/errata.md).
            let packed_w = matches!(r.ty, Type::W | Type::Uw)
                && soffs.windows(2).all(|p| p[1] == p[0] + 2)
                && matches!(dst.ty, Type::D | Type::Ud | Type::F)
                && hs == 1;
            if !packed_w {
                out.push(diag(
                    "GEN7-E0108",
                    "3.E",
                    2240,
                    format!(
                        "the destination spans two registers, so {name} must span two registers too (or be a scalar, or packed words into packed dwords)"
                    ),
                    span,
                ));
            }
        }
    }
}

/// Rule 5 (seed L2284-L2303): double-precision operands use the syntax of pairs of packed
/// floats.
fn double(inst: &Instruction, (dst, srcs): Layout<'_>, span: Span, out: &mut Vec<Diagnostic>) {
    let exec = inst.ctrl.channels();
    let align16 = inst.ctrl.access_mode == AccessMode::Align16;
    let df_dst = dst.ty == Type::Df;
    let df_srcs = || srcs.iter().flatten().filter(|r| r.ty == Type::Df);
    let bad = |rule: &str, line: u32, msg: String| diag("GEN7-E0109", rule, line, msg, span);
    // 5.C: an Align16 conversion between element sizes keeps the source and the destination
    // in one register each. The rule sits in the DF section but names any "data elements of
    // different sizes"; with 7.A a DF conversion always fits, so it bites on the others.
    if align16 {
        let real = |t: Type| u32::from(t.size());
        let converts = srcs.iter().flatten().any(|r| real(r.ty) != real(dst.ty));
        let one_dst = match dst.addr {
            Addr::Direct { subreg, .. } => u32::from(subreg) + exec * esize(dst.ty) <= 32,
            Addr::Indirect { .. } => exec * esize(dst.ty) <= 32,
        };
        let one_src = srcs.iter().flatten().all(|r| {
            let (Region::Align16 { vstride, .. }, Addr::Direct { subreg, .. }) = (r.region, r.addr)
            else {
                return true;
            };
            let rows = exec.div_ceil(4).max(1);
            let v = vstride_elems(vstride).unwrap_or(0);
            u32::from(subreg) + (rows - 1) * v * esize(r.ty) + 4 * esize(r.ty) <= 32
        });
        if converts && (!one_dst || !one_src) {
            out.push(bad(
                "5.C",
                2303,
                "an Align16 conversion between element sizes must keep the source and the destination in one register each".into(),
            ));
        }
    }
    if !df_dst && df_srcs().next().is_none() {
        return;
    }
    if !align16 {
        // 5.A: 64-bit aligned offsets, an even channel count, packed pairs.
        let mut why = Vec::new();
        if !exec.is_multiple_of(2) {
            why.push(format!("ExecSize {exec} is not a whole number of doubles"));
        }
        if df_dst {
            if let Addr::Direct { subreg, .. } = dst.addr
                && subreg % 8 != 0
            {
                why.push("the destination offset is not 64-bit aligned".into());
            }
            if dst.hstride != 1 {
                why.push("the destination is not packed (HorzStride 1)".into());
            }
        }
        for r in df_srcs() {
            if let Addr::Direct { subreg, .. } = r.addr
                && subreg % 8 != 0
            {
                why.push("a source offset is not 64-bit aligned".into());
            }
            if let Region::Align1 { width, hstride, .. } = r.region
                && !scalar(r)
                && (hstride != 1 || width_elems(width).is_none_or(|w| w % 2 != 0))
            {
                why.push(
                    "a source row is not a run of packed float pairs (HorzStride 1, even Width)"
                        .into(),
                );
            }
        }
        for w in why {
            out.push(bad(
                "5.A",
                2286,
                format!("DF in Align1 counts pairs of packed floats: {w}"),
            ));
        }
        return;
    }
    // 5.B: swizzles and write masks move whole doubles (x/y and z/w pairs).
    let pairs = |sw: [u8; 4]| {
        sw[0].is_multiple_of(2)
            && sw[1] == sw[0] + 1
            && sw[2].is_multiple_of(2)
            && sw[3] == sw[2] + 1
    };
    let mask_ok = |m: u8| (m & 3 == 0 || m & 3 == 3) && (m & 12 == 0 || m & 12 == 12);
    if df_dst && !mask_ok(dst.writemask) {
        out.push(bad(
            "5.B",
            2294,
            "a DF destination's write mask must enable x and y (and z and w) together".into(),
        ));
    }
    for r in df_srcs() {
        if let Region::Align16 { swizzle, .. } = r.region
            && !pairs(swizzle)
        {
            out.push(bad(
                "5.B",
                2294,
                "a DF source swizzle must select float pairs (.xy/.zw halves of doubles)".into(),
            ));
        }
    }
}

/// Rules 6.A, 6.B and 6.D-6.G (seed L2305-L2354): regions addressed through a0.
fn indirect(inst: &Instruction, (dst, srcs): Layout<'_>, span: Span, out: &mut Vec<Diagnostic>) {
    // Every rule here is about a0: nothing to check without indirect operands.
    if matches!(dst.addr, Addr::Direct { .. })
        && srcs
            .iter()
            .flatten()
            .all(|r| matches!(r.addr, Addr::Direct { .. }))
    {
        return;
    }
    let exec = inst.ctrl.channels();
    let dsz = esize(dst.ty);
    let hs = hstride_elems(dst.hstride);
    let dst_bytes = match dst.addr {
        Addr::Direct { subreg, .. } => u32::from(subreg) % 32 + (exec - 1) * hs * dsz + dsz,
        Addr::Indirect { .. } => (exec - 1) * hs * dsz + dsz,
    };
    let dst_two = dst.file == RegFile::Grf && dst_bytes > 32;
    let bad = |rule: &str, line: u32, msg: String| diag("GEN7-E0110", rule, line, msg, span);
    // 6.A: a two-register indirect destination takes a0.n and a0.n+1.
    if let Addr::Indirect { addr_subreg, .. } = dst.addr
        && dst_two
        && addr_subreg >= 7
    {
        out.push(bad(
            "6.A",
            2307,
            "this destination needs two registers, pointed to by a0.7 and a0.8, but a0 has only a0.0-a0.7".into(),
        ));
    }
    for (k, r) in srcs.iter().enumerate() {
        let name = if k == 0 { "src0" } else { "src1" };
        let Some(r) = r else { continue };
        let Addr::Indirect { addr_subreg, .. } = r.addr else {
            continue;
        };
        let Region::Align1 {
            vstride,
            width,
            hstride,
        } = r.region
        else {
            continue;
        };
        let multi = vstride == 15;
        // 6.B: with a two-register destination, an indirect source is 1x1, its halves from
        // a0.n and a0.n+1 (a scalar source keeps its one index).
        if dst_two && !scalar(r) {
            if multi {
                out.push(bad(
                    "6.B",
                    2317,
                    format!("the destination needs two registers, so indirect {name} must use a 1x1 region, not VxH/Vx1"),
                ));
            } else if addr_subreg >= 7 {
                out.push(bad(
                    "6.B",
                    2317,
                    format!("the destination needs two registers, so indirect {name} reads through a0.7 and a0.8, but a0 has only a0.0-a0.7"),
                ));
            }
        }
        // 6.D: Vx1/VxH on src0 keeps the destination in one register.
        if k == 0 && multi && dst_bytes > 32 {
            out.push(bad(
                "6.D",
                2343,
                "src0 uses a Vx1/VxH region, so the destination must fit in one register".into(),
            ));
        }
        // 6.F/6.G: the elements one index reaches stay within 32 bytes.
        let es = esize(r.ty);
        let (w, h) = (width_elems(width).unwrap_or(1), hstride_elems(hstride));
        let per_index = if multi {
            // Vx1: one index per row of `w` elements; VxH (Width 1): one per element.
            (w - 1) * h * es + es
        } else {
            // 1x1: the whole region, or half of it when the destination takes two registers.
            let n = if dst_two && !scalar(r) {
                exec / 2
            } else {
                exec
            };
            let offs = src_offsets(0, n.max(1), vstride_elems(vstride).unwrap_or(0), w, h, es);
            offs.iter().max().copied().unwrap_or(0) + es
        };
        if per_index > 32 {
            out.push(bad(
                "6.F",
                2345,
                format!(
                    "the elements {name} reaches through one index span {per_index} bytes; they cannot cross a 32-byte register (a region with several indices may reach several registers, 6.G)"
                ),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every instruction of the shape [`plain`] takes (both classes, both channel counts,
    /// every dword type, immediates, `<8,8,1>` and scalar sources at every subregister and
    /// source modifier, with and without a conditional modifier) passes every rule; shapes
    /// one step outside are not taken.
    #[test]
    fn plain_instructions_pass() {
        let tys = [Type::D, Type::Ud, Type::F];
        let mut srcs = Vec::new();
        for ty in tys {
            srcs.push(Src::Imm {
                ty,
                value: 0xffff_ffff,
            });
            for modifier in [SrcMod::None, SrcMod::Abs, SrcMod::Neg, SrcMod::NegAbs] {
                let r = |subreg, region| {
                    Src::Reg(RegSrc {
                        file: RegFile::Grf,
                        ty,
                        modifier,
                        addr: Addr::Direct { reg: 127, subreg },
                        region,
                    })
                };
                srcs.push(r(
                    0,
                    Region::Align1 {
                        vstride: 4,
                        width: 3,
                        hstride: 1,
                    },
                ));
                for sub in (0..=28).step_by(4) {
                    srcs.push(r(
                        sub,
                        Region::Align1 {
                            vstride: 0,
                            width: 0,
                            hstride: 0,
                        },
                    ));
                }
            }
        }
        let span = Span::new(0, 1);
        let mut taken = 0;
        for (opcode, two) in [(0x01u8, false), (0x40, true)] {
            assert_eq!(
                crate::tables::opcode(opcode).map(|i| i.class),
                Some(if two { OpClass::Alu2 } else { OpClass::Alu1 })
            );
            for exec_size in [3, 4] {
                for cond_modifier in [0, 2] {
                    // A GRF run, `null`, and an ARF at a subregister with another stride.
                    let dsts = [
                        (RegFile::Grf, 3, 0, 1),
                        (RegFile::Arf, 0, 0, 1),
                        (RegFile::Arf, 0x20, 4, 2),
                    ];
                    let dsts = tys.into_iter().flat_map(|t| dsts.map(|d| (t, d)));
                    for (dty, (file, reg, subreg, hstride)) in dsts {
                        for s0 in &srcs {
                            for s1 in &srcs {
                                let inst = Instruction {
                                    opcode,
                                    ctrl: Control {
                                        exec_size,
                                        cond_modifier,
                                        ..Control::default()
                                    },
                                    eot: false,
                                    operands: Operands::Basic {
                                        dst: Dst {
                                            file,
                                            ty: dty,
                                            addr: Addr::Direct { reg, subreg },
                                            hstride,
                                            writemask: 0xf,
                                        },
                                        src0: *s0,
                                        src1: *s1,
                                    },
                                };
                                assert!(plain(&inst));
                                assert!(check_all(&inst, span).is_empty(), "{inst:?}");
                                taken += 1;
                                // One step outside: 32 channels, a packed word destination
                                // (taken when it is an architecture register, not a region).
                                let mut wide = inst;
                                wide.ctrl.exec_size = 5;
                                assert!(!plain(&wide));
                                if let Operands::Basic { dst, .. } = &mut wide.operands {
                                    wide.ctrl.exec_size = exec_size;
                                    dst.ty = Type::W;
                                }
                                assert_eq!(plain(&wide), file == RegFile::Arf);
                                if file == RegFile::Arf {
                                    assert!(check_all(&wide, span).is_empty(), "{wide:?}");
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(taken > 100_000);
    }

    /// Every Align1 shape with word and byte operands that [`plain`] takes (8 or 16 channels,
    /// one or two sources: dword and word immediates, `<0,1,0>` dword and word scalars at
    /// every subregister in one register, `<32,8,4>` bytes at subregisters 0-3, `<16,8,2>`
    /// words at 0-2, `<8,8,1>` dwords and packed words at 0, any source modifier; a dword GRF
    /// run or a dword or word `null` destination; with and without a conditional modifier)
    /// passes every rule; the same regions one element further in, a word GRF destination
    /// and byte scalars are not taken.
    #[test]
    fn plain_mixed_instructions_pass() {
        let align1 = |vstride, width, hstride| Region::Align1 {
            vstride,
            width,
            hstride,
        };
        let reg = |ty, subreg, region, modifier| {
            Src::Reg(RegSrc {
                file: RegFile::Grf,
                ty,
                modifier,
                addr: Addr::Direct { reg: 40, subreg },
                region,
            })
        };
        let mods = [SrcMod::None, SrcMod::Abs, SrcMod::Neg, SrcMod::NegAbs];
        let mut srcs = Vec::new();
        let mut outside = Vec::new();
        for ty in [Type::D, Type::Ud, Type::F, Type::W, Type::Uw] {
            srcs.push(Src::Imm { ty, value: 3 });
            let es = esize(ty) as u8;
            for (k, subreg) in (0..=32 - es).step_by(usize::from(es)).enumerate() {
                srcs.push(reg(ty, subreg, align1(0, 0, 0), mods[k % 4]));
            }
            outside.push(reg(ty, 32 - es + 1, align1(0, 0, 0), SrcMod::None));
        }
        for (tys, (v, w, h), last) in [
            (&[Type::B, Type::Ub][..], (6, 3, 3), 3),
            (&[Type::W, Type::Uw][..], (5, 3, 2), 2),
            (
                &[Type::W, Type::Uw, Type::D, Type::Ud, Type::F][..],
                (4, 3, 1),
                0,
            ),
        ] {
            for &ty in tys {
                for subreg in 0..=last {
                    srcs.push(reg(ty, subreg, align1(v, w, h), mods[usize::from(subreg)]));
                }
                outside.push(reg(ty, last + 1, align1(v, w, h), SrcMod::None));
            }
        }
        outside.push(reg(Type::B, 0, align1(0, 0, 0), SrcMod::None));
        outside.push(reg(Type::W, 0, align1(4, 2, 1), SrcMod::None));
        let span = Span::new(0, 1);
        let mut taken = 0;
        for (opcode, two) in [(0x01u8, false), (0x40, true)] {
            for exec_size in [3, 4] {
                for cond_modifier in [0, 3] {
                    for (file, dty) in [
                        (RegFile::Grf, Type::D),
                        (RegFile::Grf, Type::Ud),
                        (RegFile::Grf, Type::F),
                        (RegFile::Arf, Type::Uw),
                        (RegFile::Arf, Type::F),
                    ] {
                        let inst = |src0: Src, src1: Src| Instruction {
                            opcode,
                            ctrl: Control {
                                exec_size,
                                cond_modifier,
                                ..Control::default()
                            },
                            eot: false,
                            operands: Operands::Basic {
                                dst: Dst {
                                    file,
                                    ty: dty,
                                    addr: Addr::Direct { reg: 2, subreg: 0 },
                                    hstride: 1,
                                    writemask: 0xf,
                                },
                                src0,
                                src1,
                            },
                        };
                        for s0 in &srcs {
                            for s1 in &srcs {
                                let i = inst(*s0, *s1);
                                assert!(plain(&i), "{i:?}");
                                assert!(check_all(&i, span).is_empty(), "{i:?}");
                                taken += 1;
                                if file == RegFile::Grf {
                                    let mut w = i;
                                    if let Operands::Basic { dst, .. } = &mut w.operands {
                                        dst.ty = Type::W;
                                    }
                                    assert!(!plain(&w), "{w:?}");
                                }
                            }
                            for o in &outside {
                                assert!(!plain(&inst(*o, *s0)), "{o:?}");
                                if two {
                                    assert!(!plain(&inst(*s0, *o)), "{o:?}");
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(taken > 50_000, "{taken}");
    }

    /// Every one-channel Align1 shape [`plain_scalar`] takes (one or two sources, dword types,
    /// immediates or `<0,1,0>` scalars of either file at any subregister up to 28 bytes with
    /// any source modifier, destinations of either file at a subregister with any HorzStride
    /// but 0, with and without a conditional modifier) passes every rule; shapes one step
    /// outside are not taken.
    #[test]
    fn plain_scalar_instructions_pass() {
        let tys = [Type::D, Type::Ud, Type::F, Type::W, Type::Uw];
        let mut srcs = Vec::new();
        for ty in tys {
            srcs.push(Src::Imm { ty, value: 1 });
            for file in [RegFile::Grf, RegFile::Arf] {
                let last = 32 - esize(ty) as u8;
                for (k, subreg) in (0..=last).step_by(esize(ty) as usize).enumerate() {
                    srcs.push(Src::Reg(RegSrc {
                        file,
                        ty,
                        modifier: [SrcMod::None, SrcMod::Abs, SrcMod::Neg, SrcMod::NegAbs][k % 4],
                        addr: Addr::Direct { reg: 9, subreg },
                        region: Region::Align1 {
                            vstride: 0,
                            width: 0,
                            hstride: 0,
                        },
                    }));
                }
            }
        }
        let span = Span::new(0, 1);
        let mut taken = 0;
        for opcode in [0x01u8, 0x40] {
            for cond_modifier in [0, 2] {
                for dty in tys {
                    for (file, subreg, hstride) in [
                        (RegFile::Grf, 0, 1),
                        (RegFile::Grf, 32 - esize(dty) as u8, 1),
                        (RegFile::Grf, 12, 3),
                        (RegFile::Arf, 0, 1),
                        (RegFile::Arf, 4, 2),
                    ] {
                        for s0 in &srcs {
                            for s1 in &srcs {
                                let wider = |s: &Src| match s {
                                    Src::Reg(r) => esize(r.ty) > esize(dty),
                                    Src::Imm { ty, .. } => esize(*ty) > esize(dty),
                                    Src::TypeOnly { .. } => false,
                                };
                                let inst = Instruction {
                                    opcode,
                                    ctrl: Control {
                                        exec_size: 0,
                                        cond_modifier,
                                        ..Control::default()
                                    },
                                    eot: false,
                                    operands: Operands::Basic {
                                        dst: Dst {
                                            file,
                                            ty: dty,
                                            addr: Addr::Direct { reg: 3, subreg },
                                            hstride,
                                            writemask: 0xf,
                                        },
                                        src0: *s0,
                                        src1: *s1,
                                    },
                                };
                                // A source wider than the destination (a dword into a
                                // word) is not taken; 3.F may reject it (a misaligned word
                                // destination).
                                if wider(s0) || (opcode == 0x40 && wider(s1)) {
                                    assert!(!plain(&inst), "{inst:?}");
                                    continue;
                                }
                                assert!(plain(&inst), "{inst:?}");
                                assert!(check_all(&inst, span).is_empty(), "{inst:?}");
                                taken += 1;
                                // One step outside: HorzStride 0 (2.G), two channels, a byte
                                // destination.
                                let mut other = inst;
                                if let Operands::Basic { dst, .. } = &mut other.operands {
                                    dst.hstride = 0;
                                }
                                assert!(!plain(&other));
                                let mut other = inst;
                                other.ctrl.exec_size = 1;
                                assert!(!plain(&other));
                                let mut other = inst;
                                if let Operands::Basic { dst, .. } = &mut other.operands {
                                    dst.ty = Type::B;
                                }
                                assert!(!plain(&other));
                            }
                        }
                    }
                }
            }
        }
        assert!(taken > 200_000, "{taken}");
    }

    /// Every Align16 shape [`plain16`] takes (one or two sources, 1-8 channels, dword types,
    /// immediates or direct registers of either file with any region, swizzle, source modifier
    /// and write mask, with and without a conditional modifier) passes every rule; shapes one
    /// step outside are not taken.
    #[test]
    fn plain16_instructions_pass() {
        let tys = [Type::D, Type::Ud, Type::F];
        let mut srcs = Vec::new();
        for ty in tys {
            srcs.push(Src::Imm { ty, value: 7 });
            for file in [RegFile::Grf, RegFile::Arf] {
                for (k, vstride) in [0u8, 2, 3, 15].into_iter().enumerate() {
                    let modifier = [SrcMod::None, SrcMod::Abs, SrcMod::Neg, SrcMod::NegAbs][k];
                    for (subreg, swizzle) in [(0u8, [0u8, 1, 2, 3]), (16, [3, 3, 3, 3])] {
                        srcs.push(Src::Reg(RegSrc {
                            file,
                            ty,
                            modifier,
                            addr: Addr::Direct { reg: 126, subreg },
                            region: Region::Align16 { vstride, swizzle },
                        }));
                    }
                }
            }
        }
        let span = Span::new(0, 1);
        let mut taken = 0;
        for opcode in [0x01u8, 0x40] {
            for exec_size in 0..=3 {
                for cond_modifier in [0, 2] {
                    for (dty, subreg, writemask) in
                        [(Type::D, 0, 0xf), (Type::Ud, 16, 0x1), (Type::F, 0, 0x6)]
                    {
                        for s0 in &srcs {
                            for s1 in &srcs {
                                let inst = Instruction {
                                    opcode,
                                    ctrl: Control {
                                        access_mode: AccessMode::Align16,
                                        exec_size,
                                        cond_modifier,
                                        ..Control::default()
                                    },
                                    eot: false,
                                    operands: Operands::Basic {
                                        dst: Dst {
                                            file: RegFile::Grf,
                                            ty: dty,
                                            addr: Addr::Direct { reg: 3, subreg },
                                            hstride: 1,
                                            writemask,
                                        },
                                        src0: *s0,
                                        src1: *s1,
                                    },
                                };
                                assert!(plain(&inst), "{inst:?}");
                                assert!(check_all(&inst, span).is_empty(), "{inst:?}");
                                taken += 1;
                                // One step outside: 16 channels (7.A for dwords), a DF
                                // destination, a word destination (a conversion).
                                let mut wide = inst;
                                wide.ctrl.exec_size = 4;
                                assert!(!plain(&wide));
                                for ty in [Type::Df, Type::W] {
                                    let mut other = inst;
                                    if let Operands::Basic { dst, .. } = &mut other.operands {
                                        dst.ty = ty;
                                    }
                                    assert!(!plain(&other));
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(taken > 50_000, "{taken}");
    }

    /// On generated instructions, whatever [`plain`] takes passes every rule.
    #[test]
    fn plain_agrees_on_generated() {
        let mut r = crate::arbitrary::Rng::new(0x0a1b);
        let span = Span::new(0, 1);
        let mut taken = 0;
        for _ in 0..200_000 {
            let i = crate::arbitrary::instruction(&mut r);
            if plain(&i) {
                taken += 1;
                assert!(check_all(&i, span).is_empty(), "{i:?}");
            }
        }
        assert!(taken > 0);
    }

    /// The spelled-out element sizes are the table's, with DF as two floats and the packed
    /// vectors as words.
    #[test]
    fn esize_matches_type_table() {
        for t in Type::ALL {
            let want = match t {
                Type::Df => 4,
                Type::Uv | Type::V => 2,
                t => u32::from(t.size()),
            };
            assert_eq!(esize(t), want, "{t:?}");
        }
    }
}
