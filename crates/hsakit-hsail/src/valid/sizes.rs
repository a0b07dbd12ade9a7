//! Register sizes of an instruction's operands: which register kind (`$c`, `$s`, `$d`, `$q`)
//! each register operand of an instruction must be, and HSAILasm's message when one is not
//! ("Operand 1 size does not match operation size"). One rule for the parser, which checks
//! text as it reads each instruction, and for modules read from BRIG, which `HSAILasm
//! -disassemble` checks the same way ("Error in hsa_operand section, at offset 36: Operand 0
//! size does not match operation size").
//!
//! The sizes come from the operand types (4.16, register sizes L2996-L3004): a value of a
//! 1-bit type in a `$c` register, of 2 to 32 bits in `$s`, of 64 bits in `$d`, of 128 bits in
//! `$q`; image and sampler handles are 64-bit values in `$d` registers (HSAILasm; 7.1).

use crate::brig::consts::{op, ty};
use crate::model::InstFormat;

/// The register kind (0 `$c`, 1 `$s`, 2 `$d`, 3 `$q`) that holds a value of type `t`,
/// [`NO_REG`] when its size is none of theirs (or `t` is no type).
pub(crate) const fn reg_kind_of(t: u16) -> u8 {
    if t == ty::NONE {
        return NO_REG;
    }
    let bits = if ty::is_opaque(ty::base(t)) {
        64
    } else {
        ty::bits_of(t)
    };
    match bits {
        1 => 0,
        2..=32 => 1,
        64 => 2,
        128 => 3,
        _ => NO_REG,
    }
}

/// [`reg_kind_of`]'s answer for a type no register holds.
pub(crate) const NO_REG: u8 = u8::MAX;

/// [`reg_kind_of`] of every type below 256, looked up per register operand.
pub(crate) const REG_KIND: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut t = 0;
    while t < 256 {
        table[t] = reg_kind_of(t as u16);
        t += 1;
    }
    table
};

/// The bit of [`Regs::List`] for a register of kind `kind` (bit 7 for any kind from 7 on).
#[inline]
pub(crate) fn kind_bit(kind: u16) -> u8 {
    1 << kind.min(7)
}

/// The registers of an operand, as far as their sizes go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Regs {
    /// A register of this kind.
    One(u16),
    /// A list: one [`kind_bit`] per register kind among its elements.
    List(u8),
}

impl Regs {
    /// Whether a register of the operand is of another kind than `want`.
    #[inline]
    fn mismatch(self, want: u16) -> bool {
        match self {
            Regs::One(kind) => kind != want,
            Regs::List(bits) => bits & !kind_bit(want) != 0,
        }
    }
}

/// The first register operand of an instruction whose registers are not of the size its type
/// wants, and HSAILasm's message for it; `None` when they all are. `regs` gives each
/// operand's registers in order (`None`: not a register nor a list). `types` are the
/// instruction's operand types ([`crate::text::parser`]'s `operand_types`), `src` its source
/// (or coordinate) type; a vendor instruction's come from its `vendor.toml` entry.
#[inline]
pub(crate) fn size_error(
    opcode: u16,
    f: &InstFormat,
    ity: u16,
    src: u16,
    types: &[u16; 6],
    regs: impl IntoIterator<Item = Option<Regs>>,
) -> Option<(usize, String)> {
    // Image and sampler instructions, `lda` and `ldf`: handles in `$d` registers, the result
    // (or the stored values) of the operation's size, coordinates of the coordinate type's
    // (HSAILasm's messages; image chapter 7, L9586-L9936).
    if holds_handles(f, opcode) {
        return handle_size_error(opcode, ity, src, regs);
    }
    if holds_no_values(f, opcode) {
        return None;
    }
    for (k, r) in regs.into_iter().enumerate() {
        // Only registers and lists are checked: the operand's type is not worked out for the
        // others.
        let Some(r) = r else {
            continue;
        };
        let Some(t) = value_type(opcode, f, ity, src, types, k) else {
            continue;
        };
        let want = match REG_KIND.get(usize::from(t)) {
            Some(&NO_REG) => continue,
            Some(&kind) => u16::from(kind),
            None => match reg_kind_of(t) {
                NO_REG => continue,
                kind => u16::from(kind),
            },
        };
        if r.mismatch(want) {
            let msg = match role(opcode, k, ity, src) {
                Role::Fixed => expected_register(k, want),
                Role::Source => format!("Operand {k} size does not match source type size"),
                Role::Operation => format!("Operand {k} size does not match operation size"),
            };
            return Some((k, msg));
        }
    }
    None
}

/// Image and sampler instructions, `lda` and `ldf`: their register operands hold handles,
/// results and coordinates ([`handle_size_error`]), not values of the operand types.
fn holds_handles(f: &InstFormat, opcode: u16) -> bool {
    matches!(
        f,
        InstFormat::Image { .. }
            | InstFormat::QueryImage { .. }
            | InstFormat::QuerySampler { .. }
            | InstFormat::Addr { .. }
    ) || opcode == op::LDF
}

/// `memfence`, `initfbar`, `releasefbar` and the calls: no operand of theirs holds a value of
/// the operand types.
fn holds_no_values(f: &InstFormat, opcode: u16) -> bool {
    matches!(f, InstFormat::MemFence { .. })
        || matches!(
            opcode,
            op::INITFBAR | op::RELEASEFBAR | op::CALL | op::SCALL | op::ICALL
        )
}

/// The type of the value operand `k` of an instruction holds (`types`: its operand types, as
/// for [`size_error`]); `None` for an operand that holds no value of a type of the
/// instruction's (an address, a signal handle, a label). Not for the image and sampler
/// instructions, `lda`, `ldf`, `memfence`, the fbarrier instructions and the calls, which
/// [`size_error`] judges otherwise.
#[inline]
pub(crate) fn value_type(
    opcode: u16,
    f: &InstFormat,
    ity: u16,
    src: u16,
    types: &[u16; 6],
    k: usize,
) -> Option<u16> {
    // Most instructions take none of the rules below but the last: their operands' types
    // are the mnemonic's, without the rules being tried operand by operand.
    let plain = !matches!(
        f,
        InstFormat::Mem { .. }
            | InstFormat::Atomic { .. }
            | InstFormat::Signal { .. }
            | InstFormat::Queue { .. }
            | InstFormat::Br { .. }
    ) && !matches!(opcode, op::COMBINE | op::EXPAND | op::ACTIVELANEMASK);
    // A signal wait with a timeout (`wait_*timeout`): its fourth operand is the u64 timeout.
    let timeout = matches!(f, InstFormat::Signal { op: 17..=20, .. });
    let type_of = |k: usize| {
        types
            .get(k)
            .copied()
            .unwrap_or_else(|| crate::text::parser::operand_type(opcode, k, ity, src))
    };
    Some(match (f, opcode) {
        _ if plain => type_of(k),
        (InstFormat::Mem { .. }, op::LD | op::ST) if k > 0 => return None,
        // The address (the first operand of `atomicnoret`, the second of `atomic`) and the
        // signal handle are not values; `atomicnoret`'s operand 1 is.
        (InstFormat::Atomic { .. }, _) if k == usize::from(opcode != op::ATOMICNORET) => {
            return None;
        }
        (InstFormat::Signal { .. }, _) if k == usize::from(opcode != op::SIGNALNORET) => {
            return None;
        }
        (InstFormat::Queue { .. }, _) if k == 1 => return None,
        (InstFormat::Br { .. }, _) if opcode != op::CBR && opcode != op::SBR => return None,
        (_, op::COMBINE | op::EXPAND) if k == 0 => ity,
        (_, op::COMBINE | op::EXPAND) => src,
        (_, op::ACTIVELANEMASK) if k == 0 => ity,
        (InstFormat::Signal { .. }, _) if timeout && k == 3 => ty::U64,
        _ => type_of(k),
    })
}

/// The first immediate operand of an instruction read from BRIG whose constant is of another
/// type than the operand's, and HSAILasm's message for it ("Invalid type of immediate operand
/// 0 (u16); expected s32"). `imms` gives each operand's constant type (`None`: not a
/// constant); a bit type's constant may be of the unsigned type of its size, as the
/// assembler writes it (`imm_type`). The instructions [`size_error`] judges otherwise are not
/// judged here.
pub(crate) fn immediate_error(
    opcode: u16,
    f: &InstFormat,
    ity: u16,
    src: u16,
    types: &[u16; 6],
    imms: impl IntoIterator<Item = Option<u16>>,
) -> Option<(usize, String)> {
    if holds_handles(f, opcode) || holds_no_values(f, opcode) {
        return None;
    }
    for (k, c) in imms.into_iter().enumerate() {
        let Some(c) = c else {
            continue;
        };
        let Some(want) = value_type(opcode, f, ity, src, types, k) else {
            continue;
        };
        if want == ty::NONE || c == want || c == crate::text::consts::imm_type(want) {
            continue;
        }
        return Some((
            k,
            format!(
                "Invalid type of immediate operand {k} ({}); expected {}",
                ty::name(c),
                ty::name(want)
            ),
        ));
    }
    None
}

/// HSAILasm's message for a register of another size than operand `k`'s fixed type wants
/// (`want`: a register kind): "Invalid operand 2 size: expected an 's' register".
pub(crate) fn expected_register(k: usize, want: u16) -> String {
    let (article, name) = match want {
        0 => ("a", 'c'),
        1 => ("an", 's'),
        2 => ("a", 'd'),
        _ => ("a", 'q'),
    };
    format!("Invalid operand {k} size: expected {article} '{name}' register")
}

/// What an operand's type is, as HSAILasm words a wrong register size for it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Role {
    /// The operation's type ("does not match operation size").
    Operation,
    /// The source type ("does not match source type size").
    Source,
    /// A type of its own whatever the instruction's (a shift count, a bit offset, a
    /// condition): "expected an 's' register".
    Fixed,
}

/// The [`Role`] of operand `k`, read off [`crate::text::parser::operand_type`]: a source
/// operand takes whatever source type it is given, a fixed one the same type for any
/// operation type.
fn role(opcode: u16, k: usize, ity: u16, src: u16) -> Role {
    use crate::text::parser::operand_type;
    // (HSAILasm words `sad`'s last source as fixed, `sadhi`'s and `cbr`'s condition as the
    // operation's.)
    match (opcode, k) {
        (op::SAD, 3) => return Role::Fixed,
        (op::SADHI, 3) | (op::CBR, 0) => return Role::Operation,
        _ => {}
    }
    // (No operand is of an opaque type by itself, so a sampler type marks the source.)
    if src != ty::NONE && operand_type(opcode, k, ity, ty::SAMP) == ty::SAMP {
        return Role::Source;
    }
    if operand_type(opcode, k, ty::U32, src) == operand_type(opcode, k, ty::U64, src) {
        return Role::Fixed;
    }
    Role::Operation
}

/// [`size_error`] of the image and sampler instructions, `lda` and `ldf`: what each register
/// operand holds.
fn handle_size_error(
    opcode: u16,
    ity: u16,
    src: u16,
    regs: impl IntoIterator<Item = Option<Regs>>,
) -> Option<(usize, String)> {
    /// What an operand holds.
    #[derive(Clone, Copy, PartialEq)]
    enum Holds {
        /// A value of the operation's type.
        Value,
        /// An image or sampler handle.
        Handle,
        /// Coordinates of the coordinate type.
        Coord,
        /// Not checked here.
        Other,
    }
    let holds = |k: usize| match (opcode, k) {
        (_, 0) => Holds::Value,
        (op::RDIMAGE, 1 | 2) | (op::LDIMAGE | op::STIMAGE, 1) => Holds::Handle,
        (op::QUERYIMAGE | op::QUERYSAMPLER, 1) => Holds::Handle,
        (op::RDIMAGE, 3) | (op::LDIMAGE | op::STIMAGE, 2) => Holds::Coord,
        _ => Holds::Other,
    };
    for (k, r) in regs.into_iter().enumerate() {
        let Some(r) = r else {
            continue;
        };
        let h = holds(k);
        let want = match h {
            Holds::Value => reg_kind_of(ity),
            Holds::Handle => 2,
            Holds::Coord => reg_kind_of(src),
            Holds::Other => continue,
        };
        if want == NO_REG {
            continue;
        }
        let mismatch = match r {
            // (A list where a handle belongs is the operand kinds' to report.)
            Regs::List(_) if h == Holds::Handle => false,
            r => r.mismatch(u16::from(want)),
        };
        if mismatch {
            let msg = match h {
                Holds::Handle => expected_register(k, 2),
                Holds::Coord => format!("Operand {k} size does not match coord type size"),
                _ => format!("Operand {k} size does not match operation size"),
            };
            return Some((k, msg));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The register kinds by type width (4.16), and handles in `$d` registers.
    #[test]
    fn register_kinds_by_type() {
        assert_eq!(reg_kind_of(ty::B1), 0);
        assert_eq!(reg_kind_of(ty::U32), 1);
        assert_eq!(reg_kind_of(ty::F16), 1);
        assert_eq!(reg_kind_of(ty::F64), 2);
        assert_eq!(reg_kind_of(ty::B128), 3);
        assert_eq!(reg_kind_of(ty::ROIMG), 2);
        assert_eq!(reg_kind_of(ty::NONE), NO_REG);
    }

    /// `add_u32` wants `$s` registers everywhere; `shl_u64` a `$s` shift count; a list's
    /// registers all of one kind.
    #[test]
    fn sizes_by_operand() {
        let basic = InstFormat::Basic;
        let t32 = [ty::U32; 6];
        let regs = |k: &[u16]| k.iter().map(|&k| Some(Regs::One(k))).collect::<Vec<_>>();
        assert_eq!(
            size_error(op::ADD, &basic, ty::U32, ty::NONE, &t32, regs(&[1, 1, 1])),
            None
        );
        assert_eq!(
            size_error(op::ADD, &basic, ty::U32, ty::NONE, &t32, regs(&[2, 1, 1])),
            Some((0, "Operand 0 size does not match operation size".into()))
        );
        let shl = [ty::U64, ty::U64, ty::U32, ty::U64, ty::U64, ty::U64];
        assert_eq!(
            size_error(op::SHL, &basic, ty::U64, ty::NONE, &shl, regs(&[2, 2, 1])),
            None
        );
        // (A shift count is of its own type: HSAILasm names the register it wants.)
        assert_eq!(
            size_error(op::SHL, &basic, ty::U64, ty::NONE, &shl, regs(&[2, 2, 2])),
            Some((2, "Invalid operand 2 size: expected an 's' register".into()))
        );
        assert_eq!(
            size_error(op::SHL, &basic, ty::U64, ty::NONE, &shl, regs(&[1, 2, 1])),
            Some((0, "Operand 0 size does not match operation size".into()))
        );
        // cmp's sources are of the source type, even where it is the operation's.
        let cmp = InstFormat::Cmp {
            source_type: ty::U32,
            modifier: 0,
            compare: 0,
            pack: 0,
        };
        let ct = [ty::U32; 6];
        assert_eq!(
            size_error(op::CMP, &cmp, ty::U32, ty::U32, &ct, regs(&[1, 2, 1])),
            Some((1, "Operand 1 size does not match source type size".into()))
        );
        let list = [
            Some(Regs::List(kind_bit(1) | kind_bit(2))),
            Some(Regs::One(1)),
        ];
        assert_eq!(
            size_error(op::MOV, &basic, ty::U32, ty::NONE, &t32, list).map(|e| e.0),
            Some(0)
        );
    }

    /// A constant is of its operand's type, or of the unsigned type a bit type's constant is
    /// written as (`and_b32 $s0, $s1, 7` has a u32 constant); HSAILasm's message otherwise.
    #[test]
    fn immediates_of_the_operand_type() {
        let basic = InstFormat::Basic;
        let t = |x: u16| [x; 6];
        let imms = |c: &[Option<u16>]| c.to_vec();
        let add = |c| immediate_error(op::ADD, &basic, ty::S32, ty::NONE, &t(ty::S32), c);
        assert_eq!(add(imms(&[None, Some(ty::S32), None])), None);
        assert_eq!(
            add(imms(&[None, None, Some(ty::U16)])),
            Some((
                2,
                "Invalid type of immediate operand 2 (u16); expected s32".into()
            ))
        );
        let and = immediate_error(
            28,
            &basic,
            ty::B32,
            ty::NONE,
            &t(ty::B32),
            [None, Some(ty::U32)],
        );
        assert_eq!(and, None);
    }

    /// The BRIG of `text` with the type of its first instruction (`add_u32`) made `to`.
    fn brig_with_type(text: &str, to: u16) -> Vec<u8> {
        let src = hsakit_diag::SourceFile::new("t.hsail", text.as_bytes().to_vec());
        let m = crate::parse(&src).expect("valid text");
        let mut b = crate::brig::write(&m);
        // `inst_basic_t`: size 12, kind 0x2002, opcode 2 (add), type u32.
        let rec = [12, 0, 0x02, 0x20, 2, 0, ty::U32 as u8, 0];
        let at = b
            .windows(rec.len())
            .position(|w| w == rec)
            .expect("the add record");
        b[at + 6..at + 8].copy_from_slice(&to.to_le_bytes());
        b
    }

    /// A module read from BRIG gets the register-size rule the parser applies to text, as
    /// `HSAILasm -disassemble` does ("Operand 0 size does not match operation size" for an
    /// `add_u64` of `$s` registers); a well-sized one passes.
    #[test]
    fn brig_input_gets_the_size_rule() {
        let text =
            "module &m:1:0:$full:$large:$default;\nkernel &k()\n{\n\tadd_u32 $s0, $s1, $s2;\n};\n";
        let src = hsakit_diag::SourceFile::new("t.brig", Vec::new());
        let judge = |b: Vec<u8>| {
            let m = crate::brig::read_owned(b).expect("well-formed BRIG");
            crate::valid::validate(&m, &src)
                .first()
                .map(|d| d.message.clone())
        };
        assert_eq!(judge(brig_with_type(text, ty::U32)), None);
        assert_eq!(judge(brig_with_type(text, ty::S32)), None);
        assert_eq!(
            judge(brig_with_type(text, ty::U64)).as_deref(),
            Some("Operand 0 size does not match operation size")
        );
    }
}
