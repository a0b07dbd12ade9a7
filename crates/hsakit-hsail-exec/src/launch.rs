//! Running a launch spec (`hsakit-prm-vector/1`, see `hsakit-launch`) on this engine: parse the
//! modules, allocate and fill the buffers, write each dispatch's kernarg segment, run the
//! dispatches in order and evaluate the checks. This is what `hsakit run SPEC.json` and
//! `hsakit conform` do for the CPU agent.

use crate::{Dispatch, ExecError, Globals, Program, Stats};
use hsakit_diag::SourceFile;
use hsakit_launch::check::{self, CheckReport, RuntimeValues};
use hsakit_launch::{Spec, kernarg};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use std::collections::HashMap;
use std::time::Duration;

/// Options for running a spec.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Lanes per wavefront (the pack's agent model uses 64).
    pub wave_size: u32,
    /// Worker threads per dispatch (`None`: the global pool).
    pub threads: Option<usize>,
    /// Wall-clock limit per dispatch.
    pub timeout: Option<Duration>,
    /// Mismatches kept per check.
    pub keep_mismatches: usize,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            wave_size: 64,
            threads: None,
            timeout: Some(Duration::from_secs(60)),
            keep_mismatches: 8,
        }
    }
}

/// Why a spec did not pass, in classes for tallies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A module did not parse.
    Parse(String),
    /// The program did not load.
    Load(String),
    /// A dispatch failed (or did not fail when `expect_error` said it must).
    Dispatch(String),
    /// A check failed.
    Check(String),
    /// Setting up memory failed.
    Setup(String),
}

impl Failure {
    /// A short class name for tallies.
    pub fn class(&self) -> &'static str {
        match self {
            Failure::Parse(_) => "parse",
            Failure::Load(_) => "load",
            Failure::Dispatch(_) => "dispatch",
            Failure::Check(_) => "check",
            Failure::Setup(_) => "setup",
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Parse(m)
            | Failure::Load(m)
            | Failure::Dispatch(m)
            | Failure::Check(m)
            | Failure::Setup(m) => {
                write!(f, "{}: {m}", self.class())
            }
        }
    }
}

/// The outcome of one spec.
#[derive(Clone, Debug)]
pub struct SpecResult {
    /// Every check's report, in order.
    pub checks: Vec<CheckReport>,
    /// Statistics per dispatch.
    pub stats: Vec<Stats>,
    /// `None` when the spec passed.
    pub failure: Option<Failure>,
}

/// Module variables in a `Memory`: global variables in fine-grained global memory, readonly
/// variables in a readonly region, both zeroed and then written with their initializers.
pub struct MemGlobals<'a>(pub &'a Memory);

impl Globals for MemGlobals<'_> {
    fn allocate(&mut self, size: u64, align: u64, readonly: bool) -> Result<u64, String> {
        let kind = if readonly {
            RegionKind::Readonly
        } else {
            RegionKind::GlobalFine
        };
        self.0
            .allocate(size, align, Perm::ReadWrite, kind)
            .map_err(|e| e.to_string())
    }
    fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), String> {
        GuestView::new(self.0.snapshot())
            .write_bytes(addr, bytes)
            .map_err(|e| e.to_string())
    }
}

/// Runs a spec on the CPU agent.
pub fn run_spec(spec: &Spec, opts: &RunOptions) -> SpecResult {
    let mut res = SpecResult {
        checks: Vec::new(),
        stats: Vec::new(),
        failure: None,
    };
    if let Err(f) = run_inner(spec, opts, &mut res) {
        res.failure = Some(f);
    }
    res
}

fn run_inner(spec: &Spec, opts: &RunOptions, res: &mut SpecResult) -> Result<(), Failure> {
    let mut modules = Vec::new();
    for m in &spec.modules {
        let Some(path) = spec.module_path(m) else {
            return Err(Failure::Parse(format!("module {:?} has no file", m.id)));
        };
        if m.code_object.is_some() {
            return Err(Failure::Load(
                "code objects run on the GPU agents, not the CPU agent".into(),
            ));
        }
        let bytes =
            std::fs::read(&path).map_err(|e| Failure::Parse(format!("{}: {e}", path.display())))?;
        let model = if bytes.starts_with(b"HSA BRIG") {
            hsakit_hsail::brig::read(&bytes)
                .map_err(|e| Failure::Parse(format!("{}: {e}", path.display())))?
        } else {
            let src = SourceFile::new(path.display().to_string(), bytes);
            hsakit_hsail::parse(&src).map_err(|diags| {
                let first = diags
                    .first()
                    .map(|d| hsakit_diag::render_hsailasm(d, &src).trim_end().to_string());
                Failure::Parse(first.unwrap_or_else(|| "parse error".into()))
            })?
        };
        modules.push(model);
    }
    let mem = Memory::new();
    let prog =
        Program::load(&modules, &mut MemGlobals(&mem)).map_err(|e| Failure::Load(e.to_string()))?;
    let mut addrs: HashMap<String, u64> = HashMap::new();
    for b in &spec.buffers {
        let a = mem
            .allocate(
                b.alloc_len(),
                b.align(),
                Perm::ReadWrite,
                RegionKind::GlobalFine,
            )
            .map_err(|e| Failure::Setup(e.to_string()))?;
        GuestView::new(mem.snapshot())
            .write_bytes(a, &b.initial_bytes())
            .map_err(|e| Failure::Setup(e.to_string()))?;
        addrs.insert(b.id.clone(), a);
    }
    let mut rt = RuntimeValues::default();
    for (i, d) in spec.dispatches.iter().enumerate() {
        let k = prog
            .kernel(&d.kernel, d.kernel_module.as_deref())
            .ok_or_else(|| Failure::Load(format!("no kernel {}", d.kernel)))?;
        let info = prog
            .kernel_info(k)
            .ok_or_else(|| Failure::Load("kernel info".into()))?;
        let seg = kernarg::write(
            spec,
            d,
            |id| addrs.get(id).copied(),
            info.group_segment_size,
        )
        .map_err(|e| Failure::Setup(e.to_string()))?;
        let ka = mem
            .allocate(
                seg.len().max(16) as u64,
                u64::from(d.kernarg_segment_alignment.max(16)),
                Perm::ReadWrite,
                RegionKind::Kernarg,
            )
            .map_err(|e| Failure::Setup(e.to_string()))?;
        GuestView::new(mem.snapshot())
            .write_bytes(ka, &seg)
            .map_err(|e| Failure::Setup(e.to_string()))?;
        let mut disp = Dispatch::new(k, d.grid_size, d.workgroup_size, ka);
        disp.dims = d.dimensions;
        disp.dynamic_group_size = d.dynamic_group_segment_size;
        disp.wave_size = opts.wave_size;
        disp.threads = opts.threads;
        disp.timeout = opts.timeout;
        disp.packet_id = i as u64;
        disp.completion_signal = 0x5167_0000 + i as u64;
        rt = RuntimeValues {
            dispatch_packet_id: disp.packet_id,
            completion_signal_handle: disp.completion_signal,
        };
        match prog.dispatch(&disp, mem.snapshot()) {
            Ok(s) if d.expect_error => {
                res.stats.push(s);
                return Err(Failure::Dispatch(format!(
                    "dispatch {i} completed but the spec expects a queue error"
                )));
            }
            Ok(s) => res.stats.push(s),
            Err(e) if d.expect_error && matches!(e, ExecError::Trap { .. }) => {}
            Err(e) => return Err(Failure::Dispatch(e.to_string())),
        }
    }
    let view = GuestView::new(mem.snapshot());
    let mut first_fail = None;
    for (ci, c) in spec.checks.iter().enumerate() {
        let b = spec
            .buffer(&c.buffer)
            .ok_or_else(|| Failure::Setup(format!("no buffer {}", c.buffer)))?;
        let mut bytes = vec![0u8; b.alloc_len() as usize];
        let a = addrs.get(&c.buffer).copied().unwrap_or(0);
        view.read_bytes(a, &mut bytes)
            .map_err(|e| Failure::Setup(e.to_string()))?;
        let r = check::evaluate(c, &bytes, &rt, opts.keep_mismatches);
        if first_fail.is_none() {
            first_fail = r.failure(ci).map(Failure::Check);
        }
        res.checks.push(r);
    }
    match first_fail {
        Some(f) => Err(f),
        None => Ok(()),
    }
}
