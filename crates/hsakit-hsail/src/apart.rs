//! Keeps two threads that work at once on different CPUs: the lexing thread and the parser
//! of a piped parse ([`crate::text::parser::parse_piped_keeping`]), the two halves of a large
//! module's validation ([`crate::valid::validate`]).
//!
//! The lexing thread and the parser run in step, each waiting for the other now and then
//! (the parser for a batch, the lexing thread for a free slot in the channel). Left to
//! itself, the scheduler often wakes one of them on the other's CPU (a waker's CPU is where
//! its wakee's data is warm) and leaves both there while the other CPU idles: the whole
//! parse then runs on one CPU. On the bench VM (2 vCPUs) that happened in about a third of
//! the runs of `hsail asm` on CORE-full-large, 4.5-5.2 ms against 2.6-2.8 ms from exec to
//! exit (`perf record -e sched:sched_process_exit`: the lexing thread ended on the parser's
//! CPU in every slow run), so medians swung between 2.9 and 4.1 ms with the share of bad runs.
//!
//! So the lexing thread is pinned to one CPU, the one after the parser's (in the calling
//! thread's affinity mask, cyclically: with the usual numbering of SMT siblings, `n` and
//! `n + cores`, a different physical core), and the calling thread is kept off that CPU for
//! the parse (its own mask otherwise unchanged, restored when the parse ends). Nothing happens
//! when the calling thread may run on one CPU only, or off Linux.

/// The calling thread's CPU affinity while a parse runs; restored when dropped.
pub(crate) struct Apart {
    #[cfg(target_os = "linux")]
    restore: Option<nix::sched::CpuSet>,
}

/// Where the lexing thread goes: [`Apart::split`]'s other half, for [`enter`].
#[derive(Clone, Copy)]
pub(crate) struct Lane {
    #[cfg(target_os = "linux")]
    cpu: Option<usize>,
}

#[cfg(target_os = "linux")]
mod imp {
    use super::{Apart, Lane};
    use nix::sched::{CpuSet, sched_getaffinity, sched_getcpu, sched_setaffinity};
    use nix::unistd::Pid;

    /// The CPUs of `set`, in order.
    fn cpus(set: &CpuSet) -> Vec<usize> {
        (0..CpuSet::count())
            .filter(|&c| set.is_set(c).unwrap_or(false))
            .collect()
    }

    impl Apart {
        /// Takes a CPU for the lexing thread and keeps the calling thread off it; see the
        /// module documentation. Best effort: any failure leaves everything as it was.
        pub(crate) fn split() -> (Apart, Lane) {
            let none = (Apart { restore: None }, Lane { cpu: None });
            let (Ok(mask), Ok(here)) = (sched_getaffinity(Pid::from_raw(0)), sched_getcpu()) else {
                return none;
            };
            let all = cpus(&mask);
            if all.len() < 2 {
                return none;
            }
            // The first allowed CPU after this one, cyclically (this one may have left the
            // mask meanwhile: then simply the first after its number).
            // (Not `here`: `all` has another CPU, so `here` is not both the last and the first.)
            let lane = all.iter().copied().find(|&c| c > here).unwrap_or(all[0]);
            let mut rest = mask;
            if rest.unset(lane).is_err() || sched_setaffinity(Pid::from_raw(0), &rest).is_err() {
                return none;
            }
            (
                Apart {
                    restore: Some(mask),
                },
                Lane { cpu: Some(lane) },
            )
        }
    }

    impl Drop for Apart {
        fn drop(&mut self) {
            if let Some(mask) = self.restore.take() {
                // Nothing to do when it fails: the thread keeps all its CPUs but one.
                let _ = sched_setaffinity(Pid::from_raw(0), &mask);
            }
        }
    }

    /// Pins the calling thread (the lexing thread) to `lane`'s CPU, if it has one.
    pub(crate) fn enter(lane: Lane) {
        let Some(cpu) = lane.cpu else {
            return;
        };
        let mut one = CpuSet::new();
        if one.set(cpu).is_ok() {
            // Best effort: a thread that cannot be pinned runs where the scheduler puts it.
            let _ = sched_setaffinity(Pid::from_raw(0), &one);
        }
    }

    /// The calling thread's CPUs (for the tests).
    #[cfg(test)]
    pub(crate) fn mine() -> Vec<usize> {
        sched_getaffinity(Pid::from_raw(0)).map_or_else(|_| Vec::new(), |m| cpus(&m))
    }
}

#[cfg(not(target_os = "linux"))]
mod imp {
    use super::{Apart, Lane};

    impl Apart {
        pub(crate) fn split() -> (Apart, Lane) {
            (Apart {}, Lane {})
        }
    }

    pub(crate) fn enter(_: Lane) {}
}

pub(crate) use imp::enter;

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// The lexing thread's CPU is one the caller could use and no longer uses; the caller
    /// keeps the rest and gets its whole mask back afterwards; the pinned thread runs there.
    #[test]
    fn the_lane_is_taken_from_the_caller_and_given_back() {
        // On a thread of its own: the test harness's threads keep their masks.
        std::thread::spawn(|| {
            let before = imp::mine();
            let (apart, lane) = Apart::split();
            if before.len() < 2 {
                assert!(lane.cpu.is_none());
                return;
            }
            let cpu = lane.cpu.expect("two CPUs or more: a lane");
            assert!(before.contains(&cpu), "{cpu} not in {before:?}");
            let during = imp::mine();
            let expected: Vec<usize> = before.iter().copied().filter(|&c| c != cpu).collect();
            assert_eq!(during, expected);
            let pinned = std::thread::spawn(move || {
                enter(lane);
                (imp::mine(), nix::sched::sched_getcpu().ok())
            })
            .join()
            .expect("the pinned thread");
            assert_eq!(pinned, (vec![cpu], Some(cpu)));
            drop(apart);
            assert_eq!(imp::mine(), before);
        })
        .join()
        .expect("the test thread");
    }
}
