//! Table row types and lookups over the generated tables (`generated.rs`, from
//! `data/gen7/*.toml`).

use crate::generated;
use crate::inst::Type;

/// A bit field of the native (128-bit) or compact (64-bit) instruction, bits `hi..=lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// Most significant bit.
    pub hi: u32,
    /// Least significant bit.
    pub lo: u32,
}

impl Field {
    /// The field `hi..=lo`.
    pub const fn new(hi: u32, lo: u32) -> Self {
        Field { hi, lo }
    }

    /// The width in bits.
    pub const fn width(self) -> u32 {
        self.hi - self.lo + 1
    }

    /// The mask of the field's value (not shifted).
    pub const fn mask(self) -> u128 {
        if self.width() >= 128 {
            u128::MAX
        } else {
            (1u128 << self.width()) - 1
        }
    }

    /// Reads the field from an instruction word.
    pub const fn get(self, w: u128) -> u32 {
        ((w >> self.lo) & self.mask()) as u32
    }

    /// Writes the field into a word whose bits of this field are still 0, as an OR (the value
    /// is truncated to the field's width): the same word as [`Field::set`] then, without
    /// clearing the old bits first. The encoder builds each instruction from a zero word and
    /// writes every field at most once.
    #[inline]
    pub fn or(self, w: &mut u128, v: u32) {
        if self.hi < 128 && self.hi / 64 == self.lo / 64 && self.width() <= 32 {
            // Within one 64-bit half: 64-bit shifts instead of 128-bit ones.
            let sh = self.lo % 64;
            let part = (u64::from(v) << sh) & (((1u64 << self.width()) - 1) << sh);
            if self.lo >= 64 {
                *w |= u128::from(part) << 64;
            } else {
                *w |= u128::from(part);
            }
            return;
        }
        *w |= (u128::from(v) << self.lo) & (self.mask() << self.lo);
    }

    /// Writes the field (the value is truncated to the field's width).
    #[inline]
    pub fn set(self, w: &mut u128, v: u32) {
        if self.hi < 128 && self.hi / 64 == self.lo / 64 && self.width() <= 32 {
            // Within one 64-bit half: 64-bit shifts instead of 128-bit ones.
            let sh = self.lo % 64;
            let m = ((1u64 << self.width()) - 1) << sh;
            let part = (u64::from(v) << sh) & m;
            if self.lo >= 64 {
                let hi = ((*w >> 64) as u64 & !m) | part;
                *w = (*w & u128::from(u64::MAX)) | u128::from(hi) << 64;
            } else {
                let lo = (*w as u64 & !m) | part;
                *w = (*w & !u128::from(u64::MAX)) | u128::from(lo);
            }
            return;
        }
        let m = self.mask() << self.lo;
        *w = (*w & !m) | ((u128::from(v) << self.lo) & m);
    }
}

/// The operand syntax and encoding form of an opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpClass {
    /// One register source (native 1/2-source format).
    Alu1,
    /// Two sources.
    Alu2,
    /// Three sources (3-source format).
    Alu3,
    /// Extended math (function control in CondModifier).
    Math,
    /// `send`/`sendc` (SFID in CondModifier, descriptor in DW3).
    Send,
    /// Flow control with JIP (and UIP).
    Jump,
    /// `jmpi`.
    Jmpi,
    /// `wait`.
    Wait,
    /// No operands (`nop`, `illegal`).
    Nop,
}

/// The implicit src0 of a jump instruction, as Mesa's assembler encodes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JumpSrc0 {
    /// `null` with the full region (`<8,8,1>`, or `<4>` in Align16).
    Null,
    /// `null` as a scalar (`<0,1,0>`).
    NullScalar,
    /// The instruction pointer register.
    Ip,
}

/// How a jump instruction's implicit operands are encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpInfo {
    /// Whether the instruction has a UIP besides its JIP.
    pub uip: bool,
    /// The implicit src0.
    pub src0: JumpSrc0,
    /// The type of the immediate that holds JIP/UIP.
    pub imm: Type,
}

/// One opcode row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpcodeInfo {
    /// The 7-bit opcode.
    pub value: u8,
    /// Mesa's mnemonic.
    pub name: &'static str,
    /// Syntax and form.
    pub class: OpClass,
    /// For jumps, the implicit operands.
    pub jump: Option<JumpInfo>,
}

/// One data-type row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeInfo {
    /// The type.
    pub ty: Type,
    /// Mesa's suffix.
    pub name: &'static str,
    /// Code for a register operand.
    pub reg: Option<u8>,
    /// Code for an immediate operand.
    pub imm: Option<u8>,
    /// Size in bytes.
    pub size: u8,
}

/// One architecture-register row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArfInfo {
    /// RegNum[7:4].
    pub nibble: u8,
    /// Mesa's spelling.
    pub prefix: &'static str,
    /// How many register numbers exist.
    pub count: u8,
    /// True when the name takes no register number (`null`, `ip`).
    pub fixed: bool,
}

/// Opcode rows by 7-bit opcode, built at compile time from the generated table.
static OPCODE_INDEX: [Option<&'static OpcodeInfo>; 128] = {
    let mut t = [None; 128];
    let ops = generated::OPCODES;
    let mut i = 0;
    while i < ops.len() {
        t[(ops[i].value & 0x7f) as usize] = Some(&ops[i]);
        i += 1;
    }
    t
};

/// The opcode row for a 7-bit opcode, if it is defined.
pub fn opcode(value: u8) -> Option<&'static OpcodeInfo> {
    OPCODE_INDEX.get(usize::from(value)).copied().flatten()
}

/// A mnemonic of up to 8 bytes packed into a `u64` (longer names never match).
fn name_key(name: &[u8]) -> Option<u64> {
    if name.len() > 8 {
        return None;
    }
    let mut b = [0u8; 8];
    b[..name.len()].copy_from_slice(name);
    Some(u64::from_le_bytes(b))
}

/// Slots of [`BY_NAME`] (a power of two, four times the opcode count at most 128).
const NAME_SLOTS: usize = 512;

/// The slot a mnemonic key starts probing at (Fibonacci hashing of the packed bytes).
const fn name_slot(key: u64) -> usize {
    (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 55) as usize
}

/// [`name_key`] at compile time.
const fn const_name_key(name: &[u8]) -> Option<u64> {
    if name.len() > 8 {
        return None;
    }
    let mut b = [0u8; 8];
    let mut i = 0;
    while i < name.len() {
        b[i] = name[i];
        i += 1;
    }
    Some(u64::from_le_bytes(b))
}

/// The mnemonics of `generated::OPCODES` by hash, built at compile time: open addressing with
/// linear probing; a slot holds the row index plus one (0 is empty). Names longer than eight
/// bytes are left out (none is that long).
static BY_NAME: [u8; NAME_SLOTS] = {
    let mut t = [0u8; NAME_SLOTS];
    let rows = generated::OPCODES;
    assert!(rows.len() < 255);
    let mut i = 0;
    while i < rows.len() {
        if let Some(key) = const_name_key(rows[i].name.as_bytes()) {
            let mut h = name_slot(key);
            while t[h] != 0 {
                h = (h + 1) % NAME_SLOTS;
            }
            t[h] = (i + 1) as u8;
        }
        i += 1;
    }
    t
};

/// Each `generated::OPCODES` row's name packed like [`name_key`] (0 for a name longer than
/// eight bytes), so a lookup compares one integer instead of two strings.
static NAME_KEYS: [u64; 256] = {
    let rows = generated::OPCODES;
    assert!(rows.len() <= 256);
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < rows.len() {
        if let Some(key) = const_name_key(rows[i].name.as_bytes()) {
            t[i] = key;
        }
        i += 1;
    }
    t
};

/// The opcode row for a mnemonic.
pub fn opcode_by_name(name: &str) -> Option<&'static OpcodeInfo> {
    opcode_by_name_bytes(name.as_bytes())
}

/// The opcode row for a mnemonic given as bytes. Keys pad names with zero bytes, which no
/// mnemonic contains, so equal keys and equal lengths mean equal names.
pub fn opcode_by_name_bytes(name: &[u8]) -> Option<&'static OpcodeInfo> {
    opcode_by_key(name_key(name)?, name.len())
}

/// [`opcode_by_name_bytes`] for a mnemonic already packed like [`name_key`] (its bytes
/// little-endian, zeros after them) and its length (`None` above 8). For a caller that holds
/// the name in a buffer it can read eight bytes of at once.
#[inline]
pub fn opcode_by_key(key: u64, len: usize) -> Option<&'static OpcodeInfo> {
    if len > 8 {
        return None;
    }
    let mut h = name_slot(key);
    loop {
        let i = usize::from(*BY_NAME.get(h)?).checked_sub(1)?;
        let row = generated::OPCODES.get(i)?;
        if NAME_KEYS.get(i) == Some(&key) && row.name.len() == len {
            return Some(row);
        }
        h = (h + 1) % NAME_SLOTS;
    }
}

/// Indexes over the generated type rows: the rows themselves by `Type` discriminant (one
/// load for a type's code or size, which the assembler asks for several times a statement),
/// the types by register code and by immediate code (3-bit codes, L3513-L3532).
struct TypeIndex {
    by_ty: [TypeInfo; Type::ALL.len()],
    by_reg: [Option<Type>; 8],
    by_imm: [Option<Type>; 8],
}

/// Built at compile time from the generated table.
static TYPE_INDEX: TypeIndex = {
    let rows = generated::TYPES;
    let mut t = TypeIndex {
        by_ty: [rows[0]; Type::ALL.len()],
        by_reg: [None; 8],
        by_imm: [None; 8],
    };
    let mut i = 0;
    while i < rows.len() {
        let row = &rows[i];
        t.by_ty[row.ty as usize] = *row;
        if let Some(c) = row.reg {
            t.by_reg[(c & 7) as usize] = Some(row.ty);
        }
        if let Some(c) = row.imm {
            t.by_imm[(c & 7) as usize] = Some(row.ty);
        }
        i += 1;
    }
    t
};

/// The type row of a type.
#[inline]
pub fn type_info(ty: Type) -> &'static TypeInfo {
    // Every `Type` has a row (checked by a unit test).
    &TYPE_INDEX.by_ty[ty as usize]
}

/// The type of a register-operand type code.
pub fn type_of_reg_code(code: u8) -> Option<Type> {
    TYPE_INDEX.by_reg.get(usize::from(code)).copied().flatten()
}

/// The type of an immediate-operand type code.
pub fn type_of_imm_code(code: u8) -> Option<Type> {
    TYPE_INDEX.by_imm.get(usize::from(code)).copied().flatten()
}

/// Looks up `code` in a `(code, name)` table.
pub fn name_of(table: &'static [(u8, &'static str)], code: u8) -> Option<&'static str> {
    table.iter().find(|(c, _)| *c == code).map(|(_, n)| *n)
}

/// Looks up `name` in a `(code, name)` table.
pub fn code_of(table: &'static [(u8, &'static str)], name: &str) -> Option<u8> {
    table.iter().find(|(_, n)| *n == name).map(|(c, _)| *c)
}

/// The ARF row for RegNum[7:4].
pub fn arf(nibble: u8) -> Option<&'static ArfInfo> {
    static BY_NIBBLE: [Option<&'static ArfInfo>; 16] = {
        let mut t = [None; 16];
        let rows = generated::ARFS;
        let mut i = 0;
        while i < rows.len() {
            t[(rows[i].nibble & 15) as usize] = Some(&rows[i]);
            i += 1;
        }
        t
    };
    BY_NIBBLE.get(usize::from(nibble)).copied().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_has_a_row() {
        for ty in Type::ALL {
            assert!(generated::TYPES.iter().any(|t| t.ty == ty), "{ty:?}");
            // The row by discriminant is the table's row.
            assert_eq!(
                Some(type_info(ty)),
                generated::TYPES.iter().find(|t| t.ty == ty),
                "{ty:?}"
            );
        }
    }

    #[test]
    fn opcode_lookup_matches_seed_examples() {
        // Seed L4158 (mov 0x01), L4285 (mad 0x5B), L4231 (send 0x31).
        assert_eq!(opcode(0x01).map(|o| o.name), Some("mov"));
        assert_eq!(opcode(0x5b).map(|o| o.name), Some("mad"));
        assert_eq!(opcode_by_name("send").map(|o| o.value), Some(0x31));
        assert!(opcode(0x0a).is_none());
    }

    /// The hashed mnemonic table finds every row by its name and nothing else: the names of
    /// the seed examples above, every row's name, prefixes, extensions and other spellings.
    #[test]
    fn opcode_by_name_finds_every_row_and_only_those() {
        for row in generated::OPCODES {
            assert_eq!(opcode_by_name(row.name).map(|o| o.value), Some(row.value));
            let longer = format!("{}x", row.name);
            assert!(opcode_by_name(&longer).is_none(), "{longer}");
            assert!(opcode_by_name(&row.name.to_uppercase()).is_none());
            let shorter = &row.name[..row.name.len() - 1];
            if !generated::OPCODES.iter().any(|o| o.name == shorter) {
                assert!(opcode_by_name(shorter).is_none(), "{shorter}");
            }
        }
        for bad in ["", "movv", "sendsc", "illegal_", "averylongname", "x"] {
            assert!(opcode_by_name(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn field_get_set_round_trip() {
        let f = Field::new(88, 85);
        let mut w = 0u128;
        f.set(&mut w, 0b1010);
        assert_eq!(w, 0b1010u128 << 85);
        assert_eq!(f.get(w), 0b1010);
    }

    /// `set` keeps the other bits and truncates the value, in the low half, the high half and
    /// across the middle (hand-computed words).
    #[test]
    fn field_set_in_either_half_and_across() {
        let mut w = u128::MAX;
        Field::new(6, 0).set(&mut w, 0x80 | 0x15);
        assert_eq!(w, !0x7f_u128 | 0x15);
        let mut w = 0u128;
        Field::new(127, 96).set(&mut w, 0xdead_beef);
        assert_eq!(w, 0xdead_beef_u128 << 96);
        Field::new(66, 64).set(&mut w, 0xf);
        assert_eq!(w, 0xdead_beef_u128 << 96 | 7 << 64);
        let mut w = 0u128;
        Field::new(67, 60).set(&mut w, 0xa5);
        assert_eq!(w, 0xa5u128 << 60);
        Field::new(67, 60).set(&mut w, 0x3c);
        assert_eq!(w, 0x3cu128 << 60);
    }
}
