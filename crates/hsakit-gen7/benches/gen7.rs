//! Criterion benches of the disassembler's hot path: decoding one native instruction, printing
//! it, and both, over a fixed mix of generated instructions (every opcode and form), and
//! reading an igt dword-list line.
#![allow(missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hsakit_gen7::arbitrary::{Rng, instruction};
use std::hint::black_box;

fn mix() -> Vec<[u8; 16]> {
    let mut r = Rng::new(0x9e7);
    let mut v = Vec::with_capacity(1024);
    while v.len() < 1024 {
        if let Ok(b) = hsakit_gen7::encode(&instruction(&mut r)) {
            v.push(b);
        }
    }
    v
}

fn benches(c: &mut Criterion) {
    let words = mix();
    let insts: Vec<_> = words
        .iter()
        .filter_map(|b| hsakit_gen7::decode(b).ok())
        .collect();
    let mut g = c.benchmark_group("gen7");
    g.throughput(Throughput::Elements(words.len() as u64));
    g.bench_function("decode", |b| {
        b.iter(|| {
            for w in &words {
                let _ = black_box(hsakit_gen7::decode(black_box(w)));
            }
        })
    });
    let mut out = Vec::with_capacity(words.len() * 128);
    g.bench_function("print", |b| {
        b.iter(|| {
            out.clear();
            for (i, _, c) in &insts {
                hsakit_gen7::print::print_instruction(&mut out, black_box(i), *c);
                out.push(b'\n');
            }
            black_box(out.len())
        })
    });
    g.bench_function("decode+print", |b| {
        b.iter(|| {
            out.clear();
            for w in &words {
                if let Ok((i, _, c)) = hsakit_gen7::decode(black_box(w)) {
                    hsakit_gen7::print::print_instruction(&mut out, &i, c);
                    out.push(b'\n');
                }
            }
            black_box(out.len())
        })
    });
    let lines: Vec<String> = words
        .iter()
        .map(|b| {
            let d: Vec<String> = b
                .chunks(4)
                .map(|c| format!("0x{:08x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect();
            format!("{{ {} }},", d.join(", "))
        })
        .collect();
    g.bench_function("read dword line", |b| {
        b.iter(|| {
            for l in &lines {
                let _ = black_box(hsakit_gen7::input::parse_dword_line(black_box(
                    l.as_bytes(),
                )));
            }
        })
    });
    g.finish();
}

criterion_group!(gen7, benches);
criterion_main!(gen7);
