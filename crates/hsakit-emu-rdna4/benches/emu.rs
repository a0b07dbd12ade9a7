//! Emulator throughput: lane-instructions per second (criterion "elements") on a VALU-bound and a
//! memory-bound kernel (tests/kernels/rdna4/bench.cl, gfx1201 wave32 -O2), with 1 and 2 worker
//! threads. Run: `cargo bench -p hsakit-emu-rdna4 --bench emu`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hsakit_emu_rdna4::{Dispatch, Kernel, Options};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use std::hint::black_box;

struct Setup {
    mem: Memory,
    kernel: Kernel,
    dispatch: Dispatch,
}

fn setup(name: &str, n: u32, args: impl Fn(&Memory) -> Vec<u8>) -> Setup {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/kernels/rdna4/bin/bench-gfx1201-w32-O2.hsaco"
    );
    let bytes = std::fs::read(path).expect("bench code object (tests/kernels/rdna4/build.sh)");
    let kernel = Kernel::from_code_object(&bytes, name).expect("kernel");
    let co = hsakit_codeobj::read(&bytes).expect("code object");
    let meta = co
        .metadata
        .as_ref()
        .and_then(|m| m.kernels.iter().find(|k| k.name == name))
        .expect("metadata");
    let mem = Memory::new();
    let mut ka = args(&mem);
    ka.resize(meta.kernarg_segment_size as usize, 0);
    let wg = 256u16;
    for a in &meta.args {
        let off = a.offset as usize;
        match a.value_kind.as_str() {
            "hidden_block_count_x" => ka[off..off + 4].copy_from_slice(&(n / 256).to_le_bytes()),
            "hidden_group_size_x" => ka[off..off + 2].copy_from_slice(&wg.to_le_bytes()),
            "hidden_group_size_y" | "hidden_group_size_z" => {
                ka[off..off + 2].copy_from_slice(&1u16.to_le_bytes())
            }
            _ => {}
        }
    }
    let kernarg = mem
        .allocate(ka.len() as u64, 64, Perm::ReadWrite, RegionKind::Kernarg)
        .expect("kernarg");
    GuestView::new(mem.snapshot())
        .write_bytes(kernarg, &ka)
        .expect("kernarg");
    let dispatch = Dispatch {
        grid: [n, 1, 1],
        workgroup: [wg, 1, 1],
        kernarg_address: kernarg,
        ..Dispatch::default()
    };
    Setup {
        mem,
        kernel,
        dispatch,
    }
}

fn buffer(mem: &Memory, bytes: usize) -> u64 {
    mem.allocate(bytes as u64, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .expect("buffer")
}

fn bench(c: &mut Criterion) {
    let n_valu = 8192u32;
    let valu = setup("valu_bound", n_valu, |mem| {
        let out = buffer(mem, n_valu as usize * 4);
        let mut ka = out.to_le_bytes().to_vec();
        ka.extend_from_slice(&200u32.to_le_bytes());
        ka
    });
    let n_mem = 1 << 20;
    let memk = setup("mem_bound", n_mem, |mem| {
        let y = buffer(mem, n_mem as usize * 4);
        let x = buffer(mem, n_mem as usize * 4);
        let mut ka = y.to_le_bytes().to_vec();
        ka.extend_from_slice(&x.to_le_bytes());
        ka.extend_from_slice(&1.5f32.to_bits().to_le_bytes());
        ka.extend_from_slice(&n_mem.to_le_bytes());
        ka
    });
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
