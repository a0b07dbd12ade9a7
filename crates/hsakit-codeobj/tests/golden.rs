//! Golden tests: code objects produced by clang-19 + ld.lld-19 from `tests/kernels/opencl/`, with
//! `llvm-readobj-19`/`llvm-readelf-19` output committed beside them (regenerate with
//! `cargo xtask oracle-diff codeobj`); directive blocks with llvm-mc-19's descriptor bytes; and
//! LLVM 14 code object v2 files assembled from the seed's hello_world (seed 004 N3815-3844).

use hsakit_codeobj::directives::{self, Target};
use hsakit_codeobj::write::{self, ObjectInput};
use hsakit_codeobj::{Generation, golden, metadata, read};
use std::path::PathBuf;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn ocl_objects() -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(data().join("ocl"))
        .expect("tests/data/ocl")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "hsaco"))
        .map(|p| {
            let stem = p
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("")
                .to_string();
            (stem, std::fs::read(&p).expect("read"))
        })
        .collect();
    v.sort();
    v
}

#[test]
fn there_are_sixteen_golden_objects() {
    // 4 kernel sources x {gfx1200, gfx1201} x {wave32, wave64}.
    assert_eq!(ocl_objects().len(), 16);
}

#[test]
fn reader_agrees_with_llvm_readobj_field_by_field() {
    for (stem, bytes) in ocl_objects() {
        let co = read(&bytes).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let ro = std::fs::read_to_string(data().join(format!("ocl/{stem}.readobj.txt")))
            .expect("readobj");
        let hx =
            std::fs::read_to_string(data().join(format!("ocl/{stem}.rodata.txt"))).expect("rodata");
        let r = golden::parse_readobj(&ro).expect("parse readobj");
        assert!(r.metadata.is_some(), "{stem}: readobj text has metadata");
        let bad = golden::compare(&co, &r, &golden::parse_hex_dump(&hx));
        assert!(bad.is_empty(), "{stem}: {bad:#?}");
        assert_eq!(co.version, 5, "{stem}");
    }
}

#[test]
fn metadata_yaml_prints_exactly_like_llvm_readobj() {
    for (stem, bytes) in ocl_objects() {
        let co = read(&bytes).expect("read");
        let ro = std::fs::read_to_string(data().join(format!("ocl/{stem}.readobj.txt")))
            .expect("readobj");
        let start = ro.find("AMDGPU Metadata: ---").expect("metadata") + "AMDGPU Metadata: ".len();
        let end = ro[start..].find("\n...\n").expect("end") + start + 5;
        let ours = metadata::value_to_yaml(co.metadata_doc.as_ref().expect("doc"));
        assert_eq!(ours, &ro[start..end], "{stem}");
    }
}

#[test]
fn hidden_arguments_sit_at_their_fixed_v5_offsets() {
    let mut checked = 0;
    for (stem, bytes) in ocl_objects() {
        let co = read(&bytes).expect("read");
        for k in &co.metadata.as_ref().expect("metadata").kernels {
            let explicit_end = k
                .args
                .iter()
                .filter(|a| !a.value_kind.starts_with("hidden_"))
                .map(|a| a.offset + a.size)
                .max()
                .unwrap_or(0);
            let base = explicit_end.div_ceil(8) * 8;
            for a in k
                .args
                .iter()
                .filter(|a| a.value_kind.starts_with("hidden_"))
            {
                let (_, off, size) = metadata::HIDDEN_ARGS_V5
                    .iter()
                    .find(|(n, _, _)| *n == a.value_kind)
                    .unwrap_or_else(|| panic!("{stem}: unknown hidden kind {}", a.value_kind));
                assert_eq!(
                    (a.offset - base, a.size),
                    (*off, *size),
                    "{stem} {}",
                    a.value_kind
                );
                checked += 1;
            }
            if k.args.iter().any(|a| a.value_kind.starts_with("hidden_")) {
                assert_eq!(
                    k.kernarg_segment_size,
                    base + metadata::HIDDEN_BLOCK_SIZE_V5,
                    "{stem}"
                );
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn loader_view_matches_the_kernel_sources() {
    for (stem, bytes) in ocl_objects() {
        let co = read(&bytes).expect("read");
        let wave = if stem.ends_with("w64") { 64 } else { 32 };
        for info in co.kernel_infos().expect("infos") {
            let st = &info.initial_state;
            assert_eq!(st.wavefront_size, wave, "{stem}");
            assert!(st.packed_workitem_ids);
            assert!(info.kernarg_align >= 16);
            assert_eq!(
                info.code.len() as u64,
                co.kernels
                    .iter()
                    .find(|k| k.name == info.name)
                    .map(|k| k.code_size)
                    .unwrap_or(0)
            );
            match info.name.as_str() {
                // `__local int tile[64]` (lds_reduce.cl): 256 bytes of static LDS.
                "lds_reduce" => assert_eq!(info.group_segment_size, 256, "{stem}"),
                // `int priv[67]` indexed dynamically (private_array.cl): scratch, 3-D ids.
                "private_array" => {
                    assert!(info.private_segment_size >= 67 * 4, "{stem}");
                    assert!(st.private_segment, "{stem}");
                    assert_eq!(st.workitem_id_vgprs, 3, "{stem}");
                    assert_eq!(st.workgroup_id, [true, true, true], "{stem}");
                }
                // vector_add.cl: four explicit args (28 bytes) then the 256-byte hidden block.
                "vector_add" => {
                    assert_eq!(info.kernarg_size, 32 + 256, "{stem}");
                    assert_eq!(info.private_segment_size, 0);
                }
                "no_args" => assert_eq!(info.kernarg_size, 0, "{stem}"),
                "arg_kinds" => assert_eq!(info.kernarg_align, 16, "{stem}"),
                other => panic!("unexpected kernel {other}"),
            }
            // The kernarg pointer is in the user SGPRs whenever there are kernargs.
            if info.kernarg_size > 0 {
                assert!(
                    st.user_sgprs
                        .iter()
                        .any(|(u, _)| *u == hsakit_codeobj::loader::UserSgpr::KernargSegmentPtr)
                );
            }
        }
    }
}

#[test]
fn read_write_read_round_trips() {
    for (stem, bytes) in ocl_objects() {
        let a = read(&bytes).expect("read");
        let input = ObjectInput::from_code_object(&a).expect("input");
        let out = write::write(&input).expect("write");
        let b = read(&out).unwrap_or_else(|e| panic!("{stem}: reading our output: {e}"));
        assert_eq!(a.metadata_doc, b.metadata_doc, "{stem}");
        assert_eq!(a.header.flags, b.header.flags);
        assert_eq!(b.header.abi_version, 3);
        assert_eq!(a.kernels.len(), b.kernels.len());
        for (ka, kb) in a.kernels.iter().zip(&b.kernels) {
            assert_eq!(ka.name, kb.name);
            let (mut da, mut db) = (ka.descriptor, kb.descriptor);
            // Entry offsets depend on the layout; each must lead to its kernel's code.
            assert_eq!(
                (kb.descriptor_address as i64 + db.kernel_code_entry_byte_offset) as u64,
                kb.code_address
            );
            da.kernel_code_entry_byte_offset = 0;
            db.kernel_code_entry_byte_offset = 0;
            assert_eq!(da, db, "{stem}");
            assert_eq!(
                a.kernel_code(ka).expect("code"),
                b.kernel_code(kb).expect("code")
            );
        }
        // Our own objects round-trip byte for byte.
        let again =
            write::write(&ObjectInput::from_code_object(&b).expect("input")).expect("write");
        assert_eq!(out, again, "{stem}");
        // The metadata note is byte-identical to ld.lld's (same MessagePack encoding).
        let na = &a.notes[0];
        let nb = &b.notes[0];
        assert_eq!(na.desc, nb.desc, "{stem}");
    }
}

#[test]
fn directive_blocks_give_llvm_mc_19_descriptors() {
    let text = std::fs::read_to_string(data().join("directives.txt")).expect("directives.txt");
    let mut cases = 0;
    let mut cur: Option<(String, String)> = None;
    for line in text.lines() {
        if let Some(m) = line.strip_prefix("@case ") {
            cur = Some((m.to_string(), String::new()));
        } else if let Some(hex) = line.strip_prefix("@bytes ") {
            let (mcpu, block) = cur.take().expect("case before bytes");
            let t = Target::of_processor(&mcpu).expect("target");
            let f = directives::parse_directives(&block, Some(&t))
                .unwrap_or_else(|d| panic!("{block}: {:?}", d[0].message));
            let got = f.kernels[0].descriptor.to_bytes();
            let want: Vec<u8> = (0..64)
                .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).expect("hex"))
                .collect();
            assert_eq!(got.to_vec(), want, "{block}");
            // And the block printed back by objdump parses to the same descriptor.
            let again =
                hsakit_codeobj::kd::to_directives(&f.kernels[0].descriptor, "k", Generation::Gfx12);
            let g = directives::parse_directives(&again, Some(&t)).expect("reparse");
            assert_eq!(g.kernels[0].descriptor, f.kernels[0].descriptor);
            cases += 1;
        } else if let Some((_, block)) = cur.as_mut() {
            block.push_str(line);
            block.push('\n');
        }
    }
    assert!(cases >= 40, "{cases}");
}

#[test]
fn hand_written_kernel_becomes_a_loadable_object() {
    // notes/seed-abi.md §6: the verified gfx1200 hello_world (directives part), with the code
    // words given there: F4002000 F8000000 7E0002FF 40490FD0 7E020280 BFC70000 EE068000
    // 00000000 00000001 BFB00000.
    let src = r#"
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
  .amdhsa_code_object_version 5
  .amdhsa_kernel hello_world
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_count 2
    .amdhsa_kernarg_size 8
    .amdhsa_next_free_vgpr 2
    .amdhsa_next_free_sgpr 2
    .amdhsa_wavefront_size32 1
  .end_amdhsa_kernel
"#;
    let words: [u32; 10] = [
        0xF4002000, 0xF8000000, 0x7E0002FF, 0x40490FD0, 0x7E020280, 0xBFC70000, 0xEE068000,
        0x00000000, 0x00000001, 0xBFB00000,
    ];
    let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let f = directives::parse_directives(src, None).expect("directives");
    let mut labels = std::collections::HashMap::new();
    labels.insert("hello_world".to_string(), (0, 40));
    let (input, notes) = directives::build_object(&f, text.clone(), &labels).expect("build");
    assert_eq!(notes.len(), 1, "metadata synthesized note");
    let bytes = write::write(&input).expect("write");
    let co = read(&bytes).expect("read back");
    let k = &co.kernels[0];
    // Descriptor from the notes (LLVM 19): rsrc1 0x600C0000, rsrc2 0x84, properties 0x0408.
    assert_eq!(k.descriptor.compute_pgm_rsrc1, 0x600C_0000);
    assert_eq!(k.descriptor.compute_pgm_rsrc2, 0x84);
    assert_eq!(k.descriptor.kernel_code_properties, 0x0408);
    assert_eq!(co.kernel_code(k).expect("code"), &text[..]);
    let info = co
        .kernel_info("hello_world")
        .expect("kernel")
        .expect("info");
    assert_eq!(info.kernarg_size, 8);
    assert_eq!(
        co.target_id().as_deref(),
        Some("amdgcn-amd-amdhsa--gfx1200")
    );
}

#[test]
fn v2_objects_from_llvm_14_are_read_with_their_amd_kernel_code_t() {
    for (mcpu, major, minor, stepping) in [("gfx900", 9u16, 0u16, 1u16), ("gfx1030", 10, 3, 0)] {
        let bytes =
            std::fs::read(data().join(format!("v2/hello_world-{mcpu}.o"))).expect("v2 object");
        let co = read(&bytes).expect("read v2");
        assert_eq!(co.version, 2);
        assert_eq!(co.header.e_type, 1, "relocatable");
        assert_eq!(co.kernels.len(), 1);
        let k = &co.kernels[0];
        assert_eq!(k.name, "hello_world");
        let akc = k.amd_kernel_code.expect("amd_kernel_code_t");
        // The seed's .amd_kernel_code_t block (seed 004 N3825-3834) and its defaults (N3794-3803).
        assert_eq!(akc.amd_code_version_major, 1);
        assert_eq!(akc.amd_machine_kind, 1);
        // The ISA note carries major.minor.stepping (llvm-readobj of LLVM 14 prints 9.0.1 for
        // gfx900 with XNACK); the header's machine version has the same major and minor.
        assert_eq!(akc.amd_machine_version_major, major);
        assert_eq!(akc.amd_machine_version_minor, minor);
        assert_eq!(akc.kernel_code_entry_byte_offset, 256);
        assert_eq!(akc.kernarg_segment_byte_size, 8);
        assert_eq!(akc.wavefront_sgpr_count, 2);
        assert_eq!(akc.workitem_vgpr_count, 3);
        assert_eq!(
            (akc.code_properties >> 3) & 1,
            1,
            "enable_sgpr_kernarg_segment_ptr"
        );
        assert_eq!((akc.code_properties >> 19) & 1, 1, "is_ptr64");
        assert_eq!((akc.compute_pgm_rsrc2 >> 1) & 0x1f, 2, "user SGPRs");
        assert_eq!(akc.kernarg_segment_alignment, 4);
        assert_eq!(akc.call_convention, -1);
        // The notes: code object version {1, 0} as written in the seed, ISA version.
        let has = |pred: &dyn Fn(&hsakit_codeobj::NoteContent) -> bool| {
            co.notes.iter().any(|n| pred(&n.content))
        };
        assert!(has(&|c| matches!(
            c,
            hsakit_codeobj::NoteContent::CodeObjectVersion { major: 1, minor: 0 }
        )));
        assert!(has(
            &|c| matches!(c, hsakit_codeobj::NoteContent::IsaVersion { vendor, arch, major: m, stepping: st, .. } if vendor == "AMD" && arch == "AMDGPU" && *m == u32::from(major) && *st == u32::from(stepping))
        ));
        // Field-by-field printing includes every field.
        let fields = akc.describe();
        assert!(
            fields
                .iter()
                .any(|(n, v)| n == "workitem_vgpr_count" && v == "3")
        );
        assert!(fields.len() > 40);
        // Code: 7 instructions, 40 bytes after the 256-byte header; ends in s_endpgm.
        let code = co.kernel_code(k).expect("code");
        assert_eq!(code.len(), 40);
        assert_eq!(
            &code[36..40],
            &0xBF81_0000u32.to_le_bytes(),
            "s_endpgm (GFX9/10 encoding)"
        );
    }
}

#[test]
fn every_code_object_version_agrees_with_llvm_readobj() {
    // (file, version, e_flags): v3 from LLVM 14 (gfx1030 = MACH 0x36), v4-v6 from llvm-mc-19;
    // v6 gfx12-generic carries generic version 1 in e_flags bits 31:24 (0x1000059).
    for (file, version, flags, e_type) in [
        ("hello-v3-gfx1030.hsaco", 3, 0x36, 3),
        ("hello-v4-gfx1200.hsaco", 4, 0x48, 3),
        ("hello-v5-gfx1200.hsaco", 5, 0x48, 3),
        ("hello-v5-gfx1200.o", 5, 0x48, 1),
        ("hello-v6-gfx12-generic.hsaco", 6, 0x0100_0059, 3),
    ] {
        let bytes = std::fs::read(data().join("versions").join(file)).expect("object");
        let co = read(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(co.version, version, "{file}");
        assert_eq!(co.header.flags, flags, "{file}");
        assert_eq!(co.header.e_type, e_type, "{file}");
        let ro = std::fs::read_to_string(data().join(format!("versions/{file}.readobj.txt")))
            .expect("readobj");
        let hx = std::fs::read_to_string(data().join(format!("versions/{file}.rodata.txt")))
            .expect("rodata");
        let r = golden::parse_readobj(&ro).expect("parse");
        let bad = golden::compare(&co, &r, &golden::parse_hex_dump(&hx));
        assert!(bad.is_empty(), "{file}: {bad:#?}");
        // The kernel's 40 bytes of code end with s_endpgm (0xBFB00000 on gfx12, 0xBF810000 on
        // gfx10).
        let k = &co.kernels[0];
        let code = co.kernel_code(k).expect("code");
        let end = if version == 3 {
            0xBF81_0000u32
        } else {
            0xBFB0_0000
        };
        assert_eq!(&code[code.len() - 4..], &end.to_le_bytes(), "{file}");
    }
}

#[test]
fn relocatable_object_relocations_fill_the_entry_offset() {
    // llvm-readobj-19 -r hello-v5-gfx1200.o: `.rela.rodata { 0x10 R_AMDGPU_REL64 hello_world 0x10 }`.
    let bytes = std::fs::read(data().join("versions/hello-v5-gfx1200.o")).expect("object");
    let co = read(&bytes).expect("read");
    assert_eq!(co.relocations.len(), 1);
    let r = &co.relocations[0];
    assert_eq!((r.offset, r.r_type, r.addend), (0x10, 5, 0x10));
    assert_eq!(r.sym_name.as_deref(), Some("hello_world"));
    assert_eq!(
        hsakit_codeobj::raw::relocation_name(r.r_type),
        Some("R_AMDGPU_REL64")
    );
    assert_eq!(co.kernels[0].descriptor.kernel_code_entry_byte_offset, 0);
    assert_eq!(co.kernels[0].code_size, 40);
}

#[test]
fn v2_yaml_metadata_is_read_with_offsets_laid_out_by_align() {
    // LLVM 14 `llvm-readobj --notes` prints the note as written in vadd_meta.s; v2 arguments
    // carry no offsets, so they are laid out in order by `Align` (seed 004 N962-964).
    let bytes = std::fs::read(data().join("v2/vadd_meta-gfx900.o")).expect("object");
    let co = read(&bytes).expect("read");
    assert_eq!(co.version, 2);
    assert!(co.notes.iter().any(|n| matches!(
        n.content,
        hsakit_codeobj::NoteContent::CodeObjectVersion { major: 2, minor: 1 }
    )));
    let md = co.metadata.as_ref().expect("metadata");
    assert_eq!(md.version, vec![1, 0]);
    let k = &md.kernels[0];
    assert_eq!((k.name.as_str(), k.symbol.as_str()), ("vadd", "vadd@kd"));
    assert_eq!(k.language.as_deref(), Some("OpenCL C"));
    assert_eq!(
        (
            k.kernarg_segment_size,
            k.kernarg_segment_align,
            k.wavefront_size
        ),
        (24, 8, 64)
    );
    assert_eq!((k.sgpr_count, k.vgpr_count), (Some(8), Some(4)));
    let args: Vec<(u64, u64, &str)> = k
        .args
        .iter()
        .map(|a| (a.offset, a.size, a.value_kind.as_str()))
        .collect();
    assert_eq!(
        args,
        vec![
            (0, 8, "global_buffer"),
            (8, 4, "by_value"),
            (16, 8, "hidden_global_offset_x")
        ]
    );
    assert_eq!(k.args[0].address_space.as_deref(), Some("global"));
    let info = co.kernel_info("vadd").expect("kernel").expect("info");
    assert_eq!(info.kernarg_size, 24);
    assert_eq!(info.initial_state.wavefront_size, 64);
}

#[test]
fn amdgpu_metadata_yaml_becomes_llvm_identical_messagepack() {
    // versions/hello_gfx1200.s assembled by llvm-mc-19 and linked by ld.lld-19 is golden; our
    // directive parser + writer on the same source must produce the same descriptor and a
    // byte-identical metadata note.
    let src = std::fs::read_to_string(data().join("versions/hello_gfx1200.s")).expect("source");
    let golden = std::fs::read(data().join("versions/hello-v5-gfx1200.hsaco")).expect("object");
    let g = read(&golden).expect("read golden");
    let gk = &g.kernels[0];
    let code = g.kernel_code(gk).expect("code").to_vec();
    let f = directives::parse_directives(&src, None).expect("directives");
    let mut labels = std::collections::HashMap::new();
    labels.insert("hello_world".to_string(), (0, code.len() as u64));
    let (input, notes) = directives::build_object(&f, code, &labels).expect("build");
    assert!(notes.is_empty(), "metadata is given, nothing synthesized");
    let ours = write::write(&input).expect("write");
    let o = read(&ours).expect("read ours");
    let (mut a, mut b) = (o.kernels[0].descriptor, gk.descriptor);
    a.kernel_code_entry_byte_offset = 0;
    b.kernel_code_entry_byte_offset = 0;
    assert_eq!(a, b);
    assert_eq!(o.notes[0].desc, g.notes[0].desc);
}

#[test]
fn disassembly_prints_exactly_like_llvm_objdump() {
    let mut lines = 0;
    for (stem, bytes) in ocl_objects() {
        let co = read(&bytes).expect("read");
        let od = std::fs::read_to_string(data().join(format!("ocl/{stem}.objdump.txt")))
            .expect("objdump golden");
        assert!(!co.kernels.is_empty(), "{stem}");
        for k in &co.kernels {
            let bad = golden::compare_listing(&co, &k.name, &od);
            assert!(bad.is_empty(), "{stem}: {bad:#?}");
            lines += k.code_size / 4;
        }
    }
    // The comparison really covered the code (not an empty listing on either side).
    assert!(lines > 200, "only {lines} code words compared");
}
