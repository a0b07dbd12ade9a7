//! Nanoseconds per instruction of decoding and printing the native instructions of a
//! dword-list file into a listing, best of many rounds (development aid for `gen7 disasm`):
//! `gen7_disprof DWORDS.txt [ROUNDS]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read(args.get(1).map_or("", String::as_str)).unwrap_or_default();
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(30);
    let words: Vec<u128> = hsakit_gen7::input::dword_lines(&text)
        .filter_map(|(_, _, p)| p.ok().flatten())
        .filter(|b| b.len == 16 && b.bytes[3] & 0x20 == 0)
        .map(|b| u128::from_le_bytes(b.bytes))
        .collect();
    let mut out = hsakit_gen7::print::Listing::new();
    // The instruction moved out of the decoder's result, then printed.
    let mut moved = f64::MAX;
    for _ in 0..rounds {
        out.clear();
        let t = std::time::Instant::now();
        for &w in &words {
            if let Ok(i) = hsakit_gen7::native::decode_native(w, 0) {
                out.push_instruction(&i, false);
            }
        }
        moved = moved.min(t.elapsed().as_nanos() as f64 / words.len().max(1) as f64);
    }
    let mut best = f64::MAX;
    for _ in 0..rounds {
        out.clear();
        let t = std::time::Instant::now();
        for &w in &words {
            let _ = out.push_native(w, 0);
        }
        best = best.min(t.elapsed().as_nanos() as f64 / words.len().max(1) as f64);
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(out.as_bytes(), &mut h);
    println!(
        "{} native insts, {} bytes (hash {:016x}): decode+print best {best:.1} ns/inst (moved out of the result: {moved:.1})",
        words.len(),
        out.len(),
        std::hash::Hasher::finish(&h)
    );
}
