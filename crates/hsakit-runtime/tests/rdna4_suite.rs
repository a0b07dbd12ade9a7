//! The RDNA4 OpenCL suite (tests/kernels/rdna4/suite.cl: 13 kernels, rebuilt by
//! tests/kernels/rdna4/build.sh with clang-19) through the runtime's public Rust API, on every
//! code-object variant (gfx1201 and gfx1200, wave32 and wave64, -O0 and -O2): executable load of
//! the `.hsaco` on a strict-mode RDNA4 agent, kernarg segment laid out from the code object
//! metadata, AQL kernel-dispatch packet on a user-mode queue, completion signal. Every result is
//! compared with a host reference computed here, bit-exact unless a comment justifies a
//! tolerance.

#![allow(clippy::needless_range_loop)]

use hsakit_emu_rdna4::{Options, hsakit_codeobj};
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::DispatchError;
use hsakit_runtime::agent::{DispatchPacket, Profile, RoundingMode};
use hsakit_runtime::agents::rdna4::{Rdna4Agent, Rdna4Target};
use hsakit_runtime::executable::{CodeObject, SymbolKind};
use hsakit_runtime::queue::{Queue, QueueFault, QueueFaultKind, QueueType};
use hsakit_runtime::runtime::RegionKind;
use hsakit_runtime::signal::{Condition, WaitHint};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The float-multiply kernel whose descriptor enables the invalid and overflow exceptions.
const EXCP_VARIANTS: [&str; 2] = ["excp-gfx1201", "excp-gfx1200"];

/// Every code-object variant build.sh produces for suite.cl.
const VARIANTS: [&str; 8] = [
    "suite-gfx1201-w32-O2",
    "suite-gfx1201-w64-O2",
    "suite-gfx1201-w32-O0",
    "suite-gfx1201-w64-O0",
    "suite-gfx1200-w32-O2",
    "suite-gfx1200-w64-O2",
    "suite-gfx1200-w32-O0",
    "suite-gfx1200-w64-O0",
];

/// Kernel dispatch with system-scope acquire and release fences (AQL header bits).
const KERNEL_DISPATCH_ACQ_REL_SYSTEM: u16 = 2 | (2 << 9) | (2 << 11);

fn bin(variant: &str) -> Vec<u8> {
    let p = format!(
        "{}/../../tests/kernels/rdna4/bin/{variant}.hsaco",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// A kernel argument.
#[derive(Clone, Copy)]
enum Arg {
    Buf(u64),
    U32(u32),
}

/// A runtime with one strict-mode RDNA4 agent (agent 1) for the variant's processor, the
/// variant's code object loaded into a frozen executable, and a queue on the agent.
struct Rig {
    variant: &'static str,
    rt: Arc<Runtime>,
    exec: u64,
    bytes: Vec<u8>,
    queue: Arc<Queue>,
}

impl Rig {
    fn new(variant: &'static str) -> Rig {
        let target = if variant.contains("gfx1200") {
            Rdna4Target::Gfx1200
        } else {
            Rdna4Target::Gfx1201
        };
        let agent = Rdna4Agent::new(target).with_options(Options {
            strict: true,
            ..Options::default()
        });
        let rt = Runtime::builder().with_agent(Arc::new(agent)).build();
        let bytes = bin(variant);
        let exec = rt.executable_create(Profile::Base, RoundingMode::Near);
        let co = CodeObject::deserialize(&bytes).expect("code object");
        rt.executable_load(exec, 1, &co).expect("load");
        rt.executable_freeze(exec).expect("freeze");
        let queue = rt
            .queue_create(1, 64, QueueType::Single, None, u32::MAX, u32::MAX)
            .expect("queue");
        Rig {
            variant,
            rt,
            exec,
            bytes,
            queue,
        }
    }

    fn buf(&self, bytes: &[u8]) -> u64 {
        let p = self
            .rt
            .allocate(0, bytes.len().max(4) as u64)
            .expect("alloc");
        self.rt.host_view().write_bytes(p, bytes).expect("write");
        p
    }

    fn read(&self, p: u64, n: usize) -> Vec<u8> {
        let mut b = vec![0u8; n];
        self.rt.host_view().read_bytes(p, &mut b).expect("read");
        b
    }

    /// Lays out the kernarg segment (explicit arguments, then the code object v5 hidden
    /// arguments the metadata lists, filled as ROCm's language runtime fills them), publishes a
    /// kernel-dispatch packet with the symbol's group and private segment sizes and waits for
    /// the completion signal. Panics with the queue's fault if the dispatch failed.
    fn run(&self, kernel: &str, grid: [u32; 3], wg: [u16; 3], args: &[Arg]) {
        if let Err(f) = self.try_run(kernel, grid, wg, args) {
            panic!("{} {kernel}: the queue faulted: {f:?}", self.variant);
        }
    }

    /// [`Rig::run`], returning the queue's fault instead of panicking on it.
    fn try_run(
        &self,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
    ) -> Result<(), QueueFault> {
        let v = self.variant;
        let sym = format!("{kernel}.kd");
        let i = self
            .rt
            .executable_symbol(self.exec, &sym, Some(1))
            .unwrap_or_else(|e| panic!("{v}: {sym}: {e:?}"));
        let (object, ka_size, group, private) = self
            .rt
            .with_executable(self.exec, |e| match &e.symbols()[i].kind {
                SymbolKind::Kernel {
                    object,
                    kernarg_size,
                    group_size,
                    private_size,
                    ..
                } => (*object, *kernarg_size, *group_size, *private_size),
                other => panic!("{sym} is {other:?}"),
            })
            .expect("executable");
        let co = hsakit_codeobj::read(&self.bytes).expect("code object");
        let meta = co
            .metadata
            .as_ref()
            .and_then(|m| m.kernels.iter().find(|k| k.name == kernel))
            .expect("kernel metadata");
        let mut ka = vec![0u8; ka_size.max(16) as usize];
        let mut explicit = args.iter();
        let dims = grid.iter().filter(|&&g| g > 1).count().max(1) as u16;
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
                "hidden_private_base" => {
                    put(&((hsakit_emu_rdna4::PRIVATE_APERTURE >> 32) as u32).to_le_bytes())
                }
                "hidden_shared_base" => {
                    put(&((hsakit_emu_rdna4::SHARED_APERTURE >> 32) as u32).to_le_bytes())
                }
                _ => {}
            }
        }
        assert!(explicit.next().is_none(), "too many arguments for {kernel}");
        let kr = self
            .rt
            .regions()
            .iter()
            .position(|r| r.kind == RegionKind::Kernarg)
            .expect("kernarg region");
        let kp = self.rt.allocate(kr, ka.len() as u64).expect("kernarg");
        self.rt.host_view().write_bytes(kp, &ka).expect("kernarg");
        let done = self.rt.signal_create(1).expect("signal");
        let packet = DispatchPacket {
            header: KERNEL_DISPATCH_ACQ_REL_SYSTEM,
            dimensions: dims as u8,
            workgroup_size: wg,
            grid_size: grid,
            private_segment_size: private,
            group_segment_size: group,
            kernel_object: object,
            kernarg_address: kp,
            completion_signal: done.handle(),
        };
        let q = &self.queue;
        q.publish(q.add_write_index(1, Ordering::AcqRel), packet.encode());
        for _ in 0..1200 {
            let s = done.wait(
                Condition::Eq,
                0,
                Some(Duration::from_millis(100)),
                WaitHint::Blocked,
                Ordering::Acquire,
            );
            if s == 0 {
                return Ok(());
            }
            if let Some(f) = q.fault() {
                return Err(f);
            }
        }
        panic!("{v} {kernel}: neither completion nor fault within 120 s");
    }
}

fn each_variant(f: impl Fn(&Rig)) {
    for v in VARIANTS {
        f(&Rig::new(v));
    }
}

fn le32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn le64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn dwords(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
        .collect()
}

/// Deterministic pseudo-random numbers (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[test]
fn arith_i32() {
    let n = 200u32;
    let mut r = Rng(17);
    let a: Vec<u32> = (0..n)
        .map(|i| match i % 11 {
            0 => 0x8000_0000,
            1 => 0,
            _ => r.next() as u32,
        })
        .collect();
    let b: Vec<u32> = (0..n)
        .map(|i| match i % 7 {
            0 => 0,
            1 => u32::MAX,
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
    each_variant(|s| {
        let out = s.buf(&vec![0u8; n as usize * 64]);
        let (pa, pb) = (s.buf(&le32(&a)), s.buf(&le32(&b)));
        let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
        s.run("arith_i32", [n, 1, 1], [64, 1, 1], &args);
        let got = words(&s.read(out, n as usize * 64));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let (i, f) = (k / 16, k % 16);
            assert_eq!(
                g, w,
                "{}: item {i} field {f}: {:#x} {:#x}",
                s.variant, a[i], b[i]
            );
        }
    });
}

#[test]
fn arith_i64() {
    let n = 150u32;
    let mut r = Rng(23);
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
        .map(|i| match i % 17 {
            0 => 0,
            1 => u64::MAX,
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
    each_variant(|s| {
        let out = s.buf(&vec![0u8; n as usize * 64]);
        let (pa, pb) = (s.buf(&le64(&a)), s.buf(&le64(&b)));
        let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
        s.run("arith_i64", [n, 1, 1], [32, 1, 1], &args);
        let got = dwords(&s.read(out, n as usize * 64));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "{}: item {} field {}", s.variant, k / 8, k % 8);
        }
    });
}

#[test]
fn bitops() {
    let n = 100u32;
    let mut r = Rng(4);
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
                x ^ 0x0f0f_0f0f,
                x.reverse_bits(),
                u64::from(x).wrapping_mul(0x1_0000_0003).count_ones()
                    + u64::from(x).leading_zeros(),
            ]
        })
        .collect();
    each_variant(|s| {
        let out = s.buf(&vec![0u8; n as usize * 32]);
        let pa = s.buf(&le32(&a));
        s.run(
            "bitops",
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
        );
        let got = words(&s.read(out, n as usize * 32));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let (i, f) = (k / 8, k % 8);
            assert_eq!(g, w, "{}: item {i} field {f} x={:#x}", s.variant, a[i]);
        }
    });
}

fn f32_inputs(n: usize, seed: u64) -> Vec<f32> {
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
fn ulps32(a: f32, b: f32) -> u64 {
    (i64::from(a.to_bits()) - i64::from(b.to_bits())).unsigned_abs()
}

#[test]
fn arith_f32() {
    let n = 120usize;
    let a = f32_inputs(n, 6);
    let b: Vec<f32> = f32_inputs(n, 10).into_iter().rev().collect();
    each_variant(|s| {
        let v = s.variant;
        let out = s.buf(&vec![0u8; n * 48]);
        let pa = s.buf(&le32(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
        let pb = s.buf(&le32(&b.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
        let args = [
            Arg::Buf(out),
            Arg::Buf(pa),
            Arg::Buf(pb),
            Arg::U32(n as u32),
        ];
        s.run("arith_f32", [n as u32, 1, 1], [64, 1, 1], &args);
        let got: Vec<f32> = words(&s.read(out, n * 48))
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
                let zero_ok = false;
                assert!(
                    g.to_bits() == w.to_bits() || zero_ok,
                    "{v}: item {i} field {k}: {g:e} vs {w:e} (x={x:e}, y={y:e})"
                );
            }
            // Without device libraries clang expands `/` and sqrt into V_RCP_F32 / V_RSQ_F32 /
            // V_SQRT_F32 sequences whose accuracy OpenCL bounds at 2.5 ulp (division) and 3 ulp
            // (sqrt), not correctly rounded; we accept 2 ulp of the correctly rounded result.
            let d = got[i * 12 + 9];
            let q = x / y;
            assert!(
                (q.is_infinite() && d == q) || (q.is_nan() && d.is_nan()) || ulps32(d, q) <= 2,
                "{v}: item {i}: {x:e}/{y:e} = {d:e}, want {q:e}"
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
    });
}

#[test]
fn arith_f64() {
    let n = 100usize;
    let a: Vec<f64> = f32_inputs(n, 22)
        .into_iter()
        .enumerate()
        .map(|(i, x)| f64::from(x) * (1.0 + i as f64 * 1e-9))
        .collect();
    let b: Vec<f64> = f32_inputs(n, 24)
        .into_iter()
        .rev()
        .map(|x| f64::from(x) / 3.0)
        .collect();
    each_variant(|s| {
        let v = s.variant;
        let out = s.buf(&vec![0u8; n * 80]);
        let pa = s.buf(&le64(&a.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
        let pb = s.buf(&le64(&b.iter().map(|x| x.to_bits()).collect::<Vec<_>>()));
        let args = [
            Arg::Buf(out),
            Arg::Buf(pa),
            Arg::Buf(pb),
            Arg::U32(n as u32),
        ];
        s.run("arith_f64", [n as u32, 1, 1], [64, 1, 1], &args);
        let got: Vec<f64> = dwords(&s.read(out, n * 80))
            .into_iter()
            .map(f64::from_bits)
            .collect();
        for i in 0..n {
            let (x, y) = (a[i], b[i]);
            // Division and sqrt are correctly rounded in double precision (clang's
            // V_DIV_SCALE/FMAS/FIXUP and Newton sequences), so every field is bit-exact except
            // for the sign of a zero result (x/y with x = ±0 divides by y of either sign) and
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
    });
}

/// binary16 → binary32, exact (every binary16 value is a binary32 value).
fn f16_to_f32(h: u16) -> f32 {
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
fn f64_to_f16(x: f64) -> u16 {
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

#[test]
fn f16_reference_conversions() {
    // Hand-checked binary16 encodings: 1.0, -2.0, 65504 (max), 2^-24 (min subnormal),
    // 1 + 2^-11 ties to even (1.0), 1 + 3·2^-11 ties up, 65520 overflows.
    assert_eq!(f64_to_f16(1.0), 0x3c00);
    assert_eq!(f64_to_f16(-2.0), 0xc000);
    assert_eq!(f64_to_f16(65504.0), 0x7bff);
    assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
    assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
    assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    assert_eq!(f64_to_f16(65520.0), 0x7c00);
    assert_eq!(f16_to_f32(0x3555), 0.333_251_95);
}

#[test]
fn arith_f16() {
    let n = 80usize;
    let a: Vec<u16> = f32_inputs(n, 32)
        .into_iter()
        .map(|x| f64_to_f16(f64::from(x) / 8.0))
        .collect();
    let b: Vec<u16> = f32_inputs(n, 38)
        .into_iter()
        .rev()
        .map(|x| f64_to_f16(f64::from(x) / 16.0))
        .collect();
    each_variant(|s| {
        let v = s.variant;
        let out = s.buf(&vec![0u8; n * 12]);
        let pa = s.buf(&a.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>());
        let pb = s.buf(&b.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>());
        let args = [
            Arg::Buf(out),
            Arg::Buf(pa),
            Arg::Buf(pb),
            Arg::U32(n as u32),
        ];
        s.run("arith_f16", [n as u32, 1, 1], [32, 1, 1], &args);
        let got: Vec<u16> = s
            .read(out, n * 12)
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
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
                // Field 5 (x * 3.0f): clang-19 at -O0 emits v_fma_mixlo_f16 x, 3.0, 0, whose
                // result for x = -0 is +0 (-0 + +0 rounds to +0); either zero is accepted there.
                let zero_ok = k == 5 && g & 0x7fff == 0 && *w & 0x7fff == 0;
                assert!(
                    g == *w || zero_ok,
                    "{v}: item {i} field {k}: {g:#06x} vs {w:#06x} (x={x}, y={y})"
                );
            }
        }
    });
}

#[test]
fn divergent() {
    let n = 300u32;
    let mut r = Rng(98);
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
    each_variant(|s| {
        let out = s.buf(&vec![0u8; n as usize * 8]);
        let pa = s.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
        s.run(
            "divergent",
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
        );
        let got = words(&s.read(out, n as usize * 8));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "{}: item {} field {}", s.variant, k / 2, k % 2);
        }
    });
}

#[test]
fn lds_reverse() {
    let n = 256u32;
    let a: Vec<u32> = (0..n).map(|i| i * 11 + 5).collect();
    each_variant(|s| {
        let out = s.buf(&vec![0u8; n as usize * 4]);
        let pa = s.buf(&le32(&a));
        s.run(
            "lds_reverse",
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa)],
        );
        let got = words(&s.read(out, n as usize * 4));
        for g in 0..n as usize {
            let (base, l) = (g - g % 64, g % 64);
            let w = a[base + 63 - l] * 2 + a[base + (l + 1) % 64];
            assert_eq!(got[g], w, "{}: item {g}", s.variant);
        }
    });
}

#[test]
fn atomics() {
    // 1000 items in groups of 128: the last group is partial.
    let n = 1000u32;
    let mut r = Rng(6);
    let a: Vec<u32> = (0..n).map(|_| r.next() as u32).collect();
    each_variant(|s| {
        let v = s.variant;
        let counters = s.buf(&[0u8; 24]);
        let mm = s.buf(&le32(&[i32::MIN as u32, i32::MAX as u32]));
        let hist = s.buf(&[0u8; 64]);
        let pa = s.buf(&le32(&a));
        let args = [
            Arg::Buf(counters),
            Arg::Buf(mm),
            Arg::Buf(hist),
            Arg::Buf(pa),
            Arg::U32(n),
        ];
        s.run("atomics", [n, 1, 1], [128, 1, 1], &args);
        let c = words(&s.read(counters, 24));
        let m = words(&s.read(mm, 8));
        let h = words(&s.read(hist, 64));
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
    });
}

#[test]
fn grid3d_partial_groups() {
    each_variant(|s| {
        for (dims, wg) in [
            ([37u32, 19, 1], [8u16, 4, 1]),
            ([13, 7, 5], [4, 4, 2]),
            ([70, 3, 2], [64, 1, 1]),
        ] {
            let total = (dims[0] * dims[1] * dims[2]) as usize;
            let out = s.buf(&vec![0xff; total * 4]);
            let args = [
                Arg::Buf(out),
                Arg::U32(dims[0]),
                Arg::U32(dims[1]),
                Arg::U32(dims[2]),
            ];
            s.run("grid3d", dims, wg, &args);
            let got = words(&s.read(out, total * 4));
            for z in 0..dims[2] {
                for y in 0..dims[1] {
                    for x in 0..dims[0] {
                        let c = [x, y, z];
                        let g: [u32; 3] = std::array::from_fn(|k| c[k] / u32::from(wg[k]));
                        let l: [u32; 3] = std::array::from_fn(|k| c[k] % u32::from(wg[k]));
                        // LLVM 19's __builtin_amdgcn_workgroup_size_* reads hidden_group_size:
                        // the full size, also in a partial group.
                        let sz: [u32; 3] = std::array::from_fn(|k| u32::from(wg[k]));
                        let want = (g[0] << 24)
                            ^ (g[1] << 16)
                            ^ (g[2] << 8)
                            ^ (l[0] + 3 * l[1] + 7 * l[2])
                            ^ (sz[0] * 1000 + sz[1] * 100 + sz[2]);
                        let idx = ((z * dims[1] + y) * dims[0] + x) as usize;
                        assert_eq!(got[idx], want, "{}: {dims:?}/{wg:?} at {c:?}", s.variant);
                    }
                }
            }
        }
    });
}

#[test]
fn reduce() {
    let n = 1000u32;
    let a: Vec<i32> = (0..n as i32).map(|i| (i * 41) % 103 - 51).collect();
    each_variant(|s| {
        let groups = n.div_ceil(128) as usize;
        let out = s.buf(&vec![0; groups * 4]);
        let pa = s.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
        s.run(
            "reduce",
            [n, 1, 1],
            [128, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
        );
        let got = words(&s.read(out, groups * 4));
        for (g, chunk) in a.chunks(128).enumerate() {
            let want = chunk.iter().sum::<i32>();
            assert_eq!(got[g] as i32, want, "{}: group {g}", s.variant);
        }
    });
}

#[test]
fn scan() {
    let n = 320u32;
    let a: Vec<i32> = (0..n as i32).map(|i| (i * 13) % 29 - 9).collect();
    each_variant(|s| {
        let out = s.buf(&vec![0; n as usize * 4]);
        let pa = s.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
        s.run(
            "scan",
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa)],
        );
        let got = words(&s.read(out, n as usize * 4));
        for (g, chunk) in a.chunks(64).enumerate() {
            let mut sum = 0;
            for (l, x) in chunk.iter().enumerate() {
                sum += x;
                let i = g * 64 + l;
                assert_eq!(got[i] as i32, sum, "{}: item {i}", s.variant);
            }
        }
    });
}

#[test]
fn spill_to_scratch() {
    let n = 70u32;
    let a: Vec<i32> = (0..n as i32).map(|i| i * 7907 - 300).collect();
    each_variant(|s| {
        let out = s.buf(&vec![0; n as usize * 4]);
        let pa = s.buf(&le32(&a.iter().map(|&x| x as u32).collect::<Vec<_>>()));
        s.run(
            "spill",
            [n, 1, 1],
            [32, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa), Arg::U32(n)],
        );
        let got = words(&s.read(out, n as usize * 4));
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
            assert_eq!(got[i] as i32, acc, "{}: item {i}", s.variant);
        }
    });
}

/// Float exceptions per TRAP_CTRL: the descriptor of `fmul` (tests/kernels/rdna4/excp.cl)
/// enables invalid-operation and overflow (rsrc2 bits 24 and 27 → TRAP_CTRL 0x9). Ordinary
/// products complete; one lane overflowing (1e30 · 1e30) or computing 0 · ∞ stops the dispatch
/// with an exception error on the queue naming the exception.
#[test]
fn enabled_fp_exception_stops_the_dispatch() {
    let n = 64u32;
    for v in EXCP_VARIANTS {
        let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 3.0).collect();
        let b: Vec<f32> = (0..n).map(|i| 1.0 + i as f32).collect();
        let bits = |x: &[f32]| le32(&x.iter().map(|f| f.to_bits()).collect::<Vec<_>>());
        let s = Rig::new(v);
        let out = s.buf(&vec![0; n as usize * 4]);
        let (pa, pb) = (s.buf(&bits(&a)), s.buf(&bits(&b)));
        let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
        s.run("fmul", [n, 1, 1], [32, 1, 1], &args);
        let got = words(&s.read(out, n as usize * 4));
        for i in 0..n as usize {
            // Products of these small values are exact or correctly rounded: bit-exact.
            assert_eq!(got[i], (a[i] * b[i]).to_bits(), "{v}: item {i}");
        }
        for (lane, x, y, name) in [
            (41usize, 1e30f32, 1e30f32, "overflow"),
            (3, 0.0, f32::INFINITY, "invalid"),
        ] {
            let s = Rig::new(v);
            let (mut a2, mut b2) = (a.clone(), b.clone());
            a2[lane] = x;
            b2[lane] = y;
            let out = s.buf(&vec![0; n as usize * 4]);
            let (pa, pb) = (s.buf(&bits(&a2)), s.buf(&bits(&b2)));
            let args = [Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)];
            let f = s
                .try_run("fmul", [n, 1, 1], [32, 1, 1], &args)
                .expect_err("the exception must stop the dispatch");
            match &f.kind {
                QueueFaultKind::Dispatch(DispatchError::Exception(m)) => {
                    let want = format!("floating-point exception ({name})");
                    assert!(m.contains(&want), "{v}: {m}");
                    assert!(m.contains("TRAP_CTRL 0x9"), "{v}: {m}");
                }
                other => panic!("{v}: expected an exception fault, got {other:?}"),
            }
        }
    }
}
