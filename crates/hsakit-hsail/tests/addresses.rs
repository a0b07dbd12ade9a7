//! Address operands whose offset stands alone (`[-1]`, no symbol, no register): HSAILasm stores
//! the offset in the size of the instruction's segment, so in the large model a group,
//! private or spill address keeps only the low 32 bits (`0x00000000ffffffff`) while a global,
//! flat, readonly or kernarg address keeps all 64. The golden `.brig` files are HSAILasm's
//! output for the `.hsail` next to them, in both machine models.

use hsakit_diag::SourceFile;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/addr");

#[test]
fn bare_offsets_are_sized_by_the_instruction_segment_like_hsailasm() {
    for name in ["bare_offsets_large", "bare_offsets_small"] {
        let text = std::fs::read(format!("{DIR}/{name}.hsail")).expect("source");
        let want = std::fs::read(format!("{DIR}/{name}.brig")).expect("HSAILasm's BRIG");
        let src = SourceFile::new(format!("{name}.hsail"), text);
        let m = hsakit_hsail::parse(&src).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        assert!(hsakit_hsail::valid::validate(&m, &src).is_empty(), "{name}");
        let got = hsakit_hsail::brig::write(&m);
        assert!(got == want, "{name}: BRIG differs from HSAILasm's");
    }
}
