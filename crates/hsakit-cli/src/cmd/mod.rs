//! One module per top-level subcommand: its clap arguments and its `run`.

pub mod agents;
pub mod conform;
pub mod gen7;
pub mod hsail;
pub mod objdump;
pub mod rdna4;
pub mod run;
