//! The host side of the OpenCL suite (suite.cl next to this file): for each kernel its inputs,
//! its host reference and the comparison, plus the kernarg segment layout (explicit arguments
//! and the code object v5 hidden arguments) — written once and run by two rigs:
//! - `crates/hsakit-emu-rdna4/tests/kernels.rs`: the emulator's `dispatch` directly;
//! - `crates/hsakit-runtime/tests/rdna4_suite.rs`: an executable, queue and AQL packet on the
//!   runtime's RDNA4 agent.
//!
//! Both include this file with `#[path]` (it needs only `hsakit_emu_rdna4`, a dependency of both
//! test crates), so there is no extra crate; it lives beside suite.cl so a kernel and its
//! reference change together. Each rig passes its own input seed so the two runs see different
//! random inputs; the special values are fixed. References are computed independently of the
//! emulator (Rust integer/float arithmetic; binary16 by hand, not through hsakit-softfp).

#![allow(dead_code, clippy::needless_range_loop)]

use hsakit_emu_rdna4::hsakit_codeobj;

/// Every code-object variant build.sh produces for suite.cl.
pub const VARIANTS: [&str; 8] = [
    "suite-gfx1201-w32-O2",
    "suite-gfx1201-w64-O2",
    "suite-gfx1201-w32-O0",
    "suite-gfx1201-w64-O0",
    "suite-gfx1200-w32-O2",
    "suite-gfx1200-w64-O2",
    "suite-gfx1200-w32-O0",
    "suite-gfx1200-w64-O0",
];

/// The bytes of `tests/kernels/rdna4/bin/<name>.hsaco`; `manifest_dir` is the including crate's
/// `CARGO_MANIFEST_DIR`.
pub fn code_object(manifest_dir: &str, name: &str) -> Vec<u8> {
    let p = format!("{manifest_dir}/../../tests/kernels/rdna4/bin/{name}.hsaco");
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// A kernel argument.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    /// A buffer address (8 bytes).
    Buf(u64),
    /// A 32-bit value.
    U32(u32),
}

/// Where a suite kernel runs: one code-object variant on one rig.
pub trait Device {
    /// The variant name, for failure messages.
    fn label(&self) -> &str;
    /// A fresh global buffer holding `bytes`.
    fn buf(&self, bytes: &[u8]) -> u64;
    /// `n` bytes at `addr`.
    fn read(&self, addr: u64, n: usize) -> Vec<u8>;
    /// Dispatches `kernel`; panics (naming the variant) if the dispatch fails.
    fn run(&self, kernel: &str, grid: [u32; 3], wg: [u16; 3], args: &[Arg]);
}

/// The kernarg segment of `kernel` in code object `bytes`: `size` bytes (at least 16) with the
/// explicit arguments at the offsets the metadata gives and the v5 hidden arguments filled as
/// ROCm's language runtime fills them (block counts are the full work-groups, grid / group
/// rounded down; remainders the partial group's size; private/shared base the high halves of
/// the apertures). Panics on too few or too many explicit arguments.
pub fn kernarg_segment(
    bytes: &[u8],
    kernel: &str,
    size: u64,
    grid: [u32; 3],
    wg: [u16; 3],
    args: &[Arg],
) -> Vec<u8> {
    let co = hsakit_codeobj::read(bytes).expect("code object");
    let meta = co
        .metadata
        .as_ref()
        .and_then(|m| m.kernels.iter().find(|k| k.name == kernel))
        .unwrap_or_else(|| panic!("no metadata for {kernel}"));
    let mut ka = vec![0u8; size.max(meta.kernarg_segment_size).max(16) as usize];
    let mut explicit = args.iter();
    let dims = grid.iter().filter(|&&g| g > 1).count().max(1) as u16;
    let aperture_hi = |a: u64| ((a >> 32) as u32).to_le_bytes();
    for a in &meta.args {
        let off = a.offset as usize;
        let mut put = |b: &[u8]| ka[off..off + b.len()].copy_from_slice(b);
        let full = |k: usize| grid[k] / u32::from(wg[k]);
        let rem = |k: usize| (grid[k] % u32::from(wg[k])) as u16;
        match a.value_kind.as_str() {
            "global_buffer" | "by_value" => match explicit.next() {
                Some(Arg::Buf(p)) => put(&p.to_le_bytes()),
                Some(Arg::U32(x)) => put(&x.to_le_bytes()),
                None => panic!("too few arguments for {kernel}"),
            },
            "hidden_block_count_x" => put(&full(0).to_le_bytes()),
            "hidden_block_count_y" => put(&full(1).to_le_bytes()),
            "hidden_block_count_z" => put(&full(2).to_le_bytes()),
            "hidden_group_size_x" => put(&wg[0].to_le_bytes()),
            "hidden_group_size_y" => put(&wg[1].to_le_bytes()),
            "hidden_group_size_z" => put(&wg[2].to_le_bytes()),
            "hidden_remainder_x" => put(&rem(0).to_le_bytes()),
            "hidden_remainder_y" => put(&rem(1).to_le_bytes()),
            "hidden_remainder_z" => put(&rem(2).to_le_bytes()),
            "hidden_grid_dims" => put(&dims.to_le_bytes()),
            "hidden_private_base" => put(&aperture_hi(hsakit_emu_rdna4::PRIVATE_APERTURE)),
            "hidden_shared_base" => put(&aperture_hi(hsakit_emu_rdna4::SHARED_APERTURE)),
            _ => {}
        }
    }
    assert!(explicit.next().is_none(), "too many arguments for {kernel}");
    ka
}

pub fn le32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

pub fn le64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

pub fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

pub fn dwords(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
        .collect()
}

pub fn halves(b: &[u8]) -> Vec<u16> {
    b.chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

/// Deterministic pseudo-random numbers (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// `n` binary32 inputs: fourteen special values, then random values in ±1000 (every third
/// scaled by 0.001).
pub fn f32_inputs(n: usize, seed: u64) -> Vec<f32> {
    let mut r = Rng(seed);
    let special = [
        0.0f32, -0.0, 1.0, -1.5, 2.5, 1e30, -1e-30, 3.75, -7.25, 0.1, 65536.5, -0.5, 0.5, -2.5,
    ];
    (0..n)
        .map(|i| {
            if i < special.len() {
                special[i]
            } else {
                let m = (r.next() % 2_000_000) as f32 / 1000.0 - 1000.0;
                m * if i % 3 == 0 { 0.001 } else { 1.0 }
            }
        })
        .collect()
}

/// Distance in units in the last place between two binary32 values of the same sign.
pub fn ulps32(a: f32, b: f32) -> u64 {
    (i64::from(a.to_bits()) - i64::from(b.to_bits())).unsigned_abs()
}

/// binary16 → binary32, exact (every binary16 value is a binary32 value).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 31);
    let m = f32::from(h & 0x3ff);
    match e {
        0 => sign * m * 2f32.powi(-24),
        31 if m == 0.0 => sign * f32::INFINITY,
        31 => f32::NAN,
        _ => sign * (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}

/// A finite binary64 value → binary16, round to nearest even (the products of scaling by
/// powers of two are exact in binary64, so one `round_ties_even` is the only rounding).
pub fn f64_to_f16(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal (or rounds up into the smallest normal, 0x400, which encodes the same way).
        return sign | (a * 2f64.powi(24)).round_ties_even() as u16;
    }
    let mut e = a.log2().floor() as i32;
    // log2 may be off by one next to a power of two; fix e so that 2^e <= a < 2^(e+1).
    if 2f64.powi(e) > a {
        e -= 1;
    } else if 2f64.powi(e + 1) <= a {
        e += 1;
    }
    let mut m = (a * 2f64.powi(10 - e)).round_ties_even() as u16;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e > 15 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | (m - 1024)
}

/// Hand-checked binary16 encodings, so the reference conversions can fail on their own: 1.0,
/// -2.0, 65504 (max), 2^-24 (min subnormal), 1 + 2^-11 ties to even (1.0), 1 + 3·2^-11 ties
/// up, 65520 overflows; 0x3555 is 0.33325195.
pub fn check_f16_reference_conversions() {
    assert_eq!(f64_to_f16(1.0), 0x3c00);
    assert_eq!(f64_to_f16(-2.0), 0xc000);
    assert_eq!(f64_to_f16(65504.0), 0x7bff);
    assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
    assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
    assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    assert_eq!(f64_to_f16(65520.0), 0x7c00);
    assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
    assert_eq!(f16_to_f32(0xfc00), f32::NEG_INFINITY);
    assert_eq!(f16_to_f32(0x8001), -(2f32.powi(-24)));
}

fn one_d(n: u32, wg: u16) -> ([u32; 3], [u16; 3]) {
    ([n, 1, 1], [wg, 1, 1])
}

/// `arith_i32`: 16 results per item of signed/unsigned add, sub, mul, div, rem, shifts, min/max,
/// mul_hi, abs_diff and bit mixes; INT_MIN, 0 and all-ones operands included.
pub fn arith_i32(d: &dyn Device, seed: u64) {
    let n = 200u32;
    let mut r = Rng(seed);
    let a: Vec<u32> = (0..n)
        .map(|i| match (i % 9, i % 11) {
            (0, _) | (_, 0) => 0x8000_0000,
            (_, 1) => 0,
            _ => r.next() as u32,
        })
        .collect();
    let b: Vec<u32> = (0..n)
        .map(|i| match (i % 7, i % 5) {
            (0, _) => 0,
            (1, _) | (_, 0) => u32::MAX,
            _ => (r.next() as u32) >> (i % 23),
        })
        .collect();
    let want: Vec<u32> = (0..n as usize)
        .flat_map(|i| {
            let (x, y) = (a[i] as i32, b[i] as i32);
            [
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                if y != 0 { x.wrapping_div(y) } else { 7 },
                if y != 0 { x.wrapping_rem(y) } else { 9 },
                ((x as u32) / ((y as u32) | 1)) as i32,
                ((x as u32) % ((y as u32) | 1)) as i32,
                x.wrapping_shl((y & 31) as u32),
                x >> (y & 31),
                ((x as u32) >> (y & 31)) as i32,
                x.min(y) ^ x.max(y),
                ((i64::from(x) * i64::from(y)) >> 32) as i32,
                ((u64::from(x as u32) * u64::from(y as u32)) >> 32) as i32,
                (x.unsigned_abs().wrapping_add(if x > y {
                    (x as u32).wrapping_sub(y as u32)
                } else {
                    (y as u32).wrapping_sub(x as u32)
                })) as i32,
                (x & y) | ((!x & 0x5a5a) ^ (x | y)),
                (x & 0xffff).wrapping_mul(y & 0x7fff).wrapping_add(x),
            ]
            .map(|w| w as u32)
        })
        .collect();
    let out = d.buf(&vec![0u8; n as usize * 64]);
    let (pa, pb) = (d.buf(&le32(&a)), d.buf(&le32(&b)));
    let (grid, wg) = one_d(n, 64);
    let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
    d.run("arith_i32", grid, wg, &args);
    let got = words(&d.read(out, n as usize * 64));
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        let (i, f) = (k / 16, k % 16);
        let v = d.label();
        assert_eq!(g, w, "{v}: item {i} field {f}: {:#x} {:#x}", a[i], b[i]);
    }
}

/// `arith_i64`: 8 results per item of 64-bit add, sub, mul, div, rem, shifts.
pub fn arith_i64(d: &dyn Device, seed: u64) {
    let n = 150u32;
    let mut r = Rng(seed);
    let a: Vec<u64> = (0..n)
        .map(|i| {
            if i % 13 == 0 {
                1 << 63
            } else {
                r.next() >> (i % 40)
            }
        })
        .collect();
    let b: Vec<u64> = (0..n)
        .map(|i| match (i % 6, i % 17) {
            (0, _) | (_, 0) => 0,
            (_, 1) => u64::MAX,
            _ => r.next() >> (i % 60),
        })
        .collect();
    let want: Vec<u64> = (0..n as usize)
        .flat_map(|i| {
            let (x, y) = (a[i] as i64, b[i] as i64);
            [
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                if y != 0 { x.wrapping_div(y) } else { 3 },
                if y != 0 { x.wrapping_rem(y) } else { 5 },
                ((x as u64) / ((y as u64) | 1)) as i64,
                x.wrapping_shl((y & 63) as u32),
                (x >> (y & 63)) ^ (((x as u64) >> ((y >> 8) & 63)) as i64),
            ]
            .map(|w| w as u64)
        })
        .collect();
    let out = d.buf(&vec![0u8; n as usize * 64]);
    let (pa, pb) = (d.buf(&le64(&a)), d.buf(&le64(&b)));
    let (grid, wg) = one_d(n, 32);
    let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
    d.run("arith_i64", grid, wg, &args);
    let got = dwords(&d.read(out, n as usize * 64));
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{}: item {} field {}", d.label(), k / 8, k % 8);
    }
}

/// `bitops`: popcount, clz, ctz, rotate, bitfield extract, bit select, bit reverse, 64-bit mixes.
pub fn bitops(d: &dyn Device, seed: u64) {
    let n = 100u32;
    let mut r = Rng(seed);
    let a: Vec<u32> = (0..n)
        .map(|i| match i {
            0 => 0,
            1 => u32::MAX,
            _ => (r.next() as u32) >> (i % 32),
        })
        .collect();
    let want: Vec<u32> = (0..n as usize)
        .flat_map(|i| {
            let x = a[i];
            [
                x.count_ones(),
                x.leading_zeros(),
                x.trailing_zeros(),
                x.rotate_left(i as u32 & 31),
                (x >> 5) & 0x3ff,
                (x & !0x0f0f_0f0f) | (!x & 0x0f0f_0f0f),
                x.reverse_bits(),
                u64::from(x).wrapping_mul(0x1_0000_0003).count_ones()
                    + u64::from(x).leading_zeros(),
            ]
        })
        .collect();
    let out = d.buf(&vec![0u8; n as usize * 32]);
    let pa = d.buf(&le32(&a));
    let (grid, wg) = one_d(n, 64);
    d.run(
        "bitops",
        grid,
        wg,
        &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
    );
    let got = words(&d.read(out, n as usize * 32));
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        let (i, f) = (k / 8, k % 8);
        assert_eq!(g, w, "{}: item {i} field {f} x={:#x}", d.label(), a[i]);
    }
}

/// `arith_f32`: nine bit-exact fields, division and sqrt within 2 ulp, and abs/neg modifiers.
pub fn arith_f32(d: &dyn Device, seed: u64) {
    let n = 120usize;
    let a = f32_inputs(n, seed);
    let b: Vec<f32> = f32_inputs(n, seed + 4).into_iter().rev().collect();
    let v = d.label();
    let out = d.buf(&vec![0u8; n * 48]);
    let pa = d.buf(&le32(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
    let pb = d.buf(&le32(&b.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
    let args = [
        Arg::Buf(out),
        Arg::Buf(pa),
        Arg::Buf(pb),
        Arg::U32(n as u32),
    ];
    let (grid, wg) = one_d(n as u32, 64);
    d.run("arith_f32", grid, wg, &args);
    let got: Vec<f32> = words(&d.read(out, n * 48))
        .into_iter()
        .map(f32::from_bits)
        .collect();
    for i in 0..n {
        let (x, y) = (a[i], b[i]);
        let exact = [
            x + y,
            x - y,
            x * y,
            x.mul_add(y, 1.5),
            x.min(y),
            x.max(y),
            x.floor() + y.ceil(),
            x.trunc() - y.round_ties_even(),
            (x as i32) as f32 + (y.abs() as u32) as f32,
        ];
        for (k, w) in exact.iter().enumerate() {
            let g = got[i * 12 + k];
            assert!(
                g.to_bits() == w.to_bits(),
                "{v}: item {i} field {k}: {g:e} vs {w:e} (x={x:e}, y={y:e})"
            );
        }
        // Without device libraries clang expands `/` and sqrt into V_RCP_F32 / V_RSQ_F32 /
        // V_SQRT_F32 sequences whose accuracy OpenCL bounds at 2.5 ulp (division) and 3 ulp
        // (sqrt), not correctly rounded; we accept 2 ulp of the correctly rounded result.
        let q = x / y;
        let dq = got[i * 12 + 9];
        assert!(
            (q.is_infinite() && dq == q) || (q.is_nan() && dq.is_nan()) || ulps32(dq, q) <= 2,
            "{v}: item {i}: {x:e}/{y:e} = {dq:e}, want {q:e}"
        );
        let r = x.abs().sqrt();
        assert!(
            ulps32(got[i * 12 + 10], r) <= 2,
            "{v}: item {i}: sqrt {x:e} = {:e}, want {r:e}",
            got[i * 12 + 10]
        );
        assert_eq!(
            got[i * 12 + 11].to_bits(),
            (x.abs() * -y).to_bits(),
            "{v}: item {i} field 11"
        );
    }
}

/// `arith_f64`: ten fields, all bit-exact.
pub fn arith_f64(d: &dyn Device, seed: u64) {
    let n = 100usize;
    let a: Vec<f64> = f32_inputs(n, seed)
        .into_iter()
        .enumerate()
        .map(|(i, x)| f64::from(x) * (1.0 + i as f64 * 1e-9))
        .collect();
    let b: Vec<f64> = f32_inputs(n, seed + 2)
        .into_iter()
        .rev()
        .map(|x| f64::from(x) / 3.0)
        .collect();
    let v = d.label();
    let out = d.buf(&vec![0u8; n * 80]);
    let pa = d.buf(&le64(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
    let pb = d.buf(&le64(&b.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
    let args = [
        Arg::Buf(out),
        Arg::Buf(pa),
        Arg::Buf(pb),
        Arg::U32(n as u32),
    ];
    let (grid, wg) = one_d(n as u32, 64);
    d.run("arith_f64", grid, wg, &args);
    let got: Vec<f64> = dwords(&d.read(out, n * 80))
        .into_iter()
        .map(f64::from_bits)
        .collect();
    for i in 0..n {
        let (x, y) = (a[i], b[i]);
        // Division and sqrt are correctly rounded in double precision (clang's
        // V_DIV_SCALE/FMAS/FIXUP and Newton sequences), so every field is bit-exact except for
        // NaN payloads (0/0).
        let want = [
            x + y,
            x - y,
            x * y,
            x.mul_add(y, 0.25),
            x / y,
            x.abs().sqrt(),
            x.floor() + y.ceil(),
            x.min(y) - x.max(y),
            ((x * 2f64.powi(-40)) as i64) as f64 + f64::from((y * 2f64.powi(-80)) as i32),
            f64::from(x as f32),
        ];
        for (k, w) in want.iter().enumerate() {
            let g = got[i * 10 + k];
            assert!(
                g.to_bits() == w.to_bits() || (w.is_nan() && g.is_nan()),
                "{v}: item {i} field {k}: {g:e} vs {w:e} (x={x:e}, y={y:e})"
            );
        }
    }
}

/// `arith_f16`: six binary16 results per item, bit-exact (one zero-sign tolerance, below).
pub fn arith_f16(d: &dyn Device, seed: u64) {
    let n = 80usize;
    let a: Vec<u16> = f32_inputs(n, seed)
        .into_iter()
        .map(|x| f64_to_f16(f64::from(x) / 8.0))
        .collect();
    let b: Vec<u16> = f32_inputs(n, seed + 6)
        .into_iter()
        .rev()
        .map(|x| f64_to_f16(f64::from(x) / 16.0))
        .collect();
    let v = d.label();
    let out = d.buf(&vec![0u8; n * 12]);
    let pa = d.buf(&a.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>());
    let pb = d.buf(&b.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>());
    let args = [
        Arg::Buf(out),
        Arg::Buf(pa),
        Arg::Buf(pb),
        Arg::U32(n as u32),
    ];
    let (grid, wg) = one_d(n as u32, 32);
    d.run("arith_f16", grid, wg, &args);
    let got = halves(&d.read(out, n * 12));
    for i in 0..n {
        let (x, y) = (f64::from(f16_to_f32(a[i])), f64::from(f16_to_f32(b[i])));
        // Sums, differences, products and the fma of binary16 values are exact in binary64;
        // one rounding to binary16 gives the correctly rounded result.
        let want = [
            f64_to_f16(x + y),
            f64_to_f16(x - y),
            f64_to_f16(x * y),
            f64_to_f16(x * y + 0.5),
            f64_to_f16(x.max(y)),
            f64_to_f16(x * 3.0),
        ];
        for (k, w) in want.iter().enumerate() {
            let g = got[i * 6 + k];
            // Field 5 (x * 3.0f): clang-19 at -O0 emits v_fma_mixlo_f16 x, 3.0, 0, whose result
            // for x = -0 is +0 (-0 + +0 rounds to +0); either zero is accepted there.
            let zero_ok = k == 5 && g & 0x7fff == 0 && *w & 0x7fff == 0;
            assert!(
                g == *w || zero_ok,
                "{v}: item {i} field {k}: {g:#06x} vs {w:#06x} (x={x}, y={y})"
            );
        }
    }
}

/// `divergent`: a data-dependent Collatz loop, a loop with continue/break, a switch and an
/// odd-item branch.
pub fn divergent(d: &dyn Device, seed: u64) {
    let n = 300u32;
    let mut r = Rng(seed);
    let a: Vec<i32> = (0..n).map(|_| r.next() as i32 >> 4).collect();
    let want: Vec<u32> = (0..n as usize)
        .flat_map(|i| {
            let x = a[i];
            let mut steps = 0;
            let mut c = (x as u32) % 1000 + 1;
            while c != 1 && steps < 500 {
                c = if c & 1 != 0 { 3 * c + 1 } else { c >> 1 };
                steps += 1;
            }
            let mut acc: i32 = 0;
            for k in 0..(x & 15) {
                if k == 7 {
                    continue;
                }
                if (k ^ x) % 11 == 10 {
                    break;
                }
                acc += k * k;
            }
            match x & 3 {
                0 => acc += 100,
                1 => acc -= 7,
                2 => acc *= 3,
                _ => acc = !acc,
            }
            if i & 1 != 0 {
                acc += if x > 0 { 1 } else { -1 };
            }
            [steps as u32, acc as u32]
        })
        .collect();
    let out = d.buf(&vec![0u8; n as usize * 8]);
    let pa = d.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
    let (grid, wg) = one_d(n, 64);
    d.run(
        "divergent",
        grid,
        wg,
        &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
    );
    let got = words(&d.read(out, n as usize * 8));
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{}: item {} field {}", d.label(), k / 2, k % 2);
    }
}

/// `lds_reverse`: each group of 64 reverses its items through LDS across a barrier.
pub fn lds_reverse(d: &dyn Device, seed: u64) {
    let n = 256u32;
    let (mul, add) = (seed as u32 | 1, (seed % 13) as u32);
    let a: Vec<u32> = (0..n)
        .map(|i| i.wrapping_mul(mul).wrapping_add(add))
        .collect();
    let out = d.buf(&vec![0u8; n as usize * 4]);
    let pa = d.buf(&le32(&a));
    let (grid, wg) = one_d(n, 64);
    d.run("lds_reverse", grid, wg, &[Arg::Buf(out), Arg::Buf(pa)]);
    let got = words(&d.read(out, n as usize * 4));
    for g in 0..n as usize {
        let (base, l) = (g - g % 64, g % 64);
        let w = a[base + 63 - l]
            .wrapping_mul(2)
            .wrapping_add(a[base + (l + 1) % 64]);
        assert_eq!(got[g], w, "{}: item {g}", d.label());
    }
}

/// `atomics`: global add/inc/or/xor/cmpxchg/max/min and LDS add/histogram, 1000 items in
/// groups of 128 (the last group partial).
pub fn atomics(d: &dyn Device, seed: u64) {
    let n = 1000u32;
    let mut r = Rng(seed);
    let a: Vec<u32> = (0..n).map(|_| r.next() as u32).collect();
    let v = d.label();
    let counters = d.buf(&[0u8; 24]);
    let mm = d.buf(&le32(&[i32::MIN as u32, i32::MAX as u32]));
    let hist = d.buf(&[0u8; 64]);
    let pa = d.buf(&le32(&a));
    let args = [
        Arg::Buf(counters),
        Arg::Buf(mm),
        Arg::Buf(hist),
        Arg::Buf(pa),
        Arg::U32(n),
    ];
    let (grid, wg) = one_d(n, 128);
    d.run("atomics", grid, wg, &args);
    let c = words(&d.read(counters, 24));
    let m = words(&d.read(mm, 8));
    let h = words(&d.read(hist, 64));
    assert_eq!(c[0], a.iter().map(|x| x & 0xff).sum::<u32>(), "{v}: add");
    assert_eq!(c[1], n, "{v}: count");
    assert_eq!(
        c[2],
        a.iter().fold(0, |o, x| o | (1 << (x & 31))),
        "{v}: or"
    );
    assert_eq!(c[3], a.iter().fold(0, |o, x| o ^ x), "{v}: xor");
    // Exactly one compare-exchange from 0 wins; its value is some item's id + 1.
    assert!((1..=n).contains(&c[4]), "{v}: cmpxchg winner {}", c[4]);
    assert_eq!(c[5], a.iter().map(|x| x >> 24).sum::<u32>(), "{v}: lds sum");
    let signed = || a.iter().map(|&x| x as i32);
    assert_eq!(m[0] as i32, signed().max().unwrap_or(0), "{v}: max");
    assert_eq!(m[1] as i32, signed().min().unwrap_or(0), "{v}: min");
    for bin in 0..16u32 {
        let want = a.iter().filter(|&&x| x & 15 == bin).count() as u32;
        assert_eq!(h[bin as usize], want, "{v}: lds histogram bin {bin}");
    }
}

/// `grid3d`: 2-D and 3-D grids with partial work-groups; each item writes a mix of its group
/// id, local id and the work-group size.
pub fn grid3d_partial_groups(d: &dyn Device) {
    for (dims, wg) in [
        ([37u32, 19, 1], [8u16, 4, 1]),
        ([13, 7, 5], [4, 4, 2]),
        ([70, 3, 2], [64, 1, 1]),
    ] {
        let total = (dims[0] * dims[1] * dims[2]) as usize;
        let out = d.buf(&vec![0xff; total * 4]);
        let args = [
            Arg::Buf(out),
            Arg::U32(dims[0]),
            Arg::U32(dims[1]),
            Arg::U32(dims[2]),
        ];
        d.run("grid3d", dims, wg, &args);
        let got = words(&d.read(out, total * 4));
        for z in 0..dims[2] {
            for y in 0..dims[1] {
                for x in 0..dims[0] {
                    let c = [x, y, z];
                    let g: [u32; 3] = std::array::from_fn(|k| c[k] / u32::from(wg[k]));
                    let l: [u32; 3] = std::array::from_fn(|k| c[k] % u32::from(wg[k]));
                    // LLVM 19's __builtin_amdgcn_workgroup_size_* reads hidden_group_size: the
                    // full size, also in a partial group.
                    let sz: [u32; 3] = std::array::from_fn(|k| u32::from(wg[k]));
                    let want = (g[0] << 24)
                        ^ (g[1] << 16)
                        ^ (g[2] << 8)
                        ^ (l[0] + 3 * l[1] + 7 * l[2])
                        ^ (sz[0] * 1000 + sz[1] * 100 + sz[2]);
                    let idx = ((z * dims[1] + y) * dims[0] + x) as usize;
                    assert_eq!(got[idx], want, "{}: {dims:?}/{wg:?} at {c:?}", d.label());
                }
            }
        }
    }
}

/// `reduce`: a per-group sum through LDS (groups of 128, the last one partial).
pub fn reduce(d: &dyn Device, seed: u64) {
    let n = 1000u32;
    let (m, k) = ((seed % 50) as i32 + 13, (seed % 7) as i32 + 97);
    let a: Vec<i32> = (0..n as i32).map(|i| (i * m) % k - k / 2).collect();
    let groups = n.div_ceil(128) as usize;
    let out = d.buf(&vec![0; groups * 4]);
    let pa = d.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
    let (grid, wg) = one_d(n, 128);
    d.run(
        "reduce",
        grid,
        wg,
        &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
    );
    let got = words(&d.read(out, groups * 4));
    for (g, chunk) in a.chunks(128).enumerate() {
        let want = chunk.iter().sum::<i32>();
        assert_eq!(got[g] as i32, want, "{}: group {g}", d.label());
    }
}

/// `scan`: an inclusive prefix sum per group of 64.
pub fn scan(d: &dyn Device, seed: u64) {
    let n = 320u32;
    let m = (seed % 20) as i32 + 7;
    let a: Vec<i32> = (0..n as i32).map(|i| (i * m) % 29 - 9).collect();
    let out = d.buf(&vec![0; n as usize * 4]);
    let pa = d.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
    let (grid, wg) = one_d(n, 64);
    d.run("scan", grid, wg, &[Arg::Buf(out), Arg::Buf(pa)]);
    let got = words(&d.read(out, n as usize * 4));
    for (g, chunk) in a.chunks(64).enumerate() {
        let mut sum = 0;
        for (l, x) in chunk.iter().enumerate() {
            sum += x;
            let i = g * 64 + l;
            assert_eq!(got[i] as i32, sum, "{}: item {i}", d.label());
        }
    }
}

/// `spill`: a 96-entry private array indexed by data, which spills to scratch.
pub fn spill_to_scratch(d: &dyn Device, seed: u64) {
    let n = 70u32;
    let m = (seed % 10_000) as i32 | 1;
    let a: Vec<i32> = (0..n as i32).map(|i| i * m - 300).collect();
    let out = d.buf(&vec![0; n as usize * 4]);
    let pa = d.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
    let (grid, wg) = one_d(n, 32);
    d.run(
        "spill",
        grid,
        wg,
        &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
    );
    let got = words(&d.read(out, n as usize * 4));
    for i in 0..n as usize {
        let seed = a[i];
        let mut p: Vec<i32> = (0..96)
            .map(|k| seed.wrapping_mul(k + 1) ^ (k << 3))
            .collect();
        let mut acc: i32 = 0;
        for k in 0..200i32 {
            let j = seed.wrapping_add(k * 7).rem_euclid(96) as usize;
            p[j] = p[j].wrapping_add(acc);
            acc = acc.wrapping_mul(3).wrapping_add(p[(j * 5 + 1) % 96]);
        }
        assert_eq!(got[i] as i32, acc, "{}: item {i}", d.label());
    }
}
