//! Diagnostics for every hsakit text front end (HSAIL, RDNA4 assembly, Gen7 assembly, launch
//! specs).
//!
//! A front end reads a [`SourceFile`], reports problems as [`Diagnostic`]s whose labels point at
//! byte [`Span`]s of that file, and the caller renders them with one of two renderers:
//!
//! * [`render_rustc`]: the rustc style (`error[HSAIL0042]: message`, ` --> file:line:col`, the
//!   source line with carets, secondary labels, `= note:` lines). Colour is chosen by the caller
//!   (the CLI enables it when standard error is a terminal).
//! * [`render_hsailasm`]: the five-line form libHSAIL's `HSAILasm` prints for a rejected module
//!   (`> line`, `> caret`, `input(L,C): message`), so the HSAIL negative corpus can be compared
//!   byte for byte.
//!
//! Positions are byte based: lines are 1-based, columns are 1-based byte columns where a tab
//! counts as one column, as libHSAIL counts them. Sources are kept as bytes because real inputs
//! are not always valid UTF-8 (the HSAIL negative corpus has Windows-1252 comments).

#![forbid(unsafe_code)]

mod render;
mod source;

pub use render::{RenderOptions, render_hsailasm, render_rustc};
pub use source::{LineCol, SourceFile, Span};

use std::fmt;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// A note that stands on its own (rare; most notes are attached to an error).
    Note,
    /// Accepted, but probably not what was meant.
    Warning,
    /// The input is rejected.
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// A message attached to a span of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Where in the source.
    pub span: Span,
    /// What to say there; may be empty (carets only).
    pub message: String,
    /// The primary label is the position a diagnostic is reported at; there is at most one.
    pub primary: bool,
}

/// One problem found in a source file.
///
/// `code` is stable across releases (tests and users match on it); `message` is free text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// A stable identifier such as `HSAIL0101` or `RDNA4-E0003`; may be empty.
    pub code: String,
    /// The headline.
    pub message: String,
    /// Source labels; the primary one (if any) gives the reported position.
    pub labels: Vec<Label>,
    /// `= note:` lines printed after the source excerpt.
    pub notes: Vec<String>,
    /// `= help:` lines printed after the notes.
    pub help: Vec<String>,
}

impl Diagnostic {
    /// A new error with the given stable code and headline and no labels yet.
    pub fn error(code: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, message)
    }

    /// A new warning.
    pub fn warning(code: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, message)
    }

    /// A new diagnostic of any severity.
    pub fn new(severity: Severity, code: impl Into<String>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code: code.into(),
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            help: Vec::new(),
        }
    }

    /// Adds the primary label (replacing an earlier primary label, which becomes secondary).
    pub fn with_primary(mut self, span: Span, message: impl Into<String>) -> Self {
        for l in &mut self.labels {
            l.primary = false;
        }
        self.labels.push(Label {
            span,
            message: message.into(),
            primary: true,
        });
        self
    }

    /// Adds a secondary label.
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
            primary: false,
        });
        self
    }

    /// Adds a `= note:` line.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Adds a `= help:` line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help.push(help.into());
        self
    }

    /// The primary label, or else the first label.
    pub fn primary_label(&self) -> Option<&Label> {
        self.labels
            .iter()
            .find(|l| l.primary)
            .or_else(|| self.labels.first())
    }

    /// The span the diagnostic is reported at (see [`Diagnostic::primary_label`]).
    pub fn primary_span(&self) -> Option<Span> {
        self.primary_label().map(|l| l.span)
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    /// A one-line form without source context: `error[CODE]: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.code.is_empty() {
            write!(f, "{}: {}", self.severity, self.message)
        } else {
            write!(f, "{}[{}]: {}", self.severity, self.code, self.message)
        }
    }
}

impl std::error::Error for Diagnostic {}

/// Counts errors in a batch of diagnostics.
pub fn error_count(diags: &[Diagnostic]) -> usize {
    diags.iter().filter(|d| d.is_error()).count()
}
