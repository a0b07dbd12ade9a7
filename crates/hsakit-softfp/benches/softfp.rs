//! Criterion benchmarks for the hot paths (placeholder until filled in below).

fn main() {}
