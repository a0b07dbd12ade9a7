//! Criterion benchmarks: operations per second of every softfp operation, over 1024 fixed
//! operands per iteration (criterion prints the rate as `thrpt: … Melem/s`, one element = one
//! operation). Three environments per arithmetic operation: `soft` (flags tracked, the pure soft
//! path), `fast` (`want_flags = false`: the proven host path for round-to-nearest-even binary32/64)
//! and `rtz` (a directed mode, always soft); `host` rows give plain host arithmetic for scale.
//!
//! Run: `CARGO_TARGET_DIR=… cargo bench -p hsakit-softfp --bench softfp`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hsakit_softfp::{
    CmpOp, Cvt, CvtRound, CvtType, F16, F32, F64, FpCtx, IntRounding, IntType, MinMaxKind, Round,
};
use std::hint::black_box;

const N: usize = 1024;

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

/// One benchmark: `f` maps an operand pair to a result; results are folded so nothing is dead.
fn run<T: Copy, R: Into<u64>>(
    g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    ctx: FpCtx,
    a: &[T],
    b: &[T],
    f: impl Fn(&mut FpCtx, T, T) -> R,
) {
    g.bench_function(name, |bn| {
        bn.iter(|| {
            let mut c = black_box(ctx);
            a.iter()
                .zip(b)
                .map(|(&x, &y)| f(&mut c, x, y).into())
                .fold(0u64, |s, r| s ^ r)
        })
    });
}

fn bench(c: &mut Criterion) {
    let a = operands32(N);
    let b: Vec<u32> = a.iter().rev().copied().collect();
    let widen = |v: &[u32]| -> Vec<u64> {
        v.iter()
            .map(|&x| f64::from(f32::from_bits(x)).to_bits())
            .collect()
    };
    let (a64, b64) = (widen(&a), widen(&b));
    let narrow = |v: &[u32]| -> Vec<u16> {
        v.iter()
            .map(|&x| FpCtx::ieee().convert::<F32, F16>(x))
            .collect()
    };
    let (a16, b16) = (narrow(&a), narrow(&b));
    let soft = FpCtx::ieee();
    let fast = FpCtx {
        want_flags: false,
        ..FpCtx::ieee()
    };
    let rtz = FpCtx::ieee().with_round(Round::Zero);

    let mut g = c.benchmark_group("softfp");
    g.throughput(Throughput::Elements(N as u64));

    run(&mut g, "host f32 add", soft, &a, &b, |_, x, y| {
        (f32::from_bits(x) + f32::from_bits(y)).to_bits()
    });
    run(&mut g, "host f32 div", soft, &a, &b, |_, x, y| {
        (f32::from_bits(x) / f32::from_bits(y)).to_bits()
    });
    run(&mut g, "host f32 fma", soft, &a, &b, |_, x, y| {
        f32::from_bits(x)
            .mul_add(f32::from_bits(y), f32::from_bits(x))
            .to_bits()
    });
    run(&mut g, "host f64 add", soft, &a64, &b64, |_, x, y| {
        (f64::from_bits(x) + f64::from_bits(y)).to_bits()
    });

    for (env, ctx) in [("soft", soft), ("fast", fast), ("rtz", rtz)] {
        run(&mut g, &format!("{env} f32 add"), ctx, &a, &b, |c, x, y| {
            c.add::<F32>(x, y)
        });
        run(&mut g, &format!("{env} f32 sub"), ctx, &a, &b, |c, x, y| {
            c.sub::<F32>(x, y)
        });
        run(&mut g, &format!("{env} f32 mul"), ctx, &a, &b, |c, x, y| {
            c.mul::<F32>(x, y)
        });
        run(&mut g, &format!("{env} f32 div"), ctx, &a, &b, |c, x, y| {
            c.div::<F32>(x, y)
        });
        run(&mut g, &format!("{env} f32 fma"), ctx, &a, &b, |c, x, y| {
            c.fma::<F32>(x, y, x)
        });
        run(
            &mut g,
            &format!("{env} f32 sqrt"),
            ctx,
            &a,
            &b,
            |c, x, _| c.sqrt::<F32>(x & 0x7fff_ffff),
        );
        run(
            &mut g,
            &format!("{env} f64 add"),
            ctx,
            &a64,
            &b64,
            |c, x, y| c.add::<F64>(x, y),
        );
        run(
            &mut g,
            &format!("{env} f64 mul"),
            ctx,
            &a64,
            &b64,
            |c, x, y| c.mul::<F64>(x, y),
        );
        run(
            &mut g,
            &format!("{env} f64 div"),
            ctx,
            &a64,
            &b64,
            |c, x, y| c.div::<F64>(x, y),
        );
        run(
            &mut g,
            &format!("{env} f64 fma"),
            ctx,
            &a64,
            &b64,
            |c, x, y| c.fma::<F64>(x, y, x),
        );
        run(
            &mut g,
            &format!("{env} f64 sqrt"),
            ctx,
            &a64,
            &b64,
            |c, x, _| c.sqrt::<F64>(x & !(1 << 63)),
        );
    }
    run(&mut g, "soft f16 add", soft, &a16, &b16, |c, x, y| {
        c.add::<F16>(x, y)
    });
    run(&mut g, "soft f16 mul", soft, &a16, &b16, |c, x, y| {
        c.mul::<F16>(x, y)
    });
    run(&mut g, "soft f16 div", soft, &a16, &b16, |c, x, y| {
        c.div::<F16>(x, y)
    });
    run(&mut g, "soft f16 fma", soft, &a16, &b16, |c, x, y| {
        c.fma::<F16>(x, y, x)
    });
    run(&mut g, "soft f32 fract", soft, &a, &b, |c, x, _| {
        c.fract::<F32>(x)
    });
    run(&mut g, "soft f32 rint", soft, &a, &b, |c, x, _| {
        c.round_to_integral::<F32>(x, Round::NearestEven)
    });
    run(&mut g, "soft f32 min", soft, &a, &b, |c, x, y| {
        c.min::<F32>(x, y, MinMaxKind::Num2008)
    });
    run(&mut g, "soft f32 max", soft, &a, &b, |c, x, y| {
        c.max::<F32>(x, y, MinMaxKind::Num2008)
    });
    run(&mut g, "soft f32 cmp lt", soft, &a, &b, |c, x, y| {
        u64::from(c.cmp::<F32>(CmpOp::Lt, x, y, false))
    });
    run(&mut g, "soft f64 cmp sgeu", soft, &a64, &b64, |c, x, y| {
        u64::from(c.cmp::<F64>(CmpOp::Geu, x, y, true))
    });
    run(&mut g, "cvt f32->f16", soft, &a, &b, |c, x, _| {
        c.convert::<F32, F16>(x)
    });
    run(&mut g, "cvt f64->f32 rtz", rtz, &a64, &b64, |c, x, _| {
        c.convert::<F64, F32>(x)
    });
    run(&mut g, "cvt f16->f64", soft, &a16, &b16, |c, x, _| {
        c.convert::<F16, F64>(x)
    });
    run(&mut g, "cvt f32->s32 zeroi_sat", soft, &a, &b, |c, x, _| {
        c.to_int::<F32>(x, IntType::S32, IntRounding::ZEROI.sat())
    });
    run(
        &mut g,
        "cvt f64->u64 sneari",
        soft,
        &a64,
        &b64,
        |c, x, _| {
            c.to_int::<F64>(
                x,
                IntType::U64,
                IntRounding::new(Round::NearestEven).signaling(),
            )
        },
    );
    run(&mut g, "cvt s64->f32", soft, &a64, &b64, |c, x, _| {
        c.from_i64::<F32>(x as i64)
    });
    run(&mut g, "cvt u64->f16 up", soft, &a64, &b64, |c, x, _| {
        c.with_round(Round::Up).from_u64::<F16>(x)
    });
    let matrix = Cvt::new(
        CvtType::U(8),
        CvtType::S(32),
        CvtRound::Default,
        true,
        false,
    )
    .expect("valid cvt");
    run(&mut g, "cvt matrix u8<-s32 sat", soft, &a, &b, |c, x, _| {
        c.cvt(&matrix, u64::from(x))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
