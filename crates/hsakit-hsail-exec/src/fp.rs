//! Every floating-point operation of the engine goes through this module, on bit patterns, so
//! that switching to `hsakit-softfp` stays local.
//!
//! Round-to-nearest-even results use host arithmetic only where it is bit-identical: binary32 and
//! binary64 add, sub, mul, div, sqrt and fma are correctly rounded on the host; binary16 values
//! are computed exactly (or with one rounding at 53 bits, harmless for 11-bit results) in
//! binary64 and rounded once by [`round_bits`]. The directed modes (`up`, `down`, `zero`) take
//! the round-to-nearest result and correct it by the sign of the exact error, obtained by
//! error-free transformations (TwoSum; `fma` residuals for mul, div and sqrt).
//! NaN results follow PRM §4.19.4 (seed L4452–L4485): the first NaN operand, quieted.

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
    fn max_finite(self) -> u64 {
        self.exp_mask() - 1
    }
    /// Flushes a subnormal to the zero of the same sign.
    pub(crate) fn ftz(self, b: u64) -> u64 {
        if self.is_subnormal(b) {
            b & self.sign()
        } else {
            b
        }
    }
    /// The value as binary64 (exact for every format).
    pub(crate) fn to_f64(self, b: u64) -> f64 {
        match self {
            Fmt::D => f64::from_bits(b),
            Fmt::S => f64::from(f32::from_bits(b as u32)),
            Fmt::H => {
                let s = if b & 0x8000 != 0 { -1.0 } else { 1.0 };
                let e = ((b >> 10) & 0x1f) as i32;
                let m = (b & 0x3ff) as f64;
                match e {
                    0 => s * m * f64::powi(2.0, -24),
                    31 if m == 0.0 => s * f64::INFINITY,
                    31 => {
                        // Keep the payload: widen it into the binary64 NaN.
                        f64::from_bits(
                            (if s < 0.0 { 1u64 << 63 } else { 0 })
                                | 0x7ff0_0000_0000_0000
                                | ((b & 0x3ff) << 42),
                        )
                    }
                    _ => s * (1.0 + m / 1024.0) * f64::powi(2.0, e - 15),
                }
            }
        }
    }
}

/// Rounds `(-1)^neg × mant × 2^exp` (exact value) to `fmt` with mode `r`; returns the bits.
pub(crate) fn round_bits(fmt: Fmt, neg: bool, mant: u128, exp: i32, r: Rnd) -> u64 {
    let sign = if neg { fmt.sign() } else { 0 };
    if mant == 0 {
        return sign;
    }
    let p = fmt.mant() as i32 + 1; // precision
    let emin = 1 - fmt.bias(); // exponent of the smallest normal
    // Normalise: value = mant × 2^exp, top bit of mant at position `top`.
    let top = 127 - mant.leading_zeros() as i32;
    let e = top + exp; // unbiased exponent of the leading bit
    // The exponent of the last kept bit.
    let lsb_exp = (e - p + 1).max(emin - p + 1);
    let shift = lsb_exp - exp; // bits to drop
    let (q, rest_nonzero, half, above_half) = if shift <= 0 {
        (mant << (-shift) as u32, false, false, false)
    } else if shift >= 128 {
        (0u128, true, false, false)
    } else {
        let q = mant >> shift as u32;
        let rem = mant & ((1u128 << shift as u32) - 1);
        let h = 1u128 << (shift as u32 - 1);
        (q, rem != 0, rem == h, rem > h)
    };
    let round_up = match r {
        Rnd::Near => above_half || (half && q & 1 == 1),
        Rnd::Zero => false,
        Rnd::Up => rest_nonzero && !neg,
        Rnd::Down => rest_nonzero && neg,
    };
    let mut q = q + u128::from(round_up);
    let mut lsb = lsb_exp;
    if q >> p != 0 {
        q >>= 1;
        lsb += 1;
    }
    // Encode.
    let biased = if q >> (p - 1) != 0 {
        lsb + p - 1 + fmt.bias()
    } else {
        0
    };
    let emax_biased = (1 << fmt.ebits()) - 1;
    if biased >= emax_biased {
        let to_inf = match r {
            Rnd::Near => true,
            Rnd::Zero => false,
            Rnd::Up => !neg,
            Rnd::Down => neg,
        };
        return sign
            | if to_inf {
                fmt.exp_mask()
            } else {
                fmt.max_finite()
            };
    }
    sign | ((biased as u64) << fmt.mant()) | (q as u64 & fmt.mant_mask())
}

/// Decomposes a finite binary64 into (neg, mantissa, exponent).
fn split64(x: f64) -> (bool, u128, i32) {
    let b = x.to_bits();
    let neg = b >> 63 != 0;
    let e = ((b >> 52) & 0x7ff) as i32;
    let m = b & ((1u64 << 52) - 1);
    if e == 0 {
        (neg, u128::from(m), -1074)
    } else {
        (neg, u128::from(m | 1 << 52), e - 1075)
    }
}

/// Rounds a finite or special binary64 to `fmt` (NaN payloads keep their top bits).
pub(crate) fn from_f64(fmt: Fmt, x: f64, r: Rnd) -> u64 {
    if fmt == Fmt::D {
        return x.to_bits();
    }
    let b = x.to_bits();
    let neg = b >> 63 != 0;
    let sign = if neg { fmt.sign() } else { 0 };
    if x.is_nan() {
        let payload = (b & ((1u64 << 52) - 1)) >> (52 - fmt.mant());
        return sign | fmt.exp_mask() | payload | (1u64 << (fmt.mant() - 1));
    }
    if x.is_infinite() {
        return sign | fmt.exp_mask();
    }
    let (n, m, e) = split64(x);
    round_bits(fmt, n, m, e, r)
}

fn next_toward(fmt: Fmt, b: u64, up: bool) -> u64 {
    // One ulp step of a finite value toward +inf (up) or -inf.
    let neg = b & fmt.sign() != 0;
    if fmt.is_zero(b) {
        return if up { 1 } else { fmt.sign() | 1 };
    }
    if up != neg { b + 1 } else { b - 1 }
}

/// Applies a directed rounding to the round-to-nearest result `rn` given the sign of
/// `exact - rn` (`err`: -1, 0, 1).
fn direct(fmt: Fmt, rn: u64, err: i32, r: Rnd) -> u64 {
    if err == 0 || r == Rnd::Near || fmt.is_nan(rn) {
        return rn;
    }
    let neg = rn & fmt.sign() != 0;
    if fmt.is_inf(rn) {
        // Overflowed under round-to-nearest.
        let keep_inf = match r {
            Rnd::Up => !neg,
            Rnd::Down => neg,
            _ => false,
        };
        return if keep_inf {
            rn
        } else {
            (rn & fmt.sign()) | fmt.max_finite()
        };
    }
    match r {
        Rnd::Up if err > 0 => next_toward(fmt, rn, true),
        Rnd::Down if err < 0 => next_toward(fmt, rn, false),
        Rnd::Zero if (!neg && err < 0) || (neg && err > 0) => next_toward(fmt, rn, neg),
        _ => rn,
    }
}

fn sgn(x: f64) -> i32 {
    if x > 0.0 {
        1
    } else if x < 0.0 {
        -1
    } else {
        0
    }
}

/// A binary arithmetic operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
}

/// The NaN result of an operation with NaN operands, or `None`.
fn nan_in(fmt: Fmt, xs: &[u64]) -> Option<u64> {
    xs.iter().find(|&&x| fmt.is_nan(x)).map(|&x| fmt.quiet(x))
}

fn pre(fmt: Fmt, x: u64, ftz: bool) -> u64 {
    let x = x & fmt.mask();
    if ftz { fmt.ftz(x) } else { x }
}

fn post(fmt: Fmt, x: u64, ftz: bool) -> u64 {
    if ftz { fmt.ftz(x) } else { x }
}

/// `a op b` in `fmt`.
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn bin(fmt: Fmt, o: Bin, a: u64, b: u64, r: Rnd, ftz: bool) -> u64 {
    let (a, b) = (pre(fmt, a, ftz), pre(fmt, b, ftz));
    if let Some(n) = nan_in(fmt, &[a, b]) {
        return n;
    }
    let res = match fmt {
        Fmt::D => {
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let (rn, err) = match o {
                Bin::Add | Bin::Sub => {
                    let y = if o == Bin::Sub { -y } else { y };
                    let s = x + y;
                    let bb = s - x;
                    let e = (x - (s - bb)) + (y - bb);
                    (s, if s.is_finite() { sgn(e) } else { 1 })
                }
                Bin::Mul => {
                    let p = x * y;
                    (
                        p,
                        if p.is_finite() {
                            sgn(x.mul_add(y, -p))
                        } else {
                            1
                        },
                    )
                }
                Bin::Div => {
                    let q = x / y;
                    let e = if q.is_finite() && y != 0.0 {
                        sgn((-q).mul_add(y, x)) * sgn(y)
                    } else {
                        0
                    };
                    (q, e)
                }
            };
            let nan = rn.is_nan();
            let bits = if nan { fmt.default_nan() } else { rn.to_bits() };
            direct(fmt, bits, err, r)
        }
        Fmt::S => {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let (rn, err) = match o {
                Bin::Add | Bin::Sub => {
                    let y = if o == Bin::Sub { -y } else { y };
                    let s = x + y;
                    let e = f64::from(x) + f64::from(y) - f64::from(s);
                    // The binary64 sum is exact unless exponents differ by more than 29; then
                    // its sign still equals the sign of the smaller operand's contribution.
                    let e = if e == 0.0 && f64::from(x) + f64::from(y) == f64::from(s) {
                        let bb = s - x;
                        sgn(f64::from((x - (s - bb)) + (y - bb)))
                    } else {
                        sgn(e)
                    };
                    (s, e)
                }
                Bin::Mul => {
                    let p = x * y;
                    (p, sgn(f64::from(x) * f64::from(y) - f64::from(p)))
                }
                Bin::Div => {
                    let q = x / y;
                    let e = if q.is_finite() && y != 0.0 {
                        sgn((-f64::from(q)).mul_add(f64::from(y), f64::from(x))) * sgn(f64::from(y))
                    } else {
                        0
                    };
                    (q, e)
                }
            };
            let bits = if rn.is_nan() {
                fmt.default_nan()
            } else {
                u64::from(rn.to_bits())
            };
            direct(fmt, bits, if rn.is_finite() { err } else { err.max(1) }, r)
        }
        Fmt::H => {
            let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
            let v = match o {
                Bin::Add => x + y,
                Bin::Sub => x - y,
                Bin::Mul => x * y,
                Bin::Div => x / y,
            };
            if v.is_nan() {
                fmt.default_nan()
            } else {
                from_f64(fmt, v, r)
            }
        }
    };
    post(fmt, res, ftz)
}

/// `a × b + c` with one rounding.
pub(crate) fn fma(fmt: Fmt, a: u64, b: u64, c: u64, r: Rnd, ftz: bool) -> u64 {
    let (a, b, c) = (pre(fmt, a, ftz), pre(fmt, b, ftz), pre(fmt, c, ftz));
    if let Some(n) = nan_in(fmt, &[a, b, c]) {
        return n;
    }
    let res = match fmt {
        Fmt::D => {
            let v = f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c));
            if v.is_nan() {
                fmt.default_nan()
            } else {
                v.to_bits()
            }
        }
        Fmt::S => {
            let (x, y, z) = (
                f32::from_bits(a as u32),
                f32::from_bits(b as u32),
                f32::from_bits(c as u32),
            );
            let v = x.mul_add(y, z);
            if v.is_nan() {
                fmt.default_nan()
            } else if r == Rnd::Near {
                u64::from(v.to_bits())
            } else {
                // The product is exact in binary64; the sum's rounding error sign by TwoSum.
                let p = f64::from(x) * f64::from(y);
                let s = p + f64::from(z);
                let bb = s - p;
                let e = (p - (s - bb)) + (f64::from(z) - bb);
                let ex = (s - f64::from(v)) + e;
                direct(fmt, u64::from(v.to_bits()), sgn(ex), r)
            }
        }
        Fmt::H => {
            let v = fmt.to_f64(a).mul_add(fmt.to_f64(b), fmt.to_f64(c));
            if v.is_nan() {
                fmt.default_nan()
            } else {
                from_f64(fmt, v, r)
            }
        }
    };
    post(fmt, res, ftz)
}

/// Square root.
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn sqrt(fmt: Fmt, a: u64, r: Rnd, ftz: bool) -> u64 {
    let a = pre(fmt, a, ftz);
    if let Some(n) = nan_in(fmt, &[a]) {
        return n;
    }
    let res = match fmt {
        Fmt::D => {
            let x = f64::from_bits(a);
            let q = x.sqrt();
            if q.is_nan() {
                fmt.default_nan()
            } else {
                let e = if q.is_finite() && q > 0.0 {
                    sgn((-q).mul_add(q, x))
                } else {
                    0
                };
                direct(fmt, q.to_bits(), e, r)
            }
        }
        Fmt::S => {
            let x = f32::from_bits(a as u32);
            let q = x.sqrt();
            if q.is_nan() {
                fmt.default_nan()
            } else {
                let qd = f64::from(q);
                let e = if q.is_finite() && q > 0.0 {
                    sgn(f64::from(x) - qd * qd)
                } else {
                    0
                };
                direct(fmt, u64::from(q.to_bits()), e, r)
            }
        }
        Fmt::H => {
            let v = fmt.to_f64(a).sqrt();
            if v.is_nan() {
                fmt.default_nan()
            } else {
                from_f64(fmt, v, r)
            }
        }
    };
    post(fmt, res, ftz)
}

/// IEEE 754-2008 minNum / maxNum with the PRM's quiet-NaN rule (L4467): a number beats a NaN;
/// -0 is below +0.
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn minmax(fmt: Fmt, a: u64, b: u64, max: bool, ftz: bool) -> u64 {
    let (a, b) = (pre(fmt, a, ftz), pre(fmt, b, ftz));
    let (an, bn) = (fmt.is_nan(a), fmt.is_nan(b));
    let res = match (an, bn) {
        (true, true) => fmt.quiet(a),
        (true, false) => b,
        (false, true) => a,
        _ => {
            let (x, y) = (fmt.to_f64(a), fmt.to_f64(b));
            if x == y {
                // Equal values: order -0 below +0.
                let an = a & fmt.sign() != 0;
                if an == max { b } else { a }
            } else if (x > y) == max {
                a
            } else {
                b
            }
        }
    };
    post(fmt, res, ftz)
}

/// Rounds to an integral value in `fmt` (floor, ceil, rint, trunc).
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn integral(fmt: Fmt, a: u64, r: Rnd, ftz: bool) -> u64 {
    let a = pre(fmt, a, ftz);
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    let x = fmt.to_f64(a);
    let v = match r {
        Rnd::Near => x.round_ties_even(),
        Rnd::Zero => x.trunc(),
        Rnd::Up => x.ceil(),
        Rnd::Down => x.floor(),
    };
    // Keep the sign of zero results (e.g. ceil(-0.5) = -0).
    let v = if v == 0.0 { f64::copysign(0.0, x) } else { v };
    post(fmt, from_f64(fmt, v, Rnd::Near), ftz)
}

/// `fract`: x - floor(x), at most the largest value below 1 (PRM §5.11).
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn fract(fmt: Fmt, a: u64, r: Rnd, ftz: bool) -> u64 {
    let a = pre(fmt, a, ftz);
    if fmt.is_nan(a) {
        return fmt.quiet(a);
    }
    if fmt.is_inf(a) {
        return a & fmt.sign();
    }
    let x = fmt.to_f64(a);
    let fl = x.floor();
    // x - floor(x) is exact in binary64 for f16/f32; for f64 it is exact as well (Sterbenz-like:
    // both have the same exponent range near the integer part).
    let d = x - fl;
    let res = from_f64(fmt, d, r);
    let one = from_f64(fmt, 1.0, Rnd::Near);
    let res = if res == one { one - 1 } else { res };
    // fract(±0) = ±0; an integral non-zero input gives +0.
    let res = if fmt.is_zero(a) {
        a
    } else if fmt.is_zero(res) {
        0
    } else {
        res
    };
    post(fmt, res, ftz)
}

/// Converts between float formats.
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn cvt_ff(from: Fmt, to: Fmt, a: u64, r: Rnd, ftz: bool) -> u64 {
    let a = pre(from, a, ftz);
    if from.is_nan(a) {
        let q = from.quiet(a);
        let sign = if q & from.sign() != 0 { to.sign() } else { 0 };
        let payload = q & from.mant_mask();
        let p = if to.mant() >= from.mant() {
            payload << (to.mant() - from.mant())
        } else {
            payload >> (from.mant() - to.mant())
        };
        return sign | to.exp_mask() | p | (1u64 << (to.mant() - 1));
    }
    let x = from.to_f64(a);
    post(to, from_f64(to, x, r), ftz)
}

/// Converts an integer to a float.
pub(crate) fn from_int(to: Fmt, v: i128, r: Rnd) -> u64 {
    round_bits(to, v < 0, v.unsigned_abs(), 0, r)
}

/// Rounds a float to an integral binary64 value with `r` (for float → integer conversions).
#[allow(dead_code)] // superseded by hsakit-softfp in float.rs; the owner may delete it
pub(crate) fn to_integral_f64(fmt: Fmt, a: u64, r: Rnd, ftz: bool) -> f64 {
    let a = pre(fmt, a, ftz);
    let x = fmt.to_f64(a);
    match r {
        Rnd::Near => x.round_ties_even(),
        Rnd::Zero => x.trunc(),
        Rnd::Up => x.ceil(),
        Rnd::Down => x.floor(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrowing_rounds_like_ieee() {
        // 1 + 2^-11 is halfway between two f16 values: ties to even gives 1.0.
        assert_eq!(
            from_f64(Fmt::H, 1.0 + f64::powi(2.0, -11), Rnd::Near),
            0x3c00
        );
        assert_eq!(from_f64(Fmt::H, 1.0 + f64::powi(2.0, -11), Rnd::Up), 0x3c01);
        assert_eq!(from_f64(Fmt::H, 65520.0, Rnd::Near), 0x7c00);
        assert_eq!(from_f64(Fmt::H, 65520.0, Rnd::Zero), 0x7bff);
        assert_eq!(from_f64(Fmt::H, 5.960464477539063e-8, Rnd::Near), 0x0001);
        assert_eq!(from_f64(Fmt::H, 2.9e-8, Rnd::Near), 0x0000);
        assert_eq!(from_f64(Fmt::H, 3.0e-8, Rnd::Near), 0x0001);
        assert_eq!(from_f64(Fmt::S, 0.1, Rnd::Near), 0x3dcc_cccd);
        assert_eq!(from_f64(Fmt::S, 0.1, Rnd::Zero), 0x3dcc_cccc);
        assert_eq!(from_f64(Fmt::S, -0.1, Rnd::Down), 0xbdcc_cccd);
        assert_eq!(from_int(Fmt::S, 16_777_217, Rnd::Near), 0x4b80_0000);
        assert_eq!(from_int(Fmt::S, 16_777_217, Rnd::Up), 0x4b80_0001);
        assert_eq!(from_int(Fmt::D, -1, Rnd::Near), (-1f64).to_bits());
    }

    #[test]
    fn directed_arithmetic() {
        let one = 1f32.to_bits() as u64;
        let tiny = f32::powi(2.0, -30).to_bits() as u64;
        assert_eq!(bin(Fmt::S, Bin::Add, one, tiny, Rnd::Near, false), one);
        assert_eq!(bin(Fmt::S, Bin::Add, one, tiny, Rnd::Up, false), one + 1);
        assert_eq!(
            bin(Fmt::S, Bin::Sub, one, tiny, Rnd::Zero, false),
            0x3f7f_ffff
        );
        let three = 3f64.to_bits();
        let q = bin(Fmt::D, Bin::Div, 1f64.to_bits(), three, Rnd::Up, false);
        assert_eq!(q, (1.0f64 / 3.0).to_bits() + 1);
        let q = bin(Fmt::D, Bin::Div, 1f64.to_bits(), three, Rnd::Down, false);
        assert_eq!(q, (1.0f64 / 3.0).to_bits());
        // Overflow under round toward zero gives the largest finite value.
        let big = f32::MAX.to_bits() as u64;
        assert_eq!(bin(Fmt::S, Bin::Add, big, big, Rnd::Zero, false), big);
        assert_eq!(
            bin(Fmt::S, Bin::Add, big, big, Rnd::Near, false),
            0x7f80_0000
        );
    }

    #[test]
    fn nan_rules_and_minmax() {
        let qnan = 0x7fc0_1234u64;
        let snan = 0x7f80_0001u64;
        assert_eq!(
            bin(Fmt::S, Bin::Add, snan, 0x3f80_0000, Rnd::Near, false),
            0x7fc0_0001
        );
        assert_eq!(
            bin(Fmt::S, Bin::Mul, 0x3f80_0000, qnan, Rnd::Near, false),
            qnan
        );
        assert_eq!(minmax(Fmt::S, qnan, 0x4000_0000, false, false), 0x4000_0000);
        assert_eq!(minmax(Fmt::S, 0, 0x8000_0000, false, false), 0x8000_0000);
        assert_eq!(minmax(Fmt::S, 0, 0x8000_0000, true, false), 0);
        assert_eq!(
            fract(Fmt::S, (-1e-10f32).to_bits() as u64, Rnd::Near, false),
            0x3f7f_ffff
        );
        assert_eq!(
            cvt_ff(Fmt::H, Fmt::S, 0x7d00, Rnd::Near, false),
            0x7fa0_0000 | 0x40_0000
        );
    }
}
