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
    //! Agent identity and processor checks. The OpenCL suite through the runtime (executable,
    //! queue, AQL packet, signal), memory faults as queue errors and queue destroy aborting a
    //! dispatch are tested in tests/rdna4_suite.rs.

    use super::*;
    use crate::Runtime;
    use crate::executable::CodeObject;

    fn bin(variant: &str) -> Vec<u8> {
        let p = format!(
            "{}/../../tests/kernels/rdna4/bin/{variant}.hsaco",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
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
}
