//! Project automation, run as `cargo xtask <command>` (see `.cargo/config.toml`).
//!
//! * `codegen [--check]`: regenerate the tables generated from `data/<isa>/*.toml`; with
//!   `--check`, fail when the checked-in output is stale.
//! * `oracle-diff [hsail|rdna4|gen7|codeobj]...`: compare hsakit against the reference tools
//!   (HSAILasm, llvm-mc-19, intel-gen4disasm, clang-19) on generated cases. Needs the oracles
//!   installed (`.ci/run` installs them).
//! * `bench [NAME]...`: time an hsakit command against its reference tool on the same input in
//!   the same run, alternating, and print medians and the ratio.
//! * `fuzz [TARGET]... [--runs N]`: the cargo-fuzz targets, seeded from the corpora.
//! * `hot-symbols`: write `crates/hsakit-cli/hot-symbols.txt`, the symbols the benchmarked
//!   commands touch, which the executable's link places together (needs valgrind and perf).
//! * `corpus`: run every external-corpus runner (the `corpus_*` test targets) and the floors
//!   check.

mod bench;
mod bench_exec;
mod bench_gen7;
mod bench_hsail;
mod bench_rdna4;
mod bench_runtime;
mod codegen;
mod corpus;
mod fuzz;
mod hot_symbols;
mod oracle;
mod util;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "xtask", about = "hsakit project automation")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Regenerate generated tables (or check they are fresh).
    Codegen {
        /// Fail if the checked-in output differs from a fresh generation.
        #[arg(long)]
        check: bool,
    },
    /// Differential tests against the reference tools.
    OracleDiff {
        /// Which oracles (default: all).
        which: Vec<String>,
        /// Number of generated cases per family where applicable.
        #[arg(long)]
        cases: Option<usize>,
    },
    /// Benchmarks against the reference tools.
    Bench {
        /// Which benchmarks (default: all).
        which: Vec<String>,
        /// Timed runs of each tool.
        #[arg(long, default_value_t = 7)]
        runs: usize,
    },
    /// Run every corpus runner and check the floors.
    Corpus,
    /// Write the list of symbols the benchmarked commands touch (for the executable's link).
    HotSymbols,
    /// Run the cargo-fuzz targets of `fuzz/`.
    Fuzz {
        /// Which targets (default: all).
        which: Vec<String>,
        /// Executions per target.
        #[arg(long, default_value_t = 1_000_000)]
        runs: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Codegen { check } => codegen::run(check),
        Cmd::OracleDiff { which, cases } => oracle::run(&which, cases),
        Cmd::Bench { which, runs } => bench::run(&which, runs),
        Cmd::Corpus => corpus::run(),
        Cmd::HotSymbols => hot_symbols::run(),
        Cmd::Fuzz { which, runs } => fuzz::run(&which, runs),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("xtask: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
