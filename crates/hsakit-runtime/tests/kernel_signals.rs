//! HSAIL signal and queue instructions on runtime objects, through the CPU agent: a kernel's
//! `signal_st`/`signal_add` on a runtime-created signal wakes a host thread blocked in
//! [`Signal::wait`](hsakit_runtime::signal::Signal::wait) while the kernel is still running
//! (it then waits for the host's answer on a second signal), and a kernel reads and bumps the
//! write index of the queue it runs on and enqueues a barrier-AND packet into the slot it
//! reserved (the `amd_queue_t`/`hsa_queue_t` layout of seed 003). Expected values are worked
//! out by hand in the comments.

use hsakit_diag::SourceFile;
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::{DispatchPacket, MachineModel, Profile, RoundingMode};
use hsakit_runtime::agents::cpu::CpuAgent;
use hsakit_runtime::executable::SymbolKind;
use hsakit_runtime::queue::QueueType;
use hsakit_runtime::runtime::RegionKind;
use hsakit_runtime::signal::{Condition, WaitHint};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Kernel dispatch with system-scope acquire and release fences (PRM packet header bits).
const KERNEL_DISPATCH_ACQ_REL_SYSTEM: u16 = 2 | (2 << 9) | (2 << 11);

/// Long enough never to expire on a loaded machine; a wait that returns without its condition
/// holding means the wake-up was lost.
const LONG: Duration = Duration::from_secs(60);

const KERNELS: &str = r#"module &kernel_signals:1:0:$full:$large:$default;

// Ping-pong with the host on two runtime signals:
//   1. store 5 to %a (the host waits for a == 5),
//   2. wait until %b == 1 (the host stores it after its wait returned),
//   3. add 10 to %a (old value 5; the host waits for a >= 15),
//   4. write the old value of step 3 and the value step 2 saw to %out.
kernel &ping(kernarg_sig64 %a, kernarg_sig64 %b, kernarg_u64 %out)
{
	ld_kernarg_align(8)_width(all)_sig64	$d0, [%a];
	ld_kernarg_align(8)_width(all)_sig64	$d1, [%b];
	ld_kernarg_align(8)_width(all)_u64	$d2, [%out];
	signalnoret_st_screl_s64_sig64	$d0, 5;
	signal_wait_eq_scacq_s64_sig64	$d3, $d1, 1;
	signal_add_scar_s64_sig64	$d4, $d0, 10;
	st_global_u64	$d4, [$d2];
	st_global_u64	$d3, [$d2 + 8];
	ret;
};

// Queue instructions on the queue the kernel runs on (%q: its hsa_queue_t/amd_queue_t address):
//   out[0] = ldqueuewriteindex, out[1] = ldqueuereadindex,
//   out[2] = addqueuewriteindex 1 (the slot it reserves), out[3] = ldqueuewriteindex after,
// then writes a barrier-AND packet with no dependencies and completion signal %done into the
// reserved slot (ring base at byte 8, size at byte 24 of hsa_queue_t), publishes its header
// last with a release store, and rings the doorbell (byte 16) with the slot index.
kernel &enqueue(kernarg_u64 %q, kernarg_u64 %out, kernarg_sig64 %done)
{
	ld_kernarg_align(8)_width(all)_u64	$d0, [%q];
	ld_kernarg_align(8)_width(all)_u64	$d1, [%out];
	ldqueuewriteindex_global_scacq_u64	$d2, [$d0];
	ldqueuereadindex_global_scacq_u64	$d3, [$d0];
	addqueuewriteindex_global_scar_u64	$d4, [$d0], 1;
	ldqueuewriteindex_global_scacq_u64	$d5, [$d0];
	st_global_u64	$d2, [$d1];
	st_global_u64	$d3, [$d1 + 8];
	st_global_u64	$d4, [$d1 + 16];
	st_global_u64	$d5, [$d1 + 24];
	// slot = base + (index % size) * 64
	ld_global_u64	$d6, [$d0 + 8];
	ld_global_u32	$s0, [$d0 + 24];
	cvt_u64_u32	$d7, $s0;
	rem_u64	$d8, $d4, $d7;
	shl_u64	$d8, $d8, 6;
	add_u64	$d6, $d6, $d8;
	st_global_u32	0, [$d6 + 4];
	st_global_u64	0, [$d6 + 8];
	st_global_u64	0, [$d6 + 16];
	st_global_u64	0, [$d6 + 24];
	st_global_u64	0, [$d6 + 32];
	st_global_u64	0, [$d6 + 40];
	st_global_u64	0, [$d6 + 48];
	ld_kernarg_align(8)_width(all)_sig64	$d9, [%done];
	st_global_u64	$d9, [$d6 + 56];
	// BARRIER_AND (3), acquire and release fences at system scope (2 << 9 | 2 << 11).
	atomicnoret_st_global_screl_system_b32	[$d6], 5123;
	ld_global_u64	$d10, [$d0 + 16];
	signalnoret_st_screl_s64_sig64	$d10, $d4;
	ret;
};

// Stores 1 to %a, then loops forever.
kernel &forever(kernarg_sig64 %a)
{
	ld_kernarg_align(8)_width(all)_sig64	$d0, [%a];
	signalnoret_st_screl_s64_sig64	$d0, 1;
@loop:
	br	@loop;
};
"#;

fn brig(name: &str, text: &str) -> Vec<u8> {
    hsakit_hsail::assemble(&SourceFile::new(name, text.as_bytes().to_vec()))
        .unwrap_or_else(|d| panic!("{name} does not assemble: {d:?}"))
}

/// Finalizes the test kernels for agent 1 (the CPU agent) into a frozen executable and returns
/// the kernel object of `name`.
fn kernel_object(rt: &Arc<Runtime>, name: &str) -> u64 {
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig("kernel_signals.hsail", KERNELS))
        .unwrap();
    let co = rt.program_finalize(p, 1, 0, -1, "").unwrap();
    rt.program_destroy(p).unwrap();
    let exec = rt.executable_create(Profile::Full, RoundingMode::Near);
    rt.executable_load(exec, 1, &co).unwrap();
    rt.executable_freeze(exec).unwrap();
    let i = rt.executable_symbol(exec, name, Some(1)).unwrap();
    rt.with_executable(exec, |e| match &e.symbols()[i].kind {
        SymbolKind::Kernel { object, .. } => *object,
        other => panic!("{name} is {other:?}"),
    })
    .unwrap()
}

fn kernarg(rt: &Runtime, words: &[u64]) -> u64 {
    let kr = rt
        .regions()
        .iter()
        .position(|r| r.kind == RegionKind::Kernarg)
        .unwrap();
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let p = rt.allocate(kr, bytes.len().max(16) as u64).unwrap();
    rt.host_view().write_bytes(p, &bytes).unwrap();
    p
}

/// One work-item.
fn packet(object: u64, ka: u64, completion: u64) -> [u64; 8] {
    DispatchPacket {
        header: KERNEL_DISPATCH_ACQ_REL_SYSTEM,
        dimensions: 1,
        workgroup_size: [1, 1, 1],
        grid_size: [1, 1, 1],
        private_segment_size: 0,
        group_segment_size: 0,
        kernel_object: object,
        kernarg_address: ka,
        completion_signal: completion,
    }
    .encode()
}

#[test]
fn kernel_signal_writes_wake_blocked_host_waiters_while_the_kernel_runs() {
    let rt = Runtime::with_default_agents();
    let obj = kernel_object(&rt, "&ping");
    let a = rt.signal_create(0).unwrap();
    let b = rt.signal_create(0).unwrap();
    let done = rt.signal_create(1).unwrap();
    let out = rt.allocate(0, 16).unwrap();
    let ka = kernarg(&rt, &[a.handle(), b.handle(), out]);
    // The host waiter is blocked before the packet is even published.
    let waiter = {
        let a = a.clone();
        std::thread::spawn(move || {
            a.wait(
                Condition::Eq,
                5,
                Some(LONG),
                WaitHint::Blocked,
                Ordering::Acquire,
            )
        })
    };
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        packet(obj, ka, done.handle()),
    );
    q.doorbell().store(0, Ordering::Release);
    let seen = waiter.join().unwrap();
    assert_eq!(
        seen, 5,
        "the blocked waiter returned without a == 5 (timed out)"
    );
    // The kernel is blocked on b: it has not completed and a has not moved on.
    assert_eq!(done.load(Ordering::Acquire), 1, "kernel finished too early");
    assert_eq!(a.load(Ordering::Acquire), 5);
    b.store(1, Ordering::Release);
    let v = a.wait(
        Condition::Gte,
        15,
        Some(LONG),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(v, 15, "the second wait timed out");
    let d = done.wait(
        Condition::Eq,
        0,
        Some(LONG),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(d, 0, "dispatch did not complete: {:?}", q.fault());
    let view = rt.host_view();
    assert_eq!(view.read_u64(out).unwrap(), 5, "signal_add's old value");
    assert_eq!(
        view.read_u64(out + 8).unwrap(),
        1,
        "the value the kernel's wait saw"
    );
    assert_eq!(b.load(Ordering::Acquire), 1);
    rt.queue_destroy(q.address()).unwrap();
    for s in [a.handle(), b.handle(), done.handle()] {
        rt.signal_destroy(s).unwrap();
    }
}

#[test]
fn kernel_queue_instructions_use_the_runtime_queue_and_enqueue_a_barrier() {
    let rt = Runtime::with_default_agents();
    let obj = kernel_object(&rt, "&enqueue");
    let q = rt
        .queue_create(1, 64, QueueType::Multi, None, u32::MAX, u32::MAX)
        .unwrap();
    let out = rt.allocate(0, 32).unwrap();
    let done = rt.signal_create(1).unwrap();
    let barrier_done = rt.signal_create(1).unwrap();
    let ka = kernarg(&rt, &[q.address(), out, barrier_done.handle()]);
    // The host reserves slot 0 for the dispatch: write index 0 → 1.
    let slot = q.add_write_index(1, Ordering::AcqRel);
    assert_eq!(slot, 0);
    q.publish(slot, packet(obj, ka, done.handle()));
    q.doorbell().store(slot as i64, Ordering::Release);
    let d = done.wait(
        Condition::Eq,
        0,
        Some(LONG),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(d, 0, "dispatch did not complete: {:?}", q.fault());
    let view = rt.host_view();
    let got: Vec<u64> = (0..4)
        .map(|i| view.read_u64(out + 8 * i).unwrap())
        .collect();
    // While packet 0 runs: write index 1 (the host's reservation), read index 0 (the packet
    // processor moves it past a packet when the packet completes); addqueuewriteindex 1
    // returns 1 (the kernel's slot) and leaves 2.
    assert_eq!(got, vec![1, 0, 1, 2]);
    // The barrier the kernel wrote into slot 1 runs and signals its completion.
    let bd = barrier_done.wait(
        Condition::Eq,
        0,
        Some(LONG),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(
        bd,
        0,
        "kernel-enqueued barrier did not complete: {:?}",
        q.fault()
    );
    assert_eq!(q.load_write_index(Ordering::Acquire), 2);
    // The read index passes slot 1 right after its completion signal is decremented.
    for _ in 0..5000 {
        if q.load_read_index(Ordering::Acquire) == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(q.load_read_index(Ordering::Acquire), 2);
    assert!(q.fault().is_none(), "{:?}", q.fault());
    rt.queue_destroy(q.address()).unwrap();
}

/// Inactivating a queue stops a kernel that would never end on its own: the agent has no
/// watchdog (unlimited instruction budget, no wall clock), so `inactivate` (which joins the
/// packet processor) returns only because the engine polls the queue's abort flag. The kernel
/// never completes: its completion signal stays 1 and no fault is reported.
#[test]
fn inactivating_the_queue_stops_a_running_kernel() {
    let agent = Arc::new(CpuAgent::new().with_watchdog(u64::MAX, None));
    let rt = Runtime::builder().with_agent(agent).build();
    let obj = kernel_object(&rt, "&forever");
    let a = rt.signal_create(0).unwrap();
    let done = rt.signal_create(1).unwrap();
    let ka = kernarg(&rt, &[a.handle()]);
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        packet(obj, ka, done.handle()),
    );
    let v = a.wait(
        Condition::Eq,
        1,
        Some(LONG),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(v, 1, "the kernel never started");
    // Inactivate from another thread so a lost abort fails the test instead of hanging it.
    let (tx, rx) = std::sync::mpsc::channel();
    let q2 = q.clone();
    std::thread::spawn(move || {
        q2.inactivate();
        let _ = tx.send(());
    });
    assert!(
        rx.recv_timeout(LONG).is_ok(),
        "inactivate never returned: the kernel ignored the abort"
    );
    assert!(!q.is_active());
    assert!(q.fault().is_none(), "{:?}", q.fault());
    assert_eq!(
        done.load(Ordering::Acquire),
        1,
        "the endless kernel completed"
    );
    assert_eq!(q.load_read_index(Ordering::Acquire), 0);
    rt.queue_destroy(q.address()).unwrap();
}
