// Strict-mode test: build.sh assembles this kernel as is and with its first s_wait_loadcnt
// removed; the emulator must flag the second one.
#include "emu.h"
__kernel void nowait(__global int *out, __global const int *in) {
    uint i = emu_glob(0);
    out[i] = in[i] * 3 + 1;
}
