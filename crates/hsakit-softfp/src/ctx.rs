//! The floating-point environment: rounding mode, denormal handling, NaN policy, tininess rule and
//! the accumulated IEEE exception flags.

use std::fmt;
use std::ops::{BitOr, BitOrAssign};

/// An IEEE-754 rounding-direction attribute.
///
/// The four modes of the HSA PRM (seed 000, §4.19.2, L4369–L4384: `near`, `zero`, `up`, `down`)
/// and of the RDNA4 `MODE.FP_ROUND` field (seed 001, L1072: 0 = nearest even, 1 = +inf,
/// 2 = −inf, 3 = toward zero). The same enum names the integer rounding of float→int
/// conversions (`neari`, `zeroi`, `upi`, `downi`, seed 000 Table 5–33, L7846–L7870).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Round {
    /// Round to nearest, ties to even (`near`, `neari`, RNE).
    #[default]
    NearestEven,
    /// Round toward zero (`zero`, `zeroi`, RTZ).
    Zero,
    /// Round toward +∞ (`up`, `upi`, RUP).
    Up,
    /// Round toward −∞ (`down`, `downi`, RDN).
    Down,
}

impl Round {
    /// Decodes a 2-bit RDNA4 `MODE.FP_ROUND` field (seed 001, L1072).
    #[must_use]
    pub fn from_rdna_mode(bits: u32) -> Round {
        match bits & 3 {
            0 => Round::NearestEven,
            1 => Round::Up,
            2 => Round::Down,
            _ => Round::Zero,
        }
    }

    /// Every mode, for exhaustive tests.
    pub const ALL: [Round; 4] = [Round::NearestEven, Round::Zero, Round::Up, Round::Down];
}

/// A set of IEEE-754 exception flags (seed 000, §12.2, L14332–L14413), plus the non-IEEE
/// `DENORMAL` input flag that x86 (`DE`) and RDNA4 (`TRAP_CTRL.input_denorm`, seed 001, L1274)
/// report.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(u8);

impl Flags {
    /// No flags.
    pub const NONE: Flags = Flags(0);
    /// Invalid operation.
    pub const INVALID: Flags = Flags(1);
    /// Division by zero.
    pub const DIV_BY_ZERO: Flags = Flags(2);
    /// Overflow.
    pub const OVERFLOW: Flags = Flags(4);
    /// Underflow (tiny and inexact, or tiny and flushed).
    pub const UNDERFLOW: Flags = Flags(8);
    /// Inexact.
    pub const INEXACT: Flags = Flags(16);
    /// A subnormal input operand was consumed (flushed or not). Not an IEEE flag.
    pub const DENORMAL: Flags = Flags(32);
    /// The five IEEE flags.
    pub const IEEE: Flags = Flags(31);

    /// The raw bits: invalid 1, div-by-zero 2, overflow 4, underflow 8, inexact 16, denormal 32.
    /// The low five bits equal the HSAIL/BRIG exception mask `HSA_BRIG_EXCEPTIONS_*` (seed 000
    /// L17286–L17290), so `(flags & Flags::IEEE).bits()` is what `getdetectexcept` reports.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }
    /// Builds a set from raw bits (unknown bits are dropped).
    #[must_use]
    pub const fn from_bits(bits: u8) -> Flags {
        Flags(bits & 63)
    }
    /// True when every flag of `other` is set in `self`.
    #[must_use]
    pub const fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
    /// True when no flag is set.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// `self` without the flags of `other`.
    #[must_use]
    pub const fn without(self, other: Flags) -> Flags {
        Flags(self.0 & !other.0)
    }
    /// `self` with the flags of `other` added (a `const` form of `|`).
    #[must_use]
    pub const fn union(self, other: Flags) -> Flags {
        Flags(self.0 | other.0)
    }
    /// `self` restricted to the flags of `other`.
    #[must_use]
    pub const fn intersect(self, other: Flags) -> Flags {
        Flags(self.0 & other.0)
    }
}

impl BitOr for Flags {
    type Output = Flags;
    fn bitor(self, rhs: Flags) -> Flags {
        Flags(self.0 | rhs.0)
    }
}

impl BitOrAssign for Flags {
    fn bitor_assign(&mut self, rhs: Flags) {
        self.0 |= rhs.0;
    }
}

impl fmt::Debug for Flags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: [&str; 6] = [
            "INVALID",
            "DIV_BY_ZERO",
            "OVERFLOW",
            "UNDERFLOW",
            "INEXACT",
            "DENORMAL",
        ];
        let mut first = true;
        write!(f, "Flags(")?;
        for (i, name) in NAMES.iter().enumerate() {
            if self.0 & (1 << i) != 0 {
                if !first {
                    write!(f, "|")?;
                }
                write!(f, "{name}")?;
                first = false;
            }
        }
        write!(f, ")")
    }
}

/// When a non-zero result is "tiny" (IEEE-754 §7.5). The PRM lets the implementation choose but
/// requires one rule for every instruction (seed 000, L4392–L4394; the ULP accuracy rule L4614
/// again defers to "the implementation definition of tininess").
///
/// hsakit's engines detect tininess **after rounding** ([`Tininess::AfterRounding`], the default),
/// for these reasons:
/// - The rule decides values, not only the underflow flag: under `ftz` a tiny result is replaced
///   by zero (seed 000 L4444–L4447). After rounding, exactly the results that come out below
///   2^emin are flushed; a result that rounds up to ±2^emin stays ±2^emin with or without `ftz`.
///   This matches RDNA4's denormal control, which flushes *output* denormals
///   (`MODE.FP_DENORM` "flush output denorms", seed 001 L1073, L2907), i.e. results judged after
///   rounding.
/// - RDNA4's exception table defines underflow as "the exact or rounded result is less than the
///   smallest normal" (seed 001 L1286): the ISA document names both rules and commits to neither,
///   so it leaves the PRM's choice to the implementation; hsakit uses one rule for the HSAIL
///   engine and the RDNA4 emulator alike.
/// - The CPU kernel agent runs on x86-64, whose SSE/AVX unit detects tininess after rounding; the
///   DETECT flags of the CPU agent then agree with the host's own `MXCSR` semantics.
///
/// [`Tininess::BeforeRounding`] is available for agents that detect it before rounding (Arm).
/// `tests/tininess.rs` checks both rules, with and without output flushing, against an exact
/// binary128 round-to-odd reference; `tests/tables.rs` (`tininess_and_ftz`) has hand-worked rows
/// where the two rules give different values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Tininess {
    /// Tiny when the result rounded to the destination precision with an unbounded exponent range
    /// lies strictly between ±2^emin. This is what x86 (SSE/AVX) does and the default.
    #[default]
    AfterRounding,
    /// Tiny when the exact result lies strictly between ±2^emin. This is what Arm (VFP/NEON/SVE)
    /// does.
    BeforeRounding,
}

/// What a NaN result looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum NanPolicy {
    /// IEEE-754 §6.2.3 propagation, required by the HSAIL full profile (seed 000, L4474–L4480):
    /// the result is the first NaN operand in operand order (src0, src1, src2), quieted, sign
    /// kept. An invalid operation without a NaN operand (∞−∞, 0×∞, √−1, …) yields the default
    /// NaN. This is also what x86 SSE and RDNA4 (seed 001, L6160–L6162) do.
    #[default]
    Propagate,
    /// Every NaN result is the default NaN (the HSAIL base profile may do this, L4468–L4471; Arm's
    /// "default NaN" mode does it).
    Canonical,
}

/// What the non-saturating float→int conversions return when the rounded value is out of range
/// (NaN, ±∞, or beyond the integer type). The PRM leaves the value undefined and requires an
/// invalid-operation exception (seed 000, L7798–L7803); hsakit makes it a defined, selectable value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum IntOverflow {
    /// Clamp to the integer range and map NaN to 0, like the `_sat` forms (AMD GPUs and Arm do this).
    #[default]
    Saturate,
    /// The x86 "integer indefinite" value: the most negative value for signed destinations and
    /// all ones for unsigned destinations, for every out-of-range input including NaN.
    Indefinite,
}

/// A floating-point environment: the modes an instruction runs under plus the sticky flags it
/// raises. Every operation of this crate is a method on `FpCtx` over raw bit patterns.
///
/// Denormal handling is split as RDNA4 splits it (`MODE.FP_DENORM`, seed 001, L1073): inputs and
/// outputs are flushed independently. HSAIL `ftz` sets both (seed 000, §4.19.3, L4420–L4451).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FpCtx {
    /// Rounding mode for floating-point results.
    pub round: Round,
    /// Treat subnormal operands as zero of the same sign ("DAZ").
    pub flush_inputs: bool,
    /// Replace tiny non-zero results by zero of the same sign and raise underflow and inexact
    /// ("FTZ").
    pub flush_outputs: bool,
    /// The tininess rule.
    pub tininess: Tininess,
    /// The NaN rule.
    pub nan: NanPolicy,
    /// Sign bit of the default NaN (the NaN an invalid operation produces). x86 and RDNA4 use a
    /// negative default NaN (`0xFFC00000` for binary32, seed 001 L6168); Arm and RISC-V a positive
    /// one (`0x7FC00000`).
    pub default_nan_negative: bool,
    /// Result of non-saturating float→int conversions that are out of range.
    pub int_overflow: IntOverflow,
    /// When false, the caller promises not to read `flags`; round-to-nearest-even operations may
    /// then use host arithmetic (see the crate docs for where that is proven bit-identical).
    pub want_flags: bool,
    /// The accumulated (sticky) exception flags.
    pub flags: Flags,
}

impl Default for FpCtx {
    fn default() -> Self {
        FpCtx::ieee()
    }
}

impl FpCtx {
    /// IEEE-754 defaults: round to nearest even, subnormals kept, tininess after rounding, NaN
    /// propagation, positive default NaN, flags tracked.
    #[must_use]
    pub const fn ieee() -> FpCtx {
        FpCtx {
            round: Round::NearestEven,
            flush_inputs: false,
            flush_outputs: false,
            tininess: Tininess::AfterRounding,
            nan: NanPolicy::Propagate,
            default_nan_negative: false,
            int_overflow: IntOverflow::Saturate,
            want_flags: true,
            flags: Flags::NONE,
        }
    }

    /// The same context with another rounding mode.
    #[must_use]
    pub const fn with_round(mut self, round: Round) -> FpCtx {
        self.round = round;
        self
    }

    /// The same context with HSAIL `ftz` on or off (flushes both inputs and outputs).
    #[must_use]
    pub const fn with_ftz(mut self, ftz: bool) -> FpCtx {
        self.flush_inputs = ftz;
        self.flush_outputs = ftz;
        self
    }

    /// The same context with a NaN policy.
    #[must_use]
    pub const fn with_nan(mut self, nan: NanPolicy) -> FpCtx {
        self.nan = nan;
        self
    }

    /// Applies a 2-bit RDNA4 `FP_DENORM` field `{allow_output, allow_input}` (seed 001, L1073).
    #[must_use]
    pub const fn with_rdna_denorm(mut self, bits: u32) -> FpCtx {
        self.flush_inputs = bits & 1 == 0;
        self.flush_outputs = bits & 2 == 0;
        self
    }

    /// Returns the accumulated flags and clears them.
    pub fn take_flags(&mut self) -> Flags {
        std::mem::take(&mut self.flags)
    }

    /// Raises flags.
    #[inline]
    pub fn raise(&mut self, f: Flags) {
        self.flags |= f;
    }

    /// True when the host FPU may compute a round-to-nearest-even result.
    #[inline]
    pub(crate) fn host_ok(&self) -> bool {
        !self.want_flags && matches!(self.round, Round::NearestEven)
    }
}
