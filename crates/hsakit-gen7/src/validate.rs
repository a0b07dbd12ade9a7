//! Assembler checks of the region restrictions of seed §3.3.9 (L2177-L2362).
//! (Filled in by the region-restriction work; the entry point is stable.)

#![allow(clippy::result_large_err)]

use crate::inst::Instruction;
use hsakit_diag::{Diagnostic, Span};

/// Checks one parsed instruction; `span` is its statement in `src`.
pub fn check(inst: &Instruction, src: &[u8], span: Span) -> Result<(), Diagnostic> {
    let _ = (inst, src, span);
    Ok(())
}
