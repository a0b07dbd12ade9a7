//! Criterion benchmarks of the hot paths: add, mul, fma and cvt over a fixed operand set, soft path
//! (flags tracked) against the host fast path (`want_flags = false`) and plain host arithmetic.

use criterion::{Criterion, criterion_group, criterion_main};
use hsakit_softfp::{F16, F32, F64, FpCtx, IntRounding, IntType, Round};
use std::hint::black_box;

/// Deterministic operands: normal values of mixed magnitude and sign (xorshift).
fn operands32(n: usize) -> Vec<u32> {
    let mut s = 0x2545_f491_4f6c_dd1du64;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let e = 100 + (s >> 40) as u32 % 50;
            ((s as u32) & 0x8000_0000) | (e << 23) | ((s >> 8) as u32 & 0x7f_ffff)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let a = operands32(1024);
    let b: Vec<u32> = a.iter().rev().copied().collect();
    let a64: Vec<u64> = a
        .iter()
        .map(|&x| f64::from(f32::from_bits(x)).to_bits())
        .collect();
    let b64: Vec<u64> = b
        .iter()
        .map(|&x| f64::from(f32::from_bits(x)).to_bits())
        .collect();
    let a16: Vec<u16> = a
        .iter()
        .map(|&x| FpCtx::ieee().convert::<F32, F16>(x))
        .collect();
    let b16: Vec<u16> = b
        .iter()
        .map(|&x| FpCtx::ieee().convert::<F32, F16>(x))
        .collect();
    let soft = FpCtx::ieee();
    let fast = FpCtx {
        want_flags: false,
        ..FpCtx::ieee()
    };
    let rtz = FpCtx::ieee().with_round(Round::Zero);

    let mut g = c.benchmark_group("softfp-1024");
    g.bench_function("host f32 add", |bn| {
        bn.iter(|| {
            a.iter()
                .zip(&b)
                .map(|(&x, &y)| (f32::from_bits(x) + f32::from_bits(y)).to_bits())
                .fold(0, |s, r| s ^ r)
        })
    });
    for (name, ctx) in [("soft", soft), ("fast", fast), ("rtz", rtz)] {
        g.bench_function(format!("{name} f32 add"), |bn| {
            bn.iter(|| {
                let mut c = black_box(ctx);
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| c.add::<F32>(x, y))
                    .fold(0, |s, r| s ^ r)
            })
        });
        g.bench_function(format!("{name} f32 mul"), |bn| {
            bn.iter(|| {
                let mut c = black_box(ctx);
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| c.mul::<F32>(x, y))
                    .fold(0, |s, r| s ^ r)
            })
        });
        g.bench_function(format!("{name} f32 fma"), |bn| {
            bn.iter(|| {
                let mut c = black_box(ctx);
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| c.fma::<F32>(x, y, x))
                    .fold(0, |s, r| s ^ r)
            })
        });
        g.bench_function(format!("{name} f64 add"), |bn| {
            bn.iter(|| {
                let mut c = black_box(ctx);
                a64.iter()
                    .zip(&b64)
                    .map(|(&x, &y)| c.add::<F64>(x, y))
                    .fold(0, |s, r| s ^ r)
            })
        });
        g.bench_function(format!("{name} f64 fma"), |bn| {
            bn.iter(|| {
                let mut c = black_box(ctx);
                a64.iter()
                    .zip(&b64)
                    .map(|(&x, &y)| c.fma::<F64>(x, y, x))
                    .fold(0, |s, r| s ^ r)
            })
        });
    }
    g.bench_function("soft f16 add", |bn| {
        bn.iter(|| {
            let mut c = black_box(soft);
            a16.iter()
                .zip(&b16)
                .map(|(&x, &y)| c.add::<F16>(x, y))
                .fold(0, |s, r| s ^ r)
        })
    });
    g.bench_function("cvt f32->f16", |bn| {
        bn.iter(|| {
            let mut c = black_box(soft);
            a.iter()
                .map(|&x| c.convert::<F32, F16>(x))
                .fold(0, |s, r| s ^ r)
        })
    });
    g.bench_function("cvt f32->s32 zeroi_sat", |bn| {
        bn.iter(|| {
            let mut c = black_box(soft);
            let r = IntRounding::ZEROI.sat();
            a.iter()
                .map(|&x| c.to_int::<F32>(x, IntType::S32, r))
                .fold(0, |s, r| s ^ r)
        })
    });
    g.bench_function("cvt s64->f32", |bn| {
        bn.iter(|| {
            let mut c = black_box(soft);
            a64.iter()
                .map(|&x| c.from_i64::<F32>(x as i64))
                .fold(0, |s, r| s ^ r)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
