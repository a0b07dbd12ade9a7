//! The OpenCL suite (tests/kernels/rdna4/suite.cl) on every code-object variant (gfx1201 and
//! gfx1200, wave32 and wave64, -O0 and -O2), in strict mode, against host references.

mod common;
use common::*;

fn check_all(f: impl Fn(&str)) {
    for v in VARIANTS {
        f(v);
    }
}

#[test]
fn arith_i32() {
    let n = 200u32;
    let mut r = Rng(7);
    let a: Vec<u32> = (0..n)
        .map(|i| {
            if i % 9 == 0 {
                0x8000_0000
            } else {
                r.next() as u32
            }
        })
        .collect();
    let b: Vec<u32> = (0..n)
        .map(|i| {
            if i % 7 == 0 {
                0
            } else if i % 5 == 0 {
                u32::MAX
            } else {
                (r.next() as u32) >> (i % 20)
            }
        })
        .collect();
    let want: Vec<u32> = (0..n as usize)
        .flat_map(|i| {
            let (x, y) = (a[i] as i32, b[i] as i32);
            let o3 = if y != 0 { x.wrapping_div(y) } else { 7 };
            let o4 = if y != 0 { x.wrapping_rem(y) } else { 9 };
            [
                x.wrapping_add(y),
                x.wrapping_sub(y),
                x.wrapping_mul(y),
                o3,
                o4,
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
            .map(|v| v as u32)
        })
        .collect();
    check_all(|v| {
        let rig = Rig::new();
        let out = rig.buf(&vec![0u8; n as usize * 64]);
        let pa = rig.buf(&bytes_of_u32(&a));
        let pb = rig.buf(&bytes_of_u32(&b));
        rig.run(
            v,
            "arith_i32",
            [n, 1, 1],
            [64, 1, 1],
            &[Arg::Buf(out), Arg::Buf(pa), Arg::Buf(pb), Arg::U32(n)],
        )
        .unwrap_or_else(|e| panic!("{v}: {e}"));
        let got = words(&rig.read(out, n as usize * 64));
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(
                g,
                w,
                "{v}: item {} field {}: a={:#x} b={:#x}",
                k / 16,
                k % 16,
                a[k / 16],
                b[k / 16]
            );
        }
    });
}
