//! HSAIL text and BRIG (seed `000_…`, HSA PRM 1.2, chapters 4–19).
//!
//! Planned layout (issue 3): `text/` (lexer, parser for the chapter 19 grammar, printer = the
//! disassembler), `model/` (an arena IR mirroring BRIG with typed handles and stored spans),
//! `brig/` (raw records, a reader that checks structure before semantics, a writer
//! byte-identical to `HSAILasm` for HSAIL 1.0) and `valid/` (the PRM's static rules).
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
