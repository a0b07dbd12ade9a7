//! The whole HSAIL `cvt` matrix (seed 000 §5.19, Table 5–28 L7455–L7517, notation Table 5–29
//! L7518–L7545, rounding rules Table 5–32 L7650–L7670): one validated descriptor per instruction
//! ([`Cvt::new`]) and one evaluation ([`FpCtx::cvt`]) for every source/destination pair,
//! integer↔integer and `b1` included, so an engine needs no conversion logic of its own.

use crate::convert::{IntRounding, IntType};
use crate::ctx::{FpCtx, Round};

/// An operand type of `cvt` (the rows and columns of Table 5–28, L7455).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CvtType {
    /// `b1` (a control register).
    B1,
    /// `u8`, `u16`, `u32`, `u64` (the width in bits).
    U(u32),
    /// `s8`, `s16`, `s32`, `s64`.
    S(u32),
    /// `f16`.
    F16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl CvtType {
    /// Width in bits (1 for `b1`).
    #[must_use]
    pub fn bits(self) -> u32 {
        match self {
            CvtType::B1 => 1,
            CvtType::U(n) | CvtType::S(n) => n,
            CvtType::F16 => 16,
            CvtType::F32 => 32,
            CvtType::F64 => 64,
        }
    }
    /// True for `f16`, `f32`, `f64`.
    #[must_use]
    pub fn is_float(self) -> bool {
        matches!(self, CvtType::F16 | CvtType::F32 | CvtType::F64)
    }
    /// True for the `u` and `s` types.
    #[must_use]
    pub fn is_int(self) -> bool {
        matches!(self, CvtType::U(_) | CvtType::S(_))
    }
    fn int_type(self) -> Option<IntType> {
        match self {
            CvtType::U(bits) => Some(IntType {
                signed: false,
                bits,
            }),
            CvtType::S(bits) => Some(IntType { signed: true, bits }),
            _ => None,
        }
    }
}

/// The rounding modifier written on a `cvt` (the `round` field of Table 5–30, L7566).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CvtRound {
    /// No modifier: the context's mode where a floating-point rounding applies (the module
    /// header's default), `zeroi` for float→integer (Table 5–32, L7650–L7670).
    #[default]
    Default,
    /// `up`, `down`, `zero`, `near`.
    Float(Round),
    /// `upi` … `sneari_sat` (Table 5–33, L7846).
    Int(IntRounding),
}

/// Why a `cvt` form is not a valid instruction (seed 000 §5.19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CvtError {
    /// An integer width other than 8, 16, 32, 64, or a type the table has no row for.
    #[error("cvt: {0:?} is not an operand type of cvt (Table 5-28)")]
    BadType(CvtType),
    /// A '-' cell of Table 5–28 (same type, or an integer pair of one size without `sat`).
    #[error("cvt: {dst:?} <- {src:?} is not allowed (Table 5-28, seed 000 L7455)")]
    NotAllowed {
        /// Destination type.
        dst: CvtType,
        /// Source type.
        src: CvtType,
    },
    /// A rounding modifier where Table 5–32 allows none or another kind.
    #[error(
        "cvt: rounding {round:?} is not valid for {dst:?} <- {src:?} (Table 5-32, seed 000 L7650)"
    )]
    BadRounding {
        /// Destination type.
        dst: CvtType,
        /// Source type.
        src: CvtType,
        /// The rejected modifier.
        round: CvtRound,
    },
    /// `ftz` on a non-floating-point source (L7563).
    #[error("cvt: ftz is only valid with a floating-point source (seed 000 L7563)")]
    BadFtz,
    /// `sat` outside integer→integer narrowing-or-same-size conversions (L7590, §5.19.6 L7960).
    #[error(
        "cvt: sat is only valid for integer to integer of equal or smaller size (seed 000 L7960)"
    )]
    BadSat,
}

/// The conversion method of a Table 5–28 cell (notation of Table 5–29, L7518–L7545).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Method {
    /// 1 if non-zero (integer bits or a float that is not ±0).
    Ztest,
    /// `b1` → all zeros or all ones.
    B2s,
    /// Zero extension.
    Zext,
    /// Sign extension.
    Sext,
    /// Drop upper bits (or `isat` with `sat`).
    Chop,
    /// Integer saturation (`sat` required).
    Isat,
    /// float → float.
    FtoF,
    /// float → integer.
    FtoI,
    /// integer (or `b1`) → float.
    ItoF,
}

/// A validated `cvt` form: destination, source, modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cvt {
    dst: CvtType,
    src: CvtType,
    method: Method,
    round: CvtRound,
    sat: bool,
    ftz: bool,
}

fn valid_type(t: CvtType) -> bool {
    match t {
        CvtType::U(n) | CvtType::S(n) => matches!(n, 8 | 16 | 32 | 64),
        _ => true,
    }
}

/// The Table 5–28 cell for `dst` ← `src` (None for '-').
fn method(dst: CvtType, src: CvtType) -> Option<Method> {
    use CvtType::*;
    Some(match (dst, src) {
        (B1, B1) => return None,
        (B1, _) => Method::Ztest,
        (S(32 | 64), B1) => Method::B2s,
        (U(_) | S(_), B1) => Method::Zext,
        (F16 | F32 | F64, B1) => Method::ItoF,
        (d, s) if d.is_float() && s.is_float() => {
            if d == s {
                return None;
            }
            Method::FtoF
        }
        (d, s) if d.is_float() => {
            debug_assert!(s.is_int());
            Method::ItoF
        }
        (_, s) if s.is_float() => Method::FtoI,
        (d, s) => {
            let (db, sb) = (d.bits(), s.bits());
            if db == sb {
                // Same size: the same type is '-', the other signedness is `isat`.
                if d == s {
                    return None;
                }
                Method::Isat
            } else if db < sb {
                Method::Chop
            } else if matches!(s, S(_)) {
                Method::Sext
            } else {
                Method::Zext
            }
        }
    })
}

impl Cvt {
    /// Validates a `cvt_ftz_round_sat_dst_src` form against Tables 5–28 and 5–32 and the
    /// modifier rules of Table 5–30 (L7556–L7600). `sat` is the integer→integer `_sat` modifier;
    /// the float→integer `_sat` forms are part of [`IntRounding`].
    pub fn new(
        dst: CvtType,
        src: CvtType,
        round: CvtRound,
        sat: bool,
        ftz: bool,
    ) -> Result<Cvt, CvtError> {
        for t in [dst, src] {
            if !valid_type(t) {
                return Err(CvtError::BadType(t));
            }
        }
        let method = method(dst, src).ok_or(CvtError::NotAllowed { dst, src })?;
        if ftz && !src.is_float() {
            return Err(CvtError::BadFtz);
        }
        let int_int = dst.is_int() && src.is_int();
        if sat && !(int_int && dst.bits() <= src.bits()) {
            return Err(CvtError::BadSat);
        }
        if method == Method::Isat && !sat {
            return Err(CvtError::NotAllowed { dst, src });
        }
        let bad = Err(CvtError::BadRounding { dst, src, round });
        match (method, round) {
            (_, CvtRound::Default) => {}
            // A float rounding: narrowing float→float and integer→float (not b1, L7655–L7668).
            (Method::FtoF, CvtRound::Float(_)) if dst.bits() < src.bits() => {}
            (Method::ItoF, CvtRound::Float(_)) if src != CvtType::B1 => {}
            (Method::FtoI, CvtRound::Int(_)) => {}
            _ => return bad,
        }
        Ok(Cvt {
            dst,
            src,
            method,
            round,
            sat,
            ftz,
        })
    }

    /// The destination type.
    #[must_use]
    pub fn dst(&self) -> CvtType {
        self.dst
    }
    /// The source type.
    #[must_use]
    pub fn src(&self) -> CvtType {
        self.src
    }
}

/// The low `bits` of `x` read as the integer type `t` (sign-extended for `s`), as i128.
fn int_value(t: CvtType, x: u64) -> i128 {
    let n = t.bits();
    let low = if n >= 64 { x } else { x & ((1u64 << n) - 1) };
    match t {
        CvtType::S(_) => {
            let sh = 64 - n;
            i128::from(((low << sh) as i64) >> sh)
        }
        _ => i128::from(low),
    }
}

/// `v` (in range of `t`) encoded as the 64-bit register pattern: sign-extended for `s`,
/// zero-extended for `u` (L7432–L7436).
fn encode(t: CvtType, v: i128) -> u64 {
    let n = t.bits();
    let low = if n >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << n) - 1)
    };
    int_value(t, low) as u64
}

impl FpCtx {
    /// Evaluates a validated `cvt` on the source bits (the low source-width bits are used).
    /// Integer results come back extended to 64 bits by the destination's signedness (the
    /// register rule of L7432–L7436: an `s8` result is sign-extended, a `u8` zero-extended);
    /// float results are raw encodings; `b1` results are 0 or 1. `ftz` flushes a subnormal
    /// source (and tiny results of a narrowing float conversion) for this instruction only.
    pub fn cvt(&mut self, c: &Cvt, x: u64) -> u64 {
        let saved = (self.flush_inputs, self.flush_outputs, self.round);
        if c.ftz {
            self.flush_inputs = true;
            self.flush_outputs = true;
        }
        if let CvtRound::Float(r) = c.round {
            self.round = r;
        }
        let r = self.cvt_inner(c, x);
        (self.flush_inputs, self.flush_outputs, self.round) = saved;
        r
    }

    fn cvt_inner(&mut self, c: &Cvt, x: u64) -> u64 {
        use crate::format::{F16 as H, F32 as W, F64 as D};
        use CvtType::{B1, S};
        match c.method {
            Method::Ztest => u64::from(match c.src {
                CvtType::F16 => self.ztest::<H>(x as u16),
                CvtType::F32 => self.ztest::<W>(x as u32),
                CvtType::F64 => self.ztest::<D>(x),
                t => int_value(t, x) != 0,
            }),
            Method::B2s => {
                if x & 1 != 0 {
                    encode(c.dst, -1)
                } else {
                    0
                }
            }
            Method::Zext => {
                let n = c.src.bits();
                let low = if n >= 64 { x } else { x & ((1u64 << n) - 1) };
                encode(c.dst, i128::from(low))
            }
            Method::Sext => encode(c.dst, int_value(c.src, x)),
            Method::Chop if !c.sat => encode(c.dst, int_value(c.src, x)),
            Method::Chop | Method::Isat => {
                let v = int_value(c.src, x);
                let n = c.dst.bits();
                let (lo, hi) = if matches!(c.dst, S(_)) {
                    (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1)
                } else {
                    (0, (1i128 << n) - 1)
                };
                encode(c.dst, v.clamp(lo, hi))
            }
            Method::FtoF => match (c.src, c.dst) {
                (CvtType::F16, CvtType::F32) => u64::from(self.convert::<H, W>(x as u16)),
                (CvtType::F16, CvtType::F64) => self.convert::<H, D>(x as u16),
                (CvtType::F32, CvtType::F16) => u64::from(self.convert::<W, H>(x as u32)),
                (CvtType::F32, CvtType::F64) => self.convert::<W, D>(x as u32),
                (CvtType::F64, CvtType::F16) => u64::from(self.convert::<D, H>(x)),
                _ => u64::from(self.convert::<D, W>(x)),
            },
            Method::FtoI => {
                let ty = c.dst.int_type().unwrap_or(IntType::S32);
                let ir = match c.round {
                    CvtRound::Int(ir) => ir,
                    _ => IntRounding::ZEROI,
                };
                match c.src {
                    CvtType::F16 => self.to_int::<H>(x as u16, ty, ir),
                    CvtType::F32 => self.to_int::<W>(x as u32, ty, ir),
                    _ => self.to_int::<D>(x, ty, ir),
                }
            }
            Method::ItoF => {
                let v = if c.src == B1 {
                    i128::from(x & 1)
                } else {
                    int_value(c.src, x)
                };
                let (neg, mag) = (v < 0, v.unsigned_abs());
                // int→float takes no ftz (L7942): tiny results cannot occur anyway.
                match c.dst {
                    CvtType::F16 => u64::from(self.int_to_float::<H>(neg, mag)),
                    CvtType::F32 => u64::from(self.int_to_float::<W>(neg, mag)),
                    _ => self.int_to_float::<D>(neg, mag),
                }
            }
        }
    }
}
