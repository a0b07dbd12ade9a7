//! Modifier order in a mnemonic (grammar, ch. 19, e.g. memfence L22356, cbr L22405, barrier
//! L22412, initfbar L22414, ret L22451: each instruction lists its
//! modifiers in a fixed order, data types last). A part after the last one an instruction can
//! take is "no more modifiers expected" in `HSAILasm`, reported at its `_`.

use crate::brig::consts::{self as c, lookup, ty};

fn is_width(p: &str) -> bool {
    p.starts_with("width(") && p.ends_with(')')
}

/// The index (into `parts`, the `_`-separated parts after the opcode name) of the first part
/// `opname` cannot take at that place, when there is one.
pub(crate) fn extra_modifier(opname: &str, parts: &[&str]) -> Option<usize> {
    let is_type = |p: &str| ty::parse(p).is_some();
    match opname {
        // No modifiers at all.
        "ret" | "initfbar" | "releasefbar" => (!parts.is_empty()).then_some(0),
        // `[_width(…)]`, which they then do not support.
        "call" => {
            let i = usize::from(parts.first().is_some_and(|p| is_width(p)));
            (i < parts.len()).then_some(i)
        }
        // `[_width(…)][_type]`.
        "barrier" | "wavebarrier" | "br" | "cbr" => {
            let mut i = 0;
            if parts.first().is_some_and(|p| is_width(p)) {
                i += 1;
            }
            if parts.get(i).is_some_and(|p| is_type(p)) {
                i += 1;
            }
            (i < parts.len()).then_some(i)
        }
        // `[_order][_scope]`.
        "memfence" => {
            let mut i = 0;
            if parts
                .first()
                .is_some_and(|p| lookup(&c::ORDERS, p).is_some_and(|o| o != 0))
            {
                i += 1;
            }
            if parts
                .get(i)
                .is_some_and(|p| lookup(&c::SCOPES, p).is_some_and(|s| s != 0))
            {
                i += 1;
            }
            (i < parts.len()).then_some(i)
        }
        // Elsewhere data types come last: nothing but types may follow the first type.
        _ => {
            let first = parts.iter().position(|p| is_type(p))?;
            parts[first..]
                .iter()
                .position(|p| !is_type(p))
                .map(|k| first + k)
        }
    }
}

/// A modifier the grammar lets an instruction carry but the instruction does not support:
/// the part index, the message, and whether it is reported at the part's closing `)` (else at
/// its `_`).
pub(crate) fn unsupported(opname: &str, parts: &[&str]) -> Option<(usize, &'static str, bool)> {
    parts.iter().enumerate().find_map(|(i, p)| {
        let seg = lookup(&c::SEGMENTS, p).is_some_and(|s| s >= 1);
        match opname {
            "alloca" if p.starts_with("equiv(") => {
                Some((i, "equiv modifier is not supported", true))
            }
            "alloca" if seg => Some((i, "segment modifier is not supported", false)),
            "call" | "wavebarrier" | "br" if is_width(p) => {
                Some((i, "width modifier is not supported", true))
            }
            _ => None,
        }
    })
}

/// Memory order and scope modifiers where an instruction requires them (memfence: order then
/// scope, L22356; atomics: operation, optional segment, order, scope; queue index operations:
/// optional segment, then order). Returns the index of the part that should be the order or
/// scope (`parts.len()` when the mnemonic ends first) and the message.
pub(crate) fn order_error(opname: &str, parts: &[&str]) -> Option<(usize, &'static str)> {
    let is_order = |p: &str| lookup(&c::ORDERS, p).is_some_and(|o| o != 0);
    let is_scope = |p: &str| matches!(p, "wave" | "wg" | "agent" | "system");
    let is_seg = |p: &str| lookup(&c::SEGMENTS, p).is_some_and(|s| s >= 1);
    let (mut i, scope) = match opname {
        "memfence" => (0, true),
        "atomic" | "atomicnoret" => (1, true),
        "ldqueuereadindex" | "ldqueuewriteindex" | "stqueuereadindex" | "stqueuewriteindex"
        | "addqueuewriteindex" | "casqueuewriteindex" => (0, false),
        _ => return None,
    };
    if opname != "memfence" && parts.get(i).is_some_and(|p| is_seg(p)) {
        i += 1;
    }
    if !parts.get(i).is_some_and(|p| is_order(p)) {
        return Some((i, "memory order value expected"));
    }
    i += 1;
    if scope && !parts.get(i).is_some_and(|p| is_scope(p)) {
        return Some((i, "memory scope value expected"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected indices from the hsail-negative corpus and HSAILasm probes
    // (barrier_memscp, initfbar_memord, memfence_type, call_modifiers).
    #[test]
    fn parts_after_the_last_allowed_one() {
        assert_eq!(extra_modifier("barrier", &["wg"]), Some(0));
        assert_eq!(extra_modifier("barrier", &["width(64)", "wg"]), Some(1));
        assert_eq!(extra_modifier("barrier", &["width(all)"]), None);
        assert_eq!(extra_modifier("initfbar", &["width(all)"]), Some(0));
        assert_eq!(
            extra_modifier("memfence", &["scacq", "system", "s32"]),
            Some(2)
        );
        assert_eq!(extra_modifier("memfence", &["scacq", "wg"]), None);
        assert_eq!(extra_modifier("add", &["u32", "ftz"]), Some(1));
        assert_eq!(extra_modifier("ld", &["global", "u32"]), None);
        assert_eq!(extra_modifier("cvt", &["ftz", "f32", "f64"]), None);
        assert_eq!(
            order_error("memfence", &["scacq"]),
            Some((1, "memory scope value expected"))
        );
        assert_eq!(
            order_error("atomic", &["and", "equiv(1)", "group"]),
            Some((1, "memory order value expected"))
        );
        assert_eq!(
            order_error("atomic", &["add", "global", "scar", "wg", "u32"]),
            None
        );
        assert_eq!(order_error("stqueuewriteindex", &["screl", "u64"]), None);
    }
}
