//! Emulator throughput in lane-instructions per second, wall-clock and per CPU-second, on the
//! VALU-bound and memory-bound kernels of tests/kernels/rdna4/bench.cl (gfx1201 wave32 -O2),
//! with 1 and 2 worker threads. The machine may be shared, so the CPU-time rate (process user +
//! system time from /proc/self/stat) is the per-core figure; the wall-clock ratio between 1 and
//! 2 threads is the scaling figure.
//!
//! Run: `cargo run --release -p hsakit-emu-rdna4 --example throughput [-- seconds [kernel]]`.

use hsakit_emu_rdna4::{Dispatch, Kernel, Options};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use std::time::Instant;

struct Setup {
    mem: Memory,
    kernel: Kernel,
    dispatch: Dispatch,
}

fn setup(name: &str, n: u32, args: impl Fn(&Memory) -> Vec<u8>) -> Result<Setup, String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/kernels/rdna4/bin/bench-gfx1201-w32-O2.hsaco"
    );
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let kernel = Kernel::from_code_object(&bytes, name).map_err(|e| e.to_string())?;
    let co = hsakit_codeobj::read(&bytes).map_err(|e| e.to_string())?;
    let meta = co
        .metadata
        .as_ref()
        .and_then(|m| m.kernels.iter().find(|k| k.name == name))
        .ok_or("no metadata")?;
    let mem = Memory::new();
    let mut ka = args(&mem);
    ka.resize(meta.kernarg_segment_size as usize, 0);
    let wg = 256u16;
    for a in &meta.args {
        let off = a.offset as usize;
        let put = |ka: &mut Vec<u8>, b: &[u8]| ka[off..off + b.len()].copy_from_slice(b);
        match a.value_kind.as_str() {
            "hidden_block_count_x" => put(&mut ka, &(n / 256).to_le_bytes()),
            "hidden_group_size_x" => put(&mut ka, &wg.to_le_bytes()),
            "hidden_group_size_y" | "hidden_group_size_z" => put(&mut ka, &1u16.to_le_bytes()),
            _ => {}
        }
    }
    let kernarg = mem
        .allocate(ka.len() as u64, 64, Perm::ReadWrite, RegionKind::Kernarg)
        .map_err(|e| e.to_string())?;
    GuestView::new(mem.snapshot())
        .write_bytes(kernarg, &ka)
        .map_err(|e| e.to_string())?;
    Ok(Setup {
        mem,
        kernel,
        dispatch: Dispatch {
            grid: [n, 1, 1],
            workgroup: [wg, 1, 1],
            kernarg_address: kernarg,
            ..Dispatch::default()
        },
    })
}

fn buffer(mem: &Memory, bytes: usize) -> u64 {
    mem.allocate(bytes as u64, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .unwrap_or(0)
}

/// Process CPU time (user + system) in seconds, from /proc/self/stat (clock ticks of 1/100 s).
fn cpu_seconds() -> f64 {
    let Ok(s) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    let Some(rest) = s.rfind(')').map(|p| &s[p + 2..]) else {
        return 0.0;
    };
    let f: Vec<&str> = rest.split_whitespace().collect();
    let t = |k: usize| f.get(k).and_then(|x| x.parse::<f64>().ok()).unwrap_or(0.0);
    (t(11) + t(12)) / 100.0
}

fn main() -> Result<(), String> {
    let secs: f64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3.0);
    let n_valu = 16384u32;
    let valu = setup("valu_bound", n_valu, |mem| {
        let out = buffer(mem, n_valu as usize * 4);
        let mut ka = out.to_le_bytes().to_vec();
        ka.extend_from_slice(&200u32.to_le_bytes());
        ka
    })?;
    let n_mem = 1 << 20;
    let memk = setup("mem_bound", n_mem, |mem| {
        let y = buffer(mem, n_mem as usize * 4);
        let x = buffer(mem, n_mem as usize * 4);
        let mut ka = y.to_le_bytes().to_vec();
        ka.extend_from_slice(&x.to_le_bytes());
        ka.extend_from_slice(&1.5f32.to_bits().to_le_bytes());
        ka.extend_from_slice(&n_mem.to_le_bytes());
        ka
    })?;
    for (label, s) in [("valu_bound", &valu), ("mem_bound", &memk)] {
        println!(
            "{label} per-wave state: {} bytes (wave{}, {} VGPRs; architectural {} bytes)",
            hsakit_emu_rdna4::wave_state_bytes(&s.kernel),
            if s.kernel.wave64 { 64 } else { 32 },
            s.kernel.vgprs,
            hsakit_emu_rdna4::architectural_wave_bytes(&s.kernel)
        );
    }
    let only = std::env::args().nth(2);
    for (label, s) in [("valu_bound", &valu), ("mem_bound", &memk)] {
        if only.as_deref().is_some_and(|o| o != label) {
            continue;
        }
        let mut wall1 = 0.0;
        for threads in [1usize, 2] {
            let opts = Options {
                threads,
                ..Options::default()
            };
            let table = s.mem.snapshot();
            let run = || hsakit_emu_rdna4::dispatch(&s.kernel, &s.dispatch, table.clone(), &opts);
            run().map_err(|e| e.to_string())?;
            let (c0, t0) = (cpu_seconds(), Instant::now());
            let mut lanes = 0u64;
            let mut reps = 0u32;
            while t0.elapsed().as_secs_f64() < secs {
                lanes += run().map_err(|e| e.to_string())?.lane_instructions;
                reps += 1;
            }
            let wall = t0.elapsed().as_secs_f64();
            let cpu = (cpu_seconds() - c0).max(1e-9);
            if threads == 1 {
                wall1 = wall / f64::from(reps);
            }
            let per = wall / f64::from(reps);
            println!(
                "{label} threads={threads}: {reps} dispatches, {:.0} M lane-instr/s wall, {:.0} M lane-instr per CPU-second{}",
                lanes as f64 / wall / 1e6,
                lanes as f64 / cpu / 1e6,
                if threads == 2 {
                    format!(", speed-up vs 1 thread {:.2}x", wall1 / per)
                } else {
                    String::new()
                }
            );
        }
    }
    Ok(())
}
