//! Any byte string decodes to an instruction or a typed error, in both wave sizes; what decodes
//! prints and re-encodes without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for wave in [hsakit_rdna4::Wave::W32, hsakit_rdna4::Wave::W64] {
        let mut at = 0;
        while at < data.len() {
            match hsakit_rdna4::decode(&data[at..], wave) {
                Ok((inst, len)) => {
                    assert!(len > 0 && at + len <= data.len());
                    let _ = hsakit_rdna4::print(&inst);
                    at += len;
                }
                Err(_) => at += 4,
            }
        }
    }
});
