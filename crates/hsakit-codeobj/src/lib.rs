//! AMDGPU ELF code objects (seeds `003_…` and `004_…`, updated for gfx12 from LLVM 19 output).
//!
//! * [`read()`]: a checked reader for code objects v2 (`amd_kernel_code_t`, "AMD" notes, YAML
//!   metadata) through v6 (64-byte kernel descriptors `<kernel>.kd`, MessagePack
//!   `NT_AMDGPU_METADATA`), relocatable or shared. It never panics; every error carries a byte
//!   offset. It is also the fuzzing entry point (`codeobj_read`).
//! * [`kd`]: the kernel descriptor, field by field, for every generation up to gfx12.
//! * [`loader`]: the view of a kernel the runtime needs to dispatch it.
//! * [`write`]: a two-phase writer for v5 shared objects laid out as `ld.lld-19 -shared` does.
//! * [`directives`]: `.amdgcn_target`, `.amdhsa_kernel … .end_amdhsa_kernel` and
//!   `.amdgpu_metadata … .end_amdgpu_metadata`, for the RDNA4 assembler to call.
//! * [`dump`]: the text `hsakit objdump` prints.

#![forbid(unsafe_code)]

pub mod directives;
pub mod dump;
mod error;
mod generated;
pub mod golden;
pub mod kd;
pub mod loader;
pub mod metadata;
pub mod raw;
mod read;
pub mod v2;
pub mod write;

pub use error::{Error, ErrorKind, Result};
pub use kd::{Generation, KernelDescriptor};
pub use metadata::{Metadata, Value};
pub use read::{
    CodeObject, Header, Kernel, Note, NoteContent, Relocation, Section, Segment, Symbol,
    SymbolTable, read,
};
