//! Wave state (seed chapter 3, L652–1627): SGPRs with VCC, TTMPs, NULL, M0 and EXEC in one
//! array indexed by operand code; 256 VGPRs × lanes; SCC, PC, MODE, STATUS; scratch; the strict
//! mode's outstanding-counter model.

use hsakit_softfp::{FpCtx, Round};

/// Scalar operand codes (seed Table 34, L1663–1703).
/// TRAP_CTRL bits of the ALU exceptions (seed L1280–1288: invalid, input denormal, float
/// divide by zero, overflow, underflow, inexact, integer divide by zero).
pub(crate) const FP_TRAPS: u32 = 0x7F;

pub(crate) const VCC: usize = 106;
/// TTMP0.
pub(crate) const TTMP0: usize = 108;
/// NULL.
pub(crate) const NULL: usize = 124;
/// M0.
pub(crate) const M0: usize = 125;
/// EXEC_LO.
pub(crate) const EXEC: usize = 126;

/// VGPRs per lane kept (v0–v255) plus one spare so 64-bit accesses at v255 stay in bounds.
pub(crate) const NVGPR: usize = 257;

/// Why a wave stopped running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Runs.
    Running,
    /// Waits at `s_barrier_wait`.
    Barrier,
    /// Ended (`s_endpgm`).
    Done,
}

/// One outstanding memory operation in a counter's queue (strict mode).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending {
    /// First register (code < 256 scalar, else 256 + VGPR).
    pub code: u16,
    /// Registers.
    pub count: u8,
}

/// Wait counters (seed Table 4, L689–695; L2165–2260).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cnt {
    /// VMEM loads, atomics with return.
    Load = 0,
    /// Stores.
    Store = 1,
    /// LDS.
    Ds = 2,
    /// SMEM, messages.
    Km = 3,
}

/// Strict-mode bookkeeping of a wave (allocated only when strict checks are on, so a wave in
/// the default mode keeps just its registers).
#[derive(Debug)]
pub(crate) struct Strict {
    /// Per-counter queues of outstanding destination registers.
    pub queues: [Vec<Pending>; 4],
    /// Outstanding writes per register (index = code as in [`Pending`]).
    pub busy: Vec<u8>,
    /// Total outstanding register writes.
    pub busy_total: u32,
    /// Outstanding operations per counter (for waits on counters without destinations, e.g.
    /// stores).
    pub counts: [u32; 4],
    /// SMEM returns out of order: registers only become safe at `s_wait_kmcnt 0`.
    pub km_unordered: bool,
    /// `s_wait_alu` rule: SGPRs read by a VALU instruction (per register).
    pub vread: u128,
    /// SGPR pairs written by SALU after a VALU read, not yet guarded by `s_wait_alu 0xfffe`.
    pub pend_sa: u128,
    /// SGPR pairs written by VALU after a VALU read, not yet guarded by `s_wait_alu 0xf1ff`.
    pub pend_va: u128,
    /// VCC written by VALU after a VALU read, not yet guarded by `s_wait_alu 0xfffd`.
    pub pend_vcc: bool,
}

impl Strict {
    fn new() -> Strict {
        Strict {
            queues: Default::default(),
            busy: vec![0; 256 + 256],
            busy_total: 0,
            counts: [0; 4],
            km_unordered: true,
            vread: 0,
            pend_sa: 0,
            pend_va: 0,
            pend_vcc: false,
        }
    }

    fn clear(&mut self) {
        for q in &mut self.queues {
            q.clear();
        }
        self.busy.fill(0);
        self.busy_total = 0;
        self.counts = [0; 4];
        self.vread = 0;
        self.pend_sa = 0;
        self.pend_va = 0;
        self.pend_vcc = false;
    }

    fn heap_bytes(&self) -> usize {
        std::mem::size_of::<Strict>()
            + self.busy.capacity()
            + self
                .queues
                .iter()
                .map(|q| q.capacity() * std::mem::size_of::<Pending>())
                .sum::<usize>()
    }
}

/// A wave.
pub(crate) struct Wave {
    /// Scalar registers by operand code (0–127); `s[NULL]` is always 0.
    pub s: [u32; 128],
    /// Scalar condition code.
    pub scc: bool,
    /// VGPRs, `v[reg * lanes + lane]`, for the rows the kernel allocates (its descriptor's VGPR
    /// count, or more when its code names more); accesses past them read 0 and drop writes.
    pub v: Vec<u32>,
    /// 32 or 64.
    pub lanes: usize,
    /// Next instruction index.
    pub pc: usize,
    /// MODE register (hwreg 1, L1064–1076).
    pub mode: u32,
    /// TRAP_CTRL (hwreg 19).
    pub trap_ctrl: u32,
    /// f32 arithmetic context from MODE.
    pub fp32: FpCtx,
    /// f16/f64 arithmetic context from MODE.
    pub fp64: FpCtx,
    /// An integer divide by zero (`V_RCP_IFLAG_F32` of zero) since the last
    /// [`Wave::take_fp_exceptions`].
    pub int_div0: bool,
    /// State.
    pub state: State,
    /// Wave index within the work-group.
    pub id: u32,
    /// Work-group id.
    pub wg: [u32; 3],
    /// Private memory, `lanes × priv_size` bytes (lane-major).
    pub scratch: Vec<u8>,
    /// Private bytes per lane.
    pub priv_size: u32,
    /// Barrier phase this wave signalled in, if its signal has not completed.
    pub signaled: Option<u32>,
    /// Steps executed.
    pub steps: u64,
    /// Lane-instructions executed (active lanes summed over VALU/VMEM/LDS instructions).
    pub lane_insts: u64,
    /// Strict-mode bookkeeping, when strict checks are on.
    pub strict: Option<Box<Strict>>,
}

impl Wave {
    /// A wave with `lanes` lanes, `rows` VGPRs per lane and `priv_size` private bytes per lane;
    /// `strict` allocates the strict-mode bookkeeping.
    pub fn new(lanes: usize, priv_size: u32, rows: usize, strict: bool) -> Wave {
        Wave {
            s: [0; 128],
            scc: false,
            v: vec![0; rows.min(NVGPR) * lanes],
            lanes,
            pc: 0,
            mode: 0,
            trap_ctrl: 0,
            fp32: FpCtx::ieee(),
            fp64: FpCtx::ieee(),
            int_div0: false,
            state: State::Running,
            id: 0,
            wg: [0; 3],
            scratch: vec![0; lanes * priv_size as usize],
            priv_size,
            signaled: None,
            steps: 0,
            lane_insts: 0,
            strict: strict.then(|| Box::new(Strict::new())),
        }
    }

    /// Reinitialises a pooled wave for a new launch with `rows` VGPRs per lane (VGPRs are not
    /// initialised by hardware, seed L1359; hsakit zeroes them for determinism).
    pub fn reset(&mut self, lanes: usize, priv_size: u32, rows: usize, strict: bool) {
        self.s = [0; 128];
        self.scc = false;
        let n = rows.min(NVGPR) * lanes;
        if self.v.len() != n {
            self.v = vec![0; n];
        } else {
            self.v.fill(0);
        }
        self.lanes = lanes;
        self.pc = 0;
        self.state = State::Running;
        self.signaled = None;
        self.steps = 0;
        self.lane_insts = 0;
        let n = lanes * priv_size as usize;
        self.scratch.clear();
        self.scratch.resize(n, 0);
        self.priv_size = priv_size;
        match (&mut self.strict, strict) {
            (Some(st), true) => st.clear(),
            (None, true) => self.strict = Some(Box::new(Strict::new())),
            (_, false) => self.strict = None,
        }
    }

    /// Sets MODE and the arithmetic contexts (FP_ROUND [3:0], FP_DENORM [7:4]; L1064–1076).
    pub fn set_mode(&mut self, mode: u32) {
        self.mode = mode;
        let mut c32 = FpCtx::ieee()
            .with_round(Round::from_rdna_mode(mode & 3))
            .with_rdna_denorm((mode >> 4) & 3);
        let mut c64 = FpCtx::ieee()
            .with_round(Round::from_rdna_mode((mode >> 2) & 3))
            .with_rdna_denorm((mode >> 6) & 3);
        // Exception flags are only tracked while TRAP_CTRL enables a float exception (the host
        // fast paths skip operations then; see `fp::plain`).
        let flags = self.trap_ctrl & FP_TRAPS != 0;
        for c in [&mut c32, &mut c64] {
            c.want_flags = flags;
            // Invalid operations give the negative default NaN (seed L6166: FP32 0xFFC00000).
            c.default_nan_negative = true;
        }
        self.fp32 = c32;
        self.fp64 = c64;
    }

    /// Writes TRAP_CTRL (seed L1274–1291) and starts or stops tracking float exception flags.
    pub fn set_trap_ctrl(&mut self, v: u32) {
        self.trap_ctrl = v;
        self.set_mode(self.mode);
    }

    /// The float exceptions raised since the last call that TRAP_CTRL enables, as TRAP_CTRL
    /// bits (0 invalid, 1 input denormal, 2 divide by zero, 3 overflow, 4 underflow, 5 inexact,
    /// 6 integer divide by zero); clears the pending flags.
    pub fn take_fp_exceptions(&mut self) -> u32 {
        let f = (self.fp32.flags | self.fp64.flags).bits();
        self.fp32.flags = hsakit_softfp::Flags::NONE;
        self.fp64.flags = hsakit_softfp::Flags::NONE;
        // softfp bits: invalid 1, div-by-zero 2, overflow 4, underflow 8, inexact 16, denormal 32.
        let bit = |m: u8, b: u32| if f & m != 0 { 1 << b } else { 0 };
        let raised = bit(1, 0) | bit(32, 1) | bit(2, 2) | bit(4, 3) | bit(8, 4) | bit(16, 5);
        let int = if std::mem::take(&mut self.int_div0) {
            1 << 6
        } else {
            0
        };
        (raised | int) & self.trap_ctrl
    }

    /// EXEC as a lane mask.
    #[inline]
    pub fn exec(&self) -> u64 {
        if self.lanes == 32 {
            u64::from(self.s[EXEC])
        } else {
            u64::from(self.s[EXEC]) | (u64::from(self.s[EXEC + 1]) << 32)
        }
    }

    /// Writes EXEC.
    #[inline]
    pub fn set_exec(&mut self, m: u64) {
        self.s[EXEC] = m as u32;
        if self.lanes == 64 {
            self.s[EXEC + 1] = (m >> 32) as u32;
        }
    }

    /// A lane mask from a scalar code (one SGPR in wave32, a pair in wave64).
    #[inline]
    pub fn mask(&self, code: u8) -> u64 {
        let c = usize::from(code) & 127;
        if self.lanes == 32 {
            u64::from(self.s[c])
        } else {
            u64::from(self.s[c]) | (u64::from(self.s[(c + 1) & 127]) << 32)
        }
    }

    /// Writes a lane mask to a scalar code.
    #[inline]
    pub fn set_mask(&mut self, code: u8, m: u64) {
        let c = usize::from(code) & 127;
        self.ws(c, m as u32);
        if self.lanes == 64 {
            self.ws((c + 1) & 127, (m >> 32) as u32);
        }
    }

    /// Writes one scalar register (NULL discards; L1101–1109).
    #[inline]
    pub fn ws(&mut self, c: usize, v: u32) {
        if c != NULL && c < 128 {
            self.s[c] = v;
        }
    }

    /// Reads a 64-bit scalar pair.
    #[inline]
    pub fn rs64(&self, c: usize) -> u64 {
        let lo = self.s.get(c).copied().unwrap_or(0);
        let hi = self.s.get(c + 1).copied().unwrap_or(0);
        if c == NULL {
            return 0;
        }
        u64::from(lo) | (u64::from(hi) << 32)
    }

    /// Writes a 64-bit scalar pair.
    #[inline]
    pub fn ws64(&mut self, c: usize, v: u64) {
        self.ws(c, v as u32);
        if c != NULL {
            self.ws(c + 1, (v >> 32) as u32);
        }
    }

    /// VGPR `r` of `lane`.
    #[inline]
    pub fn vr(&self, r: usize, lane: usize) -> u32 {
        self.v
            .get((r % NVGPR) * self.lanes + lane)
            .copied()
            .unwrap_or(0)
    }

    /// Writes VGPR `r` of `lane`.
    #[inline]
    pub fn vw(&mut self, r: usize, lane: usize, x: u32) {
        let l = self.lanes;
        if let Some(d) = self.v.get_mut((r % NVGPR) * l + lane) {
            *d = x;
        }
    }

    /// VGPR rows allocated per lane.
    pub fn rows(&self) -> usize {
        self.v.len() / self.lanes.max(1)
    }

    /// Bytes of state the wave keeps: the struct, its VGPR rows and the strict-mode bookkeeping
    /// (scratch is private memory, not register state, and is not counted).
    pub fn state_bytes(&self) -> usize {
        std::mem::size_of::<Wave>()
            + self.v.capacity() * 4
            + self.strict.as_ref().map_or(0, |s| s.heap_bytes())
    }
}
