//! Memory instructions: SMEM (seed ch8), GLOBAL/FLAT/SCRATCH (ch11), LDS (ch12), buffers (ch9).
//! Global accesses go through `hsakit-mem` (checked); LDS is the work-group's byte array
//! (out-of-range loads return 0 and stores are dropped, L929–974); scratch is the wave's
//! per-lane private array.

use crate::exec::{Env, Stop, issue, scalar_src};
use crate::ops::Desc;
use crate::program::{Inst, PRIVATE_BASE, SHARED_BASE, Src, Sz};
use crate::wave::{Cnt, NVGPR, Wave};
use hsakit_mem::AtomicOp;
use hsakit_rdna4::Format;
use hsakit_softfp::{F16, F32, MinMaxKind};
use std::sync::atomic::Ordering;

const N: Sz = Sz::No;

fn fault(addr: u64, write: bool) -> Stop {
    Stop::Mem { addr, write }
}

/// Memory operation kinds, derived from the seed name once at decode.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Load {
        bytes: u32,
        signed: bool,
        d16: Option<bool>,
    },
    Store {
        bytes: u32,
        d16hi: bool,
    },
    Atomic(At, u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum At {
    Int(AtomicOp),
    Cmpswap,
    FAdd,
    FMin,
    FMax,
    PkAddF16,
    CondSub,
    SubClamp,
    Rsub,
    Mskor,
}

fn kind_of(name: &str) -> Option<Kind> {
    let rest = name.split_once('_').map(|x| x.1)?;
    if let Some(a) = rest.strip_prefix("ATOMIC_") {
        let is64 = a.ends_with("64");
        let bytes = if is64 { 8 } else { 4 };
        let a = a.trim_end_matches("_RTN");
        let op = a.rsplit_once('_').map(|x| x.0).unwrap_or(a);
        let at = match op {
            "SWAP" => At::Int(AtomicOp::Exch),
            "CMPSWAP" => At::Cmpswap,
            "ADD" if a.ends_with("F32") => At::FAdd,
            "ADD" => At::Int(AtomicOp::Add),
            "SUB" => At::Int(AtomicOp::Sub),
            "SUB_CLAMP" => At::SubClamp,
            "MIN" if a.ends_with("I32") || a.ends_with("I64") => At::Int(AtomicOp::MinS),
            "MIN" => At::Int(AtomicOp::MinU),
            "MAX" if a.ends_with("I32") || a.ends_with("I64") => At::Int(AtomicOp::MaxS),
            "MAX" => At::Int(AtomicOp::MaxU),
            "AND" => At::Int(AtomicOp::And),
            "OR" => At::Int(AtomicOp::Or),
            "XOR" => At::Int(AtomicOp::Xor),
            "INC" => At::Int(AtomicOp::WrapInc),
            "DEC" => At::Int(AtomicOp::WrapDec),
            "COND_SUB" => At::CondSub,
            "MIN_NUM" => At::FMin,
            "MAX_NUM" => At::FMax,
            "PK_ADD" if a.ends_with("F16") => At::PkAddF16,
            _ => return None,
        };
        let at = if op == "ADD" && a.ends_with("F32") {
            At::FAdd
        } else {
            at
        };
        return Some(Kind::Atomic(at, bytes));
    }
    let (load, tail) = if let Some(t) = rest.strip_prefix("LOAD_") {
        (true, t)
    } else if let Some(t) = rest.strip_prefix("STORE_") {
        (false, t)
    } else {
        return None;
    };
    let (d16, tail) = if let Some(t) = tail.strip_prefix("D16_HI_") {
        (Some(true), t)
    } else if let Some(t) = tail.strip_prefix("D16_") {
        (Some(false), t)
    } else {
        (None, tail)
    };
    let (bytes, signed) = match tail {
        "U8" => (1, false),
        "I8" => (1, true),
        "B8" => (1, false),
        "U16" => (2, false),
        "I16" => (2, true),
        "B16" => (2, false),
        "B32" => (4, false),
        "B64" => (8, false),
        "B96" => (12, false),
        "B128" => (16, false),
        _ => return None,
    };
    Some(if load {
        Kind::Load { bytes, signed, d16 }
    } else {
        Kind::Store {
            bytes,
            d16hi: d16 == Some(true),
        }
    })
}

macro_rules! mh {
    ($f:expr) => {
        Desc {
            h: $f,
            d: N,
            s: [N, N, N],
        }
    };
}

/// The semantics of a memory opcode.
pub(crate) fn desc(fmt: Format, name: &str) -> Option<Desc> {
    match fmt {
        Format::Smem => smem_desc(name),
        Format::Vds => ds_desc(name),
        Format::Vglobal | Format::Vflat | Format::Vscratch => {
            if name.ends_with("_INV") || name.ends_with("_WB") || name.ends_with("_WBINV") {
                return Some(mh!(crate::exec::nop));
            }
            let k = kind_of(name)?;
            if matches!(k, Kind::Atomic(..)) && fmt == Format::Vscratch {
                return None;
            }
            Some(mh!(vmem))
        }
        Format::Vbuffer => {
            if name.contains("GL0_INV")
                || name.contains("GL1_INV")
                || name.ends_with("_INV")
                || name.ends_with("_WB")
            {
                return Some(mh!(crate::exec::nop));
            }
            if name.contains("FORMAT") {
                crate::bufformat::op_of(name)?;
                return Some(mh!(crate::bufformat::format_access));
            }
            kind_of(name)?;
            Some(mh!(vmem))
        }
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// SMEM (seed ch8, L3844–4065; address L3901–3955)

fn smem_desc(name: &str) -> Option<Desc> {
    Some(match name {
        "S_DCACHE_INV"
        | "S_PREFETCH_INST"
        | "S_PREFETCH_INST_PC_REL"
        | "S_PREFETCH_DATA"
        | "S_BUFFER_PREFETCH_DATA"
        | "S_PREFETCH_DATA_PC_REL" => mh!(crate::exec::nop),
        n if n.starts_with("S_LOAD_") || n.starts_with("S_BUFFER_LOAD_") => mh!(smem_load),
        _ => return None,
    })
}

/// The shape of an SMEM load, from its seed name: buffer form or not, destination dwords, and
/// for sub-dword loads the byte count and signedness.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct SmemKind {
    buffer: bool,
    dwords: usize,
    sub: Option<(u32, bool)>,
}

fn smem_kind(name: &str) -> Option<SmemKind> {
    if !name.starts_with("S_LOAD_") && !name.starts_with("S_BUFFER_LOAD_") {
        return None;
    }
    let (dwords, sub) = match name.rsplit('_').next().unwrap_or("") {
        "B32" => (1, None),
        "B64" => (2, None),
        "B96" => (3, None),
        "B128" => (4, None),
        "B256" => (8, None),
        "B512" => (16, None),
        "I8" => (1, Some((1, true))),
        "U8" => (1, Some((1, false))),
        "I16" => (1, Some((2, true))),
        "U16" => (1, Some((2, false))),
        _ => return None,
    };
    Some(SmemKind {
        buffer: name.starts_with("S_BUFFER"),
        dwords,
        sub,
    })
}

static SMEM_KINDS: std::sync::OnceLock<Vec<Option<SmemKind>>> = std::sync::OnceLock::new();

fn smem_load(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let Some(SmemKind {
        buffer,
        dwords,
        sub,
    }) = per_op(&SMEM_KINDS, i.op, smem_kind, None)
    else {
        return Err(Stop::Illegal(format!("unknown SMEM load {}", i.name())));
    };
    let soff = match i.src[0] {
        Src::S(124) => 0,
        s => scalar_src(w, s, Sz::U32, false),
    };
    let base_reg = usize::from(i.saddr);
    let (base, limit) = if buffer {
        let v0 = w.rs64(base_reg);
        let num = u64::from(w.s.get(base_reg + 2).copied().unwrap_or(0));
        (v0 & 0xFFFF_FFFF_FFFF, Some(num))
    } else {
        (w.rs64(base_reg), None)
    };
    let off = (i.imm as u64).wrapping_add(soff);
    let d = usize::from(i.sdst);
    if let Some((bytes, signed)) = sub {
        let a = base.wrapping_add(off);
        let v = if limit.is_some_and(|n| off.saturating_add(u64::from(bytes)) > n) {
            0
        } else if bytes == 1 {
            let b = e.mem.read_u8(a).map_err(|_| fault(a, false))?;
            if signed {
                b as i8 as i32 as u32
            } else {
                u32::from(b)
            }
        } else {
            let h = e.mem.read_u16(a & !1).map_err(|_| fault(a, false))?;
            if signed {
                h as i16 as i32 as u32
            } else {
                u32::from(h)
            }
        };
        w.ws(d, v);
    } else {
        // Dword loads ignore the low two address bits (seed L3901–3955).
        let a0 = base.wrapping_add(off) & !3;
        // In range of the buffer (or no buffer): all dwords with one check; on a fault, the
        // loop below finds and reports the first faulting dword.
        let mut words = [0u32; 16];
        let n = dwords;
        if n <= 16
            && d + n <= 106
            && limit.is_none_or(|lim| off.saturating_add(4 * n as u64) <= lim)
            && e.mem.read_u32s(a0, &mut words[..n]).is_ok()
        {
            w.s[d..d + n].copy_from_slice(&words[..n]);
            if e.strict {
                issue(w, Cnt::Km, d as u16, dwords as u8);
            }
            return Ok(());
        }
        for k in 0..dwords {
            let a = a0.wrapping_add(4 * k as u64);
            let v = if limit.is_some_and(|n| off.saturating_add(4 * k as u64 + 4) > n) {
                0
            } else {
                e.mem.read_u32(a).map_err(|_| fault(a, false))?
            };
            if d + k < 106 || (108..124).contains(&(d + k)) {
                w.ws(d + k, v);
            }
        }
    }
    if e.strict {
        issue(w, Cnt::Km, d as u16, dwords as u8);
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// GLOBAL / FLAT / SCRATCH / BUFFER

/// Where a lane's access goes.
pub(crate) enum Target {
    Global(u64),
    Lds(u64),
    Scratch(u64),
    /// Buffer out of range: loads return 0, stores are dropped.
    Nothing,
    /// A multi-dword buffer access of which only the dwords in the mask are in range.
    Dwords(u64, u8),
}

pub(crate) fn lane_target(w: &Wave, i: &Inst, fmt: Format, l: usize, bytes: u32) -> Target {
    let vaddr = usize::from(i.vaddr);
    match fmt {
        Format::Vglobal => {
            if i.saddr == 124 {
                let a = u64::from(w.vr(vaddr, l)) | (u64::from(w.vr(vaddr + 1, l)) << 32);
                Target::Global(a.wrapping_add(i.imm as u64))
            } else {
                let b = w.rs64(usize::from(i.saddr));
                Target::Global(
                    b.wrapping_add(u64::from(w.vr(vaddr, l)))
                        .wrapping_add(i.imm as u64),
                )
            }
        }
        Format::Vflat => {
            let a = if i.saddr == 124 {
                u64::from(w.vr(vaddr, l)) | (u64::from(w.vr(vaddr + 1, l)) << 32)
            } else {
                w.rs64(usize::from(i.saddr))
                    .wrapping_add(u64::from(w.vr(vaddr, l)))
            };
            // Aperture check on the address before IOFFSET (L5491–5516).
            let hi = a >> 32;
            let lo = a & 0xFFFF_FFFF;
            if hi == SHARED_BASE >> 32 {
                Target::Lds(lo.wrapping_add(i.imm as u64) & 0xFFFF_FFFF)
            } else if hi == PRIVATE_BASE >> 32 {
                Target::Scratch(lo.wrapping_add(i.imm as u64) & 0xFFFF_FFFF)
            } else {
                Target::Global(a.wrapping_add(i.imm as u64))
            }
        }
        Format::Vscratch => {
            let mut off = i.imm as u64;
            if i.mflags & 1 != 0 {
                off = off.wrapping_add(u64::from(w.vr(vaddr, l)));
            }
            if i.saddr != 124 {
                off = off.wrapping_add(u64::from(w.s[usize::from(i.saddr) & 127]));
            }
            Target::Scratch(off & 0xFFFF_FFFF)
        }
        // VBUFFER: V# addressing, swizzle and range checks (src/bufaddr.rs).
        _ => crate::bufaddr::target(w, i, l, bytes),
    }
}

fn lds_read(lds: &[u8], a: u64, n: usize) -> [u8; 16] {
    let mut out = [0u8; 16];
    let a = a as usize;
    if let Some(s) = lds.get(a..a.saturating_add(n)) {
        out[..n].copy_from_slice(s);
    }
    out
}

fn lds_write(lds: &mut [u8], a: u64, data: &[u8]) {
    let a = a as usize;
    if let Some(s) = lds.get_mut(a..a.saturating_add(data.len())) {
        s.copy_from_slice(data);
    }
}

fn scratch_index(w: &Wave, l: usize, off: u64, n: usize) -> Option<usize> {
    let ps = w.priv_size as u64;
    if off + n as u64 > ps {
        return None;
    }
    Some(l * ps as usize + off as usize)
}

pub(crate) fn read_bytes(
    w: &Wave,
    e: &Env<'_>,
    t: &Target,
    l: usize,
    n: usize,
) -> Result<[u8; 16], Stop> {
    let mut out = [0u8; 16];
    match *t {
        Target::Global(a) => match n {
            4 if a % 4 == 0 => out[..4].copy_from_slice(
                &e.mem
                    .read_u32(a)
                    .map_err(|_| fault(a, false))?
                    .to_le_bytes(),
            ),
            _ => e
                .mem
                .read_bytes(a, &mut out[..n])
                .map_err(|_| fault(a, false))?,
        },
        Target::Lds(a) => out = lds_read(e.lds, a, n),
        Target::Dwords(a, mask) => {
            for k in (0..n / 4).filter(|k| mask >> k & 1 != 0) {
                let a = a.wrapping_add(4 * k as u64);
                e.mem
                    .read_bytes(a, &mut out[4 * k..4 * k + 4])
                    .map_err(|_| fault(a, false))?;
            }
        }
        Target::Scratch(o) => {
            let ix = scratch_index(w, l, o, n).ok_or(fault(PRIVATE_BASE + o, false))?;
            out[..n].copy_from_slice(&w.scratch[ix..ix + n]);
        }
        Target::Nothing => {}
    }
    Ok(out)
}

pub(crate) fn write_bytes(
    w: &mut Wave,
    e: &mut Env<'_>,
    t: &Target,
    l: usize,
    data: &[u8],
) -> Result<(), Stop> {
    match *t {
        Target::Global(a) => match data.len() {
            4 if a % 4 == 0 => e
                .mem
                .write_u32(a, u32::from_le_bytes([data[0], data[1], data[2], data[3]]))
                .map_err(|_| fault(a, true))?,
            _ => e.mem.write_bytes(a, data).map_err(|_| fault(a, true))?,
        },
        Target::Lds(a) => lds_write(e.lds, a, data),
        Target::Dwords(a, mask) => {
            for (k, d) in data.chunks_exact(4).enumerate() {
                if mask >> k & 1 != 0 {
                    let a = a.wrapping_add(4 * k as u64);
                    e.mem.write_bytes(a, d).map_err(|_| fault(a, true))?;
                }
            }
        }
        Target::Scratch(o) => {
            let ix = scratch_index(w, l, o, data.len()).ok_or(fault(PRIVATE_BASE + o, true))?;
            w.scratch[ix..ix + data.len()].copy_from_slice(data);
        }
        Target::Nothing => {}
    }
    Ok(())
}

/// The coalesced case of global dword loads and stores (every lane active, lane `l` at
/// `base + l × size`): one bounds check and one copy for the whole wave instead of one per lane.
/// Returns false (nothing done) when the access is not of that shape.
fn global_contiguous<const N: usize>(
    w: &mut Wave,
    i: &Inst,
    e: &mut Env<'_>,
    kind: Kind,
) -> Result<bool, Stop> {
    let (bytes, load) = match kind {
        Kind::Load {
            bytes, d16: None, ..
        } if bytes % 4 == 0 && bytes <= 16 => (bytes as usize, true),
        Kind::Store {
            bytes,
            d16hi: false,
        } if bytes % 4 == 0 && bytes <= 16 => (bytes as usize, false),
        _ => return Ok(false),
    };
    let vaddr = usize::from(i.vaddr) % NVGPR;
    let lo = vrow::<N>(w, vaddr);
    let mut addr = [0u64; N];
    if i.saddr == 124 {
        let hi = vrow::<N>(w, vaddr + 1);
        for l in 0..N {
            addr[l] = (u64::from(lo[l]) | (u64::from(hi[l]) << 32)).wrapping_add(i.imm as u64);
        }
    } else {
        let b = w.rs64(usize::from(i.saddr));
        for l in 0..N {
            addr[l] = b.wrapping_add(u64::from(lo[l])).wrapping_add(i.imm as u64);
        }
    }
    let first = addr[0];
    let mut contiguous = true;
    for l in 0..N {
        contiguous &= addr[l] == first.wrapping_add((l * bytes) as u64);
    }
    if !contiguous || first.checked_add((N * bytes) as u64).is_none() {
        return Ok(false);
    }
    let dw = bytes / 4;
    w.lane_insts += N as u64;
    if load {
        let d = usize::from(i.vdst);
        let ok = if dw == 1 {
            // One VGPR row straight from guest memory: one check, one word per lane.
            let base = (d % NVGPR) * N;
            match w.v.get_mut(base..base + N) {
                Some(row) => e.mem.read_u32s(first, row).is_ok(),
                None => false,
            }
        } else {
            let mut buf = [0u32; 256];
            let words = &mut buf[..N * dw];
            let ok = e.mem.read_u32s(first, words).is_ok();
            if ok {
                for k in 0..dw {
                    let base = ((d + k) % NVGPR) * N;
                    if let Some(row) = w.v.get_mut(base..base + N) {
                        for (l, r) in row.iter_mut().enumerate() {
                            *r = words[l * dw + k];
                        }
                    }
                }
            }
            ok
        };
        if !ok {
            // Let the per-lane path find and report the first faulting lane (nothing was
            // written: the range is checked before any byte moves).
            w.lane_insts -= N as u64;
            return Ok(false);
        }
        if e.strict {
            issue(w, Cnt::Load, 256 + u16::from(i.vdst), dw as u8);
        }
    } else {
        let s = usize::from(i.vdata);
        let ok = if dw == 1 {
            let base = (s % NVGPR) * N;
            match w.v.get(base..base + N) {
                Some(row) => e.mem.write_u32s(first, row).is_ok(),
                None => false,
            }
        } else {
            let mut buf = [0u32; 256];
            let words = &mut buf[..N * dw];
            for k in 0..dw {
                let base = ((s + k) % NVGPR) * N;
                if let Some(row) = w.v.get(base..base + N) {
                    for (l, r) in row.iter().enumerate() {
                        words[l * dw + k] = *r;
                    }
                }
            }
            e.mem.write_u32s(first, words).is_ok()
        };
        if !ok {
            w.lane_insts -= N as u64;
            return Ok(false);
        }
        if e.strict {
            issue(w, Cnt::Store, 0, 0);
        }
    }
    Ok(true)
}

/// VGPR `r` of all `N` lanes.
fn vrow<const N: usize>(w: &Wave, r: usize) -> [u32; N] {
    let mut out = [0u32; N];
    let base = (r % NVGPR) * N;
    if let Some(row) = w.v.get(base..base + N) {
        out.copy_from_slice(row);
    }
    out
}

/// A per-opcode value computed once from the seed names of every opcode of the generated table
/// (so handlers do not parse names while running).
fn per_op<T: Copy>(
    cell: &'static std::sync::OnceLock<Vec<T>>,
    op: u16,
    f: fn(&'static str) -> T,
    none: T,
) -> T {
    cell.get_or_init(|| {
        hsakit_rdna4::generated::OPS
            .iter()
            .map(|o| f(o.name))
            .collect()
    })
    .get(usize::from(op))
    .copied()
    .unwrap_or(none)
}

static VMEM_KINDS: std::sync::OnceLock<Vec<Option<Kind>>> = std::sync::OnceLock::new();
static DS_KINDS: std::sync::OnceLock<Vec<Option<DsKind>>> = std::sync::OnceLock::new();

fn vmem(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let name = i.name();
    let fmt = i.opcode_format();
    let Some(kind) = per_op(&VMEM_KINDS, i.op, kind_of, None) else {
        return Err(Stop::Illegal(format!("{name} not implemented")));
    };
    let exec = w.exec();
    if fmt == Format::Vglobal && exec == u64::MAX >> (64 - w.lanes) {
        let done = if w.lanes == 32 {
            global_contiguous::<32>(w, i, e, kind)?
        } else {
            global_contiguous::<64>(w, i, e, kind)?
        };
        if done {
            return Ok(());
        }
    }
    let mut m = exec;
    w.lane_insts += u64::from(exec.count_ones());
    let mut any_lds = false;
    match kind {
        Kind::Load { bytes, signed, d16 } => {
            let d = usize::from(i.vdst);
            let n = bytes as usize;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                if l >= w.lanes {
                    break;
                }
                let t = lane_target(w, i, fmt, l, bytes);
                any_lds |= matches!(t, Target::Lds(_));
                let raw = read_bytes(w, e, &t, l, n)?;
                if let Some(hi) = d16 {
                    let v = match (bytes, signed) {
                        (1, true) => raw[0] as i8 as i16 as u16,
                        (1, false) => u16::from(raw[0]),
                        _ => u16::from_le_bytes([raw[0], raw[1]]),
                    };
                    let old = w.vr(d, l);
                    let nv = if hi {
                        (old & 0xFFFF) | (u32::from(v) << 16)
                    } else {
                        (old & 0xFFFF_0000) | u32::from(v)
                    };
                    w.vw(d, l, nv);
                } else if bytes < 4 {
                    let v = match (bytes, signed) {
                        (1, true) => raw[0] as i8 as i32 as u32,
                        (1, false) => u32::from(raw[0]),
                        (_, true) => i16::from_le_bytes([raw[0], raw[1]]) as i32 as u32,
                        _ => u32::from(u16::from_le_bytes([raw[0], raw[1]])),
                    };
                    w.vw(d, l, v);
                } else {
                    for k in 0..n / 4 {
                        let v = u32::from_le_bytes([
                            raw[4 * k],
                            raw[4 * k + 1],
                            raw[4 * k + 2],
                            raw[4 * k + 3],
                        ]);
                        w.vw(d + k, l, v);
                    }
                }
            }
            if e.strict {
                let regs = (bytes as usize).div_ceil(4) as u8;
                issue(w, Cnt::Load, 256 + u16::from(i.vdst), regs);
                if fmt == Format::Vflat {
                    issue(w, Cnt::Ds, 256 + u16::from(i.vdst), regs);
                }
            }
        }
        Kind::Store { bytes, d16hi } => {
            let s = usize::from(i.vdata);
            let n = bytes as usize;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                if l >= w.lanes {
                    break;
                }
                let t = lane_target(w, i, fmt, l, bytes);
                any_lds |= matches!(t, Target::Lds(_));
                let mut buf = [0u8; 16];
                for k in 0..n.div_ceil(4) {
                    buf[4 * k..4 * k + 4].copy_from_slice(&w.vr(s + k, l).to_le_bytes());
                }
                if d16hi {
                    buf[0] = buf[2];
                    buf[1] = buf[3];
                }
                write_bytes(w, e, &t, l, &buf[..n])?;
            }
            if e.strict {
                issue(w, Cnt::Store, 0, 0);
            }
        }
        Kind::Atomic(at, bytes) => {
            let ret = i.mflags & 4 != 0;
            let s = usize::from(i.vdata);
            let d = usize::from(i.vdst);
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                if l >= w.lanes {
                    break;
                }
                let t = lane_target(w, i, fmt, l, bytes);
                let src = u64::from(w.vr(s, l))
                    | if bytes == 8 {
                        u64::from(w.vr(s + 1, l)) << 32
                    } else {
                        0
                    };
                let cmpv = if bytes == 8 {
                    u64::from(w.vr(s + 2, l)) | (u64::from(w.vr(s + 3, l)) << 32)
                } else {
                    u64::from(w.vr(s + 1, l))
                };
                let old = match t {
                    Target::Global(a) => global_atomic(e, a, at, bytes, src, cmpv)?,
                    Target::Lds(a) => {
                        any_lds = true;
                        lds_atomic(e.lds, a, at, bytes, src, cmpv)
                    }
                    Target::Scratch(_) | Target::Nothing | Target::Dwords(..) => 0,
                };
                if ret {
                    w.vw(d, l, old as u32);
                    if bytes == 8 {
                        w.vw(d + 1, l, (old >> 32) as u32);
                    }
                }
            }
            if e.strict {
                if ret {
                    issue(w, Cnt::Load, 256 + u16::from(i.vdst), (bytes / 4) as u8);
                } else {
                    issue(w, Cnt::Store, 0, 0);
                }
            }
        }
    }
    let _ = any_lds;
    Ok(())
}

fn fop(at: At, old: u32, src: u32) -> u32 {
    let mut c = hsakit_softfp::FpCtx::ieee();
    c.want_flags = false;
    // Float atomics round to nearest even (seed ch13, L6072–6168).
    match at {
        At::FAdd => c.add::<F32>(old, src),
        At::FMin => c.min::<F32>(old, src, MinMaxKind::Number2019),
        At::FMax => c.max::<F32>(old, src, MinMaxKind::Number2019),
        At::PkAddF16 => {
            let lo = c.add::<F16>(old as u16, src as u16);
            let hi = c.add::<F16>((old >> 16) as u16, (src >> 16) as u16);
            u32::from(lo) | (u32::from(hi) << 16)
        }
        _ => old,
    }
}

fn int_rmw(at: At, old: u64, src: u64, cmp: u64, bits: u32) -> u64 {
    let m = if bits == 64 { u64::MAX } else { 0xFFFF_FFFF };
    match at {
        At::Int(op) => op.apply(old, src, bits) & m,
        At::Cmpswap => {
            if old == cmp {
                src
            } else {
                old
            }
        }
        At::CondSub => {
            if old >= src {
                old - src
            } else {
                old
            }
        }
        At::SubClamp => old.saturating_sub(src),
        At::Rsub => src.wrapping_sub(old) & m,
        At::Mskor => (old & !src) | cmp,
        _ => fop(at, old as u32, src as u32) as u64,
    }
}

fn global_atomic(e: &Env<'_>, a: u64, at: At, bytes: u32, src: u64, cmp: u64) -> Result<u64, Stop> {
    let ord = Ordering::SeqCst;
    let bad = |_| fault(a, true);
    if bytes == 8 {
        match at {
            At::Int(op) => e.mem.atomic_u64(a, op, src, ord).map_err(bad),
            At::Cmpswap => e.mem.cas_u64(a, cmp, src, ord).map_err(bad),
            _ => loop {
                let old = e.mem.atomic_load_u64(a, ord).map_err(bad)?;
                let new = int_rmw(at, old, src, cmp, 64);
                if e.mem.cas_u64(a, old, new, ord).map_err(bad)? == old {
                    break Ok(old);
                }
            },
        }
    } else {
        match at {
            At::Int(op) => e
                .mem
                .atomic_u32(a, op, src as u32, ord)
                .map(u64::from)
                .map_err(bad),
            At::Cmpswap => e
                .mem
                .cas_u32(a, cmp as u32, src as u32, ord)
                .map(u64::from)
                .map_err(bad),
            _ => loop {
                let old = e.mem.atomic_load_u32(a, ord).map_err(bad)?;
                let new = int_rmw(at, u64::from(old), src, cmp, 32) as u32;
                if e.mem.cas_u32(a, old, new, ord).map_err(bad)? == old {
                    break Ok(u64::from(old));
                }
            },
        }
    }
}

fn lds_atomic(lds: &mut [u8], a: u64, at: At, bytes: u32, src: u64, cmp: u64) -> u64 {
    let n = bytes as usize;
    let raw = lds_read(lds, a, n);
    let old = if n == 8 {
        u64::from_le_bytes([
            raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
        ])
    } else {
        u64::from(u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]))
    };
    let new = int_rmw(at, old, src, cmp, bytes * 8);
    lds_write(lds, a, &new.to_le_bytes()[..n]);
    old
}

// ---------------------------------------------------------------------------------------------
// LDS (seed ch12 §12.4, L5893–6032)

fn ds_desc(name: &str) -> Option<Desc> {
    let n = name.strip_prefix("DS_")?;
    Some(match n {
        "NOP" => mh!(crate::exec::nop),
        "SWIZZLE_B32" => mh!(ds_swizzle),
        "PERMUTE_B32" | "BPERMUTE_B32" => mh!(ds_permute),
        _ => {
            ds_kind(n)?;
            mh!(ds)
        }
    })
}

#[derive(Clone, Copy, Debug)]
enum DsKind {
    Load {
        bytes: u32,
        signed: bool,
        d16: Option<bool>,
        two: Option<u32>,
    },
    Store {
        bytes: u32,
        d16hi: bool,
        two: Option<u32>,
    },
    Atomic {
        at: At,
        bytes: u32,
        ret: bool,
    },
    Xchg2 {
        bytes: u32,
        stride: u32,
    },
}

fn ds_kind(n: &str) -> Option<DsKind> {
    let two = |s: &str| -> (Option<u32>, bool) {
        if s.contains("2ADDR_STRIDE64") {
            (Some(64), true)
        } else if s.contains("2ADDR") {
            (Some(1), true)
        } else {
            (None, false)
        }
    };
    if let Some(t) = n.strip_prefix("LOAD_") {
        let (tw, _) = two(t);
        let t = t
            .trim_start_matches("2ADDR_STRIDE64_")
            .trim_start_matches("2ADDR_");
        let (d16, t) = if let Some(x) = t.strip_suffix("_D16_HI") {
            (Some(true), x)
        } else if let Some(x) = t.strip_suffix("_D16") {
            (Some(false), x)
        } else {
            (None, t)
        };
        let (bytes, signed) = match t {
            "U8" => (1, false),
            "I8" => (1, true),
            "U16" => (2, false),
            "I16" => (2, true),
            "B32" => (4, false),
            "B64" => (8, false),
            "B96" => (12, false),
            "B128" => (16, false),
            _ => return None,
        };
        return Some(DsKind::Load {
            bytes,
            signed,
            d16,
            two: tw,
        });
    }
    if let Some(t) = n.strip_prefix("STORE_") {
        let (tw, _) = two(t);
        let t = t
            .trim_start_matches("2ADDR_STRIDE64_")
            .trim_start_matches("2ADDR_");
        let (d16hi, t) = if let Some(x) = t.strip_suffix("_D16_HI") {
            (true, x)
        } else {
            (false, t)
        };
        let bytes = match t {
            "B8" => 1,
            "B16" => 2,
            "B32" => 4,
            "B64" => 8,
            "B96" => 12,
            "B128" => 16,
            _ => return None,
        };
        return Some(DsKind::Store {
            bytes,
            d16hi,
            two: tw,
        });
    }
    if let Some(t) = n.strip_prefix("STOREXCHG_2ADDR_") {
        let stride = if t.starts_with("STRIDE64") { 64 } else { 1 };
        let bytes = if t.ends_with("B64") { 8 } else { 4 };
        return Some(DsKind::Xchg2 { bytes, stride });
    }
    let ret = n.contains("_RTN");
    let base = n.replace("_RTN", "");
    let is64 = base.ends_with("64");
    let bytes = if is64 { 8 } else { 4 };
    let (op, ty) = base.rsplit_once('_')?;
    let signed = ty.starts_with('I');
    let at = match op {
        "ADD" if ty == "F32" => At::FAdd,
        "ADD" => At::Int(AtomicOp::Add),
        "SUB" => At::Int(AtomicOp::Sub),
        "RSUB" => At::Rsub,
        "INC" => At::Int(AtomicOp::WrapInc),
        "DEC" => At::Int(AtomicOp::WrapDec),
        "MIN" if signed => At::Int(AtomicOp::MinS),
        "MIN" => At::Int(AtomicOp::MinU),
        "MAX" if signed => At::Int(AtomicOp::MaxS),
        "MAX" => At::Int(AtomicOp::MaxU),
        "MIN_NUM" => At::FMin,
        "MAX_NUM" => At::FMax,
        "AND" => At::Int(AtomicOp::And),
        "OR" => At::Int(AtomicOp::Or),
        "XOR" => At::Int(AtomicOp::Xor),
        "MSKOR" => At::Mskor,
        "STOREXCHG" => At::Int(AtomicOp::Exch),
        "CMPSTORE" => At::Cmpswap,
        "COND_SUB" => At::CondSub,
        "SUB_CLAMP" => At::SubClamp,
        "PK_ADD" if ty == "F16" => At::PkAddF16,
        _ => return None,
    };
    Some(DsKind::Atomic { at, bytes, ret })
}

fn ds(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let name = i.name();
    let Some(kind) = per_op(
        &DS_KINDS,
        i.op,
        |n| ds_kind(n.trim_start_matches("DS_")),
        None,
    ) else {
        return Err(Stop::Illegal(format!("{name} not implemented")));
    };
    let exec = w.exec();
    let mut m = exec;
    w.lane_insts += u64::from(exec.count_ones());
    let off16 = i.imm as u64 & 0xFFFF;
    let off0 = i.imm as u64 & 0xFF;
    let off1 = u64::from(i.offset1);
    let a_reg = usize::from(i.vaddr);
    let d0 = usize::from(i.vdata);
    let d1 = usize::from(i.vdata1);
    let dst = usize::from(i.vdst);
    let mut written = 0u8;
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let base = u64::from(w.vr(a_reg, l));
        match kind {
            DsKind::Load {
                bytes,
                signed,
                d16,
                two,
            } => {
                let n = bytes as usize;
                if let Some(stride) = two {
                    let sc = u64::from(bytes) * u64::from(stride);
                    for (k, o) in [off0, off1].into_iter().enumerate() {
                        let raw = lds_read(e.lds, base + o * sc, n);
                        for q in 0..n / 4 {
                            let v = u32::from_le_bytes([
                                raw[4 * q],
                                raw[4 * q + 1],
                                raw[4 * q + 2],
                                raw[4 * q + 3],
                            ]);
                            w.vw(dst + k * (n / 4) + q, l, v);
                        }
                    }
                    written = (2 * n / 4) as u8;
                } else {
                    let raw = lds_read(e.lds, base + off16, n);
                    if let Some(hi) = d16 {
                        let v = match (bytes, signed) {
                            (1, true) => raw[0] as i8 as i16 as u16,
                            (1, false) => u16::from(raw[0]),
                            _ => u16::from_le_bytes([raw[0], raw[1]]),
                        };
                        let old = w.vr(dst, l);
                        w.vw(
                            dst,
                            l,
                            if hi {
                                (old & 0xFFFF) | (u32::from(v) << 16)
                            } else {
                                (old & 0xFFFF_0000) | u32::from(v)
                            },
                        );
                        written = 1;
                    } else if bytes < 4 {
                        let v = match (bytes, signed) {
                            (1, true) => raw[0] as i8 as i32 as u32,
                            (1, false) => u32::from(raw[0]),
                            (_, true) => i16::from_le_bytes([raw[0], raw[1]]) as i32 as u32,
                            _ => u32::from(u16::from_le_bytes([raw[0], raw[1]])),
                        };
                        w.vw(dst, l, v);
                        written = 1;
                    } else {
                        for q in 0..n / 4 {
                            let v = u32::from_le_bytes([
                                raw[4 * q],
                                raw[4 * q + 1],
                                raw[4 * q + 2],
                                raw[4 * q + 3],
                            ]);
                            w.vw(dst + q, l, v);
                        }
                        written = (n / 4) as u8;
                    }
                }
            }
            DsKind::Store { bytes, d16hi, two } => {
                let n = bytes as usize;
                let gather = |w: &Wave, r: usize| {
                    let mut buf = [0u8; 16];
                    for q in 0..n.div_ceil(4) {
                        buf[4 * q..4 * q + 4].copy_from_slice(&w.vr(r + q, l).to_le_bytes());
                    }
                    if d16hi {
                        buf[0] = buf[2];
                        buf[1] = buf[3];
                    }
                    buf
                };
                if let Some(stride) = two {
                    let sc = u64::from(bytes) * u64::from(stride);
                    let b0 = gather(w, d0);
                    let b1 = gather(w, d1);
                    lds_write(e.lds, base + off0 * sc, &b0[..n]);
                    lds_write(e.lds, base + off1 * sc, &b1[..n]);
                } else {
                    let b0 = gather(w, d0);
                    lds_write(e.lds, base + off16, &b0[..n]);
                }
            }
            DsKind::Xchg2 { bytes, stride } => {
                let n = bytes as usize;
                let sc = u64::from(bytes) * u64::from(stride);
                for (k, (o, r)) in [(off0, d0), (off1, d1)].into_iter().enumerate() {
                    let old = lds_read(e.lds, base + o * sc, n);
                    let mut buf = [0u8; 8];
                    for q in 0..n / 4 {
                        buf[4 * q..4 * q + 4].copy_from_slice(&w.vr(r + q, l).to_le_bytes());
                    }
                    lds_write(e.lds, base + o * sc, &buf[..n]);
                    for q in 0..n / 4 {
                        w.vw(
                            dst + k * (n / 4) + q,
                            l,
                            u32::from_le_bytes([
                                old[4 * q],
                                old[4 * q + 1],
                                old[4 * q + 2],
                                old[4 * q + 3],
                            ]),
                        );
                    }
                }
                written = (2 * n / 4) as u8;
            }
            DsKind::Atomic { at, bytes, ret } => {
                let src = u64::from(w.vr(d0, l))
                    | if bytes == 8 {
                        u64::from(w.vr(d0 + 1, l)) << 32
                    } else {
                        0
                    };
                let other = u64::from(w.vr(d1, l))
                    | if bytes == 8 {
                        u64::from(w.vr(d1 + 1, l)) << 32
                    } else {
                        0
                    };
                // DS_CMPSTORE: DATA0 = compare... the seed: D = (tmp == DATA) ? DATA2 : tmp.
                let (s, c) = match at {
                    At::Cmpswap => (other, src),
                    At::Mskor => (src, other),
                    _ => (src, 0),
                };
                let old = lds_atomic(e.lds, base + off16, at, bytes, s, c);
                if ret {
                    w.vw(dst, l, old as u32);
                    if bytes == 8 {
                        w.vw(dst + 1, l, (old >> 32) as u32);
                    }
                    written = (bytes / 4) as u8;
                }
            }
        }
    }
    if e.strict {
        issue(w, Cnt::Ds, 256 + i.vdst as u16, written);
    }
    Ok(())
}

/// DS_SWIZZLE_B32 (seed L25807ff): offset[15] = 1 → QDMode quad permute of offset[7:0];
/// otherwise bit mode: and_mask offset[4:0], or_mask [9:5], xor_mask [14:10] within 32 lanes.
fn ds_swizzle(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let off = i.imm as u32 & 0xFFFF;
    let exec = w.exec();
    let src = usize::from(i.vdata);
    let mut vals = [0u32; 64];
    for (l, v) in vals.iter_mut().enumerate().take(w.lanes) {
        *v = w.vr(src, l);
    }
    let mut m = exec;
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        m &= m - 1;
        if l >= w.lanes {
            break;
        }
        let s = if off & 0x8000 != 0 {
            (l & !3) | ((off >> (2 * (l & 3))) & 3) as usize
        } else {
            let and = (off & 0x1F) as usize;
            let or = ((off >> 5) & 0x1F) as usize;
            let xor = ((off >> 10) & 0x1F) as usize;
            (l & !31) | ((((l & 31) & and) | or) ^ xor)
        };
        let v = if exec >> s & 1 != 0 { vals[s] } else { 0 };
        w.vw(usize::from(i.vdst), l, v);
    }
    if e.strict {
        issue(w, Cnt::Ds, 256 + u16::from(i.vdst), 1);
    }
    Ok(())
}

/// DS_PERMUTE_B32 (forward: write to lane addr/4) and DS_BPERMUTE_B32 (backward: read from lane
/// addr/4); addresses wrap within the wave (seed L6017–6032).
fn ds_permute(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let back = i.name() == "DS_BPERMUTE_B32";
    let exec = w.exec();
    let n = w.lanes;
    let mut data = [0u32; 64];
    let mut addr = [0usize; 64];
    for l in 0..n {
        data[l] = w.vr(usize::from(i.vdata), l);
        addr[l] = ((w
            .vr(usize::from(i.vaddr), l)
            .wrapping_add(i.imm as u32 & 0xFFFF))
            / 4) as usize
            % n;
    }
    let mut out = [0u32; 64];
    if back {
        for l in 0..n {
            let s = addr[l];
            out[l] = if exec >> s & 1 != 0 { data[s] } else { 0 };
        }
    } else {
        for l in 0..n {
            if exec >> l & 1 != 0 {
                out[addr[l]] = data[l];
            }
        }
    }
    for (l, o) in out.iter().enumerate().take(n) {
        if exec >> l & 1 != 0 {
            w.vw(usize::from(i.vdst), l, *o);
        }
    }
    if e.strict {
        issue(w, Cnt::Ds, 256 + u16::from(i.vdst), 1);
    }
    Ok(())
}
