//! `hsakit gen7 asm|disasm`.

use crate::util::{Ctx, DiagFormat, read_input};
use clap::{Args, Subcommand, ValueEnum};
use hsakit_diag::{Diagnostic, SourceFile, Span};
use hsakit_gen7::asm::{AsmOptions, assemble_code_in_place};
use hsakit_gen7::input::{LineBytes, LineError};
use hsakit_gen7::print::Listing;
use std::path::PathBuf;
use std::process::ExitCode;

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
    /// Worker threads for text listings longer than one read step (default 1).
    #[arg(short, long)]
    pub jobs: Option<usize>,
}

/// Runs a `gen7` subcommand.
pub fn run(ctx: &Ctx, cmd: Gen7Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Gen7Command::Asm(a) => asm(ctx, a),
        Gen7Command::Disasm(a) => disasm(ctx, a),
    }
}

fn asm(ctx: &Ctx, a: AsmArgs) -> anyhow::Result<ExitCode> {
    let mut src = read_input(&a.input)?;
    let out = assemble_code_in_place(
        &mut src,
        AsmOptions {
            compact: a.compact,
            jobs: a.jobs.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            }),
            ..Default::default()
        },
    );
    if !out.diagnostics.is_empty() {
        let file = SourceFile::new(a.input.display().to_string(), src);
        ctx.emit(&out.diagnostics, &file, DiagFormat::Rustc);
    }
    // The output goes out in chunks through one buffer.
    let mut sink = Sink::open(a.output.as_deref(), Some(&a.input))?;
    const HEX: &[u8; 16] = b"0123456789abcdef";
    for bytes in &out.code {
        match a.format {
            AsmFormat::Bin => sink.buf.extend_from_slice(bytes),
            AsmFormat::Hex => {
                // "xx " per byte; the last space becomes the newline.
                let mut line = [b' '; 48];
                for (k, b) in bytes.iter().enumerate().take(16) {
                    line[3 * k] = HEX[usize::from(b >> 4)];
                    line[3 * k + 1] = HEX[usize::from(b & 15)];
                }
                let n = 3 * bytes.len().min(16);
                if let Some(last) = n.checked_sub(1) {
                    line[last] = b'\n';
                }
                sink.buf.extend_from_slice(&line[..n]);
            }
        }
        if sink.buf.len() >= Sink::CHUNK {
            sink.flush()?;
        }
    }
    sink.finish()?;
    Ok(if out.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
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

/// Buffered output for listings: text is built in one buffer that is handed to the file (or
/// standard output) whenever it passes [`Sink::CHUNK`] bytes, so a long listing never lives in
/// memory whole.
///
/// An existing regular output file is rewritten in place and cut to the new length at the end
/// ([`Sink::finish`], or on drop after an error) instead of being truncated when it is opened:
/// the kernel then copies into the file's cached pages rather than freeing them all and
/// allocating new ones (the same bytes end up in the file either way). When the output is the
/// input file itself it is truncated first, as before.
struct Sink {
    w: Box<dyn std::io::Write>,
    /// The output file when it is a regular file (cut to `written` bytes at the end).
    file: Option<std::fs::File>,
    written: u64,
    finished: bool,
    buf: Vec<u8>,
    name: String,
}

impl Sink {
    const CHUNK: usize = 1 << 18;

    fn open(
        path: Option<&std::path::Path>,
        input: Option<&std::path::Path>,
    ) -> anyhow::Result<Sink> {
        let cannot = |p: &std::path::Path, e: std::io::Error| {
            crate::util::UsageError(format!("cannot write `{}`: {}", p.display(), e))
        };
        let (w, file, name): (Box<dyn std::io::Write>, Option<std::fs::File>, String) = match path {
            Some(p) if p != std::path::Path::new("-") => {
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .create(true)
                    .truncate(same_file(p, input))
                    .open(p)
                    .map_err(|e| cannot(p, e))?;
                let regular = f.metadata().is_ok_and(|m| m.is_file());
                let keep = if regular {
                    Some(f.try_clone().map_err(|e| cannot(p, e))?)
                } else {
                    None
                };
                (Box::new(f), keep, p.display().to_string())
            }
            _ => (Box::new(std::io::stdout()), None, "standard output".into()),
        };
        Ok(Sink {
            w,
            file,
            written: 0,
            finished: false,
            buf: Vec::with_capacity(Self::CHUNK + 4096),
            name,
        })
    }

    fn fail(&self, e: std::io::Error) -> anyhow::Error {
        crate::util::UsageError(format!("cannot write `{}`: {e}", self.name)).into()
    }

    /// Writes `bytes` after what is buffered.
    fn write(&mut self, bytes: &[u8]) -> anyhow::Result<()> {
        self.flush()?;
        self.w.write_all(bytes).map_err(|e| self.fail(e))?;
        self.written += bytes.len() as u64;
        Ok(())
    }

    fn flush(&mut self) -> anyhow::Result<()> {
        self.w.write_all(&self.buf).map_err(|e| self.fail(e))?;
        self.written += self.buf.len() as u64;
        self.buf.clear();
        Ok(())
    }

    /// Writes what is buffered and cuts a rewritten file to the new length.
    fn finish(mut self) -> anyhow::Result<()> {
        self.flush()?;
        self.w.flush().map_err(|e| self.fail(e))?;
        self.finished = true;
        if let Some(f) = &self.file {
            f.set_len(self.written).map_err(|e| self.fail(e))?;
        }
        Ok(())
    }
}

impl Drop for Sink {
    /// After an error, a rewritten file still ends where the new text ends (best effort).
    fn drop(&mut self) {
        if !self.finished
            && let Some(f) = &self.file
        {
            let _ = f.set_len(self.written);
        }
    }
}

/// Whether `out` names the same existing file as `input`.
fn same_file(out: &std::path::Path, input: Option<&std::path::Path>) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Some(input) = input else { return false };
    match (std::fs::metadata(out), std::fs::metadata(input)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
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
    let mut sink = Sink::open(a.output.as_deref(), Some(&a.input))?;
    let stdin = a.input == std::path::Path::new("-");
    // A file is read in pieces; standard input is read whole (diagnostics need its text).
    let mut file = if stdin {
        None
    } else {
        Some(std::fs::File::open(&a.input).map_err(|e| {
            crate::util::UsageError(format!("cannot read `{}`: {e}", a.input.display()))
        })?)
    };
    let whole = if stdin {
        read_input(&a.input)?
    } else {
        Vec::new()
    };
    let mut reader = Reader {
        file: file.as_mut(),
        whole: &whole,
        taken: 0,
        name: a.input.display().to_string(),
    };
    let mut buf = vec![0u8; READ_CHUNK];
    let mut have = reader.fill(&mut buf, 0)?;
    let fmt = if a.format == DisasmFormat::Auto {
        guess(&buf[..have])
    } else {
        a.format
    };
    let failed = if matches!(fmt, DisasmFormat::Bin | DisasmFormat::Auto) {
        // Instruction boundaries depend on decoding from the start: read everything.
        let mut input = buf;
        input.truncate(have);
        loop {
            let at = input.len();
            input.resize(at + READ_CHUNK, 0);
            let got = reader.fill(&mut input, at)?;
            input.truncate(got);
            if got == at {
                break;
            }
        }
        disasm_bin(&input, &a.input, &mut sink)?
    } else {
        // One thread unless asked: on the 2-core reference machine the page faults and hand-off
        // of a second worker cost about what it saves (`cargo xtask bench gen7`).
        let jobs = a.jobs.unwrap_or(1).clamp(1, 64);
        let mut diags = Vec::new();
        let mut base = 0usize;
        // Inputs that fit one read step are done on this thread.
        let mut pool = if jobs > 1 && have == buf.len() {
            Some(Pool::default())
        } else {
            None
        };
        let mut out = Listing::new();
        std::thread::scope(|sc| -> anyhow::Result<()> {
            // Worker threads live for the whole listing; pieces of text go out through a
            // bounded queue and come back as listings, which are written in order.
            let (work_tx, work_rx) = std::sync::mpsc::sync_channel::<Work>(jobs * 2);
            let work_rx = std::sync::Arc::new(std::sync::Mutex::new(work_rx));
            let (done_tx, done_rx) = std::sync::mpsc::channel::<Work>();
            if pool.is_some() {
                for _ in 0..jobs {
                    let rx = work_rx.clone();
                    let tx = done_tx.clone();
                    sc.spawn(move || {
                        loop {
                            let next = match rx.lock() {
                                Ok(guard) => guard.recv(),
                                Err(_) => break,
                            };
                            let Ok(mut w) = next else { break };
                            w.out.clear();
                            disasm_text(&w.text, w.base, fmt, &mut w.out, &mut w.diags);
                            if tx.send(w).is_err() {
                                break;
                            }
                        }
                    });
                }
            }
            drop(done_tx);
            loop {
                let eof = have < buf.len();
                let complete = if eof {
                    have
                } else {
                    buf[..have]
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |p| p + 1)
                };
                if complete == 0 && !eof {
                    // A line longer than the buffer: read more of it.
                    let at = buf.len();
                    buf.resize(at * 2, 0);
                    have = reader.fill(&mut buf, have)?;
                    continue;
                }
                let chunk = &buf[..complete];
                match pool.as_mut() {
                    None => {
                        out.clear();
                        disasm_text(chunk, base, fmt, &mut out, &mut diags);
                        sink.write(out.as_bytes())?;
                    }
                    Some(pool) => {
                        for (x, y) in split_lines(chunk, jobs) {
                            while pool.in_flight >= jobs * 2 {
                                let w = done_rx.recv()?;
                                pool.finished(w, &mut sink, &mut diags)?;
                            }
                            let mut w = pool.fresh(base + x);
                            w.text.extend_from_slice(&chunk[x..y]);
                            work_tx.send(w)?;
                        }
                    }
                }
                if eof {
                    break;
                }
                buf.copy_within(complete..have, 0);
                have -= complete;
                base += complete;
                have = reader.fill(&mut buf, have)?;
            }
            drop(work_tx);
            if let Some(pool) = pool.as_mut() {
                while pool.in_flight > 0 {
                    let w = done_rx.recv()?;
                    pool.finished(w, &mut sink, &mut diags)?;
                }
            }
            Ok(())
        })?;
        if !diags.is_empty() {
            let text = if stdin { whole } else { read_input(&a.input)? };
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

/// A piece of text for a worker thread, and what the worker made of it.
#[derive(Default)]
struct Work {
    seq: usize,
    base: usize,
    text: Vec<u8>,
    out: Listing,
    diags: Vec<Diagnostic>,
}

/// The main thread's side of the workers: pieces in flight, finished pieces waiting for their
/// turn, and spent buffers to reuse.
#[derive(Default)]
struct Pool {
    next_seq: usize,
    next_write: usize,
    in_flight: usize,
    waiting: std::collections::BTreeMap<usize, Work>,
    spare: Vec<Work>,
}

impl Pool {
    /// A piece to fill (a reused buffer when there is one).
    fn fresh(&mut self, base: usize) -> Work {
        let mut w = self.spare.pop().unwrap_or_default();
        w.text.clear();
        w.diags.clear();
        w.seq = self.next_seq;
        w.base = base;
        self.next_seq += 1;
        self.in_flight += 1;
        w
    }

    /// A worker finished `w`: write every piece whose turn has come.
    fn finished(
        &mut self,
        w: Work,
        sink: &mut Sink,
        diags: &mut Vec<Diagnostic>,
    ) -> anyhow::Result<()> {
        self.in_flight -= 1;
        self.waiting.insert(w.seq, w);
        while let Some(mut w) = self.waiting.remove(&self.next_write) {
            sink.write(w.out.as_bytes())?;
            diags.append(&mut w.diags);
            self.next_write += 1;
            self.spare.push(w);
        }
        Ok(())
    }
}

/// Bytes read per step from an input file.
const READ_CHUNK: usize = 1 << 16;

/// The input of `gen7 disasm`: a file read step by step, or standard input already in memory.
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
                let n = rest.len().min(buf.len() - have);
                buf[have..have + n].copy_from_slice(&rest[..n]);
                self.taken += n;
                have += n;
            }
        }
        Ok(have)
    }
}

/// Disassembles raw binary: returns whether some instruction failed to decode.
fn disasm_bin(input: &[u8], path: &std::path::Path, sink: &mut Sink) -> anyhow::Result<bool> {
    let mut failed = false;
    let mut off = 0;
    let mut listing = Listing::new();
    while off < input.len() {
        match hsakit_gen7::decode_at(input, off) {
            Ok((inst, size, compacted)) => {
                listing.push_instruction(&inst, compacted);
                if listing.len() >= Sink::CHUNK {
                    sink.write(listing.as_bytes())?;
                    listing.clear();
                }
                off += size;
            }
            Err(e) => {
                failed = true;
                eprintln!(
                    "error[{}]: {e}\n --> {}: byte offset {off}",
                    decode_code(&e),
                    path.display()
                );
                off += if matches!(e, hsakit_gen7::DecodeError::Truncated { .. }) {
                    input.len()
                } else {
                    16
                };
            }
        }
    }
    sink.write(listing.as_bytes())?;
    Ok(failed)
}

/// Cuts `input` into at most `n` pieces of about equal size, each ending at a line end.
fn split_lines(input: &[u8], n: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::with_capacity(n);
    let mut start = 0;
    for k in 1..n {
        let guess = (input.len() * k / n).max(start);
        let end = match input
            .get(guess..)
            .and_then(|r| r.iter().position(|&b| b == b'\n'))
        {
            Some(p) => guess + p + 1,
            None => break,
        };
        if end > start {
            out.push((start, end));
            start = end;
        }
    }
    if start < input.len() || out.is_empty() {
        out.push((start, input.len()));
    }
    out
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
    use hsakit_gen7::input::{dword_lines, lines, parse_hex_line};
    let mut one = |start: usize, len: usize, parsed: Result<Option<LineBytes>, LineError>| {
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
            Err(e) => diags.push(
                Diagnostic::error(decode_code(&e), e.to_string())
                    .with_primary(span, "in this instruction"),
            ),
        }
    };
    if fmt == DisasmFormat::Hex {
        for (start, line) in lines(piece) {
            one(start, line.len(), parse_hex_line(line));
        }
    } else {
        for (start, len, parsed) in dword_lines(piece) {
            one(start, len, parsed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::split_lines;

    #[test]
    fn pieces_end_at_line_ends() {
        let t = b"aa\nbbbb\nc\ndddd\n";
        let p = split_lines(t, 3);
        assert_eq!(p.first().map(|x| x.0), Some(0));
        assert_eq!(p.last().map(|x| x.1), Some(t.len()));
        for w in p.windows(2) {
            assert_eq!(w[0].1, w[1].0);
        }
        for &(_, b) in &p {
            assert_eq!(t[b - 1], b'\n');
        }
        assert_eq!(split_lines(b"abc", 4), vec![(0, 3)]);
        assert_eq!(split_lines(b"", 2), vec![(0, 0)]);
    }
}
