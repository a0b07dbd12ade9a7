//! Rough phase timings of reading, decoding and printing a dword-list file, and of assembling a
//! source file (development aid; the numbers that count come from `cargo xtask bench gen7` and
//! the criterion bench): `gen7_prof DWORDS.txt [SOURCE.asm]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read(args.get(1).map_or("", String::as_str)).unwrap_or_default();
    let t0 = std::time::Instant::now();
    let words: Vec<_> = hsakit_gen7::input::lines(&text)
        .filter_map(|(_, l)| hsakit_gen7::input::parse_dword_line(l).ok().flatten())
        .collect();
    let t1 = std::time::Instant::now();
    let insts: Vec<_> = words
        .iter()
        .filter_map(|b| hsakit_gen7::decode(b.as_slice()).ok())
        .collect();
    let t2 = std::time::Instant::now();
    let mut out = Vec::with_capacity(insts.len() * 100);
    for (i, _, c) in &insts {
        hsakit_gen7::print::print_instruction(&mut out, i, *c);
        out.push(b'\n');
    }
    let t3 = std::time::Instant::now();
    let src = args
        .get(2)
        .and_then(|p| std::fs::read(p).ok())
        .unwrap_or_default();
    let t4 = std::time::Instant::now();
    let r = hsakit_gen7::asm::assemble(&src, Default::default());
    let t5 = std::time::Instant::now();
    let per = |d: std::time::Duration| d.as_nanos() as f64 / insts.len().max(1) as f64;
    println!(
        "{} insts: parse {:.0} ns/inst, decode {:.0} ns/inst, print {:.0} ns/inst ({} bytes); asm {:?} ({} insts)",
        insts.len(),
        per(t1 - t0),
        per(t2 - t1),
        per(t3 - t2),
        out.len(),
        t5 - t4,
        r.insts.len()
    );
}
