//! Vendor-extension instructions: the AMD extensions `amd:gcn` and `amd:mipmap` as `HSAILasm`
//! implements them.
//!
//! The seed reserves opcodes 0x8000–0xFFFF for vendors (L17687) and names vendor instructions
//! `vendor_ext_op` (L14700–L14750) but defines none. The table ([`OPS`], generated from
//! `data/hsail/vendor.toml`) records, per instruction, what `HSAILasm`'s BRIG shows: opcode
//! value, format, stored type and operand types. Mnemonics whose vendor prefix names another
//! extension stay an "unsupported extension" error.

mod generated;

use crate::brig::consts::ty;
pub use generated::{OPS, QUERIES, SEGMENTS};

/// How a vendor mnemonic is read and which BRIG format it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// BASIC format; the mnemonic is the name and a type (or no type, see
    /// [`VendorOp::implicit`]).
    Basic,
    /// BASIC, or MOD with modifier `ftz` (round 0, pack 0) when `_ftz` is written.
    BasicFtz,
    /// The modifier grammar and format of the core opcode [`VendorOp::like`].
    Like,
    /// ADDR format with segment `region`, which the mnemonic does not spell.
    Addr,
}

/// One vendor instruction.
#[derive(Clone, Copy, Debug)]
pub struct VendorOp {
    /// BRIG opcode value (0x8000 or more).
    pub value: u16,
    /// Mnemonic prefix, e.g. `amd_gcn_madu`.
    pub name: &'static str,
    /// The `extension` directive that enables it.
    pub extension: &'static str,
    /// Grammar and format.
    pub kind: Kind,
    /// For [`Kind::Like`], the core opcode whose grammar, format and printing apply.
    pub like: u16,
    /// The type suffixes allowed (empty: none).
    pub types: &'static [&'static str],
    /// The stored type when the mnemonic has no type suffix.
    pub implicit: &'static str,
    /// Per operand: `T` (instruction type), `C` (coordinate type), `img`, `addr`, `v4` or a
    /// type name.
    pub operands: &'static [&'static str],
    /// Per operand, what it may be (`kinds` of `data/hsail/vendor.toml`), when known.
    pub(crate) kinds: Option<&'static [crate::valid::kinds::Kind]>,
}

/// A segment or image-query value a vendor extension adds.
#[derive(Clone, Copy, Debug)]
pub struct VendorValue {
    /// Text name.
    pub name: &'static str,
    /// BRIG value.
    pub value: u8,
    /// The extension that adds it.
    pub extension: &'static str,
}

/// The vendor instruction with this opcode value.
pub fn by_opcode(opcode: u16) -> Option<&'static VendorOp> {
    // Core opcodes (below 0x8000, L17687) are never vendor ones; most lookups stop here.
    if opcode < 0x8000 {
        return None;
    }
    OPS.binary_search_by_key(&opcode, |o| o.value)
        .ok()
        .and_then(|i| OPS.get(i))
}

/// The vendor instruction whose name is the longest prefix of the `_`-separated mnemonic
/// parts, and how many parts the name takes.
pub fn by_parts(parts: &[&str]) -> Option<(&'static VendorOp, usize)> {
    (2..=parts.len().min(4)).rev().find_map(|k| {
        let mut name = String::new();
        for (j, p) in parts.iter().take(k).enumerate() {
            if j > 0 {
                name.push('_');
            }
            name.push_str(p);
        }
        OPS.iter().find(|o| o.name == name).map(|o| (o, k))
    })
}

/// The core opcode whose grammar and printing a vendor opcode follows ([`Kind::Like`]).
pub fn like(opcode: u16) -> Option<u16> {
    by_opcode(opcode)
        .filter(|o| o.kind == Kind::Like)
        .map(|o| o.like)
}

/// Whether the disassembler prints the instruction type.
pub fn prints_type(opcode: u16) -> bool {
    by_opcode(opcode).is_none_or(|o| o.implicit.is_empty())
}

/// Whether the disassembler prints the segment of an ADDR-format instruction.
pub fn prints_segment(opcode: u16) -> bool {
    by_opcode(opcode).is_none_or(|o| o.kind != Kind::Addr)
}

/// The stored type of an instruction written without a type suffix.
pub fn implicit_type(op: &VendorOp) -> u16 {
    ty::parse(op.implicit).unwrap_or(ty::NONE)
}

/// The type of operand `idx` (immediates take it; registers must have its size).
pub fn operand_type(op: &VendorOp, idx: usize, ity: u16, src: u16) -> u16 {
    match op.operands.get(idx).copied() {
        Some("C") => src,
        Some("T" | "img" | "addr" | "v4") | None => ity,
        Some(t) => ty::parse(t).unwrap_or(ity),
    }
}

/// The name of a vendor segment value.
pub fn segment_name(value: u8) -> Option<&'static str> {
    SEGMENTS.iter().find(|s| s.value == value).map(|s| s.name)
}

/// The name of a vendor image-query value.
pub fn query_name(value: u8) -> Option<&'static str> {
    QUERIES.iter().find(|s| s.value == value).map(|s| s.name)
}

/// Whether an `extension` name is one this crate implements vendor instructions for.
pub fn is_known_extension(name: &str) -> bool {
    OPS.iter().any(|o| o.extension == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_name_wins() {
        let parts = ["amd", "gcn", "atomic", "consume", "u32"];
        let (op, n) = by_parts(&parts).expect("known");
        assert_eq!((op.value, n), (0x8017, 4));
        let parts = ["amd", "gcn", "atomic", "add", "group", "rlx", "wave", "f32"];
        let (op, n) = by_parts(&parts).expect("known");
        assert_eq!((op.value, n), (0x800c, 3));
        assert!(by_parts(&["xyz", "max3", "f32"]).is_none());
    }

    #[test]
    fn opcodes_match_hsailasm_brig() {
        // Values read from the HSAILasm-written corpus BRIG (amd_gcn-full-large.brig).
        assert_eq!(by_opcode(0x8000).map(|o| o.name), Some("amd_gcn_madu"));
        assert_eq!(
            by_opcode(0x801e).map(|o| o.name),
            Some("amd_gcn_divrelaxednarrow")
        );
        assert_eq!(
            by_opcode(0x8023).map(|o| o.name),
            Some("amd_mipmap_queryimage")
        );
        assert_eq!(segment_name(128), Some("region"));
        assert_eq!(query_name(6), Some("nummiplevels"));
        assert!(!prints_type(0x8000) && prints_type(0x8002));
    }
}
