//! A functional gfx1200/gfx1201 emulator (seed `001_…` chapters 2–13 and 16).
//!
//! Planned (issue 8): wave state (SGPRs, VGPRs, EXEC/VCC/SCC/M0, MODE, TTMPs), execution of a
//! decoded instruction stream one instruction per wave over a lane mask, memory through the
//! runtime's region table, LDS per work-group, barriers, and a strict mode that models the wait
//! counters and reports hazards.
//!
//! This crate is a documented skeleton until that issue lands.

#![forbid(unsafe_code)]
