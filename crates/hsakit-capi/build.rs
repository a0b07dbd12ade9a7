//! Give the C library the SONAME programs link against.
fn main() {
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libhsa-runtime64.so.1");
}
