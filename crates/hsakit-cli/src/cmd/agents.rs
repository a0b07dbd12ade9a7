//! `hsakit agents`: the HSA agents and their properties, laid out like `rocminfo`.

use crate::util::{Ctx, ExitCode, write_output};
use clap::Args;
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::{DeviceType, MachineModel, Profile, RoundingMode};
use hsakit_runtime::runtime::RegionKind;
use std::fmt::Write as _;
use std::sync::Arc;

/// `agents`.
#[derive(Args, Debug)]
pub struct AgentsArgs {
    /// Also list the runtime's test-double kernel agent (closures instead of an engine; the C
    /// library shows it when HSAKIT_TEST_AGENT=1).
    #[arg(long)]
    pub with_test_agent: bool,
}

/// Runs `agents`: the runtime `hsa_init` builds in the C library (the host CPU agent, then the
/// engine-backed kernel agents of `hsakit_runtime::agents::default_agents`, the HSAIL CPU agent
/// `hsakit-cpu` first), with the test double before the engines when asked for.
pub fn run(_ctx: &Ctx, args: AgentsArgs) -> anyhow::Result<ExitCode> {
    let mut b = Runtime::builder();
    if args.with_test_agent {
        b = b.with_agent(Arc::new(
            hsakit_runtime::test_agent::TestAgent::new().with_builtins(),
        ));
    }
    let rt = b.with_default_agents().build();
    write_output(None, render(&rt).as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn profile(p: Profile) -> &'static str {
    match p {
        Profile::Base => "BASE_PROFILE",
        Profile::Full => "FULL_PROFILE",
    }
}

fn rounding(r: RoundingMode) -> &'static str {
    match r {
        RoundingMode::Default => "DEFAULT",
        RoundingMode::Zero => "ZERO",
        RoundingMode::Near => "NEAR",
    }
}

fn size_kb(bytes: u64) -> String {
    format!("{}({:#x}) KB", bytes / 1024, bytes / 1024)
}

/// The listing: a system block, then one block per agent with its regions and ISAs.
pub fn render(rt: &Runtime) -> String {
    let mut s = String::new();
    let line = |s: &mut String, indent: usize, k: &str, v: &dyn std::fmt::Display| {
        let _ = writeln!(
            s,
            "{:indent$}{:<width$}{}",
            "",
            format!("{k}:"),
            v,
            width = 28 - indent.min(8)
        );
    };
    let _ = writeln!(s, "=====================");
    let _ = writeln!(s, "HSA System Attributes");
    let _ = writeln!(s, "=====================");
    line(&mut s, 0, "Runtime Version", &"1.1 (hsakit)");
    line(
        &mut s,
        0,
        "System Timestamp Freq.",
        &format!("{}MHz", Runtime::TIMESTAMP_FREQUENCY / 1_000_000),
    );
    line(
        &mut s,
        0,
        "Sig. Max Wait Duration",
        &format!("{} (0x{:X}) (timestamp count)", u64::MAX, u64::MAX),
    );
    line(&mut s, 0, "Machine Model", &"LARGE");
    line(&mut s, 0, "System Endianness", &"LITTLE");
    line(&mut s, 0, "Extensions", &"HSA_EXTENSION_FINALIZER");
    let _ = writeln!(s);
    let _ = writeln!(s, "==========");
    let _ = writeln!(s, "HSA Agents");
    let _ = writeln!(s, "==========");
    for (id, a) in rt.agents().iter().enumerate() {
        let p = a.properties();
        let kernel = a.kernel_agent().is_some();
        let _ = writeln!(s, "*******");
        let _ = writeln!(s, "Agent {}", id + 1);
        let _ = writeln!(s, "*******");
        line(&mut s, 2, "Name", &p.name);
        line(&mut s, 2, "Vendor Name", &p.vendor);
        line(
            &mut s,
            2,
            "Feature",
            &if kernel {
                "KERNEL_DISPATCH AGENT_DISPATCH"
            } else {
                "None specified"
            },
        );
        line(&mut s, 2, "Profile", &profile(p.profile));
        line(
            &mut s,
            2,
            "Float Round Mode",
            &rounding(p.default_float_rounding_mode),
        );
        line(
            &mut s,
            2,
            "Machine Model",
            &if p.machine_model == MachineModel::Large {
                "LARGE"
            } else {
                "SMALL"
            },
        );
        line(&mut s, 2, "Queue Min Size", &p.queue_min_size);
        line(&mut s, 2, "Queue Max Size", &p.queue_max_size);
        line(&mut s, 2, "Queues Max", &p.queues_max);
        line(&mut s, 2, "Queue Type", &"MULTI");
        line(&mut s, 2, "Node", &id);
        let dev = match p.device_type {
            DeviceType::Cpu => "CPU",
            DeviceType::Gpu => "GPU",
            DeviceType::Dsp => "DSP",
        };
        line(&mut s, 2, "Device Type", &dev);
        line(&mut s, 2, "Cache Info", &"");
        for (level, &size) in p.cache_sizes.iter().enumerate() {
            if size != 0 {
                line(
                    &mut s,
                    4,
                    &format!("L{}", level + 1),
                    &size_kb(u64::from(size)),
                );
            }
        }
        line(&mut s, 2, "Compute Unit", &p.compute_units);
        if kernel {
            line(
                &mut s,
                2,
                "Wavefront Size",
                &format!("{}({:#x})", p.wavefront_size, p.wavefront_size),
            );
            line(
                &mut s,
                2,
                "Workgroup Max Size",
                &format!("{}({:#x})", p.workgroup_max_size, p.workgroup_max_size),
            );
            let _ = writeln!(s, "  Workgroup Max Size per Dimension:");
            for (axis, v) in ["x", "y", "z"].iter().zip(p.workgroup_max_dim) {
                line(&mut s, 4, axis, &format!("{v}({v:#x})"));
            }
            line(
                &mut s,
                2,
                "Grid Max Size",
                &format!("{}({:#x})", p.grid_max_size, p.grid_max_size),
            );
            let _ = writeln!(s, "  Grid Max Size per Dimension:");
            for (axis, v) in ["x", "y", "z"].iter().zip(p.grid_max_dim) {
                line(&mut s, 4, axis, &format!("{v}({v:#x})"));
            }
            line(&mut s, 2, "Max fbarriers/Workgrp", &p.fbarrier_max_size);
        }
        let _ = writeln!(s, "  Pool Info:");
        if let Ok(regions) = rt.agent_regions(id) {
            for (n, r) in regions
                .iter()
                .filter_map(|&r| rt.region(r).ok())
                .enumerate()
            {
                let _ = writeln!(s, "    Pool {}", n + 1);
                let (seg, flags) = match r.kind {
                    RegionKind::GlobalFine => ("GLOBAL; FLAGS: FINE GRAINED", true),
                    RegionKind::GlobalCoarse => ("GLOBAL; FLAGS: COARSE GRAINED", true),
                    RegionKind::Kernarg => ("GLOBAL; FLAGS: KERNARG, FINE GRAINED", true),
                    RegionKind::Group => ("GROUP", false),
                };
                line(&mut s, 6, "Segment", &seg);
                line(&mut s, 6, "Size", &size_kb(r.size));
                line(
                    &mut s,
                    6,
                    "Allocatable",
                    &if r.runtime_alloc_allowed() {
                        "TRUE"
                    } else {
                        "FALSE"
                    },
                );
                if flags {
                    line(
                        &mut s,
                        6,
                        "Alloc Granule",
                        &format!("{}KB", r.granule / 1024),
                    );
                    line(
                        &mut s,
                        6,
                        "Alloc Alignment",
                        &format!("{}KB", r.alignment / 1024),
                    );
                }
            }
        }
        let _ = writeln!(s, "  ISA Info:");
        if p.isas.is_empty() {
            let _ = writeln!(s, "    N/A");
        }
        for (n, isa) in p.isas.iter().enumerate() {
            let _ = writeln!(s, "    ISA {}", n + 1);
            line(&mut s, 6, "Name", &isa.name);
            let mm: Vec<&str> = isa
                .machine_models
                .iter()
                .map(|m| {
                    if *m == MachineModel::Large {
                        "HSA_MACHINE_MODEL_LARGE"
                    } else {
                        "HSA_MACHINE_MODEL_SMALL"
                    }
                })
                .collect();
            line(&mut s, 6, "Machine Models", &mm.join(", "));
            let pr: Vec<&str> = isa.profiles.iter().map(|&p| profile(p)).collect();
            line(&mut s, 6, "Profiles", &pr.join(", "));
            let rm: Vec<&str> = isa
                .default_float_rounding_modes
                .iter()
                .map(|&r| rounding(r))
                .collect();
            line(&mut s, 6, "Default Rounding Mode", &rm.join(", "));
            line(
                &mut s,
                6,
                "Fast f16",
                &if isa.fast_f16 { "TRUE" } else { "FALSE" },
            );
        }
    }
    let _ = writeln!(s, "*** Done ***");
    s
}
