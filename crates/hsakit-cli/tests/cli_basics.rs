//! The CLI's contract: help on every level, usage errors exit 2 with a one-line error, and
//! subcommands that have not landed exit 3 without panicking.

use std::process::{Command, Output};

fn hsakit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hsakit"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("run hsakit")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn top_level_help_lists_every_subcommand_and_the_exit_codes() {
    let o = hsakit(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    for sub in [
        "hsail", "rdna4", "gen7", "objdump", "run", "conform", "agents",
    ] {
        assert!(
            text.lines().any(|l| l.trim_start().starts_with(sub)),
            "`{sub}` missing from help:\n{text}"
        );
    }
    assert!(text.contains("Exit codes:"), "{text}");
    assert!(text.contains("2  usage error"), "{text}");
}

#[test]
fn every_level_has_help() {
    let levels: &[&[&str]] = &[
        &["hsail"],
        &["hsail", "asm"],
        &["hsail", "disasm"],
        &["hsail", "validate"],
        &["rdna4"],
        &["rdna4", "asm"],
        &["rdna4", "disasm"],
        &["gen7"],
        &["gen7", "asm"],
        &["gen7", "disasm"],
        &["objdump"],
        &["run"],
        &["conform"],
        &["agents"],
    ];
    for level in levels {
        let mut args = level.to_vec();
        args.push("--help");
        let o = hsakit(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert!(
            stdout(&o).contains("Usage: hsakit"),
            "{args:?}: {}",
            stdout(&o)
        );
    }
}

#[test]
fn bad_flag_is_a_usage_error_with_exit_2() {
    let o = hsakit(&["hsail", "asm", "--no-such-flag", "x.hsail"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.starts_with("error: unexpected argument '--no-such-flag'"),
        "{err}"
    );
}

#[test]
fn unknown_subcommand_is_a_usage_error() {
    let o = hsakit(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unrecognized subcommand 'frobnicate'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn missing_required_argument_is_a_usage_error() {
    let o = hsakit(&["objdump"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn version_prints_the_crate_version() {
    let o = hsakit(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o).trim(),
        format!("hsakit {}", env!("CARGO_PKG_VERSION"))
    );
}
