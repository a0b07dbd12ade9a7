//! Data types by place and by opcode: what the parser judges as it reads a mnemonic, and the
//! validator judges again for a module read from BRIG, where any type value can come (`HSAILasm
//! -disassemble` refuses `ret_u32`: "Instruction has invalid type (u32), expected: none").
//!
//! * [`place_error`]: a type the module's profile, machine model or extensions do not allow
//!   (f64 in the base profile L2244, sig32/sig64 by machine model, images and samplers only
//!   with the IMAGE extension);
//! * [`allowed_types`] and [`list_error`]: the result types each opcode takes (the syntax
//!   tables of ch. 5-11).

use crate::brig::consts::{op, ty};

/// What the types of an instruction depend on besides its opcode: the module's profile and
/// machine model, and whether the IMAGE extension is on.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Place {
    /// The base profile.
    pub base: bool,
    /// The large machine model.
    pub large: bool,
    /// `extension "IMAGE"` came before.
    pub image: bool,
}

/// The code and message of `HSAILasm` for a type `t` that `place` does not allow.
pub(crate) fn place_error(t: u16, place: Place) -> Option<(&'static str, &'static str)> {
    let b = ty::base(t);
    Some(if place.base && b == ty::F64 {
        (
            "HSAIL-E0011",
            "f64 and f64x2 types are not supported by the Base pofile",
        )
    } else if b == ty::SIG32 && place.large {
        (
            "HSAIL-E0012",
            "sig32 type is not supported by the large machine model",
        )
    } else if b == ty::SIG64 && !place.large {
        (
            "HSAIL-E0012",
            "sig64 type is not supported by the small machine model",
        )
    } else if ty::is_opaque(b) && !place.image {
        (
            "HSAIL-E0013",
            "Image and sampler types are only supported if the IMAGE extension has been specified",
        )
    } else {
        return None;
    })
}

/// `HSAILasm`'s message for a type `ity` that opcode `opcode` does not take ("Instruction has
/// invalid type (b32), expected one of: s32, s64, u32, u64"); `None` when it takes it or its
/// types are not judged here.
pub(crate) fn list_error(opcode: u16, ity: u16) -> Option<String> {
    let allowed = allowed_types(opcode, ity)?;
    if type_set_has(allowed, ity) || (allowed == 0 && ity == ty::NONE) {
        return None;
    }
    let mut names: Vec<String> = (0..128u16)
        .filter(|t| type_set_has(allowed, *t))
        .map(ty::name)
        .collect();
    names.sort();
    let given = if ity == ty::NONE {
        "none".to_string()
    } else {
        ty::name(ity)
    };
    let list = match names.len() {
        0 => "expected: none".to_string(),
        1 => format!("expected: {}", names[0]),
        _ => format!("expected one of: {}", names.join(", ")),
    };
    Some(format!("Instruction has invalid type ({given}), {list}"))
}

/// A set of data types (each below 128: base type and pack bits, no array bit), a bit each.
pub(crate) type TypeSet = u128;

/// The set of `types`.
const fn type_set(types: &[u16]) -> TypeSet {
    let mut s = 0;
    let mut i = 0;
    while i < types.len() {
        s |= 1 << types[i];
        i += 1;
    }
    s
}

/// Packed types with the given base types (4.13, L3830–L3936).
const fn packed_of(bases: &[u16]) -> TypeSet {
    let mut s = 0;
    let mut i = 0;
    while i < bases.len() {
        let b = bases[i];
        let bits = ty::base_bits(b);
        let mut code = 1u16;
        while code <= 3 {
            let total = 16u32 << code;
            if total > bits && total / bits >= 2 {
                s |= 1 << (b | (code << 5));
            }
            code += 1;
        }
        i += 1;
    }
    s
}

/// Every packed type (pack bits set).
pub(crate) const PACKED: TypeSet = {
    let mut s = 0;
    let mut t = 0;
    while t < 128 {
        if (t >> 5) & 3 != 0 {
            s |= 1 << t;
        }
        t += 1;
    }
    s
};

/// Whether `set` holds type `t`.
pub(crate) fn type_set_has(set: TypeSet, t: u16) -> bool {
    t < 128 && set & (1 << t) != 0
}

/// The result types an opcode accepts (syntax tables of ch. 5–11), or `None` when not checked.
#[inline]
pub(crate) fn allowed_types(opcode: u16, first: u16) -> Option<TypeSet> {
    use ty::*;
    const SI: TypeSet = type_set(&[S32, S64, U32, U64]);
    const FL: TypeSet = type_set(&[F16, F32, F64]);
    const PSU: TypeSet = packed_of(&[S8, S16, S32, S64, U8, U16, U32, U64]);
    const PF: TypeSet = packed_of(&[F16, F32, F64]);
    const PS: TypeSet = packed_of(&[S8, S16, S32, S64]);
    // The scalar and the packed forms, whatever the packing control: HSAILasm judges the
    // type first and then the control (none for a scalar type, one of the opcode's for a
    // packed one: `rules.toml`, L4956-L4958).
    Some(match opcode {
        op::ADD | op::SUB | op::MUL | op::MAX | op::MIN => SI | FL | PSU | PF,
        op::DIV => SI | FL | PF,
        op::MULHI => SI | PSU,
        op::ABS | op::NEG => type_set(&[S32, S64]) | FL | PS | PF,
        3 | 4 | 17 => SI, // borrow, carry, rem
        op::MAD => SI | FL,
        op::FMA => FL,
        op::SQRT | op::FRACT | op::CEIL | op::FLOOR | op::RINT | op::TRUNC | op::COPYSIGN => {
            FL | PF
        }
        22..=25 => type_set(&[S32, U32]), // mad24, mad24hi, mul24, mul24hi
        op::SHL | op::SHR => {
            if ty::is_packed(first) {
                PSU
            } else {
                SI
            }
        }
        28 | 29 | 30 | 32 => type_set(&[B1, B32, B64]), // and, not, or, xor
        35..=37 => type_set(&[B32, B64]),               // bitmask, bitrev, bitselect
        33 | 34 => SI,                                  // bitextract, bitinsert
        51 | 52 | 54 | 57 => type_set(&[F32]),          // ncos, nexp2, nlog2, nsin
        53 | 55 | 56 | 58 => FL,                        // nfma, nrcp, nrsqrt, nsqrt
        59 | 60 => type_set(&[B32]),                    // bitalign, bytealign
        op::POPCOUNT | op::FIRSTBIT | op::LASTBIT => type_set(&[U32]),
        105..=108 | 112 | 113 | 116 | 117 | 128 | 130 | 132..=134 | 136 | 118..=120 | 129 => {
            type_set(&[U32])
        }
        137 | 138 => type_set(&[U32]), // groupstaticsize, grouptotalsize (HSAIL 1.2)
        109 | 114 | 115 => type_set(&[U32, U64]), // gridsize, workitemabsid, workitemflatabsid
        op::NULLPTR | 131 => type_set(&[U32, U64]),
        110 => type_set(&[SIG32, SIG64]), // packetcompletionsig
        111 | 127 => type_set(&[U64]),    // packetid, clock
        // (Also `call` and `memfence`, whose mnemonics take none: BRIG may give them one.)
        op::RET | op::BARRIER | op::WAVEBARRIER | op::IMAGEFENCE | op::BR | 0 => 0,
        op::CALL | op::MEMFENCE => 0,
        op::CBR => type_set(&[B1]),
        op::SBR => type_set(&[U32, U64]),
        _ => return None,
    })
}
