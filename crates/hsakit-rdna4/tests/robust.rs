//! Arbitrary bytes never panic the decoder, printer, encoder or assembler (the fuzz target
//! `rdna4_decode` does the same at scale).

use hsakit_rdna4::{Wave, assemble_inst, decode, encode::encode, print};

#[test]
fn random_words_decode_print_encode_reassemble() {
    let mut s: u64 = 0x0123_4567_89AB_CDEF;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let mut decoded = 0;
    for i in 0..60_000u32 {
        let mut bytes = Vec::with_capacity(16);
        // Bias the first dword towards every ENCODING prefix.
        let top = (i % 64) << 26;
        let w0 = (next() as u32 & 0x03FF_FFFF) | top;
        bytes.extend_from_slice(&w0.to_le_bytes());
        for _ in 0..(next() % 4) {
            bytes.extend_from_slice(&(next() as u32).to_le_bytes());
        }
        for wave in [Wave::W32, Wave::W64] {
            if let Ok((inst, len)) = decode(&bytes, wave) {
                assert!(len <= bytes.len());
                decoded += 1;
                let text = print(&inst);
                let mut again = Vec::new();
                let _ = encode(&inst, &mut again);
                let _ = assemble_inst(&text, wave);
            }
        }
    }
    assert!(decoded > 10_000, "only {decoded} words decoded");
}
