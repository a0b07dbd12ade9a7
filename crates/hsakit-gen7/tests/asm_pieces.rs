//! Assembling a source piece by piece (`assemble_piece` + `Linker`, as `hsakit gen7 asm` does
//! while it reads a file) gives the bytes, failures and diagnostics of assembling it whole, for
//! any piece size: comments and continuation lines across the cuts, labels used before and
//! after their definition, undefined labels and bad lines; also when one `Piece` is reused for
//! every piece (`assemble_piece_into`, as the command line's slots do).

use hsakit_gen7::asm::{
    AsmCode, AsmOptions, Encoded, Linker, Piece, assemble_code, assemble_piece,
    assemble_piece_into, blank_comments_from, piece_cut,
};

/// Cuts `src` the way the command line does, reading `step` bytes at a time; with `reuse`, every
/// piece is assembled into the same [`Piece`].
fn by_pieces(src: &[u8], step: usize, opts: AsmOptions, reuse: bool) -> AsmCode {
    let mut reused = Piece::default();
    let mut linker = Linker::new();
    let mut streamed: Vec<Encoded> = Vec::new();
    let mut buf: Vec<u8> = Vec::new();
    let mut blanked = 0;
    let mut in_block = false;
    let mut base = 0;
    let mut read = 0;
    loop {
        let eof = read == src.len();
        if !eof {
            let n = step.min(src.len() - read);
            buf.extend_from_slice(&src[read..read + n]);
            read += n;
        }
        let eof = read == src.len();
        let upto = if eof {
            buf.len()
        } else {
            buf[blanked..]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(blanked, |p| blanked + p + 1)
        };
        blank_comments_from(&mut buf[..upto], blanked, &mut in_block);
        blanked = upto;
        let cut = if eof {
            Some(buf.len())
        } else {
            piece_cut(&buf[..blanked])
        };
        let Some(cut) = cut else { continue };
        let mut fresh;
        let piece = if reuse {
            assemble_piece_into(&buf[..cut], base, opts, &mut reused);
            &mut reused
        } else {
            fresh = assemble_piece(&buf[..cut], base, opts);
            &mut fresh
        };
        let code = piece.code.clone();
        if linker.push(piece) {
            streamed.extend(code);
        }
        buf.drain(..cut);
        blanked -= cut;
        base += cut;
        if eof && buf.is_empty() {
            break;
        }
    }
    let mut out = linker.finish();
    streamed.append(&mut out.code);
    out.code = streamed;
    out
}

fn source() -> String {
    let mut src = String::from("   mov(8) g1<1>F g2<8,8,1>F { align1 1Q };\n");
    for k in 0..400 {
        match k % 40 {
            0 => src.push_str(&format!("L{k}:\n")),
            1 => src.push_str(&format!(
                "(+f0.0) if(8) JIP: L{} UIP: L{} {{ align1 1Q }};\n",
                (k + 159) / 40 * 40 % 400,
                (k + 279) / 40 * 40 % 400
            )),
            2 => src.push_str("add(8) g2<1>F g3<8,8,1>F bogus { align1 1Q };\n"),
            3 => src.push_str("jmpi(1) JIP: nowhere { align1 };\n"),
            4 => src.push_str("/* a comment\n   over three lines\n mov(8) g1<1>F g2<8,8,1>F */\n"),
            5 => src.push_str(
                "send(8)         g2<1>UW         g8<8,8,1>UD     0x08427001\n                            sampler MsgDesc: ld SIMD8 Surface = 1 Sampler = 0 mlen 4 rlen 4 { align1 1Q };\n",
            ),
            6 => src.push_str("LX: mov(8) g1<1>UD g2<8,8,1>UD { align1 1Q compacted }; // done\n"),
            7 => src.push_str("while(8)        JIP: LX                                     { align1 1Q };\n"),
            _ => src.push_str(&format!(
                "add(8) g{}<1>F g3<8,8,1>F 0x3f800000F /* 1F */ {{ align1 1Q }};\n",
                k % 120
            )),
        }
    }
    src
}

#[test]
fn pieces_give_the_whole_file_result() {
    let src = source();
    for compact in [false, true] {
        let opts = AsmOptions {
            compact,
            ..AsmOptions::default()
        };
        let whole = assemble_code(src.as_bytes(), opts);
        // Independent expectations about the source: 10 `bogus` lines and 10 undefined labels
        // fail; everything else assembles.
        assert_eq!(whole.failed.len(), 20);
        assert_eq!(whole.statements, 1 + 360 + 10 + 10);
        for (step, reuse) in [1, 7, 64, 333, 4096, 1 << 20]
            .into_iter()
            .flat_map(|s| [(s, false), (s, true)])
        {
            let got = by_pieces(src.as_bytes(), step, opts, reuse);
            assert_eq!(
                got.code, whole.code,
                "step {step} reuse {reuse} compact {compact}"
            );
            assert_eq!(got.failed, whole.failed, "step {step}");
            assert_eq!(got.statements, whole.statements, "step {step}");
            assert_eq!(
                format!("{:?}", got.diagnostics),
                format!("{:?}", whole.diagnostics),
                "step {step}"
            );
        }
    }
}

/// A label-only line followed by an indented line continues the statement before the label;
/// pieces are never cut at such a label.
#[test]
fn no_cut_before_a_label_or_a_continuation() {
    let text = b"mov(8) g1<1>F g2<8,8,1>F\nL1:\n   { align1 1Q };\n";
    assert_eq!(piece_cut(text), None);
    let text = b"mov(8) g1<1>F g2<8,8,1>F { align1 1Q };\nJIP: x\nadd(8) g1<1>F g2<8,8,1>F g2<8,8,1>F { align1 1Q };\n";
    assert_eq!(piece_cut(text), Some(47)); // after the 40-byte mov and the 7-byte `JIP: x`
}

/// A block comment that starts in one piece and ends in the next is blanked in both.
#[test]
fn block_comment_state_carries_over() {
    let mut a = b"x /* one\n".to_vec();
    let mut in_block = false;
    blank_comments_from(&mut a, 0, &mut in_block);
    assert_eq!(&a, b"x       \n");
    assert!(in_block);
    let mut b = b"two */ y // z\n".to_vec();
    blank_comments_from(&mut b, 0, &mut in_block);
    assert_eq!(&b, b"       y     \n");
    assert!(!in_block);
}
