//! The HSA runtime in Rust (seed `000_…` chapter 2 and §4.2; queue and signal layouts from seed
//! `003_…`; dispatch from seed `004_…`).
//!
//! Planned (issue 5): the `KernelAgent` trait every engine implements, agents and regions,
//! signals, user-mode AQL queues with one packet-processor thread each, executables and the
//! finalizer extension's programs.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
