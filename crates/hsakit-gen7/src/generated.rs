//! Gen7 EU tables generated from `data/gen7/*.toml` by `cargo xtask codegen`.
//!
//! generated; do not edit. Every row cites its line in seed 002_15780130570c7bd8.txt.

#![allow(clippy::unreadable_literal)]

use crate::tables::{ArfInfo, Field, JumpInfo, OpClass, OpcodeInfo, TypeInfo};

/// Opcode (`common` form, bits 6:0; seed L3073).
pub const OPCODE: Field = Field::new(6, 0);
/// DebugCtrl (breakpoint); only in the 3-source diagram, see errata (`common` form, bits 30:30; seed L2982).
pub const DEBUG_CTRL: Field = Field::new(30, 30);
/// AccessMode: 0 Align1, 1 Align16 (`common` form, bits 8:8; seed L3070).
pub const ACCESS_MODE: Field = Field::new(8, 8);
/// MaskCtrl: 1 = NoMask (WE_all) (`common` form, bits 9:9; seed L3069).
pub const MASK_CTRL: Field = Field::new(9, 9);
/// DepCtrl: bit 10 NoDDClr, bit 11 NoDDChk (`common` form, bits 11:10; seed L3068).
pub const DEP_CTRL: Field = Field::new(11, 10);
/// QtrCtrl (`common` form, bits 13:12; seed L3067).
pub const QTR_CTRL: Field = Field::new(13, 12);
/// ThreadCtrl: 00 normal, 01 atomic, 10 switch (`common` form, bits 15:14; seed L3066).
pub const THREAD_CTRL: Field = Field::new(15, 14);
/// PredCtrl (`common` form, bits 19:16; seed L3065).
pub const PRED_CTRL: Field = Field::new(19, 16);
/// PredInv (`common` form, bits 20:20; seed L3064).
pub const PRED_INV: Field = Field::new(20, 20);
/// ExecSize: log2 of the channel count (`common` form, bits 23:21; seed L3063).
pub const EXEC_SIZE: Field = Field::new(23, 21);
/// CondModifier; SFID for send/sendc, FC for math (`common` form, bits 27:24; seed L3062).
pub const COND_MODIFIER: Field = Field::new(27, 24);
/// AccWrCtrl (`common` form, bits 28:28; seed L3061).
pub const ACC_WR_CTRL: Field = Field::new(28, 28);
/// CmptCtrl: 1 = compacted 64-bit instruction (`common` form, bits 29:29; seed L3060).
pub const CMPT_CTRL: Field = Field::new(29, 29);
/// Saturate (`common` form, bits 31:31; seed L3059).
pub const SATURATE: Field = Field::new(31, 31);
/// Dst.RegFile (`common` form, bits 33:32; seed L3058).
pub const DST_REG_FILE: Field = Field::new(33, 32);
/// Dst.DstType (`common` form, bits 36:34; seed L3057).
pub const DST_TYPE: Field = Field::new(36, 34);
/// Src0.RegFile (`common` form, bits 38:37; seed L3056).
pub const SRC0_REG_FILE: Field = Field::new(38, 37);
/// Src0.SrcType (`common` form, bits 41:39; seed L3055).
pub const SRC0_TYPE: Field = Field::new(41, 39);
/// Src1.RegFile (`common` form, bits 43:42; seed L3054).
pub const SRC1_REG_FILE: Field = Field::new(43, 42);
/// Src1.SrcType (`common` form, bits 46:44; seed L3053).
pub const SRC1_TYPE: Field = Field::new(46, 44);
/// NibCtrl (the DW1 table at L3505 says reserved, see errata) (`common` form, bits 47:47; seed L3052).
pub const NIB_CTRL: Field = Field::new(47, 47);
/// Dst.AddrMode: 0 direct, 1 register-indirect (`dst` form, bits 63:63; seed L3040).
pub const DST_ADDR_MODE: Field = Field::new(63, 63);
/// Dst.HorzStride (Align1; must be 01 in Align16, L3504) (`dst` form, bits 62:61; seed L3041).
pub const DST_HORZ_STRIDE: Field = Field::new(62, 61);
/// Dst.RegNum (direct) (`dst` form, bits 60:53; seed L3042).
pub const DST_REG_NUM: Field = Field::new(60, 53);
/// Dst.SubRegNum in bytes (direct Align1) (`dst` form, bits 52:48; seed L3043).
pub const DST_DA1_SUBREG: Field = Field::new(52, 48);
/// Dst.SubRegNum[4] (direct Align16) (`dst` form, bits 52:52; seed L3043).
pub const DST_DA16_SUBREG4: Field = Field::new(52, 52);
/// Dst.ChanEn[3:0] write mask (Align16) (`dst` form, bits 51:48; seed L3051).
pub const DST_DA16_CHAN_EN: Field = Field::new(51, 48);
/// Dst.AddrSubRegNum (indirect) (`dst` form, bits 60:58; seed L3042).
pub const DST_IA_ADDR_SUBREG: Field = Field::new(60, 58);
/// Dst.AddrImm[9:0] (indirect Align1) (`dst` form, bits 57:48; seed L3043).
pub const DST_IA1_ADDR_IMM: Field = Field::new(57, 48);
/// Dst.AddrImm[9:4] (indirect Align16) (`dst` form, bits 57:52; seed L3043).
pub const DST_IA16_ADDR_IMM: Field = Field::new(57, 52);
/// Src0.SubRegNum in bytes (direct Align1) (`src0` form, bits 68:64; seed L3037).
pub const SRC0_DA1_SUBREG: Field = Field::new(68, 64);
/// Src0.SubRegNum[4] (direct Align16) (`src0` form, bits 68:68; seed L3037).
pub const SRC0_DA16_SUBREG4: Field = Field::new(68, 68);
/// Src0.RegNum (direct) (`src0` form, bits 76:69; seed L3036).
pub const SRC0_REG_NUM: Field = Field::new(76, 69);
/// Src0.AddrSubRegNum (indirect) (`src0` form, bits 76:74; seed L3036).
pub const SRC0_IA_ADDR_SUBREG: Field = Field::new(76, 74);
/// Src0.AddrImm[9:0] (indirect Align1) (`src0` form, bits 73:64; seed L3037).
pub const SRC0_IA1_ADDR_IMM: Field = Field::new(73, 64);
/// Src0.AddrImm[9:4] (indirect Align16) (`src0` form, bits 73:68; seed L3037).
pub const SRC0_IA16_ADDR_IMM: Field = Field::new(73, 68);
/// Src0.ChanSel[3:0] (Align16) (`src0` form, bits 67:64; seed L3039).
pub const SRC0_CHAN_SEL_LO: Field = Field::new(67, 64);
/// Src0.SrcMod: 00 none, 01 abs, 10 neg, 11 -abs (L3263) (`src0` form, bits 78:77; seed L3034).
pub const SRC0_SRC_MOD: Field = Field::new(78, 77);
/// Src0.AddrMode (`src0` form, bits 79:79; seed L3033).
pub const SRC0_ADDR_MODE: Field = Field::new(79, 79);
/// Src0.HorzStride (Align1) (`src0` form, bits 81:80; seed L3032).
pub const SRC0_HORZ_STRIDE: Field = Field::new(81, 80);
/// Src0.Width (Align1) (`src0` form, bits 84:82; seed L3031).
pub const SRC0_WIDTH: Field = Field::new(84, 82);
/// Src0.ChanSel[7:4] (Align16) (`src0` form, bits 83:80; seed L3031).
pub const SRC0_CHAN_SEL_HI: Field = Field::new(83, 80);
/// reserved in Align16 (`src0` form, bits 84:84; seed L3030).
pub const SRC0_A16_RESERVED: Field = Field::new(84, 84);
/// Src0.VertStride (`src0` form, bits 88:85; seed L3029).
pub const SRC0_VERT_STRIDE: Field = Field::new(88, 85);
/// FlagSubRegNum (`src0` form, bits 89:89; seed L3028).
pub const FLAG_SUBREG_NUM: Field = Field::new(89, 89);
/// FlagRegNum (omitted by the per-DW tables, see errata) (`src0` form, bits 90:90; seed L3027).
pub const FLAG_REG_NUM: Field = Field::new(90, 90);
/// reserved (`src0` form, bits 95:91; seed L3025).
pub const DW2_RESERVED: Field = Field::new(95, 91);
/// Src1.SubRegNum in bytes (direct Align1) (`src1` form, bits 100:96; seed L3022).
pub const SRC1_DA1_SUBREG: Field = Field::new(100, 96);
/// Src1.SubRegNum[4] (direct Align16) (`src1` form, bits 100:100; seed L3022).
pub const SRC1_DA16_SUBREG4: Field = Field::new(100, 100);
/// Src1.RegNum (direct) (`src1` form, bits 108:101; seed L3021).
pub const SRC1_REG_NUM: Field = Field::new(108, 101);
/// Src1.AddrSubRegNum (indirect) (`src1` form, bits 108:106; seed L3021).
pub const SRC1_IA_ADDR_SUBREG: Field = Field::new(108, 106);
/// Src1.AddrImm[9:0] (indirect Align1) (`src1` form, bits 105:96; seed L3022).
pub const SRC1_IA1_ADDR_IMM: Field = Field::new(105, 96);
/// Src1.AddrImm[9:4] (indirect Align16) (`src1` form, bits 105:100; seed L3022).
pub const SRC1_IA16_ADDR_IMM: Field = Field::new(105, 100);
/// Src1.ChanSel[3:0] (Align16) (`src1` form, bits 99:96; seed L3024).
pub const SRC1_CHAN_SEL_LO: Field = Field::new(99, 96);
/// Src1.SrcMod (`src1` form, bits 110:109; seed L3019).
pub const SRC1_SRC_MOD: Field = Field::new(110, 109);
/// Src1.AddrMode (`src1` form, bits 111:111; seed L3018).
pub const SRC1_ADDR_MODE: Field = Field::new(111, 111);
/// Src1.HorzStride (Align1) (`src1` form, bits 113:112; seed L3017).
pub const SRC1_HORZ_STRIDE: Field = Field::new(113, 112);
/// Src1.Width (Align1) (`src1` form, bits 116:114; seed L3016).
pub const SRC1_WIDTH: Field = Field::new(116, 114);
/// Src1.ChanSel[7:4] (Align16) (`src1` form, bits 115:112; seed L3016).
pub const SRC1_CHAN_SEL_HI: Field = Field::new(115, 112);
/// reserved in Align16 (`src1` form, bits 116:116; seed L3015).
pub const SRC1_A16_RESERVED: Field = Field::new(116, 116);
/// Src1.VertStride (`src1` form, bits 120:117; seed L3014).
pub const SRC1_VERT_STRIDE: Field = Field::new(120, 117);
/// reserved (`src1` form, bits 127:121; seed L3013).
pub const DW3_RESERVED: Field = Field::new(127, 121);
/// Imm32: any immediate operand uses DW3 (`imm` form, bits 127:96; seed L3012).
pub const IMM32: Field = Field::new(127, 96);
/// EOT of send/sendc (`send` form, bits 127:127; seed L3177).
pub const SEND_EOT: Field = Field::new(127, 127);
/// JIP, signed, 8-byte units (`jump` form, bits 111:96; seed L3141).
pub const JIP: Field = Field::new(111, 96);
/// UIP, signed, 8-byte units (`jump` form, bits 127:112; seed L3143).
pub const UIP: Field = Field::new(127, 112);
/// FlagSubRegNum (3-source) (`three` form, bits 33:33; seed L3118).
pub const T_FLAG_SUBREG_NUM: Field = Field::new(33, 33);
/// FlagRegNum (3-source) (`three` form, bits 34:34; seed L3117).
pub const T_FLAG_REG_NUM: Field = Field::new(34, 34);
/// reserved (`three` form, bits 32:32; seed L3119).
pub const T_RESERVED_32: Field = Field::new(32, 32);
/// reserved (`three` form, bits 35:35; seed L3116).
pub const T_RESERVED_35: Field = Field::new(35, 35);
/// Src0.Modifier (`three` form, bits 37:36; seed L3115).
pub const T_SRC0_MOD: Field = Field::new(37, 36);
/// Src1.Modifier (`three` form, bits 39:38; seed L3114).
pub const T_SRC1_MOD: Field = Field::new(39, 38);
/// Src2.Modifier (`three` form, bits 41:40; seed L3113).
pub const T_SRC2_MOD: Field = Field::new(41, 40);
/// SrcType: 00 F, 01 D, 10 UD, 11 DF (L3638-L3648; position per the table, see errata) (`three` form, bits 43:42; seed L3112).
pub const T_SRC_TYPE: Field = Field::new(43, 42);
/// DstType (`three` form, bits 45:44; seed L3111).
pub const T_DST_TYPE: Field = Field::new(45, 44);
/// reserved (`three` form, bits 46:46; seed L3110).
pub const T_RESERVED_46: Field = Field::new(46, 46);
/// NibCtrl (`three` form, bits 47:47; seed L3109).
pub const T_NIB_CTRL: Field = Field::new(47, 47);
/// reserved (`three` form, bits 48:48; seed L3108).
pub const T_RESERVED_48: Field = Field::new(48, 48);
/// Dst.ChanEnable (`three` form, bits 52:49; seed L3106).
pub const T_DST_CHAN_EN: Field = Field::new(52, 49);
/// Dst.SubRegNum in dwords (`three` form, bits 55:53; seed L3105).
pub const T_DST_SUBREG: Field = Field::new(55, 53);
/// Dst.RegNum (`three` form, bits 63:56; seed L3104).
pub const T_DST_REG_NUM: Field = Field::new(63, 56);
/// Src0.RepCtrl (`three` form, bits 64:64; seed L3103).
pub const T_SRC0_REP_CTRL: Field = Field::new(64, 64);
/// Src0.ChanSel (`three` form, bits 72:65; seed L3102).
pub const T_SRC0_CHAN_SEL: Field = Field::new(72, 65);
/// Src0.SubRegNum in dwords (`three` form, bits 75:73; seed L3101).
pub const T_SRC0_SUBREG: Field = Field::new(75, 73);
/// Src0.RegNum (`three` form, bits 83:76; seed L3100).
pub const T_SRC0_REG_NUM: Field = Field::new(83, 76);
/// reserved (`three` form, bits 84:84; seed L3095).
pub const T_RESERVED_84: Field = Field::new(84, 84);
/// Src1.RepCtrl (`three` form, bits 85:85; seed L3094).
pub const T_SRC1_REP_CTRL: Field = Field::new(85, 85);
/// Src1.ChanSel (`three` form, bits 93:86; seed L3093).
pub const T_SRC1_CHAN_SEL: Field = Field::new(93, 86);
/// Src1.SubRegNum[1:0] (`three` form, bits 95:94; seed L3092).
pub const T_SRC1_SUBREG_LO: Field = Field::new(95, 94);
/// Src1.SubRegNum[2] (`three` form, bits 96:96; seed L3091).
pub const T_SRC1_SUBREG_HI: Field = Field::new(96, 96);
/// Src1.RegNum (`three` form, bits 104:97; seed L3090).
pub const T_SRC1_REG_NUM: Field = Field::new(104, 97);
/// reserved (`three` form, bits 105:105; seed L3089).
pub const T_RESERVED_105: Field = Field::new(105, 105);
/// Src2.RepCtrl (`three` form, bits 106:106; seed L3088).
pub const T_SRC2_REP_CTRL: Field = Field::new(106, 106);
/// Src2.ChanSel (`three` form, bits 114:107; seed L3087).
pub const T_SRC2_CHAN_SEL: Field = Field::new(114, 107);
/// Src2.SubRegNum in dwords (`three` form, bits 117:115; seed L3086).
pub const T_SRC2_SUBREG: Field = Field::new(117, 115);
/// Src2.RegNum (`three` form, bits 125:118; seed L3085).
pub const T_SRC2_REG_NUM: Field = Field::new(125, 118);
/// reserved (`three` form, bits 127:126; seed L3084).
pub const T_RESERVED_126: Field = Field::new(127, 126);
/// Opcode (`compact` form, bits 6:0; seed L3978).
pub const C_OPCODE: Field = Field::new(6, 0);
/// not described by the seed; DebugCtrl per Mesa, see errata (`compact` form, bits 7:7; seed L3936).
pub const C_DEBUG_CTRL: Field = Field::new(7, 7);
/// ControlIndex (`compact` form, bits 12:8; seed L3975).
pub const C_CONTROL_INDEX: Field = Field::new(12, 8);
/// DataTypeIndex (`compact` form, bits 17:13; seed L3969).
pub const C_DATA_TYPE_INDEX: Field = Field::new(17, 13);
/// SubRegIndex (`compact` form, bits 22:18; seed L3966).
pub const C_SUBREG_INDEX: Field = Field::new(22, 18);
/// AccWrCtrl (`compact` form, bits 23:23; seed L3965).
pub const C_ACC_WR_CTRL: Field = Field::new(23, 23);
/// CondModifier (`compact` form, bits 27:24; seed L3964).
pub const C_COND_MODIFIER: Field = Field::new(27, 24);
/// reserved, MBZ (`compact` form, bits 28:28; seed L3962).
pub const C_RESERVED: Field = Field::new(28, 28);
/// CmptCtrl = 1 (`compact` form, bits 29:29; seed L3958).
pub const C_CMPT_CTRL: Field = Field::new(29, 29);
/// Src0Index (crosses the DW boundary) (`compact` form, bits 34:30; seed L3955).
pub const C_SRC0_INDEX: Field = Field::new(34, 30);
/// Src1Index, or Imm[12:8] for an immediate (`compact` form, bits 39:35; seed L3951).
pub const C_SRC1_INDEX: Field = Field::new(39, 35);
/// Dst.RegNum (`compact` form, bits 47:40; seed L3950).
pub const C_DST_REG_NUM: Field = Field::new(47, 40);
/// Src0.RegNum (`compact` form, bits 55:48; seed L3949).
pub const C_SRC0_REG_NUM: Field = Field::new(55, 48);
/// Src1.RegNum, or Imm[7:0] for an immediate (`compact` form, bits 63:56; seed L3948).
pub const C_SRC1_REG_NUM: Field = Field::new(63, 56);

/// Every Gen7 opcode (seed §5.4, L4155-L4307).
pub static OPCODES: &[OpcodeInfo] = &[
    // seed L4304
    OpcodeInfo {
        value: 0x00,
        name: "illegal",
        class: OpClass::Nop,
        jump: None,
    },
    // seed L4158
    OpcodeInfo {
        value: 0x01,
        name: "mov",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4159
    OpcodeInfo {
        value: 0x02,
        name: "sel",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4160
    OpcodeInfo {
        value: 0x03,
        name: "movi",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4161
    OpcodeInfo {
        value: 0x04,
        name: "not",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4162
    OpcodeInfo {
        value: 0x05,
        name: "and",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4163
    OpcodeInfo {
        value: 0x06,
        name: "or",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4164
    OpcodeInfo {
        value: 0x07,
        name: "xor",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4165
    OpcodeInfo {
        value: 0x08,
        name: "shr",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4166
    OpcodeInfo {
        value: 0x09,
        name: "shl",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4175
    OpcodeInfo {
        value: 0x0c,
        name: "asr",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4179
    OpcodeInfo {
        value: 0x10,
        name: "cmp",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4180
    OpcodeInfo {
        value: 0x11,
        name: "cmpn",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4182
    OpcodeInfo {
        value: 0x13,
        name: "f32to16",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4183
    OpcodeInfo {
        value: 0x14,
        name: "f16to32",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4186
    OpcodeInfo {
        value: 0x17,
        name: "bfrev",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4187
    OpcodeInfo {
        value: 0x18,
        name: "bfe",
        class: OpClass::Alu3,
        jump: None,
    },
    // seed L4188
    OpcodeInfo {
        value: 0x19,
        name: "bfi1",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4189
    OpcodeInfo {
        value: 0x1a,
        name: "bfi2",
        class: OpClass::Alu3,
        jump: None,
    },
    // seed L4200
    OpcodeInfo {
        value: 0x20,
        name: "jmpi",
        class: OpClass::Jmpi,
        jump: None,
    },
    // seed L4201
    OpcodeInfo {
        value: 0x21,
        name: "brd",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: false,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4202
    OpcodeInfo {
        value: 0x22,
        name: "if",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::NullScalar,
            imm: crate::inst::Type::W,
        }),
    },
    // seed L4203
    OpcodeInfo {
        value: 0x23,
        name: "brc",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4204
    OpcodeInfo {
        value: 0x24,
        name: "else",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::W,
        }),
    },
    // seed L4205
    OpcodeInfo {
        value: 0x25,
        name: "endif",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: false,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::W,
        }),
    },
    // seed L4211
    OpcodeInfo {
        value: 0x26,
        name: "case",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4212
    OpcodeInfo {
        value: 0x27,
        name: "while",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: false,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::W,
        }),
    },
    // seed L4213
    OpcodeInfo {
        value: 0x28,
        name: "break",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4214
    OpcodeInfo {
        value: 0x29,
        name: "cont",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Ip,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4215
    OpcodeInfo {
        value: 0x2a,
        name: "halt",
        class: OpClass::Jump,
        jump: Some(JumpInfo {
            uip: true,
            src0: crate::tables::JumpSrc0::Null,
            imm: crate::inst::Type::D,
        }),
    },
    // seed L4217
    OpcodeInfo {
        value: 0x2c,
        name: "call",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4218
    OpcodeInfo {
        value: 0x2d,
        name: "ret",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4230
    OpcodeInfo {
        value: 0x30,
        name: "wait",
        class: OpClass::Wait,
        jump: None,
    },
    // seed L4231
    OpcodeInfo {
        value: 0x31,
        name: "send",
        class: OpClass::Send,
        jump: None,
    },
    // seed L4232
    OpcodeInfo {
        value: 0x32,
        name: "sendc",
        class: OpClass::Send,
        jump: None,
    },
    // seed L4234
    OpcodeInfo {
        value: 0x38,
        name: "math",
        class: OpClass::Math,
        jump: None,
    },
    // seed L4247
    OpcodeInfo {
        value: 0x40,
        name: "add",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4248
    OpcodeInfo {
        value: 0x41,
        name: "mul",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4249
    OpcodeInfo {
        value: 0x42,
        name: "avg",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4250
    OpcodeInfo {
        value: 0x43,
        name: "frc",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4251
    OpcodeInfo {
        value: 0x44,
        name: "rndu",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4252
    OpcodeInfo {
        value: 0x45,
        name: "rndd",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4253
    OpcodeInfo {
        value: 0x46,
        name: "rnde",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4254
    OpcodeInfo {
        value: 0x47,
        name: "rndz",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4255
    OpcodeInfo {
        value: 0x48,
        name: "mac",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4256
    OpcodeInfo {
        value: 0x49,
        name: "mach",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4257
    OpcodeInfo {
        value: 0x4a,
        name: "lzd",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4258
    OpcodeInfo {
        value: 0x4b,
        name: "fbh",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4259
    OpcodeInfo {
        value: 0x4c,
        name: "fbl",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4260
    OpcodeInfo {
        value: 0x4d,
        name: "cbit",
        class: OpClass::Alu1,
        jump: None,
    },
    // seed L4261
    OpcodeInfo {
        value: 0x4e,
        name: "addc",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4262
    OpcodeInfo {
        value: 0x4f,
        name: "subb",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4275
    OpcodeInfo {
        value: 0x50,
        name: "sad2",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4276
    OpcodeInfo {
        value: 0x51,
        name: "sada2",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4278
    OpcodeInfo {
        value: 0x54,
        name: "dp4",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4279
    OpcodeInfo {
        value: 0x55,
        name: "dph",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4280
    OpcodeInfo {
        value: 0x56,
        name: "dp3",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4281
    OpcodeInfo {
        value: 0x57,
        name: "dp2",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4283
    OpcodeInfo {
        value: 0x59,
        name: "line",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4284
    OpcodeInfo {
        value: 0x5a,
        name: "pln",
        class: OpClass::Alu2,
        jump: None,
    },
    // seed L4285
    OpcodeInfo {
        value: 0x5b,
        name: "mad",
        class: OpClass::Alu3,
        jump: None,
    },
    // seed L4286
    OpcodeInfo {
        value: 0x5c,
        name: "lrp",
        class: OpClass::Alu3,
        jump: None,
    },
    // seed L4306
    OpcodeInfo {
        value: 0x7e,
        name: "nop",
        class: OpClass::Nop,
        jump: None,
    },
];

/// Data types: register and immediate codes (seed L3513-L3532).
pub static TYPES: &[TypeInfo] = &[
    // seed L3516
    TypeInfo {
        ty: crate::inst::Type::Ud,
        name: "UD",
        reg: Some(0),
        imm: Some(0),
        size: 4,
    },
    // seed L3517
    TypeInfo {
        ty: crate::inst::Type::D,
        name: "D",
        reg: Some(1),
        imm: Some(1),
        size: 4,
    },
    // seed L3518
    TypeInfo {
        ty: crate::inst::Type::Uw,
        name: "UW",
        reg: Some(2),
        imm: Some(2),
        size: 2,
    },
    // seed L3519
    TypeInfo {
        ty: crate::inst::Type::W,
        name: "W",
        reg: Some(3),
        imm: Some(3),
        size: 2,
    },
    // seed L3520
    TypeInfo {
        ty: crate::inst::Type::Ub,
        name: "UB",
        reg: Some(4),
        imm: None,
        size: 1,
    },
    // seed L3521
    TypeInfo {
        ty: crate::inst::Type::B,
        name: "B",
        reg: Some(5),
        imm: None,
        size: 1,
    },
    // seed L3523
    TypeInfo {
        ty: crate::inst::Type::Df,
        name: "DF",
        reg: Some(6),
        imm: None,
        size: 8,
    },
    // seed L3524
    TypeInfo {
        ty: crate::inst::Type::F,
        name: "F",
        reg: Some(7),
        imm: Some(7),
        size: 4,
    },
    // seed L3530
    TypeInfo {
        ty: crate::inst::Type::Uv,
        name: "UV",
        reg: None,
        imm: Some(4),
        size: 4,
    },
    // seed L3531
    TypeInfo {
        ty: crate::inst::Type::Vf,
        name: "VF",
        reg: None,
        imm: Some(5),
        size: 4,
    },
    // seed L3532
    TypeInfo {
        ty: crate::inst::Type::V,
        name: "V",
        reg: None,
        imm: Some(6),
        size: 4,
    },
];

/// Architecture registers by RegNum[7:4] (seed L1250-L1272).
pub static ARFS: &[ArfInfo] = &[
    // seed L1255
    ArfInfo {
        nibble: 0,
        prefix: "null",
        count: 1,
        fixed: true,
    },
    // seed L1256
    ArfInfo {
        nibble: 1,
        prefix: "a",
        count: 1,
        fixed: false,
    },
    // seed L1257
    ArfInfo {
        nibble: 2,
        prefix: "acc",
        count: 2,
        fixed: false,
    },
    // seed L1258
    ArfInfo {
        nibble: 3,
        prefix: "f",
        count: 2,
        fixed: false,
    },
    // seed L1261
    ArfInfo {
        nibble: 7,
        prefix: "sr",
        count: 1,
        fixed: false,
    },
    // seed L1262
    ArfInfo {
        nibble: 8,
        prefix: "cr",
        count: 1,
        fixed: false,
    },
    // seed L1263
    ArfInfo {
        nibble: 9,
        prefix: "n",
        count: 2,
        fixed: false,
    },
    // seed L1264
    ArfInfo {
        nibble: 10,
        prefix: "ip",
        count: 1,
        fixed: true,
    },
    // seed L1265
    ArfInfo {
        nibble: 11,
        prefix: "tdr",
        count: 1,
        fixed: false,
    },
    // seed L1266
    ArfInfo {
        nibble: 12,
        prefix: "tm",
        count: 1,
        fixed: false,
    },
];

/// Conditional modifiers (seed L3199-L3211).
pub static COND_MODS: &[(u8, &str)] = &[
    (1, "z"),  // seed L3202
    (2, "nz"), // seed L3203
    (3, "g"),  // seed L3204
    (4, "ge"), // seed L3205
    (5, "l"),  // seed L3206
    (6, "le"), // seed L3207
    (8, "o"),  // seed L3209
    (9, "u"),  // seed L3210
];

/// Math function controls (seed L7104-L7122).
pub static MATH_FUNCTIONS: &[(u8, &str)] = &[
    (1, "inv"),        // seed L7107
    (2, "log"),        // seed L7108
    (3, "exp"),        // seed L7109
    (4, "sqrt"),       // seed L7110
    (5, "rsq"),        // seed L7111
    (6, "sin"),        // seed L7112
    (7, "cos"),        // seed L7113
    (9, "fdiv"),       // seed L7115
    (10, "pow"),       // seed L7116
    (11, "intdivmod"), // seed L7117
    (12, "intdiv"),    // seed L7118
    (13, "intmod"),    // seed L7119
];

/// Shared-function IDs (Mesa's names; the seed defers them, L8268).
pub static SFIDS: &[(u8, &str)] = &[
    (0, "null"),           // seed L8268
    (2, "sampler"),        // seed L8268
    (3, "gateway"),        // seed L8268
    (4, "dp_sampler"),     // seed L8268
    (5, "render"),         // seed L8268
    (6, "urb"),            // seed L8268
    (7, "thread_spawner"), // seed L8268
    (8, "vme"),            // seed L8268
    (9, "const"),          // seed L8268
    (10, "data"),          // seed L8268
    (11, "pixel_interp"),  // seed L8268
];

/// Predicate controls in align1 mode (seed L3395-L3424).
pub static PRED_ALIGN1: &[(u8, &str)] = &[
    (2, "anyv"),    // seed L3412
    (3, "allv"),    // seed L3413
    (4, "any2h"),   // seed L3414
    (5, "all2h"),   // seed L3415
    (6, "any4h"),   // seed L3416
    (7, "all4h"),   // seed L3417
    (8, "any8h"),   // seed L3418
    (9, "all8h"),   // seed L3419
    (10, "any16h"), // seed L3420
    (11, "all16h"), // seed L3421
    (12, "any32h"), // seed L3422
    (13, "all32h"), // seed L3423
];

/// Predicate controls in align16 mode (seed L3395-L3424).
pub static PRED_ALIGN16: &[(u8, &str)] = &[
    (2, "x"),     // seed L3402
    (3, "y"),     // seed L3403
    (4, "z"),     // seed L3404
    (5, "w"),     // seed L3405
    (6, "any4h"), // seed L3406
    (7, "all4h"), // seed L3407
];

/// Compaction table `control` (19-bit values), rebuilt from the seed's mapped meanings
/// (L3987-L4018); rows whose printed bits are damaged are listed in data/gen7/errata.toml.
pub static CONTROL_INDEX: [u32; 32] = [
    0b0000000000000000010, // 0: Align1 We (1) f0.0 [rebuilt, see errata] (seed L3987)
    0b0000100000000000000, // 1: Align1 (4) f0.0 [rebuilt, see errata] (seed L3988)
    0b0000100000000000001, // 2: Align16 (4) f0.0 [rebuilt, see errata] (seed L3989)
    0b0000100000000000010, // 3: Align1 We (4) f0.0 [rebuilt, see errata] (seed L3990)
    0b0000100000000000011, // 4: Align16 We (4) f0.0 [rebuilt, see errata] (seed L3991)
    0b0000100000000000100, // 5: Align1 NoDDClr (4) f0.0 [rebuilt, see errata] (seed L3992)
    0b0000100000000000101, // 6: Align16 NoDDClr (4) f0.0 (seed L3993)
    0b0000100000000000111, // 7: Align16 We NoDDClr (4) f0.0 (seed L3994)
    0b0000100000000001000, // 8: Align1 NoDDChk (4) f0.0 (seed L3995)
    0b0000100000000001001, // 9: Align16 NoDDChk (4) f0.0 (seed L3996)
    0b0000100000000001101, // 10: Align16 NoDDClr, NoDDChk (4) f0.0 (seed L3997)
    0b0000110000000000000, // 11: Align1 Q1 (8) f0.0 [rebuilt, see errata] (seed L3998)
    0b0000110000000000001, // 12: Align16 Q1 (8) f0.0 [rebuilt, see errata] (seed L3999)
    0b0000110000000000010, // 13: Align1 We Q1 (8) f0.0 (seed L4000)
    0b0000110000000000011, // 14: Align16 We Q1 (8) f0.0 (seed L4001)
    0b0000110000000000100, // 15: Align1 NoDDClr Q1 (8) f0.0 (seed L4002)
    0b0000110000000000101, // 16: Align16 NoDDClr Q1 (8) f0.0 (seed L4003)
    0b0000110000000000111, // 17: Align16 We NoDDClr Q1 (8) f0.0 (seed L4004)
    0b0000110000000001001, // 18: Align16 NoDDChk Q1 (8) f0.0 (seed L4005)
    0b0000110000000001101, // 19: Align16 NoDDClr, NoDDChk Q1 (8) f0.0 [rebuilt, see errata] (seed L4006)
    0b0000110000000010000, // 20: Align1 Q2 (8) f0.0 (seed L4007)
    0b0000110000100000000, // 21: Align1 Q1 +f.xyzw (8) f0.0 [rebuilt, see errata] (seed L4008)
    0b0001000000000000000, // 22: Align1 H1 (16) f0.0 [rebuilt, see errata] (seed L4009)
    0b0001000000000000010, // 23: Align1 We H1 (16) f0.0 (seed L4010)
    0b0001000000000000100, // 24: Align1 NoDDClr H1 (16) f0.0 (seed L4011)
    0b0001000000100000000, // 25: Align1 H1 +f.xyzw (16) f0.0 [rebuilt, see errata] (seed L4012)
    0b0010110000000000000, // 26: Align1 Q1 (8) .sat f0.0 [rebuilt, see errata] (seed L4013)
    0b0010110000000010000, // 27: Align1 Q2 (8) .sat f0.0 (seed L4014)
    0b0011000000000000000, // 28: Align1 H1 (16) .sat f0.0 [rebuilt, see errata] (seed L4015)
    0b0011000000100000000, // 29: Align1 H1 +f.xyzw (16) .sat f0.0 [rebuilt, see errata] (seed L4016)
    0b0101000000000000000, // 30: Align1 H1 (16) f0.1 [rebuilt, see errata] (seed L4017)
    0b0101000000100000000, // 31: Align1 H1 +f.xyzw (16) f0.1 [rebuilt, see errata] (seed L4018)
];

/// Compaction table `data_type` (18-bit values), rebuilt from the seed's mapped meanings
/// (L4023-L4058); rows whose printed bits are damaged are listed in data/gen7/errata.toml.
pub static DATA_TYPE_INDEX: [u32; 32] = [
    0b001000000000000001, // 0: r:ud a:ud a:ud <1> dir [rebuilt, see errata] (seed L4023)
    0b001000000000100000, // 1: a:ud r:ud a:ud <1> dir (seed L4024)
    0b001000000000100001, // 2: r:ud r:ud a:ud <1> dir (seed L4025)
    0b001000000001100001, // 3: r:ud i:ud a:ud <1> dir [rebuilt, see errata] (seed L4026)
    0b001000000010111101, // 4: r:f r:d a:ud <1> dir [rebuilt, see errata] (seed L4027)
    0b001000001011111101, // 5: r:f i:vf a:ud <1> dir (seed L4028)
    0b001000001110100001, // 6: r:ud r:f a:ud <1> dir (seed L4029)
    0b001000001110100101, // 7: r:d r:f a:ud <1> dir (seed L4030)
    0b001000001110111101, // 8: r:f r:f a:ud <1> dir (seed L4031)
    0b001000010000100001, // 9: r:ud r:ud r:ud <1> dir (seed L4036)
    0b001000110000100000, // 10: a:ud r:ud i:ud <1> dir (seed L4037)
    0b001000110000100001, // 11: r:ud r:ud i:ud <1> dir (seed L4038)
    0b001001010010100101, // 12: r:d r:d r:d <1> dir (seed L4039)
    0b001001110010100100, // 13: a:d r:d i:d <1> dir (seed L4040)
    0b001001110010100101, // 14: r:d r:d i:d <1> dir (seed L4041)
    0b001111001110111101, // 15: r:f r:f a:f <1> dir (seed L4042)
    0b001111011110011101, // 16: r:f a:f r:f <1> dir (seed L4043)
    0b001111011110111100, // 17: a:f r:f r:f <1> dir (seed L4044)
    0b001111011110111101, // 18: r:f r:f r:f <1> dir (seed L4045)
    0b001111111110111100, // 19: a:f r:f i:f <1> dir (seed L4046)
    0b000000001000001100, // 20: a:w a:ub a:ud <0> dir (seed L4047)
    0b001000000000111101, // 21: r:f r:ud a:ud <1> dir (seed L4048)
    0b001000000010100101, // 22: r:d r:d a:ud <1> dir (seed L4049)
    0b001000010000100000, // 23: a:ud r:ud r:ud <1> dir (seed L4050)
    0b001001010010100100, // 24: a:d r:d r:d <1> dir (seed L4051)
    0b001001110010000100, // 25: a:d a:d i:d <1> dir (seed L4052)
    0b001010010100001001, // 26: r:uw a:uw r:uw <1> dir (seed L4053)
    0b001101111110111101, // 27: r:f r:f i:vf <1> dir (seed L4054)
    0b001111111110111101, // 28: r:f r:f i:f <1> dir (seed L4055)
    0b001011110110101100, // 29: a:w r:w i:w <1> dir (seed L4056)
    0b001010010100101000, // 30: a:uw r:uw r:uw <1> dir (seed L4057)
    0b001010110100101000, // 31: a:uw r:uw i:uw <1> dir (seed L4058)
];

/// Compaction table `subreg` (15-bit values), rebuilt from the seed's mapped meanings
/// (L4063-L4098); rows whose printed bits are damaged are listed in data/gen7/errata.toml.
pub static SUBREG_INDEX: [u32; 32] = [
    0b000000000000000, // 0: 0 0 0 [rebuilt, see errata] (seed L4063)
    0b000000000000001, // 1: 0.x 0.xx 0.xx [rebuilt, see errata] (seed L4064)
    0b000000000001000, // 2: 8 0 0 (seed L4065)
    0b000000000001111, // 3: 0.xyzw 0.xx 0.xx [rebuilt, see errata] (seed L4066)
    0b000000000010000, // 4: 16 0 0 (seed L4067)
    0b000000010000000, // 5: 0 4 0 [rebuilt, see errata] (seed L4068)
    0b000000100000000, // 6: 0 8 0 [rebuilt, see errata] (seed L4069)
    0b000000110000000, // 7: 0 12 0 (seed L4070)
    0b000001000000000, // 8: 0 16 0 [rebuilt, see errata] (seed L4071)
    0b000001000010000, // 9: 16 16 0 (seed L4072)
    0b000001010000000, // 10: 0 20 0 (seed L4073)
    0b001000000000000, // 11: 0 0 4 (seed L4074)
    0b001000000000001, // 12: 0.x 0.xx 0.xy (seed L4075)
    0b001000010000001, // 13: 0.x 0.xy 0.xy (seed L4076)
    0b001000010000010, // 14: 0.y 0.xy 0.xy (seed L4077)
    0b001000010000011, // 15: 0.xy 0.xy 0.xy (seed L4078)
    0b001000010000100, // 16: 0.z 0.xy 0.xy (seed L4079)
    0b001000010000111, // 17: 0.xyz 0.xy 0.xy (seed L4080)
    0b001000010001000, // 18: 0.w 0.xy 0.xy (seed L4081)
    0b001000010001110, // 19: 0.yzw 0.xy 0.xy (seed L4082)
    0b001000010001111, // 20: 0.xyzw 0.xy 0.xy (seed L4083)
    0b001000110000000, // 21: 0 12 4 (seed L4084)
    0b001000111101000, // 22: 0.w 0.ww 0.xy (seed L4085)
    0b010000000000000, // 23: 0 0 8 (seed L4086)
    0b010000110000000, // 24: 0 12 8 (seed L4087)
    0b011000000000000, // 25: 0 0 12 [rebuilt, see errata] (seed L4092)
    0b011110010000111, // 26: 0.xyz 0.xy 0.ww (seed L4093)
    0b100000000000000, // 27: 0 0 16 (seed L4094)
    0b101000000000000, // 28: 0 0 20 (seed L4095)
    0b110000000000000, // 29: 0 0 24 (seed L4096)
    0b111000000000000, // 30: 0 0 28 (seed L4097)
    0b111000000011100, // 31: 28 0 28 (seed L4098)
];

/// Compaction table `src` (12-bit values), rebuilt from the seed's mapped meanings
/// (L4104-L4135); rows whose printed bits are damaged are listed in data/gen7/errata.toml.
pub static SRC_INDEX: [u32; 32] = [
    0b000000000000, // 0: dir <0;1,0> [rebuilt, see errata] (seed L4104)
    0b000000000010, // 1: (-) dir <0;1,0> [rebuilt, see errata] (seed L4105)
    0b000000010000, // 2: dir <0;>.zx [rebuilt, see errata] (seed L4106)
    0b000000010010, // 3: (-) dir <0;>.zx [rebuilt, see errata] (seed L4107)
    0b000000011000, // 4: dir <0;>.wx [rebuilt, see errata] (seed L4108)
    0b000000100000, // 5: dir <0;>.xy (seed L4109)
    0b000000101000, // 6: dir <0;>.yy (seed L4110)
    0b000001001000, // 7: dir <0;4,1> (seed L4111)
    0b000001010000, // 8: dir <0;>.zz (seed L4112)
    0b000001110000, // 9: dir <0;>.zw (seed L4113)
    0b000001111000, // 10: dir <0;8,4> / dir <0;>.ww (seed L4114)
    0b001100000000, // 11: dir <4;>.xx [rebuilt, see errata] (seed L4115)
    0b001100000010, // 12: (-) dir <4;>.xx (seed L4116)
    0b001100001000, // 13: dir <4;>.yx (seed L4117)
    0b001100010000, // 14: dir <4;>.zx (seed L4118)
    0b001100010010, // 15: (-) dir <4;>.zx (seed L4119)
    0b001100100000, // 16: dir <4;>.xy (seed L4120)
    0b001100101000, // 17: dir <4;>.yy (seed L4121)
    0b001100111000, // 18: dir <4;>.wy (seed L4122)
    0b001101000000, // 19: dir <4;4,0> (seed L4123)
    0b001101000010, // 20: (-) dir <4;4,0> (seed L4124)
    0b001101001000, // 21: dir <4;>.yz (seed L4125)
    0b001101010000, // 22: dir <4;>.zz (seed L4126)
    0b001101100000, // 23: dir <4;>.xw (seed L4127)
    0b001101101000, // 24: dir <4;>.yw (seed L4128)
    0b001101110000, // 25: dir <4;>.zw (seed L4129)
    0b001101110001, // 26: (abs) dir <4;>.zw (seed L4130)
    0b001101111000, // 27: dir <4;>.ww (seed L4131)
    0b010001101000, // 28: dir <8;8,1> (seed L4132)
    0b010001101001, // 29: (abs) dir <8;8,1> (seed L4133)
    0b010001101010, // 30: (-) dir <8;8,1> (seed L4134)
    0b010110001000, // 31: dir <16;16,1> (seed L4135)
];
