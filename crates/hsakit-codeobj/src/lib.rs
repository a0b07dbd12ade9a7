//! AMDGPU ELF code objects (seeds `003_…` and `004_…`).
//!
//! Planned (issue 7): a checked reader for code object v2 (`amd_kernel_code_t`) through v6
//! (64-byte kernel descriptors, MessagePack metadata notes), a two-phase writer for v5 shared
//! objects as `ld.lld-19 -shared` produces them, and the loader-side view of a kernel the runtime
//! needs.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
