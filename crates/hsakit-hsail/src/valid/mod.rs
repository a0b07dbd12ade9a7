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
pub(crate) mod vector;

use crate::model::{Code, CodeRef, Module};
use hsakit_diag::{Diagnostic, SourceFile};
use std::collections::HashMap;

/// Checks a module; returns the errors found (empty when the module is valid).
pub fn validate(m: &Module, src: &SourceFile) -> Vec<Diagnostic> {
    let mut out: Vec<(CodeRef, Diagnostic)> = Vec::new();
    let mut ctx = rules::Ctx {
        base: false,
        large: true,
    };
    // A name may be defined only once at module scope (L2840–L2901, L3679–L3829).
    let mut defined: HashMap<String, ()> = HashMap::new();
    for (r, c) in m.code_values() {
        let c = &c;
        let (name, is_def) = match c {
            Code::Module(h) => {
                ctx.base = h.profile == 0;
                ctx.large = h.machine_model == 1;
                continue;
            }
            Code::Inst(i) => {
                // Types, segments, orders and modifiers per opcode (rules.toml).
                if let Some(msg) = rules::check(i, ctx) {
                    out.push((
                        r,
                        Diagnostic::error("HSAIL-E0200", msg)
                            .with_primary(m.code_span(r), "in this instruction"),
                    ));
                } else if let Some(d) = operands::check(m, src, i, m.code_span(r), ctx.large) {
                    out.push((r, d));
                }
                continue;
            }
            Code::Executable(e) if e.kind != crate::model::ExecKind::Signature => {
                (m.string(e.name), e.modifier & 1 != 0)
            }
            Code::Variable(v) if v.linkage == 1 || v.linkage == 2 => {
                (m.string(v.name), v.modifier & 1 != 0)
            }
            Code::Fbarrier {
                name,
                modifier,
                linkage,
            } if *linkage != 3 => (m.string(*name), modifier & 1 != 0),
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
    decls::check(m, src, &mut out);
    calls::check(m, src, &mut out);
    labels::check(m, &mut out);
    // Source order; for one entry, the declaration rules before the generic redefinition.
    out.sort_by_key(|(r, d)| (*r, d.code != "HSAIL-E0110"));
    out.into_iter().map(|(_, d)| d).collect()
}
