//! The region table and the allocator behind it.

use crate::AllocError;
use std::alloc::Layout;
use std::ptr::NonNull;
use std::sync::{Arc, RwLock};

/// What a region is for (reported by the runtime's region queries and in fault messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionKind {
    /// Global segment memory, fine grained (coherent with the host during a dispatch).
    GlobalFine,
    /// Global segment memory, coarse grained (coherent at dispatch boundaries).
    GlobalCoarse,
    /// Kernel argument segments.
    Kernarg,
    /// The readonly segment of a loaded code object.
    Readonly,
    /// Host memory registered by the application (`hsa_memory_register`).
    Registered,
    /// Runtime-internal structures agents must reach: queues, signals, dispatch packets.
    Runtime,
    /// Code and kernel descriptors placed by an agent's loader.
    Code,
}

/// What agents may do to a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Perm {
    /// Loads only.
    ReadOnly,
    /// Loads, stores and atomics.
    ReadWrite,
}

/// One range of guest-visible memory.
#[derive(Clone, Debug)]
pub struct Region {
    /// First address (a host address).
    pub base: u64,
    /// Length in bytes (non-zero).
    pub len: u64,
    /// What agents may do.
    pub perm: Perm,
    /// What it is for.
    pub kind: RegionKind,
    /// Keeps owned memory alive while any table snapshot lists it; `None` for registered memory.
    owner: Option<Arc<Block>>,
}

impl Region {
    /// One past the last address.
    pub fn end(&self) -> u64 {
        self.base + self.len
    }

    /// True when `[addr, addr + size)` lies inside the region.
    pub fn contains(&self, addr: u64, size: u64) -> bool {
        addr >= self.base && size <= self.len && addr - self.base <= self.len - size
    }

    /// True for memory this crate allocated (as opposed to registered host memory).
    pub fn is_owned(&self) -> bool {
        self.owner.is_some()
    }

    /// The block behind owned memory.
    pub(crate) fn owner(&self) -> Option<&Arc<Block>> {
        self.owner.as_ref()
    }
}

/// An owned, zero-initialised host allocation.
#[derive(Debug)]
pub(crate) struct Block {
    ptr: NonNull<u8>,
    layout: Layout,
}

// SAFETY: a Block is a plain heap allocation with no thread affinity; all access to its bytes
// goes through atomic operations (see `access`), so sharing it between threads is sound.
unsafe impl Send for Block {}
// SAFETY: as above: `&Block` only exposes the address; bytes are accessed atomically.
unsafe impl Sync for Block {}

impl Block {
    fn new(len: u64, align: u64) -> Result<Block, AllocError> {
        let size = usize::try_from(len)
            .map_err(|_| AllocError::Invalid(format!("size {len} exceeds the address space")))?;
        let align = usize::try_from(align)
            .map_err(|_| AllocError::Invalid(format!("alignment {align} too large")))?;
        let layout = Layout::from_size_align(size, align)
            .map_err(|e| AllocError::Invalid(format!("size {len}, alignment {align}: {e}")))?;
        // SAFETY: `layout` has a non-zero size (checked by the caller, `Memory::allocate`).
        let raw = unsafe { std::alloc::alloc_zeroed(layout) };
        let ptr = NonNull::new(raw).ok_or(AllocError::OutOfMemory(len))?;
        Ok(Block { ptr, layout })
    }
}

impl Drop for Block {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `alloc_zeroed` with exactly this layout and is freed once,
        // when the last `Arc<Block>` (table entry or snapshot) goes away.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr(), self.layout) }
    }
}

/// An immutable snapshot of the live regions, sorted by base address.
///
/// Engines take one at the start of a dispatch ([`Memory::snapshot`]) and check every access
/// against it through a [`crate::GuestView`].
#[derive(Clone, Debug, Default)]
pub struct RegionTable {
    regions: Vec<Region>,
}

impl RegionTable {
    /// The regions, sorted by base.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// The index of the region holding `[addr, addr + size)`, if one does.
    pub fn find(&self, addr: u64, size: u64) -> Option<usize> {
        let i = self.regions.partition_point(|r| r.base <= addr);
        let idx = i.checked_sub(1)?;
        self.regions[idx].contains(addr, size).then_some(idx)
    }

    fn insert(&mut self, r: Region) {
        let i = self.regions.partition_point(|x| x.base < r.base);
        self.regions.insert(i, r);
    }

    fn overlaps(&self, base: u64, end: u64) -> bool {
        let i = self.regions.partition_point(|r| r.end() <= base);
        self.regions.get(i).is_some_and(|r| r.base < end)
    }
}

/// The live memory of a runtime: owns allocations and the table agents check against.
///
/// All methods take `&self`; a `Memory` is shared by the runtime and every agent.
#[derive(Debug, Default)]
pub struct Memory {
    table: RwLock<Arc<RegionTable>>,
}

impl Memory {
    /// An empty memory.
    pub fn new() -> Self {
        Self::default()
    }

    /// The current table; cheap (an `Arc` clone). Later allocations do not appear in it.
    pub fn snapshot(&self) -> Arc<RegionTable> {
        self.table.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    fn update(
        &self,
        f: impl FnOnce(&mut RegionTable) -> Result<(), AllocError>,
    ) -> Result<(), AllocError> {
        let mut guard = self.table.write().unwrap_or_else(|e| e.into_inner());
        let mut next = RegionTable::clone(&guard);
        f(&mut next)?;
        *guard = Arc::new(next);
        Ok(())
    }

    /// Allocates `len` zeroed bytes aligned to `align` (a power of two) and makes them visible to
    /// agents with the given permission. Returns the address (host and guest alike).
    pub fn allocate(
        &self,
        len: u64,
        align: u64,
        perm: Perm,
        kind: RegionKind,
    ) -> Result<u64, AllocError> {
        if len == 0 {
            return Err(AllocError::Invalid("size 0".into()));
        }
        if !align.is_power_of_two() {
            return Err(AllocError::Invalid(format!(
                "alignment {align} is not a power of two"
            )));
        }
        let block = Arc::new(Block::new(len, align)?);
        let base = block.ptr.as_ptr() as u64;
        self.update(|t| {
            t.insert(Region {
                base,
                len,
                perm,
                kind,
                owner: Some(block),
            });
            Ok(())
        })?;
        Ok(base)
    }

    /// Removes the region starting at `base`. Owned memory is released once no snapshot lists it.
    pub fn free(&self, base: u64) -> Result<(), AllocError> {
        self.update(|t| {
            let i = t
                .regions
                .iter()
                .position(|r| r.base == base)
                .ok_or(AllocError::NotFound(base))?;
            t.regions.remove(i);
            Ok(())
        })
    }

    /// Makes host memory the application owns visible to agents.
    ///
    /// # Safety
    /// `[base, base + len)` must be valid, writable (if `perm` is `ReadWrite`) host memory that
    /// stays allocated until [`Memory::free`] removes it and every snapshot taken meanwhile is
    /// dropped.
    pub unsafe fn register(&self, base: u64, len: u64, perm: Perm) -> Result<(), AllocError> {
        if len == 0 || base == 0 {
            return Err(AllocError::Invalid("empty or null range".into()));
        }
        let end = base
            .checked_add(len)
            .ok_or_else(|| AllocError::Invalid("range wraps the address space".into()))?;
        self.update(|t| {
            if t.overlaps(base, end) {
                return Err(AllocError::Overlap { base, end });
            }
            t.insert(Region {
                base,
                len,
                perm,
                kind: RegionKind::Registered,
                owner: None,
            });
            Ok(())
        })
    }

    /// The region holding `[addr, addr + size)` in the current table, if any.
    pub fn region_of(&self, addr: u64, size: u64) -> Option<Region> {
        let t = self.snapshot();
        t.find(addr, size).map(|i| t.regions[i].clone())
    }
}
