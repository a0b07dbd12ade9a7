//! The checked BRIG reader: structure first, then cross-references.
//!
//! Structure (L16969–L17061, L18356–L18408): header magic and version, every section inside the
//! file, every entry inside its section, sizes multiples of 4 and at least the record size for
//! the kind, known kinds, reserved bytes zero. Cross-references (L17065–L17093): every data,
//! code and operand offset names the start of an entry of the right section, and every list
//! element does too. Nothing is allocated beyond what the input's own length bounds.

use super::consts::kind;
use crate::model::{
    Code, CodeRef, DataRef, ExecKind, Executable, Inst, InstFormat, Module, ModuleHeader, Operand,
    OperandRef, SECTION_NAMES, StartIndex, Variable, section_header_len,
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

fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, BrigError> {
    Err(BrigError {
        offset,
        message: message.into(),
    })
}

struct Cur<'a> {
    b: &'a [u8],
    base: usize,
}

impl Cur<'_> {
    fn u8(&self, o: usize) -> u8 {
        self.b.get(o).copied().unwrap_or(0)
    }
    fn u16(&self, o: usize) -> u16 {
        u16::from_le_bytes([self.u8(o), self.u8(o + 1)])
    }
    fn u32(&self, o: usize) -> u32 {
        u32::from_le_bytes([self.u8(o), self.u8(o + 1), self.u8(o + 2), self.u8(o + 3)])
    }
    fn u64(&self, o: usize) -> u64 {
        u64::from(self.u32(o)) | (u64::from(self.u32(o + 4)) << 32)
    }
    fn zero(&self, from: usize, to: usize, what: &str) -> Result<(), BrigError> {
        for o in from..to {
            if self.u8(o) != 0 {
                return err(self.base + o, format!("reserved byte of {what} must be 0"));
            }
        }
        Ok(())
    }
}

fn get_u32(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn get_u64(b: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(o..o + 8)?.try_into().ok()?))
}

/// Finds a section: returns its bytes (header included) and its file offset.
fn section(b: &[u8], idx_at: usize, i: usize) -> Result<(&[u8], usize), BrigError> {
    let at = idx_at + 8 * i;
    let start = get_u64(b, at).ok_or(BrigError {
        offset: at,
        message: "section index entry past the end of the file".into(),
    })? as usize;
    if !start.is_multiple_of(16) || start >= b.len() {
        return err(
            at,
            format!("section {i} offset {start:#x} is not 16-aligned inside the file"),
        );
    }
    let len = get_u64(b, start).unwrap_or(u64::MAX);
    let hlen = get_u32(b, start + 8).unwrap_or(0) as usize;
    let nlen = get_u32(b, start + 12).unwrap_or(0) as usize;
    if len > (b.len() - start) as u64 {
        return err(start, "section byte_count runs past the end of the file");
    }
    let len = len as usize;
    let name = SECTION_NAMES[i];
    if nlen != name.len() || b.get(start + 16..start + 16 + nlen) != Some(name.as_bytes()) {
        return err(start + 16, format!("section {i} must be named `{name}`"));
    }
    if hlen < 16 + nlen || !hlen.is_multiple_of(4) || hlen > len {
        return err(start + 8, "bad section header_byte_count");
    }
    let _ = section_header_len;
    Ok((&b[start..start + len], start))
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
    let b = input.bytes();
    if b.len() < super::MODULE_HEADER_LEN {
        return err(0, "file is shorter than the 104-byte BRIG module header");
    }
    if &b[0..8] != super::MAGIC {
        return err(0, "expected the magic `HSA BRIG`");
    }
    let major = get_u32(b, 8).unwrap_or(0);
    let minor = get_u32(b, 12).unwrap_or(0);
    if major != 1 || minor > 2 {
        return err(
            8,
            format!("unsupported BRIG version {major}:{minor} (expected 1:0)"),
        );
    }
    let total = get_u64(b, 16).unwrap_or(0);
    if total > b.len() as u64 {
        return err(16, "module byte_count exceeds the file size");
    }
    let b = &b[..total as usize];
    let nsec = get_u32(b, 92).unwrap_or(0);
    if nsec < 3 {
        return err(92, "a BRIG module needs at least 3 sections");
    }
    let idx_at = get_u64(b, 96).unwrap_or(u64::MAX);
    if !idx_at.is_multiple_of(8) || idx_at.saturating_add(24) > b.len() as u64 {
        return err(96, "section index out of range");
    }
    let idx_at = idx_at as usize;
    let (data, data_at) = section(b, idx_at, 0)?;
    let (code, code_at) = section(b, idx_at, 1)?;
    let (opnd, opnd_at) = section(b, idx_at, 2)?;
    let data_range = data_at..data_at + data.len();
    let code_range = code_at..code_at + code.len();

    // Data entries.
    let dh = get_u32(data, 8).unwrap_or(0) as usize;
    // One bit per 4-byte slot of hsa_data: set where an entry starts.
    let mut data_starts = vec![0u64; data.len() / 256 + 1];
    let mut o = dh;
    while o < data.len() {
        let n = get_u32(data, o).ok_or(BrigError {
            offset: data_at + o,
            message: "truncated data entry".into(),
        })? as usize;
        let next = o
            .checked_add(4)
            .and_then(|x| x.checked_add(n))
            .map(|x| (x + 3) & !3)
            .filter(|&x| x <= data.len().max(o + 4 + n));
        let Some(next) = next.filter(|&x| o + 4 + n <= data.len() && x >= o + 4) else {
            return err(data_at + o, "data entry runs past the end of hsa_data");
        };
        if let Some(w) = data_starts.get_mut(o / 256) {
            *w |= 1 << ((o / 4) % 64);
        }
        o = next;
    }

    let opnd_cur = Cur {
        b: opnd,
        base: opnd_at,
    };

    // Operands.
    let oh = get_u32(opnd, 8).unwrap_or(0) as usize;
    let n = count_entries(&opnd_cur, oh);
    let mut operand_offsets = StartIndex::default();
    let mut operands = Vec::with_capacity(n);
    let mut o = oh;
    while o < opnd.len() {
        let size = opnd_cur.u16(o) as usize;
        let k = opnd_cur.u16(o + 2);
        if size < 4 || !size.is_multiple_of(4) || o + size > opnd.len() {
            return err(opnd_at + o, format!("bad operand byte_count {size}"));
        }
        let op = read_operand(&opnd_cur, o, k)?;
        if size != op.size() as usize {
            return err(
                opnd_at + o,
                format!(
                    "operand kind {k:#x} must be {} bytes, not {size}",
                    op.size()
                ),
            );
        }
        operand_offsets.push(o as u32);
        operands.push(op);
        o += size;
    }
    let operand_end = opnd.len() as u32;
    // Only hsa_code and hsa_data are needed from here on.
    input.truncate(code_range.end.max(data_range.end));
    let b = input.bytes();
    let code = b.get(code_range.clone()).unwrap_or_default();
    let code_cur = Cur {
        b: code,
        base: code_at,
    };

    // Code.
    let ch = get_u32(code, 8).unwrap_or(0) as usize;
    let n = count_entries(&code_cur, ch);
    let mut code_offsets = StartIndex::default();
    let mut codes = Vec::with_capacity(n);
    let mut o = ch;
    while o < code.len() {
        let size = code_cur.u16(o) as usize;
        let k = code_cur.u16(o + 2);
        if size < 4 || !size.is_multiple_of(4) || o + size > code.len() {
            return err(code_at + o, format!("bad code entry byte_count {size}"));
        }
        let c = read_code(&code_cur, o, k, size)?;
        if size != c.size() as usize {
            return err(
                code_at + o,
                format!("code kind {k:#x} must be {} bytes, not {size}", c.size()),
            );
        }
        code_offsets.push(o as u32);
        codes.push(c);
        o += size;
    }
    let code_end = code.len() as u32;

    let m = Module::from_parts(
        input.into_range(data_range),
        (code_offsets, codes, code_end),
        (operand_offsets, operands, operand_end),
    );
    check_refs(&m, &data_starts, code_at, opnd_at)?;
    Ok(m)
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

fn read_operand(c: &Cur, o: usize, k: u16) -> Result<Operand, BrigError> {
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "operand");
    Ok(match k {
        0x3000 => Operand::Address {
            symbol: CodeRef(c.u32(o + 4)),
            reg: OperandRef(c.u32(o + 8)),
            offset: c.u64(o + 12),
        },
        0x3001 => {
            z(5, 8)?;
            Operand::Align { align: c.u8(o + 4) }
        }
        0x3002 => Operand::CodeList {
            elements: DataRef(c.u32(o + 4)),
        },
        0x3003 => Operand::CodeRef {
            code: CodeRef(c.u32(o + 4)),
        },
        0x3004 => {
            z(6, 8)?;
            Operand::ConstantBytes {
                ty: c.u16(o + 4),
                bytes: DataRef(c.u32(o + 8)),
            }
        }
        0x3006 => {
            z(9, 12)?;
            Operand::ConstantImage(Box::new(crate::model::ImageInit {
                ty: c.u16(o + 4),
                geometry: c.u8(o + 6),
                channel_order: c.u8(o + 7),
                channel_type: c.u8(o + 8),
                width: c.u64(o + 12),
                height: c.u64(o + 20),
                depth: c.u64(o + 28),
                array: c.u64(o + 36),
            }))
        }
        0x3007 => {
            z(6, 8)?;
            Operand::ConstantOperandList {
                ty: c.u16(o + 4),
                elements: DataRef(c.u32(o + 8)),
            }
        }
        0x3008 => {
            z(9, 12)?;
            Operand::ConstantSampler {
                ty: c.u16(o + 4),
                coord: c.u8(o + 6),
                filter: c.u8(o + 7),
                addressing: c.u8(o + 8),
            }
        }
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
        0x300c => Operand::Wavesize,
        _ => return err(c.base + o + 2, format!("unknown operand kind {k:#06x}")),
    })
}

fn read_code(c: &Cur, o: usize, k: u16, size: usize) -> Result<Code, BrigError> {
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "directive");
    let d = |a: usize| DataRef(c.u32(o + a));
    Ok(match k {
        kind::NONE => {
            z(4, size)?;
            Code::None { size: size as u16 }
        }
        kind::ARG_BLOCK_END => Code::ArgBlockEnd,
        kind::ARG_BLOCK_START => Code::ArgBlockStart,
        kind::COMMENT => Code::Comment { name: d(4) },
        kind::CONTROL => {
            z(6, 8)?;
            Code::Control {
                control: c.u16(o + 4),
                operands: d(8),
            }
        }
        kind::EXTENSION => Code::Extension { name: d(4) },
        kind::FBARRIER => {
            z(10, 12)?;
            Code::Fbarrier {
                name: d(4),
                modifier: c.u8(o + 8),
                linkage: c.u8(o + 9),
            }
        }
        kind::FUNCTION | kind::INDIRECT_FUNCTION | kind::KERNEL | kind::SIGNATURE => {
            z(26, 28)?;
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
        kind::MODULE => {
            z(19, 20)?;
            Code::Module(ModuleHeader {
                name: d(4),
                major: c.u32(o + 8),
                minor: c.u32(o + 12),
                profile: c.u8(o + 16),
                machine_model: c.u8(o + 17),
                default_float_round: c.u8(o + 18),
            })
        }
        kind::PRAGMA => Code::Pragma { operands: d(4) },
        kind::VARIABLE => {
            z(27, 28)?;
            Code::Variable(Variable {
                name: d(4),
                init: OperandRef(c.u32(o + 8)),
                ty: c.u16(o + 12),
                segment: c.u8(o + 14),
                align: c.u8(o + 15),
                dim: c.u64(o + 16),
                modifier: c.u8(o + 24),
                linkage: c.u8(o + 25),
                allocation: c.u8(o + 26),
            })
        }
        kind::INST_ADDR..kind::INST_END => Code::Inst(read_inst(c, o, k)?),
        _ => return err(c.base + o + 2, format!("unknown code entry kind {k:#06x}")),
    })
}

fn read_inst(c: &Cur, o: usize, k: u16) -> Result<Inst, BrigError> {
    let z = |a: usize, b: usize| c.zero(o + a, o + b, "instruction");
    let b = |a: usize| c.u8(o + a);
    let h = |a: usize| c.u16(o + a);
    let format = match k - kind::INST_ADDR {
        0 => {
            z(13, 16)?;
            InstFormat::Addr { segment: b(12) }
        }
        1 => {
            z(17, 20)?;
            InstFormat::Atomic {
                segment: b(12),
                order: b(13),
                scope: b(14),
                op: b(15),
                equiv: b(16),
            }
        }
        2 => InstFormat::Basic,
        3 => {
            z(13, 16)?;
            InstFormat::Br { width: b(12) }
        }
        4 => {
            z(17, 20)?;
            InstFormat::Cmp {
                source_type: h(12),
                modifier: b(14),
                compare: b(15),
                pack: b(16),
            }
        }
        5 => InstFormat::Cvt {
            source_type: h(12),
            modifier: b(14),
            round: b(15),
        },
        6 => {
            z(18, 20)?;
            InstFormat::Image {
                image_type: h(12),
                coord_type: h(14),
                geometry: b(16),
                equiv: b(17),
            }
        }
        7 => {
            z(15, 16)?;
            InstFormat::Lane {
                source_type: h(12),
                width: b(14),
            }
        }
        8 => {
            z(17, 20)?;
            InstFormat::Mem {
                segment: b(12),
                align: b(13),
                equiv: b(14),
                width: b(15),
                modifier: b(16),
            }
        }
        9 => InstFormat::MemFence {
            order: b(12),
            global_scope: b(13),
            group_scope: b(14),
            image_scope: b(15),
        },
        10 => {
            z(15, 16)?;
            InstFormat::Mod {
                modifier: b(12),
                round: b(13),
                pack: b(14),
            }
        }
        11 => InstFormat::QueryImage {
            image_type: h(12),
            geometry: b(14),
            query: b(15),
        },
        12 => {
            z(13, 16)?;
            InstFormat::QuerySampler { query: b(12) }
        }
        13 => {
            z(14, 16)?;
            InstFormat::Queue {
                segment: b(12),
                order: b(13),
            }
        }
        14 => {
            z(13, 16)?;
            InstFormat::Seg { segment: b(12) }
        }
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
        _ => {
            z(14, 16)?;
            InstFormat::SourceType { source_type: h(12) }
        }
    };
    Ok(Inst {
        opcode: h(4),
        ty: h(6),
        operands: DataRef(c.u32(o + 8)),
        format,
    })
}

fn check_refs(
    m: &Module,
    data_starts: &[u64],
    code_at: usize,
    opnd_at: usize,
) -> Result<(), BrigError> {
    let data_ok = |r: DataRef| {
        let o = r.0 as usize;
        r.0 == 0
            || (o.is_multiple_of(4)
                && data_starts
                    .get(o / 256)
                    .is_some_and(|w| w >> ((o / 4) % 64) & 1 == 1))
    };
    let code_ok = |r: CodeRef| r.0 == 0 || m.code_index(r).is_some();
    let opnd_ok = |r: OperandRef| r.0 == 0 || m.operand_at(r).is_some();
    let olist_ok =
        |r: DataRef| data_ok(r) && m.data_u32s(r).all(|x| x != 0 && opnd_ok(OperandRef(x)));
    let clist_ok = |r: DataRef| data_ok(r) && m.data_u32s(r).all(|x| x != 0 && code_ok(CodeRef(x)));
    for (r, o) in m.operands() {
        let ok = match o {
            Operand::Address { symbol, reg, .. } => code_ok(*symbol) && opnd_ok(*reg),
            Operand::CodeList { elements } => clist_ok(*elements),
            Operand::CodeRef { code } => code_ok(*code),
            Operand::ConstantBytes { bytes, .. } => data_ok(*bytes),
            Operand::ConstantOperandList { elements, .. } | Operand::OperandList { elements } => {
                olist_ok(*elements)
            }
            Operand::String { string } => data_ok(*string),
            _ => true,
        };
        if !ok {
            return err(
                opnd_at + r.0 as usize,
                "operand refers outside its target section",
            );
        }
        // List operands nest at most one level, so no list can reach itself (a cycle would
        // make every reader of operands recurse without end). PRM 18.6.9 (seed 000 L20172-20179):
        // a vector operand's elements are registers, constants (bytes, expressions, aggregates)
        // or WAVESIZE, never another vector; an aggregate constant's elements are typed,
        // image or sampler constants (PRM 18.6.1, L19833-19849), never another aggregate.
        let nested = match o {
            Operand::OperandList { elements } => Some((*elements, true)),
            Operand::ConstantOperandList { elements, .. } => Some((*elements, false)),
            _ => None,
        };
        // An address's register is a register operand (PRM 18.6.2), not any operand: a
        // reference to another address could otherwise make a chain or a cycle.
        if let Operand::Address { reg, .. } = o
            && reg.0 != 0
            && !matches!(m.operand_at(*reg), Some(Operand::Register { .. }))
        {
            return err(
                opnd_at + r.0 as usize,
                "address operand's register is not a register operand",
            );
        }
        if let Some((elements, aggregate_ok)) = nested {
            let bad = m
                .data_u32s(elements)
                .any(|x| match m.operand_at(OperandRef(x)) {
                    Some(Operand::OperandList { .. }) => true,
                    Some(Operand::ConstantOperandList { .. }) => !aggregate_ok,
                    _ => false,
                });
            if bad {
                return err(
                    opnd_at + r.0 as usize,
                    "list operand has a list operand among its elements",
                );
            }
        }
    }
    for (r, c) in m.code() {
        let ok = match c {
            Code::Comment { name }
            | Code::Extension { name }
            | Code::Label { name }
            | Code::Fbarrier { name, .. } => data_ok(*name),
            Code::Control { operands, .. } | Code::Pragma { operands } => olist_ok(*operands),
            Code::Executable(e) => {
                data_ok(e.name)
                    && [
                        e.first_in_arg,
                        e.first_code_block_entry,
                        e.next_module_entry,
                    ]
                    .iter()
                    .all(|&r| r.0 == m.code_section_len() || code_ok(r))
            }
            Code::Loc { filename, .. } => data_ok(*filename),
            Code::Module(h) => data_ok(h.name),
            Code::Variable(v) => data_ok(v.name) && opnd_ok(v.init),
            Code::Inst(i) => olist_ok(i.operands),
            _ => true,
        };
        if !ok {
            return err(
                code_at + r.0 as usize,
                "entry refers outside its target section",
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::read;

    const GOLDEN: &[u8] = include_bytes!("../../tests/data/vector_add.brig");

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
        let b: &[u8] = include_bytes!("../../tests/data/fuzz/brig_read_address_cycle.brig");
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
