//! HSA signals laid out as the seed's `amd_signal_t` (seed 003 L553-571): 64 bytes, 64-byte
//! aligned, `kind` (i64) at byte 0, the 64-bit `value` at byte 8, `event_mailbox_ptr` at 16,
//! `event_id` at 24, `start_ts`/`end_ts` at 32/40, `queue_ptr` at 48. The signal handle is the
//! address of that object, so kernels can operate on the value with ordinary atomics.
//!
//! The object is a [`RegionKind::Runtime`] allocation in the runtime's `hsakit-mem` region table
//! (read-write for agents): an engine reaches the value at `handle + 8` with the same checked
//! atomics ([`GuestView::atomic_u64`](crate::memory::GuestView::atomic_u64) and friends) the
//! runtime uses here through a [`Span`] over the 64 bytes.
//!
//! Waiting blocks on a condition variable (never a busy loop beyond a short optional spin for the
//! `Active` hint). Every host- or runtime-side value change goes through [`Signal`], which wakes
//! waiters; a value changed behind the runtime's back (a kernel writing the word directly) is
//! still noticed because blocked waiters re-check at least every [`POLL_INTERVAL`].

use crate::memory::{AllocError, AtomicOp, GuestView, Memory, Perm, RegionKind, Span};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// `AMD_SIGNAL_KIND_USER` (seed 003 L546-551).
pub const AMD_SIGNAL_KIND_USER: i64 = 1;
/// `AMD_SIGNAL_KIND_DOORBELL` (seed 003 L546-551).
pub const AMD_SIGNAL_KIND_DOORBELL: i64 = -1;
/// Size of `amd_signal_t` in bytes (seed 003 L570).
pub const AMD_SIGNAL_SIZE: u64 = 64;
/// Byte offset of `value` in `amd_signal_t` (seed 003 L559).
pub const AMD_SIGNAL_VALUE_OFFSET: u64 = 8;

/// Longest a blocked waiter sleeps before re-reading the value (covers raw kernel writes).
pub const POLL_INTERVAL: Duration = Duration::from_millis(2);

/// Wait conditions (`hsa_signal_condition_t`; the HSA runtime API has these four).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// value == compare
    Eq,
    /// value != compare
    Ne,
    /// value < compare (signed)
    Lt,
    /// value >= compare (signed)
    Gte,
}

impl Condition {
    /// Whether `value` satisfies the condition against `compare`.
    pub fn holds(self, value: i64, compare: i64) -> bool {
        match self {
            Condition::Eq => value == compare,
            Condition::Ne => value != compare,
            Condition::Lt => value < compare,
            Condition::Gte => value >= compare,
        }
    }
}

/// Wait-state hint (`hsa_wait_state_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitHint {
    /// Block right away.
    Blocked,
    /// Spin briefly (up to [`ACTIVE_SPIN`]) before blocking.
    Active,
}

/// How long the `Active` hint spins before blocking.
pub const ACTIVE_SPIN: Duration = Duration::from_micros(50);

/// Busy-wait iterations before a spinning waiter starts yielding its core.
const SPINS_BEFORE_YIELD: u32 = 64;

/// One step of an `Active` spin: a CPU pause for the first [`SPINS_BEFORE_YIELD`] steps, then
/// `yield_now`, so a waiter sharing a core with the thread it waits for (more runnable threads
/// than cores) hands it the core instead of burning the whole spin window.
fn pause(spins: &mut u32) {
    if *spins < SPINS_BEFORE_YIELD {
        *spins += 1;
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
}

/// Wake-up plumbing shared by every signal of a runtime (for signal-group waits).
#[derive(Default)]
pub struct Notifier {
    group_waiters: AtomicU32,
    epoch: AtomicU64,
    lock: Mutex<()>,
    cv: Condvar,
}

impl Notifier {
    fn notify(&self) {
        self.epoch.fetch_add(1, Ordering::SeqCst);
        if self.group_waiters.load(Ordering::SeqCst) > 0 {
            let _g = self.lock.lock().unwrap_or_else(|e| e.into_inner());
            self.cv.notify_all();
        }
    }
}

/// One signal. Shared (`Arc`) between the runtime's table, queues and engines.
pub struct Signal {
    handle: u64,
    /// The 64-byte `amd_signal_t`.
    span: Span,
    waiters: AtomicU32,
    lock: Mutex<()>,
    cv: Condvar,
    notifier: Arc<Notifier>,
    memory: Arc<Memory>,
}

impl std::fmt::Debug for Signal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Signal({:#x} = {})",
            self.handle,
            self.load(Ordering::Relaxed)
        )
    }
}

impl Drop for Signal {
    fn drop(&mut self) {
        let _ = self.memory.free(self.handle);
    }
}

impl Signal {
    /// Allocate an `amd_signal_t` in `memory` with `kind` and `initial` value.
    pub(crate) fn create(
        memory: &Arc<Memory>,
        notifier: Arc<Notifier>,
        kind: i64,
        initial: i64,
    ) -> Result<Signal, AllocError> {
        let h = memory.allocate(AMD_SIGNAL_SIZE, 64, Perm::ReadWrite, RegionKind::Runtime)?;
        let span = match GuestView::host(memory.snapshot()).span(h, AMD_SIGNAL_SIZE) {
            Ok(s) => s,
            Err(_) => {
                let _ = memory.free(h);
                return Err(AllocError::NotFound(h));
            }
        };
        let sig = Signal {
            handle: h,
            span,
            waiters: AtomicU32::new(0),
            lock: Mutex::new(()),
            cv: Condvar::new(),
            notifier,
            memory: memory.clone(),
        };
        // In bounds and aligned by construction (a 64-byte, 64-aligned span at `h`).
        let _ = sig.span.write_u64(h, kind as u64);
        let _ = sig.span.atomic_store_u64(
            h + AMD_SIGNAL_VALUE_OFFSET,
            initial as u64,
            Ordering::Release,
        );
        Ok(sig)
    }

    /// The handle: the address of the `amd_signal_t`.
    pub fn handle(&self) -> u64 {
        self.handle
    }

    /// The `kind` field (byte 0 of `amd_signal_t`).
    pub fn kind(&self) -> i64 {
        self.span.read_u64(self.handle).unwrap_or(0) as i64
    }

    /// Address of the value (byte 8).
    fn value_addr(&self) -> u64 {
        self.handle + AMD_SIGNAL_VALUE_OFFSET
    }

    /// Load the value with `order` (Relaxed or Acquire; stronger orders are accepted).
    pub fn load(&self, order: Ordering) -> i64 {
        // The value word is in bounds and 8-aligned by construction: the access cannot fail.
        self.span
            .atomic_load_u64(self.value_addr(), order)
            .unwrap_or(0) as i64
    }

    /// Store `value` with `order` (Relaxed or Release) and wake waiters.
    pub fn store(&self, value: i64, order: Ordering) {
        let _ = self
            .span
            .atomic_store_u64(self.value_addr(), value as u64, order);
        self.wake();
    }

    /// Atomic read-modify-write with any order; wakes waiters; returns the previous value.
    pub fn rmw(&self, op: SignalOp, operand: i64, order: Ordering) -> i64 {
        let op = match op {
            SignalOp::Add => AtomicOp::Add,
            SignalOp::Sub => AtomicOp::Sub,
            SignalOp::And => AtomicOp::And,
            SignalOp::Or => AtomicOp::Or,
            SignalOp::Xor => AtomicOp::Xor,
            SignalOp::Exchange => AtomicOp::Exch,
        };
        let old = self
            .span
            .atomic_u64(self.value_addr(), op, operand as u64, order)
            .unwrap_or(0);
        self.wake();
        old as i64
    }

    /// Compare-and-swap; wakes waiters; returns the previous value.
    pub fn cas(&self, expected: i64, new: i64, order: Ordering) -> i64 {
        let r = self
            .span
            .cas_u64(self.value_addr(), expected as u64, new as u64, order)
            .unwrap_or(0) as i64;
        self.wake();
        r
    }

    /// Wake every waiter (called after any value change; cheap when nobody waits).
    pub fn wake(&self) {
        fence(Ordering::SeqCst);
        if self.waiters.load(Ordering::SeqCst) > 0 {
            let _g = self.lock.lock().unwrap_or_else(|e| e.into_inner());
            self.cv.notify_all();
        }
        self.notifier.notify();
    }

    /// Wait until `cond(value, compare)` holds or `timeout` passes (`None` = forever). Returns the
    /// last value observed (which satisfies the condition unless the wait timed out).
    pub fn wait(
        &self,
        cond: Condition,
        compare: i64,
        timeout: Option<Duration>,
        hint: WaitHint,
        order: Ordering,
    ) -> i64 {
        let start = Instant::now();
        let deadline = timeout.and_then(|t| start.checked_add(t));
        let v = self.load(order);
        if cond.holds(v, compare) {
            return v;
        }
        if hint == WaitHint::Active {
            let mut spins = 0u32;
            while start.elapsed() < ACTIVE_SPIN {
                pause(&mut spins);
                let v = self.load(order);
                if cond.holds(v, compare) || deadline.is_some_and(|d| Instant::now() >= d) {
                    return v;
                }
            }
        }
        let mut g = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        self.waiters.fetch_add(1, Ordering::SeqCst);
        fence(Ordering::SeqCst);
        let result = loop {
            let v = self.load(order);
            if cond.holds(v, compare) {
                break v;
            }
            let now = Instant::now();
            let mut slice = POLL_INTERVAL;
            if let Some(d) = deadline {
                if now >= d {
                    break v;
                }
                slice = slice.min(d - now);
            }
            g = self
                .cv
                .wait_timeout(g, slice)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        };
        self.waiters.fetch_sub(1, Ordering::SeqCst);
        drop(g);
        result
    }
}

/// Read-modify-write signal operations (the HSA runtime's `hsa_signal_{add,subtract,and,or,xor,
/// exchange}_*` families).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalOp {
    /// value += operand
    Add,
    /// value -= operand
    Sub,
    /// value &= operand
    And,
    /// value |= operand
    Or,
    /// value ^= operand
    Xor,
    /// value = operand (returns the old value)
    Exchange,
}

/// A set of signals waited on together (`hsa_signal_group_t`).
#[derive(Debug, Clone)]
pub struct SignalGroup {
    signals: Vec<Arc<Signal>>,
}

impl SignalGroup {
    /// A group over `signals` (may be empty only if the caller allows it; the C ABI rejects 0).
    pub fn new(signals: Vec<Arc<Signal>>) -> Self {
        SignalGroup { signals }
    }

    /// The members.
    pub fn signals(&self) -> &[Arc<Signal>] {
        &self.signals
    }

    /// Wait until at least one member satisfies its condition; returns (index, value), or `None`
    /// when `timeout` passes first or `conds`/`compares` do not have one entry per member.
    pub fn wait_any(
        &self,
        conds: &[Condition],
        compares: &[i64],
        hint: WaitHint,
        order: Ordering,
        timeout: Option<Duration>,
    ) -> Option<(usize, i64)> {
        let start = Instant::now();
        if conds.len() != self.signals.len()
            || compares.len() != self.signals.len()
            || self.signals.is_empty()
        {
            return None;
        }
        let n = self.signals[0].notifier.clone();
        let check = || {
            self.signals
                .iter()
                .enumerate()
                .map(|(i, s)| (i, s.load(order)))
                .find(|&(i, v)| conds[i].holds(v, compares[i]))
        };
        if let Some(r) = check() {
            return Some(r);
        }
        if hint == WaitHint::Active {
            let mut spins = 0u32;
            while start.elapsed() < ACTIVE_SPIN {
                pause(&mut spins);
                if let Some(r) = check() {
                    return Some(r);
                }
            }
        }
        let mut g = n.lock.lock().unwrap_or_else(|e| e.into_inner());
        n.group_waiters.fetch_add(1, Ordering::SeqCst);
        fence(Ordering::SeqCst);
        let r = loop {
            if let Some(r) = check() {
                break Some(r);
            }
            let mut slice = POLL_INTERVAL;
            if let Some(t) = timeout {
                let el = start.elapsed();
                if el >= t {
                    break None;
                }
                slice = slice.min(t - el);
            }
            g =
                n.cv.wait_timeout(g, slice)
                    .unwrap_or_else(|e| e.into_inner())
                    .0;
        };
        n.group_waiters.fetch_sub(1, Ordering::SeqCst);
        r
    }
}
