//! The one place runtime errors become `hsa_status_t` values (hsa.h, hsa_ext_finalize.h,
//! hsa_ext_amd.h numbering) and statuses become strings.

use hsakit_runtime::RuntimeError as E;
use hsakit_runtime::agent::DispatchError;
use hsakit_runtime::queue::QueueFaultKind;

/// `hsa_status_t` values.
#[allow(missing_docs)]
pub mod code {
    pub const SUCCESS: u32 = 0x0;
    pub const INFO_BREAK: u32 = 0x1;
    pub const ERROR: u32 = 0x1000;
    pub const INVALID_ARGUMENT: u32 = 0x1001;
    pub const INVALID_QUEUE_CREATION: u32 = 0x1002;
    pub const INVALID_ALLOCATION: u32 = 0x1003;
    pub const INVALID_AGENT: u32 = 0x1004;
    pub const INVALID_REGION: u32 = 0x1005;
    pub const INVALID_SIGNAL: u32 = 0x1006;
    pub const INVALID_QUEUE: u32 = 0x1007;
    pub const OUT_OF_RESOURCES: u32 = 0x1008;
    pub const INVALID_PACKET_FORMAT: u32 = 0x1009;
    pub const RESOURCE_FREE: u32 = 0x100A;
    pub const NOT_INITIALIZED: u32 = 0x100B;
    pub const REFCOUNT_OVERFLOW: u32 = 0x100C;
    pub const INCOMPATIBLE_ARGUMENTS: u32 = 0x100D;
    pub const INVALID_INDEX: u32 = 0x100E;
    pub const INVALID_ISA: u32 = 0x100F;
    pub const INVALID_CODE_OBJECT: u32 = 0x1010;
    pub const INVALID_EXECUTABLE: u32 = 0x1011;
    pub const FROZEN_EXECUTABLE: u32 = 0x1012;
    pub const INVALID_SYMBOL_NAME: u32 = 0x1013;
    pub const VARIABLE_ALREADY_DEFINED: u32 = 0x1014;
    pub const VARIABLE_UNDEFINED: u32 = 0x1015;
    pub const EXCEPTION: u32 = 0x1016;
    pub const INVALID_ISA_NAME: u32 = 0x1017;
    pub const INVALID_CODE_SYMBOL: u32 = 0x1018;
    pub const INVALID_EXECUTABLE_SYMBOL: u32 = 0x1019;
    pub const INVALID_FILE: u32 = 0x1020;
    pub const INVALID_CODE_OBJECT_READER: u32 = 0x1021;
    pub const INVALID_CACHE: u32 = 0x1022;
    pub const INVALID_WAVEFRONT: u32 = 0x1023;
    pub const INVALID_SIGNAL_GROUP: u32 = 0x1024;
    pub const INVALID_RUNTIME_STATE: u32 = 0x1025;
    pub const FATAL: u32 = 0x1026;
    pub const MEMORY_APERTURE_VIOLATION: u32 = 41;
    pub const ILLEGAL_INSTRUCTION: u32 = 42;
    pub const EXT_INVALID_PROGRAM: u32 = 0x2000;
    pub const EXT_INVALID_MODULE: u32 = 0x2001;
    pub const EXT_INCOMPATIBLE_MODULE: u32 = 0x2002;
    pub const EXT_MODULE_ALREADY_INCLUDED: u32 = 0x2003;
    pub const EXT_SYMBOL_MISMATCH: u32 = 0x2004;
    pub const EXT_FINALIZATION_FAILED: u32 = 0x2005;
    pub const EXT_DIRECTIVE_MISMATCH: u32 = 0x2006;
}

/// The status for a runtime error.
pub fn of(e: &E) -> u32 {
    use code::*;
    match e {
        E::NotInitialized => NOT_INITIALIZED,
        E::RefcountOverflow => REFCOUNT_OVERFLOW,
        E::InvalidArgument(_) => INVALID_ARGUMENT,
        E::InvalidAgent => INVALID_AGENT,
        E::InvalidRegion => INVALID_REGION,
        E::InvalidSignal => INVALID_SIGNAL,
        E::InvalidSignalGroup => INVALID_SIGNAL_GROUP,
        E::InvalidQueue => INVALID_QUEUE,
        E::InvalidQueueCreation(_) => INVALID_QUEUE_CREATION,
        E::InvalidAllocation => INVALID_ALLOCATION,
        E::OutOfResources => OUT_OF_RESOURCES,
        E::IncompatibleArguments(_) => INCOMPATIBLE_ARGUMENTS,
        E::InvalidIsa => INVALID_ISA,
        E::InvalidCodeObject(_) => INVALID_CODE_OBJECT,
        E::InvalidCodeObjectReader => INVALID_CODE_OBJECT_READER,
        E::InvalidExecutable => INVALID_EXECUTABLE,
        E::FrozenExecutable => FROZEN_EXECUTABLE,
        E::InvalidSymbolName => INVALID_SYMBOL_NAME,
        E::InvalidExecutableSymbol => INVALID_EXECUTABLE_SYMBOL,
        E::InvalidIndex => INVALID_INDEX,
        E::InvalidProgram => EXT_INVALID_PROGRAM,
        E::InvalidModule(_) => EXT_INVALID_MODULE,
        E::IncompatibleModule => EXT_INCOMPATIBLE_MODULE,
        E::ModuleAlreadyIncluded => EXT_MODULE_ALREADY_INCLUDED,
        E::FinalizationFailed(_) => EXT_FINALIZATION_FAILED,
        E::InvalidFile => INVALID_FILE,
        E::VariableAlreadyDefined(_) => VARIABLE_ALREADY_DEFINED,
    }
}

/// The status passed to a queue's error callback.
pub fn of_queue_fault(k: &QueueFaultKind) -> u32 {
    use code::*;
    match k {
        QueueFaultKind::Dispatch(d) => match d {
            DispatchError::MemoryViolation(_) | DispatchError::MemoryViolationDetail(_) => {
                MEMORY_APERTURE_VIOLATION
            }
            DispatchError::IllegalInstruction { .. } => ILLEGAL_INSTRUCTION,
            DispatchError::Exception(_)
            | DispatchError::Watchdog(_)
            | DispatchError::WatchdogStop(_)
            | DispatchError::Aborted => EXCEPTION,
            DispatchError::InsufficientResources(_) => OUT_OF_RESOURCES,
            DispatchError::InvalidPacket(_) => INVALID_PACKET_FORMAT,
        },
        QueueFaultKind::InvalidPacketFormat => INVALID_PACKET_FORMAT,
        QueueFaultKind::InvalidCodeObject => INVALID_CODE_OBJECT,
        QueueFaultKind::IncompatibleArguments => INCOMPATIBLE_ARGUMENTS,
        QueueFaultKind::InvalidArgument => INVALID_ARGUMENT,
        QueueFaultKind::OutOfResources => OUT_OF_RESOURCES,
        QueueFaultKind::InvalidSignal => INVALID_SIGNAL,
    }
}

/// NUL-terminated description of a status (`hsa_status_string`), or `None` if unknown.
pub fn string(s: u32) -> Option<&'static str> {
    use code::*;
    Some(match s {
        SUCCESS => "HSA_STATUS_SUCCESS: The function has been executed successfully.\0",
        INFO_BREAK => {
            "HSA_STATUS_INFO_BREAK: A traversal over a list of elements has been interrupted by the application before completing.\0"
        }
        ERROR => "HSA_STATUS_ERROR: A generic error has occurred.\0",
        INVALID_ARGUMENT => {
            "HSA_STATUS_ERROR_INVALID_ARGUMENT: One of the actual arguments does not meet a precondition stated in the documentation of the corresponding formal argument.\0"
        }
        INVALID_QUEUE_CREATION => {
            "HSA_STATUS_ERROR_INVALID_QUEUE_CREATION: The requested queue creation is not valid.\0"
        }
        INVALID_ALLOCATION => {
            "HSA_STATUS_ERROR_INVALID_ALLOCATION: The requested allocation is not valid.\0"
        }
        INVALID_AGENT => "HSA_STATUS_ERROR_INVALID_AGENT: The agent is invalid.\0",
        INVALID_REGION => "HSA_STATUS_ERROR_INVALID_REGION: The memory region is invalid.\0",
        INVALID_SIGNAL => "HSA_STATUS_ERROR_INVALID_SIGNAL: The signal is invalid.\0",
        INVALID_QUEUE => "HSA_STATUS_ERROR_INVALID_QUEUE: The queue is invalid.\0",
        OUT_OF_RESOURCES => {
            "HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources.\0"
        }
        INVALID_PACKET_FORMAT => {
            "HSA_STATUS_ERROR_INVALID_PACKET_FORMAT: The AQL packet is malformed.\0"
        }
        RESOURCE_FREE => {
            "HSA_STATUS_ERROR_RESOURCE_FREE: An error has been detected while releasing a resource.\0"
        }
        NOT_INITIALIZED => {
            "HSA_STATUS_ERROR_NOT_INITIALIZED: An API other than hsa_init has been invoked while the reference count of the HSA runtime is zero.\0"
        }
        REFCOUNT_OVERFLOW => {
            "HSA_STATUS_ERROR_REFCOUNT_OVERFLOW: The maximum reference count for the object has been reached.\0"
        }
        INCOMPATIBLE_ARGUMENTS => {
            "HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS: The arguments passed to a function are not compatible.\0"
        }
        INVALID_INDEX => "HSA_STATUS_ERROR_INVALID_INDEX: The index is invalid.\0",
        INVALID_ISA => {
            "HSA_STATUS_ERROR_INVALID_ISA: The instruction set architecture is invalid.\0"
        }
        INVALID_ISA_NAME => {
            "HSA_STATUS_ERROR_INVALID_ISA_NAME: The instruction set architecture name is invalid.\0"
        }
        INVALID_CODE_OBJECT => {
            "HSA_STATUS_ERROR_INVALID_CODE_OBJECT: The code object is invalid.\0"
        }
        INVALID_EXECUTABLE => "HSA_STATUS_ERROR_INVALID_EXECUTABLE: The executable is invalid.\0",
        FROZEN_EXECUTABLE => "HSA_STATUS_ERROR_FROZEN_EXECUTABLE: The executable is frozen.\0",
        INVALID_SYMBOL_NAME => {
            "HSA_STATUS_ERROR_INVALID_SYMBOL_NAME: There is no symbol with the given name.\0"
        }
        VARIABLE_ALREADY_DEFINED => {
            "HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED: The variable is already defined.\0"
        }
        VARIABLE_UNDEFINED => "HSA_STATUS_ERROR_VARIABLE_UNDEFINED: The variable is undefined.\0",
        EXCEPTION => {
            "HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception.\0"
        }
        INVALID_CODE_SYMBOL => {
            "HSA_STATUS_ERROR_INVALID_CODE_SYMBOL: The code object symbol is invalid.\0"
        }
        INVALID_EXECUTABLE_SYMBOL => {
            "HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL: The executable symbol is invalid.\0"
        }
        INVALID_FILE => "HSA_STATUS_ERROR_INVALID_FILE: The file descriptor is invalid.\0",
        INVALID_CODE_OBJECT_READER => {
            "HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER: The code object reader is invalid.\0"
        }
        INVALID_CACHE => "HSA_STATUS_ERROR_INVALID_CACHE: The cache is invalid.\0",
        INVALID_WAVEFRONT => "HSA_STATUS_ERROR_INVALID_WAVEFRONT: The wavefront is invalid.\0",
        INVALID_SIGNAL_GROUP => {
            "HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP: The signal group is invalid.\0"
        }
        INVALID_RUNTIME_STATE => {
            "HSA_STATUS_ERROR_INVALID_RUNTIME_STATE: The HSA runtime is not in the configuration state.\0"
        }
        FATAL => {
            "HSA_STATUS_ERROR_FATAL: The queue received an error that may require process termination.\0"
        }
        MEMORY_APERTURE_VIOLATION => {
            "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The kernel accessed memory outside every allocation.\0"
        }
        ILLEGAL_INSTRUCTION => {
            "HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION: The kernel executed an illegal instruction.\0"
        }
        EXT_INVALID_PROGRAM => "HSA_EXT_STATUS_ERROR_INVALID_PROGRAM: Invalid program.\0",
        EXT_INVALID_MODULE => "HSA_EXT_STATUS_ERROR_INVALID_MODULE: Invalid module.\0",
        EXT_INCOMPATIBLE_MODULE => {
            "HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE: Machine model or profile of the module do not match the program.\0"
        }
        EXT_MODULE_ALREADY_INCLUDED => {
            "HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED: The module is already part of the program.\0"
        }
        EXT_SYMBOL_MISMATCH => {
            "HSA_EXT_STATUS_ERROR_SYMBOL_MISMATCH: Symbol declaration and definition do not match.\0"
        }
        EXT_FINALIZATION_FAILED => {
            "HSA_EXT_STATUS_ERROR_FINALIZATION_FAILED: The finalizer encountered an error.\0"
        }
        EXT_DIRECTIVE_MISMATCH => {
            "HSA_EXT_STATUS_ERROR_DIRECTIVE_MISMATCH: Control directives do not match.\0"
        }
        _ => return None,
    })
}
