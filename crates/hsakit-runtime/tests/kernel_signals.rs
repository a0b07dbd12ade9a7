//! HSAIL signal and queue instructions on runtime objects, through the CPU agent: a kernel's
//! `signal_st`/`signal_add` on a runtime-created signal wakes a host thread blocked in
//! [`Signal::wait`](hsakit_runtime::signal::Signal::wait) while the kernel is still running
//! (it then waits for the host's answer on a second signal), and a kernel reads and bumps the
//! write index of the queue it runs on and enqueues a barrier-AND packet into the slot it
//! reserved (the `amd_queue_t`/`hsa_queue_t` layout of seed 003). Expected values are worked
//! out by hand in the comments.

mod common;

use hsakit_diag::SourceFile;
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::{DispatchPacket, MachineModel, Profile, RoundingMode};
use hsakit_runtime::agents::cpu::CpuAgent;
use hsakit_runtime::executable::SymbolKind;
use hsakit_runtime::queue::QueueType;
use hsakit_runtime::signal::{Condition, WaitHint};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Kernel dispatch with system-scope acquire and release fences (PRM packet header bits).
const KERNEL_DISPATCH_ACQ_REL_SYSTEM: u16 = 2 | (2 << 9) | (2 << 11);

/// Long enough never to expire on a loaded machine; a wait that returns without its condition
/// holding means the wake-up was lost.
const LONG: Duration = Duration::from_secs(60);

/// The kernels (`&ping`, `&enqueue`, `&forever`), shared with `examples/c/kernel_signals.c`.
const KERNELS: &str = include_str!("../../../examples/kernel_signals/kernel_signals.hsail");

/// The BRIG the C example loads.
const BRIG_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/c/kernel_signals.brig"
);

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
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    common::kernarg(rt, &bytes)
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

/// `examples/c/kernel_signals.brig` is what our assembler writes for
/// `examples/kernel_signals/kernel_signals.hsail` (regenerate with `HSAKIT_BLESS=1`).
#[test]
fn committed_c_example_brig_is_what_our_assembler_writes() {
    let ours = brig("kernel_signals.hsail", KERNELS);
    if std::env::var_os("HSAKIT_BLESS").is_some() {
        std::fs::write(BRIG_PATH, &ours).unwrap();
    }
    let committed = std::fs::read(BRIG_PATH).unwrap_or_default();
    assert!(
        committed == ours,
        "{BRIG_PATH} differs from what the assembler writes for kernel_signals.hsail; \
         regenerate it with HSAKIT_BLESS=1 cargo test -p hsakit-runtime --test kernel_signals"
    );
}
