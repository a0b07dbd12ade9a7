//! Debian's `rocminfo` (5.2.3) against our `libhsa-runtime64.so.1`.
//!
//! Before calling `hsa_init`, rocminfo checks for AMD's kernel driver twice: it runs
//! `lsmod | grep amdgpu` (through `sh`, so `PATH` decides which `lsmod`) and it opens `/dev/kfd`
//! read-write. hsakit needs no driver, and this test never fakes system files: it puts a
//! `lsmod` script printing an `amdgpu` line first in `PATH`, and `LD_PRELOAD`s
//! `tests/rocminfo_shim.c`, which redirects only rocminfo's `open("/dev/kfd")` to `/dev/null`.
//! Everything rocminfo then prints comes from our library, which lists the host CPU agent and
//! the HSAIL CPU kernel agent `hsakit-cpu` (plus the test double first with `HSAKIT_TEST_AGENT=1`)
//! (its imports, `nm -D /usr/bin/rocminfo`: `hsa_init`,
//! `hsa_shut_down`, `hsa_status_string`, `hsa_system_get_info`, `hsa_iterate_agents`,
//! `hsa_agent_get_info` (incl. AMD attributes 0xA000-0xA014), `hsa_agent_iterate_isas`,
//! `hsa_isa_get_info_alt`, `hsa_amd_agent_iterate_memory_pools`, `hsa_amd_memory_pool_get_info`,
//! all `ROCR_1`-versioned). Skipped when rocminfo or gcc is missing.

use std::path::Path;
use std::process::Command;

mod common;

#[test]
fn rocminfo_lists_our_agents() {
    let rocminfo = Path::new("/usr/bin/rocminfo");
    if !rocminfo.exists() || !common::have_tool("gcc") {
        common::skip_missing("rocminfo or gcc");
        return;
    }
    let work = common::install_runtime("rocminfo-test");
    let lsmod = work.join("lsmod");
    std::fs::write(&lsmod, "#!/bin/sh\necho 'amdgpu 1 0 - Live 0x0'\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&lsmod, std::fs::Permissions::from_mode(0o755)).unwrap();
    let shim = work.join("rocminfo_shim.so");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rocminfo_shim.c");
    let cc = Command::new("gcc")
        .args(["-shared", "-fPIC", "-O1", "-Wall", "-Werror", "-o"])
        .arg(&shim)
        .arg(&src)
        .arg("-ldl")
        .output()
        .unwrap();
    assert!(
        cc.status.success(),
        "{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let path = format!(
        "{}:{}",
        work.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let run_rocminfo = |test_agent: bool| {
        let mut cmd = Command::new(rocminfo);
        cmd.env("PATH", &path)
            .env("LD_PRELOAD", &shim)
            .env("LD_LIBRARY_PATH", &work);
        if test_agent {
            cmd.env("HSAKIT_TEST_AGENT", "1");
        } else {
            cmd.env_remove("HSAKIT_TEST_AGENT");
        }
        let run = cmd.output().unwrap();
        let out = String::from_utf8_lossy(&run.stdout).to_string();
        let err = String::from_utf8_lossy(&run.stderr);
        println!("{out}");
        assert!(run.status.success(), "rocminfo failed:\n{out}\n{err}");
        assert!(!out.contains("hsa api call failure"), "{out}");
        out
    };
    // The default runtime: the host CPU (agent 1), the HSAIL CPU kernel agent (agent 2) and the
    // gfx1201 emulator (agent 3).
    let out = run_rocminfo(false);
    for want in [
        "Runtime Version:         1.1",
        "Agent 1",
        "Device Type:             CPU",
        "Agent 2",
        "Name:                    hsakit-cpu",
        "Feature:                 KERNEL_DISPATCH & AGENT_DISPATCH",
        "Name:                    hsakit-hsail-cpu",
        "Wavefront Size:          64(0x40)",
        "Segment:                 GROUP",
        // The RDNA4 emulator agent (agent 3).
        "Agent 3",
        "Name:                    gfx1201",
        "Device Type:             GPU",
        "Name:                    amdgcn-amd-amdhsa--gfx1201",
        "Wavefront Size:          32(0x20)",
        "*** Done ***",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    assert!(!out.contains("hsakit-test-agent"), "{out}");
    // With the test double: it comes before the engine agents.
    let out = run_rocminfo(true);
    for want in [
        "Agent 2",
        "Name:                    hsakit-test-agent",
        "Device Type:             GPU",
        "Agent 3",
        "Name:                    hsakit-cpu",
        "*** Done ***",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    let (test, cpu) = (
        out.find("hsakit-test-agent").unwrap_or(usize::MAX),
        out.find("Name:                    hsakit-cpu").unwrap_or(0),
    );
    assert!(test < cpu, "the test agent is listed before hsakit-cpu");
}
