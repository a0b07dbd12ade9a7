//! `Runtime::reader_agent`, the agent `hsa_executable_load_program_code_object` loads on: the
//! first kernel agent that lists the code object's ISA.

use hsakit_runtime::Runtime;
use hsakit_runtime::agents::cpu::CpuAgent;
use hsakit_runtime::agents::rdna4::{Rdna4Agent, Rdna4Target};
use std::sync::Arc;

fn hsaco(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../../tests/kernels/rdna4/bin/{name}.hsaco",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn a_code_object_loads_on_the_agent_of_its_isa() {
    // Agent 0 is the host, 1 the HSAIL CPU agent, 2 gfx1200, 3 gfx1201.
    let rt = Runtime::builder()
        .with_agent(Arc::new(CpuAgent::new()))
        .with_agent(Arc::new(Rdna4Agent::new(Rdna4Target::Gfx1200)))
        .with_agent(Arc::new(Rdna4Agent::new(Rdna4Target::Gfx1201)))
        .build();
    let r1201 = rt.reader_create(&hsaco("excp-gfx1201")).unwrap();
    let r1200 = rt.reader_create(&hsaco("excp-gfx1200")).unwrap();
    assert_eq!(rt.reader_agent(r1201).unwrap(), 3);
    assert_eq!(rt.reader_agent(r1200).unwrap(), 2);
    let exec = rt.executable_create(
        hsakit_runtime::agent::Profile::Full,
        hsakit_runtime::agent::RoundingMode::Near,
    );
    rt.executable_load_reader(exec, rt.reader_agent(r1201).unwrap(), r1201)
        .unwrap();
}

#[test]
fn no_agent_for_the_isa_is_an_error() {
    let rt = Runtime::builder()
        .with_agent(Arc::new(CpuAgent::new()))
        .with_agent(Arc::new(Rdna4Agent::new(Rdna4Target::Gfx1200)))
        .build();
    let r = rt.reader_create(&hsaco("excp-gfx1201")).unwrap();
    assert!(rt.reader_agent(r).is_err());
    assert!(rt.reader_agent(r + 1000).is_err());
}
