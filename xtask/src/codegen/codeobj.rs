//! Generator of the AMDGPU code-object tables: `data/codeobj/*.toml` →
//! `crates/hsakit-codeobj/src/generated.rs` (MACH values, relocation types, v5 hidden kernel
//! arguments, kernel-descriptor bit fields per generation). Every row carries its evidence (a
//! seed line or the LLVM 19 measurement), which becomes the row's comment.

use anyhow::{Context, bail, ensure};
use serde::Deserialize;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Deserialize)]
struct MachFile {
    mach: Vec<Mach>,
}

#[derive(Deserialize)]
struct Mach {
    value: u32,
    name: String,
    family: String,
    evidence: String,
}

#[derive(Deserialize)]
struct RelocFile {
    relocation: Vec<Reloc>,
}

#[derive(Deserialize)]
struct Reloc {
    value: u32,
    name: String,
    evidence: String,
}

#[derive(Deserialize)]
struct HiddenFile {
    hidden: Vec<Hidden>,
}

#[derive(Deserialize)]
struct Hidden {
    kind: String,
    offset: u64,
    size: u64,
    evidence: String,
}

#[derive(Deserialize)]
struct FieldFile {
    field: Vec<Field>,
}

#[derive(Deserialize)]
struct Field {
    word: String,
    shift: u32,
    width: u32,
    name: String,
    directive: Option<String>,
    gens: Vec<String>,
    evidence: String,
}

fn load<T: for<'de> Deserialize<'de>>(root: &Path, name: &str) -> anyhow::Result<T> {
    let p = root.join("data/codeobj").join(name);
    let text = std::fs::read_to_string(&p).with_context(|| format!("reading {}", p.display()))?;
    toml::from_str(&text).with_context(|| format!("parsing {}", p.display()))
}

const GENS: [&str; 6] = ["gfx6", "gfx9", "gfx90a", "gfx10", "gfx11", "gfx12"];

pub fn generate(root: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let mach: MachFile = load(root, "mach.toml")?;
    let rel: RelocFile = load(root, "relocations.toml")?;
    let hidden: HiddenFile = load(root, "hidden_args.toml")?;
    let fields: FieldFile = load(root, "descriptor_fields.toml")?;

    let mut o = String::new();
    o.push_str(
        "//! AMDGPU code-object tables generated from `data/codeobj/*.toml` by `cargo xtask codegen`.\n//!\n//! generated; do not edit. Every row's comment is its evidence.\n\n",
    );
    o.push_str("use crate::kd::Word;\n\n");

    let mut seen = BTreeSet::new();
    o.push_str("/// `EF_AMDGPU_MACH` values (e_flags bits 7:0) and processor names.\npub const MACH_NAMES: &[(u32, &str)] = &[\n");
    for m in &mach.mach {
        ensure!(m.value <= 0xff, "MACH {} does not fit 8 bits", m.name);
        ensure!(seen.insert(m.value), "MACH value {:#x} twice", m.value);
        let _ = writeln!(o, "    // {}: {}", m.family, m.evidence);
        let _ = writeln!(o, "    ({:#04x}, {:?}),", m.value, m.name);
    }
    o.push_str("];\n\n");

    let mut seen = BTreeSet::new();
    o.push_str("/// AMDGPU relocation types.\npub const RELOCATION_NAMES: &[(u32, &str)] = &[\n");
    for r in &rel.relocation {
        ensure!(seen.insert(r.value), "relocation {} twice", r.value);
        let _ = writeln!(o, "    // {}", r.evidence);
        let _ = writeln!(o, "    ({}, {:?}),", r.value, r.name);
    }
    o.push_str("];\n\n");

    o.push_str("/// Code object v5 hidden kernel arguments: (value kind, offset from the first 8-byte-aligned\n/// byte after the explicit arguments, size).\npub const HIDDEN_ARGS_V5: &[(&str, u64, u64)] = &[\n");
    let mut end = 0;
    for h in &hidden.hidden {
        ensure!(
            h.offset >= end,
            "hidden argument {} overlaps the previous one",
            h.kind
        );
        end = h.offset + h.size;
        let _ = writeln!(o, "    // {}", h.evidence);
        let _ = writeln!(o, "    ({:?}, {}, {}),", h.kind, h.offset, h.size);
    }
    ensure!(end <= 256, "hidden arguments run past the 256-byte block");
    o.push_str("];\n\n");

    o.push_str(
        "/// One kernel-descriptor bit field: (word, shift, width, name, directive, generation mask).\n/// Mask bits: 1 gfx6, 2 gfx9, 4 gfx90a, 8 gfx10, 16 gfx11, 32 gfx12.\npub type FieldRow = (Word, u32, u32, &'static str, Option<&'static str>, u8);\n\n",
    );
    o.push_str("/// The kernel-descriptor bit fields, in the order llvm-objdump-19 prints them.\npub const DESCRIPTOR_FIELDS: &[FieldRow] = &[\n");
    for f in &fields.field {
        let word = match f.word.as_str() {
            "rsrc1" => "Rsrc1",
            "rsrc2" => "Rsrc2",
            "rsrc3" => "Rsrc3",
            "properties" => "Properties",
            "kernarg_preload" => "KernargPreload",
            w => bail!("unknown descriptor word `{w}` for {}", f.name),
        };
        let limit = if matches!(word, "Properties" | "KernargPreload") {
            16
        } else {
            32
        };
        ensure!(
            f.width >= 1 && f.shift + f.width <= limit,
            "field {} ({}:{}) does not fit its word",
            f.name,
            f.shift,
            f.width
        );
        let mut mask = 0u8;
        for g in &f.gens {
            let i = GENS
                .iter()
                .position(|x| x == g)
                .with_context(|| format!("unknown generation `{g}` for {}", f.name))?;
            mask |= 1 << i;
        }
        let dir = match &f.directive {
            Some(d) => format!("Some({d:?})"),
            None => "None".to_string(),
        };
        let _ = writeln!(o, "    // {}", f.evidence);
        let _ = writeln!(
            o,
            "    (Word::{word}, {}, {}, {:?}, {dir}, {mask:#04x}),",
            f.shift, f.width, f.name
        );
    }
    o.push_str("];\n");
    // No two fields of one generation may overlap.
    for (gi, g) in GENS.iter().enumerate() {
        let mut used: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
        for f in fields
            .field
            .iter()
            .filter(|f| f.gens.iter().any(|x| x == g))
        {
            let bits = (((1u64 << f.width) - 1) << f.shift) as u32;
            let u = used.entry(f.word.as_str()).or_default();
            ensure!(
                *u & bits == 0,
                "{} overlaps another {} field on {g}",
                f.name,
                f.word
            );
            *u |= bits;
        }
        let _ = gi;
    }
    Ok(vec![(
        PathBuf::from("crates/hsakit-codeobj/src/generated.rs"),
        super::rustfmt(&o, "codeobj")?,
    )])
}
