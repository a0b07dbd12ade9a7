//! `cargo xtask oracle-diff hsail-brig`: hsakit's BRIG validator against `HSAILasm
//! -disassemble`, which checks the static rules of a module before it prints it.
//!
//! Cases: the modules of the round-trip corpus (`hsail/roundtrip`, written by HSAILasm and
//! valid), each instruction mutated in place one way at a time: its type made another of
//! the BRIG types (the data type rules, the operand sizes), or its operand list made another
//! instruction's of the same module (the operand kinds and sizes). The structure stays sound,
//! so both tools judge the rules.
//!
//! The check, per case: `HSAILasm -disassemble` accepts ⇔ hsakit (`validate_brig`) accepts;
//! when both accept, hsakit's text is HSAILasm's byte for byte. Also counted: rejections where
//! hsakit names HSAILasm's place ("hsa_operand section, at offset 36") and message. A case the
//! reference crashes on is left out and counted. Agreed cases are written to
//! `crates/hsakit-hsail/tests/data/oracle_brig.txt` (a sample of them), which
//! `tests/oracle_brig.rs` replays without the oracle.

use std::path::Path;

/// The BRIG types an instruction's type is set to (hsa_brig_type_t, seed L17734-L17771): the
/// scalar types, some packed ones, the opaque ones and none.
const TYPES: &[u16] = &[
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
    20,
    32,
    33,
    34,
    35,
    36,
    37,
    38,
    39,
    40,
    41,
    42,
    43,
    44,
    45,
    46,
    47,
    48,
    49,
    50,
    51,
    52,
    53,
    54,
    55,
    56,
    57,
    58,
    59,
    60,
    61,
    62,
    63,
    64,
    65,
    66,
    67,
    68,
    69,
    70,
    71,
    72,
    73,
    74,
    75,
    76,
    77,
    78,
    79,
    80,
    81,
    82,
    83,
    84,
    85,
    86,
    87,
    88,
    89,
    90,
    91,
    92,
    93,
    94,
    95,
    0x40 | 3,
    0x40 | 4,
    0x40 | 9,
];

/// One mutated module: `field` bytes of corpus file `file` at file offset `at` made `to`.
struct Case {
    file: usize,
    at: usize,
    to: Vec<u8>,
}

/// An instruction record of a module: its file offset and operand list.
struct Inst {
    at: usize,
    operands: u32,
}

/// The instruction records of a BRIG module, read through the checked view (a corpus module
/// that did not check would give none).
fn instructions(b: &[u8]) -> Vec<Inst> {
    let Ok(v) = hsakit_hsail::brig::check(b) else {
        return Vec::new();
    };
    let code_at = v.section_offsets()[1];
    v.code()
        .filter_map(|(r, c)| match c {
            hsakit_hsail::model::Code::Inst(i) => Some(Inst {
                at: code_at + r.0 as usize,
                operands: i.operands.0,
            }),
            _ => None,
        })
        .collect()
}

/// Instructions mutated per module at most (evenly spread): the corpus's largest modules hold
/// thousands, and each case runs HSAILasm on the whole module.
const PER_MODULE: usize = 40;

/// The cases of every corpus module: per instruction (up to [`PER_MODULE`]), two type
/// mutations and one operand-list mutation, chosen by a fixed generator.
fn cases(files: &[Vec<u8>]) -> Vec<Case> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    for (file, b) in files.iter().enumerate() {
        let insts = instructions(b);
        let step = insts.len().div_ceil(PER_MODULE).max(1);
        for i in insts.iter().step_by(step) {
            for _ in 0..2 {
                let t = TYPES[(next() % TYPES.len() as u64) as usize];
                if b.get(i.at + 6..i.at + 8) != Some(&t.to_le_bytes()[..]) {
                    out.push(Case {
                        file,
                        at: i.at + 6,
                        to: t.to_le_bytes().to_vec(),
                    });
                }
            }
            let other = &insts[(next() % insts.len() as u64) as usize];
            if other.operands != i.operands {
                out.push(Case {
                    file,
                    at: i.at + 8,
                    to: other.operands.to_le_bytes().to_vec(),
                });
            }
        }
    }
    out
}

/// What a tool made of a case.
#[derive(Debug, PartialEq)]
enum Verdict {
    /// Printed text of this digest.
    Accept(String),
    /// Refused, at this place, with this message (empty when not HSAILasm's form).
    Reject(String, String),
    /// The reference crashed (left out).
    Crash,
}

/// `HSAILasm -disassemble` of `brig` in `dir` ([`super::hsail::hsailasm_disassemble`]).
fn reference(dir: &Path, brig: &[u8]) -> anyhow::Result<Verdict> {
    let (out, text) = super::hsail::hsailasm_disassemble(dir, brig)?;
    if out.status.success() {
        let text = text.unwrap_or_default();
        return Ok(Verdict::Accept(hsakit_corpus::golden_digest(&text)));
    }
    if out.status.code().is_none() {
        return Ok(Verdict::Crash);
    }
    // "Error in hsa_operand section, at offset 36:" and the message on the next line.
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut lines = text.lines();
    let place = lines
        .next()
        .and_then(|l| l.strip_prefix("Error in "))
        .and_then(|l| l.strip_suffix(':'))
        .unwrap_or("")
        .to_string();
    Ok(Verdict::Reject(
        place,
        lines.next().unwrap_or("").to_string(),
    ))
}

/// hsakit: the static rules of `validate_brig`, then the text of `disassemble`.
fn ours(brig: &[u8]) -> Verdict {
    let shared = std::sync::Arc::new(hsakit_mem::FileBytes::Plain(brig.to_vec()));
    match hsakit_hsail::validate_brig(shared) {
        Ok(d) if d.is_empty() => match hsakit_hsail::disassemble(brig) {
            Ok(t) => Verdict::Accept(hsakit_corpus::golden_digest(t.as_bytes())),
            Err(e) => Verdict::Reject(String::new(), e.message),
        },
        Ok(d) => Verdict::Reject(d[0].0.to_string(), d[0].1.message.clone()),
        Err(e) => Verdict::Reject(String::new(), e.message),
    }
}

/// The corpus modules, by name.
fn corpus() -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    let dir = hsakit_corpus::corpus_dir("corpus/hsail/roundtrip").map_err(anyhow::Error::msg)?;
    let mut names: Vec<_> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "brig"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|p| {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            Ok((name, std::fs::read(&p)?))
        })
        .collect()
}

pub fn run(limit: Option<usize>) -> anyhow::Result<bool> {
    let scratch = crate::util::root()
        .join("target")
        .join("xtask-oracle-hsail-brig");
    let files = corpus()?;
    let bytes: Vec<Vec<u8>> = files.iter().map(|(_, b)| b.clone()).collect();
    let mut all = cases(&bytes);
    if let Some(n) = limit {
        all.truncate(n);
    }
    // Two workers, each in a folder of its own.
    let workers = 2;
    let results: Vec<anyhow::Result<Vec<(usize, Verdict, Verdict)>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (all, bytes, scratch) = (&all, &bytes, &scratch);
                s.spawn(move || -> anyhow::Result<Vec<(usize, Verdict, Verdict)>> {
                    let dir = scratch.join(format!("w{w}"));
                    std::fs::create_dir_all(&dir)?;
                    let mut out = Vec::new();
                    for (k, c) in all.iter().enumerate().skip(w).step_by(workers) {
                        let mut b = bytes[c.file].clone();
                        b[c.at..c.at + c.to.len()].copy_from_slice(&c.to);
                        out.push((k, reference(&dir, &b)?, ours(&b)));
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("worker panicked")))
            })
            .collect()
    });
    let mut judged = Vec::new();
    for r in results {
        judged.extend(r?);
    }
    judged.sort_by_key(|(k, _, _)| *k);

    let (mut passed, mut failed, mut crashed) = (0u64, 0u64, 0u64);
    let (mut rejected, mut worded, mut accepted) = (0u64, 0u64, 0u64);
    let mut failures = String::new();
    let mut golden = String::new();
    for (k, want, got) in &judged {
        let c = &all[*k];
        let case = format!("{}\t{}\t{}", files[c.file].0, c.at, hex(&c.to));
        let agreed = match (want, got) {
            (Verdict::Crash, _) => {
                crashed += 1;
                continue;
            }
            (Verdict::Accept(a), Verdict::Accept(b)) if a == b => {
                accepted += 1;
                Some(format!("accept {a}"))
            }
            (Verdict::Reject(p, m), Verdict::Reject(q, n)) => {
                rejected += 1;
                if (p, m) == (q, n) {
                    worded += 1;
                    Some(format!("reject {p}\t{m}"))
                } else {
                    failures.push_str(&format!(
                        "{case}\tworded\tHSAILasm {p}: {m} | hsakit {q}: {n}\n"
                    ));
                    Some("reject".to_string())
                }
            }
            _ => None,
        };
        match agreed {
            Some(v) => {
                passed += 1;
                // A sample for the replay test: every fourth agreed case.
                if passed % 4 == 1 {
                    golden.push_str(&format!("{case}\t{v}\n"));
                }
            }
            None => {
                failed += 1;
                failures.push_str(&format!(
                    "{case}\tverdict\tHSAILasm {want:?} | hsakit {got:?}\n"
                ));
            }
        }
    }
    std::fs::create_dir_all(&scratch)?;
    std::fs::write(scratch.join("failures.txt"), &failures)?;
    if limit.is_none() {
        std::fs::write(
            crate::util::root().join("crates/hsakit-hsail/tests/data/oracle_brig.txt"),
            &golden,
        )?;
    }
    println!(
        "hsail-brig: {} cases on {} modules; {accepted} accepted alike (same text), {rejected} rejected alike ({worded} with HSAILasm's place and message); {crashed} left out (HSAILasm crashed)",
        judged.len(),
        files.len()
    );
    println!("oracle-hsail-brig: {passed} passed, {failed} failed");
    super::record("hsail-brig", passed, failed);
    // The bar: 99.9% of the verdicts agree.
    Ok(failed * 1000 <= (passed + failed))
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
