//! Line-independent work on large texts split over a few threads, results kept in order.
//!
//! A text is cut into chunks at line boundaries ([`line_chunks`]); [`ordered`] runs a function
//! on every chunk, chunk `i` on thread `i % threads`, and hands the results to a consumer on the
//! calling thread in chunk order. Each worker is at most one finished chunk ahead of the
//! consumer, so memory stays bounded by a few chunks whatever the input size.

use std::ops::Range;
use std::sync::mpsc::{Receiver, sync_channel};

/// Texts shorter than this are processed as one chunk on the calling thread (spawning threads
/// would cost more than it saves).
pub const PARALLEL_MIN_BYTES: usize = 1 << 20;

/// The size a chunk aims for (it ends at the first line end at or after this many bytes).
pub const CHUNK_BYTES: usize = 1 << 18;

/// The most threads [`ordered`] uses.
pub const MAX_THREADS: usize = 4;

/// Byte ranges of `text` that each end just after a `\n` (the last one at the end of the text),
/// each about `chunk` bytes long; one range for a text shorter than [`PARALLEL_MIN_BYTES`].
pub fn line_chunks(text: &str, chunk: usize) -> Vec<Range<usize>> {
    let b = text.as_bytes();
    if b.len() < PARALLEL_MIN_BYTES {
        return std::iter::once(0..b.len()).collect();
    }
    let chunk = chunk.max(1);
    let mut out = Vec::with_capacity(b.len() / chunk + 1);
    let mut start = 0;
    while start < b.len() {
        let want = start.saturating_add(chunk).min(b.len());
        let end = b
            .get(want..)
            .and_then(|rest| rest.iter().position(|&c| c == b'\n'))
            .map_or(b.len(), |p| want + p + 1);
        out.push(start..end);
        start = end;
    }
    out
}

/// How many threads [`ordered`] uses for `chunks` chunks on this machine.
pub fn threads_for(chunks: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.min(MAX_THREADS).min(chunks).max(1)
}

/// Runs `work` on chunks `0..n` and calls `done(i, result)` on the calling thread for
/// `i = 0, 1, …, n-1` in that order. With one thread (one chunk or one core) everything runs
/// on the calling thread.
pub fn ordered<T: Send>(
    n: usize,
    work: impl Fn(usize) -> T + Sync,
    mut done: impl FnMut(usize, T),
) {
    let threads = threads_for(n);
    if threads <= 1 {
        for i in 0..n {
            done(i, work(i));
        }
        return;
    }
    let work = &work;
    std::thread::scope(|s| {
        // Worker j (1..threads) takes chunks j, j + threads, …; the calling thread takes the
        // chunks of worker 0 itself.
        let receivers: Vec<Receiver<T>> = (1..threads)
            .map(|j| {
                let (tx, rx) = sync_channel::<T>(1);
                s.spawn(move || {
                    for i in (j..n).step_by(threads) {
                        if tx.send(work(i)).is_err() {
                            return;
                        }
                    }
                });
                rx
            })
            .collect();
        for i in 0..n {
            let j = i % threads;
            if j == 0 {
                done(i, work(i));
            } else if let Some(r) = receivers.get(j - 1).and_then(|rx| rx.recv().ok()) {
                done(i, r);
            } else {
                // The worker stopped early (it panicked): do the chunk here.
                done(i, work(i));
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_text_and_end_at_line_ends() {
        let line = "0x01 0x02 0x03 0x04\n";
        let text = line.repeat(PARALLEL_MIN_BYTES / line.len() + 7) + "0x05";
        let chunks = line_chunks(&text, 1000);
        assert!(chunks.len() > 1);
        assert_eq!(chunks.first().map(|r| r.start), Some(0));
        assert_eq!(chunks.last().map(|r| r.end), Some(text.len()));
        for w in chunks.windows(2) {
            assert_eq!(w[0].end, w[1].start);
            assert_eq!(text.as_bytes()[w[0].end - 1], b'\n');
        }
        assert_eq!(line_chunks("a\nb\n", 1), vec![0..4]);
    }

    #[test]
    fn results_arrive_in_order() {
        let mut seen = Vec::new();
        ordered(37, |i| i * 3, |i, r| seen.push((i, r)));
        let want: Vec<(usize, usize)> = (0..37).map(|i| (i, i * 3)).collect();
        assert_eq!(seen, want);
    }
}
