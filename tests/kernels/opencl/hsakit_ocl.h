// hsakit test kernels are compiled with -nogpulib (no ROCm device libraries), so the few
// OpenCL work-item and synchronisation builtins they use are defined here on top of clang's
// AMDGPU builtins.
#ifndef HSAKIT_OCL_H
#define HSAKIT_OCL_H

static inline size_t hk_local_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x()
         : d == 1 ? __builtin_amdgcn_workitem_id_y()
                  : __builtin_amdgcn_workitem_id_z();
}
static inline size_t hk_group_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x()
         : d == 1 ? __builtin_amdgcn_workgroup_id_y()
                  : __builtin_amdgcn_workgroup_id_z();
}
static inline size_t hk_local_size(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_size_x()
         : d == 1 ? __builtin_amdgcn_workgroup_size_y()
                  : __builtin_amdgcn_workgroup_size_z();
}
static inline size_t hk_global_size(uint d) {
    return d == 0 ? __builtin_amdgcn_grid_size_x()
         : d == 1 ? __builtin_amdgcn_grid_size_y()
                  : __builtin_amdgcn_grid_size_z();
}
static inline size_t hk_global_id(uint d) {
    return hk_group_id(d) * hk_local_size(d) + hk_local_id(d);
}
static inline void hk_barrier(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#define get_local_id hk_local_id
#define get_group_id hk_group_id
#define get_local_size hk_local_size
#define get_global_size hk_global_size
#define get_global_id hk_global_id
#define barrier(flags) hk_barrier()

#endif
