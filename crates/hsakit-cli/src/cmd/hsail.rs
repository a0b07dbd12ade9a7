//! `hsakit hsail asm|disasm|validate`.

use crate::util::{
    Ctx, DiagFormat, ExitCode, InPlaceFile, IntoSource as _, UsageError, read_input,
    read_input_mapped, same_file, write_output,
};
use clap::{Args, Subcommand};
use hsakit_diag::SourceFile;
use hsakit_hsail::text::printer::print_from_to;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The `hsail` subcommands.
#[derive(Subcommand, Debug)]
pub enum HsailCommand {
    /// Assemble HSAIL text into a BRIG module (like `HSAILasm -assemble`).
    Asm(AsmArgs),
    /// Disassemble a BRIG module into canonical HSAIL text (like `HSAILasm -disassemble`).
    Disasm(DisasmArgs),
    /// Check an HSAIL text or BRIG module against the PRM's static rules.
    Validate(ValidateArgs),
}

/// `hsail asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The HSAIL source (`-` for standard input).
    pub input: PathBuf,
    /// Where to write the BRIG (default: INPUT with the extension `.brig`).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// How to print diagnostics.
    #[arg(long, value_enum, default_value_t)]
    pub diag_format: DiagFormat,
}

/// `hsail disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// The BRIG module (`-` for standard input).
    pub input: PathBuf,
    /// Where to write the text (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Print a structured dump of every BRIG record with its section and offset instead.
    #[arg(long)]
    pub decode: bool,
    /// Print a module that breaks the PRM's static rules too (by default it is refused, as
    /// `HSAILasm -disassemble` refuses it; its structure is checked either way).
    #[arg(long)]
    pub no_validate: bool,
    /// How to print diagnostics.
    #[arg(long, value_enum, default_value_t)]
    pub diag_format: DiagFormat,
}

/// `hsail validate`.
#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// An HSAIL source or a BRIG module (told apart by the BRIG magic).
    pub input: PathBuf,
    /// How to print diagnostics.
    #[arg(long, value_enum, default_value_t)]
    pub diag_format: DiagFormat,
}

fn display_name(p: &Path) -> String {
    if p == Path::new("-") {
        "<stdin>".into()
    } else {
        p.display().to_string()
    }
}

/// Writes a module as BRIG to a file or (`-`) standard output, in pieces.
fn write_brig(m: &hsakit_hsail::model::Module, path: &Path) -> anyhow::Result<()> {
    if path == Path::new("-") {
        let (mut w, name) = open_output(Some(path))?;
        hsakit_hsail::brig::write_to(m, &mut w)
            .and_then(|()| w.flush())
            .map_err(|e| UsageError(format!("cannot write {name}: {e}")))?;
        return Ok(());
    }
    // Written over in place like the disassembler's text ([`InPlaceFile`]): ext4 would flush a
    // truncated-then-rewritten BRIG file at close.
    let mut w = InPlaceFile::create(path, false)?;
    hsakit_hsail::brig::write_to(m, &mut w)
        .and_then(|()| w.finish())
        .map_err(|e| UsageError(format!("cannot write `{}`: {e}", path.display())))?;
    Ok(())
}

/// A file or (`None`, `-`) standard output, and its name for messages.
fn open_output(path: Option<&Path>) -> anyhow::Result<(Box<dyn std::io::Write>, String)> {
    Ok(match path {
        Some(p) if p != Path::new("-") => (
            Box::new(
                std::fs::File::create(p)
                    .map_err(|e| UsageError(format!("cannot write `{}`: {e}", p.display())))?,
            ),
            format!("`{}`", p.display()),
        ),
        _ => (Box::new(std::io::stdout().lock()), "standard output".into()),
    })
}

/// Prints the diagnostics of a BRIG module, each with its place: in rustc's style, or as
/// `HSAILasm` words it ("Error in hsa_operand section, at offset 36:" and the message on the
/// next line). `all`: every one (`validate`); else the first, as `HSAILasm -disassemble`
/// prints, and how many more there are (`disasm`).
fn emit_placed(
    ctx: &Ctx,
    diags: &[(hsakit_hsail::valid::BrigPlace, hsakit_diag::Diagnostic)],
    name: &str,
    format: DiagFormat,
    all: bool,
) {
    let mut err = std::io::stderr().lock();
    let shown = if all { diags.len() } else { diags.len().min(1) };
    for (place, d) in &diags[..shown] {
        let _ = match format {
            DiagFormat::Rustc if ctx.color => writeln!(
                err,
                "\x1b[1;31merror[{}]\x1b[0m\x1b[1m: {}\x1b[0m\n \x1b[1;34m-->\x1b[0m {name}: {place}",
                d.code, d.message
            ),
            DiagFormat::Rustc => {
                writeln!(
                    err,
                    "error[{}]: {}\n --> {name}: {place}",
                    d.code, d.message
                )
            }
            DiagFormat::Hsailasm => writeln!(err, "Error in {place}:\n{}", d.message),
        };
    }
    if shown < diags.len() && format == DiagFormat::Rustc {
        let more = diags.len() - shown;
        let _ = writeln!(
            err,
            "note: {more} more error{} (`hsakit hsail validate {name}` lists them all)",
            if more == 1 { "" } else { "s" }
        );
    }
}

/// Runs an `hsail` subcommand.
pub fn run(ctx: &Ctx, cmd: HsailCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        HsailCommand::Asm(a) => {
            // For a source parsed on two threads (`PIPE_MIN`), the module is made on another
            // thread while the source is mapped: for one whose BRIG fits the assembler's huge
            // page (`hsakit_hsail::model::buf`) that is where the 2 MiB page is zeroed, and
            // the other CPU is awake by the time the parse spawns its lexing thread (CORE-full-
            // large, bench-like interleaved runs: 3.62 -> 3.48, 3.52 -> 3.35, 3.42 -> 3.25 ms).
            let len = std::fs::metadata(&a.input).map_or(0, |m| m.len());
            let module = usize::try_from(len)
                .ok()
                .filter(|&n| n >= hsakit_hsail::text::parser::PIPE_MIN)
                .filter(|_| a.input != Path::new("-"))
                .map(|n| {
                    std::thread::spawn(move || {
                        hsakit_hsail::model::Module::for_writing_source_len(n)
                    })
                });
            // A large source is mapped, like a large BRIG input.
            let bytes = read_input_mapped(&a.input)?;
            // Never freed: the process ends after the write (or the diagnostics), and the
            // source is not freed before the write either (that would not lower the peak,
            // reached at the end of the parse).
            let src = std::mem::ManuallyDrop::new(bytes.into_source(display_name(&a.input)));
            // While that thread zeroes the page (this one would wait for it): the check's
            // tables, which its two threads would otherwise make as the parse ends (one
            // waiting for the other).
            if module.is_some() {
                hsakit_hsail::valid::prepare();
            }
            let module = module.and_then(|t| t.join().ok());
            // As `HSAILasm -assemble`: the module checked against the static rules before
            // anything is written (`hsakit_hsail::assemble`), on two threads as the parse
            // ends. The BRIG is then written from the model in pieces (laying it out in memory
            // while the check ran took its size again in peak RSS: 10 MB more on the 10x
            // module).
            let (m, scratch) =
                match hsakit_hsail::parse_validated_for_writing_keeping_into(&src, module) {
                    Ok(p) => p,
                    Err(diags) => {
                        ctx.emit(&diags, &src, a.diag_format);
                        return Ok(ExitCode::from(1));
                    }
                };
            let out = match a.output {
                Some(o) => o,
                None if a.input == Path::new("-") => {
                    return Err(UsageError("reading standard input needs -o".into()).into());
                }
                None => a.input.with_extension("brig"),
            };
            write_brig(&m, &out)?;
            // The process ends next: the model's and the parser's memory goes back with it,
            // without being freed piece by piece first.
            std::mem::forget((m, scratch));
            Ok(ExitCode::SUCCESS)
        }
        HsailCommand::Disasm(d) => {
            if d.decode {
                let bytes = read_input(&d.input)?;
                let m = match hsakit_hsail::brig::read_owned(bytes) {
                    Ok(m) => m,
                    Err(e) => {
                        eprintln!("error: {}: {e}", display_name(&d.input));
                        return Ok(ExitCode::from(1));
                    }
                };
                write_output(
                    d.output.as_deref(),
                    hsakit_hsail::decode::dump(&m).as_bytes(),
                )?;
                return Ok(ExitCode::SUCCESS);
            }
            // Checked in place and printed straight from the BRIG bytes (no model), the text
            // written in pieces as it is produced; a large file is mapped. The static rules
            // are checked on a module read over the same bytes, part on another thread while
            // this one prints and the rest here once it has (`validate_view_during`): when the
            // module breaks one, the text written is cut to nothing, as `HSAILasm
            // -disassemble` leaves its output empty. Standard output cannot be taken back: the
            // rules are checked before it is written.
            // An output that is the input itself: the input read whole first (not mapped), the
            // file then written from its start.
            let over_input = d
                .output
                .as_deref()
                .is_some_and(|p| p != Path::new("-") && same_file(p, Some(&d.input)));
            let bytes: hsakit_hsail::model::SharedBytes = std::sync::Arc::new(if over_input {
                hsakit_mem::FileBytes::Plain(read_input(&d.input)?)
            } else {
                read_input_mapped(&d.input)?
            });
            let name = display_name(&d.input);
            let v = match hsakit_hsail::disassembly_view(&bytes) {
                Ok(v) => v,
                Err(e) => {
                    eprintln!("error: {name}: {e}");
                    return Ok(ExitCode::from(1));
                }
            };
            let check = || {
                if d.no_validate {
                    return Ok(Vec::new());
                }
                hsakit_hsail::validate_view(&v, bytes.clone())
            };
            let broken = match d.output.as_deref() {
                Some(p) if p != Path::new("-") => {
                    let mut w = InPlaceFile::create(p, over_input)?;
                    let cannot = |e: std::io::Error| {
                        UsageError(format!("cannot write `{}`: {e}", p.display()))
                    };
                    let (broken, printed) = if d.no_validate {
                        (Ok(Vec::new()), print_from_to(&v, &mut w))
                    } else {
                        hsakit_hsail::validate_view_during(&v, bytes.clone(), || {
                            print_from_to(&v, &mut w)
                        })
                    };
                    printed.map_err(cannot)?;
                    if !matches!(&broken, Ok(d) if d.is_empty()) {
                        w.discard();
                    }
                    w.finish().map_err(cannot)?;
                    broken
                }
                _ => {
                    let broken = check();
                    if matches!(&broken, Ok(d) if d.is_empty()) {
                        let (mut w, out) = open_output(None)?;
                        print_from_to(&v, &mut w)
                            .and_then(|()| w.flush())
                            .map_err(|e| UsageError(format!("cannot write {out}: {e}")))?;
                    }
                    broken
                }
            };
            // The process ends next (see `Asm`).
            drop(v);
            std::mem::forget(bytes);
            match broken {
                Ok(diags) if diags.is_empty() => Ok(ExitCode::SUCCESS),
                Ok(diags) => {
                    emit_placed(ctx, &diags, &name, d.diag_format, false);
                    Ok(ExitCode::from(1))
                }
                Err(e) => {
                    eprintln!("error: {name}: {e}");
                    Ok(ExitCode::from(1))
                }
            }
        }
        HsailCommand::Validate(v) => {
            let bytes = read_input(&v.input)?;
            let name = display_name(&v.input);
            if bytes.starts_with(hsakit_hsail::brig::MAGIC) {
                // The structure first (offsets, kinds, sizes), then the same static rules as
                // for text, on the bytes in place. A BRIG module has no source text: its
                // diagnostics name the file.
                let diags = match hsakit_hsail::validate_brig(std::sync::Arc::new(
                    hsakit_mem::FileBytes::Plain(bytes),
                )) {
                    Ok(d) => d,
                    Err(e) => {
                        eprintln!("error: {name}: {e}");
                        return Ok(ExitCode::from(1));
                    }
                };
                emit_placed(ctx, &diags, &name, v.diag_format, true);
                return Ok(if diags.is_empty() {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(1)
                });
            }
            // The parser's checks, then the module's static rules (`hsakit_hsail::valid`): what
            // `HSAILasm -assemble` checks before it writes BRIG.
            let src = SourceFile::new(name, bytes);
            let diags = match hsakit_hsail::parse(&src) {
                Ok(m) => hsakit_hsail::valid::validate(&m, &src),
                Err(diags) => diags,
            };
            if diags.is_empty() {
                Ok(ExitCode::SUCCESS)
            } else {
                ctx.emit(&diags, &src, v.diag_format);
                Ok(ExitCode::from(1))
            }
        }
    }
}
