//! `hsakit`: the command-line face of the hsakit HSA stack.
//!
//! Exit codes (also printed by `hsakit --help`):
//! * 0: success.
//! * 1: the input was rejected (diagnostics were printed) or a run/check failed.
//! * 2: usage error: a bad flag or argument, or an input file that cannot be read.
//! * 3: the subcommand (or the requested form of it) is not implemented yet.
//!
//! A panic is a bug; it is never the way an error is reported.

mod cmd;
mod util;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

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
    Hsail(cmd::hsail::HsailCommand),
    /// AMD RDNA4 (gfx1200/gfx1201): assemble and disassemble in LLVM syntax.
    #[command(subcommand)]
    Rdna4(cmd::rdna4::Rdna4Command),
    /// Intel Gen7 (Ivy Bridge) EU: assemble and disassemble in Mesa syntax.
    #[command(subcommand)]
    Gen7(cmd::gen7::Gen7Command),
    /// Dump an AMDGPU code object: headers, notes, kernel descriptors, disassembly.
    Objdump(cmd::objdump::ObjdumpArgs),
    /// Run one dispatch: a launch spec (JSON) or a kernel with arguments on the command line.
    Run(cmd::run::RunArgs),
    /// Run a conformance pack (a folder of launch specs) and print tallies.
    Conform(cmd::conform::ConformArgs),
    /// List the HSA agents and their properties, like rocminfo.
    Agents(cmd::agents::AgentsArgs),
}

fn main() -> ExitCode {
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
        Command::Hsail(c) => cmd::hsail::run(&ctx, c),
        Command::Rdna4(c) => cmd::rdna4::run(&ctx, c),
        Command::Gen7(c) => cmd::gen7::run(&ctx, c),
        Command::Objdump(a) => cmd::objdump::run(&ctx, a),
        Command::Run(a) => cmd::run::run(&ctx, a),
        Command::Conform(a) => cmd::conform::run(&ctx, a),
        Command::Agents(a) => cmd::agents::run(&ctx, a),
    };
    match result {
        Ok(code) => code,
        Err(e) => util::report_error(&e),
    }
}
