//! Sparse wave matrix multiply-accumulate, `V_SWMMAC_*` (seed §7.12, L3526–3843; ch16 VOP3P
//! opcodes 80–90, L17551–17800): D = A (sparse 16 × K) × B (K × 16) + D, with SRC2 the sparse
//! index VGPR and VDST both C and D (Table 42, L3664–3673). EXEC is ignored as for WMMA.
//!
//! Layout, as derived from the seed (the dense placement code is [`crate::wmma`]'s):
//! - Packed A (16 × K/2) is placed like a dense A of that size: "for sparse matrices this
//!   procedure is applied on the pre-expanded matrix data" (L3611). Packed K/2 = 16 uses the
//!   16 × 16 tables, K/2 = 32 (IU4, K = 64) the 16 × 32 table (L3621–3637); the VGPR counts
//!   agree with Table 43 (L3675–3697).
//! - B (K × 16) is dense. Where the seed has no K × 16 table for the element size (16 and 8
//!   bits at K = 32, 4 bits at K = 64), rows past the table's K go to "the next consecutive
//!   group of VGPRs" (L3820): B row k is row k mod K₀ of the table, VGPR offset
//!   (k / K₀) × (VGPRs of one K₀ × 16 matrix).
//! - Index data (L3814–3841): each group of four expanded columns 4g..4g+3 holds packed columns
//!   2g, 2g+1 (same lane), and two 2-bit indices. "Index bits are arranged in the VGPR in the
//!   same way that columns are arranged in the A-matrix" (L3818): the g-th group in a lane's
//!   packed A order (VGPR, then position) has its index pair at bits 4j+3..4j of that lane's
//!   index set. A set is 2 bits per packed element a lane holds; OPSEL selects the set ("2 sets
//!   … OPSEL[0]", "4 sets for wave64 … OPSEL[1:0]", L3822). This agrees with the L3831
//!   pseudocode's `idxFirstBit` for 8-bit data and wave64 16-bit data; for wave32 16-bit data
//!   the pseudocode's `col[3:2]` would give two groups of one lane the same bits, and for
//!   wave64 4-bit data it would give 8-bit sets where a lane holds 16 bits of indices
//!   (docs/errata.md E-EMU-RDNA4-8; llvm-mc-19 accepts `index_key` 0–1 there, i.e. two sets).
//! - Expansion follows the L3824–3841 pseudocode literally, including its priorities for
//!   indices that break the `Idx0 < Idx1` rule (idx0 wins; idx0 = 3 and idx1 = 0 select
//!   nothing).

use crate::exec::{Env, Stop};
use crate::program::Inst;
use crate::wave::Wave;
use crate::wmma::{Ab, Cd, MAX_K, Mat, Shape, ab_element, ab_place, cd_place, dword, scalars};

/// Where the B rows of a K × 16 matrix live: the K₀ of the seed table used and the number of
/// VGPRs of one K₀ × 16 group.
fn b_table(bits: u32, w64: bool) -> (usize, usize) {
    let k0 = if bits == 4 { 32 } else { 16 };
    let lanes = if w64 { 64 } else { 32 };
    (k0, (k0 * 16 * bits as usize) / (32 * lanes))
}

/// Bits of index data one lane holds (2 per packed A element it holds), K = expanded K.
fn index_bits(bits: u32, k: usize, w64: bool) -> u32 {
    // Packed 16 × 16 IU4 uses lanes 0..31 only in wave64 (L3628 "{0, col[3], row[3:0]}", Table 43 "A=0.5", L3687).
    let used = if w64 && !(bits == 4 && k == 32) {
        64
    } else {
        32
    };
    (2 * 16 * (k / 2) / used) as u32
}

/// Runs one SWMMAC.
pub(crate) fn swmmac(w: &mut Wave, i: &Inst, s: Shape) {
    let w64 = w.lanes == 64;
    let sc = scalars(w, i, 3);
    let bits = s.a.bits();
    let pk = s.k / 2;
    let per_dword = (32 / bits) as usize;
    let ib = index_bits(bits, s.k, w64);
    let sets = (32 / ib).max(1);
    let key = u32::from(i.hi) % sets;
    let mut a: Mat = [[0f64; MAX_K]; 16];
    for (m, row) in a.iter_mut().enumerate() {
        for g in 0..s.k / 4 {
            let (lane, off, pos) = ab_place(m, 2 * g, bits, pk, w64);
            let j = (off * per_dword + pos) / 2;
            let idx = dword(w, i, 2, &sc[2], lane, 0) >> (key * ib) >> (4 * j);
            let (i0, i1) = (idx & 3, (idx >> 2) & 3);
            let v0 = ab_element(w, i, 0, &sc[0], s.a, (m, 2 * g, pk, 0));
            let v1 = ab_element(w, i, 0, &sc[0], s.a, (m, 2 * g + 1, pk, 0));
            row[4 * g] = if i0 == 0 { v0 } else { 0.0 };
            for p in 1..3 {
                row[4 * g + p as usize] = if i0 == p {
                    v0
                } else if i1 == p {
                    v1
                } else {
                    0.0
                };
            }
            row[4 * g + 3] = if i1 == 3 { v1 } else { 0.0 };
        }
    }
    let (k0, group) = b_table(s.b.bits(), w64);
    let mut b: Mat = [[0f64; MAX_K]; 16];
    for (n, col) in b.iter_mut().enumerate() {
        for (k, x) in col.iter_mut().enumerate().take(s.k) {
            *x = ab_element(w, i, 1, &sc[1], s.b, (n, k % k0, k0, (k / k0) * group));
        }
    }
    let c32 = matches!(s.cd, Cd::F32 | Cd::I32);
    let mut c = [[0u32; 16]; 16];
    let d = usize::from(i.vdst);
    for (m, row) in c.iter_mut().enumerate() {
        for (n, o) in row.iter_mut().enumerate() {
            let (lane, off, pos) = cd_place(m, n, c32, w64);
            let cw = w.vr(d + off, lane);
            *o = if c32 { cw } else { (cw >> (16 * pos)) & 0xFFFF };
        }
    }
    crate::wmma::multiply_accumulate(w, i, s, &a, &b, &c, (false, false));
}

macro_rules! swmmac_handler {
    ($name:ident, $a:ident, $b:ident, $cd:ident, $k:expr) => {
        fn $name(w: &mut Wave, i: &Inst, _e: &mut Env<'_>) -> Result<(), Stop> {
            swmmac(w, i, Shape::new(Ab::$a, Ab::$b, Cd::$cd, $k));
            Ok(())
        }
    };
}

swmmac_handler!(h_f32_f16, F16, F16, F32, 32);
swmmac_handler!(h_f32_bf16, Bf16, Bf16, F32, 32);
swmmac_handler!(h_f16_f16, F16, F16, F16, 32);
swmmac_handler!(h_bf16_bf16, Bf16, Bf16, Bf16, 32);
swmmac_handler!(h_i32_iu8, Iu8, Iu8, I32, 32);
swmmac_handler!(h_i32_iu4, Iu4, Iu4, I32, 32);
swmmac_handler!(h_i32_iu4_k64, Iu4, Iu4, I32, 64);
swmmac_handler!(h_f32_fp8_fp8, Fp8, Fp8, F32, 32);
swmmac_handler!(h_f32_fp8_bf8, Fp8, Bf8, F32, 32);
swmmac_handler!(h_f32_bf8_fp8, Bf8, Fp8, F32, 32);
swmmac_handler!(h_f32_bf8_bf8, Bf8, Bf8, F32, 32);

/// The handler of a `V_SWMMAC_*` opcode name (ch15 VOP3P table, L7519–7530).
pub(crate) fn handler(name: &str) -> Option<crate::exec::Handler> {
    Some(match name {
        "V_SWMMAC_F32_16X16X32_F16" => h_f32_f16,
        "V_SWMMAC_F32_16X16X32_BF16" => h_f32_bf16,
        "V_SWMMAC_F16_16X16X32_F16" => h_f16_f16,
        "V_SWMMAC_BF16_16X16X32_BF16" => h_bf16_bf16,
        "V_SWMMAC_I32_16X16X32_IU8" => h_i32_iu8,
        "V_SWMMAC_I32_16X16X32_IU4" => h_i32_iu4,
        "V_SWMMAC_I32_16X16X64_IU4" => h_i32_iu4_k64,
        "V_SWMMAC_F32_16X16X32_FP8_FP8" => h_f32_fp8_fp8,
        "V_SWMMAC_F32_16X16X32_FP8_BF8" => h_f32_fp8_bf8,
        "V_SWMMAC_F32_16X16X32_BF8_FP8" => h_f32_bf8_fp8,
        "V_SWMMAC_F32_16X16X32_BF8_BF8" => h_f32_bf8_bf8,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_sets_match_llvm_index_key_ranges() {
        // llvm-mc-19 accepts index_key 0–1 for 16-bit/8-bit/IU4-K32 in wave32, none for IU4-K64
        // in wave32, 0–3 for 16-bit in wave64 and 0–1 for both IU4 forms in wave64.
        assert_eq!(32 / index_bits(16, 32, false), 2);
        assert_eq!(32 / index_bits(8, 32, false), 2);
        assert_eq!(32 / index_bits(4, 32, false), 2);
        assert_eq!(32 / index_bits(4, 64, false), 1);
        assert_eq!(32 / index_bits(16, 32, true), 4);
        assert_eq!(32 / index_bits(8, 32, true), 4);
        assert_eq!(32 / index_bits(4, 32, true), 2);
        assert_eq!(32 / index_bits(4, 64, true), 2);
    }

    #[test]
    fn index_nibbles_are_distinct_per_lane() {
        // Every group of four expanded columns gets its own nibble within its lane's set.
        for (bits, k, w64) in [
            (16, 32, false),
            (16, 32, true),
            (8, 32, false),
            (8, 32, true),
            (4, 32, false),
            (4, 32, true),
            (4, 64, false),
            (4, 64, true),
        ] {
            let per_dword = (32 / bits) as usize;
            let mut seen = std::collections::HashSet::new();
            for m in 0..16 {
                for g in 0..k / 4 {
                    let (lane, off, pos) = ab_place(m, 2 * g, bits, k / 2, w64);
                    let j = (off * per_dword + pos) / 2;
                    assert!(4 * j as u32 + 4 <= index_bits(bits, k, w64));
                    assert!(seen.insert((lane, j)), "{bits} {k} {w64}");
                }
            }
        }
    }
}
