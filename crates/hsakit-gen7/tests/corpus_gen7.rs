//! Corpus runner `gen7-mesa` over Mesa's Gen7 assembler tests (`corpus/gen7`): for every
//! instruction, (1) assembling the `.asm` file gives exactly the `.expected` bytes, and
//! (2) disassembling those bytes gives text that re-assembles to the same bytes. Each instruction
//! counts as one case for each check.

use hsakit_corpus::{Floors, Tally, corpus_dir, missing_corpus};
use hsakit_gen7::asm::{AsmOptions, assemble};
use std::process::ExitCode;

fn parse_expected(text: &str) -> Vec<Result<Vec<u8>, String>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            l.split_whitespace()
                .map(|b| u8::from_str_radix(b, 16).map_err(|e| format!("bad hex byte `{b}`: {e}")))
                .collect()
        })
        .collect()
}

fn main() -> ExitCode {
    let dir = match corpus_dir("corpus/gen7") {
        Ok(d) => d,
        Err(msg) => return missing_corpus("gen7-mesa", &msg).exit_code(),
    };
    let mut tally = Tally::new("gen7-mesa");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "asm"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let (mut asm_ok, mut rt_ok, mut total) = (0, 0, 0);
    for path in names {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let src = std::fs::read(&path).unwrap_or_default();
        let expected = parse_expected(
            &std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default(),
        );
        let out = assemble(&src, AsmOptions::default());
        let file = hsakit_diag::SourceFile::new(path.display().to_string(), src.clone());
        for (k, exp) in expected.iter().enumerate() {
            total += 1;
            let case = format!("{name}:{}", k + 1);
            let exp = match exp {
                Ok(e) => e,
                Err(e) => {
                    tally.fail(format!("{case} asm"), e.clone());
                    tally.fail(format!("{case} roundtrip"), e.clone());
                    continue;
                }
            };
            // (1) assemble.
            let got = out.insts.iter().find(|a| a.index == k);
            let r1 = match got {
                Some(a) if a.bytes == *exp => Ok(()),
                Some(a) => Err(format!("assembled {} expected {}", hex(&a.bytes), hex(exp))),
                None => Err(out
                    .diagnostics
                    .iter()
                    .zip(&out.failed)
                    .find(|(_, i)| **i == k)
                    .map(|(d, _)| {
                        let lc = d.primary_span().map(|s| file.line_col(s.start));
                        format!("{d} at {lc:?}")
                    })
                    .unwrap_or_else(|| "instruction missing".into())),
            };
            asm_ok += usize::from(r1.is_ok());
            tally.record(format!("{case} asm"), r1);
            // (2) disassemble and re-assemble.
            let r2 = match hsakit_gen7::decode(exp) {
                Err(e) => Err(format!("decode: {e}")),
                Ok((inst, _, _)) => {
                    let text = hsakit_gen7::print::format_instruction(&inst, false);
                    let again = assemble(text.as_bytes(), AsmOptions::default());
                    match again.insts.first() {
                        Some(a) if a.bytes == *exp => Ok(()),
                        Some(a) => Err(format!(
                            "`{text}` re-assembled to {} expected {}",
                            hex(&a.bytes),
                            hex(exp)
                        )),
                        None => Err(format!(
                            "`{text}`: {}",
                            again
                                .diagnostics
                                .first()
                                .map(|d| d.to_string())
                                .unwrap_or_default()
                        )),
                    }
                }
            };
            rt_ok += usize::from(r2.is_ok());
            tally.record(format!("{case} roundtrip"), r2);
        }
    }
    println!(
        "gen7-mesa: assembled exactly {asm_ok}/{total}, disasm->asm round trip {rt_ok}/{total}"
    );
    match Floors::load() {
        Ok(f) => tally.finish(&f).exit_code(),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn hex(b: &[u8]) -> String {
    b.iter()
        .map(|x| format!("{x:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}
