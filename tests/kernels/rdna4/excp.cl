// A float multiply whose kernel descriptor enables the overflow and invalid-operation
// exceptions (build.sh adds the .amdhsa_exception_* directives): an overflowing lane must stop
// the dispatch with a queue error (hsakit-runtime tests/rdna4_suite.rs).
#include "emu.h"

__kernel void fmul(__global float *out, __global const float *a, __global const float *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    out[i] = a[i] * b[i];
}
