//! `hsakit rdna4 asm|disasm`.

use crate::util::{Ctx, DiagFormat, ExitCode};
use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;

/// The `rdna4` subcommands.
#[derive(Subcommand, Debug)]
pub enum Rdna4Command {
    /// Assemble LLVM-syntax RDNA4 assembly (one instruction per line, labels, directives).
    Asm(AsmArgs),
    /// Disassemble raw bytes, a code object, or llvm-mc byte lists into LLVM syntax.
    Disasm(DisasmArgs),
    /// Run one work-group of a code object's kernel on the emulator and print one wave's
    /// instructions with the registers each one changed.
    Trace(TraceArgs),
}

/// The GPU: gfx1200 or gfx1201.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mcpu {
    /// Navi 44.
    Gfx1200,
    /// Navi 48.
    #[default]
    Gfx1201,
}

/// Wave size options shared by asm and disasm.
#[derive(Args, Debug, Clone, Copy)]
pub struct WaveArgs {
    /// Assume wave64 (VCC is a 64-bit pair).
    #[arg(long, conflicts_with = "wave32")]
    pub wave64: bool,
    /// Assume wave32 (the default, as for llvm-mc-19 on gfx12).
    #[arg(long)]
    pub wave32: bool,
}

/// `rdna4 asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The assembly source (`-` for standard input).
    pub input: PathBuf,
    /// Write raw bytes, or a code object when the source has kernel directives.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Print each instruction followed by `; encoding: [0x..,...]`.
    #[arg(long)]
    pub show_encoding: bool,
    /// Target GPU.
    #[arg(long, value_enum, default_value_t)]
    pub mcpu: Mcpu,
    #[command(flatten)]
    pub wave: WaveArgs,
}

/// `rdna4 disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// Raw machine code, an AMDGPU code object, or llvm-mc byte-list text.
    pub input: PathBuf,
    /// Print each instruction followed by `; encoding: [0x..,...]`.
    #[arg(long)]
    pub show_encoding: bool,
    /// Target GPU.
    #[arg(long, value_enum, default_value_t)]
    pub mcpu: Mcpu,
    #[command(flatten)]
    pub wave: WaveArgs,
}

/// Runs an `rdna4` subcommand.
pub fn run(ctx: &Ctx, cmd: Rdna4Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Rdna4Command::Asm(a) => asm(ctx, &a),
        Rdna4Command::Disasm(a) => disasm(ctx, &a),
        Rdna4Command::Trace(a) => trace::run(&a),
    }
}

/// The longest byte list one line may hold (a whole instruction is at most 16 bytes; llvm-mc
/// input lines usually hold one).
const LINE_BYTES: usize = 256;

/// Parses one line of llvm-mc byte-list text (`0x01 0x02 ...` or `[0x01,0x02,...]`, comments
/// after `#` or `;`) into `buf`: `Ok(None)` for an empty line, `Ok(Some(n))` for `n` bytes.
fn parse_byte_line(line: &str, buf: &mut [u8; LINE_BYTES]) -> Result<Option<usize>, String> {
    let line = line.split(['#', ';']).next().unwrap_or("").trim();
    if line.is_empty() {
        return Ok(None);
    }
    let body = line.trim_start_matches('[').trim_end_matches(']');
    let mut n = 0;
    for tok in body.split([',', ' ', '\t']).filter(|t| !t.is_empty()) {
        let b = tok.as_bytes();
        let hex = |c: u8| match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        };
        let v = match b {
            [b'0', b'x' | b'X', d] => hex(*d),
            [b'0', b'x' | b'X', h, l] => hex(*h).zip(hex(*l)).map(|(h, l)| h << 4 | l),
            _ => None,
        };
        match v {
            Some(v) if n < LINE_BYTES => {
                buf[n] = v;
                n += 1;
            }
            Some(_) => return Err(format!("more than {LINE_BYTES} bytes on one line")),
            None => return Err(format!("`{tok}` is not a byte like 0x1f")),
        }
    }
    Ok(Some(n))
}

/// The common case of [`parse_byte_line`] without its string machinery: an ASCII line of
/// `0x..` tokens separated by spaces, tabs or commas, optionally in brackets, optionally with a
/// comment. `None` when the line is anything else (the caller then uses [`parse_byte_line`],
/// which also words the errors).
fn parse_byte_line_fast(line: &[u8], buf: &mut [u8; LINE_BYTES]) -> Option<Option<usize>> {
    let end = line
        .iter()
        .position(|&c| c == b'#' || c == b';')
        .unwrap_or(line.len());
    let mut body = line.get(..end)?;
    while let [b' ' | b'\t', rest @ ..] = body {
        body = rest;
    }
    while let [rest @ .., b' ' | b'\t'] = body {
        body = rest;
    }
    if body.is_empty() {
        return Some(None);
    }
    while let [b'[', rest @ ..] = body {
        body = rest;
    }
    while let [rest @ .., b']'] = body {
        body = rest;
    }
    let hex = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    let mut n = 0;
    let mut i = 0;
    while i < body.len() {
        match body.get(i)? {
            b' ' | b'\t' | b',' => i += 1,
            b'0' => {
                let tok_end = body
                    .get(i..)?
                    .iter()
                    .position(|&c| matches!(c, b' ' | b'\t' | b','))
                    .map_or(body.len(), |p| i + p);
                let v = match body.get(i..tok_end)? {
                    [b'0', b'x' | b'X', d] => hex(*d)?,
                    [b'0', b'x' | b'X', h, l] => hex(*h)? << 4 | hex(*l)?,
                    _ => return None,
                };
                *buf.get_mut(n)? = v;
                n += 1;
                i = tok_end;
            }
            _ => return None,
        }
    }
    Some(Some(n))
}

/// Whether the input is llvm-mc byte-list text: UTF-8 with at least one line that parses
/// (otherwise it is raw machine code).
fn is_byte_list(input: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(input).ok()?;
    let mut buf = [0u8; LINE_BYTES];
    text.lines()
        .any(|l| matches!(parse_byte_line(l, &mut buf), Ok(Some(_))))
        .then_some(text)
}

fn encoding_comment(b: &[u8]) -> String {
    let mut s = String::with_capacity(2 + 5 * b.len());
    push_encoding(&mut s, b);
    s
}

/// Appends `[0x01,0x02,...]` (built in a stack buffer, appended at once).
fn push_encoding(s: &mut String, b: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    // An instruction is at most 16 bytes; the text is at most 2 + 5 * 16 bytes.
    let mut text = [0u8; 2 + 5 * 16];
    let mut n = 0;
    let mut put = |c: u8| {
        if let Some(slot) = text.get_mut(n) {
            *slot = c;
            n += 1;
        }
    };
    put(b'[');
    for (i, x) in b.iter().take(16).enumerate() {
        if i > 0 {
            put(b',');
        }
        put(b'0');
        put(b'x');
        put(HEX[usize::from(x >> 4)]);
        put(HEX[usize::from(x & 15)]);
    }
    if b.len() > 16 {
        s.push_str(std::str::from_utf8(&text[..n]).unwrap_or(""));
        for x in &b[16..] {
            s.push_str(",0x");
            s.push(char::from(HEX[usize::from(x >> 4)]));
            s.push(char::from(HEX[usize::from(x & 15)]));
        }
        s.push(']');
        return;
    }
    put(b']');
    s.push_str(std::str::from_utf8(&text[..n]).unwrap_or(""));
}

/// Standard output through one reusable buffer written out in large blocks, so a listing is
/// never held whole in memory; the first write error is kept for the end.
struct Sink {
    buf: String,
    out: std::io::StdoutLock<'static>,
    err: Option<std::io::Error>,
}

impl Sink {
    /// Bytes gathered before a write.
    const BLOCK: usize = 1 << 16;

    fn new() -> Self {
        Sink {
            buf: String::with_capacity(Self::BLOCK + 4096),
            out: std::io::stdout().lock(),
            err: None,
        }
    }

    /// Writes the buffer out once it holds a block.
    fn flush_if_full(&mut self) {
        if self.buf.len() >= Self::BLOCK {
            self.flush();
        }
    }

    fn flush(&mut self) {
        use std::io::Write;
        if self.err.is_none()
            && let Err(e) = self.out.write_all(self.buf.as_bytes())
        {
            self.err = Some(e);
        }
        self.buf.clear();
    }

    /// Writes out the buffer, then `text`.
    fn write_block(&mut self, text: &str) {
        use std::io::Write;
        self.flush();
        if self.err.is_none()
            && let Err(e) = self.out.write_all(text.as_bytes())
        {
            self.err = Some(e);
        }
    }

    /// Writes what is left; the first write error, if any.
    fn finish(mut self) -> anyhow::Result<()> {
        use std::io::Write;
        self.flush();
        if let Some(e) = self.err.take() {
            return Err(e.into());
        }
        self.out.flush()?;
        Ok(())
    }
}

fn disasm(ctx: &Ctx, a: &DisasmArgs) -> anyhow::Result<ExitCode> {
    use hsakit_diag::{Diagnostic, SourceFile};
    use hsakit_rdna4::{DecodeErrorKind, Wave, decode};
    let input = crate::util::read_input(&a.input)?;
    let wave = if a.wave.wave64 { Wave::W64 } else { Wave::W32 };
    let name = a.input.display().to_string();
    let mut sink = Sink::new();
    sink.buf.push_str("\t.text\n");
    let mut diags: Vec<Diagnostic> = Vec::new();
    let kind = |k: DecodeErrorKind| match k {
        DecodeErrorKind::NotImplemented => "not implemented",
        DecodeErrorKind::Truncated => "truncated instruction",
        DecodeErrorKind::Invalid => "invalid instruction encoding",
    };
    match is_byte_list(&input) {
        Some(text) => {
            // Lines are independent: chunks of whole lines are disassembled on a few threads
            // and printed in order.
            let chunks = hsakit_rdna4::par::line_chunks(text, hsakit_rdna4::par::CHUNK_BYTES);
            hsakit_rdna4::par::ordered(
                chunks.len(),
                |i| {
                    let r = chunks.get(i).cloned().unwrap_or(0..0);
                    let mut out = String::with_capacity(r.len() * 2);
                    let mut d = Vec::new();
                    disasm_lines(text, r, wave, a.show_encoding, &mut out, &mut d);
                    (out, d)
                },
                |_, (out, d)| {
                    sink.write_block(&out);
                    diags.extend(d);
                },
            );
        }
        None => {
            let mut pos = 0;
            while pos < input.len() {
                match decode(&input[pos..], wave) {
                    Ok((inst, len)) => {
                        emit_inst(
                            &mut sink.buf,
                            &inst,
                            &input[pos..pos + len],
                            a.show_encoding,
                        );
                        sink.flush_if_full();
                        pos += len;
                    }
                    Err(e) => {
                        let end = (pos + 4).min(input.len());
                        let mut w = [0u8; 4];
                        w[..end - pos].copy_from_slice(&input[pos..end]);
                        let text = format!(".long 0x{:08x}", u32::from_le_bytes(w));
                        let out = &mut sink.buf;
                        out.push('\t');
                        if a.show_encoding {
                            out.push_str(&with_encoding(&text, &input[pos..end]));
                        } else {
                            out.push_str(&text);
                        }
                        out.push('\n');
                        sink.flush_if_full();
                        let code = if e.kind == DecodeErrorKind::NotImplemented {
                            "RDNA4-E0103"
                        } else {
                            "RDNA4-E0102"
                        };
                        diags.push(Diagnostic::error(
                            code,
                            format!("{name}: byte offset {pos}: {}: {e}", kind(e.kind)),
                        ));
                        pos = end;
                    }
                }
            }
        }
    }
    if !diags.is_empty() {
        let file = SourceFile::new(name.clone(), input.clone());
        ctx.emit(&diags, &file, DiagFormat::Rustc);
    }
    sink.finish()?;
    Ok(if diags.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Disassembles the byte-list lines in `text[range]` into `out` (one instruction per line);
/// a line that does not parse or decode gets a diagnostic spanning it and is skipped.
fn disasm_lines(
    text: &str,
    range: std::ops::Range<usize>,
    wave: hsakit_rdna4::Wave,
    show_encoding: bool,
    out: &mut String,
    diags: &mut Vec<hsakit_diag::Diagnostic>,
) {
    use hsakit_diag::{Diagnostic, Span};
    use hsakit_rdna4::{DecodeErrorKind, decode};
    let kind = |k: DecodeErrorKind| match k {
        DecodeErrorKind::NotImplemented => "not implemented",
        DecodeErrorKind::Truncated => "truncated instruction",
        DecodeErrorKind::Invalid => "invalid instruction encoding",
    };
    let mut buf = [0u8; LINE_BYTES];
    let mut start = range.start;
    for raw in text.get(range).unwrap_or("").split_inclusive('\n') {
        let line_start = start;
        start += raw.len();
        // The line as `str::lines` gives it.
        let l = raw.strip_suffix('\n').unwrap_or(raw);
        let l = l.strip_suffix('\r').unwrap_or(l);
        let span = || {
            let len = raw.trim_end_matches(['\n', '\r']).len();
            Span::new(line_start, line_start + len)
        };
        let parsed = match parse_byte_line_fast(l.as_bytes(), &mut buf) {
            Some(r) => Ok(r),
            None => parse_byte_line(l, &mut buf),
        };
        let len = match parsed {
            Ok(None) => continue,
            Ok(Some(len)) => len,
            Err(e) => {
                diags.push(
                    Diagnostic::error("RDNA4-E0101", e)
                        .with_primary(span(), "expected bytes like 0x1f"),
                );
                continue;
            }
        };
        let bytes = buf.get(..len).unwrap_or(&[]);
        let mut pos = 0;
        while let Some(rest) = bytes.get(pos..).filter(|r| !r.is_empty()) {
            match decode(rest, wave) {
                Ok((inst, len)) => {
                    emit_inst(out, &inst, rest.get(..len).unwrap_or(rest), show_encoding);
                    pos += len;
                }
                Err(e) => {
                    let code = if e.kind == DecodeErrorKind::NotImplemented {
                        "RDNA4-E0103"
                    } else {
                        "RDNA4-E0102"
                    };
                    diags.push(
                        Diagnostic::error(code, format!("{}: {e}", kind(e.kind)))
                            .with_primary(span(), format!("at byte {pos} of this line")),
                    );
                    break;
                }
            }
        }
    }
}

/// `text` followed by llvm-mc's `; encoding: [...]` comment, aligned at column 40 as llvm-mc-19
/// aligns it.
/// Appends `\t<instruction>[ ; encoding: [...]]\n` without intermediate strings.
fn emit_inst(out: &mut String, inst: &hsakit_rdna4::Instruction, bytes: &[u8], show: bool) {
    const SPACES: &str = "                                        ";
    out.push('\t');
    let start = out.len();
    hsakit_rdna4::print::write_inst(out, inst);
    if show {
        // Text of 40 characters or more (in bytes; the text is ASCII) is followed by one space.
        let pad = 40usize.saturating_sub(out.len() - start).max(1);
        out.push_str(SPACES.get(..pad).unwrap_or(" "));
        out.push_str("; encoding: ");
        push_encoding(out, bytes);
    }
    out.push('\n');
}

fn with_encoding(text: &str, bytes: &[u8]) -> String {
    let pad = 40usize.saturating_sub(text.len()).max(1);
    format!(
        "{text}{}; encoding: {}",
        " ".repeat(pad),
        encoding_comment(bytes)
    )
}

fn asm(ctx: &Ctx, a: &AsmArgs) -> anyhow::Result<ExitCode> {
    use hsakit_rdna4::{Wave, assemble};
    let input = crate::util::read_input(&a.input)?;
    let name = a.input.display().to_string();
    // Valid UTF-8 (the usual case) is checked by the fast validator and borrowed.
    let src = match std::str::from_utf8(&input) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(&input),
    };
    let wave = if a.wave.wave64 { Wave::W64 } else { Wave::W32 };
    // The line index is built only when there is something to report.
    let file = std::cell::OnceCell::new();
    let file = || file.get_or_init(|| hsakit_diag::SourceFile::new(name.clone(), input.clone()));
    let Some(path) = &a.output else {
        // A listing: printed while assembling, one line in memory at a time.
        // Chunks of whole lines are assembled on a few threads and printed in order.
        let mut sink = Sink::new();
        sink.buf.push_str("\t.text\n");
        let out = hsakit_rdna4::assemble_chunked(
            &src,
            wave,
            || String::with_capacity(hsakit_rdna4::par::CHUNK_BYTES * 2),
            |s, e| list_event(s, e, a.show_encoding),
            |s| sink.write_block(&s),
        );
        if !out.diagnostics.is_empty() {
            ctx.emit(&out.diagnostics, file(), DiagFormat::Rustc);
        }
        sink.finish()?;
        let failed = out.diagnostics.iter().any(|d| d.is_error());
        return Ok(if failed {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        });
    };
    let out = assemble(&src, wave);
    if !out.diagnostics.is_empty() {
        ctx.emit(&out.diagnostics, file(), DiagFormat::Rustc);
    }
    let failed = out.diagnostics.iter().any(|d| d.is_error());
    let text = out.bytes();
    let kernels = src
        .lines()
        .any(|l| l.trim_start().starts_with(".amdhsa_kernel"));
    let bytes = if kernels {
        let mcpu = match a.mcpu {
            Mcpu::Gfx1200 => "gfx1200",
            Mcpu::Gfx1201 => "gfx1201",
        };
        let target = hsakit_codeobj::directives::Target::of_processor(mcpu);
        let dirs = match hsakit_codeobj::directives::parse_directives(&src, target.as_ref()) {
            Ok(d) => d,
            Err(diags) => {
                ctx.emit(&diags, file(), DiagFormat::Rustc);
                return Ok(ExitCode::from(1));
            }
        };
        // Each label's code runs to the next label (or the end of .text).
        let mut labels = std::collections::HashMap::new();
        for (i, (l, off)) in out.labels.iter().enumerate() {
            let end = out.labels.get(i + 1).map_or(text.len(), |(_, o)| *o);
            labels.insert(l.clone(), (*off as u64, end.saturating_sub(*off) as u64));
        }
        match hsakit_codeobj::directives::build_object(&dirs, text, &labels) {
            Ok((input, notes)) => {
                ctx.emit(&notes, file(), DiagFormat::Rustc);
                hsakit_codeobj::write::write(&input)?
            }
            Err(diags) => {
                ctx.emit(&diags, file(), DiagFormat::Rustc);
                return Ok(ExitCode::from(1));
            }
        }
    } else {
        text
    };
    crate::util::write_output(Some(path), &bytes)?;
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Appends one listing line: a label (`name:`) or an instruction, as llvm-mc-19 prints it.
fn list_event(s: &mut String, e: hsakit_rdna4::asm::Event<'_>, show_encoding: bool) {
    use hsakit_rdna4::asm::Event;
    let item = match e {
        Event::Label(l) => {
            s.push_str(l);
            s.push_str(":\n");
            return;
        }
        Event::Item(item) => item,
    };
    let Some(l) = &item.label else {
        emit_inst(s, &item.inst, item.bytes(), show_encoding);
        return;
    };
    // A branch to a label prints as llvm-mc-19 prints an unresolved fixup.
    s.push('\t');
    let text = format!("{} {l}", item.inst.opcode.info().mn);
    if show_encoding {
        let b = item.bytes();
        let enc = format!(
            "[A,A,0x{:02x},0x{:02x}]",
            b.get(2).copied().unwrap_or(0),
            b.get(3).copied().unwrap_or(0)
        );
        let pad = 40usize.saturating_sub(text.len()).max(1);
        s.push_str(&format!(
            "{text}{}; encoding: {enc}\n{};   fixup A - offset: 0, value: {l}, kind: fixup_si_sopp_br",
            " ".repeat(pad),
            " ".repeat(40)
        ));
    } else {
        s.push_str(&text);
    }
    s.push('\n');
}

/// `rdna4 trace`.
#[derive(Args, Debug)]
pub struct TraceArgs {
    /// An AMDGPU code object (`.hsaco`) for gfx1200/gfx1201.
    pub input: PathBuf,
    /// The kernel (symbol name, with or without `.kd`).
    #[arg(long)]
    pub kernel: String,
    /// Grid size in work-items: `X[,Y[,Z]]`.
    #[arg(long, default_value = "64")]
    pub grid: String,
    /// Work-group size: `X[,Y[,Z]]`.
    #[arg(long, default_value = "64")]
    pub workgroup: String,
    /// The work-group to run: `X[,Y[,Z]]`.
    #[arg(long, default_value = "0")]
    pub group: String,
    /// The wave of that work-group to trace.
    #[arg(long, default_value_t = 0)]
    pub wave: u32,
    /// Stop recording after this many instructions.
    #[arg(long, default_value_t = 1000)]
    pub max_steps: usize,
    /// Explicit kernel arguments in order: `buf:BYTES` (a zeroed buffer), `u32:V`, `i32:V`,
    /// `u64:V` or `f32:V`. Hidden arguments are filled from the metadata.
    #[arg(long = "arg")]
    pub args: Vec<String>,
    /// Check wait counters and software-enforced hazards (strict mode).
    #[arg(long)]
    pub strict: bool,
}

mod trace {
    use super::TraceArgs;
    use crate::util::{ExitCode, UsageError};
    use hsakit_emu_rdna4::hsakit_mem::{GuestView, Memory, Perm, RegionKind};
    use hsakit_emu_rdna4::{Dispatch, Kernel, Options};

    /// `X[,Y[,Z]]`; missing coordinates are `fill`.
    fn dims<T: TryFrom<u64>>(s: &str, what: &str, fill: u64) -> anyhow::Result<[T; 3]> {
        let bad = || {
            UsageError(format!(
                "--{what} `{s}`: expected X[,Y[,Z]] of positive numbers"
            ))
        };
        let v: Vec<u64> = s
            .split(',')
            .map(|p| p.trim().parse::<u64>())
            .collect::<Result<_, _>>()
            .map_err(|_| bad())?;
        if v.is_empty() || v.len() > 3 {
            return Err(bad().into());
        }
        let get = |k: usize| T::try_from(v.get(k).copied().unwrap_or(fill)).map_err(|_| bad());
        Ok([get(0)?, get(1)?, get(2)?])
    }

    /// One explicit argument's bytes (a buffer is allocated in `mem`).
    fn arg_bytes(spec: &str, mem: &Memory) -> anyhow::Result<Vec<u8>> {
        let bad = |m: &str| UsageError(format!("--arg `{spec}`: {m}"));
        let (kind, v) = spec
            .split_once(':')
            .ok_or_else(|| bad("expected KIND:VALUE (buf, u32, i32, u64, f32)"))?;
        Ok(match kind {
            "buf" => {
                let n: u64 = v.parse().map_err(|_| bad("expected a byte count"))?;
                if n > 1 << 30 {
                    return Err(bad("buffers are limited to 1 GiB").into());
                }
                let a = mem
                    .allocate(n.max(4), 256, Perm::ReadWrite, RegionKind::GlobalFine)
                    .map_err(|e| bad(&e.to_string()))?;
                a.to_le_bytes().to_vec()
            }
            "u32" => v
                .parse::<u32>()
                .map_err(|_| bad("not a u32"))?
                .to_le_bytes()
                .to_vec(),
            "i32" => v
                .parse::<i32>()
                .map_err(|_| bad("not an i32"))?
                .to_le_bytes()
                .to_vec(),
            "u64" => v
                .parse::<u64>()
                .map_err(|_| bad("not a u64"))?
                .to_le_bytes()
                .to_vec(),
            "f32" => v
                .parse::<f32>()
                .map_err(|_| bad("not an f32"))?
                .to_le_bytes()
                .to_vec(),
            _ => return Err(bad("unknown kind (buf, u32, i32, u64, f32)").into()),
        })
    }

    pub fn run(a: &TraceArgs) -> anyhow::Result<ExitCode> {
        let bytes = crate::util::read_input(&a.input)?;
        let name = a.kernel.trim_end_matches(".kd");
        let grid: [u32; 3] = dims(&a.grid, "grid", 1)?;
        let wg: [u16; 3] = dims(&a.workgroup, "workgroup", 1)?;
        let group: [u32; 3] = dims(&a.group, "group", 0)?;
        if grid.contains(&0) || wg.contains(&0) {
            return Err(UsageError("--grid and --workgroup sizes must be positive".into()).into());
        }
        let kernel = match Kernel::from_code_object(&bytes, name) {
            Ok(k) => k,
            Err(e) => {
                eprintln!("error: {}: {e}", a.input.display());
                return Ok(ExitCode::from(1));
            }
        };
        let co = hsakit_emu_rdna4::hsakit_codeobj::read(&bytes)
            .map_err(|e| anyhow::anyhow!("{}: {e}", a.input.display()))?;
        let meta = co
            .metadata
            .as_ref()
            .and_then(|m| m.kernels.iter().find(|k| k.name == name));
        let mem = Memory::new();
        let size = meta
            .map(|m| m.kernarg_segment_size)
            .unwrap_or(kernel.kernarg_size.into())
            .clamp(16, 1 << 16) as usize;
        let mut ka = vec![0u8; size];
        let mut explicit = a.args.iter();
        let gdims = grid.iter().filter(|&&g| g > 1).count().max(1) as u16;
        for arg in meta.map(|m| m.args.as_slice()).unwrap_or(&[]) {
            let off = arg.offset as usize;
            // Hidden arguments as `hsakit run --agent gfx1201` lays them out; a trace has no
            // queue and no dynamic LDS.
            let val: Vec<u8> = match arg.value_kind.as_str() {
                "global_buffer" | "by_value" => match explicit.next() {
                    Some(spec) => arg_bytes(spec, &mem)?,
                    None => Vec::new(),
                },
                kind => {
                    crate::cmd::run::hidden_value(kind, grid, wg, gdims, 0, 0).unwrap_or_default()
                }
            };
            if let Some(dst) = ka.get_mut(off..off + val.len()) {
                dst.copy_from_slice(&val);
            }
        }
        if explicit.next().is_some() {
            return Err(UsageError(format!("more --arg values than `{name}` takes")).into());
        }
        let kernarg = mem
            .allocate(size as u64, 64, Perm::ReadWrite, RegionKind::Kernarg)
            .map_err(|e| anyhow::anyhow!("kernarg: {e}"))?;
        GuestView::host(mem.snapshot())
            .write_bytes(kernarg, &ka)
            .map_err(|e| anyhow::anyhow!("kernarg: {e}"))?;
        let d = Dispatch {
            grid,
            workgroup: wg,
            kernarg_address: kernarg,
            dispatch_id: 1,
            ..Dispatch::default()
        };
        let opts = Options {
            strict: a.strict,
            ..Options::default()
        };
        let (steps, result) = hsakit_emu_rdna4::trace(
            &kernel,
            &d,
            mem.snapshot(),
            &opts,
            group,
            a.wave,
            a.max_steps,
        );
        let mut out = String::new();
        for s in &steps {
            out.push_str(&format!(
                "{:#010x}  {:<28} exec={:#x}",
                s.pc, s.name, s.exec
            ));
            for c in &s.changes {
                out.push_str("  ");
                out.push_str(c);
            }
            out.push('\n');
        }
        let code = match result {
            Ok(()) => {
                out.push_str(&format!(
                    "trace: {} instructions of wave {}, work-group {group:?} completed\n",
                    steps.len(),
                    a.wave
                ));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        };
        crate::util::write_output(None, out.as_bytes())?;
        Ok(code)
    }
}
