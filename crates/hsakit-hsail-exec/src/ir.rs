//! The engine's own decode-once instruction form.
//!
//! Lowering ([`crate::lower`]) resolves everything that does not change between executions:
//! registers become slots of a per-frame register file, labels become instruction indices,
//! variables become segment locations, calls name function indices, and every conditional
//! branch carries the instruction index of its immediate post-dominator (its reconvergence
//! point, PRM §2.12, seed L1276).

/// A register class: `$c` (1 bit), `$s` (32), `$d` (64), `$q` (128, two slots).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RegKind {
    C,
    S,
    D,
    Q,
}

/// Where a variable lives once lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VarLoc {
    /// A global or readonly variable at a fixed guest address.
    Global(u64),
    /// A group-segment offset.
    Group(u32),
    /// An offset in the current frame of the work-item's private stack (private, spill and
    /// arg-block variables).
    Frame(u32),
    /// A module-scope private variable: a fixed offset in every work-item's stack.
    Private(u32),
    /// A formal argument of the current function (an arg-segment variable of the caller).
    Formal(u16),
    /// A kernarg offset.
    Kernarg(u32),
    /// An fbarrier (its index).
    Fbarrier(u32),
}

/// An address expression `[var][reg + offset]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Addr {
    pub var: Option<VarLoc>,
    pub reg: Option<(u32, RegKind)>,
    pub offset: u64,
}

/// A lowered operand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Opnd {
    /// A register slot.
    Reg(u32, RegKind),
    /// An immediate (the constant's bits, zero-extended).
    Imm(u128),
    /// `WAVESIZE`.
    WaveSize,
    /// A vector operand.
    Vec(Vec<Opnd>),
    /// A memory address.
    Addr(Addr),
    /// A branch target (instruction index).
    Label(u32),
    /// `sbr` targets.
    Labels(Vec<u32>),
    /// A function (index into the program's functions).
    Func(u32),
    /// `icall` candidates.
    Funcs(Vec<u32>),
    /// Call arguments: the frame offsets of the arg-block variables.
    Args(Vec<VarLoc>),
    /// Nothing (an absent optional operand).
    None,
}

/// One lowered instruction: the BRIG opcode and fields, resolved operands.
#[derive(Clone, Debug)]
pub(crate) struct Inst {
    pub op: u16,
    pub ty: u16,
    pub stype: u16,
    pub seg: u8,
    pub order: u8,
    pub scope: u8,
    pub aop: u8,
    pub cmp: u8,
    pub round: u8,
    pub ftz: bool,
    /// `cvt`'s integer `_sat` modifier (`HSA_BRIG_ALU_MODIFIER_INTEGER_SAT`, seed 000 L17150).
    pub sat: bool,
    pub pack: u8,
    pub width: u8,
    pub ops: Vec<Opnd>,
    /// For branches: the reconvergence point (instruction index; `EXIT` for the function exit).
    pub reconv: u32,
    /// The wave-wide form, for the instructions that have one ([`crate::fast`]).
    pub fast: Option<crate::fast::Fast>,
}

/// The virtual exit node's instruction index.
pub(crate) const EXIT: u32 = u32::MAX;

/// A function or kernel, lowered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Func {
    pub name: String,
    pub module: usize,
    /// Handle of the defining directive in its module.
    pub dref: u32,
    pub is_kernel: bool,
    pub defined: bool,
    pub insts: Vec<Inst>,
    /// Source line of each instruction (0 when unknown).
    pub lines: Vec<u32>,
    /// Register-file slots per lane.
    pub nslots: u32,
    /// Bytes of private/spill/arg-block variables in each frame.
    pub frame_size: u32,
    /// Output formals then input formals: (byte size).
    pub formals: Vec<u32>,
    pub n_out: usize,
    /// Kernarg segment size (kernels).
    pub kernarg_size: u32,
    /// Control directive `enabledetectexceptions` mask.
    pub detect_enabled: u32,
}
