//! The CPU kernel agent: HSAIL kernels executed by the reference SIMT engine
//! `hsakit-hsail-exec` on host threads (DESIGN: "CPU (HSAIL engine)").
//!
//! - **Identity.** Name [`CPU_AGENT_NAME`] (`hsakit-cpu`), vendor `hsakit`, device type CPU,
//!   one ISA named [`CPU_ISA`] (`hsakit-hsail-cpu`: vendor `hsakit`, instruction set HSAIL, run on
//!   the CPU). The name says what the agent consumes: BRIG is its "machine code", so any program
//!   finalized for it names this ISA and only this agent loads it.
//! - **Finalize** ([`KernelAgent::finalize`]): every module is read with
//!   [`hsakit_hsail::brig::read`] and the whole program is lowered once by the engine
//!   ([`Program::load`], variables allocated at dry-run addresses) so a module the engine cannot
//!   run is rejected at finalize time, not at dispatch. The result is a [`CpuCodeObject`].
//! - **Load** ([`KernelAgent::load`]): the code object's modules are lowered again, this time
//!   with global and readonly variables allocated through the runtime's [`CodeLoader`] (so they
//!   are in the region table and freed with the executable); each kernel is reported with its
//!   kernarg size (alignment 16, the HSA minimum), static group size and private frame size.
//! - **Dispatch** ([`KernelAgent::dispatch`]): the AQL packet's dimensions, grid and work-group
//!   sizes, kernarg address, dynamic group bytes (the packet's `group_segment_size` minus the
//!   kernel's static size), packet id and completion signal become an engine [`Dispatch`] run
//!   over the dispatch's region-table snapshot ([`DispatchContext::table`]), so kernels read and
//!   write exactly the runtime's allocations and registrations. A one-work-group grid runs on the
//!   packet processor's own thread (no thread-pool hand-off: the empty-dispatch round trip);
//!   larger grids fan out on the global rayon pool.
//! - **Errors.** Engine memory violations become [`DispatchError::MemoryViolationDetail`]
//!   (`HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION` on the queue), the watchdog
//!   [`DispatchError::WatchdogStop`], `debugtrap` an [`DispatchError::Exception`], bad call
//!   targets and stack overflows [`DispatchError::Exception`], unsupported instructions
//!   [`DispatchError::IllegalInstruction`]. The agent itself keeps no per-dispatch state, so the
//!   next dispatch (on a fresh queue: the failed one is in the error state) runs normally.
//!
//! Not yet provided by the engine (see the report of issue 5): polling
//! [`DispatchContext::should_abort`] (a destroyed queue's running dispatch ends at the watchdog,
//! not at once), names for the variables a program defines (so they are not listed as
//! executable symbols), and resolving declarations to application-defined variables
//! ([`CodeLoader::external`]).
//!
//! # The code object ([`CpuCodeObject`])
//!
//! A small container, little-endian throughout, that a later JIT can extend without breaking
//! older readers:
//!
//! | bytes | content |
//! |---|---|
//! | 0..8 | magic `HSAKCPU\0` |
//! | 8..12 | format version, `u32` = 1 |
//! | 12..16 | section count, `u32` |
//! | 16.. | sections, each: tag (4 bytes), payload length (`u64`), payload |
//!
//! Sections: `ISA\0` (once: the ISA name, UTF-8), `BRIG` (one complete BRIG module each, in
//! program order), `KERN` (once: the kernel table, `u32` count then per kernel a `u32` name
//! length, the name, and `u32` kernarg, static group and private sizes as finalize computed
//! them). Readers skip sections with other tags: a JIT adds its native code in a section of its
//! own and falls back to the BRIG when it is absent.

use crate::agent::{
    AgentError, AgentProperties, CodeLoader, DeviceType, DispatchContext, DispatchError,
    FinalizeRequest, IsaInfo, KernelAgent, LoadedCode, LoadedKernel, LoadedVariable, MachineModel,
    Profile, RoundingMode,
};
use hsakit_hsail::model::Module;
use hsakit_hsail_exec::{
    Dispatch, DispatchHooks, ExecError, GlobalVar, Globals, KernelId, Program,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The agent's name (`HSA_AGENT_INFO_NAME`).
pub const CPU_AGENT_NAME: &str = "hsakit-cpu";
/// The agent's one ISA (`HSA_ISA_INFO_NAME`): HSAIL executed on the host CPU by hsakit.
pub const CPU_ISA: &str = "hsakit-hsail-cpu";
/// First 8 bytes of a [`CpuCodeObject`].
pub const CODE_OBJECT_MAGIC: &[u8; 8] = b"HSAKCPU\0";
/// The format version this reader and writer implement.
pub const CODE_OBJECT_VERSION: u32 = 1;
/// Section tag: the ISA name.
pub const TAG_ISA: [u8; 4] = *b"ISA\0";
/// Section tag: one BRIG module.
pub const TAG_BRIG: [u8; 4] = *b"BRIG";
/// Section tag: the kernel table.
pub const TAG_KERNELS: [u8; 4] = *b"KERN";

/// Default watchdog: wave instructions allowed per work-group.
pub const DEFAULT_WAVE_INSTRUCTION_BUDGET: u64 = 1_000_000_000;
/// Default watchdog: wall-clock limit per dispatch.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// A kernel as finalize recorded it in the code object's kernel table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeObjectKernel {
    /// The kernel's name (`&k`).
    pub name: String,
    /// Kernarg segment bytes.
    pub kernarg_size: u32,
    /// Static group segment bytes.
    pub group_segment_size: u32,
    /// Private segment bytes per work-item.
    pub private_segment_size: u32,
}

/// The CPU agent's code object, decoded (format in the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuCodeObject {
    /// The ISA name.
    pub isa: String,
    /// The BRIG modules, in program order.
    pub modules: Vec<Vec<u8>>,
    /// The kernels.
    pub kernels: Vec<CodeObjectKernel>,
}

fn invalid(m: impl Into<String>) -> AgentError {
    AgentError::InvalidCodeObject(m.into())
}

impl CpuCodeObject {
    /// Serialize (the bytes `finalize` returns).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(CODE_OBJECT_MAGIC);
        out.extend_from_slice(&CODE_OBJECT_VERSION.to_le_bytes());
        let count = 2 + self.modules.len() as u32;
        out.extend_from_slice(&count.to_le_bytes());
        let mut section = |tag: [u8; 4], payload: &[u8]| {
            out.extend_from_slice(&tag);
            out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
            out.extend_from_slice(payload);
        };
        section(TAG_ISA, self.isa.as_bytes());
        for m in &self.modules {
            section(TAG_BRIG, m);
        }
        let mut table = Vec::new();
        table.extend_from_slice(&(self.kernels.len() as u32).to_le_bytes());
        for k in &self.kernels {
            table.extend_from_slice(&(k.name.len() as u32).to_le_bytes());
            table.extend_from_slice(k.name.as_bytes());
            for v in [k.kernarg_size, k.group_segment_size, k.private_segment_size] {
                table.extend_from_slice(&v.to_le_bytes());
            }
        }
        section(TAG_KERNELS, &table);
        out
    }

    /// Decode; every length is checked against the bytes present (errors name the byte offset).
    pub fn parse(b: &[u8]) -> Result<CpuCodeObject, AgentError> {
        let mut r = Reader { b, pos: 0 };
        if r.take(8)? != CODE_OBJECT_MAGIC {
            return Err(invalid(
                "not an hsakit CPU code object (magic `HSAKCPU\\0`)",
            ));
        }
        let version = r.u32()?;
        if version != CODE_OBJECT_VERSION {
            return Err(invalid(format!(
                "byte 8: code object format version {version}, expected {CODE_OBJECT_VERSION}"
            )));
        }
        let count = r.u32()?;
        let (mut isa, mut kernels) = (None, None);
        let mut modules = Vec::new();
        for _ in 0..count {
            let at = r.pos;
            let tag: [u8; 4] = r
                .take(4)?
                .try_into()
                .map_err(|_| invalid(format!("byte {at}: section tag")))?;
            let len = r.u64()?;
            let payload = r.take_len(len)?;
            match tag {
                TAG_ISA => {
                    let s = std::str::from_utf8(payload)
                        .map_err(|_| invalid(format!("byte {at}: ISA name is not UTF-8")))?;
                    isa = Some(s.to_string());
                }
                TAG_BRIG => modules.push(payload.to_vec()),
                TAG_KERNELS => kernels = Some(parse_kernel_table(payload, r.pos - payload.len())?),
                _ => {} // a later producer's section (e.g. native code): skipped
            }
        }
        if r.pos != b.len() {
            return Err(invalid(format!(
                "byte {}: {} bytes after the last section",
                r.pos,
                b.len() - r.pos
            )));
        }
        Ok(CpuCodeObject {
            isa: isa.ok_or_else(|| invalid("no ISA section"))?,
            modules,
            kernels: kernels.ok_or_else(|| invalid("no kernel table section"))?,
        })
    }
}

fn parse_kernel_table(b: &[u8], base: usize) -> Result<Vec<CodeObjectKernel>, AgentError> {
    let mut r = Reader { b, pos: 0 };
    let n = r.u32()?;
    let mut out = Vec::new();
    for _ in 0..n {
        let at = base + r.pos;
        let len = r.u32()?;
        let name = std::str::from_utf8(r.take_len(u64::from(len))?)
            .map_err(|_| invalid(format!("byte {at}: kernel name is not UTF-8")))?
            .to_string();
        out.push(CodeObjectKernel {
            name,
            kernarg_size: r.u32()?,
            group_segment_size: r.u32()?,
            private_segment_size: r.u32()?,
        });
    }
    if r.pos != b.len() {
        return Err(invalid(format!(
            "byte {}: trailing bytes in the kernel table",
            base + r.pos
        )));
    }
    Ok(out)
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], AgentError> {
        let s = self
            .pos
            .checked_add(n)
            .and_then(|end| self.b.get(self.pos..end))
            .ok_or_else(|| {
                invalid(format!(
                    "byte {}: expected {n} more bytes, the code object ends at {}",
                    self.pos,
                    self.b.len()
                ))
            })?;
        self.pos += n;
        Ok(s)
    }
    fn take_len(&mut self, n: u64) -> Result<&'a [u8], AgentError> {
        let n = usize::try_from(n).map_err(|_| invalid(format!("byte {}: length", self.pos)))?;
        self.take(n)
    }
    fn u32(&mut self) -> Result<u32, AgentError> {
        let s = self.take(4)?;
        Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
    fn u64(&mut self) -> Result<u64, AgentError> {
        let lo = u64::from(self.u32()?);
        let hi = u64::from(self.u32()?);
        Ok(lo | hi << 32)
    }
}

/// Variables allocated at made-up addresses: finalize only needs to know the program lowers.
struct DryRunGlobals(u64);

impl Globals for DryRunGlobals {
    fn allocate(&mut self, size: u64, align: u64, _readonly: bool) -> Result<u64, String> {
        let align = align.max(1);
        let a = self.0.div_ceil(align).saturating_mul(align);
        self.0 = a.saturating_add(size.max(1));
        Ok(a)
    }
    fn write(&mut self, _addr: u64, _bytes: &[u8]) -> Result<(), String> {
        Ok(())
    }
}

/// Variables allocated through the runtime's loader (in the region table, freed with the
/// executable); the program-linkage ones become the executable's variable symbols.
struct LoaderGlobals<'a> {
    loader: &'a mut dyn CodeLoader,
    variables: Vec<LoadedVariable>,
}

impl Globals for LoaderGlobals<'_> {
    fn allocate(&mut self, size: u64, align: u64, readonly: bool) -> Result<u64, String> {
        let align = align.max(1);
        if !align.is_power_of_two() || align > 4096 {
            return Err(format!(
                "alignment {align} is not a power of two up to 4096"
            ));
        }
        self.loader
            .allocate(size.max(1), align, readonly)
            .map_err(|e| e.to_string())
    }
    fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), String> {
        self.loader.write(addr, bytes).map_err(|e| e.to_string())
    }
    fn defined(&mut self, var: &GlobalVar) {
        self.variables.push(LoadedVariable {
            name: var.name.clone(),
            address: var.address,
            size: u32::try_from(var.size).unwrap_or(u32::MAX),
            alignment: u32::try_from(var.align).unwrap_or(u32::MAX),
            readonly: var.readonly,
            is_const: var.is_const,
        });
    }
}

fn read_modules(blobs: &[&[u8]]) -> Result<Vec<Module>, AgentError> {
    blobs
        .iter()
        .enumerate()
        .map(|(i, b)| {
            hsakit_hsail::brig::read(b)
                .map_err(|e| AgentError::InvalidModule(format!("module {i}: {e}")))
        })
        .collect()
}

/// What a loaded kernel carries to dispatch (its [`LoadedKernel::engine_data`]).
#[derive(Debug)]
struct CpuKernel {
    program: Arc<Program>,
    id: KernelId,
    static_group: u32,
}

/// The CPU kernel agent.
pub struct CpuAgent {
    props: AgentProperties,
    budget: u64,
    timeout: Option<Duration>,
    dispatches: AtomicU64,
}

impl Default for CpuAgent {
    fn default() -> Self {
        CpuAgent::new()
    }
}

impl CpuAgent {
    /// The agent with the default watchdog ([`DEFAULT_WAVE_INSTRUCTION_BUDGET`] wave
    /// instructions per work-group, [`DEFAULT_TIMEOUT`] per dispatch).
    pub fn new() -> CpuAgent {
        let isa = IsaInfo {
            name: CPU_ISA.into(),
            machine_models: vec![MachineModel::Large],
            profiles: vec![Profile::Base, Profile::Full],
            default_float_rounding_modes: vec![RoundingMode::Near],
            base_profile_default_float_rounding_modes: vec![RoundingMode::Near],
            fast_f16: false,
            wavefront_size: 64,
            wavefronts_per_compute_unit: 64,
            // DETECT: the engine computes IEEE flags per instruction (hsakit-softfp).
            exception_policies: 2,
            // `mad` is executed as one fused operation (engine sem.rs: FMA | MAD | NFMA).
            fused_mad: true,
        };
        let cus = std::thread::available_parallelism()
            .map(|n| n.get() as u32)
            .unwrap_or(1);
        CpuAgent {
            props: AgentProperties {
                name: CPU_AGENT_NAME.into(),
                vendor: "hsakit".into(),
                device_type: DeviceType::Cpu,
                isas: vec![isa],
                machine_model: MachineModel::Large,
                profile: Profile::Full,
                default_float_rounding_mode: RoundingMode::Near,
                // The engine's wavefronts are 1..=64 lanes; 64 is the PRM conformance packs'
                // agent model.
                wavefront_size: 64,
                workgroup_max_dim: [1024, 1024, 1024],
                workgroup_max_size: 1024,
                grid_max_dim: [u32::MAX, u32::MAX, u32::MAX],
                grid_max_size: u32::MAX,
                fbarrier_max_size: 32,
                group_segment_size: 64 << 10,
                private_segment_max_size: 64 << 10,
                queues_max: 128,
                queue_min_size: 64,
                queue_max_size: 1 << 17,
                compute_units: cus,
                cache_sizes: crate::runtime::host_cache_sizes(),
                version: (1, 0),
            },
            budget: DEFAULT_WAVE_INSTRUCTION_BUDGET,
            timeout: Some(DEFAULT_TIMEOUT),
            dispatches: AtomicU64::new(0),
        }
    }

    /// The same agent with another watchdog: `wave_instructions` per work-group and an optional
    /// wall-clock limit per dispatch.
    pub fn with_watchdog(mut self, wave_instructions: u64, timeout: Option<Duration>) -> Self {
        self.budget = wave_instructions;
        self.timeout = timeout;
        self
    }

    /// Dispatches started so far (successful or not).
    pub fn dispatch_count(&self) -> u64 {
        self.dispatches.load(Ordering::Relaxed)
    }
}

fn exec_error(e: ExecError) -> DispatchError {
    match e {
        e @ ExecError::MemoryViolation { .. } => {
            DispatchError::MemoryViolationDetail(e.to_string())
        }
        ExecError::Watchdog(m) => DispatchError::WatchdogStop(m),
        ExecError::Unsupported(m) => DispatchError::IllegalInstruction { pc: 0, detail: m },
        e @ (ExecError::Trap { .. }
        | ExecError::BadCall { .. }
        | ExecError::StackOverflow { .. }) => DispatchError::Exception(e.to_string()),
        ExecError::Invalid(m) => DispatchError::InvalidPacket(m),
    }
}

impl KernelAgent for CpuAgent {
    fn properties(&self) -> &AgentProperties {
        &self.props
    }

    fn finalize(&self, request: &FinalizeRequest<'_>) -> Result<Vec<u8>, AgentError> {
        if request.isa != 0 {
            return Err(AgentError::IncompatibleIsa(format!(
                "{CPU_AGENT_NAME} has one ISA ({CPU_ISA})"
            )));
        }
        if request.machine_model != MachineModel::Large {
            return Err(AgentError::FinalizationFailed(format!(
                "{CPU_ISA} runs the large machine model only; the program is small"
            )));
        }
        if request.modules.is_empty() {
            return Err(AgentError::FinalizationFailed(
                "the program has no modules".into(),
            ));
        }
        let blobs: Vec<&[u8]> = request.modules.iter().map(|m| &m[..]).collect();
        let modules = read_modules(&blobs)?;
        let program = Program::load(&modules, &mut DryRunGlobals(0x1000))
            .map_err(|e| AgentError::FinalizationFailed(e.to_string()))?;
        let mut kernels = Vec::new();
        for name in program.kernels() {
            let info = program
                .kernel(&name, None)
                .and_then(|k| program.kernel_info(k))
                .ok_or_else(|| {
                    AgentError::FinalizationFailed(format!("kernel {name} has no information"))
                })?;
            kernels.push(CodeObjectKernel {
                name,
                kernarg_size: info.kernarg_size,
                group_segment_size: info.group_segment_size,
                private_segment_size: info.private_segment_size,
            });
        }
        Ok(CpuCodeObject {
            isa: CPU_ISA.into(),
            modules: blobs.iter().map(|b| b.to_vec()).collect(),
            kernels,
        }
        .to_bytes())
    }

    fn load(
        &self,
        code_object: &[u8],
        loader: &mut dyn CodeLoader,
    ) -> Result<LoadedCode, AgentError> {
        let co = CpuCodeObject::parse(code_object)?;
        if co.isa != CPU_ISA {
            return Err(AgentError::IncompatibleIsa(format!(
                "code object for `{}`, this agent runs `{CPU_ISA}`",
                co.isa
            )));
        }
        let blobs: Vec<&[u8]> = co.modules.iter().map(|m| &m[..]).collect();
        let modules = read_modules(&blobs)?;
        let mut globals = LoaderGlobals {
            loader,
            variables: Vec::new(),
        };
        let program = Program::load(&modules, &mut globals).map_err(|e| {
            AgentError::InvalidCodeObject(format!("the program does not load: {e}"))
        })?;
        let program = Arc::new(program);
        let mut out = LoadedCode {
            variables: globals.variables,
            ..LoadedCode::default()
        };
        for k in &co.kernels {
            let id = program.kernel(&k.name, None).ok_or_else(|| {
                invalid(format!(
                    "kernel table names {} but no module defines it",
                    k.name
                ))
            })?;
            let info = program
                .kernel_info(id)
                .ok_or_else(|| invalid(format!("kernel {} has no information", k.name)))?;
            out.kernels.push(LoadedKernel {
                name: k.name.clone(),
                kernel_object: 0,
                kernarg_segment_size: info.kernarg_size,
                kernarg_segment_alignment: 16,
                group_segment_size: info.group_segment_size,
                private_segment_size: info.private_segment_size,
                dynamic_callstack: false,
                engine_data: Arc::new(CpuKernel {
                    program: program.clone(),
                    id,
                    static_group: info.group_segment_size,
                }),
            });
        }
        Ok(out)
    }

    fn dispatch(
        &self,
        kernel: &LoadedKernel,
        ctx: &DispatchContext<'_>,
    ) -> Result<(), DispatchError> {
        let k = kernel
            .engine_data
            .downcast_ref::<CpuKernel>()
            .ok_or_else(|| DispatchError::InvalidPacket("kernel of another agent".into()))?;
        self.dispatches.fetch_add(1, Ordering::Relaxed);
        let p = &ctx.packet;
        let dims = u32::from(p.dimensions).clamp(1, 3);
        let used = |i: usize, v: u64| if (i as u32) < dims { v.max(1) } else { 1 };
        let grid = [0, 1, 2].map(|i| used(i, u64::from(p.grid_size[i])));
        let wg = [0, 1, 2].map(|i| used(i, u64::from(p.workgroup_size[i])) as u32);
        let groups: u64 = (0..3).map(|i| grid[i].div_ceil(u64::from(wg[i]))).product();
        let mut d = Dispatch::new(k.id, grid, wg, p.kernarg_address);
        d.dims = dims;
        d.dynamic_group_size = p.group_segment_size.saturating_sub(k.static_group);
        d.wave_size = self.props.wavefront_size;
        d.packet_id = ctx.dispatch_id;
        d.completion_signal = p.completion_signal;
        d.max_wave_instructions_per_group = self.budget;
        d.timeout = self.timeout;
        // One work-group: run it here, on the packet processor's thread.
        d.threads = (groups == 1).then_some(1);
        k.program
            .dispatch_with(&d, ctx.table().clone(), &ContextHooks(ctx))
            .map(|_| ())
            .map_err(|e| match e {
                ExecError::Watchdog(m) if m == hsakit_hsail_exec::ABORTED => DispatchError::Aborted,
                e => exec_error(e),
            })
    }
}

/// The engine's callbacks for one dispatch, answered by the packet processor's context: kernel
/// signal stores wake the host waiters at once, and a queue being destroyed or inactivated stops
/// the kernel.
struct ContextHooks<'a, 'b>(&'a DispatchContext<'b>);

impl DispatchHooks for ContextHooks<'_, '_> {
    fn signal_changed(&self, handle: u64) {
        self.0.signal_changed(handle);
    }
    fn should_abort(&self) -> bool {
        self.0.should_abort()
    }
}
