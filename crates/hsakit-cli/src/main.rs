//! `hsakit`: the command-line face of the hsakit HSA stack.
//!
//! Exit codes (also printed by `hsakit --help`):
//! * 0: success.
//! * 1: the input was rejected (diagnostics were printed) or a run/check failed.
//! * 2: usage error: a bad flag or argument, or an input file that cannot be read.
//! * 3: the subcommand (or the requested form of it) is not implemented yet.
//!
//! A panic is a bug; it is never the way an error is reported.
//!
//! On Linux with glibc the executable's entry is a C `main` ([`main`]), not Rust's: Rust's
//! start-up before `main` reads `/proc/self/maps` to place the main thread's stack guard and
//! sets up a signal stack (`hsakit --version`: 36 system calls and 135k instructions with it,
//! 17 and 85k without; see docs/architecture.md). glibc hands the arguments to the standard library on its own, so
//! `std::env::args` is unchanged; what changes: a stack overflow is a plain `SIGSEGV` (no
//! message), and `SIGPIPE` keeps its default, so a closed pipe ends the process quietly, as
//! it ends C tools (`hsakit … | head`). Elsewhere the entry is Rust's `main`.

#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

mod cmd;
mod util;

use crate::util::ExitCode;
use clap::{ArgMatches, Args, FromArgMatches, Parser, Subcommand};

const EXIT_CODES: &str = "\
Exit codes:
  0  success
  1  input rejected (diagnostics printed) or a run/check failed
  2  usage error: bad flag or argument, unreadable input file
  3  not implemented yet in this version of hsakit";

/// hsakit: HSAIL and BRIG tools, RDNA4 and Gen7 assemblers, an HSA runtime with emulated agents.
#[derive(Parser, Debug)]
#[command(name = "hsakit", version, after_help = EXIT_CODES, propagate_version = true)]
struct Cli {
    /// When to colour diagnostics.
    #[arg(long, global = true, value_enum, default_value_t = util::ColorChoice::Auto)]
    color: util::ColorChoice,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// HSAIL: assemble to BRIG, disassemble BRIG, validate.
    #[command(subcommand)]
    Hsail(Lazy<cmd::hsail::HsailCommand>),
    /// AMD RDNA4 (gfx1200/gfx1201): assemble and disassemble in LLVM syntax.
    #[command(subcommand)]
    Rdna4(Lazy<cmd::rdna4::Rdna4Command>),
    /// Intel Gen7 (Ivy Bridge) EU: assemble and disassemble in Mesa syntax.
    #[command(subcommand)]
    Gen7(Lazy<cmd::gen7::Gen7Command>),
    /// Dump an AMDGPU code object: headers, notes, kernel descriptors, disassembly.
    Objdump(Lazy<cmd::objdump::ObjdumpArgs>),
    /// Run one dispatch: a launch spec (JSON) or a kernel with arguments on the command line.
    Run(Lazy<cmd::run::RunArgs>),
    /// Run a conformance pack (a folder of launch specs) and print tallies.
    Conform(Lazy<cmd::conform::ConformArgs>),
    /// List the HSA agents and their properties, like rocminfo.
    Agents(Lazy<cmd::agents::AgentsArgs>),
}

/// A subcommand whose arguments (or nested subcommands) clap defines only when the command line
/// selects it (`Command::defer`): a run of `hsakit gen7 disasm` does not build, check and drop
/// the definitions of every other subcommand first. Help, usage and errors are unchanged (clap
/// builds a deferred definition whenever it needs it).
#[derive(Debug)]
struct Lazy<T>(T);

impl<T: FromArgMatches> FromArgMatches for Lazy<T> {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(m).map(Lazy)
    }

    fn from_arg_matches_mut(m: &mut ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches_mut(m).map(Lazy)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(m)
    }

    fn update_from_arg_matches_mut(&mut self, m: &mut ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches_mut(m)
    }
}

/// Runs `define` on `cmd` and puts back the help text the parent gave it: the type's own doc
/// comment (which `define` sets) must not replace the variant's, as it does not when the
/// definition is built eagerly, before the parent sets the variant's text.
fn keep_about(cmd: clap::Command, define: fn(clap::Command) -> clap::Command) -> clap::Command {
    let about = cmd.get_about().cloned();
    let long_about = cmd.get_long_about().cloned();
    let cmd = define(cmd);
    let cmd = match about {
        Some(text) => cmd.about(text),
        None => cmd.about(None::<&str>),
    };
    match long_about {
        Some(text) => cmd.long_about(text),
        None => cmd.long_about(None::<&str>),
    }
}

impl<T: Subcommand> Subcommand for Lazy<T> {
    fn augment_subcommands(cmd: clap::Command) -> clap::Command {
        cmd.defer(|c| keep_about(c, T::augment_subcommands))
    }

    fn augment_subcommands_for_update(cmd: clap::Command) -> clap::Command {
        cmd.defer(|c| keep_about(c, T::augment_subcommands_for_update))
    }

    fn has_subcommand(name: &str) -> bool {
        T::has_subcommand(name)
    }
}

impl<T: Args> Args for Lazy<T> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        cmd.defer(|c| keep_about(c, T::augment_args))
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        cmd.defer(|c| keep_about(c, T::augment_args_for_update))
    }

    fn group_id() -> Option<clap::Id> {
        T::group_id()
    }
}

/// The C entry point (see the module comment): runs [`cli`], flushes standard output (Rust's
/// own start-up code would flush it after `main`), and turns a panic into exit code 101, as
/// Rust's start-up code does (a panic must not unwind into the C caller).
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
// SAFETY: `main` is this executable's one C entry point: `no_main` above keeps rustc from
// emitting its own, and no linked crate defines one. glibc's start-up code calls it once with
// this signature; the arguments are not read (glibc passes them to `std::env::args` itself).
#[allow(unsafe_code)] // the C entry point only: the one `unsafe` attribute of this crate
#[unsafe(no_mangle)]
extern "C" fn main(
    _argc: std::ffi::c_int,
    _argv: *const *const std::ffi::c_char,
) -> std::ffi::c_int {
    let code = std::panic::catch_unwind(cli).unwrap_or(ExitCode::from(101));
    let _ = std::io::Write::flush(&mut std::io::stdout());
    std::ffi::c_int::from(code.code())
}

/// Rust's entry point where the C one is not used.
#[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(cli().code())
}

/// Parses the command line and runs the command.
fn cli() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let ctx = util::Ctx::new(cli.color);
    let result = match cli.command {
        Command::Hsail(Lazy(c)) => cmd::hsail::run(&ctx, c),
        Command::Rdna4(Lazy(c)) => cmd::rdna4::run(&ctx, c),
        Command::Gen7(Lazy(c)) => cmd::gen7::run(&ctx, c),
        Command::Objdump(Lazy(a)) => cmd::objdump::run(&ctx, a),
        Command::Run(Lazy(a)) => cmd::run::run(&ctx, a),
        Command::Conform(Lazy(a)) => cmd::conform::run(&ctx, a),
        Command::Agents(Lazy(a)) => cmd::agents::run(&ctx, a),
    };
    match result {
        Ok(code) => code,
        Err(e) => util::report_error(&e),
    }
}
