//! Dispatches run as lines of work-items (`LineMode`): grids of 2^32 work-items checked against
//! hand-computed values, and small grids whose every output word is computed by hand, run both
//! as lines and on the regular engine.

mod common;

use common::run_k;
use hsakit_hsail_exec::{ExecError, LineMode};

/// Runs `&k(kernarg_u64 %out)` over `grid` in groups of `wg` with `mode`; returns the first `n`
/// u32 words of the output buffer.
fn run(
    src: &str,
    grid: [u64; 3],
    wg: [u32; 3],
    mode: LineMode,
    n: usize,
) -> Result<Vec<u32>, ExecError> {
    run_k(src, grid, wg, n, |d| d.line_mode = mode).map(|(w, _)| w)
}

const HEAD: &str = "module &m:1:0:$full:$large:$default;\n";

/// The last `tail` work-items (by flat absolute id) of a grid of `total` store their
/// `flatabsid - (total - tail)` and their value of `special` at that index.
fn tail_kernel(total: u64, tail: u64, special: &str) -> String {
    format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemflatabsid_u64 $d0;
        cmp_ge_b1_u64 $c0, $d0, {};
        cbr_b1 $c0, @then;
        br @end;
        @then:
        sub_u64 $d1, $d0, {};
        {special}
        ld_kernarg_u64 $d2, [%out];
        mad_u64 $d3, $d1, 8, $d2;
        st_global_u32 $s1, [$d3];
        cvt_u32_u64 $s2, $d1;
        st_global_u32 $s2, [$d3 + 4];
        @end: ret; }};",
        total - tail,
        total - tail
    )
}

#[test]
fn grid_of_2_to_the_32_work_items_runs_every_tail_item() {
    // 2 × 2^31 work-items in groups of 256 along y: the last 128 by flat id are y = 2^31 - 64 ..
    // 2^31 - 1 for x = 0 and 1; the flat id is x + 2y.
    let gy = 1u64 << 31;
    let total = 2 * gy;
    let src = tail_kernel(total, 128, "workitemabsid_u32 $s1, 1;");
    let got = run(&src, [2, gy, 1], [1, 256, 1], LineMode::Auto, 256).unwrap();
    for i in 0..128u64 {
        let f = total - 128 + i;
        let y = (f / 2) as u32;
        assert_eq!(got[2 * i as usize], y, "absid y of tail item {i}");
        assert_eq!(got[2 * i as usize + 1], i as u32, "index of tail item {i}");
    }
}

#[test]
fn one_item_groups_across_a_huge_3d_grid() {
    // 65537 × 257 × 255 = 2^32 - 1 work-groups of one work-item; the last two store.
    let total = 65537u64 * 257 * 255;
    let src = tail_kernel(total, 2, "workgroupid_u32 $s1, 0;");
    let got = run(&src, [65537, 257, 255], [1, 1, 1], LineMode::Auto, 4).unwrap();
    assert_eq!(got, vec![65535, 0, 65536, 1]);
}

/// Every work-item of a 2-D grid with partial groups stores its special registers; the
/// expected words are computed from the PRM definitions.
#[test]
fn specials_with_partial_groups_split_at_group_boundaries() {
    let (gx, gy) = (37u64, 3u64);
    let (wx, wy) = (8u32, 2u32);
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemflatabsid_u64 $d0;
        ld_kernarg_u64 $d2, [%out];
        mad_u64 $d3, $d0, 32, $d2;
        workitemid_u32 $s1, 0; st_global_u32 $s1, [$d3];
        workgroupid_u32 $s1, 0; st_global_u32 $s1, [$d3 + 4];
        currentworkgroupsize_u32 $s1, 0; st_global_u32 $s1, [$d3 + 8];
        workitemflatid_u32 $s1; st_global_u32 $s1, [$d3 + 12];
        currentworkitemflatid_u32 $s1; st_global_u32 $s1, [$d3 + 16];
        workitemid_u32 $s1, 1; st_global_u32 $s1, [$d3 + 20];
        workgroupid_u32 $s1, 1; st_global_u32 $s1, [$d3 + 24];
        currentworkgroupsize_u32 $s1, 1; st_global_u32 $s1, [$d3 + 28];
        ret; }};"
    );
    let n = (gx * gy * 8) as usize;
    let mut expect = vec![0u32; n];
    for y in 0..gy as u32 {
        for x in 0..gx as u32 {
            let f = (x + y * gx as u32) as usize * 8;
            let (lx, ly) = (x % wx, y % wy);
            let cx = (gx as u32 - x / wx * wx).min(wx);
            let cy = (gy as u32 - y / wy * wy).min(wy);
            expect[f..f + 8].copy_from_slice(&[
                lx,
                x / wx,
                cx,
                lx + ly * wx,
                lx + ly * cx,
                ly,
                y / wy,
                cy,
            ]);
        }
    }
    for mode in [LineMode::Always, LineMode::Off] {
        let got = run(&src, [gx, gy, 1], [wx, wy, 1], mode, n).unwrap();
        assert_eq!(got, expect, "{mode:?}");
    }
}

/// Per-item loads, a call and a divergent branch send pieces back to the regular engine;
/// an equality compare splits a line into three pieces.
#[test]
fn pieces_handed_back_and_split_compute_the_same_words() {
    let src = format!(
        "{HEAD}function &twice(arg_u32 %r)(arg_u32 %x) {{
        ld_arg_u32 $s0, [%x]; add_u32 $s0, $s0, $s0; st_arg_u32 $s0, [%r]; ret; }};
        kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s0, 0;
        ld_kernarg_u64 $d2, [%out];
        cvt_u64_u32 $d0, $s0;
        mad_u64 $d3, $d0, 12, $d2;
        cmp_eq_b1_u32 $c0, $s0, 21;
        cbr_b1 $c0, @eq;
        st_global_u32 $s0, [$d3];
        br @next;
        @eq: st_global_u32 4242, [$d3];
        @next:
        cmp_lt_b1_u32 $c1, $s0, 40;
        cbr_b1 $c1, @call;
        and_b32 $s4, $s0, 1;
        cmp_eq_b1_u32 $c2, $s4, 1;
        cbr_b1 $c2, @odd;
        st_global_u32 7, [$d3 + 4];
        br @load;
        @odd: st_global_u32 9, [$d3 + 4];
        br @load;
        @call:
        {{ arg_u32 %r; arg_u32 %x; st_arg_u32 $s0, [%x]; call &twice(%r)(%x); ld_arg_u32 $s5, [%r]; }}
        st_global_u32 $s5, [$d3 + 4];
        @load:
        ld_global_u32 $s6, [$d3];
        add_u32 $s6, $s6, 1;
        st_global_u32 $s6, [$d3 + 8];
        ret; }};"
    );
    let items = 100usize;
    let mut expect = vec![0u32; items * 3];
    for i in 0..items as u32 {
        let w0 = if i == 21 { 4242 } else { i };
        let w1 = if i < 40 {
            2 * i
        } else if i % 2 == 1 {
            9
        } else {
            7
        };
        expect[3 * i as usize..3 * i as usize + 3].copy_from_slice(&[w0, w1, w0 + 1]);
    }
    for mode in [LineMode::Always, LineMode::Off] {
        let got = run(&src, [items as u64, 1, 1], [16, 1, 1], mode, items * 3).unwrap();
        assert_eq!(got, expect, "{mode:?}");
    }
}

/// Statistics count wave instructions as the regular engine runs them: 1,000 work-items in
/// groups of 100 are 10 groups of two 64-lane waves (64 + 36 lanes), so a kernel without
/// branches runs every instruction 20 times per wave and 1,000 times per lane, a lane
/// utilisation of 1000 / (20 × 64) = 78.125% in both modes.
#[test]
fn lines_count_wave_instructions_like_the_regular_engine() {
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s0, 0;
        ld_kernarg_u64 $d2, [%out];
        cvt_u64_u32 $d0, $s0;
        mad_u64 $d3, $d0, 4, $d2;
        add_u32 $s1, $s0, 7;
        st_global_u32 $s1, [$d3];
        ret; }};"
    );
    let mut seen = Vec::new();
    for mode in [LineMode::Always, LineMode::Off] {
        let (words, stats) = run_k(&src, [1000, 1, 1], [100, 1, 1], 1000, |d| {
            d.line_mode = mode;
            d.wave_size = 64;
        })
        .unwrap();
        assert_eq!(words, (7..1007).collect::<Vec<u32>>(), "{mode:?}");
        assert_eq!(
            stats.wave_instructions * 1000,
            stats.lane_operations * 20,
            "{mode:?}"
        );
        assert_eq!(stats.lane_utilisation, 0.78125, "{mode:?}");
        seen.push((stats.wave_instructions, stats.lane_operations));
    }
    assert_eq!(seen[0], seen[1], "line mode against the regular engine");
}

#[test]
fn a_store_fault_names_the_work_item() {
    // Work-item 5 of 64 stores far outside every region.
    let src = format!(
        "{HEAD}kernel &k(kernarg_u64 %out) {{
        workitemabsid_u32 $s0, 0;
        cmp_eq_b1_u32 $c0, $s0, 5;
        cbr_b1 $c0, @bad;
        ret;
        @bad: st_global_u32 1, [0x40]; ret; }};"
    );
    let e = run(&src, [64, 1, 1], [64, 1, 1], LineMode::Always, 1).unwrap_err();
    match e {
        ExecError::MemoryViolation { workitem, .. } => assert_eq!(workitem, [5, 0, 0]),
        other => panic!("{other:?}"),
    }
}
