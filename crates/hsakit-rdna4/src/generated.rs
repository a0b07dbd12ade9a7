// generated; do not edit. Source: data/rdna4/*.toml via `cargo xtask codegen` (xtask/src/codegen/rdna4.rs).
//! Generated RDNA4 tables: every opcode of seed 001 chapter 15 with its LLVM syntax, and the
//! chapter-15 field bit ranges. Each row's comment names the seed line it comes from.

use crate::table::{Cls, Field, Fld, Format, ImmStyle, OpInfo, Slot};

/// Instruction-format fields (seed chapter 15 field tables, errata applied).
pub mod fields {
    use super::Field;
    /// SOP2 SSRC0 [7:0] (seed line 6344).
    pub const SOP2_SSRC0: Field = Field { hi: 7, lo: 0 };
    /// SOP2 SSRC1 [15:8] (seed line 6375).
    pub const SOP2_SSRC1: Field = Field { hi: 15, lo: 8 };
    /// SOP2 SDST [22:16] (seed line 6377).
    pub const SOP2_SDST: Field = Field { hi: 22, lo: 16 };
    /// SOP2 OP [29:23] (seed line 6379).
    pub const SOP2_OP: Field = Field { hi: 29, lo: 23 };
    /// SOP2 ENCODING [31:30] (seed line 6380).
    pub const SOP2_ENCODING: Field = Field { hi: 31, lo: 30 };
    /// SOPK SIMM16 [15:0] (seed line 6435).
    pub const SOPK_SIMM16: Field = Field { hi: 15, lo: 0 };
    /// SOPK SDST [22:16] (seed line 6436).
    pub const SOPK_SDST: Field = Field { hi: 22, lo: 16 };
    /// SOPK OP [27:23] (seed line 6437).
    pub const SOPK_OP: Field = Field { hi: 27, lo: 23 };
    /// SOPK ENCODING [31:28] (seed line 6438).
    pub const SOPK_ENCODING: Field = Field { hi: 31, lo: 28 };
    /// SOP1 SSRC0 [7:0] (seed line 6460).
    pub const SOP1_SSRC0: Field = Field { hi: 7, lo: 0 };
    /// SOP1 OP [15:8] (seed line 6491).
    pub const SOP1_OP: Field = Field { hi: 15, lo: 8 };
    /// SOP1 SDST [22:16] (seed line 6492).
    pub const SOP1_SDST: Field = Field { hi: 22, lo: 16 };
    /// SOP1 ENCODING [31:23] (seed line 6494).
    pub const SOP1_ENCODING: Field = Field { hi: 31, lo: 23 };
    /// SOPC SSRC0 [7:0] (seed line 6563).
    pub const SOPC_SSRC0: Field = Field { hi: 7, lo: 0 };
    /// SOPC SSRC1 [15:8] (seed line 6594).
    pub const SOPC_SSRC1: Field = Field { hi: 15, lo: 8 };
    /// SOPC OP [22:16] (seed line 6596).
    pub const SOPC_OP: Field = Field { hi: 22, lo: 16 };
    /// SOPC ENCODING [31:23] (seed line 6597).
    pub const SOPC_ENCODING: Field = Field { hi: 31, lo: 23 };
    /// SOPP SIMM16 [15:0] (seed line 6640).
    pub const SOPP_SIMM16: Field = Field { hi: 15, lo: 0 };
    /// SOPP OP [22:16] (seed line 6641).
    pub const SOPP_OP: Field = Field { hi: 22, lo: 16 };
    /// SOPP ENCODING [31:23] (seed line 6642).
    pub const SOPP_ENCODING: Field = Field { hi: 31, lo: 23 };
    /// SMEM SBASE [5:0] (seed line 6681).
    pub const SMEM_SBASE: Field = Field { hi: 5, lo: 0 };
    /// SMEM SDATA [12:6] (seed line 6682).
    pub const SMEM_SDATA: Field = Field { hi: 12, lo: 6 };
    /// SMEM OP [18:13] (seed line 6683).
    pub const SMEM_OP: Field = Field { hi: 18, lo: 13 };
    /// SMEM SCOPE [22:21] (seed line 6684).
    pub const SMEM_SCOPE: Field = Field { hi: 22, lo: 21 };
    /// SMEM TH [24:23] (seed line 6685).
    pub const SMEM_TH: Field = Field { hi: 24, lo: 23 };
    /// SMEM ENCODING [31:26] (seed line 6686).
    pub const SMEM_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// SMEM IOFFSET [55:32] (seed line 6687).
    pub const SMEM_IOFFSET: Field = Field { hi: 55, lo: 32 };
    /// SMEM SOFFSET [63:57] (seed line 6688).
    pub const SMEM_SOFFSET: Field = Field { hi: 63, lo: 57 };
    /// VOP2 SRC0 [8:0] (seed line 6720).
    pub const VOP2_SRC0: Field = Field { hi: 8, lo: 0 };
    /// VOP2 VSRC1 [16:9] (seed line 6754).
    pub const VOP2_VSRC1: Field = Field { hi: 16, lo: 9 };
    /// VOP2 VDST [24:17] (seed line 6755).
    pub const VOP2_VDST: Field = Field { hi: 24, lo: 17 };
    /// VOP2 OP [30:25] (seed line 6756).
    pub const VOP2_OP: Field = Field { hi: 30, lo: 25 };
    /// VOP2 ENCODING [31:31] (seed line 6757).
    pub const VOP2_ENCODING: Field = Field { hi: 31, lo: 31 };
    /// VOP1 SRC0 [8:0] (seed line 6804).
    pub const VOP1_SRC0: Field = Field { hi: 8, lo: 0 };
    /// VOP1 OP [16:9] (seed line 6838).
    pub const VOP1_OP: Field = Field { hi: 16, lo: 9 };
    /// VOP1 VDST [24:17] (seed line 6839).
    pub const VOP1_VDST: Field = Field { hi: 24, lo: 17 };
    /// VOP1 ENCODING [31:25] (seed line 6840).
    pub const VOP1_ENCODING: Field = Field { hi: 31, lo: 25 };
    /// VOPC SRC0 [8:0] (seed line 6950).
    pub const VOPC_SRC0: Field = Field { hi: 8, lo: 0 };
    /// VOPC VSRC1 [16:9] (seed line 6984).
    pub const VOPC_VSRC1: Field = Field { hi: 16, lo: 9 };
    /// VOPC OP [24:17] (seed line 6985).
    pub const VOPC_OP: Field = Field { hi: 24, lo: 17 };
    /// VOPC ENCODING [31:25] (seed line 6986).
    pub const VOPC_ENCODING: Field = Field { hi: 31, lo: 25 };
    /// VOP3 VDST [7:0] (seed line 7095).
    pub const VOP3_VDST: Field = Field { hi: 7, lo: 0 };
    /// VOP3 ABS [10:8] (seed line 7096).
    pub const VOP3_ABS: Field = Field { hi: 10, lo: 8 };
    /// VOP3 OPSEL [14:11] (seed line 7097).
    pub const VOP3_OPSEL: Field = Field { hi: 14, lo: 11 };
    /// VOP3 CM [15:15] (seed line 7098).
    pub const VOP3_CM: Field = Field { hi: 15, lo: 15 };
    /// VOP3 OP [25:16] (seed line 7099).
    pub const VOP3_OP: Field = Field { hi: 25, lo: 16 };
    /// VOP3 ENCODING [31:26] (seed line 7100).
    pub const VOP3_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VOP3 SRC0 [40:32] (seed line 7106).
    pub const VOP3_SRC0: Field = Field { hi: 40, lo: 32 };
    /// VOP3 SRC1 [49:41] (seed line 7140).
    pub const VOP3_SRC1: Field = Field { hi: 49, lo: 41 };
    /// VOP3 SRC2 [58:50] (seed line 7141).
    pub const VOP3_SRC2: Field = Field { hi: 58, lo: 50 };
    /// VOP3 OMOD [60:59] (seed line 7142).
    pub const VOP3_OMOD: Field = Field { hi: 60, lo: 59 };
    /// VOP3 NEG [63:61] (seed line 7143).
    pub const VOP3_NEG: Field = Field { hi: 63, lo: 61 };
    /// VOP3SD VDST [7:0] (seed line 7408).
    pub const VOP3SD_VDST: Field = Field { hi: 7, lo: 0 };
    /// VOP3SD SDST [14:8] (seed line 7409).
    pub const VOP3SD_SDST: Field = Field { hi: 14, lo: 8 };
    /// VOP3SD CM [15:15] (seed line 7410).
    pub const VOP3SD_CM: Field = Field { hi: 15, lo: 15 };
    /// VOP3SD OP [25:16] (seed line 7411).
    pub const VOP3SD_OP: Field = Field { hi: 25, lo: 16 };
    /// VOP3SD ENCODING [31:26] (seed line 7412).
    pub const VOP3SD_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VOP3SD SRC0 [40:32] (seed line 7418).
    pub const VOP3SD_SRC0: Field = Field { hi: 40, lo: 32 };
    /// VOP3SD SRC1 [49:41] (seed line 7452).
    pub const VOP3SD_SRC1: Field = Field { hi: 49, lo: 41 };
    /// VOP3SD SRC2 [58:50] (seed line 7453).
    pub const VOP3SD_SRC2: Field = Field { hi: 58, lo: 50 };
    /// VOP3SD OMOD [60:59] (seed line 7454).
    pub const VOP3SD_OMOD: Field = Field { hi: 60, lo: 59 };
    /// VOP3SD NEG [63:61] (seed line 7455).
    pub const VOP3SD_NEG: Field = Field { hi: 63, lo: 61 };
    /// VOP3P VDST [7:0] (seed line 7479).
    pub const VOP3P_VDST: Field = Field { hi: 7, lo: 0 };
    /// VOP3P NEG_HI [10:8] (seed line 7480).
    pub const VOP3P_NEG_HI: Field = Field { hi: 10, lo: 8 };
    /// VOP3P OPSEL [13:11] (seed line 7481).
    pub const VOP3P_OPSEL: Field = Field { hi: 13, lo: 11 };
    /// VOP3P OPSEL_HI2 [14:14] (seed line 7482).
    pub const VOP3P_OPSEL_HI2: Field = Field { hi: 14, lo: 14 };
    /// VOP3P CM [15:15] (seed line 7483).
    pub const VOP3P_CM: Field = Field { hi: 15, lo: 15 };
    /// VOP3P OP [22:16] (seed line 7484).
    pub const VOP3P_OP: Field = Field { hi: 22, lo: 16 };
    /// VOP3P ENCODING [31:24] (seed line 7486).
    pub const VOP3P_ENCODING: Field = Field { hi: 31, lo: 24 };
    /// VOP3P SRC0 [40:32] (seed line 7486).
    pub const VOP3P_SRC0: Field = Field { hi: 40, lo: 32 };
    /// VOP3P SRC1 [49:41] (seed line 7489).
    pub const VOP3P_SRC1: Field = Field { hi: 49, lo: 41 };
    /// VOP3P SRC2 [58:50] (seed line 7489).
    pub const VOP3P_SRC2: Field = Field { hi: 58, lo: 50 };
    /// VOP3P OPSEL_HI [60:59] (seed line 7495).
    pub const VOP3P_OPSEL_HI: Field = Field { hi: 60, lo: 59 };
    /// VOP3P NEG [63:61] (seed line 7496).
    pub const VOP3P_NEG: Field = Field { hi: 63, lo: 61 };
    /// VOPD SRCX0 [8:0] (seed line 7545).
    pub const VOPD_SRCX0: Field = Field { hi: 8, lo: 0 };
    /// VOPD VSRCX1 [16:9] (seed line 7579).
    pub const VOPD_VSRCX1: Field = Field { hi: 16, lo: 9 };
    /// VOPD OPY [21:17] (seed line 7580).
    pub const VOPD_OPY: Field = Field { hi: 21, lo: 17 };
    /// VOPD OPX [25:22] (seed line 7581).
    pub const VOPD_OPX: Field = Field { hi: 25, lo: 22 };
    /// VOPD ENCODING [31:26] (seed line 7582).
    pub const VOPD_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VOPD SRCY0 [40:32] (seed line 7583).
    pub const VOPD_SRCY0: Field = Field { hi: 40, lo: 32 };
    /// VOPD VSRCY1 [48:41] (seed line 7584).
    pub const VOPD_VSRCY1: Field = Field { hi: 48, lo: 41 };
    /// VOPD VDSTY [55:49] (seed line 7585).
    pub const VOPD_VDSTY: Field = Field { hi: 55, lo: 49 };
    /// VOPD VDSTX [63:56] (seed line 7586).
    pub const VOPD_VDSTX: Field = Field { hi: 63, lo: 56 };
    /// DPP16 SRC0 [39:32] (seed line 7624).
    pub const DPP16_SRC0: Field = Field { hi: 39, lo: 32 };
    /// DPP16 DPP_CTRL [48:40] (seed line 7625).
    pub const DPP16_DPP_CTRL: Field = Field { hi: 48, lo: 40 };
    /// DPP16 FI [50:50] (seed line 7626).
    pub const DPP16_FI: Field = Field { hi: 50, lo: 50 };
    /// DPP16 BC [51:51] (seed line 7627).
    pub const DPP16_BC: Field = Field { hi: 51, lo: 51 };
    /// DPP16 SRC0_NEG [52:52] (seed line 7628).
    pub const DPP16_SRC0_NEG: Field = Field { hi: 52, lo: 52 };
    /// DPP16 SRC0_ABS [53:53] (seed line 7629).
    pub const DPP16_SRC0_ABS: Field = Field { hi: 53, lo: 53 };
    /// DPP16 SRC1_NEG [54:54] (seed line 7630).
    pub const DPP16_SRC1_NEG: Field = Field { hi: 54, lo: 54 };
    /// DPP16 SRC1_ABS [55:55] (seed line 7631).
    pub const DPP16_SRC1_ABS: Field = Field { hi: 55, lo: 55 };
    /// DPP16 BANK_MASK [59:56] (seed line 7632).
    pub const DPP16_BANK_MASK: Field = Field { hi: 59, lo: 56 };
    /// DPP16 ROW_MASK [63:60] (seed line 7633).
    pub const DPP16_ROW_MASK: Field = Field { hi: 63, lo: 60 };
    /// DPP8 SRC0 [39:32] (seed line 7663).
    pub const DPP8_SRC0: Field = Field { hi: 39, lo: 32 };
    /// DPP8 LANE_SEL0 [42:40] (seed line 7664).
    pub const DPP8_LANE_SEL0: Field = Field { hi: 42, lo: 40 };
    /// DPP8 LANE_SEL1 [45:43] (seed line 7665).
    pub const DPP8_LANE_SEL1: Field = Field { hi: 45, lo: 43 };
    /// DPP8 LANE_SEL2 [48:46] (seed line 7666).
    pub const DPP8_LANE_SEL2: Field = Field { hi: 48, lo: 46 };
    /// DPP8 LANE_SEL3 [51:49] (seed line 7667).
    pub const DPP8_LANE_SEL3: Field = Field { hi: 51, lo: 49 };
    /// DPP8 LANE_SEL4 [54:52] (seed line 7668).
    pub const DPP8_LANE_SEL4: Field = Field { hi: 54, lo: 52 };
    /// DPP8 LANE_SEL5 [57:55] (seed line 7669).
    pub const DPP8_LANE_SEL5: Field = Field { hi: 57, lo: 55 };
    /// DPP8 LANE_SEL6 [60:58] (seed line 7670).
    pub const DPP8_LANE_SEL6: Field = Field { hi: 60, lo: 58 };
    /// DPP8 LANE_SEL7 [63:61] (seed line 7671).
    pub const DPP8_LANE_SEL7: Field = Field { hi: 63, lo: 61 };
    /// VINTERP VDST [7:0] (seed line 7689).
    pub const VINTERP_VDST: Field = Field { hi: 7, lo: 0 };
    /// VINTERP WAITEXP [10:8] (seed line 7690).
    pub const VINTERP_WAITEXP: Field = Field { hi: 10, lo: 8 };
    /// VINTERP OPSEL [14:11] (seed line 7691).
    pub const VINTERP_OPSEL: Field = Field { hi: 14, lo: 11 };
    /// VINTERP CM [15:15] (seed line 7692).
    pub const VINTERP_CM: Field = Field { hi: 15, lo: 15 };
    /// VINTERP OP [20:16] (seed line 7693).
    pub const VINTERP_OP: Field = Field { hi: 20, lo: 16 };
    /// VINTERP ENCODING [31:24] (seed line 7694).
    pub const VINTERP_ENCODING: Field = Field { hi: 31, lo: 24 };
    /// VINTERP SRC0 [40:32] (seed line 7695).
    pub const VINTERP_SRC0: Field = Field { hi: 40, lo: 32 };
    /// VINTERP SRC1 [49:41] (seed line 7697).
    pub const VINTERP_SRC1: Field = Field { hi: 49, lo: 41 };
    /// VINTERP SRC2 [58:50] (seed line 7698).
    pub const VINTERP_SRC2: Field = Field { hi: 58, lo: 50 };
    /// VINTERP NEG [63:61] (seed line 7699).
    pub const VINTERP_NEG: Field = Field { hi: 63, lo: 61 };
    /// VDSDIR VDST [7:0] (seed line 7723).
    pub const VDSDIR_VDST: Field = Field { hi: 7, lo: 0 };
    /// VDSDIR ATTR_CHAN [9:8] (seed line 7724).
    pub const VDSDIR_ATTR_CHAN: Field = Field { hi: 9, lo: 8 };
    /// VDSDIR ATTR [15:10] (seed line 7728).
    pub const VDSDIR_ATTR: Field = Field { hi: 15, lo: 10 };
    /// VDSDIR WAIT_VA [19:16] (seed line 7729).
    pub const VDSDIR_WAIT_VA: Field = Field { hi: 19, lo: 16 };
    /// VDSDIR OP [21:20] (seed line 7730).
    pub const VDSDIR_OP: Field = Field { hi: 21, lo: 20 };
    /// VDSDIR WAIT_VMVSRC [23:23] (seed line 7731).
    pub const VDSDIR_WAIT_VMVSRC: Field = Field { hi: 23, lo: 23 };
    /// VDSDIR ENCODING [31:24] (seed line 7732).
    pub const VDSDIR_ENCODING: Field = Field { hi: 31, lo: 24 };
    /// VDS OFFSET0 [7:0] (seed line 7752).
    pub const VDS_OFFSET0: Field = Field { hi: 7, lo: 0 };
    /// VDS OFFSET1 [15:8] (seed line 7753).
    pub const VDS_OFFSET1: Field = Field { hi: 15, lo: 8 };
    /// VDS OP [25:18] (seed line 7754).
    pub const VDS_OP: Field = Field { hi: 25, lo: 18 };
    /// VDS ENCODING [31:26] (seed line 7755).
    pub const VDS_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VDS ADDR [39:32] (seed line 7756).
    pub const VDS_ADDR: Field = Field { hi: 39, lo: 32 };
    /// VDS DATA0 [47:40] (seed line 7757).
    pub const VDS_DATA0: Field = Field { hi: 47, lo: 40 };
    /// VDS DATA1 [55:48] (seed line 7758).
    pub const VDS_DATA1: Field = Field { hi: 55, lo: 48 };
    /// VDS VDST [63:56] (seed line 7759).
    pub const VDS_VDST: Field = Field { hi: 63, lo: 56 };
    /// VBUFFER SOFFSET [6:0] (seed line 7857).
    pub const VBUFFER_SOFFSET: Field = Field { hi: 6, lo: 0 };
    /// VBUFFER OP [21:14] (seed line 7858).
    pub const VBUFFER_OP: Field = Field { hi: 21, lo: 14 };
    /// VBUFFER TFE [22:22] (seed line 7859).
    pub const VBUFFER_TFE: Field = Field { hi: 22, lo: 22 };
    /// VBUFFER ENCODING [31:26] (seed line 7860).
    pub const VBUFFER_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VBUFFER VDATA [39:32] (seed line 7861).
    pub const VBUFFER_VDATA: Field = Field { hi: 39, lo: 32 };
    /// VBUFFER RSRC [49:41] (seed line 7862).
    pub const VBUFFER_RSRC: Field = Field { hi: 49, lo: 41 };
    /// VBUFFER SCOPE [51:50] (seed line 7863).
    pub const VBUFFER_SCOPE: Field = Field { hi: 51, lo: 50 };
    /// VBUFFER TH [54:52] (seed line 7864).
    pub const VBUFFER_TH: Field = Field { hi: 54, lo: 52 };
    /// VBUFFER FORMAT [61:55] (seed line 7865).
    pub const VBUFFER_FORMAT: Field = Field { hi: 61, lo: 55 };
    /// VBUFFER OFFEN [62:62] (seed line 7866).
    pub const VBUFFER_OFFEN: Field = Field { hi: 62, lo: 62 };
    /// VBUFFER IDXEN [63:63] (seed line 7867).
    pub const VBUFFER_IDXEN: Field = Field { hi: 63, lo: 63 };
    /// VBUFFER VADDR [71:64] (seed line 7868).
    pub const VBUFFER_VADDR: Field = Field { hi: 71, lo: 64 };
    /// VBUFFER IOFFSET [95:72] (seed line 7869).
    pub const VBUFFER_IOFFSET: Field = Field { hi: 95, lo: 72 };
    /// VIMAGE DIM [2:0] (seed line 7934).
    pub const VIMAGE_DIM: Field = Field { hi: 2, lo: 0 };
    /// VIMAGE R128 [4:4] (seed line 7935).
    pub const VIMAGE_R128: Field = Field { hi: 4, lo: 4 };
    /// VIMAGE D16 [5:5] (seed line 7936).
    pub const VIMAGE_D16: Field = Field { hi: 5, lo: 5 };
    /// VIMAGE A16 [6:6] (seed line 7937).
    pub const VIMAGE_A16: Field = Field { hi: 6, lo: 6 };
    /// VIMAGE OP [21:14] (seed line 7938).
    pub const VIMAGE_OP: Field = Field { hi: 21, lo: 14 };
    /// VIMAGE DMASK [25:22] (seed line 7939).
    pub const VIMAGE_DMASK: Field = Field { hi: 25, lo: 22 };
    /// VIMAGE ENCODING [31:26] (seed line 7940).
    pub const VIMAGE_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VIMAGE VDATA [39:32] (seed line 7941).
    pub const VIMAGE_VDATA: Field = Field { hi: 39, lo: 32 };
    /// VIMAGE RSRC [49:41] (seed line 7942).
    pub const VIMAGE_RSRC: Field = Field { hi: 49, lo: 41 };
    /// VIMAGE SCOPE [51:50] (seed line 7943).
    pub const VIMAGE_SCOPE: Field = Field { hi: 51, lo: 50 };
    /// VIMAGE TH [54:52] (seed line 7944).
    pub const VIMAGE_TH: Field = Field { hi: 54, lo: 52 };
    /// VIMAGE TFE [55:55] (seed line 7945).
    pub const VIMAGE_TFE: Field = Field { hi: 55, lo: 55 };
    /// VIMAGE VADDR4 [63:56] (seed line 7946).
    pub const VIMAGE_VADDR4: Field = Field { hi: 63, lo: 56 };
    /// VIMAGE VADDR0 [71:64] (seed line 7947).
    pub const VIMAGE_VADDR0: Field = Field { hi: 71, lo: 64 };
    /// VIMAGE VADDR1 [79:72] (seed line 7948).
    pub const VIMAGE_VADDR1: Field = Field { hi: 79, lo: 72 };
    /// VIMAGE VADDR2 [87:80] (seed line 7949).
    pub const VIMAGE_VADDR2: Field = Field { hi: 87, lo: 80 };
    /// VIMAGE VADDR3 [95:88] (seed line 7950).
    pub const VIMAGE_VADDR3: Field = Field { hi: 95, lo: 88 };
    /// VSAMPLE DIM [2:0] (seed line 7989).
    pub const VSAMPLE_DIM: Field = Field { hi: 2, lo: 0 };
    /// VSAMPLE TFE [3:3] (seed line 7990).
    pub const VSAMPLE_TFE: Field = Field { hi: 3, lo: 3 };
    /// VSAMPLE R128 [4:4] (seed line 7991).
    pub const VSAMPLE_R128: Field = Field { hi: 4, lo: 4 };
    /// VSAMPLE D16 [5:5] (seed line 7992).
    pub const VSAMPLE_D16: Field = Field { hi: 5, lo: 5 };
    /// VSAMPLE A16 [6:6] (seed line 7993).
    pub const VSAMPLE_A16: Field = Field { hi: 6, lo: 6 };
    /// VSAMPLE UNRM [13:13] (seed line 7994).
    pub const VSAMPLE_UNRM: Field = Field { hi: 13, lo: 13 };
    /// VSAMPLE OP [21:14] (seed line 7995).
    pub const VSAMPLE_OP: Field = Field { hi: 21, lo: 14 };
    /// VSAMPLE DMASK [25:22] (seed line 7996).
    pub const VSAMPLE_DMASK: Field = Field { hi: 25, lo: 22 };
    /// VSAMPLE ENCODING [31:26] (seed line 7997).
    pub const VSAMPLE_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VSAMPLE VDATA [39:32] (seed line 7998).
    pub const VSAMPLE_VDATA: Field = Field { hi: 39, lo: 32 };
    /// VSAMPLE LWE [40:40] (seed line 7999).
    pub const VSAMPLE_LWE: Field = Field { hi: 40, lo: 40 };
    /// VSAMPLE RSRC [49:41] (seed line 8000).
    pub const VSAMPLE_RSRC: Field = Field { hi: 49, lo: 41 };
    /// VSAMPLE SCOPE [51:50] (seed line 8001).
    pub const VSAMPLE_SCOPE: Field = Field { hi: 51, lo: 50 };
    /// VSAMPLE TH [54:52] (seed line 8002).
    pub const VSAMPLE_TH: Field = Field { hi: 54, lo: 52 };
    /// VSAMPLE SAMP [63:55] (seed line 8003).
    pub const VSAMPLE_SAMP: Field = Field { hi: 63, lo: 55 };
    /// VSAMPLE VADDR0 [71:64] (seed line 8004).
    pub const VSAMPLE_VADDR0: Field = Field { hi: 71, lo: 64 };
    /// VSAMPLE VADDR1 [79:72] (seed line 8005).
    pub const VSAMPLE_VADDR1: Field = Field { hi: 79, lo: 72 };
    /// VSAMPLE VADDR2 [87:80] (seed line 8006).
    pub const VSAMPLE_VADDR2: Field = Field { hi: 87, lo: 80 };
    /// VSAMPLE VADDR3 [95:88] (seed line 8007).
    pub const VSAMPLE_VADDR3: Field = Field { hi: 95, lo: 88 };
    /// VFLAT SADDR [6:0] (seed line 8072).
    pub const VFLAT_SADDR: Field = Field { hi: 6, lo: 0 };
    /// VFLAT OP [21:14] (seed line 8073).
    pub const VFLAT_OP: Field = Field { hi: 21, lo: 14 };
    /// VFLAT ENCODING [31:24] (seed line 8074).
    pub const VFLAT_ENCODING: Field = Field { hi: 31, lo: 24 };
    /// VFLAT VDST [39:32] (seed line 8075).
    pub const VFLAT_VDST: Field = Field { hi: 39, lo: 32 };
    /// VFLAT SVE [49:49] (seed line 8076).
    pub const VFLAT_SVE: Field = Field { hi: 49, lo: 49 };
    /// VFLAT SCOPE [51:50] (seed line 8077).
    pub const VFLAT_SCOPE: Field = Field { hi: 51, lo: 50 };
    /// VFLAT TH [54:52] (seed line 8078).
    pub const VFLAT_TH: Field = Field { hi: 54, lo: 52 };
    /// VFLAT VSRC [62:55] (seed line 8079).
    pub const VFLAT_VSRC: Field = Field { hi: 62, lo: 55 };
    /// VFLAT VADDR [71:64] (seed line 8080).
    pub const VFLAT_VADDR: Field = Field { hi: 71, lo: 64 };
    /// VFLAT IOFFSET [95:72] (seed line 8084).
    pub const VFLAT_IOFFSET: Field = Field { hi: 95, lo: 72 };
    /// VEXPORT EN [3:0] (seed line 8198).
    pub const VEXPORT_EN: Field = Field { hi: 3, lo: 0 };
    /// VEXPORT TARGET [9:4] (seed line 8199).
    pub const VEXPORT_TARGET: Field = Field { hi: 9, lo: 4 };
    /// VEXPORT DONE [11:11] (seed line 8200).
    pub const VEXPORT_DONE: Field = Field { hi: 11, lo: 11 };
    /// VEXPORT ROW [13:13] (seed line 8201).
    pub const VEXPORT_ROW: Field = Field { hi: 13, lo: 13 };
    /// VEXPORT ENCODING [31:26] (seed line 8202).
    pub const VEXPORT_ENCODING: Field = Field { hi: 31, lo: 26 };
    /// VEXPORT VSRC0 [39:32] (seed line 8203).
    pub const VEXPORT_VSRC0: Field = Field { hi: 39, lo: 32 };
    /// VEXPORT VSRC1 [47:40] (seed line 8204).
    pub const VEXPORT_VSRC1: Field = Field { hi: 47, lo: 40 };
    /// VEXPORT VSRC2 [55:48] (seed line 8205).
    pub const VEXPORT_VSRC2: Field = Field { hi: 55, lo: 48 };
    /// VEXPORT VSRC3 [63:56] (seed line 8206).
    pub const VEXPORT_VSRC3: Field = Field { hi: 63, lo: 56 };
}

/// Every opcode (chapter 15 tables, errata applied), in table order: 1568 rows.
pub static OPS: [OpInfo; 1568] = [
    // SOP2 0 S_ADD_CO_U32 (seed line 6387)
    OpInfo { fmt: Format::Sop2, op: 0, name: "S_ADD_CO_U32", mn: "s_add_co_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6387 },
    // SOP2 1 S_SUB_CO_U32 (seed line 6388)
    OpInfo { fmt: Format::Sop2, op: 1, name: "S_SUB_CO_U32", mn: "s_sub_co_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6388 },
    // SOP2 2 S_ADD_CO_I32 (seed line 6389)
    OpInfo { fmt: Format::Sop2, op: 2, name: "S_ADD_CO_I32", mn: "s_add_co_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6389 },
    // SOP2 3 S_SUB_CO_I32 (seed line 6390)
    OpInfo { fmt: Format::Sop2, op: 3, name: "S_SUB_CO_I32", mn: "s_sub_co_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6390 },
    // SOP2 4 S_ADD_CO_CI_U32 (seed line 6391)
    OpInfo { fmt: Format::Sop2, op: 4, name: "S_ADD_CO_CI_U32", mn: "s_add_co_ci_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6391 },
    // SOP2 5 S_SUB_CO_CI_U32 (seed line 6392)
    OpInfo { fmt: Format::Sop2, op: 5, name: "S_SUB_CO_CI_U32", mn: "s_sub_co_ci_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6392 },
    // SOP2 6 S_ABSDIFF_I32 (seed line 6393)
    OpInfo { fmt: Format::Sop2, op: 6, name: "S_ABSDIFF_I32", mn: "s_absdiff_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6393 },
    // SOP2 8 S_LSHL_B32 (seed line 6394)
    OpInfo { fmt: Format::Sop2, op: 8, name: "S_LSHL_B32", mn: "s_lshl_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6394 },
    // SOP2 9 S_LSHL_B64 (seed line 6395)
    OpInfo { fmt: Format::Sop2, op: 9, name: "S_LSHL_B64", mn: "s_lshl_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6395 },
    // SOP2 10 S_LSHR_B32 (seed line 6396)
    OpInfo { fmt: Format::Sop2, op: 10, name: "S_LSHR_B32", mn: "s_lshr_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6396 },
    // SOP2 11 S_LSHR_B64 (seed line 6397)
    OpInfo { fmt: Format::Sop2, op: 11, name: "S_LSHR_B64", mn: "s_lshr_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6397 },
    // SOP2 12 S_ASHR_I32 (seed line 6398)
    OpInfo { fmt: Format::Sop2, op: 12, name: "S_ASHR_I32", mn: "s_ashr_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6398 },
    // SOP2 13 S_ASHR_I64 (seed line 6399)
    OpInfo { fmt: Format::Sop2, op: 13, name: "S_ASHR_I64", mn: "s_ashr_i64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6399 },
    // SOP2 14 S_LSHL1_ADD_U32 (seed line 6400)
    OpInfo { fmt: Format::Sop2, op: 14, name: "S_LSHL1_ADD_U32", mn: "s_lshl1_add_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6400 },
    // SOP2 15 S_LSHL2_ADD_U32 (seed line 6401)
    OpInfo { fmt: Format::Sop2, op: 15, name: "S_LSHL2_ADD_U32", mn: "s_lshl2_add_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6401 },
    // SOP2 16 S_LSHL3_ADD_U32 (seed line 6402)
    OpInfo { fmt: Format::Sop2, op: 16, name: "S_LSHL3_ADD_U32", mn: "s_lshl3_add_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6402 },
    // SOP2 17 S_LSHL4_ADD_U32 (seed line 6403)
    OpInfo { fmt: Format::Sop2, op: 17, name: "S_LSHL4_ADD_U32", mn: "s_lshl4_add_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6403 },
    // SOP2 18 S_MIN_I32 (seed line 6404)
    OpInfo { fmt: Format::Sop2, op: 18, name: "S_MIN_I32", mn: "s_min_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6404 },
    // SOP2 19 S_MIN_U32 (seed line 6405)
    OpInfo { fmt: Format::Sop2, op: 19, name: "S_MIN_U32", mn: "s_min_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6405 },
    // SOP2 20 S_MAX_I32 (seed line 6406)
    OpInfo { fmt: Format::Sop2, op: 20, name: "S_MAX_I32", mn: "s_max_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6406 },
    // SOP2 21 S_MAX_U32 (seed line 6407)
    OpInfo { fmt: Format::Sop2, op: 21, name: "S_MAX_U32", mn: "s_max_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6407 },
    // SOP2 22 S_AND_B32 (seed line 6408)
    OpInfo { fmt: Format::Sop2, op: 22, name: "S_AND_B32", mn: "s_and_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6408 },
    // SOP2 23 S_AND_B64 (seed line 6409)
    OpInfo { fmt: Format::Sop2, op: 23, name: "S_AND_B64", mn: "s_and_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6409 },
    // SOP2 24 S_OR_B32 (seed line 6410)
    OpInfo { fmt: Format::Sop2, op: 24, name: "S_OR_B32", mn: "s_or_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6410 },
    // SOP2 25 S_OR_B64 (seed line 6411)
    OpInfo { fmt: Format::Sop2, op: 25, name: "S_OR_B64", mn: "s_or_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6411 },
    // SOP2 26 S_XOR_B32 (seed line 6412)
    OpInfo { fmt: Format::Sop2, op: 26, name: "S_XOR_B32", mn: "s_xor_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6412 },
    // SOP2 27 S_XOR_B64 (seed line 6413)
    OpInfo { fmt: Format::Sop2, op: 27, name: "S_XOR_B64", mn: "s_xor_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6413 },
    // SOP2 28 S_NAND_B32 (seed line 6414)
    OpInfo { fmt: Format::Sop2, op: 28, name: "S_NAND_B32", mn: "s_nand_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6414 },
    // SOP2 29 S_NAND_B64 (seed line 6415)
    OpInfo { fmt: Format::Sop2, op: 29, name: "S_NAND_B64", mn: "s_nand_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6415 },
    // SOP2 30 S_NOR_B32 (seed line 6416)
    OpInfo { fmt: Format::Sop2, op: 30, name: "S_NOR_B32", mn: "s_nor_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6416 },
    // SOP2 31 S_NOR_B64 (seed line 6417)
    OpInfo { fmt: Format::Sop2, op: 31, name: "S_NOR_B64", mn: "s_nor_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6417 },
    // SOP2 32 S_XNOR_B32 (seed line 6418)
    OpInfo { fmt: Format::Sop2, op: 32, name: "S_XNOR_B32", mn: "s_xnor_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6418 },
    // SOP2 33 S_XNOR_B64 (seed line 6419)
    OpInfo { fmt: Format::Sop2, op: 33, name: "S_XNOR_B64", mn: "s_xnor_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6419 },
    // SOP2 34 S_AND_NOT1_B32 (seed line 6420)
    OpInfo { fmt: Format::Sop2, op: 34, name: "S_AND_NOT1_B32", mn: "s_and_not1_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6420 },
    // SOP2 35 S_AND_NOT1_B64 (seed line 6421)
    OpInfo { fmt: Format::Sop2, op: 35, name: "S_AND_NOT1_B64", mn: "s_and_not1_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6421 },
    // SOP2 36 S_OR_NOT1_B32 (seed line 6422)
    OpInfo { fmt: Format::Sop2, op: 36, name: "S_OR_NOT1_B32", mn: "s_or_not1_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6422 },
    // SOP2 37 S_OR_NOT1_B64 (seed line 6423)
    OpInfo { fmt: Format::Sop2, op: 37, name: "S_OR_NOT1_B64", mn: "s_or_not1_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6423 },
    // SOP2 38 S_BFE_U32 (seed line 6387)
    OpInfo { fmt: Format::Sop2, op: 38, name: "S_BFE_U32", mn: "s_bfe_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6387 },
    // SOP2 39 S_BFE_I32 (seed line 6388)
    OpInfo { fmt: Format::Sop2, op: 39, name: "S_BFE_I32", mn: "s_bfe_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6388 },
    // SOP2 40 S_BFE_U64 (seed line 6389)
    OpInfo { fmt: Format::Sop2, op: 40, name: "S_BFE_U64", mn: "s_bfe_u64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6389 },
    // SOP2 41 S_BFE_I64 (seed line 6390)
    OpInfo { fmt: Format::Sop2, op: 41, name: "S_BFE_I64", mn: "s_bfe_i64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6390 },
    // SOP2 42 S_BFM_B32 (seed line 6391)
    OpInfo { fmt: Format::Sop2, op: 42, name: "S_BFM_B32", mn: "s_bfm_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6391 },
    // SOP2 43 S_BFM_B64 (seed line 6392)
    OpInfo { fmt: Format::Sop2, op: 43, name: "S_BFM_B64", mn: "s_bfm_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6392 },
    // SOP2 44 S_MUL_I32 (seed line 6393)
    OpInfo { fmt: Format::Sop2, op: 44, name: "S_MUL_I32", mn: "s_mul_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6393 },
    // SOP2 45 S_MUL_HI_U32 (seed line 6394)
    OpInfo { fmt: Format::Sop2, op: 45, name: "S_MUL_HI_U32", mn: "s_mul_hi_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6394 },
    // SOP2 46 S_MUL_HI_I32 (seed line 6395)
    OpInfo { fmt: Format::Sop2, op: 46, name: "S_MUL_HI_I32", mn: "s_mul_hi_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6395 },
    // SOP2 48 S_CSELECT_B32 (seed line 6396)
    OpInfo { fmt: Format::Sop2, op: 48, name: "S_CSELECT_B32", mn: "s_cselect_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6396 },
    // SOP2 49 S_CSELECT_B64 (seed line 6397)
    OpInfo { fmt: Format::Sop2, op: 49, name: "S_CSELECT_B64", mn: "s_cselect_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6397 },
    // SOP2 50 S_PACK_LL_B32_B16 (seed line 6398)
    OpInfo { fmt: Format::Sop2, op: 50, name: "S_PACK_LL_B32_B16", mn: "s_pack_ll_b32_b16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6398 },
    // SOP2 51 S_PACK_LH_B32_B16 (seed line 6399)
    OpInfo { fmt: Format::Sop2, op: 51, name: "S_PACK_LH_B32_B16", mn: "s_pack_lh_b32_b16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6399 },
    // SOP2 52 S_PACK_HH_B32_B16 (seed line 6400)
    OpInfo { fmt: Format::Sop2, op: 52, name: "S_PACK_HH_B32_B16", mn: "s_pack_hh_b32_b16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6400 },
    // SOP2 53 S_PACK_HL_B32_B16 (seed line 6401)
    OpInfo { fmt: Format::Sop2, op: 53, name: "S_PACK_HL_B32_B16", mn: "s_pack_hl_b32_b16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6401 },
    // SOP2 64 S_ADD_F32 (seed line 6402)
    OpInfo { fmt: Format::Sop2, op: 64, name: "S_ADD_F32", mn: "s_add_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6402 },
    // SOP2 65 S_SUB_F32 (seed line 6403)
    OpInfo { fmt: Format::Sop2, op: 65, name: "S_SUB_F32", mn: "s_sub_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6403 },
    // SOP2 66 S_MIN_NUM_F32 (seed line 6404)
    OpInfo { fmt: Format::Sop2, op: 66, name: "S_MIN_NUM_F32", mn: "s_min_num_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6404 },
    // SOP2 67 S_MAX_NUM_F32 (seed line 6405)
    OpInfo { fmt: Format::Sop2, op: 67, name: "S_MAX_NUM_F32", mn: "s_max_num_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6405 },
    // SOP2 68 S_MUL_F32 (seed line 6406)
    OpInfo { fmt: Format::Sop2, op: 68, name: "S_MUL_F32", mn: "s_mul_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6406 },
    // SOP2 69 S_FMAAK_F32 (seed line 6407)
    OpInfo { fmt: Format::Sop2, op: 69, name: "S_FMAAK_F32", mn: "s_fmaak_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1), Slot::Lit], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1), Slot::Lit], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6407 },
    // SOP2 70 S_FMAMK_F32 (seed line 6408)
    OpInfo { fmt: Format::Sop2, op: 70, name: "S_FMAMK_F32", mn: "s_fmamk_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Lit, Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Lit, Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6408 },
    // SOP2 71 S_FMAC_F32 (seed line 6409)
    OpInfo { fmt: Format::Sop2, op: 71, name: "S_FMAC_F32", mn: "s_fmac_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6409 },
    // SOP2 72 S_CVT_PK_RTZ_F16_F32 (seed line 6410)
    OpInfo { fmt: Format::Sop2, op: 72, name: "S_CVT_PK_RTZ_F16_F32", mn: "s_cvt_pk_rtz_f16_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6410 },
    // SOP2 73 S_ADD_F16 (seed line 6411)
    OpInfo { fmt: Format::Sop2, op: 73, name: "S_ADD_F16", mn: "s_add_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6411 },
    // SOP2 74 S_SUB_F16 (seed line 6412)
    OpInfo { fmt: Format::Sop2, op: 74, name: "S_SUB_F16", mn: "s_sub_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6412 },
    // SOP2 75 S_MIN_NUM_F16 (seed line 6413)
    OpInfo { fmt: Format::Sop2, op: 75, name: "S_MIN_NUM_F16", mn: "s_min_num_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6413 },
    // SOP2 76 S_MAX_NUM_F16 (seed line 6414)
    OpInfo { fmt: Format::Sop2, op: 76, name: "S_MAX_NUM_F16", mn: "s_max_num_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6414 },
    // SOP2 77 S_MUL_F16 (seed line 6415)
    OpInfo { fmt: Format::Sop2, op: 77, name: "S_MUL_F16", mn: "s_mul_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6415 },
    // SOP2 78 S_FMAC_F16 (seed line 6416)
    OpInfo { fmt: Format::Sop2, op: 78, name: "S_FMAC_F16", mn: "s_fmac_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6416 },
    // SOP2 79 S_MINIMUM_F32 (seed line 6417)
    OpInfo { fmt: Format::Sop2, op: 79, name: "S_MINIMUM_F32", mn: "s_minimum_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6417 },
    // SOP2 80 S_MAXIMUM_F32 (seed line 6418)
    OpInfo { fmt: Format::Sop2, op: 80, name: "S_MAXIMUM_F32", mn: "s_maximum_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6418 },
    // SOP2 81 S_MINIMUM_F16 (seed line 6419)
    OpInfo { fmt: Format::Sop2, op: 81, name: "S_MINIMUM_F16", mn: "s_minimum_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6419 },
    // SOP2 82 S_MAXIMUM_F16 (seed line 6420)
    OpInfo { fmt: Format::Sop2, op: 82, name: "S_MAXIMUM_F16", mn: "s_maximum_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6420 },
    // SOP2 83 S_ADD_NC_U64 (seed line 6421)
    OpInfo { fmt: Format::Sop2, op: 83, name: "S_ADD_NC_U64", mn: "s_add_nc_u64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6421 },
    // SOP2 84 S_SUB_NC_U64 (seed line 6422)
    OpInfo { fmt: Format::Sop2, op: 84, name: "S_SUB_NC_U64", mn: "s_sub_nc_u64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6422 },
    // SOP2 85 S_MUL_U64 (seed line 6423)
    OpInfo { fmt: Format::Sop2, op: 85, name: "S_MUL_U64", mn: "s_mul_u64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6423 },
    // SOPK 0 S_MOVK_I32 (seed line 6444)
    OpInfo { fmt: Format::Sopk, op: 0, name: "S_MOVK_I32", mn: "s_movk_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6444 },
    // SOPK 1 S_VERSION (seed line 6445)
    OpInfo { fmt: Format::Sopk, op: 1, name: "S_VERSION", mn: "s_version", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6445 },
    // SOPK 2 S_CMOVK_I32 (seed line 6446)
    OpInfo { fmt: Format::Sopk, op: 2, name: "S_CMOVK_I32", mn: "s_cmovk_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6446 },
    // SOPK 15 S_ADDK_CO_I32 (seed line 6447)
    OpInfo { fmt: Format::Sopk, op: 15, name: "S_ADDK_CO_I32", mn: "s_addk_co_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6447 },
    // SOPK 16 S_MULK_I32 (seed line 6448)
    OpInfo { fmt: Format::Sopk, op: 16, name: "S_MULK_I32", mn: "s_mulk_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6448 },
    // SOPK 17 S_GETREG_B32 (seed line 6444)
    OpInfo { fmt: Format::Sopk, op: 17, name: "S_GETREG_B32", mn: "s_getreg_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hwreg)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Hwreg)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6444 },
    // SOPK 18 S_SETREG_B32 (seed line 6445)
    OpInfo { fmt: Format::Sopk, op: 18, name: "S_SETREG_B32", mn: "s_setreg_b32", ops32: &[Slot::Simm16(ImmStyle::Hwreg), Slot::Reg(Fld::Sdst, 1)], ops64: &[Slot::Simm16(ImmStyle::Hwreg), Slot::Reg(Fld::Sdst, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6445 },
    // SOPK 19 S_SETREG_IMM32_B32 (seed line 6446)
    OpInfo { fmt: Format::Sopk, op: 19, name: "S_SETREG_IMM32_B32", mn: "s_setreg_imm32_b32", ops32: &[Slot::Simm16(ImmStyle::Hwreg), Slot::Lit], ops64: &[Slot::Simm16(ImmStyle::Hwreg), Slot::Lit], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6446 },
    // SOPK 20 S_CALL_B64 (seed line 6447)
    OpInfo { fmt: Format::Sopk, op: 20, name: "S_CALL_B64", mn: "s_call_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6447 },
    // SOP1 0 S_MOV_B32 (seed line 6500)
    OpInfo { fmt: Format::Sop1, op: 0, name: "S_MOV_B32", mn: "s_mov_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6500 },
    // SOP1 1 S_MOV_B64 (seed line 6501)
    OpInfo { fmt: Format::Sop1, op: 1, name: "S_MOV_B64", mn: "s_mov_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6501 },
    // SOP1 2 S_CMOV_B32 (seed line 6502)
    OpInfo { fmt: Format::Sop1, op: 2, name: "S_CMOV_B32", mn: "s_cmov_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6502 },
    // SOP1 3 S_CMOV_B64 (seed line 6503)
    OpInfo { fmt: Format::Sop1, op: 3, name: "S_CMOV_B64", mn: "s_cmov_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6503 },
    // SOP1 4 S_BREV_B32 (seed line 6504)
    OpInfo { fmt: Format::Sop1, op: 4, name: "S_BREV_B32", mn: "s_brev_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6504 },
    // SOP1 5 S_BREV_B64 (seed line 6505)
    OpInfo { fmt: Format::Sop1, op: 5, name: "S_BREV_B64", mn: "s_brev_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6505 },
    // SOP1 8 S_CTZ_I32_B32 (seed line 6506)
    OpInfo { fmt: Format::Sop1, op: 8, name: "S_CTZ_I32_B32", mn: "s_ctz_i32_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6506 },
    // SOP1 9 S_CTZ_I32_B64 (seed line 6507)
    OpInfo { fmt: Format::Sop1, op: 9, name: "S_CTZ_I32_B64", mn: "s_ctz_i32_b64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6507 },
    // SOP1 10 S_CLZ_I32_U32 (seed line 6508)
    OpInfo { fmt: Format::Sop1, op: 10, name: "S_CLZ_I32_U32", mn: "s_clz_i32_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6508 },
    // SOP1 11 S_CLZ_I32_U64 (seed line 6509)
    OpInfo { fmt: Format::Sop1, op: 11, name: "S_CLZ_I32_U64", mn: "s_clz_i32_u64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6509 },
    // SOP1 12 S_CLS_I32 (seed line 6510)
    OpInfo { fmt: Format::Sop1, op: 12, name: "S_CLS_I32", mn: "s_cls_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6510 },
    // SOP1 13 S_CLS_I32_I64 (seed line 6511)
    OpInfo { fmt: Format::Sop1, op: 13, name: "S_CLS_I32_I64", mn: "s_cls_i32_i64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6511 },
    // SOP1 14 S_SEXT_I32_I8 (seed line 6512)
    OpInfo { fmt: Format::Sop1, op: 14, name: "S_SEXT_I32_I8", mn: "s_sext_i32_i8", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6512 },
    // SOP1 15 S_SEXT_I32_I16 (seed line 6513)
    OpInfo { fmt: Format::Sop1, op: 15, name: "S_SEXT_I32_I16", mn: "s_sext_i32_i16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6513 },
    // SOP1 16 S_BITSET0_B32 (seed line 6517)
    OpInfo { fmt: Format::Sop1, op: 16, name: "S_BITSET0_B32", mn: "s_bitset0_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6517 },
    // SOP1 17 S_BITSET0_B64 (seed line 6518)
    OpInfo { fmt: Format::Sop1, op: 17, name: "S_BITSET0_B64", mn: "s_bitset0_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6518 },
    // SOP1 18 S_BITSET1_B32 (seed line 6519)
    OpInfo { fmt: Format::Sop1, op: 18, name: "S_BITSET1_B32", mn: "s_bitset1_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6519 },
    // SOP1 19 S_BITSET1_B64 (seed line 6520)
    OpInfo { fmt: Format::Sop1, op: 19, name: "S_BITSET1_B64", mn: "s_bitset1_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6520 },
    // SOP1 20 S_BITREPLICATE_B64_B32 (seed line 6521)
    OpInfo { fmt: Format::Sop1, op: 20, name: "S_BITREPLICATE_B64_B32", mn: "s_bitreplicate_b64_b32", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6521 },
    // SOP1 21 S_ABS_I32 (seed line 6522)
    OpInfo { fmt: Format::Sop1, op: 21, name: "S_ABS_I32", mn: "s_abs_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6522 },
    // SOP1 22 S_BCNT0_I32_B32 (seed line 6523)
    OpInfo { fmt: Format::Sop1, op: 22, name: "S_BCNT0_I32_B32", mn: "s_bcnt0_i32_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6523 },
    // SOP1 23 S_BCNT0_I32_B64 (seed line 6524)
    OpInfo { fmt: Format::Sop1, op: 23, name: "S_BCNT0_I32_B64", mn: "s_bcnt0_i32_b64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6524 },
    // SOP1 24 S_BCNT1_I32_B32 (seed line 6525)
    OpInfo { fmt: Format::Sop1, op: 24, name: "S_BCNT1_I32_B32", mn: "s_bcnt1_i32_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6525 },
    // SOP1 25 S_BCNT1_I32_B64 (seed line 6526)
    OpInfo { fmt: Format::Sop1, op: 25, name: "S_BCNT1_I32_B64", mn: "s_bcnt1_i32_b64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6526 },
    // SOP1 26 S_QUADMASK_B32 (seed line 6527)
    OpInfo { fmt: Format::Sop1, op: 26, name: "S_QUADMASK_B32", mn: "s_quadmask_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6527 },
    // SOP1 27 S_QUADMASK_B64 (seed line 6528)
    OpInfo { fmt: Format::Sop1, op: 27, name: "S_QUADMASK_B64", mn: "s_quadmask_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6528 },
    // SOP1 28 S_WQM_B32 (seed line 6529)
    OpInfo { fmt: Format::Sop1, op: 28, name: "S_WQM_B32", mn: "s_wqm_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6529 },
    // SOP1 29 S_WQM_B64 (seed line 6530)
    OpInfo { fmt: Format::Sop1, op: 29, name: "S_WQM_B64", mn: "s_wqm_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6530 },
    // SOP1 30 S_NOT_B32 (seed line 6531)
    OpInfo { fmt: Format::Sop1, op: 30, name: "S_NOT_B32", mn: "s_not_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6531 },
    // SOP1 31 S_NOT_B64 (seed line 6532)
    OpInfo { fmt: Format::Sop1, op: 31, name: "S_NOT_B64", mn: "s_not_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6532 },
    // SOP1 32 S_AND_SAVEEXEC_B32 (seed line 6533)
    OpInfo { fmt: Format::Sop1, op: 32, name: "S_AND_SAVEEXEC_B32", mn: "s_and_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6533 },
    // SOP1 33 S_AND_SAVEEXEC_B64 (seed line 6534)
    OpInfo { fmt: Format::Sop1, op: 33, name: "S_AND_SAVEEXEC_B64", mn: "s_and_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6534 },
    // SOP1 34 S_OR_SAVEEXEC_B32 (seed line 6535)
    OpInfo { fmt: Format::Sop1, op: 34, name: "S_OR_SAVEEXEC_B32", mn: "s_or_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6535 },
    // SOP1 35 S_OR_SAVEEXEC_B64 (seed line 6536)
    OpInfo { fmt: Format::Sop1, op: 35, name: "S_OR_SAVEEXEC_B64", mn: "s_or_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6536 },
    // SOP1 36 S_XOR_SAVEEXEC_B32 (seed line 6537)
    OpInfo { fmt: Format::Sop1, op: 36, name: "S_XOR_SAVEEXEC_B32", mn: "s_xor_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6537 },
    // SOP1 37 S_XOR_SAVEEXEC_B64 (seed line 6538)
    OpInfo { fmt: Format::Sop1, op: 37, name: "S_XOR_SAVEEXEC_B64", mn: "s_xor_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6538 },
    // SOP1 38 S_NAND_SAVEEXEC_B32 (seed line 6539)
    OpInfo { fmt: Format::Sop1, op: 38, name: "S_NAND_SAVEEXEC_B32", mn: "s_nand_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6539 },
    // SOP1 39 S_NAND_SAVEEXEC_B64 (seed line 6540)
    OpInfo { fmt: Format::Sop1, op: 39, name: "S_NAND_SAVEEXEC_B64", mn: "s_nand_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6540 },
    // SOP1 40 S_NOR_SAVEEXEC_B32 (seed line 6541)
    OpInfo { fmt: Format::Sop1, op: 40, name: "S_NOR_SAVEEXEC_B32", mn: "s_nor_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6541 },
    // SOP1 41 S_NOR_SAVEEXEC_B64 (seed line 6542)
    OpInfo { fmt: Format::Sop1, op: 41, name: "S_NOR_SAVEEXEC_B64", mn: "s_nor_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6542 },
    // SOP1 42 S_XNOR_SAVEEXEC_B32 (seed line 6543)
    OpInfo { fmt: Format::Sop1, op: 42, name: "S_XNOR_SAVEEXEC_B32", mn: "s_xnor_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6543 },
    // SOP1 43 S_XNOR_SAVEEXEC_B64 (seed line 6544)
    OpInfo { fmt: Format::Sop1, op: 43, name: "S_XNOR_SAVEEXEC_B64", mn: "s_xnor_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6544 },
    // SOP1 44 S_AND_NOT0_SAVEEXEC_B32 (seed line 6545)
    OpInfo { fmt: Format::Sop1, op: 44, name: "S_AND_NOT0_SAVEEXEC_B32", mn: "s_and_not0_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6545 },
    // SOP1 45 S_AND_NOT0_SAVEEXEC_B64 (seed line 6546)
    OpInfo { fmt: Format::Sop1, op: 45, name: "S_AND_NOT0_SAVEEXEC_B64", mn: "s_and_not0_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6546 },
    // SOP1 46 S_OR_NOT0_SAVEEXEC_B32 (seed line 6547)
    OpInfo { fmt: Format::Sop1, op: 46, name: "S_OR_NOT0_SAVEEXEC_B32", mn: "s_or_not0_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6547 },
    // SOP1 47 S_OR_NOT0_SAVEEXEC_B64 (seed line 6548)
    OpInfo { fmt: Format::Sop1, op: 47, name: "S_OR_NOT0_SAVEEXEC_B64", mn: "s_or_not0_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6548 },
    // SOP1 48 S_AND_NOT1_SAVEEXEC_B32 (seed line 6549)
    OpInfo { fmt: Format::Sop1, op: 48, name: "S_AND_NOT1_SAVEEXEC_B32", mn: "s_and_not1_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6549 },
    // SOP1 49 S_AND_NOT1_SAVEEXEC_B64 (seed line 6550)
    OpInfo { fmt: Format::Sop1, op: 49, name: "S_AND_NOT1_SAVEEXEC_B64", mn: "s_and_not1_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6550 },
    // SOP1 50 S_OR_NOT1_SAVEEXEC_B32 (seed line 6500)
    OpInfo { fmt: Format::Sop1, op: 50, name: "S_OR_NOT1_SAVEEXEC_B32", mn: "s_or_not1_saveexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6500 },
    // SOP1 51 S_OR_NOT1_SAVEEXEC_B64 (seed line 6501)
    OpInfo { fmt: Format::Sop1, op: 51, name: "S_OR_NOT1_SAVEEXEC_B64", mn: "s_or_not1_saveexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6501 },
    // SOP1 52 S_AND_NOT0_WREXEC_B32 (seed line 6502)
    OpInfo { fmt: Format::Sop1, op: 52, name: "S_AND_NOT0_WREXEC_B32", mn: "s_and_not0_wrexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6502 },
    // SOP1 53 S_AND_NOT0_WREXEC_B64 (seed line 6503)
    OpInfo { fmt: Format::Sop1, op: 53, name: "S_AND_NOT0_WREXEC_B64", mn: "s_and_not0_wrexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6503 },
    // SOP1 54 S_AND_NOT1_WREXEC_B32 (seed line 6504)
    OpInfo { fmt: Format::Sop1, op: 54, name: "S_AND_NOT1_WREXEC_B32", mn: "s_and_not1_wrexec_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6504 },
    // SOP1 55 S_AND_NOT1_WREXEC_B64 (seed line 6505)
    OpInfo { fmt: Format::Sop1, op: 55, name: "S_AND_NOT1_WREXEC_B64", mn: "s_and_not1_wrexec_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6505 },
    // SOP1 64 S_MOVRELS_B32 (seed line 6506)
    OpInfo { fmt: Format::Sop1, op: 64, name: "S_MOVRELS_B32", mn: "s_movrels_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6506 },
    // SOP1 65 S_MOVRELS_B64 (seed line 6507)
    OpInfo { fmt: Format::Sop1, op: 65, name: "S_MOVRELS_B64", mn: "s_movrels_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6507 },
    // SOP1 66 S_MOVRELD_B32 (seed line 6508)
    OpInfo { fmt: Format::Sop1, op: 66, name: "S_MOVRELD_B32", mn: "s_movreld_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6508 },
    // SOP1 67 S_MOVRELD_B64 (seed line 6509)
    OpInfo { fmt: Format::Sop1, op: 67, name: "S_MOVRELD_B64", mn: "s_movreld_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6509 },
    // SOP1 68 S_MOVRELSD_2_B32 (seed line 6510)
    OpInfo { fmt: Format::Sop1, op: 68, name: "S_MOVRELSD_2_B32", mn: "s_movrelsd_2_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6510 },
    // SOP1 71 S_GETPC_B64 (seed line 6511)
    OpInfo { fmt: Format::Sop1, op: 71, name: "S_GETPC_B64", mn: "s_getpc_b64", ops32: &[Slot::Reg(Fld::Sdst, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6511 },
    // SOP1 72 S_SETPC_B64 (seed line 6512)
    OpInfo { fmt: Format::Sop1, op: 72, name: "S_SETPC_B64", mn: "s_setpc_b64", ops32: &[Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6512 },
    // SOP1 73 S_SWAPPC_B64 (seed line 6513)
    OpInfo { fmt: Format::Sop1, op: 73, name: "S_SWAPPC_B64", mn: "s_swappc_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6513 },
    // SOP1 74 S_RFE_B64 (seed line 6517)
    OpInfo { fmt: Format::Sop1, op: 74, name: "S_RFE_B64", mn: "s_rfe_b64", ops32: &[Slot::Reg(Fld::Ssrc0, 2)], ops64: &[Slot::Reg(Fld::Ssrc0, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6517 },
    // SOP1 76 S_SENDMSG_RTN_B32 (seed line 6518)
    OpInfo { fmt: Format::Sop1, op: 76, name: "S_SENDMSG_RTN_B32", mn: "s_sendmsg_rtn_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Sendmsg)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Simm16(ImmStyle::Sendmsg)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6518 },
    // SOP1 77 S_SENDMSG_RTN_B64 (seed line 6519)
    OpInfo { fmt: Format::Sop1, op: 77, name: "S_SENDMSG_RTN_B64", mn: "s_sendmsg_rtn_b64", ops32: &[Slot::Reg(Fld::Sdst, 2), Slot::Simm16(ImmStyle::Sendmsg)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Simm16(ImmStyle::Sendmsg)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6519 },
    // SOP1 78 S_BARRIER_SIGNAL (seed line 6520)
    OpInfo { fmt: Format::Sop1, op: 78, name: "S_BARRIER_SIGNAL", mn: "s_barrier_signal", ops32: &[Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6520 },
    // SOP1 79 S_BARRIER_SIGNAL_ISFIRST (seed line 6521)
    OpInfo { fmt: Format::Sop1, op: 79, name: "S_BARRIER_SIGNAL_ISFIRST", mn: "s_barrier_signal_isfirst", ops32: &[Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6521 },
    // SOP1 80 S_GET_BARRIER_STATE (seed line 6522)
    OpInfo { fmt: Format::Sop1, op: 80, name: "S_GET_BARRIER_STATE", mn: "s_get_barrier_state", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6522 },
    // SOP1 83 S_ALLOC_VGPR (seed line 6525)
    OpInfo { fmt: Format::Sop1, op: 83, name: "S_ALLOC_VGPR", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6525 },
    // SOP1 88 S_SLEEP_VAR (seed line 6530)
    OpInfo { fmt: Format::Sop1, op: 88, name: "S_SLEEP_VAR", mn: "s_sleep_var", ops32: &[Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6530 },
    // SOP1 96 S_CEIL_F32 (seed line 6536)
    OpInfo { fmt: Format::Sop1, op: 96, name: "S_CEIL_F32", mn: "s_ceil_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6536 },
    // SOP1 97 S_FLOOR_F32 (seed line 6537)
    OpInfo { fmt: Format::Sop1, op: 97, name: "S_FLOOR_F32", mn: "s_floor_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6537 },
    // SOP1 98 S_TRUNC_F32 (seed line 6538)
    OpInfo { fmt: Format::Sop1, op: 98, name: "S_TRUNC_F32", mn: "s_trunc_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6538 },
    // SOP1 99 S_RNDNE_F32 (seed line 6539)
    OpInfo { fmt: Format::Sop1, op: 99, name: "S_RNDNE_F32", mn: "s_rndne_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6539 },
    // SOP1 100 S_CVT_F32_I32 (seed line 6540)
    OpInfo { fmt: Format::Sop1, op: 100, name: "S_CVT_F32_I32", mn: "s_cvt_f32_i32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6540 },
    // SOP1 101 S_CVT_F32_U32 (seed line 6541)
    OpInfo { fmt: Format::Sop1, op: 101, name: "S_CVT_F32_U32", mn: "s_cvt_f32_u32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6541 },
    // SOP1 102 S_CVT_I32_F32 (seed line 6542)
    OpInfo { fmt: Format::Sop1, op: 102, name: "S_CVT_I32_F32", mn: "s_cvt_i32_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6542 },
    // SOP1 103 S_CVT_U32_F32 (seed line 6543)
    OpInfo { fmt: Format::Sop1, op: 103, name: "S_CVT_U32_F32", mn: "s_cvt_u32_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6543 },
    // SOP1 104 S_CVT_F16_F32 (seed line 6544)
    OpInfo { fmt: Format::Sop1, op: 104, name: "S_CVT_F16_F32", mn: "s_cvt_f16_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6544 },
    // SOP1 105 S_CVT_F32_F16 (seed line 6545)
    OpInfo { fmt: Format::Sop1, op: 105, name: "S_CVT_F32_F16", mn: "s_cvt_f32_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6545 },
    // SOP1 106 S_CVT_HI_F32_F16 (seed line 6546)
    OpInfo { fmt: Format::Sop1, op: 106, name: "S_CVT_HI_F32_F16", mn: "s_cvt_hi_f32_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6546 },
    // SOP1 107 S_CEIL_F16 (seed line 6547)
    OpInfo { fmt: Format::Sop1, op: 107, name: "S_CEIL_F16", mn: "s_ceil_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6547 },
    // SOP1 108 S_FLOOR_F16 (seed line 6548)
    OpInfo { fmt: Format::Sop1, op: 108, name: "S_FLOOR_F16", mn: "s_floor_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6548 },
    // SOP1 109 S_TRUNC_F16 (seed line 6549)
    OpInfo { fmt: Format::Sop1, op: 109, name: "S_TRUNC_F16", mn: "s_trunc_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6549 },
    // SOP1 110 S_RNDNE_F16 (seed line 6550)
    OpInfo { fmt: Format::Sop1, op: 110, name: "S_RNDNE_F16", mn: "s_rndne_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Ssrc0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6550 },
    // SOPC 0 S_CMP_EQ_I32 (seed line 6603)
    OpInfo { fmt: Format::Sopc, op: 0, name: "S_CMP_EQ_I32", mn: "s_cmp_eq_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6603 },
    // SOPC 1 S_CMP_LG_I32 (seed line 6604)
    OpInfo { fmt: Format::Sopc, op: 1, name: "S_CMP_LG_I32", mn: "s_cmp_lg_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6604 },
    // SOPC 2 S_CMP_GT_I32 (seed line 6605)
    OpInfo { fmt: Format::Sopc, op: 2, name: "S_CMP_GT_I32", mn: "s_cmp_gt_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6605 },
    // SOPC 3 S_CMP_GE_I32 (seed line 6606)
    OpInfo { fmt: Format::Sopc, op: 3, name: "S_CMP_GE_I32", mn: "s_cmp_ge_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6606 },
    // SOPC 4 S_CMP_LT_I32 (seed line 6607)
    OpInfo { fmt: Format::Sopc, op: 4, name: "S_CMP_LT_I32", mn: "s_cmp_lt_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6607 },
    // SOPC 5 S_CMP_LE_I32 (seed line 6608)
    OpInfo { fmt: Format::Sopc, op: 5, name: "S_CMP_LE_I32", mn: "s_cmp_le_i32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6608 },
    // SOPC 6 S_CMP_EQ_U32 (seed line 6609)
    OpInfo { fmt: Format::Sopc, op: 6, name: "S_CMP_EQ_U32", mn: "s_cmp_eq_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6609 },
    // SOPC 7 S_CMP_LG_U32 (seed line 6610)
    OpInfo { fmt: Format::Sopc, op: 7, name: "S_CMP_LG_U32", mn: "s_cmp_lg_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6610 },
    // SOPC 8 S_CMP_GT_U32 (seed line 6611)
    OpInfo { fmt: Format::Sopc, op: 8, name: "S_CMP_GT_U32", mn: "s_cmp_gt_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6611 },
    // SOPC 9 S_CMP_GE_U32 (seed line 6612)
    OpInfo { fmt: Format::Sopc, op: 9, name: "S_CMP_GE_U32", mn: "s_cmp_ge_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6612 },
    // SOPC 10 S_CMP_LT_U32 (seed line 6613)
    OpInfo { fmt: Format::Sopc, op: 10, name: "S_CMP_LT_U32", mn: "s_cmp_lt_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6613 },
    // SOPC 11 S_CMP_LE_U32 (seed line 6614)
    OpInfo { fmt: Format::Sopc, op: 11, name: "S_CMP_LE_U32", mn: "s_cmp_le_u32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6614 },
    // SOPC 12 S_BITCMP0_B32 (seed line 6615)
    OpInfo { fmt: Format::Sopc, op: 12, name: "S_BITCMP0_B32", mn: "s_bitcmp0_b32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6615 },
    // SOPC 13 S_BITCMP1_B32 (seed line 6616)
    OpInfo { fmt: Format::Sopc, op: 13, name: "S_BITCMP1_B32", mn: "s_bitcmp1_b32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6616 },
    // SOPC 14 S_BITCMP0_B64 (seed line 6620)
    OpInfo { fmt: Format::Sopc, op: 14, name: "S_BITCMP0_B64", mn: "s_bitcmp0_b64", ops32: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6620 },
    // SOPC 15 S_BITCMP1_B64 (seed line 6621)
    OpInfo { fmt: Format::Sopc, op: 15, name: "S_BITCMP1_B64", mn: "s_bitcmp1_b64", ops32: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6621 },
    // SOPC 16 S_CMP_EQ_U64 (seed line 6622)
    OpInfo { fmt: Format::Sopc, op: 16, name: "S_CMP_EQ_U64", mn: "s_cmp_eq_u64", ops32: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6622 },
    // SOPC 17 S_CMP_LG_U64 (seed line 6623)
    OpInfo { fmt: Format::Sopc, op: 17, name: "S_CMP_LG_U64", mn: "s_cmp_lg_u64", ops32: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], ops64: &[Slot::Reg(Fld::Ssrc0, 2), Slot::Reg(Fld::Ssrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6623 },
    // SOPC 65 S_CMP_LT_F32 (seed line 6624)
    OpInfo { fmt: Format::Sopc, op: 65, name: "S_CMP_LT_F32", mn: "s_cmp_lt_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6624 },
    // SOPC 66 S_CMP_EQ_F32 (seed line 6625)
    OpInfo { fmt: Format::Sopc, op: 66, name: "S_CMP_EQ_F32", mn: "s_cmp_eq_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6625 },
    // SOPC 67 S_CMP_LE_F32 (seed line 6626)
    OpInfo { fmt: Format::Sopc, op: 67, name: "S_CMP_LE_F32", mn: "s_cmp_le_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6626 },
    // SOPC 68 S_CMP_GT_F32 (seed line 6627)
    OpInfo { fmt: Format::Sopc, op: 68, name: "S_CMP_GT_F32", mn: "s_cmp_gt_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6627 },
    // SOPC 69 S_CMP_LG_F32 (seed line 6628)
    OpInfo { fmt: Format::Sopc, op: 69, name: "S_CMP_LG_F32", mn: "s_cmp_lg_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6628 },
    // SOPC 70 S_CMP_GE_F32 (seed line 6603)
    OpInfo { fmt: Format::Sopc, op: 70, name: "S_CMP_GE_F32", mn: "s_cmp_ge_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6603 },
    // SOPC 71 S_CMP_O_F32 (seed line 6604)
    OpInfo { fmt: Format::Sopc, op: 71, name: "S_CMP_O_F32", mn: "s_cmp_o_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6604 },
    // SOPC 72 S_CMP_U_F32 (seed line 6605)
    OpInfo { fmt: Format::Sopc, op: 72, name: "S_CMP_U_F32", mn: "s_cmp_u_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6605 },
    // SOPC 73 S_CMP_NGE_F32 (seed line 6606)
    OpInfo { fmt: Format::Sopc, op: 73, name: "S_CMP_NGE_F32", mn: "s_cmp_nge_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6606 },
    // SOPC 74 S_CMP_NLG_F32 (seed line 6607)
    OpInfo { fmt: Format::Sopc, op: 74, name: "S_CMP_NLG_F32", mn: "s_cmp_nlg_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6607 },
    // SOPC 75 S_CMP_NGT_F32 (seed line 6608)
    OpInfo { fmt: Format::Sopc, op: 75, name: "S_CMP_NGT_F32", mn: "s_cmp_ngt_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6608 },
    // SOPC 76 S_CMP_NLE_F32 (seed line 6609)
    OpInfo { fmt: Format::Sopc, op: 76, name: "S_CMP_NLE_F32", mn: "s_cmp_nle_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6609 },
    // SOPC 77 S_CMP_NEQ_F32 (seed line 6610)
    OpInfo { fmt: Format::Sopc, op: 77, name: "S_CMP_NEQ_F32", mn: "s_cmp_neq_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6610 },
    // SOPC 78 S_CMP_NLT_F32 (seed line 6611)
    OpInfo { fmt: Format::Sopc, op: 78, name: "S_CMP_NLT_F32", mn: "s_cmp_nlt_f32", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6611 },
    // SOPC 81 S_CMP_LT_F16 (seed line 6612)
    OpInfo { fmt: Format::Sopc, op: 81, name: "S_CMP_LT_F16", mn: "s_cmp_lt_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6612 },
    // SOPC 82 S_CMP_EQ_F16 (seed line 6613)
    OpInfo { fmt: Format::Sopc, op: 82, name: "S_CMP_EQ_F16", mn: "s_cmp_eq_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6613 },
    // SOPC 83 S_CMP_LE_F16 (seed line 6614)
    OpInfo { fmt: Format::Sopc, op: 83, name: "S_CMP_LE_F16", mn: "s_cmp_le_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6614 },
    // SOPC 84 S_CMP_GT_F16 (seed line 6615)
    OpInfo { fmt: Format::Sopc, op: 84, name: "S_CMP_GT_F16", mn: "s_cmp_gt_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6615 },
    // SOPC 85 S_CMP_LG_F16 (seed line 6616)
    OpInfo { fmt: Format::Sopc, op: 85, name: "S_CMP_LG_F16", mn: "s_cmp_lg_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6616 },
    // SOPC 86 S_CMP_GE_F16 (seed line 6620)
    OpInfo { fmt: Format::Sopc, op: 86, name: "S_CMP_GE_F16", mn: "s_cmp_ge_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6620 },
    // SOPC 87 S_CMP_O_F16 (seed line 6621)
    OpInfo { fmt: Format::Sopc, op: 87, name: "S_CMP_O_F16", mn: "s_cmp_o_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6621 },
    // SOPC 88 S_CMP_U_F16 (seed line 6622)
    OpInfo { fmt: Format::Sopc, op: 88, name: "S_CMP_U_F16", mn: "s_cmp_u_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6622 },
    // SOPC 89 S_CMP_NGE_F16 (seed line 6623)
    OpInfo { fmt: Format::Sopc, op: 89, name: "S_CMP_NGE_F16", mn: "s_cmp_nge_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6623 },
    // SOPC 90 S_CMP_NLG_F16 (seed line 6624)
    OpInfo { fmt: Format::Sopc, op: 90, name: "S_CMP_NLG_F16", mn: "s_cmp_nlg_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6624 },
    // SOPC 91 S_CMP_NGT_F16 (seed line 6625)
    OpInfo { fmt: Format::Sopc, op: 91, name: "S_CMP_NGT_F16", mn: "s_cmp_ngt_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6625 },
    // SOPC 92 S_CMP_NLE_F16 (seed line 6626)
    OpInfo { fmt: Format::Sopc, op: 92, name: "S_CMP_NLE_F16", mn: "s_cmp_nle_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6626 },
    // SOPC 93 S_CMP_NEQ_F16 (seed line 6627)
    OpInfo { fmt: Format::Sopc, op: 93, name: "S_CMP_NEQ_F16", mn: "s_cmp_neq_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6627 },
    // SOPC 94 S_CMP_NLT_F16 (seed line 6628)
    OpInfo { fmt: Format::Sopc, op: 94, name: "S_CMP_NLT_F16", mn: "s_cmp_nlt_f16", ops32: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], ops64: &[Slot::Reg(Fld::Ssrc0, 1), Slot::Reg(Fld::Ssrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6628 },
    // SOPP 0 S_NOP (seed line 6648)
    OpInfo { fmt: Format::Sopp, op: 0, name: "S_NOP", mn: "s_nop", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6648 },
    // SOPP 1 S_SETKILL (seed line 6649)
    OpInfo { fmt: Format::Sopp, op: 1, name: "S_SETKILL", mn: "s_setkill", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6649 },
    // SOPP 2 S_SETHALT (seed line 6650)
    OpInfo { fmt: Format::Sopp, op: 2, name: "S_SETHALT", mn: "s_sethalt", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6650 },
    // SOPP 3 S_SLEEP (seed line 6651)
    OpInfo { fmt: Format::Sopp, op: 3, name: "S_SLEEP", mn: "s_sleep", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6651 },
    // SOPP 5 S_CLAUSE (seed line 6652)
    OpInfo { fmt: Format::Sopp, op: 5, name: "S_CLAUSE", mn: "s_clause", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6652 },
    // SOPP 7 S_DELAY_ALU (seed line 6653)
    OpInfo { fmt: Format::Sopp, op: 7, name: "S_DELAY_ALU", mn: "s_delay_alu", ops32: &[Slot::Simm16(ImmStyle::DelayAlu)], ops64: &[Slot::Simm16(ImmStyle::DelayAlu)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6653 },
    // SOPP 8 S_WAIT_ALU (seed line 6654)
    OpInfo { fmt: Format::Sopp, op: 8, name: "S_WAIT_ALU", mn: "s_wait_alu", ops32: &[Slot::Simm16(ImmStyle::Depctr)], ops64: &[Slot::Simm16(ImmStyle::Depctr)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6654 },
    // SOPP 9 S_WAITCNT (seed line 6655)
    OpInfo { fmt: Format::Sopp, op: 9, name: "S_WAITCNT", mn: "s_waitcnt", ops32: &[Slot::Simm16(ImmStyle::Waitcnt)], ops64: &[Slot::Simm16(ImmStyle::Waitcnt)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6655 },
    // SOPP 10 S_WAIT_IDLE (seed line 6656)
    OpInfo { fmt: Format::Sopp, op: 10, name: "S_WAIT_IDLE", mn: "s_wait_idle", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6656 },
    // SOPP 11 S_WAIT_EVENT (seed line 6657)
    OpInfo { fmt: Format::Sopp, op: 11, name: "S_WAIT_EVENT", mn: "s_wait_event", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6657 },
    // SOPP 16 S_TRAP (seed line 6658)
    OpInfo { fmt: Format::Sopp, op: 16, name: "S_TRAP", mn: "s_trap", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6658 },
    // SOPP 17 S_ROUND_MODE (seed line 6659)
    OpInfo { fmt: Format::Sopp, op: 17, name: "S_ROUND_MODE", mn: "s_round_mode", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6659 },
    // SOPP 18 S_DENORM_MODE (seed line 6660)
    OpInfo { fmt: Format::Sopp, op: 18, name: "S_DENORM_MODE", mn: "s_denorm_mode", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6660 },
    // SOPP 20 S_BARRIER_WAIT (seed line 6662)
    OpInfo { fmt: Format::Sopp, op: 20, name: "S_BARRIER_WAIT", mn: "s_barrier_wait", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6662 },
    // SOPP 31 S_CODE_END (seed line 6664)
    OpInfo { fmt: Format::Sopp, op: 31, name: "S_CODE_END", mn: "s_code_end", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6664 },
    // SOPP 32 S_BRANCH (seed line 6665)
    OpInfo { fmt: Format::Sopp, op: 32, name: "S_BRANCH", mn: "s_branch", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6665 },
    // SOPP 33 S_CBRANCH_SCC0 (seed line 6666)
    OpInfo { fmt: Format::Sopp, op: 33, name: "S_CBRANCH_SCC0", mn: "s_cbranch_scc0", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6666 },
    // SOPP 34 S_CBRANCH_SCC1 (seed line 6667)
    OpInfo { fmt: Format::Sopp, op: 34, name: "S_CBRANCH_SCC1", mn: "s_cbranch_scc1", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6667 },
    // SOPP 35 S_CBRANCH_VCCZ (seed line 6668)
    OpInfo { fmt: Format::Sopp, op: 35, name: "S_CBRANCH_VCCZ", mn: "s_cbranch_vccz", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6668 },
    // SOPP 36 S_CBRANCH_VCCNZ (seed line 6669)
    OpInfo { fmt: Format::Sopp, op: 36, name: "S_CBRANCH_VCCNZ", mn: "s_cbranch_vccnz", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6669 },
    // SOPP 37 S_CBRANCH_EXECZ (seed line 6648)
    OpInfo { fmt: Format::Sopp, op: 37, name: "S_CBRANCH_EXECZ", mn: "s_cbranch_execz", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6648 },
    // SOPP 38 S_CBRANCH_EXECNZ (seed line 6649)
    OpInfo { fmt: Format::Sopp, op: 38, name: "S_CBRANCH_EXECNZ", mn: "s_cbranch_execnz", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6649 },
    // SOPP 48 S_ENDPGM (seed line 6650)
    OpInfo { fmt: Format::Sopp, op: 48, name: "S_ENDPGM", mn: "s_endpgm", ops32: &[Slot::Simm16(ImmStyle::Dec)], ops64: &[Slot::Simm16(ImmStyle::Dec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6650 },
    // SOPP 49 S_ENDPGM_SAVED (seed line 6651)
    OpInfo { fmt: Format::Sopp, op: 49, name: "S_ENDPGM_SAVED", mn: "s_endpgm_saved", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6651 },
    // SOPP 52 S_WAKEUP (seed line 6652)
    OpInfo { fmt: Format::Sopp, op: 52, name: "S_WAKEUP", mn: "s_wakeup", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6652 },
    // SOPP 53 S_SETPRIO (seed line 6653)
    OpInfo { fmt: Format::Sopp, op: 53, name: "S_SETPRIO", mn: "s_setprio", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6653 },
    // SOPP 54 S_SENDMSG (seed line 6654)
    OpInfo { fmt: Format::Sopp, op: 54, name: "S_SENDMSG", mn: "s_sendmsg", ops32: &[Slot::Simm16(ImmStyle::Sendmsg)], ops64: &[Slot::Simm16(ImmStyle::Sendmsg)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6654 },
    // SOPP 55 S_SENDMSGHALT (seed line 6655)
    OpInfo { fmt: Format::Sopp, op: 55, name: "S_SENDMSGHALT", mn: "s_sendmsghalt", ops32: &[Slot::Simm16(ImmStyle::Sendmsg)], ops64: &[Slot::Simm16(ImmStyle::Sendmsg)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6655 },
    // SOPP 56 S_INCPERFLEVEL (seed line 6656)
    OpInfo { fmt: Format::Sopp, op: 56, name: "S_INCPERFLEVEL", mn: "s_incperflevel", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6656 },
    // SOPP 57 S_DECPERFLEVEL (seed line 6657)
    OpInfo { fmt: Format::Sopp, op: 57, name: "S_DECPERFLEVEL", mn: "s_decperflevel", ops32: &[Slot::Simm16(ImmStyle::SmallDec)], ops64: &[Slot::Simm16(ImmStyle::SmallDec)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6657 },
    // SOPP 60 S_ICACHE_INV (seed line 6660)
    OpInfo { fmt: Format::Sopp, op: 60, name: "S_ICACHE_INV", mn: "s_icache_inv", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6660 },
    // SOPP 64 S_WAIT_LOADCNT (seed line 6661)
    OpInfo { fmt: Format::Sopp, op: 64, name: "S_WAIT_LOADCNT", mn: "s_wait_loadcnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6661 },
    // SOPP 65 S_WAIT_STORECNT (seed line 6662)
    OpInfo { fmt: Format::Sopp, op: 65, name: "S_WAIT_STORECNT", mn: "s_wait_storecnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6662 },
    // SOPP 66 S_WAIT_SAMPLECNT (seed line 6663)
    OpInfo { fmt: Format::Sopp, op: 66, name: "S_WAIT_SAMPLECNT", mn: "s_wait_samplecnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6663 },
    // SOPP 67 S_WAIT_BVHCNT (seed line 6664)
    OpInfo { fmt: Format::Sopp, op: 67, name: "S_WAIT_BVHCNT", mn: "s_wait_bvhcnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6664 },
    // SOPP 68 S_WAIT_EXPCNT (seed line 6665)
    OpInfo { fmt: Format::Sopp, op: 68, name: "S_WAIT_EXPCNT", mn: "s_wait_expcnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6665 },
    // SOPP 70 S_WAIT_DSCNT (seed line 6666)
    OpInfo { fmt: Format::Sopp, op: 70, name: "S_WAIT_DSCNT", mn: "s_wait_dscnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6666 },
    // SOPP 71 S_WAIT_KMCNT (seed line 6667)
    OpInfo { fmt: Format::Sopp, op: 71, name: "S_WAIT_KMCNT", mn: "s_wait_kmcnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6667 },
    // SOPP 72 S_WAIT_LOADCNT_DSCNT (seed line 6668)
    OpInfo { fmt: Format::Sopp, op: 72, name: "S_WAIT_LOADCNT_DSCNT", mn: "s_wait_loadcnt_dscnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6668 },
    // SOPP 73 S_WAIT_STORECNT_DSCNT (seed line 6669)
    OpInfo { fmt: Format::Sopp, op: 73, name: "S_WAIT_STORECNT_DSCNT", mn: "s_wait_storecnt_dscnt", ops32: &[Slot::Simm16(ImmStyle::Hex)], ops64: &[Slot::Simm16(ImmStyle::Hex)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6669 },
    // SMEM 0 S_LOAD_B32 (seed line 6694)
    OpInfo { fmt: Format::Smem, op: 0, name: "S_LOAD_B32", mn: "s_load_b32", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6694 },
    // SMEM 1 S_LOAD_B64 (seed line 6695)
    OpInfo { fmt: Format::Smem, op: 1, name: "S_LOAD_B64", mn: "s_load_b64", ops32: &[Slot::Reg(Fld::Sdata, 2), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 2), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6695 },
    // SMEM 2 S_LOAD_B128 (seed line 6696)
    OpInfo { fmt: Format::Smem, op: 2, name: "S_LOAD_B128", mn: "s_load_b128", ops32: &[Slot::Reg(Fld::Sdata, 4), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 4), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6696 },
    // SMEM 3 S_LOAD_B256 (seed line 6697)
    OpInfo { fmt: Format::Smem, op: 3, name: "S_LOAD_B256", mn: "s_load_b256", ops32: &[Slot::Reg(Fld::Sdata, 8), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 8), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6697 },
    // SMEM 4 S_LOAD_B512 (seed line 6698)
    OpInfo { fmt: Format::Smem, op: 4, name: "S_LOAD_B512", mn: "s_load_b512", ops32: &[Slot::Reg(Fld::Sdata, 16), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 16), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6698 },
    // SMEM 5 S_LOAD_B96 (seed line 6699)
    OpInfo { fmt: Format::Smem, op: 5, name: "S_LOAD_B96", mn: "s_load_b96", ops32: &[Slot::Reg(Fld::Sdata, 3), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 3), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6699 },
    // SMEM 8 S_LOAD_I8 (seed line 6700)
    OpInfo { fmt: Format::Smem, op: 8, name: "S_LOAD_I8", mn: "s_load_i8", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6700 },
    // SMEM 9 S_LOAD_U8 (seed line 6701)
    OpInfo { fmt: Format::Smem, op: 9, name: "S_LOAD_U8", mn: "s_load_u8", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6701 },
    // SMEM 10 S_LOAD_I16 (seed line 6702)
    OpInfo { fmt: Format::Smem, op: 10, name: "S_LOAD_I16", mn: "s_load_i16", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6702 },
    // SMEM 11 S_LOAD_U16 (seed line 6703)
    OpInfo { fmt: Format::Smem, op: 11, name: "S_LOAD_U16", mn: "s_load_u16", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 2), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6703 },
    // SMEM 16 S_BUFFER_LOAD_B32 (seed line 6704)
    OpInfo { fmt: Format::Smem, op: 16, name: "S_BUFFER_LOAD_B32", mn: "s_buffer_load_b32", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6704 },
    // SMEM 17 S_BUFFER_LOAD_B64 (seed line 6705)
    OpInfo { fmt: Format::Smem, op: 17, name: "S_BUFFER_LOAD_B64", mn: "s_buffer_load_b64", ops32: &[Slot::Reg(Fld::Sdata, 2), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 2), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6705 },
    // SMEM 18 S_BUFFER_LOAD_B128 (seed line 6706)
    OpInfo { fmt: Format::Smem, op: 18, name: "S_BUFFER_LOAD_B128", mn: "s_buffer_load_b128", ops32: &[Slot::Reg(Fld::Sdata, 4), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 4), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6706 },
    // SMEM 19 S_BUFFER_LOAD_B256 (seed line 6694)
    OpInfo { fmt: Format::Smem, op: 19, name: "S_BUFFER_LOAD_B256", mn: "s_buffer_load_b256", ops32: &[Slot::Reg(Fld::Sdata, 8), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 8), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6694 },
    // SMEM 20 S_BUFFER_LOAD_B512 (seed line 6695)
    OpInfo { fmt: Format::Smem, op: 20, name: "S_BUFFER_LOAD_B512", mn: "s_buffer_load_b512", ops32: &[Slot::Reg(Fld::Sdata, 16), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 16), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6695 },
    // SMEM 21 S_BUFFER_LOAD_B96 (seed line 6696)
    OpInfo { fmt: Format::Smem, op: 21, name: "S_BUFFER_LOAD_B96", mn: "s_buffer_load_b96", ops32: &[Slot::Reg(Fld::Sdata, 3), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 3), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6696 },
    // SMEM 24 S_BUFFER_LOAD_I8 (seed line 6697)
    OpInfo { fmt: Format::Smem, op: 24, name: "S_BUFFER_LOAD_I8", mn: "s_buffer_load_i8", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6697 },
    // SMEM 25 S_BUFFER_LOAD_U8 (seed line 6698)
    OpInfo { fmt: Format::Smem, op: 25, name: "S_BUFFER_LOAD_U8", mn: "s_buffer_load_u8", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6698 },
    // SMEM 26 S_BUFFER_LOAD_I16 (seed line 6699)
    OpInfo { fmt: Format::Smem, op: 26, name: "S_BUFFER_LOAD_I16", mn: "s_buffer_load_i16", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6699 },
    // SMEM 27 S_BUFFER_LOAD_U16 (seed line 6700)
    OpInfo { fmt: Format::Smem, op: 27, name: "S_BUFFER_LOAD_U16", mn: "s_buffer_load_u16", ops32: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Sdata, 1), Slot::Reg(Fld::Sbase, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6700 },
    // SMEM 33 S_DCACHE_INV (seed line 6701)
    OpInfo { fmt: Format::Smem, op: 33, name: "S_DCACHE_INV", mn: "s_dcache_inv", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6701 },
    // SMEM 36 S_PREFETCH_INST (seed line 6702)
    OpInfo { fmt: Format::Smem, op: 36, name: "S_PREFETCH_INST", mn: "s_prefetch_inst", ops32: &[Slot::Reg(Fld::Sbase, 2), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], ops64: &[Slot::Reg(Fld::Sbase, 2), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6702 },
    // SMEM 37 S_PREFETCH_INST_PC_REL (seed line 6703)
    OpInfo { fmt: Format::Smem, op: 37, name: "S_PREFETCH_INST_PC_REL", mn: "s_prefetch_inst_pc_rel", ops32: &[Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], ops64: &[Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6703 },
    // SMEM 38 S_PREFETCH_DATA (seed line 6704)
    OpInfo { fmt: Format::Smem, op: 38, name: "S_PREFETCH_DATA", mn: "s_prefetch_data", ops32: &[Slot::Reg(Fld::Sbase, 2), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], ops64: &[Slot::Reg(Fld::Sbase, 2), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6704 },
    // SMEM 39 S_BUFFER_PREFETCH_DATA (seed line 6705)
    OpInfo { fmt: Format::Smem, op: 39, name: "S_BUFFER_PREFETCH_DATA", mn: "s_buffer_prefetch_data", ops32: &[Slot::Reg(Fld::Sbase, 4), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], ops64: &[Slot::Reg(Fld::Sbase, 4), Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6705 },
    // SMEM 40 S_PREFETCH_DATA_PC_REL (seed line 6706)
    OpInfo { fmt: Format::Smem, op: 40, name: "S_PREFETCH_DATA_PC_REL", mn: "s_prefetch_data_pc_rel", ops32: &[Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], ops64: &[Slot::SmemOffset, Slot::Reg(Fld::Soffset, 1), Slot::Num(Fld::Sdata)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6706 },
    // VOP2 1 V_CNDMASK_B32 (seed line 6766)
    OpInfo { fmt: Format::Vop2, op: 1, name: "V_CNDMASK_B32", mn: "v_cndmask_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc_lo")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc")], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6766 },
    // VOP2 2 V_ADD_F64 (seed line 6767)
    OpInfo { fmt: Format::Vop2, op: 2, name: "V_ADD_F64", mn: "v_add_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6767 },
    // VOP2 3 V_ADD_F32 (seed line 6768)
    OpInfo { fmt: Format::Vop2, op: 3, name: "V_ADD_F32", mn: "v_add_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6768 },
    // VOP2 4 V_SUB_F32 (seed line 6769)
    OpInfo { fmt: Format::Vop2, op: 4, name: "V_SUB_F32", mn: "v_sub_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6769 },
    // VOP2 5 V_SUBREV_F32 (seed line 6770)
    OpInfo { fmt: Format::Vop2, op: 5, name: "V_SUBREV_F32", mn: "v_subrev_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6770 },
    // VOP2 6 V_MUL_F64 (seed line 6771)
    OpInfo { fmt: Format::Vop2, op: 6, name: "V_MUL_F64", mn: "v_mul_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6771 },
    // VOP2 7 V_MUL_DX9_ZERO_F32 (seed line 6772)
    OpInfo { fmt: Format::Vop2, op: 7, name: "V_MUL_DX9_ZERO_F32", mn: "v_mul_dx9_zero_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6772 },
    // VOP2 8 V_MUL_F32 (seed line 6773)
    OpInfo { fmt: Format::Vop2, op: 8, name: "V_MUL_F32", mn: "v_mul_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6773 },
    // VOP2 9 V_MUL_I32_I24 (seed line 6774)
    OpInfo { fmt: Format::Vop2, op: 9, name: "V_MUL_I32_I24", mn: "v_mul_i32_i24_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6774 },
    // VOP2 10 V_MUL_HI_I32_I24 (seed line 6775)
    OpInfo { fmt: Format::Vop2, op: 10, name: "V_MUL_HI_I32_I24", mn: "v_mul_hi_i32_i24_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6775 },
    // VOP2 11 V_MUL_U32_U24 (seed line 6776)
    OpInfo { fmt: Format::Vop2, op: 11, name: "V_MUL_U32_U24", mn: "v_mul_u32_u24_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6776 },
    // VOP2 12 V_MUL_HI_U32_U24 (seed line 6777)
    OpInfo { fmt: Format::Vop2, op: 12, name: "V_MUL_HI_U32_U24", mn: "v_mul_hi_u32_u24_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6777 },
    // VOP2 13 V_MIN_NUM_F64 (seed line 6778)
    OpInfo { fmt: Format::Vop2, op: 13, name: "V_MIN_NUM_F64", mn: "v_min_num_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6778 },
    // VOP2 14 V_MAX_NUM_F64 (seed line 6779)
    OpInfo { fmt: Format::Vop2, op: 14, name: "V_MAX_NUM_F64", mn: "v_max_num_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6779 },
    // VOP2 17 V_MIN_I32 (seed line 6780)
    OpInfo { fmt: Format::Vop2, op: 17, name: "V_MIN_I32", mn: "v_min_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6780 },
    // VOP2 18 V_MAX_I32 (seed line 6781)
    OpInfo { fmt: Format::Vop2, op: 18, name: "V_MAX_I32", mn: "v_max_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6781 },
    // VOP2 19 V_MIN_U32 (seed line 6782)
    OpInfo { fmt: Format::Vop2, op: 19, name: "V_MIN_U32", mn: "v_min_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6782 },
    // VOP2 20 V_MAX_U32 (seed line 6783)
    OpInfo { fmt: Format::Vop2, op: 20, name: "V_MAX_U32", mn: "v_max_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6783 },
    // VOP2 21 V_MIN_NUM_F32 (seed line 6784)
    OpInfo { fmt: Format::Vop2, op: 21, name: "V_MIN_NUM_F32", mn: "v_min_num_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6784 },
    // VOP2 22 V_MAX_NUM_F32 (seed line 6785)
    OpInfo { fmt: Format::Vop2, op: 22, name: "V_MAX_NUM_F32", mn: "v_max_num_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6785 },
    // VOP2 24 V_LSHLREV_B32 (seed line 6786)
    OpInfo { fmt: Format::Vop2, op: 24, name: "V_LSHLREV_B32", mn: "v_lshlrev_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6786 },
    // VOP2 25 V_LSHRREV_B32 (seed line 6787)
    OpInfo { fmt: Format::Vop2, op: 25, name: "V_LSHRREV_B32", mn: "v_lshrrev_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6787 },
    // VOP2 26 V_ASHRREV_I32 (seed line 6788)
    OpInfo { fmt: Format::Vop2, op: 26, name: "V_ASHRREV_I32", mn: "v_ashrrev_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6788 },
    // VOP2 27 V_AND_B32 (seed line 6789)
    OpInfo { fmt: Format::Vop2, op: 27, name: "V_AND_B32", mn: "v_and_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6789 },
    // VOP2 28 V_OR_B32 (seed line 6790)
    OpInfo { fmt: Format::Vop2, op: 28, name: "V_OR_B32", mn: "v_or_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6790 },
    // VOP2 29 V_XOR_B32 (seed line 6766)
    OpInfo { fmt: Format::Vop2, op: 29, name: "V_XOR_B32", mn: "v_xor_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6766 },
    // VOP2 30 V_XNOR_B32 (seed line 6767)
    OpInfo { fmt: Format::Vop2, op: 30, name: "V_XNOR_B32", mn: "v_xnor_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6767 },
    // VOP2 31 V_LSHLREV_B64 (seed line 6768)
    OpInfo { fmt: Format::Vop2, op: 31, name: "V_LSHLREV_B64", mn: "v_lshlrev_b64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6768 },
    // VOP2 32 V_ADD_CO_CI_U32 (seed line 6769)
    OpInfo { fmt: Format::Vop2, op: 32, name: "V_ADD_CO_CI_U32", mn: "v_add_co_ci_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc_lo")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc")], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6769 },
    // VOP2 33 V_SUB_CO_CI_U32 (seed line 6770)
    OpInfo { fmt: Format::Vop2, op: 33, name: "V_SUB_CO_CI_U32", mn: "v_sub_co_ci_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc_lo")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc")], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6770 },
    // VOP2 34 V_SUBREV_CO_CI_U32 (seed line 6771)
    OpInfo { fmt: Format::Vop2, op: 34, name: "V_SUBREV_CO_CI_U32", mn: "v_subrev_co_ci_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc_lo")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Text("vcc")], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6771 },
    // VOP2 37 V_ADD_NC_U32 (seed line 6772)
    OpInfo { fmt: Format::Vop2, op: 37, name: "V_ADD_NC_U32", mn: "v_add_nc_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6772 },
    // VOP2 38 V_SUB_NC_U32 (seed line 6773)
    OpInfo { fmt: Format::Vop2, op: 38, name: "V_SUB_NC_U32", mn: "v_sub_nc_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6773 },
    // VOP2 39 V_SUBREV_NC_U32 (seed line 6774)
    OpInfo { fmt: Format::Vop2, op: 39, name: "V_SUBREV_NC_U32", mn: "v_subrev_nc_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6774 },
    // VOP2 43 V_FMAC_F32 (seed line 6775)
    OpInfo { fmt: Format::Vop2, op: 43, name: "V_FMAC_F32", mn: "v_fmac_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6775 },
    // VOP2 44 V_FMAMK_F32 (seed line 6776)
    OpInfo { fmt: Format::Vop2, op: 44, name: "V_FMAMK_F32", mn: "v_fmamk_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Lit, Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Lit, Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6776 },
    // VOP2 45 V_FMAAK_F32 (seed line 6777)
    OpInfo { fmt: Format::Vop2, op: 45, name: "V_FMAAK_F32", mn: "v_fmaak_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Lit], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Lit], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6777 },
    // VOP2 47 V_CVT_PK_RTZ_F16_F32 (seed line 6778)
    OpInfo { fmt: Format::Vop2, op: 47, name: "V_CVT_PK_RTZ_F16_F32", mn: "v_cvt_pk_rtz_f16_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6778 },
    // VOP2 48 V_MIN_NUM_F16 (seed line 6779)
    OpInfo { fmt: Format::Vop2, op: 48, name: "V_MIN_NUM_F16", mn: "v_min_num_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6779 },
    // VOP2 49 V_MAX_NUM_F16 (seed line 6780)
    OpInfo { fmt: Format::Vop2, op: 49, name: "V_MAX_NUM_F16", mn: "v_max_num_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6780 },
    // VOP2 50 V_ADD_F16 (seed line 6781)
    OpInfo { fmt: Format::Vop2, op: 50, name: "V_ADD_F16", mn: "v_add_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6781 },
    // VOP2 51 V_SUB_F16 (seed line 6782)
    OpInfo { fmt: Format::Vop2, op: 51, name: "V_SUB_F16", mn: "v_sub_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6782 },
    // VOP2 52 V_SUBREV_F16 (seed line 6783)
    OpInfo { fmt: Format::Vop2, op: 52, name: "V_SUBREV_F16", mn: "v_subrev_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6783 },
    // VOP2 53 V_MUL_F16 (seed line 6784)
    OpInfo { fmt: Format::Vop2, op: 53, name: "V_MUL_F16", mn: "v_mul_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6784 },
    // VOP2 54 V_FMAC_F16 (seed line 6785)
    OpInfo { fmt: Format::Vop2, op: 54, name: "V_FMAC_F16", mn: "v_fmac_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6785 },
    // VOP2 55 V_FMAMK_F16 (seed line 6786)
    OpInfo { fmt: Format::Vop2, op: 55, name: "V_FMAMK_F16", mn: "v_fmamk_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Lit, Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Lit, Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6786 },
    // VOP2 56 V_FMAAK_F16 (seed line 6787)
    OpInfo { fmt: Format::Vop2, op: 56, name: "V_FMAAK_F16", mn: "v_fmaak_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Lit], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1), Slot::Lit], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6787 },
    // VOP2 59 V_LDEXP_F16 (seed line 6788)
    OpInfo { fmt: Format::Vop2, op: 59, name: "V_LDEXP_F16", mn: "v_ldexp_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6788 },
    // VOP2 60 V_PK_FMAC_F16 (seed line 6789)
    OpInfo { fmt: Format::Vop2, op: 60, name: "V_PK_FMAC_F16", mn: "v_pk_fmac_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6789 },
    // VOP1 0 V_NOP (seed line 6846)
    OpInfo { fmt: Format::Vop1, op: 0, name: "V_NOP", mn: "v_nop", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6846 },
    // VOP1 1 V_MOV_B32 (seed line 6847)
    OpInfo { fmt: Format::Vop1, op: 1, name: "V_MOV_B32", mn: "v_mov_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6847 },
    // VOP1 2 V_READFIRSTLANE_B32 (seed line 6848)
    OpInfo { fmt: Format::Vop1, op: 2, name: "V_READFIRSTLANE_B32", mn: "v_readfirstlane_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 6848 },
    // VOP1 3 V_CVT_I32_F64 (seed line 6849)
    OpInfo { fmt: Format::Vop1, op: 3, name: "V_CVT_I32_F64", mn: "v_cvt_i32_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6849 },
    // VOP1 4 V_CVT_F64_I32 (seed line 6850)
    OpInfo { fmt: Format::Vop1, op: 4, name: "V_CVT_F64_I32", mn: "v_cvt_f64_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6850 },
    // VOP1 5 V_CVT_F32_I32 (seed line 6851)
    OpInfo { fmt: Format::Vop1, op: 5, name: "V_CVT_F32_I32", mn: "v_cvt_f32_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6851 },
    // VOP1 6 V_CVT_F32_U32 (seed line 6852)
    OpInfo { fmt: Format::Vop1, op: 6, name: "V_CVT_F32_U32", mn: "v_cvt_f32_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6852 },
    // VOP1 7 V_CVT_U32_F32 (seed line 6853)
    OpInfo { fmt: Format::Vop1, op: 7, name: "V_CVT_U32_F32", mn: "v_cvt_u32_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6853 },
    // VOP1 8 V_CVT_I32_F32 (seed line 6854)
    OpInfo { fmt: Format::Vop1, op: 8, name: "V_CVT_I32_F32", mn: "v_cvt_i32_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6854 },
    // VOP1 10 V_CVT_F16_F32 (seed line 6855)
    OpInfo { fmt: Format::Vop1, op: 10, name: "V_CVT_F16_F32", mn: "v_cvt_f16_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6855 },
    // VOP1 11 V_CVT_F32_F16 (seed line 6856)
    OpInfo { fmt: Format::Vop1, op: 11, name: "V_CVT_F32_F16", mn: "v_cvt_f32_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6856 },
    // VOP1 12 V_CVT_NEAREST_I32_F32 (seed line 6857)
    OpInfo { fmt: Format::Vop1, op: 12, name: "V_CVT_NEAREST_I32_F32", mn: "v_cvt_nearest_i32_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6857 },
    // VOP1 13 V_CVT_FLOOR_I32_F32 (seed line 6863)
    OpInfo { fmt: Format::Vop1, op: 13, name: "V_CVT_FLOOR_I32_F32", mn: "v_cvt_floor_i32_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6863 },
    // VOP1 14 V_CVT_OFF_F32_I4 (seed line 6864)
    OpInfo { fmt: Format::Vop1, op: 14, name: "V_CVT_OFF_F32_I4", mn: "v_cvt_off_f32_i4_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6864 },
    // VOP1 15 V_CVT_F32_F64 (seed line 6865)
    OpInfo { fmt: Format::Vop1, op: 15, name: "V_CVT_F32_F64", mn: "v_cvt_f32_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6865 },
    // VOP1 16 V_CVT_F64_F32 (seed line 6866)
    OpInfo { fmt: Format::Vop1, op: 16, name: "V_CVT_F64_F32", mn: "v_cvt_f64_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6866 },
    // VOP1 17 V_CVT_F32_UBYTE0 (seed line 6867)
    OpInfo { fmt: Format::Vop1, op: 17, name: "V_CVT_F32_UBYTE0", mn: "v_cvt_f32_ubyte0_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6867 },
    // VOP1 18 V_CVT_F32_UBYTE1 (seed line 6868)
    OpInfo { fmt: Format::Vop1, op: 18, name: "V_CVT_F32_UBYTE1", mn: "v_cvt_f32_ubyte1_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6868 },
    // VOP1 19 V_CVT_F32_UBYTE2 (seed line 6869)
    OpInfo { fmt: Format::Vop1, op: 19, name: "V_CVT_F32_UBYTE2", mn: "v_cvt_f32_ubyte2_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6869 },
    // VOP1 20 V_CVT_F32_UBYTE3 (seed line 6870)
    OpInfo { fmt: Format::Vop1, op: 20, name: "V_CVT_F32_UBYTE3", mn: "v_cvt_f32_ubyte3_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6870 },
    // VOP1 21 V_CVT_U32_F64 (seed line 6871)
    OpInfo { fmt: Format::Vop1, op: 21, name: "V_CVT_U32_F64", mn: "v_cvt_u32_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6871 },
    // VOP1 22 V_CVT_F64_U32 (seed line 6872)
    OpInfo { fmt: Format::Vop1, op: 22, name: "V_CVT_F64_U32", mn: "v_cvt_f64_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6872 },
    // VOP1 23 V_TRUNC_F64 (seed line 6873)
    OpInfo { fmt: Format::Vop1, op: 23, name: "V_TRUNC_F64", mn: "v_trunc_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6873 },
    // VOP1 24 V_CEIL_F64 (seed line 6874)
    OpInfo { fmt: Format::Vop1, op: 24, name: "V_CEIL_F64", mn: "v_ceil_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6874 },
    // VOP1 25 V_RNDNE_F64 (seed line 6875)
    OpInfo { fmt: Format::Vop1, op: 25, name: "V_RNDNE_F64", mn: "v_rndne_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6875 },
    // VOP1 26 V_FLOOR_F64 (seed line 6876)
    OpInfo { fmt: Format::Vop1, op: 26, name: "V_FLOOR_F64", mn: "v_floor_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6876 },
    // VOP1 27 V_PIPEFLUSH (seed line 6877)
    OpInfo { fmt: Format::Vop1, op: 27, name: "V_PIPEFLUSH", mn: "v_pipeflush", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6877 },
    // VOP1 28 V_MOV_B16 (seed line 6878)
    OpInfo { fmt: Format::Vop1, op: 28, name: "V_MOV_B16", mn: "v_mov_b16_e32", ops32: &[Slot::Half(Fld::Vdst), Slot::Half(Fld::Src0)], ops64: &[Slot::Half(Fld::Vdst), Slot::Half(Fld::Src0)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6878 },
    // VOP1 32 V_FRACT_F32 (seed line 6879)
    OpInfo { fmt: Format::Vop1, op: 32, name: "V_FRACT_F32", mn: "v_fract_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6879 },
    // VOP1 33 V_TRUNC_F32 (seed line 6880)
    OpInfo { fmt: Format::Vop1, op: 33, name: "V_TRUNC_F32", mn: "v_trunc_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6880 },
    // VOP1 34 V_CEIL_F32 (seed line 6881)
    OpInfo { fmt: Format::Vop1, op: 34, name: "V_CEIL_F32", mn: "v_ceil_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6881 },
    // VOP1 35 V_RNDNE_F32 (seed line 6882)
    OpInfo { fmt: Format::Vop1, op: 35, name: "V_RNDNE_F32", mn: "v_rndne_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6882 },
    // VOP1 36 V_FLOOR_F32 (seed line 6883)
    OpInfo { fmt: Format::Vop1, op: 36, name: "V_FLOOR_F32", mn: "v_floor_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6883 },
    // VOP1 37 V_EXP_F32 (seed line 6884)
    OpInfo { fmt: Format::Vop1, op: 37, name: "V_EXP_F32", mn: "v_exp_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6884 },
    // VOP1 39 V_LOG_F32 (seed line 6885)
    OpInfo { fmt: Format::Vop1, op: 39, name: "V_LOG_F32", mn: "v_log_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6885 },
    // VOP1 42 V_RCP_F32 (seed line 6886)
    OpInfo { fmt: Format::Vop1, op: 42, name: "V_RCP_F32", mn: "v_rcp_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6886 },
    // VOP1 43 V_RCP_IFLAG_F32 (seed line 6887)
    OpInfo { fmt: Format::Vop1, op: 43, name: "V_RCP_IFLAG_F32", mn: "v_rcp_iflag_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6887 },
    // VOP1 46 V_RSQ_F32 (seed line 6888)
    OpInfo { fmt: Format::Vop1, op: 46, name: "V_RSQ_F32", mn: "v_rsq_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6888 },
    // VOP1 47 V_RCP_F64 (seed line 6889)
    OpInfo { fmt: Format::Vop1, op: 47, name: "V_RCP_F64", mn: "v_rcp_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6889 },
    // VOP1 49 V_RSQ_F64 (seed line 6890)
    OpInfo { fmt: Format::Vop1, op: 49, name: "V_RSQ_F64", mn: "v_rsq_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6890 },
    // VOP1 51 V_SQRT_F32 (seed line 6891)
    OpInfo { fmt: Format::Vop1, op: 51, name: "V_SQRT_F32", mn: "v_sqrt_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6891 },
    // VOP1 52 V_SQRT_F64 (seed line 6892)
    OpInfo { fmt: Format::Vop1, op: 52, name: "V_SQRT_F64", mn: "v_sqrt_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6892 },
    // VOP1 53 V_SIN_F32 (seed line 6893)
    OpInfo { fmt: Format::Vop1, op: 53, name: "V_SIN_F32", mn: "v_sin_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6893 },
    // VOP1 54 V_COS_F32 (seed line 6894)
    OpInfo { fmt: Format::Vop1, op: 54, name: "V_COS_F32", mn: "v_cos_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6894 },
    // VOP1 55 V_NOT_B32 (seed line 6895)
    OpInfo { fmt: Format::Vop1, op: 55, name: "V_NOT_B32", mn: "v_not_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6895 },
    // VOP1 56 V_BFREV_B32 (seed line 6896)
    OpInfo { fmt: Format::Vop1, op: 56, name: "V_BFREV_B32", mn: "v_bfrev_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6896 },
    // VOP1 57 V_CLZ_I32_U32 (seed line 6846)
    OpInfo { fmt: Format::Vop1, op: 57, name: "V_CLZ_I32_U32", mn: "v_clz_i32_u32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6846 },
    // VOP1 58 V_CTZ_I32_B32 (seed line 6847)
    OpInfo { fmt: Format::Vop1, op: 58, name: "V_CTZ_I32_B32", mn: "v_ctz_i32_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6847 },
    // VOP1 59 V_CLS_I32 (seed line 6848)
    OpInfo { fmt: Format::Vop1, op: 59, name: "V_CLS_I32", mn: "v_cls_i32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6848 },
    // VOP1 60 V_FREXP_EXP_I32_F64 (seed line 6849)
    OpInfo { fmt: Format::Vop1, op: 60, name: "V_FREXP_EXP_I32_F64", mn: "v_frexp_exp_i32_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6849 },
    // VOP1 61 V_FREXP_MANT_F64 (seed line 6850)
    OpInfo { fmt: Format::Vop1, op: 61, name: "V_FREXP_MANT_F64", mn: "v_frexp_mant_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6850 },
    // VOP1 62 V_FRACT_F64 (seed line 6851)
    OpInfo { fmt: Format::Vop1, op: 62, name: "V_FRACT_F64", mn: "v_fract_f64_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6851 },
    // VOP1 63 V_FREXP_EXP_I32_F32 (seed line 6852)
    OpInfo { fmt: Format::Vop1, op: 63, name: "V_FREXP_EXP_I32_F32", mn: "v_frexp_exp_i32_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6852 },
    // VOP1 64 V_FREXP_MANT_F32 (seed line 6853)
    OpInfo { fmt: Format::Vop1, op: 64, name: "V_FREXP_MANT_F32", mn: "v_frexp_mant_f32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6853 },
    // VOP1 66 V_MOVRELD_B32 (seed line 6854)
    OpInfo { fmt: Format::Vop1, op: 66, name: "V_MOVRELD_B32", mn: "v_movreld_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6854 },
    // VOP1 67 V_MOVRELS_B32 (seed line 6855)
    OpInfo { fmt: Format::Vop1, op: 67, name: "V_MOVRELS_B32", mn: "v_movrels_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: true, sext: 0, dpp3: 0, seed: 6855 },
    // VOP1 68 V_MOVRELSD_B32 (seed line 6856)
    OpInfo { fmt: Format::Vop1, op: 68, name: "V_MOVRELSD_B32", mn: "v_movrelsd_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: true, sext: 0, dpp3: 0, seed: 6856 },
    // VOP1 72 V_MOVRELSD_2_B32 (seed line 6857)
    OpInfo { fmt: Format::Vop1, op: 72, name: "V_MOVRELSD_2_B32", mn: "v_movrelsd_2_b32_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: true, sext: 0, dpp3: 0, seed: 6857 },
    // VOP1 80 V_CVT_F16_U16 (seed line 6863)
    OpInfo { fmt: Format::Vop1, op: 80, name: "V_CVT_F16_U16", mn: "v_cvt_f16_u16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6863 },
    // VOP1 81 V_CVT_F16_I16 (seed line 6864)
    OpInfo { fmt: Format::Vop1, op: 81, name: "V_CVT_F16_I16", mn: "v_cvt_f16_i16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6864 },
    // VOP1 82 V_CVT_U16_F16 (seed line 6865)
    OpInfo { fmt: Format::Vop1, op: 82, name: "V_CVT_U16_F16", mn: "v_cvt_u16_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6865 },
    // VOP1 83 V_CVT_I16_F16 (seed line 6866)
    OpInfo { fmt: Format::Vop1, op: 83, name: "V_CVT_I16_F16", mn: "v_cvt_i16_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6866 },
    // VOP1 84 V_RCP_F16 (seed line 6867)
    OpInfo { fmt: Format::Vop1, op: 84, name: "V_RCP_F16", mn: "v_rcp_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6867 },
    // VOP1 85 V_SQRT_F16 (seed line 6868)
    OpInfo { fmt: Format::Vop1, op: 85, name: "V_SQRT_F16", mn: "v_sqrt_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6868 },
    // VOP1 86 V_RSQ_F16 (seed line 6869)
    OpInfo { fmt: Format::Vop1, op: 86, name: "V_RSQ_F16", mn: "v_rsq_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6869 },
    // VOP1 87 V_LOG_F16 (seed line 6870)
    OpInfo { fmt: Format::Vop1, op: 87, name: "V_LOG_F16", mn: "v_log_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6870 },
    // VOP1 88 V_EXP_F16 (seed line 6871)
    OpInfo { fmt: Format::Vop1, op: 88, name: "V_EXP_F16", mn: "v_exp_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6871 },
    // VOP1 89 V_FREXP_MANT_F16 (seed line 6872)
    OpInfo { fmt: Format::Vop1, op: 89, name: "V_FREXP_MANT_F16", mn: "v_frexp_mant_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6872 },
    // VOP1 90 V_FREXP_EXP_I16_F16 (seed line 6873)
    OpInfo { fmt: Format::Vop1, op: 90, name: "V_FREXP_EXP_I16_F16", mn: "v_frexp_exp_i16_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6873 },
    // VOP1 91 V_FLOOR_F16 (seed line 6874)
    OpInfo { fmt: Format::Vop1, op: 91, name: "V_FLOOR_F16", mn: "v_floor_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6874 },
    // VOP1 92 V_CEIL_F16 (seed line 6875)
    OpInfo { fmt: Format::Vop1, op: 92, name: "V_CEIL_F16", mn: "v_ceil_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6875 },
    // VOP1 93 V_TRUNC_F16 (seed line 6876)
    OpInfo { fmt: Format::Vop1, op: 93, name: "V_TRUNC_F16", mn: "v_trunc_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6876 },
    // VOP1 94 V_RNDNE_F16 (seed line 6877)
    OpInfo { fmt: Format::Vop1, op: 94, name: "V_RNDNE_F16", mn: "v_rndne_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6877 },
    // VOP1 95 V_FRACT_F16 (seed line 6878)
    OpInfo { fmt: Format::Vop1, op: 95, name: "V_FRACT_F16", mn: "v_fract_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6878 },
    // VOP1 96 V_SIN_F16 (seed line 6879)
    OpInfo { fmt: Format::Vop1, op: 96, name: "V_SIN_F16", mn: "v_sin_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6879 },
    // VOP1 97 V_COS_F16 (seed line 6880)
    OpInfo { fmt: Format::Vop1, op: 97, name: "V_COS_F16", mn: "v_cos_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6880 },
    // VOP1 98 V_SAT_PK_U8_I16 (seed line 6881)
    OpInfo { fmt: Format::Vop1, op: 98, name: "V_SAT_PK_U8_I16", mn: "v_sat_pk_u8_i16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6881 },
    // VOP1 99 V_CVT_NORM_I16_F16 (seed line 6882)
    OpInfo { fmt: Format::Vop1, op: 99, name: "V_CVT_NORM_I16_F16", mn: "v_cvt_norm_i16_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6882 },
    // VOP1 100 V_CVT_NORM_U16_F16 (seed line 6883)
    OpInfo { fmt: Format::Vop1, op: 100, name: "V_CVT_NORM_U16_F16", mn: "v_cvt_norm_u16_f16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6883 },
    // VOP1 101 V_SWAP_B32 (seed line 6884)
    OpInfo { fmt: Format::Vop1, op: 101, name: "V_SWAP_B32", mn: "v_swap_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 6884 },
    // VOP1 102 V_SWAP_B16 (seed line 6885)
    OpInfo { fmt: Format::Vop1, op: 102, name: "V_SWAP_B16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6885 },
    // VOP1 103 V_PERMLANE64_B32 (seed line 6886)
    OpInfo { fmt: Format::Vop1, op: 103, name: "V_PERMLANE64_B32", mn: "v_permlane64_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 6886 },
    // VOP1 104 V_SWAPREL_B32 (seed line 6887)
    OpInfo { fmt: Format::Vop1, op: 104, name: "V_SWAPREL_B32", mn: "v_swaprel_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 6887 },
    // VOP1 105 V_NOT_B16 (seed line 6888)
    OpInfo { fmt: Format::Vop1, op: 105, name: "V_NOT_B16", mn: "v_not_b16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Vdst, Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6888 },
    // VOP1 106 V_CVT_I32_I16 (seed line 6889)
    OpInfo { fmt: Format::Vop1, op: 106, name: "V_CVT_I32_I16", mn: "v_cvt_i32_i16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6889 },
    // VOP1 107 V_CVT_U32_U16 (seed line 6890)
    OpInfo { fmt: Format::Vop1, op: 107, name: "V_CVT_U32_U16", mn: "v_cvt_u32_u16_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6890 },
    // VOP1 108 V_CVT_F32_FP8 (seed line 6891)
    OpInfo { fmt: Format::Vop1, op: 108, name: "V_CVT_F32_FP8", mn: "v_cvt_f32_fp8_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6891 },
    // VOP1 109 V_CVT_F32_BF8 (seed line 6892)
    OpInfo { fmt: Format::Vop1, op: 109, name: "V_CVT_F32_BF8", mn: "v_cvt_f32_bf8_e32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6892 },
    // VOP1 110 V_CVT_PK_F32_FP8 (seed line 6893)
    OpInfo { fmt: Format::Vop1, op: 110, name: "V_CVT_PK_F32_FP8", mn: "v_cvt_pk_f32_fp8_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6893 },
    // VOP1 111 V_CVT_PK_F32_BF8 (seed line 6894)
    OpInfo { fmt: Format::Vop1, op: 111, name: "V_CVT_PK_F32_BF8", mn: "v_cvt_pk_f32_bf8_e32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 6894 },
    // VOPC 1 V_CMP_LT_F16 (seed line 6992)
    OpInfo { fmt: Format::Vopc, op: 1, name: "V_CMP_LT_F16", mn: "v_cmp_lt_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6992 },
    // VOPC 2 V_CMP_EQ_F16 (seed line 6993)
    OpInfo { fmt: Format::Vopc, op: 2, name: "V_CMP_EQ_F16", mn: "v_cmp_eq_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6993 },
    // VOPC 3 V_CMP_LE_F16 (seed line 6994)
    OpInfo { fmt: Format::Vopc, op: 3, name: "V_CMP_LE_F16", mn: "v_cmp_le_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6994 },
    // VOPC 4 V_CMP_GT_F16 (seed line 6995)
    OpInfo { fmt: Format::Vopc, op: 4, name: "V_CMP_GT_F16", mn: "v_cmp_gt_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6995 },
    // VOPC 5 V_CMP_LG_F16 (seed line 6996)
    OpInfo { fmt: Format::Vopc, op: 5, name: "V_CMP_LG_F16", mn: "v_cmp_lg_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6996 },
    // VOPC 6 V_CMP_GE_F16 (seed line 6997)
    OpInfo { fmt: Format::Vopc, op: 6, name: "V_CMP_GE_F16", mn: "v_cmp_ge_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6997 },
    // VOPC 7 V_CMP_O_F16 (seed line 6998)
    OpInfo { fmt: Format::Vopc, op: 7, name: "V_CMP_O_F16", mn: "v_cmp_o_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6998 },
    // VOPC 8 V_CMP_U_F16 (seed line 6999)
    OpInfo { fmt: Format::Vopc, op: 8, name: "V_CMP_U_F16", mn: "v_cmp_u_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6999 },
    // VOPC 9 V_CMP_NGE_F16 (seed line 7000)
    OpInfo { fmt: Format::Vopc, op: 9, name: "V_CMP_NGE_F16", mn: "v_cmp_nge_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7000 },
    // VOPC 10 V_CMP_NLG_F16 (seed line 7001)
    OpInfo { fmt: Format::Vopc, op: 10, name: "V_CMP_NLG_F16", mn: "v_cmp_nlg_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7001 },
    // VOPC 11 V_CMP_NGT_F16 (seed line 7002)
    OpInfo { fmt: Format::Vopc, op: 11, name: "V_CMP_NGT_F16", mn: "v_cmp_ngt_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7002 },
    // VOPC 12 V_CMP_NLE_F16 (seed line 7003)
    OpInfo { fmt: Format::Vopc, op: 12, name: "V_CMP_NLE_F16", mn: "v_cmp_nle_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7003 },
    // VOPC 13 V_CMP_NEQ_F16 (seed line 7009)
    OpInfo { fmt: Format::Vopc, op: 13, name: "V_CMP_NEQ_F16", mn: "v_cmp_neq_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7009 },
    // VOPC 14 V_CMP_NLT_F16 (seed line 7010)
    OpInfo { fmt: Format::Vopc, op: 14, name: "V_CMP_NLT_F16", mn: "v_cmp_nlt_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7010 },
    // VOPC 17 V_CMP_LT_F32 (seed line 7011)
    OpInfo { fmt: Format::Vopc, op: 17, name: "V_CMP_LT_F32", mn: "v_cmp_lt_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7011 },
    // VOPC 18 V_CMP_EQ_F32 (seed line 7012)
    OpInfo { fmt: Format::Vopc, op: 18, name: "V_CMP_EQ_F32", mn: "v_cmp_eq_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7012 },
    // VOPC 19 V_CMP_LE_F32 (seed line 7013)
    OpInfo { fmt: Format::Vopc, op: 19, name: "V_CMP_LE_F32", mn: "v_cmp_le_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7013 },
    // VOPC 20 V_CMP_GT_F32 (seed line 7014)
    OpInfo { fmt: Format::Vopc, op: 20, name: "V_CMP_GT_F32", mn: "v_cmp_gt_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7014 },
    // VOPC 21 V_CMP_LG_F32 (seed line 7015)
    OpInfo { fmt: Format::Vopc, op: 21, name: "V_CMP_LG_F32", mn: "v_cmp_lg_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7015 },
    // VOPC 22 V_CMP_GE_F32 (seed line 7016)
    OpInfo { fmt: Format::Vopc, op: 22, name: "V_CMP_GE_F32", mn: "v_cmp_ge_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7016 },
    // VOPC 23 V_CMP_O_F32 (seed line 7017)
    OpInfo { fmt: Format::Vopc, op: 23, name: "V_CMP_O_F32", mn: "v_cmp_o_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7017 },
    // VOPC 24 V_CMP_U_F32 (seed line 7018)
    OpInfo { fmt: Format::Vopc, op: 24, name: "V_CMP_U_F32", mn: "v_cmp_u_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7018 },
    // VOPC 25 V_CMP_NGE_F32 (seed line 7019)
    OpInfo { fmt: Format::Vopc, op: 25, name: "V_CMP_NGE_F32", mn: "v_cmp_nge_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7019 },
    // VOPC 26 V_CMP_NLG_F32 (seed line 7020)
    OpInfo { fmt: Format::Vopc, op: 26, name: "V_CMP_NLG_F32", mn: "v_cmp_nlg_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7020 },
    // VOPC 27 V_CMP_NGT_F32 (seed line 7021)
    OpInfo { fmt: Format::Vopc, op: 27, name: "V_CMP_NGT_F32", mn: "v_cmp_ngt_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7021 },
    // VOPC 28 V_CMP_NLE_F32 (seed line 7022)
    OpInfo { fmt: Format::Vopc, op: 28, name: "V_CMP_NLE_F32", mn: "v_cmp_nle_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7022 },
    // VOPC 29 V_CMP_NEQ_F32 (seed line 7023)
    OpInfo { fmt: Format::Vopc, op: 29, name: "V_CMP_NEQ_F32", mn: "v_cmp_neq_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7023 },
    // VOPC 30 V_CMP_NLT_F32 (seed line 7024)
    OpInfo { fmt: Format::Vopc, op: 30, name: "V_CMP_NLT_F32", mn: "v_cmp_nlt_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7024 },
    // VOPC 33 V_CMP_LT_F64 (seed line 7025)
    OpInfo { fmt: Format::Vopc, op: 33, name: "V_CMP_LT_F64", mn: "v_cmp_lt_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7025 },
    // VOPC 34 V_CMP_EQ_F64 (seed line 7026)
    OpInfo { fmt: Format::Vopc, op: 34, name: "V_CMP_EQ_F64", mn: "v_cmp_eq_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7026 },
    // VOPC 35 V_CMP_LE_F64 (seed line 7027)
    OpInfo { fmt: Format::Vopc, op: 35, name: "V_CMP_LE_F64", mn: "v_cmp_le_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7027 },
    // VOPC 36 V_CMP_GT_F64 (seed line 7028)
    OpInfo { fmt: Format::Vopc, op: 36, name: "V_CMP_GT_F64", mn: "v_cmp_gt_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7028 },
    // VOPC 37 V_CMP_LG_F64 (seed line 7029)
    OpInfo { fmt: Format::Vopc, op: 37, name: "V_CMP_LG_F64", mn: "v_cmp_lg_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7029 },
    // VOPC 38 V_CMP_GE_F64 (seed line 7030)
    OpInfo { fmt: Format::Vopc, op: 38, name: "V_CMP_GE_F64", mn: "v_cmp_ge_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7030 },
    // VOPC 39 V_CMP_O_F64 (seed line 7031)
    OpInfo { fmt: Format::Vopc, op: 39, name: "V_CMP_O_F64", mn: "v_cmp_o_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7031 },
    // VOPC 40 V_CMP_U_F64 (seed line 7032)
    OpInfo { fmt: Format::Vopc, op: 40, name: "V_CMP_U_F64", mn: "v_cmp_u_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7032 },
    // VOPC 41 V_CMP_NGE_F64 (seed line 7033)
    OpInfo { fmt: Format::Vopc, op: 41, name: "V_CMP_NGE_F64", mn: "v_cmp_nge_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7033 },
    // VOPC 42 V_CMP_NLG_F64 (seed line 7034)
    OpInfo { fmt: Format::Vopc, op: 42, name: "V_CMP_NLG_F64", mn: "v_cmp_nlg_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7034 },
    // VOPC 43 V_CMP_NGT_F64 (seed line 7035)
    OpInfo { fmt: Format::Vopc, op: 43, name: "V_CMP_NGT_F64", mn: "v_cmp_ngt_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7035 },
    // VOPC 44 V_CMP_NLE_F64 (seed line 7036)
    OpInfo { fmt: Format::Vopc, op: 44, name: "V_CMP_NLE_F64", mn: "v_cmp_nle_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7036 },
    // VOPC 45 V_CMP_NEQ_F64 (seed line 7037)
    OpInfo { fmt: Format::Vopc, op: 45, name: "V_CMP_NEQ_F64", mn: "v_cmp_neq_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7037 },
    // VOPC 46 V_CMP_NLT_F64 (seed line 7039)
    OpInfo { fmt: Format::Vopc, op: 46, name: "V_CMP_NLT_F64", mn: "v_cmp_nlt_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7039 },
    // VOPC 49 V_CMP_LT_I16 (seed line 7040)
    OpInfo { fmt: Format::Vopc, op: 49, name: "V_CMP_LT_I16", mn: "v_cmp_lt_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7040 },
    // VOPC 50 V_CMP_EQ_I16 (seed line 7041)
    OpInfo { fmt: Format::Vopc, op: 50, name: "V_CMP_EQ_I16", mn: "v_cmp_eq_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7041 },
    // VOPC 51 V_CMP_LE_I16 (seed line 7042)
    OpInfo { fmt: Format::Vopc, op: 51, name: "V_CMP_LE_I16", mn: "v_cmp_le_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7042 },
    // VOPC 52 V_CMP_GT_I16 (seed line 7043)
    OpInfo { fmt: Format::Vopc, op: 52, name: "V_CMP_GT_I16", mn: "v_cmp_gt_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7043 },
    // VOPC 53 V_CMP_NE_I16 (seed line 7044)
    OpInfo { fmt: Format::Vopc, op: 53, name: "V_CMP_NE_I16", mn: "v_cmp_ne_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7044 },
    // VOPC 54 V_CMP_GE_I16 (seed line 7045)
    OpInfo { fmt: Format::Vopc, op: 54, name: "V_CMP_GE_I16", mn: "v_cmp_ge_i16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7045 },
    // VOPC 57 V_CMP_LT_U16 (seed line 7046)
    OpInfo { fmt: Format::Vopc, op: 57, name: "V_CMP_LT_U16", mn: "v_cmp_lt_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7046 },
    // VOPC 58 V_CMP_EQ_U16 (seed line 7047)
    OpInfo { fmt: Format::Vopc, op: 58, name: "V_CMP_EQ_U16", mn: "v_cmp_eq_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7047 },
    // VOPC 59 V_CMP_LE_U16 (seed line 7048)
    OpInfo { fmt: Format::Vopc, op: 59, name: "V_CMP_LE_U16", mn: "v_cmp_le_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7048 },
    // VOPC 60 V_CMP_GT_U16 (seed line 7049)
    OpInfo { fmt: Format::Vopc, op: 60, name: "V_CMP_GT_U16", mn: "v_cmp_gt_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7049 },
    // VOPC 61 V_CMP_NE_U16 (seed line 7050)
    OpInfo { fmt: Format::Vopc, op: 61, name: "V_CMP_NE_U16", mn: "v_cmp_ne_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7050 },
    // VOPC 62 V_CMP_GE_U16 (seed line 7051)
    OpInfo { fmt: Format::Vopc, op: 62, name: "V_CMP_GE_U16", mn: "v_cmp_ge_u16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7051 },
    // VOPC 65 V_CMP_LT_I32 (seed line 7052)
    OpInfo { fmt: Format::Vopc, op: 65, name: "V_CMP_LT_I32", mn: "v_cmp_lt_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7052 },
    // VOPC 66 V_CMP_EQ_I32 (seed line 7053)
    OpInfo { fmt: Format::Vopc, op: 66, name: "V_CMP_EQ_I32", mn: "v_cmp_eq_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7053 },
    // VOPC 67 V_CMP_LE_I32 (seed line 7054)
    OpInfo { fmt: Format::Vopc, op: 67, name: "V_CMP_LE_I32", mn: "v_cmp_le_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7054 },
    // VOPC 68 V_CMP_GT_I32 (seed line 7055)
    OpInfo { fmt: Format::Vopc, op: 68, name: "V_CMP_GT_I32", mn: "v_cmp_gt_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7055 },
    // VOPC 69 V_CMP_NE_I32 (seed line 7056)
    OpInfo { fmt: Format::Vopc, op: 69, name: "V_CMP_NE_I32", mn: "v_cmp_ne_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7056 },
    // VOPC 70 V_CMP_GE_I32 (seed line 7062)
    OpInfo { fmt: Format::Vopc, op: 70, name: "V_CMP_GE_I32", mn: "v_cmp_ge_i32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7062 },
    // VOPC 73 V_CMP_LT_U32 (seed line 7063)
    OpInfo { fmt: Format::Vopc, op: 73, name: "V_CMP_LT_U32", mn: "v_cmp_lt_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7063 },
    // VOPC 74 V_CMP_EQ_U32 (seed line 7064)
    OpInfo { fmt: Format::Vopc, op: 74, name: "V_CMP_EQ_U32", mn: "v_cmp_eq_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7064 },
    // VOPC 75 V_CMP_LE_U32 (seed line 7065)
    OpInfo { fmt: Format::Vopc, op: 75, name: "V_CMP_LE_U32", mn: "v_cmp_le_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7065 },
    // VOPC 76 V_CMP_GT_U32 (seed line 7066)
    OpInfo { fmt: Format::Vopc, op: 76, name: "V_CMP_GT_U32", mn: "v_cmp_gt_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7066 },
    // VOPC 77 V_CMP_NE_U32 (seed line 7067)
    OpInfo { fmt: Format::Vopc, op: 77, name: "V_CMP_NE_U32", mn: "v_cmp_ne_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7067 },
    // VOPC 78 V_CMP_GE_U32 (seed line 7068)
    OpInfo { fmt: Format::Vopc, op: 78, name: "V_CMP_GE_U32", mn: "v_cmp_ge_u32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7068 },
    // VOPC 81 V_CMP_LT_I64 (seed line 7069)
    OpInfo { fmt: Format::Vopc, op: 81, name: "V_CMP_LT_I64", mn: "v_cmp_lt_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7069 },
    // VOPC 82 V_CMP_EQ_I64 (seed line 7070)
    OpInfo { fmt: Format::Vopc, op: 82, name: "V_CMP_EQ_I64", mn: "v_cmp_eq_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7070 },
    // VOPC 83 V_CMP_LE_I64 (seed line 7071)
    OpInfo { fmt: Format::Vopc, op: 83, name: "V_CMP_LE_I64", mn: "v_cmp_le_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7071 },
    // VOPC 84 V_CMP_GT_I64 (seed line 7072)
    OpInfo { fmt: Format::Vopc, op: 84, name: "V_CMP_GT_I64", mn: "v_cmp_gt_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7072 },
    // VOPC 85 V_CMP_NE_I64 (seed line 7073)
    OpInfo { fmt: Format::Vopc, op: 85, name: "V_CMP_NE_I64", mn: "v_cmp_ne_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7073 },
    // VOPC 86 V_CMP_GE_I64 (seed line 7074)
    OpInfo { fmt: Format::Vopc, op: 86, name: "V_CMP_GE_I64", mn: "v_cmp_ge_i64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7074 },
    // VOPC 89 V_CMP_LT_U64 (seed line 7075)
    OpInfo { fmt: Format::Vopc, op: 89, name: "V_CMP_LT_U64", mn: "v_cmp_lt_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7075 },
    // VOPC 90 V_CMP_EQ_U64 (seed line 7076)
    OpInfo { fmt: Format::Vopc, op: 90, name: "V_CMP_EQ_U64", mn: "v_cmp_eq_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7076 },
    // VOPC 91 V_CMP_LE_U64 (seed line 7077)
    OpInfo { fmt: Format::Vopc, op: 91, name: "V_CMP_LE_U64", mn: "v_cmp_le_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7077 },
    // VOPC 92 V_CMP_GT_U64 (seed line 7078)
    OpInfo { fmt: Format::Vopc, op: 92, name: "V_CMP_GT_U64", mn: "v_cmp_gt_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7078 },
    // VOPC 93 V_CMP_NE_U64 (seed line 7079)
    OpInfo { fmt: Format::Vopc, op: 93, name: "V_CMP_NE_U64", mn: "v_cmp_ne_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7079 },
    // VOPC 94 V_CMP_GE_U64 (seed line 7080)
    OpInfo { fmt: Format::Vopc, op: 94, name: "V_CMP_GE_U64", mn: "v_cmp_ge_u64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7080 },
    // VOPC 125 V_CMP_CLASS_F16 (seed line 7081)
    OpInfo { fmt: Format::Vopc, op: 125, name: "V_CMP_CLASS_F16", mn: "v_cmp_class_f16_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7081 },
    // VOPC 126 V_CMP_CLASS_F32 (seed line 7082)
    OpInfo { fmt: Format::Vopc, op: 126, name: "V_CMP_CLASS_F32", mn: "v_cmp_class_f32_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7082 },
    // VOPC 127 V_CMP_CLASS_F64 (seed line 7083)
    OpInfo { fmt: Format::Vopc, op: 127, name: "V_CMP_CLASS_F64", mn: "v_cmp_class_f64_e32", ops32: &[Slot::Text("vcc_lo"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Text("vcc"), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7083 },
    // VOPC 129 V_CMPX_LT_F16 (seed line 6992)
    OpInfo { fmt: Format::Vopc, op: 129, name: "V_CMPX_LT_F16", mn: "v_cmpx_lt_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6992 },
    // VOPC 130 V_CMPX_EQ_F16 (seed line 6993)
    OpInfo { fmt: Format::Vopc, op: 130, name: "V_CMPX_EQ_F16", mn: "v_cmpx_eq_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6993 },
    // VOPC 131 V_CMPX_LE_F16 (seed line 6994)
    OpInfo { fmt: Format::Vopc, op: 131, name: "V_CMPX_LE_F16", mn: "v_cmpx_le_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6994 },
    // VOPC 132 V_CMPX_GT_F16 (seed line 6995)
    OpInfo { fmt: Format::Vopc, op: 132, name: "V_CMPX_GT_F16", mn: "v_cmpx_gt_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6995 },
    // VOPC 133 V_CMPX_LG_F16 (seed line 6996)
    OpInfo { fmt: Format::Vopc, op: 133, name: "V_CMPX_LG_F16", mn: "v_cmpx_lg_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6996 },
    // VOPC 134 V_CMPX_GE_F16 (seed line 6997)
    OpInfo { fmt: Format::Vopc, op: 134, name: "V_CMPX_GE_F16", mn: "v_cmpx_ge_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6997 },
    // VOPC 135 V_CMPX_O_F16 (seed line 6998)
    OpInfo { fmt: Format::Vopc, op: 135, name: "V_CMPX_O_F16", mn: "v_cmpx_o_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6998 },
    // VOPC 136 V_CMPX_U_F16 (seed line 6999)
    OpInfo { fmt: Format::Vopc, op: 136, name: "V_CMPX_U_F16", mn: "v_cmpx_u_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 6999 },
    // VOPC 137 V_CMPX_NGE_F16 (seed line 7000)
    OpInfo { fmt: Format::Vopc, op: 137, name: "V_CMPX_NGE_F16", mn: "v_cmpx_nge_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7000 },
    // VOPC 138 V_CMPX_NLG_F16 (seed line 7001)
    OpInfo { fmt: Format::Vopc, op: 138, name: "V_CMPX_NLG_F16", mn: "v_cmpx_nlg_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7001 },
    // VOPC 139 V_CMPX_NGT_F16 (seed line 7002)
    OpInfo { fmt: Format::Vopc, op: 139, name: "V_CMPX_NGT_F16", mn: "v_cmpx_ngt_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7002 },
    // VOPC 140 V_CMPX_NLE_F16 (seed line 7003)
    OpInfo { fmt: Format::Vopc, op: 140, name: "V_CMPX_NLE_F16", mn: "v_cmpx_nle_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7003 },
    // VOPC 141 V_CMPX_NEQ_F16 (seed line 7009)
    OpInfo { fmt: Format::Vopc, op: 141, name: "V_CMPX_NEQ_F16", mn: "v_cmpx_neq_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7009 },
    // VOPC 142 V_CMPX_NLT_F16 (seed line 7010)
    OpInfo { fmt: Format::Vopc, op: 142, name: "V_CMPX_NLT_F16", mn: "v_cmpx_nlt_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7010 },
    // VOPC 145 V_CMPX_LT_F32 (seed line 7011)
    OpInfo { fmt: Format::Vopc, op: 145, name: "V_CMPX_LT_F32", mn: "v_cmpx_lt_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7011 },
    // VOPC 146 V_CMPX_EQ_F32 (seed line 7012)
    OpInfo { fmt: Format::Vopc, op: 146, name: "V_CMPX_EQ_F32", mn: "v_cmpx_eq_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7012 },
    // VOPC 147 V_CMPX_LE_F32 (seed line 7013)
    OpInfo { fmt: Format::Vopc, op: 147, name: "V_CMPX_LE_F32", mn: "v_cmpx_le_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7013 },
    // VOPC 148 V_CMPX_GT_F32 (seed line 7014)
    OpInfo { fmt: Format::Vopc, op: 148, name: "V_CMPX_GT_F32", mn: "v_cmpx_gt_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7014 },
    // VOPC 149 V_CMPX_LG_F32 (seed line 7015)
    OpInfo { fmt: Format::Vopc, op: 149, name: "V_CMPX_LG_F32", mn: "v_cmpx_lg_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7015 },
    // VOPC 150 V_CMPX_GE_F32 (seed line 7016)
    OpInfo { fmt: Format::Vopc, op: 150, name: "V_CMPX_GE_F32", mn: "v_cmpx_ge_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7016 },
    // VOPC 151 V_CMPX_O_F32 (seed line 7017)
    OpInfo { fmt: Format::Vopc, op: 151, name: "V_CMPX_O_F32", mn: "v_cmpx_o_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7017 },
    // VOPC 152 V_CMPX_U_F32 (seed line 7018)
    OpInfo { fmt: Format::Vopc, op: 152, name: "V_CMPX_U_F32", mn: "v_cmpx_u_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7018 },
    // VOPC 153 V_CMPX_NGE_F32 (seed line 7019)
    OpInfo { fmt: Format::Vopc, op: 153, name: "V_CMPX_NGE_F32", mn: "v_cmpx_nge_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7019 },
    // VOPC 154 V_CMPX_NLG_F32 (seed line 7020)
    OpInfo { fmt: Format::Vopc, op: 154, name: "V_CMPX_NLG_F32", mn: "v_cmpx_nlg_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7020 },
    // VOPC 155 V_CMPX_NGT_F32 (seed line 7021)
    OpInfo { fmt: Format::Vopc, op: 155, name: "V_CMPX_NGT_F32", mn: "v_cmpx_ngt_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7021 },
    // VOPC 156 V_CMPX_NLE_F32 (seed line 7022)
    OpInfo { fmt: Format::Vopc, op: 156, name: "V_CMPX_NLE_F32", mn: "v_cmpx_nle_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7022 },
    // VOPC 157 V_CMPX_NEQ_F32 (seed line 7023)
    OpInfo { fmt: Format::Vopc, op: 157, name: "V_CMPX_NEQ_F32", mn: "v_cmpx_neq_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7023 },
    // VOPC 158 V_CMPX_NLT_F32 (seed line 7024)
    OpInfo { fmt: Format::Vopc, op: 158, name: "V_CMPX_NLT_F32", mn: "v_cmpx_nlt_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7024 },
    // VOPC 161 V_CMPX_LT_F64 (seed line 7025)
    OpInfo { fmt: Format::Vopc, op: 161, name: "V_CMPX_LT_F64", mn: "v_cmpx_lt_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7025 },
    // VOPC 162 V_CMPX_EQ_F64 (seed line 7026)
    OpInfo { fmt: Format::Vopc, op: 162, name: "V_CMPX_EQ_F64", mn: "v_cmpx_eq_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7026 },
    // VOPC 163 V_CMPX_LE_F64 (seed line 7027)
    OpInfo { fmt: Format::Vopc, op: 163, name: "V_CMPX_LE_F64", mn: "v_cmpx_le_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7027 },
    // VOPC 164 V_CMPX_GT_F64 (seed line 7028)
    OpInfo { fmt: Format::Vopc, op: 164, name: "V_CMPX_GT_F64", mn: "v_cmpx_gt_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7028 },
    // VOPC 165 V_CMPX_LG_F64 (seed line 7029)
    OpInfo { fmt: Format::Vopc, op: 165, name: "V_CMPX_LG_F64", mn: "v_cmpx_lg_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7029 },
    // VOPC 166 V_CMPX_GE_F64 (seed line 7030)
    OpInfo { fmt: Format::Vopc, op: 166, name: "V_CMPX_GE_F64", mn: "v_cmpx_ge_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7030 },
    // VOPC 167 V_CMPX_O_F64 (seed line 7031)
    OpInfo { fmt: Format::Vopc, op: 167, name: "V_CMPX_O_F64", mn: "v_cmpx_o_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7031 },
    // VOPC 168 V_CMPX_U_F64 (seed line 7032)
    OpInfo { fmt: Format::Vopc, op: 168, name: "V_CMPX_U_F64", mn: "v_cmpx_u_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7032 },
    // VOPC 169 V_CMPX_NGE_F64 (seed line 7033)
    OpInfo { fmt: Format::Vopc, op: 169, name: "V_CMPX_NGE_F64", mn: "v_cmpx_nge_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7033 },
    // VOPC 170 V_CMPX_NLG_F64 (seed line 7034)
    OpInfo { fmt: Format::Vopc, op: 170, name: "V_CMPX_NLG_F64", mn: "v_cmpx_nlg_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7034 },
    // VOPC 171 V_CMPX_NGT_F64 (seed line 7035)
    OpInfo { fmt: Format::Vopc, op: 171, name: "V_CMPX_NGT_F64", mn: "v_cmpx_ngt_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7035 },
    // VOPC 172 V_CMPX_NLE_F64 (seed line 7036)
    OpInfo { fmt: Format::Vopc, op: 172, name: "V_CMPX_NLE_F64", mn: "v_cmpx_nle_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7036 },
    // VOPC 173 V_CMPX_NEQ_F64 (seed line 7037)
    OpInfo { fmt: Format::Vopc, op: 173, name: "V_CMPX_NEQ_F64", mn: "v_cmpx_neq_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7037 },
    // VOPC 174 V_CMPX_NLT_F64 (seed line 7039)
    OpInfo { fmt: Format::Vopc, op: 174, name: "V_CMPX_NLT_F64", mn: "v_cmpx_nlt_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7039 },
    // VOPC 177 V_CMPX_LT_I16 (seed line 7040)
    OpInfo { fmt: Format::Vopc, op: 177, name: "V_CMPX_LT_I16", mn: "v_cmpx_lt_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7040 },
    // VOPC 178 V_CMPX_EQ_I16 (seed line 7041)
    OpInfo { fmt: Format::Vopc, op: 178, name: "V_CMPX_EQ_I16", mn: "v_cmpx_eq_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7041 },
    // VOPC 179 V_CMPX_LE_I16 (seed line 7042)
    OpInfo { fmt: Format::Vopc, op: 179, name: "V_CMPX_LE_I16", mn: "v_cmpx_le_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7042 },
    // VOPC 180 V_CMPX_GT_I16 (seed line 7043)
    OpInfo { fmt: Format::Vopc, op: 180, name: "V_CMPX_GT_I16", mn: "v_cmpx_gt_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7043 },
    // VOPC 181 V_CMPX_NE_I16 (seed line 7044)
    OpInfo { fmt: Format::Vopc, op: 181, name: "V_CMPX_NE_I16", mn: "v_cmpx_ne_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7044 },
    // VOPC 182 V_CMPX_GE_I16 (seed line 7045)
    OpInfo { fmt: Format::Vopc, op: 182, name: "V_CMPX_GE_I16", mn: "v_cmpx_ge_i16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7045 },
    // VOPC 185 V_CMPX_LT_U16 (seed line 7046)
    OpInfo { fmt: Format::Vopc, op: 185, name: "V_CMPX_LT_U16", mn: "v_cmpx_lt_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7046 },
    // VOPC 186 V_CMPX_EQ_U16 (seed line 7047)
    OpInfo { fmt: Format::Vopc, op: 186, name: "V_CMPX_EQ_U16", mn: "v_cmpx_eq_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7047 },
    // VOPC 187 V_CMPX_LE_U16 (seed line 7048)
    OpInfo { fmt: Format::Vopc, op: 187, name: "V_CMPX_LE_U16", mn: "v_cmpx_le_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7048 },
    // VOPC 188 V_CMPX_GT_U16 (seed line 7049)
    OpInfo { fmt: Format::Vopc, op: 188, name: "V_CMPX_GT_U16", mn: "v_cmpx_gt_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7049 },
    // VOPC 189 V_CMPX_NE_U16 (seed line 7050)
    OpInfo { fmt: Format::Vopc, op: 189, name: "V_CMPX_NE_U16", mn: "v_cmpx_ne_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7050 },
    // VOPC 190 V_CMPX_GE_U16 (seed line 7051)
    OpInfo { fmt: Format::Vopc, op: 190, name: "V_CMPX_GE_U16", mn: "v_cmpx_ge_u16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7051 },
    // VOPC 193 V_CMPX_LT_I32 (seed line 7052)
    OpInfo { fmt: Format::Vopc, op: 193, name: "V_CMPX_LT_I32", mn: "v_cmpx_lt_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7052 },
    // VOPC 194 V_CMPX_EQ_I32 (seed line 7053)
    OpInfo { fmt: Format::Vopc, op: 194, name: "V_CMPX_EQ_I32", mn: "v_cmpx_eq_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7053 },
    // VOPC 195 V_CMPX_LE_I32 (seed line 7054)
    OpInfo { fmt: Format::Vopc, op: 195, name: "V_CMPX_LE_I32", mn: "v_cmpx_le_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7054 },
    // VOPC 196 V_CMPX_GT_I32 (seed line 7055)
    OpInfo { fmt: Format::Vopc, op: 196, name: "V_CMPX_GT_I32", mn: "v_cmpx_gt_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7055 },
    // VOPC 197 V_CMPX_NE_I32 (seed line 7056)
    OpInfo { fmt: Format::Vopc, op: 197, name: "V_CMPX_NE_I32", mn: "v_cmpx_ne_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7056 },
    // VOPC 198 V_CMPX_GE_I32 (seed line 7062)
    OpInfo { fmt: Format::Vopc, op: 198, name: "V_CMPX_GE_I32", mn: "v_cmpx_ge_i32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7062 },
    // VOPC 201 V_CMPX_LT_U32 (seed line 7063)
    OpInfo { fmt: Format::Vopc, op: 201, name: "V_CMPX_LT_U32", mn: "v_cmpx_lt_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7063 },
    // VOPC 202 V_CMPX_EQ_U32 (seed line 7064)
    OpInfo { fmt: Format::Vopc, op: 202, name: "V_CMPX_EQ_U32", mn: "v_cmpx_eq_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7064 },
    // VOPC 203 V_CMPX_LE_U32 (seed line 7065)
    OpInfo { fmt: Format::Vopc, op: 203, name: "V_CMPX_LE_U32", mn: "v_cmpx_le_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7065 },
    // VOPC 204 V_CMPX_GT_U32 (seed line 7066)
    OpInfo { fmt: Format::Vopc, op: 204, name: "V_CMPX_GT_U32", mn: "v_cmpx_gt_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7066 },
    // VOPC 205 V_CMPX_NE_U32 (seed line 7067)
    OpInfo { fmt: Format::Vopc, op: 205, name: "V_CMPX_NE_U32", mn: "v_cmpx_ne_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7067 },
    // VOPC 206 V_CMPX_GE_U32 (seed line 7068)
    OpInfo { fmt: Format::Vopc, op: 206, name: "V_CMPX_GE_U32", mn: "v_cmpx_ge_u32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7068 },
    // VOPC 209 V_CMPX_LT_I64 (seed line 7069)
    OpInfo { fmt: Format::Vopc, op: 209, name: "V_CMPX_LT_I64", mn: "v_cmpx_lt_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7069 },
    // VOPC 210 V_CMPX_EQ_I64 (seed line 7070)
    OpInfo { fmt: Format::Vopc, op: 210, name: "V_CMPX_EQ_I64", mn: "v_cmpx_eq_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7070 },
    // VOPC 211 V_CMPX_LE_I64 (seed line 7071)
    OpInfo { fmt: Format::Vopc, op: 211, name: "V_CMPX_LE_I64", mn: "v_cmpx_le_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7071 },
    // VOPC 212 V_CMPX_GT_I64 (seed line 7072)
    OpInfo { fmt: Format::Vopc, op: 212, name: "V_CMPX_GT_I64", mn: "v_cmpx_gt_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7072 },
    // VOPC 213 V_CMPX_NE_I64 (seed line 7073)
    OpInfo { fmt: Format::Vopc, op: 213, name: "V_CMPX_NE_I64", mn: "v_cmpx_ne_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7073 },
    // VOPC 214 V_CMPX_GE_I64 (seed line 7074)
    OpInfo { fmt: Format::Vopc, op: 214, name: "V_CMPX_GE_I64", mn: "v_cmpx_ge_i64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7074 },
    // VOPC 217 V_CMPX_LT_U64 (seed line 7075)
    OpInfo { fmt: Format::Vopc, op: 217, name: "V_CMPX_LT_U64", mn: "v_cmpx_lt_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7075 },
    // VOPC 218 V_CMPX_EQ_U64 (seed line 7076)
    OpInfo { fmt: Format::Vopc, op: 218, name: "V_CMPX_EQ_U64", mn: "v_cmpx_eq_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7076 },
    // VOPC 219 V_CMPX_LE_U64 (seed line 7077)
    OpInfo { fmt: Format::Vopc, op: 219, name: "V_CMPX_LE_U64", mn: "v_cmpx_le_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7077 },
    // VOPC 220 V_CMPX_GT_U64 (seed line 7078)
    OpInfo { fmt: Format::Vopc, op: 220, name: "V_CMPX_GT_U64", mn: "v_cmpx_gt_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7078 },
    // VOPC 221 V_CMPX_NE_U64 (seed line 7079)
    OpInfo { fmt: Format::Vopc, op: 221, name: "V_CMPX_NE_U64", mn: "v_cmpx_ne_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7079 },
    // VOPC 222 V_CMPX_GE_U64 (seed line 7080)
    OpInfo { fmt: Format::Vopc, op: 222, name: "V_CMPX_GE_U64", mn: "v_cmpx_ge_u64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7080 },
    // VOPC 253 V_CMPX_CLASS_F16 (seed line 7081)
    OpInfo { fmt: Format::Vopc, op: 253, name: "V_CMPX_CLASS_F16", mn: "v_cmpx_class_f16_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F16, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[Fld::Src0, Fld::Vsrc1], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7081 },
    // VOPC 254 V_CMPX_CLASS_F32 (seed line 7082)
    OpInfo { fmt: Format::Vopc, op: 254, name: "V_CMPX_CLASS_F32", mn: "v_cmpx_class_f32_e32", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: true, sext: 0, dpp3: 0, seed: 7082 },
    // VOPC 255 V_CMPX_CLASS_F64 (seed line 7083)
    OpInfo { fmt: Format::Vopc, op: 255, name: "V_CMPX_CLASS_F64", mn: "v_cmpx_class_f64_e32", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 1)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Vsrc1, 1)], cls: Cls::F64, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7083 },
    // VOP3 1 V_CMP_LT_F16 (seed line 7149)
    OpInfo { fmt: Format::Vop3, op: 1, name: "V_CMP_LT_F16", mn: "v_cmp_lt_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7149 },
    // VOP3 2 V_CMP_EQ_F16 (seed line 7150)
    OpInfo { fmt: Format::Vop3, op: 2, name: "V_CMP_EQ_F16", mn: "v_cmp_eq_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7150 },
    // VOP3 3 V_CMP_LE_F16 (seed line 7151)
    OpInfo { fmt: Format::Vop3, op: 3, name: "V_CMP_LE_F16", mn: "v_cmp_le_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7151 },
    // VOP3 4 V_CMP_GT_F16 (seed line 7152)
    OpInfo { fmt: Format::Vop3, op: 4, name: "V_CMP_GT_F16", mn: "v_cmp_gt_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7152 },
    // VOP3 5 V_CMP_LG_F16 (seed line 7153)
    OpInfo { fmt: Format::Vop3, op: 5, name: "V_CMP_LG_F16", mn: "v_cmp_lg_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7153 },
    // VOP3 6 V_CMP_GE_F16 (seed line 7154)
    OpInfo { fmt: Format::Vop3, op: 6, name: "V_CMP_GE_F16", mn: "v_cmp_ge_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7154 },
    // VOP3 7 V_CMP_O_F16 (seed line 7155)
    OpInfo { fmt: Format::Vop3, op: 7, name: "V_CMP_O_F16", mn: "v_cmp_o_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7155 },
    // VOP3 8 V_CMP_U_F16 (seed line 7156)
    OpInfo { fmt: Format::Vop3, op: 8, name: "V_CMP_U_F16", mn: "v_cmp_u_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7156 },
    // VOP3 9 V_CMP_NGE_F16 (seed line 7157)
    OpInfo { fmt: Format::Vop3, op: 9, name: "V_CMP_NGE_F16", mn: "v_cmp_nge_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7157 },
    // VOP3 10 V_CMP_NLG_F16 (seed line 7158)
    OpInfo { fmt: Format::Vop3, op: 10, name: "V_CMP_NLG_F16", mn: "v_cmp_nlg_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7158 },
    // VOP3 11 V_CMP_NGT_F16 (seed line 7159)
    OpInfo { fmt: Format::Vop3, op: 11, name: "V_CMP_NGT_F16", mn: "v_cmp_ngt_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7159 },
    // VOP3 12 V_CMP_NLE_F16 (seed line 7165)
    OpInfo { fmt: Format::Vop3, op: 12, name: "V_CMP_NLE_F16", mn: "v_cmp_nle_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7165 },
    // VOP3 13 V_CMP_NEQ_F16 (seed line 7166)
    OpInfo { fmt: Format::Vop3, op: 13, name: "V_CMP_NEQ_F16", mn: "v_cmp_neq_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7166 },
    // VOP3 14 V_CMP_NLT_F16 (seed line 7167)
    OpInfo { fmt: Format::Vop3, op: 14, name: "V_CMP_NLT_F16", mn: "v_cmp_nlt_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7167 },
    // VOP3 17 V_CMP_LT_F32 (seed line 7168)
    OpInfo { fmt: Format::Vop3, op: 17, name: "V_CMP_LT_F32", mn: "v_cmp_lt_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7168 },
    // VOP3 18 V_CMP_EQ_F32 (seed line 7169)
    OpInfo { fmt: Format::Vop3, op: 18, name: "V_CMP_EQ_F32", mn: "v_cmp_eq_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7169 },
    // VOP3 19 V_CMP_LE_F32 (seed line 7170)
    OpInfo { fmt: Format::Vop3, op: 19, name: "V_CMP_LE_F32", mn: "v_cmp_le_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7170 },
    // VOP3 20 V_CMP_GT_F32 (seed line 7171)
    OpInfo { fmt: Format::Vop3, op: 20, name: "V_CMP_GT_F32", mn: "v_cmp_gt_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7171 },
    // VOP3 21 V_CMP_LG_F32 (seed line 7172)
    OpInfo { fmt: Format::Vop3, op: 21, name: "V_CMP_LG_F32", mn: "v_cmp_lg_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7172 },
    // VOP3 22 V_CMP_GE_F32 (seed line 7173)
    OpInfo { fmt: Format::Vop3, op: 22, name: "V_CMP_GE_F32", mn: "v_cmp_ge_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7173 },
    // VOP3 23 V_CMP_O_F32 (seed line 7174)
    OpInfo { fmt: Format::Vop3, op: 23, name: "V_CMP_O_F32", mn: "v_cmp_o_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7174 },
    // VOP3 24 V_CMP_U_F32 (seed line 7175)
    OpInfo { fmt: Format::Vop3, op: 24, name: "V_CMP_U_F32", mn: "v_cmp_u_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7175 },
    // VOP3 25 V_CMP_NGE_F32 (seed line 7176)
    OpInfo { fmt: Format::Vop3, op: 25, name: "V_CMP_NGE_F32", mn: "v_cmp_nge_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7176 },
    // VOP3 26 V_CMP_NLG_F32 (seed line 7177)
    OpInfo { fmt: Format::Vop3, op: 26, name: "V_CMP_NLG_F32", mn: "v_cmp_nlg_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7177 },
    // VOP3 27 V_CMP_NGT_F32 (seed line 7178)
    OpInfo { fmt: Format::Vop3, op: 27, name: "V_CMP_NGT_F32", mn: "v_cmp_ngt_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7178 },
    // VOP3 28 V_CMP_NLE_F32 (seed line 7179)
    OpInfo { fmt: Format::Vop3, op: 28, name: "V_CMP_NLE_F32", mn: "v_cmp_nle_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7179 },
    // VOP3 29 V_CMP_NEQ_F32 (seed line 7180)
    OpInfo { fmt: Format::Vop3, op: 29, name: "V_CMP_NEQ_F32", mn: "v_cmp_neq_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7180 },
    // VOP3 30 V_CMP_NLT_F32 (seed line 7181)
    OpInfo { fmt: Format::Vop3, op: 30, name: "V_CMP_NLT_F32", mn: "v_cmp_nlt_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7181 },
    // VOP3 33 V_CMP_LT_F64 (seed line 7182)
    OpInfo { fmt: Format::Vop3, op: 33, name: "V_CMP_LT_F64", mn: "v_cmp_lt_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7182 },
    // VOP3 34 V_CMP_EQ_F64 (seed line 7183)
    OpInfo { fmt: Format::Vop3, op: 34, name: "V_CMP_EQ_F64", mn: "v_cmp_eq_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7183 },
    // VOP3 35 V_CMP_LE_F64 (seed line 7184)
    OpInfo { fmt: Format::Vop3, op: 35, name: "V_CMP_LE_F64", mn: "v_cmp_le_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7184 },
    // VOP3 36 V_CMP_GT_F64 (seed line 7185)
    OpInfo { fmt: Format::Vop3, op: 36, name: "V_CMP_GT_F64", mn: "v_cmp_gt_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7185 },
    // VOP3 37 V_CMP_LG_F64 (seed line 7186)
    OpInfo { fmt: Format::Vop3, op: 37, name: "V_CMP_LG_F64", mn: "v_cmp_lg_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7186 },
    // VOP3 38 V_CMP_GE_F64 (seed line 7187)
    OpInfo { fmt: Format::Vop3, op: 38, name: "V_CMP_GE_F64", mn: "v_cmp_ge_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7187 },
    // VOP3 39 V_CMP_O_F64 (seed line 7188)
    OpInfo { fmt: Format::Vop3, op: 39, name: "V_CMP_O_F64", mn: "v_cmp_o_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7188 },
    // VOP3 40 V_CMP_U_F64 (seed line 7189)
    OpInfo { fmt: Format::Vop3, op: 40, name: "V_CMP_U_F64", mn: "v_cmp_u_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7189 },
    // VOP3 41 V_CMP_NGE_F64 (seed line 7190)
    OpInfo { fmt: Format::Vop3, op: 41, name: "V_CMP_NGE_F64", mn: "v_cmp_nge_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7190 },
    // VOP3 42 V_CMP_NLG_F64 (seed line 7191)
    OpInfo { fmt: Format::Vop3, op: 42, name: "V_CMP_NLG_F64", mn: "v_cmp_nlg_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7191 },
    // VOP3 43 V_CMP_NGT_F64 (seed line 7192)
    OpInfo { fmt: Format::Vop3, op: 43, name: "V_CMP_NGT_F64", mn: "v_cmp_ngt_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7192 },
    // VOP3 44 V_CMP_NLE_F64 (seed line 7193)
    OpInfo { fmt: Format::Vop3, op: 44, name: "V_CMP_NLE_F64", mn: "v_cmp_nle_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7193 },
    // VOP3 45 V_CMP_NEQ_F64 (seed line 7194)
    OpInfo { fmt: Format::Vop3, op: 45, name: "V_CMP_NEQ_F64", mn: "v_cmp_neq_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7194 },
    // VOP3 46 V_CMP_NLT_F64 (seed line 7195)
    OpInfo { fmt: Format::Vop3, op: 46, name: "V_CMP_NLT_F64", mn: "v_cmp_nlt_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7195 },
    // VOP3 49 V_CMP_LT_I16 (seed line 7196)
    OpInfo { fmt: Format::Vop3, op: 49, name: "V_CMP_LT_I16", mn: "v_cmp_lt_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7196 },
    // VOP3 50 V_CMP_EQ_I16 (seed line 7197)
    OpInfo { fmt: Format::Vop3, op: 50, name: "V_CMP_EQ_I16", mn: "v_cmp_eq_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7197 },
    // VOP3 51 V_CMP_LE_I16 (seed line 7198)
    OpInfo { fmt: Format::Vop3, op: 51, name: "V_CMP_LE_I16", mn: "v_cmp_le_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7198 },
    // VOP3 52 V_CMP_GT_I16 (seed line 7199)
    OpInfo { fmt: Format::Vop3, op: 52, name: "V_CMP_GT_I16", mn: "v_cmp_gt_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7199 },
    // VOP3 53 V_CMP_NE_I16 (seed line 7200)
    OpInfo { fmt: Format::Vop3, op: 53, name: "V_CMP_NE_I16", mn: "v_cmp_ne_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7200 },
    // VOP3 54 V_CMP_GE_I16 (seed line 7201)
    OpInfo { fmt: Format::Vop3, op: 54, name: "V_CMP_GE_I16", mn: "v_cmp_ge_i16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7201 },
    // VOP3 57 V_CMP_LT_U16 (seed line 7202)
    OpInfo { fmt: Format::Vop3, op: 57, name: "V_CMP_LT_U16", mn: "v_cmp_lt_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7202 },
    // VOP3 58 V_CMP_EQ_U16 (seed line 7203)
    OpInfo { fmt: Format::Vop3, op: 58, name: "V_CMP_EQ_U16", mn: "v_cmp_eq_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7203 },
    // VOP3 59 V_CMP_LE_U16 (seed line 7204)
    OpInfo { fmt: Format::Vop3, op: 59, name: "V_CMP_LE_U16", mn: "v_cmp_le_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7204 },
    // VOP3 60 V_CMP_GT_U16 (seed line 7205)
    OpInfo { fmt: Format::Vop3, op: 60, name: "V_CMP_GT_U16", mn: "v_cmp_gt_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7205 },
    // VOP3 61 V_CMP_NE_U16 (seed line 7206)
    OpInfo { fmt: Format::Vop3, op: 61, name: "V_CMP_NE_U16", mn: "v_cmp_ne_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7206 },
    // VOP3 62 V_CMP_GE_U16 (seed line 7207)
    OpInfo { fmt: Format::Vop3, op: 62, name: "V_CMP_GE_U16", mn: "v_cmp_ge_u16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7207 },
    // VOP3 65 V_CMP_LT_I32 (seed line 7208)
    OpInfo { fmt: Format::Vop3, op: 65, name: "V_CMP_LT_I32", mn: "v_cmp_lt_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7208 },
    // VOP3 66 V_CMP_EQ_I32 (seed line 7209)
    OpInfo { fmt: Format::Vop3, op: 66, name: "V_CMP_EQ_I32", mn: "v_cmp_eq_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7209 },
    // VOP3 67 V_CMP_LE_I32 (seed line 7210)
    OpInfo { fmt: Format::Vop3, op: 67, name: "V_CMP_LE_I32", mn: "v_cmp_le_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7210 },
    // VOP3 68 V_CMP_GT_I32 (seed line 7211)
    OpInfo { fmt: Format::Vop3, op: 68, name: "V_CMP_GT_I32", mn: "v_cmp_gt_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7211 },
    // VOP3 69 V_CMP_NE_I32 (seed line 7217)
    OpInfo { fmt: Format::Vop3, op: 69, name: "V_CMP_NE_I32", mn: "v_cmp_ne_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7217 },
    // VOP3 70 V_CMP_GE_I32 (seed line 7218)
    OpInfo { fmt: Format::Vop3, op: 70, name: "V_CMP_GE_I32", mn: "v_cmp_ge_i32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7218 },
    // VOP3 73 V_CMP_LT_U32 (seed line 7219)
    OpInfo { fmt: Format::Vop3, op: 73, name: "V_CMP_LT_U32", mn: "v_cmp_lt_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7219 },
    // VOP3 74 V_CMP_EQ_U32 (seed line 7220)
    OpInfo { fmt: Format::Vop3, op: 74, name: "V_CMP_EQ_U32", mn: "v_cmp_eq_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7220 },
    // VOP3 75 V_CMP_LE_U32 (seed line 7221)
    OpInfo { fmt: Format::Vop3, op: 75, name: "V_CMP_LE_U32", mn: "v_cmp_le_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7221 },
    // VOP3 76 V_CMP_GT_U32 (seed line 7222)
    OpInfo { fmt: Format::Vop3, op: 76, name: "V_CMP_GT_U32", mn: "v_cmp_gt_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7222 },
    // VOP3 77 V_CMP_NE_U32 (seed line 7223)
    OpInfo { fmt: Format::Vop3, op: 77, name: "V_CMP_NE_U32", mn: "v_cmp_ne_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7223 },
    // VOP3 78 V_CMP_GE_U32 (seed line 7224)
    OpInfo { fmt: Format::Vop3, op: 78, name: "V_CMP_GE_U32", mn: "v_cmp_ge_u32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7224 },
    // VOP3 81 V_CMP_LT_I64 (seed line 7225)
    OpInfo { fmt: Format::Vop3, op: 81, name: "V_CMP_LT_I64", mn: "v_cmp_lt_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7225 },
    // VOP3 82 V_CMP_EQ_I64 (seed line 7226)
    OpInfo { fmt: Format::Vop3, op: 82, name: "V_CMP_EQ_I64", mn: "v_cmp_eq_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7226 },
    // VOP3 83 V_CMP_LE_I64 (seed line 7227)
    OpInfo { fmt: Format::Vop3, op: 83, name: "V_CMP_LE_I64", mn: "v_cmp_le_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7227 },
    // VOP3 84 V_CMP_GT_I64 (seed line 7228)
    OpInfo { fmt: Format::Vop3, op: 84, name: "V_CMP_GT_I64", mn: "v_cmp_gt_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7228 },
    // VOP3 85 V_CMP_NE_I64 (seed line 7229)
    OpInfo { fmt: Format::Vop3, op: 85, name: "V_CMP_NE_I64", mn: "v_cmp_ne_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7229 },
    // VOP3 86 V_CMP_GE_I64 (seed line 7230)
    OpInfo { fmt: Format::Vop3, op: 86, name: "V_CMP_GE_I64", mn: "v_cmp_ge_i64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7230 },
    // VOP3 89 V_CMP_LT_U64 (seed line 7231)
    OpInfo { fmt: Format::Vop3, op: 89, name: "V_CMP_LT_U64", mn: "v_cmp_lt_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7231 },
    // VOP3 90 V_CMP_EQ_U64 (seed line 7232)
    OpInfo { fmt: Format::Vop3, op: 90, name: "V_CMP_EQ_U64", mn: "v_cmp_eq_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7232 },
    // VOP3 91 V_CMP_LE_U64 (seed line 7233)
    OpInfo { fmt: Format::Vop3, op: 91, name: "V_CMP_LE_U64", mn: "v_cmp_le_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7233 },
    // VOP3 92 V_CMP_GT_U64 (seed line 7234)
    OpInfo { fmt: Format::Vop3, op: 92, name: "V_CMP_GT_U64", mn: "v_cmp_gt_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7234 },
    // VOP3 93 V_CMP_NE_U64 (seed line 7235)
    OpInfo { fmt: Format::Vop3, op: 93, name: "V_CMP_NE_U64", mn: "v_cmp_ne_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7235 },
    // VOP3 94 V_CMP_GE_U64 (seed line 7236)
    OpInfo { fmt: Format::Vop3, op: 94, name: "V_CMP_GE_U64", mn: "v_cmp_ge_u64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7236 },
    // VOP3 125 V_CMP_CLASS_F16 (seed line 7237)
    OpInfo { fmt: Format::Vop3, op: 125, name: "V_CMP_CLASS_F16", mn: "v_cmp_class_f16_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7237 },
    // VOP3 126 V_CMP_CLASS_F32 (seed line 7238)
    OpInfo { fmt: Format::Vop3, op: 126, name: "V_CMP_CLASS_F32", mn: "v_cmp_class_f32_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7238 },
    // VOP3 127 V_CMP_CLASS_F64 (seed line 7239)
    OpInfo { fmt: Format::Vop3, op: 127, name: "V_CMP_CLASS_F64", mn: "v_cmp_class_f64_e64", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], cls: Cls::F64, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7239 },
    // VOP3 129 V_CMPX_LT_F16 (seed line 7240)
    OpInfo { fmt: Format::Vop3, op: 129, name: "V_CMPX_LT_F16", mn: "v_cmpx_lt_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7240 },
    // VOP3 130 V_CMPX_EQ_F16 (seed line 7241)
    OpInfo { fmt: Format::Vop3, op: 130, name: "V_CMPX_EQ_F16", mn: "v_cmpx_eq_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7241 },
    // VOP3 131 V_CMPX_LE_F16 (seed line 7242)
    OpInfo { fmt: Format::Vop3, op: 131, name: "V_CMPX_LE_F16", mn: "v_cmpx_le_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7242 },
    // VOP3 132 V_CMPX_GT_F16 (seed line 7243)
    OpInfo { fmt: Format::Vop3, op: 132, name: "V_CMPX_GT_F16", mn: "v_cmpx_gt_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7243 },
    // VOP3 133 V_CMPX_LG_F16 (seed line 7244)
    OpInfo { fmt: Format::Vop3, op: 133, name: "V_CMPX_LG_F16", mn: "v_cmpx_lg_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7244 },
    // VOP3 134 V_CMPX_GE_F16 (seed line 7245)
    OpInfo { fmt: Format::Vop3, op: 134, name: "V_CMPX_GE_F16", mn: "v_cmpx_ge_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7245 },
    // VOP3 135 V_CMPX_O_F16 (seed line 7246)
    OpInfo { fmt: Format::Vop3, op: 135, name: "V_CMPX_O_F16", mn: "v_cmpx_o_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7246 },
    // VOP3 136 V_CMPX_U_F16 (seed line 7247)
    OpInfo { fmt: Format::Vop3, op: 136, name: "V_CMPX_U_F16", mn: "v_cmpx_u_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7247 },
    // VOP3 137 V_CMPX_NGE_F16 (seed line 7248)
    OpInfo { fmt: Format::Vop3, op: 137, name: "V_CMPX_NGE_F16", mn: "v_cmpx_nge_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7248 },
    // VOP3 138 V_CMPX_NLG_F16 (seed line 7249)
    OpInfo { fmt: Format::Vop3, op: 138, name: "V_CMPX_NLG_F16", mn: "v_cmpx_nlg_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7249 },
    // VOP3 139 V_CMPX_NGT_F16 (seed line 7250)
    OpInfo { fmt: Format::Vop3, op: 139, name: "V_CMPX_NGT_F16", mn: "v_cmpx_ngt_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7250 },
    // VOP3 140 V_CMPX_NLE_F16 (seed line 7251)
    OpInfo { fmt: Format::Vop3, op: 140, name: "V_CMPX_NLE_F16", mn: "v_cmpx_nle_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7251 },
    // VOP3 141 V_CMPX_NEQ_F16 (seed line 7252)
    OpInfo { fmt: Format::Vop3, op: 141, name: "V_CMPX_NEQ_F16", mn: "v_cmpx_neq_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7252 },
    // VOP3 142 V_CMPX_NLT_F16 (seed line 7253)
    OpInfo { fmt: Format::Vop3, op: 142, name: "V_CMPX_NLT_F16", mn: "v_cmpx_nlt_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7253 },
    // VOP3 145 V_CMPX_LT_F32 (seed line 7254)
    OpInfo { fmt: Format::Vop3, op: 145, name: "V_CMPX_LT_F32", mn: "v_cmpx_lt_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7254 },
    // VOP3 146 V_CMPX_EQ_F32 (seed line 7255)
    OpInfo { fmt: Format::Vop3, op: 146, name: "V_CMPX_EQ_F32", mn: "v_cmpx_eq_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7255 },
    // VOP3 147 V_CMPX_LE_F32 (seed line 7256)
    OpInfo { fmt: Format::Vop3, op: 147, name: "V_CMPX_LE_F32", mn: "v_cmpx_le_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7256 },
    // VOP3 148 V_CMPX_GT_F32 (seed line 7257)
    OpInfo { fmt: Format::Vop3, op: 148, name: "V_CMPX_GT_F32", mn: "v_cmpx_gt_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7257 },
    // VOP3 149 V_CMPX_LG_F32 (seed line 7258)
    OpInfo { fmt: Format::Vop3, op: 149, name: "V_CMPX_LG_F32", mn: "v_cmpx_lg_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7258 },
    // VOP3 150 V_CMPX_GE_F32 (seed line 7259)
    OpInfo { fmt: Format::Vop3, op: 150, name: "V_CMPX_GE_F32", mn: "v_cmpx_ge_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7259 },
    // VOP3 151 V_CMPX_O_F32 (seed line 7260)
    OpInfo { fmt: Format::Vop3, op: 151, name: "V_CMPX_O_F32", mn: "v_cmpx_o_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7260 },
    // VOP3 152 V_CMPX_U_F32 (seed line 7261)
    OpInfo { fmt: Format::Vop3, op: 152, name: "V_CMPX_U_F32", mn: "v_cmpx_u_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7261 },
    // VOP3 153 V_CMPX_NGE_F32 (seed line 7262)
    OpInfo { fmt: Format::Vop3, op: 153, name: "V_CMPX_NGE_F32", mn: "v_cmpx_nge_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7262 },
    // VOP3 154 V_CMPX_NLG_F32 (seed line 7264)
    OpInfo { fmt: Format::Vop3, op: 154, name: "V_CMPX_NLG_F32", mn: "v_cmpx_nlg_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7264 },
    // VOP3 155 V_CMPX_NGT_F32 (seed line 7270)
    OpInfo { fmt: Format::Vop3, op: 155, name: "V_CMPX_NGT_F32", mn: "v_cmpx_ngt_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7270 },
    // VOP3 156 V_CMPX_NLE_F32 (seed line 7271)
    OpInfo { fmt: Format::Vop3, op: 156, name: "V_CMPX_NLE_F32", mn: "v_cmpx_nle_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7271 },
    // VOP3 157 V_CMPX_NEQ_F32 (seed line 7272)
    OpInfo { fmt: Format::Vop3, op: 157, name: "V_CMPX_NEQ_F32", mn: "v_cmpx_neq_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7272 },
    // VOP3 158 V_CMPX_NLT_F32 (seed line 7273)
    OpInfo { fmt: Format::Vop3, op: 158, name: "V_CMPX_NLT_F32", mn: "v_cmpx_nlt_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7273 },
    // VOP3 161 V_CMPX_LT_F64 (seed line 7274)
    OpInfo { fmt: Format::Vop3, op: 161, name: "V_CMPX_LT_F64", mn: "v_cmpx_lt_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7274 },
    // VOP3 162 V_CMPX_EQ_F64 (seed line 7275)
    OpInfo { fmt: Format::Vop3, op: 162, name: "V_CMPX_EQ_F64", mn: "v_cmpx_eq_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7275 },
    // VOP3 163 V_CMPX_LE_F64 (seed line 7276)
    OpInfo { fmt: Format::Vop3, op: 163, name: "V_CMPX_LE_F64", mn: "v_cmpx_le_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7276 },
    // VOP3 164 V_CMPX_GT_F64 (seed line 7277)
    OpInfo { fmt: Format::Vop3, op: 164, name: "V_CMPX_GT_F64", mn: "v_cmpx_gt_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7277 },
    // VOP3 165 V_CMPX_LG_F64 (seed line 7278)
    OpInfo { fmt: Format::Vop3, op: 165, name: "V_CMPX_LG_F64", mn: "v_cmpx_lg_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7278 },
    // VOP3 166 V_CMPX_GE_F64 (seed line 7279)
    OpInfo { fmt: Format::Vop3, op: 166, name: "V_CMPX_GE_F64", mn: "v_cmpx_ge_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7279 },
    // VOP3 167 V_CMPX_O_F64 (seed line 7280)
    OpInfo { fmt: Format::Vop3, op: 167, name: "V_CMPX_O_F64", mn: "v_cmpx_o_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7280 },
    // VOP3 168 V_CMPX_U_F64 (seed line 7281)
    OpInfo { fmt: Format::Vop3, op: 168, name: "V_CMPX_U_F64", mn: "v_cmpx_u_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7281 },
    // VOP3 169 V_CMPX_NGE_F64 (seed line 7282)
    OpInfo { fmt: Format::Vop3, op: 169, name: "V_CMPX_NGE_F64", mn: "v_cmpx_nge_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7282 },
    // VOP3 170 V_CMPX_NLG_F64 (seed line 7283)
    OpInfo { fmt: Format::Vop3, op: 170, name: "V_CMPX_NLG_F64", mn: "v_cmpx_nlg_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7283 },
    // VOP3 171 V_CMPX_NGT_F64 (seed line 7284)
    OpInfo { fmt: Format::Vop3, op: 171, name: "V_CMPX_NGT_F64", mn: "v_cmpx_ngt_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7284 },
    // VOP3 172 V_CMPX_NLE_F64 (seed line 7285)
    OpInfo { fmt: Format::Vop3, op: 172, name: "V_CMPX_NLE_F64", mn: "v_cmpx_nle_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7285 },
    // VOP3 173 V_CMPX_NEQ_F64 (seed line 7286)
    OpInfo { fmt: Format::Vop3, op: 173, name: "V_CMPX_NEQ_F64", mn: "v_cmpx_neq_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7286 },
    // VOP3 174 V_CMPX_NLT_F64 (seed line 7287)
    OpInfo { fmt: Format::Vop3, op: 174, name: "V_CMPX_NLT_F64", mn: "v_cmpx_nlt_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7287 },
    // VOP3 177 V_CMPX_LT_I16 (seed line 7288)
    OpInfo { fmt: Format::Vop3, op: 177, name: "V_CMPX_LT_I16", mn: "v_cmpx_lt_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7288 },
    // VOP3 178 V_CMPX_EQ_I16 (seed line 7289)
    OpInfo { fmt: Format::Vop3, op: 178, name: "V_CMPX_EQ_I16", mn: "v_cmpx_eq_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7289 },
    // VOP3 179 V_CMPX_LE_I16 (seed line 7290)
    OpInfo { fmt: Format::Vop3, op: 179, name: "V_CMPX_LE_I16", mn: "v_cmpx_le_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7290 },
    // VOP3 180 V_CMPX_GT_I16 (seed line 7291)
    OpInfo { fmt: Format::Vop3, op: 180, name: "V_CMPX_GT_I16", mn: "v_cmpx_gt_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7291 },
    // VOP3 181 V_CMPX_NE_I16 (seed line 7292)
    OpInfo { fmt: Format::Vop3, op: 181, name: "V_CMPX_NE_I16", mn: "v_cmpx_ne_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7292 },
    // VOP3 182 V_CMPX_GE_I16 (seed line 7293)
    OpInfo { fmt: Format::Vop3, op: 182, name: "V_CMPX_GE_I16", mn: "v_cmpx_ge_i16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7293 },
    // VOP3 185 V_CMPX_LT_U16 (seed line 7294)
    OpInfo { fmt: Format::Vop3, op: 185, name: "V_CMPX_LT_U16", mn: "v_cmpx_lt_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7294 },
    // VOP3 186 V_CMPX_EQ_U16 (seed line 7295)
    OpInfo { fmt: Format::Vop3, op: 186, name: "V_CMPX_EQ_U16", mn: "v_cmpx_eq_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7295 },
    // VOP3 187 V_CMPX_LE_U16 (seed line 7296)
    OpInfo { fmt: Format::Vop3, op: 187, name: "V_CMPX_LE_U16", mn: "v_cmpx_le_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7296 },
    // VOP3 188 V_CMPX_GT_U16 (seed line 7297)
    OpInfo { fmt: Format::Vop3, op: 188, name: "V_CMPX_GT_U16", mn: "v_cmpx_gt_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7297 },
    // VOP3 189 V_CMPX_NE_U16 (seed line 7298)
    OpInfo { fmt: Format::Vop3, op: 189, name: "V_CMPX_NE_U16", mn: "v_cmpx_ne_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7298 },
    // VOP3 190 V_CMPX_GE_U16 (seed line 7299)
    OpInfo { fmt: Format::Vop3, op: 190, name: "V_CMPX_GE_U16", mn: "v_cmpx_ge_u16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7299 },
    // VOP3 193 V_CMPX_LT_I32 (seed line 7300)
    OpInfo { fmt: Format::Vop3, op: 193, name: "V_CMPX_LT_I32", mn: "v_cmpx_lt_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7300 },
    // VOP3 194 V_CMPX_EQ_I32 (seed line 7301)
    OpInfo { fmt: Format::Vop3, op: 194, name: "V_CMPX_EQ_I32", mn: "v_cmpx_eq_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7301 },
    // VOP3 195 V_CMPX_LE_I32 (seed line 7302)
    OpInfo { fmt: Format::Vop3, op: 195, name: "V_CMPX_LE_I32", mn: "v_cmpx_le_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7302 },
    // VOP3 196 V_CMPX_GT_I32 (seed line 7303)
    OpInfo { fmt: Format::Vop3, op: 196, name: "V_CMPX_GT_I32", mn: "v_cmpx_gt_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7303 },
    // VOP3 197 V_CMPX_NE_I32 (seed line 7304)
    OpInfo { fmt: Format::Vop3, op: 197, name: "V_CMPX_NE_I32", mn: "v_cmpx_ne_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7304 },
    // VOP3 198 V_CMPX_GE_I32 (seed line 7305)
    OpInfo { fmt: Format::Vop3, op: 198, name: "V_CMPX_GE_I32", mn: "v_cmpx_ge_i32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7305 },
    // VOP3 201 V_CMPX_LT_U32 (seed line 7306)
    OpInfo { fmt: Format::Vop3, op: 201, name: "V_CMPX_LT_U32", mn: "v_cmpx_lt_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7306 },
    // VOP3 202 V_CMPX_EQ_U32 (seed line 7307)
    OpInfo { fmt: Format::Vop3, op: 202, name: "V_CMPX_EQ_U32", mn: "v_cmpx_eq_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7307 },
    // VOP3 203 V_CMPX_LE_U32 (seed line 7309)
    OpInfo { fmt: Format::Vop3, op: 203, name: "V_CMPX_LE_U32", mn: "v_cmpx_le_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7309 },
    // VOP3 204 V_CMPX_GT_U32 (seed line 7310)
    OpInfo { fmt: Format::Vop3, op: 204, name: "V_CMPX_GT_U32", mn: "v_cmpx_gt_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7310 },
    // VOP3 205 V_CMPX_NE_U32 (seed line 7311)
    OpInfo { fmt: Format::Vop3, op: 205, name: "V_CMPX_NE_U32", mn: "v_cmpx_ne_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7311 },
    // VOP3 206 V_CMPX_GE_U32 (seed line 7312)
    OpInfo { fmt: Format::Vop3, op: 206, name: "V_CMPX_GE_U32", mn: "v_cmpx_ge_u32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7312 },
    // VOP3 209 V_CMPX_LT_I64 (seed line 7313)
    OpInfo { fmt: Format::Vop3, op: 209, name: "V_CMPX_LT_I64", mn: "v_cmpx_lt_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7313 },
    // VOP3 210 V_CMPX_EQ_I64 (seed line 7314)
    OpInfo { fmt: Format::Vop3, op: 210, name: "V_CMPX_EQ_I64", mn: "v_cmpx_eq_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7314 },
    // VOP3 211 V_CMPX_LE_I64 (seed line 7315)
    OpInfo { fmt: Format::Vop3, op: 211, name: "V_CMPX_LE_I64", mn: "v_cmpx_le_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7315 },
    // VOP3 212 V_CMPX_GT_I64 (seed line 7316)
    OpInfo { fmt: Format::Vop3, op: 212, name: "V_CMPX_GT_I64", mn: "v_cmpx_gt_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7316 },
    // VOP3 213 V_CMPX_NE_I64 (seed line 7317)
    OpInfo { fmt: Format::Vop3, op: 213, name: "V_CMPX_NE_I64", mn: "v_cmpx_ne_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7317 },
    // VOP3 214 V_CMPX_GE_I64 (seed line 7323)
    OpInfo { fmt: Format::Vop3, op: 214, name: "V_CMPX_GE_I64", mn: "v_cmpx_ge_i64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7323 },
    // VOP3 217 V_CMPX_LT_U64 (seed line 7324)
    OpInfo { fmt: Format::Vop3, op: 217, name: "V_CMPX_LT_U64", mn: "v_cmpx_lt_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7324 },
    // VOP3 218 V_CMPX_EQ_U64 (seed line 7325)
    OpInfo { fmt: Format::Vop3, op: 218, name: "V_CMPX_EQ_U64", mn: "v_cmpx_eq_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7325 },
    // VOP3 219 V_CMPX_LE_U64 (seed line 7326)
    OpInfo { fmt: Format::Vop3, op: 219, name: "V_CMPX_LE_U64", mn: "v_cmpx_le_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7326 },
    // VOP3 220 V_CMPX_GT_U64 (seed line 7327)
    OpInfo { fmt: Format::Vop3, op: 220, name: "V_CMPX_GT_U64", mn: "v_cmpx_gt_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7327 },
    // VOP3 221 V_CMPX_NE_U64 (seed line 7328)
    OpInfo { fmt: Format::Vop3, op: 221, name: "V_CMPX_NE_U64", mn: "v_cmpx_ne_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7328 },
    // VOP3 222 V_CMPX_GE_U64 (seed line 7329)
    OpInfo { fmt: Format::Vop3, op: 222, name: "V_CMPX_GE_U64", mn: "v_cmpx_ge_u64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7329 },
    // VOP3 253 V_CMPX_CLASS_F16 (seed line 7330)
    OpInfo { fmt: Format::Vop3, op: 253, name: "V_CMPX_CLASS_F16", mn: "v_cmpx_class_f16_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7330 },
    // VOP3 254 V_CMPX_CLASS_F32 (seed line 7331)
    OpInfo { fmt: Format::Vop3, op: 254, name: "V_CMPX_CLASS_F32", mn: "v_cmpx_class_f32_e64", ops32: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7331 },
    // VOP3 255 V_CMPX_CLASS_F64 (seed line 7332)
    OpInfo { fmt: Format::Vop3, op: 255, name: "V_CMPX_CLASS_F64", mn: "v_cmpx_class_f64_e64", ops32: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], cls: Cls::F64, vmods: 0x0401, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7332 },
    // VOP3 257 V_CNDMASK_B32 (seed line 7333)
    OpInfo { fmt: Format::Vop3, op: 257, name: "V_CNDMASK_B32", mn: "v_cndmask_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x0c03, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7333 },
    // VOP3 258 V_ADD_F64 (seed line 7334)
    OpInfo { fmt: Format::Vop3, op: 258, name: "V_ADD_F64", mn: "v_add_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7334 },
    // VOP3 259 V_ADD_F32 (seed line 7335)
    OpInfo { fmt: Format::Vop3, op: 259, name: "V_ADD_F32", mn: "v_add_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7335 },
    // VOP3 260 V_SUB_F32 (seed line 7336)
    OpInfo { fmt: Format::Vop3, op: 260, name: "V_SUB_F32", mn: "v_sub_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7336 },
    // VOP3 261 V_SUBREV_F32 (seed line 7337)
    OpInfo { fmt: Format::Vop3, op: 261, name: "V_SUBREV_F32", mn: "v_subrev_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7337 },
    // VOP3 262 V_MUL_F64 (seed line 7338)
    OpInfo { fmt: Format::Vop3, op: 262, name: "V_MUL_F64", mn: "v_mul_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7338 },
    // VOP3 263 V_MUL_DX9_ZERO_F32 (seed line 7339)
    OpInfo { fmt: Format::Vop3, op: 263, name: "V_MUL_DX9_ZERO_F32", mn: "v_mul_dx9_zero_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7339 },
    // VOP3 264 V_MUL_F32 (seed line 7340)
    OpInfo { fmt: Format::Vop3, op: 264, name: "V_MUL_F32", mn: "v_mul_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7340 },
    // VOP3 265 V_MUL_I32_I24 (seed line 7341)
    OpInfo { fmt: Format::Vop3, op: 265, name: "V_MUL_I32_I24", mn: "v_mul_i32_i24_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7341 },
    // VOP3 266 V_MUL_HI_I32_I24 (seed line 7342)
    OpInfo { fmt: Format::Vop3, op: 266, name: "V_MUL_HI_I32_I24", mn: "v_mul_hi_i32_i24_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7342 },
    // VOP3 267 V_MUL_U32_U24 (seed line 7343)
    OpInfo { fmt: Format::Vop3, op: 267, name: "V_MUL_U32_U24", mn: "v_mul_u32_u24_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7343 },
    // VOP3 268 V_MUL_HI_U32_U24 (seed line 7344)
    OpInfo { fmt: Format::Vop3, op: 268, name: "V_MUL_HI_U32_U24", mn: "v_mul_hi_u32_u24_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7344 },
    // VOP3 269 V_MIN_NUM_F64 (seed line 7345)
    OpInfo { fmt: Format::Vop3, op: 269, name: "V_MIN_NUM_F64", mn: "v_min_num_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7345 },
    // VOP3 270 V_MAX_NUM_F64 (seed line 7346)
    OpInfo { fmt: Format::Vop3, op: 270, name: "V_MAX_NUM_F64", mn: "v_max_num_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7346 },
    // VOP3 273 V_MIN_I32 (seed line 7347)
    OpInfo { fmt: Format::Vop3, op: 273, name: "V_MIN_I32", mn: "v_min_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7347 },
    // VOP3 274 V_MAX_I32 (seed line 7348)
    OpInfo { fmt: Format::Vop3, op: 274, name: "V_MAX_I32", mn: "v_max_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7348 },
    // VOP3 275 V_MIN_U32 (seed line 7349)
    OpInfo { fmt: Format::Vop3, op: 275, name: "V_MIN_U32", mn: "v_min_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7349 },
    // VOP3 276 V_MAX_U32 (seed line 7350)
    OpInfo { fmt: Format::Vop3, op: 276, name: "V_MAX_U32", mn: "v_max_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7350 },
    // VOP3 277 V_MIN_NUM_F32 (seed line 7351)
    OpInfo { fmt: Format::Vop3, op: 277, name: "V_MIN_NUM_F32", mn: "v_min_num_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7351 },
    // VOP3 278 V_MAX_NUM_F32 (seed line 7352)
    OpInfo { fmt: Format::Vop3, op: 278, name: "V_MAX_NUM_F32", mn: "v_max_num_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7352 },
    // VOP3 280 V_LSHLREV_B32 (seed line 7353)
    OpInfo { fmt: Format::Vop3, op: 280, name: "V_LSHLREV_B32", mn: "v_lshlrev_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7353 },
    // VOP3 281 V_LSHRREV_B32 (seed line 7354)
    OpInfo { fmt: Format::Vop3, op: 281, name: "V_LSHRREV_B32", mn: "v_lshrrev_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7354 },
    // VOP3 282 V_ASHRREV_I32 (seed line 7355)
    OpInfo { fmt: Format::Vop3, op: 282, name: "V_ASHRREV_I32", mn: "v_ashrrev_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7355 },
    // VOP3 283 V_AND_B32 (seed line 7356)
    OpInfo { fmt: Format::Vop3, op: 283, name: "V_AND_B32", mn: "v_and_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7356 },
    // VOP3 284 V_OR_B32 (seed line 7357)
    OpInfo { fmt: Format::Vop3, op: 284, name: "V_OR_B32", mn: "v_or_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7357 },
    // VOP3 285 V_XOR_B32 (seed line 7358)
    OpInfo { fmt: Format::Vop3, op: 285, name: "V_XOR_B32", mn: "v_xor_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7358 },
    // VOP3 286 V_XNOR_B32 (seed line 7359)
    OpInfo { fmt: Format::Vop3, op: 286, name: "V_XNOR_B32", mn: "v_xnor_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7359 },
    // VOP3 287 V_LSHLREV_B64 (seed line 7360)
    OpInfo { fmt: Format::Vop3, op: 287, name: "V_LSHLREV_B64", mn: "v_lshlrev_b64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7360 },
    // VOP3 293 V_ADD_NC_U32 (seed line 7361)
    OpInfo { fmt: Format::Vop3, op: 293, name: "V_ADD_NC_U32", mn: "v_add_nc_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7361 },
    // VOP3 294 V_SUB_NC_U32 (seed line 7362)
    OpInfo { fmt: Format::Vop3, op: 294, name: "V_SUB_NC_U32", mn: "v_sub_nc_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7362 },
    // VOP3 295 V_SUBREV_NC_U32 (seed line 7363)
    OpInfo { fmt: Format::Vop3, op: 295, name: "V_SUBREV_NC_U32", mn: "v_subrev_nc_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7363 },
    // VOP3 299 V_FMAC_F32 (seed line 7364)
    OpInfo { fmt: Format::Vop3, op: 299, name: "V_FMAC_F32", mn: "v_fmac_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7364 },
    // VOP3 303 V_CVT_PK_RTZ_F16_F32 (seed line 7365)
    OpInfo { fmt: Format::Vop3, op: 303, name: "V_CVT_PK_RTZ_F16_F32", mn: "v_cvt_pk_rtz_f16_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7365 },
    // VOP3 304 V_MIN_NUM_F16 (seed line 7366)
    OpInfo { fmt: Format::Vop3, op: 304, name: "V_MIN_NUM_F16", mn: "v_min_num_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7366 },
    // VOP3 305 V_MAX_NUM_F16 (seed line 7367)
    OpInfo { fmt: Format::Vop3, op: 305, name: "V_MAX_NUM_F16", mn: "v_max_num_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7367 },
    // VOP3 306 V_ADD_F16 (seed line 7368)
    OpInfo { fmt: Format::Vop3, op: 306, name: "V_ADD_F16", mn: "v_add_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7368 },
    // VOP3 307 V_SUB_F16 (seed line 7369)
    OpInfo { fmt: Format::Vop3, op: 307, name: "V_SUB_F16", mn: "v_sub_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7369 },
    // VOP3 308 V_SUBREV_F16 (seed line 7376)
    OpInfo { fmt: Format::Vop3, op: 308, name: "V_SUBREV_F16", mn: "v_subrev_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7376 },
    // VOP3 309 V_MUL_F16 (seed line 7377)
    OpInfo { fmt: Format::Vop3, op: 309, name: "V_MUL_F16", mn: "v_mul_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7377 },
    // VOP3 310 V_FMAC_F16 (seed line 7378)
    OpInfo { fmt: Format::Vop3, op: 310, name: "V_FMAC_F16", mn: "v_fmac_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0fdb, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7378 },
    // VOP3 315 V_LDEXP_F16 (seed line 7379)
    OpInfo { fmt: Format::Vop3, op: 315, name: "V_LDEXP_F16", mn: "v_ldexp_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7379 },
    // VOP3 384 V_NOP (seed line 7380)
    OpInfo { fmt: Format::Vop3, op: 384, name: "V_NOP", mn: "v_nop", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1, Fld::Src0, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7380 },
    // VOP3 385 V_MOV_B32 (seed line 7381)
    OpInfo { fmt: Format::Vop3, op: 385, name: "V_MOV_B32", mn: "v_mov_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7381 },
    // VOP3 386 V_READFIRSTLANE_B32 (seed line 7382)
    OpInfo { fmt: Format::Vop3, op: 386, name: "V_READFIRSTLANE_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7382 },
    // VOP3 387 V_CVT_I32_F64 (seed line 7383)
    OpInfo { fmt: Format::Vop3, op: 387, name: "V_CVT_I32_F64", mn: "v_cvt_i32_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7383 },
    // VOP3 388 V_CVT_F64_I32 (seed line 7384)
    OpInfo { fmt: Format::Vop3, op: 388, name: "V_CVT_F64_I32", mn: "v_cvt_f64_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7384 },
    // VOP3 389 V_CVT_F32_I32 (seed line 7385)
    OpInfo { fmt: Format::Vop3, op: 389, name: "V_CVT_F32_I32", mn: "v_cvt_f32_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7385 },
    // VOP3 390 V_CVT_F32_U32 (seed line 7386)
    OpInfo { fmt: Format::Vop3, op: 390, name: "V_CVT_F32_U32", mn: "v_cvt_f32_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7386 },
    // VOP3 391 V_CVT_U32_F32 (seed line 7387)
    OpInfo { fmt: Format::Vop3, op: 391, name: "V_CVT_U32_F32", mn: "v_cvt_u32_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7387 },
    // VOP3 392 V_CVT_I32_F32 (seed line 7388)
    OpInfo { fmt: Format::Vop3, op: 392, name: "V_CVT_I32_F32", mn: "v_cvt_i32_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7388 },
    // VOP3 394 V_CVT_F16_F32 (seed line 7389)
    OpInfo { fmt: Format::Vop3, op: 394, name: "V_CVT_F16_F32", mn: "v_cvt_f16_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7389 },
    // VOP3 395 V_CVT_F32_F16 (seed line 7390)
    OpInfo { fmt: Format::Vop3, op: 395, name: "V_CVT_F32_F16", mn: "v_cvt_f32_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7390 },
    // VOP3 396 V_CVT_NEAREST_I32_F32 (seed line 7391)
    OpInfo { fmt: Format::Vop3, op: 396, name: "V_CVT_NEAREST_I32_F32", mn: "v_cvt_nearest_i32_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0481, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7391 },
    // VOP3 397 V_CVT_FLOOR_I32_F32 (seed line 7392)
    OpInfo { fmt: Format::Vop3, op: 397, name: "V_CVT_FLOOR_I32_F32", mn: "v_cvt_floor_i32_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0481, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7392 },
    // VOP3 398 V_CVT_OFF_F32_I4 (seed line 7393)
    OpInfo { fmt: Format::Vop3, op: 398, name: "V_CVT_OFF_F32_I4", mn: "v_cvt_off_f32_i4_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7393 },
    // VOP3 399 V_CVT_F32_F64 (seed line 7394)
    OpInfo { fmt: Format::Vop3, op: 399, name: "V_CVT_F32_F64", mn: "v_cvt_f32_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7394 },
    // VOP3 400 V_CVT_F64_F32 (seed line 7149)
    OpInfo { fmt: Format::Vop3, op: 400, name: "V_CVT_F64_F32", mn: "v_cvt_f64_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7149 },
    // VOP3 401 V_CVT_F32_UBYTE0 (seed line 7150)
    OpInfo { fmt: Format::Vop3, op: 401, name: "V_CVT_F32_UBYTE0", mn: "v_cvt_f32_ubyte0_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7150 },
    // VOP3 402 V_CVT_F32_UBYTE1 (seed line 7151)
    OpInfo { fmt: Format::Vop3, op: 402, name: "V_CVT_F32_UBYTE1", mn: "v_cvt_f32_ubyte1_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7151 },
    // VOP3 403 V_CVT_F32_UBYTE2 (seed line 7152)
    OpInfo { fmt: Format::Vop3, op: 403, name: "V_CVT_F32_UBYTE2", mn: "v_cvt_f32_ubyte2_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7152 },
    // VOP3 404 V_CVT_F32_UBYTE3 (seed line 7153)
    OpInfo { fmt: Format::Vop3, op: 404, name: "V_CVT_F32_UBYTE3", mn: "v_cvt_f32_ubyte3_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7153 },
    // VOP3 405 V_CVT_U32_F64 (seed line 7154)
    OpInfo { fmt: Format::Vop3, op: 405, name: "V_CVT_U32_F64", mn: "v_cvt_u32_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7154 },
    // VOP3 406 V_CVT_F64_U32 (seed line 7155)
    OpInfo { fmt: Format::Vop3, op: 406, name: "V_CVT_F64_U32", mn: "v_cvt_f64_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7155 },
    // VOP3 407 V_TRUNC_F64 (seed line 7156)
    OpInfo { fmt: Format::Vop3, op: 407, name: "V_TRUNC_F64", mn: "v_trunc_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7156 },
    // VOP3 408 V_CEIL_F64 (seed line 7157)
    OpInfo { fmt: Format::Vop3, op: 408, name: "V_CEIL_F64", mn: "v_ceil_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7157 },
    // VOP3 409 V_RNDNE_F64 (seed line 7158)
    OpInfo { fmt: Format::Vop3, op: 409, name: "V_RNDNE_F64", mn: "v_rndne_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7158 },
    // VOP3 410 V_FLOOR_F64 (seed line 7159)
    OpInfo { fmt: Format::Vop3, op: 410, name: "V_FLOOR_F64", mn: "v_floor_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7159 },
    // VOP3 411 V_PIPEFLUSH (seed line 7165)
    OpInfo { fmt: Format::Vop3, op: 411, name: "V_PIPEFLUSH", mn: "v_pipeflush", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1, Fld::Src0, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7165 },
    // VOP3 412 V_MOV_B16 (seed line 7166)
    OpInfo { fmt: Format::Vop3, op: 412, name: "V_MOV_B16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7166 },
    // VOP3 416 V_FRACT_F32 (seed line 7167)
    OpInfo { fmt: Format::Vop3, op: 416, name: "V_FRACT_F32", mn: "v_fract_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7167 },
    // VOP3 417 V_TRUNC_F32 (seed line 7168)
    OpInfo { fmt: Format::Vop3, op: 417, name: "V_TRUNC_F32", mn: "v_trunc_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7168 },
    // VOP3 418 V_CEIL_F32 (seed line 7169)
    OpInfo { fmt: Format::Vop3, op: 418, name: "V_CEIL_F32", mn: "v_ceil_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7169 },
    // VOP3 419 V_RNDNE_F32 (seed line 7170)
    OpInfo { fmt: Format::Vop3, op: 419, name: "V_RNDNE_F32", mn: "v_rndne_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7170 },
    // VOP3 420 V_FLOOR_F32 (seed line 7171)
    OpInfo { fmt: Format::Vop3, op: 420, name: "V_FLOOR_F32", mn: "v_floor_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7171 },
    // VOP3 421 V_EXP_F32 (seed line 7172)
    OpInfo { fmt: Format::Vop3, op: 421, name: "V_EXP_F32", mn: "v_exp_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7172 },
    // VOP3 423 V_LOG_F32 (seed line 7173)
    OpInfo { fmt: Format::Vop3, op: 423, name: "V_LOG_F32", mn: "v_log_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7173 },
    // VOP3 426 V_RCP_F32 (seed line 7174)
    OpInfo { fmt: Format::Vop3, op: 426, name: "V_RCP_F32", mn: "v_rcp_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7174 },
    // VOP3 427 V_RCP_IFLAG_F32 (seed line 7175)
    OpInfo { fmt: Format::Vop3, op: 427, name: "V_RCP_IFLAG_F32", mn: "v_rcp_iflag_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7175 },
    // VOP3 430 V_RSQ_F32 (seed line 7176)
    OpInfo { fmt: Format::Vop3, op: 430, name: "V_RSQ_F32", mn: "v_rsq_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7176 },
    // VOP3 431 V_RCP_F64 (seed line 7177)
    OpInfo { fmt: Format::Vop3, op: 431, name: "V_RCP_F64", mn: "v_rcp_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7177 },
    // VOP3 433 V_RSQ_F64 (seed line 7178)
    OpInfo { fmt: Format::Vop3, op: 433, name: "V_RSQ_F64", mn: "v_rsq_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7178 },
    // VOP3 435 V_SQRT_F32 (seed line 7179)
    OpInfo { fmt: Format::Vop3, op: 435, name: "V_SQRT_F32", mn: "v_sqrt_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7179 },
    // VOP3 436 V_SQRT_F64 (seed line 7180)
    OpInfo { fmt: Format::Vop3, op: 436, name: "V_SQRT_F64", mn: "v_sqrt_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7180 },
    // VOP3 437 V_SIN_F32 (seed line 7181)
    OpInfo { fmt: Format::Vop3, op: 437, name: "V_SIN_F32", mn: "v_sin_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7181 },
    // VOP3 438 V_COS_F32 (seed line 7182)
    OpInfo { fmt: Format::Vop3, op: 438, name: "V_COS_F32", mn: "v_cos_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7182 },
    // VOP3 439 V_NOT_B32 (seed line 7183)
    OpInfo { fmt: Format::Vop3, op: 439, name: "V_NOT_B32", mn: "v_not_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7183 },
    // VOP3 440 V_BFREV_B32 (seed line 7184)
    OpInfo { fmt: Format::Vop3, op: 440, name: "V_BFREV_B32", mn: "v_bfrev_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7184 },
    // VOP3 441 V_CLZ_I32_U32 (seed line 7185)
    OpInfo { fmt: Format::Vop3, op: 441, name: "V_CLZ_I32_U32", mn: "v_clz_i32_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7185 },
    // VOP3 442 V_CTZ_I32_B32 (seed line 7186)
    OpInfo { fmt: Format::Vop3, op: 442, name: "V_CTZ_I32_B32", mn: "v_ctz_i32_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7186 },
    // VOP3 443 V_CLS_I32 (seed line 7187)
    OpInfo { fmt: Format::Vop3, op: 443, name: "V_CLS_I32", mn: "v_cls_i32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7187 },
    // VOP3 444 V_FREXP_EXP_I32_F64 (seed line 7188)
    OpInfo { fmt: Format::Vop3, op: 444, name: "V_FREXP_EXP_I32_F64", mn: "v_frexp_exp_i32_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7188 },
    // VOP3 445 V_FREXP_MANT_F64 (seed line 7189)
    OpInfo { fmt: Format::Vop3, op: 445, name: "V_FREXP_MANT_F64", mn: "v_frexp_mant_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7189 },
    // VOP3 446 V_FRACT_F64 (seed line 7190)
    OpInfo { fmt: Format::Vop3, op: 446, name: "V_FRACT_F64", mn: "v_fract_f64_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2)], cls: Cls::F64, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7190 },
    // VOP3 447 V_FREXP_EXP_I32_F32 (seed line 7191)
    OpInfo { fmt: Format::Vop3, op: 447, name: "V_FREXP_EXP_I32_F32", mn: "v_frexp_exp_i32_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0481, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7191 },
    // VOP3 448 V_FREXP_MANT_F32 (seed line 7192)
    OpInfo { fmt: Format::Vop3, op: 448, name: "V_FREXP_MANT_F32", mn: "v_frexp_mant_f32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7192 },
    // VOP3 450 V_MOVRELD_B32 (seed line 7193)
    OpInfo { fmt: Format::Vop3, op: 450, name: "V_MOVRELD_B32", mn: "v_movreld_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7193 },
    // VOP3 451 V_MOVRELS_B32 (seed line 7194)
    OpInfo { fmt: Format::Vop3, op: 451, name: "V_MOVRELS_B32", mn: "v_movrels_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7194 },
    // VOP3 452 V_MOVRELSD_B32 (seed line 7195)
    OpInfo { fmt: Format::Vop3, op: 452, name: "V_MOVRELSD_B32", mn: "v_movrelsd_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7195 },
    // VOP3 456 V_MOVRELSD_2_B32 (seed line 7196)
    OpInfo { fmt: Format::Vop3, op: 456, name: "V_MOVRELSD_2_B32", mn: "v_movrelsd_2_b32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7196 },
    // VOP3 464 V_CVT_F16_U16 (seed line 7197)
    OpInfo { fmt: Format::Vop3, op: 464, name: "V_CVT_F16_U16", mn: "v_cvt_f16_u16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7197 },
    // VOP3 465 V_CVT_F16_I16 (seed line 7198)
    OpInfo { fmt: Format::Vop3, op: 465, name: "V_CVT_F16_I16", mn: "v_cvt_f16_i16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0380, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7198 },
    // VOP3 466 V_CVT_U16_F16 (seed line 7199)
    OpInfo { fmt: Format::Vop3, op: 466, name: "V_CVT_U16_F16", mn: "v_cvt_u16_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7199 },
    // VOP3 467 V_CVT_I16_F16 (seed line 7200)
    OpInfo { fmt: Format::Vop3, op: 467, name: "V_CVT_I16_F16", mn: "v_cvt_i16_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7200 },
    // VOP3 468 V_RCP_F16 (seed line 7201)
    OpInfo { fmt: Format::Vop3, op: 468, name: "V_RCP_F16", mn: "v_rcp_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7201 },
    // VOP3 469 V_SQRT_F16 (seed line 7202)
    OpInfo { fmt: Format::Vop3, op: 469, name: "V_SQRT_F16", mn: "v_sqrt_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7202 },
    // VOP3 470 V_RSQ_F16 (seed line 7203)
    OpInfo { fmt: Format::Vop3, op: 470, name: "V_RSQ_F16", mn: "v_rsq_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7203 },
    // VOP3 471 V_LOG_F16 (seed line 7204)
    OpInfo { fmt: Format::Vop3, op: 471, name: "V_LOG_F16", mn: "v_log_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7204 },
    // VOP3 472 V_EXP_F16 (seed line 7205)
    OpInfo { fmt: Format::Vop3, op: 472, name: "V_EXP_F16", mn: "v_exp_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7205 },
    // VOP3 473 V_FREXP_MANT_F16 (seed line 7206)
    OpInfo { fmt: Format::Vop3, op: 473, name: "V_FREXP_MANT_F16", mn: "v_frexp_mant_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7206 },
    // VOP3 474 V_FREXP_EXP_I16_F16 (seed line 7207)
    OpInfo { fmt: Format::Vop3, op: 474, name: "V_FREXP_EXP_I16_F16", mn: "v_frexp_exp_i16_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7207 },
    // VOP3 475 V_FLOOR_F16 (seed line 7208)
    OpInfo { fmt: Format::Vop3, op: 475, name: "V_FLOOR_F16", mn: "v_floor_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7208 },
    // VOP3 476 V_CEIL_F16 (seed line 7209)
    OpInfo { fmt: Format::Vop3, op: 476, name: "V_CEIL_F16", mn: "v_ceil_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7209 },
    // VOP3 477 V_TRUNC_F16 (seed line 7210)
    OpInfo { fmt: Format::Vop3, op: 477, name: "V_TRUNC_F16", mn: "v_trunc_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7210 },
    // VOP3 478 V_RNDNE_F16 (seed line 7211)
    OpInfo { fmt: Format::Vop3, op: 478, name: "V_RNDNE_F16", mn: "v_rndne_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7211 },
    // VOP3 479 V_FRACT_F16 (seed line 7217)
    OpInfo { fmt: Format::Vop3, op: 479, name: "V_FRACT_F16", mn: "v_fract_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7217 },
    // VOP3 480 V_SIN_F16 (seed line 7218)
    OpInfo { fmt: Format::Vop3, op: 480, name: "V_SIN_F16", mn: "v_sin_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7218 },
    // VOP3 481 V_COS_F16 (seed line 7219)
    OpInfo { fmt: Format::Vop3, op: 481, name: "V_COS_F16", mn: "v_cos_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7219 },
    // VOP3 482 V_SAT_PK_U8_I16 (seed line 7220)
    OpInfo { fmt: Format::Vop3, op: 482, name: "V_SAT_PK_U8_I16", mn: "v_sat_pk_u8_i16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7220 },
    // VOP3 483 V_CVT_NORM_I16_F16 (seed line 7221)
    OpInfo { fmt: Format::Vop3, op: 483, name: "V_CVT_NORM_I16_F16", mn: "v_cvt_norm_i16_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7221 },
    // VOP3 484 V_CVT_NORM_U16_F16 (seed line 7222)
    OpInfo { fmt: Format::Vop3, op: 484, name: "V_CVT_NORM_U16_F16", mn: "v_cvt_norm_u16_f16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7222 },
    // VOP3 489 V_NOT_B16 (seed line 7223)
    OpInfo { fmt: Format::Vop3, op: 489, name: "V_NOT_B16", mn: "v_not_b16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7223 },
    // VOP3 490 V_CVT_I32_I16 (seed line 7224)
    OpInfo { fmt: Format::Vop3, op: 490, name: "V_CVT_I32_I16", mn: "v_cvt_i32_i16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7224 },
    // VOP3 491 V_CVT_U32_U16 (seed line 7225)
    OpInfo { fmt: Format::Vop3, op: 491, name: "V_CVT_U32_U16", mn: "v_cvt_u32_u16_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7225 },
    // VOP3 492 V_CVT_F32_FP8 (seed line 7226)
    OpInfo { fmt: Format::Vop3, op: 492, name: "V_CVT_F32_FP8", mn: "v_cvt_f32_fp8_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x0000, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7226 },
    // VOP3 493 V_CVT_F32_BF8 (seed line 7227)
    OpInfo { fmt: Format::Vop3, op: 493, name: "V_CVT_F32_BF8", mn: "v_cvt_f32_bf8_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x0000, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7227 },
    // VOP3 494 V_CVT_PK_F32_FP8 (seed line 7228)
    OpInfo { fmt: Format::Vop3, op: 494, name: "V_CVT_PK_F32_FP8", mn: "v_cvt_pk_f32_fp8_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x03c8, vign: 0x0000, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7228 },
    // VOP3 495 V_CVT_PK_F32_BF8 (seed line 7229)
    OpInfo { fmt: Format::Vop3, op: 495, name: "V_CVT_PK_F32_BF8", mn: "v_cvt_pk_f32_bf8_e64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x03c8, vign: 0x0000, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7229 },
    // VOP3 521 V_FMA_DX9_ZERO_F32 (seed line 7232)
    OpInfo { fmt: Format::Vop3, op: 521, name: "V_FMA_DX9_ZERO_F32", mn: "v_fma_dx9_zero_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7232 },
    // VOP3 522 V_MAD_I32_I24 (seed line 7233)
    OpInfo { fmt: Format::Vop3, op: 522, name: "V_MAD_I32_I24", mn: "v_mad_i32_i24", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7233 },
    // VOP3 523 V_MAD_U32_U24 (seed line 7234)
    OpInfo { fmt: Format::Vop3, op: 523, name: "V_MAD_U32_U24", mn: "v_mad_u32_u24", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7234 },
    // VOP3 524 V_CUBEID_F32 (seed line 7235)
    OpInfo { fmt: Format::Vop3, op: 524, name: "V_CUBEID_F32", mn: "v_cubeid_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7235 },
    // VOP3 525 V_CUBESC_F32 (seed line 7236)
    OpInfo { fmt: Format::Vop3, op: 525, name: "V_CUBESC_F32", mn: "v_cubesc_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7236 },
    // VOP3 526 V_CUBETC_F32 (seed line 7237)
    OpInfo { fmt: Format::Vop3, op: 526, name: "V_CUBETC_F32", mn: "v_cubetc_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7237 },
    // VOP3 527 V_CUBEMA_F32 (seed line 7238)
    OpInfo { fmt: Format::Vop3, op: 527, name: "V_CUBEMA_F32", mn: "v_cubema_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7238 },
    // VOP3 528 V_BFE_U32 (seed line 7239)
    OpInfo { fmt: Format::Vop3, op: 528, name: "V_BFE_U32", mn: "v_bfe_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7239 },
    // VOP3 529 V_BFE_I32 (seed line 7240)
    OpInfo { fmt: Format::Vop3, op: 529, name: "V_BFE_I32", mn: "v_bfe_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7240 },
    // VOP3 530 V_BFI_B32 (seed line 7241)
    OpInfo { fmt: Format::Vop3, op: 530, name: "V_BFI_B32", mn: "v_bfi_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7241 },
    // VOP3 531 V_FMA_F32 (seed line 7242)
    OpInfo { fmt: Format::Vop3, op: 531, name: "V_FMA_F32", mn: "v_fma_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7242 },
    // VOP3 532 V_FMA_F64 (seed line 7243)
    OpInfo { fmt: Format::Vop3, op: 532, name: "V_FMA_F64", mn: "v_fma_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7243 },
    // VOP3 533 V_LERP_U8 (seed line 7244)
    OpInfo { fmt: Format::Vop3, op: 533, name: "V_LERP_U8", mn: "v_lerp_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7244 },
    // VOP3 534 V_ALIGNBIT_B32 (seed line 7245)
    OpInfo { fmt: Format::Vop3, op: 534, name: "V_ALIGNBIT_B32", mn: "v_alignbit_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7245 },
    // VOP3 535 V_ALIGNBYTE_B32 (seed line 7246)
    OpInfo { fmt: Format::Vop3, op: 535, name: "V_ALIGNBYTE_B32", mn: "v_alignbyte_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7246 },
    // VOP3 536 V_MULLIT_F32 (seed line 7247)
    OpInfo { fmt: Format::Vop3, op: 536, name: "V_MULLIT_F32", mn: "v_mullit_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7247 },
    // VOP3 538 V_MIN3_I32 (seed line 7248)
    OpInfo { fmt: Format::Vop3, op: 538, name: "V_MIN3_I32", mn: "v_min3_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7248 },
    // VOP3 539 V_MIN3_U32 (seed line 7249)
    OpInfo { fmt: Format::Vop3, op: 539, name: "V_MIN3_U32", mn: "v_min3_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7249 },
    // VOP3 541 V_MAX3_I32 (seed line 7250)
    OpInfo { fmt: Format::Vop3, op: 541, name: "V_MAX3_I32", mn: "v_max3_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7250 },
    // VOP3 542 V_MAX3_U32 (seed line 7251)
    OpInfo { fmt: Format::Vop3, op: 542, name: "V_MAX3_U32", mn: "v_max3_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7251 },
    // VOP3 544 V_MED3_I32 (seed line 7252)
    OpInfo { fmt: Format::Vop3, op: 544, name: "V_MED3_I32", mn: "v_med3_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7252 },
    // VOP3 545 V_MED3_U32 (seed line 7253)
    OpInfo { fmt: Format::Vop3, op: 545, name: "V_MED3_U32", mn: "v_med3_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7253 },
    // VOP3 546 V_SAD_U8 (seed line 7254)
    OpInfo { fmt: Format::Vop3, op: 546, name: "V_SAD_U8", mn: "v_sad_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7254 },
    // VOP3 547 V_SAD_HI_U8 (seed line 7255)
    OpInfo { fmt: Format::Vop3, op: 547, name: "V_SAD_HI_U8", mn: "v_sad_hi_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7255 },
    // VOP3 548 V_SAD_U16 (seed line 7256)
    OpInfo { fmt: Format::Vop3, op: 548, name: "V_SAD_U16", mn: "v_sad_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7256 },
    // VOP3 549 V_SAD_U32 (seed line 7257)
    OpInfo { fmt: Format::Vop3, op: 549, name: "V_SAD_U32", mn: "v_sad_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7257 },
    // VOP3 550 V_CVT_PK_U8_F32 (seed line 7258)
    OpInfo { fmt: Format::Vop3, op: 550, name: "V_CVT_PK_U8_F32", mn: "v_cvt_pk_u8_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1c81, vign: 0x007e, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 6, dpp3: 3, seed: 7258 },
    // VOP3 551 V_DIV_FIXUP_F32 (seed line 7259)
    OpInfo { fmt: Format::Vop3, op: 551, name: "V_DIV_FIXUP_F32", mn: "v_div_fixup_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7259 },
    // VOP3 552 V_DIV_FIXUP_F64 (seed line 7260)
    OpInfo { fmt: Format::Vop3, op: 552, name: "V_DIV_FIXUP_F64", mn: "v_div_fixup_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7260 },
    // VOP3 553 V_MIN3_NUM_F32 (seed line 7261)
    OpInfo { fmt: Format::Vop3, op: 553, name: "V_MIN3_NUM_F32", mn: "v_min3_num_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7261 },
    // VOP3 554 V_MAX3_NUM_F32 (seed line 7262)
    OpInfo { fmt: Format::Vop3, op: 554, name: "V_MAX3_NUM_F32", mn: "v_max3_num_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7262 },
    // VOP3 555 V_MIN3_NUM_F16 (seed line 7264)
    OpInfo { fmt: Format::Vop3, op: 555, name: "V_MIN3_NUM_F16", mn: "v_min3_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7264 },
    // VOP3 556 V_MAX3_NUM_F16 (seed line 7270)
    OpInfo { fmt: Format::Vop3, op: 556, name: "V_MAX3_NUM_F16", mn: "v_max3_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7270 },
    // VOP3 557 V_MINIMUM3_F32 (seed line 7271)
    OpInfo { fmt: Format::Vop3, op: 557, name: "V_MINIMUM3_F32", mn: "v_minimum3_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7271 },
    // VOP3 558 V_MAXIMUM3_F32 (seed line 7272)
    OpInfo { fmt: Format::Vop3, op: 558, name: "V_MAXIMUM3_F32", mn: "v_maximum3_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7272 },
    // VOP3 559 V_MINIMUM3_F16 (seed line 7273)
    OpInfo { fmt: Format::Vop3, op: 559, name: "V_MINIMUM3_F16", mn: "v_minimum3_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7273 },
    // VOP3 560 V_MAXIMUM3_F16 (seed line 7274)
    OpInfo { fmt: Format::Vop3, op: 560, name: "V_MAXIMUM3_F16", mn: "v_maximum3_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7274 },
    // VOP3 561 V_MED3_NUM_F32 (seed line 7275)
    OpInfo { fmt: Format::Vop3, op: 561, name: "V_MED3_NUM_F32", mn: "v_med3_num_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7275 },
    // VOP3 562 V_MED3_NUM_F16 (seed line 7276)
    OpInfo { fmt: Format::Vop3, op: 562, name: "V_MED3_NUM_F16", mn: "v_med3_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7276 },
    // VOP3 567 V_DIV_FMAS_F32 (seed line 7277)
    OpInfo { fmt: Format::Vop3, op: 567, name: "V_DIV_FMAS_F32", mn: "v_div_fmas_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7277 },
    // VOP3 568 V_DIV_FMAS_F64 (seed line 7278)
    OpInfo { fmt: Format::Vop3, op: 568, name: "V_DIV_FMAS_F64", mn: "v_div_fmas_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7278 },
    // VOP3 569 V_MSAD_U8 (seed line 7279)
    OpInfo { fmt: Format::Vop3, op: 569, name: "V_MSAD_U8", mn: "v_msad_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7279 },
    // VOP3 570 V_QSAD_PK_U16_U8 (seed line 7280)
    OpInfo { fmt: Format::Vop3, op: 570, name: "V_QSAD_PK_U16_U8", mn: "v_qsad_pk_u16_u8", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7280 },
    // VOP3 571 V_MQSAD_PK_U16_U8 (seed line 7281)
    OpInfo { fmt: Format::Vop3, op: 571, name: "V_MQSAD_PK_U16_U8", mn: "v_mqsad_pk_u16_u8", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7281 },
    // VOP3 573 V_MQSAD_U32_U8 (seed line 7282)
    OpInfo { fmt: Format::Vop3, op: 573, name: "V_MQSAD_U32_U8", mn: "v_mqsad_u32_u8", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::F64, vmods: 0x0080, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7282 },
    // VOP3 576 V_XOR3_B32 (seed line 7283)
    OpInfo { fmt: Format::Vop3, op: 576, name: "V_XOR3_B32", mn: "v_xor3_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7283 },
    // VOP3 577 V_MAD_U16 (seed line 7284)
    OpInfo { fmt: Format::Vop3, op: 577, name: "V_MAD_U16", mn: "v_mad_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7284 },
    // VOP3 580 V_PERM_B32 (seed line 7285)
    OpInfo { fmt: Format::Vop3, op: 580, name: "V_PERM_B32", mn: "v_perm_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7285 },
    // VOP3 581 V_XAD_U32 (seed line 7286)
    OpInfo { fmt: Format::Vop3, op: 581, name: "V_XAD_U32", mn: "v_xad_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7286 },
    // VOP3 582 V_LSHL_ADD_U32 (seed line 7287)
    OpInfo { fmt: Format::Vop3, op: 582, name: "V_LSHL_ADD_U32", mn: "v_lshl_add_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7287 },
    // VOP3 583 V_ADD_LSHL_U32 (seed line 7288)
    OpInfo { fmt: Format::Vop3, op: 583, name: "V_ADD_LSHL_U32", mn: "v_add_lshl_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7288 },
    // VOP3 584 V_FMA_F16 (seed line 7289)
    OpInfo { fmt: Format::Vop3, op: 584, name: "V_FMA_F16", mn: "v_fma_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7289 },
    // VOP3 586 V_MIN3_I16 (seed line 7290)
    OpInfo { fmt: Format::Vop3, op: 586, name: "V_MIN3_I16", mn: "v_min3_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7290 },
    // VOP3 587 V_MIN3_U16 (seed line 7291)
    OpInfo { fmt: Format::Vop3, op: 587, name: "V_MIN3_U16", mn: "v_min3_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7291 },
    // VOP3 589 V_MAX3_I16 (seed line 7292)
    OpInfo { fmt: Format::Vop3, op: 589, name: "V_MAX3_I16", mn: "v_max3_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7292 },
    // VOP3 590 V_MAX3_U16 (seed line 7293)
    OpInfo { fmt: Format::Vop3, op: 590, name: "V_MAX3_U16", mn: "v_max3_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7293 },
    // VOP3 592 V_MED3_I16 (seed line 7294)
    OpInfo { fmt: Format::Vop3, op: 592, name: "V_MED3_I16", mn: "v_med3_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7294 },
    // VOP3 593 V_MED3_U16 (seed line 7295)
    OpInfo { fmt: Format::Vop3, op: 593, name: "V_MED3_U16", mn: "v_med3_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7295 },
    // VOP3 595 V_MAD_I16 (seed line 7296)
    OpInfo { fmt: Format::Vop3, op: 595, name: "V_MAD_I16", mn: "v_mad_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7296 },
    // VOP3 596 V_DIV_FIXUP_F16 (seed line 7297)
    OpInfo { fmt: Format::Vop3, op: 596, name: "V_DIV_FIXUP_F16", mn: "v_div_fixup_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7297 },
    // VOP3 597 V_ADD3_U32 (seed line 7298)
    OpInfo { fmt: Format::Vop3, op: 597, name: "V_ADD3_U32", mn: "v_add3_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7298 },
    // VOP3 598 V_LSHL_OR_B32 (seed line 7299)
    OpInfo { fmt: Format::Vop3, op: 598, name: "V_LSHL_OR_B32", mn: "v_lshl_or_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7299 },
    // VOP3 599 V_AND_OR_B32 (seed line 7300)
    OpInfo { fmt: Format::Vop3, op: 599, name: "V_AND_OR_B32", mn: "v_and_or_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7300 },
    // VOP3 600 V_OR3_B32 (seed line 7301)
    OpInfo { fmt: Format::Vop3, op: 600, name: "V_OR3_B32", mn: "v_or3_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7301 },
    // VOP3 601 V_MAD_U32_U16 (seed line 7302)
    OpInfo { fmt: Format::Vop3, op: 601, name: "V_MAD_U32_U16", mn: "v_mad_u32_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7302 },
    // VOP3 602 V_MAD_I32_I16 (seed line 7303)
    OpInfo { fmt: Format::Vop3, op: 602, name: "V_MAD_I32_I16", mn: "v_mad_i32_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::I16, vmods: 0x00f8, vign: 0x1c07, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7303 },
    // VOP3 603 V_PERMLANE16_B32 (seed line 7304)
    OpInfo { fmt: Format::Vop3, op: 603, name: "V_PERMLANE16_B32", mn: "v_permlane16_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x1c67, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7304 },
    // VOP3 604 V_PERMLANEX16_B32 (seed line 7305)
    OpInfo { fmt: Format::Vop3, op: 604, name: "V_PERMLANEX16_B32", mn: "v_permlanex16_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x1c67, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7305 },
    // VOP3 605 V_CNDMASK_B16 (seed line 7306)
    OpInfo { fmt: Format::Vop3, op: 605, name: "V_CNDMASK_B16", mn: "v_cndmask_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::I16, vmods: 0x0c03, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7306 },
    // VOP3 610 V_MAXMIN_U32 (seed line 7307)
    OpInfo { fmt: Format::Vop3, op: 610, name: "V_MAXMIN_U32", mn: "v_maxmin_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7307 },
    // VOP3 611 V_MINMAX_U32 (seed line 7309)
    OpInfo { fmt: Format::Vop3, op: 611, name: "V_MINMAX_U32", mn: "v_minmax_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7309 },
    // VOP3 612 V_MAXMIN_I32 (seed line 7310)
    OpInfo { fmt: Format::Vop3, op: 612, name: "V_MAXMIN_I32", mn: "v_maxmin_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7310 },
    // VOP3 613 V_MINMAX_I32 (seed line 7311)
    OpInfo { fmt: Format::Vop3, op: 613, name: "V_MINMAX_I32", mn: "v_minmax_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7311 },
    // VOP3 614 V_DOT2_F16_F16 (seed line 7312)
    OpInfo { fmt: Format::Vop3, op: 614, name: "V_DOT2_F16_F16", mn: "v_dot2_f16_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1c67, vign: 0x0018, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7312 },
    // VOP3 615 V_DOT2_BF16_BF16 (seed line 7313)
    OpInfo { fmt: Format::Vop3, op: 615, name: "V_DOT2_BF16_BF16", mn: "v_dot2_bf16_bf16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1c67, vign: 0x0018, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7313 },
    // VOP3 616 V_MINMAX_NUM_F32 (seed line 7314)
    OpInfo { fmt: Format::Vop3, op: 616, name: "V_MINMAX_NUM_F32", mn: "v_minmax_num_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7314 },
    // VOP3 617 V_MAXMIN_NUM_F32 (seed line 7315)
    OpInfo { fmt: Format::Vop3, op: 617, name: "V_MAXMIN_NUM_F32", mn: "v_maxmin_num_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7315 },
    // VOP3 618 V_MINMAX_NUM_F16 (seed line 7316)
    OpInfo { fmt: Format::Vop3, op: 618, name: "V_MINMAX_NUM_F16", mn: "v_minmax_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7316 },
    // VOP3 619 V_MAXMIN_NUM_F16 (seed line 7317)
    OpInfo { fmt: Format::Vop3, op: 619, name: "V_MAXMIN_NUM_F16", mn: "v_maxmin_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7317 },
    // VOP3 620 V_MINIMUMMAXIMUM_F32 (seed line 7323)
    OpInfo { fmt: Format::Vop3, op: 620, name: "V_MINIMUMMAXIMUM_F32", mn: "v_minimummaximum_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7323 },
    // VOP3 621 V_MAXIMUMMINIMUM_F32 (seed line 7324)
    OpInfo { fmt: Format::Vop3, op: 621, name: "V_MAXIMUMMINIMUM_F32", mn: "v_maximumminimum_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1f87, vign: 0x0078, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7324 },
    // VOP3 622 V_MINIMUMMAXIMUM_F16 (seed line 7325)
    OpInfo { fmt: Format::Vop3, op: 622, name: "V_MINIMUMMAXIMUM_F16", mn: "v_minimummaximum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7325 },
    // VOP3 623 V_MAXIMUMMINIMUM_F16 (seed line 7326)
    OpInfo { fmt: Format::Vop3, op: 623, name: "V_MAXIMUMMINIMUM_F16", mn: "v_maximumminimum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7326 },
    // VOP3 640 V_S_EXP_F32 (seed line 7327)
    OpInfo { fmt: Format::Vop3, op: 640, name: "V_S_EXP_F32", mn: "v_s_exp_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7327 },
    // VOP3 641 V_S_EXP_F16 (seed line 7328)
    OpInfo { fmt: Format::Vop3, op: 641, name: "V_S_EXP_F16", mn: "v_s_exp_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7328 },
    // VOP3 642 V_S_LOG_F32 (seed line 7329)
    OpInfo { fmt: Format::Vop3, op: 642, name: "V_S_LOG_F32", mn: "v_s_log_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7329 },
    // VOP3 643 V_S_LOG_F16 (seed line 7330)
    OpInfo { fmt: Format::Vop3, op: 643, name: "V_S_LOG_F16", mn: "v_s_log_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7330 },
    // VOP3 644 V_S_RCP_F32 (seed line 7331)
    OpInfo { fmt: Format::Vop3, op: 644, name: "V_S_RCP_F32", mn: "v_s_rcp_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7331 },
    // VOP3 645 V_S_RCP_F16 (seed line 7332)
    OpInfo { fmt: Format::Vop3, op: 645, name: "V_S_RCP_F16", mn: "v_s_rcp_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7332 },
    // VOP3 646 V_S_RSQ_F32 (seed line 7333)
    OpInfo { fmt: Format::Vop3, op: 646, name: "V_S_RSQ_F32", mn: "v_s_rsq_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7333 },
    // VOP3 647 V_S_RSQ_F16 (seed line 7334)
    OpInfo { fmt: Format::Vop3, op: 647, name: "V_S_RSQ_F16", mn: "v_s_rsq_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7334 },
    // VOP3 648 V_S_SQRT_F32 (seed line 7335)
    OpInfo { fmt: Format::Vop3, op: 648, name: "V_S_SQRT_F32", mn: "v_s_sqrt_f32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::B32, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7335 },
    // VOP3 649 V_S_SQRT_F16 (seed line 7336)
    OpInfo { fmt: Format::Vop3, op: 649, name: "V_S_SQRT_F16", mn: "v_s_sqrt_f16", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1)], cls: Cls::F16, vmods: 0x0781, vign: 0x0078, zero: &[Fld::Src2, Fld::Src1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7336 },
    // VOP3 771 V_ADD_NC_U16 (seed line 7337)
    OpInfo { fmt: Format::Vop3, op: 771, name: "V_ADD_NC_U16", mn: "v_add_nc_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x00d8, vign: 0x0c03, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7337 },
    // VOP3 772 V_SUB_NC_U16 (seed line 7338)
    OpInfo { fmt: Format::Vop3, op: 772, name: "V_SUB_NC_U16", mn: "v_sub_nc_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x00d8, vign: 0x0c03, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7338 },
    // VOP3 773 V_MUL_LO_U16 (seed line 7339)
    OpInfo { fmt: Format::Vop3, op: 773, name: "V_MUL_LO_U16", mn: "v_mul_lo_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7339 },
    // VOP3 774 V_CVT_PK_I16_F32 (seed line 7340)
    OpInfo { fmt: Format::Vop3, op: 774, name: "V_CVT_PK_I16_F32", mn: "v_cvt_pk_i16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7340 },
    // VOP3 775 V_CVT_PK_U16_F32 (seed line 7341)
    OpInfo { fmt: Format::Vop3, op: 775, name: "V_CVT_PK_U16_F32", mn: "v_cvt_pk_u16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7341 },
    // VOP3 777 V_MAX_U16 (seed line 7342)
    OpInfo { fmt: Format::Vop3, op: 777, name: "V_MAX_U16", mn: "v_max_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7342 },
    // VOP3 778 V_MAX_I16 (seed line 7343)
    OpInfo { fmt: Format::Vop3, op: 778, name: "V_MAX_I16", mn: "v_max_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7343 },
    // VOP3 779 V_MIN_U16 (seed line 7344)
    OpInfo { fmt: Format::Vop3, op: 779, name: "V_MIN_U16", mn: "v_min_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7344 },
    // VOP3 780 V_MIN_I16 (seed line 7345)
    OpInfo { fmt: Format::Vop3, op: 780, name: "V_MIN_I16", mn: "v_min_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7345 },
    // VOP3 781 V_ADD_NC_I16 (seed line 7346)
    OpInfo { fmt: Format::Vop3, op: 781, name: "V_ADD_NC_I16", mn: "v_add_nc_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x00d8, vign: 0x0c03, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7346 },
    // VOP3 782 V_SUB_NC_I16 (seed line 7347)
    OpInfo { fmt: Format::Vop3, op: 782, name: "V_SUB_NC_I16", mn: "v_sub_nc_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x00d8, vign: 0x0c03, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7347 },
    // VOP3 783 V_PERMLANE16_VAR_B32 (seed line 7348)
    OpInfo { fmt: Format::Vop3, op: 783, name: "V_PERMLANE16_VAR_B32", mn: "v_permlane16_var_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x0c43, zero: &[Fld::Src2], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7348 },
    // VOP3 784 V_PERMLANEX16_VAR_B32 (seed line 7349)
    OpInfo { fmt: Format::Vop3, op: 784, name: "V_PERMLANEX16_VAR_B32", mn: "v_permlanex16_var_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0018, vign: 0x0c43, zero: &[Fld::Src2], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7349 },
    // VOP3 785 V_PACK_B32_F16 (seed line 7350)
    OpInfo { fmt: Format::Vop3, op: 785, name: "V_PACK_B32_F16", mn: "v_pack_b32_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0cdb, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7350 },
    // VOP3 786 V_CVT_PK_NORM_I16_F16 (seed line 7351)
    OpInfo { fmt: Format::Vop3, op: 786, name: "V_CVT_PK_NORM_I16_F16", mn: "v_cvt_pk_norm_i16_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0cdb, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7351 },
    // VOP3 787 V_CVT_PK_NORM_U16_F16 (seed line 7352)
    OpInfo { fmt: Format::Vop3, op: 787, name: "V_CVT_PK_NORM_U16_F16", mn: "v_cvt_pk_norm_u16_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0cdb, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7352 },
    // VOP3 796 V_LDEXP_F32 (seed line 7353)
    OpInfo { fmt: Format::Vop3, op: 796, name: "V_LDEXP_F32", mn: "v_ldexp_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f81, vign: 0x007a, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 2, dpp3: 3, seed: 7353 },
    // VOP3 797 V_BFM_B32 (seed line 7354)
    OpInfo { fmt: Format::Vop3, op: 797, name: "V_BFM_B32", mn: "v_bfm_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7354 },
    // VOP3 798 V_BCNT_U32_B32 (seed line 7355)
    OpInfo { fmt: Format::Vop3, op: 798, name: "V_BCNT_U32_B32", mn: "v_bcnt_u32_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7355 },
    // VOP3 799 V_MBCNT_LO_U32_B32 (seed line 7356)
    OpInfo { fmt: Format::Vop3, op: 799, name: "V_MBCNT_LO_U32_B32", mn: "v_mbcnt_lo_u32_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7356 },
    // VOP3 800 V_MBCNT_HI_U32_B32 (seed line 7357)
    OpInfo { fmt: Format::Vop3, op: 800, name: "V_MBCNT_HI_U32_B32", mn: "v_mbcnt_hi_u32_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7357 },
    // VOP3 801 V_CVT_PK_NORM_I16_F32 (seed line 7358)
    OpInfo { fmt: Format::Vop3, op: 801, name: "V_CVT_PK_NORM_I16_F32", mn: "v_cvt_pk_norm_i16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7358 },
    // VOP3 802 V_CVT_PK_NORM_U16_F32 (seed line 7359)
    OpInfo { fmt: Format::Vop3, op: 802, name: "V_CVT_PK_NORM_U16_F32", mn: "v_cvt_pk_norm_u16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7359 },
    // VOP3 803 V_CVT_PK_U16_U32 (seed line 7360)
    OpInfo { fmt: Format::Vop3, op: 803, name: "V_CVT_PK_U16_U32", mn: "v_cvt_pk_u16_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7360 },
    // VOP3 804 V_CVT_PK_I16_I32 (seed line 7361)
    OpInfo { fmt: Format::Vop3, op: 804, name: "V_CVT_PK_I16_I32", mn: "v_cvt_pk_i16_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7361 },
    // VOP3 805 V_SUB_NC_I32 (seed line 7362)
    OpInfo { fmt: Format::Vop3, op: 805, name: "V_SUB_NC_I32", mn: "v_sub_nc_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7362 },
    // VOP3 806 V_ADD_NC_I32 (seed line 7363)
    OpInfo { fmt: Format::Vop3, op: 806, name: "V_ADD_NC_I32", mn: "v_add_nc_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0080, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7363 },
    // VOP3 811 V_LDEXP_F64 (seed line 7364)
    OpInfo { fmt: Format::Vop3, op: 811, name: "V_LDEXP_F64", mn: "v_ldexp_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], cls: Cls::F64, vmods: 0x0f81, vign: 0x007a, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 2, dpp3: 0, seed: 7364 },
    // VOP3 812 V_MUL_LO_U32 (seed line 7365)
    OpInfo { fmt: Format::Vop3, op: 812, name: "V_MUL_LO_U32", mn: "v_mul_lo_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7365 },
    // VOP3 813 V_MUL_HI_U32 (seed line 7366)
    OpInfo { fmt: Format::Vop3, op: 813, name: "V_MUL_HI_U32", mn: "v_mul_hi_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7366 },
    // VOP3 814 V_MUL_HI_I32 (seed line 7367)
    OpInfo { fmt: Format::Vop3, op: 814, name: "V_MUL_HI_I32", mn: "v_mul_hi_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7367 },
    // VOP3 815 V_TRIG_PREOP_F64 (seed line 7368)
    OpInfo { fmt: Format::Vop3, op: 815, name: "V_TRIG_PREOP_F64", mn: "v_trig_preop_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 1)], cls: Cls::F64, vmods: 0x0f81, vign: 0x007a, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 2, dpp3: 0, seed: 7368 },
    // VOP3 824 V_LSHLREV_B16 (seed line 7369)
    OpInfo { fmt: Format::Vop3, op: 824, name: "V_LSHLREV_B16", mn: "v_lshlrev_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7369 },
    // VOP3 825 V_LSHRREV_B16 (seed line 7376)
    OpInfo { fmt: Format::Vop3, op: 825, name: "V_LSHRREV_B16", mn: "v_lshrrev_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7376 },
    // VOP3 826 V_ASHRREV_I16 (seed line 7377)
    OpInfo { fmt: Format::Vop3, op: 826, name: "V_ASHRREV_I16", mn: "v_ashrrev_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7377 },
    // VOP3 829 V_LSHRREV_B64 (seed line 7378)
    OpInfo { fmt: Format::Vop3, op: 829, name: "V_LSHRREV_B64", mn: "v_lshrrev_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7378 },
    // VOP3 830 V_ASHRREV_I64 (seed line 7379)
    OpInfo { fmt: Format::Vop3, op: 830, name: "V_ASHRREV_I64", mn: "v_ashrrev_i64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7379 },
    // VOP3 833 V_MINIMUM_F64 (seed line 7380)
    OpInfo { fmt: Format::Vop3, op: 833, name: "V_MINIMUM_F64", mn: "v_minimum_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7380 },
    // VOP3 834 V_MAXIMUM_F64 (seed line 7381)
    OpInfo { fmt: Format::Vop3, op: 834, name: "V_MAXIMUM_F64", mn: "v_maximum_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2)], cls: Cls::F64, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7381 },
    // VOP3 864 V_READLANE_B32 (seed line 7382)
    OpInfo { fmt: Format::Vop3, op: 864, name: "V_READLANE_B32", mn: "v_readlane_b32", ops32: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7382 },
    // VOP3 865 V_WRITELANE_B32 (seed line 7383)
    OpInfo { fmt: Format::Vop3, op: 865, name: "V_WRITELANE_B32", mn: "v_writelane_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7383 },
    // VOP3 866 V_AND_B16 (seed line 7384)
    OpInfo { fmt: Format::Vop3, op: 866, name: "V_AND_B16", mn: "v_and_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7384 },
    // VOP3 867 V_OR_B16 (seed line 7385)
    OpInfo { fmt: Format::Vop3, op: 867, name: "V_OR_B16", mn: "v_or_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7385 },
    // VOP3 868 V_XOR_B16 (seed line 7386)
    OpInfo { fmt: Format::Vop3, op: 868, name: "V_XOR_B16", mn: "v_xor_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::I16, vmods: 0x0000, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7386 },
    // VOP3 869 V_MINIMUM_F32 (seed line 7387)
    OpInfo { fmt: Format::Vop3, op: 869, name: "V_MINIMUM_F32", mn: "v_minimum_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7387 },
    // VOP3 870 V_MAXIMUM_F32 (seed line 7388)
    OpInfo { fmt: Format::Vop3, op: 870, name: "V_MAXIMUM_F32", mn: "v_maximum_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7388 },
    // VOP3 871 V_MINIMUM_F16 (seed line 7389)
    OpInfo { fmt: Format::Vop3, op: 871, name: "V_MINIMUM_F16", mn: "v_minimum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7389 },
    // VOP3 872 V_MAXIMUM_F16 (seed line 7390)
    OpInfo { fmt: Format::Vop3, op: 872, name: "V_MAXIMUM_F16", mn: "v_maximum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f83, vign: 0x0078, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7390 },
    // VOP3 873 V_CVT_PK_FP8_F32 (seed line 7391)
    OpInfo { fmt: Format::Vop3, op: 873, name: "V_CVT_PK_FP8_F32", mn: "v_cvt_pk_fp8_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c5b, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7391 },
    // VOP3 874 V_CVT_PK_BF8_F32 (seed line 7392)
    OpInfo { fmt: Format::Vop3, op: 874, name: "V_CVT_PK_BF8_F32", mn: "v_cvt_pk_bf8_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c5b, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7392 },
    // VOP3 875 V_CVT_SR_FP8_F32 (seed line 7393)
    OpInfo { fmt: Format::Vop3, op: 875, name: "V_CVT_SR_FP8_F32", mn: "v_cvt_sr_fp8_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c61, vign: 0x0002, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 2, dpp3: 3, seed: 7393 },
    // VOP3 876 V_CVT_SR_BF8_F32 (seed line 7394)
    OpInfo { fmt: Format::Vop3, op: 876, name: "V_CVT_SR_BF8_F32", mn: "v_cvt_sr_bf8_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0c61, vign: 0x0002, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 2, dpp3: 3, seed: 7394 },
    // VOP3SD 288 V_ADD_CO_CI_U32 (seed line 7461)
    OpInfo { fmt: Format::Vop3sd, op: 288, name: "V_ADD_CO_CI_U32", mn: "v_add_co_ci_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7461 },
    // VOP3SD 289 V_SUB_CO_CI_U32 (seed line 7462)
    OpInfo { fmt: Format::Vop3sd, op: 289, name: "V_SUB_CO_CI_U32", mn: "v_sub_co_ci_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7462 },
    // VOP3SD 290 V_SUBREV_CO_CI_U32 (seed line 7463)
    OpInfo { fmt: Format::Vop3sd, op: 290, name: "V_SUBREV_CO_CI_U32", mn: "v_subrev_co_ci_u32_e64", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 3, seed: 7463 },
    // VOP3SD 764 V_DIV_SCALE_F32 (seed line 7464)
    OpInfo { fmt: Format::Vop3sd, op: 764, name: "V_DIV_SCALE_F32", mn: "v_div_scale_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7464 },
    // VOP3SD 765 V_DIV_SCALE_F64 (seed line 7465)
    OpInfo { fmt: Format::Vop3sd, op: 765, name: "V_DIV_SCALE_F64", mn: "v_div_scale_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::F64, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7465 },
    // VOP3SD 766 V_MAD_CO_U64_U32 (seed line 7461)
    OpInfo { fmt: Format::Vop3sd, op: 766, name: "V_MAD_CO_U64_U32", mn: "v_mad_co_u64_u32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7461 },
    // VOP3SD 767 V_MAD_CO_I64_I32 (seed line 7462)
    OpInfo { fmt: Format::Vop3sd, op: 767, name: "V_MAD_CO_I64_I32", mn: "v_mad_co_i64_i32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7462 },
    // VOP3SD 768 V_ADD_CO_U32 (seed line 7463)
    OpInfo { fmt: Format::Vop3sd, op: 768, name: "V_ADD_CO_U32", mn: "v_add_co_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7463 },
    // VOP3SD 769 V_SUB_CO_U32 (seed line 7464)
    OpInfo { fmt: Format::Vop3sd, op: 769, name: "V_SUB_CO_U32", mn: "v_sub_co_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7464 },
    // VOP3SD 770 V_SUBREV_CO_U32 (seed line 7465)
    OpInfo { fmt: Format::Vop3sd, op: 770, name: "V_SUBREV_CO_U32", mn: "v_subrev_co_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Sdst, 2), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x00ff, vign: 0x0000, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7465 },
    // VOP3P 0 V_PK_MAD_I16 (seed line 7502)
    OpInfo { fmt: Format::Vop3p, op: 0, name: "V_PK_MAD_I16", mn: "v_pk_mad_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7502 },
    // VOP3P 1 V_PK_MUL_LO_U16 (seed line 7503)
    OpInfo { fmt: Format::Vop3p, op: 1, name: "V_PK_MUL_LO_U16", mn: "v_pk_mul_lo_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7503 },
    // VOP3P 2 V_PK_ADD_I16 (seed line 7504)
    OpInfo { fmt: Format::Vop3p, op: 2, name: "V_PK_ADD_I16", mn: "v_pk_add_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7504 },
    // VOP3P 3 V_PK_SUB_I16 (seed line 7505)
    OpInfo { fmt: Format::Vop3p, op: 3, name: "V_PK_SUB_I16", mn: "v_pk_sub_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7505 },
    // VOP3P 4 V_PK_LSHLREV_B16 (seed line 7506)
    OpInfo { fmt: Format::Vop3p, op: 4, name: "V_PK_LSHLREV_B16", mn: "v_pk_lshlrev_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7506 },
    // VOP3P 5 V_PK_LSHRREV_B16 (seed line 7507)
    OpInfo { fmt: Format::Vop3p, op: 5, name: "V_PK_LSHRREV_B16", mn: "v_pk_lshrrev_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7507 },
    // VOP3P 6 V_PK_ASHRREV_I16 (seed line 7508)
    OpInfo { fmt: Format::Vop3p, op: 6, name: "V_PK_ASHRREV_I16", mn: "v_pk_ashrrev_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7508 },
    // VOP3P 7 V_PK_MAX_I16 (seed line 7509)
    OpInfo { fmt: Format::Vop3p, op: 7, name: "V_PK_MAX_I16", mn: "v_pk_max_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7509 },
    // VOP3P 8 V_PK_MIN_I16 (seed line 7510)
    OpInfo { fmt: Format::Vop3p, op: 8, name: "V_PK_MIN_I16", mn: "v_pk_min_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7510 },
    // VOP3P 9 V_PK_MAD_U16 (seed line 7511)
    OpInfo { fmt: Format::Vop3p, op: 9, name: "V_PK_MAD_U16", mn: "v_pk_mad_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7511 },
    // VOP3P 10 V_PK_ADD_U16 (seed line 7512)
    OpInfo { fmt: Format::Vop3p, op: 10, name: "V_PK_ADD_U16", mn: "v_pk_add_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7512 },
    // VOP3P 11 V_PK_SUB_U16 (seed line 7513)
    OpInfo { fmt: Format::Vop3p, op: 11, name: "V_PK_SUB_U16", mn: "v_pk_sub_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7513 },
    // VOP3P 12 V_PK_MAX_U16 (seed line 7514)
    OpInfo { fmt: Format::Vop3p, op: 12, name: "V_PK_MAX_U16", mn: "v_pk_max_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7514 },
    // VOP3P 13 V_PK_MIN_U16 (seed line 7515)
    OpInfo { fmt: Format::Vop3p, op: 13, name: "V_PK_MIN_U16", mn: "v_pk_min_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::B32, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7515 },
    // VOP3P 14 V_PK_FMA_F16 (seed line 7516)
    OpInfo { fmt: Format::Vop3p, op: 14, name: "V_PK_FMA_F16", mn: "v_pk_fma_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7516 },
    // VOP3P 15 V_PK_ADD_F16 (seed line 7517)
    OpInfo { fmt: Format::Vop3p, op: 15, name: "V_PK_ADD_F16", mn: "v_pk_add_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7517 },
    // VOP3P 16 V_PK_MUL_F16 (seed line 7518)
    OpInfo { fmt: Format::Vop3p, op: 16, name: "V_PK_MUL_F16", mn: "v_pk_mul_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7518 },
    // VOP3P 19 V_DOT2_F32_F16 (seed line 7519)
    OpInfo { fmt: Format::Vop3p, op: 19, name: "V_DOT2_F32_F16", mn: "v_dot2_f32_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7519 },
    // VOP3P 22 V_DOT4_I32_IU8 (seed line 7520)
    OpInfo { fmt: Format::Vop3p, op: 22, name: "V_DOT4_I32_IU8", mn: "v_dot4_i32_iu8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7520 },
    // VOP3P 23 V_DOT4_U32_U8 (seed line 7521)
    OpInfo { fmt: Format::Vop3p, op: 23, name: "V_DOT4_U32_U8", mn: "v_dot4_u32_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7521 },
    // VOP3P 24 V_DOT8_I32_IU4 (seed line 7522)
    OpInfo { fmt: Format::Vop3p, op: 24, name: "V_DOT8_I32_IU4", mn: "v_dot8_i32_iu4", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7522 },
    // VOP3P 25 V_DOT8_U32_U4 (seed line 7523)
    OpInfo { fmt: Format::Vop3p, op: 25, name: "V_DOT8_U32_U4", mn: "v_dot8_u32_u4", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7523 },
    // VOP3P 26 V_DOT2_F32_BF16 (seed line 7524)
    OpInfo { fmt: Format::Vop3p, op: 26, name: "V_DOT2_F32_BF16", mn: "v_dot2_f32_bf16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7524 },
    // VOP3P 27 V_PK_MIN_NUM_F16 (seed line 7525)
    OpInfo { fmt: Format::Vop3p, op: 27, name: "V_PK_MIN_NUM_F16", mn: "v_pk_min_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7525 },
    // VOP3P 28 V_PK_MAX_NUM_F16 (seed line 7526)
    OpInfo { fmt: Format::Vop3p, op: 28, name: "V_PK_MAX_NUM_F16", mn: "v_pk_max_num_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7526 },
    // VOP3P 29 V_PK_MINIMUM_F16 (seed line 7527)
    OpInfo { fmt: Format::Vop3p, op: 29, name: "V_PK_MINIMUM_F16", mn: "v_pk_minimum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7527 },
    // VOP3P 30 V_PK_MAXIMUM_F16 (seed line 7528)
    OpInfo { fmt: Format::Vop3p, op: 30, name: "V_PK_MAXIMUM_F16", mn: "v_pk_maximum_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1)], cls: Cls::F16, vmods: 0x0f9b, vign: 0x0040, zero: &[Fld::Src2], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7528 },
    // VOP3P 32 V_FMA_MIX_F32 (seed line 7529)
    OpInfo { fmt: Format::Vop3p, op: 32, name: "V_FMA_MIX_F32", mn: "v_fma_mix_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7529 },
    // VOP3P 33 V_FMA_MIXLO_F16 (seed line 7502)
    OpInfo { fmt: Format::Vop3p, op: 33, name: "V_FMA_MIXLO_F16", mn: "v_fma_mixlo_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7502 },
    // VOP3P 34 V_FMA_MIXHI_F16 (seed line 7503)
    OpInfo { fmt: Format::Vop3p, op: 34, name: "V_FMA_MIXHI_F16", mn: "v_fma_mixhi_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::F16, vmods: 0x1fff, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7503 },
    // VOP3P 36 V_DOT4_F32_FP8_BF8 (seed line 7504)
    OpInfo { fmt: Format::Vop3p, op: 36, name: "V_DOT4_F32_FP8_BF8", mn: "v_dot4_f32_fp8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7504 },
    // VOP3P 37 V_DOT4_F32_BF8_FP8 (seed line 7505)
    OpInfo { fmt: Format::Vop3p, op: 37, name: "V_DOT4_F32_BF8_FP8", mn: "v_dot4_f32_bf8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7505 },
    // VOP3P 38 V_DOT4_F32_FP8_FP8 (seed line 7506)
    OpInfo { fmt: Format::Vop3p, op: 38, name: "V_DOT4_F32_FP8_FP8", mn: "v_dot4_f32_fp8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7506 },
    // VOP3P 39 V_DOT4_F32_BF8_BF8 (seed line 7507)
    OpInfo { fmt: Format::Vop3p, op: 39, name: "V_DOT4_F32_BF8_BF8", mn: "v_dot4_f32_bf8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 3, seed: 7507 },
    // VOP3P 64 V_WMMA_F32_16X16X16_F16 (seed line 7508)
    OpInfo { fmt: Format::Vop3p, op: 64, name: "V_WMMA_F32_16X16X16_F16", mn: "v_wmma_f32_16x16x16_f16", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1c07, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7508 },
    // VOP3P 65 V_WMMA_F32_16X16X16_BF16 (seed line 7509)
    OpInfo { fmt: Format::Vop3p, op: 65, name: "V_WMMA_F32_16X16X16_BF16", mn: "v_wmma_f32_16x16x16_bf16", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1c07, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7509 },
    // VOP3P 66 V_WMMA_F16_16X16X16_F16 (seed line 7510)
    OpInfo { fmt: Format::Vop3p, op: 66, name: "V_WMMA_F16_16X16X16_F16", mn: "v_wmma_f16_16x16x16_f16", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 4)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x1c07, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7510 },
    // VOP3P 67 V_WMMA_BF16_16X16X16_BF16 (seed line 7511)
    OpInfo { fmt: Format::Vop3p, op: 67, name: "V_WMMA_BF16_16X16X16_BF16", mn: "v_wmma_bf16_16x16x16_bf16", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 4)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 2)], cls: Cls::B32, vmods: 0x1c07, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7511 },
    // VOP3P 68 V_WMMA_I32_16X16X16_IU8 (seed line 7512)
    OpInfo { fmt: Format::Vop3p, op: 68, name: "V_WMMA_I32_16X16X16_IU8", mn: "v_wmma_i32_16x16x16_iu8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x0c80, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7512 },
    // VOP3P 69 V_WMMA_I32_16X16X16_IU4 (seed line 7513)
    OpInfo { fmt: Format::Vop3p, op: 69, name: "V_WMMA_I32_16X16X16_IU4", mn: "v_wmma_i32_16x16x16_iu4", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x0c80, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7513 },
    // VOP3P 70 V_WMMA_F32_16X16X16_FP8_FP8 (seed line 7514)
    OpInfo { fmt: Format::Vop3p, op: 70, name: "V_WMMA_F32_16X16X16_FP8_FP8", mn: "v_wmma_f32_16x16x16_fp8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7514 },
    // VOP3P 71 V_WMMA_F32_16X16X16_FP8_BF8 (seed line 7515)
    OpInfo { fmt: Format::Vop3p, op: 71, name: "V_WMMA_F32_16X16X16_FP8_BF8", mn: "v_wmma_f32_16x16x16_fp8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7515 },
    // VOP3P 72 V_WMMA_F32_16X16X16_BF8_FP8 (seed line 7516)
    OpInfo { fmt: Format::Vop3p, op: 72, name: "V_WMMA_F32_16X16X16_BF8_FP8", mn: "v_wmma_f32_16x16x16_bf8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7516 },
    // VOP3P 73 V_WMMA_F32_16X16X16_BF8_BF8 (seed line 7517)
    OpInfo { fmt: Format::Vop3p, op: 73, name: "V_WMMA_F32_16X16X16_BF8_BF8", mn: "v_wmma_f32_16x16x16_bf8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x1004, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7517 },
    // VOP3P 74 V_WMMA_I32_16X16X32_IU4 (seed line 7518)
    OpInfo { fmt: Format::Vop3p, op: 74, name: "V_WMMA_I32_16X16X32_IU4", mn: "v_wmma_i32_16x16x32_iu4", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 8)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 4)], cls: Cls::B32, vmods: 0x0c80, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7518 },
    // VOP3P 80 V_SWMMAC_F32_16X16X32_F16 (seed line 7519)
    OpInfo { fmt: Format::Vop3p, op: 80, name: "V_SWMMAC_F32_16X16X32_F16", mn: "v_swmmac_f32_16x16x32_f16", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 8), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c0b, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7519 },
    // VOP3P 81 V_SWMMAC_F32_16X16X32_BF16 (seed line 7520)
    OpInfo { fmt: Format::Vop3p, op: 81, name: "V_SWMMAC_F32_16X16X32_BF16", mn: "v_swmmac_f32_16x16x32_bf16", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 8), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c0b, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7520 },
    // VOP3P 82 V_SWMMAC_F16_16X16X32_F16 (seed line 7521)
    OpInfo { fmt: Format::Vop3p, op: 82, name: "V_SWMMAC_F16_16X16X32_F16", mn: "v_swmmac_f16_16x16x32_f16", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 8), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c0b, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7521 },
    // VOP3P 83 V_SWMMAC_BF16_16X16X32_BF16 (seed line 7522)
    OpInfo { fmt: Format::Vop3p, op: 83, name: "V_SWMMAC_BF16_16X16X32_BF16", mn: "v_swmmac_bf16_16x16x32_bf16", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 4), Slot::Reg(Fld::Src1, 8), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c0b, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7522 },
    // VOP3P 84 V_SWMMAC_I32_16X16X32_IU8 (seed line 7523)
    OpInfo { fmt: Format::Vop3p, op: 84, name: "V_SWMMAC_I32_16X16X32_IU8", mn: "v_swmmac_i32_16x16x32_iu8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c88, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7523 },
    // VOP3P 85 V_SWMMAC_I32_16X16X32_IU4 (seed line 7524)
    OpInfo { fmt: Format::Vop3p, op: 85, name: "V_SWMMAC_I32_16X16X32_IU4", mn: "v_swmmac_i32_16x16x32_iu4", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c88, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7524 },
    // VOP3P 86 V_SWMMAC_I32_16X16X64_IU4 (seed line 7525)
    OpInfo { fmt: Format::Vop3p, op: 86, name: "V_SWMMAC_I32_16X16X64_IU4", mn: "v_swmmac_i32_16x16x64_iu4", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0c80, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7525 },
    // VOP3P 87 V_SWMMAC_F32_16X16X32_FP8_FP8 (seed line 7526)
    OpInfo { fmt: Format::Vop3p, op: 87, name: "V_SWMMAC_F32_16X16X32_FP8_FP8", mn: "v_swmmac_f32_16x16x32_fp8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0008, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7526 },
    // VOP3P 88 V_SWMMAC_F32_16X16X32_FP8_BF8 (seed line 7527)
    OpInfo { fmt: Format::Vop3p, op: 88, name: "V_SWMMAC_F32_16X16X32_FP8_BF8", mn: "v_swmmac_f32_16x16x32_fp8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0008, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7527 },
    // VOP3P 89 V_SWMMAC_F32_16X16X32_BF8_FP8 (seed line 7528)
    OpInfo { fmt: Format::Vop3p, op: 89, name: "V_SWMMAC_F32_16X16X32_BF8_FP8", mn: "v_swmmac_f32_16x16x32_bf8_fp8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0008, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7528 },
    // VOP3P 90 V_SWMMAC_F32_16X16X32_BF8_BF8 (seed line 7529)
    OpInfo { fmt: Format::Vop3p, op: 90, name: "V_SWMMAC_F32_16X16X32_BF8_BF8", mn: "v_swmmac_f32_16x16x32_bf8_bf8", ops32: &[Slot::Reg(Fld::Vdst, 8), Slot::Reg(Fld::Src0, 2), Slot::Reg(Fld::Src1, 4), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 2), Slot::Reg(Fld::Src2, 1)], cls: Cls::B32, vmods: 0x0008, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7529 },
    // VINTERP 0 V_INTERP_P10_F32 (seed line 7705)
    OpInfo { fmt: Format::Vinterp, op: 0, name: "V_INTERP_P10_F32", mn: "v_interp_p10_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1c87, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7705 },
    // VINTERP 1 V_INTERP_P2_F32 (seed line 7706)
    OpInfo { fmt: Format::Vinterp, op: 1, name: "V_INTERP_P2_F32", mn: "v_interp_p2_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1c87, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7706 },
    // VINTERP 2 V_INTERP_P10_F16_F32 (seed line 7707)
    OpInfo { fmt: Format::Vinterp, op: 2, name: "V_INTERP_P10_F16_F32", mn: "v_interp_p10_f16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1cff, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7707 },
    // VINTERP 3 V_INTERP_P2_F16_F32 (seed line 7705)
    OpInfo { fmt: Format::Vinterp, op: 3, name: "V_INTERP_P2_F16_F32", mn: "v_interp_p2_f16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1cff, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7705 },
    // VINTERP 4 V_INTERP_P10_RTZ_F16_F32 (seed line 7706)
    OpInfo { fmt: Format::Vinterp, op: 4, name: "V_INTERP_P10_RTZ_F16_F32", mn: "v_interp_p10_rtz_f16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1cff, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7706 },
    // VINTERP 5 V_INTERP_P2_RTZ_F16_F32 (seed line 7707)
    OpInfo { fmt: Format::Vinterp, op: 5, name: "V_INTERP_P2_RTZ_F16_F32", mn: "v_interp_p2_rtz_f16_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Src0, 1), Slot::Reg(Fld::Src1, 1), Slot::Reg(Fld::Src2, 1)], cls: Cls::Other, vmods: 0x1cff, vign: 0x0300, zero: &[], lo128: &[], src0_vgpr: true, dpp: false, sext: 0, dpp3: 0, seed: 7707 },
    // VDSDIR 0 DS_PARAM_LOAD (seed line 7738)
    OpInfo { fmt: Format::Vdsdir, op: 0, name: "DS_PARAM_LOAD", mn: "ds_param_load", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("attr1.x")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("attr1.x")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7738 },
    // VDSDIR 1 DS_DIRECT_LOAD (seed line 7738)
    OpInfo { fmt: Format::Vdsdir, op: 1, name: "DS_DIRECT_LOAD", mn: "ds_direct_load", ops32: &[Slot::Reg(Fld::Vdst, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7738 },
    // VDS 0 DS_ADD_U32 (seed line 7765)
    OpInfo { fmt: Format::Vds, op: 0, name: "DS_ADD_U32", mn: "ds_add_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7765 },
    // VDS 1 DS_SUB_U32 (seed line 7766)
    OpInfo { fmt: Format::Vds, op: 1, name: "DS_SUB_U32", mn: "ds_sub_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7766 },
    // VDS 2 DS_RSUB_U32 (seed line 7767)
    OpInfo { fmt: Format::Vds, op: 2, name: "DS_RSUB_U32", mn: "ds_rsub_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7767 },
    // VDS 3 DS_INC_U32 (seed line 7768)
    OpInfo { fmt: Format::Vds, op: 3, name: "DS_INC_U32", mn: "ds_inc_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7768 },
    // VDS 4 DS_DEC_U32 (seed line 7769)
    OpInfo { fmt: Format::Vds, op: 4, name: "DS_DEC_U32", mn: "ds_dec_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7769 },
    // VDS 5 DS_MIN_I32 (seed line 7770)
    OpInfo { fmt: Format::Vds, op: 5, name: "DS_MIN_I32", mn: "ds_min_i32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7770 },
    // VDS 6 DS_MAX_I32 (seed line 7771)
    OpInfo { fmt: Format::Vds, op: 6, name: "DS_MAX_I32", mn: "ds_max_i32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7771 },
    // VDS 7 DS_MIN_U32 (seed line 7772)
    OpInfo { fmt: Format::Vds, op: 7, name: "DS_MIN_U32", mn: "ds_min_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7772 },
    // VDS 8 DS_MAX_U32 (seed line 7773)
    OpInfo { fmt: Format::Vds, op: 8, name: "DS_MAX_U32", mn: "ds_max_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7773 },
    // VDS 9 DS_AND_B32 (seed line 7774)
    OpInfo { fmt: Format::Vds, op: 9, name: "DS_AND_B32", mn: "ds_and_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7774 },
    // VDS 10 DS_OR_B32 (seed line 7775)
    OpInfo { fmt: Format::Vds, op: 10, name: "DS_OR_B32", mn: "ds_or_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7775 },
    // VDS 11 DS_XOR_B32 (seed line 7776)
    OpInfo { fmt: Format::Vds, op: 11, name: "DS_XOR_B32", mn: "ds_xor_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7776 },
    // VDS 12 DS_MSKOR_B32 (seed line 7777)
    OpInfo { fmt: Format::Vds, op: 12, name: "DS_MSKOR_B32", mn: "ds_mskor_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7777 },
    // VDS 13 DS_STORE_B32 (seed line 7778)
    OpInfo { fmt: Format::Vds, op: 13, name: "DS_STORE_B32", mn: "ds_store_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7778 },
    // VDS 14 DS_STORE_2ADDR_B32 (seed line 7779)
    OpInfo { fmt: Format::Vds, op: 14, name: "DS_STORE_2ADDR_B32", mn: "ds_store_2addr_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7779 },
    // VDS 15 DS_STORE_2ADDR_STRIDE64_B32 (seed line 7780)
    OpInfo { fmt: Format::Vds, op: 15, name: "DS_STORE_2ADDR_STRIDE64_B32", mn: "ds_store_2addr_stride64_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7780 },
    // VDS 16 DS_CMPSTORE_B32 (seed line 7781)
    OpInfo { fmt: Format::Vds, op: 16, name: "DS_CMPSTORE_B32", mn: "ds_cmpstore_b32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7781 },
    // VDS 18 DS_MIN_NUM_F32 (seed line 7782)
    OpInfo { fmt: Format::Vds, op: 18, name: "DS_MIN_NUM_F32", mn: "ds_min_num_f32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7782 },
    // VDS 19 DS_MAX_NUM_F32 (seed line 7783)
    OpInfo { fmt: Format::Vds, op: 19, name: "DS_MAX_NUM_F32", mn: "ds_max_num_f32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7783 },
    // VDS 20 DS_NOP (seed line 7784)
    OpInfo { fmt: Format::Vds, op: 20, name: "DS_NOP", mn: "ds_nop", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0, Fld::Vdst, Fld::Addr], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7784 },
    // VDS 21 DS_ADD_F32 (seed line 7785)
    OpInfo { fmt: Format::Vds, op: 21, name: "DS_ADD_F32", mn: "ds_add_f32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7785 },
    // VDS 30 DS_STORE_B8 (seed line 7786)
    OpInfo { fmt: Format::Vds, op: 30, name: "DS_STORE_B8", mn: "ds_store_b8", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7786 },
    // VDS 31 DS_STORE_B16 (seed line 7787)
    OpInfo { fmt: Format::Vds, op: 31, name: "DS_STORE_B16", mn: "ds_store_b16", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7787 },
    // VDS 32 DS_ADD_RTN_U32 (seed line 7788)
    OpInfo { fmt: Format::Vds, op: 32, name: "DS_ADD_RTN_U32", mn: "ds_add_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7788 },
    // VDS 33 DS_SUB_RTN_U32 (seed line 7794)
    OpInfo { fmt: Format::Vds, op: 33, name: "DS_SUB_RTN_U32", mn: "ds_sub_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7794 },
    // VDS 34 DS_RSUB_RTN_U32 (seed line 7795)
    OpInfo { fmt: Format::Vds, op: 34, name: "DS_RSUB_RTN_U32", mn: "ds_rsub_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7795 },
    // VDS 35 DS_INC_RTN_U32 (seed line 7796)
    OpInfo { fmt: Format::Vds, op: 35, name: "DS_INC_RTN_U32", mn: "ds_inc_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7796 },
    // VDS 36 DS_DEC_RTN_U32 (seed line 7797)
    OpInfo { fmt: Format::Vds, op: 36, name: "DS_DEC_RTN_U32", mn: "ds_dec_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7797 },
    // VDS 37 DS_MIN_RTN_I32 (seed line 7798)
    OpInfo { fmt: Format::Vds, op: 37, name: "DS_MIN_RTN_I32", mn: "ds_min_rtn_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7798 },
    // VDS 38 DS_MAX_RTN_I32 (seed line 7799)
    OpInfo { fmt: Format::Vds, op: 38, name: "DS_MAX_RTN_I32", mn: "ds_max_rtn_i32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7799 },
    // VDS 39 DS_MIN_RTN_U32 (seed line 7800)
    OpInfo { fmt: Format::Vds, op: 39, name: "DS_MIN_RTN_U32", mn: "ds_min_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7800 },
    // VDS 40 DS_MAX_RTN_U32 (seed line 7801)
    OpInfo { fmt: Format::Vds, op: 40, name: "DS_MAX_RTN_U32", mn: "ds_max_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7801 },
    // VDS 41 DS_AND_RTN_B32 (seed line 7802)
    OpInfo { fmt: Format::Vds, op: 41, name: "DS_AND_RTN_B32", mn: "ds_and_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7802 },
    // VDS 42 DS_OR_RTN_B32 (seed line 7803)
    OpInfo { fmt: Format::Vds, op: 42, name: "DS_OR_RTN_B32", mn: "ds_or_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7803 },
    // VDS 43 DS_XOR_RTN_B32 (seed line 7804)
    OpInfo { fmt: Format::Vds, op: 43, name: "DS_XOR_RTN_B32", mn: "ds_xor_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7804 },
    // VDS 44 DS_MSKOR_RTN_B32 (seed line 7805)
    OpInfo { fmt: Format::Vds, op: 44, name: "DS_MSKOR_RTN_B32", mn: "ds_mskor_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7805 },
    // VDS 45 DS_STOREXCHG_RTN_B32 (seed line 7806)
    OpInfo { fmt: Format::Vds, op: 45, name: "DS_STOREXCHG_RTN_B32", mn: "ds_storexchg_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7806 },
    // VDS 46 DS_STOREXCHG_2ADDR_RTN_B32 (seed line 7807)
    OpInfo { fmt: Format::Vds, op: 46, name: "DS_STOREXCHG_2ADDR_RTN_B32", mn: "ds_storexchg_2addr_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7807 },
    // VDS 47 DS_STOREXCHG_2ADDR_STRIDE64_RTN_B32 (seed line 7808)
    OpInfo { fmt: Format::Vds, op: 47, name: "DS_STOREXCHG_2ADDR_STRIDE64_RTN_B32", mn: "ds_storexchg_2addr_stride64_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7808 },
    // VDS 48 DS_CMPSTORE_RTN_B32 (seed line 7809)
    OpInfo { fmt: Format::Vds, op: 48, name: "DS_CMPSTORE_RTN_B32", mn: "ds_cmpstore_rtn_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1), Slot::Reg(Fld::Data1, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7809 },
    // VDS 50 DS_MIN_NUM_RTN_F32 (seed line 7810)
    OpInfo { fmt: Format::Vds, op: 50, name: "DS_MIN_NUM_RTN_F32", mn: "ds_min_num_rtn_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7810 },
    // VDS 51 DS_MAX_NUM_RTN_F32 (seed line 7811)
    OpInfo { fmt: Format::Vds, op: 51, name: "DS_MAX_NUM_RTN_F32", mn: "ds_max_num_rtn_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7811 },
    // VDS 53 DS_SWIZZLE_B32 (seed line 7812)
    OpInfo { fmt: Format::Vds, op: 53, name: "DS_SWIZZLE_B32", mn: "ds_swizzle_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7812 },
    // VDS 54 DS_LOAD_B32 (seed line 7813)
    OpInfo { fmt: Format::Vds, op: 54, name: "DS_LOAD_B32", mn: "ds_load_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7813 },
    // VDS 55 DS_LOAD_2ADDR_B32 (seed line 7814)
    OpInfo { fmt: Format::Vds, op: 55, name: "DS_LOAD_2ADDR_B32", mn: "ds_load_2addr_b32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7814 },
    // VDS 56 DS_LOAD_2ADDR_STRIDE64_B32 (seed line 7815)
    OpInfo { fmt: Format::Vds, op: 56, name: "DS_LOAD_2ADDR_STRIDE64_B32", mn: "ds_load_2addr_stride64_b32", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7815 },
    // VDS 57 DS_LOAD_I8 (seed line 7816)
    OpInfo { fmt: Format::Vds, op: 57, name: "DS_LOAD_I8", mn: "ds_load_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7816 },
    // VDS 58 DS_LOAD_U8 (seed line 7817)
    OpInfo { fmt: Format::Vds, op: 58, name: "DS_LOAD_U8", mn: "ds_load_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7817 },
    // VDS 59 DS_LOAD_I16 (seed line 7818)
    OpInfo { fmt: Format::Vds, op: 59, name: "DS_LOAD_I16", mn: "ds_load_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7818 },
    // VDS 60 DS_LOAD_U16 (seed line 7819)
    OpInfo { fmt: Format::Vds, op: 60, name: "DS_LOAD_U16", mn: "ds_load_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7819 },
    // VDS 61 DS_CONSUME (seed line 7820)
    OpInfo { fmt: Format::Vds, op: 61, name: "DS_CONSUME", mn: "ds_consume", ops32: &[Slot::Reg(Fld::Vdst, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0, Fld::Addr], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7820 },
    // VDS 62 DS_APPEND (seed line 7821)
    OpInfo { fmt: Format::Vds, op: 62, name: "DS_APPEND", mn: "ds_append", ops32: &[Slot::Reg(Fld::Vdst, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0, Fld::Addr], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7821 },
    // VDS 64 DS_ADD_U64 (seed line 7822)
    OpInfo { fmt: Format::Vds, op: 64, name: "DS_ADD_U64", mn: "ds_add_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7822 },
    // VDS 65 DS_SUB_U64 (seed line 7823)
    OpInfo { fmt: Format::Vds, op: 65, name: "DS_SUB_U64", mn: "ds_sub_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7823 },
    // VDS 66 DS_RSUB_U64 (seed line 7824)
    OpInfo { fmt: Format::Vds, op: 66, name: "DS_RSUB_U64", mn: "ds_rsub_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7824 },
    // VDS 67 DS_INC_U64 (seed line 7825)
    OpInfo { fmt: Format::Vds, op: 67, name: "DS_INC_U64", mn: "ds_inc_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7825 },
    // VDS 68 DS_DEC_U64 (seed line 7826)
    OpInfo { fmt: Format::Vds, op: 68, name: "DS_DEC_U64", mn: "ds_dec_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7826 },
    // VDS 69 DS_MIN_I64 (seed line 7827)
    OpInfo { fmt: Format::Vds, op: 69, name: "DS_MIN_I64", mn: "ds_min_i64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7827 },
    // VDS 70 DS_MAX_I64 (seed line 7828)
    OpInfo { fmt: Format::Vds, op: 70, name: "DS_MAX_I64", mn: "ds_max_i64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7828 },
    // VDS 71 DS_MIN_U64 (seed line 7829)
    OpInfo { fmt: Format::Vds, op: 71, name: "DS_MIN_U64", mn: "ds_min_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7829 },
    // VDS 72 DS_MAX_U64 (seed line 7830)
    OpInfo { fmt: Format::Vds, op: 72, name: "DS_MAX_U64", mn: "ds_max_u64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7830 },
    // VDS 73 DS_AND_B64 (seed line 7831)
    OpInfo { fmt: Format::Vds, op: 73, name: "DS_AND_B64", mn: "ds_and_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7831 },
    // VDS 74 DS_OR_B64 (seed line 7832)
    OpInfo { fmt: Format::Vds, op: 74, name: "DS_OR_B64", mn: "ds_or_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7832 },
    // VDS 75 DS_XOR_B64 (seed line 7833)
    OpInfo { fmt: Format::Vds, op: 75, name: "DS_XOR_B64", mn: "ds_xor_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7833 },
    // VDS 76 DS_MSKOR_B64 (seed line 7834)
    OpInfo { fmt: Format::Vds, op: 76, name: "DS_MSKOR_B64", mn: "ds_mskor_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7834 },
    // VDS 77 DS_STORE_B64 (seed line 7835)
    OpInfo { fmt: Format::Vds, op: 77, name: "DS_STORE_B64", mn: "ds_store_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7835 },
    // VDS 78 DS_STORE_2ADDR_B64 (seed line 7765)
    OpInfo { fmt: Format::Vds, op: 78, name: "DS_STORE_2ADDR_B64", mn: "ds_store_2addr_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7765 },
    // VDS 79 DS_STORE_2ADDR_STRIDE64_B64 (seed line 7766)
    OpInfo { fmt: Format::Vds, op: 79, name: "DS_STORE_2ADDR_STRIDE64_B64", mn: "ds_store_2addr_stride64_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7766 },
    // VDS 80 DS_CMPSTORE_B64 (seed line 7767)
    OpInfo { fmt: Format::Vds, op: 80, name: "DS_CMPSTORE_B64", mn: "ds_cmpstore_b64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7767 },
    // VDS 82 DS_MIN_NUM_F64 (seed line 7768)
    OpInfo { fmt: Format::Vds, op: 82, name: "DS_MIN_NUM_F64", mn: "ds_min_num_f64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7768 },
    // VDS 83 DS_MAX_NUM_F64 (seed line 7769)
    OpInfo { fmt: Format::Vds, op: 83, name: "DS_MAX_NUM_F64", mn: "ds_max_num_f64", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7769 },
    // VDS 96 DS_ADD_RTN_U64 (seed line 7770)
    OpInfo { fmt: Format::Vds, op: 96, name: "DS_ADD_RTN_U64", mn: "ds_add_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7770 },
    // VDS 97 DS_SUB_RTN_U64 (seed line 7771)
    OpInfo { fmt: Format::Vds, op: 97, name: "DS_SUB_RTN_U64", mn: "ds_sub_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7771 },
    // VDS 98 DS_RSUB_RTN_U64 (seed line 7772)
    OpInfo { fmt: Format::Vds, op: 98, name: "DS_RSUB_RTN_U64", mn: "ds_rsub_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7772 },
    // VDS 99 DS_INC_RTN_U64 (seed line 7773)
    OpInfo { fmt: Format::Vds, op: 99, name: "DS_INC_RTN_U64", mn: "ds_inc_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7773 },
    // VDS 100 DS_DEC_RTN_U64 (seed line 7774)
    OpInfo { fmt: Format::Vds, op: 100, name: "DS_DEC_RTN_U64", mn: "ds_dec_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7774 },
    // VDS 101 DS_MIN_RTN_I64 (seed line 7775)
    OpInfo { fmt: Format::Vds, op: 101, name: "DS_MIN_RTN_I64", mn: "ds_min_rtn_i64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7775 },
    // VDS 102 DS_MAX_RTN_I64 (seed line 7776)
    OpInfo { fmt: Format::Vds, op: 102, name: "DS_MAX_RTN_I64", mn: "ds_max_rtn_i64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7776 },
    // VDS 103 DS_MIN_RTN_U64 (seed line 7777)
    OpInfo { fmt: Format::Vds, op: 103, name: "DS_MIN_RTN_U64", mn: "ds_min_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7777 },
    // VDS 104 DS_MAX_RTN_U64 (seed line 7778)
    OpInfo { fmt: Format::Vds, op: 104, name: "DS_MAX_RTN_U64", mn: "ds_max_rtn_u64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7778 },
    // VDS 105 DS_AND_RTN_B64 (seed line 7779)
    OpInfo { fmt: Format::Vds, op: 105, name: "DS_AND_RTN_B64", mn: "ds_and_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7779 },
    // VDS 106 DS_OR_RTN_B64 (seed line 7780)
    OpInfo { fmt: Format::Vds, op: 106, name: "DS_OR_RTN_B64", mn: "ds_or_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7780 },
    // VDS 107 DS_XOR_RTN_B64 (seed line 7781)
    OpInfo { fmt: Format::Vds, op: 107, name: "DS_XOR_RTN_B64", mn: "ds_xor_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7781 },
    // VDS 108 DS_MSKOR_RTN_B64 (seed line 7782)
    OpInfo { fmt: Format::Vds, op: 108, name: "DS_MSKOR_RTN_B64", mn: "ds_mskor_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7782 },
    // VDS 109 DS_STOREXCHG_RTN_B64 (seed line 7783)
    OpInfo { fmt: Format::Vds, op: 109, name: "DS_STOREXCHG_RTN_B64", mn: "ds_storexchg_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7783 },
    // VDS 110 DS_STOREXCHG_2ADDR_RTN_B64 (seed line 7784)
    OpInfo { fmt: Format::Vds, op: 110, name: "DS_STOREXCHG_2ADDR_RTN_B64", mn: "ds_storexchg_2addr_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7784 },
    // VDS 111 DS_STOREXCHG_2ADDR_STRIDE64_RTN_B64 (seed line 7785)
    OpInfo { fmt: Format::Vds, op: 111, name: "DS_STOREXCHG_2ADDR_STRIDE64_RTN_B64", mn: "ds_storexchg_2addr_stride64_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7785 },
    // VDS 112 DS_CMPSTORE_RTN_B64 (seed line 7786)
    OpInfo { fmt: Format::Vds, op: 112, name: "DS_CMPSTORE_RTN_B64", mn: "ds_cmpstore_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2), Slot::Reg(Fld::Data1, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7786 },
    // VDS 114 DS_MIN_NUM_RTN_F64 (seed line 7787)
    OpInfo { fmt: Format::Vds, op: 114, name: "DS_MIN_NUM_RTN_F64", mn: "ds_min_num_rtn_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7787 },
    // VDS 115 DS_MAX_NUM_RTN_F64 (seed line 7788)
    OpInfo { fmt: Format::Vds, op: 115, name: "DS_MAX_NUM_RTN_F64", mn: "ds_max_num_rtn_f64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7788 },
    // VDS 118 DS_LOAD_B64 (seed line 7794)
    OpInfo { fmt: Format::Vds, op: 118, name: "DS_LOAD_B64", mn: "ds_load_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7794 },
    // VDS 119 DS_LOAD_2ADDR_B64 (seed line 7795)
    OpInfo { fmt: Format::Vds, op: 119, name: "DS_LOAD_2ADDR_B64", mn: "ds_load_2addr_b64", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7795 },
    // VDS 120 DS_LOAD_2ADDR_STRIDE64_B64 (seed line 7796)
    OpInfo { fmt: Format::Vds, op: 120, name: "DS_LOAD_2ADDR_STRIDE64_B64", mn: "ds_load_2addr_stride64_b64", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7796 },
    // VDS 121 DS_ADD_RTN_F32 (seed line 7797)
    OpInfo { fmt: Format::Vds, op: 121, name: "DS_ADD_RTN_F32", mn: "ds_add_rtn_f32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7797 },
    // VDS 126 DS_CONDXCHG32_RTN_B64 (seed line 7798)
    OpInfo { fmt: Format::Vds, op: 126, name: "DS_CONDXCHG32_RTN_B64", mn: "ds_condxchg32_rtn_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7798 },
    // VDS 152 DS_COND_SUB_U32 (seed line 7799)
    OpInfo { fmt: Format::Vds, op: 152, name: "DS_COND_SUB_U32", mn: "ds_cond_sub_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7799 },
    // VDS 153 DS_SUB_CLAMP_U32 (seed line 7800)
    OpInfo { fmt: Format::Vds, op: 153, name: "DS_SUB_CLAMP_U32", mn: "ds_sub_clamp_u32", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7800 },
    // VDS 154 DS_PK_ADD_F16 (seed line 7801)
    OpInfo { fmt: Format::Vds, op: 154, name: "DS_PK_ADD_F16", mn: "ds_pk_add_f16", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7801 },
    // VDS 155 DS_PK_ADD_BF16 (seed line 7802)
    OpInfo { fmt: Format::Vds, op: 155, name: "DS_PK_ADD_BF16", mn: "ds_pk_add_bf16", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7802 },
    // VDS 160 DS_STORE_B8_D16_HI (seed line 7803)
    OpInfo { fmt: Format::Vds, op: 160, name: "DS_STORE_B8_D16_HI", mn: "ds_store_b8_d16_hi", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7803 },
    // VDS 161 DS_STORE_B16_D16_HI (seed line 7804)
    OpInfo { fmt: Format::Vds, op: 161, name: "DS_STORE_B16_D16_HI", mn: "ds_store_b16_d16_hi", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7804 },
    // VDS 162 DS_LOAD_U8_D16 (seed line 7805)
    OpInfo { fmt: Format::Vds, op: 162, name: "DS_LOAD_U8_D16", mn: "ds_load_u8_d16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7805 },
    // VDS 163 DS_LOAD_U8_D16_HI (seed line 7806)
    OpInfo { fmt: Format::Vds, op: 163, name: "DS_LOAD_U8_D16_HI", mn: "ds_load_u8_d16_hi", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7806 },
    // VDS 164 DS_LOAD_I8_D16 (seed line 7807)
    OpInfo { fmt: Format::Vds, op: 164, name: "DS_LOAD_I8_D16", mn: "ds_load_i8_d16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7807 },
    // VDS 165 DS_LOAD_I8_D16_HI (seed line 7808)
    OpInfo { fmt: Format::Vds, op: 165, name: "DS_LOAD_I8_D16_HI", mn: "ds_load_i8_d16_hi", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7808 },
    // VDS 166 DS_LOAD_U16_D16 (seed line 7809)
    OpInfo { fmt: Format::Vds, op: 166, name: "DS_LOAD_U16_D16", mn: "ds_load_u16_d16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7809 },
    // VDS 167 DS_LOAD_U16_D16_HI (seed line 7810)
    OpInfo { fmt: Format::Vds, op: 167, name: "DS_LOAD_U16_D16_HI", mn: "ds_load_u16_d16_hi", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7810 },
    // VDS 168 DS_COND_SUB_RTN_U32 (seed line 7811)
    OpInfo { fmt: Format::Vds, op: 168, name: "DS_COND_SUB_RTN_U32", mn: "ds_cond_sub_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7811 },
    // VDS 169 DS_SUB_CLAMP_RTN_U32 (seed line 7812)
    OpInfo { fmt: Format::Vds, op: 169, name: "DS_SUB_CLAMP_RTN_U32", mn: "ds_sub_clamp_rtn_u32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7812 },
    // VDS 170 DS_PK_ADD_RTN_F16 (seed line 7813)
    OpInfo { fmt: Format::Vds, op: 170, name: "DS_PK_ADD_RTN_F16", mn: "ds_pk_add_rtn_f16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7813 },
    // VDS 171 DS_PK_ADD_RTN_BF16 (seed line 7814)
    OpInfo { fmt: Format::Vds, op: 171, name: "DS_PK_ADD_RTN_BF16", mn: "ds_pk_add_rtn_bf16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7814 },
    // VDS 176 DS_STORE_ADDTID_B32 (seed line 7815)
    OpInfo { fmt: Format::Vds, op: 176, name: "DS_STORE_ADDTID_B32", mn: "ds_store_addtid_b32", ops32: &[Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst, Fld::Addr], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7815 },
    // VDS 177 DS_LOAD_ADDTID_B32 (seed line 7816)
    OpInfo { fmt: Format::Vds, op: 177, name: "DS_LOAD_ADDTID_B32", mn: "ds_load_addtid_b32", ops32: &[Slot::Reg(Fld::Vdst, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0, Fld::Addr], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7816 },
    // VDS 178 DS_PERMUTE_B32 (seed line 7817)
    OpInfo { fmt: Format::Vds, op: 178, name: "DS_PERMUTE_B32", mn: "ds_permute_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7817 },
    // VDS 179 DS_BPERMUTE_B32 (seed line 7818)
    OpInfo { fmt: Format::Vds, op: 179, name: "DS_BPERMUTE_B32", mn: "ds_bpermute_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7818 },
    // VDS 205 DS_BPERMUTE_FI_B32 (seed line 7828)
    OpInfo { fmt: Format::Vds, op: 205, name: "DS_BPERMUTE_FI_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7828 },
    // VDS 222 DS_STORE_B96 (seed line 7829)
    OpInfo { fmt: Format::Vds, op: 222, name: "DS_STORE_B96", mn: "ds_store_b96", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 3)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 3)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7829 },
    // VDS 223 DS_STORE_B128 (seed line 7830)
    OpInfo { fmt: Format::Vds, op: 223, name: "DS_STORE_B128", mn: "ds_store_b128", ops32: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 4)], ops64: &[Slot::Reg(Fld::Addr, 1), Slot::Reg(Fld::Data0, 4)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Vdst], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7830 },
    // VDS 224 DS_BVH_STACK_PUSH4_POP1_RTN_B32 (seed line 7831)
    OpInfo { fmt: Format::Vds, op: 224, name: "DS_BVH_STACK_PUSH4_POP1_RTN_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7831 },
    // VDS 225 DS_BVH_STACK_PUSH8_POP1_RTN_B32 (seed line 7832)
    OpInfo { fmt: Format::Vds, op: 225, name: "DS_BVH_STACK_PUSH8_POP1_RTN_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7832 },
    // VDS 226 DS_BVH_STACK_PUSH8_POP2_RTN_B64 (seed line 7833)
    OpInfo { fmt: Format::Vds, op: 226, name: "DS_BVH_STACK_PUSH8_POP2_RTN_B64", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7833 },
    // VDS 254 DS_LOAD_B96 (seed line 7834)
    OpInfo { fmt: Format::Vds, op: 254, name: "DS_LOAD_B96", mn: "ds_load_b96", ops32: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7834 },
    // VDS 255 DS_LOAD_B128 (seed line 7835)
    OpInfo { fmt: Format::Vds, op: 255, name: "DS_LOAD_B128", mn: "ds_load_b128", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Addr, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[Fld::Data1, Fld::Data0], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7835 },
    // VBUFFER 0 BUFFER_LOAD_FORMAT_X (seed line 7875)
    OpInfo { fmt: Format::Vbuffer, op: 0, name: "BUFFER_LOAD_FORMAT_X", mn: "buffer_load_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7875 },
    // VBUFFER 1 BUFFER_LOAD_FORMAT_XY (seed line 7876)
    OpInfo { fmt: Format::Vbuffer, op: 1, name: "BUFFER_LOAD_FORMAT_XY", mn: "buffer_load_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7876 },
    // VBUFFER 2 BUFFER_LOAD_FORMAT_XYZ (seed line 7877)
    OpInfo { fmt: Format::Vbuffer, op: 2, name: "BUFFER_LOAD_FORMAT_XYZ", mn: "buffer_load_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7877 },
    // VBUFFER 3 BUFFER_LOAD_FORMAT_XYZW (seed line 7878)
    OpInfo { fmt: Format::Vbuffer, op: 3, name: "BUFFER_LOAD_FORMAT_XYZW", mn: "buffer_load_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7878 },
    // VBUFFER 4 BUFFER_STORE_FORMAT_X (seed line 7879)
    OpInfo { fmt: Format::Vbuffer, op: 4, name: "BUFFER_STORE_FORMAT_X", mn: "buffer_store_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7879 },
    // VBUFFER 5 BUFFER_STORE_FORMAT_XY (seed line 7880)
    OpInfo { fmt: Format::Vbuffer, op: 5, name: "BUFFER_STORE_FORMAT_XY", mn: "buffer_store_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7880 },
    // VBUFFER 6 BUFFER_STORE_FORMAT_XYZ (seed line 7881)
    OpInfo { fmt: Format::Vbuffer, op: 6, name: "BUFFER_STORE_FORMAT_XYZ", mn: "buffer_store_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7881 },
    // VBUFFER 7 BUFFER_STORE_FORMAT_XYZW (seed line 7882)
    OpInfo { fmt: Format::Vbuffer, op: 7, name: "BUFFER_STORE_FORMAT_XYZW", mn: "buffer_store_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7882 },
    // VBUFFER 8 BUFFER_LOAD_D16_FORMAT_X (seed line 7883)
    OpInfo { fmt: Format::Vbuffer, op: 8, name: "BUFFER_LOAD_D16_FORMAT_X", mn: "buffer_load_d16_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7883 },
    // VBUFFER 9 BUFFER_LOAD_D16_FORMAT_XY (seed line 7884)
    OpInfo { fmt: Format::Vbuffer, op: 9, name: "BUFFER_LOAD_D16_FORMAT_XY", mn: "buffer_load_d16_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7884 },
    // VBUFFER 10 BUFFER_LOAD_D16_FORMAT_XYZ (seed line 7885)
    OpInfo { fmt: Format::Vbuffer, op: 10, name: "BUFFER_LOAD_D16_FORMAT_XYZ", mn: "buffer_load_d16_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7885 },
    // VBUFFER 11 BUFFER_LOAD_D16_FORMAT_XYZW (seed line 7889)
    OpInfo { fmt: Format::Vbuffer, op: 11, name: "BUFFER_LOAD_D16_FORMAT_XYZW", mn: "buffer_load_d16_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7889 },
    // VBUFFER 12 BUFFER_STORE_D16_FORMAT_X (seed line 7890)
    OpInfo { fmt: Format::Vbuffer, op: 12, name: "BUFFER_STORE_D16_FORMAT_X", mn: "buffer_store_d16_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7890 },
    // VBUFFER 13 BUFFER_STORE_D16_FORMAT_XY (seed line 7891)
    OpInfo { fmt: Format::Vbuffer, op: 13, name: "BUFFER_STORE_D16_FORMAT_XY", mn: "buffer_store_d16_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7891 },
    // VBUFFER 14 BUFFER_STORE_D16_FORMAT_XYZ (seed line 7892)
    OpInfo { fmt: Format::Vbuffer, op: 14, name: "BUFFER_STORE_D16_FORMAT_XYZ", mn: "buffer_store_d16_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7892 },
    // VBUFFER 15 BUFFER_STORE_D16_FORMAT_XYZW (seed line 7893)
    OpInfo { fmt: Format::Vbuffer, op: 15, name: "BUFFER_STORE_D16_FORMAT_XYZW", mn: "buffer_store_d16_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7893 },
    // VBUFFER 16 BUFFER_LOAD_U8 (seed line 7894)
    OpInfo { fmt: Format::Vbuffer, op: 16, name: "BUFFER_LOAD_U8", mn: "buffer_load_u8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7894 },
    // VBUFFER 17 BUFFER_LOAD_I8 (seed line 7895)
    OpInfo { fmt: Format::Vbuffer, op: 17, name: "BUFFER_LOAD_I8", mn: "buffer_load_i8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7895 },
    // VBUFFER 18 BUFFER_LOAD_U16 (seed line 7896)
    OpInfo { fmt: Format::Vbuffer, op: 18, name: "BUFFER_LOAD_U16", mn: "buffer_load_u16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7896 },
    // VBUFFER 19 BUFFER_LOAD_I16 (seed line 7897)
    OpInfo { fmt: Format::Vbuffer, op: 19, name: "BUFFER_LOAD_I16", mn: "buffer_load_i16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7897 },
    // VBUFFER 20 BUFFER_LOAD_B32 (seed line 7898)
    OpInfo { fmt: Format::Vbuffer, op: 20, name: "BUFFER_LOAD_B32", mn: "buffer_load_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7898 },
    // VBUFFER 21 BUFFER_LOAD_B64 (seed line 7899)
    OpInfo { fmt: Format::Vbuffer, op: 21, name: "BUFFER_LOAD_B64", mn: "buffer_load_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7899 },
    // VBUFFER 22 BUFFER_LOAD_B96 (seed line 7900)
    OpInfo { fmt: Format::Vbuffer, op: 22, name: "BUFFER_LOAD_B96", mn: "buffer_load_b96", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7900 },
    // VBUFFER 23 BUFFER_LOAD_B128 (seed line 7901)
    OpInfo { fmt: Format::Vbuffer, op: 23, name: "BUFFER_LOAD_B128", mn: "buffer_load_b128", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7901 },
    // VBUFFER 24 BUFFER_STORE_B8 (seed line 7902)
    OpInfo { fmt: Format::Vbuffer, op: 24, name: "BUFFER_STORE_B8", mn: "buffer_store_b8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7902 },
    // VBUFFER 25 BUFFER_STORE_B16 (seed line 7903)
    OpInfo { fmt: Format::Vbuffer, op: 25, name: "BUFFER_STORE_B16", mn: "buffer_store_b16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7903 },
    // VBUFFER 26 BUFFER_STORE_B32 (seed line 7904)
    OpInfo { fmt: Format::Vbuffer, op: 26, name: "BUFFER_STORE_B32", mn: "buffer_store_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7904 },
    // VBUFFER 27 BUFFER_STORE_B64 (seed line 7905)
    OpInfo { fmt: Format::Vbuffer, op: 27, name: "BUFFER_STORE_B64", mn: "buffer_store_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7905 },
    // VBUFFER 28 BUFFER_STORE_B96 (seed line 7906)
    OpInfo { fmt: Format::Vbuffer, op: 28, name: "BUFFER_STORE_B96", mn: "buffer_store_b96", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7906 },
    // VBUFFER 29 BUFFER_STORE_B128 (seed line 7907)
    OpInfo { fmt: Format::Vbuffer, op: 29, name: "BUFFER_STORE_B128", mn: "buffer_store_b128", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7907 },
    // VBUFFER 30 BUFFER_LOAD_D16_U8 (seed line 7908)
    OpInfo { fmt: Format::Vbuffer, op: 30, name: "BUFFER_LOAD_D16_U8", mn: "buffer_load_d16_u8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7908 },
    // VBUFFER 31 BUFFER_LOAD_D16_I8 (seed line 7909)
    OpInfo { fmt: Format::Vbuffer, op: 31, name: "BUFFER_LOAD_D16_I8", mn: "buffer_load_d16_i8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7909 },
    // VBUFFER 32 BUFFER_LOAD_D16_B16 (seed line 7910)
    OpInfo { fmt: Format::Vbuffer, op: 32, name: "BUFFER_LOAD_D16_B16", mn: "buffer_load_d16_b16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7910 },
    // VBUFFER 33 BUFFER_LOAD_D16_HI_U8 (seed line 7911)
    OpInfo { fmt: Format::Vbuffer, op: 33, name: "BUFFER_LOAD_D16_HI_U8", mn: "buffer_load_d16_hi_u8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7911 },
    // VBUFFER 34 BUFFER_LOAD_D16_HI_I8 (seed line 7912)
    OpInfo { fmt: Format::Vbuffer, op: 34, name: "BUFFER_LOAD_D16_HI_I8", mn: "buffer_load_d16_hi_i8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7912 },
    // VBUFFER 35 BUFFER_LOAD_D16_HI_B16 (seed line 7913)
    OpInfo { fmt: Format::Vbuffer, op: 35, name: "BUFFER_LOAD_D16_HI_B16", mn: "buffer_load_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7913 },
    // VBUFFER 36 BUFFER_STORE_D16_HI_B8 (seed line 7914)
    OpInfo { fmt: Format::Vbuffer, op: 36, name: "BUFFER_STORE_D16_HI_B8", mn: "buffer_store_d16_hi_b8", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7914 },
    // VBUFFER 37 BUFFER_STORE_D16_HI_B16 (seed line 7915)
    OpInfo { fmt: Format::Vbuffer, op: 37, name: "BUFFER_STORE_D16_HI_B16", mn: "buffer_store_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7915 },
    // VBUFFER 38 BUFFER_LOAD_D16_HI_FORMAT_X (seed line 7916)
    OpInfo { fmt: Format::Vbuffer, op: 38, name: "BUFFER_LOAD_D16_HI_FORMAT_X", mn: "buffer_load_d16_hi_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7916 },
    // VBUFFER 39 BUFFER_STORE_D16_HI_FORMAT_X (seed line 7917)
    OpInfo { fmt: Format::Vbuffer, op: 39, name: "BUFFER_STORE_D16_HI_FORMAT_X", mn: "buffer_store_d16_hi_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7917 },
    // VBUFFER 51 BUFFER_ATOMIC_SWAP_B32 (seed line 7918)
    OpInfo { fmt: Format::Vbuffer, op: 51, name: "BUFFER_ATOMIC_SWAP_B32", mn: "buffer_atomic_swap_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7918 },
    // VBUFFER 52 BUFFER_ATOMIC_CMPSWAP_B32 (seed line 7919)
    OpInfo { fmt: Format::Vbuffer, op: 52, name: "BUFFER_ATOMIC_CMPSWAP_B32", mn: "buffer_atomic_cmpswap_b32", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7919 },
    // VBUFFER 53 BUFFER_ATOMIC_ADD_U32 (seed line 7920)
    OpInfo { fmt: Format::Vbuffer, op: 53, name: "BUFFER_ATOMIC_ADD_U32", mn: "buffer_atomic_add_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7920 },
    // VBUFFER 54 BUFFER_ATOMIC_SUB_U32 (seed line 7921)
    OpInfo { fmt: Format::Vbuffer, op: 54, name: "BUFFER_ATOMIC_SUB_U32", mn: "buffer_atomic_sub_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7921 },
    // VBUFFER 55 BUFFER_ATOMIC_SUB_CLAMP_U32 (seed line 7922)
    OpInfo { fmt: Format::Vbuffer, op: 55, name: "BUFFER_ATOMIC_SUB_CLAMP_U32", mn: "buffer_atomic_sub_clamp_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7922 },
    // VBUFFER 56 BUFFER_ATOMIC_MIN_I32 (seed line 7875)
    OpInfo { fmt: Format::Vbuffer, op: 56, name: "BUFFER_ATOMIC_MIN_I32", mn: "buffer_atomic_min_i32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7875 },
    // VBUFFER 57 BUFFER_ATOMIC_MIN_U32 (seed line 7876)
    OpInfo { fmt: Format::Vbuffer, op: 57, name: "BUFFER_ATOMIC_MIN_U32", mn: "buffer_atomic_min_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7876 },
    // VBUFFER 58 BUFFER_ATOMIC_MAX_I32 (seed line 7877)
    OpInfo { fmt: Format::Vbuffer, op: 58, name: "BUFFER_ATOMIC_MAX_I32", mn: "buffer_atomic_max_i32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7877 },
    // VBUFFER 59 BUFFER_ATOMIC_MAX_U32 (seed line 7878)
    OpInfo { fmt: Format::Vbuffer, op: 59, name: "BUFFER_ATOMIC_MAX_U32", mn: "buffer_atomic_max_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7878 },
    // VBUFFER 60 BUFFER_ATOMIC_AND_B32 (seed line 7879)
    OpInfo { fmt: Format::Vbuffer, op: 60, name: "BUFFER_ATOMIC_AND_B32", mn: "buffer_atomic_and_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7879 },
    // VBUFFER 61 BUFFER_ATOMIC_OR_B32 (seed line 7880)
    OpInfo { fmt: Format::Vbuffer, op: 61, name: "BUFFER_ATOMIC_OR_B32", mn: "buffer_atomic_or_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7880 },
    // VBUFFER 62 BUFFER_ATOMIC_XOR_B32 (seed line 7881)
    OpInfo { fmt: Format::Vbuffer, op: 62, name: "BUFFER_ATOMIC_XOR_B32", mn: "buffer_atomic_xor_b32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7881 },
    // VBUFFER 63 BUFFER_ATOMIC_INC_U32 (seed line 7882)
    OpInfo { fmt: Format::Vbuffer, op: 63, name: "BUFFER_ATOMIC_INC_U32", mn: "buffer_atomic_inc_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7882 },
    // VBUFFER 64 BUFFER_ATOMIC_DEC_U32 (seed line 7883)
    OpInfo { fmt: Format::Vbuffer, op: 64, name: "BUFFER_ATOMIC_DEC_U32", mn: "buffer_atomic_dec_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7883 },
    // VBUFFER 65 BUFFER_ATOMIC_SWAP_B64 (seed line 7884)
    OpInfo { fmt: Format::Vbuffer, op: 65, name: "BUFFER_ATOMIC_SWAP_B64", mn: "buffer_atomic_swap_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7884 },
    // VBUFFER 66 BUFFER_ATOMIC_CMPSWAP_B64 (seed line 7885)
    OpInfo { fmt: Format::Vbuffer, op: 66, name: "BUFFER_ATOMIC_CMPSWAP_B64", mn: "buffer_atomic_cmpswap_b64", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7885 },
    // VBUFFER 67 BUFFER_ATOMIC_ADD_U64 (seed line 7889)
    OpInfo { fmt: Format::Vbuffer, op: 67, name: "BUFFER_ATOMIC_ADD_U64", mn: "buffer_atomic_add_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7889 },
    // VBUFFER 68 BUFFER_ATOMIC_SUB_U64 (seed line 7890)
    OpInfo { fmt: Format::Vbuffer, op: 68, name: "BUFFER_ATOMIC_SUB_U64", mn: "buffer_atomic_sub_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7890 },
    // VBUFFER 69 BUFFER_ATOMIC_MIN_I64 (seed line 7891)
    OpInfo { fmt: Format::Vbuffer, op: 69, name: "BUFFER_ATOMIC_MIN_I64", mn: "buffer_atomic_min_i64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7891 },
    // VBUFFER 70 BUFFER_ATOMIC_MIN_U64 (seed line 7892)
    OpInfo { fmt: Format::Vbuffer, op: 70, name: "BUFFER_ATOMIC_MIN_U64", mn: "buffer_atomic_min_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7892 },
    // VBUFFER 71 BUFFER_ATOMIC_MAX_I64 (seed line 7893)
    OpInfo { fmt: Format::Vbuffer, op: 71, name: "BUFFER_ATOMIC_MAX_I64", mn: "buffer_atomic_max_i64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7893 },
    // VBUFFER 72 BUFFER_ATOMIC_MAX_U64 (seed line 7894)
    OpInfo { fmt: Format::Vbuffer, op: 72, name: "BUFFER_ATOMIC_MAX_U64", mn: "buffer_atomic_max_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7894 },
    // VBUFFER 73 BUFFER_ATOMIC_AND_B64 (seed line 7895)
    OpInfo { fmt: Format::Vbuffer, op: 73, name: "BUFFER_ATOMIC_AND_B64", mn: "buffer_atomic_and_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7895 },
    // VBUFFER 74 BUFFER_ATOMIC_OR_B64 (seed line 7896)
    OpInfo { fmt: Format::Vbuffer, op: 74, name: "BUFFER_ATOMIC_OR_B64", mn: "buffer_atomic_or_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7896 },
    // VBUFFER 75 BUFFER_ATOMIC_XOR_B64 (seed line 7897)
    OpInfo { fmt: Format::Vbuffer, op: 75, name: "BUFFER_ATOMIC_XOR_B64", mn: "buffer_atomic_xor_b64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7897 },
    // VBUFFER 76 BUFFER_ATOMIC_INC_U64 (seed line 7898)
    OpInfo { fmt: Format::Vbuffer, op: 76, name: "BUFFER_ATOMIC_INC_U64", mn: "buffer_atomic_inc_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7898 },
    // VBUFFER 77 BUFFER_ATOMIC_DEC_U64 (seed line 7899)
    OpInfo { fmt: Format::Vbuffer, op: 77, name: "BUFFER_ATOMIC_DEC_U64", mn: "buffer_atomic_dec_u64", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7899 },
    // VBUFFER 80 BUFFER_ATOMIC_COND_SUB_U32 (seed line 7900)
    OpInfo { fmt: Format::Vbuffer, op: 80, name: "BUFFER_ATOMIC_COND_SUB_U32", mn: "buffer_atomic_cond_sub_u32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7900 },
    // VBUFFER 81 BUFFER_ATOMIC_MIN_NUM_F32 (seed line 7901)
    OpInfo { fmt: Format::Vbuffer, op: 81, name: "BUFFER_ATOMIC_MIN_NUM_F32", mn: "buffer_atomic_min_num_f32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7901 },
    // VBUFFER 82 BUFFER_ATOMIC_MAX_NUM_F32 (seed line 7902)
    OpInfo { fmt: Format::Vbuffer, op: 82, name: "BUFFER_ATOMIC_MAX_NUM_F32", mn: "buffer_atomic_max_num_f32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7902 },
    // VBUFFER 86 BUFFER_ATOMIC_ADD_F32 (seed line 7903)
    OpInfo { fmt: Format::Vbuffer, op: 86, name: "BUFFER_ATOMIC_ADD_F32", mn: "buffer_atomic_add_f32", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7903 },
    // VBUFFER 89 BUFFER_ATOMIC_PK_ADD_F16 (seed line 7904)
    OpInfo { fmt: Format::Vbuffer, op: 89, name: "BUFFER_ATOMIC_PK_ADD_F16", mn: "buffer_atomic_pk_add_f16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7904 },
    // VBUFFER 90 BUFFER_ATOMIC_PK_ADD_BF16 (seed line 7905)
    OpInfo { fmt: Format::Vbuffer, op: 90, name: "BUFFER_ATOMIC_PK_ADD_BF16", mn: "buffer_atomic_pk_add_bf16", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7905 },
    // VBUFFER 128 TBUFFER_LOAD_FORMAT_X (seed line 7906)
    OpInfo { fmt: Format::Vbuffer, op: 128, name: "TBUFFER_LOAD_FORMAT_X", mn: "tbuffer_load_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7906 },
    // VBUFFER 129 TBUFFER_LOAD_FORMAT_XY (seed line 7907)
    OpInfo { fmt: Format::Vbuffer, op: 129, name: "TBUFFER_LOAD_FORMAT_XY", mn: "tbuffer_load_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7907 },
    // VBUFFER 130 TBUFFER_LOAD_FORMAT_XYZ (seed line 7908)
    OpInfo { fmt: Format::Vbuffer, op: 130, name: "TBUFFER_LOAD_FORMAT_XYZ", mn: "tbuffer_load_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7908 },
    // VBUFFER 131 TBUFFER_LOAD_FORMAT_XYZW (seed line 7909)
    OpInfo { fmt: Format::Vbuffer, op: 131, name: "TBUFFER_LOAD_FORMAT_XYZW", mn: "tbuffer_load_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7909 },
    // VBUFFER 132 TBUFFER_STORE_FORMAT_X (seed line 7910)
    OpInfo { fmt: Format::Vbuffer, op: 132, name: "TBUFFER_STORE_FORMAT_X", mn: "tbuffer_store_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7910 },
    // VBUFFER 133 TBUFFER_STORE_FORMAT_XY (seed line 7911)
    OpInfo { fmt: Format::Vbuffer, op: 133, name: "TBUFFER_STORE_FORMAT_XY", mn: "tbuffer_store_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7911 },
    // VBUFFER 134 TBUFFER_STORE_FORMAT_XYZ (seed line 7912)
    OpInfo { fmt: Format::Vbuffer, op: 134, name: "TBUFFER_STORE_FORMAT_XYZ", mn: "tbuffer_store_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7912 },
    // VBUFFER 135 TBUFFER_STORE_FORMAT_XYZW (seed line 7913)
    OpInfo { fmt: Format::Vbuffer, op: 135, name: "TBUFFER_STORE_FORMAT_XYZW", mn: "tbuffer_store_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7913 },
    // VBUFFER 136 TBUFFER_LOAD_D16_FORMAT_X (seed line 7914)
    OpInfo { fmt: Format::Vbuffer, op: 136, name: "TBUFFER_LOAD_D16_FORMAT_X", mn: "tbuffer_load_d16_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7914 },
    // VBUFFER 137 TBUFFER_LOAD_D16_FORMAT_XY (seed line 7915)
    OpInfo { fmt: Format::Vbuffer, op: 137, name: "TBUFFER_LOAD_D16_FORMAT_XY", mn: "tbuffer_load_d16_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7915 },
    // VBUFFER 138 TBUFFER_LOAD_D16_FORMAT_XYZ (seed line 7916)
    OpInfo { fmt: Format::Vbuffer, op: 138, name: "TBUFFER_LOAD_D16_FORMAT_XYZ", mn: "tbuffer_load_d16_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7916 },
    // VBUFFER 139 TBUFFER_LOAD_D16_FORMAT_XYZW (seed line 7917)
    OpInfo { fmt: Format::Vbuffer, op: 139, name: "TBUFFER_LOAD_D16_FORMAT_XYZW", mn: "tbuffer_load_d16_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7917 },
    // VBUFFER 140 TBUFFER_STORE_D16_FORMAT_X (seed line 7918)
    OpInfo { fmt: Format::Vbuffer, op: 140, name: "TBUFFER_STORE_D16_FORMAT_X", mn: "tbuffer_store_d16_format_x", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7918 },
    // VBUFFER 141 TBUFFER_STORE_D16_FORMAT_XY (seed line 7919)
    OpInfo { fmt: Format::Vbuffer, op: 141, name: "TBUFFER_STORE_D16_FORMAT_XY", mn: "tbuffer_store_d16_format_xy", ops32: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7919 },
    // VBUFFER 142 TBUFFER_STORE_D16_FORMAT_XYZ (seed line 7920)
    OpInfo { fmt: Format::Vbuffer, op: 142, name: "TBUFFER_STORE_D16_FORMAT_XYZ", mn: "tbuffer_store_d16_format_xyz", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7920 },
    // VBUFFER 143 TBUFFER_STORE_D16_FORMAT_XYZW (seed line 7921)
    OpInfo { fmt: Format::Vbuffer, op: 143, name: "TBUFFER_STORE_D16_FORMAT_XYZW", mn: "tbuffer_store_d16_format_xyzw", ops32: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], ops64: &[Slot::Reg(Fld::Vdata, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Rsrc, 4), Slot::Reg(Fld::Soffset, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7921 },
    // VIMAGE 0 IMAGE_LOAD (seed line 7958)
    OpInfo { fmt: Format::Vimage, op: 0, name: "IMAGE_LOAD", mn: "image_load", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7958 },
    // VIMAGE 1 IMAGE_LOAD_MIP (seed line 7959)
    OpInfo { fmt: Format::Vimage, op: 1, name: "IMAGE_LOAD_MIP", mn: "image_load_mip", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7959 },
    // VIMAGE 2 IMAGE_LOAD_PCK (seed line 7960)
    OpInfo { fmt: Format::Vimage, op: 2, name: "IMAGE_LOAD_PCK", mn: "image_load_pck", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7960 },
    // VIMAGE 3 IMAGE_LOAD_PCK_SGN (seed line 7961)
    OpInfo { fmt: Format::Vimage, op: 3, name: "IMAGE_LOAD_PCK_SGN", mn: "image_load_pck_sgn", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7961 },
    // VIMAGE 4 IMAGE_LOAD_MIP_PCK (seed line 7962)
    OpInfo { fmt: Format::Vimage, op: 4, name: "IMAGE_LOAD_MIP_PCK", mn: "image_load_mip_pck", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7962 },
    // VIMAGE 5 IMAGE_LOAD_MIP_PCK_SGN (seed line 7966)
    OpInfo { fmt: Format::Vimage, op: 5, name: "IMAGE_LOAD_MIP_PCK_SGN", mn: "image_load_mip_pck_sgn", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7966 },
    // VIMAGE 6 IMAGE_STORE (seed line 7967)
    OpInfo { fmt: Format::Vimage, op: 6, name: "IMAGE_STORE", mn: "image_store", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7967 },
    // VIMAGE 7 IMAGE_STORE_MIP (seed line 7968)
    OpInfo { fmt: Format::Vimage, op: 7, name: "IMAGE_STORE_MIP", mn: "image_store_mip", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7968 },
    // VIMAGE 8 IMAGE_STORE_PCK (seed line 7969)
    OpInfo { fmt: Format::Vimage, op: 8, name: "IMAGE_STORE_PCK", mn: "image_store_pck", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7969 },
    // VIMAGE 9 IMAGE_STORE_MIP_PCK (seed line 7970)
    OpInfo { fmt: Format::Vimage, op: 9, name: "IMAGE_STORE_MIP_PCK", mn: "image_store_mip_pck", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7970 },
    // VIMAGE 10 IMAGE_ATOMIC_SWAP (seed line 7971)
    OpInfo { fmt: Format::Vimage, op: 10, name: "IMAGE_ATOMIC_SWAP", mn: "image_atomic_swap", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7971 },
    // VIMAGE 11 IMAGE_ATOMIC_CMPSWAP (seed line 7972)
    OpInfo { fmt: Format::Vimage, op: 11, name: "IMAGE_ATOMIC_CMPSWAP", mn: "image_atomic_cmpswap", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7972 },
    // VIMAGE 12 IMAGE_ATOMIC_ADD_UINT (seed line 7973)
    OpInfo { fmt: Format::Vimage, op: 12, name: "IMAGE_ATOMIC_ADD_UINT", mn: "image_atomic_add_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7973 },
    // VIMAGE 13 IMAGE_ATOMIC_SUB_UINT (seed line 7974)
    OpInfo { fmt: Format::Vimage, op: 13, name: "IMAGE_ATOMIC_SUB_UINT", mn: "image_atomic_sub_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7974 },
    // VIMAGE 14 IMAGE_ATOMIC_MIN_INT (seed line 7975)
    OpInfo { fmt: Format::Vimage, op: 14, name: "IMAGE_ATOMIC_MIN_INT", mn: "image_atomic_min_int", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7975 },
    // VIMAGE 15 IMAGE_ATOMIC_MIN_UINT (seed line 7976)
    OpInfo { fmt: Format::Vimage, op: 15, name: "IMAGE_ATOMIC_MIN_UINT", mn: "image_atomic_min_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7976 },
    // VIMAGE 16 IMAGE_ATOMIC_MAX_INT (seed line 7977)
    OpInfo { fmt: Format::Vimage, op: 16, name: "IMAGE_ATOMIC_MAX_INT", mn: "image_atomic_max_int", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7977 },
    // VIMAGE 17 IMAGE_ATOMIC_MAX_UINT (seed line 7958)
    OpInfo { fmt: Format::Vimage, op: 17, name: "IMAGE_ATOMIC_MAX_UINT", mn: "image_atomic_max_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7958 },
    // VIMAGE 18 IMAGE_ATOMIC_AND (seed line 7959)
    OpInfo { fmt: Format::Vimage, op: 18, name: "IMAGE_ATOMIC_AND", mn: "image_atomic_and", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7959 },
    // VIMAGE 19 IMAGE_ATOMIC_OR (seed line 7960)
    OpInfo { fmt: Format::Vimage, op: 19, name: "IMAGE_ATOMIC_OR", mn: "image_atomic_or", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7960 },
    // VIMAGE 20 IMAGE_ATOMIC_XOR (seed line 7961)
    OpInfo { fmt: Format::Vimage, op: 20, name: "IMAGE_ATOMIC_XOR", mn: "image_atomic_xor", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7961 },
    // VIMAGE 21 IMAGE_ATOMIC_INC_UINT (seed line 7962)
    OpInfo { fmt: Format::Vimage, op: 21, name: "IMAGE_ATOMIC_INC_UINT", mn: "image_atomic_inc_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7962 },
    // VIMAGE 22 IMAGE_ATOMIC_DEC_UINT (seed line 7966)
    OpInfo { fmt: Format::Vimage, op: 22, name: "IMAGE_ATOMIC_DEC_UINT", mn: "image_atomic_dec_uint", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7966 },
    // VIMAGE 23 IMAGE_GET_RESINFO (seed line 7967)
    OpInfo { fmt: Format::Vimage, op: 23, name: "IMAGE_GET_RESINFO", mn: "image_get_resinfo", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7967 },
    // VIMAGE 25 IMAGE_BVH_INTERSECT_RAY (seed line 7968)
    OpInfo { fmt: Format::Vimage, op: 25, name: "IMAGE_BVH_INTERSECT_RAY", mn: "image_bvh_intersect_ray", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7968 },
    // VIMAGE 26 IMAGE_BVH64_INTERSECT_RAY (seed line 7969)
    OpInfo { fmt: Format::Vimage, op: 26, name: "IMAGE_BVH64_INTERSECT_RAY", mn: "image_bvh64_intersect_ray", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7969 },
    // VIMAGE 128 IMAGE_BVH_DUAL_INTERSECT_RAY (seed line 7970)
    OpInfo { fmt: Format::Vimage, op: 128, name: "IMAGE_BVH_DUAL_INTERSECT_RAY", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7970 },
    // VIMAGE 129 IMAGE_BVH8_INTERSECT_RAY (seed line 7971)
    OpInfo { fmt: Format::Vimage, op: 129, name: "IMAGE_BVH8_INTERSECT_RAY", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7971 },
    // VIMAGE 131 IMAGE_ATOMIC_ADD_FLT (seed line 7972)
    OpInfo { fmt: Format::Vimage, op: 131, name: "IMAGE_ATOMIC_ADD_FLT", mn: "image_atomic_add_flt", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7972 },
    // VIMAGE 132 IMAGE_ATOMIC_MIN_FLT (seed line 7973)
    OpInfo { fmt: Format::Vimage, op: 132, name: "IMAGE_ATOMIC_MIN_FLT", mn: "image_atomic_min_flt", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7973 },
    // VIMAGE 133 IMAGE_ATOMIC_MAX_FLT (seed line 7974)
    OpInfo { fmt: Format::Vimage, op: 133, name: "IMAGE_ATOMIC_MAX_FLT", mn: "image_atomic_max_flt", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7974 },
    // VIMAGE 134 IMAGE_ATOMIC_PK_ADD_F16 (seed line 7975)
    OpInfo { fmt: Format::Vimage, op: 134, name: "IMAGE_ATOMIC_PK_ADD_F16", mn: "image_atomic_pk_add_f16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7975 },
    // VIMAGE 135 IMAGE_ATOMIC_PK_ADD_BF16 (seed line 7976)
    OpInfo { fmt: Format::Vimage, op: 135, name: "IMAGE_ATOMIC_PK_ADD_BF16", mn: "image_atomic_pk_add_bf16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7976 },
    // VSAMPLE 24 IMAGE_MSAA_LOAD (seed line 8013)
    OpInfo { fmt: Format::Vsample, op: 24, name: "IMAGE_MSAA_LOAD", mn: "image_msaa_load", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8013 },
    // VSAMPLE 27 IMAGE_SAMPLE (seed line 8014)
    OpInfo { fmt: Format::Vsample, op: 27, name: "IMAGE_SAMPLE", mn: "image_sample", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8014 },
    // VSAMPLE 28 IMAGE_SAMPLE_D (seed line 8015)
    OpInfo { fmt: Format::Vsample, op: 28, name: "IMAGE_SAMPLE_D", mn: "image_sample_d", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8015 },
    // VSAMPLE 29 IMAGE_SAMPLE_L (seed line 8019)
    OpInfo { fmt: Format::Vsample, op: 29, name: "IMAGE_SAMPLE_L", mn: "image_sample_l", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8019 },
    // VSAMPLE 30 IMAGE_SAMPLE_B (seed line 8020)
    OpInfo { fmt: Format::Vsample, op: 30, name: "IMAGE_SAMPLE_B", mn: "image_sample_b", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8020 },
    // VSAMPLE 31 IMAGE_SAMPLE_LZ (seed line 8021)
    OpInfo { fmt: Format::Vsample, op: 31, name: "IMAGE_SAMPLE_LZ", mn: "image_sample_lz", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8021 },
    // VSAMPLE 32 IMAGE_SAMPLE_C (seed line 8022)
    OpInfo { fmt: Format::Vsample, op: 32, name: "IMAGE_SAMPLE_C", mn: "image_sample_c", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8022 },
    // VSAMPLE 33 IMAGE_SAMPLE_C_D (seed line 8023)
    OpInfo { fmt: Format::Vsample, op: 33, name: "IMAGE_SAMPLE_C_D", mn: "image_sample_c_d", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8023 },
    // VSAMPLE 34 IMAGE_SAMPLE_C_L (seed line 8024)
    OpInfo { fmt: Format::Vsample, op: 34, name: "IMAGE_SAMPLE_C_L", mn: "image_sample_c_l", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8024 },
    // VSAMPLE 35 IMAGE_SAMPLE_C_B (seed line 8025)
    OpInfo { fmt: Format::Vsample, op: 35, name: "IMAGE_SAMPLE_C_B", mn: "image_sample_c_b", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8025 },
    // VSAMPLE 36 IMAGE_SAMPLE_C_LZ (seed line 8026)
    OpInfo { fmt: Format::Vsample, op: 36, name: "IMAGE_SAMPLE_C_LZ", mn: "image_sample_c_lz", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8026 },
    // VSAMPLE 37 IMAGE_SAMPLE_O (seed line 8027)
    OpInfo { fmt: Format::Vsample, op: 37, name: "IMAGE_SAMPLE_O", mn: "image_sample_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8027 },
    // VSAMPLE 38 IMAGE_SAMPLE_D_O (seed line 8028)
    OpInfo { fmt: Format::Vsample, op: 38, name: "IMAGE_SAMPLE_D_O", mn: "image_sample_d_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8028 },
    // VSAMPLE 39 IMAGE_SAMPLE_L_O (seed line 8029)
    OpInfo { fmt: Format::Vsample, op: 39, name: "IMAGE_SAMPLE_L_O", mn: "image_sample_l_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8029 },
    // VSAMPLE 40 IMAGE_SAMPLE_B_O (seed line 8030)
    OpInfo { fmt: Format::Vsample, op: 40, name: "IMAGE_SAMPLE_B_O", mn: "image_sample_b_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8030 },
    // VSAMPLE 41 IMAGE_SAMPLE_LZ_O (seed line 8031)
    OpInfo { fmt: Format::Vsample, op: 41, name: "IMAGE_SAMPLE_LZ_O", mn: "image_sample_lz_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8031 },
    // VSAMPLE 42 IMAGE_SAMPLE_C_O (seed line 8032)
    OpInfo { fmt: Format::Vsample, op: 42, name: "IMAGE_SAMPLE_C_O", mn: "image_sample_c_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8032 },
    // VSAMPLE 43 IMAGE_SAMPLE_C_D_O (seed line 8033)
    OpInfo { fmt: Format::Vsample, op: 43, name: "IMAGE_SAMPLE_C_D_O", mn: "image_sample_c_d_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8033 },
    // VSAMPLE 44 IMAGE_SAMPLE_C_L_O (seed line 8034)
    OpInfo { fmt: Format::Vsample, op: 44, name: "IMAGE_SAMPLE_C_L_O", mn: "image_sample_c_l_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8034 },
    // VSAMPLE 45 IMAGE_SAMPLE_C_B_O (seed line 8035)
    OpInfo { fmt: Format::Vsample, op: 45, name: "IMAGE_SAMPLE_C_B_O", mn: "image_sample_c_b_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8035 },
    // VSAMPLE 46 IMAGE_SAMPLE_C_LZ_O (seed line 8036)
    OpInfo { fmt: Format::Vsample, op: 46, name: "IMAGE_SAMPLE_C_LZ_O", mn: "image_sample_c_lz_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8036 },
    // VSAMPLE 47 IMAGE_GATHER4 (seed line 8037)
    OpInfo { fmt: Format::Vsample, op: 47, name: "IMAGE_GATHER4", mn: "image_gather4", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8037 },
    // VSAMPLE 48 IMAGE_GATHER4_L (seed line 8038)
    OpInfo { fmt: Format::Vsample, op: 48, name: "IMAGE_GATHER4_L", mn: "image_gather4_l", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8038 },
    // VSAMPLE 49 IMAGE_GATHER4_B (seed line 8039)
    OpInfo { fmt: Format::Vsample, op: 49, name: "IMAGE_GATHER4_B", mn: "image_gather4_b", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8039 },
    // VSAMPLE 50 IMAGE_GATHER4_LZ (seed line 8040)
    OpInfo { fmt: Format::Vsample, op: 50, name: "IMAGE_GATHER4_LZ", mn: "image_gather4_lz", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8040 },
    // VSAMPLE 51 IMAGE_GATHER4_C (seed line 8041)
    OpInfo { fmt: Format::Vsample, op: 51, name: "IMAGE_GATHER4_C", mn: "image_gather4_c", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8041 },
    // VSAMPLE 52 IMAGE_GATHER4_C_LZ (seed line 8042)
    OpInfo { fmt: Format::Vsample, op: 52, name: "IMAGE_GATHER4_C_LZ", mn: "image_gather4_c_lz", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8042 },
    // VSAMPLE 53 IMAGE_GATHER4_O (seed line 8043)
    OpInfo { fmt: Format::Vsample, op: 53, name: "IMAGE_GATHER4_O", mn: "image_gather4_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8043 },
    // VSAMPLE 54 IMAGE_GATHER4_LZ_O (seed line 8044)
    OpInfo { fmt: Format::Vsample, op: 54, name: "IMAGE_GATHER4_LZ_O", mn: "image_gather4_lz_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8044 },
    // VSAMPLE 55 IMAGE_GATHER4_C_LZ_O (seed line 8013)
    OpInfo { fmt: Format::Vsample, op: 55, name: "IMAGE_GATHER4_C_LZ_O", mn: "image_gather4_c_lz_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8013 },
    // VSAMPLE 56 IMAGE_GET_LOD (seed line 8014)
    OpInfo { fmt: Format::Vsample, op: 56, name: "IMAGE_GET_LOD", mn: "image_get_lod", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8014 },
    // VSAMPLE 57 IMAGE_SAMPLE_D_G16 (seed line 8015)
    OpInfo { fmt: Format::Vsample, op: 57, name: "IMAGE_SAMPLE_D_G16", mn: "image_sample_d_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8015 },
    // VSAMPLE 58 IMAGE_SAMPLE_C_D_G16 (seed line 8019)
    OpInfo { fmt: Format::Vsample, op: 58, name: "IMAGE_SAMPLE_C_D_G16", mn: "image_sample_c_d_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8019 },
    // VSAMPLE 59 IMAGE_SAMPLE_D_O_G16 (seed line 8020)
    OpInfo { fmt: Format::Vsample, op: 59, name: "IMAGE_SAMPLE_D_O_G16", mn: "image_sample_d_o_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8020 },
    // VSAMPLE 60 IMAGE_SAMPLE_C_D_O_G16 (seed line 8021)
    OpInfo { fmt: Format::Vsample, op: 60, name: "IMAGE_SAMPLE_C_D_O_G16", mn: "image_sample_c_d_o_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8021 },
    // VSAMPLE 64 IMAGE_SAMPLE_CL (seed line 8022)
    OpInfo { fmt: Format::Vsample, op: 64, name: "IMAGE_SAMPLE_CL", mn: "image_sample_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8022 },
    // VSAMPLE 65 IMAGE_SAMPLE_D_CL (seed line 8023)
    OpInfo { fmt: Format::Vsample, op: 65, name: "IMAGE_SAMPLE_D_CL", mn: "image_sample_d_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8023 },
    // VSAMPLE 66 IMAGE_SAMPLE_B_CL (seed line 8024)
    OpInfo { fmt: Format::Vsample, op: 66, name: "IMAGE_SAMPLE_B_CL", mn: "image_sample_b_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8024 },
    // VSAMPLE 67 IMAGE_SAMPLE_C_CL (seed line 8025)
    OpInfo { fmt: Format::Vsample, op: 67, name: "IMAGE_SAMPLE_C_CL", mn: "image_sample_c_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8025 },
    // VSAMPLE 68 IMAGE_SAMPLE_C_D_CL (seed line 8026)
    OpInfo { fmt: Format::Vsample, op: 68, name: "IMAGE_SAMPLE_C_D_CL", mn: "image_sample_c_d_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8026 },
    // VSAMPLE 69 IMAGE_SAMPLE_C_B_CL (seed line 8027)
    OpInfo { fmt: Format::Vsample, op: 69, name: "IMAGE_SAMPLE_C_B_CL", mn: "image_sample_c_b_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8027 },
    // VSAMPLE 70 IMAGE_SAMPLE_CL_O (seed line 8028)
    OpInfo { fmt: Format::Vsample, op: 70, name: "IMAGE_SAMPLE_CL_O", mn: "image_sample_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8028 },
    // VSAMPLE 71 IMAGE_SAMPLE_D_CL_O (seed line 8029)
    OpInfo { fmt: Format::Vsample, op: 71, name: "IMAGE_SAMPLE_D_CL_O", mn: "image_sample_d_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8029 },
    // VSAMPLE 72 IMAGE_SAMPLE_B_CL_O (seed line 8030)
    OpInfo { fmt: Format::Vsample, op: 72, name: "IMAGE_SAMPLE_B_CL_O", mn: "image_sample_b_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8030 },
    // VSAMPLE 73 IMAGE_SAMPLE_C_CL_O (seed line 8031)
    OpInfo { fmt: Format::Vsample, op: 73, name: "IMAGE_SAMPLE_C_CL_O", mn: "image_sample_c_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8031 },
    // VSAMPLE 74 IMAGE_SAMPLE_C_D_CL_O (seed line 8032)
    OpInfo { fmt: Format::Vsample, op: 74, name: "IMAGE_SAMPLE_C_D_CL_O", mn: "image_sample_c_d_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8032 },
    // VSAMPLE 75 IMAGE_SAMPLE_C_B_CL_O (seed line 8033)
    OpInfo { fmt: Format::Vsample, op: 75, name: "IMAGE_SAMPLE_C_B_CL_O", mn: "image_sample_c_b_cl_o", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8033 },
    // VSAMPLE 84 IMAGE_SAMPLE_C_D_CL_G16 (seed line 8034)
    OpInfo { fmt: Format::Vsample, op: 84, name: "IMAGE_SAMPLE_C_D_CL_G16", mn: "image_sample_c_d_cl_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8034 },
    // VSAMPLE 85 IMAGE_SAMPLE_D_CL_O_G16 (seed line 8035)
    OpInfo { fmt: Format::Vsample, op: 85, name: "IMAGE_SAMPLE_D_CL_O_G16", mn: "image_sample_d_cl_o_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8035 },
    // VSAMPLE 86 IMAGE_SAMPLE_C_D_CL_O_G16 (seed line 8036)
    OpInfo { fmt: Format::Vsample, op: 86, name: "IMAGE_SAMPLE_C_D_CL_O_G16", mn: "image_sample_c_d_cl_o_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8036 },
    // VSAMPLE 95 IMAGE_SAMPLE_D_CL_G16 (seed line 8037)
    OpInfo { fmt: Format::Vsample, op: 95, name: "IMAGE_SAMPLE_D_CL_G16", mn: "image_sample_d_cl_g16", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8037 },
    // VSAMPLE 96 IMAGE_GATHER4_CL (seed line 8038)
    OpInfo { fmt: Format::Vsample, op: 96, name: "IMAGE_GATHER4_CL", mn: "image_gather4_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8038 },
    // VSAMPLE 97 IMAGE_GATHER4_B_CL (seed line 8039)
    OpInfo { fmt: Format::Vsample, op: 97, name: "IMAGE_GATHER4_B_CL", mn: "image_gather4_b_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8039 },
    // VSAMPLE 98 IMAGE_GATHER4_C_CL (seed line 8040)
    OpInfo { fmt: Format::Vsample, op: 98, name: "IMAGE_GATHER4_C_CL", mn: "image_gather4_c_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8040 },
    // VSAMPLE 99 IMAGE_GATHER4_C_L (seed line 8041)
    OpInfo { fmt: Format::Vsample, op: 99, name: "IMAGE_GATHER4_C_L", mn: "image_gather4_c_l", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8041 },
    // VSAMPLE 100 IMAGE_GATHER4_C_B (seed line 8042)
    OpInfo { fmt: Format::Vsample, op: 100, name: "IMAGE_GATHER4_C_B", mn: "image_gather4_c_b", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8042 },
    // VSAMPLE 101 IMAGE_GATHER4_C_B_CL (seed line 8043)
    OpInfo { fmt: Format::Vsample, op: 101, name: "IMAGE_GATHER4_C_B_CL", mn: "image_gather4_c_b_cl", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8043 },
    // VSAMPLE 144 IMAGE_GATHER4H (seed line 8044)
    OpInfo { fmt: Format::Vsample, op: 144, name: "IMAGE_GATHER4H", mn: "image_gather4h", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8044 },
    // VFLAT 16 FLAT_LOAD_U8 (seed line 8092)
    OpInfo { fmt: Format::Vflat, op: 16, name: "FLAT_LOAD_U8", mn: "flat_load_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8092 },
    // VFLAT 17 FLAT_LOAD_I8 (seed line 8093)
    OpInfo { fmt: Format::Vflat, op: 17, name: "FLAT_LOAD_I8", mn: "flat_load_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8093 },
    // VFLAT 18 FLAT_LOAD_U16 (seed line 8094)
    OpInfo { fmt: Format::Vflat, op: 18, name: "FLAT_LOAD_U16", mn: "flat_load_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8094 },
    // VFLAT 19 FLAT_LOAD_I16 (seed line 8095)
    OpInfo { fmt: Format::Vflat, op: 19, name: "FLAT_LOAD_I16", mn: "flat_load_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8095 },
    // VFLAT 20 FLAT_LOAD_B32 (seed line 8096)
    OpInfo { fmt: Format::Vflat, op: 20, name: "FLAT_LOAD_B32", mn: "flat_load_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8096 },
    // VFLAT 21 FLAT_LOAD_B64 (seed line 8097)
    OpInfo { fmt: Format::Vflat, op: 21, name: "FLAT_LOAD_B64", mn: "flat_load_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8097 },
    // VFLAT 22 FLAT_LOAD_B96 (seed line 8098)
    OpInfo { fmt: Format::Vflat, op: 22, name: "FLAT_LOAD_B96", mn: "flat_load_b96", ops32: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8098 },
    // VFLAT 23 FLAT_LOAD_B128 (seed line 8099)
    OpInfo { fmt: Format::Vflat, op: 23, name: "FLAT_LOAD_B128", mn: "flat_load_b128", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8099 },
    // VFLAT 24 FLAT_STORE_B8 (seed line 8100)
    OpInfo { fmt: Format::Vflat, op: 24, name: "FLAT_STORE_B8", mn: "flat_store_b8", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8100 },
    // VFLAT 25 FLAT_STORE_B16 (seed line 8101)
    OpInfo { fmt: Format::Vflat, op: 25, name: "FLAT_STORE_B16", mn: "flat_store_b16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8101 },
    // VFLAT 26 FLAT_STORE_B32 (seed line 8102)
    OpInfo { fmt: Format::Vflat, op: 26, name: "FLAT_STORE_B32", mn: "flat_store_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8102 },
    // VFLAT 27 FLAT_STORE_B64 (seed line 8103)
    OpInfo { fmt: Format::Vflat, op: 27, name: "FLAT_STORE_B64", mn: "flat_store_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8103 },
    // VFLAT 28 FLAT_STORE_B96 (seed line 8104)
    OpInfo { fmt: Format::Vflat, op: 28, name: "FLAT_STORE_B96", mn: "flat_store_b96", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 3)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 3)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8104 },
    // VFLAT 29 FLAT_STORE_B128 (seed line 8105)
    OpInfo { fmt: Format::Vflat, op: 29, name: "FLAT_STORE_B128", mn: "flat_store_b128", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8105 },
    // VFLAT 30 FLAT_LOAD_D16_U8 (seed line 8106)
    OpInfo { fmt: Format::Vflat, op: 30, name: "FLAT_LOAD_D16_U8", mn: "flat_load_d16_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8106 },
    // VFLAT 31 FLAT_LOAD_D16_I8 (seed line 8107)
    OpInfo { fmt: Format::Vflat, op: 31, name: "FLAT_LOAD_D16_I8", mn: "flat_load_d16_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8107 },
    // VFLAT 32 FLAT_LOAD_D16_B16 (seed line 8108)
    OpInfo { fmt: Format::Vflat, op: 32, name: "FLAT_LOAD_D16_B16", mn: "flat_load_d16_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8108 },
    // VFLAT 33 FLAT_LOAD_D16_HI_U8 (seed line 8109)
    OpInfo { fmt: Format::Vflat, op: 33, name: "FLAT_LOAD_D16_HI_U8", mn: "flat_load_d16_hi_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8109 },
    // VFLAT 34 FLAT_LOAD_D16_HI_I8 (seed line 8110)
    OpInfo { fmt: Format::Vflat, op: 34, name: "FLAT_LOAD_D16_HI_I8", mn: "flat_load_d16_hi_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8110 },
    // VFLAT 35 FLAT_LOAD_D16_HI_B16 (seed line 8111)
    OpInfo { fmt: Format::Vflat, op: 35, name: "FLAT_LOAD_D16_HI_B16", mn: "flat_load_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8111 },
    // VFLAT 36 FLAT_STORE_D16_HI_B8 (seed line 8112)
    OpInfo { fmt: Format::Vflat, op: 36, name: "FLAT_STORE_D16_HI_B8", mn: "flat_store_d16_hi_b8", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8112 },
    // VFLAT 37 FLAT_STORE_D16_HI_B16 (seed line 8113)
    OpInfo { fmt: Format::Vflat, op: 37, name: "FLAT_STORE_D16_HI_B16", mn: "flat_store_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8113 },
    // VFLAT 51 FLAT_ATOMIC_SWAP_B32 (seed line 8114)
    OpInfo { fmt: Format::Vflat, op: 51, name: "FLAT_ATOMIC_SWAP_B32", mn: "flat_atomic_swap_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8114 },
    // VFLAT 52 FLAT_ATOMIC_CMPSWAP_B32 (seed line 8115)
    OpInfo { fmt: Format::Vflat, op: 52, name: "FLAT_ATOMIC_CMPSWAP_B32", mn: "flat_atomic_cmpswap_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8115 },
    // VFLAT 53 FLAT_ATOMIC_ADD_U32 (seed line 8116)
    OpInfo { fmt: Format::Vflat, op: 53, name: "FLAT_ATOMIC_ADD_U32", mn: "flat_atomic_add_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8116 },
    // VFLAT 54 FLAT_ATOMIC_SUB_U32 (seed line 8117)
    OpInfo { fmt: Format::Vflat, op: 54, name: "FLAT_ATOMIC_SUB_U32", mn: "flat_atomic_sub_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8117 },
    // VFLAT 55 FLAT_ATOMIC_SUB_CLAMP_U32 (seed line 8118)
    OpInfo { fmt: Format::Vflat, op: 55, name: "FLAT_ATOMIC_SUB_CLAMP_U32", mn: "flat_atomic_sub_clamp_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8118 },
    // VFLAT 56 FLAT_ATOMIC_MIN_I32 (seed line 8119)
    OpInfo { fmt: Format::Vflat, op: 56, name: "FLAT_ATOMIC_MIN_I32", mn: "flat_atomic_min_i32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8119 },
    // VFLAT 57 FLAT_ATOMIC_MIN_U32 (seed line 8092)
    OpInfo { fmt: Format::Vflat, op: 57, name: "FLAT_ATOMIC_MIN_U32", mn: "flat_atomic_min_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8092 },
    // VFLAT 58 FLAT_ATOMIC_MAX_I32 (seed line 8093)
    OpInfo { fmt: Format::Vflat, op: 58, name: "FLAT_ATOMIC_MAX_I32", mn: "flat_atomic_max_i32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8093 },
    // VFLAT 59 FLAT_ATOMIC_MAX_U32 (seed line 8094)
    OpInfo { fmt: Format::Vflat, op: 59, name: "FLAT_ATOMIC_MAX_U32", mn: "flat_atomic_max_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8094 },
    // VFLAT 60 FLAT_ATOMIC_AND_B32 (seed line 8095)
    OpInfo { fmt: Format::Vflat, op: 60, name: "FLAT_ATOMIC_AND_B32", mn: "flat_atomic_and_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8095 },
    // VFLAT 61 FLAT_ATOMIC_OR_B32 (seed line 8096)
    OpInfo { fmt: Format::Vflat, op: 61, name: "FLAT_ATOMIC_OR_B32", mn: "flat_atomic_or_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8096 },
    // VFLAT 62 FLAT_ATOMIC_XOR_B32 (seed line 8097)
    OpInfo { fmt: Format::Vflat, op: 62, name: "FLAT_ATOMIC_XOR_B32", mn: "flat_atomic_xor_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8097 },
    // VFLAT 63 FLAT_ATOMIC_INC_U32 (seed line 8098)
    OpInfo { fmt: Format::Vflat, op: 63, name: "FLAT_ATOMIC_INC_U32", mn: "flat_atomic_inc_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8098 },
    // VFLAT 64 FLAT_ATOMIC_DEC_U32 (seed line 8099)
    OpInfo { fmt: Format::Vflat, op: 64, name: "FLAT_ATOMIC_DEC_U32", mn: "flat_atomic_dec_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8099 },
    // VFLAT 65 FLAT_ATOMIC_SWAP_B64 (seed line 8100)
    OpInfo { fmt: Format::Vflat, op: 65, name: "FLAT_ATOMIC_SWAP_B64", mn: "flat_atomic_swap_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8100 },
    // VFLAT 66 FLAT_ATOMIC_CMPSWAP_B64 (seed line 8101)
    OpInfo { fmt: Format::Vflat, op: 66, name: "FLAT_ATOMIC_CMPSWAP_B64", mn: "flat_atomic_cmpswap_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8101 },
    // VFLAT 67 FLAT_ATOMIC_ADD_U64 (seed line 8102)
    OpInfo { fmt: Format::Vflat, op: 67, name: "FLAT_ATOMIC_ADD_U64", mn: "flat_atomic_add_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8102 },
    // VFLAT 68 FLAT_ATOMIC_SUB_U64 (seed line 8103)
    OpInfo { fmt: Format::Vflat, op: 68, name: "FLAT_ATOMIC_SUB_U64", mn: "flat_atomic_sub_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8103 },
    // VFLAT 69 FLAT_ATOMIC_MIN_I64 (seed line 8104)
    OpInfo { fmt: Format::Vflat, op: 69, name: "FLAT_ATOMIC_MIN_I64", mn: "flat_atomic_min_i64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8104 },
    // VFLAT 70 FLAT_ATOMIC_MIN_U64 (seed line 8105)
    OpInfo { fmt: Format::Vflat, op: 70, name: "FLAT_ATOMIC_MIN_U64", mn: "flat_atomic_min_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8105 },
    // VFLAT 71 FLAT_ATOMIC_MAX_I64 (seed line 8106)
    OpInfo { fmt: Format::Vflat, op: 71, name: "FLAT_ATOMIC_MAX_I64", mn: "flat_atomic_max_i64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8106 },
    // VFLAT 72 FLAT_ATOMIC_MAX_U64 (seed line 8107)
    OpInfo { fmt: Format::Vflat, op: 72, name: "FLAT_ATOMIC_MAX_U64", mn: "flat_atomic_max_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8107 },
    // VFLAT 73 FLAT_ATOMIC_AND_B64 (seed line 8108)
    OpInfo { fmt: Format::Vflat, op: 73, name: "FLAT_ATOMIC_AND_B64", mn: "flat_atomic_and_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8108 },
    // VFLAT 74 FLAT_ATOMIC_OR_B64 (seed line 8109)
    OpInfo { fmt: Format::Vflat, op: 74, name: "FLAT_ATOMIC_OR_B64", mn: "flat_atomic_or_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8109 },
    // VFLAT 75 FLAT_ATOMIC_XOR_B64 (seed line 8110)
    OpInfo { fmt: Format::Vflat, op: 75, name: "FLAT_ATOMIC_XOR_B64", mn: "flat_atomic_xor_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8110 },
    // VFLAT 76 FLAT_ATOMIC_INC_U64 (seed line 8111)
    OpInfo { fmt: Format::Vflat, op: 76, name: "FLAT_ATOMIC_INC_U64", mn: "flat_atomic_inc_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8111 },
    // VFLAT 77 FLAT_ATOMIC_DEC_U64 (seed line 8112)
    OpInfo { fmt: Format::Vflat, op: 77, name: "FLAT_ATOMIC_DEC_U64", mn: "flat_atomic_dec_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8112 },
    // VFLAT 80 FLAT_ATOMIC_COND_SUB_U32 (seed line 8113)
    OpInfo { fmt: Format::Vflat, op: 80, name: "FLAT_ATOMIC_COND_SUB_U32", mn: "flat_atomic_cond_sub_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8113 },
    // VFLAT 81 FLAT_ATOMIC_MIN_NUM_F32 (seed line 8114)
    OpInfo { fmt: Format::Vflat, op: 81, name: "FLAT_ATOMIC_MIN_NUM_F32", mn: "flat_atomic_min_num_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8114 },
    // VFLAT 82 FLAT_ATOMIC_MAX_NUM_F32 (seed line 8115)
    OpInfo { fmt: Format::Vflat, op: 82, name: "FLAT_ATOMIC_MAX_NUM_F32", mn: "flat_atomic_max_num_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8115 },
    // VFLAT 86 FLAT_ATOMIC_ADD_F32 (seed line 8116)
    OpInfo { fmt: Format::Vflat, op: 86, name: "FLAT_ATOMIC_ADD_F32", mn: "flat_atomic_add_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8116 },
    // VFLAT 89 FLAT_ATOMIC_PK_ADD_F16 (seed line 8117)
    OpInfo { fmt: Format::Vflat, op: 89, name: "FLAT_ATOMIC_PK_ADD_F16", mn: "flat_atomic_pk_add_f16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8117 },
    // VFLAT 90 FLAT_ATOMIC_PK_ADD_BF16 (seed line 8118)
    OpInfo { fmt: Format::Vflat, op: 90, name: "FLAT_ATOMIC_PK_ADD_BF16", mn: "flat_atomic_pk_add_bf16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1)], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8118 },
    // VGLOBAL 16 GLOBAL_LOAD_U8 (seed line 8127)
    OpInfo { fmt: Format::Vglobal, op: 16, name: "GLOBAL_LOAD_U8", mn: "global_load_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8127 },
    // VGLOBAL 17 GLOBAL_LOAD_I8 (seed line 8128)
    OpInfo { fmt: Format::Vglobal, op: 17, name: "GLOBAL_LOAD_I8", mn: "global_load_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8128 },
    // VGLOBAL 18 GLOBAL_LOAD_U16 (seed line 8129)
    OpInfo { fmt: Format::Vglobal, op: 18, name: "GLOBAL_LOAD_U16", mn: "global_load_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8129 },
    // VGLOBAL 19 GLOBAL_LOAD_I16 (seed line 8130)
    OpInfo { fmt: Format::Vglobal, op: 19, name: "GLOBAL_LOAD_I16", mn: "global_load_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8130 },
    // VGLOBAL 20 GLOBAL_LOAD_B32 (seed line 8131)
    OpInfo { fmt: Format::Vglobal, op: 20, name: "GLOBAL_LOAD_B32", mn: "global_load_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8131 },
    // VGLOBAL 21 GLOBAL_LOAD_B64 (seed line 8132)
    OpInfo { fmt: Format::Vglobal, op: 21, name: "GLOBAL_LOAD_B64", mn: "global_load_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8132 },
    // VGLOBAL 22 GLOBAL_LOAD_B96 (seed line 30083)
    OpInfo { fmt: Format::Vglobal, op: 22, name: "GLOBAL_LOAD_B96", mn: "global_load_b96", ops32: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30083 },
    // VGLOBAL 23 GLOBAL_LOAD_B128 (seed line 30097)
    OpInfo { fmt: Format::Vglobal, op: 23, name: "GLOBAL_LOAD_B128", mn: "global_load_b128", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30097 },
    // VGLOBAL 24 GLOBAL_STORE_B8 (seed line 30109)
    OpInfo { fmt: Format::Vglobal, op: 24, name: "GLOBAL_STORE_B8", mn: "global_store_b8", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30109 },
    // VGLOBAL 25 GLOBAL_STORE_B16 (seed line 30118)
    OpInfo { fmt: Format::Vglobal, op: 25, name: "GLOBAL_STORE_B16", mn: "global_store_b16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30118 },
    // VGLOBAL 26 GLOBAL_STORE_B32 (seed line 30127)
    OpInfo { fmt: Format::Vglobal, op: 26, name: "GLOBAL_STORE_B32", mn: "global_store_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30127 },
    // VGLOBAL 27 GLOBAL_STORE_B64 (seed line 30136)
    OpInfo { fmt: Format::Vglobal, op: 27, name: "GLOBAL_STORE_B64", mn: "global_store_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30136 },
    // VGLOBAL 28 GLOBAL_STORE_B96 (seed line 30146)
    OpInfo { fmt: Format::Vglobal, op: 28, name: "GLOBAL_STORE_B96", mn: "global_store_b96", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 3), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 3), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30146 },
    // VGLOBAL 29 GLOBAL_STORE_B128 (seed line 30157)
    OpInfo { fmt: Format::Vglobal, op: 29, name: "GLOBAL_STORE_B128", mn: "global_store_b128", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30157 },
    // VGLOBAL 30 GLOBAL_LOAD_D16_U8 (seed line 30169)
    OpInfo { fmt: Format::Vglobal, op: 30, name: "GLOBAL_LOAD_D16_U8", mn: "global_load_d16_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30169 },
    // VGLOBAL 31 GLOBAL_LOAD_D16_I8 (seed line 30179)
    OpInfo { fmt: Format::Vglobal, op: 31, name: "GLOBAL_LOAD_D16_I8", mn: "global_load_d16_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30179 },
    // VGLOBAL 32 GLOBAL_LOAD_D16_B16 (seed line 30192)
    OpInfo { fmt: Format::Vglobal, op: 32, name: "GLOBAL_LOAD_D16_B16", mn: "global_load_d16_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30192 },
    // VGLOBAL 33 GLOBAL_LOAD_D16_HI_U8 (seed line 30202)
    OpInfo { fmt: Format::Vglobal, op: 33, name: "GLOBAL_LOAD_D16_HI_U8", mn: "global_load_d16_hi_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30202 },
    // VGLOBAL 34 GLOBAL_LOAD_D16_HI_I8 (seed line 30212)
    OpInfo { fmt: Format::Vglobal, op: 34, name: "GLOBAL_LOAD_D16_HI_I8", mn: "global_load_d16_hi_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30212 },
    // VGLOBAL 35 GLOBAL_LOAD_D16_HI_B16 (seed line 30222)
    OpInfo { fmt: Format::Vglobal, op: 35, name: "GLOBAL_LOAD_D16_HI_B16", mn: "global_load_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30222 },
    // VGLOBAL 36 GLOBAL_STORE_D16_HI_B8 (seed line 30232)
    OpInfo { fmt: Format::Vglobal, op: 36, name: "GLOBAL_STORE_D16_HI_B8", mn: "global_store_d16_hi_b8", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30232 },
    // VGLOBAL 37 GLOBAL_STORE_D16_HI_B16 (seed line 30241)
    OpInfo { fmt: Format::Vglobal, op: 37, name: "GLOBAL_STORE_D16_HI_B16", mn: "global_store_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30241 },
    // VGLOBAL 40 GLOBAL_LOAD_ADDTID_B32 (seed line 30250)
    OpInfo { fmt: Format::Vglobal, op: 40, name: "GLOBAL_LOAD_ADDTID_B32", mn: "global_load_addtid_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30250 },
    // VGLOBAL 41 GLOBAL_STORE_ADDTID_B32 (seed line 30258)
    OpInfo { fmt: Format::Vglobal, op: 41, name: "GLOBAL_STORE_ADDTID_B32", mn: "global_store_addtid_b32", ops32: &[Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30258 },
    // VGLOBAL 43 GLOBAL_INV (seed line 30266)
    OpInfo { fmt: Format::Vglobal, op: 43, name: "GLOBAL_INV", mn: "global_inv", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30266 },
    // VGLOBAL 44 GLOBAL_WB (seed line 30270)
    OpInfo { fmt: Format::Vglobal, op: 44, name: "GLOBAL_WB", mn: "global_wb", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30270 },
    // VGLOBAL 51 GLOBAL_ATOMIC_SWAP_B32 (seed line 30274)
    OpInfo { fmt: Format::Vglobal, op: 51, name: "GLOBAL_ATOMIC_SWAP_B32", mn: "global_atomic_swap_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30274 },
    // VGLOBAL 52 GLOBAL_ATOMIC_CMPSWAP_B32 (seed line 30285)
    OpInfo { fmt: Format::Vglobal, op: 52, name: "GLOBAL_ATOMIC_CMPSWAP_B32", mn: "global_atomic_cmpswap_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30285 },
    // VGLOBAL 53 GLOBAL_ATOMIC_ADD_U32 (seed line 30298)
    OpInfo { fmt: Format::Vglobal, op: 53, name: "GLOBAL_ATOMIC_ADD_U32", mn: "global_atomic_add_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30298 },
    // VGLOBAL 54 GLOBAL_ATOMIC_SUB_U32 (seed line 30309)
    OpInfo { fmt: Format::Vglobal, op: 54, name: "GLOBAL_ATOMIC_SUB_U32", mn: "global_atomic_sub_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30309 },
    // VGLOBAL 55 GLOBAL_ATOMIC_SUB_CLAMP_U32 (seed line 30325)
    OpInfo { fmt: Format::Vglobal, op: 55, name: "GLOBAL_ATOMIC_SUB_CLAMP_U32", mn: "global_atomic_sub_clamp_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30325 },
    // VGLOBAL 56 GLOBAL_ATOMIC_MIN_I32 (seed line 30341)
    OpInfo { fmt: Format::Vglobal, op: 56, name: "GLOBAL_ATOMIC_MIN_I32", mn: "global_atomic_min_i32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30341 },
    // VGLOBAL 57 GLOBAL_ATOMIC_MIN_U32 (seed line 30353)
    OpInfo { fmt: Format::Vglobal, op: 57, name: "GLOBAL_ATOMIC_MIN_U32", mn: "global_atomic_min_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 30353 },
    // VGLOBAL 58 GLOBAL_ATOMIC_MAX_I32 (seed line 8127)
    OpInfo { fmt: Format::Vglobal, op: 58, name: "GLOBAL_ATOMIC_MAX_I32", mn: "global_atomic_max_i32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8127 },
    // VGLOBAL 59 GLOBAL_ATOMIC_MAX_U32 (seed line 8128)
    OpInfo { fmt: Format::Vglobal, op: 59, name: "GLOBAL_ATOMIC_MAX_U32", mn: "global_atomic_max_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8128 },
    // VGLOBAL 60 GLOBAL_ATOMIC_AND_B32 (seed line 8129)
    OpInfo { fmt: Format::Vglobal, op: 60, name: "GLOBAL_ATOMIC_AND_B32", mn: "global_atomic_and_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8129 },
    // VGLOBAL 61 GLOBAL_ATOMIC_OR_B32 (seed line 8130)
    OpInfo { fmt: Format::Vglobal, op: 61, name: "GLOBAL_ATOMIC_OR_B32", mn: "global_atomic_or_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8130 },
    // VGLOBAL 62 GLOBAL_ATOMIC_XOR_B32 (seed line 8131)
    OpInfo { fmt: Format::Vglobal, op: 62, name: "GLOBAL_ATOMIC_XOR_B32", mn: "global_atomic_xor_b32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8131 },
    // VGLOBAL 63 GLOBAL_ATOMIC_INC_U32 (seed line 8132)
    OpInfo { fmt: Format::Vglobal, op: 63, name: "GLOBAL_ATOMIC_INC_U32", mn: "global_atomic_inc_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8132 },
    // VGLOBAL 64 GLOBAL_ATOMIC_DEC_U32 (seed line 8136)
    OpInfo { fmt: Format::Vglobal, op: 64, name: "GLOBAL_ATOMIC_DEC_U32", mn: "global_atomic_dec_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8136 },
    // VGLOBAL 65 GLOBAL_ATOMIC_SWAP_B64 (seed line 8137)
    OpInfo { fmt: Format::Vglobal, op: 65, name: "GLOBAL_ATOMIC_SWAP_B64", mn: "global_atomic_swap_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8137 },
    // VGLOBAL 66 GLOBAL_ATOMIC_CMPSWAP_B64 (seed line 8138)
    OpInfo { fmt: Format::Vglobal, op: 66, name: "GLOBAL_ATOMIC_CMPSWAP_B64", mn: "global_atomic_cmpswap_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8138 },
    // VGLOBAL 67 GLOBAL_ATOMIC_ADD_U64 (seed line 8139)
    OpInfo { fmt: Format::Vglobal, op: 67, name: "GLOBAL_ATOMIC_ADD_U64", mn: "global_atomic_add_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8139 },
    // VGLOBAL 68 GLOBAL_ATOMIC_SUB_U64 (seed line 8140)
    OpInfo { fmt: Format::Vglobal, op: 68, name: "GLOBAL_ATOMIC_SUB_U64", mn: "global_atomic_sub_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8140 },
    // VGLOBAL 69 GLOBAL_ATOMIC_MIN_I64 (seed line 8141)
    OpInfo { fmt: Format::Vglobal, op: 69, name: "GLOBAL_ATOMIC_MIN_I64", mn: "global_atomic_min_i64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8141 },
    // VGLOBAL 70 GLOBAL_ATOMIC_MIN_U64 (seed line 8142)
    OpInfo { fmt: Format::Vglobal, op: 70, name: "GLOBAL_ATOMIC_MIN_U64", mn: "global_atomic_min_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8142 },
    // VGLOBAL 71 GLOBAL_ATOMIC_MAX_I64 (seed line 8143)
    OpInfo { fmt: Format::Vglobal, op: 71, name: "GLOBAL_ATOMIC_MAX_I64", mn: "global_atomic_max_i64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8143 },
    // VGLOBAL 72 GLOBAL_ATOMIC_MAX_U64 (seed line 8144)
    OpInfo { fmt: Format::Vglobal, op: 72, name: "GLOBAL_ATOMIC_MAX_U64", mn: "global_atomic_max_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8144 },
    // VGLOBAL 73 GLOBAL_ATOMIC_AND_B64 (seed line 8145)
    OpInfo { fmt: Format::Vglobal, op: 73, name: "GLOBAL_ATOMIC_AND_B64", mn: "global_atomic_and_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8145 },
    // VGLOBAL 74 GLOBAL_ATOMIC_OR_B64 (seed line 8146)
    OpInfo { fmt: Format::Vglobal, op: 74, name: "GLOBAL_ATOMIC_OR_B64", mn: "global_atomic_or_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8146 },
    // VGLOBAL 75 GLOBAL_ATOMIC_XOR_B64 (seed line 8147)
    OpInfo { fmt: Format::Vglobal, op: 75, name: "GLOBAL_ATOMIC_XOR_B64", mn: "global_atomic_xor_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8147 },
    // VGLOBAL 76 GLOBAL_ATOMIC_INC_U64 (seed line 8148)
    OpInfo { fmt: Format::Vglobal, op: 76, name: "GLOBAL_ATOMIC_INC_U64", mn: "global_atomic_inc_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8148 },
    // VGLOBAL 77 GLOBAL_ATOMIC_DEC_U64 (seed line 8149)
    OpInfo { fmt: Format::Vglobal, op: 77, name: "GLOBAL_ATOMIC_DEC_U64", mn: "global_atomic_dec_u64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8149 },
    // VGLOBAL 79 GLOBAL_WBINV (seed line 8150)
    OpInfo { fmt: Format::Vglobal, op: 79, name: "GLOBAL_WBINV", mn: "global_wbinv", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8150 },
    // VGLOBAL 80 GLOBAL_ATOMIC_COND_SUB_U32 (seed line 8151)
    OpInfo { fmt: Format::Vglobal, op: 80, name: "GLOBAL_ATOMIC_COND_SUB_U32", mn: "global_atomic_cond_sub_u32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8151 },
    // VGLOBAL 81 GLOBAL_ATOMIC_MIN_NUM_F32 (seed line 8152)
    OpInfo { fmt: Format::Vglobal, op: 81, name: "GLOBAL_ATOMIC_MIN_NUM_F32", mn: "global_atomic_min_num_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8152 },
    // VGLOBAL 82 GLOBAL_ATOMIC_MAX_NUM_F32 (seed line 8153)
    OpInfo { fmt: Format::Vglobal, op: 82, name: "GLOBAL_ATOMIC_MAX_NUM_F32", mn: "global_atomic_max_num_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8153 },
    // VGLOBAL 83 GLOBAL_LOAD_BLOCK (seed line 8154)
    OpInfo { fmt: Format::Vglobal, op: 83, name: "GLOBAL_LOAD_BLOCK", mn: "global_load_block", ops32: &[Slot::Reg(Fld::Vdst, 32), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 32), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8154 },
    // VGLOBAL 84 GLOBAL_STORE_BLOCK (seed line 8155)
    OpInfo { fmt: Format::Vglobal, op: 84, name: "GLOBAL_STORE_BLOCK", mn: "global_store_block", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 32), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 32), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8155 },
    // VGLOBAL 86 GLOBAL_ATOMIC_ADD_F32 (seed line 8156)
    OpInfo { fmt: Format::Vglobal, op: 86, name: "GLOBAL_ATOMIC_ADD_F32", mn: "global_atomic_add_f32", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8156 },
    // VGLOBAL 87 GLOBAL_LOAD_TR_B128 (seed line 8157)
    OpInfo { fmt: Format::Vglobal, op: 87, name: "GLOBAL_LOAD_TR_B128", mn: "global_load_tr_b128", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8157 },
    // VGLOBAL 88 GLOBAL_LOAD_TR_B64 (seed line 8158)
    OpInfo { fmt: Format::Vglobal, op: 88, name: "GLOBAL_LOAD_TR_B64", mn: "global_load_tr_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8158 },
    // VGLOBAL 89 GLOBAL_ATOMIC_PK_ADD_F16 (seed line 8159)
    OpInfo { fmt: Format::Vglobal, op: 89, name: "GLOBAL_ATOMIC_PK_ADD_F16", mn: "global_atomic_pk_add_f16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8159 },
    // VGLOBAL 90 GLOBAL_ATOMIC_PK_ADD_BF16 (seed line 8160)
    OpInfo { fmt: Format::Vglobal, op: 90, name: "GLOBAL_ATOMIC_PK_ADD_BF16", mn: "global_atomic_pk_add_bf16", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8160 },
    // VGLOBAL 115 GLOBAL_ATOMIC_ORDERED_ADD_B64 (seed line 8161)
    OpInfo { fmt: Format::Vglobal, op: 115, name: "GLOBAL_ATOMIC_ORDERED_ADD_B64", mn: "global_atomic_ordered_add_b64", ops32: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 2), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8161 },
    // VSCRATCH 16 SCRATCH_LOAD_U8 (seed line 8171)
    OpInfo { fmt: Format::Vscratch, op: 16, name: "SCRATCH_LOAD_U8", mn: "scratch_load_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8171 },
    // VSCRATCH 17 SCRATCH_LOAD_I8 (seed line 8172)
    OpInfo { fmt: Format::Vscratch, op: 17, name: "SCRATCH_LOAD_I8", mn: "scratch_load_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8172 },
    // VSCRATCH 18 SCRATCH_LOAD_U16 (seed line 8173)
    OpInfo { fmt: Format::Vscratch, op: 18, name: "SCRATCH_LOAD_U16", mn: "scratch_load_u16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8173 },
    // VSCRATCH 19 SCRATCH_LOAD_I16 (seed line 8174)
    OpInfo { fmt: Format::Vscratch, op: 19, name: "SCRATCH_LOAD_I16", mn: "scratch_load_i16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8174 },
    // VSCRATCH 20 SCRATCH_LOAD_B32 (seed line 8175)
    OpInfo { fmt: Format::Vscratch, op: 20, name: "SCRATCH_LOAD_B32", mn: "scratch_load_b32", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8175 },
    // VSCRATCH 21 SCRATCH_LOAD_B64 (seed line 8176)
    OpInfo { fmt: Format::Vscratch, op: 21, name: "SCRATCH_LOAD_B64", mn: "scratch_load_b64", ops32: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 2), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8176 },
    // VSCRATCH 22 SCRATCH_LOAD_B96 (seed line 8177)
    OpInfo { fmt: Format::Vscratch, op: 22, name: "SCRATCH_LOAD_B96", mn: "scratch_load_b96", ops32: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 3), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8177 },
    // VSCRATCH 23 SCRATCH_LOAD_B128 (seed line 8178)
    OpInfo { fmt: Format::Vscratch, op: 23, name: "SCRATCH_LOAD_B128", mn: "scratch_load_b128", ops32: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 4), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8178 },
    // VSCRATCH 24 SCRATCH_STORE_B8 (seed line 8179)
    OpInfo { fmt: Format::Vscratch, op: 24, name: "SCRATCH_STORE_B8", mn: "scratch_store_b8", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8179 },
    // VSCRATCH 25 SCRATCH_STORE_B16 (seed line 8180)
    OpInfo { fmt: Format::Vscratch, op: 25, name: "SCRATCH_STORE_B16", mn: "scratch_store_b16", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8180 },
    // VSCRATCH 26 SCRATCH_STORE_B32 (seed line 8181)
    OpInfo { fmt: Format::Vscratch, op: 26, name: "SCRATCH_STORE_B32", mn: "scratch_store_b32", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8181 },
    // VSCRATCH 27 SCRATCH_STORE_B64 (seed line 8182)
    OpInfo { fmt: Format::Vscratch, op: 27, name: "SCRATCH_STORE_B64", mn: "scratch_store_b64", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 2), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8182 },
    // VSCRATCH 28 SCRATCH_STORE_B96 (seed line 8171)
    OpInfo { fmt: Format::Vscratch, op: 28, name: "SCRATCH_STORE_B96", mn: "scratch_store_b96", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 3), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 3), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8171 },
    // VSCRATCH 29 SCRATCH_STORE_B128 (seed line 8172)
    OpInfo { fmt: Format::Vscratch, op: 29, name: "SCRATCH_STORE_B128", mn: "scratch_store_b128", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 4), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8172 },
    // VSCRATCH 30 SCRATCH_LOAD_D16_U8 (seed line 8173)
    OpInfo { fmt: Format::Vscratch, op: 30, name: "SCRATCH_LOAD_D16_U8", mn: "scratch_load_d16_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8173 },
    // VSCRATCH 31 SCRATCH_LOAD_D16_I8 (seed line 8174)
    OpInfo { fmt: Format::Vscratch, op: 31, name: "SCRATCH_LOAD_D16_I8", mn: "scratch_load_d16_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8174 },
    // VSCRATCH 32 SCRATCH_LOAD_D16_B16 (seed line 8175)
    OpInfo { fmt: Format::Vscratch, op: 32, name: "SCRATCH_LOAD_D16_B16", mn: "scratch_load_d16_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8175 },
    // VSCRATCH 33 SCRATCH_LOAD_D16_HI_U8 (seed line 8176)
    OpInfo { fmt: Format::Vscratch, op: 33, name: "SCRATCH_LOAD_D16_HI_U8", mn: "scratch_load_d16_hi_u8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8176 },
    // VSCRATCH 34 SCRATCH_LOAD_D16_HI_I8 (seed line 8177)
    OpInfo { fmt: Format::Vscratch, op: 34, name: "SCRATCH_LOAD_D16_HI_I8", mn: "scratch_load_d16_hi_i8", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8177 },
    // VSCRATCH 35 SCRATCH_LOAD_D16_HI_B16 (seed line 8178)
    OpInfo { fmt: Format::Vscratch, op: 35, name: "SCRATCH_LOAD_D16_HI_B16", mn: "scratch_load_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 1), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8178 },
    // VSCRATCH 36 SCRATCH_STORE_D16_HI_B8 (seed line 8179)
    OpInfo { fmt: Format::Vscratch, op: 36, name: "SCRATCH_STORE_D16_HI_B8", mn: "scratch_store_d16_hi_b8", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8179 },
    // VSCRATCH 37 SCRATCH_STORE_D16_HI_B16 (seed line 8180)
    OpInfo { fmt: Format::Vscratch, op: 37, name: "SCRATCH_STORE_D16_HI_B16", mn: "scratch_store_d16_hi_b16", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8180 },
    // VSCRATCH 83 SCRATCH_LOAD_BLOCK (seed line 8181)
    OpInfo { fmt: Format::Vscratch, op: 83, name: "SCRATCH_LOAD_BLOCK", mn: "scratch_load_block", ops32: &[Slot::Reg(Fld::Vdst, 32), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vdst, 32), Slot::Reg(Fld::Vaddr, 1), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8181 },
    // VSCRATCH 84 SCRATCH_STORE_BLOCK (seed line 8182)
    OpInfo { fmt: Format::Vscratch, op: 84, name: "SCRATCH_STORE_BLOCK", mn: "scratch_store_block", ops32: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 32), Slot::Text("off")], ops64: &[Slot::Reg(Fld::Vaddr, 1), Slot::Reg(Fld::Vsrc, 32), Slot::Text("off")], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8182 },
    // VOPDX 0 V_DUAL_FMAC_F32 (seed line 7590)
    OpInfo { fmt: Format::VopdX, op: 0, name: "V_DUAL_FMAC_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7590 },
    // VOPDX 1 V_DUAL_FMAAK_F32 (seed line 7592)
    OpInfo { fmt: Format::VopdX, op: 1, name: "V_DUAL_FMAAK_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7592 },
    // VOPDX 2 V_DUAL_FMAMK_F32 (seed line 7593)
    OpInfo { fmt: Format::VopdX, op: 2, name: "V_DUAL_FMAMK_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7593 },
    // VOPDX 3 V_DUAL_MUL_F32 (seed line 7594)
    OpInfo { fmt: Format::VopdX, op: 3, name: "V_DUAL_MUL_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7594 },
    // VOPDX 4 V_DUAL_ADD_F32 (seed line 7595)
    OpInfo { fmt: Format::VopdX, op: 4, name: "V_DUAL_ADD_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7595 },
    // VOPDX 5 V_DUAL_SUB_F32 (seed line 7596)
    OpInfo { fmt: Format::VopdX, op: 5, name: "V_DUAL_SUB_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7596 },
    // VOPDX 6 V_DUAL_SUBREV_F32 (seed line 7597)
    OpInfo { fmt: Format::VopdX, op: 6, name: "V_DUAL_SUBREV_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7597 },
    // VOPDX 7 V_DUAL_MUL_DX9_ZERO_F32 (seed line 7590)
    OpInfo { fmt: Format::VopdX, op: 7, name: "V_DUAL_MUL_DX9_ZERO_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7590 },
    // VOPDX 8 V_DUAL_MOV_B32 (seed line 7592)
    OpInfo { fmt: Format::VopdX, op: 8, name: "V_DUAL_MOV_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7592 },
    // VOPDX 9 V_DUAL_CNDMASK_B32 (seed line 7593)
    OpInfo { fmt: Format::VopdX, op: 9, name: "V_DUAL_CNDMASK_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7593 },
    // VOPDX 10 V_DUAL_MAX_NUM_F32 (seed line 7594)
    OpInfo { fmt: Format::VopdX, op: 10, name: "V_DUAL_MAX_NUM_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7594 },
    // VOPDX 11 V_DUAL_MIN_NUM_F32 (seed line 7595)
    OpInfo { fmt: Format::VopdX, op: 11, name: "V_DUAL_MIN_NUM_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7595 },
    // VOPDX 12 V_DUAL_DOT2ACC_F32_F16 (seed line 7596)
    OpInfo { fmt: Format::VopdX, op: 12, name: "V_DUAL_DOT2ACC_F32_F16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7596 },
    // VOPDX 13 V_DUAL_DOT2ACC_F32_BF16 (seed line 7597)
    OpInfo { fmt: Format::VopdX, op: 13, name: "V_DUAL_DOT2ACC_F32_BF16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7597 },
    // VOPDY 0 V_DUAL_FMAC_F32 (seed line 7603)
    OpInfo { fmt: Format::VopdY, op: 0, name: "V_DUAL_FMAC_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7603 },
    // VOPDY 1 V_DUAL_FMAAK_F32 (seed line 7605)
    OpInfo { fmt: Format::VopdY, op: 1, name: "V_DUAL_FMAAK_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7605 },
    // VOPDY 2 V_DUAL_FMAMK_F32 (seed line 7606)
    OpInfo { fmt: Format::VopdY, op: 2, name: "V_DUAL_FMAMK_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7606 },
    // VOPDY 3 V_DUAL_MUL_F32 (seed line 7607)
    OpInfo { fmt: Format::VopdY, op: 3, name: "V_DUAL_MUL_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7607 },
    // VOPDY 4 V_DUAL_ADD_F32 (seed line 7608)
    OpInfo { fmt: Format::VopdY, op: 4, name: "V_DUAL_ADD_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7608 },
    // VOPDY 5 V_DUAL_SUB_F32 (seed line 7609)
    OpInfo { fmt: Format::VopdY, op: 5, name: "V_DUAL_SUB_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7609 },
    // VOPDY 6 V_DUAL_SUBREV_F32 (seed line 7610)
    OpInfo { fmt: Format::VopdY, op: 6, name: "V_DUAL_SUBREV_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7610 },
    // VOPDY 7 V_DUAL_MUL_DX9_ZERO_F32 (seed line 7611)
    OpInfo { fmt: Format::VopdY, op: 7, name: "V_DUAL_MUL_DX9_ZERO_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7611 },
    // VOPDY 8 V_DUAL_MOV_B32 (seed line 7612)
    OpInfo { fmt: Format::VopdY, op: 8, name: "V_DUAL_MOV_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7612 },
    // VOPDY 9 V_DUAL_CNDMASK_B32 (seed line 7603)
    OpInfo { fmt: Format::VopdY, op: 9, name: "V_DUAL_CNDMASK_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7603 },
    // VOPDY 10 V_DUAL_MAX_NUM_F32 (seed line 7605)
    OpInfo { fmt: Format::VopdY, op: 10, name: "V_DUAL_MAX_NUM_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7605 },
    // VOPDY 11 V_DUAL_MIN_NUM_F32 (seed line 7606)
    OpInfo { fmt: Format::VopdY, op: 11, name: "V_DUAL_MIN_NUM_F32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7606 },
    // VOPDY 12 V_DUAL_DOT2ACC_F32_F16 (seed line 7607)
    OpInfo { fmt: Format::VopdY, op: 12, name: "V_DUAL_DOT2ACC_F32_F16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7607 },
    // VOPDY 13 V_DUAL_DOT2ACC_F32_BF16 (seed line 7608)
    OpInfo { fmt: Format::VopdY, op: 13, name: "V_DUAL_DOT2ACC_F32_BF16", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7608 },
    // VOPDY 16 V_DUAL_ADD_NC_U32 (seed line 7609)
    OpInfo { fmt: Format::VopdY, op: 16, name: "V_DUAL_ADD_NC_U32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7609 },
    // VOPDY 17 V_DUAL_LSHLREV_B32 (seed line 7610)
    OpInfo { fmt: Format::VopdY, op: 17, name: "V_DUAL_LSHLREV_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7610 },
    // VOPDY 18 V_DUAL_AND_B32 (seed line 7611)
    OpInfo { fmt: Format::VopdY, op: 18, name: "V_DUAL_AND_B32", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 7611 },
    // VEXPORT 0 EXPORT (seed line 8192)
    OpInfo { fmt: Format::Vexport, op: 0, name: "EXPORT", mn: "", ops32: &[], ops64: &[], cls: Cls::Other, vmods: 0x0000, vign: 0x0000, zero: &[], lo128: &[], src0_vgpr: false, dpp: false, sext: 0, dpp3: 0, seed: 8192 },
];

/// Buffer and image data formats (seed Table 62, L5042-5097): number and name.
pub static BUF_FORMATS: [(u8, &str); 107] = [
    (0, "INVALID"), // seed line 5048
    (1, "8_UNORM"), // seed line 5049
    (2, "8_SNORM"), // seed line 5050
    (3, "8_USCALED"), // seed line 5051
    (4, "8_SSCALED"), // seed line 5052
    (5, "8_UINT"), // seed line 5053
    (6, "8_SINT"), // seed line 5054
    (7, "16_UNORM"), // seed line 5055
    (8, "16_SNORM"), // seed line 5056
    (9, "16_USCALED"), // seed line 5057
    (10, "16_SSCALED"), // seed line 5058
    (11, "16_UINT"), // seed line 5059
    (12, "16_SINT"), // seed line 5060
    (13, "16_FLOAT"), // seed line 5061
    (14, "8_8_UNORM"), // seed line 5062
    (15, "8_8_SNORM"), // seed line 5063
    (16, "8_8_USCALED"), // seed line 5064
    (17, "8_8_SSCALED"), // seed line 5065
    (18, "8_8_UINT"), // seed line 5066
    (19, "8_8_SINT"), // seed line 5067
    (20, "32_UINT"), // seed line 5068
    (21, "32_SINT"), // seed line 5069
    (22, "32_FLOAT"), // seed line 5070
    (23, "16_16_UNORM"), // seed line 5071
    (24, "16_16_SNORM"), // seed line 5077
    (25, "16_16_USCALED"), // seed line 5078
    (26, "16_16_SSCALED"), // seed line 5079
    (27, "16_16_UINT"), // seed line 5080
    (28, "16_16_SINT"), // seed line 5081
    (29, "16_16_FLOAT"), // seed line 5082
    (30, "10_11_11_FLOAT"), // seed line 5083
    (31, "11_11_10_FLOAT"), // seed line 5084
    (32, "10_10_10_2_UNORM"), // seed line 5048
    (33, "10_10_10_2_SNORM"), // seed line 5049
    (34, "10_10_10_2_UINT"), // seed line 5050
    (35, "10_10_10_2_SINT"), // seed line 5051
    (36, "2_10_10_10_UNORM"), // seed line 5052
    (37, "2_10_10_10_SNORM"), // seed line 5053
    (38, "2_10_10_10_USCALED"), // seed line 5054
    (39, "2_10_10_10_SSCALED"), // seed line 5055
    (40, "2_10_10_10_UINT"), // seed line 5056
    (41, "2_10_10_10_SINT"), // seed line 5057
    (42, "8_8_8_8_UNORM"), // seed line 5058
    (43, "8_8_8_8_SNORM"), // seed line 5059
    (44, "8_8_8_8_USCALED"), // seed line 5060
    (45, "8_8_8_8_SSCALED"), // seed line 5061
    (46, "8_8_8_8_UINT"), // seed line 5062
    (47, "8_8_8_8_SINT"), // seed line 5063
    (48, "32_32_UINT"), // seed line 5064
    (49, "32_32_SINT"), // seed line 5065
    (50, "32_32_FLOAT"), // seed line 5066
    (51, "16_16_16_16_UNORM"), // seed line 5067
    (52, "16_16_16_16_SNORM"), // seed line 5068
    (53, "16_16_16_16_USCALED"), // seed line 5069
    (54, "16_16_16_16_SSCALED"), // seed line 5070
    (55, "16_16_16_16_UINT"), // seed line 5071
    (56, "16_16_16_16_SINT"), // seed line 5077
    (57, "16_16_16_16_FLOAT"), // seed line 5078
    (58, "32_32_32_UINT"), // seed line 5079
    (59, "32_32_32_SINT"), // seed line 5080
    (60, "32_32_32_FLOAT"), // seed line 5081
    (61, "32_32_32_32_UINT"), // seed line 5082
    (62, "32_32_32_32_SINT"), // seed line 5083
    (63, "32_32_32_32_FLOAT"), // seed line 5084
    (64, "8_SRGB"), // seed line 5048
    (65, "8_8_SRGB"), // seed line 5049
    (66, "8_8_8_8_SRGB"), // seed line 5050
    (67, "5_9_9_9_FLOAT"), // seed line 5051
    (68, "5_6_5_UNORM"), // seed line 5052
    (69, "1_5_5_5_UNORM"), // seed line 5053
    (70, "5_5_5_1_UNORM"), // seed line 5054
    (71, "4_4_4_4_UNORM"), // seed line 5055
    (72, "4_4_UNORM"), // seed line 5056
    (73, "1_UNORM"), // seed line 5057
    (74, "1_REVERSED_UNORM"), // seed line 5058
    (75, "32_FLOAT_CLAMP"), // seed line 5059
    (76, "8_24_UNORM"), // seed line 5060
    (77, "8_24_UINT"), // seed line 5061
    (78, "24_8_UNORM"), // seed line 5062
    (79, "24_8_UINT"), // seed line 5063
    (80, "X24_8_32_UINT"), // seed line 5064
    (81, "X24_8_32_FLOAT"), // seed line 5065
    (82, "GB_GR_UNORM"), // seed line 5066
    (83, "GB_GR_SNORM"), // seed line 5067
    (84, "GB_GR_UINT"), // seed line 5068
    (85, "GB_GR_SRGB"), // seed line 5069
    (86, "BG_RG_UNORM"), // seed line 5070
    (87, "BG_RG_SNORM"), // seed line 5071
    (88, "BG_RG_UINT"), // seed line 5077
    (89, "BG_RG_SRGB"), // seed line 5078
    (109, "BC1_UNORM"), // seed line 5081
    (110, "BC1_SRGB"), // seed line 5082
    (111, "BC2_UNORM"), // seed line 5083
    (112, "BC2_SRGB"), // seed line 5084
    (113, "BC3_UNORM"), // seed line 5085
    (114, "BC3_SRGB"), // seed line 5086
    (115, "BC4_UNORM"), // seed line 5087
    (116, "BC4_SNORM"), // seed line 5088
    (117, "BC5_UNORM"), // seed line 5089
    (118, "BC5_SNORM"), // seed line 5090
    (119, "BC6_UFLOAT"), // seed line 5091
    (120, "BC6_SFLOAT"), // seed line 5092
    (121, "BC7_UNORM"), // seed line 5093
    (122, "BC7_SRGB"), // seed line 5094
    (205, "YCBCR_UNORM"), // seed line 5095
    (206, "YCBCR_SRGB"), // seed line 5096
    (227, "6E4_FLOAT"), // seed line 5097
];

/// VIMAGE / VSAMPLE rules per opcode (`data/rdna4/image.toml`, probed from llvm-mc-19): 89 rows.
pub static IMAGE: [crate::image::ImageInfo; 89] = [
    // VIMAGE 0 image_load (seed line 7958)
    crate::image::ImageInfo { op: 1301, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3e, base: 1, d16: true, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7958 },
    // VIMAGE 1 image_load_mip (seed line 7959)
    crate::image::ImageInfo { op: 1302, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: true, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7959 },
    // VIMAGE 2 image_load_pck (seed line 7960)
    crate::image::ImageInfo { op: 1303, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7960 },
    // VIMAGE 3 image_load_pck_sgn (seed line 7961)
    crate::image::ImageInfo { op: 1304, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7961 },
    // VIMAGE 4 image_load_mip_pck (seed line 7962)
    crate::image::ImageInfo { op: 1305, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7962 },
    // VIMAGE 5 image_load_mip_pck_sgn (seed line 7966)
    crate::image::ImageInfo { op: 1306, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7966 },
    // VIMAGE 6 image_store (seed line 7967)
    crate::image::ImageInfo { op: 1307, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3e, base: 1, d16: true, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7967 },
    // VIMAGE 7 image_store_mip (seed line 7968)
    crate::image::ImageInfo { op: 1308, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: true, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7968 },
    // VIMAGE 8 image_store_pck (seed line 7969)
    crate::image::ImageInfo { op: 1309, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7969 },
    // VIMAGE 9 image_store_mip_pck (seed line 7970)
    crate::image::ImageInfo { op: 1310, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7970 },
    // VIMAGE 10 image_atomic_swap (seed line 7971)
    crate::image::ImageInfo { op: 1311, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7971 },
    // VIMAGE 11 image_atomic_cmpswap (seed line 7972)
    crate::image::ImageInfo { op: 1312, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x14, base: 2, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7972 },
    // VIMAGE 12 image_atomic_add_uint (seed line 7973)
    crate::image::ImageInfo { op: 1313, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7973 },
    // VIMAGE 13 image_atomic_sub_uint (seed line 7974)
    crate::image::ImageInfo { op: 1314, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7974 },
    // VIMAGE 14 image_atomic_min_int (seed line 7975)
    crate::image::ImageInfo { op: 1315, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7975 },
    // VIMAGE 15 image_atomic_min_uint (seed line 7976)
    crate::image::ImageInfo { op: 1316, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7976 },
    // VIMAGE 16 image_atomic_max_int (seed line 7977)
    crate::image::ImageInfo { op: 1317, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7977 },
    // VIMAGE 17 image_atomic_max_uint (seed line 7958)
    crate::image::ImageInfo { op: 1318, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7958 },
    // VIMAGE 18 image_atomic_and (seed line 7959)
    crate::image::ImageInfo { op: 1319, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7959 },
    // VIMAGE 19 image_atomic_or (seed line 7960)
    crate::image::ImageInfo { op: 1320, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7960 },
    // VIMAGE 20 image_atomic_xor (seed line 7961)
    crate::image::ImageInfo { op: 1321, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7961 },
    // VIMAGE 21 image_atomic_inc_uint (seed line 7962)
    crate::image::ImageInfo { op: 1322, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7962 },
    // VIMAGE 22 image_atomic_dec_uint (seed line 7966)
    crate::image::ImageInfo { op: 1323, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7966 },
    // VIMAGE 23 image_get_resinfo (seed line 7967)
    crate::image::ImageInfo { op: 1324, fields: 4, addr: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], data: 0x3e, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7967 },
    // VIMAGE 25 image_bvh_intersect_ray (seed line 7968)
    crate::image::ImageInfo { op: 1325, fields: 0, addr: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], data: 0x00, base: 0, d16: false, v1: false, sampler: false, gather: false, bvh: &[1, 1, 3, 3, 3], bvh_a16: &[1, 1, 3, 3], seed: 7968 },
    // VIMAGE 26 image_bvh64_intersect_ray (seed line 7969)
    crate::image::ImageInfo { op: 1326, fields: 0, addr: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], data: 0x00, base: 0, d16: false, v1: false, sampler: false, gather: false, bvh: &[2, 1, 3, 3, 3], bvh_a16: &[2, 1, 3, 3], seed: 7969 },
    // VIMAGE 131 image_atomic_add_flt (seed line 7972)
    crate::image::ImageInfo { op: 1329, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7972 },
    // VIMAGE 132 image_atomic_min_flt (seed line 7973)
    crate::image::ImageInfo { op: 1330, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7973 },
    // VIMAGE 133 image_atomic_max_flt (seed line 7974)
    crate::image::ImageInfo { op: 1331, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7974 },
    // VIMAGE 134 image_atomic_pk_add_f16 (seed line 7975)
    crate::image::ImageInfo { op: 1332, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7975 },
    // VIMAGE 135 image_atomic_pk_add_bf16 (seed line 7976)
    crate::image::ImageInfo { op: 1333, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x06, base: 1, d16: false, v1: true, sampler: false, gather: false, bvh: &[], bvh_a16: &[], seed: 7976 },
    // VSAMPLE 24 image_msaa_load (seed line 8013)
    crate::image::ImageInfo { op: 1334, fields: 4, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 4, 2], data: 0x3c, base: 4, d16: true, v1: false, sampler: false, gather: true, bvh: &[], bvh_a16: &[], seed: 8013 },
    // VSAMPLE 27 image_sample (seed line 8014)
    crate::image::ImageInfo { op: 1335, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8014 },
    // VSAMPLE 28 image_sample_d (seed line 8015)
    crate::image::ImageInfo { op: 1336, fields: 4, addr: [3, 3, 6, 5, 9, 8, 7, 6, 4, 3, 7, 6, 7, 6, 8, 6], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8015 },
    // VSAMPLE 29 image_sample_l (seed line 8019)
    crate::image::ImageInfo { op: 1337, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8019 },
    // VSAMPLE 30 image_sample_b (seed line 8020)
    crate::image::ImageInfo { op: 1338, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8020 },
    // VSAMPLE 31 image_sample_lz (seed line 8021)
    crate::image::ImageInfo { op: 1339, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8021 },
    // VSAMPLE 32 image_sample_c (seed line 8022)
    crate::image::ImageInfo { op: 1340, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8022 },
    // VSAMPLE 33 image_sample_c_d (seed line 8023)
    crate::image::ImageInfo { op: 1341, fields: 4, addr: [4, 4, 7, 6, 10, 9, 8, 7, 5, 4, 8, 7, 8, 7, 9, 7], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8023 },
    // VSAMPLE 34 image_sample_c_l (seed line 8024)
    crate::image::ImageInfo { op: 1342, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8024 },
    // VSAMPLE 35 image_sample_c_b (seed line 8025)
    crate::image::ImageInfo { op: 1343, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8025 },
    // VSAMPLE 36 image_sample_c_lz (seed line 8026)
    crate::image::ImageInfo { op: 1344, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8026 },
    // VSAMPLE 37 image_sample_o (seed line 8027)
    crate::image::ImageInfo { op: 1345, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8027 },
    // VSAMPLE 38 image_sample_d_o (seed line 8028)
    crate::image::ImageInfo { op: 1346, fields: 4, addr: [4, 4, 7, 6, 10, 9, 8, 7, 5, 4, 8, 7, 8, 7, 9, 7], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8028 },
    // VSAMPLE 39 image_sample_l_o (seed line 8029)
    crate::image::ImageInfo { op: 1347, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8029 },
    // VSAMPLE 40 image_sample_b_o (seed line 8030)
    crate::image::ImageInfo { op: 1348, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8030 },
    // VSAMPLE 41 image_sample_lz_o (seed line 8031)
    crate::image::ImageInfo { op: 1349, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8031 },
    // VSAMPLE 42 image_sample_c_o (seed line 8032)
    crate::image::ImageInfo { op: 1350, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8032 },
    // VSAMPLE 43 image_sample_c_d_o (seed line 8033)
    crate::image::ImageInfo { op: 1351, fields: 4, addr: [5, 5, 8, 7, 11, 10, 9, 8, 6, 5, 9, 8, 9, 8, 10, 8], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8033 },
    // VSAMPLE 44 image_sample_c_l_o (seed line 8034)
    crate::image::ImageInfo { op: 1352, fields: 4, addr: [4, 3, 5, 4, 6, 4, 6, 4, 5, 4, 6, 4, 6, 4, 0, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8034 },
    // VSAMPLE 45 image_sample_c_b_o (seed line 8035)
    crate::image::ImageInfo { op: 1353, fields: 4, addr: [4, 4, 5, 4, 6, 5, 6, 5, 5, 4, 6, 5, 6, 5, 0, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8035 },
    // VSAMPLE 46 image_sample_c_lz_o (seed line 8036)
    crate::image::ImageInfo { op: 1354, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8036 },
    // VSAMPLE 47 image_gather4 (seed line 8037)
    crate::image::ImageInfo { op: 1355, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8037 },
    // VSAMPLE 48 image_gather4_l (seed line 8038)
    crate::image::ImageInfo { op: 1356, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8038 },
    // VSAMPLE 49 image_gather4_b (seed line 8039)
    crate::image::ImageInfo { op: 1357, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8039 },
    // VSAMPLE 50 image_gather4_lz (seed line 8040)
    crate::image::ImageInfo { op: 1358, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8040 },
    // VSAMPLE 51 image_gather4_c (seed line 8041)
    crate::image::ImageInfo { op: 1359, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8041 },
    // VSAMPLE 52 image_gather4_c_lz (seed line 8042)
    crate::image::ImageInfo { op: 1360, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8042 },
    // VSAMPLE 53 image_gather4_o (seed line 8043)
    crate::image::ImageInfo { op: 1361, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8043 },
    // VSAMPLE 54 image_gather4_lz_o (seed line 8044)
    crate::image::ImageInfo { op: 1362, fields: 4, addr: [2, 2, 3, 2, 4, 3, 4, 3, 3, 2, 4, 3, 4, 3, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8044 },
    // VSAMPLE 55 image_gather4_c_lz_o (seed line 8013)
    crate::image::ImageInfo { op: 1363, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8013 },
    // VSAMPLE 56 image_get_lod (seed line 8014)
    crate::image::ImageInfo { op: 1364, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x3e, base: 1, d16: false, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8014 },
    // VSAMPLE 57 image_sample_d_g16 (seed line 8015)
    crate::image::ImageInfo { op: 1365, fields: 4, addr: [3, 3, 4, 3, 7, 6, 5, 4, 4, 3, 5, 4, 5, 4, 6, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8015 },
    // VSAMPLE 58 image_sample_c_d_g16 (seed line 8019)
    crate::image::ImageInfo { op: 1366, fields: 4, addr: [4, 4, 5, 4, 8, 7, 6, 5, 5, 4, 6, 5, 6, 5, 7, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8019 },
    // VSAMPLE 59 image_sample_d_o_g16 (seed line 8020)
    crate::image::ImageInfo { op: 1367, fields: 4, addr: [4, 4, 5, 4, 8, 7, 6, 5, 5, 4, 6, 5, 6, 5, 7, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8020 },
    // VSAMPLE 60 image_sample_c_d_o_g16 (seed line 8021)
    crate::image::ImageInfo { op: 1368, fields: 4, addr: [5, 5, 6, 5, 9, 8, 7, 6, 6, 5, 7, 6, 7, 6, 8, 6], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8021 },
    // VSAMPLE 64 image_sample_cl (seed line 8022)
    crate::image::ImageInfo { op: 1369, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8022 },
    // VSAMPLE 65 image_sample_d_cl (seed line 8023)
    crate::image::ImageInfo { op: 1370, fields: 4, addr: [4, 3, 7, 6, 10, 8, 8, 6, 5, 4, 8, 6, 8, 6, 9, 7], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8023 },
    // VSAMPLE 66 image_sample_b_cl (seed line 8024)
    crate::image::ImageInfo { op: 1371, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8024 },
    // VSAMPLE 67 image_sample_c_cl (seed line 8025)
    crate::image::ImageInfo { op: 1372, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8025 },
    // VSAMPLE 68 image_sample_c_d_cl (seed line 8026)
    crate::image::ImageInfo { op: 1373, fields: 4, addr: [5, 4, 8, 7, 11, 9, 9, 7, 6, 5, 9, 7, 9, 7, 10, 8], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8026 },
    // VSAMPLE 69 image_sample_c_b_cl (seed line 8027)
    crate::image::ImageInfo { op: 1374, fields: 4, addr: [4, 3, 5, 4, 6, 4, 6, 4, 5, 4, 6, 4, 6, 4, 0, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8027 },
    // VSAMPLE 70 image_sample_cl_o (seed line 8028)
    crate::image::ImageInfo { op: 1375, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8028 },
    // VSAMPLE 71 image_sample_d_cl_o (seed line 8029)
    crate::image::ImageInfo { op: 1376, fields: 4, addr: [5, 4, 8, 7, 11, 9, 9, 7, 6, 5, 9, 7, 9, 7, 10, 8], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8029 },
    // VSAMPLE 72 image_sample_b_cl_o (seed line 8030)
    crate::image::ImageInfo { op: 1377, fields: 4, addr: [4, 3, 5, 4, 6, 4, 6, 4, 5, 4, 6, 4, 6, 4, 0, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8030 },
    // VSAMPLE 73 image_sample_c_cl_o (seed line 8031)
    crate::image::ImageInfo { op: 1378, fields: 4, addr: [4, 3, 5, 4, 6, 4, 6, 4, 5, 4, 6, 4, 6, 4, 0, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8031 },
    // VSAMPLE 74 image_sample_c_d_cl_o (seed line 8032)
    crate::image::ImageInfo { op: 1379, fields: 4, addr: [6, 5, 9, 8, 12, 10, 10, 8, 7, 6, 10, 8, 10, 8, 11, 9], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8032 },
    // VSAMPLE 75 image_sample_c_b_cl_o (seed line 8033)
    crate::image::ImageInfo { op: 1380, fields: 4, addr: [5, 4, 6, 5, 7, 5, 7, 5, 6, 5, 7, 5, 7, 5, 0, 6], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8033 },
    // VSAMPLE 84 image_sample_c_d_cl_g16 (seed line 8034)
    crate::image::ImageInfo { op: 1381, fields: 4, addr: [5, 4, 6, 5, 9, 7, 7, 5, 6, 5, 7, 5, 7, 5, 8, 6], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8034 },
    // VSAMPLE 85 image_sample_d_cl_o_g16 (seed line 8035)
    crate::image::ImageInfo { op: 1382, fields: 4, addr: [5, 4, 6, 5, 9, 7, 7, 5, 6, 5, 7, 5, 7, 5, 8, 6], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8035 },
    // VSAMPLE 86 image_sample_c_d_cl_o_g16 (seed line 8036)
    crate::image::ImageInfo { op: 1383, fields: 4, addr: [6, 5, 7, 6, 10, 8, 8, 6, 7, 6, 8, 6, 8, 6, 9, 7], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8036 },
    // VSAMPLE 95 image_sample_d_cl_g16 (seed line 8037)
    crate::image::ImageInfo { op: 1384, fields: 4, addr: [4, 3, 5, 4, 8, 6, 6, 4, 5, 4, 6, 4, 6, 4, 7, 5], data: 0x3e, base: 1, d16: true, v1: false, sampler: true, gather: false, bvh: &[], bvh_a16: &[], seed: 8037 },
    // VSAMPLE 96 image_gather4_cl (seed line 8038)
    crate::image::ImageInfo { op: 1385, fields: 4, addr: [2, 1, 3, 2, 4, 2, 4, 2, 3, 2, 4, 2, 4, 2, 0, 3], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8038 },
    // VSAMPLE 97 image_gather4_b_cl (seed line 8039)
    crate::image::ImageInfo { op: 1386, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8039 },
    // VSAMPLE 98 image_gather4_c_cl (seed line 8040)
    crate::image::ImageInfo { op: 1387, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8040 },
    // VSAMPLE 99 image_gather4_c_l (seed line 8041)
    crate::image::ImageInfo { op: 1388, fields: 4, addr: [3, 2, 4, 3, 5, 3, 5, 3, 4, 3, 5, 3, 5, 3, 0, 4], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8041 },
    // VSAMPLE 100 image_gather4_c_b (seed line 8042)
    crate::image::ImageInfo { op: 1389, fields: 4, addr: [3, 3, 4, 3, 5, 4, 5, 4, 4, 3, 5, 4, 5, 4, 0, 4], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8042 },
    // VSAMPLE 101 image_gather4_c_b_cl (seed line 8043)
    crate::image::ImageInfo { op: 1390, fields: 4, addr: [4, 3, 5, 4, 6, 4, 6, 4, 5, 4, 6, 4, 6, 4, 0, 5], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8043 },
    // VSAMPLE 144 image_gather4h (seed line 8044)
    crate::image::ImageInfo { op: 1391, fields: 3, addr: [1, 1, 2, 1, 3, 2, 3, 2, 2, 1, 3, 2, 3, 2, 0, 2], data: 0x34, base: 4, d16: true, v1: false, sampler: true, gather: true, bvh: &[], bvh_a16: &[], seed: 8044 },
];

/// LLVM mnemonic → index into [`OPS`], sorted by mnemonic: 1526 rows.
pub static MNEMONICS: [(&str, u16); 1526] = [
    ("buffer_atomic_add_f32", 1282),
    ("buffer_atomic_add_u32", 1254),
    ("buffer_atomic_add_u64", 1268),
    ("buffer_atomic_and_b32", 1261),
    ("buffer_atomic_and_b64", 1274),
    ("buffer_atomic_cmpswap_b32", 1253),
    ("buffer_atomic_cmpswap_b64", 1267),
    ("buffer_atomic_cond_sub_u32", 1279),
    ("buffer_atomic_dec_u32", 1265),
    ("buffer_atomic_dec_u64", 1278),
    ("buffer_atomic_inc_u32", 1264),
    ("buffer_atomic_inc_u64", 1277),
    ("buffer_atomic_max_i32", 1259),
    ("buffer_atomic_max_i64", 1272),
    ("buffer_atomic_max_num_f32", 1281),
    ("buffer_atomic_max_u32", 1260),
    ("buffer_atomic_max_u64", 1273),
    ("buffer_atomic_min_i32", 1257),
    ("buffer_atomic_min_i64", 1270),
    ("buffer_atomic_min_num_f32", 1280),
    ("buffer_atomic_min_u32", 1258),
    ("buffer_atomic_min_u64", 1271),
    ("buffer_atomic_or_b32", 1262),
    ("buffer_atomic_or_b64", 1275),
    ("buffer_atomic_pk_add_bf16", 1284),
    ("buffer_atomic_pk_add_f16", 1283),
    ("buffer_atomic_sub_clamp_u32", 1256),
    ("buffer_atomic_sub_u32", 1255),
    ("buffer_atomic_sub_u64", 1269),
    ("buffer_atomic_swap_b32", 1252),
    ("buffer_atomic_swap_b64", 1266),
    ("buffer_atomic_xor_b32", 1263),
    ("buffer_atomic_xor_b64", 1276),
    ("buffer_load_b128", 1235),
    ("buffer_load_b32", 1232),
    ("buffer_load_b64", 1233),
    ("buffer_load_b96", 1234),
    ("buffer_load_d16_b16", 1244),
    ("buffer_load_d16_format_x", 1220),
    ("buffer_load_d16_format_xy", 1221),
    ("buffer_load_d16_format_xyz", 1222),
    ("buffer_load_d16_format_xyzw", 1223),
    ("buffer_load_d16_hi_b16", 1247),
    ("buffer_load_d16_hi_format_x", 1250),
    ("buffer_load_d16_hi_i8", 1246),
    ("buffer_load_d16_hi_u8", 1245),
    ("buffer_load_d16_i8", 1243),
    ("buffer_load_d16_u8", 1242),
    ("buffer_load_format_x", 1212),
    ("buffer_load_format_xy", 1213),
    ("buffer_load_format_xyz", 1214),
    ("buffer_load_format_xyzw", 1215),
    ("buffer_load_i16", 1231),
    ("buffer_load_i8", 1229),
    ("buffer_load_u16", 1230),
    ("buffer_load_u8", 1228),
    ("buffer_store_b128", 1241),
    ("buffer_store_b16", 1237),
    ("buffer_store_b32", 1238),
    ("buffer_store_b64", 1239),
    ("buffer_store_b8", 1236),
    ("buffer_store_b96", 1240),
    ("buffer_store_d16_format_x", 1224),
    ("buffer_store_d16_format_xy", 1225),
    ("buffer_store_d16_format_xyz", 1226),
    ("buffer_store_d16_format_xyzw", 1227),
    ("buffer_store_d16_hi_b16", 1249),
    ("buffer_store_d16_hi_b8", 1248),
    ("buffer_store_d16_hi_format_x", 1251),
    ("buffer_store_format_x", 1216),
    ("buffer_store_format_xy", 1217),
    ("buffer_store_format_xyz", 1218),
    ("buffer_store_format_xyzw", 1219),
    ("ds_add_f32", 1109),
    ("ds_add_rtn_f32", 1182),
    ("ds_add_rtn_u32", 1112),
    ("ds_add_rtn_u64", 1160),
    ("ds_add_u32", 1089),
    ("ds_add_u64", 1141),
    ("ds_and_b32", 1098),
    ("ds_and_b64", 1150),
    ("ds_and_rtn_b32", 1121),
    ("ds_and_rtn_b64", 1169),
    ("ds_append", 1140),
    ("ds_bpermute_b32", 1203),
    ("ds_cmpstore_b32", 1105),
    ("ds_cmpstore_b64", 1157),
    ("ds_cmpstore_rtn_b32", 1128),
    ("ds_cmpstore_rtn_b64", 1176),
    ("ds_cond_sub_rtn_u32", 1196),
    ("ds_cond_sub_u32", 1184),
    ("ds_condxchg32_rtn_b64", 1183),
    ("ds_consume", 1139),
    ("ds_dec_rtn_u32", 1116),
    ("ds_dec_rtn_u64", 1164),
    ("ds_dec_u32", 1093),
    ("ds_dec_u64", 1145),
    ("ds_direct_load", 1088),
    ("ds_inc_rtn_u32", 1115),
    ("ds_inc_rtn_u64", 1163),
    ("ds_inc_u32", 1092),
    ("ds_inc_u64", 1144),
    ("ds_load_2addr_b32", 1133),
    ("ds_load_2addr_b64", 1180),
    ("ds_load_2addr_stride64_b32", 1134),
    ("ds_load_2addr_stride64_b64", 1181),
    ("ds_load_addtid_b32", 1201),
    ("ds_load_b128", 1211),
    ("ds_load_b32", 1132),
    ("ds_load_b64", 1179),
    ("ds_load_b96", 1210),
    ("ds_load_i16", 1137),
    ("ds_load_i8", 1135),
    ("ds_load_i8_d16", 1192),
    ("ds_load_i8_d16_hi", 1193),
    ("ds_load_u16", 1138),
    ("ds_load_u16_d16", 1194),
    ("ds_load_u16_d16_hi", 1195),
    ("ds_load_u8", 1136),
    ("ds_load_u8_d16", 1190),
    ("ds_load_u8_d16_hi", 1191),
    ("ds_max_i32", 1095),
    ("ds_max_i64", 1147),
    ("ds_max_num_f32", 1107),
    ("ds_max_num_f64", 1159),
    ("ds_max_num_rtn_f32", 1130),
    ("ds_max_num_rtn_f64", 1178),
    ("ds_max_rtn_i32", 1118),
    ("ds_max_rtn_i64", 1166),
    ("ds_max_rtn_u32", 1120),
    ("ds_max_rtn_u64", 1168),
    ("ds_max_u32", 1097),
    ("ds_max_u64", 1149),
    ("ds_min_i32", 1094),
    ("ds_min_i64", 1146),
    ("ds_min_num_f32", 1106),
    ("ds_min_num_f64", 1158),
    ("ds_min_num_rtn_f32", 1129),
    ("ds_min_num_rtn_f64", 1177),
    ("ds_min_rtn_i32", 1117),
    ("ds_min_rtn_i64", 1165),
    ("ds_min_rtn_u32", 1119),
    ("ds_min_rtn_u64", 1167),
    ("ds_min_u32", 1096),
    ("ds_min_u64", 1148),
    ("ds_mskor_b32", 1101),
    ("ds_mskor_b64", 1153),
    ("ds_mskor_rtn_b32", 1124),
    ("ds_mskor_rtn_b64", 1172),
    ("ds_nop", 1108),
    ("ds_or_b32", 1099),
    ("ds_or_b64", 1151),
    ("ds_or_rtn_b32", 1122),
    ("ds_or_rtn_b64", 1170),
    ("ds_param_load", 1087),
    ("ds_permute_b32", 1202),
    ("ds_pk_add_bf16", 1187),
    ("ds_pk_add_f16", 1186),
    ("ds_pk_add_rtn_bf16", 1199),
    ("ds_pk_add_rtn_f16", 1198),
    ("ds_rsub_rtn_u32", 1114),
    ("ds_rsub_rtn_u64", 1162),
    ("ds_rsub_u32", 1091),
    ("ds_rsub_u64", 1143),
    ("ds_store_2addr_b32", 1103),
    ("ds_store_2addr_b64", 1155),
    ("ds_store_2addr_stride64_b32", 1104),
    ("ds_store_2addr_stride64_b64", 1156),
    ("ds_store_addtid_b32", 1200),
    ("ds_store_b128", 1206),
    ("ds_store_b16", 1111),
    ("ds_store_b16_d16_hi", 1189),
    ("ds_store_b32", 1102),
    ("ds_store_b64", 1154),
    ("ds_store_b8", 1110),
    ("ds_store_b8_d16_hi", 1188),
    ("ds_store_b96", 1205),
    ("ds_storexchg_2addr_rtn_b32", 1126),
    ("ds_storexchg_2addr_rtn_b64", 1174),
    ("ds_storexchg_2addr_stride64_rtn_b32", 1127),
    ("ds_storexchg_2addr_stride64_rtn_b64", 1175),
    ("ds_storexchg_rtn_b32", 1125),
    ("ds_storexchg_rtn_b64", 1173),
    ("ds_sub_clamp_rtn_u32", 1197),
    ("ds_sub_clamp_u32", 1185),
    ("ds_sub_rtn_u32", 1113),
    ("ds_sub_rtn_u64", 1161),
    ("ds_sub_u32", 1090),
    ("ds_sub_u64", 1142),
    ("ds_swizzle_b32", 1131),
    ("ds_xor_b32", 1100),
    ("ds_xor_b64", 1152),
    ("ds_xor_rtn_b32", 1123),
    ("ds_xor_rtn_b64", 1171),
    ("flat_atomic_add_f32", 1444),
    ("flat_atomic_add_u32", 1416),
    ("flat_atomic_add_u64", 1430),
    ("flat_atomic_and_b32", 1423),
    ("flat_atomic_and_b64", 1436),
    ("flat_atomic_cmpswap_b32", 1415),
    ("flat_atomic_cmpswap_b64", 1429),
    ("flat_atomic_cond_sub_u32", 1441),
    ("flat_atomic_dec_u32", 1427),
    ("flat_atomic_dec_u64", 1440),
    ("flat_atomic_inc_u32", 1426),
    ("flat_atomic_inc_u64", 1439),
    ("flat_atomic_max_i32", 1421),
    ("flat_atomic_max_i64", 1434),
    ("flat_atomic_max_num_f32", 1443),
    ("flat_atomic_max_u32", 1422),
    ("flat_atomic_max_u64", 1435),
    ("flat_atomic_min_i32", 1419),
    ("flat_atomic_min_i64", 1432),
    ("flat_atomic_min_num_f32", 1442),
    ("flat_atomic_min_u32", 1420),
    ("flat_atomic_min_u64", 1433),
    ("flat_atomic_or_b32", 1424),
    ("flat_atomic_or_b64", 1437),
    ("flat_atomic_pk_add_bf16", 1446),
    ("flat_atomic_pk_add_f16", 1445),
    ("flat_atomic_sub_clamp_u32", 1418),
    ("flat_atomic_sub_u32", 1417),
    ("flat_atomic_sub_u64", 1431),
    ("flat_atomic_swap_b32", 1414),
    ("flat_atomic_swap_b64", 1428),
    ("flat_atomic_xor_b32", 1425),
    ("flat_atomic_xor_b64", 1438),
    ("flat_load_b128", 1399),
    ("flat_load_b32", 1396),
    ("flat_load_b64", 1397),
    ("flat_load_b96", 1398),
    ("flat_load_d16_b16", 1408),
    ("flat_load_d16_hi_b16", 1411),
    ("flat_load_d16_hi_i8", 1410),
    ("flat_load_d16_hi_u8", 1409),
    ("flat_load_d16_i8", 1407),
    ("flat_load_d16_u8", 1406),
    ("flat_load_i16", 1395),
    ("flat_load_i8", 1393),
    ("flat_load_u16", 1394),
    ("flat_load_u8", 1392),
    ("flat_store_b128", 1405),
    ("flat_store_b16", 1401),
    ("flat_store_b32", 1402),
    ("flat_store_b64", 1403),
    ("flat_store_b8", 1400),
    ("flat_store_b96", 1404),
    ("flat_store_d16_hi_b16", 1413),
    ("flat_store_d16_hi_b8", 1412),
    ("global_atomic_add_f32", 1506),
    ("global_atomic_add_u32", 1475),
    ("global_atomic_add_u64", 1489),
    ("global_atomic_and_b32", 1482),
    ("global_atomic_and_b64", 1495),
    ("global_atomic_cmpswap_b32", 1474),
    ("global_atomic_cmpswap_b64", 1488),
    ("global_atomic_cond_sub_u32", 1501),
    ("global_atomic_dec_u32", 1486),
    ("global_atomic_dec_u64", 1499),
    ("global_atomic_inc_u32", 1485),
    ("global_atomic_inc_u64", 1498),
    ("global_atomic_max_i32", 1480),
    ("global_atomic_max_i64", 1493),
    ("global_atomic_max_num_f32", 1503),
    ("global_atomic_max_u32", 1481),
    ("global_atomic_max_u64", 1494),
    ("global_atomic_min_i32", 1478),
    ("global_atomic_min_i64", 1491),
    ("global_atomic_min_num_f32", 1502),
    ("global_atomic_min_u32", 1479),
    ("global_atomic_min_u64", 1492),
    ("global_atomic_or_b32", 1483),
    ("global_atomic_or_b64", 1496),
    ("global_atomic_ordered_add_b64", 1511),
    ("global_atomic_pk_add_bf16", 1510),
    ("global_atomic_pk_add_f16", 1509),
    ("global_atomic_sub_clamp_u32", 1477),
    ("global_atomic_sub_u32", 1476),
    ("global_atomic_sub_u64", 1490),
    ("global_atomic_swap_b32", 1473),
    ("global_atomic_swap_b64", 1487),
    ("global_atomic_xor_b32", 1484),
    ("global_atomic_xor_b64", 1497),
    ("global_inv", 1471),
    ("global_load_addtid_b32", 1469),
    ("global_load_b128", 1454),
    ("global_load_b32", 1451),
    ("global_load_b64", 1452),
    ("global_load_b96", 1453),
    ("global_load_block", 1504),
    ("global_load_d16_b16", 1463),
    ("global_load_d16_hi_b16", 1466),
    ("global_load_d16_hi_i8", 1465),
    ("global_load_d16_hi_u8", 1464),
    ("global_load_d16_i8", 1462),
    ("global_load_d16_u8", 1461),
    ("global_load_i16", 1450),
    ("global_load_i8", 1448),
    ("global_load_tr_b128", 1507),
    ("global_load_tr_b64", 1508),
    ("global_load_u16", 1449),
    ("global_load_u8", 1447),
    ("global_store_addtid_b32", 1470),
    ("global_store_b128", 1460),
    ("global_store_b16", 1456),
    ("global_store_b32", 1457),
    ("global_store_b64", 1458),
    ("global_store_b8", 1455),
    ("global_store_b96", 1459),
    ("global_store_block", 1505),
    ("global_store_d16_hi_b16", 1468),
    ("global_store_d16_hi_b8", 1467),
    ("global_wb", 1472),
    ("global_wbinv", 1500),
    ("image_atomic_add_flt", 1329),
    ("image_atomic_add_uint", 1313),
    ("image_atomic_and", 1319),
    ("image_atomic_cmpswap", 1312),
    ("image_atomic_dec_uint", 1323),
    ("image_atomic_inc_uint", 1322),
    ("image_atomic_max_flt", 1331),
    ("image_atomic_max_int", 1317),
    ("image_atomic_max_uint", 1318),
    ("image_atomic_min_flt", 1330),
    ("image_atomic_min_int", 1315),
    ("image_atomic_min_uint", 1316),
    ("image_atomic_or", 1320),
    ("image_atomic_pk_add_bf16", 1333),
    ("image_atomic_pk_add_f16", 1332),
    ("image_atomic_sub_uint", 1314),
    ("image_atomic_swap", 1311),
    ("image_atomic_xor", 1321),
    ("image_bvh64_intersect_ray", 1326),
    ("image_bvh_intersect_ray", 1325),
    ("image_gather4", 1355),
    ("image_gather4_b", 1357),
    ("image_gather4_b_cl", 1386),
    ("image_gather4_c", 1359),
    ("image_gather4_c_b", 1389),
    ("image_gather4_c_b_cl", 1390),
    ("image_gather4_c_cl", 1387),
    ("image_gather4_c_l", 1388),
    ("image_gather4_c_lz", 1360),
    ("image_gather4_c_lz_o", 1363),
    ("image_gather4_cl", 1385),
    ("image_gather4_l", 1356),
    ("image_gather4_lz", 1358),
    ("image_gather4_lz_o", 1362),
    ("image_gather4_o", 1361),
    ("image_gather4h", 1391),
    ("image_get_lod", 1364),
    ("image_get_resinfo", 1324),
    ("image_load", 1301),
    ("image_load_mip", 1302),
    ("image_load_mip_pck", 1305),
    ("image_load_mip_pck_sgn", 1306),
    ("image_load_pck", 1303),
    ("image_load_pck_sgn", 1304),
    ("image_msaa_load", 1334),
    ("image_sample", 1335),
    ("image_sample_b", 1338),
    ("image_sample_b_cl", 1371),
    ("image_sample_b_cl_o", 1377),
    ("image_sample_b_o", 1348),
    ("image_sample_c", 1340),
    ("image_sample_c_b", 1343),
    ("image_sample_c_b_cl", 1374),
    ("image_sample_c_b_cl_o", 1380),
    ("image_sample_c_b_o", 1353),
    ("image_sample_c_cl", 1372),
    ("image_sample_c_cl_o", 1378),
    ("image_sample_c_d", 1341),
    ("image_sample_c_d_cl", 1373),
    ("image_sample_c_d_cl_g16", 1381),
    ("image_sample_c_d_cl_o", 1379),
    ("image_sample_c_d_cl_o_g16", 1383),
    ("image_sample_c_d_g16", 1366),
    ("image_sample_c_d_o", 1351),
    ("image_sample_c_d_o_g16", 1368),
    ("image_sample_c_l", 1342),
    ("image_sample_c_l_o", 1352),
    ("image_sample_c_lz", 1344),
    ("image_sample_c_lz_o", 1354),
    ("image_sample_c_o", 1350),
    ("image_sample_cl", 1369),
    ("image_sample_cl_o", 1375),
    ("image_sample_d", 1336),
    ("image_sample_d_cl", 1370),
    ("image_sample_d_cl_g16", 1384),
    ("image_sample_d_cl_o", 1376),
    ("image_sample_d_cl_o_g16", 1382),
    ("image_sample_d_g16", 1365),
    ("image_sample_d_o", 1346),
    ("image_sample_d_o_g16", 1367),
    ("image_sample_l", 1337),
    ("image_sample_l_o", 1347),
    ("image_sample_lz", 1339),
    ("image_sample_lz_o", 1349),
    ("image_sample_o", 1345),
    ("image_store", 1307),
    ("image_store_mip", 1308),
    ("image_store_mip_pck", 1310),
    ("image_store_pck", 1309),
    ("s_abs_i32", 102),
    ("s_absdiff_i32", 6),
    ("s_add_co_ci_u32", 4),
    ("s_add_co_i32", 2),
    ("s_add_co_u32", 0),
    ("s_add_f16", 61),
    ("s_add_f32", 52),
    ("s_add_nc_u64", 71),
    ("s_addk_co_i32", 77),
    ("s_and_b32", 21),
    ("s_and_b64", 22),
    ("s_and_not0_saveexec_b32", 125),
    ("s_and_not0_saveexec_b64", 126),
    ("s_and_not0_wrexec_b32", 133),
    ("s_and_not0_wrexec_b64", 134),
    ("s_and_not1_b32", 33),
    ("s_and_not1_b64", 34),
    ("s_and_not1_saveexec_b32", 129),
    ("s_and_not1_saveexec_b64", 130),
    ("s_and_not1_wrexec_b32", 135),
    ("s_and_not1_wrexec_b64", 136),
    ("s_and_saveexec_b32", 113),
    ("s_and_saveexec_b64", 114),
    ("s_ashr_i32", 11),
    ("s_ashr_i64", 12),
    ("s_barrier_signal", 148),
    ("s_barrier_signal_isfirst", 149),
    ("s_barrier_wait", 227),
    ("s_bcnt0_i32_b32", 103),
    ("s_bcnt0_i32_b64", 104),
    ("s_bcnt1_i32_b32", 105),
    ("s_bcnt1_i32_b64", 106),
    ("s_bfe_i32", 38),
    ("s_bfe_i64", 40),
    ("s_bfe_u32", 37),
    ("s_bfe_u64", 39),
    ("s_bfm_b32", 41),
    ("s_bfm_b64", 42),
    ("s_bitcmp0_b32", 180),
    ("s_bitcmp0_b64", 182),
    ("s_bitcmp1_b32", 181),
    ("s_bitcmp1_b64", 183),
    ("s_bitreplicate_b64_b32", 101),
    ("s_bitset0_b32", 97),
    ("s_bitset0_b64", 98),
    ("s_bitset1_b32", 99),
    ("s_bitset1_b64", 100),
    ("s_branch", 229),
    ("s_brev_b32", 87),
    ("s_brev_b64", 88),
    ("s_buffer_load_b128", 266),
    ("s_buffer_load_b256", 267),
    ("s_buffer_load_b32", 264),
    ("s_buffer_load_b512", 268),
    ("s_buffer_load_b64", 265),
    ("s_buffer_load_b96", 269),
    ("s_buffer_load_i16", 272),
    ("s_buffer_load_i8", 270),
    ("s_buffer_load_u16", 273),
    ("s_buffer_load_u8", 271),
    ("s_buffer_prefetch_data", 278),
    ("s_call_b64", 82),
    ("s_cbranch_execnz", 235),
    ("s_cbranch_execz", 234),
    ("s_cbranch_scc0", 230),
    ("s_cbranch_scc1", 231),
    ("s_cbranch_vccnz", 233),
    ("s_cbranch_vccz", 232),
    ("s_ceil_f16", 164),
    ("s_ceil_f32", 153),
    ("s_clause", 218),
    ("s_cls_i32", 93),
    ("s_cls_i32_i64", 94),
    ("s_clz_i32_u32", 91),
    ("s_clz_i32_u64", 92),
    ("s_cmov_b32", 85),
    ("s_cmov_b64", 86),
    ("s_cmovk_i32", 76),
    ("s_cmp_eq_f16", 201),
    ("s_cmp_eq_f32", 187),
    ("s_cmp_eq_i32", 168),
    ("s_cmp_eq_u32", 174),
    ("s_cmp_eq_u64", 184),
    ("s_cmp_ge_f16", 205),
    ("s_cmp_ge_f32", 191),
    ("s_cmp_ge_i32", 171),
    ("s_cmp_ge_u32", 177),
    ("s_cmp_gt_f16", 203),
    ("s_cmp_gt_f32", 189),
    ("s_cmp_gt_i32", 170),
    ("s_cmp_gt_u32", 176),
    ("s_cmp_le_f16", 202),
    ("s_cmp_le_f32", 188),
    ("s_cmp_le_i32", 173),
    ("s_cmp_le_u32", 179),
    ("s_cmp_lg_f16", 204),
    ("s_cmp_lg_f32", 190),
    ("s_cmp_lg_i32", 169),
    ("s_cmp_lg_u32", 175),
    ("s_cmp_lg_u64", 185),
    ("s_cmp_lt_f16", 200),
    ("s_cmp_lt_f32", 186),
    ("s_cmp_lt_i32", 172),
    ("s_cmp_lt_u32", 178),
    ("s_cmp_neq_f16", 212),
    ("s_cmp_neq_f32", 198),
    ("s_cmp_nge_f16", 208),
    ("s_cmp_nge_f32", 194),
    ("s_cmp_ngt_f16", 210),
    ("s_cmp_ngt_f32", 196),
    ("s_cmp_nle_f16", 211),
    ("s_cmp_nle_f32", 197),
    ("s_cmp_nlg_f16", 209),
    ("s_cmp_nlg_f32", 195),
    ("s_cmp_nlt_f16", 213),
    ("s_cmp_nlt_f32", 199),
    ("s_cmp_o_f16", 206),
    ("s_cmp_o_f32", 192),
    ("s_cmp_u_f16", 207),
    ("s_cmp_u_f32", 193),
    ("s_code_end", 228),
    ("s_cselect_b32", 46),
    ("s_cselect_b64", 47),
    ("s_ctz_i32_b32", 89),
    ("s_ctz_i32_b64", 90),
    ("s_cvt_f16_f32", 161),
    ("s_cvt_f32_f16", 162),
    ("s_cvt_f32_i32", 157),
    ("s_cvt_f32_u32", 158),
    ("s_cvt_hi_f32_f16", 163),
    ("s_cvt_i32_f32", 159),
    ("s_cvt_pk_rtz_f16_f32", 60),
    ("s_cvt_u32_f32", 160),
    ("s_dcache_inv", 274),
    ("s_decperflevel", 243),
    ("s_delay_alu", 219),
    ("s_denorm_mode", 226),
    ("s_endpgm", 236),
    ("s_endpgm_saved", 237),
    ("s_floor_f16", 165),
    ("s_floor_f32", 154),
    ("s_fmaak_f32", 57),
    ("s_fmac_f16", 66),
    ("s_fmac_f32", 59),
    ("s_fmamk_f32", 58),
    ("s_get_barrier_state", 150),
    ("s_getpc_b64", 142),
    ("s_getreg_b32", 79),
    ("s_icache_inv", 244),
    ("s_incperflevel", 242),
    ("s_load_b128", 256),
    ("s_load_b256", 257),
    ("s_load_b32", 254),
    ("s_load_b512", 258),
    ("s_load_b64", 255),
    ("s_load_b96", 259),
    ("s_load_i16", 262),
    ("s_load_i8", 260),
    ("s_load_u16", 263),
    ("s_load_u8", 261),
    ("s_lshl1_add_u32", 13),
    ("s_lshl2_add_u32", 14),
    ("s_lshl3_add_u32", 15),
    ("s_lshl4_add_u32", 16),
    ("s_lshl_b32", 7),
    ("s_lshl_b64", 8),
    ("s_lshr_b32", 9),
    ("s_lshr_b64", 10),
    ("s_max_i32", 19),
    ("s_max_num_f16", 64),
    ("s_max_num_f32", 55),
    ("s_max_u32", 20),
    ("s_maximum_f16", 70),
    ("s_maximum_f32", 68),
    ("s_min_i32", 17),
    ("s_min_num_f16", 63),
    ("s_min_num_f32", 54),
    ("s_min_u32", 18),
    ("s_minimum_f16", 69),
    ("s_minimum_f32", 67),
    ("s_mov_b32", 83),
    ("s_mov_b64", 84),
    ("s_movk_i32", 74),
    ("s_movreld_b32", 139),
    ("s_movreld_b64", 140),
    ("s_movrels_b32", 137),
    ("s_movrels_b64", 138),
    ("s_movrelsd_2_b32", 141),
    ("s_mul_f16", 65),
    ("s_mul_f32", 56),
    ("s_mul_hi_i32", 45),
    ("s_mul_hi_u32", 44),
    ("s_mul_i32", 43),
    ("s_mul_u64", 73),
    ("s_mulk_i32", 78),
    ("s_nand_b32", 27),
    ("s_nand_b64", 28),
    ("s_nand_saveexec_b32", 119),
    ("s_nand_saveexec_b64", 120),
    ("s_nop", 214),
    ("s_nor_b32", 29),
    ("s_nor_b64", 30),
    ("s_nor_saveexec_b32", 121),
    ("s_nor_saveexec_b64", 122),
    ("s_not_b32", 111),
    ("s_not_b64", 112),
    ("s_or_b32", 23),
    ("s_or_b64", 24),
    ("s_or_not0_saveexec_b32", 127),
    ("s_or_not0_saveexec_b64", 128),
    ("s_or_not1_b32", 35),
    ("s_or_not1_b64", 36),
    ("s_or_not1_saveexec_b32", 131),
    ("s_or_not1_saveexec_b64", 132),
    ("s_or_saveexec_b32", 115),
    ("s_or_saveexec_b64", 116),
    ("s_pack_hh_b32_b16", 50),
    ("s_pack_hl_b32_b16", 51),
    ("s_pack_lh_b32_b16", 49),
    ("s_pack_ll_b32_b16", 48),
    ("s_prefetch_data", 277),
    ("s_prefetch_data_pc_rel", 279),
    ("s_prefetch_inst", 275),
    ("s_prefetch_inst_pc_rel", 276),
    ("s_quadmask_b32", 107),
    ("s_quadmask_b64", 108),
    ("s_rfe_b64", 145),
    ("s_rndne_f16", 167),
    ("s_rndne_f32", 156),
    ("s_round_mode", 225),
    ("s_sendmsg", 240),
    ("s_sendmsg_rtn_b32", 146),
    ("s_sendmsg_rtn_b64", 147),
    ("s_sendmsghalt", 241),
    ("s_sethalt", 216),
    ("s_setkill", 215),
    ("s_setpc_b64", 143),
    ("s_setprio", 239),
    ("s_setreg_b32", 80),
    ("s_setreg_imm32_b32", 81),
    ("s_sext_i32_i16", 96),
    ("s_sext_i32_i8", 95),
    ("s_sleep", 217),
    ("s_sleep_var", 152),
    ("s_sub_co_ci_u32", 5),
    ("s_sub_co_i32", 3),
    ("s_sub_co_u32", 1),
    ("s_sub_f16", 62),
    ("s_sub_f32", 53),
    ("s_sub_nc_u64", 72),
    ("s_swappc_b64", 144),
    ("s_trap", 224),
    ("s_trunc_f16", 166),
    ("s_trunc_f32", 155),
    ("s_version", 75),
    ("s_wait_alu", 220),
    ("s_wait_bvhcnt", 248),
    ("s_wait_dscnt", 250),
    ("s_wait_event", 223),
    ("s_wait_expcnt", 249),
    ("s_wait_idle", 222),
    ("s_wait_kmcnt", 251),
    ("s_wait_loadcnt", 245),
    ("s_wait_loadcnt_dscnt", 252),
    ("s_wait_samplecnt", 247),
    ("s_wait_storecnt", 246),
    ("s_wait_storecnt_dscnt", 253),
    ("s_waitcnt", 221),
    ("s_wakeup", 238),
    ("s_wqm_b32", 109),
    ("s_wqm_b64", 110),
    ("s_xnor_b32", 31),
    ("s_xnor_b64", 32),
    ("s_xnor_saveexec_b32", 123),
    ("s_xnor_saveexec_b64", 124),
    ("s_xor_b32", 25),
    ("s_xor_b64", 26),
    ("s_xor_saveexec_b32", 117),
    ("s_xor_saveexec_b64", 118),
    ("scratch_load_b128", 1519),
    ("scratch_load_b32", 1516),
    ("scratch_load_b64", 1517),
    ("scratch_load_b96", 1518),
    ("scratch_load_block", 1534),
    ("scratch_load_d16_b16", 1528),
    ("scratch_load_d16_hi_b16", 1531),
    ("scratch_load_d16_hi_i8", 1530),
    ("scratch_load_d16_hi_u8", 1529),
    ("scratch_load_d16_i8", 1527),
    ("scratch_load_d16_u8", 1526),
    ("scratch_load_i16", 1515),
    ("scratch_load_i8", 1513),
    ("scratch_load_u16", 1514),
    ("scratch_load_u8", 1512),
    ("scratch_store_b128", 1525),
    ("scratch_store_b16", 1521),
    ("scratch_store_b32", 1522),
    ("scratch_store_b64", 1523),
    ("scratch_store_b8", 1520),
    ("scratch_store_b96", 1524),
    ("scratch_store_block", 1535),
    ("scratch_store_d16_hi_b16", 1533),
    ("scratch_store_d16_hi_b8", 1532),
    ("tbuffer_load_d16_format_x", 1293),
    ("tbuffer_load_d16_format_xy", 1294),
    ("tbuffer_load_d16_format_xyz", 1295),
    ("tbuffer_load_d16_format_xyzw", 1296),
    ("tbuffer_load_format_x", 1285),
    ("tbuffer_load_format_xy", 1286),
    ("tbuffer_load_format_xyz", 1287),
    ("tbuffer_load_format_xyzw", 1288),
    ("tbuffer_store_d16_format_x", 1297),
    ("tbuffer_store_d16_format_xy", 1298),
    ("tbuffer_store_d16_format_xyz", 1299),
    ("tbuffer_store_d16_format_xyzw", 1300),
    ("tbuffer_store_format_x", 1289),
    ("tbuffer_store_format_xy", 1290),
    ("tbuffer_store_format_xyz", 1291),
    ("tbuffer_store_format_xyzw", 1292),
    ("v_add3_u32", 930),
    ("v_add_co_ci_u32_e32", 308),
    ("v_add_co_ci_u32_e64", 1015),
    ("v_add_co_u32", 1022),
    ("v_add_f16_e32", 320),
    ("v_add_f16_e64", 778),
    ("v_add_f32_e32", 282),
    ("v_add_f32_e64", 745),
    ("v_add_f64_e32", 281),
    ("v_add_f64_e64", 744),
    ("v_add_lshl_u32", 920),
    ("v_add_nc_i16", 972),
    ("v_add_nc_i32", 989),
    ("v_add_nc_u16", 963),
    ("v_add_nc_u32_e32", 311),
    ("v_add_nc_u32_e64", 771),
    ("v_alignbit_b32", 883),
    ("v_alignbyte_b32", 884),
    ("v_and_b16", 1004),
    ("v_and_b32_e32", 303),
    ("v_and_b32_e64", 766),
    ("v_and_or_b32", 932),
    ("v_ashrrev_i16", 997),
    ("v_ashrrev_i32_e32", 302),
    ("v_ashrrev_i32_e64", 765),
    ("v_ashrrev_i64", 999),
    ("v_bcnt_u32_b32", 981),
    ("v_bfe_i32", 878),
    ("v_bfe_u32", 877),
    ("v_bfi_b32", 879),
    ("v_bfm_b32", 980),
    ("v_bfrev_b32_e32", 374),
    ("v_bfrev_b32_e64", 829),
    ("v_ceil_f16_e32", 399),
    ("v_ceil_f16_e64", 854),
    ("v_ceil_f32_e32", 359),
    ("v_ceil_f32_e64", 814),
    ("v_ceil_f64_e32", 352),
    ("v_ceil_f64_e64", 807),
    ("v_cls_i32_e32", 377),
    ("v_cls_i32_e64", 832),
    ("v_clz_i32_u32_e32", 375),
    ("v_clz_i32_u32_e64", 830),
    ("v_cmp_class_f16_e32", 497),
    ("v_cmp_class_f16_e64", 659),
    ("v_cmp_class_f32_e32", 498),
    ("v_cmp_class_f32_e64", 660),
    ("v_cmp_class_f64_e32", 499),
    ("v_cmp_class_f64_e64", 661),
    ("v_cmp_eq_f16_e32", 420),
    ("v_cmp_eq_f16_e64", 582),
    ("v_cmp_eq_f32_e32", 434),
    ("v_cmp_eq_f32_e64", 596),
    ("v_cmp_eq_f64_e32", 448),
    ("v_cmp_eq_f64_e64", 610),
    ("v_cmp_eq_i16_e32", 462),
    ("v_cmp_eq_i16_e64", 624),
    ("v_cmp_eq_i32_e32", 474),
    ("v_cmp_eq_i32_e64", 636),
    ("v_cmp_eq_i64_e32", 486),
    ("v_cmp_eq_i64_e64", 648),
    ("v_cmp_eq_u16_e32", 468),
    ("v_cmp_eq_u16_e64", 630),
    ("v_cmp_eq_u32_e32", 480),
    ("v_cmp_eq_u32_e64", 642),
    ("v_cmp_eq_u64_e32", 492),
    ("v_cmp_eq_u64_e64", 654),
    ("v_cmp_ge_f16_e32", 424),
    ("v_cmp_ge_f16_e64", 586),
    ("v_cmp_ge_f32_e32", 438),
    ("v_cmp_ge_f32_e64", 600),
    ("v_cmp_ge_f64_e32", 452),
    ("v_cmp_ge_f64_e64", 614),
    ("v_cmp_ge_i16_e32", 466),
    ("v_cmp_ge_i16_e64", 628),
    ("v_cmp_ge_i32_e32", 478),
    ("v_cmp_ge_i32_e64", 640),
    ("v_cmp_ge_i64_e32", 490),
    ("v_cmp_ge_i64_e64", 652),
    ("v_cmp_ge_u16_e32", 472),
    ("v_cmp_ge_u16_e64", 634),
    ("v_cmp_ge_u32_e32", 484),
    ("v_cmp_ge_u32_e64", 646),
    ("v_cmp_ge_u64_e32", 496),
    ("v_cmp_ge_u64_e64", 658),
    ("v_cmp_gt_f16_e32", 422),
    ("v_cmp_gt_f16_e64", 584),
    ("v_cmp_gt_f32_e32", 436),
    ("v_cmp_gt_f32_e64", 598),
    ("v_cmp_gt_f64_e32", 450),
    ("v_cmp_gt_f64_e64", 612),
    ("v_cmp_gt_i16_e32", 464),
    ("v_cmp_gt_i16_e64", 626),
    ("v_cmp_gt_i32_e32", 476),
    ("v_cmp_gt_i32_e64", 638),
    ("v_cmp_gt_i64_e32", 488),
    ("v_cmp_gt_i64_e64", 650),
    ("v_cmp_gt_u16_e32", 470),
    ("v_cmp_gt_u16_e64", 632),
    ("v_cmp_gt_u32_e32", 482),
    ("v_cmp_gt_u32_e64", 644),
    ("v_cmp_gt_u64_e32", 494),
    ("v_cmp_gt_u64_e64", 656),
    ("v_cmp_le_f16_e32", 421),
    ("v_cmp_le_f16_e64", 583),
    ("v_cmp_le_f32_e32", 435),
    ("v_cmp_le_f32_e64", 597),
    ("v_cmp_le_f64_e32", 449),
    ("v_cmp_le_f64_e64", 611),
    ("v_cmp_le_i16_e32", 463),
    ("v_cmp_le_i16_e64", 625),
    ("v_cmp_le_i32_e32", 475),
    ("v_cmp_le_i32_e64", 637),
    ("v_cmp_le_i64_e32", 487),
    ("v_cmp_le_i64_e64", 649),
    ("v_cmp_le_u16_e32", 469),
    ("v_cmp_le_u16_e64", 631),
    ("v_cmp_le_u32_e32", 481),
    ("v_cmp_le_u32_e64", 643),
    ("v_cmp_le_u64_e32", 493),
    ("v_cmp_le_u64_e64", 655),
    ("v_cmp_lg_f16_e32", 423),
    ("v_cmp_lg_f16_e64", 585),
    ("v_cmp_lg_f32_e32", 437),
    ("v_cmp_lg_f32_e64", 599),
    ("v_cmp_lg_f64_e32", 451),
    ("v_cmp_lg_f64_e64", 613),
    ("v_cmp_lt_f16_e32", 419),
    ("v_cmp_lt_f16_e64", 581),
    ("v_cmp_lt_f32_e32", 433),
    ("v_cmp_lt_f32_e64", 595),
    ("v_cmp_lt_f64_e32", 447),
    ("v_cmp_lt_f64_e64", 609),
    ("v_cmp_lt_i16_e32", 461),
    ("v_cmp_lt_i16_e64", 623),
    ("v_cmp_lt_i32_e32", 473),
    ("v_cmp_lt_i32_e64", 635),
    ("v_cmp_lt_i64_e32", 485),
    ("v_cmp_lt_i64_e64", 647),
    ("v_cmp_lt_u16_e32", 467),
    ("v_cmp_lt_u16_e64", 629),
    ("v_cmp_lt_u32_e32", 479),
    ("v_cmp_lt_u32_e64", 641),
    ("v_cmp_lt_u64_e32", 491),
    ("v_cmp_lt_u64_e64", 653),
    ("v_cmp_ne_i16_e32", 465),
    ("v_cmp_ne_i16_e64", 627),
    ("v_cmp_ne_i32_e32", 477),
    ("v_cmp_ne_i32_e64", 639),
    ("v_cmp_ne_i64_e32", 489),
    ("v_cmp_ne_i64_e64", 651),
    ("v_cmp_ne_u16_e32", 471),
    ("v_cmp_ne_u16_e64", 633),
    ("v_cmp_ne_u32_e32", 483),
    ("v_cmp_ne_u32_e64", 645),
    ("v_cmp_ne_u64_e32", 495),
    ("v_cmp_ne_u64_e64", 657),
    ("v_cmp_neq_f16_e32", 431),
    ("v_cmp_neq_f16_e64", 593),
    ("v_cmp_neq_f32_e32", 445),
    ("v_cmp_neq_f32_e64", 607),
    ("v_cmp_neq_f64_e32", 459),
    ("v_cmp_neq_f64_e64", 621),
    ("v_cmp_nge_f16_e32", 427),
    ("v_cmp_nge_f16_e64", 589),
    ("v_cmp_nge_f32_e32", 441),
    ("v_cmp_nge_f32_e64", 603),
    ("v_cmp_nge_f64_e32", 455),
    ("v_cmp_nge_f64_e64", 617),
    ("v_cmp_ngt_f16_e32", 429),
    ("v_cmp_ngt_f16_e64", 591),
    ("v_cmp_ngt_f32_e32", 443),
    ("v_cmp_ngt_f32_e64", 605),
    ("v_cmp_ngt_f64_e32", 457),
    ("v_cmp_ngt_f64_e64", 619),
    ("v_cmp_nle_f16_e32", 430),
    ("v_cmp_nle_f16_e64", 592),
    ("v_cmp_nle_f32_e32", 444),
    ("v_cmp_nle_f32_e64", 606),
    ("v_cmp_nle_f64_e32", 458),
    ("v_cmp_nle_f64_e64", 620),
    ("v_cmp_nlg_f16_e32", 428),
    ("v_cmp_nlg_f16_e64", 590),
    ("v_cmp_nlg_f32_e32", 442),
    ("v_cmp_nlg_f32_e64", 604),
    ("v_cmp_nlg_f64_e32", 456),
    ("v_cmp_nlg_f64_e64", 618),
    ("v_cmp_nlt_f16_e32", 432),
    ("v_cmp_nlt_f16_e64", 594),
    ("v_cmp_nlt_f32_e32", 446),
    ("v_cmp_nlt_f32_e64", 608),
    ("v_cmp_nlt_f64_e32", 460),
    ("v_cmp_nlt_f64_e64", 622),
    ("v_cmp_o_f16_e32", 425),
    ("v_cmp_o_f16_e64", 587),
    ("v_cmp_o_f32_e32", 439),
    ("v_cmp_o_f32_e64", 601),
    ("v_cmp_o_f64_e32", 453),
    ("v_cmp_o_f64_e64", 615),
    ("v_cmp_u_f16_e32", 426),
    ("v_cmp_u_f16_e64", 588),
    ("v_cmp_u_f32_e32", 440),
    ("v_cmp_u_f32_e64", 602),
    ("v_cmp_u_f64_e32", 454),
    ("v_cmp_u_f64_e64", 616),
    ("v_cmpx_class_f16_e32", 578),
    ("v_cmpx_class_f16_e64", 740),
    ("v_cmpx_class_f32_e32", 579),
    ("v_cmpx_class_f32_e64", 741),
    ("v_cmpx_class_f64_e32", 580),
    ("v_cmpx_class_f64_e64", 742),
    ("v_cmpx_eq_f16_e32", 501),
    ("v_cmpx_eq_f16_e64", 663),
    ("v_cmpx_eq_f32_e32", 515),
    ("v_cmpx_eq_f32_e64", 677),
    ("v_cmpx_eq_f64_e32", 529),
    ("v_cmpx_eq_f64_e64", 691),
    ("v_cmpx_eq_i16_e32", 543),
    ("v_cmpx_eq_i16_e64", 705),
    ("v_cmpx_eq_i32_e32", 555),
    ("v_cmpx_eq_i32_e64", 717),
    ("v_cmpx_eq_i64_e32", 567),
    ("v_cmpx_eq_i64_e64", 729),
    ("v_cmpx_eq_u16_e32", 549),
    ("v_cmpx_eq_u16_e64", 711),
    ("v_cmpx_eq_u32_e32", 561),
    ("v_cmpx_eq_u32_e64", 723),
    ("v_cmpx_eq_u64_e32", 573),
    ("v_cmpx_eq_u64_e64", 735),
    ("v_cmpx_ge_f16_e32", 505),
    ("v_cmpx_ge_f16_e64", 667),
    ("v_cmpx_ge_f32_e32", 519),
    ("v_cmpx_ge_f32_e64", 681),
    ("v_cmpx_ge_f64_e32", 533),
    ("v_cmpx_ge_f64_e64", 695),
    ("v_cmpx_ge_i16_e32", 547),
    ("v_cmpx_ge_i16_e64", 709),
    ("v_cmpx_ge_i32_e32", 559),
    ("v_cmpx_ge_i32_e64", 721),
    ("v_cmpx_ge_i64_e32", 571),
    ("v_cmpx_ge_i64_e64", 733),
    ("v_cmpx_ge_u16_e32", 553),
    ("v_cmpx_ge_u16_e64", 715),
    ("v_cmpx_ge_u32_e32", 565),
    ("v_cmpx_ge_u32_e64", 727),
    ("v_cmpx_ge_u64_e32", 577),
    ("v_cmpx_ge_u64_e64", 739),
    ("v_cmpx_gt_f16_e32", 503),
    ("v_cmpx_gt_f16_e64", 665),
    ("v_cmpx_gt_f32_e32", 517),
    ("v_cmpx_gt_f32_e64", 679),
    ("v_cmpx_gt_f64_e32", 531),
    ("v_cmpx_gt_f64_e64", 693),
    ("v_cmpx_gt_i16_e32", 545),
    ("v_cmpx_gt_i16_e64", 707),
    ("v_cmpx_gt_i32_e32", 557),
    ("v_cmpx_gt_i32_e64", 719),
    ("v_cmpx_gt_i64_e32", 569),
    ("v_cmpx_gt_i64_e64", 731),
    ("v_cmpx_gt_u16_e32", 551),
    ("v_cmpx_gt_u16_e64", 713),
    ("v_cmpx_gt_u32_e32", 563),
    ("v_cmpx_gt_u32_e64", 725),
    ("v_cmpx_gt_u64_e32", 575),
    ("v_cmpx_gt_u64_e64", 737),
    ("v_cmpx_le_f16_e32", 502),
    ("v_cmpx_le_f16_e64", 664),
    ("v_cmpx_le_f32_e32", 516),
    ("v_cmpx_le_f32_e64", 678),
    ("v_cmpx_le_f64_e32", 530),
    ("v_cmpx_le_f64_e64", 692),
    ("v_cmpx_le_i16_e32", 544),
    ("v_cmpx_le_i16_e64", 706),
    ("v_cmpx_le_i32_e32", 556),
    ("v_cmpx_le_i32_e64", 718),
    ("v_cmpx_le_i64_e32", 568),
    ("v_cmpx_le_i64_e64", 730),
    ("v_cmpx_le_u16_e32", 550),
    ("v_cmpx_le_u16_e64", 712),
    ("v_cmpx_le_u32_e32", 562),
    ("v_cmpx_le_u32_e64", 724),
    ("v_cmpx_le_u64_e32", 574),
    ("v_cmpx_le_u64_e64", 736),
    ("v_cmpx_lg_f16_e32", 504),
    ("v_cmpx_lg_f16_e64", 666),
    ("v_cmpx_lg_f32_e32", 518),
    ("v_cmpx_lg_f32_e64", 680),
    ("v_cmpx_lg_f64_e32", 532),
    ("v_cmpx_lg_f64_e64", 694),
    ("v_cmpx_lt_f16_e32", 500),
    ("v_cmpx_lt_f16_e64", 662),
    ("v_cmpx_lt_f32_e32", 514),
    ("v_cmpx_lt_f32_e64", 676),
    ("v_cmpx_lt_f64_e32", 528),
    ("v_cmpx_lt_f64_e64", 690),
    ("v_cmpx_lt_i16_e32", 542),
    ("v_cmpx_lt_i16_e64", 704),
    ("v_cmpx_lt_i32_e32", 554),
    ("v_cmpx_lt_i32_e64", 716),
    ("v_cmpx_lt_i64_e32", 566),
    ("v_cmpx_lt_i64_e64", 728),
    ("v_cmpx_lt_u16_e32", 548),
    ("v_cmpx_lt_u16_e64", 710),
    ("v_cmpx_lt_u32_e32", 560),
    ("v_cmpx_lt_u32_e64", 722),
    ("v_cmpx_lt_u64_e32", 572),
    ("v_cmpx_lt_u64_e64", 734),
    ("v_cmpx_ne_i16_e32", 546),
    ("v_cmpx_ne_i16_e64", 708),
    ("v_cmpx_ne_i32_e32", 558),
    ("v_cmpx_ne_i32_e64", 720),
    ("v_cmpx_ne_i64_e32", 570),
    ("v_cmpx_ne_i64_e64", 732),
    ("v_cmpx_ne_u16_e32", 552),
    ("v_cmpx_ne_u16_e64", 714),
    ("v_cmpx_ne_u32_e32", 564),
    ("v_cmpx_ne_u32_e64", 726),
    ("v_cmpx_ne_u64_e32", 576),
    ("v_cmpx_ne_u64_e64", 738),
    ("v_cmpx_neq_f16_e32", 512),
    ("v_cmpx_neq_f16_e64", 674),
    ("v_cmpx_neq_f32_e32", 526),
    ("v_cmpx_neq_f32_e64", 688),
    ("v_cmpx_neq_f64_e32", 540),
    ("v_cmpx_neq_f64_e64", 702),
    ("v_cmpx_nge_f16_e32", 508),
    ("v_cmpx_nge_f16_e64", 670),
    ("v_cmpx_nge_f32_e32", 522),
    ("v_cmpx_nge_f32_e64", 684),
    ("v_cmpx_nge_f64_e32", 536),
    ("v_cmpx_nge_f64_e64", 698),
    ("v_cmpx_ngt_f16_e32", 510),
    ("v_cmpx_ngt_f16_e64", 672),
    ("v_cmpx_ngt_f32_e32", 524),
    ("v_cmpx_ngt_f32_e64", 686),
    ("v_cmpx_ngt_f64_e32", 538),
    ("v_cmpx_ngt_f64_e64", 700),
    ("v_cmpx_nle_f16_e32", 511),
    ("v_cmpx_nle_f16_e64", 673),
    ("v_cmpx_nle_f32_e32", 525),
    ("v_cmpx_nle_f32_e64", 687),
    ("v_cmpx_nle_f64_e32", 539),
    ("v_cmpx_nle_f64_e64", 701),
    ("v_cmpx_nlg_f16_e32", 509),
    ("v_cmpx_nlg_f16_e64", 671),
    ("v_cmpx_nlg_f32_e32", 523),
    ("v_cmpx_nlg_f32_e64", 685),
    ("v_cmpx_nlg_f64_e32", 537),
    ("v_cmpx_nlg_f64_e64", 699),
    ("v_cmpx_nlt_f16_e32", 513),
    ("v_cmpx_nlt_f16_e64", 675),
    ("v_cmpx_nlt_f32_e32", 527),
    ("v_cmpx_nlt_f32_e64", 689),
    ("v_cmpx_nlt_f64_e32", 541),
    ("v_cmpx_nlt_f64_e64", 703),
    ("v_cmpx_o_f16_e32", 506),
    ("v_cmpx_o_f16_e64", 668),
    ("v_cmpx_o_f32_e32", 520),
    ("v_cmpx_o_f32_e64", 682),
    ("v_cmpx_o_f64_e32", 534),
    ("v_cmpx_o_f64_e64", 696),
    ("v_cmpx_u_f16_e32", 507),
    ("v_cmpx_u_f16_e64", 669),
    ("v_cmpx_u_f32_e32", 521),
    ("v_cmpx_u_f32_e64", 683),
    ("v_cmpx_u_f64_e32", 535),
    ("v_cmpx_u_f64_e64", 697),
    ("v_cndmask_b16", 938),
    ("v_cndmask_b32_e32", 280),
    ("v_cndmask_b32_e64", 743),
    ("v_cos_f16_e32", 404),
    ("v_cos_f16_e64", 859),
    ("v_cos_f32_e32", 372),
    ("v_cos_f32_e64", 827),
    ("v_ctz_i32_b32_e32", 376),
    ("v_ctz_i32_b32_e64", 831),
    ("v_cubeid_f32", 873),
    ("v_cubema_f32", 876),
    ("v_cubesc_f32", 874),
    ("v_cubetc_f32", 875),
    ("v_cvt_f16_f32_e32", 338),
    ("v_cvt_f16_f32_e64", 793),
    ("v_cvt_f16_i16_e32", 388),
    ("v_cvt_f16_i16_e64", 843),
    ("v_cvt_f16_u16_e32", 387),
    ("v_cvt_f16_u16_e64", 842),
    ("v_cvt_f32_bf8_e32", 416),
    ("v_cvt_f32_bf8_e64", 867),
    ("v_cvt_f32_f16_e32", 339),
    ("v_cvt_f32_f16_e64", 794),
    ("v_cvt_f32_f64_e32", 343),
    ("v_cvt_f32_f64_e64", 798),
    ("v_cvt_f32_fp8_e32", 415),
    ("v_cvt_f32_fp8_e64", 866),
    ("v_cvt_f32_i32_e32", 334),
    ("v_cvt_f32_i32_e64", 789),
    ("v_cvt_f32_u32_e32", 335),
    ("v_cvt_f32_u32_e64", 790),
    ("v_cvt_f32_ubyte0_e32", 345),
    ("v_cvt_f32_ubyte0_e64", 800),
    ("v_cvt_f32_ubyte1_e32", 346),
    ("v_cvt_f32_ubyte1_e64", 801),
    ("v_cvt_f32_ubyte2_e32", 347),
    ("v_cvt_f32_ubyte2_e64", 802),
    ("v_cvt_f32_ubyte3_e32", 348),
    ("v_cvt_f32_ubyte3_e64", 803),
    ("v_cvt_f64_f32_e32", 344),
    ("v_cvt_f64_f32_e64", 799),
    ("v_cvt_f64_i32_e32", 333),
    ("v_cvt_f64_i32_e64", 788),
    ("v_cvt_f64_u32_e32", 350),
    ("v_cvt_f64_u32_e64", 805),
    ("v_cvt_floor_i32_f32_e32", 341),
    ("v_cvt_floor_i32_f32_e64", 796),
    ("v_cvt_i16_f16_e32", 390),
    ("v_cvt_i16_f16_e64", 845),
    ("v_cvt_i32_f32_e32", 337),
    ("v_cvt_i32_f32_e64", 792),
    ("v_cvt_i32_f64_e32", 332),
    ("v_cvt_i32_f64_e64", 787),
    ("v_cvt_i32_i16_e32", 413),
    ("v_cvt_i32_i16_e64", 864),
    ("v_cvt_nearest_i32_f32_e32", 340),
    ("v_cvt_nearest_i32_f32_e64", 795),
    ("v_cvt_norm_i16_f16_e32", 406),
    ("v_cvt_norm_i16_f16_e64", 861),
    ("v_cvt_norm_u16_f16_e32", 407),
    ("v_cvt_norm_u16_f16_e64", 862),
    ("v_cvt_off_f32_i4_e32", 342),
    ("v_cvt_off_f32_i4_e64", 797),
    ("v_cvt_pk_bf8_f32", 1012),
    ("v_cvt_pk_f32_bf8_e32", 418),
    ("v_cvt_pk_f32_bf8_e64", 869),
    ("v_cvt_pk_f32_fp8_e32", 417),
    ("v_cvt_pk_f32_fp8_e64", 868),
    ("v_cvt_pk_fp8_f32", 1011),
    ("v_cvt_pk_i16_f32", 966),
    ("v_cvt_pk_i16_i32", 987),
    ("v_cvt_pk_norm_i16_f16", 977),
    ("v_cvt_pk_norm_i16_f32", 984),
    ("v_cvt_pk_norm_u16_f16", 978),
    ("v_cvt_pk_norm_u16_f32", 985),
    ("v_cvt_pk_rtz_f16_f32_e32", 317),
    ("v_cvt_pk_rtz_f16_f32_e64", 775),
    ("v_cvt_pk_u16_f32", 967),
    ("v_cvt_pk_u16_u32", 986),
    ("v_cvt_pk_u8_f32", 896),
    ("v_cvt_sr_bf8_f32", 1014),
    ("v_cvt_sr_fp8_f32", 1013),
    ("v_cvt_u16_f16_e32", 389),
    ("v_cvt_u16_f16_e64", 844),
    ("v_cvt_u32_f32_e32", 336),
    ("v_cvt_u32_f32_e64", 791),
    ("v_cvt_u32_f64_e32", 349),
    ("v_cvt_u32_f64_e64", 804),
    ("v_cvt_u32_u16_e32", 414),
    ("v_cvt_u32_u16_e64", 865),
    ("v_div_fixup_f16", 929),
    ("v_div_fixup_f32", 897),
    ("v_div_fixup_f64", 898),
    ("v_div_fmas_f32", 909),
    ("v_div_fmas_f64", 910),
    ("v_div_scale_f32", 1018),
    ("v_div_scale_f64", 1019),
    ("v_dot2_bf16_bf16", 944),
    ("v_dot2_f16_f16", 943),
    ("v_dot2_f32_bf16", 1047),
    ("v_dot2_f32_f16", 1042),
    ("v_dot4_f32_bf8_bf8", 1058),
    ("v_dot4_f32_bf8_fp8", 1056),
    ("v_dot4_f32_fp8_bf8", 1055),
    ("v_dot4_f32_fp8_fp8", 1057),
    ("v_dot4_i32_iu8", 1043),
    ("v_dot4_u32_u8", 1044),
    ("v_dot8_i32_iu4", 1045),
    ("v_dot8_u32_u4", 1046),
    ("v_exp_f16_e32", 395),
    ("v_exp_f16_e64", 850),
    ("v_exp_f32_e32", 362),
    ("v_exp_f32_e64", 817),
    ("v_floor_f16_e32", 398),
    ("v_floor_f16_e64", 853),
    ("v_floor_f32_e32", 361),
    ("v_floor_f32_e64", 816),
    ("v_floor_f64_e32", 354),
    ("v_floor_f64_e64", 809),
    ("v_fma_dx9_zero_f32", 870),
    ("v_fma_f16", 921),
    ("v_fma_f32", 880),
    ("v_fma_f64", 881),
    ("v_fma_mix_f32", 1052),
    ("v_fma_mixhi_f16", 1054),
    ("v_fma_mixlo_f16", 1053),
    ("v_fmaak_f16", 326),
    ("v_fmaak_f32", 316),
    ("v_fmac_f16_e32", 324),
    ("v_fmac_f16_e64", 782),
    ("v_fmac_f32_e32", 314),
    ("v_fmac_f32_e64", 774),
    ("v_fmamk_f16", 325),
    ("v_fmamk_f32", 315),
    ("v_fract_f16_e32", 402),
    ("v_fract_f16_e64", 857),
    ("v_fract_f32_e32", 357),
    ("v_fract_f32_e64", 812),
    ("v_fract_f64_e32", 380),
    ("v_fract_f64_e64", 835),
    ("v_frexp_exp_i16_f16_e32", 397),
    ("v_frexp_exp_i16_f16_e64", 852),
    ("v_frexp_exp_i32_f32_e32", 381),
    ("v_frexp_exp_i32_f32_e64", 836),
    ("v_frexp_exp_i32_f64_e32", 378),
    ("v_frexp_exp_i32_f64_e64", 833),
    ("v_frexp_mant_f16_e32", 396),
    ("v_frexp_mant_f16_e64", 851),
    ("v_frexp_mant_f32_e32", 382),
    ("v_frexp_mant_f32_e64", 837),
    ("v_frexp_mant_f64_e32", 379),
    ("v_frexp_mant_f64_e64", 834),
    ("v_interp_p10_f16_f32", 1083),
    ("v_interp_p10_f32", 1081),
    ("v_interp_p10_rtz_f16_f32", 1085),
    ("v_interp_p2_f16_f32", 1084),
    ("v_interp_p2_f32", 1082),
    ("v_interp_p2_rtz_f16_f32", 1086),
    ("v_ldexp_f16_e32", 327),
    ("v_ldexp_f16_e64", 783),
    ("v_ldexp_f32", 979),
    ("v_ldexp_f64", 990),
    ("v_lerp_u8", 882),
    ("v_log_f16_e32", 394),
    ("v_log_f16_e64", 849),
    ("v_log_f32_e32", 363),
    ("v_log_f32_e64", 818),
    ("v_lshl_add_u32", 919),
    ("v_lshl_or_b32", 931),
    ("v_lshlrev_b16", 995),
    ("v_lshlrev_b32_e32", 300),
    ("v_lshlrev_b32_e64", 763),
    ("v_lshlrev_b64_e32", 307),
    ("v_lshlrev_b64_e64", 770),
    ("v_lshrrev_b16", 996),
    ("v_lshrrev_b32_e32", 301),
    ("v_lshrrev_b32_e64", 764),
    ("v_lshrrev_b64", 998),
    ("v_mad_co_i64_i32", 1021),
    ("v_mad_co_u64_u32", 1020),
    ("v_mad_i16", 928),
    ("v_mad_i32_i16", 935),
    ("v_mad_i32_i24", 871),
    ("v_mad_u16", 916),
    ("v_mad_u32_u16", 934),
    ("v_mad_u32_u24", 872),
    ("v_max3_i16", 924),
    ("v_max3_i32", 888),
    ("v_max3_num_f16", 902),
    ("v_max3_num_f32", 900),
    ("v_max3_u16", 925),
    ("v_max3_u32", 889),
    ("v_max_i16", 969),
    ("v_max_i32_e32", 295),
    ("v_max_i32_e64", 758),
    ("v_max_num_f16_e32", 319),
    ("v_max_num_f16_e64", 777),
    ("v_max_num_f32_e32", 299),
    ("v_max_num_f32_e64", 762),
    ("v_max_num_f64_e32", 293),
    ("v_max_num_f64_e64", 756),
    ("v_max_u16", 968),
    ("v_max_u32_e32", 297),
    ("v_max_u32_e64", 760),
    ("v_maximum3_f16", 906),
    ("v_maximum3_f32", 904),
    ("v_maximum_f16", 1010),
    ("v_maximum_f32", 1008),
    ("v_maximum_f64", 1001),
    ("v_maximumminimum_f16", 952),
    ("v_maximumminimum_f32", 950),
    ("v_maxmin_i32", 941),
    ("v_maxmin_num_f16", 948),
    ("v_maxmin_num_f32", 946),
    ("v_maxmin_u32", 939),
    ("v_mbcnt_hi_u32_b32", 983),
    ("v_mbcnt_lo_u32_b32", 982),
    ("v_med3_i16", 926),
    ("v_med3_i32", 890),
    ("v_med3_num_f16", 908),
    ("v_med3_num_f32", 907),
    ("v_med3_u16", 927),
    ("v_med3_u32", 891),
    ("v_min3_i16", 922),
    ("v_min3_i32", 886),
    ("v_min3_num_f16", 901),
    ("v_min3_num_f32", 899),
    ("v_min3_u16", 923),
    ("v_min3_u32", 887),
    ("v_min_i16", 971),
    ("v_min_i32_e32", 294),
    ("v_min_i32_e64", 757),
    ("v_min_num_f16_e32", 318),
    ("v_min_num_f16_e64", 776),
    ("v_min_num_f32_e32", 298),
    ("v_min_num_f32_e64", 761),
    ("v_min_num_f64_e32", 292),
    ("v_min_num_f64_e64", 755),
    ("v_min_u16", 970),
    ("v_min_u32_e32", 296),
    ("v_min_u32_e64", 759),
    ("v_minimum3_f16", 905),
    ("v_minimum3_f32", 903),
    ("v_minimum_f16", 1009),
    ("v_minimum_f32", 1007),
    ("v_minimum_f64", 1000),
    ("v_minimummaximum_f16", 951),
    ("v_minimummaximum_f32", 949),
    ("v_minmax_i32", 942),
    ("v_minmax_num_f16", 947),
    ("v_minmax_num_f32", 945),
    ("v_minmax_u32", 940),
    ("v_mov_b16_e32", 356),
    ("v_mov_b32_e32", 330),
    ("v_mov_b32_e64", 785),
    ("v_movreld_b32_e32", 383),
    ("v_movreld_b32_e64", 838),
    ("v_movrels_b32_e32", 384),
    ("v_movrels_b32_e64", 839),
    ("v_movrelsd_2_b32_e32", 386),
    ("v_movrelsd_2_b32_e64", 841),
    ("v_movrelsd_b32_e32", 385),
    ("v_movrelsd_b32_e64", 840),
    ("v_mqsad_pk_u16_u8", 913),
    ("v_mqsad_u32_u8", 914),
    ("v_msad_u8", 911),
    ("v_mul_dx9_zero_f32_e32", 286),
    ("v_mul_dx9_zero_f32_e64", 749),
    ("v_mul_f16_e32", 323),
    ("v_mul_f16_e64", 781),
    ("v_mul_f32_e32", 287),
    ("v_mul_f32_e64", 750),
    ("v_mul_f64_e32", 285),
    ("v_mul_f64_e64", 748),
    ("v_mul_hi_i32", 993),
    ("v_mul_hi_i32_i24_e32", 289),
    ("v_mul_hi_i32_i24_e64", 752),
    ("v_mul_hi_u32", 992),
    ("v_mul_hi_u32_u24_e32", 291),
    ("v_mul_hi_u32_u24_e64", 754),
    ("v_mul_i32_i24_e32", 288),
    ("v_mul_i32_i24_e64", 751),
    ("v_mul_lo_u16", 965),
    ("v_mul_lo_u32", 991),
    ("v_mul_u32_u24_e32", 290),
    ("v_mul_u32_u24_e64", 753),
    ("v_mullit_f32", 885),
    ("v_nop", 329),
    ("v_nop", 784),
    ("v_not_b16_e32", 412),
    ("v_not_b16_e64", 863),
    ("v_not_b32_e32", 373),
    ("v_not_b32_e64", 828),
    ("v_or3_b32", 933),
    ("v_or_b16", 1005),
    ("v_or_b32_e32", 304),
    ("v_or_b32_e64", 767),
    ("v_pack_b32_f16", 976),
    ("v_perm_b32", 917),
    ("v_permlane16_b32", 936),
    ("v_permlane16_var_b32", 974),
    ("v_permlane64_b32", 410),
    ("v_permlanex16_b32", 937),
    ("v_permlanex16_var_b32", 975),
    ("v_pipeflush", 355),
    ("v_pipeflush", 810),
    ("v_pk_add_f16", 1040),
    ("v_pk_add_i16", 1027),
    ("v_pk_add_u16", 1035),
    ("v_pk_ashrrev_i16", 1031),
    ("v_pk_fma_f16", 1039),
    ("v_pk_fmac_f16", 328),
    ("v_pk_lshlrev_b16", 1029),
    ("v_pk_lshrrev_b16", 1030),
    ("v_pk_mad_i16", 1025),
    ("v_pk_mad_u16", 1034),
    ("v_pk_max_i16", 1032),
    ("v_pk_max_num_f16", 1049),
    ("v_pk_max_u16", 1037),
    ("v_pk_maximum_f16", 1051),
    ("v_pk_min_i16", 1033),
    ("v_pk_min_num_f16", 1048),
    ("v_pk_min_u16", 1038),
    ("v_pk_minimum_f16", 1050),
    ("v_pk_mul_f16", 1041),
    ("v_pk_mul_lo_u16", 1026),
    ("v_pk_sub_i16", 1028),
    ("v_pk_sub_u16", 1036),
    ("v_qsad_pk_u16_u8", 912),
    ("v_rcp_f16_e32", 391),
    ("v_rcp_f16_e64", 846),
    ("v_rcp_f32_e32", 364),
    ("v_rcp_f32_e64", 819),
    ("v_rcp_f64_e32", 367),
    ("v_rcp_f64_e64", 822),
    ("v_rcp_iflag_f32_e32", 365),
    ("v_rcp_iflag_f32_e64", 820),
    ("v_readfirstlane_b32", 331),
    ("v_readlane_b32", 1002),
    ("v_rndne_f16_e32", 401),
    ("v_rndne_f16_e64", 856),
    ("v_rndne_f32_e32", 360),
    ("v_rndne_f32_e64", 815),
    ("v_rndne_f64_e32", 353),
    ("v_rndne_f64_e64", 808),
    ("v_rsq_f16_e32", 393),
    ("v_rsq_f16_e64", 848),
    ("v_rsq_f32_e32", 366),
    ("v_rsq_f32_e64", 821),
    ("v_rsq_f64_e32", 368),
    ("v_rsq_f64_e64", 823),
    ("v_s_exp_f16", 954),
    ("v_s_exp_f32", 953),
    ("v_s_log_f16", 956),
    ("v_s_log_f32", 955),
    ("v_s_rcp_f16", 958),
    ("v_s_rcp_f32", 957),
    ("v_s_rsq_f16", 960),
    ("v_s_rsq_f32", 959),
    ("v_s_sqrt_f16", 962),
    ("v_s_sqrt_f32", 961),
    ("v_sad_hi_u8", 893),
    ("v_sad_u16", 894),
    ("v_sad_u32", 895),
    ("v_sad_u8", 892),
    ("v_sat_pk_u8_i16_e32", 405),
    ("v_sat_pk_u8_i16_e64", 860),
    ("v_sin_f16_e32", 403),
    ("v_sin_f16_e64", 858),
    ("v_sin_f32_e32", 371),
    ("v_sin_f32_e64", 826),
    ("v_sqrt_f16_e32", 392),
    ("v_sqrt_f16_e64", 847),
    ("v_sqrt_f32_e32", 369),
    ("v_sqrt_f32_e64", 824),
    ("v_sqrt_f64_e32", 370),
    ("v_sqrt_f64_e64", 825),
    ("v_sub_co_ci_u32_e32", 309),
    ("v_sub_co_ci_u32_e64", 1016),
    ("v_sub_co_u32", 1023),
    ("v_sub_f16_e32", 321),
    ("v_sub_f16_e64", 779),
    ("v_sub_f32_e32", 283),
    ("v_sub_f32_e64", 746),
    ("v_sub_nc_i16", 973),
    ("v_sub_nc_i32", 988),
    ("v_sub_nc_u16", 964),
    ("v_sub_nc_u32_e32", 312),
    ("v_sub_nc_u32_e64", 772),
    ("v_subrev_co_ci_u32_e32", 310),
    ("v_subrev_co_ci_u32_e64", 1017),
    ("v_subrev_co_u32", 1024),
    ("v_subrev_f16_e32", 322),
    ("v_subrev_f16_e64", 780),
    ("v_subrev_f32_e32", 284),
    ("v_subrev_f32_e64", 747),
    ("v_subrev_nc_u32_e32", 313),
    ("v_subrev_nc_u32_e64", 773),
    ("v_swap_b32", 408),
    ("v_swaprel_b32", 411),
    ("v_swmmac_bf16_16x16x32_bf16", 1073),
    ("v_swmmac_f16_16x16x32_f16", 1072),
    ("v_swmmac_f32_16x16x32_bf16", 1071),
    ("v_swmmac_f32_16x16x32_bf8_bf8", 1080),
    ("v_swmmac_f32_16x16x32_bf8_fp8", 1079),
    ("v_swmmac_f32_16x16x32_f16", 1070),
    ("v_swmmac_f32_16x16x32_fp8_bf8", 1078),
    ("v_swmmac_f32_16x16x32_fp8_fp8", 1077),
    ("v_swmmac_i32_16x16x32_iu4", 1075),
    ("v_swmmac_i32_16x16x32_iu8", 1074),
    ("v_swmmac_i32_16x16x64_iu4", 1076),
    ("v_trig_preop_f64", 994),
    ("v_trunc_f16_e32", 400),
    ("v_trunc_f16_e64", 855),
    ("v_trunc_f32_e32", 358),
    ("v_trunc_f32_e64", 813),
    ("v_trunc_f64_e32", 351),
    ("v_trunc_f64_e64", 806),
    ("v_wmma_bf16_16x16x16_bf16", 1062),
    ("v_wmma_f16_16x16x16_f16", 1061),
    ("v_wmma_f32_16x16x16_bf16", 1060),
    ("v_wmma_f32_16x16x16_bf8_bf8", 1068),
    ("v_wmma_f32_16x16x16_bf8_fp8", 1067),
    ("v_wmma_f32_16x16x16_f16", 1059),
    ("v_wmma_f32_16x16x16_fp8_bf8", 1066),
    ("v_wmma_f32_16x16x16_fp8_fp8", 1065),
    ("v_wmma_i32_16x16x16_iu4", 1064),
    ("v_wmma_i32_16x16x16_iu8", 1063),
    ("v_wmma_i32_16x16x32_iu4", 1069),
    ("v_writelane_b32", 1003),
    ("v_xad_u32", 918),
    ("v_xnor_b32_e32", 306),
    ("v_xnor_b32_e64", 769),
    ("v_xor3_b32", 915),
    ("v_xor_b16", 1006),
    ("v_xor_b32_e32", 305),
    ("v_xor_b32_e64", 768),
];

/// Opcode number → index into [`OPS`] for one format (`u16::MAX`: no such opcode).
pub fn lookup(fmt: Format, op: u32) -> Option<u16> {
    let table: &[u16] = match fmt {
        Format::Smem => &SMEM_IDX,
        Format::Sop1 => &SOP1_IDX,
        Format::Sop2 => &SOP2_IDX,
        Format::Sopc => &SOPC_IDX,
        Format::Sopk => &SOPK_IDX,
        Format::Sopp => &SOPP_IDX,
        Format::Vbuffer => &VBUFFER_IDX,
        Format::Vds => &VDS_IDX,
        Format::Vdsdir => &VDSDIR_IDX,
        Format::Vexport => &VEXPORT_IDX,
        Format::Vflat => &VFLAT_IDX,
        Format::Vglobal => &VGLOBAL_IDX,
        Format::Vimage => &VIMAGE_IDX,
        Format::Vinterp => &VINTERP_IDX,
        Format::Vop1 => &VOP1_IDX,
        Format::Vop2 => &VOP2_IDX,
        Format::Vop3 => &VOP3_IDX,
        Format::Vop3p => &VOP3P_IDX,
        Format::Vop3sd => &VOP3SD_IDX,
        Format::Vopc => &VOPC_IDX,
        Format::VopdX => &VOPDX_IDX,
        Format::VopdY => &VOPDY_IDX,
        Format::Vsample => &VSAMPLE_IDX,
        Format::Vscratch => &VSCRATCH_IDX,
    };
    table.get(op as usize).copied().filter(|&i| i != u16::MAX)
}

static SMEM_IDX: [u16; 64] = [
    254, 255, 256, 257, 258, 259, NO, NO, 260, 261, 262, 263, NO, NO, NO, NO,
    264, 265, 266, 267, 268, 269, NO, NO, 270, 271, 272, 273, NO, NO, NO, NO,
    NO, 274, NO, NO, 275, 276, 277, 278, 279, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static SOP1_IDX: [u16; 256] = [
    83, 84, 85, 86, 87, 88, NO, NO, 89, 90, 91, 92, 93, 94, 95, 96,
    97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112,
    113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128,
    129, 130, 131, 132, 133, 134, 135, 136, NO, NO, NO, NO, NO, NO, NO, NO,
    137, 138, 139, 140, 141, NO, NO, 142, 143, 144, 145, NO, 146, 147, 148, 149,
    150, NO, NO, 151, NO, NO, NO, NO, 152, NO, NO, NO, NO, NO, NO, NO,
    153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static SOP2_IDX: [u16; 128] = [
    0, 1, 2, 3, 4, 5, 6, NO, 7, 8, 9, 10, 11, 12, 13, 14,
    15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
    31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, NO,
    46, 47, 48, 49, 50, 51, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67,
    68, 69, 70, 71, 72, 73, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static SOPC_IDX: [u16; 128] = [
    168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183,
    184, 185, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, NO,
    NO, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static SOPK_IDX: [u16; 32] = [
    74, 75, 76, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 77,
    78, 79, 80, 81, 82, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static SOPP_IDX: [u16; 128] = [
    214, 215, 216, 217, NO, 218, NO, 219, 220, 221, 222, 223, NO, NO, NO, NO,
    224, 225, 226, NO, 227, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 228,
    229, 230, 231, 232, 233, 234, 235, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    236, 237, NO, NO, 238, 239, 240, 241, 242, 243, NO, NO, 244, NO, NO, NO,
    245, 246, 247, 248, 249, NO, 250, 251, 252, 253, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VBUFFER_IDX: [u16; 256] = [
    1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219, 1220, 1221, 1222, 1223, 1224, 1225, 1226, 1227,
    1228, 1229, 1230, 1231, 1232, 1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1242, 1243,
    1244, 1245, 1246, 1247, 1248, 1249, 1250, 1251, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, 1252, 1253, 1254, 1255, 1256, 1257, 1258, 1259, 1260, 1261, 1262, 1263, 1264,
    1265, 1266, 1267, 1268, 1269, 1270, 1271, 1272, 1273, 1274, 1275, 1276, 1277, 1278, NO, NO,
    1279, 1280, 1281, NO, NO, NO, 1282, NO, NO, 1283, 1284, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1285, 1286, 1287, 1288, 1289, 1290, 1291, 1292, 1293, 1294, 1295, 1296, 1297, 1298, 1299, 1300,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VDS_IDX: [u16; 256] = [
    1089, 1090, 1091, 1092, 1093, 1094, 1095, 1096, 1097, 1098, 1099, 1100, 1101, 1102, 1103, 1104,
    1105, NO, 1106, 1107, 1108, 1109, NO, NO, NO, NO, NO, NO, NO, NO, 1110, 1111,
    1112, 1113, 1114, 1115, 1116, 1117, 1118, 1119, 1120, 1121, 1122, 1123, 1124, 1125, 1126, 1127,
    1128, NO, 1129, 1130, NO, 1131, 1132, 1133, 1134, 1135, 1136, 1137, 1138, 1139, 1140, NO,
    1141, 1142, 1143, 1144, 1145, 1146, 1147, 1148, 1149, 1150, 1151, 1152, 1153, 1154, 1155, 1156,
    1157, NO, 1158, 1159, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1160, 1161, 1162, 1163, 1164, 1165, 1166, 1167, 1168, 1169, 1170, 1171, 1172, 1173, 1174, 1175,
    1176, NO, 1177, 1178, NO, NO, 1179, 1180, 1181, 1182, NO, NO, NO, NO, 1183, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, 1184, 1185, 1186, 1187, NO, NO, NO, NO,
    1188, 1189, 1190, 1191, 1192, 1193, 1194, 1195, 1196, 1197, 1198, 1199, NO, NO, NO, NO,
    1200, 1201, 1202, 1203, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 1204, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 1205, 1206,
    1207, 1208, 1209, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 1210, 1211,
];
static VDSDIR_IDX: [u16; 4] = [
    1087, 1088, NO, NO,
];
static VEXPORT_IDX: [u16; 2] = [
    1567, NO,
];
static VFLAT_IDX: [u16; 256] = [
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1392, 1393, 1394, 1395, 1396, 1397, 1398, 1399, 1400, 1401, 1402, 1403, 1404, 1405, 1406, 1407,
    1408, 1409, 1410, 1411, 1412, 1413, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, 1414, 1415, 1416, 1417, 1418, 1419, 1420, 1421, 1422, 1423, 1424, 1425, 1426,
    1427, 1428, 1429, 1430, 1431, 1432, 1433, 1434, 1435, 1436, 1437, 1438, 1439, 1440, NO, NO,
    1441, 1442, 1443, NO, NO, NO, 1444, NO, NO, 1445, 1446, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VGLOBAL_IDX: [u16; 256] = [
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1447, 1448, 1449, 1450, 1451, 1452, 1453, 1454, 1455, 1456, 1457, 1458, 1459, 1460, 1461, 1462,
    1463, 1464, 1465, 1466, 1467, 1468, NO, NO, 1469, 1470, NO, 1471, 1472, NO, NO, NO,
    NO, NO, NO, 1473, 1474, 1475, 1476, 1477, 1478, 1479, 1480, 1481, 1482, 1483, 1484, 1485,
    1486, 1487, 1488, 1489, 1490, 1491, 1492, 1493, 1494, 1495, 1496, 1497, 1498, 1499, NO, 1500,
    1501, 1502, 1503, 1504, 1505, NO, 1506, 1507, 1508, 1509, 1510, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, 1511, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VIMAGE_IDX: [u16; 256] = [
    1301, 1302, 1303, 1304, 1305, 1306, 1307, 1308, 1309, 1310, 1311, 1312, 1313, 1314, 1315, 1316,
    1317, 1318, 1319, 1320, 1321, 1322, 1323, 1324, NO, 1325, 1326, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1327, 1328, NO, 1329, 1330, 1331, 1332, 1333, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VINTERP_IDX: [u16; 32] = [
    1081, 1082, 1083, 1084, 1085, 1086, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VOP1_IDX: [u16; 256] = [
    329, 330, 331, 332, 333, 334, 335, 336, 337, NO, 338, 339, 340, 341, 342, 343,
    344, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, NO, NO, NO,
    357, 358, 359, 360, 361, 362, NO, 363, NO, NO, 364, 365, NO, NO, 366, 367,
    NO, 368, NO, 369, 370, 371, 372, 373, 374, 375, 376, 377, 378, 379, 380, 381,
    382, NO, 383, 384, 385, NO, NO, NO, 386, NO, NO, NO, NO, NO, NO, NO,
    387, 388, 389, 390, 391, 392, 393, 394, 395, 396, 397, 398, 399, 400, 401, 402,
    403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VOP2_IDX: [u16; 64] = [
    NO, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, NO,
    NO, 294, 295, 296, 297, 298, 299, NO, 300, 301, 302, 303, 304, 305, 306, 307,
    308, 309, 310, NO, NO, 311, 312, 313, NO, NO, NO, 314, 315, 316, NO, 317,
    318, 319, 320, 321, 322, 323, 324, 325, 326, NO, NO, 327, 328, NO, NO, NO,
];
static VOP3_IDX: [u16; 1024] = [
    NO, 581, 582, 583, 584, 585, 586, 587, 588, 589, 590, 591, 592, 593, 594, NO,
    NO, 595, 596, 597, 598, 599, 600, 601, 602, 603, 604, 605, 606, 607, 608, NO,
    NO, 609, 610, 611, 612, 613, 614, 615, 616, 617, 618, 619, 620, 621, 622, NO,
    NO, 623, 624, 625, 626, 627, 628, NO, NO, 629, 630, 631, 632, 633, 634, NO,
    NO, 635, 636, 637, 638, 639, 640, NO, NO, 641, 642, 643, 644, 645, 646, NO,
    NO, 647, 648, 649, 650, 651, 652, NO, NO, 653, 654, 655, 656, 657, 658, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 659, 660, 661,
    NO, 662, 663, 664, 665, 666, 667, 668, 669, 670, 671, 672, 673, 674, 675, NO,
    NO, 676, 677, 678, 679, 680, 681, 682, 683, 684, 685, 686, 687, 688, 689, NO,
    NO, 690, 691, 692, 693, 694, 695, 696, 697, 698, 699, 700, 701, 702, 703, NO,
    NO, 704, 705, 706, 707, 708, 709, NO, NO, 710, 711, 712, 713, 714, 715, NO,
    NO, 716, 717, 718, 719, 720, 721, NO, NO, 722, 723, 724, 725, 726, 727, NO,
    NO, 728, 729, 730, 731, 732, 733, NO, NO, 734, 735, 736, 737, 738, 739, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 740, 741, 742,
    NO, 743, 744, 745, 746, 747, 748, 749, 750, 751, 752, 753, 754, 755, 756, NO,
    NO, 757, 758, 759, 760, 761, 762, NO, 763, 764, 765, 766, 767, 768, 769, 770,
    NO, NO, NO, NO, NO, 771, 772, 773, NO, NO, NO, 774, NO, NO, NO, 775,
    776, 777, 778, 779, 780, 781, 782, NO, NO, NO, NO, 783, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    784, 785, 786, 787, 788, 789, 790, 791, 792, NO, 793, 794, 795, 796, 797, 798,
    799, 800, 801, 802, 803, 804, 805, 806, 807, 808, 809, 810, 811, NO, NO, NO,
    812, 813, 814, 815, 816, 817, NO, 818, NO, NO, 819, 820, NO, NO, 821, 822,
    NO, 823, NO, 824, 825, 826, 827, 828, 829, 830, 831, 832, 833, 834, 835, 836,
    837, NO, 838, 839, 840, NO, NO, NO, 841, NO, NO, NO, NO, NO, NO, NO,
    842, 843, 844, 845, 846, 847, 848, 849, 850, 851, 852, 853, 854, 855, 856, 857,
    858, 859, 860, 861, 862, NO, NO, NO, NO, 863, 864, 865, 866, 867, 868, 869,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, 870, 871, 872, 873, 874, 875, 876,
    877, 878, 879, 880, 881, 882, 883, 884, 885, NO, 886, 887, NO, 888, 889, NO,
    890, 891, 892, 893, 894, 895, 896, 897, 898, 899, 900, 901, 902, 903, 904, 905,
    906, 907, 908, NO, NO, NO, NO, 909, 910, 911, 912, 913, NO, 914, NO, NO,
    915, 916, NO, NO, 917, 918, 919, 920, 921, NO, 922, 923, NO, 924, 925, NO,
    926, 927, NO, 928, 929, 930, 931, 932, 933, 934, 935, 936, 937, 938, NO, NO,
    NO, NO, 939, 940, 941, 942, 943, 944, 945, 946, 947, 948, 949, 950, 951, 952,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    953, 954, 955, 956, 957, 958, 959, 960, 961, 962, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, 963, 964, 965, 966, 967, NO, 968, 969, 970, 971, 972, 973, 974,
    975, 976, 977, 978, NO, NO, NO, NO, NO, NO, NO, NO, 979, 980, 981, 982,
    983, 984, 985, 986, 987, 988, 989, NO, NO, NO, NO, 990, 991, 992, 993, 994,
    NO, NO, NO, NO, NO, NO, NO, NO, 995, 996, 997, NO, NO, 998, 999, NO,
    NO, 1000, 1001, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VOP3P_IDX: [u16; 128] = [
    1025, 1026, 1027, 1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035, 1036, 1037, 1038, 1039, 1040,
    1041, NO, NO, 1042, NO, NO, 1043, 1044, 1045, 1046, 1047, 1048, 1049, 1050, 1051, NO,
    1052, 1053, 1054, NO, 1055, 1056, 1057, 1058, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1059, 1060, 1061, 1062, 1063, 1064, 1065, 1066, 1067, 1068, 1069, NO, NO, NO, NO, NO,
    1070, 1071, 1072, 1073, 1074, 1075, 1076, 1077, 1078, 1079, 1080, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VOP3SD_IDX: [u16; 1024] = [
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1015, 1016, 1017, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 1018, 1019, 1020, 1021,
    1022, 1023, 1024, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VOPC_IDX: [u16; 256] = [
    NO, 419, 420, 421, 422, 423, 424, 425, 426, 427, 428, 429, 430, 431, 432, NO,
    NO, 433, 434, 435, 436, 437, 438, 439, 440, 441, 442, 443, 444, 445, 446, NO,
    NO, 447, 448, 449, 450, 451, 452, 453, 454, 455, 456, 457, 458, 459, 460, NO,
    NO, 461, 462, 463, 464, 465, 466, NO, NO, 467, 468, 469, 470, 471, 472, NO,
    NO, 473, 474, 475, 476, 477, 478, NO, NO, 479, 480, 481, 482, 483, 484, NO,
    NO, 485, 486, 487, 488, 489, 490, NO, NO, 491, 492, 493, 494, 495, 496, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 497, 498, 499,
    NO, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, 512, 513, NO,
    NO, 514, 515, 516, 517, 518, 519, 520, 521, 522, 523, 524, 525, 526, 527, NO,
    NO, 528, 529, 530, 531, 532, 533, 534, 535, 536, 537, 538, 539, 540, 541, NO,
    NO, 542, 543, 544, 545, 546, 547, NO, NO, 548, 549, 550, 551, 552, 553, NO,
    NO, 554, 555, 556, 557, 558, 559, NO, NO, 560, 561, 562, 563, 564, 565, NO,
    NO, 566, 567, 568, 569, 570, 571, NO, NO, 572, 573, 574, 575, 576, 577, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, 578, 579, 580,
];
static VOPDX_IDX: [u16; 16] = [
    1536, 1537, 1538, 1539, 1540, 1541, 1542, 1543, 1544, 1545, 1546, 1547, 1548, 1549, NO, NO,
];
static VOPDY_IDX: [u16; 32] = [
    1550, 1551, 1552, 1553, 1554, 1555, 1556, 1557, 1558, 1559, 1560, 1561, 1562, 1563, NO, NO,
    1564, 1565, 1566, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VSAMPLE_IDX: [u16; 256] = [
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, 1334, NO, NO, 1335, 1336, 1337, 1338, 1339,
    1340, 1341, 1342, 1343, 1344, 1345, 1346, 1347, 1348, 1349, 1350, 1351, 1352, 1353, 1354, 1355,
    1356, 1357, 1358, 1359, 1360, 1361, 1362, 1363, 1364, 1365, 1366, 1367, 1368, NO, NO, NO,
    1369, 1370, 1371, 1372, 1373, 1374, 1375, 1376, 1377, 1378, 1379, 1380, NO, NO, NO, NO,
    NO, NO, NO, NO, 1381, 1382, 1383, NO, NO, NO, NO, NO, NO, NO, NO, 1384,
    1385, 1386, 1387, 1388, 1389, 1390, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1391, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
static VSCRATCH_IDX: [u16; 256] = [
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    1512, 1513, 1514, 1515, 1516, 1517, 1518, 1519, 1520, 1521, 1522, 1523, 1524, 1525, 1526, 1527,
    1528, 1529, 1530, 1531, 1532, 1533, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, 1534, 1535, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
    NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO, NO,
];
const NO: u16 = u16::MAX;
