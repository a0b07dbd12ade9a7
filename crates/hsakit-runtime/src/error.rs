//! The runtime's error type. Each variant corresponds to one HSA status; the C ABI maps them in
//! one place (`hsakit-capi/src/status.rs`).

/// Errors returned by runtime operations.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuntimeError {
    /// The runtime is not initialized (or was shut down).
    #[error("the runtime is not initialized")]
    NotInitialized,
    /// The init reference count would overflow.
    #[error("init reference count overflow")]
    RefcountOverflow,
    /// An argument is invalid (message says which).
    #[error("invalid argument: {0}")]
    InvalidArgument(&'static str),
    /// Not a live agent handle.
    #[error("invalid agent")]
    InvalidAgent,
    /// Not a live region handle.
    #[error("invalid region")]
    InvalidRegion,
    /// Not a live signal handle.
    #[error("invalid signal")]
    InvalidSignal,
    /// Not a live signal group.
    #[error("invalid signal group")]
    InvalidSignalGroup,
    /// Not a live queue.
    #[error("invalid queue")]
    InvalidQueue,
    /// The agent cannot create the requested queue (no queues, size out of range, too many).
    #[error("invalid queue creation: {0}")]
    InvalidQueueCreation(&'static str),
    /// Allocation failed or address not allocated by the runtime.
    #[error("invalid allocation")]
    InvalidAllocation,
    /// Out of memory or another resource.
    #[error("out of resources")]
    OutOfResources,
    /// Arguments are individually valid but do not fit together.
    #[error("incompatible arguments: {0}")]
    IncompatibleArguments(&'static str),
    /// Not a live ISA handle.
    #[error("invalid ISA")]
    InvalidIsa,
    /// Not a valid code object.
    #[error("invalid code object: {0}")]
    InvalidCodeObject(String),
    /// Not a live code object reader.
    #[error("invalid code object reader")]
    InvalidCodeObjectReader,
    /// Not a live executable.
    #[error("invalid executable")]
    InvalidExecutable,
    /// The executable is frozen.
    #[error("executable is frozen")]
    FrozenExecutable,
    /// No symbol with that name.
    #[error("invalid symbol name")]
    InvalidSymbolName,
    /// Not a live executable symbol.
    #[error("invalid executable symbol")]
    InvalidExecutableSymbol,
    /// Not a valid index for the query.
    #[error("invalid index")]
    InvalidIndex,
    /// Not a live HSAIL program.
    #[error("invalid program")]
    InvalidProgram,
    /// Not a valid BRIG module.
    #[error("invalid module: {0}")]
    InvalidModule(String),
    /// The module does not match the program's machine model or profile.
    #[error("incompatible module")]
    IncompatibleModule,
    /// The module was already added to the program.
    #[error("module already included")]
    ModuleAlreadyIncluded,
    /// The agent's finalizer failed.
    #[error("finalization failed: {0}")]
    FinalizationFailed(String),
    /// The variable is already defined (`hsa_executable_*_variable_define`, or a code object
    /// defining a variable the application defined).
    #[error("variable already defined: {0}")]
    VariableAlreadyDefined(String),
    /// The file could not be read.
    #[error("invalid file")]
    InvalidFile,
}

/// Result alias.
pub type Result<T> = std::result::Result<T, RuntimeError>;

impl From<crate::agent::AgentError> for RuntimeError {
    fn from(e: crate::agent::AgentError) -> Self {
        use crate::agent::AgentError as A;
        match e {
            A::InvalidModule(m) => RuntimeError::InvalidModule(m),
            A::FinalizationFailed(m) => RuntimeError::FinalizationFailed(m),
            A::InvalidCodeObject(m) | A::IncompatibleIsa(m) => RuntimeError::InvalidCodeObject(m),
            A::OutOfResources(_) => RuntimeError::OutOfResources,
        }
    }
}
