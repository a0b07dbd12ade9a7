//! Source files and byte spans.

use std::fmt;
use std::sync::{Arc, OnceLock};

/// A half-open byte range `[start, end)` in one [`SourceFile`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte; equal to `start` for an empty span (a point).
    pub end: u32,
}

impl Span {
    /// The range `[start, end)`; the bounds are swapped when given in the wrong order.
    pub fn new(start: usize, end: usize) -> Self {
        let (s, e) = if start <= end {
            (start, end)
        } else {
            (end, start)
        };
        Span {
            start: saturate(s),
            end: saturate(e),
        }
    }

    /// An empty span at `pos`.
    pub fn point(pos: usize) -> Self {
        Span::new(pos, pos)
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// Length in bytes.
    pub fn len(self) -> usize {
        (self.end - self.start) as usize
    }

    /// True for a point.
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// As a `Range<usize>`.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

fn saturate(v: usize) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// A 1-based line and 1-based byte column (a tab is one column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LineCol {
    /// Line, from 1.
    pub line: u32,
    /// Byte column, from 1.
    pub col: u32,
}

/// A named source text, kept as bytes, with its line index.
///
/// Cloning is cheap (the text is shared). The text is taken over without a copy, and the line
/// index is built on first use (only rendering a diagnostic needs it), so a file that is
/// accepted costs its bytes and nothing more.
#[derive(Clone, Debug)]
pub struct SourceFile {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    name: String,
    text: Text,
    /// Byte offset at which each line starts; `line_starts[0] == 0`.
    line_starts: OnceLock<Vec<u32>>,
}

/// The bytes of a [`SourceFile`]: a vector, or any other owner of bytes (e.g. a reader's
/// huge-page buffer, [`SourceFile::from_owner`]).
enum Text {
    Vec(Vec<u8>),
    Owner(Box<dyn AsRef<[u8]> + Send + Sync>),
}

impl std::ops::Deref for Text {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Text::Vec(v) => v,
            Text::Owner(o) => (**o).as_ref(),
        }
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} bytes", self.len())
    }
}

impl SourceFile {
    /// A source file from its display name (a path, or `<stdin>`) and contents (a `Vec<u8>`
    /// or `String` is taken over without copying).
    pub fn new(name: impl Into<String>, text: impl Into<Vec<u8>>) -> Self {
        Self::with_text(name.into(), Text::Vec(text.into()))
    }

    /// A source file whose bytes stay in `owner` (taken over, not copied).
    pub fn from_owner(
        name: impl Into<String>,
        owner: impl AsRef<[u8]> + Send + Sync + 'static,
    ) -> Self {
        Self::with_text(name.into(), Text::Owner(Box::new(owner)))
    }

    fn with_text(name: String, text: Text) -> Self {
        SourceFile {
            inner: Arc::new(Inner {
                name,
                text,
                line_starts: OnceLock::new(),
            }),
        }
    }

    fn line_starts(&self) -> &[u32] {
        self.inner.line_starts.get_or_init(|| {
            let text = &self.inner.text;
            let mut starts = vec![0u32];
            starts.extend(
                text.iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == b'\n')
                    .map(|(i, _)| saturate(i + 1)),
            );
            starts
        })
    }

    /// The display name.
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The whole text as bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.inner.text
    }

    /// The number of lines (a final line without newline counts; an empty file has one line).
    pub fn line_count(&self) -> usize {
        self.line_starts().len()
    }

    /// Position of a byte offset (clamped to the end of the file).
    pub fn line_col(&self, offset: u32) -> LineCol {
        let offset = offset.min(saturate(self.inner.text.len()));
        let idx = match self.line_starts().binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        LineCol {
            line: saturate(idx + 1),
            col: offset - self.line_starts()[idx] + 1,
        }
    }

    /// The byte offset of a 1-based line and column (clamped into the file).
    pub fn offset_of(&self, pos: LineCol) -> u32 {
        let idx = (pos.line.max(1) as usize - 1).min(self.line_starts().len() - 1);
        let start = self.line_starts()[idx];
        let line_len = self.line_bytes(idx + 1).len() as u32;
        start + (pos.col.max(1) - 1).min(line_len)
    }

    /// The byte range of 1-based line `line`, without its line terminator (`\n` or `\r\n`).
    pub fn line_range(&self, line: usize) -> std::ops::Range<usize> {
        let idx = line.clamp(1, self.line_starts().len()) - 1;
        let start = self.line_starts()[idx] as usize;
        let mut end = self
            .line_starts()
            .get(idx + 1)
            .map_or(self.inner.text.len(), |&n| n as usize - 1);
        if end > start && self.inner.text[end - 1] == b'\r' {
            end -= 1;
        }
        start..end
    }

    /// The bytes of 1-based line `line`, without its terminator.
    pub fn line_bytes(&self, line: usize) -> &[u8] {
        &self.inner.text[self.line_range(line)]
    }

    /// The bytes a span covers (clamped to the file).
    pub fn slice(&self, span: Span) -> &[u8] {
        let len = self.inner.text.len();
        let s = (span.start as usize).min(len);
        let e = (span.end as usize).clamp(s, len);
        &self.inner.text[s..e]
    }
}

/// Text for display with byte offsets preserved: every byte of an invalid UTF-8 sequence
/// becomes `?`, so spans computed on the bytes still index the returned string.
pub(crate) fn display_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('?');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_bytes_and_tabs_as_one() {
        let f = SourceFile::new("t", "ab\n\tcd\r\nxyz");
        assert_eq!(f.line_col(0), LineCol { line: 1, col: 1 });
        assert_eq!(f.line_col(2), LineCol { line: 1, col: 3 });
        assert_eq!(f.line_col(3), LineCol { line: 2, col: 1 });
        assert_eq!(f.line_col(5), LineCol { line: 2, col: 3 });
        assert_eq!(f.line_col(8), LineCol { line: 3, col: 1 });
        assert_eq!(f.line_col(100), LineCol { line: 3, col: 4 });
        assert_eq!(f.line_bytes(2), b"\tcd");
        assert_eq!(f.line_count(), 3);
        assert_eq!(f.offset_of(LineCol { line: 2, col: 3 }), 5);
    }

    #[test]
    fn invalid_utf8_keeps_offsets() {
        let s = display_text(b"a\x91b\xe2\x80");
        assert_eq!(s, "a?b??");
    }

    #[test]
    fn span_ops() {
        let a = Span::new(5, 2);
        assert_eq!((a.start, a.end), (2, 5));
        assert_eq!(a.to(Span::point(9)), Span::new(2, 9));
        assert_eq!(a.len(), 3);
        assert!(Span::point(4).is_empty());
    }
}
