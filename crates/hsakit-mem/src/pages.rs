//! Anonymous memory backed by transparent huge pages, where one fault and the zeroing of 2 MiB
//! cost less than the faults of the 4 KiB pages they replace (a fresh 4 KiB page costs ~1.5 us
//! of page fault on the bench VM, a huge page ~0.15 ms). Used by the HSAIL assembler's section
//! buffers and the Gen7 assembler's output.

/// The size and alignment of a transparent huge page on x86-64.
pub const HUGE_PAGE: usize = 2 << 20;

/// Anonymous memory of at least `len` bytes advised for transparent huge pages (this machine
/// class's THP mode is `madvise`): the mapping and where in it the 2 MiB-aligned `len` bytes
/// start (the kernel backs only aligned 2 MiB ranges with huge pages, so the mapping is one
/// huge page longer). `None` when the mapping or the advice fails. `memmap2` for its safe
/// anonymous mapping and `madvise` (no `unsafe` here).
pub fn huge_anon(len: usize) -> Option<(memmap2::MmapMut, usize)> {
    let room = len
        .checked_next_multiple_of(HUGE_PAGE)?
        .checked_add(HUGE_PAGE)?;
    let map = memmap2::MmapOptions::new().len(room).map_anon().ok()?;
    let at = map.as_ptr() as usize;
    let start = at.next_multiple_of(HUGE_PAGE) - at;
    map.advise_range(memmap2::Advice::HugePage, start, room - HUGE_PAGE)
        .ok()?;
    Some((map, start))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The block starts 2 MiB-aligned, `len` bytes fit after it, and they read as zeros.
    #[test]
    fn blocks_are_aligned_and_long_enough() {
        for len in [0, 1, HUGE_PAGE - 1, HUGE_PAGE, HUGE_PAGE + 1] {
            let Some((map, start)) = huge_anon(len) else {
                continue;
            };
            assert_eq!((map.as_ptr() as usize + start) % HUGE_PAGE, 0, "{len}");
            assert!(start + len <= map.len(), "{len}");
            assert!(map[start..start + len].iter().all(|&b| b == 0), "{len}");
        }
    }
}
