//! Every `test.json` of the PRM conformance pack parses and passes the consistency checks.
//! Prints `skipped: corpus not found at …` when the pack is absent.

use hsakit_corpus::{Floors, Tally, corpus_dir, missing_corpus};
use hsakit_launch::Spec;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.file_name().is_some_and(|n| n == "test.json") {
            out.push(p);
        }
    }
}

fn main() -> ExitCode {
    let root = match corpus_dir("conformance/prm") {
        Ok(r) => r,
        Err(msg) => return missing_corpus("launch-prm-parse", &msg).exit_code(),
    };
    let mut files = Vec::new();
    collect(&root.join("prm"), &mut files);
    files.sort();
    let mut tally = Tally::new("launch-prm-parse");
    for f in &files {
        let r = Spec::load(f).map_err(|e| e.to_string()).and_then(|s| {
            // Every module file the manifest names exists next to it.
            for m in &s.modules {
                let p = s.module_path(m).ok_or("module without a file")?;
                if !p.is_file() {
                    return Err(format!("missing module file {}", p.display()));
                }
            }
            Ok(())
        });
        tally.record(f.display().to_string(), r);
    }
    if files.len() != 3114 {
        tally.fail(
            "pack",
            format!("expected 3114 test.json files, found {}", files.len()),
        );
    }
    match Floors::load() {
        Ok(fl) => tally.finish(&fl).exit_code(),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
