//! FP8 (OCP E4M3) and BF8 (OCP E5M2) conversions on one wave32. Encodings from
//! `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied below); the expected bits are
//! worked out by hand from the formats (seed L3105–3124: E4M3 bias 7, NaN 0x7F, max 448; E5M2
//! bias 15, Inf 0x7C, NaN 0x7D–0x7F) and the OPSEL rules (L3156–3162).

use hsakit_emu_rdna4::run_raw;

fn code(insts: &[&[u8]]) -> Vec<u8> {
    let mut v: Vec<u8> = insts.iter().flat_map(|b| b.iter().copied()).collect();
    v.extend_from_slice(&[0x00, 0x00, 0xb0, 0xbf]); // s_endpgm
    v
}

/// Three lane cases (lane % 3): the inputs and the expected results, each derived in a comment.
struct Case {
    v2: u32,
    v3: f32,
    v4: f32,
    v5: u32,
    /// v10..v17: byte and packed conversions to f32.
    to_f32: [u32; 8],
    /// v20 after the two packed conversions from f32.
    pk: u32,
    /// v21 after the two stochastic-rounding conversions.
    sr: u32,
}

fn cases() -> [Case; 3] {
    [
        // v2 bytes 0x38 0x08 0x7E 0xC4. FP8: 0x38 = 1.0, 0x08 = 2^-6, 0x7E = 448; BF8 0xC4 =
        // -(2^(17-15)) = -4. PK_F32_BF8 op_sel[0] reads bytes 2, 3: BF8 0x7E is a NaN, 0xC4 = -4.
        // v3 = 1.0625: FP8 halfway between 0x38 (1.0) and 0x39 (1.125) → even 0x38; BF8 between
        // 1.0 (0x3C) and 1.25 → 0x3C. v4 = -470: FP8 rounds to 480 > 448 → NaN 0xFF; BF8
        // 470 = 7.34 · 2^6 → 7 → 1.75 · 2^8 = 448 = 0x5F, negative 0xDF.
        // SR with v5 = 0x80000000: FP8 adds 0x80000 to the mantissa 0x080000 → 1.125 → 0x39;
        // BF8 adds 0x100000 → 1.1875, truncated to 1.0 → 0x3C.
        Case {
            v2: 0xC47E_0838,
            v3: 1.0625,
            v4: -470.0,
            v5: 0x8000_0000,
            to_f32: [
                0x3F80_0000,
                0x3C80_0000,
                0x43E0_0000,
                0xC080_0000,
                0x3F80_0000,
                0x3C80_0000,
                0x7FC0_0000,
                0xC080_0000,
            ],
            pk: 0xDF3C_FF38,
            sr: 0x5539_553C,
        },
        // v2 bytes 0x01 0x80 0x7F 0x7C. FP8: 0x01 = 2^-9, 0x80 = -0, 0x7F = NaN; BF8 0x7C = +Inf.
        // PK_F32_BF8 high half: 0x7F NaN, 0x7C +Inf.
        // v3 = 3 · 2^-10: FP8 subnormal 3 · 2^-10 / 2^-9 = 1.5 → even 2 → 0x02; BF8 normal
        // 1.5 · 2^-9: exponent 6, mantissa 0b10 → 0x1A. v4 = +Inf: FP8 NaN 0x7F, BF8 0x7C.
        // SR with v5 = 0 truncates: FP8 1.5 · 2^-9 → 2^-9 = 0x01 (not the RNE 0x02); BF8 is
        // exact, 0x1A.
        Case {
            v2: 0x7C7F_8001,
            v3: 3.0 * 2f32.powi(-10),
            v4: f32::INFINITY,
            v5: 0,
            to_f32: [
                0x3B00_0000,
                0x8000_0000,
                0x7FC0_0000,
                0x7F80_0000,
                0x3B00_0000,
                0x8000_0000,
                0x7FC0_0000,
                0x7F80_0000,
            ],
            pk: 0x7C1A_7F02,
            sr: 0x5501_551A,
        },
        // v2 = 0x3C3C3C3C: FP8 0x3C = 1.5, BF8 0x3C = 1.0. v3 = -0 → 0x80; v4 = 1e-30 → +0.
        // SR of -0 with all-ones random bits: a negative binary32 subnormal, truncated to -0.
        Case {
            v2: 0x3C3C_3C3C,
            v3: -0.0,
            v4: 1e-30,
            v5: u32::MAX,
            to_f32: [
                0x3FC0_0000,
                0x3FC0_0000,
                0x3FC0_0000,
                0x3F80_0000,
                0x3FC0_0000,
                0x3FC0_0000,
                0x3F80_0000,
                0x3F80_0000,
            ],
            pk: 0x0080_0080,
            sr: 0x5580_5580,
        },
    ]
}

#[test]
fn fp8_bf8_conversions() {
    let prog = code(&[
        // v_cvt_f32_fp8_e32 v10, v2
        &[0x02, 0xd9, 0x14, 0x7e],
        // v_cvt_f32_fp8_e64 v11, v2 byte_sel:1
        &[0x0b, 0x10, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00],
        // v_cvt_f32_fp8_e64 v12, v2 byte_sel:2
        &[0x0c, 0x08, 0xec, 0xd5, 0x02, 0x01, 0x00, 0x00],
        // v_cvt_f32_bf8_e64 v13, v2 byte_sel:3
        &[0x0d, 0x18, 0xed, 0xd5, 0x02, 0x01, 0x00, 0x00],
        // v_cvt_pk_f32_fp8_e32 v[14:15], v2
        &[0x02, 0xdd, 0x1c, 0x7e],
        // v_cvt_pk_f32_bf8_e64 v[16:17], v2 op_sel:[1,0]
        &[0x10, 0x08, 0xef, 0xd5, 0x02, 0x01, 0x00, 0x00],
        // v_cvt_pk_fp8_f32 v20, v3, v4
        &[0x14, 0x00, 0x69, 0xd7, 0x03, 0x09, 0x02, 0x00],
        // v_cvt_pk_bf8_f32 v20, v3, v4 op_sel:[0,0,1]
        &[0x14, 0x40, 0x6a, 0xd7, 0x03, 0x09, 0x02, 0x00],
        // v_cvt_sr_fp8_f32 v21, v3, v5 byte_sel:2
        &[0x15, 0x40, 0x6b, 0xd7, 0x03, 0x0b, 0x02, 0x00],
        // v_cvt_sr_bf8_f32 v21, v3, v5
        &[0x15, 0x00, 0x6c, 0xd7, 0x03, 0x0b, 0x02, 0x00],
    ]);
    let cs = cases();
    let per_lane = |f: &dyn Fn(&Case) -> u32| (0..32).map(|l| f(&cs[l % 3])).collect::<Vec<u32>>();
    let st = run_raw(
        &prog,
        false,
        &[],
        &[
            (2, per_lane(&|c| c.v2)),
            (3, per_lane(&|c| c.v3.to_bits())),
            (4, per_lane(&|c| c.v4.to_bits())),
            (5, per_lane(&|c| c.v5)),
            (20, vec![0xAAAA_AAAA; 32]),
            (21, vec![0x5555_5555; 32]),
        ],
    )
    .expect("runs");
    for l in 0..32 {
        let c = &cs[l % 3];
        for (k, want) in c.to_f32.iter().enumerate() {
            assert_eq!(
                st.vgprs[10 + k][l],
                *want,
                "lane {l}: v{} = {:#010x}, want {want:#010x}",
                10 + k,
                st.vgprs[10 + k][l]
            );
        }
        assert_eq!(st.vgprs[20][l], c.pk, "lane {l}: packed v20");
        assert_eq!(st.vgprs[21][l], c.sr, "lane {l}: stochastic v21");
    }
}
