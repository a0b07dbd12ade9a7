//! The 64-byte kernel descriptor of code object v3+ (`<kernel>.kd`) and its bit fields.
//!
//! The seed's draft layout (seed 004 N1417-1516, GFX6-GFX9) differs from the shipped one in
//! bytes 8-15 and 44; the shipped layout is what LLVM 19 writes (notes/seed-abi.md §2.9, checked
//! against `llvm-objdump-19 --disassemble-symbols=<k>.kd`). `compute_pgm_rsrc1/2` bits come from
//! seed 003 L389-437 and seed 004 N1520-1860, with the gfx10+/gfx12 reassignments of §2.7-2.8.

use crate::raw::{le_u16, le_u32, le_u64};

/// Size of a kernel descriptor in bytes.
pub const KERNEL_DESCRIPTOR_SIZE: usize = 64;

/// The GPU generation, which decides how some descriptor bits are named and used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// GFX6-GFX8 (SI, CI, VI).
    Gfx6,
    /// GFX9 (Vega) without gfx90a's accumulation VGPRs.
    Gfx9,
    /// gfx90a and gfx94x.
    Gfx90a,
    /// GFX10 (RDNA1/2).
    Gfx10,
    /// GFX11 (RDNA3).
    Gfx11,
    /// GFX12 (RDNA4): gfx1200, gfx1201, gfx12-generic.
    Gfx12,
}

impl Generation {
    /// The generation of a processor name such as `gfx1201` or `gfx12-generic`.
    pub fn of_processor(name: &str) -> Option<Generation> {
        let rest = name.strip_prefix("gfx")?;
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let g = if rest.starts_with("90a") || rest.starts_with("94") {
            Generation::Gfx90a
        } else if rest.starts_with("12") && (digits.len() == 4 || rest.starts_with("12-")) {
            Generation::Gfx12
        } else if rest.starts_with("11") && (digits.len() == 4 || rest.starts_with("11-")) {
            Generation::Gfx11
        } else if rest.starts_with("10") && (digits.len() == 4 || rest.starts_with("10-")) {
            Generation::Gfx10
        } else if rest.starts_with('9') {
            Generation::Gfx9
        } else if rest.starts_with('6') || rest.starts_with('7') || rest.starts_with('8') {
            Generation::Gfx6
        } else {
            return None;
        };
        Some(g)
    }

    /// True from GFX10 on (wave32, WGP mode, rsrc3).
    pub fn is_gfx10_plus(self) -> bool {
        self >= Generation::Gfx10
    }

    /// True for targets with architected flat scratch (gfx12 here; also gfx94x in LLVM).
    pub fn has_architected_flat_scratch(self) -> bool {
        self == Generation::Gfx12
    }
}

/// The 64-byte kernel descriptor, field for field (LLVM 19 `kernel_descriptor_t` layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct KernelDescriptor {
    /// Byte 0: static LDS bytes per work-group.
    pub group_segment_fixed_size: u32,
    /// Byte 4: static scratch bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// Byte 8: kernarg segment bytes (the seed's draft put MaxFlatWorkGroupSize here, N1438).
    pub kernarg_size: u32,
    /// Bytes 12-15: reserved, must be 0.
    pub reserved0: [u8; 4],
    /// Byte 16: signed byte offset from the descriptor to the 256-byte-aligned entry (N1446-1452).
    pub kernel_code_entry_byte_offset: i64,
    /// Bytes 24-43: reserved, must be 0.
    pub reserved1: [u8; 20],
    /// Byte 44: `COMPUTE_PGM_RSRC3` (gfx90a, gfx10+).
    pub compute_pgm_rsrc3: u32,
    /// Byte 48: `COMPUTE_PGM_RSRC1` (seed 003 L389-410).
    pub compute_pgm_rsrc1: u32,
    /// Byte 52: `COMPUTE_PGM_RSRC2` (seed 003 L411-437).
    pub compute_pgm_rsrc2: u32,
    /// Byte 56: kernel code properties (seed 004 N1490-1511 for bits 0-9; bit 10 wave32, 11
    /// dynamic stack).
    pub kernel_code_properties: u16,
    /// Byte 58: kernarg preload (gfx90a/gfx94x only).
    pub kernarg_preload: u16,
    /// Bytes 60-63: reserved, must be 0.
    pub reserved2: [u8; 4],
}

impl KernelDescriptor {
    /// Decodes 64 bytes (fewer bytes read as zero; callers check the length first).
    pub fn from_bytes(b: &[u8]) -> KernelDescriptor {
        let mut r0 = [0u8; 4];
        let mut r1 = [0u8; 20];
        let mut r2 = [0u8; 4];
        for (i, x) in r0.iter_mut().enumerate() {
            *x = b.get(12 + i).copied().unwrap_or(0);
        }
        for (i, x) in r1.iter_mut().enumerate() {
            *x = b.get(24 + i).copied().unwrap_or(0);
        }
        for (i, x) in r2.iter_mut().enumerate() {
            *x = b.get(60 + i).copied().unwrap_or(0);
        }
        KernelDescriptor {
            group_segment_fixed_size: le_u32(b, 0),
            private_segment_fixed_size: le_u32(b, 4),
            kernarg_size: le_u32(b, 8),
            reserved0: r0,
            kernel_code_entry_byte_offset: le_u64(b, 16) as i64,
            reserved1: r1,
            compute_pgm_rsrc3: le_u32(b, 44),
            compute_pgm_rsrc1: le_u32(b, 48),
            compute_pgm_rsrc2: le_u32(b, 52),
            kernel_code_properties: le_u16(b, 56),
            kernarg_preload: le_u16(b, 58),
            reserved2: r2,
        }
    }

    /// Encodes the 64 bytes.
    pub fn to_bytes(&self) -> [u8; KERNEL_DESCRIPTOR_SIZE] {
        let mut b = [0u8; KERNEL_DESCRIPTOR_SIZE];
        b[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        b[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        b[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        b[12..16].copy_from_slice(&self.reserved0);
        b[16..24].copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        b[24..44].copy_from_slice(&self.reserved1);
        b[44..48].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        b[48..52].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        b[52..56].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        b[56..58].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        b[58..60].copy_from_slice(&self.kernarg_preload.to_le_bytes());
        b[60..64].copy_from_slice(&self.reserved2);
        b
    }

    /// The value of a bit field.
    pub fn get(&self, f: &BitField) -> u32 {
        let w = self.word(f.word);
        let mask = field_mask(f.width);
        (w >> f.shift) & mask
    }

    /// Sets a bit field (the value is truncated to the field width).
    pub fn set(&mut self, f: &BitField, value: u32) {
        let mask = field_mask(f.width) << f.shift;
        let w = (self.word(f.word) & !mask) | ((value << f.shift) & mask);
        match f.word {
            Word::Rsrc1 => self.compute_pgm_rsrc1 = w,
            Word::Rsrc2 => self.compute_pgm_rsrc2 = w,
            Word::Rsrc3 => self.compute_pgm_rsrc3 = w,
            Word::Properties => self.kernel_code_properties = w as u16,
            Word::KernargPreload => self.kernarg_preload = w as u16,
        }
    }

    /// The value of the bit field named `name` for `generation`, if such a field exists.
    pub fn field(&self, generation: Generation, name: &str) -> Option<u32> {
        bit_fields(generation)
            .into_iter()
            .find(|f| f.name == name)
            .map(|f| self.get(&f))
    }

    fn word(&self, w: Word) -> u32 {
        match w {
            Word::Rsrc1 => self.compute_pgm_rsrc1,
            Word::Rsrc2 => self.compute_pgm_rsrc2,
            Word::Rsrc3 => self.compute_pgm_rsrc3,
            Word::Properties => u32::from(self.kernel_code_properties),
            Word::KernargPreload => u32::from(self.kernarg_preload),
        }
    }

    /// True when the kernel runs in wave32 (property bit 10; GFX10+ only).
    pub fn is_wave32(&self) -> bool {
        self.kernel_code_properties & KCP_ENABLE_WAVEFRONT_SIZE32 != 0
    }

    /// The number of user SGPRs (`COMPUTE_PGM_RSRC2.USER_SGPR_COUNT`, bits 5:1).
    pub fn user_sgpr_count(&self) -> u32 {
        (self.compute_pgm_rsrc2 >> 1) & 0x1f
    }

    /// `ENABLE_VGPR_WORKITEM_ID` (rsrc2 bits 12:11): 0 X, 1 XY, 2 XYZ.
    pub fn workitem_id_vgprs(&self) -> u32 {
        (self.compute_pgm_rsrc2 >> 11) & 3
    }

    /// The VGPRs allocated per work-item from `GRANULATED_WORKITEM_VGPR_COUNT`.
    pub fn vgprs_allocated(&self, generation: Generation) -> u32 {
        let g = self.compute_pgm_rsrc1 & 0x3f;
        (g + 1) * vgpr_granule(generation, self.is_wave32())
    }

    /// The SGPRs allocated per wave from `GRANULATED_WAVEFRONT_SGPR_COUNT` (GFX6-9; GFX10+
    /// allocates all SGPRs and the field must be 0, but see docs/errata.md for LLVM 19).
    pub fn sgprs_allocated(&self, generation: Generation) -> u32 {
        let g = (self.compute_pgm_rsrc1 >> 6) & 0xf;
        (g + 1) * sgpr_granule(generation)
    }

    /// Problems a loader must reject: reserved bytes set. Returns byte offsets and what.
    pub fn reserved_violations(&self) -> Vec<(usize, &'static str)> {
        let mut v = Vec::new();
        if self.reserved0.iter().any(|&b| b != 0) {
            v.push((12, "reserved bytes 12-15 are not zero"));
        }
        if self.reserved1.iter().any(|&b| b != 0) {
            v.push((24, "reserved bytes 24-43 are not zero"));
        }
        if self.reserved2.iter().any(|&b| b != 0) {
            v.push((60, "reserved bytes 60-63 are not zero"));
        }
        v
    }
}

/// Kernel code property bit 10: wave32 (GFX10+).
pub const KCP_ENABLE_WAVEFRONT_SIZE32: u16 = 1 << 10;

fn field_mask(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    }
}

/// VGPR allocation granule: GFX6-9 4 (seed 004 N1531-1533), gfx90a 8, GFX10+ 8 in wave32 and
/// 4 in wave64.
pub fn vgpr_granule(generation: Generation, wave32: bool) -> u32 {
    match generation {
        Generation::Gfx6 | Generation::Gfx9 => 4,
        Generation::Gfx90a => 8,
        _ => {
            if wave32 {
                8
            } else {
                4
            }
        }
    }
}

/// SGPR allocation granule: GFX6-8 8, GFX9 16 (seed 004 N1542-1547); GFX10+ 8 (LLVM prints
/// `.amdhsa_next_free_sgpr` as (g+1)*8 there).
pub fn sgpr_granule(generation: Generation) -> u32 {
    match generation {
        Generation::Gfx9 | Generation::Gfx90a => 16,
        _ => 8,
    }
}

/// Which 32-bit word of the descriptor a bit field lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// `compute_pgm_rsrc1` (byte 48).
    Rsrc1,
    /// `compute_pgm_rsrc2` (byte 52).
    Rsrc2,
    /// `compute_pgm_rsrc3` (byte 44).
    Rsrc3,
    /// `kernel_code_properties` (byte 56).
    Properties,
    /// `kernarg_preload` (byte 58).
    KernargPreload,
}

impl Word {
    /// The spec name of the word, as a prefix of its field names.
    pub fn prefix(self) -> &'static str {
        match self {
            Word::Rsrc1 => "COMPUTE_PGM_RSRC1",
            Word::Rsrc2 => "COMPUTE_PGM_RSRC2",
            Word::Rsrc3 => "COMPUTE_PGM_RSRC3",
            Word::Properties => "KERNEL_CODE_PROPERTY",
            Word::KernargPreload => "KERNARG_PRELOAD_SPEC",
        }
    }
}

/// One bit field of a descriptor word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitField {
    /// The word it lives in.
    pub word: Word,
    /// Lowest bit.
    pub shift: u32,
    /// Width in bits.
    pub width: u32,
    /// Spec name (without the word prefix), e.g. `FLOAT_DENORM_MODE_32`.
    pub name: &'static str,
    /// The `.amdhsa_*` directive that sets it directly, if any.
    pub directive: Option<&'static str>,
}

impl Generation {
    /// The generation's bit in `generated::DESCRIPTOR_FIELDS` masks.
    fn mask_bit(self) -> u8 {
        match self {
            Generation::Gfx6 => 1,
            Generation::Gfx9 => 2,
            Generation::Gfx90a => 4,
            Generation::Gfx10 => 8,
            Generation::Gfx11 => 16,
            Generation::Gfx12 => 32,
        }
    }
}

/// The bit fields of every descriptor word for `generation`, in the order llvm-objdump-19
/// prints them, from `data/codeobj/descriptor_fields.toml`.
///
/// Rows: rsrc1 seed 003 L395-407, rsrc2 seed 003 L417-434, properties seed 003 L348-362; the
/// gfx10+/gfx12 names (WGP_MODE, MEM_ORDERED, FWD_PROGRESS, ENABLE_WG_RR_EN, DISABLE_PERF, rsrc3,
/// wave32) are LLVM 19's, confirmed by `llvm-objdump-19` decoding our and llvm-mc-19's
/// descriptors.
pub fn bit_fields(generation: Generation) -> Vec<BitField> {
    let bit = generation.mask_bit();
    crate::generated::DESCRIPTOR_FIELDS
        .iter()
        .filter(|row| row.5 & bit != 0)
        .map(|&(word, shift, width, name, directive, _)| BitField {
            word,
            shift,
            width,
            name,
            directive,
        })
        .collect()
}

/// Descriptor bits that are set but belong to no field of `generation` (reserved bits), per word.
pub fn reserved_bits_set(d: &KernelDescriptor, generation: Generation) -> Vec<(Word, u32)> {
    let fields = bit_fields(generation);
    let mut out = Vec::new();
    for w in [
        Word::Rsrc1,
        Word::Rsrc2,
        Word::Rsrc3,
        Word::Properties,
        Word::KernargPreload,
    ] {
        let mut known = 0u32;
        for f in fields.iter().filter(|f| f.word == w) {
            known |= field_mask(f.width) << f.shift;
        }
        let extra = d.word(w) & !known;
        if extra != 0 {
            out.push((w, extra));
        }
    }
    out
}

/// Every field of a descriptor for printing, in byte order: (spec name, value).
pub fn describe(d: &KernelDescriptor, generation: Generation) -> Vec<(String, String)> {
    let mut out = vec![
        (
            "GROUP_SEGMENT_FIXED_SIZE".to_string(),
            d.group_segment_fixed_size.to_string(),
        ),
        (
            "PRIVATE_SEGMENT_FIXED_SIZE".to_string(),
            d.private_segment_fixed_size.to_string(),
        ),
        ("KERNARG_SIZE".to_string(), d.kernarg_size.to_string()),
        (
            "KERNEL_CODE_ENTRY_BYTE_OFFSET".to_string(),
            format!("{:#x}", d.kernel_code_entry_byte_offset),
        ),
        (
            "COMPUTE_PGM_RSRC3".to_string(),
            format!("{:#010x}", d.compute_pgm_rsrc3),
        ),
        (
            "COMPUTE_PGM_RSRC1".to_string(),
            format!("{:#010x}", d.compute_pgm_rsrc1),
        ),
        (
            "COMPUTE_PGM_RSRC2".to_string(),
            format!("{:#010x}", d.compute_pgm_rsrc2),
        ),
        (
            "KERNEL_CODE_PROPERTIES".to_string(),
            format!("{:#06x}", d.kernel_code_properties),
        ),
        (
            "KERNARG_PRELOAD".to_string(),
            format!("{:#06x}", d.kernarg_preload),
        ),
    ];
    let mut fields = bit_fields(generation);
    let order = |w: Word| match w {
        Word::Rsrc3 => 0,
        Word::Rsrc1 => 1,
        Word::Rsrc2 => 2,
        Word::Properties => 3,
        Word::KernargPreload => 4,
    };
    fields.sort_by_key(|f| (order(f.word), f.shift));
    for f in fields {
        out.push((
            format!("{}_{}", f.word.prefix(), f.name),
            d.get(&f).to_string(),
        ));
    }
    out
}

/// The descriptor as an `.amdhsa_kernel` block, in the order `llvm-objdump-19` prints it, so the
/// output can be assembled again (by llvm-mc-19 or [`crate::directives`]).
pub fn to_directives(d: &KernelDescriptor, name: &str, generation: Generation) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let _ = writeln!(s, ".amdhsa_kernel {name}");
    let _ = writeln!(
        s,
        "\t.amdhsa_group_segment_fixed_size {}",
        d.group_segment_fixed_size
    );
    let _ = writeln!(
        s,
        "\t.amdhsa_private_segment_fixed_size {}",
        d.private_segment_fixed_size
    );
    let _ = writeln!(s, "\t.amdhsa_kernarg_size {}", d.kernarg_size);
    let fields = bit_fields(generation);
    let get = |n: &str| {
        fields
            .iter()
            .find(|f| f.name == n)
            .map(|f| d.get(f))
            .unwrap_or(0)
    };
    for f in fields.iter().filter(|f| f.word == Word::Rsrc3) {
        match f.directive {
            Some(dir) => {
                let _ = writeln!(s, "\t{dir} {}", d.get(f));
            }
            None => {
                let _ = writeln!(s, "\t; {} {}", f.name, d.get(f));
            }
        }
    }
    let _ = writeln!(
        s,
        "\t.amdhsa_next_free_vgpr {}",
        d.vgprs_allocated(generation)
    );
    let _ = writeln!(s, "\t.amdhsa_reserve_vcc 0");
    if !generation.has_architected_flat_scratch()
        && generation >= Generation::Gfx6
        && generation < Generation::Gfx10
    {
        let _ = writeln!(s, "\t.amdhsa_reserve_flat_scratch 0");
    }
    let _ = writeln!(s, "\t.amdhsa_reserve_xnack_mask 0");
    let _ = writeln!(
        s,
        "\t.amdhsa_next_free_sgpr {}",
        d.sgprs_allocated(generation)
    );
    let _ = writeln!(s, "\t.amdhsa_user_sgpr_count {}", get("USER_SGPR_COUNT"));
    for f in fields.iter() {
        if f.word == Word::Rsrc3 || f.name == "USER_SGPR_COUNT" {
            continue;
        }
        if let Some(dir) = f.directive {
            let _ = writeln!(s, "\t{dir} {}", d.get(f));
        }
    }
    let _ = writeln!(s, ".end_amdhsa_kernel");
    s
}
