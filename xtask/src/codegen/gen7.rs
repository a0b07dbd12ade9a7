//! Generator of the Gen7 (Ivy Bridge) EU tables: `data/gen7/*.toml` →
//! `crates/hsakit-gen7/src/generated.rs`.
//!
//! The compaction tables are rebuilt from the seed's "Mapped Meaning" column (seed
//! 002_15780130570c7bd8.txt L3984-L4136), which survived the PDF conversion intact, rather than
//! from its bit strings, a quarter of which are damaged. Every row whose printed bits disagree
//! with the rebuilt value must have an entry in `data/gen7/errata.toml`, and every such entry must
//! name a row that does disagree, so the errata list stays exact.

use anyhow::{Context, bail, ensure};
use serde::Deserialize;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
struct Opcodes {
    opcode: Vec<Opcode>,
}

#[derive(Deserialize)]
struct Opcode {
    value: u8,
    name: String,
    class: String,
    line: u32,
    uip: Option<bool>,
    src0: Option<String>,
    imm: Option<String>,
}

#[derive(Deserialize)]
struct Encodings {
    #[serde(rename = "type")]
    types: Vec<TypeRow>,
    arf: Vec<ArfRow>,
    cond: Vec<NamedRow>,
    pred: Vec<PredRow>,
    math: Vec<NamedRow>,
    sfid: Vec<NamedRow>,
}

#[derive(Deserialize)]
struct TypeRow {
    name: String,
    reg: i32,
    imm: i32,
    size: u8,
    line: u32,
}

#[derive(Deserialize)]
struct ArfRow {
    nibble: u8,
    prefix: String,
    count: u8,
    fixed: bool,
    line: u32,
}

#[derive(Deserialize)]
struct NamedRow {
    code: u8,
    name: String,
    line: u32,
}

#[derive(Deserialize)]
struct PredRow {
    mode: String,
    code: u8,
    name: String,
    line: u32,
}

#[derive(Deserialize)]
struct Fields {
    field: Vec<FieldRow>,
}

#[derive(Deserialize)]
struct FieldRow {
    form: String,
    name: String,
    hi: u32,
    lo: u32,
    line: u32,
    note: String,
}

#[derive(Deserialize)]
struct Compaction {
    control: Vec<CompactRow>,
    data_type: Vec<CompactRow>,
    subreg: Vec<CompactRow>,
    src: Vec<CompactRow>,
}

#[derive(Deserialize)]
struct CompactRow {
    index: u32,
    line: u32,
    seed_bits: String,
    meaning: String,
    #[serde(default)]
    meaning_lost: bool,
}

#[derive(Deserialize)]
struct Errata {
    erratum: Vec<Erratum>,
}

#[derive(Deserialize)]
struct Erratum {
    #[serde(default)]
    table: Option<String>,
    #[serde(default)]
    index: Option<u32>,
    lines: String,
    problem: String,
    decision: String,
    evidence: String,
}

fn load<T: for<'de> Deserialize<'de>>(root: &Path, name: &str) -> anyhow::Result<T> {
    let path = root.join("data/gen7").join(name);
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// Generates `crates/hsakit-gen7/src/generated.rs`.
pub fn generate(root: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let opcodes: Opcodes = load(root, "opcodes.toml")?;
    let enc: Encodings = load(root, "encodings.toml")?;
    let fields: Fields = load(root, "fields.toml")?;
    let compaction: Compaction = load(root, "compaction.toml")?;
    let errata: Errata = load(root, "errata.toml")?;

    let mut out = String::new();
    out.push_str(
        "//! Gen7 EU tables generated from `data/gen7/*.toml` by `cargo xtask codegen`.\n\
         //!\n\
         //! generated; do not edit. Every row cites its line in seed 002_15780130570c7bd8.txt.\n\n\
         #![allow(clippy::unreadable_literal)]\n\n\
         use crate::tables::{ArfInfo, Field, JumpInfo, OpClass, OpcodeInfo, TypeInfo};\n\n",
    );

    // Bit fields.
    let mut seen = BTreeSet::new();
    for f in &fields.field {
        ensure!(
            f.hi >= f.lo && f.hi < 128,
            "field {} has bad bounds {}:{}",
            f.name,
            f.hi,
            f.lo
        );
        ensure!(
            seen.insert(f.name.clone()),
            "field {} is defined twice",
            f.name
        );
        if f.form == "compact" {
            ensure!(f.hi < 64, "compact field {} is beyond bit 63", f.name);
        }
        writeln!(
            out,
            "/// {} (`{}` form, bits {}:{}; seed L{}).\npub const {}: Field = Field::new({}, {});",
            f.note, f.form, f.hi, f.lo, f.line, f.name, f.hi, f.lo
        )?;
    }

    // Opcodes.
    out.push_str("\n/// Every Gen7 opcode (seed §5.4, L4155-L4307).\npub static OPCODES: &[OpcodeInfo] = &[\n");
    let mut values = BTreeSet::new();
    for o in &opcodes.opcode {
        ensure!(o.value < 0x80, "opcode {} out of range", o.name);
        ensure!(values.insert(o.value), "opcode value {:#x} twice", o.value);
        let class = match o.class.as_str() {
            "alu1" => "OpClass::Alu1",
            "alu2" => "OpClass::Alu2",
            "alu3" => "OpClass::Alu3",
            "math" => "OpClass::Math",
            "send" => "OpClass::Send",
            "jump" => "OpClass::Jump",
            "jmpi" => "OpClass::Jmpi",
            "wait" => "OpClass::Wait",
            "nop" => "OpClass::Nop",
            other => bail!("opcode {}: unknown class {other}", o.name),
        };
        let jump = if o.class == "jump" {
            let src0 = match o.src0.as_deref() {
                Some("null") => "JumpSrc0::Null",
                Some("vec1") => "JumpSrc0::NullScalar",
                Some("ip") => "JumpSrc0::Ip",
                other => bail!("jump {}: bad src0 {other:?}", o.name),
            };
            let imm = match o.imm.as_deref() {
                Some("W") => "Type::W",
                Some("D") => "Type::D",
                other => bail!("jump {}: bad imm {other:?}", o.name),
            };
            format!(
                "Some(JumpInfo {{ uip: {}, src0: crate::tables::{src0}, imm: crate::inst::{imm} }})",
                o.uip.context("jump without uip")?
            )
        } else {
            "None".to_string()
        };
        writeln!(
            out,
            "    // seed L{}\n    OpcodeInfo {{ value: {:#04x}, name: \"{}\", class: {class}, jump: {jump} }},",
            o.line, o.value, o.name
        )?;
    }
    out.push_str("];\n");

    // Types.
    out.push_str("\n/// Data types: register and immediate codes (seed L3513-L3532).\npub static TYPES: &[TypeInfo] = &[\n");
    for t in &enc.types {
        let opt = |v: i32| {
            if v < 0 {
                "None".to_string()
            } else {
                format!("Some({v})")
            }
        };
        writeln!(
            out,
            "    // seed L{}\n    TypeInfo {{ ty: crate::inst::Type::{}, name: \"{}\", reg: {}, imm: {}, size: {} }},",
            t.line,
            type_variant(&t.name)?,
            t.name,
            opt(t.reg),
            opt(t.imm),
            t.size
        )?;
    }
    out.push_str("];\n");

    out.push_str("\n/// Architecture registers by RegNum[7:4] (seed L1250-L1272).\npub static ARFS: &[ArfInfo] = &[\n");
    for a in &enc.arf {
        writeln!(
            out,
            "    // seed L{}\n    ArfInfo {{ nibble: {}, prefix: \"{}\", count: {}, fixed: {} }},",
            a.line, a.nibble, a.prefix, a.count, a.fixed
        )?;
    }
    out.push_str("];\n");

    let named =
        |out: &mut String, doc: &str, name: &str, rows: &[(u8, &str, u32)]| -> anyhow::Result<()> {
            writeln!(out, "\n/// {doc}\npub static {name}: &[(u8, &str)] = &[")?;
            for (code, n, line) in rows {
                writeln!(out, "    ({code}, \"{n}\"), // seed L{line}")?;
            }
            out.push_str("];\n");
            Ok(())
        };
    fn rows(v: &[NamedRow]) -> Vec<(u8, &str, u32)> {
        v.iter()
            .map(|r| (r.code, r.name.as_str(), r.line))
            .collect()
    }
    named(
        &mut out,
        "Conditional modifiers (seed L3199-L3211).",
        "COND_MODS",
        &rows(&enc.cond),
    )?;
    named(
        &mut out,
        "Math function controls (seed L7104-L7122).",
        "MATH_FUNCTIONS",
        &rows(&enc.math),
    )?;
    named(
        &mut out,
        "Shared-function IDs (Mesa's names; the seed defers them, L8268).",
        "SFIDS",
        &rows(&enc.sfid),
    )?;
    for (mode, name) in [("align1", "PRED_ALIGN1"), ("align16", "PRED_ALIGN16")] {
        let r: Vec<_> = enc
            .pred
            .iter()
            .filter(|p| p.mode == mode)
            .map(|p| (p.code, p.name.as_str(), p.line))
            .collect();
        named(
            &mut out,
            &format!("Predicate controls in {mode} mode (seed L3395-L3424)."),
            name,
            &r,
        )?;
    }

    // Compaction tables.
    let damaged: BTreeSet<(String, u32)> = errata
        .erratum
        .iter()
        .filter_map(|e| Some((e.table.clone()?, e.index?)))
        .collect();
    for e in &errata.erratum {
        ensure!(
            !e.lines.is_empty()
                && !e.problem.is_empty()
                && !e.decision.is_empty()
                && !e.evidence.is_empty(),
            "erratum {:?}/{:?} is incomplete",
            e.table,
            e.index
        );
    }
    #[allow(clippy::type_complexity)] // one row type per table, spelled out where it is built
    let tables: [(
        &str,
        &str,
        &[CompactRow],
        u32,
        fn(&str) -> anyhow::Result<u32>,
    ); 4] = [
        (
            "control",
            "CONTROL_INDEX",
            &compaction.control,
            19,
            parse_control,
        ),
        (
            "data_type",
            "DATA_TYPE_INDEX",
            &compaction.data_type,
            18,
            parse_data_type,
        ),
        (
            "subreg",
            "SUBREG_INDEX",
            &compaction.subreg,
            15,
            parse_subreg,
        ),
        ("src", "SRC_INDEX", &compaction.src, 12, parse_src),
    ];
    let mut found_damaged = BTreeSet::new();
    for (table, konst, rows, width, parse) in tables {
        ensure!(
            rows.len() == 32,
            "compaction table {table} has {} rows",
            rows.len()
        );
        writeln!(
            out,
            "\n/// Compaction table `{table}` ({width}-bit values), rebuilt from the seed's mapped meanings\n\
             /// (L{}-L{}); rows whose printed bits are damaged are listed in data/gen7/errata.toml.\n\
             pub static {konst}: [u32; 32] = [",
            rows[0].line, rows[31].line
        )?;
        let mut values = BTreeSet::new();
        for (i, row) in rows.iter().enumerate() {
            ensure!(
                row.index as usize == i,
                "{table}: row {i} has index {}",
                row.index
            );
            let v = parse(&row.meaning)
                .with_context(|| format!("{table}[{i}] meaning `{}`", row.meaning))?;
            ensure!(v < (1 << width), "{table}[{i}] does not fit {width} bits");
            ensure!(
                values.insert(v),
                "{table}[{i}] duplicates another row's value"
            );
            let seed_ok = row.seed_bits.len() == width as usize
                && u32::from_str_radix(&row.seed_bits, 2).ok() == Some(v)
                && !row.meaning_lost;
            if !seed_ok {
                found_damaged.insert((table.to_string(), row.index));
            }
            writeln!(
                out,
                "    {v:#0w$b}, // {i}: {}{} (seed L{})",
                row.meaning,
                if seed_ok {
                    ""
                } else {
                    " [rebuilt, see errata]"
                },
                row.line,
                w = width as usize + 2
            )?;
        }
        out.push_str("];\n");
    }
    let missing: Vec<_> = found_damaged.difference(&damaged).collect();
    let extra: Vec<_> = damaged.difference(&found_damaged).collect();
    ensure!(
        missing.is_empty(),
        "damaged compaction rows without an erratum: {missing:?}"
    );
    ensure!(
        extra.is_empty(),
        "errata name compaction rows that are not damaged: {extra:?}"
    );

    let formatted = super::rustfmt(&out, "gen7")?;
    Ok(vec![(
        PathBuf::from("crates/hsakit-gen7/src/generated.rs"),
        formatted,
    )])
}

fn type_variant(name: &str) -> anyhow::Result<&'static str> {
    Ok(match name {
        "UD" => "Ud",
        "D" => "D",
        "UW" => "Uw",
        "W" => "W",
        "UB" => "Ub",
        "B" => "B",
        "DF" => "Df",
        "F" => "F",
        "UV" => "Uv",
        "VF" => "Vf",
        "V" => "V",
        _ => bail!("unknown type {name}"),
    })
}

/// ControlIndex, MSB→LSB (seed L3975-L3977): FlagRegNum, FlagSubRegNum, Saturate, ExecSize(3),
/// PredInv, PredCtrl(4), ThreadCtrl(2), QtrCtrl(2), DepCtrl(2), MaskCtrl, AccessMode.
fn parse_control(m: &str) -> anyhow::Result<u32> {
    let mut v = 0u32;
    let mut exec = None;
    let mut flag = None;
    let mut mode = None;
    for tok in m
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        match tok {
            "Align1" => mode = Some(0),
            "Align16" => mode = Some(1),
            "We" => v |= 1 << 1,
            "NoDDClr" => v |= 1 << 2,
            "NoDDChk" => v |= 1 << 3,
            "Q1" | "H1" => {}
            "Q2" => v |= 1 << 4,
            "+f.xyzw" => v |= 1 << 8,
            ".sat" => v |= 1 << 16,
            "f0.0" => flag = Some(0),
            "f0.1" => flag = Some(1 << 17),
            t if t.starts_with('(') && t.ends_with(')') => {
                let n: u32 = t[1..t.len() - 1].parse()?;
                ensure!(n.is_power_of_two() && n <= 32, "bad exec size {n}");
                exec = Some(n.trailing_zeros());
            }
            other => bail!("unknown token `{other}`"),
        }
    }
    v |= mode.context("no access mode")?;
    v |= flag.context("no flag register")?;
    v |= exec.context("no exec size")? << 13;
    Ok(v)
}

fn type_code(t: &str, imm: bool) -> anyhow::Result<u32> {
    Ok(match (t, imm) {
        ("ud", _) => 0,
        ("d", _) => 1,
        ("uw", _) => 2,
        ("w", _) => 3,
        ("ub", false) => 4,
        ("b", false) => 5,
        ("df", false) => 6,
        ("f", _) => 7,
        ("uv", true) => 4,
        ("vf", true) => 5,
        ("v", true) => 6,
        _ => bail!("bad type `{t}`"),
    })
}

/// DataTypeIndex, MSB→LSB (native DW1 31:29 then 14:0): Dst.AddrMode, Dst.HorzStride(2),
/// Src1.Type, Src1.RegFile, Src0.Type, Src0.RegFile, Dst.Type, Dst.RegFile (seed L3969-L3971).
fn parse_data_type(m: &str) -> anyhow::Result<u32> {
    let toks: Vec<&str> = m.split_whitespace().collect();
    ensure!(toks.len() == 5, "expected `dst src0 src1 <hs> dir`");
    let operand = |t: &str| -> anyhow::Result<u32> {
        let (file, ty) = t.split_once(':').context("operand without `:`")?;
        let (f, imm) = match file {
            "a" => (0, false),
            "r" => (1, false),
            "i" => (3, true),
            _ => bail!("bad register file `{file}`"),
        };
        Ok(type_code(ty, imm)? << 2 | f)
    };
    let hs = match toks[3] {
        "<0>" => 0,
        "<1>" => 1,
        "<2>" => 2,
        "<4>" => 3,
        other => bail!("bad stride `{other}`"),
    };
    ensure!(toks[4] == "dir", "only direct destinations are tabulated");
    Ok(hs << 15 | operand(toks[2])? << 10 | operand(toks[1])? << 5 | operand(toks[0])?)
}

fn chan(c: char) -> anyhow::Result<u32> {
    Ok(match c {
        'x' => 0,
        'y' => 1,
        'z' => 2,
        'w' => 3,
        _ => bail!("bad channel `{c}`"),
    })
}

/// SubRegIndex, MSB→LSB: Src1 (5 bits), Src0 (5), Dst (5); the meaning reads `dst src0 src1`.
/// Byte offsets are Align1 subregisters; `<s>.<chans>` is Align16: SubRegNum[4] then the dst
/// write mask or the first two source channel selects (seed L4060-L4098).
fn parse_subreg(m: &str) -> anyhow::Result<u32> {
    let toks: Vec<&str> = m.split_whitespace().collect();
    ensure!(toks.len() == 3, "expected three operands");
    let field = |t: &str, is_dst: bool| -> anyhow::Result<u32> {
        if let Some((sub, chans)) = t.split_once('.') {
            let sub: u32 = sub.parse()?;
            ensure!(sub == 0 || sub == 16, "Align16 subregister must be 0 or 16");
            let low = if is_dst {
                let mut mask = 0;
                for c in chans.chars() {
                    mask |= 1 << chan(c)?;
                }
                mask
            } else {
                let cs: Vec<char> = chans.chars().collect();
                ensure!(cs.len() == 2, "source swizzle needs two channels here");
                chan(cs[0])? | chan(cs[1])? << 2
            };
            Ok(u32::from(sub == 16) << 4 | low)
        } else {
            let b: u32 = t.parse()?;
            ensure!(b < 32, "subregister beyond 31 bytes");
            Ok(b)
        }
    };
    Ok(field(toks[2], false)? << 10 | field(toks[1], false)? << 5 | field(toks[0], true)?)
}

/// Src0Index/Src1Index, MSB→LSB (native bits 88:77 / 120:109): VertStride(4), Width(3) or
/// [reserved, ChanSel[7:6]], HorzStride(2) or ChanSel[5:4], AddrMode, SrcMod(2) (seed L4101-L4135).
fn parse_src(m: &str) -> anyhow::Result<u32> {
    let mut rest = m.trim();
    let mut v = 0;
    if let Some(r) = rest.strip_prefix("(-)") {
        v |= 2;
        rest = r.trim();
    } else if let Some(r) = rest.strip_prefix("(abs)") {
        v |= 1;
        rest = r.trim();
    }
    // `A / B`: two spellings of one value; take the first and check the second agrees.
    let first = rest.split(" / ").next().unwrap_or(rest);
    let region = first.strip_prefix("dir ").context("expected `dir`")?;
    let region = region.strip_prefix('<').context("expected `<`")?;
    let (vs, tail) = region.split_once(';').context("expected `;`")?;
    let vs_code = match vs {
        "0" => 0,
        "1" => 1,
        "2" => 2,
        "4" => 3,
        "8" => 4,
        "16" => 5,
        "32" => 6,
        _ => bail!("bad vertical stride {vs}"),
    };
    v |= vs_code << 8;
    if let Some(sw) = tail.strip_prefix(">.") {
        let cs: Vec<char> = sw.chars().collect();
        ensure!(cs.len() == 2, "Align16 entries give channels 2 and 3");
        v |= (chan(cs[0])? | chan(cs[1])? << 2) << 3;
    } else {
        let inner = tail.strip_suffix('>').context("expected `>`")?;
        let (w, h) = inner.split_once(',').context("expected `w,h`")?;
        let w: u32 = w.parse()?;
        let h: u32 = h.parse()?;
        ensure!(w.is_power_of_two() && w <= 16, "bad width");
        let hs = match h {
            0 => 0,
            1 => 1,
            2 => 2,
            4 => 3,
            _ => bail!("bad horizontal stride"),
        };
        v |= w.trailing_zeros() << 5 | hs << 3;
    }
    if let Some(second) = rest.split(" / ").nth(1) {
        ensure!(parse_src(second)? == v, "the two spellings disagree");
    }
    Ok(v)
}
