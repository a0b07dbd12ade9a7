//! Sparse WMMA, `V_SWMMAC_*` (seed §7.12, L3526–3843; ch16 L17551–17800), against a host
//! reference written here from the seed's definition: a 4:2-sparse A (16 × K, two of every four
//! K-consecutive elements zero), a dense B (K × 16), C = the old D; D = A·B + C computed with
//! plain loops, on small integers whose products and sums are exact in every format involved.
//!
//! Layout derived from the seed (written independently of the emulator's code):
//! - packed A (16 × K/2) is placed by the dense A tables "applied on the pre-expanded matrix
//!   data" (L3611): 16-bit wave32 lane {c[2], r}, VGPR {c[3], c[1]}, half c[0] (the L3709–3742
//!   example); wave64 lane {c[3:2], r}, VGPR c[1]; 8-bit wave32 lane {c[3], r}, VGPR c[2], byte
//!   c[1:0]; wave64 lane {c[2], c[3], r}; 4-bit 16 × 16 lane {c[3], r}, nibble c[2:0]; 4-bit
//!   16 × 32 wave32 lane {c[4], r}, VGPR c[3]; wave64 lane {c[3], c[4], r} (L3621–3637);
//! - B by the same tables with row and column exchanged (L3638–3651); K past the table's rows
//!   goes to the next consecutive VGPR group (L3820);
//! - index: the group of expanded columns 4g..4g+3 stores idx0 (bits 1:0) and idx1 (bits 3:2)
//!   at the nibble whose number is the group's place among the lane's packed A elements in
//!   (VGPR, position) order ("arranged … the same way that columns are arranged in the
//!   A-matrix", L3818); the lane holds one set of 2 bits per packed element, OPSEL (LLVM
//!   `index_key`) picks the set (L3822); expansion per L3824–3841;
//! - C/D: `VGPR[(row / 8) * 16 + col][row % 8]` (wave32), `VGPR[(row / 4) % 2 * 32 +
//!   (row / 8) * 16 + col][row % 4]` (wave64), 16-bit results two per VGPR (L3754–3773).
//!
//! Encodings from `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (and
//! `-mattr=+wavefrontsize64`), all with D = v0, A = v8, B = v12, index = v20:
//! `v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20` =
//! `[0x00,0x40,0x50,0xcc,0x08,0x19,0x52,0x1c]`; `index_key:1` sets byte 1 to 0x48,
//! `index_key:3` (wave64) to 0x58; `neg_lo:[1,1,0]` sets byte 7 to 0x7c; `neg_hi:[0,1,0]` byte 1
//! to 0x42; `clamp` byte 1 to 0xc0; byte 2 is 0x50 + (opcode − 80).

use hsakit_emu_rdna4::run_raw;

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];

#[derive(Clone, Copy, PartialEq)]
enum Ty {
    F16,
    Bf16,
    Fp8,
    Bf8,
    I8,
    U4,
    I4,
}

impl Ty {
    fn bits(self) -> usize {
        match self {
            Ty::F16 | Ty::Bf16 => 16,
            Ty::Fp8 | Ty::Bf8 | Ty::I8 => 8,
            Ty::U4 | Ty::I4 => 4,
        }
    }

    /// The encoding of a small integer, by hand: binary16 1/2/3/4 = 3C00/4000/4200/4400,
    /// bfloat16 = the top half of binary32 (3F80/4000/4040/4080), E4M3 38/40/44/48, E5M2
    /// 3C/40/42/44, sign in the top bit; integers two's complement.
    fn enc(self, v: i32) -> u32 {
        let m = v.unsigned_abs() as usize;
        let s = u32::from(v < 0);
        let tab = |t: [u32; 5], sign: u32| t[m] | (s * sign);
        match self {
            Ty::F16 => tab([0, 0x3C00, 0x4000, 0x4200, 0x4400], 0x8000),
            Ty::Bf16 => tab([0, 0x3F80, 0x4000, 0x4040, 0x4080], 0x8000),
            Ty::Fp8 => tab([0, 0x38, 0x40, 0x44, 0x48], 0x80),
            Ty::Bf8 => tab([0, 0x3C, 0x40, 0x42, 0x44], 0x80),
            Ty::I8 => v as u8 as u32,
            Ty::U4 | Ty::I4 => (v as u32) & 15,
        }
    }

    fn value(self, seed: usize) -> i32 {
        match self {
            Ty::U4 => (seed % 16) as i32,
            Ty::I8 => (seed % 200) as i32 - 100,
            Ty::I4 => (seed % 16) as i32 - 8,
            _ => (seed % 9) as i32 - 4,
        }
    }
}

/// (lane, VGPR, position) of element (r, c) of a matrix with rows striped within a lane (A:
/// row m / column k; B: column n / row k), `kcols` = 16 or 32 columns (the seed's tables).
fn place(r: usize, c: usize, bits: usize, kcols: usize, w64: bool) -> (usize, usize, usize) {
    let b = |i: usize| (c >> i) & 1;
    match (bits, kcols, w64) {
        (16, 16, false) => ((b(2) << 4) | r, (b(3) << 1) | b(1), b(0)),
        (16, 16, true) => ((((c >> 2) & 3) << 4) | r, b(1), b(0)),
        (8, 16, false) => ((b(3) << 4) | r, b(2), c & 3),
        (8, 16, true) => ((b(2) << 5) | (b(3) << 4) | r, 0, c & 3),
        (4, 16, _) => ((b(3) << 4) | r, 0, c & 7),
        (4, 32, false) => ((b(4) << 4) | r, b(3), c & 7),
        (4, 32, true) => ((b(3) << 5) | (b(4) << 4) | r, 0, c & 7),
        _ => unreachable!(),
    }
}

struct Case {
    op: u8,
    a: Ty,
    b: Ty,
    /// 0 = f32, 1 = f16, 2 = bf16, 3 = i32.
    cd: u8,
    k: usize,
    w64: bool,
    key: u32,
    /// VOP3P NEG (IU: signedness).
    neg: u8,
    neg_hi: u8,
    clamp: bool,
    regs: (usize, usize),
}

fn run(cs: &Case) {
    let lanes = if cs.w64 { 64 } else { 32 };
    let pk = cs.k / 2;
    let bits = cs.a.bits();
    let per = 32 / bits;
    // Logical matrices. The sparse A: row m, group g keeps positions (i0, i1), i0 < i1.
    let pairs = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let a_packed = |m: usize, p: usize| cs.a.value(m * 7 + p * 3 + 1);
    let pair = |m: usize, g: usize| pairs[(m * 5 + g) % 6];
    let mut a = vec![[0i64; 64]; 16];
    for (m, row) in a.iter_mut().enumerate() {
        for g in 0..cs.k / 4 {
            let (i0, i1) = pair(m, g);
            row[4 * g + i0] = i64::from(a_packed(m, 2 * g));
            row[4 * g + i1] = i64::from(a_packed(m, 2 * g + 1));
        }
    }
    let bv = |k: usize, n: usize| cs.b.value(k * 5 + n * 11 + 2);
    let cv = |m: usize, n: usize| (m * 16 + n) as i64 - 100;
    // Modifiers: NEG/NEG_HI negate A (src0) / B (src1) low / high halves for 16-bit floats;
    // NEG[0]/NEG[1] mark IU A/B signed (L3579–3581).
    let float16 = matches!(cs.a, Ty::F16 | Ty::Bf16);
    let int = matches!(cs.a, Ty::I8 | Ty::U4 | Ty::I4);
    let a_eff = |m: usize, k: usize| -> i64 {
        let v = a[m][k];
        // Expanded column k came from packed column 2·(k/4) + (0 or 1): its half is the
        // packed column's parity.
        let (i0, _) = pair(m, k / 4);
        let hi = k % 4 != i0;
        let mut v = if int && cs.neg & 1 == 0 {
            v & ((1 << bits) - 1)
        } else {
            v
        };
        if float16 && ((!hi && cs.neg & 1 != 0) || (hi && cs.neg_hi & 1 != 0)) {
            v = -v;
        }
        v
    };
    let b_eff = |k: usize, n: usize| -> i64 {
        let mut v = i64::from(bv(k, n));
        if int && cs.neg & 2 == 0 {
            v &= (1 << cs.b.bits()) - 1;
        }
        if float16
            && ((k.is_multiple_of(2) && cs.neg & 2 != 0) || (k % 2 == 1 && cs.neg_hi & 2 != 0))
        {
            v = -v;
        }
        v
    };

    // Registers.
    let (ra, rb) = cs.regs;
    let mut va = vec![vec![0u32; lanes]; ra];
    for m in 0..16 {
        for p in 0..pk {
            let (l, v, pos) = place(m, p, bits, pk, cs.w64);
            va[v][l] |= cs.a.enc(a_packed(m, p)) << (pos * bits);
        }
    }
    let kt = if cs.b.bits() == 4 { 32 } else { 16 };
    let group = rb / (cs.k / kt);
    let mut vb = vec![vec![0u32; lanes]; rb];
    for k in 0..cs.k {
        for n in 0..16 {
            let (l, v, pos) = place(n, k % kt, cs.b.bits(), kt, cs.w64);
            vb[v + (k / kt) * group][l] |= cs.b.enc(bv(k, n)) << (pos * cs.b.bits());
        }
    }
    // Index VGPR: every set filled with 0xE (idx0 = 2, idx1 = 3) first, the selected one
    // overwritten.
    let set_bits = 2 * 16 * pk
        / if cs.w64 && !(bits == 4 && cs.k == 32) {
            64
        } else {
            32
        };
    let mut vi = vec![0xEEEE_EEEEu32; lanes];
    for m in 0..16 {
        for g in 0..cs.k / 4 {
            let (l, v, pos) = place(m, 2 * g, bits, pk, cs.w64);
            let j = (v * per + pos) / 2;
            let (i0, i1) = pair(m, g);
            let sh = cs.key as usize * set_bits + 4 * j;
            vi[l] = (vi[l] & !(15 << sh)) | (((i1 << 2) | i0) as u32) << sh;
        }
    }
    // C in D's registers.
    let c32 = cs.cd == 0 || cs.cd == 3;
    let at = |m: usize, n: usize| -> (usize, usize, usize) {
        let lane = if cs.w64 {
            (m / 4) % 2 * 32 + (m / 8) * 16 + n
        } else {
            (m / 8) * 16 + n
        };
        let r = if cs.w64 { m % 4 } else { m % 8 };
        if c32 {
            (lane, r, 0)
        } else {
            (lane, r / 2, r % 2)
        }
    };
    let dregs = if c32 {
        16 * 16 / lanes
    } else {
        16 * 16 / lanes / 2
    };
    let enc_c = |x: i64| -> u32 {
        match cs.cd {
            0 => (x as f32).to_bits(),
            1 => u32::from(f16_bits(x as f32)),
            2 => bf16_bits(x as f32),
            _ => x as i32 as u32,
        }
    };
    let mut vd = vec![vec![0u32; lanes]; dregs];
    for m in 0..16 {
        for n in 0..16 {
            let (l, r, h) = at(m, n);
            vd[r][l] |= enc_c(cv(m, n)) << (16 * h);
        }
    }
    let mut init: Vec<(u8, Vec<u32>)> = Vec::new();
    for (k, r) in vd.into_iter().enumerate() {
        init.push((k as u8, r));
    }
    for (k, r) in va.into_iter().enumerate() {
        init.push((8 + k as u8, r));
    }
    for (k, r) in vb.into_iter().enumerate() {
        init.push((12 + k as u8, r));
    }
    init.push((20, vi));
    let mut code = vec![
        0x00,
        0x40 | ((cs.key as u8) << 3) | cs.neg_hi | if cs.clamp { 0x80 } else { 0 },
        0x50 + cs.op - 80,
        0xcc,
        0x08,
        0x19,
        0x52,
        0x1c | (cs.neg << 5),
    ];
    code.extend_from_slice(&ENDPGM);
    let st = run_raw(&code, cs.w64, &[], &init).expect("runs");
    for m in 0..16 {
        for n in 0..16 {
            let dot: i64 = (0..cs.k).map(|k| a_eff(m, k) * b_eff(k, n)).sum();
            let mut want = cv(m, n) + dot;
            if cs.clamp {
                want = want.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
            }
            let (l, r, h) = at(m, n);
            let got = (st.vgprs[r][l] >> (16 * h)) & if c32 { u32::MAX } else { 0xFFFF };
            assert_eq!(
                got,
                enc_c(want),
                "op {} wave64={} key={} D[{m}][{n}] want {want}",
                cs.op,
                cs.w64,
                cs.key
            );
        }
    }
}

/// bfloat16 of a binary32, rounded to nearest even (the low 16 bits decide).
fn bf16_bits(x: f32) -> u32 {
    let b = x.to_bits();
    (b + 0x7FFF + ((b >> 16) & 1)) >> 16
}

/// binary16 of an integer |x| ≤ 2048 (exact): sign, exponent 15 + e, 10 fraction bits.
fn f16_bits(x: f32) -> u16 {
    if x == 0.0 {
        return 0;
    }
    let s = if x < 0.0 { 0x8000 } else { 0 };
    let a = x.abs() as u32;
    let e = 31 - a.leading_zeros();
    let frac = (a << (10 - e)) & 0x3FF;
    s | (((15 + e) << 10) | frac) as u16
}

fn case(op: u8, a: Ty, b: Ty, cd: u8, k: usize, w64: bool, regs: (usize, usize)) -> Case {
    Case {
        op,
        a,
        b,
        cd,
        k,
        w64,
        key: 0,
        neg: 0,
        neg_hi: 0,
        clamp: false,
        regs,
    }
}

#[test]
fn f32_f16_both_wave_sizes_every_index_set() {
    for key in 0..2 {
        run(&Case {
            key,
            ..case(80, Ty::F16, Ty::F16, 0, 32, false, (4, 8))
        });
    }
    for key in 0..4 {
        run(&Case {
            key,
            ..case(80, Ty::F16, Ty::F16, 0, 32, true, (2, 4))
        });
    }
}

#[test]
fn f16_negations() {
    for w64 in [false, true] {
        let regs = if w64 { (2, 4) } else { (4, 8) };
        run(&Case {
            neg: 1,
            neg_hi: 2,
            ..case(80, Ty::F16, Ty::F16, 0, 32, w64, regs)
        });
    }
}

#[test]
fn bf16_and_16_bit_results() {
    for w64 in [false, true] {
        let regs = if w64 { (2, 4) } else { (4, 8) };
        run(&case(81, Ty::Bf16, Ty::Bf16, 0, 32, w64, regs));
        run(&case(82, Ty::F16, Ty::F16, 1, 32, w64, regs));
        run(&Case {
            key: 1,
            ..case(83, Ty::Bf16, Ty::Bf16, 2, 32, w64, regs)
        });
    }
}

#[test]
fn iu8_signed_unsigned_and_clamp() {
    for w64 in [false, true] {
        let regs = if w64 { (1, 2) } else { (2, 4) };
        run(&case(84, Ty::I8, Ty::I8, 3, 32, w64, regs));
        run(&Case {
            neg: 3,
            key: 1,
            ..case(84, Ty::I8, Ty::I8, 3, 32, w64, regs)
        });
        run(&Case {
            neg: 1,
            clamp: true,
            ..case(84, Ty::I8, Ty::I8, 3, 32, w64, regs)
        });
    }
}

#[test]
fn iu4_k32_and_k64() {
    for w64 in [false, true] {
        run(&case(
            85,
            Ty::U4,
            Ty::U4,
            3,
            32,
            w64,
            (1, if w64 { 1 } else { 2 }),
        ));
        run(&Case {
            neg: 3,
            key: 1,
            ..case(85, Ty::I4, Ty::I4, 3, 32, w64, (1, if w64 { 1 } else { 2 }))
        });
        let regs = if w64 { (1, 2) } else { (2, 4) };
        run(&case(86, Ty::U4, Ty::U4, 3, 64, w64, regs));
        if w64 {
            run(&Case {
                neg: 2,
                key: 1,
                ..case(86, Ty::U4, Ty::I4, 3, 64, w64, regs)
            });
        }
    }
}

#[test]
fn fp8_bf8_mixes() {
    for w64 in [false, true] {
        let regs = if w64 { (1, 2) } else { (2, 4) };
        run(&case(87, Ty::Fp8, Ty::Fp8, 0, 32, w64, regs));
        run(&case(88, Ty::Fp8, Ty::Bf8, 0, 32, w64, regs));
        run(&case(89, Ty::Bf8, Ty::Fp8, 0, 32, w64, regs));
        run(&Case {
            key: 1,
            ..case(90, Ty::Bf8, Ty::Bf8, 0, 32, w64, regs)
        });
    }
}
