//! The text `hsakit objdump` prints: headers, segments, sections, symbols, relocations, notes
//! (metadata as YAML, like `llvm-readobj-19 --notes`), kernel descriptors field by field (and as
//! `.amdhsa_kernel` directives that assemble again), `amd_kernel_code_t` for v2, and the code.

use crate::kd::{self, Generation};
use crate::metadata;
use crate::raw::{self, elfc::*};
use crate::read::{CodeObject, NoteContent, SymbolTable};
use hsakit_rdna4::{Wave, decode};
use std::fmt::Write as _;

/// What to print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DumpOptions {
    /// Leave out the code of each kernel.
    pub no_code: bool,
}

fn type_name(e_type: u16) -> &'static str {
    match e_type {
        ET_REL => "REL (relocatable)",
        ET_EXEC => "EXEC (executable)",
        ET_DYN => "DYN (shared object)",
        _ => "unknown",
    }
}

fn osabi_name(v: u8) -> &'static str {
    match v {
        raw::ELFOSABI_AMDGPU_HSA => "AMDGPU_HSA",
        raw::ELFOSABI_AMDGPU_PAL => "AMDGPU_PAL",
        raw::ELFOSABI_AMDGPU_MESA3D => "AMDGPU_MESA3D",
        _ => "unknown",
    }
}

fn flag_names(co: &CodeObject<'_>) -> String {
    let f = co.header.flags;
    let mut v: Vec<String> = Vec::new();
    match co.processor() {
        Some(p) => v.push(format!(
            "EF_AMDGPU_MACH_AMDGCN_{}",
            p.to_uppercase().replace('-', "_")
        )),
        None => v.push(format!("unknown MACH {:#x}", f & raw::EF_AMDGPU_MACH)),
    }
    if co.version <= 3 {
        if f & raw::EF_AMDGPU_FEATURE_XNACK_V3 != 0 {
            v.push("EF_AMDGPU_FEATURE_XNACK_V3".into());
        }
        if f & raw::EF_AMDGPU_FEATURE_SRAMECC_V3 != 0 {
            v.push("EF_AMDGPU_FEATURE_SRAMECC_V3".into());
        }
    } else {
        let names = ["UNSUPPORTED", "ANY", "OFF", "ON"];
        let x = ((f & raw::EF_AMDGPU_FEATURE_XNACK_V4) >> 8) as usize;
        let s = ((f & raw::EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10) as usize;
        if x != 0 {
            v.push(format!("EF_AMDGPU_FEATURE_XNACK_{}_V4", names[x]));
        }
        if s != 0 {
            v.push(format!("EF_AMDGPU_FEATURE_SRAMECC_{}_V4", names[s]));
        }
        let g = (f & raw::EF_AMDGPU_GENERIC_VERSION) >> 24;
        if g != 0 {
            v.push(format!("EF_AMDGPU_GENERIC_VERSION {g}"));
        }
    }
    v.join(", ")
}

fn sh_type_name(t: u32) -> String {
    object::elf::SectionType(t)
        .name()
        .map(|n| n.trim_start_matches("SHT_").to_string())
        .unwrap_or_else(|| format!("{t:#x}"))
}

fn p_type_name(t: u32) -> String {
    object::elf::ProgramType(t)
        .name()
        .map(|n| n.trim_start_matches("PT_").to_string())
        .unwrap_or_else(|| format!("{t:#x}"))
}

fn sh_flags(f: u64) -> String {
    let mut s = String::new();
    for (bit, c) in [
        (SHF_WRITE, 'W'),
        (SHF_ALLOC, 'A'),
        (SHF_EXECINSTR, 'X'),
        (SHF_MERGE, 'M'),
        (SHF_STRINGS, 'S'),
    ] {
        if f & bit != 0 {
            s.push(c);
        }
    }
    s
}

fn note_type_name(owner: &str, t: u32) -> &'static str {
    match (owner, t) {
        (raw::NOTE_OWNER_AMDGPU, raw::NT_AMDGPU_METADATA) => "NT_AMDGPU_METADATA",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_CODE_OBJECT_VERSION) => {
            "NT_AMD_HSA_CODE_OBJECT_VERSION"
        }
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_HSAIL) => "NT_AMD_HSA_HSAIL",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_ISA_VERSION) => "NT_AMD_HSA_ISA_VERSION",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_PRODUCER) => "NT_AMD_HSA_PRODUCER",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_PRODUCER_OPTIONS) => "NT_AMD_HSA_PRODUCER_OPTIONS",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_EXTENSION) => "NT_AMD_HSA_EXTENSION",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_METADATA) => "NT_AMD_HSA_METADATA",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_HSA_ISA_NAME) => "NT_AMD_HSA_ISA_NAME",
        (raw::NOTE_OWNER_AMD, raw::NT_AMD_PAL_METADATA) => "NT_AMD_PAL_METADATA",
        _ => "unknown",
    }
}

/// Renders the whole dump of `co`, read from `file_name`.
pub fn render(co: &CodeObject<'_>, file_name: &str, opts: DumpOptions) -> String {
    let mut s = String::new();
    let h = &co.header;
    let _ = writeln!(
        s,
        "{file_name}: file format elf64-amdgpu, code object v{}, {}",
        co.version,
        co.target_id().unwrap_or_else(|| "unknown target".into())
    );
    let _ = writeln!(s, "\nELF header:");
    let _ = writeln!(
        s,
        "  OS/ABI:        {} ({}), ABI version {}",
        osabi_name(h.os_abi),
        h.os_abi,
        h.abi_version
    );
    let _ = writeln!(s, "  Type:          {}", type_name(h.e_type));
    let _ = writeln!(s, "  Machine:       EM_AMDGPU ({})", h.machine);
    let _ = writeln!(s, "  Entry:         {:#x}", h.entry);
    let _ = writeln!(s, "  Flags:         {:#x} [{}]", h.flags, flag_names(co));
    let _ = writeln!(
        s,
        "  Headers:       {} program headers at {:#x}, {} sections at {:#x}, names in section {}",
        h.phnum, h.phoff, h.shnum, h.shoff, h.shstrndx
    );
    if !co.segments.is_empty() {
        let _ = writeln!(s, "\nProgram headers:");
        let _ = writeln!(
            s,
            "  {:<12} {:>8} {:>18} {:>8} {:>8} {:<3} {:>6}",
            "Type", "Offset", "VirtAddr", "FileSiz", "MemSiz", "Flg", "Align"
        );
        for p in &co.segments {
            let fl = format!(
                "{}{}{}",
                if p.flags & PF_R != 0 { "R" } else { " " },
                if p.flags & PF_W != 0 { "W" } else { " " },
                if p.flags & PF_X != 0 { "E" } else { " " }
            );
            let _ = writeln!(
                s,
                "  {:<12} {:>#8x} {:>#18x} {:>#8x} {:>#8x} {:<3} {:>#6x}",
                p_type_name(p.p_type),
                p.offset,
                p.vaddr,
                p.filesz,
                p.memsz,
                fl,
                p.align
            );
        }
    }
    let _ = writeln!(s, "\nSections:");
    let _ = writeln!(
        s,
        "  {:>3} {:<16} {:<10} {:>10} {:>8} {:>8} {:>3} {:<3} {:>3} {:>3} {:>4}",
        "Nr", "Name", "Type", "Address", "Off", "Size", "ES", "Flg", "Lk", "Inf", "Al"
    );
    for sec in &co.sections {
        let _ = writeln!(
            s,
            "  {:>3} {:<16} {:<10} {:>#10x} {:>#8x} {:>#8x} {:>3x} {:<3} {:>3} {:>3} {:>4}",
            sec.index,
            sec.name,
            sh_type_name(sec.sh_type),
            sec.addr,
            sec.offset,
            sec.size,
            sec.entsize,
            sh_flags(sec.flags),
            sec.link,
            sec.info,
            sec.addralign
        );
    }
    for (table, title) in [
        (SymbolTable::Dynamic, ".dynsym"),
        (SymbolTable::Static, ".symtab"),
    ] {
        let syms: Vec<_> = co.symbols.iter().filter(|x| x.table == table).collect();
        if syms.is_empty() {
            continue;
        }
        let _ = writeln!(s, "\nSymbols ({title}):");
        for y in syms {
            let ty = match y.sym_type {
                STT_NOTYPE => "NOTYPE".to_string(),
                STT_OBJECT => "OBJECT".to_string(),
                STT_FUNC => "FUNC".to_string(),
                STT_SECTION => "SECTION".to_string(),
                raw::STT_AMDGPU_HSA_KERNEL => "AMDGPU_HSA_KERNEL".to_string(),
                t => format!("{t}"),
            };
            let bind = match y.bind {
                STB_LOCAL => "LOCAL",
                STB_GLOBAL => "GLOBAL",
                2 => "WEAK",
                _ => "OTHER",
            };
            let vis = ["DEFAULT", "INTERNAL", "HIDDEN", "PROTECTED"][(y.other & 3) as usize];
            let _ = writeln!(
                s,
                "  {:>3}: {:016x} {:>6} {:<17} {:<6} {:<9} {:>5} {}",
                y.index, y.value, y.size, ty, bind, vis, y.shndx, y.name
            );
        }
    }
    if !co.relocations.is_empty() {
        let _ = writeln!(s, "\nRelocations:");
        for r in &co.relocations {
            let sec = co
                .section(r.section)
                .map(|x| x.name.as_str())
                .unwrap_or("?");
            let _ = writeln!(
                s,
                "  [{sec}] {:016x} {:<22} {} {:+#x}",
                r.offset,
                raw::relocation_name(r.r_type)
                    .map(str::to_string)
                    .unwrap_or_else(|| format!("type {}", r.r_type)),
                r.sym_name.as_deref().unwrap_or("-"),
                r.addend
            );
        }
    }
    if !co.notes.is_empty() {
        let _ = writeln!(s, "\nNotes:");
    }
    for n in &co.notes {
        let _ = writeln!(
            s,
            "  Owner: {}  Type: {} ({})  Data size: {:#x}  at {:#x}",
            n.owner,
            note_type_name(&n.owner, n.n_type),
            n.n_type,
            n.desc.len(),
            n.offset
        );
        match &n.content {
            NoteContent::AmdgpuMetadata(v) => {
                let _ = write!(s, "    AMDGPU Metadata:\n{}", metadata::value_to_yaml(v));
            }
            NoteContent::HsaMetadata { yaml, .. } => {
                let _ = writeln!(s, "    HSA Metadata:\n{}", yaml.trim_end());
            }
            NoteContent::CodeObjectVersion { major, minor } => {
                let _ = writeln!(
                    s,
                    "    HSA Code Object Version: [Major: {major}, Minor: {minor}]"
                );
            }
            NoteContent::IsaVersion {
                vendor,
                arch,
                major,
                minor,
                stepping,
            } => {
                let _ = writeln!(
                    s,
                    "    HSA ISA Version: [Vendor: {vendor}, Architecture: {arch}, Major: {major}, Minor: {minor}, Stepping: {stepping}]"
                );
            }
            NoteContent::Producer { name, major, minor } => {
                let _ = writeln!(s, "    Producer: {name} {major}.{minor}");
            }
            NoteContent::IsaName(name) => {
                let _ = writeln!(s, "    ISA Name: {name}");
            }
            NoteContent::Other => {
                let hex: Vec<String> = n.desc.iter().take(64).map(|b| format!("{b:02x}")).collect();
                let _ = writeln!(s, "    Data: {}", hex.join(" "));
            }
        }
    }
    let generation = co.generation().unwrap_or(Generation::Gfx12);
    for k in &co.kernels {
        if let Some(akc) = &k.amd_kernel_code {
            let _ = writeln!(
                s,
                "\namd_kernel_code_t of {} at {:#x} (file offset {:#x}):",
                k.name, k.descriptor_address, k.descriptor_offset
            );
            for (name, v) in akc.describe() {
                let _ = writeln!(s, "  {name:<45} {v}");
            }
            let _ = writeln!(s, "  as a kernel descriptor:");
        } else {
            let _ = writeln!(
                s,
                "\nKernel descriptor {} at {:#x} (file offset {:#x}):",
                k.descriptor_symbol, k.descriptor_address, k.descriptor_offset
            );
        }
        for (name, v) in kd::describe(&k.descriptor, generation) {
            let _ = writeln!(s, "  {name:<58} {v}");
        }
        for (w, bits) in kd::reserved_bits_set(&k.descriptor, generation) {
            let _ = writeln!(
                s,
                "  ; warning: reserved bits {bits:#x} set in {}",
                w.prefix()
            );
        }
        let _ = writeln!(
            s,
            "  entry: {:#x}, {} bytes of code",
            k.code_address, k.code_size
        );
        let _ = write!(
            s,
            "{}",
            kd::to_directives(&k.descriptor, &k.name, generation)
        );
    }
    if !opts.no_code {
        // Every kernel entry, sorted, so branch targets name the symbol they land in.
        let mut symbols: Vec<(u64, &str)> = co
            .kernels
            .iter()
            .map(|k| (k.code_address, k.name.as_str()))
            .collect();
        symbols.sort_unstable();
        for k in &co.kernels {
            let wave = if generation.is_gfx10_plus() && !k.descriptor.is_wave32() {
                Wave::W64
            } else {
                Wave::W32
            };
            let code = match co.kernel_code(k) {
                Ok(code) => code,
                Err(e) => {
                    let _ = writeln!(s, "\nCode of {}: {e}", k.name);
                    continue;
                }
            };
            if generation == Generation::Gfx12 {
                let _ = writeln!(
                    s,
                    "\nDisassembly of {} ({} bytes, wave{}):",
                    k.name,
                    k.code_size,
                    if wave == Wave::W64 { 64 } else { 32 }
                );
                let _ = writeln!(s, "{:016x} <{}>:", k.code_address, k.name);
                listing(&mut s, code, k.code_address, wave, &symbols);
            } else {
                let _ = writeln!(
                    s,
                    "\nCode of {} at {:#x} ({} bytes; shown as .long words: hsakit disassembles only RDNA4 (gfx12) code):",
                    k.name, k.code_address, k.code_size
                );
                for (i, w) in code.chunks(4).enumerate() {
                    let _ = writeln!(
                        s,
                        "  .long 0x{:08x}  // {:#x}",
                        word(w),
                        k.code_address + 4 * i as u64
                    );
                }
            }
        }
    }
    s
}

/// The little-endian word of up to four bytes (a short tail is zero-padded).
fn word(w: &[u8]) -> u32 {
    let mut b = [0u8; 4];
    let n = w.len().min(4);
    b[..n].copy_from_slice(&w[..n]);
    u32::from_le_bytes(b)
}

/// Appends the RDNA4 disassembly of `code` (loaded at `address`) in `llvm-objdump-19 -d`'s
/// layout: a tab, the instruction padded to 59 columns, then `// ADDRESS: WORDS` in upper-case
/// hex, and for `s_branch`/`s_cbranch_*` the target as `<symbol+0xoffset>`. Bytes that do not
/// decode print as `.long` words, one per word, as LLVM prints them.
pub fn listing(out: &mut String, code: &[u8], address: u64, wave: Wave, symbols: &[(u64, &str)]) {
    let mut pos = 0usize;
    while pos < code.len() {
        let at = address + pos as u64;
        let start = out.len();
        out.push('\t');
        let len = match decode(&code[pos..], wave) {
            Ok((inst, len)) => {
                hsakit_rdna4::print::write_inst(out, &inst);
                len
            }
            Err(_) => {
                let n = (code.len() - pos).min(4);
                let _ = write!(out, ".long 0x{:08x}", word(&code[pos..pos + n]));
                n
            }
        };
        let width = out.len() - start - 1;
        for _ in width..59 {
            out.push(' ');
        }
        let _ = write!(out, "// {at:012X}:");
        let bytes = &code[pos..pos + len];
        for w in bytes.chunks(4) {
            let _ = write!(out, " {:08X}", word(w));
        }
        if let Some(target) = branch_target(&out[start + 1..], bytes, at) {
            match symbols.iter().rev().find(|(a, _)| *a <= target) {
                Some((a, name)) if *a == target => {
                    let _ = write!(out, " <{name}>");
                }
                Some((a, name)) => {
                    let _ = write!(out, " <{name}+{:#x}>", target - a);
                }
                None => {}
            }
        }
        out.push('\n');
        pos += len;
    }
}

/// The target of a SOPP branch (`s_branch`, `s_cbranch_*`): the next instruction's address plus
/// four times the signed 16-bit immediate (seed `001_…` L11359, S_BRANCH: `PC = PC + signext(SIMM16.i16 * 16'4) + 4LL`).
fn branch_target(text: &str, bytes: &[u8], at: u64) -> Option<u64> {
    if !(text.starts_with("s_branch ") || text.starts_with("s_cbranch_")) || bytes.len() != 4 {
        return None;
    }
    let simm = i64::from(word(bytes) as u16 as i16);
    let target = at as i64 + 4 + simm * 4;
    u64::try_from(target).ok()
}
