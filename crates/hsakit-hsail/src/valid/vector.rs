//! Vector operands (4.17, L4170–L4216): the `_vN` suffix against the operand it describes, and
//! the number of registers an instruction needs in a vector (combine/expand L5785–L5810,
//! activelanemask `_v4` only, L12746 and grammar L22428; image coordinates per geometry,
//! L18249–L18266).
//!
//! Messages and the operand they are reported at are `HSAILasm`'s.

use crate::brig::consts::ty;
use crate::model::{Inst, InstFormat, Module, Operand, OperandRef};

/// The operand a `_vN` suffix describes, for the opcodes that take one.
fn suffix_operand(opname: &str) -> Option<usize> {
    match opname {
        "ld" | "st" | "expand" | "activelanemask" | "rdimage" | "ldimage" | "stimage" => Some(0),
        "combine" => Some(1),
        _ => None,
    }
}

/// Checks the `_vN` suffix (`vector`, 0 when absent) of `opname` against its operands
/// (`Some(n)` for a vector of `n` elements, `None` for anything else). Returns the operand index
/// and the message.
#[cfg(test)]
pub(crate) fn suffix_error(
    opname: &str,
    vector: u8,
    shapes: &[Option<usize>],
) -> Option<(usize, String)> {
    suffix_error_with(opname, vector, |k| shapes.get(k).copied())
}

/// [`suffix_error`] with the shape asked for the one operand the suffix describes
/// (`shape(k)`: `None` when there is no operand `k`), so a caller works out no other.
pub(crate) fn suffix_error_with(
    opname: &str,
    vector: u8,
    shape: impl FnOnce(usize) -> Option<Option<usize>>,
) -> Option<(usize, String)> {
    let k = suffix_operand(opname)?;
    let shape = shape(k)?;
    match (vector, shape) {
        (0, Some(_)) => Some((
            k,
            "Unexpected vector operand (or missing _vX suffix)".into(),
        )),
        (0, None) => None,
        (n, None) => Some((
            k,
            format!("Expected vector operand (to match _v{n} suffix)"),
        )),
        (n, Some(len)) if len != usize::from(n) => Some((
            k,
            format!("Number of vector elements does not match _v{n} suffix"),
        )),
        _ => None,
    }
}

/// Coordinates an image geometry takes (1d, 2d, 3d, 1da, 2da, 1db, 2ddepth, 2dadepth; BRIG
/// geometry enum L18249–L18266).
pub(crate) fn coord_count(geometry: u8) -> usize {
    match geometry {
        0 | 5 => 1,
        1 | 3 | 6 => 2,
        _ => 3,
    }
}

fn wanted(n: usize) -> String {
    if n == 1 {
        "a register".into()
    } else {
        format!("a vector of {n} registers")
    }
}

/// Checks the number of registers in the vector operands of `inst`; returns the operand index
/// and the message.
pub(crate) fn count_error(
    m: &Module,
    inst: &Inst,
    opname: &str,
    op: impl Fn(usize) -> Option<OperandRef>,
) -> Option<(usize, String)> {
    let len = |k: usize| match op(k).and_then(|o| m.operand_value(o)) {
        Some(Operand::OperandList { elements }) => Some(m.data(elements).len() / 4),
        Some(_) => Some(1),
        None => None,
    };
    let is_list = |k: usize| {
        matches!(
            op(k).and_then(|o| m.operand_value(o)),
            Some(Operand::OperandList { .. })
        )
    };
    let need = |k: usize, n: usize| -> Option<(usize, String)> {
        let l = len(k)?;
        let ok = if n == 1 {
            !is_list(k)
        } else {
            is_list(k) && l == n
        };
        (!ok).then(|| (k, format!("Invalid operand {k}, expected: {}", wanted(n))))
    };
    let src_bits = |f: &InstFormat| match f {
        InstFormat::SourceType { source_type } | InstFormat::Lane { source_type, .. } => {
            ty::bits(*source_type)
        }
        _ => 0,
    };
    match opname {
        "activelanemask" => need(0, 4),
        "combine" => {
            let s = src_bits(&inst.format);
            if s == 0 {
                return None;
            }
            need(1, (ty::bits(inst.ty) / s) as usize)
        }
        "expand" => {
            let d = ty::bits(inst.ty);
            if d == 0 {
                return None;
            }
            need(0, (src_bits(&inst.format) / d) as usize)
        }
        "rdimage" | "ldimage" | "stimage" => {
            let InstFormat::Image { geometry, .. } = inst.format else {
                return None;
            };
            let depth = matches!(geometry, 6 | 7);
            need(0, if depth { 1 } else { 4 }).or_else(|| {
                let coord = if opname == "rdimage" { 3 } else { 2 };
                need(coord, coord_count(geometry))
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected messages from the hsail-negative corpus (ld_invalid_v, ld_missing_v,
    // combine_misc).
    #[test]
    fn suffix_and_operand_agree() {
        assert_eq!(
            suffix_error("ld", 2, &[Some(3), None]).map(|e| e.1),
            Some("Number of vector elements does not match _v2 suffix".into())
        );
        assert_eq!(
            suffix_error("ld", 0, &[Some(2), None]).map(|e| e.1),
            Some("Unexpected vector operand (or missing _vX suffix)".into())
        );
        assert_eq!(
            suffix_error("combine", 2, &[None, None]),
            Some((1, "Expected vector operand (to match _v2 suffix)".into()))
        );
        assert_eq!(suffix_error("st", 4, &[Some(4), None]), None);
        assert_eq!(suffix_error("add", 0, &[Some(4)]), None);
    }
}
