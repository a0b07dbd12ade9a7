//! The in-memory module: an arena IR that mirrors BRIG (seed L16969–L21590).
//!
//! A [`Module`] holds the three BRIG sections as arenas:
//! * `hsa_data`: raw bytes (strings and offset lists), addressed by [`DataRef`];
//! * `hsa_code`: directives and instructions ([`Code`]), addressed by [`CodeRef`];
//! * `hsa_operand`: operands ([`Operand`]), addressed by [`OperandRef`].
//!
//! A handle is the entry's byte offset in its section, exactly as BRIG stores cross-references,
//! so BRIG → model → BRIG is the identity and every offset in a BRIG file names the same entry in
//! the model. Entries are kept in section order; [`Module::code_at`] and
//! [`Module::operand_at`] find an entry by handle. Code entries built from text keep the source
//! [`Span`] of the statement they came from ([`Module::code_span`]).
//!
//! Consumers (the execution engine, the validator, the printer) walk [`Module::code`] in order:
//! the module directive, then module-scope directives; a kernel or function
//! ([`Code::Executable`]) is followed by its formal arguments and its code block up to
//! `next_module_entry`.

use crate::brig::consts::kind;
use hsakit_diag::Span;
use smallvec::SmallVec;

mod buf;
pub(crate) use buf::Sink;
use buf::{Buf, Region};
/// Hash maps with a fast fixed hasher (keys are names and small byte strings, not hostile).
type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

/// Bytes shared read-only between threads, such as a BRIG file a module is read over
/// ([`crate::brig::BrigView::module`]) while another thread prints it.
pub type SharedBytes = std::sync::Arc<hsakit_mem::FileBytes>;

/// A byte offset into the `hsa_data` section (0 = none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DataRef(pub u32);
/// A byte offset into the `hsa_code` section (0 = none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CodeRef(pub u32);
/// A byte offset into the `hsa_operand` section (0 = none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OperandRef(pub u32);

/// Size of the section headers `HSAILasm` writes: `align4(24 + name_len - 1)`.
pub(crate) fn section_header_len(name: &str) -> u32 {
    (24 + name.len() as u32 - 1 + 3) & !3
}

/// A code entry as [`Module::code_entries`] walks them: its handle and its kind
/// (`hsa_brig_kind_t`, L17328-L17400), read without decoding the entry.
#[derive(Clone, Copy, Debug)]
pub struct CodeEntry {
    /// The entry's handle.
    pub r: CodeRef,
    /// Its kind ([`crate::brig::consts::kind`]).
    pub kind: u16,
    /// Its index in section order.
    index: usize,
}

impl CodeEntry {
    /// Whether the entry is an instruction.
    pub fn is_inst(&self) -> bool {
        (kind::INST_ADDR..kind::INST_END).contains(&self.kind)
    }

    /// Whether the entry is a kernel, function, indirect function or signature.
    pub fn is_executable(&self) -> bool {
        matches!(
            self.kind,
            kind::FUNCTION | kind::INDIRECT_FUNCTION | kind::KERNEL | kind::SIGNATURE
        )
    }
}

/// Where the entries of a section start, for finding an entry's index from its offset in
/// constant time: one bit per 4-byte slot (entries are 4-aligned), and per 64-slot word the
/// number of entries before it. About 1/16 of the section's size, against the 4 bytes per
/// entry a hash map would take several times over.
#[derive(Clone, Debug, Default)]
pub(crate) struct StartIndex {
    bits: Vec<u64>,
    rank: Vec<u32>,
    count: u32,
}

impl StartIndex {
    /// The index of a bitmap with one bit per 4-byte slot, set where an entry starts (the
    /// view's, [`crate::brig::BrigView`]).
    pub(crate) fn from_bits(bits: Vec<u64>) -> Self {
        let mut rank = Vec::with_capacity(bits.len());
        let mut count = 0u32;
        for w in &bits {
            rank.push(count);
            count += w.count_ones();
        }
        StartIndex { bits, rank, count }
    }

    /// Records the next entry, at `off` (above every offset pushed before).
    #[inline]
    pub(crate) fn push(&mut self, off: u32) {
        let slot = off as usize / 4;
        let w = slot / 64;
        if self.bits.len() <= w {
            self.grow(w);
        }
        if let Some(b) = self.bits.get_mut(w) {
            *b |= 1 << (slot % 64);
        }
        self.count += 1;
    }

    /// Adds the words up to word `w` ([`StartIndex::push`] into a new word: once in 64
    /// slots at most, out of line).
    #[cold]
    #[inline(never)]
    fn grow(&mut self, w: usize) {
        while self.bits.len() <= w {
            self.bits.push(0);
            self.rank.push(self.count);
        }
    }

    /// Whether an entry starts at `off` ([`StartIndex::find`] without counting the entries
    /// before it: the test of the accessors that read a record in place).
    #[inline]
    fn contains(&self, off: u32) -> bool {
        let slot = off as usize / 4;
        off.is_multiple_of(4)
            && self
                .bits
                .get(slot / 64)
                .is_some_and(|w| (w >> (slot % 64)) & 1 == 1)
    }

    /// The index of the entry starting at `off`.
    fn find(&self, off: u32) -> Option<usize> {
        if !off.is_multiple_of(4) {
            return None;
        }
        let slot = off as usize / 4;
        let (w, b) = (slot / 64, slot % 64);
        let word = *self.bits.get(w)?;
        if (word >> b) & 1 == 0 {
            return None;
        }
        let below = (word & ((1u64 << b) - 1)).count_ones();
        Some(self.rank[w] as usize + below as usize)
    }

    /// The offset of entry `i` (the `i`-th set bit).
    fn select(&self, i: usize) -> Option<u32> {
        if i >= self.count as usize {
            return None;
        }
        let w = self
            .rank
            .partition_point(|&r| r as usize <= i)
            .checked_sub(1)?;
        let mut word = *self.bits.get(w)?;
        for _ in 0..i - self.rank[w] as usize {
            word &= word.wrapping_sub(1);
        }
        (word != 0).then(|| ((w * 64 + word.trailing_zeros() as usize) * 4) as u32)
    }

    /// Every entry's offset, in order.
    fn offsets(&self) -> Offsets<'_> {
        Offsets {
            words: &self.bits,
            at: 0,
            word: self.bits.first().copied().unwrap_or(0),
        }
    }

    /// The offsets of entry `i` and those after it, in order.
    fn offsets_from(&self, i: usize) -> Offsets<'_> {
        let Some(off) = self.select(i) else {
            return Offsets {
                words: &[],
                at: 0,
                word: 0,
            };
        };
        let slot = off as usize / 4;
        let (w, b) = (slot / 64, slot % 64);
        Offsets {
            words: &self.bits,
            at: w,
            word: self.bits.get(w).map_or(0, |x| x & !((1u64 << b) - 1)),
        }
    }
}

/// The offsets of [`StartIndex::offsets`], lowest first: the set bits of each word in turn
/// (a plain loop; the validator's passes walk the code section with it several times).
pub(crate) struct Offsets<'a> {
    words: &'a [u64],
    /// The index of `word` in `words`.
    at: usize,
    /// The bits of word `at` not yet returned.
    word: u64,
}

impl Iterator for Offsets<'_> {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        while self.word == 0 {
            self.at += 1;
            self.word = *self.words.get(self.at)?;
        }
        let b = self.word.trailing_zeros() as usize;
        self.word &= self.word - 1;
        Some(((self.at * 64 + b) * 4) as u32)
    }
}

/// Which executable a [`Code::Executable`] is (kind values L17328–L17400).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecKind {
    /// `function`.
    Function,
    /// `indirect function`.
    IndirectFunction,
    /// `kernel`.
    Kernel,
    /// `signature`.
    Signature,
}

/// A directive or instruction in `hsa_code` (records of L18425–L19677).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Code {
    /// `directive_arg_block_t` with kind ARG_BLOCK_START (`{`).
    ArgBlockStart,
    /// `directive_arg_block_t` with kind ARG_BLOCK_END (`}`).
    ArgBlockEnd,
    /// A source comment, text including `//`.
    Comment {
        /// The comment text.
        name: DataRef,
    },
    /// A control directive.
    Control {
        /// `hsa_brig_control_directive_t`.
        control: u16,
        /// Operand list.
        operands: DataRef,
    },
    /// `extension "NAME";`.
    Extension {
        /// The extension name.
        name: DataRef,
    },
    /// `fbarrier &name;`.
    Fbarrier {
        /// Name.
        name: DataRef,
        /// Bit 0: definition.
        modifier: u8,
        /// Linkage.
        linkage: u8,
    },
    /// Kernel, function, indirect function or signature.
    Executable(Executable),
    /// `@name:`.
    Label {
        /// Name.
        name: DataRef,
    },
    /// `loc line[:col] ["file"];`.
    Loc {
        /// File name (may be empty).
        filename: DataRef,
        /// Line.
        line: u32,
        /// Column.
        column: u32,
    },
    /// The module header.
    Module(ModuleHeader),
    /// `directive_none` (`pad`): `size` bytes in all.
    None {
        /// Record size in bytes (a multiple of 4, at least 4).
        size: u16,
    },
    /// `pragma …;`.
    Pragma {
        /// Operand list.
        operands: DataRef,
    },
    /// A variable.
    Variable(Variable),
    /// An instruction.
    Inst(Inst),
}

/// An operand list read in place from a data entry ([`Module::operand_refs`]): the
/// validator's view of each instruction's operands (no copy; [`Module::operand_list`] copied
/// them at about 120 instructions a list).
#[derive(Clone, Copy, Debug)]
pub struct OperandRefs<'a>(&'a [u8]);

impl OperandRefs<'_> {
    /// The number of operands.
    pub fn len(&self) -> usize {
        self.0.len() / 4
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.len() < 4
    }

    /// Operand `k`.
    pub fn get(&self, k: usize) -> Option<OperandRef> {
        let b = self.0.get(k.checked_mul(4)?..k.checked_mul(4)? + 4)?;
        Some(OperandRef(u32::from_le_bytes([b[0], b[1], b[2], b[3]])))
    }

    /// The operands in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = OperandRef> + '_ {
        self.0
            .chunks_exact(4)
            .map(|c| OperandRef(u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
    }
}

/// An operand list read from a data entry ([`Module::operand_list`]): inline up to eight
/// entries (every instruction's operands, every vector), so reading one allocates nothing
/// (the validator reads each instruction's).
pub type OperandList = SmallVec<[OperandRef; 8]>;

/// `directive_module_t` (L18830).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleHeader {
    /// Module name.
    pub name: DataRef,
    /// HSAIL major version.
    pub major: u32,
    /// HSAIL minor version.
    pub minor: u32,
    /// 0 base, 1 full.
    pub profile: u8,
    /// 0 small, 1 large.
    pub machine_model: u8,
    /// Default float rounding (1 default, 2 near, 3 zero).
    pub default_float_round: u8,
}

/// `directive_executable_t` (L18589).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Executable {
    /// Which executable.
    pub kind: ExecKind,
    /// Name.
    pub name: DataRef,
    /// Number of output formals.
    pub out_arg_count: u16,
    /// Number of input formals.
    pub in_arg_count: u16,
    /// First input formal.
    pub first_in_arg: CodeRef,
    /// First entry of the code block.
    pub first_code_block_entry: CodeRef,
    /// Next module-scope entry.
    pub next_module_entry: CodeRef,
    /// Bit 0: definition.
    pub modifier: u8,
    /// Linkage.
    pub linkage: u8,
}

/// `directive_variable_t` (L18944).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Name.
    pub name: DataRef,
    /// Initializer operand (0 = none).
    pub init: OperandRef,
    /// Type (with array bit).
    pub ty: u16,
    /// Segment.
    pub segment: u8,
    /// Alignment (log2(n)+1).
    pub align: u8,
    /// Array dimension.
    pub dim: u64,
    /// Bit 0 definition, bit 1 const.
    pub modifier: u8,
    /// Linkage.
    pub linkage: u8,
    /// Allocation.
    pub allocation: u8,
}

/// The fields of a variable that the parser's address checks read
/// ([`Module::variable_shape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariableShape {
    /// Type (with array bit).
    pub ty: u16,
    /// Segment.
    pub segment: u8,
    /// Array dimension.
    pub dim: u64,
}

/// An instruction: the common prefix plus its format (L19022–L19677).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inst {
    /// Opcode number.
    pub opcode: u16,
    /// Result type.
    pub ty: u16,
    /// Operand list (destination first).
    pub operands: DataRef,
    /// Format-specific fields.
    pub format: InstFormat,
}

/// The instruction formats and their fields (Table 18–22, L21047).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum InstFormat {
    Addr {
        segment: u8,
    },
    Atomic {
        segment: u8,
        order: u8,
        scope: u8,
        op: u8,
        equiv: u8,
    },
    Basic,
    Br {
        width: u8,
    },
    Cmp {
        source_type: u16,
        modifier: u8,
        compare: u8,
        pack: u8,
    },
    Cvt {
        source_type: u16,
        modifier: u8,
        round: u8,
    },
    Image {
        image_type: u16,
        coord_type: u16,
        geometry: u8,
        equiv: u8,
    },
    Lane {
        source_type: u16,
        width: u8,
    },
    Mem {
        segment: u8,
        align: u8,
        equiv: u8,
        width: u8,
        modifier: u8,
    },
    MemFence {
        order: u8,
        global_scope: u8,
        group_scope: u8,
        image_scope: u8,
    },
    Mod {
        modifier: u8,
        round: u8,
        pack: u8,
    },
    QueryImage {
        image_type: u16,
        geometry: u8,
        query: u8,
    },
    QuerySampler {
        query: u8,
    },
    Queue {
        segment: u8,
        order: u8,
    },
    Seg {
        segment: u8,
    },
    SegCvt {
        source_type: u16,
        segment: u8,
        modifier: u8,
    },
    Signal {
        signal_type: u16,
        order: u8,
        op: u8,
    },
    SourceType {
        source_type: u16,
    },
}

impl InstFormat {
    /// The BRIG kind value.
    pub fn kind(&self) -> u16 {
        0x2000
            + match self {
                InstFormat::Addr { .. } => 0,
                InstFormat::Atomic { .. } => 1,
                InstFormat::Basic => 2,
                InstFormat::Br { .. } => 3,
                InstFormat::Cmp { .. } => 4,
                InstFormat::Cvt { .. } => 5,
                InstFormat::Image { .. } => 6,
                InstFormat::Lane { .. } => 7,
                InstFormat::Mem { .. } => 8,
                InstFormat::MemFence { .. } => 9,
                InstFormat::Mod { .. } => 10,
                InstFormat::QueryImage { .. } => 11,
                InstFormat::QuerySampler { .. } => 12,
                InstFormat::Queue { .. } => 13,
                InstFormat::Seg { .. } => 14,
                InstFormat::SegCvt { .. } => 15,
                InstFormat::Signal { .. } => 16,
                InstFormat::SourceType { .. } => 17,
            }
    }
    /// The record size in bytes.
    pub fn size(&self) -> u16 {
        match self {
            InstFormat::Basic => 12,
            InstFormat::Atomic { .. }
            | InstFormat::Cmp { .. }
            | InstFormat::Image { .. }
            | InstFormat::Mem { .. } => 20,
            _ => 16,
        }
    }
}

/// An operand in `hsa_operand` (records of L19678–L20365, BRIG 1.0 kinds).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Operand {
    /// `[symbol][reg + offset]`.
    Address {
        symbol: CodeRef,
        reg: OperandRef,
        offset: u64,
    },
    /// `align(n)` inside an aggregate.
    Align { align: u8 },
    /// A list of code entries (labels, functions, arguments).
    CodeList { elements: DataRef },
    /// A reference to one code entry.
    CodeRef { code: CodeRef },
    /// Constant bytes (little-endian, packed elements reversed).
    ConstantBytes { ty: u16, bytes: DataRef },
    /// An image initializer (boxed: rare, and the largest record would double every operand).
    ConstantImage(Box<ImageInit>),
    /// An array or aggregate of constant operands.
    ConstantOperandList { ty: u16, elements: DataRef },
    /// A sampler initializer.
    ConstantSampler {
        ty: u16,
        coord: u8,
        filter: u8,
        addressing: u8,
    },
    /// A vector operand.
    OperandList { elements: DataRef },
    /// `$c`, `$s`, `$d`, `$q` register.
    Register { kind: u16, num: u16 },
    /// A string (pragmas).
    String { string: DataRef },
    /// `WAVESIZE`.
    Wavesize,
}

/// The fields of an image initializer (`operand_constant_image_t`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct ImageInit {
    pub ty: u16,
    pub geometry: u8,
    pub channel_order: u8,
    pub channel_type: u8,
    pub width: u64,
    pub height: u64,
    pub depth: u64,
    pub array: u64,
}

impl Operand {
    /// The BRIG kind value.
    pub fn kind(&self) -> u16 {
        0x3000
            + match self {
                Operand::Address { .. } => 0,
                Operand::Align { .. } => 1,
                Operand::CodeList { .. } => 2,
                Operand::CodeRef { .. } => 3,
                Operand::ConstantBytes { .. } => 4,
                Operand::ConstantImage { .. } => 6,
                Operand::ConstantOperandList { .. } => 7,
                Operand::ConstantSampler { .. } => 8,
                Operand::OperandList { .. } => 9,
                Operand::Register { .. } => 10,
                Operand::String { .. } => 11,
                Operand::Wavesize => 12,
            }
    }
    /// The record size in bytes.
    pub fn size(&self) -> u16 {
        match self {
            Operand::Address { .. } => 20,
            Operand::ConstantImage { .. } => 44,
            Operand::ConstantBytes { .. }
            | Operand::ConstantOperandList { .. }
            | Operand::ConstantSampler { .. } => 12,
            Operand::Wavesize => 4,
            _ => 8,
        }
    }
}

impl Code {
    /// The BRIG kind value.
    pub fn kind(&self) -> u16 {
        use crate::brig::consts::kind as k;
        match self {
            Code::ArgBlockStart => k::ARG_BLOCK_START,
            Code::ArgBlockEnd => k::ARG_BLOCK_END,
            Code::Comment { .. } => k::COMMENT,
            Code::Control { .. } => k::CONTROL,
            Code::Extension { .. } => k::EXTENSION,
            Code::Fbarrier { .. } => k::FBARRIER,
            Code::Executable(e) => match e.kind {
                ExecKind::Function => k::FUNCTION,
                ExecKind::IndirectFunction => k::INDIRECT_FUNCTION,
                ExecKind::Kernel => k::KERNEL,
                ExecKind::Signature => k::SIGNATURE,
            },
            Code::Label { .. } => k::LABEL,
            Code::Loc { .. } => k::LOC,
            Code::Module(_) => k::MODULE,
            Code::None { .. } => k::NONE,
            Code::Pragma { .. } => k::PRAGMA,
            Code::Variable(_) => k::VARIABLE,
            Code::Inst(i) => i.format.kind(),
        }
    }
    /// The record size in bytes.
    pub fn size(&self) -> u16 {
        match self {
            Code::ArgBlockStart | Code::ArgBlockEnd => 4,
            Code::Comment { .. }
            | Code::Extension { .. }
            | Code::Label { .. }
            | Code::Pragma { .. } => 8,
            Code::Control { .. } | Code::Fbarrier { .. } => 12,
            Code::Loc { .. } => 16,
            Code::Module(_) => 20,
            Code::Executable(_) | Code::Variable(_) => 28,
            Code::None { size } => *size,
            Code::Inst(i) => i.format.size(),
        }
    }
}

/// A whole BRIG module.
#[derive(Clone, Debug)]
pub struct Module {
    /// Memory the windows of `data`, `code_records` and `operand_records` are in, when they
    /// are windows ([`Module::for_writing_source_len`], [`buf`]).
    region: Region,
    /// The `hsa_data` section, header bytes included (zeros), so `DataRef` indexes it directly.
    data: Buf,
    /// Shared data entries by the hash of their bytes (the bytes are compared in `data`, so
    /// no copy of them is kept); entries whose hash an earlier, different entry took are in
    /// `data_dedup_collided`.
    data_dedup: HashMap<u64, u32>,
    data_dedup_collided: HashMap<Vec<u8>, u32>,
    /// Shared data entries added lately ([`Module::add_data`]), by a cheap hash of their
    /// length and end bytes (0: none): most entries added are the same few comments and
    /// literals again, found here by one comparison of their bytes instead of a full hash
    /// and a probe of `data_dedup`.
    data_recent: [u32; RECENT_DATA],
    code: Vec<Code>,
    /// The code entries as their BRIG records (header area zeroed) instead of `code`
    /// ([`Module::encode_records`]).
    code_records: Option<Buf>,
    code_index: StartIndex,
    code_spans: Vec<Span>,
    /// Whether [`Module::add_code`] records spans (off when nothing will ask for them).
    keep_spans: bool,
    /// Whether the operand kinds of every instruction were checked as it was parsed (the
    /// validator then need not check them again, [`crate::valid`]).
    pub(crate) kinds_checked: bool,
    /// Whether every instruction was checked against the per-instruction rules as it was
    /// parsed, and kept them (the writing path's parse, [`crate::valid`]: the validator then
    /// runs only the passes over the whole module).
    pub(crate) insts_checked: bool,
    code_end: u32,
    operands: Vec<Operand>,
    /// The operands as their BRIG records (header area zeroed, so an [`OperandRef`] indexes
    /// it directly) instead of `operands`, for a module that is only written out
    /// ([`Module::encode_records`]).
    operand_records: Option<Buf>,
    operand_index: StartIndex,
    operand_end: u32,
}

impl Default for Module {
    fn default() -> Self {
        Module::new()
    }
}

/// Lists of at most this many u32s are appended by one fixed-size copy
/// ([`Module::add_u32_list`]).
const SHORT_LIST: usize = 7;

/// Slots of [`Module::data_recent`] (a power of two).
const RECENT_DATA: usize = 64;

/// The slot of [`Module::data_recent`] for an entry of these bytes: from their length and
/// their first and last bytes (a few instructions, where hashing all of them takes tens).
#[inline]
fn recent_slot(bytes: &[u8]) -> usize {
    let (first, last) = match bytes {
        [] => (0, 0),
        [f, .., l] => (usize::from(*f), usize::from(*l)),
        [f] => (usize::from(*f), usize::from(*f)),
    };
    (bytes.len() ^ first.wrapping_mul(7) ^ last.wrapping_mul(31)) % RECENT_DATA
}

/// Names of the three sections, in index order.
pub(crate) const SECTION_NAMES: [&str; 3] = ["hsa_data", "hsa_code", "hsa_operand"];

impl Module {
    /// An empty module (no entries).
    pub fn new() -> Self {
        Module {
            region: Region::default(),
            data: Buf::Vec(vec![0; section_header_len(SECTION_NAMES[0]) as usize]),
            data_dedup: HashMap::default(),
            data_dedup_collided: HashMap::default(),
            data_recent: [0; RECENT_DATA],
            code: Vec::new(),
            code_records: None,
            code_index: StartIndex::default(),
            code_spans: Vec::new(),
            keep_spans: true,
            kinds_checked: false,
            insts_checked: false,
            code_end: section_header_len(SECTION_NAMES[1]),
            operands: Vec::new(),
            operand_records: None,
            operand_index: StartIndex::default(),
            operand_end: section_header_len(SECTION_NAMES[2]),
        }
    }

    /// An empty module with room for about `source_len / 2` bytes of `hsa_data`, `source_len
    /// / 24` code entries and `source_len / 8` operands: what the assembler reserves for a
    /// source of `source_len` bytes, so the arenas seldom grow (and copy) while it parses.
    /// The generated test modules of the round-trip corpus need about 0.34, 1/35 and 1/13.
    pub fn for_source_len(source_len: usize) -> Self {
        let mut m = Module::new();
        m.data.reserve(&m.region, source_len / 2);
        m.code.reserve(source_len / 24);
        m.code_spans.reserve(source_len / 24);
        m.operands.reserve(source_len / 8);
        m
    }

    /// [`Module::for_source_len`] for a module that is only written out, as after
    /// [`Module::discard_spans`] and [`Module::encode_records`]: no spans kept and the entries
    /// kept as records, with room for the records of as many entries reserved straight away
    /// (without first reserving room for entries and spans only to give it back, two large
    /// allocations that the allocator would map and unmap at once).
    ///
    /// When the room reserved for the three sections fits one huge page and fills at least
    /// half of it (sources of about 390 to 780 KB), they are windows of one ([`buf`]: one page
    /// fault and the zeroing of 2 MiB for the whole output instead of a fault per 4 KiB). With
    /// less, the zeroing costs about as much as the faults it saves, for up to 4x the memory.
    pub fn for_writing_source_len(source_len: usize) -> Self {
        let mut m = Module::new();
        m.keep_spans = false;
        m.code_spans = Vec::new();
        let (operands, code) = (source_len / 8, source_len / 24);
        let caps = [
            (source_len / 2).next_multiple_of(64).max(64),
            record_room(code, 16),
            record_room(operands, 12),
        ];
        let room: usize = caps.iter().sum();
        if let Some(r) = (hsakit_mem::HUGE_PAGE / 2..=hsakit_mem::HUGE_PAGE)
            .contains(&room)
            .then(|| Region::huge(room))
            .flatten()
        {
            // The header areas are zeros, as in `Module::new`.
            let header = m.data.len();
            m.region = r;
            m.data = Buf::window(&m.region, 0, caps[0]);
            m.data.resize(&mut m.region, header);
            let mut code = Buf::window(&m.region, caps[0], caps[1]);
            code.resize(&mut m.region, m.code_end as usize);
            m.code_records = Some(code);
            let mut ops = Buf::window(&m.region, caps[0] + caps[1], caps[2]);
            ops.resize(&mut m.region, m.operand_end as usize);
            m.operand_records = Some(ops);
            return m;
        }
        m.data.reserve(&m.region, source_len / 2);
        m.reserve_records(operands, code);
        m
    }

    /// Whether this is a module as [`Module::for_writing_source_len`] makes it, with nothing
    /// added yet.
    pub fn is_fresh_for_writing(&self) -> bool {
        !self.keep_spans
            && self.code_records.is_some()
            && self.operand_records.is_some()
            && self.code_index.count == 0
            && self.operand_index.count == 0
            && self.data.len() == section_header_len(SECTION_NAMES[0]) as usize
    }

    /// Stops recording source spans for the code entries added from now on (and drops the
    /// room reserved for them): for a module that is only written out, such as the assembler's,
    /// where 8 bytes per entry would be kept for nothing. [`Module::code_span`] is then empty
    /// for those entries.
    pub fn discard_spans(&mut self) {
        self.keep_spans = false;
        self.code_spans = Vec::new();
    }

    /// Keeps the code entries and operands added from now on as their BRIG records (about
    /// half the memory of [`Code`] and [`Operand`] entries, and written out as they are)
    /// rather than as entries: for a module that is only written out, such as the
    /// assembler's. They are then read with [`Module::code_value`] and
    /// [`Module::operand_value`] and changed with [`Module::set_code`] and
    /// [`Module::set_operand`]; [`Module::code`], [`Module::code_at`], [`Module::code_entry`],
    /// [`Module::operands`], [`Module::operand_at`] and their `_mut` forms see none of them.
    /// Call it before any entry is added.
    pub fn encode_records(&mut self) {
        debug_assert!(self.operands.is_empty() && self.code.is_empty());
        let (operands, code) = (self.operands.capacity(), self.code.capacity());
        self.operands = Vec::new();
        self.code = Vec::new();
        self.reserve_records(operands, code);
    }

    /// Keeps the entries as records ([`Module::encode_records`]) with room for the records
    /// of about `operands` operands and `code` code entries: about 11 bytes of records per
    /// operand and 16 per code entry.
    fn reserve_records(&mut self, operands: usize, code: usize) {
        let mut b = Vec::with_capacity(record_room(operands, 12));
        b.resize(self.operand_end as usize, 0);
        self.operand_records = Some(Buf::Vec(b));
        let mut b = Vec::with_capacity(record_room(code, 16));
        b.resize(self.code_end as usize, 0);
        self.code_records = Some(Buf::Vec(b));
    }

    /// The code records of a module keeping them encoded ([`Module::encode_records`]), header
    /// area included.
    pub(crate) fn code_records(&self) -> Option<&[u8]> {
        self.code_records.as_ref().map(|b| b.get(&self.region))
    }

    /// The code entry at a handle, by value: decoded from its record when the module keeps
    /// records ([`Module::encode_records`]), else a copy of the entry.
    pub fn code_value(&self, r: CodeRef) -> Option<Code> {
        match self.code_records() {
            Some(b) => {
                self.code_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                let c = crate::brig::RecordCursor::new(b, 0, false);
                let size = usize::from(c.u16(at));
                crate::brig::read_code(&c, at, c.u16(at + 2), size).ok()
            }
            None => self.code_at(r).cloned(),
        }
    }

    /// The kind of the code entry at a handle, read in place (no entry decoded or copied).
    pub fn code_kind(&self, r: CodeRef) -> Option<u16> {
        match self.code_records() {
            Some(b) => {
                self.code_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                b.get(at + 2..at + 4)
                    .map(|k| u16::from_le_bytes([k[0], k[1]]))
            }
            None => self.code_at(r).map(Code::kind),
        }
    }

    /// The type, segment and dimension of the variable at a handle, read in place (no entry
    /// decoded or copied); `None` when the entry there is not a variable.
    pub fn variable_shape(&self, r: CodeRef) -> Option<VariableShape> {
        match self.code_records() {
            Some(b) => {
                self.code_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                // `directive_variable_t`: kind at 2, type at 12, segment at 14, dim at 16.
                let rec = b.get(at..at + 24)?;
                if u16::from_le_bytes([rec[2], rec[3]]) != crate::brig::consts::kind::VARIABLE {
                    return None;
                }
                let mut dim = [0; 8];
                dim.copy_from_slice(&rec[16..24]);
                Some(VariableShape {
                    ty: u16::from_le_bytes([rec[12], rec[13]]),
                    segment: rec[14],
                    dim: u64::from_le_bytes(dim),
                })
            }
            None => match self.code_at(r)? {
                Code::Variable(v) => Some(VariableShape {
                    ty: v.ty,
                    segment: v.segment,
                    dim: v.dim,
                }),
                _ => None,
            },
        }
    }

    /// Replaces the code entry at a handle by one of the same record size (used to
    /// back-patch executables and variables); nothing happens for a handle that is not a
    /// code entry or a new entry of another size.
    pub fn set_code(&mut self, r: CodeRef, c: Code) {
        let Some(i) = self.code_index.find(r.0) else {
            return;
        };
        match &mut self.code_records {
            Some(b) => {
                patch_record(b.get_mut(&mut self.region), r.0 as usize, c.size(), |rec| {
                    crate::brig::write_code(rec, &c)
                });
            }
            None => {
                if let Some(e) = self.code.get_mut(i)
                    && e.size() == c.size()
                {
                    *e = c;
                }
            }
        }
    }

    /// The handle of entry `i` of the code section in order (also for a module keeping
    /// records).
    pub fn code_ref_by_index(&self, i: usize) -> Option<CodeRef> {
        self.code_index.select(i).map(CodeRef)
    }

    /// The operand records of a module keeping them encoded ([`Module::encode_records`]),
    /// header area included.
    pub(crate) fn operand_records(&self) -> Option<&[u8]> {
        self.operand_records.as_ref().map(|b| b.get(&self.region))
    }

    /// The kind of the operand at a handle, read in place (no operand decoded or copied).
    pub fn operand_kind(&self, r: OperandRef) -> Option<u16> {
        match self.operand_records() {
            Some(b) => {
                self.operand_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                b.get(at + 2..at + 4)
                    .map(|k| u16::from_le_bytes([k[0], k[1]]))
            }
            None => self.operand_at(r).map(Operand::kind),
        }
    }

    /// The symbol, register and offset of the address operand at a handle, read in place;
    /// `None` when the operand there is not an address.
    pub fn address_at(&self, r: OperandRef) -> Option<(CodeRef, OperandRef, u64)> {
        match self.operand_records() {
            Some(b) => {
                self.operand_index.contains(r.0).then_some(())?;
                // `operand_address_t` (L19830): kind at 2, symbol at 4, reg at 8, offset at 12.
                let rec = b.get(r.0 as usize..r.0 as usize + 20)?;
                let w = |a: usize| u32::from_le_bytes([rec[a], rec[a + 1], rec[a + 2], rec[a + 3]]);
                (u16::from_le_bytes([rec[2], rec[3]]) == kind::OPERAND_ADDRESS).then(|| {
                    (
                        CodeRef(w(4)),
                        OperandRef(w(8)),
                        u64::from(w(12)) | u64::from(w(16)) << 32,
                    )
                })
            }
            None => match self.operand_at(r)? {
                Operand::Address {
                    symbol,
                    reg,
                    offset,
                } => Some((*symbol, *reg, *offset)),
                _ => None,
            },
        }
    }

    /// The kind of the operand at a handle and the word after it (a register's kind or a
    /// constant's type in its low half, a list's elements, a code reference's entry; 0 for a
    /// record without one), read in
    /// place with one look-up: what the validator reads of most operands.
    pub fn operand_head(&self, r: OperandRef) -> Option<(u16, u32)> {
        match self.operand_records() {
            Some(b) => {
                self.operand_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                let k = b.get(at + 2..at + 4)?;
                let w = b
                    .get(at + 4..at + 8)
                    .map_or(0, |w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
                Some((u16::from_le_bytes([k[0], k[1]]), w))
            }
            None => {
                let o = self.operand_at(r)?;
                let w = match *o {
                    Operand::Register { kind, .. } => u32::from(kind),
                    Operand::ConstantBytes { ty, .. } => u32::from(ty),
                    Operand::OperandList { elements } => elements.0,
                    Operand::CodeRef { code } => code.0,
                    _ => 0,
                };
                Some((o.kind(), w))
            }
        }
    }

    /// The register kind of the register operand at a handle, read in place; `None` when the
    /// operand there is not a register.
    pub fn register_kind(&self, r: OperandRef) -> Option<u16> {
        match self.operand_records() {
            Some(b) => {
                self.operand_index.contains(r.0).then_some(())?;
                // `operand_register_t` (L19903): kind at 2, register kind at 4.
                let rec = b.get(r.0 as usize..r.0 as usize + 8)?;
                (u16::from_le_bytes([rec[2], rec[3]]) == kind::OPERAND_REGISTER)
                    .then(|| u16::from_le_bytes([rec[4], rec[5]]))
            }
            None => match self.operand_at(r)? {
                Operand::Register { kind, .. } => Some(*kind),
                _ => None,
            },
        }
    }

    /// The operand at a handle, by value: decoded from its record when the module keeps
    /// operands encoded ([`Module::encode_records`]), else a copy of the entry.
    pub fn operand_value(&self, r: OperandRef) -> Option<Operand> {
        match self.operand_records() {
            Some(b) => {
                self.operand_index.contains(r.0).then_some(())?;
                let at = r.0 as usize;
                let c = crate::brig::RecordCursor::new(b, 0, false);
                crate::brig::read_operand(&c, at, c.u16(at + 2)).ok()
            }
            None => self.operand_at(r).cloned(),
        }
    }

    /// Replaces the operand at a handle by one of the same record size (used to resolve
    /// forward references); nothing happens for a handle that is not an operand or a new
    /// operand of another size.
    pub fn set_operand(&mut self, r: OperandRef, o: Operand) {
        if self.operand_index.find(r.0).is_none() {
            return;
        }
        match &mut self.operand_records {
            Some(b) => {
                patch_record(b.get_mut(&mut self.region), r.0 as usize, o.size(), |rec| {
                    crate::brig::write_operand(rec, &o)
                });
            }
            None => {
                if let Some(e) = self.operand_at_mut(r)
                    && e.size() == o.size()
                {
                    *e = o;
                }
            }
        }
    }

    /// The raw `hsa_data` section (header area zeroed).
    pub fn data_bytes(&self) -> &[u8] {
        self.data.get(&self.region)
    }

    /// Appends a data entry, sharing an identical earlier one (as `HSAILasm` does).
    #[inline]
    pub fn add_data(&mut self, bytes: &[u8]) -> DataRef {
        // An entry added lately is its own earlier offset (shared entries are never patched:
        // the bytes there are still the entry's).
        let slot = recent_slot(bytes);
        let recent = self.data_recent[slot];
        if recent != 0 && self.data(DataRef(recent)) == bytes {
            return DataRef(recent);
        }
        let r = self.add_data_hashed(bytes);
        self.data_recent[slot] = r.0;
        r
    }

    /// [`Module::add_data`] by the hash of the bytes (out of line: [`Module::add_data`] is
    /// inlined for the lookup in `data_recent`, which finds most entries).
    #[inline(never)]
    fn add_data_hashed(&mut self, bytes: &[u8]) -> DataRef {
        use std::hash::BuildHasher;
        let h = foldhash::fast::FixedState::default().hash_one(bytes);
        let taken = match self.data_dedup.get(&h) {
            Some(&off) if self.data(DataRef(off)) == bytes => return DataRef(off),
            Some(_) => {
                if let Some(&off) = self.data_dedup_collided.get(bytes) {
                    return DataRef(off);
                }
                true
            }
            None => false,
        };
        let off = self.data.len() as u32;
        self.data
            .extend(&mut self.region, &(bytes.len() as u32).to_le_bytes());
        self.data.extend(&mut self.region, bytes);
        self.pad_data();
        if taken {
            self.data_dedup_collided.insert(bytes.to_vec(), off);
        } else {
            self.data_dedup.insert(h, off);
        }
        DataRef(off)
    }

    /// Pads `hsa_data` to a multiple of 4 bytes.
    #[inline(always)]
    fn pad_data(&mut self) {
        let n = self.data.len();
        if !n.is_multiple_of(4) {
            self.data.resize(&mut self.region, n.next_multiple_of(4));
        }
    }

    /// Appends an operand list.
    pub fn add_operand_list(&mut self, ops: &[OperandRef]) -> DataRef {
        // `HSAILasm` shares strings and constant bytes, never lists.
        self.add_u32_list(ops.iter().map(|o| o.0))
    }

    /// Appends a code list.
    pub fn add_code_list(&mut self, refs: &[CodeRef]) -> DataRef {
        self.add_u32_list(refs.iter().map(|o| o.0))
    }

    /// Appends an unshared list of u32s, written straight into `hsa_data` (as
    /// [`Module::add_data_unshared`] of their bytes, without a copy of them first).
    #[inline(always)]
    fn add_u32_list(&mut self, vals: impl ExactSizeIterator<Item = u32>) -> DataRef {
        let off = self.data.len() as u32;
        let n = vals.len();
        if n <= SHORT_LIST && off.is_multiple_of(4) {
            // Most lists (an instruction's operands) are short: built in a local record of a
            // fixed size, appended whole (a copy of a size known here, no call to `memcpy`)
            // and cut back to the list's length.
            let mut r = [0u8; 4 + 4 * SHORT_LIST];
            r[..4].copy_from_slice(&(4 * n as u32).to_le_bytes());
            for (i, v) in vals.take(SHORT_LIST).enumerate() {
                r[4 + 4 * i..8 + 4 * i].copy_from_slice(&v.to_le_bytes());
            }
            self.data.extend(&mut self.region, &r);
            self.data.truncate(off as usize + 4 + 4 * n);
            return DataRef(off);
        }
        self.data.reserve(&self.region, 4 + 4 * vals.len());
        self.data
            .extend(&mut self.region, &(4 * vals.len() as u32).to_le_bytes());
        for v in vals {
            self.data.extend(&mut self.region, &v.to_le_bytes());
        }
        self.pad_data();
        DataRef(off)
    }

    /// Appends a data entry that is never shared (its bytes are patched later).
    pub fn add_data_unshared(&mut self, bytes: &[u8]) -> DataRef {
        let off = self.data.len() as u32;
        self.data
            .extend(&mut self.region, &(bytes.len() as u32).to_le_bytes());
        self.data.extend(&mut self.region, bytes);
        self.pad_data();
        DataRef(off)
    }

    /// Overwrites the `index`-th u32 of a data entry (used to resolve forward references).
    pub fn patch_data_u32(&mut self, r: DataRef, index: usize, value: u32) {
        let at = r.0 as usize + 4 + 4 * index;
        if let Some(b) = self.data.get_mut(&mut self.region).get_mut(at..at + 4) {
            b.copy_from_slice(&value.to_le_bytes());
        }
    }

    /// Mutable access to an operand (used to resolve forward references).
    pub fn operand_at_mut(&mut self, r: OperandRef) -> Option<&mut Operand> {
        let i = self.operand_index.find(r.0)?;
        self.operands.get_mut(i)
    }

    /// The bytes of a data entry (empty for 0 or an out-of-range offset).
    pub fn data(&self, r: DataRef) -> &[u8] {
        let o = r.0 as usize;
        let data = self.data.get(&self.region);
        let Some(len) = data.get(o..o + 4) else {
            return &[];
        };
        let n = u32::from_le_bytes([len[0], len[1], len[2], len[3]]) as usize;
        data.get(o + 4..o + 4 + n).unwrap_or(&[])
    }

    /// A data entry read as a list of u32 offsets.
    pub fn data_u32s(&self, r: DataRef) -> impl Iterator<Item = u32> + '_ {
        self.data(r)
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
    }

    /// A data entry read as an operand list, in place (nothing copied).
    pub fn operand_refs(&self, r: DataRef) -> OperandRefs<'_> {
        OperandRefs(self.data(r))
    }

    /// A data entry read as an operand list.
    pub fn operand_list(&self, r: DataRef) -> OperandList {
        self.operand_refs(r).iter().collect()
    }

    /// A data entry read as a code list.
    pub fn code_list(&self, r: DataRef) -> Vec<CodeRef> {
        self.data_u32s(r).map(CodeRef).collect()
    }

    /// A data entry as text (lossy for non-UTF-8).
    pub fn string(&self, r: DataRef) -> String {
        String::from_utf8_lossy(self.data(r)).into_owned()
    }

    /// Appends a code entry and returns its handle.
    pub fn add_code(&mut self, c: Code, span: Span) -> CodeRef {
        self.push_code(c, span)
    }

    /// [`Module::add_operand_list`] of `ops`, then [`Module::add_inst`] of `i` with that
    /// list as its operands: an instruction as the parser adds it, in one call (the list and
    /// the record are written without a call between them), inlined into the parser.
    #[inline(always)]
    pub fn add_inst_operands(
        &mut self,
        mut i: Inst,
        ops: impl ExactSizeIterator<Item = OperandRef>,
        span: Span,
    ) -> CodeRef {
        i.operands = self.add_u32_list(ops.map(|o| o.0));
        self.add_inst(i, span)
    }

    /// [`Module::add_code`] of an instruction (most entries), with the entry's kind known
    /// where its record is built.
    #[inline]
    pub fn add_inst(&mut self, i: Inst, span: Span) -> CodeRef {
        if self.keep_spans || self.code_records.is_none() {
            return self.push_code(Code::Inst(i), span);
        }
        // A module keeping records and no spans (the assembler's): the record straight in.
        let off = self.code_end;
        self.code_end += u32::from(i.format.size());
        if let Some(b) = &mut self.code_records {
            crate::brig::write_inst(&mut b.sink(&mut self.region), &i);
        }
        self.code_index.push(off);
        CodeRef(off)
    }

    /// [`Module::add_code`] of a comment (most entries besides instructions), with the
    /// entry's kind known where its record is built.
    pub fn add_comment(&mut self, name: DataRef, span: Span) -> CodeRef {
        if self.keep_spans {
            return self.push_code(Code::Comment { name }, span);
        }
        let Some(b) = &mut self.code_records else {
            return self.push_code(Code::Comment { name }, span);
        };
        // The record straight in: size 8, kind, name.
        let off = self.code_end;
        let [k0, k1] = Code::Comment { name }.kind().to_le_bytes();
        let [n0, n1, n2, n3] = name.0.to_le_bytes();
        b.extend(&mut self.region, &[8, 0, k0, k1, n0, n1, n2, n3]);
        self.code_end += 8;
        self.code_index.push(off);
        CodeRef(off)
    }

    /// [`Module::add_code`], inlined into its callers so that one passing an entry of a
    /// known kind ([`Module::add_inst`], [`Module::add_comment`]) gets the record built
    /// without the kind's tests.
    #[inline(always)]
    fn push_code(&mut self, c: Code, span: Span) -> CodeRef {
        let off = self.code_end;
        self.code_end += u32::from(c.size());
        if self.keep_spans {
            // A module read from BRIG has no spans until something is added to it.
            if self.code_spans.len() < self.code.len() {
                self.code_spans.resize(self.code.len(), Span::default());
            }
            self.code_spans.push(span);
        }
        match &mut self.code_records {
            Some(b) => crate::brig::write_code(&mut b.sink(&mut self.region), &c),
            None => self.code.push(c),
        }
        self.code_index.push(off);
        CodeRef(off)
    }

    /// The handle the next code entry will get.
    pub fn next_code_ref(&self) -> CodeRef {
        CodeRef(self.code_end)
    }

    /// Appends an operand and returns its handle.
    pub fn add_operand(&mut self, o: Operand) -> OperandRef {
        self.push_operand(o)
    }

    /// [`Module::add_operand`] of `Operand::Register { kind, num }` (most operands are
    /// registers), with the operand's kind known where its record is built; inlined into the
    /// parser's operand loop (a call per register cost a third of the work).
    #[inline(always)]
    pub fn add_register(&mut self, kind: u16, num: u16) -> OperandRef {
        let Some(b) = &mut self.operand_records else {
            return self.push_operand(Operand::Register { kind, num });
        };
        // The record: size 8, kind, the register's kind and number.
        let off = self.operand_end;
        let [k0, k1] = Operand::Register { kind, num }.kind().to_le_bytes();
        let [r0, r1] = kind.to_le_bytes();
        let [n0, n1] = num.to_le_bytes();
        b.extend(&mut self.region, &[8, 0, k0, k1, r0, r1, n0, n1]);
        self.operand_end += 8;
        self.operand_index.push(off);
        OperandRef(off)
    }

    /// [`Module::add_operand`] of `Operand::Address { symbol, reg, offset }`, with the
    /// operand's kind known where its record is built.
    pub fn add_address(&mut self, symbol: CodeRef, reg: OperandRef, offset: u64) -> OperandRef {
        let Some(b) = &mut self.operand_records else {
            return self.push_operand(Operand::Address {
                symbol,
                reg,
                offset,
            });
        };
        // The record: size 20, kind, symbol, register, offset.
        let off = self.operand_end;
        let mut r = [0u8; 20];
        let kind = Operand::Address {
            symbol,
            reg,
            offset,
        }
        .kind();
        r[..2].copy_from_slice(&20u16.to_le_bytes());
        r[2..4].copy_from_slice(&kind.to_le_bytes());
        r[4..8].copy_from_slice(&symbol.0.to_le_bytes());
        r[8..12].copy_from_slice(&reg.0.to_le_bytes());
        r[12..].copy_from_slice(&offset.to_le_bytes());
        b.extend(&mut self.region, &r);
        self.operand_end += 20;
        self.operand_index.push(off);
        OperandRef(off)
    }

    /// [`Module::add_operand`] of `Operand::ConstantBytes { ty, bytes }`, with the operand's
    /// kind known where its record is built.
    pub fn add_constant_bytes(&mut self, ty: u16, bytes: DataRef) -> OperandRef {
        let Some(b) = &mut self.operand_records else {
            return self.push_operand(Operand::ConstantBytes { ty, bytes });
        };
        // The record: size 12, kind, type, 2 reserved bytes, the bytes' data entry.
        let off = self.operand_end;
        let [k0, k1] = Operand::ConstantBytes { ty, bytes }.kind().to_le_bytes();
        let [t0, t1] = ty.to_le_bytes();
        let [d0, d1, d2, d3] = bytes.0.to_le_bytes();
        b.extend(
            &mut self.region,
            &[12, 0, k0, k1, t0, t1, 0, 0, d0, d1, d2, d3],
        );
        self.operand_end += 12;
        self.operand_index.push(off);
        OperandRef(off)
    }

    /// [`Module::add_operand`], inlined into its callers so that one passing an operand of a
    /// known kind ([`Module::add_register`], [`Module::add_address`], ...) gets the record
    /// built without the kind's tests.
    #[inline(always)]
    fn push_operand(&mut self, o: Operand) -> OperandRef {
        let off = self.operand_end;
        self.operand_end += u32::from(o.size());
        match &mut self.operand_records {
            Some(b) => crate::brig::write_operand(&mut b.sink(&mut self.region), &o),
            None => self.operands.push(o),
        }
        self.operand_index.push(off);
        OperandRef(off)
    }

    /// Code entries in section order, with their handles.
    pub fn code(&self) -> impl Iterator<Item = (CodeRef, &Code)> + '_ {
        self.code_index.offsets().map(CodeRef).zip(self.code.iter())
    }

    /// Code entries in section order, with their handles, as values: read from the records
    /// of a module that keeps them ([`Module::encode_records`]) as from the entries of one
    /// that does not (the validator's walk, which serves both).
    pub fn code_values(&self) -> impl Iterator<Item = (CodeRef, Code)> + '_ {
        self.code_entries()
            .filter_map(|e| Some((e.r, self.entry_value(e, false)?)))
    }

    /// Every code entry's handle and kind in section order, read in place: the walk of the
    /// validator's passes, which decode ([`Module::entry_value`]) only the kinds they look at
    /// (on CORE-full-large, 15,799 of 20,800 entries are instructions and 4,933 comments).
    pub fn code_entries(&self) -> impl Iterator<Item = CodeEntry> + '_ {
        self.code_entries_from(0)
    }

    /// [`Module::code_entries`] from entry `from` (in section order) on.
    pub fn code_entries_from(&self, from: usize) -> impl Iterator<Item = CodeEntry> + '_ {
        let records = self.code_records();
        let offsets = if from == 0 {
            self.code_index.offsets()
        } else {
            self.code_index.offsets_from(from)
        };
        offsets.enumerate().map(move |(k, at)| {
            let index = from + k;
            let kind = match records {
                Some(b) => b
                    .get(at as usize + 2..at as usize + 4)
                    .map_or(kind::NONE, |k| u16::from_le_bytes([k[0], k[1]])),
                None => self.code.get(index).map_or(kind::NONE, Code::kind),
            };
            CodeEntry {
                r: CodeRef(at),
                kind,
                index,
            }
        })
    }

    /// The entry `e` of [`Module::code_entries`] by value; `lite`: an instruction read only as
    /// far as its opcode, type and operands (the format as `Basic`), which is all the
    /// declaration, call and label passes look at.
    pub fn entry_value(&self, e: CodeEntry, lite: bool) -> Option<Code> {
        if lite && e.is_inst() {
            return self.entry_inst_base(e).map(Code::Inst);
        }
        match self.code_records() {
            Some(b) => {
                let cur = crate::brig::RecordCursor::new(b, 0, false);
                let o = e.r.0 as usize;
                crate::brig::read_code(&cur, o, e.kind, usize::from(cur.u16(o))).ok()
            }
            None => self.code.get(e.index).cloned(),
        }
    }

    /// The instruction at entry `e` of [`Module::code_entries`], by value (read from its record
    /// without the detour through [`Code`] of [`Module::entry_value`]); `None` for other
    /// entries.
    pub fn entry_inst(&self, e: CodeEntry) -> Option<Inst> {
        if !e.is_inst() {
            return None;
        }
        match self.code_records() {
            // The reader's cursor reads bytes past the end as zeros.
            Some(b) => Some(crate::brig::decode_inst(
                &crate::brig::RecordCursor::new(b, 0, false),
                e.r.0 as usize,
                e.kind,
            )),
            None => match self.code.get(e.index)? {
                Code::Inst(x) => Some(x.clone()),
                _ => None,
            },
        }
    }

    /// The instruction at entry `e` of [`Module::code_entries`] read only as far as its
    /// opcode, type and operands (the format as `Basic`); `None` for other entries.
    pub fn entry_inst_base(&self, e: CodeEntry) -> Option<Inst> {
        if !e.is_inst() {
            return None;
        }
        match self.code_records() {
            Some(b) => {
                // Every instruction record starts with its base (L19042-L19050): size, kind,
                // opcode, type, operand list.
                let o = e.r.0 as usize;
                let rec = b.get(o + 4..o + 12)?;
                Some(Inst {
                    opcode: u16::from_le_bytes([rec[0], rec[1]]),
                    ty: u16::from_le_bytes([rec[2], rec[3]]),
                    operands: DataRef(u32::from_le_bytes([rec[4], rec[5], rec[6], rec[7]])),
                    format: InstFormat::Basic,
                })
            }
            None => match self.code.get(e.index)? {
                Code::Inst(x) => Some(Inst {
                    format: InstFormat::Basic,
                    ..*x
                }),
                _ => None,
            },
        }
    }

    /// Operands in section order, with their handles.
    pub fn operands(&self) -> impl Iterator<Item = (OperandRef, &Operand)> + '_ {
        self.operand_index
            .offsets()
            .map(OperandRef)
            .zip(self.operands.iter())
    }

    /// The index of a code entry in [`Module::code`] order.
    pub fn code_index(&self, r: CodeRef) -> Option<usize> {
        self.code_index.find(r.0)
    }

    /// The code entry at a handle.
    pub fn code_at(&self, r: CodeRef) -> Option<&Code> {
        self.code_index(r).and_then(|i| self.code.get(i))
    }

    /// Mutable access to a code entry (used to back-patch executables).
    pub fn code_at_mut(&mut self, r: CodeRef) -> Option<&mut Code> {
        let i = self.code_index(r)?;
        self.code.get_mut(i)
    }

    /// The source span a code entry was built from (empty for entries read from BRIG).
    pub fn code_span(&self, r: CodeRef) -> Span {
        // A module parsed for writing keeps none: no lookup.
        if self.code_spans.is_empty() {
            return Span::default();
        }
        self.code_index(r)
            .and_then(|i| self.code_spans.get(i).copied())
            .unwrap_or_default()
    }

    /// The operand at a handle.
    pub fn operand_at(&self, r: OperandRef) -> Option<&Operand> {
        self.operand_index
            .find(r.0)
            .and_then(|i| self.operands.get(i))
    }

    /// Number of code entries.
    pub fn code_len(&self) -> usize {
        if self.code_records.is_some() {
            return self.code_index.count as usize;
        }
        self.code.len()
    }

    /// Entry `i` of the code section in order, without its handle (cheaper than
    /// [`Module::code_by_index`], which looks the handle up).
    pub fn code_entry(&self, i: usize) -> Option<&Code> {
        self.code.get(i)
    }

    /// Entry `i` of the code section in order.
    pub fn code_by_index(&self, i: usize) -> Option<(CodeRef, &Code)> {
        Some((CodeRef(self.code_index.select(i)?), self.code.get(i)?))
    }

    /// Total byte size of the code section (header included).
    pub fn code_section_len(&self) -> u32 {
        self.code_end
    }

    /// Total byte size of the operand section (header included).
    pub fn operand_section_len(&self) -> u32 {
        self.operand_end
    }

    /// The name of an executable, variable, fbarrier or label entry.
    pub fn name_of(&self, r: CodeRef) -> Option<String> {
        match self.code_at(r)? {
            Code::Executable(e) => Some(self.string(e.name)),
            Code::Variable(v) => Some(self.string(v.name)),
            Code::Fbarrier { name, .. } | Code::Label { name } => Some(self.string(*name)),
            Code::Module(h) => Some(self.string(h.name)),
            _ => None,
        }
    }

    /// Builds a module from already-checked parts (used by the BRIG reader): entries and
    /// their offsets in section order, no source spans.
    /// A module over the sections of BRIG bytes, kept as records where they are (nothing
    /// copied; see [`Module::encode_records`] for what such a module reads): `sections` are
    /// where `hsa_data`, `hsa_code` and `hsa_operand` are in `bytes` and how long,
    /// `code_starts` and `operand_starts` the bitmaps of their entries' starts. For modules
    /// that are read, not changed (a change copies the section changed).
    pub(crate) fn over_records(
        bytes: SharedBytes,
        sections: [(usize, usize); 3],
        code_starts: Vec<u64>,
        operand_starts: Vec<u64>,
    ) -> Self {
        let region = Region::shared(bytes);
        let [
            (data_at, data_len),
            (code_at, code_len),
            (opnd_at, opnd_len),
        ] = sections;
        Module {
            data: Buf::filled(&region, data_at, data_len),
            data_dedup: HashMap::default(),
            data_dedup_collided: HashMap::default(),
            data_recent: [0; RECENT_DATA],
            code: Vec::new(),
            code_records: Some(Buf::filled(&region, code_at, code_len)),
            code_index: StartIndex::from_bits(code_starts),
            code_spans: Vec::new(),
            keep_spans: false,
            kinds_checked: false,
            insts_checked: false,
            code_end: code_len as u32,
            operands: Vec::new(),
            operand_records: Some(Buf::filled(&region, opnd_at, opnd_len)),
            operand_index: StartIndex::from_bits(operand_starts),
            operand_end: opnd_len as u32,
            region,
        }
    }

    pub(crate) fn from_parts(
        data: Vec<u8>,
        (code_index, code, code_end): (StartIndex, Vec<Code>, u32),
        (operand_index, operands, operand_end): (StartIndex, Vec<Operand>, u32),
    ) -> Self {
        Module {
            region: Region::default(),
            data: Buf::Vec(data),
            data_dedup: HashMap::default(),
            data_dedup_collided: HashMap::default(),
            data_recent: [0; RECENT_DATA],
            code_spans: Vec::new(),
            keep_spans: true,
            kinds_checked: false,
            insts_checked: false,
            code,
            code_records: None,
            code_index,
            code_end,
            operands,
            operand_records: None,
            operand_index,
            operand_end,
        }
    }
}

/// The room reserved for the records of `n` entries of about `each` bytes.
fn record_room(n: usize, each: usize) -> usize {
    n.saturating_mul(each).max(64)
}

/// Writes a record (by `write`) of `size` bytes over the record at `at` of a section kept
/// encoded, when the record there has that size too ([`Module::set_code`],
/// [`Module::set_operand`]); nothing happens otherwise.
fn patch_record(b: &mut [u8], at: usize, size: u16, write: impl FnOnce(&mut Vec<u8>)) {
    let old = b
        .get(at..at + 2)
        .map_or(0, |s| u16::from_le_bytes([s[0], s[1]]));
    if old != size {
        return;
    }
    let mut rec = Vec::with_capacity(usize::from(old));
    write(&mut rec);
    b[at..at + rec.len()].copy_from_slice(&rec);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One operand of every kind, with distinct values in every field.
    fn every_kind() -> Vec<Operand> {
        vec![
            Operand::Address {
                symbol: CodeRef(0x1234_5678),
                reg: OperandRef(0x0abc_def0),
                offset: 0xfedc_ba98_7654_3210,
            },
            Operand::Align { align: 7 },
            Operand::CodeList {
                elements: DataRef(44),
            },
            Operand::CodeRef { code: CodeRef(88) },
            Operand::ConstantBytes {
                ty: 0x1f3,
                bytes: DataRef(0x0102_0304),
            },
            Operand::ConstantImage(Box::new(ImageInit {
                ty: 0x2a,
                geometry: 3,
                channel_order: 9,
                channel_type: 11,
                width: 1 << 40 | 5,
                height: 6,
                depth: 1 << 33,
                array: 8,
            })),
            Operand::ConstantOperandList {
                ty: 0x41,
                elements: DataRef(96),
            },
            Operand::ConstantSampler {
                ty: 0x31,
                coord: 1,
                filter: 2,
                addressing: 4,
            },
            Operand::OperandList {
                elements: DataRef(120),
            },
            Operand::Register {
                kind: 3,
                num: 0x1ff,
            },
            Operand::String {
                string: DataRef(140),
            },
            Operand::Wavesize,
        ]
    }

    #[test]
    fn encoded_operands_read_back_as_added() {
        let mut plain = Module::new();
        let mut enc = Module::new();
        enc.encode_records();
        for o in every_kind() {
            let a = plain.add_operand(o.clone());
            let b = enc.add_operand(o.clone());
            assert_eq!(a, b);
            assert_eq!(enc.operand_value(b), Some(o.clone()));
            assert_eq!(plain.operand_value(a), Some(o));
        }
        assert_eq!(enc.operands().count(), 0);
        assert_eq!(enc.operand_value(OperandRef(2)), None);
        assert_eq!(crate::brig::write(&plain), crate::brig::write(&enc));
    }

    /// A module made for writing from the start is one with spans discarded and records
    /// encoded: the same records, no spans, room for about as many entries.
    #[test]
    fn made_for_writing_is_discarded_and_encoded() {
        for len in [0, 1, 100, 4096, 600_000, 1 << 20] {
            let mut late = Module::for_source_len(len);
            late.discard_spans();
            late.encode_records();
            let mut early = Module::for_writing_source_len(len);
            for m in [&late, &early] {
                assert!(!m.keep_spans && m.code_spans.capacity() == 0, "{len}");
                assert!(
                    m.operand_records
                        .as_ref()
                        .is_some_and(|b| b.capacity() >= len / 8 * 12)
                );
                assert!(
                    m.code_records
                        .as_ref()
                        .is_some_and(|b| b.capacity() >= len / 24 * 16)
                );
                assert!(m.data.capacity() >= len / 2);
                // A source of about 390 to 780 KB gets its sections in one huge page (where
                // the kernel takes the advice).
                let huge = Region::huge(1).is_some();
                assert_eq!(
                    matches!(m.data, Buf::Window { .. }),
                    std::ptr::eq(m, &early) && len == 600_000 && huge,
                    "{len}"
                );
            }
            for o in every_kind() {
                assert_eq!(late.add_operand(o.clone()), early.add_operand(o));
            }
            let a = late.add_code(Code::Label { name: DataRef(4) }, Span::new(1, 2));
            let b = early.add_code(Code::Label { name: DataRef(4) }, Span::new(1, 2));
            assert_eq!(a, b);
            assert_eq!(early.code_span(b), late.code_span(a));
            assert_eq!(early.code().count(), 0);
            assert_eq!(crate::brig::write(&late), crate::brig::write(&early));
        }
    }

    #[test]
    fn encoded_code_reads_back_and_patches_like_entries() {
        let var = Variable {
            name: DataRef(8),
            init: OperandRef(0),
            ty: 0x4003,
            segment: 1,
            align: 3,
            dim: 1 << 35 | 9,
            modifier: 1,
            linkage: 2,
            allocation: 1,
        };
        let exe = Executable {
            kind: ExecKind::Kernel,
            name: DataRef(12),
            out_arg_count: 0,
            in_arg_count: 0,
            first_in_arg: CodeRef(0),
            first_code_block_entry: CodeRef(0),
            next_module_entry: CodeRef(0),
            modifier: 0,
            linkage: 1,
        };
        let entries = [
            Code::Executable(exe.clone()),
            Code::Variable(var.clone()),
            Code::Label { name: DataRef(4) },
            Code::Inst(Inst {
                opcode: 43,
                ty: 3,
                operands: DataRef(16),
                format: InstFormat::Mem {
                    segment: 1,
                    align: 2,
                    equiv: 3,
                    width: 4,
                    modifier: 1,
                },
            }),
            Code::None { size: 12 },
        ];
        let mut plain = Module::new();
        let mut enc = Module::new();
        enc.encode_records();
        let mut refs = Vec::new();
        for c in &entries {
            let a = plain.add_code(c.clone(), Span::default());
            assert_eq!(a, enc.add_code(c.clone(), Span::default()));
            assert_eq!(enc.code_value(a).as_ref(), Some(c));
            for m in [&plain, &enc] {
                assert_eq!(m.code_kind(a), Some(c.kind()));
                let shape = match c {
                    Code::Variable(v) => Some(VariableShape {
                        ty: v.ty,
                        segment: v.segment,
                        dim: v.dim,
                    }),
                    _ => None,
                };
                assert_eq!(m.variable_shape(a), shape);
                assert_eq!(m.code_kind(CodeRef(a.0 + 4)), None);
                assert_eq!(m.variable_shape(CodeRef(a.0 + 4)), None);
            }
            refs.push(a);
        }
        assert_eq!(enc.code_len(), entries.len());
        assert_eq!(enc.code().count(), 0);
        assert_eq!(enc.code_ref_by_index(1), Some(refs[1]));
        assert_eq!(enc.code_value(CodeRef(refs[1].0 + 4)), None);
        let patched = Code::Executable(Executable {
            in_arg_count: 1,
            first_in_arg: refs[1],
            next_module_entry: CodeRef(500),
            modifier: 1,
            ..exe
        });
        for m in [&mut plain, &mut enc] {
            m.set_code(refs[0], patched.clone());
            // Another record size would overwrite the next entry: left alone.
            m.set_code(refs[1], Code::Label { name: DataRef(0) });
            assert_eq!(m.code_value(refs[0]), Some(patched.clone()));
            assert_eq!(m.code_value(refs[1]), Some(Code::Variable(var.clone())));
        }
        assert_eq!(crate::brig::write(&plain), crate::brig::write(&enc));
    }

    /// Comments, instructions and operand lists added through the adders of one kind
    /// ([`Module::add_comment`], [`Module::add_inst`], [`Module::add_operand_list`]) to a module
    /// keeping records without spans (the assembler's) write the bytes of the general adders
    /// ([`Module::add_code`], [`Module::add_data_unshared`]), for lists of every length around
    /// the short-list path's.
    #[test]
    fn known_kind_adders_write_like_the_general_ones() {
        let mut plain = Module::new();
        let mut enc = Module::new();
        enc.encode_records();
        enc.discard_spans();
        for n in 0..=(SHORT_LIST + 3) {
            let ops: Vec<OperandRef> = (0..n as u32).map(|i| OperandRef(0x1234_5678 + i)).collect();
            let bytes: Vec<u8> = ops.iter().flat_map(|o| o.0.to_le_bytes()).collect();
            let a = plain.add_data_unshared(&bytes);
            assert_eq!(a, enc.add_operand_list(&ops));
            assert_eq!(enc.data(a), &bytes[..]);
            let name = plain.add_data(format!("//{n}").as_bytes());
            assert_eq!(name, enc.add_data(format!("//{n}").as_bytes()));
            let c = plain.add_code(Code::Comment { name }, Span::default());
            assert_eq!(c, enc.add_comment(name, Span::default()));
            let inst = Inst {
                opcode: 2 + n as u16,
                ty: 3,
                operands: a,
                format: if n % 2 == 0 {
                    InstFormat::Basic
                } else {
                    InstFormat::Mod {
                        modifier: 1,
                        round: 2,
                        pack: 3,
                    }
                },
            };
            let i = plain.add_code(Code::Inst(inst.clone()), Span::default());
            assert_eq!(i, enc.add_inst(inst, Span::default()));
        }
        assert_eq!(crate::brig::write(&plain), crate::brig::write(&enc));
    }

    /// Operands added through the adders of one kind ([`Module::add_register`],
    /// [`Module::add_address`], [`Module::add_constant_bytes`]) and through
    /// [`Module::add_operand`] read back (just added, long after, patched) as those of a module
    /// keeping entries, and write the same bytes.
    #[test]
    fn encoded_operands_read_back_and_patch_like_entries() {
        let mut plain = Module::new();
        let mut enc = Module::new();
        enc.encode_records();
        let kinds = every_kind();
        let mut refs = Vec::new();
        for i in 0..400usize {
            let o = match i % 4 {
                0 => Operand::Register {
                    kind: (i % 4) as u16,
                    num: i as u16,
                },
                1 => Operand::Address {
                    symbol: CodeRef(i as u32 * 4),
                    reg: OperandRef(i as u32 * 8),
                    offset: (i as u64) << 33 | 7,
                },
                2 => Operand::ConstantBytes {
                    ty: i as u16,
                    bytes: DataRef(i as u32 * 12),
                },
                _ => kinds[i % kinds.len()].clone(),
            };
            let r = plain.add_operand(o.clone());
            let e = match o.clone() {
                Operand::Register { kind, num } if i % 8 == 0 => enc.add_register(kind, num),
                Operand::Address {
                    symbol,
                    reg,
                    offset,
                } => enc.add_address(symbol, reg, offset),
                Operand::ConstantBytes { ty, bytes } => enc.add_constant_bytes(ty, bytes),
                o => enc.add_operand(o),
            };
            assert_eq!(e, r);
            refs.push(r);
            assert_eq!(enc.operand_value(r), Some(o));
        }
        for &r in refs.iter().rev() {
            assert_eq!(enc.operand_value(r), plain.operand_value(r));
        }
        for &r in &refs {
            if let Some(Operand::Register { kind, num }) = plain.operand_value(r) {
                let o = Operand::Register {
                    kind,
                    num: num ^ 0x8000,
                };
                plain.set_operand(r, o.clone());
                enc.set_operand(r, o);
            }
        }
        for &r in &refs {
            assert_eq!(enc.operand_value(r), plain.operand_value(r));
        }
        assert_eq!(crate::brig::write(&plain), crate::brig::write(&enc));
    }

    #[test]
    fn set_operand_replaces_records_of_the_same_size_only() {
        let mut enc = Module::new();
        enc.encode_records();
        let r = enc.add_operand(Operand::CodeRef { code: CodeRef(4) });
        let a = enc.add_operand(Operand::Address {
            symbol: CodeRef(8),
            reg: OperandRef(0),
            offset: 3,
        });
        enc.set_operand(r, Operand::CodeRef { code: CodeRef(12) });
        assert_eq!(
            enc.operand_value(r),
            Some(Operand::CodeRef { code: CodeRef(12) })
        );
        // Another size would overwrite the next record: left alone.
        enc.set_operand(r, Operand::Wavesize);
        enc.set_operand(
            r,
            Operand::ConstantBytes {
                ty: 1,
                bytes: DataRef(4),
            },
        );
        assert_eq!(
            enc.operand_value(r),
            Some(Operand::CodeRef { code: CodeRef(12) })
        );
        let moved = Operand::Address {
            symbol: CodeRef(16),
            reg: OperandRef(0),
            offset: 3,
        };
        enc.set_operand(a, moved.clone());
        assert_eq!(enc.operand_value(a), Some(moved));
    }
}
