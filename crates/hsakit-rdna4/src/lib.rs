//! AMD RDNA4 (gfx1200/gfx1201) instruction set (seed `001_…`, chapters 15 and 16).
//!
//! Planned (issue 6): tables generated from `data/rdna4/*.toml`, an encoder and decoder over a
//! typed instruction shared with the emulator and the finalizer, and an assembler and printer in
//! LLVM's AMDGPU syntax exactly as `llvm-mc-19 -mcpu=gfx1201` accepts and prints it.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
