; A v2 kernel with YAML HSA metadata (seed 004 N798-1243 keys), assembled by LLVM 14's llvm-mc.
  .hsa_code_object_version 2,1
  .hsa_code_object_isa
  .text
  .globl  vadd
  .p2align 8
  .amdgpu_hsa_kernel vadd
vadd:
  .amd_kernel_code_t
     enable_sgpr_kernarg_segment_ptr = 1
     is_ptr64 = 1
     compute_pgm_rsrc2_user_sgpr = 2
     kernarg_segment_byte_size = 24
     wavefront_sgpr_count = 8
     workitem_vgpr_count = 4
  .end_amd_kernel_code_t
  s_endpgm
.Lfunc_end0:
  .size vadd, .Lfunc_end0-vadd
  .amd_amdgpu_hsa_metadata
---
Version: [ 1, 0 ]
Kernels:
  - Name:       vadd
    SymbolName: 'vadd@kd'
    Language:   OpenCL C
    LanguageVersion: [ 2, 0 ]
    Args:
      - Name:       a
        TypeName:   'float*'
        Size:       8
        Align:      8
        ValueKind:  GlobalBuffer
        ValueType:  F32
        AddrSpaceQual: Global
      - Name:       n
        TypeName:   uint
        Size:       4
        Align:      4
        ValueKind:  ByValue
        ValueType:  U32
      - Size:       8
        Align:      8
        ValueKind:  HiddenGlobalOffsetX
        ValueType:  I64
    CodeProps:
      KernargSegmentSize: 24
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 0
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        8
      NumVGPRs:        4
      MaxFlatWorkGroupSize: 256
...
  .end_amd_amdgpu_hsa_metadata
