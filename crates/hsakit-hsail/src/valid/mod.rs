//! The validator: static rules of the PRM checked on a parsed module (seed ch. 4–17).
//!
//! The parser already rejects what the grammar and the instruction tables do not allow
//! (unknown opcodes and modifiers, malformed operands, undefined names). This pass checks the
//! rules that need the whole module.

mod generated;
pub mod rules;

use crate::model::{Code, Module};
use hsakit_diag::{Diagnostic, SourceFile};
use std::collections::HashMap;

/// Checks a module; returns the errors found (empty when the module is valid).
pub fn validate(m: &Module, _src: &SourceFile) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut ctx = rules::Ctx {
        base: false,
        large: true,
    };
    // A name may be defined only once at module scope (L2840–L2901, L3679–L3829).
    let mut defined: HashMap<String, ()> = HashMap::new();
    for (r, c) in m.code() {
        let (name, is_def) = match c {
            Code::Module(h) => {
                ctx.base = h.profile == 0;
                ctx.large = h.machine_model == 1;
                continue;
            }
            Code::Inst(i) => {
                // Types, segments, orders and modifiers per opcode (rules.toml).
                if let Some(msg) = rules::check(i, ctx) {
                    out.push(
                        Diagnostic::error("HSAIL-E0200", msg)
                            .with_primary(m.code_span(r), "in this instruction"),
                    );
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
            out.push(
                Diagnostic::error("HSAIL-E0100", format!("Redefinition of {name}"))
                    .with_primary(m.code_span(r), "defined again here"),
            );
        }
    }
    out
}
