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
//!
//! # Launch specs of code objects (`hsakit run --agent gfx1201`)
//!
//! A spec whose kernel is native AMDGPU code uses the same manifest with these fields:
//!
//! * `modules[i].code_object` instead of `file`: the path of an AMDGPU ELF code object
//!   (`.hsaco`, as `clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx1201` and `ld.lld-19`
//!   produce), relative to the spec's folder. Every module of such a spec is a code object.
//! * `agent` (optional, informational): the processor the code object was built for
//!   (`gfx1201`, `gfx1200`). `hsakit run` takes the agent from `--agent`; a code object for
//!   another processor is refused at load.
//! * `dispatches[i].kernel`: the kernel's name in the code object metadata (`vector_add`); the
//!   symbol `vector_add.kd` is accepted too.
//! * `dispatches[i].kernargs`: the **explicit** arguments only, in the layout of the code
//!   object metadata (`.args` with `.offset`/`.size`; `llvm-readobj-19 --notes` or
//!   `hsakit objdump` show it): `kind: "buffer"` writes the buffer's device address (size 8),
//!   `kind: "value"` writes `hex` (little-endian bytes of the scalar: a `uint` is 4 bytes, a
//!   `ulong` 8), `kind: "group_offset"` the kernel's static group size plus `dynamic_offset`.
//!   An entry whose offset and size match no explicit argument of the metadata is an error.
//! * `dispatches[i].kernarg_segment_size`: at least the end of the explicit arguments; the
//!   runner allocates the larger of it and the metadata's `.kernarg_segment_size` and fills the
//!   **hidden** arguments the metadata lists from the dispatch: `hidden_block_count_{x,y,z}`
//!   (full work-groups), `hidden_group_size_*`, `hidden_remainder_*` (size of the partial last
//!   group), `hidden_grid_dims`, `hidden_private_base`/`hidden_shared_base` (aperture bases),
//!   `hidden_dynamic_lds_size` (= `dynamic_group_segment_size`), `hidden_queue_ptr`; the other
//!   hidden kinds (global offsets, printf/hostcall/heap buffers, default queue, completion
//!   action, multigrid sync) are zero. `kernarg_template`, when present, is copied first.
//! * `grid_size` must fit the AQL packet's u32 per dimension and `workgroup_size` its u16.
//! * `completion_signal_initial_value` and `expect_error` mean what they mean for HSAIL specs
//!   (a queue error — memory violation, illegal instruction, trap, strict-mode hazard —
//!   satisfies `expect_error`).
//!
//! `buffers`, `checks` and the comparison rules are unchanged. The example
//! `examples/vector_add_gfx1201/gfx1201.json` is such a spec (named so that `hsakit conform`,
//! which collects `test.json` files and runs them on the CPU agent, passes it by).

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
