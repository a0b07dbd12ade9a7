//! The kernel agents backed by hsakit's execution engines, and the list a default runtime
//! registers ([`default_agents`]).
//!
//! Each engine lives in its own file and registers with **one line** in [`default_agents`]; the
//! runtime reports the agents in that order after the host CPU agent (agent 0).

pub mod cpu;
pub mod rdna4;

use crate::agent::KernelAgent;
use std::sync::Arc;

/// The kernel agents of a default runtime ([`crate::runtime::RuntimeBuilder::with_default_agents`],
/// the C library's `hsa_init`), in reporting order.
pub fn default_agents() -> Vec<Arc<dyn KernelAgent>> {
    vec![
        Arc::new(cpu::CpuAgent::new()),
        Arc::new(rdna4::Rdna4Agent::new(rdna4::Rdna4Target::Gfx1201)),
    ]
}
