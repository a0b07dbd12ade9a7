//! Assembler behaviour against hand-computed encodings (seed ch15 field layouts) and the
//! diagnostics of `asm::assemble`.

use hsakit_rdna4::{Wave, assemble, assemble_inst, encode::encode};

fn bytes(text: &str, wave: Wave) -> Vec<u8> {
    let (inst, _) = assemble_inst(text, wave).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut v = Vec::new();
    encode(&inst, &mut v).unwrap();
    v
}

#[test]
fn hand_encoded_forms() {
    // SOP1 (L6456): SSRC0 [7:0] = 4, OP [15:8] = 0 (S_MOV_B32), SDST [22:16] = 1, ENC 0x17D.
    let w = (0x17Du32 << 23) | (1 << 16) | 4;
    assert_eq!(bytes("s_mov_b32 s1, s4", Wave::W32), w.to_le_bytes());
    // VOP2 (L6716): SRC0 = 256+2, VSRC1 = 3, VDST = 1, OP 3 (V_ADD_F32).
    let w = (3u32 << 25) | (1 << 17) | (3 << 9) | (256 + 2);
    assert_eq!(bytes("v_add_f32 v1, v2, v3", Wave::W32), w.to_le_bytes());
    // Inline constant 64 is code 192; -16 is code 208 (L1663-1703).
    let w = (0x17Du32 << 23) | (1 << 16) | 192;
    assert_eq!(bytes("s_mov_b32 s1, 64", Wave::W32), w.to_le_bytes());
    let w = (0x17Du32 << 23) | (1 << 16) | 208;
    assert_eq!(bytes("s_mov_b32 s1, -16", Wave::W32), w.to_le_bytes());
    // 65 needs a literal: code 255 and a second dword.
    let mut want = ((0x17Du32 << 23) | (1 << 16) | 255).to_le_bytes().to_vec();
    want.extend_from_slice(&65u32.to_le_bytes());
    assert_eq!(bytes("s_mov_b32 s1, 65", Wave::W32), want);
    // VOP3 (L7091) with NEG[63:61] bit 0 for `-v2`: V_ADD_F32 promoted = 256 + 3.
    let lo = (0x35u32 << 26) | (259 << 16) | 1;
    let hi = (1u32 << 29) | (259 << 9) | (256 + 2);
    let mut want = lo.to_le_bytes().to_vec();
    want.extend_from_slice(&hi.to_le_bytes());
    assert_eq!(bytes("v_add_f32 v1, -v2, v3", Wave::W32), want);
}

#[test]
fn labels_and_branches() {
    let a = assemble(
        "top:\n s_nop 0\n s_branch top\n s_branch next\nnext:\n s_endpgm\n",
        Wave::W32,
    );
    assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
    let b = a.bytes();
    // s_branch top at offset 4: (0 - 8) / 4 = -2; s_branch next at 8 to 12: 0.
    assert_eq!(&b[4..8], &[0xFE, 0xFF, 0xA0, 0xBF]);
    assert_eq!(&b[8..12], &[0x00, 0x00, 0xA0, 0xBF]);
}

#[test]
fn diagnostics() {
    let src = ".text\nv_add_f32 v1, v2, v3 ; ok\nv_addd_f32 v1, v2, v3\ns_load_b64 s[1:2], s[0:1], 0x0\ns_branch nowhere\nv_add_f32 v1, v2\n";
    let a = assemble(src, Wave::W32);
    let codes: Vec<&str> = a.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(
        codes,
        ["RDNA4-E0201", "RDNA4-E0206", "RDNA4-E0202", "RDNA4-E0208"]
    );
    assert_eq!(a.items.len(), 2);
}

#[test]
fn vopd() {
    // llvm-mc-19 -show-encoding: [0x02,0x07,0x06,0xc9,0x05,0x0d,0x04,0x01]
    let t = "v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6";
    assert_eq!(
        bytes(t, Wave::W32),
        [0x02, 0x07, 0x06, 0xc9, 0x05, 0x0d, 0x04, 0x01]
    );
    let (inst, _) = hsakit_rdna4::decode(&bytes(t, Wave::W32), Wave::W32).unwrap();
    assert_eq!(hsakit_rdna4::print(&inst), t);
    // Same-parity destinations and same-bank sources break the seed's VOPD rules (L3281-3304).
    let a = assemble(
        "v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v5, v6, v7\n",
        Wave::W32,
    );
    assert_eq!(a.diagnostics[0].code, "RDNA4-E0210");
    let a = assemble(
        "v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v6, v7\n",
        Wave::W32,
    );
    assert_eq!(a.diagnostics[0].code, "RDNA4-E0210");
    // wave64 has no VOPD.
    assert!(assemble_inst(t, Wave::W64).is_err());
}
