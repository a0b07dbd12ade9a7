//! The C ABI of the hsakit runtime, built as `libhsa-runtime64.so.1`, for programs written
//! against the standard `hsa.h` and `hsa_ext_finalize.h`. The declarations here are our own
//! (facts such as enum values and struct layouts come from the HSA runtime specification as
//! installed in `/usr/include/hsa`).
//!
//! Every entry point runs inside [`guard`], which catches panics so none crosses the C boundary;
//! every error becomes an `hsa_status_t` through `status.rs`. Handles are encoded so that stale or
//! forged values are detected: agents, regions and ISAs carry a tag in their high bits; signals
//! and queues are the addresses of their `amd_signal_t`/`amd_queue_t`, checked against the
//! runtime's tables.
//!
//! Kernel agents: the engines present in this build. Until the CPU (HSAIL) agent lands, the only
//! kernel agent is the test double, enabled with `HSAKIT_TEST_AGENT=1`.

mod code;
mod queue;
mod signal;
pub mod status;

use hsakit_runtime::agent::{DeviceType, MachineModel, Profile, RoundingMode};
use hsakit_runtime::memory::Perm;
use hsakit_runtime::runtime::{self, RegionKind};
use hsakit_runtime::{Runtime, RuntimeError};
use status::code::*;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

/// An opaque 64-bit handle passed by value (`hsa_agent_t`, `hsa_signal_t`, …).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handle {
    /// The value.
    pub handle: u64,
}

pub(crate) type Status = u32;
pub(crate) type R<T> = Result<T, Status>;

/// Run an entry point body, turning errors and panics into a status.
pub(crate) fn guard(f: impl FnOnce() -> R<()>) -> Status {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => SUCCESS,
        Ok(Err(s)) => s,
        Err(_) => ERROR,
    }
}

/// Run a body that returns a value (no status channel); panics yield `default`.
pub(crate) fn guard_value<T>(default: T, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(default)
}

pub(crate) trait St<T> {
    fn st(self) -> R<T>;
}
impl<T> St<T> for Result<T, RuntimeError> {
    fn st(self) -> R<T> {
        self.map_err(|e| status::of(&e))
    }
}

pub(crate) fn rt() -> R<Arc<Runtime>> {
    runtime::global().st()
}

/// Write `v` through a caller-provided out pointer.
///
/// # Safety
/// `p` must be NULL or valid for writing `size_of::<T>()` bytes.
pub(crate) unsafe fn out<T>(p: *mut T, v: T) -> R<()> {
    if p.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    // SAFETY: non-null, and the caller guarantees it is writable for a T; unaligned-tolerant.
    unsafe { p.write_unaligned(v) };
    Ok(())
}

/// The loop of every `hsa_*_iterate_*` function: calls `call` on each item and stops at the
/// first status other than `HSA_STATUS_SUCCESS`, which the iterate function returns (HSA
/// Runtime spec: a callback's `HSA_STATUS_INFO_BREAK` or error ends the iteration).
pub(crate) fn iterate<T>(
    items: impl IntoIterator<Item = T>,
    mut call: impl FnMut(T) -> Status,
) -> R<()> {
    for item in items {
        let s = call(item);
        if s != SUCCESS {
            return Err(s);
        }
    }
    Ok(())
}

/// Write bytes to a caller buffer of at least `bytes.len()` bytes.
///
/// # Safety
/// `p` must be NULL or valid for `bytes.len()` bytes.
pub(crate) unsafe fn out_bytes(p: *mut c_void, bytes: &[u8]) -> R<()> {
    if p.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    // SAFETY: the caller guarantees `p` is writable for the documented attribute size.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p as *mut u8, bytes.len()) };
    Ok(())
}

/// A NUL-padded fixed-size string field.
pub(crate) fn fixed_str<const N: usize>(s: &str) -> [u8; N] {
    let mut b = [0u8; N];
    let n = s.len().min(N - 1);
    b[..n].copy_from_slice(&s.as_bytes()[..n]);
    b
}

/// Read a NUL-terminated C string (NULL → empty).
///
/// # Safety
/// `p` must be NULL or a valid NUL-terminated string.
pub(crate) unsafe fn cstr(p: *const std::ffi::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the caller passes a NUL-terminated string per the HSA API contract.
    unsafe { std::ffi::CStr::from_ptr(p) }
        .to_string_lossy()
        .into_owned()
}

// ---------------------------------------------------------------- handle encodings

const AGENT_TAG: u64 = 0x4147_454E_0000_0000;
const REGION_TAG: u64 = 0x5245_474E_0000_0000;
const ISA_TAG: u64 = 0x4953_4100_0000_0000;
const TAG_MASK: u64 = 0xFFFF_FFFF_0000_0000;

pub(crate) fn agent_handle(id: usize) -> Handle {
    Handle {
        handle: AGENT_TAG | id as u64,
    }
}
pub(crate) fn agent_id(rt: &Runtime, h: Handle) -> R<usize> {
    let id = (h.handle & !TAG_MASK) as usize;
    if h.handle & TAG_MASK != AGENT_TAG || id >= rt.agents().len() {
        return Err(INVALID_AGENT);
    }
    Ok(id)
}
fn region_handle(id: usize) -> Handle {
    Handle {
        handle: REGION_TAG | id as u64,
    }
}
pub(crate) fn region_id(rt: &Runtime, h: Handle) -> R<usize> {
    let id = (h.handle & !TAG_MASK) as usize;
    if h.handle & TAG_MASK != REGION_TAG || id >= rt.regions().len() {
        return Err(INVALID_REGION);
    }
    Ok(id)
}
pub(crate) fn isa_handle(agent: usize, idx: usize) -> Handle {
    Handle {
        handle: ISA_TAG | (agent as u64) << 16 | idx as u64,
    }
}
pub(crate) fn isa_id(rt: &Runtime, h: Handle) -> R<(usize, usize)> {
    let (a, i) = (
        ((h.handle >> 16) & 0xFFFF) as usize,
        (h.handle & 0xFFFF) as usize,
    );
    if h.handle & TAG_MASK != ISA_TAG || !rt.isas().contains(&(a, i)) {
        return Err(INVALID_ISA);
    }
    Ok((a, i))
}

pub(crate) fn mm_code(m: MachineModel) -> u32 {
    match m {
        MachineModel::Small => 0,
        MachineModel::Large => 1,
    }
}
pub(crate) fn profile_code(p: Profile) -> u32 {
    match p {
        Profile::Base => 0,
        Profile::Full => 1,
    }
}
pub(crate) fn round_code(r: RoundingMode) -> u32 {
    match r {
        RoundingMode::Default => 0,
        RoundingMode::Zero => 1,
        RoundingMode::Near => 2,
    }
}
pub(crate) fn mm_from(c: u32) -> R<MachineModel> {
    match c {
        0 => Ok(MachineModel::Small),
        1 => Ok(MachineModel::Large),
        _ => Err(INVALID_ARGUMENT),
    }
}
pub(crate) fn profile_from(c: u32) -> R<Profile> {
    match c {
        0 => Ok(Profile::Base),
        1 => Ok(Profile::Full),
        _ => Err(INVALID_ARGUMENT),
    }
}
pub(crate) fn round_from(c: u32) -> R<RoundingMode> {
    match c {
        0 => Ok(RoundingMode::Default),
        1 => Ok(RoundingMode::Zero),
        2 => Ok(RoundingMode::Near),
        _ => Err(INVALID_ARGUMENT),
    }
}

// ---------------------------------------------------------------- init and system

/// The process-wide runtime `hsa_init` builds: the host CPU agent, then (only with
/// `HSAKIT_TEST_AGENT=1`) the test-double kernel agent, then every engine-backed kernel agent of
/// [`hsakit_runtime::agents::default_agents`] (the HSAIL CPU agent `hsakit-cpu` first). The test
/// double comes before the engines so programs that take the first kernel agent get it.
fn build_runtime() -> Arc<Runtime> {
    let mut b = Runtime::builder();
    if std::env::var("HSAKIT_TEST_AGENT").is_ok_and(|v| v == "1") {
        b = b.with_agent(Arc::new(
            hsakit_runtime::test_agent::TestAgent::new().with_builtins(),
        ));
    }
    b.with_default_agents().build()
}

/// `hsa_init`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_init() -> Status {
    guard(|| runtime::init(build_runtime).st())
}

/// `hsa_shut_down`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_shut_down() -> Status {
    guard(|| runtime::shut_down().st())
}

/// `hsa_status_string`.
///
/// # Safety
/// `status_string` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_status_string(
    status: Status,
    status_string: *mut *const std::ffi::c_char,
) -> Status {
    guard(|| {
        let s = status::string(status).ok_or(INVALID_ARGUMENT)?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(status_string, s.as_ptr() as *const std::ffi::c_char) }
    })
}

const SYS_VERSION_MAJOR: u32 = 0;
const SYS_VERSION_MINOR: u32 = 1;
const SYS_TIMESTAMP: u32 = 2;
const SYS_TIMESTAMP_FREQUENCY: u32 = 3;
const SYS_SIGNAL_MAX_WAIT: u32 = 4;
const SYS_ENDIANNESS: u32 = 5;
const SYS_MACHINE_MODEL: u32 = 6;
const SYS_EXTENSIONS: u32 = 7;
const AMD_SYS_BUILD_VERSION: u32 = 0x200;
const AMD_SYS_SVM_SUPPORTED: u32 = 0x201;
const AMD_SYS_SVM_ACCESSIBLE_BY_DEFAULT: u32 = 0x202;

/// Extension number of the finalizer (`HSA_EXTENSION_FINALIZER`).
const EXT_FINALIZER: u16 = 0;

fn extension_mask() -> [u8; 128] {
    let mut m = [0u8; 128];
    m[0] = 1 << EXT_FINALIZER;
    m
}

/// `hsa_system_get_info`.
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_system_get_info(attribute: u32, value: *mut c_void) -> Status {
    guard(|| {
        let rt = rt()?;
        // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
        unsafe {
            match attribute {
                SYS_VERSION_MAJOR => out(value as *mut u16, 1),
                SYS_VERSION_MINOR => out(value as *mut u16, 1),
                SYS_TIMESTAMP => out(value as *mut u64, rt.timestamp()),
                SYS_TIMESTAMP_FREQUENCY => out(value as *mut u64, Runtime::TIMESTAMP_FREQUENCY),
                SYS_SIGNAL_MAX_WAIT => out(value as *mut u64, u64::MAX),
                SYS_ENDIANNESS => out(value as *mut u32, 0),
                SYS_MACHINE_MODEL => out(value as *mut u32, 1),
                SYS_EXTENSIONS => out_bytes(value, &extension_mask()),
                AMD_SYS_BUILD_VERSION => {
                    out(value as *mut *const u8, c"hsakit 0.1".as_ptr() as *const u8)
                }
                AMD_SYS_SVM_SUPPORTED | AMD_SYS_SVM_ACCESSIBLE_BY_DEFAULT => {
                    out(value as *mut u8, 1)
                }
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

/// `hsa_extension_get_name`.
///
/// # Safety
/// `name` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_extension_get_name(
    extension: u16,
    name: *mut *const std::ffi::c_char,
) -> Status {
    guard(|| {
        rt()?;
        let s: &'static std::ffi::CStr = match extension {
            0 => c"HSA_EXTENSION_FINALIZER",
            1 => c"HSA_EXTENSION_IMAGES",
            2 => c"HSA_EXTENSION_PERFORMANCE_COUNTERS",
            3 => c"HSA_EXTENSION_PROFILING_EVENTS",
            _ => return Err(INVALID_ARGUMENT),
        };
        // SAFETY: out-pointer from the caller.
        unsafe { out(name, s.as_ptr()) }
    })
}

fn supported(extension: u16, major: u16) -> bool {
    extension == EXT_FINALIZER && major == 1
}

/// `hsa_system_extension_supported`.
///
/// # Safety
/// `result` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_system_extension_supported(
    extension: u16,
    major: u16,
    minor: u16,
    result: *mut bool,
) -> Status {
    guard(|| {
        rt()?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(result, supported(extension, major) && minor == 0) }
    })
}

/// `hsa_system_major_extension_supported`.
///
/// # Safety
/// Out-pointers must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_system_major_extension_supported(
    extension: u16,
    major: u16,
    version_minor: *mut u16,
    result: *mut bool,
) -> Status {
    guard(|| {
        rt()?;
        // SAFETY: out-pointers from the caller.
        unsafe {
            out(version_minor, 0)?;
            out(result, supported(extension, major))
        }
    })
}

/// `hsa_agent_extension_supported`.
///
/// # Safety
/// `result` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_extension_supported(
    extension: u16,
    agent: Handle,
    major: u16,
    minor: u16,
    result: *mut bool,
) -> Status {
    guard(|| {
        let rt = rt()?;
        agent_id(&rt, agent)?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(result, supported(extension, major) && minor == 0) }
    })
}

/// `hsa_agent_major_extension_supported`.
///
/// # Safety
/// Out-pointers must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_major_extension_supported(
    extension: u16,
    agent: Handle,
    major: u16,
    version_minor: *mut u16,
    result: *mut bool,
) -> Status {
    guard(|| {
        let rt = rt()?;
        agent_id(&rt, agent)?;
        // SAFETY: out-pointers from the caller.
        unsafe {
            out(version_minor, 0)?;
            out(result, supported(extension, major))
        }
    })
}

/// `hsa_system_get_extension_table`: fills the finalizer function table.
///
/// # Safety
/// `table` must be NULL or writable for the extension's table.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_system_get_extension_table(
    extension: u16,
    major: u16,
    minor: u16,
    table: *mut c_void,
) -> Status {
    guard(|| {
        rt()?;
        if !supported(extension, major) || minor != 0 {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: the caller passes a hsa_ext_finalizer_1_00_pfn_t-sized buffer.
        unsafe { out(table as *mut code::FinalizerTable, code::finalizer_table()) }
    })
}

/// `hsa_system_get_major_extension_table`.
///
/// # Safety
/// `table` must be NULL or writable for `table_length` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_system_get_major_extension_table(
    extension: u16,
    major: u16,
    table_length: usize,
    table: *mut c_void,
) -> Status {
    guard(|| {
        rt()?;
        if !supported(extension, major) || table.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let t = code::finalizer_table();
        let n = table_length.min(std::mem::size_of::<code::FinalizerTable>());
        // SAFETY: copy at most `table_length` bytes of the table into the caller's buffer.
        unsafe { std::ptr::copy_nonoverlapping(&t as *const _ as *const u8, table as *mut u8, n) };
        Ok(())
    })
}

// ---------------------------------------------------------------- agents

type AgentCallback = Option<unsafe extern "C" fn(Handle, *mut c_void) -> Status>;

/// `hsa_iterate_agents`.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_iterate_agents(callback: AgentCallback, data: *mut c_void) -> Status {
    guard(|| {
        let rt = rt()?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(0..rt.agents().len(), |id| {
            // SAFETY: the application's callback, called as the API specifies.
            unsafe { cb(agent_handle(id), data) }
        })
    })
}

const AI_NAME: u32 = 0;
const AI_VENDOR_NAME: u32 = 1;
const AI_FEATURE: u32 = 2;
const AI_MACHINE_MODEL: u32 = 3;
const AI_PROFILE: u32 = 4;
const AI_DEFAULT_FLOAT_ROUNDING_MODE: u32 = 5;
const AI_WAVEFRONT_SIZE: u32 = 6;
const AI_WORKGROUP_MAX_DIM: u32 = 7;
const AI_WORKGROUP_MAX_SIZE: u32 = 8;
const AI_GRID_MAX_DIM: u32 = 9;
const AI_GRID_MAX_SIZE: u32 = 10;
const AI_FBARRIER_MAX_SIZE: u32 = 11;
const AI_QUEUES_MAX: u32 = 12;
const AI_QUEUE_MIN_SIZE: u32 = 13;
const AI_QUEUE_MAX_SIZE: u32 = 14;
const AI_QUEUE_TYPE: u32 = 15;
const AI_NODE: u32 = 16;
const AI_DEVICE: u32 = 17;
const AI_CACHE_SIZE: u32 = 18;
const AI_ISA: u32 = 19;
const AI_EXTENSIONS: u32 = 20;
const AI_VERSION_MAJOR: u32 = 21;
const AI_VERSION_MINOR: u32 = 22;
const AI_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES: u32 = 23;
const AI_FAST_F16_OPERATION: u32 = 24;

fn round_mask(modes: &[RoundingMode]) -> u32 {
    modes.iter().fold(0, |m, &r| m | 1 << round_code(r))
}

/// `hsa_agent_get_info`.
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_get_info(
    agent: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        let a = rt.agent(id).st()?;
        let p = a.properties();
        let kernel = a.kernel_agent().is_some();
        let isa0 = p.isas.first();
        // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
        unsafe {
            match attribute {
                AI_NAME => out_bytes(value, &fixed_str::<64>(&p.name)),
                AI_VENDOR_NAME => out_bytes(value, &fixed_str::<64>(&p.vendor)),
                AI_FEATURE => out(value as *mut u32, if kernel { 1 | 2 } else { 0 }),
                AI_MACHINE_MODEL => out(value as *mut u32, mm_code(p.machine_model)),
                AI_PROFILE => out(value as *mut u32, profile_code(p.profile)),
                AI_DEFAULT_FLOAT_ROUNDING_MODE => {
                    out(value as *mut u32, round_code(p.default_float_rounding_mode))
                }
                AI_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES => out(
                    value as *mut u32,
                    isa0.map(|i| round_mask(&i.base_profile_default_float_rounding_modes))
                        .unwrap_or(0),
                ),
                AI_FAST_F16_OPERATION => out(value as *mut bool, isa0.is_some_and(|i| i.fast_f16)),
                AI_WAVEFRONT_SIZE => out(value as *mut u32, p.wavefront_size),
                AI_WORKGROUP_MAX_DIM => out(value as *mut [u16; 3], p.workgroup_max_dim),
                AI_WORKGROUP_MAX_SIZE => out(value as *mut u32, p.workgroup_max_size),
                AI_GRID_MAX_DIM => out(value as *mut [u32; 3], p.grid_max_dim),
                AI_GRID_MAX_SIZE => out(value as *mut u32, p.grid_max_size),
                AI_FBARRIER_MAX_SIZE => out(value as *mut u32, p.fbarrier_max_size),
                AI_QUEUES_MAX => out(value as *mut u32, p.queues_max),
                AI_QUEUE_MIN_SIZE => out(value as *mut u32, p.queue_min_size),
                AI_QUEUE_MAX_SIZE => out(value as *mut u32, p.queue_max_size),
                AI_QUEUE_TYPE => out(value as *mut u32, 0),
                AI_NODE => out(value as *mut u32, id as u32),
                AI_DEVICE => out(
                    value as *mut u32,
                    match p.device_type {
                        DeviceType::Cpu => 0,
                        DeviceType::Gpu => 1,
                        DeviceType::Dsp => 2,
                    },
                ),
                AI_CACHE_SIZE => out(value as *mut [u32; 4], p.cache_sizes),
                AI_ISA => {
                    if p.isas.is_empty() {
                        out(value as *mut Handle, Handle { handle: 0 })
                    } else {
                        out(value as *mut Handle, isa_handle(id, 0))
                    }
                }
                AI_EXTENSIONS => {
                    out_bytes(value, &if kernel { extension_mask() } else { [0u8; 128] })
                }
                AI_VERSION_MAJOR => out(value as *mut u16, p.version.0),
                AI_VERSION_MINOR => out(value as *mut u16, p.version.1),
                _ => amd_agent_info(&rt, id, attribute, value),
            }
        }
    })
}

/// The AMD agent attributes `rocminfo` queries (hsa_ext_amd.h numbering).
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
unsafe fn amd_agent_info(rt: &Runtime, id: usize, attribute: u32, value: *mut c_void) -> R<()> {
    let p = rt.agent(id).st()?.properties();
    // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
    unsafe {
        match attribute {
            0xA000 => out(value as *mut u32, 0),                   // CHIP_ID
            0xA001 => out(value as *mut u32, 64),                  // CACHELINE_SIZE
            0xA002 => out(value as *mut u32, p.compute_units),     // COMPUTE_UNIT_COUNT
            0xA003 => out(value as *mut u32, 0),                   // MAX_CLOCK_FREQUENCY
            0xA004 => out(value as *mut u32, id as u32),           // DRIVER_NODE_ID
            0xA005 => out(value as *mut u32, 0),                   // MAX_ADDRESS_WATCH_POINTS
            0xA006 => out(value as *mut u32, 0),                   // BDFID
            0xA007 => out(value as *mut u32, 0),                   // MEMORY_WIDTH
            0xA008 => out(value as *mut u32, 0),                   // MEMORY_MAX_FREQUENCY
            0xA009 => out_bytes(value, &fixed_str::<64>(&p.name)), // PRODUCT_NAME char[64]
            0xA00A => out(
                value as *mut u32,
                p.isas.first().map_or(0, |i| i.wavefronts_per_compute_unit),
            ), // MAX_WAVES_PER_CU
            0xA00B => out(value as *mut u32, 1),                   // NUM_SIMDS_PER_CU
            0xA00C => out(value as *mut u32, 1),                   // NUM_SHADER_ENGINES
            0xA00D => out(value as *mut u32, 1),                   // NUM_SHADER_ARRAYS_PER_SE
            0xA00F => out(value as *mut u32, 0),                   // DOMAIN
            0xA010 => out(value as *mut bool, false),              // COOPERATIVE_QUEUES
            0xA011 => out_bytes(value, &fixed_str::<21>("hsakit")), // UUID char[21]
            0xA012 => out(value as *mut u32, 0),                   // ASIC_REVISION
            0xA013 => out(value as *mut bool, true),               // SVM_DIRECT_HOST_ACCESS
            0xA014 => out(value as *mut u32, p.compute_units),     // COOPERATIVE_COMPUTE_UNIT_COUNT
            _ => Err(INVALID_ARGUMENT),
        }
    }
}

/// `hsa_agent_get_exception_policies`.
///
/// # Safety
/// `mask` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_get_exception_policies(
    agent: Handle,
    profile: u32,
    mask: *mut u16,
) -> Status {
    guard(|| {
        let rt = rt()?;
        agent_id(&rt, agent)?;
        profile_from(profile)?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(mask, 2) } // DETECT
    })
}

type IsaCallback = Option<unsafe extern "C" fn(Handle, *mut c_void) -> Status>;

/// `hsa_agent_iterate_isas`.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_iterate_isas(
    agent: Handle,
    callback: IsaCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(0..rt.agent(id).st()?.properties().isas.len(), |i| {
            // SAFETY: the application's callback.
            unsafe { cb(isa_handle(id, i), data) }
        })
    })
}

/// `hsa_isa_from_name`.
///
/// # Safety
/// `name` must be NULL or NUL-terminated; `isa` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_from_name(
    name: *const std::ffi::c_char,
    isa: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if name.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: NUL-terminated per API.
        let n = unsafe { cstr(name) };
        let (a, i) = rt
            .isas()
            .into_iter()
            .find(|&(a, i)| rt.agents()[a].properties().isas[i].name == n)
            .ok_or(INVALID_ISA_NAME)?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(isa, isa_handle(a, i)) }
    })
}

const II_NAME_LENGTH: u32 = 0;
const II_NAME: u32 = 1;
const II_CALL_CONVENTION_COUNT: u32 = 2;
const II_CC_WAVEFRONT_SIZE: u32 = 3;
const II_CC_WAVEFRONTS_PER_CU: u32 = 4;
const II_MACHINE_MODELS: u32 = 5;
const II_PROFILES: u32 = 6;
const II_DEFAULT_FLOAT_ROUNDING_MODES: u32 = 7;
const II_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES: u32 = 8;
const II_FAST_F16_OPERATION: u32 = 9;
const II_WORKGROUP_MAX_DIM: u32 = 12;
const II_WORKGROUP_MAX_SIZE: u32 = 13;
const II_GRID_MAX_DIM: u32 = 14;
const II_GRID_MAX_SIZE: u32 = 16;
const II_FBARRIER_MAX_SIZE: u32 = 17;

unsafe fn isa_info(isa: Handle, attribute: u32, index: u32, value: *mut c_void) -> R<()> {
    let rt = rt()?;
    let (a, i) = isa_id(&rt, isa)?;
    let p = rt.agents()[a].properties();
    let info = &p.isas[i];
    let bools3 = |m: &[RoundingMode]| {
        [
            m.contains(&RoundingMode::Default),
            m.contains(&RoundingMode::Zero),
            m.contains(&RoundingMode::Near),
        ]
    };
    // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
    unsafe {
        match attribute {
            II_NAME_LENGTH => out(value as *mut u32, info.name.len() as u32 + 1),
            II_NAME => {
                let mut b = info.name.clone().into_bytes();
                b.push(0);
                out_bytes(value, &b)
            }
            II_CALL_CONVENTION_COUNT => out(value as *mut u32, 1),
            II_CC_WAVEFRONT_SIZE | II_CC_WAVEFRONTS_PER_CU if index != 0 => Err(INVALID_INDEX),
            II_CC_WAVEFRONT_SIZE => out(value as *mut u32, info.wavefront_size),
            II_CC_WAVEFRONTS_PER_CU => out(value as *mut u32, info.wavefronts_per_compute_unit),
            II_MACHINE_MODELS => out(
                value as *mut [bool; 2],
                [
                    info.machine_models.contains(&MachineModel::Small),
                    info.machine_models.contains(&MachineModel::Large),
                ],
            ),
            II_PROFILES => out(
                value as *mut [bool; 2],
                [
                    info.profiles.contains(&Profile::Base),
                    info.profiles.contains(&Profile::Full),
                ],
            ),
            II_DEFAULT_FLOAT_ROUNDING_MODES => out(
                value as *mut [bool; 3],
                bools3(&info.default_float_rounding_modes),
            ),
            II_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES => out(
                value as *mut [bool; 3],
                bools3(&info.base_profile_default_float_rounding_modes),
            ),
            II_FAST_F16_OPERATION => out(value as *mut bool, info.fast_f16),
            II_WORKGROUP_MAX_DIM => out(value as *mut [u16; 3], p.workgroup_max_dim),
            II_WORKGROUP_MAX_SIZE => out(value as *mut u32, p.workgroup_max_size),
            II_GRID_MAX_DIM => out(value as *mut [u32; 3], p.grid_max_dim),
            II_GRID_MAX_SIZE => out(value as *mut u64, p.grid_max_size as u64),
            II_FBARRIER_MAX_SIZE => out(value as *mut u32, p.fbarrier_max_size),
            _ => Err(INVALID_ARGUMENT),
        }
    }
}

/// `hsa_isa_get_info_alt`.
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_get_info_alt(
    isa: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe { isa_info(isa, attribute, 0, value) })
}

/// `hsa_isa_get_info` (deprecated form with a call-convention index).
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_get_info(
    isa: Handle,
    attribute: u32,
    index: u32,
    value: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe { isa_info(isa, attribute, index, value) })
}

/// `hsa_isa_compatible` (deprecated): ISAs are compatible only with themselves.
///
/// # Safety
/// `result` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_compatible(
    code_object_isa: Handle,
    agent_isa: Handle,
    result: *mut bool,
) -> Status {
    guard(|| {
        let rt = rt()?;
        isa_id(&rt, code_object_isa)?;
        isa_id(&rt, agent_isa)?;
        // SAFETY: out-pointer from the caller.
        unsafe { out(result, code_object_isa == agent_isa) }
    })
}

/// `hsa_isa_get_exception_policies`: the ISA's `hsa_exception_policy_t` mask (BREAK 1,
/// DETECT 2) for `profile`; 0 for a profile the ISA does not support.
///
/// # Safety
/// `mask` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_get_exception_policies(
    isa: Handle,
    profile: u32,
    mask: *mut u16,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (a, i) = isa_id(&rt, isa)?;
        let p = profile_from(profile)?;
        let info = &rt.agents()[a].properties().isas[i];
        let m = if info.profiles.contains(&p) {
            info.exception_policies
        } else {
            0
        };
        // SAFETY: out-pointer from the caller.
        unsafe { out(mask, m) }
    })
}

/// `hsa_isa_get_round_method`: `HSA_ROUND_METHOD_SINGLE` (1) when the ISA's float `mad` is
/// fused, else `HSA_ROUND_METHOD_DOUBLE` (2), for `fp_type` 16/32/64 (1, 2, 4) and flush mode
/// FTZ/NON_FTZ (1, 2).
///
/// # Safety
/// `round_method` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_get_round_method(
    isa: Handle,
    fp_type: u32,
    flush_mode: u32,
    round_method: *mut u32,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (a, i) = isa_id(&rt, isa)?;
        if !matches!(fp_type, 1 | 2 | 4) || !matches!(flush_mode, 1 | 2) {
            return Err(INVALID_ARGUMENT);
        }
        let fused = rt.agents()[a].properties().isas[i].fused_mad;
        // SAFETY: out-pointer from the caller.
        unsafe { out(round_method, if fused { 1 } else { 2 }) }
    })
}

type WavefrontCallback = Option<unsafe extern "C" fn(Handle, *mut c_void) -> Status>;

/// `hsa_isa_iterate_wavefronts`: one wavefront per ISA, handle = ISA handle.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_isa_iterate_wavefronts(
    isa: Handle,
    callback: WavefrontCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        isa_id(&rt, isa)?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        // SAFETY: the application's callback.
        let s = unsafe { cb(isa, data) };
        if s != SUCCESS { Err(s) } else { Ok(()) }
    })
}

/// `hsa_wavefront_get_info`.
///
/// # Safety
/// `value` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_wavefront_get_info(
    wavefront: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (a, i) = isa_id(&rt, wavefront).map_err(|_| INVALID_WAVEFRONT)?;
        if attribute != 0 {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: out-pointer from the caller (uint32_t).
        unsafe {
            out(
                value as *mut u32,
                rt.agents()[a].properties().isas[i].wavefront_size,
            )
        }
    })
}

// ---------------------------------------------------------------- caches

const CACHE_TAG: u64 = 0x4341_4348_0000_0000;

fn cache_handle(agent: usize, level: u8) -> Handle {
    Handle {
        handle: CACHE_TAG | (agent as u64) << 8 | u64::from(level),
    }
}

/// (agent, level, size) of a cache handle, if it names a cache present in the agent.
fn cache_of(rt: &Runtime, h: Handle) -> R<(usize, u8, u32)> {
    if h.handle & TAG_MASK != CACHE_TAG {
        return Err(INVALID_CACHE);
    }
    let agent = ((h.handle >> 8) & 0xFF_FFFF) as usize;
    let level = (h.handle & 0xFF) as u8;
    let size = rt
        .agents()
        .get(agent)
        .and_then(|a| {
            a.properties()
                .cache_sizes
                .get(usize::from(level).checked_sub(1)?)
                .copied()
        })
        .filter(|&s| s != 0)
        .ok_or(INVALID_CACHE)?;
    Ok((agent, level, size))
}

type CacheCallback = Option<unsafe extern "C" fn(Handle, *mut c_void) -> Status>;

/// `hsa_agent_iterate_caches`: the agent's caches with a known size, L1 first.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_iterate_caches(
    agent: Handle,
    callback: CacheCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        let sizes = rt.agent(id).st()?.properties().cache_sizes;
        let levels = sizes.iter().enumerate().filter(|(_, size)| **size != 0);
        iterate(levels, |(i, _)| {
            // SAFETY: the application's callback.
            unsafe { cb(cache_handle(id, i as u8 + 1), data) }
        })
    })
}

/// `hsa_cache_get_info`: NAME_LENGTH (u32, without the NUL), NAME (`"L<level>"`), LEVEL (u8),
/// SIZE (u32 bytes).
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_cache_get_info(
    cache: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let (_, level, size) = cache_of(&rt, cache)?;
        let name = format!("L{level}");
        // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
        unsafe {
            match attribute {
                0 => out(value as *mut u32, name.len() as u32),
                1 => {
                    let mut b = name.into_bytes();
                    b.push(0);
                    out_bytes(value, &b)
                }
                2 => out(value as *mut u8, level),
                3 => out(value as *mut u32, size),
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

// ---------------------------------------------------------------- regions and memory

type RegionCallback = Option<unsafe extern "C" fn(Handle, *mut c_void) -> Status>;

/// `hsa_agent_iterate_regions`.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_agent_iterate_regions(
    agent: Handle,
    callback: RegionCallback,
    data: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        let cb = callback.ok_or(INVALID_ARGUMENT)?;
        iterate(rt.agent_regions(id).st()?, |r| {
            // SAFETY: the application's callback.
            unsafe { cb(region_handle(r), data) }
        })
    })
}

/// `hsa_region_get_info`.
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_region_get_info(
    region: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let r = rt.region(region_id(&rt, region)?).st()?;
        let (segment, flags) = match r.kind {
            RegionKind::GlobalFine => (0u32, 2u32),
            RegionKind::GlobalCoarse => (0, 4),
            RegionKind::Kernarg => (0, 1 | 2),
            RegionKind::Group => (3, 0),
        };
        // SAFETY (all arms): `value` is the caller's buffer for this attribute's documented type.
        unsafe {
            match attribute {
                0 => out(value as *mut u32, segment),
                1 if segment == 0 => out(value as *mut u32, flags),
                1 => Err(INVALID_ARGUMENT),
                2 => out(value as *mut usize, r.size as usize),
                4 => out(value as *mut usize, r.alloc_max as usize),
                8 => out(value as *mut u32, r.size as u32),
                5 => out(value as *mut bool, r.runtime_alloc_allowed()),
                6 => out(value as *mut usize, r.granule as usize),
                7 => out(value as *mut usize, r.alignment as usize),
                _ => Err(INVALID_ARGUMENT),
            }
        }
    })
}

/// `hsa_amd_agent_iterate_memory_pools` (AMD extension, used by `rocminfo`): memory pools are
/// the agent's regions under the same handles.
///
/// # Safety
/// `callback` must be a valid function.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_amd_agent_iterate_memory_pools(
    agent: Handle,
    callback: RegionCallback,
    data: *mut c_void,
) -> Status {
    // SAFETY: forwarded caller contract.
    unsafe { hsa_agent_iterate_regions(agent, callback, data) }
}

/// `hsa_amd_memory_pool_get_info` (AMD extension): region attributes plus
/// `ACCESSIBLE_BY_ALL` (15) and `ALLOC_MAX_SIZE` (16).
///
/// # Safety
/// `value` must be NULL or writable for the attribute's type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_amd_memory_pool_get_info(
    pool: Handle,
    attribute: u32,
    value: *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let r = rt
            .region(region_id(&rt, pool).map_err(|_| INVALID_ARGUMENT)?)
            .st()?;
        match attribute {
            // SAFETY: out-pointer for a bool.
            15 => unsafe { out(value as *mut bool, r.agents.len() == rt.agents().len()) },
            // SAFETY: out-pointer for a size_t.
            16 => unsafe { out(value as *mut usize, r.alloc_max as usize) },
            // GLOBAL_FLAGS of a non-global pool is "undefined" (hsa_ext_amd.h), not an error:
            // rocminfo asks it of every pool.
            // SAFETY: out-pointer for a uint32_t.
            1 if r.kind == RegionKind::Group => unsafe { out(value as *mut u32, 0) },
            0 | 1 | 2 | 5 | 6 | 7 => {
                // SAFETY: forwarded caller contract; the numbering matches hsa_region_info_t.
                let s = unsafe { hsa_region_get_info(pool, attribute, value) };
                if s == SUCCESS { Ok(()) } else { Err(s) }
            }
            _ => Err(INVALID_ARGUMENT),
        }
    })
}

/// `hsa_memory_allocate`.
///
/// # Safety
/// `ptr` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_memory_allocate(
    region: Handle,
    size: usize,
    ptr: *mut *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let r = region_id(&rt, region)?;
        if ptr.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let p = rt.allocate(r, size as u64).st()?;
        // SAFETY: out-pointer checked non-null above.
        unsafe { out(ptr, p as *mut c_void) }
    })
}

/// `hsa_memory_free`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_memory_free(ptr: *mut c_void) -> Status {
    guard(|| rt()?.free(ptr as u64).st())
}

/// `hsa_memory_assign_agent`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_memory_assign_agent(ptr: *mut c_void, agent: Handle, access: u32) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        if !(1..=3).contains(&access) {
            return Err(INVALID_ARGUMENT);
        }
        rt.assign_agent(ptr as u64, id).st()
    })
}

/// `hsa_memory_copy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_memory_copy(dst: *mut c_void, src: *const c_void, size: usize) -> Status {
    guard(|| {
        let rt = rt()?;
        if dst.is_null() || src.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let (d, s, n) = (dst as u64, src as u64, size as u64);
        // Both in runtime memory: copy through the region table (checked, atomic accesses).
        // Otherwise plain host memory (all runtime memory is host memory too).
        if rt.memory().region_of(d, n).is_some() && rt.memory().region_of(s, n).is_some() {
            return rt.copy(d, s, n).st();
        }
        // SAFETY: HSA requires both ranges to be valid host-accessible memory of `size` bytes;
        // `copy` (memmove semantics) tolerates overlap.
        unsafe { std::ptr::copy(src as *const u8, dst as *mut u8, size) };
        Ok(())
    })
}

/// `hsa_memory_register`: exactly `[ptr, ptr + size)` becomes a `Registered` region of the
/// runtime's table (no widening to whole words).
#[unsafe(no_mangle)]
pub extern "C" fn hsa_memory_register(ptr: *mut c_void, size: usize) -> Status {
    guard(|| {
        let rt = rt()?;
        if ptr.is_null() || size == 0 {
            return Err(INVALID_ARGUMENT);
        }
        let (base, len) = (ptr as u64, size as u64);
        base.checked_add(len).ok_or(INVALID_ARGUMENT)?;
        rt.register(base, len, |mem| {
            // SAFETY: the HSA runtime specification makes the application keep registered
            // memory valid (and writable) until `hsa_memory_deregister`, which removes the
            // region; a dispatch still running with an older snapshot is the application's
            // race, as with any buffer it frees while a kernel uses it.
            unsafe { mem.register(base, len, Perm::ReadWrite) }
        })
        .st()
    })
}

/// `hsa_memory_deregister`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_memory_deregister(ptr: *mut c_void, _size: usize) -> Status {
    guard(|| rt()?.deregister(ptr as u64).st())
}
