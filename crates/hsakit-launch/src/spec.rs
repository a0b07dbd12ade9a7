//! The manifest `test.json` (`hsakit-prm-vector/1`), field by field as in the pack README
//! ("test.json, field by field"), and its consistency checks.

use crate::compare::{Compare, ElemType};
use crate::{LaunchError, hex};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The format tag every manifest carries.
pub const FORMAT: &str = "hsakit-prm-vector/1";

/// A whole launch spec.
#[derive(Clone, Debug, Deserialize)]
pub struct Spec {
    /// Must be [`FORMAT`].
    pub format: String,
    /// The test name (`prm/core/...`).
    pub name: String,
    /// The folder of the test relative to the pack root.
    #[serde(default)]
    pub dir: Option<String>,
    /// The sampling group (first five components of the folder).
    #[serde(default)]
    pub group: Option<String>,
    /// The category (first four components of the name).
    #[serde(default)]
    pub category: Option<String>,
    /// The agent to run on, for launch specs of native code (`cpu`, `gfx1201`, ...).
    #[serde(default)]
    pub agent: Option<String>,
    /// Profile, machine model, features and wavefront size.
    #[serde(default)]
    pub requirements: Requirements,
    /// Sum over the dispatches of the grid's work-items.
    #[serde(default)]
    pub total_work_items: Option<u64>,
    /// The program's modules in program order.
    pub modules: Vec<ModuleSpec>,
    /// Buffers, allocated in order.
    #[serde(default)]
    pub buffers: Vec<BufferSpec>,
    /// Dispatches, executed in order.
    pub dispatches: Vec<DispatchSpec>,
    /// Checks made after every dispatch ran.
    #[serde(default)]
    pub checks: Vec<CheckSpec>,
    /// The folder the spec was read from (module files are relative to it).
    #[serde(skip)]
    pub base_dir: PathBuf,
    /// The spec file, for messages.
    #[serde(skip)]
    pub file: PathBuf,
}

/// `requirements`.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Requirements {
    /// `full` or `base`.
    #[serde(default)]
    pub profile: Option<String>,
    /// `large` or `small`.
    #[serde(default)]
    pub machine_model: Option<String>,
    /// e.g. `1.0`.
    #[serde(default)]
    pub hsail_version: Option<String>,
    /// `default`, `near` or `zero`.
    #[serde(default)]
    pub default_float_rounding: Option<String>,
    /// `exception_detect`, `runtime_values`, `dispatch_error`.
    #[serde(default)]
    pub features: Vec<String>,
    /// 64 when results may depend on the wavefront size.
    #[serde(default)]
    pub wavefront_size: Option<u32>,
}

/// One module of the program.
#[derive(Clone, Debug, Deserialize)]
pub struct ModuleSpec {
    /// Identifier within the spec.
    pub id: String,
    /// HSAIL text (or BRIG) next to the spec.
    #[serde(default)]
    pub file: Option<String>,
    /// A code object instead of HSAIL.
    #[serde(default)]
    pub code_object: Option<String>,
    /// The name in the `module &name:…` directive.
    #[serde(default)]
    pub name: Option<String>,
}

/// One buffer.
#[derive(Clone, Debug, Deserialize)]
pub struct BufferSpec {
    /// Identifier referenced by kernargs and checks.
    pub id: String,
    /// Bytes the suite asked for.
    pub size: u64,
    /// Bytes to allocate (default `max(size, 256)`).
    #[serde(default)]
    pub alloc_size: Option<u64>,
    /// Alignment (default 256).
    #[serde(default)]
    pub alignment: Option<u64>,
    /// Initial contents.
    #[serde(default)]
    pub init: Option<InitSpec>,
}

/// A buffer's initial contents.
#[derive(Clone, Debug, Deserialize)]
pub struct InitSpec {
    /// `f16`/`f32`/`f64`, `b8`..`b128`.
    pub elem_type: String,
    /// Element count.
    pub count: u64,
    /// The bytes, in memory order.
    pub hex: String,
}

/// One dispatch.
#[derive(Clone, Debug, Deserialize)]
pub struct DispatchSpec {
    /// Identifier.
    #[serde(default)]
    pub id: Option<String>,
    /// The kernel symbol (`&Test`, or `vadd` for code objects).
    pub kernel: String,
    /// The module defining a module-linkage kernel.
    #[serde(default)]
    pub kernel_module: Option<String>,
    /// 1, 2 or 3.
    pub dimensions: u32,
    /// Grid size in work-items.
    pub grid_size: [u64; 3],
    /// Work-group size.
    pub workgroup_size: [u32; 3],
    /// Bytes of dynamic group memory.
    #[serde(default)]
    pub dynamic_group_segment_size: u32,
    /// Kernarg segment size in bytes.
    pub kernarg_segment_size: u32,
    /// Kernarg segment alignment.
    #[serde(default = "default_kernarg_align")]
    pub kernarg_segment_alignment: u32,
    /// Kernel arguments in signature order.
    #[serde(default)]
    pub kernargs: Vec<KernargSpec>,
    /// The AQL packet header fields (informational).
    #[serde(default)]
    pub packet: Option<serde_json::Value>,
    /// Initial value of the completion signal.
    #[serde(default = "one")]
    pub completion_signal_initial_value: i64,
    /// The dispatch must end in a queue error.
    #[serde(default)]
    pub expect_error: bool,
    /// The whole kernarg segment as hex (native code objects).
    #[serde(default)]
    pub kernarg_template: Option<String>,
}

fn default_kernarg_align() -> u32 {
    16
}
fn one() -> i64 {
    1
}

/// What a kernarg entry holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KernargKind {
    /// The 64-bit address of a buffer.
    Buffer,
    /// Literal bytes.
    Value,
    /// A u32 group-segment offset into dynamic group memory.
    GroupOffset,
}

/// One kernel argument.
#[derive(Clone, Debug, Deserialize)]
pub struct KernargSpec {
    /// Position in the signature.
    #[serde(default)]
    pub index: Option<u32>,
    /// `%name`.
    #[serde(default)]
    pub name: Option<String>,
    /// HSAIL type of the variable (`u64`, `f32`, ...).
    #[serde(rename = "type")]
    pub ty: String,
    /// Byte offset in the segment.
    pub offset: u32,
    /// Bytes (arrays included).
    pub size: u32,
    /// An explicit `align(N)`.
    #[serde(default)]
    pub align: Option<u32>,
    /// Element count of an array argument.
    #[serde(default)]
    pub array: Option<u64>,
    /// What to write.
    pub kind: KernargKind,
    /// The buffer (kind `buffer`).
    #[serde(default)]
    pub buffer: Option<String>,
    /// The bytes (kind `value`).
    #[serde(default)]
    pub hex: Option<String>,
    /// Offset inside dynamic group memory (kind `group_offset`).
    #[serde(default)]
    pub dynamic_offset: Option<u32>,
}

/// A runtime value an element must equal (`expected_symbolic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symbolic {
    /// The AQL packet id the dispatch was submitted at.
    DispatchPacketId,
    /// The handle of the dispatch's completion signal.
    CompletionSignalHandle,
}

/// One check.
#[derive(Clone, Debug, Deserialize)]
pub struct CheckSpec {
    /// The buffer to read.
    pub buffer: String,
    /// First byte.
    #[serde(default)]
    pub offset: u64,
    /// Element type.
    pub elem_type: ElemType,
    /// Element count.
    pub count: u64,
    /// Expected bytes as hex, or null with `expected_symbolic`.
    #[serde(default)]
    pub expected: Option<String>,
    /// A runtime value every element must equal.
    #[serde(default)]
    pub expected_symbolic: Option<Symbolic>,
    /// The comparison rule.
    pub compare: Compare,
    /// The suite's spelling of the rule (informational).
    #[serde(default)]
    pub hc_method: Option<String>,
}

impl Spec {
    /// Reads and checks a spec file.
    pub fn load(path: &Path) -> Result<Spec, LaunchError> {
        let text = std::fs::read_to_string(path).map_err(|e| LaunchError::Io {
            file: path.to_path_buf(),
            msg: e.to_string(),
        })?;
        Spec::parse(&text, path)
    }

    /// Parses and checks spec text; `path` names the file in messages and anchors module paths.
    pub fn parse(text: &str, path: &Path) -> Result<Spec, LaunchError> {
        let mut spec: Spec = serde_json::from_str(text).map_err(|e| LaunchError::Json {
            file: path.to_path_buf(),
            line: e.line(),
            column: e.column(),
            msg: e.to_string(),
        })?;
        spec.file = path.to_path_buf();
        spec.base_dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        spec.validate()?;
        Ok(spec)
    }

    fn invalid(&self, path: impl Into<String>, msg: impl Into<String>) -> LaunchError {
        LaunchError::Invalid {
            file: self.file.clone(),
            path: path.into(),
            msg: msg.into(),
        }
    }

    /// The buffer with this id.
    pub fn buffer(&self, id: &str) -> Option<&BufferSpec> {
        self.buffers.iter().find(|b| b.id == id)
    }

    /// The path of a module file (relative paths are relative to the spec's folder).
    pub fn module_path(&self, m: &ModuleSpec) -> Option<PathBuf> {
        let f = m.file.as_ref().or(m.code_object.as_ref())?;
        Some(self.base_dir.join(f))
    }

    /// True when the spec lists this feature.
    pub fn has_feature(&self, f: &str) -> bool {
        self.requirements.features.iter().any(|x| x == f)
    }

    /// Checks internal consistency: format, references, hex lengths and bounds.
    pub fn validate(&self) -> Result<(), LaunchError> {
        if self.format != FORMAT {
            return Err(self.invalid(
                "format",
                format!("expected \"{FORMAT}\", found {:?}", self.format),
            ));
        }
        if self.modules.is_empty() {
            return Err(self.invalid("modules", "expected at least one module"));
        }
        for (i, m) in self.modules.iter().enumerate() {
            if m.file.is_some() == m.code_object.is_some() {
                return Err(self.invalid(
                    format!("modules[{i}]"),
                    "expected exactly one of `file` and `code_object`",
                ));
            }
        }
        for (i, b) in self.buffers.iter().enumerate() {
            let p = format!("buffers[{i}]");
            if self.buffers[..i].iter().any(|o| o.id == b.id) {
                return Err(self.invalid(p, format!("duplicate buffer id {:?}", b.id)));
            }
            let alloc = b.alloc_len();
            if alloc < b.size || alloc > (1 << 32) {
                return Err(self.invalid(
                    p,
                    format!(
                        "alloc_size {alloc} must be at least size {} and at most 4 GiB",
                        b.size
                    ),
                ));
            }
            if !b.align().is_power_of_two() {
                return Err(self.invalid(p, "alignment must be a power of two"));
            }
            if let Some(init) = &b.init {
                if init.hex.len() as u64 / 2 > alloc {
                    return Err(self.invalid(
                        format!("{p}.init.hex"),
                        format!("{} bytes do not fit in {alloc}", init.hex.len() / 2),
                    ));
                }
                hex::decode(&init.hex).map_err(|m| self.invalid(format!("{p}.init.hex"), m))?;
            }
        }
        if self.dispatches.is_empty() {
            return Err(self.invalid("dispatches", "expected at least one dispatch"));
        }
        for (i, d) in self.dispatches.iter().enumerate() {
            let p = format!("dispatches[{i}]");
            if !(1..=3).contains(&d.dimensions) {
                return Err(self.invalid(
                    format!("{p}.dimensions"),
                    format!("expected 1, 2 or 3, found {}", d.dimensions),
                ));
            }
            for k in 0..3 {
                if d.grid_size[k] == 0 || d.workgroup_size[k] == 0 {
                    return Err(self.invalid(p, "grid and work-group sizes must be non-zero"));
                }
                if k >= d.dimensions as usize && (d.grid_size[k] != 1 || d.workgroup_size[k] != 1) {
                    return Err(self.invalid(
                        p,
                        format!(
                            "dimension {k} is unused (dimensions = {}) and must be 1",
                            d.dimensions
                        ),
                    ));
                }
            }
            if !d.kernarg_segment_alignment.is_power_of_two() {
                return Err(self.invalid(p, "kernarg_segment_alignment must be a power of two"));
            }
            if let Some(t) = &d.kernarg_template {
                let b =
                    hex::decode(t).map_err(|m| self.invalid(format!("{p}.kernarg_template"), m))?;
                if b.len() as u64 > u64::from(d.kernarg_segment_size).max(b.len() as u64) {
                    return Err(self.invalid(p, "kernarg_template too long"));
                }
            }
            for (j, k) in d.kernargs.iter().enumerate() {
                let kp = format!("{p}.kernargs[{j}]");
                if u64::from(k.offset) + u64::from(k.size) > u64::from(d.kernarg_segment_size) {
                    return Err(self.invalid(
                        kp,
                        format!(
                            "bytes {}..{} lie outside the {}-byte kernarg segment",
                            k.offset,
                            u64::from(k.offset) + u64::from(k.size),
                            d.kernarg_segment_size
                        ),
                    ));
                }
                match k.kind {
                    KernargKind::Buffer => {
                        let Some(b) = &k.buffer else {
                            return Err(self.invalid(kp, "kind `buffer` needs `buffer`"));
                        };
                        if self.buffer(b).is_none() {
                            return Err(self.invalid(kp, format!("no buffer with id {b:?}")));
                        }
                        if k.size != 8 && k.size != 4 {
                            return Err(self.invalid(kp, "a buffer address takes 4 or 8 bytes"));
                        }
                    }
                    KernargKind::Value => {
                        let Some(h) = &k.hex else {
                            return Err(self.invalid(kp, "kind `value` needs `hex`"));
                        };
                        let b = hex::decode(h).map_err(|m| self.invalid(kp.clone(), m))?;
                        if b.len() != k.size as usize {
                            return Err(self.invalid(
                                kp,
                                format!("hex holds {} bytes, expected size {}", b.len(), k.size),
                            ));
                        }
                    }
                    KernargKind::GroupOffset => {
                        if k.size != 4 {
                            return Err(self.invalid(kp, "a group offset is a u32 (size 4)"));
                        }
                    }
                }
            }
        }
        for (i, c) in self.checks.iter().enumerate() {
            let p = format!("checks[{i}]");
            let Some(b) = self.buffer(&c.buffer) else {
                return Err(self.invalid(p, format!("no buffer with id {:?}", c.buffer)));
            };
            let len = c.count.saturating_mul(c.elem_type.size() as u64);
            if c.offset.saturating_add(len) > b.alloc_len() {
                return Err(self.invalid(
                    p,
                    format!(
                        "{} {:?} elements from byte {} overrun buffer {:?}",
                        c.count, c.elem_type, c.offset, b.id
                    ),
                ));
            }
            match (&c.expected, &c.expected_symbolic) {
                (Some(h), None) => {
                    let bytes =
                        hex::decode(h).map_err(|m| self.invalid(format!("{p}.expected"), m))?;
                    if bytes.len() as u64 != len {
                        return Err(self.invalid(
                            format!("{p}.expected"),
                            format!("holds {} bytes, expected count x size = {len}", bytes.len()),
                        ));
                    }
                }
                (None, Some(_)) => {}
                _ => {
                    return Err(self.invalid(
                        p,
                        "expected exactly one of `expected` and `expected_symbolic`",
                    ));
                }
            }
            if c.compare.method != crate::Method::Exact && c.compare.tolerance.is_none() {
                return Err(self.invalid(format!("{p}.compare"), "this method needs `tolerance`"));
            }
        }
        Ok(())
    }
}

impl BufferSpec {
    /// Bytes to allocate.
    pub fn alloc_len(&self) -> u64 {
        self.alloc_size.unwrap_or(self.size.max(256))
    }

    /// Allocation alignment.
    pub fn align(&self) -> u64 {
        self.alignment.unwrap_or(256)
    }

    /// The initial contents: `alloc_len()` bytes, `init` first, zeros after.
    /// (The spec was validated, so the hex decodes and fits.)
    pub fn initial_bytes(&self) -> Vec<u8> {
        let mut v = vec![0u8; self.alloc_len() as usize];
        if let Some(init) = &self.init
            && let Ok(b) = hex::decode(&init.hex)
        {
            let n = b.len().min(v.len());
            v[..n].copy_from_slice(&b[..n]);
        }
        v
    }
}

impl DispatchSpec {
    /// Total work-items of the grid.
    pub fn work_items(&self) -> u64 {
        self.grid_size.iter().product()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"{
 "format": "hsakit-prm-vector/1", "name": "t",
 "modules": [{"id": "m", "file": "kernel.hsail", "name": "&m"}],
 "buffers": [{"id": "out", "size": 8, "alloc_size": 256, "alignment": 256,
              "init": {"elem_type": "b32", "count": 2, "hex": "0100000002000000"}}],
 "dispatches": [{"kernel": "&k", "dimensions": 1, "grid_size": [3,1,1], "workgroup_size": [2,1,1],
   "kernarg_segment_size": 12, "kernargs": [
     {"type": "u64", "offset": 0, "size": 8, "kind": "buffer", "buffer": "out"},
     {"type": "u32", "offset": 8, "size": 4, "kind": "value", "hex": "2a000000"}]}],
 "checks": [{"buffer": "out", "elem_type": "u32", "count": 2, "expected": "0300000004000000",
             "compare": {"method": "exact"}}]
}"#;

    #[test]
    fn parses_minimal_spec_with_defaults() {
        let s = Spec::parse(MINIMAL, Path::new("/x/test.json")).unwrap();
        assert_eq!(s.base_dir, Path::new("/x"));
        assert_eq!(s.dispatches[0].kernarg_segment_alignment, 16);
        assert_eq!(s.dispatches[0].completion_signal_initial_value, 1);
        let b = &s.buffers[0];
        let init = b.initial_bytes();
        assert_eq!(init.len(), 256);
        assert_eq!(&init[..9], &[1, 0, 0, 0, 2, 0, 0, 0, 0]);
        assert_eq!(
            s.module_path(&s.modules[0]).unwrap(),
            Path::new("/x/kernel.hsail")
        );
    }

    #[test]
    fn json_errors_carry_line_and_column() {
        let e = Spec::parse("{\n \"format\": 3\n}", Path::new("t.json")).unwrap_err();
        let m = e.to_string();
        assert!(m.starts_with("t.json:2:"), "{m}");
    }

    #[test]
    fn inconsistencies_are_rejected_with_their_path() {
        let bad = MINIMAL.replace("\"buffer\": \"out\"}", "\"buffer\": \"nope\"}");
        let m = Spec::parse(&bad, Path::new("t.json"))
            .unwrap_err()
            .to_string();
        assert!(
            m.contains("dispatches[0].kernargs[0]") && m.contains("nope"),
            "{m}"
        );
        let bad = MINIMAL.replace(
            "\"kernarg_segment_size\": 12",
            "\"kernarg_segment_size\": 10",
        );
        let m = Spec::parse(&bad, Path::new("t.json"))
            .unwrap_err()
            .to_string();
        assert!(m.contains("kernargs[1]") && m.contains("8..12"), "{m}");
        let bad = MINIMAL.replace("0300000004000000", "03000000");
        let m = Spec::parse(&bad, Path::new("t.json"))
            .unwrap_err()
            .to_string();
        assert!(m.contains("checks[0].expected") && m.contains("= 8"), "{m}");
        let bad = MINIMAL.replace("[3,1,1]", "[3,2,1]");
        assert!(Spec::parse(&bad, Path::new("t.json")).is_err());
    }
}
