//! VIMAGE and VSAMPLE (seed Tables 113-116, L7924-8045): image loads, stores, atomics, BVH
//! ray queries, samples and gathers, as `llvm-mc-19 -mcpu=gfx1201` decodes, prints and accepts
//! them:
//!
//! `<mn> vdata, vaddr, rsrc[, samp] [dmask:0xN] dim:SQ_RSRC_IMG_<dim> [unorm] [th:..]
//! [scope:..] [r128] [a16] [tfe] [lwe] [d16]`
//!
//! `vaddr` is one VGPR or a list `[v1, v5, v[6:8]]`: each VADDR field names one address dword,
//! the last one a range when the instruction needs more dwords than the format has fields
//! (seed L7946-7950, L8004-8007). How many address dwords an opcode needs for each DIM and A16,
//! and which data sizes llvm-mc-19 has forms for, come from `data/rdna4/image.toml` (probed).
//!
//! Decoding follows what llvm-mc-19 does with a word: it reads the word as the opcode's form
//! with one address field (when VADDR1.. are zero and the opcode has one) or with all of its
//! fields, then resizes VDATA from DMASK/D16/TFE and the address from DIM/A16. When that resize
//! is impossible (no such form, or a register range past v255) it prints the word as read:
//! VDATA with the form's base width and every field it read. [`decode`] reproduces both.

use crate::generated::fields::*;
use crate::inst::{Image, Instruction, MAX_OPERANDS, Modifiers, Opcode, Operand, Special, Wave};
use crate::table::{Field, Format};
use std::fmt::Write;

/// One image opcode's rules (generated from `data/rdna4/image.toml`).
#[derive(Clone, Copy, Debug)]
pub struct ImageInfo {
    /// Index into [`crate::generated::OPS`].
    pub op: u16,
    /// VADDR fields llvm-mc-19 reads (a word with a later field non-zero is rejected).
    pub fields: u8,
    /// Address dwords per `dim * 2 + a16` (0: llvm-mc-19 has no form).
    pub addr: [u8; 16],
    /// Bit n set: llvm-mc-19 has a form with n data dwords.
    pub data: u8,
    /// VDATA dwords of the form llvm-mc-19 reads before resizing (2 for compare-and-swap, 4
    /// for gather4 and IMAGE_MSAA_LOAD, else 1).
    pub base: u8,
    /// D16 is accepted.
    pub d16: bool,
    /// A word with only VADDR0 is read as the one-address form.
    pub v1: bool,
    /// VSAMPLE with a sampler operand (IMAGE_MSAA_LOAD has none: SAMP must be 0).
    pub sampler: bool,
    /// Returns four dwords whatever DMASK is (gather4, IMAGE_MSAA_LOAD).
    pub gather: bool,
    /// BVH: the fixed address operand widths (empty otherwise).
    pub bvh: &'static [u8],
    /// BVH with A16: the fixed address operand widths.
    pub bvh_a16: &'static [u8],
    /// Seed line of the opcode-table row.
    pub seed: u32,
}

/// The DIM names llvm-mc-19 prints (`SQ_RSRC_IMG_` + name), by DIM value (seed L7934: DIM is
/// bits [3:1] of the T# resource type).
pub const DIM_NAMES: [&str; 8] = [
    "1D",
    "2D",
    "3D",
    "CUBE",
    "1D_ARRAY",
    "2D_ARRAY",
    "2D_MSAA",
    "2D_MSAA_ARRAY",
];

/// The rules of an image opcode, if llvm-mc-19 has it.
pub fn info(op: Opcode) -> Option<&'static ImageInfo> {
    crate::generated::IMAGE.iter().find(|r| r.op == op.0)
}

/// The bit fields of one image format (seed Table 113 VIMAGE, Table 115 VSAMPLE), named once
/// for the decoder, the encoder and the oracle's case generator.
#[derive(Clone, Copy, Debug)]
pub struct ImageFields {
    /// DIM.
    pub dim: Field,
    /// R128.
    pub r128: Field,
    /// D16.
    pub d16: Field,
    /// A16.
    pub a16: Field,
    /// DMASK.
    pub dmask: Field,
    /// VDATA.
    pub vdata: Field,
    /// RSRC.
    pub rsrc: Field,
    /// SCOPE.
    pub scope: Field,
    /// TH.
    pub th: Field,
    /// TFE.
    pub tfe: Field,
    /// UNRM (VSAMPLE only).
    pub unorm: Option<Field>,
    /// LWE (VSAMPLE only).
    pub lwe: Option<Field>,
    /// VADDR0, VADDR1, ... in order.
    pub vaddr: &'static [Field],
}

const VIMAGE_FIELDS: ImageFields = ImageFields {
    dim: VIMAGE_DIM,
    r128: VIMAGE_R128,
    d16: VIMAGE_D16,
    a16: VIMAGE_A16,
    dmask: VIMAGE_DMASK,
    vdata: VIMAGE_VDATA,
    rsrc: VIMAGE_RSRC,
    scope: VIMAGE_SCOPE,
    th: VIMAGE_TH,
    tfe: VIMAGE_TFE,
    unorm: None,
    lwe: None,
    vaddr: &[
        VIMAGE_VADDR0,
        VIMAGE_VADDR1,
        VIMAGE_VADDR2,
        VIMAGE_VADDR3,
        VIMAGE_VADDR4,
    ],
};

const VSAMPLE_FIELDS: ImageFields = ImageFields {
    dim: VSAMPLE_DIM,
    r128: VSAMPLE_R128,
    d16: VSAMPLE_D16,
    a16: VSAMPLE_A16,
    dmask: VSAMPLE_DMASK,
    vdata: VSAMPLE_VDATA,
    rsrc: VSAMPLE_RSRC,
    scope: VSAMPLE_SCOPE,
    th: VSAMPLE_TH,
    tfe: VSAMPLE_TFE,
    unorm: Some(VSAMPLE_UNRM),
    lwe: Some(VSAMPLE_LWE),
    vaddr: &[
        VSAMPLE_VADDR0,
        VSAMPLE_VADDR1,
        VSAMPLE_VADDR2,
        VSAMPLE_VADDR3,
    ],
};

/// The fields of `fmt` (VSAMPLE's for [`Format::Vsample`], VIMAGE's otherwise).
pub fn fields(fmt: Format) -> &'static ImageFields {
    if fmt == Format::Vsample {
        &VSAMPLE_FIELDS
    } else {
        &VIMAGE_FIELDS
    }
}

fn vgpr(first: u32, n: u8) -> Result<Operand, &'static str> {
    if first + u32::from(n.max(1)) > 256 {
        return Err("VGPR range runs past v255");
    }
    Ok(Operand::Vgpr {
        first: first as u8,
        count: n,
    })
}

/// A scalar descriptor of `n` registers (8: T#, 4: S# or the BVH T#) from a 9-bit field, as
/// llvm-mc-19 reads it: SGPRs aligned down to 4, TTMPs, or NULL.
fn descriptor(code: u32, n: u8) -> Result<Operand, &'static str> {
    match code {
        0..=105 => {
            let first = code / 4 * 4;
            if first + u32::from(n) - 1 > 105 {
                return Err("descriptor registers run past s105");
            }
            Ok(Operand::Sgpr {
                first: first as u8,
                count: n,
            })
        }
        108..=123 => {
            let first = (code - 108) / 4 * 4;
            if first + u32::from(n) > 16 {
                return Err("descriptor registers run past ttmp15");
            }
            Ok(Operand::Ttmp {
                first: first as u8,
                count: n,
            })
        }
        124 => Ok(Operand::Special(Special::Null)),
        // Apertures and hardware sources print by name (llvm-mc-19 reads the field through
        // the source-operand table).
        235..=239 | 251..=253 => Ok(Operand::from_code(code as u16, n, 0)),
        _ => Err("not a descriptor register"),
    }
}

/// Data dwords of an instruction: DMASK's components (4 for gather4), halved and rounded up
/// with D16, one more with TFE (seed L7939, L7996).
pub fn data_dwords(info: &ImageInfo, im: &Image, tfe: bool) -> u8 {
    let mut n = if info.gather {
        4
    } else {
        (im.dmask & 0xF).count_ones().max(1) as u8
    };
    if im.d16 {
        n = n.div_ceil(2);
    }
    n + u8::from(tfe)
}

/// Decodes the 96-bit VIMAGE / VSAMPLE image `bits` of `opcode`.
pub fn decode(bits: u128, opcode: Opcode, wave: Wave) -> Result<Instruction, &'static str> {
    let info = info(opcode).ok_or("opcode not accepted by LLVM's gfx1201 tables")?;
    let fmt = opcode.format();
    let vs = fmt == Format::Vsample;
    let f = fields(fmt);
    let (dim, r128, d16, a16, dmask, vdata, rsrc, scope, th) = (
        f.dim, f.r128, f.d16, f.a16, f.dmask, f.vdata, f.rsrc, f.scope, f.th,
    );
    let im = Image {
        dmask: dmask.get(bits) as u8,
        dim: dim.get(bits) as u8,
        unorm: f.unorm.is_some_and(|u| u.get(bits) != 0),
        r128: r128.get(bits) != 0,
        a16: a16.get(bits) != 0,
        d16: d16.get(bits) != 0,
        lwe: f.lwe.is_some_and(|l| l.get(bits) != 0),
        naddr: 0,
    };
    let tfe = f.tfe.get(bits) != 0;
    let mut mods = Modifiers {
        scope: scope.get(bits) as u8,
        th: th.get(bits) as u8,
        tfe,
        image: im,
        ..Modifiers::default()
    };
    let vf = f.vaddr;
    let mut va_all = [0u32; 5];
    for (v, f) in va_all.iter_mut().zip(vf) {
        *v = f.get(bits);
    }
    let va = &va_all[..vf.len()];
    let used = va.iter().rposition(|&v| v != 0).map_or(0, |i| i + 1);
    let vd = vdata.get(bits);
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    let mut count = 0usize;
    let mut push = |o: Operand| {
        if count < MAX_OPERANDS {
            operands[count] = o;
            count += 1;
        }
    };
    if !info.bvh.is_empty() {
        // BVH: fixed operands; DMASK 0xf, R128, no DIM/D16/TFE/TH/SCOPE (llvm-mc-19).
        let widths = if im.a16 { info.bvh_a16 } else { info.bvh };
        if used > widths.len() {
            return Err("a VADDR field this form does not use is not zero");
        }
        if im.dmask != 0xF || im.dim != 0 || !im.r128 || im.d16 || tfe || mods.th != 0 {
            return Err("BVH fields must be DMASK 0xf, R128, no DIM/D16/TFE/TH");
        }
        if mods.scope != 0 {
            return Err("BVH has no SCOPE");
        }
        push(vgpr(vd, 4)?);
        for (v, &w) in va.iter().zip(widths) {
            push(vgpr(*v, w)?);
        }
        push(descriptor(rsrc.get(bits), 4)?);
        mods.image.naddr = widths.len() as u8;
        return Ok(Instruction {
            opcode,
            operands,
            count: count as u8,
            mods,
            wave,
        });
    }
    if used > usize::from(info.fields) {
        return Err("a VADDR field this opcode does not use is not zero");
    }
    if im.d16 && !info.d16 {
        return Err("this opcode has no D16 form");
    }
    let samp = if vs { VSAMPLE_SAMP.get(bits) } else { 0 };
    if vs && !info.sampler && samp != 0 {
        return Err("this opcode takes no sampler: SAMP must be 0");
    }
    // The form llvm-mc-19 reads: base data width, one address field or all of them.
    let base_data = info.base.max(1);
    if vd + u32::from(base_data) > 256 {
        return Err("VGPR range runs past v255");
    }
    let read = if used <= 1 && info.v1 {
        1
    } else {
        usize::from(info.fields)
    };
    let want_addr = usize::from(info.addr[usize::from(im.dim) * 2 + usize::from(im.a16)]);
    let want_data = data_dwords(info, &im, tfe);
    let nf = vf.len();
    let resized = if want_data == base_data && want_addr == read {
        true
    } else if want_addr == 0
        || info.data >> want_data & 1 == 0
        || (want_data != base_data && vd + u32::from(want_data) > 256)
    {
        // No such form, or VDATA would run past v255.
        false
    } else if want_addr > read {
        // The last field becomes a range; only when the wider form has as many fields.
        read == want_addr.min(nf) && va[read - 1] as usize + (want_addr - read + 1) <= 256
    } else {
        true
    };
    if resized {
        push(vgpr(vd, want_data)?);
        if want_addr > read {
            for &v in &va[..read - 1] {
                push(vgpr(v, 1)?);
            }
            push(vgpr(va[read - 1], (want_addr - read + 1) as u8)?);
            mods.image.naddr = read as u8;
        } else {
            for &v in &va[..want_addr] {
                push(vgpr(v, 1)?);
            }
            mods.image.naddr = want_addr as u8;
        }
    } else {
        push(vgpr(vd, base_data)?);
        for &v in &va[..read] {
            push(vgpr(v, 1)?);
        }
        mods.image.naddr = read as u8;
    }
    push(descriptor(rsrc.get(bits), 8)?);
    if info.sampler {
        push(descriptor(samp, 4)?);
    }
    Ok(Instruction {
        opcode,
        operands,
        count: count as u8,
        mods,
        wave,
    })
}

/// The 96-bit image of `inst` (ENCODING and OP bits included by the caller).
pub fn encode(inst: &Instruction, mut bits: u128) -> Result<u128, &'static str> {
    let fmt = inst.opcode.format();
    let vs = fmt == Format::Vsample;
    let m = &inst.mods;
    let im = &m.image;
    let ops = inst.operands();
    let naddr = usize::from(im.naddr);
    let reg = |o: Option<&Operand>| -> Result<u32, &'static str> {
        match o {
            Some(Operand::Vgpr { first, .. }) => Ok(u32::from(*first)),
            _ => Err("expected a VGPR"),
        }
    };
    let f = fields(fmt);
    bits = f.vdata.set(bits, reg(ops.first())?);
    let vf = f.vaddr;
    if naddr > vf.len() {
        return Err("too many address operands");
    }
    for (i, f) in vf.iter().enumerate().take(naddr) {
        bits = f.set(bits, reg(ops.get(1 + i))?);
    }
    let code = |o: Option<&Operand>| -> Result<u32, &'static str> {
        o.and_then(Operand::code)
            .map(u32::from)
            .filter(|c| *c < 256)
            .ok_or("expected scalar registers")
    };
    bits = f.rsrc.set(bits, code(ops.get(1 + naddr))?);
    let has_samp = info(inst.opcode).is_some_and(|i| i.sampler);
    if vs && has_samp {
        bits = VSAMPLE_SAMP.set(bits, code(ops.get(2 + naddr))?);
    }
    for (field, v) in [
        (f.dim, im.dim),
        (f.tfe, u8::from(m.tfe)),
        (f.r128, u8::from(im.r128)),
        (f.d16, u8::from(im.d16)),
        (f.a16, u8::from(im.a16)),
        (f.dmask, im.dmask),
        (f.scope, m.scope),
        (f.th, m.th),
    ] {
        bits = field.set(bits, u32::from(v));
    }
    if let Some(u) = f.unorm {
        bits = u.set(bits, u32::from(im.unorm));
    }
    if let Some(l) = f.lwe {
        bits = l.set(bits, u32::from(im.lwe));
    }
    Ok(bits)
}

/// Writes the instruction as llvm-mc-19 prints it.
pub fn write(out: &mut String, inst: &Instruction) {
    let info = inst.opcode.info();
    let m = &inst.mods;
    let im = &m.image;
    let ops = inst.operands();
    let naddr = usize::from(im.naddr);
    let bvh = self::info(inst.opcode).is_some_and(|i| !i.bvh.is_empty());
    out.push_str(info.mn);
    let op =
        |out: &mut String, o: &Operand| crate::print::operand(out, o, crate::table::Cls::Other);
    if let Some(v) = ops.first() {
        out.push(' ');
        op(out, v);
    }
    let addrs = ops.get(1..1 + naddr).unwrap_or(&[]);
    out.push_str(", ");
    if addrs.len() == 1 {
        op(out, &addrs[0]);
    } else {
        out.push('[');
        for (i, a) in addrs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            op(out, a);
        }
        out.push(']');
    }
    for o in ops.get(1 + naddr..).unwrap_or(&[]) {
        out.push_str(", ");
        op(out, o);
    }
    if bvh {
        if im.a16 {
            out.push_str(" a16");
        }
        return;
    }
    if im.dmask != 0 {
        let _ = write!(out, " dmask:0x{:x}", im.dmask);
    }
    out.push_str(" dim:SQ_RSRC_IMG_");
    out.push_str(DIM_NAMES[usize::from(im.dim & 7)]);
    if im.unorm {
        out.push_str(" unorm");
    }
    if m.th != 0 {
        out.push_str(" th:");
        crate::symbolic::write_th(out, inst, m.th);
    }
    if m.scope != 0 {
        out.push_str(match m.scope {
            1 => " scope:SCOPE_SE",
            2 => " scope:SCOPE_DEV",
            _ => " scope:SCOPE_SYS",
        });
    }
    for (on, name) in [
        (im.r128, " r128"),
        (im.a16, " a16"),
        (m.tfe, " tfe"),
        (im.lwe, " lwe"),
        (im.d16, " d16"),
    ] {
        if on {
            out.push_str(name);
        }
    }
}

/// A register operand of the image syntax: `vN`, `v[a:b]`, `sN`, `s[a:b]`, `ttmp[a:b]`,
/// `null`.
fn parse_reg(s: &str) -> Option<Operand> {
    let s = s.trim();
    if s == "null" {
        return Some(Operand::Special(Special::Null));
    }
    let (kind, rest) = if let Some(r) = s.strip_prefix("ttmp") {
        ('t', r)
    } else if let Some(r) = s.strip_prefix('v') {
        ('v', r)
    } else if let Some(r) = s.strip_prefix('s') {
        ('s', r)
    } else {
        return None;
    };
    let (a, b) = match rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        Some(inner) => {
            let (a, b) = inner.split_once(':')?;
            (a.trim().parse::<u32>().ok()?, b.trim().parse::<u32>().ok()?)
        }
        None => {
            let a = rest.parse::<u32>().ok()?;
            (a, a)
        }
    };
    if b < a || b - a >= 16 {
        return None;
    }
    let count = (b - a + 1) as u8;
    let (limit, op) = match kind {
        'v' => (
            256,
            Operand::Vgpr {
                first: a as u8,
                count,
            },
        ),
        's' => (
            106,
            Operand::Sgpr {
                first: a as u8,
                count,
            },
        ),
        _ => (
            16,
            Operand::Ttmp {
                first: a as u8,
                count,
            },
        ),
    };
    (b < limit).then_some(op)
}

fn reg_count(o: &Operand) -> u8 {
    match *o {
        Operand::Vgpr { count, .. } | Operand::Sgpr { count, .. } | Operand::Ttmp { count, .. } => {
            count
        }
        _ => 1,
    }
}

/// Checks a descriptor operand of `n` registers (aligned to 4; NULL is not accepted).
fn check_descriptor(o: &Operand, n: u8) -> Result<(), &'static str> {
    match *o {
        Operand::Sgpr { first, count } | Operand::Ttmp { first, count } if count == n => {
            if first % 4 != 0 {
                Err("invalid register alignment")
            } else {
                Ok(())
            }
        }
        _ => Err("invalid operand for instruction"),
    }
}

/// Splits `s` at top-level commas (not inside `[...]`).
fn split_commas(s: &str) -> Vec<&str> {
    let mut v = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                v.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    v.push(&s[start..]);
    v
}

/// Parses the operands and modifiers after an image mnemonic; `Err` names what is wrong
/// (llvm-mc-19's checks: data size from DMASK/D16/TFE, address size from DIM/A16, the atomic
/// and gather4 DMASK rules, descriptor widths and alignment).
pub fn assemble(opcode: Opcode, rest: &str, wave: Wave) -> Result<Instruction, &'static str> {
    let info = info(opcode).ok_or("opcode not accepted by LLVM's gfx1201 tables")?;
    let mn = opcode.info().mn;
    let parts = split_commas(rest.trim());
    let nregs = if info.sampler { 4 } else { 3 };
    if parts.len() != nregs {
        return Err("wrong number of operands");
    }
    // The last operand carries the modifiers.
    let last = parts[nregs - 1].trim();
    let (last_reg, mod_text) = match last.split_once(char::is_whitespace) {
        Some((r, m)) => (r, m),
        None => (last, ""),
    };
    let vdata = parse_reg(parts[0]).ok_or("expected a VGPR range")?;
    if !matches!(vdata, Operand::Vgpr { .. }) {
        return Err("expected a VGPR range");
    }
    let atext = parts[1].trim();
    let mut addrs: Vec<Operand> = Vec::new();
    match atext.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        Some(inner) => {
            for a in split_commas(inner) {
                addrs.push(parse_reg(a).ok_or("expected a VGPR")?);
            }
        }
        None => addrs.push(parse_reg(atext).ok_or("expected a VGPR")?),
    }
    if addrs.iter().any(|a| !matches!(a, Operand::Vgpr { .. })) {
        return Err("addresses must be VGPRs");
    }
    let rsrc_text = if info.sampler { parts[2] } else { last_reg };
    let rsrc = parse_reg(rsrc_text).ok_or("expected the resource descriptor")?;
    let samp = if info.sampler {
        Some(parse_reg(last_reg).ok_or("expected the sampler descriptor")?)
    } else {
        None
    };
    let mut im = Image::default();
    let mut mods = Modifiers::default();
    let mut th_text = None;
    let mut have_dim = false;
    let bvh = !info.bvh.is_empty();
    for w in mod_text.split_whitespace() {
        let (k, v) = w.split_once(':').unwrap_or((w, ""));
        match k {
            "dmask" if !bvh => {
                let n = v
                    .strip_prefix("0x")
                    .map_or_else(
                        || v.parse::<u32>().ok(),
                        |h| u32::from_str_radix(h, 16).ok(),
                    )
                    .ok_or("bad dmask")?;
                im.dmask = (n & 0xF) as u8;
            }
            "dim" if !bvh => {
                let name = v.strip_prefix("SQ_RSRC_IMG_").unwrap_or(v);
                im.dim = DIM_NAMES
                    .iter()
                    .position(|d| *d == name)
                    .ok_or("unknown dim")? as u8;
                have_dim = true;
            }
            "unorm" if info.sampler || mn == "image_msaa_load" => im.unorm = true,
            "lwe" if info.sampler || mn == "image_msaa_load" => im.lwe = true,
            "r128" if !bvh => im.r128 = true,
            "a16" => im.a16 = true,
            "d16" if info.d16 => im.d16 = true,
            "tfe" if !bvh => mods.tfe = true,
            "th" if !bvh => th_text = Some(v),
            "scope" if !bvh => {
                mods.scope = match v {
                    "SCOPE_CU" => 0,
                    "SCOPE_SE" => 1,
                    "SCOPE_DEV" => 2,
                    "SCOPE_SYS" => 3,
                    _ => return Err("unknown scope"),
                }
            }
            _ => return Err("invalid operand for instruction"),
        }
    }
    let mut operands = [Operand::Imm(0); MAX_OPERANDS];
    let mut count = 0usize;
    let mut push = |o: Operand| {
        if count < MAX_OPERANDS {
            operands[count] = o;
            count += 1;
        }
    };
    if bvh {
        let widths = if im.a16 { info.bvh_a16 } else { info.bvh };
        if reg_count(&vdata) != 4 {
            return Err("BVH returns four dwords");
        }
        if addrs.len() != widths.len() || addrs.iter().zip(widths).any(|(a, w)| reg_count(a) != *w)
        {
            return Err("BVH address operands have fixed widths");
        }
        check_descriptor(&rsrc, 4)?;
        im.dmask = 0xF;
        im.r128 = true;
    } else {
        if !have_dim {
            return Err("missing dim operand");
        }
        check_descriptor(&rsrc, 8)?;
        if let Some(s) = &samp {
            check_descriptor(s, 4)?;
        }
        let atomic = mn.contains("_atomic_");
        if atomic {
            let ok = if mn.ends_with("cmpswap") {
                matches!(im.dmask, 0x3 | 0xF)
            } else {
                matches!(im.dmask, 0x1 | 0x3)
            };
            if !ok {
                return Err("invalid atomic image dmask");
            }
        }
        if info.gather && im.dmask.count_ones() != 1 {
            return Err("invalid image_gather dmask: only one bit must be set");
        }
        let want_data = data_dwords(info, &im, mods.tfe);
        if reg_count(&vdata) != want_data || info.data >> want_data & 1 == 0 {
            return Err("image data size does not match dmask, d16 and tfe");
        }
        let want_addr = usize::from(info.addr[usize::from(im.dim) * 2 + usize::from(im.a16)]);
        let nf = usize::from(info.fields);
        let ok = want_addr != 0
            && if want_addr <= nf {
                addrs.len() == want_addr && addrs.iter().all(|a| reg_count(a) == 1)
            } else {
                addrs.len() == nf
                    && addrs[..nf - 1].iter().all(|a| reg_count(a) == 1)
                    && usize::from(reg_count(&addrs[nf - 1])) == want_addr - nf + 1
            };
        if !ok {
            return Err("image address size does not match dim and a16");
        }
    }
    push(vdata);
    for a in &addrs {
        push(*a);
    }
    push(rsrc);
    if let Some(s) = samp {
        push(s);
    }
    im.naddr = addrs.len() as u8;
    mods.image = im;
    let mut inst = Instruction {
        opcode,
        operands,
        count: count as u8,
        mods,
        wave,
    };
    if let Some(name) = th_text {
        inst.mods.th = (1u8..8)
            .find(|&t| crate::symbolic::th_is(&inst, t, name))
            .ok_or("unknown temporal hint")?;
    }
    Ok(inst)
}
