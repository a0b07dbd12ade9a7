; hello_world (notes/seed-abi.md §6) for gfx1030, code object v3 through LLVM 14's llvm-mc.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
  .text
  .globl hello_world
  .p2align 8
  .type hello_world,@function
hello_world:
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  v_mov_b32 v0, 0x40490fd0
  v_mov_b32 v1, 0
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v0, s[0:1]
  s_endpgm
.Lfunc_end0:
  .size hello_world, .Lfunc_end0-hello_world
  .rodata
  .p2align 6
  .amdhsa_kernel hello_world
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_next_free_vgpr 2
    .amdhsa_next_free_sgpr 2
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.version: [ 1, 0 ]
amdhsa.kernels:
  - { .name: hello_world, .symbol: hello_world.kd, .kernarg_segment_size: 8,
      .kernarg_segment_align: 8, .group_segment_fixed_size: 0,
      .private_segment_fixed_size: 0, .wavefront_size: 32, .sgpr_count: 2,
      .vgpr_count: 2, .max_flat_workgroup_size: 256,
      .args: [ { .name: out, .offset: 0, .size: 8, .value_kind: global_buffer,
                 .address_space: global } ] }
...
  .end_amdgpu_metadata
