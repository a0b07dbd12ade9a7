//! AMDGPU code-object tables generated from `data/codeobj/*.toml` by `cargo xtask codegen`.
//!
//! generated; do not edit. Every row's comment is its evidence.

use crate::kd::Word;

/// `EF_AMDGPU_MACH` values (e_flags bits 7:0) and processor names.
pub const MACH_NAMES: &[(u32, &str)] = &[
    // SI: llvm-mc-19 -mcpu=gfx600
    (0x20, "gfx600"),
    // SI: llvm-mc-19 -mcpu=gfx601
    (0x21, "gfx601"),
    // CI: llvm-mc-19 -mcpu=gfx700
    (0x22, "gfx700"),
    // CI: llvm-mc-19 -mcpu=gfx701
    (0x23, "gfx701"),
    // CI: llvm-mc-19 -mcpu=gfx702
    (0x24, "gfx702"),
    // CI: llvm-mc-19 -mcpu=gfx703
    (0x25, "gfx703"),
    // CI: llvm-mc-19 -mcpu=gfx704
    (0x26, "gfx704"),
    // VI: llvm-mc-19 -mcpu=gfx801
    (0x28, "gfx801"),
    // VI: llvm-mc-19 -mcpu=gfx802
    (0x29, "gfx802"),
    // VI: llvm-mc-19 -mcpu=gfx803
    (0x2a, "gfx803"),
    // VI: llvm-mc-19 -mcpu=gfx810
    (0x2b, "gfx810"),
    // GFX9: llvm-mc-19 -mcpu=gfx900
    (0x2c, "gfx900"),
    // GFX9: llvm-mc-19 -mcpu=gfx902
    (0x2d, "gfx902"),
    // GFX9: llvm-mc-19 -mcpu=gfx904
    (0x2e, "gfx904"),
    // GFX9: llvm-mc-19 -mcpu=gfx906
    (0x2f, "gfx906"),
    // GFX9: llvm-mc-19 -mcpu=gfx908
    (0x30, "gfx908"),
    // GFX9: llvm-mc-19 -mcpu=gfx909
    (0x31, "gfx909"),
    // GFX9: llvm-mc-19 -mcpu=gfx90c
    (0x32, "gfx90c"),
    // GFX10.1: llvm-mc-19 -mcpu=gfx1010
    (0x33, "gfx1010"),
    // GFX10.1: llvm-mc-19 -mcpu=gfx1011
    (0x34, "gfx1011"),
    // GFX10.1: llvm-mc-19 -mcpu=gfx1012
    (0x35, "gfx1012"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1030
    (0x36, "gfx1030"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1031
    (0x37, "gfx1031"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1032
    (0x38, "gfx1032"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1033
    (0x39, "gfx1033"),
    // SI: llvm-mc-19 -mcpu=gfx602
    (0x3a, "gfx602"),
    // CI: llvm-mc-19 -mcpu=gfx705
    (0x3b, "gfx705"),
    // VI: llvm-mc-19 -mcpu=gfx805
    (0x3c, "gfx805"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1035
    (0x3d, "gfx1035"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1034
    (0x3e, "gfx1034"),
    // GFX9: llvm-mc-19 -mcpu=gfx90a
    (0x3f, "gfx90a"),
    // GFX9: llvm-mc-19 -mcpu=gfx940
    (0x40, "gfx940"),
    // GFX11: llvm-mc-19 -mcpu=gfx1100
    (0x41, "gfx1100"),
    // GFX10.1: llvm-mc-19 -mcpu=gfx1013
    (0x42, "gfx1013"),
    // GFX11: llvm-mc-19 -mcpu=gfx1150
    (0x43, "gfx1150"),
    // GFX11: llvm-mc-19 -mcpu=gfx1103
    (0x44, "gfx1103"),
    // GFX10.3: llvm-mc-19 -mcpu=gfx1036
    (0x45, "gfx1036"),
    // GFX11: llvm-mc-19 -mcpu=gfx1101
    (0x46, "gfx1101"),
    // GFX11: llvm-mc-19 -mcpu=gfx1102
    (0x47, "gfx1102"),
    // GFX12 (RDNA4, Navi 44): llvm-mc-19 -mcpu=gfx1200
    (0x48, "gfx1200"),
    // GFX11: llvm-mc-19 -mcpu=gfx1151
    (0x4a, "gfx1151"),
    // GFX9: llvm-mc-19 -mcpu=gfx941
    (0x4b, "gfx941"),
    // GFX9: llvm-mc-19 -mcpu=gfx942
    (0x4c, "gfx942"),
    // GFX12 (RDNA4, Navi 48): llvm-mc-19 -mcpu=gfx1201
    (0x4e, "gfx1201"),
    // v6 generic: llvm-mc-19 -mcpu=gfx9-generic
    (0x51, "gfx9-generic"),
    // v6 generic: llvm-mc-19 -mcpu=gfx10-1-generic
    (0x52, "gfx10-1-generic"),
    // v6 generic: llvm-mc-19 -mcpu=gfx10-3-generic
    (0x53, "gfx10-3-generic"),
    // v6 generic: llvm-mc-19 -mcpu=gfx11-generic
    (0x54, "gfx11-generic"),
    // GFX11: llvm-mc-19 -mcpu=gfx1152
    (0x55, "gfx1152"),
    // v6 generic: llvm-mc-19 -mcpu=gfx12-generic
    (0x59, "gfx12-generic"),
];

/// AMDGPU relocation types.
pub const RELOCATION_NAMES: &[(u32, &str)] = &[
    // seed 004 N698
    (0, "R_AMDGPU_NONE"),
    // seed 004 N699
    (1, "R_AMDGPU_ABS32_LO"),
    // seed 004 N700
    (2, "R_AMDGPU_ABS32_HI"),
    // seed 004 N701
    (3, "R_AMDGPU_ABS64"),
    // seed 004 N702
    (4, "R_AMDGPU_REL32"),
    // seed 004 N703
    (5, "R_AMDGPU_REL64"),
    // seed 004 N704
    (6, "R_AMDGPU_ABS32"),
    // seed 004 N705
    (7, "R_AMDGPU_GOTPCREL"),
    // seed 004 N706
    (8, "R_AMDGPU_GOTPCREL32_LO"),
    // seed 004 N707
    (9, "R_AMDGPU_GOTPCREL32_HI"),
    // seed 004 N708
    (10, "R_AMDGPU_REL32_LO"),
    // seed 004 N709
    (11, "R_AMDGPU_REL32_HI"),
    // seed 004 N711
    (13, "R_AMDGPU_RELATIVE64"),
    // LLVM 7+, not in the seed
    (14, "R_AMDGPU_REL16"),
];

/// Code object v5 hidden kernel arguments: (value kind, offset from the first 8-byte-aligned
/// byte after the explicit arguments, size).
pub const HIDDEN_ARGS_V5: &[(&str, u64, u64)] = &[
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_block_count_x", 0, 4),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_block_count_y", 4, 4),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_block_count_z", 8, 4),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_group_size_x", 12, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_group_size_y", 14, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_group_size_z", 16, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_remainder_x", 18, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_remainder_y", 20, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_remainder_z", 22, 2),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_global_offset_x", 40, 8),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_global_offset_y", 48, 8),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_global_offset_z", 56, 8),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_grid_dims", 64, 2),
    // notes/seed-abi.md §5.3 [GK] (LLVM AMDGPUUsage v5 layout)
    ("hidden_printf_buffer", 72, 8),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_hostcall_buffer", 80, 8),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_multigrid_sync_arg", 88, 8),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_heap_v1", 96, 8),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_default_queue", 104, 8),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_completion_action", 112, 8),
    // clang-19 metadata of tests/kernels/opencl (tests/data/ocl/*.readobj.txt)
    ("hidden_dynamic_lds_size", 120, 4),
    // notes/seed-abi.md §5.3 [GK] (LLVM AMDGPUUsage v5 layout)
    ("hidden_private_base", 192, 4),
    // notes/seed-abi.md §5.3 [GK] (LLVM AMDGPUUsage v5 layout)
    ("hidden_shared_base", 196, 4),
    // notes/seed-abi.md §5.3 (LLVM 19 output, [LOCAL])
    ("hidden_queue_ptr", 200, 8),
];

/// One kernel-descriptor bit field: (word, shift, width, name, directive, generation mask).
/// Mask bits: 1 gfx6, 2 gfx9, 4 gfx90a, 8 gfx10, 16 gfx11, 32 gfx12.
pub type FieldRow = (Word, u32, u32, &'static str, Option<&'static str>, u8);

/// The kernel-descriptor bit fields, in the order llvm-objdump-19 prints them.
pub const DESCRIPTOR_FIELDS: &[FieldRow] = &[
    // seed 003 L395
    (
        Word::Rsrc1,
        0,
        6,
        "GRANULATED_WORKITEM_VGPR_COUNT",
        None,
        0x3f,
    ),
    // seed 003 L396
    (
        Word::Rsrc1,
        6,
        4,
        "GRANULATED_WAVEFRONT_SGPR_COUNT",
        None,
        0x3f,
    ),
    // seed 003 L397
    (Word::Rsrc1, 10, 2, "PRIORITY", None, 0x3f),
    // seed 003 L398
    (
        Word::Rsrc1,
        12,
        2,
        "FLOAT_ROUND_MODE_32",
        Some(".amdhsa_float_round_mode_32"),
        0x3f,
    ),
    // seed 003 L399
    (
        Word::Rsrc1,
        14,
        2,
        "FLOAT_ROUND_MODE_16_64",
        Some(".amdhsa_float_round_mode_16_64"),
        0x3f,
    ),
    // seed 003 L400
    (
        Word::Rsrc1,
        16,
        2,
        "FLOAT_DENORM_MODE_32",
        Some(".amdhsa_float_denorm_mode_32"),
        0x3f,
    ),
    // seed 003 L401
    (
        Word::Rsrc1,
        18,
        2,
        "FLOAT_DENORM_MODE_16_64",
        Some(".amdhsa_float_denorm_mode_16_64"),
        0x3f,
    ),
    // seed 003 L402
    (Word::Rsrc1, 20, 1, "PRIV", None, 0x3f),
    // gfx12 reuse of seed 003 L403 (enable_dx10_clamp); LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc1,
        21,
        1,
        "ENABLE_WG_RR_EN",
        Some(".amdhsa_round_robin_scheduling"),
        0x20,
    ),
    // seed 003 L403
    (
        Word::Rsrc1,
        21,
        1,
        "ENABLE_DX10_CLAMP",
        Some(".amdhsa_dx10_clamp"),
        0x1f,
    ),
    // seed 003 L404
    (Word::Rsrc1, 22, 1, "DEBUG_MODE", None, 0x3f),
    // gfx12 reuse of seed 003 L405 (enable_ieee_mode); LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc1, 23, 1, "DISABLE_PERF", None, 0x20),
    // seed 003 L405
    (
        Word::Rsrc1,
        23,
        1,
        "ENABLE_IEEE_MODE",
        Some(".amdhsa_ieee_mode"),
        0x1f,
    ),
    // seed 003 L406
    (Word::Rsrc1, 24, 1, "BULKY", None, 0x3f),
    // seed 003 L407
    (Word::Rsrc1, 25, 1, "CDBG_USER", None, 0x3f),
    // seed 004 N1679-1700 (GFX9; seed 003 L408 still calls bits 31:26 reserved)
    (
        Word::Rsrc1,
        26,
        1,
        "FP16_OVFL",
        Some(".amdhsa_fp16_overflow"),
        0x3e,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc1,
        29,
        1,
        "WGP_MODE",
        Some(".amdhsa_workgroup_processor_mode"),
        0x38,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc1,
        30,
        1,
        "MEM_ORDERED",
        Some(".amdhsa_memory_ordered"),
        0x38,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc1,
        31,
        1,
        "FWD_PROGRESS",
        Some(".amdhsa_forward_progress"),
        0x38,
    ),
    // architected flat scratch reuse of seed 003 L417; LLVM 19 name, llvm-mc-19 directive (measured)
    (
        Word::Rsrc2,
        0,
        1,
        "ENABLE_PRIVATE_SEGMENT",
        Some(".amdhsa_enable_private_segment"),
        0x20,
    ),
    // seed 003 L417
    (
        Word::Rsrc2,
        0,
        1,
        "ENABLE_SGPR_PRIVATE_SEGMENT_WAVEFRONT_OFFSET",
        Some(".amdhsa_system_sgpr_private_segment_wavefront_offset"),
        0x1f,
    ),
    // seed 003 L418
    (
        Word::Rsrc2,
        1,
        5,
        "USER_SGPR_COUNT",
        Some(".amdhsa_user_sgpr_count"),
        0x3f,
    ),
    // seed 003 L419
    (Word::Rsrc2, 6, 1, "ENABLE_TRAP_HANDLER", None, 0x3f),
    // seed 003 L420
    (
        Word::Rsrc2,
        7,
        1,
        "ENABLE_SGPR_WORKGROUP_ID_X",
        Some(".amdhsa_system_sgpr_workgroup_id_x"),
        0x3f,
    ),
    // seed 003 L421
    (
        Word::Rsrc2,
        8,
        1,
        "ENABLE_SGPR_WORKGROUP_ID_Y",
        Some(".amdhsa_system_sgpr_workgroup_id_y"),
        0x3f,
    ),
    // seed 003 L422
    (
        Word::Rsrc2,
        9,
        1,
        "ENABLE_SGPR_WORKGROUP_ID_Z",
        Some(".amdhsa_system_sgpr_workgroup_id_z"),
        0x3f,
    ),
    // seed 003 L423
    (
        Word::Rsrc2,
        10,
        1,
        "ENABLE_SGPR_WORKGROUP_INFO",
        Some(".amdhsa_system_sgpr_workgroup_info"),
        0x3f,
    ),
    // seed 003 L424
    (
        Word::Rsrc2,
        11,
        2,
        "ENABLE_VGPR_WORKITEM_ID",
        Some(".amdhsa_system_vgpr_workitem_id"),
        0x3f,
    ),
    // seed 003 L425
    (
        Word::Rsrc2,
        13,
        1,
        "ENABLE_EXCEPTION_ADDRESS_WATCH",
        None,
        0x3f,
    ),
    // seed 003 L426
    (Word::Rsrc2, 14, 1, "ENABLE_EXCEPTION_MEMORY", None, 0x3f),
    // seed 003 L427
    (Word::Rsrc2, 15, 9, "GRANULATED_LDS_SIZE", None, 0x3f),
    // seed 003 L428
    (
        Word::Rsrc2,
        24,
        1,
        "ENABLE_EXCEPTION_IEEE_754_FP_INVALID_OPERATION",
        Some(".amdhsa_exception_fp_ieee_invalid_op"),
        0x3f,
    ),
    // seed 003 L429
    (
        Word::Rsrc2,
        25,
        1,
        "ENABLE_EXCEPTION_FP_DENORMAL_SOURCE",
        Some(".amdhsa_exception_fp_denorm_src"),
        0x3f,
    ),
    // seed 003 L430
    (
        Word::Rsrc2,
        26,
        1,
        "ENABLE_EXCEPTION_IEEE_754_FP_DIVISION_BY_ZERO",
        Some(".amdhsa_exception_fp_ieee_div_zero"),
        0x3f,
    ),
    // seed 003 L431
    (
        Word::Rsrc2,
        27,
        1,
        "ENABLE_EXCEPTION_IEEE_754_FP_OVERFLOW",
        Some(".amdhsa_exception_fp_ieee_overflow"),
        0x3f,
    ),
    // seed 003 L432
    (
        Word::Rsrc2,
        28,
        1,
        "ENABLE_EXCEPTION_IEEE_754_FP_UNDERFLOW",
        Some(".amdhsa_exception_fp_ieee_underflow"),
        0x3f,
    ),
    // seed 003 L433
    (
        Word::Rsrc2,
        29,
        1,
        "ENABLE_EXCEPTION_IEEE_754_FP_INEXACT",
        Some(".amdhsa_exception_fp_ieee_inexact"),
        0x3f,
    ),
    // seed 003 L434
    (
        Word::Rsrc2,
        30,
        1,
        "ENABLE_EXCEPTION_INT_DIVIDE_BY_ZERO",
        Some(".amdhsa_exception_int_div_zero"),
        0x3f,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 4, 8, "INST_PREF_SIZE", None, 0x20),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 13, 1, "GLG_EN", None, 0x20),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 31, 1, "IMAGE_OP", None, 0x20),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc3,
        0,
        4,
        "SHARED_VGPR_COUNT",
        Some(".amdhsa_shared_vgpr_count"),
        0x18,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 4, 6, "INST_PREF_SIZE", None, 0x10),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 10, 1, "TRAP_ON_START", None, 0x10),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 11, 1, "TRAP_ON_END", None, 0x10),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 31, 1, "IMAGE_OP", None, 0x10),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (Word::Rsrc3, 0, 6, "ACCUM_OFFSET", None, 0x04),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Rsrc3,
        16,
        1,
        "TG_SPLIT",
        Some(".amdhsa_tg_split"),
        0x04,
    ),
    // seed 003 L348
    (
        Word::Properties,
        0,
        1,
        "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
        Some(".amdhsa_user_sgpr_private_segment_buffer"),
        0x1f,
    ),
    // llvm-mc-19 rejects the directive with architected flat scratch (measured)
    (
        Word::Properties,
        0,
        1,
        "ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER",
        None,
        0x20,
    ),
    // seed 003 L349
    (
        Word::Properties,
        1,
        1,
        "ENABLE_SGPR_DISPATCH_PTR",
        Some(".amdhsa_user_sgpr_dispatch_ptr"),
        0x3f,
    ),
    // seed 003 L350
    (
        Word::Properties,
        2,
        1,
        "ENABLE_SGPR_QUEUE_PTR",
        Some(".amdhsa_user_sgpr_queue_ptr"),
        0x3f,
    ),
    // seed 003 L351
    (
        Word::Properties,
        3,
        1,
        "ENABLE_SGPR_KERNARG_SEGMENT_PTR",
        Some(".amdhsa_user_sgpr_kernarg_segment_ptr"),
        0x3f,
    ),
    // seed 003 L352
    (
        Word::Properties,
        4,
        1,
        "ENABLE_SGPR_DISPATCH_ID",
        Some(".amdhsa_user_sgpr_dispatch_id"),
        0x3f,
    ),
    // seed 003 L353
    (
        Word::Properties,
        5,
        1,
        "ENABLE_SGPR_FLAT_SCRATCH_INIT",
        Some(".amdhsa_user_sgpr_flat_scratch_init"),
        0x1f,
    ),
    // llvm-mc-19 rejects the directive with architected flat scratch (measured)
    (
        Word::Properties,
        5,
        1,
        "ENABLE_SGPR_FLAT_SCRATCH_INIT",
        None,
        0x20,
    ),
    // seed 003 L354
    (
        Word::Properties,
        6,
        1,
        "ENABLE_SGPR_PRIVATE_SEGMENT_SIZE",
        Some(".amdhsa_user_sgpr_private_segment_size"),
        0x3f,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::Properties,
        10,
        1,
        "ENABLE_WAVEFRONT_SIZE32",
        Some(".amdhsa_wavefront_size32"),
        0x38,
    ),
    // seed 003 L362 (is_dynamic_call_stack); LLVM 19 name, measured with llvm-mc-19
    (
        Word::Properties,
        11,
        1,
        "USES_DYNAMIC_STACK",
        Some(".amdhsa_uses_dynamic_stack"),
        0x3f,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::KernargPreload,
        0,
        7,
        "KERNARG_PRELOAD_SPEC_LENGTH",
        Some(".amdhsa_user_sgpr_kernarg_preload_length"),
        0x04,
    ),
    // LLVM 19 AMDHSAKernelDescriptor.h names, checked with llvm-objdump-19 --disassemble-symbols=<k>.kd
    (
        Word::KernargPreload,
        7,
        9,
        "KERNARG_PRELOAD_SPEC_OFFSET",
        Some(".amdhsa_user_sgpr_kernarg_preload_offset"),
        0x04,
    ),
];
