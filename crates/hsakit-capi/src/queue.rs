//! `hsa_queue_*`.

use crate::status::code::*;
use crate::{Handle, St, Status, agent_id, guard, guard_value, out, rt};
use hsakit_runtime::queue::{Queue, QueueCallback, QueueFault, QueueType};
use std::ffi::c_void;
use std::sync::Arc;
use std::sync::atomic::Ordering;

type CQueueCallback = Option<unsafe extern "C" fn(Status, *mut c_void, *mut c_void)>;

fn lookup(q: *const c_void) -> Option<Arc<Queue>> {
    rt().ok()?.queue(q as u64).ok()
}

/// `hsa_queue_create`.
///
/// # Safety
/// `callback` must be NULL or a valid function; `queue` NULL or writable.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn hsa_queue_create(
    agent: Handle,
    size: u32,
    qtype: u32,
    callback: CQueueCallback,
    data: *mut c_void,
    private_segment_size: u32,
    group_segment_size: u32,
    queue: *mut *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let id = agent_id(&rt, agent)?;
        if queue.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let qt = match qtype {
            0 => QueueType::Multi,
            1 => QueueType::Single,
            _ => return Err(INVALID_ARGUMENT),
        };
        let cb: Option<QueueCallback> = callback.map(|f| {
            let data = data as usize;
            let c: QueueCallback = Arc::new(move |fault: &QueueFault, q: u64| {
                let s = crate::status::of_queue_fault(&fault.kind);
                // SAFETY: the application's callback with the data pointer it registered.
                unsafe { f(s, q as *mut c_void, data as *mut c_void) }
            });
            c
        });
        let q = rt
            .queue_create(id, size, qt, cb, private_segment_size, group_segment_size)
            .st()?;
        // SAFETY: checked non-null.
        unsafe { out(queue, q.address() as *mut c_void) }
    })
}

/// `hsa_soft_queue_create`: a queue nobody processes but the application.
///
/// # Safety
/// `queue` must be NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_soft_queue_create(
    region: Handle,
    size: u32,
    qtype: u32,
    features: u32,
    doorbell_signal: Handle,
    queue: *mut *mut c_void,
) -> Status {
    guard(|| {
        let rt = rt()?;
        let r = crate::region_id(&rt, region)?;
        if queue.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        let qt = match qtype {
            0 => QueueType::Multi,
            1 => QueueType::Single,
            _ => return Err(INVALID_ARGUMENT),
        };
        let q = rt
            .soft_queue_create(r, size, qt, features, doorbell_signal.handle)
            .st()?;
        // SAFETY: checked non-null.
        unsafe { out(queue, q.address() as *mut c_void) }
    })
}

/// `hsa_queue_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_queue_destroy(queue: *mut c_void) -> Status {
    guard(|| {
        let rt = rt()?;
        if queue.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        rt.queue_destroy(queue as u64).st()
    })
}

/// `hsa_queue_inactivate`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_queue_inactivate(queue: *mut c_void) -> Status {
    guard(|| {
        let rt = rt()?;
        if queue.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        rt.queue(queue as u64).st()?.inactivate();
        Ok(())
    })
}

macro_rules! load_idx {
    ($($name:ident, $method:ident => $ord:expr);* $(;)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(queue: *const c_void) -> u64 {
            guard_value(0, || lookup(queue).map(|q| q.$method($ord)).unwrap_or(0))
        }
    )*};
}
load_idx!(
    hsa_queue_load_read_index_scacquire, load_read_index => Ordering::Acquire;
    hsa_queue_load_read_index_acquire, load_read_index => Ordering::Acquire;
    hsa_queue_load_read_index_relaxed, load_read_index => Ordering::Relaxed;
    hsa_queue_load_write_index_scacquire, load_write_index => Ordering::Acquire;
    hsa_queue_load_write_index_acquire, load_write_index => Ordering::Acquire;
    hsa_queue_load_write_index_relaxed, load_write_index => Ordering::Relaxed;
);

macro_rules! store_idx {
    ($($name:ident, $method:ident => $ord:expr);* $(;)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(queue: *const c_void, value: u64) {
            guard_value((), || if let Some(q) = lookup(queue) { q.$method(value, $ord) })
        }
    )*};
}
store_idx!(
    hsa_queue_store_write_index_relaxed, store_write_index => Ordering::Relaxed;
    hsa_queue_store_write_index_screlease, store_write_index => Ordering::Release;
    hsa_queue_store_write_index_release, store_write_index => Ordering::Release;
    hsa_queue_store_read_index_relaxed, store_read_index => Ordering::Relaxed;
    hsa_queue_store_read_index_screlease, store_read_index => Ordering::Release;
    hsa_queue_store_read_index_release, store_read_index => Ordering::Release;
);

macro_rules! add_idx {
    ($($name:ident => $ord:expr);* $(;)?) => {$(
        #[doc = concat!("`", stringify!($name), "`: returns the previous write index.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(queue: *const c_void, value: u64) -> u64 {
            guard_value(0, || lookup(queue).map(|q| q.add_write_index(value, $ord)).unwrap_or(0))
        }
    )*};
}
add_idx!(
    hsa_queue_add_write_index_scacq_screl => Ordering::AcqRel;
    hsa_queue_add_write_index_acq_rel => Ordering::AcqRel;
    hsa_queue_add_write_index_scacquire => Ordering::Acquire;
    hsa_queue_add_write_index_acquire => Ordering::Acquire;
    hsa_queue_add_write_index_relaxed => Ordering::Relaxed;
    hsa_queue_add_write_index_screlease => Ordering::Release;
    hsa_queue_add_write_index_release => Ordering::Release;
);

macro_rules! cas_idx {
    ($($name:ident => $ord:expr);* $(;)?) => {$(
        #[doc = concat!("`", stringify!($name), "`: returns the previous write index.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(queue: *const c_void, expected: u64, value: u64) -> u64 {
            guard_value(0, || lookup(queue).map(|q| q.cas_write_index(expected, value, $ord)).unwrap_or(0))
        }
    )*};
}
cas_idx!(
    hsa_queue_cas_write_index_scacq_screl => Ordering::AcqRel;
    hsa_queue_cas_write_index_acq_rel => Ordering::AcqRel;
    hsa_queue_cas_write_index_scacquire => Ordering::Acquire;
    hsa_queue_cas_write_index_acquire => Ordering::Acquire;
    hsa_queue_cas_write_index_relaxed => Ordering::Relaxed;
    hsa_queue_cas_write_index_screlease => Ordering::Release;
    hsa_queue_cas_write_index_release => Ordering::Release;
);
