//! Generator of the HSAIL tables: `data/hsail/*.toml` →
//! `crates/hsakit-hsail/src/brig/generated.rs` (opcode names by BRIG value) and
//! `crates/hsakit-hsail/src/valid/generated.rs` (the per-opcode validation rules).
//!
//! Every row cites its line in seed 000_5d80a41d341a307e.txt (HSA PRM 1.2). Rule value lists
//! may name sets (`@name`) from `[sets]`; the generator expands them, removes `except` values,
//! checks every value against the property's vocabulary and sorts the list the way libHSAIL
//! prints it unless the row says `ordered`.

use anyhow::{Context, bail, ensure};
use hsakit_hsail::valid::rules::{Prop, codes_of, named_of};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
struct Opcodes {
    opcode: Vec<OpcodeRow>,
}

#[derive(Deserialize)]
struct OpcodeRow {
    value: u16,
    name: String,
    line: u32,
    /// The operand kinds, when the operand list is fixed (space-separated [`kind_variant`]
    /// tokens; empty: no operands).
    kinds: Option<String>,
}

/// The `valid::kinds::Kind` variant of an operand-kind token of `opcodes.toml`.
fn kind_variant(k: &str) -> anyhow::Result<&'static str> {
    Ok(match k {
        "reg" => "Kind::Reg",
        "src" => "Kind::Src",
        "srcnows" => "Kind::SrcNoWs",
        "imm" => "Kind::Imm",
        "addr" => "Kind::Addr",
        "label" => "Kind::Label",
        "dim" => "Kind::Dim",
        "imm03" => "Kind::Imm03",
        "fbar" => "Kind::Fbar",
        "immws" => "Kind::ImmWs",
        "vec4" => "Kind::Vec4",
        "fbarreg" => "Kind::FbarReg",
        "regvec" => "Kind::RegVec",
        "srcvec" => "Kind::SrcVec",
        "any" => "Kind::Any",
        other => bail!("unknown operand kind `{other}`"),
    })
}

#[derive(Deserialize)]
struct Rules {
    sets: BTreeMap<String, Vec<String>>,
    rule: Vec<RuleRow>,
}

#[derive(Deserialize)]
struct RuleRow {
    op: String,
    prop: String,
    #[serde(default)]
    when: BTreeMap<String, Vec<String>>,
    allowed: Vec<String>,
    #[serde(default)]
    except: Vec<String>,
    #[serde(default)]
    ordered: bool,
    message: Option<String>,
    /// The seed line stating the rule (core opcodes).
    #[serde(default)]
    line: u32,
    /// The evidence for a vendor instruction's rule (the seed does not define them).
    evidence: Option<String>,
}

#[derive(Deserialize)]
struct Vendor {
    vendor: Vec<VendorRow>,
    segment: Vec<VendorValue>,
    query: Vec<VendorValue>,
}

#[derive(Deserialize)]
struct VendorRow {
    value: u16,
    name: String,
    extension: String,
    kind: String,
    like: String,
    types: Vec<String>,
    implicit: String,
    operands: Vec<String>,
    /// Operand kinds (the tokens of `opcodes.toml`'s `kinds`).
    #[serde(default)]
    kinds: Option<String>,
    evidence: String,
}

#[derive(Deserialize)]
struct VendorValue {
    name: String,
    value: u8,
    extension: String,
    evidence: String,
}

fn load<T: for<'de> Deserialize<'de>>(root: &Path, name: &str) -> anyhow::Result<T> {
    let path = root.join("data/hsail").join(name);
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// The `Prop` of a property name.
fn prop_of(p: &str) -> anyhow::Result<Prop> {
    Ok(match p {
        "type" => Prop::Type,
        "stype" => Prop::SrcType,
        "segment" => Prop::Segment,
        "order" => Prop::Order,
        "compare" => Prop::Compare,
        "round" => Prop::Round,
        "pack" => Prop::Pack,
        "imagetype" => Prop::ImageType,
        "coordtype" => Prop::CoordType,
        "signaltype" => Prop::SignalType,
        "scope" => Prop::Scope,
        "geometry" => Prop::Geometry,
        "query" => Prop::Query,
        "atomicop" => Prop::AtomicOp,
        "ftz" => Prop::Ftz,
        "const" => Prop::Const,
        "profile" => Prop::Profile,
        "model" => Prop::Model,
        other => bail!("unknown property `{other}`"),
    })
}

/// A value set of `rules::codes_of` as Rust source.
fn codes_src((bits, limit): (u128, u16)) -> String {
    format!("({bits:#x}, {limit})")
}

/// The values a property can take, for checking the data.
fn vocabulary(p: &str, sets: &BTreeMap<String, Vec<String>>) -> anyhow::Result<Vec<String>> {
    let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
    Ok(match p {
        "type" | "stype" | "imagetype" | "coordtype" | "signaltype" => {
            sets.get("any").context("set `any` is missing")?.clone()
        }
        "segment" => words("none flat global readonly kernarg group private spill arg"),
        "order" => words("none rlx scacq screl scar"),
        "scope" => words("none wi wave wg agent system"),
        "geometry" => words("1d 2d 3d 1da 2da 1db 2ddepth 2dadepth"),
        "query" => words("width height depth array channelorder channeltype nummiplevels"),
        "compare" => words(
            "eq ne lt le gt ge equ neu ltu leu gtu geu num nan seq sne slt sle sgt sge sgeu sequ \
             sneu sltu sleu snum snan sgtu",
        ),
        "round" => {
            let mut v = words("none default near zero up down");
            v.extend(
                sets.get("iround")
                    .context("set `iround` is missing")?
                    .iter()
                    .cloned(),
            );
            v
        }
        "pack" => words("none pp ps sp ss s p pp_sat ps_sat sp_sat ss_sat s_sat p_sat"),
        "atomicop" => words(
            "add and cas exch ld max min or st sub wrapdec wrapinc xor wait_eq wait_ne wait_lt \
             wait_gte waittimeout_eq waittimeout_ne waittimeout_lt waittimeout_gte",
        ),
        "ftz" => words("none ftz"),
        "const" => words("none const"),
        "profile" => words("base full"),
        "model" => words("small large"),
        other => bail!("unknown property `{other}`"),
    })
}

/// Expands `@set` names and checks each value.
fn expand(
    values: &[String],
    prop: &str,
    sets: &BTreeMap<String, Vec<String>>,
) -> anyhow::Result<Vec<String>> {
    let vocab = vocabulary(prop, sets)?;
    let mut out = Vec::new();
    for v in values {
        if let Some(set) = v.strip_prefix('@') {
            out.extend(
                sets.get(set)
                    .with_context(|| format!("unknown set `@{set}`"))?
                    .iter()
                    .cloned(),
            );
        } else {
            out.push(v.clone());
        }
    }
    for v in &out {
        ensure!(
            vocab.contains(v),
            "`{v}` is not a value of property `{prop}`"
        );
    }
    Ok(out)
}

fn str_list(v: &[String]) -> String {
    let items: Vec<String> = v.iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", items.join(", "))
}

/// Generates the opcode name table and the validation rules.
pub fn generate(root: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let opcodes: Opcodes = load(root, "opcodes.toml")?;
    let rules: Rules = load(root, "rules.toml")?;

    // Opcodes: dense values 0..n.
    let mut names = BTreeMap::new();
    for (i, o) in opcodes.opcode.iter().enumerate() {
        ensure!(
            usize::from(o.value) == i,
            "opcode {} has value {}, expected {i} (rows must be dense and in order)",
            o.name,
            o.value
        );
        ensure!(
            names.insert(o.name.clone(), o.value).is_none(),
            "opcode {} twice",
            o.name
        );
    }
    let mut ops = String::new();
    ops.push_str(
        "//! HSAIL opcode names generated from `data/hsail/opcodes.toml` by `cargo xtask codegen`.\n\
         //!\n\
         //! generated; do not edit. Every row cites its `hsa_brig_opcode_t` line in seed\n\
         //! 000_5d80a41d341a307e.txt.\n\n",
    );
    writeln!(
        ops,
        "/// Opcode mnemonics by BRIG opcode value (seed L17543-L17681).\npub const OPCODES: [&str; {}] = [",
        opcodes.opcode.len()
    )?;
    for o in &opcodes.opcode {
        writeln!(ops, "    // {} (L{})\n    {:?},", o.value, o.line, o.name)?;
    }
    ops.push_str("];\n");

    // Rules.
    let mut out = String::new();
    out.push_str(
        "//! HSAIL per-opcode validation rules generated from `data/hsail/rules.toml` (and the\n\
         //! operand kinds of `data/hsail/opcodes.toml`) by `cargo xtask codegen`.\n\
         //!\n\
         //! generated; do not edit. Every row cites the line of seed 000_5d80a41d341a307e.txt\n\
         //! that states it.\n\n\
         use super::kinds::Kind;\n\
         use super::rules::{Prop, Rule, RuleCodes};\n\n",
    );
    writeln!(
        out,
        "/// The operand kinds of each opcode whose operand list is fixed, by BRIG opcode value\n\
         /// (`kinds` of `data/hsail/opcodes.toml`).\n\
         pub static OPERAND_KINDS: [Option<&[Kind]>; {}] = [",
        opcodes.opcode.len()
    )?;
    for o in &opcodes.opcode {
        let list = match &o.kinds {
            None => "None".to_string(),
            Some(k) => {
                let v: Vec<&str> = k
                    .split_whitespace()
                    .map(kind_variant)
                    .collect::<anyhow::Result<_>>()
                    .with_context(|| format!("opcode {}", o.name))?;
                format!("Some(&[{}])", v.join(", "))
            }
        };
        writeln!(out, "    // {}\n    {list},", o.name)?;
    }
    out.push_str(
        "];\n\n/// The rules, in the order they are checked.\n\
         pub static RULES: &[Rule] = &[\n",
    );
    let vendor_ops: Vendor = load(root, "vendor.toml")?;
    let mut codes = Vec::new();
    for r in &rules.rule {
        let (opcode, cite) = match (names.get(&r.op), &r.evidence) {
            (Some(v), None) if r.line > 0 => (*v, format!("L{}", r.line)),
            (None, Some(e)) => {
                let v = vendor_ops
                    .vendor
                    .iter()
                    .find(|v| v.name == r.op)
                    .with_context(|| format!("rule for unknown opcode `{}`", r.op))?;
                (v.value, format!("evidence: {e}"))
            }
            _ => bail!(
                "rule {} {}: a core opcode needs `line`, a vendor instruction `evidence`",
                r.op,
                r.prop
            ),
        };
        let prop_v = prop_of(&r.prop)?;
        let prop = format!("Prop::{prop_v:?}");
        let mut allowed = expand(&r.allowed, &r.prop, &rules.sets)
            .with_context(|| format!("rule {} {} (L{})", r.op, r.prop, r.line))?;
        let except = expand(&r.except, &r.prop, &rules.sets)?;
        allowed.retain(|v| !except.contains(v));
        if !r.ordered {
            allowed.sort();
        }
        let mut seen = BTreeSet::new();
        allowed.retain(|v| seen.insert(v.clone()));
        ensure!(
            !allowed.is_empty(),
            "rule {} {} allows nothing",
            r.op,
            r.prop
        );
        let mut when = Vec::new();
        let mut when_codes = Vec::new();
        for (k, v) in &r.when {
            let vals = expand(v, k, &rules.sets)?;
            let p = prop_of(k)?;
            when.push(format!("(Prop::{p:?}, {})", str_list(&vals)));
            let refs: Vec<&str> = vals.iter().map(String::as_str).collect();
            when_codes.push(codes_src(codes_of(p, &refs)));
        }
        let refs: Vec<&str> = allowed.iter().map(String::as_str).collect();
        codes.push(format!(
            "    // {} {}\n    RuleCodes {{ allowed: {}, named: {}, when: &[{}] }},",
            r.op,
            r.prop,
            codes_src(codes_of(prop_v, &refs)),
            codes_src(named_of(prop_v)),
            when_codes.join(", ")
        ));
        let message = match &r.message {
            Some(m) => format!("Some({m:?})"),
            None => "None".into(),
        };
        writeln!(
            out,
            "    // {} {} ({cite})\n    Rule {{ opcode: {opcode}, prop: {prop}, when: &[{}], allowed: {}, message: {message}, line: {} }},",
            r.op,
            r.prop,
            when.join(", "),
            str_list(&allowed),
            r.line
        )?;
    }
    out.push_str(
        "];\n\n/// The value sets of [`RULES`], row by row (`rules::codes_of` of each list).\n\
         pub static RULE_CODES: &[RuleCodes] = &[\n",
    );
    for c in codes {
        writeln!(out, "{c}")?;
    }
    out.push_str("];\n");

    let vendor = vendor_table(root, &names)?;
    Ok(vec![
        (
            PathBuf::from("crates/hsakit-hsail/src/vendor/generated.rs"),
            super::rustfmt(&vendor, "hsail")?,
        ),
        (
            PathBuf::from("crates/hsakit-hsail/src/brig/generated.rs"),
            super::rustfmt(&ops, "hsail")?,
        ),
        (
            PathBuf::from("crates/hsakit-hsail/src/valid/generated.rs"),
            super::rustfmt(&out, "hsail")?,
        ),
    ])
}

/// The vendor-extension table (`data/hsail/vendor.toml`): rows sorted by opcode value in the
/// vendor range, kinds, types and operand specifications checked.
fn vendor_table(root: &Path, core: &BTreeMap<String, u16>) -> anyhow::Result<String> {
    let v: Vendor = load(root, "vendor.toml")?;
    let any_type = |t: &str| {
        let kinds = ["u", "s", "f", "b"];
        let sizes = ["1", "8", "16", "32", "64", "128"];
        t.len() > 1 && kinds.contains(&&t[..1]) && sizes.contains(&&t[1..])
    };
    let mut out = String::from(
        "//! Vendor-extension instructions generated from `data/hsail/vendor.toml` by\n\
         //! `cargo xtask codegen`.\n\
         //!\n\
         //! generated; do not edit. Every row cites its evidence (the round-trip corpus line whose\n\
         //! HSAILasm BRIG shows the encoding).\n\n\
         use super::{Kind, VendorOp, VendorValue};\n\
         use crate::valid::kinds::Kind as OperandKind;\n\n\
         /// The vendor instructions, by opcode value.\n\
         pub static OPS: &[VendorOp] = &[\n",
    );
    let mut last = 0x7fffu16;
    for r in &v.vendor {
        ensure!(
            r.value > last,
            "vendor opcode {} is not in ascending order",
            r.name
        );
        last = r.value;
        ensure!(
            r.value >= 0x8000,
            "vendor opcode {} is below 0x8000",
            r.name
        );
        ensure!(
            r.name.starts_with(&r.extension.replace(':', "_")),
            "vendor opcode {} does not start with its extension {}",
            r.name,
            r.extension
        );
        let kind = match r.kind.as_str() {
            "basic" => "Kind::Basic",
            "basic_ftz" => "Kind::BasicFtz",
            "mem" | "atomic" | "image" | "queryimage" => "Kind::Like",
            "addr" => "Kind::Addr",
            other => bail!("vendor opcode {}: unknown kind `{other}`", r.name),
        };
        let like = if r.like.is_empty() {
            ensure!(
                kind != "Kind::Like",
                "vendor opcode {} needs `like`",
                r.name
            );
            0
        } else {
            *core.get(&r.like).with_context(|| {
                format!("vendor opcode {}: unknown core opcode `{}`", r.name, r.like)
            })?
        };
        for t in r
            .types
            .iter()
            .chain(std::iter::once(&r.implicit).filter(|t| !t.is_empty()))
        {
            ensure!(any_type(t), "vendor opcode {}: `{t}` is not a type", r.name);
        }
        ensure!(
            r.types.is_empty() != r.implicit.is_empty() || kind == "Kind::Like",
            "vendor opcode {}: give either `types` or `implicit`",
            r.name
        );
        for o in &r.operands {
            ensure!(
                matches!(o.as_str(), "T" | "C" | "img" | "addr" | "v4") || any_type(o),
                "vendor opcode {}: bad operand `{o}`",
                r.name
            );
        }
        let kinds = match &r.kinds {
            None => "None".to_string(),
            Some(k) => {
                let v: Vec<String> = k
                    .split_whitespace()
                    .map(|t| kind_variant(t).map(|v| v.replace("Kind::", "OperandKind::")))
                    .collect::<anyhow::Result<_>>()
                    .with_context(|| format!("vendor opcode {}", r.name))?;
                format!("Some(&[{}])", v.join(", "))
            }
        };
        if let Some(k) = &r.kinds {
            ensure!(
                k.split_whitespace().count() == r.operands.len(),
                "vendor opcode {}: {} kinds for {} operands",
                r.name,
                k.split_whitespace().count(),
                r.operands.len()
            );
        }
        writeln!(
            out,
            "    // {:#06x} {} ({})\n    VendorOp {{ value: {:#06x}, name: {:?}, extension: {:?}, kind: {kind}, like: {like}, types: {}, implicit: {:?}, operands: {}, kinds: {kinds} }},",
            r.value,
            r.name,
            r.evidence,
            r.value,
            r.name,
            r.extension,
            str_list(&r.types),
            r.implicit,
            str_list(&r.operands),
        )?;
    }
    out.push_str("];\n\n");
    for (what, rows) in [("SEGMENTS", &v.segment), ("QUERIES", &v.query)] {
        let doc = if what == "SEGMENTS" {
            "Segment values of the vendor extensions."
        } else {
            "Image-query values of the vendor extensions."
        };
        writeln!(out, "/// {doc}\npub static {what}: &[VendorValue] = &[")?;
        for r in rows {
            writeln!(
                out,
                "    // {} ({})\n    VendorValue {{ name: {:?}, value: {}, extension: {:?} }},",
                r.name, r.evidence, r.name, r.value, r.extension
            )?;
        }
        out.push_str("];\n\n");
    }
    Ok(out)
}
