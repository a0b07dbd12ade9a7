//! BRIG enumeration values (HSA PRM 1.2 §18.3, seed `000_…` L17062–L18355), restricted to the
//! values BRIG 1.0 (HSAIL 1.0, as `HSAILasm` writes it) uses.
//!
//! The values are facts of the format; the names follow the text syntax so that the assembler
//! and the disassembler share one table per enumeration.

/// Entry kinds (`hsa_brig_kind_t`, L17328–L17400).
pub mod kind {
    /// `directive_none` (pad).
    pub const NONE: u16 = 0x0000;
    /// End of an argument block.
    pub const ARG_BLOCK_END: u16 = 0x1000;
    /// Start of an argument block.
    pub const ARG_BLOCK_START: u16 = 0x1001;
    /// Comment.
    pub const COMMENT: u16 = 0x1002;
    /// Control directive.
    pub const CONTROL: u16 = 0x1003;
    /// Extension.
    pub const EXTENSION: u16 = 0x1004;
    /// Fbarrier.
    pub const FBARRIER: u16 = 0x1005;
    /// Function.
    pub const FUNCTION: u16 = 0x1006;
    /// Indirect function.
    pub const INDIRECT_FUNCTION: u16 = 0x1007;
    /// Kernel.
    pub const KERNEL: u16 = 0x1008;
    /// Label.
    pub const LABEL: u16 = 0x1009;
    /// Loc.
    pub const LOC: u16 = 0x100a;
    /// Module header.
    pub const MODULE: u16 = 0x100b;
    /// Pragma.
    pub const PRAGMA: u16 = 0x100c;
    /// Signature.
    pub const SIGNATURE: u16 = 0x100d;
    /// Variable.
    pub const VARIABLE: u16 = 0x100e;
    /// First instruction kind (ADDR); instruction kinds are consecutive.
    pub const INST_ADDR: u16 = 0x2000;
    /// One past the last BRIG 1.0 instruction kind.
    pub const INST_END: u16 = 0x2012;
    /// First operand kind (ADDRESS); operand kinds are consecutive.
    pub const OPERAND_ADDRESS: u16 = 0x3000;
    /// One past the last BRIG 1.0 operand kind.
    pub const OPERAND_END: u16 = 0x300d;
    /// A reference to a code entry (L17386).
    pub const OPERAND_CODE_REF: u16 = 0x3003;
    /// Constant bytes (L17387).
    pub const OPERAND_CONSTANT_BYTES: u16 = 0x3004;
    /// A list of operands (L17392).
    pub const OPERAND_OPERAND_LIST: u16 = 0x3009;
    /// A register (L17393).
    pub const OPERAND_REGISTER: u16 = 0x300a;
    /// `WAVESIZE` (L17395).
    pub const OPERAND_WAVESIZE: u16 = 0x300c;
}

/// Opcode mnemonics by BRIG opcode value (generated from `data/hsail/opcodes.toml`).
pub use super::generated::OPCODES;

/// The arithmetic opcodes that take `[_ftz][_round][_pack]` modifiers and the MOD format when
/// one is written (L20372); the other arithmetic opcodes take none.
pub fn alu_modifiers(opcode: u16) -> bool {
    matches!(
        opcode,
        op::ABS
            | op::ADD
            | op::CEIL
            | op::COPYSIGN
            | op::DIV
            | op::FLOOR
            | op::FMA
            | op::FRACT
            | op::MAD
            | op::MAX
            | op::MIN
            | op::MUL
            | op::MULHI
            | op::NEG
            | op::RINT
            | op::SQRT
            | op::SUB
            | op::TRUNC
    )
}

/// Opcode numbers used by name in the assembler (L17537–L17687).
#[allow(missing_docs)]
pub mod op {
    pub const ABS: u16 = 1;
    pub const ADD: u16 = 2;
    pub const CEIL: u16 = 5;
    pub const COPYSIGN: u16 = 6;
    pub const DIV: u16 = 7;
    pub const FLOOR: u16 = 8;
    pub const FMA: u16 = 9;
    pub const FRACT: u16 = 10;
    pub const MAD: u16 = 11;
    pub const MAX: u16 = 12;
    pub const MIN: u16 = 13;
    pub const MUL: u16 = 14;
    pub const MULHI: u16 = 15;
    pub const NEG: u16 = 16;
    pub const RINT: u16 = 18;
    pub const SQRT: u16 = 19;
    pub const SUB: u16 = 20;
    pub const TRUNC: u16 = 21;
    pub const SHL: u16 = 26;
    pub const SHR: u16 = 27;
    pub const POPCOUNT: u16 = 31;
    pub const FIRSTBIT: u16 = 38;
    pub const LASTBIT: u16 = 39;
    pub const COMBINE: u16 = 40;
    pub const EXPAND: u16 = 41;
    pub const LDA: u16 = 42;
    pub const MOV: u16 = 43;
    pub const SHUFFLE: u16 = 44;
    pub const UNPACKHI: u16 = 45;
    pub const UNPACKLO: u16 = 46;
    pub const PACK: u16 = 47;
    pub const UNPACK: u16 = 48;
    pub const CMOV: u16 = 49;
    pub const CLASS: u16 = 50;
    pub const PACKCVT: u16 = 61;
    pub const UNPACKCVT: u16 = 62;
    pub const SAD: u16 = 64;
    pub const SADHI: u16 = 65;
    pub const SEGMENTP: u16 = 66;
    pub const FTOS: u16 = 67;
    pub const STOF: u16 = 68;
    pub const CMP: u16 = 69;
    pub const CVT: u16 = 70;
    pub const LD: u16 = 71;
    pub const ST: u16 = 72;
    pub const ATOMIC: u16 = 73;
    pub const ATOMICNORET: u16 = 74;
    pub const SIGNAL: u16 = 75;
    pub const SIGNALNORET: u16 = 76;
    pub const MEMFENCE: u16 = 77;
    pub const RDIMAGE: u16 = 78;
    pub const LDIMAGE: u16 = 79;
    pub const STIMAGE: u16 = 80;
    pub const IMAGEFENCE: u16 = 81;
    pub const QUERYIMAGE: u16 = 82;
    pub const QUERYSAMPLER: u16 = 83;
    pub const CBR: u16 = 84;
    pub const BR: u16 = 85;
    pub const SBR: u16 = 86;
    pub const BARRIER: u16 = 87;
    pub const WAVEBARRIER: u16 = 88;
    pub const ARRIVEFBAR: u16 = 89;
    pub const INITFBAR: u16 = 90;
    pub const JOINFBAR: u16 = 91;
    pub const LEAVEFBAR: u16 = 92;
    pub const RELEASEFBAR: u16 = 93;
    pub const WAITFBAR: u16 = 94;
    pub const LDF: u16 = 95;
    pub const ACTIVELANECOUNT: u16 = 96;
    pub const ACTIVELANEID: u16 = 97;
    pub const ACTIVELANEMASK: u16 = 98;
    pub const ACTIVELANEPERMUTE: u16 = 99;
    pub const CALL: u16 = 100;
    pub const SCALL: u16 = 101;
    pub const ICALL: u16 = 102;
    pub const RET: u16 = 103;
    pub const ALLOCA: u16 = 104;
    pub const ADDQUEUEWRITEINDEX: u16 = 121;
    pub const CASQUEUEWRITEINDEX: u16 = 122;
    pub const LDQUEUEREADINDEX: u16 = 123;
    pub const LDQUEUEWRITEINDEX: u16 = 124;
    pub const STQUEUEREADINDEX: u16 = 125;
    pub const STQUEUEWRITEINDEX: u16 = 126;
    pub const NULLPTR: u16 = 135;
}

/// Type names by BRIG base type (`hsa_brig_type_t`, L17875–L18052).
pub const BASE_TYPES: [&str; 24] = [
    "none", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f16", "f32", "f64", "b1", "b8",
    "b16", "b32", "b64", "b128", "samp", "roimg", "woimg", "rwimg", "sig32", "sig64",
];

/// BRIG type helpers (L17875–L18052): base type in bits 0–4, pack size in bits 5–6 (1 = 32, 2 =
/// 64, 3 = 128 bits), array flag in bit 7.
pub mod ty {
    /// No type.
    pub const NONE: u16 = 0;
    /// u8.
    pub const U8: u16 = 1;
    /// u16.
    pub const U16: u16 = 2;
    /// u32.
    pub const U32: u16 = 3;
    /// u64.
    pub const U64: u16 = 4;
    /// s8.
    pub const S8: u16 = 5;
    /// s16.
    pub const S16: u16 = 6;
    /// s32.
    pub const S32: u16 = 7;
    /// s64.
    pub const S64: u16 = 8;
    /// f16.
    pub const F16: u16 = 9;
    /// f32.
    pub const F32: u16 = 10;
    /// f64.
    pub const F64: u16 = 11;
    /// b1.
    pub const B1: u16 = 12;
    /// b8.
    pub const B8: u16 = 13;
    /// b16.
    pub const B16: u16 = 14;
    /// b32.
    pub const B32: u16 = 15;
    /// b64.
    pub const B64: u16 = 16;
    /// b128.
    pub const B128: u16 = 17;
    /// samp.
    pub const SAMP: u16 = 18;
    /// roimg.
    pub const ROIMG: u16 = 19;
    /// woimg.
    pub const WOIMG: u16 = 20;
    /// rwimg.
    pub const RWIMG: u16 = 21;
    /// sig32.
    pub const SIG32: u16 = 22;
    /// sig64.
    pub const SIG64: u16 = 23;
    /// Array flag.
    pub const ARRAY: u16 = 0x80;

    /// Whether `t` is a type of hsa_brig_type_t (L17875-L18052) without the array flag: a base
    /// type, or a packed form of a numeric type of two elements or more (`u8x4`, `f64x2`; no
    /// `u32x1`, no packed bit types). `HSAILasm` refuses any other value in a module ("Invalid
    /// type value = 84").
    pub const fn is_valid(t: u16) -> bool {
        if t > 0x7f {
            return false;
        }
        let b = base(t);
        if !is_packed(t) {
            return b <= SIG64;
        }
        matches!(b, U8..=F64) && pack_bits(t) / base_bits(b) >= 2
    }

    /// The base type (without pack and array bits).
    pub const fn base(t: u16) -> u16 {
        t & 0x1f
    }
    /// The pack size in bits (0 when not packed).
    pub const fn pack_bits(t: u16) -> u32 {
        match (t >> 5) & 3 {
            1 => 32,
            2 => 64,
            3 => 128,
            _ => 0,
        }
    }
    /// True for a packed type.
    pub const fn is_packed(t: u16) -> bool {
        pack_bits(t) != 0
    }
    /// True for an array type.
    pub fn is_array(t: u16) -> bool {
        t & ARRAY != 0
    }
    /// Element size in bits of a base type (b1 counts as 1; opaque types 64).
    pub const fn base_bits(b: u16) -> u32 {
        match b {
            U8 | S8 | B8 => 8,
            U16 | S16 | F16 | B16 => 16,
            U32 | S32 | F32 | B32 => 32,
            U64 | S64 | F64 | B64 | SAMP | ROIMG | WOIMG | RWIMG | SIG64 => 64,
            SIG32 => 64,
            B128 => 128,
            B1 => 1,
            _ => 0,
        }
    }
    /// Size in bits of a (possibly packed, not array) type.
    pub fn bits(t: u16) -> u32 {
        match BITS.get(usize::from(t)) {
            Some(&b) => u32::from(b),
            None => bits_of(t),
        }
    }
    /// [`bits`] worked out (the table [`BITS`] holds it for the types below 256), for tables
    /// built at compile time.
    pub const fn bits_of(t: u16) -> u32 {
        let t = t & !ARRAY;
        if is_packed(t) {
            pack_bits(t)
        } else {
            base_bits(t)
        }
    }
    /// [`bits`] of every value below 256 (every type: base, pack and array bits), looked up
    /// rather than worked out: the parser's operand and address checks ask for it per operand.
    const BITS: [u8; 256] = {
        let mut table = [0u8; 256];
        let mut t = 0;
        while t < 256 {
            // At most 128 bits: fits in a byte.
            table[t] = bits_of(t as u16) as u8;
            t += 1;
        }
        table
    };
    /// Size in bytes of one element of a (possibly array) type as stored in memory (b1 is 1).
    pub fn byte_size(t: u16) -> u64 {
        u64::from(bits(t).div_ceil(8))
    }
    /// True for float base types.
    pub fn is_float(b: u16) -> bool {
        matches!(b, F16 | F32 | F64)
    }
    /// True for signed integer base types.
    pub fn is_signed(b: u16) -> bool {
        matches!(b, S8 | S16 | S32 | S64)
    }
    /// True for unsigned integer base types.
    pub fn is_unsigned(b: u16) -> bool {
        matches!(b, U8 | U16 | U32 | U64)
    }
    /// True for bit types.
    pub fn is_bit(b: u16) -> bool {
        matches!(b, B1 | B8 | B16 | B32 | B64 | B128)
    }
    /// True for image, sampler types.
    pub const fn is_opaque(b: u16) -> bool {
        matches!(b, SAMP | ROIMG | WOIMG | RWIMG)
    }

    /// The text name of a type (`u8x4`, `f32`, `s16x8`, …; arrays print their element type).
    pub fn name(t: u16) -> String {
        let b = super::BASE_TYPES
            .get(base(t) as usize)
            .copied()
            .unwrap_or("?");
        let pb = pack_bits(t);
        if pb == 0 {
            b.to_string()
        } else {
            let n = pb / base_bits(base(t)).max(1);
            format!("{b}x{n}")
        }
    }

    /// Parses a type name such as `u32`, `f16x2` (no array suffix).
    ///
    /// Mnemonics are full of type names (every part of every mnemonic is tried as one), so the
    /// names [`parse_slow`] accepts (every base type and every packed form, none longer than 8
    /// bytes) are put on first use in a [`TypeTable`]: one multiply, one load and one compare
    /// per lookup.
    pub fn parse(s: &str) -> Option<u16> {
        static NAMES: std::sync::OnceLock<TypeTable> = std::sync::OnceLock::new();
        NAMES.get_or_init(TypeTable::build).get(name_key(s)?)
    }

    /// Slots of a [`TypeTable`] (a power of two; about ten times the number of names).
    const SLOTS: usize = 1024;

    /// The type names as a perfect hash table: a name's key ([`name_key`]) times `mul`, top
    /// 10 bits, is its slot. `mul` is the first of a fixed sequence of odd multipliers under
    /// which no two names share a slot; if none were found, lookups search `sorted` instead.
    struct TypeTable {
        mul: u64,
        keys: Vec<u64>,
        values: Vec<u16>,
        sorted: Vec<(u64, u16)>,
    }

    impl TypeTable {
        fn build() -> TypeTable {
            let mut sorted = Vec::new();
            for &b in super::BASE_TYPES.iter() {
                if let (Some(t), Some(k)) = (parse_slow(b), name_key(b)) {
                    sorted.push((k, t));
                }
                for n in ["2", "4", "8", "16"] {
                    let name = format!("{b}x{n}");
                    if let (Some(t), Some(k)) = (parse_slow(&name), name_key(&name)) {
                        sorted.push((k, t));
                    }
                }
            }
            sorted.sort_unstable();
            let mut mul = 0x9e37_79b9_7f4a_7c15u64;
            for _ in 0..10_000 {
                let mut keys = vec![0u64; SLOTS];
                let mut values = vec![0u16; SLOTS];
                let fits = sorted.iter().all(|&(k, t)| {
                    let i = slot(k, mul);
                    // Key 0 marks a free slot (no name has key 0).
                    let free = keys[i] == 0;
                    keys[i] = k;
                    values[i] = t;
                    free
                });
                if fits {
                    return TypeTable {
                        mul,
                        keys,
                        values,
                        sorted,
                    };
                }
                mul = mul.wrapping_add(0x6a09_e667_f3bc_c90a);
            }
            TypeTable {
                mul: 0,
                keys: Vec::new(),
                values: Vec::new(),
                sorted,
            }
        }

        fn get(&self, k: u64) -> Option<u16> {
            if self.mul == 0 {
                let i = self.sorted.binary_search_by_key(&k, |e| e.0).ok()?;
                return self.sorted.get(i).map(|e| e.1);
            }
            let i = slot(k, self.mul);
            (self.keys.get(i) == Some(&k))
                .then(|| self.values.get(i).copied())
                .flatten()
        }
    }

    /// The slot of key `k` under multiplier `mul` (the top bits of the product).
    fn slot(k: u64, mul: u64) -> usize {
        (k.wrapping_mul(mul | 1) >> (64 - SLOTS.trailing_zeros())) as usize
    }

    /// A name of 1 to 8 bytes without NUL as one `u64` (its bytes little-endian, zero-filled);
    /// `None` for any other name (no type name is one).
    fn name_key(s: &str) -> Option<u64> {
        let b = s.as_bytes();
        if b.is_empty() || b.len() > 8 || b.contains(&0) {
            return None;
        }
        let mut w = [0u8; 8];
        w[..b.len()].copy_from_slice(b);
        Some(u64::from_le_bytes(w))
    }

    /// [`parse`] without the table: what a type name means.
    fn parse_slow(s: &str) -> Option<u16> {
        let (b, n) = match s.find('x') {
            Some(i) if s.as_bytes().first() != Some(&b'x') => (&s[..i], Some(&s[i + 1..])),
            _ => (s, None),
        };
        let base = super::BASE_TYPES.iter().position(|&x| x == b)? as u16;
        if base == 0 {
            return None;
        }
        match n {
            None => Some(base),
            Some(n) => {
                if !(is_float(base) || is_signed(base) || is_unsigned(base)) {
                    return None;
                }
                let n: u32 = match n {
                    "2" => 2,
                    "4" => 4,
                    "8" => 8,
                    "16" => 16,
                    _ => return None,
                };
                let total = n * base_bits(base);
                let code = match total {
                    32 => 1,
                    64 => 2,
                    128 => 3,
                    _ => return None,
                };
                Some(base | (code << 5))
            }
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        /// BRIG type codes of L17875–L18052: base in bits 0–4, pack code in bits 5–6.
        #[test]
        fn valid_types_are_the_named_ones() {
            for t in 0..0x100u16 {
                let named = if is_packed(t) {
                    parse(&name(t)) == Some(t)
                } else {
                    t <= SIG64
                };
                assert_eq!(is_valid(t), named && t < 0x80, "{t:#x}");
            }
            assert!(is_valid(U8 | 1 << 5) && !is_valid(U32 | 1 << 5) && !is_valid(84));
        }

        #[test]
        fn type_names_parse_to_their_brig_codes() {
            for (name, want) in [
                ("u32", Some(3)),
                ("b1", Some(12)),
                ("b128", Some(17)),
                ("sig64", Some(23)),
                ("u8x4", Some(1 | 1 << 5)),
                ("f16x2", Some(9 | 1 << 5)),
                ("s64x2", Some(8 | 3 << 5)),
                ("u8x16", Some(1 | 3 << 5)),
                ("none", None),
                ("u32x3", None),
                ("b32x2", None),
                ("u32x", None),
                ("", None),
                ("u32\0", None),
                ("roimgxxxx", None),
                ("x", None),
            ] {
                assert_eq!(parse(name), want, "{name:?}");
                assert_eq!(parse_slow(name), want, "{name:?}");
            }
        }

        #[test]
        fn the_type_table_is_a_perfect_hash() {
            let t = TypeTable::build();
            assert_ne!(t.mul, 0, "no collision-free multiplier");
            assert_eq!(t.keys.iter().filter(|&&k| k != 0).count(), t.sorted.len());
        }
    }
}

/// Segment names by `hsa_brig_segment_t` value (L18139).
pub const SEGMENTS: [&str; 9] = [
    "", "flat", "global", "readonly", "kernarg", "group", "private", "spill", "arg",
];
/// FLAT segment.
pub const SEG_FLAT: u8 = 1;
/// ARG segment.
pub const SEG_ARG: u8 = 8;
/// KERNARG segment.
pub const SEG_KERNARG: u8 = 4;
/// GROUP segment.
pub const SEG_GROUP: u8 = 5;

/// Pack control names by `hsa_brig_pack_t` value.
pub const PACKS: [&str; 13] = [
    "", "pp", "ps", "sp", "ss", "s", "p", "pp_sat", "ps_sat", "sp_sat", "ss_sat", "s_sat", "p_sat",
];

/// Whether rounding mode `r` (a [`ROUNDS`] value) has a saturating form spelled `_sat` after
/// it: the integer roundings `neari` … `downi` and `sneari` … `sdowni`.
pub(crate) const fn round_has_sat(r: u8) -> bool {
    matches!(r, 6..=9 | 14..=17)
}

/// Rounding mode names by `hsa_brig_round_t` value (L17736).
pub const ROUNDS: [&str; 22] = [
    "",
    "",
    "near",
    "zero",
    "up",
    "down",
    "neari",
    "zeroi",
    "upi",
    "downi",
    "neari_sat",
    "zeroi_sat",
    "upi_sat",
    "downi_sat",
    "sneari",
    "szeroi",
    "supi",
    "sdowni",
    "sneari_sat",
    "szeroi_sat",
    "supi_sat",
    "sdowni_sat",
];

/// Compare operation names by `hsa_brig_compare_operation_t` value (irregular order, L17212).
pub const COMPARES: [&str; 28] = [
    "eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan",
    "seq", "sne", "slt", "sle", "sgt", "sge", "sgeu", "sequ", "sneu", "sltu", "sleu", "snum",
    "snan", "sgtu",
];

/// Atomic operation names by `hsa_brig_atomic_operation_t` value (L17155).
pub const ATOMIC_OPS: [&str; 21] = [
    "add",
    "and",
    "cas",
    "exch",
    "ld",
    "max",
    "min",
    "or",
    "st",
    "sub",
    "wrapdec",
    "wrapinc",
    "xor",
    "wait_eq",
    "wait_ne",
    "wait_lt",
    "wait_gte",
    "waittimeout_eq",
    "waittimeout_ne",
    "waittimeout_lt",
    "waittimeout_gte",
];

/// Memory order names by value.
pub const ORDERS: [&str; 5] = ["", "rlx", "scacq", "screl", "scar"];
/// Memory scope names by value.
pub const SCOPES: [&str; 6] = ["", "wi", "wave", "wg", "agent", "system"];

/// Image geometry names by value.
pub const GEOMETRIES: [&str; 8] = ["1d", "2d", "3d", "1da", "2da", "1db", "2ddepth", "2dadepth"];
/// Image channel order names by value.
pub const CHANNEL_ORDERS: [&str; 20] = [
    "a",
    "r",
    "rx",
    "rg",
    "rgx",
    "ra",
    "rgb",
    "rgbx",
    "rgba",
    "bgra",
    "argb",
    "abgr",
    "srgb",
    "srgbx",
    "srgba",
    "sbgra",
    "intensity",
    "luminance",
    "depth",
    "depth_stencil",
];
/// Image channel type names by value.
pub const CHANNEL_TYPES: [&str; 16] = [
    "snorm_int8",
    "snorm_int16",
    "unorm_int8",
    "unorm_int16",
    "unorm_int24",
    "unorm_short_555",
    "unorm_short_565",
    "unorm_int_101010",
    "signed_int8",
    "signed_int16",
    "signed_int32",
    "unsigned_int8",
    "unsigned_int16",
    "unsigned_int32",
    "half_float",
    "float",
];
/// Image query names by value.
pub const IMAGE_QUERIES: [&str; 6] = [
    "width",
    "height",
    "depth",
    "array",
    "channelorder",
    "channeltype",
];
/// Sampler query names by value.
pub const SAMPLER_QUERIES: [&str; 3] = ["addressing", "coord", "filter"];
/// Sampler addressing names by value.
pub const ADDRESSINGS: [&str; 5] = [
    "undefined",
    "clamp_to_edge",
    "clamp_to_border",
    "repeat",
    "mirrored_repeat",
];
/// Sampler coordinate normalization names by value.
pub const COORDS: [&str; 2] = ["unnormalized", "normalized"];
/// Sampler filter names by value.
pub const FILTERS: [&str; 2] = ["nearest", "linear"];

/// Control directive names by value (BRIG 1.0 has 1..9).
pub const CONTROLS: [&str; 10] = [
    "",
    "enablebreakexceptions",
    "enabledetectexceptions",
    "maxdynamicgroupsize",
    "maxflatgridsize",
    "maxflatworkgroupsize",
    "requireddim",
    "requiredgridsize",
    "requiredworkgroupsize",
    "requirenopartialworkgroups",
];

/// Linkage values.
pub mod linkage {
    /// None.
    pub const NONE: u8 = 0;
    /// Program.
    pub const PROGRAM: u8 = 1;
    /// Module.
    pub const MODULE: u8 = 2;
    /// Function.
    pub const FUNCTION: u8 = 3;
    /// Arg.
    pub const ARG: u8 = 4;
}

/// Width value for `width(all)`.
pub const WIDTH_ALL: u8 = 34;
/// Width value for `width(WAVESIZE)`.
pub const WIDTH_WAVESIZE: u8 = 33;

/// Looks a name up in a name table.
pub fn lookup(table: &[&str], s: &str) -> Option<u8> {
    table.iter().position(|&x| x == s).map(|i| i as u8)
}
