//! Call rules (10.6–10.8 call, scall, icall; argument passing L12330–L12460): actual
//! arguments are arg-segment variables of the enclosing arg block, each used once, and match
//! the callee's formal arguments in number, type, array size and alignment. An `scall` names
//! functions only. Messages and positions are `HSAILasm`'s.

use super::decls::{Formal, formals};
use crate::brig::consts::{kind, op, ty};
use crate::model::{Code, CodeEntry, CodeRef, ExecKind, Module, Operand};
use hsakit_diag::{Diagnostic, SourceFile, Span};

/// Arg segment (hsa_brig_segment_t, L18139).
const SEG_ARG: u8 = 8;

fn err(msg: &str, span: Span) -> Diagnostic {
    Diagnostic::error("HSAIL-E0130", msg).with_primary(span, "in this call")
}

/// The start of source operand `k` of the call whose text starts at `sp`: call operands are
/// separated by white space at the top level (`call &f (%o) (%i)`, `scall_u64 $d1 () () [&f]`).
fn at(src: &SourceFile, sp: Span, k: usize) -> Span {
    let text = src.bytes();
    let mut i = sp.start as usize;
    // The mnemonic.
    while i < text.len() && !text[i].is_ascii_whitespace() {
        i += 1;
    }
    let mut depth = 0i32;
    let mut n = 0usize;
    let mut in_item = false;
    while i < text.len() {
        let b = text[i];
        if b == b';' && depth == 0 {
            break;
        }
        if depth == 0 && !in_item && !b.is_ascii_whitespace() && b != b',' {
            if n == k {
                return Span::new(i, i + 1);
            }
            n += 1;
            in_item = true;
        }
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (b.is_ascii_whitespace() || b == b')' || b == b']') {
            in_item = false;
        }
        i += 1;
    }
    start(sp)
}

fn start(sp: Span) -> Span {
    Span::new(sp.start as usize, sp.start as usize + 1)
}

/// The start of item `i` of the bracketed list that starts at `list`.
fn list_item(src: &SourceFile, list: Span, i: usize) -> Span {
    let text = src.bytes();
    let mut k = list.start as usize + 1;
    let mut left = i;
    while k < text.len() {
        let b = text[k];
        if b == b']' || b == b';' {
            break;
        }
        if b == b',' {
            left = left.saturating_sub(1);
        } else if left == 0 && !b.is_ascii_whitespace() {
            return Span::new(k, k + 1);
        }
        k += 1;
    }
    list
}

/// Compares the actual arguments of one list (`what`: "out" or "in") with the formals.
fn compare(m: &Module, actual: &[CodeRef], formal: &[Formal], what: &str) -> Option<&'static str> {
    if actual.len() != formal.len() {
        return Some(if what == "out" {
            "Invalid number of output arguments"
        } else {
            "Invalid number of input arguments"
        });
    }
    for (a, f) in actual.iter().zip(formal) {
        let Some(Code::Variable(v)) = m.code_value(*a) else {
            continue;
        };
        let (fty, fdim, falign, _) = *f;
        if ty::base(v.ty) != ty::base(fty) {
            return Some("Incompatible types of formal and actual arguments");
        }
        match (ty::is_array(fty), ty::is_array(v.ty)) {
            (true, false) => return Some("Actual parameter must be an array"),
            (false, true) => return Some("Actual parameter must be scalar (not array)"),
            (true, true) if fdim != 0 && fdim != v.dim => {
                return Some(
                    "Incompatible formal and actual arguments: arrays must have the same size",
                );
            }
            _ => {}
        }
        if falign != v.align {
            return Some("Incompatible alignment of formal and actual arguments");
        }
    }
    None
}

/// Checks every call; diagnostics go to `out` with their instruction.
pub fn check(m: &Module, src: &SourceFile, skel: &[CodeEntry], out: &mut super::Found) {
    // Variables declared in the arg block being read, and those its calls use.
    let mut block: Option<Vec<CodeRef>> = None;
    let mut used: Vec<CodeRef> = Vec::new();
    // Output formal arguments of the executable being read (written by st only).
    let mut outs_of_fn: Vec<CodeRef> = Vec::new();
    for &en in skel {
        // Variables need no decoding; instructions only when they are loads or calls.
        match en.kind {
            kind::VARIABLE => {
                if let Some(b) = block.as_mut() {
                    b.push(en.r);
                }
                continue;
            }
            kind::ARG_BLOCK_START | kind::ARG_BLOCK_END => {}
            _ if en.is_executable() => {}
            _ if en.is_inst() => {
                // Loads (of output arguments) and calls only.
                if !m.entry_inst_base(en).is_some_and(|i| {
                    matches!(i.opcode, op::CALL | op::SCALL | op::ICALL)
                        || (i.opcode == op::LD && !outs_of_fn.is_empty())
                }) {
                    continue;
                }
            }
            _ => continue,
        }
        let r = en.r;
        let Some(c) = m.entry_value(en, true) else {
            continue;
        };
        let c = &c;
        match c {
            Code::Executable(e) => {
                outs_of_fn.clear();
                if let Some(i) = m.code_index(r) {
                    for k in 0..usize::from(e.out_arg_count) {
                        if let Some(x) = m.code_ref_by_index(i + 1 + k) {
                            outs_of_fn.push(x);
                        }
                    }
                }
            }
            Code::ArgBlockStart => {
                block = Some(Vec::new());
                used.clear();
            }
            Code::ArgBlockEnd => {
                if block
                    .as_ref()
                    .is_some_and(|b| b.iter().any(|v| !used.contains(v)))
                {
                    out.push((
                        r,
                        err(
                            "There are unused variables defined in the current arg block",
                            start(m.code_span(r)),
                        ),
                    ));
                }
                block = None;
            }
            // Only a function has output arguments (a kernel has none).
            Code::Inst(i) if i.opcode == op::LD && !outs_of_fn.is_empty() => {
                let reads_out = m.operand_list(i.operands).iter().any(|o| {
                    matches!(m.operand_value(*o), Some(Operand::Address { symbol, .. }) if outs_of_fn.contains(&symbol))
                });
                if reads_out {
                    out.push((
                        r,
                        err(
                            "Output argument may only be accessed by st operations",
                            start(m.code_span(r)),
                        ),
                    ));
                }
            }
            Code::Inst(i) if matches!(i.opcode, op::CALL | op::SCALL | op::ICALL) => {
                let sp = m.code_span(r);
                // A call instruction is only allowed in an arg block (L2159-L2160, L2172-L2173).
                if block.is_none() {
                    out.push((
                        r,
                        err(
                            "Calls cannot be used outside of an argument scope",
                            start(sp),
                        ),
                    ));
                    continue;
                }
                let ops = m.operand_list(i.operands);
                let list = |k: usize| match ops.get(k).and_then(|o| m.operand_value(*o)) {
                    Some(Operand::CodeList { elements }) => m.code_list(elements),
                    _ => Vec::new(),
                };
                let code_ref = |k: usize| match ops.get(k).and_then(|o| m.operand_value(*o)) {
                    Some(Operand::CodeRef { code }) => Some(code),
                    _ => None,
                };
                let outs = list(0);
                let ins = list(2);
                used.extend(outs.iter().chain(&ins).copied());
                if let Some(d) = check_actuals(m, src, sp, &outs, &ins, block.as_deref()) {
                    out.push((r, d));
                    continue;
                }
                let targets: Vec<CodeRef> = match i.opcode {
                    op::CALL => code_ref(1).into_iter().collect(),
                    op::ICALL => code_ref(3).into_iter().collect(),
                    _ => list(3),
                };
                for (n, t) in targets.iter().enumerate() {
                    // Direct or indirect functions (HSAILasm takes both in an `scall` list;
                    // 000_inst_large.hsail of the round-trip corpus lists one of each).
                    let is_fn = matches!(
                        m.code_value(*t),
                        Some(Code::Executable(e))
                            if matches!(e.kind, ExecKind::Function | ExecKind::IndirectFunction)
                    );
                    if i.opcode == op::SCALL && !is_fn {
                        out.push((
                            r,
                            err("function not found", list_item(src, at(src, sp, 3), n)),
                        ));
                        break;
                    }
                    let Some((n_out, f)) = formals(m, *t) else {
                        continue;
                    };
                    let (fo, fi) = f.split_at(usize::from(n_out).min(f.len()));
                    let bad = compare(m, &outs, fo, "out")
                        .map(|msg| (msg, 1))
                        .or_else(|| compare(m, &ins, fi, "in").map(|msg| (msg, 2)));
                    if let Some((msg, k)) = bad {
                        out.push((r, err(msg, at(src, sp, k))));
                        break;
                    }
                }
            }
            _ => {}
        }
    }
}

/// Actual arguments: arg-segment variables of the enclosing arg block, each once.
fn check_actuals(
    m: &Module,
    src: &SourceFile,
    sp: Span,
    outs: &[CodeRef],
    ins: &[CodeRef],
    block: Option<&[CodeRef]>,
) -> Option<Diagnostic> {
    for (k, l) in [(1, outs), (2, ins)] {
        for a in l {
            if let Some(Code::Variable(v)) = m.code_value(*a)
                && v.segment != SEG_ARG
            {
                return Some(err(
                    "Call arguments must be variables defined in arg segment",
                    at(src, sp, k),
                ));
            }
        }
    }
    let all: Vec<CodeRef> = outs.iter().chain(ins).copied().collect();
    if let Some(b) = block
        && all.iter().any(|a| !b.contains(a))
    {
        return Some(err(
            "Call arguments must be defined in arg scope",
            start(sp),
        ));
    }
    for (n, a) in all.iter().enumerate() {
        if all[..n].contains(a) {
            return Some(err(
                "Each variable must appear exactly once in the list of call arguments",
                start(sp),
            ));
        }
    }
    None
}
