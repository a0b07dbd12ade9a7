//! AMD RDNA4 (gfx1200/gfx1201) instruction set (seed `001_…`, chapters 15 and 16).
//!
//! Tables are generated from `data/rdna4/*.toml` (see [`generated`]); the typed instruction
//! ([`Instruction`]) is shared by the decoder, the printer (LLVM AMDGPU syntax as
//! `llvm-mc-19 -mcpu=gfx1201` prints it), the assembler and the encoder.

#![forbid(unsafe_code)]

#[rustfmt::skip]
#[allow(missing_docs, clippy::all)]
pub mod generated;
pub mod table;

pub use table::{Cls, Field, Fld, Format, ImmStyle, OpInfo, Slot};
pub mod asm;
pub mod decode;
pub mod encode;
pub mod export;
pub mod image;
pub mod inst;
pub mod par;
pub mod print;
pub mod symbolic;
pub mod vopd;

pub use asm::{AsmError, Assembly, assemble, assemble_chunked, assemble_each, assemble_inst};
pub use decode::{DecodeError, DecodeErrorKind, decode};
pub use inst::{Image, InlineFloat, Instruction, Modifiers, Opcode, Operand, Special, Wave};
pub use print::print;
