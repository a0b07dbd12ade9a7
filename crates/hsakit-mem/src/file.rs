//! Host files mapped read-only: the bytes of a large input without copying them.
//!
//! The command line maps its large inputs (HSAIL source, BRIG modules) instead of reading them
//! into fresh memory, as LLVM's `MemoryBuffer` and rustc's metadata loader map theirs: the pages
//! are the page cache's own, mapped in one call (`MAP_POPULATE`), so there is no copy, no page
//! to zero and no page fault per 4 KiB. On the bench machine (a KVM guest where a fresh
//! anonymous page costs ~1.5 us) mapping CORE-full-large.brig (1 MiB) takes ~0.1 ms against
//! ~0.4 ms for reading it into 4 KiB pages and ~0.2 ms for reading it into a transparent huge
//! page, and the mapping adds exactly the file's size to the resident set (the huge page adds
//! 2 MiB). For the 10x module's 10 MiB BRIG: ~0.1 ms against 4-10 ms and ~0.8 ms.
//!
//! The same map will serve the runtime's code-object reader
//! (`hsa_code_object_reader_create_from_file`), hence its place in the memory layer.

use std::fs::File;

/// A whole file's bytes, mapped read-only ([`MappedFile::map`]; `memmap2` maps it shared).
pub struct MappedFile {
    map: memmap2::Mmap,
}

impl MappedFile {
    /// Maps `file` whole, its pages populated at once. `Ok(None)` when it cannot be mapped as
    /// a whole: not a regular file (a pipe, a device) or empty; read it instead.
    pub fn map(file: &File) -> std::io::Result<Option<MappedFile>> {
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() == 0 {
            return Ok(None);
        }
        // SAFETY: the mapping is read-only (`PROT_READ`; shared, as `memmap2` maps files) and
        // no `&mut` to it is ever made, so this process never changes the bytes. What `memmap2` cannot rule out is another
        // process writing or truncating the file while it is mapped: written bytes would show
        // through (the parsers take any bytes, so a change is at worst a wrong result for a
        // file changed during its own assembly), and a truncation makes a read past the new
        // end raise SIGBUS, ending the process with that signal. Tools that map their inputs
        // (LLVM, rustc) accept the same for inputs nobody should edit while they run.
        let map = unsafe { memmap2::MmapOptions::new().populate().map(file)? };
        Ok(Some(MappedFile { map }))
    }
}

impl std::ops::Deref for MappedFile {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.map
    }
}

impl AsRef<[u8]> for MappedFile {
    fn as_ref(&self) -> &[u8] {
        &self.map
    }
}

/// A file's bytes, read into a vector or mapped ([`MappedFile`]): what the command line's
/// inputs are, shared as they are between the threads that read them (the BRIG a disassembler
/// prints on one thread and validates on another). Reading the bytes is a `match`, not a call
/// through a vtable: the validator reads its records through them tens of thousands of times.
pub enum FileBytes {
    /// Read into an ordinary vector (small files, standard input, pipes).
    Plain(Vec<u8>),
    /// The file mapped read-only.
    Mapped(MappedFile),
}

impl std::ops::Deref for FileBytes {
    type Target = [u8];
    #[inline(always)]
    fn deref(&self) -> &[u8] {
        match self {
            FileBytes::Plain(v) => v,
            FileBytes::Mapped(m) => &m.map,
        }
    }
}

impl AsRef<[u8]> for FileBytes {
    #[inline(always)]
    fn as_ref(&self) -> &[u8] {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write as _;

    #[test]
    fn maps_a_file_whole() {
        let dir = std::env::temp_dir().join(format!("hsakit-mem-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("bytes");
        let bytes: Vec<u8> = (0..70_000u32).map(|i| (i * 7 % 251) as u8).collect();
        std::fs::File::create(&p)
            .unwrap()
            .write_all(&bytes)
            .unwrap();
        let m = MappedFile::map(&File::open(&p).unwrap()).unwrap().unwrap();
        assert_eq!(&m[..], &bytes[..]);
        // Empty files and directories are not mapped.
        std::fs::File::create(dir.join("empty")).unwrap();
        assert!(
            MappedFile::map(&File::open(dir.join("empty")).unwrap())
                .unwrap()
                .is_none()
        );
        assert!(
            MappedFile::map(&File::open(&dir).unwrap())
                .unwrap()
                .is_none()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
