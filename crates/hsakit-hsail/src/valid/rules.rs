//! Table-driven per-opcode rules: which types, source types, segments, memory orders,
//! comparison operators, rounding modes, packing controls and image types each opcode allows
//! (the syntax tables of seed chapters 5–11). The rows live in `data/hsail/rules.toml` and are
//! generated into [`super::generated::RULES`]; this module reads an instruction's properties
//! and reports the first rule it breaks in libHSAIL's words.

use crate::brig::consts::{self as c, ty};
use crate::model::{Inst, InstFormat};

/// An instruction property a rule constrains or conditions on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prop {
    /// The result type (`none` when absent).
    Type,
    /// The source type (cmp, cvt, cross-lane, segment conversion, pack/unpack…).
    SrcType,
    /// The segment (`flat` when omitted on a segment-taking instruction).
    Segment,
    /// The memory order.
    Order,
    /// The comparison operator.
    Compare,
    /// The rounding mode (`none`, `default` or a named mode).
    Round,
    /// The packing control (`none` when absent).
    Pack,
    /// The image type of image instructions.
    ImageType,
    /// The coordinate type of rdimage, ldimage and stimage.
    CoordType,
    /// The signal type of signal instructions.
    SignalType,
    /// The memory scope of atomic instructions.
    Scope,
    /// The image geometry of image instructions and queryimage.
    Geometry,
    /// The image property queryimage reads.
    Query,
    /// The atomic or signal operation.
    AtomicOp,
    /// The `ftz` modifier (`ftz` or `none`).
    Ftz,
    /// The `const` modifier of `ld` (`const` or `none`).
    Const,
    /// The module's profile (`base` or `full`).
    Profile,
    /// The module's machine model (`small` or `large`).
    Model,
}

impl Prop {
    /// How libHSAIL names the property in "Instruction has invalid …".
    pub fn label(self) -> &'static str {
        match self {
            Prop::Type => "type",
            Prop::SrcType => "src type",
            Prop::Segment => "segment",
            Prop::Order => "memory order",
            Prop::Compare => "comparison operator",
            Prop::Round => "rounding",
            Prop::Pack => "packing",
            Prop::ImageType => "image type",
            Prop::CoordType => "coord type",
            Prop::SignalType => "signal type",
            Prop::Scope => "memory scope",
            Prop::Geometry => "image geometry",
            Prop::Query => "image query",
            Prop::AtomicOp => "atomic operation",
            Prop::Ftz | Prop::Const => "modifier",
            Prop::Profile => "profile",
            Prop::Model => "machine model",
        }
    }
}

/// One generated rule: for `opcode`, when every `when` condition holds, `prop` must be one of
/// `allowed` (already in message order).
#[derive(Debug)]
pub struct Rule {
    /// BRIG opcode.
    pub opcode: u16,
    /// The constrained property.
    pub prop: Prop,
    /// Conditions: each property must have one of the listed values.
    pub when: &'static [(Prop, &'static [&'static str])],
    /// The allowed values, in the order the message lists them.
    pub allowed: &'static [&'static str],
    /// A fixed message replacing the generic one.
    pub message: Option<&'static str>,
    /// The seed line stating the rule (0 for a vendor instruction's rule, whose evidence the
    /// generated row cites).
    pub line: u32,
}

/// The module-level context of an instruction.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// `$base` profile.
    pub base: bool,
    /// `$large` machine model.
    pub large: bool,
}

fn type_name(t: u16) -> String {
    if t == ty::NONE {
        "none".into()
    } else {
        ty::name(t)
    }
}

fn table_name(table: &[&str], v: u8, zero: &str) -> String {
    match table.get(usize::from(v)) {
        _ if v == 0 => zero.into(),
        Some(s) if !s.is_empty() => (*s).into(),
        _ => "default".into(),
    }
}

/// The value of a property of an instruction, or `None` when the instruction has no such field.
pub fn value(inst: &Inst, prop: Prop, ctx: Ctx) -> Option<String> {
    use InstFormat as F;
    let f = &inst.format;
    Some(match prop {
        Prop::Type => type_name(inst.ty),
        Prop::SrcType => match f {
            F::Cmp { source_type, .. }
            | F::Cvt { source_type, .. }
            | F::Lane { source_type, .. }
            | F::SegCvt { source_type, .. }
            | F::SourceType { source_type } => type_name(*source_type),
            _ => return None,
        },
        Prop::Segment => match f {
            F::Addr { segment }
            | F::Atomic { segment, .. }
            | F::Mem { segment, .. }
            | F::Queue { segment, .. }
            | F::Seg { segment }
            | F::SegCvt { segment, .. } => table_name(&c::SEGMENTS, *segment, "none"),
            _ => return None,
        },
        Prop::Order => match f {
            F::Atomic { order, .. }
            | F::MemFence { order, .. }
            | F::Queue { order, .. }
            | F::Signal { order, .. } => table_name(&c::ORDERS, *order, "none"),
            _ => return None,
        },
        Prop::Compare => match f {
            F::Cmp { compare, .. } => c::COMPARES.get(usize::from(*compare))?.to_string(),
            _ => return None,
        },
        Prop::Round => match f {
            F::Cvt { round, .. } | F::Mod { round, .. } => table_name(&c::ROUNDS, *round, "none"),
            _ => return None,
        },
        Prop::Pack => match f {
            F::Cmp { pack, .. } | F::Mod { pack, .. } => table_name(&c::PACKS, *pack, "none"),
            _ => return None,
        },
        Prop::ImageType => match f {
            F::Image { image_type, .. } | F::QueryImage { image_type, .. } => {
                type_name(*image_type)
            }
            _ => return None,
        },
        Prop::CoordType => match f {
            F::Image { coord_type, .. } => type_name(*coord_type),
            _ => return None,
        },
        Prop::SignalType => match f {
            F::Signal { signal_type, .. } => type_name(*signal_type),
            _ => return None,
        },
        Prop::Scope => match f {
            F::Atomic { scope, .. } => table_name(&c::SCOPES, *scope, "none"),
            _ => return None,
        },
        Prop::Geometry => match f {
            F::Image { geometry, .. } | F::QueryImage { geometry, .. } => {
                c::GEOMETRIES.get(usize::from(*geometry))?.to_string()
            }
            _ => return None,
        },
        Prop::Query => match f {
            F::QueryImage { query, .. } => c::IMAGE_QUERIES
                .get(usize::from(*query))
                .copied()
                .or_else(|| crate::vendor::query_name(*query))?
                .to_string(),
            _ => return None,
        },
        Prop::AtomicOp => match f {
            F::Atomic { op, .. } | F::Signal { op, .. } => {
                c::ATOMIC_OPS.get(usize::from(*op))?.to_string()
            }
            _ => return None,
        },
        Prop::Ftz => match f {
            F::Cmp { modifier, .. } | F::Cvt { modifier, .. } | F::Mod { modifier, .. } => {
                (if modifier & 1 != 0 { "ftz" } else { "none" }).into()
            }
            _ => return None,
        },
        Prop::Const => match f {
            F::Mem { modifier, .. } => (if modifier & 1 != 0 { "const" } else { "none" }).into(),
            _ => return None,
        },
        Prop::Profile => (if ctx.base { "base" } else { "full" }).into(),
        Prop::Model => (if ctx.large { "large" } else { "small" }).into(),
    })
}

/// The message of the first rule `inst` breaks, if any.
pub fn check(inst: &Inst, ctx: Ctx) -> Option<String> {
    for r in super::generated::RULES {
        if r.opcode != inst.opcode {
            continue;
        }
        let applies = r
            .when
            .iter()
            .all(|(p, vals)| value(inst, *p, ctx).is_some_and(|v| vals.iter().any(|x| *x == v)));
        if !applies {
            continue;
        }
        let Some(v) = value(inst, r.prop, ctx) else {
            continue;
        };
        if r.allowed.iter().any(|x| *x == v) {
            continue;
        }
        if let Some(m) = r.message {
            return Some(m.to_string());
        }
        let list = match r.allowed {
            [one] => format!("expected: {one}"),
            many => format!("expected one of: {}", many.join(", ")),
        };
        return Some(format!(
            "Instruction has invalid {} ({v}), {list}",
            r.prop.label()
        ));
    }
    None
}
