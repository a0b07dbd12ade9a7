//! Rough phase timings of decode and print over a dword-list file (development aid).
fn main() {
    let path = std::env::args().nth(1).unwrap_or_default();
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let t0 = std::time::Instant::now();
    let mut words = Vec::new();
    for line in text.lines() {
        let Some(body) = line.split('{').nth(1).and_then(|b| b.split('}').next()) else {
            continue;
        };
        let mut bytes = Vec::with_capacity(16);
        for d in body.split(',').map(str::trim).filter(|d| !d.is_empty()) {
            let v = u32::from_str_radix(d.trim_start_matches("0x"), 16).unwrap_or(0);
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        words.push(bytes);
    }
    let t1 = std::time::Instant::now();
    let insts: Vec<_> = words
        .iter()
        .filter_map(|b| hsakit_gen7::decode(b).ok())
        .collect();
    let t2 = std::time::Instant::now();
    let mut n = 0;
    for (i, _, c) in &insts {
        n += hsakit_gen7::print::format_instruction(i, *c).len();
    }
    let t3 = std::time::Instant::now();
    let src = std::fs::read("/tmp/b_mesa.asm").unwrap_or_default();
    let t4 = std::time::Instant::now();
    let r = hsakit_gen7::asm::assemble(&src, Default::default());
    let t5 = std::time::Instant::now();
    println!(
        "parse {:?} decode {:?} print {:?} ({n}) asm {:?} ({})",
        t1 - t0,
        t2 - t1,
        t3 - t2,
        t5 - t4,
        r.insts.len()
    );
}
