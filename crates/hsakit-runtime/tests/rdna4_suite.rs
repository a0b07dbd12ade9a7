//! The RDNA4 OpenCL suite (tests/kernels/rdna4/suite.cl: 13 kernels, rebuilt by
//! tests/kernels/rdna4/build.sh with clang-19) through the runtime's public Rust API, on every
//! code-object variant (gfx1201 and gfx1200, wave32 and wave64, -O0 and -O2): executable load of
//! the `.hsaco` on a strict-mode RDNA4 agent, kernarg segment laid out from the code object
//! metadata, AQL kernel-dispatch packet on a user-mode queue, completion signal. Every result is
//! compared with a host reference, bit-exact unless a comment justifies a tolerance; inputs,
//! references, checks and the kernarg layout are shared with the emulator's own suite test
//! (tests/kernels/rdna4/suite_host.rs).

#[path = "../../../tests/kernels/rdna4/suite_host.rs"]
mod suite;

use hsakit_emu_rdna4::Options;
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::DispatchError;
use hsakit_runtime::agent::{DispatchPacket, Profile, RoundingMode};
use hsakit_runtime::agents::rdna4::{Rdna4Agent, Rdna4Target};
use hsakit_runtime::executable::{CodeObject, SymbolKind};
use hsakit_runtime::queue::{Queue, QueueCallback, QueueFault, QueueFaultKind, QueueType};
use hsakit_runtime::runtime::RegionKind;
use hsakit_runtime::signal::{Condition, WaitHint};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use suite::{Arg, Device, VARIANTS, le32, words};

/// The float-multiply kernel whose descriptor enables the invalid and overflow exceptions.
const EXCP_VARIANTS: [&str; 2] = ["excp-gfx1201", "excp-gfx1200"];

/// Kernel dispatch with system-scope acquire and release fences (AQL header bits).
const KERNEL_DISPATCH_ACQ_REL_SYSTEM: u16 = 2 | (2 << 9) | (2 << 11);

/// A runtime with one strict-mode RDNA4 agent (agent 1) for the variant's processor, the
/// variant's code object loaded into a frozen executable, and a queue on the agent.
struct Rig {
    variant: &'static str,
    rt: Arc<Runtime>,
    exec: u64,
    bytes: Vec<u8>,
    queue: Arc<Queue>,
    faults: Arc<Mutex<Vec<QueueFault>>>,
}

impl Rig {
    fn new(variant: &'static str) -> Rig {
        Rig::with_options(
            variant,
            Options {
                strict: true,
                ..Options::default()
            },
        )
    }

    fn with_options(variant: &'static str, options: Options) -> Rig {
        let target = if variant.contains("gfx1200") {
            Rdna4Target::Gfx1200
        } else {
            Rdna4Target::Gfx1201
        };
        let agent = Rdna4Agent::new(target).with_options(options);
        let rt = Runtime::builder().with_agent(Arc::new(agent)).build();
        let bytes = suite::code_object(env!("CARGO_MANIFEST_DIR"), variant);
        let exec = rt.executable_create(Profile::Base, RoundingMode::Near);
        let co = CodeObject::deserialize(&bytes).expect("code object");
        rt.executable_load(exec, 1, &co).expect("load");
        rt.executable_freeze(exec).expect("freeze");
        let faults = Arc::new(Mutex::new(Vec::new()));
        let seen = faults.clone();
        let cb: QueueCallback = Arc::new(move |f: &QueueFault, _| {
            seen.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(f.clone())
        });
        let queue = rt
            .queue_create(1, 64, QueueType::Single, Some(cb), u32::MAX, u32::MAX)
            .expect("queue");
        Rig {
            variant,
            rt,
            exec,
            bytes,
            queue,
            faults,
        }
    }

    /// The faults the queue's callback has seen.
    fn faults(&self) -> Vec<QueueFault> {
        self.faults
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// [`Device::run`], returning the queue's fault instead of panicking on it.
    fn try_run(
        &self,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
    ) -> Result<(), QueueFault> {
        let done = self.rt.signal_create(1).expect("signal");
        self.publish(kernel, grid, wg, args, done.handle());
        for _ in 0..1200 {
            let s = done.wait(
                Condition::Eq,
                0,
                Some(Duration::from_millis(100)),
                WaitHint::Blocked,
                Ordering::Acquire,
            );
            if s == 0 {
                return Ok(());
            }
            if let Some(f) = self.queue.fault() {
                return Err(f);
            }
        }
        panic!(
            "{} {kernel}: neither completion nor fault within 120 s",
            self.variant
        );
    }

    /// Lays out the kernarg segment ([`suite::kernarg_segment`]) and publishes a kernel-dispatch
    /// packet with the symbol's group and private segment sizes and `completion_signal` (a
    /// signal handle, or 0), without waiting.
    fn publish(
        &self,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
        completion_signal: u64,
    ) {
        let v = self.variant;
        let sym = format!("{kernel}.kd");
        let i = self
            .rt
            .executable_symbol(self.exec, &sym, Some(1))
            .unwrap_or_else(|e| panic!("{v}: {sym}: {e:?}"));
        let (object, ka_size, group, private) = self
            .rt
            .with_executable(self.exec, |e| match &e.symbols()[i].kind {
                SymbolKind::Kernel {
                    object,
                    kernarg_size,
                    group_size,
                    private_size,
                    ..
                } => (*object, *kernarg_size, *group_size, *private_size),
                other => panic!("{sym} is {other:?}"),
            })
            .expect("executable");
        let ka = suite::kernarg_segment(&self.bytes, kernel, u64::from(ka_size), grid, wg, args);
        let dims = grid.iter().filter(|&&g| g > 1).count().max(1) as u8;
        let kr = self
            .rt
            .regions()
            .iter()
            .position(|r| r.kind == RegionKind::Kernarg)
            .expect("kernarg region");
        let kp = self.rt.allocate(kr, ka.len() as u64).expect("kernarg");
        self.rt.host_view().write_bytes(kp, &ka).expect("kernarg");
        let packet = DispatchPacket {
            header: KERNEL_DISPATCH_ACQ_REL_SYSTEM,
            dimensions: dims,
            workgroup_size: wg,
            grid_size: grid,
            private_segment_size: private,
            group_segment_size: group,
            kernel_object: object,
            kernarg_address: kp,
            completion_signal,
        };
        let q = &self.queue;
        q.publish(q.add_write_index(1, Ordering::AcqRel), packet.encode());
    }
}

impl Device for Rig {
    fn label(&self) -> &str {
        self.variant
    }

    fn buf(&self, bytes: &[u8]) -> u64 {
        let p = self
            .rt
            .allocate(0, bytes.len().max(4) as u64)
            .expect("alloc");
        self.rt.host_view().write_bytes(p, bytes).expect("write");
        p
    }

    fn read(&self, p: u64, n: usize) -> Vec<u8> {
        let mut b = vec![0u8; n];
        self.rt.host_view().read_bytes(p, &mut b).expect("read");
        b
    }

    /// Publishes the packet ([`Rig::publish`]) and waits for the completion signal. Panics with
    /// the queue's fault if the dispatch failed.
    fn run(&self, kernel: &str, grid: [u32; 3], wg: [u16; 3], args: &[Arg]) {
        if let Err(f) = self.try_run(kernel, grid, wg, args) {
            panic!("{} {kernel}: the queue faulted: {f:?}", self.variant);
        }
    }
}

fn each_variant(f: impl Fn(&dyn Device)) {
    for v in VARIANTS {
        f(&Rig::new(v));
    }
}

// The inputs, host references and checks are shared with the emulator's own suite test
// (tests/kernels/rdna4/suite_host.rs); the seeds here differ from that test's.

#[test]
fn arith_i32() {
    each_variant(|d| suite::arith_i32(d, 17));
}

#[test]
fn arith_i64() {
    each_variant(|d| suite::arith_i64(d, 23));
}

#[test]
fn bitops() {
    each_variant(|d| suite::bitops(d, 4));
}

#[test]
fn arith_f32() {
    each_variant(|d| suite::arith_f32(d, 6));
}

#[test]
fn arith_f64() {
    each_variant(|d| suite::arith_f64(d, 22));
}

#[test]
fn f16_reference_conversions() {
    suite::check_f16_reference_conversions();
}

#[test]
fn arith_f16() {
    each_variant(|d| suite::arith_f16(d, 32));
}

#[test]
fn divergent() {
    each_variant(|d| suite::divergent(d, 98));
}

#[test]
fn lds_reverse() {
    each_variant(|d| suite::lds_reverse(d, 11));
}

#[test]
fn atomics() {
    each_variant(|d| suite::atomics(d, 6));
}

#[test]
fn grid3d_partial_groups() {
    each_variant(suite::grid3d_partial_groups);
}

#[test]
fn reduce() {
    each_variant(|d| suite::reduce(d, 41));
}

#[test]
fn scan() {
    each_variant(|d| suite::scan(d, 14));
}

#[test]
fn spill_to_scratch() {
    each_variant(|d| suite::spill_to_scratch(d, 7907));
}

/// Float exceptions per TRAP_CTRL: the descriptor of `fmul` (tests/kernels/rdna4/excp.cl)
/// enables invalid-operation and overflow (rsrc2 bits 24 and 27 → TRAP_CTRL 0x9). Ordinary
/// products complete; one lane overflowing (1e30 · 1e30) or computing 0 · ∞ stops the dispatch
/// with an exception error on the queue naming the exception.
#[test]
fn enabled_fp_exception_stops_the_dispatch() {
    let n = 64u32;
    for v in EXCP_VARIANTS {
        let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 3.0).collect();
        let b: Vec<f32> = (0..n).map(|i| 1.0 + i as f32).collect();
        let bits = |x: &[f32]| le32(&x.iter().map(|f| f.to_bits()).collect::<Vec<_>>());
        let s = Rig::new(v);
        let out = s.buf(&vec![0; n as usize * 4]);
        let (pa, pb) = (s.buf(&bits(&a)), s.buf(&bits(&b)));
        let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
        s.run("fmul", [n, 1, 1], [32, 1, 1], &args);
        let got = words(&s.read(out, n as usize * 4));
        for i in 0..n as usize {
            // Products of these small values are exact or correctly rounded: bit-exact.
            assert_eq!(got[i], (a[i] * b[i]).to_bits(), "{v}: item {i}");
        }
        for (lane, x, y, name) in [
            (41usize, 1e30f32, 1e30f32, "overflow"),
            (3, 0.0, f32::INFINITY, "invalid"),
        ] {
            let s = Rig::new(v);
            let (mut a2, mut b2) = (a.clone(), b.clone());
            a2[lane] = x;
            b2[lane] = y;
            let out = s.buf(&vec![0; n as usize * 4]);
            let (pa, pb) = (s.buf(&bits(&a2)), s.buf(&bits(&b2)));
            let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
            let f = s
                .try_run("fmul", [n, 1, 1], [32, 1, 1], &args)
                .expect_err("the exception must stop the dispatch");
            match &f.kind {
                QueueFaultKind::Dispatch(DispatchError::Exception(m)) => {
                    let want = format!("floating-point exception ({name})");
                    assert!(m.contains(&want), "{v}: {m}");
                    assert!(m.contains("TRAP_CTRL 0x9"), "{v}: {m}");
                }
                other => panic!("{v}: expected an exception fault, got {other:?}"),
            }
        }
    }
}

/// A kernel writing outside every allocation puts the queue in the error state with a
/// memory-violation status naming the address; the queue's callback sees the fault once.
#[test]
fn memory_violation_becomes_a_queue_error() {
    let s = Rig::new("suite-gfx1201-w32-O2");
    let bogus = 0x7777_0000_0000u64;
    let args = [Arg::Buf(bogus), Arg::U32(4), Arg::U32(1), Arg::U32(1)];
    let f = s
        .try_run("grid3d", [4, 1, 1], [4, 1, 1], &args)
        .expect_err("the store must fault");
    let seen = s.faults();
    assert_eq!(seen.len(), 1, "{seen:?}");
    let text = format!("{f:?}");
    assert!(text.contains("0x777700000000"), "{text}");
}

/// A runaway kernel (valu_bound with 2^32-1 iterations, ~8e10 instructions, under a watchdog
/// of 1e9) is stopped by destroying its queue: the emulator polls the queue's abort flag, the
/// dispatch ends as aborted (no fault reaches the callback, no watchdog stop) and destroy
/// returns.
#[test]
fn queue_destroy_aborts_a_running_dispatch() {
    let s = Rig::with_options(
        "bench-gfx1201-w32-O2",
        Options {
            watchdog: 1_000_000_000,
            ..Options::default()
        },
    );
    let out = s.buf(&[0u8; 32 * 4]);
    // Publish without waiting: the packet processor starts the dispatch.
    let args = [Arg::Buf(out), Arg::U32(u32::MAX)];
    s.publish("valu_bound", [32, 1, 1], [32, 1, 1], &args, 0);
    std::thread::sleep(Duration::from_millis(50));
    s.rt.queue_destroy(s.queue.address()).expect("destroy");
    let seen = s.faults();
    assert!(seen.is_empty(), "{seen:?}");
}
