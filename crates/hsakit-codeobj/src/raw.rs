//! Spec-named constants of AMDGPU code objects and checked little-endian byte access.
//!
//! ELF structures themselves are `object`'s raw structs (`object::elf::FileHeader64` …); this
//! module adds the AMDGPU values the seeds and LLVM 19 define.

use crate::error::{Error, Result};

/// `EM_AMDGPU` (seed 004 N374, N387).
pub const EM_AMDGPU: u16 = 224;
/// `ELFOSABI_AMDGPU_HSA` (seed 004 N367, N388).
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `ELFOSABI_AMDGPU_PAL` (seed 004 N368, N389).
pub const ELFOSABI_AMDGPU_PAL: u8 = 65;
/// `ELFOSABI_AMDGPU_MESA3D` (seed 004 N369, N390).
pub const ELFOSABI_AMDGPU_MESA3D: u8 = 66;

/// `EI_ABIVERSION` for code object v2. The seed says 1 (seed 004 N391); LLVM 14 writes 0 for v2
/// and the value 1 was reassigned to v3 (docs/errata.md).
pub const ELFABIVERSION_AMDGPU_HSA_V2: u8 = 0;
/// `EI_ABIVERSION` for code object v3.
pub const ELFABIVERSION_AMDGPU_HSA_V3: u8 = 1;
/// `EI_ABIVERSION` for code object v4.
pub const ELFABIVERSION_AMDGPU_HSA_V4: u8 = 2;
/// `EI_ABIVERSION` for code object v5 (LLVM 19 output for gfx1200, measured).
pub const ELFABIVERSION_AMDGPU_HSA_V5: u8 = 3;
/// `EI_ABIVERSION` for code object v6 (llvm-mc-19 `--amdhsa-code-object-version=6`, measured).
pub const ELFABIVERSION_AMDGPU_HSA_V6: u8 = 4;

/// `e_flags` bits 7:0: the processor (`EF_AMDGPU_MACH`).
pub const EF_AMDGPU_MACH: u32 = 0xff;
/// v3 `e_flags`: XNACK enabled.
pub const EF_AMDGPU_FEATURE_XNACK_V3: u32 = 0x100;
/// v3 `e_flags`: SRAMECC enabled.
pub const EF_AMDGPU_FEATURE_SRAMECC_V3: u32 = 0x200;
/// v4+ `e_flags` bits 9:8: XNACK setting (0 unsupported, 1 any, 2 off, 3 on).
pub const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
/// v4+ `e_flags` bits 11:10: SRAMECC setting (0 unsupported, 1 any, 2 off, 3 on).
pub const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
/// v6 `e_flags` bits 31:24: generic-target version.
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;

/// `EF_AMDGPU_MACH_AMDGCN_GFX1200`.
pub const EF_AMDGPU_MACH_AMDGCN_GFX1200: u32 = 0x48;
/// `EF_AMDGPU_MACH_AMDGCN_GFX1201`.
pub const EF_AMDGPU_MACH_AMDGCN_GFX1201: u32 = 0x4e;

/// `EF_AMDGPU_MACH` values and processor names (`data/codeobj/mach.toml`; every row was measured
/// with llvm-mc-19 and llvm-readelf-19: the seeds predate MACH values, seed 004 N376).
pub use crate::generated::MACH_NAMES;

/// The processor name of an `EF_AMDGPU_MACH` value.
pub fn mach_name(mach: u32) -> Option<&'static str> {
    MACH_NAMES.iter().find(|(m, _)| *m == mach).map(|(_, n)| *n)
}

/// The `EF_AMDGPU_MACH` value of a processor name.
pub fn mach_of_name(name: &str) -> Option<u32> {
    MACH_NAMES.iter().find(|(_, n)| *n == name).map(|(m, _)| *m)
}

/// Note owner of the v2 notes (seed 004 N539-540).
pub const NOTE_OWNER_AMD: &str = "AMD";
/// Note owner of the v3+ metadata note (LLVM 19 output, measured).
pub const NOTE_OWNER_AMDGPU: &str = "AMDGPU";
/// `NT_AMD_HSA_CODE_OBJECT_VERSION` {u32 major, u32 minor} (LLVM 14 v2 output, measured).
pub const NT_AMD_HSA_CODE_OBJECT_VERSION: u32 = 1;
/// `NT_AMD_HSA_HSAIL` (AMD finalizer era).
pub const NT_AMD_HSA_HSAIL: u32 = 2;
/// `NT_AMD_HSA_ISA_VERSION` {u16 vendor_size, u16 arch_size, u32 major, minor, stepping,
/// vendor, arch} (LLVM 14 v2 output, measured).
pub const NT_AMD_HSA_ISA_VERSION: u32 = 3;
/// `NT_AMD_HSA_PRODUCER`.
pub const NT_AMD_HSA_PRODUCER: u32 = 4;
/// `NT_AMD_HSA_PRODUCER_OPTIONS`.
pub const NT_AMD_HSA_PRODUCER_OPTIONS: u32 = 5;
/// `NT_AMD_HSA_EXTENSION`.
pub const NT_AMD_HSA_EXTENSION: u32 = 6;
/// `NT_AMD_AMDGPU_HSA_METADATA`: NUL-terminated YAML (seed 004 N539, N552).
pub const NT_AMD_HSA_METADATA: u32 = 10;
/// `NT_AMD_AMDGPU_ISA`: NUL-terminated target name (seed 004 N540, N553).
pub const NT_AMD_HSA_ISA_NAME: u32 = 11;
/// `NT_AMD_PAL_METADATA`.
pub const NT_AMD_PAL_METADATA: u32 = 12;
/// `NT_AMDGPU_METADATA`: MessagePack metadata of code object v3+ (LLVM 19 output, measured).
pub const NT_AMDGPU_METADATA: u32 = 32;

/// `STT_AMDGPU_HSA_KERNEL` (seed 004 N3783; LLVM 14 writes st_type 10 for it, measured).
pub const STT_AMDGPU_HSA_KERNEL: u8 = 10;

/// AMDGPU relocation types (`data/codeobj/relocations.toml`, seed 004 N696-716).
pub use crate::generated::RELOCATION_NAMES;

/// The name of an AMDGPU relocation type.
pub fn relocation_name(r_type: u32) -> Option<&'static str> {
    RELOCATION_NAMES
        .iter()
        .find(|(t, _)| *t == r_type)
        .map(|(_, n)| *n)
}

/// `data[off..off+len]`, or a truncation error naming `what`.
pub(crate) fn slice<'a>(
    data: &'a [u8],
    off: u64,
    len: u64,
    what: &'static str,
) -> Result<&'a [u8]> {
    let total = data.len() as u64;
    let end = off.checked_add(len);
    match end {
        Some(end) if end <= total => {
            // Both bounds are ≤ data.len(), so they fit in usize.
            let (s, e) = (off as usize, end as usize);
            data.get(s..e)
                .ok_or_else(|| Error::truncated(off, what, len, total))
        }
        _ => Err(Error::truncated(off, what, len, total)),
    }
}

/// Little-endian u16 at `off`.
pub(crate) fn u16_at(data: &[u8], off: u64, what: &'static str) -> Result<u16> {
    let b = slice(data, off, 2, what)?;
    Ok(u16::from_le_bytes([b[0], b[1]]))
}

/// Little-endian u32 at `off`.
pub(crate) fn u32_at(data: &[u8], off: u64, what: &'static str) -> Result<u32> {
    let b = slice(data, off, 4, what)?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Little-endian u64 at `off`.
pub(crate) fn u64_at(data: &[u8], off: u64, what: &'static str) -> Result<u64> {
    let b = slice(data, off, 8, what)?;
    let mut a = [0u8; 8];
    a.copy_from_slice(b);
    Ok(u64::from_le_bytes(a))
}

/// Little-endian field readers over a fixed-size array (no bounds can fail).
pub(crate) fn le_u16(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([get(b, at), get(b, at + 1)])
}

/// Little-endian u32 of a fixed-size record; out-of-range bytes read as 0.
pub(crate) fn le_u32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([get(b, at), get(b, at + 1), get(b, at + 2), get(b, at + 3)])
}

/// Little-endian u64 of a fixed-size record; out-of-range bytes read as 0.
pub(crate) fn le_u64(b: &[u8], at: usize) -> u64 {
    u64::from(le_u32(b, at)) | (u64::from(le_u32(b, at + 4)) << 32)
}

fn get(b: &[u8], i: usize) -> u8 {
    b.get(i).copied().unwrap_or(0)
}

/// A NUL-terminated string at the start of `b` (lossy UTF-8), or None without a NUL.
pub(crate) fn cstr(b: &[u8]) -> Option<String> {
    let end = b.iter().position(|&c| c == 0)?;
    Some(String::from_utf8_lossy(&b[..end]).into_owned())
}

/// ELF constants as plain integers (`object`'s are newtypes, which cannot be match patterns).
#[allow(missing_docs)]
pub mod elfc {
    use object::elf;
    pub const ELFCLASS64: u8 = elf::ELFCLASS64.0;
    pub const ELFDATA2LSB: u8 = elf::ELFDATA2LSB.0;
    pub const ET_REL: u16 = elf::ET_REL.0;
    pub const ET_EXEC: u16 = elf::ET_EXEC.0;
    pub const ET_DYN: u16 = elf::ET_DYN.0;
    pub const PT_NULL: u32 = elf::PT_NULL.0;
    pub const PT_LOAD: u32 = elf::PT_LOAD.0;
    pub const PT_DYNAMIC: u32 = elf::PT_DYNAMIC.0;
    pub const PT_NOTE: u32 = elf::PT_NOTE.0;
    pub const PT_PHDR: u32 = elf::PT_PHDR.0;
    pub const PT_GNU_STACK: u32 = elf::PT_GNU_STACK.0;
    pub const PT_GNU_RELRO: u32 = elf::PT_GNU_RELRO.0;
    pub const SHT_NULL: u32 = elf::SHT_NULL.0;
    pub const SHT_PROGBITS: u32 = elf::SHT_PROGBITS.0;
    pub const SHT_SYMTAB: u32 = elf::SHT_SYMTAB.0;
    pub const SHT_STRTAB: u32 = elf::SHT_STRTAB.0;
    pub const SHT_RELA: u32 = elf::SHT_RELA.0;
    pub const SHT_HASH: u32 = elf::SHT_HASH.0;
    pub const SHT_DYNAMIC: u32 = elf::SHT_DYNAMIC.0;
    pub const SHT_NOTE: u32 = elf::SHT_NOTE.0;
    pub const SHT_NOBITS: u32 = elf::SHT_NOBITS.0;
    pub const SHT_REL: u32 = elf::SHT_REL.0;
    pub const SHT_DYNSYM: u32 = elf::SHT_DYNSYM.0;
    pub const STT_NOTYPE: u8 = elf::STT_NOTYPE.0;
    pub const STT_OBJECT: u8 = elf::STT_OBJECT.0;
    pub const STT_FUNC: u8 = elf::STT_FUNC.0;
    pub const STT_SECTION: u8 = elf::STT_SECTION.0;
    pub const STB_LOCAL: u8 = elf::STB_LOCAL.0;
    pub const STB_GLOBAL: u8 = elf::STB_GLOBAL.0;
    pub const STV_PROTECTED: u8 = elf::STV_PROTECTED.0;
    pub const STV_HIDDEN: u8 = elf::STV_HIDDEN.0;
    pub const DT_NULL: i64 = elf::DT_NULL.0;
    pub const DT_HASH: i64 = elf::DT_HASH.0;
    pub const DT_STRTAB: i64 = elf::DT_STRTAB.0;
    pub const DT_SYMTAB: i64 = elf::DT_SYMTAB.0;
    pub const DT_STRSZ: i64 = elf::DT_STRSZ.0;
    pub const DT_SYMENT: i64 = elf::DT_SYMENT.0;
    pub const SHF_WRITE: u64 = 1;
    pub const SHF_ALLOC: u64 = 2;
    pub const SHF_EXECINSTR: u64 = 4;
    pub const SHF_MERGE: u64 = 0x10;
    pub const SHF_STRINGS: u64 = 0x20;
    pub const PF_X: u32 = 1;
    pub const PF_W: u32 = 2;
    pub const PF_R: u32 = 4;
}
