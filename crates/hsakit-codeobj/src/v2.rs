//! `amd_kernel_code_t`: the 256-byte kernel header of code object v2 (seed 003 L332-388).
//!
//! Byte offsets are derived from the seed's bit ranges (seed 003 L334-386); the reserved range
//! the seed writes as "960:864" is 959:864 (L384, docs/errata.md).

use crate::raw::{le_u16, le_u32, le_u64};

/// Size of `amd_kernel_code_t` in bytes (seed 003 L332).
pub const AMD_KERNEL_CODE_SIZE: usize = 256;

/// `amd_kernel_code_t`, field for field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AmdKernelCode {
    /// Byte 0 (L336).
    pub amd_code_version_major: u32,
    /// Byte 4 (L337).
    pub amd_code_version_minor: u32,
    /// Byte 8: 0 undefined, 1 AMDGPU (L338, L440-444).
    pub amd_machine_kind: u16,
    /// Byte 10 (L339).
    pub amd_machine_version_major: u16,
    /// Byte 12 (L340).
    pub amd_machine_version_minor: u16,
    /// Byte 14 (L341).
    pub amd_machine_version_stepping: u16,
    /// Byte 16: signed offset of the 256-byte-aligned code from this struct (L342).
    pub kernel_code_entry_byte_offset: i64,
    /// Byte 24 (L343).
    pub kernel_code_prefetch_byte_offset: i64,
    /// Byte 32 (L344).
    pub kernel_code_prefetch_byte_size: u64,
    /// Byte 40 (L345).
    pub max_scratch_backing_memory_byte_size: u64,
    /// Byte 48 (L346).
    pub compute_pgm_rsrc1: u32,
    /// Byte 52 (L347).
    pub compute_pgm_rsrc2: u32,
    /// Byte 56: code properties bits (L348-365).
    pub code_properties: u32,
    /// Byte 60 (L366).
    pub workitem_private_segment_byte_size: u32,
    /// Byte 64 (L367).
    pub workgroup_group_segment_byte_size: u32,
    /// Byte 68 (L368).
    pub gds_segment_byte_size: u32,
    /// Byte 72 (L369).
    pub kernarg_segment_byte_size: u64,
    /// Byte 80 (L370).
    pub workgroup_fbarrier_count: u32,
    /// Byte 84 (L371).
    pub wavefront_sgpr_count: u16,
    /// Byte 86 (L372).
    pub workitem_vgpr_count: u16,
    /// Byte 88 (L373).
    pub reserved_vgpr_first: u16,
    /// Byte 90 (L374).
    pub reserved_vgpr_count: u16,
    /// Byte 92 (L375).
    pub reserved_sgpr_first: u16,
    /// Byte 94 (L376).
    pub reserved_sgpr_count: u16,
    /// Byte 96 (L377).
    pub debug_wavefront_private_segment_offset_sgpr: u16,
    /// Byte 98 (L378).
    pub debug_private_segment_buffer_sgpr: u16,
    /// Byte 100: log2 (L379).
    pub kernarg_segment_alignment: u8,
    /// Byte 101: log2 (L380).
    pub group_segment_alignment: u8,
    /// Byte 102: log2 (L381).
    pub private_segment_alignment: u8,
    /// Byte 103: log2 of the wavefront size (L382).
    pub wavefront_size: u8,
    /// Byte 104 (L383).
    pub call_convention: i32,
    /// Bytes 108-119 (L384).
    pub reserved3: [u8; 12],
    /// Byte 120: patched by the loader (L385).
    pub runtime_loader_kernel_symbol: u64,
    /// Bytes 128-255: HSAIL control directives (L386); layout not in the seeds.
    pub control_directive: [u8; 128],
}

impl AmdKernelCode {
    /// Decodes 256 bytes (missing bytes read as zero; callers check the length first).
    pub fn from_bytes(b: &[u8]) -> AmdKernelCode {
        let mut reserved3 = [0u8; 12];
        for (i, x) in reserved3.iter_mut().enumerate() {
            *x = b.get(108 + i).copied().unwrap_or(0);
        }
        let mut control_directive = [0u8; 128];
        for (i, x) in control_directive.iter_mut().enumerate() {
            *x = b.get(128 + i).copied().unwrap_or(0);
        }
        let byte = |i: usize| b.get(i).copied().unwrap_or(0);
        AmdKernelCode {
            amd_code_version_major: le_u32(b, 0),
            amd_code_version_minor: le_u32(b, 4),
            amd_machine_kind: le_u16(b, 8),
            amd_machine_version_major: le_u16(b, 10),
            amd_machine_version_minor: le_u16(b, 12),
            amd_machine_version_stepping: le_u16(b, 14),
            kernel_code_entry_byte_offset: le_u64(b, 16) as i64,
            kernel_code_prefetch_byte_offset: le_u64(b, 24) as i64,
            kernel_code_prefetch_byte_size: le_u64(b, 32),
            max_scratch_backing_memory_byte_size: le_u64(b, 40),
            compute_pgm_rsrc1: le_u32(b, 48),
            compute_pgm_rsrc2: le_u32(b, 52),
            code_properties: le_u32(b, 56),
            workitem_private_segment_byte_size: le_u32(b, 60),
            workgroup_group_segment_byte_size: le_u32(b, 64),
            gds_segment_byte_size: le_u32(b, 68),
            kernarg_segment_byte_size: le_u64(b, 72),
            workgroup_fbarrier_count: le_u32(b, 80),
            wavefront_sgpr_count: le_u16(b, 84),
            workitem_vgpr_count: le_u16(b, 86),
            reserved_vgpr_first: le_u16(b, 88),
            reserved_vgpr_count: le_u16(b, 90),
            reserved_sgpr_first: le_u16(b, 92),
            reserved_sgpr_count: le_u16(b, 94),
            debug_wavefront_private_segment_offset_sgpr: le_u16(b, 96),
            debug_private_segment_buffer_sgpr: le_u16(b, 98),
            kernarg_segment_alignment: byte(100),
            group_segment_alignment: byte(101),
            private_segment_alignment: byte(102),
            wavefront_size: byte(103),
            call_convention: le_u32(b, 104) as i32,
            reserved3,
            runtime_loader_kernel_symbol: le_u64(b, 120),
            control_directive,
        }
    }

    /// The code-property bit fields (seed 003 L348-364): (name, shift, width).
    pub const PROPERTY_FIELDS: &'static [(&'static str, u32, u32)] = &[
        ("enable_sgpr_private_segment_buffer", 0, 1), // L348
        ("enable_sgpr_dispatch_ptr", 1, 1),           // L349
        ("enable_sgpr_queue_ptr", 2, 1),              // L350
        ("enable_sgpr_kernarg_segment_ptr", 3, 1),    // L351
        ("enable_sgpr_dispatch_id", 4, 1),            // L352
        ("enable_sgpr_flat_scratch_init", 5, 1),      // L353
        ("enable_sgpr_private_segment_size", 6, 1),   // L354
        ("enable_sgpr_grid_workgroup_count_x", 7, 1), // L355
        ("enable_sgpr_grid_workgroup_count_y", 8, 1), // L356
        ("enable_sgpr_grid_workgroup_count_z", 9, 1), // L357
        ("enable_ordered_append_gds", 16, 1),         // L359
        ("private_element_size", 17, 2),              // L360
        ("is_ptr64", 19, 1),                          // L361
        ("is_dynamic_callstack", 20, 1),              // L362
        ("is_debug_enabled", 21, 1),                  // L363
        ("is_xnack_enabled", 22, 1),                  // L364
    ];

    /// Every field for printing, in byte order, with the `.amd_kernel_code_t` key names LLVM 14
    /// accepts (seed 004 N3785-3809): (name, value).
    pub fn describe(&self) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = Vec::new();
        let mut p = |n: &str, s: String| v.push((n.to_string(), s));
        p(
            "amd_code_version_major",
            self.amd_code_version_major.to_string(),
        );
        p(
            "amd_code_version_minor",
            self.amd_code_version_minor.to_string(),
        );
        p("amd_machine_kind", self.amd_machine_kind.to_string());
        p(
            "amd_machine_version_major",
            self.amd_machine_version_major.to_string(),
        );
        p(
            "amd_machine_version_minor",
            self.amd_machine_version_minor.to_string(),
        );
        p(
            "amd_machine_version_stepping",
            self.amd_machine_version_stepping.to_string(),
        );
        p(
            "kernel_code_entry_byte_offset",
            self.kernel_code_entry_byte_offset.to_string(),
        );
        p(
            "kernel_code_prefetch_byte_offset",
            self.kernel_code_prefetch_byte_offset.to_string(),
        );
        p(
            "kernel_code_prefetch_byte_size",
            self.kernel_code_prefetch_byte_size.to_string(),
        );
        p(
            "max_scratch_backing_memory_byte_size",
            self.max_scratch_backing_memory_byte_size.to_string(),
        );
        p(
            "compute_pgm_rsrc1",
            format!("{:#010x}", self.compute_pgm_rsrc1),
        );
        p(
            "compute_pgm_rsrc2",
            format!("{:#010x}", self.compute_pgm_rsrc2),
        );
        p("code_properties", format!("{:#010x}", self.code_properties));
        for (name, shift, width) in Self::PROPERTY_FIELDS {
            let val = (self.code_properties >> shift) & ((1 << width) - 1);
            p(name, val.to_string());
        }
        p(
            "workitem_private_segment_byte_size",
            self.workitem_private_segment_byte_size.to_string(),
        );
        p(
            "workgroup_group_segment_byte_size",
            self.workgroup_group_segment_byte_size.to_string(),
        );
        p(
            "gds_segment_byte_size",
            self.gds_segment_byte_size.to_string(),
        );
        p(
            "kernarg_segment_byte_size",
            self.kernarg_segment_byte_size.to_string(),
        );
        p(
            "workgroup_fbarrier_count",
            self.workgroup_fbarrier_count.to_string(),
        );
        p(
            "wavefront_sgpr_count",
            self.wavefront_sgpr_count.to_string(),
        );
        p("workitem_vgpr_count", self.workitem_vgpr_count.to_string());
        p("reserved_vgpr_first", self.reserved_vgpr_first.to_string());
        p("reserved_vgpr_count", self.reserved_vgpr_count.to_string());
        p("reserved_sgpr_first", self.reserved_sgpr_first.to_string());
        p("reserved_sgpr_count", self.reserved_sgpr_count.to_string());
        p(
            "debug_wavefront_private_segment_offset_sgpr",
            self.debug_wavefront_private_segment_offset_sgpr.to_string(),
        );
        p(
            "debug_private_segment_buffer_sgpr",
            self.debug_private_segment_buffer_sgpr.to_string(),
        );
        p(
            "kernarg_segment_alignment",
            self.kernarg_segment_alignment.to_string(),
        );
        p(
            "group_segment_alignment",
            self.group_segment_alignment.to_string(),
        );
        p(
            "private_segment_alignment",
            self.private_segment_alignment.to_string(),
        );
        p("wavefront_size", self.wavefront_size.to_string());
        p("call_convention", self.call_convention.to_string());
        p(
            "runtime_loader_kernel_symbol",
            format!("{:#x}", self.runtime_loader_kernel_symbol),
        );
        let nonzero = self.control_directive.iter().filter(|&&b| b != 0).count();
        p(
            "control_directive",
            format!("128 bytes, {nonzero} non-zero"),
        );
        v
    }

    /// The equivalent v3+ kernel descriptor (notes/seed-abi.md §7.2 item 2): rsrc1/2 copied,
    /// property bits 0-6 copied, segment sizes copied. `entry_from_descriptor` is the entry
    /// offset re-based to the descriptor's address.
    pub fn to_descriptor(&self, entry_from_descriptor: i64) -> crate::kd::KernelDescriptor {
        crate::kd::KernelDescriptor {
            group_segment_fixed_size: self.workgroup_group_segment_byte_size,
            private_segment_fixed_size: self.workitem_private_segment_byte_size,
            kernarg_size: u32::try_from(self.kernarg_segment_byte_size).unwrap_or(u32::MAX),
            kernel_code_entry_byte_offset: entry_from_descriptor,
            compute_pgm_rsrc1: self.compute_pgm_rsrc1,
            compute_pgm_rsrc2: self.compute_pgm_rsrc2,
            kernel_code_properties: (self.code_properties & 0x7f) as u16,
            ..Default::default()
        }
    }
}
