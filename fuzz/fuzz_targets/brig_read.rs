//! Hostile BRIG: the reader checks structure before anything else and the printer never panics.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hsakit_hsail::disassemble(data);
});
