//! Binary interchange formats and rounding modes as the engine names them, with the bit-level
//! classification the instruction semantics need (NaN, infinity, zero, subnormal; PRM §4.19,
//! seed 000 L4369–L4490). Every floating-point *operation* runs on `hsakit-softfp`
//! (`crate::float`).

/// A binary interchange format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fmt {
    H,
    S,
    D,
}

/// A rounding mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rnd {
    Near,
    Zero,
    Up,
    Down,
}

impl Fmt {
    pub(crate) fn from_bits(bits: u32) -> Fmt {
        match bits {
            16 => Fmt::H,
            32 => Fmt::S,
            _ => Fmt::D,
        }
    }
    fn mant(self) -> u32 {
        match self {
            Fmt::H => 10,
            Fmt::S => 23,
            Fmt::D => 52,
        }
    }
    fn ebits(self) -> u32 {
        match self {
            Fmt::H => 5,
            Fmt::S => 8,
            Fmt::D => 11,
        }
    }
    fn width(self) -> u32 {
        1 + self.ebits() + self.mant()
    }
    fn bias(self) -> i32 {
        (1 << (self.ebits() - 1)) - 1
    }
    pub(crate) fn sign(self) -> u64 {
        1u64 << (self.width() - 1)
    }
    fn exp_mask(self) -> u64 {
        ((1u64 << self.ebits()) - 1) << self.mant()
    }
    fn mant_mask(self) -> u64 {
        (1u64 << self.mant()) - 1
    }
    pub(crate) fn mask(self) -> u64 {
        if self.width() == 64 {
            u64::MAX
        } else {
            (1u64 << self.width()) - 1
        }
    }
    pub(crate) fn is_nan(self, b: u64) -> bool {
        b & self.exp_mask() == self.exp_mask() && b & self.mant_mask() != 0
    }
    pub(crate) fn is_inf(self, b: u64) -> bool {
        b & !self.sign() & self.mask() == self.exp_mask()
    }
    pub(crate) fn is_zero(self, b: u64) -> bool {
        b & !self.sign() & self.mask() == 0
    }
    pub(crate) fn is_subnormal(self, b: u64) -> bool {
        b & self.exp_mask() == 0 && b & self.mant_mask() != 0
    }
    pub(crate) fn is_snan(self, b: u64) -> bool {
        self.is_nan(b) && b & (1u64 << (self.mant() - 1)) == 0
    }
    pub(crate) fn quiet(self, b: u64) -> u64 {
        b | (1u64 << (self.mant() - 1))
    }
    pub(crate) fn default_nan(self) -> u64 {
        self.exp_mask() | (1u64 << (self.mant() - 1))
    }
    /// The bits of 1.0.
    pub(crate) fn one(self) -> u64 {
        (self.bias() as u64) << self.mant()
    }
}
