//! `hsakit rdna4 trace`: one wave of a clang-19 gfx1201 kernel traced with register changes.

use std::process::Command;

fn hsakit() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hsakit"))
}

fn suite() -> String {
    format!(
        "{}/../../tests/kernels/rdna4/bin/suite-gfx1201-w32-O2.hsaco",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn trace_prints_instructions_and_register_changes() {
    let out = hsakit()
        .args([
            "rdna4",
            "trace",
            &suite(),
            "--kernel",
            "grid3d",
            "--grid",
            "8,2",
        ])
        .args(["--workgroup", "4,2", "--group", "1,0", "--arg", "buf:64"])
        .args([
            "--arg", "u32:8", "--arg", "u32:2", "--arg", "u32:1", "--strict",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The kernel starts with scalar loads of its arguments (s[0:1] is the kernarg pointer).
    let first = text.lines().next().unwrap_or("");
    assert!(
        first.contains("s_load_") || first.contains("s_clause"),
        "{first}"
    );
    // Work-group (1, 0): TTMP9 holds X = 1, so the grid x id computed in a VGPR is 4 + lane.
    assert!(text.contains("global_store_b32"), "{text}");
    assert!(text.contains("s_endpgm"), "{text}");
    assert!(
        text.lines().any(|l| l.contains(" -> ")),
        "no register change shown: {text}"
    );
    assert!(text.contains("work-group [1, 0, 0] completed"), "{text}");
}

#[test]
fn trace_reports_a_memory_violation_with_exit_1() {
    // u64 argument where a buffer is expected: the store faults.
    let out = hsakit()
        .args([
            "rdna4",
            "trace",
            &suite(),
            "--kernel",
            "grid3d.kd",
            "--grid",
            "4",
        ])
        .args(["--workgroup", "4", "--arg", "u64:4096", "--arg", "u32:4"])
        .args(["--arg", "u32:1", "--arg", "u32:1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("memory violation") && err.contains("0x1000"),
        "{err}"
    );
}

#[test]
fn trace_usage_errors_exit_2() {
    let out = hsakit()
        .args([
            "rdna4",
            "trace",
            &suite(),
            "--kernel",
            "grid3d",
            "--grid",
            "0",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
