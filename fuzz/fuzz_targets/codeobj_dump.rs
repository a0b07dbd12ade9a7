//! Hostile ELF through everything `hsakit objdump` prints: headers, notes, metadata, kernel
//! descriptors and the RDNA4 disassembly of each kernel.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = hsakit_codeobj::read(data) {
        let _ = hsakit_codeobj::dump::render(&co, "fuzz", Default::default());
    }
});
