//! `--decode`: a structured dump of every BRIG record with its section and offset.

use crate::model::{Code, Module};
use std::fmt::Write;

/// Dumps every data, code and operand entry of a module, one per line, with offsets.
pub fn dump(m: &Module) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "section hsa_code ({} bytes)", m.code_section_len());
    for (r, c) in m.code() {
        let _ = write!(
            s,
            "  code@{:#06x} kind={:#06x} size={} {:?}",
            r.0,
            c.kind(),
            c.size(),
            c
        );
        let list = match c {
            Code::Inst(i) => Some(i.operands),
            Code::Pragma { operands } | Code::Control { operands, .. } => Some(*operands),
            _ => None,
        };
        if let Some(l) = list {
            let _ = write!(s, " operands=[");
            for (k, o) in m.operand_list(l).iter().enumerate() {
                let sep = if k == 0 { "" } else { ", " };
                let _ = write!(s, "{sep}@{:#x} {:?}", o.0, m.operand_at(*o));
            }
            let _ = write!(s, "]");
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "section hsa_operand ({} bytes)", m.operand_section_len());
    for (r, o) in m.operands() {
        let _ = writeln!(
            s,
            "  operand@{:#06x} kind={:#06x} size={} {:?}",
            r.0,
            o.kind(),
            o.size(),
            o
        );
    }
    let d = m.data_bytes();
    let _ = writeln!(s, "section hsa_data ({} bytes)", d.len());
    let mut o = crate::model::section_header_len("hsa_data") as usize;
    while let Some(n) = d.get(o..o + 4) {
        let n = u32::from_le_bytes([n[0], n[1], n[2], n[3]]) as usize;
        let bytes = d.get(o + 4..o + 4 + n).unwrap_or(&[]);
        let _ = writeln!(
            s,
            "  data@{o:#06x} len={n} {:?}",
            String::from_utf8_lossy(bytes)
        );
        o = (o + 4 + n + 3) & !3;
    }
    s
}
