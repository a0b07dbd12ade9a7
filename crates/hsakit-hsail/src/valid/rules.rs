//! Table-driven per-opcode rules: which types, source types, segments, memory orders,
//! comparison operators, rounding modes, packing controls and image types each opcode allows
//! (the syntax tables of seed chapters 5–11). The rows live in `data/hsail/rules.toml` and are
//! generated into [`super::generated::RULES`]; this module reads an instruction's properties
//! and reports the first rule it breaks in libHSAIL's words.

use crate::brig::consts::{self as c, ty};
use crate::model::{Inst, InstFormat};
use foldhash::HashMap;
use std::sync::OnceLock;

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

/// The value lists of a [`Rule`] as sets of value codes, each `(bits, limit)`: bit `v` set
/// for each value `v` below `limit` that the list names ([`codes_of`]). Generated beside
/// [`super::generated::RULES`] by `cargo xtask codegen`, so that no names are looked up when
/// the rules are first used (compiling them from the names took ~1.2M instructions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleCodes {
    /// The allowed values.
    pub allowed: (u128, u16),
    /// The values of the rule's property that have a name.
    pub named: (u128, u16),
    /// Each condition's values, in the order of [`Rule::when`].
    pub when: &'static [(u128, u16)],
}

/// The values of `prop` named in `list`, as a set of value codes `(bits, limit)`
/// ([`RuleCodes`]; for `cargo xtask codegen`).
#[doc(hidden)]
pub fn codes_of(prop: Prop, list: &[&str]) -> (u128, u16) {
    let c = Codes::of(prop, list);
    (c.bits, c.limit)
}

/// The values of `prop` that have a name, as a set of value codes ([`RuleCodes::named`]).
#[doc(hidden)]
pub fn named_of(prop: Prop) -> (u128, u16) {
    let c = names(prop).named;
    (c.bits, c.limit)
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

/// A property's value as a number: a type code, a table index (segment, order, rounding, …),
/// 0/1 for the flags; `None` when the instruction has no such field. [`name`] spells it.
#[inline]
fn code(inst: &Inst, prop: Prop, ctx: Ctx) -> Option<u16> {
    use InstFormat as F;
    let f = &inst.format;
    Some(match prop {
        Prop::Type => inst.ty,
        Prop::SrcType => match f {
            F::Cmp { source_type, .. }
            | F::Cvt { source_type, .. }
            | F::Lane { source_type, .. }
            | F::SegCvt { source_type, .. }
            | F::SourceType { source_type } => *source_type,
            _ => return None,
        },
        Prop::Segment => match f {
            F::Addr { segment }
            | F::Atomic { segment, .. }
            | F::Mem { segment, .. }
            | F::Queue { segment, .. }
            | F::Seg { segment }
            | F::SegCvt { segment, .. } => u16::from(*segment),
            _ => return None,
        },
        Prop::Order => match f {
            F::Atomic { order, .. }
            | F::MemFence { order, .. }
            | F::Queue { order, .. }
            | F::Signal { order, .. } => u16::from(*order),
            _ => return None,
        },
        Prop::Compare => match f {
            F::Cmp { compare, .. } => u16::from(*compare),
            _ => return None,
        },
        Prop::Round => match f {
            F::Cvt { round, .. } | F::Mod { round, .. } => u16::from(*round),
            _ => return None,
        },
        // (An instruction without modifiers has no packing control: "none", which a packed
        // type does not take.)
        Prop::Pack => match f {
            F::Cmp { pack, .. } | F::Mod { pack, .. } => u16::from(*pack),
            F::Basic => 0,
            _ => return None,
        },
        Prop::ImageType => match f {
            F::Image { image_type, .. } | F::QueryImage { image_type, .. } => *image_type,
            _ => return None,
        },
        Prop::CoordType => match f {
            F::Image { coord_type, .. } => *coord_type,
            _ => return None,
        },
        Prop::SignalType => match f {
            F::Signal { signal_type, .. } => *signal_type,
            _ => return None,
        },
        Prop::Scope => match f {
            F::Atomic { scope, .. } => u16::from(*scope),
            _ => return None,
        },
        Prop::Geometry => match f {
            F::Image { geometry, .. } | F::QueryImage { geometry, .. } => u16::from(*geometry),
            _ => return None,
        },
        Prop::Query => match f {
            F::QueryImage { query, .. } => u16::from(*query),
            _ => return None,
        },
        Prop::AtomicOp => match f {
            F::Atomic { op, .. } | F::Signal { op, .. } => u16::from(*op),
            _ => return None,
        },
        Prop::Ftz => match f {
            F::Cmp { modifier, .. } | F::Cvt { modifier, .. } | F::Mod { modifier, .. } => {
                u16::from(modifier & 1)
            }
            _ => return None,
        },
        Prop::Const => match f {
            F::Mem { modifier, .. } => u16::from(modifier & 1),
            _ => return None,
        },
        Prop::Profile => u16::from(ctx.base),
        Prop::Model => u16::from(ctx.large),
    })
}

/// How the rules spell value `v` of `prop` ([`code`]); `None` for a value without a name.
fn name(prop: Prop, v: u16) -> Option<String> {
    let small = u8::try_from(v).ok();
    Some(match prop {
        Prop::Type | Prop::SrcType | Prop::ImageType | Prop::CoordType | Prop::SignalType => {
            type_name(v)
        }
        Prop::Segment => table_name(&c::SEGMENTS, small?, "none"),
        Prop::Order => table_name(&c::ORDERS, small?, "none"),
        Prop::Compare => c::COMPARES.get(usize::from(v))?.to_string(),
        Prop::Round => table_name(&c::ROUNDS, small?, "none"),
        Prop::Pack => table_name(&c::PACKS, small?, "none"),
        Prop::Scope => table_name(&c::SCOPES, small?, "none"),
        Prop::Geometry => c::GEOMETRIES.get(usize::from(v))?.to_string(),
        Prop::Query => c::IMAGE_QUERIES
            .get(usize::from(v))
            .copied()
            .or_else(|| crate::vendor::query_name(small?))?
            .to_string(),
        Prop::AtomicOp => c::ATOMIC_OPS.get(usize::from(v))?.to_string(),
        Prop::Ftz => (if v != 0 { "ftz" } else { "none" }).into(),
        Prop::Const => (if v != 0 { "const" } else { "none" }).into(),
        Prop::Profile => (if v != 0 { "base" } else { "full" }).into(),
        Prop::Model => (if v != 0 { "large" } else { "small" }).into(),
    })
}

/// The value of a property of an instruction as the rules spell it, or `None` when the
/// instruction has no such field.
pub fn value(inst: &Inst, prop: Prop, ctx: Ctx) -> Option<String> {
    name(prop, code(inst, prop, ctx)?)
}

/// How many values of `prop` are judged by bit sets ([`Compiled`]): every index of its name
/// table, the type codes below 128 (all but array types); a value past it (there named
/// `default`, an array type or a vendor query) is judged by its name.
fn limit(prop: Prop) -> u16 {
    let n = match prop {
        Prop::Type | Prop::SrcType | Prop::ImageType | Prop::CoordType | Prop::SignalType => 128,
        Prop::Segment => c::SEGMENTS.len(),
        Prop::Order => c::ORDERS.len(),
        Prop::Compare => c::COMPARES.len(),
        Prop::Round => c::ROUNDS.len(),
        Prop::Pack => c::PACKS.len(),
        Prop::Scope => c::SCOPES.len(),
        Prop::Geometry => c::GEOMETRIES.len(),
        Prop::Query => c::IMAGE_QUERIES.len(),
        Prop::AtomicOp => c::ATOMIC_OPS.len(),
        Prop::Ftz | Prop::Const | Prop::Profile | Prop::Model => 2,
    };
    u16::try_from(n.min(128)).unwrap_or(128)
}

/// A set of values of one property below its [`limit`].
#[derive(Clone, Copy, Debug, Default)]
struct Codes {
    bits: u128,
    limit: u16,
}

impl Codes {
    /// Whether `v` is in the set, when it is below the limit.
    #[inline]
    fn has(&self, v: u16) -> Option<bool> {
        (v < self.limit).then(|| self.bits >> v & 1 != 0)
    }
}

/// The values below a property's limit by name, and those with a name.
struct Names {
    by_name: HashMap<String, u128>,
    named: Codes,
}

/// [`Names`] of `prop`, made once (a few hundred names in all).
fn names(prop: Prop) -> &'static Names {
    const PROPS: usize = Prop::Model as usize + 1;
    static NAMES: [OnceLock<Names>; PROPS] = [const { OnceLock::new() }; PROPS];
    NAMES[prop as usize].get_or_init(|| {
        let limit = limit(prop);
        let mut by_name: HashMap<String, u128> = HashMap::default();
        let mut named = Codes { bits: 0, limit };
        for v in 0..limit {
            if let Some(n) = name(prop, v) {
                *by_name.entry(n).or_default() |= 1 << v;
                named.bits |= 1 << v;
            }
        }
        Names { by_name, named }
    })
}

impl Codes {
    /// The values whose name is one of `list`.
    fn of(prop: Prop, list: &[&str]) -> Codes {
        let n = names(prop);
        Codes {
            bits: list
                .iter()
                .filter_map(|x| n.by_name.get(*x))
                .fold(0, |a, b| a | b),
            limit: n.named.limit,
        }
    }
}

/// A condition of a [`Compiled`] rule: its property, its values as [`Codes`] and by name.
struct Cond {
    prop: Prop,
    set: Codes,
    names: &'static [&'static str],
}

/// A rule with its value lists as [`Codes`], for [`passes`]; its conditions are
/// `Table::conds[conds.0..conds.1]`.
struct Compiled {
    rule: &'static Rule,
    conds: (u32, u32),
    allowed: Codes,
    /// The values of the rule's property that have a name.
    named: Codes,
}

impl Compiled {
    /// Whether `v` of `prop` is one of `names` (its set `set`): by the set, or by name for
    /// a value beyond it.
    #[inline]
    fn is_in(set: &Codes, prop: Prop, v: u16, names: &[&str]) -> bool {
        set.has(v)
            .unwrap_or_else(|| name(prop, v).is_some_and(|n| names.contains(&n.as_str())))
    }

    /// Whether the instruction whose property values `code` gives breaks this rule (as
    /// [`check`] judges it), `conds` being the rule's conditions.
    #[inline]
    fn broken(&self, conds: &[Cond], code: &mut impl FnMut(Prop) -> Option<u16>) -> bool {
        let applies = conds
            .iter()
            .all(|c| code(c.prop).is_some_and(|v| Self::is_in(&c.set, c.prop, v, c.names)));
        // A value without a name is no value: the rule does not apply (as [`by_names`]).
        let r = self.rule;
        applies
            && code(r.prop).is_some_and(|v| match self.allowed.has(v) {
                Some(true) => false,
                Some(false) => self.named.has(v) == Some(true),
                None => name(r.prop, v).is_some_and(|n| !r.allowed.contains(&n.as_str())),
            })
    }
}

/// Compiles the rules now ([`super::prepare`]).
pub(crate) fn prepare() {
    compiled();
}

/// The compiled rules in one list, each opcode's together and in table order (the rules of
/// an instruction are read from one place, not from a list per rule); the range of each
/// core opcode's, of each vendor one's in a map.
struct Table {
    rules: Vec<Compiled>,
    conds: Vec<Cond>,
    core: Vec<(u32, u32)>,
    vendor: HashMap<u16, (u32, u32)>,
}

impl Table {
    #[inline]
    fn of(&self, opcode: u16) -> &[Compiled] {
        let (a, b) = match self.core.get(usize::from(opcode)) {
            Some(&r) => r,
            None => self.vendor.get(&opcode).copied().unwrap_or((0, 0)),
        };
        self.rules.get(a as usize..b as usize).unwrap_or(&[])
    }
}

/// The rules of each opcode, in table order, compiled once.
fn compiled() -> &'static Table {
    static RULES: OnceLock<Table> = OnceLock::new();
    RULES.get_or_init(|| {
        // The rules of each opcode in table order: core opcodes by number, then vendor ones.
        let mut by_opcode: Vec<(u16, Vec<(&'static Rule, &'static RuleCodes)>)> = (0..c::OPCODES
            .len())
            .map(|o| (u16::try_from(o).unwrap_or(u16::MAX), Vec::new()))
            .collect();
        let mut vendor_at: HashMap<u16, usize> = HashMap::default();
        let codes = |(bits, limit): (u128, u16)| Codes { bits, limit };
        for (rule, c) in super::generated::RULES
            .iter()
            .zip(super::generated::RULE_CODES)
        {
            let k = match usize::from(rule.opcode) {
                o if o < c::OPCODES.len() => o,
                _ => *vendor_at.entry(rule.opcode).or_insert_with(|| {
                    by_opcode.push((rule.opcode, Vec::new()));
                    by_opcode.len() - 1
                }),
            };
            by_opcode[k].1.push((rule, c));
        }
        let mut t = Table {
            rules: Vec::new(),
            conds: Vec::new(),
            core: Vec::new(),
            vendor: HashMap::default(),
        };
        for (k, (opcode, rules)) in by_opcode.into_iter().enumerate() {
            let start = t.rules.len() as u32;
            for (rule, c) in rules {
                let c0 = t.conds.len() as u32;
                t.conds.extend(
                    rule.when
                        .iter()
                        .zip(c.when)
                        .map(|(&(prop, names), &set)| Cond {
                            prop,
                            set: codes(set),
                            names,
                        }),
                );
                t.rules.push(Compiled {
                    rule,
                    conds: (c0, t.conds.len() as u32),
                    allowed: codes(c.allowed),
                    named: codes(c.named),
                });
            }
            let range = (start, t.rules.len() as u32);
            if k < c::OPCODES.len() {
                t.core.push(range);
            } else {
                t.vendor.insert(opcode, range);
            }
        }
        t
    })
}

/// Whether `inst` keeps every rule: [`check`] finds nothing. Numbers compared with bit sets
/// instead of names with strings (on CORE-full-large the string comparisons took 3,200
/// instructions an instruction, more than parsing it); the assembler asks once per distinct
/// mnemonic.
pub fn passes(inst: &Inst, ctx: Ctx) -> bool {
    // Each property read once however many rules read it (`cvt` has 20 rules, `cmp` 16).
    const PROPS: usize = Prop::Model as usize + 1;
    let mut known = [None; PROPS];
    let mut code_of = |p: Prop| *known[p as usize].get_or_insert_with(|| code(inst, p, ctx));
    let t = compiled();
    !t.of(inst.opcode).iter().any(|r| {
        let conds = t.conds.get(r.conds.0 as usize..r.conds.1 as usize);
        r.broken(conds.unwrap_or(&[]), &mut code_of)
    })
}

/// The message of the first rule `inst` breaks, if any.
pub fn check(inst: &Inst, ctx: Ctx) -> Option<String> {
    if passes(inst, ctx) {
        return None;
    }
    by_names(inst, ctx)
}

/// [`check`] comparing the values' names with the rules' strings, rule by rule (the
/// message's path, and the reference [`passes`] is tested against).
fn by_names(inst: &Inst, ctx: Ctx) -> Option<String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::DataRef;

    use crate::test_rng::Rng;

    /// The generated value sets (`RULE_CODES`) are those of the rules' lists, row by row.
    #[test]
    fn generated_codes_are_the_lists() {
        let rules = super::super::generated::RULES;
        let codes = super::super::generated::RULE_CODES;
        assert_eq!(rules.len(), codes.len());
        for (r, c) in rules.iter().zip(codes) {
            assert_eq!(c.allowed, codes_of(r.prop, r.allowed), "{r:?}");
            assert_eq!(c.named, named_of(r.prop), "{r:?}");
            assert_eq!(c.when.len(), r.when.len(), "{r:?}");
            for (&(p, names), &w) in r.when.iter().zip(c.when) {
                assert_eq!(w, codes_of(p, names), "{r:?}");
            }
        }
    }

    /// Values for the generated instructions.
    trait Values {
        fn small(&mut self) -> u8;
        fn ty(&mut self) -> u16;
    }

    impl Values for Rng {
        /// Mostly small values (every table index), sometimes any byte.
        fn small(&mut self) -> u8 {
            let v = self.next();
            if v.is_multiple_of(4) {
                (v >> 8) as u8
            } else {
                (v >> 8) as u8 % 24
            }
        }

        /// Mostly type codes with names, sometimes anything (array types, beyond [`CODES`]).
        fn ty(&mut self) -> u16 {
            let v = self.next();
            match v % 8 {
                0 => (v >> 8) as u16,
                1 => (v >> 8) as u16 % 1024,
                _ => (v >> 8) as u16 % 128,
            }
        }
    }

    fn format(r: &mut Rng) -> InstFormat {
        use InstFormat as F;
        match r.next() % 18 {
            0 => F::Addr { segment: r.small() },
            1 => F::Atomic {
                segment: r.small(),
                order: r.small(),
                scope: r.small(),
                op: r.small(),
                equiv: r.small(),
            },
            2 => F::Basic,
            3 => F::Br { width: r.small() },
            4 => F::Cmp {
                source_type: r.ty(),
                modifier: r.small(),
                compare: r.small(),
                pack: r.small(),
            },
            5 => F::Cvt {
                source_type: r.ty(),
                modifier: r.small(),
                round: r.small(),
            },
            6 => F::Image {
                image_type: r.ty(),
                coord_type: r.ty(),
                geometry: r.small(),
                equiv: r.small(),
            },
            7 => F::Lane {
                source_type: r.ty(),
                width: r.small(),
            },
            8 => F::Mem {
                segment: r.small(),
                align: r.small(),
                equiv: r.small(),
                width: r.small(),
                modifier: r.small(),
            },
            9 => F::MemFence {
                order: r.small(),
                global_scope: r.small(),
                group_scope: r.small(),
                image_scope: r.small(),
            },
            10 => F::Mod {
                modifier: r.small(),
                round: r.small(),
                pack: r.small(),
            },
            11 => F::QueryImage {
                image_type: r.ty(),
                geometry: r.small(),
                query: r.small(),
            },
            12 => F::QuerySampler { query: r.small() },
            13 => F::Queue {
                segment: r.small(),
                order: r.small(),
            },
            14 => F::Seg { segment: r.small() },
            15 => F::SegCvt {
                source_type: r.ty(),
                segment: r.small(),
                modifier: r.small(),
            },
            16 => F::Signal {
                signal_type: r.ty(),
                order: r.small(),
                op: r.small(),
            },
            _ => F::SourceType {
                source_type: r.ty(),
            },
        }
    }

    /// The bit-set judgement is the names' judgement: on random instructions of every opcode
    /// the rules name, with every format, the type codes and table indices spread over and
    /// past their names (both contexts); both verdicts occur.
    #[test]
    fn passes_is_check_by_names() {
        let opcodes: Vec<u16> = super::super::generated::RULES
            .iter()
            .map(|r| r.opcode)
            .collect();
        let mut r = Rng(0x0dd5_eed5_4a11_5eed);
        let (mut kept, mut broken) = (0, 0);
        for i in 0..400_000u32 {
            let inst = Inst {
                opcode: opcodes[(r.next() % opcodes.len() as u64) as usize],
                ty: r.ty(),
                operands: DataRef(0),
                format: format(&mut r),
            };
            let ctx = Ctx {
                base: i % 2 == 0,
                large: i % 4 < 2,
            };
            let ok = passes(&inst, ctx);
            assert_eq!(ok, by_names(&inst, ctx).is_none(), "{inst:?} {ctx:?}");
            if ok { kept += 1 } else { broken += 1 }
        }
        assert!(
            kept > 10_000 && broken > 10_000,
            "{kept} kept, {broken} broken"
        );
    }
}
