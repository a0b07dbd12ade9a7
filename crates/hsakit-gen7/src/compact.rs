//! The compacted 64-bit format (seed §5.3, L3918-L4136): [`uncompact`] expands one, [`compact`]
//! finds table indices for a native instruction and returns the 64-bit form only when it
//! expands back to exactly the same 128 bits.

use crate::error::DecodeError;
use crate::generated as g;
use crate::tables::{self, Field, OpClass};

fn sext13(v: u32) -> u32 {
    (((v << 19) as i32) >> 19) as u32
}

fn get64(f: Field, c: u64) -> u32 {
    f.get(u128::from(c))
}

/// Expands a compact instruction (`c`, CmptCtrl set) into the native 128-bit form, with CmptCtrl
/// cleared. `offset` is the byte offset for errors.
pub fn uncompact(c: u64, offset: usize) -> Result<u128, DecodeError> {
    let invalid = |reason: &'static str| DecodeError::Invalid { offset, reason };
    if get64(g::C_CMPT_CTRL, c) == 0 {
        return Err(invalid("CmptCtrl is clear: not a compact instruction"));
    }
    if get64(g::C_RESERVED, c) != 0 {
        return Err(invalid("reserved compact bit 28 is set"));
    }
    let opcode = get64(g::C_OPCODE, c);
    if let Some(info) = tables::opcode(opcode as u8)
        && info.class == OpClass::Alu3
    {
        return Err(invalid(
            "3-source instructions have no compact form (seed L3934)",
        ));
    }
    let mut w = 0u128;
    g::OPCODE.set(&mut w, opcode);
    g::DEBUG_CTRL.set(&mut w, get64(g::C_DEBUG_CTRL, c));
    let ctrl = g::CONTROL_INDEX[get64(g::C_CONTROL_INDEX, c) as usize];
    Field::new(23, 8).set(&mut w, ctrl & 0xffff);
    g::SATURATE.set(&mut w, ctrl >> 16 & 1);
    g::FLAG_SUBREG_NUM.set(&mut w, ctrl >> 17 & 1);
    g::FLAG_REG_NUM.set(&mut w, ctrl >> 18 & 1);
    let dt = g::DATA_TYPE_INDEX[get64(g::C_DATA_TYPE_INDEX, c) as usize];
    Field::new(46, 32).set(&mut w, dt & 0x7fff);
    Field::new(63, 61).set(&mut w, dt >> 15);
    let sr = g::SUBREG_INDEX[get64(g::C_SUBREG_INDEX, c) as usize];
    Field::new(52, 48).set(&mut w, sr & 0x1f);
    Field::new(68, 64).set(&mut w, sr >> 5 & 0x1f);
    Field::new(100, 96).set(&mut w, sr >> 10 & 0x1f);
    g::ACC_WR_CTRL.set(&mut w, get64(g::C_ACC_WR_CTRL, c));
    g::COND_MODIFIER.set(&mut w, get64(g::C_COND_MODIFIER, c));
    Field::new(88, 77).set(&mut w, g::SRC_INDEX[get64(g::C_SRC0_INDEX, c) as usize]);
    g::DST_REG_NUM.set(&mut w, get64(g::C_DST_REG_NUM, c));
    g::SRC0_REG_NUM.set(&mut w, get64(g::C_SRC0_REG_NUM, c));
    let imm = g::SRC0_REG_FILE.get(w) == 3 || g::SRC1_REG_FILE.get(w) == 3;
    let s1 = get64(g::C_SRC1_INDEX, c);
    let s1reg = get64(g::C_SRC1_REG_NUM, c);
    if imm {
        g::IMM32.set(&mut w, sext13(s1 << 8 | s1reg));
    } else {
        Field::new(120, 109).set(&mut w, g::SRC_INDEX[s1 as usize]);
        g::SRC1_REG_NUM.set(&mut w, s1reg);
    }
    Ok(w)
}

fn find(table: &[u32; 32], v: u32) -> Option<u32> {
    table.iter().position(|&t| t == v).map(|i| i as u32)
}

/// The compact 64-bit form of a native instruction, when one expands back to exactly `w`.
pub fn compact(w: u128) -> Option<u64> {
    if g::CMPT_CTRL.get(w) != 0 || w & 0x80 != 0 {
        return None;
    }
    let info = tables::opcode(g::OPCODE.get(w) as u8)?;
    if info.class == OpClass::Alu3 {
        return None;
    }
    let ctrl = Field::new(23, 8).get(w)
        | g::SATURATE.get(w) << 16
        | g::FLAG_SUBREG_NUM.get(w) << 17
        | g::FLAG_REG_NUM.get(w) << 18;
    let ci = find(&g::CONTROL_INDEX, ctrl)?;
    let dt = Field::new(46, 32).get(w) | Field::new(63, 61).get(w) << 15;
    let di = find(&g::DATA_TYPE_INDEX, dt)?;
    let imm = g::SRC0_REG_FILE.get(w) == 3 || g::SRC1_REG_FILE.get(w) == 3;
    // With an immediate, the src1 part of the SubRegIndex row is overwritten by the immediate,
    // so any row whose dst and src0 parts match will do.
    let sr = Field::new(52, 48).get(w)
        | Field::new(68, 64).get(w) << 5
        | Field::new(100, 96).get(w) << 10;
    let si = if imm {
        g::SUBREG_INDEX
            .iter()
            .position(|&t| t & 0x3ff == sr & 0x3ff)
            .map(|i| i as u32)?
    } else {
        find(&g::SUBREG_INDEX, sr)?
    };
    let s0 = find(&g::SRC_INDEX, Field::new(88, 77).get(w))?;
    let (s1, s1reg) = if imm {
        let v = g::IMM32.get(w);
        if sext13(v & 0x1fff) != v {
            return None;
        }
        (v >> 8 & 0x1f, v & 0xff)
    } else {
        (
            find(&g::SRC_INDEX, Field::new(120, 109).get(w))?,
            g::SRC1_REG_NUM.get(w),
        )
    };
    let mut c = 0u128;
    g::C_OPCODE.set(&mut c, g::OPCODE.get(w));
    g::C_DEBUG_CTRL.set(&mut c, g::DEBUG_CTRL.get(w));
    g::C_CONTROL_INDEX.set(&mut c, ci);
    g::C_DATA_TYPE_INDEX.set(&mut c, di);
    g::C_SUBREG_INDEX.set(&mut c, si);
    g::C_ACC_WR_CTRL.set(&mut c, g::ACC_WR_CTRL.get(w));
    g::C_COND_MODIFIER.set(&mut c, g::COND_MODIFIER.get(w));
    g::C_CMPT_CTRL.set(&mut c, 1);
    g::C_SRC0_INDEX.set(&mut c, s0);
    g::C_SRC1_INDEX.set(&mut c, s1);
    g::C_DST_REG_NUM.set(&mut c, g::DST_REG_NUM.get(w));
    g::C_SRC0_REG_NUM.set(&mut c, g::SRC0_REG_NUM.get(w));
    g::C_SRC1_REG_NUM.set(&mut c, s1reg);
    let c = c as u64;
    (uncompact(c, 0).ok()? == w).then_some(c)
}
