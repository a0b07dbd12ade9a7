//! Errors of the binary reader and the writer: every one carries the byte offset it is about.

use hsakit_diag::Diagnostic;

/// A code object was rejected (reader) or could not be produced (writer).
///
/// `offset` is the byte offset in the input file the problem is about (for the writer, the
/// offset in the output being laid out, or 0 when the problem is about the input model).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("at byte offset {offset:#x}: {kind}")]
pub struct Error {
    /// Byte offset in the file.
    pub offset: u64,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// The classes of [`Error`], each with a stable code (see [`Error::code`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    /// The file ends before a structure it must contain.
    #[error("{what} needs {need} bytes but only {have} remain")]
    Truncated {
        /// The structure being read.
        what: &'static str,
        /// Bytes it needs.
        need: u64,
        /// Bytes left in the file from its offset.
        have: u64,
    },
    /// A field holds a value the format does not allow here.
    #[error("{what}: expected {expected}, found {found}")]
    BadValue {
        /// The field.
        what: &'static str,
        /// What was expected.
        expected: String,
        /// What the file holds.
        found: String,
    },
    /// A structural inconsistency (an index or range that points nowhere, overlapping tables…).
    #[error("{0}")]
    Malformed(String),
    /// A metadata note whose MessagePack or YAML does not decode, or lacks a required key.
    #[error("metadata: {0}")]
    Metadata(String),
    /// The writer was given an input it cannot lay out.
    #[error("writer: {0}")]
    Writer(String),
}

impl Error {
    /// A new error at `offset`.
    pub fn new(offset: u64, kind: ErrorKind) -> Self {
        Error { offset, kind }
    }

    /// The file is too short for `what` at `offset`.
    pub fn truncated(offset: u64, what: &'static str, need: u64, file_len: u64) -> Self {
        Error::new(
            offset,
            ErrorKind::Truncated {
                what,
                need,
                have: file_len.saturating_sub(offset),
            },
        )
    }

    /// `what` at `offset` holds `found` where `expected` was required.
    pub fn bad(
        offset: u64,
        what: &'static str,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> Self {
        Error::new(
            offset,
            ErrorKind::BadValue {
                what,
                expected: expected.into(),
                found: found.into(),
            },
        )
    }

    /// A structural problem at `offset`.
    pub fn malformed(offset: u64, msg: impl Into<String>) -> Self {
        Error::new(offset, ErrorKind::Malformed(msg.into()))
    }

    /// A metadata problem at `offset` (the note's descriptor).
    pub fn metadata(offset: u64, msg: impl Into<String>) -> Self {
        Error::new(offset, ErrorKind::Metadata(msg.into()))
    }

    /// A writer problem.
    pub fn writer(msg: impl Into<String>) -> Self {
        Error::new(0, ErrorKind::Writer(msg.into()))
    }

    /// The stable diagnostic code of this error's class.
    pub fn code(&self) -> &'static str {
        match self.kind {
            ErrorKind::Truncated { .. } => "CODEOBJ-E0001",
            ErrorKind::BadValue { .. } => "CODEOBJ-E0002",
            ErrorKind::Malformed(_) => "CODEOBJ-E0003",
            ErrorKind::Metadata(_) => "CODEOBJ-E0004",
            ErrorKind::Writer(_) => "CODEOBJ-E0005",
        }
    }

    /// This error as a diagnostic about the binary file `file_name` (no source excerpt: the
    /// position is the byte offset, named in the message).
    pub fn to_diagnostic(&self, file_name: &str) -> Diagnostic {
        Diagnostic::error(
            self.code(),
            format!(
                "{file_name}: at byte offset {:#x}: {}",
                self.offset, self.kind
            ),
        )
    }
}

/// Result alias of this crate.
pub type Result<T> = std::result::Result<T, Error>;
