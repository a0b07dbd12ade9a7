//! Round-to-nearest-even against the host FPU (x86-64 SSE2, or any IEEE host): the soft path must
//! be bit-identical, NaN payloads included, with the x86 NaN conventions (first NaN operand
//! quieted; negative default NaN). The host fast path (`want_flags = false`) must equal the soft
//! path under every denormal/tininess/NaN setting.

mod common;

use common::{bits, is_nan, near_tiny, pair, triple};
use hsakit_softfp::{F32, F64, FpCtx, NanPolicy, Tininess};
use proptest::prelude::*;

fn x86() -> FpCtx {
    FpCtx {
        default_nan_negative: true,
        ..FpCtx::ieee()
    }
}

/// Every denormal/tininess/NaN setting.
fn settings() -> impl Strategy<Value = FpCtx> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(fi, fo, before, canon, neg)| FpCtx {
            flush_inputs: fi,
            flush_outputs: fo,
            tininess: if before {
                Tininess::BeforeRounding
            } else {
                Tininess::AfterRounding
            },
            nan: if canon {
                NanPolicy::Canonical
            } else {
                NanPolicy::Propagate
            },
            default_nan_negative: neg,
            ..FpCtx::ieee()
        })
}

/// fma NaN payloads: libm's fma may pick any NaN operand; require a quieted operand or the default NaN.
fn fma_nan_ok(r: u64, ops: [u64; 3], sign: u64, quiet: u64, dflt: u64) -> bool {
    r == dflt || ops.iter().any(|&x| (x | quiet) & !sign == r & !sign)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20000, ..ProptestConfig::default() })]

    #[test]
    fn f32_add_sub_mul_div((a, b) in pair::<F32>()) {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let mut c = x86();
        prop_assert_eq!(c.add::<F32>(a as u32, b as u32), (x + y).to_bits(), "add {:#x} {:#x}", a, b);
        prop_assert_eq!(c.sub::<F32>(a as u32, b as u32), (x - y).to_bits(), "sub {:#x} {:#x}", a, b);
        prop_assert_eq!(c.mul::<F32>(a as u32, b as u32), (x * y).to_bits(), "mul {:#x} {:#x}", a, b);
        prop_assert_eq!(c.div::<F32>(a as u32, b as u32), (x / y).to_bits(), "div {:#x} {:#x}", a, b);
    }

    #[test]
    fn f64_add_sub_mul_div((a, b) in pair::<F64>()) {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let mut c = x86();
        prop_assert_eq!(c.add::<F64>(a, b), (x + y).to_bits(), "add {:#x} {:#x}", a, b);
        prop_assert_eq!(c.sub::<F64>(a, b), (x - y).to_bits(), "sub {:#x} {:#x}", a, b);
        prop_assert_eq!(c.mul::<F64>(a, b), (x * y).to_bits(), "mul {:#x} {:#x}", a, b);
        prop_assert_eq!(c.div::<F64>(a, b), (x / y).to_bits(), "div {:#x} {:#x}", a, b);
    }

    #[test]
    fn f32_sqrt(a in bits::<F32>()) {
        let mut c = x86();
        prop_assert_eq!(c.sqrt::<F32>(a as u32), f32::from_bits(a as u32).sqrt().to_bits(), "sqrt {:#x}", a);
    }

    #[test]
    fn f64_sqrt(a in bits::<F64>()) {
        let mut c = x86();
        prop_assert_eq!(c.sqrt::<F64>(a), f64::from_bits(a).sqrt().to_bits(), "sqrt {:#x}", a);
    }

    #[test]
    fn f32_fma((a, b, d) in triple::<F32>()) {
        let mut c = x86();
        let got = c.fma::<F32>(a as u32, b as u32, d as u32);
        let want = f32::from_bits(a as u32).mul_add(f32::from_bits(b as u32), f32::from_bits(d as u32)).to_bits();
        if is_nan::<F32>(u64::from(want)) {
            prop_assert!(fma_nan_ok(u64::from(got), [a, b, d], 1 << 31, 1 << 22, 0xffc0_0000), "fma {:#x} {:#x} {:#x} -> {:#x}", a, b, d, got);
        } else {
            prop_assert_eq!(got, want, "fma {:#x} {:#x} {:#x}", a, b, d);
        }
    }

    #[test]
    fn f64_fma((a, b, d) in triple::<F64>()) {
        let mut c = x86();
        let got = c.fma::<F64>(a, b, d);
        let want = f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(d)).to_bits();
        if is_nan::<F64>(want) {
            prop_assert!(fma_nan_ok(got, [a, b, d], 1 << 63, 1 << 51, 0xfff8_0000_0000_0000), "fma {:#x} {:#x} {:#x} -> {:#x}", a, b, d, got);
        } else {
            prop_assert_eq!(got, want, "fma {:#x} {:#x} {:#x}", a, b, d);
        }
    }

    #[test]
    fn fast_path_equals_soft_f32((a, b, d) in prop_oneof![triple::<F32>(), near_tiny::<F32>()], s in settings()) {
        let (a, b, d) = (a as u32, b as u32, d as u32);
        let mut soft = s;
        let mut fast = FpCtx { want_flags: false, ..s };
        prop_assert_eq!(fast.add::<F32>(a, b), soft.add::<F32>(a, b), "add {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.sub::<F32>(a, b), soft.sub::<F32>(a, b), "sub {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.mul::<F32>(a, b), soft.mul::<F32>(a, b), "mul {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.div::<F32>(a, b), soft.div::<F32>(a, b), "div {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.sqrt::<F32>(a), soft.sqrt::<F32>(a), "sqrt {:#x} {:?}", a, s);
        prop_assert_eq!(fast.fma::<F32>(a, b, d), soft.fma::<F32>(a, b, d), "fma {:#x} {:#x} {:#x} {:?}", a, b, d, s);
    }

    #[test]
    fn fast_path_equals_soft_f64((a, b, d) in prop_oneof![triple::<F64>(), near_tiny::<F64>()], s in settings()) {
        let mut soft = s;
        let mut fast = FpCtx { want_flags: false, ..s };
        prop_assert_eq!(fast.add::<F64>(a, b), soft.add::<F64>(a, b), "add {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.sub::<F64>(a, b), soft.sub::<F64>(a, b), "sub {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.mul::<F64>(a, b), soft.mul::<F64>(a, b), "mul {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.div::<F64>(a, b), soft.div::<F64>(a, b), "div {:#x} {:#x} {:?}", a, b, s);
        prop_assert_eq!(fast.sqrt::<F64>(a), soft.sqrt::<F64>(a), "sqrt {:#x} {:?}", a, s);
        prop_assert_eq!(fast.fma::<F64>(a, b, d), soft.fma::<F64>(a, b, d), "fma {:#x} {:#x} {:#x} {:?}", a, b, d, s);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20000, ..ProptestConfig::default() })]

    /// f32 ↔ f64 through the host's cvtss2sd/cvtsd2ss, NaN payloads included.
    #[test]
    fn float_float(a in bits::<F32>(), d in bits::<F64>()) {
        let mut c = x86();
        prop_assert_eq!(c.convert::<F32, F64>(a as u32), f64::from(f32::from_bits(a as u32)).to_bits(), "{:#x}", a);
        prop_assert_eq!(c.convert::<F64, F32>(d), (f64::from_bits(d) as f32).to_bits(), "{:#x}", d);
    }

    /// Rust's `as` from float to int truncates, saturates and maps NaN to 0: `zeroi_sat`.
    #[test]
    fn float_to_int_sat_zero(a in bits::<F32>(), d in bits::<F64>()) {
        use hsakit_softfp::{IntRounding, IntType, Round};
        let r = IntRounding::new(Round::Zero).sat();
        let mut c = x86();
        let x = f32::from_bits(a as u32);
        let y = f64::from_bits(d);
        prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::S32, r) as i64, i64::from(x as i32));
        prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::U32, r), u64::from(x as u32));
        prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::S8, r) as i64, i64::from(x as i8));
        prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::U16, r), u64::from(x as u16));
        prop_assert_eq!(c.to_int::<F64>(d, IntType::S64, r) as i64, y as i64);
        prop_assert_eq!(c.to_int::<F64>(d, IntType::U64, r), y as u64);
        prop_assert_eq!(c.to_int::<F64>(d, IntType::S16, r) as i64, i64::from(y as i16));
        prop_assert_eq!(c.to_int::<F64>(d, IntType::U8, r), u64::from(y as u8));
    }

    /// Integer → float rounds to nearest even on the host.
    #[test]
    fn int_to_float(v in any::<i64>(), s in 0u32..64) {
        let v = v >> s;
        let mut c = x86();
        prop_assert_eq!(c.from_i64::<F32>(v), (v as f32).to_bits());
        prop_assert_eq!(c.from_i64::<F64>(v), (v as f64).to_bits());
        prop_assert_eq!(c.from_u64::<F32>(v as u64), (v as u64 as f32).to_bits());
        prop_assert_eq!(c.from_u64::<F64>(v as u64), (v as u64 as f64).to_bits());
    }
}

/// Host min/max (`f32::min` is IEEE minNum with any NaN losing, i.e. minimumNumber apart from
/// the sign of zero) against [`MinMaxKind::Number2019`]; for quiet operands also `Num2008`.
fn minmax_host<F: hsakit_softfp::Format>(
    a: u64,
    b: u64,
    host_min: u64,
    host_max: u64,
) -> Result<(), TestCaseError> {
    use hsakit_softfp::MinMaxKind;
    let zeros = a & !F::SIGN == 0 && b & !F::SIGN == 0 && a != b;
    if zeros {
        return Ok(()); // the host may return either zero
    }
    for kind in [MinMaxKind::Number2019, MinMaxKind::Num2008] {
        let snan = [a, b].iter().any(|&x| is_nan::<F>(x) && x & F::QUIET == 0);
        if kind == MinMaxKind::Num2008 && snan {
            continue;
        }
        let mut c = x86();
        let mn = F::to_u64(c.min::<F>(F::from_u64(a), F::from_u64(b), kind));
        let mx = F::to_u64(c.max::<F>(F::from_u64(a), F::from_u64(b), kind));
        if is_nan::<F>(host_min) {
            prop_assert!(
                is_nan::<F>(mn) && is_nan::<F>(mx),
                "{:?} {:#x} {:#x}",
                kind,
                a,
                b
            );
        } else {
            prop_assert_eq!(mn, host_min, "min {:?} {:#x} {:#x}", kind, a, b);
            prop_assert_eq!(mx, host_max, "max {:?} {:#x} {:#x}", kind, a, b);
        }
    }
    Ok(())
}

fn relation(o: Option<std::cmp::Ordering>) -> hsakit_softfp::Relation {
    use hsakit_softfp::Relation;
    match o {
        None => Relation::Unordered,
        Some(std::cmp::Ordering::Less) => Relation::Less,
        Some(std::cmp::Ordering::Equal) => Relation::Equal,
        Some(std::cmp::Ordering::Greater) => Relation::Greater,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 20000, ..ProptestConfig::default() })]

    /// Comparisons and min/max against the host's `partial_cmp`, `min`, `max`.
    #[test]
    fn compare_and_minmax((a, b) in pair::<F32>(), (d, e) in pair::<F64>()) {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let mut c = x86();
        prop_assert_eq!(c.compare::<F32>(a as u32, b as u32, false), relation(x.partial_cmp(&y)));
        minmax_host::<F32>(a, b, u64::from(x.min(y).to_bits()), u64::from(x.max(y).to_bits()))?;
        let (x, y) = (f64::from_bits(d), f64::from_bits(e));
        prop_assert_eq!(c.compare::<F64>(d, e, false), relation(x.partial_cmp(&y)));
        minmax_host::<F64>(d, e, x.min(y).to_bits(), x.max(y).to_bits())?;
    }

    /// rint/floor/ceil/trunc against the host's `round_ties_even`, `floor`, `ceil`, `trunc`.
    #[test]
    fn round_to_integral(a in bits::<F32>(), d in bits::<F64>()) {
        use hsakit_softfp::Round::*;
        let x = f32::from_bits(a as u32);
        let y = f64::from_bits(d);
        let mut c = x86();
        for (m, hx, hy) in [
            (NearestEven, x.round_ties_even(), y.round_ties_even()),
            (Down, x.floor(), y.floor()),
            (Up, x.ceil(), y.ceil()),
            (Zero, x.trunc(), y.trunc()),
        ] {
            let g = c.round_to_integral::<F32>(a as u32, m);
            if hx.is_nan() {
                prop_assert!(is_nan::<F32>(u64::from(g)));
            } else {
                prop_assert_eq!(g, hx.to_bits(), "{:?} {:#x}", m, a);
            }
            let g = c.round_to_integral::<F64>(d, m);
            if hy.is_nan() {
                prop_assert!(is_nan::<F64>(g));
            } else {
                prop_assert_eq!(g, hy.to_bits(), "{:?} {:#x}", m, d);
            }
        }
    }

    /// float → int with `_sat` in all four integer roundings: the host rounds to an integral
    /// float, then Rust's saturating `as` (NaN → 0) converts.
    #[test]
    fn float_to_int_sat_all_modes(a in bits::<F32>(), d in bits::<F64>()) {
        use hsakit_softfp::{IntRounding, IntType, Round::*};
        let x = f32::from_bits(a as u32);
        let y = f64::from_bits(d);
        let mut c = x86();
        for (m, hx, hy) in [
            (NearestEven, x.round_ties_even(), y.round_ties_even()),
            (Down, x.floor(), y.floor()),
            (Up, x.ceil(), y.ceil()),
            (Zero, x.trunc(), y.trunc()),
        ] {
            let r = IntRounding::new(m).sat();
            prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::S32, r) as i64, i64::from(hx as i32), "{:?} {:#x}", m, a);
            prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::U8, r), u64::from(hx as u8), "{:?} {:#x}", m, a);
            prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::S16, r) as i64, i64::from(hx as i16), "{:?} {:#x}", m, a);
            prop_assert_eq!(c.to_int::<F32>(a as u32, IntType::U64, r), hx as u64, "{:?} {:#x}", m, a);
            prop_assert_eq!(c.to_int::<F64>(d, IntType::S64, r) as i64, hy as i64, "{:?} {:#x}", m, d);
            prop_assert_eq!(c.to_int::<F64>(d, IntType::U32, r), u64::from(hy as u32), "{:?} {:#x}", m, d);
            prop_assert_eq!(c.to_int::<F64>(d, IntType::S8, r) as i64, i64::from(hy as i8), "{:?} {:#x}", m, d);
        }
    }

    /// `fract` of a finite non-zero value in round-to-nearest-even: the host's `x − floor(x)`
    /// (one RNE rounding), clamped to the largest value below 1.0 (seed 000 L6443–L6463).
    #[test]
    fn fract(a in bits::<F32>(), d in bits::<F64>()) {
        let x = f32::from_bits(a as u32);
        if x.is_finite() && x != 0.0 {
            let want = (x - x.floor()).min(f32::from_bits(0x3f7f_ffff)).to_bits();
            prop_assert_eq!(x86().fract::<F32>(a as u32), want, "{:#x}", a);
        }
        let y = f64::from_bits(d);
        if y.is_finite() && y != 0.0 {
            let want = (y - y.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff)).to_bits();
            prop_assert_eq!(x86().fract::<F64>(d), want, "{:#x}", d);
        }
    }
}
