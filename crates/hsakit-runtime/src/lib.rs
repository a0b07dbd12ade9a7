//! The HSA runtime in Rust (PRM seed `000_…` chapter 2 and §4.2; queue and signal layouts from
//! seed `003_…` L480-615; dispatch from seed `004_…`).
//!
//! - [`agent`]: the [`KernelAgent`](agent::KernelAgent) trait every engine implements, with the
//!   agent properties, the decoded dispatch packet and the dispatch/load/finalize contracts.
//! - [`agents`]: the engine-backed kernel agents (the HSAIL [`CpuAgent`](agents::cpu::CpuAgent))
//!   and the list a default runtime registers.
//! - [`memory`]: guest memory, which is `hsakit-mem`'s region table (re-exported), and the
//!   host-side copy.
//! - [`signal`]: `amd_signal_t` signals, waits (condition variable, no busy loop) and groups.
//! - [`queue`]: `amd_queue_t` user-mode AQL queues, one packet-processor thread each.
//! - [`executable`]: code objects, readers, executables and symbols, HSAIL programs.
//! - [`runtime`]: the [`Runtime`] tying them together and the process-wide
//!   `hsa_init`/`hsa_shut_down` reference count.
//! - [`test_agent`]: a **test double** kernel agent whose kernels are Rust closures.
//!
//! The crate contains no `unsafe`: every guest access, the runtime's own included, goes through
//! `hsakit-mem` (checked, atomic); registering foreign memory (`unsafe` in `hsakit-mem`) is done
//! by the C ABI crate through [`Runtime::register`].

#![forbid(unsafe_code)]

pub mod agent;
pub mod agents;
pub mod error;
pub mod executable;
pub mod memory;
pub mod queue;
pub mod runtime;
pub mod signal;
pub mod test_agent;

pub use error::{Result, RuntimeError};
pub use runtime::Runtime;
