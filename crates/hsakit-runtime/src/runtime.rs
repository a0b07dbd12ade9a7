//! The runtime object: agents, regions, user allocations, signals, queues and the global
//! `hsa_init`/`hsa_shut_down` reference count.

use crate::agent::{
    AgentProperties, DeviceType, KernelAgent, LoadedKernel, MachineModel, Profile, RoundingMode,
};
use crate::error::{Result, RuntimeError};
use crate::memory::{self, AllocError, AtomicOp, GuestView, Memory, Perm};
use crate::queue::{Queue, QueueCallback, QueueType};
use crate::signal::{AMD_SIGNAL_KIND_USER, Notifier, Signal, SignalGroup};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Instant;

/// Index of an agent in [`Runtime::agents`].
pub type AgentId = usize;
/// Index of a region in [`Runtime::regions`].
pub type RegionId = usize;

/// An agent: the host CPU (no queues) or a kernel agent backed by an engine.
#[derive(Clone)]
pub enum Agent {
    /// The host CPU agent.
    Host(Box<AgentProperties>),
    /// A kernel agent.
    Kernel(Arc<dyn KernelAgent>),
}

impl std::fmt::Debug for Agent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Agent({})", self.properties().name)
    }
}

impl Agent {
    /// Its properties.
    pub fn properties(&self) -> &AgentProperties {
        match self {
            Agent::Host(p) => p,
            Agent::Kernel(k) => k.properties(),
        }
    }
    /// The engine, for kernel agents.
    pub fn kernel_agent(&self) -> Option<&Arc<dyn KernelAgent>> {
        match self {
            Agent::Host(_) => None,
            Agent::Kernel(k) => Some(k),
        }
    }
}

/// Region kinds the runtime exposes (`hsa_region_segment_t` + global flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// Global, fine-grained (system memory shared by all agents).
    GlobalFine,
    /// Global, coarse-grained (one per kernel agent).
    GlobalCoarse,
    /// Global, kernarg + fine-grained.
    Kernarg,
    /// Group segment of a kernel agent (not allocatable by the host).
    Group,
}

/// A memory region.
#[derive(Clone, Debug)]
pub struct Region {
    /// Kind.
    pub kind: RegionKind,
    /// Agents associated with it (listed by `hsa_agent_iterate_regions`).
    pub agents: Vec<AgentId>,
    /// Size in bytes.
    pub size: u64,
    /// Largest single allocation.
    pub alloc_max: u64,
    /// Allocation granule.
    pub granule: u64,
    /// Allocation alignment.
    pub alignment: u64,
}

impl Region {
    /// Whether `hsa_memory_allocate` may allocate here.
    pub fn runtime_alloc_allowed(&self) -> bool {
        self.kind != RegionKind::Group
    }
}

/// Handler for agent-dispatch packets of one `type` value: receives the packet's
/// `return_address` and four arguments and an agent view of the region table.
pub type AgentFunction =
    Arc<dyn Fn(u64, [u64; 4], &GuestView) -> std::result::Result<(), String> + Send + Sync>;

/// Built-in agent function: does nothing.
pub const AGENT_FN_NOP: u16 = 0;
/// Built-in agent function: stores `arg[0]` as a u64 at `return_address`.
pub const AGENT_FN_STORE_U64: u16 = 1;
/// Built-in agent function: adds `arg[0]` to the u64 at `return_address` atomically.
pub const AGENT_FN_ADD_U64: u16 = 2;

/// Live signals by handle.
#[derive(Default)]
pub struct SignalTable {
    map: RwLock<HashMap<u64, Arc<Signal>>>,
    pub(crate) notifier: Arc<Notifier>,
}

impl SignalTable {
    /// Look a handle up.
    pub fn get(&self, handle: u64) -> Option<Arc<Signal>> {
        self.map
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&handle)
            .cloned()
    }
}

/// A kernel object the packet processors can dispatch.
#[derive(Clone)]
pub(crate) struct KernelEntry {
    pub agent: AgentId,
    pub kernel: Arc<LoadedKernel>,
}

#[derive(Clone, Copy)]
struct UserAlloc {
    region: RegionId,
    owner: Option<AgentId>,
    registered: bool,
}

/// The HSA runtime. Always used behind an `Arc` (queues' processor threads hold one).
pub struct Runtime {
    agents: Vec<Agent>,
    regions: Vec<Region>,
    memory: Arc<Memory>,
    pub(crate) signals: SignalTable,
    queues: RwLock<HashMap<u64, Arc<Queue>>>,
    user_allocs: Mutex<HashMap<u64, UserAlloc>>,
    pub(crate) kernels: RwLock<HashMap<u64, KernelEntry>>,
    pub(crate) agent_functions: RwLock<HashMap<u16, AgentFunction>>,
    pub(crate) objects: Mutex<crate::executable::Objects>,
    epoch: Instant,
    next_queue_id: AtomicU64,
}

/// Builds a [`Runtime`] from the engines present.
#[derive(Default)]
pub struct RuntimeBuilder {
    agents: Vec<Arc<dyn KernelAgent>>,
}

impl RuntimeBuilder {
    /// Add a kernel agent.
    pub fn with_agent(mut self, agent: Arc<dyn KernelAgent>) -> Self {
        self.agents.push(agent);
        self
    }
    /// Add the kernel agents every default runtime has ([`crate::agents::default_agents`]: the
    /// HSAIL CPU agent `hsakit-cpu`, then the emulators as they land).
    pub fn with_default_agents(mut self) -> Self {
        self.agents.extend(crate::agents::default_agents());
        self
    }
    /// Build the runtime: agent 0 is the host CPU, then the kernel agents in order.
    pub fn build(self) -> Arc<Runtime> {
        Arc::new(Runtime::new(self.agents))
    }
}

fn read_first_line_value(path: &str, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines()
        .find(|l| l.starts_with(key))
        .and_then(|l| l.split_once(':'))
        .map(|(_, v)| v.trim().to_string())
}

/// Total system memory in bytes (from `/proc/meminfo`, else 16 GiB).
fn system_memory() -> u64 {
    read_first_line_value("/proc/meminfo", "MemTotal")
        .and_then(|v| v.trim_end_matches("kB").trim().parse::<u64>().ok())
        .map(|kb| kb * 1024)
        .unwrap_or(16 << 30)
}

/// The host's data/unified cache sizes per level (L1..L4) from
/// `/sys/devices/system/cpu/cpu0/cache/index*/{level,type,size}`; zeros where unknown.
pub(crate) fn host_cache_sizes() -> [u32; 4] {
    let mut sizes = [0u32; 4];
    for i in 0..16 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{i}");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).ok();
        let (Some(level), Some(kind), Some(size)) = (read("level"), read("type"), read("size"))
        else {
            continue;
        };
        if kind.trim() == "Instruction" {
            continue;
        }
        let Ok(level) = level.trim().parse::<usize>() else {
            continue;
        };
        let size = size.trim();
        let bytes = match size.strip_suffix('K') {
            Some(k) => k.parse::<u32>().ok().and_then(|k| k.checked_mul(1024)),
            None => match size.strip_suffix('M') {
                Some(m) => m.parse::<u32>().ok().and_then(|m| m.checked_mul(1 << 20)),
                None => size.parse::<u32>().ok(),
            },
        };
        if let (Some(slot), Some(b)) = (level.checked_sub(1).and_then(|l| sizes.get_mut(l)), bytes)
        {
            *slot = b;
        }
    }
    sizes
}

fn host_properties() -> AgentProperties {
    let mut name = read_first_line_value("/proc/cpuinfo", "model name")
        .unwrap_or_else(|| "hsakit host CPU".into());
    name.truncate(63);
    let vendor =
        read_first_line_value("/proc/cpuinfo", "vendor_id").unwrap_or_else(|| "CPU".into());
    let cus = std::thread::available_parallelism()
        .map(|n| n.get() as u32)
        .unwrap_or(1);
    AgentProperties {
        name,
        vendor,
        device_type: DeviceType::Cpu,
        isas: Vec::new(),
        machine_model: MachineModel::Large,
        profile: Profile::Full,
        default_float_rounding_mode: RoundingMode::Near,
        wavefront_size: 0,
        workgroup_max_dim: [0; 3],
        workgroup_max_size: 0,
        grid_max_dim: [0; 3],
        grid_max_size: 0,
        fbarrier_max_size: 0,
        group_segment_size: 0,
        private_segment_max_size: 0,
        queues_max: 0,
        queue_min_size: 0,
        queue_max_size: 0,
        compute_units: cus,
        cache_sizes: host_cache_sizes(),
        version: (1, 2),
    }
}

impl Runtime {
    /// A builder with no kernel agents (add them with [`RuntimeBuilder::with_agent`] or
    /// [`RuntimeBuilder::with_default_agents`]).
    pub fn builder() -> RuntimeBuilder {
        RuntimeBuilder::default()
    }

    /// The default runtime: the host CPU agent plus [`crate::agents::default_agents`].
    pub fn with_default_agents() -> Arc<Runtime> {
        RuntimeBuilder::default().with_default_agents().build()
    }

    fn new(kernel_agents: Vec<Arc<dyn KernelAgent>>) -> Runtime {
        let mut agents = vec![Agent::Host(Box::new(host_properties()))];
        agents.extend(kernel_agents.into_iter().map(Agent::Kernel));
        let all: Vec<AgentId> = (0..agents.len()).collect();
        let sys = system_memory();
        let mut regions = vec![
            Region {
                kind: RegionKind::GlobalFine,
                agents: all.clone(),
                size: sys,
                alloc_max: sys,
                granule: 4096,
                alignment: 4096,
            },
            Region {
                kind: RegionKind::Kernarg,
                agents: all,
                size: sys,
                alloc_max: sys,
                granule: 4096,
                alignment: 4096,
            },
        ];
        for (id, a) in agents.iter().enumerate().skip(1) {
            regions.push(Region {
                kind: RegionKind::GlobalCoarse,
                agents: vec![id],
                size: sys,
                alloc_max: sys,
                granule: 4096,
                alignment: 4096,
            });
            let g = a.properties().group_segment_size as u64;
            regions.push(Region {
                kind: RegionKind::Group,
                agents: vec![id],
                size: g,
                alloc_max: g,
                granule: 0,
                alignment: 0,
            });
        }
        let rt = Runtime {
            agents,
            regions,
            memory: Arc::new(Memory::new()),
            signals: SignalTable::default(),
            queues: RwLock::new(HashMap::new()),
            user_allocs: Mutex::new(HashMap::new()),
            kernels: RwLock::new(HashMap::new()),
            agent_functions: RwLock::new(HashMap::new()),
            objects: Mutex::new(Default::default()),
            epoch: Instant::now(),
            next_queue_id: AtomicU64::new(0),
        };
        rt.register_agent_function(AGENT_FN_NOP, Arc::new(|_, _, _| Ok(())));
        rt.register_agent_function(
            AGENT_FN_STORE_U64,
            Arc::new(|ret, args, mem| mem.write_u64(ret, args[0]).map_err(|e| e.to_string())),
        );
        rt.register_agent_function(
            AGENT_FN_ADD_U64,
            Arc::new(|ret, args, mem| {
                mem.atomic_u64(ret, AtomicOp::Add, args[0], Ordering::AcqRel)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }),
        );
        rt
    }

    // ---------------------------------------------------------------- system

    /// The region table shared with engines (`hsakit-mem`).
    pub fn memory(&self) -> &Arc<Memory> {
        &self.memory
    }

    /// The host's view of the current region table: reads and writes any runtime-visible memory
    /// (kernarg segments included), bounds checked.
    pub fn host_view(&self) -> GuestView {
        GuestView::host(self.memory.snapshot())
    }

    /// Current system timestamp in nanoseconds since the runtime started
    /// (`HSA_SYSTEM_INFO_TIMESTAMP`, frequency [`Runtime::TIMESTAMP_FREQUENCY`]).
    pub fn timestamp(&self) -> u64 {
        self.epoch.elapsed().as_nanos() as u64
    }

    /// Timestamp frequency in Hz (1 GHz: timestamps are nanoseconds).
    pub const TIMESTAMP_FREQUENCY: u64 = 1_000_000_000;

    /// Register a handler for agent-dispatch packets whose `type` field is `ty`.
    pub fn register_agent_function(&self, ty: u16, f: AgentFunction) {
        self.agent_functions
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(ty, f);
    }

    // ---------------------------------------------------------------- agents and regions

    /// All agents; index 0 is the host CPU.
    pub fn agents(&self) -> &[Agent] {
        &self.agents
    }

    /// One agent.
    pub fn agent(&self, id: AgentId) -> Result<&Agent> {
        self.agents.get(id).ok_or(RuntimeError::InvalidAgent)
    }

    /// All regions.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// One region.
    pub fn region(&self, id: RegionId) -> Result<&Region> {
        self.regions.get(id).ok_or(RuntimeError::InvalidRegion)
    }

    /// Regions associated with an agent, in table order.
    pub fn agent_regions(&self, agent: AgentId) -> Result<Vec<RegionId>> {
        self.agent(agent)?;
        Ok((0..self.regions.len())
            .filter(|&r| self.regions[r].agents.contains(&agent))
            .collect())
    }

    /// All ISAs over all agents as (agent, index in that agent's list).
    pub fn isas(&self) -> Vec<(AgentId, usize)> {
        let mut v = Vec::new();
        for (a, ag) in self.agents.iter().enumerate() {
            for i in 0..ag.properties().isas.len() {
                v.push((a, i));
            }
        }
        v
    }

    // ---------------------------------------------------------------- memory

    /// `hsa_memory_allocate`: allocate `size` bytes in `region`.
    pub fn allocate(&self, region: RegionId, size: u64) -> Result<u64> {
        let r = self.region(region)?;
        if size == 0 {
            return Err(RuntimeError::InvalidArgument("size is 0"));
        }
        if !r.runtime_alloc_allowed() || size > r.alloc_max {
            return Err(RuntimeError::InvalidAllocation);
        }
        let (perm, kind) = match r.kind {
            RegionKind::GlobalFine => (Perm::ReadWrite, memory::RegionKind::GlobalFine),
            RegionKind::GlobalCoarse => (Perm::ReadWrite, memory::RegionKind::GlobalCoarse),
            _ => (Perm::ReadOnly, memory::RegionKind::Kernarg),
        };
        let p = self
            .memory
            .allocate(size, r.alignment.max(8), perm, kind)
            .map_err(|_| RuntimeError::OutOfResources)?;
        let owner = if r.kind == RegionKind::GlobalCoarse {
            r.agents.first().copied()
        } else {
            None
        };
        self.user_allocs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                p,
                UserAlloc {
                    region,
                    owner,
                    registered: false,
                },
            );
        Ok(p)
    }

    /// `hsa_memory_free`: free an allocation made by [`Runtime::allocate`]. Address 0 is a no-op.
    pub fn free(&self, ptr: u64) -> Result<()> {
        if ptr == 0 {
            return Ok(());
        }
        let mut ua = self.user_allocs.lock().unwrap_or_else(|e| e.into_inner());
        match ua.get(&ptr) {
            Some(a) if !a.registered => {
                ua.remove(&ptr);
                let _ = self.memory.free(ptr);
                Ok(())
            }
            _ => Err(RuntimeError::InvalidAllocation),
        }
    }

    /// `hsa_memory_assign_agent`: make `agent` the owner of a coarse-grained allocation.
    pub fn assign_agent(&self, ptr: u64, agent: AgentId) -> Result<()> {
        self.agent(agent)?;
        if ptr == 0 {
            return Err(RuntimeError::InvalidArgument("ptr is NULL"));
        }
        let mut ua = self.user_allocs.lock().unwrap_or_else(|e| e.into_inner());
        let a = ua.get_mut(&ptr).ok_or(RuntimeError::InvalidAllocation)?;
        if self.regions[a.region].kind == RegionKind::GlobalCoarse {
            a.owner = Some(agent);
        }
        Ok(())
    }

    /// Current owner of a coarse-grained allocation.
    pub fn allocation_owner(&self, ptr: u64) -> Option<AgentId> {
        self.user_allocs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&ptr)
            .and_then(|a| a.owner)
    }

    /// `hsa_memory_copy`: copy between any two runtime-visible ranges (as the host: kernarg
    /// memory may be written), `memmove` semantics.
    pub fn copy(&self, dst: u64, src: u64, size: u64) -> Result<()> {
        if dst == 0 || src == 0 {
            return Err(RuntimeError::InvalidArgument("NULL pointer"));
        }
        memory::copy(&self.host_view(), dst, src, size)
            .map_err(|_| RuntimeError::InvalidArgument("range not allocated"))
    }

    /// `hsa_memory_register`: make host memory `[base, base+len)` visible to kernel agents,
    /// exactly those bytes. `register` performs the registration in the region table
    /// ([`Memory::register`], which is `unsafe`: only the caller, the C ABI, can promise the
    /// memory stays valid until it is deregistered). Registering a range that already lies in
    /// runtime memory succeeds unchanged; a range overlapping other memory is rejected.
    pub fn register(
        &self,
        base: u64,
        len: u64,
        register: impl FnOnce(&Memory) -> std::result::Result<(), AllocError>,
    ) -> Result<()> {
        if base == 0 || len == 0 {
            return Err(RuntimeError::InvalidArgument("NULL pointer or size 0"));
        }
        if self.memory.region_of(base, len).is_some() {
            return Ok(());
        }
        register(&self.memory).map_err(|e| match e {
            AllocError::Overlap { .. } => {
                RuntimeError::InvalidArgument("range overlaps other memory")
            }
            _ => RuntimeError::InvalidArgument("range cannot be registered"),
        })?;
        self.user_allocs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                base,
                UserAlloc {
                    region: 0,
                    owner: None,
                    registered: true,
                },
            );
        Ok(())
    }

    /// `hsa_memory_deregister`.
    pub fn deregister(&self, base: u64) -> Result<()> {
        let mut ua = self.user_allocs.lock().unwrap_or_else(|e| e.into_inner());
        match ua.get(&base) {
            Some(a) if a.registered => {
                ua.remove(&base);
                let _ = self.memory.free(base);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    // ---------------------------------------------------------------- signals

    /// `hsa_signal_create`.
    pub fn signal_create(&self, initial: i64) -> Result<Arc<Signal>> {
        self.signal_create_kind(AMD_SIGNAL_KIND_USER, initial)
    }

    pub(crate) fn signal_create_kind(&self, kind: i64, initial: i64) -> Result<Arc<Signal>> {
        let s = Signal::create(&self.memory, self.signals.notifier.clone(), kind, initial)
            .map_err(|_| RuntimeError::OutOfResources)?;
        let s = Arc::new(s);
        self.signals
            .map
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(s.handle(), s.clone());
        Ok(s)
    }

    /// Look a signal up by handle.
    pub fn signal(&self, handle: u64) -> Result<Arc<Signal>> {
        self.signals.get(handle).ok_or(RuntimeError::InvalidSignal)
    }

    /// `hsa_signal_destroy`. Its memory is released once the last user drops it.
    pub fn signal_destroy(&self, handle: u64) -> Result<()> {
        self.signals
            .map
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&handle)
            .map(|_| ())
            .ok_or(RuntimeError::InvalidSignal)
    }

    /// `hsa_signal_group_create`: returns a group handle.
    pub fn signal_group_create(&self, handles: &[u64]) -> Result<u64> {
        if handles.is_empty() {
            return Err(RuntimeError::InvalidArgument("no signals"));
        }
        let mut sigs = Vec::with_capacity(handles.len());
        for &h in handles {
            if sigs.iter().any(|s: &Arc<Signal>| s.handle() == h) {
                return Err(RuntimeError::InvalidArgument("duplicate signal"));
            }
            sigs.push(self.signal(h)?);
        }
        let mut o = self.objects.lock().unwrap_or_else(|e| e.into_inner());
        let id = o.next_id();
        o.groups.insert(id, SignalGroup::new(sigs));
        Ok(id)
    }

    /// Look a signal group up.
    pub fn signal_group(&self, id: u64) -> Result<SignalGroup> {
        self.objects
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .groups
            .get(&id)
            .cloned()
            .ok_or(RuntimeError::InvalidSignalGroup)
    }

    /// `hsa_signal_group_destroy`.
    pub fn signal_group_destroy(&self, id: u64) -> Result<()> {
        self.objects
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .groups
            .remove(&id)
            .map(|_| ())
            .ok_or(RuntimeError::InvalidSignalGroup)
    }

    // ---------------------------------------------------------------- queues

    /// `hsa_queue_create` on kernel agent `agent`. `size` is in packets (power of two within the
    /// agent's limits). Returns the queue; its [`Queue::address`] is the `hsa_queue_t*`.
    pub fn queue_create(
        self: &Arc<Self>,
        agent: AgentId,
        size: u32,
        qtype: QueueType,
        callback: Option<QueueCallback>,
        private_segment_size: u32,
        group_segment_size: u32,
    ) -> Result<Arc<Queue>> {
        let ag = self.agent(agent)?;
        let p = ag.properties();
        if ag.kernel_agent().is_none() || p.queues_max == 0 {
            return Err(RuntimeError::InvalidQueueCreation(
                "agent does not take queues",
            ));
        }
        if size == 0 || !size.is_power_of_two() || size > p.queue_max_size {
            return Err(RuntimeError::InvalidArgument("queue size"));
        }
        let size = size.max(p.queue_min_size);
        {
            let qs = self.queues.read().unwrap_or_else(|e| e.into_inner());
            let mine = qs.values().filter(|q| q.agent() == agent && !q.is_soft());
            if mine.count() >= p.queues_max as usize {
                return Err(RuntimeError::OutOfResources);
            }
        }
        let id = self.next_queue_id.fetch_add(1, Ordering::Relaxed);
        let q = Queue::create(
            self,
            agent,
            id,
            size,
            qtype,
            callback,
            private_segment_size,
            group_segment_size,
        )?;
        self.queues
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(q.address(), q.clone());
        Ok(q)
    }

    /// `hsa_soft_queue_create`: a queue of `size` packets (a power of two) whose ring and
    /// `amd_queue_t` are allocated for `region` (a global region), with `features`
    /// (`hsa_queue_feature_t` bits: KERNEL_DISPATCH 1, AGENT_DISPATCH 2) and the application's
    /// `doorbell` signal. No packet processor runs: the application consumes the packets.
    pub fn soft_queue_create(
        self: &Arc<Self>,
        region: RegionId,
        size: u32,
        qtype: QueueType,
        features: u32,
        doorbell: u64,
    ) -> Result<Arc<Queue>> {
        let r = self.region(region)?;
        if !r.runtime_alloc_allowed() {
            return Err(RuntimeError::InvalidArgument(
                "soft queues need a global region",
            ));
        }
        if size == 0 || !size.is_power_of_two() || size > (1 << 24) {
            return Err(RuntimeError::InvalidArgument("queue size"));
        }
        if features & !crate::queue::FEATURES_DISPATCH != 0 {
            return Err(RuntimeError::InvalidArgument("unknown queue features"));
        }
        if doorbell == 0 {
            return Err(RuntimeError::InvalidArgument("doorbell signal is 0"));
        }
        let bell = self
            .signal(doorbell)
            .map_err(|_| RuntimeError::InvalidArgument("doorbell is not a signal"))?;
        let agent = r.agents.first().copied().unwrap_or(0);
        let id = self.next_queue_id.fetch_add(1, Ordering::Relaxed);
        let q = Queue::create_soft(self, agent, id, size, qtype, features, bell)?;
        self.queues
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(q.address(), q.clone());
        Ok(q)
    }

    /// Look a queue up by its `hsa_queue_t*` address.
    pub fn queue(&self, address: u64) -> Result<Arc<Queue>> {
        self.queues
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&address)
            .cloned()
            .ok_or(RuntimeError::InvalidQueue)
    }

    /// `hsa_queue_destroy`: stop the packet processor and free the queue's memory.
    pub fn queue_destroy(&self, address: u64) -> Result<()> {
        let q = self
            .queues
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&address)
            .ok_or(RuntimeError::InvalidQueue)?;
        q.shut_down();
        q.release_memory(self);
        Ok(())
    }

    /// Stop and free every queue (used by shut-down).
    pub fn destroy_all_queues(&self) {
        let qs: Vec<u64> = self
            .queues
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .keys()
            .copied()
            .collect();
        for q in qs {
            let _ = self.queue_destroy(q);
        }
    }

    pub(crate) fn kernel(&self, object: u64) -> Option<KernelEntry> {
        self.kernels
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&object)
            .cloned()
    }
}

// -------------------------------------------------------------------- global init/shutdown

struct Global {
    runtime: Option<Arc<Runtime>>,
    refcount: u32,
}

static GLOBAL: RwLock<Global> = RwLock::new(Global {
    runtime: None,
    refcount: 0,
});

/// `hsa_init`: the first call builds the process-wide runtime with `build`; later calls only
/// increase the reference count.
pub fn init(build: impl FnOnce() -> Arc<Runtime>) -> Result<()> {
    let mut g = GLOBAL.write().unwrap_or_else(|e| e.into_inner());
    if g.refcount == u32::MAX {
        return Err(RuntimeError::RefcountOverflow);
    }
    if g.runtime.is_none() {
        g.runtime = Some(build());
    }
    g.refcount += 1;
    Ok(())
}

/// `hsa_shut_down`: decrease the reference count; at zero stop every queue and drop the runtime.
pub fn shut_down() -> Result<()> {
    let rt = {
        let mut g = GLOBAL.write().unwrap_or_else(|e| e.into_inner());
        if g.refcount == 0 {
            return Err(RuntimeError::NotInitialized);
        }
        g.refcount -= 1;
        if g.refcount > 0 {
            return Ok(());
        }
        g.runtime.take()
    };
    if let Some(rt) = rt {
        rt.destroy_all_queues();
    }
    Ok(())
}

/// The process-wide runtime, if initialized.
pub fn global() -> Result<Arc<Runtime>> {
    GLOBAL
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .runtime
        .clone()
        .ok_or(RuntimeError::NotInitialized)
}
