//! Checked guest accesses through a region-table snapshot.

use crate::table::{Block, Perm, RegionTable};
use crate::{Access, Fault};
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

/// An atomic read-modify-write operation (the union of what HSAIL, RDNA4 and Gen7 need).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// `new = src` (exchange).
    Exch,
    /// `new = old + src` (wrapping).
    Add,
    /// `new = old - src` (wrapping).
    Sub,
    /// `new = old & src`.
    And,
    /// `new = old | src`.
    Or,
    /// `new = old ^ src`.
    Xor,
    /// `new = min(old, src)`, signed.
    MinS,
    /// `new = max(old, src)`, signed.
    MaxS,
    /// `new = min(old, src)`, unsigned.
    MinU,
    /// `new = max(old, src)`, unsigned.
    MaxU,
    /// `new = old >= src ? 0 : old + 1` (unsigned; HSAIL `wrapinc`, PRM L8943).
    WrapInc,
    /// `new = (old == 0 || old > src) ? src : old - 1` (unsigned; HSAIL `wrapdec`, PRM L8944).
    WrapDec,
}

impl AtomicOp {
    /// The new value for one operation, at `bits` width (32 or 64), on zero-extended values.
    pub fn apply(self, old: u64, src: u64, bits: u32) -> u64 {
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let sext = |v: u64| -> i64 {
            let shift = 64 - bits.min(64);
            ((v << shift) as i64) >> shift
        };
        let r = match self {
            AtomicOp::Exch => src,
            AtomicOp::Add => old.wrapping_add(src),
            AtomicOp::Sub => old.wrapping_sub(src),
            AtomicOp::And => old & src,
            AtomicOp::Or => old | src,
            AtomicOp::Xor => old ^ src,
            AtomicOp::MinS => sext(old).min(sext(src)) as u64,
            AtomicOp::MaxS => sext(old).max(sext(src)) as u64,
            AtomicOp::MinU => (old & mask).min(src & mask),
            AtomicOp::MaxU => (old & mask).max(src & mask),
            AtomicOp::WrapInc => {
                if old & mask >= src & mask {
                    0
                } else {
                    old + 1
                }
            }
            AtomicOp::WrapDec => {
                if old & mask == 0 || old & mask > src & mask {
                    src
                } else {
                    old - 1
                }
            }
        };
        r & mask
    }
}

/// The atomic accessors of one width (32 or 64 bits), expanded inside [`guest_accessors`]:
/// read-modify-write, compare-and-swap, ordered load and ordered store, all on a naturally
/// aligned word whose address `check_aligned` proved in bounds.
macro_rules! atomic_accessors {
    ($t:ty, $atomic:ident, $size:literal, $rmw:ident, $cas:ident, $load:ident, $store:ident, $ptr:ident) => {
        #[doc = concat!("An atomic read-modify-write of a naturally aligned ", stringify!($t), "; returns the old value.")]
        pub fn $rmw(&self, addr: u64, op: AtomicOp, src: $t, order: Ordering) -> Result<$t, Fault> {
            let a = self.$ptr(addr)?;
            let r = match op {
                AtomicOp::Exch => a.swap(src, order),
                AtomicOp::Add => a.fetch_add(src, order),
                AtomicOp::Sub => a.fetch_sub(src, order),
                AtomicOp::And => a.fetch_and(src, order),
                AtomicOp::Or => a.fetch_or(src, order),
                AtomicOp::Xor => a.fetch_xor(src, order),
                AtomicOp::MinU => a.fetch_min(src, order),
                AtomicOp::MaxU => a.fetch_max(src, order),
                _ => match a.fetch_update(order, failure_order(order), |old| {
                    Some(op.apply(old as u64, src as u64, 8 * $size) as $t)
                }) {
                    Ok(v) | Err(v) => v,
                },
            };
            Ok(r)
        }

        #[doc = concat!("Compare-and-swap of a ", stringify!($t), "; returns the old value (the swap happened iff it equals `expected`).")]
        pub fn $cas(&self, addr: u64, expected: $t, new: $t, order: Ordering) -> Result<$t, Fault> {
            let a = self.$ptr(addr)?;
            Ok(match a.compare_exchange(expected, new, order, failure_order(order)) {
                Ok(v) | Err(v) => v,
            })
        }

        #[doc = concat!("An atomic ", stringify!($t), " load with an explicit order (for `ld` with acquire semantics, signal reads).")]
        pub fn $load(&self, addr: u64, order: Ordering) -> Result<$t, Fault> {
            let p = self.check_aligned(addr, $size, Access::Read)?;
            // SAFETY: `p` is checked in bounds of a live region and aligned to the word size;
            // see `load_n`.
            Ok(unsafe { $atomic::from_ptr(p as *mut $t) }.load(load_order(order)))
        }

        #[doc = concat!("An atomic ", stringify!($t), " store with an explicit order.")]
        pub fn $store(&self, addr: u64, v: $t, order: Ordering) -> Result<(), Fault> {
            let p = self.check_aligned(addr, $size, Access::Write)?;
            // SAFETY: `p` is checked in bounds of a live writable region and aligned to the word
            // size.
            unsafe { $atomic::from_ptr(p as *mut $t) }.store(v, store_order(order));
            Ok(())
        }

        fn $ptr(&self, addr: u64) -> Result<&$atomic, Fault> {
            let p = self.check_aligned(addr, $size, Access::Atomic)?;
            // SAFETY: checked in bounds of a live writable region (kept alive by the snapshot or
            // span behind `self` for the lifetime of `&self`) and aligned to the word size.
            Ok(unsafe { $atomic::from_ptr(p as *mut $t) })
        }
    };
}

/// The accessors shared by [`GuestView`] and [`Span`]: both provide
/// `fn check(&self, addr, size, access) -> Result<usize, Fault>`, which proves that
/// `[addr, addr + size)` lies in live memory the caller may access that way and returns its host
/// address; everything below touches bytes only through such a checked address, with atomics.
macro_rules! guest_accessors {
    () => {
        /// Loads `N` bytes (1, 2, 4, 8 or any other count) as little-endian into the low bytes of a
        /// `u128`-sized buffer. Use the typed helpers below.
        #[inline]
        fn load_n<const N: usize>(&self, addr: u64) -> Result<[u8; N], Fault> {
            let p = self.check(addr, N as u64, Access::Read)?;
            let mut out = [0u8; N];
            if p.is_multiple_of(N) {
                // SAFETY (all arms): `check` proved `[p, p + N)` lies inside a live region of the
                // snapshot (or span) behind `self`, which keeps owned memory allocated (registered
                // memory is the registrant's promise, see `Memory::register`); `p` is aligned to `N`, as the
                // `from_ptr` functions require; every access to guest bytes is atomic, so
                // concurrent accesses from other threads are not data races.
                match N {
                    1 => {
                        out[0] = unsafe { AtomicU8::from_ptr(p as *mut u8) }.load(Ordering::Relaxed)
                    }
                    2 => out.copy_from_slice(
                        &unsafe { AtomicU16::from_ptr(p as *mut u16) }
                            .load(Ordering::Relaxed)
                            .to_le_bytes()[..N],
                    ),
                    4 => out.copy_from_slice(
                        &unsafe { AtomicU32::from_ptr(p as *mut u32) }
                            .load(Ordering::Relaxed)
                            .to_le_bytes()[..N],
                    ),
                    8 => out.copy_from_slice(
                        &unsafe { AtomicU64::from_ptr(p as *mut u64) }
                            .load(Ordering::Relaxed)
                            .to_le_bytes()[..N],
                    ),
                    _ => load_bytes(p, &mut out),
                }
            } else {
                load_bytes(p, &mut out);
            }
            Ok(out)
        }

        #[inline]
        fn store_n<const N: usize>(&self, addr: u64, bytes: [u8; N]) -> Result<(), Fault> {
            let p = self.check(addr, N as u64, Access::Write)?;
            if p.is_multiple_of(N) {
                // SAFETY (all arms): as in `load_n`, and the region is writable (checked).
                match N {
                    1 => unsafe { AtomicU8::from_ptr(p as *mut u8) }
                        .store(bytes[0], Ordering::Relaxed),
                    2 => unsafe { AtomicU16::from_ptr(p as *mut u16) }
                        .store(u16::from_le_bytes(take(&bytes)), Ordering::Relaxed),
                    4 => unsafe { AtomicU32::from_ptr(p as *mut u32) }
                        .store(u32::from_le_bytes(take(&bytes)), Ordering::Relaxed),
                    8 => unsafe { AtomicU64::from_ptr(p as *mut u64) }
                        .store(u64::from_le_bytes(take(&bytes)), Ordering::Relaxed),
                    _ => store_bytes(p, &bytes),
                }
            } else {
                store_bytes(p, &bytes);
            }
            Ok(())
        }

        /// Loads a byte.
        pub fn read_u8(&self, addr: u64) -> Result<u8, Fault> {
            self.load_n::<1>(addr).map(|b| b[0])
        }
        /// Loads a little-endian `u16`.
        pub fn read_u16(&self, addr: u64) -> Result<u16, Fault> {
            self.load_n::<2>(addr).map(u16::from_le_bytes)
        }
        /// Loads a little-endian `u32`.
        pub fn read_u32(&self, addr: u64) -> Result<u32, Fault> {
            self.load_n::<4>(addr).map(u32::from_le_bytes)
        }
        /// Loads a little-endian `u64`.
        pub fn read_u64(&self, addr: u64) -> Result<u64, Fault> {
            self.load_n::<8>(addr).map(u64::from_le_bytes)
        }
        /// Loads a little-endian `u128` (two 8-byte halves when 8-aligned; not single-copy atomic).
        pub fn read_u128(&self, addr: u64) -> Result<u128, Fault> {
            self.check(addr, 16, Access::Read)?;
            let lo = self.read_u64(addr)?;
            let hi = self.read_u64(addr + 8)?;
            Ok(u128::from(lo) | (u128::from(hi) << 64))
        }
        /// Stores a byte.
        pub fn write_u8(&self, addr: u64, v: u8) -> Result<(), Fault> {
            self.store_n(addr, [v])
        }
        /// Stores a little-endian `u16`.
        pub fn write_u16(&self, addr: u64, v: u16) -> Result<(), Fault> {
            self.store_n(addr, v.to_le_bytes())
        }
        /// Stores a little-endian `u32`.
        pub fn write_u32(&self, addr: u64, v: u32) -> Result<(), Fault> {
            self.store_n(addr, v.to_le_bytes())
        }
        /// Stores a little-endian `u64`.
        pub fn write_u64(&self, addr: u64, v: u64) -> Result<(), Fault> {
            self.store_n(addr, v.to_le_bytes())
        }
        /// Stores a little-endian `u128` (checked as one 16-byte access first).
        pub fn write_u128(&self, addr: u64, v: u128) -> Result<(), Fault> {
            self.check(addr, 16, Access::Write)?;
            self.write_u64(addr, v as u64)?;
            self.write_u64(addr + 8, (v >> 64) as u64)
        }

        /// Copies guest bytes out.
        pub fn read_bytes(&self, addr: u64, out: &mut [u8]) -> Result<(), Fault> {
            if out.is_empty() {
                return Ok(());
            }
            let p = self.check(addr, out.len() as u64, Access::Read)?;
            load_bytes(p, out);
            Ok(())
        }

        /// Copies bytes into guest memory.
        pub fn write_bytes(&self, addr: u64, data: &[u8]) -> Result<(), Fault> {
            if data.is_empty() {
                return Ok(());
            }
            let p = self.check(addr, data.len() as u64, Access::Write)?;
            store_bytes(p, data);
            Ok(())
        }

        /// Loads `out.len()` consecutive little-endian `u32` words starting at `addr`, with one
        /// bounds check for the whole range (a coalesced vector load).
        pub fn read_u32s(&self, addr: u64, out: &mut [u32]) -> Result<(), Fault> {
            if out.is_empty() {
                return Ok(());
            }
            let size = 4 * out.len() as u64;
            let p = self.check(addr, size, Access::Read)?;
            load_words(p, out);
            Ok(())
        }

        /// Stores consecutive little-endian `u32` words starting at `addr`, with one bounds check
        /// for the whole range (a coalesced vector store). Nothing is written on a fault.
        pub fn write_u32s(&self, addr: u64, data: &[u32]) -> Result<(), Fault> {
            if data.is_empty() {
                return Ok(());
            }
            let size = 4 * data.len() as u64;
            let p = self.check(addr, size, Access::Write)?;
            store_words(p, data);
            Ok(())
        }

        atomic_accessors!(
            u32,
            AtomicU32,
            4,
            atomic_u32,
            cas_u32,
            atomic_load_u32,
            atomic_store_u32,
            atomic_ptr_u32
        );
        atomic_accessors!(
            u64,
            AtomicU64,
            8,
            atomic_u64,
            cas_u64,
            atomic_load_u64,
            atomic_store_u64,
            atomic_ptr_u64
        );

        fn check_aligned(&self, addr: u64, size: u64, access: Access) -> Result<usize, Fault> {
            if !addr.is_multiple_of(size) {
                return Err(Fault::Misaligned { addr, size });
            }
            self.check(addr, size, access)
        }
    };
}

/// A view of guest memory for one thread of an engine (a wave, a work-group worker).
///
/// It holds a region-table snapshot and remembers the last region it hit, so streaming accesses
/// cost one range check each. Not `Sync`: give each worker thread its own view (cheap).
///
/// A view made with [`GuestView::new`] is an *agent* view: stores and atomics to read-only
/// regions fault. One made with [`GuestView::host`] is the *host's* view (the runtime filling
/// kernarg segments, a loader writing read-only data, `hsa_memory_copy`): bounds are still
/// checked, region permissions are not, since they restrict agents only.
#[derive(Debug, Clone)]
pub struct GuestView {
    table: Arc<RegionTable>,
    last: Cell<usize>,
    host: bool,
}

impl GuestView {
    /// An agent's view over a snapshot: region permissions apply.
    pub fn new(table: Arc<RegionTable>) -> Self {
        GuestView {
            table,
            last: Cell::new(0),
            host: false,
        }
    }

    /// The host's view over a snapshot: every region is readable and writable.
    pub fn host(table: Arc<RegionTable>) -> Self {
        GuestView {
            table,
            last: Cell::new(0),
            host: true,
        }
    }

    /// True for a host view ([`GuestView::host`]).
    pub fn is_host(&self) -> bool {
        self.host
    }

    /// The snapshot.
    pub fn table(&self) -> &Arc<RegionTable> {
        &self.table
    }

    /// A [`Span`] over `[addr, addr + len)`, which must lie inside one region of the snapshot.
    /// The span inherits this view's mode (agent or host).
    pub fn span(&self, addr: u64, len: u64) -> Result<Span, Fault> {
        let fault = Fault::Violation {
            addr,
            size: len,
            access: Access::Read,
        };
        if len == 0 {
            return Err(fault);
        }
        let i = self.table.find(addr, len).ok_or(fault)?;
        let region = &self.table.regions()[i];
        let p = usize::try_from(addr).map_err(|_| fault)?;
        usize::try_from(addr + len).map_err(|_| fault)?;
        let keep = match region.owner() {
            Some(block) => Keep::Block(block.clone()),
            None => Keep::Table(self.table.clone()),
        };
        Ok(Span {
            _keep: keep,
            base: addr,
            len,
            ptr: p,
            writable: self.host || region.perm == Perm::ReadWrite,
        })
    }

    /// Checks `[addr, addr + size)` for `access`; returns the host address.
    #[inline]
    fn check(&self, addr: u64, size: u64, access: Access) -> Result<usize, Fault> {
        let regions = self.table.regions();
        let fault = Fault::Violation { addr, size, access };
        let idx = match regions.get(self.last.get()) {
            Some(r) if r.contains(addr, size) => self.last.get(),
            _ => {
                let i = self.table.find(addr, size).ok_or(fault)?;
                self.last.set(i);
                i
            }
        };
        if !self.host && access != Access::Read && regions[idx].perm == Perm::ReadOnly {
            return Err(fault);
        }
        usize::try_from(addr).map_err(|_| fault)
    }

    guest_accessors!();
}

/// What keeps a [`Span`]'s bytes allocated (held only for its `Drop`, never read).
#[derive(Debug, Clone)]
#[allow(dead_code)]
enum Keep {
    /// Memory this crate allocated: the block itself.
    Block(Arc<Block>),
    /// Registered host memory: the snapshot the span came from (the registrant keeps the memory
    /// valid while any snapshot listing it lives; see [`crate::Memory::register`]).
    Table(Arc<RegionTable>),
}

/// A checked window into one region, for hot runtime objects (a signal's `amd_signal_t`, a
/// queue's `amd_queue_t` and packet ring) and hot buffers an engine streams through.
///
/// Made by [`GuestView::span`]. It offers the same accessors as [`GuestView`] with the same
/// checks and the same atomic accesses, but the region lookup is done once: an access only has
/// to fall inside the span. It keeps its memory alive on its own (an owned region's block, or for
/// registered memory the snapshot it came from), so it stays valid after [`crate::Memory::free`]
/// removes the region from the table, exactly like a snapshot; it never keeps other regions
/// alive. It is `Send + Sync`: the accessors are atomic.
#[derive(Debug, Clone)]
pub struct Span {
    /// Keeps the bytes allocated while the span lives.
    _keep: Keep,
    base: u64,
    len: u64,
    ptr: usize,
    writable: bool,
}

impl Span {
    /// First address of the span.
    pub fn base(&self) -> u64 {
        self.base
    }

    /// Length of the span in bytes.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Always false: spans are never empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// True when stores and atomics are allowed.
    pub fn is_writable(&self) -> bool {
        self.writable
    }

    /// True when `[addr, addr + size)` lies inside the span.
    pub fn contains(&self, addr: u64, size: u64) -> bool {
        addr >= self.base && size <= self.len && addr - self.base <= self.len - size
    }

    /// Checks `[addr, addr + size)` for `access`; returns the host address.
    #[inline]
    fn check(&self, addr: u64, size: u64, access: Access) -> Result<usize, Fault> {
        if !self.contains(addr, size) || (access != Access::Read && !self.writable) {
            return Err(Fault::Violation { addr, size, access });
        }
        // In range: `addr - base < len` and `ptr + len` fits a usize (checked in `span`).
        Ok(self.ptr + (addr - self.base) as usize)
    }

    guest_accessors!();
}

fn take<const M: usize, const N: usize>(b: &[u8; N]) -> [u8; M] {
    let mut out = [0u8; M];
    out.copy_from_slice(&b[..M]);
    out
}

/// The order of an ordered load: a release component has nothing to release on a load.
fn load_order(o: Ordering) -> Ordering {
    match o {
        Ordering::Release | Ordering::AcqRel => Ordering::Acquire,
        o => o,
    }
}

/// The order of an ordered store: an acquire component has nothing to acquire on a store.
fn store_order(o: Ordering) -> Ordering {
    match o {
        Ordering::Acquire | Ordering::AcqRel => Ordering::Release,
        o => o,
    }
}

fn failure_order(o: Ordering) -> Ordering {
    match o {
        Ordering::Release | Ordering::Relaxed => Ordering::Relaxed,
        Ordering::AcqRel | Ordering::Acquire => Ordering::Acquire,
        _ => Ordering::SeqCst,
    }
}

/// Relaxed atomic copy out of guest memory; `p..p+out.len()` was checked by the caller. Bytes up
/// to the first 8-byte boundary and after the last one are copied with byte atomics, the
/// 8-aligned middle with one 8-byte atomic per word (a streaming copy costs one load per 8 bytes,
/// not per byte; every guest byte is still reached only through an atomic).
fn load_bytes(p: usize, out: &mut [u8]) {
    let n = out.len();
    let head = (p.next_multiple_of(8) - p).min(n);
    let words = (n - head) / 8;
    for (i, b) in out.iter_mut().enumerate().take(head) {
        // SAFETY: the caller checked the whole range against a live region; byte atomics need no
        // alignment.
        *b = unsafe { AtomicU8::from_ptr((p + i) as *mut u8) }.load(Ordering::Relaxed);
    }
    for (k, c) in out[head..head + 8 * words].chunks_exact_mut(8).enumerate() {
        // SAFETY: inside the checked range, and `p + head` is 8-aligned, as `from_ptr` requires.
        let v =
            unsafe { AtomicU64::from_ptr((p + head + 8 * k) as *mut u64) }.load(Ordering::Relaxed);
        c.copy_from_slice(&v.to_le_bytes());
    }
    for (i, b) in out.iter_mut().enumerate().skip(head + 8 * words) {
        // SAFETY: as for the head bytes.
        *b = unsafe { AtomicU8::from_ptr((p + i) as *mut u8) }.load(Ordering::Relaxed);
    }
}

/// Relaxed atomic copy into guest memory (bytes at the ends, 8-byte words in the aligned
/// middle, as in [`load_bytes`]); the caller checked the range is writable.
fn store_bytes(p: usize, data: &[u8]) {
    let n = data.len();
    let head = (p.next_multiple_of(8) - p).min(n);
    let words = (n - head) / 8;
    for (i, &b) in data.iter().enumerate().take(head) {
        // SAFETY: as in `load_bytes`, and the region is writable.
        unsafe { AtomicU8::from_ptr((p + i) as *mut u8) }.store(b, Ordering::Relaxed);
    }
    for (k, c) in data[head..head + 8 * words].chunks_exact(8).enumerate() {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        // SAFETY: inside the checked writable range, 8-aligned (see `load_bytes`).
        unsafe { AtomicU64::from_ptr((p + head + 8 * k) as *mut u64) }
            .store(u64::from_le_bytes(w), Ordering::Relaxed);
    }
    for (i, &b) in data.iter().enumerate().skip(head + 8 * words) {
        // SAFETY: as for the head bytes.
        unsafe { AtomicU8::from_ptr((p + i) as *mut u8) }.store(b, Ordering::Relaxed);
    }
}

/// Relaxed atomic load of `out.len()` consecutive little-endian `u32` words at `p` (checked by
/// the caller): one word atomic each when `p` is 4-aligned, byte atomics otherwise.
fn load_words(p: usize, out: &mut [u32]) {
    if p.is_multiple_of(4) {
        for (k, o) in out.iter_mut().enumerate() {
            // SAFETY: inside the checked range and 4-aligned, as `from_ptr` requires.
            *o = u32::from_le(
                unsafe { AtomicU32::from_ptr((p + 4 * k) as *mut u32) }.load(Ordering::Relaxed),
            );
        }
    } else {
        for (k, o) in out.iter_mut().enumerate() {
            let mut b = [0u8; 4];
            load_bytes(p + 4 * k, &mut b);
            *o = u32::from_le_bytes(b);
        }
    }
}

/// Relaxed atomic store of consecutive little-endian `u32` words at `p` (checked writable by
/// the caller), word atomics when 4-aligned, byte atomics otherwise.
fn store_words(p: usize, data: &[u32]) {
    if p.is_multiple_of(4) {
        for (k, &v) in data.iter().enumerate() {
            // SAFETY: inside the checked writable range and 4-aligned.
            unsafe { AtomicU32::from_ptr((p + 4 * k) as *mut u32) }
                .store(v.to_le(), Ordering::Relaxed);
        }
    } else {
        for (k, &v) in data.iter().enumerate() {
            store_bytes(p + 4 * k, &v.to_le_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Memory, RegionKind};

    fn setup() -> (Memory, u64) {
        let m = Memory::new();
        let a = m
            .allocate(64, 16, Perm::ReadWrite, RegionKind::GlobalFine)
            .unwrap();
        (m, a)
    }

    #[test]
    fn reads_back_what_was_written_at_every_width_and_alignment() {
        let (m, a) = setup();
        let v = GuestView::new(m.snapshot());
        v.write_u32(a + 4, 0xdead_beef).unwrap();
        assert_eq!(v.read_u32(a + 4).unwrap(), 0xdead_beef);
        assert_eq!(v.read_u8(a + 4).unwrap(), 0xef);
        assert_eq!(v.read_u16(a + 6).unwrap(), 0xdead);
        v.write_u64(a + 9, 0x0102_0304_0506_0708).unwrap(); // unaligned
        assert_eq!(v.read_u64(a + 9).unwrap(), 0x0102_0304_0506_0708);
        assert_eq!(v.read_u8(a + 9).unwrap(), 0x08);
        v.write_u128(a + 32, 0x1111_2222_3333_4444_5555_6666_7777_8888)
            .unwrap();
        assert_eq!(v.read_u64(a + 40).unwrap(), 0x1111_2222_3333_4444);
        assert_eq!(
            v.read_u128(a + 32).unwrap(),
            0x1111_2222_3333_4444_5555_6666_7777_8888
        );
    }

    #[test]
    fn block_copies_match_single_byte_accesses_at_every_offset_and_length() {
        let (m, a) = setup();
        let v = GuestView::new(m.snapshot());
        // Every (offset, length) with offset < 16 and length <= 40: word-wise middles, byte ends.
        for off in 0..16u64 {
            for len in 0..=40usize {
                let pattern: Vec<u8> = (0..len).map(|k| (k as u8).wrapping_mul(7) ^ 0x5a).collect();
                for k in 0..64 {
                    v.write_u8(a + k, 0xee).unwrap();
                }
                v.write_bytes(a + off, &pattern).unwrap();
                for k in 0..64u64 {
                    let want = if k >= off && k < off + len as u64 {
                        pattern[(k - off) as usize]
                    } else {
                        0xee
                    };
                    assert_eq!(v.read_u8(a + k).unwrap(), want, "offset {off} length {len}");
                }
                let mut back = vec![0u8; len];
                v.read_bytes(a + off, &mut back).unwrap();
                assert_eq!(back, pattern, "offset {off} length {len}");
            }
        }
    }

    #[test]
    fn word_copies_are_little_endian_aligned_or_not_and_fault_whole() {
        let (m, a) = setup();
        let v = GuestView::new(m.snapshot());
        for off in [0u64, 1, 2, 4, 7] {
            v.write_bytes(a, &[0u8; 64]).unwrap();
            v.write_u32s(a + off, &[0x0403_0201, 0x0807_0605]).unwrap();
            let mut b = [0u8; 8];
            v.read_bytes(a + off, &mut b).unwrap();
            assert_eq!(b, [1, 2, 3, 4, 5, 6, 7, 8], "offset {off}");
            let mut w = [0u32; 2];
            v.read_u32s(a + off, &mut w).unwrap();
            assert_eq!(w, [0x0403_0201, 0x0807_0605], "offset {off}");
        }
        // 15 words from a + 4 end at a + 64 (in bounds); 16 words do not, and nothing is written.
        v.write_u32s(a + 4, &[9; 15]).unwrap();
        assert_eq!(
            v.write_u32s(a + 4, &[1; 16]),
            Err(Fault::Violation {
                addr: a + 4,
                size: 64,
                access: Access::Write
            })
        );
        assert_eq!(v.read_u32(a + 4).unwrap(), 9);
        let mut w = [0u32; 16];
        assert!(v.read_u32s(a + 4, &mut w).is_err());
        assert!(v.read_u32s(a, &mut w).is_ok());
        assert_eq!(w[15], 9);
    }

    #[test]
    fn out_of_bounds_and_straddling_accesses_fault() {
        let (m, a) = setup();
        let v = GuestView::new(m.snapshot());
        assert_eq!(
            v.read_u32(a + 62),
            Err(Fault::Violation {
                addr: a + 62,
                size: 4,
                access: Access::Read
            })
        );
        assert!(v.read_u8(a + 64).is_err());
        assert!(v.read_u8(a.wrapping_sub(1)).is_err());
        assert!(v.write_u64(0, 1).is_err());
        assert!(v.read_u64(u64::MAX - 3).is_err());
        let mut buf = [0u8; 65];
        assert!(v.read_bytes(a, &mut buf).is_err());
    }

    #[test]
    fn readonly_regions_reject_stores_and_atomics() {
        let m = Memory::new();
        let a = m
            .allocate(16, 8, Perm::ReadOnly, RegionKind::Readonly)
            .unwrap();
        let v = GuestView::new(m.snapshot());
        assert_eq!(v.read_u32(a).unwrap(), 0);
        assert!(matches!(
            v.write_u32(a, 1),
            Err(Fault::Violation {
                access: Access::Write,
                ..
            })
        ));
        assert!(v.atomic_u32(a, AtomicOp::Add, 1, Ordering::SeqCst).is_err());
    }

    #[test]
    fn atomics_compute_and_return_old_values() {
        let (m, a) = setup();
        let v = GuestView::new(m.snapshot());
        v.write_u32(a, 5).unwrap();
        assert_eq!(
            v.atomic_u32(a, AtomicOp::Add, 3, Ordering::AcqRel).unwrap(),
            5
        );
        assert_eq!(v.read_u32(a).unwrap(), 8);
        assert_eq!(
            v.atomic_u32(a, AtomicOp::WrapInc, 8, Ordering::Relaxed)
                .unwrap(),
            8
        );
        assert_eq!(v.read_u32(a).unwrap(), 0);
        assert_eq!(
            v.atomic_u32(a, AtomicOp::WrapDec, 7, Ordering::Relaxed)
                .unwrap(),
            0
        );
        assert_eq!(v.read_u32(a).unwrap(), 7);
        v.write_u32(a, (-5i32) as u32).unwrap();
        v.atomic_u32(a, AtomicOp::MaxS, 3, Ordering::Relaxed)
            .unwrap();
        assert_eq!(v.read_u32(a).unwrap(), 3);
        assert_eq!(v.cas_u64(a + 8, 0, 42, Ordering::SeqCst).unwrap(), 0);
        assert_eq!(v.cas_u64(a + 8, 0, 43, Ordering::SeqCst).unwrap(), 42);
        assert_eq!(v.read_u64(a + 8).unwrap(), 42);
        assert_eq!(
            v.atomic_u64(a + 4, AtomicOp::Add, 1, Ordering::Relaxed),
            Err(Fault::Misaligned {
                addr: a + 4,
                size: 8
            })
        );
    }

    #[test]
    fn freed_memory_faults_for_new_views_but_stays_valid_for_old_snapshots() {
        let (m, a) = setup();
        let old = GuestView::new(m.snapshot());
        old.write_u32(a, 7).unwrap();
        m.free(a).unwrap();
        assert_eq!(old.read_u32(a).unwrap(), 7);
        let new = GuestView::new(m.snapshot());
        assert!(new.read_u32(a).is_err());
        assert!(m.free(a).is_err());
    }

    #[test]
    fn atomic_op_table() {
        assert_eq!(AtomicOp::Sub.apply(0, 1, 32), 0xffff_ffff);
        assert_eq!(AtomicOp::MinS.apply(0xffff_ffff, 1, 32), 0xffff_ffff);
        assert_eq!(AtomicOp::MinU.apply(0xffff_ffff, 1, 32), 1);
        assert_eq!(AtomicOp::WrapDec.apply(5, 3, 32), 3);
        assert_eq!(AtomicOp::WrapDec.apply(3, 5, 32), 2);
    }

    #[test]
    fn concurrent_atomic_adds_from_many_threads_are_exact() {
        let (m, a) = setup();
        let snap = m.snapshot();
        std::thread::scope(|s| {
            for _ in 0..4 {
                let snap = snap.clone();
                s.spawn(move || {
                    let v = GuestView::new(snap);
                    for _ in 0..10_000 {
                        v.atomic_u64(a + 16, AtomicOp::Add, 1, Ordering::Relaxed)
                            .unwrap();
                    }
                });
            }
        });
        assert_eq!(
            GuestView::new(m.snapshot()).read_u64(a + 16).unwrap(),
            40_000
        );
    }

    #[test]
    fn register_rejects_overlap() {
        let (m, a) = setup();
        // SAFETY: the range is never accessed: registration fails on the overlap.
        let r = unsafe { m.register(a + 8, 8, Perm::ReadWrite) };
        assert!(matches!(r, Err(crate::AllocError::Overlap { .. })));
    }

    #[test]
    fn host_view_ignores_permissions_but_not_bounds() {
        let m = Memory::new();
        let ro = m
            .allocate(16, 8, Perm::ReadOnly, RegionKind::Kernarg)
            .unwrap();
        let agent = GuestView::new(m.snapshot());
        let host = GuestView::host(m.snapshot());
        assert!(!agent.is_host() && host.is_host());
        host.write_u64(ro + 8, 0x0102_0304_0506_0708).unwrap();
        assert_eq!(agent.read_u32(ro + 8).unwrap(), 0x0506_0708);
        assert!(agent.write_u8(ro, 1).is_err());
        assert_eq!(
            host.atomic_u32(ro, AtomicOp::Add, 5, Ordering::Relaxed)
                .unwrap(),
            0
        );
        assert_eq!(agent.read_u32(ro).unwrap(), 5);
        assert_eq!(
            host.write_u64(ro + 9, 0),
            Err(Fault::Violation {
                addr: ro + 9,
                size: 8,
                access: Access::Write
            })
        );
    }

    #[test]
    fn span_checks_its_window_and_mode() {
        let m = Memory::new();
        let a = m
            .allocate(64, 64, Perm::ReadWrite, RegionKind::Runtime)
            .unwrap();
        let ro = m.allocate(8, 8, Perm::ReadOnly, RegionKind::Code).unwrap();
        let v = GuestView::new(m.snapshot());
        // A window of bytes 8..24 of the allocation.
        let s = v.span(a + 8, 16).unwrap();
        assert_eq!((s.base(), s.len(), s.is_writable()), (a + 8, 16, true));
        s.write_u64(a + 16, 77).unwrap();
        assert_eq!(v.read_u64(a + 16).unwrap(), 77);
        assert_eq!(s.cas_u64(a + 16, 77, 78, Ordering::AcqRel).unwrap(), 77);
        assert_eq!(s.atomic_load_u64(a + 16, Ordering::Acquire).unwrap(), 78);
        // Outside the window, though inside the region.
        assert_eq!(
            s.read_u64(a),
            Err(Fault::Violation {
                addr: a,
                size: 8,
                access: Access::Read
            })
        );
        assert!(s.read_u8(a + 24).is_err());
        assert!(s.read_u64(a + 20).is_err());
        assert_eq!(
            s.atomic_u64(a + 12, AtomicOp::Add, 1, Ordering::Relaxed),
            Err(Fault::Misaligned {
                addr: a + 12,
                size: 8
            })
        );
        // Spans never straddle regions, and are never empty.
        assert!(v.span(a + 60, 8).is_err());
        assert!(v.span(a, 0).is_err());
        // An agent span over read-only memory refuses stores; a host span does not.
        let agent_ro = v.span(ro, 8).unwrap();
        assert!(!agent_ro.is_writable());
        assert!(agent_ro.write_u32(ro, 1).is_err());
        let host_ro = GuestView::host(m.snapshot()).span(ro, 8).unwrap();
        host_ro.write_u32(ro, 9).unwrap();
        assert_eq!(agent_ro.read_u32(ro).unwrap(), 9);
    }

    #[test]
    fn span_keeps_only_its_own_block_alive() {
        let m = Memory::new();
        let a = m
            .allocate(16, 8, Perm::ReadWrite, RegionKind::Runtime)
            .unwrap();
        let s = GuestView::new(m.snapshot()).span(a, 16).unwrap();
        s.write_u32(a, 0x1234).unwrap();
        m.free(a).unwrap();
        // Still valid through the span (the block lives on), gone for new views.
        s.write_u32(a + 4, 0x5678).unwrap();
        assert_eq!(s.read_u64(a).unwrap(), 0x5678_0000_1234);
        assert!(GuestView::new(m.snapshot()).read_u32(a).is_err());
    }

    #[test]
    fn span_atomics_from_many_threads_are_exact() {
        let (m, a) = setup();
        let s = GuestView::new(m.snapshot()).span(a + 8, 8).unwrap();
        std::thread::scope(|sc| {
            for _ in 0..4 {
                let s = s.clone();
                sc.spawn(move || {
                    for _ in 0..10_000 {
                        s.atomic_u64(a + 8, AtomicOp::Add, 3, Ordering::Relaxed)
                            .unwrap();
                    }
                });
            }
        });
        assert_eq!(s.read_u64(a + 8).unwrap(), 120_000);
    }

    #[test]
    fn registered_memory_is_exactly_the_registered_bytes() {
        // 16 host bytes; bytes 3..8 are registered (unaligned start, odd length).
        let mut host = vec![0xEEu8; 16].into_boxed_slice();
        let base = host.as_mut_ptr() as u64 + 3;
        let m = Memory::new();
        // SAFETY: `host` outlives the registration and every snapshot (all dropped below).
        unsafe { m.register(base, 5, Perm::ReadWrite) }.unwrap();
        {
            let v = GuestView::new(m.snapshot());
            v.write_u32(base + 1, 0x0403_0201).unwrap(); // bytes 4..8, in range
            v.write_u8(base, 0).unwrap();
            assert!(v.read_u8(base - 1).is_err(), "byte before the range");
            assert!(v.read_u8(base + 5).is_err(), "byte after the range");
            assert!(v.write_u64(base, 0).is_err(), "no widening to 8 bytes");
            assert!(v.read_bytes(base, &mut [0u8; 6]).is_err());
            let region = m.region_of(base, 5).unwrap();
            assert_eq!(
                (region.kind, region.is_owned()),
                (RegionKind::Registered, false)
            );
            m.free(base).unwrap();
            assert!(GuestView::new(m.snapshot()).read_u8(base).is_err());
        }
        assert_eq!(
            &host[..],
            &[
                0xEE, 0xEE, 0xEE, 0, 1, 2, 3, 4, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE
            ]
        );
    }
}
