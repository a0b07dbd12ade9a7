//! The reference SIMT execution engine for HSAIL: the CPU kernel agent of the runtime and the
//! semantic reference every other agent is compared with (seed `000_…` chapters 2, 4–12, 16).
//!
//! Planned (issue 4): wavefronts of a configurable power-of-two size executing in lockstep over an
//! active mask with reconvergence at immediate post-dominators, every chapter 5–11 instruction,
//! bounds-checked memory through the agent's region table, a watchdog, and work-groups run in
//! parallel on a thread pool with results independent of the thread count.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
