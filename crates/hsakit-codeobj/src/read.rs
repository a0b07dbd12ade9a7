//! The checked reader: ELF64 header, sections, segments, symbols, relocations, notes, metadata
//! and kernels of AMDGPU code objects v2 to v6, relocatable or shared.
//!
//! Every table is bounds-checked against the file before it is read, so counts are bounded by
//! the file size and nothing is allocated from an unchecked count. ELF constants are `object`'s.

use crate::error::{Error, Result};
use crate::kd::{Generation, KERNEL_DESCRIPTOR_SIZE, KernelDescriptor};
use crate::metadata::{self, Metadata, Value};
use crate::raw::elfc::*;
use crate::raw::{self, cstr, slice, u16_at, u32_at, u64_at};
use crate::v2::{AMD_KERNEL_CODE_SIZE, AmdKernelCode};

/// The ELF file header fields hsakit keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// `EI_OSABI` (64 HSA, 65 PAL, 66 Mesa3D).
    pub os_abi: u8,
    /// `EI_ABIVERSION`.
    pub abi_version: u8,
    /// `e_type` (`ET_REL` 1 from the compiler, `ET_DYN` 3 from the linker; seed 004 N428-439).
    pub e_type: u16,
    /// `e_machine` (224).
    pub machine: u16,
    /// `e_version`.
    pub version: u32,
    /// `e_entry` (0: kernels are reached through AQL packets, seed 004 N447-449).
    pub entry: u64,
    /// `e_phoff`.
    pub phoff: u64,
    /// `e_shoff`.
    pub shoff: u64,
    /// `e_flags`: MACH bits 7:0, XNACK/SRAMECC, generic version 31:24.
    pub flags: u32,
    /// `e_ehsize`.
    pub ehsize: u16,
    /// `e_phentsize`.
    pub phentsize: u16,
    /// Number of program headers.
    pub phnum: u32,
    /// `e_shentsize`.
    pub shentsize: u16,
    /// Number of section headers (extended numbering resolved).
    pub shnum: u32,
    /// Index of the section-name string table (extended numbering resolved).
    pub shstrndx: u32,
}

/// A section header with its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Index in the section header table.
    pub index: u32,
    /// Name from `.shstrtab`.
    pub name: String,
    /// `sh_type`.
    pub sh_type: u32,
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_addr`.
    pub addr: u64,
    /// `sh_offset`.
    pub offset: u64,
    /// `sh_size`.
    pub size: u64,
    /// `sh_link`.
    pub link: u32,
    /// `sh_info`.
    pub info: u32,
    /// `sh_addralign`.
    pub addralign: u64,
    /// `sh_entsize`.
    pub entsize: u64,
}

impl Section {
    /// True when the section occupies bytes in the file.
    pub fn has_file_data(&self) -> bool {
        self.sh_type != SHT_NOBITS && self.sh_type != SHT_NULL
    }
}

/// A program header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// `p_type`.
    pub p_type: u32,
    /// `p_flags` (R 4, W 2, X 1).
    pub flags: u32,
    /// `p_offset`.
    pub offset: u64,
    /// `p_vaddr`.
    pub vaddr: u64,
    /// `p_paddr`.
    pub paddr: u64,
    /// `p_filesz`.
    pub filesz: u64,
    /// `p_memsz`.
    pub memsz: u64,
    /// `p_align`.
    pub align: u64,
}

/// Which symbol table a symbol comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolTable {
    /// `.symtab` (SHT_SYMTAB).
    Static,
    /// `.dynsym` (SHT_DYNSYM).
    Dynamic,
}

/// A symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    /// The table it is in.
    pub table: SymbolTable,
    /// Index in that table.
    pub index: u32,
    /// Name.
    pub name: String,
    /// `st_value` (an address in ET_DYN, a section offset in ET_REL).
    pub value: u64,
    /// `st_size`.
    pub size: u64,
    /// `st_info >> 4` (STB_*).
    pub bind: u8,
    /// `st_info & 0xf` (STT_*; 10 is `STT_AMDGPU_HSA_KERNEL` in v2).
    pub sym_type: u8,
    /// `st_other` (visibility in bits 1:0).
    pub other: u8,
    /// `st_shndx`.
    pub shndx: u16,
}

/// A relocation record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relocation {
    /// Index of the SHT_RELA/SHT_REL section holding it.
    pub section: u32,
    /// `sh_info` of that section: the section it applies to (0 for dynamic relocations).
    pub target_section: u32,
    /// `r_offset`.
    pub offset: u64,
    /// `ELF64_R_TYPE` (seed 004 N696-716).
    pub r_type: u32,
    /// `ELF64_R_SYM`.
    pub sym: u32,
    /// The symbol's name, when it has one.
    pub sym_name: Option<String>,
    /// `r_addend` (0 for SHT_REL).
    pub addend: i64,
}

/// A note record, with its payload decoded where the format is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// File offset of the note header.
    pub offset: u64,
    /// Owner name, without the NUL.
    pub owner: String,
    /// `n_type`.
    pub n_type: u32,
    /// File offset of the descriptor.
    pub desc_offset: u64,
    /// The descriptor bytes.
    pub desc: Vec<u8>,
    /// The decoded payload.
    pub content: NoteContent,
}

/// The decoded payload of a note.
#[derive(Clone, Debug, PartialEq)]
pub enum NoteContent {
    /// "AMD" type 1: `NT_AMD_HSA_CODE_OBJECT_VERSION`.
    CodeObjectVersion {
        /// Major version (2 for LLVM 14's v2).
        major: u32,
        /// Minor version.
        minor: u32,
    },
    /// "AMD" type 3: `NT_AMD_HSA_ISA_VERSION`.
    IsaVersion {
        /// Vendor name ("AMD").
        vendor: String,
        /// Architecture name ("AMDGPU").
        arch: String,
        /// GFXIP major.
        major: u32,
        /// GFXIP minor.
        minor: u32,
        /// GFXIP stepping.
        stepping: u32,
    },
    /// "AMD" type 4: `NT_AMD_HSA_PRODUCER`.
    Producer {
        /// Producer name.
        name: String,
        /// Major version.
        major: u32,
        /// Minor version.
        minor: u32,
    },
    /// "AMD" type 11: `NT_AMD_HSA_ISA_NAME`, e.g. `amdgcn-amd-amdhsa--gfx803`.
    IsaName(String),
    /// "AMD" type 10: YAML HSA metadata (v2) as text and as a document.
    HsaMetadata {
        /// The YAML text.
        yaml: String,
        /// The parsed document.
        doc: Value,
    },
    /// "AMDGPU" type 32: the MessagePack metadata document (v3+).
    AmdgpuMetadata(Value),
    /// Any other note, kept as bytes.
    Other,
}

/// A kernel found in the code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name (the code symbol).
    pub name: String,
    /// The descriptor symbol (`name.kd` for v3+, the `STT_AMDGPU_HSA_KERNEL` symbol for v2).
    pub descriptor_symbol: String,
    /// The 64-byte descriptor (for v2, converted from `amd_kernel_code_t`).
    pub descriptor: KernelDescriptor,
    /// The `amd_kernel_code_t` of a v2 kernel.
    pub amd_kernel_code: Option<AmdKernelCode>,
    /// File offset of the descriptor (or `amd_kernel_code_t`).
    pub descriptor_offset: u64,
    /// Address of the descriptor (section offset in ET_REL).
    pub descriptor_address: u64,
    /// File offset of the first instruction.
    pub code_offset: u64,
    /// Address of the first instruction (section offset in ET_REL).
    pub code_address: u64,
    /// Code bytes (the function symbol's size; for v2 the kernel symbol's size minus the header).
    pub code_size: u64,
}

/// A parsed code object. It borrows the file bytes.
#[derive(Clone, Debug)]
pub struct CodeObject<'a> {
    /// The file.
    pub data: &'a [u8],
    /// The ELF header.
    pub header: Header,
    /// Code object version: 2 to 6 (from `EI_ABIVERSION` for HSA, from the notes for v2).
    pub version: u32,
    /// Sections, in header order.
    pub sections: Vec<Section>,
    /// Program headers.
    pub segments: Vec<Segment>,
    /// Symbols of `.symtab` then `.dynsym`.
    pub symbols: Vec<Symbol>,
    /// Relocations of every SHT_RELA/SHT_REL section.
    pub relocations: Vec<Relocation>,
    /// Notes of every SHT_NOTE section (or PT_NOTE segment when there are no sections).
    pub notes: Vec<Note>,
    /// The metadata document, when there is one.
    pub metadata_doc: Option<Value>,
    /// Its typed view.
    pub metadata: Option<Metadata>,
    /// The kernels, in descriptor-symbol order.
    pub kernels: Vec<Kernel>,
}

/// Reads and validates a code object. This is the fuzzing entry point (`codeobj_read`): it
/// never panics, and every error carries the byte offset it is about.
pub fn read(data: &[u8]) -> Result<CodeObject<'_>> {
    CodeObject::parse(data)
}

const SHN_UNDEF: u16 = 0;
const SHN_LORESERVE: u16 = 0xff00;
const SHN_XINDEX: u32 = 0xffff;

impl<'a> CodeObject<'a> {
    /// Reads and validates a code object (see [`read`]).
    pub fn parse(data: &'a [u8]) -> Result<CodeObject<'a>> {
        let header = parse_header(data)?;
        let sections = parse_sections(data, &header)?;
        let segments = parse_segments(data, &header)?;
        let mut co = CodeObject {
            data,
            version: 0,
            header,
            sections,
            segments,
            symbols: Vec::new(),
            relocations: Vec::new(),
            notes: Vec::new(),
            metadata_doc: None,
            metadata: None,
            kernels: Vec::new(),
        };
        co.symbols = co.parse_symbols()?;
        co.relocations = co.parse_relocations()?;
        co.notes = co.parse_notes()?;
        co.version = co.detect_version()?;
        co.parse_metadata()?;
        co.kernels = co.find_kernels()?;
        Ok(co)
    }

    /// The processor name from `e_flags` (e.g. `gfx1200`).
    pub fn processor(&self) -> Option<&'static str> {
        raw::mach_name(self.header.flags & raw::EF_AMDGPU_MACH)
    }

    /// The generation of the processor (`e_flags`, or the v2 ISA note).
    pub fn generation(&self) -> Option<Generation> {
        if let Some(p) = self.processor() {
            return Generation::of_processor(p);
        }
        self.notes.iter().find_map(|n| match &n.content {
            NoteContent::IsaVersion { major, .. } => match major {
                6..=8 => Some(Generation::Gfx6),
                9 => Some(Generation::Gfx9),
                10 => Some(Generation::Gfx10),
                11 => Some(Generation::Gfx11),
                12 => Some(Generation::Gfx12),
                _ => None,
            },
            _ => None,
        })
    }

    /// The target ID (`amdgcn-amd-amdhsa--gfx1201`, with `:sramecc±`/`:xnack±` for v4+).
    pub fn target_id(&self) -> Option<String> {
        let p = self.processor()?;
        let mut s = format!("amdgcn-amd-amdhsa--{p}");
        if self.version >= 4 {
            let f = self.header.flags;
            match (f & raw::EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10 {
                2 => s.push_str(":sramecc-"),
                3 => s.push_str(":sramecc+"),
                _ => {}
            }
            match (f & raw::EF_AMDGPU_FEATURE_XNACK_V4) >> 8 {
                2 => s.push_str(":xnack-"),
                3 => s.push_str(":xnack+"),
                _ => {}
            }
        }
        Some(s)
    }

    /// The bytes of a kernel's code.
    pub fn kernel_code(&self, k: &Kernel) -> Result<&'a [u8]> {
        slice(self.data, k.code_offset, k.code_size, "kernel code")
    }

    /// A section by index.
    pub fn section(&self, index: u32) -> Option<&Section> {
        self.sections.get(index as usize)
    }

    /// A section by name.
    pub fn section_by_name(&self, name: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The bytes of a section (empty for NOBITS).
    pub fn section_data(&self, s: &Section) -> Result<&'a [u8]> {
        if !s.has_file_data() {
            return Ok(&[]);
        }
        slice(self.data, s.offset, s.size, "section data")
    }

    /// The file offset of `len` bytes at a symbol-relative location: `value` in section `shndx`
    /// (an address in ET_DYN/ET_EXEC, a section offset in ET_REL).
    pub fn file_offset(&self, shndx: u16, value: u64, len: u64, at: u64) -> Result<u64> {
        if shndx == SHN_UNDEF || shndx >= SHN_LORESERVE {
            return Err(Error::malformed(
                at,
                format!("symbol is not defined in a section (st_shndx {shndx:#x})"),
            ));
        }
        let s = self.section(u32::from(shndx)).ok_or_else(|| {
            Error::malformed(at, format!("symbol's section index {shndx} does not exist"))
        })?;
        if !s.has_file_data() {
            return Err(Error::malformed(
                at,
                format!("symbol's section `{}` has no file data", s.name),
            ));
        }
        let rel = if self.header.e_type == ET_REL {
            value
        } else {
            value.checked_sub(s.addr).ok_or_else(|| {
                Error::malformed(
                    at,
                    format!(
                        "address {value:#x} is below section `{}` ({:#x})",
                        s.name, s.addr
                    ),
                )
            })?
        };
        let end = rel.checked_add(len);
        if end.is_none_or(|e| e > s.size) {
            return Err(Error::malformed(
                at,
                format!(
                    "{len} bytes at {value:#x} run past the end of section `{}` ({} bytes)",
                    s.name, s.size
                ),
            ));
        }
        Ok(s.offset + rel)
    }

    fn parse_symbols(&self) -> Result<Vec<Symbol>> {
        let mut out = Vec::new();
        for s in &self.sections {
            let table = match s.sh_type {
                SHT_SYMTAB => SymbolTable::Static,
                SHT_DYNSYM => SymbolTable::Dynamic,
                _ => continue,
            };
            let hdr_at = self.header.shoff + u64::from(s.index) * 64;
            if s.entsize != 24 {
                return Err(Error::bad(
                    hdr_at + 56,
                    "symbol table sh_entsize",
                    "24",
                    s.entsize.to_string(),
                ));
            }
            let strtab = self.linked_strtab(s, hdr_at)?;
            let bytes = self.section_data(s)?;
            let count = bytes.len() / 24;
            for i in 0..count {
                let off = s.offset + (i as u64) * 24;
                let e = slice(self.data, off, 24, "symbol")?;
                let name_off = raw::le_u32(e, 0);
                let info = e[4];
                let name = string_at(strtab, name_off, off)?;
                out.push(Symbol {
                    table,
                    index: i as u32,
                    name,
                    value: raw::le_u64(e, 8),
                    size: raw::le_u64(e, 16),
                    bind: info >> 4,
                    sym_type: info & 0xf,
                    other: e[5],
                    shndx: raw::le_u16(e, 6),
                });
            }
        }
        Ok(out)
    }

    fn linked_strtab(&self, s: &Section, hdr_at: u64) -> Result<(u64, &'a [u8])> {
        let link = self.section(s.link).ok_or_else(|| {
            Error::malformed(
                hdr_at + 40,
                format!("sh_link {} of `{}` names no section", s.link, s.name),
            )
        })?;
        if link.sh_type != SHT_STRTAB {
            return Err(Error::bad(
                hdr_at + 40,
                "sh_link",
                "a string table",
                format!("section `{}` of type {}", link.name, link.sh_type),
            ));
        }
        Ok((link.offset, self.section_data(link)?))
    }

    fn parse_relocations(&self) -> Result<Vec<Relocation>> {
        let mut out = Vec::new();
        let static_syms: Vec<&Symbol> = self
            .symbols
            .iter()
            .filter(|x| x.table == SymbolTable::Static)
            .collect();
        let dynamic_syms: Vec<&Symbol> = self
            .symbols
            .iter()
            .filter(|x| x.table == SymbolTable::Dynamic)
            .collect();
        for s in &self.sections {
            let (is_rela, size) = match s.sh_type {
                SHT_RELA => (true, 24u64),
                SHT_REL => (false, 16u64),
                _ => continue,
            };
            let hdr_at = self.header.shoff + u64::from(s.index) * 64;
            if s.entsize != size {
                return Err(Error::bad(
                    hdr_at + 56,
                    "relocation section sh_entsize",
                    size.to_string(),
                    s.entsize.to_string(),
                ));
            }
            let bytes = self.section_data(s)?;
            let symtab: &[&Symbol] = match self.section(s.link) {
                Some(l) if l.sh_type == SHT_DYNSYM => &dynamic_syms,
                Some(_) => &static_syms,
                None => &[],
            };
            let count = bytes.len() as u64 / size;
            for i in 0..count {
                let off = s.offset + i * size;
                let e = slice(self.data, off, size, "relocation")?;
                let info = raw::le_u64(e, 8);
                let sym = (info >> 32) as u32;
                let sym_name = if sym == 0 {
                    None
                } else {
                    let sy = symtab.get(sym as usize).ok_or_else(|| {
                        Error::malformed(
                            off + 8,
                            format!("relocation names symbol {sym}, which does not exist"),
                        )
                    })?;
                    Some(sy.name.clone())
                };
                out.push(Relocation {
                    section: s.index,
                    target_section: s.info,
                    offset: raw::le_u64(e, 0),
                    r_type: (info & 0xffff_ffff) as u32,
                    sym,
                    sym_name,
                    addend: if is_rela {
                        raw::le_u64(e, 16) as i64
                    } else {
                        0
                    },
                });
            }
        }
        Ok(out)
    }

    fn parse_notes(&self) -> Result<Vec<Note>> {
        let mut out = Vec::new();
        let mut regions: Vec<(u64, u64, u64)> = self
            .sections
            .iter()
            .filter(|s| s.sh_type == SHT_NOTE)
            .map(|s| (s.offset, s.size, s.addralign))
            .collect();
        if self.sections.is_empty() {
            regions = self
                .segments
                .iter()
                .filter(|p| p.p_type == PT_NOTE)
                .map(|p| (p.offset, p.filesz, p.align))
                .collect();
        }
        for (start, size, align) in regions {
            let align = if align == 8 { 8 } else { 4 };
            let region = slice(self.data, start, size, "note section")?;
            let mut at = 0u64;
            while at < size {
                let off = start + at;
                if size - at < 12 {
                    return Err(Error::truncated(off, "note header", 12, start + size));
                }
                let namesz = u64::from(u32_at(region, at, "note namesz")?);
                let descsz = u64::from(u32_at(region, at + 4, "note descsz")?);
                let n_type = u32_at(region, at + 8, "note type")?;
                let name_at = at + 12;
                let desc_at = name_at
                    .checked_add(namesz.next_multiple_of(align))
                    .ok_or_else(|| Error::malformed(off, "note namesz overflows"))?;
                let next = desc_at
                    .checked_add(descsz.next_multiple_of(align))
                    .ok_or_else(|| Error::malformed(off, "note descsz overflows"))?;
                if desc_at + descsz > size {
                    return Err(Error::malformed(
                        off,
                        format!("note of {namesz}+{descsz} bytes runs past the end of its section"),
                    ));
                }
                let name = slice(region, name_at, namesz, "note name")?;
                let owner = match name.split_last() {
                    Some((0, rest)) => String::from_utf8_lossy(rest).into_owned(),
                    Some(_) => String::from_utf8_lossy(name).into_owned(),
                    None => String::new(),
                };
                let desc = slice(region, desc_at, descsz, "note descriptor")?;
                let desc_offset = start + desc_at;
                let content = decode_note(&owner, n_type, desc, desc_offset)?;
                out.push(Note {
                    offset: off,
                    owner,
                    n_type,
                    desc_offset,
                    desc: desc.to_vec(),
                    content,
                });
                at = next;
            }
        }
        Ok(out)
    }

    fn detect_version(&self) -> Result<u32> {
        let h = &self.header;
        if h.os_abi != raw::ELFOSABI_AMDGPU_HSA {
            // PAL and Mesa objects carry no HSA version; treat them by their notes.
            return Ok(if self.has_v2_notes() { 2 } else { 3 });
        }
        Ok(match h.abi_version {
            raw::ELFABIVERSION_AMDGPU_HSA_V2 => 2,
            raw::ELFABIVERSION_AMDGPU_HSA_V3 => {
                // The seed's v2 used ABI version 1 (seed 004 N391): decide by the notes.
                if self.has_v2_notes() { 2 } else { 3 }
            }
            raw::ELFABIVERSION_AMDGPU_HSA_V4 => 4,
            raw::ELFABIVERSION_AMDGPU_HSA_V5 => 5,
            raw::ELFABIVERSION_AMDGPU_HSA_V6 => 6,
            other => {
                return Err(Error::bad(
                    8,
                    "EI_ABIVERSION",
                    "0 to 4 (code object v2 to v6)",
                    other.to_string(),
                ));
            }
        })
    }

    fn has_v2_notes(&self) -> bool {
        self.notes.iter().any(|n| n.owner == raw::NOTE_OWNER_AMD)
    }

    fn parse_metadata(&mut self) -> Result<()> {
        for n in &self.notes {
            match &n.content {
                NoteContent::AmdgpuMetadata(doc) => {
                    self.metadata = Some(Metadata::from_v3(doc, n.desc_offset)?);
                    self.metadata_doc = Some(doc.clone());
                    return Ok(());
                }
                NoteContent::HsaMetadata { doc, .. } => {
                    self.metadata = Some(Metadata::from_v2(doc, n.desc_offset)?);
                    self.metadata_doc = Some(doc.clone());
                    return Ok(());
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The symbols of the preferred table: `.symtab` when present, else `.dynsym`.
    pub fn preferred_symbols(&self) -> impl Iterator<Item = &Symbol> {
        let has_static = self.symbols.iter().any(|s| s.table == SymbolTable::Static);
        let want = if has_static {
            SymbolTable::Static
        } else {
            SymbolTable::Dynamic
        };
        self.symbols.iter().filter(move |s| s.table == want)
    }

    fn symbol_header_offset(&self, sym: &Symbol) -> u64 {
        let sh_type = match sym.table {
            SymbolTable::Static => SHT_SYMTAB,
            SymbolTable::Dynamic => SHT_DYNSYM,
        };
        self.sections
            .iter()
            .find(|s| s.sh_type == sh_type)
            .map(|s| s.offset + u64::from(sym.index) * 24)
            .unwrap_or(0)
    }

    fn find_kernels(&self) -> Result<Vec<Kernel>> {
        let mut out = Vec::new();
        if self.version == 2 {
            for sym in self.preferred_symbols() {
                if sym.sym_type != raw::STT_AMDGPU_HSA_KERNEL {
                    continue;
                }
                let at = self.symbol_header_offset(sym);
                let off =
                    self.file_offset(sym.shndx, sym.value, AMD_KERNEL_CODE_SIZE as u64, at)?;
                let bytes = slice(
                    self.data,
                    off,
                    AMD_KERNEL_CODE_SIZE as u64,
                    "amd_kernel_code_t",
                )?;
                let akc = AmdKernelCode::from_bytes(bytes);
                let entry = akc.kernel_code_entry_byte_offset;
                if entry < AMD_KERNEL_CODE_SIZE as i64 || entry as u64 > sym.size {
                    return Err(Error::bad(
                        off + 16,
                        "kernel_code_entry_byte_offset",
                        format!("256 to the kernel symbol's size {}", sym.size),
                        entry.to_string(),
                    ));
                }
                let code_size = sym.size - entry as u64;
                let code_offset =
                    self.file_offset(sym.shndx, sym.value + entry as u64, code_size, at)?;
                out.push(Kernel {
                    name: sym.name.clone(),
                    descriptor_symbol: sym.name.clone(),
                    descriptor: akc.to_descriptor(entry),
                    amd_kernel_code: Some(akc),
                    descriptor_offset: off,
                    descriptor_address: sym.value,
                    code_offset,
                    code_address: sym.value + entry as u64,
                    code_size,
                });
            }
            return Ok(out);
        }
        let syms: Vec<&Symbol> = self.preferred_symbols().collect();
        let mut functions: std::collections::HashMap<&str, &Symbol> =
            std::collections::HashMap::new();
        for s in &syms {
            if s.sym_type == STT_FUNC && s.shndx != SHN_UNDEF {
                functions.entry(s.name.as_str()).or_insert(s);
            }
        }
        for sym in &syms {
            let Some(name) = sym.name.strip_suffix(".kd") else {
                continue;
            };
            if sym.sym_type != STT_OBJECT || sym.shndx == SHN_UNDEF {
                continue;
            }
            let at = self.symbol_header_offset(sym);
            if sym.size != KERNEL_DESCRIPTOR_SIZE as u64 {
                return Err(Error::bad(
                    at + 16,
                    "kernel descriptor symbol size",
                    "64",
                    sym.size.to_string(),
                ));
            }
            let off = self.file_offset(sym.shndx, sym.value, 64, at)?;
            let bytes = slice(self.data, off, 64, "kernel descriptor")?;
            let descriptor = KernelDescriptor::from_bytes(bytes);
            if let Some((rel, what)) = descriptor.reserved_violations().first() {
                return Err(Error::bad(
                    off + *rel as u64,
                    "kernel descriptor",
                    "zero",
                    *what,
                ));
            }
            let code_sym = functions.get(name).copied();
            let (code_shndx, code_address) = if self.header.e_type == ET_REL {
                // The entry offset is filled by R_AMDGPU_REL64 <kernel>+16 at link time.
                match code_sym {
                    Some(cs) => (cs.shndx, cs.value),
                    None => {
                        return Err(Error::malformed(
                            at,
                            format!("descriptor `{}` has no function symbol `{name}`", sym.name),
                        ));
                    }
                }
            } else {
                let entry = (sym.value as i64)
                    .wrapping_add(descriptor.kernel_code_entry_byte_offset)
                    as u64;
                let shndx = code_sym.map(|c| c.shndx).or_else(|| {
                    self.sections
                        .iter()
                        .find(|s| {
                            s.flags & SHF_EXECINSTR != 0
                                && entry >= s.addr
                                && entry - s.addr < s.size
                        })
                        .map(|s| s.index as u16)
                });
                match shndx {
                    Some(x) => (x, entry),
                    None => {
                        return Err(Error::malformed(
                            off + 16,
                            format!(
                                "kernel_code_entry_byte_offset {:#x} of `{}` leads to {entry:#x}, outside every code section",
                                descriptor.kernel_code_entry_byte_offset, sym.name
                            ),
                        ));
                    }
                }
            };
            let code_size = code_sym
                .filter(|c| c.value == code_address)
                .map(|c| c.size)
                .unwrap_or(0);
            let code_offset = self.file_offset(code_shndx, code_address, code_size, off + 16)?;
            if self.header.e_type != ET_REL && code_address % 256 != 0 {
                return Err(Error::bad(
                    off + 16,
                    "kernel entry",
                    "256-byte aligned (seed 004 N1449)",
                    format!("{code_address:#x}"),
                ));
            }
            out.push(Kernel {
                name: name.to_string(),
                descriptor_symbol: sym.name.clone(),
                descriptor,
                amd_kernel_code: None,
                descriptor_offset: off,
                descriptor_address: sym.value,
                code_offset,
                code_address,
                code_size,
            });
        }
        if let Some(md) = &self.metadata {
            let defined: std::collections::HashSet<&str> =
                out.iter().map(|x| x.descriptor_symbol.as_str()).collect();
            for k in &md.kernels {
                if !defined.contains(k.symbol.as_str()) {
                    let at = self
                        .notes
                        .iter()
                        .find(|n| matches!(n.content, NoteContent::AmdgpuMetadata(_)))
                        .map(|n| n.desc_offset)
                        .unwrap_or(0);
                    return Err(Error::metadata(
                        at,
                        format!(
                            "kernel `{}` names descriptor symbol `{}`, which is not defined",
                            k.name, k.symbol
                        ),
                    ));
                }
            }
        }
        Ok(out)
    }
}

fn string_at(strtab: (u64, &[u8]), off: u32, at: u64) -> Result<String> {
    let (base, bytes) = strtab;
    let rest = bytes.get(off as usize..).ok_or_else(|| {
        Error::malformed(
            at,
            format!("name offset {off} is past the end of its string table (at {base:#x})"),
        )
    })?;
    // Names are bounded so that a table of many symbols sharing one huge unterminated-looking
    // name cannot make reading quadratic.
    let window = &rest[..rest.len().min(MAX_NAME + 1)];
    cstr(window).ok_or_else(|| {
        if rest.len() > MAX_NAME {
            Error::malformed(
                at,
                format!("name at string-table offset {off} is longer than {MAX_NAME} bytes"),
            )
        } else {
            Error::malformed(at, format!("name at string-table offset {off} has no NUL"))
        }
    })
}

/// Longest symbol or section name accepted.
const MAX_NAME: usize = 4096;

fn parse_header(data: &[u8]) -> Result<Header> {
    let len = data.len() as u64;
    let ident = slice(data, 0, 64, "ELF64 file header")?;
    if ident[..4] != [0x7f, b'E', b'L', b'F'] {
        return Err(Error::bad(0, "ELF magic", "7f 45 4c 46", hex4(&ident[..4])));
    }
    if ident[4] != ELFCLASS64 {
        return Err(Error::bad(
            4,
            "EI_CLASS",
            "2 (ELFCLASS64, seed 004 N365)",
            ident[4].to_string(),
        ));
    }
    if ident[5] != ELFDATA2LSB {
        return Err(Error::bad(
            5,
            "EI_DATA",
            "1 (little endian, seed 004 N366)",
            ident[5].to_string(),
        ));
    }
    let os_abi = ident[7];
    if !matches!(
        os_abi,
        raw::ELFOSABI_AMDGPU_HSA | raw::ELFOSABI_AMDGPU_PAL | raw::ELFOSABI_AMDGPU_MESA3D
    ) {
        return Err(Error::bad(
            7,
            "EI_OSABI",
            "64, 65 or 66 (AMDGPU HSA, PAL, Mesa3D; seed 004 N367-369)",
            os_abi.to_string(),
        ));
    }
    let machine = u16_at(data, 18, "e_machine")?;
    if machine != raw::EM_AMDGPU {
        return Err(Error::bad(
            18,
            "e_machine",
            "224 (EM_AMDGPU)",
            machine.to_string(),
        ));
    }
    let e_type = u16_at(data, 16, "e_type")?;
    if !matches!(e_type, ET_REL | ET_EXEC | ET_DYN) {
        return Err(Error::bad(
            16,
            "e_type",
            "ET_REL, ET_EXEC or ET_DYN",
            e_type.to_string(),
        ));
    }
    let phentsize = u16_at(data, 54, "e_phentsize")?;
    let shentsize = u16_at(data, 58, "e_shentsize")?;
    let phoff = u64_at(data, 32, "e_phoff")?;
    let shoff = u64_at(data, 40, "e_shoff")?;
    let mut phnum = u32::from(u16_at(data, 56, "e_phnum")?);
    let mut shnum = u32::from(u16_at(data, 60, "e_shnum")?);
    let mut shstrndx = u32::from(u16_at(data, 62, "e_shstrndx")?);
    if shoff != 0 {
        if shentsize != 64 {
            return Err(Error::bad(58, "e_shentsize", "64", shentsize.to_string()));
        }
        // Extended numbering: the real counts live in section header 0.
        if shnum == 0 {
            let sz = u64_at(data, shoff + 32, "section header 0 sh_size")?;
            shnum = u32::try_from(sz).map_err(|_| {
                Error::bad(
                    shoff + 32,
                    "extended e_shnum",
                    "a 32-bit count",
                    sz.to_string(),
                )
            })?;
        }
        if shstrndx == SHN_XINDEX {
            shstrndx = u32_at(data, shoff + 40, "section header 0 sh_link")?;
        }
        if phnum == 0xffff {
            phnum = u32_at(data, shoff + 44, "section header 0 sh_info")?;
        }
        let need = u64::from(shnum) * 64;
        if shoff.checked_add(need).is_none_or(|e| e > len) {
            return Err(Error::truncated(shoff, "section header table", need, len));
        }
    } else {
        shnum = 0;
    }
    if phoff != 0 && phnum != 0 {
        if phentsize != 56 {
            return Err(Error::bad(54, "e_phentsize", "56", phentsize.to_string()));
        }
        let need = u64::from(phnum) * 56;
        if phoff.checked_add(need).is_none_or(|e| e > len) {
            return Err(Error::truncated(phoff, "program header table", need, len));
        }
    } else {
        phnum = 0;
    }
    if shnum != 0 && shstrndx >= shnum {
        return Err(Error::bad(
            62,
            "e_shstrndx",
            format!("an index below e_shnum ({shnum})"),
            shstrndx.to_string(),
        ));
    }
    Ok(Header {
        os_abi,
        abi_version: ident[8],
        e_type,
        machine,
        version: u32_at(data, 20, "e_version")?,
        entry: u64_at(data, 24, "e_entry")?,
        phoff,
        shoff,
        flags: u32_at(data, 48, "e_flags")?,
        ehsize: u16_at(data, 52, "e_ehsize")?,
        phentsize,
        phnum,
        shentsize,
        shnum,
        shstrndx,
    })
}

fn hex4(b: &[u8]) -> String {
    b.iter()
        .map(|x| format!("{x:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn parse_sections(data: &[u8], h: &Header) -> Result<Vec<Section>> {
    let mut out = Vec::new();
    for i in 0..h.shnum {
        let at = h.shoff + u64::from(i) * 64;
        let e = slice(data, at, 64, "section header")?;
        let s = Section {
            index: i,
            name: String::new(),
            sh_type: raw::le_u32(e, 4),
            flags: raw::le_u64(e, 8),
            addr: raw::le_u64(e, 16),
            offset: raw::le_u64(e, 24),
            size: raw::le_u64(e, 32),
            link: raw::le_u32(e, 40),
            info: raw::le_u32(e, 44),
            addralign: raw::le_u64(e, 48),
            entsize: raw::le_u64(e, 56),
        };
        if i > 0 && s.has_file_data() {
            let end = s.offset.checked_add(s.size);
            if end.is_none_or(|e| e > data.len() as u64) {
                return Err(Error::malformed(
                    at + 24,
                    format!(
                        "section {i} spans {:#x}+{:#x}, past the end of the {}-byte file",
                        s.offset,
                        s.size,
                        data.len()
                    ),
                ));
            }
        }
        out.push(s);
    }
    if h.shnum == 0 {
        return Ok(out);
    }
    let strtab = out
        .get(h.shstrndx as usize)
        .map(|s| (s.offset, s.size, s.has_file_data()))
        .unwrap_or((0, 0, false));
    let names_bytes = if strtab.2 {
        slice(data, strtab.0, strtab.1, "section name table")?
    } else {
        &[][..]
    };
    for (i, s) in out.iter_mut().enumerate() {
        let at = h.shoff + (i as u64) * 64;
        let name_off = u32_at(data, at, "sh_name")?;
        if i == 0 && name_off == 0 {
            continue;
        }
        s.name = string_at((strtab.0, names_bytes), name_off, at)?;
    }
    Ok(out)
}

fn parse_segments(data: &[u8], h: &Header) -> Result<Vec<Segment>> {
    let mut out = Vec::new();
    for i in 0..h.phnum {
        let at = h.phoff + u64::from(i) * 56;
        let e = slice(data, at, 56, "program header")?;
        let p = Segment {
            p_type: raw::le_u32(e, 0),
            flags: raw::le_u32(e, 4),
            offset: raw::le_u64(e, 8),
            vaddr: raw::le_u64(e, 16),
            paddr: raw::le_u64(e, 24),
            filesz: raw::le_u64(e, 32),
            memsz: raw::le_u64(e, 40),
            align: raw::le_u64(e, 48),
        };
        if p.offset
            .checked_add(p.filesz)
            .is_none_or(|e| e > data.len() as u64)
        {
            return Err(Error::malformed(
                at + 8,
                format!(
                    "segment {i} spans {:#x}+{:#x}, past the end of the {}-byte file",
                    p.offset,
                    p.filesz,
                    data.len()
                ),
            ));
        }
        if p.p_type == PT_LOAD && p.filesz > p.memsz {
            return Err(Error::bad(
                at + 32,
                "p_filesz",
                format!("at most p_memsz ({:#x})", p.memsz),
                format!("{:#x}", p.filesz),
            ));
        }
        out.push(p);
    }
    Ok(out)
}

fn decode_note(owner: &str, n_type: u32, desc: &[u8], at: u64) -> Result<NoteContent> {
    match (owner, n_type) {
        (raw::NOTE_OWNER_AMDGPU, raw::NT_AMDGPU_METADATA) => Ok(NoteContent::AmdgpuMetadata(
            metadata::decode_msgpack(desc, at)?,
        )),
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_CODE_OBJECT_VERSION) => {
            if desc.len() < 8 {
                return Err(Error::truncated(
                    at,
                    "NT_AMD_HSA_CODE_OBJECT_VERSION",
                    8,
                    at + desc.len() as u64,
                ));
            }
            Ok(NoteContent::CodeObjectVersion {
                major: raw::le_u32(desc, 0),
                minor: raw::le_u32(desc, 4),
            })
        }
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_ISA_VERSION) => {
            let vsz =
                u64::from(u16_at(desc, 0, "ISA note vendor_size").map_err(|e| rebase(e, at))?);
            let asz = u64::from(u16_at(desc, 2, "ISA note arch_size").map_err(|e| rebase(e, at))?);
            let major = u32_at(desc, 4, "ISA note major").map_err(|e| rebase(e, at))?;
            let minor = u32_at(desc, 8, "ISA note minor").map_err(|e| rebase(e, at))?;
            let stepping = u32_at(desc, 12, "ISA note stepping").map_err(|e| rebase(e, at))?;
            let vendor = slice(desc, 16, vsz, "ISA note vendor").map_err(|e| rebase(e, at))?;
            let arch = slice(desc, 16 + vsz, asz, "ISA note arch").map_err(|e| rebase(e, at))?;
            Ok(NoteContent::IsaVersion {
                vendor: cstr(vendor)
                    .unwrap_or_else(|| String::from_utf8_lossy(vendor).into_owned()),
                arch: cstr(arch).unwrap_or_else(|| String::from_utf8_lossy(arch).into_owned()),
                major,
                minor,
                stepping,
            })
        }
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_PRODUCER) => {
            let nsz =
                u64::from(u16_at(desc, 0, "producer note name_size").map_err(|e| rebase(e, at))?);
            let major = u32_at(desc, 4, "producer note major").map_err(|e| rebase(e, at))?;
            let minor = u32_at(desc, 8, "producer note minor").map_err(|e| rebase(e, at))?;
            let name = slice(desc, 12, nsz, "producer note name").map_err(|e| rebase(e, at))?;
            Ok(NoteContent::Producer {
                name: cstr(name).unwrap_or_else(|| String::from_utf8_lossy(name).into_owned()),
                major,
                minor,
            })
        }
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_ISA_NAME) => {
            Ok(NoteContent::IsaName(cstr(desc).unwrap_or_else(|| {
                String::from_utf8_lossy(desc).into_owned()
            })))
        }
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_METADATA) => {
            let text = cstr(desc).unwrap_or_else(|| String::from_utf8_lossy(desc).into_owned());
            let doc = metadata::yaml_to_value(&text).map_err(|e| {
                Error::metadata(
                    at,
                    format!("YAML does not parse at {}:{}: {}", e.line, e.col, e.msg),
                )
            })?;
            Ok(NoteContent::HsaMetadata { yaml: text, doc })
        }
        _ => Ok(NoteContent::Other),
    }
}

/// Moves an error found inside a note descriptor to file offsets.
fn rebase(mut e: Error, base: u64) -> Error {
    e.offset += base;
    e
}
