//! Strict mode, faults and scheduling properties.

mod common;
use common::*;
use hsakit_emu_rdna4::{EmuError, Options};

fn run_nowait(
    variant: &str,
    strict: bool,
) -> (Result<hsakit_emu_rdna4::Stats, EmuError>, Vec<u32>) {
    let mut rig = Rig::new();
    rig.opts.strict = strict;
    let n = 64u32;
    let a: Vec<u32> = (0..n).map(|i| i * 5 + 1).collect();
    let out = rig.buf(&vec![0u8; n as usize * 4]);
    let pa = rig.buf(&bytes_of_u32(&a));
    let r = rig.run(
        variant,
        "nowait",
        [n, 1, 1],
        [32, 1, 1],
        &[Arg::Buf(out), Arg::Buf(pa)],
    );
    (r, words(&rig.read(out, n as usize * 4)))
}

#[test]
fn intact_kernel_passes_strict_mode() {
    let (r, got) = run_nowait("nowait", true);
    r.expect("the compiler's own code has its waits");
    for (i, g) in got.iter().enumerate() {
        assert_eq!(*g, (i as u32 * 5 + 1) * 3 + 1);
    }
}

#[test]
fn removed_wait_loadcnt_is_a_hazard_with_its_address() {
    let (r, _) = run_nowait("nowait_bad", true);
    match r {
        Err(EmuError::Hazard { pc, detail, .. }) => {
            // The first use of the loaded v2 (llvm-objdump-19: v_mad_co_u64_u32 at 0x195c).
            assert_eq!(pc, 0x195c, "{detail}");
            assert!(
                detail.contains("v2") && detail.contains("s_wait_loadcnt"),
                "{detail}"
            );
        }
        other => panic!("expected a hazard, got {other:?}"),
    }
    // Without strict mode the functional model still computes the right values (the load is
    // performed immediately): the bug would pass on luck.
    let (r, got) = run_nowait("nowait_bad", false);
    r.expect("non-strict run");
    assert_eq!(got[3], (3 * 5 + 1) * 3 + 1);
}

#[test]
fn out_of_bounds_store_is_a_memory_violation() {
    let rig = Rig::new();
    let n = 64u32;
    let a = rig.buf(&vec![0u8; 4 * n as usize]);
    // `out` points at an address no region covers.
    let bogus = 0x10u64;
    let r = rig.run(
        "nowait",
        "nowait",
        [n, 1, 1],
        [32, 1, 1],
        &[Arg::Buf(bogus), Arg::Buf(a)],
    );
    match r {
        Err(EmuError::MemoryViolation {
            addr, write, pc, ..
        }) => {
            assert!(write);
            assert_eq!(addr, bogus);
            assert_eq!(
                pc, 0x1968,
                "global_store_b32 in llvm-objdump-19 listing of nowait.hsaco"
            );
        }
        other => panic!("expected a memory violation, got {other:?}"),
    }
}

#[test]
fn results_do_not_depend_on_thread_count() {
    let n = 4096u32;
    let a: Vec<i32> = (0..n as i32).map(|i| (i * 31) % 97 - 40).collect();
    let mut outs = Vec::new();
    for threads in [1, 2, 3] {
        let mut rig = Rig::new();
        rig.opts = Options {
            threads,
            ..rig.opts
        };
        let groups = n.div_ceil(128) as usize;
        let out = rig.buf(&vec![0u8; groups * 4]);
        let pa = rig.buf(&a.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>());
        let s = rig
            .run(
                "suite-gfx1201-w32-O2",
                "reduce",
                [n, 1, 1],
                [128, 1, 1],
                &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
            )
            .expect("reduce");
        outs.push((words(&rig.read(out, groups * 4)), s));
    }
    assert!(
        outs.windows(2).all(|w| w[0] == w[1]),
        "outputs and stats equal for 1, 2, 3 threads"
    );
    assert_eq!(outs[0].1.workgroups, 32);
    assert_eq!(outs[0].1.waves, 128);
}

/// Work-group 1 of 64 (32 items each) is the first to store past the end of a 40-item `out`
/// buffer (item 40); every later group faults too. Whatever the thread count and the order the
/// workers claim groups in, the error reported is work-group 1's.
#[test]
fn the_lowest_failing_work_group_is_reported_for_any_thread_count() {
    let n = 32 * 64u32;
    for threads in [1, 2, 3] {
        let mut rig = Rig::new();
        rig.opts.threads = threads;
        let out = rig.buf(&[0u8; 40 * 4]);
        let a = rig.buf(&vec![0u8; 4 * n as usize]);
        let r = rig.run(
            "nowait",
            "nowait",
            [n, 1, 1],
            [32, 1, 1],
            &[Arg::Buf(out), Arg::Buf(a)],
        );
        let want = EmuError::MemoryViolation {
            pc: 0x1968,
            addr: out + 160,
            write: true,
            wave: hsakit_emu_rdna4::WaveId {
                workgroup: [1, 0, 0],
                wave: 0,
            },
        };
        assert_eq!(r, Err(want), "{threads} threads");
    }
}

/// Each worker thread reports its share; the shares add up to the dispatch's totals.
#[test]
fn worker_profiles_add_up_to_the_dispatch() {
    let n = 4096u32;
    for threads in [1, 2, 3] {
        let rig = Rig::new();
        let a: Vec<u32> = (0..n).collect();
        let out = rig.buf(&vec![0u8; 4 * n as usize]);
        let pa = rig.buf(&bytes_of_u32(&a));
        let bytes = bin("nowait");
        let kernel = hsakit_emu_rdna4::Kernel::from_code_object(&bytes, "nowait").expect("kernel");
        let ka = common::suite::kernarg_segment(
            &bytes,
            "nowait",
            0,
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa)],
        );
        let kernarg = rig.buf(&ka);
        let d = hsakit_emu_rdna4::Dispatch {
            grid: [n, 1, 1],
            workgroup: [64, 1, 1],
            kernarg_address: kernarg,
            ..Default::default()
        };
        let opts = Options {
            threads,
            ..Options::default()
        };
        let (stats, prof) =
            hsakit_emu_rdna4::dispatch_profiled(&kernel, &d, rig.mem.snapshot(), &opts)
                .expect("dispatch");
        assert_eq!(prof.len(), threads);
        assert_eq!(stats.workgroups, 64);
        assert_eq!(prof.iter().map(|p| p.workgroups).sum::<u64>(), 64);
        assert_eq!(
            prof.iter().map(|p| p.lane_instructions).sum::<u64>(),
            stats.lane_instructions
        );
        assert!(prof.iter().all(|p| p.start_ns <= p.end_ns));
        let got = words(&rig.read(out, 4 * n as usize));
        assert!(got.iter().zip(&a).all(|(g, x)| *g == x * 3 + 1));
    }
}

/// Two dispatches at once with the same thread count (1, or 0: the default, as many as rayon's
/// global pool) run side by side: the second gets its own pool rather than queueing behind the
/// first. Dispatch A waits, inside its cancel
/// check, for dispatch B to finish; if B queued behind A, A would give up after 60 s.
#[test]
fn concurrent_dispatches_of_one_thread_count_do_not_queue() {
    for threads in [1, 0] {
        concurrent_dispatches_with(threads);
    }
}

fn concurrent_dispatches_with(threads: usize) {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};
    let n = 64u32;
    let setup = || {
        let mut rig = Rig::new();
        rig.opts.threads = threads;
        let a: Vec<u32> = (0..n).collect();
        let out = rig.buf(&vec![0u8; 4 * n as usize]);
        let pa = rig.buf(&bytes_of_u32(&a));
        (rig, [Arg::Buf(out), Arg::Buf(pa)])
    };
    let (rig_a, args_a) = setup();
    let (rig_b, args_b) = setup();
    let started = AtomicBool::new(false);
    let b_done = AtomicBool::new(false);
    let gave_up = AtomicBool::new(false);
    let wait_for_b = || {
        started.store(true, Ordering::SeqCst);
        let t = Instant::now();
        while !b_done.load(Ordering::SeqCst) {
            if t.elapsed() > Duration::from_secs(60) {
                gave_up.store(true, Ordering::SeqCst);
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        false
    };
    std::thread::scope(|s| {
        let a = s.spawn(|| {
            rig_a.run_cancellable(
                "nowait",
                "nowait",
                [n, 1, 1],
                [32, 1, 1],
                &args_a,
                &wait_for_b,
            )
        });
        while !started.load(Ordering::SeqCst) {
            std::thread::yield_now();
        }
        let rb = rig_b.run("nowait", "nowait", [n, 1, 1], [32, 1, 1], &args_b);
        b_done.store(true, Ordering::SeqCst);
        rb.expect("dispatch B");
        a.join().expect("thread A").expect("dispatch A");
    });
    assert!(
        !gave_up.load(Ordering::SeqCst),
        "dispatch B waited for dispatch A"
    );
}

#[test]
fn wave_state_fits_the_register_file_budget() {
    // Every kernel of the suite (wave32 and wave64, -O0 and -O2) and of the benchmarks: the
    // emulator's per-wave state (struct + VGPR rows) is at most the architectural register file
    // of a wave with the kernel's descriptor VGPR count, plus 10%.
    let mut checked = [0usize; 2];
    for co in [
        "bench-gfx1201-w32-O2",
        "suite-gfx1201-w32-O2",
        "suite-gfx1201-w64-O2",
        "suite-gfx1201-w32-O0",
        "suite-gfx1201-w64-O0",
    ] {
        for k in hsakit_emu_rdna4::load(&bin(co)).expect("code object") {
            let lanes = if k.wave64 { 64 } else { 32 };
            // Hand-computed: VGPRs x lanes x 4 + 127 scalar dwords + PC, MODE, STATUS,
            // TRAP_CTRL, SCC.
            let arch = k.vgprs as usize * lanes * 4 + 127 * 4 + 8 + 12 + 1;
            assert_eq!(hsakit_emu_rdna4::architectural_wave_bytes(&k), arch);
            let have = hsakit_emu_rdna4::wave_state_bytes(&k);
            assert!(
                have * 10 <= arch * 11,
                "{co} {}: wave{lanes} with {} VGPRs keeps {have} bytes > {arch} + 10%",
                k.name,
                k.vgprs
            );
            checked[usize::from(k.wave64)] += 1;
        }
    }
    assert!(checked[0] > 10 && checked[1] > 10, "{checked:?}");
}

#[test]
fn a_cancel_check_stops_a_runaway_kernel() {
    // valu_bound with 2^32-1 iterations would run ~8e10 instructions (the watchdog stops it at
    // 5e7); the cancel check answers "stop" on its fourth call, after three polls of the wave
    // loop, in both the lean and the strict run loop.
    for strict in [false, true] {
        let mut rig = Rig::new();
        rig.opts.strict = strict;
        let out = rig.buf(&[0u8; 32 * 4]);
        let calls = std::sync::atomic::AtomicU32::new(0);
        let cancel = || calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 3;
        let r = rig.run_cancellable(
            "bench-gfx1201-w32-O2",
            "valu_bound",
            [32, 1, 1],
            [32, 1, 1],
            &[Arg::Buf(out), Arg::U32(u32::MAX)],
            &cancel,
        );
        assert_eq!(r, Err(EmuError::Aborted), "strict={strict}");
        assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), 4);
    }
}

#[test]
fn clang_kernels_start_in_ieee_mode() {
    // rsrc1 FLOAT_DENORM_MODE_32/16_64 = 3 (keep denormals) and round to nearest even: MODE 0xF0.
    let k = hsakit_emu_rdna4::Kernel::from_code_object(&bin("bench-gfx1201-w32-O2"), "valu_bound")
        .expect("kernel");
    assert_eq!(k.initial_mode(), 0xF0);
}

#[test]
fn trace_records_one_wave_with_register_changes() {
    let rig = Rig::new();
    let n = 64u32;
    let a: Vec<u32> = (0..n).collect();
    let out = rig.buf(&vec![0u8; n as usize * 4]);
    let pa = rig.buf(&bytes_of_u32(&a));
    // Dispatch once normally to fill kernargs, then trace work-group 1, wave 0.
    let (steps, r) = rig.trace(
        "nowait",
        "nowait",
        [n, 1, 1],
        [32, 1, 1],
        &[Arg::Buf(out), Arg::Buf(pa)],
        [1, 0, 0],
        0,
    );
    r.expect("traced run");
    let names: Vec<&str> = steps.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names.first(), Some(&"s_clause"));
    assert_eq!(names.last(), Some(&"s_endpgm"));
    let mad = steps
        .iter()
        .find(|s| s.name == "v_mad_co_u64_u32")
        .expect("mad traced");
    // v0 = 1 * 32 + lane (work-group 1): lane 0 changes from the packed id 0 to 32.
    assert!(
        mad.changes
            .iter()
            .any(|c| c.starts_with("v0 (32 lanes): lane0 0x0 -> 0x20")),
        "{:?}",
        mad.changes
    );
    assert_eq!(mad.pc, 0x1924);
}
