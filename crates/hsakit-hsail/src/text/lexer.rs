//! The HSAIL lexer (seed 19.1, L21596–L21702).
//!
//! Tokens carry byte spans and borrow their text from the source; they are `Copy` (no
//! allocation or drop per token: a string literal is unescaped and a comment that is not UTF-8
//! is converted only when the parser uses it, [`StrLit::bytes`], [`comment_text`]). Comments
//! are tokens too, because `HSAILasm` keeps `//` comments as BRIG comment directives. An
//! instruction mnemonic with glued modifiers (`ld_global_align(8)_width(all)_u32`) is one
//! [`Tok::Word`]: the parenthesised argument of `_align`, `_width` and `_equiv` belongs to the
//! word.
//!
//! [`Lexer`] hands out one token at a time, so the parser holds only its look-ahead window;
//! [`check`] runs the lexer over the whole input first so lexical errors are reported before
//! any syntax error, whatever their position.

use hsakit_diag::Span;
use std::borrow::Cow;

/// A token kind.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'a> {
    /// A keyword, mnemonic or type name.
    Word(&'a str),
    /// `&name`.
    Global(&'a str),
    /// `%name`.
    Local(&'a str),
    /// `@name`.
    Label(&'a str),
    /// `$c0`, `$s1`, `$d2`, `$q3`: kind (0..=3) and number.
    Reg(u16, u32),
    /// An integer literal (value as written, 64 bits).
    Int(u64),
    /// A float literal: bits and width (16, 32 or 64), or an untyped decimal value.
    Float(FloatLit),
    /// A string literal (checked by the lexer; [`StrLit::bytes`] unescapes it).
    Str(StrLit<'a>),
    /// A `//` or `/* */` comment, text included, as source bytes ([`comment_text`]).
    Comment(&'a [u8]),
    /// Punctuation: one of `, ; : ( ) [ ] { } = + - < >`.
    Punct(u8),
    /// End of input.
    Eof,
}

/// A float literal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FloatLit {
    /// `0Hxxxx`: raw f16 bits.
    RawH(u16),
    /// `0Fxxxxxxxx`: raw f32 bits.
    RawF(u32),
    /// `0Dxxxxxxxxxxxxxxxx`: raw f64 bits.
    RawD(u64),
    /// A decimal or C99 hex float with suffix: value and suffix width (16, 32, 64).
    Value(f64, u8),
}

/// A string literal as written, quotes included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrLit<'a> {
    raw: &'a [u8],
}

impl<'a> StrLit<'a> {
    /// The literal's bytes with escapes resolved (borrowed from the source when it has none).
    pub fn bytes(&self) -> Cow<'a, [u8]> {
        // The lexer checked the literal, so this cannot fail; an empty string if it did.
        lex_string(self.raw, 0).map_or(Cow::Borrowed(&[][..]), |(b, _)| b)
    }
}

/// A comment token's text (lossy when the source is not UTF-8 there).
pub fn comment_text(raw: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(raw)
}

/// A token with its span.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'a> {
    /// Kind and value.
    pub tok: Tok<'a>,
    /// Where.
    pub span: Span,
}

/// A lexical error.
#[derive(Clone, Debug)]
pub struct LexError {
    /// Where.
    pub span: Span,
    /// What went wrong.
    pub message: String,
}

/// Whether a byte continues a name or word: ASCII letters and digits, `_` and `.`.
#[inline(always)]
fn ident_char(c: u8) -> bool {
    WORD_BYTE[usize::from(c)] != 0
}

/// [`ident_char`] for the bytes of a word: 0 for a byte that ends it, 2 for `.`, 1 for the
/// others.
const WORD_BYTE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = if c == b'.' {
            2
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            1
        } else {
            0
        };
        b += 1;
    }
    t
};

/// The classes of [`CLASS`]: what a token starting with the byte can be.
mod class {
    /// Nothing: `Syntax error` (includes every byte that is not ASCII).
    pub const OTHER: u8 = 0;
    /// White space, skipped.
    pub const SPACE: u8 = 1;
    /// `A`–`Z`, `a`–`z`, `_`: a word.
    pub const WORD: u8 = 2;
    /// `0`–`9`: a number (or a geometry name such as `2d`).
    pub const DIGIT: u8 = 3;
    /// One of `, ; : ( ) [ ] { } = + - < >`.
    pub const PUNCT: u8 = 4;
    /// `$`: a register, or a word such as `$large`.
    pub const DOLLAR: u8 = 5;
    /// `&`, `%`, `@`: a name.
    pub const SIGIL: u8 = 6;
    /// `/`: a comment.
    pub const SLASH: u8 = 7;
    /// `"`: a string literal.
    pub const QUOTE: u8 = 8;
    /// `.`: a number such as `.5`.
    pub const DOT: u8 = 9;
}

/// The class of each byte as the first byte of a token ([`class`]); the lexer dispatches on
/// it with one table load rather than a chain of comparisons.
const CLASS: [u8; 256] = {
    let mut t = [class::OTHER; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = match c {
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => class::SPACE,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => class::WORD,
            b'0'..=b'9' => class::DIGIT,
            b',' | b';' | b':' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'=' | b'+' | b'-'
            | b'<' | b'>' => class::PUNCT,
            b'$' => class::DOLLAR,
            b'&' | b'%' | b'@' => class::SIGIL,
            b'/' => class::SLASH,
            b'"' => class::QUOTE,
            b'.' => class::DOT,
            _ => class::OTHER,
        };
        b += 1;
    }
    t
};

/// The classes of [`FOLLOW`]: what the byte after a word, name, register or number means.
mod follow {
    /// Any other byte (white space, punctuation, …), or the end of the input: the token ends.
    pub const END: u8 = 0;
    /// The start of a name, register or string (`& % $ @ "`): white space is missing
    /// (HSAILasm, 4.4, L2694).
    pub const GLUED: u8 = 1;
    /// `.`.
    pub const DOT: u8 = 2;
    /// `(`: `_align(…)`, `_width(…)` or `_equiv(…)` may be glued to a mnemonic.
    pub const OPEN: u8 = 3;
    /// An ASCII letter or digit or `_`.
    pub const NAME: u8 = 4;
}

/// The class of each byte as the byte after a token ([`follow`]).
const FOLLOW: [u8; 256] = {
    let mut t = [follow::END; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = match c {
            b'&' | b'%' | b'$' | b'@' | b'"' => follow::GLUED,
            b'.' => follow::DOT,
            b'(' => follow::OPEN,
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' => follow::NAME,
            _ => follow::END,
        };
        b += 1;
    }
    t
};

/// The register kind of the letter after `$` (`c`, `s`, `d`, `q`: 0 to 3), 0xff for others.
const REG_KIND: [u16; 256] = {
    let mut t = [0xffu16; 256];
    t[b'c' as usize] = 0;
    t[b's' as usize] = 1;
    t[b'd' as usize] = 2;
    t[b'q' as usize] = 3;
    t
};

/// Where the run of ASCII letters, digits and `_` starting at `from` ends: eight bytes at a
/// time (unrolled, with no bounds check per byte), then byte by byte near the end of the input.
#[inline(always)]
fn name_end(src: &[u8], from: usize) -> usize {
    let mut j = from;
    while let Some(w) = src.get(j..j + 8) {
        let mut k = 0;
        while k < 8 && FOLLOW[usize::from(w[k])] == follow::NAME {
            k += 1;
        }
        j += k;
        if k < 8 {
            return j;
        }
    }
    while src
        .get(j)
        .is_some_and(|&b| FOLLOW[usize::from(b)] == follow::NAME)
    {
        j += 1;
    }
    j
}

/// The span `start..end` of a token (`start <= end`): [`Span::new`] without the swap.
#[inline(always)]
fn span(start: usize, end: usize) -> Span {
    Span {
        start: u32::try_from(start).unwrap_or(u32::MAX),
        end: u32::try_from(end).unwrap_or(u32::MAX),
    }
}

/// The length of the run of name bytes ([`ident_char`]: `.` included) at the start of `s`:
/// eight bytes at a time (unrolled, with no bounds check per byte) as [`name_end`], then byte
/// by byte near the end of the input.
#[inline(always)]
fn word_run(s: &[u8]) -> usize {
    let mut j = 0;
    while let Some(w) = s.get(j..j + 8) {
        let mut k = 0;
        while k < 8 && ident_char(w[k]) {
            k += 1;
        }
        j += k;
        if k < 8 {
            return j;
        }
    }
    while s.get(j).is_some_and(|&b| ident_char(b)) {
        j += 1;
    }
    j
}

/// Splits the whole input into tokens (the last one is [`Tok::Eof`]).
pub fn lex(src: &[u8]) -> Result<Vec<Token<'_>>, LexError> {
    let mut lx = Lexer::new(src);
    let mut toks = Vec::new();
    loop {
        lx.lex_into(&mut toks, BATCH)?;
        if toks.last().is_some_and(|t| t.tok == Tok::Eof) {
            return Ok(toks);
        }
    }
}

/// Lexes the whole input without keeping the tokens: the first lexical error, if any.
///
/// A batch at a time into one reused buffer ([`Lexer::next_token`] allocates per token).
pub fn check(src: &[u8]) -> Result<(), LexError> {
    let mut lx = Lexer::new(src);
    let mut buf = Vec::with_capacity(BATCH);
    loop {
        buf.clear();
        lx.lex_into(&mut buf, BATCH)?;
        if buf.last().is_some_and(|t| t.tok == Tok::Eof) {
            return Ok(());
        }
    }
}

/// Tokens lexed on another thread are handed over in batches of this many.
///
/// With the channel's four batches, the one being lexed and the parser's window, about six
/// batches' vectors are in use at once, each page of them written fresh once: at 2048
/// tokens (64 KiB) that is 100 page faults fewer than at 4096 on a 700 KB source, for about
/// 40 more hand-overs (and futex calls). At 1024 (32 KiB), another ~280 KiB less peak RSS
/// on CORE-full-large (5.2 -> 4.9 MiB), and faster since the parser polls for batches
/// ([`recv_polling`]): bench-like runs (each after an HSAILasm run, 2 x 120 interleaved),
/// median 4.11 -> 3.94 and 4.08 -> 3.91 ms; 512 was no faster than 1024.
pub const BATCH: usize = 1024;

/// Slots a batch from [`feed`] leaves at its start (filled with [`Tok::Eof`] tokens), so the
/// parser can put the look-ahead tokens it has not used yet in front of the batch's and take
/// the batch as its window, without copying the batch.
pub const BATCH_ROOM: usize = 16;

/// One batch of tokens from [`feed`]: `tokens[BATCH_ROOM..]` were lexed, in order; the last
/// batch ends with [`Tok::Eof`] or has the error that stopped the lexer. `notes` is what the
/// feeding thread worked out from the batch's tokens for the parser (see [`feed`]).
#[derive(Debug)]
pub struct Batch<'a, N = ()> {
    /// [`BATCH_ROOM`] free slots, then up to a batch of tokens.
    pub tokens: Vec<Token<'a>>,
    /// The lexical error met after the tokens, which ends the stream.
    pub err: Option<LexError>,
    /// The feeding thread's notes on `tokens[BATCH_ROOM..]`.
    pub notes: N,
}

/// Lexes `src` into batches of `batch` tokens ([`BATCH`]) sent to `tx` (for [`Tokens::Piped`] on the other end), up to the
/// end of the input or the first error; stops early when the receiver is gone. Token vectors
/// the parser is done with come back on `back` and are filled again (no allocation, and no
/// fresh pages, per batch). `note` runs on each batch's lexed tokens before it is sent, for
/// work the parser can hand to this thread (its result travels as [`Batch::notes`]); it also
/// gets where the batch's [`Tok::Word`] tokens are, in order (indices into the tokens it is
/// given, [`Lexer::lex_into_noting_words`]), so it need not walk every token to find them.
pub fn feed<'a, N>(
    src: &'a [u8],
    batch: usize,
    tx: &std::sync::mpsc::SyncSender<Batch<'a, N>>,
    back: &std::sync::mpsc::Receiver<Vec<Token<'a>>>,
    mut note: impl FnMut(&[Token<'a>], &[u32]) -> N,
) {
    let mut lx = Lexer::new(src);
    let room = Token {
        tok: Tok::Eof,
        span: Span::point(0),
    };
    let mut words = Vec::new();
    loop {
        let mut tokens = back
            .try_recv()
            .unwrap_or_else(|_| Vec::with_capacity(BATCH_ROOM + batch));
        tokens.clear();
        tokens.resize(BATCH_ROOM, room);
        words.clear();
        let err = lx
            .lex_into_noting_words(&mut tokens, batch.max(1), &mut words)
            .err();
        let last = err.is_some() || tokens.last().is_some_and(|t| t.tok == Tok::Eof);
        let notes = note(tokens.get(BATCH_ROOM..).unwrap_or_default(), &words);
        if tx.send(Batch { tokens, err, notes }).is_err() || last {
            return;
        }
    }
}

/// How long the parser polls for the lexing thread's next batch ([`recv_polling`]), giving
/// up its CPU between polls, before it sleeps on the channel.
///
/// The parser waits for a batch several times in a run, each time for a fraction of a batch
/// (a batch is lexed in about 20-100 us). A thread that sleeps leaves its CPU idle, and on a
/// virtual machine waking it takes about as long again: on `hsail asm` of CORE-full-large
/// (0.7 MB), the parser slept 3 to 7 times a run for 0.16-0.54 ms in all (instrumented
/// runs). Polling keeps it on its CPU. Only the parser polls: the lexing thread, when it
/// has filled the channel, is batches ahead and can afford to be woken late, and its polling
/// made the 10x module slower (it competes with the parser when the two vCPUs share a
/// physical core). Bounded, so that a parser whose lexing thread has stopped soon sleeps.
const POLL: std::time::Duration = std::time::Duration::from_micros(500);

/// A yield longer than this means another thread ran on this CPU meanwhile ([`Poll`]).
const YIELDED: std::time::Duration = std::time::Duration::from_micros(20);

/// The polling of [`recv_polling`]: yields for up to [`POLL`], and none after a yield that
/// let another thread run ([`YIELDED`]). When the two threads share a CPU, a polling parser
/// would only take turns with the lexing thread while the other CPU idles (the scheduler
/// moves a thread to an idle CPU when it wakes up, not while it keeps yielding), so it
/// sleeps instead.
struct Poll {
    start: std::time::Instant,
}

impl Poll {
    fn new() -> Self {
        Poll {
            start: std::time::Instant::now(),
        }
    }

    /// Yields the CPU once; whether to poll again after it.
    fn again(&mut self) -> bool {
        let before = std::time::Instant::now();
        if before.duration_since(self.start) >= POLL {
            return false;
        }
        std::thread::yield_now();
        before.elapsed() < YIELDED
    }
}

/// Receives from `rx`, polling ([`Poll`]) before it blocks; the same value or error as
/// `rx.recv()`.
pub fn recv_polling<T>(rx: &std::sync::mpsc::Receiver<T>) -> Result<T, std::sync::mpsc::RecvError> {
    use std::sync::mpsc::TryRecvError;
    // Started at the first empty try (most batches are there already).
    let mut poll: Option<Poll> = None;
    loop {
        match rx.try_recv() {
            Ok(v) => return Ok(v),
            Err(TryRecvError::Disconnected) => return Err(std::sync::mpsc::RecvError),
            Err(TryRecvError::Empty) => {}
        }
        if !poll.get_or_insert_with(Poll::new).again() {
            return rx.recv();
        }
    }
}

/// Where the parser's tokens come from: a lexer on the parser's thread, or batches lexed on
/// another thread by [`feed`]. Both give the same tokens in the same order.
#[derive(Debug)]
pub enum Tokens<'a, N = ()> {
    /// Lexed on demand.
    Here(Lexer<'a>),
    /// Lexed ahead by [`feed`].
    Piped {
        /// Batches from the lexing thread.
        rx: std::sync::mpsc::Receiver<Batch<'a, N>>,
        /// Token vectors handed back to the lexing thread for reuse.
        back: std::sync::mpsc::Sender<Vec<Token<'a>>>,
        /// The batches' notes handed back, emptied, to the lexing thread for reuse: what the
        /// lexing thread allocated is then never freed by the parser's thread, which would
        /// take the lock of the lexing thread's allocator arena while that thread allocates
        /// (on `hsail asm` of CORE-full-large the parser blocked on that lock about ten times
        /// a run, each a sleep and a wake-up).
        notes_back: std::sync::mpsc::Sender<N>,
        /// The input's length (where [`Tok::Eof`] is).
        len: usize,
    },
}

/// A cursor handing out the tokens of an input one by one.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a [u8],
    /// The input as text when it is UTF-8 (checked once, so identifiers slice it for free).
    text: Option<&'a str>,
    i: usize,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            text: std::str::from_utf8(src).ok(),
            i: 0,
        }
    }

    /// Source text of an identifier-like run `start..end` (ASCII by construction).
    #[inline(always)]
    fn ascii(&self, start: usize, end: usize) -> &'a str {
        match self.text.and_then(|t| t.get(start..end)) {
            Some(s) => s,
            None => std::str::from_utf8(self.src.get(start..end).unwrap_or_default())
                .unwrap_or_default(),
        }
    }

    /// Appends up to `n` tokens to `out`, stopping after [`Tok::Eof`] or at the first error
    /// (the lexer then stays at the start of the token that failed).
    ///
    /// Tokens are stored straight into `out`, and read from there some time later: handing
    /// each one back through a return value stalled the parser on every token (the copy
    /// out of the just-written result missed store forwarding).
    pub fn lex_into(&mut self, out: &mut Vec<Token<'a>>, n: usize) -> Result<(), LexError> {
        // Offsets fit the spans' `u32`s as they are, except in an input of 4 GiB or more
        // (where they saturate, as `Span::new` makes them).
        if u32::try_from(self.src.len()).is_ok() {
            self.lex_run::<false>(out, n, None)
        } else {
            self.lex_run::<true>(out, n, None)
        }
    }

    /// [`Lexer::lex_into`], also appending to `words` where each [`Tok::Word`] token it
    /// appends is: its index counted from the first token this call appends (`out[out.len()
    /// at the call + k]`), in order.
    pub fn lex_into_noting_words(
        &mut self,
        out: &mut Vec<Token<'a>>,
        n: usize,
        words: &mut Vec<u32>,
    ) -> Result<(), LexError> {
        if u32::try_from(self.src.len()).is_ok() {
            self.lex_run::<false>(out, n, Some(words))
        } else {
            self.lex_run::<true>(out, n, Some(words))
        }
    }

    /// The next token; [`Tok::Eof`] (again and again) at the end of the input. One token at a
    /// time through a fresh vector: [`Lexer::lex_into`] is the fast way.
    pub fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        let mut one = Vec::with_capacity(1);
        self.lex_into(&mut one, 1)?;
        Ok(one.pop().unwrap_or(Token {
            tok: Tok::Eof,
            span: Span::point(self.src.len()),
        }))
    }

    /// [`Lexer::lex_into`], with spans saturated when `BIG`.
    ///
    /// One loop over the tokens, the position kept in a register and each token stored
    /// into `out` where it is made. The first byte's class ([`CLASS`]) picks the token kind.
    /// The common tokens are made here: punctuation, words (their name bytes scanned eight at
    /// a time, [`name_end`]), registers and decimal or `0x` integers ([`int_fast`]), each
    /// when the byte after it ([`FOLLOW`]) simply ends it. Everything else, and every error,
    /// goes to [`Lexer::token`], which lexes any token and gives the same result for the
    /// common ones. Tokens and errors are those of the lexer this one replaced (the
    /// `reference` module in the tests). `words`, when given, gets the index of each word
    /// ([`Lexer::lex_into_noting_words`]).
    #[inline(always)]
    fn lex_run<const BIG: bool>(
        &mut self,
        out: &mut Vec<Token<'a>>,
        n: usize,
        mut words: Option<&mut Vec<u32>>,
    ) -> Result<(), LexError> {
        let src = self.src;
        let len = src.len();
        let first = out.len();
        // The index of the next token, as `words` counts it (it fits: `n` is a batch).
        let word_at = |out: &Vec<Token<'a>>| u32::try_from(out.len() - first).unwrap_or(u32::MAX);
        // `as` is lossless here: `BIG` is false only when every offset fits a `u32`.
        #[allow(clippy::cast_possible_truncation)]
        let sp = |s: usize, e: usize| {
            if BIG {
                span(s, e)
            } else {
                Span {
                    start: s as u32,
                    end: e as u32,
                }
            }
        };
        out.reserve(n);
        let limit = out.len().saturating_add(n);
        let mut i = self.i;
        'tokens: while out.len() < limit {
            // White space: usually a single byte, or a line end and an indent.
            let (c, kind) = loop {
                let Some(&c) = src.get(i) else {
                    out.push(Token {
                        tok: Tok::Eof,
                        span: sp(len, len),
                    });
                    break 'tokens;
                };
                let k = CLASS[usize::from(c)];
                if k != class::SPACE {
                    break (c, k);
                }
                i += 1;
            };
            let start = i;
            match kind {
                class::PUNCT => {
                    i += 1;
                    out.push(Token {
                        tok: Tok::Punct(c),
                        span: sp(start, i),
                    });
                    continue;
                }
                class::WORD => {
                    let mut j = name_end(src, i + 1);
                    let after = src.get(j).map_or(follow::END, |&b| FOLLOW[usize::from(b)]);
                    // `_align(…)`, `_width(…)` and `_equiv(…)` are glued to a mnemonic.
                    if after == follow::OPEN {
                        j = glue(src, start, j);
                    }
                    if after == follow::END
                        || (after == follow::OPEN
                            && src
                                .get(j)
                                .is_none_or(|&b| FOLLOW[usize::from(b)] != follow::GLUED))
                    {
                        i = j;
                        if let Some(w) = &mut words {
                            w.push(word_at(out));
                        }
                        out.push(Token {
                            tok: Tok::Word(self.ascii(start, j)),
                            span: sp(start, i),
                        });
                        continue;
                    }
                }
                class::DOLLAR => {
                    // Most registers have one digit: `$s0`, `$d1`, …
                    if let Some(&[_, a, d, e]) = src.get(i..i + 4)
                        && let k = REG_KIND[usize::from(a)]
                        && k != 0xff
                        && d.is_ascii_digit()
                        && matches!(FOLLOW[usize::from(e)], follow::END | follow::OPEN)
                    {
                        i += 3;
                        out.push(Token {
                            tok: Tok::Reg(k, u32::from(d - b'0')),
                            span: sp(start, i),
                        });
                        continue;
                    }
                    // `$c`, `$s`, `$d`, `$q` and one to nine digits without a leading zero.
                    let k = src.get(i + 1).map_or(0xff, |&a| REG_KIND[usize::from(a)]);
                    let ds = i + 2;
                    let mut j = ds;
                    let mut num: u32 = 0;
                    while let Some(&d) = src.get(j)
                        && d.is_ascii_digit()
                    {
                        num = num.wrapping_mul(10).wrapping_add(u32::from(d - b'0'));
                        j += 1;
                    }
                    let digits = j - ds;
                    if k != 0xff
                        && (digits == 1 || (digits > 1 && digits <= 9 && src[ds] != b'0'))
                        && src.get(j).is_none_or(|&b| {
                            matches!(FOLLOW[usize::from(b)], follow::END | follow::OPEN)
                        })
                    {
                        i = j;
                        out.push(Token {
                            tok: Tok::Reg(k, num),
                            span: sp(start, i),
                        });
                        continue;
                    }
                }
                class::SIGIL => {
                    let j = i + 1 + word_run(src.get(i + 1..).unwrap_or_default());
                    if src
                        .get(i + 1)
                        .is_some_and(|&d| d.is_ascii_alphabetic() || d == b'_')
                        && src
                            .get(j)
                            .is_none_or(|&b| FOLLOW[usize::from(b)] != follow::GLUED)
                    {
                        let s = self.ascii(start, j);
                        i = j;
                        out.push(Token {
                            tok: match c {
                                b'&' => Tok::Global(s),
                                b'%' => Tok::Local(s),
                                _ => Tok::Label(s),
                            },
                            span: sp(start, i),
                        });
                        continue;
                    }
                }
                class::DIGIT => {
                    let fast = match int_fast(src, i) {
                        Some((v, j)) => Some((Tok::Int(v), j)),
                        None => raw_float(src, i).map(|(f, j)| (Tok::Float(f), j)),
                    };
                    if let Some((tok, j)) = fast
                        && src
                            .get(j)
                            .is_none_or(|&b| FOLLOW[usize::from(b)] != follow::GLUED)
                    {
                        i = j;
                        out.push(Token {
                            tok,
                            span: sp(start, i),
                        });
                        continue;
                    }
                }
                _ => {}
            }
            match self.token(start) {
                Ok((tok, j)) => {
                    i = j;
                    if let (Some(w), Tok::Word(_)) = (&mut words, tok) {
                        w.push(word_at(out));
                    }
                    out.push(Token {
                        tok,
                        span: sp(start, i),
                    });
                }
                Err(e) => {
                    // The lexer stays at the start of the token that failed.
                    self.i = start;
                    return Err(e);
                }
            }
        }
        self.i = i;
        Ok(())
    }

    /// The token at `start` (not white space) and where it ends: any token, and every
    /// lexical error.
    #[inline(never)]
    fn token(&self, start: usize) -> Result<(Tok<'a>, usize), LexError> {
        let src = self.src;
        let len = src.len();
        let i = start;
        let Some(&c) = src.get(i) else {
            return Ok((Tok::Eof, len));
        };
        // Whether the byte at `j` starts a name, register or string: white space is missing
        // after a word, name, register or number (HSAILasm, 4.4, L2694).
        let glued = |j: usize| {
            src.get(j)
                .is_some_and(|&b| FOLLOW[usize::from(b)] == follow::GLUED)
        };
        match CLASS[usize::from(c)] {
            class::PUNCT => Ok((Tok::Punct(c), i + 1)),
            class::WORD => {
                let mut j = name_end(src, i + 1);
                match src.get(j).map_or(follow::END, |&b| FOLLOW[usize::from(b)]) {
                    // A word glued to a number (`f64.0`) needs white space before the
                    // number: reported at the first `.` (where the name bytes stop).
                    follow::DOT | follow::GLUED => return Err(lex_err("missing white space", j)),
                    follow::OPEN => {
                        j = glue(src, start, j);
                        if glued(j) {
                            return Err(lex_err("missing white space", j));
                        }
                    }
                    // `END`; `NAME` cannot follow a run of name bytes.
                    _ => {}
                }
                Ok((Tok::Word(self.ascii(start, j)), j))
            }
            class::DOLLAR => {
                let a = src.get(i + 1).copied().unwrap_or(0);
                let b = src.get(i + 2).copied().unwrap_or(0);
                if a.is_ascii_alphabetic() && !b.is_ascii_digit() {
                    // `$full`, `$large`, …: a word.
                    let j = i + 1 + word_run(src.get(i + 1..).unwrap_or_default());
                    if glued(j) {
                        return Err(lex_err("missing white space", j));
                    }
                    return Ok((Tok::Word(self.ascii(start, j)), j));
                }
                let k = REG_KIND[usize::from(a)];
                if k == 0xff {
                    return Err(lex_err("invalid register", i));
                }
                let ds = i + 2;
                let mut j = ds;
                let mut num: u32 = 0;
                while let Some(&d) = src.get(j)
                    && d.is_ascii_digit()
                {
                    num = num.wrapping_mul(10).wrapping_add(u32::from(d - b'0'));
                    j += 1;
                }
                if j == ds || (j - ds > 1 && b == b'0') || j - ds > 9 {
                    return Err(lex_err("Invalid register number", i));
                }
                if src.get(j).is_some_and(|&c| ident_char(c)) {
                    return Err(lex_err("invalid register", i));
                }
                if glued(j) {
                    return Err(lex_err("missing white space", j));
                }
                Ok((Tok::Reg(k, num), j))
            }
            class::DIGIT => {
                let (t, j) = match int_fast(src, i) {
                    Some((v, j)) => (Tok::Int(v), j),
                    None => lex_number(src, i).map_err(|m| number_error(src, i, &m))?,
                };
                if glued(j) {
                    return Err(lex_err("missing white space", j));
                }
                Ok((t, j))
            }
            class::SIGIL => {
                if !src
                    .get(i + 1)
                    .is_some_and(|&d| d.is_ascii_alphabetic() || d == b'_')
                {
                    // HSAILasm's words for a sigil without a name, at the sigil.
                    let msg = match c {
                        b'&' => "global identifier expected",
                        b'%' => "local identifier expected",
                        _ => "Syntax error",
                    };
                    return Err(lex_err(msg, i));
                }
                let j = i + 1 + word_run(src.get(i + 1..).unwrap_or_default());
                if glued(j) {
                    return Err(lex_err("missing white space", j));
                }
                let s = self.ascii(start, j);
                Ok((
                    match c {
                        b'&' => Tok::Global(s),
                        b'%' => Tok::Local(s),
                        _ => Tok::Label(s),
                    },
                    j,
                ))
            }
            class::SLASH => comment(src, start),
            class::QUOTE => {
                // An unterminated literal is reported where its line ends, as in HSAILasm.
                let j = match lex_string(src, i) {
                    Ok((_, j)) => j,
                    Err(m) if m == "unterminated string" => {
                        let eol = src[start..]
                            .iter()
                            .position(|&b| b == b'\n' || b == b'\r')
                            .map_or(len, |k| start + k);
                        return Err(lex_err("Runaway string literal", eol));
                    }
                    Err(m) => return Err(lex_err(&m, start)),
                };
                Ok((
                    Tok::Str(StrLit {
                        raw: &src[start..j],
                    }),
                    j,
                ))
            }
            class::DOT if src.get(i + 1).is_some_and(|d| d.is_ascii_digit()) => {
                let (t, j) = lex_number(src, i).map_err(|m| number_error(src, i, &m))?;
                if glued(j) {
                    return Err(lex_err("missing white space", j));
                }
                Ok((t, j))
            }
            class::SPACE => Err(lex_err("white space is not a token", i)),
            _ => Err(lex_err("Syntax error", i)),
        }
    }
}

/// A comment token at `start` (a `/`; any other `/` is an error) and where it ends.
fn comment(src: &[u8], start: usize) -> Result<(Tok<'_>, usize), LexError> {
    let n = src.len();
    let i = start;
    match src.get(i + 1) {
        Some(b'/') => {
            let j = find_newline(src, i + 2);
            let mut e = j;
            if src[e - 1] == b'\r' {
                e -= 1;
            }
            Ok((Tok::Comment(&src[start..e]), j))
        }
        Some(b'*') => {
            let mut j = i + 2;
            loop {
                if j + 1 >= n {
                    return Err(lex_err("unterminated comment", start));
                }
                if src[j] == b'*' && src[j + 1] == b'/' {
                    break;
                }
                j += 1;
            }
            let i = j + 2;
            if src
                .get(i)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
                || src[i..].starts_with(b"/*")
            {
                return Err(lex_err("missing white space", i));
            }
            Ok((Tok::Comment(&src[start..i]), i))
        }
        _ => Err(lex_err("Syntax error", i)),
    }
}

/// The error of a number at `i` that is no literal (`msg`): HSAILasm reads the longest
/// literal there is (`2` of `2d_spill`, `0x1f` of `0x1fg`, `1.5` of `1.5e`) and reports the
/// missing white space after it, when a letter or digit follows.
///
/// A literal that is well formed but out of range (a float beyond its type, an integer
/// beyond 64 bits) is reported at its start.
#[cold]
fn number_error(src: &[u8], i: usize, msg: &str) -> LexError {
    let run = src
        .get(i..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'.')
        .count();
    let text = src.get(i..i + run).unwrap_or_default();
    // (A hex float, whose exponent's sign ends the run here, is judged whole.)
    let overflow = match text {
        [b'0', b'x' | b'X', hex @ ..] => hex
            .iter()
            .all(|b| b.is_ascii_hexdigit() || matches!(b, b'.' | b'p' | b'P')),
        _ => text.iter().all(u8::is_ascii_digit),
    };
    if msg == "invalid literal" || overflow {
        return lex_err(msg, i);
    }
    // (The longest number: a prefix that reads as a geometry name, `2d`, `2da`, is none.)
    for end in (i + 1..i + run).rev() {
        if let Some(head) = src.get(..end)
            && let Ok((tok, j)) = lex_number(head, i)
            && j == end
            && !matches!(tok, Tok::Word(_))
        {
            return lex_err("missing white space", end);
        }
    }
    lex_err(msg, i)
}

/// A lexical error at the byte `at`.
#[cold]
fn lex_err(msg: &str, at: usize) -> LexError {
    LexError {
        span: Span::new(at, at + 1),
        message: msg.to_string(),
    }
}

/// The end of a word whose first run of name bytes ends at a `(` at `j`: `_align(…)`,
/// `_width(…)` and `_equiv(…)` are glued to the mnemonic, with the name bytes after them
/// (`.` included); the argument ends at the first `)` (a line end or `;` first: not glued).
#[inline(never)]
fn glue(src: &[u8], start: usize, mut j: usize) -> usize {
    // `src[j]` is a `(`.
    while glues(&src[start..j]) {
        let k = argument_end(src, j + 1);
        if src.get(k) != Some(&b')') {
            break;
        }
        j = k + 1;
        let e = j + word_run(src.get(j..).unwrap_or_default());
        if e == j {
            break;
        }
        j = e;
        if src.get(j) != Some(&b'(') {
            break;
        }
    }
    j
}

/// The offset of the first `)`, `\n` or `;` at or after `from` (the end of `src` when there is
/// none).
#[inline(always)]
fn argument_end(src: &[u8], from: usize) -> usize {
    find_first_of(src, from, b")\n;")
}

/// Whether a `(` after the word `w` starts a glued modifier argument: `w` ends in `_align`,
/// `_width` or `_equiv`.
#[inline(always)]
fn glues(w: &[u8]) -> bool {
    w.len() >= 6 && matches!(&w[w.len() - 6..], b"_align" | b"_width" | b"_equiv")
}

/// The offset of the first `\n` at or after `from` (the end of `src` when there is none).
#[inline(always)]
fn find_newline(src: &[u8], from: usize) -> usize {
    find_first_of(src, from, b"\n")
}

/// The offset of the first byte of `stops` at or after `from` (the end of `src` when there is
/// none), eight bytes at a time: a word's bytes equal to a stop are the zero bytes of the word
/// XORed with that stop in every byte, found exactly (no borrow between bytes), so the lowest
/// flagged byte is the first stop (little-endian).
#[inline(always)]
fn find_first_of(src: &[u8], from: usize, stops: &[u8]) -> usize {
    const LOW: u64 = 0x0101_0101_0101_0101;
    /// The high bit of each zero byte of `v`, exactly.
    fn zero_bytes(v: u64) -> u64 {
        !(((v & !(LOW << 7)) + !(LOW << 7)) | v) & (LOW << 7)
    }
    let tail = src.get(from..).unwrap_or_default();
    let mut chunks = tail.chunks_exact(8);
    let mut at = from;
    for ch in &mut chunks {
        let w = u64::from_le_bytes(ch.try_into().unwrap_or([0; 8]));
        let hits = stops
            .iter()
            .fold(0, |h, &b| h | zero_bytes(w ^ (LOW * u64::from(b))));
        if hits != 0 {
            return at + (hits.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|b| stops.contains(b))
        .map_or(src.len(), |k| at + k)
}

/// A raw IEEE literal, `0H` and 4 hex digits, `0F` and 8 or `0D` and 16, and where it ends:
/// [`lex_number`] gives the same token (it ends the literal after those digits whatever
/// follows). `None` when the digits are not all there.
#[inline(always)]
fn raw_float(src: &[u8], i: usize) -> Option<(FloatLit, usize)> {
    if src.get(i) != Some(&b'0') {
        return None;
    }
    let w = match src.get(i + 1)? {
        b'h' | b'H' => 4,
        b'f' | b'F' => 8,
        b'd' | b'D' => 16,
        _ => return None,
    };
    let mut v: u64 = 0;
    for &d in src.get(i + 2..i + 2 + w)? {
        let h = HEX[usize::from(d)];
        if h == 0xff {
            return None;
        }
        v = v << 4 | u64::from(h);
    }
    let f = match w {
        4 => FloatLit::RawH(v as u16),
        8 => FloatLit::RawF(v as u32),
        _ => FloatLit::RawD(v),
    };
    Some((f, i + 2 + w))
}

/// The value of each hex digit, 0xff for the other bytes.
const HEX: [u8; 256] = {
    let mut t = [0xffu8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            b'A'..=b'F' => c - b'A' + 10,
            _ => 0xff,
        };
        b += 1;
    }
    t
};

/// The common integer literals in one pass: decimal without a leading zero (up to 19 digits,
/// which always fit) and `0x` hex (up to 16 digits), not followed by a name byte. `None`
/// for anything else, which [`lex_number`] reads (and gives the same token for these).
#[inline(always)]
fn int_fast(src: &[u8], i: usize) -> Option<(u64, usize)> {
    let mut j = i;
    let mut v: u64 = 0;
    while let Some(&d) = src.get(j)
        && d.is_ascii_digit()
    {
        v = v.wrapping_mul(10).wrapping_add(u64::from(d - b'0'));
        j += 1;
    }
    let digits = j - i;
    match src.get(j) {
        Some(&x) if ident_char(x) => {
            if digits != 1 || v != 0 || !(x == b'x' || x == b'X') {
                return None;
            }
            let from = j + 1;
            let mut j = from;
            let mut v: u64 = 0;
            while let Some(&d) = src.get(j) {
                let h = HEX[usize::from(d)];
                if h == 0xff {
                    break;
                }
                v = v << 4 | u64::from(h);
                j += 1;
            }
            if j == from || j - from > 16 || src.get(j).is_some_and(|&c| ident_char(c)) {
                return None;
            }
            Some((v, j))
        }
        _ if digits > 19 || (digits > 1 && src.get(i) == Some(&b'0')) => None,
        _ => Some((v, j)),
    }
}

fn lex_string(src: &[u8], mut i: usize) -> Result<(Cow<'_, [u8]>, usize), String> {
    i += 1;
    // Without escapes the literal is the source bytes themselves.
    let body = i;
    while let Some(&c) = src.get(i) {
        match c {
            b'"' => return Ok((Cow::Borrowed(&src[body..i]), i + 1)),
            b'\\' | b'\n' => break,
            _ => i += 1,
        }
    }
    let mut out = src[body..i].to_vec();
    loop {
        let Some(&c) = src.get(i) else {
            return Err("unterminated string".into());
        };
        match c {
            b'"' => return Ok((Cow::Owned(out), i + 1)),
            b'\n' => return Err("unterminated string".into()),
            b'\\' => {
                let Some(&e) = src.get(i + 1) else {
                    return Err("unterminated string".into());
                };
                i += 2;
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'r' => out.push(b'\r'),
                    b'a' => out.push(7),
                    b'b' => out.push(8),
                    b'f' => out.push(12),
                    b'v' => out.push(11),
                    b'\\' | b'\'' | b'"' | b'?' => out.push(e),
                    b'x' => {
                        let mut v: u32 = 0;
                        let s = i;
                        while let Some(d) = src.get(i).and_then(|c| (*c as char).to_digit(16)) {
                            v = (v << 4 | d) & 0xff;
                            i += 1;
                        }
                        if i == s {
                            return Err("invalid escape".into());
                        }
                        out.push(v as u8);
                    }
                    b'0'..=b'7' => {
                        let mut v: u32 = u32::from(e - b'0');
                        let mut k = 0;
                        while k < 2 {
                            match src.get(i) {
                                Some(d @ b'0'..=b'7') => {
                                    v = v * 8 + u32::from(d - b'0');
                                    i += 1;
                                    k += 1;
                                }
                                _ => break,
                            }
                        }
                        out.push(v as u8);
                    }
                    _ => return Err("invalid escape".into()),
                }
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
}

fn lex_number(src: &[u8], i: usize) -> Result<(Tok<'_>, usize), String> {
    let n = src.len();
    let mut j = i;
    while j < n && (src[j].is_ascii_alphanumeric() || src[j] == b'.' || src[j] == b'_') {
        // exponent signs
        j += 1;
        if j < n
            && (src[j] == b'+' || src[j] == b'-')
            && matches!(src[j - 1], b'p' | b'P' | b'e' | b'E')
        {
            let is_hex = src[i..j].len() > 1 && (src[i + 1] == b'x' || src[i + 1] == b'X');
            let e = src[j - 1];
            if is_hex && (e == b'p' || e == b'P') || !is_hex && (e == b'e' || e == b'E') {
                j += 1;
            }
        }
    }
    let text = std::str::from_utf8(&src[i..j]).map_err(|_| "invalid number".to_string())?;
    // Every geometry name is a digit then `d` (most numbers are not compared with them).
    if src.get(i + 1) == Some(&b'd') && crate::brig::consts::GEOMETRIES.contains(&text) {
        return Ok((Tok::Word(text), j));
    }
    let b = text.as_bytes();
    // Raw IEEE forms.
    if b.len() > 2 && b[0] == b'0' && matches!(b[1], b'h' | b'H' | b'f' | b'F' | b'd' | b'D') {
        let digits = &text[2..];
        let (w, t) = match b[1] {
            b'h' | b'H' => (4, 'h'),
            b'f' | b'F' => (8, 'f'),
            _ => (16, 'd'),
        };
        // Exactly `w` hex digits; HSAILasm ends the literal there and lexes the rest anew.
        let digits =
            if digits.len() > w && digits.as_bytes()[..w].iter().all(|c| c.is_ascii_hexdigit()) {
                &digits[..w]
            } else {
                digits
            };
        if digits.len() != w || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err("invalid float literal".into());
        }
        let j = i + 2 + w;
        let v = u64::from_str_radix(digits, 16).map_err(|_| "invalid float literal")?;
        let f = match t {
            'h' => FloatLit::RawH(v as u16),
            'f' => FloatLit::RawF(v as u32),
            _ => FloatLit::RawD(v),
        };
        return Ok((Tok::Float(f), j));
    }
    let is_hex = b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X');
    let is_float = if is_hex {
        text.contains(['.', 'p', 'P'])
    } else {
        // A decimal float has a `.` or an exponent; a suffix alone (`1f`) makes none
        // (HSAILasm: the `1`, then "missing white space" at the `f`).
        text.contains(['.', 'e', 'E'])
    };
    if !is_float {
        let v = if is_hex {
            u64::from_str_radix(&text[2..], 16)
        } else if b.len() > 1 && b[0] == b'0' {
            u64::from_str_radix(&text[1..], 8)
        } else {
            text.parse::<u64>()
        };
        return v
            .map(|v| (Tok::Int(v), j))
            .map_err(|_| "invalid integer literal".into());
    }
    let (body, w) = match text.as_bytes()[text.len() - 1] {
        b'f' | b'F' if !is_hex || text.contains(['p', 'P']) => (&text[..text.len() - 1], 32),
        b'h' | b'H' => (&text[..text.len() - 1], 16),
        b'd' | b'D' if !is_hex || text.contains(['p', 'P']) => (&text[..text.len() - 1], 64),
        _ => (text, 64),
    };
    let v = if is_hex {
        parse_hex_float(&body[2..]).ok_or("invalid float literal")?
    } else {
        body.parse::<f64>().map_err(|_| "invalid float literal")?
    };
    // A decimal or hex literal must fit its type (largest finite f16 65504, f32 MAX).
    let limit = match w {
        16 => 65504.0,
        32 => f64::from(f32::MAX),
        _ => f64::MAX,
    };
    if !v.is_finite() || v.abs() > limit {
        return Err("invalid literal".into());
    }
    Ok((Tok::Float(FloatLit::Value(v, w)), j))
}

fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.find(['p', 'P']) {
        Some(k) => (&s[..k], s[k + 1..].parse::<i32>().ok()?),
        None => (s, 0),
    };
    let (ip, fp) = match mant.find('.') {
        Some(k) => (&mant[..k], &mant[k + 1..]),
        None => (mant, ""),
    };
    let mut v: f64 = 0.0;
    for c in ip.chars() {
        v = v * 16.0 + f64::from(c.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for c in fp.chars() {
        v += f64::from(c.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

#[cfg(test)]
mod reference;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_names_lex_as_words_and_other_numbers_as_numbers() {
        // `lex_number` compares only numbers whose second byte is `d` with the geometry names.
        for g in crate::brig::consts::GEOMETRIES {
            assert_eq!(g.as_bytes()[1], b'd', "{g}");
            let toks = lex(g.as_bytes()).expect("lexes");
            assert_eq!(toks[0].tok, Tok::Word(g), "{g}");
        }
        for (text, tok) in [
            ("1", Tok::Int(1)),
            ("12", Tok::Int(12)),
            ("0x1d", Tok::Int(0x1d)),
            (
                "0d3ff0000000000000",
                Tok::Float(FloatLit::RawD(0x3ff0_0000_0000_0000)),
            ),
        ] {
            assert_eq!(lex(text.as_bytes()).expect("lexes")[0].tok, tok, "{text}");
        }
    }

    /// `recv_polling` gives what `recv` gives: every value in order, whether it was sent
    /// before the call, while the receiver polls, or only after the polling gave up (the
    /// sender pausing longer than [`POLL`]), then the error once the sender is gone.
    #[test]
    fn polling_receive_gives_what_recv_gives() {
        let (tx, rx) = std::sync::mpsc::sync_channel(2);
        let pauses = [0u64, 0, 50, 0, 2_000, 10, 1_500, 0];
        std::thread::scope(|s| {
            s.spawn(move || {
                for (k, &us) in pauses.iter().enumerate() {
                    std::thread::sleep(std::time::Duration::from_micros(us));
                    tx.send(k).expect("receiver alive");
                }
            });
            for k in 0..pauses.len() {
                assert_eq!(recv_polling(&rx), Ok(k));
            }
            assert_eq!(recv_polling(&rx), Err(std::sync::mpsc::RecvError));
        });
        assert!(POLL < std::time::Duration::from_micros(1_500));
    }
}

/// The table-driven lexer against the one it replaced ([`reference`]), token for token and
/// error for error.
#[cfg(test)]
mod against_reference {
    use super::reference::RefLexer;
    use super::*;

    /// Lexes `src` with both lexers (the new one `n` tokens at a time through
    /// [`Lexer::lex_into`]) and compares the token streams and the first error.
    fn same(src: &[u8], n: usize) {
        let mut old = RefLexer::new(src);
        let mut new = Lexer::new(src);
        let mut buf = Vec::new();
        let mut at = 0;
        loop {
            let r = new.lex_into(&mut buf, n);
            while at < buf.len() {
                let want = old.next_token();
                match want {
                    Ok(t) => assert_eq!(buf[at], t, "token {at} of {:?}", lossy(src)),
                    Err(e) => panic!(
                        "old lexer failed ({:?} at {:?}) where the new one gave {:?}: {:?}",
                        e.message,
                        e.span,
                        buf[at],
                        lossy(src)
                    ),
                }
                at += 1;
            }
            match r {
                Err(e) => {
                    let want = old.next_token().expect_err("old lexer fails too");
                    assert_eq!(
                        (e.span, e.message.as_str()),
                        (want.span, want.message.as_str()),
                        "{:?}",
                        lossy(src)
                    );
                    return;
                }
                Ok(()) if buf.last().is_some_and(|t| t.tok == Tok::Eof) => {
                    // And at the end, Eof again and again, in both.
                    assert_eq!(new.next_token().ok(), old.next_token().ok());
                    return;
                }
                Ok(()) => {}
            }
        }
    }

    fn lossy(src: &[u8]) -> String {
        String::from_utf8_lossy(&src[..src.len().min(300)]).into_owned()
    }

    use crate::test_rng::Rng;

    /// Pieces the generated inputs are made of: every token kind, the lexer's corner cases and
    /// bytes that are not ASCII.
    const PIECES: &[&str] = &[
        " ",
        "\t",
        "\n",
        "\r\n",
        "\x0b",
        "\x0c",
        ",",
        ";",
        ":",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "=",
        "+",
        "-",
        "<",
        ">",
        "/",
        "*",
        "//",
        "/*",
        "*/",
        "// c\n",
        "/* c */",
        "\"",
        "\\",
        "\"s\"",
        "\"a\\n\\x41\\101\"",
        "\"\\q\"",
        "&",
        "%",
        "@",
        "&g",
        "%l",
        "@L",
        "&a.b",
        "$",
        "$s",
        "$s1",
        "$d0",
        "$q12",
        "$c7",
        "$s01",
        "$s1234567890",
        "$x1",
        "$s1x",
        "$full",
        "$large",
        "$1",
        "0",
        "1",
        "09",
        "017",
        "0x",
        "0x1f",
        "0X1F",
        "0x12345678123456789",
        "18446744073709551615",
        "18446744073709551616",
        "1234567890123456789",
        "12",
        "1.5",
        ".5",
        "1e5",
        "1e+5",
        "1.0e-3",
        "0x1p+4",
        "0x1.8p-1",
        "0x1e+5",
        "0h3c00",
        "0f3f800000",
        "0d3ff0000000000000",
        "0f3f8",
        "1.5f",
        "1.5h",
        "2.0d",
        "1d",
        "2d",
        "1da",
        "2db",
        "3d",
        "1f",
        "1.5e999",
        "_",
        "a",
        "add_u32",
        "ld_global_align(8)_u32",
        "st_width(all)_f32",
        "_equiv(2)",
        "_align(",
        "f64.0",
        "a.b",
        "u32x2",
        "s8x8(",
        "kernel",
        ".",
        "..",
        "x.",
        "\u{e9}",
        "\u{2022}",
        "\x7f",
        "!",
        "#",
        "?",
        "'",
        "`",
        "~",
        "^",
        "|",
        "\\n",
    ];

    #[test]
    fn generated_inputs_lex_the_same() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for round in 0..20_000 {
            let mut s = Vec::new();
            for _ in 0..rng.below(24) {
                s.extend_from_slice(PIECES[rng.below(PIECES.len())].as_bytes());
            }
            // Now and then a byte that is not UTF-8.
            if round % 7 == 0 {
                let at = rng.below(s.len() + 1);
                s.insert(at, 0x80 | rng.below(0x80) as u8);
            }
            same(&s, 1 + round % 5);
            // `check` and `lex` report the reference's first error (or none).
            let mut old = RefLexer::new(&s);
            let want = loop {
                match old.next_token() {
                    Ok(t) if t.tok == Tok::Eof => break None,
                    Ok(_) => {}
                    Err(e) => break Some((e.span, e.message)),
                }
            };
            let got = check(&s).err().map(|e| (e.span, e.message));
            assert_eq!(got, want, "{:?}", lossy(&s));
            let got = lex(&s).err().map(|e| (e.span, e.message));
            assert_eq!(got, want, "{:?}", lossy(&s));
        }
    }

    /// `lex_into_noting_words` gives the tokens of `lex_into`, and the index of every word
    /// among the tokens each call appends (and of nothing else), whatever the batch size.
    #[test]
    fn noted_words_are_the_word_tokens() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for round in 0..5_000 {
            let mut s = Vec::new();
            for _ in 0..rng.below(40) {
                s.extend_from_slice(PIECES[rng.below(PIECES.len())].as_bytes());
            }
            let n = 1 + round % 7;
            let (mut a, mut b) = (Lexer::new(&s), Lexer::new(&s));
            // Room before the tokens, as `feed` leaves it.
            let room = Token {
                tok: Tok::Eof,
                span: Span::point(0),
            };
            loop {
                let (mut want, mut got) = (Vec::new(), vec![room; round % 3]);
                let mut words = Vec::new();
                let ra = a.lex_into(&mut want, n).map_err(|e| (e.span, e.message));
                let rb = b
                    .lex_into_noting_words(&mut got, n, &mut words)
                    .map_err(|e| (e.span, e.message));
                assert_eq!(ra, rb, "{:?}", lossy(&s));
                let got = &got[round % 3..];
                assert_eq!(want, got, "{:?}", lossy(&s));
                let expect: Vec<u32> = (0..got.len() as u32)
                    .filter(|&k| matches!(got[k as usize].tok, Tok::Word(_)))
                    .collect();
                assert_eq!(words, expect, "{:?}", lossy(&s));
                if ra.is_err() || got.last().is_some_and(|t| t.tok == Tok::Eof) {
                    break;
                }
            }
        }
    }

    #[test]
    fn every_byte_after_every_piece_lexes_the_same() {
        for p in PIECES {
            for b in 0..=255u8 {
                for tail in [&b""[..], b" ", b"1", b"a"] {
                    let mut s = p.as_bytes().to_vec();
                    s.push(b);
                    s.extend_from_slice(tail);
                    same(&s, 3);
                    s.insert(0, b);
                    same(&s, 3);
                }
            }
        }
    }

    /// Every `.hsail` file of the corpora (when present), whole and mutated.
    #[test]
    fn corpus_files_lex_the_same() {
        let mut files = Vec::new();
        for rel in ["corpus/hsail/roundtrip", "corpus/hsail/negative"] {
            files.extend(crate::test_support::corpus_hsail_files(rel));
        }
        let mut rng = Rng(0x51ed_270b_3c6f_a1d3);
        for (k, p) in files.iter().enumerate() {
            let src = std::fs::read(p).expect("read");
            same(&src, 4096);
            // Mutated copies of the smaller files: bytes replaced, inserted and removed.
            if src.len() < 20_000 && k % 4 == 0 {
                for _ in 0..4 {
                    let mut s = src.clone();
                    for _ in 0..1 + rng.below(4) {
                        let at = rng.below(s.len());
                        let piece = PIECES[rng.below(PIECES.len())].as_bytes();
                        match rng.below(3) {
                            0 if !s.is_empty() => {
                                s.remove(at);
                            }
                            1 if at < s.len() => s[at] = piece[0],
                            _ => s.splice(at..at, piece.iter().copied()).for_each(drop),
                        }
                    }
                    same(&s, 1 + rng.below(64));
                }
            }
        }
    }

    /// `argument_end` and `word_run` against byte-by-byte searches, at every offset of inputs
    /// with the stops (and bytes next to them in value) at every place.
    #[test]
    fn argument_end_and_word_run_match_byte_by_byte() {
        let mut rng = Rng(0x0123_4567_89ab_cdef);
        let bytes = b"ab_.9)(;\n:*([\x80\xff\x00\x28\x2a\x3a\x3c\x09\x0b";
        for len in 0..40 {
            for _ in 0..60 {
                let s: Vec<u8> = (0..len)
                    .map(|_| {
                        if rng.below(3) == 0 {
                            bytes[rng.below(bytes.len())]
                        } else {
                            b'a' + rng.below(26) as u8
                        }
                    })
                    .collect();
                for from in 0..=len {
                    let want = s[from..]
                        .iter()
                        .position(|&b| matches!(b, b')' | b'\n' | b';'))
                        .map_or(len, |k| from + k);
                    assert_eq!(argument_end(&s, from), want, "{s:?} from {from}");
                    let want = s[from..]
                        .iter()
                        .position(|&b| !ident_char(b))
                        .unwrap_or(len - from);
                    assert_eq!(word_run(&s[from..]), want, "{s:?} from {from}");
                }
            }
        }
    }

    #[test]
    fn newline_search_finds_the_first_at_every_offset() {
        for len in 0..40 {
            for nl in 0..=len {
                let mut s = vec![b'x'; len];
                if nl < len {
                    s[nl] = b'\n';
                    if nl + 3 < len {
                        s[nl + 3] = b'\n';
                    }
                }
                // Bytes near `\n` that a loose word test could flag.
                for b in s.iter_mut().filter(|b| **b == b'x').step_by(3) {
                    *b = 0x0b;
                }
                for from in 0..=len {
                    let want = s[from..]
                        .iter()
                        .position(|&b| b == b'\n')
                        .map_or(len, |k| from + k);
                    assert_eq!(find_newline(&s, from), want, "{s:?} from {from}");
                }
            }
        }
    }
}
