//! Where mnemonic errors are reported: expectations are `HSAILasm -assemble`'s own reports
//! (line:column of its `input(l,c)` message) on these inputs, recorded by hand.

use hsakit_diag::SourceFile;

const PROLOGUE: &str = "module &m:1:0:$full:$large:$default;\n\nkernel &Test()\n{\n";
const IMAGE: &str =
    "module &m:1:0:$full:$large:$default;\nextension \"IMAGE\";\n\nkernel &Test()\n{\n";

/// `None` when accepted, else the line:column of the first error.
fn first_error(prologue: &str, inst: &str) -> Option<(u32, u32)> {
    let text = format!("{prologue}\tglobal_u32 %g;\n\t{inst}\n}};\n");
    let file = SourceFile::new("t.hsail", text);
    let errs = match hsakit_hsail::parse(&file) {
        Ok(m) => hsakit_hsail::valid::validate(&m, &file),
        Err(d) => d,
    };
    errs.first().and_then(|d| d.primary_span()).map(|s| {
        let lc = file.line_col(s.start);
        (lc.line, lc.col)
    })
}

#[test]
fn detached_modifier_arguments() {
    // Glued to `)`, the type continues the mnemonic: accepted.
    assert_eq!(
        first_error(PROLOGUE, "ld_global_width ( 64 )_u32 $s0, [%g];"),
        None
    );
    // Apart from `)`: "data type expected" just after the `)`.
    assert_eq!(
        first_error(PROLOGUE, "ld_global_width ( 64 ) _u32 $s0, [%g];"),
        Some((6, 24))
    );
    assert_eq!(
        first_error(PROLOGUE, "ld_global_align ( 4 ) _width(64)_u32 $s0, [%g];"),
        Some((6, 23))
    );
    // "'(' expected" at the token after `width`; "')' expected" at the token found.
    assert_eq!(
        first_error(PROLOGUE, "ld_global_width 64 ) _u32 $s0, [%g];"),
        Some((6, 18))
    );
    assert_eq!(
        first_error(PROLOGUE, "ld_group_align ( 256 $s1 _u8 $s0, [%g];"),
        Some((6, 23))
    );
}

#[test]
fn undefined_instructions() {
    // Without an extension: the token after the word, or the word's `(`.
    assert_eq!(first_error(PROLOGUE, "u16x8_2d_3d $s0;"), Some((6, 14)));
    assert_eq!(first_error(PROLOGUE, "wg_width(2)_u32 $s0;"), Some((6, 10)));
    // With IMAGE: the `_` of the word's last part before any `(`; a one-part word at itself.
    assert_eq!(first_error(IMAGE, "foo_bar_baz $s0;"), Some((7, 9)));
    assert_eq!(first_error(IMAGE, "wg_width(2)_u32 $s0;"), Some((7, 4)));
    assert_eq!(first_error(IMAGE, "foo $s0;"), Some((7, 2)));
}
