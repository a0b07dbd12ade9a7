//! The region rules of seed §3.3.9 (002_15780130570c7bd8.txt L2177-L2362) added on top of the
//! first set: 3.C-3.E (two-register splits), 5.A-5.C (double precision and Align16
//! conversions), 6.A, 6.B, 6.D-6.G (indirect regions). Each rule has an instruction that breaks
//! it (rejected with the rule's code, its name and its seed line) and one that keeps it
//! (assembled). The layouts were worked out by hand from the rule text and the region address
//! formula (L2019-L2047); the seed's own examples are used where it gives them.

use hsakit_diag::{RenderOptions, SourceFile, render_rustc};
use hsakit_gen7::asm::{AsmOptions, assemble};

/// Assembles `src`, expecting a rejection naming `rule` with `code` and seed line `line`.
fn rejects(src: &str, code: &str, rule: &str, line: u32) {
    let out = assemble(src.as_bytes(), AsmOptions::default());
    assert!(out.insts.is_empty(), "accepted: {src}");
    let d = out
        .diagnostics
        .iter()
        .find(|d| {
            d.labels
                .iter()
                .any(|l| l.message.contains(&format!("rule {rule}")))
        })
        .unwrap_or_else(|| panic!("no rule {rule} diagnostic for {src}: {:?}", out.diagnostics));
    assert_eq!(d.code, code, "{src}");
    let note = format!("rule {rule} (002_15780130570c7bd8.txt L{line})");
    assert!(d.notes.iter().any(|n| n.contains(&note)), "{:?}", d.notes);
}

/// Assembles `src`, expecting one 16-byte instruction and no error.
fn accepts(src: &str) {
    let out = assemble(src.as_bytes(), AsmOptions::default());
    assert!(
        out.failed.is_empty() && out.insts.len() == 1,
        "rejected: {src}: {:?}",
        out.diagnostics
    );
}

#[test]
fn rule_3c_one_register_destination_under_a_two_register_source() {
    // src0 dwords at bytes 24, 28 | 32, 36: two registers. Destination dwords at 4, 8, 12 (lower
    // OWord) and 16 (upper): 3 + 1 is neither one OWord nor an even split.
    rejects(
        "mov(4) g1.1<1>D g2.6<4,4,1>D { align1 1N };",
        "GEN7-E0108",
        "3.C",
        2211,
    );
    // At 8, 12 | 16, 20: evenly split (3.C iii).
    accepts("mov(4) g1.2<1>D g2.6<4,4,1>D { align1 1N };");
}

#[test]
fn rule_3d_two_register_destination_and_source() {
    // The seed's first counter-example (L2234): 12 source elements from r12 and 4 from r13.
    rejects(
        "mov(16) g10<2>W g12.4<4,4,1>W { align1 1H };",
        "GEN7-E0108",
        "3.D",
        2215,
    );
    // Case (a) of L2220-L2224: rows of 8 words, one per register.
    accepts("mov(16) g10<2>W g12<16,8,1>W { align1 1H };");
}

#[test]
fn rule_3e_two_register_destination_needs_a_two_register_source() {
    // The seed's last counter-example (L2238): the source fits in r12.
    rejects(
        "mov(16) g10<2>W g12<8,8,1>W { align1 1H };",
        "GEN7-E0108",
        "3.E",
        2240,
    );
    // Exception i (L2241): a scalar source; exception ii (L2242): packed words into dwords.
    accepts("mov(16) g10<2>W g12<0,1,0>W { align1 1H };");
    accepts("mov(16) g10<1>D g12<8,8,1>W { align1 1H };");
}

#[test]
fn rule_5a_align1_double_precision() {
    // One channel is half a double; a stride of 2 floats does not make packed pairs.
    rejects(
        "mov(1) g10<1>DF g11<0,1,0>DF { align1 1N };",
        "GEN7-E0109",
        "5.A",
        2286,
    );
    rejects(
        "mov(8) g10<1>DF g11<8,4,2>DF { align1 1Q };",
        "GEN7-E0109",
        "5.A",
        2286,
    );
    // The seed's example (L2290): four doubles as eight floats.
    accepts("mov(8) g10<1>DF g11<8,8,1>DF { align1 1Q };");
}

#[test]
fn rule_5b_align16_double_precision() {
    rejects(
        "mov(4) g10<1>DF g11<4>.xxyyDF { align16 1N };",
        "GEN7-E0109",
        "5.B",
        2294,
    );
    rejects(
        "mov(4) g10<1>.xDF g11<4>DF { align16 1N };",
        "GEN7-E0109",
        "5.B",
        2294,
    );
    // Write mask xy and swizzle zwxy keep doubles whole.
    accepts("mov(4) g10<1>.xyDF g11<4>.zwxyDF { align16 1N };");
}

#[test]
fn rule_5c_align16_conversion_in_one_register() {
    // Two rows of dwords 8 dwords apart: bytes 0-15 and 32-47, two registers.
    rejects(
        "mov(8) g10<1>W g12<8>D { align16 1Q };",
        "GEN7-E0109",
        "5.C",
        2303,
    );
    // Rows 4 dwords apart: bytes 0-31.
    accepts("mov(8) g10<1>W g12<4>D { align16 1Q };");
}

#[test]
fn rule_6a_two_register_indirect_destination() {
    // 16 floats need a0.7 and a0.8; a0 ends at a0.7.
    rejects(
        "mov(16) g[a0.7]<1>F g2<8,8,1>F { align1 1H };",
        "GEN7-E0110",
        "6.A",
        2307,
    );
    accepts("mov(16) g[a0.6]<1>F g2<8,8,1>F { align1 1H };");
}

#[test]
fn rule_6b_indirect_sources_of_a_two_register_destination() {
    rejects(
        "add(16) g2<1>F g4<8,8,1>F g[a0.7]<8,8,1>F { align1 1H };",
        "GEN7-E0110",
        "6.B",
        2317,
    );
    rejects(
        "mov(16) g2<1>F g[a0.2]<VxH,1,0>F { align1 1H };",
        "GEN7-E0110",
        "6.B",
        2317,
    );
    // Case (a)/(b) of L2324-L2339: 1x1 halves from a0.2/a0.3; a scalar keeps its index.
    accepts("add(16) g2<1>F g4<8,8,1>F g[a0.2]<8,8,1>F { align1 1H };");
    accepts("add(16) g2<1>F g4<8,8,1>F g[a0.7]<0,1,0>F { align1 1H };");
}

#[test]
fn rule_6d_multi_index_src0_keeps_one_destination_register() {
    // 8 floats from byte 16: the destination reaches the next register.
    rejects(
        "mov(8) g2.4<1>F g[a0.2]<VxH,1,0>F { align1 1Q };",
        "GEN7-E0110",
        "6.D",
        2343,
    );
    accepts("mov(8) g2<1>F g[a0.2]<VxH,1,0>F { align1 1Q };");
}

#[test]
fn rule_6e_indirect_destination_is_1x1() {
    rejects(
        "mov(8) g[a0.2]<VxH,1,0>F g2<8,8,1>F { align1 1Q };",
        "GEN7-E0110",
        "6.E",
        2344,
    );
    accepts("mov(8) g[a0.2]<1>F g2<8,8,1>F { align1 1Q };");
}

#[test]
fn rule_6f_6g_one_index_stays_in_one_register() {
    // One index (1x1) for 8 floats two apart: bytes 0-59 from one address.
    rejects(
        "mov(8) g2<1>F g[a0.2]<16,8,2>F { align1 1Q };",
        "GEN7-E0110",
        "6.F",
        2345,
    );
    // 6.G: several indices may reach several registers, each index's elements in one.
    accepts("mov(8) g2<1>F g[a0.2]<VxH,1,0>F { align1 1Q };");
    accepts("mov(8) g2<1>F g[a0]<VxH,4,1>F { align1 1Q };");
}

#[test]
fn rule_errors_render_rustc_style() {
    let src = "mov(16) g10<2>W g12<8,8,1>W { align1 1H };\n";
    let out = assemble(src.as_bytes(), AsmOptions::default());
    let file = SourceFile::new("rules.asm", src.as_bytes().to_vec());
    let text = render_rustc(&out.diagnostics[0], &file, RenderOptions::default());
    assert!(text.contains("error[GEN7-E0108]"), "{text}");
    assert!(text.contains("rules.asm:1:1"), "{text}");
    assert!(text.contains("violates region rule 3.E"), "{text}");
    assert!(
        text.contains("seed §3.3.9 rule 3.E (002_15780130570c7bd8.txt L2240)"),
        "{text}"
    );
}
