//! Intel Ivy Bridge (Gen7) EU instruction set (seed `002_…`, chapters 3, 5 and 6).
//!
//! Planned (issue 9): tables generated from `data/gen7/*.toml`, the native 128-bit and compacted
//! 64-bit encodings, a decoder and encoder over a typed instruction, and an assembler and printer
//! in Mesa's brw syntax.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
