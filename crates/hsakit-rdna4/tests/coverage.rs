//! Every opcode of the seed's chapter-15 tables (`data/rdna4/opcodes.toml`, extracted from seed
//! 001 with the line of each row) has a row in the generated table; every VIMAGE / VSAMPLE
//! opcode llvm-mc-19 knows has golden vectors in both wave sizes (an oracle comparison: the
//! vectors are words llvm-mc-19 decoded and assembled back, and `tests/golden.rs` round-trips
//! them through the decoder, printer, encoder and assembler).

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

fn golden_mnemonics(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            Some(
                l.split(" | ")
                    .nth(1)?
                    .split_whitespace()
                    .next()?
                    .to_string(),
            )
        })
        .collect()
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

#[test]
fn every_image_opcode_has_golden_vectors() {
    // Tables 114 and 116 (seed L7954-7977, L8009-8044): 33 + 58 opcodes.
    let image: Vec<_> = seed_rows()
        .into_iter()
        .filter(|(f, _, _)| f == "VIMAGE" || f == "VSAMPLE")
        .collect();
    assert_eq!(image.len(), 91);
    for file in ["golden_w32.txt", "golden_w64.txt"] {
        let golden = golden_mnemonics(file);
        let mut missing = Vec::new();
        let mut no_llvm = Vec::new();
        for (fmt, op, name) in &image {
            let o = Opcode::lookup(format_of(fmt).unwrap(), *op).unwrap();
            let mn = o.info().mn;
            if mn.is_empty() {
                no_llvm.push(name.as_str());
                continue;
            }
            assert!(
                hsakit_rdna4::image::info(o).is_some(),
                "{name}: no image rules"
            );
            if !golden.iter().any(|g| g == mn) {
                missing.push(mn);
            }
        }
        assert!(
            missing.is_empty(),
            "{file}: no golden vector for {missing:?}"
        );
        // The two gfx12.5 BVH forms llvm-mc-19 does not know (data/rdna4/image.toml).
        no_llvm.sort_unstable();
        assert_eq!(
            no_llvm,
            ["IMAGE_BVH8_INTERSECT_RAY", "IMAGE_BVH_DUAL_INTERSECT_RAY"]
        );
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
