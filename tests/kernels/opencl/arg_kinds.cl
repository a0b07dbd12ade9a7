// hsakit test kernel: many argument kinds (by-value scalars and vectors, a struct,
// global/constant/local pointers, images and a sampler are left out: -nogpulib).
#include "hsakit_ocl.h"
typedef struct {
    int a;
    float b;
    long c;
} pair_t;

__kernel void arg_kinds(__global int *restrict out, __constant float *table,
                        __local int *scratch, char c, short s, int i, long l,
                        float f, double d, float4 v, int3 v3, pair_t p,
                        __global volatile uint *counter) {
    size_t g = get_global_id(0);
    size_t lid = get_local_id(0);
    scratch[lid] = (int)g + c + s;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = scratch[(lid + 1) % get_local_size(0)] + i + (int)l + (int)(f * table[g % 4]) +
             (int)d + (int)v.y + v3.z + p.a + (int)p.b + (int)p.c;
    if (g == 0)
        __atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED);
}

__kernel void no_args(void) {}
