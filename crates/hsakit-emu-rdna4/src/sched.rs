//! Work-group scheduling of a dispatch over worker threads.
//!
//! One long-lived job per pool thread (rayon `broadcast`), each with its own [`Worker`] (memory
//! view, pooled waves, LDS) for the whole dispatch. Workers claim work-groups from one shared
//! counter ([`Claims`]): chunks of up to 256 work-groups, then the last few work-groups one at a
//! time, so the grid is shared out dynamically (a worker that starts late, is preempted or runs
//! on a slower vCPU simply claims less), the workers finish at most one work-group apart, and
//! the only write all workers make to a shared cache line is one `fetch_add` per claim.
//! Statistics are summed per worker and added up at the end; the first-error index is read once
//! per work-group but written only on an error.
//!
//! Thread pools are built per thread count on first use and kept (thread count 0: the size of
//! rayon's global pool), but a dispatch has its pool to itself while it runs ([`Lease`]): two dispatches at once (two queues, two
//! host threads) each get their own worker threads instead of the second queueing behind the
//! first on one pool.
//!
//! The reported error is the one of the lowest-numbered failing work-group: claims are
//! increasing, so every work-group below a recorded failure still runs, and no work-group above
//! the lowest recorded failure starts.

use crate::{Dispatch, Stats};
use crate::{EmuError, Kernel, Options, Worker, run_workgroup};
use hsakit_mem::{GuestView, RegionTable};
use std::ops::Range;
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

/// Idle thread pools, with their thread counts. A dispatch takes one out for as long as it runs
/// and puts it back after ([`Lease`]); at most [`MAX_IDLE`] of one count are kept.
static IDLE: Mutex<Vec<(usize, rayon::ThreadPool)>> = Mutex::new(Vec::new());

/// Idle pools of one thread count kept for later dispatches (more are dropped, which ends their
/// threads): as many as dispatches have run at once, up to this.
const MAX_IDLE: usize = 4;

/// A pool of `threads` worker threads that no other dispatch uses until this is dropped.
struct Lease {
    threads: usize,
    pool: Option<rayon::ThreadPool>,
}

impl Lease {
    /// An idle pool of `threads` threads, or a new one when every such pool is busy.
    fn take(threads: usize) -> Result<Lease, EmuError> {
        let idle = {
            let mut pools = IDLE.lock().unwrap_or_else(|e| e.into_inner());
            let at = pools.iter().position(|(n, _)| *n == threads);
            at.map(|i| pools.swap_remove(i).1)
        };
        let pool = match idle {
            Some(p) => p,
            None => rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .thread_name(|i| format!("hsakit-emu-rdna4-{i}"))
                .build()
                .map_err(|e| EmuError::InvalidDispatch(format!("thread pool: {e}")))?,
        };
        Ok(Lease {
            threads,
            pool: Some(pool),
        })
    }

    fn pool(&self) -> Option<&rayon::ThreadPool> {
        self.pool.as_ref()
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        let Some(p) = self.pool.take() else {
            return;
        };
        let mut pools = IDLE.lock().unwrap_or_else(|e| e.into_inner());
        if pools.iter().filter(|(n, _)| *n == self.threads).count() < MAX_IDLE {
            pools.push((self.threads, p));
        }
    }
}

/// Work-groups per claim: about 32 claims per worker, at most 256 work-groups per claim. The
/// cap is large so that on a big grid each worker walks long runs of consecutive work-groups,
/// and so long runs of consecutive memory: with claims of 16 work-groups the two workers of a
/// memory-bound kernel interleaved their streams every 16 KiB, and each did ~11% less work per
/// CPU-second than one worker alone or two processes side by side (throughput example, idle
/// machine, session 9: 1.74-1.80x from 1 to 2 threads; with 256: 1.96-2.01x, the same as two
/// processes). Balance does not suffer: the grid still ends in single claims ([`Claims`]).
fn chunk_size(total: u64, workers: usize) -> u64 {
    (total / (workers.max(1) as u64 * 32)).clamp(1, 256)
}

/// How claim number `k` (the shared counter's value before a worker's `fetch_add(1)`) maps to
/// work-groups: chunks of [`chunk_size`] in order, then a tail of single work-groups, at least
/// two chunks per worker long. A worker that takes the last chunk while another is near the end
/// leaves the other enough single work-groups to stay busy (even at twice its speed) until the
/// chunk is done, so the workers finish at most one work-group apart rather than up to one
/// chunk. Claims are increasing in `k`, which the first-error rule relies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Claims {
    total: u64,
    chunk: u64,
    /// Claims that are whole chunks (the rest are single work-groups).
    chunks: u64,
}

impl Claims {
    fn new(total: u64, workers: usize) -> Claims {
        let chunk = chunk_size(total, workers);
        let tail = (workers.max(1) as u64 * 2 * chunk).min(total);
        Claims {
            total,
            chunk,
            chunks: (total - tail) / chunk,
        }
    }

    /// The work-groups of claim `k`; `None` once the grid is handed out.
    fn range(&self, k: u64) -> Option<Range<u64>> {
        if k < self.chunks {
            return Some(k * self.chunk..(k + 1) * self.chunk);
        }
        let n = (self.chunks * self.chunk).checked_add(k - self.chunks)?;
        (n < self.total).then(|| n..n + 1)
    }
}

/// Runs work-groups `0..total` (numbered x fastest) on `opts.threads` workers (0: as many as
/// rayon's global pool has) of a leased pool. With `profile`, also returns one [`WorkerProfile`] per worker.
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
        let claims = Claims::new(total, workers);
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
        'claims: while let Some(range) = claims.range(next.0.fetch_add(1, Ordering::Relaxed)) {
            for n in range {
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
    // 0: as many workers as rayon's pool of the calling thread has (the global pool: one per
    // CPU, or RAYON_NUM_THREADS), on a leased pool too, so two dispatches with the default
    // options do not queue behind each other on the global pool's threads.
    let threads = if opts.threads > 0 {
        opts.threads
    } else {
        rayon::current_num_threads()
    };
    let lease = Lease::take(threads)?;
    let outs: Vec<([u64; 4], WorkerProfile)> = match lease.pool() {
        Some(pool) => pool.broadcast(|c| work(c.num_threads())),
        None => rayon::broadcast(|c| work(c.num_threads())),
    };
    drop(lease);
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
    use super::{Claims, Lease, chunk_size};

    #[test]
    fn chunks_give_each_worker_many_claims_and_stay_small() {
        // 64 work-groups on 2 workers: one per claim (32 claims each).
        assert_eq!(chunk_size(64, 2), 1);
        // 600 on 2: 9 per claim (33 claims each).
        assert_eq!(chunk_size(600, 2), 9);
        // Larger grids: still about 32 claims per worker, up to 256 work-groups per claim.
        assert_eq!(chunk_size(4096, 2), 64);
        assert_eq!(chunk_size(4096, 1), 128);
        assert_eq!(chunk_size(1 << 16, 2), 256);
        assert_eq!(chunk_size(1 << 20, 2), 256);
        assert_eq!(chunk_size(0, 0), 1);
    }

    /// The claims hand out every work-group exactly once, in increasing order, in chunks and
    /// then singly, for every grid size up to 2,000 and 1 to 4 workers.
    #[test]
    fn claims_cover_the_grid_in_order_and_end_with_single_work_groups() {
        for workers in 1..=4 {
            for total in 0..2000u64 {
                let c = Claims::new(total, workers);
                let mut next = 0;
                let mut sizes = Vec::new();
                let mut k = 0;
                while let Some(r) = c.range(k) {
                    assert_eq!(r.start, next, "total {total}, {workers} workers, claim {k}");
                    assert!(r.end > r.start);
                    next = r.end;
                    sizes.push(r.end - r.start);
                    k += 1;
                }
                assert_eq!(next, total, "total {total}, {workers} workers");
                assert_eq!(c.range(k + 1), None);
                assert_eq!(c.range(u64::MAX), None);
                // Chunks first, then at least two chunks' worth per worker of single claims.
                let singles = sizes.iter().rev().take_while(|&&s| s == 1).count() as u64;
                assert!(sizes.iter().all(|&s| s == c.chunk || s == 1));
                assert!(singles >= (workers as u64 * 2 * c.chunk).min(total));
            }
        }
        // 4096 on 2 workers: 60 chunks of 64, then 256 single work-groups.
        assert_eq!(Claims::new(4096, 2).range(0), Some(0..64));
        assert_eq!(Claims::new(4096, 2).range(59), Some(3776..3840));
        assert_eq!(Claims::new(4096, 2).range(60), Some(3840..3841));
        assert_eq!(Claims::new(4096, 2).range(315), Some(4095..4096));
        assert_eq!(Claims::new(4096, 2).range(316), None);
    }

    /// A dispatch holds its pool alone: a second lease of the same count while the first is
    /// held is another pool; after both are returned, later leases reuse them.
    #[test]
    fn a_leased_pool_is_not_shared_and_is_reused_after() {
        // A thread count no other test uses, so the idle list is this test's own.
        let n = 7;
        let a = Lease::take(n).expect("pool");
        let b = Lease::take(n).expect("pool");
        let ids = |l: &Lease| {
            let p = l.pool().expect("pool");
            p.broadcast(|_| std::thread::current().id())
        };
        let (ta, tb) = (ids(&a), ids(&b));
        assert_eq!(ta.len(), n);
        assert!(
            ta.iter().all(|t| !tb.contains(t)),
            "two leases share threads"
        );
        drop(a);
        drop(b);
        let c = Lease::take(n).expect("pool");
        let tc = ids(&c);
        assert!(
            tc.iter().all(|t| ta.contains(t) || tb.contains(t)),
            "not reused"
        );
    }
}
