//! Corpus runners `hsail-asm` and `hsail-disasm` over `corpus/hsail/roundtrip` (107 HSAIL 1.0
//! modules from HSAIL-Tools with the BRIG `HSAILasm` writes for them): assembling `NAME.hsail`
//! must give `NAME.brig` byte for byte, and disassembling `NAME.brig` must give `NAME.hsail`
//! byte for byte.

use hsakit_corpus::{Floors, Tally, Verdict, corpus_dir, missing_corpus};
use hsakit_diag::SourceFile;
use std::process::ExitCode;

fn first_diff(a: &[u8], b: &[u8]) -> usize {
    a.iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()))
}

fn main() -> ExitCode {
    let dir = match corpus_dir("corpus/hsail/roundtrip") {
        Ok(d) => d,
        Err(msg) => {
            let _ = missing_corpus("hsail-disasm", &msg);
            return missing_corpus("hsail-asm", &msg).exit_code();
        }
    };
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "hsail"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut asm = Tally::new("hsail-asm");
    let mut dis = Tally::new("hsail-disasm");
    for path in names {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read(&path).unwrap_or_default();
        let brig = std::fs::read(path.with_extension("brig")).unwrap_or_default();
        let src = SourceFile::new(path.display().to_string(), text.clone());
        let r = match hsakit_hsail::assemble(&src) {
            // `assemble` keeps operands as BRIG records, `parse` as entries: both must give
            // HSAILasm's bytes.
            Ok(got) if got == brig => match hsakit_hsail::parse(&src) {
                Ok(m) if hsakit_hsail::brig::write(&m) == brig => Ok(()),
                _ => Err("parse + brig::write differs from assemble".into()),
            },
            Ok(got) => Err(format!(
                "BRIG differs at byte {:#x} ({} bytes vs {} expected)",
                first_diff(&got, &brig),
                got.len(),
                brig.len()
            )),
            Err(d) => Err(d.first().map_or("rejected".into(), |d| {
                let lc = d.primary_span().map(|s| src.line_col(s.start));
                format!("rejected at {lc:?}: {}", d.message)
            })),
        };
        asm.record(name.clone(), r);
        let r = match hsakit_hsail::disassemble(&brig) {
            // The CLI prints in pieces from the BRIG bytes (`print_from_to`), the model printer
            // from a `Module`: every way must give the same text.
            Ok(got) if got.as_bytes() == text.as_slice() => match streamed(&brig) {
                Some(s) if s == text => match hsakit_hsail::brig::read(&brig) {
                    Ok(m) if hsakit_hsail::text::printer::print(&m).as_bytes() == text => Ok(()),
                    _ => Err("printing the model differs from printing the BRIG".into()),
                },
                _ => Err("print_from_to differs from print_from".into()),
            },
            Ok(got) => {
                let at = first_diff(got.as_bytes(), &text);
                let line = text[..at.min(text.len())]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count()
                    + 1;
                Err(format!("text differs at line {line}"))
            }
            Err(e) => Err(e.to_string()),
        };
        dis.record(name, r);
    }
    let floors = match Floors::load() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let a = asm.finish(&floors);
    let d = dis.finish(&floors);
    if matches!(a, Verdict::Failed(_)) {
        return a.exit_code();
    }
    d.exit_code()
}

/// The text `printer::print_from_to` writes for a BRIG module (the CLI's path).
fn streamed(brig: &[u8]) -> Option<Vec<u8>> {
    let v = hsakit_hsail::disassembly_view(brig).ok()?;
    let mut out = Vec::new();
    hsakit_hsail::text::printer::print_from_to(&v, &mut out).ok()?;
    Some(out)
}
