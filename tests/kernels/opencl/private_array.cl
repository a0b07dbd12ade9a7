// hsakit test kernel: a dynamically indexed private array (forces scratch) and a 3-D id.
#include "hsakit_ocl.h"
__kernel void private_array(__global const int *idx, __global int *out) {
    int priv[67];
    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    size_t g = x + y * get_global_size(0) + z * get_global_size(0) * get_global_size(1);
    for (int k = 0; k < 67; k++)
        priv[k] = (int)g * k;
    out[g] = priv[idx[g] % 67] + priv[(idx[g] + 5) % 67];
}
