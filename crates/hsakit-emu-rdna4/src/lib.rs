//! A functional gfx1200/gfx1201 (RDNA4) emulator (seed `001_…` chapters 2–13 and 16).
//!
//! # Engine API (what a runtime agent wraps)
//! - [`Kernel::from_code_object`] / [`load`]: read a code object (through `hsakit-codeobj`),
//!   decode every kernel **once** into an execution form (operands resolved, a handler per
//!   opcode, branch targets as instruction indices).
//! - [`dispatch`]: run a grid ([`Dispatch`]: sizes, kernarg/packet/queue addresses, dispatch id)
//!   against a region-table snapshot (`hsakit-mem`), work-groups in parallel on rayon (claimed in chunks by one worker per thread), waves of a
//!   work-group interleaved on one thread so barriers work in any order. Returns [`Stats`] or an
//!   [`EmuError`] (memory violation with PC/address/wave, strict-mode hazard, illegal or
//!   unsupported instruction, trap, watchdog).
//!
//! # Model
//! - Wave state ([`wave`]): SGPRs/VCC/TTMPs/NULL/M0/EXEC by operand code, 256 VGPRs per lane,
//!   SCC, MODE; 16-bit halves through OPSEL or the VGPR high bit of 32-bit encodings
//!   (L3073–3104). Wave64 executes each VALU op once over 64 lanes with every source read before
//!   any write, which is the seed's "two passes reading pre-instruction state" (L581).
//! - Initial state per the kernel descriptor: user SGPRs (dispatch ptr, queue ptr, kernarg ptr,
//!   dispatch id, private segment size), work-group ids in TTMP9/TTMP7 and wave id in TTMP8
//!   (L1457–1470), packed work-item ids in v0 (L1502–1505), EXEC for partial waves.
//! - Strict mode ([`Options::strict`]): the LOADcnt/STOREcnt/DScnt/KMcnt counters are modelled
//!   per wave; an instruction that touches a register an outstanding load will write, before the
//!   matching `s_wait_*`, is a [`EmuError::Hazard`] with its address (L2101–2268). VOPD bank and
//!   parity rules (L3281–3304) are checked too.

#![deny(unsafe_code)]
// Lane loops index several per-lane arrays with the lane number at once.
#![allow(clippy::needless_range_loop)]

mod bufaddr;
mod bufformat;
mod exec;
mod fp;
mod fp8;
mod interp;
mod mem;
mod ops;
mod program;
mod salu;
mod sched;
mod swmmac;
mod trans;
mod valu;
mod wave;
mod wmma;

use exec::{Barrier, Env, Stop};
use hsakit_codeobj::loader::{KernelInfo, UserSgpr};
use hsakit_mem::{GuestView, RegionTable};
use program::Code;
use std::sync::Arc;
use wave::{State, TTMP0, Wave};

/// The code-object reader the emulator loads through (re-exported for agents and tests).
pub use hsakit_codeobj;
/// The guest memory the emulator runs against (re-exported for tools and tests).
pub use hsakit_mem;
pub use program::{PRIVATE_BASE as PRIVATE_APERTURE, SHARED_BASE as SHARED_APERTURE};
pub use sched::WorkerProfile;

/// Identifies a wave in error reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct WaveId {
    /// Work-group id.
    pub workgroup: [u32; 3],
    /// Wave index within the work-group.
    pub wave: u32,
}

impl std::fmt::Display for WaveId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "work-group ({}, {}, {}) wave {}",
            self.workgroup[0], self.workgroup[1], self.workgroup[2], self.wave
        )
    }
}

/// Why a load or a dispatch failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EmuError {
    /// The code object could not be read.
    #[error("invalid code object: {0}")]
    CodeObject(String),
    /// No kernel of that name.
    #[error("no kernel named `{0}` in the code object")]
    NoSuchKernel(String),
    /// A guest access outside every region (or a write to a read-only one).
    #[error("memory violation at pc {pc:#x}: {} at {addr:#x} ({wave})", if *.write { "write" } else { "read" })]
    MemoryViolation {
        /// Address of the instruction (code-object address space, as `llvm-objdump` prints it).
        pc: u64,
        /// The faulting address.
        addr: u64,
        /// A write (or atomic) rather than a read.
        write: bool,
        /// The wave.
        wave: WaveId,
    },
    /// Strict mode: a software-enforced rule was broken.
    #[error("hazard at pc {pc:#x}: {detail} ({wave})")]
    Hazard {
        /// Address of the instruction (code-object address space, as `llvm-objdump` prints it).
        pc: u64,
        /// What was wrong.
        detail: String,
        /// The wave.
        wave: WaveId,
    },
    /// Not a valid instruction, or one this emulator does not implement.
    #[error("illegal instruction at pc {pc:#x}: {detail} ({wave})")]
    IllegalInstruction {
        /// Address of the instruction (code-object address space, as `llvm-objdump` prints it).
        pc: u64,
        /// What was wrong.
        detail: String,
        /// The wave.
        wave: WaveId,
    },
    /// A valid instruction class the emulator does not support yet.
    #[error("unsupported at pc {pc:#x}: {what}")]
    Unsupported {
        /// Address of the instruction (code-object address space, as `llvm-objdump` prints it).
        pc: u64,
        /// What (e.g. "image instructions not supported yet").
        what: &'static str,
    },
    /// `s_trap` (IDs 2 and 3 are LLVM's trap and debugtrap, seed 004 N3437–3461).
    #[error("s_trap {id} at pc {pc:#x} ({wave})")]
    Trap {
        /// Address of the instruction.
        pc: u64,
        /// Trap id.
        id: u32,
        /// The wave.
        wave: WaveId,
    },
    /// A float exception that TRAP_CTRL enables was raised (seed L1274–1287); hsakit has no
    /// trap handler, so the dispatch stops, as ROCm's handler reports the exception.
    #[error("floating-point exception ({}) at pc {pc:#x}: enabled in TRAP_CTRL {trap_ctrl:#x} ({wave})", fp_exception_names(*.raised))]
    FpException {
        /// Address of the instruction that raised it.
        pc: u64,
        /// The raised and enabled exceptions, as TRAP_CTRL bits.
        raised: u32,
        /// TRAP_CTRL at the time.
        trap_ctrl: u32,
        /// The wave.
        wave: WaveId,
    },
    /// A wave ran more instructions than the watchdog allows.
    #[error("watchdog: a wave ran more than {steps} instructions ({wave})")]
    Watchdog {
        /// The limit.
        steps: u64,
        /// The wave.
        wave: WaveId,
    },
    /// Every live wave of a work-group waits at a barrier no other wave will reach.
    #[error("barrier deadlock in work-group ({}, {}, {})", .0[0], .0[1], .0[2])]
    Deadlock([u32; 3]),
    /// The dispatch does not fit the kernel or the agent.
    #[error("invalid dispatch: {0}")]
    InvalidDispatch(String),
    /// The caller's cancel check ([`dispatch_cancellable`]) asked the dispatch to stop.
    #[error("dispatch aborted")]
    Aborted,
}

/// The names of TRAP_CTRL float exception bits (seed L1280–1287), comma-separated.
pub fn fp_exception_names(bits: u32) -> String {
    const NAMES: [&str; 7] = [
        "invalid",
        "input denormal",
        "divide by zero",
        "overflow",
        "underflow",
        "inexact",
        "integer divide by zero",
    ];
    NAMES
        .iter()
        .enumerate()
        .filter(|(b, _)| bits >> b & 1 != 0)
        .map(|(_, n)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A kernel decoded for execution.
#[derive(Debug, Clone)]
pub struct Kernel {
    /// Kernel name.
    pub name: String,
    code: Arc<Code>,
    pcs: Arc<[u32]>,
    /// Address of the first decoded byte (the `.text` section, or the kernel's own code); error
    /// PCs are reported in this address space, as `llvm-objdump` prints them.
    pub code_address: u64,
    /// Index of the kernel's first instruction.
    entry: usize,
    /// 64 lanes per wave (else 32).
    pub wave64: bool,
    /// Static LDS bytes per work-group.
    pub group_segment_size: u32,
    /// Static private bytes per work-item.
    pub private_segment_size: u32,
    /// Kernarg bytes.
    pub kernarg_size: u32,
    /// VGPRs per lane the descriptor allocates (granulated, seed 004 rsrc1).
    pub vgprs: u32,
    /// VGPR rows a wave keeps: the descriptor's count (the code's reach without one).
    rows: usize,
    user_sgprs: Vec<(UserSgpr, u32)>,
    user_sgpr_count: u32,
    workgroup_info: bool,
    mode: u32,
    trap_ctrl: u32,
}

impl Kernel {
    /// Decodes a kernel from the code object loader's view.
    pub fn from_info(info: &KernelInfo<'_>) -> Kernel {
        Kernel::with_text(info, info.code, info.code_address)
    }

    /// Decodes a kernel whose code lies in `text` (loaded at `text_address`), so calls to other
    /// functions of the same section work.
    pub fn with_text(info: &KernelInfo<'_>, text: &[u8], text_address: u64) -> Kernel {
        let st = &info.initial_state;
        let wave64 = st.wavefront_size == 64;
        let code = program::decode_code(text, wave64);
        let entry = code
            .index_of(info.code_address.wrapping_sub(text_address))
            .unwrap_or(0);
        let pcs: Arc<[u32]> = code.insts.iter().map(|i| i.pc).collect();
        // The descriptor's count, as the hardware allocates (decoding covers the whole `.text`,
        // so the code's reach may include other kernels' registers); accesses past it read 0.
        let rows = if st.vgprs > 0 {
            st.vgprs as usize
        } else {
            code.vgpr_rows
        }
        .min(wave::NVGPR);
        let mode = st.float_round_mode_32
            | (st.float_round_mode_16_64 << 2)
            | (st.float_denorm_mode_32 << 4)
            | (st.float_denorm_mode_16_64 << 6);
        Kernel {
            name: info.name.clone(),
            code: Arc::new(code),
            pcs,
            code_address: text_address,
            entry,
            wave64,
            group_segment_size: info.group_segment_size,
            private_segment_size: info.private_segment_size,
            kernarg_size: info.kernarg_size,
            vgprs: st.vgprs,
            rows,
            user_sgprs: st.user_sgprs.clone(),
            user_sgpr_count: st.user_sgpr_count,
            workgroup_info: st.workgroup_info,
            mode,
            // rsrc2 ENABLE_EXCEPTION_* bits 30:24 (seed 003 L428–434) in TRAP_CTRL order.
            trap_ctrl: (info.descriptor.compute_pgm_rsrc2 >> 24) & 0x7F,
        }
    }

    /// Reads `bytes` as a code object and decodes the kernel named `name`.
    pub fn from_code_object(bytes: &[u8], name: &str) -> Result<Kernel, EmuError> {
        let co = hsakit_codeobj::read(bytes).map_err(|e| EmuError::CodeObject(e.to_string()))?;
        let info = co
            .kernel_info(name)
            .ok_or_else(|| EmuError::NoSuchKernel(name.to_string()))?
            .map_err(|e| EmuError::CodeObject(e.to_string()))?;
        Ok(kernel_in_text(&co, &info))
    }

    /// The MODE register value waves start with (FP_ROUND [3:0], FP_DENORM [7:4]; seed
    /// L1064–1076), from the descriptor's rsrc1 float fields.
    pub fn initial_mode(&self) -> u32 {
        self.mode
    }

    /// The TRAP_CTRL value waves start with: the descriptor's rsrc2 exception enables.
    pub fn initial_trap_ctrl(&self) -> u32 {
        self.trap_ctrl
    }

    /// The same kernel with waves starting with TRAP_CTRL = `trap_ctrl` (bits 0–5 enable the
    /// float exceptions, seed L1280–1287).
    pub fn with_trap_ctrl(mut self, trap_ctrl: u32) -> Kernel {
        self.trap_ctrl = trap_ctrl;
        self
    }

    /// Number of decoded instructions (including padding).
    pub fn instruction_count(&self) -> usize {
        self.code.insts.len()
    }
}

/// Decodes every kernel of a code object.
pub fn load(bytes: &[u8]) -> Result<Vec<Kernel>, EmuError> {
    let co = hsakit_codeobj::read(bytes).map_err(|e| EmuError::CodeObject(e.to_string()))?;
    let infos = co
        .kernel_infos()
        .map_err(|e| EmuError::CodeObject(e.to_string()))?;
    Ok(infos.iter().map(|i| kernel_in_text(&co, i)).collect())
}

fn kernel_in_text(co: &hsakit_codeobj::CodeObject<'_>, info: &KernelInfo<'_>) -> Kernel {
    if let Some(t) = co.section_by_name(".text")
        && let Ok(data) = co.section_data(t)
        && info.code_address >= t.addr
        && info.code_address < t.addr + data.len() as u64
    {
        return Kernel::with_text(info, data, t.addr);
    }
    Kernel::from_info(info)
}

/// One kernel dispatch (the fields of an AQL kernel-dispatch packet plus where it lives).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Dispatch {
    /// Grid size in work-items.
    pub grid: [u32; 3],
    /// Work-group size.
    pub workgroup: [u16; 3],
    /// Kernarg segment address.
    pub kernarg_address: u64,
    /// Address of the dispatch packet (user SGPR dispatch ptr).
    pub packet_address: u64,
    /// Address of the `amd_queue_t` (user SGPR queue ptr).
    pub queue_address: u64,
    /// Dispatch id.
    pub dispatch_id: u64,
    /// Private bytes per work-item requested by the packet (at least the kernel's).
    pub private_segment_size: u32,
    /// Group bytes per work-group requested by the packet (at least the kernel's).
    pub group_segment_size: u32,
}

/// Execution options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Check wait counters and software-enforced hazards.
    pub strict: bool,
    /// Worker threads: 0 uses as many as rayon's global pool has (one per CPU, or
    /// `RAYON_NUM_THREADS`). Each running dispatch has its own pool of worker threads.
    pub threads: usize,
    /// Maximum instructions per wave.
    pub watchdog: u64,
    /// Also check the `s_wait_alu` rule for SGPR pairs read by VALU and then rewritten (seed
    /// L2151–2162). Off by default: LLVM 19 emits no `s_wait_alu` for gfx12.
    pub strict_sgpr: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            strict: false,
            threads: 0,
            watchdog: 50_000_000,
            strict_sgpr: false,
        }
    }
}

/// What a dispatch did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Stats {
    /// Work-groups run.
    pub workgroups: u64,
    /// Waves run.
    pub waves: u64,
    /// Instructions executed, summed over waves.
    pub wave_instructions: u64,
    /// Active lanes summed over VALU, VMEM and LDS instructions.
    pub lane_instructions: u64,
}

/// LDS per work-group (seed L524–533: up to 64 KB per work-group).
pub const MAX_LDS: u32 = 64 * 1024;

struct Worker {
    view: GuestView,
    waves: Vec<Wave>,
    lds: Vec<u8>,
}

/// Runs one dispatch to completion.
pub fn dispatch(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
) -> Result<Stats, EmuError> {
    dispatch_cancellable(kernel, d, table, opts, &|| false)
}

/// Runs one dispatch to completion unless `cancel` returns true: it is asked before each
/// work-group starts and every [`CANCEL_POLL`] instructions of each wave, and the dispatch then
/// ends with [`EmuError::Aborted`] (a runtime passes its queue's "should abort" check, so a
/// runaway kernel or a queue shutdown stops the dispatch).
pub fn dispatch_cancellable(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
    cancel: &(dyn Fn() -> bool + Sync),
) -> Result<Stats, EmuError> {
    run_dispatch(kernel, d, table, opts, cancel, false).map(|(s, _)| s)
}

/// [`dispatch`], also reporting what each worker thread did (work-groups, lane-instructions,
/// start and end times, on-CPU and runqueue time): evidence that the grid splits evenly and
/// nothing serialises the workers. The bookkeeping costs a few microseconds per worker.
pub fn dispatch_profiled(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
) -> Result<(Stats, Vec<WorkerProfile>), EmuError> {
    run_dispatch(kernel, d, table, opts, &|| false, true)
}

fn run_dispatch(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
    cancel: &(dyn Fn() -> bool + Sync),
    profile: bool,
) -> Result<(Stats, Vec<WorkerProfile>), EmuError> {
    if d.workgroup.contains(&0) || d.grid.contains(&0) {
        return Err(EmuError::InvalidDispatch(
            "grid and work-group sizes must be non-zero".into(),
        ));
    }
    let wg_items: u32 = d.workgroup.iter().map(|&x| u32::from(x)).product();
    if wg_items > 1024 {
        return Err(EmuError::InvalidDispatch(format!(
            "work-group of {wg_items} work-items exceeds 1024"
        )));
    }
    let lds = kernel.group_segment_size.max(d.group_segment_size);
    if lds > MAX_LDS {
        return Err(EmuError::InvalidDispatch(format!(
            "group segment of {lds} bytes exceeds {MAX_LDS}"
        )));
    }
    let counts: [u32; 3] = std::array::from_fn(|k| d.grid[k].div_ceil(u32::from(d.workgroup[k])));
    sched::run_grid(kernel, d, table, opts, cancel, counts, lds, profile)
}

/// Instructions a wave runs between two calls of a dispatch's cancel check.
pub const CANCEL_POLL: u64 = 1 << 16;

#[allow(clippy::too_many_arguments)]
/// Builds a wave's initial state (seed L1353–1505; ABI notes §5.1).
fn init_wave(
    w: &mut Wave,
    k: &Kernel,
    d: &Dispatch,
    wg: [u32; 3],
    wid: u32,
    dims: [u32; 3],
    priv_size: u32,
    nwaves: u32,
) {
    let lanes = w.lanes;
    for &(u, first) in &k.user_sgprs {
        let f = first as usize;
        match u {
            UserSgpr::DispatchPtr => w.ws64(f, d.packet_address),
            UserSgpr::QueuePtr => w.ws64(f, d.queue_address),
            UserSgpr::KernargSegmentPtr => w.ws64(f, d.kernarg_address),
            UserSgpr::DispatchId => w.ws64(f, d.dispatch_id),
            UserSgpr::PrivateSegmentSize => w.ws(f, priv_size),
            UserSgpr::PrivateSegmentBuffer | UserSgpr::FlatScratchInit => {}
        }
    }
    if k.workgroup_info {
        w.ws(k.user_sgpr_count as usize, nwaves & 0x3F);
    }
    // TTMP7 = {Z, Y}, TTMP8 = {debug, GridYZvalid, wave id [29:25], dispatch index}, TTMP9 = X.
    w.s[TTMP0 + 7] = (wg[2] << 16) | (wg[1] & 0xFFFF);
    w.s[TTMP0 + 8] = (1 << 30) | ((wid & 0x1F) << 25) | (d.dispatch_id as u32 & 0x1FF_FFFF);
    w.s[TTMP0 + 9] = wg[0];
    // Packed work-item ids in v0 and EXEC for this wave's work-items.
    // The wave's first work-item is split into x, y, z once; the others step the counters.
    let items = dims[0] * dims[1] * dims[2];
    let t0 = wid * lanes as u32;
    let active = items.saturating_sub(t0).min(lanes as u32) as usize;
    let (mut x, mut y, mut z) = (
        t0 % dims[0],
        (t0 / dims[0]) % dims[1],
        t0 / (dims[0] * dims[1]),
    );
    // v0 is the first row (`active` <= lanes).
    for v in w.v.iter_mut().take(active) {
        *v = x | (y << 10) | (z << 20);
        x += 1;
        if x == dims[0] {
            x = 0;
            y += 1;
            if y == dims[1] {
                y = 0;
                z += 1;
            }
        }
    }
    let exec = if active >= 64 {
        u64::MAX
    } else {
        (1u64 << active) - 1
    };
    w.set_exec(exec);
    w.trap_ctrl = k.trap_ctrl;
    w.set_mode(k.mode);
    w.id = wid;
    w.wg = wg;
}

#[allow(clippy::too_many_arguments)]
fn run_workgroup(
    k: &Kernel,
    d: &Dispatch,
    opts: &Options,
    wg: [u32; 3],
    lds_size: u32,
    wk: &mut Worker,
    tracer: Option<&mut Tracer>,
    cancel: &(dyn Fn() -> bool + Sync),
) -> Result<[u64; 4], EmuError> {
    let lanes = if k.wave64 { 64 } else { 32 };
    let dims: [u32; 3] = std::array::from_fn(|i| {
        let s = u32::from(d.workgroup[i]);
        s.min(d.grid[i] - wg[i] * s)
    });
    let items = dims[0] * dims[1] * dims[2];
    let nwaves = items.div_ceil(lanes as u32);
    let priv_size = k
        .private_segment_size
        .max(d.private_segment_size)
        .div_ceil(4)
        * 4;
    let strict = opts.strict || opts.strict_sgpr;
    while wk.waves.len() < nwaves as usize {
        wk.waves.push(Wave::new(lanes, priv_size, k.rows, strict));
    }
    wk.lds.clear();
    wk.lds.resize(lds_size as usize, 0);
    for (wid, w) in wk.waves.iter_mut().take(nwaves as usize).enumerate() {
        w.reset(lanes, priv_size, k.rows, strict);
        w.pc = k.entry;
        init_wave(w, k, d, wg, wid as u32, dims, priv_size, nwaves);
    }
    let mut bar = Barrier {
        arrived: 0,
        live: nwaves,
        phase: 0,
    };
    let mut env = Env {
        mem: &wk.view,
        lds: &mut wk.lds,
        bar: &mut bar,
        code_address: k.code_address,
        pcs: &k.pcs,
        strict: opts.strict,
        trace: tracer,
        cancel,
    };
    let waves = &mut wk.waves[..nwaves as usize];
    loop {
        let mut live = false;
        let mut progress = false;
        for w in waves.iter_mut() {
            if w.state == State::Done {
                continue;
            }
            live = true;
            w.state = State::Running;
            let before = w.steps;
            run_wave(w, k, &mut env, opts)?;
            let blocked_retry = w.state == State::Barrier && w.steps == before + 1;
            if w.steps > before && !blocked_retry {
                progress = true;
            }
        }
        if !live {
            break;
        }
        if !progress {
            return Err(EmuError::Deadlock(wg));
        }
    }
    let mut s = [1, u64::from(nwaves), 0, 0];
    for w in waves.iter() {
        s[2] += w.steps;
        s[3] += w.lane_insts;
    }
    Ok(s)
}

fn past_end(k: &Kernel, id: WaveId) -> EmuError {
    EmuError::IllegalInstruction {
        pc: k
            .code
            .insts
            .last()
            .map(|i| u64::from(i.pc) + u64::from(i.len))
            .unwrap_or(0),
        detail: "execution ran past the end of the kernel's code".into(),
        wave: id,
    }
}

fn stop_error(s: Stop, pc: u64, id: WaveId) -> EmuError {
    match s {
        Stop::Mem { addr, write } => EmuError::MemoryViolation {
            pc,
            addr,
            write,
            wave: id,
        },
        Stop::Illegal(detail) => EmuError::IllegalInstruction {
            pc,
            detail,
            wave: id,
        },
        Stop::Unsupported(what) => EmuError::Unsupported { pc, what },
        Stop::Trap(tid) => EmuError::Trap {
            pc,
            id: tid,
            wave: id,
        },
    }
}

/// Runs a wave until it ends, waits at a barrier, or fails. Without strict checks or a trace
/// this is the lean loop: one indirect call per instruction, runs of skippable instructions
/// ([`program::Inst::skip`]) stepped over when execution falls through to them (they still count
/// as executed), and the cancel check every [`CANCEL_POLL`] instructions.
fn run_wave(w: &mut Wave, k: &Kernel, env: &mut Env<'_>, opts: &Options) -> Result<(), EmuError> {
    // Float exceptions TRAP_CTRL enables are checked after each instruction: the checked loop.
    if env.strict || opts.strict_sgpr || env.trace.is_some() || w.trap_ctrl & wave::FP_TRAPS != 0 {
        return run_wave_checked(w, k, env, opts);
    }
    let insts = &k.code.insts;
    let mut poll = w.steps + CANCEL_POLL;
    // The step count from which the watchdog or the cancel poll is due: one compare per step
    // covers both.
    let due = |poll: u64| poll.min(opts.watchdog.saturating_add(1));
    let mut check = due(poll);
    loop {
        let at = w.pc;
        let Some(i) = insts.get(at) else {
            return Err(past_end(
                k,
                WaveId {
                    workgroup: w.wg,
                    wave: w.id,
                },
            ));
        };
        w.pc = at + 1;
        if let Err(s) = (i.h)(w, i, env) {
            let pc = k.code_address + u64::from(i.pc);
            return Err(stop_error(
                s,
                pc,
                WaveId {
                    workgroup: w.wg,
                    wave: w.id,
                },
            ));
        }
        w.steps += 1;
        if w.state != State::Running {
            return Ok(());
        }
        if i.skip > 0 && w.pc == at + 1 {
            w.pc += usize::from(i.skip);
            w.steps += u64::from(i.skip);
        }
        if w.steps >= check {
            if w.steps > opts.watchdog {
                return Err(EmuError::Watchdog {
                    steps: opts.watchdog,
                    wave: WaveId {
                        workgroup: w.wg,
                        wave: w.id,
                    },
                });
            }
            if w.steps >= poll {
                poll = w.steps + CANCEL_POLL;
                if (env.cancel)() {
                    return Err(EmuError::Aborted);
                }
            }
            check = due(poll);
        }
    }
}

/// [`run_wave`] with strict-mode checks, the `s_wait_alu` rule, tracing and enabled float
/// exception traps, one instruction at a time.
fn run_wave_checked(
    w: &mut Wave,
    k: &Kernel,
    env: &mut Env<'_>,
    opts: &Options,
) -> Result<(), EmuError> {
    let insts = &k.code.insts;
    let id = WaveId {
        workgroup: w.wg,
        wave: w.id,
    };
    let mut poll = w.steps + CANCEL_POLL;
    loop {
        let Some(i) = insts.get(w.pc) else {
            return Err(past_end(k, id));
        };
        w.pc += 1;
        if env.strict {
            if w.strict.as_ref().is_some_and(|st| st.busy_total > 0)
                && let Some(detail) = exec::check_pending(w, i)
            {
                return Err(EmuError::Hazard {
                    pc: k.code_address + u64::from(i.pc),
                    detail,
                    wave: id,
                });
            }
            if let Some(h) = i.static_hazard {
                return Err(EmuError::Hazard {
                    pc: k.code_address + u64::from(i.pc),
                    detail: h.to_string(),
                    wave: id,
                });
            }
        }
        if opts.strict_sgpr {
            if let Some(detail) = sgpr_rule_check(w, i) {
                return Err(EmuError::Hazard {
                    pc: k.code_address + u64::from(i.pc),
                    detail,
                    wave: id,
                });
            }
            sgpr_rule_update(w, i);
        }
        let before = match &env.trace {
            Some(t) if t.wave == w.id && t.steps.len() < t.max => Some((w.s, w.scc, w.v.clone())),
            _ => None,
        };
        let result = (i.h)(w, i, env);
        if let (Some((s0, scc0, v0)), Some(t)) = (before, env.trace.as_deref_mut()) {
            t.record(
                k.code_address + u64::from(i.pc),
                i.name(),
                w,
                &s0,
                scc0,
                &v0,
            );
        }
        if let Err(s) = result {
            return Err(stop_error(s, k.code_address + u64::from(i.pc), id));
        }
        if w.trap_ctrl & wave::FP_TRAPS != 0 {
            let raised = w.take_fp_exceptions();
            if raised != 0 {
                return Err(EmuError::FpException {
                    pc: k.code_address + u64::from(i.pc),
                    raised,
                    trap_ctrl: w.trap_ctrl,
                    wave: id,
                });
            }
        }
        w.steps += 1;
        if w.state != State::Running {
            return Ok(());
        }
        if w.steps > opts.watchdog {
            return Err(EmuError::Watchdog {
                steps: opts.watchdog,
                wave: id,
            });
        }
        if w.steps >= poll {
            poll = w.steps + CANCEL_POLL;
            if (env.cancel)() {
                return Err(EmuError::Aborted);
            }
        }
    }
}

const VCC_PAIR: u128 = 3 << 106;

fn pairs(m: u128) -> u128 {
    const EVEN: u128 = 0x5555_5555_5555_5555_5555_5555_5555_5555;
    m | ((m & EVEN) << 1) | ((m >> 1) & EVEN)
}

/// The `s_wait_alu` rule (seed L2151–2162): reading a value written to an SGPR pair that a VALU
/// instruction read before needs the matching wait.
fn sgpr_rule_check(w: &Wave, i: &program::Inst) -> Option<String> {
    let w = w.strict.as_deref()?;
    let rd = pairs(i.sread);
    let n = i.name().to_ascii_lowercase();
    if rd & w.pend_sa != 0 {
        return Some(format!(
            "{n} reads an SGPR written by SALU after a VALU read of its pair without s_wait_alu 0xfffe (seed L2151-2162)"
        ));
    }
    if i.class == 2 && rd & w.pend_va & !VCC_PAIR != 0 {
        return Some(format!(
            "{n} reads an SGPR written by VALU after a VALU read of its pair without s_wait_alu 0xf1ff (seed L2151-2162)"
        ));
    }
    if i.class == 2 && w.pend_vcc && rd & VCC_PAIR != 0 {
        return Some(format!(
            "{n} reads VCC written by VALU after a VALU read without s_wait_alu 0xfffd (seed L2151-2162)"
        ));
    }
    None
}

fn sgpr_rule_update(w: &mut Wave, i: &program::Inst) {
    let Some(w) = w.strict.as_deref_mut() else {
        return;
    };
    if i.name() == "S_WAIT_ALU" {
        let imm = i.imm as u32;
        if imm & 1 == 0 {
            w.pend_sa = 0;
        }
        if imm & 2 == 0 {
            w.pend_vcc = false;
        }
        if (imm >> 9) & 7 == 0 {
            w.pend_va = 0;
        }
        return;
    }
    let hit = pairs(i.swrite) & pairs(w.vread);
    match i.class {
        1 => w.pend_sa |= hit,
        2 => {
            w.pend_va |= hit & !VCC_PAIR;
            if hit & VCC_PAIR != 0 {
                w.pend_vcc = true;
            }
            w.vread |= i.sread;
        }
        _ => {}
    }
}

/// Bytes of emulator state one wave of `kernel` keeps in the default (non-strict) mode: the
/// wave struct plus its heap allocations (the kernel's VGPR rows), without scratch, which is
/// private memory rather than register state. Compare with [`architectural_wave_bytes`].
pub fn wave_state_bytes(kernel: &Kernel) -> usize {
    let lanes = if kernel.wave64 { 64 } else { 32 };
    Wave::new(lanes, 0, kernel.rows, false).state_bytes()
}

/// The architectural register state of one wave of `kernel` (seed chapter 3, L652–1627): its
/// VGPRs × lanes × 4 bytes, SGPRs s0–s105, VCC, TTMP0–15, M0 and EXEC (127 dwords), and PC (8
/// bytes), MODE, STATUS, TRAP_CTRL (4 each) and SCC (1).
pub fn architectural_wave_bytes(kernel: &Kernel) -> usize {
    let lanes = if kernel.wave64 { 64 } else { 32 };
    kernel.vgprs as usize * lanes * 4 + 127 * 4 + 8 + 3 * 4 + 1
}

/// Runs one instruction given by its seed name on a fresh wave32 with sources in v1, v2, v3 (and
/// s1, s2 for scalar forms); returns lane 0 of v0 (or s0). For the seed's functional examples.
#[doc(hidden)]
pub fn eval_example(name: &str, args: &[u64]) -> Option<u64> {
    testing::eval(name, args)
}

/// One traced instruction: its address, name and the registers it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceStep {
    /// Instruction address.
    pub pc: u64,
    /// Opcode (seed name, lower case).
    pub name: String,
    /// EXEC after the instruction.
    pub exec: u64,
    /// Changed registers, e.g. `s4: 0x0 -> 0x40`, `v2[0..31] (32 lanes): lane0 0x0 -> 0x4`.
    pub changes: Vec<String>,
}

/// Collects a [`TraceStep`] per instruction of one wave.
#[derive(Debug, Default)]
pub struct Tracer {
    wave: u32,
    max: usize,
    /// The steps so far.
    pub steps: Vec<TraceStep>,
}

impl Tracer {
    fn record(&mut self, pc: u64, name: &str, w: &Wave, s0: &[u32; 128], scc0: bool, v0: &[u32]) {
        let mut changes = Vec::new();
        for (c, (a, b)) in s0.iter().zip(w.s.iter()).enumerate() {
            if a != b {
                let n = match c {
                    106 => "vcc_lo".to_string(),
                    107 => "vcc_hi".to_string(),
                    108..=123 => format!("ttmp{}", c - 108),
                    125 => "m0".to_string(),
                    126 => "exec_lo".to_string(),
                    127 => "exec_hi".to_string(),
                    _ => format!("s{c}"),
                };
                changes.push(format!("{n}: {a:#x} -> {b:#x}"));
            }
        }
        if scc0 != w.scc {
            changes.push(format!("scc: {} -> {}", u8::from(scc0), u8::from(w.scc)));
        }
        let n = w.lanes;
        for r in 0..w.rows().min(v0.len() / n.max(1)) {
            let (old, new) = (&v0[r * n..(r + 1) * n], &w.v[r * n..(r + 1) * n]);
            let lanes: Vec<usize> = (0..n).filter(|&l| old[l] != new[l]).collect();
            if let Some(&f) = lanes.first() {
                changes.push(format!(
                    "v{r} ({} lanes): lane{f} {:#x} -> {:#x}",
                    lanes.len(),
                    old[f],
                    new[f]
                ));
            }
        }
        self.steps.push(TraceStep {
            pc,
            name: name.to_ascii_lowercase(),
            exec: w.exec(),
            changes,
        });
    }
}

/// Runs the work-group `workgroup` of a dispatch alone and records up to `max_steps` instructions
/// of wave `wave` with the registers each one changed. Returns the steps and the run's outcome.
pub fn trace(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
    workgroup: [u32; 3],
    wave: u32,
    max_steps: usize,
) -> (Vec<TraceStep>, Result<(), EmuError>) {
    let mut t = Tracer {
        wave,
        max: max_steps,
        steps: Vec::new(),
    };
    let lds = kernel
        .group_segment_size
        .max(d.group_segment_size)
        .min(MAX_LDS);
    let mut wk = Worker {
        view: GuestView::new(table),
        waves: Vec::new(),
        lds: Vec::new(),
    };
    let counts: [u32; 3] =
        std::array::from_fn(|k| d.grid[k].div_ceil(u32::from(d.workgroup[k].max(1))));
    if (0..3).any(|k| workgroup[k] >= counts[k]) || d.workgroup.contains(&0) {
        return (
            Vec::new(),
            Err(EmuError::InvalidDispatch(format!(
                "work-group {workgroup:?} is outside the grid's {counts:?} groups"
            ))),
        );
    }
    let r = run_workgroup(
        kernel,
        d,
        opts,
        workgroup,
        lds,
        &mut wk,
        Some(&mut t),
        &|| false,
    )
    .map(|_| ());
    (t.steps, r)
}

/// Final register state of [`run_raw`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawState {
    /// Scalar registers by operand code (0–127).
    pub sgprs: Vec<u32>,
    /// VGPRs: `vgprs[reg][lane]` for v0–v31.
    pub vgprs: Vec<Vec<u32>>,
    /// SCC.
    pub scc: bool,
}

/// Runs raw machine code (no code object) as one wave with all lanes active and the given
/// initial registers, until `s_endpgm` (at most one million instructions); no memory is
/// reachable except LDS (4 KB). For tests of individual instructions, tools and fuzzing: any
/// bytes give a result or an error, never a panic.
pub fn run_raw(
    code: &[u8],
    wave64: bool,
    sgprs: &[(u8, u32)],
    vgprs: &[(u8, Vec<u32>)],
) -> Result<RawState, EmuError> {
    let view = GuestView::new(hsakit_mem::Memory::new().snapshot());
    run_raw_with_memory(code, wave64, sgprs, vgprs, &view)
}

/// [`run_raw`] against guest memory `view` (global and buffer accesses reach its regions).
pub fn run_raw_with_memory(
    code: &[u8],
    wave64: bool,
    sgprs: &[(u8, u32)],
    vgprs: &[(u8, Vec<u32>)],
    view: &GuestView,
) -> Result<RawState, EmuError> {
    let lanes = if wave64 { 64 } else { 32 };
    let decoded = program::decode_code(code, wave64);
    let pcs: Arc<[u32]> = decoded.insts.iter().map(|i| i.pc).collect();
    let k = Kernel {
        name: "raw".into(),
        code: Arc::new(decoded),
        pcs,
        code_address: 0,
        entry: 0,
        wave64,
        group_segment_size: 4096,
        private_segment_size: 0,
        kernarg_size: 0,
        vgprs: wave::NVGPR as u32,
        rows: wave::NVGPR,
        user_sgprs: Vec::new(),
        user_sgpr_count: 0,
        workgroup_info: false,
        mode: 0xF0,
        trap_ctrl: 0,
    };
    let mut w = Wave::new(lanes, 0, wave::NVGPR, true);
    w.set_mode(k.mode);
    w.set_exec(if wave64 { u64::MAX } else { 0xFFFF_FFFF });
    for &(r, v) in sgprs {
        w.ws(usize::from(r), v);
    }
    for (r, vals) in vgprs {
        for (l, v) in vals.iter().enumerate().take(lanes) {
            w.vw(usize::from(*r), l, *v);
        }
    }
    let mut lds = vec![0u8; 4096];
    let mut bar = Barrier {
        arrived: 0,
        live: 1,
        phase: 0,
    };
    let mut env = Env {
        mem: view,
        lds: &mut lds,
        bar: &mut bar,
        code_address: 0,
        pcs: &k.pcs,
        strict: true,
        trace: None,
        cancel: &|| false,
    };
    let opts = Options {
        watchdog: 1_000_000,
        strict: true,
        strict_sgpr: true,
        ..Options::default()
    };
    while w.state != State::Done {
        w.state = State::Running;
        run_wave(&mut w, &k, &mut env, &opts)?;
    }
    Ok(RawState {
        sgprs: w.s.to_vec(),
        vgprs: (0..32)
            .map(|r| (0..lanes).map(|l| w.vr(r, l)).collect())
            .collect(),
        scc: w.scc,
    })
}

mod testing {
    use super::*;
    use hsakit_rdna4::Format;
    use program::{Inst, Src};

    pub(super) fn eval(name: &str, args: &[u64]) -> Option<u64> {
        let fmts = if name.starts_with("S_") {
            vec![Format::Sop2, Format::Sop1, Format::Sopc]
        } else {
            vec![
                Format::Vop3,
                Format::Vop3sd,
                Format::Vop1,
                Format::Vop2,
                Format::Vop3p,
            ]
        };
        let (fmt, opc) = fmts.into_iter().find_map(|f| {
            (0..1024).find_map(|n| {
                let o = hsakit_rdna4::Opcode::lookup(f, n)?;
                (o.info().name == name).then_some((f, o))
            })
        })?;
        let d = ops::desc(fmt, name)?;
        let mut i = program::decode_one(&[0, 0, 0], 0, false);
        i.h = d.h;
        i.op = opc.0;
        i.sz = [d.s[0], d.s[1], d.s[2], d.d];
        let mut w = Wave::new(32, 0, wave::NVGPR, false);
        w.set_mode(0xF0);
        w.set_exec(1);
        let scalar = name.starts_with("S_");
        for (k, &a) in args.iter().enumerate().take(3) {
            if scalar {
                w.ws64(2 + 2 * k, a);
                i.src[k] = Src::S((2 + 2 * k) as u8);
            } else {
                w.vw(2 + 2 * k, 0, a as u32);
                w.vw(3 + 2 * k, 0, (a >> 32) as u32);
                i.src[k] = Src::V((2 + 2 * k) as u8);
            }
        }
        i.vdst = 0;
        i.sdst = 0;
        i.classify();
        run_one(&mut w, &i)?;
        Some(if scalar {
            if i.sz[3] == program::Sz::No {
                u64::from(w.scc)
            } else {
                w.rs64(0)
                    & if i.sz[3].bits() == 64 {
                        u64::MAX
                    } else {
                        0xFFFF_FFFF
                    }
            }
        } else {
            let lo = u64::from(w.vr(0, 0));
            match i.sz[3].bits() {
                64 => lo | (u64::from(w.vr(1, 0)) << 32),
                16 => lo & 0xFFFF,
                _ => lo,
            }
        })
    }

    fn run_one(w: &mut Wave, i: &Inst) -> Option<()> {
        let mem = Arc::new(hsakit_mem::Memory::new().snapshot().as_ref().clone());
        let view = GuestView::new(mem);
        let mut lds = Vec::new();
        let mut bar = Barrier::default();
        let mut env = Env {
            mem: &view,
            lds: &mut lds,
            bar: &mut bar,
            code_address: 0,
            pcs: &[],
            strict: false,
            trace: None,
            cancel: &|| false,
        };
        (i.h)(w, i, &mut env).ok()
    }
}
