//! **Test double.** A kernel agent whose "kernels" are Rust closures registered by name. It runs
//! no machine code: it exists so queues, packets, signals and executables can be exercised before
//! (and independently of) the real engines, and so the C ABI can be tested end to end. It appears
//! in the C library only when `HSAKIT_TEST_AGENT=1` is set.
//!
//! Its code object is the text `hsakit-test-agent code object v1` followed by one item per line:
//! a registered kernel's name (`&fill_u32`), `global NAME SIZE` (a global variable the code
//! object defines: `SIZE` zeroed bytes, 8-aligned, allocated through the loader), or
//! `extern NAME` (a declaration the loader must resolve to a variable the application defined
//! with `hsa_executable_*_variable_define`; the load fails otherwise). Its "finalizer" checks
//! each module's BRIG header and returns a code object naming every registered kernel (it does
//! not read the HSAIL).

use crate::agent::{
    AgentError, AgentProperties, CodeLoader, DeviceType, DispatchContext, DispatchError,
    FinalizeRequest, IsaInfo, KernelAgent, LoadedCode, LoadedKernel, LoadedVariable, MachineModel,
    Profile, RoundingMode,
};
use crate::memory::{AtomicOp, GuestView};
use crate::signal::AMD_SIGNAL_VALUE_OFFSET;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// ISA name of the test agent.
pub const TEST_ISA: &str = "hsakit-test-agent";
const HEADER: &str = "hsakit-test-agent code object v1";

/// One invocation of a test kernel: the whole grid, run by the closure itself.
pub struct TestInvocation<'a> {
    /// The dispatch context (packet, region-table snapshot, signals).
    pub ctx: &'a DispatchContext<'a>,
    /// An agent view over the dispatch's snapshot: every access the kernel makes goes here.
    pub mem: GuestView,
    /// The kernarg bytes (`kernarg_size` bytes read from the packet's kernarg address).
    pub kernarg: Vec<u8>,
}

impl TestInvocation<'_> {
    /// The u64 at byte `off` of the kernarg segment (0 when out of range).
    pub fn arg_u64(&self, off: usize) -> u64 {
        self.kernarg
            .get(off..off + 8)
            .map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
            .unwrap_or(0)
    }
    /// The u32 at byte `off` of the kernarg segment (0 when out of range).
    pub fn arg_u32(&self, off: usize) -> u32 {
        self.kernarg
            .get(off..off + 4)
            .map(|b| u32::from_le_bytes(b.try_into().unwrap_or([0; 4])))
            .unwrap_or(0)
    }
}

/// A test kernel body.
pub type TestKernelFn = Arc<dyn Fn(&TestInvocation<'_>) -> Result<(), DispatchError> + Send + Sync>;

struct TestKernel {
    name: String,
    kernarg_size: u32,
    group_size: u32,
    body: TestKernelFn,
}

/// The test agent.
pub struct TestAgent {
    props: AgentProperties,
    kernels: Vec<TestKernel>,
    dispatches: AtomicU64,
}

impl Default for TestAgent {
    fn default() -> Self {
        TestAgent::new()
    }
}

impl TestAgent {
    /// An agent with no kernels.
    pub fn new() -> Self {
        let isa = IsaInfo {
            name: TEST_ISA.into(),
            machine_models: vec![MachineModel::Large],
            profiles: vec![Profile::Base, Profile::Full],
            default_float_rounding_modes: vec![RoundingMode::Zero, RoundingMode::Near],
            base_profile_default_float_rounding_modes: vec![RoundingMode::Zero, RoundingMode::Near],
            fast_f16: false,
            wavefront_size: 64,
            wavefronts_per_compute_unit: 40,
            exception_policies: 2,
            fused_mad: true,
        };
        TestAgent {
            props: AgentProperties {
                name: "hsakit-test-agent".into(),
                vendor: "hsakit".into(),
                device_type: DeviceType::Gpu,
                isas: vec![isa],
                machine_model: MachineModel::Large,
                profile: Profile::Full,
                default_float_rounding_mode: RoundingMode::Near,
                wavefront_size: 64,
                workgroup_max_dim: [1024, 1024, 1024],
                workgroup_max_size: 1024,
                grid_max_dim: [u32::MAX, u32::MAX, u32::MAX],
                grid_max_size: u32::MAX,
                fbarrier_max_size: 32,
                group_segment_size: 65536,
                private_segment_max_size: 65536,
                queues_max: 128,
                queue_min_size: 64,
                queue_max_size: 131072,
                compute_units: 1,
                cache_sizes: [16 << 10, 256 << 10, 0, 0],
                version: (1, 0),
            },
            kernels: Vec::new(),
            dispatches: AtomicU64::new(0),
        }
    }

    /// Register a kernel named `name` (HSAIL spelling, e.g. `&k`) taking `kernarg_size` bytes.
    pub fn with_kernel(
        mut self,
        name: &str,
        kernarg_size: u32,
        body: impl Fn(&TestInvocation<'_>) -> Result<(), DispatchError> + Send + Sync + 'static,
    ) -> Self {
        self.kernels.push(TestKernel {
            name: name.into(),
            kernarg_size,
            group_size: 0,
            body: Arc::new(body),
        });
        self
    }

    /// Number of dispatches executed so far.
    pub fn dispatch_count(&self) -> u64 {
        self.dispatches.load(Ordering::Relaxed)
    }

    /// The built-in kernels the C ABI exposes:
    /// - `&noop` (0 bytes): does nothing.
    /// - `&fill_u32` (12: `u32* out, u32 v`): `out[i] = v + i` over the flat grid.
    /// - `&vector_add_u32` (24: `a, b, c`): `c[i] = a[i] + b[i]` (u32, wrapping).
    /// - `&count` (8: `u64* counter`): atomically adds 1 once per dispatch.
    /// - `&signal_sub` (8: `signal`): subtracts 1 from the signal with an atomic on its
    ///   `amd_signal_t` value through the agent view (a kernel-side signal op).
    /// - `&queue_info` (8: `u64* out`): `out[0]` = its queue's size, `out[1]` = its write index,
    ///   read from the `amd_queue_t` through the agent view.
    /// - `&fault` (0): loads from address 0x10 → memory violation.
    /// - `&spin` (0): runs until the queue is destroyed (→ aborted).
    pub fn with_builtins(self) -> Self {
        self.with_kernel("&noop", 0, |_| Ok(()))
            .with_kernel("&fill_u32", 12, |inv| {
                let (out, v) = (inv.arg_u64(0), inv.arg_u32(8));
                for i in 0..inv.ctx.packet.grid_items() {
                    inv.mem.write_u32(out + i * 4, v.wrapping_add(i as u32))?;
                }
                Ok(())
            })
            .with_kernel("&vector_add_u32", 24, |inv| {
                let (a, b, c) = (inv.arg_u64(0), inv.arg_u64(8), inv.arg_u64(16));
                for i in 0..inv.ctx.packet.grid_items() {
                    let x = inv.mem.read_u32(a + i * 4)?;
                    let y = inv.mem.read_u32(b + i * 4)?;
                    inv.mem.write_u32(c + i * 4, x.wrapping_add(y))?;
                }
                Ok(())
            })
            .with_kernel("&count", 8, |inv| {
                inv.mem
                    .atomic_u64(inv.arg_u64(0), AtomicOp::Add, 1, Ordering::AcqRel)?;
                Ok(())
            })
            .with_kernel("&signal_sub", 8, |inv| {
                // As an engine's signal instruction does it: an atomic on the value word of the
                // `amd_signal_t` (byte 8) through the agent view, then a wake-up for waiters.
                let h = inv.arg_u64(0);
                inv.mem.atomic_u64(
                    h + AMD_SIGNAL_VALUE_OFFSET,
                    AtomicOp::Sub,
                    1,
                    Ordering::AcqRel,
                )?;
                inv.ctx.signal_changed(h);
                Ok(())
            })
            .with_kernel("&queue_info", 8, |inv| {
                // Reads its own queue's `amd_queue_t` (seed 003 L486-512) through the agent
                // view: writes `size` (u32 at 24) and `write_dispatch_id` (u64 at 56) to `out`.
                let (q, out) = (inv.ctx.queue_address, inv.arg_u64(0));
                let size = inv.mem.read_u32(q + crate::queue::layout::SIZE)?;
                let w = inv.mem.atomic_load_u64(
                    q + crate::queue::layout::WRITE_DISPATCH_ID,
                    Ordering::Acquire,
                )?;
                inv.mem.write_u64(out, u64::from(size))?;
                inv.mem.write_u64(out + 8, w)?;
                Ok(())
            })
            .with_kernel("&fault", 0, |inv| {
                inv.mem.read_u32(0x10)?;
                Ok(())
            })
            .with_kernel("&spin", 0, |inv| {
                while !inv.ctx.should_abort() {
                    std::thread::sleep(std::time::Duration::from_micros(200));
                }
                Err(DispatchError::Aborted)
            })
    }

    /// The code object naming every registered kernel.
    pub fn code_object(&self) -> Vec<u8> {
        let mut s = String::from(HEADER);
        for k in &self.kernels {
            s.push('\n');
            s.push_str(&k.name);
        }
        s.into_bytes()
    }
}

impl KernelAgent for TestAgent {
    fn properties(&self) -> &AgentProperties {
        &self.props
    }

    fn finalize(&self, request: &FinalizeRequest<'_>) -> Result<Vec<u8>, AgentError> {
        if request.modules.is_empty() {
            return Err(AgentError::FinalizationFailed(
                "the program has no modules".into(),
            ));
        }
        for m in request.modules {
            crate::executable::brig_module_size(m)
                .map_err(|e| AgentError::InvalidModule(e.to_string()))?;
        }
        Ok(self.code_object())
    }

    fn load(
        &self,
        code_object: &[u8],
        loader: &mut dyn CodeLoader,
    ) -> Result<LoadedCode, AgentError> {
        let text = std::str::from_utf8(code_object)
            .map_err(|_| AgentError::InvalidCodeObject("not a test-agent code object".into()))?;
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            return Err(AgentError::InvalidCodeObject(
                "not a test-agent code object".into(),
            ));
        }
        let mut out = LoadedCode::default();
        for name in lines {
            let bad = |m: String| AgentError::InvalidCodeObject(m);
            if let Some(rest) = name.strip_prefix("global ") {
                let (var, size) = rest
                    .split_once(' ')
                    .and_then(|(v, n)| Some((v, n.parse::<u32>().ok()?)))
                    .filter(|&(_, n)| (1..=1 << 20).contains(&n))
                    .ok_or_else(|| bad(format!("bad variable line `{name}`")))?;
                let address = loader.allocate(u64::from(size), 8, false)?;
                out.variables.push(LoadedVariable {
                    name: var.to_string(),
                    address,
                    size,
                    alignment: 8,
                    readonly: false,
                    is_const: false,
                });
                continue;
            }
            if let Some(var) = name.strip_prefix("extern ") {
                loader
                    .external(var)
                    .ok_or_else(|| bad(format!("undefined variable `{var}`")))?;
                continue;
            }
            let (i, k) = self
                .kernels
                .iter()
                .enumerate()
                .find(|(_, k)| k.name == name)
                .ok_or_else(|| AgentError::InvalidCodeObject(format!("unknown kernel {name}")))?;
            out.kernels.push(LoadedKernel {
                name: k.name.clone(),
                kernel_object: 0,
                kernarg_segment_size: k.kernarg_size,
                kernarg_segment_alignment: 16,
                group_segment_size: k.group_size,
                private_segment_size: 0,
                dynamic_callstack: false,
                engine_data: Arc::new(i),
            });
        }
        Ok(out)
    }

    fn dispatch(
        &self,
        kernel: &LoadedKernel,
        ctx: &DispatchContext<'_>,
    ) -> Result<(), DispatchError> {
        let idx = *kernel
            .engine_data
            .downcast_ref::<usize>()
            .ok_or(DispatchError::InvalidPacket("foreign kernel".into()))?;
        let k = self
            .kernels
            .get(idx)
            .ok_or(DispatchError::InvalidPacket("unknown kernel".into()))?;
        let mem = ctx.view();
        let mut kernarg = vec![0u8; k.kernarg_size as usize];
        mem.read_bytes(ctx.packet.kernarg_address, &mut kernarg)?;
        self.dispatches.fetch_add(1, Ordering::Relaxed);
        (k.body)(&TestInvocation { ctx, mem, kernarg })
    }
}
