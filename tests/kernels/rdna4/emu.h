// Work-item builtins for the hsakit-emu-rdna4 test kernels, compiled with -nogpulib (no device
// libraries): they map OpenCL's ids and barriers onto clang's AMDGPU builtins, which read the
// hardware registers (TTMP9/TTMP7, packed v0) and the code object v5 hidden kernel arguments.
#ifndef EMU_H
#define EMU_H
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

static inline uint emu_lid(uint d) {
    switch (d) {
    case 0: return __builtin_amdgcn_workitem_id_x();
    case 1: return __builtin_amdgcn_workitem_id_y();
    default: return __builtin_amdgcn_workitem_id_z();
    }
}
static inline uint emu_gid(uint d) {
    switch (d) {
    case 0: return __builtin_amdgcn_workgroup_id_x();
    case 1: return __builtin_amdgcn_workgroup_id_y();
    default: return __builtin_amdgcn_workgroup_id_z();
    }
}
static inline uint emu_lsz(uint d) {
    switch (d) {
    case 0: return __builtin_amdgcn_workgroup_size_x();
    case 1: return __builtin_amdgcn_workgroup_size_y();
    default: return __builtin_amdgcn_workgroup_size_z();
    }
}
// The full work-group size: code object v5 hidden_group_size_{x,y,z} (u16 at +12, +14, +16 of
// the hidden arguments). The builtin above gives the clipped size of a partial group.
static inline uint emu_full(uint d) {
    return ((__constant ushort *)__builtin_amdgcn_implicitarg_ptr())[6 + d];
}
static inline uint emu_glob(uint d) { return emu_gid(d) * emu_full(d) + emu_lid(d); }
static inline void emu_barrier(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// The OpenCL built-in functions the kernels use, on clang builtins (no device library).
#define EMU_MIN(a, b) ((a) < (b) ? (a) : (b))
#define EMU_MAX(a, b) ((a) > (b) ? (a) : (b))
#define EMU_CLZ32(x) ((x) ? (uint)__builtin_clz(x) : 32u)
#define EMU_CTZ32(x) ((x) ? (uint)__builtin_ctz(x) : 32u)
#define EMU_CLZ64(x) ((x) ? (uint)__builtin_clzl(x) : 64u)
#define EMU_ROTL(x, r) (((x) << ((r) & 31)) | ((x) >> ((32 - ((r) & 31)) & 31)))
#define EMU_ADD(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
#define EMU_MAXA(p, v) __atomic_fetch_max((p), (v), __ATOMIC_RELAXED)
#define EMU_MINA(p, v) __atomic_fetch_min((p), (v), __ATOMIC_RELAXED)
#define EMU_OR(p, v) __atomic_fetch_or((p), (v), __ATOMIC_RELAXED)
#define EMU_XOR(p, v) __atomic_fetch_xor((p), (v), __ATOMIC_RELAXED)
#endif
