//! `cargo xtask hot-symbols`: writes `crates/hsakit-cli/hot-symbols.txt`, the symbols the
//! benchmarked hsakit commands touch, which `.cargo/link-hot.sh` places together when it links
//! the executable (lld's `--symbol-ordering-file`).
//!
//! Why: a page of the executable is mapped with its cached neighbours (64 KiB around each
//! fault), and every mapped page counts in the peak resident set size the HSAIL issue budgets.
//! With the functions a command runs spread over 12 MiB of code, `hsakit hsail disasm` maps
//! 2.5 MiB of the executable; placed together they take a few hundred KiB.
//!
//! How: every command of `cargo xtask bench hsail` and `bench gen7` (hsakit's side) runs
//!
//! 1. under callgrind, which names every function it executes (`--compress-strings=no`);
//! 2. natively under `perf record -e page-faults -d`, which gives the address of each page
//!    fault: the symbol there is added too. This catches what callgrind cannot see: the C
//!    library's string functions are chosen at start-up by the CPU's features (valgrind's
//!    virtual CPU gets other variants), the vDSO set-up valgrind does not offer, and the
//!    read-only data the code reads.
//!
//! The native pass repeats (relink, run again) until it finds nothing new, at most
//! [`ROUNDS`] times: a page fault names only the first symbol touched in a 64 KiB window.
//! Symbols used by the same commands sit together ([`write_list`]). The names are exact, with
//! the build hash of Rust's legacy mangling; the link script also matches them without it
//! where that is unambiguous. Needs valgrind, and perf for the native pass.

use anyhow::{Context, bail};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::{Command, Stdio};

/// Native passes at most.
const ROUNDS: usize = 10;

/// The list's path in the workspace.
fn list_path() -> std::path::PathBuf {
    crate::util::root().join("crates/hsakit-cli/hot-symbols.txt")
}

pub fn run() -> anyhow::Result<bool> {
    for tool in ["valgrind", "nm"] {
        if !crate::util::have(tool) {
            bail!("`{tool}` not found (apt-get install valgrind binutils)");
        }
    }
    let hsakit = crate::util::hsakit_release()?;
    let scratch = crate::util::root().join("target").join("xtask-bench");
    std::fs::create_dir_all(&scratch)?;
    let cmds = commands(&hsakit, &scratch)?;
    // Which commands touch each symbol (bit k: command k).
    let mut users: BTreeMap<String, u64> = BTreeMap::new();
    for (k, c) in cmds.iter().enumerate() {
        let names = executed(&c.ours, &scratch)?;
        println!(
            "hot-symbols: {}: {} functions executed",
            c.label,
            names.len()
        );
        for n in names {
            *users.entry(n).or_default() |= 1 << k;
        }
    }
    write_list(&users, &cmds)?;
    if !crate::util::have("perf") {
        println!("hot-symbols: `perf` not found: no native pass (apt-get install linux-perf)");
        // Linked with the list just written.
        crate::util::hsakit_release()?;
        return Ok(true);
    }
    for round in 1..=ROUNDS {
        let hsakit = crate::util::hsakit_release()?;
        let syms = Symbols::of(&hsakit)?;
        let mut new = 0;
        for (k, c) in cmds.iter().enumerate() {
            for n in faulted(&c.ours, &syms, &scratch)? {
                let bits = users.entry(n).or_default();
                if *bits & (1 << k) == 0 {
                    *bits |= 1 << k;
                    new += 1;
                }
            }
        }
        println!("hot-symbols: native pass {round}: {new} new (symbol, command) pairs");
        if new == 0 {
            return Ok(true);
        }
        write_list(&users, &cmds)?;
    }
    // Linked with the list last written.
    crate::util::hsakit_release()?;
    Ok(true)
}

/// The profiled commands (hsakit's side of the benchmarks), most important first: the HSAIL
/// disassembler and assembler on CORE-full-large, whose peak RSS the HSAIL issue budgets, then
/// the 10x module, then Gen7.
fn commands(hsakit: &Path, scratch: &Path) -> anyhow::Result<Vec<crate::bench::Comparison>> {
    let mut hsail = crate::bench_hsail::benches(hsakit, scratch)?;
    let rank = |label: &str| {
        [
            "hsail-disasm-core",
            "hsail-asm-core",
            "hsail-disasm-core10x",
        ]
        .iter()
        .position(|l| *l == label)
        .unwrap_or(3)
    };
    hsail.sort_by_key(|c| rank(&c.label));
    hsail.extend(crate::bench_gen7::benches(hsakit, scratch)?);
    if hsail.len() > 64 {
        bail!("more than 64 commands to profile");
    }
    Ok(hsail)
}

/// Writes the list: symbols grouped by the set of commands that touch them, the groups in the
/// order of the reflected binary Gray code over the commands (command 0 its most significant
/// bit), names sorted within a group. In that order the symbols of command 0 form one run,
/// those of command 1 one run, and each later command at most twice as many runs as the one
/// before: the commands that matter most come first ([`commands`]).
fn write_list(
    users: &BTreeMap<String, u64>,
    cmds: &[crate::bench::Comparison],
) -> anyhow::Result<()> {
    let n = cmds.len() as u32;
    let mut rows: Vec<(&String, u64)> = users.iter().map(|(n, &b)| (n, b)).collect();
    rows.sort_by_key(|&(name, b)| (gray_rank(msb_first(b, n)), name.clone()));
    let mut text = String::from(
        "# The symbols the benchmarked hsakit commands touch, grouped by the commands that touch\n\
         # them, for .cargo/link-hot.sh. Written by `cargo xtask hot-symbols`; do not edit.\n",
    );
    for (k, c) in cmds.iter().enumerate() {
        text.push_str(&format!("# command {k}: {}\n", c.label));
    }
    let mut last = 0;
    for (n, b) in rows {
        if b != last {
            text.push_str(&format!("# commands {}\n", bits_list(b)));
            last = b;
        }
        text.push_str(n);
        text.push('\n');
    }
    std::fs::write(list_path(), text).context("writing hot-symbols.txt")?;
    Ok(())
}

/// `b` with its `n` low bits reversed: bit 0 (command 0) becomes the most significant.
fn msb_first(b: u64, n: u32) -> u64 {
    b.reverse_bits() >> (64 - n)
}

/// The position of `g` in the reflected binary Gray code sequence (the inverse of
/// `i ^ (i >> 1)`).
fn gray_rank(g: u64) -> u64 {
    let mut i = g;
    let mut s = g >> 1;
    while s != 0 {
        i ^= s;
        s >>= 1;
    }
    i
}

/// The set bits of `b` as `0,2,5`.
fn bits_list(b: u64) -> String {
    (0..64)
        .filter(|k| b & (1u64 << k) != 0)
        .map(|k| k.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Runs `cmd` under `tool` with `args` (output discarded); fails when it fails.
fn run_under(tool: &str, args: &[&str], cmd: &[String]) -> anyhow::Result<()> {
    let status = Command::new(tool)
        .args(args)
        .args(cmd)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .with_context(|| format!("running {tool}"))?;
    if !status.success() {
        bail!("`{tool} … {}` failed with {status}", cmd.join(" "));
    }
    Ok(())
}

/// The functions a command executes, by callgrind.
fn executed(cmd: &[String], scratch: &Path) -> anyhow::Result<BTreeSet<String>> {
    let out = scratch.join("hot-symbols.callgrind");
    let out_arg = format!("--callgrind-out-file={}", out.display());
    run_under(
        "valgrind",
        &[
            "--tool=callgrind",
            "--demangle=no",
            "--compress-strings=no",
            &out_arg,
        ],
        cmd,
    )?;
    let text = std::fs::read_to_string(&out)?;
    Ok(callgrind_functions(&text))
}

/// The function names of a callgrind profile written with `--compress-strings=no`.
fn callgrind_functions(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("fn=").or_else(|| l.strip_prefix("cfn=")))
        .map(|n| {
            // A recursion depth (`'2`) is callgrind's, not the symbol's.
            n.rsplit_once('\'')
                .filter(|(_, d)| d.bytes().all(|b| b.is_ascii_digit()))
                .map_or(n, |(n, _)| n)
        })
        .filter(|n| !n.starts_with("0x") && !n.starts_with('('))
        .map(str::to_string)
        .collect()
}

/// The defined symbols of an executable, by address.
struct Symbols {
    /// (start, size, name), sorted by start.
    list: Vec<(u64, u64, String)>,
}

impl Symbols {
    fn of(exe: &Path) -> anyhow::Result<Self> {
        let out = Command::new("nm")
            .args(["-n", "-S", "--defined-only"])
            .arg(exe)
            .output()
            .context("running nm")?;
        let mut list = Vec::new();
        for l in String::from_utf8_lossy(&out.stdout).lines() {
            let f: Vec<&str> = l.split_whitespace().collect();
            if let [a, s, _, n] = f[..]
                && let (Ok(a), Ok(s)) = (u64::from_str_radix(a, 16), u64::from_str_radix(s, 16))
                && s > 0
            {
                list.push((a, s, n.to_string()));
            }
        }
        list.sort_by_key(|e| e.0);
        Ok(Symbols { list })
    }

    /// The symbol whose bytes hold `addr`, else the nearest one before it within
    /// [`NEAR`] bytes: an address in data that has no symbol of its own (a C library's
    /// static tables, compiler-made constants) usually lies in the same input section as the
    /// symbol before it, and ordering that symbol moves the whole section.
    fn at_or_after(&self, addr: u64) -> Option<&str> {
        let i = self.list.partition_point(|e| e.0 <= addr).checked_sub(1)?;
        let (a, _, n) = &self.list[i];
        (addr - a < NEAR).then_some(n.as_str())
    }
}

/// How far before a faulting address the symbol taken for it may start
/// ([`Symbols::at_or_after`]).
const NEAR: u64 = 16 << 10;

/// The symbols at (or just before, [`Symbols::at_or_after`]) the addresses of a command's
/// page faults, run natively. Compiler-numbered constants (`anon.<hash>.<n>`) are kept: their
/// names last as long as the code of their unit does, and a stale one only fails to match.
fn faulted(cmd: &[String], syms: &Symbols, scratch: &Path) -> anyhow::Result<BTreeSet<String>> {
    let data = scratch.join("hot-symbols.perf");
    let data_arg = data.display().to_string();
    run_under(
        "perf",
        &[
            "record",
            "-q",
            "-e",
            "page-faults",
            "-c",
            "1",
            "-d",
            "-o",
            &data_arg,
            "--",
        ],
        cmd,
    )?;
    let out = Command::new("perf")
        .args(["script", "-F", "addr", "-i"])
        .arg(&data)
        .stderr(Stdio::null())
        .output()
        .context("running perf script")?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| u64::from_str_radix(l.trim(), 16).ok())
        .filter_map(|a| syms.at_or_after(a))
        .filter(|n| !n.starts_with(".L"))
        .map(str::to_string)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gray_order_keeps_runs() {
        // Three commands: every non-empty set, in list order.
        let mut masks: Vec<u64> = (1..8).collect();
        masks.sort_by_key(|&b| gray_rank(msb_first(b, 3)));
        let runs = |k: u32| {
            let has: Vec<bool> = masks.iter().map(|b| b & (1 << k) != 0).collect();
            has.windows(2).filter(|w| !w[0] && w[1]).count() + usize::from(has[0])
        };
        assert_eq!((runs(0), runs(1), runs(2)), (1, 1, 2));
        assert_eq!(gray_rank(0b110), 4);
        assert_eq!(msb_first(0b001, 3), 0b100);
    }

    #[test]
    fn callgrind_names() {
        let text =
            "fn=main\ncfn=_ZN1a1b17h0123456789abcdefE'2\ncfn=0x0000000000401000\nfn=(below main)\n";
        let got: Vec<String> = callgrind_functions(text).into_iter().collect();
        assert_eq!(got, ["_ZN1a1b17h0123456789abcdefE", "main"]);
    }
}
