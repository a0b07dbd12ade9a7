#!/bin/sh
# rustc wrapper (set in .cargo/config.toml): links the `hsakit` command-line executable
# statically on Linux with glibc, and leaves every other crate as cargo builds it.
#
# Why: a dynamically linked executable pays at every start for the loader mapping libc,
# libm and libgcc_s and resolving their symbols (about 0.3-0.4 ms of CPU and 30 page faults on
# this project's test machine, a fifth of `hsakit hsail disasm` on a 1 MB module). Cargo has no
# per-package rustflags, and `-C target-feature=+crt-static` for the whole build would drop
# the `cdylib` (libhsa-runtime64.so) and break proc macros, so the flag is added here, to the
# one crate that is the `hsakit` binary. Non-position-independent (`relocation-model=static`):
# the pointers of `.data.rel.ro` are final in the file, not relocated at start (see
# crates/hsakit-cli/build.rs). Linked through link-hot.sh (beside this script), which places
# the functions the benchmarked commands run together (see that script), unless a linker is
# already chosen.
#
# Cargo calls this as `rustc-wrapper.sh RUSTC ARGS...` (or with clippy-driver before RUSTC).
rustc="$1"
shift
is_cli=0
is_bin=0
target=$(uname -s)
linker=
prev=
for a in "$@"; do
  case "$prev:$a" in
    --crate-name:hsakit) is_cli=1 ;;
    --crate-type:bin) is_bin=1 ;;
    --target:*) target="$a" ;;
    -C:linker=*) linker=given ;;
  esac
  case "$a" in
    --target=*) target="${a#--target=}" ;;
    -Clinker=*) linker=given ;;
  esac
  prev="$a"
done
case "$is_cli$is_bin:$target" in
  11:Linux | 11:*-linux-gnu*)
    if [ -z "$linker" ]; then
      here=$(cd "$(dirname "$0")" && pwd)
      exec "$rustc" "$@" -C target-feature=+crt-static -C relocation-model=static \
        -C linker="$here/link-hot.sh"
    fi
    exec "$rustc" "$@" -C target-feature=+crt-static -C relocation-model=static ;;
esac
exec "$rustc" "$@"
