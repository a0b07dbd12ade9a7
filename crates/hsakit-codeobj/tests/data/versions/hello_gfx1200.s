; hello_world (notes/seed-abi.md §6), gfx1200; the oracle assembles it as code object v4, v5 and v6.
  .amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
  .amdhsa_code_object_version 5
  .text
  .globl hello_world
  .p2align 8
  .type hello_world,@function
hello_world:
  s_load_b64 s[0:1], s[0:1], 0x0
  v_mov_b32 v0, 0x40490fd0
  v_mov_b32 v1, 0
  s_wait_kmcnt 0
  global_store_b32 v1, v0, s[0:1]
  s_endpgm
.Lfunc_end0:
  .size hello_world, .Lfunc_end0-hello_world
  .rodata
  .p2align 6
  .amdhsa_kernel hello_world
    .amdhsa_user_sgpr_kernarg_segment_ptr 1
    .amdhsa_user_sgpr_count 2
    .amdhsa_kernarg_size 8
    .amdhsa_next_free_vgpr 2
    .amdhsa_next_free_sgpr 2
    .amdhsa_wavefront_size32 1
  .end_amdhsa_kernel
  .amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.target: amdgcn-amd-amdhsa--gfx1200
amdhsa.kernels:
  - { .name: hello_world, .symbol: hello_world.kd, .kernarg_segment_size: 8,
      .kernarg_segment_align: 8, .group_segment_fixed_size: 0,
      .private_segment_fixed_size: 0, .wavefront_size: 32, .sgpr_count: 2,
      .vgpr_count: 2, .max_flat_workgroup_size: 256,
      .args: [ { .name: out, .offset: 0, .size: 8, .value_kind: global_buffer,
                 .address_space: global } ] }
...
  .end_amdgpu_metadata
