//! HSAIL text and BRIG (seed `000_…`, HSA PRM 1.2, chapters 4–19).
//!
//! * [`text`]: the lexer and parser for the chapter 19 grammar (text → [`model::Module`]) and
//!   the printer (the disassembler, [`model::Module`] → canonical text as `HSAILasm` prints it).
//! * [`model`]: an arena IR mirroring BRIG, with typed handles that are BRIG offsets.
//! * [`brig`]: BRIG constants, the writer and the checked reader.
//! * [`valid`]: the PRM's static rules.
//!
//! Entry points: [`assemble`] (text → BRIG bytes), [`disassemble`] (BRIG bytes → text),
//! [`parse`] (text → model, the `hsail_parse` fuzz entry) and [`brig::read`] (bytes → model,
//! the `brig_read` fuzz entry).

#![forbid(unsafe_code)]

mod apart;
pub mod brig;
pub mod decode;
pub mod model;
pub mod text;
pub mod valid;
pub mod vendor;

#[cfg(test)]
mod test_rng;

use hsakit_diag::{Diagnostic, SourceFile};

/// Parses and checks HSAIL text into a module.
pub fn parse(src: &SourceFile) -> Result<model::Module, Vec<Diagnostic>> {
    text::parser::parse(src)
}

/// Parses HSAIL text into a module for [`brig::write`] or [`brig::write_to`] only: as
/// [`parse`], without the source spans of the code entries (the validator's diagnostics need
/// them; the BRIG does not).
pub fn parse_for_writing(src: &SourceFile) -> Result<model::Module, Vec<Diagnostic>> {
    text::parser::parse_for_writing(src)
}

/// [`parse_for_writing`], handing back the parser's tables and buffers
/// ([`text::parser::Scratch`]) instead of freeing them, for a process that writes the module
/// and exits (it may forget both).
pub fn parse_for_writing_keeping(
    src: &SourceFile,
) -> Result<(model::Module, text::parser::Scratch<'_>), Vec<Diagnostic>> {
    text::parser::parse_for_writing_keeping(src)
}

/// [`parse_for_writing_keeping`] into a module made beforehand by
/// [`model::Module::for_writing_source_len`] (see [`text::parser::parse_for_writing_keeping_into`]).
pub fn parse_for_writing_keeping_into(
    src: &SourceFile,
    m: model::Module,
) -> Result<(model::Module, text::parser::Scratch<'_>), Vec<Diagnostic>> {
    text::parser::parse_for_writing_keeping_into(src, m)
}

/// Checks a module of [`parse_for_writing`] (or its `_keeping` forms) against the static rules
/// ([`valid::validate`], which reads such a module's records as it reads entries). Such a
/// module keeps no source positions, so when anything is wrong the text is parsed again with
/// them and the diagnostics are those of [`parse`] and [`valid::validate`] (the same verdict:
/// the negative-corpus runner checks both paths).
pub fn validate_for_writing(m: &model::Module, src: &SourceFile) -> Vec<Diagnostic> {
    with_positions(valid::validate(m, src), src)
}

/// The diagnostics `d` of a module parsed without source positions, made again with them (the
/// text parsed and checked again) when there are any.
fn with_positions(d: Vec<Diagnostic>, src: &SourceFile) -> Vec<Diagnostic> {
    if d.is_empty() {
        return d;
    }
    match parse(src) {
        Ok(full) => {
            let positioned = valid::validate(&full, src);
            if positioned.is_empty() { d } else { positioned }
        }
        Err(e) => e,
    }
}

/// [`parse_for_writing_keeping_into`] (`m`: a module made beforehand, if any) and then
/// [`validate_for_writing`], with the check run as the parse ends on two threads at once: the
/// lexing thread takes part of it once it is done lexing (a thread already running: a new
/// one took about 0.6 ms to start on the bench VM, whose idle CPUs are slow to wake). The
/// module comes back only when it keeps every rule; the diagnostics are those of
/// [`validate_for_writing`].
pub fn parse_validated_for_writing_keeping_into(
    src: &SourceFile,
    m: Option<model::Module>,
) -> Result<(model::Module, text::parser::Scratch<'_>), Vec<Diagnostic>> {
    let fresh = m.filter(model::Module::is_fresh_for_writing);
    let helper = |m: &model::Module| valid::second_part(m, src);
    let here = |m: &model::Module| valid::first_part(m, src);
    let check = text::parser::Check {
        helper: &helper,
        here: &here,
    };
    let (m, scratch, checked) = text::parser::parse_checking(src, false, true, fresh, Some(check))?;
    let d = match checked {
        Some((there, here)) => valid::finish(here, there),
        None => valid::validate(&m, src),
    };
    if d.is_empty() {
        Ok((m, scratch))
    } else {
        Err(with_positions(d, src))
    }
}

/// Assembles HSAIL text into BRIG bytes as `HSAILasm -assemble` does: the text parsed
/// ([`parse_for_writing`]), the module checked against the static rules
/// ([`validate_for_writing`]), then written.
pub fn assemble(src: &SourceFile) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let (m, _) = parse_validated_for_writing_keeping_into(src, None)?;
    Ok(brig::write(&m))
}

/// Disassembles BRIG bytes into canonical HSAIL text.
///
/// Instructions of vendor extensions (opcodes from 0x8000, L17687) other than those of
/// [`vendor`] are reported as an unsupported extension rather than printed.
pub fn disassemble(bytes: &[u8]) -> Result<String, brig::BrigError> {
    let v = disassembly_view(bytes)?;
    Ok(text::printer::print_from(&v))
}

/// Checks BRIG bytes for [`disassemble`]: the reader's checks ([`brig::check`]) and no
/// instruction of an unsupported vendor extension. Print the view with
/// [`text::printer::print_from_to`] to stream the text.
pub fn disassembly_view(bytes: &[u8]) -> Result<brig::BrigView<'_>, brig::BrigError> {
    let v = brig::check(bytes)?;
    if let Some((r, opcode)) = v.unknown_opcode() {
        return Err(brig::BrigError {
            offset: r.0 as usize,
            message: format!(
                "unsupported extension: opcode {opcode:#06x} in hsa_code (vendor extension instructions are not implemented)"
            ),
        });
    }
    Ok(v)
}

/// Checks BRIG bytes as `HSAILasm` does before it disassembles them: their structure
/// ([`brig::check`]), then the static rules ([`valid::validate`]) on a module read over the
/// bytes in place ([`brig::BrigView::module`]). Each diagnostic comes with its place in the
/// module (a BRIG module has no source text); none when the module keeps every rule.
pub fn validate_brig(
    bytes: model::SharedBytes,
) -> Result<Vec<(valid::BrigPlace, Diagnostic)>, brig::BrigError> {
    let v = brig::check(&bytes)?;
    let m = v.module(bytes.clone()).ok_or_else(|| brig::BrigError {
        offset: 0,
        message: "internal error: the checked view is not of these bytes".into(),
    })?;
    Ok(valid::validate_placed(&m))
}

/// [`validate_brig`] of a view already checked ([`disassembly_view`]) from `bytes` (when the
/// view is of other bytes, `bytes` are checked again).
pub fn validate_view(
    v: &brig::BrigView<'_>,
    bytes: model::SharedBytes,
) -> Result<Vec<(valid::BrigPlace, Diagnostic)>, brig::BrigError> {
    match v.module(bytes.clone()) {
        Some(m) => Ok(valid::validate_placed(&m)),
        None => validate_brig(bytes),
    }
}

/// [`validate_view`] on two threads while another job runs: `during` runs here while another
/// thread checks the first part of the module ([`valid::first_half`]); then the rest is
/// checked here ([`valid::second_half`]). The disassembler prints meanwhile: on CORE-full-
/// large the check takes about twice as long as the printing, which this hides in part.
pub fn validate_view_during<T>(
    v: &brig::BrigView<'_>,
    bytes: model::SharedBytes,
    during: impl FnOnce() -> T,
) -> (
    Result<Vec<(valid::BrigPlace, Diagnostic)>, brig::BrigError>,
    T,
) {
    let Some(m) = v.module(bytes.clone()) else {
        let t = during();
        return (validate_brig(bytes), t);
    };
    std::thread::scope(|s| {
        let first = s.spawn(|| valid::first_half(&m));
        let t = during();
        let second = valid::second_half(&m);
        let first = first.join().unwrap_or_else(|_| valid::first_half(&m));
        (Ok(valid::placed(first, second)), t)
    })
}

/// Shared by the unit tests.
#[cfg(test)]
pub(crate) mod test_support {
    /// The `.hsail` files of the corpus folder `rel` (below the corpora root), sorted; none,
    /// with a `skipped` line, when the corpora are not present.
    pub(crate) fn corpus_hsail_files(rel: &str) -> Vec<std::path::PathBuf> {
        let Ok(dir) = hsakit_corpus::corpus_dir(rel) else {
            eprintln!("skipped: no {rel}");
            return Vec::new();
        };
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .expect("corpus folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "hsail"))
            .collect();
        names.sort();
        assert!(!names.is_empty(), "{rel} is empty");
        names
    }
}
