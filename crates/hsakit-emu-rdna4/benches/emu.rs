//! Emulator throughput: lane-instructions per second (criterion "elements") on a VALU-bound and a
//! memory-bound kernel (tests/kernels/rdna4/bench.cl, gfx1201 wave32 -O2), with 1 and 2 worker
//! threads. Run: `cargo bench -p hsakit-emu-rdna4 --bench emu`.

#[path = "support/kernels.rs"]
mod kernels;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hsakit_emu_rdna4::Options;
use kernels::kernel_setup;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let valu = kernel_setup("valu_bound", 8192).expect("valu_bound set-up");
    let memk = kernel_setup("mem_bound", 1 << 20).expect("mem_bound set-up");
    for (label, s) in [("valu_bound", &valu), ("mem_bound", &memk)] {
        let mut group = c.benchmark_group(label);
        group.sample_size(10);
        for threads in [1usize, 2] {
            let opts = Options {
                threads,
                ..Options::default()
            };
            let table = s.mem.snapshot();
            let stats = hsakit_emu_rdna4::dispatch(&s.kernel, &s.dispatch, table.clone(), &opts)
                .expect("dispatch");
            group.throughput(Throughput::Elements(stats.lane_instructions));
            group.bench_function(format!("threads={threads}"), |b| {
                b.iter(|| {
                    black_box(
                        hsakit_emu_rdna4::dispatch(&s.kernel, &s.dispatch, table.clone(), &opts)
                            .expect("dispatch"),
                    )
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
