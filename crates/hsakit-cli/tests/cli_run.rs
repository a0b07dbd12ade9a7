//! `hsakit run` and `hsakit conform` on the CPU agent.

use std::path::PathBuf;
use std::process::Command;

fn hsakit(args: &[&str]) -> (Option<i32>, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run hsakit");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/vector_add/test.json")
}

#[test]
fn bundled_vector_add_passes() {
    let (code, out, err) = hsakit(&["run", example().to_str().unwrap()]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("PASS check 0: buffer c (256 x F32)"), "{out}");
    assert!(
        out.trim_end().ends_with("PASS examples/vector_add"),
        "{out}"
    );
}

#[test]
fn stats_are_printed_on_request() {
    let (code, out, _) = hsakit(&["run", example().to_str().unwrap(), "--stats"]);
    assert_eq!(code, Some(0));
    // 256 work-items in 64-lane waves: 4 work-groups; every lane is active.
    assert!(out.contains("stats dispatch 0: 4 work-groups"), "{out}");
    assert!(out.contains("lane utilisation 100.0%"), "{out}");
}

#[test]
fn a_wrong_expectation_fails_with_the_first_mismatch() {
    let dir = std::env::temp_dir().join(format!("hsakit-cli-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/vector_add");
    std::fs::copy(src.join("vector_add.hsail"), dir.join("vector_add.hsail")).unwrap();
    let spec = std::fs::read_to_string(src.join("test.json")).unwrap();
    // c[0] = 0 + 1 = 1.0 (0x3f800000); claim 2.0 (0x40000000) instead.
    let spec = spec.replacen("\"expected\": \"0000803f", "\"expected\": \"00000040", 1);
    std::fs::write(dir.join("test.json"), spec).unwrap();
    let (code, out, _) = hsakit(&["run", dir.join("test.json").to_str().unwrap()]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("FAIL check 0: buffer c (256 x F32): 1 element(s) differ"),
        "{out}"
    );
    assert!(
        out.contains("element 0: expected 2 (0x40000000), got 1 (0x3f800000)"),
        "{out}"
    );
}

#[test]
fn quick_run_of_a_module() {
    let k = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/vector_add/vector_add.hsail");
    // n = 0: every work-item skips the body; the run itself succeeds.
    let (code, out, err) = hsakit(&[
        "run",
        k.to_str().unwrap(),
        "--kernel",
        "&vector_add",
        "--grid",
        "8",
        "--arg",
        "buf:32",
        "--arg",
        "buf:32",
        "--arg",
        "buf:32",
        "--arg",
        "u32:0",
    ]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("PASS"), "{out}");
}

#[test]
fn usage_errors_exit_2() {
    let (code, _, _) = hsakit(&["run", "/nonexistent/spec.json"]);
    assert_eq!(code, Some(2));
    let k = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/vector_add/vector_add.hsail");
    let (code, _, err) = hsakit(&[
        "run",
        k.to_str().unwrap(),
        "--kernel",
        "&vector_add",
        "--grid",
        "0",
    ]);
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn conform_over_a_folder_prints_tallies() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    let (code, out, _) = hsakit(&["conform", dir.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("prm-conformance: 1 passed, 0 failed"), "{out}");
}

fn gfx12_example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/vector_add_gfx1201")
}

/// The clang-19 `vector_add` code object through the runtime's RDNA4 agents: 1000 work-items
/// in groups of 64 (a partial last group), n = 990, so c[0..990] = a + b and the rest keeps
/// its -1.0 fill (the expected bytes were computed on the host when the spec was written).
#[test]
fn code_object_spec_passes_on_gfx1201_and_gfx1200() {
    for (agent, spec) in [("gfx1201", "gfx1201.json"), ("gfx1200", "gfx1200.json")] {
        let path = gfx12_example().join(spec);
        let (code, out, err) = hsakit(&["run", "--agent", agent, path.to_str().unwrap()]);
        assert_eq!(code, Some(0), "{agent}: {out}{err}");
        assert!(out.contains("PASS check 0: buffer c (1024 x F32)"), "{out}");
        let (code, out, err) =
            hsakit(&["run", "--agent", agent, "--strict", path.to_str().unwrap()]);
        assert_eq!(code, Some(0), "{agent} strict: {out}{err}");
    }
}

#[test]
fn code_object_spec_with_a_wrong_expectation_fails() {
    let dir = std::env::temp_dir().join(format!("hsakit-cli-run-gfx12-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = gfx12_example();
    let obj = "vector_add-gfx1201-w32.hsaco";
    std::fs::copy(src.join(obj), dir.join(obj)).unwrap();
    let spec = std::fs::read_to_string(src.join("gfx1201.json")).unwrap();
    // c[0] = a[0] + b[0] = 0.0 + 1000.0 (0x447a0000); claim 1001.0 (0x447a4000) instead.
    let spec = spec.replacen("\"expected\": \"00007a44", "\"expected\": \"00407a44", 1);
    std::fs::write(dir.join("t.json"), spec).unwrap();
    let (code, out, _) = hsakit(&[
        "run",
        "--agent",
        "gfx1201",
        dir.join("t.json").to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("FAIL check 0: buffer c (1024 x F32): 1 element(s) differ"),
        "{out}"
    );
    assert!(out.contains("element 0: expected 1001"), "{out}");
    assert!(out.contains("got 1000"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn code_object_specs_need_an_rdna4_agent_and_match_its_processor() {
    let gfx1201 = gfx12_example().join("gfx1201.json");
    // The CPU engine (the default agent) runs HSAIL only.
    let (code, _, err) = hsakit(&["run", gfx1201.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("--agent gfx1201"), "{err}");
    // A gfx1201 code object on the gfx1200 agent is refused at load.
    let (code, out, _) = hsakit(&["run", "--agent", "gfx1200", gfx1201.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("FAIL") && out.contains("gfx1201") && out.contains("load"),
        "{out}"
    );
    // An HSAIL spec on an RDNA4 agent: no finalizer yet.
    let (code, out, _) = hsakit(&["run", "--agent", "gfx1201", example().to_str().unwrap()]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("is HSAIL"), "{out}");
}
