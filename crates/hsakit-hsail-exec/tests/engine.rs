//! Engine tests on hand-written kernels with hand-computed results: divergent control flow,
//! calls, cross-lane operations, barriers, memory violations and the watchdog.

mod common;

use common::run_k;
use hsakit_diag::SourceFile;
use hsakit_hsail_exec::launch::MemGlobals;
use hsakit_hsail_exec::{Dispatch, ExecError, Program};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};

/// Runs `&k(kernarg_u64 %out)` over `grid` work-items in groups of `wg` with `ws`-lane waves;
/// returns the first `n` u32 words of the output buffer.
fn run(src: &str, grid: u64, wg: u32, ws: u32, n: usize) -> Result<Vec<u32>, ExecError> {
    run_k(src, [grid, 1, 1], [wg, 1, 1], n, |d| d.wave_size = ws).map(|(w, _)| w)
}

const HEAD: &str = "module &m:1:0:$full:$large:$default;\n";
const STORE: &str = "ld_kernarg_u64 $d0, [%out]; workitemabsid_u32 $s9, 0; cvt_u64_u32 $d1, $s9; \
                     shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1; st_global_u32 $s0, [$d0];";

#[test]
fn nested_divergent_if_and_loop_with_break() {
    // s0 = i odd ? (i % 4 == 1 ? 10 : 20) : sum_{j<i, stop when j == 5} j
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s1, 0;
        and_b32 $s2, $s1, 1;
        cmp_eq_b1_u32 $c0, $s2, 1;
        cbr_b1 $c0, @odd;
        mov_b32 $s0, 0; mov_b32 $s3, 0;
        @loop: cmp_ge_b1_u32 $c1, $s3, $s1; cbr_b1 $c1, @done;
        cmp_eq_b1_u32 $c2, $s3, 5; cbr_b1 $c2, @done;
        add_u32 $s0, $s0, $s3; add_u32 $s3, $s3, 1; br @loop;
        @odd: and_b32 $s2, $s1, 3; cmp_eq_b1_u32 $c3, $s2, 1; cbr_b1 $c3, @one;
        mov_b32 $s0, 20; br @done;
        @one: mov_b32 $s0, 10;
        @done: {STORE} ret; }};"
    );
    let expect: Vec<u32> = (0..40u32)
        .map(|i| {
            if i % 2 == 1 {
                if i % 4 == 1 { 10 } else { 20 }
            } else {
                (0..i.min(5)).sum()
            }
        })
        .collect();
    for ws in [1, 4, 16, 64] {
        assert_eq!(run(&src, 40, 16, ws, 40).unwrap(), expect, "wave size {ws}");
    }
}

#[test]
fn crosslane_inside_divergence_counts_only_active_lanes() {
    // Lanes with i % 3 == 0 take the branch and count themselves; others write 99.
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s1, 0; rem_u32 $s2, $s1, 3; mov_b32 $s0, 99;
        cmp_eq_b1_u32 $c0, $s2, 0; cbr_b1 $c0, @take; br @end;
        @take: activelanecount_u32_b1 $s0, 1;
        @end: {STORE} ret; }};"
    );
    // 16-lane waves over 32 work-items: lanes 0,3,..,15 in wave 0 (6), 18,..,30 in wave 1 (5).
    let got = run(&src, 32, 32, 16, 32).unwrap();
    for (i, v) in got.iter().enumerate() {
        let want = if i % 3 != 0 {
            99
        } else if i < 16 {
            6
        } else {
            5
        };
        assert_eq!(*v, want, "work-item {i}");
    }
}

#[test]
fn divergent_calls_and_recursion() {
    // fact(n) recursively for odd work-items, 7 for even ones.
    let src = format!(
        "{HEAD}function &fact(arg_u32 %r)(arg_u32 %n) {{
        ld_arg_u32 $s1, [%n]; cmp_le_b1_u32 $c0, $s1, 1; cbr_b1 $c0, @base;
        sub_u32 $s2, $s1, 1;
        {{ arg_u32 %a; arg_u32 %b; st_arg_u32 $s2, [%a]; call &fact (%b) (%a); ld_arg_u32 $s3, [%b]; }}
        mul_u32 $s3, $s3, $s1; st_arg_u32 $s3, [%r]; ret;
        @base: st_arg_u32 1, [%r]; ret; }};
        kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s1, 0; mov_b32 $s0, 7; and_b32 $s2, $s1, 1;
        cmp_eq_b1_u32 $c0, $s2, 1; cbr_b1 $c0, @odd; br @end;
        @odd: {{ arg_u32 %x; arg_u32 %y; st_arg_u32 $s1, [%x]; call &fact (%y) (%x); ld_arg_u32 $s0, [%y]; }}
        @end: {STORE} ret; }};"
    );
    let fact = |n: u32| (1..=n).product::<u32>();
    let got = run(&src, 12, 12, 4, 12).unwrap();
    let want: Vec<u32> = (0..12)
        .map(|i| if i % 2 == 1 { fact(i) } else { 7 })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn barrier_orders_group_memory_between_waves() {
    // Each work-item writes its id to group memory, barrier, then reads its neighbour's slot
    // from another wave (64 work-items in 8-lane waves).
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        group_u32 %g[64];
        workitemid_u32 $s1, 0; shl_u32 $s2, $s1, 2; st_group_u32 $s1, [%g][$s2];
        barrier;
        add_u32 $s3, $s1, 8; and_b32 $s3, $s3, 63; shl_u32 $s3, $s3, 2; ld_group_u32 $s0, [%g][$s3];
        {STORE} ret; }};"
    );
    let got = run(&src, 128, 64, 8, 128).unwrap();
    let want: Vec<u32> = (0..128).map(|i| ((i % 64) + 8) % 64).collect();
    assert_eq!(got, want);
}

#[test]
fn out_of_bounds_load_is_a_memory_violation_and_the_next_dispatch_runs() {
    let bad = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d0, [%out]; workitemabsid_u32 $s1, 0; cmp_eq_b1_u32 $c0, $s1, 5; cbr_b1 $c0, @oob;
        mov_b32 $s0, 1; br @st;
        @oob: ld_global_u32 $s0, [$d0 + 1048576];
        @st: {STORE} ret; }};"
    );
    match run(&bad, 8, 8, 4, 8) {
        Err(ExecError::MemoryViolation {
            workitem,
            size,
            instruction,
            ..
        }) => {
            assert_eq!(workitem, [5, 0, 0]);
            assert_eq!(size, 4);
            assert!(instruction.contains("`ld`"), "{instruction}");
        }
        other => panic!("expected a memory violation, got {other:?}"),
    }
    // The engine keeps serving dispatches.
    let good = format!("{HEAD}kernel &k(kernarg_u64 %out) {{ mov_b32 $s0, 3; {STORE} ret; }};");
    assert_eq!(run(&good, 4, 4, 4, 4).unwrap(), vec![3; 4]);
}

#[test]
fn infinite_loop_is_stopped_by_the_watchdog() {
    let src = format!("{HEAD}kernel &k(kernarg_u64 %out) {{ @l: br @l; }};");
    let file = SourceFile::new("t.hsail", src.into_bytes());
    let m = hsakit_hsail::parse(&file).unwrap();
    let mem = Memory::new();
    let prog = Program::load(&[m], &mut MemGlobals(&mem)).unwrap();
    let k = prog.kernel("&k", None).unwrap();
    let mut d = Dispatch::new(k, [4, 1, 1], [4, 1, 1], 0);
    d.max_wave_instructions_per_group = 100_000;
    assert!(matches!(
        prog.dispatch(&d, mem.snapshot()),
        Err(ExecError::Watchdog(_))
    ));
}

#[test]
fn call_through_declaration_writes_output_argument() {
    let src = format!(
        "{HEAD}decl prog function &f(arg_u32 %a)();
        kernel &k(kernarg_u64 %out) {{ {{ arg_u32 %o; call &f (%o) (); ld_arg_u32 $s0, [%o]; }} {STORE} }};
        prog function &f(arg_u32 %a)() {{ st_arg_u32 123, [%a]; }};"
    );
    assert_eq!(run(&src, 2, 2, 2, 2).unwrap(), vec![123, 123]);
}

#[test]
fn mutual_recursion_through_sbr_and_declarations() {
    // base(x) = x >= 100 ? second(x) = x : first(x) = base(x + 1); every work-item gets 100.
    let src = format!(
        "{HEAD}decl prog function &base(arg_u32 %r)(arg_u32 %i);
        prog function &first(arg_u32 %r)(arg_u32 %i) {{
          ld_arg_u32 $s0, [%i]; add_u32 $s0, $s0, 1;
          {{ arg_u32 %a; arg_u32 %b; st_arg_u32 $s0, [%a]; call &base (%b) (%a); ld_arg_u32 $s0, [%b]; }}
          st_arg_u32 $s0, [%r]; }};
        prog function &second(arg_u32 %r)(arg_u32 %i) {{ ld_arg_u32 $s0, [%i]; st_arg_u32 $s0, [%r]; }};
        prog function &base(arg_u32 %r)(arg_u32 %i) {{
          ld_arg_u32 $s0, [%i]; cmp_ge_u32_u32 $s1, $s0, 100; and_b32 $s1, $s1, 1;
          sbr_width(all)_u32 $s1 [@L, @L1]; br @L2;
          @L: {{ arg_u32 %a; arg_u32 %b; st_arg_u32 $s0, [%a]; call &first (%b) (%a); ld_arg_u32 $s0, [%b]; }} br @L2;
          @L1: {{ arg_u32 %c; arg_u32 %e; st_arg_u32 $s0, [%c]; call &second (%e) (%c); ld_arg_u32 $s0, [%e]; }}
          @L2: st_arg_u32 $s0, [%r]; }};
        kernel &k(kernarg_u64 %out) {{
          workitemabsid_u32 $s5, 0;
          {{ arg_u32 %a; arg_u32 %b; st_arg_u32 $s5, [%a]; call &base (%b) (%a); ld_arg_u32 $s0, [%b]; }}
          {STORE} }};"
    );
    let got = run(&src, 8, 8, 4, 8).unwrap();
    assert_eq!(got, vec![100; 8]);
}

/// Signals on a user `amd_signal_t` in the output buffer (value at byte 8, no mailbox):
/// 64 work-items each `signal_add` 1 and get the old values 0..63 in some order; the value ends
/// at 64. Work-group 0 of a second dispatch waits (`signal_wait_gte` 100) for work-group 1 to
/// store 100 (`signalnoret_st`): the wait must let the other group run, then returns 100.
#[test]
fn signal_add_and_cross_group_wait() {
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d4, [%out];
        workitemabsid_u32 $s9, 0;
        signal_add_scacq_s64_sig64 $d5, $d4, 1;
        cvt_u32_u64 $s0, $d5;
        add_u64 $d0, $d4, 64; cvt_u64_u32 $d1, $s9; shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1;
        st_global_u32 $s0, [$d0]; }};"
    );
    let v = run(&src, 64, 64, 64, 16 + 64).expect("dispatch");
    // Bytes 8..16: the signal value (low, high words).
    assert_eq!((v[2], v[3]), (64, 0));
    let mut olds: Vec<u32> = v[16..].to_vec();
    olds.sort_unstable();
    assert_eq!(olds, (0..64).collect::<Vec<u32>>());

    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d4, [%out];
        workgroupid_u32 $s1, 0;
        cmp_eq_b1_u32 $c0, $s1, 0;
        cbr_b1 $c0, @wait;
        signalnoret_st_screl_s64_sig64 $d4, 100;
        mov_b32 $s0, 7;
        br @out;
        @wait: signal_wait_gte_scacq_s64_sig64 $d5, $d4, 100;
        cvt_u32_u64 $s0, $d5;
        @out: workitemabsid_u32 $s9, 0;
        add_u64 $d0, $d4, 64; cvt_u64_u32 $d1, $s9; shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1;
        st_global_u32 $s0, [$d0]; }};"
    );
    let v = run(&src, 128, 64, 64, 16 + 128).expect("dispatch");
    assert_eq!((v[2], v[3]), (100, 0));
    assert!(
        v[16..80].iter().all(|&x| x == 100),
        "waiters saw {:?}",
        &v[16..20]
    );
    assert!(v[80..144].iter().all(|&x| x == 7));
}

/// Queue instructions on an `amd_queue_t` in the output buffer (write index at byte 56, read
/// index at byte 128): 64 work-items `addqueuewriteindex` 1 (old values 0..63, index ends at
/// 64), read the read index (0) and store 5 to it; a `casqueuewriteindex` 64 → 70 by every
/// lane succeeds for exactly one lane (it sees 64; the other 63 see 70).
#[test]
fn queue_indices() {
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d4, [%out];
        workitemabsid_u32 $s9, 0;
        addqueuewriteindex_global_scar_u64 $d5, [$d4], 1;
        ldqueuereadindex_global_scacq_u64 $d6, [$d4];
        barrier;
        stqueuereadindex_global_screl_u64 [$d4], 5;
        barrier;
        casqueuewriteindex_global_scar_u64 $d7, [$d4], 64, 70;
        cvt_u32_u64 $s0, $d5; cvt_u32_u64 $s1, $d6; cvt_u32_u64 $s2, $d7;
        shl_u32 $s1, $s1, 8; shl_u32 $s2, $s2, 16; or_b32 $s0, $s0, $s1; or_b32 $s0, $s0, $s2;
        add_u64 $d0, $d4, 256; cvt_u64_u32 $d1, $s9; shl_u64 $d1, $d1, 2; add_u64 $d0, $d0, $d1;
        st_global_u32 $s0, [$d0]; }};"
    );
    let v = run(&src, 64, 64, 64, 64 + 64).expect("dispatch");
    assert_eq!((v[14], v[15]), (70, 0), "write index");
    assert_eq!((v[32], v[33]), (5, 0), "read index");
    let mut adds: Vec<u32> = v[64..].iter().map(|x| x & 0xff).collect();
    adds.sort_unstable();
    assert_eq!(adds, (0..64).collect::<Vec<u32>>());
    assert!(
        v[64..].iter().all(|x| (x >> 8) & 0xff == 0),
        "read index seen before the store"
    );
    let cas: Vec<u32> = v[64..].iter().map(|x| x >> 16).collect();
    assert_eq!(cas.iter().filter(|&&x| x == 64).count(), 1);
    assert_eq!(cas.iter().filter(|&&x| x == 70).count(), 63);
}

/// Records the handles [`DispatchHooks::signal_changed`] reports; aborts once `abort_after`
/// polls have been answered.
struct Recorder {
    changed: std::sync::Mutex<Vec<u64>>,
    polls: std::sync::atomic::AtomicU64,
    abort_after: u64,
}

impl hsakit_hsail_exec::DispatchHooks for Recorder {
    fn signal_changed(&self, handle: u64) {
        self.changed.lock().unwrap().push(handle);
    }
    fn should_abort(&self) -> bool {
        self.polls
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            >= self.abort_after
    }
}

/// Loads `src` (kernel `&k(kernarg_u64 %out)`) and dispatches one work-group of `items`
/// work-items with `hooks`; the
/// kernarg holds the address of a 256-byte zeroed buffer, which is returned with the result.
fn run_hooked(
    src: &str,
    hooks: &dyn hsakit_hsail_exec::DispatchHooks,
    items: u32,
) -> (u64, Result<hsakit_hsail_exec::Stats, ExecError>) {
    let file = SourceFile::new("t.hsail", src.as_bytes().to_vec());
    let m = hsakit_hsail::parse(&file).unwrap_or_else(|d| panic!("parse: {d:?}"));
    let mem = Memory::new();
    let prog = Program::load(&[m], &mut MemGlobals(&mem)).expect("load");
    let out = mem
        .allocate(256, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .unwrap();
    let ka = mem
        .allocate(16, 16, Perm::ReadWrite, RegionKind::Kernarg)
        .unwrap();
    GuestView::new(mem.snapshot()).write_u64(ka, out).unwrap();
    let k = prog.kernel("&k", None).expect("kernel &k");
    let mut d = Dispatch::new(k, [u64::from(items), 1, 1], [items, 1, 1], ka);
    d.timeout = Some(std::time::Duration::from_secs(20));
    (out, prog.dispatch_with(&d, mem.snapshot(), hooks))
}

/// Every signal store and read-modify-write reports its handle to the runtime's hook, in program
/// order; loads and waits report nothing. Two signals: at out and out + 64. Then 8 lanes add 1:
/// lanes 0–3 to out, lanes 4–7 to out + 64: one report per run of lanes on the same signal.
#[test]
fn signal_writes_report_to_the_hook() {
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d4, [%out];
        add_u64 $d6, $d4, 64;
        signalnoret_st_screl_s64_sig64 $d4, 3;
        signal_ld_scacq_s64_sig64 $d5, $d4;
        signal_wait_eq_scacq_s64_sig64 $d5, $d4, 3;
        signal_add_scar_s64_sig64 $d5, $d6, 10;
        signalnoret_sub_screl_s64_sig64 $d4, 1;
        signal_cas_scar_s64_sig64 $d5, $d6, 10, 12;
        signal_exch_scar_s64_sig64 $d5, $d4, 9; }};"
    );
    let rec = Recorder {
        changed: Default::default(),
        polls: Default::default(),
        abort_after: u64::MAX,
    };
    let (out, r) = run_hooked(&src, &rec, 1);
    r.expect("dispatch");
    let b = out + 64;
    assert_eq!(*rec.changed.lock().unwrap(), vec![out, b, out, b, out]);

    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        ld_kernarg_u64 $d4, [%out];
        workitemabsid_u32 $s0, 0;
        shr_u32 $s0, $s0, 2;
        cvt_u64_u32 $d0, $s0;
        mul_u64 $d0, $d0, 64;
        add_u64 $d4, $d4, $d0;
        signalnoret_add_scar_s64_sig64 $d4, 1; }};"
    );
    let rec = Recorder {
        changed: Default::default(),
        polls: Default::default(),
        abort_after: u64::MAX,
    };
    let (out, r) = run_hooked(&src, &rec, 8);
    r.expect("dispatch");
    assert_eq!(*rec.changed.lock().unwrap(), vec![out, out + 64]);
}

/// A runaway kernel stops as soon as the hook asks, with the abort named, long before the
/// watchdog's instruction budget or wall clock.
#[test]
fn abort_hook_stops_a_runaway_kernel() {
    let src = format!("{HEAD}kernel &k(kernarg_u64 %out) {{ @l: br @l; }};");
    let rec = Recorder {
        changed: Default::default(),
        polls: Default::default(),
        abort_after: 3,
    };
    let (_, r) = run_hooked(&src, &rec, 1);
    match r {
        Err(ExecError::Watchdog(m)) => assert_eq!(m, hsakit_hsail_exec::ABORTED),
        other => panic!("expected the abort, got {other:?}"),
    }
    assert_eq!(
        rec.polls.load(std::sync::atomic::Ordering::Relaxed),
        4,
        "three polls answered no, the fourth yes"
    );
}
