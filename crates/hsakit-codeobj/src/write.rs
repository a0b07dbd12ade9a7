//! A two-phase writer (reserve, then write) for code object v5 shared objects, laid out the way
//! `ld.lld-19 -shared` lays out gfx1200/gfx1201 kernels (notes/seed-abi.md §2.2, measured):
//!
//! | segment | sections |
//! |---|---|
//! | PT_PHDR | the program headers |
//! | PT_LOAD R | `.note` `.dynsym` `.hash` `.dynstr` `.rodata` (64-byte descriptors) |
//! | PT_LOAD R+X | `.text` (256-byte-aligned entries) |
//! | PT_LOAD RW | `.dynamic` |
//! | PT_DYNAMIC, PT_GNU_RELRO, PT_GNU_STACK, PT_NOTE | |
//!
//! Each PT_LOAD starts on a new 4 KiB page of the address space at the same offset within the
//! page as in the file, as lld does. Entry offsets are written PC-relative, so the object needs
//! no dynamic relocations. lld's `.gnu.hash` is left out (`.hash` is the gABI table; the HSA
//! loader needs neither).

use crate::error::{Error, Result};
use crate::kd::{Generation, KernelDescriptor};
use crate::metadata::{self, Value};
use crate::raw::{self, elfc::*};
use crate::read::CodeObject;

/// One kernel to write.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelInput {
    /// Kernel name; its descriptor symbol is `name.kd`.
    pub name: String,
    /// Offset of its first instruction in [`ObjectInput::text`]; must be a multiple of 256.
    pub code_offset: u64,
    /// Size of its code (the function symbol's size).
    pub code_size: u64,
    /// The descriptor; `kernel_code_entry_byte_offset` is recomputed by the writer.
    pub descriptor: KernelDescriptor,
}

/// What to write: the contents of a v5 shared code object.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectInput {
    /// `e_flags` (MACH in bits 7:0, e.g. 0x48 for gfx1200).
    pub e_flags: u32,
    /// The whole `.text` section.
    pub text: Vec<u8>,
    /// The kernels, in symbol order.
    pub kernels: Vec<KernelInput>,
    /// The metadata document, written as MessagePack in an `"AMDGPU"` `NT_AMDGPU_METADATA`
    /// note (keys sorted as LLVM writes them).
    pub metadata: Value,
}

impl ObjectInput {
    /// The writer input that reproduces `co`'s kernels, code and metadata. Code objects without
    /// a v3+ metadata note get metadata synthesized from their descriptors.
    pub fn from_code_object(co: &CodeObject<'_>) -> Result<ObjectInput> {
        let text_sec = co
            .sections
            .iter()
            .find(|s| s.name == ".text")
            .ok_or_else(|| Error::writer("the code object has no .text section"))?;
        let text = co.section_data(text_sec)?.to_vec();
        let mut kernels = Vec::new();
        for k in &co.kernels {
            let code_offset = k.code_address.checked_sub(text_sec.addr).ok_or_else(|| {
                Error::writer(format!("kernel `{}` does not start in .text", k.name))
            })?;
            kernels.push(KernelInput {
                name: k.name.clone(),
                code_offset,
                code_size: k.code_size,
                descriptor: k.descriptor,
            });
        }
        let metadata = match (&co.metadata_doc, co.version >= 3) {
            (Some(doc), true) => doc.clone(),
            _ => {
                let target = co.target_id().unwrap_or_default();
                let generation = co.generation().unwrap_or(Generation::Gfx12);
                let ks: Vec<(String, KernelDescriptor)> = kernels
                    .iter()
                    .map(|k| (k.name.clone(), k.descriptor))
                    .collect();
                metadata::synthesize(&target, &ks, generation)
            }
        };
        Ok(ObjectInput {
            e_flags: co.header.flags,
            text,
            kernels,
            metadata,
        })
    }
}

const PAGE: u64 = 0x1000;
const EHDR: u64 = 64;
const PHDR_SIZE: u64 = 56;
const SHDR_SIZE: u64 = 64;
const SYM_SIZE: u64 = 24;
const DYN_SIZE: u64 = 16;
const NUM_PHDRS: u64 = 8;

/// Section indices of the output (fixed order).
const S_NOTE: u32 = 1;
const S_DYNSYM: u32 = 2;
const S_HASH: u32 = 3;
const S_DYNSTR: u32 = 4;
const S_RODATA: u32 = 5;
const S_TEXT: u32 = 6;
const S_DYNAMIC: u32 = 7;
const S_SYMTAB: u32 = 8;
const S_SHSTRTAB: u32 = 9;
const S_STRTAB: u32 = 10;
const NUM_SECTIONS: u32 = 11;

const SECTION_NAMES: [&str; NUM_SECTIONS as usize] = [
    "",
    ".note",
    ".dynsym",
    ".hash",
    ".dynstr",
    ".rodata",
    ".text",
    ".dynamic",
    ".symtab",
    ".shstrtab",
    ".strtab",
];

/// Where one section goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Place {
    offset: u64,
    addr: u64,
    size: u64,
}

/// Phase one: every offset, address and size of the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    places: [Place; NUM_SECTIONS as usize],
    note: Vec<u8>,
    strtab: Vec<u8>,
    shstrtab: Vec<u8>,
    shstr_offsets: Vec<u32>,
    /// (name offset in .dynstr/.strtab, kernel index, is descriptor).
    symbols: Vec<(u32, usize, bool)>,
    hash: Vec<u8>,
    shoff: u64,
    /// Total file size.
    pub file_size: u64,
    /// Address of each kernel's descriptor.
    pub descriptor_addresses: Vec<u64>,
    /// Address of each kernel's entry.
    pub entry_addresses: Vec<u64>,
}

fn align(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// The SysV ELF hash (gABI "Hash Table").
fn elf_hash(name: &[u8]) -> u32 {
    let mut h: u32 = 0;
    for &c in name {
        h = (h << 4).wrapping_add(u32::from(c));
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
        }
        h &= !g;
    }
    h
}

/// Phase one: checks the input and reserves every byte of the output.
pub fn reserve(input: &ObjectInput) -> Result<Layout> {
    let mut seen = std::collections::HashSet::new();
    for k in &input.kernels {
        if k.name.is_empty() || k.name.contains('\0') {
            return Err(Error::writer(format!("bad kernel name {:?}", k.name)));
        }
        if !seen.insert(k.name.as_str()) {
            return Err(Error::writer(format!(
                "kernel `{}` is defined twice",
                k.name
            )));
        }
        if k.code_offset % 256 != 0 {
            return Err(Error::writer(format!(
                "kernel `{}` starts at .text+{:#x}, which is not 256-byte aligned (seed 004 N1449)",
                k.name, k.code_offset
            )));
        }
        if k.code_offset
            .checked_add(k.code_size)
            .is_none_or(|e| e > input.text.len() as u64)
        {
            return Err(Error::writer(format!(
                "kernel `{}` ({:#x}+{:#x}) runs past the end of .text ({:#x} bytes)",
                k.name,
                k.code_offset,
                k.code_size,
                input.text.len()
            )));
        }
    }
    // The note: "AMDGPU\0" padded to 8, MessagePack padded to 4.
    let desc = metadata::encode_msgpack(&input.metadata);
    let mut note = Vec::new();
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    note.extend_from_slice(&raw::NT_AMDGPU_METADATA.to_le_bytes());
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(&desc);
    while note.len() % 4 != 0 {
        note.push(0);
    }
    // One string table serves .dynstr and .strtab (same symbols).
    let mut strtab = vec![0u8];
    let mut symbols = Vec::new();
    for (i, k) in input.kernels.iter().enumerate() {
        let at = strtab.len() as u32;
        strtab.extend_from_slice(k.name.as_bytes());
        strtab.push(0);
        symbols.push((at, i, false));
        let at = strtab.len() as u32;
        strtab.extend_from_slice(k.name.as_bytes());
        strtab.extend_from_slice(b".kd\0");
        symbols.push((at, i, true));
    }
    let nsyms = symbols.len() as u32 + 1;
    let mut shstrtab = vec![0u8];
    let mut shstr_offsets = vec![0u32];
    for n in SECTION_NAMES.iter().skip(1) {
        shstr_offsets.push(shstrtab.len() as u32);
        shstrtab.extend_from_slice(n.as_bytes());
        shstrtab.push(0);
    }
    // .hash: nbucket, nchain, buckets, chains.
    let nbucket = nsyms.max(1);
    let mut buckets = vec![0u32; nbucket as usize];
    let mut chains = vec![0u32; nsyms as usize];
    for (i, (at, _, _)) in symbols.iter().enumerate() {
        let idx = i as u32 + 1;
        let name_end = strtab[*at as usize..]
            .iter()
            .position(|&c| c == 0)
            .unwrap_or(0);
        let h = elf_hash(&strtab[*at as usize..*at as usize + name_end]) % nbucket;
        // Append at the end of the bucket's chain.
        let mut cur = buckets[h as usize];
        if cur == 0 {
            buckets[h as usize] = idx;
        } else {
            while chains[cur as usize] != 0 {
                cur = chains[cur as usize];
            }
            chains[cur as usize] = idx;
        }
    }
    let mut hash = Vec::new();
    hash.extend_from_slice(&nbucket.to_le_bytes());
    hash.extend_from_slice(&nsyms.to_le_bytes());
    for b in buckets.iter().chain(chains.iter()) {
        hash.extend_from_slice(&b.to_le_bytes());
    }

    let mut places = [Place::default(); NUM_SECTIONS as usize];
    // Read-only segment: addresses equal file offsets.
    let mut off = EHDR + NUM_PHDRS * PHDR_SIZE;
    let put = |off: &mut u64, a: u64, size: u64| {
        *off = align(*off, a);
        let p = Place {
            offset: *off,
            addr: *off,
            size,
        };
        *off += size;
        p
    };
    places[S_NOTE as usize] = put(&mut off, 4, note.len() as u64);
    places[S_DYNSYM as usize] = put(&mut off, 8, u64::from(nsyms) * SYM_SIZE);
    places[S_HASH as usize] = put(&mut off, 4, hash.len() as u64);
    places[S_DYNSTR as usize] = put(&mut off, 1, strtab.len() as u64);
    places[S_RODATA as usize] = put(&mut off, 64, input.kernels.len() as u64 * 64);
    let r_end = off;
    // Code segment on a new page.
    off = align(off, 256);
    let text_addr = align(r_end, PAGE) + off % PAGE;
    places[S_TEXT as usize] = Place {
        offset: off,
        addr: text_addr,
        size: input.text.len() as u64,
    };
    off += input.text.len() as u64;
    let x_end = text_addr + input.text.len() as u64;
    // Writable segment: .dynamic.
    off = align(off, 8);
    let dyn_addr = align(x_end, PAGE) + off % PAGE;
    places[S_DYNAMIC as usize] = Place {
        offset: off,
        addr: dyn_addr,
        size: 6 * DYN_SIZE,
    };
    off += 6 * DYN_SIZE;
    // Non-allocated sections.
    let put_na = |off: &mut u64, a: u64, size: u64| {
        *off = align(*off, a);
        let p = Place {
            offset: *off,
            addr: 0,
            size,
        };
        *off += size;
        p
    };
    places[S_SYMTAB as usize] = put_na(&mut off, 8, u64::from(nsyms) * SYM_SIZE);
    places[S_SHSTRTAB as usize] = put_na(&mut off, 1, shstrtab.len() as u64);
    places[S_STRTAB as usize] = put_na(&mut off, 1, strtab.len() as u64);
    let shoff = align(off, 8);
    let file_size = shoff + u64::from(NUM_SECTIONS) * SHDR_SIZE;
    let ro = places[S_RODATA as usize].addr;
    let descriptor_addresses = (0..input.kernels.len() as u64)
        .map(|i| ro + 64 * i)
        .collect();
    let entry_addresses = input
        .kernels
        .iter()
        .map(|k| text_addr + k.code_offset)
        .collect();
    Ok(Layout {
        places,
        note,
        strtab,
        shstrtab,
        shstr_offsets,
        symbols,
        hash,
        shoff,
        file_size,
        descriptor_addresses,
        entry_addresses,
    })
}

/// Writes a v5 shared code object (both phases).
pub fn write(input: &ObjectInput) -> Result<Vec<u8>> {
    let layout = reserve(input)?;
    Ok(write_with(input, &layout))
}

/// Phase two: writes `input` at the places `layout` reserved.
pub fn write_with(input: &ObjectInput, layout: &Layout) -> Vec<u8> {
    let mut out = Vec::with_capacity(layout.file_size as usize);
    let p = |s: u32| layout.places[s as usize];
    // ELF header.
    let mut ident = [0u8; 16];
    ident[..4].copy_from_slice(&[0x7f, b'E', b'L', b'F']);
    ident[4] = ELFCLASS64;
    ident[5] = ELFDATA2LSB;
    ident[6] = 1;
    ident[7] = raw::ELFOSABI_AMDGPU_HSA;
    ident[8] = raw::ELFABIVERSION_AMDGPU_HSA_V5;
    out.extend_from_slice(&ident);
    put16(&mut out, ET_DYN);
    put16(&mut out, raw::EM_AMDGPU);
    put32(&mut out, 1);
    put64(&mut out, 0);
    put64(&mut out, EHDR);
    put64(&mut out, layout.shoff);
    put32(&mut out, input.e_flags);
    put16(&mut out, EHDR as u16);
    put16(&mut out, PHDR_SIZE as u16);
    put16(&mut out, NUM_PHDRS as u16);
    put16(&mut out, SHDR_SIZE as u16);
    put16(&mut out, NUM_SECTIONS as u16);
    put16(&mut out, S_SHSTRTAB as u16);
    // Program headers.
    let note = p(S_NOTE);
    let ro = p(S_RODATA);
    let text = p(S_TEXT);
    let dynamic = p(S_DYNAMIC);
    let phdr_size = NUM_PHDRS * PHDR_SIZE;
    let phdr = |out: &mut Vec<u8>, t: u32, f: u32, pl: Place, memsz: u64, a: u64| {
        put32(out, t);
        put32(out, f);
        put64(out, pl.offset);
        put64(out, pl.addr);
        put64(out, pl.addr);
        put64(out, pl.size);
        put64(out, memsz);
        put64(out, a);
    };
    let ph = Place {
        offset: EHDR,
        addr: EHDR,
        size: phdr_size,
    };
    phdr(&mut out, PT_PHDR, PF_R, ph, phdr_size, 8);
    let r_size = ro.offset + ro.size;
    let r = Place {
        offset: 0,
        addr: 0,
        size: r_size,
    };
    phdr(&mut out, PT_LOAD, PF_R, r, r_size, PAGE);
    phdr(&mut out, PT_LOAD, PF_R | PF_X, text, text.size, PAGE);
    phdr(&mut out, PT_LOAD, PF_R | PF_W, dynamic, dynamic.size, PAGE);
    phdr(&mut out, PT_DYNAMIC, PF_R | PF_W, dynamic, dynamic.size, 8);
    phdr(&mut out, PT_GNU_RELRO, PF_R, dynamic, dynamic.size, 1);
    phdr(&mut out, PT_GNU_STACK, PF_R | PF_W, Place::default(), 0, 0);
    phdr(&mut out, PT_NOTE, PF_R, note, note.size, 4);
    // .note
    pad_to(&mut out, note.offset);
    out.extend_from_slice(&layout.note);
    // .dynsym
    pad_to(&mut out, p(S_DYNSYM).offset);
    write_symbols(&mut out, input, layout);
    // .hash
    pad_to(&mut out, p(S_HASH).offset);
    out.extend_from_slice(&layout.hash);
    // .dynstr
    pad_to(&mut out, p(S_DYNSTR).offset);
    out.extend_from_slice(&layout.strtab);
    // .rodata: descriptors with PC-relative entry offsets.
    pad_to(&mut out, ro.offset);
    for (i, k) in input.kernels.iter().enumerate() {
        let mut d = k.descriptor;
        let kd_addr = layout.descriptor_addresses[i];
        d.kernel_code_entry_byte_offset = layout.entry_addresses[i] as i64 - kd_addr as i64;
        out.extend_from_slice(&d.to_bytes());
    }
    // .text
    pad_to(&mut out, text.offset);
    out.extend_from_slice(&input.text);
    // .dynamic
    pad_to(&mut out, dynamic.offset);
    for (tag, val) in [
        (DT_SYMTAB, p(S_DYNSYM).addr),
        (DT_SYMENT, SYM_SIZE),
        (DT_STRTAB, p(S_DYNSTR).addr),
        (DT_STRSZ, p(S_DYNSTR).size),
        (DT_HASH, p(S_HASH).addr),
        (DT_NULL, 0),
    ] {
        put64(&mut out, tag as u64);
        put64(&mut out, val);
    }
    // .symtab, .shstrtab, .strtab
    pad_to(&mut out, p(S_SYMTAB).offset);
    write_symbols(&mut out, input, layout);
    pad_to(&mut out, p(S_SHSTRTAB).offset);
    out.extend_from_slice(&layout.shstrtab);
    pad_to(&mut out, p(S_STRTAB).offset);
    out.extend_from_slice(&layout.strtab);
    // Section headers.
    pad_to(&mut out, layout.shoff);
    out.extend_from_slice(&[0u8; SHDR_SIZE as usize]);
    // (type, flags, link, info, align, entsize)
    let attrs: [(u32, u64, u32, u32, u64, u64); NUM_SECTIONS as usize - 1] = [
        (SHT_NOTE, SHF_ALLOC, 0, 0, 4, 0),
        (SHT_DYNSYM, SHF_ALLOC, S_DYNSTR, 1, 8, SYM_SIZE),
        (SHT_HASH, SHF_ALLOC, S_DYNSYM, 0, 4, 4),
        (SHT_STRTAB, SHF_ALLOC, 0, 0, 1, 0),
        (SHT_PROGBITS, SHF_ALLOC, 0, 0, 64, 0),
        (SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 0, 0, 256, 0),
        (SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, S_DYNSTR, 0, 8, DYN_SIZE),
        (SHT_SYMTAB, 0, S_STRTAB, 1, 8, SYM_SIZE),
        (SHT_STRTAB, 0, 0, 0, 1, 0),
        (SHT_STRTAB, 0, 0, 0, 1, 0),
    ];
    for (i, (t, f, link, info, a, es)) in attrs.iter().enumerate() {
        let idx = i + 1;
        let pl = layout.places[idx];
        put32(&mut out, layout.shstr_offsets[idx]);
        put32(&mut out, *t);
        put64(&mut out, *f);
        put64(&mut out, pl.addr);
        put64(&mut out, pl.offset);
        put64(&mut out, pl.size);
        put32(&mut out, *link);
        put32(&mut out, *info);
        put64(&mut out, *a);
        put64(&mut out, *es);
    }
    out
}

fn write_symbols(out: &mut Vec<u8>, input: &ObjectInput, layout: &Layout) {
    out.extend_from_slice(&[0u8; SYM_SIZE as usize]);
    for (name, k, is_kd) in &layout.symbols {
        let (ty, shndx, value, size) = if *is_kd {
            (STT_OBJECT, S_RODATA, layout.descriptor_addresses[*k], 64)
        } else {
            (
                STT_FUNC,
                S_TEXT,
                layout.entry_addresses[*k],
                input.kernels[*k].code_size,
            )
        };
        put32(out, *name);
        out.push((STB_GLOBAL << 4) | ty);
        out.push(STV_PROTECTED);
        put16(out, shndx as u16);
        put64(out, value);
        put64(out, size);
    }
}

fn pad_to(out: &mut Vec<u8>, off: u64) {
    while (out.len() as u64) < off {
        out.push(0);
    }
}

fn put16(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn put64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elf_hash_matches_the_gabi_examples() {
        // Values computed by hand from the gABI algorithm.
        assert_eq!(elf_hash(b""), 0);
        assert_eq!(elf_hash(b"a"), 0x61);
        assert_eq!(elf_hash(b"ab"), 0x672);
        // "printf" is the classic example: 0x077905a6.
        assert_eq!(elf_hash(b"printf"), 0x0779_05a6);
    }
}
