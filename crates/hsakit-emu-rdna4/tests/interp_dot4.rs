//! VINTERP (seed ch16 §16.13, L25062–25180) and the FP8/BF8 DOT4 ops (L17252–17310) on one
//! wave32. Encodings from `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied
//! below). Inputs are small binary fractions, so every fused multiply-add is exact and the
//! expected values are computed here with host arithmetic; quad lane selects are from the
//! pseudocode (`VGPR[(laneId & ~3) + 1]` for P10's S0, `+ 2` for P2's, `laneId & ~3` for S2).

use hsakit_emu_rdna4::run_raw;

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];

/// binary16 of a value exactly representable as a normal binary16 (or zero), by its binade.
fn f16_exact(x: f32) -> u32 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a == 0.0 {
        return sign;
    }
    let e = a.log2().floor() as i32;
    let m = a / 2f32.powi(e) - 1.0;
    let mant = m * 1024.0;
    assert_eq!(mant.fract(), 0.0, "{x} is not a binary16 value");
    sign | (((e + 15) as u32) << 10) | mant as u32
}

#[test]
fn interp_p10_p2_f32_and_f16() {
    let code: Vec<u8> = [
        // v_interp_p10_f32 v3, v0, v1, v0 wait_exp:0
        &[0x03, 0x00, 0x00, 0xcd, 0x00, 0x03, 0x02, 0x04][..],
        // v_interp_p2_f32 v4, v0, v2, v3 wait_exp:0
        &[0x04, 0x00, 0x01, 0xcd, 0x00, 0x05, 0x0e, 0x04],
        // v_interp_p10_f16_f32 v5, v6, v1, v6 op_sel:[1,0,1,0] wait_exp:0
        &[0x05, 0x28, 0x02, 0xcd, 0x06, 0x03, 0x1a, 0x04],
        // v_interp_p2_f16_f32 v7, v6, v2, v5 op_sel:[1,0,0,1] wait_exp:0
        &[0x07, 0x48, 0x03, 0xcd, 0x06, 0x05, 0x16, 0x04],
        &ENDPGM,
    ]
    .concat();
    let p = |l: usize| ((l / 4 + l % 4) % 9) as f32;
    let v0: Vec<u32> = (0..32).map(|l| (p(l) * 0.5 - 1.0).to_bits()).collect();
    let i: Vec<f32> = (0..32).map(|l| l as f32 * 0.25).collect();
    let j: Vec<f32> = (0..32).map(|l| 1.0 - l as f32 * 0.125).collect();
    // v6: the parameters as binary16 in the high halves; a NaN in the low halves, which OPSEL
    // must not select.
    let v6: Vec<u32> = (0..32).map(|l| (f16_exact(p(l)) << 16) | 0x7E00).collect();
    let st = run_raw(
        &code,
        false,
        &[],
        &[
            (0, v0.clone()),
            (1, i.iter().map(|x| x.to_bits()).collect()),
            (2, j.iter().map(|x| x.to_bits()).collect()),
            (6, v6),
            (7, vec![0xAAAA_AAAA; 32]),
        ],
    )
    .expect("runs");
    for l in 0..32 {
        let q = l & !3;
        let f = |k: usize| f32::from_bits(v0[k]);
        let p10 = f(q + 1).mul_add(i[l], f(q));
        let p2 = f(q + 2).mul_add(j[l], p10);
        assert_eq!(st.vgprs[3][l], p10.to_bits(), "lane {l}: p10");
        assert_eq!(st.vgprs[4][l], p2.to_bits(), "lane {l}: p2");
        let h10 = p(q + 1).mul_add(i[l], p(q));
        let h2 = p(q + 2).mul_add(j[l], h10);
        assert_eq!(st.vgprs[5][l], h10.to_bits(), "lane {l}: p10 f16");
        assert_eq!(
            st.vgprs[7][l],
            (f16_exact(h2) << 16) | 0xAAAA,
            "lane {l}: p2 f16"
        );
    }
}

#[test]
fn dot4_fp8_bf8() {
    let code: Vec<u8> = [
        // v_dot4_f32_fp8_bf8 v10, v11, v12, v13
        &[0x0a, 0x40, 0x24, 0xcc, 0x0b, 0x19, 0x36, 0x1c][..],
        // v_dot4_f32_fp8_fp8 v14, v11, v12, v13
        &[0x0e, 0x40, 0x26, 0xcc, 0x0b, 0x19, 0x36, 0x1c],
        // v_dot4_f32_bf8_fp8 v15, v11, v12, v13
        &[0x0f, 0x40, 0x25, 0xcc, 0x0b, 0x19, 0x36, 0x1c],
        // v_dot4_f32_bf8_bf8 v16, v11, v12, v13
        &[0x10, 0x40, 0x27, 0xcc, 0x0b, 0x19, 0x36, 0x1c],
        &ENDPGM,
    ]
    .concat();
    // v11 bytes (low first) 0x08, 0xC4, 0x40, 0x38: as FP8 2^-6, -3, 2, 1; as BF8 2^-13, -4,
    // 2, 0.5. v12 bytes 0x00, 0x38, 0x44, 0x3C: as FP8 0, 1, 3, 1.5; as BF8 0, 0.5, 4, 1.
    // v13 = 10.
    // fp8·fp8: 10 + 0 − 3 + 6 + 1.5 = 14.5; fp8·bf8: 10 + 0 − 1.5 + 8 + 1 = 17.5;
    // bf8·fp8: 10 + 0 − 4 + 6 + 0.75 = 12.75; bf8·bf8: 10 + 0 − 2 + 8 + 0.5 = 16.5.
    let st = run_raw(
        &code,
        false,
        &[],
        &[
            (11, vec![0x3840_C408; 32]),
            (12, vec![0x3C44_3800; 32]),
            (13, vec![10f32.to_bits(); 32]),
        ],
    )
    .expect("runs");
    for l in 0..32 {
        assert_eq!(f32::from_bits(st.vgprs[10][l]), 17.5, "fp8_bf8 lane {l}");
        assert_eq!(f32::from_bits(st.vgprs[14][l]), 14.5, "fp8_fp8 lane {l}");
        assert_eq!(f32::from_bits(st.vgprs[15][l]), 12.75, "bf8_fp8 lane {l}");
        assert_eq!(f32::from_bits(st.vgprs[16][l]), 16.5, "bf8_bf8 lane {l}");
    }
}
