//! VINTERP parameter interpolation, `V_INTERP_*` (seed ch16 §16.13, L25062–25180): a fused
//! multiply-add whose packed-parameter operands are read through fixed DPP8 lane selects within
//! each quad — S0 from lane `(lane & ~3) + 1` (P10) or `+ 2` (P2), S2 of P10 from lane
//! `lane & ~3`. The F16 forms read 16-bit halves of S0/S2 chosen by OPSEL[0]/OPSEL[2]; P2 F16
//! forms write the half OPSEL[3] names; RTZ forms round toward zero.

use crate::exec::{Env, Stop, fetch};
use crate::program::{Inst, Src};
use crate::wave::Wave;
use hsakit_softfp::{F16, F32, Round};

/// Which VINTERP opcode.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// V_INTERP_P10_F32.
    P10F32,
    /// V_INTERP_P2_F32.
    P2F32,
    /// V_INTERP_P10_F16_F32 (`rtz`: V_INTERP_P10_RTZ_F16_F32).
    P10F16 { rtz: bool },
    /// V_INTERP_P2_F16_F32 (`rtz`: V_INTERP_P2_RTZ_F16_F32).
    P2F16 { rtz: bool },
}

fn quad_read(w: &Wave, src: Src, lane: usize, plus: usize) -> u32 {
    match src {
        Src::V(r) => w.vr(usize::from(r), (lane & !3) + plus),
        _ => 0,
    }
}

/// Runs one VINTERP instruction over the active lanes.
pub(crate) fn interp(w: &mut Wave, i: &Inst, k: Kind) {
    let mut s1 = [0u64; 64];
    fetch(w, i, 1, &mut s1);
    let mut s2 = [0u64; 64];
    if matches!(k, Kind::P2F32 | Kind::P2F16 { .. }) {
        fetch(w, i, 2, &mut s2);
    }
    let mut c = w.fp32;
    let (rtz, f16) = match k {
        Kind::P10F16 { rtz } | Kind::P2F16 { rtz } => (rtz, true),
        _ => (false, false),
    };
    if rtz {
        c.round = Round::Zero;
    }
    let mut c16 = w.fp64;
    if rtz {
        c16.round = Round::Zero;
    }
    let neg = |x: u32, k: usize| {
        if (i.neg >> k) & 1 != 0 {
            x ^ 0x8000_0000
        } else {
            x
        }
    };
    let half = |x: u32, sel: bool, c: &mut hsakit_softfp::FpCtx| -> u32 {
        let h = if sel { (x >> 16) as u16 } else { x as u16 };
        c.convert::<F16, F32>(h)
    };
    let d = usize::from(i.vdst);
    let mut mask = w.exec();
    while mask != 0 {
        let l = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if l >= w.lanes {
            break;
        }
        let plus = if matches!(k, Kind::P10F32 | Kind::P10F16 { .. }) {
            1
        } else {
            2
        };
        let mut a = quad_read(w, i.src[0], l, plus);
        if f16 {
            a = half(a, i.hi & 1 != 0, &mut c);
        }
        let b = s1[l] as u32;
        let mut x = match k {
            Kind::P10F32 | Kind::P10F16 { .. } => quad_read(w, i.src[2], l, 0),
            _ => s2[l] as u32,
        };
        if matches!(k, Kind::P10F16 { .. }) {
            x = half(x, i.hi & 4 != 0, &mut c);
        }
        let r = c.fma::<F32>(neg(a, 0), neg(b, 1), neg(x, 2));
        match k {
            Kind::P2F16 { .. } => {
                let h = u32::from(c16.convert::<F32, F16>(r));
                let old = w.vr(d, l);
                let v = if i.hi & 8 != 0 {
                    (old & 0xFFFF) | (h << 16)
                } else {
                    (old & 0xFFFF_0000) | h
                };
                w.vw(d, l, v);
            }
            _ => w.vw(d, l, r),
        }
    }
    w.lane_insts += u64::from(w.exec().count_ones());
}

macro_rules! interp_handler {
    ($name:ident, $k:expr) => {
        pub(crate) fn $name(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            interp(w, i, $k);
            Ok(())
        }
    };
}

interp_handler!(h_p10_f32, Kind::P10F32);
interp_handler!(h_p2_f32, Kind::P2F32);
interp_handler!(h_p10_f16, Kind::P10F16 { rtz: false });
interp_handler!(h_p2_f16, Kind::P2F16 { rtz: false });
interp_handler!(h_p10_rtz_f16, Kind::P10F16 { rtz: true });
interp_handler!(h_p2_rtz_f16, Kind::P2F16 { rtz: true });

/// The handler of a `V_INTERP_*` opcode name.
pub(crate) fn handler(name: &str) -> Option<crate::exec::Handler> {
    Some(match name {
        "V_INTERP_P10_F32" => h_p10_f32,
        "V_INTERP_P2_F32" => h_p2_f32,
        "V_INTERP_P10_F16_F32" => h_p10_f16,
        "V_INTERP_P2_F16_F32" => h_p2_f16,
        "V_INTERP_P10_RTZ_F16_F32" => h_p10_rtz_f16,
        "V_INTERP_P2_RTZ_F16_F32" => h_p2_rtz_f16,
        _ => return None,
    })
}
