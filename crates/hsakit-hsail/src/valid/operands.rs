//! Operand rules that need the module: destination vectors (4.17, L4170–L4216), the address
//! size of `lda` and `nullptr` per segment and machine model (Table 2–3 L1147, L5820–L5838,
//! L14094), the segment of a variable named in an address (L4252–L4256, L8516–L8519) and the
//! type of opaque loads (L8638).
//!
//! Positions follow `HSAILasm`: an operand rule is reported at the operand, found by scanning
//! the instruction's source text (operands are separated by top-level commas).

use crate::brig::consts::{self as c, ty};
use crate::model::{CodeRef, Inst, InstFormat, Module, Operand, OperandRef, VariableShape};
use hsakit_diag::{Diagnostic, SourceFile, Span};

/// The start offsets of the operands of the instruction whose text starts at `sp`.
fn operand_starts(src: &SourceFile, sp: Span) -> Vec<usize> {
    let text = src.bytes();
    let mut i = (sp.start as usize).min(text.len());
    // The mnemonic, with any parenthesised modifier arguments.
    let mut depth = 0i32;
    while i < text.len() {
        match text[i] {
            b'(' => depth += 1,
            b')' => depth -= 1,
            b' ' | b'\t' | b'\r' | b'\n' if depth <= 0 => break,
            b';' => return Vec::new(),
            _ => {}
        }
        i += 1;
    }
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut want = true;
    while i < text.len() {
        let b = text[i];
        if want && !b.is_ascii_whitespace() {
            if b == b';' {
                break;
            }
            out.push(i);
            want = false;
        }
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b',' if depth == 0 => want = true,
            b';' if depth <= 0 => break,
            _ => {}
        }
        i += 1;
    }
    out
}

pub(crate) fn at(src: &SourceFile, sp: Span, k: usize) -> Span {
    operand_starts(src, sp)
        .get(k)
        .map_or(sp, |&s| Span::new(s, s + 1))
}

/// Whether operand `o` is a constant of at most `max` (little-endian bytes, the first at most
/// `max`, the others zero); `None` when it is not a constant.
fn constant_at_most(m: &Module, o: OperandRef, max: u8) -> Option<bool> {
    match m.operand_value(o)? {
        Operand::ConstantBytes { bytes, .. } => {
            let b = m.data(bytes);
            Some(b.first().is_some_and(|&v| v <= max) && b.iter().skip(1).all(|&x| x == 0))
        }
        _ => None,
    }
}

/// The mnemonic part after the opcode name that selects an atomic or signal instruction's
/// operand list ([`super::kinds::signature`]): its operation (`ld`, `cas`, `wait`, …).
fn first_part(inst: &Inst) -> &'static str {
    match inst.format {
        InstFormat::Atomic { op, .. } | InstFormat::Signal { op, .. } => c::ATOMIC_OPS
            .get(usize::from(op))
            .and_then(|n| n.split('_').next())
            .unwrap_or(""),
        _ => "",
    }
}

/// Spill segment number (L18139).
const SEG_SPILL: u8 = 7;
/// Register kinds of `$s` and `$d` registers (hsa_brig_register_kind_t, L17729–L17732).
const REG_S: u16 = 1;
const REG_D: u16 = 2;

fn instruction_err(msg: &str, sp: Span) -> Diagnostic {
    Diagnostic::error("HSAIL-E0121", msg)
        .with_primary(Span::new(sp.start as usize, sp.start as usize + 1), "here")
}

fn err(msg: &str, span: Span) -> Diagnostic {
    Diagnostic::error("HSAIL-E0120", msg).with_primary(span, "in this operand")
}

/// The segment's address size is 64 bits (Table 2–3, L1147).
fn wide_segment(segment: u8, large: bool) -> bool {
    large && matches!(segment, 1..=4)
}

/// What [`check`] has to look at for an opcode, besides operands that are addresses.
pub(crate) mod needs {
    /// Registers per vector operand ([`super::super::vector::count_error`]).
    pub const VECTOR_COUNT: u16 = 1 << 0;
    /// `st`: WAVESIZE in a source vector.
    pub const ST: u16 = 1 << 1;
    /// The fbarrier instructions: a register operand is an `$s` register.
    pub const FBAR: u16 = 1 << 2;
    /// A destination vector: registers only, each once.
    pub const DEST_VECTOR: u16 = 1 << 3;
    /// [`super::instruction_rule`] may apply.
    pub const INSTRUCTION_RULE: u16 = 1 << 4;
    /// Signal handles and values, queue indices: register sizes.
    pub const SIGNAL_SIZES: u16 = 1 << 5;
    /// `ld`: opaque types of the named variable.
    pub const LD: u16 = 1 << 6;
}

/// The [`needs`] of the opcode named `name` (by name, as the rules below were written).
fn needs_of(name: &str) -> u16 {
    use needs::*;
    let mut f = 0;
    if matches!(
        name,
        "activelanemask" | "combine" | "expand" | "rdimage" | "ldimage" | "stimage"
    ) {
        f |= VECTOR_COUNT;
    }
    if name == "st" {
        f |= ST;
    }
    if matches!(
        name,
        "initfbar" | "joinfbar" | "waitfbar" | "arrivefbar" | "leavefbar" | "releasefbar"
    ) {
        f |= FBAR;
    }
    if matches!(
        name,
        "ld" | "expand" | "activelanemask" | "ldimage" | "rdimage"
    ) {
        f |= DEST_VECTOR;
    }
    if matches!(
        name,
        "signal"
            | "signalnoret"
            | "combine"
            | "expand"
            | "ftos"
            | "stof"
            | "segmentp"
            | "kernargbaseptr"
            | "icall"
            | "lda"
            | "nullptr"
    ) {
        f |= INSTRUCTION_RULE;
    }
    if matches!(
        name,
        "signal" | "signalnoret" | "stqueuereadindex" | "stqueuewriteindex"
    ) {
        f |= SIGNAL_SIZES;
    }
    if name == "ld" {
        f |= LD;
    }
    f
}

/// [`needs_of`] of the core opcodes, by opcode; made once.
fn core_needs() -> &'static [u16] {
    static CORE: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    CORE.get_or_init(|| c::OPCODES.iter().map(|n| needs_of(n)).collect())
}

/// Makes the table of [`needs`] now ([`super::prepare`]).
pub(crate) fn prepare() {
    core_needs();
}

/// [`needs_of`] by opcode.
pub(crate) fn needs(opcode: u16, name: &str) -> u16 {
    match core_needs().get(usize::from(opcode)) {
        Some(&f) => f,
        // A vendor image load (`amd_mipmap_ldimagemip`, `…_rdimagelod`, `…_rdimagegrad`):
        // its destination vector as the core load's.
        None => {
            let like = crate::vendor::by_opcode(opcode)
                .filter(|v| v.kind == crate::vendor::Kind::Like)
                .map_or(0, |v| v.like);
            let dest = if matches!(like, c::op::LDIMAGE | c::op::RDIMAGE) {
                needs::DEST_VECTOR
            } else {
                0
            };
            needs_of(name) | dest
        }
    }
}

/// A rule an instruction breaks: at one of its operands, or at the instruction.
#[derive(Debug)]
pub(crate) enum Broken {
    /// At operand `k`.
    Operand(usize, String),
    /// At the instruction.
    Instruction(String),
}

/// The diagnostic of a rule broken by the instruction at `sp`, placed at the operand or the
/// instruction.
pub(crate) fn diagnostic(src: &SourceFile, sp: Span, b: Broken) -> Diagnostic {
    match b {
        Broken::Operand(k, msg) => err(&msg, at(src, sp, k)),
        Broken::Instruction(msg) => instruction_err(&msg, sp),
    }
}

/// `HSAILasm`'s message for a symbol named where it is not visible (a module read from BRIG:
/// [`super::Scopes`]).
pub(crate) const NOT_VISIBLE: &str =
    "Identifier is not defined/declared or is not visible in the current scope";

/// The rule an instruction breaks, and where.
pub(crate) fn check_at(m: &Module, inst: &Inst, large: bool) -> Option<Broken> {
    check_scoped_at(m, inst, large, None)
}

/// [`check_at`] of an instruction of a module read from BRIG, at `scope.1`, whose address
/// symbols must also be visible there (`scope.0`; the parser finds names only in scope).
pub(crate) fn check_scoped_at(
    m: &Module,
    inst: &Inst,
    large: bool,
    scope: Option<(&super::Scopes, crate::model::CodeRef)>,
) -> Option<Broken> {
    // (A vendor image instruction by the name of the core one it is like: its vectors.)
    let name = c::OPCODES
        .get(usize::from(super::kinds::image_like(inst.opcode)))
        .copied()
        .unwrap_or("");
    let need = needs(inst.opcode, name);
    let sig = super::kinds::signature_of(inst.opcode, first_part(inst), inst.ty, &inst.format);
    let sig = sig.as_ref().map(super::kinds::Sig::kinds);
    // Whether an operand may be an address: only where the operand kinds allow one, once the
    // operands are known to fit them (most instructions take none, and then only the rules
    // their opcode needs are looked at).
    let mut may_address = sig.is_none_or(|s| {
        s.iter()
            .any(|k| matches!(k, super::kinds::Kind::Addr | super::kinds::Kind::Any))
    });
    let ranged = sig.is_some_and(super::kinds::ranged);
    if need == 0 && !may_address && !ranged && m.kinds_checked {
        return None;
    }
    let ops = m.operand_refs(inst.operands);
    // combine and expand: their types' combination before their vectors, as HSAILasm judges
    // (they are the only instructions with both needs).
    if need & needs::VECTOR_COUNT != 0
        && need & needs::INSTRUCTION_RULE != 0
        && let Some(msg) = instruction_rule(inst, name, large)
    {
        return Some(Broken::Instruction(msg.into()));
    }
    // Registers per vector operand (4.17).
    if need & needs::VECTOR_COUNT != 0
        && let Some((k, msg)) = super::vector::count_error(m, inst, name, |k| ops.get(k))
    {
        return Some(Broken::Operand(k, msg));
    }
    // What each operand may be (the BRIG chapter's per-instruction rules, e.g. L21463-L21465
    // "dest: must be HSA_BRIG_KIND_OPERAND_REGISTER"; `kinds` of data/hsail/opcodes.toml):
    // the parser checks text as it reads it; this is the same check for modules read from BRIG.
    // Each operand read once for both checks of a module read from BRIG.
    // (In place for the usual few operands, without a vector's bookkeeping per push.)
    let mut few = [super::kinds::Fact::NONE; 8];
    let many: Vec<super::kinds::Fact>;
    let facts: &[super::kinds::Fact] = if m.kinds_checked {
        &[]
    } else if ops.len() <= few.len() {
        for (f, o) in few.iter_mut().zip(ops.iter()) {
            *f = super::kinds::fact_of(m, o);
        }
        &few[..ops.len()]
    } else {
        many = ops.iter().map(|o| super::kinds::fact_of(m, o)).collect();
        &many
    };
    if !m.kinds_checked
        && let Some(sig) = sig
    {
        let shapes = || facts.iter().map(|f| f.shape);
        if !super::kinds::all_fit(sig, shapes()) {
            if let Some((k, msg)) = super::kinds::operand_error(sig, shapes()) {
                return Some(Broken::Operand(k, msg));
            }
            if let Some(msg) = super::kinds::missing(sig, ops.len()) {
                return Some(Broken::Instruction(msg));
            }
            // Operands that fit no kind and were not reported: look at every one.
            may_address = true;
        }
    }
    // The size of each register operand, as the parser checks text (`HSAILasm -disassemble`
    // checks BRIG so: "Operand 0 size does not match operation size").
    if !m.kinds_checked {
        let src = crate::text::parser::source_type(&inst.format);
        let types = crate::text::parser::operand_types(inst.opcode, inst.ty, src);
        let regs = facts.iter().map(|f| f.regs);
        if let Some((k, msg)) =
            super::sizes::size_error(inst.opcode, &inst.format, inst.ty, src, &types, regs)
        {
            return Some(Broken::Operand(k, msg));
        }
        // A constant of the operand's type (the parser writes each so).
        let imms = facts.iter().map(|f| f.imm);
        if let Some((k, msg)) =
            super::sizes::immediate_error(inst.opcode, &inst.format, inst.ty, src, &types, imms)
        {
            return Some(Broken::Operand(k, msg));
        }
    }
    // WAVESIZE in a source vector only for 32/64-bit integer data (L3536, 4.17).
    if need & needs::ST != 0
        && let Some(Operand::OperandList { elements }) = ops.get(0).and_then(|o| m.operand_value(o))
        && m.operand_list(elements)
            .iter()
            .any(|e| matches!(m.operand_value(*e), Some(Operand::Wavesize)))
        && (ty::is_float(ty::base(inst.ty)) || ty::bits(inst.ty) > 64)
    {
        return Some(Broken::Operand(
            0,
            "Operand 0 cannot include wavesize: incompatible with operation type".into(),
        ));
    }
    // Fbarrier operands held in registers are 32-bit (`$s`, ch. 9 fbarrier instructions).
    if need & needs::FBAR != 0
        && let Some(Operand::Register { kind, .. }) = ops.get(0).and_then(|o| m.operand_value(o))
        && kind != 1
    {
        return Some(Broken::Operand(
            0,
            "Invalid operand 0 size: expected an 's' register".into(),
        ));
    }
    // Immediates with a range: dimensions (workitemid, gridsize, …) 0, 1 or 2 (BRIG: L21465),
    // unpackcvt's element 0 to 3 (L6883). HSAILasm reports any other constant at the operand
    // (an operand that is no constant has failed the kind check).
    for (k, kind) in sig.unwrap_or_default().iter().enumerate() {
        if let Some(max) = kind.max_value()
            && ops
                .get(k)
                .is_some_and(|o| constant_at_most(m, o, max) == Some(false))
        {
            return Some(Broken::Operand(k, kind.wrong(k)));
        }
    }
    // Destination vectors: registers only, each once.
    if need & needs::DEST_VECTOR != 0
        && let Some(Operand::OperandList { elements }) = ops.get(0).and_then(|o| m.operand_value(o))
    {
        let mut regs = Vec::new();
        for e in m.operand_list(elements) {
            match m.operand_value(e) {
                Some(Operand::Register { kind, num }) => regs.push((kind, num)),
                _ => {
                    return Some(Broken::Operand(
                        0,
                        "Destination vector operand must not include immediate values or wavesize"
                            .into(),
                    ));
                }
            }
        }
        for (i, r) in regs.iter().enumerate() {
            if regs[..i].contains(r) {
                return Some(Broken::Operand(
                    0,
                    "Destination vector operand must not include the same register more than once"
                        .into(),
                ));
            }
        }
    }
    // (combine and expand had theirs before their vectors.)
    if need & needs::INSTRUCTION_RULE != 0
        && need & needs::VECTOR_COUNT == 0
        && let Some(msg) = instruction_rule(inst, name, large)
    {
        return Some(Broken::Instruction(msg.into()));
    }
    // Signal handles are `$d` registers; values have the operation's size (L9286–L9330,
    // Table 11–3 L13976).
    let reg_size = |o: OperandRef| {
        m.register_kind(o).map(|kind| match kind {
            0 => 1u32,
            1 => 32,
            2 => 64,
            _ => 128,
        })
    };
    let (handle, values): (Option<usize>, &[usize]) = match name {
        // The fourth operand of a wait with timeout is the u64 timeout.
        "signal" if matches!(inst.format, InstFormat::Signal { op: 2, .. }) => (Some(1), &[2, 3]),
        "signal" => (Some(1), &[2]),
        "signalnoret" => (Some(0), &[1]),
        "stqueuereadindex" | "stqueuewriteindex" => (None, &[1]),
        _ => (None, &[]),
    };
    if let Some(h) = handle
        && need & needs::SIGNAL_SIZES != 0
        && ops.get(h).and_then(reg_size).is_some_and(|s| s != 64)
    {
        return Some(Broken::Operand(h, super::sizes::expected_register(h, 2)));
    }
    for &k in values {
        if let Some(s) = ops.get(k).and_then(reg_size)
            && s != ty::bits(inst.ty)
        {
            return Some(Broken::Operand(
                k,
                format!("Operand {k} size does not match operation size"),
            ));
        }
    }
    // A variable named in an address must be in the instruction's segment.
    for (k, o) in ops.iter().enumerate() {
        // Most operands are not addresses: their kind is read without decoding them.
        if !may_address {
            break;
        }
        let Some((symbol, reg, offset)) = m.address_at(o) else {
            continue;
        };
        let a = AddressOperand {
            symbol,
            var: if symbol.0 == 0 {
                None
            } else {
                m.variable_shape(symbol)
            },
            has_reg: reg.0 != 0,
            reg_kind: m.register_kind(reg),
            offset,
        };
        let width = || match ops.get(0).and_then(|o| m.operand_value(o)) {
            Some(Operand::OperandList { elements }) => m.operand_list(elements).len() as u64,
            _ => 1,
        };
        if let Some(msg) = address_error(inst, need, large, width, &a) {
            return Some(Broken::Operand(k, msg.into()));
        }
        if let Some((scopes, at)) = scope
            && symbol.0 != 0
            && !scopes.visible(symbol.0, at.0)
        {
            return Some(Broken::Operand(k, NOT_VISIBLE.into()));
        }
    }
    None
}

/// An address operand as [`address_error`] judges it.
pub(crate) struct AddressOperand {
    /// Its symbol (0: none).
    pub symbol: CodeRef,
    /// The variable the symbol names, if it is one.
    pub var: Option<VariableShape>,
    /// Whether it has a register.
    pub has_reg: bool,
    /// That register's kind, when it is a register operand.
    pub reg_kind: Option<u16>,
    /// Its offset.
    pub offset: u64,
}

/// The rules on an address operand of `inst` (of [`needs`] `need`; `width`: the elements of
/// its first operand, 1 unless a list), for the validator reading a module and the parser
/// that has just read the operand alike.
pub(crate) fn address_error(
    inst: &Inst,
    need: u16,
    large: bool,
    width: impl FnOnce() -> u64,
    a: &AddressOperand,
) -> Option<&'static str> {
    let inst_seg = match inst.format {
        InstFormat::Addr { segment }
        | InstFormat::Mem { segment, .. }
        | InstFormat::Atomic { segment, .. }
        | InstFormat::Queue { segment, .. } => Some(segment),
        _ => None,
    };
    if let Some(s) = inst_seg {
        // Arg and spill have no flat addresses (L8036–L8040); a register in an address
        // has the segment's address size (L8041–L8048).
        if a.symbol.0 == 0 && matches!(s, SEG_SPILL | c::SEG_ARG) {
            return Some("Flat address cannot be used with arg and spill segments");
        }
        // (`$d` for a 64-bit address, `$s` for a 32-bit one; `$c` and `$q` for none.)
        if let Some(kind) = a.reg_kind
            && kind != if wide_segment(s, large) { REG_D } else { REG_S }
        {
            return Some("Address size does not match segment size");
        }
    }
    let v = a.var?;
    // Constant offsets into an arg variable stay inside it (the parser checks the other
    // segments; L8090–L8101).
    if v.segment == c::SEG_ARG && !a.has_reg && !(ty::is_array(v.ty) && v.dim == 0) {
        let size = ty::byte_size(v.ty).saturating_mul(v.dim.max(1));
        let access = ty::byte_size(inst.ty).max(1).saturating_mul(width());
        if a.offset >= size {
            return Some("Address offset exceeds variable size");
        }
        if a.offset.saturating_add(access) > size {
            return Some("Address is outside of memory allocated for variable");
        }
    }
    if let Some(s) = inst_seg
        && s != v.segment
    {
        return Some(if s == c::SEG_FLAT {
            "Address segment does not match instruction segment (expected flat address)"
        } else {
            "Address segment does not match instruction segment"
        });
    }
    if need & needs::LD != 0 && !ty::is_opaque(ty::base(inst.ty)) && ty::is_opaque(ty::base(v.ty)) {
        return Some("Opaque symbol used in address does not match instruction type");
    }
    if need & needs::LD != 0 && ty::is_opaque(ty::base(inst.ty)) && ty::base(v.ty) != inst.ty {
        return Some("Instruction type does not match address symbol type");
    }
    None
}

/// Whether [`check`] of an instruction reads more than its address operands
/// ([`address_error`]): given its [`needs`], whether its first operand is a list, whether
/// its operand kinds have ranged immediates. The parser checks the others as it reads them.
pub(crate) fn beyond_addresses(need: u16, first_is_list: bool, ranged: bool) -> bool {
    use needs::*;
    need & (VECTOR_COUNT | FBAR | INSTRUCTION_RULE | SIGNAL_SIZES) != 0
        || (need & (ST | DEST_VECTOR) != 0 && first_is_list)
        || ranged
}

/// The type of an address in `segment` (Table 2-3, L1147).
fn segment_address_type(segment: u8, large: bool) -> u16 {
    if wide_segment(segment, large) {
        ty::U64
    } else {
        ty::U32
    }
}

/// Instruction-level rules on the machine model (signal, ftos/stof and lda/nullptr types);
/// `HSAILasm` judges them before the operands.
pub(crate) fn instruction_rule(inst: &Inst, name: &str, large: bool) -> Option<&'static str> {
    // Signal handles and flat addresses have the machine model's size (Table 2–3, L1147;
    // L1177–L1189; ftos/stof L7107).
    let model_bad = |t: u16| match t {
        ty::SIG32 | ty::U32 => large,
        ty::SIG64 | ty::U64 => !large,
        _ => false,
    };
    match inst.format {
        // combine and expand join or split a vector of at least two elements (L5758-L5768):
        // the source type and the type differ (HSAILasm's message).
        InstFormat::SourceType { source_type }
            if matches!(name, "combine" | "expand") && source_type == inst.ty =>
        {
            return Some("Instruction has invalid combination of src type and type");
        }
        InstFormat::Signal { signal_type, .. }
            if model_bad(signal_type)
                || ty::bits(inst.ty) != if signal_type == ty::SIG32 { 32 } else { 64 } =>
        {
            return Some("Instruction type size must match machine model");
        }
        InstFormat::SegCvt { source_type, .. }
            if matches!(name, "ftos" | "segmentp") && model_bad(source_type) =>
        {
            return Some("Source type size must match machine model");
        }
        // ftos yields, and stof takes, an address of the segment's size (L7123, L7128).
        InstFormat::SegCvt { segment, .. }
            if name == "ftos" && inst.ty != segment_address_type(segment, large) =>
        {
            return Some("Instruction type must match segment kind and machine model");
        }
        InstFormat::SegCvt {
            segment,
            source_type,
            ..
        } if name == "stof" && source_type != segment_address_type(segment, large) => {
            return Some("Source type must match segment kind and machine model");
        }
        // kernargbaseptr_uLength: a kernarg address (Table 11-4, L14109; Table 2-3, L1147).
        _ if name == "kernargbaseptr" && model_bad(inst.ty) => {
            return Some("Instruction type size must match machine model");
        }
        _ if name == "icall" && model_bad(inst.ty) => {
            return Some("Instruction type size must match machine model");
        }
        InstFormat::SegCvt { .. } if name == "stof" && model_bad(inst.ty) => {
            return Some("Instruction type size must match machine model");
        }
        _ => {}
    }
    // lda / nullptr: the result has the segment's address size.
    let seg = match inst.format {
        InstFormat::Addr { segment } | InstFormat::Seg { segment } => Some(segment),
        _ => None,
    };
    if let (Some(segment), "lda" | "nullptr") = (seg, name) {
        let want = if wide_segment(segment, large) {
            ty::U64
        } else {
            ty::U32
        };
        if inst.ty != want {
            return Some("Instruction type must match segment kind and machine model");
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::model::{Code, Inst};
    use hsakit_diag::SourceFile;

    /// A module whose add has its operands in the order `order` (indices into the written
    /// `add_u32 $s0, 1, $s2`), written as BRIG and read back, then validated.
    fn validate_reordered(order: &[usize]) -> Vec<String> {
        validate_reordered_in(
            "module &m:1:0:$full:$large:$default;\nkernel &k()\n{\n\tadd_u32 $s0, 1, $s2;\n};\n",
            order,
        )
    }

    /// The module `text` with its one instruction's operands in the order `order`, written as
    /// BRIG and read back, then validated.
    fn validate_reordered_in(text: &str, order: &[usize]) -> Vec<String> {
        let src = SourceFile::new("t.hsail", text.as_bytes().to_vec());
        let mut m = crate::parse(&src).expect("it parses");
        let (r, i) = m
            .code()
            .find_map(|(r, c)| match c {
                Code::Inst(i) => Some((r, i.clone())),
                _ => None,
            })
            .expect("an instruction");
        let ops = m.operand_list(i.operands);
        let new: Vec<_> = order.iter().map(|&k| ops[k]).collect();
        let operands = m.add_operand_list(&new);
        m.set_code(r, Code::Inst(Inst { operands, ..i }));
        let read = crate::brig::read(&crate::brig::write(&m)).expect("sound structure");
        super::super::validate(&read, &SourceFile::new("t.brig", ""))
            .into_iter()
            .map(|d| d.message)
            .collect()
    }

    /// The AMD vendor instructions' operand kinds (`kinds` of `data/hsail/vendor.toml`) are
    /// checked in BRIG as in text: `amd_gcn_madu`'s destination is a register.
    #[test]
    fn vendor_operand_kinds_are_checked_in_brig() {
        let text = "module &m:1:0:$full:$large:$default;\nextension \"amd:gcn\";\nkernel &k()\n{\n\tamd_gcn_madu $d0, -1, $s0, $d0;\n};\n";
        assert!(validate_reordered_in(text, &[0, 1, 2, 3]).is_empty());
        assert_eq!(
            validate_reordered_in(text, &[1, 0, 2, 3]),
            ["Invalid operand 0, expected: a register"]
        );
    }

    /// BRIG read from a file gets the operand-kind rules the parser applies to text: an
    /// immediate destination, a missing operand, one too many.
    #[test]
    fn operand_kinds_are_checked_in_brig() {
        assert!(validate_reordered(&[0, 1, 2]).is_empty());
        assert_eq!(
            validate_reordered(&[1, 0, 2]),
            ["Invalid operand 0, expected: a register"]
        );
        assert_eq!(
            validate_reordered(&[0, 1]),
            ["Missing operand 2, expected one of: an immediate or wavesize, a register"]
        );
        assert_eq!(
            validate_reordered(&[0, 1, 2, 2]),
            ["Invalid operand 3, expected: none"]
        );
    }
}
