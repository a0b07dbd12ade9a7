//! Buffer addressing for the VBUFFER instructions (MUBUF `BUFFER_*` and MTBUF `TBUFFER_*`
//! loads, stores and atomics): the V# fields of seed Table 57 (L4568–4589), linear and
//! swizzled addresses (§9.4, L4418–4525), and the range checks of Table 56 (L4436–4458).
//!
//! - Index = (IDXEN ? VGPR index : 0) + (ADD_TID_ENABLE ? lane id : 0) (L4516; V# bit 119).
//! - Stride = V# stride × stride scale (1, 4, 8, 32; L4573, L4581).
//! - Linear (SWIZZLE_ENABLE = 0): `base + soffset + ioffset + stride × index + voffset`
//!   (L4461–4486).
//! - Swizzled (SWIZZLE_ENABLE = 1: 4-byte elements, 3: 16-byte elements; L4574):
//!   `total = (voffset + ioffset + soffset) mod 2^32`, then
//!   `(index / IS × stride + total / ES × ES) × IS + index % IS × ES + total % ES` added to the
//!   base, IS being the index stride 8/16/32/64 (L4582) and ES the element size (L4516–4523).
//!   Dwords after the first of a multi-dword access follow the first linearly (L4530).
//!   SWIZZLE_ENABLE = 2 is reserved; the emulator addresses such a buffer linearly
//!   (docs/errata.md E-EMU-RDNA4-11).
//! - Out of range (Table 56, by OOB_SELECT, V# bits 125:124), with `offset` = voffset + ioffset
//!   and `payload` the bytes checked: 0: index ≥ NUM_RECORDS or offset + payload > stride;
//!   1: index ≥ NUM_RECORDS; 2: NUM_RECORDS = 0; 3: as 0 when swizzled with a non-zero stride,
//!   else offset + payload > NUM_RECORDS − soffset (L4452 "num_records is reduced by
//!   sgpr_offset"). Format instructions and atomics are checked as one piece (L4456);
//!   B64/B96/B128 loads and stores dword by dword (L4436, L4457).
//! - Unbound resource (L4590–4594): data format 0 (INVALID); for the untyped `BUFFER_*`
//!   instructions only while ADD_TID_ENABLE is 0. Loads read 0, stores and atomics do nothing.

use crate::exec::scalar_src;
use crate::mem::Target;
use crate::program::{Inst, Src, Sz};
use crate::wave::Wave;

/// The V# fields the buffer instructions use (seed Table 57, L4568–4589).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Vsharp {
    /// Base address, bits 47:0.
    pub base: u64,
    /// Stride in bytes after the stride scale (bits 61:48 × bits 115:114).
    pub stride: u64,
    /// SWIZZLE_ENABLE, bits 63:62.
    pub swizzle: u8,
    /// NUM_RECORDS, bits 95:64.
    pub num_records: u64,
    /// DST_SEL x, y, z, w (bits 98:96 … 107:105).
    pub dst_sel: [u8; 4],
    /// Data format, bits 113:108.
    pub format: u8,
    /// Index stride in indices (8, 16, 32, 64 from bits 118:117).
    pub index_stride: u64,
    /// ADD_TID_ENABLE, bit 119.
    pub add_tid: bool,
    /// OOB_SELECT, bits 125:124.
    pub oob_select: u8,
}

impl Vsharp {
    /// Reads the four dwords of a V#.
    pub(crate) fn from_words(d: [u32; 4]) -> Vsharp {
        let scale = [1u64, 4, 8, 32][((d[3] >> 18) & 3) as usize];
        let sel = |k: u32| ((d[3] >> (3 * k)) & 7) as u8;
        Vsharp {
            base: u64::from(d[0]) | (u64::from(d[1] & 0xFFFF) << 32),
            stride: u64::from((d[1] >> 16) & 0x3FFF) * scale,
            swizzle: (d[1] >> 30) as u8,
            num_records: u64::from(d[2]),
            dst_sel: [sel(0), sel(1), sel(2), sel(3)],
            format: ((d[3] >> 12) & 0x3F) as u8,
            index_stride: 8 << ((d[3] >> 21) & 3),
            add_tid: (d[3] >> 23) & 1 != 0,
            oob_select: ((d[3] >> 28) & 3) as u8,
        }
    }

    /// The V# in SGPRs `r`..`r + 3` (registers past s127 read 0).
    pub(crate) fn read(w: &Wave, r: usize) -> Vsharp {
        let g = |k: usize| w.s.get(r + k).copied().unwrap_or(0);
        Vsharp::from_words([g(0), g(1), g(2), g(3)])
    }

    /// Element size of a swizzled buffer (None when addressed linearly).
    pub(crate) fn element_size(&self) -> Option<u64> {
        match self.swizzle {
            1 => Some(4),
            3 => Some(16),
            _ => None,
        }
    }
}

/// One lane's address inputs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct LaneAddr {
    /// VGPR index (0 without IDXEN).
    pub vindex: u32,
    /// VGPR offset (0 without OFFEN).
    pub voffset: u32,
    /// SGPR offset (SOFFSET; 0 for NULL).
    pub soffset: u32,
    /// Instruction offset (IOFFSET, 24 bits).
    pub ioffset: u32,
    /// Lane id within the wave (thread_id[5:0]).
    pub lane: u32,
}

impl Vsharp {
    /// The record index of a lane (L4516).
    fn index(&self, a: &LaneAddr) -> u64 {
        u64::from(a.vindex)
            + if self.add_tid {
                u64::from(a.lane & 63)
            } else {
                0
            }
    }

    /// Whether `payload` bytes at `extra` bytes past the lane's offset are out of range
    /// (Table 56).
    pub(crate) fn out_of_range(&self, a: &LaneAddr, extra: u64, payload: u64) -> bool {
        let index = self.index(a);
        let end = u64::from(a.voffset) + u64::from(a.ioffset) + extra + payload;
        let num = self.num_records;
        let structured = index >= num || end > self.stride;
        match self.oob_select {
            0 => structured,
            1 => index >= num,
            2 => num == 0,
            _ if self.swizzle != 0 && self.stride != 0 => structured,
            _ => end > num.saturating_sub(u64::from(a.soffset)),
        }
    }

    /// The address of the lane's first byte (L4461–4486 linear, L4516–4523 swizzled).
    pub(crate) fn address(&self, a: &LaneAddr) -> u64 {
        let index = self.index(a);
        match self.element_size() {
            None => self
                .base
                .wrapping_add(u64::from(a.soffset))
                .wrapping_add(u64::from(a.ioffset))
                .wrapping_add(self.stride.wrapping_mul(index))
                .wrapping_add(u64::from(a.voffset)),
            Some(es) => {
                let total = u64::from(a.voffset.wrapping_add(a.ioffset).wrapping_add(a.soffset));
                let is = self.index_stride;
                let off = (index / is)
                    .wrapping_mul(self.stride)
                    .wrapping_add(total / es * es)
                    .wrapping_mul(is)
                    .wrapping_add(index % is * es)
                    .wrapping_add(total % es);
                self.base.wrapping_add(off)
            }
        }
    }
}

/// The address inputs of lane `l` of a VBUFFER instruction.
pub(crate) fn lane_addr(w: &Wave, i: &Inst, l: usize) -> LaneAddr {
    let mut k = usize::from(i.vaddr);
    let mut a = LaneAddr {
        soffset: match i.src[0] {
            Src::S(124) => 0,
            s => scalar_src(w, s, Sz::U32, false) as u32,
        },
        ioffset: (i.imm as u32) & 0xFF_FFFF,
        lane: l as u32,
        ..LaneAddr::default()
    };
    if i.mflags & 1 != 0 {
        a.vindex = w.vr(k, l);
        k += 1;
    }
    if i.mflags & 2 != 0 {
        a.voffset = w.vr(k, l);
    }
    a
}

/// Where lane `l` of a VBUFFER instruction moving `bytes` bytes goes. B64/B96/B128 loads and
/// stores are range-checked dword by dword; format instructions and atomics as a whole.
pub(crate) fn target(w: &Wave, i: &Inst, l: usize, bytes: u32) -> Target {
    let v = Vsharp::read(w, usize::from(i.saddr));
    let name = i.name();
    let untyped = !name.starts_with('T');
    let per_dword = !name.contains("FORMAT") && !name.contains("ATOMIC");
    if untyped && v.format == 0 && !v.add_tid {
        return Target::Nothing;
    }
    let a = lane_addr(w, i, l);
    let addr = v.address(&a);
    if per_dword && bytes > 4 {
        let mut mask = 0u8;
        for k in 0..bytes.div_ceil(4) {
            if !v.out_of_range(&a, u64::from(4 * k), 4) {
                mask |= 1 << k;
            }
        }
        let all = (1u8 << bytes.div_ceil(4)) - 1;
        return match mask {
            0 => Target::Nothing,
            m if m == all => Target::Global(addr),
            m => Target::Dwords(addr, m),
        };
    }
    if v.out_of_range(&a, 0, u64::from(bytes)) {
        Target::Nothing
    } else {
        Target::Global(addr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_of_a_vsharp() {
        // base 0x1234_5678_9ABC, stride 3 × 32, swizzle 3; num 7; dst_sel 4,5,6,7; format 42;
        // stride scale 3 (bits 115:114 = word3 19:18); index stride 2 → 32; add_tid; OOB 3.
        let d3 = 4 | (5 << 3) | (6 << 6) | (7 << 9) | (42 << 12) | (3 << 18) | (2 << 21);
        let v = Vsharp::from_words([
            0x5678_9ABC,
            0x1234 | (3 << 16) | (3 << 30),
            7,
            d3 | (1 << 23) | (3 << 28),
        ]);
        assert_eq!(
            v,
            Vsharp {
                base: 0x1234_5678_9ABC,
                stride: 96,
                swizzle: 3,
                num_records: 7,
                dst_sel: [4, 5, 6, 7],
                format: 42,
                index_stride: 32,
                add_tid: true,
                oob_select: 3,
            }
        );
    }
}
