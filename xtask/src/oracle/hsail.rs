//! `cargo xtask oracle-diff hsail`: hsakit's HSAIL assembler, validator and disassembler
//! against `HSAILasm` on generated modules.
//!
//! Case sources (each case is one instruction placed in a kernel after a prologue of
//! declarations, so operands such as `&GroupVar` resolve):
//! * **grid**: every opcode of the opcode tables (`data/hsail/opcodes.toml` as
//!   [`hsakit_hsail::brig::consts::OPCODES`], `data/hsail/vendor.toml` as
//!   [`hsakit_hsail::vendor::OPS`]) × every type × modifier spelling: the distinct mnemonics
//!   of the round-trip corpus's instruction-coverage files (HSAILTestGen's enumeration, with
//!   their prologues, profiles and machine models), then for each opcode its first sample
//!   re-typed with every type of the `any` set of `data/hsail/rules.toml` and with each
//!   modifier part replaced by every other value of its vocabulary (rounding, packing,
//!   segment, order, scope, comparison, atomic operation, geometry, width, alignment, …).
//!   An opcode with no sample is reported.
//! * **mutation**: seeded random mutations of samples: drop, duplicate or swap tokens, change
//!   the type or a modifier, change an operand.
//! * **operand**: each operand of each opcode's first sample replaced by every operand shape.
//! * **modifier**: words of every modifier vocabulary (and data types) put at each place of
//!   each opcode's first mnemonic, neighbouring parts swapped, parts left out.
//! * **legacy**: the first hand grid.
//!
//! The check: `HSAILasm -assemble` accepts ⇔ hsakit (parse + validate) accepts; when both
//! accept, the BRIG is byte-identical and hsakit disassembles it to `HSAILasm -disassemble`'s
//! text; when both reject, the line:column agree. Cases are first run in batches (one module
//! holding many instructions); a batch both sides accept with identical BRIG and text agrees
//! as a whole, other batches are split into single cases. A sample of the agreed cases
//! covering every opcode is written to `crates/hsakit-hsail/tests/data/oracle_hsail.txt`
//! (prologues in `oracle_hsail_prologues.txt`), which the `oracle_golden` test replays.

use hsakit_diag::SourceFile;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// The prologue of the legacy cases.
const HEADER: &str =
    "module &m:1:0:$full:$large:$default;\nextension \"IMAGE\";\n\nkernel &k()\n{\n";

/// The instruction-coverage files of the round-trip corpus.
const FILES: [&str; 16] = [
    "CORE-full-large",
    "CORE-full-small",
    "CORE-base-large",
    "CORE-base-small",
    "IMAGE-full-large",
    "IMAGE-full-small",
    "IMAGE-base-large",
    "IMAGE-base-small",
    "amd_gcn-full-large",
    "amd_gcn-full-small",
    "amd_gcn-base-large",
    "amd_gcn-base-small",
    "amd_mipmap-full-large",
    "amd_mipmap-full-small",
    "amd_mipmap-base-large",
    "amd_mipmap-base-small",
];

/// One case: a prologue (by index) and an instruction line.
#[derive(Clone, Debug)]
struct Case {
    src: usize,
    inst: String,
    origin: &'static str,
}

/// What one side did with a module.
#[derive(Debug, PartialEq)]
enum Outcome {
    Accept(Vec<u8>),
    /// The line:column reported, and the message (for the failure list).
    Reject(Option<(u32, u32)>, String),
}

/// The first hand grid (kept as one more case source): arithmetic, cvt, cmp, ld/st and atomic
/// forms with neighbours that must be rejected, and type swaps of them.
fn legacy_grid() -> Vec<String> {
    let mut v = Vec::new();
    let int_types = ["u32", "s32", "u64", "s64", "b32", "b64", "u8", "s16", "f32"];
    let float_types = ["f16", "f32", "f64", "f16x2", "f32x2", "u32"];
    let regs = |t: &str| match t {
        "u64" | "s64" | "b64" | "f64" | "f32x2" | "u8x8" | "s16x4" => "$d1",
        "b1" => "$c1",
        "b128" => "$q1",
        _ => "$s1",
    };
    for op in [
        "add", "sub", "mul", "div", "rem", "min", "max", "mulhi", "and", "or", "xor", "shl", "shr",
    ] {
        for t in int_types {
            let r = regs(t);
            v.push(format!("{op}_{t}\t{r}, {r}, {r};"));
            v.push(format!("{op}_{t}\t{r}, {r}, 7;"));
        }
    }
    for op in [
        "add", "sub", "mul", "div", "sqrt", "fract", "ceil", "floor", "rint", "trunc", "abs", "neg",
    ] {
        for t in float_types {
            let r = regs(t);
            let n = if matches!(
                op,
                "sqrt" | "fract" | "ceil" | "floor" | "rint" | "trunc" | "abs" | "neg"
            ) {
                1
            } else {
                2
            };
            let srcs = vec![r; n].join(", ");
            for m in ["", "_ftz", "_near", "_ftz_zero", "_up", "_pp", "_s"] {
                v.push(format!("{op}{m}_{t}\t{r}, {srcs};"));
            }
        }
    }
    for (d, s) in [
        ("u32", "f32"),
        ("s32", "f64"),
        ("f32", "u32"),
        ("f16", "f32"),
        ("f32", "f16"),
        ("u8", "s32"),
        ("b1", "u32"),
        ("u64", "u32"),
        ("u32", "u32"),
    ] {
        for m in ["", "_ftz", "_upi", "_zeroi_sat", "_near", "_sat"] {
            v.push(format!("cvt{m}_{d}_{s}\t{}, {};", regs(d), regs(s)));
        }
    }
    for cmpop in ["eq", "ne", "lt", "sltu", "num", "snan"] {
        for (d, s) in [
            ("b1", "f32"),
            ("b1", "u32"),
            ("u32", "f64"),
            ("b1", "b1"),
            ("s32", "s64"),
        ] {
            v.push(format!(
                "cmp_{cmpop}_{d}_{s}\t{}, {}, {};",
                regs(d),
                regs(s),
                regs(s)
            ));
            v.push(format!(
                "cmp_{cmpop}_ftz_{d}_{s}\t{}, {}, {};",
                regs(d),
                regs(s),
                regs(s)
            ));
        }
    }
    for seg in [
        "",
        "_global",
        "_group",
        "_private",
        "_readonly",
        "_kernarg",
        "_arg",
    ] {
        for t in ["u32", "f64", "b128", "u8", "s16"] {
            for m in ["", "_align(8)", "_const", "_equiv(3)", "_width(all)"] {
                v.push(format!("ld{seg}{m}_{t}\t{}, [$d2+8];", regs(t)));
            }
            v.push(format!("st{seg}_{t}\t{}, [$d2-4];", regs(t)));
        }
    }
    for aop in ["add", "and", "exch", "cas", "ld", "max", "wrapinc"] {
        for t in ["u32", "b64", "s64", "u64"] {
            for ord in ["rlx", "scacq", "scar"] {
                let r = regs(t);
                let extra = if aop == "cas" {
                    format!(", {r}")
                } else {
                    String::new()
                };
                let src = if aop == "ld" {
                    String::new()
                } else {
                    format!(", {r}{extra}")
                };
                v.push(format!(
                    "atomic_{aop}_global_{ord}_system_{t}\t{r}, [$d2]{src};"
                ));
            }
        }
    }
    // Random mutations: a deterministic LCG picks a type to swap in.
    let pool = v.clone();
    let alt = ["u16", "s8", "f64", "b1", "u64", "roimg", "sig64", "f16x4"];
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    for line in pool.iter().take(200) {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let t = alt[(x >> 33) as usize % alt.len()];
        if let Some(p) = line.find('\t') {
            let (m, rest) = line.split_at(p);
            if let Some(u) = m.rfind('_') {
                v.push(format!("{}_{}{}", &m[..u], t, rest));
            }
        }
    }
    v
}

/// Single-part modifier vocabularies (a sample's part from one of them is replaced by each
/// other value of the same vocabulary).
const VOCABS: [&[&str]; 14] = [
    &["near", "zero", "up", "down"],
    &[
        "upi", "downi", "zeroi", "neari", "supi", "sdowni", "szeroi", "sneari",
    ],
    &["pp", "ps", "sp", "ss", "s", "p"],
    &[
        "global", "group", "private", "kernarg", "readonly", "spill", "arg", "region", "flat",
    ],
    &["rlx", "scacq", "screl", "scar"],
    &["wi", "wave", "wg", "agent", "system"],
    &[
        "eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan",
        "seq", "sne", "slt", "sle", "sgt", "sge", "sgeu", "sequ", "sneu", "sltu", "sleu", "snum",
        "snan", "sgtu",
    ],
    &[
        "add", "and", "cas", "exch", "ld", "max", "min", "or", "st", "sub", "wrapdec", "wrapinc",
        "xor",
    ],
    &["1d", "2d", "3d", "1da", "2da", "1db", "2ddepth", "2dadepth"],
    &[
        "width",
        "height",
        "depth",
        "array",
        "channelorder",
        "channeltype",
        "nummiplevels",
    ],
    &["ftz", "const", "nonull", "sat"],
    &["v2", "v3", "v4"],
    &[
        "width(all)",
        "width(WAVESIZE)",
        "width(1)",
        "width(64)",
        "width(3)",
    ],
    &[
        "align(1)",
        "align(4)",
        "align(8)",
        "align(3)",
        "equiv(0)",
        "equiv(1)",
        "equiv(255)",
    ],
];

/// Opcodes new in HSAIL 1.2 (seed L14094-L14120), which `HSAILasm` does not know.
const HSAIL_1_2_ONLY: [&str; 2] = ["groupstaticsize", "grouptotalsize"];

/// Operand templates of opcodes the coverage files do not use inside `&Test`.
const TEMPLATES: [(&str, &str); 10] = [
    ("nop", "nop;"),
    ("imagefence", "imagefence;"),
    ("sbr", "sbr_width(all)_u32\t$s0 [@aux_label_0];"),
    ("wavebarrier", "wavebarrier;"),
    ("call", "call\t&TestFunc () ();"),
    ("scall", "scall_u32\t$s0 () () [&TestFunc];"),
    ("icall", "icall_u64\t$d0 () () &TestSignature;"),
    ("ret", "ret;"),
    ("groupstaticsize", "groupstaticsize_u32\t$s0;"),
    ("grouptotalsize", "grouptotalsize_u32\t$s0;"),
];

/// Operand replacements of the mutation mode.
const OPERANDS: [&str; 12] = [
    "$c1",
    "$s1",
    "$d1",
    "$q1",
    "0",
    "-1",
    "WAVESIZE",
    "1.5",
    "0x7f",
    "&GroupVar",
    "@aux_label_0",
    "0Fffffffff",
];

/// A small seeded generator (xorshift64*), so runs are reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() >> 33) as usize % n.max(1)
    }
}

/// The opcode names: core opcodes and vendor instructions.
fn opcode_names() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = hsakit_hsail::brig::consts::OPCODES.to_vec();
    v.extend(hsakit_hsail::vendor::OPS.iter().map(|o| o.name));
    v
}

/// The opcode a mnemonic belongs to: the longest name that is the mnemonic or a `_` prefix.
fn opcode_of<'n>(mnemonic: &str, names: &[&'n str]) -> Option<&'n str> {
    names
        .iter()
        .filter(|n| {
            mnemonic == **n
                || (mnemonic.starts_with(**n) && mnemonic.as_bytes().get(n.len()) == Some(&b'_'))
        })
        .max_by_key(|n| n.len())
        .copied()
}

/// Splits a mnemonic at `_` outside parentheses.
fn parts(m: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0);
    for ch in m.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if ch == '_' && depth == 0 {
            out.push(std::mem::take(&mut cur));
        } else {
            cur.push(ch);
        }
    }
    out.push(cur);
    out
}

/// The register class (`c`, `s`, `d`, `q`) of a type name, if it is a data type.
fn reg_class(t: &str) -> Option<char> {
    let ty = hsakit_hsail::brig::consts::ty::parse(t)?;
    let bits = hsakit_hsail::brig::consts::ty::base_bits(hsakit_hsail::brig::consts::ty::base(ty))
        * if t.contains('x') {
            t.rsplit('x').next()?.parse::<u32>().ok()?
        } else {
            1
        };
    Some(match bits {
        1 => 'c',
        2..=32 => 's',
        33..=64 => 'd',
        _ => 'q',
    })
}

/// The `any` type set of `data/hsail/rules.toml`.
fn type_set() -> anyhow::Result<Vec<String>> {
    let path = crate::util::root().join("data/hsail/rules.toml");
    let v: toml::Value = toml::from_str(&std::fs::read_to_string(path)?)?;
    Ok(v.get("sets")
        .and_then(|s| s.get("any"))
        .and_then(|a| a.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str())
                .filter(|x| *x != "none")
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default())
}

/// Named prologues (declarations and the opening of kernel `&Test`).
type Prologues = Vec<(String, String)>;

/// Loads the coverage files: prologues (index 0 is the legacy header) and their samples.
fn load_sources() -> anyhow::Result<(Prologues, Vec<(usize, String)>)> {
    let dir = hsakit_corpus::corpus_dir("corpus/hsail/roundtrip").map_err(anyhow::Error::msg)?;
    let mut srcs = vec![("legacy".to_string(), HEADER.to_string())];
    let mut samples = Vec::new();
    for name in FILES {
        let text = std::fs::read_to_string(dir.join(format!("{name}.hsail")))?;
        let lines: Vec<&str> = text.lines().collect();
        let Some(k) = lines
            .iter()
            .position(|l| l.starts_with("\tspill_s32 %SpillVar"))
        else {
            anyhow::bail!("{name}.hsail: no `spill_s32 %SpillVar` line");
        };
        let mut prologue = lines[..=k].join("\n");
        prologue.push('\n');
        srcs.push((name.to_string(), prologue));
        let idx = srcs.len() - 1;
        for l in &lines[k + 1..] {
            if *l == "};" {
                break;
            }
            if l.starts_with('\t') && !l.starts_with("\t//") {
                samples.push((idx, l[1..].to_string()));
            }
        }
    }
    Ok((srcs, samples))
}

/// Re-spells a sample with mnemonic `m`, resizing registers of class `from` to class `to`.
fn respell(inst: &str, m: &str, from: Option<char>, to: Option<char>) -> String {
    let ops = inst.split_once('\t').map_or("", |(_, o)| o);
    let ops = match (from, to) {
        (Some(f), Some(t)) if f != t => {
            let mut out = String::new();
            let b: Vec<char> = ops.chars().collect();
            let mut i = 0;
            while i < b.len() {
                if b[i] == '$' && b.get(i + 1) == Some(&f) {
                    out.push('$');
                    out.push(t);
                    i += 2;
                } else {
                    out.push(b[i]);
                    i += 1;
                }
            }
            out
        }
        _ => ops.to_string(),
    };
    if ops.is_empty() {
        // An instruction without operands keeps what follows its mnemonic (its `;`).
        let rest = inst.get(mnemonic(inst).len()..).unwrap_or("");
        format!("{m}{rest}")
    } else {
        format!("{m}\t{ops}")
    }
}

/// The grid: corpus mnemonics, then type and modifier variants of each opcode's first sample.
fn grid(
    samples: &[(usize, String)],
    names: &[&'static str],
    types: &[String],
) -> (Vec<Case>, Vec<&'static str>, Vec<(usize, String)>) {
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    let mut first: BTreeMap<&str, (usize, String)> = BTreeMap::new();
    for (src, inst) in samples {
        let m = mnemonic(inst);
        let Some(op) = opcode_of(m, names) else {
            continue;
        };
        first.entry(op).or_insert((*src, inst.clone()));
        if seen.insert((*src, m.to_string())) {
            out.push(Case {
                src: *src,
                inst: inst.clone(),
                origin: "grid",
            });
        }
    }
    // Opcodes the coverage files use only outside `&Test` (or not at all) get an operand
    // template here; the tables still decide which opcodes exist.
    for (op, inst) in TEMPLATES {
        if names.contains(&op) && !first.contains_key(op) {
            // Prologue 0 is the legacy header, then one per coverage file.
            let file = if op == "imagefence" {
                "IMAGE-full-large"
            } else {
                "CORE-full-large"
            };
            let src = 1 + FILES.iter().position(|f| *f == file).unwrap_or(0);
            first.insert(op, (src, inst.to_string()));
            if seen.insert((src, inst.to_string())) {
                out.push(Case {
                    src,
                    inst: inst.to_string(),
                    origin: "grid",
                });
            }
        }
    }
    let missing: Vec<&'static str> = names
        .iter()
        .filter(|n| !first.contains_key(**n))
        .copied()
        .collect();
    for (op, (src, inst)) in &first {
        let m = mnemonic(inst);
        let ps = parts(m);
        let skip = parts(op).len();
        for (k, p) in ps.iter().enumerate().skip(skip) {
            let mut variants: Vec<(String, Option<char>, Option<char>)> = Vec::new();
            if let Some(old) = reg_class(p) {
                for t in types {
                    if t != p {
                        variants.push((t.clone(), Some(old), reg_class(t)));
                    }
                }
            } else if let Some(v) = VOCABS.iter().find(|v| v.contains(&p.as_str())) {
                for w in v.iter().filter(|w| **w != p) {
                    variants.push((w.to_string(), None, None));
                }
            }
            for (w, from, to) in variants {
                let mut q = ps.clone();
                q[k] = w;
                let nm = q.join("_");
                if seen.insert((*src, nm.clone())) {
                    out.push(Case {
                        src: *src,
                        inst: respell(inst, &nm, from, to),
                        origin: "grid",
                    });
                }
            }
        }
    }
    (out, missing, first.into_values().collect())
}

/// What the operand mode puts in place of an operand: each register class, integer, float
/// and raw constants, `WAVESIZE`, addresses, a bare symbol, a label, register vectors.
const SHAPES: [&str; 15] = [
    "$c1",
    "$s1",
    "$d1",
    "$q1",
    "0",
    "-1",
    "1.5",
    "0Fffffffff",
    "WAVESIZE",
    "[&GroupVar]",
    "[$d1]",
    "&GroupVar",
    "@aux_label_0",
    "($s1, $s2)",
    "($s1, $s2, $s3, $s4)",
];

/// The operands of an instruction line: the text after the mnemonic up to the `;`, split at
/// the commas outside parentheses and brackets. `None` when the line has no operand list of
/// that form (a call's argument lists, say).
fn operand_list(inst: &str) -> Option<(&str, Vec<&str>)> {
    let m = mnemonic(inst);
    let rest = inst[m.len()..].trim_start();
    let body = rest.strip_suffix(';')?.trim_end();
    if body.is_empty() {
        return Some((m, Vec::new()));
    }
    let (mut depth, mut start, mut out) = (0i32, 0, Vec::new());
    for (i, ch) in body.char_indices() {
        match ch {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(body[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(body[start..].trim());
    (depth == 0 && !out.iter().any(|o| o.is_empty())).then_some((m, out))
}

/// The operand mode: each opcode's first sample with each operand in turn replaced by each of
/// [`SHAPES`], which tests the operand-kind rules (a register where one is required, what may
/// be an immediate or `WAVESIZE`, an address, a label) of every opcode against HSAILasm's.
fn operand_cases(first: &[(usize, String)]) -> Vec<Case> {
    let mut out = Vec::new();
    for (src, inst) in first {
        let Some((m, ops)) = operand_list(inst) else {
            continue;
        };
        // Calls keep their argument lists (their own rules, and the arg block around them).
        if is_call(m) {
            continue;
        }
        for k in 0..ops.len() {
            for shape in SHAPES {
                if ops[k] == shape {
                    continue;
                }
                let mut q = ops.clone();
                q[k] = shape;
                out.push(Case {
                    src: *src,
                    inst: format!("{m}\t{};", q.join(", ")),
                    origin: "operand",
                });
            }
        }
    }
    out
}

/// The types and controls the packing part of the modifier mode combines for the instructions
/// with packing controls (4.14; L4956-L4958, L6353: `brig::consts::alu_modifiers`): packed integer and float types of
/// each register size and a scalar type, by every control with and without `_sat` and none.
const PACKING_TYPES: [&str; 6] = ["u8x4", "s16x4", "u64x2", "f16x2", "f32x2", "s32"];
const PACKING_CONTROLS: [&str; 13] = [
    "", "p", "s", "pp", "ps", "sp", "ss", "p_sat", "s_sat", "pp_sat", "ps_sat", "sp_sat", "ss_sat",
];

/// The packing part of the modifier mode: each packing instruction's first sample with each
/// of [`PACKING_TYPES`] under each of [`PACKING_CONTROLS`] (a packed type's control and its
/// type are two parts, which the one-part variants never change together).
fn packing_cases(first: &[(usize, String)], names: &[&'static str]) -> Vec<Case> {
    let mut out = Vec::new();
    for (src, inst) in first {
        let m = mnemonic(inst);
        let packing = |o: &&str| {
            hsakit_hsail::brig::consts::OPCODES
                .iter()
                .position(|n| n == o)
                .and_then(|k| u16::try_from(k).ok())
                .is_some_and(hsakit_hsail::brig::consts::alu_modifiers)
        };
        let Some(op) = opcode_of(m, names).filter(packing) else {
            continue;
        };
        // The sample's type is its last part; its registers take the new type's size.
        let ps = parts(m);
        let Some(old) = ps.last().and_then(|t| reg_class(t)) else {
            continue;
        };
        for t in PACKING_TYPES {
            for c in PACKING_CONTROLS {
                let nm = if c.is_empty() {
                    format!("{op}_{t}")
                } else {
                    format!("{op}_{c}_{t}")
                };
                out.push(Case {
                    src: *src,
                    inst: respell(inst, &nm, Some(old), reg_class(t)),
                    origin: "modifier",
                });
            }
        }
    }
    out
}

/// The modifier mode: each opcode's first sample with a word of every vocabulary (its first
/// and its last, and a data type) put before each of the mnemonic's parts after the opcode and
/// at its end, with each two neighbouring parts swapped, and with each part left out: what
/// the grammar of each opcode lets through, in which order, and where HSAILasm reports the
/// rest.
fn modifier_cases(first: &[(usize, String)], names: &[&'static str]) -> Vec<Case> {
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    let mut push = |src: usize, inst: &str, ps: &[String], out: &mut Vec<Case>| {
        let nm = ps.join("_");
        if seen.insert((src, nm.clone())) {
            out.push(Case {
                src,
                inst: respell(inst, &nm, None, None),
                origin: "modifier",
            });
        }
    };
    let mut words: Vec<&str> = VOCABS.iter().flat_map(|v| [v[0], v[v.len() - 1]]).collect();
    words.extend(["u32", "f64", "b1"]);
    for (src, inst) in first {
        let m = mnemonic(inst);
        let Some(op) = opcode_of(m, names) else {
            continue;
        };
        if is_call(m) {
            continue;
        }
        let ps = parts(m);
        let skip = parts(op).len();
        for k in skip..=ps.len() {
            for w in &words {
                let mut q = ps.clone();
                q.insert(k, (*w).to_string());
                push(*src, inst, &q, &mut out);
            }
        }
        for k in skip..ps.len() {
            let mut q = ps.clone();
            q.remove(k);
            push(*src, inst, &q, &mut out);
            if k + 1 < ps.len() {
                let mut q = ps.clone();
                q.swap(k, k + 1);
                push(*src, inst, &q, &mut out);
            }
        }
    }
    out
}

/// Splits an instruction into tokens (mnemonic, operands, punctuation).
fn tokens(inst: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in inst.chars() {
        if ch.is_whitespace() || ",;()[]+-".contains(ch) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if !ch.is_whitespace() {
                out.push(ch.to_string());
            }
        } else {
            cur.push(ch);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Random mutations of samples.
fn mutations(samples: &[(usize, String)], types: &[String], n: usize) -> Vec<Case> {
    let mut rng = Rng(0x5eed_4a11_0dd5_eed5);
    let mut out = Vec::new();
    while out.len() < n && !samples.is_empty() {
        let (src, inst) = &samples[rng.below(samples.len())];
        let mut t = tokens(inst);
        if t.is_empty() {
            continue;
        }
        let k = rng.below(t.len());
        match rng.below(6) {
            0 => {
                t.remove(k);
            }
            1 => {
                let x = t[k].clone();
                t.insert(k, x);
            }
            2 if k + 1 < t.len() => t.swap(k, k + 1),
            3 | 4 => {
                let mut ps = parts(&t[0]);
                let j = rng.below(ps.len());
                ps[j] = if rng.below(2) == 0 {
                    types[rng.below(types.len())].clone()
                } else {
                    let v = VOCABS[rng.below(VOCABS.len())];
                    v[rng.below(v.len())].to_string()
                };
                t[0] = ps.join("_");
            }
            _ => t[k] = OPERANDS[rng.below(OPERANDS.len())].to_string(),
        }
        let mut line = t.first().cloned().unwrap_or_default();
        if t.len() > 1 {
            line.push('\t');
            line.push_str(&t[1..].join(" "));
        }
        out.push(Case {
            src: *src,
            inst: line,
            origin: "mutation",
        });
    }
    out
}

/// The mnemonic of an instruction line (up to the first blank or `;`).
fn mnemonic(inst: &str) -> &str {
    let end = inst
        .find(|ch: char| ch.is_whitespace() || ch == ';')
        .unwrap_or(inst.len());
    &inst[..end]
}

/// The labels `inst` names (`@name`) that `prologue` does not define.
fn missing_labels(prologue: &str, inst: &str, out: &mut Vec<String>) {
    let b = inst.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'@' {
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b"_$.".contains(&b[j])) {
                j += 1;
            }
            let name = &inst[i..j];
            // Labels are scoped to their code block: only `&Test`'s own count.
            let own = prologue.rfind("&Test").map_or(prologue, |k| &prologue[k..]);
            if j > i + 1 && !own.contains(&format!("{name}:")) && !out.iter().any(|x| x == name) {
                out.push(name.to_string());
            }
            i = j;
        } else {
            i += 1;
        }
    }
}

/// Whether mnemonic `m` is a call (`call`, `scall`, `icall`, with modifiers or not).
fn is_call(m: &str) -> bool {
    ["call", "scall", "icall"]
        .iter()
        .any(|c| m == *c || m.starts_with(&format!("{c}_")))
}

/// A call instruction inside an arg block of its own; other instructions as they are.
fn in_arg_block(inst: &str) -> String {
    if is_call(mnemonic(inst)) {
        format!("{{ {inst} }}")
    } else {
        inst.to_string()
    }
}

/// The source line of one case: a call goes in an arg block (calls are only allowed there,
/// seed L2159-L2160), and the labels it names that the prologue lacks are defined after it.
fn case_line(prologue: &str, inst: &str) -> String {
    let mut line = in_arg_block(inst);
    let mut labels = Vec::new();
    missing_labels(prologue, inst, &mut labels);
    for l in labels {
        line.push(' ');
        line.push_str(&l);
        line.push(':');
    }
    line
}

fn module(prologue: &str, insts: &[&str]) -> String {
    let mut s = prologue.to_string();
    let mut labels = Vec::new();
    for i in insts {
        s.push('\t');
        if insts.len() == 1 {
            s.push_str(&case_line(prologue, i));
        } else {
            // In a batch, each missing label is defined once, at the end.
            s.push_str(&in_arg_block(i));
            missing_labels(prologue, i, &mut labels);
        }
        s.push('\n');
    }
    for l in labels {
        s.push_str(&format!("{l}:\n"));
    }
    s.push_str("};\n");
    s
}

/// `HSAILasm -assemble` in `dir`.
fn reference(dir: &Path, text: &str) -> anyhow::Result<Outcome> {
    let src = dir.join("case.hsail");
    let brig = dir.join("case.brig");
    std::fs::write(&src, text)?;
    let _ = std::fs::remove_file(&brig);
    let out = Command::new("HSAILasm")
        .arg("-assemble")
        .arg(&src)
        .arg("-o")
        .arg(&brig)
        .output()?;
    if out.status.success() && brig.is_file() {
        return Ok(Outcome::Accept(std::fs::read(&brig)?));
    }
    let msg =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let lc = msg.find("input(").and_then(|i| {
        let rest = &msg[i + 6..];
        let (l, rest) = rest.split_once(',')?;
        let (c, _) = rest.split_once(')')?;
        Some((l.trim().parse().ok()?, c.trim().parse().ok()?))
    });
    let first = msg
        .lines()
        .find(|l| l.contains("input("))
        .unwrap_or("")
        .trim()
        .to_string();
    Ok(Outcome::Reject(lc, first))
}

/// `HSAILasm -disassemble` of `brig` in `dir` (files `dis.brig`, `dis.hsail`): how it ended,
/// and the text it wrote when it succeeded. Also the `hsail-brig` oracle's reference.
pub(crate) fn hsailasm_disassemble(
    dir: &Path,
    brig: &[u8],
) -> anyhow::Result<(std::process::Output, Option<Vec<u8>>)> {
    let b = dir.join("dis.brig");
    let t = dir.join("dis.hsail");
    std::fs::write(&b, brig)?;
    let _ = std::fs::remove_file(&t);
    let out = Command::new("HSAILasm")
        .arg("-disassemble")
        .arg(&b)
        .arg("-o")
        .arg(&t)
        .output()?;
    let text = if out.status.success() {
        std::fs::read(&t).ok()
    } else {
        None
    };
    Ok((out, text))
}

/// The text of [`hsailasm_disassemble`], when it succeeded.
fn reference_text(dir: &Path, brig: &[u8]) -> anyhow::Result<Option<String>> {
    Ok(hsailasm_disassemble(dir, brig)?
        .1
        .and_then(|t| String::from_utf8(t).ok()))
}

/// hsakit: parse, validate, write BRIG.
fn ours(text: &str) -> Outcome {
    let file = SourceFile::new("case.hsail", text.to_string());
    let r = hsakit_hsail::parse(&file).and_then(|m| {
        let d = hsakit_hsail::valid::validate(&m, &file);
        if d.is_empty() {
            Ok(hsakit_hsail::brig::write(&m))
        } else {
            Err(d)
        }
    });
    match r {
        Ok(b) => Outcome::Accept(b),
        Err(d) => Outcome::Reject(
            d.first().and_then(|d| d.primary_span()).map(|s| {
                let lc = file.line_col(s.start);
                (lc.line, lc.col)
            }),
            d.first().map(|d| d.message.clone()).unwrap_or_default(),
        ),
    }
}

fn lc(p: Option<(u32, u32)>) -> String {
    p.map_or_else(|| "?".into(), |(l, c)| format!("{l}:{c}"))
}

/// The verdict on one module: `Ok` with what was agreed, or the disagreement class.
fn judge(dir: &Path, text: &str) -> anyhow::Result<Result<Outcome, String>> {
    let want = reference(dir, text)?;
    let got = ours(text);
    Ok(match (want, got) {
        (Outcome::Reject(a, m), Outcome::Accept(_)) => Err(format!(
            "accepted by hsakit, rejected by HSAILasm\t{}: {m}",
            lc(a)
        )),
        (Outcome::Accept(_), Outcome::Reject(b, m)) => Err(format!(
            "rejected by hsakit, accepted by HSAILasm\t{}: {m}",
            lc(b)
        )),
        (Outcome::Reject(a, ma), Outcome::Reject(b, mb)) => {
            if a == b {
                // Agreed; the message is kept only when it differs ("HSAILasm … | hsakit …"),
                // for the count of messages worded otherwise.
                let theirs = ma.split_once("): ").map_or(ma.as_str(), |(_, m)| m);
                let other = if theirs == mb {
                    String::new()
                } else {
                    format!("HSAILasm {theirs} | hsakit {mb}")
                };
                Ok(Outcome::Reject(a, other))
            } else {
                Err(format!(
                    "both reject, line:col differs\tHSAILasm {ma} | hsakit {}: {mb}",
                    lc(b)
                ))
            }
        }
        (Outcome::Accept(a), Outcome::Accept(b)) => {
            if a != b {
                Err("BRIG differs".into())
            } else {
                let want_text = reference_text(dir, &a)?;
                let got_text = hsakit_hsail::disassemble(&a).ok();
                match want_text {
                    Some(w) if Some(&w) != got_text.as_ref() => Err("disassembly differs".into()),
                    _ => Ok(Outcome::Accept(a)),
                }
            }
        }
    })
}

/// A case's columns in the lists written for study: origin, prologue, instruction.
fn case_row(c: &Case, srcs: &[(String, String)]) -> String {
    format!(
        "{}\t{}\t{}",
        c.origin,
        srcs[c.src].0,
        c.inst.replace('\t', " ")
    )
}

/// An agreed case: both accept, or both reject at the same line:column (with the two
/// messages when they are worded otherwise).
#[derive(Clone, Debug)]
enum Agreed {
    Accept,
    Reject(Option<String>),
}

/// Runs the cases of one worker: batches per prologue, split on any disagreement.
fn work(
    dir: &Path,
    srcs: &[(String, String)],
    cases: &[Case],
) -> anyhow::Result<Vec<Result<Agreed, String>>> {
    std::fs::create_dir_all(dir)?;
    let mut out = vec![Ok(Agreed::Accept); cases.len()];
    let mut i = 0;
    while i < cases.len() {
        let src = cases[i].src;
        let mut j = i;
        while j < cases.len() && j - i < 200 && cases[j].src == src {
            j += 1;
        }
        let batch: Vec<&str> = cases[i..j].iter().map(|c| c.inst.as_str()).collect();
        let whole = judge(dir, &module(&srcs[src].1, &batch))?;
        if !matches!(whole, Ok(Outcome::Accept(_))) {
            for k in i..j {
                let one = judge(dir, &module(&srcs[src].1, &[cases[k].inst.as_str()]))?;
                out[k] = one.map(|o| match o {
                    Outcome::Accept(_) => Agreed::Accept,
                    Outcome::Reject(_, other) if other.is_empty() => Agreed::Reject(None),
                    Outcome::Reject(_, other) => Agreed::Reject(Some(other)),
                });
            }
        }
        i = j;
    }
    Ok(out)
}

pub fn run(limit: Option<usize>) -> anyhow::Result<bool> {
    let scratch = crate::util::root()
        .join("target")
        .join("xtask-oracle-hsail");
    let (srcs, samples) = load_sources()?;
    let names = opcode_names();
    let types = type_set()?;
    let (mut cases, missing, first) = grid(&samples, &names, &types);
    let n_grid = cases.len();
    cases.extend(mutations(&samples, &types, 4000));
    let operand = operand_cases(&first);
    let n_operand = operand.len();
    cases.extend(operand);
    let mut modifier = modifier_cases(&first, &names);
    modifier.extend(packing_cases(&first, &names));
    let n_modifier = modifier.len();
    cases.extend(modifier);
    cases.extend(legacy_grid().into_iter().map(|inst| Case {
        src: 0,
        inst,
        origin: "legacy",
    }));
    // HSAIL 1.2 opcodes HSAILasm (HSAIL 1.0) does not know: covered by
    // crates/hsakit-hsail/tests/hsail12.rs from the seed's text, not by this oracle.
    let before = cases.len();
    cases.retain(|c| {
        opcode_of(mnemonic(&c.inst), &names).is_none_or(|o| !HSAIL_1_2_ONLY.contains(&o))
    });
    let n_12 = before - cases.len();
    if let Some(l) = limit {
        cases.truncate(l);
    }
    // Each prologue's cases stay together (batches never mix prologues).
    cases.sort_by_key(|c| c.src);
    // Every case, for study with other tools: origin, prologue, instruction.
    std::fs::create_dir_all(&scratch)?;
    let mut list = String::new();
    for c in &cases {
        let _ = writeln!(list, "{}", case_row(c, &srcs));
    }
    std::fs::write(scratch.join("cases.txt"), list)?;
    println!(
        "oracle-hsail: {} cases ({n_grid} grid, {n_operand} operand, {n_modifier} modifier, {} opcodes in the tables)",
        cases.len(),
        names.len()
    );
    if !missing.is_empty() {
        println!("  opcodes without a corpus sample: {}", missing.join(" "));
    }
    println!(
        "  not oracle-checked (HSAIL 1.2 only, HSAILasm knows 1.0): {} ({n_12} cases left out)",
        HSAIL_1_2_ONLY.join(" ")
    );
    let workers = 2;
    let chunk = cases.len().div_ceil(workers).max(1);
    let mut results: Vec<Result<Agreed, String>> = Vec::new();
    std::thread::scope(|s| -> anyhow::Result<()> {
        let handles: Vec<_> = cases
            .chunks(chunk)
            .enumerate()
            .map(|(w, part)| {
                let dir = scratch.join(format!("w{w}"));
                let srcs = &srcs;
                s.spawn(move || work(&dir, srcs, part))
            })
            .collect();
        for h in handles {
            let r = h
                .join()
                .map_err(|_| anyhow::anyhow!("oracle worker panicked"))??;
            results.extend(r);
        }
        Ok(())
    })?;
    let (mut pass, mut fail) = (0usize, 0usize);
    let mut classes: BTreeMap<(String, &str), usize> = BTreeMap::new();
    let mut failures = String::new();
    // Agreed rejections whose messages are worded otherwise (informational: the line:column
    // is what the corpus checks; `--diag-format=hsailasm` aims at the wording too).
    let (mut rejected, mut worded) = (0usize, String::new());
    for (c, r) in cases.iter().zip(&results) {
        match r {
            Ok(a) => {
                pass += 1;
                if let Agreed::Reject(other) = a {
                    rejected += 1;
                    if let Some(o) = other {
                        let _ = writeln!(worded, "{}\t{o}", case_row(c, &srcs));
                    }
                }
            }
            Err(what) => {
                fail += 1;
                let (class, detail) = what.split_once('\t').unwrap_or((what.as_str(), ""));
                let _ = writeln!(failures, "{class}\t{}\t{detail}", case_row(c, &srcs));
                let n = classes.entry((class.to_string(), c.origin)).or_default();
                *n += 1;
                if *n <= 4 {
                    println!("  {} [{}] `{}`: {class}", c.origin, srcs[c.src].0, c.inst);
                }
            }
        }
    }
    // Every disagreement, for study: class, origin, prologue, instruction, and for rejects
    // the line:col and message of each side (the folder was made for the case list).
    std::fs::write(scratch.join("failures.txt"), failures)?;
    let n_worded = worded.lines().count();
    std::fs::write(scratch.join("messages.txt"), worded)?;
    println!(
        "  both reject at the same line:col: {rejected}, with HSAILasm's message: {} (the others in messages.txt)",
        rejected - n_worded
    );
    for ((c, origin), n) in &classes {
        println!("  {n:6}  {c} ({origin})");
    }
    // Golden sample: per opcode, up to two accepted and two rejected agreed cases.
    let mut per_op: BTreeMap<(&str, bool), usize> = BTreeMap::new();
    let mut golden = String::new();
    let dir = scratch.join("golden");
    std::fs::create_dir_all(&dir)?;
    for (c, r) in cases.iter().zip(&results) {
        let Ok(agreed) = r else { continue };
        let accepted = matches!(agreed, Agreed::Accept);
        let m = mnemonic(&c.inst);
        let Some(op) = opcode_of(m, &names) else {
            continue;
        };
        let n = per_op.entry((op, accepted)).or_default();
        if *n >= 2 {
            continue;
        }
        let text = module(&srcs[c.src].1, &[c.inst.as_str()]);
        let expect = match judge(&dir, &text)? {
            Ok(Outcome::Accept(b)) => {
                let t = hsakit_hsail::disassemble(&b).unwrap_or_default();
                format!(
                    "{} {}",
                    hsakit_corpus::golden_digest(&b),
                    hsakit_corpus::golden_digest(t.as_bytes())
                )
            }
            Ok(Outcome::Reject(Some((l, col)), _)) => format!("reject {l}:{col}"),
            _ => continue,
        };
        *n += 1;
        let _ = writeln!(
            golden,
            "{}\t{}\t{expect}",
            srcs[c.src].0,
            case_line(&srcs[c.src].1, &c.inst).replace('\t', " ")
        );
    }
    let mut pro = String::new();
    for (name, text) in &srcs {
        let _ = write!(pro, "== {name}\n{text}");
    }
    let data = crate::util::root().join("crates/hsakit-hsail/tests/data");
    std::fs::write(data.join("oracle_hsail.txt"), golden)?;
    std::fs::write(data.join("oracle_hsail_prologues.txt"), pro)?;
    let covered: BTreeSet<&str> = per_op
        .iter()
        .filter(|(_, n)| **n > 0)
        .map(|((o, _), _)| *o)
        .collect();
    println!(
        "  golden vectors: {} cases covering {} of {} opcodes",
        per_op.values().sum::<usize>(),
        covered.len(),
        names.len()
    );
    let uncovered: Vec<&str> = names
        .iter()
        .filter(|n| !covered.contains(**n) && !HSAIL_1_2_ONLY.contains(*n))
        .copied()
        .collect();
    if !uncovered.is_empty() {
        println!("  opcodes without an agreed case: {}", uncovered.join(" "));
    }
    println!("oracle-hsail: {pass} passed, {fail} failed");
    super::record("hsail", pass as u64, fail as u64);
    Ok(fail == 0)
}
