//! Bit-exact IEEE-754 binary16, binary32 and binary64 arithmetic for every hsakit engine.
//!
//! Every operation is a method on [`FpCtx`], the floating-point environment, and works on raw
//! encodings (`u16`, `u32`, `u64`): engines keep registers as bits. One generic implementation over
//! a [`Format`] descriptor ([`F16`], [`F32`], [`F64`]) serves all three widths.
//!
//! ```
//! use hsakit_softfp::{F32, Flags, FpCtx, Round};
//! let mut ctx = FpCtx::ieee().with_round(Round::Up);
//! // 1 + 2^-30 rounds up to the next binary32 after 1.0.
//! assert_eq!(ctx.add::<F32>(0x3f80_0000, 0x3080_0000), 0x3f80_0001);
//! assert_eq!(ctx.take_flags(), Flags::INEXACT);
//! ```
//!
//! # Operations (all `FpCtx` methods, generic over the format)
//! | HSAIL (seed 000) | method |
//! |---|---|
//! | `add`, `sub`, `mul`, `div`, `fma`, `sqrt` | [`FpCtx::add`] … [`FpCtx::sqrt`] |
//! | `mad` | `fma` (single round) or `mul` then `add` (double round), the agent's choice (L6572–L6600) |
//! | `fract` | [`FpCtx::fract`] |
//! | `rint`, `floor`, `ceil`, `trunc` | [`FpCtx::round_to_integral`] with `NearestEven`, `Down`, `Up`, `Zero` |
//! | `min`, `max` | [`FpCtx::min`], [`FpCtx::max`] with [`MinMaxKind::Num2008`] |
//! | `cmp_<op>`, `cmp_s<op>` | [`FpCtx::cmp`] with a [`CmpOp`] and `signaling` |
//! | `class` | [`class`] & the `cond` mask ([`class_bits`]) |
//! | `cvt` float→float | [`FpCtx::convert`] |
//! | `cvt` float→int (`upi`…`sneari_sat`) | [`FpCtx::to_int`] with [`IntType`] and [`IntRounding`] |
//! | `cvt` int→float | [`FpCtx::from_i64`], [`FpCtx::from_u64`] |
//! | `cvt` float→`b1` (`ztest`) | [`FpCtx::ztest`] |
//! | any `cvt` of Table 5–28 (integer↔integer, `b1`, float) | [`Cvt::new`] validates, [`FpCtx::cvt`] evaluates |
//!
//! Packed forms apply the scalar operation per element and OR the flags (L4321–L4328): run them
//! on one context. `abs`, `neg`, `copysign` are sign-bit operations the engines do directly.
//! RDNA4 `V_MIN_NUM_*`/`V_MINIMUM_*` map to [`MinMaxKind::Number2019`]/[`MinMaxKind::Propagating2019`];
//! [`Round::from_rdna_mode`] and [`FpCtx::with_rdna_denorm`] decode `MODE` (seed 001 L1072–L1073).
//! Gen7 `DF→F` truncates ([`Round::Zero`]) and float→int saturates (`IntRounding::ZEROI.sat()`).
//!
//! # Semantics (seed 000 = HSA PRM 1.2)
//! - Rounding: [`Round`], the four IEEE directions (§4.19.2, L4369–L4419). Results are computed
//!   exactly and rounded once; overflow follows IEEE-754 §7.4 (the rounded, exponent-unbounded
//!   value exceeds the format).
//! - Denormals: [`FpCtx::flush_inputs`] and [`FpCtx::flush_outputs`] are separate (RDNA4
//!   `MODE.FP_DENORM`, seed 001 L1073); HSAIL `ftz` sets both (§4.19.3, L4420–L4451). A flushed
//!   tiny result raises underflow and inexact, like x86 FTZ (the PRM leaves inexact to the
//!   implementation, L4402). min/max flush inputs only.
//! - Tininess: [`Tininess`], after rounding by default (why, with the PRM and RDNA4 evidence: see
//!   [`Tininess`]); one rule per context, as the PRM requires (L4392).
//! - NaNs: [`NanPolicy`]: propagate the first NaN operand quieted (HSAIL `$full`, L4474) or return
//!   the default NaN, whose sign is [`FpCtx::default_nan_negative`]. float→float conversions keep
//!   the top payload bits, so narrow→wide→narrow round trips (L4481–L4490).
//! - Flags: [`Flags`], the five IEEE flags plus a `DENORMAL` input flag; sticky in [`FpCtx::flags`].
//! - Out-of-range float→int without `_sat`: invalid plus the [`IntOverflow`] value (PRM: undefined).
//!   With `_sat`: clamped, NaN → 0, no exception except invalid for a signalling NaN.
//!
//! # Host fast path
//! When [`FpCtx::want_flags`] is false and the mode is round-to-nearest-even, binary32/binary64
//! `add`, `sub`, `mul`, `div`, `sqrt` and `fma` run on the host FPU and the result is accepted
//! unless it is a NaN, an input is subnormal under input flushing, or the result is subnormal (or
//! possibly tiny) under output flushing; those cases fall back to the soft path.
//! `tests/host_rne.rs` proves both the soft path and the fast path bit-identical to the host on
//! every accepted result. binary16 always takes the soft path.

#![forbid(unsafe_code)]

mod arith;
mod cmp;
mod convert;
mod core;
mod ctx;
mod cvt;
mod format;
mod ops;

pub use cmp::{CmpOp, MinMaxKind, Relation, class_bits};
pub use convert::{IntRounding, IntType};
pub use ctx::{Flags, FpCtx, IntOverflow, NanPolicy, Round, Tininess};
pub use cvt::{Cvt, CvtError, CvtRound, CvtType};
pub use format::{F16, F32, F64, Format};
pub use ops::class;
