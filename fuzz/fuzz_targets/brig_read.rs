//! Hostile BRIG: the reader checks structure before anything else, and neither the printer
//! nor the static rules (of `hsail validate` on a model, and of `hsail disasm` on the bytes in
//! place) ever panic on a module that passed it.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hsakit_hsail::disassemble(data);
    // `hsail validate` of a BRIG file: the structure check, then the static rules on
    // whatever module passed it.
    if let Ok(m) = hsakit_hsail::brig::read(data) {
        let _ = hsakit_hsail::valid::validate(&m, &hsakit_diag::SourceFile::new("fuzz.brig", ""));
    }
    // `hsail disasm`: the rules on a module over the bytes themselves (its two parts one
    // after the other: `validate_view` is `validate_view_during` without the thread).
    let bytes = std::sync::Arc::new(hsakit_mem::FileBytes::Plain(data.to_vec()));
    if let Ok(v) = hsakit_hsail::disassembly_view(&bytes) {
        let _ = hsakit_hsail::validate_view(&v, bytes.clone());
    }
});
