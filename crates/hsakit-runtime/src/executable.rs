//! Code objects, code object readers, executables and their symbols, and HSAIL programs for the
//! finalizer extension (PRM §4.2 "Program, code object and executable", L1644-1963).
//!
//! A code object is whatever an agent's finalizer produced; the runtime wraps it in a small
//! envelope (magic `HSAKITCO`, ISA name, program settings) when it is serialized, so
//! `hsa_code_object_get_info` can answer without asking the agent. Bytes without the envelope are
//! handed to the agent's loader as they are (e.g. an AMDGPU ELF from clang).

use crate::agent::{
    AgentError, CodeLoader, FinalizeRequest, LoadedCode, LoadedVariable, MachineModel, Profile,
    RoundingMode,
};
use crate::error::{Result, RuntimeError};
use crate::memory::{GuestView, Memory, Perm, RegionKind};
use crate::runtime::{AgentId, KernelEntry, Runtime};
use crate::signal::SignalGroup;
use std::collections::HashMap;
use std::sync::Arc;

const MAGIC: &[u8; 8] = b"HSAKITCO";

/// A finalized code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeObject {
    /// ISA name it was finalized for; for a raw AMDGPU ELF, the one its `e_flags` name (empty
    /// when unknown).
    pub isa: String,
    /// Machine model.
    pub machine_model: MachineModel,
    /// Profile.
    pub profile: Profile,
    /// Default float rounding mode.
    pub rounding: RoundingMode,
    /// The agent's bytes.
    pub bytes: Arc<[u8]>,
}

fn mm_code(m: MachineModel) -> u8 {
    match m {
        MachineModel::Small => 0,
        MachineModel::Large => 1,
    }
}
fn prof_code(p: Profile) -> u8 {
    match p {
        Profile::Base => 0,
        Profile::Full => 1,
    }
}
fn round_code(r: RoundingMode) -> u8 {
    match r {
        RoundingMode::Default => 0,
        RoundingMode::Zero => 1,
        RoundingMode::Near => 2,
    }
}

/// The ISA a raw (envelope-less) code object names: an AMDGPU ELF whose `e_flags` name a
/// processor gives `amdgcn-amd-amdhsa--<processor>` (ABI seed `003_…`, the ELF header's
/// `EF_AMDGPU_MACH`); anything else is unknown (empty), which any agent may try to load.
fn raw_isa(b: &[u8]) -> String {
    hsakit_emu_rdna4::hsakit_codeobj::read(b)
        .ok()
        .and_then(|co| co.processor().map(|p| format!("amdgcn-amd-amdhsa--{p}")))
        .unwrap_or_default()
}

impl CodeObject {
    /// Serialize with the envelope.
    pub fn serialize(&self) -> Vec<u8> {
        let mut v = Vec::with_capacity(32 + self.isa.len() + self.bytes.len());
        v.extend_from_slice(MAGIC);
        v.extend_from_slice(&1u32.to_le_bytes());
        v.extend_from_slice(&[
            mm_code(self.machine_model),
            prof_code(self.profile),
            round_code(self.rounding),
            0,
        ]);
        v.extend_from_slice(&(self.isa.len() as u32).to_le_bytes());
        v.extend_from_slice(self.isa.as_bytes());
        v.extend_from_slice(&(self.bytes.len() as u64).to_le_bytes());
        v.extend_from_slice(&self.bytes);
        v
    }

    /// Parse serialized bytes; bytes without the envelope become a raw code object.
    pub fn deserialize(b: &[u8]) -> Result<CodeObject> {
        if b.len() < 8 || &b[..8] != MAGIC {
            if b.is_empty() {
                return Err(RuntimeError::InvalidCodeObject("empty".into()));
            }
            return Ok(CodeObject {
                isa: raw_isa(b),
                machine_model: MachineModel::Large,
                profile: Profile::Full,
                rounding: RoundingMode::Near,
                bytes: b.into(),
            });
        }
        let bad = |m: &str| RuntimeError::InvalidCodeObject(m.to_string());
        let u32_at = |o: usize| -> Result<u32> {
            let s = b.get(o..o + 4).ok_or_else(|| bad("truncated envelope"))?;
            Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
        };
        if u32_at(8)? != 1 {
            return Err(bad("unsupported envelope version"));
        }
        let flags = b.get(12..16).ok_or_else(|| bad("truncated envelope"))?;
        let mm = match flags[0] {
            0 => MachineModel::Small,
            1 => MachineModel::Large,
            _ => return Err(bad("bad machine model")),
        };
        let prof = match flags[1] {
            0 => Profile::Base,
            1 => Profile::Full,
            _ => return Err(bad("bad profile")),
        };
        let round = match flags[2] {
            0 => RoundingMode::Default,
            1 => RoundingMode::Zero,
            2 => RoundingMode::Near,
            _ => return Err(bad("bad rounding mode")),
        };
        let isa_len = u32_at(16)? as usize;
        let isa = b
            .get(20..20 + isa_len)
            .ok_or_else(|| bad("truncated ISA name"))?;
        let isa = std::str::from_utf8(isa)
            .map_err(|_| bad("ISA name is not UTF-8"))?
            .to_string();
        let o = 20 + isa_len;
        let len = b.get(o..o + 8).ok_or_else(|| bad("truncated length"))?;
        let len = u64::from_le_bytes(len.try_into().map_err(|_| bad("truncated length"))?) as usize;
        let body = b.get(o + 8..).ok_or_else(|| bad("truncated body"))?;
        if body.len() != len {
            return Err(bad("body length mismatch"));
        }
        Ok(CodeObject {
            isa,
            machine_model: mm,
            profile: prof,
            rounding: round,
            bytes: body.into(),
        })
    }
}

/// Executable state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecutableState {
    /// Code objects may still be loaded.
    Unfrozen,
    /// Frozen: no more loading.
    Frozen,
}

/// What a symbol is.
#[derive(Clone, Debug)]
pub enum SymbolKind {
    /// A kernel with its dispatch numbers.
    Kernel {
        /// Kernel object handle.
        object: u64,
        /// Kernarg segment size.
        kernarg_size: u32,
        /// Kernarg segment alignment.
        kernarg_alignment: u32,
        /// Static group segment size.
        group_size: u32,
        /// Private segment size per work-item.
        private_size: u32,
        /// Dynamic call stack.
        dynamic_callstack: bool,
    },
    /// A variable.
    Variable(LoadedVariable),
}

/// An executable symbol.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// Name as the code object spells it.
    pub name: String,
    /// Agent the symbol was loaded (or defined) for; `None` for a variable with program
    /// allocation (`hsa_executable_global_variable_define`).
    pub agent: Option<AgentId>,
    /// Kernel or variable data.
    pub kind: SymbolKind,
    /// Defined by the application (`hsa_executable_*_variable_define`) rather than loaded.
    pub external: bool,
}

/// Which `hsa_executable_*_variable_define` an external definition came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariableDefinition {
    /// `hsa_executable_global_variable_define`: global segment, program allocation.
    ProgramGlobal,
    /// `hsa_executable_agent_global_variable_define`: global segment, agent allocation.
    AgentGlobal(AgentId),
    /// `hsa_executable_readonly_variable_define`: readonly segment of one agent.
    Readonly(AgentId),
}

/// An executable.
#[derive(Debug)]
pub struct Executable {
    /// Profile.
    pub profile: Profile,
    /// Default float rounding mode.
    pub rounding: RoundingMode,
    /// State.
    pub state: ExecutableState,
    symbols: Vec<Symbol>,
    allocations: Vec<u64>,
    kernel_objects: Vec<u64>,
}

impl Executable {
    /// Its symbols in load order.
    pub fn symbols(&self) -> &[Symbol] {
        &self.symbols
    }
}

/// An HSAIL program (finalizer extension).
#[derive(Clone, Debug)]
pub struct Program {
    /// Machine model.
    pub machine_model: MachineModel,
    /// Profile.
    pub profile: Profile,
    /// Default float rounding mode.
    pub rounding: RoundingMode,
    /// Creation options.
    pub options: String,
    /// Modules in add order: (caller's key, BRIG bytes).
    pub modules: Vec<(u64, Arc<[u8]>)>,
}

/// Handle-indexed objects that are not hot-path.
#[derive(Default)]
pub(crate) struct Objects {
    next: u64,
    pub groups: HashMap<u64, SignalGroup>,
    pub executables: HashMap<u64, Executable>,
    pub readers: HashMap<u64, Arc<[u8]>>,
    pub programs: HashMap<u64, Program>,
    pub code_objects: HashMap<u64, CodeObject>,
    /// Symbols of legacy code objects, computed on first use.
    pub code_symbols: HashMap<u64, Arc<[Symbol]>>,
}

impl Objects {
    pub fn next_id(&mut self) -> u64 {
        self.next += 1;
        // Distinct, non-zero, and unlike small integers or pointers.
        0x4853_0000_0000_0000 | self.next
    }
}

/// Size of the BRIG module header (PRM §18.2: `identification[8]`, major, minor, byteCount,
/// `hash[64]`, reserved, sectionCount, sectionIndex).
pub const BRIG_HEADER_SIZE: usize = 8 + 4 + 4 + 8 + 64 + 4 + 4 + 8;

/// Check a BRIG module header and return the module's `byteCount`.
pub fn brig_module_size(header: &[u8]) -> Result<u64> {
    let bad = |m: &str| RuntimeError::InvalidModule(m.to_string());
    if header.len() < BRIG_HEADER_SIZE {
        return Err(bad("shorter than a BRIG module header"));
    }
    if &header[..8] != b"HSA BRIG" {
        return Err(bad("identification is not \"HSA BRIG\""));
    }
    let major = u32::from_le_bytes([header[8], header[9], header[10], header[11]]);
    if major != 1 {
        return Err(bad("BRIG major version is not 1"));
    }
    let mut c = [0u8; 8];
    c.copy_from_slice(&header[16..24]);
    let count = u64::from_le_bytes(c);
    if count < BRIG_HEADER_SIZE as u64 {
        return Err(bad("byteCount smaller than the header"));
    }
    Ok(count)
}

/// The profile and machine model a BRIG module's `module` directive declares (PRM §14.3
/// `directive_module_t`: profile 0 base / 1 full, machine model 0 small / 1 large), or `None`
/// when the bytes are not a module the BRIG reader accepts (the agent's finalizer then decides;
/// `hsa_ext_program_add_module` only checks compatibility, HSA runtime spec
/// `HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE`).
fn module_header(brig: &[u8]) -> Option<(Profile, MachineModel)> {
    let m = hsakit_hsail::brig::read(brig).ok()?;
    m.code().find_map(|(_, c)| match c {
        hsakit_hsail::model::Code::Module(h) => Some((
            if h.profile == 0 {
                Profile::Base
            } else {
                Profile::Full
            },
            if h.machine_model == 0 {
                MachineModel::Small
            } else {
                MachineModel::Large
            },
        )),
        _ => None,
    })
}

struct Loader<'a> {
    memory: &'a Memory,
    allocations: Vec<u64>,
    /// Application-defined variables visible to the agent being loaded for: (name, address).
    externals: Vec<(String, u64)>,
}

impl Loader<'_> {
    fn alloc(
        &mut self,
        size: u64,
        align: u64,
        perm: Perm,
        kind: RegionKind,
    ) -> std::result::Result<u64, AgentError> {
        if !align.is_power_of_two() || align > 4096 {
            return Err(AgentError::OutOfResources(format!(
                "alignment {align} is not a power of two up to 4096"
            )));
        }
        let a = self
            .memory
            .allocate(size.max(1), align.max(8), perm, kind)
            .map_err(|e| AgentError::OutOfResources(format!("{size} bytes: {e}")))?;
        self.allocations.push(a);
        Ok(a)
    }
}

impl CodeLoader for Loader<'_> {
    fn allocate(
        &mut self,
        size: u64,
        align: u64,
        read_only: bool,
    ) -> std::result::Result<u64, AgentError> {
        if read_only {
            self.alloc(size, align, Perm::ReadOnly, RegionKind::Readonly)
        } else {
            self.alloc(size, align, Perm::ReadWrite, RegionKind::GlobalFine)
        }
    }
    fn write(&mut self, addr: u64, bytes: &[u8]) -> std::result::Result<(), AgentError> {
        let owned = self.allocations.iter().any(|&a| {
            self.memory
                .region_of(a, 1)
                .is_some_and(|r| r.contains(addr, bytes.len() as u64))
        });
        if !owned {
            return Err(AgentError::OutOfResources(format!(
                "{addr:#x}: not memory this loader allocated"
            )));
        }
        self.host_view()
            .write_bytes(addr, bytes)
            .map_err(|e| AgentError::OutOfResources(e.to_string()))
    }
    fn host_view(&self) -> GuestView {
        GuestView::host(self.memory.snapshot())
    }
    fn external(&self, name: &str) -> Option<u64> {
        self.externals
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, a)| a)
    }
}

fn kernel_symbol(k: &crate::agent::LoadedKernel, agent: Option<AgentId>) -> Symbol {
    Symbol {
        name: k.name.clone(),
        agent,
        kind: SymbolKind::Kernel {
            object: k.kernel_object,
            kernarg_size: k.kernarg_segment_size,
            kernarg_alignment: k.kernarg_segment_alignment.max(16),
            group_size: k.group_segment_size,
            private_size: k.private_segment_size,
            dynamic_callstack: k.dynamic_callstack,
        },
        external: false,
    }
}

impl Runtime {
    fn objects(&self) -> std::sync::MutexGuard<'_, Objects> {
        self.objects.lock().unwrap_or_else(|e| e.into_inner())
    }

    // ---------------------------------------------------------------- readers

    /// `hsa_code_object_reader_create_from_memory` (the bytes are copied).
    pub fn reader_create(&self, bytes: &[u8]) -> Result<u64> {
        if bytes.is_empty() {
            return Err(RuntimeError::InvalidArgument("size is 0"));
        }
        let mut o = self.objects();
        let id = o.next_id();
        o.readers.insert(id, bytes.into());
        Ok(id)
    }

    /// `hsa_code_object_reader_destroy`.
    pub fn reader_destroy(&self, id: u64) -> Result<()> {
        self.objects()
            .readers
            .remove(&id)
            .map(|_| ())
            .ok_or(RuntimeError::InvalidCodeObjectReader)
    }

    // ---------------------------------------------------------------- executables

    /// `hsa_executable_create_alt`.
    pub fn executable_create(&self, profile: Profile, rounding: RoundingMode) -> u64 {
        let mut o = self.objects();
        let id = o.next_id();
        o.executables.insert(
            id,
            Executable {
                profile,
                rounding,
                state: ExecutableState::Unfrozen,
                symbols: Vec::new(),
                allocations: Vec::new(),
                kernel_objects: Vec::new(),
            },
        );
        id
    }

    /// Run `f` on an executable.
    pub fn with_executable<T>(&self, id: u64, f: impl FnOnce(&Executable) -> T) -> Result<T> {
        let o = self.objects();
        o.executables
            .get(&id)
            .map(f)
            .ok_or(RuntimeError::InvalidExecutable)
    }

    /// The code object a reader holds.
    fn reader_code_object(&self, reader: u64) -> Result<CodeObject> {
        let bytes = self
            .objects()
            .readers
            .get(&reader)
            .cloned()
            .ok_or(RuntimeError::InvalidCodeObjectReader)?;
        CodeObject::deserialize(&bytes)
    }

    /// `hsa_executable_load_agent_code_object` from a reader.
    pub fn executable_load_reader(&self, exec: u64, agent: AgentId, reader: u64) -> Result<()> {
        let co = self.reader_code_object(reader)?;
        self.executable_load(exec, agent, &co)
    }

    /// The agent `hsa_executable_load_program_code_object` loads the code object of `reader` on:
    /// the first kernel agent that lists the ISA the code object names, or the first kernel
    /// agent when it names none (raw bytes).
    pub fn reader_agent(&self, reader: u64) -> Result<AgentId> {
        let co = self.reader_code_object(reader)?;
        self.agents()
            .iter()
            .position(|a| {
                a.kernel_agent().is_some_and(|e| {
                    co.isa.is_empty() || e.properties().isas.iter().any(|i| i.name == co.isa)
                })
            })
            .ok_or(RuntimeError::IncompatibleArguments(
                "no kernel agent supports the code object's ISA",
            ))
    }

    /// Load `co` on `agent` with a fresh loader that sees `externals`; on failure every
    /// allocation the load made is freed. Returns the loaded code and the loader's allocations.
    fn load_on(
        &self,
        agent: AgentId,
        co: &CodeObject,
        externals: Vec<(String, u64)>,
    ) -> Result<(LoadedCode, Vec<u64>)> {
        let engine = self
            .agent(agent)?
            .kernel_agent()
            .cloned()
            .ok_or(RuntimeError::InvalidAgent)?;
        if !co.isa.is_empty() && !engine.properties().isas.iter().any(|i| i.name == co.isa) {
            return Err(RuntimeError::IncompatibleArguments(
                "code object ISA is not supported by the agent",
            ));
        }
        let mut loader = Loader {
            memory: self.memory(),
            allocations: Vec::new(),
            externals,
        };
        let free_all = |allocs: Vec<u64>| {
            for a in allocs {
                let _ = self.memory().free(a);
            }
        };
        let mut loaded: LoadedCode = match engine.load(&co.bytes, &mut loader) {
            Ok(l) => l,
            Err(e) => {
                free_all(loader.allocations);
                return Err(e.into());
            }
        };
        for k in loaded.kernels.iter_mut().filter(|k| k.kernel_object == 0) {
            match loader.alloc(64, 64, Perm::ReadOnly, RegionKind::Code) {
                Ok(a) => k.kernel_object = a,
                Err(_) => {
                    free_all(loader.allocations);
                    return Err(RuntimeError::OutOfResources);
                }
            }
        }
        Ok((loaded, loader.allocations))
    }

    /// Load a code object on `agent` into `exec`.
    pub fn executable_load(&self, exec: u64, agent: AgentId, co: &CodeObject) -> Result<()> {
        self.agent(agent)?
            .kernel_agent()
            .ok_or(RuntimeError::InvalidAgent)?;
        let externals = {
            let o = self.objects();
            let e = o
                .executables
                .get(&exec)
                .ok_or(RuntimeError::InvalidExecutable)?;
            if e.state == ExecutableState::Frozen {
                return Err(RuntimeError::FrozenExecutable);
            }
            e.symbols
                .iter()
                .filter(|s| s.external && s.agent.is_none_or(|a| a == agent))
                .filter_map(|s| match &s.kind {
                    SymbolKind::Variable(v) => Some((s.name.clone(), v.address)),
                    SymbolKind::Kernel { .. } => None,
                })
                .collect::<Vec<_>>()
        };
        let (loaded, allocations) = self.load_on(agent, co, externals.clone())?;
        // Code objects must not define a variable the application defined.
        if let Some(v) = loaded
            .variables
            .iter()
            .find(|v| externals.iter().any(|(n, _)| *n == v.name))
        {
            let name = v.name.clone();
            for a in allocations {
                let _ = self.memory().free(a);
            }
            return Err(RuntimeError::VariableAlreadyDefined(name));
        }
        let mut symbols = Vec::new();
        let mut objects = Vec::new();
        for k in loaded.kernels {
            symbols.push(kernel_symbol(&k, Some(agent)));
            objects.push(k.kernel_object);
            self.kernels
                .write()
                .unwrap_or_else(|e| e.into_inner())
                .insert(
                    k.kernel_object,
                    KernelEntry {
                        agent,
                        kernel: Arc::new(k),
                    },
                );
        }
        for v in loaded.variables {
            symbols.push(Symbol {
                name: v.name.clone(),
                agent: Some(agent),
                kind: SymbolKind::Variable(v),
                external: false,
            });
        }
        let mut o = self.objects();
        let Some(e) = o.executables.get_mut(&exec) else {
            return Err(RuntimeError::InvalidExecutable);
        };
        e.symbols.extend(symbols);
        e.allocations.extend(allocations);
        e.kernel_objects.extend(objects);
        Ok(())
    }

    /// `hsa_executable_{global,agent_global,readonly}_variable_define`: the application provides
    /// the variable `name` at `address`, which must be runtime-visible memory (allocated or
    /// registered) of at least one byte. Loaders resolve declarations of `name` to it
    /// ([`CodeLoader::external`]); a later code object that defines `name` itself is rejected.
    pub fn executable_define_variable(
        &self,
        exec: u64,
        name: &str,
        address: u64,
        def: VariableDefinition,
    ) -> Result<()> {
        let agent = match def {
            VariableDefinition::ProgramGlobal => None,
            VariableDefinition::AgentGlobal(a) | VariableDefinition::Readonly(a) => {
                self.agent(a)?;
                Some(a)
            }
        };
        let mut o = self.objects();
        let e = o
            .executables
            .get_mut(&exec)
            .ok_or(RuntimeError::InvalidExecutable)?;
        if e.state == ExecutableState::Frozen {
            return Err(RuntimeError::FrozenExecutable);
        }
        if name.is_empty() {
            return Err(RuntimeError::InvalidArgument("variable name is empty"));
        }
        if address == 0 || self.memory().region_of(address, 1).is_none() {
            return Err(RuntimeError::InvalidArgument(
                "address is not runtime-visible memory",
            ));
        }
        let clash = e.symbols.iter().any(|s| {
            s.name == name
                && matches!(s.kind, SymbolKind::Variable(_))
                && (agent.is_none() || s.agent.is_none() || s.agent == agent)
        });
        if clash {
            return Err(RuntimeError::VariableAlreadyDefined(name.to_string()));
        }
        e.symbols.push(Symbol {
            name: name.to_string(),
            agent,
            kind: SymbolKind::Variable(LoadedVariable {
                name: name.to_string(),
                address,
                size: 0,
                alignment: 0,
                readonly: matches!(def, VariableDefinition::Readonly(_)),
                is_const: false,
            }),
            external: true,
        });
        Ok(())
    }

    /// `hsa_executable_freeze`.
    pub fn executable_freeze(&self, exec: u64) -> Result<()> {
        let mut o = self.objects();
        let e = o
            .executables
            .get_mut(&exec)
            .ok_or(RuntimeError::InvalidExecutable)?;
        if e.state == ExecutableState::Frozen {
            return Err(RuntimeError::FrozenExecutable);
        }
        e.state = ExecutableState::Frozen;
        Ok(())
    }

    /// `hsa_executable_destroy`: unregister its kernels and free its memory.
    pub fn executable_destroy(&self, exec: u64) -> Result<()> {
        let e = self
            .objects()
            .executables
            .remove(&exec)
            .ok_or(RuntimeError::InvalidExecutable)?;
        let mut k = self.kernels.write().unwrap_or_else(|e| e.into_inner());
        for o in &e.kernel_objects {
            k.remove(o);
        }
        drop(k);
        for a in e.allocations {
            let _ = self.memory().free(a);
        }
        Ok(())
    }

    /// Find a symbol by name (and agent for agent-specific symbols); returns its index.
    pub fn executable_symbol(
        &self,
        exec: u64,
        name: &str,
        agent: Option<AgentId>,
    ) -> Result<usize> {
        self.with_executable(exec, |e| {
            e.symbols
                .iter()
                .position(|s| s.name == name && agent.is_none_or(|a| s.agent == Some(a)))
        })?
        .ok_or(RuntimeError::InvalidSymbolName)
    }

    // ---------------------------------------------------------------- legacy code objects

    /// Store a code object; returns its `hsa_code_object_t` handle.
    pub fn code_object_insert(&self, co: CodeObject) -> u64 {
        let mut o = self.objects();
        let id = o.next_id();
        o.code_objects.insert(id, co);
        id
    }

    /// Look a code object up.
    pub fn code_object(&self, id: u64) -> Result<CodeObject> {
        self.objects()
            .code_objects
            .get(&id)
            .cloned()
            .ok_or(RuntimeError::InvalidCodeObject("unknown handle".into()))
    }

    /// `hsa_code_object_destroy`.
    pub fn code_object_destroy(&self, id: u64) -> Result<()> {
        let mut o = self.objects();
        o.code_symbols.remove(&id);
        o.code_objects
            .remove(&id)
            .map(|_| ())
            .ok_or(RuntimeError::InvalidCodeObject("unknown handle".into()))
    }

    /// The symbols of a legacy code object (`hsa_code_object_iterate_symbols`,
    /// `hsa_code_symbol_get_info`): what the agent's loader reports when it loads the code
    /// object, on the first kernel agent whose ISA the code object names (any kernel agent
    /// that accepts it when it names none). The trial load's memory is freed at once; kernel
    /// symbols carry kernel object 0 and variables address 0, as code symbols have neither.
    /// Computed once per code object.
    pub fn code_object_symbols(&self, id: u64) -> Result<Arc<[Symbol]>> {
        if let Some(s) = self.objects().code_symbols.get(&id) {
            return Ok(s.clone());
        }
        let co = self.code_object(id)?;
        let candidates: Vec<AgentId> = (0..self.agents().len())
            .filter(|&a| {
                self.agents()[a].kernel_agent().is_some_and(|k| {
                    co.isa.is_empty() || k.properties().isas.iter().any(|i| i.name == co.isa)
                })
            })
            .collect();
        let mut last = RuntimeError::InvalidCodeObject("no agent can load it".into());
        for agent in candidates {
            match self.load_on(agent, &co, Vec::new()) {
                Ok((loaded, allocations)) => {
                    for a in allocations {
                        let _ = self.memory().free(a);
                    }
                    let mut syms: Vec<Symbol> = loaded
                        .kernels
                        .iter()
                        .map(|k| {
                            let mut s = kernel_symbol(k, Some(agent));
                            if let SymbolKind::Kernel { object, .. } = &mut s.kind {
                                *object = 0;
                            }
                            s
                        })
                        .collect();
                    syms.extend(loaded.variables.into_iter().map(|mut v| {
                        v.address = 0;
                        Symbol {
                            name: v.name.clone(),
                            agent: Some(agent),
                            kind: SymbolKind::Variable(v),
                            external: false,
                        }
                    }));
                    let syms: Arc<[Symbol]> = syms.into();
                    self.objects().code_symbols.insert(id, syms.clone());
                    return Ok(syms);
                }
                Err(e) => last = e,
            }
        }
        Err(match last {
            e @ RuntimeError::InvalidCodeObject(_) => e,
            e => RuntimeError::InvalidCodeObject(e.to_string()),
        })
    }

    // ---------------------------------------------------------------- programs

    /// `hsa_ext_program_create`.
    pub fn program_create(
        &self,
        mm: MachineModel,
        profile: Profile,
        rounding: RoundingMode,
        options: &str,
    ) -> u64 {
        let mut o = self.objects();
        let id = o.next_id();
        o.programs.insert(
            id,
            Program {
                machine_model: mm,
                profile,
                rounding,
                options: options.to_string(),
                modules: Vec::new(),
            },
        );
        id
    }

    /// Look a program up.
    pub fn program(&self, id: u64) -> Result<Program> {
        self.objects()
            .programs
            .get(&id)
            .cloned()
            .ok_or(RuntimeError::InvalidProgram)
    }

    /// `hsa_ext_program_destroy`.
    pub fn program_destroy(&self, id: u64) -> Result<()> {
        self.objects()
            .programs
            .remove(&id)
            .map(|_| ())
            .ok_or(RuntimeError::InvalidProgram)
    }

    /// `hsa_ext_program_add_module`: `key` identifies the module (the C ABI passes its address).
    pub fn program_add_module(&self, id: u64, key: u64, brig: &[u8]) -> Result<()> {
        let size = brig_module_size(brig)?;
        if size != brig.len() as u64 {
            return Err(RuntimeError::InvalidModule(
                "byteCount does not match the module size".into(),
            ));
        }
        let header = module_header(brig);
        let mut o = self.objects();
        let p = o
            .programs
            .get_mut(&id)
            .ok_or(RuntimeError::InvalidProgram)?;
        if p.modules.iter().any(|(k, _)| *k == key) {
            return Err(RuntimeError::ModuleAlreadyIncluded);
        }
        if let Some((profile, mm)) = header
            && (profile != p.profile || mm != p.machine_model)
        {
            return Err(RuntimeError::IncompatibleModule);
        }
        p.modules.push((key, brig.into()));
        Ok(())
    }

    /// `hsa_ext_program_finalize` for ISA `(agent, isa index)`.
    pub fn program_finalize(
        &self,
        id: u64,
        agent: AgentId,
        isa: usize,
        call_convention: i32,
        options: &str,
    ) -> Result<CodeObject> {
        let p = self.program(id)?;
        let engine = self
            .agent(agent)?
            .kernel_agent()
            .cloned()
            .ok_or(RuntimeError::InvalidIsa)?;
        let isa_info = engine
            .properties()
            .isas
            .get(isa)
            .cloned()
            .ok_or(RuntimeError::InvalidIsa)?;
        let modules: Vec<Arc<[u8]>> = p.modules.iter().map(|(_, m)| m.clone()).collect();
        let req = FinalizeRequest {
            modules: &modules,
            isa,
            machine_model: p.machine_model,
            profile: p.profile,
            rounding: p.rounding,
            call_convention,
            options: format!("{} {}", p.options, options).trim().to_string(),
        };
        let bytes = engine.finalize(&req)?;
        Ok(CodeObject {
            isa: isa_info.name,
            machine_model: p.machine_model,
            profile: p.profile,
            rounding: p.rounding,
            bytes: bytes.into(),
        })
    }
}
