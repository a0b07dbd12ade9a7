//! The HSAIL CPU kernel agent (`hsakit-cpu`) through the runtime's Rust API: HSAIL text →
//! BRIG (our assembler) → `program_finalize` → executable → AQL dispatch → host-checked output;
//! memory violations and watchdog stops reach the queue callback and the agent keeps serving.

mod common;

use common::{kernarg, kernel, queue_with_callback, wait_fault};
use hsakit_diag::SourceFile;
use hsakit_runtime::agent::{DispatchError, DispatchPacket, MachineModel, Profile, RoundingMode};
use hsakit_runtime::agents::cpu::{
    CPU_AGENT_NAME, CPU_ISA, CodeObjectKernel, CpuAgent, CpuCodeObject, TAG_BRIG,
};
use hsakit_runtime::executable::SymbolKind;
use hsakit_runtime::queue::{Queue, QueueFaultKind, QueueType};
use hsakit_runtime::signal::{Condition, WaitHint};
use hsakit_runtime::{Runtime, RuntimeError};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

const KERNEL_DISPATCH_ACQ_REL_SYSTEM: u16 = 2 | (2 << 9) | (2 << 11);

const VECTOR_ADD: &str = include_str!("../../../examples/vector_add/vector_add.hsail");

const TEST_KERNELS: &str = r#"module &cpu_agent_tests:1:0:$full:$large:$default;

// out[y * w + x] = 1000 * x + y over a 2-D grid.
kernel &ids(kernarg_u64 %out, kernarg_u32 %w)
{
	workitemabsid_u32	$s0, 0;
	workitemabsid_u32	$s1, 1;
	ld_kernarg_align(4)_width(all)_u32	$s2, [%w];
	mul_u32	$s3, $s1, $s2;
	add_u32	$s3, $s3, $s0;
	mul_u32	$s4, $s0, 1000;
	add_u32	$s4, $s4, $s1;
	cvt_u64_u32	$d0, $s3;
	shl_u64	$d0, $d0, 2;
	ld_kernarg_align(8)_width(all)_u64	$d1, [%out];
	add_u64	$d1, $d1, $d0;
	st_global_u32	$s4, [$d1];
	ret;
};

// Stores 1 at the address in %p.
kernel &poke(kernarg_u64 %p)
{
	ld_kernarg_align(8)_width(all)_u64	$d0, [%p];
	mov_b32	$s0, 1;
	st_global_u32	$s0, [$d0];
	ret;
};

// Adds 1 to the u64 at %counter.
kernel &count(kernarg_u64 %counter)
{
	ld_kernarg_align(8)_width(all)_u64	$d0, [%counter];
	atomicnoret_add_global_scar_system_u64	[$d0], 1;
	ret;
};

// Counts to %n.
kernel &spin(kernarg_u32 %n)
{
	ld_kernarg_align(4)_width(all)_u32	$s0, [%n];
	mov_b32	$s1, 0;
@loop:
	add_u32	$s1, $s1, 1;
	cmp_lt_b1_u32	$c0, $s1, $s0;
	cbr_b1	$c0, @loop;
	ret;
};
"#;

/// In a program of its own: the engine reports one static group size for the whole program.
const DYN_GROUP: &str = r#"module &dyn_group:1:0:$full:$large:$default;

// 64 work-items exchange ids through dynamic group memory placed after the 16 static bytes:
// out[i] = 63 - i. Needs the packet's group_segment_size to cover 16 + 256 bytes.
kernel &dyn_group(kernarg_u64 %out)
{
	group_u32 %g[4];
	workitemid_u32	$s0, 0;
	st_group_u32	$s0, [%g];
	shl_u32	$s2, $s0, 2;
	add_u32	$s2, $s2, 16;
	st_group_u32	$s0, [$s2];
	barrier;
	sub_u32	$s3, 63, $s0;
	shl_u32	$s3, $s3, 2;
	add_u32	$s3, $s3, 16;
	ld_group_u32	$s4, [$s3];
	cvt_u64_u32	$d0, $s0;
	shl_u64	$d0, $d0, 2;
	ld_kernarg_align(8)_width(all)_u64	$d1, [%out];
	add_u64	$d1, $d1, $d0;
	st_global_u32	$s4, [$d1];
	ret;
};
"#;

fn brig(name: &str, text: &str) -> Vec<u8> {
    hsakit_hsail::assemble(&SourceFile::new(name, text.as_bytes().to_vec()))
        .unwrap_or_else(|d| panic!("{name} does not assemble: {d:?}"))
}

/// Finalize `modules` for agent 1 and load them into a frozen executable.
fn load(rt: &Runtime, modules: &[Vec<u8>]) -> u64 {
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    for (i, m) in modules.iter().enumerate() {
        rt.program_add_module(p, i as u64 + 1, m).unwrap();
    }
    let co = rt.program_finalize(p, 1, 0, -1, "").unwrap();
    assert_eq!(co.isa, CPU_ISA);
    rt.program_destroy(p).unwrap();
    let exec = rt.executable_create(Profile::Full, RoundingMode::Near);
    rt.executable_load(exec, 1, &co).unwrap();
    rt.executable_freeze(exec).unwrap();
    exec
}

fn packet(object: u64, ka: u64, grid: [u32; 3], wg: [u16; 3], signal: u64) -> [u64; 8] {
    let dims = if grid[2] > 1 {
        3
    } else if grid[1] > 1 {
        2
    } else {
        1
    };
    DispatchPacket {
        header: KERNEL_DISPATCH_ACQ_REL_SYSTEM,
        dimensions: dims,
        workgroup_size: wg,
        grid_size: grid,
        private_segment_size: 0,
        group_segment_size: 0,
        kernel_object: object,
        kernarg_address: ka,
        completion_signal: signal,
    }
    .encode()
}

fn run(q: &Queue, rt: &Runtime, words: [u64; 8]) {
    let done = rt.signal_create(1).unwrap();
    let mut w = words;
    w[7] = done.handle();
    q.publish(q.add_write_index(1, Ordering::AcqRel), w);
    let v = done.wait(
        Condition::Eq,
        0,
        Some(Duration::from_secs(60)),
        WaitHint::Blocked,
        Ordering::Acquire,
    );
    assert_eq!(v, 0, "dispatch did not complete: {:?}", q.fault());
    rt.signal_destroy(done.handle()).unwrap();
}

/// Runs vector add over `n` elements on a fresh queue and checks every element against the
/// host's own f32 additions.
fn vector_add_checks(rt: &Arc<Runtime>, exec: u64, n: u32) {
    let (obj, ka_size, _) = kernel(rt, exec, "&vector_add");
    assert_eq!(ka_size, 28, "kernarg: three u64 pointers and a u32");
    let a_in: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b_in: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32 * 0.25).collect();
    let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let (a, b, c) = (
        rt.allocate(0, u64::from(n) * 4).unwrap(),
        rt.allocate(0, u64::from(n) * 4).unwrap(),
        // One element more than the grid: it must stay untouched.
        rt.allocate(0, u64::from(n) * 4 + 4).unwrap(),
    );
    rt.host_view().write_bytes(a, &bytes(&a_in)).unwrap();
    rt.host_view().write_bytes(b, &bytes(&b_in)).unwrap();
    rt.host_view()
        .write_u32(c + u64::from(n) * 4, 0xDEAD_BEEF)
        .unwrap();
    let mut args = Vec::new();
    for p in [a, b, c] {
        args.extend_from_slice(&p.to_le_bytes());
    }
    args.extend_from_slice(&n.to_le_bytes());
    let ka = kernarg(rt, &args);
    let q = rt
        .queue_create(1, 64, QueueType::Multi, None, u32::MAX, u32::MAX)
        .unwrap();
    // A grid that is not a multiple of the work-group size: a partial last group.
    run(&q, rt, packet(obj, ka, [n, 1, 1], [64, 1, 1], 0));
    let view = rt.host_view();
    for i in 0..n as usize {
        let got = f32::from_bits(view.read_u32(c + i as u64 * 4).unwrap());
        assert_eq!(got, a_in[i] + b_in[i], "element {i}");
    }
    assert_eq!(view.read_u32(c + u64::from(n) * 4).unwrap(), 0xDEAD_BEEF);
    rt.queue_destroy(q.address()).unwrap();
    for p in [a, b, c, ka] {
        rt.free(p).unwrap();
    }
}

#[test]
fn default_runtime_has_the_cpu_agent() {
    let rt = Runtime::with_default_agents();
    let p = rt.agents()[1].properties();
    assert_eq!(p.name, CPU_AGENT_NAME);
    assert_eq!(p.isas[0].name, CPU_ISA);
    assert!(rt.agents()[1].kernel_agent().is_some());
    assert!(rt.agents()[0].kernel_agent().is_none());
}

#[test]
fn vector_add_from_our_brig_runs_and_matches_the_host() {
    let rt = Runtime::with_default_agents();
    let exec = load(&rt, &[brig("vector_add.hsail", VECTOR_ADD)]);
    vector_add_checks(&rt, exec, 1000);
    rt.executable_destroy(exec).unwrap();
}

#[test]
fn two_dimensional_grid_maps_work_item_ids() {
    let rt = Runtime::with_default_agents();
    let exec = load(&rt, &[brig("tests.hsail", TEST_KERNELS)]);
    let (obj, ka_size, _) = kernel(&rt, exec, "&ids");
    assert_eq!(ka_size, 12);
    let (w, h) = (37u32, 5u32);
    let out = rt.allocate(0, u64::from(w * h) * 4).unwrap();
    let mut args = out.to_le_bytes().to_vec();
    args.extend_from_slice(&w.to_le_bytes());
    let ka = kernarg(&rt, &args);
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    run(&q, &rt, packet(obj, ka, [w, h, 1], [8, 4, 1], 0));
    for y in 0..h {
        for x in 0..w {
            let got = rt
                .host_view()
                .read_u32(out + u64::from(y * w + x) * 4)
                .unwrap();
            assert_eq!(got, 1000 * x + y, "work-item ({x}, {y})");
        }
    }
    rt.queue_destroy(q.address()).unwrap();
}

#[test]
fn memory_violation_reaches_the_callback_and_the_agent_keeps_serving() {
    let rt = Runtime::with_default_agents();
    let exec = load(
        &rt,
        &[
            brig("tests.hsail", TEST_KERNELS),
            brig("vector_add.hsail", VECTOR_ADD),
        ],
    );
    let (poke, _, _) = kernel(&rt, exec, "&poke");
    // An address no allocation covers.
    let ka = kernarg(&rt, &0x10u64.to_le_bytes());
    let (q, seen) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        packet(poke, ka, [1, 1, 1], [1, 1, 1], 0),
    );
    let f = wait_fault(&q);
    match &f.kind {
        QueueFaultKind::Dispatch(DispatchError::MemoryViolationDetail(m)) => {
            assert!(m.contains("0x10"), "{m}");
        }
        other => panic!("unexpected fault {other:?}"),
    }
    assert_eq!(seen.lock().unwrap().len(), 1);
    assert!(!q.is_active());
    rt.queue_destroy(q.address()).unwrap();
    // A freed buffer faults too.
    let gone = rt.allocate(0, 64).unwrap();
    rt.free(gone).unwrap();
    let ka2 = kernarg(&rt, &gone.to_le_bytes());
    let (q, _) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        packet(poke, ka2, [1, 1, 1], [1, 1, 1], 0),
    );
    assert!(matches!(
        wait_fault(&q).kind,
        QueueFaultKind::Dispatch(DispatchError::MemoryViolationDetail(_))
    ));
    rt.queue_destroy(q.address()).unwrap();
    // The same agent and executable serve the next dispatch.
    vector_add_checks(&rt, exec, 300);
    // And a valid poke stores.
    let cell = rt.allocate(0, 4).unwrap();
    let ka3 = kernarg(&rt, &cell.to_le_bytes());
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    run(&q, &rt, packet(poke, ka3, [1, 1, 1], [1, 1, 1], 0));
    assert_eq!(rt.host_view().read_u32(cell).unwrap(), 1);
    rt.queue_destroy(q.address()).unwrap();
}

#[test]
fn watchdog_stop_reaches_the_callback_and_the_agent_keeps_serving() {
    let agent = Arc::new(CpuAgent::new().with_watchdog(20_000, Some(Duration::from_secs(30))));
    let rt = Runtime::builder().with_agent(agent.clone()).build();
    let exec = load(
        &rt,
        &[
            brig("tests.hsail", TEST_KERNELS),
            brig("vector_add.hsail", VECTOR_ADD),
        ],
    );
    let (spin, _, _) = kernel(&rt, exec, "&spin");
    let ka = kernarg(&rt, &u32::MAX.to_le_bytes());
    let (q, seen) = queue_with_callback(&rt);
    q.publish(
        q.add_write_index(1, Ordering::AcqRel),
        packet(spin, ka, [1, 1, 1], [1, 1, 1], 0),
    );
    match wait_fault(&q).kind {
        QueueFaultKind::Dispatch(DispatchError::WatchdogStop(m)) => {
            assert!(m.contains("20000"), "{m}");
        }
        other => panic!("unexpected fault {other:?}"),
    }
    assert_eq!(seen.lock().unwrap().len(), 1);
    rt.queue_destroy(q.address()).unwrap();
    // A short spin (100 iterations, well inside the budget) completes.
    let ka = kernarg(&rt, &100u32.to_le_bytes());
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    run(&q, &rt, packet(spin, ka, [1, 1, 1], [1, 1, 1], 0));
    rt.queue_destroy(q.address()).unwrap();
    vector_add_checks(&rt, exec, 129);
    assert_eq!(agent.dispatch_count(), 3);
}

fn engine_private_size(brig: &[u8]) -> u32 {
    struct NoGlobals;
    impl hsakit_hsail_exec::Globals for NoGlobals {
        fn allocate(&mut self, _: u64, _: u64, _: bool) -> Result<u64, String> {
            Err("no variables expected".into())
        }
        fn write(&mut self, _: u64, _: &[u8]) -> Result<(), String> {
            Ok(())
        }
    }
    let m = hsakit_hsail::brig::read(brig).unwrap();
    let p = hsakit_hsail_exec::Program::load(&[m], &mut NoGlobals).unwrap();
    let k = p.kernel("&vector_add", None).unwrap();
    p.kernel_info(k).unwrap().private_segment_size
}

#[test]
fn finalize_rejects_bad_modules_and_load_checks_the_code_object() {
    let rt = Runtime::with_default_agents();
    // A module referring to an undefined function does not finalize.
    let undefined = r#"module &u:1:0:$full:$large:$default;
decl prog function &missing()();
kernel &k()
{
	{
		call &missing () ();
	}
	ret;
};
"#;
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig("u.hsail", undefined))
        .unwrap();
    assert!(matches!(
        rt.program_finalize(p, 1, 0, -1, ""),
        Err(RuntimeError::FinalizationFailed(_))
    ));
    // A module whose header disagrees with the program's machine model or profile.
    let small = "module &s:1:0:$full:$small:$default;\nkernel &k()\n{\n\tret;\n};\n";
    let base = "module &b:1:0:$base:$large:$default;\nkernel &k()\n{\n\tret;\n};\n";
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    assert_eq!(
        rt.program_add_module(p, 1, &brig("s.hsail", small)),
        Err(RuntimeError::IncompatibleModule)
    );
    assert_eq!(
        rt.program_add_module(p, 2, &brig("b.hsail", base)),
        Err(RuntimeError::IncompatibleModule)
    );
    // A small-model program is accepted by the runtime but not by this agent's finalizer.
    let p = rt.program_create(
        MachineModel::Small,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig("s.hsail", small))
        .unwrap();
    assert!(matches!(
        rt.program_finalize(p, 1, 0, -1, ""),
        Err(RuntimeError::FinalizationFailed(_))
    ));
    // A base-profile program of a base-profile module finalizes.
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Base,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &brig("b.hsail", base)).unwrap();
    rt.program_finalize(p, 1, 0, -1, "").unwrap();
    // No modules.
    let empty = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    assert!(rt.program_finalize(empty, 1, 0, -1, "").is_err());

    // The container: what finalize wrote decodes to the modules and kernel table.
    let va = brig("vector_add.hsail", VECTOR_ADD);
    let p = rt.program_create(
        MachineModel::Large,
        Profile::Full,
        RoundingMode::Default,
        "",
    );
    rt.program_add_module(p, 1, &va).unwrap();
    let co = rt.program_finalize(p, 1, 0, -1, "").unwrap();
    let parsed = CpuCodeObject::parse(&co.bytes).unwrap();
    assert_eq!(parsed.isa, "hsakit-hsail-cpu");
    assert_eq!(parsed.modules, vec![va.clone()]);
    assert_eq!(
        parsed.kernels,
        vec![CodeObjectKernel {
            name: "&vector_add".into(),
            kernarg_size: 28,
            group_segment_size: 0,
            // The engine's own frame for the kernel (it reserves a frame header even without
            // private variables): the table carries what the engine reports.
            private_segment_size: engine_private_size(&va),
        }]
    );
    // Every truncation is an error, never a panic.
    for cut in 0..co.bytes.len() {
        assert!(CpuCodeObject::parse(&co.bytes[..cut]).is_err(), "cut {cut}");
    }
    // An unknown section is skipped.
    let mut extended = co.bytes.to_vec();
    extended[12] += 1;
    extended.extend_from_slice(b"JIT0");
    extended.extend_from_slice(&3u64.to_le_bytes());
    extended.extend_from_slice(&[1, 2, 3]);
    assert_eq!(CpuCodeObject::parse(&extended).unwrap(), parsed);
    // Another ISA name is refused by load.
    let mut other = parsed.clone();
    other.isa = "amdgcn-amd-amdhsa--gfx1200".into();
    let mut co2 = co.clone();
    co2.bytes = other.to_bytes().into();
    let exec = rt.executable_create(Profile::Full, RoundingMode::Near);
    assert!(rt.executable_load(exec, 1, &co2).is_err());
    // A kernel table naming a kernel no module defines is refused.
    let mut ghost = parsed.clone();
    ghost.kernels[0].name = "&ghost".into();
    co2.bytes = ghost.to_bytes().into();
    assert!(rt.executable_load(exec, 1, &co2).is_err());
    // A BRIG section that is not BRIG is refused.
    let mut junk = parsed;
    junk.modules[0] = b"HSA BRIG but not really".to_vec();
    co2.bytes = junk.to_bytes().into();
    assert!(rt.executable_load(exec, 1, &co2).is_err());
    assert_eq!(TAG_BRIG, *b"BRIG");
}

/// 4 host threads on 2 queues: two `&count` dispatches per barrier-AND, every packet with a
/// completion signal. Every signal reaches 0 and the counter equals the dispatches submitted.
#[test]
fn concurrent_dispatch_and_barrier_packets_are_each_run_once() {
    let rt = Runtime::with_default_agents();
    let exec = load(&rt, &[brig("tests.hsail", TEST_KERNELS)]);
    let (count, _, _) = kernel(&rt, exec, "&count");
    let counter = rt.allocate(0, 8).unwrap();
    let ka = kernarg(&rt, &counter.to_le_bytes());
    let queues: Vec<_> = (0..2)
        .map(|_| {
            rt.queue_create(1, 64, QueueType::Multi, None, u32::MAX, u32::MAX)
                .unwrap()
        })
        .collect();
    const PER_THREAD: u64 = 600;
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let (rt, q) = (rt.clone(), queues[t % 2].clone());
            std::thread::spawn(move || {
                let sig = rt.signal_create(PER_THREAD as i64).unwrap();
                let mut dispatches = 0u64;
                for n in 0..PER_THREAD {
                    let idx = q.add_write_index(1, Ordering::AcqRel);
                    while idx.wrapping_sub(q.load_read_index(Ordering::Acquire))
                        >= u64::from(q.size())
                    {
                        // A failed queue never advances: fail instead of spinning forever.
                        assert!(q.fault().is_none(), "queue failed: {:?}", q.fault());
                        std::thread::yield_now();
                    }
                    let w = if n % 3 == 2 {
                        let mut b = [0u64; 8];
                        b[0] = u64::from(hsakit_runtime::queue::packet_type::BARRIER_AND)
                            | (2 << 9)
                            | (2 << 11)
                            | (1 << 8);
                        b[7] = sig.handle();
                        b
                    } else {
                        dispatches += 1;
                        packet(count, ka, [1, 1, 1], [1, 1, 1], sig.handle())
                    };
                    q.publish(idx, w);
                }
                let v = sig.wait(
                    Condition::Eq,
                    0,
                    Some(Duration::from_secs(120)),
                    WaitHint::Blocked,
                    Ordering::Acquire,
                );
                (v, dispatches)
            })
        })
        .collect();
    let mut expected = 0;
    for h in handles {
        let (v, d) = h.join().unwrap();
        assert_eq!(v, 0, "a thread's signal did not reach 0");
        expected += d;
    }
    assert_eq!(expected, 4 * 400);
    assert_eq!(rt.host_view().read_u64(counter).unwrap(), expected);
    for q in &queues {
        assert!(q.fault().is_none());
        rt.queue_destroy(q.address()).unwrap();
    }
}

#[test]
fn packet_group_segment_size_beyond_the_static_size_is_dynamic_group_memory() {
    let rt = Runtime::with_default_agents();
    let exec = load(&rt, &[brig("dyn_group.hsail", DYN_GROUP)]);
    let (obj, _, group) = kernel(&rt, exec, "&dyn_group");
    assert_eq!(group, 16, "static group: one u32[4]");
    let out = rt.allocate(0, 64 * 4).unwrap();
    let ka = kernarg(&rt, &out.to_le_bytes());
    let with_group = |bytes: u32| {
        let mut w = packet(obj, ka, [64, 1, 1], [64, 1, 1], 0);
        w[3] = u64::from(bytes) << 32;
        w
    };
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    run(&q, &rt, with_group(16 + 256));
    for i in 0..64u64 {
        assert_eq!(
            u64::from(rt.host_view().read_u32(out + 4 * i).unwrap()),
            63 - i
        );
    }
    rt.queue_destroy(q.address()).unwrap();
    // Only the static bytes: the dynamic accesses are outside the group window.
    let (q, _) = queue_with_callback(&rt);
    q.publish(q.add_write_index(1, Ordering::AcqRel), with_group(16));
    assert!(matches!(
        wait_fault(&q).kind,
        QueueFaultKind::Dispatch(DispatchError::MemoryViolationDetail(_))
    ));
    rt.queue_destroy(q.address()).unwrap();
}

/// Program-linkage variables of an HSAIL module are variable symbols of the executable, at the
/// address the kernel uses: the host reads the initial values there and sees the kernel's store.
const GLOBALS: &str = r#"module &globals:1:0:$full:$large:$default;
prog global_u32 &counter = 7;
prog readonly_u32 &tab[3] = u32[](10, 20, 30);
prog align(64) const global_u64 &fixed = 0x1122334455667788;
global_u32 &module_only = 5;

prog kernel &bump()
{
	ld_global_u32	$s0, [&counter];
	ld_readonly_u32	$s1, [&tab][4];
	add_u32	$s0, $s0, $s1;
	st_global_u32	$s0, [&counter];
	ret;
};
"#;

#[test]
fn program_variables_are_executable_symbols_at_the_kernels_addresses() {
    let rt = Runtime::with_default_agents();
    let exec = load(&rt, &[brig("globals.hsail", GLOBALS)]);
    let var = |name: &str| {
        let i = rt.executable_symbol(exec, name, Some(1)).unwrap();
        rt.with_executable(exec, |e| match &e.symbols()[i].kind {
            SymbolKind::Variable(v) => v.clone(),
            other => panic!("{name} is {other:?}"),
        })
        .unwrap()
    };
    let counter = var("&counter");
    assert_eq!(
        (counter.size, counter.readonly, counter.is_const),
        (4, false, false)
    );
    let tab = var("&tab");
    assert_eq!((tab.size, tab.readonly), (12, true));
    let fixed = var("&fixed");
    assert_eq!((fixed.size, fixed.is_const), (8, true));
    assert_eq!(fixed.address % 64, 0, "align(64) honoured");
    assert!(
        rt.executable_symbol(exec, "&module_only", Some(1)).is_err(),
        "module-linkage variables are not executable symbols"
    );
    let view = rt.host_view();
    assert_eq!(view.read_u32(counter.address).unwrap(), 7);
    for (i, want) in [10u32, 20, 30].into_iter().enumerate() {
        assert_eq!(view.read_u32(tab.address + 4 * i as u64).unwrap(), want);
    }
    let mut b = [0u8; 8];
    view.read_bytes(fixed.address, &mut b).unwrap();
    assert_eq!(u64::from_le_bytes(b), 0x1122_3344_5566_7788);

    let (obj, _, _) = kernel(&rt, exec, "&bump");
    let q = rt
        .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
        .unwrap();
    run(
        &q,
        &rt,
        packet(obj, kernarg(&rt, &[]), [1, 1, 1], [1, 1, 1], 0),
    );
    assert_eq!(view.read_u32(counter.address).unwrap(), 27);
    rt.queue_destroy(q.address()).unwrap();
    rt.executable_destroy(exec).unwrap();
}
