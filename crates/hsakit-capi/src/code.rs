//! Code object readers, executables and symbols, legacy code objects, and the finalizer extension
//! (`hsa_ext_program_*`).

use crate::status::code::*;
use crate::{
    Handle, R, St, Status, agent_handle, agent_id, cstr, guard, isa_handle, isa_id, iterate,
    mm_code, mm_from, out, out_bytes, profile_code, profile_from, round_code, round_from, rt,
};
use hsakit_runtime::Runtime;
use hsakit_runtime::executable::{
    BRIG_HEADER_SIZE, CodeObject, ExecutableState, Symbol, SymbolKind, VariableDefinition,
    brig_module_size,
};
use hsakit_runtime::runtime::AgentId;
use std::ffi::{c_char, c_void};

const EXEC_TAG: u64 = 0x4853_0000_0000_0000;
const SYM_TAG: u64 = 0x5359_0000_0000_0000;

fn sym_handle(exec: u64, idx: usize) -> Handle {
    Handle {
        handle: SYM_TAG | (exec & 0xFF_FFFF) << 24 | idx as u64,
    }
}
fn sym_of(rt: &Runtime, h: Handle) -> R<(u64, Symbol)> {
    if h.handle & 0xFFFF_0000_0000_0000 != SYM_TAG {
        return Err(INVALID_EXECUTABLE_SYMBOL);
    }
    let exec = EXEC_TAG | (h.handle >> 24) & 0xFF_FFFF;
    let idx = (h.handle & 0xFF_FFFF) as usize;
    let s = rt
        .with_executable(exec, |e| e.symbols().get(idx).cloned())
        .map_err(|_| INVALID_EXECUTABLE_SYMBOL)?;
    Ok((exec, s.ok_or(INVALID_EXECUTABLE_SYMBOL)?))
}

/// `hsa_code_object_reader_create_from_memory`.
///
/// # Safety
/// `code_object` must be valid for `size` bytes; `reader` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_reader_create_from_memory(
    code_object: *const c_void,
    size: usize,
    reader: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if code_object.is_null() || size == 0 || reader.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: the caller guarantees `size` readable bytes at `code_object`.
        let bytes = unsafe { std::slice::from_raw_parts(code_object as *const u8, size) };
        let id = rt.reader_create(bytes).st()?;
        // SAFETY: checked non-null.
        unsafe { out(reader, Handle { handle: id }) }
    })
}

/// `hsa_code_object_reader_create_from_file`: reads the whole file from offset 0 without closing
/// or moving the descriptor.
///
/// # Safety
/// `reader` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_reader_create_from_file(
    file: i32,
    reader: *mut Handle,
) -> Status {
    guard(|| {
        use std::os::fd::FromRawFd;
        use std::os::unix::fs::FileExt;
        let rt = rt()?;
        if reader.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        if file < 0 {
            return Err(INVALID_FILE);
        }
        // SAFETY: we borrow the application's descriptor; ManuallyDrop keeps it open.
        let f = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(file) });
        let len = f.metadata().map_err(|_| INVALID_FILE)?.len();
        let mut buf = Vec::new();
        buf.try_reserve_exact(len as usize)
            .map_err(|_| OUT_OF_RESOURCES)?;
        buf.resize(len as usize, 0);
        f.read_exact_at(&mut buf, 0).map_err(|_| INVALID_FILE)?;
        let id = rt.reader_create(&buf).map_err(|_| INVALID_FILE)?;
        // SAFETY: checked non-null.
        unsafe { out(reader, Handle { handle: id }) }
    })
}

/// `hsa_code_object_reader_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_code_object_reader_destroy(reader: Handle) -> Status {
    guard(|| rt()?.reader_destroy(reader.handle).st())
}

/// `hsa_executable_create_alt`.
///
/// # Safety
/// `options` NULL or NUL-terminated; `executable` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_create_alt(
    profile: u32,
    rounding: u32,
    _options: *const c_char,
    executable: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (p, r) = (profile_from(profile)?, round_from(rounding)?);
        if executable.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let id = rt.executable_create(p, r);
        // SAFETY: checked non-null.
        unsafe { out(executable, Handle { handle: id }) }
    })
}

/// `hsa_executable_create` (deprecated): `executable_state` FROZEN creates a frozen executable.
///
/// # Safety
/// As [`hsa_executable_create_alt`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_create(
    profile: u32,
    executable_state: u32,
    options: *const c_char,
    executable: *mut Handle,
) -> Status {
    guard(|| {
        if executable_state > 1 {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: forwarded caller contract.
        let s = unsafe { hsa_executable_create_alt(profile, 0, options, executable) };
        if s != SUCCESS {
            return Err(s);
        }
        if executable_state == 1 {
            // SAFETY: just written by create_alt.
            let h = unsafe { executable.read_unaligned() };
            rt()?.executable_freeze(h.handle).st()?;
        }
        Ok(())
    })
}

/// `hsa_executable_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_executable_destroy(executable: Handle) -> Status {
    guard(|| rt()?.executable_destroy(executable.handle).st())
}

/// `hsa_executable_load_agent_code_object`.
///
/// # Safety
/// `options` NULL or NUL-terminated; `loaded_code_object` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_load_agent_code_object(
    executable: Handle,
    agent: Handle,
    reader: Handle,
    _options: *const c_char,
    loaded_code_object: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        rt.with_executable(executable.handle, |_| ()).st()?;
        let a = agent_id(&rt, agent)?;
        // SAFETY: the caller's guarantee on `loaded_code_object` is passed on.
        unsafe { load_reader(&rt, executable, a, reader, loaded_code_object) }
    })
}

/// Loads the code object of `reader` into `executable` on agent `agent` and, when
/// `loaded_code_object` is not NULL, names it there (the reader's handle).
///
/// # Safety
/// `loaded_code_object` NULL or writable.
unsafe fn load_reader(
    rt: &Runtime,
    executable: Handle,
    agent: AgentId,
    reader: Handle,
    loaded_code_object: *mut Handle,
) -> R<()> {
    rt.executable_load_reader(executable.handle, agent, reader.handle)
        .st()?;
    if !loaded_code_object.is_null() {
        let handle = Handle {
            handle: reader.handle,
        };
        // SAFETY: non-null, and the caller guarantees it is writable.
        unsafe { out(loaded_code_object, handle)? };
    }
    Ok(())
}

/// `hsa_executable_load_program_code_object`: loads on the first agent whose ISA the code object
/// names.
///
/// # Safety
/// As [`hsa_executable_load_agent_code_object`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_load_program_code_object(
    executable: Handle,
    reader: Handle,
    options: *const c_char,
    loaded_code_object: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let _ = options;
        rt.with_executable(executable.handle, |_| ()).st()?;
        let agent = rt.reader_agent(reader.handle).st()?;
        // SAFETY: the caller's guarantee on `loaded_code_object` is passed on.
        unsafe { load_reader(&rt, executable, agent, reader, loaded_code_object) }
    })
}

/// `hsa_executable_load_code_object` (legacy `hsa_code_object_t`).
///
/// # Safety
/// `options` NULL or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_load_code_object(
    executable: Handle,
    agent: Handle,
    code_object: Handle,
    _options: *const c_char,
) -> Status {
    guard(|| {
        let rt = rt()?;
        rt.with_executable(executable.handle, |_| ()).st()?;
        let a = agent_id(&rt, agent)?;
        let co = rt.code_object(code_object.handle).st()?;
        rt.executable_load(executable.handle, a, &co).st()
    })
}

/// `hsa_executable_freeze`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_executable_freeze(executable: Handle, _options: *const c_char) -> Status {
    guard(|| rt()?.executable_freeze(executable.handle).st())
}

/// `hsa_executable_get_info`.
///
/// # Safety
/// `value` NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_get_info(
    executable: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (p, s, r) = rt
            .with_executable(executable.handle, |e| (e.profile, e.state, e.rounding))
            .st()?;
        // SAFETY (all arms): the caller's buffer for the attribute (uint32-sized enums).
        unsafe {
            match attribute {
                1 => out(value as *mut u32, profile_code(p)),
                2 => out(
                    value as *mut u32,
                    if s == ExecutableState::Frozen { 1 } else { 0 },
                ),
                3 => out(value as *mut u32, round_code(r)),
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

/// `hsa_executable_validate`: nothing to report.
///
/// # Safety
/// `result` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_validate(executable: Handle, result: *mut u32) -> Status {
    guard(|| {
        rt()?.with_executable(executable.handle, |_| ()).st()?;
        // SAFETY: out-pointer.
        unsafe { out(result, 0) }
    })
}

/// `hsa_executable_validate_alt`.
///
/// # Safety
/// `result` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_validate_alt(
    executable: Handle,
    _options: *const c_char,
    result: *mut u32,
) -> Status {
    // SAFETY: forwarded.
    unsafe { hsa_executable_validate(executable, result) }
}

/// `hsa_executable_get_symbol_by_name`.
///
/// # Safety
/// `symbol_name` NUL-terminated; `agent` NULL or valid; `symbol` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_get_symbol_by_name(
    executable: Handle,
    symbol_name: *const c_char,
    agent: *const Handle,
    symbol: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if symbol_name.is_null() || symbol.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        rt.with_executable(executable.handle, |_| ()).st()?;
        let a = if agent.is_null() {
            None
        } else {
            // SAFETY: non-null pointer to one handle.
            Some(agent_id(&rt, unsafe { agent.read_unaligned() })?)
        };
        // SAFETY: NUL-terminated per API.
        let name = unsafe { cstr(symbol_name) };
        let idx = rt.executable_symbol(executable.handle, &name, a).st()?;
        // SAFETY: checked non-null.
        unsafe { out(symbol, sym_handle(executable.handle, idx)) }
    })
}

/// `hsa_executable_get_symbol` (deprecated): module name is ignored (all our symbols are
/// program- or agent-scoped).
///
/// # Safety
/// As [`hsa_executable_get_symbol_by_name`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_get_symbol(
    executable: Handle,
    _module_name: *const c_char,
    symbol_name: *const c_char,
    agent: Handle,
    _call_convention: i32,
    symbol: *mut Handle,
) -> Status {
    // SAFETY: `agent` lives on this frame.
    unsafe { hsa_executable_get_symbol_by_name(executable, symbol_name, &agent, symbol) }
}

/// `hsa_executable_symbol_get_info`.
///
/// # Safety
/// `value` NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_symbol_get_info(
    symbol: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (_, s) = sym_of(&rt, symbol)?;
        // SAFETY: out-pointer for the attribute's documented type.
        unsafe { symbol_info(&s, attribute, value, true) }
    })
}

/// Attributes shared by `hsa_executable_symbol_info_t` and `hsa_code_symbol_info_t` (same
/// numbering); `AGENT` (20), `VARIABLE_ADDRESS` (21) and `KERNEL_OBJECT` (22) exist for executable
/// symbols only (`executable` true).
unsafe fn symbol_info(s: &Symbol, attribute: u32, value: *mut c_void, executable: bool) -> R<()> {
    let is_kernel = matches!(s.kind, SymbolKind::Kernel { .. });
    // SAFETY (all arms): `value` is the caller's buffer for the attribute's documented type.
    unsafe {
        match (attribute, &s.kind) {
            (0, _) => out(value as *mut u32, if is_kernel { 1 } else { 0 }),
            (1, _) => out(value as *mut u32, s.name.len() as u32),
            (2, _) => out_bytes(value, s.name.as_bytes()),
            (3, _) => out(value as *mut u32, 0),
            (4, _) => Ok(()),
            (5, _) => out(value as *mut u32, 1), // LINKAGE: program
            (17, _) => out(value as *mut bool, true), // IS_DEFINITION
            (20, _) if executable => out(
                value as *mut Handle,
                agent_handle(s.agent.ok_or(INVALID_ARGUMENT)?),
            ),
            (22, SymbolKind::Kernel { object, .. }) if executable => {
                out(value as *mut u64, *object)
            }
            (11, SymbolKind::Kernel { kernarg_size, .. }) => out(value as *mut u32, *kernarg_size),
            (
                12,
                SymbolKind::Kernel {
                    kernarg_alignment, ..
                },
            ) => out(value as *mut u32, *kernarg_alignment),
            (13, SymbolKind::Kernel { group_size, .. }) => out(value as *mut u32, *group_size),
            (14, SymbolKind::Kernel { private_size, .. }) => out(value as *mut u32, *private_size),
            (
                15,
                SymbolKind::Kernel {
                    dynamic_callstack, ..
                },
            ) => out(value as *mut bool, *dynamic_callstack),
            (18, SymbolKind::Kernel { .. }) => out(value as *mut u32, 0),
            (21, SymbolKind::Variable(v)) if executable => out(value as *mut u64, v.address),
            // VARIABLE_ALLOCATION: AGENT 0, PROGRAM 1.
            (6, SymbolKind::Variable(_)) => out(value as *mut u32, u32::from(s.agent.is_none())),
            (7, SymbolKind::Variable(v)) => out(value as *mut u32, if v.readonly { 1 } else { 0 }),
            (8, SymbolKind::Variable(v)) => out(value as *mut u32, v.alignment),
            (9, SymbolKind::Variable(v)) => out(value as *mut u32, v.size),
            (10, SymbolKind::Variable(v)) => out(value as *mut bool, v.is_const),
            _ => Err(INVALID_ARGUMENT),
        }
    }
}

type SymCallback = Option<unsafe extern "C" fn(Handle, Handle, *mut c_void) -> Status>;
type AgentSymCallback = Option<unsafe extern "C" fn(Handle, Handle, Handle, *mut c_void) -> Status>;

/// `hsa_executable_iterate_symbols`.
///
/// # Safety
/// `callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_iterate_symbols(
    executable: Handle,
    callback: SymCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let n = rt
            .with_executable(executable.handle, |e| e.symbols().len())
            .st()?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(0..n, |i| {
            // SAFETY: the application's callback.
            unsafe { cb(executable, sym_handle(executable.handle, i), data) }
        })
    })
}

/// `hsa_executable_iterate_agent_symbols`.
///
/// # Safety
/// `callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_iterate_agent_symbols(
    executable: Handle,
    agent: Handle,
    callback: AgentSymCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let a = agent_id(&rt, agent)?;
        let list: Vec<usize> = rt
            .with_executable(executable.handle, |e| {
                e.symbols()
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.agent == Some(a))
                    .map(|(i, _)| i)
                    .collect()
            })
            .st()?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(list, |i| {
            // SAFETY: the application's callback.
            unsafe { cb(executable, agent, sym_handle(executable.handle, i), data) }
        })
    })
}

/// `hsa_executable_iterate_program_symbols`: the agent-independent symbols (variables defined
/// with `hsa_executable_global_variable_define`).
///
/// # Safety
/// `callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_iterate_program_symbols(
    executable: Handle,
    callback: SymCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let list: Vec<usize> = rt
            .with_executable(executable.handle, |e| {
                e.symbols()
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.agent.is_none())
                    .map(|(i, _)| i)
                    .collect()
            })
            .st()?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(list, |i| {
            // SAFETY: the application's callback.
            unsafe { cb(executable, sym_handle(executable.handle, i), data) }
        })
    })
}

/// The three `hsa_executable_*_variable_define` entry points.
///
/// # Safety
/// `name` NULL or NUL-terminated.
unsafe fn define_variable(
    executable: Handle,
    agent: Option<Handle>,
    readonly: bool,
    name: *const c_char,
    address: *mut c_void,
) -> R<()> {
    let rt = rt()?;
    rt.with_executable(executable.handle, |_| ()).st()?;
    let def = match agent {
        None => VariableDefinition::ProgramGlobal,
        Some(a) if readonly => VariableDefinition::Readonly(agent_id(&rt, a)?),
        Some(a) => VariableDefinition::AgentGlobal(agent_id(&rt, a)?),
    };
    if name.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    // SAFETY: NUL-terminated per API.
    let name = unsafe { cstr(name) };
    rt.executable_define_variable(executable.handle, &name, address as u64, def)
        .st()
}

/// `hsa_executable_global_variable_define`.
///
/// # Safety
/// `variable_name` NULL or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_global_variable_define(
    executable: Handle,
    variable_name: *const c_char,
    address: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe { define_variable(executable, None, false, variable_name, address) })
}

/// `hsa_executable_agent_global_variable_define`.
///
/// # Safety
/// `variable_name` NULL or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_agent_global_variable_define(
    executable: Handle,
    agent: Handle,
    variable_name: *const c_char,
    address: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe { define_variable(executable, Some(agent), false, variable_name, address) })
}

/// `hsa_executable_readonly_variable_define`.
///
/// # Safety
/// `variable_name` NULL or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_executable_readonly_variable_define(
    executable: Handle,
    agent: Handle,
    variable_name: *const c_char,
    address: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe { define_variable(executable, Some(agent), true, variable_name, address) })
}

// ---------------------------------------------------------------- legacy code objects

type AllocCallback = Option<unsafe extern "C" fn(usize, Handle, *mut *mut c_void) -> Status>;

/// `hsa_code_object_serialize`.
///
/// # Safety
/// Out-pointers NULL or writable; `alloc_callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_serialize(
    code_object: Handle,
    alloc_callback: AllocCallback,
    callback_data: Handle,
    _options: *const c_char,
    serialized_code_object: *mut *mut c_void,
    serialized_code_object_size: *mut usize,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let cb = alloc_callback.ok_or(INVALID_ARGUMENT)?;
        if serialized_code_object.is_null() || serialized_code_object_size.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let bytes = rt.code_object(code_object.handle).st()?.serialize();
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: the application's allocator callback.
        let s = unsafe { cb(bytes.len(), callback_data, &mut p) };
        if s != SUCCESS || p.is_null() {
            return Err(OUT_OF_RESOURCES);
        }
        // SAFETY: the callback returned a buffer of `bytes.len()` bytes.
        unsafe {
            out_bytes(p, &bytes)?;
            out(serialized_code_object, p)?;
            out(serialized_code_object_size, bytes.len())
        }
    })
}

/// `hsa_code_object_deserialize`.
///
/// # Safety
/// `serialized_code_object` valid for `size` bytes; `code_object` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_deserialize(
    serialized_code_object: *mut c_void,
    serialized_code_object_size: usize,
    _options: *const c_char,
    code_object: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if serialized_code_object.is_null()
            || serialized_code_object_size == 0
            || code_object.is_null()
        {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: caller guarantees `size` readable bytes.
        let b = unsafe {
            std::slice::from_raw_parts(
                serialized_code_object as *const u8,
                serialized_code_object_size,
            )
        };
        let co = CodeObject::deserialize(b).st()?;
        let id = rt.code_object_insert(co);
        // SAFETY: checked non-null.
        unsafe { out(code_object, Handle { handle: id }) }
    })
}

/// `hsa_code_object_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_code_object_destroy(code_object: Handle) -> Status {
    guard(|| rt()?.code_object_destroy(code_object.handle).st())
}

/// `hsa_code_object_get_info`.
///
/// # Safety
/// `value` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_get_info(
    code_object: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let co = rt.code_object(code_object.handle).st()?;
        // SAFETY (all arms): caller's buffer for the attribute's documented type.
        unsafe {
            match attribute {
                0 => out_bytes(value, &crate::fixed_str::<64>("1.0")),
                1 => out(value as *mut u32, 0),
                2 => {
                    let isa = rt
                        .isas()
                        .into_iter()
                        .find(|&(a, i)| rt.agents()[a].properties().isas[i].name == co.isa)
                        .ok_or(INVALID_ISA)?;
                    out(value as *mut Handle, isa_handle(isa.0, isa.1))
                }
                3 => out(value as *mut u32, mm_code(co.machine_model)),
                4 => out(value as *mut u32, profile_code(co.profile)),
                5 => out(value as *mut u32, round_code(co.rounding)),
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

const CODE_SYM_TAG: u64 = 0x4353_0000_0000_0000;

fn code_sym_handle(code_object: u64, idx: usize) -> Handle {
    Handle {
        handle: CODE_SYM_TAG | (code_object & 0xFF_FFFF) << 24 | idx as u64,
    }
}

/// The code symbol a handle names (the code object must still exist).
fn code_sym_of(rt: &Runtime, h: Handle) -> R<Symbol> {
    if h.handle & 0xFFFF_0000_0000_0000 != CODE_SYM_TAG {
        return Err(INVALID_CODE_SYMBOL);
    }
    let co = EXEC_TAG | (h.handle >> 24) & 0xFF_FFFF;
    let idx = (h.handle & 0xFF_FFFF) as usize;
    let syms = rt
        .code_object_symbols(co)
        .map_err(|_| INVALID_CODE_SYMBOL)?;
    syms.get(idx).cloned().ok_or(INVALID_CODE_SYMBOL)
}

/// `hsa_code_object_get_symbol_from_name`: `module_name` must be NULL (every symbol hsakit
/// reports has program linkage).
///
/// # Safety
/// Strings NULL or NUL-terminated; `symbol` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_get_symbol_from_name(
    code_object: Handle,
    module_name: *const c_char,
    symbol_name: *const c_char,
    symbol: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let syms = rt.code_object_symbols(code_object.handle).st()?;
        if symbol_name.is_null() || symbol.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: NUL-terminated per API.
        let name = unsafe { cstr(symbol_name) };
        if !module_name.is_null() {
            return Err(INVALID_SYMBOL_NAME);
        }
        let idx = syms
            .iter()
            .position(|s| s.name == name)
            .ok_or(INVALID_SYMBOL_NAME)?;
        // SAFETY: checked non-null.
        unsafe { out(symbol, code_sym_handle(code_object.handle, idx)) }
    })
}

/// `hsa_code_object_get_symbol`.
///
/// # Safety
/// `symbol_name` NULL or NUL-terminated; `symbol` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_get_symbol(
    code_object: Handle,
    symbol_name: *const c_char,
    symbol: *mut Handle,
) -> Status {
    // SAFETY: forwarded caller contract.
    unsafe {
        hsa_code_object_get_symbol_from_name(code_object, std::ptr::null(), symbol_name, symbol)
    }
}

type CodeSymCallback = Option<unsafe extern "C" fn(Handle, Handle, *mut c_void) -> Status>;

/// `hsa_code_object_iterate_symbols`.
///
/// # Safety
/// `callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_object_iterate_symbols(
    code_object: Handle,
    callback: CodeSymCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let n = rt.code_object_symbols(code_object.handle).st()?.len();
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(0..n, |i| {
            // SAFETY: the application's callback.
            unsafe { cb(code_object, code_sym_handle(code_object.handle, i), data) }
        })
    })
}

/// `hsa_code_symbol_get_info`.
///
/// # Safety
/// `value` NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_code_symbol_get_info(
    code_symbol: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let s = code_sym_of(&rt, code_symbol)?;
        // SAFETY: out-pointer for the attribute's documented type.
        unsafe { symbol_info(&s, attribute, value, false) }
    })
}

// ---------------------------------------------------------------- finalizer extension

/// `hsa_ext_control_directives_t` (144 bytes; hsa_ext_finalize.h).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ControlDirectives {
    mask: u64,
    break_exceptions_mask: u16,
    detect_exceptions_mask: u16,
    max_dynamic_group_size: u32,
    max_flat_grid_size: u64,
    max_flat_workgroup_size: u32,
    reserved1: u32,
    required_grid_size: [u64; 3],
    required_workgroup_size: [u32; 3],
    required_dim: u8,
    reserved2: [u8; 75],
}

/// `hsa_ext_finalizer_1_00_pfn_t`.
#[repr(C)]
pub struct FinalizerTable {
    create: unsafe extern "C" fn(u32, u32, u32, *const c_char, *mut Handle) -> Status,
    destroy: extern "C" fn(Handle) -> Status,
    add_module: unsafe extern "C" fn(Handle, *const c_void) -> Status,
    iterate_modules: unsafe extern "C" fn(Handle, ModuleCallback, *mut c_void) -> Status,
    get_info: unsafe extern "C" fn(Handle, u32, *mut c_void) -> Status,
    finalize: unsafe extern "C" fn(
        Handle,
        Handle,
        i32,
        ControlDirectives,
        *const c_char,
        u32,
        *mut Handle,
    ) -> Status,
}

pub(crate) fn finalizer_table() -> FinalizerTable {
    FinalizerTable {
        create: hsa_ext_program_create,
        destroy: hsa_ext_program_destroy,
        add_module: hsa_ext_program_add_module,
        iterate_modules: hsa_ext_program_iterate_modules,
        get_info: hsa_ext_program_get_info,
        finalize: hsa_ext_program_finalize,
    }
}

/// `hsa_ext_program_create`.
///
/// # Safety
/// `options` NULL or NUL-terminated; `program` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_ext_program_create(
    machine_model: u32,
    profile: u32,
    rounding: u32,
    options: *const c_char,
    program: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (m, p, r) = (
            mm_from(machine_model)?,
            profile_from(profile)?,
            round_from(rounding)?,
        );
        if program.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: NUL-terminated or NULL.
        let opts = unsafe { cstr(options) };
        let id = rt.program_create(m, p, r, &opts);
        // SAFETY: checked non-null.
        unsafe { out(program, Handle { handle: id }) }
    })
}

/// `hsa_ext_program_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_ext_program_destroy(program: Handle) -> Status {
    guard(|| rt()?.program_destroy(program.handle).st())
}

/// `hsa_ext_program_add_module`: `module` points at a BRIG module in memory (its header's
/// `byteCount` gives the size).
///
/// # Safety
/// `module` must point at a complete BRIG module.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_ext_program_add_module(
    program: Handle,
    module: *const c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        rt.program(program.handle).st()?;
        if module.is_null() {
            return Err(EXT_INVALID_MODULE);
        }
        // SAFETY: a BRIG module starts with its fixed-size header.
        let header = unsafe { std::slice::from_raw_parts(module as *const u8, BRIG_HEADER_SIZE) };
        let size = brig_module_size(header).st()?;
        if size > (1u64 << 32) {
            return Err(EXT_INVALID_MODULE);
        }
        // SAFETY: the header says the module spans `size` bytes.
        let bytes = unsafe { std::slice::from_raw_parts(module as *const u8, size as usize) };
        rt.program_add_module(program.handle, module as u64, bytes)
            .st()
    })
}

type ModuleCallback = Option<unsafe extern "C" fn(Handle, *const c_void, *mut c_void) -> Status>;

/// `hsa_ext_program_iterate_modules`.
///
/// # Safety
/// `callback` valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_ext_program_iterate_modules(
    program: Handle,
    callback: ModuleCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let p = rt.program(program.handle).st()?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(p.modules, |(key, _)| {
            // SAFETY: the application's callback with the module pointer it added.
            unsafe { cb(program, key as *const c_void, data) }
        })
    })
}

/// `hsa_ext_program_get_info`.
///
/// # Safety
/// `value` NULL or writable (uint32-sized enums).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_ext_program_get_info(
    program: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let p = rt.program(program.handle).st()?;
        // SAFETY (all arms): caller's buffer.
        unsafe {
            match attribute {
                0 => out(value as *mut u32, mm_code(p.machine_model)),
                1 => out(value as *mut u32, profile_code(p.profile)),
                2 => out(value as *mut u32, round_code(p.rounding)),
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

/// `hsa_ext_program_finalize`: calls the agent's finalizer; returns a legacy code object.
///
/// # Safety
/// `options` NULL or NUL-terminated; `code_object` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_ext_program_finalize(
    program: Handle,
    isa: Handle,
    call_convention: i32,
    _control_directives: ControlDirectives,
    options: *const c_char,
    code_object_type: u32,
    code_object: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        rt.program(program.handle).st()?;
        let (a, i) = isa_id(&rt, isa)?;
        if code_object.is_null() || code_object_type != 0 || call_convention < -1 {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: NUL-terminated or NULL.
        let opts = unsafe { cstr(options) };
        let co = rt
            .program_finalize(program.handle, a, i, call_convention, &opts)
            .st()?;
        let id = rt.code_object_insert(co);
        // SAFETY: checked non-null.
        unsafe { out(code_object, Handle { handle: id }) }
    })
}
