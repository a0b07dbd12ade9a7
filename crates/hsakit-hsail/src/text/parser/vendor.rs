//! Vendor-extension instructions in the parser ([`crate::vendor`]): the mnemonic grammar of
//! each [`Kind`], the BRIG format, operand count and register sizes, with `HSAILasm`'s
//! messages.

use super::{Mods, PResult, Parser, build_format, diag, parse_mods, perr, piece_pos};
use crate::brig::consts::{self as c, op, ty};
use crate::model::{Code, Inst, InstFormat, Operand, OperandRef};
use crate::valid::kinds;
use crate::vendor::{self, Kind, VendorOp};
use hsakit_diag::Span;

/// The register kind (`$c`, `$s`, `$d`, `$q`) that holds a value of type `t`.
fn reg_kind(t: u16) -> u16 {
    match ty::base_bits(ty::base(t)) {
        1 => 0,
        0..=32 => 1,
        64 => 2,
        _ => 3,
    }
}

impl<'a> Parser<'a> {
    /// Parses a vendor instruction: `word` is the whole mnemonic, `rest` its parts after the
    /// vendor name, `pieces` where its bytes lie in the source ([`super::piece_pos`]).
    pub(super) fn vendor_instruction(
        &mut self,
        v: &'static VendorOp,
        rest: &[&str],
        word: &str,
        sp: Span,
        pieces: &[(usize, usize)],
    ) -> PResult<()> {
        // Not judged as read ([`Parser::judge`]): the validator checks it.
        self.insts_ok = false;
        let part_at = |p: &str| -> Span {
            let at = (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1);
            let s = piece_pos(pieces, at);
            Span::new(s, s + 1)
        };
        if !self.vendor_exts.iter().any(|e| e == v.extension) {
            let prefix = v.extension.len();
            let at = Span::new(sp.start as usize + prefix, sp.start as usize + prefix + 1);
            return Err(diag(
                "HSAIL-E0041",
                at,
                format!(
                    "Instruction \"{}\" cannot be used (extension \"{}\" is not enabled)",
                    v.name, v.extension
                ),
            ));
        }
        let end_at = piece_pos(pieces, word.len());
        let end = Span::new(end_at, end_at + 1);
        // The rounding mode and packing read of a [`Kind::BasicFtz`] instruction, which takes
        // neither (`""`: none).
        let (mut round, mut pack) = (String::new(), String::new());
        // The `_vN` suffix of a [`Kind::Like`] instruction (0: none).
        let mut vector = 0;
        let mut type_err = None;
        let (ity, format) = match v.kind {
            Kind::Basic | Kind::BasicFtz | Kind::Addr => {
                let mut ftz = false;
                let mut t = None;
                // An instruction with `_ftz` is read with a core ALU instruction's modifiers,
                // `[_ftz][_round][_pack[_sat]]`, and a rounding or packing is refused after
                // the operands (`mod_err`, below).
                let alu = v.kind == Kind::BasicFtz;
                for p in rest {
                    let before_type = alu && t.is_none();
                    if *p == "ftz"
                        && alu
                        && !ftz
                        && t.is_none()
                        && round.is_empty()
                        && pack.is_empty()
                    {
                        ftz = true;
                    } else if before_type
                        && round.is_empty()
                        && pack.is_empty()
                        && c::lookup(&c::ROUNDS, p).is_some_and(|r| r >= 2)
                    {
                        round.push_str(p);
                    } else if before_type
                        && pack.is_empty()
                        && c::lookup(&c::PACKS[..7], p).is_some_and(|k| k != 0)
                    {
                        pack.push_str(p);
                    } else if before_type
                        && *p == "sat"
                        && ((!pack.is_empty() && !pack.ends_with("_sat"))
                            || (pack.is_empty()
                                && c::lookup(&c::ROUNDS, &round).is_some_and(c::round_has_sat)))
                    {
                        let to = if pack.is_empty() {
                            &mut round
                        } else {
                            &mut pack
                        };
                        to.push_str("_sat");
                    } else if t.is_none() && !v.types.is_empty() {
                        // A type the instruction does not take is a validation error, judged
                        // after the operands parse (below), as HSAILasm does.
                        match ty::parse(p) {
                            Some(x) => t = Some(x),
                            None => return Err(perr(part_at(p), "data type expected")),
                        }
                    } else {
                        return Err(perr(part_at(p), "no more modifiers expected"));
                    }
                }
                let ity = match t {
                    Some(t) => t,
                    None if v.types.is_empty() => vendor::implicit_type(v),
                    None => return Err(perr(end, "data type expected")),
                };
                // A type the machine model or profile does not support is reported after a
                // constant that cannot be converted (below), as HSAILasm parses first.
                type_err = self.check_type(ity, sp).err();
                if v.kind == Kind::BasicFtz
                    && self.profile_base
                    && ty::is_float(ty::base(ity))
                    && !ftz
                {
                    return Err(diag(
                        "HSAIL-E0200",
                        Span::new(sp.start as usize, sp.start as usize + 1),
                        "Base profile requires ftz modifier",
                    ));
                }
                let f = match v.kind {
                    Kind::Addr => InstFormat::Addr {
                        segment: vendor::SEGMENTS.first().map_or(0, |s| s.value),
                    },
                    _ if ftz => InstFormat::Mod {
                        modifier: 1,
                        round: 0,
                        pack: 0,
                    },
                    _ => InstFormat::Basic,
                };
                (ity, f)
            }
            Kind::Like => {
                let (ity, f, n) = self.vendor_like(v, rest, word, sp, pieces)?;
                vector = n;
                (ity, f)
            }
        };
        let src = match format {
            InstFormat::Image { coord_type, .. } => coord_type,
            _ => ty::NONE,
        };
        self.addr_segment = super::format_segment(&format);
        self.op_spans.clear();
        let mut ops: Vec<OperandRef> = Vec::new();
        let sig = v
            .kinds
            .and_then(kinds::Sig::new)
            .map(|s| kinds::image_coord(s, v.like, &format));
        let mut op_err = None;
        if !self.is_punct(b';') {
            loop {
                let at = self.span();
                self.op_spans.push(at);
                let o = if self.skip_constant_where_none(sig.as_ref(), ops.len()) {
                    Ok(self.m.add_operand(Operand::Wavesize))
                } else {
                    self.operand(v.value, ops.len(), ity, src)
                };
                match o {
                    Ok(o) => ops.push(o),
                    Err(e) => {
                        op_err = Some(e);
                        break;
                    }
                }
                if !self.eat_punct(b',') {
                    break;
                }
            }
        }
        if let Some(te) = type_err {
            return Err(match op_err {
                Some(oe) if super::is_conversion_error(&oe.message) => oe,
                _ => te,
            });
        }
        if let Some(e) = op_err {
            return Err(e);
        }
        self.expect_punct(b';')?;
        // Validation, in HSAILasm's order: the instruction's types and modifiers (at the
        // instruction), then the operand count and register sizes.
        let inst_at = Span::new(sp.start as usize, sp.start as usize + 1);
        if !v.types.is_empty() && !v.types.iter().any(|t| ty::parse(t) == Some(ity)) {
            let mut allowed: Vec<&str> = v.types.to_vec();
            allowed.sort_unstable();
            let list = match allowed.as_slice() {
                [one] => format!("expected: {one}"),
                many => format!("expected one of: {}", many.join(", ")),
            };
            return Err(diag(
                "HSAIL-E0200",
                inst_at,
                format!("Instruction has invalid type ({}), {list}", ty::name(ity)),
            ));
        }
        // Then its packing and its rounding (HSAILasm's order and wording).
        for (what, name) in [("packing", &pack), ("rounding", &round)] {
            if !name.is_empty() {
                return Err(diag(
                    "HSAIL-E0200",
                    inst_at,
                    format!("Instruction has invalid {what} ({name}), expected: none"),
                ));
            }
        }
        let probe = Inst {
            opcode: v.value,
            ty: ity,
            operands: Default::default(),
            format,
        };
        if let Some(msg) = crate::valid::rules::check(&probe, self.rules_ctx()) {
            return Err(diag("HSAIL-E0200", inst_at, msg));
        }
        // The AMD GCN atomics address the group segment only (HSAILasm's rule and message).
        if let InstFormat::Atomic { segment, .. } = format
            && segment != c::SEG_GROUP
        {
            let name = c::SEGMENTS
                .get(usize::from(segment))
                .copied()
                .unwrap_or("?");
            return Err(diag(
                "HSAIL-E0200",
                inst_at,
                format!("Instruction has invalid segment ({name}), expected: group"),
            ));
        }
        // A [`Kind::Like`] instruction's `_vN` suffix against its vector operand, as the core
        // instruction's (4.17).
        let like = c::OPCODES.get(usize::from(v.like)).copied().unwrap_or("");
        if v.kind == Kind::Like {
            let m = &self.m;
            let shape = |k: usize| {
                ops.get(k).map(|o| match m.operand_value(*o) {
                    Some(Operand::OperandList { elements }) => Some(m.data(elements).len() / 4),
                    _ => None,
                })
            };
            if let Some((k, msg)) = crate::valid::vector::suffix_error_with(like, vector, shape) {
                let at = self.op_spans.get(k).copied().unwrap_or(sp);
                return Err(diag("HSAIL-E0050", at, msg));
            }
        }
        let want = v.operands.len();
        if ops.len() < want {
            return Err(diag(
                "HSAIL-E0029",
                Span::new(sp.start as usize, sp.start as usize + 1),
                format!("Missing operand {}", ops.len()),
            ));
        }
        if ops.len() > want {
            let at = self.op_spans.get(want).copied().unwrap_or(sp);
            return Err(diag("HSAIL-E0029", at, "Too many operands"));
        }
        // What each operand may be (`kinds` of `data/hsail/vendor.toml`).
        // (An image instruction's one coordinate, 1d or 1db, as the core instruction's:
        // [`kinds::image_coord`].)
        if let Some(sig) = sig {
            let shapes = ops.iter().map(|o| kinds::shape_of(&self.m, *o));
            if let Some((k, msg)) = kinds::operand_error(sig.kinds(), shapes) {
                let at = self.op_spans.get(k).copied().unwrap_or(sp);
                return Err(diag("HSAIL-E0051", at, msg));
            }
        }
        // WAVESIZE only for an integer or bit operand (L4139), as for the core instructions
        // (HSAILasm names the operation's type, or for an operand of its own type "expected
        // operand type").
        for (k, o) in ops.iter().enumerate() {
            let t = vendor::operand_type(v, k, ity, src);
            if matches!(self.m.operand_value(*o), Some(Operand::Wavesize))
                && (ty::is_float(ty::base(t)) || ty::is_packed(t) || ty::bits(t) > 64)
            {
                let which = if t == ity {
                    "operation type".to_string()
                } else {
                    format!("expected operand type ({})", ty::name(t))
                };
                let at = self.op_spans.get(k).copied().unwrap_or(sp);
                return Err(diag(
                    "HSAIL-E0052",
                    at,
                    format!("Operand {k} cannot be wavesize: incompatible with {which}"),
                ));
            }
        }
        // The registers of an image instruction's vectors (the depth geometries' one result,
        // the coordinates), as the core instruction's.
        if matches!(format, InstFormat::Image { .. })
            && let Some((k, msg)) =
                crate::valid::vector::count_error(&self.m, &probe, like, |k| ops.get(k).copied())
        {
            let at = self.op_spans.get(k).copied().unwrap_or(sp);
            return Err(diag("HSAIL-E0051", at, msg));
        }
        for (k, o) in ops.iter().enumerate() {
            let spec = v.operands.get(k).copied().unwrap_or("T");
            if spec == "addr" {
                continue;
            }
            // Image and sampler handles are `$d` registers.
            let want_kind = if spec == "img" {
                2
            } else {
                reg_kind(vendor::operand_type(v, k, ity, src))
            };
            let kinds: Vec<u16> = match self.m.operand_value(*o).as_ref() {
                Some(Operand::Register { kind, .. }) => vec![*kind],
                Some(Operand::OperandList { elements }) => self
                    .m
                    .operand_list(*elements)
                    .iter()
                    .filter_map(|e| match self.m.operand_value(*e).as_ref() {
                        Some(Operand::Register { kind, .. }) => Some(*kind),
                        _ => None,
                    })
                    .collect(),
                _ => continue,
            };
            if kinds.iter().any(|&k| k != want_kind) {
                let at = self.op_spans.get(k).copied().unwrap_or(sp);
                // An operand of the operation's type is worded as the core instructions' (HSAILasm).
                let msg = if spec == "T" {
                    format!("Operand {k} size does not match operation size")
                } else {
                    crate::valid::sizes::expected_register(k, want_kind)
                };
                return Err(diag("HSAIL-E0023", at, msg));
            }
        }
        let operands = self.m.add_operand_list(&ops);
        self.m.add_code(
            Code::Inst(Inst {
                opcode: v.value,
                ty: ity,
                operands,
                format,
            }),
            sp,
        );
        Ok(())
    }

    /// The modifiers of a [`Kind::Like`] instruction: the core grammar of `v.like`, with the
    /// vendor segment (`region`) and image query (`nummiplevels`) names.
    fn vendor_like(
        &mut self,
        v: &'static VendorOp,
        rest: &[&str],
        word: &str,
        sp: Span,
        pieces: &[(usize, usize)],
    ) -> PResult<(u16, InstFormat, u8)> {
        let mut seg = None;
        let mut query = None;
        let parts: Vec<&str> = rest
            .iter()
            .map(|p| {
                // (A vendor segment for `ld`/`st` only: HSAILasm reads `region` in an atomic's
                // mnemonic where the memory order belongs.)
                if let Some(s) = vendor::SEGMENTS
                    .iter()
                    .find(|s| s.name == *p && matches!(v.like, op::LD | op::ST))
                {
                    seg = Some(s.value);
                    "group"
                } else if let Some(q) = vendor::QUERIES
                    .iter()
                    .find(|q| q.name == *p && v.like == op::QUERYIMAGE)
                {
                    query = Some(q.value);
                    c::IMAGE_QUERIES[0]
                } else {
                    p
                }
            })
            .collect();
        // An image instruction's geometry comes first, after any `_vN` (as the core
        // instruction's, [`crate::valid::mnemonic::type_error`]).
        let like = c::OPCODES.get(usize::from(v.like)).copied().unwrap_or("");
        let geometry = match v.like {
            op::RDIMAGE | op::LDIMAGE | op::STIMAGE => {
                crate::valid::mnemonic::type_error(like, &parts)
            }
            // The core grammar's parts at their places, but only this extension's queries
            // (HSAILasm: "invalid image query" for a core one, or none).
            op::QUERYIMAGE => {
                // (This extension's query where the query belongs: a later one is no help.)
                let query_here = rest
                    .get(1)
                    .is_some_and(|p| vendor::QUERIES.iter().any(|q| q.name == *p));
                if parts.len() > 1 && !query_here {
                    Some((1, "invalid image query"))
                        .filter(|_| c::lookup(&c::GEOMETRIES, parts[0]).is_some())
                        .or_else(|| crate::valid::mnemonic::type_error(like, &parts))
                } else {
                    crate::valid::mnemonic::type_error(like, &parts)
                }
            }
            // An atomic's memory order and scope at their places, as the core atomic's.
            op::ATOMIC | op::ATOMICNORET => crate::valid::mnemonic::order_error(like, &parts),
            _ => None,
        };
        let parsed = match (parse_mods(v.like, &parts), geometry) {
            (Err((m, j)), Some((k, _))) if j < k => Err((m, j)),
            (_, Some((k, m))) => Err((m.into(), k)),
            (r, None) => r,
        };
        // A region `ld`/`st` modifier word without its argument, as for the core ones (the
        // others: [`super::mnemonic_fast::grammar_error`]).
        let parsed = match (
            parsed,
            super::bare_modifier(rest).filter(|_| matches!(v.like, op::LD | op::ST)),
        ) {
            (Err((m, j)), Some(k)) if j < k => Err((m, j)),
            (_, Some(k)) => Err((super::PAREN_EXPECTED.into(), k)),
            (r, None) => r,
        };
        // Any part out of the core opcode's grammar, where nothing above was found as early
        // (not for the region `ld`/`st`, whose parts HSAILasm reads its own way).
        let region = matches!(v.like, op::LD | op::ST);
        let grammar = if region {
            region_mem_error(rest)
        } else {
            super::mnemonic_fast::grammar_error(v.like, &parts)
        };
        let parsed = match (parsed, grammar) {
            // (At the same part, a modifier's argument is judged after the grammar, as for
            // the core instructions.)
            (Err((m, j)), Some((k, _)))
                if j < k || (j == k && !region && !super::MOD_ARG_ERRORS.contains(&m.as_str())) =>
            {
                Err((m, j))
            }
            (_, Some((k, m))) => Err((m.into(), k)),
            (r, None) => r,
        };
        let mods: Mods = parsed.map_err(|(m, k)| {
            // (Right after the word for a missing argument; at a modifier's argument for
            // what is wrong with it, as for the core instructions.)
            let after = rest.get(k).map_or(0, |p| super::offset_in_part(&m, p));
            let at = rest
                .get(k)
                .map(|p| (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1) + after)
                .unwrap_or(word.len());
            let s = piece_pos(pieces, at);
            perr(Span::new(s, s + 1), m)
        })?;
        // Every instruction of this kind ends with its data types; HSAILasm wants one at the
        // end of the mnemonic before reading operands.
        // (And all of them: fewer than the core opcode's grammar reads is the same error.)
        let fewer = super::mnemonic_fast::types_required(v.like)
            .is_some_and(|n| mods.types.len() < usize::from(n));
        if (mods.types.is_empty() || fewer) && seg.is_some() == matches!(v.like, op::LD | op::ST) {
            let s = piece_pos(pieces, word.len());
            return Err(perr(Span::new(s, s + 1), "data type expected"));
        }
        // ld and st of this extension address the region segment only.
        if matches!(v.like, op::LD | op::ST) && seg.is_none() {
            let at = rest
                .iter()
                .find(|p| !matches!(p.as_bytes().first(), Some(b'v')))
                // At the `_` before the part, as HSAILasm reports it.
                .map(|p| (p.as_ptr() as usize).saturating_sub(word.as_ptr() as usize + 1))
                .unwrap_or(word.len());
            let s = piece_pos(pieces, at);
            return Err(perr(Span::new(s, s + 1), "missing or invalid segment name"));
        }
        // The region `st` takes no width and no `const`, as the core `st`: HSAILasm reads
        // them and rejects them at the instruction (oracle case `amd_gcn_st_region_width(all)`).
        if v.like == op::ST
            && let Some(msg) = crate::valid::mnemonic::st_unsupported(rest)
        {
            let at = Span::new(sp.start as usize, sp.start as usize + 1);
            return Err(perr(at, msg));
        }
        let t0 = mods.types.first().copied().unwrap_or(ty::NONE);
        let t1 = mods.types.get(1).copied().unwrap_or(ty::NONE);
        let t2 = mods.types.get(2).copied().unwrap_or(ty::NONE);
        for t in &mods.types {
            self.check_type(*t, sp)?;
        }
        let (ity, mut f) = build_format(v.like, &mods, t0, t1, t2, self.model_large);
        if let Some(s) = seg {
            match &mut f {
                InstFormat::Mem { segment, .. }
                | InstFormat::Atomic { segment, .. }
                | InstFormat::Addr { segment } => *segment = s,
                _ => {}
            }
        }
        if let (Some(q), InstFormat::QueryImage { query: fq, .. }) = (query, &mut f) {
            *fq = q;
        }
        Ok((ity, f, mods.vector))
    }
}

/// The first part of a region `ld`/`st` mnemonic (`rest`, after its name) out of HSAILasm's
/// grammar for it: `[_vN]_region[_align(n)][_const][_equiv(n)][_width(…)]_type`. The part's
/// index and HSAILasm's message ("missing or invalid segment name" where `region` belongs,
/// "data type expected" for a part out of place, "no more modifiers expected" after the
/// type); `None` when the parts fit.
fn region_mem_error(rest: &[&str]) -> Option<(usize, &'static str)> {
    let mut i = usize::from(
        rest.first()
            .is_some_and(|p| matches!(*p, "v2" | "v3" | "v4")),
    );
    if rest
        .get(i)
        .is_none_or(|p| !vendor::SEGMENTS.iter().any(|s| s.name == *p))
    {
        return Some((i, "missing or invalid segment name"));
    }
    i += 1;
    let mut rank = 0;
    // A vector size or a segment after `region`, judged at the word's end.
    let mut late = None;
    while let Some(p) = rest.get(i) {
        if ty::parse(p).is_some() {
            return rest
                .get(i + 1)
                .map(|_| (i + 1, "no more modifiers expected"))
                .or(late.map(|m| (rest.len(), m)));
        }
        let r = match *p {
            "v2" | "v3" | "v4" => {
                late.get_or_insert("invalid vX suffix");
                i += 1;
                continue;
            }
            _ if c::lookup(&c::SEGMENTS, p).is_some_and(|s| s >= 2) => {
                late.get_or_insert("invalid segment");
                i += 1;
                continue;
            }
            _ if p.starts_with("align") => 1,
            "const" => 2,
            _ if p.starts_with("equiv") => 3,
            _ if p.starts_with("width") => 4,
            _ => 0,
        };
        if r <= rank {
            return Some((i, "data type expected"));
        }
        rank = r;
        i += 1;
    }
    None
}
