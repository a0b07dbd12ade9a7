//! Lowering: HSAIL modules (the `hsakit-hsail` model, which mirrors BRIG) → the engine's
//! decode-once form ([`crate::ir`]).
//!
//! Symbols are resolved across the modules of a program (program linkage by name, PRM §4.12
//! L3679), kernarg offsets follow §4.21 (L4772), and global/readonly variables are allocated and
//! initialised through the caller's allocator (§4.10 initializers, L3551).

use crate::ir::{Addr, EXIT, Func, Inst, Opnd, RegKind, VarLoc};
use hsakit_hsail::brig::consts::{linkage, ty};
use hsakit_hsail::model::{
    Code, CodeRef, ExecKind, InstFormat, Module, Operand, OperandRef, Variable,
};
use std::collections::HashMap;

/// Why a program cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// A symbol is declared but defined nowhere in the program.
    #[error("undefined symbol {0}")]
    Undefined(String),
    /// A construct the engine does not support yet.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// The module is malformed in a way the validator should have caught.
    #[error("malformed module: {0}")]
    Malformed(String),
    /// The allocator refused a global variable.
    #[error("cannot allocate {0}")]
    Alloc(String),
}

/// Where a program's global and readonly variables are allocated.
pub trait Globals {
    /// Allocates `size` zeroed bytes aligned to `align`; returns the guest address. `readonly`
    /// marks readonly-segment variables.
    fn allocate(&mut self, size: u64, align: u64, readonly: bool) -> Result<u64, String>;
    /// Writes initial bytes at a guest address returned by `allocate`.
    fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), String>;
    /// Told once per module-scope global or readonly variable definition with program linkage,
    /// after it is allocated: what a runtime lists as the executable's variable symbols
    /// (`hsa_executable_symbol_t` of kind variable). The default ignores it.
    fn defined(&mut self, var: &GlobalVar) {
        let _ = var;
    }
}

/// A program-linkage global or readonly variable as allocated by [`Globals::allocate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalVar {
    /// The HSAIL name, with its `&` (e.g. `&table`).
    pub name: String,
    /// Guest address.
    pub address: u64,
    /// Size in bytes (element size times the array dimension).
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// In the readonly segment rather than the global one.
    pub readonly: bool,
    /// Declared `const`.
    pub is_const: bool,
}

/// The segment numbers (`hsa_brig_segment_t`, L18139).
pub(crate) mod seg {
    pub const FLAT: u8 = 1;
    pub const GLOBAL: u8 = 2;
    pub const READONLY: u8 = 3;
    #[allow(dead_code)] // the BRIG segment numbering is kept complete
    pub const KERNARG: u8 = 4;
    pub const GROUP: u8 = 5;
    pub const PRIVATE: u8 = 6;
    pub const SPILL: u8 = 7;
    pub const ARG: u8 = 8;
}

/// A lowered program.
#[derive(Debug, Default)]
pub(crate) struct Lowered {
    pub funcs: Vec<Func>,
    /// (kernel name, module index, function index).
    pub kernels: Vec<(String, usize, u32)>,
    pub group_static: u32,
    /// Bytes of module-scope private variables at the bottom of every work-item's stack.
    pub private_static: u32,
    pub fbarriers: u32,
    /// Module names by index.
    pub module_names: Vec<String>,
}

#[derive(Clone, Copy, Debug)]
enum Sym {
    Var(VarLoc),
    Func(u32),
}

fn align_of_var(v: &Variable) -> u64 {
    let natural = ty::byte_size(v.ty).max(1);
    if v.align > 1 {
        (1u64 << (v.align - 1)).max(natural)
    } else {
        natural
    }
}

fn size_of_var(v: &Variable) -> u64 {
    let e = ty::byte_size(v.ty);
    if ty::is_array(v.ty) {
        e.saturating_mul(v.dim)
    } else {
        e
    }
}

struct Ctx<'a, 'b> {
    mods: &'a [Module],
    out: Lowered,
    syms: HashMap<(usize, CodeRef), Sym>,
    /// Program-linkage definitions by name.
    prog_defs: HashMap<String, Sym>,
    alloc: &'b mut dyn Globals,
    group_top: u64,
    private_top: u64,
    pending_init: Vec<(usize, CodeRef, u64)>,
}

/// Lowers the modules of one program.
pub(crate) fn lower(mods: &[Module], alloc: &mut dyn Globals) -> Result<Lowered, LoadError> {
    let mut cx = Ctx {
        mods,
        out: Lowered::default(),
        syms: HashMap::new(),
        prog_defs: HashMap::new(),
        alloc,
        group_top: 0,
        private_top: 16,
        pending_init: Vec::new(),
    };
    for (mi, m) in mods.iter().enumerate() {
        let name = m
            .code()
            .find_map(|(_, c)| match c {
                Code::Module(h) => Some(m.string(h.name)),
                _ => None,
            })
            .unwrap_or_default();
        cx.out.module_names.push(name);
        cx.declare_module(mi)?;
    }
    // Resolve declarations against definitions.
    for (mi, m) in mods.iter().enumerate() {
        cx.resolve_decls(mi, m)?;
    }
    // Initialise globals now that every address is known.
    for (mi, r, addr) in std::mem::take(&mut cx.pending_init) {
        let bytes = cx.init_bytes(mi, r)?;
        cx.alloc.write(addr, &bytes).map_err(LoadError::Alloc)?;
    }
    for fi in 0..cx.out.funcs.len() {
        if cx.out.funcs[fi].defined {
            cx.lower_body(fi)?;
        }
    }
    cx.out.private_static = u32::try_from(cx.private_top.next_multiple_of(16))
        .map_err(|_| LoadError::Unsupported("private segment larger than 4 GiB".into()))?;
    cx.out.group_static = u32::try_from(cx.group_top)
        .map_err(|_| LoadError::Unsupported("group segment larger than 4 GiB".into()))?;
    Ok(cx.out)
}

impl Ctx<'_, '_> {
    fn module(&self, mi: usize) -> &Module {
        &self.mods[mi]
    }

    fn declare_module(&mut self, mi: usize) -> Result<(), LoadError> {
        let m = &self.mods[mi];
        let mut i = 0;
        while let Some((r, c)) = m.code_by_index(i) {
            match c {
                Code::Executable(e) if e.kind != ExecKind::Signature => {
                    let name = m.string(e.name);
                    let defined = e.modifier & 1 != 0;
                    if defined {
                        let fid = self.out.funcs.len() as u32;
                        self.out.funcs.push(Func {
                            name: name.clone(),
                            module: mi,
                            dref: r.0,
                            is_kernel: e.kind == ExecKind::Kernel,
                            defined: true,
                            ..Func::default()
                        });
                        self.syms.insert((mi, r), Sym::Func(fid));
                        if e.linkage == linkage::PROGRAM {
                            self.prog_defs.insert(name.clone(), Sym::Func(fid));
                        }
                        if e.kind == ExecKind::Kernel {
                            self.out.kernels.push((name, mi, fid));
                        }
                    }
                    // Skip to the next module entry.
                    match m.code_index(e.next_module_entry) {
                        Some(n) if n > i => i = n,
                        _ => i = m.code_len(),
                    }
                    continue;
                }
                Code::Variable(v) if v.modifier & 1 != 0 => {
                    let name = m.string(v.name);
                    let loc = self.place_static(mi, r, v, false)?;
                    if let Some(loc) = loc {
                        self.syms.insert((mi, r), Sym::Var(loc));
                        if v.linkage == linkage::PROGRAM {
                            if let VarLoc::Global(address) = loc {
                                self.alloc.defined(&GlobalVar {
                                    name: name.clone(),
                                    address,
                                    size: size_of_var(v),
                                    align: align_of_var(v).max(16),
                                    readonly: v.segment == seg::READONLY,
                                    is_const: v.modifier & 2 != 0,
                                });
                            }
                            self.prog_defs.insert(name, Sym::Var(loc));
                        }
                    }
                }
                Code::Fbarrier {
                    modifier,
                    linkage: l,
                    name,
                } if modifier & 1 != 0 => {
                    let loc = VarLoc::Fbarrier(self.out.fbarriers);
                    self.out.fbarriers += 1;
                    self.syms.insert((mi, r), Sym::Var(loc));
                    if *l == linkage::PROGRAM {
                        self.prog_defs.insert(m.string(*name), Sym::Var(loc));
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Ok(())
    }

    /// Places a statically allocated variable (global, readonly, group); `None` for segments
    /// placed per frame.
    fn place_static(
        &mut self,
        mi: usize,
        r: CodeRef,
        v: &Variable,
        in_body: bool,
    ) -> Result<Option<VarLoc>, LoadError> {
        let size = size_of_var(v);
        let align = align_of_var(v);
        Ok(match v.segment {
            seg::GLOBAL | seg::READONLY => {
                let addr = self
                    .alloc
                    .allocate(size.max(1), align.max(16), v.segment == seg::READONLY)
                    .map_err(LoadError::Alloc)?;
                if v.init.0 != 0 {
                    self.pending_init.push((mi, r, addr));
                }
                Some(VarLoc::Global(addr))
            }
            seg::GROUP => {
                let off = self.group_top.next_multiple_of(align);
                self.group_top = off + size;
                Some(VarLoc::Group(off as u32))
            }
            seg::PRIVATE | seg::SPILL if !in_body => {
                let off = self.private_top.next_multiple_of(align);
                self.private_top = off + size;
                Some(VarLoc::Private(off as u32))
            }
            _ => None,
        })
    }

    fn resolve_decls(&mut self, mi: usize, m: &Module) -> Result<(), LoadError> {
        for (r, c) in m.code() {
            if self.syms.contains_key(&(mi, r)) {
                continue;
            }
            let (name, is_decl) = match c {
                Code::Executable(e) if e.kind != ExecKind::Signature => {
                    (m.string(e.name), e.modifier & 1 == 0)
                }
                Code::Variable(v) => (
                    m.string(v.name),
                    v.modifier & 1 == 0 && v.linkage == linkage::PROGRAM,
                ),
                Code::Fbarrier { name, modifier, .. } => (m.string(*name), modifier & 1 == 0),
                _ => continue,
            };
            if !is_decl {
                continue;
            }
            // A declaration: the same module may define it later, else another module.
            let local = m.code().find_map(|(r2, c2)| {
                let same = match c2 {
                    Code::Executable(e) => e.modifier & 1 != 0 && m.string(e.name) == name,
                    Code::Variable(v) => {
                        v.modifier & 1 != 0
                            && m.string(v.name) == name
                            && v.linkage != linkage::FUNCTION
                    }
                    Code::Fbarrier {
                        name: n, modifier, ..
                    } => modifier & 1 != 0 && m.string(*n) == name,
                    _ => false,
                };
                if same {
                    self.syms.get(&(mi, r2)).copied()
                } else {
                    None
                }
            });
            if let Some(s) = local.or_else(|| self.prog_defs.get(&name).copied()) {
                self.syms.insert((mi, r), s);
            }
        }
        Ok(())
    }

    /// The bytes of a variable's initializer.
    fn init_bytes(&self, mi: usize, r: CodeRef) -> Result<Vec<u8>, LoadError> {
        let m = self.module(mi);
        let Some(Code::Variable(v)) = m.code_at(r) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        self.constant_bytes(mi, v.init, &mut out)?;
        Ok(out)
    }

    fn constant_bytes(&self, mi: usize, o: OperandRef, out: &mut Vec<u8>) -> Result<(), LoadError> {
        let m = self.module(mi);
        match m.operand_at(o) {
            Some(Operand::ConstantBytes { bytes, .. }) => out.extend_from_slice(m.data(*bytes)),
            Some(Operand::ConstantOperandList { elements, .. }) => {
                for e in m.operand_list(*elements) {
                    self.constant_bytes(mi, e, out)?;
                }
            }
            Some(Operand::Align { align }) => {
                let a = 1usize << align.saturating_sub(1).min(12);
                out.resize(out.len().next_multiple_of(a), 0);
            }
            Some(Operand::Address { symbol, offset, .. }) => {
                let base = match self.syms.get(&(mi, *symbol)) {
                    Some(Sym::Var(VarLoc::Global(a))) => *a,
                    Some(Sym::Var(VarLoc::Group(g))) => u64::from(*g),
                    _ => 0,
                };
                out.extend_from_slice(&base.wrapping_add(*offset).to_le_bytes());
            }
            Some(Operand::ConstantImage { .. } | Operand::ConstantSampler { .. }) => {
                return Err(LoadError::Unsupported("images not supported yet".into()));
            }
            _ => {}
        }
        Ok(())
    }

    fn lower_body(&mut self, fi: usize) -> Result<(), LoadError> {
        let mi = self.out.funcs[fi].module;
        let m = &self.mods[mi];
        let dref = CodeRef(self.out.funcs[fi].dref);
        let Some(Code::Executable(e)) = m.code_at(dref) else {
            return Err(LoadError::Malformed("function directive".into()));
        };
        let e = e.clone();
        let start = m.code_index(dref).unwrap_or(0) + 1;
        let body = m.code_index(e.first_code_block_entry).unwrap_or(start);
        let end = m.code_index(e.next_module_entry).unwrap_or(m.code_len());
        let nformals = usize::from(e.out_arg_count) + usize::from(e.in_arg_count);
        let mut f = std::mem::take(&mut self.out.funcs[fi]);
        // Formals.
        let mut kern_off = 0u64;
        let mut k = 0usize;
        let mut i = start;
        while k < nformals && i < body.max(start + nformals) {
            if let Some((r, Code::Variable(v))) = m.code_by_index(i) {
                let size = size_of_var(v);
                let loc = if f.is_kernel {
                    let a = align_of_var(v);
                    kern_off = kern_off.next_multiple_of(a);
                    let l = VarLoc::Kernarg(kern_off as u32);
                    kern_off += size;
                    l
                } else {
                    f.formals.push(size as u32);
                    VarLoc::Formal(k as u16)
                };
                self.syms.insert((mi, r), Sym::Var(loc));
                k += 1;
            }
            i += 1;
        }
        f.n_out = usize::from(e.out_arg_count);
        f.kernarg_size = kern_off as u32;
        // First pass: labels and frame variables.
        let mut labels: HashMap<CodeRef, u32> = HashMap::new();
        let mut pc = 0u32;
        let mut frame: u64 = 16; // the first 16 bytes of each stack stay unused (null)
        for j in body..end {
            let Some((r, c)) = m.code_by_index(j) else {
                break;
            };
            match c {
                Code::Label { .. } => {
                    labels.insert(r, pc);
                }
                Code::Inst(_) => pc += 1,
                Code::Variable(v) => {
                    let loc = match v.segment {
                        seg::PRIVATE | seg::SPILL | seg::ARG => {
                            let a = align_of_var(v);
                            frame = frame.next_multiple_of(a);
                            let l = VarLoc::Frame(frame as u32);
                            frame += size_of_var(v);
                            Some(l)
                        }
                        _ if v.modifier & 1 != 0 => self.place_static(mi, r, v, true)?,
                        _ => None,
                    };
                    if let Some(l) = loc {
                        self.syms.insert((mi, r), Sym::Var(l));
                    } else if v.modifier & 1 == 0 {
                        // An extern declaration inside a body: resolve by name.
                        if let Some(s) = self.prog_defs.get(&m.string(v.name)).copied() {
                            self.syms.insert((mi, r), s);
                        }
                    }
                }
                Code::Fbarrier { .. } => {
                    let loc = VarLoc::Fbarrier(self.out.fbarriers);
                    self.out.fbarriers += 1;
                    self.syms.insert((mi, r), Sym::Var(loc));
                }
                Code::Control { control, operands } if *control == 2 => {
                    // enabledetectexceptions mask
                    if let Some(o) = m.operand_list(*operands).first()
                        && let Some(Operand::ConstantBytes { bytes, .. }) = m.operand_at(*o)
                    {
                        let b = m.data(*bytes);
                        f.detect_enabled = le_u128(b) as u32;
                    }
                }
                _ => {}
            }
        }
        for (mi2, r2, addr) in std::mem::take(&mut self.pending_init) {
            let bytes = self.init_bytes(mi2, r2)?;
            self.alloc.write(addr, &bytes).map_err(LoadError::Alloc)?;
        }
        f.frame_size =
            u32::try_from(frame).map_err(|_| LoadError::Unsupported("frame too large".into()))?;
        // Second pass: instructions.
        let mut regs: HashMap<(u16, u16), u32> = HashMap::new();
        let mut nslots = 0u32;
        for j in body..end {
            let Some((r, Code::Inst(inst))) = m.code_by_index(j) else {
                continue;
            };
            let mut ops = Vec::new();
            for o in m.operand_list(inst.operands) {
                ops.push(self.operand(mi, m, o, &labels, &mut regs, &mut nslots)?);
            }
            let mut li = Inst {
                op: inst.opcode,
                ty: inst.ty,
                stype: 0,
                seg: 0,
                order: 0,
                scope: 0,
                aop: 0,
                cmp: 0,
                round: 0,
                ftz: false,
                sat: false,
                pack: 0,
                width: 0,
                ops,
                reconv: EXIT,
                fast: None,
            };
            match inst.format {
                InstFormat::Addr { segment } | InstFormat::Seg { segment } => li.seg = segment,
                InstFormat::Atomic {
                    segment,
                    order,
                    scope,
                    op,
                    ..
                } => {
                    li.seg = segment;
                    li.order = order;
                    li.scope = scope;
                    li.aop = op;
                }
                InstFormat::Basic => {}
                InstFormat::Br { width } => li.width = width,
                InstFormat::Cmp {
                    source_type,
                    modifier,
                    compare,
                    pack,
                } => {
                    li.stype = source_type;
                    li.ftz = modifier & 1 != 0;
                    li.cmp = compare;
                    li.pack = pack;
                }
                InstFormat::Cvt {
                    source_type,
                    modifier,
                    round,
                } => {
                    li.stype = source_type;
                    li.ftz = modifier & 1 != 0;
                    li.sat = modifier & 2 != 0;
                    li.round = round;
                }
                InstFormat::Image { .. }
                | InstFormat::QueryImage { .. }
                | InstFormat::QuerySampler { .. } => {
                    return Err(LoadError::Unsupported("images not supported yet".into()));
                }
                InstFormat::Lane { source_type, width } => {
                    li.stype = source_type;
                    li.width = width;
                }
                InstFormat::Mem { segment, width, .. } => {
                    li.seg = segment;
                    li.width = width;
                }
                InstFormat::MemFence {
                    order,
                    global_scope,
                    ..
                } => {
                    li.order = order;
                    li.scope = global_scope;
                }
                InstFormat::Mod {
                    modifier,
                    round,
                    pack,
                } => {
                    li.ftz = modifier & 1 != 0;
                    li.round = round;
                    li.pack = pack;
                }
                InstFormat::Queue { segment, order } => {
                    li.seg = segment;
                    li.order = order;
                }
                InstFormat::SegCvt {
                    source_type,
                    segment,
                    modifier,
                } => {
                    li.stype = source_type;
                    li.seg = segment;
                    li.ftz = modifier & 1 != 0; // nonull
                }
                InstFormat::Signal {
                    signal_type,
                    order,
                    op,
                } => {
                    li.stype = signal_type;
                    li.order = order;
                    li.aop = op;
                }
                InstFormat::SourceType { source_type } => li.stype = source_type,
            }
            li.fast = crate::fast::compile(&li);
            f.lines.push(m.code_span(r).start);
            f.insts.push(li);
        }
        f.nslots = nslots;
        crate::cfg::compute_reconvergence(&mut f);
        self.out.funcs[fi] = f;
        Ok(())
    }

    fn operand(
        &self,
        mi: usize,
        m: &Module,
        o: OperandRef,
        labels: &HashMap<CodeRef, u32>,
        regs: &mut HashMap<(u16, u16), u32>,
        nslots: &mut u32,
    ) -> Result<Opnd, LoadError> {
        let reg = |kind: u16, num: u16, regs: &mut HashMap<(u16, u16), u32>, nslots: &mut u32| {
            let slot = *regs.entry((kind, num)).or_insert_with(|| {
                let s = *nslots;
                *nslots += if kind == 3 { 2 } else { 1 };
                s
            });
            let k = match kind {
                0 => RegKind::C,
                1 => RegKind::S,
                2 => RegKind::D,
                _ => RegKind::Q,
            };
            (slot, k)
        };
        Ok(match m.operand_at(o) {
            None => Opnd::None,
            Some(Operand::Register { kind, num }) => {
                let (s, k) = reg(*kind, *num, regs, nslots);
                Opnd::Reg(s, k)
            }
            Some(Operand::ConstantBytes { bytes, .. }) => Opnd::Imm(le_u128(m.data(*bytes))),
            Some(Operand::Wavesize) => Opnd::WaveSize,
            Some(Operand::OperandList { elements }) => {
                let mut v = Vec::new();
                for e in m.operand_list(*elements) {
                    v.push(self.operand(mi, m, e, labels, regs, nslots)?);
                }
                Opnd::Vec(v)
            }
            Some(Operand::Address {
                symbol,
                reg: rr,
                offset,
            }) => {
                let var = if symbol.0 == 0 {
                    None
                } else {
                    match self.syms.get(&(mi, *symbol)) {
                        Some(Sym::Var(l)) => Some(*l),
                        _ => {
                            return Err(LoadError::Undefined(
                                m.name_of(*symbol)
                                    .unwrap_or_else(|| format!("symbol at {}", symbol.0)),
                            ));
                        }
                    }
                };
                let r = match m.operand_at(*rr) {
                    Some(Operand::Register { kind, num }) => Some(reg(*kind, *num, regs, nslots)),
                    _ => None,
                };
                Opnd::Addr(Addr {
                    var,
                    reg: r,
                    offset: *offset,
                })
            }
            Some(Operand::CodeRef { code }) => self.code_ref(mi, m, *code, labels)?,
            Some(Operand::CodeList { elements }) => {
                let refs = m.code_list(*elements);
                let mut lab = Vec::new();
                let mut funcs = Vec::new();
                let mut args = Vec::new();
                for c in refs {
                    match self.code_ref(mi, m, c, labels)? {
                        Opnd::Label(l) => lab.push(l),
                        Opnd::Func(f) => funcs.push(f),
                        Opnd::Addr(Addr { var: Some(v), .. }) => args.push(v),
                        _ => {}
                    }
                }
                if !lab.is_empty() {
                    Opnd::Labels(lab)
                } else if !funcs.is_empty() {
                    Opnd::Funcs(funcs)
                } else {
                    Opnd::Args(args)
                }
            }
            Some(Operand::ConstantImage { .. } | Operand::ConstantSampler { .. }) => {
                return Err(LoadError::Unsupported("images not supported yet".into()));
            }
            Some(
                Operand::ConstantOperandList { .. }
                | Operand::Align { .. }
                | Operand::String { .. },
            ) => Opnd::None,
        })
    }

    fn code_ref(
        &self,
        mi: usize,
        m: &Module,
        c: CodeRef,
        labels: &HashMap<CodeRef, u32>,
    ) -> Result<Opnd, LoadError> {
        if let Some(&l) = labels.get(&c) {
            return Ok(Opnd::Label(l));
        }
        match self.syms.get(&(mi, c)) {
            Some(Sym::Func(f)) => Ok(Opnd::Func(*f)),
            Some(Sym::Var(v)) => Ok(Opnd::Addr(Addr {
                var: Some(*v),
                reg: None,
                offset: 0,
            })),
            None => match m.code_at(c) {
                Some(Code::Executable(e)) if e.kind == ExecKind::Signature => Ok(Opnd::None),
                _ => Err(LoadError::Undefined(
                    m.name_of(c).unwrap_or_else(|| format!("entry at {}", c.0)),
                )),
            },
        }
    }
}

/// Little-endian bytes (up to 16) as a `u128`.
pub(crate) fn le_u128(b: &[u8]) -> u128 {
    b.iter()
        .take(16)
        .rev()
        .fold(0u128, |a, &x| a << 8 | u128::from(x))
}
