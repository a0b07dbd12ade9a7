//! User-mode AQL queues and their packet processors.
//!
//! A queue is an `amd_queue_t` (seed 003 L486-512; 256 bytes, 64-byte aligned) in runtime memory,
//! beginning with the 40-byte `hsa_queue_t`, plus a ring of `size` 64-byte packets. Field offsets
//! (bytes): `type` 0, `features` 4, `base_address` 8, `doorbell_signal` 16, `size` 24, `id` 32,
//! `write_dispatch_id` 56 (L498), `read_dispatch_id` 128 (L508),
//! `read_dispatch_id_field_base_byte_offset` 136 (L509). The seed's "Queue operations" list swaps
//! read and write (L518-521); we follow the field names (docs/errata.md).
//!
//! Both the `amd_queue_t` and the ring are [`RegionKind::Runtime`] allocations in the runtime's
//! `hsakit-mem` region table, read-write for agents, so a kernel's queue instructions
//! (`ldqueuewriteindex`, `addqueuewriteindex`, …) reach the same words through its
//! [`GuestView`] that the runtime reaches here through two [`Span`]s.
//!
//! One packet-processor thread per queue (DESIGN decision 8) consumes packets in order. Packets
//! run one at a time, so the barrier bit is always honoured. For each packet at the read index it
//! waits (on the doorbell signal) until the header type is not INVALID, copies the packet, applies
//! the acquire fence, executes it, applies the release fence, writes INVALID into the header,
//! advances `read_dispatch_id` and finally decrements the completion signal by one.

use crate::agent::{DispatchContext, DispatchError, DispatchPacket};
use crate::error::{Result, RuntimeError};
use crate::memory::{AtomicOp, GuestView, Perm, RegionKind, Span};
use crate::runtime::{AgentId, Runtime};
use crate::signal::{AMD_SIGNAL_KIND_USER, Condition, Signal, WaitHint};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering, fence};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// `hsa_packet_type_t` values (HSA runtime spec; seed notes §4.2).
pub mod packet_type {
    /// Vendor specific.
    pub const VENDOR_SPECIFIC: u8 = 0;
    /// Slot not ready / already consumed.
    pub const INVALID: u8 = 1;
    /// Kernel dispatch.
    pub const KERNEL_DISPATCH: u8 = 2;
    /// Barrier-AND.
    pub const BARRIER_AND: u8 = 3;
    /// Agent dispatch.
    pub const AGENT_DISPATCH: u8 = 4;
    /// Barrier-OR.
    pub const BARRIER_OR: u8 = 5;
}

/// Header bit positions (`hsa_packet_header_t`).
pub mod header {
    /// Bits 7:0: packet type.
    pub const TYPE: u32 = 0;
    /// Bit 8: barrier.
    pub const BARRIER: u32 = 8;
    /// Bits 10:9: acquire fence scope.
    pub const ACQUIRE_FENCE_SCOPE: u32 = 9;
    /// Bits 12:11: release fence scope.
    pub const RELEASE_FENCE_SCOPE: u32 = 11;
}

/// Byte offsets inside `amd_queue_t` (seed 003 L494-511).
pub mod layout {
    /// `hsa_queue_t.type` (u32).
    pub const TYPE: u64 = 0;
    /// `hsa_queue_t.features` (u32).
    pub const FEATURES: u64 = 4;
    /// `hsa_queue_t.base_address` (u64).
    pub const BASE_ADDRESS: u64 = 8;
    /// `hsa_queue_t.doorbell_signal` (u64).
    pub const DOORBELL: u64 = 16;
    /// `hsa_queue_t.size` (u32, packets).
    pub const SIZE: u64 = 24;
    /// `hsa_queue_t.id` (u64).
    pub const ID: u64 = 32;
    /// `write_dispatch_id` (seed 003 L498).
    pub const WRITE_DISPATCH_ID: u64 = 56;
    /// `max_cu_id` (seed 003 L502).
    pub const MAX_CU_ID: u64 = 72;
    /// `read_dispatch_id` (seed 003 L508).
    pub const READ_DISPATCH_ID: u64 = 128;
    /// `read_dispatch_id_field_base_byte_offset` (seed 003 L509).
    pub const READ_DISPATCH_ID_FIELD_BASE: u64 = 136;
    /// Total size (seed 003 L511).
    pub const SIZE_BYTES: u64 = 256;
}

/// Queue type (`hsa_queue_type32_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueueType {
    /// Multiple producers.
    Multi,
    /// One producer.
    Single,
}

/// Why a queue went into the error state; the C ABI maps `kind` to an HSA status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueueFaultKind {
    /// The engine failed the dispatch.
    Dispatch(DispatchError),
    /// Unknown or vendor packet type / unsupported agent function.
    InvalidPacketFormat,
    /// The kernel object is not a loaded kernel.
    InvalidCodeObject,
    /// The kernel was loaded for another agent.
    IncompatibleArguments,
    /// Bad dimensions or sizes in the packet.
    InvalidArgument,
    /// Group/private/work-group size exceed the agent's.
    OutOfResources,
    /// A completion or dependency signal handle is not a live signal.
    InvalidSignal,
}

/// A queue error as delivered to the callback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueFault {
    /// What failed.
    pub kind: QueueFaultKind,
    /// Index of the failing packet.
    pub packet_index: u64,
    /// Human-readable detail.
    pub message: String,
}

/// The queue error callback: receives the fault and the queue's `hsa_queue_t*` address.
pub type QueueCallback = Arc<dyn Fn(&QueueFault, u64) + Send + Sync>;

/// `hsa_queue_feature_t`: KERNEL_DISPATCH | AGENT_DISPATCH, what a hardware queue supports.
pub const FEATURES_DISPATCH: u32 = 1 | 2;

/// A queue's doorbell: its own signal (hardware queues) or the application's (soft queues).
enum Doorbell {
    Owned(Arc<Signal>),
    Borrowed(Arc<Signal>),
}

impl Doorbell {
    fn signal(&self) -> &Arc<Signal> {
        match self {
            Doorbell::Owned(s) | Doorbell::Borrowed(s) => s,
        }
    }
}

const STATE_ACTIVE: u32 = 0;
const STATE_INACTIVE: u32 = 1;
const STATE_ERROR: u32 = 2;

/// How long an idle processor sleeps before re-checking for packets written without a doorbell.
const IDLE_POLL: Duration = Duration::from_millis(20);
/// Slice for barrier waits (so shutdown is noticed).
const BARRIER_SLICE: Duration = Duration::from_millis(5);

/// A user-mode queue.
pub struct Queue {
    address: u64,
    ring: u64,
    size: u32,
    id: u64,
    agent: AgentId,
    qtype: QueueType,
    doorbell: Doorbell,
    /// The 256-byte `amd_queue_t`.
    qspan: Span,
    /// The packet ring.
    ring_span: Span,
    state: AtomicU32,
    abort: AtomicBool,
    fault: Mutex<Option<QueueFault>>,
    callback: Option<QueueCallback>,
    thread: Mutex<Option<JoinHandle<()>>>,
    /// Per-queue private segment limit requested at creation (u32::MAX = agent default).
    pub private_segment_size: u32,
    /// Per-queue group segment limit requested at creation (u32::MAX = agent default).
    pub group_segment_size: u32,
}

impl std::fmt::Debug for Queue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Queue(id {}, {:#x}, size {})",
            self.id, self.address, self.size
        )
    }
}

impl Queue {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create(
        rt: &Arc<Runtime>,
        agent: AgentId,
        id: u64,
        size: u32,
        qtype: QueueType,
        callback: Option<QueueCallback>,
        private_segment_size: u32,
        group_segment_size: u32,
    ) -> Result<Arc<Queue>> {
        let doorbell = rt.signal_create_kind(AMD_SIGNAL_KIND_USER, -1)?;
        let q = match Queue::build(
            rt,
            agent,
            id,
            size,
            qtype,
            FEATURES_DISPATCH,
            Doorbell::Owned(doorbell.clone()),
            callback,
            private_segment_size,
            group_segment_size,
        ) {
            Ok(q) => Arc::new(q),
            Err(e) => {
                let _ = rt.signal_destroy(doorbell.handle());
                return Err(e);
            }
        };
        let (rt2, q2) = (rt.clone(), q.clone());
        let handle = match std::thread::Builder::new()
            .name(format!("hsakit-pp-{id}"))
            .spawn(move || process(rt2, q2))
        {
            Ok(h) => h,
            Err(_) => {
                q.release_memory(rt);
                return Err(RuntimeError::OutOfResources);
            }
        };
        *q.thread.lock().unwrap_or_else(|e| e.into_inner()) = Some(handle);
        Ok(q)
    }

    /// `hsa_soft_queue_create`: the same `amd_queue_t` and ring, but no packet processor: the
    /// application (or a kernel) consumes the packets. `doorbell` is the application's signal and
    /// is not destroyed with the queue.
    pub(crate) fn create_soft(
        rt: &Arc<Runtime>,
        agent: AgentId,
        id: u64,
        size: u32,
        qtype: QueueType,
        features: u32,
        doorbell: Arc<Signal>,
    ) -> Result<Arc<Queue>> {
        let q = Queue::build(
            rt,
            agent,
            id,
            size,
            qtype,
            features,
            Doorbell::Borrowed(doorbell),
            None,
            u32::MAX,
            u32::MAX,
        )?;
        Ok(Arc::new(q))
    }

    /// Allocates and fills in the `amd_queue_t` and the ring (every slot INVALID).
    #[allow(clippy::too_many_arguments)]
    fn build(
        rt: &Arc<Runtime>,
        agent: AgentId,
        id: u64,
        size: u32,
        qtype: QueueType,
        features: u32,
        doorbell: Doorbell,
        callback: Option<QueueCallback>,
        private_segment_size: u32,
        group_segment_size: u32,
    ) -> Result<Queue> {
        let mem = rt.memory();
        let address = mem
            .allocate(layout::SIZE_BYTES, 64, Perm::ReadWrite, RegionKind::Runtime)
            .map_err(|_| RuntimeError::OutOfResources)?;
        let ring_bytes = size as u64 * 64;
        let ring = match mem.allocate(ring_bytes, 64, Perm::ReadWrite, RegionKind::Runtime) {
            Ok(r) => r,
            Err(_) => {
                let _ = mem.free(address);
                return Err(RuntimeError::OutOfResources);
            }
        };
        let release = || {
            let _ = mem.free(address);
            let _ = mem.free(ring);
        };
        let host = GuestView::host(mem.snapshot());
        let (qspan, ring_span) = match (
            host.span(address, layout::SIZE_BYTES),
            host.span(ring, ring_bytes),
        ) {
            (Ok(q), Ok(r)) => (q, r),
            _ => {
                release();
                return Err(RuntimeError::OutOfResources);
            }
        };
        // Every slot starts INVALID (header type 1). The writes below are in bounds by
        // construction of the spans.
        for i in 0..size as u64 {
            let _ = ring_span.write_u16(ring + i * 64, packet_type::INVALID as u16);
        }
        let qt: u32 = if qtype == QueueType::Multi { 0 } else { 1 };
        let cus = match rt.agent(agent) {
            Ok(a) => a.properties().compute_units,
            Err(e) => {
                release();
                return Err(e);
            }
        };
        let _ = qspan.write_u32(address + layout::TYPE, qt);
        let _ = qspan.write_u32(address + layout::FEATURES, features);
        let _ = qspan.write_u64(address + layout::BASE_ADDRESS, ring);
        let _ = qspan.write_u64(address + layout::DOORBELL, doorbell.signal().handle());
        let _ = qspan.write_u32(address + layout::SIZE, size);
        let _ = qspan.write_u64(address + layout::ID, id);
        let _ = qspan.write_u32(address + layout::MAX_CU_ID, cus.saturating_sub(1));
        let _ = qspan.write_u32(
            address + layout::READ_DISPATCH_ID_FIELD_BASE,
            layout::READ_DISPATCH_ID as u32,
        );
        Ok(Queue {
            address,
            ring,
            size,
            id,
            agent,
            qtype,
            doorbell,
            qspan,
            ring_span,
            state: AtomicU32::new(STATE_ACTIVE),
            abort: AtomicBool::new(false),
            fault: Mutex::new(None),
            callback,
            thread: Mutex::new(None),
            private_segment_size,
            group_segment_size,
        })
    }

    /// The `hsa_queue_t*` address.
    pub fn address(&self) -> u64 {
        self.address
    }
    /// Ring base address.
    pub fn base_address(&self) -> u64 {
        self.ring
    }
    /// Size in packets.
    pub fn size(&self) -> u32 {
        self.size
    }
    /// Queue id.
    pub fn id(&self) -> u64 {
        self.id
    }
    /// Owning agent.
    pub fn agent(&self) -> AgentId {
        self.agent
    }
    /// Queue type.
    pub fn queue_type(&self) -> QueueType {
        self.qtype
    }
    /// The doorbell signal.
    pub fn doorbell(&self) -> &Arc<Signal> {
        self.doorbell.signal()
    }
    /// True for a queue made by `hsa_soft_queue_create` (no packet processor).
    pub fn is_soft(&self) -> bool {
        matches!(self.doorbell, Doorbell::Borrowed(_))
    }
    /// The `features` field (`hsa_queue_feature_t` bits).
    pub fn features(&self) -> u32 {
        self.qspan
            .read_u32(self.address + layout::FEATURES)
            .unwrap_or(0)
    }
    /// The fault that put the queue in the error state, if any.
    pub fn fault(&self) -> Option<QueueFault> {
        self.fault.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
    /// Whether the processor still runs packets.
    pub fn is_active(&self) -> bool {
        self.state.load(Ordering::Acquire) == STATE_ACTIVE
    }

    /// Load the read index.
    pub fn load_read_index(&self, order: Ordering) -> u64 {
        self.load_index(layout::READ_DISPATCH_ID, order)
    }
    /// Load the write index.
    pub fn load_write_index(&self, order: Ordering) -> u64 {
        self.load_index(layout::WRITE_DISPATCH_ID, order)
    }
    /// Store the write index.
    pub fn store_write_index(&self, v: u64, order: Ordering) {
        self.store_index(layout::WRITE_DISPATCH_ID, v, order);
    }
    /// Store the read index (the HSA API allows it; only sensible on a stopped queue).
    pub fn store_read_index(&self, v: u64, order: Ordering) {
        self.store_index(layout::READ_DISPATCH_ID, v, order);
    }
    /// Add to the write index; returns the previous value.
    pub fn add_write_index(&self, v: u64, order: Ordering) -> u64 {
        // In bounds and aligned by construction of the span: cannot fail.
        self.qspan
            .atomic_u64(
                self.address + layout::WRITE_DISPATCH_ID,
                AtomicOp::Add,
                v,
                order,
            )
            .unwrap_or(0)
    }
    /// Compare-and-swap the write index; returns the previous value.
    pub fn cas_write_index(&self, expected: u64, new: u64, order: Ordering) -> u64 {
        self.qspan
            .cas_u64(
                self.address + layout::WRITE_DISPATCH_ID,
                expected,
                new,
                order,
            )
            .unwrap_or(0)
    }

    fn load_index(&self, field: u64, order: Ordering) -> u64 {
        self.qspan
            .atomic_load_u64(self.address + field, order)
            .unwrap_or(0)
    }

    fn store_index(&self, field: u64, v: u64, order: Ordering) {
        let _ = self
            .qspan
            .atomic_store_u64(self.address + field, v, store_order(order));
    }

    /// Write a packet's body (all but the header word's low 32 bits) into slot `index` and
    /// publish `header_and_setup` (low 32 bits of word 0) with release order, then ring the
    /// doorbell. A convenience for Rust users; C programs write the ring directly.
    pub fn publish(&self, index: u64, words: [u64; 8]) {
        let slot = self.slot(index);
        for (i, w) in words.iter().enumerate().skip(1) {
            let _ = self
                .ring_span
                .atomic_store_u64(slot + i as u64 * 8, *w, Ordering::Relaxed);
        }
        let _ = self
            .ring_span
            .atomic_store_u64(slot, words[0], Ordering::Release);
        self.doorbell
            .signal()
            .store(index as i64, Ordering::Release);
    }

    /// `hsa_queue_inactivate`: stop processing packets (the queue stays allocated).
    pub fn inactivate(&self) {
        let _ = self.state.compare_exchange(
            STATE_ACTIVE,
            STATE_INACTIVE,
            Ordering::AcqRel,
            Ordering::Acquire,
        );
        self.shut_down();
    }

    pub(crate) fn shut_down(&self) {
        self.abort.store(true, Ordering::Release);
        self.doorbell.signal().wake();
        let h = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(h) = h
            && h.thread().id() != std::thread::current().id()
        {
            let _ = h.join();
        }
    }

    pub(crate) fn release_memory(&self, rt: &Runtime) {
        let _ = rt.memory().free(self.ring);
        let _ = rt.memory().free(self.address);
        if let Doorbell::Owned(d) = &self.doorbell {
            let _ = rt.signal_destroy(d.handle());
        }
    }

    fn slot(&self, index: u64) -> u64 {
        self.ring + (index & (self.size as u64 - 1)) * 64
    }

    fn fail(&self, fault: QueueFault) {
        self.state.store(STATE_ERROR, Ordering::Release);
        *self.fault.lock().unwrap_or_else(|e| e.into_inner()) = Some(fault.clone());
        if let Some(cb) = &self.callback {
            cb(&fault, self.address);
        }
    }
}

fn store_order(o: Ordering) -> Ordering {
    match o {
        Ordering::Acquire | Ordering::AcqRel => Ordering::SeqCst,
        o => o,
    }
}

fn fault(kind: QueueFaultKind, index: u64, message: impl Into<String>) -> QueueFault {
    QueueFault {
        kind,
        packet_index: index,
        message: message.into(),
    }
}

/// The packet-processor loop.
fn process(rt: Arc<Runtime>, q: Arc<Queue>) {
    let mut last_bell = q.doorbell().load(Ordering::Relaxed);
    loop {
        if q.abort.load(Ordering::Acquire) {
            return;
        }
        let index = q.load_read_index(Ordering::Relaxed);
        let slot = q.slot(index);
        // Ring accesses are in bounds and aligned by construction (slot = ring + 64 * k).
        let w0 = q
            .ring_span
            .atomic_load_u64(slot, Ordering::Acquire)
            .unwrap_or(u64::from(packet_type::INVALID));
        let ty = w0 as u8;
        if ty == packet_type::INVALID {
            last_bell = q.doorbell().wait(
                Condition::Ne,
                last_bell,
                Some(IDLE_POLL),
                WaitHint::Active,
                Ordering::Acquire,
            );
            continue;
        }
        let mut words = [0u64; 8];
        words[0] = w0;
        for (i, w) in words.iter_mut().enumerate().skip(1) {
            *w = q.ring_span.read_u64(slot + i as u64 * 8).unwrap_or(0);
        }
        let hdr = w0 as u16;
        if (hdr >> header::ACQUIRE_FENCE_SCOPE) & 3 != 0 {
            fence(Ordering::Acquire);
        }
        let result = match ty {
            packet_type::KERNEL_DISPATCH => run_dispatch(&rt, &q, index, slot, &words),
            packet_type::BARRIER_AND | packet_type::BARRIER_OR => {
                run_barrier(&rt, &q, index, &words, ty == packet_type::BARRIER_AND)
            }
            packet_type::AGENT_DISPATCH => run_agent_dispatch(&rt, index, &words),
            other => Err(fault(
                QueueFaultKind::InvalidPacketFormat,
                index,
                format!("packet type {other} is not supported"),
            )),
        };
        let completion = match result {
            Ok(()) => words[7],
            Err(f) => {
                if f.kind == QueueFaultKind::Dispatch(DispatchError::Aborted)
                    && q.abort.load(Ordering::Acquire)
                {
                    return;
                }
                q.fail(f);
                return;
            }
        };
        if (hdr >> header::RELEASE_FENCE_SCOPE) & 3 != 0 {
            fence(Ordering::Release);
        }
        let _ = q.ring_span.atomic_store_u64(
            slot,
            (w0 & !0xFF) | packet_type::INVALID as u64,
            Ordering::Release,
        );
        q.store_read_index(index + 1, Ordering::Release);
        if completion != 0 {
            match rt.signals.get(completion) {
                Some(s) => {
                    s.rmw(crate::signal::SignalOp::Sub, 1, Ordering::Release);
                }
                None => {
                    q.fail(fault(
                        QueueFaultKind::InvalidSignal,
                        index,
                        format!("completion signal {completion:#x} is not a signal"),
                    ));
                    return;
                }
            }
        }
    }
}

fn run_dispatch(
    rt: &Arc<Runtime>,
    q: &Arc<Queue>,
    index: u64,
    slot: u64,
    words: &[u64; 8],
) -> std::result::Result<(), QueueFault> {
    let p = DispatchPacket::decode(words);
    let agent = rt.agent(q.agent).map_err(|_| {
        fault(
            QueueFaultKind::InvalidArgument,
            index,
            "queue agent vanished",
        )
    })?;
    let props = agent.properties();
    let bad = |m: &str| fault(QueueFaultKind::InvalidArgument, index, m.to_string());
    if !(1..=3).contains(&p.dimensions) {
        return Err(bad("dimensions must be 1, 2 or 3"));
    }
    let d = p.dimensions as usize;
    for i in 0..3 {
        let (wg, g) = (p.workgroup_size[i], p.grid_size[i]);
        if wg == 0 || g == 0 {
            return Err(bad("work-group and grid sizes must be non-zero"));
        }
        if i >= d && (wg != 1 || g != 1) {
            return Err(bad("unused dimensions must have size 1"));
        }
    }
    let res = |m: String| fault(QueueFaultKind::OutOfResources, index, m);
    let wg_total: u64 = p.workgroup_size.iter().map(|&x| x as u64).product();
    for i in 0..3 {
        if p.workgroup_size[i] > props.workgroup_max_dim[i]
            || p.grid_size[i] > props.grid_max_dim[i]
        {
            return Err(res(format!("dimension {i} exceeds the agent's limits")));
        }
    }
    if wg_total > props.workgroup_max_size as u64 || p.grid_items() > props.grid_max_size as u64 {
        return Err(res("work-group or grid larger than the agent allows".into()));
    }
    if p.group_segment_size > props.group_segment_size {
        return Err(res(format!(
            "group segment {} > {}",
            p.group_segment_size, props.group_segment_size
        )));
    }
    if p.private_segment_size > props.private_segment_max_size {
        return Err(res(format!(
            "private segment {} > {}",
            p.private_segment_size, props.private_segment_max_size
        )));
    }
    let entry = rt.kernel(p.kernel_object).ok_or_else(|| {
        fault(
            QueueFaultKind::InvalidCodeObject,
            index,
            format!("kernel object {:#x} is not loaded", p.kernel_object),
        )
    })?;
    if entry.agent != q.agent {
        return Err(fault(
            QueueFaultKind::IncompatibleArguments,
            index,
            "kernel was loaded for another agent",
        ));
    }
    if p.group_segment_size < entry.kernel.group_segment_size {
        return Err(bad(
            "group_segment_size is below the kernel's static group segment",
        ));
    }
    let engine = agent
        .kernel_agent()
        .ok_or_else(|| bad("not a kernel agent"))?;
    let ctx = DispatchContext {
        packet: p,
        packet_address: slot,
        queue_address: q.address,
        dispatch_id: index,
        table: rt.memory().snapshot(),
        signals: &rt.signals,
        abort: &q.abort,
    };
    engine.dispatch(&entry.kernel, &ctx).map_err(|e| {
        let m = e.to_string();
        fault(QueueFaultKind::Dispatch(e), index, m)
    })
}

fn run_barrier(
    rt: &Arc<Runtime>,
    q: &Arc<Queue>,
    index: u64,
    words: &[u64; 8],
    and: bool,
) -> std::result::Result<(), QueueFault> {
    let mut deps = Vec::new();
    for &h in &words[1..6] {
        if h != 0 {
            let s = rt.signals.get(h).ok_or_else(|| {
                fault(
                    QueueFaultKind::InvalidSignal,
                    index,
                    format!("dependency {h:#x} is not a signal"),
                )
            })?;
            deps.push(s);
        }
    }
    if deps.is_empty() {
        return Ok(());
    }
    let aborted = || {
        fault(
            QueueFaultKind::Dispatch(DispatchError::Aborted),
            index,
            "aborted",
        )
    };
    if and {
        for s in &deps {
            while s.wait(
                Condition::Eq,
                0,
                Some(BARRIER_SLICE),
                WaitHint::Blocked,
                Ordering::Acquire,
            ) != 0
            {
                if q.abort.load(Ordering::Acquire) {
                    return Err(aborted());
                }
            }
        }
    } else {
        let group = crate::signal::SignalGroup::new(deps);
        let n = group.signals().len();
        let conds = vec![Condition::Eq; n];
        let cmps = vec![0i64; n];
        while group
            .wait_any(
                &conds,
                &cmps,
                WaitHint::Blocked,
                Ordering::Acquire,
                Some(BARRIER_SLICE),
            )
            .is_none()
        {
            if q.abort.load(Ordering::Acquire) {
                return Err(aborted());
            }
        }
    }
    Ok(())
}

fn run_agent_dispatch(
    rt: &Arc<Runtime>,
    index: u64,
    words: &[u64; 8],
) -> std::result::Result<(), QueueFault> {
    let ty = (words[0] >> 16) as u16;
    let f = rt
        .agent_functions
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&ty)
        .cloned()
        .ok_or_else(|| {
            fault(
                QueueFaultKind::InvalidPacketFormat,
                index,
                format!("no agent function of type {ty}"),
            )
        })?;
    f(
        words[1],
        [words[2], words[3], words[4], words[5]],
        &GuestView::new(rt.memory().snapshot()),
    )
    .map_err(|m| {
        fault(
            QueueFaultKind::InvalidArgument,
            index,
            format!("agent function {ty}: {m}"),
        )
    })
}
