//! Support for the corpus runners: where the external corpora are, how a runner tallies its
//! cases, and the committed floors (`conformance/floors.toml`) a pass count must not drop below.
//!
//! Every runner ends with one line `RUNNER: N passed, M failed` and fails when `N` is below the
//! runner's floor. A corpus that cannot be found prints `skipped: corpus not found at …`; it never
//! counts as a pass, and it is an error when `HSAKIT_REQUIRE_CORPORA=1` (CI sets it).
//!
//! Corpora are looked up under `$HSAKIT_CORPORA` when set, else under `../shared` beside the
//! workspace (the layout of a checkout next to the project's shared folder).

#![forbid(unsafe_code)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The golden form of a module or a text in the oracles' committed vectors: its length and its
/// FNV-1a (64-bit) hash, `len:hash`. One definition for the oracles that write the vectors
/// (`cargo xtask oracle-diff hsail`, `hsail-brig`) and the tests that replay them.
pub fn golden_digest(b: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for x in b {
        h ^= u64::from(*x);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{}:{h:016x}", b.len())
}

/// The name of the floors file, relative to the workspace root.
pub const FLOORS_FILE: &str = "conformance/floors.toml";

/// The workspace root: the nearest ancestor of the current directory (or of `start`) holding
/// [`FLOORS_FILE`].
pub fn workspace_root_from(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join(FLOORS_FILE).is_file())
        .map(Path::to_path_buf)
}

/// The workspace root found from the current directory.
pub fn workspace_root() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok()?;
    workspace_root_from(&cwd)
}

/// The folder holding `corpus/` and `conformance/`: `$HSAKIT_CORPORA`, else `<root>/../shared`.
pub fn corpora_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("HSAKIT_CORPORA") {
        return PathBuf::from(dir);
    }
    match workspace_root() {
        Some(root) => root.join("..").join("shared"),
        None => PathBuf::from("../shared"),
    }
}

/// True when CI demands that every corpus be present (`HSAKIT_REQUIRE_CORPORA=1`).
pub fn corpora_required() -> bool {
    std::env::var("HSAKIT_REQUIRE_CORPORA").is_ok_and(|v| v == "1")
}

/// Finds a corpus folder (`rel` below the corpora root, e.g. `corpus/gen7`).
///
/// `Err` carries the message to print: the `skipped: corpus not found at …` line.
pub fn corpus_dir(rel: &str) -> Result<PathBuf, String> {
    let dir = corpora_root().join(rel);
    if dir.is_dir() {
        Ok(dir)
    } else {
        Err(format!(
            "skipped: corpus not found at {} (set HSAKIT_CORPORA to the folder holding corpus/ and conformance/)",
            dir.display()
        ))
    }
}

/// The committed floors: runner name → minimum pass count.
#[derive(Debug, Default, Clone, serde::Deserialize)]
pub struct Floors {
    /// The `[floors]` table.
    #[serde(default)]
    pub floors: BTreeMap<String, u64>,
}

impl Floors {
    /// Reads the floors file of the workspace containing the current directory.
    pub fn load() -> Result<Floors, String> {
        let root = workspace_root()
            .ok_or_else(|| format!("cannot find {FLOORS_FILE} above the current directory"))?;
        Floors::load_from(&root.join(FLOORS_FILE))
    }

    /// Reads a floors file.
    pub fn load_from(path: &Path) -> Result<Floors, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
        toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// The floor of a runner (0 when it has none).
    pub fn get(&self, runner: &str) -> u64 {
        self.floors.get(runner).copied().unwrap_or(0)
    }
}

/// The tally of one runner.
#[derive(Debug, Clone)]
pub struct Tally {
    name: String,
    passed: u64,
    failed: u64,
    failures: Vec<(String, String)>,
    /// How many failures to print in full before only counting them.
    pub show_failures: usize,
}

/// The verdict of a finished runner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// At or above the floor.
    Ok,
    /// The corpus was missing (a visible skip); an error only when corpora are required.
    Skipped,
    /// Below the floor, or a required corpus was missing.
    Failed(String),
}

impl Verdict {
    /// The process exit code for this verdict: 0, or 1 for a failure.
    pub fn exit_code(&self) -> std::process::ExitCode {
        match self {
            Verdict::Ok | Verdict::Skipped => std::process::ExitCode::SUCCESS,
            Verdict::Failed(_) => std::process::ExitCode::FAILURE,
        }
    }
}

impl Tally {
    /// A new, empty tally for the runner `name` (the key in the floors file).
    pub fn new(name: impl Into<String>) -> Self {
        Tally {
            name: name.into(),
            passed: 0,
            failed: 0,
            failures: Vec::new(),
            show_failures: 50,
        }
    }

    /// Records a passing case.
    pub fn pass(&mut self) {
        self.passed += 1;
    }

    /// Records a failing case and why.
    pub fn fail(&mut self, case: impl Into<String>, why: impl Into<String>) {
        self.failed += 1;
        self.failures.push((case.into(), why.into()));
    }

    /// Records a case from a result.
    pub fn record(&mut self, case: impl Into<String>, result: Result<(), String>) {
        match result {
            Ok(()) => self.pass(),
            Err(why) => self.fail(case, why),
        }
    }

    /// Adds another tally's counts and failures (e.g. from a parallel worker).
    pub fn merge(&mut self, other: Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.failures.extend(other.failures);
    }

    /// Cases passed so far.
    pub fn passed(&self) -> u64 {
        self.passed
    }

    /// Cases failed so far.
    pub fn failed(&self) -> u64 {
        self.failed
    }

    /// The report: failures (the first `show_failures` of them, sorted by case name), then the
    /// closing line `NAME: N passed, M failed`.
    pub fn report(&self) -> String {
        let mut out = String::new();
        let mut failures = self.failures.clone();
        failures.sort();
        for (case, why) in failures.iter().take(self.show_failures) {
            let why = why.trim_end().replace('\n', "\n    ");
            let _ = writeln!(out, "FAIL {case}: {why}");
        }
        if failures.len() > self.show_failures {
            let _ = writeln!(
                out,
                "... and {} more failures",
                failures.len() - self.show_failures
            );
        }
        let _ = writeln!(
            out,
            "{}: {} passed, {} failed",
            self.name, self.passed, self.failed
        );
        out
    }

    /// Prints the report and checks the pass count against `floors`.
    pub fn finish(&self, floors: &Floors) -> Verdict {
        print!("{}", self.report());
        let floor = floors.get(&self.name);
        let verdict = self.verdict(floor);
        if let Verdict::Failed(why) = &verdict {
            println!("{why}");
        }
        verdict
    }

    /// The verdict for a floor, without printing.
    pub fn verdict(&self, floor: u64) -> Verdict {
        if self.passed < floor {
            Verdict::Failed(format!(
                "error: {}: {} passed is below the committed floor of {floor} ({FLOORS_FILE})",
                self.name, self.passed
            ))
        } else {
            Verdict::Ok
        }
    }
}

/// Reports a missing corpus: prints the skip line and returns the verdict.
pub fn missing_corpus(runner: &str, message: &str) -> Verdict {
    println!("{message}");
    println!("{runner}: 0 passed, 0 failed");
    if corpora_required() {
        Verdict::Failed(format!(
            "error: {runner}: corpus required (HSAKIT_REQUIRE_CORPORA=1) but not found"
        ))
    } else {
        Verdict::Skipped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_breach_fails_and_equal_passes() {
        let mut t = Tally::new("demo");
        t.pass();
        t.pass();
        t.fail("c3", "wrong bytes");
        assert_eq!(t.verdict(2), Verdict::Ok);
        assert!(matches!(t.verdict(3), Verdict::Failed(_)));
        let r = t.report();
        assert!(r.ends_with("demo: 2 passed, 1 failed\n"), "{r}");
        assert!(r.contains("FAIL c3: wrong bytes"), "{r}");
    }

    #[test]
    fn floors_parse() {
        let f: Floors = toml::from_str("[floors]\nalpha = 3\n\"b-c\" = 7\n").unwrap();
        assert_eq!(f.get("alpha"), 3);
        assert_eq!(f.get("b-c"), 7);
        assert_eq!(f.get("missing"), 0);
    }

    #[test]
    fn merge_adds_counts() {
        let mut a = Tally::new("x");
        a.pass();
        let mut b = Tally::new("x");
        b.fail("k", "no");
        a.merge(b);
        assert_eq!((a.passed(), a.failed()), (1, 1));
    }
}
