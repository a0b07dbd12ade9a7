//! Buffer data-format conversions (`TBUFFER_*_FORMAT_*`, `BUFFER_*_FORMAT_*`, seed §9.2–9.3,
//! L4265–4420; formats Table 62, L5038–5098; V# Table 57, L4562–4601) against values computed
//! by hand. Lane l addresses the 16-byte record l (OFFEN, v0 = 16·l) of a buffer whose V# is in
//! s[4:7].
//!
//! Encodings from `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding`:
//! `tbuffer_load_format_xyzw v[1:4], v0, s[4:7], null format:1 offen` =
//! `[0x7c,0xc0,0x20,0xc4,0x01,0x08,0x80,0x40,0,0,0,0]`, where FORMAT (bits 61:55) is bit 7 of
//! byte 6 and bits 5:0 of byte 7 (`format:30` gives bytes 6–7 = `0x00,0x0f` without OFFEN);
//! bytes 1–2 per opcode: `tbuffer_load_d16_format_xyzw v[1:2]` 0xc0,0x22;
//! `tbuffer_store_format_xyzw v[1:4]` 0xc0,0x21; `tbuffer_store_format_x v1` 0x00,0x21;
//! `tbuffer_store_d16_format_xy v1` 0x40,0x23; `buffer_load_format_xyzw v[1:4]` 0xc0,0x00;
//! `buffer_load_d16_hi_format_x v1` 0x80,0x09; `buffer_store_format_xy v[1:2]` 0x40,0x01.

use hsakit_emu_rdna4::hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use hsakit_emu_rdna4::{EmuError, RawState, run_raw_with_memory};

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];
const LANES: usize = 32;
/// V# word 3 DST_SEL x = R (4), y = G (5), z = B (6), w = A (7).
const IDENTITY: u32 = 4 | (5 << 3) | (6 << 6) | (7 << 9);

/// An instruction word with opcode bytes 1–2 and data format `fmt`.
fn word(b1: u8, b2: u8, fmt: u8) -> Vec<u8> {
    let mut w = vec![
        0x7c,
        b1,
        b2,
        0xc4,
        0x01,
        0x08,
        (fmt & 1) << 7,
        0x40 | (fmt >> 1),
        0,
        0,
        0,
        0,
    ];
    w.extend_from_slice(&ENDPGM);
    w
}

struct Run {
    state: Result<RawState, EmuError>,
    mem: Vec<u8>,
}

/// Runs `code` with records `recs` (lane l gets `recs[l % len]`), V# word 3 `word3` plus
/// OOB_SELECT 3 (a raw buffer: NUM_RECORDS in bytes, Table 56 L4452), NUM_RECORDS `num`,
/// v1..v4 = `v`.
fn run(code: &[u8], recs: &[[u8; 16]], word3: u32, num: u32, v: [u32; 4]) -> Run {
    let mem = Memory::new();
    let size = (16 * LANES) as u64;
    let base = mem
        .allocate(size, 256, Perm::ReadWrite, RegionKind::GlobalFine)
        .expect("allocate");
    let view = GuestView::new(mem.snapshot());
    let mut init = Vec::new();
    for l in 0..LANES {
        init.extend_from_slice(&recs[l % recs.len()]);
    }
    view.write_bytes(base, &init).expect("init");
    let sgprs = [
        (4, base as u32),
        (5, ((base >> 32) as u32) & 0xFFFF),
        (6, num),
        (7, word3 | (3 << 28)),
    ];
    let mut vgprs = vec![(0u8, (0..LANES as u32).map(|l| 16 * l).collect::<Vec<_>>())];
    for (k, x) in v.iter().enumerate() {
        vgprs.push((1 + k as u8, vec![*x; LANES]));
    }
    let state = run_raw_with_memory(code, false, &sgprs, &vgprs, &view);
    let mut out = vec![0u8; 16 * LANES];
    view.read_bytes(base, &mut out).expect("read back");
    Run { state, mem: out }
}

fn rec(bytes: &[u8]) -> [u8; 16] {
    let mut r = [0u8; 16];
    r[..bytes.len()].copy_from_slice(bytes);
    r
}

fn f(x: f32) -> u32 {
    x.to_bits()
}

/// tbuffer_load_format_xyzw of one element: v1..v4 of lane 0.
fn tload(fmt: u8, bytes: &[u8]) -> [u32; 4] {
    let r = run(
        &word(0xc0, 0x20, fmt),
        &[rec(bytes)],
        0,
        1 << 20,
        [0xDEAD; 4],
    );
    let st = r.state.expect("runs");
    [
        st.vgprs[1][0],
        st.vgprs[2][0],
        st.vgprs[3][0],
        st.vgprs[4][0],
    ]
}

#[test]
fn typed_loads_convert_every_numeric_type() {
    // 8_UNORM (1): 255 → 1.0, 128 → 128/255; missing channels read 0 (identity "X000").
    assert_eq!(tload(1, &[0xFF]), [f(1.0), 0, 0, 0]);
    assert_eq!(tload(1, &[0x80])[0], f((128.0f64 / 255.0) as f32));
    // 8_SNORM (2): −128 and −127 → −1.0, 127 → 1.0, 1 → 1/127.
    assert_eq!(tload(2, &[0x80])[0], f(-1.0));
    assert_eq!(tload(2, &[0x81])[0], f(-1.0));
    assert_eq!(tload(2, &[0x7F])[0], f(1.0));
    assert_eq!(tload(2, &[0x01])[0], f((1.0f64 / 127.0) as f32));
    // 8_USCALED (3) / 8_SSCALED (4) / 8_UINT (5) / 8_SINT (6) of 0xFF.
    assert_eq!(tload(3, &[0xFF])[0], f(255.0));
    assert_eq!(tload(4, &[0xFF])[0], f(-1.0));
    assert_eq!(tload(5, &[0xFF])[0], 255);
    assert_eq!(tload(6, &[0xFF])[0], 0xFFFF_FFFF);
    // 16_UNORM (7) 0xFFFF → 1.0; 16_SNORM (8): −32768 → −1.0, 32767 → 1.0.
    assert_eq!(tload(7, &[0xFF, 0xFF])[0], f(1.0));
    assert_eq!(tload(8, &[0x00, 0x80])[0], f(-1.0));
    assert_eq!(tload(8, &[0xFF, 0x7F])[0], f(1.0));
    // 16_FLOAT (13): 0xC000 = −2.0.
    assert_eq!(tload(13, &[0x00, 0xC0])[0], f(-2.0));
    // 16_16_SSCALED (26): −32768, 5.
    assert_eq!(
        tload(26, &[0x00, 0x80, 0x05, 0x00]),
        [f(-32768.0), f(5.0), 0, 0]
    );
    // 8_8_8_8_UNORM (42): 255, 0, 51 (0.2), 204 (0.8).
    assert_eq!(
        tload(42, &[0xFF, 0x00, 0x33, 0xCC]),
        [f(1.0), 0, f(0.2), f(0.8)]
    );
    // 32_32_FLOAT (50): bits pass; 32_SINT (21).
    assert_eq!(
        tload(50, &0x7FC0_1234_4049_0FDBu64.to_le_bytes()),
        [0x4049_0FDB, 0x7FC0_1234, 0, 0]
    );
    assert_eq!(tload(21, &[0xFE, 0xFF, 0xFF, 0xFF])[0], 0xFFFF_FFFE);
    // 16_16_16_16_SINT (56).
    assert_eq!(
        tload(56, &[0xFF, 0xFF, 0x02, 0x00, 0x00, 0x80, 0xFF, 0x7F]),
        [0xFFFF_FFFF, 2, 0xFFFF_8000, 0x7FFF]
    );
}

#[test]
fn packed_formats_put_x_in_the_low_bits() {
    // 10_11_11_FLOAT (30): X = 11-bit 1.0 (exponent 15: 0x3C0) in [10:0], Y = 2.0 (0x400) in
    // [21:11], Z = 10-bit 0.5 (exponent 14: 0x1C0) in [31:22].
    let d: u32 = 0x3C0 | (0x400 << 11) | (0x1C0 << 22);
    assert_eq!(tload(30, &d.to_le_bytes()), [f(1.0), f(2.0), f(0.5), 0]);
    // 11_11_10_FLOAT (31): X is the 10-bit one: 0x3E0 = +inf; Y = 11-bit denormal 1 = 2^-20;
    // Z = 11-bit NaN (exponent 31, fraction ≠ 0).
    let d: u32 = 0x3E0 | (1 << 10) | (0x7C1 << 21);
    let v = tload(31, &d.to_le_bytes());
    assert_eq!(v[0], f(f32::INFINITY));
    assert_eq!(v[1], f(2f32.powi(-20)));
    assert!(f32::from_bits(v[2]).is_nan());
    // 2_10_10_10_UNORM (36): X = 1023 → 1.0, Y = 0, Z = 511 → 511/1023, W (2 bits) = 3 → 1.0.
    let d: u32 = 1023 | (511 << 20) | (3 << 30);
    assert_eq!(
        tload(36, &d.to_le_bytes()),
        [f(1.0), 0, f((511.0f64 / 1023.0) as f32), f(1.0)]
    );
    // 2_10_10_10_SINT (41): X = −512, W = 2 → −2.
    let d: u32 = 0x200 | (2 << 30);
    assert_eq!(
        tload(41, &d.to_le_bytes()),
        [0xFFFF_FE00, 0, 0, 0xFFFF_FFFE]
    );
    // 10_10_10_2_UINT (34): X is the 2-bit channel.
    let d: u32 = 1 | (5 << 2) | (6 << 12) | (7 << 22);
    assert_eq!(tload(34, &d.to_le_bytes()), [1, 5, 6, 7]);
}

#[test]
fn d16_loads() {
    // tbuffer_load_d16_format_xyzw v[1:2] with 8_8_8_8_UNORM: 1.0 = 0x3C00, 0, 128/255 →
    // 0x3804 (0.5 + 4 ulps of 2^-11), 0.2 → 0x3266.
    let r = run(
        &word(0xc0, 0x22, 42),
        &[rec(&[0xFF, 0x00, 0x80, 0x33])],
        0,
        1 << 20,
        [0xDEAD; 4],
    );
    let st = r.state.expect("runs");
    assert_eq!(st.vgprs[1][5], 0x0000_3C00);
    assert_eq!(st.vgprs[2][5], 0x3266_3804);
    // 32_FLOAT (22) truncates to binary16: 1 + 2^-11 + 2^-12 → 0x3C00 (nearest would be
    // 0x3C01); 16_16_UINT (27) keeps integers.
    let r = run(
        &word(0xc0, 0x22, 22),
        &[rec(&0x3F80_1800u32.to_le_bytes())],
        0,
        1 << 20,
        [0xDEAD; 4],
    );
    assert_eq!(r.state.expect("runs").vgprs[1][0], 0x3C00);
    let r = run(
        &word(0xc0, 0x22, 27),
        &[rec(&[0x34, 0x12, 0xFF, 0xFF])],
        0,
        1 << 20,
        [0xDEAD; 4],
    );
    let st = r.state.expect("runs");
    assert_eq!((st.vgprs[1][0], st.vgprs[2][0]), (0xFFFF_1234, 0));
}

#[test]
fn typed_stores() {
    // tbuffer_store_format_xyzw, 8_8_8_8_UNORM: 1.0 → 255, 0.5 → 127.5 → 128 (even), −3 → 0,
    // NaN → 0.
    let r = run(
        &word(0xc0, 0x21, 42),
        &[[0xAA; 16]],
        0,
        1 << 20,
        [f(1.0), f(0.5), f(-3.0), 0x7FC0_0000],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..5], &[0xFF, 0x80, 0x00, 0x00, 0xAA]);
    assert_eq!(&r.mem[16 * 7..16 * 7 + 4], &[0xFF, 0x80, 0x00, 0x00]);
    // 16_16_SNORM (24): −1.0 → −32767 (0x8001), 0.25 → 8191.75 → 8192.
    let r = run(
        &word(0xc0, 0x21, 24),
        &[[0; 16]],
        0,
        1 << 20,
        [f(-1.0), f(0.25), 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[0x01, 0x80, 0x00, 0x20]);
    // 10_11_11_FLOAT: 1.0, 2.0, 0.5 back to 0x3C0 | 0x400 << 11 | 0x1C0 << 22; −1 → 0.
    let r = run(
        &word(0xc0, 0x21, 30),
        &[[0; 16]],
        0,
        1 << 20,
        [f(1.0), f(2.0), f(0.5), 0],
    );
    r.state.expect("runs");
    let d: u32 = 0x3C0 | (0x400 << 11) | (0x1C0 << 22);
    assert_eq!(&r.mem[..4], &d.to_le_bytes());
    let r = run(
        &word(0xc0, 0x21, 30),
        &[[0; 16]],
        0,
        1 << 20,
        [f(-1.0), f(65536.0), f(1.0 + 3.0 / 64.0), 0],
    );
    r.state.expect("runs");
    // X −1 → 0; Y 65536 (past the largest 11-bit float 65024) → +inf 0x7C0; Z 10-bit
    // 1 + 3/64 = 1 + 1.5 ulps (5 fraction bits: ulp 1/32) rounds to the even 1 + 2/32
    // (exponent 15, fraction 2: 0x1E2).
    let d: u32 = (0x7C0 << 11) | (0x1E2 << 22);
    assert_eq!(&r.mem[..4], &d.to_le_bytes());
    // 8_USCALED (3): 300.0 clamps to 255; 8_SSCALED (4): −2.5 → −2 (even) = 0xFE.
    let r = run(
        &word(0xc0, 0x21, 3),
        &[[0; 16]],
        0,
        1 << 20,
        [f(300.0), 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(r.mem[0], 0xFF);
    let r = run(
        &word(0xc0, 0x21, 4),
        &[[0; 16]],
        0,
        1 << 20,
        [f(-2.5), 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(r.mem[0], 0xFE);
    // tbuffer_store_format_x into 8_8_8_8_UINT: X fills every channel (L4346).
    let r = run(
        &word(0x00, 0x21, 46),
        &[[0; 16]],
        0,
        1 << 20,
        [0x1_23, 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[0x23; 4]);
    // tbuffer_store_d16_format_xy v1 into 16_16_FLOAT: halves as stored.
    let r = run(
        &word(0x40, 0x23, 29),
        &[[0; 16]],
        0,
        1 << 20,
        [0x4000_3C00, 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[0x00, 0x3C, 0x00, 0x40]);
}

#[test]
fn untyped_format_ops_use_the_resource() {
    // V# word 3: DST_SEL x = 7 (A), y = 1 (one), z = 0, w = 4 (R); FORMAT = 42.
    let word3 = 7 | (1 << 3) | (4 << 9) | (42 << 12);
    let r = run(
        &word(0xc0, 0x00, 0),
        &[rec(&[0x33, 0x00, 0x00, 0xFF])],
        word3,
        1 << 20,
        [0xDEAD; 4],
    );
    let st = r.state.expect("runs");
    assert_eq!(
        [
            st.vgprs[1][3],
            st.vgprs[2][3],
            st.vgprs[3][3],
            st.vgprs[4][3]
        ],
        [f(1.0), f(1.0), 0, f(0.2)]
    );
    // buffer_load_d16_hi_format_x: 16_SNORM (8), DST_SEL x = 4 (R): −32768 → −1.0 = 0xBC00
    // in the high half; with DST_SEL x = 0 the constant 0.
    let r = run(
        &word(0x80, 0x09, 0),
        &[rec(&[0x00, 0x80])],
        8 << 12,
        1 << 20,
        [0x1111_2222, 0, 0, 0],
    );
    assert_eq!(r.state.expect("runs").vgprs[1][0], 0x0000_2222);
    let r = run(
        &word(0x80, 0x09, 0),
        &[rec(&[0x00, 0x80])],
        4 | (8 << 12),
        1 << 20,
        [0x1111_2222, 0, 0, 0],
    );
    assert_eq!(r.state.expect("runs").vgprs[1][0], 0xBC00_2222);
    // buffer_store_format_xy, 16_16_UNORM (23), identity DST_SEL: 1.0, 0.0.
    let r = run(
        &word(0x40, 0x01, 0),
        &[[0; 16]],
        IDENTITY | (23 << 12),
        1 << 20,
        [f(1.0), 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[0xFF, 0xFF, 0x00, 0x00]);
    // Format 0 (INVALID) is an unbound resource: loads give 0, stores write nothing.
    let r = run(&word(0xc0, 0x00, 0), &[[0x55; 16]], 0, 1 << 20, [0xDEAD; 4]);
    assert_eq!(r.state.expect("runs").vgprs[1][0], 0);
    let r = run(
        &word(0x40, 0x01, 0),
        &[[0x55; 16]],
        0,
        1 << 20,
        [7, 7, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(r.mem[0], 0x55);
}

#[test]
fn out_of_range_records_read_zero_and_drop_stores() {
    // NUM_RECORDS = 40 bytes: lanes 0–1 (offsets 0, 16; 4-byte elements) and lane 2 (32..36)
    // are in range, lane 3 (48) is not.
    let r = run(&word(0xc0, 0x20, 5), &[rec(&[9])], 0, 40, [0xDEAD; 4]);
    let st = r.state.expect("runs");
    assert_eq!(st.vgprs[1][2], 9);
    assert_eq!(st.vgprs[1][3], 0);
    let r = run(
        &word(0x00, 0x21, 20),
        &[[0; 16]],
        0,
        40,
        [0x0102_0304, 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[32..36], &[4, 3, 2, 1]);
    assert_eq!(&r.mem[48..52], &[0, 0, 0, 0]);
}

#[test]
fn unsupported_formats_are_reported() {
    // 8_SRGB (64) and 5_9_9_9_FLOAT (67) are not buffer formats the emulator converts.
    for fmt in [64u8, 67, 100] {
        let r = run(&word(0xc0, 0x20, fmt), &[[0; 16]], 0, 1 << 20, [0; 4]);
        let e = r.state.expect_err("unsupported");
        let msg = e.to_string();
        assert!(
            msg.contains("not supported") || msg.contains("not in seed Table 62"),
            "{msg}"
        );
        if fmt == 64 {
            assert!(msg.contains("8_SRGB"), "{msg}");
        }
    }
}

#[test]
fn untyped_format_stores_route_components_through_dst_sel() {
    // buffer_store_format_xyzw v[1:4] (bytes 0xc0, 0x01), 8_8_8_8_UINT (46), v = 1, 2, 3, 4.
    // DST_SEL x = A, y = B, z = G, w = R: each component goes to the channel its select names:
    // R ← w = 4, G ← z = 3, B ← y = 2, A ← x = 1 (Table 52 L4346; E-EMU-RDNA4-12).
    let sel = |x: u32, y: u32, z: u32, w: u32| x | (y << 3) | (z << 6) | (w << 9) | (46 << 12);
    let store = |code: &[u8], word3: u32, v: [u32; 4]| {
        let r = run(code, &[[0xEE; 16]], word3, 1 << 20, v);
        r.state.expect("runs");
        [r.mem[0], r.mem[1], r.mem[2], r.mem[3], r.mem[4]]
    };
    let xyzw = word(0xc0, 0x01, 0);
    assert_eq!(
        store(&xyzw, sel(7, 6, 5, 4), [1, 2, 3, 4]),
        [4, 3, 2, 1, 0xEE]
    );
    // x = G, y = R, z = 0, w = 1: R ← y = 2, G ← x = 1; B and A, named by no select, store 0
    // (L4382 "stores 0 otherwise").
    assert_eq!(
        store(&xyzw, sel(5, 4, 0, 1), [1, 2, 3, 4]),
        [2, 1, 0, 0, 0xEE]
    );
    // Identity selects keep the "XYXX" rule: buffer_store_format_x (bytes 0x00, 0x01) writes X
    // to all four channels; with x = R, y = G, z = w = 0 only R and G (G is named by y, which the
    // shader did not send, so it takes X).
    let x = word(0x00, 0x01, 0);
    assert_eq!(store(&x, sel(4, 5, 6, 7), [9, 2, 3, 4]), [9, 9, 9, 9, 0xEE]);
    assert_eq!(store(&x, sel(4, 5, 0, 0), [9, 2, 3, 4]), [9, 9, 0, 0, 0xEE]);
    // buffer_store_d16_format_xyzw v[1:2] (bytes 0xc0, 0x03) into 16_16_FLOAT (29) with x = G,
    // y = R: v1 = 2.0 (0x4000) : 1.0 (0x3C00) → R ← y = 2.0, G ← x = 1.0.
    let r = run(
        &word(0xc0, 0x03, 0),
        &[[0; 16]],
        5 | (4 << 3) | (29 << 12),
        1 << 20,
        [0x4000_3C00, 0, 0, 0],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[0x00, 0x40, 0x00, 0x3C]);
    // TBUFFER stores ignore the V#'s selects (identity, Table 52 L4344).
    let r = run(
        &word(0xc0, 0x21, 46),
        &[[0; 16]],
        7 | (6 << 3) | (5 << 6) | (4 << 9),
        1 << 20,
        [1, 2, 3, 4],
    );
    r.state.expect("runs");
    assert_eq!(&r.mem[..4], &[1, 2, 3, 4]);
}
