// hsakit test kernel: work-group sum through a static LDS array and barriers.
#include "hsakit_ocl.h"
#define WG 64
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_reduce(__global const int *in, __global int *out) {
    __local int tile[WG];
    size_t lid = get_local_id(0);
    tile[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            tile[lid] += tile[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        out[get_group_id(0)] = tile[0];
}
