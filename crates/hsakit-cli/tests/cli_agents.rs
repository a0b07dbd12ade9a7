//! `hsakit agents` lists the host CPU agent, the HSAIL CPU kernel agent `hsakit-cpu` and (with
//! `--with-test-agent`, before the engine agents) the test double, in a rocminfo-like layout.

use std::process::Command;

fn run(args: &[&str]) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run hsakit");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}

#[test]
fn lists_host_agent_and_the_hsail_cpu_agent() {
    let (code, out) = run(&["agents"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("HSA System Attributes"), "{out}");
    assert!(out.contains("Agent 1\n"), "{out}");
    assert!(out.contains("  Device Type:              CPU"), "{out}");
    assert!(out.contains("System Timestamp Freq.:     1000MHz"), "{out}");
    assert!(out.trim_end().ends_with("*** Done ***"));
    assert!(!out.contains("hsakit-test-agent"), "{out}");
    let agent1 = out.split("Agent 2\n").next().expect("first agent");
    assert!(
        agent1.contains("Feature:                  None specified"),
        "{agent1}"
    );
    let agent2 = out.split("Agent 2\n").nth(1).expect("second agent");
    let agent2 = agent2.split("Agent 3\n").next().unwrap_or(agent2);
    for want in [
        "Name:                     hsakit-cpu",
        "Vendor Name:              hsakit",
        "Feature:                  KERNEL_DISPATCH AGENT_DISPATCH",
        "Device Type:              CPU",
        "Wavefront Size:           64(0x40)",
        "Workgroup Max Size:       1024(0x400)",
        "Queues Max:               128",
        "Name:                 hsakit-hsail-cpu",
        "Segment:              GROUP",
    ] {
        assert!(agent2.contains(want), "missing `{want}` in:\n{agent2}");
    }
}

#[test]
fn lists_test_agent_with_its_limits_regions_and_isa() {
    let (code, out) = run(&["agents", "--with-test-agent"]);
    assert_eq!(code, Some(0));
    // The test double comes before the engine agents.
    let agent3 = out.split("Agent 3\n").nth(1).expect("third agent");
    assert!(
        agent3.contains("Name:                     hsakit-cpu"),
        "{agent3}"
    );
    let agent2 = out.split("Agent 2\n").nth(1).expect("second agent");
    assert!(
        agent2.contains("Name:                     hsakit-test-agent"),
        "{agent2}"
    );
    assert!(
        agent2.contains("Feature:                  KERNEL_DISPATCH AGENT_DISPATCH"),
        "{agent2}"
    );
    assert!(
        agent2.contains("Queue Max Size:           131072"),
        "{agent2}"
    );
    assert!(
        agent2.contains("Wavefront Size:           64(0x40)"),
        "{agent2}"
    );
    // The test double's documented caches: 16 KiB L1, 256 KiB L2, nothing else.
    assert!(
        agent2.contains("  Cache Info:               \n    L1:                     16(0x10) KB\n    L2:                     256(0x100) KB\n  Compute Unit:"),
        "{agent2}"
    );
    assert!(agent2.contains("GLOBAL; FLAGS: COARSE GRAINED"), "{agent2}");
    assert!(agent2.contains("Segment:              GROUP"), "{agent2}");
    assert!(
        agent2.contains("Size:                 64(0x40) KB"),
        "{agent2}"
    );
    assert!(
        agent2.contains("Name:                 hsakit-test-agent"),
        "{agent2}"
    );
}
