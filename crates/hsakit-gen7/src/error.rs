//! Error types.

use thiserror::Error;

/// Why bytes could not be decoded. "Invalid" (the encoding is reserved or malformed) is kept
/// apart from "not implemented" (a defined encoding this version does not handle).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DecodeError {
    /// Fewer bytes than the instruction needs.
    #[error("byte {offset}: truncated instruction: {needed} bytes needed, {available} available")]
    Truncated {
        /// Byte offset of the instruction.
        offset: usize,
        /// Bytes the instruction needs (8 compact, 16 native).
        needed: usize,
        /// Bytes left.
        available: usize,
    },
    /// A reserved or malformed encoding.
    #[error("byte {offset}: invalid instruction: {reason}")]
    Invalid {
        /// Byte offset of the instruction.
        offset: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// A defined encoding this version does not handle.
    #[error("byte {offset}: not implemented: {what}")]
    NotImplemented {
        /// Byte offset of the instruction.
        offset: usize,
        /// What is missing.
        what: &'static str,
    },
}

impl DecodeError {
    /// The byte offset the error refers to.
    pub fn offset(&self) -> usize {
        match self {
            DecodeError::Truncated { offset, .. }
            | DecodeError::Invalid { offset, .. }
            | DecodeError::NotImplemented { offset, .. } => *offset,
        }
    }

    /// True for "not implemented" (as opposed to an invalid encoding).
    pub fn is_not_implemented(&self) -> bool {
        matches!(self, DecodeError::NotImplemented { .. })
    }
}

/// Why an instruction could not be encoded: a field value does not fit its encoding.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EncodeError {
    /// The named field is out of range or inconsistent with the form.
    #[error("cannot encode the {0}")]
    Field(&'static str),
}
