//! Validator.
