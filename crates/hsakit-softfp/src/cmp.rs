//! Comparisons, min/max and classification.

use crate::core::{Val, is_nan, nan_result, unpack, zero};
use crate::ctx::{Flags, FpCtx};
use crate::format::Format;

/// The four mutually exclusive IEEE-754 relations (seed 000 Table 5–27, L7348).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// a < b.
    Less,
    /// a = b (+0 = −0).
    Equal,
    /// a > b.
    Greater,
    /// At least one operand is a NaN.
    Unordered,
}

/// An HSAIL floating-point comparison (seed 000 §5.18, Table 5–27, L7348–L7385). The signalling
/// forms (`seq`, `slt`, …) are the same relations with `signaling = true` in [`FpCtx::cmp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// EQ.
    Eq,
    /// LT or GT.
    Ne,
    /// LT.
    Lt,
    /// EQ or LT.
    Le,
    /// GT.
    Gt,
    /// EQ or GT.
    Ge,
    /// EQ or UN.
    Equ,
    /// LT, GT or UN.
    Neu,
    /// LT or UN.
    Ltu,
    /// EQ, LT or UN.
    Leu,
    /// GT or UN.
    Gtu,
    /// EQ, GT or UN.
    Geu,
    /// EQ, LT or GT (both numeric).
    Num,
    /// UN.
    Nan,
}

impl CmpOp {
    /// Every operation, for exhaustive tests.
    pub const ALL: [CmpOp; 14] = [
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Lt,
        CmpOp::Le,
        CmpOp::Gt,
        CmpOp::Ge,
        CmpOp::Equ,
        CmpOp::Neu,
        CmpOp::Ltu,
        CmpOp::Leu,
        CmpOp::Gtu,
        CmpOp::Geu,
        CmpOp::Num,
        CmpOp::Nan,
    ];

    /// True when `rel` satisfies the operation (the "True Relations" column of Table 5–27).
    #[must_use]
    pub fn holds(self, rel: Relation) -> bool {
        use Relation::{Equal as E, Greater as G, Less as L, Unordered as U};
        match self {
            CmpOp::Eq => rel == E,
            CmpOp::Ne => matches!(rel, L | G),
            CmpOp::Lt => rel == L,
            CmpOp::Le => matches!(rel, E | L),
            CmpOp::Gt => rel == G,
            CmpOp::Ge => matches!(rel, E | G),
            CmpOp::Equ => matches!(rel, E | U),
            CmpOp::Neu => matches!(rel, L | G | U),
            CmpOp::Ltu => matches!(rel, L | U),
            CmpOp::Leu => matches!(rel, E | L | U),
            CmpOp::Gtu => matches!(rel, G | U),
            CmpOp::Geu => matches!(rel, E | G | U),
            CmpOp::Num => matches!(rel, E | L | G),
            CmpOp::Nan => rel == U,
        }
    }
}

/// A key that orders finite and infinite values numerically with −0 = +0.
#[inline]
fn key<F: Format>(v: Val, x: u64) -> i64 {
    match v {
        Val::Zero(_) => 0,
        _ => {
            let mag = (x & !F::SIGN) as i64;
            if x & F::SIGN != 0 { -mag } else { mag }
        }
    }
}

/// IEEE comparison with input flushing; invalid for a signalling NaN, and for any NaN when
/// `signaling` (seed 000 L7200–L7206).
pub(crate) fn compare<F: Format>(ctx: &mut FpCtx, a: u64, b: u64, signaling: bool) -> Relation {
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    if matches!(va, Val::Nan) || matches!(vb, Val::Nan) {
        let snan = [a, b].iter().any(|&x| is_nan::<F>(x) && x & F::QUIET == 0);
        if signaling || snan {
            ctx.raise(Flags::INVALID);
        }
        return Relation::Unordered;
    }
    let (ka, kb) = (key::<F>(va, a), key::<F>(vb, b));
    match ka.cmp(&kb) {
        std::cmp::Ordering::Less => Relation::Less,
        std::cmp::Ordering::Equal => Relation::Equal,
        std::cmp::Ordering::Greater => Relation::Greater,
    }
}

/// Which min/max semantics to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MinMaxKind {
    /// IEEE-754-2008 `minNum`/`maxNum`, as HSAIL `min`/`max` specify (seed 000 L6467–L6481): a quiet
    /// NaN loses to a number; a signalling NaN operand raises invalid and yields a NaN.
    Num2008,
    /// IEEE-754-2019 `minimumNumber`/`maximumNumber` (RDNA4 `V_MIN_NUM_*`, seed 001 L6140–L6148):
    /// any NaN loses to a number (a signalling NaN still raises invalid); two NaNs give a NaN.
    Number2019,
    /// IEEE-754-2019 `minimum`/`maximum` (RDNA4 `V_MINIMUM_*`, seed 001 L6128–L6136): any NaN
    /// operand yields a NaN.
    Propagating2019,
}

/// min (`is_max = false`) or max of `a` and `b`. In every kind −0 < +0. Inputs are flushed when
/// the context flushes inputs; the result is one of the (flushed) operands and is never flushed
/// again (RDNA4: min/max use only the input control, seed 001 L6093).
pub(crate) fn min_max<F: Format>(
    ctx: &mut FpCtx,
    a: u64,
    b: u64,
    is_max: bool,
    kind: MinMaxKind,
) -> u64 {
    let va = unpack::<F>(ctx, a);
    let vb = unpack::<F>(ctx, b);
    let (na, nb) = (matches!(va, Val::Nan), matches!(vb, Val::Nan));
    if na || nb {
        let snan_a = na && a & F::QUIET == 0;
        let snan_b = nb && b & F::QUIET == 0;
        let number_wins = match kind {
            MinMaxKind::Num2008 => !(snan_a || snan_b),
            MinMaxKind::Number2019 => true,
            MinMaxKind::Propagating2019 => false,
        };
        if number_wins && !(na && nb) {
            if snan_a || snan_b {
                ctx.raise(Flags::INVALID);
            }
            return if na {
                flushed::<F>(vb, b)
            } else {
                flushed::<F>(va, a)
            };
        }
        return nan_result::<F>(ctx, &[a, b]);
    }
    let (xa, xb) = (flushed::<F>(va, a), flushed::<F>(vb, b));
    // Total order on non-NaN encodings with −0 < +0.
    let ord = |x: u64| -> i64 {
        let mag = (x & !F::SIGN) as i64;
        if x & F::SIGN != 0 { -mag - 1 } else { mag }
    };
    let a_less = ord(xa) < ord(xb);
    if a_less != is_max { xa } else { xb }
}

/// The encoding of an operand after input flushing.
#[inline]
fn flushed<F: Format>(v: Val, x: u64) -> u64 {
    match v {
        Val::Zero(s) => zero::<F>(s),
        _ => x,
    }
}

/// The class bits of seed 000 Table 5–19 (L6650–L6672), used by HSAIL `class`.
pub mod class_bits {
    /// Signalling NaN.
    pub const SNAN: u32 = 0x001;
    /// Quiet NaN.
    pub const QNAN: u32 = 0x002;
    /// −∞.
    pub const NEG_INF: u32 = 0x004;
    /// Negative normal.
    pub const NEG_NORMAL: u32 = 0x008;
    /// Negative subnormal.
    pub const NEG_SUBNORMAL: u32 = 0x010;
    /// −0.
    pub const NEG_ZERO: u32 = 0x020;
    /// +0.
    pub const POS_ZERO: u32 = 0x040;
    /// Positive subnormal.
    pub const POS_SUBNORMAL: u32 = 0x080;
    /// Positive normal.
    pub const POS_NORMAL: u32 = 0x100;
    /// +∞.
    pub const POS_INF: u32 = 0x200;
}

/// The single Table 5–19 class bit of an encoding. A bit operation: no flushing, no flags.
pub(crate) fn class<F: Format>(x: u64) -> u32 {
    use class_bits::*;
    let neg = x & F::SIGN != 0;
    let e = x & F::EXP_MASK;
    let f = x & F::FRAC_MASK;
    let (n, p) = if e == F::EXP_MASK {
        if f == 0 {
            (NEG_INF, POS_INF)
        } else if f & F::QUIET != 0 {
            (QNAN, QNAN)
        } else {
            (SNAN, SNAN)
        }
    } else if e == 0 {
        if f == 0 {
            (NEG_ZERO, POS_ZERO)
        } else {
            (NEG_SUBNORMAL, POS_SUBNORMAL)
        }
    } else {
        (NEG_NORMAL, POS_NORMAL)
    };
    if neg { n } else { p }
}
