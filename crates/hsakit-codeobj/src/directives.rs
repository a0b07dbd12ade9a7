//! The code-object directives of LLVM's AMDGPU assembler, as `llvm-mc-19` accepts them for gfx12:
//! `.amdgcn_target`, `.amdhsa_code_object_version`, `.amdhsa_kernel … .end_amdhsa_kernel` and
//! `.amdgpu_metadata … .end_amdgpu_metadata`. None of them is in the seeds (notes/seed-abi.md
//! §6); the accepted set, defaults and errors were measured with llvm-mc-19 (see
//! `xtask/src/oracle/codeobj.rs`, which re-checks them).
//!
//! The RDNA4 assembler calls [`parse_directives`] on its source (instruction lines are ignored
//! here) and [`build_object`] with the assembled `.text` and its kernel label offsets to get the
//! writer input: one command from `.s` to a loadable shared code object.

use crate::kd::{self, Generation, KernelDescriptor, Word};
use crate::metadata::{self, Value};
use crate::raw;
use crate::write::{KernelInput, ObjectInput};
use hsakit_diag::{Diagnostic, Span};
use std::collections::HashMap;

/// The target named by `.amdgcn_target` (or given by `-mcpu`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Processor, e.g. `gfx1201`.
    pub processor: String,
    /// `EF_AMDGPU_MACH`.
    pub mach: u32,
    /// Wave64 is the default (`-mattr=+wavefrontsize64`); otherwise gfx10+ defaults to wave32.
    pub wave64_default: bool,
}

impl Target {
    /// The target of a processor name, if hsakit knows its MACH value.
    pub fn of_processor(processor: &str) -> Option<Target> {
        Some(Target {
            processor: processor.to_string(),
            mach: raw::mach_of_name(processor)?,
            wave64_default: false,
        })
    }

    /// The generation of the processor.
    pub fn generation(&self) -> Generation {
        Generation::of_processor(&self.processor).unwrap_or(Generation::Gfx12)
    }

    /// The target ID string, `amdgcn-amd-amdhsa--<processor>`.
    pub fn target_id(&self) -> String {
        format!("amdgcn-amd-amdhsa--{}", self.processor)
    }
}

/// One `.amdhsa_kernel` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AmdhsaKernel {
    /// The kernel (label) name.
    pub name: String,
    /// Where the name is in the source.
    pub name_span: Span,
    /// The descriptor the block describes (entry offset 0: the writer fills it).
    pub descriptor: KernelDescriptor,
}

/// The directives found in one source file.
#[derive(Clone, Debug, PartialEq)]
pub struct DirectiveFile {
    /// `.amdgcn_target`, when present.
    pub target: Option<Target>,
    /// `.amdhsa_code_object_version`, when present.
    pub code_object_version: Option<u32>,
    /// The kernel descriptors, in source order.
    pub kernels: Vec<AmdhsaKernel>,
    /// The `.amdgpu_metadata` document, when present.
    pub metadata: Option<Value>,
}

/// A line of source: its text (without the newline) and the byte offset where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The text.
    pub text: &'a str,
    /// Byte offset of `text` in the source file.
    pub offset: usize,
}

/// The lines of a source text.
pub fn lines(src: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut at = 0;
    for l in src.split_inclusive('\n') {
        let text = l.strip_suffix('\n').unwrap_or(l);
        let text = text.strip_suffix('\r').unwrap_or(text);
        out.push(Line { text, offset: at });
        at += l.len();
    }
    out
}

/// The code part of a line: comments (`;`, `//`) removed, outside string literals.
fn code_part(text: &str) -> &str {
    let b = text.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b'\\' if in_str => i += 1,
            b';' if !in_str => return &text[..i],
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => return &text[..i],
            _ => {}
        }
        i += 1;
    }
    text
}

/// Splits a line's code into (directive word, its span, the rest, the rest's offset).
fn split_word(line: Line<'_>) -> Option<(&str, Span, &str, usize)> {
    let code = code_part(line.text);
    let start = code.len() - code.trim_start().len();
    let t = code.trim_start();
    if t.is_empty() {
        return None;
    }
    let end = t.find(|c: char| c.is_whitespace()).unwrap_or(t.len());
    let word = &t[..end];
    let rest = &t[end..];
    let rest_start = rest.len() - rest.trim_start().len();
    let rest_off = line.offset + start + end + rest_start;
    let span = Span::new(line.offset + start, line.offset + start + end);
    Some((word, span, rest.trim(), rest_off))
}

fn err(code: &str, msg: impl Into<String>, span: Span, label: impl Into<String>) -> Diagnostic {
    Diagnostic::error(code, msg).with_primary(span, label)
}

/// Evaluates an integer expression: literals (decimal, `0x` hex, `0b` binary, leading-0 octal)
/// joined by `+`, `-`, `*`, with parentheses and unary minus.
pub fn eval_int(s: &str) -> Option<i128> {
    let toks: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
    let mut pos = 0;
    let v = expr(&toks, &mut pos, 0)?;
    (pos == toks.len()).then_some(v)
}

fn expr(t: &[char], pos: &mut usize, depth: u32) -> Option<i128> {
    let mut v = term(t, pos, depth)?;
    while let Some(&c) = t.get(*pos) {
        match c {
            '+' => {
                *pos += 1;
                v = v.checked_add(term(t, pos, depth)?)?;
            }
            '-' => {
                *pos += 1;
                v = v.checked_sub(term(t, pos, depth)?)?;
            }
            _ => break,
        }
    }
    Some(v)
}

fn term(t: &[char], pos: &mut usize, depth: u32) -> Option<i128> {
    let mut v = atom(t, pos, depth)?;
    while t.get(*pos) == Some(&'*') {
        *pos += 1;
        v = v.checked_mul(atom(t, pos, depth)?)?;
    }
    Some(v)
}

fn atom(t: &[char], pos: &mut usize, depth: u32) -> Option<i128> {
    if depth > 32 {
        return None;
    }
    match t.get(*pos)? {
        '-' => {
            *pos += 1;
            atom(t, pos, depth + 1)?.checked_neg()
        }
        '(' => {
            *pos += 1;
            let v = expr(t, pos, depth + 1)?;
            if t.get(*pos) != Some(&')') {
                return None;
            }
            *pos += 1;
            Some(v)
        }
        _ => {
            let start = *pos;
            while t.get(*pos).is_some_and(|c| c.is_ascii_alphanumeric()) {
                *pos += 1;
            }
            let lit: String = t[start..*pos].iter().collect();
            let lower = lit.to_ascii_lowercase();
            if let Some(h) = lower.strip_prefix("0x") {
                i128::from_str_radix(h, 16).ok()
            } else if let Some(b) = lower.strip_prefix("0b") {
                i128::from_str_radix(b, 2).ok()
            } else if lower.len() > 1 && lower.starts_with('0') {
                i128::from_str_radix(&lower[1..], 8).ok()
            } else {
                lower.parse().ok()
            }
        }
    }
}

/// A `.amdhsa_*` directive llvm-mc-19 accepts inside `.amdhsa_kernel` for gfx12, or another
/// generation's directive with why gfx12 rejects it.
enum Dir {
    /// Sets a descriptor bit field directly.
    Field(kd::BitField),
    GroupSize,
    PrivateSize,
    KernargSize,
    NextFreeVgpr,
    NextFreeSgpr,
    /// Accepted, no effect on the descriptor for this generation (`.amdhsa_reserve_vcc` …).
    Ignored,
}

/// The descriptor bit fields a gfx≥10 directive sets, plus the other generations' directives
/// with llvm-mc-19's reason for rejecting them on gfx12 (measured).
fn lookup(name: &str, generation: Generation) -> Result<Dir, String> {
    match name {
        ".amdhsa_group_segment_fixed_size" => return Ok(Dir::GroupSize),
        ".amdhsa_private_segment_fixed_size" => return Ok(Dir::PrivateSize),
        ".amdhsa_kernarg_size" => return Ok(Dir::KernargSize),
        ".amdhsa_next_free_vgpr" => return Ok(Dir::NextFreeVgpr),
        ".amdhsa_next_free_sgpr" => return Ok(Dir::NextFreeSgpr),
        ".amdhsa_reserve_vcc" | ".amdhsa_reserve_xnack_mask" => return Ok(Dir::Ignored),
        _ => {}
    }
    if let Some(f) = kd::bit_fields(generation)
        .into_iter()
        .find(|f| f.directive == Some(name))
    {
        return Ok(Dir::Field(f));
    }
    let arch = generation.has_architected_flat_scratch();
    Err(match name {
        ".amdhsa_user_sgpr_private_segment_buffer"
        | ".amdhsa_user_sgpr_flat_scratch_init"
        | ".amdhsa_system_sgpr_private_segment_wavefront_offset"
        | ".amdhsa_reserve_flat_scratch"
            if arch =>
        {
            "directive is not supported with architected flat scratch".into()
        }
        ".amdhsa_enable_private_segment" => "directive requires architected flat scratch".into(),
        ".amdhsa_user_sgpr_kernarg_preload_length"
        | ".amdhsa_user_sgpr_kernarg_preload_offset"
        | ".amdhsa_accum_offset"
        | ".amdhsa_tg_split" => "directive requires gfx90a+".into(),
        ".amdhsa_dx10_clamp" | ".amdhsa_ieee_mode" if generation == Generation::Gfx12 => {
            "directive unsupported on gfx12+".into()
        }
        ".amdhsa_shared_vgpr_count" => "directive requires gfx10 or gfx11".into(),
        ".amdhsa_wavefront_size32"
        | ".amdhsa_workgroup_processor_mode"
        | ".amdhsa_memory_ordered"
        | ".amdhsa_forward_progress" => "directive requires gfx10+".into(),
        ".amdhsa_round_robin_scheduling" => "directive requires gfx12+".into(),
        ".amdhsa_fp16_overflow" => "directive requires gfx9+".into(),
        _ => "unknown .amdhsa_kernel directive".into(),
    })
}

/// Parses one `.amdhsa_kernel NAME` block: `header` is the `.amdhsa_kernel` line, `body` the
/// lines up to (not including) `.end_amdhsa_kernel`. Defaults are llvm-mc-19's for the target
/// (measured: gfx12 rsrc1 0x600C0000, rsrc2 0x80, properties 0x0400 in wave32).
pub fn parse_amdhsa_kernel(
    header: Line<'_>,
    body: &[Line<'_>],
    target: &Target,
) -> Result<AmdhsaKernel, Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let generation = target.generation();
    let Some((_, hspan, name, name_off)) = split_word(header) else {
        return Err(vec![err(
            "CODEOBJ-E0101",
            "expected `.amdhsa_kernel NAME`",
            Span::point(header.offset),
            "here",
        )]);
    };
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err(vec![err(
            "CODEOBJ-E0101",
            "expected a symbol name after `.amdhsa_kernel`",
            hspan,
            "needs a kernel name",
        )]);
    }
    let name_span = Span::new(name_off, name_off + name.len());
    let mut d = KernelDescriptor::default();
    // Defaults (llvm-mc-19, measured; seed-era defaults in seed 004 N3785-3809 for v2).
    let fields = kd::bit_fields(generation);
    let set = |d: &mut KernelDescriptor, n: &str, v: u32| {
        if let Some(f) = fields.iter().find(|f| f.name == n) {
            d.set(f, v);
        }
    };
    set(&mut d, "FLOAT_DENORM_MODE_16_64", 3);
    set(&mut d, "ENABLE_SGPR_WORKGROUP_ID_X", 1);
    if generation < Generation::Gfx12 {
        set(&mut d, "ENABLE_DX10_CLAMP", 1);
        set(&mut d, "ENABLE_IEEE_MODE", 1);
    }
    if generation.is_gfx10_plus() {
        set(&mut d, "WGP_MODE", 1);
        set(&mut d, "MEM_ORDERED", 1);
        if !target.wave64_default {
            set(&mut d, "ENABLE_WAVEFRONT_SIZE32", 1);
        }
    }
    let mut seen: HashMap<String, Span> = HashMap::new();
    let mut next_vgpr: Option<(u64, Span)> = None;
    let mut next_sgpr: Option<u64> = None;
    let mut explicit_user_sgprs: Option<(u32, Span)> = None;
    for line in body {
        let Some((word, wspan, rest, rest_off)) = split_word(*line) else {
            continue;
        };
        if !word.starts_with(".amdhsa_") {
            diags.push(err(
                "CODEOBJ-E0102",
                format!("expected .amdhsa_ directive or .end_amdhsa_kernel, found `{word}`"),
                wspan,
                "not allowed inside .amdhsa_kernel",
            ));
            continue;
        }
        if let Some(prev) = seen.get(word) {
            diags.push(
                err(
                    "CODEOBJ-E0103",
                    ".amdhsa_ directives cannot be repeated",
                    wspan,
                    "repeated here",
                )
                .with_secondary(*prev, "first set here"),
            );
            continue;
        }
        seen.insert(word.to_string(), wspan);
        let dir = match lookup(word, generation) {
            Ok(d) => d,
            Err(why) => {
                diags.push(err(
                    "CODEOBJ-E0104",
                    why,
                    wspan,
                    format!("not accepted for {}", target.processor),
                ));
                continue;
            }
        };
        let vspan = Span::new(rest_off, rest_off + rest.len().max(1));
        let Some(value) = eval_int(rest) else {
            diags.push(err(
                "CODEOBJ-E0105",
                format!("expected an integer value for `{word}`"),
                vspan,
                "not an integer expression",
            ));
            continue;
        };
        let out_of_range = |max: u64| {
            err(
                "CODEOBJ-E0106",
                "value out of range",
                vspan,
                format!("`{word}` takes 0 to {max}"),
            )
        };
        let max = match &dir {
            Dir::Field(f) => (1u64 << f.width) - 1,
            Dir::Ignored => 1,
            _ => u64::from(u32::MAX),
        };
        if value < 0 || value > i128::from(max) {
            diags.push(out_of_range(max));
            continue;
        }
        let v = value as u64;
        // gfx12 has no XNACK, so the only value matching the target ID is 0 (llvm-mc-19).
        if word == ".amdhsa_reserve_xnack_mask" && v != 0 && generation == Generation::Gfx12 {
            diags.push(err(
                "CODEOBJ-E0106",
                ".amdhsa_reserve_xnack_mask does not match target id",
                wspan,
                "the target has no XNACK",
            ));
            continue;
        }
        match dir {
            Dir::Field(f) => {
                if f.word == Word::Rsrc2 && f.name == "USER_SGPR_COUNT" {
                    explicit_user_sgprs = Some((v as u32, vspan));
                }
                d.set(&f, v as u32);
            }
            Dir::GroupSize => d.group_segment_fixed_size = v as u32,
            Dir::PrivateSize => d.private_segment_fixed_size = v as u32,
            Dir::KernargSize => d.kernarg_size = v as u32,
            Dir::NextFreeVgpr => next_vgpr = Some((v, vspan)),
            Dir::NextFreeSgpr => next_sgpr = Some(v),
            Dir::Ignored => {}
        }
    }
    if next_vgpr.is_none() {
        diags.push(err(
            "CODEOBJ-E0107",
            ".amdhsa_next_free_vgpr directive is required",
            name_span,
            "in this kernel",
        ));
    }
    if next_sgpr.is_none() {
        diags.push(err(
            "CODEOBJ-E0107",
            ".amdhsa_next_free_sgpr directive is required",
            name_span,
            "in this kernel",
        ));
    }
    if let Some((v, vspan)) = next_vgpr {
        let granule = u64::from(kd::vgpr_granule(generation, d.is_wave32()));
        let g = v.max(1).div_ceil(granule) - 1;
        if g > 63 {
            diags.push(err(
                "CODEOBJ-E0106",
                "too many VGPRs",
                vspan,
                "the granulated count does not fit 6 bits",
            ));
        } else {
            d.compute_pgm_rsrc1 = (d.compute_pgm_rsrc1 & !0x3f) | g as u32;
        }
    }
    if let (Some(v), false) = (next_sgpr, generation.is_gfx10_plus()) {
        // GFX6-9 only: GFX10+ allocates SGPRs in full and the field stays 0 (seed-abi §2.7).
        let g = v.max(1).div_ceil(u64::from(kd::sgpr_granule(generation))) - 1;
        d.compute_pgm_rsrc1 = (d.compute_pgm_rsrc1 & !(0xf << 6)) | ((g.min(15) as u32) << 6);
    }
    // USER_SGPR_COUNT: implied by the enabled blocks unless given, and never smaller.
    let implied: u32 = crate::loader::UserSgpr::ORDER
        .iter()
        .filter(|u| d.kernel_code_properties & (1 << u.property_bit()) != 0)
        .map(|u| u.count())
        .sum();
    match explicit_user_sgprs {
        Some((n, span)) if n < implied => diags.push(err(
            "CODEOBJ-E0108",
            "amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs",
            span,
            format!("the enabled user SGPRs need {implied}"),
        )),
        Some(_) => {}
        None => {
            d.compute_pgm_rsrc2 = (d.compute_pgm_rsrc2 & !(0x1f << 1)) | (implied << 1);
        }
    }
    if diags.is_empty() {
        Ok(AmdhsaKernel {
            name: name.to_string(),
            name_span,
            descriptor: d,
        })
    } else {
        Err(diags)
    }
}

/// Scans a source for the code-object directives. Other lines (instructions, labels, section
/// directives) are skipped. `default_target` stands for `-mcpu` when there is no
/// `.amdgcn_target`.
pub fn parse_directives(
    src: &str,
    default_target: Option<&Target>,
) -> Result<DirectiveFile, Vec<Diagnostic>> {
    let ls = lines(src);
    let mut diags = Vec::new();
    let mut out = DirectiveFile {
        target: default_target.cloned(),
        code_object_version: None,
        kernels: Vec::new(),
        metadata: None,
    };
    let mut i = 0;
    while i < ls.len() {
        let line = ls[i];
        i += 1;
        let Some((word, wspan, rest, rest_off)) = split_word(line) else {
            continue;
        };
        let rest_span = Span::new(rest_off, rest_off + rest.len().max(1));
        match word {
            ".amdgcn_target" => {
                let Some(s) = rest.strip_prefix('"').and_then(|r| r.strip_suffix('"')) else {
                    diags.push(err(
                        "CODEOBJ-E0109",
                        "expected a quoted target ID",
                        rest_span,
                        "like \"amdgcn-amd-amdhsa--gfx1200\"",
                    ));
                    continue;
                };
                let Some(proc_feat) = s.strip_prefix("amdgcn-amd-amdhsa--") else {
                    diags.push(err(
                        "CODEOBJ-E0109",
                        "target must be amdgcn-amd-amdhsa--<processor>",
                        rest_span,
                        "unsupported target",
                    ));
                    continue;
                };
                let processor = proc_feat.split(':').next().unwrap_or("");
                match Target::of_processor(processor) {
                    Some(mut t) => {
                        if let Some(d) = default_target {
                            if d.processor != t.processor {
                                diags.push(err(
                                    "CODEOBJ-E0110",
                                    format!(
                                        ".amdgcn_target directive's target id {s} does not match the specified target id amdgcn-amd-amdhsa--{}",
                                        d.processor
                                    ),
                                    rest_span,
                                    "conflicts with -mcpu",
                                ));
                                continue;
                            }
                            t.wave64_default = d.wave64_default;
                        }
                        out.target = Some(t);
                    }
                    None => diags.push(err(
                        "CODEOBJ-E0109",
                        format!("unknown processor `{processor}`"),
                        rest_span,
                        "not a known AMDGPU processor",
                    )),
                }
            }
            ".amdhsa_code_object_version" => match eval_int(rest) {
                Some(v @ 2..=6) => out.code_object_version = Some(v as u32),
                _ => diags.push(err(
                    "CODEOBJ-E0111",
                    "expected a code object version from 2 to 6",
                    rest_span,
                    "bad version",
                )),
            },
            ".amdhsa_kernel" => {
                let start = i;
                while i < ls.len() && split_word(ls[i]).map(|w| w.0) != Some(".end_amdhsa_kernel") {
                    i += 1;
                }
                if i >= ls.len() {
                    diags.push(err(
                        "CODEOBJ-E0112",
                        "no .end_amdhsa_kernel for this .amdhsa_kernel",
                        wspan,
                        "opened here",
                    ));
                    break;
                }
                let body = &ls[start..i];
                i += 1;
                let t = match &out.target {
                    Some(t) => t.clone(),
                    None => {
                        diags.push(err(
                            "CODEOBJ-E0113",
                            ".amdhsa_kernel needs a target",
                            wspan,
                            "give .amdgcn_target or -mcpu first",
                        ));
                        continue;
                    }
                };
                match parse_amdhsa_kernel(line, body, &t) {
                    Ok(k) => out.kernels.push(k),
                    Err(mut ds) => diags.append(&mut ds),
                }
            }
            ".amdgpu_metadata" => {
                let start = i;
                while i < ls.len() && split_word(ls[i]).map(|w| w.0) != Some(".end_amdgpu_metadata")
                {
                    i += 1;
                }
                if i >= ls.len() {
                    diags.push(err(
                        "CODEOBJ-E0112",
                        "no .end_amdgpu_metadata for this .amdgpu_metadata",
                        wspan,
                        "opened here",
                    ));
                    break;
                }
                let body = &ls[start..i];
                i += 1;
                let yaml: String = body.iter().map(|l| format!("{}\n", l.text)).collect();
                match metadata::yaml_to_value(&yaml) {
                    Ok(v) => out.metadata = Some(v),
                    Err(e) => {
                        let at = body
                            .get(e.line.saturating_sub(1))
                            .map(|l| l.offset + e.col.saturating_sub(1).min(l.text.len()))
                            .unwrap_or(line.offset);
                        diags.push(err(
                            "CODEOBJ-E0114",
                            format!("invalid .amdgpu_metadata YAML: {}", e.msg),
                            Span::point(at),
                            "here",
                        ));
                    }
                }
            }
            ".end_amdhsa_kernel" | ".end_amdgpu_metadata" => diags.push(err(
                "CODEOBJ-E0112",
                format!("`{word}` without its opening directive"),
                wspan,
                "unmatched",
            )),
            _ => {}
        }
    }
    if diags.is_empty() {
        Ok(out)
    } else {
        Err(diags)
    }
}

/// Builds the writer input from the directives, the assembled `.text` and the offset of every
/// kernel's label in it. When the source has no `.amdgpu_metadata`, the metadata is synthesized
/// from the descriptors and a note saying so is returned with the input.
pub fn build_object(
    file: &DirectiveFile,
    text: Vec<u8>,
    labels: &HashMap<String, (u64, u64)>,
) -> Result<(ObjectInput, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let mut notes = Vec::new();
    let Some(target) = &file.target else {
        return Err(vec![Diagnostic::error(
            "CODEOBJ-E0113",
            "no target: give .amdgcn_target or -mcpu",
        )]);
    };
    if let Some(v) = file.code_object_version.filter(|v| *v != 5) {
        notes.push(Diagnostic::warning(
            "CODEOBJ-W0001",
            format!("code object version {v} requested; hsakit writes version 5"),
        ));
    }
    let mut kernels = Vec::new();
    for k in &file.kernels {
        match labels.get(&k.name) {
            Some(&(offset, size)) => kernels.push(KernelInput {
                name: k.name.clone(),
                code_offset: offset,
                code_size: size,
                descriptor: k.descriptor,
            }),
            None => diags.push(err(
                "CODEOBJ-E0115",
                format!("kernel `{}` has no label in .text", k.name),
                k.name_span,
                "descriptor for an undefined kernel",
            )),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let metadata = match &file.metadata {
        Some(m) => m.clone(),
        None => {
            if !file.kernels.is_empty() {
                notes.push(Diagnostic::new(
                    hsakit_diag::Severity::Note,
                    "CODEOBJ-N0001",
                    "no .amdgpu_metadata block: kernel metadata synthesized from the descriptors (no argument list)",
                ));
            }
            let ks: Vec<(String, KernelDescriptor)> = file
                .kernels
                .iter()
                .map(|k| (k.name.clone(), k.descriptor))
                .collect();
            metadata::synthesize(&target.target_id(), &ks, target.generation())
        }
    };
    Ok((
        ObjectInput {
            e_flags: target.mach,
            text,
            kernels,
            metadata,
        },
        notes,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gfx1200() -> Target {
        Target::of_processor("gfx1200").expect("known")
    }

    fn kernel(body: &str) -> Result<KernelDescriptor, Vec<Diagnostic>> {
        let src = format!(".amdhsa_kernel k\n{body}\n.end_amdhsa_kernel\n");
        let f = parse_directives(&src, Some(&gfx1200()))?;
        Ok(f.kernels[0].descriptor)
    }

    #[test]
    fn defaults_match_llvm_mc_19() {
        // llvm-mc-19 -mcpu=gfx1200 with only the two required directives (measured):
        // bytes 48..58 = 00 00 0c 60 | 80 00 00 00 | 00 04.
        let d = kernel(".amdhsa_next_free_vgpr 0\n.amdhsa_next_free_sgpr 0").expect("ok");
        assert_eq!(d.compute_pgm_rsrc1, 0x600c_0000);
        assert_eq!(d.compute_pgm_rsrc2, 0x80);
        assert_eq!(d.kernel_code_properties, 0x0400);
    }

    #[test]
    fn vgpr_granules_and_user_sgprs_match_llvm_mc_19() {
        // next_free_vgpr 9 in wave32 → granule 1; in wave64 → 2 (measured).
        let d = kernel(".amdhsa_next_free_vgpr 9\n.amdhsa_next_free_sgpr 100").expect("ok");
        assert_eq!(d.compute_pgm_rsrc1, 0x600c_0001);
        let d = kernel(
            ".amdhsa_next_free_vgpr 9\n.amdhsa_next_free_sgpr 100\n.amdhsa_wavefront_size32 0",
        )
        .expect("ok");
        assert_eq!(d.compute_pgm_rsrc1, 0x600c_0002);
        assert_eq!(d.kernel_code_properties, 0);
        // dispatch+queue ptr, private segment, private segment size → rsrc2 0x8b, props 0x446.
        let d = kernel(
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_user_sgpr_dispatch_ptr 1\n.amdhsa_user_sgpr_queue_ptr 1\n.amdhsa_enable_private_segment 1\n.amdhsa_user_sgpr_private_segment_size 1",
        )
        .expect("ok");
        assert_eq!(d.compute_pgm_rsrc2, 0x8b);
        assert_eq!(d.kernel_code_properties, 0x446);
        let d = kernel(
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_kernarg_size 0x10\n.amdhsa_group_segment_fixed_size 1+2",
        )
        .expect("ok");
        assert_eq!((d.group_segment_fixed_size, d.kernarg_size), (3, 16));
    }

    #[test]
    fn errors_name_the_llvm_reason_and_the_place() {
        let e = kernel(".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_ieee_mode 1")
            .expect_err("rejected");
        assert_eq!(e[0].message, "directive unsupported on gfx12+");
        let e = kernel(
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_float_round_mode_32 4",
        )
        .expect_err("rejected");
        assert_eq!(e[0].message, "value out of range");
        let e = kernel(
            ".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_sgpr 1\n.amdhsa_user_sgpr_dispatch_ptr 1\n.amdhsa_user_sgpr_count 1",
        )
        .expect_err("rejected");
        assert_eq!(e[0].code, "CODEOBJ-E0108");
        let e = kernel(".amdhsa_next_free_sgpr 1").expect_err("rejected");
        assert_eq!(e[0].message, ".amdhsa_next_free_vgpr directive is required");
        let e =
            kernel(".amdhsa_next_free_vgpr 1\n.amdhsa_next_free_vgpr 2\n.amdhsa_next_free_sgpr 1")
                .expect_err("rejected");
        assert_eq!(e[0].code, "CODEOBJ-E0103");
        // The span points at the directive word on line 3.
        let span = e[0].primary_span().expect("span");
        assert_eq!(
            span.start as usize,
            ".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n".len()
        );
    }

    #[test]
    fn expressions() {
        assert_eq!(eval_int("0x10"), Some(16));
        assert_eq!(eval_int("1+2*3"), Some(7));
        assert_eq!(eval_int("(1+2)*3"), Some(9));
        assert_eq!(eval_int("-4"), Some(-4));
        assert_eq!(eval_int("010"), Some(8));
        assert_eq!(eval_int("0b101"), Some(5));
        assert_eq!(eval_int("x"), None);
        assert_eq!(eval_int("1+"), None);
    }
}
