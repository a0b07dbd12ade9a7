//! `hsakit gen7 asm|disasm`.

use crate::util::{Ctx, DiagFormat, read_input, write_output};
use clap::{Args, Subcommand, ValueEnum};
use hsakit_diag::{Diagnostic, SourceFile, Span};
use hsakit_gen7::asm::{AsmOptions, assemble};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// The `gen7` subcommands.
#[derive(Subcommand, Debug)]
pub enum Gen7Command {
    /// Assemble Gen7 EU assembly in Mesa's brw syntax.
    Asm(AsmArgs),
    /// Disassemble Gen7 EU machine code into Mesa's brw syntax.
    Disasm(DisasmArgs),
}

/// Output formats of `gen7 asm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AsmFormat {
    /// One line per instruction: its bytes as space-separated lower-case hex (Mesa's `.expected`).
    #[default]
    Hex,
    /// Raw bytes.
    Bin,
}

/// Input formats of `gen7 disasm`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DisasmFormat {
    /// Guess from the contents.
    #[default]
    Auto,
    /// Raw bytes.
    Bin,
    /// Space-separated hex bytes, one instruction per line.
    Hex,
    /// igt's `{ 0x…, 0x…, 0x…, 0x… },` dword lists.
    Dwords,
}

/// `gen7 asm`.
#[derive(Args, Debug)]
pub struct AsmArgs {
    /// The assembly source (`-` for standard input).
    pub input: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: AsmFormat,
    /// Emit the compacted 64-bit form wherever it is exact.
    #[arg(long)]
    pub compact: bool,
    /// Output file (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// `gen7 disasm`.
#[derive(Args, Debug)]
pub struct DisasmArgs {
    /// The machine code (`-` for standard input).
    pub input: PathBuf,
    /// Input format.
    #[arg(long, value_enum, default_value_t)]
    pub format: DisasmFormat,
    /// Output file (default: standard output).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs a `gen7` subcommand.
pub fn run(ctx: &Ctx, cmd: Gen7Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Gen7Command::Asm(a) => asm(ctx, a),
        Gen7Command::Disasm(a) => disasm(ctx, a),
    }
}

fn asm(ctx: &Ctx, a: AsmArgs) -> anyhow::Result<ExitCode> {
    let src = read_input(&a.input)?;
    let out = assemble(
        &src,
        AsmOptions {
            compact: a.compact,
            ..Default::default()
        },
    );
    let file = SourceFile::new(a.input.display().to_string(), src);
    ctx.emit(&out.diagnostics, &file, DiagFormat::Rustc);
    let bytes = match a.format {
        AsmFormat::Bin => out
            .insts
            .iter()
            .flat_map(|i| i.bytes.iter().copied())
            .collect(),
        AsmFormat::Hex => {
            let mut s = String::with_capacity(out.insts.len() * 48);
            for i in &out.insts {
                for (k, b) in i.bytes.iter().enumerate() {
                    if k > 0 {
                        s.push(' ');
                    }
                    let _ = write!(s, "{b:02x}");
                }
                s.push('\n');
            }
            s.into_bytes()
        }
    };
    write_output(a.output.as_deref(), &bytes)?;
    Ok(if out.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Guesses the input format: text with `{ 0x` is an igt dword list, text made only of hex byte
/// pairs is the hex-line format, anything else is raw binary.
fn guess(bytes: &[u8]) -> DisasmFormat {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return DisasmFormat::Bin;
    };
    if text.contains("{ 0x") || text.contains("{0x") {
        return DisasmFormat::Dwords;
    }
    let hexish = !text.trim().is_empty()
        && text
            .split_whitespace()
            .all(|t| t.len() == 2 && t.bytes().all(|b| b.is_ascii_hexdigit()));
    if hexish {
        DisasmFormat::Hex
    } else {
        DisasmFormat::Bin
    }
}

fn disasm(ctx: &Ctx, a: DisasmArgs) -> anyhow::Result<ExitCode> {
    let input = read_input(&a.input)?;
    let fmt = if a.format == DisasmFormat::Auto {
        guess(&input)
    } else {
        a.format
    };
    let mut out = String::new();
    let mut failed = false;
    match fmt {
        DisasmFormat::Bin | DisasmFormat::Auto => {
            let mut off = 0;
            while off < input.len() {
                match hsakit_gen7::decode_at(&input, off) {
                    Ok((inst, size, compacted)) => {
                        out.push_str(&hsakit_gen7::print::format_instruction(&inst, compacted));
                        out.push('\n');
                        off += size;
                    }
                    Err(e) => {
                        failed = true;
                        let code = if e.is_not_implemented() {
                            "GEN7-D0002"
                        } else {
                            "GEN7-D0001"
                        };
                        eprintln!(
                            "error[{code}]: {e}\n --> {}: byte offset {off}",
                            a.input.display()
                        );
                        off += if matches!(e, hsakit_gen7::DecodeError::Truncated { .. }) {
                            input.len()
                        } else {
                            16
                        };
                    }
                }
            }
        }
        DisasmFormat::Hex | DisasmFormat::Dwords => {
            let file = SourceFile::new(a.input.display().to_string(), input.clone());
            let mut diags = Vec::new();
            let mut line_start = 0usize;
            for line in input.split(|&b| b == b'\n') {
                let start = line_start;
                line_start += line.len() + 1;
                let text = String::from_utf8_lossy(line);
                if text.trim().is_empty() {
                    continue;
                }
                let parsed = if fmt == DisasmFormat::Hex {
                    parse_hex_line(&text)
                } else {
                    parse_dword_line(&text)
                };
                let span = Span::new(start, start + line.len());
                let bytes = match parsed {
                    Ok(Some(b)) => b,
                    Ok(None) => continue,
                    Err(msg) => {
                        diags.push(
                            Diagnostic::error("GEN7-D0003", msg)
                                .with_primary(span, "cannot read this line"),
                        );
                        continue;
                    }
                };
                match hsakit_gen7::decode(&bytes) {
                    Ok((inst, size, compacted)) if size == bytes.len() => {
                        out.push_str(&hsakit_gen7::print::format_instruction(&inst, compacted));
                        out.push('\n');
                    }
                    Ok((_, size, _)) => diags.push(
                        Diagnostic::error(
                            "GEN7-D0003",
                            format!(
                                "line has {} bytes but the instruction is {size}",
                                bytes.len()
                            ),
                        )
                        .with_primary(span, "wrong length"),
                    ),
                    Err(e) => {
                        let code = if e.is_not_implemented() {
                            "GEN7-D0002"
                        } else {
                            "GEN7-D0001"
                        };
                        diags.push(
                            Diagnostic::error(code, e.to_string())
                                .with_primary(span, "in this instruction"),
                        );
                    }
                }
            }
            failed = !diags.is_empty();
            ctx.emit(&diags, &file, DiagFormat::Rustc);
        }
    }
    write_output(a.output.as_deref(), out.as_bytes())?;
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn parse_hex_line(text: &str) -> Result<Option<Vec<u8>>, String> {
    let t = text.split('#').next().unwrap_or("").trim();
    if t.is_empty() {
        return Ok(None);
    }
    let bytes = t
        .split_whitespace()
        .map(|b| {
            u8::from_str_radix(b.trim_start_matches("0x"), 16)
                .map_err(|_| format!("`{b}` is not a hex byte"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if bytes.len() != 8 && bytes.len() != 16 {
        return Err(format!("expected 8 or 16 bytes, found {}", bytes.len()));
    }
    Ok(Some(bytes))
}

fn parse_dword_line(text: &str) -> Result<Option<Vec<u8>>, String> {
    let Some(open) = text.find('{') else {
        return Ok(None);
    };
    let close = text[open..]
        .find('}')
        .map(|c| open + c)
        .ok_or("missing `}`")?;
    let mut bytes = Vec::new();
    for d in text[open + 1..close]
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        let v = u32::from_str_radix(d.trim_start_matches("0x").trim_start_matches("0X"), 16)
            .map_err(|_| format!("`{d}` is not a hexadecimal dword"))?;
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    if bytes.len() != 8 && bytes.len() != 16 {
        return Err(format!("expected 2 or 4 dwords, found {}", bytes.len() / 4));
    }
    Ok(Some(bytes))
}
