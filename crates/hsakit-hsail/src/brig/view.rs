//! A checked BRIG module read in place: every structure and cross-reference check of
//! [`super::read`] in linear passes over the bytes, then entries decoded on demand from their
//! offsets, with nothing built per entry. The disassembler prints from this view, so BRIG →
//! text needs no model.
//!
//! Checks, in the order the errors are reported (L16969–L17061, L17065–L17093, L18356–L18408):
//! header magic and version; the three sections inside the file and named as L17478–L17536
//! say; `hsa_data` entries inside their section; each operand, then each code entry: size a
//! multiple of 4, at least 4, inside the section, a known kind of exactly its record size,
//! reserved bytes zero; then the references of each operand and each code entry: every data,
//! code and operand offset names the start of an entry of the right section (0 = none), and
//! list operands do not nest (so printing cannot recurse without end).
//!
//! Memory: besides the input, one bit per 4 bytes of each section (entry starts).

use super::BrigError;
use super::reader::{
    Cur, check_code, check_operand, decode_code, decode_inst, decode_operand, err,
};
use crate::model::{
    Code, CodeRef, DataRef, Inst, Module, Operand, OperandRef, SECTION_NAMES, SharedBytes,
};

/// A BRIG module whose structure and references have been checked ([`check`]).
#[derive(Debug, Clone)]
pub struct BrigView<'a> {
    data: &'a [u8],
    code: &'a [u8],
    opnd: &'a [u8],
    /// File offsets of the three sections.
    pub(crate) at: [usize; 3],
    code_starts: Vec<u64>,
    opnd_starts: Vec<u64>,
    /// The first instruction (offset in `hsa_code`, opcode) whose opcode is neither core
    /// nor one of [`crate::vendor`]'s.
    unknown_opcode: Option<(u32, u16)>,
}

/// Whether bit `o / 4` of an entry-start bitmap is set (`o` 4-aligned).
fn is_start(bits: &[u64], o: usize) -> bool {
    o.is_multiple_of(4)
        && bits
            .get(o / 256)
            .is_some_and(|w| (w >> ((o / 4) % 64)) & 1 == 1)
}

/// An entry-start bitmap built from increasing offsets (a section's pass): the word being
/// filled stays in a register and is stored once the offsets move past it, rather than a
/// read-modify-write of memory per entry.
struct StartBits {
    bits: Vec<u64>,
    /// The index of the word being filled, and its bits so far.
    at: usize,
    word: u64,
}

impl StartBits {
    /// An empty bitmap for a section of `len` bytes.
    fn new(len: usize) -> Self {
        StartBits {
            bits: vec![0u64; len / 256 + 1],
            at: 0,
            word: 0,
        }
    }

    /// Marks an entry start at `o` (4-aligned, at least every earlier `o`).
    #[inline(always)]
    fn set(&mut self, o: usize) {
        if o / 256 != self.at {
            self.store();
            self.at = o / 256;
        }
        self.word |= 1 << ((o / 4) % 64);
    }

    fn store(&mut self) {
        if let Some(w) = self.bits.get_mut(self.at) {
            *w |= self.word;
        }
        self.word = 0;
    }

    /// The bitmap.
    fn finish(mut self) -> Vec<u64> {
        self.store();
        self.bits
    }
}

/// The `N` bytes of `b` from `o` on (zeros past its end).
#[inline(always)]
fn record<const N: usize>(b: &[u8], o: usize) -> [u8; N] {
    if let Some(s) = b.get(o..o.saturating_add(N))
        && let Ok(a) = <[u8; N]>::try_from(s)
    {
        return a;
    }
    let mut buf = [0u8; N];
    let rec = b.get(o..).unwrap_or_default();
    let n = rec.len().min(N);
    buf[..n].copy_from_slice(&rec[..n]);
    buf
}

fn get_u32(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(
        b.get(o..o.checked_add(4)?)?.try_into().ok()?,
    ))
}
fn get_u64(b: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(
        b.get(o..o.checked_add(8)?)?.try_into().ok()?,
    ))
}

/// The little-endian u32s of a data entry's bytes.
pub(crate) fn u32s(b: &[u8]) -> impl Iterator<Item = u32> + '_ {
    // (As arrays: no bounds test per byte.)
    b.as_chunks::<4>().0.iter().map(|c| u32::from_le_bytes(*c))
}

/// Finds a section: returns its bytes (header included) and its file offset.
fn section(b: &[u8], idx_at: usize, i: usize) -> Result<(&[u8], usize), BrigError> {
    let at = idx_at + 8 * i;
    let start = get_u64(b, at).ok_or_else(|| BrigError {
        offset: at,
        message: "section index entry past the end of the file".into(),
    })? as usize;
    if !start.is_multiple_of(16) || start >= b.len() {
        return err(
            at,
            format!("section {i} offset {start:#x} is not 16-aligned inside the file"),
        );
    }
    let len = get_u64(b, start).unwrap_or(u64::MAX);
    let hlen = get_u32(b, start + 8).unwrap_or(0) as usize;
    let nlen = get_u32(b, start + 12).unwrap_or(0) as usize;
    if len > (b.len() - start) as u64 {
        return err(start, "section byte_count runs past the end of the file");
    }
    let len = len as usize;
    let name = SECTION_NAMES[i];
    if nlen != name.len() || b.get(start + 16..start + 16 + nlen) != Some(name.as_bytes()) {
        return err(start + 16, format!("section {i} must be named `{name}`"));
    }
    if hlen < 16 + nlen || !hlen.is_multiple_of(4) || hlen > len {
        return err(start + 8, "bad section header_byte_count");
    }
    Ok((&b[start..start + len], start))
}

/// Checks a BRIG module's structure and references (the checks of [`super::read`], with the
/// same errors) without decoding it into a model.
pub fn check(b: &[u8]) -> Result<BrigView<'_>, BrigError> {
    if b.len() < super::MODULE_HEADER_LEN {
        return err(0, "file is shorter than the 104-byte BRIG module header");
    }
    if &b[0..8] != super::MAGIC {
        return err(0, "expected the magic `HSA BRIG`");
    }
    let major = get_u32(b, 8).unwrap_or(0);
    let minor = get_u32(b, 12).unwrap_or(0);
    if major != 1 || minor > 2 {
        return err(
            8,
            format!("unsupported BRIG version {major}:{minor} (expected 1:0)"),
        );
    }
    let total = get_u64(b, 16).unwrap_or(0);
    if total > b.len() as u64 {
        return err(16, "module byte_count exceeds the file size");
    }
    let b = &b[..total as usize];
    let nsec = get_u32(b, 92).unwrap_or(0);
    if nsec < 3 {
        return err(92, "a BRIG module needs at least 3 sections");
    }
    let idx_at = get_u64(b, 96).unwrap_or(u64::MAX);
    if !idx_at.is_multiple_of(8) || idx_at.saturating_add(24) > b.len() as u64 {
        return err(96, "section index out of range");
    }
    let idx_at = idx_at as usize;
    let (data, data_at) = section(b, idx_at, 0)?;
    let (code, code_at) = section(b, idx_at, 1)?;
    let (opnd, opnd_at) = section(b, idx_at, 2)?;

    // Structure: the three sections' passes (on two threads for a large module), their
    // errors reported in the order of the single-threaded passes: data, operands, code.
    // (Tests: every pass without its fast paths, to compare.)
    let decode_all = DECODE_ALL.with(|x| x.get());
    let parallel = FORCE_PARALLEL
        .with(|x| x.get())
        .unwrap_or(PARALLEL_BY_DEFAULT);
    let (first, code_pass) = if parallel {
        std::thread::scope(|s| {
            let helper = s.spawn(|| code_entries(code, code_at, decode_all));
            let first = data_entries(data, data_at)
                .and_then(|d| Ok((d, operands(opnd, opnd_at, decode_all)?)));
            let code_pass = helper
                .join()
                .unwrap_or_else(|_| code_entries(code, code_at, decode_all));
            (first, code_pass)
        })
    } else {
        let first =
            data_entries(data, data_at).and_then(|d| Ok((d, operands(opnd, opnd_at, decode_all)?)));
        (first, code_entries(code, code_at, decode_all))
    };
    let (data_starts, opnd_starts) = first?;
    let (code_starts, unknown_opcode) = code_pass?;

    let v = BrigView {
        data,
        code,
        opnd,
        at: [data_at, code_at, opnd_at],
        code_starts,
        opnd_starts,
        unknown_opcode,
    };
    // References: operands', then code entries' (also on two threads for a large module).
    if parallel {
        let (a, b) = std::thread::scope(|s| {
            let helper = s.spawn(|| v.code_refs(&data_starts, decode_all));
            let a = v.operand_refs(&data_starts, decode_all);
            (
                a,
                helper
                    .join()
                    .unwrap_or_else(|_| v.code_refs(&data_starts, decode_all)),
            )
        });
        a?;
        b?;
    } else {
        v.operand_refs(&data_starts, decode_all)?;
        v.code_refs(&data_starts, decode_all)?;
    }
    Ok(v)
}

/// Whether modules are checked on two threads when tests do not say: no. On the shared
/// 2-core machine (load 3.5, 2026-11-27; perf stat -r 10, five alternating rounds) the CLI's
/// whole disassembly on one thread took 3.8-4.2 ms (CPU 3.4-3.6) on CORE-full-large against
/// 4.5-5.6 ms (CPU 3.9-4.2) with the two-thread read, check and printing, and 26-28 ms (CPU
/// 25) against 30-34 ms (CPU 27-29) on the 10x module: every hand-off waits for the other
/// thread to be scheduled, and the threads cost CPU of their own. Tests still run the
/// two-thread check (`with_threads`).
const PARALLEL_BY_DEFAULT: bool = false;

std::thread_local! {
    /// Set by tests: check every module on two threads (`Some(true)`) or on one.
    static FORCE_PARALLEL: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

std::thread_local! {
    /// Set by tests: the checks take the general path for every entry (no fast paths by
    /// kind, in the structure passes or the reference checks).
    static DECODE_ALL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with the reference checks of every [`check`] on this thread decoding every entry
/// (for tests comparing them with the checks that skip entries by kind).
#[cfg(test)]
pub(crate) fn decoding_all<T>(f: impl FnOnce() -> T) -> T {
    DECODE_ALL.with(|x| x.set(true));
    let r = f();
    DECODE_ALL.with(|x| x.set(false));
    r
}

/// Runs `f` with every [`check`] on this thread on two threads (`parallel`) or on one,
/// whatever the module's size (for tests comparing the two).
#[cfg(test)]
pub(crate) fn with_threads<T>(parallel: bool, f: impl FnOnce() -> T) -> T {
    FORCE_PARALLEL.with(|x| x.set(Some(parallel)));
    let r = f();
    FORCE_PARALLEL.with(|x| x.set(None));
    r
}

/// `hsa_data`'s entries: one bit per 4-byte slot, set where an entry starts.
fn data_entries(data: &[u8], data_at: usize) -> Result<Vec<u64>, BrigError> {
    let mut data_starts = StartBits::new(data.len());
    let mut o = get_u32(data, 8).unwrap_or(0) as usize;
    while o < data.len() {
        // (The error is built only on failure: one String per entry showed in profiles.)
        let n = get_u32(data, o).ok_or_else(|| BrigError {
            offset: data_at + o,
            message: "truncated data entry".into(),
        })? as usize;
        let next = o
            .checked_add(4)
            .and_then(|x| x.checked_add(n))
            .filter(|&x| x <= data.len())
            .map(|x| (x + 3) & !3)
            .filter(|&x| x <= data.len());
        let Some(next) = next else {
            return err(data_at + o, "data entry runs past the end of hsa_data");
        };
        data_starts.set(o);
        o = next;
    }
    Ok(data_starts.finish())
}

/// Each operand kind's record size and reserved bytes as a mask over the little-endian word
/// of a record's bytes 4..12 (every kind's reserved bytes lie there), by kind minus 0x3000;
/// size 0 for a kind that is not one: what `check_operand` tests, as a table (compared with
/// it by a test).
const OPND_LAYOUT: [(u8, u64); 13] = [
    (20, 0),               // address
    (8, 0xff_ffff << 8),   // align: bytes 5..8
    (8, 0),                // code list
    (8, 0),                // code ref
    (12, 0xffff << 16),    // constant bytes: bytes 6..8
    (0, 0),                // (none)
    (44, 0xff_ffff << 40), // constant image: bytes 9..12
    (12, 0xffff << 16),    // constant operand list: bytes 6..8
    (12, 0xff_ffff << 40), // constant sampler: bytes 9..12
    (8, 0),                // operand list
    (8, 0),                // register
    (8, 0),                // string
    (4, 0),                // WAVESIZE
];

/// `hsa_operand`'s entries (sizes, kinds, reserved bytes) and their start bitmap.
///
/// `decode_all` (tests): every entry by the general path.
fn operands(opnd: &[u8], opnd_at: usize, decode_all: bool) -> Result<Vec<u64>, BrigError> {
    let opnd_cur = Cur::new(opnd, opnd_at, true);
    let mut opnd_starts = StartBits::new(opnd.len());
    let mut o = get_u32(opnd, 8).unwrap_or(0) as usize;
    while o < opnd.len() {
        // An operand of its kind's size with its reserved bytes zero (almost all), read as
        // two words of a 12-byte window: size and kind, and bytes 4..12 masked by the kind's
        // reserved bytes. Anything else, and any operand less than 12 bytes from the
        // section's end, takes the general path (and its errors).
        if !decode_all && let Some(rec) = opnd.get(o..o.wrapping_add(12)) {
            let head = u32::from_le_bytes([rec[0], rec[1], rec[2], rec[3]]);
            let k = usize::from((head >> 16) as u16).wrapping_sub(0x3000);
            if let Some(&(want, reserved)) = OPND_LAYOUT.get(k)
                && want != 0
                && head & 0xffff == u32::from(want)
                && o + usize::from(want) <= opnd.len()
                && u64::from_le_bytes([
                    rec[4], rec[5], rec[6], rec[7], rec[8], rec[9], rec[10], rec[11],
                ]) & reserved
                    == 0
            {
                opnd_starts.set(o);
                o += usize::from(want);
                continue;
            }
        }
        let size = opnd_cur.u16(o) as usize;
        let k = opnd_cur.u16(o + 2);
        if size < 4 || !size.is_multiple_of(4) || o + size > opnd.len() {
            return err(opnd_at + o, format!("bad operand byte_count {size}"));
        }
        let want = check_operand(&opnd_cur, o, k)?;
        if size != want {
            return err(
                opnd_at + o,
                format!("operand kind {k:#x} must be {want} bytes, not {size}"),
            );
        }
        opnd_starts.set(o);
        o += size;
    }
    Ok(opnd_starts.finish())
}

/// Each instruction format's record size and reserved bytes (`from..to`, empty for none), by
/// kind minus `INST_ADDR`: what `check_code` tests for an instruction, as a table (compared
/// with it by a test).
const INST_LAYOUT: [(u8, u8, u8); 18] = [
    (16, 13, 16), // addr
    (20, 17, 20), // atomic
    (12, 12, 12), // basic
    (16, 13, 16), // br
    (20, 17, 20), // cmp
    (16, 16, 16), // cvt
    (20, 18, 20), // image
    (16, 15, 16), // lane
    (20, 17, 20), // mem
    (16, 16, 16), // memfence
    (16, 15, 16), // mod
    (16, 16, 16), // queryimage
    (16, 13, 16), // querysampler
    (16, 14, 16), // queue
    (16, 13, 16), // seg
    (16, 16, 16), // segcvt
    (16, 16, 16), // signal
    (16, 14, 16), // sourcetype
];

/// Each instruction format's reserved bytes as a mask over the little-endian word of a
/// record's bytes 12..20 (every format's reserved bytes lie there, and none of a format's
/// mask lies past its record), by kind minus `INST_ADDR`: built from [`INST_LAYOUT`].
const INST_RESERVED: [u64; 18] = {
    let mut t = [0u64; 18];
    let mut f = 0;
    while f < 18 {
        let (size, from, to) = INST_LAYOUT[f];
        assert!(from >= 12 && to <= size && size <= 20);
        let mut b = from;
        while b < to {
            t[f] |= 0xff << (8 * (b - 12));
            b += 1;
        }
        f += 1;
    }
    t
};

/// The start bitmap and the first unknown opcode.
type CodePass = (Vec<u64>, Option<(u32, u16)>);

/// `hsa_code`'s entries (sizes, kinds, reserved bytes): their start bitmap and the first
/// instruction with an opcode neither core nor a known vendor one.
///
/// `decode_all` (tests): every entry by the general path.
fn code_entries(code: &[u8], code_at: usize, decode_all: bool) -> Result<CodePass, BrigError> {
    let code_cur = Cur::new(code, code_at, true);
    let mut code_starts = StartBits::new(code.len());
    let mut unknown_opcode = None;
    let fast = !decode_all;
    let mut o = get_u32(code, 8).unwrap_or(0) as usize;
    while o < code.len() {
        // An instruction (most entries) of its format's size with its reserved bytes zero,
        // read as three words of a 20-byte window (the longest instruction record): size
        // and kind, opcode and type, and bytes 12..20 masked by the format's reserved bytes.
        // Anything else, and any entry less than 20 bytes from the section's end, takes the
        // general path (and its errors); tests compare the two (`decoding_all`).
        if fast && let Some(rec) = code.get(o..o.wrapping_add(20)) {
            let head = u32::from_le_bytes([rec[0], rec[1], rec[2], rec[3]]);
            let f = usize::from((head >> 16) as u16)
                .wrapping_sub(usize::from(crate::brig::consts::kind::INST_ADDR));
            if let Some(&(want, _, _)) = INST_LAYOUT.get(f)
                && head & 0xffff == u32::from(want)
                && u64::from_le_bytes([
                    rec[12], rec[13], rec[14], rec[15], rec[16], rec[17], rec[18], rec[19],
                ]) & INST_RESERVED[f]
                    == 0
                && crate::brig::consts::ty::is_valid(u16::from_le_bytes([rec[6], rec[7]]))
            {
                let opcode = u16::from_le_bytes([rec[4], rec[5]]);
                if usize::from(opcode) >= crate::brig::consts::OPCODES.len()
                    && unknown_opcode.is_none()
                    && crate::vendor::by_opcode(opcode).is_none()
                {
                    unknown_opcode = Some((o as u32, opcode));
                }
                code_starts.set(o);
                o += usize::from(want);
                continue;
            }
            // A comment (the commonest other entry): 8 bytes, no reserved bytes.
            if head == 8 | u32::from(crate::brig::consts::kind::COMMENT) << 16 {
                code_starts.set(o);
                o += 8;
                continue;
            }
        }
        let size = code_cur.u16(o) as usize;
        let k = code_cur.u16(o + 2);
        if size < 4 || !size.is_multiple_of(4) || o + size > code.len() {
            return err(code_at + o, format!("bad code entry byte_count {size}"));
        }
        let want = check_code(&code_cur, o, k, size)?;
        if unknown_opcode.is_none()
            && (crate::brig::consts::kind::INST_ADDR..crate::brig::consts::kind::INST_END)
                .contains(&k)
        {
            let opcode = code_cur.u16(o + 4);
            if usize::from(opcode) >= crate::brig::consts::OPCODES.len()
                && crate::vendor::by_opcode(opcode).is_none()
            {
                unknown_opcode = Some((o as u32, opcode));
            }
        }
        if size != want {
            return err(
                code_at + o,
                format!("code kind {k:#x} must be {want} bytes, not {size}"),
            );
        }
        code_starts.set(o);
        o += size;
    }
    Ok((code_starts.finish(), unknown_opcode))
}

impl<'a> BrigView<'a> {
    /// Where `hsa_data`, `hsa_code` and `hsa_operand` start in the file: a handle plus its
    /// section's start is the entry's file offset.
    pub fn section_offsets(&self) -> [usize; 3] {
        self.at
    }

    /// A module over the view's bytes, read in place ([`Module::over_records`]: for the
    /// validator, while the view prints them on another thread); `bytes` must be the bytes
    /// the view was checked from (`None` when they are not).
    pub fn module(&self, bytes: SharedBytes) -> Option<Module> {
        let b: &[u8] = &bytes;
        let same = |at: usize, s: &[u8]| {
            b.get(at..at + s.len())
                .is_some_and(|x| std::ptr::eq(x.as_ptr(), s.as_ptr()))
        };
        if !(same(self.at[0], self.data)
            && same(self.at[1], self.code)
            && same(self.at[2], self.opnd))
        {
            return None;
        }
        let sections = [
            (self.at[0], self.data.len()),
            (self.at[1], self.code.len()),
            (self.at[2], self.opnd.len()),
        ];
        Some(Module::over_records(
            bytes.clone(),
            sections,
            self.code_starts.clone(),
            self.opnd_starts.clone(),
        ))
    }

    /// The bytes of a data entry (empty for 0 or an offset that is not an entry).
    #[inline(always)]
    pub fn data(&self, r: DataRef) -> &'a [u8] {
        let o = r.0 as usize;
        let Some(n) = get_u32(self.data, o) else {
            return &[];
        };
        self.data
            .get(o + 4..(o + 4).saturating_add(n as usize))
            .unwrap_or(&[])
    }

    /// The code entry at a handle (`None` unless an entry starts there).
    #[inline(always)]
    pub fn code_at(&self, r: CodeRef) -> Option<Code> {
        // Checked: a known kind with zero reserved bytes.
        self.with_code_record(r, true, |c| decode_code(c, 0, c.u16(2), c.u16(0) as usize))
    }

    /// The instruction at a handle (`None` unless an entry starts there and is an
    /// instruction): what [`Self::code_at`] gives in `Code::Inst`, without the decoding of the
    /// other kinds.
    #[inline(always)]
    pub fn inst_at(&self, r: CodeRef) -> Option<Inst> {
        self.inst_in(r, true)
    }

    /// [`Self::inst_at`] for `r` known to start an entry (a walk over the entries by their
    /// sizes from one that starts): whether one starts there is not tested again.
    #[inline(always)]
    pub fn inst_at_start(&self, r: CodeRef) -> Option<Inst> {
        self.inst_in(r, false)
    }

    #[inline(always)]
    fn inst_in(&self, r: CodeRef, test: bool) -> Option<Inst> {
        use crate::brig::consts::kind;
        self.with_code_record(r, test, |c| {
            let k = c.u16(2);
            (kind::INST_ADDR..kind::INST_END)
                .contains(&k)
                .then(|| decode_inst(c, 0, k))
        })
        .flatten()
    }

    /// The text of the comment at a handle (`None` unless an entry starts there and is a
    /// comment), read in place.
    #[inline(always)]
    pub fn comment_at(&self, r: CodeRef) -> Option<DataRef> {
        self.comment_in(r, true)
    }

    /// [`Self::comment_at`] for `r` known to start an entry (as [`Self::inst_at_start`]).
    #[inline(always)]
    pub fn comment_at_start(&self, r: CodeRef) -> Option<DataRef> {
        self.comment_in(r, false)
    }

    #[inline(always)]
    fn comment_in(&self, r: CodeRef, test: bool) -> Option<DataRef> {
        let o = r.0 as usize;
        if test && !is_start(&self.code_starts, o) {
            return None;
        }
        let [_, _, k0, k1, n0, n1, n2, n3] = record::<8>(self.code, o);
        (u16::from_le_bytes([k0, k1]) == crate::brig::consts::kind::COMMENT)
            .then(|| DataRef(u32::from_le_bytes([n0, n1, n2, n3])))
    }

    /// The elements of the operand list (a vector) at a handle, read in place (`None` unless
    /// an operand list starts there).
    #[inline(always)]
    pub fn list_at(&self, r: OperandRef) -> Option<DataRef> {
        self.list_in(r, true)
    }

    /// [`Self::list_at`] for `r` known to start an operand (as
    /// [`Self::register_at_start`]).
    #[inline(always)]
    pub fn list_at_start(&self, r: OperandRef) -> Option<DataRef> {
        self.list_in(r, false)
    }

    #[inline(always)]
    fn list_in(&self, r: OperandRef, test: bool) -> Option<DataRef> {
        let o = r.0 as usize;
        if test && !is_start(&self.opnd_starts, o) {
            return None;
        }
        let [_, _, k0, k1, e0, e1, e2, e3] = record::<8>(self.opnd, o);
        (u16::from_le_bytes([k0, k1]) == 0x3009)
            .then(|| DataRef(u32::from_le_bytes([e0, e1, e2, e3])))
    }

    /// `f` of a cursor over the record of the code entry at `r` (`None` unless an entry
    /// starts there; `test` false: `r` is known to start one).
    #[inline(always)]
    fn with_code_record<T>(
        &self,
        r: CodeRef,
        test: bool,
        f: impl FnOnce(&Cur<'_>) -> T,
    ) -> Option<T> {
        let o = r.0 as usize;
        if test && !is_start(&self.code_starts, o) {
            return None;
        }
        // The record read in place as an array of known length, so that the decoder's reads
        // are at constant offsets without bounds checks (a zero-padded copy only near the
        // section's end).
        let tail;
        let rec: &[u8; 32] = match self.code.get(o..o.saturating_add(32)) {
            Some(s) if let Ok(a) = <&[u8; 32]>::try_from(s) => a,
            _ => {
                tail = record::<32>(self.code, o);
                &tail
            }
        };
        Some(f(&Cur::new(rec, self.at[1] + o, false)))
    }

    /// The register kind and number of the operand at a handle, read in place (`None` unless
    /// a register operand starts there): the commonest operand, without the decoding of the
    /// other kinds.
    #[inline(always)]
    pub fn register_at(&self, r: OperandRef) -> Option<(u16, u16)> {
        self.register_in(r, true)
    }

    /// [`Self::register_at`] for `r` known to start an operand (an element of an
    /// instruction's operand list, which [`check`] tested): not tested again.
    #[inline(always)]
    pub fn register_at_start(&self, r: OperandRef) -> Option<(u16, u16)> {
        self.register_in(r, false)
    }

    #[inline(always)]
    fn register_in(&self, r: OperandRef, test: bool) -> Option<(u16, u16)> {
        let o = r.0 as usize;
        if test && !is_start(&self.opnd_starts, o) {
            return None;
        }
        let [_, _, k0, k1, r0, r1, n0, n1] = record::<8>(self.opnd, o);
        (u16::from_le_bytes([k0, k1]) == 0x300a)
            .then(|| (u16::from_le_bytes([r0, r1]), u16::from_le_bytes([n0, n1])))
    }

    /// The operand at a handle (`None` unless an operand starts there).
    #[inline(always)]
    pub fn operand_at(&self, r: OperandRef) -> Option<Operand> {
        self.operand_in(r, true)
    }

    /// [`Self::operand_at`] for `r` known to start an operand (as
    /// [`Self::register_at_start`]).
    #[inline(always)]
    pub fn operand_at_start(&self, r: OperandRef) -> Option<Operand> {
        self.operand_in(r, false)
    }

    #[inline(always)]
    fn operand_in(&self, r: OperandRef, test: bool) -> Option<Operand> {
        let o = r.0 as usize;
        if test && !is_start(&self.opnd_starts, o) {
            return None;
        }
        let tail;
        let rec: &[u8; 48] = match self.opnd.get(o..o.saturating_add(48)) {
            Some(s) if let Ok(a) = <&[u8; 48]>::try_from(s) => a,
            _ => {
                tail = record::<48>(self.opnd, o);
                &tail
            }
        };
        let c = Cur::new(rec, self.at[2] + o, false);
        Some(decode_operand(&c, 0, c.u16(2)))
    }

    /// The first instruction whose opcode is neither a core opcode nor a vendor one this
    /// crate knows ([`crate::vendor`]): its offset in `hsa_code` and its opcode.
    pub fn unknown_opcode(&self) -> Option<(CodeRef, u16)> {
        self.unknown_opcode.map(|(o, op)| (CodeRef(o), op))
    }

    /// The size of `hsa_data` in bytes (header included).
    pub fn data_bytes_len(&self) -> usize {
        self.data.len()
    }

    /// The offset of the first code entry (the section header's length).
    pub fn code_start(&self) -> u32 {
        get_u32(self.code, 8).unwrap_or(0)
    }

    /// The size of `hsa_code` in bytes (header included): one past the last entry.
    pub fn code_end(&self) -> u32 {
        self.code.len() as u32
    }

    /// The offset of the first operand.
    pub fn operand_start(&self) -> u32 {
        get_u32(self.opnd, 8).unwrap_or(0)
    }

    /// The size of `hsa_operand` in bytes (header included).
    pub fn operand_end(&self) -> u32 {
        self.opnd.len() as u32
    }

    /// Whether a code entry starts at `r`.
    pub fn is_code(&self, r: CodeRef) -> bool {
        is_start(&self.code_starts, r.0 as usize)
    }

    /// The byte size of the code entry at `r` (0 past the end).
    pub fn code_size(&self, r: CodeRef) -> u32 {
        let o = r.0 as usize;
        self.code
            .get(o..o + 2)
            .map_or(0, |s| u32::from(u16::from_le_bytes([s[0], s[1]])))
    }

    /// The byte size of the code entry at `r` and its change of the argument-block depth (+1
    /// for an arg-block start, -1 for an end, else 0); `None` unless an entry starts there.
    #[inline]
    pub fn arg_block_step(&self, r: CodeRef) -> Option<(u32, i8)> {
        let o = r.0 as usize;
        if !is_start(&self.code_starts, o) {
            return None;
        }
        let [s0, s1, k0, k1] = record::<4>(self.code, o);
        let step = match u16::from_le_bytes([k0, k1]) {
            crate::brig::consts::kind::ARG_BLOCK_START => 1,
            crate::brig::consts::kind::ARG_BLOCK_END => -1,
            _ => 0,
        };
        Some((u32::from(u16::from_le_bytes([s0, s1])), step))
    }

    /// The name of the executable, variable, fbarrier, label or module entry at `r` (every
    /// one keeps it at byte 4), with the segment (byte 14) when it is a variable; read in
    /// place. `None` for other entries or none.
    #[inline]
    pub fn symbol(&self, r: CodeRef) -> Option<(DataRef, Option<u8>)> {
        use crate::brig::consts::kind;
        let o = r.0 as usize;
        if !is_start(&self.code_starts, o) {
            return None;
        }
        let rec = record::<16>(self.code, o);
        let name = DataRef(u32::from_le_bytes([rec[4], rec[5], rec[6], rec[7]]));
        match u16::from_le_bytes([rec[2], rec[3]]) {
            kind::VARIABLE => Some((name, Some(rec[14]))),
            kind::FUNCTION
            | kind::INDIRECT_FUNCTION
            | kind::KERNEL
            | kind::SIGNATURE
            | kind::FBARRIER
            | kind::LABEL
            | kind::MODULE => Some((name, None)),
            _ => None,
        }
    }

    /// The raw bytes of the code entry at `r` (empty past the end).
    pub fn code_bytes(&self, r: CodeRef) -> &'a [u8] {
        let o = r.0 as usize;
        let n = self.code_size(r) as usize;
        self.code.get(o..o + n).unwrap_or(&[])
    }

    /// Code entries in section order, with their handles.
    pub fn code(&self) -> impl Iterator<Item = (CodeRef, Code)> + '_ {
        let mut o = self.code_start();
        std::iter::from_fn(move || {
            let c = self.code_at(CodeRef(o))?;
            let r = CodeRef(o);
            o += u32::from(c.size());
            Some((r, c))
        })
    }

    /// Every operand's references: data, code and operand offsets name entries; no nested
    /// lists; an address's register is a register operand.
    ///
    /// `decode_all` (tests): decode every operand, without the skip by kind.
    fn operand_refs(&self, data_starts: &[u64], decode_all: bool) -> Result<(), BrigError> {
        let data_ok = |r: DataRef| r.0 == 0 || is_start(data_starts, r.0 as usize);
        let code_ok = |r: CodeRef| r.0 == 0 || is_start(&self.code_starts, r.0 as usize);
        let opnd_ok = |r: OperandRef| r.0 == 0 || is_start(&self.opnd_starts, r.0 as usize);
        let olist_ok =
            |r: DataRef| data_ok(r) && u32s(self.data(r)).all(|x| x != 0 && opnd_ok(OperandRef(x)));
        let clist_ok =
            |r: DataRef| data_ok(r) && u32s(self.data(r)).all(|x| x != 0 && code_ok(CodeRef(x)));
        let mut o = self.operand_start();
        // The structure pass walked the same entries from the same start to the section's
        // end, so every `o` here is an entry's start (not tested again).
        let end = self.operand_end();
        while o < end {
            debug_assert!(is_start(&self.opnd_starts, o as usize));
            // Registers, WAVESIZE and alignments (most operands) refer to nothing: skipped
            // by their kind, without decoding them.
            let [s0, s1, k0, k1] = record::<4>(self.opnd, o as usize);
            let k = u16::from_le_bytes([k0, k1]);
            if !decode_all && matches!(k, 0x300a | 0x300c | 0x3001) {
                o += u32::from(u16::from_le_bytes([s0, s1]));
                continue;
            }
            // A constant (the next commonest): its bytes, at byte 8, name a data entry.
            if !decode_all && k == 0x3004 {
                let bytes = get_u32(self.opnd, o as usize + 8).unwrap_or(0);
                if !data_ok(DataRef(bytes)) {
                    return err(
                        self.at[2] + o as usize,
                        "operand refers outside its target section",
                    );
                }
                o += u32::from(u16::from_le_bytes([s0, s1]));
                continue;
            }
            // An address (the commonest operand with references): its symbol and register
            // read in place, the register's kind too (0x300a: a register operand).
            if !decode_all && k == 0x3000 {
                let at = self.at[2] + o as usize;
                let symbol = CodeRef(get_u32(self.opnd, o as usize + 4).unwrap_or(0));
                let reg = OperandRef(get_u32(self.opnd, o as usize + 8).unwrap_or(0));
                if !(code_ok(symbol) && opnd_ok(reg)) {
                    return err(at, "operand refers outside its target section");
                }
                if reg.0 != 0
                    && self.opnd.get(reg.0 as usize + 2..reg.0 as usize + 4) != Some(&[0x0a, 0x30])
                {
                    return err(at, "address operand's register is not a register operand");
                }
                o += u32::from(u16::from_le_bytes([s0, s1]));
                continue;
            }
            let Some(op) = self.operand_at(OperandRef(o)) else {
                break;
            };
            let at = self.at[2] + o as usize;
            o += u32::from(op.size());
            let ok = match &op {
                Operand::Address { symbol, reg, .. } => code_ok(*symbol) && opnd_ok(*reg),
                Operand::CodeList { elements } => clist_ok(*elements),
                Operand::CodeRef { code } => code_ok(*code),
                Operand::ConstantBytes { bytes, .. } => data_ok(*bytes),
                Operand::ConstantOperandList { elements, .. }
                | Operand::OperandList { elements } => olist_ok(*elements),
                Operand::String { string } => data_ok(*string),
                _ => true,
            };
            if !ok {
                return err(at, "operand refers outside its target section");
            }
            // List operands nest at most one level, so no list can reach itself (a cycle would
            // make every reader of operands recurse without end). PRM 18.6.9 (seed 000
            // L20172-20179): a vector operand's elements are registers, constants or
            // WAVESIZE, never another vector; an aggregate constant's elements are typed,
            // image or sampler constants (PRM 18.6.1, L19833-19849), never another aggregate.
            // An address's register is a register operand (PRM 18.6.2), not any operand: a
            // reference to another address could otherwise make a chain or a cycle.
            if let Operand::Address { reg, .. } = op
                && reg.0 != 0
                && !matches!(self.operand_at(reg), Some(Operand::Register { .. }))
            {
                return err(at, "address operand's register is not a register operand");
            }
            let nested = match op {
                Operand::OperandList { elements } => Some((elements, true)),
                Operand::ConstantOperandList { elements, .. } => Some((elements, false)),
                _ => None,
            };
            if let Some((elements, aggregate_ok)) = nested {
                let bad = u32s(self.data(elements)).any(|x| {
                    let o = x as usize;
                    if !is_start(&self.opnd_starts, o) {
                        return false;
                    }
                    match self.opnd.get(o + 2..o + 4) {
                        Some(&[0x09, 0x30]) => true,
                        Some(&[0x07, 0x30]) => !aggregate_ok,
                        _ => false,
                    }
                });
                if bad {
                    return err(at, "list operand has a list operand among its elements");
                }
            }
        }
        Ok(())
    }

    /// Every code entry's references: data, code and operand offsets name entries.
    ///
    /// `decode_all` (tests): decode every entry, instructions too.
    fn code_refs(&self, data_starts: &[u64], decode_all: bool) -> Result<(), BrigError> {
        let data_ok = |r: DataRef| r.0 == 0 || is_start(data_starts, r.0 as usize);
        let code_ok = |r: CodeRef| r.0 == 0 || is_start(&self.code_starts, r.0 as usize);
        let opnd_ok = |r: OperandRef| r.0 == 0 || is_start(&self.opnd_starts, r.0 as usize);
        let olist_ok =
            |r: DataRef| data_ok(r) && u32s(self.data(r)).all(|x| x != 0 && opnd_ok(OperandRef(x)));
        let code_end = self.code_end();
        let mut o = self.code_start();
        // Every `o` is an entry's start, as in `operand_refs`.
        while o < code_end {
            debug_assert!(is_start(&self.code_starts, o as usize));
            let r = CodeRef(o);
            // An instruction (most entries) refers only to its operand list, at byte 8 of
            // every instruction format: checked without decoding the instruction.
            let [s0, s1, k0, k1] = record::<4>(self.code, o as usize);
            o += u32::from(u16::from_le_bytes([s0, s1]));
            let k = u16::from_le_bytes([k0, k1]);
            if !decode_all
                && (crate::brig::consts::kind::INST_ADDR..crate::brig::consts::kind::INST_END)
                    .contains(&k)
            {
                let operands = DataRef(get_u32(self.code, r.0 as usize + 8).unwrap_or(0));
                if !olist_ok(operands) {
                    return err(
                        self.at[1] + r.0 as usize,
                        "entry refers outside its target section",
                    );
                }
                continue;
            }
            // A comment (the commonest other entry) refers only to its text, at byte 4.
            if !decode_all && k == crate::brig::consts::kind::COMMENT {
                let name = DataRef(get_u32(self.code, r.0 as usize + 4).unwrap_or(0));
                if !data_ok(name) {
                    return err(
                        self.at[1] + r.0 as usize,
                        "entry refers outside its target section",
                    );
                }
                continue;
            }
            let Some(c) = self.code_at(r) else {
                break;
            };
            let ok = match &c {
                Code::Comment { name }
                | Code::Extension { name }
                | Code::Label { name }
                | Code::Fbarrier { name, .. } => data_ok(*name),
                Code::Control { operands, .. } | Code::Pragma { operands } => olist_ok(*operands),
                Code::Executable(e) => {
                    data_ok(e.name)
                        && [
                            e.first_in_arg,
                            e.first_code_block_entry,
                            e.next_module_entry,
                        ]
                        .iter()
                        .all(|&r| r.0 == code_end || code_ok(r))
                }
                Code::Loc { filename, .. } => data_ok(*filename),
                Code::Module(h) => data_ok(h.name),
                Code::Variable(v) => data_ok(v.name) && opnd_ok(v.init),
                Code::Inst(i) => olist_ok(i.operands),
                _ => true,
            };
            if !ok {
                return err(
                    self.at[1] + r.0 as usize,
                    "entry refers outside its target section",
                );
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::check;
    use crate::text::printer::{print, print_from};

    const GOLDEN: &[u8] = include_bytes!("../../tests/data/vector_add.brig");

    /// The view and the model reader accept and reject the same bytes with the same error,
    /// and print the same text, for every single-byte corruption of HSAILasm's BRIG.
    #[test]
    fn view_checks_and_prints_like_the_model() {
        let mut buf = GOLDEN.to_vec();
        // The first line HSAILasm -disassemble prints for it.
        let want = "module &vector_add_module:1:0:$full:$large:$default;";
        assert!(print_from(&check(&buf).expect("valid")).contains(want));
        let mut read_ok = 0;
        for i in 0..buf.len() {
            for x in [0x00u8, 0xff, 0x41, 0x04] {
                let old = buf[i];
                buf[i] = x;
                let by_model = crate::brig::read(&buf).map(|m| print(&m));
                let by_view = check(&buf).map(|v| print_from(&v));
                assert_eq!(by_model, by_view, "byte {i:#x} set to {x:#x}");
                read_ok += usize::from(by_view.is_ok());
                buf[i] = old;
            }
        }
        // Both outcomes occur (the comparison is not vacuous).
        assert!(read_ok > 100 && read_ok < 4 * buf.len() - 100, "{read_ok}");
    }

    /// The checks' fast paths (structure: instructions, comments and operands read as words
    /// against the layout tables; references: instructions, comments, registers, WAVESIZE,
    /// alignments, constants and addresses by kind, read in place) accept and reject the same
    /// bytes with the same error as the general path for every entry, on every single-byte
    /// corruption of BRIG with instructions of many formats.
    #[test]
    fn reference_checks_by_kind_equal_decoding_every_entry() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seed");
        let mut modules = vec![GOLDEN.to_vec()];
        for name in [
            "ch10_call.v10.brig",
            "ch10_compare.v10.brig",
            "ch10_align.v10.brig",
        ] {
            modules.push(std::fs::read(dir.join(name)).expect("seed BRIG"));
        }
        let mut errors = 0;
        let mut tried = 0;
        for mut buf in modules {
            for i in 0..buf.len() {
                for x in [0x00u8, 0xff, 0x41, 0x04, 0x30] {
                    let old = buf[i];
                    buf[i] = x;
                    let fast = check(&buf).map(|_| ());
                    let slow = super::decoding_all(|| check(&buf).map(|_| ()));
                    assert_eq!(fast, slow, "byte {i:#x} set to {x:#x}");
                    errors += usize::from(fast.is_err());
                    tried += 1;
                    buf[i] = old;
                }
            }
        }
        assert!(errors > 100 && errors < tried - 100, "{errors} of {tried}");
    }

    /// `OPND_LAYOUT` gives each operand kind the record size `check_operand` wants (none for
    /// a kind it rejects) and exactly the bytes whose being non-zero it rejects.
    #[test]
    fn operand_layout_table_matches_check_operand() {
        use crate::brig::reader::{Cur, check_operand};
        for k in 0x2ff0u16..0x3020 {
            let rec = [0u8; 48];
            let want = check_operand(&Cur::new(&rec, 0, true), 0, k).ok();
            let row = super::OPND_LAYOUT.get(usize::from(k.wrapping_sub(0x3000)));
            let size = row.map_or(0, |r| usize::from(r.0));
            assert_eq!(want.unwrap_or(0), size, "kind {k:#x}");
            let Some(size) = want else { continue };
            for b in 4..size {
                let mut rec = rec;
                rec[b] = 1;
                let rejected = check_operand(&Cur::new(&rec, 0, true), 0, k).is_err();
                let masked =
                    (4..12).contains(&b) && (row.map_or(0, |r| r.1) >> (8 * (b - 4))) & 0xff != 0;
                assert_eq!(rejected, masked, "kind {k:#x} byte {b}");
            }
        }
    }

    /// `INST_LAYOUT` gives each instruction format the record size `check_code` wants and
    /// exactly the bytes whose being non-zero it rejects.
    #[test]
    fn instruction_layout_table_matches_check_code() {
        use crate::brig::consts::kind::{INST_ADDR, INST_END};
        use crate::brig::reader::{Cur, check_code};
        assert_eq!(super::INST_LAYOUT.len(), usize::from(INST_END - INST_ADDR));
        for (f, &(size, from, to)) in super::INST_LAYOUT.iter().enumerate() {
            let k = INST_ADDR + f as u16;
            let rec = [0u8; 32];
            let want = check_code(&Cur::new(&rec, 0, true), 0, k, 32);
            assert_eq!(want, Ok(usize::from(size)), "format {f}");
            for b in 4..usize::from(size) {
                let mut rec = rec;
                rec[b] = 1;
                let rejected = check_code(&Cur::new(&rec, 0, true), 0, k, 32).is_err();
                // (Byte 7 of 1: the type 256, none of hsa_brig_type_t's.)
                let reserved = (usize::from(from)..usize::from(to)).contains(&b) || b == 7;
                assert_eq!(rejected, reserved, "format {f} byte {b}");
            }
        }
    }

    /// The two-thread check (used for modules of 64 KiB or more) accepts and rejects the same
    /// bytes with the same error as the one-thread check, on every single-byte corruption.
    #[test]
    fn two_thread_check_equals_one_thread_check() {
        use super::with_threads;
        let mut buf = GOLDEN.to_vec();
        let mut errors = 0;
        for i in 0..buf.len() {
            for x in [0x00u8, 0xff, 0x41, 0x04] {
                let old = buf[i];
                buf[i] = x;
                let one = with_threads(false, || check(&buf).map(|v| print_from(&v)));
                let two = with_threads(true, || check(&buf).map(|v| print_from(&v)));
                assert_eq!(one, two, "byte {i:#x} set to {x:#x}");
                errors += usize::from(one.is_err());
                buf[i] = old;
            }
        }
        assert!(errors > 100 && errors < 4 * buf.len() - 100, "{errors}");
    }
}
