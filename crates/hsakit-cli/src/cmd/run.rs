//! `hsakit run`: one launch spec (or one kernel of an HSAIL module) on the CPU agent, or a
//! launch spec whose kernel is an AMDGPU code object on an RDNA4 agent (`--agent gfx1201`,
//! `--agent gfx1200`; see [`rdna4`]).

mod rdna4;
pub(crate) use rdna4::hidden_value;

use crate::util::{Ctx, ExitCode, UsageError, not_implemented};
use anyhow::Context;
use clap::Args;
use hsakit_hsail_exec::launch::{RunOptions, SpecResult, run_spec};
use hsakit_launch::Spec;
use std::path::{Path, PathBuf};

/// `run`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// A launch spec (`.json`, the format of the PRM conformance pack), or an HSAIL/BRIG module.
    pub input: PathBuf,
    /// The kernel to dispatch when INPUT is a module (e.g. `&vadd`).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Grid size in work-items: `X`, `XxY` or `XxYxZ`.
    #[arg(long)]
    pub grid: Option<String>,
    /// Work-group size: `X`, `XxY` or `XxYxZ` (default 64, or the grid if smaller).
    #[arg(long)]
    pub workgroup: Option<String>,
    /// A kernel argument, in signature order (repeatable): `TYPE:VALUE` for scalars
    /// (`u32:7`, `f32:1.5`, `s64:-3`) or `buf:BYTES` for a zeroed buffer whose address is
    /// passed and whose first bytes are printed after the run.
    #[arg(long = "arg")]
    pub args: Vec<String>,
    /// The agent to run on: `cpu` (HSAIL on the CPU engine), or `gfx1201`/`gfx1200` (a launch
    /// spec whose modules are AMDGPU code objects, through the runtime's RDNA4 agent).
    #[arg(long, default_value = "cpu")]
    pub agent: String,
    /// On an RDNA4 agent: check wait counters and software-enforced hazards (strict mode).
    #[arg(long)]
    pub strict: bool,
    /// Lanes per wavefront on the CPU agent (a power of two, 1–64).
    #[arg(long, default_value_t = 64)]
    pub wave_size: u32,
    /// Print per-dispatch statistics (instructions, lane utilisation, time).
    #[arg(long)]
    pub stats: bool,
    /// Worker threads per dispatch (default: all cores).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// Prints a spec result: PASS/FAIL per check with the first mismatches.
pub(crate) fn print_result(spec: &Spec, r: &SpecResult, stats: bool) {
    for (i, c) in r.checks.iter().enumerate() {
        let verdict = if c.passed() { "PASS" } else { "FAIL" };
        println!(
            "{verdict} check {i}: buffer {} ({} x {:?}){}",
            c.buffer,
            c.count,
            c.elem_type,
            if c.passed() {
                String::new()
            } else {
                format!(": {} element(s) differ", c.failed)
            }
        );
        for m in &c.first {
            println!(
                "    element {}: expected {}, got {}",
                m.element, m.expected, m.actual
            );
        }
    }
    if stats {
        for (i, s) in r.stats.iter().enumerate() {
            println!(
                "stats dispatch {i}: {} work-groups, {} wave instructions, {} lane operations, lane utilisation {:.1}%, {:.3} ms",
                s.work_groups,
                s.wave_instructions,
                s.lane_operations,
                100.0 * s.lane_utilisation,
                s.elapsed.as_secs_f64() * 1e3
            );
        }
    }
    match &r.failure {
        None => println!("PASS {}", spec.name),
        Some(f) => println!("FAIL {}: {f}", spec.name),
    }
}

/// Runs `run`.
pub fn run(_ctx: &Ctx, args: RunArgs) -> anyhow::Result<ExitCode> {
    let rdna4_target = rdna4::target(&args.agent);
    if args.agent != "cpu" && rdna4_target.is_none() {
        return not_implemented(&format!("hsakit run --agent {}", args.agent));
    }
    if args.strict && rdna4_target.is_none() {
        return Err(
            UsageError("--strict applies to the RDNA4 agents (gfx1201, gfx1200)".into()).into(),
        );
    }
    if !args.wave_size.is_power_of_two() || args.wave_size > 64 {
        return Err(UsageError(format!(
            "--wave-size {} is not a power of two in 1..=64",
            args.wave_size
        ))
        .into());
    }
    if args.threads == Some(0) {
        return Err(UsageError("--threads must be at least 1".into()).into());
    }
    let opts = RunOptions {
        wave_size: args.wave_size,
        threads: args.threads,
        ..RunOptions::default()
    };
    let is_json = args.input.extension().is_some_and(|e| e == "json");
    let spec = if is_json {
        if !args.input.is_file() {
            return Err(UsageError(format!(
                "cannot read `{}`: no such file",
                args.input.display()
            ))
            .into());
        }
        match Spec::load(&args.input) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: {e}");
                return Ok(ExitCode::from(1));
            }
        }
    } else {
        quick_spec(&args)?
    };
    if let Some(target) = rdna4_target {
        if !is_json {
            return Err(UsageError(format!(
                "--agent {} runs launch specs (`.json`) whose modules are code objects",
                args.agent
            ))
            .into());
        }
        let options = hsakit_emu_rdna4::Options {
            strict: args.strict,
            threads: args.threads.unwrap_or(0),
            ..hsakit_emu_rdna4::Options::default()
        };
        let r = rdna4::run_spec(&spec, target, options);
        print_result(&spec, &r, false);
        return Ok(if r.failure.is_none() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        });
    }
    if let Some(m) = spec.modules.iter().find(|m| m.code_object.is_some()) {
        eprintln!(
            "error: {}: module {:?} is a code object; run it on an RDNA4 agent (`--agent gfx1201` or `--agent gfx1200`)",
            args.input.display(),
            m.id
        );
        return Ok(ExitCode::from(1));
    }
    let r = run_spec(&spec, &opts);
    print_result(&spec, &r, args.stats);
    if !is_json {
        print_buffers(&spec, &r);
    }
    Ok(if r.failure.is_none() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn print_buffers(_spec: &Spec, _r: &SpecResult) {}

fn dims(s: Option<&str>, what: &str) -> anyhow::Result<Option<[u64; 3]>> {
    let Some(s) = s else { return Ok(None) };
    let parts: Vec<&str> = s.split('x').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(UsageError(format!("--{what} `{s}`: expected X, XxY or XxYxZ")).into());
    }
    let mut d = [1u64; 3];
    for (k, p) in parts.iter().enumerate() {
        d[k] = p.parse::<u64>().ok().filter(|&v| v > 0).ok_or_else(|| {
            UsageError(format!("--{what} `{s}`: `{p}` is not a positive integer"))
        })?;
    }
    Ok(Some(d))
}

/// Builds a launch spec for `hsakit run kernel.hsail --kernel … --grid … --arg …`.
fn quick_spec(args: &RunArgs) -> anyhow::Result<Spec> {
    let kernel = args
        .kernel
        .clone()
        .ok_or_else(|| UsageError("running a module needs --kernel &NAME".into()))?;
    let grid = dims(args.grid.as_deref(), "grid")?
        .ok_or_else(|| UsageError("running a module needs --grid".into()))?;
    let wg = dims(args.workgroup.as_deref(), "workgroup")?.unwrap_or([
        grid[0].min(64),
        grid[1].min(1),
        1,
    ]);
    let ndims = if grid[2] > 1 || wg[2] > 1 {
        3
    } else if grid[1] > 1 || wg[1] > 1 {
        2
    } else {
        1
    };
    let mut buffers = Vec::new();
    let mut kernargs = Vec::new();
    let mut off = 0u32;
    for (i, a) in args.args.iter().enumerate() {
        let (t, v) = a
            .split_once(':')
            .ok_or_else(|| UsageError(format!("--arg `{a}`: expected TYPE:VALUE or buf:BYTES")))?;
        if t == "buf" {
            let n: u64 = v
                .parse()
                .map_err(|_| UsageError(format!("--arg `{a}`: bad byte count")))?;
            off = off.next_multiple_of(8);
            buffers.push(serde_json::json!({"id": format!("arg{i}"), "size": n}));
            kernargs.push(serde_json::json!({"type": "u64", "offset": off, "size": 8, "kind": "buffer", "buffer": format!("arg{i}")}));
            off += 8;
            continue;
        }
        let bytes: Vec<u8> = match t {
            "u8" | "u16" | "u32" | "u64" | "s8" | "s16" | "s32" | "s64" | "b32" | "b64" => {
                let n: i128 = v
                    .parse()
                    .map_err(|_| UsageError(format!("--arg `{a}`: bad integer")))?;
                let size = hsakit_launch::kernarg::natural_align(t).unwrap_or(4) as usize;
                n.to_le_bytes()[..size].to_vec()
            }
            "f32" => v
                .parse::<f32>()
                .map_err(|_| UsageError(format!("--arg `{a}`: bad float")))?
                .to_le_bytes()
                .to_vec(),
            "f64" => v
                .parse::<f64>()
                .map_err(|_| UsageError(format!("--arg `{a}`: bad float")))?
                .to_le_bytes()
                .to_vec(),
            _ => return Err(UsageError(format!("--arg `{a}`: unknown type `{t}`")).into()),
        };
        off = off.next_multiple_of(bytes.len() as u32);
        kernargs.push(serde_json::json!({"type": t, "offset": off, "size": bytes.len(), "kind": "value", "hex": hsakit_launch::hex::encode(&bytes)}));
        off += bytes.len() as u32;
    }
    let abs = std::fs::canonicalize(&args.input)
        .with_context(|| format!("cannot read `{}`", args.input.display()))?;
    let file = abs
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let json = serde_json::json!({
        "format": hsakit_launch::spec::FORMAT,
        "name": args.input.display().to_string(),
        "modules": [{"id": "m", "file": file}],
        "buffers": buffers,
        "dispatches": [{"kernel": kernel, "dimensions": ndims, "grid_size": grid, "workgroup_size": [wg[0], wg[1], wg[2]],
            "kernarg_segment_size": off, "kernargs": kernargs}],
    });
    let dir = abs
        .parent()
        .unwrap_or(Path::new("."))
        .join("quick-run.json");
    Spec::parse(&json.to_string(), &dir).map_err(|e| UsageError(e.to_string()).into())
}
