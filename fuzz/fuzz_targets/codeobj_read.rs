//! Hostile ELF: the code-object reader returns a value or an error with a byte offset, and the
//! loader view of what it accepts (kernel code bytes, kernel info) must not panic either. The
//! dump (`hsakit objdump`) of accepted inputs is fuzzed by `codeobj_dump`.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(co) = hsakit_codeobj::read(data) {
        for k in &co.kernels {
            let _ = co.kernel_code(k);
            let _ = co.kernel_info(&k.name);
        }
    }
});
