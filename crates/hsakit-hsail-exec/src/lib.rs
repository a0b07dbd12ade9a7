//! The reference SIMT execution engine for HSAIL: the CPU kernel agent of the runtime and the
//! semantic reference every other agent is compared with (seed `000_…` chapters 2, 4–12, 16).
//!
//! * [`Program::load`] lowers the modules of a program (the `hsakit-hsail` model) once into the
//!   engine's own instruction form, allocating global and readonly variables through a
//!   [`Globals`] allocator.
//! * [`Program::dispatch`] runs one kernel dispatch ([`Dispatch`]) over a region-table snapshot:
//!   1–3-D grids with partial work-groups; wavefronts of a configurable power-of-two size (1–64)
//!   executing in lockstep over an active mask, reconverging at immediate post-dominators
//!   (PRM §2.12, seed L1276); a work-group's waves scheduled cooperatively on one host thread;
//!   work-groups in parallel on a rayon pool, with results independent of the thread count.
//! * Every global, readonly and kernarg access is checked against the region table
//!   (`hsakit-mem`); group, private, spill and arg accesses against their windows. A violation
//!   ends the dispatch with [`ExecError::MemoryViolation`] naming the instruction, the address
//!   and the work-item; a watchdog ends runaway kernels ([`ExecError::Watchdog`]).

#![forbid(unsafe_code)]
// Lane loops index several parallel per-lane arrays at once, and instruction handlers take the
// whole decoded operand set: both lints fight the natural shape of an emulator here.
#![allow(clippy::needless_range_loop, clippy::too_many_arguments)]
mod cfg;
mod exec;
mod fast;
mod float;
mod fp;
mod ir;
pub mod launch;
mod line;
mod lower;
mod opc;
mod sem;

pub use lower::{GlobalVar, Globals, LoadError};

use hsakit_hsail::model::Module;
use hsakit_mem::{GuestView, RegionTable};
use rayon::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Why a dispatch failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExecError {
    /// An access outside every region, or outside a group/private window.
    #[error(
        "memory violation: {size}-byte access at {address:#x} by work-item {workitem:?} in {instruction}"
    )]
    MemoryViolation {
        /// The instruction (mnemonic, index, function, source byte offset).
        instruction: String,
        /// The faulting address (segment address for group/private/spill/arg).
        address: u64,
        /// Bytes accessed.
        size: u64,
        /// Absolute work-item id.
        workitem: [u32; 3],
    },
    /// The watchdog stopped the dispatch.
    #[error("watchdog: {0}")]
    Watchdog(String),
    /// Something the engine does not implement yet.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// `debugtrap` executed.
    #[error("debugtrap by work-item {workitem:?} in {instruction}")]
    Trap {
        /// The instruction.
        instruction: String,
        /// Absolute work-item id.
        workitem: [u32; 3],
    },
    /// An `icall`/`scall` target that names no function.
    #[error("bad call target for work-item {workitem:?} in {instruction}")]
    BadCall {
        /// The instruction.
        instruction: String,
        /// Absolute work-item id.
        workitem: [u32; 3],
    },
    /// Calls nested too deeply or a stack overflow.
    #[error("stack overflow for work-item {workitem:?} in {instruction}")]
    StackOverflow {
        /// The instruction.
        instruction: String,
        /// Absolute work-item id.
        workitem: [u32; 3],
    },
    /// The dispatch itself is malformed (sizes, unknown kernel).
    #[error("invalid dispatch: {0}")]
    Invalid(String),
}

/// A kernel of a loaded program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelId(u32);

/// What the runtime needs to know about a kernel (as a finalizer reports it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// The kernel's name (`&k`).
    pub name: String,
    /// Kernarg segment size in bytes (unrounded end of the last argument).
    pub kernarg_size: u32,
    /// Static group segment size in bytes.
    pub group_segment_size: u32,
    /// Private segment size per work-item in bytes (the kernel's own frame).
    pub private_segment_size: u32,
}

/// A loaded program.
#[derive(Debug)]
pub struct Program {
    low: lower::Lowered,
}

/// One kernel dispatch (the fields of an AQL kernel-dispatch packet the engine uses).
#[derive(Clone, Debug)]
pub struct Dispatch {
    /// The kernel.
    pub kernel: KernelId,
    /// 1, 2 or 3.
    pub dims: u32,
    /// Grid size in work-items per dimension (unused dimensions 1).
    pub grid: [u64; 3],
    /// Work-group size per dimension.
    pub workgroup: [u32; 3],
    /// The kernarg segment's guest address.
    pub kernarg_address: u64,
    /// Bytes of dynamic group memory beyond the static size.
    pub dynamic_group_size: u32,
    /// Lanes per wavefront: a power of two in 1..=64.
    pub wave_size: u32,
    /// The AQL packet id (`packetid`).
    pub packet_id: u64,
    /// The completion signal handle (`packetcompletionsig`).
    pub completion_signal: u64,
    /// Watchdog: wave instructions allowed per work-group.
    pub max_wave_instructions_per_group: u64,
    /// Watchdog: wall-clock limit for the whole dispatch.
    pub timeout: Option<Duration>,
    /// Worker threads (`None`: the global rayon pool).
    pub threads: Option<usize>,
    /// Whether the dispatch may run as lines of work-items ([`LineMode`]).
    pub line_mode: LineMode,
}

/// Running a dispatch as *lines*: all work-items that share their coordinates outside the
/// longest grid dimension run as one piece over compressed registers, split only where their
/// control flow or special registers diverge, with any piece the line runner cannot continue
/// handed back to the regular engine (see the `line` module). Only kernels whose work-items
/// cannot observe one another qualify (no barriers, group memory, atomics, signals, cross-lane
/// or DETECT operations, no indirect calls); results are those of the regular engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LineMode {
    /// Lines for grids of at least 2^20 work-items whose work-groups are one work-item wide
    /// outside the longest dimension (so a piece handed back never runs a group twice).
    #[default]
    Auto,
    /// Never.
    Off,
    /// Whenever the kernel qualifies (tests).
    Always,
}

/// Callbacks a runtime gives the engine for one dispatch (see [`Program::dispatch_with`]).
/// Both methods are called from the worker threads running work-groups, hence `Sync`; the
/// defaults do nothing, so a runtime implements only what it needs.
pub trait DispatchHooks: Sync {
    /// A kernel changed the value of the user signal at `handle` (`signal`/`signalnoret`
    /// store, exchange, cas or arithmetic on its `amd_signal_t`, seed 003 L553–L590), after the
    /// atomic and any event-mailbox notification: once per instruction for each run of active
    /// lanes naming the same signal, after the run's atomics. A runtime wakes the host threads
    /// waiting on the signal here.
    fn signal_changed(&self, handle: u64) {
        let _ = handle;
    }
    /// True when the dispatch should stop (its queue is being destroyed or inactivated).
    /// Polled where the watchdog is checked; the dispatch then ends with
    /// [`ExecError::Watchdog`] naming the abort.
    fn should_abort(&self) -> bool {
        false
    }
}

/// The [`ExecError::Watchdog`] text of a dispatch stopped by [`DispatchHooks::should_abort`].
pub const ABORTED: &str = "the dispatch was aborted by its runtime";

/// The hooks of [`Program::dispatch`]: none.
struct NoHooks;

impl DispatchHooks for NoHooks {}

impl Dispatch {
    /// A dispatch with defaults: 64-lane waves, a 10^9 instruction budget per work-group and a
    /// 60 s time limit.
    pub fn new(
        kernel: KernelId,
        grid: [u64; 3],
        workgroup: [u32; 3],
        kernarg_address: u64,
    ) -> Self {
        let dims = if grid[2] > 1 || workgroup[2] > 1 {
            3
        } else if grid[1] > 1 || workgroup[1] > 1 {
            2
        } else {
            1
        };
        Dispatch {
            kernel,
            dims,
            grid,
            workgroup,
            kernarg_address,
            dynamic_group_size: 0,
            wave_size: 64,
            packet_id: 0,
            completion_signal: 0,
            max_wave_instructions_per_group: 1_000_000_000,
            timeout: Some(Duration::from_secs(60)),
            threads: None,
            line_mode: LineMode::Auto,
        }
    }

    pub(crate) fn max_waves_per_group(&self) -> u32 {
        self.workgroup
            .iter()
            .product::<u32>()
            .div_ceil(self.wave_size.max(1))
    }
}

/// Per-dispatch statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Work-groups run.
    pub work_groups: u64,
    /// Instructions executed, counted once per wavefront.
    pub wave_instructions: u64,
    /// Instructions executed, counted once per active lane.
    pub lane_operations: u64,
    /// lane_operations / (wave_instructions × wave size).
    pub lane_utilisation: f64,
    /// Wall-clock time.
    pub elapsed: Duration,
}

impl Program {
    /// Lowers and links the modules of one program; `globals` receives the program's global and
    /// readonly variables.
    pub fn load(modules: &[Module], globals: &mut dyn Globals) -> Result<Program, LoadError> {
        Ok(Program {
            low: lower::lower(modules, globals)?,
        })
    }

    /// Finds a kernel by name (`&k`), optionally in a named module (`&m`, for module linkage).
    pub fn kernel(&self, name: &str, module: Option<&str>) -> Option<KernelId> {
        self.low
            .kernels
            .iter()
            .rev()
            .find(|(n, mi, _)| {
                n == name
                    && module.is_none_or(|m| self.low.module_names.get(*mi).is_some_and(|x| x == m))
            })
            .map(|k| KernelId(k.2))
    }

    /// Kernel names in program order.
    pub fn kernels(&self) -> Vec<String> {
        self.low.kernels.iter().map(|k| k.0.clone()).collect()
    }

    /// Sizes a runtime reports for a kernel.
    pub fn kernel_info(&self, k: KernelId) -> Option<KernelInfo> {
        let f = self.low.funcs.get(k.0 as usize)?;
        Some(KernelInfo {
            name: f.name.clone(),
            kernarg_size: f.kernarg_size,
            group_segment_size: self.low.group_static,
            private_segment_size: f.frame_size,
        })
    }

    /// The function an `icall` handle names (handles are function indices + 1).
    pub(crate) fn indirect(&self, h: u64) -> Option<u32> {
        let i = h.checked_sub(1)?;
        (i < self.low.funcs.len() as u64).then_some(i as u32)
    }

    /// Runs one dispatch to completion over the memory of `table`.
    pub fn dispatch(&self, d: &Dispatch, table: Arc<RegionTable>) -> Result<Stats, ExecError> {
        self.dispatch_with(d, table, &NoHooks)
    }

    /// Like [`Program::dispatch`], telling `hooks` about kernel signal changes and asking it
    /// whether to stop.
    pub fn dispatch_with(
        &self,
        d: &Dispatch,
        table: Arc<RegionTable>,
        hooks: &dyn DispatchHooks,
    ) -> Result<Stats, ExecError> {
        let start = Instant::now();
        let kf = self
            .low
            .funcs
            .get(d.kernel.0 as usize)
            .filter(|f| f.is_kernel)
            .ok_or_else(|| ExecError::Invalid("unknown kernel".into()))?;
        let _ = kf;
        if !d.wave_size.is_power_of_two() || d.wave_size > 64 {
            return Err(ExecError::Invalid(format!(
                "wave size {} is not a power of two in 1..=64",
                d.wave_size
            )));
        }
        if !(1..=3).contains(&d.dims) || d.grid.contains(&0) || d.workgroup.contains(&0) {
            return Err(ExecError::Invalid(
                "grid and work-group sizes must be non-zero".into(),
            ));
        }
        let wg_items: u64 = d.workgroup.iter().map(|&x| u64::from(x)).product();
        if wg_items > 4096 {
            return Err(ExecError::Invalid(format!(
                "work-group of {wg_items} work-items exceeds 4096"
            )));
        }
        let groups = [0, 1, 2].map(|k| d.grid[k].div_ceil(u64::from(d.workgroup[k])));
        let total = groups[0] * groups[1] * groups[2];
        let deadline = d.timeout.map(|t| start + t);
        let lines = match d.line_mode {
            LineMode::Off => false,
            LineMode::Always => true,
            LineMode::Auto => {
                let items = d.grid.iter().fold(1u64, |a, &g| a.saturating_mul(g));
                let k = (0..3).max_by_key(|&j| (d.grid[j], std::cmp::Reverse(j)));
                items >= line::AUTO_MIN_ITEMS
                    && k.is_some_and(|k| (0..3).all(|j| j == k || d.workgroup[j] == 1))
            }
        };
        if lines && line::eligible(self, d) {
            let sum = line::run(self, d, table, deadline, hooks)?;
            return Ok(Stats {
                work_groups: total,
                wave_instructions: sum.wave_insts,
                lane_operations: sum.lane_ops,
                lane_utilisation: if sum.wave_insts == 0 {
                    0.0
                } else {
                    sum.lane_ops as f64 / (sum.wave_insts * u64::from(d.wave_size)) as f64
                },
                elapsed: start.elapsed(),
            });
        }
        let failed = AtomicBool::new(false);
        // Workers take work-groups in flat-id order from a shared counter. A worker keeps one
        // group resident at a time; when none of its resident groups finished during a full
        // round (they wait on others: memory-model tests spin on flags set by later groups),
        // it admits the next group, up to `MAX_RESIDENT`. Resident groups share the host thread
        // round-robin, so waiting groups never need OS threads.
        const MAX_RESIDENT: usize = 4096;
        let next_wg = std::sync::atomic::AtomicU64::new(0);
        let take = || {
            let i = next_wg.fetch_add(1, Ordering::Relaxed);
            (i < total).then_some(i)
        };
        let worker = |_w: usize| -> Result<exec::WgStats, ExecError> {
            let mut sum = exec::WgStats::default();
            let mut active: std::collections::VecDeque<Box<exec::Group<'_>>> = Default::default();
            let mut since_done = 0usize;
            // Finished groups, kept for their allocations.
            let mut free: Vec<Box<exec::Group<'_>>> = Vec::new();
            let mut admitted = 0u64;
            loop {
                if failed.load(Ordering::Relaxed) {
                    return Ok(sum);
                }
                // Admit one group when idle; when every resident group went a full round
                // without finishing, double the resident set.
                let stalled = !active.is_empty() && since_done >= active.len();
                let admit = if active.is_empty() {
                    1
                } else if stalled {
                    active
                        .len()
                        .min(MAX_RESIDENT - active.len().min(MAX_RESIDENT))
                } else {
                    0
                };
                for _ in 0..admit {
                    let Some(i) = take() else { break };
                    admitted += 1;
                    if admitted & 0x3f == 0 && hooks.should_abort() {
                        failed.store(true, Ordering::Relaxed);
                        return Err(ExecError::Watchdog(ABORTED.into()));
                    }
                    if admitted & 0x3f == 0
                        && let Some(dl) = deadline
                        && Instant::now() > dl
                    {
                        failed.store(true, Ordering::Relaxed);
                        return Err(ExecError::Watchdog(format!(
                            "the dispatch exceeded its wall-clock limit of {:?}",
                            d.timeout.unwrap_or_default()
                        )));
                    }
                    let id = [
                        i % groups[0],
                        (i / groups[0]) % groups[1],
                        i / (groups[0] * groups[1]),
                    ]
                    .map(|x| x as u32);
                    let mut g = free.pop().unwrap_or_else(|| {
                        Box::new(exec::Group::new(
                            self,
                            d,
                            GuestView::new(table.clone()),
                            hooks,
                        ))
                    });
                    g.reset(id);
                    g.deadline = deadline;
                    g.budget = d.max_wave_instructions_per_group;
                    g.start(d.kernel.0);
                    active.push_back(g);
                    since_done = 0;
                }
                let Some(mut g) = active.pop_front() else {
                    return Ok(sum);
                };
                match g.round() {
                    Ok(true) => {
                        sum.wave_insts += g.stats.wave_insts;
                        sum.lane_ops += g.stats.lane_ops;
                        since_done = 0;
                        if free.len() < 4 {
                            free.push(g);
                        }
                    }
                    Ok(false) => {
                        active.push_back(g);
                        since_done += 1;
                    }
                    Err(e) => {
                        failed.store(true, Ordering::Relaxed);
                        return Err(e);
                    }
                }
            }
        };
        let fold =
            |a: Result<exec::WgStats, ExecError>, b: Result<exec::WgStats, ExecError>| match (a, b)
            {
                (Ok(x), Ok(y)) => Ok(exec::WgStats {
                    wave_insts: x.wave_insts + y.wave_insts,
                    lane_ops: x.lane_ops + y.lane_ops,
                }),
                (Err(e), _) | (_, Err(e)) => Err(e),
            };
        let sum = match d.threads {
            Some(1) => worker(0),
            Some(n) => {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(n)
                    .build()
                    .map_err(|e| ExecError::Invalid(e.to_string()))?;
                pool.install(|| {
                    (0..n)
                        .into_par_iter()
                        .map(worker)
                        .reduce(|| Ok(exec::WgStats::default()), fold)
                })
            }
            None => {
                let n = rayon::current_num_threads().min(total.max(1) as usize);
                (0..n)
                    .into_par_iter()
                    .map(worker)
                    .reduce(|| Ok(exec::WgStats::default()), fold)
            }
        }?;
        let ws = u64::from(d.wave_size);
        Ok(Stats {
            work_groups: total,
            wave_instructions: sum.wave_insts,
            lane_operations: sum.lane_ops,
            lane_utilisation: if sum.wave_insts == 0 {
                0.0
            } else {
                sum.lane_ops as f64 / (sum.wave_insts * ws) as f64
            },
            elapsed: start.elapsed(),
        })
    }
}
