//! Links the `hsakit` executable at a fixed address (not position-independent) on Linux.
//!
//! A position-independent executable is relocated by the dynamic loader at every start: about
//! 16,000 relative relocations that write (and so copy) every page of `.data.rel.ro`. A
//! short `hsakit gen7 disasm` spends a visible share of its time there; linked at a fixed
//! address the pointers are final in the file and those pages are only read when used
//! (`cargo xtask bench gen7`, start-up: 222 → 131 page faults, about 0.25 ms less CPU).
//! The objects stay position-independent code, which links into either form.
//!
//! Built through the workspace's rustc wrapper (`.cargo/rustc-wrapper.sh`), the executable is
//! also linked statically (no dynamic loader at all at start); this flag keeps the fixed
//! address when the wrapper is bypassed (a `RUSTC_WRAPPER` of the user's own replaces it).
//! The wrapper also links it through `.cargo/link-hot.sh`, which orders the executable's
//! functions from `hot-symbols.txt`.

fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bin=hsakit=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
    // Read by the linker wrapper (`.cargo/link-hot.sh`), which cargo does not track: a change
    // to either relinks the executable.
    println!("cargo:rerun-if-changed=hot-symbols.txt");
    println!("cargo:rerun-if-changed=../../.cargo/link-hot.sh");
    println!("cargo:rerun-if-changed=../../.cargo/rustc-wrapper.sh");
}
