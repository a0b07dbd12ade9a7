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
            if parts.first().is_some_and(|p| is_order(p)) {
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
        // One data type only.
        "nullptr" => {
            let first = parts.iter().position(|p| is_type(p))?;
            (first + 1 < parts.len()).then_some(first + 1)
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
        let seg = is_segment(p);
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

/// Where `HSAILasm` reports "data type expected" for a mnemonic that has no data type: at the
/// first part its grammar cannot take there (a second value of one modifier class, a width
/// where the instruction takes none, a packing where it has no packed type), else at the end.
/// `skip` parts (an atomic or comparison operation) are not modifiers. Returns a part index
/// (`parts.len()` for the end).
pub(crate) fn type_missing_at(
    opname: &str,
    parts: &[&str],
    skip: usize,
    takes_packed: bool,
) -> usize {
    // The instructions whose grammar has a width modifier (ch. 19) or parses one (st).
    let takes_width = matches!(
        opname,
        "ld" | "st"
            | "activelaneid"
            | "activelanecount"
            | "activelanemask"
            | "activelanepermute"
            | "barrier"
            | "wavebarrier"
            | "br"
            | "cbr"
            | "sbr"
            | "call"
            | "scall"
            | "icall"
            | "joinfbar"
            | "waitfbar"
            | "arrivefbar"
            | "leavefbar"
    );
    let mut seen: Vec<u8> = Vec::new();
    for (i, p) in parts.iter().enumerate().skip(skip) {
        let key = match class_of(p) {
            Some(Class::Width) if !takes_width => return i,
            Some(cl) => cl as u8,
            None if lookup(&c::PACKS[..7], p).is_some_and(|x| x != 0) => {
                if !takes_packed {
                    return i;
                }
                100
            }
            None if lookup(&c::ROUNDS, p).is_some_and(|r| r >= 2) => 101,
            None if lookup(&c::SCOPES, p).is_some_and(|x| x != 0) => 102,
            None => 103 + u8::from(*p == "sat") + 2 * u8::from(*p == "ftz"),
        };
        if key != 103 && seen.contains(&key) {
            return i;
        }
        seen.push(key);
    }
    parts.len()
}

/// The arithmetic, bit and packed instructions (seed ch. 5; grammar ch. 19, e.g. L22199–
/// L22262): their mnemonics take only `ftz`, a rounding mode, a packing control and `sat`
/// (and `combine`/`expand` a vector size) before the data types; cross-lane operations and
/// atomics take their own classes. `HSAILasm` reads a part of
/// another class (a segment, memory order or scope, geometry, width, alignment, equivalence,
/// `const`, `nonull`, a vector size) where it wants the data type: "data type expected" at
/// that part. Returns its index in `parts`.
pub(crate) fn alu_foreign_part(opname: &str, parts: &[&str]) -> Option<usize> {
    // The arithmetic instructions (a `match`: compared by length first, not one by one).
    let is_alu = |op: &str| {
        matches!(
            op,
            "abs"
                | "add"
                | "borrow"
                | "carry"
                | "ceil"
                | "copysign"
                | "div"
                | "floor"
                | "fma"
                | "fract"
                | "mad"
                | "max"
                | "min"
                | "mul"
                | "mulhi"
                | "neg"
                | "rem"
                | "rint"
                | "sqrt"
                | "sub"
                | "trunc"
                | "mad24"
                | "mad24hi"
                | "mul24"
                | "mul24hi"
                | "shl"
                | "shr"
                | "and"
                | "or"
                | "xor"
                | "not"
                | "popcount"
                | "bitextract"
                | "bitinsert"
                | "bitmask"
                | "bitrev"
                | "bitselect"
                | "firstbit"
                | "lastbit"
                | "combine"
                | "expand"
                | "mov"
                | "shuffle"
                | "unpackhi"
                | "unpacklo"
                | "pack"
                | "unpack"
                | "cmov"
                | "class"
                | "ncos"
                | "nsin"
                | "nexp2"
                | "nlog2"
                | "nrcp"
                | "nrsqrt"
                | "nsqrt"
                | "nfma"
                | "bitalign"
        )
    };
    use Class::*;
    // The classes each instruction's grammar takes besides ftz, rounding, packing and sat
    // (which only the arithmetic instructions take).
    let (takes, alu): (&[Class], bool) = match opname {
        "combine" | "expand" => (&[Vector], true),
        _ if is_alu(opname) => (&[], true),
        // Cross-lane operations (L12733-L12847): `[_v4]` (mask) and `_width(…)`.
        // (HSAILasm reads a `_vN` on them too, and ignores it.)
        "activelaneid" | "activelanecount" | "activelanepermute" => (&[Vector, Width], false),
        "activelanemask" => (&[Vector, Width], false),
        // Atomics (L8820, L9079): segment, order, scope, equiv after the operation.
        "atomic" | "atomicnoret" => (&[Segment, Order, Equiv], false),
        _ => return None,
    };
    if alu {
        return alu_modifier_error(opname, takes.contains(&Vector), parts);
    }
    let skip = usize::from(matches!(opname, "atomic" | "atomicnoret"));
    parts.iter().enumerate().skip(skip).find_map(|(i, p)| {
        if ty::parse(p).is_some() {
            return None;
        }
        let foreign = match class_of(p) {
            Some(cl) => !takes.contains(&cl),
            None => {
                if lookup(&c::SCOPES, p).is_some_and(|x| x != 0) {
                    !takes.contains(&Order)
                } else if lookup(&c::GEOMETRIES, p).is_some() {
                    true
                } else {
                    // ftz, rounding, packing, sat; anything else is judged elsewhere.
                    !alu && (*p == "ftz"
                        || *p == "sat"
                        || lookup(&c::ROUNDS, p).is_some_and(|r| r >= 2)
                        || lookup(&c::PACKS[..7], p).is_some_and(|x| x != 0))
                }
            }
        };
        foreign.then_some(i)
    })
}

/// The first part of an arithmetic or bit instruction's mnemonic that is out of its grammar,
/// as HSAILasm reads it (probed per opcode): the instructions with modifiers take
/// `[_ftz][_round][_pack[_sat]]` in this order, `combine` and `expand` a `_vN`, all the
/// others nothing before the data types. Which modifier an instruction supports is judged
/// after (e.g. "Instruction has invalid rounding (near), expected: none").
fn alu_modifier_error(opname: &str, vector: bool, parts: &[&str]) -> Option<usize> {
    let modifiers = lookup(&c::OPCODES, opname).is_some_and(|o| c::alu_modifiers(o.into()));
    // The instructions with a source type whose `_vN` HSAILasm reads (and ignores).
    let reads_vector = matches!(
        opname,
        "class" | "firstbit" | "lastbit" | "pack" | "popcount" | "unpack"
    );
    // What has been read: 0 nothing, 1 a vector size, 2 ftz, 3 a rounding, 4 a packing,
    // 5 its `_sat`.
    let mut stage = 0;
    for (i, p) in parts.iter().enumerate() {
        if ty::parse(p).is_some() {
            return None;
        }
        stage = match *p {
            "v2" | "v3" | "v4" if (vector || reads_vector) && stage == 0 => 1,
            "ftz" if modifiers && stage <= 1 => 2,
            "sat" if stage == 4 => 5,
            _ if modifiers && stage <= 2 && lookup(&c::ROUNDS, p).is_some_and(|r| r >= 2) => 3,
            _ if modifiers && stage <= 3 && lookup(&c::PACKS[..7], p).is_some_and(|x| x != 0) => 4,
            _ => return Some(i),
        };
    }
    None
}

/// `st` takes neither `const` nor `width` (grammar L22269-L22271: `st` lists vector, segment, align
/// and equiv only); `HSAILasm` parses them as for `ld` and rejects them at the instruction
/// with these messages.
pub(crate) fn st_unsupported(parts: &[&str]) -> Option<String> {
    if let Some(w) = parts.iter().find(|p| is_width(p)) {
        return Some(format!(
            "Instruction has invalid width ({w}), expected: none"
        ));
    }
    parts
        .contains(&"const")
        .then(|| "Instruction has invalid modifier (const), expected: none".to_string())
}

/// Memory order and scope modifiers where an instruction requires them (memfence: order then
/// scope, L22356; atomics: operation, optional segment, order, scope; queue index operations:
/// optional segment, then order). Returns the index of the part that should be the order or
/// scope (`parts.len()` when the mnemonic ends first) and the message.
pub(crate) fn order_error(opname: &str, parts: &[&str]) -> Option<(usize, &'static str)> {
    let (mut i, scope) = match opname {
        "memfence" => (0, true),
        "atomic" | "atomicnoret" => (1, true),
        // `signal_op[_cmp]_order_types` (L9286-L9330): the order right after the operation
        // (and a wait's comparison), no segment, no scope.
        "signal" | "signalnoret" => (signal_order_at(parts), false),
        "ldqueuereadindex" | "ldqueuewriteindex" | "stqueuereadindex" | "stqueuewriteindex"
        | "addqueuewriteindex" | "casqueuewriteindex" => (0, false),
        _ => return None,
    };
    if !matches!(opname, "memfence" | "signal" | "signalnoret")
        && parts.get(i).is_some_and(|p| is_segment(p))
    {
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

/// Where a signal instruction's memory order is: after the operation, and after a wait's
/// comparison.
fn signal_order_at(parts: &[&str]) -> usize {
    if parts
        .first()
        .is_some_and(|p| matches!(*p, "wait" | "waittimeout"))
    {
        2
    } else {
        1
    }
}

/// Whether `p` names a memory segment (`flat` is written without one).
fn is_segment(p: &str) -> bool {
    lookup(&c::SEGMENTS, p).is_some_and(|s| s >= 1)
}

/// Whether `p` names a memory order.
fn is_order(p: &str) -> bool {
    lookup(&c::ORDERS, p).is_some_and(|o| o != 0)
}

/// Whether `p` names a memory scope an instruction may carry (`wi` is none of them).
fn is_scope(p: &str) -> bool {
    matches!(p, "wave" | "wg" | "agent" | "system")
}

/// Modifier classes, in the order an instruction's grammar lists them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Vector,
    Segment,
    Align,
    Const,
    Equiv,
    Width,
    Nonull,
    Order,
}

fn class_of(p: &str) -> Option<Class> {
    Some(match p {
        "v2" | "v3" | "v4" => Class::Vector,
        "const" => Class::Const,
        "nonull" => Class::Nonull,
        _ if p.starts_with("align(") || p == "align" => Class::Align,
        _ if p.starts_with("equiv(") || p == "equiv" => Class::Equiv,
        "width" => Class::Width,
        _ if is_width(p) => Class::Width,
        _ if is_segment(p) => Class::Segment,
        _ if is_order(p) => Class::Order,
        _ => return None,
    })
}

/// Data types an instruction must end with: its modifier classes in grammar order and how
/// many types follow (ld/st L22380, segment conversions, mul24, queue index operations,
/// exception operations, cmp). Returns the part index (`parts.len()` at the end of the
/// mnemonic) and `HSAILasm`'s message.
pub(crate) fn type_error(opname: &str, parts: &[&str]) -> Option<(usize, &'static str)> {
    use Class::*;
    let (order, types, first): (&[Class], usize, usize) = match opname {
        "ld" => (&[Vector, Segment, Align, Const, Equiv, Width], 1, 0),
        // st reads ld's modifiers (HSAILasm); `const` and `width` are then rejected by
        // the validator ([`st_unsupported`]).
        "st" => (&[Vector, Segment, Align, Const, Equiv, Width], 1, 0),
        "ftos" | "stof" => (&[Segment, Nonull], 2, 0),
        "mul24" | "mad24" | "mul24hi" | "mad24hi" => (&[], 1, 0),
        "ldqueuereadindex" | "ldqueuewriteindex" | "stqueuereadindex" | "stqueuewriteindex"
        | "addqueuewriteindex" | "casqueuewriteindex" => (&[Segment, Order], 1, 0),
        "setdetectexcept" | "getdetectexcept" | "cleardetectexcept" => (&[], 1, 0),
        "activelanemask" => (&[Vector, Width], 2, 0),
        // `[_v4]_geometry[_equiv(n)]_types` (image instructions, ch. 7).
        "rdimage" | "ldimage" | "stimage" => {
            let i = usize::from(parts.first().is_some_and(|p| p.starts_with('v')));
            return parts
                .get(i)
                .is_none_or(|p| lookup(&c::GEOMETRIES, p).is_none())
                .then_some((i, "geometry modifier expected"));
        }
        // `cvt[_ftz][_round]_dtype_stype` (L22247): each part at its place, an integer
        // rounding with its `_sat` (`neari_sat`) one part, as HSAILasm reads them.
        "cvt" => {
            let mut i = usize::from(parts.first() == Some(&"ftz"));
            if let Some(r) = parts.get(i).and_then(|p| lookup(&c::ROUNDS, p))
                && r >= 2
            {
                i += 1;
                if parts.get(i) == Some(&"sat") && c::round_has_sat(r) {
                    i += 1;
                }
            }
            if parts.get(i).is_none_or(|p| ty::parse(p).is_none()) {
                return Some((i, "destination type expected"));
            }
            return parts
                .get(i + 1)
                .is_none_or(|p| ty::parse(p).is_none())
                .then_some((i + 1, "source type expected"));
        }
        // `queryimage_geometry_query_dtype_itype` and `querysampler_query_dtype` (7.5, 7.6):
        // each part at its place, as HSAILasm reads them.
        "queryimage" | "querysampler" => {
            let image = opname == "queryimage";
            let mut i = 0;
            if image {
                if parts
                    .first()
                    .is_none_or(|p| lookup(&c::GEOMETRIES, p).is_none())
                {
                    return Some((0, "geometry modifier expected"));
                }
                i = 1;
            }
            let (queries, msg): (&[&str], _) = if image {
                (&c::IMAGE_QUERIES, "image query expected")
            } else {
                (&c::SAMPLER_QUERIES, "sampler query expected")
            };
            if parts.get(i).is_none_or(|p| lookup(queries, p).is_none()) {
                return Some((i, msg));
            }
            let types = if image { 2 } else { 1 };
            return (i + 1..i + 1 + types)
                .find(|&j| parts.get(j).is_none_or(|p| ty::parse(p).is_none()))
                .map(|j| (j, "data type expected"));
        }
        // An atomic's data type right after its `[_segment]_order_scope[_equiv(n)]`
        // (L8820, L9079; a missing order or scope is [`order_error`]'s).
        "atomic" | "atomicnoret" => {
            let mut i = 1;
            if parts.get(i).is_some_and(|p| is_segment(p)) {
                i += 1;
            }
            if !parts.get(i).is_some_and(|p| is_order(p))
                || !parts.get(i + 1).is_some_and(|p| is_scope(p))
            {
                return None;
            }
            i += 2;
            if parts.get(i).is_some_and(|p| p.starts_with("equiv")) {
                i += 1;
            }
            return parts
                .get(i)
                .is_none_or(|p| ty::parse(p).is_none())
                .then_some((i, "data type expected"));
        }
        // The data types right after a signal instruction's memory order (HSAILasm: "data
        // type expected" at a scope there; a missing order is [`order_error`]'s).
        "signal" | "signalnoret" => {
            let i = signal_order_at(parts) + 1;
            if !parts.get(i - 1).is_some_and(|p| is_order(p)) {
                return None;
            }
            return (i..i + 2)
                .find(|&j| parts.get(j).is_none_or(|p| ty::parse(p).is_none()))
                .map(|j| (j, "data type expected"));
        }
        "cmp" => {
            // `cmp_op[_ftz]_dtype_stype`.
            let mut i = 1;
            if parts.get(i) == Some(&"ftz") {
                i += 1;
            }
            // A rounding mode where the destination type belongs.
            return parts
                .get(i)
                .filter(|p| lookup(&c::ROUNDS, p).is_some_and(|r| r >= 2))
                .map(|_| (i, "destination type expected"));
        }
        _ => return None,
    };
    let mut at = 0;
    let mut i = first;
    while let Some(p) = parts.get(i) {
        if ty::parse(p).is_some() {
            break;
        }
        match class_of(p).and_then(|cl| order[at..].iter().position(|x| *x == cl)) {
            Some(k) => at += k + 1,
            // A queue operation's memory order is required: before it, HSAILasm asks for it.
            None if opname.contains("queue") && order[at..].contains(&Order) => {
                return Some((i, "memory order value expected"));
            }
            None => return Some((i, "data type expected")),
        }
        i += 1;
    }
    let found = parts[i.min(parts.len())..]
        .iter()
        .take_while(|p| ty::parse(p).is_some())
        .count();
    match found {
        0 => Some((i, "data type expected")),
        1 if types == 2 => Some((i + 1, "Missing source type")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected indices from HSAILasm's reports in oracle-diff hsail (the column of its
    // "data type expected": `xor_group_f16` at `_group`, `atomic_add_rlx_agent_2da` at
    // `_2da`, `atomic_sub_scar_wave_wave` at the second `_wave`, `mul_pp_sat_p` at `_p`).
    #[test]
    fn parts_where_hsailasm_wants_the_data_type() {
        assert_eq!(alu_foreign_part("xor", &["group", "f16"]), Some(0));
        assert_eq!(alu_foreign_part("fma", &["3d"]), Some(0));
        assert_eq!(alu_foreign_part("add", &["ftz", "near", "f32"]), None);
        assert_eq!(alu_foreign_part("combine", &["v2", "b64", "b32"]), None);
        assert_eq!(
            alu_foreign_part("atomic", &["add", "rlx", "agent", "2da"]),
            Some(3)
        );
        assert_eq!(
            alu_foreign_part("atomic", &["add", "global", "rlx", "wg", "equiv(1)", "u32"]),
            None
        );
        assert_eq!(alu_foreign_part("activelaneid", &["1da", "u32"]), Some(0));
        assert_eq!(
            type_missing_at("atomic", &["sub", "scar", "wave", "wave"], 1, false),
            3
        );
        assert_eq!(type_missing_at("mul", &["pp", "sat", "p"], 0, true), 2);
        assert_eq!(type_missing_at("borrow", &["sp"], 0, false), 0);
        assert_eq!(
            type_missing_at("atomic", &["max", "rlx", "wave", "equiv(1)"], 1, false),
            4
        );
    }

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
        assert_eq!(
            type_error("ld", &["align(2)", "global", "u64"]),
            Some((1, "data type expected"))
        );
        assert_eq!(type_error("ld", &["v2", "global", "align(8)", "f64"]), None);
        // `cvt_neari_scacq_s8_f16` at `_scacq`, `cvt_neari_sat_v4_f64` at `_v4`,
        // `cvt_near_near_f32_f64` at the second `_near`, `cvt_f32` at the end.
        let cvt = |parts: &[&str]| type_error("cvt", parts);
        assert_eq!(
            cvt(&["neari", "scacq", "s8", "f16"]),
            Some((1, "destination type expected"))
        );
        assert_eq!(
            cvt(&["neari", "sat", "v4", "f64"]),
            Some((2, "destination type expected"))
        );
        assert_eq!(
            cvt(&["near", "near", "f32", "f64"]),
            Some((1, "destination type expected"))
        );
        assert_eq!(
            cvt(&["near", "sat", "f32", "f64"]),
            Some((1, "destination type expected"))
        );
        assert_eq!(cvt(&["f32"]), Some((1, "source type expected")));
        assert_eq!(cvt(&["ftz", "sneari", "sat", "s32", "f32"]), None);
        assert_eq!(cvt(&["u8", "s32"]), None);
        // `atomic_sub_scar_wave_wave` at the second `_wave`, `atomic_add_rlx_wave` at the end.
        let at = |parts: &[&str]| type_error("atomic", parts);
        assert_eq!(
            at(&["sub", "scar", "wave", "wave"]),
            Some((3, "data type expected"))
        );
        assert_eq!(
            at(&["max", "rlx", "wave", "equiv(1)"]),
            Some((4, "data type expected"))
        );
        assert_eq!(at(&["add", "group", "rlx", "wave", "u32"]), None);
        assert_eq!(at(&["add", "rlx", "u32"]), None);
        // `signal_add_rlx_wave_s64_sig64` at `_wave`; `signal_add_s64_sig64` at `_s64`
        // (the order, [`order_error`]); `signal_wait_eq_scacq_rlx_…` at `_rlx`.
        let sig = |parts: &[&str]| type_error("signal", parts);
        assert_eq!(
            sig(&["add", "rlx", "wave", "s64", "sig64"]),
            Some((2, "data type expected"))
        );
        assert_eq!(sig(&["add", "s64", "sig64"]), None);
        assert_eq!(
            order_error("signal", &["add", "s64", "sig64"]),
            Some((1, "memory order value expected"))
        );
        assert_eq!(
            order_error("signalnoret", &["add", "global", "rlx", "s64", "sig64"]),
            Some((1, "memory order value expected"))
        );
        assert_eq!(
            sig(&["wait", "eq", "scacq", "rlx", "s64", "sig64"]),
            Some((3, "data type expected"))
        );
        assert_eq!(sig(&["wait", "eq", "rlx", "s64", "sig64"]), None);
        assert_eq!(
            order_error("signal", &["wait", "eq", "rlx", "s64", "sig64"]),
            None
        );
        // HSAILasm's reports: `queryimage_width_u32_roimg` at `_width`,
        // `queryimage_1d_u32_roimg` at `_u32`, `queryimage_1d_width_width_u32_roimg` at the
        // second `_width`, `queryimage_1d_width_u32` at the end, `querysampler_u32_samp` at
        // `_u32`.
        let q = |parts: &[&str]| type_error("queryimage", parts);
        assert_eq!(
            q(&["width", "u32", "roimg"]),
            Some((0, "geometry modifier expected"))
        );
        assert_eq!(
            q(&["1d", "u32", "roimg"]),
            Some((1, "image query expected"))
        );
        assert_eq!(
            q(&["1d", "width", "width", "u32"]),
            Some((2, "data type expected"))
        );
        assert_eq!(q(&["1d", "width", "u32"]), Some((3, "data type expected")));
        assert_eq!(q(&["2da", "channelorder", "u32", "rwimg"]), None);
        assert_eq!(
            type_error("querysampler", &["u32", "samp"]),
            Some((0, "sampler query expected"))
        );
        assert_eq!(type_error("querysampler", &["filter", "u32"]), None);
        assert_eq!(
            type_error("stof", &["global", "u64"]),
            Some((2, "Missing source type"))
        );
        assert_eq!(
            type_error("cmp", &["lt", "zero", "f32", "f32"]),
            Some((1, "destination type expected"))
        );
    }
}
