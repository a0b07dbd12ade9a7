//! Declaration and definition rules: where variables of each segment may appear, which may be
//! `const` or initialized, formal-argument segments, extension placement, and the
//! compatibility of repeated module-scope declarations (seed 4.3.4–4.3.10 L2230–L2433,
//! 4.12 linkage L3679–L3829, 13.1 extension L14586–L14658).
//!
//! Positions follow `HSAILasm`: a rule about a declaration is reported at the declared name
//! (or at the type of an unnamed formal), an extension rule at the `extension` keyword.

use crate::brig::consts::{kind, linkage, ty};
use crate::model::{Code, CodeEntry, CodeRef, ExecKind, Module, Operand, Variable};
use hsakit_diag::{Diagnostic, SourceFile, Span};
use std::collections::HashMap;

/// Segment numbers (hsa_brig_segment_t, L18139).
mod seg {
    pub const GLOBAL: u8 = 2;
    pub const READONLY: u8 = 3;
    pub const KERNARG: u8 = 4;
    pub const ARG: u8 = 8;
}

/// Where a variable is declared.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Module,
    /// A formal argument of an executable of this kind.
    Formal(ExecKind),
    /// Inside a code block, outside arg blocks.
    Body,
    /// Inside an arg block.
    ArgBlock,
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}

/// The span of `name` (with its `&`/`%` sigil) in the statement starting at `sp`, or `sp`.
pub(crate) fn name_span(src: &SourceFile, sp: Span, name: &str) -> Span {
    let text = src.bytes();
    let start = (sp.start as usize).min(text.len());
    let pat = name.as_bytes();
    if pat.is_empty() {
        return sp;
    }
    let mut i = start;
    while i + pat.len() <= text.len() {
        if text[i] == b';' {
            break;
        }
        if text[i..].starts_with(pat) && !text.get(i + pat.len()).copied().is_some_and(is_ident) {
            return Span::new(i, i + pat.len());
        }
        i += 1;
    }
    sp
}

/// The span of the first word of the declaration at `sp` that starts with a segment name
/// (the type of an unnamed formal such as `private_u32`), or `sp`.
fn type_span(src: &SourceFile, sp: Span) -> Span {
    let text = src.bytes();
    let mut i = (sp.start as usize).min(text.len());
    while i < text.len() && !matches!(text[i], b';' | b')') {
        let rest = &text[i..];
        for s in [
            "global_",
            "readonly_",
            "kernarg_",
            "group_",
            "private_",
            "spill_",
            "arg_",
        ] {
            if rest.starts_with(s.as_bytes()) && (i == 0 || !is_ident(text[i - 1])) {
                let mut j = i;
                while j < text.len() && is_ident(text[j]) {
                    j += 1;
                }
                return Span::new(i, j);
            }
        }
        i += 1;
    }
    sp
}

fn err(msg: &str, span: Span) -> Diagnostic {
    Diagnostic::error("HSAIL-E0110", msg).with_primary(span, "in this declaration")
}

/// The place of every code entry that is a variable: one walk over the entries, an
/// executable's range (up to its next module entry) followed until it ends.
fn places(m: &Module, skel: &[CodeEntry]) -> HashMap<CodeRef, Place> {
    let mut out = HashMap::new();
    // The executable whose range the walk is in: its body's start, its range's end, its kind;
    // and the arg-block depth in it.
    let mut cur: Option<(CodeRef, CodeRef, ExecKind)> = None;
    let mut depth = 0i32;
    for &e in skel {
        let x = e.r;
        if let Some((body, end, exec)) = cur {
            if end.0 != 0 && x >= end {
                cur = None;
            } else {
                let in_body = body.0 != 0 && x >= body;
                match e.kind {
                    kind::ARG_BLOCK_START => depth += 1,
                    kind::ARG_BLOCK_END => depth -= 1,
                    kind::VARIABLE => {
                        let p = if !in_body {
                            Place::Formal(exec)
                        } else if depth > 0 {
                            Place::ArgBlock
                        } else {
                            Place::Body
                        };
                        out.insert(x, p);
                    }
                    _ => {}
                }
                continue;
            }
        }
        match e.kind {
            kind::VARIABLE => {
                out.insert(x, Place::Module);
            }
            _ if e.is_executable() => {
                if let Some(Code::Executable(ex)) = m.entry_value(e, true) {
                    cur = Some((ex.first_code_block_entry, ex.next_module_entry, ex.kind));
                    depth = 0;
                }
            }
            _ => {}
        }
    }
    out
}

fn variable_rule(v: &Variable, place: Place) -> Option<&'static str> {
    let s = v.segment;
    // b1 is for registers and immediates only (4.13, L3830–L3936).
    if ty::base(v.ty) == ty::B1 {
        return Some("Invalid variable type");
    }
    if place == Place::Formal(ExecKind::Kernel) && s != seg::KERNARG {
        return Some("Kernel arguments must be declared in kernarg segment");
    }
    if v.modifier & 2 != 0 && !matches!(s, seg::GLOBAL | seg::READONLY) {
        return Some("Only variables in global and readonly segments may be labelled as const");
    }
    if v.modifier & 3 == 3 && v.init.0 == 0 {
        return Some("Const variable definitions must have an initializer");
    }
    if ty::is_opaque(ty::base(v.ty))
        && !matches!(s, seg::ARG | seg::KERNARG | seg::GLOBAL | seg::READONLY)
    {
        return Some(
            "Images and samplers may only be defined in arg, kernarg, global and readonly segments",
        );
    }
    match place {
        Place::Formal(ExecKind::Kernel) => {}
        Place::Formal(_) if s != seg::ARG => {
            return Some("Function/signature arguments must be declared in arg segment");
        }
        Place::Formal(_) => {}
        _ if s == seg::KERNARG => {
            return Some("Kernarg segment variables must be declared as kernel arguments");
        }
        Place::ArgBlock if s != seg::ARG => {
            return Some("Only arg segment variables may be defined in an arg scope");
        }
        Place::Body if s == seg::ARG => {
            return Some("no argument scope available at this location");
        }
        Place::Module if s == seg::ARG => {
            return Some("Only formal arguments and local variables can be defined in arg segment");
        }
        _ => {}
    }
    if v.init.0 != 0 && !matches!(s, seg::GLOBAL | seg::READONLY) {
        return Some("Only variables in global and readonly segments may be initialized");
    }
    None
}

/// In a code block, variables and fbarriers are defined before labels, instructions and arg
/// blocks (as `HSAILasm` requires; reported at the name).
fn definitions_first(
    m: &Module,
    src: &SourceFile,
    skel: &[CodeEntry],
    places: &HashMap<CodeRef, Place>,
    out: &mut super::Found,
) {
    let mut seen_code = false;
    let mut depth = 0;
    for &e in skel {
        let r = e.r;
        match e.kind {
            _ if e.is_executable() => {
                seen_code = false;
                continue;
            }
            kind::ARG_BLOCK_START => {
                depth += 1;
                seen_code = true;
                continue;
            }
            kind::ARG_BLOCK_END => {
                depth -= 1;
                continue;
            }
            kind::LABEL => {
                seen_code = true;
                continue;
            }
            _ if e.is_inst() => {
                seen_code = true;
                continue;
            }
            kind::VARIABLE | kind::FBARRIER if seen_code => {}
            _ => continue,
        }
        let name = match m.entry_value(e, true) {
            Some(Code::Variable(v)) if places.get(&r) == Some(&Place::Body) => m.string(v.name),
            Some(Code::Fbarrier { name, linkage, .. })
                if linkage == linkage::FUNCTION && depth == 0 =>
            {
                m.string(name)
            }
            _ => continue,
        };
        if seen_code {
            out.push((
                r,
                err(
                    "Variable declarations must precede labels and instructions",
                    name_span(src, m.code_span(r), &name),
                ),
            ));
        }
    }
}

/// The number of elements of an array-constant initializer (not aggregates).
fn init_count(m: &Module, v: &Variable) -> Option<u64> {
    match m.operand_value(v.init)? {
        Operand::ConstantBytes { ty: t, bytes } if ty::is_array(t) => {
            // Elements of the packed type when it is one (`u8x8[]`: 8 bytes each).
            Some(m.data(bytes).len() as u64 / ty::byte_size(t).max(1))
        }
        Operand::ConstantOperandList { ty: t, elements } if ty::is_array(t) => {
            Some(m.data(elements).len() as u64 / 4)
        }
        _ => None,
    }
}

/// The start of the initializer of the variable declared at `sp` (after its `=`).
fn init_span(src: &SourceFile, sp: Span) -> Span {
    let text = src.bytes();
    let mut i = sp.start as usize;
    while i < text.len() && text[i] != b'=' && text[i] != b';' {
        i += 1;
    }
    i += 1;
    while i < text.len() && text[i].is_ascii_whitespace() {
        i += 1;
    }
    Span::new(i.min(text.len()), (i + 1).min(text.len()))
}

/// What a module-scope name is, for redeclaration checks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NameKind {
    Var,
    Fbar,
    Exec(ExecKind),
}

/// One formal argument: type, dimension, alignment, segment.
pub(crate) type Formal = (u16, u64, u8, u8);

/// The output-argument count and the formal arguments of an executable.
pub(crate) fn formals(m: &Module, r: CodeRef) -> Option<(u16, Vec<Formal>)> {
    let Some(Code::Executable(e)) = m.code_value(r) else {
        return None;
    };
    let n = usize::from(e.out_arg_count) + usize::from(e.in_arg_count);
    let start = m.code_index(r)? + 1;
    let mut v = Vec::with_capacity(n.min(256));
    for k in 0..n {
        if let Some(Code::Variable(x)) =
            m.code_ref_by_index(start + k).and_then(|r| m.code_value(r))
        {
            v.push((x.ty, x.dim, x.align, x.segment));
        }
    }
    Some((e.out_arg_count, v))
}

/// Whether two declarations of one module-scope name agree.
fn compatible(m: &Module, a: CodeRef, b: CodeRef) -> bool {
    match (m.code_value(a), m.code_value(b)) {
        (Some(Code::Variable(x)), Some(Code::Variable(y))) => {
            let dims = x.dim == y.dim
                || (ty::is_array(x.ty) && ty::is_array(y.ty) && (x.dim == 0 || y.dim == 0));
            x.linkage == y.linkage
                && x.ty == y.ty
                && dims
                && x.segment == y.segment
                && x.align == y.align
                && (x.modifier & 2) == (y.modifier & 2)
                && x.allocation == y.allocation
        }
        (Some(Code::Executable(x)), Some(Code::Executable(y))) => {
            x.linkage == y.linkage && formals(m, a) == formals(m, b)
        }
        (Some(Code::Fbarrier { linkage: x, .. }), Some(Code::Fbarrier { linkage: y, .. })) => {
            x == y
        }
        _ => false,
    }
}

/// Checks the declaration rules; diagnostics are in source order.
pub fn check(m: &Module, src: &SourceFile, skel: &[CodeEntry], out: &mut super::Found) {
    undefined_module_decls(m, src, skel, out);
    let places = places(m, skel);
    definitions_first(m, src, skel, &places, out);
    let mut seen_other = false;
    let (mut core, mut other_ext) = (false, false);
    let mut names: HashMap<String, (NameKind, CodeRef)> = HashMap::new();
    for &e in skel {
        // Only these entries are looked at; others count as "other" entries for the
        // placement of extensions.
        match e.kind {
            kind::MODULE | kind::COMMENT | kind::LOC | kind::NONE | kind::PRAGMA => continue,
            kind::EXTENSION | kind::VARIABLE | kind::FBARRIER => {}
            _ if e.is_executable() => {}
            _ => {
                seen_other = true;
                continue;
            }
        }
        let r = e.r;
        let Some(c) = m.entry_value(e, true) else {
            continue;
        };
        let c = &c;
        let sp = m.code_span(r);
        // CORE excludes every other extension (13.1, L14659–L14669).
        if let Code::Extension { name } = c {
            let is_core = m.data(*name) == b"CORE";
            let msg = if is_core && other_ext {
                Some("'CORE' extension is incompatible with any other extension")
            } else if !is_core && core {
                Some("No extensions are compatible with 'CORE' extension")
            } else {
                None
            };
            if let Some(msg) = msg {
                out.push((
                    r,
                    err(msg, Span::new(sp.start as usize, sp.start as usize + 9)),
                ));
            }
            core |= is_core;
            other_ext |= !is_core;
        }
        // Output arguments have a fixed size (HSAILasm; formal arguments, ch. 10).
        if let Code::Executable(e) = c
            && let Some(i) = m.code_index(r)
        {
            for k in 0..usize::from(e.out_arg_count) {
                let vr = m.code_ref_by_index(i + 1 + k).unwrap_or(r);
                if let Some(Code::Variable(v)) = m.code_value(vr)
                    && ty::is_array(v.ty)
                    && v.dim == 0
                {
                    let name = m.string(v.name);
                    out.push((
                        vr,
                        err(
                            "Output array argument must have fixed size",
                            name_span(src, m.code_span(vr), &name),
                        ),
                    ));
                }
            }
        }
        match c {
            Code::Extension { .. } => {
                if seen_other {
                    out.push((
                        r,
                        err(
                            "Extension directives must appear after module directive but before other directives",
                            Span::new(sp.start as usize, sp.start as usize + 9),
                        ),
                    ));
                }
            }
            Code::Module(_)
            | Code::Comment { .. }
            | Code::Loc { .. }
            | Code::None { .. }
            | Code::Pragma { .. } => {}
            _ => seen_other = true,
        }
        let (name, kind, linkage_) = match c {
            Code::Variable(v) => {
                let name = m.string(v.name);
                // An array constant has exactly the declared number of elements (4.10).
                if let Some(n) = init_count(m, v)
                    && ty::is_array(v.ty)
                    && v.dim != 0
                    && n != v.dim
                {
                    out.push((
                        r,
                        err(
                            "Initializer size does not match array size",
                            init_span(src, sp),
                        ),
                    ));
                    continue;
                }
                if let Some(place) = places.get(&r).copied()
                    && let Some(msg) = variable_rule(v, place)
                {
                    let at = if name.is_empty() {
                        type_span(src, sp)
                    } else {
                        name_span(src, sp, &name)
                    };
                    out.push((r, err(msg, at)));
                    continue;
                }
                (name, NameKind::Var, v.linkage)
            }
            Code::Executable(e) => (m.string(e.name), NameKind::Exec(e.kind), e.linkage),
            Code::Fbarrier { name, linkage, .. } => (m.string(*name), NameKind::Fbar, *linkage),
            _ => continue,
        };
        if !matches!(linkage_, linkage::PROGRAM | linkage::MODULE)
            && kind != NameKind::Exec(ExecKind::Signature)
        {
            continue;
        }
        if let Some((k0, r0)) = names.get(&name).copied() {
            let at = name_span(src, sp, &name);
            let same_exec_kind = match (k0, kind) {
                (NameKind::Exec(a), NameKind::Exec(b)) => a == b && a != ExecKind::Signature,
                (a, b) => a == b,
            };
            if !same_exec_kind {
                out.push((r, err("Invalid identifier redefinition", at)));
            } else if !compatible(m, r0, r) {
                out.push((r, err("Incompatible identifier declarations", at)));
            }
        } else {
            names.insert(name, (kind, r));
        }
    }
}

/// A declaration with module linkage needs a definition in the same module (4.12, L3700–L3720);
/// `HSAILasm` checks this after the whole module, so the diagnostics sort last.
fn undefined_module_decls(
    m: &Module,
    src: &SourceFile,
    skel: &[CodeEntry],
    out: &mut super::Found,
) {
    let mut defined: HashMap<String, bool> = HashMap::new();
    let mut decls = Vec::new();
    for &e in skel {
        if !(e.is_executable() || matches!(e.kind, kind::VARIABLE | kind::FBARRIER)) {
            continue;
        }
        let r = e.r;
        let Some(c) = m.entry_value(e, true) else {
            continue;
        };
        let c = &c;
        let (name, what, def, link) = match c {
            Code::Variable(v) => (m.string(v.name), "Variable", v.modifier & 1 != 0, v.linkage),
            Code::Executable(e) => {
                let what = match e.kind {
                    ExecKind::Kernel => "Kernel",
                    ExecKind::Signature => continue,
                    _ => "Function",
                };
                (m.string(e.name), what, e.modifier & 1 != 0, e.linkage)
            }
            Code::Fbarrier {
                name,
                modifier,
                linkage,
            } => (m.string(*name), "Fbarrier", modifier & 1 != 0, *linkage),
            _ => continue,
        };
        if link != linkage::MODULE {
            continue;
        }
        if def {
            defined.insert(name, true);
        } else {
            decls.push((r, name, what));
        }
    }
    for (r, name, what) in decls {
        if !defined.contains_key(&name) {
            let at = name_span(src, m.code_span(r), &name);
            out.push((
                CodeRef(u32::MAX),
                err(
                    &format!(
                        "{what} must have a definition because it is declared with module linkage"
                    ),
                    at,
                ),
            ));
            return;
        }
    }
}
