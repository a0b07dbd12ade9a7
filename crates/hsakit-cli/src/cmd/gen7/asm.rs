//! `hsakit gen7 asm`: the source is read in pieces of whole statements into a few reused
//! buffers; worker threads assemble piece k while this thread reads piece k+1 and formats and
//! writes the pieces that are done, in order. Jumps to labels are resolved by a
//! [`Linker`] once every address is known: the pieces before the first such jump are written
//! as they come, the rest at the end.

use super::{AsmArgs, AsmFormat, Sink};
use crate::util::{Ctx, DiagFormat, ExitCode, read_input, same_file};
use hsakit_diag::{Diagnostic, SourceFile};
use hsakit_gen7::asm::{
    AsmOptions, Encoded, Linker, Piece, assemble_piece_into, blank_comments_from, piece_cut,
};
use std::sync::mpsc::channel;

/// Bytes read per piece (a piece grows when one statement is longer).
const PIECE: usize = 1 << 18;

/// A piece of the source on its way through a worker.
#[derive(Default)]
struct Slot {
    /// Whole statements (`buf[..len]`), comments blanked.
    buf: SlotBuf,
    len: usize,
    /// File offset of `buf[0]`.
    base: usize,
    /// What assembling it gave.
    piece: Piece,
}

/// A slot's buffer: a [`PIECE`] of one huge-page region shared by the slots of a long input
/// (one page fault and a 2 MiB clear instead of 64 faults per slot), or the heap (short
/// inputs, and a slot whose statement outgrew its piece).
enum SlotBuf {
    Region(&'static mut [u8]),
    Heap(Vec<u8>),
}

impl Default for SlotBuf {
    fn default() -> Self {
        SlotBuf::Heap(Vec::new())
    }
}

impl std::ops::Deref for SlotBuf {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            SlotBuf::Region(r) => r,
            SlotBuf::Heap(v) => v,
        }
    }
}

impl std::ops::DerefMut for SlotBuf {
    fn deref_mut(&mut self) -> &mut [u8] {
        match self {
            SlotBuf::Region(r) => r,
            SlotBuf::Heap(v) => v,
        }
    }
}

impl SlotBuf {
    /// At least `size` bytes long, the bytes so far kept (a region too short moves to the
    /// heap).
    fn grow(&mut self, size: usize) {
        if self.len() >= size {
            return;
        }
        match self {
            SlotBuf::Region(r) => {
                let mut v = vec![0; size];
                v[..r.len()].copy_from_slice(r);
                *self = SlotBuf::Heap(v);
            }
            SlotBuf::Heap(v) => v.resize(size, 0),
        }
    }
}

/// The input: a file read step by step, or standard input already in memory.
struct Reader<'a> {
    file: Option<&'a mut std::fs::File>,
    whole: &'a [u8],
    taken: usize,
    name: String,
}

impl Reader<'_> {
    /// Fills `buf[have..]` as far as the input allows; returns the new fill level (less than
    /// `buf.len()` only at the end of the input).
    fn fill(&mut self, buf: &mut [u8], mut have: usize) -> anyhow::Result<usize> {
        use std::io::Read;
        match self.file.as_mut() {
            Some(f) => {
                while have < buf.len() {
                    let n = match f.read(&mut buf[have..]) {
                        Ok(n) => n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        Err(e) => {
                            return Err(crate::util::UsageError(format!(
                                "cannot read `{}`: {e}",
                                self.name
                            ))
                            .into());
                        }
                    };
                    if n == 0 {
                        break;
                    }
                    have += n;
                }
            }
            None => {
                let rest = self.whole.get(self.taken..).unwrap_or(&[]);
                let n = rest.len().min(buf.len().saturating_sub(have));
                if let (Some(dst), Some(src)) = (buf.get_mut(have..have + n), rest.get(..n)) {
                    dst.copy_from_slice(src);
                }
                self.taken += n;
                have += n;
            }
        }
        Ok(have)
    }
}

/// Cuts the input into pieces of whole statements with their comments blanked.
struct Cutter<'a> {
    reader: Reader<'a>,
    /// Read but not yet handed out (the start of the next piece).
    carry: Vec<u8>,
    /// How much of `carry` is already blanked.
    carry_blanked: usize,
    /// Whether the first byte after the blanked bytes is inside a `/* … */` comment.
    in_block: bool,
    /// File offset of `carry[0]`.
    next_base: usize,
    done: bool,
}

impl Cutter<'_> {
    /// Fills `s` with the next piece (empty at the end of the input).
    fn next(&mut self, s: &mut Slot) -> anyhow::Result<()> {
        let c = self.carry.len();
        let mut size = PIECE.max((c + 1).next_power_of_two());
        s.buf.grow(size);
        s.buf[..c].copy_from_slice(&self.carry);
        self.carry.clear();
        let mut blanked = self.carry_blanked;
        let mut have = c;
        let len = loop {
            have = self.reader.fill(&mut s.buf[..size], have)?;
            let eof = have < size;
            // Blank up to the end of the last whole line (everything at the end of the input).
            let upto = if eof {
                have
            } else {
                s.buf[blanked..have]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(blanked, |p| blanked + p + 1)
            };
            blank_comments_from(&mut s.buf[..upto], blanked, &mut self.in_block);
            blanked = upto;
            if eof {
                self.done = true;
                break have;
            }
            match piece_cut(&s.buf[..blanked]) {
                Some(cut) => break cut,
                None => {
                    // One statement longer than the buffer: read more of it.
                    size *= 2;
                    s.buf.grow(size);
                }
            }
        };
        self.carry.extend_from_slice(&s.buf[len..have]);
        self.carry_blanked = blanked - len;
        s.len = len;
        s.base = self.next_base;
        self.next_base += len;
        Ok(())
    }
}

/// Assembles a slot's piece. The slot's piece is reused from its last piece (the [`Linker`]
/// has taken what it keeps). The bytes are formatted when the piece is taken, into one output
/// buffer for all pieces: a formatted copy per slot in flight cost ~110 first-touch page
/// faults each (~2 us apiece here), and the text is written while it is still in the cache.
fn work(s: &mut Slot, opts: AsmOptions) {
    assemble_piece_into(
        s.buf.get(..s.len).unwrap_or(&[]),
        s.base,
        opts,
        &mut s.piece,
    );
}

/// `"xx "` for every byte value, in the low three bytes of a little-endian word.
const HEX3: [u64; 256] = {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = u32::from_le_bytes([D[i >> 4], D[i & 15], b' ', 0]) as u64;
        i += 1;
    }
    t
};

/// `' ' ^ '\n'` in the third byte: turns a [`HEX3`] entry's space into a newline.
const NEWLINE: u64 = ((b' ' ^ b'\n') as u64) << 16;

/// The text of eight bytes, `"xx xx … xx "` (24 bytes), as three little-endian words put
/// together in registers from [`HEX3`] entries (an entry's three bytes may straddle two
/// words); `last_nl` makes the last space a newline. (Stored entry by entry, the compiler
/// split every three-byte store in two and spilled the entries: ~120 instructions a line.)
#[inline(always)]
fn hex8(b: [u8; 8], last_nl: bool) -> [u64; 3] {
    let t = |k: usize| HEX3[usize::from(b[k])];
    let t7 = t(7) ^ if last_nl { NEWLINE } else { 0 };
    [
        t(0) | t(1) << 24 | t(2) << 48,
        t(2) >> 16 | t(3) << 8 | t(4) << 32 | t(5) << 56,
        t(5) >> 8 | t(6) << 16 | t7 << 40,
    ]
}

/// Writes the hex line of `N` (8 or 16) bytes, `3 * N` bytes long, over the start of `rest`
/// (as [`hex8`] words, one store each) and returns what follows it; `None` when `rest` is
/// shorter (never: [`format_code`] sizes the text first).
#[inline(always)]
fn hex_line<'o, const N: usize>(bytes: &[u8; N], rest: &'o mut [u8]) -> Option<&'o mut [u8]> {
    let (line, rest) = rest.split_at_mut_checked(3 * N)?;
    for (k, (half, text)) in bytes
        .chunks_exact(8)
        .zip(line.chunks_exact_mut(24))
        .enumerate()
    {
        let mut h = [0u8; 8];
        h.copy_from_slice(half);
        let words = hex8(h, 8 * k + 8 == N);
        for (w, dst) in words.iter().zip(text.chunks_exact_mut(8)) {
            dst.copy_from_slice(&w.to_le_bytes());
        }
    }
    Some(rest)
}

/// Sets `out` to the output of `code`: raw bytes, or one line of space-separated hex bytes
/// per instruction. The text is written over `out`'s bytes, which are kept from one call to
/// the next: only growth is zero-filled, and no line updates the vector's length.
fn format_code(code: &[Encoded], format: AsmFormat, out: &mut Vec<u8>) {
    match format {
        AsmFormat::Bin => {
            out.clear();
            for e in code {
                out.extend_from_slice(e);
            }
        }
        AsmFormat::Hex => {
            // Three bytes of text per byte of code.
            out.resize(code.iter().map(|e| 3 * e.len()).sum(), 0);
            let mut rest = &mut out[..];
            for e in code {
                let next = if let Ok(b) = <&[u8; 16]>::try_from(&**e) {
                    hex_line(b, rest)
                } else if let Ok(b) = <&[u8; 8]>::try_from(&**e) {
                    hex_line(b, rest)
                } else {
                    Some(rest)
                };
                let Some(next) = next else { break };
                rest = next;
            }
        }
    }
}

/// A worker's channels: slots to do, slots done.
pub(super) fn asm(ctx: &Ctx, a: AsmArgs) -> anyhow::Result<ExitCode> {
    let stdin = a.input == std::path::Path::new("-");
    // Standard input, and an input the output overwrites, are read whole first.
    let whole_first = stdin
        || a.output
            .as_deref()
            .is_some_and(|o| o != std::path::Path::new("-") && same_file(o, Some(&a.input)));
    let whole = if whole_first {
        read_input(&a.input)?
    } else {
        Vec::new()
    };
    let mut file = if whole_first {
        None
    } else {
        Some(std::fs::File::open(&a.input).map_err(|e| {
            crate::util::UsageError(format!("cannot read `{}`: {e}", a.input.display()))
        })?)
    };
    // More than one piece: known from the length before anything is read, so that the
    // workers start while this thread reads the first piece (a thread's start took
    // 0.2-0.6 ms here, the first piece's read 0.3-0.4 ms; the first piece used to be read
    // before the workers were started). Not a regular file: the length is not known.
    let len = match file.as_ref() {
        Some(f) => f
            .metadata()
            .ok()
            .filter(std::fs::Metadata::is_file)
            .map_or(u64::MAX, |m| m.len()),
        None => whole.len() as u64,
    };
    let long = len > PIECE as u64;
    let jobs = if !long {
        1
    } else {
        a.jobs
            .unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            })
            .clamp(1, 64)
    };
    // The slots' buffers: one huge-page region for a long input (see [`SlotBuf`]), a piece
    // for each slot in flight.
    let slots = if jobs == 1 { 1 } else { 2 * jobs };
    // Never unmapped: the process ends after the output is written (the slots then move
    // between threads without a borrow of a local).
    let region = if long {
        hsakit_mem::huge_anon(slots * PIECE)
    } else {
        None
    };
    let mut bufs: Vec<SlotBuf> = match region {
        Some((map, start)) => Box::leak(Box::new(map))[start..start + slots * PIECE]
            .chunks_mut(PIECE)
            .map(SlotBuf::Region)
            .collect(),
        None => Vec::new(),
    };
    let mut sink = Sink::open(a.output.as_deref(), Some(&a.input))?;
    let opts = AsmOptions {
        compact: a.compact,
        ..Default::default()
    };
    let format = a.format;
    let mut cutter = Cutter {
        reader: Reader {
            file: file.as_mut(),
            whole: &whole,
            taken: 0,
            name: a.input.display().to_string(),
        },
        carry: Vec::new(),
        carry_blanked: 0,
        in_block: false,
        next_base: 0,
        done: false,
    };
    let mut linker = Linker::new();
    // Takes a finished slot: links it, and formats and writes its bytes when they are final.
    let mut out = Vec::new();
    let mut take = |s: &mut Slot, sink: &mut Sink| -> anyhow::Result<()> {
        if linker.push(&mut s.piece) {
            format_code(&s.piece.code, format, &mut out);
            sink.write(&out)?;
        }
        Ok(())
    };
    if jobs == 1 {
        let mut s = Slot {
            buf: bufs.pop().unwrap_or_default(),
            ..Slot::default()
        };
        loop {
            cutter.next(&mut s)?;
            work(&mut s, opts);
            take(&mut s, &mut sink)?;
            if cutter.done {
                break;
            }
        }
    } else {
        // This thread and `jobs - 1` workers take the next piece from one queue (so a thread
        // that shares its core with other work does fewer pieces instead of holding the others
        // back); finished pieces come back numbered and are taken in input order. This thread
        // reads the pieces and writes the output, and assembles a waiting piece itself
        // whenever the next piece in order is not done yet: no more threads than `jobs` ever
        // run (an extra reading thread would share a core with a worker, and each hand-off to
        // a sleeping thread costs a wake-up). Up to two pieces per thread are in flight (with
        // fewer, this thread assembling a piece can leave a worker without one).
        let (to, work_rx) = channel::<(usize, Slot)>();
        let work_rx = std::sync::Mutex::new(work_rx);
        let (done_tx, from) = channel::<(usize, Slot)>();
        std::thread::scope(|sc| -> anyhow::Result<()> {
            for _ in 1..jobs {
                let (work_rx, done_tx) = (&work_rx, done_tx.clone());
                sc.spawn(move || {
                    loop {
                        // The lock is held only while waiting for the next piece.
                        let next = match work_rx.lock() {
                            Ok(rx) => rx.recv(),
                            Err(_) => break,
                        };
                        let Ok((k, mut s)) = next else { break };
                        work(&mut s, opts);
                        if done_tx.send((k, s)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(done_tx);
            let mut spare: Vec<Slot> = bufs
                .drain(..)
                .map(|buf| Slot {
                    buf,
                    ..Slot::default()
                })
                .collect();
            // Finished pieces not taken yet, by number (`k % in_flight`: at most `in_flight`
            // pieces are between taken and sent).
            let in_flight = slots;
            let mut early: Vec<Option<Slot>> = (0..in_flight).map(|_| None).collect();
            let file = |early: &mut Vec<Option<Slot>>, k: usize, s: Slot| {
                if let Some(e) = early.get_mut(k % in_flight) {
                    *e = Some(s);
                }
            };
            let mut sent = 0usize;
            let mut taken = 0usize;
            loop {
                while !cutter.done && sent - taken < in_flight {
                    let mut s = spare.pop().unwrap_or_default();
                    cutter.next(&mut s)?;
                    to.send((sent, s))?;
                    sent += 1;
                }
                if taken == sent {
                    break;
                }
                let mut s = loop {
                    if let Some(s) = early.get_mut(taken % in_flight).and_then(Option::take) {
                        break s;
                    }
                    if let Ok((k, s)) = from.try_recv() {
                        file(&mut early, k, s);
                        continue;
                    }
                    // Nothing came back: assemble a waiting piece here (the queue's lock is
                    // free unless a worker is idle, and then that worker takes it), or wait.
                    let mine = work_rx.try_lock().ok().and_then(|rx| rx.try_recv().ok());
                    match mine {
                        Some((k, mut s)) => {
                            work(&mut s, opts);
                            file(&mut early, k, s);
                        }
                        None => {
                            let (k, s) = from.recv()?;
                            file(&mut early, k, s);
                        }
                    }
                };
                taken += 1;
                take(&mut s, &mut sink)?;
                spare.push(s);
            }
            drop(to);
            Ok(())
        })?;
    }
    let out = linker.finish();
    if !out.code.is_empty() {
        let mut text = Vec::new();
        format_code(&out.code, format, &mut text);
        sink.write(&text)?;
    }
    sink.finish()?;
    if !out.diagnostics.is_empty() {
        emit(ctx, &a.input, whole, &out.diagnostics)?;
    }
    Ok(if out.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Reports the diagnostics against the source text (read again unless it was read whole).
fn emit(
    ctx: &Ctx,
    input: &std::path::Path,
    whole: Vec<u8>,
    diags: &[Diagnostic],
) -> anyhow::Result<()> {
    let text = if input == std::path::Path::new("-") || !whole.is_empty() {
        whole
    } else {
        read_input(input)?
    };
    let file = SourceFile::new(input.display().to_string(), text);
    ctx.emit(diags, &file, DiagFormat::Rustc);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hex lines against `{:02x}` formatting, native and compact, every byte value.
    #[test]
    fn hex_lines() {
        let mut code = Vec::new();
        for i in 0..64u8 {
            let w = (0..16u8).fold(0u128, |w, k| {
                w << 8 | u128::from(i.wrapping_mul(37).wrapping_add(k.wrapping_mul(29)))
            });
            code.push(Encoded::native(w));
            code.push(Encoded::compact(w as u64 ^ 0xff00_ff00_1234_5678));
        }
        let mut got = Vec::new();
        format_code(&code, AsmFormat::Hex, &mut got);
        let mut want = String::new();
        for e in &code {
            let parts: Vec<String> = e.iter().map(|b| format!("{b:02x}")).collect();
            want.push_str(&parts.join(" "));
            want.push('\n');
        }
        assert_eq!(String::from_utf8(got).unwrap(), want);
        let mut all = Vec::new();
        let bytes: Vec<u8> = (0..=255u8).collect();
        let code: Vec<Encoded> = bytes
            .chunks(16)
            .map(|c| Encoded::native(u128::from_le_bytes(c.try_into().unwrap())))
            .collect();
        format_code(&code, AsmFormat::Hex, &mut all);
        let want: String = bytes
            .chunks(16)
            .map(|c| {
                c.iter()
                    .map(|b| format!("{b:02x}"))
                    .collect::<Vec<_>>()
                    .join(" ")
                    + "\n"
            })
            .collect();
        assert_eq!(String::from_utf8(all).unwrap(), want);
    }
}
