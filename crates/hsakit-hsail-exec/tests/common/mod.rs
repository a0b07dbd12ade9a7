//! What the engine tests share: running a kernel
//! `&k(kernarg_u64 %out)` whose results are the u32 words of `%out`.

use hsakit_diag::SourceFile;
use hsakit_hsail_exec::launch::MemGlobals;
use hsakit_hsail_exec::{Dispatch, ExecError, Program, Stats};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};

/// Loads `src`, runs `&k` over `grid` in groups of `wg` with a 20 s watchdog after `setup` has
/// adjusted the dispatch (wave size, line mode), and returns the first `n` u32 words of the
/// kernel's output buffer with the dispatch's statistics.
pub fn run_k(
    src: &str,
    grid: [u64; 3],
    wg: [u32; 3],
    n: usize,
    setup: impl FnOnce(&mut Dispatch),
) -> Result<(Vec<u32>, Stats), ExecError> {
    let file = SourceFile::new("t.hsail", src.as_bytes().to_vec());
    let m = hsakit_hsail::parse(&file).unwrap_or_else(|d| panic!("parse: {d:?}"));
    let mem = Memory::new();
    let prog = Program::load(&[m], &mut MemGlobals(&mem)).expect("load");
    let out = mem
        .allocate(
            (n * 4).max(16) as u64,
            256,
            Perm::ReadWrite,
            RegionKind::GlobalFine,
        )
        .unwrap();
    let ka = mem
        .allocate(16, 16, Perm::ReadWrite, RegionKind::Kernarg)
        .unwrap();
    GuestView::new(mem.snapshot()).write_u64(ka, out).unwrap();
    let k = prog.kernel("&k", None).expect("kernel &k");
    let mut d = Dispatch::new(k, grid, wg, ka);
    d.timeout = Some(std::time::Duration::from_secs(20));
    setup(&mut d);
    let stats = prog.dispatch(&d, mem.snapshot())?;
    let v = GuestView::new(mem.snapshot());
    let words = (0..n)
        .map(|i| v.read_u32(out + 4 * i as u64).unwrap())
        .collect();
    Ok((words, stats))
}
