//! LLVM-syntax text → [`Instruction`] → bytes, as `llvm-mc-19 -mcpu=gfx1201` accepts it.
//!
//! The syntax of every opcode comes from the generated table (the slots llvm-mc-19 prints, see
//! `data/rdna4/syntax.toml`); the assembler is the printer's inverse: it parses the operands the
//! slots name, the modifiers the printer writes, and chooses inline constants over literals as
//! llvm-mc-19 does (seed L1646–1661 for the constants). Source files may hold labels (`name:`),
//! directives (`.text`, other `.`-directives are ignored), comments (`;`, `//`, `#`) and one
//! instruction per line; branch targets may be labels. Errors are per line and never stop the
//! other lines.

use crate::encode::encode;
use crate::generated::{MNEMONICS, OPS};
use crate::inst::{
    InlineFloat, Instruction, MAX_OPERANDS, Modifiers, Opcode, Operand, Special, Wave,
};
use crate::table::{Cls, Fld, Format, ImmStyle, OpInfo, Slot};
use hsakit_diag::{Diagnostic, Span};

/// An assembler error on one line: a stable code, a message, the byte range within the line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {msg}")]
pub struct AsmError {
    /// Stable error code (`RDNA4-E02xx`).
    pub code: &'static str,
    /// What is wrong.
    pub msg: String,
    /// Byte range within the line text.
    pub at: std::ops::Range<usize>,
    /// A suggestion.
    pub help: Option<String>,
}

fn err(code: &'static str, msg: impl Into<String>, at: std::ops::Range<usize>) -> AsmError {
    AsmError {
        code,
        msg: msg.into(),
        at,
        help: None,
    }
}

/// Unknown mnemonic.
pub const E_MNEMONIC: &str = "RDNA4-E0201";
/// Wrong number of operands.
pub const E_COUNT: &str = "RDNA4-E0202";
/// Operand not allowed in this position.
pub const E_OPERAND: &str = "RDNA4-E0203";
/// Value out of range.
pub const E_RANGE: &str = "RDNA4-E0204";
/// Unknown or malformed modifier.
pub const E_MODIFIER: &str = "RDNA4-E0205";
/// Register range misaligned or of the wrong width.
pub const E_ALIGN: &str = "RDNA4-E0206";
/// Too many scalar values (SGPRs, literals) for one VALU instruction.
pub const E_SCALAR_LIMIT: &str = "RDNA4-E0207";
/// Undefined label.
pub const E_LABEL: &str = "RDNA4-E0208";
/// The encoder rejected the instruction.
pub const E_ENCODE: &str = "RDNA4-E0209";

/// A parsed operand value.
#[derive(Clone, Debug, PartialEq)]
enum Val {
    /// `s`, `v` or `ttmp` registers.
    Reg(char, u32, u32),
    /// A named special register or hardware source.
    Special(Special),
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
    /// A bare word (`off`, a label, `attr0.x`).
    Word(String),
}

/// One parsed source: value plus VOP3 modifiers.
#[derive(Clone, Debug)]
struct Src {
    val: Val,
    neg: bool,
    abs: bool,
    at: std::ops::Range<usize>,
}

/// Pieces of a line with their byte offsets, kept inline (no heap allocation) for the usual
/// handful and moved to the heap past that.
#[derive(Clone, Debug)]
struct Parts<'a> {
    inline: [(usize, &'a str); PARTS_INLINE],
    n: usize,
    spill: Option<Vec<(usize, &'a str)>>,
}

/// Pieces [`Parts`] holds without allocating.
const PARTS_INLINE: usize = 16;

impl<'a> Parts<'a> {
    fn new() -> Self {
        Parts {
            inline: [(0, ""); PARTS_INLINE],
            n: 0,
            spill: None,
        }
    }

    fn push(&mut self, p: (usize, &'a str)) {
        match &mut self.spill {
            Some(v) => v.push(p),
            None => match self.inline.get_mut(self.n) {
                Some(slot) => {
                    *slot = p;
                    self.n += 1;
                }
                None => {
                    let mut v = self.inline.to_vec();
                    v.push(p);
                    self.spill = Some(v);
                }
            },
        }
    }

    fn pop(&mut self) -> Option<(usize, &'a str)> {
        match &mut self.spill {
            Some(v) => v.pop(),
            None if self.n > 0 => {
                self.n -= 1;
                self.inline.get(self.n).copied()
            }
            None => None,
        }
    }
}

impl<'a> std::ops::Deref for Parts<'a> {
    type Target = [(usize, &'a str)];
    fn deref(&self) -> &Self::Target {
        match &self.spill {
            Some(v) => v,
            None => self.inline.get(..self.n).unwrap_or(&[]),
        }
    }
}

/// Splits on `sep` outside brackets and parentheses; returns (start offset, piece).
fn split_top(s: &str, base: usize, sep: u8) -> Parts<'_> {
    let mut out = Parts::new();
    let mut depth = 0i32;
    let mut start = 0;
    // Separators and brackets are ASCII, so byte positions are character boundaries.
    for (i, &c) in s.as_bytes().iter().enumerate() {
        match c {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            _ if c == sep && depth == 0 => {
                out.push((base + start, s.get(start..i).unwrap_or("")));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push((base + start, s.get(start..).unwrap_or("")));
    out
}

fn parse_int(s: &str) -> Option<i64> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()?
    } else if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
        t.parse::<i64>().ok()?
    } else {
        return None;
    };
    Some(if neg { -v } else { v })
}

fn special_named(s: &str) -> Option<Special> {
    Some(match s {
        "vcc_lo" => Special::VccLo,
        "vcc_hi" => Special::VccHi,
        "vcc" => Special::Vcc,
        "null" => Special::Null,
        "m0" => Special::M0,
        "exec_lo" => Special::ExecLo,
        "exec_hi" => Special::ExecHi,
        "exec" => Special::Exec,
        "src_shared_base" => Special::SharedBase,
        "src_shared_limit" => Special::SharedLimit,
        "src_private_base" => Special::PrivateBase,
        "src_private_limit" => Special::PrivateLimit,
        "src_scc" | "scc" => Special::Scc,
        "src_pops_exiting_wave_id" => Special::PopsExitingWaveId,
        "src_vccz" | "vccz" => Special::Vccz,
        "src_execz" | "execz" => Special::Execz,
        "src_lds_direct" | "lds_direct" => Special::LdsDirect,
        _ => return None,
    })
}

/// Parses a plain value (no neg/abs).
fn parse_val(s: &str) -> Option<Val> {
    let s = s.trim();
    for (p, k) in [("ttmp", 't'), ("s", 's'), ("v", 'v')] {
        if let Some(rest) = s.strip_prefix(p) {
            if let Some(inner) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
                let (a, b) = inner.split_once(':').unwrap_or((inner, inner));
                let a: u32 = a.trim().parse().ok()?;
                let b: u32 = b.trim().parse().ok()?;
                if b < a {
                    return None;
                }
                return Some(Val::Reg(k, a, b - a + 1));
            }
            if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
                return Some(Val::Reg(k, rest.parse().ok()?, 1));
            }
        }
    }
    if let Some(sp) = special_named(s) {
        return Some(Val::Special(sp));
    }
    if let Some(i) = parse_int(s) {
        return Some(Val::Int(i));
    }
    if (s.contains('.') || s.contains('e'))
        && let Ok(f) = s.parse::<f64>()
    {
        return Some(Val::Float(f));
    }
    if !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$')
    {
        return Some(Val::Word(s.to_string()));
    }
    None
}

/// Parses a source with `-`, `|..|`, `neg(..)`, `abs(..)`.
fn parse_src(s: &str, at: usize) -> Result<Src, AsmError> {
    let t = s.trim();
    let lead = s.len() - s.trim_start().len();
    let range = at + lead..at + lead + t.len();
    let mut neg = false;
    let mut abs = false;
    let mut body = t;
    if let Some(inner) = body
        .strip_prefix("neg(")
        .or_else(|| body.strip_prefix("sext("))
        .and_then(|b| b.strip_suffix(')'))
    {
        // `sext(x)` is how llvm-mc-19 spells NEG on integer sources.
        neg = true;
        body = inner.trim();
    } else if let Some(rest) = body.strip_prefix('-') {
        let r = rest.trim_start();
        if r.starts_with('|')
            || r.starts_with("abs(")
            || parse_val(r).is_some_and(|v| !matches!(v, Val::Int(_) | Val::Float(_)))
        {
            neg = true;
            body = r;
        }
    }
    if let Some(inner) = body.strip_prefix('|').and_then(|b| b.strip_suffix('|')) {
        abs = true;
        body = inner.trim();
    } else if let Some(inner) = body.strip_prefix("abs(").and_then(|b| b.strip_suffix(')')) {
        abs = true;
        body = inner.trim();
    }
    let val = parse_val(body).ok_or_else(|| {
        err(
            E_OPERAND,
            format!("cannot parse operand `{t}`"),
            range.clone(),
        )
    })?;
    Ok(Src {
        val,
        neg,
        abs,
        at: range,
    })
}

fn float_of(f: f64) -> Option<InlineFloat> {
    Some(match f {
        0.5 => InlineFloat::Half,
        -0.5 => InlineFloat::NegHalf,
        1.0 => InlineFloat::One,
        -1.0 => InlineFloat::NegOne,
        2.0 => InlineFloat::Two,
        -2.0 => InlineFloat::NegTwo,
        4.0 => InlineFloat::Four,
        -4.0 => InlineFloat::NegFour,
        _ if f == 0.15915494309189532 || f == 0.15915494 || f == f64::from(0.159_154_94_f32) => {
            InlineFloat::InvTwoPi
        }
        _ => return None,
    })
}

/// The operand for an immediate source value of class `cls`.
fn imm_operand(v: &Val, cls: Cls) -> Option<Operand> {
    match *v {
        Val::Int(i) if (-16..=64).contains(&i) => Some(Operand::InlineInt(i as i8)),
        Val::Int(i) => {
            // llvm-mc-19 keeps any other integer as a literal, even when its bits equal an
            // inline float's.
            let _ = cls;
            let ok = i >= i64::from(i32::MIN) && i <= i64::from(u32::MAX);
            ok.then_some(Operand::Literal(i as u32))
        }
        Val::Float(f) => match float_of(f) {
            Some(x) => Some(Operand::InlineFloat(x)),
            None => Some(Operand::Literal(match cls {
                Cls::F16 | Cls::Packed16 | Cls::I16 => u32::from(f16_bits_of(f)),
                Cls::F64 | Cls::F64Float => (f.to_bits() >> 32) as u32,
                _ => (f as f32).to_bits(),
            })),
        },
        _ => None,
    }
}

/// Round-to-nearest half-precision bits of `f` (normal range; enough for literals).
fn f16_bits_of(f: f64) -> u16 {
    let b = (f as f32).to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32 - 127 + 15;
    let man = b & 0x7F_FFFF;
    if exp <= 0 {
        return sign;
    }
    if exp >= 31 {
        return sign | 0x7C00;
    }
    let m = (man >> 13) + u32::from((man >> 12) & 1 == 1);
    sign.wrapping_add(((exp as u32) << 10).wrapping_add(m) as u16)
}

fn reg_operand(v: &Val) -> Option<Operand> {
    match *v {
        Val::Reg('s', a, n) if a + n <= 106 => Some(Operand::Sgpr {
            first: a as u8,
            count: n as u8,
        }),
        Val::Reg('v', a, n) if a + n <= 256 => Some(Operand::Vgpr {
            first: a as u8,
            count: n as u8,
        }),
        Val::Reg('t', a, n) if a + n <= 16 => Some(Operand::Ttmp {
            first: a as u8,
            count: n as u8,
        }),
        Val::Special(s) => Some(Operand::Special(s)),
        _ => None,
    }
}

/// FNV-1a over the mnemonic's bytes (the key of [`mnemonic_slots`]).
fn mnemonic_hash(mn: &str) -> usize {
    let mut h: u32 = 0x811C_9DC5;
    for &b in mn.as_bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h as usize
}

/// Slots of the open-addressing mnemonic table (a power of two, at least twice the rows).
const MN_SLOTS: usize = 4096;

/// Mnemonic → first row of its run in the generated sorted index [`MNEMONICS`], an
/// open-addressing table built on first use (one hash and usually one comparison per lookup).
fn mnemonic_slots() -> &'static [u16] {
    static TABLE: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![u16::MAX; MN_SLOTS.max(2 * MNEMONICS.len()).next_power_of_two()];
        let mask = t.len() - 1;
        for (i, (k, _)) in MNEMONICS.iter().enumerate() {
            // Only the first row of each run of equal mnemonics is entered.
            if i > 0 && MNEMONICS.get(i - 1).is_some_and(|(p, _)| p == k) {
                continue;
            }
            let mut h = mnemonic_hash(k) & mask;
            while t.get(h).is_some_and(|v| *v != u16::MAX) {
                h = (h + 1) & mask;
            }
            if let Some(slot) = t.get_mut(h) {
                *slot = i as u16;
            }
        }
        t
    })
}

/// The index of the first row of `mn` in [`MNEMONICS`].
fn mnemonic_first(mn: &str) -> Option<usize> {
    let t = mnemonic_slots();
    let mask = t.len() - 1;
    let mut h = mnemonic_hash(mn) & mask;
    loop {
        let i = usize::from(*t.get(h)?);
        let (k, _) = MNEMONICS.get(i)?;
        if *k == mn {
            return Some(i);
        }
        h = (h + 1) & mask;
    }
}

/// Appends the rows of exactly this mnemonic to `c`, shortest encoding first.
fn rows_into(c: &mut Cands, mn: &str) {
    let Some(lo) = mnemonic_first(mn) else {
        return;
    };
    let mut found = [0u16; 8];
    let mut n = 0;
    for (k, idx) in MNEMONICS.get(lo..).unwrap_or(&[]) {
        if *k != mn || n == found.len() {
            break;
        }
        found[n] = *idx;
        n += 1;
    }
    // Stable insertion sort by encoding size (the index lists rows of one mnemonic by row).
    let size = |i: u16| {
        OPS.get(usize::from(i))
            .map_or(0, |o| crate::decode::base_size(o.fmt))
    };
    for i in 1..n {
        let mut j = i;
        while j > 0 && size(found[j - 1]) > size(found[j]) {
            found.swap(j - 1, j);
            j -= 1;
        }
    }
    c.extend(&found[..n]);
}

/// Candidate opcode rows for one mnemonic, without allocating.
#[derive(Default)]
struct Cands {
    idx: [u16; 8],
    n: usize,
}

impl Cands {
    fn extend(&mut self, rows: &[u16]) {
        for &r in rows {
            if self.n < self.idx.len() && !self.idx[..self.n].contains(&r) {
                self.idx[self.n] = r;
                self.n += 1;
            }
        }
    }
    fn retain(&mut self, keep: impl Fn(&OpInfo) -> bool) {
        let mut k = 0;
        for i in 0..self.n {
            let r = self.idx[i];
            if OPS.get(usize::from(r)).is_some_and(&keep) {
                self.idx[k] = r;
                k += 1;
            }
        }
        self.n = k;
    }
    fn iter(&self) -> impl Iterator<Item = (Opcode, &'static OpInfo)> + '_ {
        self.idx[..self.n]
            .iter()
            .filter_map(|&i| OPS.get(usize::from(i)).map(|o| (Opcode(i), o)))
    }
}

/// The opcode rows of a mnemonic (exact, then LLVM's `_e32` / `_e64` defaults), shortest
/// encoding first.
fn lookup(mn: &str) -> Cands {
    let mut c = Cands::default();
    rows_into(&mut c, mn);
    if c.n == 0 {
        // LLVM's default: the 32-bit encoding when the operands allow it, else VOP3.
        let mut buf = [0u8; 64];
        if let Some(head) = buf.get_mut(..mn.len()) {
            head.copy_from_slice(mn.as_bytes());
            for suffix in ["_e32", "_e64"] {
                let end = mn.len() + suffix.len();
                if let Some(tail) = buf.get_mut(mn.len()..end) {
                    tail.copy_from_slice(suffix.as_bytes());
                    if let Some(Ok(name)) = buf.get(..end).map(std::str::from_utf8) {
                        rows_into(&mut c, name);
                    }
                }
            }
        }
    }
    c
}

/// The closest mnemonic (edit distance, LLVM's `_e32`/`_e64` suffixes optional; ties go to a
/// name with the same first letter) for "did you mean".
fn suggest(mn: &str) -> Option<&'static str> {
    let mut best: Option<(usize, bool, &str)> = None;
    for (m, _) in MNEMONICS.iter() {
        let short = m
            .strip_suffix("_e32")
            .or_else(|| m.strip_suffix("_e64"))
            .unwrap_or(m);
        if short.len().abs_diff(mn.len()) > 3 {
            continue;
        }
        let d = edit_distance(mn, short);
        let same = short.as_bytes().first() == mn.as_bytes().first();
        let better = match best {
            None => true,
            Some((bd, bs, _)) => d < bd || (d == bd && same && !bs),
        };
        if d <= 3 && better {
            best = Some((d, same, short));
        }
    }
    best.map(|(_, _, m)| m)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let a = a.as_bytes();
    let b = b.as_bytes();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

fn src_index(fld: Fld) -> Option<usize> {
    match fld {
        Fld::Src0 => Some(0),
        Fld::Src1 => Some(1),
        Fld::Src2 => Some(2),
        _ => None,
    }
}

fn slot_class(info: &OpInfo, width: u8) -> Cls {
    let c = match (info.cls, width) {
        (Cls::B32 | Cls::Other, 2) if info.fmt != Format::Vop3p => Cls::F64,
        (Cls::F64, 1) => Cls::B32,
        (Cls::F16, _) if info.fmt == Format::Vop3p && !crate::print::is_mix(info.mn) => {
            Cls::Packed16
        }
        (c, _) => c,
    };
    if c == Cls::F64 && info.mn.contains("_f64") {
        Cls::F64Float
    } else {
        c
    }
}

/// A branch whose target is a label, fixed up after all lines are read.
#[derive(Clone, Debug)]
pub struct Fixup {
    /// The label.
    pub label: String,
    /// Operand index holding the SIMM16.
    pub operand: usize,
}

/// Assembles one instruction line (no label, no comment). Branch targets that are labels
/// are returned as a [`Fixup`] with a zero offset in the instruction.
pub fn assemble_inst(line: &str, wave: Wave) -> Result<(Instruction, Option<Fixup>), AsmError> {
    let t = line.trim_end();
    let lead = t.len() - t.trim_start().len();
    let t = t.trim_start();
    let (mn, rest) = match t.find(char::is_whitespace) {
        Some(i) => (&t[..i], &t[i..]),
        None => (t, ""),
    };
    let mn_at = lead..lead + mn.len();
    if mn == "export" {
        return crate::export::assemble(rest, wave)
            .map(|i| (i, None))
            .map_err(|why| err(E_OPERAND, why, lead..lead + t.len()));
    }
    if mn.starts_with("image_")
        && let Ok(i) = MNEMONICS.binary_search_by(|(m, _)| (*m).cmp(mn))
    {
        let opcode = Opcode(MNEMONICS[i].1);
        return crate::image::assemble(opcode, rest, wave)
            .map(|i| (i, None))
            .map_err(|why| err(E_OPERAND, why, lead..lead + t.len()));
    }
    if t.contains("::") {
        return assemble_vopd(t, lead, wave).map(|i| (i, None));
    }
    // `_dpp`: the DPP16/DPP8 form of a 32-bit VALU encoding.
    let (cands, dpp) = match mn.strip_suffix("_dpp") {
        // VOP3 DPP forms (`_e64_dpp`): the VOP3, VOP3SD and VOP3P opcodes llvm-mc-19 gives them.
        Some(base) if base.ends_with("_e64") => {
            let short = base.strip_suffix("_e64").unwrap_or(base);
            let mut v = lookup(base);
            let more = lookup(short);
            v.extend(&more.idx[..more.n]);
            v.retain(|o| {
                o.dpp3 != 0 && matches!(o.fmt, Format::Vop3 | Format::Vop3sd | Format::Vop3p)
            });
            (v, true)
        }
        Some(base) => {
            let mut v = lookup(base);
            v.retain(|o| o.dpp && matches!(o.fmt, Format::Vop1 | Format::Vop2 | Format::Vopc));
            (v, true)
        }
        None => (lookup(mn), false),
    };
    if cands.n == 0 {
        let mut e = err(E_MNEMONIC, format!("unknown instruction `{mn}`"), mn_at);
        if let Some(s) = suggest(mn) {
            e.help = Some(format!("did you mean `{s}`?"));
        }
        return Err(e);
    }
    let mut first_err = None;
    for (opcode, info) in cands.iter() {
        match assemble_with(opcode, info, lead, mn, rest, wave, dpp) {
            Ok(r) => return Ok(r),
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    Err(first_err.unwrap_or_else(|| err(E_MNEMONIC, "no encoding", mn_at)))
}

fn assemble_with(
    opcode: Opcode,
    info: &'static OpInfo,
    lead: usize,
    mn: &str,
    rest: &str,
    wave: Wave,
    dpp: bool,
) -> Result<(Instruction, Option<Fixup>), AsmError> {
    let mn_at = lead..lead + mn.len();
    let rest_at = lead + mn.len();
    let slots = match wave {
        Wave::W32 => info.ops32,
        Wave::W64 => info.ops64,
    };
    let symbolic = matches!(
        slots.last(),
        Some(Slot::Simm16(
            ImmStyle::DelayAlu
                | ImmStyle::Depctr
                | ImmStyle::Waitcnt
                | ImmStyle::Hwreg
                | ImmStyle::Sendmsg
        ))
    ) && info.fmt != Format::Sopk;
    // Operands, then space-separated modifiers after the last one.
    let mut pieces = if rest.trim().is_empty() {
        Parts::new()
    } else {
        split_top(rest, rest_at, b',')
    };
    let mut mods_text = Parts::new();
    if !symbolic {
        let n_ops = pieces.len();
        if let Some((at, last)) = pieces.pop() {
            let words = split_top(last, at, b' ');
            let mut it = words.iter().copied().filter(|(_, w)| !w.trim().is_empty());
            if !(slots.is_empty() && n_ops == 1)
                && let Some(first) = it.next()
            {
                pieces.push(first);
            }
            for w in it {
                mods_text.push(w);
            }
        }
    }
    let mut ret = false;
    let is_ret_atomic =
        matches!(info.fmt, Format::Vflat | Format::Vglobal) && info.mn.contains("_atomic_");
    if is_ret_atomic && pieces.len() == slots.len() + 1 {
        ret = true;
    }
    // A trailing 16-bit immediate may be left out (`s_endpgm`, `s_nop`): it is 0.
    let implicit_zero = !ret
        && pieces.len() + 1 == slots.len()
        && matches!(slots.last(), Some(Slot::Simm16(_)))
        && info.fmt == Format::Sopp;
    let want = slots.len() + usize::from(ret) - usize::from(implicit_zero);
    if pieces.len() != want {
        let at = pieces
            .last()
            .map_or(mn_at.clone(), |(a, s)| *a..*a + s.len());
        return Err(err(
            E_COUNT,
            format!(
                "`{}` takes {} operand{}, found {}",
                info.mn,
                slots.len(),
                if slots.len() == 1 { "" } else { "s" },
                pieces.len()
            ),
            at,
        ));
    }
    let mut mods = Modifiers {
        op_sel_hi: if info.fmt == Format::Vop3p && !crate::print::is_mix(info.mn) {
            7
        } else {
            0
        },
        ret,
        ..Modifiers::default()
    };
    // Modifiers first (the TH name depends on the scope; buffer widths on idxen/offen/tfe).
    // VOPC DPP forms carry no `_dpp` suffix: DPP controls select them.
    const DPP_KEYS: [&str; 14] = [
        "quad_perm",
        "row_shl",
        "row_shr",
        "row_ror",
        "row_mirror",
        "row_half_mirror",
        "row_share",
        "row_xmask",
        "row_mask",
        "bank_mask",
        "bound_ctrl",
        "fi",
        "dpp8",
        "row_bcast",
    ];
    let dpp = dpp
        || (info.fmt == Format::Vopc
            && info.dpp
            && mods_text.iter().any(|(_, m)| {
                let k = m.trim().split(':').next().unwrap_or("");
                DPP_KEYS.contains(&k)
            }));
    let mut th_text: Option<(usize, &str)> = None;
    let mut row_mask = 0xFu8;
    let mut bank_mask = 0xFu8;
    let mut fi = false;
    let format_given = mods_text
        .iter()
        .any(|(_, m)| m.trim().starts_with("format:"));
    let mut nsrc = slots
        .iter()
        .filter_map(|s| match s {
            Slot::Reg(f, _) => src_index(*f),
            _ => None,
        })
        .max()
        .map_or(0, |m| m + 1);
    if info.fmt == Format::Vop3p {
        nsrc = nsrc.max(1);
    }
    for &(at, m) in mods_text.iter() {
        let m = m.trim();
        let range = at..at + m.len();
        let (key, val) = m.split_once(':').unwrap_or((m, ""));
        let list = || -> Result<Vec<u8>, AsmError> {
            let inner = val
                .strip_prefix('[')
                .and_then(|v| v.strip_suffix(']'))
                .ok_or_else(|| {
                    err(
                        E_MODIFIER,
                        format!("`{key}` needs a list like [0,1]"),
                        range.clone(),
                    )
                })?;
            inner
                .split(',')
                .map(|x| match x.trim() {
                    "0" => Ok(0u8),
                    "1" => Ok(1u8),
                    _ => Err(err(
                        E_MODIFIER,
                        format!("`{key}` values are 0 or 1"),
                        range.clone(),
                    )),
                })
                .collect()
        };
        let bits = |l: &[u8]| l.iter().enumerate().fold(0u8, |a, (i, b)| a | (b << i));
        let num = || -> Result<i64, AsmError> {
            parse_int(val)
                .ok_or_else(|| err(E_MODIFIER, format!("`{key}` needs a number"), range.clone()))
        };
        match key {
            "clamp" => mods.clamp = true,
            "mul" if val == "2" => mods.omod = 1,
            "mul" if val == "4" => mods.omod = 2,
            "div" if val == "2" => mods.omod = 3,
            "op_sel" => {
                let l = list()?;
                if matches!(info.fmt, Format::Vop3 | Format::Vop3sd) {
                    if l.len() != nsrc + 1 {
                        return Err(err(
                            E_MODIFIER,
                            format!("op_sel needs {} values here", nsrc + 1),
                            range,
                        ));
                    }
                    let srcs = bits(&l[..nsrc]);
                    mods.op_sel = srcs | (l[nsrc] << 3);
                } else {
                    mods.op_sel = bits(&l);
                }
            }
            "op_sel_hi" => {
                let l = list()?;
                let unused = if crate::print::is_mix(info.mn) {
                    0
                } else {
                    7 & !((1u8 << l.len()) - 1)
                };
                mods.op_sel_hi = bits(&l) | unused;
            }
            "index_key" if info.mn.starts_with("v_swmmac_") => {
                mods.op_sel = u8::try_from(num()?)
                    .ok()
                    .filter(|v| *v < 4)
                    .ok_or_else(|| err(E_RANGE, "index_key is 0..3", range.clone()))?;
            }
            "neg_lo" => mods.neg = bits(&list()?),
            "neg_hi" => mods.abs = bits(&list()?),
            "offset" if val.starts_with("swizzle(") && info.mn == "ds_swizzle_b32" => {
                mods.offset = crate::symbolic::parse_swizzle(val)
                    .ok_or_else(|| err(E_MODIFIER, "malformed swizzle(...)", range.clone()))?
                    as i32;
            }
            "offset" | "offset0" => {
                let v = num()?;
                mods.offset = i32::try_from(v)
                    .map_err(|_| err(E_RANGE, "offset out of range", range.clone()))?;
            }
            "offset1" => {
                mods.offset1 = u8::try_from(num()?)
                    .map_err(|_| err(E_RANGE, "offset1 is 0..255", range.clone()))?
            }
            "th" => th_text = Some((at, val)),
            "scope" => {
                mods.scope = match val {
                    "SCOPE_CU" => 0,
                    "SCOPE_SE" => 1,
                    "SCOPE_DEV" => 2,
                    "SCOPE_SYS" => 3,
                    _ => return Err(err(E_MODIFIER, format!("unknown scope `{val}`"), range)),
                }
            }
            "idxen" => mods.idxen = true,
            "offen" => mods.offen = true,
            "tfe" if info.mn.starts_with("buffer_load") => mods.tfe = true,
            "format" => {
                let inner = val.trim_start_matches('[').trim_end_matches(']');
                let named = inner.strip_prefix("BUF_FMT_").and_then(|n| {
                    crate::generated::BUF_FORMATS
                        .iter()
                        .find(|(v, f)| *f == n && *v < 64)
                        .map(|(v, _)| i64::from(*v))
                });
                mods.format = named
                    .or_else(|| parse_int(inner))
                    .and_then(|v| u8::try_from(v).ok())
                    .filter(|v| *v < 128)
                    .ok_or_else(|| {
                        err(E_MODIFIER, "format needs a number 0..127", range.clone())
                    })?;
            }
            "wait_exp" | "wait_va_vdst" => mods.offset = num()? as i32,
            "wait_vm_vsrc" => mods.offset1 = num()? as u8,
            // DPP controls (seed Table 103, L7635-7649).
            "quad_perm" if dpp => {
                let inner = val.strip_prefix('[').and_then(|v| v.strip_suffix(']'));
                let l: Vec<u32> = inner
                    .map(|i| i.split(',').filter_map(|x| x.trim().parse().ok()).collect())
                    .unwrap_or_default();
                if l.len() != 4 || l.iter().any(|x| *x > 3) {
                    return Err(err(
                        E_MODIFIER,
                        "quad_perm needs four lane numbers 0..3",
                        range,
                    ));
                }
                mods.dpp.kind = 1;
                mods.dpp.ctrl = l[0] | l[1] << 2 | l[2] << 4 | l[3] << 6;
            }
            "row_shl" | "row_shr" | "row_ror" | "row_share" | "row_xmask" if dpp => {
                let n = num()?;
                let (base, lo) = match key {
                    "row_shl" => (0x100, 1),
                    "row_shr" => (0x110, 1),
                    "row_ror" => (0x120, 1),
                    "row_share" => (0x150, 0),
                    _ => (0x160, 0),
                };
                if !(lo..=15).contains(&n) {
                    return Err(err(E_RANGE, format!("{key} is {lo}..15"), range));
                }
                mods.dpp.kind = 1;
                mods.dpp.ctrl = base + n as u32;
            }
            "row_mirror" if dpp => {
                mods.dpp.kind = 1;
                mods.dpp.ctrl = 0x140;
            }
            "row_half_mirror" if dpp => {
                mods.dpp.kind = 1;
                mods.dpp.ctrl = 0x141;
            }
            "row_mask" | "bank_mask" if dpp => {
                let n = u8::try_from(num()?)
                    .ok()
                    .filter(|v| *v < 16)
                    .ok_or_else(|| err(E_RANGE, format!("{key} is 0..0xf"), range.clone()))?;
                if key == "row_mask" {
                    row_mask = n;
                } else {
                    bank_mask = n;
                }
            }
            "bound_ctrl" if dpp => mods.dpp.bound_ctrl = num()? != 0,
            "fi" if dpp => fi = num()? != 0,
            "dpp8" if dpp => {
                let inner = val.strip_prefix('[').and_then(|v| v.strip_suffix(']'));
                let l: Vec<u32> = inner
                    .map(|i| i.split(',').filter_map(|x| x.trim().parse().ok()).collect())
                    .unwrap_or_default();
                if l.len() != 8 || l.iter().any(|x| *x > 7) {
                    return Err(err(E_MODIFIER, "dpp8 needs eight lane numbers 0..7", range));
                }
                mods.dpp.kind = 2;
                mods.dpp.ctrl = l.iter().enumerate().fold(0, |a, (i, x)| a | x << (3 * i));
            }
            _ => {
                return Err(err(
                    E_MODIFIER,
                    format!("unknown modifier `{m}` for `{}`", info.mn),
                    range,
                ));
            }
        }
    }
    if let Some((at, name)) = th_text {
        let range = at..at + name.len() + 3;
        mods.th = match parse_int(name) {
            Some(v) => {
                return Err(err(
                    E_MODIFIER,
                    format!("temporal hint {v} has no name for this instruction"),
                    range,
                ));
            }
            _ if name.contains("_0x") => {
                return Err(err(
                    E_MODIFIER,
                    format!("temporal hint `{name}` has no name for this instruction"),
                    range,
                ));
            }
            _ => {
                let probe = Instruction {
                    opcode,
                    operands: [Operand::Imm(0); MAX_OPERANDS],
                    count: 0,
                    mods,
                    wave,
                };
                (1u8..8)
                    .find(|&t| crate::symbolic::th_is(&probe, t, name))
                    .ok_or_else(|| {
                        err(E_MODIFIER, format!("unknown temporal hint `{name}`"), range)
                    })?
            }
        };
    }
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    let mut count = 0usize;
    let mut fixup = None;
    let mut pieces_it = pieces.iter();
    if ret && let Some(&(at, p)) = pieces_it.next() {
        let s = parse_src(p, at)?;
        operands[0] = match s.val {
            Val::Reg('v', a, n) if a + n <= 256 => Operand::Vgpr {
                first: a as u8,
                count: n as u8,
            },
            _ => {
                return Err(err(
                    E_OPERAND,
                    "expected the VGPR for the returned value",
                    s.at,
                ));
            }
        };
        count = 1;
    }
    let mix = crate::print::is_mix(info.mn);
    let is_vop3 = matches!(info.fmt, Format::Vop3 | Format::Vop3sd | Format::Vinterp) || mix;
    for (slot, &(at, p)) in slots.iter().zip(pieces_it) {
        if count >= MAX_OPERANDS {
            break;
        }
        if let Slot::Simm16(style) = *slot {
            let t = p.trim();
            let lead = p.len() - p.trim_start().len();
            let range = at + lead..at + lead + t.len();
            let is_label = matches!(style, ImmStyle::Dec | ImmStyle::SDec)
                && matches!(info.fmt, Format::Sopp | Format::Sopk)
                && t.bytes()
                    .next()
                    .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_' || b == b'.');
            let v = if info.mn == "s_version" {
                crate::symbolic::parse_version(t).ok_or_else(|| {
                    err(
                        E_OPERAND,
                        format!("invalid operand for `s_version`: `{t}`"),
                        range.clone(),
                    )
                })?
            } else if is_label {
                fixup = Some(Fixup {
                    label: t.to_string(),
                    operand: count,
                });
                0
            } else {
                crate::symbolic::parse(t, style).ok_or_else(|| {
                    err(
                        E_OPERAND,
                        format!("invalid operand for `{}`: cannot parse `{t}`", info.mn),
                        range.clone(),
                    )
                })?
            };
            let v = if (-32768..0).contains(&v) {
                v & 0xFFFF
            } else {
                v
            };
            if !(0..=0xFFFF).contains(&v) {
                return Err(err(
                    E_RANGE,
                    format!("immediate {v} does not fit in 16 bits"),
                    range,
                ));
            }
            operands[count] = Operand::Imm(v);
            count += 1;
            continue;
        }
        let s = parse_src(p, at)?;
        let bad = |what: &str| {
            err(
                E_OPERAND,
                format!("invalid operand for `{}`: {what}", info.mn),
                s.at.clone(),
            )
        };
        let op = match *slot {
            Slot::Reg(fld, width) => {
                let src_i = src_index(fld).or(if dpp && fld == Fld::Vsrc1 {
                    Some(1)
                } else {
                    None
                });
                if let Some(i) = src_i {
                    if s.neg {
                        if !is_vop3 && !dpp {
                            return Err(bad("negation is not allowed here"));
                        }
                        mods.neg |= 1 << i;
                    }
                    if s.abs {
                        if info.fmt != Format::Vop3 && !mix && !dpp {
                            return Err(bad("absolute value is not allowed here"));
                        }
                        mods.abs |= 1 << i;
                    }
                } else if s.neg || s.abs {
                    return Err(bad("modifiers are only allowed on sources"));
                }
                let cls = crate::print::src2_class(slot_class(info, width), fld, info.mn);
                let o = match &s.val {
                    Val::Word(w) if w == "off" && matches!(fld, Fld::Vaddr) => Operand::Text("off"),
                    Val::Int(i) if info.fmt == Format::Smem && fld == Fld::Soffset => {
                        if !(-(1 << 23)..(1 << 23)).contains(i) {
                            return Err(err(
                                E_RANGE,
                                "SMEM offset is a signed 24-bit number",
                                s.at.clone(),
                            ));
                        }
                        mods.offset = *i as i32;
                        Operand::Special(Special::Null)
                    }
                    Val::Int(_) | Val::Float(_) => {
                        let source = matches!(
                            fld,
                            Fld::Src0 | Fld::Src1 | Fld::Src2 | Fld::Ssrc0 | Fld::Ssrc1
                        );
                        if !source {
                            return Err(bad("expected a register"));
                        }
                        imm_operand(&s.val, cls).ok_or_else(|| {
                            err(E_RANGE, "immediate does not fit in 32 bits", s.at.clone())
                        })?
                    }
                    Val::Special(
                        Special::PopsExitingWaveId
                        | Special::Vccz
                        | Special::Execz
                        | Special::LdsDirect,
                    ) => {
                        return Err(bad("this hardware source is not supported on gfx12"));
                    }
                    Val::Special(Special::Null)
                        if matches!(fld, Fld::Sdata | Fld::Sbase | Fld::Rsrc) && width > 2 =>
                    {
                        return Err(bad("null is not allowed here"));
                    }
                    v => reg_operand(v).ok_or_else(|| bad("not a register"))?,
                };
                // llvm-mc-19 encodes named hardware sources in a barrier-id operand as these
                // inline integers (measured; its disassembler reads them back as numbers, so
                // this is LLVM's round-trip bug, docs/rdna4-oracle.md). Matching its bytes.
                let o = match o {
                    Operand::Special(sp)
                        if matches!(
                            info.mn,
                            "s_barrier_signal" | "s_barrier_signal_isfirst" | "s_get_barrier_state"
                        ) =>
                    {
                        match sp {
                            Special::Null => Operand::InlineInt(19),
                            Special::PrivateBase => Operand::InlineInt(24),
                            Special::PrivateLimit => Operand::InlineInt(27),
                            Special::Scc => Operand::InlineInt(30),
                            Special::SharedBase => Operand::InlineInt(31),
                            Special::SharedLimit => Operand::InlineInt(34),
                            other => Operand::Special(other),
                        }
                    }
                    other => other,
                };
                let sgpr_like = matches!(o, Operand::Sgpr { .. } | Operand::Ttmp { .. });
                if info.mn.starts_with("s_barrier_signal") && sgpr_like {
                    return Err(bad("the barrier id is a constant or m0"));
                }
                if matches!(
                    info.mn,
                    "s_rfe_b64" | "s_setpc_b64" | "s_movrels_b32" | "s_movrels_b64"
                ) && matches!(
                    o,
                    Operand::InlineInt(_) | Operand::InlineFloat(_) | Operand::Literal(_)
                ) {
                    return Err(bad("this source cannot be a constant"));
                }
                if info.mn.starts_with("v_s_") && matches!(o, Operand::Vgpr { .. }) {
                    return Err(bad("pseudo-scalar instructions read SGPRs"));
                }
                if fld == Fld::Src0
                    && info.src0_vgpr
                    && info.mn != "v_writelane_b32"
                    && !matches!(o, Operand::Vgpr { .. })
                    && !info.mn.starts_with("v_cndmask")
                    && !info.mn.contains("_co_ci_")
                {
                    return Err(bad("source 0 must be a VGPR"));
                }
                check_width(&o, width, fld, info, &s)?;
                o
            }
            Slot::Text(t) if t.starts_with("attr") && info.fmt == Format::Vdsdir => {
                let Val::Word(w) = &s.val else {
                    return Err(bad("expected attrN.c"));
                };
                let (n, c) = w
                    .strip_prefix("attr")
                    .and_then(|r| r.split_once('.'))
                    .ok_or_else(|| bad("expected attrN.c"))?;
                mods.format = n
                    .parse::<u8>()
                    .ok()
                    .filter(|v| *v < 64)
                    .ok_or_else(|| err(E_RANGE, "attribute is 0..63", s.at.clone()))?;
                mods.th = match c {
                    "x" => 0,
                    "y" => 1,
                    "z" => 2,
                    "w" => 3,
                    _ => return Err(bad("channel is x, y, z or w")),
                };
                Operand::Text(t)
            }
            Slot::Text(t) => match &s.val {
                Val::Word(w) if w == t => Operand::Text(t),
                Val::Special(sp)
                    if reg_operand(&s.val).is_some() && crate::print::print_special(*sp) == t =>
                {
                    Operand::Text(t)
                }
                v if t == "off" => reg_operand(v).ok_or_else(|| bad("expected `off` or SGPRs"))?,
                _ => return Err(bad(&format!("expected `{t}`"))),
            },
            Slot::Lit => match s.val {
                Val::Int(i) if i >= i64::from(i32::MIN) && i <= i64::from(u32::MAX) => {
                    Operand::Literal(i as u32)
                }
                Val::Float(f) => Operand::Literal(match info.cls {
                    Cls::F16 => u32::from(f16_bits_of(f)),
                    _ => (f as f32).to_bits(),
                }),
                _ => return Err(bad("expected a 32-bit constant")),
            },
            Slot::Simm16(_) => Operand::Imm(0),
            Slot::Half(fld) => match &s.val {
                Val::Word(w) if w.starts_with('v') && (w.ends_with(".l") || w.ends_with(".h")) => {
                    let reg: u8 = w[1..w.len() - 2]
                        .parse()
                        .ok()
                        .filter(|r| *r < 128)
                        .ok_or_else(|| bad("a 16-bit VGPR half is v0.l..v127.h here"))?;
                    Operand::VgprHalf {
                        reg,
                        hi: w.ends_with(".h"),
                    }
                }
                _ if fld == Fld::Vdst => return Err(bad("expected a VGPR half like v1.l")),
                Val::Int(_) | Val::Float(_) => imm_operand(&s.val, Cls::I16)
                    .ok_or_else(|| err(E_RANGE, "immediate does not fit", s.at.clone()))?,
                v => reg_operand(v)
                    .filter(|o| !matches!(o, Operand::Vgpr { .. }))
                    .ok_or_else(|| bad("expected a VGPR half or a scalar source"))?,
            },
            Slot::Num(_) => match s.val {
                Val::Int(i) if (0..32).contains(&i) => Operand::Imm(i),
                _ => return Err(err(E_RANGE, "expected a number 0..31", s.at.clone())),
            },
            Slot::SmemOffset => match s.val {
                Val::Int(i) if (-(1 << 23)..(1 << 23)).contains(&i) => {
                    mods.offset = i as i32;
                    Operand::Imm(i)
                }
                _ => {
                    return Err(err(
                        E_RANGE,
                        "SMEM offset is a signed 24-bit number",
                        s.at.clone(),
                    ));
                }
            },
        };
        operands[count] = op;
        count += 1;
    }
    if dpp {
        if mods.dpp.kind == 0 {
            // No control given: llvm-mc-19's default is the identity quad_perm.
            mods.dpp.kind = 1;
            mods.dpp.ctrl = 0xE4;
        }
        if mods.dpp.kind == 1 {
            mods.dpp.row_mask = row_mask;
            mods.dpp.bank_mask = bank_mask;
            mods.dpp.fi = fi;
        } else if fi {
            mods.dpp.kind = 3;
        }
        let src0_ok = slots.iter().zip(operands.iter()).any(|(s, o)| {
            matches!(
                (s, o),
                (Slot::Reg(Fld::Src0, _), Operand::Vgpr { .. })
                    | (Slot::Half(Fld::Src0), Operand::VgprHalf { .. })
            )
        });
        if !src0_ok {
            return Err(err(E_OPERAND, "DPP source 0 must be a VGPR", mn_at));
        }
    }
    if implicit_zero && count < MAX_OPERANDS {
        operands[count] = Operand::Imm(0);
        count += 1;
    }
    // Untyped buffer instructions carry FORMAT = 1 (llvm-mc-19's encoding), and 1 is the
    // typed ones' default.
    if info.fmt == Format::Vbuffer && (!info.mn.starts_with("tbuffer") || !format_given) {
        mods.format = 1;
    }
    // DS: one 16-bit `offset` is stored as OFFSET0 (low byte) and OFFSET1 (high byte).
    if info.fmt == Format::Vds {
        let two =
            info.mn.contains("2addr") || info.mn.contains("write2") || info.mn.contains("read2");
        if two {
            if !(0..256).contains(&mods.offset) {
                return Err(err(E_RANGE, "offset0 is 0..255", mn_at));
            }
        } else {
            if !(0..65536).contains(&mods.offset) {
                return Err(err(E_RANGE, "DS offset is 0..65535", mn_at));
            }
            mods.offset1 = (mods.offset >> 8) as u8;
            mods.offset &= 0xFF;
        }
    }
    let inst = Instruction {
        opcode,
        operands,
        count: count as u8,
        mods,
        wave,
    };
    check_scalar_limit(&inst, info, &pieces)?;
    Ok((inst, fixup))
}

/// VOPD bank rules violated (seed L3281-3304).
pub const E_VOPD: &str = "RDNA4-E0210";

/// `v_dual_<x> ... :: v_dual_<y> ...` (wave32 only; seed L3272-3351).
fn assemble_vopd(t: &str, lead: usize, wave: Wave) -> Result<Instruction, AsmError> {
    use crate::vopd::{Half, Vopd};
    let whole = lead..lead + t.len();
    if wave == Wave::W64 {
        return Err(err(E_OPERAND, "VOPD instructions require wave32", whole));
    }
    let (xs, ys) = t.split_once("::").unwrap_or((t, ""));
    let mut literal: Option<u32> = None;
    let mut halves = Vec::new();
    for (part, base, fmt) in [
        (xs, lead, Format::VopdX),
        (ys, lead + xs.len() + 2, Format::VopdY),
    ] {
        let p = part.trim();
        let off = base + (part.len() - part.trim_start().len());
        let (mn, rest) = p.split_once(char::is_whitespace).unwrap_or((p, ""));
        let upper = mn.to_ascii_uppercase();
        let found = OPS
            .iter()
            .enumerate()
            .find(|(_, o)| o.fmt == fmt && o.name == upper && !upper.starts_with("V_DUAL_DOT2ACC"));
        let Some((idx, info)) = found else {
            let side = if fmt == Format::VopdX { "X" } else { "Y" };
            return Err(err(
                E_MNEMONIC,
                format!("`{mn}` is not a VOPD {side} operation"),
                off..off + mn.len(),
            ));
        };
        let ops = split_top(rest, off + mn.len(), b',');
        let shape_n = match info.name {
            "V_DUAL_MOV_B32" => 2,
            "V_DUAL_FMAAK_F32" | "V_DUAL_FMAMK_F32" => 4,
            _ => 3,
        };
        if ops.len() != shape_n {
            return Err(err(
                E_COUNT,
                format!("`{mn}` takes {shape_n} operands, found {}", ops.len()),
                off..off + p.len(),
            ));
        }
        let vreg = |i: usize| -> Result<u8, AsmError> {
            let (a, s) = ops[i];
            match parse_src(s, a)?.val {
                Val::Reg('v', r, 1) if r < 256 => Ok(r as u8),
                _ => Err(err(E_OPERAND, "expected a VGPR", a..a + s.len())),
            }
        };
        let vdst = vreg(0)?;
        let (lit_i, vsrc_i) = match info.name {
            "V_DUAL_FMAAK_F32" => (Some(3), Some(2)),
            "V_DUAL_FMAMK_F32" => (Some(2), Some(3)),
            "V_DUAL_MOV_B32" => (None, None),
            _ => (None, Some(2)),
        };
        let vsrc1 = match vsrc_i {
            Some(i) => vreg(i)?,
            None => 0,
        };
        let (a0, s0) = ops[1];
        let s = parse_src(s0, a0)?;
        let src0 = match &s.val {
            Val::Int(_) | Val::Float(_) => imm_operand(&s.val, Cls::B32)
                .ok_or_else(|| err(E_RANGE, "immediate does not fit in 32 bits", s.at.clone()))?,
            v => reg_operand(v)
                .filter(|o| {
                    matches!(
                        o,
                        Operand::Vgpr { count: 1, .. } | Operand::Sgpr { count: 1, .. }
                    ) || o.code().is_some()
                })
                .ok_or_else(|| err(E_OPERAND, "invalid VOPD source", s.at.clone()))?,
        };
        let mut take_lit = |v: u32, at: std::ops::Range<usize>| -> Result<(), AsmError> {
            match literal {
                Some(l) if l != v => Err(err(
                    E_SCALAR_LIMIT,
                    "a VOPD instruction has one literal (seed L3281-3304)",
                    at,
                )),
                _ => {
                    literal = Some(v);
                    Ok(())
                }
            }
        };
        if let Operand::Literal(v) = src0 {
            take_lit(v, s.at.clone())?;
        }
        if let Some(i) = lit_i {
            let (a, sl) = ops[i];
            let v = match parse_src(sl, a)?.val {
                Val::Int(x) if x >= i64::from(i32::MIN) && x <= i64::from(u32::MAX) => x as u32,
                Val::Float(f) => (f as f32).to_bits(),
                _ => {
                    return Err(err(
                        E_OPERAND,
                        "expected a 32-bit constant",
                        a..a + sl.len(),
                    ));
                }
            };
            take_lit(v, a..a + sl.len())?;
        }
        halves.push(Half {
            opcode: Opcode(idx as u16),
            vdst,
            src0,
            vsrc1,
        });
    }
    let (x, y) = (halves[0], halves[1]);
    // At most two scalar values in all (seed L3281-3304): SGPRs and hardware sources count
    // once each, the shared literal once.
    let mut scalars: Vec<u16> = Vec::new();
    for h in [&x, &y] {
        let inline = matches!(h.src0, Operand::InlineInt(_) | Operand::InlineFloat(_));
        // NULL reads no scalar register (llvm-mc-19 does not count it).
        if let Some(c) = h
            .src0
            .code()
            .filter(|c| *c < 256 && *c != 255 && *c != 124 && !inline)
            && !scalars.contains(&c)
        {
            scalars.push(c);
        }
    }
    if scalars.len() + usize::from(literal.is_some()) > 2 {
        return Err(AsmError {
            code: E_SCALAR_LIMIT,
            msg: "invalid operand (violates constant bus restrictions)".into(),
            at: whole,
            help: Some("a VOPD instruction reads at most two scalar values (SGPRs, literal); seed L3281-3304".into()),
        });
    }
    let bank = |o: &Operand| match *o {
        Operand::Vgpr { first, .. } => Some(first % 4),
        _ => None,
    };
    if (x.vdst ^ y.vdst) & 1 == 0 {
        return Err(AsmError {
            code: E_VOPD,
            msg: "VOPD destinations must be one even and one odd VGPR".into(),
            at: whole,
            help: Some("seed L3281-3304: VDSTX and VDSTY must have opposite parity".into()),
        });
    }
    if bank(&x.src0).is_some() && bank(&x.src0) == bank(&y.src0) {
        return Err(AsmError {
            code: E_VOPD,
            msg: "VOPD SRC0X and SRC0Y use the same VGPR bank".into(),
            at: whole,
            help: Some(
                "seed L3281-3304: the two src0 VGPRs must differ in (VGPR number mod 4)".into(),
            ),
        });
    }
    // FMAMK's VSRC1 is its addend, not a second multiplicand: llvm-mc-19 does not bank-check it.
    let has_v1 = |h: &Half| !matches!(h.opcode.info().name, "V_DUAL_MOV_B32" | "V_DUAL_FMAMK_F32");
    if has_v1(&x) && has_v1(&y) && x.vsrc1 % 4 == y.vsrc1 % 4 {
        return Err(AsmError {
            code: E_VOPD,
            msg: "VOPD VSRC1X and VSRC1Y use the same VGPR bank".into(),
            at: whole,
            help: Some(
                "seed L3281-3304: the two vsrc1 VGPRs must differ in (VGPR number mod 4)".into(),
            ),
        });
    }
    Ok(crate::vopd::to_instruction(&Vopd { x, y, literal }))
}

/// Register width and alignment checks (LLVM requires even SGPR pairs and 4-aligned tuples).
fn check_width(o: &Operand, width: u8, _fld: Fld, info: &OpInfo, s: &Src) -> Result<(), AsmError> {
    let (first, count, scalar) = match *o {
        Operand::Sgpr { first, count } => (u32::from(first), count, true),
        Operand::Ttmp { first, count } => (u32::from(first), count, true),
        Operand::Vgpr { first, count } => (u32::from(first), count, false),
        _ => return Ok(()),
    };
    let flexible = matches!(
        info.fmt,
        Format::Vbuffer | Format::Vflat | Format::Vglobal | Format::Vscratch | Format::Vds
    );
    if !flexible && count != width && !(count == 1 && width == 0) {
        return Err(err(
            E_ALIGN,
            format!(
                "`{}` expects {} register{} here, found {}",
                info.mn,
                width,
                if width == 1 { "" } else { "s" },
                count
            ),
            s.at.clone(),
        ));
    }
    if scalar && count >= 2 {
        let align = if count == 2 { 2 } else { 4 };
        if first % align != 0 {
            return Err(AsmError {
                code: E_ALIGN,
                msg: format!(
                    "invalid register alignment: a {count}-register scalar tuple must start at a multiple of {align}"
                ),
                at: s.at.clone(),
                help: Some(format!(
                    "use s[{}:{}]",
                    first / align * align,
                    first / align * align + u32::from(count) - 1
                )),
            });
        }
    }
    Ok(())
}

/// At most two scalar values (SGPRs, VCC, M0, EXEC, literal) per VALU instruction
/// (seed L2783–2802); the same SGPR counts once.
fn check_scalar_limit(
    inst: &Instruction,
    info: &OpInfo,
    pieces: &[(usize, &str)],
) -> Result<(), AsmError> {
    if !matches!(
        info.fmt,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3sd | Format::Vop3p
    ) {
        return Ok(());
    }
    let mut seen: Vec<u16> = Vec::new();
    let mut lits: Vec<u32> = Vec::new();
    let mut last_at = None;
    let ops = inst.operands();
    for (i, (slot, op)) in inst.slots().iter().zip(ops).enumerate() {
        let Slot::Reg(fld, _) = slot else { continue };
        if src_index(*fld).is_none() {
            continue;
        }
        match *op {
            Operand::Sgpr { .. }
            | Operand::Ttmp { .. }
            | Operand::Special(
                Special::VccLo
                | Special::VccHi
                | Special::Vcc
                | Special::M0
                | Special::ExecLo
                | Special::ExecHi
                | Special::Exec,
            ) => {
                let c = op.code().unwrap_or(0);
                if !seen.contains(&c) {
                    seen.push(c);
                    last_at = pieces.get(i).map(|(a, p)| *a..*a + p.trim_end().len());
                }
            }
            Operand::Literal(v) if !lits.contains(&v) => {
                lits.push(v);
                last_at = pieces.get(i).map(|(a, p)| *a..*a + p.trim_end().len());
            }
            _ => {}
        }
    }
    if lits.len() > 1 {
        return Err(err(
            E_SCALAR_LIMIT,
            "only one literal constant is allowed",
            last_at.unwrap_or(0..0),
        ));
    }
    if seen.len() + lits.len() > 2 {
        return Err(AsmError {
            code: E_SCALAR_LIMIT,
            msg: "invalid operand (violates constant bus restrictions)".into(),
            at: last_at.unwrap_or(0..0),
            help: Some("a VALU instruction reads at most two scalar values (SGPRs, VCC, M0, EXEC, literal); seed L2783-2802".into()),
        });
    }
    Ok(())
}

/// One assembled instruction of a source file.
#[derive(Clone, Debug)]
pub struct AsmItem {
    /// Byte offset in the output.
    pub offset: usize,
    /// The instruction.
    pub inst: Instruction,
    /// Its bytes (the first `len`; an instruction is at most 16 bytes).
    pub code: [u8; 16],
    /// How many bytes of `code` the instruction has.
    pub len: u8,
    /// The instruction's text span in the source.
    pub span: Span,
    /// The branch target label, when the source named one.
    pub label: Option<String>,
}

/// The result of assembling a source file.
#[derive(Clone, Debug, Default)]
pub struct Assembly {
    /// Every instruction, in order.
    pub items: Vec<AsmItem>,
    /// Errors (one per bad line).
    pub diagnostics: Vec<Diagnostic>,
    /// Directives other than `.text` seen (name and line span), for the code-object writer.
    pub directives: Vec<(String, Span)>,
    /// Labels and their byte offsets in the output.
    pub labels: Vec<(String, usize)>,
}

impl AsmItem {
    /// The instruction's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.code[..usize::from(self.len).min(self.code.len())]
    }
}

impl Assembly {
    /// All instruction bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(self.items.len() * 8);
        for i in &self.items {
            v.extend_from_slice(i.bytes());
        }
        v
    }
}

/// Copies encoded bytes into an item's inline buffer.
fn inline_code(bytes: &[u8]) -> ([u8; 16], u8) {
    let mut code = [0u8; 16];
    let n = bytes.len().min(16);
    code[..n].copy_from_slice(&bytes[..n]);
    (code, n as u8)
}

fn to_diag(e: &AsmError, line_start: usize) -> Diagnostic {
    let span = Span::new(
        line_start + e.at.start,
        line_start + e.at.end.max(e.at.start),
    );
    let mut d = Diagnostic::error(e.code, e.msg.clone()).with_primary(span, "here");
    if let Some(h) = &e.help {
        d = d.with_help(h.clone());
    }
    d
}

/// One step of [`assemble_each`], in source order.
// Items are handed over by value, one at a time: boxing them would allocate per instruction.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Event<'a> {
    /// A label definition (`name:`).
    Label(&'a str),
    /// An assembled instruction. A branch to a label holds a zero offset (the label is in
    /// [`AsmItem::label`]); [`assemble`] patches it once every label is known.
    Item(AsmItem),
}

/// A branch to a label found while walking a source: the item's index and byte offset, the
/// fixup and the instruction's span.
type Pending = (usize, usize, Fixup, Span);

/// Assembles a source file and hands every label and instruction to `sink` in source order
/// instead of storing them (one line in memory at a time; `hsakit rdna4 asm` prints this way).
/// The returned [`Assembly`] has no items; its labels, directives and diagnostics are complete,
/// including undefined labels and out-of-range branches.
pub fn assemble_each(src: &str, wave: Wave, sink: impl FnMut(Event<'_>)) -> Assembly {
    let (mut out, pending, _) = walk(src, 0, wave, sink);
    resolve(&mut out, pending);
    out
}

/// [`assemble_each`] for large sources on several threads: the source is cut into chunks of
/// whole lines ([`crate::par::line_chunks`]); each chunk is assembled on one of the threads into
/// a fresh state made by `new`, with `each` called for its labels and instructions in source
/// order, and the finished states are handed to `done` on the calling thread in chunk order.
/// Concatenating what `each` writes per chunk gives what [`assemble_each`] gives; the returned
/// [`Assembly`] is the same (labels at their offsets in the whole output, every diagnostic).
/// [`AsmItem::offset`] in the events counts from the chunk's first instruction. Sources with an
/// `.amdgpu_metadata` block are assembled as one chunk.
pub fn assemble_chunked<S: Send>(
    src: &str,
    wave: Wave,
    new: impl Fn() -> S + Sync,
    each: impl Fn(&mut S, Event<'_>) + Sync,
    mut done: impl FnMut(S),
) -> Assembly {
    let chunks = if src.contains(".amdgpu_metadata") {
        std::iter::once(0..src.len()).collect()
    } else {
        crate::par::line_chunks(src, crate::par::CHUNK_BYTES)
    };
    let mut out = Assembly::default();
    let mut pending: Vec<Pending> = Vec::new();
    let (mut pos, mut items) = (0usize, 0usize);
    crate::par::ordered(
        chunks.len(),
        |i| {
            let r = chunks.get(i).cloned().unwrap_or(0..0);
            let text = src.get(r.clone()).unwrap_or("");
            let mut state = new();
            let (a, p, end) = walk(text, r.start, wave, |e| each(&mut state, e));
            (state, a, p, end)
        },
        |_, (state, a, p, end)| {
            done(state);
            out.labels
                .extend(a.labels.into_iter().map(|(n, o)| (n, o + pos)));
            out.directives.extend(a.directives);
            out.diagnostics.extend(a.diagnostics);
            pending.extend(
                p.into_iter()
                    .map(|(idx, off, f, span)| (idx + items, off + pos, f, span)),
            );
            pos += end.bytes;
            items += end.items;
        },
    );
    resolve(&mut out, pending);
    out
}

/// Assembles a source file; errors on one line never stop the others.
pub fn assemble(src: &str, wave: Wave) -> Assembly {
    let mut items = Vec::with_capacity(src.len() / 32);
    let (mut out, pending, _) = walk(src, 0, wave, |e| {
        if let Event::Item(i) = e {
            items.push(i);
        }
    });
    out.items = items;
    resolve(&mut out, pending);
    out
}

/// Resolves branches to labels: diagnostics for undefined labels and out-of-range branches,
/// and the branch offsets of the stored items (if any).
fn resolve(out: &mut Assembly, pending: Vec<Pending>) {
    let mut scratch: Vec<u8> = Vec::with_capacity(16);
    for (idx, offset, f, span) in pending {
        let Some(target) = out
            .labels
            .iter()
            .find(|(n, _)| *n == f.label)
            .map(|(_, p)| *p)
        else {
            out.diagnostics.push(
                Diagnostic::error(E_LABEL, format!("undefined label `{}`", f.label))
                    .with_primary(span, "used here"),
            );
            continue;
        };
        let delta = (target as i64 - (offset as i64 + 4)) / 4;
        if !(-32768..=32767).contains(&delta) {
            out.diagnostics.push(
                Diagnostic::error(E_RANGE, format!("branch to `{}` is out of range", f.label))
                    .with_primary(span, "here"),
            );
            continue;
        }
        let Some(item) = out.items.get_mut(idx) else {
            continue;
        };
        if let Some(o) = item.inst.operands.get_mut(f.operand) {
            *o = Operand::Imm(delta & 0xFFFF);
        }
        scratch.clear();
        if encode(&item.inst, &mut scratch).is_ok() {
            (item.code, item.len) = inline_code(&scratch);
        }
    }
}

/// How much output a [`walk`] produced.
struct WalkEnd {
    /// Bytes of machine code.
    bytes: usize,
    /// Instructions.
    items: usize,
}

/// Reads the source line by line, handing labels and items to `sink`; returns the assembly
/// (no items), the branches still to resolve and the output size. `src` starts at byte
/// `file_base`
/// of the file (spans are file offsets); offsets in the output count from 0.
fn walk(
    src: &str,
    file_base: usize,
    wave: Wave,
    mut sink: impl FnMut(Event<'_>),
) -> (Assembly, Vec<Pending>, WalkEnd) {
    let mut out = Assembly::default();
    let mut scratch: Vec<u8> = Vec::with_capacity(16);
    let mut fixups: Vec<Pending> = Vec::new();
    let mut pos = 0usize;
    let mut n_items = 0usize;
    let mut line_start = file_base;
    let mut in_metadata = false;
    for raw in src.split_inclusive('\n') {
        let start = line_start;
        line_start += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        // `.amdgpu_metadata` blocks hold YAML for the code-object writer, not instructions.
        let first = if in_metadata || line.trim_start().starts_with(".amdgpu_metadata") {
            line.split_whitespace().next().unwrap_or("")
        } else {
            ""
        };
        if first == ".amdgpu_metadata" {
            in_metadata = true;
        }
        if in_metadata {
            if first == ".end_amdgpu_metadata" {
                in_metadata = false;
            }
            continue;
        }
        let code_end = comment_start(line);
        let mut text = &line[..code_end];
        let mut base = 0usize;
        // Labels.
        while let Some(i) = label_end(text) {
            let name = text[..i].trim();
            out.labels.push((name.to_string(), pos));
            sink(Event::Label(name));
            base += i + 1;
            text = &line[base..code_end];
        }
        let t = text.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with('.') {
            let lead = text.len() - text.trim_start().len();
            let name = t.split_whitespace().next().unwrap_or(t);
            if name != ".text" {
                out.directives.push((
                    t.to_string(),
                    Span::new(start + base + lead, start + base + lead + t.len()),
                ));
            }
            continue;
        }
        match assemble_inst(text, wave) {
            Ok((inst, fix)) => {
                scratch.clear();
                let lead = text.len() - text.trim_start().len();
                let span = Span::new(start + base + lead, start + base + lead + t.len());
                match encode(&inst, &mut scratch) {
                    Ok(()) => {
                        let label = fix.as_ref().map(|f| f.label.clone());
                        if let Some(f) = fix {
                            fixups.push((n_items, pos, f, span));
                        }
                        let (code, len) = inline_code(&scratch);
                        sink(Event::Item(AsmItem {
                            offset: pos,
                            inst,
                            code,
                            len,
                            span,
                            label,
                        }));
                        n_items += 1;
                        pos += usize::from(len);
                    }
                    Err(e) => out.diagnostics.push(
                        Diagnostic::error(E_ENCODE, e.to_string())
                            .with_primary(span, "cannot be encoded"),
                    ),
                }
            }
            Err(e) => out.diagnostics.push(to_diag(&e, start + base)),
        }
    }
    let end = WalkEnd {
        bytes: pos,
        items: n_items,
    };
    (out, fixups, end)
}

fn comment_start(line: &str) -> usize {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b';' | b'#' => return i,
            b'/' if b.get(i + 1) == Some(&b'/') => return i,
            _ => i += 1,
        }
    }
    b.len()
}

/// The index of the `:` ending a leading label, if the text starts with `name:`.
fn label_end(text: &str) -> Option<usize> {
    let t = text.trim_start();
    let lead = text.len() - t.len();
    // The name is the run of label characters; a label when a `:` follows it at once (the
    // first `:` of the text), without reading the rest of an instruction line.
    let b = t.as_bytes();
    let i = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'))?;
    (i > 0 && b.get(i) == Some(&b':') && !b.first().is_some_and(|c| c.is_ascii_digit()))
        .then_some(lead + i)
}
