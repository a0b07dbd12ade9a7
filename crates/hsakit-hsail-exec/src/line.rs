//! Huge grids as lines of work-items ("super-waves").
//!
//! A kernel whose work-items never observe one another (no barriers, group memory, atomics,
//! signals, cross-lane or DETECT-flag operations, no indirect calls: [`eligible`]) gives the
//! same results whatever the order and grouping its work-items run in. For such a kernel a
//! large grid is cut into *lines*: all work-items that share their coordinates outside the
//! longest grid dimension `k`, across every work-group along `k`. A line runs as one *piece*
//! whose registers are compressed ([`Aff`]: lane `l` holds `(b + s·l) & k`), so an instruction
//! costs the same for 2^32 work-items as for one, and every work-item's effects still happen:
//!
//! * a piece splits (registers re-based, no re-execution) where its work-items stop agreeing:
//!   an integer compare whose outcome changes along the piece splits at the changing lanes (the
//!   compared values are monotone there), and a special register that is not affine across
//!   work-group boundaries (work-item id, work-group id, flat id, current sizes along `k`)
//!   splits at the next boundary;
//! * stores are recorded in the piece's log (address and value compressed) and written, lane by
//!   lane in lane order, when the piece finishes; a uniform address keeps the last lane's value
//!   (one valid serialisation of the racing stores);
//! * anything else (an instruction without a compressed form, a divergent `cbr`, a load after a
//!   logged store, a per-lane load) hands the piece, with its log discarded, to the regular
//!   engine: the piece's work-items run from the kernel's entry inside their work-groups, the
//!   other work-items of those groups inactive ([`crate::exec::Group::restrict`]). Nothing of
//!   the piece has reached memory yet, so running it again from the start is exact.
//!
//! Work-item ids and the flat absolute id are affine along a line (PRM §2.3, seed 000
//! L1000–L1060: x varies fastest, ids are `workgroupid · workgroupsize + workitemid`).

use crate::exec::{GROUP_APERTURE, Group, PRIVATE_APERTURE};
use crate::fast::{self, Aff, Dst, FAddr, Fast, Sp};
use crate::ir::{Func, Opnd};
use crate::opc as op;
use crate::{Dispatch, DispatchHooks, ExecError, Program};
use hsakit_hsail::brig::consts::OPCODES;
use hsakit_mem::{Fault, GuestView};
use std::sync::Arc;
use std::time::Instant;

/// Grids of at least this many work-items run as lines when [`crate::LineMode::Auto`].
pub(crate) const AUTO_MIN_ITEMS: u64 = 1 << 20;

/// Operations that let work-items observe each other or the wave they run in.
fn observes_others(o: u16) -> bool {
    matches!(
        o,
        op::ATOMIC
            | op::ATOMICNORET
            | op::SIGNAL
            | op::SIGNALNORET
            | op::RDIMAGE
            | op::LDIMAGE
            | op::STIMAGE
            | op::IMAGEFENCE
            | op::BARRIER
            | op::WAVEBARRIER
            | op::ARRIVEFBAR
            | op::INITFBAR
            | op::JOINFBAR
            | op::LEAVEFBAR
            | op::RELEASEFBAR
            | op::WAITFBAR
            | op::LDF
            | op::ACTIVELANECOUNT
            | op::ACTIVELANEID
            | op::ACTIVELANEMASK
            | op::ACTIVELANEPERMUTE
            | op::SCALL
            | op::ICALL
            | op::CLEARDETECTEXCEPT
            | op::GETDETECTEXCEPT
            | op::SETDETECTEXCEPT
            | op::ADDQUEUEWRITEINDEX
            | op::CASQUEUEWRITEINDEX
            | op::LDQUEUEREADINDEX
            | op::LDQUEUEWRITEINDEX
            | op::STQUEUEREADINDEX
            | op::STQUEUEWRITEINDEX
            | op::GROUPBASEPTR
    )
}

/// True when no work-item of `kernel` (or of a function it calls directly) can observe another
/// work-item, so lines may run in any grouping.
pub(crate) fn eligible(prog: &Program, d: &Dispatch) -> bool {
    if prog.low.group_static != 0 || d.dynamic_group_size != 0 {
        return false;
    }
    let mut seen = vec![false; prog.low.funcs.len()];
    let mut todo = vec![d.kernel.0];
    while let Some(f) = todo.pop() {
        let Some(func) = prog.low.funcs.get(f as usize) else {
            return false;
        };
        if std::mem::replace(&mut seen[f as usize], true) {
            continue;
        }
        for inst in &func.insts {
            if observes_others(inst.op) || inst.seg == crate::lower::seg::GROUP {
                return false;
            }
            if inst.op == op::CALL {
                match inst.ops.iter().find_map(|o| match o {
                    Opnd::Func(g) => Some(*g),
                    _ => None,
                }) {
                    Some(g) => todo.push(g),
                    None => return false,
                }
            }
        }
    }
    true
}

/// A store recorded by a piece: lane `l` writes `val.at(l)` (`size` bytes) at `addr.at(l)`.
#[derive(Clone, Copy, Debug)]
struct Put {
    pc: u32,
    size: u8,
    addr: Aff,
    val: Aff,
}

/// Work-items `start + l·e_k` for `l < n`, at instruction `pc` of the kernel.
#[derive(Clone, Debug)]
struct Piece {
    start: [u64; 3],
    n: u64,
    pc: u32,
    regs: Vec<Aff>,
    log: Vec<Put>,
}

impl Piece {
    /// Cuts the piece before lane `at` (`0 < at < n`); both halves continue at `pc`.
    fn split(mut self, k: usize, at: u64) -> (Piece, Piece) {
        let shift = |a: Aff| Aff {
            b: a.b.wrapping_add(a.s.wrapping_mul(at)),
            ..a
        };
        let mut hi = self.clone();
        hi.start[k] += at;
        hi.n = self.n - at;
        for r in hi.regs.iter_mut() {
            *r = shift(*r);
        }
        for p in hi.log.iter_mut() {
            p.addr = shift(p.addr);
            p.val = shift(p.val);
        }
        self.n = at;
        // A single work-item: every register is uniform.
        for q in [&mut self, &mut hi] {
            if q.n == 1 {
                for r in q.regs.iter_mut() {
                    *r = Aff {
                        b: r.at(0),
                        s: 0,
                        k: r.k,
                    };
                }
            }
        }
        (self, hi)
    }
}

/// What one instruction did to a piece.
enum Step {
    /// Continue at this instruction index.
    Goto(u32),
    /// The piece finished.
    Done,
    /// Cut before this lane and run both halves from the same instruction.
    Split(u64),
    /// Hand the piece to the regular engine.
    Fallback,
}

/// Per-dispatch state of the line runner.
struct Runner<'a> {
    d: &'a Dispatch,
    func: &'a Func,
    view: GuestView,
    k: usize,
    deadline: Option<Instant>,
    hooks: &'a dyn DispatchHooks,
    prog: &'a Program,
    table: Arc<hsakit_mem::RegionTable>,
    /// Pieces handed back to the regular engine, run together by [`Runner::flush`].
    deferred: Vec<([u64; 3], u64)>,
    stats: crate::exec::WgStats,
    steps: u64,
}

/// Stores a piece may log before it is handed back instead (bounds the log).
const LOG_CAP: usize = 1024;
/// Handed-back pieces kept before they are run.
const DEFER_CAP: usize = 1 << 16;

/// Runs a whole dispatch as lines (the caller checked [`eligible`]).
pub(crate) fn run(
    prog: &Program,
    d: &Dispatch,
    table: Arc<hsakit_mem::RegionTable>,
    deadline: Option<Instant>,
    hooks: &dyn DispatchHooks,
) -> Result<crate::exec::WgStats, ExecError> {
    let func = prog
        .low
        .funcs
        .get(d.kernel.0 as usize)
        .ok_or_else(|| ExecError::Invalid("unknown kernel".into()))?;
    // Lines along the longest grid dimension (the first of equal ones).
    let mut k = 0;
    for j in 1..3 {
        if d.grid[j] > d.grid[k] {
            k = j;
        }
    }
    let view = GuestView::new(table.clone());
    let mut r = Runner {
        d,
        func,
        view,
        k,
        deadline,
        hooks,
        prog,
        table,
        deferred: Vec::new(),
        stats: crate::exec::WgStats::default(),
        steps: 0,
    };
    let zero = vec![Aff::ZERO; func.nslots as usize];
    let (o1, o2) = ((k + 1) % 3, (k + 2) % 3);
    for a in 0..d.grid[o1] {
        for b in 0..d.grid[o2] {
            let mut start = [0u64; 3];
            start[o1] = a;
            start[o2] = b;
            r.line(Piece {
                start,
                n: d.grid[k],
                pc: 0,
                regs: zero.clone(),
                log: Vec::new(),
            })?;
        }
    }
    r.flush()?;
    Ok(r.stats)
}

impl<'a> Runner<'a> {
    /// The wavefronts the regular engine would run the work-items of `p` on, so that `Stats`
    /// count wave instructions the same way in both modes. With work-groups of one work-item
    /// in the other dimensions (the only shape `LineMode::Auto` picks), work-item `i` along the
    /// line is local id `i % g` of group `i / g`, and groups of `g` items hold `⌈g / w⌉` waves
    /// of `w` lanes, so the items `a .. a + n` lie in the consecutive waves from that of `a` to
    /// that of `a + n - 1`. Other shapes (only with `LineMode::Always`) count `⌈n / w⌉`, a
    /// lower bound.
    fn waves(&self, p: &Piece) -> u64 {
        let w = u64::from(self.d.wave_size).max(1);
        if p.n == 0 {
            return 0;
        }
        let flat = (0..3).all(|j| j == self.k || self.d.workgroup[j] == 1);
        if !flat {
            return p.n.div_ceil(w);
        }
        let g = u64::from(self.d.workgroup[self.k]).max(1);
        let per_group = g.div_ceil(w);
        let wave = |i: u64| (i / g) * per_group + (i % g) / w;
        let a = p.start[self.k];
        wave(a + (p.n - 1)) - wave(a) + 1
    }

    fn line(&mut self, root: Piece) -> Result<(), ExecError> {
        let mut todo = vec![root];
        while let Some(mut p) = todo.pop() {
            loop {
                self.steps += 1;
                if self.steps & 0xff == 0 {
                    self.watchdog()?;
                }
                self.stats.wave_insts += self.waves(&p);
                self.stats.lane_ops += p.n;
                let step = self.step(&mut p)?;
                match step {
                    Step::Goto(pc) => p.pc = pc,
                    Step::Done => {
                        self.commit(&p)?;
                        break;
                    }
                    Step::Split(at) if at > 0 && at < p.n => {
                        let (lo, hi) = p.split(self.k, at);
                        todo.push(hi);
                        todo.push(lo);
                        break;
                    }
                    Step::Split(_) | Step::Fallback => {
                        self.fallback(&p)?;
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    fn watchdog(&self) -> Result<(), ExecError> {
        if self.hooks.should_abort() {
            return Err(ExecError::Watchdog(crate::ABORTED.into()));
        }
        if let Some(dl) = self.deadline
            && Instant::now() > dl
        {
            return Err(ExecError::Watchdog(format!(
                "the dispatch exceeded its wall-clock limit of {:?}",
                self.d.timeout.unwrap_or_default()
            )));
        }
        Ok(())
    }

    /// Grid geometry along `j` for a piece: (work-group size, the group of lane 0, the group
    /// of the last lane).
    fn groups(&self, p: &Piece, j: usize) -> (u64, u64, u64) {
        let w = u64::from(self.d.workgroup[j]);
        let last = if j == self.k {
            p.start[j] + p.n - 1
        } else {
            p.start[j]
        };
        (w, p.start[j] / w, last / w)
    }

    /// The current (partial) size along `j` of work-group `g`.
    fn cur(&self, j: usize, g: u64) -> u64 {
        let w = u64::from(self.d.workgroup[j]);
        (self.d.grid[j] - g * w).min(w)
    }

    /// A special register over the piece: `Ok((b, s))`, or where to split (`Err(Some(at))`),
    /// or not here (`Err(None)`).
    fn special(&self, p: &Piece, sp: Sp, j: usize) -> Result<(u64, u64), Option<u64>> {
        let k = self.k;
        let g = self.d.grid;
        let unit = |j: usize| u64::from(j == k);
        let (wk, g0, g1) = self.groups(p, k);
        // Lane-0 local ids and whether the piece stays inside one work-group along k.
        let local = [0, 1, 2].map(|i| p.start[i] % u64::from(self.d.workgroup[i]));
        let within = g0 == g1;
        let boundary = || Err(Some((g0 + 1) * wk - p.start[k]));
        let (w, gj, _) = self.groups(p, j);
        Ok(match sp {
            Sp::GridSize => (g[j], 0),
            Sp::GridGroups => (g[j].div_ceil(w), 0),
            Sp::WorkGroupSize => (w, 0),
            Sp::WorkItemAbsId => (p.start[j], unit(j)),
            Sp::WorkItemFlatAbsId => {
                let stride = [1, g[0], g[0].wrapping_mul(g[1])];
                let b = (0..3).fold(0u64, |acc, i| {
                    acc.wrapping_add(p.start[i].wrapping_mul(stride[i]))
                });
                (b, stride[k])
            }
            Sp::WorkItemId if j != k || wk == 1 => (local[j], 0),
            Sp::WorkItemId if within => (local[j], 1),
            Sp::WorkGroupId if j != k || within => (gj, 0),
            Sp::WorkGroupId if wk == 1 => (p.start[k], 1),
            Sp::CurrentWorkGroupSize if j != k || within => (self.cur(j, gj), 0),
            Sp::CurrentWorkGroupSize => {
                // Uniform when every group of the piece is full; else cut before the last.
                if self.cur(k, g1) == wk {
                    (wk, 0)
                } else {
                    return Err(Some(g1 * wk - p.start[k]));
                }
            }
            Sp::WorkItemFlatId | Sp::CurrentWorkItemFlatId if within || wk == 1 => {
                let size = if sp == Sp::WorkItemFlatId {
                    self.d.workgroup.map(u64::from)
                } else {
                    [0, 1, 2].map(|i| self.cur(i, p.start[i] / u64::from(self.d.workgroup[i])))
                };
                let stride = [1, size[0], size[0] * size[1]];
                let b = local[0] + local[1] * stride[1] + local[2] * stride[2];
                (b, if wk == 1 { 0 } else { stride[k] })
            }
            Sp::LaneId => return Err(None),
            _ => return boundary(),
        })
    }

    fn step(&mut self, p: &mut Piece) -> Result<Step, ExecError> {
        let Some(inst) = self.func.insts.get(p.pc as usize) else {
            return Ok(Step::Done);
        };
        let next = Step::Goto(p.pc + 1);
        match inst.op {
            op::NOP => return Ok(next),
            op::BR => {
                return Ok(match inst.ops.first() {
                    Some(Opnd::Label(l)) => Step::Goto(*l),
                    _ => Step::Fallback,
                });
            }
            op::RET => return Ok(Step::Done),
            op::CBR => {
                let (Some(Opnd::Reg(s, _)), Some(Opnd::Label(t))) =
                    (inst.ops.first(), inst.ops.get(1))
                else {
                    return Ok(Step::Fallback);
                };
                return Ok(match p.regs.get(*s as usize) {
                    Some(a) if a.uniform() || p.n == 1 => {
                        if a.at(0) != 0 {
                            Step::Goto(*t)
                        } else {
                            next
                        }
                    }
                    _ => Step::Fallback,
                });
            }
            _ => {}
        }
        let Some(f) = inst.fast else {
            return Ok(Step::Fallback);
        };
        let last = p.n - 1;
        match f {
            Fast::Special { sp, dim, d } => {
                if usize::from(dim) > 2 {
                    return Ok(Step::Fallback);
                }
                match self.special(p, sp, usize::from(dim)) {
                    Ok((b, s)) => fast::set_aff(&mut p.regs, d, b, s),
                    Err(Some(at)) => return Ok(Step::Split(at)),
                    Err(None) => return Ok(Step::Fallback),
                }
                Ok(next)
            }
            Fast::Ld {
                size,
                sext,
                d,
                addr,
            } => self.load(p, size, sext, d, &addr),
            Fast::St { size, v, addr } => {
                let (Some(a), Some(val)) = (self.address(p, &addr), fast::aff_of(&p.regs, v))
                else {
                    return Ok(Step::Fallback);
                };
                if p.log.len() >= LOG_CAP {
                    return Ok(Step::Fallback);
                }
                p.log.push(Put {
                    pc: p.pc,
                    size,
                    addr: a,
                    val,
                });
                Ok(next)
            }
            Fast::Cmp { .. } => {
                if fast::compressed_in(&f, &mut p.regs, last, &|_, _| None) {
                    return Ok(next);
                }
                Ok(cmp_split(&f, &p.regs, p.n).map_or(Step::Fallback, Step::Split))
            }
            _ => Ok(
                if fast::compressed_in(&f, &mut p.regs, last, &|_, _| None) {
                    next
                } else {
                    Step::Fallback
                },
            ),
        }
    }

    /// The piece's addresses as an exact affine sequence (`k == u64::MAX`), or `None` (flat
    /// addresses that may reach the group or private aperture, 32-bit offsets that wrap).
    fn address(&self, p: &Piece, a: &FAddr) -> Option<Aff> {
        let base = if a.kernarg {
            self.d.kernarg_address.wrapping_add(a.base)
        } else {
            a.base
        };
        let (b, s) = match a.reg {
            None => (base, 0),
            Some((r, is32)) => {
                let x = *p.regs.get(r as usize)?;
                let m = if is32 { 0xffff_ffff } else { u64::MAX } & x.k;
                if m == u64::MAX {
                    (base.wrapping_add(x.b), x.s)
                } else {
                    let (b0, s0) = exact(x, m, p.n)?;
                    (base.wrapping_add(b0), s0)
                }
            }
        };
        let addr = Aff { b, s, k: u64::MAX };
        if a.flat {
            let first = addr.at(0);
            let end = u128::from(first) + u128::from(s) * u128::from(p.n - 1);
            let lo = u128::from(GROUP_APERTURE);
            let hi = u128::from(PRIVATE_APERTURE) + (1 << 32);
            // Non-wrapping and wholly outside both apertures.
            if end > u128::from(u64::MAX) || (u128::from(first) < hi && end >= lo) {
                return None;
            }
        }
        Some(addr)
    }

    fn load(
        &mut self,
        p: &mut Piece,
        size: u8,
        sext: bool,
        d: Dst,
        addr: &FAddr,
    ) -> Result<Step, ExecError> {
        // A uniform address, and no store of this piece that the load could observe.
        if !p.log.is_empty() {
            return Ok(Step::Fallback);
        }
        let Some(a) = self.address(p, addr) else {
            return Ok(Step::Fallback);
        };
        if !(a.uniform() || p.n == 1) {
            return Ok(Step::Fallback);
        }
        let at = a.at(0);
        let v = match size {
            1 => self.view.read_u8(at).map(u64::from),
            2 => self.view.read_u16(at).map(u64::from),
            4 => self.view.read_u32(at).map(u64::from),
            _ => self.view.read_u64(at),
        }
        .map_err(|e| self.fault(p, p.pc, 0, e))?;
        let v = if sext {
            fast::sext_from(v, u32::from(size) * 8)
        } else {
            v
        };
        fast::set_aff(&mut p.regs, d, v & d.keep, 0);
        Ok(Step::Goto(p.pc + 1))
    }

    /// Writes a finished piece's stores, lane by lane in program order.
    fn commit(&mut self, p: &Piece) -> Result<(), ExecError> {
        for put in &p.log {
            let (first, n) = if put.addr.uniform() {
                // Every lane writes the same place: the last lane's value is what remains.
                (p.n - 1, 1)
            } else {
                (0, p.n)
            };
            for l in first..first + n {
                if l & 0xf_ffff == 0xf_ffff {
                    self.watchdog()?;
                }
                let (at, x) = (put.addr.at(l), put.val.at(l));
                match put.size {
                    1 => self.view.write_u8(at, x as u8),
                    2 => self.view.write_u16(at, x as u16),
                    4 => self.view.write_u32(at, x as u32),
                    _ => self.view.write_u64(at, x),
                }
                .map_err(|e| self.fault(p, put.pc, l, e))?;
            }
        }
        Ok(())
    }

    fn fault(&self, p: &Piece, pc: u32, lane: u64, fault: Fault) -> ExecError {
        let (address, size) = fault.span();
        let name = self
            .func
            .insts
            .get(pc as usize)
            .and_then(|i| OPCODES.get(i.op as usize))
            .copied()
            .unwrap_or("?");
        let mut workitem = p.start;
        workitem[self.k] += lane;
        ExecError::MemoryViolation {
            instruction: format!(
                "`{name}` (instruction {pc} of {}, byte {})",
                self.func.name,
                self.func.lines.get(pc as usize).copied().unwrap_or(0)
            ),
            address,
            size,
            workitem: workitem.map(|x| x as u32),
        }
    }

    /// Hands the piece to the regular engine (run by [`Runner::flush`]).
    fn fallback(&mut self, p: &Piece) -> Result<(), ExecError> {
        self.deferred.push((p.start, p.n));
        if self.deferred.len() >= DEFER_CAP {
            self.flush()?;
        }
        Ok(())
    }

    /// Runs the handed-back pieces' work-items on the regular engine, from the kernel's entry:
    /// every work-group a piece touches runs with the group's other work-items inactive; the
    /// (piece, work-group) units run on the dispatch's threads.
    fn flush(&mut self) -> Result<(), ExecError> {
        use rayon::prelude::*;
        use std::sync::atomic::{AtomicU64, Ordering};
        let pieces = std::mem::take(&mut self.deferred);
        let (k, d, prog, hooks) = (self.k, self.d, self.prog, self.hooks);
        let deadline = self.deadline;
        let table = &self.table;
        let wk = u64::from(d.workgroup[k]);
        // Units before the end of each piece.
        let mut ends = Vec::with_capacity(pieces.len());
        let mut total = 0u64;
        for &(s, n) in &pieces {
            total += (s[k] + n - 1) / wk - s[k] / wk + 1;
            ends.push(total);
        }
        let (waves, lanes) = (AtomicU64::new(0), AtomicU64::new(0));
        let unit = |g: &mut Box<Group<'_>>, u: u64| -> Result<(), ExecError> {
            let i = ends.partition_point(|&e| e <= u);
            let Some(&(start, n)) = pieces.get(i) else {
                return Ok(());
            };
            let before = if i == 0 { 0 } else { ends[i - 1] };
            let gk = start[k] / wk + (u - before);
            let mut id = [0u32; 3];
            let mut fixed = [0u32; 3];
            for j in 0..3 {
                let w = u64::from(d.workgroup[j]);
                id[j] = (start[j] / w) as u32;
                fixed[j] = (start[j] % w) as u32;
            }
            id[k] = gk as u32;
            let base = gk * wk;
            let (lo, hi) = (start[k], start[k] + n);
            let (a, b) = (lo.max(base) - base, hi.min(base + wk) - base);
            let keep = move |loc: [u32; 3]| {
                (0..3).all(|j| {
                    if j == k {
                        (a..b).contains(&u64::from(loc[j]))
                    } else {
                        loc[j] == fixed[j]
                    }
                })
            };
            g.reset(id);
            g.deadline = deadline;
            g.budget = d.max_wave_instructions_per_group;
            g.start(d.kernel.0);
            g.restrict(&keep);
            while !g.round()? {}
            waves.fetch_add(g.stats.wave_insts, Ordering::Relaxed);
            lanes.fetch_add(g.stats.lane_ops, Ordering::Relaxed);
            Ok(())
        };
        let make = || Box::new(Group::new(prog, d, GuestView::new(table.clone()), hooks));
        match d.threads {
            Some(1) => {
                let mut g = make();
                for u in 0..total {
                    unit(&mut g, u)?;
                }
            }
            Some(n) => rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .map_err(|e| ExecError::Invalid(e.to_string()))?
                .install(|| (0..total).into_par_iter().try_for_each_init(make, unit))?,
            None => (0..total).into_par_iter().try_for_each_init(make, unit)?,
        }
        self.stats.wave_insts += waves.into_inner();
        self.stats.lane_ops += lanes.into_inner();
        Ok(())
    }
}

/// `(b0, s0)` with lane `l < n` of `x & m` equal to `b0 + s0·l` without wrapping (`m` a low
/// mask), if the lanes do not wrap.
fn exact(x: Aff, m: u64, n: u64) -> Option<(u64, u64)> {
    let (b0, s0) = (x.b & m, x.s & m);
    let end = u128::from(b0) + u128::from(s0) * u128::from(n - 1);
    (end <= u128::from(m)).then_some((b0, s0))
}

/// Where an integer compare whose outcome varies along a piece changes: the compared side
/// that varies must rise without wrapping (then the outcome changes only where it crosses the
/// uniform side); `None` otherwise.
fn cmp_split(f: &Fast, regs: &[Aff], n: u64) -> Option<u64> {
    let Fast::Cmp {
        bits, signed, a, b, ..
    } = *f
    else {
        return None;
    };
    let (x, y) = (fast::aff_of(regs, a)?, fast::aff_of(regs, b)?);
    let (v, q) = if y.uniform() {
        (x, y)
    } else if x.uniform() {
        (y, x)
    } else {
        return None;
    };
    let m = fast::mask(bits);
    let flip = if signed { 1u64 << (bits - 1) } else { 0 };
    let (b0, s0) = exact(v, m & v.k, n)?;
    let end = b0 + s0 * (n - 1);
    if signed && (b0 ^ end) & flip != 0 {
        return None;
    }
    let key = |l: u64| (b0 + s0 * l) ^ flip;
    let qk = (q.at(0) & m) ^ flip;
    // The first lane whose key is >= qk, then > qk (keys do not decrease along the piece).
    let first = |pred: &dyn Fn(u64) -> bool| {
        let (mut lo, mut hi) = (0u64, n);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if pred(key(mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        lo
    };
    let ge = first(&|x| x >= qk);
    let gt = first(&|x| x > qk);
    [ge, gt].into_iter().filter(|&l| l > 0 && l < n).min()
}
