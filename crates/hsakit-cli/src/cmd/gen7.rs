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
    /// Threads for text listings longer than one read step (default: the available cores; the
    /// output does not depend on it).
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
        let file = SourceFile::new(a.input.display().to_string(), std::mem::take(&mut src));
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
    let ok = out.failed.is_empty();
    // The source and the bytes (megabytes for a long file) are left to the process exit,
    // which frees the address space in one go instead of unmapping each buffer here.
    std::mem::forget(src);
    std::mem::forget(out);
    Ok(if ok {
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
    let have = reader.fill(&mut buf, 0)?;
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
        // What was read to guess the format starts the first piece.
        buf.truncate(have);
        let mut pieces = Pieces {
            reader,
            carry: buf,
            next_base: 0,
            done: false,
        };
        // The first piece goes to this thread; workers start only when there is more.
        let mut own = Piece::default();
        pieces.next(&mut own)?;
        let jobs = if pieces.done {
            1
        } else {
            a.jobs
                .unwrap_or_else(|| {
                    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
                })
                .clamp(1, 64)
        };
        let mut diags = Vec::new();
        std::thread::scope(|sc| -> anyhow::Result<()> {
            // Worker k gets piece k of every round over its own pair of channels and sends it
            // back done; this thread does piece 0 and writes the pieces in order. The pieces'
            // buffers go back and forth, so after the first round nothing is allocated.
            let mut links = Vec::with_capacity(jobs - 1);
            for _ in 1..jobs {
                let (to_worker, work) = std::sync::mpsc::channel::<Piece>();
                let (done, from_worker) = std::sync::mpsc::channel::<Piece>();
                sc.spawn(move || {
                    for mut p in work {
                        p.disasm(fmt);
                        if done.send(p).is_err() {
                            break;
                        }
                    }
                });
                links.push((to_worker, from_worker, Some(Piece::default())));
            }
            let mut first = true;
            loop {
                if !first {
                    if pieces.done {
                        break;
                    }
                    pieces.next(&mut own)?;
                }
                first = false;
                let mut sent = 0;
                for (to_worker, _, spare) in &mut links {
                    if pieces.done {
                        break;
                    }
                    let mut p = spare.take().unwrap_or_default();
                    pieces.next(&mut p)?;
                    to_worker.send(p)?;
                    sent += 1;
                }
                own.disasm(fmt);
                sink.write(own.out.as_bytes())?;
                diags.append(&mut own.diags);
                for (_, from_worker, spare) in links.iter_mut().take(sent) {
                    let mut p = from_worker.recv()?;
                    sink.write(p.out.as_bytes())?;
                    diags.append(&mut p.diags);
                    *spare = Some(p);
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

/// A piece of a hex-line or dword-list input (whole lines, `buf[..len]`, starting at byte `base`
/// of the input) and what disassembling it gave.
#[derive(Default)]
struct Piece {
    buf: Vec<u8>,
    len: usize,
    base: usize,
    out: Listing,
    diags: Vec<Diagnostic>,
}

impl Piece {
    fn disasm(&mut self, fmt: DisasmFormat) {
        self.out.clear();
        let text = self.buf.get(..self.len).unwrap_or(&[]);
        disasm_text(text, self.base, fmt, &mut self.out, &mut self.diags);
    }
}

/// Cuts a text input into pieces of whole lines, about [`READ_CHUNK`] bytes each.
struct Pieces<'a> {
    reader: Reader<'a>,
    /// Read but not yet handed out: the start of a line cut by the last read.
    carry: Vec<u8>,
    /// Input offset of the first byte of `carry`.
    next_base: usize,
    /// The input is used up (the last piece was handed out).
    done: bool,
}

impl Pieces<'_> {
    /// Fills `p` with the next piece (empty at the end of the input).
    fn next(&mut self, p: &mut Piece) -> anyhow::Result<()> {
        let c = self.carry.len();
        let size = READ_CHUNK.max(c.next_power_of_two());
        if p.buf.len() < size {
            p.buf.resize(size, 0);
        }
        p.buf[..c].copy_from_slice(&self.carry);
        self.carry.clear();
        let mut have = self.reader.fill(&mut p.buf, c)?;
        let complete = loop {
            if have < p.buf.len() {
                self.done = true;
                break have;
            }
            match p.buf[..have].iter().rposition(|&b| b == b'\n') {
                Some(at) => break at + 1,
                None => {
                    // A line longer than the buffer: read more of it.
                    let at = p.buf.len();
                    p.buf.resize(at * 2, 0);
                    have = self.reader.fill(&mut p.buf, have)?;
                }
            }
        };
        self.carry.extend_from_slice(&p.buf[complete..have]);
        p.len = complete;
        p.base = self.next_base;
        p.diags.clear();
        self.next_base += complete;
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
