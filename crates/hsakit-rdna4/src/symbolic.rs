//! Symbolic immediates: `hwreg(...)`, `sendmsg(...)`, `s_delay_alu`, `s_wait_alu` depctr,
//! legacy `s_waitcnt`, buffer formats and temporal-hint names, as llvm-mc-19 prints them.
//!
//! Field layouts: S_DELAY_ALU from seed L2269–2302 and L11136–11258; hwreg fields (id [5:0],
//! offset [10:6], size−1 [15:11]) from the S_GETREG entry (L9173–9200). Register and message
//! names are LLVM's (the seed's Table 21 names differ); the id→name pairs were read from
//! `llvm-mc-19 --disassemble` of every id.

use crate::inst::Instruction;
use crate::table::ImmStyle;
use std::fmt::Write;

/// Hardware register ids and LLVM names.
pub const HWREGS: &[(u32, &str)] = &[
    (1, "HW_REG_MODE"),
    (2, "HW_REG_STATUS"),
    (4, "HW_REG_STATE_PRIV"),
    (5, "HW_REG_GPR_ALLOC"),
    (6, "HW_REG_LDS_ALLOC"),
    (7, "HW_REG_IB_STS"),
    (10, "HW_REG_PERF_SNAPSHOT_DATA"),
    (11, "HW_REG_PERF_SNAPSHOT_PC_LO"),
    (12, "HW_REG_PERF_SNAPSHOT_PC_HI"),
    (15, "HW_REG_PERF_SNAPSHOT_DATA1"),
    (16, "HW_REG_PERF_SNAPSHOT_DATA2"),
    (17, "HW_REG_EXCP_FLAG_PRIV"),
    (18, "HW_REG_EXCP_FLAG_USER"),
    (19, "HW_REG_TRAP_CTRL"),
    (20, "HW_REG_SCRATCH_BASE_LO"),
    (21, "HW_REG_SCRATCH_BASE_HI"),
    (23, "HW_REG_HW_ID1"),
    (24, "HW_REG_HW_ID2"),
    (29, "HW_REG_SHADER_CYCLES_LO"),
    (30, "HW_REG_SHADER_CYCLES_HI"),
    (31, "HW_REG_DVGPR_ALLOC_LO"),
    (32, "HW_REG_DVGPR_ALLOC_HI"),
];

/// Message ids and LLVM names.
pub const MSGS: &[(u32, &str)] = &[
    (1, "MSG_INTERRUPT"),
    (2, "MSG_HS_TESSFACTOR"),
    (3, "MSG_DEALLOC_VGPRS"),
    (9, "MSG_GS_ALLOC_REQ"),
    (128, "MSG_RTN_GET_DOORBELL"),
    (129, "MSG_RTN_GET_DDID"),
    (130, "MSG_RTN_GET_TMA"),
    (131, "MSG_RTN_GET_REALTIME"),
    (132, "MSG_RTN_SAVE_WAVE"),
    (133, "MSG_RTN_GET_TBA"),
    (134, "MSG_RTN_GET_TBA_TO_PC"),
    (135, "MSG_RTN_GET_SE_AID_ID"),
];

/// S_DELAY_ALU InstID names (seed L11136–11258).
pub const INSTID: [&str; 12] = [
    "NO_DEP",
    "VALU_DEP_1",
    "VALU_DEP_2",
    "VALU_DEP_3",
    "VALU_DEP_4",
    "TRANS32_DEP_1",
    "TRANS32_DEP_2",
    "TRANS32_DEP_3",
    "FMA_ACCUM_CYCLE_1",
    "SALU_CYCLE_1",
    "SALU_CYCLE_2",
    "SALU_CYCLE_3",
];

/// S_DELAY_ALU InstSkip names.
pub const INSTSKIP: [&str; 6] = ["SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"];

/// `s_wait_alu` depctr fields: (name, low bit, width), in LLVM's print order.
pub const DEPCTR: &[(&str, u32, u32)] = &[
    ("depctr_hold_cnt", 7, 1),
    ("depctr_sa_sdst", 0, 1),
    ("depctr_va_vdst", 12, 4),
    ("depctr_va_sdst", 9, 3),
    ("depctr_va_ssrc", 8, 1),
    ("depctr_va_vcc", 1, 1),
    ("depctr_vm_vsrc", 2, 3),
];

/// Writes a symbolic 16-bit immediate.
pub fn write(out: &mut String, v: u32, style: ImmStyle) {
    match style {
        ImmStyle::Hwreg => {
            let id = v & 0x3F;
            let off = v >> 6 & 0x1F;
            let size = (v >> 11 & 0x1F) + 1;
            out.push_str("hwreg(");
            match HWREGS.iter().find(|(i, _)| *i == id) {
                Some((_, n)) => out.push_str(n),
                None => {
                    let _ = write!(out, "{id}");
                }
            }
            if off != 0 || size != 32 {
                let _ = write!(out, ", {off}, {size}");
            }
            out.push(')');
        }
        ImmStyle::Sendmsg => {
            // llvm-mc-19 prints an unknown id below 256 as sendmsg(id, 0, 0) and anything
            // wider as a plain number.
            let id = v & 0xFF;
            match MSGS.iter().find(|(i, _)| *i == id) {
                Some((_, n)) if v >> 8 == 0 => {
                    let _ = write!(out, "sendmsg({n})");
                }
                _ if v >> 8 == 0 => {
                    let _ = write!(out, "sendmsg({id}, 0, 0)");
                }
                _ => {
                    let _ = write!(out, "{v}");
                }
            }
        }
        ImmStyle::DelayAlu => {
            let id0 = v & 0xF;
            let skip = v >> 4 & 7;
            let id1 = v >> 7 & 0xF;
            let mut parts: Vec<String> = Vec::new();
            let name = |i: u32| {
                INSTID
                    .get(i as usize)
                    .map_or("/* invalid instid value */", |s| s)
            };
            if id0 != 0 {
                parts.push(format!("instid0({})", name(id0)));
            }
            if skip != 0 {
                parts.push(format!(
                    "instskip({})",
                    INSTSKIP
                        .get(skip as usize)
                        .map_or("/* invalid instskip value */", |s| s)
                ));
            }
            if id1 != 0 {
                parts.push(format!("instid1({})", name(id1)));
            }
            if parts.is_empty() {
                out.push('0');
            } else {
                out.push_str(&parts.join(" | "));
            }
        }
        ImmStyle::Depctr => {
            let used: u32 = DEPCTR
                .iter()
                .map(|(_, lo, w)| ((1 << w) - 1) << lo)
                .fold(0, |a, b| a | b);
            if v & !used & 0xFFFF != 0 {
                let _ = write!(out, "0x{v:x}");
                return;
            }
            let mut any = false;
            for (name, lo, w) in DEPCTR {
                let f = v >> lo & ((1 << w) - 1);
                if f != (1 << w) - 1 {
                    if any {
                        out.push(' ');
                    }
                    let _ = write!(out, "{name}({f})");
                    any = true;
                }
            }
            if !any {
                let _ = write!(out, "0x{v:x}");
            }
        }
        ImmStyle::Waitcnt => {
            let exp = v & 7;
            let lgkm = v >> 4 & 0x3F;
            let vm = v >> 10 & 0x3F;
            let mut parts = Vec::new();
            if vm != 0x3F {
                parts.push(format!("vmcnt({vm})"));
            }
            if exp != 7 {
                parts.push(format!("expcnt({exp})"));
            }
            if lgkm != 0x3F {
                parts.push(format!("lgkmcnt({lgkm})"));
            }
            if parts.is_empty() {
                parts = vec![
                    format!("vmcnt({vm})"),
                    format!("expcnt({exp})"),
                    format!("lgkmcnt({lgkm})"),
                ];
            }
            out.push_str(&parts.join(" "));
        }
        ImmStyle::Hex => {
            let _ = write!(out, "0x{v:x}");
        }
        ImmStyle::Dec => {
            let _ = write!(out, "{v}");
        }
        ImmStyle::SDec => {
            let _ = write!(out, "{}", v as u16 as i16);
        }
        ImmStyle::SmallDec => {
            if v <= 64 {
                let _ = write!(out, "{v}");
            } else {
                let _ = write!(out, "0x{v:x}");
            }
        }
    }
}

/// The temporal-hint name (seed Tables 13–15, L1758–1794) for the instruction's kind, spelled
/// as llvm-mc-19 prints it (measured for every TH value with scope CU and SYS).
pub fn th_name(inst: &Instruction, th: u8) -> String {
    let mut s = String::new();
    write_th(&mut s, inst, th);
    s
}

/// Appends [`th_name`] without building a string.
pub fn write_th(out: &mut String, inst: &Instruction, th: u8) {
    match th_kind(inst, th) {
        Th::Name(n) => out.push_str(n),
        Th::AtomicHex(t) => {
            out.push_str("TH_ATOMIC_");
            crate::print::push_hex(out, u32::from(t));
        }
        Th::Hex(t) => crate::print::push_hex(out, u32::from(t)),
    }
}

/// Whether [`th_name`] of `th` is `name`.
pub fn th_is(inst: &Instruction, th: u8, name: &str) -> bool {
    match th_kind(inst, th) {
        Th::Name(n) => n == name,
        _ => th_name(inst, th) == name,
    }
}

/// How a temporal hint prints: a name, or a number (atomics prefix it with `TH_ATOMIC_`).
enum Th {
    Name(&'static str),
    AtomicHex(u8),
    Hex(u8),
}

fn th_kind(inst: &Instruction, th: u8) -> Th {
    let mn = inst.opcode.info().mn;
    let sys = inst.mods.scope == 3;
    let atomic = mn.contains("atomic");
    let store = !atomic && mn.contains("store");
    let name = if atomic {
        match th {
            1 => "TH_ATOMIC_RETURN",
            2 => "TH_ATOMIC_NT",
            3 => "TH_ATOMIC_NT_RETURN",
            // llvm-mc-19 names the cascade hints only at device and system scope.
            4 | 5 if inst.mods.scope >= 2 => "TH_ATOMIC_CASCADE_RT",
            6 | 7 if inst.mods.scope >= 2 => "TH_ATOMIC_CASCADE_NT",
            _ => return Th::AtomicHex(th),
        }
    } else {
        match (th, store) {
            (1, false) => "TH_LOAD_NT",
            (1, true) => "TH_STORE_NT",
            (2, false) => "TH_LOAD_HT",
            (2, true) => "TH_STORE_HT",
            (3, _) if sys => {
                if store {
                    "TH_STORE_BYPASS"
                } else {
                    "TH_LOAD_BYPASS"
                }
            }
            (3, false) => "TH_LOAD_LU",
            (3, true) => "TH_STORE_RT_WB",
            (4, false) => "TH_LOAD_NT_RT",
            (4, true) => "TH_STORE_NT_RT",
            (5, false) => "TH_LOAD_RT_NT",
            (5, true) => "TH_STORE_RT_NT",
            (6, false) => "TH_LOAD_NT_HT",
            (6, true) => "TH_STORE_NT_HT",
            (7, true) => "TH_STORE_NT_WB",
            _ => return Th::Hex(th),
        }
    };
    Th::Name(name)
}

/// Parses a symbolic (or plain numeric) 16-bit immediate as llvm-mc-19 accepts it; the inverse
/// of [`write`].
pub fn parse(text: &str, style: ImmStyle) -> Option<i64> {
    let t = text.trim();
    if let Some(v) = parse_num(t) {
        return Some(v);
    }
    match style {
        ImmStyle::Hwreg => {
            let inner = t.strip_prefix("hwreg(")?.strip_suffix(')')?;
            let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
            let id = match HWREGS.iter().find(|(_, n)| *n == parts[0]) {
                Some((i, _)) => i64::from(*i),
                None => parse_num(parts[0])?,
            };
            let (off, size) = match parts.len() {
                1 => (0, 32),
                3 => (parse_num(parts[1])?, parse_num(parts[2])?),
                _ => return None,
            };
            if !(0..64).contains(&id) || !(0..32).contains(&off) || !(1..=32).contains(&size) {
                return None;
            }
            Some(id | off << 6 | (size - 1) << 11)
        }
        ImmStyle::Sendmsg => {
            let inner = t.strip_prefix("sendmsg(")?.strip_suffix(')')?;
            let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
            let id = match MSGS.iter().find(|(_, n)| *n == parts[0]) {
                Some((i, _)) => i64::from(*i),
                None => parse_num(parts[0])?,
            };
            let op = parts.get(1).map_or(Some(0), |p| parse_num(p))?;
            let stream = parts.get(2).map_or(Some(0), |p| parse_num(p))?;
            (0..256).contains(&id).then_some(id | op << 4 | stream << 8)
        }
        ImmStyle::DelayAlu => {
            let mut v = 0i64;
            for part in t.split('|').map(str::trim) {
                let (key, arg) = part.split_once('(')?;
                let arg = arg.strip_suffix(')')?.trim();
                match key.trim() {
                    "instid0" => v |= INSTID.iter().position(|n| *n == arg)? as i64,
                    "instskip" => v |= (INSTSKIP.iter().position(|n| *n == arg)? as i64) << 4,
                    "instid1" => v |= (INSTID.iter().position(|n| *n == arg)? as i64) << 7,
                    _ => return None,
                }
            }
            Some(v)
        }
        ImmStyle::Depctr => {
            let mut v: i64 = DEPCTR
                .iter()
                .map(|(_, lo, w)| ((1i64 << w) - 1) << lo)
                .fold(0, |a, b| a | b);
            for part in t
                .split(|c: char| c == '&' || c.is_whitespace())
                .filter(|p| !p.is_empty())
            {
                let (key, arg) = part.split_once('(')?;
                let arg = parse_num(arg.strip_suffix(')')?.trim())?;
                let (_, lo, w) = DEPCTR.iter().find(|(n, _, _)| *n == key)?;
                if arg >= 1 << w || arg < 0 {
                    return None;
                }
                v = (v & !(((1i64 << w) - 1) << lo)) | arg << lo;
            }
            Some(v & 0xFFFF)
        }
        ImmStyle::Waitcnt => {
            let mut v: i64 = 7 | 0x3F << 4 | 0x3F << 10;
            for part in t
                .split(|c: char| c == '&' || c.is_whitespace())
                .filter(|p| !p.is_empty())
            {
                let (key, arg) = part.split_once('(')?;
                let n = parse_num(arg.strip_suffix(')')?.trim())?;
                match key {
                    "expcnt" if (0..8).contains(&n) => v = (v & !7) | n,
                    "lgkmcnt" if (0..64).contains(&n) => v = (v & !(0x3F << 4)) | n << 4,
                    "vmcnt" if (0..64).contains(&n) => v = (v & !(0x3F << 10)) | n << 10,
                    _ => return None,
                }
            }
            Some(v)
        }
        _ => None,
    }
}

fn parse_num(t: &str) -> Option<i64> {
    let (neg, b) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t),
    };
    let v = match b.strip_prefix("0x").or_else(|| b.strip_prefix("0X")) {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None if !b.is_empty() && b.bytes().all(|c| c.is_ascii_digit()) => b.parse().ok()?,
        None => return None,
    };
    Some(if neg { -v } else { v })
}

/// `s_version` code names (llvm-mc-19's `UC_VERSION_*`, read from its disassembly of every
/// value 0-255).
pub const UC_VERSIONS: &[(u32, &str)] = &[
    (0, "UC_VERSION_GFX7"),
    (4, "UC_VERSION_GFX10"),
    (6, "UC_VERSION_GFX11"),
    (9, "UC_VERSION_GFX12"),
];

/// `s_version` flag bits in llvm-mc-19's print order.
pub const UC_FLAGS: [(u32, &str); 3] = [
    (13, "UC_VERSION_W64_BIT"),
    (14, "UC_VERSION_W32_BIT"),
    (15, "UC_VERSION_MDP_BIT"),
];

/// Writes an `s_version` immediate as llvm-mc-19 does: a code name or number, then each set
/// flag as `(...)|FLAG`; values with bits 8-12 set print as hex.
pub fn write_version(out: &mut String, v: u32) {
    if v & 0x1F00 != 0 {
        let _ = write!(out, "0x{v:x}");
        return;
    }
    let base = v & 0xFF;
    let mut s = match UC_VERSIONS.iter().find(|(c, _)| *c == base) {
        Some((_, n)) => (*n).to_string(),
        None => base.to_string(),
    };
    let mut flags = 0;
    for (bit, name) in UC_FLAGS {
        if v >> bit & 1 != 0 {
            s = if flags == 0 {
                format!("{s}|{name}")
            } else {
                format!("({s})|{name}")
            };
            flags += 1;
        }
    }
    out.push_str(&s);
}

/// Parses an `s_version` immediate: numbers, `UC_VERSION_*` names and flags joined by `|`.
pub fn parse_version(text: &str) -> Option<i64> {
    let mut v = 0i64;
    for tok in text.split('|') {
        let t = tok.trim().trim_matches(|c| c == '(' || c == ')').trim();
        v |= match UC_VERSIONS.iter().find(|(_, n)| *n == t) {
            Some((c, _)) => i64::from(*c),
            None => match UC_FLAGS.iter().find(|(_, n)| *n == t) {
                Some((b, _)) => 1 << b,
                None => parse_num(t)?,
            },
        };
    }
    (0..=0xFFFF).contains(&v).then_some(v)
}

/// DS_SWIZZLE_B32's offset as llvm-mc-19 prints it: `swizzle(QUAD_PERM,..)` when bits [15:8]
/// are 0x80, otherwise (bit 15 clear) the bit-mask mode with and/or/xor masks in bits [4:0],
/// [9:5], [14:10] (seed DS_SWIZZLE_B32 entry) named SWAP, REVERSE, BROADCAST or BITMASK_PERM.
pub fn write_swizzle(out: &mut String, v: u32) {
    if v & 0xFF00 == 0x8000 {
        let _ = write!(
            out,
            "swizzle(QUAD_PERM,{},{},{},{})",
            v & 3,
            v >> 2 & 3,
            v >> 4 & 3,
            v >> 6 & 3
        );
        return;
    }
    if v & 0x8000 != 0 {
        let _ = write!(out, "{v}");
        return;
    }
    let and = v & 0x1F;
    let or = v >> 5 & 0x1F;
    let xor = v >> 10 & 0x1F;
    if and == 0x1F && or == 0 && xor.count_ones() == 1 {
        let _ = write!(out, "swizzle(SWAP,{xor})");
    } else if and == 0x1F && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        let _ = write!(out, "swizzle(REVERSE,{})", xor + 1);
    } else {
        let group = 0x20 - and;
        if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
            let _ = write!(out, "swizzle(BROADCAST,{group},{or})");
        } else {
            let p0 = or ^ xor;
            let p1 = (0x1F & and | or) ^ xor;
            out.push_str("swizzle(BITMASK_PERM,\"");
            for b in (0..5).rev() {
                let (a, c) = (p0 >> b & 1, p1 >> b & 1);
                out.push(match (a == c, a) {
                    (true, 0) => '0',
                    (true, _) => '1',
                    (false, 0) => 'p',
                    (false, _) => 'i',
                });
            }
            out.push_str("\")");
        }
    }
}

/// Parses `swizzle(...)` (the inverse of [`write_swizzle`]); `None` when malformed.
pub fn parse_swizzle(t: &str) -> Option<u32> {
    let inner = t.strip_prefix("swizzle(")?.strip_suffix(')')?;
    let mut it = inner.split(',').map(str::trim);
    let mode = it.next()?;
    let nums: Vec<&str> = it.collect();
    let n =
        |i: usize| -> Option<u32> { parse_num(nums.get(i)?).and_then(|v| u32::try_from(v).ok()) };
    let bm = |and: u32, or: u32, xor: u32| and | or << 5 | xor << 10;
    Some(match mode {
        "QUAD_PERM" if nums.len() == 4 => {
            let mut v = 0x8000;
            for i in 0..4 {
                let l = n(i).filter(|l| *l < 4)?;
                v |= l << (2 * i);
            }
            v
        }
        "SWAP" if nums.len() == 1 => bm(
            0x1F,
            0,
            n(0).filter(|x| (1..32).contains(x) && x.is_power_of_two())?,
        ),
        "REVERSE" if nums.len() == 1 => bm(
            0x1F,
            0,
            n(0).filter(|x| (2..=32).contains(x) && x.is_power_of_two())? - 1,
        ),
        "BROADCAST" if nums.len() == 2 => {
            let g = n(0).filter(|x| (2..=32).contains(x) && x.is_power_of_two())?;
            let l = n(1).filter(|l| *l < g)?;
            bm(0x20 - g, l, 0)
        }
        "BITMASK_PERM" if nums.len() == 1 => {
            let m = nums[0].strip_prefix('"')?.strip_suffix('"')?;
            if m.len() != 5 {
                return None;
            }
            let (mut and, mut or, mut xor) = (0, 0, 0);
            for (i, c) in m.bytes().enumerate() {
                let b = 1 << (4 - i);
                match c {
                    b'0' => {}
                    b'1' => or |= b,
                    b'p' => and |= b,
                    b'i' => {
                        and |= b;
                        xor |= b;
                    }
                    _ => return None,
                }
            }
            bm(and, or, xor)
        }
        _ => return None,
    })
}
