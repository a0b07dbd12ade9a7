//! The execution core: generic lane loops for VALU forms (with VOP3 modifiers, 16-bit halves and
//! DPP), SALU forms, control flow, and the handlers for cross-lane operations.
//!
//! Wave64 (seed L581–591): VALU instructions conceptually issue twice, both passes reading the
//! state from before the instruction. Every handler here reads all of its sources (and, for
//! masks, the whole 64-bit mask) before writing anything, so one 64-lane pass is equivalent.

use crate::program::{Dpp, FORM_CMP32, FORM_PLAIN_WIDE, FORM_PLAIN32, Inst, ROW_ZERO, Src, Sz};
use crate::wave::{Cnt, EXEC, State, VCC, Wave};
use hsakit_mem::GuestView;
use hsakit_softfp::{F16, F32, F64, FpCtx, MinMaxKind};

/// Why a wave stopped with an error (the dispatcher adds the PC and wave).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// A memory access outside every region.
    Mem { addr: u64, write: bool },
    /// An instruction that cannot run.
    Illegal(String),
    /// Image/sample instructions.
    Unsupported(&'static str),
    /// `s_trap`.
    Trap(u32),
}

/// Barrier state of a work-group (seed §5.6, L2017–2100).
#[derive(Debug, Default)]
pub(crate) struct Barrier {
    /// Waves that signalled in this phase.
    pub arrived: u32,
    /// Waves still running.
    pub live: u32,
    /// Completed barriers.
    pub phase: u32,
}

/// What a handler may touch besides its wave.
pub(crate) struct Env<'a> {
    /// Guest memory.
    pub mem: &'a GuestView,
    /// The work-group's LDS.
    pub lds: &'a mut [u8],
    /// The work-group's barrier.
    pub bar: &'a mut Barrier,
    /// Guest address of the kernel's first instruction (for `s_getpc_b64`).
    pub code_address: u64,
    /// Instruction byte offsets, for `s_setpc_b64`.
    pub pcs: &'a [u32],
    /// Strict mode.
    pub strict: bool,
    /// Instruction trace of one wave, when requested.
    pub trace: Option<&'a mut crate::Tracer>,
    /// The dispatch's cancel check (polled by the run loop).
    pub cancel: &'a (dyn Fn() -> bool + Sync),
}

/// An instruction handler.
pub(crate) type Handler = fn(&mut Wave, &Inst, &mut Env<'_>) -> Result<(), Stop>;

/// Per-instruction lane context handed to the lane closures.
pub(crate) struct Cx {
    /// f32 context.
    pub f32: FpCtx,
    /// f16/f64 context.
    pub f64: FpCtx,
    /// Clamp bit.
    pub clamp: bool,
    /// Current lane.
    pub lane: usize,
    /// An integer divide by zero was raised (TRAP_CTRL bit 6; only while flags are tracked).
    pub int_div0: bool,
}

pub(crate) fn illegal(_w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Err(Stop::Illegal(format!(
        "not a valid instruction ({})",
        if i.op == u16::MAX {
            "undecodable word"
        } else {
            i.name()
        }
    )))
}

pub(crate) fn unimplemented(_w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Err(Stop::Illegal(format!(
        "{} is not implemented by this emulator",
        i.name()
    )))
}

pub(crate) fn unsupported_image(_w: &mut Wave, _i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Err(Stop::Unsupported("image instructions not supported yet"))
}

pub(crate) fn nop(_w: &mut Wave, _i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// VALU operand access

#[inline(always)]
fn sign_bit(sz: Sz) -> u64 {
    match sz.bits() {
        16 => 0x8000,
        32 => 0x8000_0000,
        _ => 0x8000_0000_0000_0000,
    }
}

/// Reads source `k` of `i` for every lane into `out` (size, half select, abs/neg applied).
#[inline(always)]
pub(crate) fn fetch(w: &Wave, i: &Inst, k: usize, out: &mut [u64; 64]) {
    let sz = i.sz[k];
    let n = w.lanes;
    let hi = i.hi >> k & 1 != 0;
    match i.src[k] {
        Src::V(r) => {
            let r = usize::from(r);
            let row = |r: usize| -> &[u32] { w.v.get(r * n..(r + 1) * n).unwrap_or(&[]) };
            let lo = row(r);
            match sz.bits() {
                16 => {
                    let sh = if hi { 16 } else { 0 };
                    out[..n].fill(0);
                    for (o, &x) in out.iter_mut().zip(lo) {
                        *o = u64::from((x >> sh) & 0xFFFF);
                    }
                }
                64 => {
                    out[..n].fill(0);
                    for (o, &x) in out.iter_mut().zip(lo) {
                        *o = u64::from(x);
                    }
                    for (o, &x) in out.iter_mut().zip(row((r + 1) % crate::wave::NVGPR)) {
                        *o |= u64::from(x) << 32;
                    }
                }
                _ => {
                    out[..n].fill(0);
                    for (o, &x) in out.iter_mut().zip(lo) {
                        *o = u64::from(x);
                    }
                }
            }
        }
        s => {
            let x = scalar_src(w, s, sz, hi);
            out[..n].fill(x);
        }
    }
    // Input modifiers act on the sign bit of the operand's size; integer-typed moves and selects
    // accept them too ("valid if S0 is a float", e.g. V_CNDMASK_B32 |v0|, seed ch16 V_MOV_B32).
    if (i.abs | i.neg) >> k & 1 != 0 && sz != Sz::No {
        let sb = sign_bit(sz);
        if i.abs >> k & 1 != 0 && !is_vop3p(i) {
            for o in out.iter_mut().take(n) {
                *o &= !sb;
            }
        }
        if i.neg >> k & 1 != 0 && !is_vop3p(i) {
            for o in out.iter_mut().take(n) {
                *o ^= sb;
            }
        }
    }
}

#[inline(always)]
fn is_vop3p(i: &Inst) -> bool {
    i.opsel_hi & 0x80 != 0
}

/// A scalar source value for an operand of size `sz`.
#[inline]
pub(crate) fn scalar_src(w: &Wave, s: Src, sz: Sz, hi: bool) -> u64 {
    match s {
        Src::S(c) => {
            let c = usize::from(c);
            match sz.bits() {
                64 => w.rs64(c),
                16 => u64::from((w.s[c & 127] >> if hi { 16 } else { 0 }) & 0xFFFF),
                _ => u64::from(w.s[c & 127]),
            }
        }
        Src::K(x) => match sz.bits() {
            16 if hi => (x >> 16) & 0xFFFF,
            16 => x & 0xFFFF,
            32 => x & 0xFFFF_FFFF,
            _ => x,
        },
        Src::Scc => u64::from(w.scc),
        Src::V(_) | Src::None => 0,
    }
}

/// Applies DPP to source 0 (already fetched); returns the mask of lanes allowed to write.
fn apply_dpp(w: &Wave, i: &Inst, a: &mut [u64; 64]) -> u64 {
    let n = w.lanes;
    let exec = w.exec();
    let orig = *a;
    let mut ok = 0u64;
    match i.dpp {
        Dpp::None => return u64::MAX,
        Dpp::D8 { sel, fi } => {
            for l in 0..n {
                let s = (l & !7) | ((sel >> (3 * (l & 7))) & 7) as usize;
                a[l] = if exec >> s & 1 != 0 || fi { orig[s] } else { 0 };
                ok |= 1 << l;
            }
        }
        Dpp::D16 {
            ctrl,
            row_mask,
            bank_mask,
            bc,
            fi,
        } => {
            let c = u32::from(ctrl);
            for l in 0..n {
                let row = l & !15;
                let r = (l & 15) as i32;
                let src: Option<usize> = match c {
                    0x000..=0x0FF => Some((l & !3) | ((c >> ((l & 3) * 2)) & 3) as usize),
                    0x101..=0x10F => {
                        let s = r + (c & 15) as i32;
                        (s <= 15).then(|| row + s as usize)
                    }
                    0x111..=0x11F => {
                        let s = r - (c & 15) as i32;
                        (s >= 0).then(|| row + s as usize)
                    }
                    0x121..=0x12F => Some(row + ((r - (c & 15) as i32) & 15) as usize),
                    0x140 => Some(row + (15 - r) as usize),
                    0x141 => Some((l & !7) + (7 - (l & 7))),
                    0x150..=0x15F => Some(row + (c & 15) as usize),
                    0x160..=0x16F => Some(row + ((r as u32 ^ (c & 15)) as usize)),
                    _ => None,
                };
                let rowi = (l >> 4) & 3;
                let bank = l & 3;
                let enabled = row_mask >> rowi & 1 != 0 && bank_mask >> bank & 1 != 0;
                if !enabled {
                    continue;
                }
                match src {
                    Some(s) if s < n && (exec >> s & 1 != 0 || fi) => {
                        a[l] = orig[s];
                        ok |= 1 << l;
                    }
                    _ if bc => {
                        a[l] = 0;
                        ok |= 1 << l;
                    }
                    _ => {}
                }
            }
            // DPP16 source modifiers (neg/abs bits of the DPP dword) were folded into i.neg/abs.
        }
    }
    ok
}

/// Keeps the exception flags a lane loop raised on the wave (only tracked while TRAP_CTRL enables
/// a float exception; the step loop then turns them into a trap).
#[inline(always)]
fn absorb_flags(w: &mut Wave, x: &Cx) {
    if x.f32.want_flags {
        w.fp32.flags |= x.f32.flags;
        w.fp64.flags |= x.f64.flags;
        w.int_div0 |= x.int_div0;
    }
}

#[inline]
fn cx(w: &Wave, i: &Inst) -> Cx {
    Cx {
        f32: w.fp32,
        f64: w.fp64,
        clamp: i.clamp,
        lane: 0,
        int_div0: false,
    }
}

/// Float output modifiers (seed L2841–2911): OMOD scale then clamp to [0, 1] (NaN → 0).
fn out_mods(c: &mut Cx, sz: Sz, omod: u8, clamp: bool, r: u64) -> u64 {
    let mut r = r;
    match sz {
        Sz::F32 => {
            let ctx = &mut c.f32;
            let mut x = r as u32;
            match omod {
                1 => x = ctx.mul::<F32>(x, 0x4000_0000),
                2 => x = ctx.mul::<F32>(x, 0x4080_0000),
                3 => x = ctx.mul::<F32>(x, 0x3F00_0000),
                _ => {}
            }
            if clamp {
                let f = f32::from_bits(x);
                x = if f.is_nan() || f <= 0.0 {
                    if f.is_nan() || x & 0x8000_0000 != 0 || f == 0.0 {
                        0
                    } else {
                        x
                    }
                } else if f >= 1.0 {
                    0x3F80_0000
                } else {
                    x
                };
            }
            r = u64::from(x);
        }
        Sz::F64 => {
            let ctx = &mut c.f64;
            let mut x = r;
            match omod {
                1 => x = ctx.mul::<F64>(x, 0x4000_0000_0000_0000),
                2 => x = ctx.mul::<F64>(x, 0x4010_0000_0000_0000),
                3 => x = ctx.mul::<F64>(x, 0x3FE0_0000_0000_0000),
                _ => {}
            }
            if clamp {
                let f = f64::from_bits(x);
                x = if f.is_nan() || f <= 0.0 {
                    0
                } else if f >= 1.0 {
                    0x3FF0_0000_0000_0000
                } else {
                    x
                };
            }
            r = x;
        }
        Sz::F16 => {
            let ctx = &mut c.f64;
            let mut x = r as u16;
            match omod {
                1 => x = ctx.mul::<F16>(x, 0x4000),
                2 => x = ctx.mul::<F16>(x, 0x4400),
                3 => x = ctx.mul::<F16>(x, 0x3800),
                _ => {}
            }
            if clamp {
                let neg = x & 0x8000 != 0;
                let nan = x & 0x7C00 == 0x7C00 && x & 0x3FF != 0;
                x = if nan || neg || x == 0 {
                    0
                } else if x >= 0x3C00 {
                    0x3C00
                } else {
                    x
                };
            }
            r = u64::from(x);
        }
        _ => {}
    }
    r
}

/// Writes a VALU result of size `sz` to VGPR `r`, lane `l`.
#[inline(always)]
fn put(w: &mut Wave, r: usize, l: usize, sz: Sz, hi: bool, x: u64) {
    match sz.bits() {
        16 => {
            let old = w.vr(r, l);
            let v = if hi {
                (old & 0xFFFF) | ((x as u32 & 0xFFFF) << 16)
            } else {
                (old & 0xFFFF_0000) | (x as u32 & 0xFFFF)
            };
            w.vw(r, l, v);
        }
        64 => {
            w.vw(r, l, x as u32);
            w.vw(r + 1, l, (x >> 32) as u32);
        }
        _ => w.vw(r, l, x as u32),
    }
}

/// True when `i` is a plain 32-bit VALU form ([`crate::program::FORM_PLAIN32`]). Such
/// instructions run through the fixed-width lane loops ([`lanes32`]).
#[inline(always)]
pub(crate) fn plain32(i: &Inst) -> bool {
    i.form & FORM_PLAIN32 != 0
}

/// Lanes of an unused source (they read 0).
static ZERO_ROW: [u32; 64] = [0; 64];

/// Source `k` of a plain 32-bit instruction for all `N` lanes, where it is a row already: the
/// VGPR row itself, or zeros for an unused source ([`Inst::row`]). `None` for a scalar or
/// constant, which `src32!` broadcasts. Borrowing the row instead of copying it saves the lane
/// loops a copy per source.
#[inline(always)]
fn row32<'a, const N: usize>(w: &'a Wave, i: &Inst, k: usize) -> Option<&'a [u32; N]> {
    let r = usize::from(i.row[k]);
    if r < 256 {
        w.v.get(r * N..)?.first_chunk::<N>()
    } else if r == usize::from(ROW_ZERO) {
        ZERO_ROW.first_chunk::<N>()
    } else {
        None
    }
}

/// The broadcast value of source `k` where [`row32`] gives no row (0 for a VGPR past the rows
/// the wave keeps).
#[inline(always)]
fn broadcast32(w: &Wave, i: &Inst, k: usize) -> u32 {
    scalar_src(w, i.src[k], i.sz[k], false) as u32
}

/// Source `k` of a plain 32-bit instruction for all `N` lanes as `&[u32; N]`: a borrowed row
/// ([`row32`]), or `$buf` (a `let $buf: [u32; N];` declared by the caller, only written here)
/// filled with the scalar or constant.
macro_rules! src32 {
    ($w:expr, $i:expr, $k:expr, $buf:ident, $n:expr) => {
        match row32::<$n>($w, $i, $k) {
            Some(row) => row,
            None => {
                $buf = [broadcast32($w, $i, $k); $n];
                &$buf
            }
        }
    };
}

/// True when `i` is a plain VALU form with 64-bit operands: like [`plain32`], but sources and
/// result may be 32 or 64 bits wide ([`crate::program::FORM_PLAIN_WIDE`]). Such instructions
/// run through [`lanes_wide`] and [`lanes_wide_mask`] (64-bit address arithmetic:
/// `V_LSHLREV_B64`, `V_MAD_CO_U64_U32`, ...).
#[inline(always)]
pub(crate) fn plain_wide(i: &Inst) -> bool {
    i.form & FORM_PLAIN_WIDE != 0
}

/// Source `k` of a [`plain_wide`] instruction for all `N` lanes, zero-extended to 64 bits: one
/// VGPR row (two, low then high, for 64-bit sources, as [`fetch`] reads them), or a scalar or
/// constant broadcast; unused sources read 0.
#[inline(always)]
pub(crate) fn row64<const N: usize>(w: &Wave, i: &Inst, k: usize) -> [u64; N] {
    let mut out = [0u64; N];
    let sz = i.sz[k];
    if sz == Sz::No {
        return out;
    }
    match i.src[k] {
        Src::V(r) => {
            let r = usize::from(r) % crate::wave::NVGPR;
            if let Some(row) = w.v.get(r * N..r * N + N) {
                for l in 0..N {
                    out[l] = u64::from(row[l]);
                }
            }
            if sz.bits() == 64 {
                let h = (r + 1) % crate::wave::NVGPR;
                if let Some(row) = w.v.get(h * N..h * N + N) {
                    for l in 0..N {
                        out[l] |= u64::from(row[l]) << 32;
                    }
                }
            }
        }
        s => out.fill(scalar_src(w, s, sz, false)),
    }
    out
}

/// Writes a [`plain_wide`] result to VGPR `r` (and `r + 1` for 64-bit results) on the lanes of
/// `exec`.
#[inline(always)]
fn store_wide<const N: usize>(w: &mut Wave, r: usize, exec: u64, out: &[u64; N], wide: bool) {
    let mut lo = [0u32; N];
    for l in 0..N {
        lo[l] = out[l] as u32;
    }
    store32::<N>(w, r, exec, &lo);
    if wide {
        let mut hi = [0u32; N];
        for l in 0..N {
            hi[l] = (out[l] >> 32) as u32;
        }
        store32::<N>(w, (r + 1) % crate::wave::NVGPR, exec, &hi);
    }
}

/// The fixed-width lane loop of [`plain_wide`] forms: every lane computed (the lane functions
/// are total), the active lanes written, as in [`lanes32`]. Not inlined, so the handlers' hot
/// 32-bit loops keep the code they had without it.
#[inline(never)]
fn lanes_wide<const N: usize, F: Fn(&mut Cx, u64, u64, u64) -> u64>(w: &mut Wave, i: &Inst, f: F) {
    let a = row64::<N>(w, i, 0);
    let b = row64::<N>(w, i, 1);
    let c = row64::<N>(w, i, 2);
    let mut x = cx(w, i);
    let mut out = [0u64; N];
    for l in 0..N {
        x.lane = l;
        out[l] = f(&mut x, a[l], b[l], c[l]);
    }
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    store_wide::<N>(w, usize::from(i.vdst), exec, &out, i.sz[3].bits() == 64);
}

/// [`vop_mask`] for [`plain_wide`] forms (`V_MAD_CO_U64_U32`, ...), as [`lanes32_mask`]; not
/// inlined, as [`lanes_wide`].
#[inline(never)]
fn lanes_wide_mask<const N: usize, F: Fn(&mut Cx, u64, u64, u64, bool) -> (u64, bool)>(
    w: &mut Wave,
    i: &Inst,
    carry_out: bool,
    f: F,
) {
    let a = row64::<N>(w, i, 0);
    let b = row64::<N>(w, i, 1);
    let c = row64::<N>(w, i, 2);
    let min = mask_source(w, i);
    let mut x = cx(w, i);
    let mut out = [0u64; N];
    let mut co = [0u8; N];
    for l in 0..N {
        x.lane = l;
        let (v, k) = f(&mut x, a[l], b[l], c[l], (min >> l) & 1 != 0);
        out[l] = v;
        co[l] = u8::from(k);
    }
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    store_wide::<N>(w, usize::from(i.vdst), exec, &out, i.sz[3].bits() == 64);
    if carry_out {
        w.set_mask(i.sdst, pack_lanes(&co) & exec);
    }
}

/// Writes `out` to VGPR `r` on the lanes of `exec` (all lanes: one copy; else a masked blend).
#[inline(always)]
pub(crate) fn store32<const N: usize>(w: &mut Wave, r: usize, exec: u64, out: &[u32; N]) {
    let base = (r % crate::wave::NVGPR) * N;
    let Some(row) = w.v.get_mut(base..base + N) else {
        return;
    };
    if exec == u64::MAX >> (64 - N) {
        row.copy_from_slice(out);
    } else {
        for (l, (d, &o)) in row.iter_mut().zip(out.iter()).enumerate() {
            let on = (exec >> l) & 1 != 0;
            *d = if on { o } else { *d };
        }
    }
}

/// The fixed-width lane loop of plain 32-bit forms: every lane is computed (inactive lanes on
/// whatever their registers hold; the lane functions are total), then the active lanes are
/// written. `N` is the wave size, so the loops have constant trip counts and no bounds checks.
#[inline(always)]
fn lanes32<const N: usize, F: Fn(&mut Cx, u64, u64, u64) -> u64>(w: &mut Wave, i: &Inst, f: F) {
    let (ka, kb, kc): ([u32; N], [u32; N], [u32; N]);
    let a = src32!(w, i, 0, ka, N);
    let b = src32!(w, i, 1, kb, N);
    let c = src32!(w, i, 2, kc, N);
    let mut x = cx(w, i);
    let mut out = [0u32; N];
    for l in 0..N {
        x.lane = l;
        out[l] = f(&mut x, u64::from(a[l]), u64::from(b[l]), u64::from(c[l])) as u32;
    }
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    store32::<N>(w, usize::from(i.vdst), exec, &out);
}

/// The vectorizable lane loop of plain 32-bit forms with a host fast path: `fast` gives each
/// lane's result and whether the host result is exact for the RDNA4 rules; lanes where it is not
/// are recomputed with `slow` (the soft-float reference).
#[inline(always)]
fn lanes32_split<const N: usize, P, F>(w: &mut Wave, i: &Inst, fast: P, slow: F)
where
    P: Fn(u32, u32, u32) -> (u32, bool),
    F: Fn(&mut Cx, u64, u64, u64) -> u64,
{
    let (ka, kb, kc): ([u32; N], [u32; N], [u32; N]);
    let a = src32!(w, i, 0, ka, N);
    let b = src32!(w, i, 1, kb, N);
    let c = src32!(w, i, 2, kc, N);
    // A zeroed array filled by a plain loop: built with `std::array::from_fn` instead, the host
    // fma's loop was no longer vectorised (valu_bound ran 80% more instructions).
    let mut out = [0u32; N];
    let mut bad = false;
    for l in 0..N {
        let (r, ok) = fast(a[l], b[l], c[l]);
        out[l] = r;
        bad |= !ok;
    }
    let exec = w.exec();
    if bad {
        // Rare: find the declined lanes again and take the reference path for them.
        let mut x = cx(w, i);
        for l in 0..N {
            if !fast(a[l], b[l], c[l]).1 && (exec >> l) & 1 != 0 {
                x.lane = l;
                out[l] = slow(&mut x, u64::from(a[l]), u64::from(b[l]), u64::from(c[l])) as u32;
            }
        }
    }
    w.lane_insts += u64::from(exec.count_ones());
    store32::<N>(w, usize::from(i.vdst), exec, &out);
}

/// A VALU op with a vectorizable host form for round-to-nearest-even f32 without denormal
/// flushing (the OpenCL default): plain 32-bit instructions in that mode take `fast`, with `slow`
/// for the lanes `fast` declines; everything else runs `slow` through [`vop`].
#[inline(always)]
pub(crate) fn vop_split<P, F>(w: &mut Wave, i: &Inst, fast: P, slow: F)
where
    P: Fn(u32, u32, u32) -> (u32, bool),
    F: Fn(&mut Cx, u64, u64, u64) -> u64,
{
    if plain32(i) && crate::fp::plain(&w.fp32) {
        if w.lanes == 32 {
            lanes32_split::<32, _, _>(w, i, fast, slow);
        } else {
            lanes32_split::<64, _, _>(w, i, fast, slow);
        }
        return;
    }
    vop(w, i, slow);
}

/// The generic VALU lane loop: `D = f(S0, S1, S2)` on active lanes.
#[inline(always)]
pub(crate) fn vop<F: Fn(&mut Cx, u64, u64, u64) -> u64>(w: &mut Wave, i: &Inst, f: F) {
    if plain32(i) && !w.fp32.want_flags {
        if w.lanes == 32 {
            lanes32::<32, _>(w, i, f);
        } else {
            lanes32::<64, _>(w, i, f);
        }
        return;
    }
    if plain_wide(i) && !w.fp32.want_flags {
        if w.lanes == 32 {
            lanes_wide::<32, _>(w, i, f);
        } else {
            lanes_wide::<64, _>(w, i, f);
        }
        return;
    }
    // Lane buffers for the general path, one set per thread (waves keep only registers).
    BUFS.with(|b| match b.try_borrow_mut() {
        Ok(mut bufs) => vop_in(w, i, f, &mut bufs),
        Err(_) => vop_in(w, i, f, &mut Box::new([[0; 64]; 3])),
    });
}

thread_local! {
    /// Operand lane buffers of [`vop`]'s general path.
    static BUFS: std::cell::RefCell<Box<[[u64; 64]; 3]>> =
        std::cell::RefCell::new(Box::new([[0; 64]; 3]));
}

#[inline(always)]
fn vop_in<F: Fn(&mut Cx, u64, u64, u64) -> u64>(
    w: &mut Wave,
    i: &Inst,
    f: F,
    bufs: &mut [[u64; 64]; 3],
) {
    let [a, b, c] = bufs;
    fetch(w, i, 0, a);
    let mut mask = w.exec();
    if i.dpp != Dpp::None {
        mask &= apply_dpp(w, i, a);
    }
    if i.sz[1] != Sz::No {
        fetch(w, i, 1, b);
    }
    if i.sz[2] != Sz::No {
        fetch(w, i, 2, c);
    }
    let mut x = cx(w, i);
    let dsz = i.sz[3];
    let mods = dsz.is_float() && (i.omod != 0 || i.clamp);
    let r = usize::from(i.vdst);
    let hi = i.hi & 8 != 0;
    w.lane_insts += u64::from(mask.count_ones());
    if mask == u64::MAX >> (64 - w.lanes) && dsz.bits() == 32 && !mods {
        // Fast path: all lanes active, 32-bit result.
        let n = w.lanes;
        let base = (r % crate::wave::NVGPR) * n;
        if let Some(row) = w.v.get_mut(base..base + n) {
            for (l, d) in row.iter_mut().enumerate() {
                x.lane = l;
                *d = f(&mut x, a[l], b[l], c[l]) as u32;
            }
        }
        absorb_flags(w, &x);
        return;
    }
    while mask != 0 {
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if l >= w.lanes {
            break;
        }
        x.lane = l;
        let mut v = f(&mut x, a[l], b[l], c[l]);
        if mods {
            v = out_mods(&mut x, dsz, i.omod, i.clamp, v);
        }
        put(w, r, l, dsz, hi, v);
    }
    absorb_flags(w, &x);
}

/// [`vop_mask`] for plain 32-bit forms over fixed-width rows.
#[inline(always)]
fn lanes32_mask<const N: usize, F: Fn(&mut Cx, u64, u64, u64, bool) -> (u64, bool)>(
    w: &mut Wave,
    i: &Inst,
    carry_out: bool,
    f: F,
) {
    let (ka, kb, kc): ([u32; N], [u32; N], [u32; N]);
    let a = src32!(w, i, 0, ka, N);
    let b = src32!(w, i, 1, kb, N);
    let c = src32!(w, i, 2, kc, N);
    let min = mask_source(w, i);
    let mut x = cx(w, i);
    let mut out = [0u32; N];
    let mut co = [0u8; N];
    for l in 0..N {
        x.lane = l;
        let (v, k) = f(
            &mut x,
            u64::from(a[l]),
            u64::from(b[l]),
            u64::from(c[l]),
            (min >> l) & 1 != 0,
        );
        out[l] = v as u32;
        co[l] = u8::from(k);
    }
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    store32::<N>(w, usize::from(i.vdst), exec, &out);
    if carry_out {
        w.set_mask(i.sdst, pack_lanes(&co) & exec);
    }
}

/// A lane mask from per-lane 0/1 bytes (bit `l` = byte `l`), eight lanes per multiply: the
/// bytes of a little-endian word sit at bits 8k, and the multiplier's bit 56 - 7k moves byte k's
/// bit to bit 56 + k; every other product bit lands outside bits 56-63 without carries into them.
#[inline(always)]
fn pack_lanes<const N: usize>(b: &[u8; N]) -> u64 {
    let mut m = 0u64;
    for (g, c) in b.chunks_exact(8).enumerate() {
        let mut x = [0u8; 8];
        x.copy_from_slice(c);
        let bits = u64::from_le_bytes(x).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        m |= bits << (8 * g);
    }
    m
}

/// The lane mask source 2 supplies when the op declares no data size for it (carry-in, select),
/// else 0.
#[inline(always)]
fn mask_source(w: &Wave, i: &Inst) -> u64 {
    if i.sz[2] == Sz::No {
        match i.src[2] {
            Src::S(code) => w.mask(code),
            Src::K(k) => k,
            _ => 0,
        }
    } else {
        0
    }
}

/// [`vcmp`] for 32-bit sources without DPP or modifiers over fixed-width rows.
#[inline(always)]
fn lanes32_cmp<const N: usize, F: Fn(&mut Cx, u64, u64) -> bool>(w: &mut Wave, i: &Inst, f: F) {
    let (ka, kb): ([u32; N], [u32; N]);
    let a = src32!(w, i, 0, ka, N);
    let b = src32!(w, i, 1, kb, N);
    let mut x = cx(w, i);
    let mut r = [0u8; N];
    for l in 0..N {
        x.lane = l;
        r[l] = u8::from(f(&mut x, u64::from(a[l]), u64::from(b[l])));
    }
    let exec = w.exec();
    w.lane_insts += u64::from(exec.count_ones());
    let out = pack_lanes(&r) & exec;
    if i.sdst == EXEC as u8 {
        w.set_exec(out);
    } else {
        w.set_mask(i.sdst, out);
    }
}

/// VALU with a per-lane mask input (source 2 is the mask SGPR: VCC or an SGPR) and an optional
/// mask output (carry): `(D, carry) = f(S0, S1, mask bit)`. Carry goes to SDST (VCC for the
/// 32-bit encodings); inactive lanes write 0 (L2835–2837).
#[inline(always)]
pub(crate) fn vop_mask<F: Fn(&mut Cx, u64, u64, u64, bool) -> (u64, bool)>(
    w: &mut Wave,
    i: &Inst,
    carry_out: bool,
    f: F,
) {
    if plain32(i) && !w.fp32.want_flags {
        if w.lanes == 32 {
            lanes32_mask::<32, _>(w, i, carry_out, f);
        } else {
            lanes32_mask::<64, _>(w, i, carry_out, f);
        }
        return;
    }
    if plain_wide(i) && !w.fp32.want_flags {
        if w.lanes == 32 {
            lanes_wide_mask::<32, _>(w, i, carry_out, f);
        } else {
            lanes_wide_mask::<64, _>(w, i, carry_out, f);
        }
        return;
    }
    let mut a = [0u64; 64];
    let mut b = [0u64; 64];
    let mut c = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let mut mask = w.exec();
    if i.dpp != Dpp::None {
        mask &= apply_dpp(w, i, &mut a);
    }
    fetch(w, i, 1, &mut b);
    // Source 2 is the mask (carry-in / select) when the op declares no data size for it.
    let min = if i.sz[2] == Sz::No {
        match i.src[2] {
            Src::S(code) => w.mask(code),
            Src::K(k) => k,
            _ => 0,
        }
    } else {
        fetch(w, i, 2, &mut c);
        0
    };
    let mut x = cx(w, i);
    let r = usize::from(i.vdst);
    let dsz = i.sz[3];
    let mut out = 0u64;
    w.lane_insts += u64::from(mask.count_ones());
    while mask != 0 {
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if l >= w.lanes {
            break;
        }
        x.lane = l;
        let (v, co) = f(&mut x, a[l], b[l], c[l], min >> l & 1 != 0);
        put(w, r, l, dsz, false, v);
        out |= u64::from(co) << l;
    }
    absorb_flags(w, &x);
    if carry_out {
        w.set_mask(i.sdst, out);
    }
}

/// VALU compare: a lane mask to SDST (VCC for VOPC) or EXEC for V_CMPX (L2933).
#[inline(always)]
pub(crate) fn vcmp<F: Fn(&mut Cx, u64, u64) -> bool>(w: &mut Wave, i: &Inst, f: F) {
    if i.form & FORM_CMP32 != 0 && !w.fp32.want_flags {
        if w.lanes == 32 {
            lanes32_cmp::<32, _>(w, i, f);
        } else {
            lanes32_cmp::<64, _>(w, i, f);
        }
        return;
    }
    let mut a = [0u64; 64];
    let mut b = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let mut mask = w.exec();
    if i.dpp != Dpp::None {
        mask &= apply_dpp(w, i, &mut a);
    }
    fetch(w, i, 1, &mut b);
    let mut x = cx(w, i);
    let mut out = 0u64;
    w.lane_insts += u64::from(mask.count_ones());
    while mask != 0 {
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if l >= w.lanes {
            break;
        }
        x.lane = l;
        if f(&mut x, a[l], b[l]) {
            out |= 1 << l;
        }
    }
    absorb_flags(w, &x);
    if i.sdst == EXEC as u8 {
        w.set_exec(out);
    } else {
        w.set_mask(i.sdst, out);
    }
}

/// VOPD: X then Y (the static rules guarantee X writes nothing Y reads, L3300).
pub(crate) fn vopd(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    if let Some(xh) = i.xh {
        xh(w, i, e)?;
    }
    if let Some(y) = &i.y {
        (y.h)(w, y, e)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// VOP3P (packed) lane loop: each 32-bit source holds two 16-bit halves; OPSEL picks the half fed
// to the low result, OPSEL_HI the half fed to the high result; NEG/NEG_HI negate (L3188–3236).

#[inline(always)]
pub(crate) fn vop3p<F: Fn(&mut Cx, u16, u16, u16) -> u16>(
    w: &mut Wave,
    i: &Inst,
    float: bool,
    f: F,
) {
    let mut a = [[0u64; 64]; 3];
    let nsrc = i.sz.iter().take(3).filter(|s| **s != Sz::No).count();
    for (k, ak) in a.iter_mut().enumerate().take(nsrc) {
        match i.src[k] {
            Src::V(r) => {
                let base = usize::from(r) * w.lanes;
                for l in 0..w.lanes {
                    ak[l] = u64::from(w.v.get(base + l).copied().unwrap_or(0));
                }
            }
            s => {
                let x = scalar_src(w, s, Sz::U32, false);
                ak[..w.lanes].fill(x);
            }
        }
    }
    let mut mask = w.exec();
    let mut x = cx(w, i);
    let r = usize::from(i.vdst);
    w.lane_insts += u64::from(mask.count_ones());
    let pick = |v: u64, sel: bool, neg: bool| -> u16 {
        let h = if sel { (v >> 16) as u16 } else { v as u16 };
        if neg && float { h ^ 0x8000 } else { h }
    };
    while mask != 0 {
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if l >= w.lanes {
            break;
        }
        x.lane = l;
        let lo = f(
            &mut x,
            pick(a[0][l], i.hi & 1 != 0, i.neg & 1 != 0),
            pick(a[1][l], i.hi & 2 != 0, i.neg & 2 != 0),
            pick(a[2][l], i.hi & 4 != 0, i.neg & 4 != 0),
        );
        let hi = f(
            &mut x,
            pick(a[0][l], i.opsel_hi & 1 != 0, i.abs & 1 != 0),
            pick(a[1][l], i.opsel_hi & 2 != 0, i.abs & 2 != 0),
            pick(a[2][l], i.opsel_hi & 4 != 0, i.abs & 4 != 0),
        );
        let (lo, hi) = if i.clamp && float {
            (
                out_mods(&mut x, Sz::F16, 0, true, u64::from(lo)) as u16,
                out_mods(&mut x, Sz::F16, 0, true, u64::from(hi)) as u16,
            )
        } else {
            (lo, hi)
        };
        w.vw(r, l, u32::from(lo) | (u32::from(hi) << 16));
    }
    absorb_flags(w, &x);
}

// ---------------------------------------------------------------------------------------------
// SALU

/// Generic SALU: `f(S0, S1, old D, &mut SCC) -> Some(D)` (None leaves D unchanged).
#[inline(always)]
pub(crate) fn salu<F: FnMut(u64, u64, u64, &mut bool) -> Option<u64>>(
    w: &mut Wave,
    i: &Inst,
    mut f: F,
) {
    let a = scalar_val(w, i, 0);
    let b = scalar_val(w, i, 1);
    let d = usize::from(i.sdst);
    let old = if i.sz[3].bits() == 64 {
        w.rs64(d)
    } else {
        u64::from(w.s[d & 127])
    };
    let mut scc = w.scc;
    if let Some(v) = f(a, b, old, &mut scc) {
        if i.sz[3].bits() == 64 {
            w.ws64(d, v);
        } else if i.sz[3] != Sz::No {
            w.ws(d, v as u32);
        }
    }
    w.scc = scc;
}

#[inline(always)]
pub(crate) fn scalar_val(w: &Wave, i: &Inst, k: usize) -> u64 {
    if i.sz[k] == Sz::No {
        return 0;
    }
    scalar_src(w, i.src[k], i.sz[k], false)
}

// ---------------------------------------------------------------------------------------------
// Cross-lane and special VALU

pub(crate) fn v_readfirstlane(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let exec = w.exec();
    let lane = if exec == 0 {
        0
    } else {
        exec.trailing_zeros() as usize
    };
    let v = match i.src[0] {
        Src::V(r) => w.vr(usize::from(r), lane),
        s => scalar_src(w, s, Sz::U32, false) as u32,
    };
    w.ws(usize::from(i.sdst), v);
    Ok(())
}

pub(crate) fn v_readlane(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let lane = scalar_src(w, i.src[1], Sz::U32, false) as usize % w.lanes;
    let v = match i.src[0] {
        Src::V(r) => w.vr(usize::from(r), lane),
        s => scalar_src(w, s, Sz::U32, false) as u32,
    };
    w.ws(usize::from(i.sdst), v);
    Ok(())
}

pub(crate) fn v_writelane(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let v = scalar_src(w, i.src[0], Sz::U32, false) as u32;
    let lane = scalar_src(w, i.src[1], Sz::U32, false) as usize % w.lanes;
    w.vw(usize::from(i.vdst), lane, v);
    Ok(())
}

pub(crate) fn v_swap(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let Src::V(s) = i.src[0] else {
        return Err(Stop::Illegal("v_swap source must be a VGPR".into()));
    };
    let mut m = w.exec();
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let a = w.vr(usize::from(i.vdst), l);
        let b = w.vr(usize::from(s), l);
        w.vw(usize::from(i.vdst), l, b);
        w.vw(usize::from(s), l, a);
    }
    Ok(())
}

/// V_PERMLANE64_B32 (wave64: swap halves; wave32: copy).
pub(crate) fn v_permlane64(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let mut a = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let mut m = w.exec();
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let s = if w.lanes == 64 { l ^ 32 } else { l };
        w.vw(usize::from(i.vdst), l, a[s] as u32);
    }
    Ok(())
}

/// V_PERMLANE16_B32 / V_PERMLANEX16_B32 (seed ch16): lane selects from S1 (lanes 0–7) and S2
/// (lanes 8–15), within a row (16) or from the other row of a 32-lane half (X16).
pub(crate) fn v_permlane16(
    w: &mut Wave,
    i: &Inst,
    _e: &mut Env<'_>,
    x16: bool,
) -> Result<(), Stop> {
    let mut a = [0u64; 64];
    fetch(w, i, 0, &mut a);
    let sel =
        scalar_src(w, i.src[1], Sz::U32, false) | (scalar_src(w, i.src[2], Sz::U32, false) << 32);
    let fi = i.hi & 1 != 0;
    let bc = i.hi & 2 != 0;
    let exec = w.exec();
    let mut m = exec;
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let row = l & !15;
        let s = ((sel >> (4 * (l & 15))) & 15) as usize;
        let src = if x16 { (row ^ 16) + s } else { row + s };
        let v = if src < w.lanes && (exec >> src & 1 != 0 || fi) {
            a[src] as u32
        } else if bc {
            0
        } else {
            continue;
        };
        w.vw(usize::from(i.vdst), l, v);
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Program control

pub(crate) fn s_endpgm(w: &mut Wave, _i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    w.state = State::Done;
    e.bar.live = e.bar.live.saturating_sub(1);
    if w.signaled.take().is_some() {
        e.bar.arrived = e.bar.arrived.saturating_sub(1);
    }
    if e.bar.live > 0 && e.bar.arrived >= e.bar.live {
        e.bar.arrived = 0;
        e.bar.phase += 1;
    }
    Ok(())
}

pub(crate) fn branch_to(w: &mut Wave, i: &Inst) -> Result<(), Stop> {
    if i.target >= u32::MAX - 1 {
        return Err(Stop::Illegal(format!(
            "branch target {:#x} is not an instruction boundary",
            i.imm
        )));
    }
    w.pc = i.target as usize;
    Ok(())
}

pub(crate) fn s_branch(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    branch_to(w, i)
}

/// `s_cbranch_*` conditions, one handler each (chosen at decode).
pub(crate) fn s_cbranch_scc0(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if !w.scc { branch_to(w, i) } else { Ok(()) }
}
/// `s_cbranch_scc1`.
pub(crate) fn s_cbranch_scc1(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if w.scc { branch_to(w, i) } else { Ok(()) }
}
/// `s_cbranch_vccz`.
pub(crate) fn s_cbranch_vccz(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if w.mask(VCC as u8) == 0 {
        branch_to(w, i)
    } else {
        Ok(())
    }
}
/// `s_cbranch_vccnz`.
pub(crate) fn s_cbranch_vccnz(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if w.mask(VCC as u8) != 0 {
        branch_to(w, i)
    } else {
        Ok(())
    }
}
/// `s_cbranch_execz`.
pub(crate) fn s_cbranch_execz(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if w.exec() == 0 {
        branch_to(w, i)
    } else {
        Ok(())
    }
}
/// `s_cbranch_execnz`.
pub(crate) fn s_cbranch_execnz(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    if w.exec() != 0 {
        branch_to(w, i)
    } else {
        Ok(())
    }
}

/// Sets PC to a byte address (S_SETPC/S_SWAPPC; relative to the kernel's load address).
pub(crate) fn jump_abs(w: &mut Wave, e: &Env<'_>, addr: u64) -> Result<(), Stop> {
    let off = addr.wrapping_sub(e.code_address);
    match e.pcs.binary_search(&(off as u32)) {
        Ok(ix) if off <= u64::from(u32::MAX) => {
            w.pc = ix;
            Ok(())
        }
        _ => Err(Stop::Illegal(format!(
            "jump to {addr:#x} outside the kernel's code"
        ))),
    }
}

pub(crate) fn s_barrier_signal(w: &mut Wave, _i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    if w.signaled.is_none() {
        w.signaled = Some(e.bar.phase);
        e.bar.arrived += 1;
        if e.bar.arrived >= e.bar.live {
            e.bar.arrived = 0;
            e.bar.phase += 1;
        }
    }
    Ok(())
}

pub(crate) fn s_barrier_wait(w: &mut Wave, _i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    match w.signaled {
        Some(p) if p == e.bar.phase => {
            // Not complete yet: retry this instruction when the scheduler comes back.
            w.pc -= 1;
            w.state = State::Barrier;
        }
        Some(_) => w.signaled = None,
        None => {}
    }
    Ok(())
}

/// `s_wait_*` (seed L11260–11568): with strict mode, retire outstanding operations down to N.
pub(crate) fn s_wait(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    // Counters are only kept in strict mode.
    if !e.strict {
        return Ok(());
    }
    let s = i.imm as u32;
    match i.name() {
        "S_WAIT_LOADCNT" => retire(w, Cnt::Load, s & 0x3F),
        "S_WAIT_STORECNT" => retire(w, Cnt::Store, s & 0x3F),
        "S_WAIT_DSCNT" => retire(w, Cnt::Ds, s & 0x3F),
        "S_WAIT_KMCNT" => retire(w, Cnt::Km, s & 0x1F),
        "S_WAIT_LOADCNT_DSCNT" => {
            retire(w, Cnt::Load, (s >> 8) & 0x3F);
            retire(w, Cnt::Ds, s & 0x3F);
        }
        "S_WAIT_STORECNT_DSCNT" => {
            retire(w, Cnt::Store, (s >> 8) & 0x3F);
            retire(w, Cnt::Ds, s & 0x3F);
        }
        "S_WAIT_IDLE" | "S_WAITCNT" => {
            for c in [Cnt::Load, Cnt::Store, Cnt::Ds, Cnt::Km] {
                retire(w, c, 0);
            }
        }
        _ => {}
    }
    Ok(())
}

/// Records an outstanding operation on counter `c` writing `regs` (strict mode).
pub(crate) fn issue(w: &mut Wave, c: Cnt, code: u16, count: u8) {
    let Some(st) = w.strict.as_deref_mut() else {
        return;
    };
    let ci = c as usize;
    st.counts[ci] += 1;
    st.queues[ci].push(crate::wave::Pending { code, count });
    for k in 0..u16::from(count) {
        if let Some(b) = st.busy.get_mut(usize::from(code + k)) {
            *b = b.saturating_add(1);
            st.busy_total += 1;
        }
    }
}

/// Retires operations of counter `c` until at most `n` remain.
pub(crate) fn retire(w: &mut Wave, c: Cnt, n: u32) {
    let Some(st) = w.strict.as_deref_mut() else {
        return;
    };
    let ci = c as usize;
    if st.counts[ci] <= n {
        return;
    }
    // SMEM returns out of order (L2211–2215): only a wait for 0 proves any one returned.
    if c == Cnt::Km && n > 0 && st.km_unordered {
        st.counts[ci] = n;
        return;
    }
    let drop = (st.counts[ci] - n) as usize;
    let q = std::mem::take(&mut st.queues[ci]);
    let (done, rest) = q.split_at(drop.min(q.len()));
    for p in done {
        for k in 0..u16::from(p.count) {
            if let Some(b) = st.busy.get_mut(usize::from(p.code + k))
                && *b > 0
            {
                *b -= 1;
                st.busy_total -= 1;
            }
        }
    }
    st.queues[ci] = rest.to_vec();
    st.counts[ci] = n;
}

/// Strict mode: an instruction touching a register with an outstanding load (L2101–2268).
pub(crate) fn check_pending(w: &Wave, i: &Inst) -> Option<String> {
    let st = w.strict.as_deref()?;
    for &(code, count) in &i.touch {
        for k in 0..u16::from(count) {
            let r = code + k;
            if st.busy.get(usize::from(r)).copied().unwrap_or(0) > 0 {
                let reg = if r >= 256 {
                    format!("v{}", r - 256)
                } else {
                    format!("s{r}")
                };
                let which = st
                    .queues
                    .iter()
                    .position(|q| {
                        q.iter()
                            .any(|p| p.code <= r && r < p.code + u16::from(p.count))
                    })
                    .map(|c| {
                        [
                            "s_wait_loadcnt",
                            "s_wait_storecnt",
                            "s_wait_dscnt",
                            "s_wait_kmcnt",
                        ][c]
                    })
                    .unwrap_or("s_wait_*");
                return Some(format!(
                    "{} uses {reg} while a memory operation writing it is outstanding (missing {which})",
                    i.name().to_ascii_lowercase()
                ));
            }
        }
    }
    None
}

/// Helper for float min/max kinds.
pub(crate) const NUM: MinMaxKind = MinMaxKind::Number2019;
/// NaN-propagating min/max.
pub(crate) const PROP: MinMaxKind = MinMaxKind::Propagating2019;
