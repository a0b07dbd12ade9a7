//! The printer (disassembler): [`Module`] → canonical HSAIL text in `HSAILasm`'s layout.
//!
//! Layout: one statement per line; code-block entries indented with tabs (one more inside an
//! argument block); labels at column 0 after an empty line; an empty line before every kernel
//! and function; `opcode_modifiers_types`, a tab, then the operands separated by `, `.
//! Modifiers equal to their defaults (18.5.2, L19022–L19677) are omitted.

use crate::brig::BrigView;
use crate::brig::consts::{self as c, op, ty};
use crate::model::{
    Code, CodeRef, DataRef, ExecKind, Inst, InstFormat, Module, Operand, OperandRef,
};
use std::fmt::Write;

/// The printer's text: bytes that are always UTF-8 (everything appended is ASCII, a `&str`
/// or a lossy conversion). Unlike a `String`, names from the BRIG's data section go in
/// without a UTF-8 check when they are ASCII (almost always), and names from padded tables
/// go in as one fixed-size copy ([`Text::put`]) rather than a call to `memcpy`.
#[derive(Default)]
struct Text(Vec<u8>);

impl Text {
    fn with_capacity(n: usize) -> Self {
        Text(Vec::with_capacity(n))
    }

    #[inline(always)]
    fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.0.push(c as u8);
        } else {
            self.push_str(c.encode_utf8(&mut [0; 4]));
        }
    }

    #[inline(always)]
    fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    /// ASCII bytes (the caller has checked them).
    #[inline(always)]
    fn push_ascii(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }

    /// The first `len` bytes of a padded name (`len` at most `N`): all `N` bytes are copied
    /// (a copy of constant size, no call) and the text cut back to the name.
    #[inline(always)]
    fn put<const N: usize>(&mut self, p: &[u8; N], len: usize) {
        let at = self.0.len();
        self.0.extend_from_slice(p);
        self.0.truncate(at + len.min(N));
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn clear(&mut self) {
        self.0.clear();
    }

    fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// The text as a `String` (it is always UTF-8; checked once here).
    fn into_string(self) -> String {
        String::from_utf8(self.0)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }
}

impl std::fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.push_str(s);
        Ok(())
    }
}

/// An instruction's line as it is built: a fixed array on the stack and a cursor, moved into
/// the [`Text`] once finished (or whenever a piece would not fit, or before an operand that
/// the text's own printing appends). Unlike pushes onto the text's `Vec`, whose length and
/// capacity are loaded and stored around every byte written (a byte store may alias them),
/// the cursor stays in a register and each piece costs one comparison with a constant.
struct Line<const LINE: usize = LINES> {
    b: [u8; LINE],
    n: usize,
}

/// The bytes of a [`Line`] that a code block's instruction lines are built in (many lines,
/// moved into the text together when it is half full).
const LINES: usize = 4096;

impl<const LINE: usize> Line<LINE> {
    #[inline(always)]
    fn new() -> Self {
        Line { b: [0; LINE], n: 0 }
    }

    /// Moves the line so far into `out`: a short one (often the part of a line before an
    /// operand printed into the text) as a copy of constant size ([`Text::put`]), not a call
    /// to `memcpy`.
    #[inline(always)]
    fn flush(&mut self, out: &mut Text) {
        let n = self.n;
        match self.b.first_chunk::<32>() {
            Some(head) if n <= 32 => out.put(head, n),
            _ => out.push_ascii(&self.b[..n]),
        }
        self.n = 0;
    }

    /// The first `len` bytes of a padded name (`len` at most `N`), as [`Text::put`]. Every
    /// caller's `len` is at most `N` by construction (compile-time tables, literal pieces), so
    /// it is not clamped here (a `min` per piece, the commonest store of a line).
    #[inline(always)]
    fn put<const N: usize>(&mut self, out: &mut Text, p: &[u8; N], len: usize) {
        debug_assert!(len <= N);
        let mut n = self.n;
        if n > LINE - N {
            out.push_ascii(&self.b[..n]);
            n = 0;
        }
        self.b[n..n + N].copy_from_slice(p);
        self.n = n + len;
    }

    /// ASCII bytes (the caller has checked them) of any length.
    #[inline(always)]
    fn bytes(&mut self, out: &mut Text, s: &[u8]) {
        let n = self.n;
        if s.len() <= LINE - n {
            self.b[n..n + s.len()].copy_from_slice(s);
            self.n = n + s.len();
        } else {
            self.flush(out);
            out.push_ascii(s);
        }
    }

    #[inline(always)]
    fn byte(&mut self, out: &mut Text, c: u8) {
        let mut n = self.n;
        if n >= LINE {
            out.push_ascii(&self.b[..n]);
            n = 0;
        }
        self.b[n] = c;
        self.n = n + 1;
    }

    /// `v` in decimal (as [`push_dec`]).
    #[inline(always)]
    fn dec(&mut self, out: &mut Text, v: u64) {
        if v < 10 {
            self.byte(out, b'0' + v as u8);
        } else if v < 100 {
            self.put(out, &[b'0' + (v / 10) as u8, b'0' + (v % 10) as u8], 2);
        } else {
            let (buf, i) = dec_digits(v);
            self.bytes(out, &buf[i..]);
        }
    }

    /// A register name such as `$s7` (as [`Printer::register`]).
    #[inline(always)]
    fn register(&mut self, out: &mut Text, kind: u16, num: u16) {
        let k = b"csdq?"[usize::from(kind.min(4))];
        if num < 10 {
            self.put(out, &[b'$', k, b'0' + num as u8], 3);
        } else if num < 100 {
            let (t, u) = (b'0' + (num / 10) as u8, b'0' + (num % 10) as u8);
            self.put(out, &[b'$', k, t, u], 4);
        } else {
            self.put(out, &[b'$', k], 2);
            self.dec(out, u64::from(num));
        }
    }

    /// `_width(...)` for a width modifier (as [`push_width`]).
    #[inline(always)]
    fn width(&mut self, out: &mut Text, w: u8) {
        match w {
            1..=32 => {
                let (text, len) = &WIDTHS[usize::from(w)];
                self.put(out, text, usize::from(*len));
            }
            // (`all`, `WAVESIZE` or an invalid value: not in a line's hot path.)
            _ => {
                self.flush(out);
                push_width(out, w);
            }
        }
    }
}

/// A name padded to a fixed-size store ([`Text::put`]): the bytes, zeros after them, and
/// the name's length.
type Padded = ([u8; 24], u8);

/// The names of a table padded, each after `prefix` (`""` or `"_"`); an empty name stays
/// empty (no prefix). Built at compile time (a name too long fails the build).
const fn padded<const N: usize>(names: [&str; N], prefix: &[u8]) -> [Padded; N] {
    let mut t = [([0u8; 24], 0u8); N];
    let mut i = 0;
    while i < N {
        let b = names[i].as_bytes();
        if !b.is_empty() {
            assert!(prefix.len() + b.len() <= 24);
            let mut n = 0;
            while n < prefix.len() {
                t[i].0[n] = prefix[n];
                n += 1;
            }
            let mut k = 0;
            while k < b.len() {
                t[i].0[n] = b[k];
                n += 1;
                k += 1;
            }
            t[i].1 = n as u8;
        }
        i += 1;
    }
    t
}

/// Opcode mnemonics by opcode ([`c::OPCODES`]).
static OPCODE_NAMES: [Padded; c::OPCODES.len()] = padded(c::OPCODES, b"");
/// `_round` modifiers ([`c::ROUNDS`]).
static M_ROUNDS: [Padded; c::ROUNDS.len()] = padded(c::ROUNDS, b"_");
/// `_pack` modifiers ([`c::PACKS`]).
static M_PACKS: [Padded; c::PACKS.len()] = padded(c::PACKS, b"_");
/// `_order` modifiers ([`c::ORDERS`]).
static M_ORDERS: [Padded; c::ORDERS.len()] = padded(c::ORDERS, b"_");
/// `_scope` modifiers ([`c::SCOPES`]).
static M_SCOPES: [Padded; c::SCOPES.len()] = padded(c::SCOPES, b"_");
/// `_op` modifiers of atomics and signals ([`c::ATOMIC_OPS`]).
static M_ATOMIC_OPS: [Padded; c::ATOMIC_OPS.len()] = padded(c::ATOMIC_OPS, b"_");
/// `_compare` modifiers ([`c::COMPARES`]).
static M_COMPARES: [Padded; c::COMPARES.len()] = padded(c::COMPARES, b"_");
/// `_segment` modifiers as [`seg_name`] spells them: none for 0 (none) and 1 (flat).
static M_SEGMENTS: [Padded; c::SEGMENTS.len()] = {
    let mut t = padded(c::SEGMENTS, b"_");
    t[0].1 = 0;
    t[1].1 = 0;
    t
};

/// What the printer reads entries from: a [`Module`], or a checked [`BrigView`] whose entries
/// are decoded from the BRIG bytes as they are printed (no model is built).
pub trait Source: Sync {
    /// The bytes of a data entry (empty for 0 or a bad offset).
    fn data(&self, r: DataRef) -> &[u8];
    /// The code entry at a handle.
    fn code_at(&self, r: CodeRef) -> Option<Code>;
    /// The operand at a handle.
    fn operand_at(&self, r: OperandRef) -> Option<Operand>;
    /// The instruction at a handle (`None` for another entry or none).
    fn inst_at(&self, r: CodeRef) -> Option<Inst> {
        match self.code_at(r)? {
            Code::Inst(i) => Some(i),
            _ => None,
        }
    }
    /// [`Self::inst_at`] for `r` known to start an entry (reached by walking entries by
    /// their sizes from one that starts); a checked source need not test that.
    fn inst_at_start(&self, r: CodeRef) -> Option<Inst> {
        self.inst_at(r)
    }
    /// [`Self::comment_at`] for `r` known to start an entry (as [`Self::inst_at_start`]).
    fn comment_at_start(&self, r: CodeRef) -> Option<DataRef> {
        self.comment_at(r)
    }
    /// [`Self::register_at`] for `r` an element of an instruction's operand list, which a
    /// checked source knows to start an operand.
    fn register_at_start(&self, r: OperandRef) -> Option<(u16, u16)> {
        self.register_at(r)
    }
    /// [`Self::operand_at`] for `r` an element of an instruction's operand list (as
    /// [`Self::register_at_start`]).
    fn operand_at_start(&self, r: OperandRef) -> Option<Operand> {
        self.operand_at(r)
    }
    /// The elements of the operand list (a vector) at a handle (`None` for another operand
    /// or none).
    fn list_at(&self, r: OperandRef) -> Option<DataRef> {
        match self.operand_at(r)? {
            Operand::OperandList { elements } => Some(elements),
            _ => None,
        }
    }
    /// [`Self::list_at`] for `r` an element of an instruction's operand list (as
    /// [`Self::register_at_start`]).
    fn list_at_start(&self, r: OperandRef) -> Option<DataRef> {
        self.list_at(r)
    }
    /// The text of the comment at a handle (`None` for another entry or none).
    fn comment_at(&self, r: CodeRef) -> Option<DataRef> {
        match self.code_at(r)? {
            Code::Comment { name } => Some(name),
            _ => None,
        }
    }
    /// The kind and number of the register operand at a handle (`None` for another operand
    /// or none).
    fn register_at(&self, r: OperandRef) -> Option<(u16, u16)> {
        match self.operand_at(r)? {
            Operand::Register { kind, num } => Some((kind, num)),
            _ => None,
        }
    }
    /// The offset of the first code entry.
    fn code_start(&self) -> u32;
    /// One past the last code entry.
    fn code_end(&self) -> u32;
    /// Whether a code entry starts at `r`.
    fn is_code(&self, r: CodeRef) -> bool {
        self.code_at(r).is_some()
    }
    /// The byte size of the code entry at `r` (0 if there is none).
    fn code_size(&self, r: CodeRef) -> u32 {
        self.code_at(r).map_or(0, |c| u32::from(c.size()))
    }
    /// The name of the executable, variable, fbarrier, label or module entry at `r`, with the
    /// segment when it is a variable; `None` for any other entry or none.
    fn symbol(&self, r: CodeRef) -> Option<(DataRef, Option<u8>)> {
        match self.code_at(r)? {
            Code::Executable(e) => Some((e.name, None)),
            Code::Variable(v) => Some((v.name, Some(v.segment))),
            Code::Fbarrier { name, .. } | Code::Label { name } => Some((name, None)),
            Code::Module(h) => Some((h.name, None)),
            _ => None,
        }
    }
    /// The byte size of the code entry at `r` and how it changes the argument-block depth
    /// (+1 at `{`, -1 at `}`); `None` if no entry starts there.
    fn arg_block_step(&self, r: CodeRef) -> Option<(u32, i8)> {
        let c = self.code_at(r)?;
        let step = match c {
            Code::ArgBlockStart => 1,
            Code::ArgBlockEnd => -1,
            _ => 0,
        };
        Some((u32::from(c.size()), step))
    }
}

impl Source for Module {
    fn data(&self, r: DataRef) -> &[u8] {
        Module::data(self, r)
    }
    fn code_at(&self, r: CodeRef) -> Option<Code> {
        Module::code_at(self, r).cloned()
    }
    fn operand_at(&self, r: OperandRef) -> Option<Operand> {
        Module::operand_at(self, r).cloned()
    }
    fn inst_at(&self, r: CodeRef) -> Option<Inst> {
        match Module::code_at(self, r)? {
            Code::Inst(i) => Some(i.clone()),
            _ => None,
        }
    }
    fn comment_at(&self, r: CodeRef) -> Option<DataRef> {
        match Module::code_at(self, r)? {
            Code::Comment { name } => Some(*name),
            _ => None,
        }
    }
    fn register_at(&self, r: OperandRef) -> Option<(u16, u16)> {
        match Module::operand_at(self, r)? {
            Operand::Register { kind, num } => Some((*kind, *num)),
            _ => None,
        }
    }
    fn code_start(&self) -> u32 {
        self.code_by_index(0)
            .map_or(self.code_section_len(), |(r, _)| r.0)
    }
    fn code_end(&self) -> u32 {
        self.code_section_len()
    }
    fn is_code(&self, r: CodeRef) -> bool {
        self.code_index(r).is_some()
    }
}

impl Source for BrigView<'_> {
    #[inline(always)]
    fn data(&self, r: DataRef) -> &[u8] {
        BrigView::data(self, r)
    }
    #[inline(always)]
    fn code_at(&self, r: CodeRef) -> Option<Code> {
        BrigView::code_at(self, r)
    }
    #[inline(always)]
    fn operand_at(&self, r: OperandRef) -> Option<Operand> {
        BrigView::operand_at(self, r)
    }
    #[inline(always)]
    fn inst_at(&self, r: CodeRef) -> Option<Inst> {
        BrigView::inst_at(self, r)
    }
    #[inline(always)]
    fn comment_at(&self, r: CodeRef) -> Option<DataRef> {
        BrigView::comment_at(self, r)
    }
    #[inline(always)]
    fn list_at(&self, r: OperandRef) -> Option<DataRef> {
        BrigView::list_at(self, r)
    }
    #[inline(always)]
    fn list_at_start(&self, r: OperandRef) -> Option<DataRef> {
        BrigView::list_at_start(self, r)
    }
    #[inline(always)]
    fn inst_at_start(&self, r: CodeRef) -> Option<Inst> {
        BrigView::inst_at_start(self, r)
    }
    #[inline(always)]
    fn comment_at_start(&self, r: CodeRef) -> Option<DataRef> {
        BrigView::comment_at_start(self, r)
    }
    #[inline(always)]
    fn register_at_start(&self, r: OperandRef) -> Option<(u16, u16)> {
        BrigView::register_at_start(self, r)
    }
    #[inline(always)]
    fn operand_at_start(&self, r: OperandRef) -> Option<Operand> {
        BrigView::operand_at_start(self, r)
    }
    #[inline(always)]
    fn register_at(&self, r: OperandRef) -> Option<(u16, u16)> {
        BrigView::register_at(self, r)
    }
    #[inline(always)]
    fn code_start(&self) -> u32 {
        BrigView::code_start(self)
    }
    #[inline(always)]
    fn code_end(&self) -> u32 {
        BrigView::code_end(self)
    }
    #[inline(always)]
    fn is_code(&self, r: CodeRef) -> bool {
        BrigView::is_code(self, r)
    }
    #[inline(always)]
    fn code_size(&self, r: CodeRef) -> u32 {
        BrigView::code_size(self, r)
    }
    #[inline(always)]
    fn arg_block_step(&self, r: CodeRef) -> Option<(u32, i8)> {
        BrigView::arg_block_step(self, r)
    }
    #[inline(always)]
    fn symbol(&self, r: CodeRef) -> Option<(DataRef, Option<u8>)> {
        BrigView::symbol(self, r)
    }
}

/// The little-endian u32s of a data entry.
fn u32s(b: &[u8]) -> impl Iterator<Item = u32> + '_ {
    crate::brig::view::u32s(b)
}

/// Prints a module as canonical HSAIL text.
pub fn print(m: &Module) -> String {
    print_from(m)
}

/// Prints a module (or a checked BRIG view) as canonical HSAIL text.
pub fn print_from<S: Source>(m: &S) -> String {
    let mut p = Printer::new(m, None, m.code_end() as usize * 2);
    p.module();
    p.out.into_string()
}

/// Prints a module as canonical HSAIL text into `w`, in pieces of about 64 KiB (the text is
/// never held whole).
pub fn print_to(m: &Module, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    print_from_to(m, w)
}

/// Prints a module (or a checked BRIG view) as canonical HSAIL text into `w`, as
/// [`print_to`] does.
pub fn print_from_to<S: Source>(m: &S, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut p = Printer::new(m, Some(w), SPILL_AT + 4096);
    p.module();
    p.spill(0);
    match p.io_err.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Buffered text size at which [`print_to`] hands the text to its writer.
const SPILL_AT: usize = 1 << 16;

/// Code blocks of at least this many bytes of BRIG are printed on two threads
/// ([`Printer::body_in_pieces`]): none by default, as one thread was faster in wall time on
/// the shared 2-core machine (see `brig::view`'s `PARALLEL_BY_DEFAULT`); tests still print in pieces
/// (`with_pieces`).
const SPLIT_MIN: u32 = u32::MAX;

/// The BRIG bytes of a piece of a code block printed on two threads
/// ([`Printer::body_in_pieces`]).
const PIECE: u32 = 1 << 14;

std::thread_local! {
    /// Set by tests: print every code block in pieces of this many BRIG bytes (0: every
    /// block in order on one thread).
    static PIECE_OVERRIDE: std::cell::Cell<Option<u32>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with every code block printed on this thread in pieces of `piece` bytes of BRIG
/// on two threads, whatever its size, or (`piece` 0) in order on one thread (for tests
/// comparing the two).
#[cfg(test)]
fn with_pieces<T>(piece: u32, f: impl FnOnce() -> T) -> T {
    PIECE_OVERRIDE.with(|x| x.set(Some(piece)));
    let r = f();
    PIECE_OVERRIDE.with(|x| x.set(None));
    r
}

struct Printer<'a, S: Source> {
    m: &'a S,
    out: Text,
    indent: usize,
    large: bool,
    /// Where finished text goes (`None`: it stays in `out`).
    sink: Option<&'a mut dyn std::io::Write>,
    /// The first write error; later text is dropped.
    io_err: Option<std::io::Error>,
    /// Buffers of printed pieces, reused from one code block to the next
    /// ([`Printer::body_in_pieces`]).
    pool: Vec<Text>,
}

impl<'a, S: Source> Printer<'a, S> {
    fn new(m: &'a S, sink: Option<&'a mut dyn std::io::Write>, cap: usize) -> Self {
        Printer {
            m,
            out: Text::with_capacity(cap),
            indent: 0,
            large: true,
            sink,
            io_err: None,
            pool: Vec::new(),
        }
    }

    /// Hands the buffered text to the sink once it holds at least `at` bytes.
    fn spill(&mut self, at: usize) {
        if self.out.len() < at.max(1) {
            return;
        }
        if let Some(w) = self.sink.as_mut() {
            if self.io_err.is_none()
                && let Err(e) = w.write_all(self.out.as_bytes())
            {
                self.io_err = Some(e);
            }
            self.out.clear();
        }
    }

    fn module(&mut self) {
        let m = self.m;
        let end = m.code_end();
        let mut r = m.code_start();
        while r < end {
            let Some(code) = m.code_at(CodeRef(r)) else {
                break;
            };
            let after = r + u32::from(code.size());
            if let Code::Executable(e) = &code {
                self.executable(after, e);
                let next = if m.is_code(e.next_module_entry) {
                    e.next_module_entry.0
                } else {
                    end
                };
                r = next.max(after);
                continue;
            }
            self.entry(&code);
            self.spill(SPILL_AT);
            r = after;
        }
    }

    /// Prints the code entries at offsets `start..end` in order.
    fn entries(&mut self, start: u32, end: u32) {
        let m = self.m;
        let mut r = start;
        // Instruction lines are built here and moved into `out` together.
        let mut l = Line::<LINES>::new();
        while r < end {
            // An instruction (most entries) is printed as `entry` prints it, without the
            // decoding of every kind and `entry`'s tests of the kind.
            // (`r` starts an entry: the walk goes by sizes from `start`, which starts one.)
            if let Some(i) = m.inst_at_start(CodeRef(r)) {
                match self.indent {
                    1 => l.byte(&mut self.out, b'\t'),
                    n => (0..n).for_each(|_| l.byte(&mut self.out, b'\t')),
                }
                self.inst_into(&mut l, &i);
                l.put(&mut self.out, b";\n", 2);
                if l.n >= LINES / 2 {
                    l.flush(&mut self.out);
                    self.spill(SPILL_AT);
                }
                r += u32::from(i.format.size());
                continue;
            }
            // Other entries print into `out`, after the lines so far.
            l.flush(&mut self.out);
            // So is a comment (most other entries), read in place.
            if let Some(name) = m.comment_at_start(CodeRef(r)) {
                self.tabs();
                self.comment(name);
                self.out.push('\n');
                self.spill(SPILL_AT);
                r += 8;
                continue;
            }
            let Some(c) = m.code_at(CodeRef(r)) else {
                break;
            };
            self.entry(&c);
            self.spill(SPILL_AT);
            r += u32::from(c.size());
        }
        l.flush(&mut self.out);
    }
}

fn natural_align(t: u16) -> u8 {
    let sz = ty::byte_size(t).max(1);
    if sz.is_power_of_two() && sz <= 256 {
        sz.trailing_zeros() as u8 + 1
    } else {
        1
    }
}

/// Appends `_width(...)` for a width modifier (no allocation).
fn push_width(out: &mut Text, w: u8) {
    match w {
        c::WIDTH_ALL => out.push_str("_width(all)"),
        c::WIDTH_WAVESIZE => out.push_str("_width(WAVESIZE)"),
        1..=32 => {
            let (text, len) = &WIDTHS[usize::from(w)];
            out.put(text, usize::from(*len));
        }
        _ => {
            out.push_str("_width(/*INVALID ");
            push_dec(out, u64::from(w));
            out.push_str("*/)");
        }
    }
}

/// `_width(N)` for the width modifiers 1..=32 (N = 2^(w-1)), by modifier value.
static WIDTHS: [([u8; 24], u8); 33] = {
    let mut t = [([0u8; 24], 0u8); 33];
    let mut w = 1;
    while w <= 32 {
        let head = b"_width(";
        let mut n = 0;
        while n < head.len() {
            t[w].0[n] = head[n];
            n += 1;
        }
        let v = 1u64 << (w - 1);
        let mut digits = 1;
        while v / 10u64.pow(digits) != 0 {
            digits += 1;
        }
        let mut k = 0;
        while k < digits {
            t[w].0[n] = b'0' + (v / 10u64.pow(digits - 1 - k) % 10) as u8;
            n += 1;
            k += 1;
        }
        t[w].0[n] = b')';
        t[w].1 = n as u8 + 1;
        w += 1;
    }
    t
};

fn name_of<'t>(table: &'t [&'t str], v: u8) -> &'t str {
    table.get(v as usize).copied().unwrap_or("/*INVALID*/")
}

fn default_width(opcode: u16) -> u8 {
    match opcode {
        op::BR | op::CALL | op::BARRIER => c::WIDTH_ALL,
        op::WAVEBARRIER | op::ARRIVEFBAR | op::JOINFBAR | op::LEAVEFBAR | op::WAITFBAR => {
            c::WIDTH_WAVESIZE
        }
        _ => 1,
    }
}

/// True when `HSAILasm` prints a magnitude in decimal rather than hexadecimal. Established by
/// probing `HSAILasm -disassemble`: values up to 256, multiples of 1000, powers of two up to
/// 8192, and values whose decimal form has at least five zero digits are decimal.
fn decimal_friendly(a: u64) -> bool {
    a <= 256 || a.is_multiple_of(1000) || (a.is_power_of_two() && a <= 8192) || zero_digits(a) >= 5
}

/// How many `0` digits the decimal form of `a` has.
fn zero_digits(mut a: u64) -> u32 {
    let mut n = 0;
    while a >= 10 {
        n += u32::from(a.is_multiple_of(10));
        a /= 10;
    }
    n
}

/// Appends `v` in decimal.
#[inline]
fn push_dec(out: &mut Text, v: u64) {
    if v < 10 {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    if v < 100 {
        out.push(char::from(b'0' + (v / 10) as u8));
        out.push(char::from(b'0' + (v % 10) as u8));
        return;
    }
    push_dec_long(out, v);
}

fn push_dec_long(out: &mut Text, v: u64) {
    let (buf, i) = dec_digits(v);
    out.push_ascii(&buf[i..]);
}

/// The decimal digits of `v`: `buf[i..]` of the returned `(buf, i)`.
fn dec_digits(mut v: u64) -> ([u8; 20], usize) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    (buf, i)
}

/// Appends `v` as `digits` (at most 16) lower-case hexadecimal digits (more when `v` needs
/// them; at least one). The digits are built in a local array and appended at once: a push
/// per digit reloads and stores the text's length each time.
fn push_hex(out: &mut Text, v: u64, digits: u32) {
    debug_assert!(digits <= 16);
    let need = (64 - v.leading_zeros())
        .div_ceil(4)
        .max(digits)
        .clamp(1, 16) as usize;
    let mut buf = [0u8; 16];
    for (k, d) in buf.iter_mut().rev().take(need).enumerate() {
        *d = b"0123456789abcdef"[((v >> (4 * k)) & 0xf) as usize];
    }
    out.push_ascii(&buf[16 - need..]);
}

/// Appends the text of a data entry (lossy for non-UTF-8).
#[inline]
fn push_lossy(out: &mut Text, b: &[u8]) {
    if b.is_ascii() {
        out.push_ascii(b);
        return;
    }
    match std::str::from_utf8(b) {
        Ok(s) => out.push_str(s),
        Err(_) => out.push_str(&String::from_utf8_lossy(b)),
    }
}

/// Appends a type name such as `u32` or `f16x2` (the same text as [`ty::name`]), from
/// [`TYPE_NAMES`].
#[inline]
fn push_type(out: &mut Text, t: u16) {
    let (name, len) = &TYPE_NAMES[usize::from(t & 0x7f)];
    out.put(name, usize::from(*len));
}

/// The text of every type without its array bit (base type in bits 0-4, pack size in bits
/// 5-6), as [`ty::name`] spells it: a base name (`?` past the known ones), then for a packed
/// type `x` and the element count (pack bits over the base's bits, at least 1).
static TYPE_NAMES: [([u8; 8], u8); 128] = {
    let mut t = [([0u8; 8], 0u8); 128];
    let mut i = 0;
    while i < 128 {
        let base = i & 0x1f;
        let name: &[u8] = if base < c::BASE_TYPES.len() {
            c::BASE_TYPES[base].as_bytes()
        } else {
            b"?"
        };
        let mut n = 0;
        while n < name.len() {
            t[i].0[n] = name[n];
            n += 1;
        }
        let pack_bits = match (i >> 5) & 3 {
            1 => 32,
            2 => 64,
            3 => 128,
            _ => 0,
        };
        if pack_bits != 0 {
            let base_bits = match base as u16 {
                ty::U8 | ty::S8 | ty::B8 => 8,
                ty::U16 | ty::S16 | ty::F16 | ty::B16 => 16,
                ty::U32 | ty::S32 | ty::F32 | ty::B32 => 32,
                ty::U64 | ty::S64 | ty::F64 | ty::B64 => 64,
                ty::SAMP | ty::ROIMG | ty::WOIMG | ty::RWIMG | ty::SIG32 | ty::SIG64 => 64,
                ty::B128 => 128,
                _ => 1,
            };
            let count = pack_bits / base_bits;
            t[i].0[n] = b'x';
            n += 1;
            if count >= 100 {
                t[i].0[n] = b'0' + (count / 100) as u8;
                n += 1;
            }
            if count >= 10 {
                t[i].0[n] = b'0' + (count / 10 % 10) as u8;
                n += 1;
            }
            t[i].0[n] = b'0' + (count % 10) as u8;
            n += 1;
        }
        t[i].1 = n as u8;
        i += 1;
    }
    t
};

/// [`TYPE_NAMES`] after a `_` (the `_type` part of a mnemonic).
static M_TYPES: [([u8; 16], u8); 128] = {
    let mut t = [([0u8; 16], 0u8); 128];
    let mut i = 0;
    while i < 128 {
        t[i].0[0] = b'_';
        let (name, len) = TYPE_NAMES[i];
        let mut n = 0;
        while n < len as usize {
            t[i].0[n + 1] = name[n];
            n += 1;
        }
        t[i].1 = len + 1;
        i += 1;
    }
    t
};

/// Formats an integer of `bits` bits the way `HSAILasm` prints it: negative values (as signed)
/// with a minus sign when their magnitude is decimal-friendly, otherwise in decimal or in
/// hexadecimal by [`decimal_friendly`].
#[cfg(test)]
fn fmt_int(v: u64, bits: u32, signed: bool) -> String {
    let mut s = Text::default();
    push_int(&mut s, v, bits, signed);
    s.into_string()
}

/// Appends an integer as [`fmt_int`] formats it.
fn push_int(out: &mut Text, v: u64, bits: u32, _signed: bool) {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let v = v & mask;
    let sv: i64 = if bits >= 64 {
        v as i64
    } else if (v >> (bits - 1)) & 1 == 1 {
        (v | !mask) as i64
    } else {
        v as i64
    };
    if sv < 0 {
        let a = sv.unsigned_abs();
        if decimal_friendly(a) || a == 1u64 << (bits.min(64) - 1) {
            out.push('-');
            push_dec(out, a);
            return;
        }
        out.push_str("0x");
        push_hex(out, v, 1);
        return;
    }
    if decimal_friendly(v) {
        push_dec(out, v);
    } else {
        out.push_str("0x");
        push_hex(out, v, 1);
    }
}

impl<S: Source> Printer<'_, S> {
    /// A data entry read as an operand list.
    fn operand_list(&self, r: DataRef) -> Vec<OperandRef> {
        u32s(self.m.data(r)).map(OperandRef).collect()
    }

    fn tabs(&mut self) {
        // One tab (a code block's entries outside argument blocks) without the loop.
        if self.indent == 1 {
            self.out.push('\t');
            return;
        }
        for _ in 0..self.indent {
            self.out.push('\t');
        }
    }

    fn s(&self, r: DataRef) -> String {
        String::from_utf8_lossy(self.m.data(r)).into_owned()
    }

    fn entry(&mut self, code: &Code) {
        match code {
            Code::Label { .. } => self.out.push('\n'),
            Code::ArgBlockEnd => self.indent = self.indent.saturating_sub(1),
            _ => {}
        }
        if !matches!(code, Code::Label { .. }) {
            self.tabs();
        }
        match code {
            Code::Module(h) => {
                self.large = h.machine_model == 1;
                let _ = write!(
                    self.out,
                    "module {}:{}:{}:{}:{}:{};",
                    self.s(h.name),
                    h.major,
                    h.minor,
                    if h.profile == 1 { "$full" } else { "$base" },
                    if h.machine_model == 1 {
                        "$large"
                    } else {
                        "$small"
                    },
                    match h.default_float_round {
                        2 => "$near",
                        3 => "$zero",
                        _ => "$default",
                    }
                );
            }
            Code::Comment { name } => self.comment(*name),
            Code::Extension { name } => {
                self.out.push_str("extension ");
                self.string_lit(*name);
                self.out.push(';');
            }
            Code::Loc {
                filename,
                line,
                column,
            } => {
                let _ = write!(self.out, "loc {line}");
                if *column != 1 {
                    let _ = write!(self.out, " {column}");
                }
                self.out.push(' ');
                self.string_lit(*filename);
                self.out.push(';');
            }
            Code::Pragma { operands } => {
                self.out.push_str("pragma ");
                for (k, o) in self.operand_list(*operands).into_iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.pragma_operand(o);
                }
                self.out.push(';');
            }
            Code::Control { control, operands } => {
                self.out.push_str(
                    c::CONTROLS
                        .get(*control as usize)
                        .copied()
                        .unwrap_or("/*INVALID*/"),
                );
                let ops = self.operand_list(*operands);
                if !ops.is_empty() {
                    self.out.push(' ');
                }
                for (k, o) in ops.into_iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    // Control directive operands print unsigned.
                    match self.m.operand_at(o).as_ref() {
                        Some(Operand::ConstantBytes { bytes, .. }) => {
                            let mut v = 0u64;
                            for (i, &b) in self.m.data(*bytes).iter().take(8).enumerate() {
                                v |= u64::from(b) << (8 * i);
                            }
                            let t = if decimal_friendly(v) {
                                v.to_string()
                            } else {
                                format!("{v:#x}")
                            };
                            self.out.push_str(&t);
                        }
                        _ => self.operand(o, ty::U64),
                    }
                }
                self.out.push(';');
            }
            Code::Label { name } => {
                push_lossy(&mut self.out, self.m.data(*name));
                self.out.push(':');
            }
            Code::ArgBlockStart => {
                self.out.push('{');
                self.indent += 1;
            }
            Code::ArgBlockEnd => self.out.push('}'),
            Code::Fbarrier {
                name,
                modifier,
                linkage,
            } => {
                if modifier & 1 == 0 {
                    self.out.push_str("decl ");
                }
                if *linkage == c::linkage::PROGRAM {
                    self.out.push_str("prog ");
                }
                let _ = write!(self.out, "fbarrier {};", self.s(*name));
            }
            Code::Variable(_) => {
                self.variable(code);
                self.out.push(';');
            }
            Code::None { size } => {
                let _ = write!(self.out, "pad {};", size / 4 - 1);
            }
            Code::Inst(i) => self.inst(i),
            Code::Executable(_) => {}
        }
        self.out.push('\n');
    }

    /// A comment's text: printable ASCII as it is, any other byte as `.`.
    fn comment(&mut self, name: DataRef) {
        let text = self.m.data(name);
        if text.iter().all(|b| (32..127).contains(b)) {
            self.out.push_ascii(text);
        } else {
            for &b in text {
                self.out.push(if (32..127).contains(&b) {
                    b as char
                } else {
                    '.'
                });
            }
        }
    }

    fn string_lit(&mut self, r: DataRef) {
        self.out.push('"');
        for &b in self.m.data(r) {
            match b {
                7 => self.out.push_str("\\a"),
                8 => self.out.push_str("\\b"),
                12 => self.out.push_str("\\f"),
                b'\n' => self.out.push_str("\\n"),
                b'\r' => self.out.push_str("\\r"),
                b'\t' => self.out.push_str("\\t"),
                b'"' => self.out.push_str("\\\""),
                b'\\' => self.out.push_str("\\\\"),
                32..=126 => self.out.push(b as char),
                _ => {
                    let _ = write!(self.out, "\\x{b:02x}");
                }
            }
        }
        self.out.push('"');
    }

    /// Prints an executable; `start` is the offset of the entry after its directive.
    fn executable(&mut self, start: u32, e: &crate::model::Executable) {
        let m = self.m;
        if matches!(e.kind, ExecKind::Kernel | ExecKind::Function) {
            self.out.push('\n');
        }
        if e.modifier & 1 == 0 {
            self.out.push_str("decl ");
        }
        if e.linkage == c::linkage::PROGRAM {
            self.out.push_str("prog ");
        }
        self.out.push_str(match e.kind {
            ExecKind::Kernel => "kernel ",
            ExecKind::Function => "function ",
            ExecKind::IndirectFunction => "indirect function ",
            ExecKind::Signature => "signature ",
        });
        push_lossy(&mut self.out, m.data(e.name));
        if e.kind != ExecKind::Kernel {
            self.args(start, e.out_arg_count);
        }
        let first_in = if m.is_code(e.first_in_arg) {
            e.first_in_arg.0
        } else {
            start
        };
        self.args(first_in, e.in_arg_count);
        let end = if m.is_code(e.next_module_entry) {
            e.next_module_entry.0
        } else {
            m.code_end()
        };
        if e.modifier & 1 != 0 && e.kind != ExecKind::Signature {
            self.out.push_str("\n{\n");
            self.indent = 1;
            let body = if m.is_code(e.first_code_block_entry) {
                e.first_code_block_entry.0
            } else {
                end
            };
            let split_min = match PIECE_OVERRIDE.with(|x| x.get()) {
                None => SPLIT_MIN,
                Some(0) => u32::MAX,
                Some(_) => 0,
            };
            if end.saturating_sub(body) >= split_min {
                self.body_in_pieces(body, end);
            } else {
                self.entries(body, end);
            }
            self.indent = 0;
            self.out.push('}');
        }
        self.out.push_str(";\n");
    }

    /// Prints the code-block entries at offsets `start..end` on two threads, in pieces of
    /// about [`PIECE`] bytes of BRIG: both threads take the next unprinted piece in turn (one
    /// shared counter) and print it into a buffer of its own; this thread also hands the
    /// pieces' text on in order (to the sink, or into `out`) as each becomes the next one,
    /// and gives the buffer back for reuse. Each entry's text depends only on the entry and
    /// the indentation (argument-block depth), which a first pass works out for the start of
    /// every piece, so the text is the same as printing in order.
    fn body_in_pieces(&mut self, start: u32, end: u32) {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let m = self.m;
        let piece = PIECE_OVERRIDE.with(|x| x.get()).unwrap_or(PIECE).max(1);
        // Where each piece starts and the indentation there; the end of the last piece is
        // `end` (printing stops at the first offset without an entry, as `entries` does).
        let mut cuts = vec![(start, self.indent)];
        let mut indent = self.indent;
        let mut r = start;
        let mut since = 0;
        while r < end {
            let Some((size, step)) = m.arg_block_step(CodeRef(r)) else {
                break;
            };
            match step {
                1 => indent += 1,
                -1 => indent = indent.saturating_sub(1),
                _ => {}
            }
            r += size;
            since += size;
            if since >= piece && r < end {
                cuts.push((r, indent));
                since = 0;
            }
        }
        let after = indent;
        let n = cuts.len();
        let piece_end = |i: usize| cuts.get(i + 1).map_or(end, |c| c.0);
        let large = self.large;
        let next = AtomicUsize::new(0);
        // Buffers given back after their text was handed on (kept for the next block).
        let pool = std::sync::Mutex::new(std::mem::take(&mut self.pool));
        let print_piece = |i: usize| {
            let buf = pool
                .lock()
                .ok()
                .and_then(|mut p| p.pop())
                // About two bytes of text per byte of BRIG at most, in the bench modules.
                .unwrap_or_else(|| Text::with_capacity(3 * piece as usize + 4096));
            let mut p = Printer::new(m, None, 0);
            p.out = buf;
            p.out.clear();
            p.indent = cuts[i].1;
            p.large = large;
            p.entries(cuts[i].0, piece_end(i));
            p.out
        };
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Text)>();
        std::thread::scope(|s| {
            s.spawn(|| {
                let tx = tx;
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n || tx.send((i, print_piece(i))).is_err() {
                        break;
                    }
                }
            });
            let mut done: Vec<Option<Text>> = (0..n).map(|_| None).collect();
            let mut want = 0;
            while want < n {
                while let Ok((i, t)) = rx.try_recv() {
                    done[i] = Some(t);
                }
                if let Some(t) = done[want].take() {
                    self.hand_on(&t);
                    if let Ok(mut p) = pool.lock() {
                        p.push(t);
                    }
                    want += 1;
                    continue;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i < n {
                    done[i] = Some(print_piece(i));
                    continue;
                }
                // Every piece is taken: wait for the helper's; if it is gone (it cannot
                // fail: printing does not panic), print the piece here.
                match rx.recv() {
                    Ok((i, t)) => done[i] = Some(t),
                    Err(_) => done[want] = Some(print_piece(want)),
                }
            }
        });
        self.pool = pool.into_inner().unwrap_or_default();
        self.indent = after;
        self.spill(SPILL_AT);
    }

    /// Hands a piece's text on after the text before it: to the sink (straight from the
    /// piece's buffer) or into `out`.
    fn hand_on(&mut self, t: &Text) {
        if self.sink.is_some() {
            self.spill(0);
            if let Some(w) = self.sink.as_mut()
                && self.io_err.is_none()
                && let Err(e) = w.write_all(t.as_bytes())
            {
                self.io_err = Some(e);
            }
        } else {
            self.out.push_ascii(t.as_bytes());
        }
    }

    /// Prints `n` formal arguments from the entry at offset `first` on, in parentheses.
    fn args(&mut self, first: u32, n: u16) {
        let m = self.m;
        self.out.push('(');
        // Entries past the end of the section print as nothing.
        let mut next = Some(first);
        let mut arg = |p: &mut Self| {
            if let Some(c) = next.and_then(|r| m.code_at(CodeRef(r))) {
                next = next.map(|r| r + u32::from(c.size()));
                p.variable(&c);
            } else {
                next = None;
            }
        };
        if n == 1 {
            arg(self);
        } else if n > 1 {
            for k in 0..n as usize {
                self.out.push_str("\n\t");
                arg(self);
                if k + 1 < n as usize {
                    self.out.push(',');
                }
            }
        }
        self.out.push(')');
    }

    fn variable(&mut self, code: &Code) {
        let Code::Variable(v) = code else { return };
        if v.modifier & 1 == 0 {
            self.out.push_str("decl ");
        }
        if v.linkage == c::linkage::PROGRAM {
            self.out.push_str("prog ");
        }
        if v.allocation == 2 && v.segment != 3 {
            self.out.push_str("alloc(agent) ");
        }
        if v.align != natural_align(v.ty) && v.align != 0 {
            let _ = write!(self.out, "align({}) ", 1u32 << (v.align - 1).min(31));
        }
        if v.modifier & 2 != 0 {
            self.out.push_str("const ");
        }
        self.out.push_str(name_of(&c::SEGMENTS, v.segment));
        self.out.push('_');
        push_type(&mut self.out, v.ty & !ty::ARRAY);
        let name = self.m.data(v.name);
        if !name.is_empty() {
            let _ = write!(self.out, " {}", String::from_utf8_lossy(name));
        }
        if ty::is_array(v.ty) {
            if v.dim == 0 {
                self.out.push_str("[]");
            } else {
                let _ = write!(self.out, "[{}]", v.dim);
            }
        }
        if v.init.0 != 0 {
            self.out.push_str(" = ");
            self.init(v.init, v.ty);
        }
    }

    fn init(&mut self, o: OperandRef, vty: u16) {
        match self.m.operand_at(o).as_ref() {
            Some(Operand::ConstantBytes { ty: t, bytes })
                if ty::is_array(*t) || ty::is_array(vty) =>
            {
                let et = *t & !ty::ARRAY;
                push_type(&mut self.out, et);
                self.out.push_str("[](");
                self.value_list(*bytes, et, ", ");
                self.out.push(')');
            }
            Some(Operand::ConstantBytes { ty: t, bytes })
                if !ty::is_opaque(*t) && *t != ty::SIG32 && *t != ty::SIG64 =>
            {
                let m = self.m;
                let d = m.data(*bytes);
                let t = crate::text::consts::imm_type(vty & !ty::ARRAY);
                self.value(d, t);
            }
            Some(Operand::ConstantOperandList { ty: t, elements }) if *t != ty::NONE => {
                let els = self.operand_list(*elements);
                push_type(&mut self.out, *t & !ty::ARRAY);
                self.out.push_str("[](");
                if els.len() == 1 {
                    self.pragma_operand(els[0]);
                } else {
                    self.indent += 1;
                    for (k, e) in els.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        self.out.push('\n');
                        self.tabs();
                        self.pragma_operand(*e);
                    }
                    self.indent -= 1;
                    self.out.push('\n');
                    self.tabs();
                }
                self.out.push(')');
            }
            _ => self.pragma_operand(o),
        }
    }

    fn value_list(&mut self, bytes: DataRef, t: u16, sep: &str) {
        let m = self.m;
        let data = m.data(bytes);
        let sz = ty::byte_size(t).max(1) as usize;
        for (k, chunk) in data.chunks(sz).enumerate() {
            if k > 0 {
                self.out.push_str(sep);
            }
            self.value(chunk, t);
        }
    }

    /// One value of type `t` from its little-endian bytes.
    fn value(&mut self, b: &[u8], t: u16) {
        if ty::is_packed(t) {
            let et = ty::base(t);
            let esz = ty::byte_size(et) as usize;
            push_type(&mut self.out, t);
            self.out.push('(');
            let n = b.len() / esz.max(1);
            for k in (0..n).rev() {
                self.value(&b[k * esz..(k + 1) * esz], et);
                if k > 0 {
                    self.out.push(',');
                }
            }
            self.out.push(')');
            return;
        }
        // (Eight bytes or more, the commonest, read as one word.)
        let v = match b.first_chunk::<8>() {
            Some(w) => u64::from_le_bytes(*w),
            None => b
                .iter()
                .enumerate()
                .fold(0u64, |v, (k, &x)| v | u64::from(x) << (8 * k)),
        };
        let base = ty::base(t);
        match base {
            ty::F16 => {
                self.out.push_str("0H");
                push_hex(&mut self.out, v & 0xffff, 4);
            }
            ty::F32 => {
                self.out.push_str("0F");
                push_hex(&mut self.out, v & 0xffff_ffff, 8);
            }
            ty::F64 => {
                self.out.push_str("0D");
                push_hex(&mut self.out, v, 16);
            }
            ty::U8 | ty::B8 => push_dec(&mut self.out, u64::from(v as u8)),
            ty::S8 => {
                let x = v as u8 as i8;
                if x < 0 {
                    self.out.push('-');
                }
                push_dec(&mut self.out, u64::from(x.unsigned_abs()));
            }
            ty::B1 => push_dec(&mut self.out, v & 1),
            ty::SIG32 | ty::SIG64 => {
                push_type(&mut self.out, base);
                self.out.push('(');
                push_int(&mut self.out, v, 64, false);
                self.out.push(')');
            }
            _ => {
                let bits = (b.len() * 8) as u32;
                push_int(&mut self.out, v, bits.max(8), ty::is_signed(base));
            }
        }
    }

    fn pragma_operand(&mut self, o: OperandRef) {
        self.const_operand(o, false);
    }

    /// A constant operand as written in pragmas (`typed` false: u64 and floats bare) or in
    /// aggregates (`typed` true: every scalar as `TYPE(value)`).
    fn const_operand(&mut self, o: OperandRef, typed: bool) {
        match self.m.operand_at(o) {
            Some(Operand::ConstantBytes { ty: t, bytes }) => {
                if ty::is_array(t) {
                    let et = t & !ty::ARRAY;
                    push_type(&mut self.out, et);
                    self.out.push_str("[](");
                    self.value_list(bytes, et, ", ");
                    self.out.push(')');
                } else if (!typed && (t == ty::U64 || ty::is_float(t)))
                    || ty::is_packed(t)
                    || t == ty::SIG32
                    || t == ty::SIG64
                {
                    let m = self.m;
                    let d = m.data(bytes);
                    self.value(d, t);
                } else {
                    let m = self.m;
                    let d = m.data(bytes);
                    push_type(&mut self.out, t);
                    self.out.push('(');
                    self.value(d, t);
                    self.out.push(')');
                }
            }
            Some(Operand::ConstantOperandList { ty: t, elements }) => {
                let els = self.operand_list(elements);
                if t == ty::NONE {
                    self.out.push('{');
                    self.indent += 1;
                    for (k, e) in els.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        self.out.push('\n');
                        self.tabs();
                        self.const_operand(*e, true);
                    }
                    self.indent -= 1;
                    self.out.push('\n');
                    self.tabs();
                    self.out.push('}');
                } else {
                    push_type(&mut self.out, t & !ty::ARRAY);
                    self.out.push_str("[](");
                    for (k, e) in els.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        self.pragma_operand(*e);
                    }
                    self.out.push(')');
                }
            }
            Some(Operand::Align { align }) => {
                let _ = write!(self.out, "align({})", 1u32 << (align.max(1) - 1).min(31));
            }
            Some(Operand::ConstantImage(img)) => {
                let crate::model::ImageInit {
                    ty: t,
                    geometry,
                    channel_order,
                    channel_type,
                    width,
                    height,
                    depth,
                    array,
                } = *img;
                let mut props = vec![format!("geometry = {}", name_of(&c::GEOMETRIES, geometry))];
                for (n, v) in [
                    ("width", width),
                    ("height", height),
                    ("depth", depth),
                    ("array", array),
                ] {
                    if v != 0 {
                        props.push(format!("{n} = {v}"));
                    }
                }
                props.push(format!(
                    "channel_type = {}",
                    name_of(&c::CHANNEL_TYPES, channel_type)
                ));
                props.push(format!(
                    "channel_order = {}",
                    name_of(&c::CHANNEL_ORDERS, channel_order)
                ));
                let _ = write!(self.out, "{}({})", ty::name(t), props.join(", "));
            }
            Some(Operand::ConstantSampler {
                ty: t,
                coord,
                filter,
                addressing,
            }) => {
                let _ = write!(
                    self.out,
                    "{}(coord = {}, filter = {}, addressing = {})",
                    ty::name(t),
                    name_of(&c::COORDS, coord),
                    name_of(&c::FILTERS, filter),
                    name_of(&c::ADDRESSINGS, addressing)
                );
            }
            None => self.out.push_str("/*INVALID*/"),
            _ => self.operand(o, ty::U64),
        }
    }

    fn operand(&mut self, o: OperandRef, t: u16) {
        let op = self.m.operand_at(o);
        self.decoded_operand(o, op, t);
    }

    /// Prints operand `o`, already decoded as `op`.
    fn decoded_operand(&mut self, o: OperandRef, op: Option<Operand>, t: u16) {
        let m = self.m;
        let Some(op) = op.as_ref() else {
            self.out.push_str("/*INVALID OPERAND*/");
            return;
        };
        match op {
            Operand::Register { kind, num } => self.register(*kind, *num),
            Operand::Wavesize => self.out.push_str("WAVESIZE"),
            Operand::ConstantBytes { bytes, ty: ct } => {
                let d = m.data(*bytes);
                let t = if t == ty::NONE { *ct } else { t };
                let t = crate::text::consts::imm_type(t);
                self.value(d, t);
            }
            Operand::OperandList { elements } => {
                self.out.push('(');
                for (k, e) in u32s(m.data(*elements)).enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(OperandRef(e), t);
                }
                self.out.push(')');
            }
            Operand::CodeRef { code } => self.name(*code),
            Operand::CodeList { elements } => {
                self.out.push('(');
                for (k, e) in u32s(m.data(*elements)).enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    self.name(CodeRef(e));
                }
                self.out.push(')');
            }
            Operand::Address {
                symbol,
                reg,
                offset,
            } => self.address(*symbol, *reg, *offset),
            Operand::String { string } => self.string_lit(*string),
            Operand::ConstantImage { .. }
            | Operand::ConstantSampler { .. }
            | Operand::ConstantOperandList { .. }
            | Operand::Align { .. } => self.pragma_operand(o),
        }
    }

    /// Appends the name of an executable, variable, fbarrier or label entry.
    fn name(&mut self, r: CodeRef) {
        if let Some((n, _)) = self.m.symbol(r) {
            push_lossy(&mut self.out, self.m.data(n));
        }
    }

    fn address(&mut self, symbol: CodeRef, reg: OperandRef, offset: u64) {
        let mut l = Line::<64>::new();
        self.address_into(&mut l, symbol, reg, offset);
        l.flush(&mut self.out);
    }

    /// An address operand, built in `l` (names that are not ASCII, and a register operand
    /// that is not a register, which a checked module cannot have, go into the text).
    #[inline(always)]
    fn address_into<const L: usize>(
        &mut self,
        l: &mut Line<L>,
        symbol: CodeRef,
        reg: OperandRef,
        offset: u64,
    ) {
        let mut is32 = !self.large;
        if symbol.0 != 0 {
            l.byte(&mut self.out, b'[');
            let sym = self.m.symbol(symbol);
            if let Some((n, _)) = sym {
                let name = self.m.data(n);
                if name.is_ascii() {
                    l.bytes(&mut self.out, name);
                } else {
                    l.flush(&mut self.out);
                    push_lossy(&mut self.out, name);
                }
            }
            l.byte(&mut self.out, b']');
            if let Some((_, Some(5..=8))) = sym {
                is32 = true;
            }
        }
        let reg_op = if reg.0 != 0 {
            self.m.register_at(reg)
        } else {
            None
        };
        if let Some((kind, _)) = reg_op {
            is32 = kind == 1;
        }
        let off: i64 = if is32 {
            offset as u32 as i32 as i64
        } else {
            offset as i64
        };
        if reg.0 != 0 {
            l.byte(&mut self.out, b'[');
            match reg_op {
                Some((kind, num)) => l.register(&mut self.out, kind, num),
                None => {
                    l.flush(&mut self.out);
                    self.operand(reg, ty::NONE);
                }
            }
            if off > 0 {
                l.byte(&mut self.out, b'+');
                l.dec(&mut self.out, off.unsigned_abs());
            } else if off < 0 {
                l.byte(&mut self.out, b'-');
                l.dec(&mut self.out, off.unsigned_abs());
            }
            l.byte(&mut self.out, b']');
        } else if offset != 0 || symbol.0 == 0 {
            if symbol.0 != 0 && off < 0 {
                l.put(&mut self.out, b"[-", 2);
                l.dec(&mut self.out, off.unsigned_abs());
                l.byte(&mut self.out, b']');
            } else {
                l.byte(&mut self.out, b'[');
                l.dec(&mut self.out, offset);
                l.byte(&mut self.out, b']');
            }
        }
    }

    /// Appends a register name such as `$s7`.
    #[inline(always)]
    fn register(&mut self, kind: u16, num: u16) {
        let k = match kind {
            0 => b'c',
            1 => b's',
            2 => b'd',
            3 => b'q',
            _ => b'?',
        };
        if num < 10 {
            self.out.push_ascii(&[b'$', k, b'0' + num as u8]);
        } else {
            self.out.push_ascii(&[b'$', k]);
            push_dec(&mut self.out, u64::from(num));
        }
    }

    /// `_name` from a padded modifier table ([`padded`]); nothing for an empty name,
    /// `_/*INVALID*/` past the table (as `m_(name_of(..))`).
    #[inline(always)]
    fn m_pad<const L: usize>(&mut self, l: &mut Line<L>, table: &[Padded], v: u8) {
        match table.get(usize::from(v)) {
            Some((p, len)) => l.put(&mut self.out, p, usize::from(*len)),
            None => l.bytes(&mut self.out, b"_/*INVALID*/"),
        }
    }

    /// `_segment` as `m_(seg_name(s))`.
    #[inline(always)]
    fn m_seg<const L: usize>(&mut self, l: &mut Line<L>, s: u8) {
        match M_SEGMENTS.get(usize::from(s)) {
            Some((p, len)) => l.put(&mut self.out, p, usize::from(*len)),
            None => self.m_(l, seg_name(s)),
        }
    }

    fn m_<const L: usize>(&mut self, l: &mut Line<L>, s: &str) {
        if !s.is_empty() {
            l.byte(&mut self.out, b'_');
            l.bytes(&mut self.out, s.as_bytes());
        }
    }

    /// Appends `_name(n)` with `n` in decimal.
    fn m_num<const L: usize>(&mut self, l: &mut Line<L>, name: &str, n: u64) {
        l.byte(&mut self.out, b'_');
        l.bytes(&mut self.out, name.as_bytes());
        l.byte(&mut self.out, b'(');
        l.dec(&mut self.out, n);
        l.byte(&mut self.out, b')');
    }

    /// `_type` (nothing for no type), from [`M_TYPES`].
    #[inline(always)]
    fn ty_<const L: usize>(&mut self, l: &mut Line<L>, t: u16) {
        if t != ty::NONE {
            let (name, len) = &M_TYPES[usize::from(t & 0x7f)];
            l.put(&mut self.out, name, usize::from(*len));
        }
    }

    /// `_vN` when operand `idx` of the operand list `list` (its bytes) is a vector. (Inlined:
    /// a call, with the line's cursor stored for it, cost as much as the test.)
    #[inline(always)]
    fn vec_suffix<const L: usize>(&mut self, l: &mut Line<L>, list: &[u8], idx: usize) {
        let m = self.m;
        // (An element of the instruction's operand list: an operand starts there.)
        if let Some(elements) = list
            .get(4 * idx..4 * idx + 4)
            .and_then(|b| b.first_chunk::<4>())
            .and_then(|&o| m.list_at_start(OperandRef(u32::from_le_bytes(o))))
        {
            let n = m.data(elements).len() / 4;
            l.put(&mut self.out, b"_v", 2);
            l.dec(&mut self.out, n as u64);
        }
    }

    /// Prints an instruction (from the mnemonic to the `;`).
    #[inline(never)]
    fn inst(&mut self, i: &Inst) {
        let mut l = Line::<256>::new();
        self.inst_into(&mut l, i);
        l.byte(&mut self.out, b';');
        l.flush(&mut self.out);
    }

    /// Builds an instruction's text (from the mnemonic to the operands) in `l`: the mnemonic and
    /// register operands go into the line; any other operand is printed into the text after
    /// the line so far (which is moved there first).
    #[inline(always)]
    fn inst_into<const L: usize>(&mut self, l: &mut Line<L>, i: &Inst) {
        let m = self.m;
        let list = m.data(i.operands);
        let vendor = crate::vendor::by_opcode(i.opcode);
        match OPCODE_NAMES.get(usize::from(i.opcode)) {
            Some((p, len)) => l.put(&mut self.out, p, usize::from(*len)),
            None => l.bytes(
                &mut self.out,
                vendor.map_or("/*INVALID*/", |v| v.name).as_bytes(),
            ),
        }
        // A vendor instruction prints like the core opcode it follows ([`crate::vendor`]);
        // `core`, `typed` and `segment` are `vendor::like`, `prints_type` and
        // `prints_segment`, from the one lookup.
        use crate::vendor::Kind;
        let core = vendor
            .filter(|v| v.kind == Kind::Like)
            .map_or(i.opcode, |v| v.like);
        let typed = vendor.is_none_or(|v| v.implicit.is_empty());
        let mut src = ty::NONE;
        match i.format {
            InstFormat::Basic => {
                if typed {
                    self.ty_(l, i.ty)
                }
            }
            InstFormat::Mod {
                modifier,
                round,
                pack,
            } => {
                if modifier & 1 != 0 {
                    self.m_(l, "ftz");
                }
                let fr = matches!(
                    i.opcode,
                    op::ADD
                        | op::SUB
                        | op::MUL
                        | op::DIV
                        | op::FMA
                        | op::SQRT
                        | op::FRACT
                        | op::MAD
                ) && ty::is_float(ty::base(i.ty));
                let def = if fr { 1 } else { 0 };
                if round != def {
                    self.m_pad(l, &M_ROUNDS, round);
                }
                self.m_pad(l, &M_PACKS, pack);
                self.ty_(l, i.ty);
            }
            InstFormat::Addr { segment } => {
                if vendor.is_none_or(|v| v.kind != Kind::Addr) {
                    self.m_seg(l, segment);
                }
                self.ty_(l, i.ty);
            }
            InstFormat::Br { width } => {
                if width != default_width(i.opcode) {
                    l.width(&mut self.out, width);
                }
                self.ty_(l, i.ty);
            }
            InstFormat::Mem {
                segment,
                align,
                equiv,
                width,
                modifier,
            } => {
                self.vec_suffix(l, list, 0);
                if i.opcode != op::ALLOCA {
                    self.m_seg(l, segment);
                }
                if align > 1 {
                    self.m_num(l, "align", 1u64 << (align - 1).min(31));
                }
                if modifier & 1 != 0 {
                    self.m_(l, "const");
                }
                if equiv != 0 {
                    self.m_num(l, "equiv", u64::from(equiv));
                }
                if core == op::LD && width != 1 {
                    l.width(&mut self.out, width);
                }
                self.ty_(l, i.ty);
            }
            InstFormat::Seg { segment } => {
                self.m_seg(l, segment);
                self.ty_(l, i.ty);
            }
            InstFormat::SegCvt {
                source_type,
                segment,
                modifier,
            } => {
                self.m_seg(l, segment);
                if modifier & 1 != 0 {
                    self.m_(l, "nonull");
                }
                self.ty_(l, i.ty);
                self.ty_(l, source_type);
                src = source_type;
            }
            InstFormat::Queue { segment, order } => {
                self.m_seg(l, segment);
                self.m_pad(l, &M_ORDERS, order);
                self.ty_(l, i.ty);
            }
            InstFormat::SourceType { source_type } => {
                if i.opcode == op::EXPAND {
                    self.vec_suffix(l, list, 0);
                }
                if i.opcode == op::COMBINE {
                    self.vec_suffix(l, list, 1);
                }
                self.ty_(l, i.ty);
                self.ty_(l, source_type);
                src = source_type;
            }
            InstFormat::Cmp {
                source_type,
                modifier,
                compare,
                pack,
            } => {
                self.m_pad(l, &M_COMPARES, compare);
                if modifier & 1 != 0 {
                    self.m_(l, "ftz");
                }
                self.m_pad(l, &M_PACKS, pack);
                self.ty_(l, i.ty);
                self.ty_(l, source_type);
                src = source_type;
            }
            InstFormat::Cvt {
                source_type,
                modifier,
                round,
            } => {
                if modifier & 1 != 0 {
                    self.m_(l, "ftz");
                }
                if round != cvt_default_round(i.ty, source_type) {
                    self.m_pad(l, &M_ROUNDS, round);
                }
                self.ty_(l, i.ty);
                self.ty_(l, source_type);
                src = source_type;
            }
            InstFormat::Atomic {
                segment,
                order,
                scope,
                op: aop,
                equiv,
            } => {
                self.m_pad(l, &M_ATOMIC_OPS, aop);
                self.m_seg(l, segment);
                self.m_pad(l, &M_ORDERS, order);
                self.m_pad(l, &M_SCOPES, scope);
                if equiv != 0 {
                    self.m_num(l, "equiv", u64::from(equiv));
                }
                self.ty_(l, i.ty);
            }
            InstFormat::Image {
                image_type,
                coord_type,
                geometry,
                equiv,
            } => {
                self.vec_suffix(l, list, 0);
                self.m_(l, name_of(&c::GEOMETRIES, geometry));
                if equiv != 0 {
                    self.m_num(l, "equiv", u64::from(equiv));
                }
                self.ty_(l, i.ty);
                self.ty_(l, image_type);
                self.ty_(l, coord_type);
                src = coord_type;
            }
            InstFormat::Lane { source_type, width } => {
                if i.opcode == op::ACTIVELANEMASK {
                    self.vec_suffix(l, list, 0);
                }
                if width != 1 {
                    l.width(&mut self.out, width);
                }
                self.ty_(l, i.ty);
                self.ty_(l, source_type);
                src = source_type;
            }
            InstFormat::MemFence {
                order,
                global_scope,
                ..
            } => {
                self.m_pad(l, &M_ORDERS, order);
                self.m_pad(l, &M_SCOPES, global_scope);
            }
            InstFormat::Signal {
                signal_type,
                order,
                op: sop,
            } => {
                self.m_pad(l, &M_ATOMIC_OPS, sop);
                self.m_pad(l, &M_ORDERS, order);
                self.ty_(l, i.ty);
                self.ty_(l, signal_type);
            }
            InstFormat::QueryImage {
                image_type,
                geometry,
                query,
            } => {
                self.m_(l, name_of(&c::GEOMETRIES, geometry));
                match crate::vendor::query_name(query).filter(|_| vendor.is_some()) {
                    Some(q) => self.m_(l, q),
                    None => self.m_(l, name_of(&c::IMAGE_QUERIES, query)),
                }
                self.ty_(l, i.ty);
                self.ty_(l, image_type);
            }
            InstFormat::QuerySampler { query } => {
                self.m_(l, name_of(&c::SAMPLER_QUERIES, query));
                self.ty_(l, i.ty);
            }
        }
        if list.len() >= 4 {
            l.byte(&mut self.out, b'\t');
            if matches!(i.opcode, op::CALL | op::SCALL | op::ICALL | op::SBR) {
                l.flush(&mut self.out);
            }
            if matches!(i.opcode, op::CALL | op::SCALL | op::ICALL) {
                let ops = self.operand_list(i.operands);
                self.call_args(i, &ops);
            } else if i.opcode == op::SBR {
                let ops = self.operand_list(i.operands);
                self.operand(ops[0], i.ty);
                self.out.push(' ');
                if let Some(o) = ops.get(1) {
                    self.bracket_list(*o);
                }
            } else {
                for (k, o) in u32s(list).map(OperandRef).enumerate() {
                    if k > 0 {
                        l.put(&mut self.out, b", ", 2);
                    }
                    // Only constants (alone or in a vector) print by the operand's type, so
                    // the type is worked out only for them; a register (most operands) is
                    // read in place and goes into the line.
                    if let Some((kind, num)) = m.register_at_start(o) {
                        l.register(&mut self.out, kind, num);
                        continue;
                    }
                    let op = m.operand_at_start(o);
                    // So is an address (the next commonest).
                    if let Some(Operand::Address {
                        symbol,
                        reg,
                        offset,
                    }) = op
                    {
                        self.address_into(l, symbol, reg, offset);
                        continue;
                    }
                    // Any other operand is printed into the text, after the line so far.
                    l.flush(&mut self.out);
                    if !matches!(
                        op,
                        Some(Operand::ConstantBytes { .. } | Operand::OperandList { .. })
                    ) {
                        self.decoded_operand(o, op, ty::NONE);
                        continue;
                    }
                    // (A signal wait's timeout, operand 3, is a u64 whatever the type.)
                    let t = if k == 3 && matches!(i.format, InstFormat::Signal { op: 17..=20, .. })
                    {
                        ty::U64
                    } else {
                        crate::text::parser::operand_type(i.opcode, k, i.ty, src)
                    };
                    self.decoded_operand(o, op, t);
                }
            }
        }
    }

    fn bracket_list(&mut self, o: OperandRef) {
        if let Some(Operand::CodeList { elements }) = self.m.operand_at(o).as_ref() {
            self.out.push('[');
            for (k, e) in u32s(self.m.data(*elements)).enumerate() {
                if k > 0 {
                    self.out.push_str(", ");
                }
                self.name(CodeRef(e));
            }
            self.out.push(']');
        }
    }

    fn call_args(&mut self, i: &Inst, ops: &[OperandRef]) {
        if let Some(t) = ops.get(1) {
            self.operand(*t, i.ty);
        }
        if let Some(o) = ops.first() {
            self.out.push(' ');
            self.operand(*o, ty::NONE);
        }
        if let Some(o) = ops.get(2) {
            self.out.push(' ');
            self.operand(*o, ty::NONE);
        }
        if let Some(o) = ops.get(3) {
            match self.m.operand_at(*o).as_ref() {
                Some(Operand::CodeList { .. }) => {
                    self.out.push(' ');
                    self.bracket_list(*o);
                }
                Some(Operand::CodeRef { .. }) => {
                    self.out.push(' ');
                    self.operand(*o, ty::NONE);
                }
                _ => {}
            }
        }
    }
}

fn seg_name(s: u8) -> &'static str {
    match s {
        0 | 1 => "",
        _ => c::SEGMENTS
            .get(s as usize)
            .copied()
            .or_else(|| crate::vendor::segment_name(s))
            .unwrap_or("/*INVALID*/"),
    }
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

#[cfg(test)]
mod tests {
    use super::fmt_int;

    #[test]
    fn decimals_and_widths_print_without_fmt_like_fmt() {
        for v in [0u64, 1, 9, 10, 42, 99, 100, 101, 999, 65_535, u64::MAX] {
            let mut s = super::Text::default();
            super::push_dec(&mut s, v);
            assert_eq!(s.into_string(), v.to_string());
        }
        for w in 0..=255u8 {
            let want = match w {
                crate::brig::consts::WIDTH_ALL => "_width(all)".to_string(),
                crate::brig::consts::WIDTH_WAVESIZE => "_width(WAVESIZE)".to_string(),
                1..=32 => format!("_width({})", 1u64 << (w - 1)),
                _ => format!("_width(/*INVALID {w}*/)"),
            };
            let mut s = super::Text::default();
            super::push_width(&mut s, w);
            assert_eq!(s.into_string(), want);
        }
    }

    /// `push_hex` gives `format!`'s zero-padded lower-case hexadecimal.
    #[test]
    fn hex_digits_like_fmt() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for i in 0..4000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = match i % 4 {
                0 => x,
                1 => x >> (i % 64),
                2 => u64::from(i as u16),
                _ => [0, 1, 15, 16, u64::MAX, 1 << 63][i % 6],
            };
            for digits in [1u32, 4, 8, 16] {
                let mut t = super::Text::default();
                super::push_hex(&mut t, v, digits);
                let want = format!("{v:0w$x}", w = digits as usize);
                assert_eq!(t.as_bytes(), want.as_bytes(), "{v:#x} {digits}");
            }
        }
    }

    /// Every padded table's lengths fit its names' arrays: [`super::Line::put`] relies on it
    /// (it does not clamp the length).
    #[test]
    fn padded_lengths_fit_their_arrays() {
        use super::*;
        for t in [
            &OPCODE_NAMES[..],
            &M_ROUNDS,
            &M_PACKS,
            &M_ORDERS,
            &M_SCOPES,
            &M_ATOMIC_OPS,
            &M_COMPARES,
            &M_SEGMENTS,
            &WIDTHS,
        ] {
            assert!(t.iter().all(|(p, len)| usize::from(*len) <= p.len()));
        }
        assert!(M_TYPES.iter().all(|(p, len)| usize::from(*len) <= p.len()));
    }

    /// A [`super::Line`] of any size gives the text that appending to the [`super::Text`]
    /// gives, for every kind of piece, also when pieces do not fit and the line moves into
    /// the text mid-way (small lines force that often).
    #[test]
    fn lines_build_the_same_text_as_appending() {
        use super::{Line, M_TYPES, Text, WIDTHS, push_dec, push_type, push_width};
        fn build<const L: usize>(steps: &[(u8, u64)]) -> (Vec<u8>, Vec<u8>) {
            let (mut direct, mut out) = (Text::default(), Text::default());
            let mut l = Line::<L>::new();
            for &(what, v) in steps {
                match what % 7 {
                    0 => {
                        let (p, len) = &M_TYPES[v as usize % 128];
                        l.put(&mut out, p, usize::from(*len));
                        direct.push('_');
                        push_type(&mut direct, v as u16 % 128);
                    }
                    1 => {
                        let s =
                            &b"a name of some length, longer than small lines"[..v as usize % 47];
                        l.bytes(&mut out, s);
                        direct.push_ascii(s);
                    }
                    2 => {
                        l.byte(&mut out, b'0' + (v % 10) as u8);
                        direct.push(char::from(b'0' + (v % 10) as u8));
                    }
                    3 => {
                        let x = v.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (v % 64);
                        l.dec(&mut out, x);
                        push_dec(&mut direct, x);
                    }
                    4 => {
                        let (kind, num) = ((v % 5) as u16, (v * 37 % 70_000) as u16);
                        l.register(&mut out, kind, num);
                        direct.push('$');
                        direct.push(['c', 's', 'd', 'q', '?'][usize::from(kind)]);
                        push_dec(&mut direct, u64::from(num));
                    }
                    5 => {
                        let w = (v % 256) as u8;
                        l.width(&mut out, w);
                        push_width(&mut direct, w);
                        if (1..=32).contains(&w) {
                            let (t, n) = &WIDTHS[usize::from(w)];
                            assert_eq!(
                                &t[..usize::from(*n)],
                                &direct.as_bytes()[direct.len() - usize::from(*n)..]
                            );
                        }
                    }
                    _ => l.flush(&mut out),
                }
            }
            l.flush(&mut out);
            (out.as_bytes().to_vec(), direct.as_bytes().to_vec())
        }
        let mut x = 1u64;
        for round in 0..300 {
            let steps: Vec<(u8, u64)> = (0..round % 60)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    ((x >> 56) as u8, x % 100_000)
                })
                .collect();
            for (a, b) in [
                build::<32>(&steps),
                build::<40>(&steps),
                build::<64>(&steps),
                build::<256>(&steps),
            ] {
                assert_eq!(
                    String::from_utf8_lossy(&a),
                    String::from_utf8_lossy(&b),
                    "round {round}"
                );
            }
        }
    }

    /// The BRIG modules the printing tests use: the crate's test data, and the round-trip
    /// corpus's largest module when the shared corpora are there.
    fn test_modules() -> Vec<(String, Vec<u8>)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let corpora = std::env::var_os("HSAKIT_CORPORA")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| dir.join("../../../shared"));
        let mut files = vec![
            dir.join("tests/data/vector_add.brig"),
            corpora.join("corpus/hsail/roundtrip/CORE-full-large.brig"),
        ];
        for e in std::fs::read_dir(dir.join("tests/data/seed")).expect("seed data") {
            files.push(e.expect("entry").path());
        }
        files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "brig"))
            .filter_map(|p| Some((p.display().to_string(), std::fs::read(&p).ok()?)))
            .collect()
    }

    /// Printing code blocks in pieces on two threads gives the same text as printing them in
    /// order, for pieces from one entry each to several kilobytes, through both entry points.
    #[test]
    fn pieces_print_like_printing_in_order() {
        use super::{print_from, print_from_to, with_pieces};
        let modules = test_modules();
        assert!(modules.len() > 5, "{} modules", modules.len());
        let mut calls = 0;
        for (name, brig) in &modules {
            let Ok(v) = crate::disassembly_view(brig) else {
                continue;
            };
            let in_order = with_pieces(0, || print_from(&v));
            calls += usize::from(in_order.contains("\t{\n"));
            for piece in [1, 4, 12, 20, 64, 500, 4096, 1 << 14] {
                let text = with_pieces(piece, || print_from(&v));
                assert!(text == in_order, "{name}: pieces of {piece} bytes");
                let mut out = Vec::new();
                with_pieces(piece, || print_from_to(&v, &mut out)).expect("write");
                assert!(
                    out == in_order.as_bytes(),
                    "{name}: streamed, pieces of {piece}"
                );
            }
        }
        // Some modules have argument blocks (indentation carried across pieces).
        assert!(calls > 0);
    }

    /// The type-name table spells every type (packed, array, unknown base) as `ty::name` does.
    #[test]
    fn type_table_matches_type_names() {
        for t in 0..=u16::MAX {
            let mut s = super::Text::default();
            super::push_type(&mut s, t);
            assert_eq!(
                s.into_string(),
                crate::brig::consts::ty::name(t),
                "type {t:#x}"
            );
        }
    }

    /// Expected spellings were produced by `HSAILasm -disassemble` (mov_b64 / mov_u32 probes).
    #[test]
    fn integers_print_like_hsailasm() {
        for (v, bits, want) in [
            (222u64, 64, "222"),
            (256, 64, "256"),
            (257, 64, "0x101"),
            (333, 64, "0x14d"),
            (1000, 64, "1000"),
            (1001, 64, "0x3e9"),
            (8192, 64, "8192"),
            (16384, 64, "0x4000"),
            (65536, 64, "0x10000"),
            (100_000, 64, "100000"),
            (4_607_182_418_800_017_409, 64, "4607182418800017409"),
            (0x4000_0000_0000_0000, 64, "0x4000000000000000"),
            (0xffff_ffff, 32, "-1"),
            (0x8000_0000, 32, "-2147483648"),
            ((-300i64) as u64, 64, "0xfffffffffffffed4"),
            ((-1000i64) as u64, 64, "-1000"),
            ((-2i64) as u64, 32, "-2"),
        ] {
            assert_eq!(fmt_int(v, bits, false), want, "value {v:#x}");
        }
    }
}
