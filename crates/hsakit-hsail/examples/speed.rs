//! `speed asm IN OUT` / `speed disasm IN OUT`: the CLI's assemble and disassemble paths, for
//! profiling; `speed check IN N`: the median of N runs of the static rules on the writing
//! path's module of IN, on one thread (a development aid).
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let (mode, input, output) = (&a[1], &a[2], &a[3]);
    let bytes = std::fs::read(input).expect("read");
    if mode == "check" {
        let src = hsakit_diag::SourceFile::new(input.clone(), bytes);
        let m = hsakit_hsail::parse_for_writing(&src).expect("parse");
        let mut times: Vec<_> = (0..output.parse::<usize>().expect("a count"))
            .map(|_| {
                let t = std::time::Instant::now();
                assert!(hsakit_hsail::valid::validate(&m, &src).is_empty());
                t.elapsed()
            })
            .collect();
        times.sort();
        println!("check: median {:?}", times[times.len() / 2]);
        return;
    }
    let mut out = std::fs::File::create(output).expect("create");
    if mode == "asm" {
        let src = hsakit_diag::SourceFile::new(input.clone(), bytes);
        let m = hsakit_hsail::parse_for_writing(&src).expect("parse");
        drop(src);
        hsakit_hsail::brig::write_to(&m, &mut out).expect("write");
    } else {
        let m = hsakit_hsail::brig::read_owned(bytes).expect("read");
        hsakit_hsail::text::printer::print_to(&m, &mut out).expect("write");
    }
}
