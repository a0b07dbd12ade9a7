//! The checked BRIG reader: every check of [`super::view::check`] (structure first, then
//! cross-references), then the entries decoded into a [`Module`].
//!
//! Structure (L16969–L17061, L18356–L18408): header magic and version, every section inside the
//! file, every entry inside its section, sizes multiples of 4 and at least the record size for
//! the kind, known kinds, reserved bytes zero. Cross-references (L17065–L17093): every data,
//! code and operand offset names the start of an entry of the right section, and every list
//! element does too. Nothing is allocated beyond what the input's own length bounds.

use super::consts::kind;
use crate::model::{
    Code, CodeRef, DataRef, ExecKind, Executable, Inst, InstFormat, Module, ModuleHeader, Operand,
    OperandRef, StartIndex, Variable,
};

/// Why a BRIG module was rejected; `offset` is a byte offset into the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("BRIG offset {offset:#x}: {message}")]
pub struct BrigError {
    /// Byte offset in the file.
    pub offset: usize,
    /// What was expected.
    pub message: String,
}

pub(crate) fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, BrigError> {
    Err(BrigError {
        offset,
        message: message.into(),
    })
}

/// Little-endian reads from a section (bytes past its end read as 0) and the reserved-byte
/// check, which a cursor over already-checked bytes skips.
pub(crate) struct Cur<'a> {
    b: &'a [u8],
    base: usize,
    check: bool,
}

impl<'a> Cur<'a> {
    /// A cursor over section bytes `b` at file offset `base`; `check`: test reserved bytes.
    pub(crate) fn new(b: &'a [u8], base: usize, check: bool) -> Self {
        Cur { b, base, check }
    }
    #[inline(always)]
    fn u8(&self, o: usize) -> u8 {
        self.b.get(o).copied().unwrap_or(0)
    }
    #[inline(always)]
    pub(crate) fn u16(&self, o: usize) -> u16 {
        match self.b.get(o..o.wrapping_add(2)) {
            Some(&[a, b]) => u16::from_le_bytes([a, b]),
            _ => u16::from_le_bytes([self.u8(o), self.u8(o + 1)]),
        }
    }
    #[inline(always)]
    pub(crate) fn u32(&self, o: usize) -> u32 {
        match self.b.get(o..o.wrapping_add(4)) {
            Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
            _ => u32::from_le_bytes([self.u8(o), self.u8(o + 1), self.u8(o + 2), self.u8(o + 3)]),
        }
    }
    #[inline(always)]
    fn u64(&self, o: usize) -> u64 {
        u64::from(self.u32(o)) | (u64::from(self.u32(o + 4)) << 32)
    }
    #[inline(always)]
    fn zero(&self, from: usize, to: usize, what: &str) -> Result<(), BrigError> {
        if !self.check {
            return Ok(());
        }
        // All zero (the usual case): one test of the range, not one read per byte.
        if let Some(r) = self.b.get(from..to)
            && r.iter().all(|&x| x == 0)
        {
            return Ok(());
        }
        for o in from..to {
            if self.u8(o) != 0 {
                return err(self.base + o, format!("reserved byte of {what} must be 0"));
            }
        }
        Ok(())
    }
}

/// Reads and checks a BRIG module.
pub fn read(b: &[u8]) -> Result<Module, BrigError> {
    read_in(Input::Borrowed(b))
}

/// Reads and checks a BRIG module, taking over its bytes: each section is freed once decoded
/// and `hsa_data` stays in place as the module's data (no copy), so reading costs little more
/// than the module itself.
pub fn read_owned(b: Vec<u8>) -> Result<Module, BrigError> {
    read_in(Input::Owned(b))
}

/// The bytes being read.
enum Input<'a> {
    Borrowed(&'a [u8]),
    Owned(Vec<u8>),
}

impl Input<'_> {
    fn bytes(&self) -> &[u8] {
        match self {
            Input::Borrowed(b) => b,
            Input::Owned(v) => v,
        }
    }

    /// Gives back what lies past `len` (only owned bytes can be).
    fn truncate(&mut self, len: usize) {
        if let Input::Owned(v) = self
            && len < v.len()
        {
            v.truncate(len);
            v.shrink_to_fit();
        }
    }

    /// The bytes `range` as a vector of their own.
    fn into_range(self, range: std::ops::Range<usize>) -> Vec<u8> {
        match self {
            Input::Borrowed(b) => b.get(range).unwrap_or_default().to_vec(),
            Input::Owned(mut v) => {
                v.truncate(range.end);
                v.drain(..range.start.min(v.len()));
                v.shrink_to_fit();
                v
            }
        }
    }
}

fn read_in(mut input: Input) -> Result<Module, BrigError> {
    // Every check first (the view's linear passes); then the entries are decoded knowing
    // they are well-formed.
    let v = super::view::check(input.bytes())?;
    let [data_at, code_at, opnd_at] = v.at;
    let (data_len, code_len, opnd_len) = (
        v.data_bytes_len(),
        v.code_end() as usize,
        v.operand_end() as usize,
    );
    let (code_start, opnd_start) = (v.code_start() as usize, v.operand_start() as usize);
    drop(v);
    let data_range = data_at..data_at + data_len;
    let code_range = code_at..code_at + code_len;

    let b = input.bytes();
    let opnd = b.get(opnd_at..opnd_at + opnd_len).unwrap_or_default();
    let opnd_cur = Cur::new(opnd, opnd_at, false);
    let n = count_entries(&opnd_cur, opnd_start);
    let mut operand_offsets = StartIndex::default();
    let mut operands = Vec::with_capacity(n);
    let mut o = opnd_start;
    while o < opnd.len() {
        let size = opnd_cur.u16(o) as usize;
        let op = read_operand(&opnd_cur, o, opnd_cur.u16(o + 2))?;
        operand_offsets.push(o as u32);
        operands.push(op);
        o += size.max(4);
    }
    let operand_end = opnd.len() as u32;
    // Only hsa_code and hsa_data are needed from here on.
    input.truncate(code_range.end.max(data_range.end));
    let b = input.bytes();
    let code = b.get(code_range.clone()).unwrap_or_default();
    let code_cur = Cur::new(code, code_at, false);
    let n = count_entries(&code_cur, code_start);
    let mut code_offsets = StartIndex::default();
    let mut codes = Vec::with_capacity(n);
    let mut o = code_start;
    while o < code.len() {
        let size = code_cur.u16(o) as usize;
        let c = read_code(&code_cur, o, code_cur.u16(o + 2), size)?;
        code_offsets.push(o as u32);
        codes.push(c);
        o += size.max(4);
    }
    let code_end = code.len() as u32;

    Ok(Module::from_parts(
        input.into_range(data_range),
        (code_offsets, codes, code_end),
        (operand_offsets, operands, operand_end),
    ))
}

/// How many well-sized entries a section holds from `o` on (the capacity to reserve; at most
/// a quarter of the section's length, so hostile input cannot ask for more).
fn count_entries(c: &Cur, mut o: usize) -> usize {
    let mut n = 0;
    while o < c.b.len() {
        let size = c.u16(o) as usize;
        if size < 4 || !size.is_multiple_of(4) {
            break;
        }
        n += 1;
        o += size;
    }
    n
}

/// Reads an operand record: its reserved bytes checked (when the cursor checks) and its kind
/// known, then decoded.
#[inline(always)]
pub(crate) fn read_operand(c: &Cur, o: usize, k: u16) -> Result<Operand, BrigError> {
    check_operand(c, o, k)?;
    Ok(decode_operand(c, o, k))
}

/// Checks an operand record's kind and reserved bytes (when the cursor checks); returns the
/// record size of its kind (what [`Operand::size`] gives for the decoded operand).
#[inline(always)]
pub(crate) fn check_operand(c: &Cur, o: usize, k: u16) -> Result<usize, BrigError> {
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "operand");
    Ok(match k {
        0x3001 => {
            z(5, 8)?;
            8
        }
        0x3004 | 0x3007 => {
            z(6, 8)?;
            12
        }
        0x3006 => {
            z(9, 12)?;
            44
        }
        0x3008 => {
            z(9, 12)?;
            12
        }
        0x3000 => 20,
        0x300c => 4,
        0x3002 | 0x3003 | 0x3009..=0x300b => 8,
        _ => return err(c.base + o + 2, format!("unknown operand kind {k:#06x}")),
    })
}

/// Decodes an operand record of a known kind (no checks; an unknown kind reads as
/// `WAVESIZE`). Returning the entry itself, not a `Result`, lets callers build it in place.
#[inline(always)]
pub(crate) fn decode_operand(c: &Cur, o: usize, k: u16) -> Operand {
    match k {
        0x3000 => Operand::Address {
            symbol: CodeRef(c.u32(o + 4)),
            reg: OperandRef(c.u32(o + 8)),
            offset: c.u64(o + 12),
        },
        0x3001 => Operand::Align { align: c.u8(o + 4) },
        0x3002 => Operand::CodeList {
            elements: DataRef(c.u32(o + 4)),
        },
        0x3003 => Operand::CodeRef {
            code: CodeRef(c.u32(o + 4)),
        },
        0x3004 => Operand::ConstantBytes {
            ty: c.u16(o + 4),
            bytes: DataRef(c.u32(o + 8)),
        },
        0x3006 => Operand::ConstantImage(Box::new(crate::model::ImageInit {
            ty: c.u16(o + 4),
            geometry: c.u8(o + 6),
            channel_order: c.u8(o + 7),
            channel_type: c.u8(o + 8),
            width: c.u64(o + 12),
            height: c.u64(o + 20),
            depth: c.u64(o + 28),
            array: c.u64(o + 36),
        })),
        0x3007 => Operand::ConstantOperandList {
            ty: c.u16(o + 4),
            elements: DataRef(c.u32(o + 8)),
        },
        0x3008 => Operand::ConstantSampler {
            ty: c.u16(o + 4),
            coord: c.u8(o + 6),
            filter: c.u8(o + 7),
            addressing: c.u8(o + 8),
        },
        0x3009 => Operand::OperandList {
            elements: DataRef(c.u32(o + 4)),
        },
        0x300a => Operand::Register {
            kind: c.u16(o + 4),
            num: c.u16(o + 6),
        },
        0x300b => Operand::String {
            string: DataRef(c.u32(o + 4)),
        },
        _ => Operand::Wavesize,
    }
}

/// Reads a code entry: its reserved bytes checked (when the cursor checks) and its kind
/// known, then decoded.
#[inline(always)]
pub(crate) fn read_code(c: &Cur, o: usize, k: u16, size: usize) -> Result<Code, BrigError> {
    check_code(c, o, k, size)?;
    Ok(decode_code(c, o, k, size))
}

/// Checks a code entry's kind and reserved bytes (when the cursor checks); returns the record
/// size of its kind (what [`Code::size`] gives for the decoded entry; `size` for padding).
#[inline(always)]
pub(crate) fn check_code(c: &Cur, o: usize, k: u16, size: usize) -> Result<usize, BrigError> {
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "directive");
    Ok(match k {
        kind::NONE => {
            z(4, size)?;
            usize::from(size as u16)
        }
        kind::CONTROL => {
            z(6, 8)?;
            12
        }
        kind::FBARRIER => {
            z(10, 12)?;
            12
        }
        kind::FUNCTION | kind::INDIRECT_FUNCTION | kind::KERNEL | kind::SIGNATURE => {
            z(26, 28)?;
            28
        }
        kind::MODULE => {
            z(19, 20)?;
            20
        }
        kind::VARIABLE => {
            z(27, 28)?;
            28
        }
        kind::INST_ADDR..kind::INST_END => {
            check_inst(c, o, k)?;
            match k - kind::INST_ADDR {
                2 => 12,
                1 | 4 | 6 | 8 => 20,
                _ => 16,
            }
        }
        kind::ARG_BLOCK_END | kind::ARG_BLOCK_START => 4,
        kind::COMMENT | kind::EXTENSION | kind::LABEL | kind::PRAGMA => 8,
        kind::LOC => 16,
        _ => return err(c.base + o + 2, format!("unknown code entry kind {k:#06x}")),
    })
}

/// Decodes a code entry of a known kind (no checks; an unknown kind reads as padding of
/// `size` bytes). Returning the entry itself, not a `Result`, lets callers build it in place.
#[inline(always)]
pub(crate) fn decode_code(c: &Cur, o: usize, k: u16, size: usize) -> Code {
    let d = |a: usize| DataRef(c.u32(o + a));
    match k {
        kind::NONE => Code::None { size: size as u16 },
        kind::ARG_BLOCK_END => Code::ArgBlockEnd,
        kind::ARG_BLOCK_START => Code::ArgBlockStart,
        kind::COMMENT => Code::Comment { name: d(4) },
        kind::CONTROL => Code::Control {
            control: c.u16(o + 4),
            operands: d(8),
        },
        kind::EXTENSION => Code::Extension { name: d(4) },
        kind::FBARRIER => Code::Fbarrier {
            name: d(4),
            modifier: c.u8(o + 8),
            linkage: c.u8(o + 9),
        },
        kind::FUNCTION | kind::INDIRECT_FUNCTION | kind::KERNEL | kind::SIGNATURE => {
            Code::Executable(Executable {
                kind: match k {
                    kind::FUNCTION => ExecKind::Function,
                    kind::INDIRECT_FUNCTION => ExecKind::IndirectFunction,
                    kind::KERNEL => ExecKind::Kernel,
                    _ => ExecKind::Signature,
                },
                name: d(4),
                out_arg_count: c.u16(o + 8),
                in_arg_count: c.u16(o + 10),
                first_in_arg: CodeRef(c.u32(o + 12)),
                first_code_block_entry: CodeRef(c.u32(o + 16)),
                next_module_entry: CodeRef(c.u32(o + 20)),
                modifier: c.u8(o + 24),
                linkage: c.u8(o + 25),
            })
        }
        kind::LABEL => Code::Label { name: d(4) },
        kind::LOC => Code::Loc {
            filename: d(4),
            line: c.u32(o + 8),
            column: c.u32(o + 12),
        },
        kind::MODULE => Code::Module(ModuleHeader {
            name: d(4),
            major: c.u32(o + 8),
            minor: c.u32(o + 12),
            profile: c.u8(o + 16),
            machine_model: c.u8(o + 17),
            default_float_round: c.u8(o + 18),
        }),
        kind::PRAGMA => Code::Pragma { operands: d(4) },
        kind::VARIABLE => Code::Variable(Variable {
            name: d(4),
            init: OperandRef(c.u32(o + 8)),
            ty: c.u16(o + 12),
            segment: c.u8(o + 14),
            align: c.u8(o + 15),
            dim: c.u64(o + 16),
            modifier: c.u8(o + 24),
            linkage: c.u8(o + 25),
            allocation: c.u8(o + 26),
        }),
        kind::INST_ADDR..kind::INST_END => Code::Inst(decode_inst(c, o, k)),
        _ => Code::None { size: size as u16 },
    }
}

/// An instruction's reserved bytes (by its format).
#[inline(always)]
fn check_inst(c: &Cur, o: usize, k: u16) -> Result<(), BrigError> {
    // The type is one of hsa_brig_type_t's (`HSAILasm`'s words).
    let t = c.u16(o + 6);
    if !crate::brig::consts::ty::is_valid(t) {
        return err(c.base + o, format!("Invalid type value = {t}"));
    }
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "instruction");
    match k - kind::INST_ADDR {
        1 | 4 | 8 => z(17, 20),
        0 | 3 | 12 | 14 => z(13, 16),
        6 => z(18, 20),
        7 | 10 => z(15, 16),
        2 | 5 | 9 | 11 | 15 | 16 => Ok(()),
        _ => z(14, 16),
    }
}

/// Decodes an instruction record of kind `k` (an instruction kind; no checks).
#[inline(always)]
pub(crate) fn decode_inst(c: &Cur, o: usize, k: u16) -> Inst {
    let b = |a: usize| c.u8(o + a);
    let h = |a: usize| c.u16(o + a);
    let format = match k - kind::INST_ADDR {
        0 => InstFormat::Addr { segment: b(12) },
        1 => InstFormat::Atomic {
            segment: b(12),
            order: b(13),
            scope: b(14),
            op: b(15),
            equiv: b(16),
        },
        2 => InstFormat::Basic,
        3 => InstFormat::Br { width: b(12) },
        4 => InstFormat::Cmp {
            source_type: h(12),
            modifier: b(14),
            compare: b(15),
            pack: b(16),
        },
        5 => InstFormat::Cvt {
            source_type: h(12),
            modifier: b(14),
            round: b(15),
        },
        6 => InstFormat::Image {
            image_type: h(12),
            coord_type: h(14),
            geometry: b(16),
            equiv: b(17),
        },
        7 => InstFormat::Lane {
            source_type: h(12),
            width: b(14),
        },
        8 => InstFormat::Mem {
            segment: b(12),
            align: b(13),
            equiv: b(14),
            width: b(15),
            modifier: b(16),
        },
        9 => InstFormat::MemFence {
            order: b(12),
            global_scope: b(13),
            group_scope: b(14),
            image_scope: b(15),
        },
        10 => InstFormat::Mod {
            modifier: b(12),
            round: b(13),
            pack: b(14),
        },
        11 => InstFormat::QueryImage {
            image_type: h(12),
            geometry: b(14),
            query: b(15),
        },
        12 => InstFormat::QuerySampler { query: b(12) },
        13 => InstFormat::Queue {
            segment: b(12),
            order: b(13),
        },
        14 => InstFormat::Seg { segment: b(12) },
        15 => InstFormat::SegCvt {
            source_type: h(12),
            segment: b(14),
            modifier: b(15),
        },
        16 => InstFormat::Signal {
            signal_type: h(12),
            order: b(14),
            op: b(15),
        },
        _ => InstFormat::SourceType { source_type: h(12) },
    };
    Inst {
        opcode: h(4),
        ty: h(6),
        operands: DataRef(c.u32(o + 8)),
        format,
    }
}

#[cfg(test)]
mod tests {
    use super::read;

    const GOLDEN: &[u8] = include_bytes!("../../tests/data/vector_add.brig");

    /// The record sizes the checks give by kind are the decoded entries' sizes.
    #[test]
    fn checked_sizes_are_decoded_sizes() {
        use super::{Cur, check_code, check_operand, decode_code, decode_operand};
        let zeros = [0u8; 64];
        let c = Cur::new(&zeros, 0, true);
        let mut known = 0;
        for k in 0u16..=0xffff {
            if let Ok(n) = check_operand(&c, 0, k) {
                assert_eq!(
                    n,
                    usize::from(decode_operand(&c, 0, k).size()),
                    "operand {k:#x}"
                );
                known += 1;
            }
            if let Ok(n) = check_code(&c, 0, k, 24) {
                assert_eq!(
                    n,
                    usize::from(decode_code(&c, 0, k, 24).size()),
                    "code {k:#x}"
                );
                known += 1;
            }
        }
        assert_eq!(known, 12 + 16 + 18, "kinds known");
    }

    #[test]
    fn golden_reads_and_rewrites_identically() {
        let m = read(GOLDEN).expect("HSAILasm's BRIG is valid");
        assert_eq!(crate::brig::write(&m), GOLDEN);
    }

    #[test]
    fn owned_bytes_read_like_borrowed_ones() {
        let m = super::read_owned(GOLDEN.to_vec()).expect("HSAILasm's BRIG is valid");
        assert_eq!(crate::brig::write(&m), GOLDEN);
        // Cut and corrupted copies fail (or read) the same way either way.
        for cut in [0, 104, 200, GOLDEN.len() / 2, GOLDEN.len() - 1] {
            let b = &GOLDEN[..cut];
            assert_eq!(
                read(b).map(|m| crate::brig::write(&m)),
                super::read_owned(b.to_vec()).map(|m| crate::brig::write(&m))
            );
        }
    }

    /// Found by `cargo xtask fuzz brig_read`: an operand list among its own elements made the
    /// printer recurse until the stack overflowed. The reader now rejects nested lists.
    #[test]
    fn a_list_operand_inside_a_list_operand_is_rejected() {
        let b: &[u8] = include_bytes!("../../tests/data/fuzz/brig_read_operand_list_cycle.brig");
        for r in [read(b), super::read_owned(b.to_vec())] {
            let e = r.expect_err("a cyclic operand list must not read");
            assert!(
                e.to_string()
                    .contains("list operand has a list operand among its elements"),
                "{e}"
            );
        }
    }

    /// Found by `cargo xtask fuzz brig_read`: an address operand whose "register" was an
    /// address operand (itself) made the printer recurse until the stack overflowed.
    #[test]
    fn an_address_whose_register_is_not_a_register_is_rejected() {
        let mut b = include_bytes!("../../tests/data/fuzz/brig_read_address_cycle.brig").to_vec();
        // (Its `mem` instruction at 0x2c8 has the type 0x4003, none of hsa_brig_type_t's,
        // which the structure check refuses before any reference: made u32.)
        assert_eq!(b[0x2c8 + 6..0x2c8 + 8], [0x03, 0x40]);
        assert!(read(&b).is_err_and(|e| e.message == "Invalid type value = 16387"));
        b[0x2c8 + 7] = 0;
        let b = &b[..];
        for r in [read(b), super::read_owned(b.to_vec())] {
            let e = r.expect_err("a cyclic address must not read");
            assert!(
                e.to_string()
                    .contains("address operand's register is not a register operand"),
                "{e}"
            );
        }
    }

    #[test]
    fn hostile_inputs_are_rejected_without_panicking() {
        assert!(read(b"").is_err());
        assert!(read(b"HSA BRIG").is_err());
        for cut in [1, 17, 103, 104, 200, GOLDEN.len() - 1] {
            let _ = read(&GOLDEN[..cut.min(GOLDEN.len())]);
        }
        // Every single-byte corruption either reads or fails cleanly.
        let mut buf = GOLDEN.to_vec();
        for i in 0..buf.len() {
            for x in [0x00u8, 0xff, 0x41] {
                let old = buf[i];
                buf[i] = x;
                if let Ok(m) = read(&buf) {
                    let _ = crate::text::printer::print(&m);
                    let _ = crate::decode::dump(&m);
                }
                buf[i] = old;
            }
        }
    }
}
