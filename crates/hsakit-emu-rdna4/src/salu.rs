//! Scalar ALU and program control (seed chapter 6 and ch16 §16.1–16.5): SOP2, SOPK, SOP1, SOPC,
//! SOPP.

use crate::exec::{self, Env, NUM, PROP, Stop, salu, scalar_src, scalar_val};
use crate::ops::Desc;
use crate::program::{Inst, Src, Sz};
use crate::wave::{EXEC, M0, State, Wave};
use hsakit_softfp::{CmpOp, F16, F32, IntRounding, IntType, Round};

const N: Sz = Sz::No;
const U: Sz = Sz::U32;
const Q: Sz = Sz::U64;
const F: Sz = Sz::F32;
const H: Sz = Sz::F16;

macro_rules! s {
    ($d:expr, [$s0:expr, $s1:expr], |$a:ident, $b:ident, $o:ident, $scc:ident| $body:expr) => {{
        #[allow(unused_variables, unused_mut)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            salu(
                w,
                i,
                |$a: u64, $b: u64, $o: u64, $scc: &mut bool| -> Option<u64> { $body },
            );
            Ok(())
        }
        Desc {
            h,
            d: $d,
            s: [$s0, $s1, N],
        }
    }};
}

macro_rules! sf {
    ($d:expr, [$s0:expr, $s1:expr], |$c:ident, $a:ident, $b:ident, $o:ident| $body:expr) => {{
        #[allow(unused_variables, unused_mut)]
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            let mut $c = if matches!(i.sz[3], Sz::F16) || matches!(i.sz[0], Sz::F16) {
                w.fp64
            } else {
                w.fp32
            };
            salu(
                w,
                i,
                |$a: u64, $b: u64, $o: u64, _scc: &mut bool| -> Option<u64> { Some($body) },
            );
            Ok(())
        }
        Desc {
            h,
            d: $d,
            s: [$s0, $s1, N],
        }
    }};
}

macro_rules! hd {
    ($f:expr) => {
        Desc {
            h: $f,
            d: N,
            s: [N, N, N],
        }
    };
    ($f:expr, $d:expr, [$s0:expr, $s1:expr]) => {
        Desc {
            h: $f,
            d: $d,
            s: [$s0, $s1, N],
        }
    };
}

fn sx(x: u64, bits: u32) -> i64 {
    let s = 64 - bits;
    ((x << s) as i64) >> s
}

fn b(v: bool) -> u64 {
    u64::from(v)
}

/// SCC for logical results: result ≠ 0 (seed L1110–1122).
fn nz(v: u64, scc: &mut bool) -> Option<u64> {
    *scc = v != 0;
    Some(v)
}

fn saveexec(w: &mut Wave, i: &Inst, f: fn(u64, u64) -> u64, wrexec: bool) {
    let lanes64 = w.lanes == 64;
    let m = if lanes64 { u64::MAX } else { 0xFFFF_FFFF };
    let s0 = scalar_val(w, i, 0) & m;
    let exec = w.exec();
    let r = f(s0, exec) & m;
    if wrexec {
        w.set_exec(r);
        if lanes64 {
            w.ws64(usize::from(i.sdst), r)
        } else {
            w.ws(usize::from(i.sdst), r as u32)
        }
    } else {
        if lanes64 {
            w.ws64(usize::from(i.sdst), exec)
        } else {
            w.ws(usize::from(i.sdst), exec as u32)
        }
        w.set_exec(r);
    }
    w.scc = r != 0;
}

macro_rules! sx_exec {
    ($f:expr, $wr:expr) => {{
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            saveexec(w, i, $f, $wr);
            Ok(())
        }
        h as exec::Handler
    }};
}

/// The hardware registers S_GETREG reads (seed L985–1008).
fn getreg(w: &Wave, id: u32) -> u32 {
    match id {
        1 => w.mode,
        2 => {
            // STATUS: EXECZ 9, VCCZ 10, IN_WG 11, VALID 16, WAVE64 29 (L1010–1040).
            (u32::from(w.exec() == 0) << 9)
                | (u32::from(w.mask(crate::wave::VCC as u8) == 0) << 10)
                | (1 << 11)
                | (1 << 16)
                | (u32::from(w.lanes == 64) << 29)
        }
        4 => u32::from(w.scc) << 9,
        19 => w.trap_ctrl,
        20 | 21 => 0,
        23 => w.id & 0x1F,
        _ => 0,
    }
}

fn hwreg_fields(simm: u32) -> (u32, u32, u32) {
    let id = simm & 0x3F;
    let off = (simm >> 6) & 0x1F;
    let size = ((simm >> 11) & 0x1F) + 1;
    (id, off, size)
}

fn s_getreg(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let (id, off, size) = hwreg_fields(i.imm as u32);
    let v = getreg(w, id) >> off;
    let v = if size >= 32 { v } else { v & ((1 << size) - 1) };
    w.ws(usize::from(i.sdst), v);
    Ok(())
}

fn setreg(w: &mut Wave, simm: u32, val: u32) {
    let (id, off, size) = hwreg_fields(simm);
    let mask = if size >= 32 {
        u32::MAX
    } else {
        ((1u32 << size) - 1) << off
    };
    let put = |old: u32| (old & !mask) | ((val << off) & mask);
    match id {
        1 => {
            let m = put(w.mode);
            w.set_mode(m);
        }
        19 => w.set_trap_ctrl(put(w.trap_ctrl)),
        _ => {}
    }
}

fn s_setreg(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let v = w.s[usize::from(i.sdst) & 127];
    setreg(w, i.imm as u32, v);
    Ok(())
}

fn s_setreg_imm(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let v = scalar_src(w, i.src[0], Sz::U32, false) as u32;
    setreg(w, i.imm as u32, v);
    Ok(())
}

fn s_round_mode(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let m = (w.mode & !0xF) | (i.imm as u32 & 0xF);
    w.set_mode(m);
    Ok(())
}

fn s_denorm_mode(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let m = (w.mode & !0xF0) | ((i.imm as u32 & 0xF) << 4);
    w.set_mode(m);
    Ok(())
}

fn s_getpc(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let pc = e.code_address + u64::from(i.pc) + u64::from(i.len);
    w.ws64(usize::from(i.sdst), pc);
    Ok(())
}

fn s_setpc(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let a = scalar_val(w, i, 0);
    exec::jump_abs(w, e, a)
}

fn s_swappc(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    let a = scalar_val(w, i, 0);
    let ret = e.code_address + u64::from(i.pc) + u64::from(i.len);
    w.ws64(usize::from(i.sdst), ret);
    exec::jump_abs(w, e, a)
}

fn s_call(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let ret = _e.code_address + u64::from(i.pc) + u64::from(i.len);
    w.ws64(usize::from(i.sdst), ret);
    exec::branch_to(w, i)
}

fn s_trap(_w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Err(Stop::Trap(i.imm as u32 & 0xFF))
}

fn s_code_end(_w: &mut Wave, _i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    Err(Stop::Illegal(
        "s_code_end executed (end of code padding)".into(),
    ))
}

fn s_sendmsg(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    // MSG_DEALLOC_VGPRS (3) and others are accepted; the VGPRs stay readable until s_endpgm,
    // which the hardware leaves undefined and no correct program relies on.
    let _ = (w, i);
    Ok(())
}

fn s_sendmsg_rtn(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    // RTN_GET_REALTIME / SHADER_CYCLES: a deterministic counter (steps); others 0.
    let v = w.steps;
    if i.sz[3].bits() == 64 {
        w.ws64(usize::from(i.sdst), v);
    } else {
        w.ws(usize::from(i.sdst), v as u32);
    }
    Ok(())
}

fn s_movrels(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let m0 = w.s[M0] as usize;
    let Src::S(c) = i.src[0] else { return Ok(()) };
    let idx = usize::from(c) + m0;
    let n = if i.sz[3].bits() == 64 { 2 } else { 1 };
    for k in 0..n {
        let v = w.s.get(idx + k).copied().unwrap_or(0);
        w.ws(usize::from(i.sdst) + k, v);
    }
    Ok(())
}

fn s_movreld(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    let m0 = w.s[M0] as usize;
    let n = if i.sz[3].bits() == 64 { 2 } else { 1 };
    let v = scalar_val(w, i, 0);
    for k in 0..n {
        let d = usize::from(i.sdst) + m0 + k;
        if d < 106 {
            w.ws(d, (v >> (32 * k)) as u32);
        }
    }
    Ok(())
}

fn s_barrier_signal_isfirst(w: &mut Wave, i: &Inst, e: &mut Env<'_>) -> Result<(), Stop> {
    w.scc = e.bar.arrived == 0;
    exec::s_barrier_signal(w, i, e)
}

fn s_sleep(w: &mut Wave, _i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
    // Let the other waves of the work-group run (spin loops on LDS need this).
    w.state = State::Barrier;
    w.signaled = w.signaled.or(None);
    Ok(())
}

/// SALU float compare helper.
fn fcmp(w: &mut Wave, i: &Inst, op: CmpOp) {
    let a = scalar_val(w, i, 0);
    let b2 = scalar_val(w, i, 1);
    let r = if i.sz[0] == H {
        w.fp64.cmp::<F16>(op, a as u16, b2 as u16, false)
    } else {
        w.fp32.cmp::<F32>(op, a as u32, b2 as u32, false)
    };
    w.scc = r;
}

macro_rules! fc {
    ($sz:expr, $op:expr) => {{
        fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            fcmp(w, i, $op);
            Ok(())
        }
        Desc {
            h,
            d: N,
            s: [$sz, $sz, N],
        }
    }};
}

fn sfloat_cmp(name: &str) -> Option<Desc> {
    let rest = name.strip_prefix("S_CMP_")?;
    let (op, ty) = rest.rsplit_once('_')?;
    let sz = match ty {
        "F32" => F,
        "F16" => H,
        _ => return None,
    };
    macro_rules! both {
        ($op:expr) => {
            if sz == F { fc!(F, $op) } else { fc!(H, $op) }
        };
    }
    Some(match op {
        "LT" => both!(CmpOp::Lt),
        "EQ" => both!(CmpOp::Eq),
        "LE" => both!(CmpOp::Le),
        "GT" => both!(CmpOp::Gt),
        "LG" => both!(CmpOp::Ne),
        "GE" => both!(CmpOp::Ge),
        "O" => both!(CmpOp::Num),
        "U" => both!(CmpOp::Nan),
        "NGE" => both!(CmpOp::Ltu),
        "NLG" => both!(CmpOp::Equ),
        "NGT" => both!(CmpOp::Leu),
        "NLE" => both!(CmpOp::Gtu),
        "NEQ" => both!(CmpOp::Neu),
        "NLT" => both!(CmpOp::Geu),
        _ => return None,
    })
}

fn bfe(v: u64, s1: u64, bits: u32, signed: bool) -> u64 {
    let off = (s1 & u64::from(bits - 1)) as u32;
    let width = ((s1 >> 16) & 0x7F) as u32;
    if width == 0 {
        return 0;
    }
    let x = v >> off;
    let m = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let x = x & m;
    let r = if signed && width < 64 {
        sx(x, width) as u64
    } else {
        x
    };
    if bits == 32 { r & 0xFFFF_FFFF } else { r }
}

/// The semantics of a scalar opcode.
pub(crate) fn desc(name: &str) -> Option<Desc> {
    if let Some(d) = sfloat_cmp(name) {
        return Some(d);
    }
    Some(match name {
        // SOP2 (seed §16.1).
        "S_ADD_CO_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = a + b2;
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_SUB_CO_U32" => s!(U, [U, U], |a, b2, o, scc| {
            *scc = b2 > a;
            Some(a.wrapping_sub(b2) & 0xFFFF_FFFF)
        }),
        "S_ADD_CO_I32" => s!(U, [U, U], |a, b2, o, scc| {
            let (r, ov) = (a as i32).overflowing_add(b2 as i32);
            *scc = ov;
            Some(r as u32 as u64)
        }),
        "S_SUB_CO_I32" => s!(U, [U, U], |a, b2, o, scc| {
            let (r, ov) = (a as i32).overflowing_sub(b2 as i32);
            *scc = ov;
            Some(r as u32 as u64)
        }),
        "S_ADD_CO_CI_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = a + b2 + b(*scc);
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_SUB_CO_CI_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let c = b(*scc);
            *scc = b2 + c > a;
            Some(a.wrapping_sub(b2).wrapping_sub(c) & 0xFFFF_FFFF)
        }),
        "S_ABSDIFF_I32" => s!(U, [U, U], |a, b2, o, scc| {
            let r = (a as i32).wrapping_sub(b2 as i32).wrapping_abs() as u32;
            *scc = r != 0;
            Some(u64::from(r))
        }),
        "S_LSHL_B32" => s!(U, [U, U], |a, b2, o, scc| nz(
            (a << (b2 & 31)) & 0xFFFF_FFFF,
            scc
        )),
        "S_LSHL_B64" => s!(Q, [Q, U], |a, b2, o, scc| nz(a << (b2 & 63), scc)),
        "S_LSHR_B32" => s!(U, [U, U], |a, b2, o, scc| nz(a >> (b2 & 31), scc)),
        "S_LSHR_B64" => s!(Q, [Q, U], |a, b2, o, scc| nz(a >> (b2 & 63), scc)),
        "S_ASHR_I32" => s!(U, [U, U], |a, b2, o, scc| nz(
            ((a as i32) >> (b2 & 31)) as u32 as u64,
            scc
        )),
        "S_ASHR_I64" => s!(Q, [Q, U], |a, b2, o, scc| nz(
            ((a as i64) >> (b2 & 63)) as u64,
            scc
        )),
        "S_LSHL1_ADD_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = (a << 1) + b2;
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_LSHL2_ADD_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = (a << 2) + b2;
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_LSHL3_ADD_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = (a << 3) + b2;
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_LSHL4_ADD_U32" => s!(U, [U, U], |a, b2, o, scc| {
            let t = (a << 4) + b2;
            *scc = t >> 32 != 0;
            Some(t & 0xFFFF_FFFF)
        }),
        "S_MIN_I32" => s!(U, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) < (b2 as i32);
            Some(if *scc { a } else { b2 })
        }),
        "S_MIN_U32" => s!(U, [U, U], |a, b2, o, scc| {
            *scc = a < b2;
            Some(a.min(b2))
        }),
        "S_MAX_I32" => s!(U, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) > (b2 as i32);
            Some(if *scc { a } else { b2 })
        }),
        "S_MAX_U32" => s!(U, [U, U], |a, b2, o, scc| {
            *scc = a > b2;
            Some(a.max(b2))
        }),
        "S_AND_B32" => s!(U, [U, U], |a, b2, o, scc| nz(a & b2, scc)),
        "S_AND_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(a & b2, scc)),
        "S_OR_B32" => s!(U, [U, U], |a, b2, o, scc| nz(a | b2, scc)),
        "S_OR_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(a | b2, scc)),
        "S_XOR_B32" => s!(U, [U, U], |a, b2, o, scc| nz(a ^ b2, scc)),
        "S_XOR_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(a ^ b2, scc)),
        "S_NAND_B32" => s!(U, [U, U], |a, b2, o, scc| nz(!(a & b2) & 0xFFFF_FFFF, scc)),
        "S_NAND_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(!(a & b2), scc)),
        "S_NOR_B32" => s!(U, [U, U], |a, b2, o, scc| nz(!(a | b2) & 0xFFFF_FFFF, scc)),
        "S_NOR_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(!(a | b2), scc)),
        "S_XNOR_B32" => s!(U, [U, U], |a, b2, o, scc| nz(!(a ^ b2) & 0xFFFF_FFFF, scc)),
        "S_XNOR_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(!(a ^ b2), scc)),
        "S_AND_NOT1_B32" => s!(U, [U, U], |a, b2, o, scc| nz(a & !b2 & 0xFFFF_FFFF, scc)),
        "S_AND_NOT1_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(a & !b2, scc)),
        "S_OR_NOT1_B32" => s!(U, [U, U], |a, b2, o, scc| nz((a | !b2) & 0xFFFF_FFFF, scc)),
        "S_OR_NOT1_B64" => s!(Q, [Q, Q], |a, b2, o, scc| nz(a | !b2, scc)),
        "S_BFE_U32" => s!(U, [U, U], |a, b2, o, scc| nz(bfe(a, b2, 32, false), scc)),
        "S_BFE_I32" => s!(U, [U, U], |a, b2, o, scc| nz(bfe(a, b2, 32, true), scc)),
        "S_BFE_U64" => s!(Q, [Q, U], |a, b2, o, scc| nz(bfe(a, b2, 64, false), scc)),
        "S_BFE_I64" => s!(Q, [Q, U], |a, b2, o, scc| nz(bfe(a, b2, 64, true), scc)),
        "S_BFM_B32" => s!(U, [U, U], |a, b2, o, scc| Some(
            (((1u64 << (a & 31)) - 1) << (b2 & 31)) & 0xFFFF_FFFF
        )),
        "S_BFM_B64" => s!(Q, [U, U], |a, b2, o, scc| Some(
            ((1u64 << (a & 63)).wrapping_sub(1)) << (b2 & 63)
        )),
        "S_MUL_I32" => s!(U, [U, U], |a, b2, o, scc| Some(
            (a as u32).wrapping_mul(b2 as u32) as u64
        )),
        "S_MUL_HI_U32" => s!(U, [U, U], |a, b2, o, scc| Some((a * b2) >> 32)),
        "S_MUL_HI_I32" => s!(U, [U, U], |a, b2, o, scc| Some(
            ((sx(a, 32) * sx(b2, 32)) >> 32) as u64 & 0xFFFF_FFFF
        )),
        "S_MUL_U64" => s!(Q, [Q, Q], |a, b2, o, scc| Some(a.wrapping_mul(b2))),
        "S_ADD_NC_U64" => s!(Q, [Q, Q], |a, b2, o, scc| Some(a.wrapping_add(b2))),
        "S_SUB_NC_U64" => s!(Q, [Q, Q], |a, b2, o, scc| Some(a.wrapping_sub(b2))),
        "S_CSELECT_B32" => s!(U, [U, U], |a, b2, o, scc| Some(if *scc { a } else { b2 })),
        "S_CSELECT_B64" => s!(Q, [Q, Q], |a, b2, o, scc| Some(if *scc { a } else { b2 })),
        "S_PACK_LL_B32_B16" => s!(U, [U, U], |a, b2, o, scc| Some(
            (a & 0xFFFF) | ((b2 & 0xFFFF) << 16)
        )),
        "S_PACK_LH_B32_B16" => s!(U, [U, U], |a, b2, o, scc| Some(
            (a & 0xFFFF) | (b2 & 0xFFFF_0000)
        )),
        "S_PACK_HH_B32_B16" => s!(U, [U, U], |a, b2, o, scc| Some(
            (a >> 16) | (b2 & 0xFFFF_0000)
        )),
        "S_PACK_HL_B32_B16" => s!(U, [U, U], |a, b2, o, scc| Some(
            (a >> 16) | ((b2 & 0xFFFF) << 16)
        )),
        "S_ADD_F32" => sf!(F, [F, F], |c, a, b2, o| c.add::<F32>(a as u32, b2 as u32)
            as u64),
        "S_SUB_F32" => sf!(F, [F, F], |c, a, b2, o| c.sub::<F32>(a as u32, b2 as u32)
            as u64),
        "S_MUL_F32" => sf!(F, [F, F], |c, a, b2, o| c.mul::<F32>(a as u32, b2 as u32)
            as u64),
        "S_MIN_NUM_F32" => sf!(
            F,
            [F, F],
            |c, a, b2, o| c.min::<F32>(a as u32, b2 as u32, NUM) as u64
        ),
        "S_MAX_NUM_F32" => sf!(
            F,
            [F, F],
            |c, a, b2, o| c.max::<F32>(a as u32, b2 as u32, NUM) as u64
        ),
        "S_MINIMUM_F32" => sf!(
            F,
            [F, F],
            |c, a, b2, o| c.min::<F32>(a as u32, b2 as u32, PROP) as u64
        ),
        "S_MAXIMUM_F32" => sf!(
            F,
            [F, F],
            |c, a, b2, o| c.max::<F32>(a as u32, b2 as u32, PROP) as u64
        ),
        "S_FMAC_F32" => sf!(
            F,
            [F, F],
            |c, a, b2, o| c.fma::<F32>(a as u32, b2 as u32, o as u32) as u64
        ),
        "S_FMAAK_F32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let a = scalar_val(w, i, 0) as u32;
                let b2 = scalar_val(w, i, 1) as u32;
                let v = w.fp32.fma::<F32>(a, b2, i.imm as u32);
                w.ws(usize::from(i.sdst), v);
                Ok(())
            }
            hd!(h, F, [F, F])
        }
        "S_FMAMK_F32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let a = scalar_val(w, i, 0) as u32;
                let b2 = scalar_val(w, i, 1) as u32;
                let v = w.fp32.fma::<F32>(a, i.imm as u32, b2);
                w.ws(usize::from(i.sdst), v);
                Ok(())
            }
            hd!(h, F, [F, F])
        }
        "S_CVT_PK_RTZ_F16_F32" => sf!(U, [F, F], |c, a, b2, o| {
            let mut z = c.with_round(Round::Zero);
            u64::from(z.convert::<F32, F16>(a as u32))
                | (u64::from(z.convert::<F32, F16>(b2 as u32)) << 16)
        }),
        "S_ADD_F16" => sf!(H, [H, H], |c, a, b2, o| c.add::<F16>(a as u16, b2 as u16)
            as u64),
        "S_SUB_F16" => sf!(H, [H, H], |c, a, b2, o| c.sub::<F16>(a as u16, b2 as u16)
            as u64),
        "S_MUL_F16" => sf!(H, [H, H], |c, a, b2, o| c.mul::<F16>(a as u16, b2 as u16)
            as u64),
        "S_FMAC_F16" => sf!(
            H,
            [H, H],
            |c, a, b2, o| c.fma::<F16>(a as u16, b2 as u16, o as u16) as u64
        ),
        "S_MIN_NUM_F16" => sf!(
            H,
            [H, H],
            |c, a, b2, o| c.min::<F16>(a as u16, b2 as u16, NUM) as u64
        ),
        "S_MAX_NUM_F16" => sf!(
            H,
            [H, H],
            |c, a, b2, o| c.max::<F16>(a as u16, b2 as u16, NUM) as u64
        ),
        "S_MINIMUM_F16" => sf!(
            H,
            [H, H],
            |c, a, b2, o| c.min::<F16>(a as u16, b2 as u16, PROP) as u64
        ),
        "S_MAXIMUM_F16" => sf!(
            H,
            [H, H],
            |c, a, b2, o| c.max::<F16>(a as u16, b2 as u16, PROP) as u64
        ),
        // SOPK (§16.2).
        "S_MOVK_I32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                w.ws(usize::from(i.sdst), sx(i.imm as u64, 16) as u32);
                Ok(())
            }
            hd!(h)
        }
        "S_CMOVK_I32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                if w.scc {
                    w.ws(usize::from(i.sdst), sx(i.imm as u64, 16) as u32);
                }
                Ok(())
            }
            hd!(h)
        }
        "S_ADDK_CO_I32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let d = usize::from(i.sdst) & 127;
                let (r, ov) = (w.s[d] as i32).overflowing_add(sx(i.imm as u64, 16) as i32);
                w.ws(d, r as u32);
                w.scc = ov;
                Ok(())
            }
            hd!(h)
        }
        "S_MULK_I32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let d = usize::from(i.sdst) & 127;
                let r = (w.s[d] as i32).wrapping_mul(sx(i.imm as u64, 16) as i32);
                w.ws(d, r as u32);
                Ok(())
            }
            hd!(h)
        }
        "S_VERSION" => hd!(exec::nop),
        "S_GETREG_B32" => hd!(s_getreg),
        "S_SETREG_B32" => hd!(s_setreg),
        "S_SETREG_IMM32_B32" => hd!(s_setreg_imm),
        "S_CALL_B64" => hd!(s_call),
        // SOP1 (§16.3).
        "S_MOV_B32" => s!(U, [U, N], |a, b2, o, scc| Some(a)),
        "S_MOV_B64" => s!(Q, [Q, N], |a, b2, o, scc| Some(a)),
        "S_CMOV_B32" => s!(U, [U, N], |a, b2, o, scc| scc.then_some(a)),
        "S_CMOV_B64" => s!(Q, [Q, N], |a, b2, o, scc| scc.then_some(a)),
        "S_BREV_B32" => s!(U, [U, N], |a, b2, o, scc| Some(u64::from(
            (a as u32).reverse_bits()
        ))),
        "S_BREV_B64" => s!(Q, [Q, N], |a, b2, o, scc| Some(a.reverse_bits())),
        "S_CTZ_I32_B32" => s!(U, [U, N], |a, b2, o, scc| Some(if a as u32 == 0 {
            0xFFFF_FFFF
        } else {
            u64::from((a as u32).trailing_zeros())
        })),
        "S_CTZ_I32_B64" => s!(U, [Q, N], |a, b2, o, scc| Some(if a == 0 {
            0xFFFF_FFFF
        } else {
            u64::from(a.trailing_zeros())
        })),
        "S_CLZ_I32_U32" => s!(U, [U, N], |a, b2, o, scc| Some(if a as u32 == 0 {
            0xFFFF_FFFF
        } else {
            u64::from((a as u32).leading_zeros())
        })),
        "S_CLZ_I32_U64" => s!(U, [Q, N], |a, b2, o, scc| Some(if a == 0 {
            0xFFFF_FFFF
        } else {
            u64::from(a.leading_zeros())
        })),
        "S_CLS_I32" => s!(U, [U, N], |a, b2, o, scc| {
            let v = a as u32;
            Some(if v == 0 || v == u32::MAX {
                0xFFFF_FFFF
            } else {
                u64::from((if v >> 31 != 0 { !v } else { v }).leading_zeros())
            })
        }),
        "S_CLS_I32_I64" => s!(U, [Q, N], |a, b2, o, scc| Some(
            if a == 0 || a == u64::MAX {
                0xFFFF_FFFF
            } else {
                u64::from((if a >> 63 != 0 { !a } else { a }).leading_zeros())
            }
        )),
        "S_SEXT_I32_I8" => s!(U, [U, N], |a, b2, o, scc| Some(
            sx(a, 8) as u64 & 0xFFFF_FFFF
        )),
        "S_SEXT_I32_I16" => s!(U, [U, N], |a, b2, o, scc| Some(
            sx(a, 16) as u64 & 0xFFFF_FFFF
        )),
        "S_BITSET0_B32" => s!(U, [U, N], |a, b2, o, scc| Some(o & !(1u64 << (a & 31)))),
        "S_BITSET0_B64" => s!(Q, [U, N], |a, b2, o, scc| Some(o & !(1u64 << (a & 63)))),
        "S_BITSET1_B32" => s!(U, [U, N], |a, b2, o, scc| Some(o | (1u64 << (a & 31)))),
        "S_BITSET1_B64" => s!(Q, [U, N], |a, b2, o, scc| Some(o | (1u64 << (a & 63)))),
        "S_BITREPLICATE_B64_B32" => s!(Q, [U, N], |a, b2, o, scc| {
            let mut r = 0u64;
            for k in 0..32 {
                if a >> k & 1 != 0 {
                    r |= 3 << (2 * k);
                }
            }
            Some(r)
        }),
        "S_ABS_I32" => s!(U, [U, N], |a, b2, o, scc| {
            let r = (a as i32).wrapping_abs() as u32;
            *scc = r != 0;
            Some(u64::from(r))
        }),
        "S_BCNT0_I32_B32" => s!(U, [U, N], |a, b2, o, scc| nz(
            u64::from((a as u32).count_zeros()),
            scc
        )),
        "S_BCNT0_I32_B64" => s!(U, [Q, N], |a, b2, o, scc| nz(
            u64::from(a.count_zeros()),
            scc
        )),
        "S_BCNT1_I32_B32" => s!(U, [U, N], |a, b2, o, scc| nz(
            u64::from((a as u32).count_ones()),
            scc
        )),
        "S_BCNT1_I32_B64" => s!(U, [Q, N], |a, b2, o, scc| nz(
            u64::from(a.count_ones()),
            scc
        )),
        "S_QUADMASK_B32" => s!(U, [U, N], |a, b2, o, scc| {
            let mut r = 0;
            for k in 0..8 {
                if (a >> (4 * k)) & 0xF != 0 {
                    r |= 1 << k;
                }
            }
            nz(r, scc)
        }),
        "S_QUADMASK_B64" => s!(Q, [Q, N], |a, b2, o, scc| {
            let mut r = 0;
            for k in 0..16 {
                if (a >> (4 * k)) & 0xF != 0 {
                    r |= 1 << k;
                }
            }
            nz(r, scc)
        }),
        "S_WQM_B32" => s!(U, [U, N], |a, b2, o, scc| {
            let mut r = 0;
            for k in 0..8 {
                if (a >> (4 * k)) & 0xF != 0 {
                    r |= 0xF << (4 * k);
                }
            }
            nz(r, scc)
        }),
        "S_WQM_B64" => s!(Q, [Q, N], |a, b2, o, scc| {
            let mut r = 0;
            for k in 0..16 {
                if (a >> (4 * k)) & 0xF != 0 {
                    r |= 0xF << (4 * k);
                }
            }
            nz(r, scc)
        }),
        "S_NOT_B32" => s!(U, [U, N], |a, b2, o, scc| nz(!a & 0xFFFF_FFFF, scc)),
        "S_NOT_B64" => s!(Q, [Q, N], |a, b2, o, scc| nz(!a, scc)),
        "S_AND_SAVEEXEC_B32" | "S_AND_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| s & e, false), U, [Q, N])
        }
        "S_OR_SAVEEXEC_B32" | "S_OR_SAVEEXEC_B64" => hd!(sx_exec!(|s, e| s | e, false), U, [Q, N]),
        "S_XOR_SAVEEXEC_B32" | "S_XOR_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| s ^ e, false), U, [Q, N])
        }
        "S_NAND_SAVEEXEC_B32" | "S_NAND_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| !(s & e), false), U, [Q, N])
        }
        "S_NOR_SAVEEXEC_B32" | "S_NOR_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| !(s | e), false), U, [Q, N])
        }
        "S_XNOR_SAVEEXEC_B32" | "S_XNOR_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| !(s ^ e), false), U, [Q, N])
        }
        "S_AND_NOT0_SAVEEXEC_B32" | "S_AND_NOT0_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| !s & e, false), U, [Q, N])
        }
        "S_OR_NOT0_SAVEEXEC_B32" | "S_OR_NOT0_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| !s | e, false), U, [Q, N])
        }
        "S_AND_NOT1_SAVEEXEC_B32" | "S_AND_NOT1_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| s & !e, false), U, [Q, N])
        }
        "S_OR_NOT1_SAVEEXEC_B32" | "S_OR_NOT1_SAVEEXEC_B64" => {
            hd!(sx_exec!(|s, e| s | !e, false), U, [Q, N])
        }
        "S_AND_NOT0_WREXEC_B32" | "S_AND_NOT0_WREXEC_B64" => {
            hd!(sx_exec!(|s, e| !s & e, true), U, [Q, N])
        }
        "S_AND_NOT1_WREXEC_B32" | "S_AND_NOT1_WREXEC_B64" => {
            hd!(sx_exec!(|s, e| s & !e, true), U, [Q, N])
        }
        "S_MOVRELS_B32" => hd!(s_movrels, U, [U, N]),
        "S_MOVRELS_B64" => hd!(s_movrels, Q, [Q, N]),
        "S_MOVRELD_B32" => hd!(s_movreld, U, [U, N]),
        "S_MOVRELD_B64" => hd!(s_movreld, Q, [Q, N]),
        "S_GETPC_B64" => hd!(s_getpc, Q, [N, N]),
        "S_SETPC_B64" => hd!(s_setpc, N, [Q, N]),
        "S_SWAPPC_B64" => hd!(s_swappc, Q, [Q, N]),
        "S_SENDMSG_RTN_B32" => hd!(s_sendmsg_rtn, U, [N, N]),
        "S_SENDMSG_RTN_B64" => hd!(s_sendmsg_rtn, Q, [N, N]),
        "S_BARRIER_SIGNAL" => hd!(exec::s_barrier_signal, N, [U, N]),
        "S_BARRIER_SIGNAL_ISFIRST" => hd!(s_barrier_signal_isfirst, N, [U, N]),
        "S_SLEEP_VAR" => hd!(s_sleep, N, [U, N]),
        "S_CEIL_F32" => sf!(
            F,
            [F, N],
            |c, a, b2, o| c.round_to_integral::<F32>(a as u32, Round::Up) as u64
        ),
        "S_FLOOR_F32" => sf!(F, [F, N], |c, a, b2, o| c
            .round_to_integral::<F32>(a as u32, Round::Down)
            as u64),
        "S_TRUNC_F32" => sf!(F, [F, N], |c, a, b2, o| c
            .round_to_integral::<F32>(a as u32, Round::Zero)
            as u64),
        "S_RNDNE_F32" => sf!(F, [F, N], |c, a, b2, o| c
            .round_to_integral::<F32>(a as u32, Round::NearestEven)
            as u64),
        "S_CEIL_F16" => sf!(
            H,
            [H, N],
            |c, a, b2, o| c.round_to_integral::<F16>(a as u16, Round::Up) as u64
        ),
        "S_FLOOR_F16" => sf!(H, [H, N], |c, a, b2, o| c
            .round_to_integral::<F16>(a as u16, Round::Down)
            as u64),
        "S_TRUNC_F16" => sf!(H, [H, N], |c, a, b2, o| c
            .round_to_integral::<F16>(a as u16, Round::Zero)
            as u64),
        "S_RNDNE_F16" => sf!(H, [H, N], |c, a, b2, o| c
            .round_to_integral::<F16>(a as u16, Round::NearestEven)
            as u64),
        "S_CVT_F32_I32" => sf!(F, [U, N], |c, a, b2, o| c.from_i64::<F32>(sx(a, 32)) as u64),
        "S_CVT_F32_U32" => sf!(F, [U, N], |c, a, b2, o| c.from_u64::<F32>(a) as u64),
        "S_CVT_I32_F32" => sf!(U, [F, N], |c, a, b2, o| c.to_int::<F32>(
            a as u32,
            IntType::S32,
            IntRounding::new(Round::Zero).sat()
        ) & 0xFFFF_FFFF),
        "S_CVT_U32_F32" => sf!(U, [F, N], |c, a, b2, o| c.to_int::<F32>(
            a as u32,
            IntType::U32,
            IntRounding::new(Round::Zero).sat()
        ) & 0xFFFF_FFFF),
        "S_CVT_F16_F32" => {
            fn h(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
                let a = scalar_val(w, i, 0) as u32;
                let v = w.fp64.convert::<F32, F16>(a);
                w.ws(usize::from(i.sdst), u32::from(v));
                Ok(())
            }
            hd!(h, H, [F, N])
        }
        "S_CVT_F32_F16" => sf!(F, [H, N], |c, a, b2, o| c.convert::<F16, F32>(a as u16)
            as u64),
        "S_CVT_HI_F32_F16" => sf!(
            F,
            [U, N],
            |c, a, b2, o| c.convert::<F16, F32>((a >> 16) as u16) as u64
        ),
        // SOPC (§16.4).
        "S_CMP_EQ_I32" | "S_CMP_EQ_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a == b2;
            None
        }),
        "S_CMP_LG_I32" | "S_CMP_LG_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a != b2;
            None
        }),
        "S_CMP_GT_I32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) > (b2 as i32);
            None
        }),
        "S_CMP_GE_I32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) >= (b2 as i32);
            None
        }),
        "S_CMP_LT_I32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) < (b2 as i32);
            None
        }),
        "S_CMP_LE_I32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a as i32) <= (b2 as i32);
            None
        }),
        "S_CMP_GT_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a > b2;
            None
        }),
        "S_CMP_GE_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a >= b2;
            None
        }),
        "S_CMP_LT_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a < b2;
            None
        }),
        "S_CMP_LE_U32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = a <= b2;
            None
        }),
        "S_BITCMP0_B32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a >> (b2 & 31)) & 1 == 0;
            None
        }),
        "S_BITCMP1_B32" => s!(N, [U, U], |a, b2, o, scc| {
            *scc = (a >> (b2 & 31)) & 1 == 1;
            None
        }),
        "S_BITCMP0_B64" => s!(N, [Q, U], |a, b2, o, scc| {
            *scc = (a >> (b2 & 63)) & 1 == 0;
            None
        }),
        "S_BITCMP1_B64" => s!(N, [Q, U], |a, b2, o, scc| {
            *scc = (a >> (b2 & 63)) & 1 == 1;
            None
        }),
        "S_CMP_EQ_U64" => s!(N, [Q, Q], |a, b2, o, scc| {
            *scc = a == b2;
            None
        }),
        "S_CMP_LG_U64" => s!(N, [Q, Q], |a, b2, o, scc| {
            *scc = a != b2;
            None
        }),
        // SOPP (§16.5).
        "S_NOP" | "S_SETKILL" | "S_CLAUSE" | "S_DELAY_ALU" | "S_WAIT_ALU" | "S_WAIT_EVENT"
        | "S_SETPRIO" | "S_INCPERFLEVEL" | "S_DECPERFLEVEL" | "S_ICACHE_INV" | "S_WAKEUP"
        | "S_SETHALT" | "S_WAIT_SAMPLECNT" | "S_WAIT_BVHCNT" | "S_WAIT_EXPCNT" => hd!(exec::nop),
        "S_SLEEP" => hd!(s_sleep),
        "S_WAIT_LOADCNT"
        | "S_WAIT_STORECNT"
        | "S_WAIT_DSCNT"
        | "S_WAIT_KMCNT"
        | "S_WAIT_LOADCNT_DSCNT"
        | "S_WAIT_STORECNT_DSCNT"
        | "S_WAIT_IDLE"
        | "S_WAITCNT" => {
            hd!(exec::s_wait)
        }
        "S_TRAP" => hd!(s_trap),
        "S_ROUND_MODE" => hd!(s_round_mode),
        "S_DENORM_MODE" => hd!(s_denorm_mode),
        "S_BARRIER_WAIT" => hd!(exec::s_barrier_wait),
        "S_CODE_END" => hd!(s_code_end),
        "S_BRANCH" => hd!(exec::s_branch),
        "S_CBRANCH_SCC0" => hd!(exec::s_cbranch_scc0),
        "S_CBRANCH_SCC1" => hd!(exec::s_cbranch_scc1),
        "S_CBRANCH_VCCZ" => hd!(exec::s_cbranch_vccz),
        "S_CBRANCH_VCCNZ" => hd!(exec::s_cbranch_vccnz),
        "S_CBRANCH_EXECZ" => hd!(exec::s_cbranch_execz),
        "S_CBRANCH_EXECNZ" => hd!(exec::s_cbranch_execnz),
        "S_ENDPGM" | "S_ENDPGM_SAVED" => hd!(exec::s_endpgm),
        "S_SENDMSG" | "S_SENDMSGHALT" => hd!(s_sendmsg),
        _ => return None,
    })
}

#[allow(dead_code)]
fn exec_code() -> usize {
    EXEC
}
