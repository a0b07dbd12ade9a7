//! Label scope (4.9 labels, L3539–L3550; arg blocks 4.3, L2170): a branch may only name a
//! label of its own scope — an arg block, or the code block outside arg blocks. `HSAILasm`
//! reports the branching instruction.

use crate::brig::consts::kind;
use crate::model::{CodeEntry, CodeRef, Module, Operand};
use hsakit_diag::{Diagnostic, Span};
use std::collections::HashMap;

/// Checks every label reference; diagnostics go to `out` with their instruction.
pub fn check(m: &Module, skel: &[CodeEntry], out: &mut super::Found) {
    // The scope of every label: 0 outside arg blocks, else the arg block's number.
    let mut scope_of: HashMap<CodeRef, u32> = HashMap::new();
    let (mut block, mut next) = (0u32, 0u32);
    for &e in skel {
        match e.kind {
            kind::ARG_BLOCK_START => {
                next += 1;
                block = next;
            }
            kind::ARG_BLOCK_END => block = 0,
            kind::LABEL => {
                scope_of.insert(e.r, block);
            }
            _ => {}
        }
    }
    // Outside arg blocks, a branch can only name a label of another scope if some label is
    // inside one: otherwise only the instructions in arg blocks need looking at (every
    // instruction's operands were read before, most of `validate`'s time on a large module).
    let inner_labels = scope_of.values().any(|&s| s != 0);
    let (mut block, mut next) = (0u32, 0u32);
    // The skeleton has every instruction in an arg block; with labels in arg blocks, any
    // instruction may name one (as the walk below reads it).
    let all: Vec<CodeEntry>;
    let walk = if inner_labels {
        all = m.code_entries().collect();
        &all[..]
    } else {
        skel
    };
    for &e in walk {
        match e.kind {
            kind::ARG_BLOCK_START => {
                next += 1;
                block = next;
            }
            kind::ARG_BLOCK_END => block = 0,
            _ if !e.is_inst() || (block == 0 && !inner_labels) => {}
            _ => {
                let r = e.r;
                let Some(i) = m.entry_inst_base(e) else {
                    continue;
                };
                let mut targets = Vec::new();
                for o in m.operand_list(i.operands) {
                    match m.operand_value(o) {
                        Some(Operand::CodeRef { code }) => targets.push(code),
                        Some(Operand::CodeList { elements }) => {
                            targets.extend(m.code_list(elements));
                        }
                        _ => {}
                    }
                }
                let foreign = targets
                    .iter()
                    .any(|t| scope_of.get(t).is_some_and(|&s| s != block));
                if foreign {
                    let sp = m.code_span(r);
                    out.push((
                        r,
                        Diagnostic::error(
                            "HSAIL-E0140",
                            "Invalid reference to label defined in another scope",
                        )
                        .with_primary(
                            Span::new(sp.start as usize, sp.start as usize + 1),
                            "in this branch",
                        ),
                    ));
                }
            }
        }
    }
}
