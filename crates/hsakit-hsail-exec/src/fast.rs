//! Wave-wide execution of the common instructions.
//!
//! At load time [`compile`] turns an [`Inst`] whose operands are registers and immediates into a
//! compact [`Fast`] form (register slots and immediates resolved, the operation and width chosen
//! once). At run time [`run`] applies it over a whole wavefront: every source is gathered into a
//! lane array, the operation runs in one tight loop over all lanes (inactive lanes included: the
//! operations here have no side effects and cannot fail, so this is harmless and lets the loops
//! vectorise), and only the active lanes' results are written back.
//!
//! Semantics are those of the generic path in `sem.rs` (PRM chapter 5; integer operations wrap,
//! shifts use the low `log2(bits)` bits of the shift amount, L5420–L5470; `div`/`rem` by zero
//! give 0 here as there), restricted to non-packed integer and bit types. Memory instructions
//! take the fast path only for scalar `ld`/`st` on the global, readonly and kernarg segments and
//! on flat addresses outside the group and private apertures; everything else (floats, packed
//! types, vectors, other segments) stays on the generic path, so the DETECT flags and the float
//! module are untouched.

use crate::exec::{GROUP_APERTURE, PRIVATE_APERTURE};
use crate::ir::{Inst, Opnd, RegKind, VarLoc};
use crate::lower::seg;
use crate::opc as op;
use hsakit_hsail::brig::consts::ty;
use hsakit_mem::{Fault, GuestView};

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Src {
    /// A register slot.
    Reg(u32),
    /// An immediate (already masked to the operation's width where that matters).
    Imm(u64),
}

/// A destination: register slot and the mask its register class keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Dst {
    pub slot: u32,
    pub keep: u64,
}

/// An integer binary operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    ShrU,
    ShrS,
    MinU,
    MinS,
    MaxU,
    MaxS,
    MulHiU,
    MulHiS,
    DivU,
    DivS,
    RemU,
    RemS,
}

/// Work-item and dispatch special registers (PRM §11.1, §11.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sp {
    WorkItemAbsId,
    WorkItemId,
    WorkGroupId,
    WorkGroupSize,
    CurrentWorkGroupSize,
    GridSize,
    GridGroups,
    WorkItemFlatId,
    CurrentWorkItemFlatId,
    WorkItemFlatAbsId,
    LaneId,
}

/// A memory address `[var][reg + offset]` on a segment with 64-bit addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FAddr {
    /// Constant part (a global variable's address plus the offset).
    pub base: u64,
    /// Add the dispatch's kernarg address (a kernarg variable).
    pub kernarg: bool,
    /// The register part: slot and whether it is a 32-bit register.
    pub reg: Option<(u32, bool)>,
    /// Flat addressing: lanes inside the group/private apertures send the instruction back to
    /// the generic path.
    pub flat: bool,
}

/// An instruction in the wave-wide form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fast {
    /// `d = a op b` on `bits` (32 or 64; 1 for the bit operations on `$c`).
    Bin {
        op: IOp,
        bits: u32,
        d: Dst,
        a: Src,
        b: Src,
    },
    /// `d = a * b + c` (integer `mad`).
    Mad {
        bits: u32,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    /// `mov` (value masked to the type's width) and `not`.
    Mov {
        not: bool,
        keep: u64,
        d: Dst,
        a: Src,
    },
    /// Integer compare: `d = cond ? t : 0`.
    Cmp {
        cond: u8,
        bits: u32,
        signed: bool,
        t: u64,
        d: Dst,
        a: Src,
        b: Src,
    },
    /// Integer↔integer `cvt`: keep `from` bits, extend by `sext`, keep `to` bits, then
    /// sign-extend to 32 bits when `widen` (8/16-bit signed results).
    Cvt {
        from: u32,
        sext: bool,
        to: u32,
        widen: bool,
        to_b1: bool,
        d: Dst,
        a: Src,
    },
    /// `cmov` on a scalar type.
    Cmov { d: Dst, c: Src, a: Src, b: Src },
    /// A special register with an immediate dimension.
    Special { sp: Sp, dim: u8, d: Dst },
    /// Scalar `ld`.
    Ld {
        size: u8,
        sext: bool,
        d: Dst,
        addr: FAddr,
    },
    /// Scalar `st`.
    St { size: u8, v: Src, addr: FAddr },
}

fn keep_of(k: RegKind) -> u64 {
    match k {
        RegKind::C => 1,
        RegKind::S => 0xffff_ffff,
        _ => u64::MAX,
    }
}

fn dst(o: Option<&Opnd>) -> Option<Dst> {
    match o? {
        Opnd::Reg(s, k) if *k != RegKind::Q => Some(Dst {
            slot: *s,
            keep: keep_of(*k),
        }),
        _ => None,
    }
}

fn src(o: Option<&Opnd>) -> Option<Src> {
    match o? {
        Opnd::Reg(s, k) if *k != RegKind::Q => Some(Src::Reg(*s)),
        Opnd::Imm(v) => Some(Src::Imm(*v as u64)),
        _ => None,
    }
}

fn int_bits(t: u16) -> Option<(u32, bool)> {
    if ty::is_packed(t) || ty::is_array(t) {
        return None;
    }
    match t {
        ty::U32 | ty::B32 => Some((32, false)),
        ty::S32 => Some((32, true)),
        ty::U64 | ty::B64 => Some((64, false)),
        ty::S64 => Some((64, true)),
        _ => None,
    }
}

fn scalar_bits(t: u16) -> Option<u32> {
    if ty::is_packed(t) || ty::is_array(t) || t == ty::B128 {
        return None;
    }
    match ty::bits(t) {
        b @ (1 | 32 | 64) => Some(b),
        _ => None,
    }
}

pub(crate) fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

fn faddr(o: Option<&Opnd>, segment: u8) -> Option<FAddr> {
    let Opnd::Addr(a) = o? else { return None };
    let flat = match segment {
        seg::GLOBAL | seg::READONLY | seg::KERNARG => false,
        seg::FLAT => true,
        _ => return None,
    };
    let (base, kernarg) = match a.var {
        None => (0, false),
        Some(VarLoc::Global(g)) => (g, false),
        Some(VarLoc::Kernarg(o)) => (u64::from(o), true),
        Some(_) => return None,
    };
    let reg = match a.reg {
        None => None,
        Some((s, RegKind::S)) => Some((s, true)),
        Some((s, RegKind::D)) => Some((s, false)),
        Some(_) => return None,
    };
    Some(FAddr {
        base: base.wrapping_add(a.offset),
        kernarg,
        reg,
        flat,
    })
}

/// The wave-wide form of `inst`, when it has one.
pub(crate) fn compile(inst: &Inst) -> Option<Fast> {
    let o = |k: usize| inst.ops.get(k);
    match inst.op {
        op::ADD
        | op::SUB
        | op::MUL
        | op::AND
        | op::OR
        | op::XOR
        | op::SHL
        | op::SHR
        | op::MIN
        | op::MAX
        | op::MULHI
        | op::DIV
        | op::REM => {
            if inst.pack != 0 || inst.ops.len() != 3 {
                return None;
            }
            let (bits, signed) = if inst.ty == ty::B1 {
                if !matches!(inst.op, op::AND | op::OR | op::XOR) {
                    return None;
                }
                (1, false)
            } else {
                int_bits(inst.ty)?
            };
            let iop = match (inst.op, signed) {
                (op::ADD, _) => IOp::Add,
                (op::SUB, _) => IOp::Sub,
                (op::MUL, _) => IOp::Mul,
                (op::AND, _) => IOp::And,
                (op::OR, _) => IOp::Or,
                (op::XOR, _) => IOp::Xor,
                (op::SHL, _) => IOp::Shl,
                (op::SHR, false) => IOp::ShrU,
                (op::SHR, true) => IOp::ShrS,
                (op::MIN, false) => IOp::MinU,
                (op::MIN, true) => IOp::MinS,
                (op::MAX, false) => IOp::MaxU,
                (op::MAX, true) => IOp::MaxS,
                (op::MULHI, false) => IOp::MulHiU,
                (op::MULHI, true) => IOp::MulHiS,
                (op::DIV, false) => IOp::DivU,
                (op::DIV, true) => IOp::DivS,
                (op::REM, false) => IOp::RemU,
                _ => IOp::RemS,
            };
            // Shift amounts are u32 operands of any value; the others are masked to the width.
            let bmask = if matches!(iop, IOp::Shl | IOp::ShrU | IOp::ShrS) {
                u64::from(u32::MAX)
            } else {
                mask(bits)
            };
            let imm = |s: Src, m: u64| match s {
                Src::Imm(v) => Src::Imm(v & m),
                r => r,
            };
            Some(Fast::Bin {
                op: iop,
                bits,
                d: dst(o(0))?,
                a: imm(src(o(1))?, mask(bits)),
                b: imm(src(o(2))?, bmask),
            })
        }
        op::MAD => {
            let (bits, _) = int_bits(inst.ty)?;
            if inst.pack != 0 {
                return None;
            }
            Some(Fast::Mad {
                bits,
                d: dst(o(0))?,
                a: src(o(1))?,
                b: src(o(2))?,
                c: src(o(3))?,
            })
        }
        op::MOV | op::NOT => {
            let bits = scalar_bits(inst.ty)?;
            if inst.op == op::NOT && !ty::is_bit(inst.ty) && inst.ty != ty::B1 {
                return None;
            }
            Some(Fast::Mov {
                not: inst.op == op::NOT,
                keep: mask(bits),
                d: dst(o(0))?,
                a: src(o(1))?,
            })
        }
        op::CMP => {
            if inst.cmp > 5 || inst.pack != 0 {
                return None;
            }
            let (bits, signed) = match inst.stype {
                ty::B1 => (1, false),
                t => int_bits(t)?,
            };
            let t = match inst.ty {
                ty::B1 => 1,
                ty::U32 | ty::S32 | ty::B32 => 0xffff_ffff,
                ty::U64 | ty::S64 | ty::B64 => u64::MAX,
                _ => return None,
            };
            let m = mask(bits);
            let imm = |s: Src| match s {
                Src::Imm(v) => Src::Imm(v & m),
                r => r,
            };
            Some(Fast::Cmp {
                cond: inst.cmp,
                bits,
                signed,
                t,
                d: dst(o(0))?,
                a: imm(src(o(1))?),
                b: imm(src(o(2))?),
            })
        }
        op::CVT => {
            let (dt, st) = (inst.ty, inst.stype);
            let int_like = |b: u16| {
                !ty::is_packed(b)
                    && !ty::is_array(b)
                    && (ty::is_signed(b) || ty::is_unsigned(b) || ty::is_bit(b))
                    && ty::bits(b) <= 64
            };
            if !(int_like(st) || st == ty::B1) || !(int_like(dt) || dt == ty::B1) {
                return None;
            }
            let (from, to) = (ty::bits(st).max(1), ty::bits(dt).max(1));
            Some(Fast::Cvt {
                from,
                sext: ty::is_signed(st),
                to,
                widen: ty::is_signed(dt) && to < 32,
                to_b1: dt == ty::B1,
                d: dst(o(0))?,
                a: src(o(1))?,
            })
        }
        op::CMOV => {
            scalar_bits(inst.ty)?;
            Some(Fast::Cmov {
                d: dst(o(0))?,
                c: src(o(1))?,
                a: src(o(2))?,
                b: src(o(3))?,
            })
        }
        op::WORKITEMABSID
        | op::WORKITEMID
        | op::WORKGROUPID
        | op::WORKGROUPSIZE
        | op::CURRENTWORKGROUPSIZE
        | op::GRIDSIZE
        | op::GRIDGROUPS
        | op::WORKITEMFLATID
        | op::CURRENTWORKITEMFLATID
        | op::WORKITEMFLATABSID
        | op::LANEID => {
            let sp = match inst.op {
                op::WORKITEMABSID => Sp::WorkItemAbsId,
                op::WORKITEMID => Sp::WorkItemId,
                op::WORKGROUPID => Sp::WorkGroupId,
                op::WORKGROUPSIZE => Sp::WorkGroupSize,
                op::CURRENTWORKGROUPSIZE => Sp::CurrentWorkGroupSize,
                op::GRIDSIZE => Sp::GridSize,
                op::GRIDGROUPS => Sp::GridGroups,
                op::WORKITEMFLATID => Sp::WorkItemFlatId,
                op::CURRENTWORKITEMFLATID => Sp::CurrentWorkItemFlatId,
                op::WORKITEMFLATABSID => Sp::WorkItemFlatAbsId,
                _ => Sp::LaneId,
            };
            let dim = match o(1) {
                None => 0,
                Some(Opnd::Imm(v)) => (*v).min(2) as u8,
                Some(_) => return None,
            };
            Some(Fast::Special {
                sp,
                dim,
                d: dst(o(0))?,
            })
        }
        op::LD | op::ST => {
            if ty::is_packed(inst.ty) || ty::is_array(inst.ty) {
                return None;
            }
            let size = ty::byte_size(inst.ty);
            if !matches!(size, 1 | 2 | 4 | 8) {
                return None;
            }
            let addr = faddr(o(1), inst.seg)?;
            if inst.op == op::LD {
                Some(Fast::Ld {
                    size: size as u8,
                    sext: ty::is_signed(ty::base(inst.ty)),
                    d: dst(o(0))?,
                    addr,
                })
            } else {
                Some(Fast::St {
                    size: size as u8,
                    v: src(o(0))?,
                    addr,
                })
            }
        }
        _ => None,
    }
}

/// Everything about the work-group that special registers read.
pub(crate) struct Ctx<'g> {
    /// Lanes per wave.
    pub ws: usize,
    /// Active lanes.
    pub mask: u64,
    /// The wave's index in its work-group.
    pub wave: u32,
    /// Local ids of the work-group's work-items by flat id (current size).
    pub local: &'g [[u32; 3]],
    pub wg_id: [u32; 3],
    pub wg_size: [u32; 3],
    pub cur: [u32; 3],
    pub grid: [u64; 3],
    pub kernarg: u64,
}

/// Why [`run`] did not complete an instruction.
pub(crate) enum Stop {
    /// A lane needs the generic path (nothing was changed).
    Generic,
    /// A lane faulted (lanes before it completed, as on the generic path).
    Fault(usize, Fault),
}

const N: usize = 64;

fn full(ws: usize) -> u64 {
    if ws >= 64 { u64::MAX } else { (1u64 << ws) - 1 }
}

/// A register slot's compressed form: every lane `l` holds `(b + s·l) & k`; `k == 0` means the
/// slot holds per-lane values in the register file instead. Integer `add`, `sub`, `mul` and
/// `shl` are ring operations modulo `2^bits`, so they map such values to such values exactly
/// (uniform values are the case `s == 0`). Work-item ids of a wave that lies along one grid
/// dimension have this form, which is what lets huge grids run without per-lane work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Aff {
    pub b: u64,
    pub s: u64,
    pub k: u64,
}

impl Aff {
    /// The all-zero register.
    pub(crate) const ZERO: Aff = Aff {
        b: 0,
        s: 0,
        k: u64::MAX,
    };
    /// Per-lane values live in the register file.
    pub(crate) const VECTOR: Aff = Aff { b: 0, s: 0, k: 0 };

    pub(crate) fn uniform(self) -> bool {
        self.k != 0 && self.s & self.k == 0
    }

    pub(crate) fn lane(self, l: usize) -> u64 {
        self.at(l as u64)
    }

    /// Lane `l`'s value (lane indices of a line of work-items need 64 bits).
    pub(crate) fn at(self, l: u64) -> u64 {
        self.b.wrapping_add(self.s.wrapping_mul(l)) & self.k
    }
}

/// Writes a compressed slot's lane values into the register file.
pub(crate) fn materialize(regs: &mut [u64], aff: &mut [Aff], ws: usize, slot: u32) {
    let Some(a) = aff.get_mut(slot as usize) else {
        return;
    };
    if a.k == 0 {
        return;
    }
    let i = slot as usize * ws;
    if let Some(dst) = regs.get_mut(i..i + ws) {
        for (l, x) in dst.iter_mut().enumerate() {
            *x = a.lane(l);
        }
    }
    *a = Aff::VECTOR;
}

/// The compressed form of a source (immediates are uniform), if it has one.
#[inline(always)]
pub(crate) fn aff_of(aff: &[Aff], s: Src) -> Option<Aff> {
    match s {
        Src::Imm(v) => Some(Aff {
            b: v,
            s: 0,
            k: u64::MAX,
        }),
        Src::Reg(r) => aff.get(r as usize).copied().filter(|a| a.k != 0),
    }
}

/// Records a compressed result.
#[inline(always)]
pub(crate) fn set_aff(aff: &mut [Aff], d: Dst, b: u64, s: u64) {
    if let Some(a) = aff.get_mut(d.slot as usize) {
        *a = Aff { b, s, k: d.keep };
    }
}

/// The lane values of a source.
#[inline(always)]
fn read(regs: &[u64], aff: &[Aff], ws: usize, s: Src, buf: &mut [u64; N]) {
    match s {
        Src::Reg(r) => {
            if let Some(a) = aff.get(r as usize).copied().filter(|a| a.k != 0) {
                for (l, x) in buf[..ws].iter_mut().enumerate() {
                    *x = a.lane(l);
                }
                return;
            }
            let i = r as usize * ws;
            match regs.get(i..i + ws) {
                Some(v) => buf[..ws].copy_from_slice(v),
                None => buf[..ws].fill(0),
            }
        }
        Src::Imm(v) => buf[..ws].fill(v),
    }
}

/// Writes the active lanes of `out` to `d`.
#[inline(always)]
fn write(regs: &mut [u64], aff: &mut [Aff], ws: usize, mask: u64, d: Dst, out: &[u64; N]) {
    if mask != full(ws) {
        // Inactive lanes keep their values: expand a compressed destination first.
        materialize(regs, aff, ws, d.slot);
    } else if let Some(a) = aff.get_mut(d.slot as usize) {
        *a = Aff::VECTOR;
    }
    let i = d.slot as usize * ws;
    let Some(dst) = regs.get_mut(i..i + ws) else {
        return;
    };
    if mask == full(ws) {
        for (x, &v) in dst.iter_mut().zip(out.iter()) {
            *x = v & d.keep;
        }
    } else {
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            if let (Some(x), Some(&v)) = (dst.get_mut(l), out.get(l)) {
                *x = v & d.keep;
            }
        }
    }
}

macro_rules! lanes2 {
    ($ws:expr, $o:ident, $a:ident, $b:ident, |$x:ident, $y:ident| $e:expr) => {
        for ((r, &$x), &$y) in $o[..$ws].iter_mut().zip($a.iter()).zip($b.iter()) {
            *r = $e;
        }
    };
}

fn bin(op: IOp, bits: u32, ws: usize, a: &[u64], b: &[u64], o: &mut [u64]) {
    let m = mask(bits);
    let sh = if bits == 64 { 63 } else { 31 };
    let w32 = bits <= 32;
    match op {
        IOp::Add => lanes2!(ws, o, a, b, |x, y| x.wrapping_add(y) & m),
        IOp::Sub => lanes2!(ws, o, a, b, |x, y| x.wrapping_sub(y) & m),
        IOp::Mul => lanes2!(ws, o, a, b, |x, y| x.wrapping_mul(y) & m),
        IOp::And => lanes2!(ws, o, a, b, |x, y| x & y),
        IOp::Or => lanes2!(ws, o, a, b, |x, y| x | y),
        IOp::Xor => lanes2!(ws, o, a, b, |x, y| x ^ y),
        IOp::Shl => lanes2!(ws, o, a, b, |x, y| (x << (y & sh)) & m),
        IOp::ShrU => lanes2!(ws, o, a, b, |x, y| (x & m) >> (y & sh)),
        IOp::ShrS => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| ((x as i32) >> (y & 31)) as u32 as u64)
            } else {
                lanes2!(ws, o, a, b, |x, y| ((x as i64) >> (y & 63)) as u64)
            }
        }
        IOp::MinU => lanes2!(ws, o, a, b, |x, y| (x & m).min(y & m)),
        IOp::MaxU => lanes2!(ws, o, a, b, |x, y| (x & m).max(y & m)),
        IOp::MinS => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| (x as i32).min(y as i32) as u32 as u64)
            } else {
                lanes2!(ws, o, a, b, |x, y| (x as i64).min(y as i64) as u64)
            }
        }
        IOp::MaxS => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| (x as i32).max(y as i32) as u32 as u64)
            } else {
                lanes2!(ws, o, a, b, |x, y| (x as i64).max(y as i64) as u64)
            }
        }
        IOp::MulHiU => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| ((x & m) * (y & m)) >> 32)
            } else {
                lanes2!(ws, o, a, b, |x, y| ((u128::from(x) * u128::from(y)) >> 64)
                    as u64)
            }
        }
        IOp::MulHiS => {
            if w32 {
                lanes2!(
                    ws,
                    o,
                    a,
                    b,
                    |x, y| ((i64::from(x as i32) * i64::from(y as i32)) >> 32) as u64 & m
                )
            } else {
                lanes2!(
                    ws,
                    o,
                    a,
                    b,
                    |x, y| ((i128::from(x as i64) * i128::from(y as i64)) >> 64) as u64
                )
            }
        }
        IOp::DivU => lanes2!(ws, o, a, b, |x, y| (x & m).checked_div(y & m).unwrap_or(0)),
        IOp::RemU => lanes2!(ws, o, a, b, |x, y| (x & m).checked_rem(y & m).unwrap_or(0)),
        IOp::DivS => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| if y as u32 == 0 {
                    0
                } else {
                    (x as i32).wrapping_div(y as i32) as u32 as u64
                })
            } else {
                lanes2!(ws, o, a, b, |x, y| if y == 0 {
                    0
                } else {
                    (x as i64).wrapping_div(y as i64) as u64
                })
            }
        }
        IOp::RemS => {
            if w32 {
                lanes2!(ws, o, a, b, |x, y| if y as u32 == 0 {
                    0
                } else {
                    (x as i32).wrapping_rem(y as i32) as u32 as u64
                })
            } else {
                lanes2!(ws, o, a, b, |x, y| if y == 0 {
                    0
                } else {
                    (x as i64).wrapping_rem(y as i64) as u64
                })
            }
        }
    }
}

pub(crate) fn sext_from(v: u64, bits: u32) -> u64 {
    if bits >= 64 || bits == 0 {
        v
    } else {
        let s = 64 - bits;
        (((v << s) as i64) >> s) as u64
    }
}

fn special(sp: Sp, dim: usize, c: &Ctx<'_>, o: &mut [u64; N]) {
    let base = c.wave as usize * c.ws;
    let loc = |l: usize| c.local.get(base + l).copied().unwrap_or([0; 3]);
    let wg = |k: usize| u64::from(c.wg_id[k]) * u64::from(c.wg_size[k]);
    match sp {
        Sp::WorkItemAbsId => {
            let b = wg(dim);
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                *r = b + u64::from(loc(l)[dim]);
            }
        }
        Sp::WorkItemId => {
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                *r = u64::from(loc(l)[dim]);
            }
        }
        Sp::WorkItemFlatId => {
            let w = c.wg_size;
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                let x = loc(l);
                *r = u64::from(x[0] + x[1] * w[0] + x[2] * w[0] * w[1]);
            }
        }
        Sp::CurrentWorkItemFlatId => {
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                *r = (base + l) as u64;
            }
        }
        Sp::WorkItemFlatAbsId => {
            let (b0, b1, b2) = (wg(0), wg(1), wg(2));
            let (g0, g01) = (c.grid[0], c.grid[0].wrapping_mul(c.grid[1]));
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                let x = loc(l);
                *r = (b0 + u64::from(x[0]))
                    .wrapping_add((b1 + u64::from(x[1])).wrapping_mul(g0))
                    .wrapping_add((b2 + u64::from(x[2])).wrapping_mul(g01));
            }
        }
        Sp::LaneId => {
            for (l, r) in o[..c.ws].iter_mut().enumerate() {
                *r = l as u64;
            }
        }
        Sp::WorkGroupId => o[..c.ws].fill(u64::from(c.wg_id[dim])),
        Sp::WorkGroupSize => o[..c.ws].fill(u64::from(c.wg_size[dim])),
        Sp::CurrentWorkGroupSize => o[..c.ws].fill(u64::from(c.cur[dim])),
        Sp::GridSize => o[..c.ws].fill(c.grid[dim]),
        Sp::GridGroups => o[..c.ws].fill(c.grid[dim].div_ceil(u64::from(c.wg_size[dim]))),
    }
}

fn address(regs: &[u64], aff: &[Aff], c: &Ctx<'_>, a: &FAddr, out: &mut [u64; N]) -> bool {
    let base = if a.kernarg {
        c.kernarg.wrapping_add(a.base)
    } else {
        a.base
    };
    match a.reg {
        None => out[..c.ws].fill(base),
        Some((r, is32)) => {
            read(regs, aff, c.ws, Src::Reg(r), out);
            let m = if is32 { 0xffff_ffff } else { u64::MAX };
            for x in out[..c.ws].iter_mut() {
                *x = base.wrapping_add(*x & m);
            }
        }
    }
    if a.flat {
        let mut m = c.mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            let x = out.get(l).copied().unwrap_or(0);
            if (GROUP_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&x) {
                return false;
            }
        }
    }
    true
}

/// Lane arrays reused by every instruction of a work-group (no per-instruction initialisation).
pub(crate) struct Scratch {
    a: [u64; N],
    b: [u64; N],
    c: [u64; N],
    o: [u64; N],
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            a: [0; N],
            b: [0; N],
            c: [0; N],
            o: [0; N],
        }
    }
}

/// Runs `f` over the active lanes of a wave's register file `regs`.
pub(crate) fn run(
    f: &Fast,
    regs: &mut [u64],
    aff: &mut [Aff],
    c: &Ctx<'_>,
    view: &GuestView,
    scratch: &mut Scratch,
) -> Result<(), Stop> {
    let ws = c.ws.min(N);
    if c.mask == full(ws) && compressed(f, aff, c) {
        return Ok(());
    }
    let Scratch { a, b, c: cc, o } = scratch;
    match *f {
        Fast::Bin {
            op,
            bits,
            d,
            a: x,
            b: y,
        } => {
            read(regs, aff, ws, x, a);
            read(regs, aff, ws, y, b);
            bin(op, bits, ws, a, b, o);
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Mad {
            bits,
            d,
            a: x,
            b: y,
            c: z,
        } => {
            read(regs, aff, ws, x, a);
            read(regs, aff, ws, y, b);
            read(regs, aff, ws, z, cc);
            let m = mask(bits);
            for (((r, &x), &y), &z) in o[..ws]
                .iter_mut()
                .zip(a.iter())
                .zip(b.iter())
                .zip(cc.iter())
            {
                *r = x.wrapping_mul(y).wrapping_add(z) & m;
            }
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Mov { not, keep, d, a: x } => {
            read(regs, aff, ws, x, a);
            let flip = if not { u64::MAX } else { 0 };
            for (r, &x) in o[..ws].iter_mut().zip(a.iter()) {
                *r = (x ^ flip) & keep;
            }
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Cmp {
            cond,
            bits,
            signed,
            t,
            d,
            a: x,
            b: y,
        } => {
            read(regs, aff, ws, x, a);
            read(regs, aff, ws, y, b);
            let m = mask(bits);
            // Map both operands to an order-preserving unsigned key.
            let flip = if signed { 1u64 << (bits - 1) } else { 0 };
            macro_rules! cmp {
                ($p:ident, $q:ident, $e:expr) => {
                    for (r, (&x, &y)) in o[..ws].iter_mut().zip(a.iter().zip(b.iter())) {
                        let ($p, $q) = ((x & m) ^ flip, (y & m) ^ flip);
                        *r = if $e { t } else { 0 };
                    }
                };
            }
            match cond {
                0 => cmp!(p, q, p == q),
                1 => cmp!(p, q, p != q),
                2 => cmp!(p, q, p < q),
                3 => cmp!(p, q, p <= q),
                4 => cmp!(p, q, p > q),
                _ => cmp!(p, q, p >= q),
            }
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Cvt {
            from,
            sext,
            to,
            widen,
            to_b1,
            d,
            a: x,
        } => {
            read(regs, aff, ws, x, a);
            let (mf, mt) = (mask(from), mask(to));
            for (r, &x) in o[..ws].iter_mut().zip(a.iter()) {
                let v = x & mf;
                *r = if to_b1 {
                    u64::from(v != 0)
                } else {
                    let v = (if sext { sext_from(v, from) } else { v }) & mt;
                    if widen {
                        sext_from(v, to) & 0xffff_ffff
                    } else {
                        v
                    }
                };
            }
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Cmov {
            d,
            c: cs,
            a: x,
            b: y,
        } => {
            read(regs, aff, ws, cs, cc);
            read(regs, aff, ws, x, a);
            read(regs, aff, ws, y, b);
            for (((r, &k), &x), &y) in o[..ws]
                .iter_mut()
                .zip(cc.iter())
                .zip(a.iter())
                .zip(b.iter())
            {
                *r = if k & 1 != 0 { x } else { y };
            }
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Special { sp, dim, d } => {
            special(sp, usize::from(dim), c, o);
            write(regs, aff, ws, c.mask, d, o);
        }
        Fast::Ld {
            size,
            sext,
            d,
            addr,
        } => {
            if !address(regs, aff, c, &addr, a) {
                return Err(Stop::Generic);
            }
            materialize(regs, aff, ws, d.slot);
            let mut m = c.mask;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                let at = a.get(l).copied().unwrap_or(0);
                let v = match size {
                    1 => view.read_u8(at).map(u64::from),
                    2 => view.read_u16(at).map(u64::from),
                    4 => view.read_u32(at).map(u64::from),
                    _ => view.read_u64(at),
                };
                let v = v.map_err(|e| Stop::Fault(l, e))?;
                if let Some(r) = o.get_mut(l) {
                    *r = if sext {
                        sext_from(v, u32::from(size) * 8)
                    } else {
                        v
                    };
                }
                // Write this lane now: a later lane's fault leaves earlier lanes loaded, as on
                // the generic path.
                let i = d.slot as usize * ws + l;
                if let Some(x) = regs.get_mut(i) {
                    *x = o.get(l).copied().unwrap_or(0) & d.keep;
                }
            }
        }
        Fast::St { size, v, addr } => {
            if !address(regs, aff, c, &addr, a) {
                return Err(Stop::Generic);
            }
            read(regs, aff, ws, v, b);
            let mut m = c.mask;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                let (at, x) = (
                    a.get(l).copied().unwrap_or(0),
                    b.get(l).copied().unwrap_or(0),
                );
                match size {
                    1 => view.write_u8(at, x as u8),
                    2 => view.write_u16(at, x as u16),
                    4 => view.write_u32(at, x as u32),
                    _ => view.write_u64(at, x),
                }
                .map_err(|e| Stop::Fault(l, e))?;
            }
        }
    }
    Ok(())
}

/// A wave's local ids when its lanes lie along one dimension `k` of the work-group
/// (`local(l) = local(0) + l·e_k`): every lane is present and the lower dimensions have size 1.
fn wave_line(c: &Ctx<'_>) -> Option<(usize, [u32; 3])> {
    let first = c.wave as usize * c.ws;
    let l0 = *c.local.get(first)?;
    c.local.get(first + c.ws - 1)?;
    let k = if c.cur[0] > 1 {
        0
    } else if c.cur[1] > 1 {
        1
    } else {
        2
    };
    (u64::from(l0[k]) + c.ws as u64 <= u64::from(c.cur[k])).then_some((k, l0))
}

/// A special register in compressed form.
fn special_aff(sp: Sp, dim: usize, c: &Ctx<'_>) -> Option<(u64, u64)> {
    let wg = |j: usize| u64::from(c.wg_id[j]) * u64::from(c.wg_size[j]);
    let uni = |v: u64| Some((v, 0));
    match sp {
        Sp::WorkGroupId => return uni(u64::from(c.wg_id[dim])),
        Sp::WorkGroupSize => return uni(u64::from(c.wg_size[dim])),
        Sp::CurrentWorkGroupSize => return uni(u64::from(c.cur[dim])),
        Sp::GridSize => return uni(c.grid[dim]),
        Sp::GridGroups => return uni(c.grid[dim].div_ceil(u64::from(c.wg_size[dim]))),
        Sp::LaneId => return Some((0, 1)),
        Sp::CurrentWorkItemFlatId => return Some(((c.wave as usize * c.ws) as u64, 1)),
        _ => {}
    }
    let (k, l0) = wave_line(c)?;
    let unit = |j: usize| u64::from(j == k);
    Some(match sp {
        Sp::WorkItemAbsId => (wg(dim) + u64::from(l0[dim]), unit(dim)),
        Sp::WorkItemId => (u64::from(l0[dim]), unit(dim)),
        Sp::WorkItemFlatId => {
            let w = c.wg_size.map(u64::from);
            let stride = [1, w[0], w[0] * w[1]];
            let b = u64::from(l0[0]) + u64::from(l0[1]) * w[0] + u64::from(l0[2]) * w[0] * w[1];
            (b, stride[k])
        }
        _ => {
            // WorkItemFlatAbsId
            let g = c.grid;
            let stride = [1, g[0], g[0].wrapping_mul(g[1])];
            let b = (0..3).fold(0u64, |acc, j| {
                acc.wrapping_add((wg(j) + u64::from(l0[j])).wrapping_mul(stride[j]))
            });
            (b, stride[k])
        }
    })
}

/// Executes `f` on compressed operands without per-lane work when the result has the
/// compressed form (the wave is full); `false` leaves everything untouched.
fn compressed(f: &Fast, aff: &mut [Aff], c: &Ctx<'_>) -> bool {
    compressed_in(f, aff, (c.ws - 1) as u64, &|sp, dim| {
        special_aff(sp, dim, c)
    })
}

/// [`compressed`] over lanes `0..=last` (a wave, or a line of work-items in [`crate::line`]),
/// with `special` giving the compressed special registers.
pub(crate) fn compressed_in(
    f: &Fast,
    aff: &mut [Aff],
    last: u64,
    special: &dyn Fn(Sp, usize) -> Option<(u64, u64)>,
) -> bool {
    match *f {
        Fast::Bin { op, bits, d, a, b } => {
            let (Some(x), Some(y)) = (aff_of(aff, a), aff_of(aff, b)) else {
                return false;
            };
            if x.uniform() && y.uniform() {
                let (p, q, mut o) = ([x.b & x.k], [y.b & y.k], [0u64]);
                bin(op, bits, 1, &p, &q, &mut o);
                set_aff(aff, d, o[0], 0);
                return true;
            }
            let r = match op {
                IOp::Add => (x.b.wrapping_add(y.b), x.s.wrapping_add(y.s)),
                IOp::Sub => (x.b.wrapping_sub(y.b), x.s.wrapping_sub(y.s)),
                IOp::Mul if y.uniform() => {
                    (x.b.wrapping_mul(y.b & y.k), x.s.wrapping_mul(y.b & y.k))
                }
                IOp::Mul if x.uniform() => {
                    (y.b.wrapping_mul(x.b & x.k), y.s.wrapping_mul(x.b & x.k))
                }
                IOp::Shl if y.uniform() => {
                    let sh = (y.b & y.k) & u64::from(bits.max(1) - 1);
                    (x.b << sh, x.s << sh)
                }
                _ => return false,
            };
            set_aff(aff, d, r.0, r.1);
            true
        }
        Fast::Mad { d, a, b, c: z, .. } => {
            let (Some(x), Some(y), Some(w)) = (aff_of(aff, a), aff_of(aff, b), aff_of(aff, z))
            else {
                return false;
            };
            let (v, u) = if y.uniform() {
                (x, y.b & y.k)
            } else if x.uniform() {
                (y, x.b & x.k)
            } else {
                return false;
            };
            set_aff(
                aff,
                d,
                v.b.wrapping_mul(u).wrapping_add(w.b),
                v.s.wrapping_mul(u).wrapping_add(w.s),
            );
            true
        }
        Fast::Mov { not, keep, d, a } => {
            let Some(x) = aff_of(aff, a) else {
                return false;
            };
            if not {
                if !x.uniform() {
                    return false;
                }
                set_aff(aff, d, !(x.b & x.k) & keep, 0);
            } else {
                let keep = keep & x.k;
                set_aff(aff, d, x.b & keep, if x.uniform() { 0 } else { x.s });
                if let Some(t) = aff.get_mut(d.slot as usize) {
                    t.k &= keep;
                }
            }
            true
        }
        Fast::Cmp {
            cond,
            bits,
            signed,
            t,
            d,
            a,
            b,
        } => {
            let (Some(x), Some(y)) = (aff_of(aff, a), aff_of(aff, b)) else {
                return false;
            };
            let m = mask(bits);
            let flip = if signed { 1u64 << (bits - 1) } else { 0 };
            let test = |p: u64, q: u64| {
                let (p, q) = ((p & m) ^ flip, (q & m) ^ flip);
                match cond {
                    0 => p == q,
                    1 => p != q,
                    2 => p < q,
                    3 => p <= q,
                    4 => p > q,
                    _ => p >= q,
                }
            };
            // Monotone, non-wrapping lane values of one side against a uniform other side.
            let mono = |v: Aff| -> Option<(u64, u64)> {
                let (b0, s0) = (v.lane(0) & m, v.s & v.k & m);
                let end = u128::from(b0) + u128::from(s0) * u128::from(last);
                if end > u128::from(m & v.k) {
                    return None;
                }
                let e = end as u64;
                // Signed keys stay ordered when both ends share the sign bit.
                (!signed || (b0 ^ e) & flip == 0).then_some((b0, e))
            };
            let r = if x.uniform() && y.uniform() {
                test(x.b & x.k, y.b & y.k)
            } else if y.uniform() {
                let Some((p0, p1)) = mono(x) else {
                    return false;
                };
                let q = y.b & y.k;
                let (r0, r1) = (test(p0, q), test(p1, q));
                let outside = (q & m) ^ flip < (p0 ^ flip) || (q & m) ^ flip > (p1 ^ flip);
                if r0 != r1 || (cond <= 1 && !outside) {
                    return false;
                }
                r0
            } else if x.uniform() {
                let Some((q0, q1)) = mono(y) else {
                    return false;
                };
                let p = x.b & x.k;
                let (r0, r1) = (test(p, q0), test(p, q1));
                let outside = (p & m) ^ flip < (q0 ^ flip) || (p & m) ^ flip > (q1 ^ flip);
                if r0 != r1 || (cond <= 1 && !outside) {
                    return false;
                }
                r0
            } else {
                return false;
            };
            set_aff(aff, d, if r { t } else { 0 }, 0);
            true
        }
        Fast::Cvt {
            from,
            sext,
            to,
            widen,
            to_b1,
            d,
            a,
        } => {
            let Some(x) = aff_of(aff, a) else {
                return false;
            };
            if x.uniform() {
                let v = x.b & x.k & mask(from);
                let r = if to_b1 {
                    u64::from(v != 0)
                } else {
                    let v = (if sext { sext_from(v, from) } else { v }) & mask(to);
                    if widen {
                        sext_from(v, to) & 0xffff_ffff
                    } else {
                        v
                    }
                };
                set_aff(aff, d, r, 0);
                return true;
            }
            if to_b1 || widen {
                return false;
            }
            if to <= from {
                // Truncation is a ring homomorphism.
                set_aff(aff, d, x.b, x.s);
                if let Some(t) = aff.get_mut(d.slot as usize) {
                    t.k &= mask(to) & x.k;
                }
                return true;
            }
            // Widening: exact when no lane wraps and (for signed sources) all are non-negative.
            let mf = mask(from) & x.k;
            let (b0, s0) = (x.b & mf, x.s & mf);
            let end = u128::from(b0) + u128::from(s0) * u128::from(last);
            if end > u128::from(mf) || (sext && end >> (from - 1) != 0) {
                return false;
            }
            set_aff(aff, d, b0, s0);
            true
        }
        Fast::Cmov { d, c: k, a, b } => {
            let Some(cond) = aff_of(aff, k).filter(|x| x.uniform()) else {
                return false;
            };
            let pick = if cond.b & cond.k & 1 != 0 { a } else { b };
            let Some(v) = aff_of(aff, pick) else {
                return false;
            };
            set_aff(aff, d, v.b, v.s);
            if let Some(t) = aff.get_mut(d.slot as usize) {
                t.k &= v.k;
            }
            true
        }
        Fast::Special { sp, dim, d } => {
            let Some((b, s)) = special(sp, usize::from(dim)) else {
                return false;
            };
            set_aff(aff, d, b, s);
            true
        }
        _ => false,
    }
}
