//! Every opcode of the seed's chapter-15 tables (`data/rdna4/opcodes.toml`, extracted from seed
//! 001 with the line of each row) has a row in the generated table, and every one llvm-mc-19
//! knows, of every family, has golden vectors in both wave sizes (an oracle comparison: the
//! vectors are words llvm-mc-19 decoded and assembled back, and `tests/golden.rs` round-trips
//! them through the decoder, printer, encoder and assembler). The opcodes llvm-mc-19 does not
//! know are listed in `LLVM_UNKNOWN` with the evidence.

use hsakit_rdna4::{Format, Opcode};

/// `(format, opcode, seed name)` of every row of `data/rdna4/opcodes.toml`.
fn seed_rows() -> Vec<(String, u32, String)> {
    let path = format!(
        "{}/../../data/rdna4/opcodes.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let field = |line: &str, key: &str| -> Option<String> {
        let rest = line.split(&format!("{key} = ")).nth(1)?;
        let end = rest.find([',', ' ', '}'])?;
        Some(rest[..end].trim_matches('"').to_string())
    };
    text.lines()
        .filter(|l| l.trim_start().starts_with("{ fmt"))
        .map(|l| {
            (
                field(l, "fmt").unwrap(),
                field(l, "op").unwrap().parse().unwrap(),
                field(l, "name").unwrap(),
            )
        })
        .collect()
}

fn format_of(name: &str) -> Option<Format> {
    Some(match name {
        "SOP2" => Format::Sop2,
        "SOPK" => Format::Sopk,
        "SOP1" => Format::Sop1,
        "SOPC" => Format::Sopc,
        "SOPP" => Format::Sopp,
        "SMEM" => Format::Smem,
        "VOP2" => Format::Vop2,
        "VOP1" => Format::Vop1,
        "VOPC" => Format::Vopc,
        "VOP3" => Format::Vop3,
        "VOP3SD" => Format::Vop3sd,
        "VOP3P" => Format::Vop3p,
        "VINTERP" => Format::Vinterp,
        "VDSDIR" => Format::Vdsdir,
        "VDS" => Format::Vds,
        "VBUFFER" => Format::Vbuffer,
        "VIMAGE" => Format::Vimage,
        "VSAMPLE" => Format::Vsample,
        "VFLAT" => Format::Vflat,
        "VGLOBAL" => Format::Vglobal,
        "VSCRATCH" => Format::Vscratch,
        "VOPDX" => Format::VopdX,
        "VOPDY" => Format::VopdY,
        _ => return None,
    })
}

#[test]
fn every_seed_opcode_has_a_row() {
    let rows = seed_rows();
    // Tables 74-119 of chapter 15 (VOPD X/Y are listed too): 1,500+ opcodes.
    assert!(rows.len() > 1500, "only {} seed rows", rows.len());
    for (fmt, op, name) in &rows {
        let f = format_of(fmt).unwrap_or_else(|| panic!("unknown format {fmt}"));
        let o = Opcode::lookup(f, *op).unwrap_or_else(|| panic!("{fmt} {op} {name}: no row"));
        assert_eq!(o.info().name, name, "{fmt} {op}");
    }
}

/// The chapter-15 opcodes llvm-mc-19 (`-mcpu=gfx1201`) does not know, with the evidence: each
/// was checked both ways, as text (`llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding`) and
/// as the opcode's word (`--disassemble`, "invalid instruction encoding"). They have no llvm
/// syntax, so no golden vector; hsakit leaves their words undecoded.
const LLVM_UNKNOWN: [(&str, u32, &str, &str); 14] = [
    (
        "SOP1",
        83,
        "S_ALLOC_VGPR",
        "`s_alloc_vgpr s0`: invalid instruction; word 0xbe805300 rejected",
    ),
    (
        "VOP1",
        102,
        "V_SWAP_B16",
        "`v_swap_b16 v1.l, v2.l`: invalid instruction; word 0x7e02cd02 rejected",
    ),
    (
        "VOP3",
        386,
        "V_READFIRSTLANE_B32",
        "`v_readfirstlane_b32_e64 s1, v2`: e64 variant not supported; word 0xd5820001 rejected",
    ),
    (
        "VOP3",
        412,
        "V_MOV_B16",
        "`v_mov_b16_e64 v1, v2`: e64 variant not supported; word 0xd59c0001 rejected",
    ),
    (
        "VDS",
        205,
        "DS_BPERMUTE_FI_B32",
        "`ds_bpermute_fi_b32 v1, v2, v3`: invalid instruction; word 0xdb340000 rejected",
    ),
    (
        "VDS",
        224,
        "DS_BVH_STACK_PUSH4_POP1_RTN_B32",
        "`ds_bvh_stack_push4_pop1_rtn_b32 v1, v2, v3, v[4:7]`: invalid instruction; word 0xdb800000 rejected",
    ),
    (
        "VDS",
        225,
        "DS_BVH_STACK_PUSH8_POP1_RTN_B32",
        "invalid instruction; word 0xdb840000 rejected",
    ),
    (
        "VDS",
        226,
        "DS_BVH_STACK_PUSH8_POP2_RTN_B64",
        "invalid instruction; word 0xdb880000 rejected",
    ),
    (
        "VIMAGE",
        128,
        "IMAGE_BVH_DUAL_INTERSECT_RAY",
        "gfx12.5 form: `image_bvh_dual_intersect_ray ...`: invalid instruction (data/rdna4/image.toml)",
    ),
    (
        "VIMAGE",
        129,
        "IMAGE_BVH8_INTERSECT_RAY",
        "gfx12.5 form: `image_bvh8_intersect_ray ...`: invalid instruction (data/rdna4/image.toml)",
    ),
    (
        "VOPDX",
        12,
        "V_DUAL_DOT2ACC_F32_F16",
        "`v_dual_dot2acc_f32_f16 v0, v1, v2 :: v_dual_mov_b32 v3, v4`: not supported on this GPU; word 0xcb100101 rejected",
    ),
    (
        "VOPDX",
        13,
        "V_DUAL_DOT2ACC_F32_BF16",
        "`v_dual_dot2acc_f32_bf16 ...`: invalid instruction; word 0xcb500101 rejected",
    ),
    (
        "VOPDY",
        12,
        "V_DUAL_DOT2ACC_F32_F16",
        "`... :: v_dual_dot2acc_f32_f16 v3, v4, v5`: operands not valid for this GPU; word 0xca180101 rejected",
    ),
    (
        "VOPDY",
        13,
        "V_DUAL_DOT2ACC_F32_BF16",
        "`... :: v_dual_dot2acc_f32_bf16 v3, v4, v5`: invalid VOPDY instruction; word 0xca1a0101 rejected",
    ),
];

/// `(first mnemonic, VOPD Y mnemonic)` of every golden line.
fn golden_lines(file: &str) -> Vec<(String, Option<String>)> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let text = l.split(" | ").nth(1)?;
            let mut halves = text.split(" :: ");
            let x = halves.next()?.split_whitespace().next()?.to_string();
            let y = halves
                .next()
                .and_then(|h| h.split_whitespace().next())
                .map(str::to_string);
            Some((x, y))
        })
        .collect()
}

#[test]
fn every_llvm_opcode_has_golden_vectors() {
    // Every row of Tables 74-119 (VOPD X and Y included): the golden vectors are words
    // llvm-mc-19 decoded to their text and assembled back to the same bytes, and
    // `tests/golden.rs` checks decode -> print == llvm text and assemble -> bytes == llvm bytes.
    let rows = seed_rows();
    for file in ["golden_w32.txt", "golden_w64.txt"] {
        let lines = golden_lines(file);
        let firsts: std::collections::HashSet<&str> =
            lines.iter().map(|(x, _)| x.as_str()).collect();
        let ys: std::collections::HashSet<&str> =
            lines.iter().filter_map(|(_, y)| y.as_deref()).collect();
        let mut missing = Vec::new();
        let mut unknown = Vec::new();
        for (fmt, op, name) in &rows {
            if LLVM_UNKNOWN
                .iter()
                .any(|&(f, o, n, _)| f == fmt && o == *op && n == name)
            {
                unknown.push((fmt.as_str(), *op, name.as_str()));
                continue;
            }
            let covered = match fmt.as_str() {
                // VOPD is wave32 only: llvm-mc-19 rejects `v_dual_*` text in wave64 ("instruction
                // requires wavesize=32") and its words ("invalid instruction encoding").
                "VOPDX" | "VOPDY" if file == "golden_w64.txt" => {
                    assert!(ys.is_empty(), "VOPD vector in {file}");
                    continue;
                }
                // VOPD halves are named by the seed's mnemonic (Tables 104-105).
                "VOPDX" => firsts.contains(name.to_lowercase().as_str()),
                "VOPDY" => ys.contains(name.to_lowercase().as_str()),
                _ => {
                    let o = Opcode::lookup(format_of(fmt).unwrap(), *op).unwrap();
                    let mn = o.info().mn;
                    if mn.is_empty() {
                        missing.push(format!("{fmt} {op} {name} (no llvm syntax, not listed)"));
                        continue;
                    }
                    if fmt == "VIMAGE" || fmt == "VSAMPLE" {
                        assert!(
                            hsakit_rdna4::image::info(o).is_some(),
                            "{name}: no image rules"
                        );
                    }
                    firsts.contains(mn)
                }
            };
            if !covered {
                missing.push(format!("{fmt} {op} {name}"));
            }
        }
        assert!(
            missing.is_empty(),
            "{file}: {} opcodes without a golden vector: {missing:?}",
            missing.len()
        );
        let listed: Vec<(&str, u32, &str)> =
            LLVM_UNKNOWN.iter().map(|&(f, o, n, _)| (f, o, n)).collect();
        assert_eq!(
            unknown, listed,
            "every row of the llvm-unknown list is a seed row"
        );
    }
}

#[test]
fn llvm_unknown_opcodes_stay_undecoded() {
    use hsakit_rdna4::{Wave, decode};
    // The words of the list above (operands as in its reasons): llvm-mc-19 rejects them all.
    for word in [
        &[0x00, 0x53, 0x80, 0xbe][..],
        &[0x02, 0xcd, 0x02, 0x7e],
        &[0x01, 0x00, 0x82, 0xd5, 0x02, 0x01, 0x00, 0x00],
        &[0x01, 0x00, 0x9c, 0xd5, 0x02, 0x01, 0x00, 0x00],
        &[0x00, 0x00, 0x34, 0xdb, 0x02, 0x03, 0x03, 0x01],
        &[0x00, 0x00, 0x80, 0xdb, 0x02, 0x03, 0x03, 0x01],
        &[0x00, 0x00, 0x84, 0xdb, 0x02, 0x03, 0x03, 0x01],
        &[0x00, 0x00, 0x88, 0xdb, 0x02, 0x03, 0x03, 0x01],
        &[0x01, 0x01, 0x10, 0xcb, 0x04, 0x01, 0x02, 0x00],
        &[0x01, 0x01, 0x50, 0xcb, 0x04, 0x01, 0x02, 0x00],
        &[0x01, 0x01, 0x18, 0xca, 0x04, 0x01, 0x02, 0x00],
        &[0x01, 0x01, 0x1a, 0xca, 0x04, 0x01, 0x02, 0x00],
    ] {
        assert!(decode(word, Wave::W32).is_err(), "decoded {word:02x?}");
    }
}

#[test]
fn image_assembler_rejects_what_llvm_rejects() {
    use hsakit_rdna4::{Wave, assemble_inst};
    // Each line is rejected by `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201` (measured).
    for bad in [
        "image_load v[0:3], v4, s[8:15] dmask:0xf",
        "image_load v0, v4, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm",
        "image_atomic_add_uint v[0:3], v4, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_1D",
        "image_atomic_add_uint v0, v4, s[8:15] dmask:0x2 dim:SQ_RSRC_IMG_1D",
        "image_gather4 v[0:3], v4, s[8:15], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D",
        "image_load v0, v4, null dmask:0x1 dim:SQ_RSRC_IMG_1D",
        "image_load v0, v[4:5], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D",
        "image_msaa_load v[0:3], [v4, v5, v6], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA tfe",
        "image_load v0, [v4, v5], s[9:16] dmask:0x1 dim:SQ_RSRC_IMG_2D",
        "image_load v[0:1], [v4, v6], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D a16",
        "image_load v0, [v4, v6], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D r128",
    ] {
        assert!(assemble_inst(bad, Wave::W32).is_err(), "accepted `{bad}`");
    }
    // And accepted with llvm-mc-19's encoding.
    for (text, want) in [
        (
            "image_load v[0:1], [v4, v5], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe d16",
            [
                0x21, 0x00, 0x40, 0xd0, 0x00, 0x10, 0x80, 0x00, 0x04, 0x05, 0x00, 0x00,
            ],
        ),
        (
            "image_sample_d v[0:3], [v4, v5, v6, v[7:9]], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D",
            [
                0x01, 0x00, 0xc7, 0xe7, 0x00, 0x10, 0x00, 0x08, 0x04, 0x05, 0x06, 0x07,
            ],
        ),
        (
            "image_bvh64_intersect_ray v[4:7], [v[0:1], v1, v[2:4], v[5:7]], s[4:7] a16",
            [
                0x50, 0x80, 0xc6, 0xd3, 0x04, 0x08, 0x00, 0x00, 0x00, 0x01, 0x02, 0x05,
            ],
        ),
    ] {
        let (inst, _) = assemble_inst(text, Wave::W32).unwrap();
        let mut got = Vec::new();
        hsakit_rdna4::encode::encode(&inst, &mut got).unwrap();
        assert_eq!(got, want, "{text}");
    }
}

#[test]
fn image_words_decode_as_llvm_prints_them() {
    use hsakit_rdna4::{Wave, decode, print};
    // Bytes and the text `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 --disassemble` printed
    // (measured); `None`: llvm-mc-19 rejects the word.
    let cases: [(&[u8], Option<&str>); 10] = [
        // VDATA cannot grow to four dwords past v255: printed as read (one dword, all fields).
        (
            &[
                0x01, 0x00, 0xc0, 0xd3, 0xfe, 0x10, 0x00, 0x00, 0x0a, 0x0b, 0x0c, 0x00,
            ],
            Some("image_load v254, [v10, v11, v12, v0], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D"),
        ),
        // 3D needs 9 address dwords; the last field cannot become v[252:257].
        (
            &[
                0x02, 0x00, 0x47, 0xe4, 0x02, 0x10, 0x00, 0x08, 0x0a, 0x0b, 0x0c, 0xfc,
            ],
            Some(
                "image_sample_d v2, [v10, v11, v12, v252], s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_3D",
            ),
        ),
        // Only VADDR0: read as the one-address form, which cannot grow to three addresses.
        (
            &[
                0x02, 0x00, 0xc0, 0xd3, 0x00, 0x10, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
            ],
            Some("image_load v0, v4, s[8:15] dmask:0xf dim:SQ_RSRC_IMG_3D"),
        ),
        // Compare-and-swap reads two VDATA dwords; four would pass v255.
        (
            &[
                0x01, 0xc0, 0xc2, 0xd3, 0xfd, 0x10, 0x00, 0x00, 0x0a, 0x0b, 0x0c, 0x0d,
            ],
            Some(
                "image_atomic_cmpswap v[253:254], [v10, v11, v12, v13], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D",
            ),
        ),
        // Every modifier.
        (
            &[
                0x7f, 0xe0, 0xc6, 0xe7, 0x00, 0x11, 0x34, 0x08, 0x0a, 0x0b, 0x00, 0x00,
            ],
            Some(
                "image_sample v[0:2], [v10, v11], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm th:TH_LOAD_LU scope:SCOPE_SE r128 a16 tfe lwe d16",
            ),
        ),
        // Partial NSA: six address dwords in four fields.
        (
            &[
                0x01, 0x00, 0xc7, 0xe7, 0x00, 0x10, 0x00, 0x08, 0x04, 0x05, 0x06, 0x07,
            ],
            Some(
                "image_sample_d v[0:3], [v4, v5, v6, v[7:9]], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D",
            ),
        ),
        // IMAGE_MSAA_LOAD: no sampler, SAMP must be 0.
        (
            &[
                0x01, 0x00, 0x46, 0xe4, 0x00, 0x10, 0x00, 0x00, 0x0a, 0x0b, 0x00, 0x00,
            ],
            Some("image_msaa_load v[0:3], [v10, v11], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_2D"),
        ),
        (
            &[
                0x01, 0x00, 0x46, 0xe4, 0x00, 0x10, 0x80, 0x01, 0x0a, 0x0b, 0x00, 0x00,
            ],
            None,
        ),
        // IMAGE_SAMPLE reads three fields: a non-zero VADDR3 is rejected.
        (
            &[
                0x01, 0xc0, 0xc6, 0xe7, 0x00, 0x10, 0x00, 0x08, 0x04, 0x05, 0x06, 0x07,
            ],
            None,
        ),
        // BVH: A16 drops VADDR4, which must then be zero.
        (
            &[
                0x50, 0x40, 0xc6, 0xd3, 0x04, 0x08, 0x00, 0x08, 0x00, 0x01, 0x02, 0x05,
            ],
            None,
        ),
    ];
    for (bytes, want) in cases {
        for wave in [Wave::W32, Wave::W64] {
            let got = decode(bytes, wave).ok().map(|(i, _)| print(&i));
            assert_eq!(got.as_deref(), want, "{bytes:02x?}");
        }
    }
}
