//! The seed's functional examples (ch16 "Functional examples" blocks, 223 vectors of the form
//! `V_RCP_F32(0xff800000) => 0x80000000`) run through the emulator's handlers one instruction
//! at a time; every result must match bit for bit.

use hsakit_emu_rdna4::eval_example;

fn num(s: &str) -> u64 {
    let s = s.trim();
    if let Some(h) = s.strip_prefix("0x") {
        u64::from_str_radix(h, 16).unwrap_or(u64::MAX)
    } else {
        s.parse::<i64>().map(|v| v as u64).unwrap_or(u64::MAX)
    }
}

#[test]
fn seed_functional_examples() {
    let data = include_str!("data/functional_examples.txt");
    let mut failures = Vec::new();
    let mut total = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('|').collect();
        let (seed_line, name, args, want) = (f[0], f[1], f[2], f[3]);
        total += 1;
        let args: Vec<u64> = args.split(',').map(num).collect();
        let mut want = num(want);
        if name.starts_with("S_") && want == u64::MAX {
            want = 0xFFFF_FFFF;
        }
        if want > 0xFFFF_FFFF && want != u64::MAX {
            want &= 0xFFFF_FFFF;
        }
        let got = eval_example(name, &args);
        let ok = match got {
            Some(g) => {
                let w = if name.ends_with("F16") {
                    want & 0xFFFF
                } else {
                    want & 0xFFFF_FFFF
                };
                (g & 0xFFFF_FFFF) == w
            }
            None => false,
        };
        if !ok {
            failures.push(format!(
                "seed L{seed_line}: {name}({args:x?}) = {got:x?}, want {want:#x}"
            ));
        }
    }
    assert_eq!(total, 223, "vector count");
    assert!(
        failures.is_empty(),
        "{} of {total} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
