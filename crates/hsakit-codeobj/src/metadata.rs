//! Code object metadata: MessagePack (`NT_AMDGPU_METADATA`, v3+) and YAML (v2 HSA metadata,
//! seed 004 N798-1243; and the `.amdgpu_metadata` assembler block).
//!
//! The metadata document is kept as a generic [`Value`] so nothing is lost on a round trip; the
//! typed [`Metadata`] view is derived from it for the loader and for comparisons.

use crate::error::{Error, Result};
pub use rmpv::Value;
use std::fmt::Write as _;

/// Deepest nesting accepted in a metadata document (real documents nest 5 levels).
const MAX_DEPTH: usize = 32;

/// Decodes a MessagePack metadata document found at byte `offset`.
pub fn decode_msgpack(desc: &[u8], offset: u64) -> Result<Value> {
    let mut rd = desc;
    let v = rmpv::decode::read_value_with_max_depth(&mut rd, MAX_DEPTH)
        .map_err(|e| Error::metadata(offset, format!("MessagePack does not decode: {e}")))?;
    if !v.is_map() {
        return Err(Error::metadata(
            offset,
            "the MessagePack document is not a map",
        ));
    }
    if !rd.is_empty() {
        let at = offset + (desc.len() - rd.len()) as u64;
        return Err(Error::metadata(
            at,
            format!("{} bytes after the MessagePack document", rd.len()),
        ));
    }
    Ok(v)
}

/// Encodes a metadata document as MessagePack, with every map's keys sorted as LLVM's
/// `msgpack::Document` writes them.
pub fn encode_msgpack(v: &Value) -> Vec<u8> {
    let sorted = sort_maps(v);
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = rmpv::encode::write_value(&mut out, &sorted);
    out
}

fn sort_maps(v: &Value) -> Value {
    match v {
        Value::Map(m) => {
            let mut m: Vec<(Value, Value)> =
                m.iter().map(|(k, v)| (k.clone(), sort_maps(v))).collect();
            m.sort_by_key(|a| key_str(&a.0));
            Value::Map(m)
        }
        Value::Array(a) => Value::Array(a.iter().map(sort_maps).collect()),
        other => other.clone(),
    }
}

fn key_str(v: &Value) -> String {
    match v {
        Value::String(s) => s.as_str().unwrap_or("").to_string(),
        other => other.to_string(),
    }
}

/// A YAML problem with its 1-based line and column in the YAML text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {msg}")]
pub struct YamlError {
    /// 1-based line in the YAML text.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong.
    pub msg: String,
}

/// Parses a YAML document (one `---` document) into a metadata [`Value`]. Integers become
/// unsigned where non-negative; `true`/`false` booleans; everything else strings.
pub fn yaml_to_value(text: &str) -> std::result::Result<Value, YamlError> {
    guard_nesting(text)?;
    let docs = yaml_rust2::YamlLoader::load_from_str(text).map_err(|e| YamlError {
        line: e.marker().line(),
        col: e.marker().col() + 1,
        msg: e.info().to_string(),
    })?;
    let doc = docs.into_iter().next().ok_or(YamlError {
        line: 1,
        col: 1,
        msg: "no YAML document".into(),
    })?;
    yaml_node(&doc, 0)
}

/// Rejects text whose nesting could exceed [`MAX_DEPTH`] before it reaches the YAML parser.
fn guard_nesting(text: &str) -> std::result::Result<(), YamlError> {
    let too_deep = |line: usize| YamlError {
        line,
        col: 1,
        msg: format!("nesting deeper than {MAX_DEPTH} levels"),
    };
    // Flow collections may span lines, so their depth is tracked over the whole text
    // (conservatively: brackets inside quoted strings count too).
    let mut flow = 0usize;
    for (i, line) in text.lines().enumerate() {
        let block = line
            .split_whitespace()
            .take_while(|t| matches!(*t, "-" | "?" | ":"))
            .count();
        let indent = line.len() - line.trim_start().len();
        if block > MAX_DEPTH || indent > 4 * MAX_DEPTH {
            return Err(too_deep(i + 1));
        }
        for c in line.chars() {
            match c {
                '[' | '{' => {
                    flow += 1;
                    if flow > MAX_DEPTH {
                        return Err(too_deep(i + 1));
                    }
                }
                ']' | '}' => flow = flow.saturating_sub(1),
                _ => {}
            }
        }
    }
    Ok(())
}

fn yaml_node(y: &yaml_rust2::Yaml, depth: usize) -> std::result::Result<Value, YamlError> {
    use yaml_rust2::Yaml;
    if depth > MAX_DEPTH {
        return Err(YamlError {
            line: 1,
            col: 1,
            msg: format!("nesting deeper than {MAX_DEPTH} levels"),
        });
    }
    Ok(match y {
        Yaml::Integer(i) => {
            if *i >= 0 {
                Value::from(*i as u64)
            } else {
                Value::from(*i)
            }
        }
        Yaml::Real(s) => match s.parse::<f64>() {
            Ok(f) => Value::F64(f),
            Err(_) => Value::from(s.as_str()),
        },
        Yaml::String(s) => Value::from(s.as_str()),
        Yaml::Boolean(b) => Value::Boolean(*b),
        Yaml::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.push(yaml_node(x, depth + 1)?);
            }
            Value::Array(out)
        }
        Yaml::Hash(h) => {
            let mut out = Vec::new();
            for (k, v) in h {
                out.push((yaml_node(k, depth + 1)?, yaml_node(v, depth + 1)?));
            }
            Value::Map(out)
        }
        Yaml::Null => Value::Nil,
        Yaml::Alias(_) | Yaml::BadValue => {
            return Err(YamlError {
                line: 1,
                col: 1,
                msg: "YAML aliases are not supported in metadata".into(),
            });
        }
    })
}

/// Prints a metadata document as YAML the way `llvm-readobj-19 --notes` does (`---` … `...`,
/// keys padded to 16 columns, block sequences).
pub fn value_to_yaml(v: &Value) -> String {
    let mut s = String::from("---\n");
    match v {
        Value::Map(m) if !m.is_empty() => write_map(&mut s, m, 0, false),
        other => {
            let _ = writeln!(s, "{}", scalar(other));
        }
    }
    s.push_str("...\n");
    s
}

fn write_map(s: &mut String, m: &[(Value, Value)], indent: usize, first_inline: bool) {
    for (i, (k, v)) in m.iter().enumerate() {
        if !(first_inline && i == 0) {
            s.push_str(&" ".repeat(indent));
        }
        let key = key_str(k);
        s.push_str(&key);
        s.push(':');
        match v {
            Value::Map(mm) if !mm.is_empty() => {
                s.push('\n');
                write_map(s, mm, indent + 2, false);
            }
            Value::Array(a) if !a.is_empty() => {
                s.push('\n');
                write_seq(s, a, indent + 2);
            }
            other => {
                let pad = if key.len() < 16 { 16 - key.len() } else { 1 };
                s.push_str(&" ".repeat(pad));
                s.push_str(&scalar(other));
                s.push('\n');
            }
        }
    }
}

fn write_seq(s: &mut String, a: &[Value], indent: usize) {
    for v in a {
        s.push_str(&" ".repeat(indent));
        s.push_str("- ");
        match v {
            Value::Map(mm) if !mm.is_empty() => write_map(s, mm, indent + 2, true),
            Value::Array(aa) if !aa.is_empty() => {
                s.push('\n');
                write_seq(s, aa, indent + 2);
            }
            other => {
                s.push_str(&scalar(other));
                s.push('\n');
            }
        }
    }
}

fn scalar(v: &Value) -> String {
    match v {
        Value::Nil => "~".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::F32(f) => f.to_string(),
        Value::F64(f) => f.to_string(),
        Value::String(s) => quote(s.as_str().unwrap_or("")),
        Value::Binary(b) => format!("!!binary {}", hex(b)),
        Value::Array(_) => "[]".into(),
        Value::Map(_) => "{}".into(),
        Value::Ext(t, b) => format!("!ext{t} {}", hex(b)),
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Quotes a YAML string scalar when LLVM's YAML writer would.
fn quote(s: &str) -> String {
    let special_word = matches!(
        s,
        "" | "~"
            | "null"
            | "Null"
            | "NULL"
            | "true"
            | "True"
            | "TRUE"
            | "false"
            | "False"
            | "FALSE"
            | "yes"
            | "no"
            | "on"
            | "off"
            | "y"
            | "n"
    );
    let numeric = s.parse::<f64>().is_ok() || s.starts_with("0x") || s.starts_with("0o");
    let first_special = s
        .chars()
        .next()
        .is_some_and(|c| "-?:,[]{}#&*!|>'\"%@`".contains(c) || c.is_whitespace());
    let last_space = s.chars().last().is_some_and(char::is_whitespace);
    let mut needs = special_word || numeric || first_special || last_space;
    let mut double = false;
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || "_-^., \t".contains(c) || !c.is_ascii() {
            continue;
        }
        if (c as u32) < 0x20 && c != '\n' && c != '\r' || c == '\x7f' {
            double = true;
        }
        needs = true;
    }
    if double {
        let mut o = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => o.push_str("\\\""),
                '\\' => o.push_str("\\\\"),
                c if (c as u32) < 0x20 || c == '\x7f' => {
                    let _ = write!(o, "\\x{:02X}", c as u32);
                }
                c => o.push(c),
            }
        }
        o.push('"');
        o
    } else if needs {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        s.to_string()
    }
}

/// The typed view of a metadata document (v2 YAML or v3+ MessagePack).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Metadata {
    /// `amdhsa.version` / `Version`.
    pub version: Vec<u64>,
    /// `amdhsa.target` (v4+), e.g. `amdgcn-amd-amdhsa--gfx1200`.
    pub target: Option<String>,
    /// `amdhsa.printf` / `Printf`.
    pub printf: Vec<String>,
    /// The kernels.
    pub kernels: Vec<KernelMeta>,
}

/// One kernel's metadata.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct KernelMeta {
    /// `.name` / `Name`.
    pub name: String,
    /// `.symbol` (`x.kd`) / `SymbolName` (`x@kd` in v2).
    pub symbol: String,
    /// `.language`.
    pub language: Option<String>,
    /// `.language_version`.
    pub language_version: Vec<u64>,
    /// `.kernarg_segment_size`.
    pub kernarg_segment_size: u64,
    /// `.kernarg_segment_align`.
    pub kernarg_segment_align: u64,
    /// `.group_segment_fixed_size`.
    pub group_segment_fixed_size: u64,
    /// `.private_segment_fixed_size`.
    pub private_segment_fixed_size: u64,
    /// `.wavefront_size`.
    pub wavefront_size: u64,
    /// `.sgpr_count`.
    pub sgpr_count: Option<u64>,
    /// `.vgpr_count`.
    pub vgpr_count: Option<u64>,
    /// `.sgpr_spill_count`.
    pub sgpr_spill_count: Option<u64>,
    /// `.vgpr_spill_count`.
    pub vgpr_spill_count: Option<u64>,
    /// `.max_flat_workgroup_size`.
    pub max_flat_workgroup_size: Option<u64>,
    /// `.reqd_workgroup_size`.
    pub reqd_workgroup_size: Vec<u64>,
    /// `.uses_dynamic_stack`.
    pub uses_dynamic_stack: Option<bool>,
    /// `.workgroup_processor_mode`.
    pub workgroup_processor_mode: Option<u64>,
    /// `.args`.
    pub args: Vec<ArgMeta>,
}

/// One kernel argument's metadata.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ArgMeta {
    /// `.name`.
    pub name: Option<String>,
    /// `.type_name`.
    pub type_name: Option<String>,
    /// `.offset` (v3+; computed from `Align` for v2, seed 004 N962-964).
    pub offset: u64,
    /// `.size`.
    pub size: u64,
    /// `.value_kind`, snake case (`global_buffer`, `hidden_block_count_x` …).
    pub value_kind: String,
    /// `.address_space` (`global`, `constant`, `local`, `private`, `generic`, `region`).
    pub address_space: Option<String>,
    /// `.pointee_align`.
    pub pointee_align: Option<u64>,
    /// `.access`.
    pub access: Option<String>,
    /// `.actual_access`.
    pub actual_access: Option<String>,
    /// `.is_const`.
    pub is_const: bool,
    /// `.is_restrict`.
    pub is_restrict: bool,
    /// `.is_volatile`.
    pub is_volatile: bool,
    /// `.is_pipe`.
    pub is_pipe: bool,
}

/// The hidden arguments of code object v5 at their fixed offsets from the first 8-byte-aligned
/// byte after the explicit arguments: (value kind, offset, size), from
/// `data/codeobj/hidden_args.toml` (LLVM 19 metadata of our OpenCL kernels, notes §5.3).
pub use crate::generated::HIDDEN_ARGS_V5;

/// Size of the v5 hidden-argument block.
pub const HIDDEN_BLOCK_SIZE_V5: u64 = 256;

/// Looks up a key of a MessagePack map.
pub fn map_get<'v>(v: &'v Value, key: &str) -> Option<&'v Value> {
    match v {
        Value::Map(m) => m
            .iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn get_u64(v: &Value, key: &str) -> Option<u64> {
    map_get(v, key).and_then(Value::as_u64)
}

fn get_str(v: &Value, key: &str) -> Option<String> {
    map_get(v, key).and_then(Value::as_str).map(str::to_string)
}

fn get_bool(v: &Value, key: &str) -> Option<bool> {
    map_get(v, key).and_then(Value::as_bool)
}

fn get_u64s(v: &Value, key: &str) -> Vec<u64> {
    map_get(v, key)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

impl Metadata {
    /// The typed view of a v3+ document (`amdhsa.*` keys). `offset` is the note's descriptor
    /// offset, for errors.
    pub fn from_v3(doc: &Value, offset: u64) -> Result<Metadata> {
        if !doc.is_map() {
            return Err(Error::metadata(offset, "the document is not a map"));
        }
        let version = get_u64s(doc, "amdhsa.version");
        if version.len() != 2 {
            return Err(Error::metadata(
                offset,
                "`amdhsa.version` must be a list of two integers",
            ));
        }
        let mut md = Metadata {
            version,
            target: get_str(doc, "amdhsa.target"),
            printf: map_get(doc, "amdhsa.printf")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
            kernels: Vec::new(),
        };
        let kernels = match map_get(doc, "amdhsa.kernels") {
            Some(Value::Array(a)) => a,
            Some(_) => {
                return Err(Error::metadata(offset, "`amdhsa.kernels` is not a list"));
            }
            None => return Ok(md),
        };
        for (i, k) in kernels.iter().enumerate() {
            let name = get_str(k, ".name").ok_or_else(|| {
                Error::metadata(offset, format!("kernel {i} has no string `.name`"))
            })?;
            let symbol = get_str(k, ".symbol").ok_or_else(|| {
                Error::metadata(offset, format!("kernel `{name}` has no string `.symbol`"))
            })?;
            let mut args = Vec::new();
            if let Some(a) = map_get(k, ".args").and_then(Value::as_array) {
                for (j, arg) in a.iter().enumerate() {
                    let value_kind = get_str(arg, ".value_kind").ok_or_else(|| {
                        Error::metadata(
                            offset,
                            format!("argument {j} of `{name}` has no `.value_kind`"),
                        )
                    })?;
                    args.push(ArgMeta {
                        name: get_str(arg, ".name"),
                        type_name: get_str(arg, ".type_name"),
                        offset: get_u64(arg, ".offset").unwrap_or(0),
                        size: get_u64(arg, ".size").unwrap_or(0),
                        value_kind,
                        address_space: get_str(arg, ".address_space"),
                        pointee_align: get_u64(arg, ".pointee_align"),
                        access: get_str(arg, ".access"),
                        actual_access: get_str(arg, ".actual_access"),
                        is_const: get_bool(arg, ".is_const").unwrap_or(false),
                        is_restrict: get_bool(arg, ".is_restrict").unwrap_or(false),
                        is_volatile: get_bool(arg, ".is_volatile").unwrap_or(false),
                        is_pipe: get_bool(arg, ".is_pipe").unwrap_or(false),
                    });
                }
            }
            md.kernels.push(KernelMeta {
                name,
                symbol,
                language: get_str(k, ".language"),
                language_version: get_u64s(k, ".language_version"),
                kernarg_segment_size: get_u64(k, ".kernarg_segment_size").unwrap_or(0),
                kernarg_segment_align: get_u64(k, ".kernarg_segment_align").unwrap_or(0),
                group_segment_fixed_size: get_u64(k, ".group_segment_fixed_size").unwrap_or(0),
                private_segment_fixed_size: get_u64(k, ".private_segment_fixed_size").unwrap_or(0),
                wavefront_size: get_u64(k, ".wavefront_size").unwrap_or(0),
                sgpr_count: get_u64(k, ".sgpr_count"),
                vgpr_count: get_u64(k, ".vgpr_count"),
                sgpr_spill_count: get_u64(k, ".sgpr_spill_count"),
                vgpr_spill_count: get_u64(k, ".vgpr_spill_count"),
                max_flat_workgroup_size: get_u64(k, ".max_flat_workgroup_size"),
                reqd_workgroup_size: get_u64s(k, ".reqd_workgroup_size"),
                uses_dynamic_stack: get_bool(k, ".uses_dynamic_stack"),
                workgroup_processor_mode: get_u64(k, ".workgroup_processor_mode"),
                args,
            });
        }
        Ok(md)
    }

    /// The typed view of a v2 YAML document (seed 004 N830-1243): `Version`, `Kernels` with
    /// `Args` (no offsets: laid out in order by `Align`, N962-964) and `CodeProps`.
    pub fn from_v2(doc: &Value, offset: u64) -> Result<Metadata> {
        if !doc.is_map() {
            return Err(Error::metadata(offset, "the YAML document is not a map"));
        }
        let mut md = Metadata {
            version: get_u64s(doc, "Version"),
            target: None,
            printf: map_get(doc, "Printf")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
            kernels: Vec::new(),
        };
        let Some(kernels) = map_get(doc, "Kernels").and_then(Value::as_array) else {
            return Ok(md);
        };
        for (i, k) in kernels.iter().enumerate() {
            let name = get_str(k, "Name").ok_or_else(|| {
                Error::metadata(offset, format!("kernel {i} has no `Name` (seed 004 N880)"))
            })?;
            let symbol = get_str(k, "SymbolName").unwrap_or_else(|| name.clone());
            let empty = Value::Map(Vec::new());
            let props = map_get(k, "CodeProps").unwrap_or(&empty);
            let mut args = Vec::new();
            let mut at = 0u64;
            if let Some(a) = map_get(k, "Args").and_then(Value::as_array) {
                for arg in a {
                    let size = get_u64(arg, "Size").unwrap_or(0);
                    let align = get_u64(arg, "Align").unwrap_or(1).max(1);
                    at = at.div_ceil(align).saturating_mul(align);
                    args.push(ArgMeta {
                        name: get_str(arg, "Name"),
                        type_name: get_str(arg, "TypeName"),
                        offset: at,
                        size,
                        value_kind: snake_case(&get_str(arg, "ValueKind").unwrap_or_default()),
                        address_space: get_str(arg, "AddrSpaceQual").map(|s| snake_case(&s)),
                        pointee_align: get_u64(arg, "PointeeAlign"),
                        access: get_str(arg, "AccQual").map(|s| snake_case(&s)),
                        actual_access: get_str(arg, "ActualAccQual").map(|s| snake_case(&s)),
                        is_const: get_bool(arg, "IsConst").unwrap_or(false),
                        is_restrict: get_bool(arg, "IsRestrict").unwrap_or(false),
                        is_volatile: get_bool(arg, "IsVolatile").unwrap_or(false),
                        is_pipe: get_bool(arg, "IsPipe").unwrap_or(false),
                    });
                    at = at.saturating_add(size);
                }
            }
            md.kernels.push(KernelMeta {
                name,
                symbol,
                language: get_str(k, "Language"),
                language_version: get_u64s(k, "LanguageVersion"),
                kernarg_segment_size: get_u64(props, "KernargSegmentSize").unwrap_or(0),
                kernarg_segment_align: get_u64(props, "KernargSegmentAlign").unwrap_or(0),
                group_segment_fixed_size: get_u64(props, "GroupSegmentFixedSize").unwrap_or(0),
                private_segment_fixed_size: get_u64(props, "PrivateSegmentFixedSize").unwrap_or(0),
                wavefront_size: get_u64(props, "WavefrontSize").unwrap_or(0),
                sgpr_count: get_u64(props, "NumSGPRs"),
                vgpr_count: get_u64(props, "NumVGPRs"),
                sgpr_spill_count: get_u64(props, "NumSpilledSGPRs"),
                vgpr_spill_count: get_u64(props, "NumSpilledVGPRs"),
                max_flat_workgroup_size: get_u64(props, "MaxFlatWorkGroupSize"),
                reqd_workgroup_size: map_get(k, "Attrs")
                    .map(|a| get_u64s(a, "ReqdWorkGroupSize"))
                    .unwrap_or_default(),
                uses_dynamic_stack: get_bool(props, "IsDynamicCallStack"),
                workgroup_processor_mode: None,
                args,
            });
        }
        Ok(md)
    }
}

/// `GlobalBuffer` → `global_buffer`, `HiddenGlobalOffsetX` → `hidden_global_offset_x`.
fn snake_case(s: &str) -> String {
    let mut o = String::new();
    for (i, c) in s.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                o.push('_');
            }
            o.push(c.to_ascii_lowercase());
        } else {
            o.push(c);
        }
    }
    o
}

/// A v5 metadata document for kernels that have none, built from their descriptors: every
/// resource field the descriptor determines, and no explicit arguments (their layout is not in
/// the descriptor; `.kernarg_segment_size` still gives the runtime the size to allocate).
pub fn synthesize(
    target: &str,
    kernels: &[(String, crate::kd::KernelDescriptor)],
    generation: crate::kd::Generation,
) -> Value {
    let s = |x: &str| Value::from(x);
    let u = |x: u64| Value::from(x);
    let mut ks = Vec::new();
    for (name, d) in kernels {
        let wave = if d.is_wave32() { 32 } else { 64 };
        let mut m = vec![
            (s(".args"), Value::Array(Vec::new())),
            (
                s(".group_segment_fixed_size"),
                u(u64::from(d.group_segment_fixed_size)),
            ),
            (s(".kernarg_segment_align"), u(8)),
            (s(".kernarg_segment_size"), u(u64::from(d.kernarg_size))),
            (s(".max_flat_workgroup_size"), u(1024)),
            (s(".name"), s(name)),
            (
                s(".private_segment_fixed_size"),
                u(u64::from(d.private_segment_fixed_size)),
            ),
            (
                s(".sgpr_count"),
                u(u64::from(d.sgprs_allocated(generation))),
            ),
            (s(".sgpr_spill_count"), u(0)),
            (s(".symbol"), s(&format!("{name}.kd"))),
            (
                s(".uses_dynamic_stack"),
                Value::Boolean(d.kernel_code_properties & (1 << 11) != 0),
            ),
            (
                s(".vgpr_count"),
                u(u64::from(d.vgprs_allocated(generation))),
            ),
            (s(".vgpr_spill_count"), u(0)),
            (s(".wavefront_size"), u(wave)),
        ];
        if generation.is_gfx10_plus() {
            m.push((
                s(".workgroup_processor_mode"),
                u(u64::from((d.compute_pgm_rsrc1 >> 29) & 1)),
            ));
        }
        ks.push(Value::Map(m));
    }
    Value::Map(vec![
        (s("amdhsa.kernels"), Value::Array(ks)),
        (s("amdhsa.target"), s(target)),
        (s("amdhsa.version"), Value::Array(vec![u(1), u(2)])),
    ])
}
