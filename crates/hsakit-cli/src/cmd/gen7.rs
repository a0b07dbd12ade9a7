//! `hsakit gen7 asm|disasm`.

use crate::util::{Ctx, DiagFormat, ExitCode, read_input, same_file};
use clap::{Args, Subcommand, ValueEnum};
use hsakit_diag::{Diagnostic, SourceFile, Span};
use hsakit_gen7::input::{LineBytes, LineError};
use hsakit_gen7::print::Listing;
use std::path::PathBuf;

mod asm;
mod igt;

/// The `gen7` subcommands.
#[derive(Subcommand, Debug)]
pub enum Gen7Command {
    /// Assemble Gen7 EU assembly in Mesa's brw syntax.
    Asm(AsmArgs),
    /// Disassemble Gen7 EU machine code into Mesa's brw syntax.
    Disasm(DisasmArgs),
}

/// Output formats of `gen7 asm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AsmFormat {
    /// One line per instruction: its bytes as space-separated lower-case hex (Mesa's `.expected`).
    #[default]
    Hex,
    /// Raw bytes.
    Bin,
}

/// Input formats of `gen7 disasm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DisasmFormat {
    /// Guess from the contents.
    #[default]
    Auto,
    /// Raw bytes.
    Bin,
    /// Space-separated hex bytes, one instruction per line.
    Hex,
    /// igt's `{ 0x…, 0x…, 0x…, 0x… },` dword lists.
    Dwords,
}

/// `gen7 asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The assembly source (`-` for standard input).
    pub input: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: AsmFormat,
    /// Emit the compacted 64-bit form wherever it is exact.
    #[arg(long)]
    pub compact: bool,
    /// Threads for long files (default: the available cores; the output does not depend on it).
    #[arg(short, long)]
    pub jobs: Option<usize>,
    /// Output file (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// `gen7 disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// The machine code (`-` for standard input).
    pub input: PathBuf,
    /// Input format.
    #[arg(long, value_enum, default_value_t)]
    pub format: DisasmFormat,
    /// Output file (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Threads for text listings longer than one read step (default: the available cores; the
    /// output does not depend on it).
    #[arg(short, long)]
    pub jobs: Option<usize>,
}

/// Runs a `gen7` subcommand.
pub fn run(ctx: &Ctx, cmd: Gen7Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Gen7Command::Asm(a) => asm::asm(ctx, a),
        Gen7Command::Disasm(a) => disasm(ctx, a),
    }
}

/// Guesses the input format: text with `{ 0x` is an igt dword list, text made only of hex byte
/// pairs is the hex-line format, anything else is raw binary.
fn guess(bytes: &[u8]) -> DisasmFormat {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return DisasmFormat::Bin;
    };
    if text.contains("{ 0x") || text.contains("{0x") {
        return DisasmFormat::Dwords;
    }
    let hexish = !text.trim().is_empty()
        && text
            .split_whitespace()
            .all(|t| t.len() == 2 && t.bytes().all(|b| b.is_ascii_hexdigit()));
    if hexish {
        DisasmFormat::Hex
    } else {
        DisasmFormat::Bin
    }
}

/// Output for listings and hex: the text is handed to the file (or standard output) piece by
/// piece as it is produced, so a long listing never lives in memory whole.
///
/// An output file is a [`crate::util::InPlaceFile`]: rewritten in place and cut to the new
/// length at the end (or on drop after an error) instead of being truncated when it is opened,
/// so the kernel copies into the file's cached pages rather than freeing them all and
/// allocating new ones (the same bytes end up in the file either way). When the output is the
/// input file itself it is truncated first, as before.
struct Sink {
    out: Out,
    name: String,
}

/// Where a [`Sink`]'s bytes go.
enum Out {
    File(crate::util::InPlaceFile),
    Stdout(std::io::Stdout),
}

impl Sink {
    fn open(
        path: Option<&std::path::Path>,
        input: Option<&std::path::Path>,
    ) -> anyhow::Result<Sink> {
        let (out, name) = match path {
            Some(p) if p != std::path::Path::new("-") => (
                Out::File(crate::util::InPlaceFile::create(p, same_file(p, input))?),
                p.display().to_string(),
            ),
            _ => (Out::Stdout(std::io::stdout()), "standard output".into()),
        };
        Ok(Sink { out, name })
    }

    fn fail(&self, e: std::io::Error) -> anyhow::Error {
        crate::util::UsageError(format!("cannot write `{}`: {e}", self.name)).into()
    }

    /// Writes `bytes`.
    fn write(&mut self, bytes: &[u8]) -> anyhow::Result<()> {
        use std::io::Write;
        let r = match &mut self.out {
            Out::File(f) => f.write_all(bytes),
            Out::Stdout(o) => o.write_all(bytes),
        };
        r.map_err(|e| self.fail(e))
    }

    /// Cuts a rewritten file to the new length (flushes standard output).
    fn finish(mut self) -> anyhow::Result<()> {
        use std::io::Write;
        let r = match &mut self.out {
            Out::File(f) => f.finish(),
            Out::Stdout(o) => o.flush(),
        };
        r.map_err(|e| self.fail(e))
    }
}

fn decode_code(e: &hsakit_gen7::DecodeError) -> &'static str {
    if e.is_not_implemented() {
        "GEN7-D0002"
    } else {
        "GEN7-D0001"
    }
}

fn disasm(ctx: &Ctx, a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let stdin = a.input == std::path::Path::new("-");
    let cannot_read = |e: std::io::Error| {
        crate::util::UsageError(format!("cannot read `{}`: {e}", a.input.display()))
    };
    // A regular file is read at offsets by every thread, chunk by chunk; standard input, other
    // files and an input that is also the output are read whole first.
    let file = if stdin
        || same_file(
            a.output.as_deref().unwrap_or(std::path::Path::new("-")),
            Some(&a.input),
        ) {
        None
    } else {
        let f = std::fs::File::open(&a.input).map_err(cannot_read)?;
        match f.metadata() {
            Ok(m) if m.is_file() => Some((f, m.len())),
            _ => None,
        }
    };
    let mut whole = if file.is_none() {
        read_input(&a.input)?
    } else {
        Vec::new()
    };
    let (src, len) = match &file {
        Some((f, n)) => (Source::File(f), usize::try_from(*n).unwrap_or(usize::MAX)),
        None => (Source::Mem(&whole), whole.len()),
    };
    let jobs = a
        .jobs
        .unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        })
        .clamp(1, 64);
    let fmt = if a.format == DisasmFormat::Auto {
        let mut head = vec![0u8; len.min(GUESS_BYTES)];
        let got = src.read_at(&mut head, 0).map_err(cannot_read)?;
        head.truncate(got);
        guess(&head)
    } else {
        a.format
    };
    let mut sink = Sink::open(a.output.as_deref(), Some(&a.input))?;
    let failed = if matches!(fmt, DisasmFormat::Bin | DisasmFormat::Auto) {
        // Instruction boundaries depend on decoding from the start: read everything.
        let input = if file.is_some() {
            let mut all = vec![0u8; len];
            let n = src.read_at(&mut all, 0).map_err(cannot_read)?;
            all.truncate(n);
            all
        } else {
            std::mem::take(&mut whole)
        };
        disasm_bin(&input, &a.input, jobs, &mut sink)?
    } else {
        let diags = disasm_lines(&src, len, fmt, jobs, &mut sink).map_err(|e| match e {
            ChunkError::Read(e) => anyhow::Error::from(cannot_read(e)),
            ChunkError::Write(e) => e,
        })?;
        if !diags.is_empty() {
            let text = if file.is_none() {
                whole
            } else {
                read_input(&a.input)?
            };
            let file = SourceFile::new(a.input.display().to_string(), text);
            ctx.emit(&diags, &file, DiagFormat::Rustc);
        }
        !diags.is_empty()
    };
    sink.finish()?;
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Bytes looked at to guess the input format.
const GUESS_BYTES: usize = 1 << 16;

/// Input bytes per chunk of a text listing (the unit of work of one thread; the last chunks
/// are short so that no thread waits long for another at the end).
const TEXT_CHUNK: usize = 1 << 15;

/// Where `gen7 disasm` reads from: a regular file, read at offsets (so every thread reads its
/// own chunks), or bytes already in memory.
enum Source<'a> {
    File(&'a std::fs::File),
    Mem(&'a [u8]),
}

impl Source<'_> {
    /// Fills `buf` from input offset `at`; returns how many bytes were read (fewer than
    /// `buf.len()` only at the end of the input).
    fn read_at(&self, buf: &mut [u8], at: usize) -> std::io::Result<usize> {
        match self {
            Source::File(f) => {
                use std::os::unix::fs::FileExt;
                let mut have = 0;
                while have < buf.len() {
                    match f.read_at(&mut buf[have..], (at + have) as u64) {
                        Ok(0) => break,
                        Ok(n) => have += n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(e),
                    }
                }
                Ok(have)
            }
            Source::Mem(m) => {
                let rest = m.get(at..).unwrap_or(&[]);
                let n = rest.len().min(buf.len());
                buf[..n].copy_from_slice(&rest[..n]);
                Ok(n)
            }
        }
    }
}

/// Reads into `buf` the lines that start in input bytes `[s, e)` (`e` at most the input
/// length); returns `(at, lo, hi)`: `buf` holds the input from offset `at` on and the lines are
/// `buf[lo..hi]`. A line starts at offset 0 and after every `\n`, so neighbouring chunks agree
/// on which of them a line crossing their border belongs to.
fn chunk_lines(
    src: &Source,
    s: usize,
    e: usize,
    buf: &mut Vec<u8>,
) -> std::io::Result<(usize, usize, usize)> {
    let at = s.saturating_sub(1);
    // The chunk plus room for the end of its last line; doubled while a line is longer.
    let mut want = e - at + 256;
    loop {
        if buf.len() < want {
            buf.resize(want, 0);
        }
        let n = src.read_at(&mut buf[..want], at)?;
        let eof = n < want;
        let t = &buf[..n];
        let lo = if s == 0 {
            Some(0)
        } else {
            t.iter().position(|&b| b == b'\n').map(|p| p + 1)
        };
        let lo = match lo {
            Some(lo) => lo,
            None if eof => n,
            None => {
                want *= 2;
                continue;
            }
        };
        if at + lo >= e {
            return Ok((at, lo, lo));
        }
        let from = e - 1 - at;
        match t
            .get(from..)
            .and_then(|r| r.iter().position(|&b| b == b'\n'))
        {
            Some(p) => return Ok((at, lo, from + p + 1)),
            None if eof => return Ok((at, lo, n)),
            None => want *= 2,
        }
    }
}

/// A chunk's listing and diagnostics.
#[derive(Default)]
struct Done {
    out: Listing,
    diags: Vec<Diagnostic>,
    /// Error lines of a binary input (printed to standard error in input order).
    errors: String,
    /// Where the chunk's work started and where it stopped (a binary chunk can stop past its
    /// end when an undecodable instruction is skipped 16 bytes; the next chunk then started in
    /// the wrong place).
    start: usize,
    stop: usize,
}

/// Why a chunked disassembly stopped.
enum ChunkError {
    Read(std::io::Error),
    Write(anyhow::Error),
}

/// What the threads share: chunks finished out of order wait in `ready` until every chunk
/// before them is written.
struct Order<'s> {
    /// The output; `None` while a thread writes to it (outside the lock).
    sink: Option<&'s mut Sink>,
    next: usize,
    ready: Vec<Option<Done>>,
    /// Finished buffers for reuse (no fresh pages after the first chunks).
    pool: Vec<Done>,
    diags: Vec<Diagnostic>,
    err: Option<ChunkError>,
    /// Where the last written chunk stopped.
    prev_stop: usize,
    /// A chunk that started somewhere else than where the one before it stopped: nothing from
    /// it on was written, the rest of the input is redone in order from this offset.
    diverged: Option<usize>,
    /// Threads waiting for the written chunks to move on (the condition variable is only
    /// signalled when there are some: a signal is a system call even with no one waiting).
    waiting: usize,
}

/// Chunk borders over `len` input bytes: full chunks of `chunk` bytes, then the last
/// `4 * jobs` chunks' worth in quarter chunks (no thread waits long for another at the end).
fn chunk_bounds(len: usize, chunk: usize, jobs: usize) -> Vec<usize> {
    let mut bounds = vec![0usize];
    let tail = 4 * jobs * chunk;
    let mut pos = 0;
    while pos < len {
        let step = if len - pos > tail { chunk } else { chunk / 4 };
        pos = (pos + step.max(1)).min(len);
        bounds.push(pos);
    }
    bounds
}

/// Runs `work(start, end, scratch, done)` over the chunks `bounds[k]..bounds[k + 1]`: every
/// thread (this one and `jobs - 1` workers) claims the next chunk, works it into its own
/// buffer and hands it to the output, which is written in input order by whichever thread
/// finishes the chunk that is next. Returns the diagnostics in input order and the offset
/// from which the input must be redone in order, if some chunk did not start where the one
/// before it stopped.
fn ordered_chunks<F>(
    bounds: &[usize],
    jobs: usize,
    sink: &mut Sink,
    work: F,
) -> Result<(Vec<Diagnostic>, Option<usize>), ChunkError>
where
    F: Fn(usize, usize, &mut Vec<u8>, &mut Done) -> std::io::Result<()> + Sync,
{
    use std::sync::atomic::{AtomicUsize, Ordering};
    let n = bounds.len().saturating_sub(1);
    let jobs = jobs.min(n).max(1);
    let claim = AtomicUsize::new(0);
    let order = std::sync::Mutex::new(Order {
        sink: Some(sink),
        next: 0,
        ready: (0..n).map(|_| None).collect(),
        pool: Vec::new(),
        diags: Vec::new(),
        err: None,
        prev_stop: bounds.first().copied().unwrap_or(0),
        diverged: None,
        waiting: 0,
    });
    let moved = std::sync::Condvar::new();
    let window = 2 * jobs + 2;
    let lock = || {
        order
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    };
    let stop_all = |o: &mut Order| {
        claim.store(n, Ordering::Relaxed);
        moved.notify_all();
        o.next = n;
    };
    let thread = || {
        let mut scratch = Vec::new();
        loop {
            let k = claim.fetch_add(1, Ordering::Relaxed);
            let (Some(&s), Some(&e)) = (bounds.get(k), bounds.get(k + 1)) else {
                break;
            };
            // At most `window` chunks past the first unwritten one are in flight, so a thread
            // that is held up does not make the others buffer the rest of the listing.
            let mut guard = lock();
            while k >= guard.next + window && guard.next < n {
                guard.waiting += 1;
                guard = moved
                    .wait(guard)
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                guard.waiting -= 1;
            }
            if guard.next >= n {
                break;
            }
            let mut d = guard.pool.pop().unwrap_or_default();
            drop(guard);
            d.out.clear();
            d.diags.clear();
            d.errors.clear();
            d.start = s;
            d.stop = e;
            if let Err(err) = work(s, e, &mut scratch, &mut d) {
                // Stop everyone; the first error is reported.
                let mut o = lock();
                o.err.get_or_insert(ChunkError::Read(err));
                stop_all(&mut o);
                break;
            }
            let mut guard = lock();
            if let Some(slot) = guard.ready.get_mut(k) {
                *slot = Some(d);
            }
            // Chunks are written in order by one thread at a time, outside the lock (the others
            // keep handing in chunks meanwhile): the thread that finds the next chunk ready
            // while no one writes takes the sink and writes as long as the next one is ready.
            while guard.sink.is_some() {
                let o = &mut *guard;
                let Some(mut d) = o.ready.get_mut(o.next).and_then(Option::take) else {
                    break;
                };
                if d.start != o.prev_stop {
                    o.diverged = Some(o.prev_stop);
                    o.pool.push(d);
                    stop_all(o);
                    break;
                }
                let Some(sink) = o.sink.take() else { break };
                drop(guard);
                let written = sink.write(d.out.as_bytes());
                if !d.errors.is_empty() {
                    use std::io::Write as _;
                    let _ = std::io::stderr().lock().write_all(d.errors.as_bytes());
                }
                guard = lock();
                let o = &mut *guard;
                o.sink = Some(sink);
                if let Err(err) = written {
                    o.err = Some(ChunkError::Write(err));
                    o.pool.push(d);
                    stop_all(o);
                    break;
                }
                o.diags.append(&mut d.diags);
                o.prev_stop = d.stop;
                o.pool.push(d);
                o.next += 1;
                if o.waiting > 0 {
                    moved.notify_all();
                }
            }
        }
    };
    std::thread::scope(|sc| {
        for _ in 1..jobs {
            sc.spawn(thread);
        }
        thread();
    });
    let o = order
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    match o.err {
        Some(e) => Err(e),
        None => Ok((o.diags, o.diverged)),
    }
}

/// Disassembles a hex-line or dword-list input of `len` bytes in chunks of whole lines
/// ([`ordered_chunks`]; every thread reads its own chunks). Returns the diagnostics in input
/// order.
fn disasm_lines(
    src: &Source,
    len: usize,
    fmt: DisasmFormat,
    jobs: usize,
    sink: &mut Sink,
) -> Result<Vec<Diagnostic>, ChunkError> {
    let bounds = chunk_bounds(len, TEXT_CHUNK, jobs);
    // Text chunks always start where the one before stopped (their borders are line starts).
    let (diags, _) = ordered_chunks(&bounds, jobs, sink, |s, e, buf, d| {
        let (at, lo, hi) = chunk_lines(src, s, e, buf)?;
        disasm_text(&buf[lo..hi], at + lo, fmt, &mut d.out, &mut d.diags);
        Ok(())
    })?;
    Ok(diags)
}

/// Input bytes per chunk of a raw binary.
const BIN_CHUNK: usize = 1 << 14;

/// Disassembles raw binary in chunks ([`ordered_chunks`]) whose borders come from a scan of
/// the instruction lengths (CmptCtrl, bit 29: 8 or 16 bytes); when an undecodable instruction
/// was skipped past a scanned border, the input from there on is redone in order. Returns
/// whether some instruction failed to decode.
fn disasm_bin(
    input: &[u8],
    path: &std::path::Path,
    jobs: usize,
    sink: &mut Sink,
) -> anyhow::Result<bool> {
    let size_at = |off: usize| match input.get(off + 3) {
        Some(b) if b & 0x20 != 0 => 8,
        _ => 16,
    };
    let mut bounds = vec![0];
    let mut off = 0;
    for want in chunk_bounds(input.len(), BIN_CHUNK, jobs)
        .into_iter()
        .skip(1)
    {
        while off < want {
            off += size_at(off);
        }
        let off = off.min(input.len());
        if off > bounds.last().copied().unwrap_or(0) {
            bounds.push(off);
        }
    }
    let failed = std::sync::atomic::AtomicBool::new(false);
    let name = path.display().to_string();
    let run = |s: usize, e: usize, d: &mut Done| {
        d.stop = bin_range(input, s, e, &name, &mut d.out, &mut d.errors);
        if !d.errors.is_empty() {
            failed.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    };
    let (_, diverged) = ordered_chunks(&bounds, jobs, sink, |s, e, _, d| {
        run(s, e, d);
        Ok(())
    })
    .map_err(|e| match e {
        ChunkError::Read(e) => anyhow::Error::from(e),
        ChunkError::Write(e) => e,
    })?;
    if let Some(from) = diverged {
        let mut d = Done::default();
        run(from, input.len(), &mut d);
        sink.write(d.out.as_bytes())?;
        eprint!("{}", d.errors);
    }
    Ok(failed.into_inner())
}

/// Disassembles the instructions of `input` from offset `s` on until one starts at or past
/// `e`; returns that offset. Undecodable instructions are reported in `errors` and skipped
/// (16 bytes, or to the end when the input ends inside one).
fn bin_range(
    input: &[u8],
    s: usize,
    e: usize,
    name: &str,
    out: &mut Listing,
    errors: &mut String,
) -> usize {
    use std::fmt::Write as _;
    let mut off = s;
    while off < e && off < input.len() {
        // A whole native instruction goes straight to the native decoder and is printed from
        // where it was decoded.
        if let Some(w) = input.get(off..off + 16)
            && w[3] & 0x20 == 0
        {
            let mut b = [0u8; 16];
            b.copy_from_slice(w);
            if let Err(err) = out.push_native(u128::from_le_bytes(b), off) {
                let _ = writeln!(
                    errors,
                    "error[{}]: {err}\n --> {name}: byte offset {off}",
                    decode_code(&err)
                );
            }
            off += 16;
            continue;
        }
        match hsakit_gen7::decode_at(input, off) {
            Ok((inst, size, compacted)) => {
                out.push_instruction(&inst, compacted);
                off += size;
            }
            Err(err) => {
                let _ = writeln!(
                    errors,
                    "error[{}]: {err}\n --> {name}: byte offset {off}",
                    decode_code(&err)
                );
                off += if matches!(err, hsakit_gen7::DecodeError::Truncated { .. }) {
                    input.len() - off
                } else {
                    16
                };
            }
        }
    }
    off.max(e)
}

/// Disassembles one piece of a hex-line or dword-list text that starts at byte `base` of the
/// file, appending the listing to `out` and the diagnostics (spans in file offsets) to `diags`.
fn disasm_text(
    piece: &[u8],
    base: usize,
    fmt: DisasmFormat,
    out: &mut Listing,
    diags: &mut Vec<Diagnostic>,
) {
    use hsakit_gen7::input::{lines, parse_dword_line, parse_hex_line};
    let one = |out: &mut Listing,
               diags: &mut Vec<Diagnostic>,
               start: usize,
               len: usize,
               parsed: Result<Option<LineBytes>, LineError>| {
        let span = Span::new(base + start, base + start + len);
        let bytes = match parsed {
            Ok(Some(b)) => b,
            Ok(None) => return,
            Err(msg) => {
                diags.push(
                    Diagnostic::error("GEN7-D0003", msg.to_string())
                        .with_primary(span, "cannot read this line"),
                );
                return;
            }
        };
        let bad = |e: &hsakit_gen7::DecodeError| {
            Diagnostic::error(decode_code(e), e.to_string())
                .with_primary(span, "in this instruction")
        };
        // A native instruction (16 bytes, CmptCtrl clear) goes straight to the native decoder
        // and is printed from where it was decoded (no copies of the instruction on the way).
        if bytes.len == 16 && bytes.bytes[3] & 0x20 == 0 {
            if let Err(e) = out.push_native(u128::from_le_bytes(bytes.bytes), 0) {
                diags.push(bad(&e));
            }
            return;
        }
        match hsakit_gen7::decode(bytes.as_slice()) {
            Ok((inst, size, compacted)) if size == bytes.len => {
                out.push_instruction(&inst, compacted);
            }
            Ok((_, size, _)) => diags.push(
                Diagnostic::error(
                    "GEN7-D0003",
                    format!("line has {} bytes but the instruction is {size}", bytes.len),
                )
                .with_primary(span, "wrong length"),
            ),
            Err(e) => diags.push(bad(&e)),
        }
    };
    if fmt == DisasmFormat::Hex {
        for (start, line) in lines(piece) {
            one(out, diags, start, line.len(), parse_hex_line(line));
        }
        return;
    }
    // Dword lists: a line in igt's exact layout holding a native instruction is decoded and
    // printed from its word; every other line is read by `parse_dword_line`.
    let mut pos = 0;
    while pos < piece.len() {
        let rest = &piece[pos..];
        if let Some(w) = igt::word(rest) {
            if w & 1 << 29 == 0 {
                if let Err(e) = out.push_native(w, 0) {
                    diags.push(
                        Diagnostic::error(decode_code(&e), e.to_string()).with_primary(
                            Span::new(base + pos, base + pos + igt::LINE - 1),
                            "in this instruction",
                        ),
                    );
                }
            } else {
                let bytes = LineBytes {
                    bytes: w.to_le_bytes(),
                    len: 16,
                };
                one(out, diags, pos, igt::LINE - 1, Ok(Some(bytes)));
            }
            pos += igt::LINE;
            continue;
        }
        let len = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        one(out, diags, pos, len, parse_dword_line(&rest[..len]));
        pos += len + 1;
    }
}
