//! Any byte string decodes (native or compacted) to an instruction or a typed error; the
//! disassembler never panics.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut at = 0;
    while at < data.len() {
        match hsakit_gen7::decode_at(data, at) {
            Ok((_, len, _)) => {
                assert!(len > 0);
                at += len;
            }
            Err(_) => at += 8,
        }
    }
    let _ = hsakit_gen7::disassemble(data);
});
