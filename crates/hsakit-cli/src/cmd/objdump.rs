//! `hsakit objdump`: an AMDGPU code object's headers, notes, metadata, kernel descriptors and code.

use crate::util::{Ctx, ExitCode, read_input};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// `objdump`.
#[derive(Args, Debug)]
pub struct ObjdumpArgs {
    /// An AMDGPU code object (relocatable or shared; v2 to v6).
    pub input: PathBuf,
    /// Only the headers, notes and descriptors; no code.
    #[arg(long)]
    pub no_disasm: bool,
}

/// Runs `objdump`.
pub fn run(ctx: &Ctx, args: ObjdumpArgs) -> anyhow::Result<ExitCode> {
    let data = read_input(&args.input)?;
    let name = args.input.display().to_string();
    let co = match hsakit_codeobj::read(&data) {
        Ok(co) => co,
        Err(e) => {
            let file = hsakit_diag::SourceFile::new(name.clone(), Vec::new());
            ctx.emit(&[e.to_diagnostic(&name)], &file, Default::default());
            return Ok(ExitCode::from(1));
        }
    };
    let text = hsakit_codeobj::dump::render(
        &co,
        &name,
        hsakit_codeobj::dump::DumpOptions {
            no_code: args.no_disasm,
        },
    );
    std::io::stdout().lock().write_all(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
