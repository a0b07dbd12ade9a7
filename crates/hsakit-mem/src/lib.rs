//! The guest memory layer: what an agent may touch, and checked accesses to it.
//!
//! HSA shares virtual addresses between the host and its agents (PRM seed `000_…` §2.8.2
//! L768–L797: a global-segment address is the same on every agent). hsakit keeps that literally:
//! a guest address *is* the host address of the backing memory, so host code (Rust or C through
//! `libhsa-runtime64.so.1`) reads and writes buffers through ordinary pointers, and an emulated
//! agent reaches the same bytes through this crate.
//!
//! The safety argument (DESIGN decision 6) is the [`RegionTable`]: every guest access is checked
//! against the regions the runtime gave the agents — allocations made by [`Memory::allocate`] and
//! host memory declared with [`Memory::register`] — before any byte is touched. An access outside
//! every region, or a write to a read-only region, is a [`Fault`], never a host crash.
//!
//! Accesses are race-free in the Rust sense: guest loads and stores are relaxed atomic
//! operations of the access width when naturally aligned, and byte-wise relaxed atomics when not,
//! so work-items running on different host threads may hit the same bytes (as kernels do) without
//! undefined behaviour. Atomic read-modify-write operations use the requested memory order.
//!
//! Freed memory cannot be reached through a stale table: a [`RegionTable`] snapshot keeps the
//! allocations it lists alive, so a dispatch that began before `free` finishes on valid memory,
//! and a dispatch that begins after it faults.
//!
//! Three ways in, all with the same checks and the same atomic accesses:
//! - [`GuestView::new`]: an agent's view of a snapshot; region permissions apply (stores and
//!   atomics to [`Perm::ReadOnly`] regions fault).
//! - [`GuestView::host`]: the host's view (the runtime writing kernarg segments and loader data,
//!   `hsa_memory_copy`); bounds are checked, agent permissions are not.
//! - [`Span`] ([`GuestView::span`]): a window inside one region, looked up once, that keeps just
//!   that region's memory alive. The runtime keeps its signals (`amd_signal_t`) and queues
//!   (`amd_queue_t` and the packet ring) in [`RegionKind::Runtime`] allocations and reaches them
//!   through spans, so kernels reach the very same words through their views.
//!
//! Host files are mapped here too ([`MappedFile`]): large inputs of the command line, and the
//! runtime's code-object files to come; and anonymous memory in transparent huge pages
//! ([`huge_anon`]) for the assemblers' output buffers.
//!
//! This crate and the emulators' own memory code are the only places outside the C ABI where
//! `unsafe` is allowed; each use carries a `// SAFETY:` comment.

#![allow(unsafe_code)] // the memory layer: see the crate documentation

mod access;
mod file;
mod pages;
mod table;

pub use access::{AtomicOp, GuestView, Span};
pub use file::{FileBytes, MappedFile};
pub use pages::{HUGE_PAGE, huge_anon};
pub use table::{Memory, Perm, Region, RegionKind, RegionTable};

use std::fmt;

/// Why a guest access failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    /// No region covers the whole access, or the region forbids it.
    #[error("memory violation: {access} of {size} byte(s) at {addr:#x}")]
    Violation {
        /// First byte of the access.
        addr: u64,
        /// Bytes accessed.
        size: u64,
        /// Read, write or atomic.
        access: Access,
    },
    /// An atomic operation on an address not aligned to its size.
    #[error("misaligned atomic: {size}-byte atomic at {addr:#x}")]
    Misaligned {
        /// The address.
        addr: u64,
        /// The operand size.
        size: u64,
    },
}

impl Fault {
    /// The first byte and the size of the access that faulted.
    pub fn span(&self) -> (u64, u64) {
        match *self {
            Fault::Violation { addr, size, .. } | Fault::Misaligned { addr, size } => (addr, size),
        }
    }
}

/// The kind of a guest access, for fault reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// A load.
    Read,
    /// A store.
    Write,
    /// An atomic read-modify-write.
    Atomic,
}

impl fmt::Display for Access {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::Atomic => "atomic",
        })
    }
}

/// Errors of the allocator.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AllocError {
    /// Size zero, an alignment that is not a power of two, or a size too large to lay out.
    #[error("invalid allocation request: {0}")]
    Invalid(String),
    /// The host allocator refused.
    #[error("out of memory allocating {0} bytes")]
    OutOfMemory(u64),
    /// `free` or `deregister` of an address that is not the start of a live region.
    #[error("no region starts at {0:#x}")]
    NotFound(u64),
    /// `register` of a range that overlaps a live region.
    #[error("range {base:#x}..{end:#x} overlaps a live region")]
    Overlap {
        /// Start of the range.
        base: u64,
        /// End of the range (exclusive).
        end: u64,
    },
}
