//! The growable byte buffers of a module's sections ([`Buf`]), which the assembler's modules
//! keep together in one block of memory backed by a transparent huge page ([`Region`]).
//!
//! Why: the assembler writes its output, the three BRIG sections, into fresh memory, and on the
//! bench machine (a KVM guest) each fresh 4 KiB page costs a page fault of about 1.5 us: 258 of
//! them for CORE-full-large's 1 MiB of BRIG, a tenth of the run. A huge page is one fault and
//! the zeroing of 2 MiB (about 0.15 ms). The kernel backs only a whole aligned 2 MiB range with
//! a huge page, so the three sections share one: each gets a window of the room the module
//! reserves for it from the source length, one after the other. A section that outgrows its
//! window moves to an ordinary vector. A module whose windows would not fit one huge page keeps
//! ordinary vectors: windows spread over several huge pages would hold more memory than they
//! save faults (each partly used window end costs up to a whole huge page); so does one whose
//! windows would fill less than half of it ([`crate::model::Module::for_writing_source_len`]).
//!
//! The price is memory: the huge page is resident whole. On CORE-full-large (0.7 MB of
//! source, 1 MiB of BRIG) the assembler's peak RSS grows by about 1 MiB and its run gets
//! 4-5% shorter (bench-like interleaved runs: 4.08 -> 3.89 and 4.08 -> 3.91 ms median).

use hsakit_mem::HUGE_PAGE;
use std::fmt;

/// A block of anonymous memory for the windows of [`Buf`]s ([`Region::huge`]), bytes shared
/// read-only with others ([`Region::shared`]), or none. Windows index the mapping itself:
/// their starts include [`Region::base`].
#[derive(Default)]
pub(crate) struct Region {
    map: Option<memmap2::MmapMut>,
    /// Bytes read, never written: a window into them moves to a vector of its own before it
    /// changes ([`Buf::get_mut`], [`Buf::extend`], [`Buf::resize`]).
    shared: Option<super::SharedBytes>,
    /// Where in the mapping the block starts (the first 2 MiB-aligned byte).
    base: usize,
}

impl Region {
    /// A block of `len` bytes (at most [`HUGE_PAGE`]) in one transparent huge page
    /// ([`hsakit_mem::huge_anon`]); `None` when the mapping or the advice fails (then the
    /// sections use vectors).
    pub(crate) fn huge(len: usize) -> Option<Region> {
        if len > HUGE_PAGE {
            return None;
        }
        let (map, base) = hsakit_mem::huge_anon(len)?;
        Some(Region {
            map: Some(map),
            shared: None,
            base,
        })
    }

    /// Bytes shared read-only (a module over BRIG bytes: its sections are windows of them).
    pub(crate) fn shared(bytes: super::SharedBytes) -> Region {
        Region {
            map: None,
            shared: Some(bytes),
            base: 0,
        }
    }

    /// Whether the bytes are shared ([`Region::shared`]): windows must not write them.
    #[inline(always)]
    fn is_shared(&self) -> bool {
        self.shared.is_some()
    }

    /// Where the block starts in the mapping: add it to a window's offset in the block.
    pub(crate) fn base(&self) -> usize {
        self.base
    }

    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        match (&self.map, &self.shared) {
            (Some(m), _) => m,
            (None, Some(s)) => s,
            (None, None) => &[],
        }
    }

    #[inline(always)]
    fn bytes_mut(&mut self) -> &mut [u8] {
        self.map.as_deref_mut().unwrap_or_default()
    }
}

/// A copy in ordinary (not huge-page) memory: the windows of the cloned module's buffers
/// index it as they did the original (shared bytes are shared again).
impl Clone for Region {
    fn clone(&self) -> Self {
        let Some(m) = &self.map else {
            return Region {
                map: None,
                shared: self.shared.clone(),
                base: self.base,
            };
        };
        let Ok(mut map) = memmap2::MmapOptions::new().len(m.len()).map_anon() else {
            // Out of memory: a clone is then as an allocation failure would leave it.
            panic!("cannot map {} bytes for a module's copy", m.len());
        };
        map.copy_from_slice(m);
        Region {
            map: Some(map),
            shared: None,
            base: self.base,
        }
    }
}

impl fmt::Debug for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Region({} bytes)", self.bytes().len())
    }
}

/// A growable byte buffer: a vector, or a window of a [`Region`] that the methods are given.
#[derive(Clone, Debug)]
pub(crate) enum Buf {
    Vec(Vec<u8>),
    /// Bytes `start..start + len` of the region's mapping hold the bytes, of `cap` reserved
    /// there.
    Window {
        start: usize,
        len: usize,
        cap: usize,
    },
}

impl Default for Buf {
    fn default() -> Self {
        Buf::Vec(Vec::new())
    }
}

impl Buf {
    /// A window of `cap` bytes at `at` of a region's block.
    pub(crate) fn window(r: &Region, at: usize, cap: usize) -> Buf {
        Buf::Window {
            start: r.base() + at,
            len: 0,
            cap,
        }
    }

    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        match self {
            Buf::Vec(v) => v.len(),
            Buf::Window { len, .. } => *len,
        }
    }

    #[cfg(test)]
    pub(crate) fn capacity(&self) -> usize {
        match self {
            Buf::Vec(v) => v.capacity(),
            Buf::Window { cap, .. } => *cap,
        }
    }

    /// The bytes (`r`: the region of a window).
    #[inline(always)]
    pub(crate) fn get<'a>(&'a self, r: &'a Region) -> &'a [u8] {
        match self {
            Buf::Vec(v) => v,
            Buf::Window { start, len, .. } => &r.bytes()[*start..*start + *len],
        }
    }

    /// A window of `len` bytes at `at` of a region's block that are there already (a section
    /// of shared BRIG bytes, [`Region::shared`]).
    pub(crate) fn filled(r: &Region, at: usize, len: usize) -> Buf {
        Buf::Window {
            start: r.base() + at,
            len,
            cap: len,
        }
    }

    /// The bytes, to change in place (a window of shared bytes moves to a vector first).
    #[inline(always)]
    pub(crate) fn get_mut<'a>(&'a mut self, r: &'a mut Region) -> &'a mut [u8] {
        if r.is_shared()
            && let Buf::Window { len, .. } = *self
        {
            self.spill(r, len);
        }
        match self {
            Buf::Vec(v) => v,
            Buf::Window { start, len, .. } => &mut r.bytes_mut()[*start..*start + *len],
        }
    }

    /// Moves a window's bytes to a vector with room for `need` bytes or more.
    #[cold]
    #[inline(never)]
    fn spill(&mut self, r: &Region, need: usize) {
        if let Buf::Window { cap, .. } = self {
            let mut v = Vec::with_capacity(need.max(2 * *cap));
            v.extend_from_slice(self.get(r));
            *self = Buf::Vec(v);
        }
    }

    /// Appends `b`.
    #[inline(always)]
    pub(crate) fn extend(&mut self, r: &mut Region, b: &[u8]) {
        match self {
            Buf::Vec(v) => v.extend_from_slice(b),
            Buf::Window { start, len, cap } => {
                let end = *len + b.len();
                if end <= *cap
                    && let Some(to) = r.bytes_mut().get_mut(*start + *len..*start + end)
                {
                    to.copy_from_slice(b);
                    *len = end;
                } else {
                    self.spill(r, end);
                    self.extend(r, b);
                }
            }
        }
    }

    /// Appends zero bytes up to a length of `n`, or cuts the buffer to `n`.
    pub(crate) fn resize(&mut self, r: &mut Region, n: usize) {
        match self {
            Buf::Vec(v) => v.resize(n, 0),
            Buf::Window { start, len, cap } => {
                if n > *cap || (n > *len && r.is_shared()) {
                    self.spill(r, n);
                    return self.resize(r, n);
                }
                if n > *len {
                    // Zeroed explicitly: bytes cut off earlier may still be there.
                    r.bytes_mut()[*start + *len..*start + n].fill(0);
                }
                *len = n;
            }
        }
    }

    /// Cuts the buffer to `n` bytes (nothing when it is shorter).
    #[inline(always)]
    pub(crate) fn truncate(&mut self, n: usize) {
        match self {
            Buf::Vec(v) => v.truncate(n),
            Buf::Window { len, .. } => *len = (*len).min(n),
        }
    }

    /// Room for `n` more bytes.
    pub(crate) fn reserve(&mut self, r: &Region, n: usize) {
        match self {
            Buf::Vec(v) => v.reserve(n),
            Buf::Window { len, cap, .. } => {
                if *len + n > *cap {
                    let need = *len + n;
                    self.spill(r, need);
                }
            }
        }
    }

    /// The buffer as a [`Sink`] for the record writers.
    #[inline(always)]
    pub(crate) fn sink<'a>(&'a mut self, r: &'a mut Region) -> BufSink<'a> {
        BufSink {
            buf: self,
            region: r,
        }
    }
}

/// Where the BRIG record writers append bytes: a vector, or a [`Buf`] with its region.
pub(crate) trait Sink {
    fn extend_from_slice(&mut self, b: &[u8]);
    fn len(&self) -> usize;
    /// Appends zero bytes up to a length of `n` (never shortens).
    fn zero_to(&mut self, n: usize);
}

impl Sink for Vec<u8> {
    #[inline(always)]
    fn extend_from_slice(&mut self, b: &[u8]) {
        Vec::extend_from_slice(self, b);
    }
    #[inline(always)]
    fn len(&self) -> usize {
        Vec::len(self)
    }
    #[inline(always)]
    fn zero_to(&mut self, n: usize) {
        if n > Vec::len(self) {
            self.resize(n, 0);
        }
    }
}

/// A [`Buf`] borrowed with its region, as a [`Sink`].
pub(crate) struct BufSink<'a> {
    buf: &'a mut Buf,
    region: &'a mut Region,
}

impl Sink for BufSink<'_> {
    #[inline(always)]
    fn extend_from_slice(&mut self, b: &[u8]) {
        self.buf.extend(self.region, b);
    }
    #[inline(always)]
    fn len(&self) -> usize {
        self.buf.len()
    }
    #[inline(always)]
    fn zero_to(&mut self, n: usize) {
        if n > self.buf.len() {
            self.buf.resize(self.region, n);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A window and a vector given the same operations hold the same bytes, through spills
    /// (a window outgrown), cuts and zero-filled growth over bytes cut off before.
    #[test]
    fn window_behaves_as_a_vector() {
        let mut r = Region::huge(4096).unwrap_or_else(|| Region {
            map: Some(memmap2::MmapOptions::new().len(4096).map_anon().unwrap()),
            shared: None,
            base: 0,
        });
        let mut a = Buf::window(&r, 100, 64);
        let mut b = Buf::default();
        let mut rr = Region::default();
        let mut state = 7u32;
        for step in 0..2000 {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let k = (state >> 16) as usize;
            match k % 5 {
                0 | 1 => {
                    let bytes: Vec<u8> = (0..k % 13).map(|i| (i + step) as u8).collect();
                    a.extend(&mut r, &bytes);
                    b.extend(&mut rr, &bytes);
                }
                2 => {
                    let n = a.len().saturating_sub(k % 7);
                    a.truncate(n);
                    b.truncate(n);
                }
                3 => {
                    let n = a.len() + k % 9;
                    a.resize(&mut r, n);
                    b.resize(&mut rr, n);
                }
                _ => {
                    if let Some(x) = a.get_mut(&mut r).first_mut() {
                        *x ^= 0x5a;
                    }
                    if let Some(x) = b.get_mut(&mut rr).first_mut() {
                        *x ^= 0x5a;
                    }
                }
            }
            assert_eq!(a.get(&r), b.get(&rr), "step {step}");
            // Long enough, the window has moved to a vector.
            if a.len() > 64 {
                assert!(matches!(a, Buf::Vec(_)));
            }
        }
        // A window of shared bytes reads them in place and changes a copy of its own.
        let bytes: super::super::SharedBytes =
            std::sync::Arc::new(hsakit_mem::FileBytes::Plain(b"0123456789".to_vec()));
        let mut sr = Region::shared(bytes.clone());
        let mut s = Buf::filled(&sr, 2, 5);
        assert_eq!(s.get(&sr), b"23456");
        let mut t = s.clone();
        s.get_mut(&mut sr)[0] = b'x';
        t.extend(&mut sr, b"!");
        assert_eq!((s.get(&sr), t.get(&sr)), (&b"x3456"[..], &b"23456!"[..]));
        let mut u = Buf::filled(&sr, 0, 3);
        u.resize(&mut sr, 4);
        assert_eq!(u.get(&sr), b"012\0");
        assert_eq!(&bytes[..], b"0123456789");
        // A clone of the region copies the window's bytes.
        let mut w = Buf::window(&r, 0, 32);
        w.extend(&mut r, b"abc");
        let r2 = r.clone();
        assert_eq!(w.get(&r2), b"abc");
    }
}
