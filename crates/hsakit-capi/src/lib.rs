//! The C ABI of the hsakit runtime, built as `libhsa-runtime64.so.1`, for programs written
//! against the standard `hsa.h` and `hsa_ext_finalize.h`.
//!
//! Planned (issue 5): every core API entry point and the finalizer extension, with panics caught
//! at the boundary and one file mapping runtime errors to `hsa_status_t`. This is the only crate
//! that exports `extern "C"` functions.
//!
//! This crate is a documented skeleton until that issue lands.
