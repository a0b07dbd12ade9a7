// Benchmark kernels for hsakit-emu-rdna4 (benches/emu.rs): one VALU-bound, one memory-bound.
#include "emu.h"

__kernel void valu_bound(__global float *out, uint iters) {
    uint i = emu_glob(0);
    float a = (float)i, b = 1.0001f, c = 0.5f, d = 3.0f;
    uint h = i * 2654435761u;
    for (uint k = 0; k < iters; k++) {
        // Contractive updates: the values stay finite (NaNs would take the soft-float path).
        a = __builtin_fmaf(a, 0.5f, b);
        b = __builtin_fmaf(b, 0.25f, c);
        c = __builtin_fmaf(c, 0.75f, a * 0.125f);
        d = __builtin_fmaf(d, 0.5f, (float)(h & 7));
        h = (h ^ (h >> 13)) * 0x5bd1e995u + k;
        a = a - d * 0.0625f;
    }
    out[i] = a + b + c + d + (float)h;
}

__kernel void mem_bound(__global float *y, __global const float *x, float s, uint n) {
    uint i = emu_glob(0);
    if (i < n) y[i] = __builtin_fmaf(s, x[i], y[i]);
}
