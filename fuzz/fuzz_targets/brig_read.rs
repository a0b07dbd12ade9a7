//! Hostile BRIG: the reader checks structure before anything else, and neither the printer
//! nor the static rules of `hsail validate` ever panic on a module that passed it.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = hsakit_hsail::disassemble(data);
    // `hsail validate` of a BRIG file: the structure check, then the static rules on
    // whatever module passed it.
    if let Ok(m) = hsakit_hsail::brig::read(data) {
        let _ = hsakit_hsail::valid::validate(&m, &hsakit_diag::SourceFile::new("fuzz.brig", ""));
    }
});
