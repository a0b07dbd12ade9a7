//! The RDNA4 kernel agents: gfx1201 and gfx1200 AMDGPU code objects executed by the functional
//! emulator `hsakit-emu-rdna4` (issue 8).
//!
//! - **Identity.** Name `gfx1201` (or `gfx1200`), as ROCm names these agents; vendor `hsakit`;
//!   device type GPU; one ISA `amdgcn-amd-amdhsa--gfx1201` (`--gfx1200`), base profile, large
//!   machine model, wave32 native (wave64 code objects run too: the descriptor says which).
//! - **Finalize** is not available yet: the HSAIL → RDNA4 finalizer is a later issue, so
//!   [`KernelAgent::finalize`] fails with a message saying so.
//! - **Load** ([`KernelAgent::load`]): an AMDGPU ELF code object (v4/v5/v6, as clang-19 and
//!   `ld.lld-19` produce) is read through `hsakit-codeobj`'s loader view; its processor must be
//!   the agent's. Every kernel's code is decoded once into the emulator's execution form. The
//!   64-byte kernel descriptor is copied into a read-only region of the runtime's table and its
//!   address is the kernel object (as on ROCm, where `kernel_object` points at the descriptor).
//!   Kernels are reported under their symbol name with the `.kd` suffix, as ROCm's loader does.
//! - **Dispatch** ([`KernelAgent::dispatch`]): the AQL packet (dimensions, grid and work-group
//!   sizes, kernarg address, private and group segment sizes), the packet and queue addresses and
//!   the dispatch id become an emulator dispatch over the dispatch's region-table snapshot. The
//!   emulator builds the initial register state the descriptor requests (user SGPRs: dispatch
//!   ptr, queue ptr, kernarg ptr, dispatch id, private segment size; work-group ids in
//!   TTMP9/TTMP7; packed work-item ids in v0). Work-groups run in parallel on rayon's global pool.
//!   The hidden kernel arguments of code object v5 are the application's to fill, as on ROCm.
//! - **Errors.** Memory violations become [`DispatchError::MemoryViolationDetail`] (with the
//!   instruction address, the faulting address and the wave), illegal or unsupported
//!   instructions [`DispatchError::IllegalInstruction`], `s_trap`, strict-mode hazards and barrier
//!   deadlocks [`DispatchError::Exception`], as are float exceptions the descriptor enables
//!   (rsrc2 `ENABLE_EXCEPTION_*` → TRAP_CTRL), the watchdog [`DispatchError::WatchdogStop`], a grid
//!   the emulator rejects [`DispatchError::InsufficientResources`].
//!
//! - **Abort.** The emulator asks [`DispatchContext::should_abort`] before each work-group and
//!   every `hsakit_emu_rdna4::CANCEL_POLL` instructions of each wave, so a queue being destroyed
//!   or inactivated stops a running dispatch ([`DispatchError::Aborted`]), runaway kernels too.
//!
//! Not provided yet: code-object global variables (the loader places no `.data`/`.bss`
//! sections; kernels that use them fault).

use crate::agent::{
    AgentError, AgentProperties, CodeLoader, DeviceType, DispatchContext, DispatchError,
    FinalizeRequest, IsaInfo, KernelAgent, LoadedCode, LoadedKernel, MachineModel, Profile,
    RoundingMode,
};
use hsakit_emu_rdna4::hsakit_codeobj;
use hsakit_emu_rdna4::{Dispatch, EmuError, Kernel, Options};
use std::sync::Arc;

/// The RDNA4 processors the emulator runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rdna4Target {
    /// Navi 44 (Radeon RX 9060 series): 32 compute units.
    Gfx1200,
    /// Navi 48 (Radeon RX 9070 series): 64 compute units.
    Gfx1201,
}

impl Rdna4Target {
    /// The processor name (`gfx1200`, `gfx1201`), also the agent name.
    pub fn processor(self) -> &'static str {
        match self {
            Rdna4Target::Gfx1200 => "gfx1200",
            Rdna4Target::Gfx1201 => "gfx1201",
        }
    }

    /// The ISA name (`amdgcn-amd-amdhsa--gfx1201`).
    pub fn isa_name(self) -> String {
        format!("amdgcn-amd-amdhsa--{}", self.processor())
    }
}

/// The message [`KernelAgent::finalize`] fails with.
pub const NO_FINALIZER: &str = "HSAIL → RDNA4 finalizer not available yet";

/// An RDNA4 kernel agent backed by `hsakit-emu-rdna4`.
pub struct Rdna4Agent {
    target: Rdna4Target,
    props: AgentProperties,
    options: Options,
}

/// What [`Rdna4Agent::load`] keeps per kernel for its dispatches.
struct Rdna4Kernel {
    kernel: Kernel,
}

impl Rdna4Agent {
    /// The agent for `target` with the emulator's default options (strict mode off).
    pub fn new(target: Rdna4Target) -> Rdna4Agent {
        let isa = IsaInfo {
            name: target.isa_name(),
            machine_models: vec![MachineModel::Large],
            profiles: vec![Profile::Base],
            default_float_rounding_modes: vec![RoundingMode::Near],
            base_profile_default_float_rounding_modes: vec![RoundingMode::Near],
            fast_f16: true,
            wavefront_size: 32,
            wavefronts_per_compute_unit: 32,
            // HSA_EXCEPTION_POLICY_BREAK: a float exception the kernel descriptor enables
            // (rsrc2 ENABLE_EXCEPTION_*, i.e. TRAP_CTRL) stops the dispatch with a queue error.
            exception_policies: 1,
            // V_FMA_* and V_FMAC_* round once.
            fused_mad: true,
        };
        let compute_units = match target {
            Rdna4Target::Gfx1200 => 32,
            Rdna4Target::Gfx1201 => 64,
        };
        Rdna4Agent {
            target,
            props: AgentProperties {
                name: target.processor().into(),
                vendor: "hsakit".into(),
                device_type: DeviceType::Gpu,
                isas: vec![isa],
                machine_model: MachineModel::Large,
                profile: Profile::Base,
                default_float_rounding_mode: RoundingMode::Near,
                wavefront_size: 32,
                workgroup_max_dim: [1024, 1024, 1024],
                workgroup_max_size: 1024,
                grid_max_dim: [u32::MAX, u32::MAX, u32::MAX],
                grid_max_size: u32::MAX,
                fbarrier_max_size: 32,
                group_segment_size: hsakit_emu_rdna4::MAX_LDS,
                private_segment_max_size: 64 << 10,
                queues_max: 128,
                queue_min_size: 64,
                queue_max_size: 1 << 17,
                compute_units,
                // Vector L0 32 KiB per CU pair, L2 4 MiB (gfx1200) or 8 MiB, Infinity Cache.
                cache_sizes: match target {
                    Rdna4Target::Gfx1200 => [32 << 10, 4 << 20, 32 << 20, 0],
                    Rdna4Target::Gfx1201 => [32 << 10, 8 << 20, 64 << 20, 0],
                },
                version: (1, 0),
            },
            options: Options::default(),
        }
    }

    /// The same agent with other emulator options (e.g. strict wait-counter checking).
    pub fn with_options(mut self, options: Options) -> Rdna4Agent {
        self.options = options;
        self
    }

    /// The processor this agent emulates.
    pub fn target(&self) -> Rdna4Target {
        self.target
    }
}

fn emu_error(e: EmuError) -> DispatchError {
    match e {
        e @ EmuError::MemoryViolation { .. } => DispatchError::MemoryViolationDetail(e.to_string()),
        EmuError::IllegalInstruction { pc, ref detail, .. } => DispatchError::IllegalInstruction {
            pc,
            detail: format!("{detail} ({e})"),
        },
        EmuError::Unsupported { pc, what } => DispatchError::IllegalInstruction {
            pc,
            detail: what.to_string(),
        },
        EmuError::Watchdog { .. } => DispatchError::WatchdogStop(e.to_string()),
        EmuError::InvalidDispatch(m) => DispatchError::InsufficientResources(m),
        EmuError::Aborted => DispatchError::Aborted,
        e @ (EmuError::CodeObject(_) | EmuError::NoSuchKernel(_)) => {
            DispatchError::InvalidPacket(e.to_string())
        }
        e @ (EmuError::Hazard { .. }
        | EmuError::Trap { .. }
        | EmuError::FpException { .. }
        | EmuError::Deadlock(_)) => DispatchError::Exception(e.to_string()),
    }
}

impl KernelAgent for Rdna4Agent {
    fn properties(&self) -> &AgentProperties {
        &self.props
    }

    fn finalize(&self, _request: &FinalizeRequest<'_>) -> Result<Vec<u8>, AgentError> {
        Err(AgentError::FinalizationFailed(format!(
            "{NO_FINALIZER} (agent {}); load a code object compiled for {} instead",
            self.target.processor(),
            self.target.isa_name()
        )))
    }

    fn load(
        &self,
        code_object: &[u8],
        loader: &mut dyn CodeLoader,
    ) -> Result<LoadedCode, AgentError> {
        let co = hsakit_codeobj::read(code_object)
            .map_err(|e| AgentError::InvalidCodeObject(e.to_string()))?;
        let want = self.target.processor();
        match co.processor() {
            Some(p) if p == want => {}
            Some(p) => {
                return Err(AgentError::IncompatibleIsa(format!(
                    "the code object is for {p}, this agent is {want}"
                )));
            }
            None => {
                return Err(AgentError::IncompatibleIsa(format!(
                    "the code object names no processor (e_flags), this agent is {want}"
                )));
            }
        }
        let infos = co
            .kernel_infos()
            .map_err(|e| AgentError::InvalidCodeObject(e.to_string()))?;
        let kernels = hsakit_emu_rdna4::load(code_object)
            .map_err(|e| AgentError::InvalidCodeObject(e.to_string()))?;
        let mut out = LoadedCode::default();
        for info in &infos {
            let kernel = kernels
                .iter()
                .find(|k| k.name == info.name)
                .cloned()
                .ok_or_else(|| {
                    AgentError::InvalidCodeObject(format!("kernel {} was not decoded", info.name))
                })?;
            let kd = info.descriptor.to_bytes();
            let object = loader.allocate(kd.len() as u64, 64, true)?;
            loader.write(object, &kd)?;
            out.kernels.push(LoadedKernel {
                name: format!("{}.kd", info.name),
                kernel_object: object,
                kernarg_segment_size: info.kernarg_size,
                kernarg_segment_alignment: info.kernarg_align.max(16),
                group_segment_size: info.group_segment_size,
                private_segment_size: info.private_segment_size,
                dynamic_callstack: info.descriptor.kernel_code_properties & (1 << 11) != 0,
                engine_data: Arc::new(Rdna4Kernel { kernel }),
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
            .downcast_ref::<Rdna4Kernel>()
            .ok_or_else(|| DispatchError::InvalidPacket("kernel of another agent".into()))?;
        let p = &ctx.packet;
        let dims = usize::from(p.dimensions.clamp(1, 3));
        let grid: [u32; 3] = std::array::from_fn(|i| if i < dims { p.grid_size[i] } else { 1 });
        let wg: [u16; 3] = std::array::from_fn(|i| if i < dims { p.workgroup_size[i] } else { 1 });
        if grid.contains(&0) || wg.contains(&0) {
            return Err(DispatchError::InvalidPacket(format!(
                "grid {grid:?} and work-group {wg:?} sizes must be non-zero in the used dimensions"
            )));
        }
        let d = Dispatch {
            grid,
            workgroup: wg,
            kernarg_address: p.kernarg_address,
            packet_address: ctx.packet_address,
            queue_address: ctx.queue_address,
            dispatch_id: ctx.dispatch_id,
            private_segment_size: p.private_segment_size,
            group_segment_size: p.group_segment_size,
        };
        let cancel = || ctx.should_abort();
        hsakit_emu_rdna4::dispatch_cancellable(
            &k.kernel,
            &d,
            ctx.table().clone(),
            &self.options,
            &cancel,
        )
        .map(|_| ())
        .map_err(emu_error)
    }
}

#[cfg(test)]
mod tests {
    //! The emulator's OpenCL suite (tests/kernels/rdna4, clang-19, 8 variants) run through the
    //! runtime: executable load of the `.hsaco`, AQL packet on a queue, completion signal, host
    //! reference computed here.

    use super::*;
    use crate::Runtime;
    use crate::agent::DispatchPacket;
    use crate::executable::{CodeObject, SymbolKind};
    use crate::queue::{Queue, QueueCallback, QueueFault, QueueType};
    use crate::signal::{Condition, WaitHint};
    use std::sync::Mutex;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    const VARIANTS: [&str; 8] = [
        "suite-gfx1201-w32-O2",
        "suite-gfx1201-w64-O2",
        "suite-gfx1201-w32-O0",
        "suite-gfx1201-w64-O0",
        "suite-gfx1200-w32-O2",
        "suite-gfx1200-w64-O2",
        "suite-gfx1200-w32-O0",
        "suite-gfx1200-w64-O0",
    ];

    fn bin(variant: &str) -> Vec<u8> {
        let p = format!(
            "{}/../../tests/kernels/rdna4/bin/{variant}.hsaco",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
    }

    fn target_of(variant: &str) -> Rdna4Target {
        if variant.contains("gfx1200") {
            Rdna4Target::Gfx1200
        } else {
            Rdna4Target::Gfx1201
        }
    }

    /// A runtime with one strict-mode RDNA4 agent (agent 1), the variant loaded and frozen.
    struct Setup {
        rt: Arc<Runtime>,
        exec: u64,
        bytes: Vec<u8>,
        queue: Arc<Queue>,
        faults: Arc<Mutex<Vec<QueueFault>>>,
    }

    fn setup(variant: &str) -> Setup {
        setup_with(
            variant,
            Options {
                strict: true,
                ..Options::default()
            },
        )
    }

    fn setup_with(variant: &str, options: Options) -> Setup {
        let agent = Rdna4Agent::new(target_of(variant)).with_options(options);
        let rt = Runtime::builder().with_agent(Arc::new(agent)).build();
        let bytes = bin(variant);
        let exec = rt.executable_create(Profile::Base, RoundingMode::Near);
        let co = CodeObject::deserialize(&bytes).unwrap();
        rt.executable_load(exec, 1, &co).unwrap();
        rt.executable_freeze(exec).unwrap();
        let faults = Arc::new(Mutex::new(Vec::new()));
        let f2 = faults.clone();
        let cb: QueueCallback =
            Arc::new(move |f: &QueueFault, _| f2.lock().unwrap().push(f.clone()));
        let queue = rt
            .queue_create(1, 64, QueueType::Single, Some(cb), u32::MAX, u32::MAX)
            .unwrap();
        Setup {
            rt,
            exec,
            bytes,
            queue,
            faults,
        }
    }

    #[derive(Clone, Copy)]
    enum Arg {
        Buf(u64),
        U32(u32),
    }

    impl Setup {
        fn buf(&self, bytes: &[u8]) -> u64 {
            let p = self.rt.allocate(0, bytes.len().max(4) as u64).unwrap();
            self.rt.host_view().write_bytes(p, bytes).unwrap();
            p
        }

        fn read(&self, p: u64, n: usize) -> Vec<u32> {
            let mut b = vec![0u8; n * 4];
            self.rt.host_view().read_bytes(p, &mut b).unwrap();
            b.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        }

        /// Lays out the kernarg segment (explicit arguments and the v5 hidden ones, from the
        /// code object metadata), publishes the packet and waits for the completion signal.
        /// Returns false when the queue faulted instead.
        fn run(&self, kernel: &str, grid: [u32; 3], wg: [u16; 3], args: &[Arg]) -> bool {
            let sym = format!("{kernel}.kd");
            let i = self.rt.executable_symbol(self.exec, &sym, Some(1)).unwrap();
            let (object, ka_size, group, private) = self
                .rt
                .with_executable(self.exec, |e| match &e.symbols()[i].kind {
                    SymbolKind::Kernel {
                        object,
                        kernarg_size,
                        group_size,
                        private_size,
                        ..
                    } => (*object, *kernarg_size, *group_size, *private_size),
                    other => panic!("{sym} is {other:?}"),
                })
                .unwrap();
            let co = hsakit_codeobj::read(&self.bytes).unwrap();
            let meta = co
                .metadata
                .as_ref()
                .and_then(|m| m.kernels.iter().find(|k| k.name == kernel))
                .unwrap();
            let mut ka = vec![0u8; ka_size.max(16) as usize];
            let mut explicit = args.iter();
            let dims = grid.iter().filter(|&&g| g > 1).count().max(1) as u16;
            for a in &meta.args {
                let off = a.offset as usize;
                let mut put = |b: &[u8]| ka[off..off + b.len()].copy_from_slice(b);
                let full = |k: usize| grid[k] / u32::from(wg[k]);
                let rem = |k: usize| (grid[k] % u32::from(wg[k])) as u16;
                match a.value_kind.as_str() {
                    "global_buffer" | "by_value" => match explicit.next() {
                        Some(Arg::Buf(p)) => put(&p.to_le_bytes()),
                        Some(Arg::U32(v)) => put(&v.to_le_bytes()),
                        None => panic!("too few arguments for {kernel}"),
                    },
                    "hidden_block_count_x" => put(&full(0).to_le_bytes()),
                    "hidden_block_count_y" => put(&full(1).to_le_bytes()),
                    "hidden_block_count_z" => put(&full(2).to_le_bytes()),
                    "hidden_group_size_x" => put(&wg[0].to_le_bytes()),
                    "hidden_group_size_y" => put(&wg[1].to_le_bytes()),
                    "hidden_group_size_z" => put(&wg[2].to_le_bytes()),
                    "hidden_remainder_x" => put(&rem(0).to_le_bytes()),
                    "hidden_remainder_y" => put(&rem(1).to_le_bytes()),
                    "hidden_remainder_z" => put(&rem(2).to_le_bytes()),
                    "hidden_grid_dims" => put(&dims.to_le_bytes()),
                    "hidden_private_base" => {
                        put(&((hsakit_emu_rdna4::PRIVATE_APERTURE >> 32) as u32).to_le_bytes())
                    }
                    "hidden_shared_base" => {
                        put(&((hsakit_emu_rdna4::SHARED_APERTURE >> 32) as u32).to_le_bytes())
                    }
                    _ => {}
                }
            }
            let kr = self
                .rt
                .regions()
                .iter()
                .position(|r| r.kind == crate::runtime::RegionKind::Kernarg)
                .unwrap();
            let kp = self.rt.allocate(kr, ka.len() as u64).unwrap();
            self.rt.host_view().write_bytes(kp, &ka).unwrap();
            let done = self.rt.signal_create(1).unwrap();
            let packet = DispatchPacket {
                // Kernel dispatch, system-scope acquire and release fences.
                header: 2 | (2 << 9) | (2 << 11),
                dimensions: dims as u8,
                workgroup_size: wg,
                grid_size: grid,
                private_segment_size: private,
                group_segment_size: group,
                kernel_object: object,
                kernarg_address: kp,
                completion_signal: done.handle(),
            };
            let q = &self.queue;
            q.publish(q.add_write_index(1, Ordering::AcqRel), packet.encode());
            for _ in 0..600 {
                let v = done.wait(
                    Condition::Eq,
                    0,
                    Some(Duration::from_millis(100)),
                    WaitHint::Blocked,
                    Ordering::Acquire,
                );
                if v == 0 {
                    return true;
                }
                if q.fault().is_some() {
                    return false;
                }
            }
            panic!("{kernel}: neither completion nor fault within 60 s");
        }
    }

    #[test]
    fn finalize_says_not_available() {
        let a = Rdna4Agent::new(Rdna4Target::Gfx1201);
        let r = a.finalize(&FinalizeRequest {
            modules: &[],
            isa: 0,
            machine_model: MachineModel::Large,
            profile: Profile::Base,
            rounding: RoundingMode::Near,
            call_convention: -1,
            options: String::new(),
        });
        match r {
            Err(AgentError::FinalizationFailed(m)) => assert!(m.contains(NO_FINALIZER), "{m}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(a.properties().name, "gfx1201");
        assert_eq!(a.properties().isas[0].name, "amdgcn-amd-amdhsa--gfx1201");
    }

    #[test]
    fn wrong_processor_is_refused() {
        let rt = Runtime::builder()
            .with_agent(Arc::new(Rdna4Agent::new(Rdna4Target::Gfx1200)))
            .build();
        let exec = rt.executable_create(Profile::Base, RoundingMode::Near);
        let co = CodeObject::deserialize(&bin("suite-gfx1201-w32-O2")).unwrap();
        assert!(rt.executable_load(exec, 1, &co).is_err());
    }

    /// 2-D and 3-D grids with partial work-groups: every work-item writes a value made of its
    /// group id, local id and the work-group size (computed here from the coordinates).
    #[test]
    fn grid3d_through_the_runtime() {
        for v in VARIANTS {
            let s = setup(v);
            for (dims, wg) in [([37u32, 19, 1], [8u16, 4, 1]), ([13, 7, 5], [4, 4, 2])] {
                let total = (dims[0] * dims[1] * dims[2]) as usize;
                let out = s.buf(&vec![0xFF; total * 4]);
                let args = [
                    Arg::Buf(out),
                    Arg::U32(dims[0]),
                    Arg::U32(dims[1]),
                    Arg::U32(dims[2]),
                ];
                assert!(
                    s.run("grid3d", dims, wg, &args),
                    "{v}: {:?}",
                    s.queue.fault()
                );
                let got = s.read(out, total);
                for z in 0..dims[2] {
                    for y in 0..dims[1] {
                        for x in 0..dims[0] {
                            let c = [x, y, z];
                            let g: [u32; 3] = std::array::from_fn(|k| c[k] / u32::from(wg[k]));
                            let l: [u32; 3] = std::array::from_fn(|k| c[k] % u32::from(wg[k]));
                            let sz: [u32; 3] = std::array::from_fn(|k| u32::from(wg[k]));
                            let want = (g[0] << 24)
                                ^ (g[1] << 16)
                                ^ (g[2] << 8)
                                ^ (l[0] + 3 * l[1] + 7 * l[2])
                                ^ (sz[0] * 1000 + sz[1] * 100 + sz[2]);
                            let idx = ((z * dims[1] + y) * dims[0] + x) as usize;
                            assert_eq!(got[idx], want, "{v}: {dims:?}/{wg:?} at {c:?}");
                        }
                    }
                }
            }
        }
    }

    /// LDS and barriers: a work-group sum and an inclusive prefix sum, checked against sums
    /// computed here.
    #[test]
    fn reduce_and_scan_through_the_runtime() {
        let n = 1000u32;
        let a: Vec<i32> = (0..n as i32).map(|i| (i * 37) % 101 - 50).collect();
        let bytes: Vec<u8> = a.iter().flat_map(|x| x.to_le_bytes()).collect();
        for v in VARIANTS {
            let s = setup(v);
            let groups = n.div_ceil(128) as usize;
            let out = s.buf(&vec![0; groups * 4]);
            let inp = s.buf(&bytes);
            let args = [Arg::Buf(out), Arg::Buf(inp), Arg::U32(n)];
            assert!(
                s.run("reduce", [n, 1, 1], [128, 1, 1], &args),
                "{v}: {:?}",
                s.queue.fault()
            );
            let got = s.read(out, groups);
            for (g, chunk) in a.chunks(128).enumerate() {
                assert_eq!(got[g] as i32, chunk.iter().sum::<i32>(), "{v}: group {g}");
            }
            let m = 320u32;
            let out = s.buf(&vec![0; m as usize * 4]);
            assert!(
                s.run(
                    "scan",
                    [m, 1, 1],
                    [64, 1, 1],
                    &[Arg::Buf(out), Arg::Buf(inp)]
                ),
                "{v}"
            );
            let got = s.read(out, m as usize);
            for (g, chunk) in a[..m as usize].chunks(64).enumerate() {
                let mut sum = 0;
                for (l, x) in chunk.iter().enumerate() {
                    sum += x;
                    assert_eq!(got[g * 64 + l] as i32, sum, "{v}: item {}", g * 64 + l);
                }
            }
        }
    }

    /// A kernel writing outside every allocation puts the queue in the error state with a
    /// memory-violation status; a new queue then runs the next dispatch normally.
    #[test]
    fn memory_violation_becomes_a_queue_error() {
        let s = setup("suite-gfx1201-w32-O2");
        let bogus = 0x7777_0000_0000u64;
        let args = [Arg::Buf(bogus), Arg::U32(4), Arg::U32(1), Arg::U32(1)];
        assert!(!s.run("grid3d", [4, 1, 1], [4, 1, 1], &args));
        let f = s.queue.fault().expect("fault");
        let seen = s.faults.lock().unwrap().clone();
        assert_eq!(seen.len(), 1, "{seen:?}");
        let text = format!("{f:?}");
        assert!(text.contains("0x777700000000"), "{text}");
    }

    /// A runaway kernel (valu_bound with 2^32-1 iterations, ~8e10 instructions, under a watchdog
    /// of 1e9) is stopped by destroying its queue: the emulator polls the queue's abort flag, the
    /// dispatch ends as aborted (no fault reaches the callback, no watchdog stop) and destroy
    /// returns.
    #[test]
    fn queue_destroy_aborts_a_running_dispatch() {
        let s = setup_with(
            "bench-gfx1201-w32-O2",
            Options {
                watchdog: 1_000_000_000,
                ..Options::default()
            },
        );
        let out = s.buf(&[0u8; 32 * 4]);
        // Publish without waiting: the packet processor starts the dispatch.
        publish_valu_bound(&s, out, u32::MAX);
        std::thread::sleep(Duration::from_millis(50));
        s.rt.queue_destroy(s.queue.address()).unwrap();
        let seen = s.faults.lock().unwrap().clone();
        assert!(seen.is_empty(), "{seen:?}");
    }

    fn publish_valu_bound(s: &Setup, out: u64, iters: u32) {
        let i =
            s.rt.executable_symbol(s.exec, "valu_bound.kd", Some(1))
                .unwrap();
        let (object, ka_size) =
            s.rt.with_executable(s.exec, |e| match &e.symbols()[i].kind {
                SymbolKind::Kernel {
                    object,
                    kernarg_size,
                    ..
                } => (*object, *kernarg_size),
                other => panic!("valu_bound.kd is {other:?}"),
            })
            .unwrap();
        // Kernargs: out (8 bytes), iters (4); hidden arguments from offset 16 on; valu_bound
        // reads hidden_group_size_x (offset 28 in this code object's metadata) as a u16.
        let co = hsakit_codeobj::read(&s.bytes).unwrap();
        let meta = co
            .metadata
            .as_ref()
            .and_then(|m| m.kernels.iter().find(|k| k.name == "valu_bound"))
            .unwrap();
        let mut ka = vec![0u8; ka_size.max(16) as usize];
        ka[..8].copy_from_slice(&out.to_le_bytes());
        ka[8..12].copy_from_slice(&iters.to_le_bytes());
        for a in &meta.args {
            let off = a.offset as usize;
            match a.value_kind.as_str() {
                "hidden_block_count_x" => ka[off..off + 4].copy_from_slice(&1u32.to_le_bytes()),
                "hidden_group_size_x" => ka[off..off + 2].copy_from_slice(&32u16.to_le_bytes()),
                "hidden_group_size_y" | "hidden_group_size_z" => {
                    ka[off..off + 2].copy_from_slice(&1u16.to_le_bytes())
                }
                _ => {}
            }
        }
        let kr =
            s.rt.regions()
                .iter()
                .position(|r| r.kind == crate::runtime::RegionKind::Kernarg)
                .unwrap();
        let kp = s.rt.allocate(kr, ka.len() as u64).unwrap();
        s.rt.host_view().write_bytes(kp, &ka).unwrap();
        let packet = DispatchPacket {
            header: 2 | (2 << 9) | (2 << 11),
            dimensions: 1,
            workgroup_size: [32, 1, 1],
            grid_size: [32, 1, 1],
            private_segment_size: 0,
            group_segment_size: 0,
            kernel_object: object,
            kernarg_address: kp,
            completion_signal: 0,
        };
        let q = &s.queue;
        q.publish(q.add_write_index(1, Ordering::AcqRel), packet.encode());
    }
}
