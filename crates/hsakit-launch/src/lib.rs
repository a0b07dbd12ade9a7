//! Launch specs: one or more kernel dispatches described as data, in the JSON format
//! `hsakit-prm-vector/1` of the PRM conformance pack (`../shared/conformance/prm/README.md`),
//! which `hsakit run` and `hsakit conform` execute (DESIGN decision 9).
//!
//! * [`spec`]: the manifest ([`Spec`]), read with [`Spec::parse`] / [`Spec::load`] and checked
//!   for internal consistency (buffer references, hex lengths, kernarg bounds).
//! * [`kernarg`]: the kernarg layout rules of PRM §4.21 (seed `000_…` L4760–L4846) and the
//!   writing of a dispatch's kernarg segment.
//! * [`compare`]: the per-element comparison rules (`exact`, `ulps` with the ±0 rule, `abs`,
//!   `rel`, the NaN and infinity rules) and [`check`]: whole checks with their first mismatches.
//!
//! This crate never executes anything; agents run the dispatches and hand back buffer bytes.

#![forbid(unsafe_code)]

pub mod check;
pub mod compare;
pub mod hex;
pub mod kernarg;
pub mod spec;

pub use check::{CheckReport, Mismatch, RuntimeValues};
pub use compare::{Compare, ElemType, Method};
pub use spec::{BufferSpec, CheckSpec, DispatchSpec, KernargKind, KernargSpec, ModuleSpec, Spec};

use std::path::PathBuf;

/// Why a launch spec cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    /// The file could not be read.
    #[error("{file}: cannot read: {msg}")]
    Io {
        /// The spec file.
        file: PathBuf,
        /// The operating-system error.
        msg: String,
    },
    /// Not JSON, or JSON of the wrong shape.
    #[error("{file}:{line}:{column}: {msg}")]
    Json {
        /// The spec file.
        file: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What serde expected.
        msg: String,
    },
    /// Well-formed JSON whose content is inconsistent.
    #[error("{file}: {path}: {msg}")]
    Invalid {
        /// The spec file.
        file: PathBuf,
        /// Where in the manifest, e.g. `dispatches[0].kernargs[2]`.
        path: String,
        /// What is wrong and what was expected.
        msg: String,
    },
}
