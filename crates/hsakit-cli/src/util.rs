//! Shared pieces of the subcommands: input reading, diagnostics output, error classes.

use hsakit_diag::{Diagnostic, RenderOptions, SourceFile};
use std::fmt;
use std::io::{IsTerminal, Write};
use std::path::Path;

/// `--color`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// Colour when standard error is a terminal.
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// `--diag-format`: how diagnostics are printed.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DiagFormat {
    /// rustc style, with the source line and carets.
    #[default]
    Rustc,
    /// libHSAIL's `input(line,col): message` form, as HSAILasm prints it.
    Hsailasm,
}

/// What every subcommand gets from the top level.
#[derive(Debug, Clone)]
pub struct Ctx {
    /// Colour diagnostics.
    pub color: bool,
}

impl Ctx {
    pub fn new(choice: ColorChoice) -> Self {
        let color = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        };
        Ctx { color }
    }

    /// Prints diagnostics about `file` to standard error in the chosen format.
    #[allow(dead_code)] // used by the front ends as they land
    pub fn emit(&self, diags: &[Diagnostic], file: &SourceFile, format: DiagFormat) {
        let mut err = std::io::stderr().lock();
        for d in diags {
            let text = match format {
                DiagFormat::Rustc => {
                    hsakit_diag::render_rustc(d, file, RenderOptions { color: self.color })
                }
                DiagFormat::Hsailasm => hsakit_diag::render_hsailasm(d, file),
            };
            let _ = err.write_all(text.as_bytes());
        }
    }
}

/// An error in how hsakit was called (exit code 2).
#[derive(Debug)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// A subcommand or form that this version does not implement (exit code 3).
#[derive(Debug)]
pub struct NotImplemented(pub String);

impl fmt::Display for NotImplemented {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not implemented yet in this version of hsakit",
            self.0
        )
    }
}

impl std::error::Error for NotImplemented {}

/// The error for a subcommand that has not landed.
pub fn not_implemented(what: &str) -> anyhow::Result<ExitCode> {
    Err(NotImplemented(what.to_string()).into())
}

/// Reads an input file (`-` is standard input); failure is a usage error.
#[allow(dead_code)] // used by the front ends as they land
pub fn read_input(path: &Path) -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| UsageError(format!("cannot read standard input: {e}")))?;
        return Ok(buf);
    }
    std::fs::read(path).map_err(|e| {
        UsageError(format!(
            "cannot read `{}`: {}",
            path.display(),
            io_reason(&e)
        ))
        .into()
    })
}

/// Regular files at least this long are mapped rather than read ([`read_input_mapped`]).
const MAP_INPUT_MIN: u64 = 64 << 10;

/// An input file's bytes, from [`read_input_mapped`].
pub use hsakit_mem::FileBytes as InputBytes;

/// Input bytes as a source file named `name` (taken over, not copied).
pub trait IntoSource {
    fn into_source(self, name: String) -> SourceFile;
}

impl IntoSource for InputBytes {
    /// The bytes as a source file named `name` (taken over, not copied).
    fn into_source(self, name: String) -> SourceFile {
        match self {
            InputBytes::Plain(v) => SourceFile::new(name, v),
            mapped => SourceFile::from_owner(name, mapped),
        }
    }
}

/// Reads an input file like [`read_input`], but maps a regular file of [`MAP_INPUT_MIN`]
/// bytes or more ([`hsakit_mem::MappedFile`]: no copy, no fresh pages; 0.1 ms for the 1 MiB
/// BRIG of CORE-full-large where reading it took 0.2 ms into a huge page, 0.4 ms into 4 KiB
/// pages, and it adds the file's size to the peak RSS rather than a 2 MiB page). Where the
/// mapping fails, the ordinary read runs instead (and reports any error).
pub fn read_input_mapped(path: &Path) -> anyhow::Result<InputBytes> {
    if path == Path::new("-") {
        return read_input(path).map(InputBytes::Plain);
    }
    let mapped = || -> std::io::Result<Option<hsakit_mem::MappedFile>> {
        let f = std::fs::File::open(path)?;
        if f.metadata()?.len() < MAP_INPUT_MIN {
            return Ok(None);
        }
        hsakit_mem::MappedFile::map(&f)
    };
    match mapped() {
        Ok(Some(m)) => Ok(InputBytes::Mapped(m)),
        _ => read_input(path).map(InputBytes::Plain),
    }
}

/// Whether `out` names the same existing file as `input` (an output written over its own
/// input must not be written while the input is still read: the input is read whole first).
pub fn same_file(out: &Path, input: Option<&Path>) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Some(input) = input else { return false };
    match (std::fs::metadata(out), std::fs::metadata(input)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Writes an output file (`-` or none is standard output).
#[allow(dead_code)] // used by the front ends as they land
pub fn write_output(path: Option<&Path>, bytes: &[u8]) -> anyhow::Result<()> {
    match path {
        None => std::io::stdout().lock().write_all(bytes)?,
        Some(p) if p == Path::new("-") => std::io::stdout().lock().write_all(bytes)?,
        Some(p) => std::fs::write(p, bytes).map_err(|e| {
            UsageError(format!("cannot write `{}`: {}", p.display(), io_reason(&e)))
        })?,
    }
    Ok(())
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::IsADirectory => "is a directory".into(),
        _ => e.to_string(),
    }
}

/// A regular output file written over in place and cut to the written length when finished,
/// rather than truncated when opened: text written over a file that already has pages in the
/// page cache reuses them, and ext4 does not flush a file at close that was not truncated to
/// zero first (`auto_da_alloc`). The file ends with exactly the written bytes, as with
/// truncation, also after an error: dropped unfinished, it is cut at what was written, so no
/// tail of an older file is left behind the new bytes. Other kinds of files (devices, pipes)
/// are written as they are. Used by `hsail asm|disasm -o` and the gen7 listings.
pub struct InPlaceFile {
    f: std::fs::File,
    written: u64,
    regular: bool,
    finished: bool,
}

impl InPlaceFile {
    /// Opens (creates) `p` for writing over; `truncate` empties it first (for an output that
    /// is also the input, read whole before).
    pub fn create(p: &Path, truncate: bool) -> anyhow::Result<Self> {
        let cannot = |e: std::io::Error| UsageError(format!("cannot write `{}`: {e}", p.display()));
        let f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(truncate)
            .open(p)
            .map_err(cannot)?;
        let regular = f.metadata().map_err(cannot)?.is_file();
        Ok(InPlaceFile {
            f,
            written: 0,
            regular,
            finished: false,
        })
    }

    /// Takes back everything written (a regular file is cut to nothing at [`Self::finish`]).
    pub fn discard(&mut self) {
        self.written = 0;
    }

    /// Cuts a regular file to the bytes written.
    pub fn finish(&mut self) -> std::io::Result<()> {
        self.finished = true;
        if self.regular {
            self.f.set_len(self.written)?;
        }
        Ok(())
    }
}

impl Write for InPlaceFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.f.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for InPlaceFile {
    /// After an error, the file still ends where the new bytes end (best effort).
    fn drop(&mut self) {
        if !self.finished && self.regular {
            let _ = self.f.set_len(self.written);
        }
    }
}

/// The process's exit status (the codes of the module comment of `main.rs`). Not
/// `std::process::ExitCode`, which cannot be read back as a number: the C entry point
/// (`main.rs`) returns it to the C start-up code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitCode(u8);

impl ExitCode {
    /// Exit code 0.
    pub const SUCCESS: ExitCode = ExitCode(0);

    /// The number the process exits with.
    pub fn code(self) -> u8 {
        self.0
    }
}

impl From<u8> for ExitCode {
    fn from(code: u8) -> Self {
        ExitCode(code)
    }
}

/// Prints a top-level error as one line and picks the exit code by its class.
pub fn report_error(e: &anyhow::Error) -> ExitCode {
    let code = if e.downcast_ref::<UsageError>().is_some() {
        2
    } else if e.downcast_ref::<NotImplemented>().is_some() {
        3
    } else {
        1
    };
    let mut msg = format!("{e}");
    for cause in e.chain().skip(1) {
        msg.push_str(&format!(": {cause}"));
    }
    eprintln!("error: {msg}");
    ExitCode::from(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Large files come back mapped with exactly the file's bytes, at every length around the
    /// threshold and around page and 2 MiB multiples; small files, a missing file and a
    /// directory take the ordinary read (same bytes, same error); a source file made from
    /// either holds the same bytes and lines.
    #[test]
    fn mapped_reads_give_the_file_bytes() {
        let dir = std::env::temp_dir().join(format!("hsakit-mapped-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("in");
        let min = MAP_INPUT_MIN as usize;
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for len in [
            0,
            1,
            min - 1,
            min,
            min + 1,
            min + 4096,
            hsakit_mem::HUGE_PAGE - 1,
            hsakit_mem::HUGE_PAGE,
            hsakit_mem::HUGE_PAGE + 3,
        ] {
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (state >> 56) as u8
                })
                .collect();
            std::fs::write(&p, &bytes).unwrap();
            let got = read_input_mapped(&p).unwrap();
            assert_eq!(&*got, &bytes[..], "length {len}");
            assert_eq!(
                matches!(got, InputBytes::Mapped(_)),
                len >= min,
                "length {len}: mapped from {min} bytes"
            );
            let src = got.into_source("in".into());
            assert_eq!(src.bytes(), &bytes[..], "length {len}");
            let plain = SourceFile::new("in", bytes);
            assert_eq!(src.line_count(), plain.line_count(), "length {len}");
        }
        let missing = dir.join("missing");
        let a = read_input_mapped(&missing).err().map(|e| e.to_string());
        let b = read_input(&missing).err().map(|e| e.to_string());
        assert!(a.is_some());
        assert_eq!(a, b);
        let a = read_input_mapped(&dir).err().map(|e| e.to_string());
        let b = read_input(&dir).err().map(|e| e.to_string());
        assert!(a.is_some());
        assert_eq!(a, b);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Over a longer file, a shorter one and no file: finished, the file holds exactly the new
    /// bytes; dropped unfinished, it is cut at what was written; a device is written as it is.
    #[test]
    fn in_place_file_ends_with_the_written_bytes() {
        let dir = std::env::temp_dir().join(format!("hsakit-inplace-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("out");
        for old in [None, Some(vec![b'x'; 10_000]), Some(vec![b'y'; 3])] {
            for finish in [true, false] {
                let _ = std::fs::remove_file(&p);
                if let Some(old) = &old {
                    std::fs::write(&p, old).unwrap();
                }
                {
                    let mut w = InPlaceFile::create(&p, false).unwrap();
                    w.write_all(b"hello, ").unwrap();
                    w.write_all(b"world").unwrap();
                    if finish {
                        w.finish().unwrap();
                    }
                }
                assert_eq!(
                    std::fs::read(&p).unwrap(),
                    b"hello, world",
                    "{old:?} {finish}"
                );
            }
        }
        std::fs::write(&p, b"the input, read whole first").unwrap();
        let mut w = InPlaceFile::create(&p, true).unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"", "truncated when asked");
        w.write_all(b"new").unwrap();
        w.finish().unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"new");
        let mut null = InPlaceFile::create(Path::new("/dev/null"), false).unwrap();
        null.write_all(b"gone").unwrap();
        null.finish().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }
}
