//! Compile the C programs in `examples/c/` against Debian's `/usr/include/hsa` headers with the
//! system `cc`, link them against our `libhsa-runtime64.so.1` and run them (in `examples/c/`, so
//! `vector_add_finalize` finds `vector_add.brig`) with the test-double kernel agent listed first
//! and the HSAIL CPU agent `hsakit-cpu` after it.
//!
//! `examples/c/vector_add.brig` is the output of our assembler,
//! `hsakit hsail asm examples/vector_add/vector_add.hsail -o examples/c/vector_add.brig`;
//! [`committed_brig_is_what_our_assembler_writes`] keeps it so.
//!
//! The cdylib cargo builds is `target/<profile>/[deps/]libhsakit_capi.so` (SONAME
//! `libhsa-runtime64.so.1`); this test copies it to `target/<profile>/hsa-lib/libhsa-runtime64.so.1`
//! and puts only that directory in `LD_LIBRARY_PATH` and the rpath, so ROCm's runtime (also
//! installed) is never picked up. Each program also checks the build string is ours.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

#[test]
fn c_programs_run_against_our_library() {
    let headers = Path::new("/usr/include/hsa/hsa.h");
    if !common::have_tool("cc") || !headers.exists() {
        common::skip_missing("cc or /usr/include/hsa/hsa.h (install gcc and libhsa-runtime-dev)");
        return;
    }
    let libdir = common::install_runtime("hsa-lib");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/c");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&src)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    programs.sort();
    assert!(
        programs.len() >= 5,
        "expected the example programs in {}",
        src.display()
    );
    let mut failures = Vec::new();
    for p in &programs {
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        let bin = libdir.join(&stem);
        let cc = Command::new("cc")
            .args(["-std=gnu11", "-O1", "-Wall", "-Werror", "-o"])
            .arg(&bin)
            .arg(p)
            .arg(format!("-L{}", libdir.display()))
            .arg(format!("-Wl,-rpath,{}", libdir.display()))
            .args(["-l:libhsa-runtime64.so.1", "-lpthread"])
            .output()
            .unwrap();
        if !cc.status.success() {
            failures.push(format!(
                "{stem}: cc failed:\n{}",
                String::from_utf8_lossy(&cc.stderr)
            ));
            continue;
        }
        let run = Command::new(&bin)
            .current_dir(&src)
            .env("LD_LIBRARY_PATH", &libdir)
            .env("HSAKIT_TEST_AGENT", "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        print!("{stdout}");
        if !run.status.success() || !stdout.contains(&format!("{stem}: ok")) {
            failures.push(format!(
                "{stem}: exit {:?}\n{stdout}\n{}",
                run.status.code(),
                String::from_utf8_lossy(&run.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn committed_brig_is_what_our_assembler_writes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let hsail = root.join("examples/vector_add/vector_add.hsail");
    let text = std::fs::read(&hsail).unwrap();
    let ours = hsakit_hsail::assemble(&hsakit_diag::SourceFile::new(
        hsail.display().to_string(),
        text,
    ))
    .unwrap_or_else(|d| panic!("{} does not assemble: {d:?}", hsail.display()));
    let committed = std::fs::read(root.join("examples/c/vector_add.brig")).unwrap();
    assert!(
        committed == ours,
        "examples/c/vector_add.brig differs from what the assembler writes now; regenerate it with \
         `hsakit hsail asm examples/vector_add/vector_add.hsail -o examples/c/vector_add.brig`"
    );
}
