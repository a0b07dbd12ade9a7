//! Work-group execution: wavefronts in lockstep over active masks (a SIMT stack per call frame,
//! reconverging at immediate post-dominators), cooperative scheduling of a work-group's waves on
//! one host thread (barriers need no OS threads), and the per-segment memory.

use crate::ir::{Addr, EXIT, Func, Inst, Opnd, RegKind, VarLoc};
use crate::lower::seg;
use crate::opc as op;
use crate::sem;
use crate::{Dispatch, ExecError, Program};
use hsakit_hsail::brig::consts::{OPCODES, ty};
use hsakit_mem::{Fault, GuestView};
use std::time::Instant;

/// Base of the group aperture in flat addresses (outside every x86-64 user address).
pub(crate) const GROUP_APERTURE: u64 = 0x0001_0000_0000_0000;
/// Base of the private aperture in flat addresses.
pub(crate) const PRIVATE_APERTURE: u64 = 0x0002_0000_0000_0000;
/// The null value of group and private segment addresses.
pub(crate) const SEG_NULL: u64 = 0xffff_ffff;
/// Instructions a wave runs before yielding to the next wave of its group (forward progress
/// for waves that wait on each other).
const SLICE: u32 = 512;
/// Largest per-work-item stack (private, spill, arg and alloca) in bytes.
const STACK_LIMIT: usize = 1 << 20;
/// Largest call depth.
const MAX_DEPTH: usize = 4096;

#[derive(Clone, Copy, Debug)]
struct Entry {
    pc: u32,
    mask: u64,
    rpc: u32,
}

pub(crate) struct Frame {
    func: u32,
    regs: Vec<u64>,
    /// Per register slot: compressed (uniform/affine) or per-lane ([`crate::fast::Aff`]).
    aff: Vec<crate::fast::Aff>,
    stack: Vec<Entry>,
    /// Per lane: frame base and current top in the lane's stack memory.
    base: Vec<u32>,
    top: Vec<u32>,
    /// Per formal, per lane: the address of the actual argument in the caller's frame.
    formals: Vec<u32>,
    /// `base`/`top` may differ between lanes (alloca, calls): reset them in full.
    base_dirty: bool,
}

impl Frame {
    fn empty() -> Frame {
        Frame {
            func: 0,
            regs: Vec::new(),
            aff: Vec::new(),
            stack: Vec::new(),
            base: Vec::new(),
            top: Vec::new(),
            formals: Vec::new(),
            base_dirty: true,
        }
    }

    /// Sets the frame up for `func` with all registers zero, reusing its allocations.
    #[allow(clippy::too_many_arguments)]
    fn init(
        &mut self,
        func: u32,
        nslots: usize,
        ws: usize,
        mask: u64,
        _lanes: u64,
        base: u32,
        frame_size: u32,
    ) {
        self.func = func;
        // Every register starts as the uniform zero: the register file itself needs no clearing.
        self.regs.resize(nslots * ws, 0);
        self.aff.clear();
        self.aff.resize(nslots, crate::fast::Aff::ZERO);
        self.stack.clear();
        self.stack.push(Entry {
            pc: 0,
            mask,
            rpc: EXIT,
        });
        if self.base.len() != ws || self.base.first() != Some(&base) || self.base_dirty {
            self.base.clear();
            self.base.resize(ws, base);
        }
        let top = base + frame_size;
        if self.top.len() != ws || self.top.first() != Some(&top) || self.base_dirty {
            self.top.clear();
            self.top.resize(ws, top);
        }
        self.base_dirty = false;
        self.formals.clear();
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WState {
    Ready,
    Barrier,
    FbarWait(u32),
    Done,
}

pub(crate) struct Wave {
    id: u32,
    frames: Vec<Frame>,
    /// Finished frames kept for their allocations.
    spare: Vec<Frame>,
    /// Some lane's stack was written (clear the stacks before the next work-group).
    stacks_touched: bool,
    /// When the wave began its current signal wait.
    wait_since: Option<Instant>,
    state: WState,
    stacks: Vec<Vec<u8>>,
    /// DETECT exception flags of the wavefront (PRM §11.2).
    detect: u32,
}

/// Statistics of one work-group (summed over the dispatch).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct WgStats {
    pub wave_insts: u64,
    pub lane_ops: u64,
}

#[derive(Clone, Copy, Debug, Default)]
struct Fbar {
    members: u64, // bitmask of waves (up to 64 waves per group)
    arrived: u64,
    generation: u32,
}

pub(crate) struct Group<'a> {
    pub prog: &'a Program,
    pub d: &'a Dispatch,
    pub view: GuestView,
    pub ws: u32,
    pub wg_id: [u32; 3],
    pub cur: [u32; 3],
    pub mem: Vec<u8>,
    pub stats: WgStats,
    pub deadline: Option<Instant>,
    pub budget: u64,
    /// The runtime's callbacks (signal changes, abort).
    hooks: &'a dyn crate::DispatchHooks,
    fbars: Vec<Fbar>,
    waves: Vec<Wave>,
    /// Local ids `[x, y, z]` of the work-group's work-items, by current flat id.
    local: Vec<[u32; 3]>,
    /// Lane arrays for the wave-wide instructions.
    scratch: Box<crate::fast::Scratch>,
    /// Group memory was written (zero it before the next work-group).
    mem_touched: bool,
}

enum Flow {
    Next,
    Yield,
}

fn mask_all(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Local ids by current flat id (PRM §2.3: x varies fastest).
fn local_ids(cur: [u32; 3]) -> Vec<[u32; 3]> {
    let mut v = Vec::with_capacity(cur.iter().product::<u32>() as usize);
    for z in 0..cur[2] {
        for y in 0..cur[1] {
            for x in 0..cur[0] {
                v.push([x, y, z]);
            }
        }
    }
    v
}

/// Expands the compressed registers an instruction names (generic path).
fn materialize_ops(regs: &mut [u64], aff: &mut [crate::fast::Aff], ws: usize, ops: &[Opnd]) {
    for o in ops {
        match o {
            Opnd::Reg(s, k) => {
                crate::fast::materialize(regs, aff, ws, *s);
                if *k == RegKind::Q {
                    crate::fast::materialize(regs, aff, ws, *s + 1);
                }
            }
            Opnd::Vec(v) => materialize_ops(regs, aff, ws, v),
            Opnd::Addr(Addr {
                reg: Some((s, _)), ..
            }) => crate::fast::materialize(regs, aff, ws, *s),
            _ => {}
        }
    }
}

fn lanes(mask: u64) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

impl<'a> Group<'a> {
    pub(crate) fn new(
        prog: &'a Program,
        d: &'a Dispatch,
        view: GuestView,
        hooks: &'a dyn crate::DispatchHooks,
    ) -> Self {
        let (wg_id, cur) = ([0; 3], [0; 3]);
        let gsize = prog.low.group_static as usize + d.dynamic_group_size as usize;
        Group {
            prog,
            d,
            view,
            ws: d.wave_size,
            wg_id,
            cur,
            mem: vec![0; gsize],
            stats: WgStats::default(),
            deadline: None,
            budget: u64::MAX,
            hooks,
            fbars: vec![Fbar::default(); prog.low.fbarriers as usize],
            waves: Vec::new(),
            local: local_ids(cur),
            scratch: Box::default(),
            mem_touched: true,
        }
    }

    fn func(&self, f: u32) -> &'a Func {
        &self.prog.low.funcs[f as usize]
    }

    /// Makes a finished (or new) group the work-group `wg_id`, keeping its allocations: group
    /// memory is zeroed, the local-id table is rebuilt only when the group's size changes.
    pub(crate) fn reset(&mut self, wg_id: [u32; 3]) {
        let d = self.d;
        let mut cur = [1u32; 3];
        for k in 0..3 {
            let start = u64::from(wg_id[k]) * u64::from(d.workgroup[k]);
            cur[k] = (d.grid[k] - start).min(u64::from(d.workgroup[k])) as u32;
        }
        self.wg_id = wg_id;
        if cur != self.cur {
            self.cur = cur;
            self.local = local_ids(cur);
        }
        if self.mem_touched {
            self.mem.fill(0);
            self.mem_touched = false;
        }
        self.fbars.fill(Fbar::default());
        self.stats = WgStats::default();
    }

    /// Creates the group's wavefronts at the kernel's entry (reusing the waves, frames and
    /// stacks of the group's previous work-group).
    pub(crate) fn start(&mut self, kernel: u32) {
        let n_wi: u32 = self.cur.iter().product();
        let ws = self.ws;
        let n_waves = n_wi.div_ceil(ws);
        let kf = self.func(kernel);
        let base = self.prog.low.private_static;
        let mut waves = std::mem::take(&mut self.waves);
        waves.truncate(n_waves as usize);
        while waves.len() < n_waves as usize {
            waves.push(Wave {
                id: 0,
                frames: Vec::new(),
                spare: Vec::new(),
                stacks_touched: false,
                wait_since: None,
                state: WState::Ready,
                stacks: Vec::new(),
                detect: 0,
            });
        }
        for (w, wave) in waves.iter_mut().enumerate() {
            let w = w as u32;
            let lanes_n = (n_wi - w * ws).min(ws);
            wave.id = w;
            wave.state = WState::Ready;
            wave.detect = 0;
            wave.wait_since = None;
            while wave.frames.len() > 1 {
                if let Some(f) = wave.frames.pop() {
                    wave.spare.push(f);
                }
            }
            if wave.frames.is_empty() {
                wave.frames
                    .push(wave.spare.pop().unwrap_or_else(Frame::empty));
            }
            let Some(fr) = wave.frames.first_mut() else {
                continue;
            };
            fr.init(
                kernel,
                kf.nslots as usize,
                ws as usize,
                mask_all(lanes_n),
                u64::MAX,
                base,
                kf.frame_size,
            );
            // Stacks grow on first write; unwritten bytes read as zero.
            wave.stacks.truncate(lanes_n as usize);
            if wave.stacks_touched {
                for st in wave.stacks.iter_mut() {
                    st.clear();
                }
                wave.stacks_touched = false;
            }
            if wave.stacks.len() < lanes_n as usize {
                wave.stacks.resize_with(lanes_n as usize, Vec::new);
            }
        }
        self.waves = waves;
    }

    /// After [`Group::start`]: only the work-items whose local ids satisfy `keep` run (the
    /// others are inactive from the first instruction). Used by [`crate::line`] for kernels
    /// whose work-items never observe each other.
    pub(crate) fn restrict(&mut self, keep: &dyn Fn([u32; 3]) -> bool) {
        let ws = self.ws as usize;
        for (w, wave) in self.waves.iter_mut().enumerate() {
            let mut m = 0u64;
            for l in 0..ws {
                if self.local.get(w * ws + l).is_some_and(|&id| keep(id)) {
                    m |= 1 << l;
                }
            }
            if let Some(fr) = wave.frames.first_mut() {
                for e in fr.stack.iter_mut() {
                    e.mask &= m;
                }
            }
        }
    }

    /// Runs every ready wave for one time slice and releases satisfied barriers; `Ok(true)`
    /// once every wave has finished.
    pub(crate) fn round(&mut self) -> Result<bool, ExecError> {
        let mut waves = std::mem::take(&mut self.waves);
        let r = self.round_inner(&mut waves);
        self.waves = waves;
        r
    }

    fn round_inner(&mut self, waves: &mut [Wave]) -> Result<bool, ExecError> {
        for w in waves.iter_mut() {
            if w.state == WState::Ready {
                self.run_wave(w)?;
            }
        }
        if waves.iter().all(|w| w.state == WState::Done) {
            return Ok(true);
        }
        // Barrier release: every live wave waits at the work-group barrier.
        if waves
            .iter()
            .all(|w| matches!(w.state, WState::Barrier | WState::Done))
        {
            for w in waves.iter_mut() {
                if w.state == WState::Barrier {
                    w.state = WState::Ready;
                }
            }
        }
        // Fbarrier release.
        for fb in 0..self.fbars.len() {
            let f = self.fbars[fb];
            if f.members != 0 && f.arrived & f.members == f.members {
                self.fbars[fb].arrived = 0;
                self.fbars[fb].generation += 1;
                for w in waves.iter_mut() {
                    if w.state == WState::FbarWait(fb as u32) {
                        w.state = WState::Ready;
                    }
                }
            }
        }
        if !waves.iter().any(|w| w.state == WState::Ready) {
            // Everyone is blocked and nothing can release them: a barrier that not every
            // wave reaches (divergent barrier, undefined behaviour). Release the waiters.
            for w in waves.iter_mut() {
                if matches!(w.state, WState::Barrier | WState::FbarWait(_)) {
                    w.state = WState::Ready;
                }
            }
        }
        Ok(false)
    }

    /// The error for a memory fault of work-item `lane` at instruction `pc` of function `f`.
    fn mem_error(&self, wave: &Wave, lane: usize, f: u32, pc: u32, fault: Fault) -> ExecError {
        let (address, size) = fault.span();
        self.wi_error(wave, lane, f, pc, |instruction, workitem| {
            ExecError::MemoryViolation {
                instruction,
                address,
                size,
                workitem,
            }
        })
    }

    fn wi_error(
        &self,
        wave: &Wave,
        lane: usize,
        f: u32,
        pc: u32,
        make: impl FnOnce(String, [u32; 3]) -> ExecError,
    ) -> ExecError {
        let func = self.func(f);
        let name = func
            .insts
            .get(pc as usize)
            .and_then(|i| OPCODES.get(i.op as usize))
            .copied()
            .unwrap_or("?");
        let what = format!(
            "`{name}` (instruction {pc} of {}, byte {})",
            func.name,
            func.lines.get(pc as usize).copied().unwrap_or(0)
        );
        let flat = wave.id * self.ws + lane as u32;
        let local = [
            flat % self.cur[0],
            (flat / self.cur[0]) % self.cur[1],
            flat / (self.cur[0] * self.cur[1]),
        ];
        let abs = [0, 1, 2].map(|k| self.wg_id[k] * self.d.workgroup[k] + local[k]);
        make(what, abs)
    }

    fn run_wave(&mut self, wave: &mut Wave) -> Result<(), ExecError> {
        let mut n = 0u32;
        loop {
            let Some(frame) = wave.frames.last_mut() else {
                wave.state = WState::Done;
                return Ok(());
            };
            let Some(&top) = frame.stack.last() else {
                // The frame finished: return to the caller (the kernel's frame stays in place,
                // for the next work-group).
                if wave.frames.len() == 1 {
                    wave.state = WState::Done;
                    return Ok(());
                }
                if let Some(f) = wave.frames.pop() {
                    wave.spare.push(f);
                }
                continue;
            };
            if top.pc == top.rpc || top.mask == 0 || top.pc == EXIT {
                frame.stack.pop();
                continue;
            }
            let f = frame.func;
            let func = self.func(f);
            let Some(inst) = func.insts.get(top.pc as usize) else {
                // Fell off the end: like ret.
                frame.stack.pop();
                continue;
            };
            self.stats.wave_insts += 1;
            self.stats.lane_ops += u64::from(top.mask.count_ones());
            if self.stats.wave_insts & 0x3ff == 0 {
                self.check_watchdog()?;
            }
            match self.exec(wave, inst, top)? {
                Flow::Next => {}
                Flow::Yield => return Ok(()),
            }
            n += 1;
            if n >= SLICE {
                return Ok(());
            }
        }
    }

    fn check_watchdog(&self) -> Result<(), ExecError> {
        if self.hooks.should_abort() {
            return Err(ExecError::Watchdog(crate::ABORTED.into()));
        }
        if self.stats.wave_insts > self.budget {
            return Err(ExecError::Watchdog(format!(
                "work-group {:?} exceeded the instruction budget of {} wave instructions",
                self.wg_id, self.budget
            )));
        }
        if let Some(dl) = self.deadline
            && Instant::now() > dl
        {
            return Err(ExecError::Watchdog(format!(
                "work-group {:?} exceeded the wall-clock limit",
                self.wg_id
            )));
        }
        Ok(())
    }

    // ----- operand access -------------------------------------------------------------

    #[inline]
    fn get(&self, fr: &Frame, o: &Opnd, lane: usize) -> u128 {
        let ws = self.ws as usize;
        match o {
            Opnd::Reg(s, k) => {
                let i = *s as usize * ws + lane;
                match k {
                    RegKind::Q => u128::from(fr.regs[i]) | u128::from(fr.regs[i + ws]) << 64,
                    _ => u128::from(fr.regs[i]),
                }
            }
            Opnd::Imm(v) => *v,
            Opnd::WaveSize => u128::from(self.ws),
            _ => 0,
        }
    }

    #[inline]
    fn set(fr: &mut Frame, ws: usize, o: &Opnd, lane: usize, v: u128) {
        if let Opnd::Reg(s, k) = o {
            let i = *s as usize * ws + lane;
            match k {
                RegKind::C => fr.regs[i] = (v & 1) as u64,
                RegKind::S => fr.regs[i] = v as u32 as u64,
                RegKind::D => fr.regs[i] = v as u64,
                RegKind::Q => {
                    fr.regs[i] = v as u64;
                    fr.regs[i + ws] = (v >> 64) as u64;
                }
            }
        }
    }

    /// The segment address an address expression denotes for a lane.
    fn address(&self, fr: &Frame, a: &Addr, segment: u8, lane: usize) -> u64 {
        let ws = self.ws as usize;
        let base = match a.var {
            None => 0,
            Some(VarLoc::Global(g)) => g,
            Some(VarLoc::Group(g)) => u64::from(g),
            Some(VarLoc::Frame(o)) => u64::from(fr.base[lane]) + u64::from(o),
            Some(VarLoc::Private(o)) => u64::from(o),
            Some(VarLoc::Formal(i)) => {
                u64::from(fr.formals.get(i as usize * ws + lane).copied().unwrap_or(0))
            }
            Some(VarLoc::Kernarg(o)) => self.d.kernarg_address + u64::from(o),
            Some(VarLoc::Fbarrier(i)) => u64::from(i),
        };
        let r = match a.reg {
            Some((s, RegKind::S)) => u64::from(fr.regs[s as usize * ws + lane] as u32),
            Some((s, _)) => fr.regs[s as usize * ws + lane],
            None => 0,
        };
        let v = base.wrapping_add(r).wrapping_add(a.offset);
        match segment {
            seg::GROUP | seg::PRIVATE | seg::SPILL | seg::ARG => v & 0xffff_ffff,
            _ => v,
        }
    }

    /// Resolves a segment address to where it lives.
    fn locate(&self, segment: u8, addr: u64) -> Loc {
        match segment {
            seg::GROUP => Loc::Group(addr),
            seg::PRIVATE | seg::SPILL | seg::ARG => Loc::Stack(addr),
            seg::FLAT => {
                if (GROUP_APERTURE..GROUP_APERTURE + (1 << 32)).contains(&addr) {
                    Loc::Group(addr - GROUP_APERTURE)
                } else if (PRIVATE_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&addr) {
                    Loc::Stack(addr - PRIVATE_APERTURE)
                } else {
                    Loc::Global(addr)
                }
            }
            _ => Loc::Global(addr),
        }
    }

    fn load(
        &self,
        wave: &Wave,
        lane: usize,
        segment: u8,
        addr: u64,
        size: usize,
    ) -> Result<u128, Fault> {
        let fault = Fault::Violation {
            addr,
            size: size as u64,
            access: hsakit_mem::Access::Read,
        };
        match self.locate(segment, addr) {
            Loc::Group(o) => {
                let o = o as usize;
                let b = self.mem.get(o..o + size).ok_or(fault)?;
                Ok(crate::lower::le_u128(b))
            }
            Loc::Stack(o) => {
                let o = o as usize;
                let st = wave.stacks.get(lane).ok_or(fault)?;
                if o + size > STACK_LIMIT {
                    return Err(fault);
                }
                // Bytes beyond the touched part of the stack read as zero.
                let mut buf = [0u8; 16];
                for (k, x) in buf.iter_mut().take(size).enumerate() {
                    *x = st.get(o + k).copied().unwrap_or(0);
                }
                Ok(crate::lower::le_u128(&buf[..size]))
            }
            Loc::Global(a) => match size {
                1 => self.view.read_u8(a).map(u128::from),
                2 => self.view.read_u16(a).map(u128::from),
                4 => self.view.read_u32(a).map(u128::from),
                8 => self.view.read_u64(a).map(u128::from),
                _ => self.view.read_u128(a),
            },
        }
    }

    fn store(
        &mut self,
        wave: &mut Wave,
        lane: usize,
        segment: u8,
        addr: u64,
        size: usize,
        v: u128,
    ) -> Result<(), Fault> {
        let fault = Fault::Violation {
            addr,
            size: size as u64,
            access: hsakit_mem::Access::Write,
        };
        let bytes = v.to_le_bytes();
        match self.locate(segment, addr) {
            Loc::Group(o) => {
                let o = o as usize;
                self.mem_touched = true;
                let dst = self.mem.get_mut(o..o + size).ok_or(fault)?;
                dst.copy_from_slice(&bytes[..size]);
                Ok(())
            }
            Loc::Stack(o) => {
                let o = o as usize;
                if o + size > STACK_LIMIT {
                    return Err(fault);
                }
                wave.stacks_touched = true;
                let st = wave.stacks.get_mut(lane).ok_or(fault)?;
                if st.len() < o + size {
                    st.resize(o + size, 0);
                }
                st[o..o + size].copy_from_slice(&bytes[..size]);
                Ok(())
            }
            Loc::Global(a) => match size {
                1 => self.view.write_u8(a, v as u8),
                2 => self.view.write_u16(a, v as u16),
                4 => self.view.write_u32(a, v as u32),
                8 => self.view.write_u64(a, v as u64),
                _ => self.view.write_u128(a, v),
            },
        }
    }

    // ----- the interpreter ------------------------------------------------------------

    fn exec(&mut self, wave: &mut Wave, inst: &'a Inst, top: Entry) -> Result<Flow, ExecError> {
        let ws = self.ws as usize;
        let mask = top.mask;
        let depth = wave.frames.len() - 1;
        let pc = top.pc;
        macro_rules! frame {
            () => {
                wave.frames[depth]
            };
        }
        macro_rules! advance {
            () => {{
                if let Some(t) = frame!().stack.last_mut() {
                    t.pc = pc + 1;
                }
            }};
        }
        let fid = frame!().func;
        let mem_err =
            |g: &Self, w: &Wave, lane: usize, fault: Fault| g.mem_error(w, lane, fid, pc, fault);
        if let Some(fk) = &inst.fast {
            let ctx = crate::fast::Ctx {
                ws,
                mask,
                wave: wave.id,
                local: &self.local,
                wg_id: self.wg_id,
                wg_size: self.d.workgroup,
                cur: self.cur,
                grid: self.d.grid,
                kernarg: self.d.kernarg_address,
            };
            let fr = &mut frame!();
            match crate::fast::run(
                fk,
                &mut fr.regs,
                &mut fr.aff,
                &ctx,
                &self.view,
                &mut self.scratch,
            ) {
                Ok(()) => {
                    advance!();
                    return Ok(Flow::Next);
                }
                Err(crate::fast::Stop::Generic) => {}
                Err(crate::fast::Stop::Fault(l, f)) => return Err(mem_err(self, wave, l, f)),
            }
        }
        if inst.op == op::CBR
            && let Some(Opnd::Reg(slot, _)) = inst.ops.first()
            && let Some(a) = frame!().aff.get(*slot as usize).copied()
            && a.k != 0
            && a.s & a.k == 0
        {
            // A uniform condition: the whole wave goes one way.
            let target = match inst.ops.get(1) {
                Some(Opnd::Label(l)) => *l,
                _ => pc + 1,
            };
            let t = if a.b & a.k != 0 { target } else { pc + 1 };
            if let Some(e) = frame!().stack.last_mut() {
                e.pc = t;
            }
            return Ok(Flow::Next);
        }
        {
            let fr = &mut frame!();
            materialize_ops(&mut fr.regs, &mut fr.aff, ws, &inst.ops);
        }
        match inst.op {
            op::NOP => advance!(),
            op::BR => {
                let t = match inst.ops.first() {
                    Some(Opnd::Label(l)) => *l,
                    _ => pc + 1,
                };
                if let Some(e) = frame!().stack.last_mut() {
                    e.pc = t;
                }
            }
            op::CBR => {
                let target = match inst.ops.get(1) {
                    Some(Opnd::Label(l)) => *l,
                    _ => pc + 1,
                };
                let fr = &frame!();
                let mut taken = 0u64;
                for l in lanes(mask) {
                    // A b1 source is true when non-zero (immediates such as WAVESIZE).
                    if self.get(fr, &inst.ops[0], l) != 0 {
                        taken |= 1 << l;
                    }
                }
                self.diverge(
                    &mut frame!(),
                    &[(target, taken), (pc + 1, mask & !taken)],
                    inst.reconv,
                );
            }
            op::SBR => {
                let Some(Opnd::Labels(ls)) = inst.ops.get(1) else {
                    return Err(ExecError::Unsupported("sbr without a label list".into()));
                };
                let fr = &frame!();
                let mut groups: Vec<(u32, u64)> = Vec::new();
                for l in lanes(mask) {
                    let idx = self.get(fr, &inst.ops[0], l) as u64;
                    // An out-of-range index is undefined behaviour; use the last label.
                    let t = ls
                        .get(idx as usize)
                        .or(ls.last())
                        .copied()
                        .unwrap_or(pc + 1);
                    match groups.iter_mut().find(|g| g.0 == t) {
                        Some(g) => g.1 |= 1 << l,
                        None => groups.push((t, 1 << l)),
                    }
                }
                self.diverge(&mut frame!(), &groups, inst.reconv);
            }
            op::RET => {
                let fr = &mut frame!();
                for e in fr.stack.iter_mut() {
                    e.mask &= !mask;
                }
                fr.stack.pop();
            }
            op::BARRIER => {
                advance!();
                wave.state = WState::Barrier;
                return Ok(Flow::Yield);
            }
            op::WAVEBARRIER => advance!(),
            op::CALL | op::SCALL | op::ICALL => return self.call(wave, inst, top),
            op::INITFBAR
            | op::RELEASEFBAR
            | op::JOINFBAR
            | op::LEAVEFBAR
            | op::ARRIVEFBAR
            | op::WAITFBAR => {
                let fr = &frame!();
                let l0 = lanes(mask).next().unwrap_or(0);
                let idx = match inst.ops.first() {
                    Some(Opnd::Addr(a)) => self.address(fr, a, seg::GROUP, l0) as usize,
                    Some(o) => self.get(fr, o, l0) as usize,
                    None => 0,
                };
                let Some(fb) = self.fbars.get_mut(idx) else {
                    return Err(self.wi_error(wave, l0, fid, pc, |i, w| {
                        ExecError::MemoryViolation {
                            instruction: i,
                            address: idx as u64,
                            size: 0,
                            workitem: w,
                        }
                    }));
                };
                let bit = 1u64 << (wave.id % 64);
                advance!();
                match inst.op {
                    op::INITFBAR => *fb = Fbar::default(),
                    op::RELEASEFBAR => *fb = Fbar::default(),
                    op::JOINFBAR => fb.members |= bit,
                    op::LEAVEFBAR => {
                        fb.members &= !bit;
                        fb.arrived &= !bit;
                    }
                    op::ARRIVEFBAR => fb.arrived |= bit,
                    _ => {
                        fb.arrived |= bit;
                        wave.state = WState::FbarWait(idx as u32);
                        return Ok(Flow::Yield);
                    }
                }
            }
            op::LD | op::ST => {
                let is_ld = inst.op == op::LD;
                let (vals, addr_op) = (&inst.ops[0], &inst.ops[1]);
                let Opnd::Addr(a) = addr_op else {
                    return Err(ExecError::Unsupported("ld/st without an address".into()));
                };
                let elems: Vec<&Opnd> = match vals {
                    Opnd::Vec(v) => v.iter().collect(),
                    o => vec![o],
                };
                let size = ty::byte_size(inst.ty) as usize;
                let signed = ty::is_signed(ty::base(inst.ty));
                let bits = ty::bits(inst.ty);
                for l in lanes(mask) {
                    let base = self.address(&frame!(), a, inst.seg, l);
                    for (k, e) in elems.iter().enumerate() {
                        let addr = base.wrapping_add((k * size) as u64);
                        if is_ld {
                            let v = self
                                .load(wave, l, inst.seg, addr, size)
                                .map_err(|f| mem_err(self, wave, l, f))?;
                            let v = if signed && bits < 128 {
                                sem::sext(v, bits)
                            } else {
                                v
                            };
                            Self::set(&mut frame!(), ws, e, l, v);
                        } else {
                            let v = self.get(&frame!(), e, l);
                            self.store(wave, l, inst.seg, addr, size, v)
                                .map_err(|f| mem_err(self, wave, l, f))?;
                        }
                    }
                }
                advance!();
            }
            op::ATOMIC | op::ATOMICNORET => {
                let ret = inst.op == op::ATOMIC;
                let skip = usize::from(ret);
                let Some(Opnd::Addr(a)) = inst.ops.get(skip) else {
                    return Err(ExecError::Unsupported("atomic without an address".into()));
                };
                let bits = ty::bits(inst.ty);
                let size = (bits / 8) as usize;
                for l in lanes(mask) {
                    let addr = self.address(&frame!(), a, inst.seg, l);
                    let s1 = inst
                        .ops
                        .get(skip + 1)
                        .map_or(0, |o| self.get(&frame!(), o, l));
                    let s2 = inst
                        .ops
                        .get(skip + 2)
                        .map_or(0, |o| self.get(&frame!(), o, l));
                    let old = self
                        .atomic(wave, l, inst, addr, size, s1, s2)
                        .map_err(|f| mem_err(self, wave, l, f))?;
                    if ret {
                        Self::set(&mut frame!(), ws, &inst.ops[0], l, old);
                    }
                }
                advance!();
            }
            op::SETDETECTEXCEPT | op::CLEARDETECTEXCEPT => {
                let l0 = lanes(mask).next().unwrap_or(0);
                let v = inst.ops.first().map_or(0, |o| self.get(&frame!(), o, l0)) as u32 & 0x1f;
                if inst.op == op::SETDETECTEXCEPT {
                    wave.detect |= v;
                } else {
                    wave.detect &= !v;
                }
                advance!();
            }
            op::MEMFENCE => {
                std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
                advance!();
            }
            op::ALLOCA => {
                let align = 16u32;
                for l in lanes(mask) {
                    let size = self.get(&frame!(), &inst.ops[1], l) as u32;
                    let fr = &mut frame!();
                    let at = fr.top[l].next_multiple_of(align);
                    fr.top[l] = at.saturating_add(size);
                    fr.base_dirty = true;
                    if fr.top[l] as usize > STACK_LIMIT {
                        return Err(self.wi_error(wave, l, fid, pc, |i, w| {
                            ExecError::MemoryViolation {
                                instruction: i,
                                address: u64::from(at),
                                size: u64::from(size),
                                workitem: w,
                            }
                        }));
                    }
                    Self::set(fr, ws, &inst.ops[0], l, u128::from(at));
                }
                advance!();
            }
            op::DEBUGTRAP => {
                let l0 = lanes(mask).next().unwrap_or(0);
                return Err(self.wi_error(wave, l0, fid, pc, |i, w| ExecError::Trap {
                    instruction: i,
                    workitem: w,
                }));
            }
            op::RDIMAGE
            | op::LDIMAGE
            | op::STIMAGE
            | op::QUERYIMAGE
            | op::QUERYSAMPLER
            | op::IMAGEFENCE => {
                return Err(ExecError::Unsupported("images not supported yet".into()));
            }
            op::SIGNAL | op::SIGNALNORET => return self.signal(wave, inst, top),
            op::ADDQUEUEWRITEINDEX..=op::STQUEUEWRITEINDEX => return self.queue(wave, inst, top),
            op::ACTIVELANECOUNT | op::ACTIVELANEID | op::ACTIVELANEMASK | op::ACTIVELANEPERMUTE => {
                self.crosslane(&mut frame!(), inst, mask);
                advance!();
            }
            _ => {
                // Every other instruction is lane-wise: special registers and arithmetic.
                for l in lanes(mask) {
                    let flat = wave.id * self.ws + l as u32;
                    let r = self.lanewise(&frame!(), wave, inst, l, flat);
                    match r {
                        Ok(Some((v, v2))) => {
                            let fr = &frame!();
                            let g = |k: usize| inst.ops.get(k).map_or(0, |o| self.get(fr, o, l));
                            wave.detect |= crate::float::fp_flags(inst, &g);
                            match (&inst.ops[0], v2) {
                                (Opnd::Vec(dsts), _) => {
                                    // expand / unpack into a vector destination
                                    let eb = (ty::bits(inst.ty)).max(1);
                                    for (k, d) in dsts.iter().enumerate() {
                                        let x = if eb >= 128 {
                                            v
                                        } else {
                                            (v >> (eb as usize * k)) & ((1u128 << eb) - 1)
                                        };
                                        Self::set(&mut frame!(), ws, d, l, x);
                                    }
                                }
                                (d, None) => Self::set(&mut frame!(), ws, d, l, v),
                                (d, Some(x)) => {
                                    Self::set(&mut frame!(), ws, d, l, v);
                                    if let Some(d2) = inst.ops.get(1) {
                                        Self::set(&mut frame!(), ws, d2, l, x);
                                    }
                                }
                            }
                        }
                        Ok(None) => {}
                        Err(e) => return Err(e),
                    }
                }
                advance!();
            }
        }
        Ok(Flow::Next)
    }

    /// `signal` / `signalnoret` on a user signal laid out as `amd_signal_t` (seed 003
    /// L553–L590: the 64-bit value at byte 8, the event mailbox pointer at 16 and the event id
    /// at 24). Read-modify-write operations are system-scope atomics on the value, followed by
    /// the event notification when a mailbox is set; waits re-execute (yielding the wave, so
    /// the work-groups that will set the signal can run) until their condition holds, or, for
    /// `waittimeout`, until `timeout` nanoseconds have passed since the wave started waiting.
    fn signal(&mut self, wave: &mut Wave, inst: &'a Inst, top: Entry) -> Result<Flow, ExecError> {
        use std::sync::atomic::Ordering as O;
        let ret = inst.op == op::SIGNAL;
        let skip = usize::from(ret);
        let depth = wave.frames.len() - 1;
        let pc = top.pc;
        let fid = wave.frames[depth].func;
        let ws = self.ws as usize;
        let (order, load_order) = memory_orders(inst.order);
        let fault = |g: &Self, w: &Wave, lane: usize, f: Fault| g.mem_error(w, lane, fid, pc, f);
        let arg = |g: &Self, fr: &Frame, k: usize, l: usize| {
            inst.ops.get(skip + k).map_or(0, |o| g.get(fr, o, l)) as u64
        };
        if (13..=20).contains(&inst.aop) {
            // Waits: every active lane must see its condition (or its timeout).
            let since = *wave.wait_since.get_or_insert_with(Instant::now);
            let mut vals = [0u64; 64];
            for l in lanes(top.mask) {
                let h = arg(self, &wave.frames[depth], 0, l);
                let v = self
                    .view
                    .atomic_load_u64(h.wrapping_add(8), load_order)
                    .map_err(|f| fault(self, wave, l, f))?;
                let c = arg(self, &wave.frames[depth], 1, l) as i64;
                let vi = v as i64;
                let met = match (inst.aop - 13) % 4 {
                    0 => vi == c,
                    1 => vi != c,
                    2 => vi < c,
                    _ => vi >= c,
                };
                let timed_out = inst.aop >= 17
                    && since.elapsed().as_nanos()
                        >= u128::from(arg(self, &wave.frames[depth], 2, l));
                if !met && !timed_out {
                    return Ok(Flow::Yield);
                }
                vals[l] = v;
            }
            wave.wait_since = None;
            if ret {
                for l in lanes(top.mask) {
                    Self::set(
                        &mut wave.frames[depth],
                        ws,
                        &inst.ops[0],
                        l,
                        u128::from(vals[l]),
                    );
                }
            }
        } else {
            let mut changed: Option<u64> = None;
            for l in lanes(top.mask) {
                let h = arg(self, &wave.frames[depth], 0, l);
                let at = h.wrapping_add(8);
                let (s1, s2) = (
                    arg(self, &wave.frames[depth], 1, l),
                    arg(self, &wave.frames[depth], 2, l),
                );
                let r = match inst.aop {
                    4 => self.view.atomic_load_u64(at, load_order),
                    8 => self.view.atomic_store_u64(at, s1, order).map(|_| 0),
                    2 => self.view.cas_u64(at, s1, s2, order),
                    a => {
                        let o = match a {
                            0 => hsakit_mem::AtomicOp::Add,
                            1 => hsakit_mem::AtomicOp::And,
                            3 => hsakit_mem::AtomicOp::Exch,
                            7 => hsakit_mem::AtomicOp::Or,
                            9 => hsakit_mem::AtomicOp::Sub,
                            12 => hsakit_mem::AtomicOp::Xor,
                            _ => {
                                return Err(ExecError::Unsupported(format!(
                                    "signal operation {a}"
                                )));
                            }
                        };
                        self.view.atomic_u64(at, o, s1, order)
                    }
                };
                let old = r.map_err(|f| fault(self, wave, l, f))?;
                if inst.aop != 4 {
                    // Event notification (seed 003 L581–L585).
                    let mailbox = self
                        .view
                        .read_u64(h.wrapping_add(16))
                        .map_err(|f| fault(self, wave, l, f))?;
                    if mailbox != 0 {
                        let id = self
                            .view
                            .read_u32(h.wrapping_add(24))
                            .map_err(|f| fault(self, wave, l, f))?;
                        self.view
                            .atomic_store_u64(mailbox, u64::from(id), O::Release)
                            .map_err(|f| fault(self, wave, l, f))?;
                    }
                    // One report per run of lanes naming the same signal, after the run.
                    if changed != Some(h) {
                        if let Some(p) = changed {
                            self.hooks.signal_changed(p);
                        }
                        changed = Some(h);
                    }
                }
                if ret {
                    Self::set(
                        &mut wave.frames[depth],
                        ws,
                        &inst.ops[0],
                        l,
                        u128::from(old),
                    );
                }
            }
            if let Some(p) = changed {
                self.hooks.signal_changed(p);
            }
        }
        if let Some(t) = wave.frames[depth].stack.last_mut() {
            t.pc = pc + 1;
        }
        Ok(Flow::Next)
    }

    /// Queue instructions on the runtime's `amd_queue_t` (seed 003 L494–L511): the write index
    /// is `write_dispatch_id` (byte 56), the read index `read_dispatch_id` (byte 128); all are
    /// system-scope atomics. (Seed 003 L518–L521 swaps the fields in its prose; see
    /// E-RUNTIME-1.)
    fn queue(&mut self, wave: &mut Wave, inst: &'a Inst, top: Entry) -> Result<Flow, ExecError> {
        const WRITE: u64 = 56;
        const READ: u64 = 128;
        let depth = wave.frames.len() - 1;
        let pc = top.pc;
        let fid = wave.frames[depth].func;
        let ws = self.ws as usize;
        let (order, load_order) = memory_orders(inst.order);
        let has_dest = !matches!(inst.op, op::STQUEUEREADINDEX | op::STQUEUEWRITEINDEX);
        let skip = usize::from(has_dest);
        let Some(Opnd::Addr(a)) = inst.ops.get(skip) else {
            return Err(ExecError::Unsupported(
                "queue instruction without an address".into(),
            ));
        };
        for l in lanes(top.mask) {
            let fr = &wave.frames[depth];
            let q = match self.locate(inst.seg, self.address(fr, a, inst.seg, l)) {
                Loc::Global(q) => q,
                Loc::Group(q) | Loc::Stack(q) => {
                    return Err(self.wi_error(wave, l, fid, pc, |i, w| {
                        ExecError::MemoryViolation {
                            instruction: i,
                            address: q,
                            size: 8,
                            workitem: w,
                        }
                    }));
                }
            };
            let s1 = inst.ops.get(skip + 1).map_or(0, |o| self.get(fr, o, l)) as u64;
            let s2 = inst.ops.get(skip + 2).map_or(0, |o| self.get(fr, o, l)) as u64;
            let r = match inst.op {
                op::LDQUEUEWRITEINDEX => self.view.atomic_load_u64(q + WRITE, load_order),
                op::LDQUEUEREADINDEX => self.view.atomic_load_u64(q + READ, load_order),
                op::STQUEUEWRITEINDEX => {
                    self.view.atomic_store_u64(q + WRITE, s1, order).map(|_| 0)
                }
                op::STQUEUEREADINDEX => self.view.atomic_store_u64(q + READ, s1, order).map(|_| 0),
                op::ADDQUEUEWRITEINDEX => {
                    self.view
                        .atomic_u64(q + WRITE, hsakit_mem::AtomicOp::Add, s1, order)
                }
                _ => self.view.cas_u64(q + WRITE, s1, s2, order),
            };
            let v = r.map_err(|f| self.mem_error(wave, l, fid, pc, f))?;
            if has_dest {
                Self::set(&mut wave.frames[depth], ws, &inst.ops[0], l, u128::from(v));
            }
        }
        if let Some(t) = wave.frames[depth].stack.last_mut() {
            t.pc = pc + 1;
        }
        Ok(Flow::Next)
    }

    /// Splits the top entry among `(target, mask)` groups reconverging at `rpc`.
    fn diverge(&self, fr: &mut Frame, groups: &[(u32, u64)], rpc: u32) {
        let live: Vec<(u32, u64)> = groups.iter().copied().filter(|g| g.1 != 0).collect();
        let Some(t) = fr.stack.last_mut() else { return };
        if live.len() <= 1 {
            if let Some(g) = live.first() {
                t.pc = g.0;
            }
            return;
        }
        t.pc = rpc;
        let outer = *t;
        for g in live.iter().rev() {
            fr.stack.push(Entry {
                pc: g.0,
                mask: g.1,
                rpc,
            });
        }
        // When the reconvergence point is the exit, the outer entry has nothing left to do.
        if rpc == EXIT && outer.rpc == EXIT {
            // keep it: popping happens when it reaches EXIT.
        }
    }

    fn call(&mut self, wave: &mut Wave, inst: &'a Inst, top: Entry) -> Result<Flow, ExecError> {
        let ws = self.ws as usize;
        let depth = wave.frames.len() - 1;
        let pc = top.pc;
        let (outs, callee_op, ins) = (&inst.ops[0], &inst.ops[1], inst.ops.get(2));
        let fid = wave.frames[depth].func;
        // Resolve the callee per lane.
        let mut groups: Vec<(u32, u64)> = Vec::new();
        for l in lanes(top.mask) {
            let f = match (inst.op, callee_op, inst.ops.get(3)) {
                (op::CALL, Opnd::Func(f), _) => Some(*f),
                (op::SCALL, o, Some(Opnd::Funcs(fs))) => {
                    let i = self.get(&wave.frames[depth], o, l) as usize;
                    fs.get(i).copied()
                }
                (op::ICALL, o, _) => {
                    let h = self.get(&wave.frames[depth], o, l) as u64;
                    self.prog.indirect(h)
                }
                _ => None,
            };
            let Some(f) = f else {
                return Err(self.wi_error(wave, l, fid, pc, |i, w| ExecError::BadCall {
                    instruction: i,
                    workitem: w,
                }));
            };
            match groups.iter_mut().find(|g| g.0 == f) {
                Some(g) => g.1 |= 1 << l,
                None => groups.push((f, 1 << l)),
            }
        }
        if groups.len() > 1 {
            // Serialise the distinct callees: each group re-executes this call alone.
            let fr = &mut wave.frames[depth];
            if let Some(t) = fr.stack.last_mut() {
                t.pc = pc + 1;
            }
            for g in groups.iter().rev() {
                fr.stack.push(Entry {
                    pc,
                    mask: g.1,
                    rpc: pc + 1,
                });
            }
            return Ok(Flow::Next);
        }
        let Some(&(callee, mask)) = groups.first() else {
            if let Some(t) = wave.frames[depth].stack.last_mut() {
                t.pc = pc + 1;
            }
            return Ok(Flow::Next);
        };
        if wave.frames.len() >= MAX_DEPTH {
            let l0 = lanes(mask).next().unwrap_or(0);
            return Err(
                self.wi_error(wave, l0, fid, pc, |i, w| ExecError::StackOverflow {
                    instruction: i,
                    workitem: w,
                }),
            );
        }
        let cf = self.func(callee);
        // Formals: outputs first, then inputs, bound to the actual arguments' addresses.
        let actuals: Vec<VarLoc> = [outs, ins.unwrap_or(&Opnd::None)]
            .iter()
            .flat_map(|o| match o {
                Opnd::Args(v) => v.clone(),
                _ => Vec::new(),
            })
            .collect();
        let caller = &wave.frames[depth];
        let mut formals = vec![0u32; actuals.len() * ws];
        for (k, a) in actuals.iter().enumerate() {
            for l in lanes(mask) {
                formals[k * ws + l] = match a {
                    VarLoc::Frame(o) => caller.base[l] + o,
                    VarLoc::Private(o) => *o,
                    VarLoc::Formal(i) => caller
                        .formals
                        .get(*i as usize * ws + l)
                        .copied()
                        .unwrap_or(0),
                    _ => 0,
                };
            }
        }
        let mut base = vec![0u32; ws];
        let mut topv = vec![0u32; ws];
        for l in lanes(mask) {
            let b = caller.top[l].next_multiple_of(16);
            base[l] = b;
            topv[l] = b.saturating_add(cf.frame_size);
            if topv[l] as usize > STACK_LIMIT {
                return Err(
                    self.wi_error(wave, l, fid, pc, |i, w| ExecError::StackOverflow {
                        instruction: i,
                        workitem: w,
                    }),
                );
            }
            // Zero the callee's frame (fresh variables).
            wave.stacks_touched = true;
            if let Some(st) = wave.stacks.get_mut(l) {
                let (b, t) = (base[l] as usize, topv[l] as usize);
                if st.len() < t {
                    st.resize(t, 0);
                }
                st[b..t].fill(0);
            }
        }
        if let Some(t) = wave.frames[depth].stack.last_mut() {
            t.pc = pc + 1;
        }
        wave.frames.push(Frame {
            func: callee,
            regs: vec![0; cf.nslots as usize * ws],
            aff: vec![crate::fast::Aff::VECTOR; cf.nslots as usize],
            stack: vec![Entry {
                pc: 0,
                mask,
                rpc: EXIT,
            }],
            base,
            top: topv,
            formals,
            base_dirty: true,
        });
        Ok(Flow::Next)
    }

    fn atomic(
        &mut self,
        wave: &mut Wave,
        lane: usize,
        inst: &Inst,
        addr: u64,
        size: usize,
        s1: u128,
        s2: u128,
    ) -> Result<u128, Fault> {
        let (order, _) = memory_orders(inst.order);
        let bits = (size * 8) as u32;
        let signed = ty::is_signed(ty::base(inst.ty));
        // atomic op numbers: add and cas exch ld max min or st sub wrapdec wrapinc xor (L17155)
        let aop = match inst.aop {
            0 => Some(hsakit_mem::AtomicOp::Add),
            1 => Some(hsakit_mem::AtomicOp::And),
            3 => Some(hsakit_mem::AtomicOp::Exch),
            5 => Some(if signed {
                hsakit_mem::AtomicOp::MaxS
            } else {
                hsakit_mem::AtomicOp::MaxU
            }),
            6 => Some(if signed {
                hsakit_mem::AtomicOp::MinS
            } else {
                hsakit_mem::AtomicOp::MinU
            }),
            7 => Some(hsakit_mem::AtomicOp::Or),
            9 => Some(hsakit_mem::AtomicOp::Sub),
            10 => Some(hsakit_mem::AtomicOp::WrapDec),
            11 => Some(hsakit_mem::AtomicOp::WrapInc),
            12 => Some(hsakit_mem::AtomicOp::Xor),
            _ => None,
        };
        match self.locate(inst.seg, addr) {
            Loc::Global(a) => match (inst.aop, size) {
                (2, 4) => self
                    .view
                    .cas_u32(a, s1 as u32, s2 as u32, order)
                    .map(u128::from),
                (2, _) => self
                    .view
                    .cas_u64(a, s1 as u64, s2 as u64, order)
                    .map(u128::from),
                (4, 4) => self.view.atomic_load_u32(a, order).map(u128::from),
                (4, _) => self.view.atomic_load_u64(a, order).map(u128::from),
                (8, 4) => self.view.atomic_store_u32(a, s1 as u32, order).map(|_| 0),
                (8, _) => self.view.atomic_store_u64(a, s1 as u64, order).map(|_| 0),
                (_, 4) => self
                    .view
                    .atomic_u32(
                        a,
                        aop.unwrap_or(hsakit_mem::AtomicOp::Add),
                        s1 as u32,
                        order,
                    )
                    .map(u128::from),
                _ => self
                    .view
                    .atomic_u64(
                        a,
                        aop.unwrap_or(hsakit_mem::AtomicOp::Add),
                        s1 as u64,
                        order,
                    )
                    .map(u128::from),
            },
            _ => {
                // Group and private memory belong to this host thread: plain read-modify-write.
                let seg_ = inst.seg;
                let old = self.load(wave, lane, seg_, addr, size)?;
                let new = match inst.aop {
                    2 => {
                        if old == s1 {
                            s2
                        } else {
                            old
                        }
                    }
                    4 => old,
                    8 => s1,
                    _ => u128::from(
                        aop.unwrap_or(hsakit_mem::AtomicOp::Add)
                            .apply(old as u64, s1 as u64, bits),
                    ),
                };
                if inst.aop != 4 {
                    let mask = if bits >= 128 {
                        u128::MAX
                    } else {
                        (1u128 << bits) - 1
                    };
                    self.store(wave, lane, seg_, addr, size, new & mask)?;
                }
                Ok(old)
            }
        }
    }

    fn crosslane(&self, fr: &mut Frame, inst: &Inst, mask: u64) {
        let ws = self.ws as usize;
        match inst.op {
            op::ACTIVELANECOUNT => {
                let mut src = 0u64;
                for l in lanes(mask) {
                    if self.get(fr, &inst.ops[1], l) != 0 {
                        src |= 1 << l;
                    }
                }
                for l in lanes(mask) {
                    Self::set(fr, ws, &inst.ops[0], l, u128::from(src.count_ones()));
                }
            }
            op::ACTIVELANEID => {
                for l in lanes(mask) {
                    let id = (mask & ((1u64 << l) - 1)).count_ones();
                    Self::set(fr, ws, &inst.ops[0], l, u128::from(id));
                }
            }
            op::ACTIVELANEMASK => {
                let mut src = 0u64;
                for l in lanes(mask) {
                    if self.get(fr, &inst.ops[1], l) != 0 {
                        src |= 1 << l;
                    }
                }
                if let Opnd::Vec(d) = &inst.ops[0] {
                    for l in lanes(mask) {
                        for (k, o) in d.iter().enumerate() {
                            let v = if k == 0 { u128::from(src) } else { 0 };
                            Self::set(fr, ws, o, l, v);
                        }
                    }
                }
            }
            _ => {
                // activelanepermute dest, src, laneId, identity, useIdentity
                let vals: Vec<(u128, u64, u128, bool)> = (0..ws)
                    .map(|l| {
                        if mask >> l & 1 == 0 {
                            return (0, 0, 0, false);
                        }
                        (
                            self.get(fr, &inst.ops[1], l),
                            self.get(fr, &inst.ops[2], l) as u64,
                            self.get(fr, &inst.ops[3], l),
                            self.get(fr, &inst.ops[4], l) & 1 != 0,
                        )
                    })
                    .collect();
                for l in lanes(mask) {
                    let (_, id, ident, use_id) = vals[l];
                    let id = (id % ws as u64) as usize;
                    let v = if mask >> id & 1 != 0 {
                        vals[id].0
                    } else if use_id {
                        ident
                    } else {
                        0
                    };
                    Self::set(fr, ws, &inst.ops[0], l, v);
                }
            }
        }
    }

    /// Lane-wise instructions: returns the value(s) for the destination.
    fn lanewise(
        &self,
        fr: &Frame,
        wave: &Wave,
        inst: &Inst,
        l: usize,
        flat: u32,
    ) -> Result<Option<(u128, Option<u128>)>, ExecError> {
        let g = |k: usize| inst.ops.get(k).map_or(0, |o| self.get(fr, o, l));
        let d = self.d;
        let local = [
            flat % self.cur[0],
            (flat / self.cur[0]) % self.cur[1],
            flat / (self.cur[0] * self.cur[1]),
        ];
        let dim = |k: usize| (g(k) as usize).min(2);
        let v: u128 = match inst.op {
            op::WORKITEMABSID => {
                let k = dim(1);
                u128::from(
                    u64::from(self.wg_id[k]) * u64::from(d.workgroup[k]) + u64::from(local[k]),
                )
            }
            op::WORKITEMID => u128::from(local[dim(1)]),
            op::WORKGROUPID => u128::from(self.wg_id[dim(1)]),
            op::WORKGROUPSIZE => u128::from(d.workgroup[dim(1)]),
            op::CURRENTWORKGROUPSIZE => u128::from(self.cur[dim(1)]),
            op::GRIDSIZE => u128::from(d.grid[dim(1)]),
            op::GRIDGROUPS => {
                let k = dim(1);
                u128::from(d.grid[k].div_ceil(u64::from(d.workgroup[k])))
            }
            op::DIM => u128::from(d.dims),
            op::WORKITEMFLATID => {
                let w = d.workgroup;
                u128::from(local[0] + local[1] * w[0] + local[2] * w[0] * w[1])
            }
            op::CURRENTWORKITEMFLATID => u128::from(flat),
            op::WORKITEMFLATABSID => {
                let abs = [0, 1, 2].map(|k| {
                    u64::from(self.wg_id[k]) * u64::from(d.workgroup[k]) + u64::from(local[k])
                });
                u128::from(abs[0] + abs[1] * d.grid[0] + abs[2] * d.grid[0] * d.grid[1])
            }
            op::PACKETID => u128::from(d.packet_id),
            op::PACKETCOMPLETIONSIG => u128::from(d.completion_signal),
            op::KERNARGBASEPTR => u128::from(d.kernarg_address),
            op::GROUPBASEPTR => 0,
            op::LANEID => u128::from(flat % self.ws),
            op::WAVEID => u128::from(wave.id),
            op::MAXWAVEID => u128::from(self.d.max_waves_per_group().saturating_sub(1)),
            op::CUID => 0,
            op::MAXCUID => 0,
            op::CLOCK => u128::from(self.stats.wave_insts),
            op::NULLPTR => match inst.seg {
                seg::GROUP | seg::PRIVATE => u128::from(SEG_NULL),
                _ => 0,
            },
            op::LDA => {
                let Some(Opnd::Addr(a)) = inst.ops.get(1) else {
                    return Ok(None);
                };
                u128::from(self.address(fr, a, inst.seg, l))
            }
            op::LDF => return Ok(None),
            op::SEGMENTP => {
                let a = g(1) as u64;
                let r = match inst.seg {
                    seg::GROUP => (GROUP_APERTURE..GROUP_APERTURE + (1 << 32)).contains(&a),
                    seg::PRIVATE => (PRIVATE_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&a),
                    _ => !(GROUP_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&a),
                };
                // The flat null pointer belongs to every segment (PRM §5.16.2, L7085).
                let r = r || (!inst.ftz && a == 0);
                u128::from(r)
            }
            op::FTOS => {
                let a = g(1) as u64;
                if a == 0 && !inst.ftz {
                    match inst.seg {
                        seg::GROUP | seg::PRIVATE => u128::from(SEG_NULL),
                        _ => 0,
                    }
                } else {
                    u128::from(
                        match inst.seg {
                            seg::GROUP => a.wrapping_sub(GROUP_APERTURE),
                            seg::PRIVATE => a.wrapping_sub(PRIVATE_APERTURE),
                            _ => a,
                        } & if matches!(inst.seg, seg::GROUP | seg::PRIVATE) {
                            0xffff_ffff
                        } else {
                            u64::MAX
                        },
                    )
                }
            }
            op::STOF => {
                let a = g(1) as u64;
                let is_null = match inst.seg {
                    seg::GROUP | seg::PRIVATE => a == SEG_NULL,
                    _ => a == 0,
                };
                if is_null && !inst.ftz {
                    0
                } else {
                    u128::from(match inst.seg {
                        seg::GROUP => GROUP_APERTURE + (a & 0xffff_ffff),
                        seg::PRIVATE => PRIVATE_APERTURE + (a & 0xffff_ffff),
                        _ => a,
                    })
                }
            }
            op::GETDETECTEXCEPT => u128::from(wave.detect),
            op::COMBINE => {
                let Some(Opnd::Vec(v)) = inst.ops.get(1) else {
                    return Ok(None);
                };
                let eb = ty::bits(inst.stype).max(1);
                let mut out = 0u128;
                for (k, o) in v.iter().enumerate() {
                    let m = if eb >= 128 {
                        u128::MAX
                    } else {
                        (1u128 << eb) - 1
                    };
                    out |= (self.get(fr, o, l) & m) << (eb as usize * k);
                }
                out
            }
            _ => {
                return sem::alu(inst, &g, self.ws).map_err(ExecError::Unsupported);
            }
        };
        Ok(Some((v, None)))
    }
}

enum Loc {
    Group(u64),
    Stack(u64),
    Global(u64),
}

/// The host orderings of an HSAIL memory order (BRIG `BrigMemoryOrder`: 1 relaxed, 2 acquire,
/// 3 release, 4 acquire-release): the order of the operation and the order a plain load may
/// use under it (a load cannot release, so release orders load sequentially consistent).
fn memory_orders(code: u8) -> (std::sync::atomic::Ordering, std::sync::atomic::Ordering) {
    use std::sync::atomic::Ordering as O;
    let order = match code {
        1 => O::Relaxed,
        2 => O::Acquire,
        3 => O::Release,
        _ => O::SeqCst,
    };
    let load = match order {
        O::Release | O::AcqRel => O::SeqCst,
        o => o,
    };
    (order, load)
}
