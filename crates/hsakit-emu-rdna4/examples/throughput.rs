//! Emulator throughput in lane-instructions per second, wall-clock and per CPU-second, on the
//! VALU-bound and memory-bound kernels of tests/kernels/rdna4/bench.cl (gfx1201 wave32 -O2),
//! with 1 and 2 worker threads. Each dispatch is long (1,024 work-groups of 256 items x 200
//! loop iterations VALU-bound, 16 Mi items = 65,536 work-groups memory-bound: about 0.2-0.3 s
//! on one thread), so thread start, work distribution and the final join are a small part of it.
//!
//! The machine may be shared, so besides the wall-clock figures it prints, per worker thread,
//! its share of the work-groups, when it started and ended, its on-CPU time and the time it
//! waited runnable for a CPU (`/proc/thread-self/schedstat`, via
//! [`hsakit_emu_rdna4::dispatch_profiled`]). What is left of a worker's span after those two is
//! time it was blocked — serialisation would show there. The "idle-machine projection" divides
//! the 1-thread on-CPU + blocked time by the slowest 2-thread worker's start + on-CPU + blocked
//! time: the speed-up with the runqueue waits caused by other load removed.
//!
//! After each kernel's 1- and 2-thread runs, the example runs itself twice at once, each process
//! the 1-thread measurement of that kernel over its own memory: their combined rate over the
//! 1-thread rate is what this machine gives two workers of that kernel sharing nothing (on a VM
//! whose vCPUs run at different speeds, well under 2x), the ceiling to read the 2-thread
//! speed-up against.
//!
//! A control comes last: a register-only loop with no emulator in it, bound by integer throughput (no memory traffic, nothing
//! shared), run on 1 thread and split over 2. Its speed-up is what this machine gives two
//! threads at that moment, so an emulator speed-up below 1.8x can be told apart from a machine
//! that does not scale either (a VM whose second vCPU shares a core, or a host under load).
//!
//! Run: `cargo run --release -p hsakit-emu-rdna4 --example throughput [-- seconds [kernel
//! [threads]]]` (kernel: `valu_bound`, `mem_bound`, `control` or `all`; threads: `1`, `2` or
//! `1,2`, the default).

use hsakit_emu_rdna4::{Dispatch, Kernel, Options, WorkerProfile};
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
    let n_valu = 1u32 << 18;
    let valu = setup("valu_bound", n_valu, |mem| {
        let out = buffer(mem, n_valu as usize * 4);
        let mut ka = out.to_le_bytes().to_vec();
        ka.extend_from_slice(&200u32.to_le_bytes());
        ka
    })?;
    let n_mem = 1 << 24;
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
    let only = std::env::args().nth(2).filter(|k| k != "all");
    let thread_counts: Vec<usize> = std::env::args()
        .nth(3)
        .map(|t| t.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![1, 2]);
    for (label, s) in [("valu_bound", &valu), ("mem_bound", &memk)] {
        if only.as_deref().is_some_and(|o| o != label) {
            continue;
        }
        // Per 1-thread dispatch: wall, and on-CPU + blocked time (runqueue waits removed).
        let (mut wall1, mut busy1) = (0.0, 0.0);
        // Lane-instructions per second of one thread.
        let mut rate1 = 0.0;
        for &threads in &thread_counts {
            let opts = Options {
                threads,
                ..Options::default()
            };
            let table = s.mem.snapshot();
            let run = || {
                hsakit_emu_rdna4::dispatch_profiled(&s.kernel, &s.dispatch, table.clone(), &opts)
                    .map_err(|e| e.to_string())
            };
            run()?;
            let (c0, t0) = (cpu_seconds(), Instant::now());
            let mut lanes = 0u64;
            let mut reps = 0u32;
            let mut workers: Vec<WorkerProfile> = Vec::new();
            let mut slowest = 0.0;
            while reps == 0 || t0.elapsed().as_secs_f64() < secs {
                let (st, prof) = run()?;
                lanes += st.lane_instructions;
                reps += 1;
                // The slowest worker's start + on-CPU + blocked time in this dispatch.
                let worst = prof
                    .iter()
                    .map(|p| p.end_ns.saturating_sub(p.runqueue_ns) as f64 * 1e-9)
                    .fold(0.0, f64::max);
                slowest += worst;
                workers.resize(workers.len().max(prof.len()), WorkerProfile::default());
                for (a, p) in workers.iter_mut().zip(&prof) {
                    a.workgroups += p.workgroups;
                    a.lane_instructions += p.lane_instructions;
                    a.start_ns += p.start_ns;
                    a.end_ns += p.end_ns;
                    a.cpu_ns += p.cpu_ns;
                    a.runqueue_ns += p.runqueue_ns;
                }
            }
            let wall = t0.elapsed().as_secs_f64();
            let cpu = (cpu_seconds() - c0).max(1e-9);
            let per = wall / f64::from(reps);
            let busy = slowest / f64::from(reps);
            if threads == 1 {
                (wall1, busy1) = (per, busy);
                rate1 = lanes as f64 / wall;
            }
            println!(
                "{label} threads={threads}: {reps} dispatches of {:.0} ms, {:.0} M lane-instr/s wall, {:.0} M lane-instr per CPU-second{}",
                per * 1e3,
                lanes as f64 / wall / 1e6,
                lanes as f64 / cpu / 1e6,
                if threads > 1 && wall1 > 0.0 {
                    format!(
                        ", speed-up vs 1 thread {:.2}x wall, {:.2}x idle-machine projection",
                        wall1 / per,
                        busy1 / busy
                    )
                } else {
                    String::new()
                }
            );
            let total_wg: u64 = workers.iter().map(|w| w.workgroups).sum::<u64>().max(1);
            let ms = |ns: u64| ns as f64 / f64::from(reps) / 1e6;
            for (i, w) in workers.iter().enumerate() {
                let span = w.end_ns.saturating_sub(w.start_ns);
                let blocked = span.saturating_sub(w.cpu_ns + w.runqueue_ns);
                println!(
                    "  worker {i}: {:.1}% of work-groups, start {:.2} ms, end {:.1} ms, on-CPU {:.1} ms, runqueue {:.1} ms, blocked {:.2} ms",
                    w.workgroups as f64 * 100.0 / total_wg as f64,
                    ms(w.start_ns),
                    ms(w.end_ns),
                    ms(w.cpu_ns),
                    ms(w.runqueue_ns),
                    ms(blocked)
                );
            }
        }
        if rate1 > 0.0 && thread_counts.contains(&2) {
            let pair = independent_pair(label, secs)?;
            println!(
                "{label} two processes at once, each one thread over its own memory: {:.2}x the 1-thread rate (what this machine gives two workers sharing nothing, now)",
                pair / rate1
            );
        }
    }
    if only.as_deref().is_none_or(|o| o == "control") {
        host_control();
    }
    Ok(())
}

/// Runs this example as two processes at once, each the 1-thread measurement of `label` over
/// its own memory (`throughput SECS LABEL 1`); gives the sum of their lane-instructions per
/// second. Nothing is shared between the two but the host (two dispatches in one process would
/// share the emulator's pool for one thread, and queue behind each other), so this is the
/// machine's ceiling for two workers of this kernel.
fn independent_pair(label: &str, secs: f64) -> Result<f64, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let children = (0..2)
        .map(|_| {
            std::process::Command::new(&exe)
                .args([&secs.to_string(), label, "1"])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .map_err(|e| e.to_string())
        })
        .collect::<Result<Vec<_>, String>>()?;
    let mut sum = 0.0;
    for c in children {
        let out = c.wait_with_output().map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout);
        // "… threads=1: N dispatches of T ms, R M lane-instr/s wall, …"
        let rate = text
            .lines()
            .find(|l| l.contains("threads=1:"))
            .and_then(|l| l.split(", ").nth(1))
            .and_then(|r| r.split(' ').next())
            .and_then(|r| r.parse::<f64>().ok())
            .ok_or_else(|| format!("no 1-thread rate in: {text}"))?;
        sum += rate * 1e6;
    }
    Ok(sum)
}

/// `n` steps of a register-only mixing loop: eight independent xorshift streams, so the loop
/// is bound by the core's integer throughput (like the emulator's lane loops) rather than by
/// one dependency chain, and slows down when the second thread shares the core.
fn spin(n: u64, seed: u64) -> u64 {
    let mut x = [0u64; 8];
    for (k, v) in x.iter_mut().enumerate() {
        *v = (seed + k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    }
    for _ in 0..n {
        for v in &mut x {
            *v ^= *v << 13;
            *v ^= *v >> 7;
            *v ^= *v << 17;
        }
        x = std::hint::black_box(x);
    }
    x.iter().fold(0, |a, v| a ^ v)
}

/// The host control: the same register-only work on 1 thread, then split over 2, five times
/// each alternately; prints the median times and the speed-up.
fn host_control() {
    let t = Instant::now();
    spin(1_000_000, 1);
    // About 0.3 s on one thread.
    let n = (1_000_000.0 * 0.3 / t.elapsed().as_secs_f64().max(1e-6)) as u64;
    let (mut one, mut two) = (Vec::new(), Vec::new());
    for round in 0..5u64 {
        let t = Instant::now();
        spin(n, round);
        one.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        std::thread::scope(|s| {
            for k in 0..2 {
                s.spawn(move || spin(n / 2, round + k));
            }
        });
        two.push(t.elapsed().as_secs_f64());
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (m1, m2) = (median(&mut one), median(&mut two));
    println!(
        "host control (register-only loop, no emulator): 1 thread {:.0} ms, 2 threads {:.0} ms, speed-up {:.2}x",
        m1 * 1e3,
        m2 * 1e3,
        m1 / m2
    );
}
