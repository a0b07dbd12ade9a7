//! Guest memory: the runtime's memory *is* `hsakit-mem` (DESIGN decision 6: one region table).
//!
//! The runtime owns one [`Memory`]. Everything an agent can reach is an allocation or a
//! registration in it:
//!
//! | what | [`RegionKind`] | agent permission |
//! |---|---|---|
//! | `hsa_memory_allocate` in a fine-grained / coarse-grained global region | `GlobalFine` / `GlobalCoarse` | read-write |
//! | `hsa_memory_allocate` in the kernarg region | `Kernarg` | read-only |
//! | `hsa_memory_register` (exactly the registered bytes) | `Registered` | read-write |
//! | signals (`amd_signal_t`), queues (`amd_queue_t`) and packet rings | `Runtime` | read-write |
//! | loader memory: global / readonly variables | `GlobalFine` / `Readonly` | read-write / read-only |
//! | kernel objects the runtime allocates for engines | `Code` | read-only |
//!
//! Engines receive a [`RegionTable`] snapshot with each dispatch
//! ([`DispatchContext::table`](crate::agent::DispatchContext::table)) and check every access
//! through a [`GuestView`] over it; the runtime itself reaches signals and queues through
//! [`Span`]s, which use the same checked atomic accesses. A failed check is a [`Fault`], which an
//! engine returns as [`DispatchError::MemoryViolation`](crate::agent::DispatchError) and the
//! packet processor reports on the queue: never a host crash.
//!
//! This module only re-exports `hsakit-mem` and adds the host-side copy.

pub use hsakit_mem::{
    Access, AllocError, AtomicOp, Fault, GuestView, Memory, Perm, Region, RegionKind, RegionTable,
    Span,
};

/// Bytes moved per step of [`copy`].
const COPY_CHUNK: u64 = 64 * 1024;

/// Copy `len` bytes from `src` to `dst` through `view` (a host view for `hsa_memory_copy`), with
/// `memmove` semantics for overlapping ranges. Both ranges are checked whole before any byte moves.
pub fn copy(view: &GuestView, dst: u64, src: u64, len: u64) -> Result<(), Fault> {
    if len == 0 {
        return Ok(());
    }
    let table = view.table();
    if table.find(src, len).is_none() {
        return Err(Fault::Violation {
            addr: src,
            size: len,
            access: Access::Read,
        });
    }
    if table.find(dst, len).is_none() {
        return Err(Fault::Violation {
            addr: dst,
            size: len,
            access: Access::Write,
        });
    }
    let mut buf = vec![0u8; COPY_CHUNK.min(len) as usize];
    let backward = dst > src && dst - src < len;
    let steps = len.div_ceil(COPY_CHUNK);
    for k in 0..steps {
        let step = if backward { steps - 1 - k } else { k };
        let off = step * COPY_CHUNK;
        let n = (len - off).min(COPY_CHUNK) as usize;
        view.read_bytes(src + off, &mut buf[..n])?;
        view.write_bytes(dst + off, &buf[..n])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_overlapping_like_memmove() {
        let m = Memory::new();
        let a = m
            .allocate(32, 8, Perm::ReadWrite, RegionKind::GlobalFine)
            .unwrap();
        let v = GuestView::host(m.snapshot());
        v.write_bytes(a, &(0u8..16).collect::<Vec<_>>()).unwrap();
        copy(&v, a + 3, a, 10).unwrap();
        let mut b = [0u8; 16];
        v.read_bytes(a, &mut b).unwrap();
        assert_eq!(b, [0, 1, 2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 14, 15]);
        copy(&v, a, a + 3, 10).unwrap();
        v.read_bytes(a, &mut b).unwrap();
        assert_eq!(b, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 7, 8, 9, 13, 14, 15]);
    }

    #[test]
    fn copy_across_chunks_and_into_readonly_memory_as_host() {
        let m = Memory::new();
        let n = 3 * COPY_CHUNK + 5;
        let src = m
            .allocate(n, 8, Perm::ReadWrite, RegionKind::GlobalFine)
            .unwrap();
        let dst = m
            .allocate(n, 8, Perm::ReadOnly, RegionKind::Kernarg)
            .unwrap();
        let host = GuestView::host(m.snapshot());
        let data: Vec<u8> = (0..n).map(|i| (i * 7 % 251) as u8).collect();
        host.write_bytes(src, &data).unwrap();
        copy(&host, dst, src, n).unwrap();
        let mut back = vec![0u8; n as usize];
        host.read_bytes(dst, &mut back).unwrap();
        assert_eq!(back, data);
        // An agent view may not write read-only memory; nothing is half-copied past a bad range.
        let agent = GuestView::new(m.snapshot());
        assert!(copy(&agent, dst, src, 8).is_err());
        assert_eq!(
            copy(&host, dst, src + 1, n),
            Err(Fault::Violation {
                addr: src + 1,
                size: n,
                access: Access::Read
            })
        );
    }
}
