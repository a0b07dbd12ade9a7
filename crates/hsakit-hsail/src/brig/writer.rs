//! Serialises a [`Module`] into BRIG bytes.

use crate::model::{
    Code, Inst, InstFormat, Module, Operand, SECTION_NAMES, Sink, section_header_len,
};

fn u16le(out: &mut impl Sink, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}
fn u32le(out: &mut impl Sink, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}
fn u64le(out: &mut impl Sink, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}
fn pad_to(out: &mut Vec<u8>, align: usize) {
    while !out.len().is_multiple_of(align) {
        out.push(0);
    }
}

fn section_header(out: &mut Vec<u8>, name: &str, byte_count: u64) {
    let start = out.len();
    u64le(out, byte_count);
    u32le(out, section_header_len(name));
    u32le(out, name.len() as u32);
    out.extend_from_slice(name.as_bytes());
    out.resize(start + section_header_len(name) as usize, 0);
}

/// Encodes a module as a BRIG 1.0 container.
pub fn write(m: &Module) -> Vec<u8> {
    let mut out = Vec::with_capacity(layout(m).total as usize);
    // Writing into a Vec cannot fail.
    let _ = write_to(m, &mut out);
    out
}

/// Where the sections go: their file offsets and the module's total size.
struct Layout {
    starts: [u64; 3],
    total: u64,
}

fn align16(x: u64) -> u64 {
    (x + 15) & !15
}

fn layout(m: &Module) -> Layout {
    let index_end = super::MODULE_HEADER_LEN as u64 + 24;
    let s0 = align16(index_end);
    let s1 = align16(s0 + m.data_bytes().len() as u64);
    let s2 = align16(s1 + u64::from(m.code_section_len()));
    Layout {
        starts: [s0, s1, s2],
        total: align16(s2 + u64::from(m.operand_section_len())),
    }
}

/// Bytes gathered before [`write_to`] hands them to its writer.
const CHUNK: usize = 1 << 16;

/// Hands the gathered bytes to the writer once there are at least `at` of them.
fn spill(w: &mut dyn std::io::Write, out: &mut Vec<u8>, at: usize) -> std::io::Result<()> {
    if out.len() >= at.max(1) {
        w.write_all(out)?;
        out.clear();
    }
    Ok(())
}

/// Zero bytes that pad a section ending at file offset `end` to 16.
fn pad16(out: &mut Vec<u8>, end: u64) {
    out.resize(out.len() + (align16(end) - end) as usize, 0);
}

/// Encodes a module as a BRIG 1.0 container into `w`, in pieces of about 64 KiB (the
/// container is never held whole).
pub fn write_to(m: &Module, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let data = m.data_bytes();
    let code_len = m.code_section_len();
    let opnd_len = m.operand_section_len();
    let lay = layout(m);
    let mut out = Vec::with_capacity(CHUNK + 256);
    out.extend_from_slice(super::MAGIC);
    u32le(&mut out, 1);
    u32le(&mut out, 0);
    u64le(&mut out, lay.total);
    out.extend_from_slice(&[0u8; 64]);
    u32le(&mut out, 0);
    u32le(&mut out, 3);
    u64le(&mut out, super::MODULE_HEADER_LEN as u64);
    for s in lay.starts {
        u64le(&mut out, s);
    }
    pad_to(&mut out, 16);

    // hsa_data: the model holds it in BRIG form already.
    let hdr = section_header_len(SECTION_NAMES[0]) as usize;
    section_header(&mut out, SECTION_NAMES[0], data.len() as u64);
    spill(w, &mut out, 0)?;
    w.write_all(data.get(hdr..).unwrap_or(&[]))?;
    pad16(&mut out, lay.starts[0] + data.len() as u64);
    // hsa_code
    section_header(&mut out, SECTION_NAMES[1], u64::from(code_len));
    if let Some(records) = m.code_records() {
        // Kept in BRIG form already.
        spill(w, &mut out, 0)?;
        w.write_all(
            records
                .get(section_header_len(SECTION_NAMES[1]) as usize..)
                .unwrap_or(&[]),
        )?;
    }
    for (_, c) in m.code() {
        write_code(&mut out, c);
        spill(w, &mut out, CHUNK)?;
    }
    pad16(&mut out, lay.starts[1] + u64::from(code_len));
    // hsa_operand
    section_header(&mut out, SECTION_NAMES[2], u64::from(opnd_len));
    if let Some(records) = m.operand_records() {
        // Kept in BRIG form already.
        spill(w, &mut out, 0)?;
        w.write_all(
            records
                .get(section_header_len(SECTION_NAMES[2]) as usize..)
                .unwrap_or(&[]),
        )?;
    }
    for (_, o) in m.operands() {
        write_operand(&mut out, o);
        spill(w, &mut out, CHUNK)?;
    }
    pad16(&mut out, lay.starts[2] + u64::from(opnd_len));
    spill(w, &mut out, 0)
}

#[inline(always)]
pub(crate) fn write_code(out: &mut impl Sink, c: &Code) {
    if let Code::Inst(i) = c {
        write_inst(out, i);
        return;
    }
    let start = out.len();
    u16le(out, c.size());
    u16le(out, c.kind());
    match c {
        Code::ArgBlockStart | Code::ArgBlockEnd => {}
        Code::Comment { name } | Code::Extension { name } | Code::Label { name } => {
            u32le(out, name.0)
        }
        Code::Pragma { operands } => u32le(out, operands.0),
        Code::Control { control, operands } => {
            u16le(out, *control);
            u16le(out, 0);
            u32le(out, operands.0);
        }
        Code::Fbarrier {
            name,
            modifier,
            linkage,
        } => {
            u32le(out, name.0);
            out.extend_from_slice(&[*modifier, *linkage, 0, 0]);
        }
        Code::Executable(e) => {
            u32le(out, e.name.0);
            u16le(out, e.out_arg_count);
            u16le(out, e.in_arg_count);
            u32le(out, e.first_in_arg.0);
            u32le(out, e.first_code_block_entry.0);
            u32le(out, e.next_module_entry.0);
            out.extend_from_slice(&[e.modifier, e.linkage, 0, 0]);
        }
        Code::Loc {
            filename,
            line,
            column,
        } => {
            u32le(out, filename.0);
            u32le(out, *line);
            u32le(out, *column);
        }
        Code::Module(h) => {
            u32le(out, h.name.0);
            u32le(out, h.major);
            u32le(out, h.minor);
            out.extend_from_slice(&[h.profile, h.machine_model, h.default_float_round, 0]);
        }
        Code::None { .. } => {}
        Code::Variable(v) => {
            u32le(out, v.name.0);
            u32le(out, v.init.0);
            u16le(out, v.ty);
            out.extend_from_slice(&[v.segment, v.align]);
            u64le(out, v.dim);
            out.extend_from_slice(&[v.modifier, v.linkage, v.allocation, 0]);
        }
        Code::Inst(_) => {}
    }
    out.zero_to(start + c.size() as usize);
}

/// An instruction's record, built in a local record and appended at once: one capacity check
/// per instruction, not one per field (the assembler writes every instruction this way,
/// [`Module::encode_records`]).
#[inline(always)]
pub(crate) fn write_inst(out: &mut impl Sink, i: &Inst) {
    let mut r = [0u8; 20];
    let size = i.format.size();
    put(&mut r, 0, &size.to_le_bytes());
    put(&mut r, 2, &i.format.kind().to_le_bytes());
    put(&mut r, 4, &i.opcode.to_le_bytes());
    put(&mut r, 6, &i.ty.to_le_bytes());
    put(&mut r, 8, &i.operands.0.to_le_bytes());
    match i.format {
        InstFormat::Basic => {}
        InstFormat::Addr { segment } | InstFormat::Seg { segment } => r[12] = segment,
        InstFormat::Atomic {
            segment,
            order,
            scope,
            op,
            equiv,
        } => put(&mut r, 12, &[segment, order, scope, op, equiv]),
        InstFormat::Br { width } => r[12] = width,
        InstFormat::Cmp {
            source_type,
            modifier,
            compare,
            pack,
        } => {
            put(&mut r, 12, &source_type.to_le_bytes());
            put(&mut r, 14, &[modifier, compare, pack]);
        }
        InstFormat::Cvt {
            source_type,
            modifier,
            round,
        } => {
            put(&mut r, 12, &source_type.to_le_bytes());
            put(&mut r, 14, &[modifier, round]);
        }
        InstFormat::Image {
            image_type,
            coord_type,
            geometry,
            equiv,
        } => {
            put(&mut r, 12, &image_type.to_le_bytes());
            put(&mut r, 14, &coord_type.to_le_bytes());
            put(&mut r, 16, &[geometry, equiv]);
        }
        InstFormat::Lane { source_type, width } => {
            put(&mut r, 12, &source_type.to_le_bytes());
            r[14] = width;
        }
        InstFormat::Mem {
            segment,
            align,
            equiv,
            width,
            modifier,
        } => put(&mut r, 12, &[segment, align, equiv, width, modifier]),
        InstFormat::MemFence {
            order,
            global_scope,
            group_scope,
            image_scope,
        } => put(&mut r, 12, &[order, global_scope, group_scope, image_scope]),
        InstFormat::Mod {
            modifier,
            round,
            pack,
        } => put(&mut r, 12, &[modifier, round, pack]),
        InstFormat::QueryImage {
            image_type,
            geometry,
            query,
        } => {
            put(&mut r, 12, &image_type.to_le_bytes());
            put(&mut r, 14, &[geometry, query]);
        }
        InstFormat::QuerySampler { query } => r[12] = query,
        InstFormat::Queue { segment, order } => put(&mut r, 12, &[segment, order]),
        InstFormat::SegCvt {
            source_type,
            segment,
            modifier,
        } => {
            put(&mut r, 12, &source_type.to_le_bytes());
            put(&mut r, 14, &[segment, modifier]);
        }
        InstFormat::Signal {
            signal_type,
            order,
            op,
        } => {
            put(&mut r, 12, &signal_type.to_le_bytes());
            put(&mut r, 14, &[order, op]);
        }
        InstFormat::SourceType { source_type } => put(&mut r, 12, &source_type.to_le_bytes()),
    }
    // Copies of a size known here (no call to `memcpy`).
    match size {
        12 => out.extend_from_slice(&r[..12]),
        16 => out.extend_from_slice(&r[..16]),
        _ => out.extend_from_slice(&r),
    }
}

#[inline(always)]
pub(crate) fn write_operand(out: &mut impl Sink, o: &Operand) {
    // Built in a local record and appended at once: one capacity check per operand, not one
    // per field (the assembler writes every operand this way, [`Module::encode_records`]).
    let mut r = [0u8; 44];
    let size = usize::from(o.size()).min(r.len());
    put(&mut r, 0, &o.size().to_le_bytes());
    put(&mut r, 2, &o.kind().to_le_bytes());
    match o {
        Operand::Address {
            symbol,
            reg,
            offset,
        } => {
            put(&mut r, 4, &symbol.0.to_le_bytes());
            put(&mut r, 8, &reg.0.to_le_bytes());
            put(&mut r, 12, &offset.to_le_bytes());
        }
        Operand::Align { align } => r[4] = *align,
        Operand::CodeList { elements } | Operand::OperandList { elements } => {
            put(&mut r, 4, &elements.0.to_le_bytes());
        }
        Operand::String { string } => put(&mut r, 4, &string.0.to_le_bytes()),
        Operand::CodeRef { code } => put(&mut r, 4, &code.0.to_le_bytes()),
        Operand::ConstantBytes { ty, bytes } => {
            put(&mut r, 4, &ty.to_le_bytes());
            put(&mut r, 8, &bytes.0.to_le_bytes());
        }
        Operand::ConstantOperandList { ty, elements } => {
            put(&mut r, 4, &ty.to_le_bytes());
            put(&mut r, 8, &elements.0.to_le_bytes());
        }
        Operand::ConstantImage(img) => {
            put(&mut r, 4, &img.ty.to_le_bytes());
            put(
                &mut r,
                6,
                &[img.geometry, img.channel_order, img.channel_type],
            );
            put(&mut r, 12, &img.width.to_le_bytes());
            put(&mut r, 20, &img.height.to_le_bytes());
            put(&mut r, 28, &img.depth.to_le_bytes());
            put(&mut r, 36, &img.array.to_le_bytes());
        }
        Operand::ConstantSampler {
            ty,
            coord,
            filter,
            addressing,
        } => {
            put(&mut r, 4, &ty.to_le_bytes());
            put(&mut r, 6, &[*coord, *filter, *addressing]);
        }
        Operand::Register { kind, num } => {
            put(&mut r, 4, &kind.to_le_bytes());
            put(&mut r, 6, &num.to_le_bytes());
        }
        Operand::Wavesize => {}
    }
    // Copies of a size known here for the common sizes (no call to `memcpy`).
    match size {
        8 => out.extend_from_slice(&r[..8]),
        12 => out.extend_from_slice(&r[..12]),
        20 => out.extend_from_slice(&r[..20]),
        _ => out.extend_from_slice(&r[..size]),
    }
}

/// Copies `b` into `r` at `at` (the offsets are constants inside the record).
#[inline(always)]
fn put(r: &mut [u8], at: usize, b: &[u8]) {
    r[at..at + b.len()].copy_from_slice(b);
}
