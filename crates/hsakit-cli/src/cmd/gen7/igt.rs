//! The exact line layout igt and intel-gen4disasm write for a native instruction,
//! `{ 0x%08x, 0x%08x, 0x%08x, 0x%08x },` and a newline, read straight into a 128-bit word.
//!
//! The word is assembled in registers: reading it back from a byte array written dword by
//! dword would stall on store forwarding (a wide load right after narrow stores), which cost
//! about a fifth of `gen7 disasm`'s time on such listings. Any other line goes to
//! `hsakit_gen7::input`, which reads every layout (and reports errors).

/// Bytes of one line in the exact layout, newline included.
pub const LINE: usize = 52;

/// The layout's fixed bytes (`0` where a hex digit goes) and which bytes are fixed.
const TEMPLATE: &[u8; LINE] = b"{ 0x00000000, 0x00000000, 0x00000000, 0x00000000 },\n";
const FIXED: [u8; LINE] = {
    let mut m = [0xffu8; LINE];
    let mut k = 0;
    while k < 4 {
        let mut d = 0;
        while d < 8 {
            m[4 + 12 * k + d] = 0;
            d += 1;
        }
        k += 1;
    }
    m
};

/// The instruction word of a line in the exact layout (dword 0 in the low 32 bits), or `None`
/// when the line has any other layout or a digit is not hexadecimal.
#[inline]
pub fn word(line: &[u8]) -> Option<u128> {
    let line: &[u8; LINE] = line.get(..LINE)?.try_into().ok()?;
    let mut diff = 0u8;
    for k in 0..LINE {
        diff |= (line[k] ^ TEMPLATE[k]) & FIXED[k];
    }
    if diff != 0 {
        return None;
    }
    let dword = |k: usize| {
        let at = 4 + 12 * k;
        let mut digits = [0u8; 8];
        digits.copy_from_slice(&line[at..at + 8]);
        hex8(u64::from_be_bytes(digits))
    };
    // One branch for all four dwords.
    let ((d0, b0), (d1, b1), (d2, b2), (d3, b3)) = (dword(0), dword(1), dword(2), dword(3));
    if b0 | b1 | b2 | b3 != 0 {
        return None;
    }
    let lo = u64::from(d0) | u64::from(d1) << 32;
    let hi = u64::from(d2) | u64::from(d3) << 32;
    Some(u128::from(lo) | u128::from(hi) << 64)
}

/// The value of eight ASCII hex digits packed in `v` (the first digit in the top byte) and a
/// word that is not zero when some byte is not a hex digit (either case; the value is then
/// meaningless).
///
/// For bytes below 0x80, adding `0x80 - k` to each byte sets its top bit exactly when the byte
/// is at least `k`, and never carries into the next byte (a byte at or above 0x80 makes the
/// word bad by itself).
#[inline(always)]
fn hex8(v: u64) -> (u32, u64) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const TOPS: u64 = ONES * 0x80;
    let at_least = |x: u64, k: u64| x.wrapping_add(ONES * (0x80 - k)) & TOPS;
    let digit = at_least(v, u64::from(b'0')) & !at_least(v, u64::from(b'9') + 1);
    // Setting bit 5 maps `A`-`F` onto `a`-`f` and no other byte into that range.
    let folded = v | (ONES * 0x20);
    let letter = at_least(folded, u64::from(b'a')) & !at_least(folded, u64::from(b'f') + 1);
    let bad = (v & TOPS) | ((digit | letter) ^ TOPS);
    // Nibble values, one per byte, then packed pairwise: 8 -> 4 -> 2 -> 1 lanes.
    let nib = (v & (ONES * 0x0f)) + (letter >> 7) * 9;
    let x = (nib | nib >> 4) & 0x00ff_00ff_00ff_00ff;
    let x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    ((x | x >> 16) as u32, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_exact_layout() {
        let l = b"{ 0x00600001, 0x206e0fe8, 0xDEADbeef, 0x00000000 },\n";
        assert_eq!(
            word(l),
            Some(0x0000_0000_dead_beef_206e_0fe8_0060_0001_u128)
        );
        // Longer input: only the first line counts.
        let mut two = l.to_vec();
        two.extend_from_slice(b"garbage");
        assert_eq!(word(&two), word(l));
    }

    #[test]
    fn rejects_other_layouts() {
        let good = *b"{ 0x00600001, 0x206e0fe8, 0x00000000, 0x00000000 },\n";
        assert!(word(&good).is_some());
        assert_eq!(word(&good[..LINE - 1]), None);
        // Every fixed byte changed, and every digit made a non-digit, is refused.
        for k in 0..LINE {
            let mut l = good;
            l[k] = if FIXED[k] != 0 { b'#' } else { b'g' };
            assert_eq!(word(&l), None, "byte {k}");
        }
        assert_eq!(
            word(b"{ 0X00600001, 0x206e0fe8, 0x00000000, 0x00000000 },\n"),
            None
        );
        assert_eq!(
            word(b"{ 0x00600001, 0x206e0fe8, 0x00000000, 0x00000000 }\r\n"),
            None
        );
    }

    /// `hex8` against `u32::from_str_radix` for every byte value in every position (the other
    /// digits valid) and a sweep of words in both cases.
    #[test]
    fn hex8_matches_from_str_radix() {
        let reference = |d: &[u8; 8]| {
            let t = std::str::from_utf8(d).ok()?;
            if t.bytes().all(|b| b.is_ascii_hexdigit()) {
                u32::from_str_radix(t, 16).ok()
            } else {
                None
            }
        };
        let base = *b"09afAF3c";
        for pos in 0..8 {
            for b in 0..=255u8 {
                let mut d = base;
                d[pos] = b;
                let (value, bad) = hex8(u64::from_be_bytes(d));
                let ours = (bad == 0).then_some(value);
                assert_eq!(ours, reference(&d), "{d:?}");
            }
        }
        let mut x = 0x0123_4567u32;
        for _ in 0..10_000 {
            x = x.wrapping_mul(0x9e37_79b9).wrapping_add(0x7f4a_7c15);
            for t in [format!("{x:08x}"), format!("{x:08X}")] {
                let d: [u8; 8] = t.into_bytes().try_into().unwrap();
                assert_eq!(hex8(u64::from_be_bytes(d)), (x, 0));
            }
        }
    }
}
