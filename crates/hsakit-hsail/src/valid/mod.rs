//! The validator: static rules of the PRM checked on a parsed module (seed ch. 4–17).
//!
//! The parser already rejects what the grammar does not allow (unknown opcodes and modifiers,
//! malformed operands, undefined names). This pass checks the rules that need the whole
//! module or the generated per-opcode tables:
//! * [`rules`]: types, source types, segments, memory orders, comparison operators, rounding
//!   modes, packing controls and image types per opcode (`data/hsail/rules.toml`);
//! * declarations: segments per place, `const` and initializers, formal arguments,
//!   extension placement, compatible redeclarations and redefinitions.
//!
//! Diagnostics come back in source order, so the first is the one `HSAILasm` reports.

pub(crate) mod calls;
pub(crate) mod control;
pub(crate) mod conv;
mod decls;
mod generated;
pub(crate) mod kinds;
pub(crate) mod labels;
pub(crate) mod mnemonic;
pub(crate) mod opaque;
pub(crate) mod operands;
pub mod rules;
pub(crate) mod sizes;
pub(crate) mod types;
pub(crate) mod vector;

use crate::brig::consts::{kind, op};
use crate::model::{Code, CodeEntry, CodeRef, Module, OperandRef};
use hsakit_diag::{Diagnostic, SourceFile};
use std::collections::HashMap;

/// Diagnostics with the entry each belongs to (and the operand, for a rule an operand
/// breaks), in the order found (see [`finish`]).
#[derive(Debug, Default)]
pub(crate) struct Found(Vec<(CodeRef, Option<OperandRef>, Diagnostic)>);

impl Found {
    pub(crate) fn new() -> Self {
        Found(Vec::new())
    }

    /// A diagnostic of the entry at `r`.
    pub(crate) fn push(&mut self, (r, d): (CodeRef, Diagnostic)) {
        self.0.push((r, None, d));
    }

    /// A diagnostic of operand `o` of the instruction at `r` (in BRIG, `HSAILasm` names the
    /// operand's record: "Error in hsa_operand section, at offset 36").
    pub(crate) fn push_operand(&mut self, r: CodeRef, o: Option<OperandRef>, d: Diagnostic) {
        self.0.push((r, o, d));
    }

    /// In source order (for one entry, the declaration rules before the generic
    /// redefinition): the first is `HSAILasm`'s.
    fn sorted(mut self, more: Found) -> Vec<(CodeRef, Option<OperandRef>, Diagnostic)> {
        self.0.extend(more.0);
        self.0
            .sort_by_key(|(r, _, d)| (*r, d.code != "HSAIL-E0110"));
        self.0
    }
}

/// Where in a BRIG module a diagnostic belongs, as `HSAILasm -disassemble` names it ("Error in
/// hsa_code section, at offset 80"): a code entry's record, or the record of the operand that
/// breaks a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrigPlace {
    /// An entry of `hsa_code`, at this offset.
    Code(u32),
    /// An entry of `hsa_operand`, at this offset.
    Operand(u32),
}

impl std::fmt::Display for BrigPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BrigPlace::Code(o) => write!(f, "hsa_code section, at offset {o}"),
            BrigPlace::Operand(o) => write!(f, "hsa_operand section, at offset {o}"),
        }
    }
}

/// Makes the tables the checks build on first use (the compiled per-opcode rules, about 1.2M
/// instructions): a caller that would otherwise wait can take that off the check (`hsakit
/// hsail asm` does it on its main thread while another thread zeroes the module's huge page).
/// Without it, the first check makes them.
pub fn prepare() {
    rules::prepare();
    operands::prepare();
}

/// Checks a module; returns the errors found (empty when the module is valid).
pub fn validate(m: &Module, src: &SourceFile) -> Vec<Diagnostic> {
    let mut out = Found::new();
    instructions(m, src, 0, m.code_len(), &mut out);
    whole(m, src, &mut out);
    finish(out, Found::new())
}

/// Where [`first_part`] ends and [`second_part`] starts: the second part also walks the
/// module for the [`skeleton`] and runs the passes over the whole module, so it takes fewer
/// instructions (on CORE-full-large checked after an unjudged parse, three fifths here made
/// the two parts about 0.4 ms each in `hsail asm`).
fn split(m: &Module) -> usize {
    m.code_len() / 5 * 3
}

/// [`validate`] in two parts for two threads at once (the writing path's parse,
/// [`crate::parse_validated_for_writing_keeping_into`]): the per-instruction rules of the
/// first entries here, the rest in [`second_part`]; [`finish`] puts the two together.
pub(crate) fn first_part(m: &Module, src: &SourceFile) -> Found {
    let mut out = Found::new();
    instructions(m, src, 0, split(m), &mut out);
    out
}

/// The other part of [`first_part`]: the per-instruction rules of the other entries and the
/// passes over the whole module.
pub(crate) fn second_part(m: &Module, src: &SourceFile) -> Found {
    let mut out = Found::new();
    instructions(m, src, split(m), m.code_len(), &mut out);
    whole(m, src, &mut out);
    out
}

/// The diagnostics of the parts of a check, in source order (for one entry, the
/// declaration rules before the generic redefinition): the first is `HSAILasm`'s.
pub(crate) fn finish(out: Found, more: Found) -> Vec<Diagnostic> {
    out.sorted(more).into_iter().map(|(_, _, d)| d).collect()
}

/// [`validate`] of a module read from BRIG, each diagnostic with its place in the module
/// (a module from BRIG keeps no source positions).
pub fn validate_placed(m: &Module) -> Vec<(BrigPlace, Diagnostic)> {
    placed(first_half(m), second_half(m))
}

/// What one part of a check of a module read from BRIG found ([`first_half`],
/// [`second_half`]), to put together with [`placed`].
#[derive(Debug, Default)]
pub struct Findings(Found);

/// [`validate_placed`] in two parts for two threads at once (the disassembler checks on
/// another thread while it prints, and takes the rest once it has printed): the
/// per-instruction rules of the first three fifths of the entries here, the rest in
/// [`second_half`].
pub fn first_half(m: &Module) -> Findings {
    Findings(first_part(m, &SourceFile::new("", "")))
}

/// The other part of [`first_half`].
pub fn second_half(m: &Module) -> Findings {
    Findings(second_part(m, &SourceFile::new("", "")))
}

/// The diagnostics of the two parts of a check, in module order, each with its place.
pub fn placed(a: Findings, b: Findings) -> Vec<(BrigPlace, Diagnostic)> {
    a.0.sorted(b.0)
        .into_iter()
        .map(|(r, o, d)| {
            (
                o.map_or(BrigPlace::Code(r.0), |o| BrigPlace::Operand(o.0)),
                d,
            )
        })
        .collect()
}

/// The passes over the whole module, in the order their diagnostics of one entry come.
fn whole(m: &Module, src: &SourceFile, out: &mut Found) {
    let skel = skeleton(m);
    redefinitions(m, src, &skel, out);
    decls::check(m, src, &skel, out);
    calls::check(m, src, &skel, out);
    labels::check(m, &skel, out);
}

/// The entries the passes over the whole module look at, in order: every entry but
/// instructions, comments, `loc`s, pragmas and padding, and of the instructions those the
/// passes read (each in an arg block; loads in a function with output arguments; calls) and
/// the first of each run (which is all the placement rules ask: whether one came). On
/// CORE-full-large, 28 of 20,753 entries (118 of 207,359 on the 10x module): the passes
/// walked all of them, each reading the entry's kind from its record, seven times over.
fn skeleton(m: &Module) -> Vec<CodeEntry> {
    let mut out: Vec<CodeEntry> = Vec::new();
    let (mut depth, mut outs) = (0i32, false);
    for e in m.code_entries() {
        match e.kind {
            kind::COMMENT | kind::LOC | kind::PRAGMA | kind::NONE => continue,
            kind::ARG_BLOCK_START => depth += 1,
            kind::ARG_BLOCK_END => depth -= 1,
            _ if e.is_executable() => {
                outs = matches!(m.entry_value(e, true), Some(Code::Executable(x)) if x.out_arg_count > 0);
            }
            _ if e.is_inst() => {
                let first = out.last().is_none_or(|l| !l.is_inst());
                let read = depth > 0
                    || m.entry_inst_base(e).is_some_and(|i| {
                        matches!(i.opcode, op::CALL | op::SCALL | op::ICALL)
                            || (outs && i.opcode == op::LD)
                    });
                if !(first || read) {
                    continue;
                }
            }
            _ => {}
        }
        out.push(e);
    }
    out
}

/// The machine model and profile that hold at entry `from`: those of the last module header
/// before it (the defaults of [`rules::Ctx`] before any).
fn ctx_at(m: &Module, from: usize) -> rules::Ctx {
    let mut ctx = rules::Ctx {
        base: false,
        large: true,
    };
    for e in m.code_entries().take(from) {
        if e.kind == kind::MODULE
            && let Some(Code::Module(h)) = m.entry_value(e, false)
        {
            ctx.base = h.profile == 0;
            ctx.large = h.machine_model == 1;
        }
    }
    ctx
}

/// Whether `extension "IMAGE"` comes among the first `to` entries.
fn image_before(m: &Module, to: usize) -> bool {
    m.code_entries()
        .take(to)
        .any(|e| e.kind == kind::EXTENSION && is_image_extension(m, e))
}

fn is_image_extension(m: &Module, e: CodeEntry) -> bool {
    matches!(m.entry_value(e, false), Some(Code::Extension { name }) if m.data(name) == b"IMAGE")
}

/// What the parser judges of an instruction's types as it reads its mnemonic, judged again for
/// a module read from BRIG ([`Module::kinds_checked`] unset), where any type value can come:
/// the types the place allows, then the result types of the opcode ([`types`]).
fn brig_type_error(i: &crate::model::Inst, place: types::Place) -> Option<Diagnostic> {
    let src = crate::text::parser::source_type(&i.format);
    for t in [i.ty, src] {
        if let Some((code, msg)) = types::place_error(t, place) {
            return Some(Diagnostic::error(code, msg));
        }
    }
    types::list_error(i.opcode, i.ty).map(|msg| Diagnostic::error("HSAIL-E0031", msg))
}

/// The per-instruction rules (types, segments, orders and modifiers per opcode, then the
/// operand rules) of the instructions among entries `from..to`.
fn instructions(m: &Module, src: &SourceFile, from: usize, to: usize, out: &mut Found) {
    // Judged as they were parsed, and kept ([`Module::insts_checked`]).
    if m.insts_checked {
        return;
    }
    let mut ctx = ctx_at(m, from);
    let brig = !m.kinds_checked;
    let mut image = brig && image_before(m, from);
    // (The parser finds names by scope; BRIG names any entry.)
    let scopes = if brig {
        Scopes::of(m)
    } else {
        Scopes::default()
    };
    for e in m.code_entries_from(from).take(to.saturating_sub(from)) {
        if !(e.is_inst() || e.kind == kind::MODULE || (brig && e.kind == kind::EXTENSION)) {
            continue;
        }
        let r = e.r;
        if let Some(i) = m.entry_inst(e) {
            let place = types::Place {
                base: ctx.base,
                large: ctx.large,
                image,
            };
            if brig && let Some(d) = brig_type_error(&i, place) {
                out.push((r, d.with_primary(m.code_span(r), "in this instruction")));
            } else if let Some(msg) = rules::check(&i, ctx) {
                out.push((
                    r,
                    Diagnostic::error("HSAIL-E0200", msg)
                        .with_primary(m.code_span(r), "in this instruction"),
                ));
            } else if let Some(b) = operands::check_scoped_at(m, &i, ctx.large, Some((&scopes, r)))
            {
                let o = match b {
                    operands::Broken::Operand(k, _) => m.operand_refs(i.operands).get(k),
                    operands::Broken::Instruction(_) => None,
                };
                out.push_operand(r, o, operands::diagnostic(src, m.code_span(r), b));
            } else if let Some(o) = scopes.hidden_operand(m, &i, r) {
                out.push_operand(
                    r,
                    Some(o),
                    Diagnostic::error("HSAIL-E0101", operands::NOT_VISIBLE),
                );
            }
        } else if e.kind == kind::EXTENSION {
            image |= is_image_extension(m, e);
        } else if let Some(Code::Module(h)) = m.entry_value(e, false) {
            ctx.base = h.profile == 0;
            ctx.large = h.machine_model == 1;
        }
    }
}

/// Where the symbols of a module read from BRIG are visible: a symbol declared in a kernel's
/// or function's code block or among its formal arguments only there, one in an arg block only
/// in that block (2.8, L2840-L2901; the parser finds a name only in scope, BRIG can name any
/// entry: `HSAILasm` then says "Identifier is not defined/declared or is not visible in the
/// current scope").
#[derive(Default)]
pub(crate) struct Scopes {
    /// Each executable's entries after its directive, up to its next module-scope entry, as
    /// half-open ranges of code offsets in order (they do not overlap).
    execs: Vec<(u32, u32)>,
    /// Each arg block's (they do not nest), in order.
    args: Vec<(u32, u32)>,
}

impl Scopes {
    fn of(m: &Module) -> Scopes {
        let mut sc = Scopes::default();
        let mut open = None;
        for e in m.code_entries() {
            match e.kind {
                kind::ARG_BLOCK_START => open = Some(e.r.0),
                kind::ARG_BLOCK_END => {
                    if let Some(a) = open.take() {
                        sc.args.push((a, e.r.0));
                    }
                }
                _ if e.is_executable() => {
                    if let Some(Code::Executable(x)) = m.entry_value(e, false)
                        && x.next_module_entry.0 > e.r.0
                    {
                        sc.execs.push((e.r.0 + 1, x.next_module_entry.0));
                    }
                }
                _ => {}
            }
        }
        // (In order already for a well-formed module; sorted for any other.)
        sc.execs.sort_unstable();
        sc.args.sort_unstable();
        sc
    }

    /// Whether a symbol declared at `s` is visible from the entry at `at`: in the executable
    /// and the arg block that hold the declaration, if any, the entry is too.
    pub(crate) fn visible(&self, s: u32, at: u32) -> bool {
        let within = |ranges: &[(u32, u32)]| {
            let n = ranges.partition_point(|&(a, _)| a <= s);
            n == 0 || {
                let (a, b) = ranges[n - 1];
                s >= b || (a <= at && at < b)
            }
        };
        within(&self.execs) && within(&self.args)
    }

    /// The first operand of instruction `i` (at `at`) that refers to a symbol not visible
    /// there by a code reference (a call's function or signature, `ldf`'s function, an
    /// fbarrier); addresses are judged with the other address rules
    /// ([`operands::check_scoped_at`]).
    fn hidden_operand(
        &self,
        m: &Module,
        i: &crate::model::Inst,
        at: CodeRef,
    ) -> Option<OperandRef> {
        use crate::brig::consts::op;
        if self.execs.is_empty()
            || !matches!(
                i.opcode,
                op::CALL | op::SCALL | op::ICALL | op::LDF | op::ARRIVEFBAR..=op::WAITFBAR
            )
        {
            return None;
        }
        m.operand_refs(i.operands).iter().find(|&o| {
            matches!(m.operand_head(o), Some((kind::OPERAND_CODE_REF, s))
                if m.code_kind(CodeRef(s)) != Some(kind::LABEL) && !self.visible(s, at.0))
        })
    }
}

/// A name may be defined only once at module scope (L2840–L2901, L3679–L3829).
fn redefinitions(m: &Module, src: &SourceFile, skel: &[CodeEntry], out: &mut Found) {
    let mut defined: HashMap<String, ()> = HashMap::new();
    for &e in skel {
        if !(e.is_executable() || matches!(e.kind, kind::VARIABLE | kind::FBARRIER)) {
            continue;
        }
        let r = e.r;
        let (name, is_def) = match m.entry_value(e, false) {
            Some(Code::Executable(e)) if e.kind != crate::model::ExecKind::Signature => {
                (m.string(e.name), e.modifier & 1 != 0)
            }
            Some(Code::Variable(v)) if v.linkage == 1 || v.linkage == 2 => {
                (m.string(v.name), v.modifier & 1 != 0)
            }
            Some(Code::Fbarrier {
                name,
                modifier,
                linkage,
            }) if linkage != 3 => (m.string(name), modifier & 1 != 0),
            _ => continue,
        };
        if is_def && defined.insert(name.clone(), ()).is_some() {
            out.push((
                r,
                Diagnostic::error("HSAIL-E0100", "Invalid identifier redefinition").with_primary(
                    decls::name_span(src, m.code_span(r), &name),
                    "defined again here",
                ),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Scopes;

    /// A symbol of a function's code block is visible in that function only, one of an arg
    /// block in that block only, a module-scope one everywhere.
    #[test]
    fn symbols_are_visible_in_their_scope() {
        let sc = Scopes {
            execs: vec![(10, 100), (120, 200)],
            args: vec![(40, 60)],
        };
        assert!(sc.visible(20, 50) && sc.visible(20, 99) && !sc.visible(20, 150));
        assert!(sc.visible(50, 55) && !sc.visible(50, 70) && !sc.visible(50, 5));
        assert!(sc.visible(5, 150) && sc.visible(110, 50) && sc.visible(130, 199));
        assert!(!sc.visible(130, 20));
    }
}
