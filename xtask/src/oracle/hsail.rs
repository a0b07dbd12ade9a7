//! `cargo xtask oracle-diff hsail`: hsakit's HSAIL assembler and disassembler against
//! `HSAILasm` on generated modules.
//!
//! Cases are one-instruction kernels built from an opcode × type × modifier grid (the forms
//! the PRM's syntax tables allow, plus neighbours that must be rejected) and from random
//! mutations of corpus instructions (a type or modifier swapped). For each case `HSAILasm
//! -assemble` decides accept/reject; hsakit must agree, produce the same BRIG bytes and, for
//! accepted cases, disassemble `HSAILasm`'s BRIG to `HSAILasm -disassemble`'s text. Agreed
//! cases are written to `crates/hsakit-hsail/tests/data/oracle_hsail.txt`, which the
//! `oracle_golden` test replays without the oracle.

use hsakit_diag::SourceFile;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

const HEADER: &str = "module &m:1:0:$full:$large:$default;\nextension \"IMAGE\";\n";

fn module(inst: &str) -> String {
    format!("{HEADER}\nkernel &k()\n{{\n\t{inst}\n}};\n")
}

/// The generated instruction lines.
fn cases(limit: usize) -> Vec<String> {
    let mut v = Vec::new();
    let int_types = ["u32", "s32", "u64", "s64", "b32", "b64", "u8", "s16", "f32"];
    let float_types = ["f16", "f32", "f64", "f16x2", "f32x2", "u32"];
    let regs = |t: &str| match t {
        "u64" | "s64" | "b64" | "f64" | "f32x2" | "u8x8" | "s16x4" => "$d1",
        "b1" => "$c1",
        "b128" => "$q1",
        _ => "$s1",
    };
    for op in [
        "add", "sub", "mul", "div", "rem", "min", "max", "mulhi", "and", "or", "xor", "shl", "shr",
    ] {
        for t in int_types {
            let r = regs(t);
            v.push(format!("{op}_{t}\t{r}, {r}, {r};"));
            v.push(format!("{op}_{t}\t{r}, {r}, 7;"));
        }
    }
    for op in [
        "add", "sub", "mul", "div", "sqrt", "fract", "ceil", "floor", "rint", "trunc", "abs", "neg",
    ] {
        for t in float_types {
            let r = regs(t);
            let n = if matches!(
                op,
                "sqrt" | "fract" | "ceil" | "floor" | "rint" | "trunc" | "abs" | "neg"
            ) {
                1
            } else {
                2
            };
            let srcs = vec![r; n].join(", ");
            for m in ["", "_ftz", "_near", "_ftz_zero", "_up", "_pp", "_s"] {
                v.push(format!("{op}{m}_{t}\t{r}, {srcs};"));
            }
        }
    }
    for (d, s) in [
        ("u32", "f32"),
        ("s32", "f64"),
        ("f32", "u32"),
        ("f16", "f32"),
        ("f32", "f16"),
        ("u8", "s32"),
        ("b1", "u32"),
        ("u64", "u32"),
        ("u32", "u32"),
    ] {
        for m in ["", "_ftz", "_upi", "_zeroi_sat", "_near", "_sat"] {
            v.push(format!("cvt{m}_{d}_{s}\t{}, {};", regs(d), regs(s)));
        }
    }
    for cmpop in ["eq", "ne", "lt", "sltu", "num", "snan"] {
        for (d, s) in [
            ("b1", "f32"),
            ("b1", "u32"),
            ("u32", "f64"),
            ("b1", "b1"),
            ("s32", "s64"),
        ] {
            v.push(format!(
                "cmp_{cmpop}_{d}_{s}\t{}, {}, {};",
                regs(d),
                regs(s),
                regs(s)
            ));
            v.push(format!(
                "cmp_{cmpop}_ftz_{d}_{s}\t{}, {}, {};",
                regs(d),
                regs(s),
                regs(s)
            ));
        }
    }
    for seg in [
        "",
        "_global",
        "_group",
        "_private",
        "_readonly",
        "_kernarg",
        "_arg",
    ] {
        for t in ["u32", "f64", "b128", "u8", "s16"] {
            for m in ["", "_align(8)", "_const", "_equiv(3)", "_width(all)"] {
                v.push(format!("ld{seg}{m}_{t}\t{}, [$d2+8];", regs(t)));
            }
            v.push(format!("st{seg}_{t}\t{}, [$d2-4];", regs(t)));
        }
    }
    for aop in ["add", "and", "exch", "cas", "ld", "max", "wrapinc"] {
        for t in ["u32", "b64", "s64", "u64"] {
            for ord in ["rlx", "scacq", "scar"] {
                let r = regs(t);
                let extra = if aop == "cas" {
                    format!(", {r}")
                } else {
                    String::new()
                };
                let src = if aop == "ld" {
                    String::new()
                } else {
                    format!(", {r}{extra}")
                };
                v.push(format!(
                    "atomic_{aop}_global_{ord}_system_{t}\t{r}, [$d2]{src};"
                ));
            }
        }
    }
    // Random mutations: a deterministic LCG picks a type to swap in.
    let pool = v.clone();
    let alt = ["u16", "s8", "f64", "b1", "u64", "roimg", "sig64", "f16x4"];
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    for line in pool.iter().take(200) {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let t = alt[(x >> 33) as usize % alt.len()];
        if let Some(p) = line.find('\t') {
            let (m, rest) = line.split_at(p);
            if let Some(u) = m.rfind('_') {
                v.push(format!("{}_{}{}", &m[..u], t, rest));
            }
        }
    }
    v.truncate(limit);
    v
}

fn hex(b: &[u8]) -> String {
    let mut s = String::with_capacity(b.len() * 2);
    for x in b {
        let _ = write!(s, "{x:02x}");
    }
    s
}

pub fn run(limit: Option<usize>) -> anyhow::Result<bool> {
    let scratch = crate::util::root()
        .join("target")
        .join("xtask-oracle-hsail");
    std::fs::create_dir_all(&scratch)?;
    let list = cases(limit.unwrap_or(5000));
    let (mut pass, mut fail) = (0usize, 0usize);
    let mut classes: BTreeMap<String, usize> = BTreeMap::new();
    let mut golden = String::new();
    for (k, inst) in list.iter().enumerate() {
        let text = module(inst);
        let src_path = scratch.join("case.hsail");
        let brig_path = scratch.join("case.brig");
        let dis_path = scratch.join("case.dis");
        std::fs::write(&src_path, &text)?;
        let _ = std::fs::remove_file(&brig_path);
        let ok = Command::new("HSAILasm")
            .arg("-assemble")
            .arg(&src_path)
            .arg("-o")
            .arg(&brig_path)
            .output()?
            .status
            .success()
            && brig_path.is_file();
        let ours =
            hsakit_hsail::assemble(&SourceFile::new("case.hsail", text.clone())).and_then(|b| {
                let m = hsakit_hsail::parse(&SourceFile::new("case.hsail", text.clone()))?;
                let d = hsakit_hsail::valid::validate(&m, &SourceFile::new("c", text.clone()));
                if d.is_empty() { Ok(b) } else { Err(d) }
            });
        let verdict = match (ok, &ours) {
            (false, Err(_)) => Ok("reject".to_string()),
            (false, Ok(_)) => Err("accepted by hsakit, rejected by HSAILasm".to_string()),
            (true, Err(d)) => Err(format!(
                "rejected by hsakit ({}), accepted by HSAILasm",
                d.first().map_or("", |d| d.message.as_str())
            )),
            (true, Ok(b)) => {
                let want = std::fs::read(&brig_path)?;
                if *b != want {
                    Err("BRIG differs".to_string())
                } else {
                    let st = Command::new("HSAILasm")
                        .arg("-disassemble")
                        .arg(&brig_path)
                        .arg("-o")
                        .arg(&dis_path)
                        .output()?;
                    let want_text = std::fs::read(&dis_path).unwrap_or_default();
                    let got_text = hsakit_hsail::disassemble(&want).unwrap_or_default();
                    if st.status.success() && got_text.as_bytes() != want_text.as_slice() {
                        Err("disassembly differs".to_string())
                    } else {
                        Ok(hex(&want))
                    }
                }
            }
        };
        match verdict {
            Ok(expect) => {
                pass += 1;
                let _ = writeln!(golden, "{}\t{}", inst.replace('\t', " "), expect);
            }
            Err(class) => {
                fail += 1;
                if fail <= 20 {
                    println!("case {k}: `{inst}`: {class}");
                }
                *classes
                    .entry(class.split(" (").next().unwrap_or("").to_string())
                    .or_default() += 1;
            }
        }
    }
    for (c, n) in &classes {
        println!("  {n:6}  {c}");
    }
    let out = crate::util::root().join("crates/hsakit-hsail/tests/data/oracle_hsail.txt");
    std::fs::write(Path::new(&out), golden)?;
    println!("oracle-hsail: {pass} passed, {fail} failed");
    super::record("hsail", pass as u64, fail as u64);
    Ok(fail == 0)
}
