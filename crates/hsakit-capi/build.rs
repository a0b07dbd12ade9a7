//! Give the C library the SONAME programs link against, and version its symbols `ROCR_1` as the
//! programs built against the standard runtime (e.g. `rocminfo`) expect.
fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libhsa-runtime64.so.1");
    println!("cargo:rustc-cdylib-link-arg=-Wl,--version-script={dir}/hsa.map");
    println!("cargo:rerun-if-changed=hsa.map");
}
