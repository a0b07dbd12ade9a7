//! Work-group scheduling of a dispatch over worker threads.
//!
//! One long-lived job per pool thread (rayon `broadcast`), each with its own [`Worker`] (memory
//! view, pooled waves, LDS) for the whole dispatch. Workers claim work-groups in chunks from one
//! shared counter, so the grid is shared out dynamically (a worker that starts late or is
//! preempted simply claims fewer chunks) and the only write all workers make to a shared cache
//! line is one `fetch_add` per chunk. Statistics are summed per worker and added up at the end;
//! the first-error index is read once per work-group but written only on an error. Thread
//! pools for an explicit thread count are built once per count and reused.
//!
//! The reported error is the one of the lowest-numbered failing work-group: claims are
//! increasing, so every work-group below a recorded failure still runs, and no work-group above
//! the lowest recorded failure starts.

use crate::{Dispatch, Stats};
use crate::{EmuError, Kernel, Options, Worker, run_workgroup};
use hsakit_mem::{GuestView, RegionTable};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A value alone on its cache lines (two 64-byte lines: adjacent-line prefetch pairs them).
#[repr(align(128))]
struct Line<T>(T);

/// What one worker thread did during a dispatch ([`crate::dispatch_profiled`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WorkerProfile {
    /// Work-groups this worker ran.
    pub workgroups: u64,
    /// Lane-instructions of those work-groups.
    pub lane_instructions: u64,
    /// Nanoseconds from the dispatch's start until this worker began claiming work-groups.
    pub start_ns: u64,
    /// Nanoseconds from the dispatch's start until this worker found no work left.
    pub end_ns: u64,
    /// Nanoseconds this thread was on a CPU between its start and end (Linux
    /// `/proc/thread-self/schedstat`; 0 where unavailable).
    pub cpu_ns: u64,
    /// Nanoseconds this thread waited runnable for a CPU between its start and end (the same
    /// source): time lost to other load on the machine, not to the emulator.
    pub runqueue_ns: u64,
}

/// This thread's (on-CPU, runqueue-wait) nanoseconds, or zeros where the kernel does not say.
fn schedstat() -> (u64, u64) {
    let Ok(s) = std::fs::read_to_string("/proc/thread-self/schedstat") else {
        return (0, 0);
    };
    let mut f = s.split_whitespace().map(|x| x.parse::<u64>().unwrap_or(0));
    (f.next().unwrap_or(0), f.next().unwrap_or(0))
}

/// The pool for `threads` worker threads, built on first use and kept.
fn pool(threads: usize) -> Result<Arc<rayon::ThreadPool>, EmuError> {
    static POOLS: Mutex<Vec<(usize, Arc<rayon::ThreadPool>)>> = Mutex::new(Vec::new());
    let mut pools = POOLS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, p)) = pools.iter().find(|(n, _)| *n == threads) {
        return Ok(p.clone());
    }
    let p = Arc::new(
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("hsakit-emu-rdna4-{i}"))
            .build()
            .map_err(|e| EmuError::InvalidDispatch(format!("thread pool: {e}")))?,
    );
    pools.push((threads, p.clone()));
    Ok(p)
}

/// Work-groups per claim: about 32 claims per worker, at most 16 work-groups per claim (a
/// claim's `fetch_add` is then well under 1% of the work it hands out, and the last claims
/// leave the workers at most 16 work-groups apart).
fn chunk_size(total: u64, workers: usize) -> u64 {
    (total / (workers.max(1) as u64 * 32)).clamp(1, 16)
}

/// Runs work-groups `0..total` (numbered x fastest) on `opts.threads` workers (0: rayon's
/// global pool). With `profile`, also returns one [`WorkerProfile`] per worker.
#[allow(clippy::too_many_arguments)]
pub(crate) fn run_grid(
    kernel: &Kernel,
    d: &Dispatch,
    table: Arc<RegionTable>,
    opts: &Options,
    cancel: &(dyn Fn() -> bool + Sync),
    counts: [u32; 3],
    lds: u32,
    profile: bool,
) -> Result<(Stats, Vec<WorkerProfile>), EmuError> {
    let total = u64::from(counts[0]) * u64::from(counts[1]) * u64::from(counts[2]);
    let next = Line(AtomicU64::new(0));
    // The lowest failing work-group so far (u64::MAX: none).
    let failed = Line(AtomicU64::new(u64::MAX));
    let first_err: Mutex<Option<(u64, EmuError)>> = Mutex::new(None);
    let record = |n: u64, e: EmuError| {
        failed.0.fetch_min(n, Ordering::Relaxed);
        let mut g = first_err.lock().unwrap_or_else(|e| e.into_inner());
        if g.as_ref().is_none_or(|(m, _)| n < *m) {
            *g = Some((n, e));
        }
    };
    let t0 = Instant::now();
    let work = |workers: usize| {
        let chunk = chunk_size(total, workers);
        let mut p = WorkerProfile {
            start_ns: t0.elapsed().as_nanos() as u64,
            ..WorkerProfile::default()
        };
        let sched0 = if profile { schedstat() } else { (0, 0) };
        let mut s = [0u64; 4];
        let mut wk = Worker {
            view: GuestView::new(table.clone()),
            waves: Vec::new(),
            lds: Vec::new(),
        };
        'claims: loop {
            let first = next.0.fetch_add(chunk, Ordering::Relaxed);
            if first >= total {
                break;
            }
            for n in first..(first + chunk).min(total) {
                if n > failed.0.load(Ordering::Relaxed) {
                    break 'claims;
                }
                if cancel() {
                    record(n, EmuError::Aborted);
                    break 'claims;
                }
                let wg = [
                    (n % u64::from(counts[0])) as u32,
                    ((n / u64::from(counts[0])) % u64::from(counts[1])) as u32,
                    (n / (u64::from(counts[0]) * u64::from(counts[1]))) as u32,
                ];
                match run_workgroup(kernel, d, opts, wg, lds, &mut wk, None, cancel) {
                    Ok(r) => {
                        for (a, v) in s.iter_mut().zip(r) {
                            *a += v;
                        }
                    }
                    Err(e) => {
                        record(n, e);
                        break 'claims;
                    }
                }
            }
        }
        if profile {
            let sched1 = schedstat();
            p.end_ns = t0.elapsed().as_nanos() as u64;
            p.cpu_ns = sched1.0.saturating_sub(sched0.0);
            p.runqueue_ns = sched1.1.saturating_sub(sched0.1);
        }
        p.workgroups = s[0];
        p.lane_instructions = s[3];
        (s, p)
    };
    let outs: Vec<([u64; 4], WorkerProfile)> = if opts.threads > 0 {
        let pool = pool(opts.threads)?;
        pool.broadcast(|c| work(c.num_threads()))
    } else {
        rayon::broadcast(|c| work(c.num_threads()))
    };
    if let Some((_, e)) = first_err.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut s = [0u64; 4];
    for (o, _) in &outs {
        for (a, v) in s.iter_mut().zip(o) {
            *a += v;
        }
    }
    let stats = Stats {
        workgroups: s[0],
        waves: s[1],
        wave_instructions: s[2],
        lane_instructions: s[3],
    };
    let profiles = if profile {
        outs.into_iter().map(|(_, p)| p).collect()
    } else {
        Vec::new()
    };
    Ok((stats, profiles))
}

#[cfg(test)]
mod tests {
    use super::chunk_size;

    #[test]
    fn chunks_give_each_worker_many_claims_and_stay_small() {
        // 64 work-groups on 2 workers: one per claim (32 claims each).
        assert_eq!(chunk_size(64, 2), 1);
        // 600 on 2: 9 per claim (33 claims each).
        assert_eq!(chunk_size(600, 2), 9);
        // Large grids: 16 per claim.
        assert_eq!(chunk_size(4096, 2), 16);
        assert_eq!(chunk_size(4096, 1), 16);
        assert_eq!(chunk_size(1 << 20, 2), 16);
        assert_eq!(chunk_size(0, 0), 1);
    }
}
