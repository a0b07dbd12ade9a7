//! `hsakit objdump` on committed golden code objects (crates/hsakit-codeobj/tests/data).

use std::path::PathBuf;
use std::process::Command;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../hsakit-codeobj/tests/data")
        .join(name)
}

fn objdump(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .arg("objdump")
        .args(args)
        .output()
        .expect("run hsakit");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn v5_object_headers_metadata_and_descriptor() {
    let f = data("ocl/vector_add-gfx1200-w32.hsaco");
    let (code, out, err) = objdump(&[f.to_str().expect("utf-8 path")]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("code object v5, amdgcn-amd-amdhsa--gfx1200"),
        "{out}"
    );
    assert!(out.contains("Flags:         0x48 [EF_AMDGPU_MACH_AMDGCN_GFX1200]"));
    // The metadata YAML is the text llvm-readobj-19 prints (committed beside the object).
    let ro =
        std::fs::read_to_string(data("ocl/vector_add-gfx1200-w32.readobj.txt")).expect("golden");
    let start = ro.find("AMDGPU Metadata: ---").expect("yaml") + "AMDGPU Metadata: ".len();
    let end = ro[start..].find("\n...\n").expect("end") + start + 5;
    assert!(out.contains(&ro[start..end]));
    // Descriptor fields, hand-checked against the source: kernarg 4 args (28 bytes, padded to
    // 32) + 256 hidden bytes; kernarg pointer only; wave32.
    assert!(out.contains("KERNARG_SIZE                                               288"));
    assert!(out.contains("KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR       1"));
    assert!(out.contains("\t.amdhsa_wavefront_size32 1"));
    // The code is disassembled with hsakit-rdna4 in llvm-objdump-19's layout (the lines below
    // are llvm-objdump-19's, from the committed vector_add-gfx1200-w32.objdump.txt).
    assert!(
        out.contains("Disassembly of vector_add (188 bytes, wave32):"),
        "{out}"
    );
    assert!(out.contains(
        "\tv_cmp_gt_u64_e32 vcc_lo, s[2:3], v[0:1]                    // 000000001938: 7CB80002\n"
    ));
    assert!(out.contains(
        "\ts_cbranch_execz 27                                         // 000000001940: BFA5001B <vector_add+0xb0>\n"
    ));
    assert!(!out.contains(".long 0x"), "every instruction decodes");
    let (_, short, _) = objdump(&["--no-disasm", f.to_str().expect("utf-8 path")]);
    assert!(!short.contains("Disassembly of"));
}

#[test]
fn v2_object_prints_amd_kernel_code_t() {
    let f = data("v2/hello_world-gfx900.o");
    let (code, out, err) = objdump(&[f.to_str().expect("utf-8 path")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("code object v2"), "{out}");
    assert!(out.contains("amd_kernel_code_t of hello_world"));
    // Values from the seed's .amd_kernel_code_t block (seed 004 N3825-3834).
    for line in [
        "kernarg_segment_byte_size                     8",
        "wavefront_sgpr_count                          2",
        "workitem_vgpr_count                           3",
        "enable_sgpr_kernarg_segment_ptr               1",
        "is_ptr64                                      1",
        "kernel_code_entry_byte_offset                 256",
    ] {
        assert!(out.contains(line), "missing `{line}`");
    }
    assert!(out.contains("HSA Code Object Version: [Major: 1, Minor: 0]"));
    // gfx900 code is not RDNA4: shown as words, not misread as gfx12 instructions.
    assert!(out.contains("hsakit disassembles only RDNA4 (gfx12) code"));
}

#[test]
fn broken_file_is_rejected_with_its_byte_offset() {
    let dir = std::env::temp_dir().join(format!("hsakit-cli-objdump-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let mut d = std::fs::read(data("ocl/vector_add-gfx1200-w32.hsaco")).expect("golden");
    d[18] = 62;
    let p = dir.join("bad.hsaco");
    std::fs::write(&p, &d).expect("write");
    let (code, _, err) = objdump(&[p.to_str().expect("utf-8 path")]);
    assert_eq!(code, 1);
    assert!(err.contains("CODEOBJ-E0002"), "{err}");
    assert!(err.contains("at byte offset 0x12"), "{err}");
    let (code, _, _) = objdump(&["/nonexistent/x.hsaco"]);
    assert_eq!(code, 2);
    let _ = std::fs::remove_dir_all(&dir);
}
