// hsakit-emu-rdna4 test kernels. Each test computes the same values on the host and compares.
#include "emu.h"

__kernel void arith_i32(__global int *out, __global const int *a, __global const int *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    int x = a[i], y = b[i];
    __global int *o = out + i * 16;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = y != 0 ? x / y : 7;
    o[4] = y != 0 ? x % y : 9;
    o[5] = (int)((uint)x / ((uint)y | 1u));
    o[6] = (int)((uint)x % ((uint)y | 1u));
    o[7] = x << (y & 31);
    o[8] = x >> (y & 31);
    o[9] = (int)((uint)x >> (y & 31));
    o[10] = EMU_MIN(x, y) ^ EMU_MAX(x, y);
    o[11] = (int)(((long)x * (long)y) >> 32);
    o[12] = (int)(uint)(((ulong)(uint)x * (ulong)(uint)y) >> 32);
    o[13] = (int)((x < 0 ? 0u - (uint)x : (uint)x) + (x > y ? (uint)x - (uint)y : (uint)y - (uint)x));
    o[14] = (x & y) | (~x & 0x5a5a) ^ (x | y);
    o[15] = (x & 0xffff) * (y & 0x7fff) + x;
}

__kernel void arith_i64(__global long *out, __global const long *a, __global const long *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    long x = a[i], y = b[i];
    __global long *o = out + i * 8;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = y != 0 ? x / y : 3;
    o[4] = y != 0 ? x % y : 5;
    o[5] = (long)((ulong)x / ((ulong)y | 1ul));
    o[6] = x << (y & 63);
    o[7] = (x >> (y & 63)) ^ (long)((ulong)x >> ((y >> 8) & 63));
}

__kernel void bitops(__global uint *out, __global const uint *a, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    uint x = a[i];
    __global uint *o = out + i * 8;
    o[0] = (uint)__builtin_popcount(x);
    o[1] = EMU_CLZ32(x);
    o[2] = EMU_CTZ32(x);
    o[3] = EMU_ROTL(x, i);
    o[4] = (x >> 5) & 0x3ff;
    o[5] = (x & ~0x0f0f0f0fu) | (~x & 0x0f0f0f0fu);
    o[6] = (uint)__builtin_bitreverse32(x);
    o[7] = (uint)__builtin_popcountl((ulong)x * 0x100000003ul) + EMU_CLZ64((ulong)x);
}

__kernel void arith_f32(__global float *out, __global const float *a, __global const float *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    float x = a[i], y = b[i];
    __global float *o = out + i * 12;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = __builtin_fmaf(x, y, 1.5f);
    o[4] = __builtin_fminf(x, y);
    o[5] = __builtin_fmaxf(x, y);
    o[6] = __builtin_floorf(x) + __builtin_ceilf(y);
    o[7] = __builtin_truncf(x) - __builtin_rintf(y);
    o[8] = (float)(int)x + (float)(uint)__builtin_fabsf(y);
    o[9] = x / y;
    o[10] = __builtin_sqrtf(__builtin_fabsf(x));
    o[11] = __builtin_fabsf(x) * -y;
}

__kernel void arith_f64(__global double *out, __global const double *a, __global const double *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    double x = a[i], y = b[i];
    __global double *o = out + i * 10;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = __builtin_fma(x, y, 0.25);
    o[4] = x / y;
    o[5] = __builtin_sqrt(__builtin_fabs(x));
    o[6] = __builtin_floor(x) + __builtin_ceil(y);
    o[7] = __builtin_fmin(x, y) - __builtin_fmax(x, y);
    o[8] = (double)(long)(x * 0x1p-40) + (double)(int)(y * 0x1p-80);
    o[9] = (double)(float)x;
}

__kernel void arith_f16(__global half *out, __global const half *a, __global const half *b, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    half x = a[i], y = b[i];
    __global half *o = out + i * 6;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = __builtin_fmaf16(x, y, (half)0.5h);
    o[4] = __builtin_fmaxf16(x, y);
    o[5] = (half)((float)x * 3.0f);
}

__kernel void divergent(__global int *out, __global const int *a, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    int x = a[i];
    int steps = 0;
    // Collatz: data-dependent loop lengths.
    uint v = (uint)x % 1000u + 1u;
    while (v != 1u && steps < 500) {
        v = (v & 1u) ? 3u * v + 1u : v >> 1;
        steps++;
    }
    int acc = 0;
    for (int k = 0; k < (x & 15); k++) {
        if (k == 7) continue;
        if ((k ^ x) % 11 == 10) break;
        acc += k * k;
    }
    switch (x & 3) {
    case 0: acc += 100; break;
    case 1: acc -= 7; break;
    case 2: acc *= 3; break;
    default: acc = ~acc;
    }
    if (i & 1) {
        if (x > 0) acc += 1; else acc -= 1;
    }
    out[2 * i] = steps;
    out[2 * i + 1] = acc;
}

#define WG 64
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lds_reverse(__global int *out, __global const int *in) {
    __local int tile[WG];
    uint l = emu_lid(0);
    uint g = emu_glob(0);
    tile[l] = in[g];
    emu_barrier();
    out[g] = tile[WG - 1 - l] * 2 + tile[(l + 1) % WG];
}

__kernel void atomics(__global uint *counters, __global int *mm, __global uint *hist, __global const uint *a, uint n) {
    __local uint lhist[16];
    __local uint lsum;
    uint l = emu_lid(0);
    uint i = emu_glob(0);
    if (l < 16) lhist[l] = 0;
    if (l == 0) lsum = 0;
    emu_barrier();
    if (i < n) {
        uint x = a[i];
        EMU_ADD(&counters[0], x & 0xff);
        EMU_ADD(&counters[1], 1u);
        EMU_MAXA(&mm[0], (int)x);
        EMU_MINA(&mm[1], (int)x);
        EMU_OR(&counters[2], 1u << (x & 31));
        EMU_XOR(&counters[3], x);
        EMU_ADD(&lhist[x & 15], 1u);
        EMU_ADD(&lsum, x >> 24);
        uint expect = 0u;
        __atomic_compare_exchange_n(&counters[4], &expect, i + 1, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    }
    emu_barrier();
    if (l < 16) EMU_ADD(&hist[l], lhist[l]);
    if (l == 0) EMU_ADD(&counters[5], lsum);
}

__kernel void grid3d(__global uint *out, uint nx, uint ny, uint nz) {
    uint x = emu_glob(0), y = emu_glob(1), z = emu_glob(2);
    if (x >= nx || y >= ny || z >= nz) return;
    uint idx = (z * ny + y) * nx + x;
    out[idx] = (emu_gid(0) << 24) ^ (emu_gid(1) << 16) ^ (emu_gid(2) << 8) ^ (emu_lid(0) + 3 * emu_lid(1) + 7 * emu_lid(2)) ^ (emu_lsz(0) * 1000 + emu_lsz(1) * 100 + emu_lsz(2));
}

#define RWG 128
__kernel __attribute__((reqd_work_group_size(RWG, 1, 1)))
void reduce(__global int *partial, __global const int *in, uint n) {
    __local int s[RWG];
    uint l = emu_lid(0);
    uint g = emu_glob(0);
    s[l] = g < n ? in[g] : 0;
    emu_barrier();
    for (uint k = RWG / 2; k > 0; k >>= 1) {
        if (l < k) s[l] += s[l + k];
        emu_barrier();
    }
    if (l == 0) partial[emu_gid(0)] = s[0];
}

#define SWG 64
__kernel __attribute__((reqd_work_group_size(SWG, 1, 1)))
void scan(__global int *out, __global const int *in) {
    __local int buf[2][SWG];
    uint l = emu_lid(0);
    uint g = emu_glob(0);
    int p = 0;
    buf[0][l] = in[g];
    emu_barrier();
    for (uint off = 1; off < SWG; off <<= 1) {
        int v = buf[p][l];
        if (l >= off) v += buf[p][l - off];
        buf[1 - p][l] = v;
        p = 1 - p;
        emu_barrier();
    }
    out[g] = buf[p][l];
}

__kernel void spill(__global int *out, __global const int *in, uint n) {
    uint i = emu_glob(0);
    if (i >= n) return;
    int priv[96];
    int seed = in[i];
    for (int k = 0; k < 96; k++) priv[k] = seed * (k + 1) ^ (k << 3);
    int acc = 0;
    for (int k = 0; k < 200; k++) {
        int j = (seed + k * 7) % 96;
        if (j < 0) j += 96;
        priv[j] += acc;
        acc = acc * 3 + priv[(j * 5 + 1) % 96];
    }
    out[i] = acc;
}
