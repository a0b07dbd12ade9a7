//! Dumps a BRIG file with `hsakit_hsail::decode::dump` (a development aid).
fn main() {
    let path = std::env::args().nth(1).expect("usage: brigdump FILE.brig");
    let bytes = std::fs::read(&path).expect("read");
    match hsakit_hsail::brig::read(&bytes) {
        Ok(m) => print!("{}", hsakit_hsail::decode::dump(&m)),
        Err(e) => eprintln!("{path}: {e}"),
    }
}
