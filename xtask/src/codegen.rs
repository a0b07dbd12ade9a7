//! `cargo xtask codegen [--check]`: the generated tables of every ISA.
//!
//! Each ISA registers a generator here: a function from the workspace root to the list of
//! `(path, contents)` it generates. `--check` compares instead of writing.

mod codeobj;
mod gen7;
mod hsail;
mod rdna4;

use crate::util::root;
use std::path::PathBuf;

/// A generator: produces files (path relative to the workspace root, contents).
type Generator = fn(&std::path::Path) -> anyhow::Result<Vec<(PathBuf, String)>>;

/// Every generator of the workspace, by name.
const GENERATORS: &[(&str, Generator)] = &[
    ("codeobj", codeobj::generate),
    ("gen7", gen7::generate),
    ("hsail", hsail::generate),
    ("rdna4", rdna4::generate),
];

pub fn run(check: bool) -> anyhow::Result<bool> {
    let root = root();
    let mut ok = true;
    for (name, generator) in GENERATORS {
        for (path, contents) in generator(&root)? {
            let full = root.join(&path);
            let old = std::fs::read_to_string(&full).unwrap_or_default();
            if old == contents {
                continue;
            }
            if check {
                eprintln!(
                    "codegen: {} is stale (generator `{name}`); run `cargo xtask codegen`",
                    path.display()
                );
                ok = false;
            } else {
                if let Some(dir) = full.parent() {
                    std::fs::create_dir_all(dir)?;
                }
                std::fs::write(&full, contents)?;
                println!("codegen: wrote {}", path.display());
            }
        }
    }
    if GENERATORS.is_empty() {
        println!("codegen: no generators registered yet");
    }
    Ok(ok)
}

/// `src` as `rustfmt --edition 2024` formats it (generated tables are checked in formatted);
/// `what` names the tables in the error.
fn rustfmt(src: &str, what: &str) -> anyhow::Result<String> {
    use anyhow::Context;
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .context("running rustfmt")?;
    child
        .stdin
        .take()
        .context("rustfmt stdin")?
        .write_all(src.as_bytes())?;
    let out = child.wait_with_output()?;
    anyhow::ensure!(
        out.status.success(),
        "rustfmt failed on the generated {what} tables"
    );
    Ok(String::from_utf8(out.stdout)?)
}
