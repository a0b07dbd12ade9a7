//! What the runtime's integration tests share: kernel lookup, kernarg buffers and queues whose
//! errors are collected.
#![allow(dead_code)] // each test file uses its own subset

use hsakit_runtime::Runtime;
use hsakit_runtime::executable::SymbolKind;
use hsakit_runtime::queue::{Queue, QueueCallback, QueueFault, QueueType};
use hsakit_runtime::runtime::RegionKind;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The kernel symbol `name` of agent 1 in `exec`: (kernel object, kernarg size, group size).
pub fn kernel(rt: &Runtime, exec: u64, name: &str) -> (u64, u32, u32) {
    let i = rt.executable_symbol(exec, name, Some(1)).unwrap();
    rt.with_executable(exec, |e| match &e.symbols()[i].kind {
        SymbolKind::Kernel {
            object,
            kernarg_size,
            group_size,
            ..
        } => (*object, *kernarg_size, *group_size),
        other => panic!("{name} is {other:?}"),
    })
    .unwrap()
}

/// The kernel object of `name` (agent 1 in `exec`).
pub fn kobj(rt: &Runtime, exec: u64, name: &str) -> u64 {
    kernel(rt, exec, name).0
}

/// A kernarg-region buffer holding `bytes` (at least 64 bytes, so a kernel reading its whole
/// declared kernarg segment stays inside the allocation).
pub fn kernarg(rt: &Runtime, bytes: &[u8]) -> u64 {
    let kr = rt
        .regions()
        .iter()
        .position(|r| r.kind == RegionKind::Kernarg)
        .unwrap();
    let p = rt.allocate(kr, bytes.len().max(64) as u64).unwrap();
    rt.host_view().write_bytes(p, bytes).unwrap();
    p
}

/// A single-producer queue on agent 1 whose error callback collects every fault it reports.
pub fn queue_with_callback(rt: &Arc<Runtime>) -> (Arc<Queue>, Arc<Mutex<Vec<QueueFault>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s2 = seen.clone();
    let cb: QueueCallback = Arc::new(move |f: &QueueFault, _| s2.lock().unwrap().push(f.clone()));
    let q = rt
        .queue_create(1, 64, QueueType::Single, Some(cb), u32::MAX, u32::MAX)
        .unwrap();
    (q, seen)
}

/// The fault `q` reports, waiting up to 10 s for it.
pub fn wait_fault(q: &Queue) -> QueueFault {
    for _ in 0..5000 {
        if let Some(f) = q.fault() {
            return f;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("queue never faulted");
}
