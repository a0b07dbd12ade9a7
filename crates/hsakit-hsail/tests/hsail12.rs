//! HSAIL 1.2 additions that `HSAILasm` (HSAIL 1.0) does not know: `groupstaticsize` and
//! `grouptotalsize` (seed Table 11–4, L14105–L14107; examples L14308–L14309).
//!
//! NOT ORACLE-CHECKED: `cargo xtask oracle-diff hsail` leaves these two opcodes out, because
//! `HSAILasm` reports them as undefined instructions. The expectations here come from the
//! seed's text instead: the opcode values (L17680–L17681), the format `INST_BASIC` (Table
//! 18–30, L21557–L21565; kind 0x2002, L17363) with the layout of `hsa_brig_inst_base_t`
//! (L19106–L19112: byteCount, kind, opcode, type, operand list) and type `u32` = 3 (L17928),
//! plus our own round trip (BRIG → text → the same BRIG).

use hsakit_diag::SourceFile;

/// The seed's examples (L14308–L14309) in a kernel of an HSAIL 1.2 module.
const EXAMPLE: &str = "module &m:1:2:$full:$large:$default;\n\
kernel &k()\n\
{\n\
\tgroupstaticsize_u32 $s2;\n\
\tgrouptotalsize_u32 $s3;\n\
};\n";

fn assemble(text: &str) -> Result<Vec<u8>, String> {
    let src = SourceFile::new("input", text.as_bytes().to_vec());
    hsakit_hsail::assemble(&src).map_err(|d| d[0].message.clone())
}

/// The bytes of an `INST_BASIC` record (12 bytes) with `opcode` and type `u32`.
fn inst_basic_u32(opcode: u16) -> Vec<u8> {
    let mut v = Vec::new();
    v.extend_from_slice(&12u16.to_le_bytes());
    v.extend_from_slice(&0x2002u16.to_le_bytes());
    v.extend_from_slice(&opcode.to_le_bytes());
    v.extend_from_slice(&3u16.to_le_bytes());
    v
}

fn holds(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn group_sizes_assemble_to_the_seed_encoding_and_round_trip() {
    let brig = assemble(EXAMPLE).expect("the seed's examples assemble");
    assert!(holds(&brig, &inst_basic_u32(137)), "groupstaticsize record");
    assert!(holds(&brig, &inst_basic_u32(138)), "grouptotalsize record");
    let text = hsakit_hsail::disassemble(&brig).expect("disassembles");
    assert!(text.contains("groupstaticsize_u32\t$s2;"), "{text}");
    assert!(text.contains("grouptotalsize_u32\t$s3;"), "{text}");
    let again = assemble(&text).expect("the disassembly assembles");
    assert_eq!(again, brig, "BRIG -> text -> BRIG");
}

#[test]
fn group_sizes_take_only_u32() {
    // Table 11–4 (L14105–L14107) lists only the `_u32` forms.
    for bad in ["groupstaticsize_u64 $d2;", "grouptotalsize_b32 $s3;"] {
        let text = EXAMPLE.replace("groupstaticsize_u32 $s2;", bad);
        assert!(assemble(&text).is_err(), "{bad} must be rejected");
    }
}
