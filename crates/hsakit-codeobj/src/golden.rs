//! Field-by-field comparison of what hsakit reads against what LLVM 19's tools print about the
//! same file: `llvm-readobj-19 -h --symbols --notes` (header, `.symtab`, metadata YAML) and
//! `llvm-readelf-19 -x .rodata` (the descriptor bytes). Used by the committed golden tests and
//! by `cargo xtask oracle-diff codeobj`, so the LLVM text is parsed here independently of the
//! binary reader.

use crate::metadata::{self, Value};
use crate::read::CodeObject;
use std::collections::BTreeMap;

/// A symbol as llvm-readobj prints it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ReadobjSymbol {
    /// `Name:`.
    pub name: String,
    /// `Value:`.
    pub value: u64,
    /// `Size:`.
    pub size: u64,
    /// `Type:` word (`Function`, `Object`, `None` …).
    pub sym_type: String,
    /// `Section:` name.
    pub section: String,
}

/// What the comparison uses from `llvm-readobj-19 -h --symbols --notes`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Readobj {
    /// `ABIVersion:`.
    pub abi_version: Option<u64>,
    /// `Flags [ (0x..)`.
    pub flags: Option<u64>,
    /// `Type:` of the header (`SharedObject`, `Relocatable`).
    pub file_type: Option<String>,
    /// The symbols.
    pub symbols: Vec<ReadobjSymbol>,
    /// The metadata note's YAML, parsed.
    pub metadata: Option<Value>,
}

fn hex_or_dec(s: &str) -> Option<u64> {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// Parses the `llvm-readobj-19 -h --symbols --notes` text.
pub fn parse_readobj(text: &str) -> Result<Readobj, String> {
    let mut r = Readobj::default();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    let mut in_header = false;
    let mut cur: Option<ReadobjSymbol> = None;
    while i < lines.len() {
        let l = lines[i];
        let t = l.trim();
        if t.starts_with("ElfHeader {") {
            in_header = true;
        } else if t.starts_with("Symbols [") {
            in_header = false;
        }
        if in_header {
            if let Some(v) = t.strip_prefix("ABIVersion:") {
                r.abi_version = hex_or_dec(v);
            } else if let Some(v) = t.strip_prefix("Flags [ (") {
                r.flags = hex_or_dec(v.trim_end_matches(')'));
            } else if let Some(v) = t.strip_prefix("Type:") {
                r.file_type = v.split_whitespace().next().map(str::to_string);
            }
        }
        if t == "Symbol {" {
            cur = Some(ReadobjSymbol::default());
        } else if let Some(s) = cur.as_mut() {
            if let Some(v) = t.strip_prefix("Name:") {
                // "Name: vector_add (1)"; an empty name is "Name:  (0)".
                let v = v.trim();
                s.name = match v.rfind(" (") {
                    Some(p) => v[..p].trim().to_string(),
                    None => String::new(),
                };
            } else if let Some(v) = t.strip_prefix("Value:") {
                s.value = hex_or_dec(v).ok_or("bad symbol value")?;
            } else if let Some(v) = t.strip_prefix("Size:") {
                s.size = hex_or_dec(v).ok_or("bad symbol size")?;
            } else if let Some(v) = t.strip_prefix("Type:") {
                s.sym_type = v.split_whitespace().next().unwrap_or("").to_string();
            } else if let Some(v) = t.strip_prefix("Section:") {
                s.section = v.split_whitespace().next().unwrap_or("").to_string();
            } else if t == "}"
                && let Some(s) = cur.take()
            {
                r.symbols.push(s);
            }
        }
        if let Some(p) = l.find("AMDGPU Metadata: ---") {
            let _ = p;
            let mut yaml = String::from("---\n");
            i += 1;
            while i < lines.len() && lines[i] != "..." {
                yaml.push_str(lines[i]);
                yaml.push('\n');
                i += 1;
            }
            r.metadata = Some(
                metadata::yaml_to_value(&yaml)
                    .map_err(|e| format!("llvm-readobj metadata YAML: {e}"))?,
            );
        }
        i += 1;
    }
    Ok(r)
}

/// Parses `llvm-readelf-19 -x SECTION` output into address → byte.
pub fn parse_hex_dump(text: &str) -> BTreeMap<u64, u8> {
    let mut out = BTreeMap::new();
    for l in text.lines() {
        let t = l.trim_start();
        let Some(rest) = t.strip_prefix("0x") else {
            continue;
        };
        let mut parts = rest.split_whitespace();
        let Some(addr) = parts.next().and_then(|a| u64::from_str_radix(a, 16).ok()) else {
            continue;
        };
        let mut at = addr;
        for w in parts.take(4) {
            if w.len() % 2 != 0 || !w.chars().all(|c| c.is_ascii_hexdigit()) {
                break;
            }
            for k in 0..w.len() / 2 {
                if let Ok(b) = u8::from_str_radix(&w[2 * k..2 * k + 2], 16) {
                    out.insert(at, b);
                    at += 1;
                }
            }
        }
    }
    out
}

fn sorted(v: &Value) -> Value {
    match v {
        Value::Map(m) => {
            let mut m: Vec<(Value, Value)> =
                m.iter().map(|(k, v)| (k.clone(), sorted(v))).collect();
            m.sort_by_key(|(k, _)| k.to_string());
            Value::Map(m)
        }
        Value::Array(a) => Value::Array(a.iter().map(sorted).collect()),
        other => other.clone(),
    }
}

/// Compares `co` with LLVM's view; returns one line per disagreement (empty = agreement).
pub fn compare(co: &CodeObject<'_>, readobj: &Readobj, rodata: &BTreeMap<u64, u8>) -> Vec<String> {
    let mut bad = Vec::new();
    if readobj.abi_version != Some(u64::from(co.header.abi_version)) {
        bad.push(format!(
            "ABI version: llvm {:?}, hsakit {}",
            readobj.abi_version, co.header.abi_version
        ));
    }
    if readobj.flags != Some(u64::from(co.header.flags)) {
        bad.push(format!(
            "e_flags: llvm {:?}, hsakit {:#x}",
            readobj.flags, co.header.flags
        ));
    }
    // Kernels: every `X.kd` Object with a Function `X`.
    let mut llvm_kernels: Vec<(&ReadobjSymbol, &ReadobjSymbol)> = Vec::new();
    for kd in readobj.symbols.iter().filter(|s| s.sym_type == "Object") {
        if let Some(name) = kd.name.strip_suffix(".kd")
            && let Some(f) = readobj
                .symbols
                .iter()
                .find(|s| s.name == name && s.sym_type == "Function")
        {
            llvm_kernels.push((kd, f));
        }
    }
    let ours: Vec<&str> = co.kernels.iter().map(|k| k.name.as_str()).collect();
    let theirs: Vec<&str> = llvm_kernels.iter().map(|(_, f)| f.name.as_str()).collect();
    if ours != theirs {
        bad.push(format!("kernels: llvm {theirs:?}, hsakit {ours:?}"));
    }
    for (kd, f) in &llvm_kernels {
        let Some(k) = co.kernels.iter().find(|k| k.name == f.name) else {
            continue;
        };
        if k.descriptor_address != kd.value {
            bad.push(format!(
                "{}: descriptor at llvm {:#x}, hsakit {:#x}",
                f.name, kd.value, k.descriptor_address
            ));
        }
        if k.code_address != f.value || k.code_size != f.size {
            bad.push(format!(
                "{}: code llvm {:#x}+{}, hsakit {:#x}+{}",
                f.name, f.value, f.size, k.code_address, k.code_size
            ));
        }
        let bytes: Option<Vec<u8>> = (0..64)
            .map(|i| rodata.get(&(kd.value + i)).copied())
            .collect();
        match bytes {
            Some(b) => {
                let ours = k.descriptor.to_bytes();
                for (i, (x, y)) in b.iter().zip(ours.iter()).enumerate() {
                    if x != y {
                        bad.push(format!(
                            "{}: descriptor byte {i}: llvm {x:#04x}, hsakit {y:#04x}",
                            f.name
                        ));
                    }
                }
                // In a relocatable object the entry offset is still 0 (R_AMDGPU_REL64 fills it).
                if b.len() == 64 && readobj.file_type.as_deref() != Some("Relocatable") {
                    let entry = i64::from_le_bytes(b[16..24].try_into().unwrap_or([0; 8]));
                    if (kd.value as i64).wrapping_add(entry) as u64 != f.value {
                        bad.push(format!(
                            "{}: descriptor entry {entry:#x} does not lead to the function",
                            f.name
                        ));
                    }
                }
            }
            None => bad.push(format!("{}: descriptor bytes not in the hex dump", f.name)),
        }
    }
    match (&readobj.metadata, &co.metadata_doc) {
        (Some(a), Some(b)) => {
            if sorted(a) != sorted(b) {
                bad.push(format!(
                    "metadata differs:\n--- llvm\n{}--- hsakit\n{}",
                    metadata::value_to_yaml(a),
                    metadata::value_to_yaml(b)
                ));
            }
        }
        (None, None) => {}
        (a, b) => bad.push(format!(
            "metadata: llvm has {}, hsakit has {}",
            if a.is_some() { "some" } else { "none" },
            if b.is_some() { "some" } else { "none" }
        )),
    }
    bad
}

/// Compares the disassembly `hsakit objdump` prints for `kernel` (see
/// [`crate::dump::listing`]) with `llvm-objdump-19 -d --disassemble-symbols=<kernel>` output,
/// instruction line by instruction line, from the line after LLVM's `<kernel>:` header. LLVM keeps going past the symbol's size to the end of
/// the section (the `s_code_end` padding), so only its first lines, as many as the kernel has
/// instructions, are compared; a shorter LLVM listing is a difference too.
pub fn compare_listing(co: &CodeObject<'_>, kernel: &str, objdump: &str) -> Vec<String> {
    let Some(k) = co.kernels.iter().find(|k| k.name == kernel) else {
        return vec![format!("no kernel {kernel}")];
    };
    let code = match co.kernel_code(k) {
        Ok(c) => c,
        Err(e) => return vec![format!("{kernel}: {e}")],
    };
    let generation = co.generation().unwrap_or(crate::Generation::Gfx12);
    let wave = if generation.is_gfx10_plus() && !k.descriptor.is_wave32() {
        hsakit_rdna4::Wave::W64
    } else {
        hsakit_rdna4::Wave::W32
    };
    let symbols = [(k.code_address, kernel)];
    let mut ours = String::new();
    crate::dump::listing(&mut ours, code, k.code_address, wave, &symbols);
    let header = format!(" <{kernel}>:");
    let theirs: Vec<&str> = objdump
        .lines()
        .skip_while(|l| !l.ends_with(&header))
        .skip(1)
        .take_while(|l| l.starts_with('\t'))
        .collect();
    let mut bad = Vec::new();
    for (i, line) in ours.lines().enumerate() {
        match theirs.get(i) {
            Some(t) if *t == line => {}
            Some(t) => bad.push(format!(
                "{kernel} line {}: ours {line:?}, llvm {t:?}",
                i + 1
            )),
            None => bad.push(format!("{kernel} line {}: llvm's listing ends", i + 1)),
        }
    }
    bad
}
