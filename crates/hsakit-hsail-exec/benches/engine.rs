//! Engine throughput: lane operations per second on an ALU-bound and a memory-bound kernel,
//! with 1 and 2 worker threads (`cargo bench -p hsakit-hsail-exec --bench engine`).

use hsakit_diag::SourceFile;
use hsakit_hsail_exec::launch::MemGlobals;
use hsakit_hsail_exec::{Dispatch, Program};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use std::time::Instant;

const ALU: &str = "module &m:1:0:$full:$large:$default;
kernel &k(kernarg_u64 %out) {
  workitemabsid_u32 $s0, 0; mov_b32 $s1, 0; mov_b32 $s2, 0;
  @l: mad_u32 $s1, $s1, 1664525, 1013904223; xor_b32 $s1, $s1, $s0; add_u32 $s2, $s2, 1;
  cmp_lt_b1_u32 $c0, $s2, 200; cbr_b1 $c0, @l;
  ld_kernarg_u64 $d0, [%out]; cvt_u64_u32 $d1, $s0; shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1;
  st_global_u32 $s1, [$d0]; };";

const MEM: &str = "module &m:1:0:$full:$large:$default;
kernel &k(kernarg_u64 %out) {
  workitemabsid_u32 $s0, 0; ld_kernarg_u64 $d0, [%out]; cvt_u64_u32 $d1, $s0; shl_u64 $d1, $d1, 2;
  add_u64 $d0, $d0, $d1; mov_b32 $s2, 0;
  @l: ld_global_u32 $s1, [$d0]; add_u32 $s1, $s1, 1; st_global_u32 $s1, [$d0]; add_u32 $s2, $s2, 1;
  cmp_lt_b1_u32 $c0, $s2, 100; cbr_b1 $c0, @l; };";

fn bench(name: &str, src: &str, items: u64, threads: usize) -> f64 {
    let m =
        hsakit_hsail::parse(&SourceFile::new("b.hsail", src.as_bytes().to_vec())).expect("parse");
    let mem = Memory::new();
    let prog = Program::load(&[m], &mut MemGlobals(&mem)).expect("load");
    let out = mem
        .allocate(items * 4, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .expect("alloc");
    let ka = mem
        .allocate(16, 16, Perm::ReadWrite, RegionKind::Kernarg)
        .expect("alloc");
    GuestView::new(mem.snapshot())
        .write_u64(ka, out)
        .expect("kernarg");
    let k = prog.kernel("&k", None).expect("kernel");
    let mut d = Dispatch::new(k, [items, 1, 1], [256, 1, 1], ka);
    d.threads = Some(threads);
    // The wave engine itself (not the line runner for huge grids).
    d.line_mode = hsakit_hsail_exec::LineMode::Off;
    let t = Instant::now();
    let s = prog.dispatch(&d, mem.snapshot()).expect("dispatch");
    let secs = t.elapsed().as_secs_f64();
    let rate = s.lane_operations as f64 / secs;
    println!(
        "{name:4} threads={threads}: {} lane ops in {secs:.3} s = {:.1} M lane-ops/s",
        s.lane_operations,
        rate / 1e6
    );
    rate
}

fn main() {
    let n = 1 << 18;
    for (name, src) in [("alu", ALU), ("mem", MEM)] {
        let one = bench(name, src, n, 1);
        let two = bench(name, src, n, 2);
        println!("{name:4} scaling 1 -> 2 threads: {:.2}x", two / one);
    }
}
