//! The lexer as it was before the table-driven rewrite (session 10), kept as the reference
//! the new one is compared with, token for token and error for error (see the tests in
//! [`super`]). Not used outside tests.

// Numbers and strings are read by the same functions as in the new lexer (its slow path), which
// the rewrite left unchanged.
use super::{LexError, StrLit, Tok, Token, lex_number, lex_string, number_error};
use hsakit_diag::Span;

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

/// A cursor handing out the tokens of an input one by one.
#[derive(Clone, Debug)]
pub struct RefLexer<'a> {
    src: &'a [u8],
    /// The input as text when it is UTF-8 (checked once, so identifiers slice it for free).
    text: Option<&'a str>,
    i: usize,
}

impl<'a> RefLexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        RefLexer {
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

    /// The next token; [`Tok::Eof`] (again and again) at the end of the input.
    pub fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        self.lex_one()
    }

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
            let (t, j) = lex_number(src, i).map_err(|m| number_error(src, i, &m))?;
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
