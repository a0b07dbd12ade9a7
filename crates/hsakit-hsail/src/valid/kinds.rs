//! Operand kinds per instruction (syntax of ch. 5–11 and the grammar's operand rules,
//! L22380–L22470): which operand may be a register, an immediate or `WAVESIZE`, an address, a
//! label; how many operands there are. Messages (`Invalid operand K, expected: …`,
//! `Missing operand K, expected: …`) are `HSAILasm`'s. Only the instructions whose operand
//! list is fixed are described; the others are left to the size and type rules.

use super::sizes::{Regs, kind_bit};
use crate::brig::consts::{kind, op, ty};
use crate::model::{CodeRef, DataRef, InstFormat, Module, OperandRef};

/// What an operand may be (`kinds` of `data/hsail/opcodes.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A register.
    Reg,
    /// A register, an immediate or `WAVESIZE`.
    Src,
    /// A register or an immediate.
    SrcNoWs,
    /// An address expression.
    Addr,
    /// A label.
    Label,
    /// An immediate.
    Imm,
    /// An immediate or `WAVESIZE`.
    ImmWs,
    /// A vector of 4 registers.
    Vec4,
    /// An immediate 0, 1 or 2: a dimension (its value is checked with the module,
    /// [`crate::valid::operands`]).
    Dim,
    /// An immediate 0 to 3 (`unpackcvt`'s element; value checked with the module).
    Imm03,
    /// An fbarrier.
    Fbar,
    /// An fbarrier or a register holding one.
    FbarReg,
    /// A register or a vector of 2 to 4 registers (a load's destination).
    RegVec,
    /// A register, an immediate, `WAVESIZE` or a vector of 2 to 4 of them (a store's
    /// source).
    SrcVec,
    /// Not checked here (a vector operand, checked against the `_vN` suffix).
    Any,
}

impl Kind {
    /// The largest value an immediate of this kind may have, when it has a range.
    pub(crate) fn max_value(self) -> Option<u8> {
        match self {
            Kind::Dim => Some(2),
            Kind::Imm03 => Some(3),
            _ => None,
        }
    }

    /// HSAILasm's message for operand `k` when it is not of this kind.
    pub(crate) fn wrong(self, k: usize) -> String {
        format!("Invalid operand {k}, expected{}", self.text())
    }

    fn text(self) -> &'static str {
        match self {
            Kind::Reg => ": a register",
            Kind::Src => " one of: an immediate or wavesize, a register",
            Kind::SrcNoWs => " one of: an immediate, a register",
            Kind::Addr => ": an address",
            Kind::Label => ": a label",
            Kind::Imm => ": an immediate",
            Kind::ImmWs => ": an immediate or wavesize",
            Kind::Vec4 => ": a vector of 4 registers",
            Kind::Dim => ": a 32-bit immediate with value 0, 1 or 2",
            Kind::Imm03 => ": a 32-bit immediate with value 0, 1, 2 or 3",
            Kind::Fbar => ": an fbarrier",
            Kind::FbarReg => " one of: an fbarrier, a register",
            Kind::RegVec => {
                " one of: a register, a vector of 2 registers, a vector of 3 registers, a vector of 4 registers"
            }
            Kind::SrcVec => {
                " one of: an immediate or wavesize, a register, a vector of 2 registers, a vector of 3 registers, a vector of 4 registers"
            }
            Kind::Any => ": an operand",
        }
    }
}

/// What an operand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// A register.
    Reg,
    /// A constant.
    Imm,
    /// `WAVESIZE`.
    Wavesize,
    /// An address.
    Addr,
    /// A label.
    Label,
    /// A symbol that names an fbarrier.
    Fbarrier,
    /// A symbol naming anything else (a variable, a function).
    Symbol,
    /// A vector of this many elements.
    Vector(u8),
    /// Anything else.
    Other,
}

fn fits(k: Kind, s: Shape) -> bool {
    let vector = matches!(s, Shape::Vector(2..=4));
    match k {
        Kind::Reg => s == Shape::Reg,
        Kind::Src => matches!(s, Shape::Reg | Shape::Imm | Shape::Wavesize),
        Kind::SrcNoWs => matches!(s, Shape::Reg | Shape::Imm),
        Kind::Addr => s == Shape::Addr,
        Kind::Label => s == Shape::Label,
        Kind::Imm | Kind::Dim | Kind::Imm03 => s == Shape::Imm,
        Kind::ImmWs => matches!(s, Shape::Imm | Shape::Wavesize),
        Kind::Vec4 => s == Shape::Vector(4),
        Kind::Fbar => s == Shape::Fbarrier,
        Kind::FbarReg => matches!(s, Shape::Fbarrier | Shape::Reg),
        Kind::RegVec => s == Shape::Reg || vector,
        Kind::SrcVec => matches!(s, Shape::Reg | Shape::Imm | Shape::Wavesize) || vector,
        Kind::Any => true,
    }
}

/// The operand kinds of an instruction (`first`: the first modifier, e.g. the atomic or
/// signal operation; `t`: the instruction type), when its operand list is fixed: the
/// variants below, else the opcode's `kinds` in `data/hsail/opcodes.toml`
/// ([`super::generated::OPERAND_KINDS`]).
pub(crate) fn signature(opcode: u16, first: &str, t: u16) -> Option<&'static [Kind]> {
    use Kind::*;
    Some(match opcode {
        op::MOV if ty::is_opaque(t) => &[Reg, Reg],
        op::ATOMIC => match first {
            "ld" => &[Reg, Addr],
            "cas" => &[Reg, Addr, Src, Src],
            _ => &[Reg, Addr, Src],
        },
        op::ATOMICNORET => match first {
            "cas" => &[Addr, Src, Src],
            _ => &[Addr, Src],
        },
        // A signal's handle is a register (L9286-L9330); `ld` has no value, `cas` two, and
        // `waittimeout` a value and the timeout.
        op::SIGNAL => match first {
            "ld" => &[Reg, Reg],
            "cas" | "waittimeout" => &[Reg, Reg, Src, Src],
            _ => &[Reg, Reg, Src],
        },
        op::SIGNALNORET if first == "cas" => return None,
        // The vendor instructions' (`kinds` of `data/hsail/vendor.toml`).
        0x8000.. => return crate::vendor::by_opcode(opcode).and_then(|v| v.kinds),
        _ => {
            return super::generated::OPERAND_KINDS
                .get(usize::from(opcode))
                .copied()
                .flatten();
        }
    })
}

/// Whether any of `kinds` is an immediate with a range ([`Kind::max_value`]), whose value the
/// module check looks at.
pub(crate) fn ranged(kinds: &[Kind]) -> bool {
    kinds.iter().any(|k| k.max_value().is_some())
}

/// [`signature`] of an instruction of format `format`, by value, with [`image_coord`].
pub(crate) fn signature_of(opcode: u16, first: &str, t: u16, format: &InstFormat) -> Option<Sig> {
    Some(image_coord(
        Sig::new(signature(opcode, first, t)?)?,
        image_like(opcode),
        format,
    ))
}

/// The core image instruction (`rdimage`, `ldimage`, `stimage`) a vendor instruction is like
/// (`amd_mipmap_ldimagemip` is `ldimage` with a level), whose coordinate and vector rules it
/// takes; any other opcode itself.
pub(crate) fn image_like(opcode: u16) -> u16 {
    crate::vendor::by_opcode(opcode)
        .filter(|v| {
            v.kind == crate::vendor::Kind::Like
                && matches!(v.like, op::RDIMAGE | op::LDIMAGE | op::STIMAGE)
        })
        .map_or(opcode, |v| v.like)
}

/// The operand kinds `sig` of an image instruction (`like`: `rdimage`, `ldimage` or
/// `stimage`, or a vendor instruction like them) of format `format`: a geometry with one
/// coordinate (1d, 1db: L18249–L18266) takes it as a register or an immediate (HSAILasm:
/// "expected one of: an immediate or wavesize, a register"); the other geometries, a vector,
/// whose length [`super::vector`] checks. Any other instruction's, unchanged.
pub(crate) fn image_coord(mut sig: Sig, like: u16, format: &InstFormat) -> Sig {
    if let InstFormat::Image { geometry, .. } = format
        && super::vector::coord_count(*geometry) == 1
        && matches!(like, op::RDIMAGE | op::LDIMAGE | op::STIMAGE)
    {
        let k = if like == op::RDIMAGE { 3 } else { 2 };
        // The coordinate, and the operands after it that take one value per coordinate
        // (`amd_mipmap_rdimagegrad`'s two gradients, HSAILasm: "expected one of: an
        // immediate or wavesize, a register"), which the table leaves to the vector checks.
        let n = usize::from(sig.len);
        for (i, c) in sig.kinds.iter_mut().enumerate().take(n).skip(k) {
            if i == k || *c == Kind::Any {
                *c = Kind::Src;
            }
        }
    }
    sig
}

/// What the validator checks of an operand of a module read from BRIG ([`fact_of`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fact {
    /// For the kinds ([`all_fit`]).
    pub shape: Shape,
    /// Its registers, as far as their sizes go ([`super::sizes::size_error`]).
    pub regs: Option<Regs>,
    /// A constant's type ([`super::sizes::immediate_error`]).
    pub imm: Option<u16>,
}

impl Fact {
    /// No operand.
    pub const NONE: Fact = Fact {
        shape: Shape::Other,
        regs: None,
        imm: None,
    };
}

/// What operand `o` of `m` is, with its registers and a constant's type (one read of its
/// record, [`Module::operand_head`]).
pub(crate) fn fact_of(m: &Module, o: OperandRef) -> Fact {
    let head = m.operand_head(o);
    let (regs, imm) = match head {
        Some((kind::OPERAND_REGISTER, w)) => (Some(Regs::One(w as u16)), None),
        // (`operand_constant_bytes_t`: the type at 4, L19985-L19991.)
        Some((kind::OPERAND_CONSTANT_BYTES, w)) => (None, Some(w as u16)),
        Some((kind::OPERAND_OPERAND_LIST, w)) => {
            let bits = m
                .operand_refs(DataRef(w))
                .iter()
                .filter_map(|e| m.register_kind(e))
                .fold(0, |bits, k| bits | kind_bit(k));
            (Some(Regs::List(bits)), None)
        }
        _ => (None, None),
    };
    Fact {
        shape: shape_of_head(m, head),
        regs,
        imm,
    }
}

/// What operand `o` of `m` is (read from the module: for the instructions the parser checks
/// after building them, and for modules read from BRIG).
pub(crate) fn shape_of(m: &Module, o: OperandRef) -> Shape {
    shape_of_head(m, m.operand_head(o))
}

/// What an operand is, from its kind and the word after it ([`Module::operand_head`]): most
/// by their kind alone; a list by its length, a code reference by what it names.
fn shape_of_head(m: &Module, head: Option<(u16, u32)>) -> Shape {
    match head {
        Some((kind::OPERAND_REGISTER, _)) => Shape::Reg,
        Some((kind::OPERAND_CONSTANT_BYTES, _)) => Shape::Imm,
        Some((kind::OPERAND_WAVESIZE, _)) => Shape::Wavesize,
        Some((kind::OPERAND_ADDRESS, _)) => Shape::Addr,
        Some((kind::OPERAND_OPERAND_LIST, w)) => {
            Shape::Vector(u8::try_from(m.operand_refs(DataRef(w)).len()).unwrap_or(0))
        }
        Some((kind::OPERAND_CODE_REF, w)) => code_ref_shape(m, CodeRef(w)),
        _ => Shape::Other,
    }
}

/// What a reference to code entry `code` of `m` is: a label, an fbarrier or another symbol
/// (a label not yet defined refers to entry 0 until it is).
pub(crate) fn code_ref_shape(m: &Module, code: CodeRef) -> Shape {
    match m.code_kind(code) {
        Some(kind::FBARRIER) => Shape::Fbarrier,
        Some(kind::LABEL) | None => Shape::Label,
        Some(_) => Shape::Symbol,
    }
}

/// The most operand kinds of any [`signature`] (`bitinsert`, `activelanepermute`: 5) or
/// vendor instruction (`amd_mipmap_rdimagegrad`: 6, `data/hsail/vendor.toml`).
pub(crate) const SIG_MAX: usize = 6;

/// A [`signature`] held by value: 6 bytes where a slice reference takes 16, for the
/// decoded-mnemonic tables, which keep one per distinct mnemonic (11k on CORE-full-large).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Sig {
    kinds: [Kind; SIG_MAX],
    len: u8,
}

impl Sig {
    /// `kinds` held by value; `None` when longer than [`SIG_MAX`] (no [`signature`] is).
    pub(crate) fn new(kinds: &[Kind]) -> Option<Sig> {
        let mut s = Sig {
            kinds: [Kind::Reg; SIG_MAX],
            len: u8::try_from(kinds.len()).ok()?,
        };
        s.kinds.get_mut(..kinds.len())?.copy_from_slice(kinds);
        Some(s)
    }

    /// The operand kinds.
    #[inline]
    pub(crate) fn kinds(&self) -> &[Kind] {
        self.kinds.get(..usize::from(self.len)).unwrap_or_default()
    }
}

/// Whether the operands `shapes` are exactly those of `sig`, each of its kind: neither
/// [`operand_error`] nor [`missing`] has anything to say. A test of a few instructions per
/// operand for the instructions written right (nearly all), which then build no message.
#[inline]
pub(crate) fn all_fit(sig: &[Kind], shapes: impl ExactSizeIterator<Item = Shape>) -> bool {
    shapes.len() == sig.len() && sig.iter().zip(shapes).all(|(&k, s)| fits(k, s))
}

/// The first operand that breaks `sig`: a wrong kind, or one too many. Returns the operand
/// index and the message.
pub(crate) fn operand_error(
    sig: &[Kind],
    shapes: impl IntoIterator<Item = Shape>,
) -> Option<(usize, String)> {
    for (k, s) in shapes.into_iter().enumerate() {
        match sig.get(k) {
            None => return Some((k, format!("Invalid operand {k}, expected: none"))),
            Some(&kind) if !fits(kind, s) => return Some((k, kind.wrong(k))),
            _ => {}
        }
    }
    None
}

/// The message for the first operand missing from `sig` when `n` operands are written.
pub(crate) fn missing(sig: &[Kind], n: usize) -> Option<String> {
    sig.get(n)
        .map(|k| format!("Missing operand {n}, expected{}", k.text()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `all_fit` says yes exactly when neither `operand_error` nor `missing` has a message:
    /// every signature and operand list of up to three entries.
    #[test]
    fn all_fit_is_no_error() {
        const KINDS: [Kind; 5] = [Kind::Reg, Kind::Src, Kind::Addr, Kind::Label, Kind::Imm];
        const SHAPES: [Shape; 6] = [
            Shape::Reg,
            Shape::Imm,
            Shape::Wavesize,
            Shape::Addr,
            Shape::Label,
            Shape::Other,
        ];
        fn lists<T: Copy>(items: &[T], max: usize) -> Vec<Vec<T>> {
            let mut all = vec![Vec::new()];
            let mut last = vec![Vec::new()];
            for _ in 0..max {
                let next: Vec<Vec<T>> = last
                    .iter()
                    .flat_map(|l: &Vec<T>| {
                        items.iter().map(move |&x| {
                            let mut l = l.clone();
                            l.push(x);
                            l
                        })
                    })
                    .collect();
                all.extend(next.iter().cloned());
                last = next;
            }
            all
        }
        let (sigs, shapes) = (lists(&KINDS, 3), lists(&SHAPES, 3));
        let mut fitting = 0;
        for sig in &sigs {
            for sh in &shapes {
                let fit = all_fit(sig, sh.iter().copied());
                let clean = operand_error(sig, sh.iter().copied()).is_none()
                    && missing(sig, sh.len()).is_none();
                assert_eq!(fit, clean, "{sig:?} {sh:?}");
                fitting += usize::from(fit);
            }
        }
        assert!(fitting > 0);
    }

    /// The operand kinds by opcode name, as they were listed before they were keyed by
    /// opcode.
    fn by_name(opname: &str, first: &str, t: u16) -> Option<&'static [Kind]> {
        use Kind::*;
        Some(match opname {
            "abs" | "neg" | "not" | "popcount" | "firstbit" | "lastbit" | "sqrt" | "ceil"
            | "floor" | "rint" | "trunc" | "fract" | "bitrev" => &[Reg, Src],
            "mov" if ty::is_opaque(t) => &[Reg, Reg],
            "add" | "sub" | "mul" | "div" | "rem" | "max" | "min" | "mulhi" | "mul24" | "and"
            | "or" | "xor" | "shl" | "shr" | "copysign" => &[Reg, Src, Src],
            "class" => &[Reg, Src, SrcNoWs],
            "mad" | "fma" | "mad24" | "bitselect" | "cmov" | "bitextract" => &[Reg, Src, Src, Src],
            "shuffle" => &[Reg, Src, Src, Imm],
            "bitinsert" | "activelanepermute" => &[Reg, Src, Src, Src, Src],
            "atomic" => match first {
                "ld" => &[Reg, Addr],
                "cas" => &[Reg, Addr, Src, Src],
                _ => &[Reg, Addr, Src],
            },
            "atomicnoret" => match first {
                "cas" => &[Addr, Src, Src],
                _ => &[Addr, Src],
            },
            "cbr" => &[Src, Label],
            "ldqueuereadindex" | "ldqueuewriteindex" => &[Reg, Addr],
            "stqueuereadindex" | "stqueuewriteindex" => &[Addr, Src],
            "addqueuewriteindex" => &[Reg, Addr, Src],
            "casqueuewriteindex" => &[Reg, Addr, Src, Src],
            "cleardetectexcept" | "setdetectexcept" => &[Imm],
            "wavebarrier" | "barrier" => &[],
            _ => return None,
        })
    }

    /// The lists written here before the table moved to `data/hsail/opcodes.toml` still hold
    /// (the table only adds opcodes).
    #[test]
    fn the_earlier_signatures_still_hold() {
        let mut n = 0;
        for (opcode, name) in crate::brig::consts::OPCODES.iter().enumerate() {
            for first in ["", "ld", "cas", "add", "u32"] {
                for t in [ty::U32, ty::ROIMG, ty::SAMP, ty::B64] {
                    if let Some(old) = by_name(name, first, t) {
                        assert_eq!(
                            signature(opcode as u16, first, t),
                            Some(old),
                            "{name} {first} {t}"
                        );
                        n += 1;
                    }
                }
            }
        }
        assert!(n > 100, "{n}");
    }

    /// Every signature fits in a [`Sig`] and reads back the same.
    #[test]
    fn signatures_fit_by_value() {
        for opcode in 0..=u16::from(u8::MAX) {
            for first in ["", "ld", "cas", "add", "exch", "u32"] {
                for t in [ty::U32, ty::ROIMG, ty::SAMP, ty::B64] {
                    if let Some(sig) = signature(opcode, first, t) {
                        assert!(sig.len() <= SIG_MAX, "{opcode} {first} {t}");
                        assert_eq!(
                            Sig::new(sig).map(|s| s.kinds().to_vec()),
                            Some(sig.to_vec())
                        );
                    }
                }
            }
        }
        for v in crate::vendor::OPS {
            if let Some(sig) = v.kinds {
                assert_eq!(
                    Sig::new(sig).map(|s| s.kinds().to_vec()),
                    Some(sig.to_vec()),
                    "{}",
                    v.name
                );
            }
        }
        assert_eq!(Sig::new(&[Kind::Imm; SIG_MAX + 1]), None);
        assert_eq!(Sig::new(&[]).map(|s| s.kinds().len()), Some(0));
    }

    // Expected messages from the hsail-negative corpus (add_su, atomic_ld_operands, cbr_generic,
    // class, neg_s).
    #[test]
    fn kinds_and_counts() {
        let add = signature(op::ADD, "s32", ty::S32).unwrap_or(&[]);
        assert_eq!(
            operand_error(add, [Shape::Addr, Shape::Reg, Shape::Reg]),
            Some((0, "Invalid operand 0, expected: a register".into()))
        );
        assert_eq!(
            operand_error(add, [Shape::Reg, Shape::Reg, Shape::Addr]).map(|e| e.1),
            Some("Invalid operand 2, expected one of: an immediate or wavesize, a register".into())
        );
        let neg = signature(op::NEG, "s64", ty::S64).unwrap_or(&[]);
        assert_eq!(
            operand_error(neg, [Shape::Reg, Shape::Reg, Shape::Reg]).map(|e| e.1),
            Some("Invalid operand 2, expected: none".into())
        );
        let ld = signature(op::ATOMIC, "ld", ty::B32).unwrap_or(&[]);
        assert_eq!(
            missing(ld, 1),
            Some("Missing operand 1, expected: an address".into())
        );
        assert_eq!(operand_error(ld, [Shape::Reg, Shape::Addr]), None);
    }
}
