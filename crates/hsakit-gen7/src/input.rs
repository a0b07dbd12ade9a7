//! Reading machine code written as text: Mesa's hex-byte lines (`.expected` files, one
//! instruction per line, `01 00 60 00 …`) and igt's dword lists (`{ 0x00600001, … },`).
//!
//! Both readers work on raw bytes, one line at a time, without allocating: an instruction is
//! returned as a fixed 16-byte array plus its length (8 for a compact instruction, 16 for a
//! native one). Hex digits go through a 256-entry table.

use thiserror::Error;

/// Why a text line could not be read as an instruction.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineError {
    /// A dword list opened with `{` has no closing `}`.
    #[error("missing `}}`")]
    MissingBrace,
    /// A dword is not 1-8 hexadecimal digits (optionally after `0x`).
    #[error("`{0}` is not a hexadecimal dword")]
    BadDword(String),
    /// A dword list does not have 2 or 4 dwords.
    #[error("expected 2 or 4 dwords, found {0}")]
    DwordCount(usize),
    /// A byte is not 1-2 hexadecimal digits (optionally after `0x`).
    #[error("`{0}` is not a hex byte")]
    BadByte(String),
    /// A hex-byte line does not have 8 or 16 bytes.
    #[error("expected 8 or 16 bytes, found {0}")]
    ByteCount(usize),
}

/// One instruction's bytes: `bytes[..len]` with `len` 8 or 16.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineBytes {
    /// The bytes (only the first `len` are meaningful).
    pub bytes: [u8; 16],
    /// 8 (compact) or 16 (native).
    pub len: usize,
}

impl LineBytes {
    /// The meaningful bytes.
    pub fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

const NOT_HEX: u8 = 0xff;

/// Hex digit values; `NOT_HEX` for every other byte.
static HEX_VALUE: [u8; 256] = {
    let mut t = [NOT_HEX; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

fn lossy(t: &[u8]) -> String {
    String::from_utf8_lossy(t).into_owned()
}

/// Parses one hexadecimal number of at most `max_digits` digits (an optional `0x`/`0X` prefix
/// allowed); `None` when the token is anything else.
#[inline]
fn hex_token(t: &[u8], max_digits: usize) -> Option<u32> {
    let d = match t {
        [b'0', b'x' | b'X', rest @ ..] => rest,
        _ => t,
    };
    if d.is_empty() || d.len() > max_digits {
        return None;
    }
    let mut v = 0u32;
    for &c in d {
        let x = HEX_VALUE[usize::from(c)];
        if x == NOT_HEX {
            return None;
        }
        v = v << 4 | u32::from(x);
    }
    Some(v)
}

/// Reads one igt dword-list line: `{ 0x…, 0x…, 0x…, 0x… },`. Lines without `{` are not
/// instructions (`Ok(None)`); text after the closing `}` is ignored.
pub fn parse_dword_line(line: &[u8]) -> Result<Option<LineBytes>, LineError> {
    let Some(open) = memchr::memchr(b'{', line) else {
        return Ok(None);
    };
    if let Some(fast) = dwords_igt(line, open + 1) {
        return Ok(Some(fast));
    }
    if let Some(fast) = dwords_fast(line, open + 1) {
        return Ok(Some(fast));
    }
    dwords_slow(line, open)
}

/// Eight hex digits (`None` if any is not a hex digit), all eight at once in one `u64` (one
/// byte per digit, the first digit in the top byte): each byte is checked against the ranges
/// `0`-`9` and `a`-`f` (case folded) by adding a bias that carries into its top bit exactly
/// when it is at or above a bound (no byte is above 0x7f, so no carry crosses bytes), turned
/// into its value and the eight nibbles are packed pairwise.
#[inline]
fn hex8(d: &[u8; 8]) -> Option<u32> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let v = u64::from_be_bytes(*d);
    if v & HIGH != 0 {
        return None;
    }
    let at_least = |x: u64, bound: u64| x + ONES * (0x80 - bound);
    let digit = at_least(v, 0x30) & !at_least(v, 0x3a) & HIGH;
    let folded = v | (ONES * 0x20);
    let letter = at_least(folded, 0x61) & !at_least(folded, 0x67) & HIGH;
    if digit | letter != HIGH {
        return None;
    }
    let nib = (v & (ONES * 0x0f)) + (letter >> 7) * 9;
    let x = (nib | nib >> 4) & 0x00ff_00ff_00ff_00ff;
    let x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    let x = (x | x >> 16) & 0x0000_0000_ffff_ffff;
    Some(x as u32)
}

/// The exact layout igt and intel-gen4disasm write, `{ 0x%08x, 0x%08x, 0x%08x, 0x%08x }`,
/// starting after the `{`; `None` for any other layout.
#[inline]
fn dwords_igt(line: &[u8], i: usize) -> Option<LineBytes> {
    let body: &[u8; 49] = line.get(i..i + 49)?.try_into().ok()?;
    if body[48] != b'}' {
        return None;
    }
    let mut out = LineBytes {
        bytes: [0; 16],
        len: 16,
    };
    for k in 0..4 {
        let f: &[u8; 12] = body[k * 12..k * 12 + 12].try_into().ok()?;
        let sep = if k == 3 { b' ' } else { b',' };
        if f[0] != b' ' || f[1] != b'0' || f[2] != b'x' || f[11] != sep {
            return None;
        }
        let digits: &[u8; 8] = f[3..11].try_into().ok()?;
        out.bytes[k * 4..k * 4 + 4].copy_from_slice(&hex8(digits)?.to_le_bytes());
    }
    Some(out)
}

/// One pass over a well-formed dword list starting after its `{`; `None` on anything unusual
/// (the slow path then finds the exact error).
#[inline]
fn dwords_fast(line: &[u8], mut i: usize) -> Option<LineBytes> {
    let mut out = LineBytes {
        bytes: [0; 16],
        len: 0,
    };
    let mut count = 0usize;
    let skip = |i: &mut usize| {
        while matches!(line.get(*i), Some(b' ' | b'\t' | b'\r')) {
            *i += 1;
        }
    };
    loop {
        skip(&mut i);
        match *line.get(i)? {
            b'}' => break,
            b'0' if matches!(line.get(i + 1), Some(b'x' | b'X')) => i += 2,
            _ => {}
        }
        let start = i;
        let mut v = 0u32;
        while let Some(&c) = line.get(i) {
            let x = HEX_VALUE[usize::from(c)];
            if x == NOT_HEX {
                break;
            }
            v = v << 4 | u32::from(x);
            i += 1;
        }
        if i == start || i - start > 8 || count >= 4 {
            return None;
        }
        out.bytes[count * 4..count * 4 + 4].copy_from_slice(&v.to_le_bytes());
        count += 1;
        skip(&mut i);
        match *line.get(i)? {
            b',' => i += 1,
            b'}' => break,
            _ => return None,
        }
    }
    if count != 2 && count != 4 {
        return None;
    }
    out.len = count * 4;
    Some(out)
}

fn dwords_slow(line: &[u8], open: usize) -> Result<Option<LineBytes>, LineError> {
    let body = &line[open + 1..];
    let close = body
        .iter()
        .position(|&b| b == b'}')
        .ok_or(LineError::MissingBrace)?;
    let mut out = LineBytes {
        bytes: [0; 16],
        len: 0,
    };
    let mut count = 0usize;
    for tok in body[..close].split(|&b| b == b',') {
        let tok = tok.trim_ascii();
        if tok.is_empty() {
            continue;
        }
        let v = hex_token(tok, 8).ok_or_else(|| LineError::BadDword(lossy(tok)))?;
        if count < 4 {
            out.bytes[count * 4..count * 4 + 4].copy_from_slice(&v.to_le_bytes());
        }
        count += 1;
    }
    if count != 2 && count != 4 {
        return Err(LineError::DwordCount(count));
    }
    out.len = count * 4;
    Ok(Some(out))
}

/// Reads one hex-byte line (`01 00 60 00 …`, Mesa's `.expected` format); `#` starts a comment.
/// Blank lines are `Ok(None)`.
pub fn parse_hex_line(line: &[u8]) -> Result<Option<LineBytes>, LineError> {
    let line = match line.iter().position(|&b| b == b'#') {
        Some(p) => &line[..p],
        None => line,
    };
    let mut out = LineBytes {
        bytes: [0; 16],
        len: 0,
    };
    let mut count = 0usize;
    for tok in line.split(u8::is_ascii_whitespace) {
        if tok.is_empty() {
            continue;
        }
        let v = hex_token(tok, 2).ok_or_else(|| LineError::BadByte(lossy(tok)))?;
        if count < 16 {
            out.bytes[count] = v as u8;
        }
        count += 1;
    }
    if count == 0 {
        return Ok(None);
    }
    if count != 8 && count != 16 {
        return Err(LineError::ByteCount(count));
    }
    out.len = count;
    Ok(Some(out))
}

/// One line of a dword-list text: where it starts, how long it is (without `\n`) and what it
/// holds.
pub type DwordLine = (usize, usize, Result<Option<LineBytes>, LineError>);

/// Reads a whole igt dword-list text, line by line. Lines in the exact layout igt writes
/// (`{ 0x%08x, 0x%08x, 0x%08x, 0x%08x },` and a newline) are read in place without searching
/// for the line end; every other line goes through [`lines`] and [`parse_dword_line`].
pub fn dword_lines(text: &[u8]) -> impl Iterator<Item = DwordLine> + '_ {
    let mut pos = 0usize;
    std::iter::from_fn(move || {
        if pos >= text.len() {
            return None;
        }
        let start = pos;
        if let Some(l) = text.get(start..start + 52)
            && l[0] == b'{'
            && l[50] == b','
            && l[51] == b'\n'
            && let Some(b) = dwords_igt(l, 1)
        {
            pos = start + 52;
            return Some((start, 51, Ok(Some(b))));
        }
        let rest = &text[start..];
        let len = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        pos = start + len + 1;
        Some((start, len, parse_dword_line(&rest[..len])))
    })
}

/// Iterates over the lines of `text` as `(byte offset of the line, line without its `\n`)`.
pub fn lines(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut pos = 0usize;
    std::iter::from_fn(move || {
        if pos >= text.len() {
            return None;
        }
        let start = pos;
        let rest = &text[start..];
        let len = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        pos = start + len + 1;
        Some((start, &rest[..len]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dword_line() {
        let l = parse_dword_line(b"   { 0x00600001, 0x206e0fe8, 0x00000000, 0x00000000 },")
            .unwrap()
            .unwrap();
        assert_eq!(l.len, 16);
        assert_eq!(
            &l.bytes[..8],
            &[0x01, 0x00, 0x60, 0x00, 0xe8, 0x0f, 0x6e, 0x20]
        );
        let c = parse_dword_line(b"{0x20000001,0x1}").unwrap().unwrap();
        assert_eq!(c.as_slice(), &[1, 0, 0, 0x20, 1, 0, 0, 0]);
        assert_eq!(parse_dword_line(b"// nothing"), Ok(None));
        assert_eq!(
            parse_dword_line(b"{ 0x1, 0x2, 0x3 }"),
            Err(LineError::DwordCount(3))
        );
        assert_eq!(
            parse_dword_line(b"{ 0x1, 0xg2 }"),
            Err(LineError::BadDword("0xg2".into()))
        );
        assert_eq!(
            parse_dword_line(b"{ 0x123456789, 0x2 }"),
            Err(LineError::BadDword("0x123456789".into()))
        );
        assert_eq!(
            parse_dword_line(b"{ 0x1, 0x2"),
            Err(LineError::MissingBrace)
        );
    }

    #[test]
    fn hex_line() {
        let l = parse_hex_line(b"01 00 60 00 e8 0f 6e 20 # mov")
            .unwrap()
            .unwrap();
        assert_eq!(l.as_slice(), &[1, 0, 0x60, 0, 0xe8, 0x0f, 0x6e, 0x20]);
        assert_eq!(parse_hex_line(b"   "), Ok(None));
        assert_eq!(parse_hex_line(b"01 02 03"), Err(LineError::ByteCount(3)));
        assert_eq!(
            parse_hex_line(b"01 zz 03"),
            Err(LineError::BadByte("zz".into()))
        );
    }

    #[test]
    fn dword_text() {
        let t = b"{ 0x00600001, 0x206e0fe8, 0x00000000, 0x00000000 },\n// c\n{ 0x1, 0x2 }\n{ 0x00600001, 0x206e0fe8, 0x00000000, 0x0000000g },\n";
        let v: Vec<_> = dword_lines(t).collect();
        assert_eq!(v.len(), 4);
        assert_eq!((v[0].0, v[0].1), (0, 51));
        assert_eq!(v[0].2.as_ref().unwrap().unwrap().bytes[4], 0xe8);
        assert_eq!((v[1].0, v[1].1), (52, 4));
        assert_eq!(v[1].2, Ok(None));
        assert_eq!(v[2].2.as_ref().unwrap().unwrap().len, 8);
        assert_eq!(v[3].2, Err(LineError::BadDword("0x0000000g".into())));
    }

    /// `hex8` against digit-by-digit reading through the table: every byte value in every
    /// position (the other seven valid), and a sweep of valid words.
    #[test]
    fn hex8_matches_table() {
        let reference = |d: &[u8; 8]| {
            d.iter().try_fold(0u32, |v, &c| {
                let x = HEX_VALUE[usize::from(c)];
                (x != NOT_HEX).then_some(v << 4 | u32::from(x))
            })
        };
        let base = *b"09afAF3c";
        for pos in 0..8 {
            for b in 0..=255u8 {
                let mut d = base;
                d[pos] = b;
                assert_eq!(hex8(&d), reference(&d), "{d:?}");
            }
        }
        let mut x = 0x0123_4567u32;
        for _ in 0..10_000 {
            x = x.wrapping_mul(0x9e37_79b9).wrapping_add(0x7f4a_7c15);
            let lower: [u8; 8] = format!("{x:08x}").into_bytes().try_into().unwrap();
            let upper: [u8; 8] = format!("{x:08X}").into_bytes().try_into().unwrap();
            assert_eq!(hex8(&lower), Some(x));
            assert_eq!(hex8(&upper), Some(x));
        }
    }

    #[test]
    fn line_offsets() {
        let v: Vec<_> = lines(b"ab\n\ncd").collect();
        assert_eq!(v, vec![(0, &b"ab"[..]), (3, &b""[..]), (4, &b"cd"[..])]);
    }
}
