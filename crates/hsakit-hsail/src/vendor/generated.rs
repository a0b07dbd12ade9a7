//! Vendor-extension instructions generated from `data/hsail/vendor.toml` by
//! `cargo xtask codegen`.
//!
//! generated; do not edit. Every row cites its evidence (the round-trip corpus line whose
//! HSAILasm BRIG shows the encoding).

use super::{Kind, VendorOp, VendorValue};
use crate::valid::kinds::Kind as OperandKind;

/// The vendor instructions, by opcode value.
pub static OPS: &[VendorOp] = &[
    // 0x8000 amd_gcn_madu (amd_gcn-full-large.hsail:39)
    VendorOp {
        value: 0x8000,
        name: "amd_gcn_madu",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &[],
        implicit: "b32",
        operands: &["u64", "u32", "u32", "u64"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8001 amd_gcn_mads (amd_gcn-full-large.hsail:50)
    VendorOp {
        value: 0x8001,
        name: "amd_gcn_mads",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &[],
        implicit: "b32",
        operands: &["s64", "s32", "s32", "s64"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8002 amd_gcn_max3 (amd_gcn-full-large.hsail:199)
    VendorOp {
        value: 0x8002,
        name: "amd_gcn_max3",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32", "s32", "f32"],
        implicit: "",
        operands: &["T", "T", "T", "T"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8003 amd_gcn_min3 (amd_gcn-full-large.hsail:139)
    VendorOp {
        value: 0x8003,
        name: "amd_gcn_min3",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32", "s32", "f32"],
        implicit: "",
        operands: &["T", "T", "T", "T"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8004 amd_gcn_med3 (amd_gcn-full-large.hsail:169)
    VendorOp {
        value: 0x8004,
        name: "amd_gcn_med3",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32", "s32", "f32"],
        implicit: "",
        operands: &["T", "T", "T", "T"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8005 amd_gcn_fldexp (amd_gcn-full-large.hsail:253)
    VendorOp {
        value: 0x8005,
        name: "amd_gcn_fldexp",
        extension: "amd:gcn",
        kind: Kind::BasicFtz,
        like: 0,
        types: &["f16", "f32", "f64"],
        implicit: "",
        operands: &["T", "T", "s32"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x8006 amd_gcn_frexp_exp (amd_gcn-full-large.hsail:280)
    VendorOp {
        value: 0x8006,
        name: "amd_gcn_frexp_exp",
        extension: "amd:gcn",
        kind: Kind::BasicFtz,
        like: 0,
        types: &["f16", "f32", "f64"],
        implicit: "",
        operands: &["s32", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src]),
    },
    // 0x8007 amd_gcn_frexp_mant (amd_gcn-full-large.hsail:301)
    VendorOp {
        value: 0x8007,
        name: "amd_gcn_frexp_mant",
        extension: "amd:gcn",
        kind: Kind::BasicFtz,
        like: 0,
        types: &["f16", "f32", "f64"],
        implicit: "",
        operands: &["T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src]),
    },
    // 0x8008 amd_gcn_trig_preop (amd_gcn-full-large.hsail:322)
    VendorOp {
        value: 0x8008,
        name: "amd_gcn_trig_preop",
        extension: "amd:gcn",
        kind: Kind::BasicFtz,
        like: 0,
        types: &["f64"],
        implicit: "",
        operands: &["T", "T", "u32"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x8009 amd_gcn_bfm (amd_gcn-full-large.hsail:229)
    VendorOp {
        value: 0x8009,
        name: "amd_gcn_bfm",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "b32", "b32"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x800a amd_gcn_ld (amd_gcn-full-large.hsail:337)
    VendorOp {
        value: 0x800a,
        name: "amd_gcn_ld",
        extension: "amd:gcn",
        kind: Kind::Like,
        like: 71,
        types: &[],
        implicit: "",
        operands: &["T", "addr"],
        kinds: Some(&[OperandKind::RegVec, OperandKind::Addr]),
    },
    // 0x800b amd_gcn_st (amd_gcn-full-large.hsail:1009)
    VendorOp {
        value: 0x800b,
        name: "amd_gcn_st",
        extension: "amd:gcn",
        kind: Kind::Like,
        like: 72,
        types: &[],
        implicit: "",
        operands: &["T", "addr"],
        kinds: Some(&[OperandKind::SrcVec, OperandKind::Addr]),
    },
    // 0x800c amd_gcn_atomic (amd_gcn-full-large.hsail:1404)
    VendorOp {
        value: 0x800c,
        name: "amd_gcn_atomic",
        extension: "amd:gcn",
        kind: Kind::Like,
        like: 73,
        types: &[],
        implicit: "",
        operands: &["T", "addr", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Addr, OperandKind::Src]),
    },
    // 0x800d amd_gcn_atomicNoRet (amd_gcn-full-large.hsail:1443)
    VendorOp {
        value: 0x800d,
        name: "amd_gcn_atomicNoRet",
        extension: "amd:gcn",
        kind: Kind::Like,
        like: 74,
        types: &[],
        implicit: "",
        operands: &["addr", "T"],
        kinds: Some(&[OperandKind::Addr, OperandKind::Src]),
    },
    // 0x800e amd_gcn_sleep (amd_gcn-full-large.hsail:1565)
    VendorOp {
        value: 0x800e,
        name: "amd_gcn_sleep",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32"],
        implicit: "",
        operands: &["T"],
        kinds: Some(&[OperandKind::Src]),
    },
    // 0x800f amd_gcn_priority (amd_gcn-full-large.hsail:1572)
    VendorOp {
        value: 0x800f,
        name: "amd_gcn_priority",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32"],
        implicit: "",
        operands: &["T"],
        kinds: Some(&[OperandKind::Src]),
    },
    // 0x8010 amd_gcn_region_alloc (amd_gcn-full-large.hsail:331)
    VendorOp {
        value: 0x8010,
        name: "amd_gcn_region_alloc",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &[],
        implicit: "b32",
        operands: &["u32"],
        kinds: Some(&[OperandKind::ImmWs]),
    },
    // 0x8011 amd_gcn_msad (amd_gcn-full-large.hsail:1500)
    VendorOp {
        value: 0x8011,
        name: "amd_gcn_msad",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "b32", "b32", "b32"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8012 amd_gcn_qsad (amd_gcn-full-large.hsail:1533)
    VendorOp {
        value: 0x8012,
        name: "amd_gcn_qsad",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b64"],
        implicit: "",
        operands: &["T", "b64", "b32", "b64"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8013 amd_gcn_mqsad (amd_gcn-full-large.hsail:1544)
    VendorOp {
        value: 0x8013,
        name: "amd_gcn_mqsad",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b64"],
        implicit: "",
        operands: &["T", "b64", "b32", "u64"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Reg,
        ]),
    },
    // 0x8014 amd_gcn_mqsad4 (amd_gcn-full-large.hsail:1553)
    VendorOp {
        value: 0x8014,
        name: "amd_gcn_mqsad4",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &[],
        implicit: "b32",
        operands: &["v4", "b64", "b32", "v4"],
        kinds: Some(&[
            OperandKind::Vec4,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Vec4,
        ]),
    },
    // 0x8015 amd_gcn_sadw (amd_gcn-full-large.hsail:1511)
    VendorOp {
        value: 0x8015,
        name: "amd_gcn_sadw",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "b32", "b32", "b32"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8016 amd_gcn_sadd (amd_gcn-full-large.hsail:1522)
    VendorOp {
        value: 0x8016,
        name: "amd_gcn_sadd",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "b32", "b32", "b32"],
        kinds: Some(&[
            OperandKind::Reg,
            OperandKind::Src,
            OperandKind::Src,
            OperandKind::Src,
        ]),
    },
    // 0x8017 amd_gcn_atomic_consume (amd_gcn-full-large.hsail:1491)
    VendorOp {
        value: 0x8017,
        name: "amd_gcn_atomic_consume",
        extension: "amd:gcn",
        kind: Kind::Addr,
        like: 0,
        types: &["u32"],
        implicit: "",
        operands: &["T", "addr"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Addr]),
    },
    // 0x8018 amd_gcn_atomic_append (amd_gcn-full-large.hsail:1482)
    VendorOp {
        value: 0x8018,
        name: "amd_gcn_atomic_append",
        extension: "amd:gcn",
        kind: Kind::Addr,
        like: 0,
        types: &["u32"],
        implicit: "",
        operands: &["T", "addr"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Addr]),
    },
    // 0x8019 amd_gcn_b4xchg (amd_gcn-full-large.hsail:1579)
    VendorOp {
        value: 0x8019,
        name: "amd_gcn_b4xchg",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Reg, OperandKind::ImmWs]),
    },
    // 0x801a amd_gcn_b32xchg (amd_gcn-full-large.hsail:1585)
    VendorOp {
        value: 0x801a,
        name: "amd_gcn_b32xchg",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["b32"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Reg, OperandKind::ImmWs]),
    },
    // 0x801b amd_gcn_max (amd_gcn-full-large.hsail:100)
    VendorOp {
        value: 0x801b,
        name: "amd_gcn_max",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32", "s32", "f16", "f32", "f64"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x801c amd_gcn_min (amd_gcn-full-large.hsail:61)
    VendorOp {
        value: 0x801c,
        name: "amd_gcn_min",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["u32", "s32", "f16", "f32", "f64"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x801d amd_gcn_divrelaxed (amd_gcn-full-large.hsail:238)
    VendorOp {
        value: 0x801d,
        name: "amd_gcn_divrelaxed",
        extension: "amd:gcn",
        kind: Kind::BasicFtz,
        like: 0,
        types: &["f32"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x801e amd_gcn_divrelaxednarrow (amd_gcn-full-large.hsail:246)
    VendorOp {
        value: 0x801e,
        name: "amd_gcn_divrelaxednarrow",
        extension: "amd:gcn",
        kind: Kind::Basic,
        like: 0,
        types: &["f32"],
        implicit: "",
        operands: &["T", "T", "T"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Src, OperandKind::Src]),
    },
    // 0x801f amd_mipmap_rdimagelod (amd_mipmap-full-large.hsail:47)
    VendorOp {
        value: 0x801f,
        name: "amd_mipmap_rdimagelod",
        extension: "amd:mipmap",
        kind: Kind::Like,
        like: 78,
        types: &[],
        implicit: "",
        operands: &["T", "img", "img", "C", "f32"],
        kinds: Some(&[
            OperandKind::Any,
            OperandKind::Reg,
            OperandKind::Reg,
            OperandKind::Any,
            OperandKind::Src,
        ]),
    },
    // 0x8020 amd_mipmap_rdimagegrad (amd_mipmap-full-large.hsail:683)
    VendorOp {
        value: 0x8020,
        name: "amd_mipmap_rdimagegrad",
        extension: "amd:mipmap",
        kind: Kind::Like,
        like: 78,
        types: &[],
        implicit: "",
        operands: &["T", "img", "img", "C", "f32", "f32"],
        kinds: Some(&[
            OperandKind::Any,
            OperandKind::Reg,
            OperandKind::Reg,
            OperandKind::Any,
            OperandKind::Any,
            OperandKind::Any,
        ]),
    },
    // 0x8021 amd_mipmap_ldimagemip (amd_mipmap-full-large.hsail:1455)
    VendorOp {
        value: 0x8021,
        name: "amd_mipmap_ldimagemip",
        extension: "amd:mipmap",
        kind: Kind::Like,
        like: 79,
        types: &[],
        implicit: "",
        operands: &["T", "img", "C", "u32"],
        kinds: Some(&[
            OperandKind::Any,
            OperandKind::Reg,
            OperandKind::Any,
            OperandKind::Reg,
        ]),
    },
    // 0x8022 amd_mipmap_stimagemip (amd_mipmap-full-large.hsail:2143)
    VendorOp {
        value: 0x8022,
        name: "amd_mipmap_stimagemip",
        extension: "amd:mipmap",
        kind: Kind::Like,
        like: 80,
        types: &[],
        implicit: "",
        operands: &["T", "img", "C", "u32"],
        kinds: Some(&[
            OperandKind::Any,
            OperandKind::Reg,
            OperandKind::Any,
            OperandKind::Reg,
        ]),
    },
    // 0x8023 amd_mipmap_queryimage (amd_mipmap-full-large.hsail:2951)
    VendorOp {
        value: 0x8023,
        name: "amd_mipmap_queryimage",
        extension: "amd:mipmap",
        kind: Kind::Like,
        like: 82,
        types: &[],
        implicit: "",
        operands: &["T", "img"],
        kinds: Some(&[OperandKind::Reg, OperandKind::Reg]),
    },
];

/// Segment values of the vendor extensions.
pub static SEGMENTS: &[VendorValue] = &[
    // region (amd_gcn-full-large.hsail:337)
    VendorValue {
        name: "region",
        value: 128,
        extension: "amd:gcn",
    },
];

/// Image-query values of the vendor extensions.
pub static QUERIES: &[VendorValue] = &[
    // nummiplevels (amd_mipmap-full-large.hsail:2951)
    VendorValue {
        name: "nummiplevels",
        value: 6,
        extension: "amd:mipmap",
    },
];
