//! Runtime behaviour through the Rust API with the test-double agent.

mod common;

use common::{kernarg, kobj, queue_with_callback, wait_fault};
use hsakit_runtime::agent::{DispatchError, DispatchPacket};
use hsakit_runtime::executable::CodeObject;
use hsakit_runtime::memory::{Access, Fault};
use hsakit_runtime::queue::{QueueFaultKind, QueueType, packet_type};
use hsakit_runtime::runtime::{AGENT_FN_STORE_U64, RegionKind};
use hsakit_runtime::signal::{Condition, SignalOp, WaitHint};
use hsakit_runtime::test_agent::TestAgent;
use hsakit_runtime::{Runtime, RuntimeError};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

const ACQ_REL_SYSTEM: u16 = (2 << 9) | (2 << 11);

fn setup() -> (Arc<Runtime>, u64) {
    let rt = Runtime::builder()
        .with_agent(Arc::new(TestAgent::new().with_builtins()))
        .build();
    let exec = rt.executable_create(
        hsakit_runtime::agent::Profile::Full,
        hsakit_runtime::agent::RoundingMode::Near,
    );
    let co = CodeObject::deserialize(&TestAgent::new().with_builtins().code_object()).unwrap();
    rt.executable_load(exec, 1, &co).unwrap();
    rt.executable_freeze(exec).unwrap();
    (rt, exec)
}

fn dispatch_words(object: u64, ka: u64, grid: u32, signal: u64) -> [u64; 8] {
    DispatchPacket {
        header: packet_type::KERNEL_DISPATCH as u16 | ACQ_REL_SYSTEM,
        dimensions: 1,
        workgroup_size: [64, 1, 1],
        grid_size: [grid, 1, 1],
        private_segment_size: 0,
        group_segment_size: 0,
        kernel_object: object,
        kernarg_address: ka,
        completion_signal: signal,
    }
    .encode()
}

#[test]
fn agents_and_regions() {
    let (rt, _) = setup();
    assert_eq!(rt.agents().len(), 2);
    assert_eq!(rt.agents()[1].properties().name, "hsakit-test-agent");
    let kinds: Vec<RegionKind> = rt
        .agent_regions(1)
        .unwrap()
        .iter()
        .map(|&r| rt.regions()[r].kind)
        .collect();
    assert_eq!(
        kinds,
        [
            RegionKind::GlobalFine,
            RegionKind::Kernarg,
            RegionKind::GlobalCoarse,
            RegionKind::Group
        ]
    );
    assert_eq!(rt.agent(7).unwrap_err(), RuntimeError::InvalidAgent);
    let g = rt
        .regions()
        .iter()
        .position(|r| r.kind == RegionKind::Group)
        .unwrap();
    assert_eq!(
        rt.allocate(g, 16).unwrap_err(),
        RuntimeError::InvalidAllocation
    );
    assert_eq!(
        rt.allocate(0, 0).unwrap_err(),
        RuntimeError::InvalidArgument("size is 0")
    );
    let p = rt.allocate(0, 100).unwrap();
    let q = rt.allocate(0, 100).unwrap();
    rt.host_view().write_bytes(p, b"hello").unwrap();
    rt.copy(q, p, 5).unwrap();
    let mut b = [0u8; 5];
    rt.host_view().read_bytes(q, &mut b).unwrap();
    assert_eq!(&b, b"hello");
    rt.free(p).unwrap();
    assert_eq!(rt.free(p).unwrap_err(), RuntimeError::InvalidAllocation);
}

#[test]
fn signal_operations_and_waits() {
    let (rt, _) = setup();
    let s = rt.signal_create(10).unwrap();
    assert_eq!(s.rmw(SignalOp::Add, 5, Ordering::AcqRel), 10);
    assert_eq!(s.rmw(SignalOp::Sub, 3, Ordering::Relaxed), 15);
    assert_eq!(s.rmw(SignalOp::And, 0b1010, Ordering::Acquire), 12);
    assert_eq!(s.rmw(SignalOp::Or, 1, Ordering::Release), 8);
    assert_eq!(s.rmw(SignalOp::Xor, 0xF, Ordering::AcqRel), 9);
    assert_eq!(s.rmw(SignalOp::Exchange, -4, Ordering::AcqRel), 6);
    assert_eq!(s.cas(-4, 7, Ordering::AcqRel), -4);
    assert_eq!(s.cas(0, 9, Ordering::AcqRel), 7);
    assert_eq!(s.load(Ordering::Acquire), 7);
    // The value lives at byte 8 of the amd_signal_t (seed 003 L559); kind USER=1 at byte 0.
    assert_eq!(rt.host_view().read_u64(s.handle() + 8).unwrap(), 7);
    assert_eq!(rt.host_view().read_u64(s.handle()).unwrap(), 1);
    assert_eq!(s.handle() % 64, 0);
    // Timeout: condition never true.
    let v = s.wait(
        Condition::Eq,
        100,
        Some(Duration::from_millis(5)),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(v, 7);
    // Another thread releases the waiter.
    let s2 = s.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(10));
        s2.store(0, Ordering::Release);
    });
    assert_eq!(
        s.wait(Condition::Lt, 1, None, WaitHint::Blocked, Ordering::Acquire),
        0
    );
    t.join().unwrap();
    // Group wait.
    let a = rt.signal_create(1).unwrap();
    let b = rt.signal_create(1).unwrap();
    let g = rt.signal_group_create(&[a.handle(), b.handle()]).unwrap();
    let grp = rt.signal_group(g).unwrap();
    let b2 = b.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(5));
        b2.store(0, Ordering::Release);
    });
    let r = grp.wait_any(
        &[Condition::Eq, Condition::Eq],
        &[0, 0],
        WaitHint::Blocked,
        Ordering::Acquire,
        None,
    );
    assert_eq!(r, Some((1, 0)));
    t.join().unwrap();
    assert_eq!(
        rt.signal_group_create(&[a.handle(), a.handle()])
            .unwrap_err(),
        RuntimeError::InvalidArgument("duplicate signal")
    );
    rt.signal_destroy(a.handle()).unwrap();
    assert_eq!(
        rt.signal_destroy(a.handle()).unwrap_err(),
        RuntimeError::InvalidSignal
    );
}

#[test]
fn dispatch_fill_and_completion() {
    let (rt, exec) = setup();
    let q = rt
        .queue_create(1, 64, QueueType::Multi, None, u32::MAX, u32::MAX)
        .unwrap();
    let out = rt.allocate(0, 4 * 100).unwrap();
    let mut ka = out.to_le_bytes().to_vec();
    ka.extend_from_slice(&1000u32.to_le_bytes());
    let ka = kernarg(&rt, &ka);
    let done = rt.signal_create(1).unwrap();
    let idx = q.add_write_index(1, Ordering::AcqRel);
    q.publish(
        idx,
        dispatch_words(kobj(&rt, exec, "&fill_u32"), ka, 100, done.handle()),
    );
    assert_eq!(
        done.wait(
            Condition::Eq,
            0,
            Some(Duration::from_secs(10)),
            WaitHint::Blocked,
            Ordering::Acquire
        ),
        0
    );
    for i in [0u64, 1, 57, 99] {
        assert_eq!(
            u64::from(rt.host_view().read_u32(out + 4 * i).unwrap()),
            1000 + i
        );
    }
    assert_eq!(q.load_read_index(Ordering::Acquire), 1);
    // The consumed slot is INVALID again.
    assert_eq!(
        u64::from(rt.host_view().read_u8(q.base_address()).unwrap()),
        packet_type::INVALID as u64
    );
    // hsa_queue_t fields (size at 24, base_address at 8).
    assert_eq!(
        u64::from(rt.host_view().read_u32(q.address() + 24).unwrap()),
        64
    );
    assert_eq!(
        rt.host_view().read_u64(q.address() + 8).unwrap(),
        q.base_address()
    );
    rt.queue_destroy(q.address()).unwrap();
}

#[test]
fn barrier_and_orders_packets_and_barrier_or_and_agent_dispatch() {
    let (rt, _) = setup();
    let q = rt
        .queue_create(1, 64, QueueType::Multi, None, u32::MAX, u32::MAX)
        .unwrap();
    let dep = rt.signal_create(1).unwrap();
    let done = rt.signal_create(1).unwrap();
    let cell = rt.allocate(0, 8).unwrap();
    // barrier-AND on `dep`, then an agent dispatch storing 42.
    let mut bar = [0u64; 8];
    bar[0] = packet_type::BARRIER_AND as u64 | ACQ_REL_SYSTEM as u64;
    bar[1] = dep.handle();
    let i0 = q.add_write_index(2, Ordering::AcqRel);
    let mut ag = [0u64; 8];
    ag[0] = packet_type::AGENT_DISPATCH as u64
        | ACQ_REL_SYSTEM as u64
        | (AGENT_FN_STORE_U64 as u64) << 16;
    ag[1] = cell;
    ag[2] = 42;
    ag[7] = done.handle();
    q.publish(i0 + 1, ag);
    q.publish(i0, bar);
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(
        rt.host_view().read_u64(cell).unwrap(),
        0,
        "agent dispatch ran before its barrier"
    );
    assert_eq!(done.load(Ordering::Acquire), 1);
    dep.store(0, Ordering::Release);
    assert_eq!(
        done.wait(
            Condition::Eq,
            0,
            Some(Duration::from_secs(10)),
            WaitHint::Blocked,
            Ordering::Acquire
        ),
        0
    );
    assert_eq!(rt.host_view().read_u64(cell).unwrap(), 42);
    // barrier-OR: one of two deps is enough.
    let d1 = rt.signal_create(1).unwrap();
    let d2 = rt.signal_create(0).unwrap();
    let done2 = rt.signal_create(1).unwrap();
    let mut or = [0u64; 8];
    or[0] = packet_type::BARRIER_OR as u64;
    or[1] = d1.handle();
    or[2] = d2.handle();
    or[7] = done2.handle();
    let i = q.add_write_index(1, Ordering::AcqRel);
    q.publish(i, or);
    assert_eq!(
        done2.wait(
            Condition::Eq,
            0,
            Some(Duration::from_secs(10)),
            WaitHint::Blocked,
            Ordering::Acquire
        ),
        0
    );
    rt.queue_destroy(q.address()).unwrap();
}

#[test]
fn queue_errors_reach_the_callback() {
    let (rt, exec) = setup();
    // Memory violation from a kernel.
    let (q, seen) = queue_with_callback(&rt);
    let i = q.add_write_index(1, Ordering::AcqRel);
    q.publish(i, dispatch_words(kobj(&rt, exec, "&fault"), 0, 1, 0));
    let f = wait_fault(&q);
    match f.kind {
        QueueFaultKind::Dispatch(DispatchError::MemoryViolation(m)) => {
            assert_eq!(
                m,
                Fault::Violation {
                    addr: 0x10,
                    size: 4,
                    access: Access::Read
                }
            );
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(seen.lock().unwrap().len(), 1);
    assert!(!q.is_active());
    rt.queue_destroy(q.address()).unwrap();
    // Vendor-specific packet → invalid packet format.
    let (q, _) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        [0, 0, 0, 0, 0, 0, 0, 0],
    );
    assert_eq!(wait_fault(&q).kind, QueueFaultKind::InvalidPacketFormat);
    rt.queue_destroy(q.address()).unwrap();
    // Unknown kernel object.
    let (q, _) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        dispatch_words(0xdead_0000, 0, 1, 0),
    );
    assert_eq!(wait_fault(&q).kind, QueueFaultKind::InvalidCodeObject);
    rt.queue_destroy(q.address()).unwrap();
    // Too large a work-group.
    let (q, _) = queue_with_callback(&rt);
    let mut w = dispatch_words(kobj(&rt, exec, "&noop"), 0, 4096, 0);
    w[0] = (w[0] & !(0xFFFF << 32)) | (2048u64 << 32);
    q.publish(q.add_write_index(1, Ordering::AcqRel), w);
    assert_eq!(wait_fault(&q).kind, QueueFaultKind::OutOfResources);
    rt.queue_destroy(q.address()).unwrap();
    // A spinning kernel is aborted by destroy (no hang).
    let (q, seen) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        dispatch_words(kobj(&rt, exec, "&spin"), 0, 1, 0),
    );
    std::thread::sleep(Duration::from_millis(10));
    rt.queue_destroy(q.address()).unwrap();
    assert!(seen.lock().unwrap().is_empty());
    assert_eq!(
        rt.queue(q.address()).unwrap_err(),
        RuntimeError::InvalidQueue
    );
}

#[test]
fn executables_programs_and_symbols() {
    let (rt, exec) = setup();
    assert_eq!(
        rt.executable_freeze(exec).unwrap_err(),
        RuntimeError::FrozenExecutable
    );
    let co = CodeObject::deserialize(&TestAgent::new().with_builtins().code_object()).unwrap();
    assert_eq!(
        rt.executable_load(exec, 1, &co).unwrap_err(),
        RuntimeError::FrozenExecutable
    );
    assert_eq!(
        rt.executable_symbol(exec, "&nope", None).unwrap_err(),
        RuntimeError::InvalidSymbolName
    );
    let i = rt
        .executable_symbol(exec, "&vector_add_u32", Some(1))
        .unwrap();
    rt.with_executable(exec, |e| match &e.symbols()[i].kind {
        hsakit_runtime::executable::SymbolKind::Kernel {
            kernarg_size,
            kernarg_alignment,
            ..
        } => {
            assert_eq!((*kernarg_size, *kernarg_alignment), (24, 16));
        }
        k => panic!("{k:?}"),
    })
    .unwrap();
    // Program: a minimal BRIG header of byteCount 104 is a valid module container.
    let mut brig = b"HSA BRIG".to_vec();
    brig.extend_from_slice(&1u32.to_le_bytes());
    brig.extend_from_slice(&0u32.to_le_bytes());
    brig.extend_from_slice(&104u64.to_le_bytes());
    brig.resize(104, 0);
    let p = rt.program_create(
        hsakit_runtime::agent::MachineModel::Large,
        hsakit_runtime::agent::Profile::Full,
        hsakit_runtime::agent::RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig).unwrap();
    assert_eq!(
        rt.program_add_module(p, 1, &brig).unwrap_err(),
        RuntimeError::ModuleAlreadyIncluded
    );
    assert!(matches!(
        rt.program_add_module(p, 2, b"not brig at all").unwrap_err(),
        RuntimeError::InvalidModule(_)
    ));
    let co = rt.program_finalize(p, 1, 0, -1, "").unwrap();
    assert_eq!(co.isa, "hsakit-test-agent");
    let round = CodeObject::deserialize(&co.serialize()).unwrap();
    assert_eq!(round, co);
    let e2 = rt.executable_create(
        hsakit_runtime::agent::Profile::Full,
        hsakit_runtime::agent::RoundingMode::Near,
    );
    rt.executable_load(e2, 1, &round).unwrap();
    rt.executable_destroy(e2).unwrap();
    assert_eq!(
        rt.executable_destroy(e2).unwrap_err(),
        RuntimeError::InvalidExecutable
    );
}

/// Reduced stress: 8 threads × 4 queues; every dispatch increments a counter exactly once.
#[test]
fn stress_reduced() {
    let (rt, exec) = setup();
    let queues: Vec<_> = (0..4)
        .map(|_| {
            rt.queue_create(1, 256, QueueType::Multi, None, u32::MAX, u32::MAX)
                .unwrap()
        })
        .collect();
    let counter = rt.allocate(0, 8).unwrap();
    let ka = kernarg(&rt, &counter.to_le_bytes());
    let count = kobj(&rt, exec, "&count");
    let per_thread = 500u64;
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let (rt, q) = (rt.clone(), queues[t % 4].clone());
            std::thread::spawn(move || {
                let sig = rt.signal_create(per_thread as i64).unwrap();
                for n in 0..per_thread {
                    let idx = q.add_write_index(1, Ordering::AcqRel);
                    while idx - q.load_read_index(Ordering::Acquire) >= q.size() as u64 {
                        std::thread::yield_now();
                    }
                    let w = if n % 3 == 2 {
                        let mut b = [0u64; 8];
                        b[0] = packet_type::BARRIER_AND as u64 | ACQ_REL_SYSTEM as u64;
                        b[7] = sig.handle();
                        b
                    } else {
                        dispatch_words(count, ka, 1, sig.handle())
                    };
                    q.publish(idx, w);
                }
                sig.wait(
                    Condition::Eq,
                    0,
                    Some(Duration::from_secs(60)),
                    WaitHint::Blocked,
                    Ordering::Acquire,
                )
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().unwrap(), 0);
    }
    let expected: u64 = 8 * (0..per_thread).filter(|n| n % 3 != 2).count() as u64;
    assert_eq!(rt.host_view().read_u64(counter).unwrap(), expected);
    rt.destroy_all_queues();
}

/// Signals and queues live in `hsakit-mem` Runtime regions, so a kernel reaches them through its
/// agent view: `&signal_sub` decrements a signal with an atomic on `amd_signal_t` byte 8, and
/// `&queue_info` reads its queue's `size` (byte 24) and `write_dispatch_id` (byte 56).
#[test]
fn kernels_reach_signals_and_queues_through_their_view() {
    let (rt, exec) = setup();
    let q = rt
        .queue_create(1, 128, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    let s = rt.signal_create(3).unwrap();
    let done = rt.signal_create(2).unwrap();
    let ka = kernarg(&rt, &s.handle().to_le_bytes());
    let out = rt.allocate(0, 16).unwrap();
    let ka2 = kernarg(&rt, &out.to_le_bytes());
    let i = q.add_write_index(2, Ordering::AcqRel);
    q.publish(
        i + 1,
        dispatch_words(kobj(&rt, exec, "&queue_info"), ka2, 1, done.handle()),
    );
    q.publish(
        i,
        dispatch_words(kobj(&rt, exec, "&signal_sub"), ka, 1, done.handle()),
    );
    assert_eq!(
        s.wait(
            Condition::Eq,
            2,
            Some(Duration::from_secs(10)),
            WaitHint::Blocked,
            Ordering::Acquire
        ),
        2
    );
    assert_eq!(
        done.wait(
            Condition::Eq,
            0,
            Some(Duration::from_secs(10)),
            WaitHint::Blocked,
            Ordering::Acquire
        ),
        0
    );
    let v = rt.host_view();
    assert_eq!(v.read_u64(out).unwrap(), 128);
    assert_eq!(v.read_u64(out + 8).unwrap(), i + 2);
    // The signal's memory is a Runtime region, 64 bytes, in the same table engines get.
    let r = rt.memory().region_of(s.handle(), 64).unwrap();
    assert_eq!(
        (r.kind, r.len),
        (hsakit_runtime::memory::RegionKind::Runtime, 64)
    );
    rt.queue_destroy(q.address()).unwrap();
}

/// Kernarg memory is read-only for agents (the host still writes it), and a destroyed signal's
/// memory leaves the table.
#[test]
fn kernarg_is_read_only_for_kernels_and_freed_memory_faults() {
    let (rt, exec) = setup();
    let (q, _) = queue_with_callback(&rt);
    let ka = kernarg(&rt, &[0u8; 16]);
    // &fill_u32 with `out` = the kernarg segment itself.
    let mut args = ka.to_le_bytes().to_vec();
    args.extend_from_slice(&5u32.to_le_bytes());
    rt.host_view().write_bytes(ka, &args).unwrap();
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        dispatch_words(kobj(&rt, exec, "&fill_u32"), ka, 1, 0),
    );
    assert_eq!(
        wait_fault(&q).kind,
        QueueFaultKind::Dispatch(DispatchError::MemoryViolation(Fault::Violation {
            addr: ka,
            size: 4,
            access: Access::Write
        }))
    );
    rt.queue_destroy(q.address()).unwrap();
    // A buffer freed before the dispatch is launched faults.
    let (q, _) = queue_with_callback(&rt);
    let ka = kernarg(&rt, &[0u8; 16]);
    let buf = rt.allocate(0, 64).unwrap();
    let mut args = buf.to_le_bytes().to_vec();
    args.extend_from_slice(&5u32.to_le_bytes());
    rt.host_view().write_bytes(ka, &args).unwrap();
    rt.free(buf).unwrap();
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        dispatch_words(kobj(&rt, exec, "&fill_u32"), ka, 1, 0),
    );
    assert!(matches!(
        wait_fault(&q).kind,
        QueueFaultKind::Dispatch(DispatchError::MemoryViolation(Fault::Violation {
            access: Access::Write,
            ..
        }))
    ));
    rt.queue_destroy(q.address()).unwrap();
    let s = rt.signal_create(0).unwrap();
    let h = s.handle();
    rt.signal_destroy(h).unwrap();
    drop(s);
    assert!(rt.memory().region_of(h, 64).is_none());
}
