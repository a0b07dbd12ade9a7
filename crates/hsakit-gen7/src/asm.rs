//! The assembler: Mesa's brw syntax → [`Instruction`]s → bytes.
//!
//! A source file is a sequence of statements. A statement is one instruction; lines that start
//! with whitespace continue the previous instruction (Mesa prints `send` on two lines), `NAME:`
//! defines a label, `/* … */` and `//` start comments. Jump targets (`JIP: LABEL`) are resolved
//! to signed offsets in 8-byte units from the jumping instruction (seed L3922, L4896-L4902).

// Parse results carry a full rustc-style diagnostic; they are built once per failing statement.
#![allow(clippy::result_large_err)]

use crate::error::EncodeError;
use crate::generated as g;
use crate::inst::*;
use crate::tables::{self, JumpSrc0, OpClass};
use crate::validate;
use hsakit_diag::{Diagnostic, Span};
use std::sync::atomic::{AtomicUsize, Ordering};

mod fast;

/// How many of a hexadecimal immediate's digits are digits, and the type a trailing `F` or `D`
/// implies (`0x3f800000F`): a trailing F or D is the type when no other capital follows it.
fn hex_type_suffix(digits: &[u8], capital_follows: bool) -> (usize, Option<Type>) {
    match digits.last() {
        Some(b'F') if !capital_follows => (digits.len() - 1, Some(Type::F)),
        Some(b'D') if !capital_follows => (digits.len() - 1, Some(Type::D)),
        _ => (digits.len(), None),
    }
}

/// The value of hexadecimal digits, or `None` for no digits or more than the 16 significant
/// ones 64 bits hold.
fn hex_value(digits: &[u8]) -> Option<u64> {
    // Leading zeros are counted only when there are more than 16 digits.
    if digits.is_empty()
        || (digits.len() > 16
            && digits.len() - digits.iter().take_while(|&&b| b == b'0').count() > 16)
    {
        return None;
    }
    Some(
        digits
            .iter()
            .fold(0u64, |v, &b| v << 4 | u64::from(HEX_DIGIT[usize::from(b)])),
    )
}

/// The value of each hexadecimal digit byte (`0-9`, `a-f`, `A-F`; callers pass only those).
static HEX_DIGIT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = match b {
            b'0'..=b'9' => b - b'0',
            b'a'..=b'f' => b - b'a' + 10,
            _ => b.wrapping_sub(b'A').wrapping_add(10) & 15,
        };
        i += 1;
    }
    t
};

/// Assembler options.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsmOptions {
    /// Emit the compact 64-bit form wherever it is exact (jumps stay native so their offsets
    /// keep their meaning).
    pub compact: bool,
    /// Skip the region-restriction checks of seed §3.3.9 (for re-assembling arbitrary decoded
    /// encodings).
    pub permissive: bool,
    /// Threads for long files (0 or 1: the calling thread only).
    pub jobs: usize,
}

/// The bytes of one assembled instruction: 16 (native) or 8 (compact), kept inline. It
/// dereferences to the byte slice.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Encoded {
    bytes: [u8; 16],
    len: u8,
}

impl Encoded {
    /// A native instruction word.
    pub fn native(w: u128) -> Self {
        Encoded {
            bytes: w.to_le_bytes(),
            len: 16,
        }
    }

    /// No bytes: marks, inside the assembler, an instruction that failed once its address was
    /// fixed (never handed out).
    const NONE: Encoded = Encoded {
        bytes: [0; 16],
        len: 0,
    };

    /// A compact instruction word.
    pub fn compact(q: u64) -> Self {
        let mut bytes = [0u8; 16];
        bytes[..8].copy_from_slice(&q.to_le_bytes());
        Encoded { bytes, len: 8 }
    }
}

impl std::ops::Deref for Encoded {
    type Target = [u8];
    // Inline across crates: the command line formats every instruction's bytes through it.
    #[inline]
    fn deref(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

impl std::fmt::Debug for Encoded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl PartialEq<[u8]> for Encoded {
    fn eq(&self, other: &[u8]) -> bool {
        **self == *other
    }
}

impl PartialEq<Vec<u8>> for Encoded {
    fn eq(&self, other: &Vec<u8>) -> bool {
        **self == other[..]
    }
}

impl<const N: usize> PartialEq<[u8; N]> for Encoded {
    fn eq(&self, other: &[u8; N]) -> bool {
        **self == other[..]
    }
}

/// One assembled instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assembled {
    /// The instruction.
    pub inst: Instruction,
    /// Its bytes (16 native or 8 compact).
    pub bytes: Encoded,
    /// The source span of the statement.
    pub span: Span,
    /// The statement's index among the file's statements (labels excluded).
    pub index: usize,
}

/// The result of assembling a file: the instructions that assembled and the diagnostics of the
/// ones that did not (each failing statement is reported and skipped; the rest continue).
#[derive(Clone, Debug, Default)]
pub struct AsmOutput {
    /// Assembled instructions, in order.
    pub insts: Vec<Assembled>,
    /// Errors.
    pub diagnostics: Vec<Diagnostic>,
    /// Indices of the statements that failed.
    pub failed: Vec<usize>,
    /// Number of statements (instructions) in the file.
    pub statements: usize,
}

#[derive(Debug)]
struct Stmt {
    start: usize,
    end: usize,
}

enum JumpTarget {
    /// A label name and where it was written (boxed: most statements carry no label).
    Label(Box<(String, Span)>),
    Offset(i32),
}

struct Parsed {
    inst: Instruction,
    jip: Option<JumpTarget>,
    uip: Option<JumpTarget>,
    compacted_opt: bool,
    span: Span,
    index: usize,
}

/// Assembles a whole source file.
pub fn assemble(src: &[u8], opts: AsmOptions) -> AsmOutput {
    let core = assemble_core(src, opts, true);
    let mut out = AsmOutput {
        insts: Vec::with_capacity(core.code.len()),
        diagnostics: core.diagnostics,
        failed: core.failed,
        statements: core.statements,
    };
    for ((bytes, index), (inst, span)) in core.code.into_iter().zip(core.index).zip(core.kept) {
        if bytes.len != 0 {
            out.insts.push(Assembled {
                inst,
                bytes,
                span,
                index: index as usize,
            });
        }
    }
    out
}

/// The result of [`assemble_code`]: the bytes of each instruction that assembled, without the
/// typed instructions (for the command line, which only writes bytes).
#[derive(Clone, Debug, Default)]
pub struct AsmCode {
    /// The bytes of each assembled instruction, in order.
    pub code: Vec<Encoded>,
    /// Errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
    /// Indices of the statements that failed.
    pub failed: Vec<usize>,
    /// Number of statements (instructions) in the file.
    pub statements: usize,
}

/// Assembles a whole source file to bytes only: the same result as [`assemble`] without
/// keeping an [`Instruction`] per statement (a 100,000-line file needs a few MB, not tens).
pub fn assemble_code(src: &[u8], opts: AsmOptions) -> AsmCode {
    let core = assemble_core(src, opts, false);
    AsmCode {
        code: without_failed(core.code),
        diagnostics: core.diagnostics,
        failed: core.failed,
        statements: core.statements,
    }
}

/// The bytes of the instructions that assembled: `code` without its [`Encoded::NONE`] entries,
/// removed in place (nothing is copied when every instruction assembled).
fn without_failed(mut code: Vec<Encoded>) -> Vec<Encoded> {
    code.retain(|e| e.len != 0);
    code
}

struct Core {
    /// Per parsed instruction: its bytes, or [`Encoded::NONE`] when it failed after its address
    /// was fixed (an undefined label or an unencodable jump offset).
    code: Vec<Encoded>,
    /// Per parsed instruction: its statement index.
    index: Vec<u32>,
    /// Per parsed instruction (only when asked): the instruction and its span.
    kept: Vec<(Instruction, Span)>,
    diagnostics: Vec<Diagnostic>,
    failed: Vec<usize>,
    statements: usize,
}

/// What one pass over a run of statements produced (see [`Core`]; `fixups` holds the jumps
/// whose targets are labels: their position in `code` and the parsed statement).
#[derive(Default)]
struct Part {
    code: Vec<Encoded>,
    index: Vec<u32>,
    kept: Vec<(Instruction, Span)>,
    diagnostics: Vec<Diagnostic>,
    failed: Vec<usize>,
    fixups: Vec<(usize, Parsed)>,
}

/// Parses, checks and encodes the statements `stmts` (the first has index `first`).
fn pass1(src: &[u8], stmts: &[Stmt], first: usize, opts: AsmOptions, keep: bool) -> Part {
    let mut part = Part::default();
    pass1_into(src, stmts, first, opts, keep, &mut part);
    part
}

/// [`pass1`] into `part`, whose vectors are emptied first and keep their capacity (a caller
/// that assembles piece after piece reuses them instead of allocating and first touching new
/// memory for each piece).
fn pass1_into(
    src: &[u8],
    stmts: &[Stmt],
    first: usize,
    opts: AsmOptions,
    keep: bool,
    part: &mut Part,
) {
    part.code.clear();
    part.index.clear();
    part.kept.clear();
    part.diagnostics.clear();
    part.failed.clear();
    part.fixups.clear();
    part.code.reserve(stmts.len());
    part.index.reserve(stmts.len());
    if keep {
        part.kept.reserve(stmts.len());
    }
    let mut buf = fast::Buf::new();
    let mut inst = fast::blank();
    for (k, stmt) in stmts.iter().enumerate() {
        let index = first + k;
        // The fast path's instruction is checked, encoded and stored here (no jump, no
        // label, no JIP/UIP: none of what follows the Parser's result below applies).
        if let Some(compacted_opt) =
            fast::instruction(&mut buf, src, stmt.start, stmt.end, &mut inst)
        {
            let span = Span::new(stmt.start, trim_end(src, stmt.start, stmt.end));
            if !opts.permissive {
                let checks = validate::check(&inst, span);
                if !checks.is_empty() {
                    let bad = checks.iter().any(Diagnostic::is_error);
                    part.diagnostics.extend(checks);
                    if bad {
                        part.failed.push(index);
                        continue;
                    }
                }
            }
            let bytes = match crate::native::encode_native(&inst) {
                Ok(w) => match (opts.compact || compacted_opt)
                    .then(|| crate::compact::compact(w))
                    .flatten()
                {
                    Some(c) => Encoded::compact(c),
                    None => Encoded::native(w),
                },
                Err(EncodeError::Field(what)) => {
                    part.diagnostics.push(encode_error(what, span));
                    part.failed.push(index);
                    continue;
                }
            };
            part.code.push(bytes);
            part.index.push(index as u32);
            if keep {
                part.kept.push((inst, span));
            }
            continue;
        }
        let mut pi = match (Parser {
            src,
            pos: stmt.start,
            end: stmt.end,
        })
        .statement()
        {
            Ok(pi) => pi,
            Err(d) => {
                part.diagnostics.push(*d);
                part.failed.push(index);
                continue;
            }
        };
        pi.span = Span::new(stmt.start, trim_end(src, stmt.start, stmt.end));
        pi.index = index;
        if !opts.permissive {
            let checks = validate::check(&pi.inst, pi.span);
            if !checks.is_empty() {
                let bad = checks.iter().any(Diagnostic::is_error);
                part.diagnostics.extend(checks);
                if bad {
                    part.failed.push(index);
                    continue;
                }
            }
        }
        let labelled = matches!(pi.jip, Some(JumpTarget::Label(_)))
            || matches!(pi.uip, Some(JumpTarget::Label(_)));
        if pi.jip.is_some() && !labelled {
            let offsets = [&pi.jip, &pi.uip].map(|t| match t {
                Some(JumpTarget::Offset(o)) => *o,
                _ => 0,
            });
            set_jump_offsets(&mut pi.inst, offsets);
        }
        let native = crate::native::encode_native(&pi.inst);
        let is_jump = pi.inst.info().is_some_and(|i| i.class == OpClass::Jump);
        let compacted = if (opts.compact || pi.compacted_opt) && !is_jump {
            native
                .as_ref()
                .ok()
                .copied()
                .and_then(crate::compact::compact)
        } else {
            None
        };
        let bytes = match (compacted, native) {
            (Some(c), _) => Encoded::compact(c),
            (None, Ok(w)) => Encoded::native(w),
            (None, Err(EncodeError::Field(what))) if !labelled => {
                part.diagnostics.push(encode_error(what, pi.span));
                part.failed.push(index);
                continue;
            }
            // Encoded again once the labels are known, with its offsets.
            (None, Err(_)) => Encoded::native(0),
        };
        part.code.push(bytes);
        part.index.push(index as u32);
        if keep {
            part.kept.push((pi.inst, pi.span));
        }
        if labelled {
            part.fixups.push((part.code.len() - 1, pi));
        }
    }
}

/// The error for an instruction whose field `what` cannot be encoded.
#[cold]
fn encode_error(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error("GEN7-E0005", format!("cannot encode the {what}"))
        .with_primary(span, "in this instruction")
}

/// Statements below which one thread does all the work.
const PARALLEL_MIN: usize = 8192;

/// Statements per block claimed by a thread in a long file.
const BLOCK: usize = 2048;

/// Parses, checks and encodes every statement (in `opts.jobs` threads for long files, each
/// claiming contiguous blocks of statements; the results are joined in order, so the output and
/// diagnostics do not depend on the thread count); jumps to labels are encoded again once
/// every address is known.
fn assemble_core(src: &[u8], opts: AsmOptions, keep: bool) -> Core {
    assemble_cleaned(&blank_comments(src), opts, keep)
}

/// [`assemble_core`] on a source whose comments are blanked.
fn assemble_cleaned(src: &[u8], opts: AsmOptions, keep: bool) -> Core {
    let mut labels: Vec<(String, usize)> = Vec::new(); // name → index of the next instruction
    let stmts = split_statements(src, &mut labels);
    let jobs = opts.jobs.clamp(1, 64);
    let parts: Vec<Part> = if jobs == 1 || stmts.len() < PARALLEL_MIN {
        vec![pass1(src, &stmts, 0, opts, keep)]
    } else {
        // Blocks of statements claimed from one counter by whichever thread is free (this
        // thread included), so a thread that also read the file or is descheduled does less;
        // the parts are put back in block order.
        let blocks = stmts.len().div_ceil(BLOCK);
        let next = AtomicUsize::new(0);
        let stmts = &stmts[..];
        let work = || {
            let mut mine = Vec::new();
            loop {
                let b = next.fetch_add(1, Ordering::Relaxed);
                let lo = b * BLOCK;
                let Some(run) = stmts.get(lo..(lo + BLOCK).min(stmts.len())) else {
                    break;
                };
                if run.is_empty() {
                    break;
                }
                mine.push((b, pass1(src, run, lo, opts, keep)));
            }
            mine
        };
        let mut slots: Vec<Option<Part>> = (0..blocks).map(|_| None).collect();
        std::thread::scope(|sc| {
            let handles: Vec<_> = (1..jobs.min(blocks)).map(|_| sc.spawn(work)).collect();
            let mut done = work();
            for h in handles {
                // A worker that panicked is a bug; surface it on this thread.
                done.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            for (b, p) in done {
                if let Some(slot) = slots.get_mut(b) {
                    *slot = Some(p);
                }
            }
        });
        slots.into_iter().flatten().collect()
    };
    let mut core = Core {
        code: Vec::new(),
        index: Vec::new(),
        kept: Vec::new(),
        diagnostics: Vec::new(),
        failed: Vec::new(),
        statements: stmts.len(),
    };
    let mut fixups: Vec<(usize, Parsed)> = Vec::new();
    // Room for every part at once (the first part's vectors are grown, not copied each time).
    let total: usize = parts.iter().map(|p| p.code.len()).sum();
    for (k, part) in parts.into_iter().enumerate() {
        if k == 0 {
            core.code = part.code;
            core.index = part.index;
            core.kept = part.kept;
            core.diagnostics = part.diagnostics;
            core.failed = part.failed;
            fixups = part.fixups;
            let more = total - core.code.len();
            core.code.reserve_exact(more);
            core.index.reserve_exact(more);
            continue;
        }
        let base = core.code.len();
        core.code.extend(part.code);
        core.index.extend(part.index);
        core.kept.extend(part.kept);
        core.diagnostics.extend(part.diagnostics);
        core.failed.extend(part.failed);
        fixups.extend(part.fixups.into_iter().map(|(i, p)| (base + i, p)));
    }
    if fixups.is_empty() {
        return core;
    }
    // Address of each parsed instruction, and of each statement index (for labels).
    let mut addr = Vec::with_capacity(core.code.len() + 1);
    let mut stmt_addr = vec![0usize; core.statements + 1];
    let mut a = 0usize;
    let mut next_stmt = 0usize;
    // Every entry still has its length here (16 or 8; none is Encoded::NONE yet).
    for (&index, s) in core.index.iter().zip(core.code.iter().map(|e| e.len)) {
        while next_stmt <= index as usize {
            stmt_addr[next_stmt] = a;
            next_stmt += 1;
        }
        addr.push(a);
        a += usize::from(s);
    }
    while next_stmt <= core.statements {
        stmt_addr[next_stmt] = a;
        next_stmt += 1;
    }
    let label_addr = |name: &str| {
        labels
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, i)| stmt_addr.get(*i).copied().unwrap_or(a))
    };
    'next: for (i, mut p) in fixups {
        let mut offsets = [0i32; 2];
        for (k, t) in [&p.jip, &p.uip].into_iter().enumerate() {
            match t {
                None => {}
                Some(JumpTarget::Offset(o)) => offsets[k] = *o,
                Some(JumpTarget::Label(l)) => match label_addr(&l.0) {
                    Some(target) => offsets[k] = ((target as i64 - addr[i] as i64) / 8) as i32,
                    None => {
                        core.diagnostics.push(
                            Diagnostic::error("GEN7-E0004", format!("undefined label `{}`", l.0))
                                .with_primary(l.1, "no label with this name"),
                        );
                        core.failed.push(p.index);
                        core.code[i] = Encoded::NONE;
                        continue 'next;
                    }
                },
            }
        }
        set_jump_offsets(&mut p.inst, offsets);
        match crate::native::encode_native(&p.inst) {
            Ok(w) => {
                core.code[i] = Encoded::native(w);
                if keep {
                    core.kept[i].0 = p.inst;
                }
            }
            Err(EncodeError::Field(what)) => {
                core.diagnostics.push(
                    Diagnostic::error("GEN7-E0005", format!("cannot encode the {what}"))
                        .with_primary(p.span, "in this instruction"),
                );
                core.failed.push(p.index);
                core.code[i] = Encoded::NONE;
            }
        }
    }
    core.failed.sort_unstable();
    core
}

/// Writes a jump's JIP (low word) and UIP (high word) into its src1 immediate.
fn set_jump_offsets(inst: &mut Instruction, offsets: [i32; 2]) {
    if let Operands::Basic {
        src1: Src::Imm { value, .. },
        ..
    } = &mut inst.operands
    {
        *value = (offsets[0] as u32 & 0xffff) | (offsets[1] as u32 & 0xffff) << 16;
    }
}

/// [`assemble_code`] on a source the caller owns: its comments are blanked in place for the
/// assembly and put back afterwards (the buffer is unchanged on return), which saves copying
/// the whole file.
pub fn assemble_code_in_place(src: &mut [u8], opts: AsmOptions) -> AsmCode {
    let saved = blank_comments_in(src);
    let core = assemble_cleaned(src, opts, false);
    for (at, text) in saved {
        if let Some(dst) = src.get_mut(at..at + text.len()) {
            dst.copy_from_slice(&text);
        }
    }
    AsmCode {
        code: without_failed(core.code),
        diagnostics: core.diagnostics,
        failed: core.failed,
        statements: core.statements,
    }
}

/// One piece of a source assembled on its own (see [`assemble_piece`]): its bytes, and what the
/// [`Linker`] needs to join it to the pieces before and after it.
#[derive(Debug, Default)]
pub struct Piece {
    /// The bytes of each instruction of the piece that assembled, in order. When
    /// [`Piece::has_fixups`], the jumps to labels hold placeholder bytes until the [`Linker`]
    /// knows every address.
    pub code: Vec<Encoded>,
    /// Per entry of `code`: its statement index within the piece.
    index: Vec<u32>,
    /// Errors and warnings (spans in offsets of the whole file).
    diagnostics: Vec<Diagnostic>,
    /// Statements of the piece that failed (indices within the piece).
    failed: Vec<usize>,
    /// Jumps to labels: their position in `code` and the parsed statement (spans in offsets of
    /// the whole file).
    fixups: Vec<(usize, Parsed)>,
    /// Labels defined in the piece: name and the index (within the piece) of the statement
    /// they name.
    labels: Vec<(String, usize)>,
    /// Statements in the piece.
    statements: usize,
    /// The statements' spans (kept for their capacity; see [`assemble_piece_into`]).
    stmts: Vec<Stmt>,
}

impl std::fmt::Debug for Parsed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parsed")
            .field("inst", &self.inst)
            .field("span", &self.span)
            .finish_non_exhaustive()
    }
}

impl Piece {
    /// True when some jump of the piece names a label: its `code` is final only once the
    /// [`Linker`] has seen the whole file.
    pub fn has_fixups(&self) -> bool {
        !self.fixups.is_empty()
    }
}

/// Moves every span of `d` by `base` bytes.
fn shift_diagnostic(d: &mut Diagnostic, base: usize) {
    for l in &mut d.labels {
        l.span = shift_span(l.span, base);
    }
}

fn shift_span(s: Span, base: usize) -> Span {
    Span::new(s.start as usize + base, s.end as usize + base)
}

/// Assembles one piece of a source: whole statements whose comments are already blanked
/// ([`blank_comments_from`]), starting at byte `base` of the file. Pieces cut where
/// [`piece_cut`] says can be assembled in any order and on any thread; a [`Linker`] joins them
/// in file order, and the result is the same as [`assemble_code`] on the whole file.
pub fn assemble_piece(text: &[u8], base: usize, opts: AsmOptions) -> Piece {
    let mut piece = Piece::default();
    assemble_piece_into(text, base, opts, &mut piece);
    piece
}

/// [`assemble_piece`] into `piece`, which is overwritten; its vectors keep their capacity, so a
/// caller that assembles piece after piece into the same [`Piece`] (once the [`Linker`] has
/// taken it) allocates nothing for most pieces.
pub fn assemble_piece_into(text: &[u8], base: usize, opts: AsmOptions, piece: &mut Piece) {
    piece.labels.clear();
    split_statements_into(text, &mut piece.labels, &mut piece.stmts);
    let mut part = Part {
        code: std::mem::take(&mut piece.code),
        index: std::mem::take(&mut piece.index),
        kept: Vec::new(),
        diagnostics: std::mem::take(&mut piece.diagnostics),
        failed: std::mem::take(&mut piece.failed),
        fixups: std::mem::take(&mut piece.fixups),
    };
    pass1_into(text, &piece.stmts, 0, opts, false, &mut part);
    piece.code = part.code;
    piece.index = part.index;
    piece.diagnostics = part.diagnostics;
    piece.failed = part.failed;
    piece.fixups = part.fixups;
    piece.statements = piece.stmts.len();
    if base != 0 {
        for d in &mut piece.diagnostics {
            shift_diagnostic(d, base);
        }
        for (_, p) in &mut piece.fixups {
            p.span = shift_span(p.span, base);
            for t in [&mut p.jip, &mut p.uip].into_iter().flatten() {
                if let JumpTarget::Label(l) = t {
                    l.1 = shift_span(l.1, base);
                }
            }
        }
    }
}

/// Joins [`Piece`]s in file order: numbers their statements, places their instructions at
/// their addresses and, at the end, resolves the jumps to labels.
///
/// A piece with no jump to a label, before any piece that has one, is final when it is pushed
/// (its bytes may be written out at once); from the first piece with such a jump on, the
/// linker keeps the bytes and hands them out in [`Linker::finish`].
#[derive(Debug, Default)]
pub struct Linker {
    /// Statements so far.
    statements: usize,
    /// Bytes of instructions so far.
    addr: usize,
    /// Labels: name and address.
    labels: Vec<(String, usize)>,
    /// Jumps to labels: position in `held`, address, parsed statement.
    fixups: Vec<(usize, usize, Parsed)>,
    /// The bytes of every piece from the first one with a jump to a label on.
    held: Vec<Encoded>,
    holding: bool,
    diagnostics: Vec<Diagnostic>,
    failed: Vec<usize>,
}

impl Linker {
    /// A linker before the first piece.
    pub fn new() -> Self {
        Self::default()
    }

    /// Takes the next piece of the file (its diagnostics and labels are moved out). Returns
    /// true when `piece.code` is final and may be written out now; false when the linker took
    /// the bytes (they come back from [`Linker::finish`]).
    pub fn push(&mut self, piece: &mut Piece) -> bool {
        let first = self.statements;
        let base_addr = self.addr;
        self.diagnostics.append(&mut piece.diagnostics);
        self.failed
            .extend(piece.failed.drain(..).map(|i| first + i));
        let size: usize = piece.code.iter().map(|e| usize::from(e.len)).sum();
        if !piece.labels.is_empty() || piece.has_fixups() {
            // Address of each entry of `code` (and the end).
            let mut at = Vec::with_capacity(piece.code.len() + 1);
            let mut a = base_addr;
            for e in &piece.code {
                at.push(a);
                a += usize::from(e.len);
            }
            for (name, stmt) in piece.labels.drain(..) {
                // The first instruction at or after the statement (failed ones have no bytes).
                let k = piece.index.partition_point(|&i| (i as usize) < stmt);
                let addr = at.get(k).copied().unwrap_or(base_addr + size);
                self.labels.push((name, addr));
            }
            if piece.has_fixups() {
                self.holding = true;
            }
            let held = self.held.len();
            for (i, p) in piece.fixups.drain(..) {
                let mut p = p;
                p.index += first;
                self.fixups
                    .push((held + i, at.get(i).copied().unwrap_or(base_addr), p));
            }
        }
        self.statements += piece.statements;
        self.addr += size;
        if self.holding {
            self.held.append(&mut piece.code);
            false
        } else {
            true
        }
    }

    /// Resolves the jumps to labels. Returns the bytes the linker kept (see [`Linker::push`];
    /// the instructions that failed here are left out) with every diagnostic and failed
    /// statement of the file.
    pub fn finish(mut self) -> AsmCode {
        let mut fixups = std::mem::take(&mut self.fixups);
        for (i, addr, p) in fixups.drain(..) {
            let mut offsets = [0i32; 2];
            let mut undefined = None;
            for (k, t) in [&p.jip, &p.uip].into_iter().enumerate() {
                match t {
                    None => {}
                    Some(JumpTarget::Offset(o)) => offsets[k] = *o,
                    Some(JumpTarget::Label(l)) => {
                        match self.labels.iter().rev().find(|(n, _)| *n == l.0) {
                            Some((_, target)) => {
                                offsets[k] = ((*target as i64 - addr as i64) / 8) as i32
                            }
                            None => {
                                undefined = Some(l);
                                break;
                            }
                        }
                    }
                }
            }
            if let Some(l) = undefined {
                self.diagnostics.push(
                    Diagnostic::error("GEN7-E0004", format!("undefined label `{}`", l.0))
                        .with_primary(l.1, "no label with this name"),
                );
                self.failed.push(p.index);
                if let Some(e) = self.held.get_mut(i) {
                    *e = Encoded::NONE;
                }
                continue;
            }
            let mut inst = p.inst;
            set_jump_offsets(&mut inst, offsets);
            let bytes = match crate::native::encode_native(&inst) {
                Ok(w) => Encoded::native(w),
                Err(EncodeError::Field(what)) => {
                    self.diagnostics.push(
                        Diagnostic::error("GEN7-E0005", format!("cannot encode the {what}"))
                            .with_primary(p.span, "in this instruction"),
                    );
                    self.failed.push(p.index);
                    Encoded::NONE
                }
            };
            if let Some(e) = self.held.get_mut(i) {
                *e = bytes;
            }
        }
        self.failed.sort_unstable();
        AsmCode {
            code: without_failed(self.held),
            diagnostics: self.diagnostics,
            failed: self.failed,
            statements: self.statements,
        }
    }
}

/// Where the first `*/` of `hay` starts: a `*` found by `memchr` and a `/` after it (a
/// `memmem` finder is built on every call, which costs more than the short comments Mesa
/// prints, e.g. `/* 17F */`).
fn comment_end(hay: &[u8]) -> Option<usize> {
    let mut at = 0;
    while let Some(p) = memchr::memchr(b'*', hay.get(at..)?) {
        let q = at + p;
        if hay.get(q + 1) == Some(&b'/') {
            return Some(q);
        }
        at = q + 1;
    }
    None
}

/// Blanks the comments of `buf[from..]` in place (see [`blank_comments`]) for a source read
/// piece by piece: `in_block` says whether `buf[from]` is inside a `/* … */` comment and is
/// updated for the bytes after `buf`. `buf` must end at the end of a line (or of the file).
pub fn blank_comments_from(buf: &mut [u8], from: usize, in_block: &mut bool) {
    let mut i = from.min(buf.len());
    if *in_block {
        let end = match comment_end(&buf[i..]) {
            Some(q) => {
                *in_block = false;
                i + q + 2
            }
            None => buf.len(),
        };
        for b in &mut buf[i..end] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
        i = end;
    }
    while let Some(p) = memchr::memchr(b'/', &buf[i..]) {
        i += p;
        match buf.get(i + 1) {
            Some(b'*') => {
                let end = match comment_end(&buf[i + 2..]) {
                    Some(q) => i + 2 + q + 2,
                    None => {
                        *in_block = true;
                        buf.len()
                    }
                };
                for b in &mut buf[i..end] {
                    if *b != b'\n' {
                        *b = b' ';
                    }
                }
                i = end;
            }
            Some(b'/') => {
                let end = memchr::memchr(b'\n', &buf[i..]).map_or(buf.len(), |q| i + q);
                buf[i..end].fill(b' ');
                i = end;
            }
            _ => i += 1,
        }
    }
}

/// Where a source whose comments are blanked may be cut into pieces for [`assemble_piece`]:
/// the start of the last line of `text` (after its first) that begins a statement of its own
/// (not indented, so no continuation, and not a label). `None` when there is none.
pub fn piece_cut(text: &[u8]) -> Option<usize> {
    let mut end = text.len();
    while let Some(nl) = memchr::memrchr(b'\n', &text[..end]) {
        let start = nl + 1;
        if let Some(&b) = text.get(start)
            && !b.is_ascii_whitespace()
        {
            let line_end = memchr::memchr(b'\n', &text[start..]).map_or(text.len(), |q| start + q);
            if !label_line(&text[start..line_end]) {
                return Some(start);
            }
        }
        end = nl;
    }
    None
}

/// True when a line (starting at its first non-blank byte) starts with a label definition.
fn label_line(line: &[u8]) -> bool {
    let j = line
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .unwrap_or(line.len());
    j > 0
        && line.get(j) == Some(&b':')
        && !line[..j].eq_ignore_ascii_case(b"JIP")
        && !line[..j].eq_ignore_ascii_case(b"UIP")
}

/// Replaces `/* … */` and `// …` comments by spaces (newlines kept), so offsets stay valid.
fn blank_comments(src: &[u8]) -> Vec<u8> {
    let mut out = src.to_vec();
    blank_comments_in(&mut out);
    out
}

/// Blanks the comments of `out` in place; returns each comment's offset and original bytes.
fn blank_comments_in(out: &mut [u8]) -> Vec<(usize, Box<[u8]>)> {
    let mut saved = Vec::new();
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'/', &out[i..]) {
        i += p;
        match out.get(i + 1) {
            Some(b'*') => {
                let end = comment_end(&out[i + 2..]).map_or(out.len(), |q| i + 2 + q + 2);
                saved.push((i, out[i..end].into()));
                for b in &mut out[i..end] {
                    if *b != b'\n' {
                        *b = b' ';
                    }
                }
                i = end;
            }
            Some(b'/') => {
                let end = memchr::memchr(b'\n', &out[i..]).map_or(out.len(), |q| i + q);
                saved.push((i, out[i..end].into()));
                out[i..end].fill(b' ');
                i = end;
            }
            _ => i += 1,
        }
    }
    saved
}

fn trim_end(src: &[u8], start: usize, mut end: usize) -> usize {
    while end > start && src.get(end - 1).is_some_and(|b| b.is_ascii_whitespace()) {
        end -= 1;
    }
    end
}

/// `[A-Za-z0-9_]` by byte value (one load per byte instead of range tests).
static WORD_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_';
        b += 1;
    }
    t
};

/// Finds one byte value: memchr's AVX2 searcher, made once and called directly where the CPU
/// has AVX2 (a `memchr_iter` step per line went through the crate's dispatch by function
/// pointer on every call), else `memchr`. (The fast path's `memrchr` for the option block,
/// called the same way, saved 0.9M instructions of 184M but added 24K simulated mispredicts:
/// not kept.)
struct ByteSearch {
    byte: u8,
    #[cfg(target_arch = "x86_64")]
    avx2: Option<memchr::arch::x86_64::avx2::memchr::One>,
}

impl ByteSearch {
    fn new(byte: u8) -> Self {
        ByteSearch {
            byte,
            #[cfg(target_arch = "x86_64")]
            avx2: memchr::arch::x86_64::avx2::memchr::One::new(byte),
        }
    }

    /// Where the first `byte` of `hay` is.
    #[inline(always)]
    fn find(&self, hay: &[u8]) -> Option<usize> {
        #[cfg(target_arch = "x86_64")]
        if let Some(one) = &self.avx2 {
            return one.find(hay);
        }
        memchr::memchr(self.byte, hay)
    }
}

/// Splits the source into statements, recording labels (by the index of the next statement).
/// Comments are already blanked ([`blank_comments`]).
fn split_statements(src: &[u8], labels: &mut Vec<(String, usize)>) -> Vec<Stmt> {
    let mut stmts = Vec::new();
    split_statements_into(src, labels, &mut stmts);
    stmts
}

/// [`split_statements`] into `stmts` (emptied first; its capacity is kept).
fn split_statements_into(src: &[u8], labels: &mut Vec<(String, usize)>, stmts: &mut Vec<Stmt>) {
    stmts.clear();
    stmts.reserve(src.len() / 64 + 1);
    let newlines = ByteSearch::new(b'\n');
    let mut line_start = 0;
    while line_start < src.len() {
        let line_end = newlines
            .find(&src[line_start..])
            .map_or(src.len(), |p| line_start + p);
        let line = &src[line_start..line_end];
        let effective_end = line.len();
        if let Some(cs) = line.iter().position(|b| !b.is_ascii_whitespace()) {
            let starts_with_space = cs > 0;
            // A label: identifier followed by ':' (and maybe more on the line).
            let mut j = cs;
            while j < effective_end && WORD_BYTE[usize::from(line[j])] {
                j += 1;
            }
            let is_label = j > cs
                && j < effective_end
                && line[j] == b':'
                && !line[cs..j].eq_ignore_ascii_case(b"JIP")
                && !line[cs..j].eq_ignore_ascii_case(b"UIP");
            let mut body = cs;
            if is_label {
                labels.push((
                    String::from_utf8_lossy(&line[cs..j]).into_owned(),
                    stmts.len(),
                ));
                body = j + 1;
                while body < effective_end && line[body].is_ascii_whitespace() {
                    body += 1;
                }
            }
            if body < effective_end {
                if starts_with_space && !is_label && !stmts.is_empty() {
                    if let Some(last) = stmts.last_mut() {
                        last.end = line_start + effective_end;
                    }
                } else {
                    stmts.push(Stmt {
                        start: line_start + body,
                        end: line_start + effective_end,
                    });
                }
            }
        }
        line_start = line_end + 1;
    }
}

/// The src1 of a one-source instruction: the one `written` in the statement (a placeholder
/// after an immediate src0 only carries its file and type), else [`default_src1`] (`None`:
/// an immediate type that cannot stand alone).
pub(crate) fn one_source_src1(
    opcode: u8,
    ctrl: &Control,
    dst: Dst,
    src0: Src,
    written: Option<Src>,
) -> Option<Src> {
    match (written, &src0) {
        (Some(Src::Reg(r)), Src::Imm { .. }) => Some(Src::TypeOnly {
            file: r.file,
            ty: r.ty,
        }),
        (Some(s1), _) => Some(s1),
        (None, _) => default_src1(&Instruction {
            opcode,
            ctrl: *ctrl,
            eot: false,
            operands: Operands::Basic {
                dst,
                src0,
                src1: src0,
            },
        }),
    }
}

/// The placeholder src1 Mesa's assembler encodes for a one-source instruction (also used by the
/// printer to decide whether src1 must be spelled out).
pub fn default_src1(inst: &Instruction) -> Option<Src> {
    let Operands::Basic { src0, .. } = &inst.operands else {
        return None;
    };
    let align16 = inst.ctrl.access_mode == AccessMode::Align16;
    Some(match src0 {
        Src::Imm { ty, .. } => Src::TypeOnly {
            file: RegFile::Arf,
            ty: Type::from_reg_code(ty.imm_code()?)?,
        },
        _ => Src::Reg(RegSrc {
            file: RegFile::Arf,
            ty: Type::Ud,
            modifier: SrcMod::None,
            addr: Addr::Direct { reg: 0, subreg: 0 },
            region: if align16 {
                Region::Align16 {
                    vstride: 0,
                    swizzle: [0; 4],
                }
            } else {
                Region::Align1 {
                    vstride: 0,
                    width: 0,
                    hstride: 0,
                }
            },
        }),
    })
}

fn null_dst(ty: Type, align16: bool) -> Dst {
    let _ = align16;
    Dst {
        file: RegFile::Arf,
        ty,
        addr: Addr::Direct { reg: 0, subreg: 0 },
        hstride: 1,
        writemask: 0xf,
    }
}

/// `null` (or `ip`) as a source, with Mesa's default region for the access mode.
fn implicit_src(reg: u8, ty: Type, scalar: bool, align16: bool) -> RegSrc {
    let region = match (align16, scalar) {
        (true, true) => Region::Align16 {
            vstride: 0,
            swizzle: [0, 1, 2, 3],
        },
        (true, false) => Region::Align16 {
            vstride: 3,
            swizzle: [0, 1, 2, 3],
        },
        (false, true) => Region::Align1 {
            vstride: 0,
            width: 0,
            hstride: 0,
        },
        (false, false) => Region::Align1 {
            vstride: 4,
            width: 3,
            hstride: 1,
        },
    };
    RegSrc {
        file: RegFile::Arf,
        ty,
        modifier: SrcMod::None,
        addr: Addr::Direct { reg, subreg: 0 },
        region,
    }
}

/// The implicit operands of a jump instruction (dst, src0, src1 type) as Mesa's assembler
/// encodes them for Gen7.
pub fn jump_defaults(info: &tables::OpcodeInfo, align16: bool) -> Option<(Dst, RegSrc, Type)> {
    let j = info.jump?;
    let (reg, ty, scalar) = match j.src0 {
        JumpSrc0::Null => (0u8, Type::D, false),
        JumpSrc0::NullScalar => (0, Type::D, true),
        JumpSrc0::Ip => (0xa0, Type::Ud, false),
    };
    let mut dst = null_dst(Type::D, align16);
    if j.src0 == JumpSrc0::Ip {
        dst.addr = Addr::Direct {
            reg: 0xa0,
            subreg: 0,
        };
        dst.ty = Type::Ud;
    }
    Some((dst, implicit_src(reg, ty, scalar, align16), j.imm))
}

/// True when a jump's dst/src0/src1 are the implicit ones (so `JIP:`/`UIP:` syntax is exact).
pub fn default_jump_operands(inst: &Instruction) -> bool {
    let Some(info) = inst.info() else {
        return false;
    };
    let Some((dst, src0, ty)) = jump_defaults(info, inst.ctrl.access_mode == AccessMode::Align16)
    else {
        return false;
    };
    match &inst.operands {
        Operands::Basic {
            dst: d,
            src0: Src::Reg(s0),
            src1: Src::Imm { ty: t, value },
        } => {
            *d == dst
                && *s0 == src0
                && *t == ty
                && (info.jump.is_some_and(|j| j.uip) || value >> 16 == 0)
        }
        _ => false,
    }
}

/// A conditional modifier's code (`.z`, `.nz`, ..., and Mesa's `.e`/`.ne` spellings).
fn cond_modifier_code(part: &[u8]) -> Option<u8> {
    code_of_bytes(g::COND_MODS, part).or(match part {
        b"e" => Some(1),
        b"ne" => Some(2),
        _ => None,
    })
}

/// [`tables::code_of`] for a name given as bytes.
fn code_of_bytes(table: &'static [(u8, &'static str)], name: &[u8]) -> Option<u8> {
    table
        .iter()
        .find(|(_, n)| n.as_bytes() == name)
        .map(|(c, _)| *c)
}

/// A predicate control suffix's code in an access mode (`.any4h`, ..., or `.pred<N>`).
fn pred_ctrl_code(mode: AccessMode, n: &str) -> Option<u8> {
    let table = if mode == AccessMode::Align16 {
        g::PRED_ALIGN16
    } else {
        g::PRED_ALIGN1
    };
    tables::code_of(table, n).or_else(|| n.strip_prefix("pred").and_then(|x| x.parse().ok()))
}

/// An architecture register's RegNum from its name (`null`, `a0`, `acc1`, `f0`, `tdr`, ...).
/// When several rows take a name, the last one counts.
fn arf_code(name: &[u8]) -> Option<u8> {
    let mut found = None;
    for a in g::ARFS {
        if a.fixed {
            if name == a.prefix.as_bytes() {
                found = Some(a.nibble << 4);
            }
        } else if let Some(n) = name.strip_prefix(a.prefix.as_bytes())
            && !n.is_empty()
            && n.iter().all(u8::is_ascii_digit)
            && let Ok(k) = u8::try_from(
                n.iter()
                    .fold(0u32, |v, d| (v * 10 + u32::from(d - b'0')).min(256)),
            )
            && k < a.count
        {
            found = Some(a.nibble << 4 | k);
        }
    }
    if name == b"tdr" {
        found = Some(0xb0);
    }
    found
}

/// The type a suffix names (`UD`, `F`, ...), whether or not operands of that kind take it.
fn type_of_suffix(t: &[u8]) -> Option<Type> {
    // Byte patterns, not string literals: compared inline instead of through memcmp.
    match t {
        [b'U', b'D'] => Some(Type::Ud),
        [b'D'] => Some(Type::D),
        [b'U', b'W'] => Some(Type::Uw),
        [b'W'] => Some(Type::W),
        [b'U', b'B'] => Some(Type::Ub),
        [b'B'] => Some(Type::B),
        [b'D', b'F'] => Some(Type::Df),
        [b'F'] => Some(Type::F),
        [b'U', b'V'] => Some(Type::Uv),
        [b'V', b'F'] => Some(Type::Vf),
        [b'V'] => Some(Type::V),
        _ => None,
    }
}

/// Sets the quarter and nibble controls of a `1Q`-`4Q`, `1H`-`2H` or `1N`-`8N` option; false
/// for any other pair of bytes.
#[inline(always)]
fn set_qtr(ctrl: &mut Control, b: [u8; 2]) -> bool {
    let n = u32::from(b[0].wrapping_sub(b'0'));
    match b[1] {
        b'Q' if (1..=4).contains(&n) => ctrl.qtr_ctrl = (n - 1) as u8,
        b'H' if (1..=2).contains(&n) => ctrl.qtr_ctrl = ((n - 1) * 2) as u8,
        b'N' if (1..=8).contains(&n) => {
            ctrl.qtr_ctrl = ((n - 1) / 2) as u8;
            ctrl.nib_ctrl = (n - 1) % 2 == 1;
        }
        _ => return false,
    }
    true
}

/// Channel letters read by `Parser::chans`.
struct ChanList {
    c: [u8; 8],
    n: usize,
}

impl ChanList {
    /// The channel letters `xyzw` at the start of `rest` (at most 8 are kept; `n` counts every
    /// letter read, so the reader moves on by `n`).
    #[inline(always)]
    fn read(rest: &[u8]) -> ChanList {
        let mut v = ChanList { c: [0; 8], n: 0 };
        for &b in rest {
            let c = match b {
                b'x' => 0,
                b'y' => 1,
                b'z' => 2,
                b'w' => 3,
                _ => break,
            };
            if let Some(slot) = v.c.get_mut(v.n) {
                *slot = c;
            }
            v.n += 1;
        }
        v
    }
}

struct Parser<'a> {
    src: &'a [u8],
    pos: usize,
    end: usize,
}

/// A parse result. The error is boxed: a `Diagnostic` is about 150 bytes, and every parser
/// step returning it inline would move results of that size on the success path too.
type PResult<T> = Result<T, Box<Diagnostic>>;

/// A 3-source destination and its type from a parsed destination: direct, GRF at a
/// dword-aligned subregister, type F, D, UD or DF. The error names the first rule broken, in
/// the order the [`Parser`] reports them; the fast path shares the rules.
fn dst3(d: &Dst) -> Result<(Dst3, Type3), &'static str> {
    let Addr::Direct { reg, subreg } = d.addr else {
        return Err("3-source destinations are direct GRF registers");
    };
    let ty = Type3::from_type(d.ty).ok_or("3-source types are F, D, UD or DF")?;
    if d.file != RegFile::Grf || subreg % 4 != 0 {
        return Err("3-source destinations are GRF with a dword-aligned subregister");
    }
    let dst = Dst3 {
        reg,
        subreg: subreg / 4,
        writemask: d.writemask,
    };
    Ok((dst, ty))
}

fn err(span: Span, msg: impl Into<String>, label: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error("GEN7-E0001", msg).with_primary(span, label))
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        (self.pos < self.end).then(|| self.src[self.pos])
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        (self.pos + k < self.end).then(|| self.src[self.pos + k])
    }

    fn ws(&mut self) {
        // Columns are padded with runs of spaces: skip them eight at a time.
        while let Some(c) = self.src.get(self.pos..self.pos + 8)
            && self.pos + 8 <= self.end
            && c == b"        "
        {
            self.pos += 8;
        }
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn here(&self) -> Span {
        Span::new(self.pos, (self.pos + 1).min(self.end.max(self.pos + 1)))
    }

    fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, b: u8, what: &str) -> PResult<()> {
        if self.eat(b) {
            Ok(())
        } else {
            Err(err(
                self.here(),
                format!("expected `{}`", b as char),
                format!("expected {what}"),
            ))
        }
    }

    /// An identifier's bytes (letters, digits, `_`).
    fn ident_bytes(&mut self) -> &'a [u8] {
        let s = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.pos += 1;
        }
        &self.src[s..self.pos]
    }

    fn ident(&mut self) -> &'a str {
        let s = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.pos += 1;
        }
        std::str::from_utf8(&self.src[s..self.pos]).unwrap_or("")
    }

    fn lower_ident(&mut self) -> &'a str {
        let s = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            self.pos += 1;
        }
        std::str::from_utf8(&self.src[s..self.pos]).unwrap_or("")
    }

    fn number(&mut self) -> PResult<i64> {
        let start = self.pos;
        let neg = self.eat(b'-');
        let hex = self.peek() == Some(b'0') && matches!(self.peek_at(1), Some(b'x' | b'X'));
        if hex {
            self.pos += 2;
        }
        let ds = self.pos;
        let mut v: i64 = 0;
        let mut overflow = false;
        while let Some(b) = self.peek() {
            let d = match b {
                b'0'..=b'9' => i64::from(b - b'0'),
                b'a'..=b'f' if hex => i64::from(b - b'a' + 10),
                b'A'..=b'F' if hex => i64::from(b - b'A' + 10),
                _ => break,
            };
            v = match v
                .checked_mul(if hex { 16 } else { 10 })
                .and_then(|x| x.checked_add(d))
            {
                Some(x) => x,
                None => {
                    overflow = true;
                    0
                }
            };
            self.pos += 1;
        }
        if self.pos == ds || overflow {
            return Err(err(
                Span::new(start, self.pos.max(start + 1)),
                "expected a number",
                "here",
            ));
        }
        Ok(if neg { -v } else { v })
    }

    fn small(&mut self, max: i64, what: &str) -> PResult<u32> {
        let s = self.pos;
        let v = self.number()?;
        if !(0..=max).contains(&v) {
            return Err(err(
                Span::new(s, self.pos),
                format!("{what} out of range"),
                format!("expected 0..={max}"),
            ));
        }
        Ok(v as u32)
    }

    fn statement(&mut self) -> PResult<Parsed> {
        self.ws();
        let start = self.pos;
        let mut ctrl = Control::default();
        // Predicate.
        let mut pred_suffix: Option<(&str, Span)> = None;
        if self.eat(b'(') {
            self.ws();
            if self.eat(b'-') {
                ctrl.pred_inv = true;
            } else {
                self.eat(b'+');
            }
            let (r, sr) = self.flag_reg()?;
            ctrl.flag_reg = r;
            ctrl.flag_subreg = sr;
            ctrl.pred_ctrl = 1;
            if self.eat(b'.') {
                let s = self.pos;
                let n = self.ident();
                pred_suffix = Some((n, Span::new(s, self.pos)));
            }
            self.ws();
            self.expect(b')', "`)` closing the predicate")?;
            self.ws();
        }
        let mstart = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            self.pos += 1;
        }
        let name = &self.src[mstart..self.pos];
        let mspan = Span::new(mstart, self.pos.max(mstart + 1));
        let Some(info) = tables::opcode_by_name_bytes(name) else {
            return Err(Box::new(
                Diagnostic::error(
                    "GEN7-E0002",
                    format!("unknown instruction `{}`", String::from_utf8_lossy(name)),
                )
                .with_primary(mspan, "not a Gen7 mnemonic"),
            ));
        };
        // Modifiers: .sat, .cond, .fN.M
        let mut cmod_flag = false;
        while self.eat(b'.') {
            let s = self.pos;
            let part = self.lower_ident();
            let span = Span::new(s, self.pos.max(s + 1));
            if part == "sat" {
                ctrl.saturate = true;
            } else if (part == "f0" || part == "f1") && self.peek() == Some(b'.') {
                self.pos += 1;
                ctrl.flag_reg = u8::from(part == "f1");
                ctrl.flag_subreg = self.small(1, "flag subregister")? as u8;
                cmod_flag = true;
            } else if let Some(c) = cond_modifier_code(part.as_bytes()) {
                ctrl.cond_modifier = c;
            } else {
                return Err(err(
                    span,
                    format!("unknown modifier `.{part}`"),
                    "expected .sat, a condition or a flag",
                ));
            }
        }
        let _ = cmod_flag;
        self.ws();
        if info.class == OpClass::Math {
            let s = self.pos;
            let f = self.lower_ident();
            ctrl.cond_modifier = tables::code_of(g::MATH_FUNCTIONS, f).ok_or_else(|| {
                err(Span::new(s, self.pos.max(s + 1)), format!("unknown math function `{f}`"), "expected inv, log, exp, sqrt, rsq, sin, cos, fdiv, pow, intdiv, intmod or intdivmod")
            })?;
            self.ws();
        }
        // Execution size.
        if self.eat(b'(') {
            let s = self.pos;
            let n = self.number()?;
            let code = match n {
                1 => 0,
                2 => 1,
                4 => 2,
                8 => 3,
                16 => 4,
                32 => 5,
                _ => {
                    return Err(err(
                        Span::new(s, self.pos),
                        "invalid execution size",
                        "expected 1, 2, 4, 8, 16 or 32",
                    ));
                }
            };
            ctrl.exec_size = code;
            self.ws();
            self.expect(b')', "`)` after the execution size")?;
        } else if !matches!(info.class, OpClass::Nop) {
            return Err(err(
                self.here(),
                "expected an execution size such as `(8)`",
                "expected `(`",
            ));
        }
        // Options are at the end; parse them first so the access mode is known for operands.
        let brace = memchr::memchr(b'{', &self.src[self.pos..self.end]).map(|p| self.pos + p);
        let ops_end = brace.unwrap_or(self.end);
        let mut eot = false;
        let mut compacted_opt = false;
        if let Some(b) = brace {
            let mut op = Parser {
                src: self.src,
                pos: b + 1,
                end: self.end,
            };
            op.options(&mut ctrl, &mut eot, &mut compacted_opt)?;
        }
        if let Some((n, span)) = pred_suffix {
            ctrl.pred_ctrl = pred_ctrl_code(ctrl.access_mode, n).ok_or_else(|| {
                err(
                    span,
                    format!("unknown predicate control `.{n}`"),
                    "not valid in this access mode",
                )
            })?;
        }
        let align16 = ctrl.access_mode == AccessMode::Align16;
        let saved_end = self.end;
        self.end = ops_end;
        let mut jip = None;
        let mut uip = None;
        let operands = match info.class {
            OpClass::Alu3 => self.three_src()?,
            OpClass::Jump if self.lookahead_word("JIP") => {
                let (dst, src0, ty) = jump_defaults(info, align16)
                    .ok_or_else(|| err(mspan, "internal: jump without defaults", ""))?;
                self.ws();
                self.keyword("JIP")?;
                jip = Some(self.target()?);
                self.ws();
                if info.jump.is_some_and(|j| j.uip) {
                    if self.lookahead_word("UIP") {
                        self.keyword("UIP")?;
                        uip = Some(self.target()?);
                    } else {
                        uip = Some(JumpTarget::Offset(0));
                    }
                }
                Operands::Basic {
                    dst,
                    src0: Src::Reg(src0),
                    src1: Src::Imm { ty, value: 0 },
                }
            }
            OpClass::Nop => {
                self.ws();
                if self.pos < self.end {
                    self.basic(info, align16, &mut ctrl, &mut eot)?
                } else {
                    let z = RegSrc {
                        file: RegFile::Arf,
                        ty: Type::Ud,
                        modifier: SrcMod::None,
                        addr: Addr::Direct { reg: 0, subreg: 0 },
                        region: if align16 {
                            Region::Align16 {
                                vstride: 0,
                                swizzle: [0; 4],
                            }
                        } else {
                            Region::Align1 {
                                vstride: 0,
                                width: 0,
                                hstride: 0,
                            }
                        },
                    };
                    Operands::Basic {
                        dst: Dst {
                            file: RegFile::Arf,
                            ty: Type::Ud,
                            addr: Addr::Direct { reg: 0, subreg: 0 },
                            hstride: 0,
                            writemask: if align16 { 0 } else { 0xf },
                        },
                        src0: Src::Reg(z),
                        src1: Src::Reg(z),
                    }
                }
            }
            _ => self.basic(info, align16, &mut ctrl, &mut eot)?,
        };
        self.ws();
        if self.pos < self.end {
            return Err(err(
                Span::new(self.pos, self.end),
                "unexpected text after the operands",
                "not understood",
            ));
        }
        self.end = saved_end;
        let inst = Instruction {
            opcode: info.value,
            ctrl,
            eot,
            operands,
        };
        Ok(Parsed {
            inst,
            jip,
            uip,
            compacted_opt,
            span: Span::new(start, self.end),
            index: 0,
        })
    }

    fn lookahead_word(&mut self, w: &str) -> bool {
        self.ws();
        self.src[self.pos..self.end].starts_with(w.as_bytes())
    }

    fn keyword(&mut self, w: &str) -> PResult<()> {
        self.ws();
        if self.src[self.pos..self.end].starts_with(w.as_bytes()) {
            self.pos += w.len();
            self.ws();
            self.expect(b':', "`:`")?;
            self.ws();
            Ok(())
        } else {
            Err(err(self.here(), format!("expected `{w}:`"), "here"))
        }
    }

    fn target(&mut self) -> PResult<JumpTarget> {
        self.ws();
        if self.peek().is_some_and(|b| b == b'-' || b.is_ascii_digit()) {
            let s = self.pos;
            let v = self.number()?;
            if !(-32768..=32767).contains(&v) {
                return Err(err(
                    Span::new(s, self.pos),
                    "jump offset out of range",
                    "must fit 16 bits",
                ));
            }
            Ok(JumpTarget::Offset(v as i32))
        } else {
            let s = self.pos;
            let n = self.ident();
            if n.is_empty() {
                return Err(err(self.here(), "expected a label or an offset", "here"));
            }
            Ok(JumpTarget::Label(Box::new((
                n.to_string(),
                Span::new(s, self.pos),
            ))))
        }
    }

    fn options(&mut self, ctrl: &mut Control, eot: &mut bool, compacted: &mut bool) -> PResult<()> {
        let mut qtr_tok: Option<([u8; 2], Span)> = None;
        loop {
            while self
                .peek()
                .is_some_and(|b| b.is_ascii_whitespace() || b == b',')
            {
                self.pos += 1;
            }
            if self.eat(b'}') {
                break;
            }
            if self.peek().is_none() {
                return Err(err(
                    self.here(),
                    "unterminated option block",
                    "expected `}`",
                ));
            }
            let s = self.pos;
            let t = self.ident_bytes();
            let span = Span::new(s, self.pos.max(s + 1));
            match t {
                b"align1" => ctrl.access_mode = AccessMode::Align1,
                b"align16" => ctrl.access_mode = AccessMode::Align16,
                b"WE_all" | b"NoMask" => ctrl.no_mask = true,
                b"WE_normal" => ctrl.no_mask = false,
                b"NoDDClr" => ctrl.no_dd_clr = true,
                b"NoDDChk" => ctrl.no_dd_chk = true,
                b"EOT" => *eot = true,
                b"compacted" => *compacted = true,
                b"AccWrEnable" => ctrl.acc_wr_ctrl = true,
                b"atomic" | b"Atomic" => ctrl.thread_ctrl = ThreadCtrl::Atomic,
                b"switch" | b"Switch" => ctrl.thread_ctrl = ThreadCtrl::Switch,
                b"Breakpoint" | b"breakpoint" => ctrl.debug_ctrl = true,
                b"f0" | b"f1" if self.peek() == Some(b'.') => {
                    self.pos += 1;
                    ctrl.flag_reg = u8::from(t == b"f1");
                    ctrl.flag_subreg = self.small(1, "flag subregister")? as u8;
                }
                [a, b @ (b'Q' | b'H' | b'N')] => qtr_tok = Some(([*a, *b], span)),
                _ => {
                    return Err(err(
                        span,
                        format!(
                            "unknown instruction option `{}`",
                            String::from_utf8_lossy(t)
                        ),
                        "not a Gen7 option",
                    ));
                }
            }
        }
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
        self.eat(b';');
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
        if self.pos < self.end {
            return Err(err(
                Span::new(self.pos, self.end),
                "unexpected text after the option block",
                "not understood",
            ));
        }
        if let Some((b, span)) = qtr_tok
            && !set_qtr(ctrl, b)
        {
            return Err(err(
                span,
                format!("invalid quarter control `{}`", String::from_utf8_lossy(&b)),
                "expected 1Q-4Q, 1H-2H or 1N-8N",
            ));
        }
        Ok(())
    }

    fn flag_reg(&mut self) -> PResult<(u8, u8)> {
        let s = self.pos;
        if !self.eat(b'f') {
            return Err(err(
                self.here(),
                "expected a flag register",
                "expected `f0` or `f1`",
            ));
        }
        let r = self.small(1, "flag register")? as u8;
        let sr = if self.peek() == Some(b'.') && self.peek_at(1).is_some_and(|b| b.is_ascii_digit())
        {
            self.pos += 1;
            self.small(1, "flag subregister")? as u8
        } else {
            0
        };
        let _ = s;
        Ok((r, sr))
    }

    fn ty(&mut self, imm: bool) -> PResult<Type> {
        let s = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_uppercase()) {
            self.pos += 1;
        }
        let ty = type_of_suffix(&self.src[s..self.pos]);
        match ty {
            Some(ty) if imm && ty.imm_code().is_some() => Ok(ty),
            Some(ty) if !imm && ty.reg_code().is_some() => Ok(ty),
            _ => Err(err(
                Span::new(s, self.pos.max(s + 1)),
                if self.pos == s {
                    "expected a type suffix".to_string()
                } else {
                    format!(
                        "`{}` is not a valid {} type",
                        String::from_utf8_lossy(&self.src[s..self.pos]),
                        if imm { "immediate" } else { "register" }
                    )
                },
                if imm {
                    "expected UD, D, UW, W, F, V, UV or VF"
                } else {
                    "expected UD, D, UW, W, UB, B, DF or F"
                },
            )),
        }
    }

    /// A register name: returns (file, RegNum, element subregister if given).
    fn register(&mut self) -> PResult<(RegFile, u8, Option<u32>)> {
        let s = self.pos;
        // Fast path: `g<n>` (or `r<n>`) with n < 128.
        if matches!(self.peek(), Some(b'g' | b'r'))
            && self.peek_at(1).is_some_and(|b| b.is_ascii_digit())
        {
            let mut k = self.pos + 1;
            let mut v = 0u32;
            while k < self.end && self.src[k].is_ascii_digit() && v < 1000 {
                v = v * 10 + u32::from(self.src[k] - b'0');
                k += 1;
            }
            let ends =
                k >= self.end || !(self.src[k].is_ascii_alphanumeric() || self.src[k] == b'_');
            if ends && v <= 127 {
                self.pos = k;
                let sub = if self.peek() == Some(b'.')
                    && self.peek_at(1).is_some_and(|b| b.is_ascii_digit())
                {
                    self.pos += 1;
                    Some(self.small(31, "subregister")?)
                } else {
                    None
                };
                return Ok((RegFile::Grf, v as u8, sub));
            }
        }
        let name = self.lower_ident();
        let span = Span::new(s, self.pos.max(s + 1));
        let (file, reg) = if let Some(n) = name
            .strip_prefix('g')
            .or_else(|| name.strip_prefix('r'))
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        {
            let v: u32 = n
                .parse()
                .map_err(|_| err(span, "bad register number", ""))?;
            if v > 127 {
                return Err(err(
                    span,
                    "general register out of range",
                    "GRF registers are g0-g127",
                ));
            }
            (RegFile::Grf, v as u8)
        } else {
            let found = arf_code(name.as_bytes());
            match found {
                Some(r) => (RegFile::Arf, r),
                None => {
                    return Err(err(
                        span,
                        format!("unknown register `{name}`"),
                        "expected g<n>, null, a0, acc<n>, f<n>, sr0, cr0, n<n>, ip, tdr0 or tm0",
                    ));
                }
            }
        };
        let sub =
            if self.peek() == Some(b'.') && self.peek_at(1).is_some_and(|b| b.is_ascii_digit()) {
                self.pos += 1;
                Some(self.small(31, "subregister")?)
            } else {
                None
            };
        Ok((file, reg, sub))
    }

    /// `g[a0.N imm]`: (addr_subreg, imm).
    fn indirect(&mut self) -> PResult<(u8, i16)> {
        self.expect(b'[', "`[`")?;
        self.ws();
        let s = self.pos;
        if self.lower_ident() != "a0" {
            return Err(err(
                Span::new(s, self.pos.max(s + 1)),
                "expected `a0`",
                "indirect addressing uses a0",
            ));
        }
        let sub = if self.eat(b'.') {
            self.small(7, "address subregister")? as u8
        } else {
            0
        };
        self.ws();
        let mut imm = 0i64;
        if self
            .peek()
            .is_some_and(|b| b == b'-' || b == b'+' || b.is_ascii_digit())
        {
            self.eat(b'+');
            self.ws();
            let s = self.pos;
            imm = self.number()?;
            if !(-512..=511).contains(&imm) {
                return Err(err(
                    Span::new(s, self.pos),
                    "address immediate out of range",
                    "expected -512..=511",
                ));
            }
        }
        self.ws();
        self.expect(b']', "`]`")?;
        Ok((sub, imm as i16))
    }

    /// Channel letters `xyzw` ([`ChanList::read`]).
    fn chans(&mut self) -> ChanList {
        let v = ChanList::read(self.src.get(self.pos..self.end).unwrap_or(&[]));
        self.pos += v.n;
        v
    }

    fn dst(&mut self, align16: bool) -> PResult<Dst> {
        self.ws();
        let s = self.pos;
        let (file, addr_parts) = if self.src[self.pos..self.end].starts_with(b"g[")
            || self.src[self.pos..self.end].starts_with(b"r[")
        {
            self.pos += 1;
            let (sub, imm) = self.indirect()?;
            (RegFile::Grf, Err((sub, imm)))
        } else {
            let (f, r, sub) = self.register()?;
            (f, Ok((r, sub)))
        };
        let mut hstride = 1;
        if self.eat(b'<') {
            let hs = self.pos;
            // A destination region is `<HorzStride>` only; an indirect destination in
            // particular has no Vx1/VxH form (rule 6.E).
            let close = self.src[hs..self.end]
                .iter()
                .position(|&b| b == b'>')
                .map_or(self.end, |p| hs + p);
            let inner = &self.src[hs..close];
            if inner.starts_with(b"VxH") || inner.iter().any(|&b| b == b',' || b == b';') {
                let span = Span::new(hs - 1, (close + 1).min(self.end));
                return Err(if addr_parts.is_err() {
                    Box::new(crate::validate::rule_error(
                        "GEN7-E0110",
                        "6.E",
                        2344,
                        "an indirect destination must be a 1x1 region: `<HorzStride>` only, no Vx1/VxH".into(),
                        span,
                    ))
                } else {
                    err(
                        span,
                        "a destination region is `<HorzStride>`",
                        "not a destination region",
                    )
                });
            }
            let h = self.number()?;
            hstride = hstride_code(h as u32).filter(|_| h >= 0).ok_or_else(|| {
                err(
                    Span::new(hs, self.pos),
                    "invalid horizontal stride",
                    "expected 0, 1, 2 or 4",
                )
            })?;
            self.expect(b'>', "`>`")?;
        }
        let mut writemask = 0xf;
        if self.eat(b'.') {
            let ms = self.pos;
            let cs = self.chans();
            if cs.n == 0 || cs.n > 4 || !align16 {
                return Err(err(
                    Span::new(ms, self.pos.max(ms + 1)),
                    "a write mask needs Align16 and channels x, y, z, w",
                    "here",
                ));
            }
            writemask = cs.c[..cs.n].iter().fold(0, |m, c| m | 1 << c);
        }
        let ty = self.ty(false)?;
        let addr = self.operand_addr(addr_parts, ty, s)?;
        Ok(Dst {
            file,
            ty,
            addr,
            hstride,
            writemask,
        })
    }

    /// An operand's address from its register parts (`Ok`: register and subregister in
    /// elements of `ty`) or its indirect parts (`Err`: address subregister and immediate); the
    /// operand starts at `s`.
    fn operand_addr(
        &self,
        parts: Result<(u8, Option<u32>), (u8, i16)>,
        ty: Type,
        s: usize,
    ) -> PResult<Addr> {
        Ok(match parts {
            Ok((reg, sub)) => {
                let bytes = sub.unwrap_or(0) * u32::from(ty.size());
                if bytes > 31 {
                    return Err(err(
                        Span::new(s, self.pos),
                        "subregister beyond the register",
                        "a register has 32 bytes",
                    ));
                }
                Addr::Direct {
                    reg,
                    subreg: bytes as u8,
                }
            }
            Err((addr_subreg, imm)) => Addr::Indirect { addr_subreg, imm },
        })
    }

    fn src(&mut self, align16: bool) -> PResult<Src> {
        self.ws();
        let s = self.pos;
        // Immediate?
        if self.peek().is_some_and(|b| b.is_ascii_digit())
            || (self.peek() == Some(b'-') && self.peek_at(1).is_some_and(|b| b.is_ascii_digit()))
        {
            return self.immediate();
        }
        let mut modifier = SrcMod::None;
        if self.eat(b'-') {
            modifier = SrcMod::Neg;
        }
        if self.src[self.pos..self.end].starts_with(b"(abs)") {
            self.pos += 5;
            modifier = if modifier == SrcMod::Neg {
                SrcMod::NegAbs
            } else {
                SrcMod::Abs
            };
        }
        let (file, addr_parts) = if self.src[self.pos..self.end].starts_with(b"g[")
            || self.src[self.pos..self.end].starts_with(b"r[")
        {
            self.pos += 1;
            let (sub, imm) = self.indirect()?;
            (RegFile::Grf, Err((sub, imm)))
        } else {
            let (f, r, sub) = self.register()?;
            (f, Ok((r, sub)))
        };
        let rs = self.pos;
        let mut region_parts: Option<(u8, Option<(u8, u8)>)> = None;
        if self.eat(b'<') {
            let vs = self.pos;
            let v = if self.src[self.pos..self.end].starts_with(b"VxH") {
                self.pos += 3;
                15
            } else {
                let v = self.number()?;
                vstride_code(v as u32).filter(|_| v >= 0).ok_or_else(|| {
                    err(
                        Span::new(vs, self.pos),
                        "invalid vertical stride",
                        "expected 0, 1, 2, 4, 8, 16 or 32",
                    )
                })?
            };
            if self.eat(b',') || self.eat(b';') {
                let ws = self.pos;
                let w = self.number()?;
                let wc = width_code(w as u32).filter(|_| w >= 0).ok_or_else(|| {
                    err(
                        Span::new(ws, self.pos),
                        "invalid width",
                        "expected 1, 2, 4, 8 or 16",
                    )
                })?;
                self.expect(b',', "`,`")?;
                let hs = self.pos;
                let h = self.number()?;
                let hc = hstride_code(h as u32).filter(|_| h >= 0).ok_or_else(|| {
                    err(
                        Span::new(hs, self.pos),
                        "invalid horizontal stride",
                        "expected 0, 1, 2 or 4",
                    )
                })?;
                region_parts = Some((v, Some((wc, hc))));
            } else {
                region_parts = Some((v, None));
            }
            self.expect(b'>', "`>`")?;
        }
        let mut swizzle = [0u8, 1, 2, 3];
        if self.eat(b'.') {
            let ms = self.pos;
            let cs = self.chans();
            match cs.n {
                1 => swizzle = [cs.c[0]; 4],
                4 => swizzle = [cs.c[0], cs.c[1], cs.c[2], cs.c[3]],
                _ => {
                    return Err(err(
                        Span::new(ms, self.pos.max(ms + 1)),
                        "a swizzle has one or four channels",
                        "here",
                    ));
                }
            }
            if !align16 {
                return Err(err(
                    Span::new(ms - 1, self.pos),
                    "swizzles need Align16",
                    "here",
                ));
            }
        }
        let ty = self.ty(false)?;
        let addr = self.operand_addr(addr_parts, ty, s)?;
        let region = if align16 {
            let v = match region_parts {
                Some((v, _)) => v,
                None => 0,
            };
            Region::Align16 {
                vstride: v,
                swizzle,
            }
        } else {
            match region_parts {
                Some((v, Some((w, h)))) => Region::Align1 {
                    vstride: v,
                    width: w,
                    hstride: h,
                },
                Some((_, None)) => {
                    return Err(err(
                        Span::new(rs, self.pos),
                        "Align1 regions need `<vstride,width,hstride>`",
                        "here",
                    ));
                }
                None => Region::Align1 {
                    vstride: 0,
                    width: 0,
                    hstride: 0,
                },
            }
        };
        Ok(Src::Reg(RegSrc {
            file,
            ty,
            modifier,
            addr,
            region,
        }))
    }

    fn immediate(&mut self) -> PResult<Src> {
        let s = self.pos;
        let neg = self.eat(b'-');
        let hex = self.peek() == Some(b'0') && matches!(self.peek_at(1), Some(b'x' | b'X'));
        let (mut value, mut implied): (u64, Option<Type>) = (0, None);
        let mut wide = false;
        let mut float: Option<f64> = None;
        if hex {
            self.pos += 2;
            let ds = self.pos;
            while self.peek().is_some_and(|b| b.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            let capital_follows = self.peek().is_some_and(|b| b.is_ascii_uppercase());
            let (de, ty) = hex_type_suffix(&self.src[ds..self.pos], capital_follows);
            implied = ty;
            let digits = &self.src[ds..ds + de];
            wide = digits.len() > 4;
            value = hex_value(digits)
                .ok_or_else(|| err(Span::new(s, self.pos), "bad hexadecimal immediate", "here"))?;
        } else {
            let ds = self.pos;
            while self.peek().is_some_and(|b| b.is_ascii_digit() || b == b'.') {
                self.pos += 1;
            }
            if self.peek() == Some(b'e') {
                self.pos += 1;
                self.eat(b'-');
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.pos += 1;
                }
            }
            let t = std::str::from_utf8(&self.src[ds..self.pos]).unwrap_or("");
            if t.contains('.') || t.contains('e') {
                float = Some(
                    t.parse::<f64>()
                        .map_err(|_| err(Span::new(s, self.pos), "bad number", "here"))?,
                );
            } else {
                value = t
                    .parse::<u64>()
                    .map_err(|_| err(Span::new(s, self.pos), "bad number", "here"))?;
            }
        }
        let ty = match implied {
            Some(t) => t,
            None => self.ty(true)?,
        };
        let span = Span::new(s, self.pos);
        if value > u64::from(u32::MAX) {
            return Err(err(span, "immediate does not fit 32 bits", "here"));
        }
        let mut v = value as u32;
        if let Some(f) = float {
            if ty != Type::F {
                return Err(err(span, "a decimal fraction needs the F type", "here"));
            }
            let f = if neg { -f } else { f };
            return Ok(Src::Imm {
                ty,
                value: (f as f32).to_bits(),
            });
        }
        if neg {
            v = (v as i32).wrapping_neg() as u32;
        }
        match ty {
            Type::Uw | Type::W if neg || (value <= 0xffff && !wide) => {
                v = (v & 0xffff) | (v & 0xffff) << 16;
            }
            Type::D if !neg && !hex && value > i32::MAX as u64 => {
                return Err(err(span, "D immediate out of range", "here"));
            }
            _ => {}
        }
        Ok(Src::Imm { ty, value: v })
    }

    fn basic(
        &mut self,
        info: &tables::OpcodeInfo,
        align16: bool,
        ctrl: &mut Control,
        eot: &mut bool,
    ) -> PResult<Operands> {
        let dst = self.dst(align16)?;
        let src0 = self.src(align16)?;
        self.ws();
        if info.class == OpClass::Send {
            // [a0 register] descriptor sfid <description>
            let src1 = if self.peek().is_some_and(|b| b.is_ascii_lowercase())
                && !self.src[self.pos..self.end].starts_with(b"0x")
                && self.src[self.pos..self.end].starts_with(b"a0")
            {
                let r = self.src(align16)?;
                self.ws();
                let ds = self.pos;
                let _raw = self.number()?;
                let _ = ds;
                r
            } else {
                let ds = self.pos;
                let d = self.number()?;
                if !(0..=0xffff_ffff).contains(&d) {
                    return Err(err(
                        Span::new(ds, self.pos),
                        "descriptor does not fit 32 bits",
                        "here",
                    ));
                }
                let d = d as u32;
                if d >> 31 != 0 {
                    *eot = true;
                }
                Src::Imm {
                    ty: Type::Ud,
                    value: d & 0x7fff_ffff,
                }
            };
            self.ws();
            let fs = self.pos;
            let name = self.sfid_name();
            let code = tables::code_of(g::SFIDS, &name)
                .or_else(|| name.strip_prefix("sfid").and_then(|n| n.parse().ok()))
                .or(match name.as_str() {
                    "pixel interp" => Some(11),
                    _ => None,
                })
                .ok_or_else(|| {
                    err(
                        Span::new(fs, self.pos.max(fs + 1)),
                        format!("unknown shared function `{name}`"),
                        "expected sampler, gateway, urb, render, const, data, ...",
                    )
                })?;
            ctrl.cond_modifier = code;
            // The rest is Mesa's decoding of the descriptor: informational only.
            self.pos = self.end;
            return Ok(Operands::Basic { dst, src0, src1 });
        }
        let src1 = match info.class {
            OpClass::Alu1 | OpClass::Wait | OpClass::Nop | OpClass::Jmpi | OpClass::Jump => {
                let written = if self.pos < self.end {
                    Some(self.src(align16)?)
                } else {
                    None
                };
                one_source_src1(info.value, ctrl, dst, src0, written).ok_or_else(|| {
                    err(
                        self.here(),
                        "this immediate type cannot stand alone",
                        "here",
                    )
                })?
            }
            _ => self.src(align16)?,
        };
        Ok(Operands::Basic { dst, src0, src1 })
    }

    fn sfid_name(&mut self) -> String {
        let s = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.src[s..self.pos]).into_owned()
    }

    fn three_src(&mut self) -> PResult<Operands> {
        self.ws();
        let ds = self.pos;
        let d = self.dst(true)?;
        let (dst, dst_type) = dst3(&d).map_err(|m| err(Span::new(ds, self.pos), m, "here"))?;
        let mut srcs = [Src3::PLAIN; 3];
        let mut src_type = None;
        for s3 in &mut srcs {
            self.ws();
            let ss = self.pos;
            // Parse as Align1 to see the full region, then map.
            let mut modifier = SrcMod::None;
            if self.eat(b'-') {
                modifier = SrcMod::Neg;
            }
            if self.src[self.pos..self.end].starts_with(b"(abs)") {
                self.pos += 5;
                modifier = if modifier == SrcMod::Neg {
                    SrcMod::NegAbs
                } else {
                    SrcMod::Abs
                };
            }
            let (file, reg, sub) = self.register()?;
            if file != RegFile::Grf {
                return Err(err(
                    Span::new(ss, self.pos),
                    "3-source operands are GRF registers",
                    "here",
                ));
            }
            let mut rep = false;
            if self.eat(b'<') {
                let rs = self.pos;
                let v = self.number()?;
                if self.eat(b',') {
                    let w = self.number()?;
                    self.expect(b',', "`,`")?;
                    let h = self.number()?;
                    match (v, w, h) {
                        (0, 1, 0) => rep = true,
                        (4, 4, 1) => {}
                        _ => {
                            return Err(err(
                                Span::new(rs, self.pos),
                                "3-source regions are <4,4,1> or <0,1,0>",
                                "here",
                            ));
                        }
                    }
                } else if v != 4 {
                    return Err(err(
                        Span::new(rs, self.pos),
                        "3-source regions are <4,4,1> or <0,1,0>",
                        "here",
                    ));
                }
                self.expect(b'>', "`>`")?;
            }
            let mut swizzle = [0u8, 1, 2, 3];
            if self.eat(b'.') {
                let ms = self.pos;
                let cs = self.chans();
                match cs.n {
                    1 => swizzle = [cs.c[0]; 4],
                    4 => swizzle = [cs.c[0], cs.c[1], cs.c[2], cs.c[3]],
                    _ => {
                        return Err(err(
                            Span::new(ms, self.pos.max(ms + 1)),
                            "a swizzle has one or four channels",
                            "here",
                        ));
                    }
                }
            }
            if rep {
                swizzle = [0; 4];
            }
            let ts = self.pos;
            let ty = self.ty(false)?;
            let t3 = Type3::from_type(ty).ok_or_else(|| {
                err(
                    Span::new(ts, self.pos),
                    "3-source types are F, D, UD or DF",
                    "here",
                )
            })?;
            if src_type.is_some_and(|t| t != t3) {
                return Err(err(
                    Span::new(ts, self.pos),
                    "all 3-source operands share one source type",
                    "differs from src0",
                ));
            }
            src_type = Some(t3);
            let bytes = sub.unwrap_or(0) * u32::from(ty.size());
            if bytes > 31 || bytes % 4 != 0 {
                return Err(err(
                    Span::new(ss, self.pos),
                    "3-source subregisters are dword aligned within the register",
                    "here",
                ));
            }
            *s3 = Src3 {
                reg,
                subreg: (bytes / 4) as u8,
                swizzle,
                rep_ctrl: rep,
                modifier,
            };
        }
        Ok(Operands::Three {
            dst,
            src: srcs,
            src_type: src_type.unwrap_or(Type3::F),
            dst_type,
        })
    }
}

#[cfg(test)]
mod hex_immediate_tests {
    use super::*;

    /// [`ByteSearch`] finds what `memchr` finds: every length up to 300 (below,
    /// at and above the searcher's 32- and 128-byte steps), the byte at each place or none,
    /// other bytes around it.
    #[test]
    fn byte_search_is_memchr() {
        let nl = ByteSearch::new(b'\n');
        for len in 0..300 {
            let mut hay: Vec<u8> = (0..len).map(|k| b"ab \t\r{"[k % 6]).collect();
            assert_eq!(nl.find(&hay), None);
            for at in 0..len {
                let was = hay[at];
                hay[at] = b'\n';
                assert_eq!(nl.find(&hay), Some(at), "{len} {at}");
                assert_eq!(nl.find(&hay[at / 2..]), Some(at - at / 2), "{len} {at}");
                assert_eq!(nl.find(&hay[..at]), None);
                hay[at] = was;
            }
        }
        let brace = ByteSearch::new(b'{');
        for len in 0..300 {
            let hay: Vec<u8> = (0..len).map(|k| b"{a{ b\n"[k % 6]).collect();
            assert_eq!(brace.find(&hay), memchr::memchr(b'{', &hay));
        }
    }

    /// `comment_end` finds the first `*/` like `memmem::find`.
    #[test]
    fn comment_end_is_memmem() {
        for hay in [
            &b""[..],
            b"*",
            b"/",
            b"*/",
            b" 17F */ x */",
            b"**/",
            b"* / */",
            b"*//",
            b"abc",
            b"a*b*c*",
            b"****",
        ] {
            assert_eq!(
                comment_end(hay),
                memchr::memmem::find(hay, b"*/"),
                "{hay:?}"
            );
        }
    }

    #[test]
    fn type_suffix_and_value() {
        assert_eq!(hex_type_suffix(b"3f800000F", false), (8, Some(Type::F)));
        assert_eq!(hex_type_suffix(b"3f800000F", true), (9, None));
        assert_eq!(hex_type_suffix(b"1D", false), (1, Some(Type::D)));
        assert_eq!(hex_type_suffix(b"", false), (0, None));
        assert_eq!(hex_value(b"3f800000"), Some(0x3f80_0000));
        assert_eq!(hex_value(b"00000000FFFFffffFFFFFFFF"), Some(u64::MAX));
        assert_eq!(hex_value(b"1FFFFFFFFFFFFFFFF"), None);
        assert_eq!(hex_value(b""), None);
    }
}
