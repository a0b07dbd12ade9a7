#!/bin/sh
# Rebuilds the hsakit-emu-rdna4 test code objects: every kernel of suite.cl for gfx1201 and
# gfx1200, wave32 and wave64, -O0 and -O2 (clang-19 + ld.lld-19, no device libraries).
# Usage: tests/kernels/rdna4/build.sh   (from anywhere)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/bin"
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for cpu in gfx1201 gfx1200; do
  for w in 32 64; do
    for o in O0 O2; do
      name="suite-$cpu-w$w-$o"
      wflag=""
      [ "$w" = 64 ] && wflag="-mwavefrontsize64"
      clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=$cpu $wflag -nogpulib -$o \
        -I "$here" -c "$here/suite.cl" -o "$tmp/$name.o"
      ld.lld-19 -shared "$tmp/$name.o" -o "$out/$name.hsaco"
    done
  done
done
# The benchmark kernels (benches/emu.rs).
clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1201 -nogpulib -O2 -I "$here" \
  -c "$here/bench.cl" -o "$tmp/bench.o"
ld.lld-19 -shared "$tmp/bench.o" -o "$out/bench-gfx1201-w32-O2.hsaco"
# A kernel whose s_wait_loadcnt before the first use of a load was removed (strict-mode test).
clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1201 -nogpulib -O2 -I "$here" \
  -S "$here/nowait.cl" -o "$tmp/nowait.s"
awk '/s_wait_loadcnt/ && !done { done = 1; next } { print }' "$tmp/nowait.s" > "$tmp/nowait_bad.s"
for v in nowait nowait_bad; do
  clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx1201 -c "$tmp/$v.s" -o "$tmp/$v.o"
  ld.lld-19 -shared "$tmp/$v.o" -o "$out/$v.hsaco"
done
# A float multiply whose descriptor enables the invalid-operation and overflow exceptions
# (rsrc2 ENABLE_EXCEPTION_*, TRAP_CTRL at wave start), for the FP exception test.
for cpu in gfx1201 gfx1200; do
  clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=$cpu -nogpulib -O2 -I "$here" \
    -S "$here/excp.cl" -o "$tmp/excp.s"
  sed -e 's/\(\.amdhsa_exception_fp_ieee_invalid_op\) 0/\1 1/' \
    -e 's/\(\.amdhsa_exception_fp_ieee_overflow\) 0/\1 1/' "$tmp/excp.s" > "$tmp/excp_on.s"
  grep -q 'amdhsa_exception_fp_ieee_overflow 1' "$tmp/excp_on.s"
  clang-19 -target amdgcn-amd-amdhsa -mcpu=$cpu -c "$tmp/excp_on.s" -o "$tmp/excp.o"
  ld.lld-19 -shared "$tmp/excp.o" -o "$out/excp-$cpu.hsaco"
done
echo "built $(ls "$out" | wc -l) code objects in $out"
