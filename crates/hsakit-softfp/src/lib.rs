//! IEEE-754 binary16, binary32 and binary64 arithmetic for every hsakit engine.
//!
//! Planned public surface (issue 4): add, sub, mul, div, fma, sqrt, fract, min/max, compares and
//! the whole HSAIL `cvt` matrix in the four rounding modes, with flush-to-zero of inputs and
//! outputs, the five IEEE exception flags, tininess detection and the NaN rules of the HSA PRM
//! (seed `000_…` §4.19, L4278–L4624). Host arithmetic is used only where property tests prove it
//! bit-identical (round-to-nearest-even, no flags requested).
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
