//! Single instructions assembled with `llvm-mc-19 -mcpu=gfx1201 -show-encoding` (the encodings
//! are copied below) run on one wave32; expected lane values are computed by hand from the seed's
//! definitions (DPP16 ctrl formulas, Table 103 L7635–7649; DPP8 lane selects L7651–7672; VOP3
//! modifiers; VOP3P OPSEL L3188–3236; VOPD L3272–3351).

use hsakit_emu_rdna4::{EmuError, run_raw};

fn words(bytes: &[&[u8]]) -> Vec<u8> {
    let mut v: Vec<u8> = bytes.iter().flat_map(|b| b.iter().copied()).collect();
    v.extend_from_slice(&[0x00, 0x00, 0xb0, 0xbf]); // s_endpgm
    v
}

fn lane_ids() -> Vec<u32> {
    (0..32).map(|l| 100 + l).collect()
}

#[test]
fn dpp16_dpp8_readlane_writelane_permlane() {
    let code = words(&[
        // v_mov_b32_dpp v2, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
        &[0xfa, 0x02, 0x04, 0x7e, 0x01, 0x11, 0x09, 0xff],
        // v_mov_b32_dpp v3, v1 quad_perm:[3,2,1,0]
        &[0xfa, 0x02, 0x06, 0x7e, 0x01, 0x1b, 0x00, 0xff],
        // v_add_nc_u32_dpp v4, v1, v1 row_mirror
        &[0xfa, 0x02, 0x08, 0x4a, 0x01, 0x40, 0x01, 0xff],
        // v_mov_b32_dpp v5, v1 dpp8:[7,6,5,4,3,2,1,0]
        &[0xe9, 0x02, 0x0a, 0x7e, 0x01, 0x77, 0x39, 0x05],
        // v_readlane_b32 s0, v1, 5
        &[0x00, 0x00, 0x60, 0xd7, 0x01, 0x0b, 0x01, 0x00],
        // v_writelane_b32 v6, s0, 3
        &[0x06, 0x00, 0x61, 0xd7, 0x00, 0x06, 0x01, 0x00],
        // v_mov_b32_dpp v7, v1 row_share:2
        &[0xfa, 0x02, 0x0e, 0x7e, 0x01, 0x52, 0x01, 0xff],
        // v_mov_b32_dpp v8, v1 row_xmask:1
        &[0xfa, 0x02, 0x10, 0x7e, 0x01, 0x61, 0x01, 0xff],
        // v_permlanex16_b32 v9, v1, s1, s2
        &[0x09, 0x00, 0x5c, 0xd6, 0x01, 0x03, 0x08, 0x00],
    ]);
    let s1 = 0x7654_3210u32;
    let s2 = 0xfedc_ba98u32;
    let st = run_raw(
        &code,
        false,
        &[(1, s1), (2, s2)],
        &[(1, lane_ids()), (6, vec![9; 32])],
    )
    .expect("runs");
    let v = |r: usize, l: usize| st.vgprs[r][l];
    for l in 0..32usize {
        let id = |x: usize| 100 + x as u32;
        let row = l & !15;
        // row_shr:1 with bound_ctrl: lane 0 of each row reads 0.
        assert_eq!(
            v(2, l),
            if l % 16 == 0 { 0 } else { id(l - 1) },
            "row_shr lane {l}"
        );
        assert_eq!(v(3, l), id((l & !3) | (3 - (l & 3))), "quad_perm lane {l}");
        assert_eq!(
            v(4, l),
            id(row + 15 - (l & 15)) + id(l),
            "row_mirror lane {l}"
        );
        assert_eq!(v(5, l), id((l & !7) | (7 - (l & 7))), "dpp8 lane {l}");
        assert_eq!(v(6, l), if l == 3 { 105 } else { 9 }, "writelane lane {l}");
        assert_eq!(v(7, l), id(row + 2), "row_share lane {l}");
        assert_eq!(v(8, l), id(row + ((l & 15) ^ 1)), "row_xmask lane {l}");
        let sel = ((u64::from(s2) << 32 | u64::from(s1)) >> (4 * (l & 15))) & 15;
        assert_eq!(
            v(9, l),
            id((row ^ 16) + sel as usize),
            "permlanex16 lane {l}"
        );
    }
    assert_eq!(st.sgprs[0], 105, "readlane");
}

#[test]
fn vop3_modifiers_vop3p_opsel_and_vopd() {
    let code = words(&[
        // v_cndmask_b32_e64 v10, v1, -v2, s3
        &[0x0a, 0x00, 0x01, 0xd5, 0x01, 0x05, 0x0e, 0x40],
        // v_add_f32_e64 v11, |v12|, -v13 clamp
        &[0x0b, 0x81, 0x03, 0xd5, 0x0c, 0x1b, 0x02, 0x40],
        // v_pk_add_f16 v14, v15, v16 op_sel:[1,0] op_sel_hi:[0,1]
        &[0x0e, 0x48, 0x0f, 0xcc, 0x0f, 0x21, 0x02, 0x10],
        // v_dual_add_f32 v17, v12, v13 :: v_dual_mul_f32 v18, v13, v12
        &[0x0c, 0x1b, 0x06, 0xc9, 0x0d, 0x19, 0x12, 0x11],
    ]);
    let f = |x: f32| x.to_bits();
    let v12: Vec<u32> = (0..32).map(|l| f(-(l as f32) * 0.125)).collect();
    let v13: Vec<u32> = (0..32).map(|l| f(0.25 - l as f32 * 0.01)).collect();
    // f16 halves: v15 = {hi 2.0, lo 1.0}, v16 = {hi 0.5, lo 3.0}.
    let st = run_raw(
        &code,
        false,
        &[(3, 0xAAAA_AAAA)],
        &[
            (1, vec![0x11; 32]),
            (2, vec![f(1.5); 32]),
            (12, v12.clone()),
            (13, v13.clone()),
            (15, vec![0x4000_3C00; 32]),
            (16, vec![0x3800_4200; 32]),
        ],
    )
    .expect("runs");
    for l in 0..32usize {
        // cndmask: lane bit of s3 selects -v2 (float negate of the raw bits).
        let want = if 0xAAAA_AAAAu32 >> l & 1 != 0 {
            f(-1.5)
        } else {
            0x11
        };
        assert_eq!(st.vgprs[10][l], want, "cndmask lane {l}");
        let a = f32::from_bits(v12[l]).abs();
        let b = -f32::from_bits(v13[l]);
        let sum = (a + b).clamp(0.0, 1.0);
        assert_eq!(st.vgprs[11][l], f(sum), "add clamp lane {l}");
        // lo = v15.hi + v16.lo = 2 + 3 = 5 (0x4500); hi = v15.lo + v16.hi = 1 + 0.5 = 1.5 (0x3e00).
        assert_eq!(st.vgprs[14][l], 0x3e00_4500, "pk_add lane {l}");
        let x = f32::from_bits(v12[l]);
        let y = f32::from_bits(v13[l]);
        assert_eq!(st.vgprs[17][l], f(x + y), "dual add lane {l}");
        assert_eq!(st.vgprs[18][l], f(y * x), "dual mul lane {l}");
    }
}

#[test]
fn image_instructions_are_reported_unsupported() {
    // image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D (llvm-mc-19 gfx1201).
    let code = words(&[&[
        0x00, 0x00, 0xc0, 0xd3, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ]]);
    match run_raw(&code, false, &[], &[]) {
        Err(EmuError::Unsupported { what, pc }) => {
            assert_eq!(pc, 0);
            assert!(what.contains("image"), "{what}");
        }
        other => panic!("expected unsupported, got {other:?}"),
    }
}

#[test]
fn wave64_carry_reads_pre_instruction_state() {
    // v_add_co_u32 v1, vcc, v1, v1 ; v_add_co_ci_u32_e32 v2, vcc, v2, v2, vcc (wave64): the
    // second op's carry-in for lanes 32-63 comes from VCC_HI written by the first op, and its own
    // carry-out overwrites VCC only after all 64 lanes read it.
    let code = words(&[
        &[0x01, 0x6a, 0x00, 0xd7, 0x01, 0x03, 0x02, 0x00],
        &[0x02, 0x05, 0x04, 0x40],
    ]);
    let v1: Vec<u32> = (0..64)
        .map(|l| if l % 3 == 0 { 0x8000_0000 } else { 1 })
        .collect();
    let v2: Vec<u32> = (0..64)
        .map(|l| if l % 5 == 0 { 0xFFFF_FFFF } else { 7 })
        .collect();
    let st = run_raw(&code, true, &[], &[(1, v1.clone()), (2, v2.clone())]).expect("runs");
    let mut vcc = 0u64;
    for l in 0..64usize {
        let (s, c1) = v1[l].overflowing_add(v1[l]);
        assert_eq!(st.vgprs[1][l], s);
        let t = u64::from(v2[l]) * 2 + u64::from(c1);
        assert_eq!(st.vgprs[2][l], t as u32, "lane {l}");
        vcc |= u64::from(t >> 32 != 0) << l;
    }
    assert_eq!(
        u64::from(st.sgprs[106]) | (u64::from(st.sgprs[107]) << 32),
        vcc
    );
}

#[test]
fn arbitrary_words_never_panic() {
    // Random instruction words (biased towards valid format prefixes) with random registers:
    // every run must end in a result or a typed error.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let prefixes = [
        0xBE80_0000u32,
        0x8000_0000,
        0xBF00_0000,
        0x7E00_0000,
        0x0200_0000,
        0xD400_0000,
        0xD600_0000,
        0xCC00_0000,
        0xC800_0000,
        0xD800_0000,
        0xEE00_0000,
        0xED00_0000,
        0xEC00_0000,
        0xF400_0000,
        0xC400_0000,
    ];
    let mut outcomes = [0usize; 2];
    for _ in 0..400 {
        let mut code = Vec::new();
        for k in 0..12 {
            let r = next();
            let w = if k % 2 == 0 {
                let p = prefixes[(r % prefixes.len() as u64) as usize];
                (p & 0xFF00_0000) | ((r >> 8) as u32 & 0x00FF_FFFF) | (p & 0x0080_0000)
            } else {
                (r >> 32) as u32
            };
            code.extend_from_slice(&w.to_le_bytes());
        }
        code.extend_from_slice(&[0x00, 0x00, 0xb0, 0xbf]);
        let vgprs: Vec<(u8, Vec<u32>)> = (0..8u8)
            .map(|r| (r, (0..64).map(|_| next() as u32).collect()))
            .collect();
        let sgprs: Vec<(u8, u32)> = (0..20u8).map(|r| (r, next() as u32)).collect();
        for wave64 in [false, true] {
            match run_raw(&code, wave64, &sgprs, &vgprs) {
                Ok(_) => outcomes[0] += 1,
                Err(_) => outcomes[1] += 1,
            }
        }
    }
    assert_eq!(outcomes[0] + outcomes[1], 800);
}

#[test]
fn mutated_compiler_output_never_panics() {
    // Windows of clang-19's code for the suite with random bit flips, run with random registers.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/kernels/rdna4/bin/suite-gfx1201-w32-O2.hsaco"
    );
    let bytes = std::fs::read(path).expect("suite");
    let co = hsakit_codeobj::read(&bytes).expect("code object");
    let text = co.section_by_name(".text").expect(".text");
    let data = co.section_data(text).expect("text bytes").to_vec();
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut ran = 0;
    for _ in 0..600 {
        let start = (next() as usize % (data.len() / 4 - 24)) * 4;
        let mut code = data[start..start + 96].to_vec();
        for _ in 0..(next() % 4) {
            let bit = next() as usize % (code.len() * 8);
            code[bit / 8] ^= 1 << (bit % 8);
        }
        code.extend_from_slice(&[0x00, 0x00, 0xb0, 0xbf]);
        let vgprs: Vec<(u8, Vec<u32>)> = (0..16u8)
            .map(|r| (r, (0..64).map(|_| next() as u32 & 0xFFF).collect()))
            .collect();
        let sgprs: Vec<(u8, u32)> = (0..24u8).map(|r| (r, next() as u32)).collect();
        for wave64 in [false, true] {
            if run_raw(&code, wave64, &sgprs, &vgprs).is_ok() {
                ran += 1;
            }
        }
    }
    assert!(ran > 0);
}

#[test]
fn s_wait_alu_rule_for_rewritten_sgpr_pairs() {
    // The seed's own example (L2151-2162): v_mov_b32 v0, s1 / s_mov_b32 s0, 0x42 /
    // [s_wait_alu 0xfffe] / s_mov_b32 s2, s0 (encodings from llvm-mc-19).
    let head: &[u8] = &[
        0x01, 0x02, 0x00, 0x7e, 0xff, 0x00, 0x80, 0xbe, 0x42, 0x00, 0x00, 0x00,
    ];
    let wait: &[u8] = &[0xfe, 0xff, 0x88, 0xbf];
    let read: &[u8] = &[0x00, 0x00, 0x82, 0xbe];
    match run_raw(&words(&[head, read]), false, &[], &[]) {
        Err(EmuError::Hazard { pc, detail, .. }) => {
            assert_eq!(pc, 12);
            assert!(detail.contains("s_wait_alu 0xfffe"), "{detail}");
        }
        other => panic!("expected a hazard, got {other:?}"),
    }
    let st = run_raw(&words(&[head, wait, read]), false, &[], &[]).expect("guarded");
    assert_eq!(st.sgprs[2], 0x42);
}

/// 64-bit VALU forms (the address arithmetic of compiled kernels) and lane-mask results under a
/// partial EXEC, wave32 and wave64: active lanes get the results (computed here from the seed's
/// definitions), inactive lanes keep their registers, and the carry and compare masks have only
/// active lanes set.
#[test]
fn wide_valu_and_lane_masks_under_partial_exec() {
    for wave64 in [false, true] {
        let lanes = if wave64 { 64 } else { 32 };
        let exec: u64 = if wave64 {
            0x5a5a_00ff_c3c3_0f0f
        } else {
            0x5a5a_00ff
        };
        let set_exec: &[u8] = if wave64 {
            // s_mov_b64 exec, s[20:21]
            &[0x14, 0x01, 0xfe, 0xbe]
        } else {
            // s_mov_b32 exec_lo, 0x5a5a00ff
            &[0xff, 0x00, 0xfe, 0xbe, 0xff, 0x00, 0x5a, 0x5a]
        };
        let mut code: Vec<&[u8]> = vec![set_exec];
        // v_lshlrev_b64_e32 v[2:3], 3, v[0:1]
        code.push(&[0x83, 0x00, 0x04, 0x3e]);
        // v_mad_co_u64_u32 v[4:5], s10 (wave64: s[10:11]), v0, s2, v[6:7]
        code.push(&[0x04, 0x0a, 0xfe, 0xd6, 0x00, 0x05, 0x18, 0x04]);
        // v_add_co_u32 v8, vcc_lo (wave64: vcc), v0, v1
        code.push(&[0x08, 0x6a, 0x00, 0xd7, 0x00, 0x03, 0x02, 0x00]);
        let cmp: &[u8] = if wave64 {
            // v_cmp_gt_u32_e64 s[12:13], v0, v1
            &[0x0c, 0x00, 0x4c, 0xd4, 0x00, 0x03, 0x02, 0x00]
        } else {
            // v_cmp_gt_u32_e64 s11, v0, v1
            &[0x0b, 0x00, 0x4c, 0xd4, 0x00, 0x03, 0x02, 0x00]
        };
        code.push(cmp);
        let v0: Vec<u32> = (0..lanes as u32)
            .map(|l| 0xE000_0000u32.wrapping_add(l.wrapping_mul(0x0913_5A27)))
            .collect();
        let v1: Vec<u32> = (0..lanes as u32)
            .map(|l| 0x1FFF_FFF0u32.wrapping_add(l.wrapping_mul(0x3C6E_F372)))
            .collect();
        let v6: Vec<u32> = (0..lanes as u32).map(|l| 0x8000_0000 | l).collect();
        let v7: Vec<u32> = (0..lanes as u32)
            .map(|l| if l % 3 == 0 { 0xFFFF_FFFF } else { l })
            .collect();
        let sentinel = |r: u32| -> Vec<u32> { (0..lanes as u32).map(|l| r << 24 | l).collect() };
        let s2 = 0x9E37_79B1u32;
        let st = run_raw(
            &words(&code),
            wave64,
            &[(2, s2), (20, exec as u32), (21, (exec >> 32) as u32)],
            &[
                (0, v0.clone()),
                (1, v1.clone()),
                (2, sentinel(2)),
                (3, sentinel(3)),
                (4, sentinel(4)),
                (5, sentinel(5)),
                (6, v6.clone()),
                (7, v7.clone()),
                (8, sentinel(8)),
            ],
        )
        .expect("runs");
        let v = |r: usize, l: usize| st.vgprs[r][l];
        let mask = |lo: usize| {
            let m = u64::from(st.sgprs[lo]);
            if wave64 {
                m | u64::from(st.sgprs[lo + 1]) << 32
            } else {
                m
            }
        };
        let (mut carry_mad, mut carry_add, mut gt) = (0u64, 0u64, 0u64);
        for l in 0..lanes {
            let on = exec >> l & 1 != 0;
            let both = |r: usize| u64::from(v(r, l)) | u64::from(v(r + 1, l)) << 32;
            let old = |r: u32| r << 24 | l as u32;
            let x = u64::from(v0[l]) | u64::from(v1[l]) << 32;
            let (mad, co) = (u64::from(v0[l]) * u64::from(s2))
                .overflowing_add(u64::from(v6[l]) | u64::from(v7[l]) << 32);
            let sum = u64::from(v0[l]) + u64::from(v1[l]);
            if on {
                assert_eq!(both(2), x << 3, "v_lshlrev_b64 lane {l} wave64 {wave64}");
                assert_eq!(both(4), mad, "v_mad_co_u64_u32 lane {l} wave64 {wave64}");
                assert_eq!(v(8, l), sum as u32, "v_add_co_u32 lane {l} wave64 {wave64}");
                carry_mad |= u64::from(co) << l;
                carry_add |= u64::from(sum >> 32 != 0) << l;
                gt |= u64::from(v0[l] > v1[l]) << l;
            } else {
                for r in [2, 3, 4, 5, 8] {
                    assert_eq!(
                        v(r, l),
                        old(r as u32),
                        "inactive v{r} lane {l} wave64 {wave64}"
                    );
                }
            }
        }
        // The inputs exercise both outcomes of every mask.
        assert!(carry_mad != 0 && carry_mad != exec, "wave64 {wave64}");
        assert!(carry_add != 0 && carry_add != exec, "wave64 {wave64}");
        assert!(gt != 0 && gt != exec, "wave64 {wave64}");
        assert_eq!(mask(10), carry_mad, "mad carry wave64 {wave64}");
        assert_eq!(mask(106), carry_add, "vcc wave64 {wave64}");
        assert_eq!(
            mask(if wave64 { 12 } else { 11 }),
            gt,
            "compare wave64 {wave64}"
        );
    }
}
