//! HSAIL per-opcode validation rules generated from `data/hsail/rules.toml` (and the
//! operand kinds of `data/hsail/opcodes.toml`) by `cargo xtask codegen`.
//!
//! generated; do not edit. Every row cites the line of seed 000_5d80a41d341a307e.txt
//! that states it.

use super::kinds::Kind;
use super::rules::{Prop, Rule, RuleCodes};

/// The operand kinds of each opcode whose operand list is fixed, by BRIG opcode value
/// (`kinds` of `data/hsail/opcodes.toml`).
pub static OPERAND_KINDS: [Option<&[Kind]>; 139] = [
    // nop
    None,
    // abs
    Some(&[Kind::Reg, Kind::Src]),
    // add
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // borrow
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // carry
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // ceil
    Some(&[Kind::Reg, Kind::Src]),
    // copysign
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // div
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // floor
    Some(&[Kind::Reg, Kind::Src]),
    // fma
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // fract
    Some(&[Kind::Reg, Kind::Src]),
    // mad
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // max
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // min
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // mul
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // mulhi
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // neg
    Some(&[Kind::Reg, Kind::Src]),
    // rem
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // rint
    Some(&[Kind::Reg, Kind::Src]),
    // sqrt
    Some(&[Kind::Reg, Kind::Src]),
    // sub
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // trunc
    Some(&[Kind::Reg, Kind::Src]),
    // mad24
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // mad24hi
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // mul24
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // mul24hi
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // shl
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // shr
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // and
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // not
    Some(&[Kind::Reg, Kind::Src]),
    // or
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // popcount
    Some(&[Kind::Reg, Kind::Src]),
    // xor
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // bitextract
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // bitinsert
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src, Kind::Src]),
    // bitmask
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // bitrev
    Some(&[Kind::Reg, Kind::Src]),
    // bitselect
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // firstbit
    Some(&[Kind::Reg, Kind::Src]),
    // lastbit
    Some(&[Kind::Reg, Kind::Src]),
    // combine
    Some(&[Kind::Reg, Kind::Any]),
    // expand
    Some(&[Kind::Any, Kind::Src]),
    // lda
    Some(&[Kind::Reg, Kind::Addr]),
    // mov
    Some(&[Kind::Reg, Kind::Src]),
    // shuffle
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Imm]),
    // unpackhi
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // unpacklo
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // pack
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // unpack
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // cmov
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // class
    Some(&[Kind::Reg, Kind::Src, Kind::SrcNoWs]),
    // ncos
    Some(&[Kind::Reg, Kind::Src]),
    // nexp2
    Some(&[Kind::Reg, Kind::Src]),
    // nfma
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // nlog2
    Some(&[Kind::Reg, Kind::Src]),
    // nrcp
    Some(&[Kind::Reg, Kind::Src]),
    // nrsqrt
    Some(&[Kind::Reg, Kind::Src]),
    // nsin
    Some(&[Kind::Reg, Kind::Src]),
    // nsqrt
    Some(&[Kind::Reg, Kind::Src]),
    // bitalign
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // bytealign
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // packcvt
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src, Kind::Src]),
    // unpackcvt
    Some(&[Kind::Reg, Kind::Src, Kind::Imm03]),
    // lerp
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // sad
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // sadhi
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src]),
    // segmentp
    Some(&[Kind::Reg, Kind::Src]),
    // ftos
    Some(&[Kind::Reg, Kind::Src]),
    // stof
    Some(&[Kind::Reg, Kind::Src]),
    // cmp
    Some(&[Kind::Reg, Kind::Src, Kind::Src]),
    // cvt
    Some(&[Kind::Reg, Kind::Src]),
    // ld
    Some(&[Kind::RegVec, Kind::Addr]),
    // st
    Some(&[Kind::SrcVec, Kind::Addr]),
    // atomic
    Some(&[Kind::Reg, Kind::Addr, Kind::Src]),
    // atomicnoret
    Some(&[Kind::Addr, Kind::Src]),
    // signal
    Some(&[Kind::Reg, Kind::Reg, Kind::Src]),
    // signalnoret
    Some(&[Kind::Reg, Kind::Src]),
    // memfence
    None,
    // rdimage
    Some(&[Kind::Any, Kind::Reg, Kind::Reg, Kind::Any]),
    // ldimage
    Some(&[Kind::Any, Kind::Reg, Kind::Any]),
    // stimage
    Some(&[Kind::Any, Kind::Reg, Kind::Any]),
    // imagefence
    None,
    // queryimage
    Some(&[Kind::Reg, Kind::Reg]),
    // querysampler
    Some(&[Kind::Reg, Kind::Reg]),
    // cbr
    Some(&[Kind::Src, Kind::Label]),
    // br
    Some(&[Kind::Label]),
    // sbr
    None,
    // barrier
    Some(&[]),
    // wavebarrier
    Some(&[]),
    // arrivefbar
    Some(&[Kind::FbarReg]),
    // initfbar
    Some(&[Kind::FbarReg]),
    // joinfbar
    Some(&[Kind::FbarReg]),
    // leavefbar
    Some(&[Kind::FbarReg]),
    // releasefbar
    Some(&[Kind::FbarReg]),
    // waitfbar
    Some(&[Kind::FbarReg]),
    // ldf
    Some(&[Kind::Reg, Kind::Fbar]),
    // activelanecount
    Some(&[Kind::Reg, Kind::Src]),
    // activelaneid
    Some(&[Kind::Reg]),
    // activelanemask
    Some(&[Kind::Any, Kind::Src]),
    // activelanepermute
    Some(&[Kind::Reg, Kind::Src, Kind::Src, Kind::Src, Kind::Src]),
    // call
    None,
    // scall
    None,
    // icall
    None,
    // ret
    Some(&[]),
    // alloca
    Some(&[Kind::Reg, Kind::Src]),
    // currentworkgroupsize
    Some(&[Kind::Reg, Kind::Dim]),
    // currentworkitemflatid
    Some(&[Kind::Reg]),
    // dim
    Some(&[Kind::Reg]),
    // gridgroups
    Some(&[Kind::Reg, Kind::Dim]),
    // gridsize
    Some(&[Kind::Reg, Kind::Dim]),
    // packetcompletionsig
    Some(&[Kind::Reg]),
    // packetid
    Some(&[Kind::Reg]),
    // workgroupid
    Some(&[Kind::Reg, Kind::Dim]),
    // workgroupsize
    Some(&[Kind::Reg, Kind::Dim]),
    // workitemabsid
    Some(&[Kind::Reg, Kind::Dim]),
    // workitemflatabsid
    Some(&[Kind::Reg]),
    // workitemflatid
    Some(&[Kind::Reg]),
    // workitemid
    Some(&[Kind::Reg, Kind::Dim]),
    // cleardetectexcept
    Some(&[Kind::Imm]),
    // getdetectexcept
    Some(&[Kind::Reg]),
    // setdetectexcept
    Some(&[Kind::Imm]),
    // addqueuewriteindex
    Some(&[Kind::Reg, Kind::Addr, Kind::Src]),
    // casqueuewriteindex
    Some(&[Kind::Reg, Kind::Addr, Kind::Src, Kind::Src]),
    // ldqueuereadindex
    Some(&[Kind::Reg, Kind::Addr]),
    // ldqueuewriteindex
    Some(&[Kind::Reg, Kind::Addr]),
    // stqueuereadindex
    Some(&[Kind::Addr, Kind::Src]),
    // stqueuewriteindex
    Some(&[Kind::Addr, Kind::Src]),
    // clock
    Some(&[Kind::Reg]),
    // cuid
    Some(&[Kind::Reg]),
    // debugtrap
    Some(&[Kind::Src]),
    // groupbaseptr
    Some(&[Kind::Reg]),
    // kernargbaseptr
    Some(&[Kind::Reg]),
    // laneid
    Some(&[Kind::Reg]),
    // maxcuid
    Some(&[Kind::Reg]),
    // maxwaveid
    Some(&[Kind::Reg]),
    // nullptr
    Some(&[Kind::Reg]),
    // waveid
    Some(&[Kind::Reg]),
    // groupstaticsize
    Some(&[Kind::Reg]),
    // grouptotalsize
    Some(&[Kind::Reg]),
];

/// The rules, in the order they are checked.
pub static RULES: &[Rule] = &[
    // unpack type (L5954)
    Rule {
        opcode: 48,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "f64", "s32", "s64", "u32", "u64"],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f16"])],
        allowed: &["f16x2", "f16x4", "f16x8"],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f32"])],
        allowed: &["f32x2", "f32x4"],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f64"])],
        allowed: &["f64x2"],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s32"])],
        allowed: &[
            "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s8x16", "s8x4", "s8x8",
        ],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["u32"])],
        allowed: &[
            "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u8x16", "u8x4", "u8x8",
        ],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s64"])],
        allowed: &["s64x2"],
        message: None,
        line: 5954,
    },
    // unpack stype (L5954)
    Rule {
        opcode: 48,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["u64"])],
        allowed: &["u64x2"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["f16", "f32", "f64", "s32", "s64", "u32", "u64"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f16x2", "f16x4", "f16x8"])],
        allowed: &["f16"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f32x2", "f32x4"])],
        allowed: &["f32"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["f64x2"])],
        allowed: &["f64"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4",
            ],
        )],
        allowed: &["s32"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(
            Prop::Type,
            &[
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4",
            ],
        )],
        allowed: &["u32"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s64x2"])],
        allowed: &["s64"],
        message: None,
        line: 5954,
    },
    // pack stype (L5954)
    Rule {
        opcode: 47,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["u64x2"])],
        allowed: &["u64"],
        message: None,
        line: 5954,
    },
    // cmp type (L7215)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b1", "f16", "f32", "f64", "s32", "s64", "u16x2", "u16x4", "u16x8", "u32", "u32x2",
            "u32x4", "u64", "u64x2", "u8x16", "u8x4", "u8x8",
        ],
        message: None,
        line: 7215,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s8x4", "u8x4"])],
        allowed: &["u8x4"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s8x8", "u8x8"])],
        allowed: &["u8x8"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s8x16", "u8x16"])],
        allowed: &["u8x16"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s16x2", "u16x2", "f16x2"])],
        allowed: &["u16x2"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s16x4", "u16x4", "f16x4"])],
        allowed: &["u16x4"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s16x8", "u16x8", "f16x8"])],
        allowed: &["u16x8"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s32x2", "u32x2", "f32x2"])],
        allowed: &["u32x2"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s32x4", "u32x4", "f32x4"])],
        allowed: &["u32x4"],
        message: None,
        line: 7254,
    },
    // cmp type (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(Prop::SrcType, &["s64x2", "u64x2", "f64x2"])],
        allowed: &["u64x2"],
        message: None,
        line: 7254,
    },
    // cmp compare (L7215)
    Rule {
        opcode: 69,
        prop: Prop::Compare,
        when: &[(Prop::SrcType, &["b1", "b32", "b64"])],
        allowed: &["eq", "ne"],
        message: None,
        line: 7215,
    },
    // cmp compare (L7215)
    Rule {
        opcode: 69,
        prop: Prop::Compare,
        when: &[(
            Prop::SrcType,
            &[
                "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "s8x4", "s8x8", "s8x16",
                "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2", "u8x4", "u8x8", "u8x16",
                "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
            ],
        )],
        allowed: &["eq", "ge", "gt", "le", "lt", "ne"],
        message: None,
        line: 7215,
    },
    // cmp pack (L7254)
    Rule {
        opcode: 69,
        prop: Prop::Pack,
        when: &[(
            Prop::SrcType,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
                "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            ],
        )],
        allowed: &["pp"],
        message: None,
        line: 7254,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["b1"])],
        allowed: &[
            "f16", "f32", "f64", "s16", "s32", "s64", "s8", "u16", "u32", "u64", "u8",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s8", "u8"])],
        allowed: &[
            "b1", "f16", "f32", "f64", "s16", "s32", "s64", "u16", "u32", "u64",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s16", "u16"])],
        allowed: &[
            "b1", "f16", "f32", "f64", "s32", "s64", "s8", "u32", "u64", "u8",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s32", "u32"])],
        allowed: &[
            "b1", "f16", "f32", "f64", "s16", "s64", "s8", "u16", "u64", "u8",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::Type, &["s64", "u64"])],
        allowed: &[
            "b1", "f16", "f32", "f64", "s16", "s32", "s8", "u16", "u32", "u8",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::SrcType, &["f16"]), (Prop::Type, &["f16"])],
        allowed: &[
            "b1", "b128", "b16", "b32", "b64", "b8", "f16x2", "f16x4", "f16x8", "f32", "f32x2",
            "f32x4", "f64", "f64x2", "none", "roimg", "rwimg", "s16", "s16x2", "s16x4", "s16x8",
            "s32", "s32x2", "s32x4", "s64", "s64x2", "s8", "s8x16", "s8x4", "s8x8", "samp",
            "sig32", "sig64", "u16", "u16x2", "u16x4", "u16x8", "u32", "u32x2", "u32x4", "u64",
            "u64x2", "u8", "u8x16", "u8x4", "u8x8", "woimg",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::SrcType, &["f32"]), (Prop::Type, &["f32"])],
        allowed: &[
            "b1", "b128", "b16", "b32", "b64", "b8", "f16", "f16x2", "f16x4", "f16x8", "f32x2",
            "f32x4", "f64", "f64x2", "none", "roimg", "rwimg", "s16", "s16x2", "s16x4", "s16x8",
            "s32", "s32x2", "s32x4", "s64", "s64x2", "s8", "s8x16", "s8x4", "s8x8", "samp",
            "sig32", "sig64", "u16", "u16x2", "u16x4", "u16x8", "u32", "u32x2", "u32x4", "u64",
            "u64x2", "u8", "u8x16", "u8x4", "u8x8", "woimg",
        ],
        message: None,
        line: 7635,
    },
    // cvt stype (L7635)
    Rule {
        opcode: 70,
        prop: Prop::SrcType,
        when: &[(Prop::SrcType, &["f64"]), (Prop::Type, &["f64"])],
        allowed: &[
            "b1", "b128", "b16", "b32", "b64", "b8", "f16", "f16x2", "f16x4", "f16x8", "f32",
            "f32x2", "f32x4", "f64x2", "none", "roimg", "rwimg", "s16", "s16x2", "s16x4", "s16x8",
            "s32", "s32x2", "s32x4", "s64", "s64x2", "s8", "s8x16", "s8x4", "s8x8", "samp",
            "sig32", "sig64", "u16", "u16x2", "u16x4", "u16x8", "u32", "u32x2", "u32x4", "u64",
            "u64x2", "u8", "u8x16", "u8x4", "u8x8", "woimg",
        ],
        message: None,
        line: 7635,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (
                Prop::SrcType,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b1"],
            ),
            (
                Prop::Type,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b1"],
            ),
        ],
        allowed: &["none"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[(Prop::Type, &["b1"])],
        allowed: &["none"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[(Prop::SrcType, &["b1"])],
        allowed: &["none"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[(Prop::SrcType, &["f16"]), (Prop::Type, &["f32", "f64"])],
        allowed: &["none"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[(Prop::SrcType, &["f32"]), (Prop::Type, &["f64"])],
        allowed: &["none"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (Prop::SrcType, &["f16", "f32", "f64"]),
            (
                Prop::Type,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64"],
            ),
        ],
        allowed: &[
            "downi_sat",
            "downi",
            "neari_sat",
            "neari",
            "upi_sat",
            "upi",
            "sdowni_sat",
            "sdowni",
            "sneari_sat",
            "sneari",
            "supi_sat",
            "supi",
            "szeroi_sat",
            "szeroi",
            "zeroi_sat",
            "zeroi",
        ],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (
                Prop::SrcType,
                &[
                    "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f32", "f64",
                ],
            ),
            (Prop::Type, &["f16"]),
        ],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (
                Prop::SrcType,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f64"],
            ),
            (Prop::Type, &["f32"]),
        ],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 7726,
    },
    // cvt round (L7726)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (
                Prop::SrcType,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64"],
            ),
            (Prop::Type, &["f64"]),
        ],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 7726,
    },
    // cvt round (L7769)
    Rule {
        opcode: 70,
        prop: Prop::Round,
        when: &[
            (Prop::Profile, &["base"]),
            (Prop::SrcType, &["f16", "f32", "f64"]),
            (
                Prop::Type,
                &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64"],
            ),
        ],
        allowed: &["szeroi", "szeroi_sat", "zeroi", "zeroi_sat"],
        message: Some(
            "Base profile only supports 'zeroi', 'zeroi_sat', 'szeroi' and 'szeroi_sat' integer rounding modes",
        ),
        line: 7769,
    },
    // sqrt round (L6301)
    Rule {
        opcode: 19,
        prop: Prop::Round,
        when: &[],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // add round (L6301)
    Rule {
        opcode: 2,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // add round (L6301)
    Rule {
        opcode: 2,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // sub round (L6301)
    Rule {
        opcode: 20,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // sub round (L6301)
    Rule {
        opcode: 20,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // mul round (L6301)
    Rule {
        opcode: 14,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // mul round (L6301)
    Rule {
        opcode: 14,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // div round (L6301)
    Rule {
        opcode: 7,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // div round (L6301)
    Rule {
        opcode: 7,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // fma round (L6301)
    Rule {
        opcode: 9,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // fma round (L6301)
    Rule {
        opcode: 9,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // fract round (L6301)
    Rule {
        opcode: 10,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // fract round (L6301)
    Rule {
        opcode: 10,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // mad round (L6301)
    Rule {
        opcode: 11,
        prop: Prop::Round,
        when: &[(Prop::Type, &["f16", "f32", "f64"])],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // mad round (L6301)
    Rule {
        opcode: 11,
        prop: Prop::Round,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["default", "down", "near", "up", "zero"],
        message: None,
        line: 6301,
    },
    // sqrt pack (L6353)
    Rule {
        opcode: 19,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // ceil pack (L6353)
    Rule {
        opcode: 5,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // floor pack (L6353)
    Rule {
        opcode: 8,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // rint pack (L6353)
    Rule {
        opcode: 18,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // trunc pack (L6353)
    Rule {
        opcode: 21,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // fract pack (L6353)
    Rule {
        opcode: 10,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 6353,
    },
    // neg pack (L4935)
    Rule {
        opcode: 16,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
                "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            ],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 4935,
    },
    // abs pack (L4935)
    Rule {
        opcode: 1,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
                "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            ],
        )],
        allowed: &["p", "s"],
        message: None,
        line: 4935,
    },
    // add pack (L4957)
    Rule {
        opcode: 2,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
            ],
        )],
        allowed: &[
            "pp", "pp_sat", "ps", "ps_sat", "sp", "sp_sat", "ss", "ss_sat",
        ],
        message: None,
        line: 4957,
    },
    // sub pack (L4957)
    Rule {
        opcode: 20,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
            ],
        )],
        allowed: &[
            "pp", "pp_sat", "ps", "ps_sat", "sp", "sp_sat", "ss", "ss_sat",
        ],
        message: None,
        line: 4957,
    },
    // mul pack (L4957)
    Rule {
        opcode: 14,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
            ],
        )],
        allowed: &[
            "pp", "pp_sat", "ps", "ps_sat", "sp", "sp_sat", "ss", "ss_sat",
        ],
        message: None,
        line: 4957,
    },
    // mulhi pack (L4958)
    Rule {
        opcode: 15,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
            ],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 4958,
    },
    // max pack (L4958)
    Rule {
        opcode: 12,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
                "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            ],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 4958,
    },
    // min pack (L4958)
    Rule {
        opcode: 13,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &[
                "s8x4", "s8x8", "s8x16", "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2",
                "u8x4", "u8x8", "u8x16", "u16x2", "u16x4", "u16x8", "u32x2", "u32x4", "u64x2",
                "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            ],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 4958,
    },
    // copysign pack (L6689)
    Rule {
        opcode: 6,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 6689,
    },
    // add pack (L6353)
    Rule {
        opcode: 2,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 6353,
    },
    // sub pack (L6353)
    Rule {
        opcode: 20,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 6353,
    },
    // mul pack (L6353)
    Rule {
        opcode: 14,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 6353,
    },
    // div pack (L6353)
    Rule {
        opcode: 7,
        prop: Prop::Pack,
        when: &[(
            Prop::Type,
            &["f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2"],
        )],
        allowed: &["pp", "ps", "sp", "ss"],
        message: None,
        line: 6353,
    },
    // lda segment (L5755)
    Rule {
        opcode: 42,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global", "group", "kernarg", "private", "readonly"],
        message: None,
        line: 5755,
    },
    // segmentp segment (L7050)
    Rule {
        opcode: 66,
        prop: Prop::Segment,
        when: &[],
        allowed: &["global", "group", "private"],
        message: None,
        line: 7050,
    },
    // ftos segment (L7107)
    Rule {
        opcode: 67,
        prop: Prop::Segment,
        when: &[],
        allowed: &["group", "private"],
        message: None,
        line: 7107,
    },
    // stof segment (L7107)
    Rule {
        opcode: 68,
        prop: Prop::Segment,
        when: &[],
        allowed: &["group", "private"],
        message: None,
        line: 7107,
    },
    // nullptr segment (L14094)
    Rule {
        opcode: 135,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "group", "kernarg", "private"],
        message: None,
        line: 14094,
    },
    // ld type (L8375)
    Rule {
        opcode: 71,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b128", "f16", "f32", "f64", "roimg", "rwimg", "s16", "s32", "s64", "s8", "samp",
            "sig32", "sig64", "u16", "u32", "u64", "u8", "woimg",
        ],
        message: None,
        line: 8375,
    },
    // st segment (L8602)
    Rule {
        opcode: 72,
        prop: Prop::Segment,
        when: &[(Prop::Type, &["roimg", "woimg", "rwimg", "samp"])],
        allowed: &["arg"],
        message: None,
        line: 8602,
    },
    // st segment (L8602)
    Rule {
        opcode: 72,
        prop: Prop::Segment,
        when: &[],
        allowed: &["arg", "flat", "global", "group", "private", "spill"],
        message: None,
        line: 8602,
    },
    // ld segment (L8397)
    Rule {
        opcode: 71,
        prop: Prop::Segment,
        when: &[(Prop::Const, &["const"])],
        allowed: &["flat", "global", "readonly"],
        message: None,
        line: 8397,
    },
    // atomic type (L8866)
    Rule {
        opcode: 73,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["ld", "and", "or", "xor", "exch", "cas"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 8866,
    },
    // atomic type (L8866)
    Rule {
        opcode: 73,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["add", "sub", "max", "min"])],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 8866,
    },
    // atomic type (L8866)
    Rule {
        opcode: 73,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["wrapinc", "wrapdec"])],
        allowed: &["u32", "u64"],
        message: None,
        line: 8866,
    },
    // atomicnoret type (L9090)
    Rule {
        opcode: 74,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["st", "and", "or", "xor", "cas"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 9090,
    },
    // atomicnoret type (L9090)
    Rule {
        opcode: 74,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["add", "sub", "max", "min"])],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 9090,
    },
    // atomicnoret type (L9090)
    Rule {
        opcode: 74,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["wrapinc", "wrapdec"])],
        allowed: &["u32", "u64"],
        message: None,
        line: 9090,
    },
    // signal type (L9286)
    Rule {
        opcode: 75,
        prop: Prop::Type,
        when: &[],
        allowed: &["b32", "b64", "s32", "s64", "u32", "u64"],
        message: None,
        line: 9286,
    },
    // signal type (L9286)
    Rule {
        opcode: 75,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["and", "or", "xor", "exch"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 9286,
    },
    // signal type (L9286)
    Rule {
        opcode: 75,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["add", "sub"])],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 9286,
    },
    // signal type (L9286)
    Rule {
        opcode: 75,
        prop: Prop::Type,
        when: &[(
            Prop::AtomicOp,
            &[
                "wait_eq",
                "wait_ne",
                "wait_lt",
                "wait_gte",
                "waittimeout_eq",
                "waittimeout_ne",
                "waittimeout_lt",
                "waittimeout_gte",
            ],
        )],
        allowed: &["s32", "s64"],
        message: None,
        line: 9286,
    },
    // signal order (L9286)
    Rule {
        opcode: 75,
        prop: Prop::Order,
        when: &[(
            Prop::AtomicOp,
            &[
                "wait_eq",
                "wait_ne",
                "wait_lt",
                "wait_gte",
                "waittimeout_eq",
                "waittimeout_ne",
                "waittimeout_lt",
                "waittimeout_gte",
                "ld",
            ],
        )],
        allowed: &["rlx", "scacq"],
        message: None,
        line: 9286,
    },
    // signalnoret type (L9286)
    Rule {
        opcode: 76,
        prop: Prop::Type,
        when: &[],
        allowed: &["b32", "b64", "s32", "s64", "u32", "u64"],
        message: None,
        line: 9286,
    },
    // signalnoret type (L9286)
    Rule {
        opcode: 76,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["and", "or", "xor"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 9286,
    },
    // signalnoret type (L9286)
    Rule {
        opcode: 76,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["add", "sub"])],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 9286,
    },
    // memfence order (L9499)
    Rule {
        opcode: 77,
        prop: Prop::Order,
        when: &[],
        allowed: &["scacq", "scar", "screl"],
        message: None,
        line: 9499,
    },
    // rdimage imagetype (L11445)
    Rule {
        opcode: 78,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg"],
        message: None,
        line: 11445,
    },
    // ldimage imagetype (L11560)
    Rule {
        opcode: 79,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg", "rwimg"],
        message: None,
        line: 11560,
    },
    // stimage imagetype (L11677)
    Rule {
        opcode: 80,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["rwimg", "woimg"],
        message: None,
        line: 11677,
    },
    // initfbar type (L12168)
    Rule {
        opcode: 90,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // joinfbar type (L12168)
    Rule {
        opcode: 91,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // waitfbar type (L12168)
    Rule {
        opcode: 94,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // arrivefbar type (L12168)
    Rule {
        opcode: 89,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // leavefbar type (L12168)
    Rule {
        opcode: 92,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // releasefbar type (L12168)
    Rule {
        opcode: 93,
        prop: Prop::Type,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12168,
    },
    // activelanecount stype (L12739)
    Rule {
        opcode: 96,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["b1"],
        message: None,
        line: 12739,
    },
    // activelaneid stype (L12739)
    Rule {
        opcode: 97,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12739,
    },
    // activelanemask type (L12739)
    Rule {
        opcode: 98,
        prop: Prop::Type,
        when: &[],
        allowed: &["b64"],
        message: None,
        line: 12739,
    },
    // activelanemask stype (L12739)
    Rule {
        opcode: 98,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["b1"],
        message: None,
        line: 12739,
    },
    // activelanepermute stype (L12739)
    Rule {
        opcode: 99,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 12739,
    },
    // alloca type (L13596)
    Rule {
        opcode: 104,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 13596,
    },
    // addqueuewriteindex type (L13976)
    Rule {
        opcode: 121,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // casqueuewriteindex type (L13976)
    Rule {
        opcode: 122,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // ldqueuereadindex type (L13976)
    Rule {
        opcode: 123,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // ldqueuewriteindex type (L13976)
    Rule {
        opcode: 124,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // stqueuereadindex type (L13976)
    Rule {
        opcode: 125,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // stqueuewriteindex type (L13976)
    Rule {
        opcode: 126,
        prop: Prop::Type,
        when: &[],
        allowed: &["u64"],
        message: None,
        line: 13976,
    },
    // ldqueuereadindex segment (L13976)
    Rule {
        opcode: 123,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // ldqueuewriteindex segment (L13976)
    Rule {
        opcode: 124,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // stqueuereadindex segment (L13976)
    Rule {
        opcode: 125,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // stqueuewriteindex segment (L13976)
    Rule {
        opcode: 126,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // addqueuewriteindex segment (L13976)
    Rule {
        opcode: 121,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // casqueuewriteindex segment (L13976)
    Rule {
        opcode: 122,
        prop: Prop::Segment,
        when: &[],
        allowed: &["flat", "global"],
        message: None,
        line: 13976,
    },
    // ldqueuereadindex order (L13976)
    Rule {
        opcode: 123,
        prop: Prop::Order,
        when: &[],
        allowed: &["rlx", "scacq"],
        message: None,
        line: 13976,
    },
    // ldqueuewriteindex order (L13976)
    Rule {
        opcode: 124,
        prop: Prop::Order,
        when: &[],
        allowed: &["rlx", "scacq"],
        message: None,
        line: 13976,
    },
    // stqueuereadindex order (L13976)
    Rule {
        opcode: 125,
        prop: Prop::Order,
        when: &[],
        allowed: &["rlx", "screl"],
        message: None,
        line: 13976,
    },
    // stqueuewriteindex order (L13976)
    Rule {
        opcode: 126,
        prop: Prop::Order,
        when: &[],
        allowed: &["rlx", "screl"],
        message: None,
        line: 13976,
    },
    // cvt ftz (L7641)
    Rule {
        opcode: 70,
        prop: Prop::Ftz,
        when: &[(
            Prop::SrcType,
            &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "b1"],
        )],
        allowed: &["none"],
        message: None,
        line: 7641,
    },
    // abs ftz (L6623)
    Rule {
        opcode: 1,
        prop: Prop::Ftz,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 6623,
    },
    // copysign ftz (L6623)
    Rule {
        opcode: 6,
        prop: Prop::Ftz,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 6623,
    },
    // neg ftz (L6623)
    Rule {
        opcode: 16,
        prop: Prop::Ftz,
        when: &[],
        allowed: &["none"],
        message: None,
        line: 6623,
    },
    // cmp ftz (L16541)
    Rule {
        opcode: 69,
        prop: Prop::Ftz,
        when: &[
            (Prop::Profile, &["base"]),
            (
                Prop::SrcType,
                &[
                    "f16", "f32", "f64", "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
                ],
            ),
        ],
        allowed: &["ftz"],
        message: Some("Base profile requires ftz modifier to be specified"),
        line: 16541,
    },
    // activelanecount type (L12742)
    Rule {
        opcode: 96,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 12742,
    },
    // popcount stype (L5428)
    Rule {
        opcode: 31,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["b32", "b64"],
        message: None,
        line: 5428,
    },
    // firstbit stype (L5537)
    Rule {
        opcode: 38,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 5537,
    },
    // lastbit stype (L5537)
    Rule {
        opcode: 39,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["s32", "s64", "u32", "u64"],
        message: None,
        line: 5537,
    },
    // combine type (L5758)
    Rule {
        opcode: 40,
        prop: Prop::Type,
        when: &[],
        allowed: &["b128", "b64"],
        message: None,
        line: 5758,
    },
    // combine stype (L5758)
    Rule {
        opcode: 40,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["b32", "b64"],
        message: None,
        line: 5758,
    },
    // expand type (L5764)
    Rule {
        opcode: 41,
        prop: Prop::Type,
        when: &[],
        allowed: &["b32", "b64"],
        message: None,
        line: 5764,
    },
    // expand stype (L5764)
    Rule {
        opcode: 41,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["b128", "b64"],
        message: None,
        line: 5764,
    },
    // mov type (L5781)
    Rule {
        opcode: 43,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b1", "b128", "b32", "b64", "f16", "f32", "f64", "roimg", "rwimg", "s32", "s64",
            "samp", "sig32", "sig64", "u32", "u64", "woimg",
        ],
        message: None,
        line: 5781,
    },
    // shuffle type (L5936)
    Rule {
        opcode: 44,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "f16x2", "f16x4", "f32x2", "s16x2", "s16x4", "s32x2", "s8x4", "s8x8", "u16x2", "u16x4",
            "u32x2", "u8x4", "u8x8",
        ],
        message: None,
        line: 5936,
    },
    // unpacklo type (L5936)
    Rule {
        opcode: 46,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "f16x2", "f16x4", "f32x2", "s16x2", "s16x4", "s32x2", "s8x4", "s8x8", "u16x2", "u16x4",
            "u32x2", "u8x4", "u8x8",
        ],
        message: None,
        line: 5936,
    },
    // unpackhi type (L5936)
    Rule {
        opcode: 45,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "f16x2", "f16x4", "f32x2", "s16x2", "s16x4", "s32x2", "s8x4", "s8x8", "u16x2", "u16x4",
            "u32x2", "u8x4", "u8x8",
        ],
        message: None,
        line: 5936,
    },
    // pack type (L5954)
    Rule {
        opcode: 47,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2", "s16x2", "s16x4", "s16x8",
            "s32x2", "s32x4", "s64x2", "s8x16", "s8x4", "s8x8", "u16x2", "u16x4", "u16x8", "u32x2",
            "u32x4", "u64x2", "u8x16", "u8x4", "u8x8",
        ],
        message: None,
        line: 5954,
    },
    // class type (L6628)
    Rule {
        opcode: 50,
        prop: Prop::Type,
        when: &[],
        allowed: &["b1"],
        message: None,
        line: 6628,
    },
    // class stype (L6636)
    Rule {
        opcode: 50,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["f16", "f32", "f64"],
        message: None,
        line: 6636,
    },
    // lerp type (L6871)
    Rule {
        opcode: 63,
        prop: Prop::Type,
        when: &[],
        allowed: &["u8x4"],
        message: None,
        line: 6871,
    },
    // packcvt type (L6872)
    Rule {
        opcode: 61,
        prop: Prop::Type,
        when: &[],
        allowed: &["u8x4"],
        message: None,
        line: 6872,
    },
    // packcvt stype (L6872)
    Rule {
        opcode: 61,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["f32"],
        message: None,
        line: 6872,
    },
    // unpackcvt type (L6873)
    Rule {
        opcode: 62,
        prop: Prop::Type,
        when: &[],
        allowed: &["f32"],
        message: None,
        line: 6873,
    },
    // unpackcvt stype (L6873)
    Rule {
        opcode: 62,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u8x4"],
        message: None,
        line: 6873,
    },
    // sad type (L6874)
    Rule {
        opcode: 64,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 6874,
    },
    // sad stype (L6874)
    Rule {
        opcode: 64,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u16x2", "u32", "u8x4"],
        message: None,
        line: 6874,
    },
    // sadhi type (L6877)
    Rule {
        opcode: 65,
        prop: Prop::Type,
        when: &[],
        allowed: &["u16x2"],
        message: None,
        line: 6877,
    },
    // sadhi stype (L6877)
    Rule {
        opcode: 65,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u8x4"],
        message: None,
        line: 6877,
    },
    // segmentp type (L7053)
    Rule {
        opcode: 66,
        prop: Prop::Type,
        when: &[],
        allowed: &["b1"],
        message: None,
        line: 7053,
    },
    // segmentp stype (L7062)
    Rule {
        opcode: 66,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 7062,
    },
    // ftos type (L7121)
    Rule {
        opcode: 67,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 7121,
    },
    // ftos stype (L7126)
    Rule {
        opcode: 67,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 7126,
    },
    // stof type (L7121)
    Rule {
        opcode: 68,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 7121,
    },
    // stof stype (L7126)
    Rule {
        opcode: 68,
        prop: Prop::SrcType,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 7126,
    },
    // cmp stype (L7239)
    Rule {
        opcode: 69,
        prop: Prop::SrcType,
        when: &[],
        allowed: &[
            "b1", "b32", "b64", "f16", "f16x2", "f16x4", "f16x8", "f32", "f32x2", "f32x4", "f64",
            "f64x2", "s16x2", "s16x4", "s16x8", "s32", "s32x2", "s32x4", "s64", "s64x2", "s8x16",
            "s8x4", "s8x8", "u16x2", "u16x4", "u16x8", "u32", "u32x2", "u32x4", "u64", "u64x2",
            "u8x16", "u8x4", "u8x8",
        ],
        message: None,
        line: 7239,
    },
    // cmp type (L7232)
    Rule {
        opcode: 69,
        prop: Prop::Type,
        when: &[(
            Prop::SrcType,
            &[
                "b1", "b32", "b64", "f16", "f32", "f64", "s32", "s64", "u32", "u64",
            ],
        )],
        allowed: &["b1", "f16", "f32", "f64", "s32", "s64", "u32", "u64"],
        message: None,
        line: 7232,
    },
    // cvt type (L7659)
    Rule {
        opcode: 70,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b1", "f16", "f32", "f64", "s16", "s32", "s64", "s8", "u16", "u32", "u64", "u8",
        ],
        message: None,
        line: 7659,
    },
    // st type (L8630)
    Rule {
        opcode: 72,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b128", "f16", "f32", "f64", "roimg", "rwimg", "s16", "s32", "s64", "s8", "samp",
            "sig32", "sig64", "u16", "u32", "u64", "u8", "woimg",
        ],
        message: None,
        line: 8630,
    },
    // signal signaltype (L9336)
    Rule {
        opcode: 75,
        prop: Prop::SignalType,
        when: &[],
        allowed: &["sig32", "sig64"],
        message: None,
        line: 9336,
    },
    // signalnoret signaltype (L9336)
    Rule {
        opcode: 76,
        prop: Prop::SignalType,
        when: &[],
        allowed: &["sig32", "sig64"],
        message: None,
        line: 9336,
    },
    // signal type (L9330)
    Rule {
        opcode: 75,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["ld", "cas"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 9330,
    },
    // signalnoret type (L9330)
    Rule {
        opcode: 76,
        prop: Prop::Type,
        when: &[(Prop::AtomicOp, &["st"])],
        allowed: &["b32", "b64"],
        message: None,
        line: 9330,
    },
    // rdimage type (L11501)
    Rule {
        opcode: 78,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 11501,
    },
    // rdimage coordtype (L11505)
    Rule {
        opcode: 78,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["f32", "s32"],
        message: None,
        line: 11505,
    },
    // ldimage type (L11619)
    Rule {
        opcode: 79,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 11619,
    },
    // ldimage coordtype (L11623)
    Rule {
        opcode: 79,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 11623,
    },
    // stimage type (L11737)
    Rule {
        opcode: 80,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 11737,
    },
    // stimage coordtype (L11741)
    Rule {
        opcode: 80,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 11741,
    },
    // queryimage type (L11814)
    Rule {
        opcode: 82,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 11814,
    },
    // queryimage imagetype (L11816)
    Rule {
        opcode: 82,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg", "rwimg", "woimg"],
        message: None,
        line: 11816,
    },
    // querysampler type (L11814)
    Rule {
        opcode: 83,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 11814,
    },
    // ldf type (L12183)
    Rule {
        opcode: 95,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 12183,
    },
    // activelaneid type (L12744)
    Rule {
        opcode: 97,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 12744,
    },
    // scall type (L13359)
    Rule {
        opcode: 101,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 13359,
    },
    // icall type (L13472)
    Rule {
        opcode: 102,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32", "u64"],
        message: None,
        line: 13472,
    },
    // rdimage geometry (L11494)
    Rule {
        opcode: 78,
        prop: Prop::Geometry,
        when: &[],
        allowed: &["1d", "1da", "2d", "2da", "2dadepth", "2ddepth", "3d"],
        message: None,
        line: 11494,
    },
    // queryimage geometry (L11808)
    Rule {
        opcode: 82,
        prop: Prop::Geometry,
        when: &[(Prop::Query, &["height"])],
        allowed: &["2d", "2da", "2dadepth", "2ddepth", "3d"],
        message: None,
        line: 11808,
    },
    // queryimage geometry (L11809)
    Rule {
        opcode: 82,
        prop: Prop::Geometry,
        when: &[(Prop::Query, &["depth"])],
        allowed: &["3d"],
        message: None,
        line: 11809,
    },
    // queryimage geometry (L11810)
    Rule {
        opcode: 82,
        prop: Prop::Geometry,
        when: &[(Prop::Query, &["array"])],
        allowed: &["1da", "2da", "2dadepth"],
        message: None,
        line: 11810,
    },
    // amd_mipmap_rdimagelod imagetype (evidence: HSAILasm rejects `amd_mipmap_rdimagelod_v4_1d_u32_b1_s32`: invalid image type (b1), expected: roimg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32799,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagelod type (evidence: HSAILasm rejects `amd_mipmap_rdimagelod_v4_1d_b32_roimg_s32`: invalid type (b32), expected one of: f16, f32, s32, u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32799,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagelod coordtype (evidence: HSAILasm rejects `amd_mipmap_rdimagelod_v4_1d_u32_roimg_u32`: invalid coord type (u32), expected one of: f32, s32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32799,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["f32", "s32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagelod geometry (evidence: HSAILasm rejects `amd_mipmap_rdimagelod_v4_1db_u32_roimg_s32`: invalid image geometry (1db) (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32799,
        prop: Prop::Geometry,
        when: &[],
        allowed: &["1d", "1da", "2d", "2da", "2dadepth", "2ddepth", "3d"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagegrad imagetype (evidence: HSAILasm rejects `amd_mipmap_rdimagegrad_v4_1d_u32_b1_s32`: invalid image type (b1), expected: roimg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32800,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagegrad type (evidence: HSAILasm rejects `amd_mipmap_rdimagegrad_v4_1d_b32_roimg_s32`: invalid type (b32), expected one of: f16, f32, s32, u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32800,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagegrad coordtype (evidence: HSAILasm rejects `amd_mipmap_rdimagegrad_v4_1d_u32_roimg_u32`: invalid coord type (u32), expected one of: f32, s32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32800,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["f32", "s32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_rdimagegrad geometry (evidence: HSAILasm rejects `amd_mipmap_rdimagegrad_v4_1db_u32_roimg_s32`: invalid image geometry (1db) (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32800,
        prop: Prop::Geometry,
        when: &[],
        allowed: &["1d", "1da", "2d", "2da", "2dadepth", "2ddepth", "3d"],
        message: None,
        line: 0,
    },
    // amd_mipmap_ldimagemip imagetype (evidence: HSAILasm rejects `amd_mipmap_ldimagemip_v4_1d_u32_b8_u32`: invalid image type (b8), expected one of: roimg, rwimg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32801,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg", "rwimg"],
        message: None,
        line: 0,
    },
    // amd_mipmap_ldimagemip type (evidence: HSAILasm rejects `amd_mipmap_ldimagemip_v4_1d_b32_roimg_u32`: invalid type (b32), expected one of: f16, f32, s32, u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32801,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_ldimagemip coordtype (evidence: HSAILasm rejects `amd_mipmap_ldimagemip_v4_1d_u32_roimg_f32`: invalid coord type (f32), expected: u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32801,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_stimagemip imagetype (evidence: HSAILasm rejects `amd_mipmap_stimagemip_v4_1d_u32_b8_u32`: invalid image type (b8), expected one of: rwimg, woimg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32802,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["rwimg", "woimg"],
        message: None,
        line: 0,
    },
    // amd_mipmap_stimagemip type (evidence: HSAILasm rejects `amd_mipmap_stimagemip_v4_1d_b32_woimg_u32`: invalid type (b32), expected one of: f16, f32, s32, u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32802,
        prop: Prop::Type,
        when: &[],
        allowed: &["f16", "f32", "s32", "u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_stimagemip coordtype (evidence: HSAILasm rejects `amd_mipmap_stimagemip_v4_1d_u32_woimg_f32`: invalid coord type (f32), expected: u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32802,
        prop: Prop::CoordType,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_queryimage type (evidence: HSAILasm rejects `amd_mipmap_queryimage_1d_nummiplevels_b32_roimg`: invalid type (b32), expected: u32 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32803,
        prop: Prop::Type,
        when: &[],
        allowed: &["u32"],
        message: None,
        line: 0,
    },
    // amd_mipmap_queryimage imagetype (evidence: HSAILasm rejects `amd_mipmap_queryimage_1d_nummiplevels_u32_samp`: invalid image type (samp), expected one of: roimg, rwimg, woimg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32803,
        prop: Prop::ImageType,
        when: &[],
        allowed: &["roimg", "rwimg", "woimg"],
        message: None,
        line: 0,
    },
    // amd_mipmap_queryimage geometry (evidence: HSAILasm rejects `amd_mipmap_queryimage_2ddepth_nummiplevels_u32_roimg`: invalid image geometry (2ddepth), expected one of: 1d, 1da, 2d, 2da, 3d (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32803,
        prop: Prop::Geometry,
        when: &[],
        allowed: &["1d", "1da", "2d", "2da", "3d"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomic type (evidence: HSAILasm rejects `amd_gcn_atomic_add_group_rlx_wave_u32`: invalid type (u32), expected one of: f32, f64 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32780,
        prop: Prop::Type,
        when: &[],
        allowed: &["f32", "f64"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomic atomicop (evidence: HSAILasm rejects `amd_gcn_atomic_and_group_rlx_wave_f32`: invalid atomic operation (and), expected one of: add, max, min (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32780,
        prop: Prop::AtomicOp,
        when: &[(Prop::Type, &["f32"])],
        allowed: &["add", "max", "min"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomic atomicop (evidence: HSAILasm rejects `amd_gcn_atomic_add_group_rlx_wave_f64`: invalid atomic operation (add), expected one of: max, min (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32780,
        prop: Prop::AtomicOp,
        when: &[(Prop::Type, &["f64"])],
        allowed: &["max", "min"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomic scope (evidence: HSAILasm rejects `amd_gcn_atomic_add_group_rlx_agent_f32`: invalid memory scope (agent), expected one of: wave, wg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32780,
        prop: Prop::Scope,
        when: &[],
        allowed: &["wave", "wg"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomicNoRet type (evidence: HSAILasm rejects `amd_gcn_atomicNoRet_add_group_rlx_wave_u32`: invalid type (u32), expected one of: f32, f64 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32781,
        prop: Prop::Type,
        when: &[],
        allowed: &["f32", "f64"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomicNoRet atomicop (evidence: HSAILasm rejects `amd_gcn_atomicNoRet_and_group_rlx_wave_f32`: invalid atomic operation (and), expected one of: add, max, min (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32781,
        prop: Prop::AtomicOp,
        when: &[(Prop::Type, &["f32"])],
        allowed: &["add", "max", "min"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomicNoRet atomicop (evidence: HSAILasm rejects `amd_gcn_atomicNoRet_add_group_rlx_wave_f64`: invalid atomic operation (add), expected one of: max, min (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32781,
        prop: Prop::AtomicOp,
        when: &[(Prop::Type, &["f64"])],
        allowed: &["max", "min"],
        message: None,
        line: 0,
    },
    // amd_gcn_atomicNoRet scope (evidence: HSAILasm rejects `amd_gcn_atomicNoRet_add_group_rlx_agent_f32`: invalid memory scope (agent), expected one of: wave, wg (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32781,
        prop: Prop::Scope,
        when: &[],
        allowed: &["wave", "wg"],
        message: None,
        line: 0,
    },
    // amd_gcn_ld type (evidence: HSAILasm rejects `amd_gcn_ld_region_b32`: invalid type (b32), expected one of: b128, f16, f32, f64, s16, s32, s64, s8, u16, u32, u64, u8 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32778,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b128", "f16", "f32", "f64", "s16", "s32", "s64", "s8", "u16", "u32", "u64", "u8",
        ],
        message: None,
        line: 0,
    },
    // amd_gcn_st type (evidence: HSAILasm rejects `amd_gcn_st_region_b32`: invalid type (b32), expected one of: b128, f16, f32, f64, s16, s32, s64, s8, u16, u32, u64, u8 (cargo xtask oracle-diff hsail))
    Rule {
        opcode: 32779,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b128", "f16", "f32", "f64", "s16", "s32", "s64", "s8", "u16", "u32", "u64", "u8",
        ],
        message: None,
        line: 0,
    },
    // atomic scope (L8865)
    Rule {
        opcode: 73,
        prop: Prop::Scope,
        when: &[(Prop::Segment, &["group"])],
        allowed: &["wave", "wg"],
        message: None,
        line: 8865,
    },
    // atomicnoret scope (L9122)
    Rule {
        opcode: 74,
        prop: Prop::Scope,
        when: &[(Prop::Segment, &["group"])],
        allowed: &["wave", "wg"],
        message: None,
        line: 9122,
    },
    // cmov type (L6256)
    Rule {
        opcode: 49,
        prop: Prop::Type,
        when: &[],
        allowed: &[
            "b1", "b128", "b32", "b64", "f16x2", "f16x4", "f16x8", "f32x2", "f32x4", "f64x2",
            "s16x2", "s16x4", "s16x8", "s32x2", "s32x4", "s64x2", "s8x16", "s8x4", "s8x8", "u16x2",
            "u16x4", "u16x8", "u32x2", "u32x4", "u64x2", "u8x16", "u8x4", "u8x8",
        ],
        message: None,
        line: 6256,
    },
    // activelanepermute type (L12758)
    Rule {
        opcode: 99,
        prop: Prop::Type,
        when: &[],
        allowed: &["b1", "b128", "b32", "b64"],
        message: None,
        line: 12758,
    },
];

/// The value sets of [`RULES`], row by row (`rules::codes_of` of each list).
pub static RULE_CODES: &[RuleCodes] = &[
    // unpack type
    RuleCodes {
        allowed: (0xf98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // unpack stype
    RuleCodes {
        allowed: (0x200000002000000020000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x200, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0x400000004000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x400, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0x800000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x800, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0xe0000000e00000006000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x80, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0xe0000000e0000000600000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x8, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0x100000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x100, 128)],
    },
    // unpack stype
    RuleCodes {
        allowed: (0x10000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x10, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0xf98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // pack stype
    RuleCodes {
        allowed: (0x200, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x200000002000000020000000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x400, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x400000004000000000000000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x800, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x800000000000000000000000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x80, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0xe0000000e00000006000000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0xe0000000e0000000600000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x100, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x100000000000000000000000000, 128)],
    },
    // pack stype
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x10000000000000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x1e0000000e0000000600001f98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // cmp type
    RuleCodes {
        allowed: (0x200000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x2200000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x20000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x220000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x2000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x22000000000000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x400000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x24400000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x40000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x2440000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x4000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x244000000000000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x80000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x4880000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x8000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x488000000000000000000000000, 128)],
    },
    // cmp type
    RuleCodes {
        allowed: (0x10000000000000000000000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x910000000000000000000000000, 128)],
    },
    // cmp compare
    RuleCodes {
        allowed: (0x3, 28),
        named: (0xfffffff, 28),
        when: &[(0x19000, 128)],
    },
    // cmp compare
    RuleCodes {
        allowed: (0x3f, 28),
        named: (0xfffffff, 28),
        when: &[(0x1fe000000ee00000066000001fe, 128)],
    },
    // cmp pack
    RuleCodes {
        allowed: (0x2, 13),
        named: (0x1fff, 13),
        when: &[(0xffe000006ee0000026600000000, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0xffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x1000, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0x1fdc, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x22, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0x1fba, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x44, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0x1f76, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x88, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0x1eee, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x110, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0xffe000006ee0000026600fffdff, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x200, 128), (0x200, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0xffe000006ee0000026600fffbff, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x400, 128), (0x400, 128)],
    },
    // cvt stype
    RuleCodes {
        allowed: (0xffe000006ee0000026600fff7ff, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x800, 128), (0x800, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x1, 22),
        named: (0x3fffff, 22),
        when: &[(0x11fe, 128), (0x11fe, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x1, 22),
        named: (0x3fffff, 22),
        when: &[(0x1000, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x1, 22),
        named: (0x3fffff, 22),
        when: &[(0x1000, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x1, 22),
        named: (0x3fffff, 22),
        when: &[(0x200, 128), (0xc00, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x1, 22),
        named: (0x3fffff, 22),
        when: &[(0x400, 128), (0x800, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x3fffc0, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128), (0x1fe, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xdfe, 128), (0x200, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0x9fe, 128), (0x400, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0x1fe, 128), (0x800, 128)],
    },
    // cvt round
    RuleCodes {
        allowed: (0x88880, 22),
        named: (0x3fffff, 22),
        when: &[(0x2, 2), (0xe00, 128), (0x1fe, 128)],
    },
    // sqrt round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[],
    },
    // add round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // add round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // sub round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // sub round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // mul round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // mul round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // div round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // div round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // fma round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // fma round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // fract round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // fract round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // mad round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00, 128)],
    },
    // mad round
    RuleCodes {
        allowed: (0x3e, 22),
        named: (0x3fffff, 22),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // sqrt pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // ceil pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // floor pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // rint pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // trunc pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // fract pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // neg pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xffe000006ee0000026600000000, 128)],
    },
    // abs pack
    RuleCodes {
        allowed: (0x60, 13),
        named: (0x1fff, 13),
        when: &[(0xffe000006ee0000026600000000, 128)],
    },
    // add pack
    RuleCodes {
        allowed: (0x79e, 13),
        named: (0x1fff, 13),
        when: &[(0x1fe000000ee0000006600000000, 128)],
    },
    // sub pack
    RuleCodes {
        allowed: (0x79e, 13),
        named: (0x1fff, 13),
        when: &[(0x1fe000000ee0000006600000000, 128)],
    },
    // mul pack
    RuleCodes {
        allowed: (0x79e, 13),
        named: (0x1fff, 13),
        when: &[(0x1fe000000ee0000006600000000, 128)],
    },
    // mulhi pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0x1fe000000ee0000006600000000, 128)],
    },
    // max pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xffe000006ee0000026600000000, 128)],
    },
    // min pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xffe000006ee0000026600000000, 128)],
    },
    // copysign pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // add pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // sub pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // mul pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // div pack
    RuleCodes {
        allowed: (0x1e, 13),
        named: (0x1fff, 13),
        when: &[(0xe00000006000000020000000000, 128)],
    },
    // lda segment
    RuleCodes {
        allowed: (0x7e, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // segmentp segment
    RuleCodes {
        allowed: (0x64, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // ftos segment
    RuleCodes {
        allowed: (0x60, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // stof segment
    RuleCodes {
        allowed: (0x60, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // nullptr segment
    RuleCodes {
        allowed: (0x72, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // ld type
    RuleCodes {
        allowed: (0xfe0ffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // st segment
    RuleCodes {
        allowed: (0x100, 9),
        named: (0x1ff, 9),
        when: &[(0x3c0000, 128)],
    },
    // st segment
    RuleCodes {
        allowed: (0x1e6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // ld segment
    RuleCodes {
        allowed: (0xe, 9),
        named: (0x1ff, 9),
        when: &[(0x2, 2)],
    },
    // atomic type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x109e, 21)],
    },
    // atomic type
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x261, 21)],
    },
    // atomic type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0xc00, 21)],
    },
    // atomicnoret type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x1186, 21)],
    },
    // atomicnoret type
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x261, 21)],
    },
    // atomicnoret type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0xc00, 21)],
    },
    // signal type
    RuleCodes {
        allowed: (0x18198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // signal type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x108a, 21)],
    },
    // signal type
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x201, 21)],
    },
    // signal type
    RuleCodes {
        allowed: (0x180, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x1fe000, 21)],
    },
    // signal order
    RuleCodes {
        allowed: (0x6, 5),
        named: (0x1f, 5),
        when: &[(0x1fe010, 21)],
    },
    // signalnoret type
    RuleCodes {
        allowed: (0x18198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // signalnoret type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x1082, 21)],
    },
    // signalnoret type
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x201, 21)],
    },
    // memfence order
    RuleCodes {
        allowed: (0x1c, 5),
        named: (0x1f, 5),
        when: &[],
    },
    // rdimage imagetype
    RuleCodes {
        allowed: (0x80000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldimage imagetype
    RuleCodes {
        allowed: (0x280000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stimage imagetype
    RuleCodes {
        allowed: (0x300000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // initfbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // joinfbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // waitfbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // arrivefbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // leavefbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // releasefbar type
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelanecount stype
    RuleCodes {
        allowed: (0x1000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelaneid stype
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelanemask type
    RuleCodes {
        allowed: (0x10000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelanemask stype
    RuleCodes {
        allowed: (0x1000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelanepermute stype
    RuleCodes {
        allowed: (0x1, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // alloca type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // addqueuewriteindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // casqueuewriteindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldqueuereadindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldqueuewriteindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stqueuereadindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stqueuewriteindex type
    RuleCodes {
        allowed: (0x10, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldqueuereadindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // ldqueuewriteindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // stqueuereadindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // stqueuewriteindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // addqueuewriteindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // casqueuewriteindex segment
    RuleCodes {
        allowed: (0x6, 9),
        named: (0x1ff, 9),
        when: &[],
    },
    // ldqueuereadindex order
    RuleCodes {
        allowed: (0x6, 5),
        named: (0x1f, 5),
        when: &[],
    },
    // ldqueuewriteindex order
    RuleCodes {
        allowed: (0x6, 5),
        named: (0x1f, 5),
        when: &[],
    },
    // stqueuereadindex order
    RuleCodes {
        allowed: (0xa, 5),
        named: (0x1f, 5),
        when: &[],
    },
    // stqueuewriteindex order
    RuleCodes {
        allowed: (0xa, 5),
        named: (0x1f, 5),
        when: &[],
    },
    // cvt ftz
    RuleCodes {
        allowed: (0x1, 2),
        named: (0x3, 2),
        when: &[(0x11fe, 128)],
    },
    // abs ftz
    RuleCodes {
        allowed: (0x1, 2),
        named: (0x3, 2),
        when: &[],
    },
    // copysign ftz
    RuleCodes {
        allowed: (0x1, 2),
        named: (0x3, 2),
        when: &[],
    },
    // neg ftz
    RuleCodes {
        allowed: (0x1, 2),
        named: (0x3, 2),
        when: &[],
    },
    // cmp ftz
    RuleCodes {
        allowed: (0x2, 2),
        named: (0x3, 2),
        when: &[(0x2, 2), (0xe00000006000000020000000e00, 128)],
    },
    // activelanecount type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // popcount stype
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // firstbit stype
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // lastbit stype
    RuleCodes {
        allowed: (0x198, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // combine type
    RuleCodes {
        allowed: (0x30000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // combine stype
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // expand type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // expand stype
    RuleCodes {
        allowed: (0x30000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // mov type
    RuleCodes {
        allowed: (0xff9f98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // shuffle type
    RuleCodes {
        allowed: (0x6ee0000026600000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // unpacklo type
    RuleCodes {
        allowed: (0x6ee0000026600000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // unpackhi type
    RuleCodes {
        allowed: (0x6ee0000026600000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // pack type
    RuleCodes {
        allowed: (0xffe000006ee0000026600000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // class type
    RuleCodes {
        allowed: (0x1000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // class stype
    RuleCodes {
        allowed: (0xe00, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // lerp type
    RuleCodes {
        allowed: (0x200000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // packcvt type
    RuleCodes {
        allowed: (0x200000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // packcvt stype
    RuleCodes {
        allowed: (0x400, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // unpackcvt type
    RuleCodes {
        allowed: (0x400, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // unpackcvt stype
    RuleCodes {
        allowed: (0x200000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // sad type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // sad stype
    RuleCodes {
        allowed: (0x600000008, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // sadhi type
    RuleCodes {
        allowed: (0x400000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // sadhi stype
    RuleCodes {
        allowed: (0x200000000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // segmentp type
    RuleCodes {
        allowed: (0x1000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // segmentp stype
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ftos type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ftos stype
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stof type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stof stype
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // cmp stype
    RuleCodes {
        allowed: (0xffe000006ee0000026600019f98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // cmp type
    RuleCodes {
        allowed: (0x1f98, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x19f98, 128)],
    },
    // cvt type
    RuleCodes {
        allowed: (0x1ffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // st type
    RuleCodes {
        allowed: (0xfe0ffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // signal signaltype
    RuleCodes {
        allowed: (0xc00000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // signalnoret signaltype
    RuleCodes {
        allowed: (0xc00000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // signal type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x14, 21)],
    },
    // signalnoret type
    RuleCodes {
        allowed: (0x18000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[(0x100, 21)],
    },
    // rdimage type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // rdimage coordtype
    RuleCodes {
        allowed: (0x480, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldimage type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldimage coordtype
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stimage type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // stimage coordtype
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // queryimage type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // queryimage imagetype
    RuleCodes {
        allowed: (0x380000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // querysampler type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // ldf type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelaneid type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // scall type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // icall type
    RuleCodes {
        allowed: (0x18, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // rdimage geometry
    RuleCodes {
        allowed: (0xdf, 8),
        named: (0xff, 8),
        when: &[],
    },
    // queryimage geometry
    RuleCodes {
        allowed: (0xd6, 8),
        named: (0xff, 8),
        when: &[(0x2, 6)],
    },
    // queryimage geometry
    RuleCodes {
        allowed: (0x4, 8),
        named: (0xff, 8),
        when: &[(0x4, 6)],
    },
    // queryimage geometry
    RuleCodes {
        allowed: (0x98, 8),
        named: (0xff, 8),
        when: &[(0x8, 6)],
    },
    // amd_mipmap_rdimagelod imagetype
    RuleCodes {
        allowed: (0x80000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagelod type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagelod coordtype
    RuleCodes {
        allowed: (0x480, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagelod geometry
    RuleCodes {
        allowed: (0xdf, 8),
        named: (0xff, 8),
        when: &[],
    },
    // amd_mipmap_rdimagegrad imagetype
    RuleCodes {
        allowed: (0x80000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagegrad type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagegrad coordtype
    RuleCodes {
        allowed: (0x480, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_rdimagegrad geometry
    RuleCodes {
        allowed: (0xdf, 8),
        named: (0xff, 8),
        when: &[],
    },
    // amd_mipmap_ldimagemip imagetype
    RuleCodes {
        allowed: (0x280000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_ldimagemip type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_ldimagemip coordtype
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_stimagemip imagetype
    RuleCodes {
        allowed: (0x300000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_stimagemip type
    RuleCodes {
        allowed: (0x688, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_stimagemip coordtype
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_queryimage type
    RuleCodes {
        allowed: (0x8, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_queryimage imagetype
    RuleCodes {
        allowed: (0x380000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_mipmap_queryimage geometry
    RuleCodes {
        allowed: (0x1f, 8),
        named: (0xff, 8),
        when: &[],
    },
    // amd_gcn_atomic type
    RuleCodes {
        allowed: (0xc00, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_gcn_atomic atomicop
    RuleCodes {
        allowed: (0x61, 21),
        named: (0x1fffff, 21),
        when: &[(0x400, 128)],
    },
    // amd_gcn_atomic atomicop
    RuleCodes {
        allowed: (0x60, 21),
        named: (0x1fffff, 21),
        when: &[(0x800, 128)],
    },
    // amd_gcn_atomic scope
    RuleCodes {
        allowed: (0xc, 6),
        named: (0x3f, 6),
        when: &[],
    },
    // amd_gcn_atomicNoRet type
    RuleCodes {
        allowed: (0xc00, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_gcn_atomicNoRet atomicop
    RuleCodes {
        allowed: (0x61, 21),
        named: (0x1fffff, 21),
        when: &[(0x400, 128)],
    },
    // amd_gcn_atomicNoRet atomicop
    RuleCodes {
        allowed: (0x60, 21),
        named: (0x1fffff, 21),
        when: &[(0x800, 128)],
    },
    // amd_gcn_atomicNoRet scope
    RuleCodes {
        allowed: (0xc, 6),
        named: (0x3f, 6),
        when: &[],
    },
    // amd_gcn_ld type
    RuleCodes {
        allowed: (0x20ffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // amd_gcn_st type
    RuleCodes {
        allowed: (0x20ffe, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // atomic scope
    RuleCodes {
        allowed: (0xc, 6),
        named: (0x3f, 6),
        when: &[(0x20, 9)],
    },
    // atomicnoret scope
    RuleCodes {
        allowed: (0xc, 6),
        named: (0x3f, 6),
        when: &[(0x20, 9)],
    },
    // cmov type
    RuleCodes {
        allowed: (0xffe000006ee0000026600039000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
    // activelanepermute type
    RuleCodes {
        allowed: (0x39000, 128),
        named: (0xffffffffffffffffffffffffffffffff, 128),
        when: &[],
    },
];
