//! Prints a few generated instructions (a look at what the property tests cover).
fn main() {
    let mut r = hsakit_gen7::arbitrary::Rng::new(7);
    for _ in 0..12 {
        let i = hsakit_gen7::arbitrary::instruction(&mut r);
        println!("{}", hsakit_gen7::print::format_instruction(&i, false));
    }
}
