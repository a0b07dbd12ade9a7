//! Emulator throughput in lane-instructions per second, wall-clock and per CPU-second, on the
//! VALU-bound and memory-bound kernels of tests/kernels/rdna4/bench.cl (gfx1201 wave32 -O2),
//! with 1 and 2 worker threads. Each dispatch is long (1,024 work-groups of 256 items x 200
//! loop iterations VALU-bound, 16 Mi items = 65,536 work-groups memory-bound: about 0.2-0.3 s
//! on one thread), so thread start, work distribution and the final join are a small part of it.
//!
//! # Method: interleaved rounds and medians
//! This VM's two vCPUs run at different speeds that drift from minute to minute, and the machine
//! may be shared, so a 1-thread figure measured before a 2-thread one can be from a different
//! machine. Each configuration is therefore measured in [`ROUNDS`] short rounds (`seconds /
//! ROUNDS` each, at least one dispatch), and the configurations take turns: 1 thread, 2
//! threads, two processes, then the next round in the opposite order (2 processes, 2 threads,
//! 1 thread), and so on, so a steady drift favours none of them. Each configuration's figure is
//! the median of its rounds' rates, and the speed-ups are ratios of medians.
//!
//! "Two processes" is the control for the 2-thread figure: two copies of this example started
//! as children (each over its own memory, one thread each, set up and warmed up once) that run
//! a round when the parent asks, both at the same moment; their combined rate over the 1-thread
//! rate is what this machine gives two workers of that kernel sharing nothing, the ceiling to
//! read the 2-thread speed-up against.
//!
//! Besides the rates it prints, per worker thread, its share of the work-groups, when it started
//! and ended, its on-CPU time and the time it waited runnable for a CPU
//! (`/proc/thread-self/schedstat`, via [`hsakit_emu_rdna4::dispatch_profiled`]), averaged over
//! the configuration's dispatches. What is left of a worker's span after those two is time it
//! was blocked — serialisation would show there. The per-CPU-second rate is lane-instructions
//! over the workers' on-CPU time. The "idle-machine projection" divides the median 1-thread
//! on-CPU + blocked time per dispatch by the median of the slowest 2-thread worker's start +
//! on-CPU + blocked time: the speed-up with the runqueue waits caused by other load removed.
//!
//! A control comes last: a register-only loop with no emulator in it, bound by integer
//! throughput (no memory traffic, nothing shared), run on 1 thread and split over 2, five rounds
//! each alternately. Its speed-up is what this machine gives two threads at that moment, so an
//! emulator speed-up below 1.8x can be told apart from a machine that does not scale either (a
//! VM whose second vCPU shares a core, or a host under load).
//!
//! Run: `cargo run --release -p hsakit-emu-rdna4 --example throughput [-- seconds [kernel
//! [threads]]]`: `seconds` per configuration and kernel (default 3.5: seven rounds of 0.5 s);
//! kernel `valu_bound`, `mem_bound`, `control` or `all`; threads `1`, `2` or `1,2` (the default;
//! the two-process control runs when both 1 and 2 are measured).

#[path = "../benches/support/kernels.rs"]
mod kernels;

use hsakit_emu_rdna4::{Options, WorkerProfile};
use kernels::{Setup, kernel_setup};
use std::io::{BufRead, Write};
use std::time::Instant;

/// Rounds per configuration (odd, so the median is one round's figure).
const ROUNDS: usize = 7;

/// The first argument that makes this example a two-process control child.
const CHILD: &str = "--pair-child";

/// The grid of each benchmark kernel here: large enough for ~1 s rounds.
fn grid_size(label: &str) -> u32 {
    if label == "mem_bound" {
        1 << 24
    } else {
        1 << 18
    }
}

/// One round of one configuration.
#[derive(Clone, Debug, Default)]
struct Round {
    /// Lane-instructions per second, wall-clock.
    rate: f64,
    /// Lane-instructions per second of the workers' on-CPU time (0: not known).
    cpu_rate: f64,
    /// Per dispatch: wall seconds.
    per: f64,
    /// Per dispatch: the slowest worker's start + on-CPU + blocked seconds (runqueue waits
    /// removed).
    busy: f64,
    /// Dispatches.
    reps: u32,
    /// Per worker, summed over the dispatches.
    workers: Vec<WorkerProfile>,
}

/// Dispatches `s` on `threads` workers for `secs` (at least once).
fn round(s: &Setup, threads: usize, secs: f64) -> Result<Round, String> {
    let opts = Options {
        threads,
        ..Options::default()
    };
    let table = s.mem.snapshot();
    let mut r = Round::default();
    let (mut lanes, mut slowest) = (0u64, 0.0);
    let t0 = Instant::now();
    while r.reps == 0 || t0.elapsed().as_secs_f64() < secs {
        let (st, prof) =
            hsakit_emu_rdna4::dispatch_profiled(&s.kernel, &s.dispatch, table.clone(), &opts)
                .map_err(|e| e.to_string())?;
        lanes += st.lane_instructions;
        r.reps += 1;
        slowest += prof
            .iter()
            .map(|p| p.end_ns.saturating_sub(p.runqueue_ns) as f64 * 1e-9)
            .fold(0.0, f64::max);
        r.workers
            .resize(r.workers.len().max(prof.len()), WorkerProfile::default());
        for (a, p) in r.workers.iter_mut().zip(&prof) {
            a.workgroups += p.workgroups;
            a.lane_instructions += p.lane_instructions;
            a.start_ns += p.start_ns;
            a.end_ns += p.end_ns;
            a.cpu_ns += p.cpu_ns;
            a.runqueue_ns += p.runqueue_ns;
        }
    }
    let wall = t0.elapsed().as_secs_f64();
    let cpu: u64 = r.workers.iter().map(|w| w.cpu_ns).sum();
    r.rate = lanes as f64 / wall;
    r.cpu_rate = if cpu > 0 {
        lanes as f64 / (cpu as f64 * 1e-9)
    } else {
        0.0
    };
    r.per = wall / f64::from(r.reps);
    r.busy = slowest / f64::from(r.reps);
    Ok(r)
}

fn median(v: impl Iterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = v.collect();
    v.sort_by(f64::total_cmp);
    if v.is_empty() { 0.0 } else { v[v.len() / 2] }
}

/// Prints a configuration's medians and its workers' profile; returns the median rate.
fn report(label: &str, what: &str, rounds: &[Round], base: Option<(f64, f64)>) -> f64 {
    let rate = median(rounds.iter().map(|r| r.rate));
    let busy = median(rounds.iter().map(|r| r.busy));
    let reps: u32 = rounds.iter().map(|r| r.reps).sum();
    println!(
        "{label} {what}: {} rounds, {reps} dispatches of {:.0} ms (median), median {:.0} M lane-instr/s wall, {:.0} M lane-instr per CPU-second{}",
        rounds.len(),
        median(rounds.iter().map(|r| r.per)) * 1e3,
        rate / 1e6,
        median(rounds.iter().map(|r| r.cpu_rate)) / 1e6,
        match base {
            Some((rate1, busy1)) if rate1 > 0.0 && busy > 0.0 => format!(
                ", speed-up vs 1 thread {:.2}x (ratio of medians), {:.2}x idle-machine projection",
                rate / rate1,
                busy1 / busy
            ),
            _ => String::new(),
        }
    );
    let mut workers: Vec<WorkerProfile> = Vec::new();
    for r in rounds {
        workers.resize(workers.len().max(r.workers.len()), WorkerProfile::default());
        for (a, p) in workers.iter_mut().zip(&r.workers) {
            a.workgroups += p.workgroups;
            a.start_ns += p.start_ns;
            a.end_ns += p.end_ns;
            a.cpu_ns += p.cpu_ns;
            a.runqueue_ns += p.runqueue_ns;
        }
    }
    let total_wg: u64 = workers.iter().map(|w| w.workgroups).sum::<u64>().max(1);
    let ms = |ns: u64| ns as f64 / f64::from(reps.max(1)) / 1e6;
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
    rate
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(CHILD) {
        return pair_child(args.get(2).map(String::as_str).unwrap_or(""));
    }
    let secs = args
        .get(1)
        .and_then(|a| a.parse::<f64>().ok())
        .unwrap_or(3.5)
        .max(0.0);
    let only = args.get(2).filter(|k| *k != "all").cloned();
    let thread_counts: Vec<usize> = args
        .get(3)
        .map(|t| t.split(',').filter_map(|x| x.parse().ok()).collect())
        .unwrap_or_else(|| vec![1, 2]);
    let per_round = secs / ROUNDS as f64;
    for label in ["valu_bound", "mem_bound"] {
        if only.as_deref().is_some_and(|o| o != label) {
            continue;
        }
        let s = kernel_setup(label, grid_size(label))?;
        println!(
            "{label} per-wave state: {} bytes (wave{}, {} VGPRs; architectural {} bytes)",
            hsakit_emu_rdna4::wave_state_bytes(&s.kernel),
            if s.kernel.wave64 { 64 } else { 32 },
            s.kernel.vgprs,
            hsakit_emu_rdna4::architectural_wave_bytes(&s.kernel)
        );
        let mut pair = if thread_counts.contains(&1) && thread_counts.contains(&2) {
            Some(Pair::spawn(label)?)
        } else {
            None
        };
        // Warm-up: first touch of the buffers, the pools' threads.
        for &t in &thread_counts {
            round(&s, t, 0.0)?;
        }
        let mut rounds: Vec<Vec<Round>> = vec![Vec::new(); thread_counts.len()];
        let mut pair_rates = Vec::new();
        let mut order: Vec<Option<usize>> = (0..thread_counts.len()).map(Some).collect();
        if pair.is_some() {
            order.push(None);
        }
        for _ in 0..ROUNDS {
            for &c in &order {
                match (c, pair.as_mut()) {
                    (Some(k), _) => rounds[k].push(round(&s, thread_counts[k], per_round)?),
                    (None, Some(p)) => pair_rates.push(p.round(per_round)?),
                    (None, None) => {}
                }
            }
            // The next round in the opposite order.
            order.reverse();
        }
        let mut base = None;
        for (k, &t) in thread_counts.iter().enumerate() {
            let what = format!("threads={t}");
            let rate = report(label, &what, &rounds[k], base.filter(|_| t > 1));
            if t == 1 {
                base = Some((rate, median(rounds[k].iter().map(|r| r.busy))));
            }
        }
        let fmt = |rs: &mut dyn Iterator<Item = f64>| {
            rs.map(|r| format!("{:.0}", r / 1e6))
                .collect::<Vec<_>>()
                .join(" ")
        };
        for (k, &t) in thread_counts.iter().enumerate() {
            println!(
                "  rounds, {t} thread(s), M lane-instr/s: {}",
                fmt(&mut rounds[k].iter().map(|r| r.rate))
            );
        }
        if let (Some((rate1, _)), false) = (base, pair_rates.is_empty()) {
            println!(
                "  rounds, two processes, M lane-instr/s: {}",
                fmt(&mut pair_rates.iter().map(|r| r.0))
            );
            let pr = median(pair_rates.iter().map(|r| r.0));
            println!(
                "{label} two processes at once, each one thread over its own memory: median {:.0} M lane-instr/s wall, {:.0} M lane-instr per CPU-second, {:.2}x the median 1-thread rate (what this machine gives two workers sharing nothing)",
                pr / 1e6,
                median(pair_rates.iter().map(|r| r.1)) / 1e6,
                pr / rate1.max(1e-9)
            );
        }
    }
    if only.as_deref().is_none_or(|o| o == "control") {
        host_control();
    }
    Ok(())
}

/// The two children of the two-process control, each set up and warmed up, waiting for rounds.
struct Pair {
    children: Vec<std::process::Child>,
}

impl Pair {
    /// Starts two children for `label` and waits until both are ready.
    fn spawn(label: &str) -> Result<Pair, String> {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let mut children = Vec::new();
        for _ in 0..2 {
            children.push(
                std::process::Command::new(&exe)
                    .args([CHILD, label])
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::piped())
                    .spawn()
                    .map_err(|e| e.to_string())?,
            );
        }
        let mut p = Pair { children };
        for c in 0..2 {
            let line = p.read_line(c)?;
            if line.trim() != "ready" {
                return Err(format!("two-process control child: {line}"));
            }
        }
        Ok(p)
    }

    fn read_line(&mut self, c: usize) -> Result<String, String> {
        let out = self.children[c]
            .stdout
            .as_mut()
            .ok_or("two-process control child has no stdout")?;
        // One byte at a time: the child writes one short line per request, so nothing is lost
        // to a buffer dropped between calls.
        let mut line = Vec::new();
        let mut b = [0u8; 1];
        loop {
            match std::io::Read::read(out, &mut b) {
                Ok(0) => break,
                Ok(_) if b[0] == b'\n' => break,
                Ok(_) => line.push(b[0]),
                Err(e) => return Err(e.to_string()),
            }
        }
        Ok(String::from_utf8_lossy(&line).into_owned())
    }

    /// Both children run `secs` of 1-thread dispatches at once: their combined rate and their
    /// mean per-CPU-second rate.
    fn round(&mut self, secs: f64) -> Result<(f64, f64), String> {
        for c in &mut self.children {
            let input = c
                .stdin
                .as_mut()
                .ok_or("two-process control child has no stdin")?;
            writeln!(input, "{secs}").map_err(|e| e.to_string())?;
            input.flush().map_err(|e| e.to_string())?;
        }
        let (mut rate, mut cpu_rate) = (0.0, 0.0);
        for c in 0..2 {
            let line = self.read_line(c)?;
            let bad = || format!("two-process control child: {line}");
            let mut f = line.split_whitespace().map(|x| x.parse::<f64>());
            rate += f.next().and_then(Result::ok).ok_or_else(bad)?;
            cpu_rate += f.next().and_then(Result::ok).ok_or_else(bad)? / 2.0;
        }
        Ok((rate, cpu_rate))
    }
}

impl Drop for Pair {
    fn drop(&mut self) {
        for c in &mut self.children {
            // Closing stdin ends the child's request loop.
            drop(c.stdin.take());
            let _ = c.wait();
        }
    }
}

/// A two-process control child: sets up `label` over its own memory, warms up, says "ready",
/// then for each line `secs` on stdin runs a 1-thread round of that length and answers its
/// lane-instructions per second, wall-clock and per CPU-second. Ends at the end of its input.
fn pair_child(label: &str) -> Result<(), String> {
    let s = kernel_setup(label, grid_size(label))?;
    round(&s, 1, 0.0)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "ready").map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let secs: f64 = line
            .trim()
            .parse()
            .map_err(|_| format!("bad request {line}"))?;
        let r = round(&s, 1, secs)?;
        writeln!(out, "{} {}", r.rate, r.cpu_rate).map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
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
