//! Corpus runners over `corpus/hsail/negative` (2,990 must-reject modules with `HSAILasm`'s
//! diagnostic): `hsail-negative-rejected` (the module is rejected), `hsail-negative-linecol`
//! (the reported `line:column` equals the expected one) and `hsail-negative-exact` (the whole
//! five-line `HSAILasm` diagnostic matches byte for byte).

use hsakit_corpus::{Floors, Tally, Verdict, corpus_dir, missing_corpus};
use hsakit_diag::{SourceFile, render_hsailasm};
use std::process::ExitCode;

/// `(L,C)` from the `input(L,C): …` line of an expected log.
fn expected_pos(log: &str) -> Option<(u32, u32)> {
    let line = log.lines().find(|l| l.starts_with("input("))?;
    let inner = line.strip_prefix("input(")?.split(')').next()?;
    let (l, c) = inner.split_once(',')?;
    Some((l.parse().ok()?, c.parse().ok()?))
}

fn main() -> ExitCode {
    let dir = match corpus_dir("corpus/hsail/negative") {
        Ok(d) => d,
        Err(msg) => {
            let _ = missing_corpus("hsail-negative-linecol", &msg);
            let _ = missing_corpus("hsail-negative-exact", &msg);
            return missing_corpus("hsail-negative-rejected", &msg).exit_code();
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
    let mut rejected = Tally::new("hsail-negative-rejected");
    let mut linecol = Tally::new("hsail-negative-linecol");
    let mut exact = Tally::new("hsail-negative-exact");
    // The assembler's path (`hsail asm`): the module kept as BRIG records, without spans,
    // validated the same way, rejects with the same first message.
    let mut writing = Tally::new("hsail-negative-writing");
    for path in names {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read(&path).unwrap_or_default();
        let expected = String::from_utf8_lossy(
            &std::fs::read(path.with_extension("expected")).unwrap_or_default(),
        )
        .into_owned();
        let src = SourceFile::new("input", text);
        let result = hsakit_hsail::parse(&src).and_then(|m| {
            let d = hsakit_hsail::valid::validate(&m, &src);
            if d.is_empty() { Ok(m) } else { Err(d) }
        });
        let by_writing = hsakit_hsail::parse_for_writing(&src).and_then(|m| {
            let d = hsakit_hsail::valid::validate(&m, &src);
            if d.is_empty() { Ok(m) } else { Err(d) }
        });
        // What `hsail asm` runs: the parse that judges each instruction as it reads it, then
        // the checks that remain.
        let checked = hsakit_hsail::parse_validated_for_writing_keeping_into(&src, None).is_ok();
        writing.record(
            name.clone(),
            match (&result, &by_writing) {
                _ if checked => Err("accepted by the checked parse".into()),
                (Err(a), Err(b)) if a[0].message == b[0].message => Ok(()),
                (Err(a), Err(b)) => {
                    Err(format!("{} | writing path: {}", a[0].message, b[0].message))
                }
                (_, Ok(_)) => Err("accepted on the writing path".into()),
                (Ok(_), Err(_)) => Err("accepted".into()),
            },
        );
        match result {
            Ok(_) => {
                rejected.record(name.clone(), Err("accepted".into()));
                linecol.record(name.clone(), Err("accepted".into()));
                exact.record(name, Err("accepted".into()));
            }
            Err(diags) => {
                rejected.pass();
                let d = &diags[0];
                let pos = d
                    .primary_span()
                    .map(|s| src.line_col(s.start))
                    .map(|lc| (lc.line, lc.col));
                let want = expected_pos(&expected);
                linecol.record(
                    name.clone(),
                    if pos == want {
                        Ok(())
                    } else {
                        Err(format!(
                            "reported {pos:?}, expected {want:?}: {}",
                            d.message
                        ))
                    },
                );
                let got = render_hsailasm(d, &src);
                exact.record(
                    name,
                    if got == expected {
                        Ok(())
                    } else {
                        Err("diagnostic text differs".into())
                    },
                );
            }
        }
    }
    let floors = match Floors::load() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let verdicts = [
        rejected.finish(&floors),
        linecol.finish(&floors),
        exact.finish(&floors),
        writing.finish(&floors),
    ];
    for v in &verdicts {
        if matches!(v, Verdict::Failed(_)) {
            return v.exit_code();
        }
    }
    ExitCode::SUCCESS
}
