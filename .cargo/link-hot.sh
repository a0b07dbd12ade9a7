#!/bin/sh
# Linker wrapper for the `hsakit` executable (added by .cargo/rustc-wrapper.sh as its
# `-C linker`): links as asked, then links again with the functions the benchmarked commands
# run placed together at the start of `.text` (`--symbol-ordering-file`), so that a run maps
# few pages of the executable.
#
# Why: the kernel maps a file-backed page together with its cached neighbours (64 KiB around
# a fault), and every page mapped counts in the peak resident set size. Spread over 12 MiB of
# code, `hsakit hsail disasm` maps 2.5 MiB of the executable; with its functions together,
# well under half of that (see docs/architecture.md, "The executable's pages").
#
# The list, crates/hsakit-cli/hot-symbols.txt, is written by `cargo xtask hot-symbols` with
# the symbols' exact names. Rust's legacy names end in a hash (`17h<16 hex digits>E`, and
# `.llvm.<n>` for promoted local symbols) that stays as long as the crates' build metadata
# does (toolchain, Cargo.toml, profile); a listed name not found as it is still orders the
# symbol whose name without the hash is the same, when there is only one such symbol (a
# generic function has one per instance, all with the same name but the hash). A stale list
# only costs pages, never correctness, and anything missing or failing here (no list, no
# `nm`, a linker without the option) leaves the plain link in place.
#
# Usage (by rustc): link-hot.sh LINKER-ARGS...  (HSAKIT_LINKER, default `cc`, is the linker.)
linker="${HSAKIT_LINKER:-cc}"
here=$(dirname "$0")
list="$here/../crates/hsakit-cli/hot-symbols.txt"
"$linker" "$@" || exit $?
out=
prev=
for a in "$@"; do
  [ "$prev" = "-o" ] && out="$a"
  prev="$a"
done
[ -n "$out" ] && [ -r "$list" ] && command -v nm >/dev/null 2>&1 || exit 0
order="$out.hot-order"
# `key name` lines: the name without its hash, then the name.
keyed() {
  sed -E 'h; s/17h[0-9a-f]{16}E/E/g; s/\.llvm\.[0-9]+$//; G; s/\n/ /'
}
nm --defined-only "$out" 2>/dev/null |
  sed -nE 's/^[0-9a-fA-F]+ [^ ] ([^ ]+)$/\1/p' | keyed >"$order.syms" &&
  grep -v '^#' "$list" | grep . | keyed >"$order.list" &&
  awk 'FNR == 1 { part++ }
       part == 1 { if (!($2 in exact)) exact[$2] = FNR; if (!($1 in first)) first[$1] = FNR; next }
       part == 2 { n[$1]++; next }
       ($2 in exact) { print exact[$2], $2; next }
       ($1 in first) && n[$1] == 1 { print first[$1], $2 }' \
    "$order.list" "$order.syms" "$order.syms" |
  sort -n -s -k1,1 | awk '{ print $2 }' >"$order" || exit 0
rm -f "$order.syms" "$order.list"
[ -s "$order" ] || exit 0
"$linker" "$@" -Wl,--symbol-ordering-file="$order" -Wl,--no-warn-symbol-ordering && exit 0
echo "link-hot.sh: the ordered link failed; keeping the plain one" >&2
exec "$linker" "$@"
