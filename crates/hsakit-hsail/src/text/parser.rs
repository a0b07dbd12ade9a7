//! The HSAIL parser: text → [`Module`] (grammar: seed ch. 19, L21703–L22671).
//!
//! Entries are created in source order, so the BRIG sections come out in the order `HSAILasm`
//! writes them: strings and lists in `hsa_data` as they are met, one operand per operand
//! occurrence (operands are never shared), data entries shared by content. Forward references
//! (labels, later definitions of declared symbols) are patched when the target is known; a
//! reference to a declared symbol is redirected to its definition when the module defines it
//! (symbol-reference rule, L18514).

use super::consts::{float_bits, imm_type};
use super::lexer::{self, FloatLit, Lexer, Tok, Token};
use crate::brig::consts::{self as c, lookup, op, ty};
use crate::model::{
    Code, CodeRef, DataRef, ExecKind, Executable, Inst, InstFormat, Module, ModuleHeader, Operand,
    OperandRef, Variable, VariableShape,
};
use crate::valid::Found;
use crate::valid::conv::{self, ConstSource};
use crate::valid::sizes::Regs;
use crate::valid::types::{PACKED, allowed_types};
use crate::valid::{control, kinds, mnemonic, opaque, vector};
use hsakit_diag::{Diagnostic, SourceFile, Span};
use smallvec::{SmallVec, smallvec};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

mod mnemonic_fast;
mod vendor;
mod word_table;
use word_table::WordTable;
/// Hash maps with a fast fixed hasher (keys are names and small byte strings, not hostile).
type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

type PResult<T> = Result<T, Box<Diagnostic>>;
/// An instruction's operands, kept inline (no allocation per instruction).
type OpList = SmallVec<[OperandRef; 8]>;
/// A constant's bytes, inline up to 16 (no allocation per immediate operand).
type ConstBytes = SmallVec<[u8; 16]>;

fn perr(span: Span, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error("HSAIL-E0001", msg).with_primary(span, ""))
}

fn diag(code: &str, span: Span, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(code, msg).with_primary(span, ""))
}

/// Tokens a lexer on the parser's thread adds to the window at a time.
const LEX_AHEAD: usize = 32;

/// Sources of at least this many bytes are lexed on a second thread while they are parsed.
///
/// Whatever the number of cores: asking the system for it
/// ([`std::thread::available_parallelism`]) reads three cgroup files, about 75 µs (1% of
/// assembling a 700 KB source), while on a single core the helper and the parser merely take
/// turns at the bounded channel, a few context switches per batch of tokens.
pub const PIPE_MIN: usize = 1 << 18;

/// Parses HSAIL text into a module.
///
/// A large source ([`PIPE_MIN`]) is lexed on a helper thread that runs ahead of the parser ([`lexer::feed`]); the tokens, and so the module, are the same.
pub fn parse(src: &SourceFile) -> Result<Module, Vec<Diagnostic>> {
    parse_with(src, true)
}

/// Parses HSAIL text into a module that is only to be written out as BRIG: as [`parse`],
/// without the per-entry source spans ([`Module::discard_spans`]) and with code entries and
/// operands kept as BRIG records ([`Module::encode_records`]: [`Module::code`] and [`Module::operands`] see none of them, write
/// the module with [`crate::brig::write`] or [`crate::brig::write_to`]); the diagnostics
/// are the same.
pub fn parse_for_writing(src: &SourceFile) -> Result<Module, Vec<Diagnostic>> {
    parse_with(src, false)
}

/// [`parse_for_writing`], handing back what the parse used besides the module ([`Scratch`])
/// instead of freeing it: for a process that writes the module and exits, which can forget
/// both rather than free their memory piece by piece (work the exit does anyway: unmapping
/// the tables and buffers took about 4% of `hsail asm` on a 700 KB source).
pub fn parse_for_writing_keeping(
    src: &SourceFile,
) -> Result<(Module, Scratch<'_>), Vec<Diagnostic>> {
    parse_with_scratch(src, false, true, None)
}

/// [`parse_for_writing_keeping`] into `m`, a module made by
/// [`Module::for_writing_source_len`] for about this source's length (made beforehand, say
/// on another thread while the source is read: for a source that fits the assembler's huge
/// page, that is where the page is zeroed). A module with entries in it is put aside for a
/// fresh one.
pub fn parse_for_writing_keeping_into(
    src: &SourceFile,
    m: Module,
) -> Result<(Module, Scratch<'_>), Vec<Diagnostic>> {
    let fresh = m.is_fresh_for_writing();
    parse_with_scratch(src, false, true, fresh.then_some(m))
}

/// What a parse used besides the module ([`parse_for_writing_keeping`]): the parser's tables
/// and buffers and, when the source was lexed on a helper thread, the helper's. Freed when
/// dropped.
pub struct Scratch<'a> {
    _parser: Parser<'a>,
    _helper: Option<HelperScratch<'a>>,
}

/// What the lexing thread of [`parse_piped_keeping`] hands back: its mnemonic decoder and the
/// token vectors it would have filled again.
type HelperScratch<'a> = (Ahead<'a>, std::sync::mpsc::Receiver<Vec<Token<'a>>>);

fn parse_with(src: &SourceFile, spans: bool) -> Result<Module, Vec<Diagnostic>> {
    parse_with_scratch(src, spans, false, None).map(|(m, _)| m)
}

/// [`parse_with`] with the [`Scratch`]; the helper thread's part of it only when `keep` (else
/// the helper frees it while the parser finishes).
fn parse_with_scratch(
    src: &SourceFile,
    spans: bool,
    keep: bool,
    module: Option<Module>,
) -> Result<(Module, Scratch<'_>), Vec<Diagnostic>> {
    parse_checking(src, spans, keep, module, None).map(|(m, s, _)| (m, s))
}

/// Checks of a parsed module in two parts, run at once when the source is lexed on a helper
/// thread ([`parse_piped_keeping`]): `helper` there, once it is done lexing and the module is
/// parsed (the thread is running then; a new one took about 0.6 ms to start on the bench VM,
/// whose idle CPUs are slow to wake), `here` on the parser's thread. One after the other for a
/// source parsed on one thread.
pub(crate) struct Check<'c> {
    /// The helper thread's part.
    pub helper: &'c (dyn Fn(&Module) -> Found + Sync),
    /// The parser thread's part.
    pub here: &'c dyn Fn(&Module) -> Found,
}

/// What the two parts of a [`Check`] found: the helper's, then the parser thread's.
pub(crate) type Checked = (Found, Found);

/// [`parse_with_scratch`], then `check` of the module (see [`Check`]).
pub(crate) fn parse_checking<'s>(
    src: &'s SourceFile,
    spans: bool,
    keep: bool,
    module: Option<Module>,
    check: Option<Check<'_>>,
) -> Result<(Module, Scratch<'s>, Option<Checked>), Vec<Diagnostic>> {
    let bytes = src.bytes();
    if bytes.len() >= PIPE_MIN {
        return parse_piped_keeping(
            src,
            spans,
            lexer::BATCH,
            AheadMode::Balanced,
            keep,
            module,
            check,
        );
    }
    let mut p = parser_for(
        src,
        lexer::Tokens::Here(Lexer::new(bytes)),
        spans,
        None,
        module,
    );
    p.judge = check.is_some();
    p.m.kinds_checked |= p.judge;
    let m = run_parser(src, &mut p)?;
    let checked = check.map(|c| ((c.helper)(&m), (c.here)(&m)));
    Ok((
        m,
        Scratch {
            _parser: p,
            _helper: None,
        },
        checked,
    ))
}

/// Which batches the lexing thread decodes the new mnemonics of ([`Ahead`]); the others'
/// new mnemonics are decoded by the parser when it meets them. The module and the
/// diagnostics are the same whichever thread decodes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum AheadMode {
    /// The batches lexed while the parser still has a batch to read. A batch lexed while
    /// the parser has read them all (and waits for this one) goes without: the lexing thread
    /// is then the slower one, so the parser takes part of its work. On a module with many
    /// distinct mnemonics (CORE-full-large: 11k, about 3000 instructions each to decode
    /// before [`Parser::mnemonic_fast`], about 1000 since) decoding them all on the lexing
    /// thread left the parser waiting.
    Balanced,
    /// Every batch.
    #[cfg(test)]
    All,
    /// Every other batch (forced sharing, for tests).
    #[cfg(test)]
    Alternate,
}

/// [`parse_tokens`] with the tokens lexed on a helper thread in batches of `batch`. The
/// helper also decodes the mnemonics of the words that may start an instruction
/// ([`Ahead`], in the batches `mode` gives it), which takes most of the decoding (and the
/// lookups of the decoded-mnemonic table, which miss the cache) off the parser's thread.
#[cfg(test)]
fn parse_piped(
    src: &SourceFile,
    spans: bool,
    batch: usize,
    mode: AheadMode,
) -> Result<Module, Vec<Diagnostic>> {
    parse_piped_keeping(src, spans, batch, mode, false, None, None).map(|(m, ..)| m)
}

/// [`parse_piped`] with the [`Scratch`]: when `keep`, the helper thread hands its part over
/// when it is done lexing (else it frees it itself while the parser finishes). With a
/// `check`, the helper thread then waits for the module and runs its part of the check while
/// the parser's thread runs the other.
fn parse_piped_keeping<'s>(
    src: &'s SourceFile,
    spans: bool,
    batch: usize,
    mode: AheadMode,
    keep: bool,
    module: Option<Module>,
    check: Option<Check<'_>>,
) -> Result<(Module, Scratch<'s>, Option<Checked>), Vec<Diagnostic>> {
    let bytes = src.bytes();
    let flags = Arc::new(AtomicU8::new(INITIAL_FLAGS));
    let unread = Arc::new(AtomicUsize::new(0));
    // The parsed module, shared with the helper for its part of the check; `gone` when there
    // will be none (the parse failed or panicked).
    let parsed_module: OnceLock<Module> = OnceLock::new();
    let gone = AtomicBool::new(false);
    let helper_check = check.as_ref().map(|c| c.helper);
    // A checked parse judges each instruction as it reads it ([`Parser::judge`]).
    let judge = check.is_some();
    let done: Result<(Scratch<'s>, Option<Checked>), Vec<Diagnostic>> = std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::sync_channel(4);
        let (back, back_rx) = std::sync::mpsc::channel();
        let (notes_back, notes_back_rx) = std::sync::mpsc::channel();
        let (left_tx, left_rx) = std::sync::mpsc::channel();
        let shared = Arc::clone(&flags);
        let sent = Arc::clone(&unread);
        // Restores the caller's CPUs when the parse ends, however it ends.
        let (_apart, lane) = crate::apart::Apart::split();
        let (slot, gone) = (&parsed_module, &gone);
        let helper = s.spawn(move || {
            crate::apart::enter(lane);
            let mut ahead = Ahead::new(shared, sent, mode, bytes, notes_back_rx);
            ahead.p.judge = judge;
            lexer::feed(bytes, batch, &tx, &back_rx, |t, w| ahead.note(t, w));
            if keep {
                // Nobody takes it when the parse failed: it is then freed here after all.
                let _ = left_tx.send((ahead, back_rx));
            }
            let part = helper_check?;
            wait_for(slot, gone).map(part)
        });
        // Tells the helper that no module will come when the parse ends any other way than
        // with one (an error, a panic).
        let _gone_unless_parsed = GoneOnDrop(gone);
        let tokens = lexer::Tokens::Piped {
            rx,
            back,
            notes_back,
            len: bytes.len(),
        };
        let mut p = parser_for(src, tokens, spans, Some(flags), module);
        p.judge = judge;
        // Each instruction's kinds are checked as it is read, before the judge's check of an
        // instruction added (which would otherwise check them again).
        p.m.kinds_checked |= judge;
        p.unread = Some(unread);
        let parsed = run_parser(src, &mut p);
        // The receiver goes first, which stops the helper if it is still lexing (after an
        // error), so that it gets to the end of its work.
        p.lx = lexer::Tokens::Here(Lexer::new(b""));
        // On an error, the helper is told by `_gone_unless_parsed` (dropped on the way out).
        let m = parsed?;
        let m = slot.get_or_init(|| m);
        let here = check.as_ref().map(|c| (c.here)(m));
        // Received only when the helper sent it: a helper that panicked dropped its sender
        // (and the scope passes the panic on).
        let left = if keep { left_rx.recv().ok() } else { None };
        let there = match helper.join() {
            Ok(r) => r,
            Err(e) => std::panic::resume_unwind(e),
        };
        Ok((
            Scratch {
                _parser: p,
                _helper: left,
            },
            there.zip(here),
        ))
    });
    let (scratch, checked) = done?;
    // Set before the scope returned `Ok`.
    let m = parsed_module.into_inner().ok_or_else(Vec::new)?;
    Ok((m, scratch, checked))
}

/// Sets its flag when dropped: the parse of [`parse_piped_keeping`] has ended without a module
/// for the helper's part of the check.
struct GoneOnDrop<'a>(&'a AtomicBool);

impl Drop for GoneOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// How long the helper of [`parse_piped_keeping`] spins for the module before it sleeps
/// between looks: the parser finishes soon after the lexing ends (the channel holds four
/// batches), and a CPU left idle takes long to wake on a VM.
const SPIN: std::time::Duration = std::time::Duration::from_millis(20);

/// The module in `slot`, once there; `None` when `gone` says none will come.
fn wait_for<'m>(slot: &'m OnceLock<Module>, gone: &AtomicBool) -> Option<&'m Module> {
    let start = std::time::Instant::now();
    let mut spins = 0u32;
    loop {
        if let Some(m) = slot.get() {
            return Some(m);
        }
        if gone.load(Ordering::Acquire) {
            return None;
        }
        spins = spins.wrapping_add(1);
        if spins.is_multiple_of(256) && start.elapsed() > SPIN {
            std::thread::sleep(std::time::Duration::from_micros(50));
        } else {
            std::hint::spin_loop();
        }
    }
}

/// Decodes mnemonics on the lexing thread ([`parse_piped`]): the words of each batch that may
/// start an instruction (after `;`, `{`, `}` or `:`, comments aside), each distinct word once
/// per set of flags, with the parser's own [`Parser::mnemonic`] on a parser of its own that
/// has no tokens. A mnemonic that decodes without error means the same wherever it is
/// written under the same flags; the others (errors, vendor instructions, words that are not
/// instructions) are left to the parser, which reports them in place.
struct Ahead<'a> {
    /// The flags the parser last published ([`Parser::instruction`]).
    shared: Arc<AtomicU8>,
    /// The flags `known` holds entries for.
    flags: u8,
    /// Words decoded so far under `flags` (`None`: left to the parser).
    known: WordTable<'a, Option<Mnemonic>>,
    /// Whether the last token seen (comments aside) ends a statement, as in
    /// [`Parser::look_up_mnemonics`].
    after_stop: bool,
    /// The decoder: a parser without tokens, with the flags set.
    p: Parser<'static>,
    /// Batches noted and not yet taken by the parser ([`Parser::unread`]).
    unread: Arc<AtomicUsize>,
    mode: AheadMode,
    /// Batches noted so far.
    batches: usize,
    /// Notes vectors the parser is done with ([`lexer::Tokens::Piped`]), filled again.
    recycled: std::sync::mpsc::Receiver<Vec<Early>>,
}

impl<'a> Ahead<'a> {
    /// A decoder for the batches of the source `text`.
    fn new(
        shared: Arc<AtomicU8>,
        unread: Arc<AtomicUsize>,
        mode: AheadMode,
        text: &'a [u8],
        recycled: std::sync::mpsc::Receiver<Vec<Early>>,
    ) -> Self {
        let mut p = Parser::new(
            lexer::Tokens::Here(Lexer::new(b"")),
            Module::for_source_len(0),
        );
        p.fill(0);
        Ahead {
            shared,
            flags: INITIAL_FLAGS,
            known: WordTable::with_room(text, mnemonics_room(text.len())),
            after_stop: true,
            p,
            unread,
            mode,
            batches: 0,
            recycled,
        }
    }

    /// The decoded mnemonics of the words of `toks` that may start an instruction.
    /// `words` are where the words of `toks` are ([`lexer::feed`]).
    fn note(&mut self, toks: &[Token<'a>], words: &[u32]) -> Vec<Early> {
        let flags = self.shared.load(Ordering::Relaxed);
        if flags != self.flags {
            self.known.clear();
            self.flags = flags;
            self.p.model_large = flags & FLAG_LARGE != 0;
            self.p.profile_base = flags & FLAG_BASE != 0;
            self.p.image_ext = flags & FLAG_IMAGE != 0;
        }
        // Counted before the batch is sent: the parser counts it off when it takes it.
        let waiting = self.unread.fetch_add(1, Ordering::Relaxed) == 0;
        self.batches += 1;
        let decode = match self.mode {
            AheadMode::Balanced => !waiting,
            #[cfg(test)]
            AheadMode::All => true,
            #[cfg(test)]
            AheadMode::Alternate => self.batches.is_multiple_of(2),
        };
        // About one statement in ten tokens: room enough that the vector seldom grows.
        let mut out = self
            .recycled
            .try_recv()
            .unwrap_or_else(|_| Vec::with_capacity(toks.len() / 8));
        out.clear();
        // Only the words are looked at (`words`: where they are, from the lexer); whether
        // one follows a stop is read from the token before it, comments aside, or from the
        // batches before when it has none.
        for &k in words {
            let k = k as usize;
            let Some(&Token {
                tok: Tok::Word(w),
                span: sp,
            }) = toks.get(k)
            else {
                continue;
            };
            let before = toks.get(..k).unwrap_or_default();
            if !before
                .iter()
                .rev()
                .find(|t| !matches!(t.tok, Tok::Comment(_)))
                .map_or(self.after_stop, |t| ends_statement(&t.tok))
            {
                continue;
            }
            let (h, known) = self.known.get_hashed(w);
            let m = match known {
                Some(m) => *m,
                // Left to the parser (and decoded here if met again later).
                None if !decode => None,
                None => {
                    // As in `Parser::instruction`: a word ending in a bare modifier is more
                    // than the mnemonic.
                    let m = if ends_in_bare_mod(w) {
                        None
                    } else {
                        self.p
                            .mnemonic(w, sp, &[(0, sp.start as usize)])
                            .ok()
                            .flatten()
                    };
                    self.known.insert_absent(w, h, m);
                    m
                }
            };
            if let Some(m) = m {
                out.push((sp.start, flags, m));
            }
        }
        // For the next batch: whether this one ends with a stop (comments aside).
        if let Some(t) = toks
            .iter()
            .rev()
            .find(|t| !matches!(t.tok, Tok::Comment(_)))
        {
            self.after_stop = ends_statement(&t.tok);
        }
        out
    }
}

/// Whether a word after this token may start an instruction (`;`, `{`, `}`, `:`), as in
/// [`Parser::look_up_mnemonics`].
#[inline]
fn ends_statement(t: &Tok<'_>) -> bool {
    matches!(t, Tok::Punct(b';' | b'{' | b'}' | b':'))
}

/// Parses HSAIL text into a module, taking its tokens from `tokens`; the flags mnemonics are
/// decoded under are published to `shared` for a helper that decodes them ahead ([`Ahead`]).
#[cfg(test)]
fn parse_tokens<'a>(
    src: &'a SourceFile,
    tokens: lexer::Tokens<'a, Vec<Early>>,
    spans: bool,
    shared: Option<Arc<AtomicU8>>,
) -> Result<Module, Vec<Diagnostic>> {
    parse_module(src, parser_for(src, tokens, spans, shared, None))
}

/// The parser [`parse_tokens`] runs.
fn parser_for<'a>(
    src: &'a SourceFile,
    tokens: lexer::Tokens<'a, Vec<Early>>,
    spans: bool,
    shared: Option<Arc<AtomicU8>>,
    module: Option<Module>,
) -> Parser<'a> {
    let m = match module {
        Some(m) => m,
        None if spans => Module::for_source_len(src.bytes().len()),
        None => Module::for_writing_source_len(src.bytes().len()),
    };
    let mut p = Parser::new(tokens, m);
    p.mnemonics = WordTable::with_room(src.bytes(), mnemonics_room(src.bytes().len()));
    p.shared_flags = shared;
    p
}

/// The distinct mnemonics a decoded-mnemonic table reserves room for, for a source of
/// `source_len` bytes: one per 48 bytes, more than an instruction line with a new mnemonic
/// each takes (CORE-full-large has one per 63 bytes). The room is address space until used.
fn mnemonics_room(source_len: usize) -> usize {
    source_len / 48
}

/// Runs a parser from [`parser_for`] over the whole module.
#[cfg(test)]
fn parse_module<'a>(src: &'a SourceFile, mut p: Parser<'a>) -> Result<Module, Vec<Diagnostic>> {
    run_parser(src, &mut p)
}

/// Runs a parser from [`parser_for`] over the whole module and takes the module out of it.
fn run_parser<'a>(src: &'a SourceFile, p: &mut Parser<'a>) -> Result<Module, Vec<Diagnostic>> {
    p.fill(0);
    let parsed = p.module();
    // A lexical error anywhere in the input is reported before any syntax error, as when the
    // whole input is lexed first; the tokens are lexed once more only when something failed.
    if parsed.is_err() || p.lex_err.is_some() {
        let lexed = lexer::check(src.bytes()).err().or(p.lex_err.take());
        if let Some(e) = lexed {
            return Err(vec![*perr(e.span, e.message)]);
        }
    }
    parsed.map_err(|d| vec![*d])?;
    p.finish_symbols();
    // Every instruction's operand kinds were checked as it was read ([`kinds`]).
    p.m.kinds_checked = true;
    p.m.insts_checked = p.judge && p.insts_ok;
    Ok(std::mem::take(&mut p.m))
}

impl<'a> Parser<'a> {
    /// A parser at the start of `tokens`, building `m` (the window is filled on first use).
    fn new(tokens: lexer::Tokens<'a, Vec<Early>>, m: Module) -> Self {
        Parser {
            lx: tokens,
            lex_err: None,
            buf: Vec::with_capacity(8 * LEX_AHEAD),
            pos: 0,
            m,
            globals: HashMap::default(),
            scopes: Vec::new(),
            labels: HashMap::default(),
            recent_globals: [None; RECENT_GLOBALS],
            label_refs: Vec::new(),
            label_list_refs: Vec::new(),
            sym_refs: Vec::new(),
            sym_list_refs: Vec::new(),
            model_large: true,
            timeout: false,
            addr_shape: (CodeRef(0), None),
            addr_segment: 0,
            profile_base: false,
            image_ext: false,
            op_spans: Vec::new(),
            op_list: Vec::new(),
            #[cfg(test)]
            read_back: false,
            strict_float: false,
            vendor_exts: Vec::new(),
            expect_array: None,
            conv_init: false,
            reg_max: [-1; 4],
            mnemonics: WordTable::with_room(b"", 0),
            mnemonics_flags: INITIAL_FLAGS,
            shared_flags: None,
            unread: None,
            ahead: VecDeque::new(),
            after_stop: true,
            judge: false,
            insts_ok: true,
        }
    }
}

/// Puts the first `k` bytes of `src` in `dst` at `at` (nothing when they do not fit): a packed
/// constant's element ([`Parser::typed_value_bytes`]). The sizes of the elements (1, 2, 4 and
/// 8 bytes) are copied as sizes known here, without a call to `memcpy` per element.
#[inline]
fn put_element(dst: &mut [u8; 16], at: usize, src: &[u8; 8], k: usize) {
    fn put<const N: usize>(dst: &mut [u8; 16], at: usize, src: &[u8; 8]) {
        if let (Some(d), Some(s)) = (dst.get_mut(at..at + N), src.get(..N)) {
            d.copy_from_slice(s);
        }
    }
    match k {
        1 => put::<1>(dst, at, src),
        2 => put::<2>(dst, at, src),
        4 => put::<4>(dst, at, src),
        8 => put::<8>(dst, at, src),
        _ => {
            if let (Some(d), Some(s)) = (dst.get_mut(at..at + k), src.get(..k)) {
                d.copy_from_slice(s);
            }
        }
    }
}

/// Slots of [`Parser::recent_globals`].
const RECENT_GLOBALS: usize = 8;

/// [`Parser::mnemonics_flags`] bit: machine model large.
const FLAG_LARGE: u8 = 1;
/// [`Parser::mnemonics_flags`] bit: profile base.
const FLAG_BASE: u8 = 2;
/// [`Parser::mnemonics_flags`] bit: the IMAGE extension.
const FLAG_IMAGE: u8 = 4;
/// The flags of a parser before the module header: large, full, no IMAGE.
const INITIAL_FLAGS: u8 = FLAG_LARGE;

/// A mnemonic decoded ahead of the parser: the source offset of its word, the flags it was
/// decoded under ([`Parser::mnemonics_flags`]) and the result.
type Early = (u32, u8, Mnemonic);

/// What an instruction's checks need of one of its operands ([`Parser::instruction`]), noted
/// where the parser builds the operand, so that it is not read back from the operand's record.
/// [`OpVal::of`] works it out from an operand read back instead (the general path, which the
/// tests compare with).
#[derive(Clone, Copy, Debug, PartialEq)]
enum OpVal {
    /// A register of this kind.
    Reg(u16),
    /// A parenthesised list: its element count, and one bit per register kind among its
    /// elements (bit `k` for kind `k` below 7, bit 7 for any other kind).
    List { len: u32, reg_kinds: u8 },
    /// Constant bytes.
    Imm,
    /// `WAVESIZE`.
    Wavesize,
    /// An address: its symbol (0: none), its register's kind (if it has one), its offset.
    Addr {
        symbol: CodeRef,
        reg: Option<u16>,
        offset: u64,
    },
    /// A label.
    Code,
    /// A symbol (`&x`, `%x`): whether it names an fbarrier.
    Sym { fbar: bool },
    /// Anything else (or nothing read back).
    Other,
}

/// The elements of an instruction's first operand: a list's length, else 1 (how many values a
/// memory instruction moves).
fn access_width(ops: &[InstOperand]) -> u64 {
    match ops.first().map(|o| o.val) {
        Some(OpVal::List { len, .. }) => u64::from(len),
        _ => 1,
    }
}

impl OpVal {
    /// The symbol, register kind and offset of an address.
    fn address(&self) -> Option<(CodeRef, Option<u16>, u64)> {
        match *self {
            OpVal::Addr {
                symbol,
                reg,
                offset,
            } => Some((symbol, reg, offset)),
            _ => None,
        }
    }

    /// The bit of [`OpVal::List`]'s `reg_kinds` for a register of kind `kind`.
    fn kind_bit(kind: u16) -> u8 {
        crate::valid::sizes::kind_bit(kind)
    }

    /// What the operand is, for the checks of the instructions with a fixed operand list
    /// ([`kinds`]).
    #[inline]
    fn shape(&self) -> kinds::Shape {
        match self {
            OpVal::Reg(_) => kinds::Shape::Reg,
            OpVal::Imm => kinds::Shape::Imm,
            OpVal::Wavesize => kinds::Shape::Wavesize,
            OpVal::Addr { .. } => kinds::Shape::Addr,
            OpVal::Code => kinds::Shape::Label,
            OpVal::Sym { fbar: true } => kinds::Shape::Fbarrier,
            OpVal::Sym { fbar: false } => kinds::Shape::Symbol,
            // A list of more than 255 elements is no vector of 2-4 either.
            OpVal::List { len, .. } => kinds::Shape::Vector(u8::try_from(*len).unwrap_or(0)),
            _ => kinds::Shape::Other,
        }
    }

    /// The value of an operand read back from `m` (`None`: no operand there).
    fn of(m: &Module, o: Option<Operand>) -> OpVal {
        match o {
            Some(Operand::Register { kind, .. }) => OpVal::Reg(kind),
            Some(Operand::OperandList { elements }) => OpVal::List {
                len: (m.data(elements).len() / 4) as u32,
                reg_kinds: m.data_u32s(elements).fold(0, |a, e| {
                    match m.operand_value(OperandRef(e)) {
                        Some(Operand::Register { kind, .. }) => a | OpVal::kind_bit(kind),
                        _ => a,
                    }
                }),
            },
            Some(Operand::ConstantBytes { .. }) => OpVal::Imm,
            Some(Operand::Wavesize) => OpVal::Wavesize,
            Some(Operand::Address {
                symbol,
                reg,
                offset,
            }) => OpVal::Addr {
                symbol,
                reg: (reg.0 != 0).then(|| m.register_kind(reg).unwrap_or(u16::MAX)),
                offset,
            },
            Some(Operand::CodeRef { code }) => match kinds::code_ref_shape(m, code) {
                kinds::Shape::Label => OpVal::Code,
                s => OpVal::Sym {
                    fbar: s == kinds::Shape::Fbarrier,
                },
            },
            _ => OpVal::Other,
        }
    }
}

/// One operand of the instruction being parsed ([`Parser::op_list`]): the operand, its value
/// for the instruction's checks, and where it starts (for their messages; `None` for the
/// operands of `call` … whose starts are not noted). Noted together, one entry per operand
/// rather than one in each of three lists.
#[derive(Clone, Copy, Debug)]
struct InstOperand {
    op: OperandRef,
    val: OpVal,
    span: Option<Span>,
}

/// Parsed instruction modifiers (the `_`-separated parts of a mnemonic).
#[derive(Default, Debug)]
struct Mods {
    types: SmallVec<[u16; 4]>,
    ftz: bool,
    round: Option<u8>,
    pack: u8,
    segment: Option<u8>,
    align: Option<u8>,
    equiv: u8,
    width: Option<u8>,
    is_const: bool,
    nonull: bool,
    vector: u8,
    order: u8,
    scope: SmallVec<[u8; 4]>,
    geometry: Option<u8>,
    query: Option<u8>,
    atomic_op: Option<u8>,
    compare: Option<u8>,
}

/// A decoded and checked instruction mnemonic: what the operands and the BRIG record need.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Mnemonic {
    opcode: u16,
    /// The instruction type.
    ity: u16,
    format: InstFormat,
    /// The source (or coordinate) type operands after the first take.
    src_ty: u16,
    /// The operand kinds the instruction takes, when fixed ([`kinds::signature`]), by value
    /// (the tables keep one per distinct mnemonic).
    sig: Option<kinds::Sig>,
    /// The `_vN` suffix (0 when none).
    vector: u8,
    /// [`operand_type`] of operands 0 to 5 (worked out once per mnemonic, not per operand).
    types: [u16; 6],
    /// Whether the instruction keeps the per-opcode rules ([`crate::valid::rules`]), when
    /// judged ([`Parser::judge`]): once per distinct mnemonic, not per instruction.
    rules_ok: Option<bool>,
    /// What the validator's operand rules read for this opcode
    /// ([`crate::valid::operands::needs`]), and whether its operand kinds have ranged
    /// immediates: for [`Parser::judge_instruction`], worked out once per mnemonic.
    needs: u16,
    ranged: bool,
}

impl Mnemonic {
    /// The instruction this mnemonic writes, without operands.
    fn inst(&self) -> Inst {
        Inst {
            opcode: self.opcode,
            ty: self.ity,
            operands: DataRef(0),
            format: self.format,
        }
    }
}

struct Parser<'a> {
    /// Whether each instruction is judged against the validator's per-instruction rules as
    /// it is read (the writing path's checked parse, [`parse_checking`]): the per-opcode rules
    /// once per distinct mnemonic ([`Mnemonic::rules_ok`]), the operand rules from the values
    /// the parser notes ([`OpVal`]). The verdict is `insts_ok`, and then
    /// [`Module::insts_checked`]; the diagnostics, if any, come from the validator.
    judge: bool,
    /// Whether every instruction judged so far keeps those rules.
    insts_ok: bool,
    lx: lexer::Tokens<'a, Vec<Early>>,
    /// The first error the streaming lexer met (it then ends the token stream).
    lex_err: Option<lexer::LexError>,
    /// The look-ahead window; `buf[pos]` is the current token (tokens before it are read).
    buf: Vec<Token<'a>>,
    pos: usize,
    m: Module,
    globals: HashMap<&'a str, Vec<CodeRef>>,
    scopes: Vec<HashMap<&'a str, CodeRef>>,
    labels: HashMap<&'a str, CodeRef>,
    /// Global names looked up lately in addresses ([`Parser::lookup_in_address`]), by their
    /// length: a global name's symbol is the first definition or declaration of the name,
    /// which never changes once there is one (`globals` only grows).
    recent_globals: [Option<(&'a str, CodeRef)>; RECENT_GLOBALS],
    label_refs: Vec<(OperandRef, &'a str, Span)>,
    label_list_refs: Vec<(DataRef, usize, &'a str, Span)>,
    /// Operands naming a symbol, with the symbol they name now.
    sym_refs: Vec<(OperandRef, CodeRef)>,
    sym_list_refs: Vec<(DataRef, usize, CodeRef)>,
    model_large: bool,
    /// The segment (BRIG code) of the instruction whose operands are being parsed, 0 when it
    /// names none: an address with neither symbol nor register takes its offset size from it.
    addr_segment: u8,
    timeout: bool,
    /// The symbol of the last address operand read and its [`Module::variable_shape`] (the
    /// address's checks read it again; symbols are not changed while a statement is read).
    addr_shape: (CodeRef, Option<VariableShape>),
    profile_base: bool,
    image_ext: bool,
    /// Where the operands of `call`, `scall`, `icall` and `sbr` and of vendor instructions
    /// start, as far as known, while they are parsed (the others note theirs in
    /// [`Parser::op_list`] directly).
    op_spans: Vec<Span>,
    /// The operands of the instruction being parsed ([`Parser::inst_operands`]), with what
    /// its checks need of them and where they start: one entry per operand, in a vector
    /// reused from one instruction to the next.
    op_list: Vec<InstOperand>,
    /// Whether an instruction's operands are read back from their records for its checks
    /// ([`OpVal::of`]) instead of noted as they are built: the general path, for tests.
    #[cfg(test)]
    read_back: bool,
    strict_float: bool,
    vendor_exts: Vec<String>,
    expect_array: Option<u16>,
    /// The constant being parsed initializes a variable (conversion messages differ, [`conv`]).
    conv_init: bool,
    reg_max: [i64; 4],
    /// Mnemonics decoded so far ([`Parser::mnemonic`]), valid for `mnemonics_flags`. Keys
    /// are the source text where the mnemonic was first seen (no copy each, which counted
    /// against the memory budget): on a large module, lexed on another thread, the lexing
    /// thread's decoded mnemonics ([`Ahead`]) make lookups here rare.
    mnemonics: WordTable<'a, Mnemonic>,
    /// Machine model large, profile base, IMAGE extension ([`FLAG_LARGE`] …), when
    /// `mnemonics` was filled.
    mnemonics_flags: u8,
    /// Where `mnemonics_flags` is published for the thread that decodes mnemonics ahead
    /// ([`Ahead`]), if there is one.
    shared_flags: Option<Arc<AtomicU8>>,
    /// Batches the lexing thread sent and the parser has not taken ([`AheadMode::Balanced`]),
    /// if there is one.
    unread: Option<Arc<AtomicUsize>>,
    /// Mnemonics decoded ahead for words of the window that may start an instruction, by the
    /// word's source offset, with the flags they were decoded under: looked up in
    /// `mnemonics` ([`Parser::look_up_mnemonics`]) or decoded by the lexing thread
    /// ([`Ahead`]), in source order.
    ahead: VecDeque<Early>,
    /// Whether the last token added to the window (comments aside) ends a statement or a
    /// label, or opens or closes a block: the next word may be a mnemonic.
    after_stop: bool,
}

/// Words of the grammar's directives and declarations (ch. 19), which `HSAILasm` reads as
/// keywords rather than as an unknown instruction.
const DIRECTIVE_WORDS: [&str; 20] = [
    "module",
    "extension",
    "kernel",
    "function",
    "indirect",
    "signature",
    "decl",
    "prog",
    "alloc",
    "const",
    "pragma",
    "loc",
    "fbarrier",
    "enablebreakexceptions",
    "enabledetectexceptions",
    "maxdynamicgroupsize",
    "maxflatgridsize",
    "maxflatworkgroupsize",
    "requireddim",
    "requirenopartialworkgroups",
];

/// The control directive a word names ([`c::CONTROLS`], 1 and up), if any. Nearly every word
/// that starts a body statement is an instruction: most are told apart by their length and
/// first letter before the names are compared.
fn control_of(w: &str) -> Option<u8> {
    /// The shortest control directive name, and which bytes start one.
    const SHAPE: (usize, [bool; 256]) = {
        let mut shortest = usize::MAX;
        let mut first = [false; 256];
        let mut i = 1;
        while i < c::CONTROLS.len() {
            let name = c::CONTROLS[i].as_bytes();
            if name.len() < shortest {
                shortest = name.len();
            }
            if !name.is_empty() {
                first[name[0] as usize] = true;
            }
            i += 1;
        }
        (shortest, first)
    };
    match w.as_bytes().first() {
        Some(&b) if w.len() >= SHAPE.0 && SHAPE.1[usize::from(b)] => {
            lookup(&c::CONTROLS, w).filter(|&x| x != 0)
        }
        _ => None,
    }
}

/// Whether a word's part before its first `_` names a segment other than flat
/// ([`c::SEGMENTS`]), as a variable declaration's does (`global_u32`). Nearly every such word
/// is an instruction: most are told apart by their first letter before the names are compared.
fn starts_with_segment(w: &str) -> bool {
    /// Which bytes start a segment name from global on.
    const FIRST: [bool; 256] = {
        let mut first = [false; 256];
        let mut i = 2;
        while i < c::SEGMENTS.len() {
            let name = c::SEGMENTS[i].as_bytes();
            if !name.is_empty() {
                first[name[0] as usize] = true;
            }
            i += 1;
        }
        first
    };
    let b = w.as_bytes();
    if !b.first().is_some_and(|&c| FIRST[usize::from(c)]) {
        return false;
    }
    match b.iter().position(|&c| c == b'_') {
        // `_` is ASCII: the cut is at a character boundary.
        Some(k) => lookup(&c::SEGMENTS, &w[..k]).is_some_and(|x| x >= 2),
        None => false,
    }
}

fn log2_align(n: u64) -> Option<u8> {
    if n.is_power_of_two() && n <= 256 {
        Some(n.trailing_zeros() as u8 + 1)
    } else {
        None
    }
}

fn natural_align(t: u16) -> u8 {
    let sz = ty::byte_size(t).max(1);
    log2_align(sz).unwrap_or(1)
}

fn width_code(s: &str) -> Option<u8> {
    match s {
        "all" => Some(c::WIDTH_ALL),
        "WAVESIZE" => Some(c::WIDTH_WAVESIZE),
        _ => {
            let n: u64 = s.parse().ok()?;
            if n.is_power_of_two() && n <= 1 << 31 {
                Some(n.trailing_zeros() as u8 + 1)
            } else {
                None
            }
        }
    }
}

impl<'a> Parser<'a> {
    // ----- symbols -----

    // ----- token helpers -----

    /// Makes the window hold at least `k + 1` tokens from the current one (the end repeats
    /// as [`Tok::Eof`]).
    #[inline(always)]
    fn fill(&mut self, k: usize) {
        while self.buf.len() <= self.pos + k {
            self.refill();
        }
    }

    /// Adds tokens to the window: a stretch lexed here, or the next batch of the lexing
    /// thread, which becomes the window with the unread tokens put in front of it.
    #[cold]
    #[inline(never)]
    fn refill(&mut self) {
        let here = matches!(self.lx, lexer::Tokens::Here(_));
        if let Some(&t) = self.buf.last()
            && t.tok == Tok::Eof
        {
            self.buf.push(t);
            return;
        }
        // The window is filled a stretch at a time; lexing ahead is safe, since any lexical
        // error is reported from a fresh pass anyway when one was met (`parse_tokens`).
        let (before, err) = match &mut self.lx {
            lexer::Tokens::Here(lx) => {
                // Tokens already read go first (a short copy of the unread rest).
                if self.pos >= 4 * LEX_AHEAD {
                    self.buf.drain(..self.pos);
                    self.pos = 0;
                }
                let before = self.buf.len();
                (before, lx.lex_into(&mut self.buf, LEX_AHEAD).err())
            }
            lexer::Tokens::Piped {
                rx,
                back,
                notes_back,
                len,
            } => match lexer::recv_polling(rx) {
                Ok(lexer::Batch {
                    mut tokens,
                    err,
                    mut notes,
                }) => {
                    if let Some(u) = &self.unread {
                        u.fetch_sub(1, Ordering::Relaxed);
                    }
                    // Usually nothing is left of the last batch's entries: the batch's own
                    // vector becomes the queue, without a copy. The vector done with goes
                    // back to the lexing thread (see `notes_back`).
                    let done = if self.ahead.is_empty() {
                        Vec::from(std::mem::replace(&mut self.ahead, notes.into()))
                    } else {
                        self.ahead.extend(notes.drain(..));
                        notes
                    };
                    let _ = notes_back.send(done);
                    let rest = self.buf.len() - self.pos;
                    let room = lexer::BATCH_ROOM;
                    if rest <= room && tokens.len() >= room {
                        tokens[room - rest..room].copy_from_slice(&self.buf[self.pos..]);
                        let old = std::mem::replace(&mut self.buf, tokens);
                        self.pos = room - rest;
                        let _ = back.send(old);
                    } else {
                        self.buf.drain(..self.pos);
                        self.pos = 0;
                        self.buf
                            .extend_from_slice(tokens.get(room..).unwrap_or_default());
                        let _ = back.send(tokens);
                    }
                    (self.pos + rest, err)
                }
                // The lexing thread sent its last batch (or is gone): the end repeats.
                Err(_) => {
                    self.buf.push(Token {
                        tok: Tok::Eof,
                        span: Span::point(*len),
                    });
                    return;
                }
            },
        };
        if let Some(e) = err {
            let span = e.span;
            self.lex_err.get_or_insert(e);
            self.buf.push(Token {
                tok: Tok::Eof,
                span,
            });
        }
        // Batches from the lexing thread come with their mnemonics decoded.
        if here {
            self.look_up_mnemonics(before);
        }
    }

    /// Looks up, in one go, the mnemonics already decoded among the window's tokens from
    /// `from` on (words that start a statement), for [`Parser::instruction`] to take from
    /// `ahead`. The decoded-mnemonic table is too large to stay in cache on a big module, so
    /// each lookup waits on memory; made back to back, those waits overlap.
    fn look_up_mnemonics(&mut self, from: usize) {
        for t in &self.buf[from..] {
            match t.tok {
                Tok::Comment(_) => {}
                Tok::Word(w) if self.after_stop => {
                    if let Some(m) = self.mnemonics.get(w) {
                        self.ahead
                            .push_back((t.span.start, self.mnemonics_flags, *m));
                    }
                    self.after_stop = false;
                }
                Tok::Punct(b';' | b'{' | b'}' | b':') => self.after_stop = true,
                _ => self.after_stop = false,
            }
        }
    }
    #[inline]
    fn peek(&self) -> &Tok<'a> {
        // The window is never empty (`bump` refills it).
        &self.buf[self.pos].tok
    }
    /// Moves past the current token (never past the end).
    #[inline]
    fn bump(&mut self) {
        if !matches!(self.buf[self.pos].tok, Tok::Eof) {
            self.pos += 1;
            self.fill(0);
        }
    }
    /// The window index of the `k`-th token ahead that is not a comment (or of the end of
    /// input, when it comes first), filling the window as far as needed.
    fn index_at(&mut self, k: usize) -> usize {
        let mut i = 0;
        let mut left = k;
        loop {
            self.fill(i);
            let t = &self.buf[self.pos + i].tok;
            if matches!(t, Tok::Comment(_)) {
                i += 1;
                continue;
            }
            if left == 0 || matches!(t, Tok::Eof) {
                return i;
            }
            left -= 1;
            i += 1;
        }
    }
    fn peek_at(&mut self, k: usize) -> &Tok<'a> {
        let i = self.index_at(k);
        &self.buf[self.pos + i].tok
    }
    #[inline]
    fn span(&self) -> Span {
        self.buf[self.pos].span
    }
    #[inline]
    fn skip_comments(&mut self) {
        while matches!(self.peek(), Tok::Comment(_)) {
            self.bump();
        }
    }
    #[inline]
    fn next(&mut self) -> Token<'a> {
        self.skip_comments();
        let t = self.buf[self.pos];
        self.bump();
        t
    }
    /// The current token after comments, by value (tokens are `Copy`).
    #[inline]
    fn cur_tok(&mut self) -> Tok<'a> {
        *self.cur()
    }
    /// The current token, by value.
    #[inline]
    fn peek_tok(&self) -> Tok<'a> {
        *self.peek()
    }
    #[inline]
    fn cur(&mut self) -> &Tok<'a> {
        self.skip_comments();
        self.peek()
    }
    #[inline]
    fn is_punct(&mut self, ch: u8) -> bool {
        matches!(self.cur(), Tok::Punct(p) if *p == ch)
    }
    /// Moves past the current token (comments aside) when it is the punctuation `ch`. The
    /// current token itself is looked at first: comments between operands are rare.
    #[inline(always)]
    fn eat_punct(&mut self, ch: u8) -> bool {
        match self.buf[self.pos].tok {
            Tok::Punct(p) if p == ch => {
                self.pos += 1;
                self.fill(0);
                true
            }
            Tok::Comment(_) => self.eat_punct_after_comments(ch),
            _ => false,
        }
    }
    /// [`Parser::eat_punct`] with comments before the token.
    #[cold]
    #[inline(never)]
    fn eat_punct_after_comments(&mut self, ch: u8) -> bool {
        if self.is_punct(ch) {
            self.bump();
            true
        } else {
            false
        }
    }
    #[inline(always)]
    fn expect_punct(&mut self, ch: u8) -> PResult<()> {
        if self.eat_punct(ch) {
            Ok(())
        } else {
            Err(self.punct_expected(ch))
        }
    }
    /// [`Parser::expect_punct`]'s error, out of line (the message is built only on error).
    #[cold]
    #[inline(never)]
    fn punct_expected(&self, ch: u8) -> Box<Diagnostic> {
        perr(self.span(), format!("'{}' expected", ch as char))
    }
    fn is_word(&mut self, w: &str) -> bool {
        matches!(self.cur(), Tok::Word(x) if *x == w)
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect_int(&mut self) -> PResult<u64> {
        let t = self.next();
        match t.tok {
            Tok::Int(v) => Ok(v),
            _ => Err(perr(t.span, "integer constant expected")),
        }
    }
    /// Emits pending comments as comment directives (most statements have none: tested
    /// here, inline).
    #[inline(always)]
    fn comments(&mut self) {
        if matches!(self.peek(), Tok::Comment(_)) {
            self.add_comments();
        }
    }
    /// [`Parser::comments`] when there are some.
    #[inline(never)]
    fn add_comments(&mut self) {
        while let Tok::Comment(text) = *self.peek() {
            // An ASCII comment is its own text (no lossy conversion to make).
            let name = if text.is_ascii() {
                self.m.add_data(text)
            } else {
                self.m.add_data(lexer::comment_text(text).as_bytes())
            };
            let span = self.span();
            self.m.add_comment(name, span);
            self.bump();
        }
    }

    // ----- module -----

    fn module(&mut self) -> PResult<()> {
        loop {
            self.comments();
            if self.is_word("loc") {
                self.loc()?;
            } else if self.is_word("pragma") {
                self.pragma()?;
            } else {
                break;
            }
        }
        let sp = self.span();
        if !self.eat_word("module") {
            // HSAILasm notices the missing header at the first name of the statement.
            let mut at = sp;
            for k in 0..64 {
                match self.peek_at(k) {
                    Tok::Global(_) | Tok::Local(_) => {
                        at = self.buf[self.pos..]
                            .iter()
                            .filter(|t| !matches!(t.tok, Tok::Comment(_)))
                            .nth(k)
                            .map_or(sp, |t| t.span);
                        break;
                    }
                    Tok::Punct(b';') | Tok::Eof => break,
                    _ => {}
                }
            }
            return Err(perr(at, "Missing module directive"));
        }
        let t = self.next();
        let Tok::Global(name) = t.tok else {
            return Err(perr(t.span, "global identifier expected"));
        };
        self.expect_punct(b':')?;
        let major = self.expect_int()?;
        self.expect_punct(b':')?;
        let minor = self.expect_int()?;
        self.expect_punct(b':')?;
        let t = self.next();
        let profile = match &t.tok {
            Tok::Word(w) if *w == "$full" => 1,
            Tok::Word(w) if *w == "$base" => 0,
            _ => return Err(perr(t.span, "expected $full or $base")),
        };
        self.expect_punct(b':')?;
        let t = self.next();
        let model = match &t.tok {
            Tok::Word(w) if *w == "$large" => 1,
            Tok::Word(w) if *w == "$small" => 0,
            _ => return Err(perr(t.span, "expected $large or $small")),
        };
        self.model_large = model == 1;
        self.profile_base = profile == 0;
        self.expect_punct(b':')?;
        let t = self.next();
        let round = match &t.tok {
            Tok::Word(w) if *w == "$default" => 1,
            Tok::Word(w) if *w == "$near" => 2,
            Tok::Word(w) if *w == "$zero" => 3,
            _ => return Err(perr(t.span, "expected $default, $near or $zero")),
        };
        if major > u64::from(u32::MAX) {
            let s = self.span();
            return Err(perr(s, "Invalid major version number"));
        }
        self.expect_punct(b';')?;
        let name_ref = self.m.add_data(name.as_bytes());
        let mr = self.m.next_code_ref();
        self.globals.entry(name).or_default().push(mr);
        let name = name_ref;
        self.m.add_code(
            Code::Module(ModuleHeader {
                name,
                major: major as u32,
                minor: minor as u32,
                profile,
                machine_model: model,
                default_float_round: round,
            }),
            sp,
        );
        loop {
            self.comments();
            if matches!(self.peek(), Tok::Eof) {
                return Ok(());
            }
            self.module_statement()?;
        }
    }

    fn module_statement(&mut self) -> PResult<()> {
        let sp = self.span();
        let t = *self.peek();
        let Tok::Word(w) = t else {
            return Err(perr(sp, "Unexpected token in module statement"));
        };
        match w {
            "module" => {
                self.bump();
                let s = self.span();
                Err(perr(s, "Duplicate module directive"))
            }
            "extension" => {
                self.bump();
                let t = self.next();
                let Tok::Str(lit) = t.tok else {
                    return Err(perr(t.span, "expected a string"));
                };
                let s = lit.bytes();
                self.expect_punct(b';')?;
                if *s == b"IMAGE"[..] {
                    self.image_ext = true;
                } else if s.contains(&b':') {
                    self.vendor_exts
                        .push(String::from_utf8_lossy(&s).into_owned());
                }
                let name = self.m.add_data(&s);
                self.m.add_code(Code::Extension { name }, sp);
                Ok(())
            }
            "pragma" => self.pragma(),
            "loc" => self.loc(),
            "pad" => {
                self.bump();
                let n = if let Tok::Int(_) = self.cur() {
                    self.expect_int()?
                } else {
                    0
                };
                self.expect_punct(b';')?;
                let size = ((n + 1) * 4).min(0xfffc) as u16;
                self.m.add_code(Code::None { size }, sp);
                Ok(())
            }
            _ => self.declaration(sp),
        }
    }

    fn pragma(&mut self) -> PResult<()> {
        let sp = self.span();
        self.bump();
        let mut ops = Vec::new();
        loop {
            let o = self.pragma_operand()?;
            ops.push(o);
            if !self.eat_punct(b',') {
                break;
            }
        }
        self.expect_punct(b';')?;
        let operands = self.m.add_operand_list(&ops);
        self.m.add_code(Code::Pragma { operands }, sp);
        Ok(())
    }

    fn pragma_operand(&mut self) -> PResult<OperandRef> {
        let sp = self.span();
        match self.cur_tok() {
            Tok::Str(s) => {
                self.bump();
                let string = self.m.add_data(&s.bytes());
                Ok(self.m.add_operand(Operand::String { string }))
            }
            Tok::Global(n) | Tok::Local(n) => {
                self.bump();
                let target = self
                    .lookup(n)
                    .ok_or_else(|| perr(sp, "identifier not found"))?;
                let r = self.m.add_operand(Operand::CodeRef { code: target });
                self.sym_refs.push((r, target));
                Ok(r)
            }
            Tok::Word("WAVESIZE") => {
                self.bump();
                Ok(self.m.add_operand(Operand::Wavesize))
            }
            Tok::Label(_) if self.scopes.is_empty() => {
                Err(perr(sp, "labels cannot be used outside of code blocks"))
            }
            Tok::Reg(..) if self.scopes.is_empty() => Err(perr(
                sp,
                "Pragma must be in a code block to refer registers",
            )),
            Tok::Reg(..) | Tok::Label(_) => self.operand(0, 0, ty::NONE, ty::NONE),
            _ => self.constant_operand(None),
        }
    }

    fn loc(&mut self) -> PResult<()> {
        let sp = self.span();
        self.bump();
        let line = self.expect_int()?;
        if matches!(self.peek(), Tok::Comment(_)) {
            let s = self.span();
            return Err(perr(s, "';' expected"));
        }
        if line == 0 {
            return Err(perr(
                sp,
                "Invalid loc directive, line number must be greater than 0",
            ));
        }
        let col = if let Tok::Int(_) = self.cur() {
            let col = self.expect_int()?;
            if col > u64::from(u32::MAX) {
                let s = self.span();
                return Err(perr(s, "invalid source column"));
            }
            col
        } else {
            1
        };
        if matches!(self.peek(), Tok::Comment(_)) {
            let s = self.span();
            return Err(perr(s, "';' expected"));
        }
        let file = if let Tok::Str(s) = *self.cur() {
            self.bump();
            s.bytes()
        } else {
            std::borrow::Cow::Borrowed(&[][..])
        };
        self.expect_punct(b';')?;
        let filename = self.m.add_data(&file);
        self.m.add_code(
            Code::Loc {
                filename,
                line: line as u32,
                column: col as u32,
            },
            sp,
        );
        Ok(())
    }

    fn declaration(&mut self, sp: Span) -> PResult<()> {
        let mut decl = false;
        let mut prog = false;
        // `[decl] [prog]`, in this order (grammar L21765–L21975).
        loop {
            if self.is_word("decl") && (decl || prog) {
                let s = self.span();
                return Err(perr(s, "Unexpected token in module statement"));
            }
            if self.eat_word("decl") {
                decl = true;
            } else if self.eat_word("prog") {
                prog = true;
            } else {
                break;
            }
        }
        let linkage = if prog {
            c::linkage::PROGRAM
        } else {
            c::linkage::MODULE
        };
        if self.eat_word("kernel") {
            return self.executable(ExecKind::Kernel, decl, linkage, sp);
        }
        if self.eat_word("function") {
            return self.executable(ExecKind::Function, decl, linkage, sp);
        }
        if self.is_word("indirect") {
            self.bump();
            if !self.eat_word("function") {
                let s = self.span();
                return Err(perr(s, "expected 'function'"));
            }
            return self.executable(ExecKind::IndirectFunction, decl, linkage, sp);
        }
        if self.eat_word("signature") {
            return self.executable(ExecKind::Signature, decl, c::linkage::NONE, sp);
        }
        if self.eat_word("fbarrier") {
            let t = self.next();
            let Tok::Global(n) = t.tok else {
                return Err(perr(t.span, "global identifier expected"));
            };
            self.expect_punct(b';')?;
            self.check_redefinition(n, 1, !decl, t.span)?;
            let name = self.m.add_data(n.as_bytes());
            let r = self.m.add_code(
                Code::Fbarrier {
                    name,
                    modifier: u8::from(!decl),
                    linkage,
                },
                sp,
            );
            self.globals.entry(n).or_default().push(r);
            return Ok(());
        }
        let r = self.variable(decl, linkage, false, sp)?;
        self.expect_punct(b';')?;
        let _ = r;
        Ok(())
    }

    /// Parses a variable declaration (module scope, function scope or argument).
    fn variable(&mut self, decl: bool, linkage: u8, is_arg: bool, sp: Span) -> PResult<CodeRef> {
        let mut alloc_agent = false;
        let mut align: Option<u8> = None;
        let mut is_const = false;
        // Qualifiers come once each, in the order alloc, align, const (grammar L21765).
        let mut stage = 0u8;
        loop {
            let at = self.step_qualifier(&mut stage)?;
            if !at {
                break;
            }
            if self.is_word("alloc") {
                self.bump();
                self.expect_punct(b'(')?;
                if !self.eat_word("agent") {
                    let s = self.span();
                    return Err(perr(s, "expected 'agent'"));
                }
                self.expect_punct(b')')?;
                alloc_agent = true;
            } else if self.is_word("align") {
                self.bump();
                self.expect_punct(b'(')?;
                let s = self.span();
                let n = self.expect_int()?;
                self.expect_punct(b')')?;
                align = Some(log2_align(n).ok_or_else(|| perr(s, "Invalid alignment"))?);
            } else if self.eat_word("const") {
                is_const = true;
            } else {
                break;
            }
        }
        let t = self.next();
        let Tok::Word(w) = &t.tok else {
            return Err(perr(t.span, "expected a variable declaration"));
        };
        let (seg, tyname) = w.split_once('_').ok_or_else(|| {
            if lookup(&c::SEGMENTS, w).is_some() {
                let end = t.span.end as usize;
                perr(Span::new(end, end + 1), "variable type expected")
            } else {
                perr(t.span, "variable segment expected")
            }
        })?;
        let segment = lookup(&c::SEGMENTS, seg)
            .filter(|&s| s >= 2)
            .ok_or_else(|| perr(t.span, "invalid segment"))?;
        // HSAILasm reads the segment, then the type up to the next `_` or `[`: a word that is no
        // type is reported at the `_` after the segment, anything after the type where the
        // name belongs.
        let under = t.span.start as usize + seg.len();
        let (tname, rest_at) = match tyname.find(['_', '[']) {
            Some(i) => (&tyname[..i], Some(under + 1 + i)),
            None => (tyname, None),
        };
        let mut vty = ty::parse(tname)
            .ok_or_else(|| perr(Span::new(under, under + 1), "variable type expected"))?;
        if let Some(at) = rest_at {
            let local = is_arg || matches!(linkage, c::linkage::FUNCTION | c::linkage::ARG);
            return Err(perr(
                Span::new(at, at + 1),
                if local {
                    "local identifier expected"
                } else {
                    "global identifier expected"
                },
            ));
        }
        // Name (optional for signature arguments).
        let name_span = self.span();
        // Without the IMAGE extension an image or sampler variable is rejected once its
        // initializer has been read (HSAILasm's order).
        let deferred = match self.check_type(vty, name_span) {
            Err(e) if ty::is_opaque(ty::base(vty)) && !self.image_ext => Some(e),
            r => {
                r?;
                None
            }
        };
        let name_str = match self.cur_tok() {
            // Formal arguments are local names; signature arguments may be unnamed.
            Tok::Global(_) if is_arg && linkage == c::linkage::NONE => {
                return Err(perr(name_span, "')' expected"));
            }
            // So are the names of a code block's variables (4.3.1; HSAILasm: "local
            // identifier expected").
            Tok::Global(_)
                if is_arg || matches!(linkage, c::linkage::FUNCTION | c::linkage::ARG) =>
            {
                return Err(perr(name_span, "local identifier expected"));
            }
            Tok::Global(n) | Tok::Local(n) => {
                self.bump();
                Some(n)
            }
            _ if is_arg && linkage != c::linkage::NONE => {
                return Err(perr(name_span, "local identifier expected"));
            }
            // Only a signature's arguments go unnamed.
            _ if !is_arg => {
                let local = matches!(linkage, c::linkage::FUNCTION | c::linkage::ARG);
                return Err(perr(
                    name_span,
                    if local {
                        "local identifier expected"
                    } else {
                        "global identifier expected"
                    },
                ));
            }
            _ => None,
        };
        let name = match &name_str {
            Some(n) => self.m.add_data(n.as_bytes()),
            None => self.m.add_data(b""),
        };
        let mut dim = 0u64;
        let mut flex = false;
        if self.eat_punct(b'[') {
            if self.eat_punct(b']') {
                flex = true;
            } else {
                let ds = self.span();
                dim = self.expect_int()?;
                if dim == 0 {
                    return Err(perr(ds, "Arrays must have dim > 0"));
                }
                if dim.checked_mul(ty::byte_size(vty).max(1)).is_none() {
                    return Err(perr(
                        name_span,
                        "Array variable size in bytes must not exceed (2^64)-1",
                    ));
                }
                self.expect_punct(b']')?;
            }
            vty |= ty::ARRAY;
        }
        let mut init = OperandRef(0);
        if self.eat_punct(b'=') {
            let base = vty & !ty::ARRAY;
            let init_span = self.span();
            let (o, n) = self.initializer(base, ty::is_array(vty))?;
            init = o;
            if flex && ty::is_array(vty) {
                dim = n;
            }
            if let Some(size) = self.aggregate_size(o) {
                let esz = ty::byte_size(base).max(1);
                if size % esz != 0 {
                    return Err(diag(
                        "HSAIL-E0015",
                        init_span,
                        "Invalid initializer size, must be a multiple of array element type size",
                    ));
                }
                let declared = if ty::is_array(vty) { dim } else { 1 };
                if declared != 0 && size != declared * esz {
                    return Err(diag(
                        "HSAIL-E0016",
                        init_span,
                        "Initializer size does not match array size",
                    ));
                }
                if flex {
                    dim = size / esz;
                }
            }
        }
        if let Some(e) = deferred {
            return Err(e);
        }
        // Agent allocation: implicit for readonly, required for initialized images and
        // samplers in global (4.11, L3633–L3678).
        if alloc_agent && segment == 3 {
            return Err(perr(
                name_span,
                "Allocation cannot be specified because readonly segment variables have implicit agent allocation",
            ));
        }
        if segment == 2 && !alloc_agent && init.0 != 0 && ty::is_opaque(ty::base(vty)) {
            return Err(perr(
                name_span,
                "Initialized images and samplers must have agent allocation",
            ));
        }
        let allocation = match segment {
            2 if alloc_agent => 2,
            2 => 1,
            3 => 2,
            _ => 3,
        };
        let _ = is_arg;
        if let Some(a) = align
            && a < natural_align(vty)
        {
            return Err(diag(
                "HSAIL-E0010",
                name_span,
                "Specified alignment must be greater than or equal to natural alignment",
            ));
        }
        let v = Variable {
            name,
            init,
            ty: vty,
            segment,
            align: align.unwrap_or_else(|| natural_align(vty)),
            dim,
            modifier: u8::from(!decl) | (u8::from(is_const) << 1),
            linkage,
            allocation,
        };
        let is_def = v.modifier & 1 != 0;
        if let Some(n) = &name_str {
            self.check_redefinition(n, 0, is_def, name_span)?;
        }
        let r = self.m.add_code(Code::Variable(v), sp);
        if let Some(n) = name_str {
            if n.starts_with('&') {
                self.globals.entry(n).or_default().push(r);
            } else if let Some(s) = self.scopes.last_mut() {
                s.insert(n, r);
            }
        }
        Ok(r)
    }

    /// Checks the qualifier at the cursor against the order alloc, align, const; returns
    /// whether there is one.
    fn step_qualifier(&mut self, stage: &mut u8) -> PResult<bool> {
        let rank = match self.cur() {
            Tok::Word("alloc") => 1,
            Tok::Word("align") => 2,
            Tok::Word("const") => 3,
            _ => return Ok(false),
        };
        if rank <= *stage {
            let s = self.span();
            return Err(perr(s, "variable segment expected"));
        }
        *stage = rank;
        Ok(true)
    }

    /// Parses a variable initializer; returns the operand and the element count.
    fn initializer(&mut self, base: u16, is_array: bool) -> PResult<(OperandRef, u64)> {
        // Bit-typed constants do not exist (4.8.3, L3212–L3271).
        if let Tok::Word(w) = *self.cur()
            && ty::parse(w.trim_end_matches("[]")).is_some_and(|t| matches!(t, ty::B1..=ty::B128))
        {
            let s = self.span();
            return Err(diag("HSAIL-E0017", s, "Constant value expected"));
        }
        let sp = self.span();
        // Bit arrays take aggregates only; other arrays take an array constant of their type
        // (4.8.4, L3272–L3310). The constant is read whole before its kind is judged.
        let bit_array = is_array && matches!(base, ty::B8..=ty::B128);
        if self.is_punct(b'{') && (bit_array || is_array) {
            let o = self.aggregate()?;
            if bit_array {
                return Ok((o, 0));
            }
            return Err(diag(
                "HSAIL-E0017",
                sp,
                format!(
                    "Invalid initializer, expected {}[] constant",
                    ty::name(base)
                ),
            ));
        }
        if bit_array {
            self.constant_operand(None)?;
            return Err(diag(
                "HSAIL-E0017",
                sp,
                "Invalid initializer, expected an aggregate constant",
            ));
        }
        if is_array {
            if let Tok::Word(w) = *self.cur()
                && (w.ends_with("[]") || matches!(self.peek_at(1), Tok::Punct(b'[')))
            {
                self.expect_array = Some(base);
                let o = self.constant_operand(None);
                self.expect_array = None;
                let o = o?;
                let n = match self.m.operand_value(o).as_ref() {
                    Some(Operand::ConstantBytes { bytes, .. }) => {
                        self.m.data(*bytes).len() as u64 / ty::byte_size(base).max(1)
                    }
                    Some(Operand::ConstantOperandList { elements, .. }) => {
                        self.m.data(*elements).len() as u64 / 4
                    }
                    _ => 1,
                };
                return Ok((o, n));
            }
            return Err(diag(
                "HSAIL-E0017",
                sp,
                format!(
                    "Invalid initializer, expected {}[] constant",
                    ty::name(base)
                ),
            ));
        }
        // A scalar takes neither an aggregate, an array nor an image or sampler of another type.
        let wrong_kind = match self.cur_tok() {
            Tok::Punct(b'{') => true,
            Tok::Word(w) => {
                w.ends_with("[]")
                    || matches!(self.peek_at(1), Tok::Punct(b'['))
                    || ty::parse(w).is_some_and(|t| ty::is_opaque(t) && t != base)
            }
            _ => false,
        };
        if wrong_kind {
            // The constant is read whole first: an error inside it comes first.
            self.constant_operand(None)?;
            return Err(diag(
                "HSAIL-E0017",
                sp,
                format!(
                    "Invalid initializer, expected {} constant",
                    conv::expected_name(base)
                ),
            ));
        }
        self.strict_float = true;
        self.conv_init = true;
        let o = self.constant_operand(Some(base));
        self.strict_float = false;
        self.conv_init = false;
        Ok((o?, 1))
    }

    fn executable(&mut self, kind: ExecKind, decl: bool, linkage: u8, sp: Span) -> PResult<()> {
        let t = self.next();
        let Tok::Global(n) = t.tok else {
            return Err(perr(t.span, "global identifier expected"));
        };
        let fname = n;
        let name = self.m.add_data(n.as_bytes());
        let r = self.m.add_code(
            Code::Executable(Executable {
                kind,
                name,
                out_arg_count: 0,
                in_arg_count: 0,
                first_in_arg: CodeRef(0),
                first_code_block_entry: CodeRef(0),
                next_module_entry: CodeRef(0),
                modifier: u8::from(!decl),
                linkage,
            }),
            sp,
        );
        self.globals.entry(n).or_default().push(r);
        self.scopes.push(HashMap::default());
        let arg_linkage = if kind == ExecKind::Signature {
            c::linkage::NONE
        } else {
            c::linkage::FUNCTION
        };
        let mut outs = 0u16;
        if kind != ExecKind::Kernel {
            outs = self.formal_args(arg_linkage)?;
        }
        let first_in = self.m.next_code_ref();
        let ins = self.formal_args(arg_linkage)?;
        let first_body = self.m.next_code_ref();
        let mut definition = false;
        // A declaration has no body; a kernel or function without `decl` needs one.
        if kind == ExecKind::Signature && decl {
            let next = self.span();
            let at = Span::new((next.start as usize).saturating_sub(1), next.start as usize);
            return Err(perr(at, "signatures cannot have declarations"));
        }
        if kind != ExecKind::Signature {
            if decl && self.is_punct(b'{') {
                let s = self.span();
                return Err(perr(s, "';' expected"));
            }
            if !decl && !self.is_punct(b'{') {
                let s = self.span();
                return Err(perr(s, "'{' expected"));
            }
        }
        if self.is_punct(b'{') {
            if kind == ExecKind::Signature {
                let s = self.span();
                return Err(perr(s, "a signature has no body"));
            }
            definition = true;
            self.bump();
            self.labels.clear();
            self.reg_max = [-1; 4];
            self.body()?;
            self.resolve_labels()?;
            // Register limits (4.7, L2967–L2976).
            let [cm, sm, dm, qm] = self.reg_max;
            if cm + 1 > 128 {
                return Err(diag(
                    "HSAIL-E0032",
                    t.span,
                    format!(
                        "Number of 'c' registers in function {fname} exceeds current HSAIL limitation"
                    ),
                ));
            }
            if (sm + 1) + 2 * (dm + 1) + 4 * (qm + 1) > 2048 {
                return Err(diag(
                    "HSAIL-E0032",
                    t.span,
                    format!(
                        "Number of 's', 'd' and 'q' registers in function {fname} exceeds current HSAIL limitation"
                    ),
                ));
            }
        }
        self.expect_punct(b';')?;
        self.scopes.pop();
        if !definition {
            let mut a = self.m.code_index(r).map_or(usize::MAX, |i| i + 1);
            let end = self.m.code_index(first_body).unwrap_or(self.m.code_len());
            while a < end {
                if let Some(cr) = self.m.code_ref_by_index(a)
                    && let Some(Code::Variable(mut v)) = self.m.code_value(cr)
                {
                    v.linkage = c::linkage::NONE;
                    self.m.set_code(cr, Code::Variable(v));
                }
                a += 1;
            }
        }
        let next = self.m.next_code_ref();
        if let Some(Code::Executable(mut e)) = self.m.code_value(r) {
            e.out_arg_count = outs;
            e.in_arg_count = ins;
            e.first_in_arg = first_in;
            e.first_code_block_entry = first_body;
            e.next_module_entry = next;
            e.modifier = u8::from(definition || kind == ExecKind::Signature);
            self.m.set_code(r, Code::Executable(e));
        }
        Ok(())
    }

    fn formal_args(&mut self, linkage: u8) -> PResult<u16> {
        self.expect_punct(b'(')?;
        let mut n = 0u16;
        if self.eat_punct(b')') {
            return Ok(0);
        }
        loop {
            let sp = self.span();
            self.variable(false, linkage, true, sp)?;
            n = n.saturating_add(1);
            if self.eat_punct(b')') {
                return Ok(n);
            }
            self.expect_punct(b',')?;
        }
    }

    // ----- code blocks -----

    fn body(&mut self) -> PResult<()> {
        let mut in_arg_block = false;
        let mut seen_other = false;
        loop {
            self.comments();
            let sp = self.span();
            match self.peek_tok() {
                Tok::Punct(b'}') => {
                    self.bump();
                    if in_arg_block {
                        self.m.add_code(Code::ArgBlockEnd, sp);
                        self.scopes.pop();
                        in_arg_block = false;
                        continue;
                    }
                    return Ok(());
                }
                Tok::Punct(b'{') => {
                    if in_arg_block {
                        return Err(perr(sp, "argument blocks cannot be nested"));
                    }
                    self.bump();
                    self.m.add_code(Code::ArgBlockStart, sp);
                    self.scopes.push(HashMap::default());
                    in_arg_block = true;
                    seen_other = true;
                }
                Tok::Label(l) => {
                    seen_other = true;
                    self.bump();
                    self.expect_punct(b':')?;
                    let name = self.m.add_data(l.as_bytes());
                    let r = self.m.add_code(Code::Label { name }, sp);
                    if self.labels.insert(l, r).is_some() {
                        return Err(perr(sp, "Duplicate label declaration"));
                    }
                }
                // A word with a mnemonic decoded ahead ([`Parser::ahead`]) is an instruction:
                // no directive or declaration keyword decodes as one (their words name no
                // opcode), so it skips their tests.
                Tok::Word(w) if self.ahead.front().is_some_and(|e| e.0 == sp.start) => {
                    seen_other = true;
                    self.bump();
                    self.instruction(w, sp)?
                }
                Tok::Word(w) => {
                    // Control directives come before anything else in a code block (13.5).
                    if control_of(w).is_some() {
                        if seen_other {
                            return Err(perr(
                                sp,
                                "Control directive(s) must appear before other directives and operations in code block",
                            ));
                        }
                    } else if w != "pragma" && w != "loc" {
                        seen_other = true;
                    }
                    self.body_statement(w, sp, in_arg_block)?
                }
                Tok::Eof => return Err(perr(sp, "unexpected end of file")),
                // (HSAILasm's wording for any token that cannot start a statement here.)
                _ => return Err(perr(sp, "Unexpected token in body statement")),
            }
        }
    }

    fn body_statement(&mut self, w: &'a str, sp: Span, in_arg_block: bool) -> PResult<()> {
        match w {
            "pragma" => return self.pragma(),
            "loc" => return self.loc(),
            "pad" => return self.module_statement(),
            "fbarrier" => {
                self.bump();
                let t = self.next();
                let Tok::Local(n) = t.tok else {
                    return Err(perr(t.span, "local identifier expected"));
                };
                if in_arg_block {
                    return Err(perr(t.span, "Fbarrier cannot be defined in an arg scope"));
                }
                if self.scopes.iter().any(|s| s.contains_key(n)) {
                    return Err(perr(t.span, "Invalid variable redefinition"));
                }
                self.expect_punct(b';')?;
                let name = self.m.add_data(n.as_bytes());
                let r = self.m.add_code(
                    Code::Fbarrier {
                        name,
                        modifier: 1,
                        linkage: c::linkage::FUNCTION,
                    },
                    sp,
                );
                if let Some(s) = self.scopes.last_mut() {
                    s.insert(n, r);
                }
                return Ok(());
            }
            _ => {}
        }
        if let Some(ctl) = control_of(w) {
            self.bump();
            let mut ops = Vec::new();
            let ety = if ctl == 4 || ctl == 7 {
                ty::U64
            } else {
                ty::U32
            };
            let mut spans = Vec::new();
            let mut vals = Vec::new();
            if ctl == 9 && !self.is_punct(b';') {
                return Err(perr(sp, "directive has no arguments"));
            }
            if !self.is_punct(b';') {
                loop {
                    let os = self.span();
                    spans.push(os);
                    if self.eat_word("WAVESIZE") {
                        ops.push(self.m.add_operand(Operand::Wavesize));
                        vals.push(control::CtlOperand::Wavesize);
                    } else {
                        if self.is_punct(b'-') || self.is_punct(b'+') {
                            return Err(perr(os, "integer constant expected"));
                        }
                        let o = self.constant_operand(Some(ety))?;
                        let v = match self.m.operand_value(o).as_ref() {
                            Some(Operand::ConstantBytes { bytes, .. }) => {
                                let b = self.m.data(*bytes);
                                let mut w = [0u8; 8];
                                let k = b.len().min(8);
                                w[..k].copy_from_slice(&b[..k]);
                                u64::from_le_bytes(w)
                            }
                            _ => 0,
                        };
                        ops.push(o);
                        vals.push(control::CtlOperand::Value(v));
                    }
                    if !self.eat_punct(b',') {
                        break;
                    }
                }
            }
            // Operand count, WAVESIZE and value ranges per directive ([`control`]).
            if let Some((k, msg)) = control::control_error(ctl, &vals) {
                let at = k.and_then(|k| spans.get(k).copied()).unwrap_or(sp);
                return Err(perr(at, msg));
            }
            self.expect_punct(b';')?;
            let operands = self.m.add_operand_list(&ops);
            self.m.add_code(
                Code::Control {
                    control: u16::from(ctl),
                    operands,
                },
                sp,
            );
            return Ok(());
        }
        let is_var = w == "align" || w == "const" || w == "alloc" || starts_with_segment(w);
        if is_var {
            let linkage = if in_arg_block {
                c::linkage::ARG
            } else {
                c::linkage::FUNCTION
            };
            self.variable(false, linkage, false, sp)?;
            self.expect_punct(b';')?;
            return Ok(());
        }
        self.bump();
        self.instruction(w, sp)
    }

    fn resolve_labels(&mut self) -> PResult<()> {
        for (o, name, sp) in std::mem::take(&mut self.label_refs) {
            let target = *self
                .labels
                .get(&name)
                .ok_or_else(|| perr(sp, format!("undefined label {name}")))?;
            if let Some(Operand::CodeRef { .. }) = self.m.operand_value(o) {
                self.m.set_operand(o, Operand::CodeRef { code: target });
            }
        }
        for (d, i, name, sp) in std::mem::take(&mut self.label_list_refs) {
            let target = *self
                .labels
                .get(&name)
                .ok_or_else(|| perr(sp, format!("undefined label {name}")))?;
            self.m.patch_data_u32(d, i, target.0);
        }
        Ok(())
    }

    fn lookup(&self, name: &str) -> Option<CodeRef> {
        if name.starts_with('&') {
            return self.globals.get(name).and_then(|v| v.first().copied());
        }
        for s in self.scopes.iter().rev() {
            if let Some(r) = s.get(name) {
                return Some(*r);
            }
        }
        None
    }

    /// [`Parser::lookup`] of an address's symbol: a global name found before is taken from
    /// [`Parser::recent_globals`] (most addresses name one of a few globals, again and
    /// again), saving the hash of the name and the probe.
    #[inline]
    fn lookup_in_address(&mut self, name: &'a str) -> Option<CodeRef> {
        let slot = name.len() % RECENT_GLOBALS;
        if let Some((n, r)) = self.recent_globals[slot]
            && n == name
        {
            return Some(r);
        }
        let r = self.lookup(name);
        if name.starts_with('&')
            && let Some(r) = r
        {
            self.recent_globals[slot] = Some((name, r));
        }
        r
    }

    /// Redirects references to declarations to the module's definition (L18514).
    fn finish_symbols(&mut self) {
        let mut defn: HashMap<u32, CodeRef> = HashMap::default();
        for refs in self.globals.values() {
            let def = refs
                .iter()
                .copied()
                .find(|r| match self.m.code_value(*r).as_ref() {
                    Some(Code::Executable(e)) => e.modifier & 1 != 0,
                    Some(Code::Variable(v)) => v.modifier & 1 != 0,
                    Some(Code::Fbarrier { modifier, .. }) => modifier & 1 != 0,
                    _ => false,
                });
            if let Some(d) = def {
                for r in refs {
                    defn.insert(r.0, d);
                }
            }
        }
        for (o, named) in std::mem::take(&mut self.sym_refs) {
            // Most references already name the definition.
            if defn.get(&named.0).is_none_or(|d| *d == named) {
                continue;
            }
            let Some(mut op) = self.m.operand_value(o) else {
                continue;
            };
            if let Operand::CodeRef { code } | Operand::Address { symbol: code, .. } = &mut op
                && let Some(d) = defn.get(&code.0)
            {
                *code = *d;
                self.m.set_operand(o, op);
            }
        }
        for (d, i, r) in std::mem::take(&mut self.sym_list_refs) {
            if let Some(t) = defn.get(&r.0) {
                self.m.patch_data_u32(d, i, t.0);
            }
        }
    }

    // ----- static checks made while parsing (PRM ch. 4–16) -----

    /// A constant address `[%var][off]` must stay inside the variable (6.1, L8001–L8101).
    fn check_address_bounds(&self, ity: u16, f: &InstFormat, ops: &[InstOperand]) -> PResult<()> {
        if !matches!(f, InstFormat::Mem { .. } | InstFormat::Atomic { .. }) {
            return Ok(());
        }
        for (k, o) in ops.iter().enumerate() {
            let Some((symbol, reg, offset)) = o.val.address() else {
                continue;
            };
            if reg.is_some() || symbol.0 == 0 {
                continue;
            }
            let Some(v) = self.variable_shape(symbol) else {
                continue;
            };
            if (ty::is_array(v.ty) && v.dim == 0)
                || matches!(v.segment, c::SEG_KERNARG | c::SEG_ARG)
            {
                continue;
            }
            let size = ty::byte_size(v.ty) * v.dim.max(1);
            let access = ty::byte_size(ity).max(1) * access_width(ops);
            let sp = self.op_span(k).unwrap_or_default();
            if offset >= size {
                return Err(diag(
                    "HSAIL-E0033",
                    sp,
                    "Address offset exceeds variable size",
                ));
            }
            if offset.saturating_add(access) > size {
                return Err(diag(
                    "HSAIL-E0033",
                    sp,
                    "Address is outside of memory allocated for variable",
                ));
            }
        }
        Ok(())
    }

    /// [`Module::variable_shape`] of `symbol`, taken from [`Parser::addr_shape`] when it is
    /// the symbol of the last address read.
    #[inline]
    fn variable_shape(&self, symbol: CodeRef) -> Option<VariableShape> {
        if self.addr_shape.0 == symbol {
            return self.addr_shape.1;
        }
        self.m.variable_shape(symbol)
    }

    /// Where operand `k` of the instruction being parsed starts, if known
    /// ([`Parser::op_list`]).
    fn op_span(&self, k: usize) -> Option<Span> {
        self.op_list.get(k).and_then(|o| o.span)
    }

    #[inline]
    fn note_reg(&mut self, kind: u16, num: u16) {
        if let Some(m) = self.reg_max.get_mut(kind as usize) {
            *m = (*m).max(i64::from(num));
        }
    }

    /// The byte size of an aggregate constant (`{ … }`, L3272–L3310): elements back to back,
    /// `align(n)` padding to a multiple of n; `None` when `o` is not an aggregate.
    fn aggregate_size(&self, o: OperandRef) -> Option<u64> {
        let Some(Operand::ConstantOperandList {
            ty: ty::NONE,
            elements,
        }) = self.m.operand_value(o)
        else {
            return None;
        };
        let mut size = 0u64;
        for e in self.m.operand_list(elements) {
            match self.m.operand_value(e).as_ref() {
                Some(Operand::ConstantBytes { bytes, .. }) => {
                    size += self.m.data(*bytes).len() as u64
                }
                Some(Operand::Align { align }) => {
                    let a = 1u64 << (align.saturating_sub(1)).min(8);
                    size = size.div_ceil(a) * a;
                }
                Some(Operand::ConstantOperandList { elements, .. }) => {
                    size += 8 * self.m.operand_list(*elements).len() as u64
                }
                _ => size += 8,
            }
        }
        Some(size)
    }

    /// Profile, machine-model and extension rules for a type (L16513–L16572, L14676).
    fn check_type(&self, t: u16, sp: Span) -> PResult<()> {
        let place = crate::valid::types::Place {
            base: self.profile_base,
            large: self.model_large,
            image: self.image_ext,
        };
        if let Some((code, msg)) = crate::valid::types::place_error(t, place) {
            return Err(diag(code, sp, msg));
        }
        Ok(())
    }

    /// A name may be defined once per scope (L2840–L2901).
    fn check_redefinition(&self, n: &str, kind: u8, is_def: bool, sp: Span) -> PResult<()> {
        let clash = if n.starts_with('&') {
            self.globals.get(n).is_some_and(|v| {
                v.iter()
                    .any(|r| match (self.m.code_value(*r).as_ref(), kind) {
                        (Some(Code::Variable(x)), 0) => is_def && x.modifier & 1 != 0,
                        (Some(Code::Fbarrier { modifier, .. }), 1) => is_def && modifier & 1 != 0,
                        (Some(Code::Executable(_)), 2) => false,
                        _ => true,
                    })
            })
        } else {
            self.scopes.last().is_some_and(|s| s.contains_key(n))
        };
        if clash {
            return Err(diag("HSAIL-E0014", sp, "Invalid identifier redefinition"));
        }
        Ok(())
    }

    /// Rounding, ftz and profile rules on instruction modifiers (L4384–L4427, L16513–L16572).
    fn check_inst_mods(
        &self,
        opcode: u16,
        m: &Mods,
        ity: u16,
        f: &InstFormat,
        sp: Span,
    ) -> PResult<()> {
        for (k, t) in m.types.iter().enumerate() {
            let b = ty::base(*t);
            let signal_type = k == 1 && matches!(opcode, op::SIGNAL | op::SIGNALNORET);
            if signal_type
                && ((b == ty::SIG32 && self.model_large) || (b == ty::SIG64 && !self.model_large))
            {
                return Err(diag(
                    "HSAIL-E0012",
                    sp,
                    "Instruction type size must match machine model",
                ));
            }
            self.check_type(*t, sp)?;
        }
        // Atomic segments (Tables 6–3, 6–4: global, group or flat).
        if matches!(opcode, op::ATOMIC | op::ATOMICNORET)
            && let Some(seg) = m.segment
            && !matches!(seg, 2 | 5)
        {
            return Err(diag(
                "HSAIL-E0028",
                sp,
                format!(
                    "Instruction has invalid segment ({}), expected one of: flat, global, group",
                    c::SEGMENTS[seg as usize]
                ),
            ));
        }
        if let Some(msg) = crate::valid::types::list_error(opcode, ity) {
            return Err(diag("HSAIL-E0031", sp, msg));
        }
        // Packing controls only apply to packed types (4.14, L3937–L4080).
        let packed_subject = match f {
            InstFormat::Cmp { source_type, .. } => *source_type,
            _ => ity,
        };
        if m.pack != 0 && !ty::is_packed(packed_subject) {
            return Err(diag(
                "HSAIL-E0024",
                sp,
                format!(
                    "Instruction has invalid packing ({}), expected: none",
                    c::PACKS[m.pack as usize]
                ),
            ));
        }
        // ftz applies to floating-point operations only (4.19.2, L4420).
        let ftz_subject = match f {
            InstFormat::Cmp { source_type, .. } => *source_type,
            InstFormat::Cvt { source_type, .. } => {
                if ty::is_float(ty::base(*source_type)) {
                    *source_type
                } else {
                    ity
                }
            }
            _ => ity,
        };
        if m.ftz && !ty::is_float(ty::base(ftz_subject)) {
            return Err(diag(
                "HSAIL-E0025",
                sp,
                "Instruction has invalid modifier (ftz), expected: none",
            ));
        }
        // Operations allowed per atomic/signal opcode (Tables 6–3, 6–4, 6–5; L8829–L9328).
        if let Some(aop) = m.atomic_op {
            let name = c::ATOMIC_OPS[aop as usize];
            let (allowed, mask) = atomic_ops_allowed(opcode);
            if mask & (1 << aop) == 0 {
                let what = if matches!(opcode, op::SIGNAL | op::SIGNALNORET) {
                    "signal"
                } else {
                    "atomic"
                };
                return Err(diag(
                    "HSAIL-E0026",
                    sp,
                    format!(
                        "Instruction has invalid {what} operation ({name}), expected one of: {}",
                        allowed.join(", ")
                    ),
                ));
            }
            let orders: Option<&[&str]> = match name {
                "ld" => Some(&["rlx", "scacq"]),
                "st" => Some(&["rlx", "screl"]),
                _ => None,
            };
            if let Some(orders) = orders
                && m.order != 0
                && !orders.contains(&c::ORDERS[m.order as usize])
            {
                return Err(diag(
                    "HSAIL-E0027",
                    sp,
                    format!(
                        "Instruction has invalid memory order ({}), expected one of: {}",
                        c::ORDERS[m.order as usize],
                        orders.join(", ")
                    ),
                ));
            }
        }
        let float = ty::is_float(ty::base(ity));
        if let (Some(r), InstFormat::Mod { .. } | InstFormat::Basic) = (m.round, f)
            && !(has_float_round(opcode) && float)
        {
            return Err(diag(
                "HSAIL-E0020",
                sp,
                format!(
                    "Instruction has invalid rounding ({}), expected: none",
                    c::ROUNDS[r as usize]
                ),
            ));
        }
        if self.profile_base {
            let fround = match f {
                InstFormat::Mod { round, .. } => *round > 1 && float,
                InstFormat::Cvt { round, .. } => (2..=5).contains(round),
                _ => false,
            };
            if fround {
                return Err(diag(
                    "HSAIL-E0021",
                    sp,
                    "Base profile only supports default floating-point rounding mode",
                ));
            }
            let ftz_op = matches!(
                opcode,
                op::ADD
                    | op::SUB
                    | op::MUL
                    | op::DIV
                    | op::FMA
                    | op::FRACT
                    | op::MAX
                    | op::MIN
                    | op::SQRT
                    | op::CEIL
                    | op::FLOOR
                    | op::RINT
                    | op::TRUNC
                    | op::MAD
            ) && float;
            if ftz_op && !m.ftz {
                return Err(diag(
                    "HSAIL-E0022",
                    sp,
                    "Base profile requires ftz modifier to be specified",
                ));
            }
        }
        Ok(())
    }

    /// Register operands must have the size of their type (4.16.2, L4141–L4169); vector
    /// operands are checked element by element and reported at the vector.
    fn check_operand_sizes(&self, m: &Mnemonic, ops: &[InstOperand]) -> PResult<()> {
        let regs = ops.iter().map(|o| match o.val {
            OpVal::Reg(kind) => Some(Regs::One(kind)),
            OpVal::List { reg_kinds, .. } => Some(Regs::List(reg_kinds)),
            _ => None,
        });
        match crate::valid::sizes::size_error(m.opcode, &m.format, m.ity, m.src_ty, &m.types, regs)
        {
            Some((k, msg)) => {
                let sp = self.op_span(k).unwrap_or_default();
                Err(diag("HSAIL-E0023", sp, msg))
            }
            None => Ok(()),
        }
    }

    // ----- instructions -----

    fn instruction(&mut self, word: &'a str, sp: Span) -> PResult<()> {
        // A mnemonic's meaning depends only on its text and on the machine model, profile and
        // IMAGE extension, so each distinct mnemonic is decoded and checked once.
        let flags = [
            (self.model_large, FLAG_LARGE),
            (self.profile_base, FLAG_BASE),
            (self.image_ext, FLAG_IMAGE),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .fold(0, |a, (_, bit)| a | bit);
        if self.mnemonics_flags != flags {
            self.mnemonics.clear();
            self.mnemonics_flags = flags;
            if let Some(shared) = &self.shared_flags {
                shared.store(flags, Ordering::Relaxed);
            }
        }
        // The entry decoded ahead for this word, if any and under these flags (older ones
        // are for words that turned out not to be instructions).
        // The entries are compared by their offsets in place (not copied out whole first).
        let mut early = None;
        while let Some(e) = self.ahead.front() {
            if e.0 > sp.start {
                break;
            }
            if e.0 == sp.start {
                // Moved out whole as it is taken off the queue.
                if let Some((_, f, m)) = self.ahead.pop_front()
                    && f == flags
                {
                    early = Some(m);
                }
                break;
            }
            self.ahead.pop_front();
        }
        let head = match early.or_else(|| self.mnemonics.get(word).copied()) {
            Some(h) => h,
            // `ld_width ( 64 )_u32`: the argument written apart ([`Parser::detached`]).
            // (not cached: the mnemonic is more than this word).
            None if ends_in_bare_mod(word) => match self.detached(word, sp)? {
                Some(h) => h,
                None => return Ok(()),
            },
            None => match self.mnemonic(word, sp, &[(0, sp.start as usize)])? {
                Some(h) => {
                    self.mnemonics.insert(word, h);
                    h
                }
                // A vendor instruction, parsed whole.
                None => return Ok(()),
            },
        };
        let Mnemonic {
            opcode,
            ity,
            format,
            src_ty,
            sig,
            vector: mods_vector,
            ..
        } = head;
        self.timeout = matches!(format, InstFormat::Signal { op: 17..=20, .. });
        self.addr_segment = format_segment(&format);
        self.inst_operands(opcode, ity, src_ty, sig.as_ref())?;
        // The operand list ends at `;` (a syntax error, before any operand rule).
        if !self.is_punct(b';') {
            let s = self.span();
            return Err(perr(s, "';' expected"));
        }
        // The operands' values for the checks below, noted as they were built (or, on the
        // tests' general path, read back).
        #[cfg(test)]
        if self.read_back {
            let m = &self.m;
            for o in &mut self.op_list {
                o.val = OpVal::of(m, m.operand_value(o.op));
            }
        }
        let ops = &self.op_list;
        // The `_vN` suffix against the vector operand it describes (4.17, [`vector`]); the
        // other operands' shapes are not needed.
        let shape = |k: usize| {
            ops.get(k).map(|o| match o.val {
                OpVal::List { len, .. } => Some(len as usize),
                _ => None,
            })
        };
        // Without a `_vN` suffix only a list operand can be wrong (most instructions have
        // neither: the opcode's vector operand is not looked up).
        let may_err = mods_vector != 0 || ops.iter().any(|o| matches!(o.val, OpVal::List { .. }));
        // The opcode's name (the opcode part of the mnemonic), looked up only then.
        let opname = || c::OPCODES.get(usize::from(opcode)).copied().unwrap_or("");
        if may_err && let Some((k, msg)) = vector::suffix_error_with(opname(), mods_vector, shape) {
            let at = self.op_span(k).unwrap_or(sp);
            return Err(diag("HSAIL-E0050", at, msg));
        }
        // With a `_vN` suffix, too few operands is a syntax error at the end of the list
        // (HSAILasm: `ld_v3_f64 ;`, `combine_v2_b64_b32 $d0;`), before the kinds.
        if mods_vector != 0
            && let Some(need) = operand_count(opcode)
            && ops.len() < need
        {
            let at = self.span();
            return Err(diag("HSAIL-E0029", at, "Insufficient number of operands"));
        }
        // Operand count and kinds of the instructions with a fixed operand list ([`kinds`]).
        if let Some(sig) = &sig {
            let sig = sig.kinds();
            // Read as they are checked (no list of them is built).
            let kinds = || ops.iter().map(|o| o.val.shape());
            // Most instructions are written right: the messages are looked for only when not.
            if !kinds::all_fit(sig, kinds()) {
                if let Some((k, msg)) = kinds::operand_error(sig, kinds()) {
                    let at = self.op_span(k).unwrap_or(sp);
                    return Err(self.rules_before(&head, sp, diag("HSAIL-E0051", at, msg)));
                }
                if let Some(msg) = kinds::missing(sig, ops.len()) {
                    let at = Span::new(sp.start as usize, sp.start as usize + 1);
                    return Err(self.rules_before(&head, sp, diag("HSAIL-E0051", at, msg)));
                }
            }
        }
        if let Some(need) = operand_count(opcode)
            && ops.len() < need
        {
            let at = self.span();
            return Err(diag("HSAIL-E0029", at, "Insufficient number of operands"));
        }
        // WAVESIZE only where the operand is an integer or bit type (L4139): not of a float or
        // packed type, nor wider than 64 bits. HSAILasm names the type the operand has.
        if ops.iter().any(|o| o.val == OpVal::Wavesize) {
            for (k, o) in ops.iter().enumerate() {
                let t = head.types.get(k).copied().unwrap_or(ity);
                if o.val == OpVal::Wavesize
                    && (ty::is_float(ty::base(t)) || ty::is_packed(t) || ty::bits(t) > 64)
                {
                    let which = if t == ity { "operation" } else { "source" };
                    let at = self.op_span(k).unwrap_or(sp);
                    return Err(diag(
                        "HSAIL-E0052",
                        at,
                        format!("Operand {k} cannot be wavesize: incompatible with {which} type"),
                    ));
                }
            }
        }
        // Only memory and atomic instructions have their addresses checked against their
        // variables (tested here, saving the call for the others).
        let checked = self.check_operand_sizes(&head, ops).and_then(|()| {
            if matches!(format, InstFormat::Mem { .. } | InstFormat::Atomic { .. }) {
                self.check_address_bounds(ity, &format, ops)
            } else {
                Ok(())
            }
        });
        if let Err(e) = checked {
            return Err(self.rules_before(&head, sp, e));
        }
        self.expect_punct(b';')?;
        // The validator's per-instruction rules, judged here when asked ([`Parser::judge`]):
        // the operand rules that need more than the addresses after the instruction is added.
        let mut check_added = false;
        if self.judge && self.insts_ok {
            check_added = self.judge_instruction(&head);
        }
        let r = self
            .m
            .add_inst_operands(head.inst(), self.op_list.iter().map(|o| o.op), sp);
        if check_added && let Some(Code::Inst(i)) = self.m.code_value(r) {
            self.insts_ok =
                crate::valid::operands::check_at(&self.m, &i, self.model_large).is_none();
        }
        Ok(())
    }

    /// The error to report for an instruction of mnemonic `head` at `sp` whose operands broke
    /// a rule with `operand_error`: a broken rule of the instruction itself when there is one,
    /// which HSAILasm's validator judges before the operands (rules.toml,
    /// [`crate::valid::rules`], and the machine-model rules of
    /// [`crate::valid::operands::instruction_rule`]).
    fn rules_before(
        &self,
        head: &Mnemonic,
        sp: Span,
        operand_error: Box<Diagnostic>,
    ) -> Box<Diagnostic> {
        let inst = head.inst();
        let name = c::OPCODES
            .get(usize::from(head.opcode))
            .copied()
            .unwrap_or("");
        let model = crate::valid::operands::instruction_rule(&inst, name, self.model_large)
            .map(str::to_string);
        match crate::valid::rules::check(&inst, self.rules_ctx()).or(model) {
            Some(msg) => diag(
                "HSAIL-E0200",
                Span::new(sp.start as usize, sp.start as usize + 1),
                msg,
            ),
            None => operand_error,
        }
    }

    /// Judges the instruction just read (of mnemonic `head`, operands [`Parser::op_list`])
    /// against the validator's per-instruction rules: clears [`Parser::insts_ok`] when it
    /// breaks one; returns whether the operand rules are to be checked on the instruction
    /// once added (the few that read more than its addresses,
    /// [`crate::valid::operands::beyond_addresses`]).
    fn judge_instruction(&mut self, head: &Mnemonic) -> bool {
        use crate::valid::operands;
        let rules_ok = match head.rules_ok {
            Some(ok) => ok,
            None => self.rules_ok(head),
        };
        if !rules_ok {
            self.insts_ok = false;
            return false;
        }
        let need = head.needs;
        let ops = &self.op_list;
        let first_is_list = matches!(ops.first().map(|o| o.val), Some(OpVal::List { .. }));
        if operands::beyond_addresses(need, first_is_list, head.ranged) {
            return true;
        }
        let inst = head.inst();
        for o in ops {
            let Some((symbol, reg, offset)) = o.val.address() else {
                continue;
            };
            let a = operands::AddressOperand {
                symbol,
                var: if symbol.0 == 0 {
                    None
                } else {
                    self.variable_shape(symbol)
                },
                has_reg: reg.is_some(),
                reg_kind: reg,
                offset,
            };
            if operands::address_error(&inst, need, self.model_large, || access_width(ops), &a)
                .is_some()
            {
                self.insts_ok = false;
                return false;
            }
        }
        false
    }

    /// A mnemonic whose last part is `width`, `align` or `equiv` with the argument written
    /// apart (`ld_global_width ( 64 )_u32`). `HSAILasm` reads the mnemonic on: `(`, the
    /// argument and `)` may stand apart, and parts glued to the `)` continue it. Errors in the
    /// word before the argument come first; then `'(' expected`, `integer constant
    /// expected`, `')' expected` at the token found; then the whole mnemonic is decoded, its
    /// error positions mapped back to the tokens.
    fn detached(&mut self, word: &str, sp: Span) -> PResult<Option<Mnemonic>> {
        // An unknown instruction is reported before anything after the word is read.
        let parts = split_mnemonic(word);
        let opname = parts.first().copied().unwrap_or("");
        if opcode_of(opname).is_none() && crate::vendor::by_parts(&parts).is_none() {
            return self.mnemonic(word, sp, &[(0, sp.start as usize)]);
        }
        let mut text = word.to_string();
        let mut pieces: Pieces = smallvec![(0, sp.start as usize)];
        let fail = loop {
            let open = self.span();
            if !self.is_punct(b'(') {
                break Some((open, "'(' expected"));
            }
            self.bump();
            let arg = self.span();
            let value = match self.cur() {
                Tok::Int(v) => v.to_string(),
                Tok::Word(w) => w.to_string(),
                _ => break Some((arg, MOD_ARG_NOT_INT)),
            };
            self.bump();
            let close = self.span();
            if !self.is_punct(b')') {
                break Some((close, "')' expected"));
            }
            self.bump();
            pieces.push((text.len(), open.start as usize));
            text.push('(');
            pieces.push((text.len(), arg.start as usize));
            text.push_str(&value);
            pieces.push((text.len(), close.start as usize));
            text.push(')');
            // A part glued to the `)` continues the mnemonic.
            let next = self.span();
            match self.cur() {
                Tok::Word(w) if w.starts_with('_') && next.start == close.end => {
                    pieces.push((text.len(), next.start as usize));
                    text.push_str(w);
                    self.bump();
                    if !ends_in_bare_mod(&text) {
                        break None;
                    }
                }
                _ => break None,
            }
        };
        if let Some((at, msg)) = fail {
            // An error in the mnemonic before the argument is reported first: decode it with
            // a valid stand-in argument.
            let stand_in = if text.ends_with("equiv") {
                "(0)"
            } else {
                "(1)"
            };
            let whole = format!("{text}{stand_in}");
            pieces.push((text.len(), at.start as usize));
            if let Err(e) = self.mnemonic(&whole, sp, &pieces)
                && e.primary_span().is_some_and(|s| s.start < at.start)
            {
                return Err(e);
            }
            return Err(perr(at, msg));
        }
        let head = self.mnemonic(&text, sp, &pieces)?;
        // A type written apart after the `)` (`ld_width ( 64 ) _u32`): HSAILasm wanted it
        // glued, at the end of the mnemonic.
        if head.is_some_and(|h| h.ity == ty::NONE)
            && matches!(self.cur(), Tok::Word(w) if w.starts_with('_'))
        {
            let s = piece_pos(&pieces, text.len());
            return Err(perr(Span::new(s, s + 1), "data type expected"));
        }
        Ok(head)
    }

    /// Where `HSAILasm` reports an undefined instruction. Its scanner ends the word at a `(`.
    /// With an extension enabled (IMAGE or a vendor one) it reads the word with its
    /// extension scanner and reports at the `_` of the word's last part (at the word when it
    /// has one part); otherwise at the token after the word (the `(` when there is one).
    fn undefined_at(&mut self, word: &str, pieces: &[(usize, usize)]) -> Span {
        let head = word.find('(').map_or(word, |k| &word[..k]);
        let at = if self.image_ext || !self.vendor_exts.is_empty() {
            head.rfind('_').unwrap_or(0)
        } else if head.len() < word.len() {
            head.len()
        } else {
            return self.span();
        };
        let s = piece_pos(pieces, at);
        Span::new(s, s + 1)
    }

    /// Decodes and checks a mnemonic (everything before the operands); `None` when it is a
    /// vendor instruction, which is then parsed whole. `pieces` place the mnemonic's bytes in
    /// the source ([`piece_pos`]). Mnemonics written as the grammar lists them are decoded
    /// the fast way ([`mnemonic_fast`]), the others (and every error) the full way.
    fn mnemonic(
        &mut self,
        word: &str,
        sp: Span,
        pieces: &[(usize, usize)],
    ) -> PResult<Option<Mnemonic>> {
        let m = match self.mnemonic_fast(word) {
            Some(m) => Some(m),
            None => self.mnemonic_full(word, sp, pieces)?,
        };
        Ok(m.map(|mut m| {
            if self.judge {
                m.rules_ok = Some(self.rules_ok(&m));
            }
            m
        }))
    }

    /// Whether an instruction of mnemonic `m` keeps the per-opcode rules under this parser's
    /// profile and machine model ([`crate::valid::rules::passes`]).
    fn rules_ok(&self, m: &Mnemonic) -> bool {
        crate::valid::rules::passes(&m.inst(), self.rules_ctx())
    }

    /// The context of the per-opcode rules: this parser's profile and machine model.
    fn rules_ctx(&self) -> crate::valid::rules::Ctx {
        crate::valid::rules::Ctx {
            base: self.profile_base,
            large: self.model_large,
        }
    }

    /// [`Parser::mnemonic`] the full way: every check, with `HSAILasm`'s diagnostics.
    fn mnemonic_full(
        &mut self,
        word: &str,
        sp: Span,
        pieces: &[(usize, usize)],
    ) -> PResult<Option<Mnemonic>> {
        let parts = split_mnemonic(word);
        let opname = parts.first().copied().unwrap_or("");
        let opcode = match opcode_of(opname) {
            Some(o) => o,
            None => {
                // The vendor instructions this crate implements ([`crate::vendor`]).
                if let Some((v, n)) = crate::vendor::by_parts(&parts) {
                    self.vendor_instruction(v, parts.get(n..).unwrap_or(&[]), word, sp, pieces)?;
                    return Ok(None);
                }
                // `vendor_ext_op` mnemonics belong to a vendor extension (L14700–L14750).
                let vendor = parts.get(1).map(|e| format!("{opname}:{e}"));
                let (at, msg) = match vendor.filter(|v| self.vendor_exts.contains(v)) {
                    // An extension this crate implements has no such instruction: HSAILasm
                    // reports it at the last `_` of the word (before any `(`), after the
                    // extension's name, else at the next token.
                    Some(v) if crate::vendor::is_known_extension(&v) => {
                        let head = word.split('(').next().unwrap_or(word);
                        let at = match head.rfind('_') {
                            Some(i) if i >= v.len() => {
                                let s = piece_pos(pieces, i);
                                Span::new(s, s + 1)
                            }
                            _ => self.undefined_at(word, pieces),
                        };
                        (at, format!("invalid {v} extension opcode"))
                    }
                    Some(v) => (
                        sp,
                        format!(
                            "unsupported extension \"{v}\": vendor instruction '{word}' is not implemented"
                        ),
                    ),
                    // A directive keyword cannot start a body statement: reported at the
                    // keyword (grammar L21703-L22671).
                    None if DIRECTIVE_WORDS.contains(&word) => {
                        (sp, format!("unknown instruction '{opname}'"))
                    }
                    // `width(…)` and `WAVESIZE` are tokens of their own that cannot start
                    // a statement.
                    None if opname.starts_with("width") || opname == "WAVESIZE" => (
                        Span::new(sp.start as usize, sp.start as usize + 1),
                        "Unexpected token in body statement".to_string(),
                    ),
                    // HSAILasm's "Undefined instruction", with the word in a note.
                    None => {
                        let at = self.undefined_at(word, pieces);
                        let mut d = diag("HSAIL-E0040", at, "Undefined instruction");
                        d.notes.push(format!("`{opname}` is no HSAIL instruction"));
                        return Err(d);
                    }
                };
                return Err(diag("HSAIL-E0040", at, msg));
            }
        };
        // An image instruction (ch. 7) without the IMAGE extension: HSAILasm refuses it
        // before reading its modifiers, at the last `_` before any `(` (at the word when it
        // has none). `imagefence;` had been accepted.
        if !self.image_ext && is_image_opcode(opcode) {
            let head = word.split('(').next().unwrap_or(word);
            let at = match head.rfind('_') {
                Some(i) => {
                    let s = piece_pos(pieces, i);
                    Span::new(s, s + 1)
                }
                None => Span::new(sp.start as usize, sp.start as usize + 1),
            };
            return Err(diag(
                "HSAIL-E0041",
                at,
                format!(
                    "Instruction \"{opname}\" cannot be used (extension \"IMAGE\" is not enabled)"
                ),
            ));
        }
        // HSAILasm knows `nop` only bare: with anything glued on, the word is no instruction
        // to it, a syntax error at the word (the oracle's modifier mode; `nop_v2;` had been
        // accepted).
        if opcode == 0 && parts.len() > 1 {
            let at = Span::new(sp.start as usize, sp.start as usize + 1);
            return Err(perr(at, "Syntax error"));
        }
        // A part after the last modifier the instruction takes ([`mnemonic`]), unless an
        // invalid one comes before it.
        let parsed = match (
            parse_mods(opcode, &parts[1..]),
            mnemonic::extra_modifier(opname, &parts[1..]),
        ) {
            (Err((m, j)), Some(k)) if j < k => Err((m, j)),
            (_, Some(k)) => {
                // While the instruction still wants a data type after the first, HSAILasm
                // asks for it there (cmp for its source type: `class_b1_down_f16`), but for
                // the instructions whose source type it looks for after the mnemonic.
                let have = parts[1..=k]
                    .iter()
                    .filter(|p| ty::parse(p).is_some())
                    .count();
                let need = mnemonic_fast::types_required(opcode).map_or(0, usize::from);
                let msg = match have > 0 && have < need && !late_source_type(opcode) {
                    false => parts.get(k + 1).map_or("no more modifiers expected", |p| {
                        mnemonic_fast::after_types(opcode, p)
                    }),
                    true if opcode == op::CMP => "source type expected",
                    true => "data type expected",
                };
                Err((msg.to_string(), k))
            }
            (r, None) => r,
        };
        // A part of a class an arithmetic instruction does not take, where HSAILasm wants
        // the data type ([`mnemonic::alu_foreign_part`]).
        let parsed = match (parsed, mnemonic::alu_foreign_part(opname, &parts[1..])) {
            (Err((m, j)), Some(k)) if j < k => Err((m, j)),
            (_, Some(k)) => Err(("data type expected".to_string(), k)),
            (r, None) => r,
        };
        // A required memory order or scope missing at its place comes first.
        let parsed = match (parsed, mnemonic::order_error(opname, &parts[1..])) {
            (Err((m, j)), Some((k, _))) if j < k => Err((m, j)),
            (_, Some((k, m))) => Err((m.to_string(), k)),
            (r, None) => r,
        };
        // Data types at the end of the mnemonic ([`mnemonic::type_error`]).
        let parsed = match (parsed, mnemonic::type_error(opname, &parts[1..])) {
            (Err((m, j)), Some((k, _))) if j < k => Err((m, j)),
            (_, Some((k, m))) => Err((m.to_string(), k)),
            (r, None) => r,
        };
        // A modifier the instruction does not support, once its value has been read.
        let mut at_close = false;
        let parsed = match (parsed, mnemonic::unsupported(opname, &parts[1..])) {
            (Err((m, j)), Some((k, _, _))) if j <= k => Err((m, j)),
            (_, Some((k, m, close))) => {
                at_close = close;
                Err((m.to_string(), k))
            }
            (r, None) => r,
        };
        // Any part out of the opcode's grammar, as HSAILasm reads it, where the checks above
        // found nothing as early ([`mnemonic_fast::grammar_error`]). A part the grammar does
        // not take is refused before its argument is read (`bytealign_width(3)_b32`: "data
        // type expected" at the part, not "Width must be a power of two" at the argument),
        // and one it takes wants its argument first (`ld_width_u8`: "'(' expected").
        let parsed = match (parsed, mnemonic_fast::grammar_error(opcode, &parts[1..])) {
            (Err((m, j)), Some((k, g)))
                if j < k
                    || (j == k
                        && g != PAREN_EXPECTED
                        && !MOD_ARG_ERRORS.contains(&m.as_str())
                        && !m.starts_with(INVALID_MODIFIER)) =>
            {
                Err((m, j))
            }
            (_, Some((k, m))) => {
                at_close = false;
                Err((m.to_string(), k))
            }
            (r, None) => r,
        };
        let mods = parsed.map_err(|(m, part)| {
            // Report at the `_` that starts the offending modifier, as HSAILasm does; a
            // modifier argument that is not an integer at the argument.
            let inner = parts.get(part + 1).map_or(0, |p| {
                if at_close {
                    p.len()
                } else {
                    offset_in_part(&m, p)
                }
            });
            let at = parts
                .get(part + 1)
                .map(|p| (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1) + inner)
                .unwrap_or(word.len());
            let start = piece_pos(pieces, at);
            perr(Span::new(start, start + 1), m)
        })?;
        if opcode == op::ST
            && let Some(msg) = mnemonic::st_unsupported(&parts[1..])
        {
            let at = Span::new(sp.start as usize, sp.start as usize + 1);
            return Err(perr(at, msg));
        }
        // alloca takes no width (syntax L13599; HSAILasm validator wording).
        if opcode == op::ALLOCA
            && let Some(w) = parts.iter().find(|p| p.starts_with("width("))
        {
            let at = Span::new(sp.start as usize, sp.start as usize + 1);
            return Err(perr(
                at,
                format!("Instruction has invalid width ({w}), expected: none"),
            ));
        }
        let t0 = mods.types.first().copied().unwrap_or(ty::NONE);
        let t1 = mods.types.get(1).copied().unwrap_or(ty::NONE);
        let t2 = mods.types.get(2).copied().unwrap_or(ty::NONE);
        let (ity, format) = build_format(opcode, &mods, t0, t1, t2, self.model_large);
        // More data types than the instruction has: HSAILasm's "no more modifiers expected"
        // at the first one too many (one type, or a source type too, or image types).
        // Fewer data types than the opcode's grammar reads: HSAILasm wants the next one where
        // the types end (its message by opcode; the oracle's modifier mode).
        let have = mods.types.len();
        if let Some(need) = mnemonic_fast::types_required(opcode)
            && have < usize::from(need)
        {
            let msg = match (opcode, have) {
                (op::CMP, 0) => "destination type expected",
                (op::CMP, _) => "source type expected",
                (_, 1) if late_source_type(opcode) => "Missing source type",
                (op::CBR | op::SBR, 0) => "Missing instruction type",
                _ => "data type expected",
            };
            let at = if have == 0 {
                let skip = usize::from(mods.atomic_op.is_some() || mods.compare.is_some());
                let packed = allowed_types(opcode, mods.types.first().copied().unwrap_or(0))
                    .is_some_and(|a| a & PACKED != 0);
                let k = mnemonic::type_missing_at(opname, &parts[1..], skip, packed);
                parts
                    .get(k + 1)
                    .map(|p| (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1))
                    .unwrap_or(word.len())
            } else {
                word.len()
            };
            let start = piece_pos(pieces, at);
            return Err(perr(Span::new(start, start + 1), msg));
        }
        let want = types_wanted(&format);
        if mods.types.len() > want
            && let Some(p) = parts
                .iter()
                .skip(1)
                .filter(|p| ty::parse(p).is_some())
                .nth(want)
        {
            let at = (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1);
            let start = piece_pos(pieces, at);
            return Err(perr(
                Span::new(start, start + 1),
                "no more modifiers expected",
            ));
        }
        let src_ty = source_type(&format);
        if let Err(e) = self.check_inst_mods(opcode, &mods, ity, &format, sp) {
            // HSAILasm parses the operands before it checks the type: a constant an operand
            // of this type cannot hold is reported first, at the constant.
            if matches!(
                e.code.as_str(),
                "HSAIL-E0031" | "HSAIL-E0012" | "HSAIL-E0024"
            ) && let Err(oe) = self.inst_operands(opcode, ity, src_ty, None)
                && is_conversion_error(&oe.message)
            {
                return Err(oe);
            }
            // No data type at all: HSAILasm's "data type expected" where one was wanted.
            if e.code == "HSAIL-E0031" && ity == ty::NONE {
                let skip = usize::from(mods.atomic_op.is_some() || mods.compare.is_some());
                let packed = allowed_types(opcode, mods.types.first().copied().unwrap_or(0))
                    .is_some_and(|a| a & PACKED != 0);
                let k = mnemonic::type_missing_at(opname, &parts[1..], skip, packed);
                let at = parts
                    .get(k + 1)
                    .map(|p| (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1))
                    .unwrap_or(word.len());
                let start = piece_pos(pieces, at);
                return Err(perr(Span::new(start, start + 1), "data type expected"));
            }
            return Err(e);
        }
        let first = parts.get(1).copied().unwrap_or("");
        Ok(Some(finish_mnemonic(
            opcode,
            first,
            ity,
            format,
            mods.vector,
        )))
    }

    /// An instruction's operands, in [`Parser::op_list`] with their values for its checks
    /// (inlined into [`Parser::instruction`], its one caller).
    #[inline(always)]
    fn inst_operands(
        &mut self,
        opcode: u16,
        ity: u16,
        src: u16,
        sig: Option<&kinds::Sig>,
    ) -> PResult<()> {
        self.op_list.clear();
        if self.is_punct(b';') {
            return Ok(());
        }
        if matches!(opcode, op::CALL | op::SCALL | op::ICALL | op::SBR) {
            // Rare: the values are read back, the starts noted so far taken from `op_spans`.
            self.op_spans.clear();
            let ops = self.branch_operands(opcode, ity, src)?;
            for (k, &o) in ops.iter().enumerate() {
                let val = OpVal::of(&self.m, self.m.operand_value(o));
                let span = self.op_spans.get(k).copied();
                self.op_list.push(InstOperand { op: o, val, span });
            }
            return Ok(());
        }
        let mut idx = 0;
        loop {
            let span = self.span();
            // Most operands are registers: read here, as [`Parser::operand_val`] does.
            let (o, v) = match self.register_here() {
                Some(r) => r,
                None if self.skip_constant_where_none(sig, idx) => {
                    (self.m.add_operand(Operand::Wavesize), OpVal::Wavesize)
                }
                None => self.operand_val(opcode, idx, ity, src)?,
            };
            self.op_list.push(InstOperand {
                op: o,
                val: v,
                span: Some(span),
            });
            idx += 1;
            if !self.eat_punct(b',') {
                return Ok(());
            }
        }
    }

    /// The operands of `call`, `scall`, `icall` and `sbr`.
    fn branch_operands(&mut self, opcode: u16, ity: u16, src: u16) -> PResult<OpList> {
        if opcode == op::CALL || opcode == op::SCALL || opcode == op::ICALL {
            let mut target = None;
            let mut sel = None;
            if opcode == op::CALL {
                target = Some(self.sym_operand()?);
            } else {
                sel = Some(self.operand(opcode, 0, ity, src)?);
            }
            let outs = self.arg_list()?;
            let ins = self.arg_list()?;
            if opcode == op::SCALL {
                let l = self.sym_list(b'[', b']')?;
                return Ok(smallvec![outs, sel.unwrap_or(l), ins, l]);
            }
            if opcode == op::ICALL {
                let s = self.sym_operand()?;
                return Ok(smallvec![outs, sel.unwrap_or(s), ins, s]);
            }
            return Ok(smallvec![outs, target.unwrap_or(outs), ins]);
        }
        let at = self.span();
        self.op_spans.push(at);
        let s = self.operand(opcode, 0, ity, src)?;
        let l = self.sym_list(b'[', b']')?;
        Ok(smallvec![s, l])
    }

    fn arg_list(&mut self) -> PResult<OperandRef> {
        self.expect_punct(b'(')?;
        let mut refs = Vec::new();
        if !self.eat_punct(b')') {
            loop {
                let t = self.next();
                let (Tok::Local(n) | Tok::Global(n)) = &t.tok else {
                    return Err(perr(t.span, "expected an argument name"));
                };
                let r = self
                    .lookup(n)
                    .ok_or_else(|| perr(t.span, "undefined argument"))?;
                refs.push(r);
                if self.eat_punct(b')') {
                    break;
                }
                self.expect_punct(b',')?;
            }
        }
        let elements = self.m.add_code_list(&refs);
        Ok(self.m.add_operand(Operand::CodeList { elements }))
    }

    fn sym_operand(&mut self) -> PResult<OperandRef> {
        let t = self.next();
        match &t.tok {
            Tok::Global(n) | Tok::Local(n) => {
                let r = self
                    .lookup(n)
                    .ok_or_else(|| perr(t.span, "identifier not found"))?;
                let o = self.m.add_operand(Operand::CodeRef { code: r });
                self.sym_refs.push((o, r));
                Ok(o)
            }
            _ => Err(perr(t.span, "expected an identifier")),
        }
    }

    fn sym_list(&mut self, open: u8, close: u8) -> PResult<OperandRef> {
        self.expect_punct(open)?;
        let mut items: Vec<(Token, Option<CodeRef>)> = Vec::new();
        loop {
            let t = self.next();
            let r = match &t.tok {
                Tok::Label(l) => self.labels.get(l).copied(),
                Tok::Global(n) | Tok::Local(n) => Some(
                    self.lookup(n)
                        .ok_or_else(|| perr(t.span, "identifier not found"))?,
                ),
                _ => return Err(perr(t.span, "expected a label or identifier")),
            };
            items.push((t, r));
            if self.eat_punct(close) {
                break;
            }
            self.expect_punct(b',')?;
        }
        // Forward labels are written as 0 and patched at the end of the code block; the
        // list is shared by content at creation time, as HSAILasm does.
        let refs: Vec<CodeRef> = items.iter().map(|(_, r)| r.unwrap_or_default()).collect();
        let has_fwd = items
            .iter()
            .any(|(t, r)| r.is_none() || matches!(t.tok, Tok::Global(_)));
        let elements = if has_fwd {
            let mut b = Vec::new();
            for r in &refs {
                b.extend_from_slice(&r.0.to_le_bytes());
            }
            self.m.add_data_unshared(&b)
        } else {
            self.m.add_code_list(&refs)
        };
        for (i, (t, r)) in items.iter().enumerate() {
            match (&t.tok, r) {
                (Tok::Label(l), None) => {
                    self.m.add_data(l.as_bytes());
                    self.label_list_refs.push((elements, i, *l, t.span))
                }
                (Tok::Global(_), Some(r)) => self.sym_list_refs.push((elements, i, *r)),
                _ => {}
            }
        }
        Ok(self.m.add_operand(Operand::CodeList { elements }))
    }

    fn operand(&mut self, opcode: u16, idx: usize, ity: u16, src: u16) -> PResult<OperandRef> {
        Ok(self.operand_val(opcode, idx, ity, src)?.0)
    }

    /// An operand of an instruction and its value for the instruction's checks ([`OpVal`]).
    /// The common shapes (registers, lists, addresses, labels, literals) know their value;
    /// a typed constant is read back.
    fn operand_val(
        &mut self,
        opcode: u16,
        idx: usize,
        ity: u16,
        src: u16,
    ) -> PResult<(OperandRef, OpVal)> {
        let sp = self.span();
        match self.cur_tok() {
            Tok::Reg(k, n) => {
                self.bump();
                let num = u16::try_from(n).map_err(|_| perr(sp, "Invalid register number"))?;
                self.note_reg(k, num);
                Ok((self.new_register(k, num), OpVal::Reg(k)))
            }
            Tok::Punct(b'(') => {
                // The `(` or `,` before each element, where HSAILasm reports a nested list.
                let mut before = sp;
                self.bump();
                let mut els = OpList::new();
                let mut reg_kinds = 0;
                loop {
                    let (o, v) = match self.register_here() {
                        Some(r) => r,
                        None => {
                            self.check_element(before)?;
                            self.operand_val(opcode, idx, ity, src)?
                        }
                    };
                    els.push(o);
                    if let OpVal::Reg(k) = v {
                        reg_kinds |= OpVal::kind_bit(k);
                    }
                    if self.eat_punct(b')') {
                        break;
                    }
                    before = self.span();
                    // A vector has at most four elements (4.17): HSAILasm stops at the comma
                    // after the fourth.
                    if els.len() == 4 && self.is_punct(b',') {
                        return Err(perr(before, "vector cannot contain more than 4 elements"));
                    }
                    self.expect_punct(b',')?;
                }
                let elements = self.m.add_operand_list(&els);
                let o = self.m.add_operand(Operand::OperandList { elements });
                let len = els.len() as u32;
                Ok((o, OpVal::List { len, reg_kinds }))
            }
            Tok::Punct(b'[') => self.address(),
            Tok::Label(l) => {
                self.bump();
                let target = self.labels.get(&l).copied();
                if target.is_none() {
                    self.m.add_data(l.as_bytes());
                }
                let o = self.m.add_operand(Operand::CodeRef {
                    code: target.unwrap_or_default(),
                });
                if target.is_none() {
                    self.label_refs.push((o, l, sp));
                }
                Ok((o, OpVal::Code))
            }
            Tok::Global(_) | Tok::Local(_) => {
                let o = self.sym_operand()?;
                let fbar = self.sym_refs.last().is_some_and(|&(_, r)| {
                    kinds::code_ref_shape(&self.m, r) == kinds::Shape::Fbarrier
                });
                Ok((o, OpVal::Sym { fbar }))
            }
            Tok::Word("WAVESIZE") => {
                self.bump();
                Ok((self.m.add_operand(Operand::Wavesize), OpVal::Wavesize))
            }
            // Aggregates, images and samplers are not operands; arrays are read first. Nor is
            // a separator where an operand belongs (HSAILasm).
            Tok::Punct(b'{' | b',' | b';' | b')') => Err(perr(sp, "invalid operand")),
            // Nor are `b1` typed constants (HSAILasm).
            Tok::Word(w)
                if ty::parse(w).is_some_and(|t| {
                    t == ty::B1 || (ty::is_opaque(t) && t != ty::SIG32 && t != ty::SIG64)
                }) =>
            {
                Err(perr(sp, "invalid operand"))
            }
            Tok::Word(w) if w.ends_with("[]") || matches!(self.peek_at(1), Tok::Punct(b'[')) => {
                self.constant_operand(None)?;
                let next = self.span();
                let close = Span::new((next.start as usize).saturating_sub(1), next.start as usize);
                Err(perr(
                    close,
                    "array typed constants are not allowed as operands",
                ))
            }
            tok => {
                self.strict_float = true;
                let t = if self.timeout && idx == 3 {
                    ty::U64
                } else {
                    operand_type(opcode, idx, ity, src)
                };
                if let Some(o) = self.literal_here(t) {
                    self.strict_float = false;
                    return Ok((o, OpVal::Imm));
                }
                // A zero literal where a signal handle is expected is a u64 immediate.
                if matches!(t, ty::SIG32 | ty::SIG64) && matches!(self.cur(), Tok::Int(0)) {
                    self.strict_float = false;
                    return Err(perr(
                        sp,
                        format!(
                            "Invalid type of immediate operand {idx} (u64); expected {}",
                            ty::name(t)
                        ),
                    ));
                }
                let r = self.constant_operand(Some(t));
                self.strict_float = false;
                let o = r?;
                // Constant bytes: a literal, or a typed constant (a word), which is neither
                // an array nor an image or sampler (rejected above). The tests' general path
                // reads it back.
                #[cfg(test)]
                let v = match tok {
                    Tok::Word(_) if self.read_back => OpVal::of(&self.m, self.m.operand_value(o)),
                    _ => OpVal::Imm,
                };
                #[cfg(not(test))]
                let v = {
                    let _ = tok;
                    OpVal::Imm
                };
                Ok((o, v))
            }
        }
    }

    /// The register operand at the current token, read as [`Parser::operand_val`] reads it,
    /// when the current token (comments not skipped) is a register with a valid number: the
    /// fast path of the operand lists.
    #[inline(always)]
    /// Skips a constant where operand `idx` of an instruction of operand kinds `sig` is a
    /// label or an fbarrier (any constant) or an address (an integer), and says whether it
    /// did: HSAILasm reads such an operand without a conversion error, and then reports its
    /// kind at its start (a sign included) once the list is read; elsewhere a constant is
    /// converted first, and a conversion error is the first error. The caller stands a `WAVESIZE` operand in for it,
    /// which the kind check then reports (it fits none of those kinds).
    pub(super) fn skip_constant_where_none(
        &mut self,
        sig: Option<&kinds::Sig>,
        idx: usize,
    ) -> bool {
        let Some(k) = sig.and_then(|s| s.kinds().get(idx).copied()) else {
            return false;
        };
        if !matches!(
            k,
            kinds::Kind::Addr | kinds::Kind::Label | kinds::Kind::Fbar | kinds::Kind::FbarReg
        ) {
            return false;
        }
        // An address operand is read as a u64: an integer converts, a float or a typed
        // constant is a conversion error first.
        let addr = k == kinds::Kind::Addr;
        let neg = usize::from(self.is_punct(b'-'));
        match *self.peek_at(neg) {
            Tok::Int(_) => {}
            Tok::Float(_) if !addr => {}
            // A typed constant: its type and parenthesised values.
            Tok::Word(w) if !addr && neg == 0 && ty::parse(w).is_some() => {
                self.next();
                let mut depth = 0u32;
                while self.is_punct(b'(') || depth > 0 {
                    match self.next().tok {
                        Tok::Punct(b'(') => depth += 1,
                        Tok::Punct(b')') => depth = depth.saturating_sub(1),
                        Tok::Punct(b';') | Tok::Eof => break,
                        _ => {}
                    }
                }
                return true;
            }
            _ => return false,
        }
        for _ in 0..=neg {
            self.next();
        }
        true
    }

    /// The element of a vector operand about to be read is a register, `WAVESIZE` or an
    /// immediate (4.17, L4187), not a label, a symbol, an address or another list, as
    /// HSAILasm reads it: at the element, at an address's `]`, and for a list at the `(` or
    /// `,` before it (`before`).
    fn check_element(&mut self, before: Span) -> PResult<()> {
        const MSG: &str = "register, wavesize or immediate constant value expected";
        let at = self.span();
        match self.cur_tok() {
            Tok::Label(_) | Tok::Global(_) | Tok::Local(_) => Err(perr(self.span(), MSG)),
            Tok::Punct(b'(') => Err(perr(before, MSG)),
            Tok::Punct(b'[') => {
                let mut k = 1;
                loop {
                    match self.peek_at(k) {
                        Tok::Punct(b']') => {
                            let i = self.index_at(k);
                            return Err(perr(self.buf[self.pos + i].span, MSG));
                        }
                        Tok::Eof | Tok::Punct(b';') => return Err(perr(at, MSG)),
                        _ => k += 1,
                    }
                }
            }
            _ => Ok(()),
        }
    }

    fn register_here(&mut self) -> Option<(OperandRef, OpVal)> {
        match self.buf[self.pos].tok {
            Tok::Reg(k, n) if n <= u32::from(u16::MAX) => {
                self.pos += 1;
                self.fill(0);
                let num = n as u16;
                self.note_reg(k, num);
                Some((self.new_register(k, num), OpVal::Reg(k)))
            }
            _ => None,
        }
    }

    /// A register operand ([`Module::add_register`]; the general [`Module::add_operand`] when
    /// the tests ask for the general path).
    #[inline]
    fn new_register(&mut self, kind: u16, num: u16) -> OperandRef {
        #[cfg(test)]
        if self.read_back {
            return self.m.add_operand(Operand::Register { kind, num });
        }
        self.m.add_register(kind, num)
    }

    /// The operand of a plain literal where an operand of type `t` (a scalar type) is
    /// expected, read in one go as [`Parser::constant_operand`] reads it, when it takes no
    /// check ([`Parser::literal_bytes_here`]); `None` (nothing read) leaves it to
    /// [`Parser::constant_operand`], which also gives every diagnostic.
    #[inline]
    fn literal_here(&mut self, t: u16) -> Option<OperandRef> {
        let (bytes, size) = self.literal_bytes_here(t)?;
        let data = self.m.add_data(&bytes[..size]);
        Some(self.new_constant_bytes(imm_type(t), data))
    }

    /// The bytes of a plain literal of scalar type `t` and their count, read in one go as
    /// [`Parser::check_literal_conversion`] then [`Parser::scalar_bytes`] read them, when it
    /// takes no check: an integer (`5`, `-0x80`) for an integer or bit type of at most 64
    /// bits, a float (`0F3f800000`, `-1.0f`) of the width of the float type `t`. Anything
    /// else, or comments among its tokens, gives `None` with nothing read (also on the tests'
    /// general path).
    #[inline(always)]
    fn literal_bytes_here(&mut self, t: u16) -> Option<([u8; 8], usize)> {
        #[cfg(test)]
        if self.read_back {
            return None;
        }
        self.fill(1);
        let neg = matches!(self.buf[self.pos].tok, Tok::Punct(b'-'));
        let at = self.pos + usize::from(neg);
        let out = match self.buf[at].tok {
            // `conv::conversion_error` lets an integer stand for these types (no pack, no
            // array, not a signal or opaque type); their sizes are those of `imm_type`'s
            // unsigned types.
            Tok::Int(v) if matches!(t, ty::U8..=ty::S64 | ty::B1..=ty::B64) => {
                let v = if neg { v.wrapping_neg() } else { v };
                // b1: any integer but 0 is 1, as HSAILasm writes it (one byte, 0 or 1:
                // L3046-L3047).
                let v = if t == ty::B1 { u64::from(v != 0) } else { v };
                (v.to_le_bytes(), ty::byte_size(t).max(1) as usize)
            }
            // A float literal of the type's own width (the only typed source it takes),
            // with the sign as a flipped sign bit.
            Tok::Float(f) if matches!(t, ty::F16..=ty::F64) => {
                let lit = match f {
                    FloatLit::RawH(_) | FloatLit::Value(_, 16) => ty::F16,
                    FloatLit::RawF(_) | FloatLit::Value(_, 32) => ty::F32,
                    _ => ty::F64,
                };
                if lit != t {
                    return None;
                }
                let bits = ty::base_bits(t);
                let v = float_bits(f, bits)?;
                let v = if neg { v ^ (1u64 << (bits - 1)) } else { v };
                (v.to_le_bytes(), (bits / 8) as usize)
            }
            _ => return None,
        };
        self.pos = at + 1;
        self.fill(0);
        Some((out.0, out.1.min(8)))
    }

    /// A constant-bytes operand ([`Module::add_constant_bytes`]; the general
    /// [`Module::add_operand`] when the tests ask for the general path).
    #[inline]
    fn new_constant_bytes(&mut self, ty: u16, bytes: DataRef) -> OperandRef {
        #[cfg(test)]
        if self.read_back {
            return self.m.add_operand(Operand::ConstantBytes { ty, bytes });
        }
        self.m.add_constant_bytes(ty, bytes)
    }

    fn address(&mut self) -> PResult<(OperandRef, OpVal)> {
        self.expect_punct(b'[')?;
        let mut symbol = CodeRef(0);
        let mut has_sym = false;
        let mut reg = OperandRef(0);
        let mut offset: i64 = 0;
        let sp = self.span();
        match self.cur_tok() {
            Tok::Global(n) | Tok::Local(n) => {
                self.bump();
                symbol = self
                    .lookup_in_address(n)
                    .ok_or_else(|| perr(sp, "identifier not found"))?;
                // Most symbols are variables: their shape is read once, for this operand and
                // the instruction's address checks ([`Parser::addr_shape`]).
                let shape = self.m.variable_shape(symbol);
                self.addr_shape = (symbol, shape);
                if shape.is_none() && self.m.code_kind(symbol) == Some(c::kind::FBARRIER) {
                    let open = Span::new((sp.start as usize).saturating_sub(1), sp.start as usize);
                    return Err(perr(open, format!("Symbol not found: {n}")));
                }
                has_sym = true;
                self.expect_punct(b']')?;
                if !self.eat_punct(b'[') {
                    return Ok(self.finish_address(symbol, (reg, None), 0, has_sym));
                }
            }
            _ => {}
        }
        let mut reg_kind = None;
        match self.cur_tok() {
            Tok::Reg(k, n) => {
                self.bump();
                let num = u16::try_from(n).map_err(|_| perr(sp, "Invalid register number"))?;
                self.note_reg(k, num);
                reg = self.new_register(k, num);
                reg_kind = Some(k);
                if self.eat_punct(b'+') {
                    offset = self.expect_int()? as i64;
                } else if self.eat_punct(b'-') {
                    offset = (self.expect_int()? as i64).wrapping_neg();
                }
            }
            Tok::Punct(b'-') => {
                self.bump();
                offset = (self.expect_int()? as i64).wrapping_neg();
            }
            Tok::Punct(b'+') => {
                self.bump();
                offset = self.expect_int()? as i64;
            }
            Tok::Int(v) => {
                self.bump();
                offset = v as i64;
            }
            _ => return Err(perr(sp, "invalid address expression")),
        }
        self.expect_punct(b']')?;
        Ok(self.finish_address(symbol, (reg, reg_kind), offset, has_sym))
    }

    /// The address operand `[symbol][reg + off]`, given the register's operand and kind (if
    /// any), and its value.
    fn finish_address(
        &mut self,
        symbol: CodeRef,
        (reg, reg_kind): (OperandRef, Option<u16>),
        off: i64,
        sym: bool,
    ) -> (OperandRef, OpVal) {
        let mut offset = off as u64;
        let small_reg = match reg_kind {
            Some(kind) => kind == 1,
            None => {
                // HSAILasm sizes a bare offset (`[-1]`) by the instruction's segment.
                let sym_seg = if symbol.0 == 0 {
                    self.addr_segment
                } else {
                    self.variable_shape(symbol).map_or(0, |v| v.segment)
                };
                !self.model_large || matches!(sym_seg, 5..=8)
            }
        };
        if small_reg {
            offset &= 0xffff_ffff;
        }
        #[cfg(test)]
        let o = if self.read_back {
            self.m.add_operand(Operand::Address {
                symbol,
                reg,
                offset,
            })
        } else {
            self.m.add_address(symbol, reg, offset)
        };
        #[cfg(not(test))]
        let o = self.m.add_address(symbol, reg, offset);
        if sym {
            self.sym_refs.push((o, symbol));
        }
        let v = OpVal::Addr {
            symbol,
            reg: reg_kind,
            offset,
        };
        (o, v)
    }

    /// A constant: plain literal (typed by `expected`), typed constant, packed, array,
    /// aggregate, image or sampler.
    fn constant_operand(&mut self, expected: Option<u16>) -> PResult<OperandRef> {
        let sp = self.span();
        if self.is_punct(b'{') {
            return self.aggregate();
        }
        if let Tok::Word(w) = *self.cur() {
            if let Some(t) = ty::parse(w) {
                self.bump();
                if self.eat_punct(b'[') {
                    self.expect_punct(b']')?;
                    // The elements are read (and judged) before the array's type.
                    let want = self.expect_array.take();
                    let o = self.array_constant(t)?;
                    if let Some(e) = want
                        && !typed_compatible(t, e)
                    {
                        return Err(diag(
                            "HSAIL-E0017",
                            sp,
                            format!("Invalid initializer, expected {}[] constant", ty::name(e)),
                        ));
                    }
                    return Ok(o);
                }
                if let Some(e) = expected
                    && self.strict_float
                    && !ty::is_opaque(t)
                    && !matches!(t, ty::B1..=ty::B128)
                    && let Some(msg) =
                        conv::conversion_error(ConstSource::Typed(t), e, self.conv_init)
                {
                    return Err(diag("HSAIL-E0018", sp, msg));
                }
                if let Some(e) = expected
                    && (ty::is_packed(t) || ty::is_packed(e))
                    && !typed_compatible(t, e)
                {
                    return Err(diag(
                        "HSAIL-E0018",
                        sp,
                        format!(
                            "{} constant cannot be converted to {}",
                            ty::name(t),
                            ty::name(e)
                        ),
                    ));
                }
                self.expect_punct(b'(')?;
                if ty::is_opaque(t) {
                    return self.opaque_constant(t, sp);
                }
                let bytes = self.typed_value_bytes(t)?;
                self.expect_punct(b')')?;
                let bytes = self.m.add_data(&bytes);
                return Ok(self.new_constant_bytes(t, bytes));
            }
            return Err(perr(sp, format!("unexpected '{w}'")));
        }
        let (t, bytes) = match expected {
            Some(e) => {
                if self.strict_float {
                    self.check_literal_conversion(e, self.conv_init)?;
                }
                let t = imm_type(e);
                // A float constant for a bit type gives its bits (HSAILasm writes them as the
                // unsigned type of that size, like an integer: `mov_b32 $s0, 0F3f800000`).
                let neg = self.is_punct(b'-');
                let float = matches!(self.peek_at(usize::from(neg)), Tok::Float(_));
                if float && matches!(e, ty::B8 | ty::B16 | ty::B32 | ty::B64) {
                    (t, self.scalar_bytes(e)?)
                } else {
                    (t, self.scalar_bytes(t)?)
                }
            }
            None => {
                // Untyped (pragma): integers are u64, floats keep their literal width.
                let neg = self.is_punct(b'-');
                match *self.peek_at(usize::from(neg)) {
                    Tok::Float(FloatLit::RawH(_)) => (ty::F16, self.scalar_bytes(ty::F16)?),
                    Tok::Float(FloatLit::RawF(_)) => (ty::F32, self.scalar_bytes(ty::F32)?),
                    Tok::Float(FloatLit::RawD(_)) => (ty::F64, self.scalar_bytes(ty::F64)?),
                    Tok::Float(FloatLit::Value(_, w)) => {
                        let t = match w {
                            16 => ty::F16,
                            32 => ty::F32,
                            _ => ty::F64,
                        };
                        (t, self.scalar_bytes(t)?)
                    }
                    _ => (ty::U64, self.scalar_bytes(ty::U64)?),
                }
            }
        };
        let bytes = self.m.add_data(&bytes);
        Ok(self.new_constant_bytes(t, bytes))
    }

    /// Rejects an untyped literal that cannot stand where a value of type `e` is expected
    /// (rules and messages in [`conv`]). An integer is reported at its digits, a float literal
    /// at its sign, as `HSAILasm` does.
    fn check_literal_conversion(&mut self, e: u16, init: bool) -> PResult<()> {
        let neg = usize::from(self.is_punct(b'-'));
        let sp = self.span();
        let src = match self.peek_at(neg) {
            Tok::Int(v) => ConstSource::Integer(*v != 0),
            Tok::Float(f) => ConstSource::Typed(match f {
                FloatLit::RawH(_) | FloatLit::Value(_, 16) => ty::F16,
                FloatLit::RawF(_) | FloatLit::Value(_, 32) => ty::F32,
                _ => ty::F64,
            }),
            _ => return Ok(()),
        };
        let at = if matches!(src, ConstSource::Integer(_)) && neg == 1 {
            self.buf.get(self.pos + 1).map_or(sp, |t| t.span)
        } else {
            sp
        };
        match conv::conversion_error(src, e, init) {
            Some(msg) => Err(diag("HSAIL-E0018", at, msg)),
            None => Ok(()),
        }
    }

    /// The bytes of one scalar literal of type `t` (packed types take a packed literal).
    fn scalar_bytes(&mut self, t: u16) -> PResult<ConstBytes> {
        if ty::is_packed(t) {
            // A packed type needs `TYPE(…)`, unless a plain integer gives the whole value.
            if let Tok::Word(w) = *self.cur()
                && let Some(pt) = ty::parse(w)
            {
                self.bump();
                self.expect_punct(b'(')?;
                let b = self.typed_value_bytes(pt)?;
                self.expect_punct(b')')?;
                return Ok(b);
            }
        }
        let sp = self.span();
        let neg = self.eat_punct(b'-');
        let tok = self.next();
        let size = ty::byte_size(t).max(1) as usize;
        let base = ty::base(t);
        let v: u64 = match tok.tok {
            Tok::Int(_) if ty::is_float(base) && !ty::is_packed(t) && self.strict_float => {
                return Err(diag(
                    "HSAIL-E0030",
                    sp,
                    "Invalid immediate: floating-point constant expected",
                ));
            }
            Tok::Int(v) => {
                if neg {
                    v.wrapping_neg()
                } else {
                    v
                }
            }
            Tok::Float(f) => {
                // A float constant also stands for the bits of a bit type of its size
                // (`mov_b32 $s0, 0F3f800000`; valid/conv.rs says which sizes fit).
                let bit_type = matches!(t, ty::B8 | ty::B16 | ty::B32 | ty::B64);
                if !(ty::is_float(base) || bit_type) || ty::is_packed(t) {
                    return Err(perr(sp, "integer constant expected"));
                }
                let bits = if bit_type {
                    ty::bits(t)
                } else {
                    ty::base_bits(base)
                };
                let v = float_bits(f, bits)
                    .ok_or_else(|| perr(sp, "float literal of the wrong size"))?;
                if neg { v ^ (1u64 << (bits - 1)) } else { v }
            }
            Tok::Word(w) if ty::parse(w).is_some() => {
                if neg {
                    return Err(perr(sp, "Sign is not allowed before a typed constant"));
                }
                return Err(perr(tok.span, "Typed constants are not allowed"));
            }
            _ => return Err(perr(tok.span, "Constant value expected")),
        };
        // The value's low bytes, sign-filled past 8 bytes for a negative literal (no type is
        // wider than 16 bytes).
        let mut buf = [if size > 8 && neg { 0xff } else { 0 }; 16];
        buf[..8].copy_from_slice(&v.to_le_bytes());
        Ok(ConstBytes::from_buf_and_len(buf, size.min(16)))
    }

    /// The bytes of `TYPE(values)` after the `(`: one value, or one per packed element.
    fn typed_value_bytes(&mut self, t: u16) -> PResult<ConstBytes> {
        if ty::is_packed(t) {
            let et = ty::base(t);
            let n = (ty::pack_bits(t) / ty::base_bits(et)) as usize;
            let size = ty::byte_size(et).max(1) as usize;
            // The first element written is the most significant: element `i` goes at
            // `(n - 1 - i) * size`, in place (a packed value has at most 16 bytes).
            let mut out = [0u8; 16];
            let total = n * size;
            for i in 0..n {
                if i > 0 {
                    self.expect_punct(b',')?;
                }
                let at = (n - 1 - i) * size;
                // Most elements are plain literals, read in one go.
                if let Some((b, k)) = self.literal_bytes_here(et) {
                    put_element(&mut out, at, &b, k);
                    continue;
                }
                self.check_literal_conversion(et, false)?;
                let e = self.scalar_bytes(et)?;
                if let Some(d) = out.get_mut(at..at + e.len()) {
                    d.copy_from_slice(&e);
                }
            }
            return Ok(ConstBytes::from_buf_and_len(out, total.min(16)));
        }
        if t == ty::B1 {
            // One byte, 0 or 1 (L3046-L3047): any other integer is 1, as HSAILasm writes it.
            let neg = usize::from(self.is_punct(b'-'));
            let nonzero = match *self.peek_at(neg) {
                Tok::Int(v) => Some(v != 0),
                _ => None,
            };
            let b = self.scalar_bytes(ty::U8)?;
            return Ok(match nonzero {
                Some(nz) => {
                    let mut one = [0u8; 16];
                    one[0] = u8::from(nz);
                    ConstBytes::from_buf_and_len(one, 1)
                }
                None => b,
            });
        }
        self.check_literal_conversion(t, false)?;
        self.scalar_bytes(t)
    }

    /// Rejects an element that cannot stand in an array constant of element type `t`: a typed
    /// constant of another type, a bit-typed constant, a literal of the wrong kind ([`conv`]);
    /// an integer in a signal array reads as a u64 constant.
    fn check_array_element(&mut self, t: u16) -> PResult<()> {
        let neg = usize::from(self.is_punct(b'-'));
        let sp = self.span();
        match *self.peek_at(neg) {
            Tok::Word(w) => {
                let is_arr = w.ends_with("[]") || matches!(self.peek_at(neg + 1), Tok::Punct(b'['));
                let Some(et) = ty::parse(w.trim_end_matches("[]")) else {
                    return Ok(());
                };
                if is_arr {
                    self.constant_operand(None)?;
                    let next = self.span();
                    let sp =
                        Span::new((next.start as usize).saturating_sub(1), next.start as usize);
                    return Err(diag(
                        "HSAIL-E0018",
                        sp,
                        format!(
                            "{}[] constant cannot be converted to {}",
                            ty::name(et),
                            ty::name(t)
                        ),
                    ));
                }
                let msg = if matches!(et, ty::B1..=ty::B128) {
                    Some("Constant value expected".to_string())
                } else {
                    conv::conversion_error(ConstSource::Typed(et), t, false)
                };
                match msg {
                    Some(m) => Err(diag("HSAIL-E0018", sp, m)),
                    None => Ok(()),
                }
            }
            Tok::Int(_) if matches!(t, ty::SIG32 | ty::SIG64) => {
                let at = if neg == 1 {
                    self.buf.get(self.pos + 1).map_or(sp, |t| t.span)
                } else {
                    sp
                };
                Err(diag(
                    "HSAIL-E0018",
                    at,
                    format!("u64 constant cannot be converted to {}", ty::name(t)),
                ))
            }
            Tok::Int(_) | Tok::Float(_) => self.check_literal_conversion(t, false),
            _ => Ok(()),
        }
    }

    fn array_constant(&mut self, t: u16) -> PResult<OperandRef> {
        self.expect_punct(b'(')?;
        if ty::is_opaque(t) {
            let mut els = Vec::new();
            loop {
                // Each element is an image (sampler) constant of the array's type.
                let es = {
                    self.cur();
                    self.span()
                };
                let et = match self.cur() {
                    Tok::Word(w) => ty::parse(w).filter(|&x| ty::is_opaque(x)),
                    _ => None,
                };
                if et != Some(t) {
                    let msg = match et {
                        Some(e) if e != ty::SAMP && t != ty::SAMP => {
                            format!("{} constant expected", ty::name(t))
                        }
                        _ if t == ty::SAMP => "sampler constant expected".to_string(),
                        _ => "image constant expected".to_string(),
                    };
                    return Err(perr(es, msg));
                }
                els.push(self.constant_operand(Some(t))?);
                if self.eat_punct(b')') {
                    break;
                }
                self.expect_punct(b',')?;
            }
            let elements = self.m.add_operand_list(&els);
            return Ok(self.m.add_operand(Operand::ConstantOperandList {
                ty: t | ty::ARRAY,
                elements,
            }));
        }
        let mut bytes = Vec::new();
        loop {
            self.check_array_element(t)?;
            let b = if t == ty::SIG32 || t == ty::SIG64 {
                let typed = matches!(self.cur(), Tok::Word(w) if ty::parse(w) == Some(t));
                if typed {
                    self.bump();
                    self.expect_punct(b'(')?;
                    self.check_literal_conversion(t, false)?;
                }
                let b = self.scalar_bytes(ty::U64)?;
                if typed {
                    self.expect_punct(b')')?;
                }
                b
            } else if ty::is_packed(t) {
                let sp = self.span();
                let Tok::Word(w) = self.next().tok else {
                    return Err(perr(sp, "expected a packed constant"));
                };
                let pt = ty::parse(w).ok_or_else(|| perr(sp, "expected a packed constant"))?;
                self.expect_punct(b'(')?;
                let b = self.typed_value_bytes(pt)?;
                self.expect_punct(b')')?;
                b
            } else if matches!(self.cur(), Tok::Word(w) if ty::parse(w) == Some(t)) {
                // A typed element of the array's own type (4.8.3, L3212–L3271).
                self.bump();
                self.expect_punct(b'(')?;
                let b = self.typed_value_bytes(t)?;
                self.expect_punct(b')')?;
                b
            } else {
                self.scalar_bytes(imm_type(t))?
            };
            bytes.extend_from_slice(&b);
            if self.eat_punct(b')') {
                break;
            }
            self.expect_punct(b',')?;
        }
        let bytes = self.m.add_data(&bytes);
        Ok(self.m.add_operand(Operand::ConstantBytes {
            ty: t | ty::ARRAY,
            bytes,
        }))
    }

    /// An image or sampler constant after its `(`; `start` is the constant's type word.
    /// Property syntax and values are checked as they are read, the set of properties at the
    /// end ([`opaque`]), with `HSAILasm`'s messages and positions.
    fn opaque_constant(&mut self, t: u16, start: Span) -> PResult<OperandRef> {
        let samp = t == ty::SAMP;
        let mut img = opaque::ImageProps::default();
        let (mut coord, mut filter, mut addressing) = (None, None, None);
        let close = loop {
            let name = self.next();
            let eq = self.span();
            if !self.eat_punct(b'=') {
                return Err(perr(eq, "'=' expected"));
            }
            let key = match name.tok {
                Tok::Word(w) => w,
                _ => "",
            };
            let vs = {
                self.cur();
                self.span()
            };
            let value = self.next().tok;
            let word = match &value {
                Tok::Word(w) => *w,
                _ => "",
            };
            let dup = |set: bool, msg: &str| if set { Err(perr(eq, msg)) } else { Ok(()) };
            let pick = |table: &[&str], msg: &str| lookup(table, word).ok_or_else(|| perr(vs, msg));
            let size = |what: &str| match value {
                Tok::Int(0) => Err(perr(vs, format!("{what} must be positive"))),
                Tok::Int(n) => Ok(n),
                _ => Err(perr(vs, "integer constant expected")),
            };
            match (samp, key) {
                (false, "geometry") => {
                    dup(img.geometry.is_some(), "Geometry already set")?;
                    img.geometry = Some(pick(&c::GEOMETRIES, "image geometry expected")?);
                }
                (false, "width") => {
                    dup(img.width.is_some(), "width already set")?;
                    img.width = Some(size("width")?);
                }
                (false, "height") => {
                    dup(img.height.is_some(), "height already set")?;
                    img.height = Some(size("height")?);
                }
                (false, "depth") => {
                    dup(img.depth.is_some(), "depth already set")?;
                    img.depth = Some(size("depth")?);
                }
                (false, "array") => {
                    dup(img.array.is_some(), "array already set")?;
                    img.array = Some(size("array")?);
                }
                (false, "channel_type") => {
                    dup(img.channel_type.is_some(), "Channel type already set")?;
                    img.channel_type =
                        Some(pick(&c::CHANNEL_TYPES, "image channel type expected")?);
                }
                (false, "channel_order") => {
                    dup(img.channel_order.is_some(), "Channel order already set")?;
                    img.channel_order =
                        Some(pick(&c::CHANNEL_ORDERS, "image channel order expected")?);
                }
                (false, _) => return Err(perr(name.span, "Invalid image property name")),
                (true, "coord") => {
                    dup(coord.is_some(), "Duplicate sampler property")?;
                    coord = Some(pick(&c::COORDS, "sampler coord value expected")?);
                }
                (true, "filter") => {
                    dup(filter.is_some(), "Duplicate sampler property")?;
                    filter = Some(pick(&c::FILTERS, "sampler filter expected")?);
                }
                (true, "addressing") => {
                    dup(addressing.is_some(), "Duplicate sampler property")?;
                    addressing = Some(pick(
                        &c::ADDRESSINGS,
                        "sampler addressing mode value expected",
                    )?);
                }
                (true, _) => return Err(perr(name.span, "Invalid sampler object property name")),
            }
            let s = self.span();
            if self.eat_punct(b')') {
                break s;
            }
            if !self.eat_punct(b',') {
                let s = self.span();
                return Err(perr(s, "')' expected"));
            }
        };
        let at = Span::new(start.start as usize, start.start as usize + 1);
        if samp {
            if let Some((msg, at_close)) = opaque::sampler_error(coord, filter, addressing) {
                return Err(perr(if at_close { close } else { at }, msg));
            }
            return Ok(self.m.add_operand(Operand::ConstantSampler {
                ty: t,
                coord: coord.unwrap_or(0),
                filter: filter.unwrap_or(0),
                addressing: addressing.unwrap_or(0),
            }));
        }
        if let Some(msg) = opaque::image_error(&img) {
            return Err(perr(at, msg));
        }
        Ok(self
            .m
            .add_operand(Operand::ConstantImage(Box::new(crate::model::ImageInit {
                ty: t,
                geometry: img.geometry.unwrap_or(0),
                channel_order: img.channel_order.unwrap_or(0),
                channel_type: img.channel_type.unwrap_or(0),
                width: img.width.unwrap_or(0),
                height: img.height.unwrap_or(0),
                depth: img.depth.unwrap_or(0),
                array: img.array.unwrap_or(0),
            }))))
    }

    fn aggregate(&mut self) -> PResult<OperandRef> {
        self.expect_punct(b'{')?;
        let mut els = Vec::new();
        loop {
            if self.is_word("align") {
                self.bump();
                self.expect_punct(b'(')?;
                let sp = self.span();
                let n = self.expect_int()?;
                self.expect_punct(b')')?;
                let align = log2_align(n).ok_or_else(|| perr(sp, "Invalid alignment"))?;
                els.push(self.m.add_operand(Operand::Align { align }));
            } else {
                els.push(self.constant_operand(None)?);
            }
            let close = self.span();
            if self.eat_punct(b'}') {
                let only_align = els.iter().all(|e| {
                    matches!(
                        self.m.operand_value(*e).as_ref(),
                        Some(Operand::Align { .. })
                    )
                });
                if only_align {
                    return Err(perr(
                        close,
                        "An aggregate constant cannot consist of only alignment request elements",
                    ));
                }
                break;
            }
            self.expect_punct(b',')?;
        }
        let elements = self.m.add_operand_list(&els);
        Ok(self.m.add_operand(Operand::ConstantOperandList {
            ty: ty::NONE,
            elements,
        }))
    }
}

/// The number of operands an opcode takes (syntax tables of ch. 5–11), when fixed.
fn operand_count(opcode: u16) -> Option<usize> {
    Some(match opcode {
        op::ABS
        | op::NEG
        | 29
        | op::POPCOUNT
        | op::FIRSTBIT
        | op::LASTBIT
        | 36
        | op::MOV
        | op::CEIL
        | op::FLOOR
        | op::RINT
        | op::TRUNC
        | op::SQRT
        | op::FRACT
        | 51
        | 52
        | 54
        | 55
        | 56
        | 57
        | 58
        | op::CVT
        | op::COMBINE
        | op::EXPAND
        | op::LDA
        | op::SEGMENTP
        | op::FTOS
        | op::STOF
        | op::LD
        | op::ST
        | op::ALLOCA => 2,
        op::ADD
        | op::SUB
        | op::MUL
        | op::DIV
        | 17
        | op::MAX
        | op::MIN
        | op::MULHI
        | 28
        | 30
        | 32
        | op::SHL
        | op::SHR
        | 3
        | 4
        | op::COPYSIGN
        | op::CMP
        | 24
        | 25
        | op::UNPACKHI
        | op::UNPACKLO
        | op::CLASS
        | op::UNPACK
        | op::UNPACKCVT
        | 35 => 3,
        op::MAD
        | op::FMA
        | 22
        | 23
        | 37
        | op::CMOV
        | 33
        | op::SHUFFLE
        | 59
        | 60
        | 63
        | op::SAD
        | op::SADHI
        | 53
        | op::PACK => 4,
        op::PACKCVT | 34 | op::ACTIVELANEPERMUTE => 5,
        _ => return None,
    })
}

/// Whether a typed constant of type `t` may initialize or be used as type `e` (Table 4–1,
/// L3311–L3420): the same type, or a bit type of the same size.
fn typed_compatible(t: u16, e: u16) -> bool {
    t == e || (ty::is_bit(ty::base(e)) && !ty::is_packed(e) && ty::bits(t) == ty::bits(e))
}

/// Splits a mnemonic at `_`, keeping parenthesised arguments whole.
/// The opcode named `name` (a table built on first use: every instruction looks one up).
fn opcode_of(name: &str) -> Option<u16> {
    static NAMES: std::sync::OnceLock<HashMap<&'static str, u16>> = std::sync::OnceLock::new();
    NAMES
        .get_or_init(|| {
            c::OPCODES
                .iter()
                .enumerate()
                .rev()
                .map(|(i, &n)| (n, i as u16))
                .collect()
        })
        .get(name)
        .copied()
}

/// Where the bytes of a mnemonic lie in the source: (offset in the mnemonic, source offset)
/// of each piece, in order (one piece unless its argument was written apart).
type Pieces = SmallVec<[(usize, usize); 4]>;

/// The source offset of byte `at` of a mnemonic made of `pieces`.
fn piece_pos(pieces: &[(usize, usize)], at: usize) -> usize {
    pieces
        .iter()
        .rev()
        .find(|(o, _)| *o <= at)
        .map_or(at, |(o, s)| s + (at - o))
}

/// Whether an operand error is a constant that cannot hold the operand's type ([`conv`]).
pub(super) fn is_conversion_error(msg: &str) -> bool {
    msg.contains("cannot be converted to") || msg == "Signal handle can only be initialized with 0"
}

/// Whether a mnemonic ends in `_width`, `_align` or `_equiv` without its `(n)`.
fn ends_in_bare_mod(w: &str) -> bool {
    ["_width", "_align", "_equiv"]
        .iter()
        .any(|s| w.ends_with(s))
}

fn split_mnemonic(w: &str) -> SmallVec<[&str; 8]> {
    let mut out = SmallVec::new();
    let mut depth = 0i32;
    let mut start = 0;
    // `_`, `(` and `)` are ASCII, so every cut is at a character boundary.
    for (i, ch) in w.bytes().enumerate() {
        match ch {
            b'(' => depth += 1,
            b')' => depth -= 1,
            b'_' if depth == 0 => {
                out.push(&w[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&w[start..]);
    out
}

/// Whether `opcode` is one of the image instructions, which need the IMAGE extension (7.1).
pub(super) fn is_image_opcode(opcode: u16) -> bool {
    matches!(
        opcode,
        op::RDIMAGE
            | op::LDIMAGE
            | op::STIMAGE
            | op::QUERYIMAGE
            | op::QUERYSAMPLER
            | op::IMAGEFENCE
    )
}

/// The instructions whose source type HSAILasm looks for after reading the mnemonic's parts
/// ("Missing source type" when it is not there).
fn late_source_type(opcode: u16) -> bool {
    matches!(
        opcode,
        op::ACTIVELANECOUNT | op::SEGMENTP | op::FTOS | op::STOF
    )
}

/// The start of the message for a part no modifier table knows (HSAILasm has none of its
/// own: the grammar's message is given where it has one, [`mnemonic_fast::grammar_error`]).
const INVALID_MODIFIER: &str = "invalid modifier '";

/// Where in mnemonic part `p` HSAILasm reports message `m` about it: right after a modifier
/// word missing its argument ([`PAREN_EXPECTED`]), at the argument for what is wrong with it
/// ([`MOD_ARG_ERRORS`]), else at the part's `_` (0).
fn offset_in_part(m: &str, p: &str) -> usize {
    if m == PAREN_EXPECTED {
        p.len() + 1
    } else if MOD_ARG_ERRORS.contains(&m) {
        p.find('(').map_or(0, |k| k + 2)
    } else {
        0
    }
}

/// HSAILasm's message for a modifier word without its argument ([`bare_modifier`],
/// [`mnemonic_fast::grammar_error`]), reported right after the word.
const PAREN_EXPECTED: &str = "'(' expected";

/// The first part that is `width`, `align` or `equiv` with no argument.
fn bare_modifier(parts: &[&str]) -> Option<usize> {
    parts
        .iter()
        .position(|p| matches!(*p, "width" | "align" | "equiv"))
}

fn paren_arg<'a>(p: &'a str, name: &str) -> Option<&'a str> {
    p.strip_prefix(name)?.strip_prefix('(')?.strip_suffix(')')
}

/// `HSAILasm`'s message for a modifier argument (`align(…)`, `equiv(…)`, `width(…)`) that is
/// not an unsigned integer literal.
const MOD_ARG_NOT_INT: &str = "integer constant expected";

/// Messages about a modifier argument; `HSAILasm` reports them at the argument.
const MOD_ARG_ERRORS: [&str; 6] = [
    MOD_ARG_NOT_INT,
    "Invalid alignment",
    "equivalence class should be in the 0..255 range",
    "Width must be a power of two",
    "Invalid width",
    "invalid width",
];

/// Whether a modifier argument is an unsigned integer literal (decimal, octal or hex).
fn is_int_arg(a: &str) -> bool {
    let h = a.strip_prefix("0x").or_else(|| a.strip_prefix("0X"));
    match h {
        Some(h) => !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()),
        None => !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit()),
    }
}

/// HSAILasm's message where an atomic or signal operation is missing or is no such operation
/// (`atomic_rlx_…`); a known one the instruction does not take is the rules'.
const ATOMIC_OP_EXPECTED: &str = "atomic operation expected";

/// HSAILasm's message where cmp's comparison operator is missing or is none.
const COMPARE_EXPECTED: &str = "compare modifier expected";

/// Reads the modifiers of a mnemonic (everything after the opcode).
fn parse_mods(opcode: u16, parts: &[&str]) -> Result<Mods, (String, usize)> {
    let mut m = Mods::default();
    let mut i = 0;
    let is_atomic = matches!(
        opcode,
        op::ATOMIC | op::ATOMICNORET | op::SIGNAL | op::SIGNALNORET
    );
    if is_atomic {
        let Some(first) = parts.first() else {
            return Err((ATOMIC_OP_EXPECTED.into(), 0));
        };
        let mut name = first.to_string();
        if (*first == "wait" || *first == "waittimeout") && parts.len() > 1 {
            name = format!("{}_{}", first, parts[1]);
            i = 1;
        }
        m.atomic_op =
            Some(lookup(&c::ATOMIC_OPS, &name).ok_or((ATOMIC_OP_EXPECTED.to_string(), 0))?);
        i += 1;
    }
    if opcode == op::CMP {
        let Some(first) = parts.first() else {
            return Err((COMPARE_EXPECTED.into(), 0));
        };
        m.compare = Some(lookup(&c::COMPARES, first).ok_or((COMPARE_EXPECTED.to_string(), 0))?);
        i = 1;
    }
    while i < parts.len() {
        let p = parts[i];
        i += 1;
        // Data types first: the most frequent part, and no other modifier table holds a type
        // name, so the order does not change what a part means.
        if let Some(t) = ty::parse(p) {
            m.types.push(t);
        } else if p == "ftz" {
            m.ftz = true;
        } else if p == "sat" {
            if m.pack != 0 && m.pack <= 6 {
                m.pack = match m.pack {
                    1 => 7,
                    2 => 8,
                    3 => 9,
                    4 => 10,
                    5 => 11,
                    _ => 12,
                };
            } else if let Some(r) = m
                .round
                .filter(|r| (6..=9).contains(r) || (14..=17).contains(r))
            {
                m.round = Some(r + 4);
            } else {
                return Err(("unexpected '_sat'".into(), i - 1));
            }
        } else if let Some(r) = lookup(&c::ROUNDS, p).filter(|&r| r >= 2) {
            m.round = Some(r);
        } else if let Some(pk) = lookup(&c::PACKS[..7], p).filter(|&x| x != 0) {
            m.pack = pk;
        } else if let Some(s) = lookup(&c::SEGMENTS, p).filter(|&s| s >= 2) {
            m.segment = Some(s);
        } else if let Some(a) = paren_arg(p, "align")
            && !is_int_arg(a)
        {
            return Err((MOD_ARG_NOT_INT.into(), i - 1));
        } else if let Some(a) = paren_arg(p, "equiv")
            && !is_int_arg(a)
        {
            return Err((MOD_ARG_NOT_INT.into(), i - 1));
        } else if let Some(a) = paren_arg(p, "align") {
            let n: u64 = a
                .parse()
                .map_err(|_| ("Invalid alignment".to_string(), i - 1))?;
            m.align = Some(log2_align(n).ok_or(("Invalid alignment".to_string(), i - 1))?);
        } else if let Some(a) = paren_arg(p, "equiv") {
            m.equiv = a.parse().map_err(|_| {
                (
                    "equivalence class should be in the 0..255 range".to_string(),
                    i - 1,
                )
            })?;
        } else if let Some(a) = paren_arg(p, "width") {
            if a != "all" && a != "WAVESIZE" && !is_int_arg(a) {
                return Err((MOD_ARG_NOT_INT.to_string(), i - 1));
            }
            let why = if a == "all" || a == "WAVESIZE" {
                MOD_ARG_NOT_INT
            } else if a.parse::<u64>().is_ok_and(|n| n != 0 && n <= 1 << 31) {
                "Width must be a power of two"
            } else {
                "Invalid width"
            };
            m.width = Some(width_code(a).ok_or((why.to_string(), i - 1))?);
        } else if p == "const" {
            m.is_const = true;
        } else if p == "nonull" {
            m.nonull = true;
        } else if p == "v2" || p == "v3" || p == "v4" {
            m.vector = p.as_bytes()[1] - b'0';
        } else if let Some(o) = lookup(&c::ORDERS, p).filter(|&o| o != 0) {
            m.order = o;
        } else if let Some(s) = lookup(&c::SCOPES, p).filter(|&s| s != 0) {
            m.scope.push(s);
        } else if let Some(g) = lookup(&c::GEOMETRIES, p) {
            m.geometry = Some(g);
        } else if let Some(t) = ty::parse(p) {
            m.types.push(t);
        } else if opcode == op::QUERYIMAGE && lookup(&c::IMAGE_QUERIES, p).is_some() {
            m.query = lookup(&c::IMAGE_QUERIES, p);
        } else if opcode == op::QUERYSAMPLER && lookup(&c::SAMPLER_QUERIES, p).is_some() {
            m.query = lookup(&c::SAMPLER_QUERIES, p);
        } else {
            return Err((format!("{INVALID_MODIFIER}{p}'"), i - 1));
        }
    }
    Ok(m)
}

/// Opcodes whose float forms take a rounding mode (default `FLOAT_DEFAULT` in MOD format).
fn has_float_round(opcode: u16) -> bool {
    matches!(
        opcode,
        op::ADD | op::SUB | op::MUL | op::DIV | op::FMA | op::SQRT | op::FRACT | op::MAD
    )
}

fn cvt_default_round(dst: u16, src: u16) -> u8 {
    let (d, s) = (ty::base(dst), ty::base(src));
    if d == ty::B1 || s == ty::B1 {
        return 0;
    }
    if ty::is_float(s) && !ty::is_float(d) {
        return 7;
    }
    if ty::is_float(d) && !ty::is_float(s) {
        return 1;
    }
    if ty::is_float(d) && ty::is_float(s) && ty::base_bits(d) < ty::base_bits(s) {
        return 1;
    }
    0
}

/// The segment a format names (BRIG segment code), 0 for formats without one.
fn format_segment(f: &InstFormat) -> u8 {
    match *f {
        InstFormat::Addr { segment }
        | InstFormat::Atomic { segment, .. }
        | InstFormat::Mem { segment, .. }
        | InstFormat::Queue { segment, .. }
        | InstFormat::Seg { segment }
        | InstFormat::SegCvt { segment, .. } => segment,
        _ => 0,
    }
}

/// The operations an atomic or signal opcode takes (Tables 6–3, 6–4, 6–5; L8829–L9328):
/// their names, as `HSAILasm` lists them, and the same as bits by [`c::ATOMIC_OPS`] value.
fn atomic_ops_allowed(opcode: u16) -> (&'static [&'static str], u32) {
    const fn bits(values: &[u8]) -> u32 {
        let mut m = 0;
        let mut i = 0;
        while i < values.len() {
            m |= 1 << values[i];
            i += 1;
        }
        m
    }
    match opcode {
        op::ATOMICNORET => (
            &[
                "add", "and", "max", "min", "or", "st", "sub", "wrapdec", "wrapinc", "xor",
            ],
            bits(&[0, 1, 5, 6, 7, 8, 9, 10, 11, 12]),
        ),
        op::ATOMIC => (
            &[
                "add", "and", "cas", "exch", "ld", "max", "min", "or", "sub", "wrapdec", "wrapinc",
                "xor",
            ],
            bits(&[0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]),
        ),
        op::SIGNALNORET => (
            &["add", "and", "or", "st", "sub", "xor"],
            bits(&[0, 1, 7, 8, 9, 12]),
        ),
        _ => (
            &[
                "add",
                "and",
                "cas",
                "exch",
                "ld",
                "or",
                "sub",
                "wait_eq",
                "wait_gte",
                "wait_lt",
                "wait_ne",
                "waittimeout_eq",
                "waittimeout_gte",
                "waittimeout_lt",
                "waittimeout_ne",
                "xor",
            ],
            bits(&[0, 1, 2, 3, 4, 7, 9, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
        ),
    }
}

/// How many data types a mnemonic of this format may have (one type, or a source type too;
/// the others are not counted here).
fn types_wanted(f: &InstFormat) -> usize {
    match f {
        InstFormat::Basic
        | InstFormat::Mod { .. }
        | InstFormat::Mem { .. }
        | InstFormat::Atomic { .. } => 1,
        InstFormat::Cmp { .. } | InstFormat::Cvt { .. } => 2,
        _ => usize::MAX,
    }
}

/// The source (or coordinate) type of a format: the type of the operands after the first.
pub(crate) fn source_type(f: &InstFormat) -> u16 {
    match *f {
        InstFormat::Cmp { source_type, .. }
        | InstFormat::Cvt { source_type, .. }
        | InstFormat::Lane { source_type, .. }
        | InstFormat::SegCvt { source_type, .. }
        | InstFormat::SourceType { source_type } => source_type,
        InstFormat::Image { coord_type, .. } => coord_type,
        // The signal handle's type (sig32, sig64), which its operand has.
        InstFormat::Signal { signal_type, .. } => signal_type,
        _ => ty::NONE,
    }
}

/// The decoded mnemonic of a checked instruction: `first` is the part after the opcode name
/// (the atomic operation, for [`kinds::signature`]), `vector` the `_vN` suffix.
#[inline]
fn finish_mnemonic(opcode: u16, first: &str, ity: u16, format: InstFormat, vector: u8) -> Mnemonic {
    let src_ty = source_type(&format);
    let sig = kinds::signature_of(opcode, first, ity, &format);
    Mnemonic {
        opcode,
        ity,
        format,
        src_ty,
        sig,
        vector,
        types: operand_types(opcode, ity, src_ty),
        rules_ok: None,
        needs: crate::valid::operands::needs(
            opcode,
            c::OPCODES.get(usize::from(opcode)).copied().unwrap_or(""),
        ),
        ranged: sig.is_some_and(|s| kinds::ranged(s.kinds())),
    }
}

/// [`operand_type`] of operands 0 to 5, in one go (one `match` on the opcode, not six).
#[inline]
pub(crate) fn operand_types(opcode: u16, ity: u16, src: u16) -> [u16; 6] {
    const U32: u16 = ty::U32;
    if crate::vendor::by_opcode(opcode).is_some() {
        return std::array::from_fn(|k| operand_type(opcode, k, ity, src));
    }
    let mut t = [ity; 6];
    match opcode {
        op::SHL | op::SHR => t[2] = U32,
        op::SHUFFLE => t[3] = ty::B32,
        33 => [t[2], t[3]] = [U32; 2], // bitextract
        34 => [t[3], t[4]] = [U32; 2], // bitinsert
        35 => [t[1], t[2]] = [U32; 2], // bitmask
        op::CLASS | op::UNPACK | op::UNPACKCVT => [t[1], t[2]] = [src, U32],
        op::PACK => [t[2], t[3]] = [src, U32],
        op::ACTIVELANEPERMUTE => [t[2], t[4]] = [U32, ty::B1],
        op::CBR => t[0] = ty::B1,
        op::CMOV => t[1] = operand_type(opcode, 1, ity, src),
        op::SAD | op::SADHI => [t[1], t[2]] = [src; 2],
        105..=117 => t[1] = U32, // dispatch-packet dimension operands
        op::RDIMAGE => t[3] = src,
        op::LDIMAGE | op::STIMAGE => t[2] = src,
        op::CMP
        | op::CVT
        | op::FTOS
        | op::STOF
        | op::SEGMENTP
        | op::POPCOUNT
        | op::FIRSTBIT
        | op::LASTBIT
        | op::COMBINE
        | op::EXPAND
        | op::PACKCVT => t[1..].fill(src),
        op::ACTIVELANECOUNT | op::ACTIVELANEMASK => t[1] = ty::B1,
        op::SIGNAL => t[1] = src,
        op::SIGNALNORET => t[0] = src,
        _ => {}
    }
    t
}

/// Chooses the BRIG format and fills its fields (defaults of 18.5.2, L19022–L19677).
#[inline]
fn build_format(
    opcode: u16,
    m: &Mods,
    t0: u16,
    t1: u16,
    t2: u16,
    large: bool,
) -> (u16, InstFormat) {
    let seg = |d: u8| m.segment.unwrap_or(d);
    let mem_scope = m.scope.first().copied().unwrap_or(0);
    let f = match opcode {
        op::LDA => InstFormat::Addr {
            segment: seg(c::SEG_FLAT),
        },
        op::ATOMIC | op::ATOMICNORET => InstFormat::Atomic {
            segment: seg(c::SEG_FLAT),
            order: m.order,
            scope: mem_scope,
            op: m.atomic_op.unwrap_or(0),
            equiv: m.equiv,
        },
        op::CBR | op::SBR | op::SCALL | op::ICALL => InstFormat::Br {
            width: m.width.unwrap_or(1),
        },
        op::BR | op::CALL | op::BARRIER => InstFormat::Br {
            width: m.width.unwrap_or(c::WIDTH_ALL),
        },
        op::WAVEBARRIER | op::ARRIVEFBAR | op::JOINFBAR | op::LEAVEFBAR | op::WAITFBAR => {
            InstFormat::Br {
                width: m.width.unwrap_or(c::WIDTH_WAVESIZE),
            }
        }
        op::CMP => InstFormat::Cmp {
            source_type: t1,
            modifier: u8::from(m.ftz),
            compare: m.compare.unwrap_or(0),
            pack: m.pack,
        },
        op::CVT => InstFormat::Cvt {
            source_type: t1,
            modifier: u8::from(m.ftz),
            round: m.round.unwrap_or_else(|| cvt_default_round(t0, t1)),
        },
        op::RDIMAGE | op::LDIMAGE | op::STIMAGE => InstFormat::Image {
            image_type: t1,
            coord_type: t2,
            geometry: m.geometry.unwrap_or(0),
            equiv: m.equiv,
        },
        op::ACTIVELANECOUNT | op::ACTIVELANEID | op::ACTIVELANEMASK | op::ACTIVELANEPERMUTE => {
            InstFormat::Lane {
                source_type: t1,
                width: m.width.unwrap_or(1),
            }
        }
        op::LD | op::ST | op::ALLOCA => InstFormat::Mem {
            segment: if opcode == op::ALLOCA {
                6
            } else {
                seg(c::SEG_FLAT)
            },
            align: m.align.unwrap_or(1),
            equiv: m.equiv,
            width: if opcode == op::LD {
                m.width.unwrap_or(1)
            } else {
                0
            },
            modifier: u8::from(m.is_const),
        },
        op::MEMFENCE => InstFormat::MemFence {
            order: m.order,
            global_scope: mem_scope,
            group_scope: m.scope.get(1).copied().unwrap_or(mem_scope),
            image_scope: 0,
        },
        op::QUERYIMAGE => InstFormat::QueryImage {
            image_type: t1,
            geometry: m.geometry.unwrap_or(0),
            query: m.query.unwrap_or(0),
        },
        op::QUERYSAMPLER => InstFormat::QuerySampler {
            query: m.query.unwrap_or(0),
        },
        op::ADDQUEUEWRITEINDEX
        | op::CASQUEUEWRITEINDEX
        | op::LDQUEUEREADINDEX
        | op::LDQUEUEWRITEINDEX
        | op::STQUEUEREADINDEX
        | op::STQUEUEWRITEINDEX => InstFormat::Queue {
            segment: seg(c::SEG_FLAT),
            order: m.order,
        },
        op::NULLPTR => InstFormat::Seg {
            segment: seg(c::SEG_FLAT),
        },
        op::SEGMENTP | op::FTOS | op::STOF => InstFormat::SegCvt {
            source_type: t1,
            segment: seg(c::SEG_FLAT),
            modifier: u8::from(m.nonull),
        },
        op::SIGNAL | op::SIGNALNORET => InstFormat::Signal {
            signal_type: t1,
            order: m.order,
            op: m.atomic_op.unwrap_or(0),
        },
        op::POPCOUNT
        | op::FIRSTBIT
        | op::LASTBIT
        | op::COMBINE
        | op::EXPAND
        | op::PACK
        | op::UNPACK
        | op::CLASS
        | op::PACKCVT
        | op::UNPACKCVT
        | op::SAD
        | op::SADHI => InstFormat::SourceType { source_type: t1 },
        _ if c::alu_modifiers(opcode) && (m.ftz || m.round.is_some() || m.pack != 0) => {
            let fr = has_float_round(opcode) && ty::is_float(ty::base(t0));
            InstFormat::Mod {
                modifier: u8::from(m.ftz),
                round: m.round.unwrap_or(if fr { 1 } else { 0 }),
                pack: m.pack,
            }
        }
        _ => InstFormat::Basic,
    };
    let _ = large;
    (t0, f)
}

/// The type an immediate operand of instruction `opcode` at position `idx` must have.
pub(crate) fn operand_type(opcode: u16, idx: usize, ity: u16, src: u16) -> u16 {
    const U32: u16 = ty::U32;
    if let Some(v) = crate::vendor::by_opcode(opcode) {
        return crate::vendor::operand_type(v, idx, ity, src);
    }
    match (opcode, idx) {
        (op::SHL | op::SHR, 2) => U32,
        // A bit type, as HSAILasm reads it: a float constant gives its bits (its constant is
        // written as u32 all the same, `imm_type`).
        (op::SHUFFLE, 3) => ty::B32,
        (33, 2 | 3) => U32, // bitextract
        (34, 3 | 4) => U32, // bitinsert
        (35, 1 | 2) => U32, // bitmask
        (op::CLASS, 2) => U32,
        (op::UNPACK, 2) | (op::UNPACKCVT, 2) | (op::PACK, 3) => U32,
        (op::PACK, 1) => ity,
        (op::ACTIVELANEPERMUTE, 2) => U32,
        (op::ACTIVELANEPERMUTE, 4) => ty::B1,
        (op::CBR, 0) => ty::B1,
        (op::CMOV, 1) => {
            if ty::is_packed(ity) {
                // The condition is the unsigned packed type of the same shape.
                let b = ty::base(ity);
                let ub = match ty::base_bits(b) {
                    8 => ty::U8,
                    16 => ty::U16,
                    32 => ty::U32,
                    _ => ty::U64,
                };
                ub | (ity & !0x1f)
            } else {
                ty::B1
            }
        }
        (op::SAD | op::SADHI, 3) => ity,
        (105..=117, 1) => U32, // dispatch-packet dimension operands
        (op::RDIMAGE, 3) | (op::LDIMAGE, 2) | (op::STIMAGE, 2) => src,
        (op::CMP | op::CVT | op::FTOS | op::STOF | op::SEGMENTP, _) if idx >= 1 => src,
        (op::POPCOUNT | op::FIRSTBIT | op::LASTBIT | op::COMBINE | op::EXPAND, _) if idx >= 1 => {
            src
        }
        (op::CLASS | op::UNPACK | op::UNPACKCVT, 1) => src,
        (op::PACKCVT, _) if idx >= 1 => src,
        (op::SAD | op::SADHI, 1 | 2) => src,
        (op::PACK, 2) => src,
        (op::ACTIVELANECOUNT | op::ACTIVELANEMASK, 1) => ty::B1,
        // The signal handle: a constant converts to the signal type (HSAILasm: "Signal
        // handle can only be initialized with 0", at the constant).
        (op::SIGNAL, 1) | (op::SIGNALNORET, 0) => src,
        _ => ity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = include_str!("../../../../examples/vector_add/vector_add.hsail");

    /// A module made beforehand gives the BRIG a module made by the parse gives, on one thread
    /// and on two (a source over [`PIPE_MIN`]); one with an entry in it is put aside.
    #[test]
    fn parsing_into_a_module_made_beforehand_is_parsing() {
        let mut small = String::from("module &m:1:0:$full:$large:$default;\n");
        let mut big = small.clone();
        small.push_str("kernel &k()\n{\n\tadd_u32 $s1, $s2, 7;\n};\n");
        for k in 0..12_000 {
            big.push_str(&format!(
                "kernel &k{k}()\n{{\n\tadd_u32 $s1, $s2, {k};\n}};\n"
            ));
        }
        assert!(big.len() > PIPE_MIN);
        for text in [small, big] {
            let src = SourceFile::new("t.hsail", text.clone().into_bytes());
            let plain = crate::brig::write(&parse_for_writing(&src).expect("parses"));
            let made = Module::for_writing_source_len(text.len());
            assert!(made.is_fresh_for_writing());
            let (m, _) = parse_for_writing_keeping_into(&src, made).expect("parses");
            assert_eq!(crate::brig::write(&m), plain, "{} bytes", text.len());
            let mut used = Module::for_writing_source_len(text.len());
            used.add_data(b"not the module's");
            assert!(!used.is_fresh_for_writing());
            let (m, _) = parse_for_writing_keeping_into(&src, used).expect("parses");
            assert_eq!(crate::brig::write(&m), plain, "{} bytes", text.len());
        }
    }

    /// A float constant stands for the bits of a bit type of its size, written as the
    /// unsigned type of that size as HSAILasm writes it; of another size it is HSAILasm's
    /// conversion error.
    #[test]
    fn float_constants_give_the_bits_of_bit_types() {
        let one = |inst: &str| {
            let text =
                format!("module &m:1:0:$full:$large:$default;\nkernel &k()\n{{\n\t{inst}\n}};\n");
            let src = SourceFile::new("t.hsail", text.into_bytes());
            parse(&src).map(|m| {
                m.operands()
                    .find_map(|(_, o)| match o {
                        Operand::ConstantBytes { ty, bytes } => {
                            Some((*ty, m.data(*bytes).to_vec()))
                        }
                        _ => None,
                    })
                    .expect("a constant")
            })
        };
        assert_eq!(
            one("and_b32 $s0, $s0, 0F3f800000;").ok(),
            Some((ty::U32, 0x3f80_0000u32.to_le_bytes().to_vec()))
        );
        assert_eq!(
            one("mov_b64 $d0, -1.5;").ok(),
            Some((ty::U64, (-1.5f64).to_bits().to_le_bytes().to_vec()))
        );
        assert_eq!(
            one("mov_b32 $s0, -0F3f800000;").ok(),
            Some((ty::U32, 0xbf80_0000u32.to_le_bytes().to_vec()))
        );
        let err = one("mov_b32 $s0, 1.5;").err().map(|d| d[0].message.clone());
        assert_eq!(
            err.as_deref(),
            Some("f64 constant cannot be converted to b32")
        );
        // Operands HSAILasm reads as bit types though their constants are written as u32
        // (HSAILasm: `shuffle`'s selector, the AMD SAD operands of `data/hsail/vendor.toml`).
        assert_eq!(
            one("shuffle_u8x4 $s0, $s0, $s0, 0F3f800000;").ok(),
            Some((ty::U32, 0x3f80_0000u32.to_le_bytes().to_vec()))
        );
        assert_eq!(
            one("shuffle_u8x4 $s0, $s0, $s0, 7;").ok(),
            Some((ty::U32, 7u32.to_le_bytes().to_vec()))
        );
        let err = one("shuffle_u8x4 $s0, $s0, $s0, 1.5;").err();
        assert_eq!(
            err.map(|d| d[0].message.clone()).as_deref(),
            Some("f64 constant cannot be converted to b32")
        );
    }

    /// A module with the IMAGE extension (and `exts`) whose kernel body is `body`.
    fn module_with(exts: &str, body: &str) -> SourceFile {
        let text = format!(
            "module &m:1:0:$full:$large:$default;\nextension \"IMAGE\";\n{exts}kernel &k()\n{{\n\t{body}\n}};\n"
        );
        SourceFile::new("t.hsail", text.into_bytes())
    }

    /// The first error of [`module_with`]`(exts, body)`, if any.
    fn first_error_in(exts: &str, body: &str) -> Option<String> {
        parse(&module_with(exts, body))
            .err()
            .map(|d| d[0].message.clone())
    }

    /// [`first_error_in`] of the assembler, which also checks the module
    /// ([`crate::assemble`]).
    fn first_error_assembling(exts: &str, body: &str) -> Option<String> {
        crate::assemble(&module_with(exts, body))
            .err()
            .map(|d| d[0].message.clone())
    }

    /// Image and sampler handles are `$d` registers; results and stored values have the
    /// operation's size, coordinates the coordinate type's; one coordinate is a register or an
    /// immediate (HSAILasm's messages).
    #[test]
    fn image_operand_sizes() {
        let first_error = |inst: &str| first_error_in("", &format!("group_u32 %x;\n\t{inst}"));
        let cases = [
            ("queryimage_1d_width_u32_roimg $s0, $d1;", None),
            (
                "queryimage_1d_width_u32_roimg $s0, $s1;",
                Some("Invalid operand 1 size: expected a 'd' register"),
            ),
            (
                "querysampler_addressing_u32 $d0, $d1;",
                Some("Operand 0 size does not match operation size"),
            ),
            (
                "rdimage_v4_1d_u32_roimg_f32 ($s0, $s1, $s2, $s3), $d0, $d1, $s0;",
                None,
            ),
            (
                "rdimage_v4_1d_u32_roimg_f32 ($s0, $s1, $s2, $s3), $d0, $s1, $s0;",
                Some("Invalid operand 2 size: expected a 'd' register"),
            ),
            (
                "rdimage_v4_1d_u32_roimg_f32 ($s0, $s1, $s2, $s3), $d0, $d1, $d0;",
                Some("Operand 3 size does not match coord type size"),
            ),
            (
                "ldimage_v4_2d_u32_roimg_u32 ($d0, $d1, $d2, $d3), $d0, ($s0, $s1);",
                Some("Operand 0 size does not match operation size"),
            ),
            (
                "stimage_v4_2d_u32_woimg_u32 ($s0, $s1, $s2, $s3), $d0, ($s0, $d1);",
                Some("Operand 2 size does not match coord type size"),
            ),
            ("lda_group_u32 $s0, [%x];", None),
            (
                "lda_group_u32 $d0, [%x];",
                Some("Operand 0 size does not match operation size"),
            ),
            // One coordinate (1d, 1db): a register or an immediate, not a vector.
            (
                "ldimage_v4_1d_u32_roimg_u32 ($s0, $s1, $s2, $s3), $d0, ($s0, $s1);",
                Some("Invalid operand 2, expected one of: an immediate or wavesize, a register"),
            ),
            (
                "rdimage_v4_1d_u32_roimg_s32 ($s0, $s1, $s2, $s3), $d0, $d1, [%x];",
                Some("Invalid operand 3, expected one of: an immediate or wavesize, a register"),
            ),
            (
                "stimage_v4_1d_u32_woimg_u32 ($s0, $s1, $s2, $s3), $d0, 5;",
                None,
            ),
            // The instruction's own rules before its operands' kinds, as HSAILasm judges.
            (
                "rdimage_v4_1db_u32_roimg_s32 ($s0, $s1, $s2, $s3), $d0, $d1, [%x];",
                Some(
                    "Instruction has invalid image geometry (1db), expected one of: 1d, 1da, 2d, 2da, 2dadepth, 2ddepth, 3d",
                ),
            ),
            (
                "atomic_ld_rlx_wave_u32 $s0, [%x], $s0;",
                Some("Instruction has invalid type (u32), expected one of: b32, b64"),
            ),
        ];
        for (inst, want) in cases {
            assert_eq!(first_error(inst).as_deref(), want, "{inst}");
        }
    }

    /// The AMD mipmap image instructions follow the core image instructions' rules: the
    /// geometry first, the `_vN` suffix, one coordinate's kind, `$d` handles (HSAILasm's
    /// messages).
    #[test]
    fn mipmap_image_rules() {
        let first_error = |inst: &str| first_error_in("extension \"amd:mipmap\";\n", inst);
        let ok = "amd_mipmap_ldimagemip_v4_1d_u32_roimg_u32 ($s0, $s1, $s2, $s3), $d0, $s0, $s0;";
        let cases = [
            (ok, None),
            (
                "amd_mipmap_ldimagemip_u32_1d_roimg_u32 ($s0, $s1, $s2, $s3), $d0, $s0, $s0;",
                Some("geometry modifier expected"),
            ),
            (
                "amd_mipmap_ldimagemip_v2_1d_u32_roimg_u32 ($s0, $s1, $s2, $s3), $d0, $s0, $s0;",
                Some("Number of vector elements does not match _v2 suffix"),
            ),
            (
                "amd_mipmap_ldimagemip_v4_1d_u32_roimg_u32 $s1, $d0, $s0, $s0;",
                Some("Expected vector operand (to match _v4 suffix)"),
            ),
            (
                "amd_mipmap_ldimagemip_v4_1d_u32_roimg_u32 ($s0, $s1, $s2, $s3), $d0, ($s1, $s2), $s0;",
                Some("Invalid operand 2, expected one of: an immediate or wavesize, a register"),
            ),
            (
                "amd_mipmap_ldimagemip_v4_1d_u32_roimg_u32 ($s0, $s1, $s2, $s3), $s1, $s0, $s0;",
                Some("Invalid operand 1 size: expected a 'd' register"),
            ),
        ];
        for (inst, want) in cases {
            assert_eq!(first_error(inst).as_deref(), want, "{inst}");
        }
    }

    /// Found by `oracle-diff hsail` (session 18), each with HSAILasm's message: the value of
    /// `atomicnoret` and `signalnoret` has the operation's size; `queryimage` and
    /// `querysampler` take their parts at fixed places; the AMD mipmap `rdimagegrad` (six
    /// operands) has its operand kinds checked, its gradients one value each for one
    /// coordinate; WAVESIZE is no float operand of a vendor instruction; the mipmap
    /// `queryimage` takes only its own query.
    #[test]
    fn rules_found_by_the_oracle() {
        let core =
            |inst: &str| first_error_assembling("global_u32 &x;\n", &format!("@l:\n\t{inst}"));
        let cases = [
            // The packing controls by type (L4956-L4958): a packed type takes one of its
            // opcode's, a scalar type none (`add_p_u8x4`, `add_u8x4` and `sqrt_f32x2` had been
            // accepted); the type is judged first.
            (
                "add_p_u8x4 $s0, $s0, $s0;",
                Some(
                    "Instruction has invalid packing (p), expected one of: pp, pp_sat, ps, ps_sat, sp, sp_sat, ss, ss_sat",
                ),
            ),
            (
                "max_p_u8x4 $s0, $s0, $s0;",
                Some("Instruction has invalid packing (p), expected one of: pp, ps, sp, ss"),
            ),
            (
                "sqrt_f32x2 $d0, $d0;",
                Some("Instruction has invalid packing (none), expected one of: p, s"),
            ),
            (
                "add_pp_u32 $s0, $s0, $s0;",
                Some("Instruction has invalid packing (pp), expected: none"),
            ),
            ("add_pp_sat_u8x4 $s0, $s0, $s0;", None),
            ("atomicnoret_add_global_rlx_wave_u32 [&x], $s1;", None),
            (
                "atomicnoret_add_global_rlx_wave_u32 [&x], $d1;",
                Some("Operand 1 size does not match operation size"),
            ),
            (
                "atomicnoret_add_rlx_wave_u32 [$d0+2], $c1;",
                Some("Operand 1 size does not match operation size"),
            ),
            (
                "signalnoret_add_scacq_s64_sig64 $d0, $s1;",
                Some("Operand 1 size does not match operation size"),
            ),
            ("signalnoret_add_scacq_s64_sig64 $d0, $d1;", None),
            (
                "queryimage_width_u32_roimg $s0, $d0;",
                Some("geometry modifier expected"),
            ),
            (
                "queryimage_1d_u32_roimg $s0, $d0;",
                Some("image query expected"),
            ),
            (
                "queryimage_1d_width_u32 $s0, $d0;",
                Some("data type expected"),
            ),
            ("queryimage_1d_width_u32_roimg $s0, $d0;", None),
            (
                "querysampler_u32_samp $s0, $d0;",
                Some("sampler query expected"),
            ),
            ("querysampler_filter_u32 $s0, $d0;", None),
            // A register in an address has the segment's address size, `$s` or `$d`.
            (
                "ld_private_u32 $s0, [$c1];",
                Some("Address size does not match segment size"),
            ),
            (
                "ld_group_u32 $s0, [$q1];",
                Some("Address size does not match segment size"),
            ),
            ("ld_private_u32 $s0, [$s1];", None),
            // cvt's parts at their places.
            (
                "cvt_neari_scacq_s8_f16 $s0, $s0;",
                Some("destination type expected"),
            ),
            ("cvt_f32 $s0, $s0;", Some("source type expected")),
            ("cvt_neari_sat_s32_f32 $s0, $s0;", None),
            // A signal's memory order is required, its handle a register, its operand
            // count fixed.
            (
                "signal_add_s64_sig64 $d0, $d0, $d1;",
                Some("memory order value expected"),
            ),
            (
                "signal_add_rlx_wave_s64_sig64 $d0, $d0, $d1;",
                Some("data type expected"),
            ),
            (
                "signal_wait_eq_rlx_s64_sig64 $d0, @l, 1;",
                Some("Invalid operand 1, expected: a register"),
            ),
            (
                "signal_wait_eq_rlx_s64_sig64 $d0, $d1, 1, 2;",
                Some("Invalid operand 3, expected: none"),
            ),
            ("signal_waittimeout_eq_rlx_s64_sig64 $d0, $d1, 1, 2;", None),
            // A vector's elements are registers, WAVESIZE or immediates.
            (
                "st_v2_global_u32 ($s0, &x), [$d0];",
                Some("register, wavesize or immediate constant value expected"),
            ),
            (
                "st_v2_global_u32 ($s0, ($s1)), [$d0];",
                Some("register, wavesize or immediate constant value expected"),
            ),
            ("st_v2_global_u32 ($s0, WAVESIZE), [$d0];", None),
            // A constant where an address, a label or an fbarrier is wanted: the kind, at the
            // constant's sign; elsewhere the constant's conversion comes first.
            ("br -1;", Some("Invalid operand 0, expected: a label")),
            (
                "ld_global_f32 $s0, -1;",
                Some("Invalid operand 1, expected: an address"),
            ),
            (
                "initfbar 1;",
                Some("Invalid operand 0, expected one of: an fbarrier, a register"),
            ),
            (
                "add_f32 -1, $s0, $s0;",
                Some("Integer constant cannot be converted to f32"),
            ),
            // (The list is read whole before the kinds are judged.)
            ("ld_group_s8 $s0, 0 ];", Some("';' expected")),
            (
                "waitfbar u32(1);",
                Some("Invalid operand 0, expected one of: an fbarrier, a register"),
            ),
            // A constant's conversion before the machine model's type.
            (
                "cleardetectexcept_sig32 -1;",
                Some("Signal handle can only be initialized with 0"),
            ),
            (
                "cleardetectexcept_sig32 0;",
                Some("sig32 type is not supported by the large machine model"),
            ),
            // A floating-point rounding only for floating-point arithmetic; copysign is
            // bit-exact (no ftz).
            (
                "add_upi_f32 $s0, $s0, $s0;",
                Some(
                    "Instruction has invalid rounding (upi), expected one of: default, down, near, up, zero",
                ),
            ),
            ("mul_near_f32 $s0, $s0, $s0;", None),
            (
                "copysign_ftz_f32 $s0, $s0, $s0;",
                Some("Instruction has invalid modifier (ftz), expected: none"),
            ),
            // A constant for a signal handle converts to the signal type (at the number).
            (
                "signal_add_rlx_u64_sig64 $d0, -1, $d0;",
                Some("Signal handle can only be initialized with 0"),
            ),
            (
                "signal_add_rlx_u64_sig64 $d0, u64(0), $d0;",
                Some("u64 constant cannot be converted to sig64"),
            ),
            // combine and expand of one type.
            (
                "combine_v2_b64_b64 $d0, ($d0, $d0);",
                Some("Instruction has invalid combination of src type and type"),
            ),
        ];
        for (inst, want) in cases {
            assert_eq!(core(inst).as_deref(), want, "{inst}");
        }
        let gcn = |inst: &str| first_error_assembling("extension \"amd:gcn\";\n", inst);
        assert_eq!(
            gcn("amd_gcn_fldexp_f16 $s0, WAVESIZE, $s0;").as_deref(),
            Some("Operand 1 cannot be wavesize: incompatible with operation type")
        );
        assert_eq!(gcn("amd_gcn_trig_preop_f64 $d0, $d1, WAVESIZE;"), None);
        // The GCN atomics: the group segment only, `region` no segment of theirs, the order
        // and scope at their places, a constant for the address reported as its kind.
        for (inst, want) in [
            (
                "amd_gcn_atomic_add_global_rlx_wave_f32 $s0, [$d0], $s0;",
                Some("Instruction has invalid segment (global), expected: group"),
            ),
            (
                "amd_gcn_atomic_add_region_rlx_wave_f32 $s0, [$d0], $s0;",
                Some("memory order value expected"),
            ),
            (
                "amd_gcn_atomic_add_group_rlx_wi_f32 $s0, [$s0], $s0;",
                Some("memory scope value expected"),
            ),
            (
                "amd_gcn_atomic_add_group_rlx_wave_f32 $s0, -1, $s0;",
                Some("Invalid operand 1, expected: an address"),
            ),
            (
                "amd_gcn_atomic_add_group_rlx_wave_f32 $s0, [$s0], $s0;",
                None,
            ),
            (
                "amd_gcn_b32xchg_sig32 $d0, $d0, -1;",
                Some("Signal handle can only be initialized with 0"),
            ),
            // The `_ftz` instructions read a core ALU instruction's modifiers and take
            // neither rounding nor packing: the packing is judged first, after the type.
            (
                "amd_gcn_divrelaxed_ftz_near_f32 $s0, $s0, $s0;",
                Some("Instruction has invalid rounding (near), expected: none"),
            ),
            (
                "amd_gcn_divrelaxed_near_pp_sat_f32 $s0, $s0, $s0;",
                Some("Instruction has invalid packing (pp_sat), expected: none"),
            ),
            (
                "amd_gcn_divrelaxed_neari_sat_f64 $s0, $s0, $s0;",
                Some("Instruction has invalid type (f64), expected: f32"),
            ),
            (
                "amd_gcn_divrelaxed_near_ftz_f32 $s0, $s0, $s0;",
                Some("data type expected"),
            ),
            ("amd_gcn_divrelaxed_ftz_f32 $s0, $s0, $s0;", None),
        ] {
            assert_eq!(gcn(inst).as_deref(), want, "{inst}");
        }
        // With the IMAGE extension, imagefence takes no part (it had been accepted).
        let image = |inst: &str| first_error_assembling("extension \"IMAGE\";\n", inst);
        assert_eq!(
            image("imagefence_v2;").as_deref(),
            Some("no more modifiers expected")
        );
        assert_eq!(image("imagefence;"), None);
        let mip = |inst: &str| first_error_assembling("extension \"amd:mipmap\";\n", inst);
        // The region ld/st: `[_vN]_region[_align(n)][_const][_equiv(n)][_width(…)]_type`.
        for (inst, want) in [
            ("amd_gcn_ld_v2_region_u32 ($s0, $s1), [$s0];", None),
            (
                "amd_gcn_st_near_region_u32 $s0, [$s0];",
                Some("missing or invalid segment name"),
            ),
            (
                "amd_gcn_ld_region_equiv(1)_align(4)_u32 $s0, [$s0];",
                Some("data type expected"),
            ),
            (
                "amd_gcn_ld_region_u32_near $s0, [$s0];",
                Some("no more modifiers expected"),
            ),
            // A modifier word without its argument.
            (
                "amd_gcn_ld_region_width_u32 $s0, [$s0];",
                Some("'(' expected"),
            ),
            (
                "amd_gcn_ld_width_region_u32 $s0, [$s0];",
                Some("missing or invalid segment name"),
            ),
            // A vector size or another segment after `region` is judged at the word's end;
            // a width's argument at the argument.
            (
                "amd_gcn_ld_region_v2_u32 $s0, [$s0];",
                Some("invalid vX suffix"),
            ),
            (
                "amd_gcn_ld_region_global_u32 $s0, [$s0];",
                Some("invalid segment"),
            ),
            (
                "amd_gcn_ld_region_width(3)_u32 $s0, [$s0];",
                Some("Width must be a power of two"),
            ),
            // The region st takes no width and no const, as the core st.
            ("amd_gcn_ld_region_width(all)_u32 $s0, [$s0];", None),
            (
                "amd_gcn_st_region_width(all)_u32 $s0, [$s0];",
                Some("Instruction has invalid width (width(all)), expected: none"),
            ),
            (
                "amd_gcn_st_region_const_u32 $s0, [$s0];",
                Some("Instruction has invalid modifier (const), expected: none"),
            ),
        ] {
            assert_eq!(gcn(inst).as_deref(), want, "{inst}");
        }
        // The core grammar of an instruction like a core one.
        assert_eq!(
            gcn("amd_gcn_atomic_add_group_rlx_wave_down_f32 $s0, [$s0], $s0;").as_deref(),
            Some("data type expected")
        );
        assert_eq!(
            gcn("amd_gcn_atomic_add_group_rlx_wave_f32_near $s0, [$s0], $s0;").as_deref(),
            Some("no more modifiers expected")
        );
        let grad = "amd_mipmap_rdimagegrad_v4_1d_u32_roimg_s32 ($s0, $s1, $s2, $s3)";
        let cases = [
            (format!("{grad}, $d0, $d1, $s0, $s1, $s2;"), None),
            (
                format!("{grad}, 0, $d1, $s0, $s1, $s2;"),
                Some("Invalid operand 1, expected: a register"),
            ),
            (
                format!("{grad}, $d0, $d1, $s0, $s1, ($s1, $s2);"),
                Some("Invalid operand 5, expected one of: an immediate or wavesize, a register"),
            ),
            (
                "amd_mipmap_rdimagelod_v4_1d_u32_roimg_s32 ($s0, $s1, $s2, $s3), $d0, $d0, $s0, WAVESIZE;"
                    .to_string(),
                Some(
                    "Operand 4 cannot be wavesize: incompatible with expected operand type (f32)",
                ),
            ),
            (
                "amd_mipmap_queryimage_1d_nummiplevels_u32_roimg $s0, $d0;".to_string(),
                None,
            ),
            (
                "amd_mipmap_ldimagemip_v4_2da_f16_roimg_u32 ($s0, $s1, WAVESIZE, $s3), $d0, ($s1, $s1, $s1), $s0;"
                    .to_string(),
                Some("Destination vector operand must not include immediate values or wavesize"),
            ),
            (
                "amd_mipmap_queryimage_1d_width_u32_roimg $s0, $d0;".to_string(),
                Some("invalid image query"),
            ),
            (
                "amd_mipmap_queryimage_nummiplevels_1d_u32_roimg $s0, $d0;".to_string(),
                Some("geometry modifier expected"),
            ),
        ];
        for (inst, want) in cases {
            assert_eq!(mip(&inst).as_deref(), want, "{inst}");
        }
    }

    /// Where HSAILasm reports what both reject (found by `oracle-diff hsail`, session 18):
    /// each line of module text, its first error's message and column.
    #[test]
    fn positions_found_by_the_oracle() {
        let cases = [
            // A number with letters glued after it: the longest literal, then the missing
            // white space; a well-formed literal out of range at its start.
            ("\tmov_b32 $s0, 0x1fg;", "missing white space", 19),
            ("\tmov_f32 $s0, 1.5e;", "missing white space", 18),
            ("\tmov_f32 $s0, 1f;", "missing white space", 16),
            ("\t2d_spill_u32 $s0;", "missing white space", 3),
            (
                "\tmov_b64 $d0, 0xFFFFFFFFFFFFFFFFF;",
                "invalid integer literal",
                15,
            ),
            // A variable's type up to the next `_` or `[`, then its name.
            ("\tglobal_bogus %x;", "variable type expected", 8),
            ("\tglobal_u32_u32 %x;", "local identifier expected", 12),
            ("\tglobal_u32[] %x;", "local identifier expected", 12),
            ("\tprivate_u32 ;", "local identifier expected", 14),
            // Arithmetic modifiers in the order `[_ftz][_round][_pack[_sat]]`, and only for
            // the instructions that take them; an atomic's type right after its scope.
            (
                "\tmul_pp_sat_near_u8x4 $s0, $s0, $s0;",
                "data type expected",
                12,
            ),
            (
                "\tmul_near_ftz_f32 $s0, $s0, $s0;",
                "data type expected",
                10,
            ),
            (
                "\tclass_neari_b1_f32 $c0, $s0, $s1;",
                "data type expected",
                7,
            ),
            ("\tmov_ftz_b32 $s0, $s0;", "data type expected", 5),
            (
                "\tatomic_sub_scar_wave_wave $d0, [$d0], $d0;",
                "data type expected",
                22,
            ),
            (
                "\tatomic_add_rlx_wave $s0, [$d0], $s0;",
                "data type expected",
                21,
            ),
            // Parts out of each opcode's grammar (the oracle's modifier mode), and the rules
            // that read a part before judging it.
            ("\tlda_near_group_u32 $s0, [%x];", "data type expected", 5),
            ("\tlda_group_rlx_u32 $s0, [%x];", "data type expected", 11),
            ("\tbarrier_u32_width(1);", "no more modifiers expected", 13),
            (
                "\tarrivefbar_near_width(1) $s0;",
                "no more modifiers expected",
                12,
            ),
            (
                "\talloca_global_u32 $s1, $s0;",
                "segment modifier is not supported",
                8,
            ),
            // A `_vN` HSAILasm reads on these, and ignores.
            (
                "\tpopcount_v4_u32_b32 $s0, $s0;\n\tmul24_v2_u32 $s0, $s0, $s0;",
                "data type expected",
                7,
            ),
            // A vector size, width, alignment or equivalence where HSAILasm's grammar does
            // not read one (and where it does: `sad_v2`).
            ("\tclock_v2_u64 $d0;", "data type expected", 7),
            (
                "\tlda_width(all)_group_u64 $d0, [%x];",
                "data type expected",
                5,
            ),
            (
                "\tcmp_eq_align(1)_b1_u32 $c0, $s0, $s0;",
                "destination type expected",
                8,
            ),
            (
                "\tsad_v2_u32_u32 $s0, $s0, $s0, $s0;\n\tclock_v2_u64 $d0;",
                "data type expected",
                7,
            ),
            // One data type too many, except where HSAILasm reads any number.
            (
                "\tclass_b1_f16_u32 $c0, $s0, $s1;",
                "no more modifiers expected",
                14,
            ),
            (
                "\twavebarrier_b32;",
                "Instruction has invalid type (b32), expected: none",
                2,
            ),
            // `nop` with anything glued on, `imagefence` with any part (both had been
            // accepted); a modifier word without its argument where the grammar reads one,
            // out of place where it does not; a part the grammar does not take before its
            // argument is judged.
            ("\tnop_v2;", "Syntax error", 2),
            ("\tnop_width(3);", "Syntax error", 2),
            (
                "\timagefence_v2;",
                "Instruction \"imagefence\" cannot be used (extension \"IMAGE\" is not enabled)",
                12,
            ),
            ("\tld_width_u8 $s0, [$d0];", "'(' expected", 10),
            ("\tld_align(4)_equiv_u8 $s0, [$d0];", "'(' expected", 19),
            ("\tcbr_width_b1 $c0, @l;", "'(' expected", 11),
            ("\tabs_width_s32 $s0, $s0;", "data type expected", 5),
            (
                "\tactivelanecount_u32_width_b1 $s0, $c0;",
                "no more modifiers expected",
                21,
            ),
            (
                "\tbytealign_width(3)_b32 $s0, $s0, $s0, $s0;",
                "data type expected",
                11,
            ),
            // A vector of more than four elements, at the comma after the fourth; a number
            // glued to letters, after its digits even where a geometry name starts.
            (
                "\tmov_b32 $s0, ($s1, $s2, $s3, $s4, $s5);",
                "vector cannot contain more than 4 elements",
                34,
            ),
            ("\t2dadepth_u64 $d0;", "missing white space", 3),
            ("\t2da_u64 $d0;", "missing white space", 3),
            // A queue operation's required memory order, asked for before it comes.
            (
                "\taddqueuewriteindex_near_rlx_u64 $d0, [$d0+2], $d0;",
                "memory order value expected",
                20,
            ),
            // A missing or unknown atomic operation or comparison operator.
            (
                "\tatomic_rlx_global_rlx_wave_u32 $s0, [$d0], $s0;",
                "atomic operation expected",
                8,
            ),
            (
                "\tcmp_b1_u32 $c0, $s0, $s0;",
                "compare modifier expected",
                5,
            ),
            // After the data types: a modifier word is one too many, any other word (and
            // `flat`, `wi`, a lone `sat`) a syntax error.
            (
                "\tadd_u32_near $s0, $s0, $s0;",
                "no more modifiers expected",
                9,
            ),
            ("\tadd_u32_flat $s0, $s0, $s0;", "Syntax error", 9),
            ("\tadd_u32_foo $s0, $s0, $s0;", "Syntax error", 9),
            // A part out of place while a data type is still wanted: the type is asked for
            // (but not by the instructions whose source type is looked for afterwards).
            (
                "\tclass_b1_down_f16 $c0, $s0, $s0;",
                "data type expected",
                10,
            ),
            (
                "\tcmp_eq_b1_down_u32 $c0, $s0, $s0;",
                "source type expected",
                11,
            ),
            // Fewer data types than the opcode reads: the next one wanted where they end.
            ("\tclass_f16 $c0, $s0, $s1;", "data type expected", 11),
            ("\tcmp_eq $c0, $s0, $s0;", "destination type expected", 8),
            ("\tcmp_eq_b1 $c0, $s0, $s0;", "source type expected", 11),
            ("\tactivelanecount_u32 $s0, $c0;", "Missing source type", 21),
            ("\tcbr $c0, @l;", "Missing instruction type", 5),
            // An image instruction without the IMAGE extension (`imagefence;` had been
            // accepted): at the last `_` before any `(`.
            (
                "\tldimage_v4_1d_roimg_u32 ($s0, $s1, $s2, $s3), $d0, $s0;",
                "Instruction \"ldimage\" cannot be used (extension \"IMAGE\" is not enabled)",
                21,
            ),
            (
                "\timagefence;",
                "Instruction \"imagefence\" cannot be used (extension \"IMAGE\" is not enabled)",
                2,
            ),
            // A control directive's operand with a sign.
            (
                "\tenabledetectexceptions +0x7;",
                "integer constant expected",
                25,
            ),
        ];
        for (line, msg, col) in cases {
            let text =
                format!("module &m:1:0:$full:$large:$default;\nkernel &k()\n{{\n{line}\n}};\n");
            let src = SourceFile::new("t.hsail", text.into_bytes());
            let Err(d) = parse(&src) else {
                panic!("accepted: {line}");
            };
            let at = d[0].primary_span().map(|s| src.line_col(s.start).col);
            assert_eq!((d[0].message.as_str(), at), (msg, Some(col)), "{line}");
        }
        // An instruction an implemented extension does not have: at the last `_` of the
        // word (before any `(`).
        let text = "module &m:1:0:$full:$large:$default;\nextension \"amd:gcn\";\nkernel &k()\n{\n\tamd_gcn_zero_u32 $s0;\n\tamd_gcn_width(1)_x $s0;\n};\n";
        let src = SourceFile::new("t.hsail", text);
        let Err(d) = parse(&src) else {
            panic!("accepted");
        };
        let at = d[0].primary_span().map(|s| src.line_col(s.start).col);
        assert_eq!(
            (d[0].message.as_str(), at),
            ("invalid amd:gcn extension opcode", Some(14))
        );
    }

    /// An integer constant for a b1 operand is one byte, 0 or 1 (L3046-L3047): HSAILasm
    /// writes any integer but 0 as 1. A `b1` typed constant is no operand.
    #[test]
    fn b1_constants_are_0_or_1() {
        let brig = |v: &str| {
            let text = format!(
                "module &m:1:0:$full:$large:$default;\nkernel &k()\n{{\n\tand_b1 $c0, {v}, $c0;\n\tcbr_b1 {v}, @l;\n@l:\n\tret;\n}};\n"
            );
            crate::assemble(&SourceFile::new("t.hsail", text.into_bytes()))
        };
        let one = brig("1").expect("assembles");
        assert_ne!(brig("0").expect("assembles"), one);
        for v in ["-1", "2", "0x100", "0x8000000000000000", "-0"] {
            let want = if v == "-0" {
                brig("0")
            } else {
                Ok(one.clone())
            };
            assert_eq!(brig(v).ok(), want.ok(), "{v}");
        }
        assert_eq!(
            first_error_in("", "and_b1 $c0, b1(1), $c0;").as_deref(),
            Some("invalid operand")
        );
    }

    #[test]
    fn operand_types_are_operand_type_of_each_operand() {
        let mut opcodes: Vec<u16> = (0..c::OPCODES.len() as u16).collect();
        opcodes.extend([0x8000, 0x8001, 0x8010, 0x8040]);
        for opcode in opcodes {
            for ity in (0..128u16).step_by(3).chain([ty::NONE, ty::U8 | 1 << 5]) {
                for src in [ty::NONE, ty::U32, ty::F64, ty::S16 | 1 << 5, ty::ROIMG] {
                    let one: [u16; 6] = std::array::from_fn(|k| operand_type(opcode, k, ity, src));
                    assert_eq!(operand_types(opcode, ity, src), one, "{opcode} {ity} {src}");
                }
            }
        }
    }

    #[test]
    fn atomic_operation_bits_are_the_listed_names() {
        for opcode in [op::ATOMIC, op::ATOMICNORET, op::SIGNAL, op::SIGNALNORET] {
            let (names, mask) = atomic_ops_allowed(opcode);
            for (v, n) in c::ATOMIC_OPS.iter().enumerate() {
                assert_eq!(mask & (1 << v) != 0, names.contains(n), "{opcode} {n}");
            }
        }
    }

    #[test]
    fn control_of_finds_every_control_directive_and_no_instruction() {
        for (k, name) in c::CONTROLS.iter().enumerate().skip(1) {
            assert_eq!(control_of(name), Some(k as u8), "{name}");
        }
        for w in [
            "",
            "ld_global_u32",
            "max_u32",
            "requireddi",
            "enablebreakexceptions_x",
            "ret",
        ] {
            assert_eq!(control_of(w), None, "{w}");
        }
    }

    #[test]
    fn starts_with_segment_is_the_segment_table_before_the_first_underscore() {
        for w in [
            "global_u32",
            "group_b8",
            "readonly_f32",
            "kernarg_u64",
            "private_u8",
            "spill_b32",
            "arg_u32",
            "flat_u32",
            "ld_global_u32",
            "add_u32",
            "global",
            "arg",
            "argx_u32",
            "g_u32",
            "_global",
            "",
            "alloc",
            "align",
        ] {
            let want = w
                .split_once('_')
                .is_some_and(|(s, _)| lookup(&c::SEGMENTS, s).is_some_and(|x| x >= 2));
            assert_eq!(starts_with_segment(w), want, "{w}");
        }
    }

    #[test]
    fn mnemonic_split_keeps_parenthesised_arguments() {
        assert_eq!(
            split_mnemonic("ld_kernarg_align(8)_width(all)_u64").as_slice(),
            ["ld", "kernarg", "align(8)", "width(all)", "u64"]
        );
    }

    #[test]
    fn vector_add_assembles_to_hsailasm_bytes() {
        let want = include_bytes!("../../tests/data/vector_add.brig");
        let m = parse(&SourceFile::new("v.hsail", SRC)).expect("valid");
        assert_eq!(crate::brig::write(&m), want);
    }

    #[test]
    fn hsail_1_2_group_size_opcodes_are_137_and_138() {
        let src = "module &m:1:2:$full:$large:$default;\nkernel &k()\n{\n\tgroupstaticsize_u32 $s1;\n\tgrouptotalsize_u32 $s2;\n};\n";
        let m = parse(&SourceFile::new("v", src)).expect("valid 1.2 module");
        let ops: Vec<u16> = m
            .code()
            .filter_map(|(_, c)| match c {
                Code::Inst(i) => Some(i.opcode),
                _ => None,
            })
            .collect();
        assert_eq!(ops, [137, 138]);
        let text = crate::text::printer::print(&m);
        assert!(text.contains("\tgroupstaticsize_u32\t$s1;"), "{text}");
    }

    #[test]
    fn other_vendor_extensions_are_an_unsupported_extension() {
        let src = "module &m:1:0:$full:$large:$default;\nextension \"xyz:ext\";\nkernel &k()\n{\n\txyz_ext_max3_f32 $s0, $s0, $s0, $s0;\n};\n";
        let e = parse(&SourceFile::new("v", src)).expect_err("vendor opcode");
        assert!(
            e[0].message
                .starts_with("unsupported extension \"xyz:ext\""),
            "{}",
            e[0].message
        );
    }

    #[test]
    fn amd_instructions_need_their_extension() {
        // HSAILasm: `input(5,9): Instruction "amd_gcn_madu" cannot be used (extension
        // "amd:gcn" is not enabled)`.
        let src = "module &m:1:0:$full:$large:$default;\nextension \"amd:mipmap\";\nkernel &k()\n{\n\tamd_gcn_madu $d0, $s0, $s0, $d0;\n};\n";
        let f = SourceFile::new("v", src);
        let e = parse(&f).expect_err("extension not enabled");
        assert_eq!(
            e[0].message,
            "Instruction \"amd_gcn_madu\" cannot be used (extension \"amd:gcn\" is not enabled)"
        );
        let at = e[0].primary_span().map(|s| f.line_col(s.start));
        assert_eq!(at.map(|p| (p.line, p.col)), Some((5, 9)));
    }

    #[test]
    fn amd_gcn_madu_assembles_to_hsailasm_bytes() {
        // `HSAILasm -assemble` of this module: the instruction is BASIC (kind 0x2002),
        // opcode 0x8000, type b32 (15); the second source is a u32 immediate.
        let src = "module &m:1:0:$full:$large:$default;\nextension \"amd:gcn\";\nkernel &k()\n{\n\tamd_gcn_madu\t$d0, -1, $s0, $d0;\n};\n";
        let m = parse(&SourceFile::new("v", src)).expect("accepted");
        let inst = m
            .code()
            .find_map(|(_, c)| match c {
                Code::Inst(i) => Some(i.clone()),
                _ => None,
            })
            .expect("one instruction");
        assert_eq!(
            (inst.opcode, inst.ty, inst.format),
            (0x8000, 15, InstFormat::Basic)
        );
        let text = crate::text::printer::print(&m);
        assert!(
            text.contains("\tamd_gcn_madu\t$d0, -1, $s0, $d0;"),
            "{text}"
        );
    }

    #[test]
    fn piped_tokens_parse_like_tokens_lexed_here() {
        // Batches of every small size (look-ahead across batch borders, unread tokens more
        // than the batch's room) and the real one, on valid text and on lexical and syntax
        // errors in the last batch.
        let body = "\t// comment\n\tld_kernarg_u64 $d0, [%a];\n\tadd_u32 $s1, $s1, -1;\n";
        let mut long = String::from(SRC);
        let k = long.rfind('}').unwrap();
        long.insert_str(k, &body.repeat(400));
        let mut cases = vec![SRC.to_string(), long.clone()];
        for tail in [
            "x",
            "\"open",
            "$q99999999999",
            "kernel &k2()",
            "add_u32 $s1",
        ] {
            cases.push(format!("{long}{tail}"));
            let mut mid = long.clone();
            mid.insert_str(k - 40, tail);
            cases.push(mid);
        }
        cases.push(format!(
            "// no header\n{}",
            &long[long.find("kernel").unwrap()..]
        ));
        for text in cases {
            let src = SourceFile::new("m", text.into_bytes());
            let here = parse_tokens(
                &src,
                lexer::Tokens::Here(Lexer::new(src.bytes())),
                false,
                None,
            );
            let here = here
                .map(|m| crate::brig::write(&m))
                .map_err(|d| format!("{d:?}"));
            for batch in [1, 2, 3, 5, 16, 17, 100, lexer::BATCH] {
                for mode in [AheadMode::Balanced, AheadMode::All, AheadMode::Alternate] {
                    let piped = parse_piped(&src, false, batch, mode)
                        .map(|m| crate::brig::write(&m))
                        .map_err(|d| format!("{d:?}"));
                    assert_eq!(piped, here, "batch {batch} {mode:?}");
                    // The same when the helper hands its tables back (and after errors,
                    // when nobody takes them).
                    let kept = parse_piped_keeping(&src, false, batch, mode, true, None, None)
                        .map(|(m, scratch, _)| {
                            assert!(scratch._helper.is_some());
                            crate::brig::write(&m)
                        })
                        .map_err(|d| format!("{d:?}"));
                    assert_eq!(kept, here, "kept: batch {batch} {mode:?}");
                }
            }
        }
    }

    /// The module (as BRIG) or the diagnostics, parsed without and with a lexing thread that
    /// decodes mnemonics ahead, for batches of `batches` tokens.
    fn piped_and_here(text: &str, batches: &[usize]) {
        let src = SourceFile::new("m", text.as_bytes().to_vec());
        let here = parse_tokens(
            &src,
            lexer::Tokens::Here(Lexer::new(src.bytes())),
            false,
            None,
        )
        .map(|m| crate::brig::write(&m))
        .map_err(|d| format!("{d:?}"));
        for &batch in batches {
            for mode in [AheadMode::Balanced, AheadMode::All, AheadMode::Alternate] {
                let piped = parse_piped(&src, false, batch, mode)
                    .map(|m| crate::brig::write(&m))
                    .map_err(|d| format!("{d:?}"));
                assert_eq!(piped, here, "batch {batch} {mode:?}:\n{text}");
            }
        }
    }

    #[test]
    fn piped_mnemonics_follow_the_module_flags() {
        // The lexing thread decodes under large/full/no IMAGE until the parser publishes the
        // module's flags: modules with other flags, and an IMAGE extension that comes after
        // a kernel, must parse as without it (mnemonics valid under one set of flags only).
        let plain = "\tadd_f64 $d1, $d1, $d1;\n\tadd_u32 $s1, $s1, 1;\n\tmov_b64 $d3, $d1;\n";
        let image = "\tld_global_roimg $d4, [$d5];\n\tadd_u32 $s1, $s1, 1;\n";
        for profile in ["$full", "$base"] {
            for model in ["$large", "$small"] {
                let head = format!("module &m:1:0:{profile}:{model}:$default;\n");
                let k1 = format!("kernel &k1()\n{{\n{}}};\n", plain.repeat(300));
                let k2 = format!(
                    "kernel &k2()\n{{\n{}}};\n",
                    (plain.to_string() + image).repeat(300)
                );
                for text in [
                    format!("{head}{k1}"),
                    format!("{head}extension \"IMAGE\";\n{k1}{k2}"),
                    format!("{head}{k1}extension \"IMAGE\";\n{k2}"),
                    format!("{head}{k1}{k2}"),
                ] {
                    piped_and_here(&text, &[1, 7, 64, lexer::BATCH]);
                }
            }
        }
    }

    #[test]
    fn piped_corpus_modules_parse_like_tokens_lexed_here() {
        // Every round-trip module (other flags, IMAGE and vendor extensions, errors) and a
        // share of the negative corpus, through the lexing thread in small batches.
        for (rel, step) in [("corpus/hsail/roundtrip", 1), ("corpus/hsail/negative", 7)] {
            let names = crate::test_support::corpus_hsail_files(rel);
            for path in names.iter().step_by(step) {
                let text =
                    String::from_utf8_lossy(&std::fs::read(path).expect("read")).into_owned();
                let batches: &[usize] = if text.len() > 1 << 16 {
                    &[97]
                } else {
                    &[1, 13]
                };
                piped_and_here(&text, batches);
            }
        }
    }

    /// The module (as BRIG) or the diagnostics, with the operands' values for the checks
    /// noted as they are built (the fast path) and read back from the operands' records with
    /// the operands built by [`Module::add_operand`] (the general path), keeping entries and
    /// records: all four the same.
    fn fast_and_general(text: &str) {
        let src = SourceFile::new("m", text.as_bytes().to_vec());
        let mut outs = Vec::new();
        for spans in [false, true] {
            for read_back in [false, true] {
                let tokens = lexer::Tokens::Here(Lexer::new(src.bytes()));
                let mut p = parser_for(&src, tokens, spans, None, None);
                p.read_back = read_back;
                let out = parse_module(&src, p)
                    .map(|m| crate::brig::write(&m))
                    .map_err(|d| format!("{d:?}"));
                outs.push((spans, read_back, out));
            }
        }
        for (spans, read_back, out) in &outs[1..] {
            assert_eq!(
                out, &outs[0].2,
                "spans {spans} read back {read_back}:\n{text}"
            );
        }
    }

    #[test]
    fn fast_operands_parse_like_general_ones_on_the_corpora() {
        for rel in ["corpus/hsail/roundtrip", "corpus/hsail/negative"] {
            let names = crate::test_support::corpus_hsail_files(rel);
            for path in &names {
                let text =
                    String::from_utf8_lossy(&std::fs::read(path).expect("read")).into_owned();
                fast_and_general(&text);
            }
        }
    }

    /// Every operand shape the fast path knows (registers, lists, addresses, labels, literals,
    /// WAVESIZE) and those it reads back (typed constants), with edge values and bad forms, in
    /// instructions whose checks read them (vector suffixes, fixed operand kinds, register
    /// sizes, address bounds), each in a module of its own (the first error ends a module).
    #[test]
    fn fast_operands_parse_like_general_ones_on_generated_operands() {
        let regs = [
            "$c1",
            "$s0",
            "$s127",
            "$d2",
            "$q3",
            "$s65535",
            "$s65536",
            "$d999999999",
        ];
        let addrs = [
            "[$d0]",
            "[$d0+8]",
            "[$d0-8]",
            "[$s0+4]",
            "[$s1-0x80000000]",
            "[&g]",
            "[&g][$d1+4]",
            "[&g][4]",
            "[&g][12]",
            "[&g][16]",
            "[&g][-4]",
            "[%p][4]",
            "[%p][28]",
            "[%p][32]",
            "[%p]",
            "[-1]",
            "[+4]",
            "[4]",
            "[0xffffffffffffffff]",
            "[$d0+0x7fffffffffffffff]",
            "[&nosuch]",
            "[$d0*2]",
            "[]",
            "[$d0",
            "[&g][$s1]",
            "[%a]",
            "[&fb]",
            "[&sig]",
            "[$c0]",
            "[&grp]",
            "[&grp][4]",
            "[&grp][8]",
            "[&ro]",
            "[&ro][8]",
            "[&ro][4]",
            "[%sp]",
            "[%sp][4]",
            "[%sp][8]",
            "[&grp][$s1+4]",
            "[$q1+2]",
        ];
        let lits = [
            "0",
            "1",
            "-1",
            "0x7fffffff",
            "0xffffffff",
            "0x100000000",
            "0xffffffffffffffff",
            "-0x8000000000000000",
            "1.5",
            "-0.0",
            "1.0f",
            "1.0h",
            "1.0d",
            "0F3f800000",
            "0D3ff0000000000000",
            "0H3c00",
            "u32(5)",
            "s32(-5)",
            "f32(1.0f)",
            "f64(1.0d)",
            "u8x4(1,2,3,4)",
            "u16x2(1, 2)",
            "f32x2(1.0f,2.0f)",
            "sig64(0)",
            "b1(1)",
            "u32[](1)",
            "roimg(geometry = 1d)",
            "{1}",
            "WAVESIZE",
            "\"str\"",
            "-",
            "-u32(1)",
            "u64(1",
            "017",
            "-0x80",
            "255",
            "256",
            "-0",
            "0Hffff",
            "-0Fffffffff",
            "-0D8000000000000000",
            "0x1p-3f",
            "1e3h",
            "- 1",
            "-/*c*/1",
            "/*c*/0F3f800000",
            "u8x4(255,255,255,255)",
            "u8x4(256,0,0,0)",
            "u8x4(1,2,3)",
            "u8x4(1,2,3,4,5)",
            "u16x2(-1,-1)",
            "s8x4(-128,127,0,-1)",
            "f16x2(1.0h,-0H3c00)",
            "f16x2(1.0f,2.0h)",
            "u8x8(1,2,3,4,5,6,7,8)",
            "s64x2(-1,1)",
            "f64x2(1.0d,-2.0d)",
            "u32x4(1,2,3,0xffffffff)",
            "b128(-1)",
            "b64(-1)",
        ];
        let labels = ["@L1", "@L2", "@nosuch", "&k2", "%p", "%a"];
        let mut insts: Vec<String> = Vec::new();
        for ty in [
            "u32", "u64", "b1", "f32", "f64", "u8x4", "b128", "s32", "f16", "u8", "s64", "b64",
            "u16x2", "u8x16",
        ] {
            for x in regs.iter().chain(&lits) {
                insts.push(format!("mov_{ty} {x}, {x};"));
                insts.push(format!("add_{ty} $s1, $s2, {x};"));
                insts.push(format!("cmp_eq_b1_{ty} $c1, {x}, $s2;"));
            }
        }
        for a in addrs {
            for m in [
                "ld_u32 $s1",
                "ld_global_u64 $d1",
                "st_u32 $s1",
                "st_private_u8 5",
                "ld_v2_u32 ($s1, $s2)",
                "ld_v4_u16 ($s1, $s2, $s3, $s4)",
                "atomic_add_global_rlx_system_u32 $s1",
                "atomicnoret_add_global_rlx_system_u32",
                "lda_global_u64 $d1",
                "ld_group_u32 $s1",
                "ld_kernarg_u64 $d1",
                "ld_u64 $d1",
                "st_v2_u32 ($s1, 7)",
            ] {
                insts.push(format!("{m}, {a};"));
                insts.push(format!("{m}, {a}, $s2;"));
            }
        }
        for l in [
            "($s1, $s2)",
            "($s1, $d2)",
            "($s1, $s2, $s3)",
            "($s1)",
            "(($s1, $s2))",
            "($c1, $c2)",
            "($q1, $q2)",
            "($s1, 1)",
            "($d1, $d2, $d3, $d4)",
            "()",
            "($s1,)",
            "($s1 $s2)",
            "($s1, WAVESIZE)",
            "(@L1, $s2)",
        ] {
            for m in [
                "ld_v2_u32",
                "ld_v3_u32",
                "ld_v4_u64",
                "ld_u32",
                "st_v2_u32",
                "st_v2_f64",
                "combine_v2_b64_b32 $d1,",
                "expand_v2_b32_b64",
                "mov_b64",
            ] {
                insts.push(format!("{m} {l}, [$d0];"));
                insts.push(format!("{m} {l}, $d1;"));
            }
        }
        for l in labels {
            for m in ["br", "cbr_b1 $c0,", "sbr_u32 $s1", "brn"] {
                insts.push(format!("{m} {l};"));
                insts.push(format!("{m} [{l}, @L1];"));
            }
            insts.push(format!("mov_u32 $s1, {l};"));
        }
        for bad in [
            "add_u32 $s1, , $s2;",
            "add_u32 $s1 $s2;",
            "add_u32 $s1, $s2, $s3, $s4;",
            "add_u32 $s1, $s2;",
            "add_u32 $s1, $s2, $s3",
            "add_u32;",
            "ret $s1;",
            "barrier 1;",
            "activelanecount_u32_b1 $s1, $c0;",
            "activelanemask_v4_b64_b1 ($d1, $d2, $d3, $d4), 1;",
            "signalnoret_add_screl_u64_sig64 $d1, 1;",
            "lda_private_u32 $s1, [%p][4];",
            "mov_b32 $s1, WAVESIZE;",
            "mov_b64 $d1, WAVESIZE;",
            "mov_b1 $c1, WAVESIZE;",
        ] {
            insts.push(bad.to_string());
        }
        let head = "module &m:1:0:$full:$large:$default;\nprog global_u32 &g[3];\nprog fbarrier &fb;\n\
            prog global_sig64 &sig;\nprog function &k2()() {ret;};\n\
            prog group_u32 &grp[2];\nprog readonly_u64 &ro;\n";
        for model in ["$large", "$small"] {
            let head = head.replace("$large", model);
            for i in &insts {
                let text = format!(
                    "{head}kernel &k(kernarg_u64 %a)\n{{\n\tprivate_u32 %p[8];\n\tspill_u32 %sp[2];\n@L1:\n\t{i}\n@L2:\n\tret;\n}};\n"
                );
                fast_and_general(&text);
            }
        }
    }

    /// Comment directives hold the comment's text: ASCII as written (the fast path), other
    /// bytes through the lossy conversion.
    #[test]
    fn comments_keep_their_text_ascii_or_not() {
        let texts: [&[u8]; 4] = [
            b"// plain",
            b"// caf\xc3\xa9",
            b"// bad \xff byte",
            b"/* a\nb */",
        ];
        let mut src = b"module &m:1:0:$full:$large:$default;\n".to_vec();
        for t in texts {
            src.extend_from_slice(t);
            src.push(b'\n');
        }
        let src = SourceFile::new("m", src);
        for m in [parse(&src), parse_for_writing(&src)] {
            let m = crate::brig::read(&crate::brig::write(&m.expect("parses"))).expect("reads");
            let got: Vec<Vec<u8>> = m
                .code()
                .filter_map(|(_, c)| match c {
                    Code::Comment { name } => Some(m.data(*name).to_vec()),
                    _ => None,
                })
                .collect();
            let want: Vec<Vec<u8>> = texts
                .iter()
                .map(|t| String::from_utf8_lossy(t).into_owned().into_bytes())
                .collect();
            assert_eq!(got, want);
        }
    }

    /// [`Parser::body`] takes a word with a mnemonic decoded ahead for an instruction without
    /// testing it for a directive or declaration: no such word decodes as a mnemonic, under
    /// any flags.
    #[test]
    fn no_directive_or_declaration_word_decodes_as_a_mnemonic() {
        let mut words: Vec<String> = Vec::new();
        let keywords = DIRECTIVE_WORDS
            .iter()
            .chain(c::CONTROLS.iter().skip(1))
            .chain(&[
                "pragma", "loc", "pad", "fbarrier", "align", "const", "alloc",
            ]);
        for k in keywords {
            words.push(k.to_string());
            words.push(format!("{k}_u32"));
        }
        for s in c::SEGMENTS.iter().skip(2) {
            for t in [
                "u32",
                "b64",
                "f16x2",
                "align(4)_u32",
                "const_u8",
                "roimg",
                "sig64",
            ] {
                words.push(format!("{s}_{t}"));
            }
        }
        for flags in 0..8u8 {
            let mut p = Parser::new(
                lexer::Tokens::Here(Lexer::new(b"")),
                Module::for_source_len(0),
            );
            p.fill(0);
            p.model_large = flags & FLAG_LARGE != 0;
            p.profile_base = flags & FLAG_BASE != 0;
            p.image_ext = flags & FLAG_IMAGE != 0;
            for w in &words {
                let sp = Span::new(0, w.len());
                let m = p.mnemonic(w, sp, &[(0, 0)]);
                assert!(!matches!(m, Ok(Some(_))), "{w} decodes under flags {flags}");
            }
        }
    }

    #[test]
    fn mutated_sources_never_panic() {
        let b = SRC.as_bytes();
        for i in 0..b.len() {
            for ins in [&b""[..], b"(", b"_", b"0x", b"$", b"[", b"\"", b"&x"] {
                let mut v = b[..i].to_vec();
                v.extend_from_slice(ins);
                v.extend_from_slice(&b[(i + 1).min(b.len())..]);
                let _ = parse(&SourceFile::new("m", v));
            }
        }
    }
}
