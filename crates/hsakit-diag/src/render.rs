//! The two renderers: rustc style and libHSAIL (`HSAILasm`) style.

use crate::source::display_text;
use crate::{Diagnostic, Severity, SourceFile};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// Options of the rustc-style renderer.
#[derive(Clone, Copy, Debug, Default)]
pub struct RenderOptions {
    /// Use ANSI colours.
    pub color: bool,
}

fn level(sev: Severity) -> Level<'static> {
    match sev {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    }
}

/// Renders a diagnostic in the style of rustc:
///
/// ```text
/// error[HSAIL0012]: unknown opcode `ad`
///  --> k.hsail:7:5
///   |
/// 7 |     ad_u32 $s1, $s2, $s3;
///   |     ^^ did you mean `add`?
/// ```
///
/// Only the lines the labels touch are rendered, so the cost does not grow with the file.
/// The result ends with a newline.
pub fn render_rustc(diag: &Diagnostic, file: &SourceFile, opts: RenderOptions) -> String {
    let lvl = level(diag.severity);
    let mut title = lvl.clone().primary_title(diag.message.as_str());
    if !diag.code.is_empty() {
        title = title.id(diag.code.as_str());
    }
    let mut group = Group::with_title(title);

    // The excerpt: from the first to the last line any label touches.
    let excerpt = if diag.labels.is_empty() {
        None
    } else {
        let lo = diag.labels.iter().map(|l| l.span.start).min().unwrap_or(0);
        let hi = diag.labels.iter().map(|l| l.span.end).max().unwrap_or(0);
        let first = file.line_col(lo).line as usize;
        let last = file.line_col(hi).line as usize;
        let start = file.line_range(first).start;
        let end = file.line_range(last).end;
        Some((first, start, display_text(&file.bytes()[start..end])))
    };
    if let Some((first, base, text)) = &excerpt {
        let mut snippet = Snippet::source(text.as_str())
            .line_start(*first)
            .path(file.name())
            .fold(true);
        let len = text.len();
        for l in &diag.labels {
            let s = (l.span.start as usize).saturating_sub(*base).min(len);
            let e = (l.span.end as usize).saturating_sub(*base).clamp(s, len);
            let kind = if Some(l) == diag.primary_label() {
                AnnotationKind::Primary
            } else {
                AnnotationKind::Context
            };
            let mut ann = kind.span(s..e);
            if !l.message.is_empty() {
                ann = ann.label(l.message.as_str());
            }
            snippet = snippet.annotation(ann);
        }
        group = group.element(snippet);
    }
    for n in &diag.notes {
        group = group.element(Level::NOTE.message(n.as_str()));
    }
    for h in &diag.help {
        group = group.element(Level::HELP.message(h.as_str()));
    }
    let renderer = if opts.color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut out = renderer.render(&[group]);
    out.push('\n');
    out
}

/// Width of the source excerpt libHSAIL prints.
const HSAILASM_EXCERPT: usize = 80;

/// Renders a diagnostic exactly as libHSAIL's `HSAILasm` prints a rejected module:
///
/// ```text
///
/// >     activelanecount_b32_b1                 $d1, $c0;
/// >     ^
/// input(7,5): Instruction has invalid type (b32), expected: u32
///
/// ```
///
/// The excerpt is the offending line, cut to 80 bytes around the error: when the error is at
/// byte column 80 or later the excerpt starts 40 bytes before it (as the negative corpus
/// shows); the caret line copies the tabs of the source so the caret lines up. A diagnostic without labels is reported at
/// `(1,1)`.
pub fn render_hsailasm(diag: &Diagnostic, file: &SourceFile) -> String {
    let pos = diag
        .primary_span()
        .map(|s| file.line_col(s.start))
        .unwrap_or(crate::LineCol { line: 1, col: 1 });
    let line = file.line_bytes(pos.line as usize);
    let col0 = (pos.col as usize - 1).min(line.len());
    let start = if col0 < HSAILASM_EXCERPT {
        0
    } else {
        col0 - HSAILASM_EXCERPT / 2
    };
    let end = (start + HSAILASM_EXCERPT).min(line.len());
    let start = start.min(end);
    let excerpt = &line[start..end];
    let mut caret = String::with_capacity(col0 - start.min(col0) + 1);
    for &b in &line[start.min(col0)..col0] {
        caret.push(if b == b'\t' { '\t' } else { ' ' });
    }
    caret.push('^');
    format!(
        "\n> {}\n> {}\n input({},{}): {}\n\n",
        display_text(excerpt),
        caret,
        pos.line,
        pos.col,
        diag.message
    )
    .replacen("\n input(", "\ninput(", 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;

    #[test]
    fn hsailasm_form_matches_negative_corpus_layout() {
        let src = "// x\n\nmodule &m:1:0:$full:$large:$default;\n\nfunction &f()()\n{\n    activelanecount_b32_b1                 $d1, $c0;\n};\n";
        let f = SourceFile::new("x.hsail", src);
        let off = src.find("activelanecount").unwrap();
        let d = Diagnostic::error(
            "HSAIL0001",
            "Instruction has invalid type (b32), expected: u32",
        )
        .with_primary(Span::new(off, off + 15), "");
        assert_eq!(
            render_hsailasm(&d, &f),
            "\n>     activelanecount_b32_b1                 $d1, $c0;\n>     ^\ninput(7,5): Instruction has invalid type (b32), expected: u32\n\n"
        );
    }

    #[test]
    fn hsailasm_caret_copies_tabs_and_cuts_long_lines() {
        let mut line = String::from("\t{{ x");
        line.push_str(&" ".repeat(100));
        line.push_str("// tail");
        let f = SourceFile::new("x", line.clone());
        let d = Diagnostic::error("E", "bad").with_primary(Span::point(2), "");
        let out = render_hsailasm(&d, &f);
        let lines: Vec<&str> = out.split('\n').collect();
        assert_eq!(lines[1].len(), 2 + 80);
        assert_eq!(lines[2], ">  \t ^".replace("  \t", " \t"));
        assert_eq!(lines[3], "input(1,3): bad");
    }

    #[test]
    fn hsailasm_cuts_long_lines_40_bytes_before_the_error() {
        // Expected text from the HSAIL negative corpus (`image_init_syntax_$large_000.expected`).
        let line = "extension \"IMAGE\"; alloc(agent) global_roimg &ro_img = roimg(geometry = 3d, width = 1.0, height = 4, depth = 6, channel_type = unorm_int_101010, channel_order = rgbx);";
        let f = SourceFile::new("x", line);
        let d =
            Diagnostic::error("E", "integer constant expected").with_primary(Span::point(84), "");
        assert_eq!(
            render_hsailasm(&d, &f),
            "\n>  &ro_img = roimg(geometry = 3d, width = 1.0, height = 4, depth = 6, channel_type\n>                                         ^\ninput(1,85): integer constant expected\n\n"
        );
    }

    #[test]
    fn rustc_form_has_code_location_and_labels() {
        let src = "mov(8) g1<1>F g2<8,8,1>F\nbogus(8) g1 g2\n";
        let f = SourceFile::new("k.asm", src);
        let off = src.find("bogus").unwrap();
        let d = Diagnostic::error("GEN7-E0001", "unknown mnemonic `bogus`")
            .with_primary(Span::new(off, off + 5), "not a Gen7 opcode")
            .with_secondary(Span::new(0, 3), "a valid one looks like this")
            .with_note("mnemonics are lower case")
            .with_help("did you mean `mov`?");
        let out = render_rustc(&d, &f, RenderOptions::default());
        assert!(
            out.starts_with("error[GEN7-E0001]: unknown mnemonic `bogus`\n"),
            "{out}"
        );
        assert!(out.contains("--> k.asm:2:1"), "{out}");
        assert!(out.contains("^^^^^ not a Gen7 opcode"), "{out}");
        assert!(out.contains("--- a valid one looks like this"), "{out}");
        assert!(out.contains("= note: mnemonics are lower case"), "{out}");
        assert!(out.contains("= help: did you mean `mov`?"), "{out}");
    }

    #[test]
    fn rustc_form_without_labels() {
        let f = SourceFile::new("k", "");
        let d = Diagnostic::warning("", "empty input");
        assert_eq!(
            render_rustc(&d, &f, RenderOptions::default()),
            "warning: empty input\n"
        );
    }
}
