//! Hostile ELF: the code-object reader returns a value or an error with a byte offset.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hsakit_codeobj::read(data);
});
