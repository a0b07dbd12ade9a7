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
    // A table: the lexer spends most of its time in runs of these bytes.
    const IDENT: [bool; 256] = {
        let mut t = [false; 256];
        let mut b = 0;
        while b < 256 {
            let c = b as u8;
            t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
            b += 1;
        }
        t
    };
    IDENT[usize::from(c)]
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

/// Splits the whole input into tokens (the last one is [`Tok::Eof`]).
pub fn lex(src: &[u8]) -> Result<Vec<Token<'_>>, LexError> {
    let mut lx = Lexer::new(src);
    let mut toks = Vec::new();
    loop {
        let t = lx.next_token()?;
        let end = t.tok == Tok::Eof;
        toks.push(t);
        if end {
            return Ok(toks);
        }
    }
}

/// Lexes the whole input without keeping the tokens: the first lexical error, if any.
pub fn check(src: &[u8]) -> Result<(), LexError> {
    let mut lx = Lexer::new(src);
    while lx.next_token()?.tok != Tok::Eof {}
    Ok(())
}

/// Tokens lexed on another thread are handed over in batches of this many.
pub const BATCH: usize = 4096;

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
/// work the parser can hand to this thread (its result travels as [`Batch::notes`]).
pub fn feed<'a, N>(
    src: &'a [u8],
    batch: usize,
    tx: &std::sync::mpsc::SyncSender<Batch<'a, N>>,
    back: &std::sync::mpsc::Receiver<Vec<Token<'a>>>,
    mut note: impl FnMut(&[Token<'a>]) -> N,
) {
    let mut lx = Lexer::new(src);
    let room = Token {
        tok: Tok::Eof,
        span: Span::point(0),
    };
    loop {
        let mut tokens = back
            .try_recv()
            .unwrap_or_else(|_| Vec::with_capacity(BATCH_ROOM + batch));
        tokens.clear();
        tokens.resize(BATCH_ROOM, room);
        let err = lx.lex_into(&mut tokens, batch.max(1)).err();
        let last = err.is_some() || tokens.last().is_some_and(|t| t.tok == Tok::Eof);
        let notes = note(tokens.get(BATCH_ROOM..).unwrap_or_default());
        if tx.send(Batch { tokens, err, notes }).is_err() || last {
            return;
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
    fn ascii(&self, start: usize, end: usize) -> &'a str {
        match self.text.and_then(|t| t.get(start..end)) {
            Some(s) => s,
            None => std::str::from_utf8(self.src.get(start..end).unwrap_or_default())
                .unwrap_or_default(),
        }
    }

    /// Appends up to `n` tokens to `out`, stopping after [`Tok::Eof`] or at the first error.
    ///
    /// Tokens are stored straight into `out`, and read from there some time later: handing
    /// each one back through a return value stalled the parser on every token (the copy
    /// out of the just-written result missed store forwarding).
    pub fn lex_into(&mut self, out: &mut Vec<Token<'a>>, n: usize) -> Result<(), LexError> {
        out.reserve(n);
        for _ in 0..n {
            let t = self.lex_one()?;
            let end = t.tok == Tok::Eof;
            out.push(t);
            if end {
                break;
            }
        }
        Ok(())
    }

    /// The next token; [`Tok::Eof`] (again and again) at the end of the input.
    pub fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        self.lex_one()
    }

    /// [`Lexer::next_token`], inlined into [`Lexer::lex_into`] so each token is built in place
    /// rather than returned through memory and copied at once.
    #[inline(always)]
    fn lex_one(&mut self) -> Result<Token<'a>, LexError> {
        let src = self.src;
        let n = src.len();
        let mut i = self.i;
        while i < n && matches!(src[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
            i += 1;
        }
        self.i = i;
        if i >= n {
            return Ok(Token {
                tok: Tok::Eof,
                span: Span::point(n),
            });
        }
        let c = src[i];
        let start = i;
        let err = |msg: &str, at: usize| LexError {
            span: Span::new(at, at + 1),
            message: msg.to_string(),
        };
        let tok = if c == b'/' && src.get(i + 1) == Some(&b'/') {
            let j = src[i..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(n, |k| i + k);
            let mut e = j;
            if e > i && src[e - 1] == b'\r' {
                e -= 1;
            }
            i = j;
            Tok::Comment(&src[start..e])
        } else if c == b'/' && src.get(i + 1) == Some(&b'*') {
            let mut j = i + 2;
            loop {
                if j + 1 >= n {
                    return Err(err("unterminated comment", start));
                }
                if src[j] == b'*' && src[j + 1] == b'/' {
                    break;
                }
                j += 1;
            }
            i = j + 2;
            if src
                .get(i)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
                || src[i..].starts_with(b"/*")
            {
                return Err(LexError {
                    span: Span::new(i, i + 1),
                    message: "missing white space".into(),
                });
            }
            Tok::Comment(&src[start..i])
        } else if c == b'&' || c == b'%' || c == b'@' {
            let mut j = i + 1;
            if j >= n || !(src[j].is_ascii_alphabetic() || src[j] == b'_') {
                // HSAILasm's words for a sigil without a name, at the sigil.
                let msg = match c {
                    b'&' => "global identifier expected",
                    b'%' => "local identifier expected",
                    _ => "Syntax error",
                };
                return Err(err(msg, i));
            }
            while j < n && ident_char(src[j]) {
                j += 1;
            }
            let s = self.ascii(start, j);
            i = j;
            match c {
                b'&' => Tok::Global(s),
                b'%' => Tok::Local(s),
                _ => Tok::Label(s),
            }
        } else if c == b'$'
            && src.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic())
            && !src.get(i + 2).is_some_and(|c| c.is_ascii_digit())
        {
            let mut j = i + 1;
            while j < n && ident_char(src[j]) {
                j += 1;
            }
            let s = self.ascii(start, j);
            i = j;
            Tok::Word(s)
        } else if c == b'$' {
            let k = match src.get(i + 1) {
                Some(b'c') => 0,
                Some(b's') => 1,
                Some(b'd') => 2,
                Some(b'q') => 3,
                _ => return Err(err("invalid register", i)),
            };
            let mut j = i + 2;
            let ds = j;
            let mut num: u32 = 0;
            while j < n && src[j].is_ascii_digit() {
                num = num.wrapping_mul(10).wrapping_add(u32::from(src[j] - b'0'));
                j += 1;
            }
            if j == ds || (j - ds > 1 && src[ds] == b'0') || j - ds > 9 {
                return Err(err("Invalid register number", i));
            }
            if j < n && ident_char(src[j]) {
                return Err(err("invalid register", i));
            }
            i = j;
            Tok::Reg(k, num)
        } else if c.is_ascii_digit()
            || (c == b'.' && src.get(i + 1).is_some_and(|d| d.is_ascii_digit()))
        {
            let (t, j) = lex_number(src, i).map_err(|m| err(&m, start))?;
            i = j;
            t
        } else if c.is_ascii_alphabetic() || c == b'_' {
            // The word's first run of name bytes, noting whether it holds a `.` (checked
            // below) as it is read, so a word without one is read once.
            let mut j = i;
            let mut dotted = false;
            while j < n {
                let k = WORD_BYTE[usize::from(src[j])];
                if k == 0 {
                    break;
                }
                dotted |= k == 2;
                j += 1;
            }
            loop {
                while j < n && ident_char(src[j]) {
                    j += 1;
                }
                // Glue `_align(…)`, `_width(…)`, `_equiv(…)` to the mnemonic.
                if j < n && src[j] == b'(' {
                    let w = &src[start..j];
                    let glued = [&b"_align"[..], b"_width", b"_equiv"]
                        .iter()
                        .any(|s| w.ends_with(s));
                    if glued {
                        let mut k = j + 1;
                        while k < n && src[k] != b')' && src[k] != b'\n' && src[k] != b';' {
                            k += 1;
                        }
                        if k < n && src[k] == b')' {
                            j = k + 1;
                            if j < n && ident_char(src[j]) {
                                continue;
                            }
                        }
                    }
                }
                break;
            }
            // A word glued to a number (`f64.0`) needs white space before the number. Only
            // the first run can hold a `.` before the first `(`: glued parts start at a `(`.
            if dotted
                && let Some(k) = src[start..j]
                    .iter()
                    .take_while(|&&b| b != b'(')
                    .position(|&b| b == b'.')
            {
                return Err(err("missing white space", start + k));
            }
            let s = self.ascii(start, j);
            i = j;
            Tok::Word(s)
        } else if c == b'"' {
            // An unterminated literal is reported where its line ends, as in HSAILasm.
            let (_, j) = lex_string(src, i).map_err(|m| {
                if m == "unterminated string" {
                    let eol = src[start..]
                        .iter()
                        .position(|&b| b == b'\n' || b == b'\r')
                        .map_or(n, |k| start + k);
                    err("Runaway string literal", eol)
                } else {
                    err(&m, start)
                }
            })?;
            i = j;
            Tok::Str(StrLit {
                raw: &src[start..j],
            })
        } else if b",;:()[]{}=+-<>".contains(&c) {
            i += 1;
            Tok::Punct(c)
        } else {
            return Err(err("Syntax error", i));
        };
        // A name, register, number or string start glued to the end of a word, name,
        // register or number needs white space between them, as in HSAILasm (4.4, L2694).
        if !matches!(tok, Tok::Punct(_) | Tok::Str(_) | Tok::Comment(_))
            && src.get(i).is_some_and(|&c| {
                matches!(c, b'&' | b'%' | b'$' | b'@' | b'"')
                    || (c == b'.' && matches!(tok, Tok::Word(_)))
            })
        {
            return Err(err("missing white space", i));
        }
        self.i = i;
        Ok(Token {
            tok,
            span: Span::new(start, i),
        })
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
        text.contains(['.', 'e', 'E']) || text.ends_with(['f', 'F', 'h', 'H', 'd', 'D'])
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
}
