//! Dense WMMA (seed §7.12): matrices of small integers, whose products and sums are exact in
//! every format involved, so the expected D = A·B + C is computed here exactly and compared
//! bit for bit. Operands are placed with the seed's own examples: the wave32 16-bit A table
//! (L3707–3741: lane l holds row l % 16; V0..V3 hold columns {0,1}, {2,3}, {8,9}, {10,11}, plus
//! 4 for lanes 16–31), B the same with rows and columns exchanged ("the opposite manner",
//! L3598), and the C/D maps `matrix[row][col] -> VGPR[(row / 8) * 16 + col][row % 8]` (wave32)
//! and `VGPR[(row / 4) % 2 * 32 + (row / 8) * 16 + col][row % 4]` (wave64), L3760–3785.
//! Encodings from `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied below).

use hsakit_emu_rdna4::run_raw;

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];

fn a_val(m: usize, k: usize) -> i32 {
    ((m * 3 + k * 5) % 9) as i32 - 4
}
fn b_val(k: usize, n: usize) -> i32 {
    ((k * 7 + n * 2) % 5) as i32 - 2
}
fn c_val(m: usize, n: usize) -> f32 {
    (m * 16 + n) as f32 * 0.25 - 20.0
}

/// binary16 of a small integer (|v| <= 4), by hand: 1 = 0x3C00, 2 = 0x4000, 3 = 0x4200,
/// 4 = 0x4400.
fn f16_of(v: i32) -> u32 {
    let mag = match v.unsigned_abs() {
        0 => 0,
        1 => 0x3C00,
        2 => 0x4000,
        3 => 0x4200,
        4 => 0x4400,
        _ => unreachable!(),
    };
    if v < 0 { mag | 0x8000 } else { mag }
}

/// Registers (4 for wave32, 2 for wave64) of a 16×16 16-bit matrix whose element (r, c) is
/// `f(r, c)` with r the lane's row (A: row m; B: column n) and c along the dword (A: column k;
/// B: row k). Wave32 from the seed's table; wave64 from the L3604 row: lane {c[3:2], r},
/// VGPR c[1], half c[0].
fn pack16(w64: bool, f: impl Fn(usize, usize) -> u32) -> Vec<Vec<u32>> {
    let lanes = if w64 { 64 } else { 32 };
    let regs = if w64 { 2 } else { 4 };
    let cols32 = [[0, 1], [2, 3], [8, 9], [10, 11]];
    (0..regs)
        .map(|v| {
            (0..lanes)
                .map(|l| {
                    let r = l % 16;
                    let col = |h: usize| {
                        if w64 {
                            (l / 16) * 4 + v * 2 + h
                        } else {
                            cols32[v][h] + 4 * (l / 16)
                        }
                    };
                    f(r, col(0)) | (f(r, col(1)) << 16)
                })
                .collect()
        })
        .collect()
}

/// The lane and VGPR of C/D element (m, n), 32-bit (the seed's maps).
fn cd_at(w64: bool, m: usize, n: usize) -> (usize, usize) {
    if w64 {
        ((m / 4) % 2 * 32 + (m / 8) * 16 + n, m % 4)
    } else {
        ((m / 8) * 16 + n, m % 8)
    }
}

#[test]
fn wmma_f32_16x16x16_f16_wave32_and_wave64() {
    // v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[4:7], v[8:15] (wave32) — the same bytes
    // encode v[16:19], v[0:1], v[4:5], v[8:11] in wave64.
    let mut code = vec![0x10, 0x40, 0x40, 0xcc, 0x00, 0x09, 0x22, 0x1c];
    code.extend_from_slice(&ENDPGM);
    for w64 in [false, true] {
        let lanes = if w64 { 64 } else { 32 };
        let a = pack16(w64, |m, k| f16_of(a_val(m, k)));
        let b = pack16(w64, |n, k| f16_of(b_val(k, n)));
        let cregs = if w64 { 4 } else { 8 };
        let mut c = vec![vec![0u32; lanes]; cregs];
        for m in 0..16 {
            for n in 0..16 {
                let (l, v) = cd_at(w64, m, n);
                c[v][l] = c_val(m, n).to_bits();
            }
        }
        let mut init = Vec::new();
        for (k, r) in a.into_iter().enumerate() {
            init.push((k as u8, r));
        }
        for (k, r) in b.into_iter().enumerate() {
            init.push((4 + k as u8, r));
        }
        for (k, r) in c.into_iter().enumerate() {
            init.push((8 + k as u8, r));
        }
        let st = run_raw(&code, w64, &[], &init).expect("runs");
        for m in 0..16 {
            for n in 0..16 {
                let dot: i32 = (0..16).map(|k| a_val(m, k) * b_val(k, n)).sum();
                let want = c_val(m, n) + dot as f32;
                let (l, v) = cd_at(w64, m, n);
                assert_eq!(
                    f32::from_bits(st.vgprs[16 + v][l]),
                    want,
                    "wave64={w64} D[{m}][{n}]"
                );
            }
        }
    }
}

#[test]
fn wmma_i32_16x16x16_iu8_signed() {
    // v_wmma_i32_16x16x16_iu8 v[24:31], v[32:33], v[34:35], v[8:15] neg_lo:[1,1,0]
    // (NEG[0], NEG[1] = A and B signed, L3578). 8-bit wave32 placement (L3610–3612):
    // A lane {k[3], m}, VGPR k[2], byte k[1:0]; B lane {k[3], n}, VGPR k[2], byte k[1:0].
    let mut code = vec![0x18, 0x40, 0x44, 0xcc, 0x20, 0x45, 0x22, 0x7c];
    code.extend_from_slice(&ENDPGM);
    let pack8 = |f: &dyn Fn(usize, usize) -> i32| -> Vec<Vec<u32>> {
        (0..2)
            .map(|v| {
                (0..32)
                    .map(|l| {
                        (0..4)
                            .map(|byte| {
                                let k = (l / 16) * 8 + v * 4 + byte;
                                (f(l % 16, k) as u8 as u32) << (8 * byte)
                            })
                            .sum()
                    })
                    .collect()
            })
            .collect()
    };
    // Larger signed 8-bit values: A in -120..=120, B in -100..=100.
    let a8 = |m: usize, k: usize| a_val(m, k) * 30;
    let b8 = |k: usize, n: usize| b_val(k, n) * 50;
    let a = pack8(&|m, k| a8(m, k));
    let b = pack8(&|n, k| b8(k, n));
    let mut c = vec![vec![0u32; 32]; 8];
    for m in 0..16 {
        for n in 0..16 {
            let (l, v) = cd_at(false, m, n);
            c[v][l] = (m as i32 * 1000 - n as i32 * 77) as u32;
        }
    }
    let mut init = vec![
        (32, a[0].clone()),
        (33, a[1].clone()),
        (34, b[0].clone()),
        (35, b[1].clone()),
    ];
    for (k, r) in c.into_iter().enumerate() {
        init.push((8 + k as u8, r));
    }
    let st = run_raw(&code, false, &[], &init).expect("runs");
    for m in 0..16 {
        for n in 0..16 {
            let dot: i32 = (0..16).map(|k| a8(m, k) * b8(k, n)).sum();
            let want = m as i32 * 1000 - n as i32 * 77 + dot;
            let (l, v) = cd_at(false, m, n);
            assert_eq!(st.vgprs[24 + v][l] as i32, want, "D[{m}][{n}]");
        }
    }
}
