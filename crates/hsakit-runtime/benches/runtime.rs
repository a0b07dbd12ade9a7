//! `cargo bench -p hsakit-runtime --bench runtime`: queue throughput and dispatch latency on the
//! HSAIL CPU agent `hsakit-cpu` (lines `runtime-latency:` and `runtime-stress:`, the numbers
//! `cargo xtask bench runtime` summarises) and, for comparison, on the test-double agent whose
//! kernels are Rust closures (lines `runtime-latency-testagent:`, `runtime-stress-testagent:`).
//!
//! - latency: empty-kernel (`&noop`: HSAIL `ret` only on the CPU agent) dispatch round trip,
//!   submit → completion signal observed, one work-item, median and p90 over
//!   `HSAKIT_LATENCY_ITERS` (default 5000) dispatches.
//! - stress: 8 host threads × 4 queues pushing `HSAKIT_STRESS_PACKETS` (default 1,000,000)
//!   packets, two dispatches (`&count`, an atomic increment of a u64 in global memory) for every
//!   barrier-AND, each thread with its own completion signal; checks every signal reaches 0 and
//!   the counter equals the number of dispatches (no packet lost or run twice), and reports
//!   packets per second.

use hsakit_runtime::Runtime;
use hsakit_runtime::agent::{DispatchPacket, MachineModel, Profile, RoundingMode};
use hsakit_runtime::executable::{CodeObject, SymbolKind};
use hsakit_runtime::queue::{QueueType, packet_type};
use hsakit_runtime::runtime::RegionKind;
use hsakit_runtime::signal::{Condition, WaitHint};
use hsakit_runtime::test_agent::TestAgent;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

const HDR: u64 = (2 << 9) | (2 << 11) | (1 << 8);

/// The CPU agent's bench kernels, assembled by our assembler at start-up.
const CPU_KERNELS: &str = r#"module &bench:1:0:$full:$large:$default;
kernel &noop()
{
	ret;
};
kernel &count(kernarg_u64 %counter)
{
	ld_kernarg_align(8)_width(all)_u64	$d0, [%counter];
	atomicnoret_add_global_scar_system_u64	[$d0], 1;
	ret;
};
"#;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn kernel_objects(rt: &Runtime, exec: u64, agent: usize) -> (u64, u64) {
    let kobj = |name: &str| {
        let i = rt
            .executable_symbol(exec, name, Some(agent))
            .expect("symbol");
        rt.with_executable(exec, |e| match &e.symbols()[i].kind {
            SymbolKind::Kernel { object, .. } => *object,
            _ => 0,
        })
        .expect("exec")
    };
    (kobj("&noop"), kobj("&count"))
}

fn main() {
    // The HSAIL CPU agent (agent 1 of the default runtime): BRIG from our assembler, finalized.
    let rt = Runtime::with_default_agents();
    let brig = hsakit_hsail::assemble(&hsakit_diag::SourceFile::new(
        "bench.hsail",
        CPU_KERNELS.as_bytes().to_vec(),
    ))
    .expect("bench kernels assemble");
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig).expect("module");
    let co = rt.program_finalize(p, 1, 0, -1, "").expect("finalize");
    let exec = rt.executable_create(Profile::Full, RoundingMode::Near);
    rt.executable_load(exec, 1, &co).expect("load");
    let (noop, count) = kernel_objects(&rt, exec, 1);
    let cpu_ok = measure(&rt, 1, noop, count, "");
    rt.destroy_all_queues();

    // The test double.
    let rt = Runtime::builder()
        .with_agent(Arc::new(TestAgent::new().with_builtins()))
        .build();
    let exec = rt.executable_create(Profile::Full, RoundingMode::Near);
    let co = CodeObject::deserialize(&TestAgent::new().with_builtins().code_object())
        .expect("code object");
    rt.executable_load(exec, 1, &co).expect("load");
    let (noop, count) = kernel_objects(&rt, exec, 1);
    let test_ok = measure(&rt, 1, noop, count, "-testagent");
    rt.destroy_all_queues();
    if !(cpu_ok && test_ok) {
        std::process::exit(1);
    }
}

/// Latency and stress on `agent`; lines named `runtime-latency{suffix}:` and
/// `runtime-stress{suffix}:`. False when a check failed.
fn measure(rt: &Arc<Runtime>, agent: usize, noop: u64, count: u64, suffix: &str) -> bool {
    let dispatch = |object: u64, ka: u64, sig: u64| {
        let mut w = DispatchPacket {
            header: 0,
            dimensions: 1,
            workgroup_size: [1, 1, 1],
            grid_size: [1, 1, 1],
            private_segment_size: 0,
            group_segment_size: 0,
            kernel_object: object,
            kernarg_address: ka,
            completion_signal: sig,
        }
        .encode();
        w[0] |= packet_type::KERNEL_DISPATCH as u64 | HDR;
        w
    };

    // ---- latency
    let iters = env("HSAKIT_LATENCY_ITERS", 5000);
    let q = rt
        .queue_create(1, 1024, QueueType::Single, None, u32::MAX, u32::MAX)
        .expect("queue");
    let sig = rt.signal_create(0).expect("signal");
    let mut lat = Vec::with_capacity(iters as usize);
    for _ in 0..iters + 100 {
        sig.store(1, Ordering::Relaxed);
        let t = Instant::now();
        let idx = q.add_write_index(1, Ordering::AcqRel);
        q.publish(idx, dispatch(noop, 0, sig.handle()));
        sig.wait(Condition::Eq, 0, None, WaitHint::Active, Ordering::Acquire);
        lat.push(t.elapsed());
        // Completion observed means the packet was consumed: the read index has passed it.
        let read = q.load_read_index(Ordering::Acquire);
        if read != idx + 1 {
            eprintln!(
                "runtime-latency{suffix}: completion seen with read index {read}, expected {}",
                idx + 1
            );
            return false;
        }
    }
    lat.drain(..100);
    lat.sort();
    let med = lat[lat.len() / 2];
    let p90 = lat[lat.len() * 9 / 10];
    println!(
        "runtime-latency{suffix}: empty-kernel dispatch round trip median {:.1} us, p90 {:.1} us over {iters} dispatches (target < 20 us)",
        med.as_secs_f64() * 1e6,
        p90.as_secs_f64() * 1e6
    );
    rt.queue_destroy(q.address()).expect("destroy");

    // ---- stress
    let total = env("HSAKIT_STRESS_PACKETS", 1_000_000);
    let threads = 8u64;
    let per_thread = total / threads;
    let queues: Vec<_> = (0..4)
        .map(|_| {
            rt.queue_create(agent, 4096, QueueType::Multi, None, u32::MAX, u32::MAX)
                .expect("queue")
        })
        .collect();
    let kr = rt
        .regions()
        .iter()
        .position(|r| r.kind == RegionKind::Kernarg)
        .expect("kernarg region");
    let counter = rt.allocate(0, 8).expect("alloc");
    let ka = rt.allocate(kr, 16).expect("alloc");
    rt.host_view().write_u64(ka, counter).expect("write");
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let (rt, q) = (rt.clone(), queues[(t % 4) as usize].clone());
            std::thread::spawn(move || {
                let sig = rt.signal_create(per_thread as i64).expect("signal");
                let mut dispatches = 0u64;
                for n in 0..per_thread {
                    let idx = q.add_write_index(1, Ordering::AcqRel);
                    while idx.wrapping_sub(q.load_read_index(Ordering::Acquire)) >= q.size() as u64
                    {
                        std::thread::yield_now();
                    }
                    let w = if n % 3 == 2 {
                        let mut b = [0u64; 8];
                        b[0] = packet_type::BARRIER_AND as u64 | HDR;
                        b[7] = sig.handle();
                        b
                    } else {
                        dispatches += 1;
                        dispatch(count, ka, sig.handle())
                    };
                    q.publish(idx, w);
                }
                let v = sig.wait(
                    Condition::Eq,
                    0,
                    Some(Duration::from_secs(600)),
                    WaitHint::Blocked,
                    Ordering::Acquire,
                );
                (v, dispatches)
            })
        })
        .collect();
    let mut expected = 0;
    let mut ok = true;
    for h in handles {
        let (v, d) = h.join().expect("thread");
        ok &= v == 0;
        expected += d;
    }
    let el = start.elapsed();
    let got = rt.host_view().read_u64(counter).expect("counter");
    let packets = per_thread * threads;
    println!(
        "runtime-stress{suffix}: {packets} packets ({expected} dispatches, {} barriers) from 8 threads on 4 queues in {:.2} s = {:.0} packets/s; signals all 0: {ok}; counter {got} (expected {expected})",
        packets - expected,
        el.as_secs_f64(),
        packets as f64 / el.as_secs_f64()
    );
    rt.destroy_all_queues();
    ok && got == expected
}
