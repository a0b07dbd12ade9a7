//! Buffer addressing (seed §9.4, L4418–4530; V# Table 57, L4568–4594): SWIZZLE_ENABLE with
//! its index stride and element size, ADD_TID_ENABLE, the stride scale, OOB_SELECT (Table 56,
//! L4440–4458), per-dword range checks of B64/B128 accesses and unbound untyped resources, for
//! MUBUF and MTBUF loads, stores and atomics. Every expected address is worked out by hand from
//! the seed's formulas in the comment next to it.
//!
//! The buffer holds, at each dword-aligned byte offset `o`, the dword `0x1000_0000 + o`, so a
//! loaded value names the address it came from. Encodings from
//! `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied below).

use hsakit_emu_rdna4::hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use hsakit_emu_rdna4::{RawState, run_raw_with_memory};

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];
/// buffer_load_b32 v1, v0, s[4:7], null idxen
const LOAD_IDX: [u8; 12] = [0x7c, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x80, 0, 0, 0, 0];
/// buffer_load_b32 v1, v0, s[4:7], null offen
const LOAD_OFF: [u8; 12] = [0x7c, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x40, 0, 0, 0, 0];
/// buffer_load_b32 v1, v[8:9], s[4:7], s10 idxen offen offset:12
const LOAD_IDX_OFF: [u8; 12] = [
    0x0a, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0xc0, 0x08, 0x0c, 0, 0,
];
/// buffer_load_b32 v1, off, s[4:7], null
const LOAD_NONE: [u8; 12] = [0x7c, 0x00, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x00, 0, 0, 0, 0];
/// buffer_store_b32 v1, v0, s[4:7], null offen (the idxen form's byte 7 0x80 → 0x40)
const STORE_OFF: [u8; 12] = [0x7c, 0x80, 0x06, 0xc4, 0x01, 0x08, 0x80, 0x40, 0, 0, 0, 0];
/// buffer_atomic_add_u32 v1, v0, s[4:7], null idxen th:TH_ATOMIC_RETURN
const ATOMIC_ADD_RTN: [u8; 12] = [0x7c, 0x40, 0x0d, 0xc4, 0x01, 0x08, 0x90, 0x80, 0, 0, 0, 0];
/// buffer_atomic_add_u32 v1, v0, s[4:7], null idxen
const ATOMIC_ADD: [u8; 12] = [0x7c, 0x40, 0x0d, 0xc4, 0x01, 0x08, 0x80, 0x80, 0, 0, 0, 0];
/// buffer_load_b128 v[1:4], v0, s[4:7], null offen
const LOAD_B128: [u8; 12] = [0x7c, 0xc0, 0x05, 0xc4, 0x01, 0x08, 0x80, 0x40, 0, 0, 0, 0];
/// buffer_store_b64 v[1:2], v0, s[4:7], null offen
const STORE_B64: [u8; 12] = [0x7c, 0xc0, 0x06, 0xc4, 0x01, 0x08, 0x80, 0x40, 0, 0, 0, 0];
/// tbuffer_load_format_x v1, v0, s[4:7], null format:[BUF_FMT_32_UINT] idxen
const TLOAD_IDX: [u8; 12] = [0x7c, 0x00, 0x20, 0xc4, 0x01, 0x08, 0x00, 0x8a, 0, 0, 0, 0];
/// tbuffer_store_format_x v1, v0, s[4:7], null format:[BUF_FMT_32_UINT] idxen
const TSTORE_IDX: [u8; 12] = [0x7c, 0x00, 0x21, 0xc4, 0x01, 0x08, 0x00, 0x8a, 0, 0, 0, 0];

const SIZE: usize = 1 << 16;
/// BUF_FMT_32_UINT (Table 62): any non-INVALID format makes an untyped V# bound.
const FMT32: u32 = 20 << 12;

/// V# dwords 1 and 3 (dword 0 and the base bits of dword 1 are filled in by [`run`]).
#[derive(Clone, Copy)]
struct V {
    stride: u32,
    swizzle: u32,
    num: u32,
    word3: u32,
}

/// Word 3 bits: index stride code (118:117), ADD_TID (119), OOB_SELECT (125:124), stride scale
/// (115:114).
fn w3(index_stride: u32, add_tid: bool, oob: u32) -> u32 {
    FMT32 | (index_stride << 21) | (u32::from(add_tid) << 23) | (oob << 28)
}

fn word(o: usize) -> u32 {
    0x1000_0000 + o as u32
}

/// Runs `inst` then `s_endpgm` over the patterned buffer: (state, buffer bytes after).
fn run(
    inst: &[u8; 12],
    wave64: bool,
    v: V,
    sgprs: &[(u8, u32)],
    vgprs: Vec<(u8, Vec<u32>)>,
) -> (RawState, Vec<u8>) {
    let mem = Memory::new();
    let base = mem
        .allocate(SIZE as u64, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .expect("allocate");
    let view = GuestView::new(mem.snapshot());
    let init: Vec<u8> = (0..SIZE / 4)
        .flat_map(|k| word(4 * k).to_le_bytes())
        .collect();
    view.write_bytes(base, &init).expect("init");
    let mut s = vec![
        (4, base as u32),
        (
            5,
            ((base >> 32) as u32 & 0xFFFF) | (v.stride << 16) | (v.swizzle << 30),
        ),
        (6, v.num),
        (7, v.word3),
    ];
    s.extend_from_slice(sgprs);
    let mut code = inst.to_vec();
    code.extend_from_slice(&ENDPGM);
    let st = run_raw_with_memory(&code, wave64, &s, &vgprs, &view).expect("runs");
    let mut out = vec![0u8; SIZE];
    view.read_bytes(base, &mut out).expect("read back");
    (st, out)
}

fn lanes(n: usize, f: impl Fn(u32) -> u32) -> Vec<u32> {
    (0..n as u32).map(f).collect()
}

fn dw(mem: &[u8], o: usize) -> u32 {
    u32::from_le_bytes([mem[o], mem[o + 1], mem[o + 2], mem[o + 3]])
}

#[test]
fn swizzled_4_byte_elements() {
    // SWIZZLE_ENABLE 1 (ES = 4), index stride code 0 (IS = 8), stride 16, index = lane:
    // (l/8 × 16 + 0) × 8 + l%8 × 4 = 128·(l/8) + 4·(l%8).
    let v = V {
        stride: 16,
        swizzle: 1,
        num: 1000,
        word3: w3(0, false, 3),
    };
    let (st, _) = run(&LOAD_IDX, false, v, &[], vec![(0, lanes(32, |l| l))]);
    for l in 0..32 {
        let o = 128 * (l / 8) + 4 * (l % 8);
        assert_eq!(st.vgprs[1][l], word(o), "lane {l}");
    }
    // Index 11, VGPR offset 4, SGPR offset 8, IOFFSET 12, stride 32: total = 24 → offset_msb 6,
    // offset_lsb 0; index_msb 1, index_lsb 3: (1·32 + 6·4)·8 + 3·4 + 0 = 460.
    // Range (OOB 3, swizzled, stride ≠ 0): 11 < 64 and 4 + 12 + 4 = 20 ≤ 32.
    let v = V {
        stride: 32,
        swizzle: 1,
        num: 64,
        word3: w3(0, false, 3),
    };
    let (st, _) = run(
        &LOAD_IDX_OFF,
        false,
        v,
        &[(10, 8)],
        vec![(8, vec![11; 32]), (9, vec![4; 32])],
    );
    assert_eq!(st.vgprs[1][0], word(460));
    // The same access with index 64 (≥ NUM_RECORDS) or VGPR offset 20 (20 + 12 + 4 > 32) is
    // out of range and reads 0.
    let (st, _) = run(
        &LOAD_IDX_OFF,
        false,
        v,
        &[(10, 8)],
        vec![
            (8, lanes(32, |l| if l == 1 { 64 } else { 11 })),
            (9, lanes(32, |l| if l == 2 { 20 } else { 4 })),
        ],
    );
    assert_eq!(
        (st.vgprs[1][0], st.vgprs[1][1], st.vgprs[1][2]),
        (word(460), 0, 0)
    );
}

#[test]
fn swizzled_16_byte_elements() {
    // SWIZZLE_ENABLE 3 (ES = 16), index stride code 1 (IS = 16), stride 64. Index 19, VGPR
    // offset 20, SGPR offset 4, IOFFSET 12: total = 36 → offset_msb 2, offset_lsb 4;
    // index_msb 1, index_lsb 3: (1·64 + 2·16)·16 + 3·16 + 4 = 1588.
    let v = V {
        stride: 64,
        swizzle: 3,
        num: 20,
        word3: w3(1, false, 3),
    };
    let (st, _) = run(
        &LOAD_IDX_OFF,
        false,
        v,
        &[(10, 4)],
        vec![(8, vec![19; 32]), (9, vec![20; 32])],
    );
    assert_eq!(st.vgprs[1][5], word(1588));
    // Index stride code 3 (IS = 64), index 70, offsets 0 + 0 + 12 = 12 → offset_msb 0,
    // offset_lsb 12; index_msb 1, index_lsb 6: (1·64 + 0)·64 + 6·16 + 12 = 4204.
    let v = V {
        stride: 64,
        swizzle: 3,
        num: 100,
        word3: w3(3, false, 3),
    };
    let (st, _) = run(
        &LOAD_IDX_OFF,
        false,
        v,
        &[(10, 0)],
        vec![(8, vec![70; 32]), (9, vec![0; 32])],
    );
    assert_eq!(st.vgprs[1][0], word(4204));
}

#[test]
fn add_tid_adds_the_lane_id_to_the_index() {
    // No VGPR address; ADD_TID, stride 4, linear, OOB 1 (index ≥ NUM_RECORDS = 48): wave64 lane
    // l reads offset 4·l, lanes 48–63 read 0.
    let v = V {
        stride: 4,
        swizzle: 0,
        num: 48,
        word3: w3(0, true, 1),
    };
    let (st, _) = run(&LOAD_NONE, true, v, &[], vec![]);
    for l in 0..64 {
        let want = if l < 48 { word(4 * l) } else { 0 };
        assert_eq!(st.vgprs[1][l], want, "lane {l}");
    }
    // With IDXEN the lane id is added to the VGPR index: index = 100 + l, stride 8 → 800 + 8·l.
    let v = V {
        stride: 8,
        swizzle: 0,
        num: 1000,
        word3: w3(0, true, 1),
    };
    let (st, _) = run(&LOAD_IDX, false, v, &[], vec![(0, vec![100; 32])]);
    for l in 0..32 {
        assert_eq!(st.vgprs[1][l], word(800 + 8 * l), "lane {l}");
    }
}

#[test]
fn add_tid_with_swizzle_stores_like_scratch() {
    // A scratch-style V#: data format 0 (still bound: ADD_TID is set, L4594), ADD_TID,
    // SWIZZLE_ENABLE 1, IS = 8 (code 0), stride 8; each lane stores to VGPR offset 4 (the
    // record's second dword): total 4 → offset_msb 1, lsb 0; index = l:
    // (l/8 · 8 + 1·4)·8 + (l%8)·4 = 64·(l/8) + 32 + 4·(l%8). OOB 2 with NUM_RECORDS 1: no
    // range check.
    let v = V {
        stride: 8,
        swizzle: 1,
        num: 1,
        word3: (1 << 23) | (2 << 28),
    };
    let (_, mem) = run(
        &STORE_OFF,
        true,
        v,
        &[],
        vec![(0, vec![4; 64]), (1, lanes(64, |l| 0xAB00 + l))],
    );
    let mut want = (0..SIZE / 4).map(|k| word(4 * k)).collect::<Vec<_>>();
    for l in 0..64usize {
        want[(64 * (l / 8) + 32 + 4 * (l % 8)) / 4] = 0xAB00 + l as u32;
    }
    for (k, w) in want.iter().enumerate().take(1024) {
        assert_eq!(dw(&mem, 4 * k), *w, "dword {k}");
    }
}

#[test]
fn swizzled_atomics_and_typed_buffers() {
    // buffer_atomic_add_u32 with return, SWIZZLE_ENABLE 1, IS = 16 (code 1), stride 4,
    // index = lane: (l/16 · 4)·16 + (l%16)·4 = 4·l — and lanes 0 and 1 both use index 0
    // (two adds on offset 0). OOB 1, NUM_RECORDS 20: index ≥ 20 is dropped and returns 0.
    let v = V {
        stride: 4,
        swizzle: 1,
        num: 20,
        word3: w3(1, false, 1),
    };
    let idx = lanes(32, |l| if l == 1 { 0 } else { l });
    let (st, mem) = run(
        &ATOMIC_ADD_RTN,
        false,
        v,
        &[],
        vec![(0, idx.clone()), (1, vec![5; 32])],
    );
    assert_eq!(dw(&mem, 0), word(0) + 10);
    for l in 2..32 {
        let want_mem = if l < 20 { word(4 * l) + 5 } else { word(4 * l) };
        assert_eq!(dw(&mem, 4 * l), want_mem, "lane {l}");
        assert_eq!(st.vgprs[1][l], if l < 20 { word(4 * l) } else { 0 });
    }
    // Lanes run in order: lane 0 returns the original, lane 1 the value after lane 0's add.
    assert_eq!((st.vgprs[1][0], st.vgprs[1][1]), (word(0), word(0) + 5));
    // Stride 8 (IS 8, code 0): index l → (l/8·8)·8 + (l%8)·4 = 64·(l/8) + 4·(l%8).
    let v = V {
        stride: 8,
        swizzle: 1,
        num: 100,
        word3: w3(0, false, 1),
    };
    let (_, mem) = run(
        &ATOMIC_ADD,
        false,
        v,
        &[],
        vec![(0, lanes(32, |l| l)), (1, vec![1; 32])],
    );
    for l in 0..32 {
        let o = 64 * (l / 8) + 4 * (l % 8);
        assert_eq!(dw(&mem, o), word(o) + 1, "lane {l}");
    }
    // MTBUF: tbuffer_load_format_x 32_UINT, SWIZZLE_ENABLE 1, IS = 16, stride 8:
    // (l/16 · 8)·16 + (l%16)·4 = 128·(l/16) + 4·(l%16); the store puts lane l's value there.
    let v = V {
        stride: 8,
        swizzle: 1,
        num: 100,
        word3: w3(1, false, 0),
    };
    let (st, _) = run(&TLOAD_IDX, true, v, &[], vec![(0, lanes(64, |l| l))]);
    for l in 0..64 {
        assert_eq!(
            st.vgprs[1][l],
            word(128 * (l / 16) + 4 * (l % 16)),
            "lane {l}"
        );
    }
    let (_, mem) = run(
        &TSTORE_IDX,
        false,
        v,
        &[],
        vec![(0, lanes(32, |l| l)), (1, lanes(32, |l| 7000 + l))],
    );
    for l in 0..32usize {
        assert_eq!(dw(&mem, 128 * (l / 16) + 4 * (l % 16)), 7000 + l as u32);
    }
}

#[test]
fn stride_scale_and_oob_select() {
    // Stride field 3 × scale code 1 (×4) = 12, linear, OOB 0: index l at 12·l; in range while
    // l < NUM_RECORDS = 10 and 0 + 4 ≤ 12.
    let v = V {
        stride: 3,
        swizzle: 0,
        num: 10,
        word3: w3(0, false, 0) | (1 << 18),
    };
    let (st, _) = run(&LOAD_IDX, false, v, &[], vec![(0, lanes(32, |l| l))]);
    for l in 0..32 {
        let want = if l < 10 { word(12 * l) } else { 0 };
        assert_eq!(st.vgprs[1][l], want, "lane {l}");
    }
    // Scale code 3 (×32): stride 2 × 32 = 64 → 64·l.
    let v = V {
        stride: 2,
        swizzle: 0,
        num: 10,
        word3: w3(0, false, 1) | (3 << 18),
    };
    let (st, _) = run(&LOAD_IDX, false, v, &[], vec![(0, lanes(32, |l| l))]);
    assert_eq!((st.vgprs[1][3], st.vgprs[1][12]), (word(192), 0));
    // OOB 0 with stride 0: offset + payload > 0 always, nothing is in range.
    let v = V {
        stride: 0,
        swizzle: 0,
        num: 1000,
        word3: w3(0, false, 0),
    };
    let (st, _) = run(&LOAD_OFF, false, v, &[], vec![(0, lanes(32, |l| 4 * l))]);
    assert!(st.vgprs[1].iter().take(32).all(|&x| x == 0));
    // OOB 2: only NUM_RECORDS = 0 is out of range.
    let v = V {
        stride: 0,
        swizzle: 0,
        num: 1,
        word3: w3(0, false, 2),
    };
    let (st, _) = run(&LOAD_OFF, false, v, &[], vec![(0, vec![40000; 32])]);
    assert_eq!(st.vgprs[1][0], word(40000));
    let (st, _) = run(
        &LOAD_OFF,
        false,
        V { num: 0, ..v },
        &[],
        vec![(0, vec![0; 32])],
    );
    assert_eq!(st.vgprs[1][0], 0);
    // OOB 3, raw: NUM_RECORDS 24 less SGPR offset 8 = 16 bytes for VGPR offset + IOFFSET 12 +
    // 4: VGPR offset 0 is in (address 8 + 12 + 0 = 20), 4 is out.
    let v = V {
        stride: 0,
        swizzle: 0,
        num: 24,
        word3: w3(0, false, 3),
    };
    let (st, _) = run(
        &LOAD_IDX_OFF,
        false,
        v,
        &[(10, 8)],
        vec![(8, vec![0; 32]), (9, lanes(32, |l| 4 * (l % 2)))],
    );
    assert_eq!((st.vgprs[1][0], st.vgprs[1][1]), (word(20), 0));
}

#[test]
fn multi_dword_accesses_are_checked_per_dword() {
    // buffer_load_b128, raw (OOB 3), NUM_RECORDS 40, lane l at VGPR offset 16·l: lane 2
    // (32..48) has dwords 32 and 36 in range, 40 and 44 out; lane 3 is entirely out.
    let v = V {
        stride: 0,
        swizzle: 0,
        num: 40,
        word3: w3(0, false, 3),
    };
    let (st, _) = run(&LOAD_B128, false, v, &[], vec![(0, lanes(32, |l| 16 * l))]);
    let got = |l: usize| [1, 2, 3, 4].map(|r| st.vgprs[r][l]);
    assert_eq!(got(1), [word(16), word(20), word(24), word(28)]);
    assert_eq!(got(2), [word(32), word(36), 0, 0]);
    assert_eq!(got(3), [0; 4]);
    // buffer_store_b64 with NUM_RECORDS 36: lane 2 (32..40) writes only its first dword.
    let (_, mem) = run(
        &STORE_B64,
        false,
        V { num: 36, ..v },
        &[],
        vec![
            (0, lanes(32, |l| 16 * l)),
            (1, vec![0xAAAA; 32]),
            (2, vec![0xBBBB; 32]),
        ],
    );
    assert_eq!(
        [dw(&mem, 16), dw(&mem, 20), dw(&mem, 32), dw(&mem, 36)],
        [0xAAAA, 0xBBBB, 0xAAAA, word(36)]
    );
}

#[test]
fn untyped_buffers_with_format_invalid_are_unbound() {
    // Data format 0 and ADD_TID 0 (L4594): loads read 0, stores write nothing.
    let v = V {
        stride: 0,
        swizzle: 0,
        num: 1000,
        word3: 3 << 28,
    };
    let (st, _) = run(&LOAD_OFF, false, v, &[], vec![(0, lanes(32, |l| 4 * l))]);
    assert_eq!(st.vgprs[1][5], 0);
    let (_, mem) = run(
        &STORE_OFF,
        false,
        v,
        &[],
        vec![(0, lanes(32, |l| 4 * l)), (1, vec![1; 32])],
    );
    assert_eq!(dw(&mem, 20), word(20));
    // The same V# with a bound format reads the buffer.
    let (st, _) = run(
        &LOAD_OFF,
        false,
        V {
            word3: v.word3 | FMT32,
            ..v
        },
        &[],
        vec![(0, lanes(32, |l| 4 * l))],
    );
    assert_eq!(st.vgprs[1][5], word(20));
}
