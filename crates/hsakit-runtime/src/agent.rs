//! The contract between the runtime and every execution engine: the [`KernelAgent`] trait.
//!
//! An engine (the HSAIL CPU agent, the RDNA4 and Gen7 emulators, the in-crate
//! [`TestAgent`](crate::test_agent::TestAgent)) implements four things:
//!
//! 1. **Identity and properties** ([`KernelAgent::properties`]): a plain [`AgentProperties`]
//!    value the runtime reports through `hsa_agent_get_info`, `hsa_isa_get_info_alt` and the
//!    agent listing. It must not change after the agent is registered.
//! 2. **Finalize** ([`KernelAgent::finalize`]): BRIG modules plus options → the agent's own code
//!    object bytes. The runtime never looks inside; it stores them, serializes them and hands them
//!    back to [`KernelAgent::load`].
//! 3. **Load** ([`KernelAgent::load`]): code object bytes → [`LoadedCode`], the kernels (and
//!    variables) with the numbers `hsa_executable_symbol_get_info` reports. Any memory a kernel
//!    needs at run time (global and readonly variables, descriptors) must be allocated with
//!    [`CodeLoader::allocate`] and initialised with [`CodeLoader::write`], so it is in the region
//!    table; it is freed with the executable.
//! 4. **Dispatch** ([`KernelAgent::dispatch`]): run one decoded kernel-dispatch packet to
//!    completion. The runtime's packet processor has already handled the header (type, barrier
//!    bit, acquire fence) and will do the release fence and the completion signal; the engine only
//!    executes the grid. Long-running engines poll [`DispatchContext::should_abort`] and return
//!    [`DispatchError::Aborted`] when it turns true (queue destroyed or inactivated).
//!
//! The packet processor calls `dispatch` from the queue's own thread; the engine may fan the
//! work-groups out to a thread pool but must return only when the whole grid has finished.
//!
//! # How an engine reaches memory
//!
//! There is one region table (DESIGN decision 6): the runtime's [`hsakit_mem::Memory`]. Engines
//! never see the `Memory` itself, only a snapshot of it, and never touch guest bytes except
//! through `hsakit-mem`:
//!
//! - [`DispatchContext::table`] is an `Arc<`[`RegionTable`]`>` snapshot taken when the packet
//!   was launched. It lists every allocation (`hsa_memory_allocate`), every registration
//!   (`hsa_memory_register`, exactly the registered bytes), the kernarg segments, the loader's
//!   memory, and the runtime's signals and queues; it keeps all of them alive until the last
//!   clone is dropped, so a buffer the host frees mid-dispatch stays valid for this dispatch and
//!   faults for the next one. Memory allocated after the launch is not in it.
//! - Each worker thread wraps a clone of the snapshot in its own agent [`GuestView`]
//!   ([`GuestView::new`], or [`DispatchContext::view`]); views are cheap and not `Sync`. The
//!   view's loads, stores, atomics and compare-and-swaps check the address range against the
//!   table and the region's permission (kernarg, readonly and code regions are read-only) before
//!   touching a byte; plain accesses are relaxed atomics, read-modify-writes use the requested
//!   memory order. An engine that streams through one buffer may take a
//!   [`Span`](crate::memory::Span) of it once ([`GuestView::span`]) and access it with the same
//!   checks minus the region lookup.
//! - A failed check is a [`Fault`] (never a host crash); the engine returns it as
//!   [`DispatchError::MemoryViolation`] (`?` converts it), and the packet processor puts the queue
//!   in the error state with `HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION`.
//! - Group, private, spill and arg segments are the engine's own per-work-group memory, outside
//!   the table.
//! - Signals: a signal handle is the address of its 64-byte `amd_signal_t` (seed 003 L553-571), a
//!   read-write region of the table; the value is the `i64` at `handle + 8`. Kernel signal
//!   operations are atomics on that word through the view; afterwards call
//!   [`DispatchContext::signal_changed`] so host waiters wake at once (they would otherwise notice
//!   at their next poll, [`POLL_INTERVAL`](crate::signal::POLL_INTERVAL)).
//! - Queues: [`DispatchContext::queue_address`] is the dispatching queue's `amd_queue_t` (layout
//!   in [`crate::queue::layout`]) and [`DispatchContext::packet_address`] its packet in the ring;
//!   both are read-write regions of the table, so the queue-index instructions are atomics on
//!   `write_dispatch_id` / `read_dispatch_id` through the view.
//! - The kernel's code object and [`LoadedKernel::engine_data`] are the engine's own; the kernel
//!   object handle the runtime allocates when [`LoadedKernel::kernel_object`] is 0 is a 64-byte
//!   read-only `Code` region.

use crate::memory::{Fault, GuestView, RegionTable};
use crate::signal::Signal;
use std::any::Any;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Device type (`hsa_device_type_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceType {
    /// A CPU.
    Cpu,
    /// A GPU.
    Gpu,
    /// A DSP.
    Dsp,
}

/// HSA profile (`hsa_profile_t`; PRM ch. 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// `$base`
    Base,
    /// `$full`
    Full,
}

/// Machine model (`hsa_machine_model_t`; PRM §2.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachineModel {
    /// 32-bit addresses.
    Small,
    /// 64-bit global addresses.
    Large,
}

/// Default float rounding mode (`hsa_default_float_rounding_mode_t`; PRM L1666-1769).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundingMode {
    /// Defer to the program / agent.
    Default,
    /// Round toward zero.
    Zero,
    /// Round to nearest even.
    Near,
}

/// One instruction set an agent supports (`hsa_isa_t` information).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IsaInfo {
    /// Full name, e.g. `amdgcn-amd-amdhsa--gfx1200` or `hsakit-hsail-cpu`.
    pub name: String,
    /// Supported machine models.
    pub machine_models: Vec<MachineModel>,
    /// Supported profiles.
    pub profiles: Vec<Profile>,
    /// Default float rounding modes supported (for the full profile).
    pub default_float_rounding_modes: Vec<RoundingMode>,
    /// Default float rounding modes supported in the base profile.
    pub base_profile_default_float_rounding_modes: Vec<RoundingMode>,
    /// Whether f16 is as fast as f32.
    pub fast_f16: bool,
    /// Wavefront size (1..=256, power of two).
    pub wavefront_size: u32,
    /// Maximum wavefronts per compute unit.
    pub wavefronts_per_compute_unit: u32,
    /// Exception policies supported in each profile the ISA supports
    /// (`hsa_exception_policy_t` mask: BREAK = 1, DETECT = 2).
    pub exception_policies: u16,
    /// Whether the floating-point `mad` instruction rounds once (fused:
    /// `HSA_ROUND_METHOD_SINGLE`) rather than after the multiply and after the add (`DOUBLE`),
    /// for every type and flush mode.
    pub fused_mad: bool,
}

/// Everything `hsa_agent_get_info` reports for a kernel agent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentProperties {
    /// Agent name (≤ 63 bytes, reported in a 64-byte field).
    pub name: String,
    /// Vendor name (≤ 63 bytes).
    pub vendor: String,
    /// Device type.
    pub device_type: DeviceType,
    /// ISAs, the first being the agent's native one.
    pub isas: Vec<IsaInfo>,
    /// Machine model of the agent.
    pub machine_model: MachineModel,
    /// Profile of the agent.
    pub profile: Profile,
    /// Default float rounding mode of the agent (Zero or Near).
    pub default_float_rounding_mode: RoundingMode,
    /// Wavefront size.
    pub wavefront_size: u32,
    /// Maximum work-group size per dimension.
    pub workgroup_max_dim: [u16; 3],
    /// Maximum total work-items in a work-group.
    pub workgroup_max_size: u32,
    /// Maximum grid size per dimension.
    pub grid_max_dim: [u32; 3],
    /// Maximum total work-items in a grid.
    pub grid_max_size: u32,
    /// Maximum fbarriers per work-group.
    pub fbarrier_max_size: u32,
    /// Group segment bytes available to one work-group.
    pub group_segment_size: u32,
    /// Maximum private segment bytes per work-item.
    pub private_segment_max_size: u32,
    /// Maximum number of queues (0 = the agent takes no queues).
    pub queues_max: u32,
    /// Minimum queue size in packets (power of two).
    pub queue_min_size: u32,
    /// Maximum queue size in packets (power of two).
    pub queue_max_size: u32,
    /// Number of compute units reported.
    pub compute_units: u32,
    /// Cache sizes in bytes (L1..L4), 0 where absent. `hsa_agent_iterate_caches` reports
    /// the levels with a non-zero size.
    pub cache_sizes: [u32; 4],
    /// Version (major, minor) of the agent.
    pub version: (u16, u16),
}

/// What the runtime passes to [`KernelAgent::finalize`].
#[derive(Debug)]
pub struct FinalizeRequest<'a> {
    /// The program's BRIG modules, each a complete module (header included), in add order.
    pub modules: &'a [Arc<[u8]>],
    /// The ISA (index into the agent's `isas`).
    pub isa: usize,
    /// Program machine model.
    pub machine_model: MachineModel,
    /// Program profile.
    pub profile: Profile,
    /// Program default float rounding mode.
    pub rounding: RoundingMode,
    /// Call convention requested (-1 = automatic).
    pub call_convention: i32,
    /// Program creation options and finalize options, space-joined.
    pub options: String,
}

/// A kernel produced by [`KernelAgent::load`].
pub struct LoadedKernel {
    /// Symbol name as HSAIL spells it (e.g. `&vector_add`).
    pub name: String,
    /// Kernel object handle for dispatch packets. 0 asks the runtime to allocate a unique 64-byte
    /// block for it (for engines whose kernel objects need no guest-visible contents).
    pub kernel_object: u64,
    /// Kernarg segment size in bytes.
    pub kernarg_segment_size: u32,
    /// Kernarg segment alignment in bytes (≥ 16).
    pub kernarg_segment_alignment: u32,
    /// Static group segment bytes.
    pub group_segment_size: u32,
    /// Static private segment bytes per work-item.
    pub private_segment_size: u32,
    /// Whether the kernel uses a dynamic call stack.
    pub dynamic_callstack: bool,
    /// Engine-private data (the decoded kernel, compiled code, …), given back at dispatch.
    pub engine_data: Arc<dyn Any + Send + Sync>,
}

impl std::fmt::Debug for LoadedKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoadedKernel")
            .field("name", &self.name)
            .field("kernel_object", &format_args!("{:#x}", self.kernel_object))
            .field("kernarg_segment_size", &self.kernarg_segment_size)
            .finish()
    }
}

/// A global or readonly variable produced by [`KernelAgent::load`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadedVariable {
    /// Symbol name.
    pub name: String,
    /// Guest address (allocated through the [`CodeLoader`]).
    pub address: u64,
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes.
    pub alignment: u32,
    /// Readonly segment rather than global.
    pub readonly: bool,
    /// `const` qualified.
    pub is_const: bool,
}

/// What a code object contained once loaded on an agent.
#[derive(Debug, Default)]
pub struct LoadedCode {
    /// Kernels.
    pub kernels: Vec<LoadedKernel>,
    /// Variables.
    pub variables: Vec<LoadedVariable>,
}

/// Memory services available while loading.
pub trait CodeLoader {
    /// Allocate zeroed guest memory that lives as long as the executable: a region of kind
    /// `Readonly` (read-only for kernels) when `read_only`, else `GlobalFine` (read-write).
    /// `align` is a power of two up to 4096.
    fn allocate(&mut self, size: u64, align: u64, read_only: bool) -> Result<u64, AgentError>;
    /// Write initial contents into memory allocated with [`CodeLoader::allocate`] (as the host:
    /// read-only memory is writable here).
    fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), AgentError>;
    /// A host view of the current region table (reads, and writes ignoring agent permissions).
    fn host_view(&self) -> GuestView;
    /// The address the application gave variable `name` with
    /// `hsa_executable_{global,agent_global,readonly}_variable_define`, for resolving the code
    /// object's declarations of it; `None` when the application defined no such variable for
    /// this agent.
    fn external(&self, name: &str) -> Option<u64>;
}

/// Errors from finalize and load.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AgentError {
    /// A module was not valid BRIG or not accepted by this finalizer.
    #[error("invalid module: {0}")]
    InvalidModule(String),
    /// Finalization failed (message names the kernel and reason).
    #[error("finalization failed: {0}")]
    FinalizationFailed(String),
    /// The bytes are not a code object this agent can load.
    #[error("invalid code object: {0}")]
    InvalidCodeObject(String),
    /// The code object targets another ISA.
    #[error("incompatible ISA: {0}")]
    IncompatibleIsa(String),
    /// Out of memory or another resource.
    #[error("out of resources: {0}")]
    OutOfResources(String),
}

/// A kernel-dispatch packet decoded from the queue (HSA `hsa_kernel_dispatch_packet_t`, 64 bytes;
/// offsets in `docs/runtime.md` and seed notes §4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DispatchPacket {
    /// The 16-bit header.
    pub header: u16,
    /// Number of dimensions (1..=3).
    pub dimensions: u8,
    /// Work-group size per dimension.
    pub workgroup_size: [u16; 3],
    /// Grid size in work-items per dimension.
    pub grid_size: [u32; 3],
    /// Private segment bytes per work-item requested by the packet.
    pub private_segment_size: u32,
    /// Group segment bytes per work-group requested (static + dynamic).
    pub group_segment_size: u32,
    /// Kernel object handle.
    pub kernel_object: u64,
    /// Kernarg segment address.
    pub kernarg_address: u64,
    /// Completion signal handle (0 = none).
    pub completion_signal: u64,
}

impl DispatchPacket {
    /// Decode the 8 words of a packet slot.
    pub fn decode(w: &[u64; 8]) -> DispatchPacket {
        DispatchPacket {
            header: w[0] as u16,
            dimensions: ((w[0] >> 16) & 3) as u8,
            workgroup_size: [(w[0] >> 32) as u16, (w[0] >> 48) as u16, w[1] as u16],
            grid_size: [(w[1] >> 32) as u32, w[2] as u32, (w[2] >> 32) as u32],
            private_segment_size: w[3] as u32,
            group_segment_size: (w[3] >> 32) as u32,
            kernel_object: w[4],
            kernarg_address: w[5],
            completion_signal: w[7],
        }
    }

    /// Encode into 8 words (used by the Rust API to build packets).
    pub fn encode(&self) -> [u64; 8] {
        [
            self.header as u64
                | (self.dimensions as u64 & 3) << 16
                | (self.workgroup_size[0] as u64) << 32
                | (self.workgroup_size[1] as u64) << 48,
            self.workgroup_size[2] as u64 | (self.grid_size[0] as u64) << 32,
            self.grid_size[1] as u64 | (self.grid_size[2] as u64) << 32,
            self.private_segment_size as u64 | (self.group_segment_size as u64) << 32,
            self.kernel_object,
            self.kernarg_address,
            0,
            self.completion_signal,
        ]
    }

    /// Total work-items in the grid.
    pub fn grid_items(&self) -> u64 {
        self.grid_size.iter().map(|&g| g as u64).product()
    }
}

/// Everything an engine may use while executing one dispatch.
pub struct DispatchContext<'a> {
    /// The decoded packet.
    pub packet: DispatchPacket,
    /// Guest address of the packet in the ring (for the `dispatchptr` instruction).
    pub packet_address: u64,
    /// Guest address of the queue's `amd_queue_t` (for the queue instructions).
    pub queue_address: u64,
    /// Dispatch id: the packet's index in its queue.
    pub dispatch_id: u64,
    pub(crate) table: Arc<RegionTable>,
    pub(crate) signals: &'a crate::runtime::SignalTable,
    pub(crate) abort: &'a AtomicBool,
}

impl DispatchContext<'_> {
    /// The region-table snapshot taken when the packet was launched. Every memory the dispatch
    /// may touch is in it (allocations, registrations, signals, queues, kernarg segments, loader
    /// memory), and it keeps them alive until the dispatch ends even if the host frees them
    /// meanwhile. Clone it (an `Arc`) into each worker thread and wrap it in a
    /// [`GuestView::new`].
    pub fn table(&self) -> &Arc<RegionTable> {
        &self.table
    }
    /// A fresh agent view over [`DispatchContext::table`] (one per worker thread: views are
    /// cheap and not `Sync`).
    pub fn view(&self) -> GuestView {
        GuestView::new(self.table.clone())
    }
    /// Look up a signal by handle. `None` if the handle is not a live signal. Engines need not
    /// use it: see [`DispatchContext::signal_changed`].
    pub fn signal(&self, handle: u64) -> Option<Arc<Signal>> {
        self.signals.get(handle)
    }
    /// Tell the runtime a kernel changed the value of the signal at `handle` (with an atomic on
    /// its `amd_signal_t` through the view), so host waiters wake now rather than at their next
    /// poll ([`POLL_INTERVAL`](crate::signal::POLL_INTERVAL)). Does nothing for handles that are
    /// not live signals.
    pub fn signal_changed(&self, handle: u64) {
        if let Some(s) = self.signals.get(handle) {
            s.wake();
        }
    }
    /// True once the queue is being destroyed or inactivated; long dispatches should stop.
    pub fn should_abort(&self) -> bool {
        self.abort.load(Ordering::Relaxed)
    }
}

/// Why a dispatch failed. The packet processor puts the queue into the error state with the
/// matching HSA status and calls the queue's error callback.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DispatchError {
    /// A guest access outside every allocation or against its permissions
    /// (`HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION`).
    #[error("{0}")]
    MemoryViolation(Fault),
    /// An instruction the engine cannot execute (`HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION`).
    #[error("illegal instruction at {pc:#x}: {detail}")]
    IllegalInstruction {
        /// Code offset or address of the instruction.
        pc: u64,
        /// What was wrong.
        detail: String,
    },
    /// The kernel raised an HSAIL exception or trap (`HSA_STATUS_ERROR_EXCEPTION`).
    #[error("kernel exception: {0}")]
    Exception(String),
    /// The dispatch ran past the engine's watchdog budget (`HSA_STATUS_ERROR_EXCEPTION`).
    #[error("watchdog expired after {0} steps")]
    Watchdog(u64),
    /// The engine's watchdog stopped the dispatch; the text says which limit (instruction budget,
    /// wall clock) and where (`HSA_STATUS_ERROR_EXCEPTION`).
    #[error("watchdog: {0}")]
    WatchdogStop(String),
    /// A memory violation described by the engine itself (instruction, address, work-item, and
    /// segment windows such as group or private memory that are not in the region table)
    /// (`HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION`).
    #[error("{0}")]
    MemoryViolationDetail(String),
    /// Stopped because the queue was destroyed or inactivated.
    #[error("dispatch aborted")]
    Aborted,
    /// The packet asks for more than the agent has (group/private memory, work-group size)
    /// (`HSA_STATUS_ERROR_OUT_OF_RESOURCES`).
    #[error("insufficient resources: {0}")]
    InsufficientResources(String),
    /// The packet is malformed for this kernel (`HSA_STATUS_ERROR_INVALID_PACKET_FORMAT`).
    #[error("invalid packet: {0}")]
    InvalidPacket(String),
}

impl From<Fault> for DispatchError {
    fn from(f: Fault) -> Self {
        DispatchError::MemoryViolation(f)
    }
}

/// The contract every execution engine implements; see the module documentation.
pub trait KernelAgent: Send + Sync + 'static {
    /// Identity and limits; constant for the agent's lifetime.
    fn properties(&self) -> &AgentProperties;

    /// Finalize BRIG into this agent's code object bytes for ISA `request.isa`.
    fn finalize(&self, request: &FinalizeRequest<'_>) -> Result<Vec<u8>, AgentError>;

    /// Load a code object produced by [`KernelAgent::finalize`] (or another compiler for this
    /// agent's ISA).
    fn load(
        &self,
        code_object: &[u8],
        loader: &mut dyn CodeLoader,
    ) -> Result<LoadedCode, AgentError>;

    /// Execute one kernel dispatch to completion.
    fn dispatch(
        &self,
        kernel: &LoadedKernel,
        ctx: &DispatchContext<'_>,
    ) -> Result<(), DispatchError>;
}
