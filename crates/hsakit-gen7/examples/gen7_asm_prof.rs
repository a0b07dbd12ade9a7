//! Assembler timing without process start-up or I/O (development aid): the source is cut into
//! 256 KiB pieces like the CLI cuts it, and every piece is assembled `RUNS` times over;
//! prints the fastest and the median run. `gen7_asm_prof SOURCE.asm [RUNS]`.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut src = std::fs::read(args.get(1).map_or("", String::as_str)).unwrap_or_default();
    let runs: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(20);
    let mut in_block = false;
    hsakit_gen7::asm::blank_comments_from(&mut src, 0, &mut in_block);
    let mut pieces = Vec::new();
    let mut at = 0;
    while at < src.len() {
        let end = (at + (1 << 18)).min(src.len());
        let cut = if end == src.len() {
            end
        } else {
            hsakit_gen7::asm::piece_cut(&src[at..end]).map_or(end, |c| at + c)
        };
        pieces.push((at, cut));
        at = cut;
    }
    let mut times = Vec::new();
    let mut n = 0;
    for _ in 0..runs {
        let t = std::time::Instant::now();
        n = 0;
        for &(s, e) in &pieces {
            let p = hsakit_gen7::asm::assemble_piece(&src[s..e], s, Default::default());
            n += p.code.len();
        }
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "{n} instructions in {} pieces: min {:.2} ms, median {:.2} ms",
        pieces.len(),
        times[0].as_secs_f64() * 1e3,
        times[times.len() / 2].as_secs_f64() * 1e3
    );
}
