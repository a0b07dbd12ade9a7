//! HSAIL text → model → BRIG must reject bad input with diagnostics, never panic or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let src = hsakit_diag::SourceFile::new("fuzz.hsail", data);
    if let Err(diags) = hsakit_hsail::assemble(&src) {
        assert!(!diags.is_empty(), "rejected without a diagnostic");
        for d in &diags {
            let _ = hsakit_diag::render_hsailasm(d, &src);
        }
    }
});
