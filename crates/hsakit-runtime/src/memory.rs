//! Guest memory: the runtime's allocations and the region table through which every engine access
//! is checked (DESIGN decision 6).
//!
//! HSA shares virtual addresses between the host and its agents, so a guest address here *is* the
//! host address of the backing storage. Storage is a slice of [`AtomicU64`] words: the runtime,
//! the packet processors, the engines and foreign (C) code may all touch it at the same time
//! without undefined behaviour on the Rust side, and word-sized atomics give the signal and queue
//! index operations their required atomicity. Sub-word stores are compare-and-swap loops on the
//! containing word, so neighbouring bytes are never clobbered.
//!
//! Every access names an address range; the [`Memory`] table resolves it to exactly one live
//! allocation or fails with a [`MemoryFault`]. An engine turns that fault into
//! [`DispatchError::MemoryViolation`](crate::agent::DispatchError::MemoryViolation), which the
//! packet processor reports on the queue: never a host crash.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

/// Word storage behind an allocation. The runtime's own allocations are [`OwnedWords`]; the C ABI
/// implements this for memory registered with `hsa_memory_register`.
pub trait Backing: Send + Sync {
    /// The words; `words()[0]` lives at host address [`Backing::word_base`].
    fn words(&self) -> &[AtomicU64];
    /// The host address of the first word (8-byte aligned).
    fn word_base(&self) -> u64 {
        self.words().as_ptr() as u64
    }
}

/// Heap words owned by the runtime.
pub struct OwnedWords {
    words: Box<[AtomicU64]>,
}

impl OwnedWords {
    /// Zeroed storage of `n` words.
    pub fn zeroed(n: usize) -> Self {
        let words: Box<[AtomicU64]> = (0..n).map(|_| AtomicU64::new(0)).collect();
        OwnedWords { words }
    }
}

impl Backing for OwnedWords {
    fn words(&self) -> &[AtomicU64] {
        &self.words
    }
}

/// What kind of memory an allocation is, for reporting and for region bookkeeping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AllocKind {
    /// Global segment, fine-grained (coherent between host and all agents).
    GlobalFine,
    /// Global segment, coarse-grained (coherent at dispatch boundaries; owned by one agent).
    GlobalCoarse,
    /// Kernel-argument memory.
    Kernarg,
    /// A runtime object: signal, queue descriptor, packet ring, kernel object.
    Runtime,
    /// Code and data placed by an agent's loader.
    Code,
    /// Host memory registered with `hsa_memory_register`.
    Registered,
}

/// Access permissions of an allocation as seen by kernel agents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Perms {
    /// Kernels may read.
    pub read: bool,
    /// Kernels may write (and perform atomics).
    pub write: bool,
}

impl Perms {
    /// Read and write.
    pub const RW: Perms = Perms {
        read: true,
        write: true,
    };
    /// Read only (kernarg and readonly segment memory, code).
    pub const RO: Perms = Perms {
        read: true,
        write: false,
    };
}

/// The kind of a faulting access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// A load.
    Read,
    /// A store.
    Write,
    /// A read-modify-write atomic.
    Atomic,
}

/// Why an access faulted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultReason {
    /// No allocation contains the first byte.
    Unmapped,
    /// The access starts inside an allocation but runs past its end.
    OutOfBounds,
    /// The allocation does not allow this access.
    Permission,
    /// An atomic access that is not naturally aligned.
    Misaligned,
}

/// A failed guest access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("memory fault: {access:?} of {len} bytes at {addr:#x} ({reason:?})")]
pub struct MemoryFault {
    /// First byte of the access.
    pub addr: u64,
    /// Length in bytes.
    pub len: u64,
    /// Load, store or atomic.
    pub access: Access,
    /// Why it failed.
    pub reason: FaultReason,
}

/// One live allocation in the region table.
#[derive(Clone)]
pub struct Allocation {
    /// First guest (= host) address.
    pub base: u64,
    /// Size in bytes.
    pub len: u64,
    /// Kind.
    pub kind: AllocKind,
    /// Permissions for kernel agents.
    pub perms: Perms,
    backing: Arc<dyn Backing>,
}

impl std::fmt::Debug for Allocation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocation")
            .field("base", &format_args!("{:#x}", self.base))
            .field("len", &self.len)
            .field("kind", &self.kind)
            .finish()
    }
}

/// A checked view of a byte range inside one allocation, which an engine may cache for repeated
/// accesses to the same buffer.
#[derive(Clone)]
pub struct Span {
    alloc: Allocation,
}

impl Span {
    /// The allocation this span lies in.
    pub fn allocation(&self) -> &Allocation {
        &self.alloc
    }
    /// True when `[addr, addr+len)` lies inside this allocation.
    pub fn contains(&self, addr: u64, len: u64) -> bool {
        addr >= self.alloc.base
            && addr
                .checked_add(len)
                .is_some_and(|end| end <= self.alloc.base + self.alloc.len)
    }
    pub(crate) fn word(&self, addr: u64) -> &AtomicU64 {
        let words = self.alloc.backing.words();
        let idx = ((addr - self.alloc.backing.word_base()) / 8) as usize;
        // The table only admits allocations whose byte range lies inside their words, and callers
        // check `contains` first, so `idx` is in range; fall back to the last word defensively.
        words.get(idx).unwrap_or(&words[words.len() - 1])
    }
}

/// Size class of a scalar access.
fn mask_for(len: u64) -> u64 {
    if len >= 8 {
        u64::MAX
    } else {
        (1u64 << (len * 8)) - 1
    }
}

/// The runtime's region table: every allocation any agent can reach. Cheap to clone (shared).
#[derive(Clone, Default)]
pub struct Memory {
    table: Arc<RwLock<BTreeMap<u64, Allocation>>>,
}

/// Read-modify-write operations on guest memory words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOp {
    /// Add (wrapping).
    Add,
    /// Subtract (wrapping).
    Sub,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
    /// Exchange.
    Exchange,
    /// Signed minimum.
    MinS,
    /// Signed maximum.
    MaxS,
    /// Unsigned minimum.
    MinU,
    /// Unsigned maximum.
    MaxU,
    /// Wrapping increment: `old >= operand ? 0 : old + 1`.
    Inc,
    /// Wrapping decrement: `old == 0 || old > operand ? operand : old - 1`.
    Dec,
}

impl RmwOp {
    /// The new value for `old` and `operand` at width `bits` (32 or 64).
    pub fn apply(self, old: u64, operand: u64, bits: u32) -> u64 {
        let m = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let (o, v) = (old & m, operand & m);
        let sext = |x: u64| -> i64 {
            if bits >= 64 {
                x as i64
            } else {
                ((x << (64 - bits)) as i64) >> (64 - bits)
            }
        };
        let r = match self {
            RmwOp::Add => o.wrapping_add(v),
            RmwOp::Sub => o.wrapping_sub(v),
            RmwOp::And => o & v,
            RmwOp::Or => o | v,
            RmwOp::Xor => o ^ v,
            RmwOp::Exchange => v,
            RmwOp::MinS => {
                if sext(o) <= sext(v) {
                    o
                } else {
                    v
                }
            }
            RmwOp::MaxS => {
                if sext(o) >= sext(v) {
                    o
                } else {
                    v
                }
            }
            RmwOp::MinU => o.min(v),
            RmwOp::MaxU => o.max(v),
            RmwOp::Inc => {
                if o >= v {
                    0
                } else {
                    o + 1
                }
            }
            RmwOp::Dec => {
                if o == 0 || o > v {
                    v
                } else {
                    o - 1
                }
            }
        };
        r & m
    }
}

impl Memory {
    /// An empty table.
    pub fn new() -> Self {
        Memory::default()
    }

    /// Allocate `size` zeroed bytes aligned to `align` (a power of two ≤ 4096; at least 8) and
    /// enter them in the table. Returns the guest address. `size` 0 is rejected.
    pub fn allocate(&self, size: u64, align: u64, kind: AllocKind, perms: Perms) -> Option<u64> {
        if size == 0 || !align.is_power_of_two() || align > 4096 {
            return None;
        }
        let align = align.max(8);
        // Bounded: refuse sizes the host cannot hold (1 TiB cap avoids overflow in word counts).
        if size > (1u64 << 40) {
            return None;
        }
        let extra_words = (align / 8 - 1) as usize;
        let n = (size.div_ceil(8) as usize).checked_add(extra_words)?;
        let mut v = Vec::new();
        v.try_reserve_exact(n).ok()?;
        v.extend((0..n).map(|_| AtomicU64::new(0)));
        let backing = Arc::new(OwnedWords {
            words: v.into_boxed_slice(),
        });
        let wb = backing.word_base();
        let base = (wb + align - 1) & !(align - 1);
        self.insert(base, size, kind, perms, backing);
        Some(base)
    }

    /// Enter externally provided words covering `[base, base+len)` (used for registered host
    /// memory). Fails when the words do not cover the range or it overlaps a live allocation.
    pub fn insert_backing(
        &self,
        base: u64,
        len: u64,
        kind: AllocKind,
        perms: Perms,
        backing: Arc<dyn Backing>,
    ) -> bool {
        let wb = backing.word_base();
        let wlen = backing.words().len() as u64 * 8;
        if len == 0 || base < wb || base.checked_add(len).is_none_or(|e| e > wb + wlen) {
            return false;
        }
        if self.overlaps(base, len) {
            return false;
        }
        self.insert(base, len, kind, perms, backing);
        true
    }

    fn overlaps(&self, base: u64, len: u64) -> bool {
        let t = self.table.read().unwrap_or_else(|e| e.into_inner());
        if let Some((_, a)) = t.range(..base.saturating_add(len)).next_back() {
            return a.base + a.len > base;
        }
        false
    }

    fn insert(
        &self,
        base: u64,
        len: u64,
        kind: AllocKind,
        perms: Perms,
        backing: Arc<dyn Backing>,
    ) {
        let mut t = self.table.write().unwrap_or_else(|e| e.into_inner());
        t.insert(
            base,
            Allocation {
                base,
                len,
                kind,
                perms,
                backing,
            },
        );
    }

    /// Remove the allocation starting exactly at `base`; returns it.
    pub fn free(&self, base: u64) -> Option<Allocation> {
        let mut t = self.table.write().unwrap_or_else(|e| e.into_inner());
        t.remove(&base)
    }

    /// The allocation containing `addr`, if any.
    pub fn find(&self, addr: u64) -> Option<Allocation> {
        let t = self.table.read().unwrap_or_else(|e| e.into_inner());
        let (_, a) = t.range(..=addr).next_back()?;
        (addr < a.base + a.len).then(|| a.clone())
    }

    /// Number of live allocations.
    pub fn allocation_count(&self) -> usize {
        self.table.read().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Resolve `[addr, addr+len)` for `access` to a span inside one allocation.
    pub fn resolve(&self, addr: u64, len: u64, access: Access) -> Result<Span, MemoryFault> {
        let fault = |reason| MemoryFault {
            addr,
            len,
            access,
            reason,
        };
        let a = self.find(addr).ok_or(fault(FaultReason::Unmapped))?;
        let span = Span { alloc: a };
        if !span.contains(addr, len) {
            return Err(fault(FaultReason::OutOfBounds));
        }
        let p = span.alloc.perms;
        let ok = match access {
            Access::Read => p.read,
            Access::Write => p.write,
            Access::Atomic => p.read && p.write,
        };
        if !ok {
            return Err(fault(FaultReason::Permission));
        }
        Ok(span)
    }

    /// Host-side resolve that ignores kernel permissions (the host may write kernarg memory).
    fn resolve_host(&self, addr: u64, len: u64, access: Access) -> Result<Span, MemoryFault> {
        let fault = |reason| MemoryFault {
            addr,
            len,
            access,
            reason,
        };
        let a = self.find(addr).ok_or(fault(FaultReason::Unmapped))?;
        let span = Span { alloc: a };
        if !span.contains(addr, len) {
            return Err(fault(FaultReason::OutOfBounds));
        }
        Ok(span)
    }

    /// Read bytes as a kernel agent (checks permissions).
    pub fn read(&self, addr: u64, buf: &mut [u8]) -> Result<(), MemoryFault> {
        let span = self.resolve(addr, buf.len() as u64, Access::Read)?;
        span_read(&span, addr, buf);
        Ok(())
    }

    /// Write bytes as a kernel agent (checks permissions).
    pub fn write(&self, addr: u64, data: &[u8]) -> Result<(), MemoryFault> {
        let span = self.resolve(addr, data.len() as u64, Access::Write)?;
        span_write(&span, addr, data);
        Ok(())
    }

    /// Read bytes as the host (no permission check; bounds still checked).
    pub fn host_read(&self, addr: u64, buf: &mut [u8]) -> Result<(), MemoryFault> {
        let span = self.resolve_host(addr, buf.len() as u64, Access::Read)?;
        span_read(&span, addr, buf);
        Ok(())
    }

    /// Write bytes as the host (no permission check; bounds still checked).
    pub fn host_write(&self, addr: u64, data: &[u8]) -> Result<(), MemoryFault> {
        let span = self.resolve_host(addr, data.len() as u64, Access::Write)?;
        span_write(&span, addr, data);
        Ok(())
    }

    /// Load a little-endian scalar of `len` ∈ {1,2,4,8} bytes as a kernel agent.
    pub fn load(&self, addr: u64, len: u64) -> Result<u64, MemoryFault> {
        let mut b = [0u8; 8];
        let n = len.min(8) as usize;
        self.read(addr, &mut b[..n])?;
        Ok(u64::from_le_bytes(b))
    }

    /// Store a little-endian scalar of `len` ∈ {1,2,4,8} bytes as a kernel agent.
    pub fn store(&self, addr: u64, len: u64, value: u64) -> Result<(), MemoryFault> {
        let n = len.min(8) as usize;
        self.write(addr, &value.to_le_bytes()[..n])
    }

    /// Atomic read-modify-write of a naturally aligned 4- or 8-byte value; returns the old value.
    pub fn atomic_rmw(
        &self,
        addr: u64,
        len: u64,
        op: RmwOp,
        operand: u64,
        order: Ordering,
    ) -> Result<u64, MemoryFault> {
        let span = self.atomic_span(addr, len)?;
        Ok(span_rmw(&span, addr, len, order, |old| {
            op.apply(old, operand, (len * 8) as u32)
        }))
    }

    /// Atomic compare-and-swap of a naturally aligned 4- or 8-byte value; returns the old value.
    pub fn atomic_cas(
        &self,
        addr: u64,
        len: u64,
        expected: u64,
        new: u64,
        order: Ordering,
    ) -> Result<u64, MemoryFault> {
        let span = self.atomic_span(addr, len)?;
        let m = mask_for(len);
        Ok(span_rmw(&span, addr, len, order, |old| {
            if old == expected & m { new & m } else { old }
        }))
    }

    /// Atomic load of a naturally aligned 4- or 8-byte value.
    pub fn atomic_load(&self, addr: u64, len: u64, order: Ordering) -> Result<u64, MemoryFault> {
        let span = self.atomic_span(addr, len)?;
        let shift = (addr & 7) * 8;
        let order = match order {
            Ordering::Release | Ordering::AcqRel => Ordering::Acquire,
            o => o,
        };
        Ok((span.word(addr).load(order) >> shift) & mask_for(len))
    }

    fn atomic_span(&self, addr: u64, len: u64) -> Result<Span, MemoryFault> {
        if !(len == 4 || len == 8) || !addr.is_multiple_of(len) {
            return Err(MemoryFault {
                addr,
                len,
                access: Access::Atomic,
                reason: FaultReason::Misaligned,
            });
        }
        self.resolve(addr, len, Access::Atomic)
    }

    /// Copy `len` bytes between two guest ranges as the host (`hsa_memory_copy`). Overlap is
    /// handled like `memmove`.
    pub fn copy(&self, dst: u64, src: u64, len: u64) -> Result<(), MemoryFault> {
        if len == 0 {
            return Ok(());
        }
        let s = self.resolve_host(src, len, Access::Read)?;
        let d = self.resolve_host(dst, len, Access::Write)?;
        let mut buf = vec![0u8; 4096.min(len as usize)];
        let mut chunks: Vec<u64> = (0..len).step_by(4096).collect();
        if dst > src {
            chunks.reverse();
        }
        for off in chunks {
            let n = (len - off).min(4096) as usize;
            span_read(&s, src + off, &mut buf[..n]);
            span_write(&d, dst + off, &buf[..n]);
        }
        Ok(())
    }

    /// The atomic word holding the naturally aligned 8-byte value at `addr`, for runtime objects
    /// (signal values, queue indices) that need direct atomic access.
    pub fn word(&self, addr: u64) -> Option<WordRef> {
        if !addr.is_multiple_of(8) {
            return None;
        }
        let span = self.resolve_host(addr, 8, Access::Read).ok()?;
        Some(WordRef { span, addr })
    }
}

/// A handle to one naturally aligned 64-bit word of guest memory.
#[derive(Clone)]
pub struct WordRef {
    span: Span,
    addr: u64,
}

impl WordRef {
    /// The word.
    pub fn get(&self) -> &AtomicU64 {
        self.span.word(self.addr)
    }
    /// Its guest address.
    pub fn addr(&self) -> u64 {
        self.addr
    }
}

fn span_read(span: &Span, addr: u64, buf: &mut [u8]) {
    let mut done = 0usize;
    while done < buf.len() {
        let a = addr + done as u64;
        let w = span.word(a).load(Ordering::Relaxed).to_le_bytes();
        let off = (a & 7) as usize;
        let n = (8 - off).min(buf.len() - done);
        buf[done..done + n].copy_from_slice(&w[off..off + n]);
        done += n;
    }
}

fn span_write(span: &Span, addr: u64, data: &[u8]) {
    let mut done = 0usize;
    while done < data.len() {
        let a = addr + done as u64;
        let off = (a & 7) as usize;
        let n = (8 - off).min(data.len() - done);
        let word = span.word(a);
        if n == 8 {
            let mut b = [0u8; 8];
            b.copy_from_slice(&data[done..done + 8]);
            word.store(u64::from_le_bytes(b), Ordering::Relaxed);
        } else {
            let mut val = [0u8; 8];
            val[off..off + n].copy_from_slice(&data[done..done + n]);
            let val = u64::from_le_bytes(val);
            let mask = mask_for(n as u64) << (off * 8);
            let _ = word.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |old| {
                Some((old & !mask) | (val & mask))
            });
        }
        done += n;
    }
}

fn span_rmw(span: &Span, addr: u64, len: u64, order: Ordering, f: impl Fn(u64) -> u64) -> u64 {
    let shift = (addr & 7) * 8;
    let mask = mask_for(len) << shift;
    let fail = match order {
        Ordering::Release | Ordering::Relaxed => Ordering::Relaxed,
        _ => Ordering::Acquire,
    };
    let prev = span
        .word(addr)
        .fetch_update(order, fail, |w| {
            let old = (w & mask) >> shift;
            Some((w & !mask) | ((f(old) << shift) & mask))
        })
        .unwrap_or_else(|w| w);
    (prev & mask) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocate_read_write_and_faults() {
        let m = Memory::new();
        let a = m
            .allocate(20, 64, AllocKind::GlobalFine, Perms::RW)
            .unwrap();
        assert_eq!(a % 64, 0);
        m.write(a + 3, &[1, 2, 3, 4, 5, 6, 7]).unwrap();
        let mut b = [0u8; 12];
        m.read(a, &mut b).unwrap();
        assert_eq!(b, [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 0, 0]);
        let f = m.read(a + 16, &mut [0u8; 8]).unwrap_err();
        assert_eq!(f.reason, FaultReason::OutOfBounds);
        assert_eq!(
            m.load(a + 40_000, 4).unwrap_err().reason,
            FaultReason::Unmapped
        );
        assert_eq!(m.load(8, 4).unwrap_err().reason, FaultReason::Unmapped);
        let ro = m.allocate(16, 16, AllocKind::Kernarg, Perms::RO).unwrap();
        assert_eq!(
            m.store(ro, 4, 7).unwrap_err().reason,
            FaultReason::Permission
        );
        m.host_write(ro, &[9]).unwrap();
        assert_eq!(m.load(ro, 1).unwrap(), 9);
        assert!(m.free(a).is_some());
        assert_eq!(m.load(a, 4).unwrap_err().reason, FaultReason::Unmapped);
    }

    #[test]
    fn atomics_on_sub_words() {
        let m = Memory::new();
        let a = m.allocate(16, 8, AllocKind::GlobalFine, Perms::RW).unwrap();
        m.store(a, 8, 0x1111_2222_3333_4444).unwrap();
        assert_eq!(
            m.atomic_rmw(a + 4, 4, RmwOp::Add, 1, Ordering::SeqCst)
                .unwrap(),
            0x1111_2222
        );
        assert_eq!(m.load(a, 8).unwrap(), 0x1111_2223_3333_4444);
        assert_eq!(
            m.atomic_cas(a, 4, 0x3333_4444, 5, Ordering::SeqCst)
                .unwrap(),
            0x3333_4444
        );
        assert_eq!(m.load(a, 8).unwrap(), 0x1111_2223_0000_0005);
        assert_eq!(
            m.atomic_rmw(a + 2, 4, RmwOp::Add, 1, Ordering::SeqCst)
                .unwrap_err()
                .reason,
            FaultReason::Misaligned
        );
        assert_eq!(RmwOp::MinS.apply(0xFFFF_FFFF, 3, 32), 0xFFFF_FFFF);
        assert_eq!(RmwOp::MinU.apply(0xFFFF_FFFF, 3, 32), 3);
        assert_eq!(RmwOp::Inc.apply(5, 5, 32), 0);
        assert_eq!(RmwOp::Dec.apply(0, 9, 32), 9);
    }

    #[test]
    fn copy_overlapping_like_memmove() {
        let m = Memory::new();
        let a = m.allocate(32, 8, AllocKind::GlobalFine, Perms::RW).unwrap();
        m.write(a, &(0u8..16).collect::<Vec<_>>()).unwrap();
        m.copy(a + 3, a, 10).unwrap();
        let mut b = [0u8; 16];
        m.read(a, &mut b).unwrap();
        assert_eq!(b, [0, 1, 2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 14, 15]);
    }
}
