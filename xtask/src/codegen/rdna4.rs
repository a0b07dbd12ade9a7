//! Generator of the RDNA4 tables: `data/rdna4/*.toml` → `crates/hsakit-rdna4/src/generated.rs`.
//!
//! Inputs: `opcodes.toml` and `fields.toml` (extracted from seed 001 chapter 15 by
//! `xtask/scripts/rdna4_extract.py`), `syntax.toml` (LLVM syntax per opcode, probed from
//! llvm-mc-19 by `xtask/scripts/rdna4_probe.py`), `vop3_probe.toml` (sext sources and VOP3 DPP
//! forms, probed by `xtask/scripts/rdna4_probe_vop3.py`), `image.toml` (VIMAGE / VSAMPLE
//! mnemonics, address and data sizes, probed by `xtask/scripts/rdna4_probe_image.py`; it replaces
//! those formats' `syntax.toml` rows) and `errata.toml` (corrections with evidence).

use anyhow::{Context, bail};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
struct OpRow {
    fmt: String,
    op: u32,
    name: String,
    seed: u32,
}

#[derive(Deserialize)]
struct Opcodes {
    ops: Vec<OpRow>,
}

#[derive(Deserialize)]
struct FieldRow {
    fmt: String,
    name: String,
    hi: u32,
    lo: u32,
    seed: u32,
}

#[derive(Deserialize)]
struct Fields {
    fields: Vec<FieldRow>,
}

#[derive(Deserialize)]
struct SyntaxRow {
    fmt: String,
    op: u32,
    #[serde(default = "yes")]
    llvm: bool,
    #[serde(default)]
    mn: String,
    #[serde(default)]
    ops: Vec<String>,
    #[serde(default)]
    ops64: Option<Vec<String>>,
    #[serde(default)]
    cls: Option<String>,
    #[serde(default)]
    alt: Option<Vec<String>>,
    #[serde(default)]
    vmods: Option<String>,
    #[serde(default)]
    vignored: Option<String>,
    #[serde(default)]
    zero: Vec<String>,
    #[serde(default)]
    lo128: Vec<String>,
    #[serde(default)]
    src0_vgpr: bool,
    #[serde(default)]
    dpp: bool,
}

fn yes() -> bool {
    true
}

/// A row of `vop3_probe.toml` (xtask/scripts/rdna4_probe_vop3.py).
#[derive(Deserialize)]
struct ProbeRow {
    fmt: String,
    op: u32,
    sext: u8,
    dpp16: bool,
    dpp8: bool,
    #[allow(dead_code)]
    seed: u32,
}

#[derive(Deserialize)]
struct Probe {
    probe: Vec<ProbeRow>,
}

#[derive(Deserialize)]
struct BufFormat {
    n: u32,
    name: String,
    seed: u32,
}

#[derive(Deserialize)]
struct BufFormats {
    formats: Vec<BufFormat>,
}

/// A row of `image.toml` (VIMAGE / VSAMPLE rules, xtask/scripts/rdna4_probe_image.py).
#[derive(Deserialize)]
struct ImageRow {
    fmt: String,
    op: u32,
    seed: u32,
    #[serde(default = "yes")]
    llvm: bool,
    #[serde(default)]
    mn: String,
    #[serde(default)]
    fields: u8,
    #[serde(default)]
    addr: Vec<u8>,
    #[serde(default)]
    data: Vec<u8>,
    #[serde(default)]
    base: u8,
    #[serde(default)]
    d16: bool,
    #[serde(default)]
    v1: bool,
    #[serde(default)]
    nosamp: bool,
    #[serde(default)]
    bvh: Vec<u8>,
    #[serde(default)]
    bvh_a16: Vec<u8>,
}

#[derive(Deserialize)]
struct Images {
    image: Vec<ImageRow>,
}

#[derive(Deserialize)]
struct Syntax {
    syntax: Vec<SyntaxRow>,
}

#[derive(Deserialize)]
struct ErrField {
    fmt: String,
    name: String,
    hi: u32,
    lo: u32,
    seed: u32,
    #[allow(dead_code)]
    evidence: String,
}

#[derive(Deserialize)]
struct ErrOp {
    fmt: String,
    op: u32,
    name: String,
    seed: u32,
    #[allow(dead_code)]
    evidence: String,
}

#[derive(Deserialize)]
struct Errata {
    #[serde(default)]
    field: Vec<ErrField>,
    #[serde(default)]
    op: Vec<ErrOp>,
}

fn load<T: for<'de> Deserialize<'de>>(path: &Path) -> anyhow::Result<T> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))
}

/// The Rust `Format` variant of a data-file format name.
fn format_variant(fmt: &str) -> anyhow::Result<&'static str> {
    Ok(match fmt {
        "SOP2" => "Sop2",
        "SOPK" => "Sopk",
        "SOP1" => "Sop1",
        "SOPC" => "Sopc",
        "SOPP" => "Sopp",
        "SMEM" => "Smem",
        "VOP2" => "Vop2",
        "VOP1" => "Vop1",
        "VOPC" => "Vopc",
        "VOP3" => "Vop3",
        "VOP3SD" => "Vop3sd",
        "VOP3P" => "Vop3p",
        "VINTERP" => "Vinterp",
        "VDSDIR" => "Vdsdir",
        "VDS" => "Vds",
        "VBUFFER" => "Vbuffer",
        "VIMAGE" => "Vimage",
        "VSAMPLE" => "Vsample",
        "VFLAT" => "Vflat",
        "VGLOBAL" => "Vglobal",
        "VSCRATCH" => "Vscratch",
        "VOPDX" => "VopdX",
        "VOPDY" => "VopdY",
        "VEXPORT" => "Vexport",
        other => bail!("unknown format `{other}`"),
    })
}

fn field_variant(name: &str) -> Option<&'static str> {
    Some(match name {
        "sdst" => "Sdst",
        "ssrc0" => "Ssrc0",
        "ssrc1" => "Ssrc1",
        "sdata" => "Sdata",
        "sbase" => "Sbase",
        "soffset" => "Soffset",
        "vdst" => "Vdst",
        "src0" => "Src0",
        "vsrc1" => "Vsrc1",
        "src1" => "Src1",
        "src2" => "Src2",
        "addr" => "Addr",
        "data0" => "Data0",
        "data1" => "Data1",
        "vaddr" => "Vaddr",
        "vsrc" => "Vsrc",
        "saddr" => "Saddr",
        "vdata" => "Vdata",
        "rsrc" => "Rsrc",
        _ => return None,
    })
}

/// One printed operand of the probe → a `Slot` expression.
fn slot(fmt: &str, tok: &str, alt: Option<&str>) -> String {
    if let Some(inner) = tok.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let mut it = inner.split(':');
        let name = it.next().unwrap_or("");
        let width: u32 = it.next().and_then(|w| w.parse().ok()).unwrap_or(1);
        if let Some(v) = field_variant(name) {
            return format!("Slot::Reg(Fld::{v}, {width})");
        }
    }
    if tok == "0x11223344" {
        return "Slot::Lit".into();
    }
    if fmt == "SMEM" && tok == "0x10" {
        return "Slot::SmemOffset".into();
    }
    // S_PREFETCH_*: the SDATA field is printed as a number (the probe put 20 there).
    if fmt == "SMEM" && tok == "20" {
        return "Slot::Num(Fld::Sdata)".into();
    }
    // True16 VGPR halves (`v100.l`, `v40.l`: the probe's VDST and SRC0).
    if fmt == "VOP1" && tok == "v100.l" {
        return "Slot::Half(Fld::Vdst)".into();
    }
    if fmt == "VOP1" && tok == "v40.l" {
        return "Slot::Half(Fld::Src0)".into();
    }
    if fmt == "SOP1" && tok.starts_with("sendmsg(") {
        return "Slot::Simm16(ImmStyle::Sendmsg)".into();
    }
    if fmt == "SOPK" || fmt == "SOPP" {
        let style = if tok.starts_with("hwreg(") {
            "Hwreg"
        } else if tok.starts_with("sendmsg(") {
            "Sendmsg"
        } else if tok.starts_with("instid0(") {
            "DelayAlu"
        } else if tok.starts_with("depctr_") {
            "Depctr"
        } else if tok.starts_with("vmcnt(") {
            "Waitcnt"
        } else if tok == "0x1234" || tok == "0x3" {
            "Hex"
        } else if tok == "4660" || tok == "3" {
            match alt {
                Some("-16") => "SDec",
                Some(a) if a.starts_with("0x") => "SmallDec",
                _ => "Dec",
            }
        } else {
            ""
        };
        if !style.is_empty() {
            return format!("Slot::Simm16(ImmStyle::{style})");
        }
    }
    format!("Slot::Text({tok:?})")
}

fn class(cls: Option<&str>) -> &'static str {
    match cls {
        Some("b32") => "Cls::B32",
        Some("f16") => "Cls::F16",
        Some("f64") => "Cls::F64",
        Some("i16") => "Cls::I16",
        _ => "Cls::Other",
    }
}

/// Bits of the opcode field per format (the lookup arrays are this many entries).
fn op_bits(fmt: &str) -> u32 {
    match fmt {
        "SOP2" | "SOPC" | "SOPP" | "VOP3P" => 7,
        "SOPK" | "VINTERP" | "VOPDY" => 5,
        "SOP1" | "VOP1" | "VOPC" | "VDS" | "VBUFFER" | "VIMAGE" | "VSAMPLE" | "VFLAT"
        | "VGLOBAL" | "VSCRATCH" => 8,
        "SMEM" | "VOP2" => 6,
        "VOP3" | "VOP3SD" => 10,
        "VDSDIR" => 2,
        "VOPDX" => 4,
        _ => 1,
    }
}

pub fn generate(root: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let dir = root.join("data/rdna4");
    let mut ops: Opcodes = load(&dir.join("opcodes.toml"))?;
    let mut fields: Fields = load(&dir.join("fields.toml"))?;
    let syntax: Syntax = load(&dir.join("syntax.toml"))?;
    let errata: Errata = load(&dir.join("errata.toml"))?;
    let probe: Probe = load(&dir.join("vop3_probe.toml"))?;
    let probed: BTreeMap<(String, u32), &ProbeRow> = probe
        .probe
        .iter()
        .map(|p| ((p.fmt.clone(), p.op), p))
        .collect();
    for e in &errata.field {
        let row = fields
            .fields
            .iter_mut()
            .find(|f| f.fmt == e.fmt && f.name == e.name)
            .with_context(|| format!("errata: no field {} {}", e.fmt, e.name))?;
        row.hi = e.hi;
        row.lo = e.lo;
        row.seed = e.seed;
    }
    for e in &errata.op {
        ops.ops.push(OpRow {
            fmt: e.fmt.clone(),
            op: e.op,
            name: e.name.clone(),
            seed: e.seed,
        });
    }
    // VIMAGE / VSAMPLE: mnemonics and rules from image.toml (their syntax.toml rows predate it).
    let images: Images = load(&dir.join("image.toml"))?;
    let img: BTreeMap<(String, u32), &ImageRow> = images
        .image
        .iter()
        .filter(|r| r.llvm && !r.mn.is_empty())
        .map(|r| ((r.fmt.clone(), r.op), r))
        .collect();
    let syn: BTreeMap<(String, u32), &SyntaxRow> = syntax
        .syntax
        .iter()
        .map(|s| ((s.fmt.clone(), s.op), s))
        .collect();

    let mut out = String::new();
    out.push_str("// generated; do not edit. Source: data/rdna4/*.toml via `cargo xtask codegen` (xtask/src/codegen/rdna4.rs).\n");
    out.push_str("//! Generated RDNA4 tables: every opcode of seed 001 chapter 15 with its LLVM syntax, and the\n");
    out.push_str("//! chapter-15 field bit ranges. Each row's comment names the seed line it comes from.\n\n");
    out.push_str("use crate::table::{Cls, Field, Fld, Format, ImmStyle, OpInfo, Slot};\n\n");

    // Fields.
    out.push_str("/// Instruction-format fields (seed chapter 15 field tables, errata applied).\n");
    out.push_str("pub mod fields {\n    use super::Field;\n");
    for f in &fields.fields {
        let name = format!("{}_{}", f.fmt, f.name);
        writeln!(
            out,
            "    /// {} {} [{}:{}] (seed line {}).",
            f.fmt, f.name, f.hi, f.lo, f.seed
        )?;
        writeln!(
            out,
            "    pub const {name}: Field = Field {{ hi: {}, lo: {} }};",
            f.hi, f.lo
        )?;
    }
    out.push_str("}\n\n");

    // Opcodes.
    writeln!(
        out,
        "/// Every opcode (chapter 15 tables, errata applied), in table order: {} rows.",
        ops.ops.len()
    )?;
    writeln!(out, "pub static OPS: [OpInfo; {}] = [", ops.ops.len())?;
    let mut index: BTreeMap<String, Vec<(u32, usize)>> = BTreeMap::new();
    let mut mnemonics: Vec<(String, usize)> = Vec::new();
    for (i, o) in ops.ops.iter().enumerate() {
        let fv = format_variant(&o.fmt)?;
        index.entry(o.fmt.clone()).or_default().push((o.op, i));
        let s = syn
            .get(&(o.fmt.clone(), o.op))
            .filter(|s| s.llvm && !s.mn.is_empty());
        let mask = |v: Option<&str>| -> anyhow::Result<u16> {
            match v {
                Some(v) => u16::from_str_radix(v.trim_start_matches("0x"), 16)
                    .with_context(|| format!("syntax: bad mask `{v}` for {} {}", o.fmt, o.op)),
                None => Ok(0),
            }
        };
        let vmods = mask(s.and_then(|s| s.vmods.as_deref()))?;
        let vign = mask(s.and_then(|s| s.vignored.as_deref()))?;
        let mut zero = Vec::new();
        let mut lo128 = Vec::new();
        for f in s.map(|s| s.zero.as_slice()).unwrap_or(&[]) {
            zero.push(format!(
                "Fld::{}",
                field_variant(f).with_context(|| format!("syntax: unknown field `{f}`"))?
            ));
        }
        for f in s.map(|s| s.lo128.as_slice()).unwrap_or(&[]) {
            lo128.push(format!(
                "Fld::{}",
                field_variant(f).with_context(|| format!("syntax: unknown field `{f}`"))?
            ));
        }
        let src0_vgpr = s.is_some_and(|s| s.src0_vgpr);
        let dpp = s.is_some_and(|s| s.dpp);
        let pr = probed.get(&(o.fmt.clone(), o.op));
        let sext = pr.map_or(0, |p| p.sext);
        let dpp3 = pr.map_or(0, |p| u8::from(p.dpp16) | u8::from(p.dpp8) << 1);
        if let Some(s) = s {
            mnemonics.push((s.mn.clone(), i));
        }
        let im = img.get(&(o.fmt.clone(), o.op));
        if let Some(r) = im {
            mnemonics.push((r.mn.clone(), i));
        }
        let (mn, o32, o64, cls) = match s {
            Some(s) => {
                let alt: Vec<&str> = s.alt.iter().flatten().map(String::as_str).collect();
                let mk = |v: &Vec<String>| -> String {
                    let slots: Vec<String> = v
                        .iter()
                        .enumerate()
                        .map(|(k, t)| slot(&o.fmt, t, alt.get(k).copied()))
                        .collect();
                    format!("&[{}]", slots.join(", "))
                };
                let o32 = mk(&s.ops);
                let o64 = s.ops64.as_ref().map_or_else(|| o32.clone(), &mk);
                (s.mn.clone(), o32, o64, class(s.cls.as_deref()))
            }
            None => (
                im.map_or_else(String::new, |r| r.mn.clone()),
                "&[]".into(),
                "&[]".into(),
                "Cls::Other",
            ),
        };
        writeln!(
            out,
            "    // {} {} {} (seed line {})\n    OpInfo {{ fmt: Format::{fv}, op: {}, name: {:?}, mn: {:?}, ops32: {o32}, ops64: {o64}, cls: {cls}, vmods: 0x{vmods:04x}, vign: 0x{vign:04x}, zero: &[{}], lo128: &[{}], src0_vgpr: {src0_vgpr}, dpp: {dpp}, sext: {sext}, dpp3: {dpp3}, seed: {} }},",
            o.fmt,
            o.op,
            o.name,
            o.seed,
            o.op,
            o.name,
            mn,
            zero.join(", "),
            lo128.join(", "),
            o.seed
        )?;
    }
    out.push_str("];\n\n");

    // Buffer data formats (Table 62).
    let bf: BufFormats = load(&dir.join("buffer_formats.toml"))?;
    writeln!(
        out,
        "/// Buffer and image data formats (seed Table 62, L5042-5097): number and name.\npub static BUF_FORMATS: [(u8, &str); {}] = [",
        bf.formats.len()
    )?;
    for f in &bf.formats {
        writeln!(out, "    ({}, {:?}), // seed line {}", f.n, f.name, f.seed)?;
    }
    out.push_str("];\n\n");

    // Image rules (image.toml), in OPS order.
    let mut img_rows = Vec::new();
    for (i, o) in ops.ops.iter().enumerate() {
        if let Some(r) = img.get(&(o.fmt.clone(), o.op)) {
            img_rows.push((i, *r));
        }
    }
    writeln!(
        out,
        "/// VIMAGE / VSAMPLE rules per opcode (`data/rdna4/image.toml`, probed from llvm-mc-19): {} rows.\npub static IMAGE: [crate::image::ImageInfo; {}] = [",
        img_rows.len(),
        img_rows.len()
    )?;
    for (i, r) in &img_rows {
        let mut addr = [0u8; 16];
        for (a, v) in addr.iter_mut().zip(&r.addr) {
            *a = *v;
        }
        let data = r.data.iter().fold(0u8, |m, d| m | 1 << d);
        let list = |v: &[u8]| v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
        writeln!(
            out,
            "    // {} {} {} (seed line {})\n    crate::image::ImageInfo {{ op: {i}, fields: {}, addr: [{}], data: 0x{data:02x}, base: {}, d16: {}, v1: {}, sampler: {}, gather: {}, bvh: &[{}], bvh_a16: &[{}], seed: {} }},",
            r.fmt,
            r.op,
            r.mn,
            r.seed,
            r.fields,
            list(&addr),
            r.base,
            r.d16,
            r.v1,
            r.fmt == "VSAMPLE" && !r.nosamp,
            r.base == 4,
            list(&r.bvh),
            list(&r.bvh_a16),
            r.seed
        )?;
    }
    out.push_str("];\n\n");

    // Mnemonic index for the assembler, sorted by mnemonic (binary search).
    mnemonics.sort();
    writeln!(
        out,
        "/// LLVM mnemonic → index into [`OPS`], sorted by mnemonic: {} rows.",
        mnemonics.len()
    )?;
    writeln!(
        out,
        "pub static MNEMONICS: [(&str, u16); {}] = [",
        mnemonics.len()
    )?;
    for (m, i) in &mnemonics {
        writeln!(out, "    ({m:?}, {i}),")?;
    }
    out.push_str("];\n\n");

    // Per-format lookup arrays: opcode number → index into OPS (u16::MAX = none).
    out.push_str(
        "/// Opcode number → index into [`OPS`] for one format (`u16::MAX`: no such opcode).\n",
    );
    out.push_str("pub fn lookup(fmt: Format, op: u32) -> Option<u16> {\n    let table: &[u16] = match fmt {\n");
    for (fmt, rows) in &index {
        let fv = format_variant(fmt)?;
        writeln!(out, "        Format::{fv} => &{}_IDX,", fmt)?;
        let _ = rows;
    }
    out.push_str("    };\n    table.get(op as usize).copied().filter(|&i| i != u16::MAX)\n}\n\n");
    for (fmt, rows) in &index {
        let n = 1usize << op_bits(fmt);
        let mut arr = vec![u16::MAX; n];
        for &(op, i) in rows {
            if (op as usize) < n {
                arr[op as usize] = i as u16;
            } else {
                bail!("{fmt} opcode {op} does not fit in {} bits", op_bits(fmt));
            }
        }
        writeln!(out, "static {fmt}_IDX: [u16; {n}] = [")?;
        for chunk in arr.chunks(16) {
            let s: Vec<String> = chunk
                .iter()
                .map(|v| {
                    if *v == u16::MAX {
                        "NO".into()
                    } else {
                        v.to_string()
                    }
                })
                .collect();
            writeln!(out, "    {},", s.join(", "))?;
        }
        out.push_str("];\n");
    }
    out.push_str("const NO: u16 = u16::MAX;\n");
    Ok(vec![(
        PathBuf::from("crates/hsakit-rdna4/src/generated.rs"),
        out,
    )])
}
