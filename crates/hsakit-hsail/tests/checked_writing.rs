//! The assembler's checked parse (`parse_validated_for_writing_keeping_into`, what `hsakit hsail
//! asm` runs) against `parse` + `valid::validate`: a source large enough to be lexed on a
//! helper thread is checked in two parts on two threads at once; the verdict and the
//! diagnostics, in order, are those of the one-thread check.

use hsakit_diag::SourceFile;

/// A module of `kernels` kernels of 40 instructions each; `errors` puts mistakes in the first
/// kernel, in the last one and at module scope (a redefinition, a call outside an arg block).
fn module(kernels: usize, errors: bool) -> String {
    let mut s = String::from("module &m:1:0:$full:$large:$default;\n");
    s.push_str("function &f()()\n{\n\tret;\n};\n");
    for k in 0..kernels {
        s.push_str(&format!("kernel &k{k}(kernarg_u64 %p)\n{{\n"));
        s.push_str("\tld_kernarg_u64 $d0, [%p];\n");
        for i in 0..40 {
            let line = match (errors, k, i) {
                // A source type the opcode does not take with this type (a per-opcode rule),
                // in the first part.
                (true, 0, 3) => "\tunpack_f32_f16x2 $s1, $s1, 0;\n".to_string(),
                // A flat address of a global load (an operand rule), in the second part.
                (true, k, 5) if k + 1 == kernels => "\tld_arg_u32 $s1, [$d0];\n".to_string(),
                // A call outside an arg block (a pass over the whole module).
                (true, k, 7) if k == kernels / 2 => "\tcall &f () ();\n".to_string(),
                _ => format!("\tadd_u32 $s{}, $s1, {i};\n", i % 8),
            };
            s.push_str(&line);
        }
        s.push_str("\tret;\n};\n");
    }
    if errors {
        s.push_str("function &f()()\n{\n\tret;\n};\n");
    }
    s
}

fn messages(d: &[hsakit_diag::Diagnostic]) -> Vec<String> {
    d.iter()
        .map(|d| format!("{}: {:?}", d.message, d.primary_span()))
        .collect()
}

#[test]
fn two_thread_check_agrees_with_one_thread_check() {
    for errors in [false, true] {
        let text = module(400, errors);
        assert!(text.len() >= hsakit_hsail::text::parser::PIPE_MIN);
        let src = SourceFile::new("big.hsail", text.into_bytes());
        let one = hsakit_hsail::parse(&src).and_then(|m| {
            let d = hsakit_hsail::valid::validate(&m, &src);
            if d.is_empty() { Ok(m) } else { Err(d) }
        });
        let two = hsakit_hsail::parse_validated_for_writing_keeping_into(&src, None);
        match (one, two) {
            (Ok(a), Ok((b, _))) => {
                assert!(!errors);
                assert_eq!(hsakit_hsail::brig::write(&a), hsakit_hsail::brig::write(&b));
            }
            (Err(a), Err(b)) => {
                assert!(errors);
                assert_eq!(a.len(), 4, "{:?}", messages(&a));
                assert_eq!(messages(&a), messages(&b));
            }
            (a, b) => panic!(
                "one thread: {:?}, two: {:?}",
                a.err().map(|d| messages(&d)),
                b.err().map(|d| messages(&d))
            ),
        }
    }
}
