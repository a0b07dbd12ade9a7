//! `hsa_signal_*` and `hsa_signal_group_*`.

use crate::status::code::*;
use crate::{Handle, R, St, Status, agent_id, guard, guard_value, out, rt};
use hsakit_runtime::signal::{Condition, Signal, SignalOp, WaitHint};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

fn lookup(h: Handle) -> Option<Arc<Signal>> {
    rt().ok()?.signal(h.handle).ok()
}

/// `hsa_signal_create`.
///
/// # Safety
/// `consumers` must hold `num_consumers` handles (or be NULL when 0); `signal` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_signal_create(
    initial_value: i64,
    num_consumers: u32,
    consumers: *const Handle,
    signal: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if signal.is_null() || (num_consumers > 0 && consumers.is_null()) {
            return Err(INVALID_ARGUMENT);
        }
        for i in 0..num_consumers as usize {
            // SAFETY: `consumers` holds `num_consumers` elements per the API contract.
            let a = unsafe { consumers.add(i).read_unaligned() };
            agent_id(&rt, a).map_err(|_| INVALID_ARGUMENT)?;
        }
        let s = rt.signal_create(initial_value).st()?;
        // SAFETY: checked non-null above.
        unsafe { out(signal, Handle { handle: s.handle() }) }
    })
}

/// `hsa_amd_signal_create` (AMD extension; attributes are ignored).
///
/// # Safety
/// As [`hsa_signal_create`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_amd_signal_create(
    initial_value: i64,
    num_consumers: u32,
    consumers: *const Handle,
    _attributes: u64,
    signal: *mut Handle,
) -> Status {
    // SAFETY: forwarded caller contract.
    unsafe { hsa_signal_create(initial_value, num_consumers, consumers, signal) }
}

/// `hsa_signal_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_signal_destroy(signal: Handle) -> Status {
    guard(|| {
        let rt = rt()?;
        if signal.handle == 0 {
            return Err(INVALID_ARGUMENT);
        }
        rt.signal_destroy(signal.handle).st()
    })
}

macro_rules! load_fns {
    ($($name:ident => $ord:expr),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(signal: Handle) -> i64 {
            guard_value(0, || lookup(signal).map(|s| s.load($ord)).unwrap_or(0))
        }
    )*};
}
load_fns!(
    hsa_signal_load_scacquire => Ordering::Acquire,
    hsa_signal_load_acquire => Ordering::Acquire,
    hsa_signal_load_relaxed => Ordering::Relaxed,
);

macro_rules! store_fns {
    ($($name:ident => $ord:expr),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(signal: Handle, value: i64) {
            guard_value((), || if let Some(s) = lookup(signal) { s.store(value, $ord) })
        }
    )*};
}
store_fns!(
    hsa_signal_store_relaxed => Ordering::Relaxed,
    hsa_signal_store_screlease => Ordering::Release,
    hsa_signal_store_release => Ordering::Release,
    hsa_signal_silent_store_relaxed => Ordering::Relaxed,
    hsa_signal_silent_store_screlease => Ordering::Release,
);

macro_rules! rmw_fns {
    ($op:expr, $ret:ty; $($name:ident => $ord:expr),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(signal: Handle, value: i64) -> $ret {
            #[allow(clippy::unused_unit)]
            guard_value(Default::default(), || {
                let r = lookup(signal).map(|s| s.rmw($op, value, $ord)).unwrap_or(0);
                let _ = r;
                <$ret>::from_i64(r)
            })
        }
    )*};
}

trait FromI64 {
    fn from_i64(v: i64) -> Self;
}
impl FromI64 for i64 {
    fn from_i64(v: i64) -> Self {
        v
    }
}
impl FromI64 for () {
    fn from_i64(_: i64) -> Self {}
}

rmw_fns!(SignalOp::Exchange, i64;
    hsa_signal_exchange_scacq_screl => Ordering::AcqRel,
    hsa_signal_exchange_acq_rel => Ordering::AcqRel,
    hsa_signal_exchange_scacquire => Ordering::Acquire,
    hsa_signal_exchange_acquire => Ordering::Acquire,
    hsa_signal_exchange_relaxed => Ordering::Relaxed,
    hsa_signal_exchange_screlease => Ordering::Release,
    hsa_signal_exchange_release => Ordering::Release,
);
rmw_fns!(SignalOp::Add, ();
    hsa_signal_add_scacq_screl => Ordering::AcqRel,
    hsa_signal_add_acq_rel => Ordering::AcqRel,
    hsa_signal_add_scacquire => Ordering::Acquire,
    hsa_signal_add_acquire => Ordering::Acquire,
    hsa_signal_add_relaxed => Ordering::Relaxed,
    hsa_signal_add_screlease => Ordering::Release,
    hsa_signal_add_release => Ordering::Release,
);
rmw_fns!(SignalOp::Sub, ();
    hsa_signal_subtract_scacq_screl => Ordering::AcqRel,
    hsa_signal_subtract_acq_rel => Ordering::AcqRel,
    hsa_signal_subtract_scacquire => Ordering::Acquire,
    hsa_signal_subtract_acquire => Ordering::Acquire,
    hsa_signal_subtract_relaxed => Ordering::Relaxed,
    hsa_signal_subtract_screlease => Ordering::Release,
    hsa_signal_subtract_release => Ordering::Release,
);
rmw_fns!(SignalOp::And, ();
    hsa_signal_and_scacq_screl => Ordering::AcqRel,
    hsa_signal_and_acq_rel => Ordering::AcqRel,
    hsa_signal_and_scacquire => Ordering::Acquire,
    hsa_signal_and_acquire => Ordering::Acquire,
    hsa_signal_and_relaxed => Ordering::Relaxed,
    hsa_signal_and_screlease => Ordering::Release,
    hsa_signal_and_release => Ordering::Release,
);
rmw_fns!(SignalOp::Or, ();
    hsa_signal_or_scacq_screl => Ordering::AcqRel,
    hsa_signal_or_acq_rel => Ordering::AcqRel,
    hsa_signal_or_scacquire => Ordering::Acquire,
    hsa_signal_or_acquire => Ordering::Acquire,
    hsa_signal_or_relaxed => Ordering::Relaxed,
    hsa_signal_or_screlease => Ordering::Release,
    hsa_signal_or_release => Ordering::Release,
);
rmw_fns!(SignalOp::Xor, ();
    hsa_signal_xor_scacq_screl => Ordering::AcqRel,
    hsa_signal_xor_acq_rel => Ordering::AcqRel,
    hsa_signal_xor_scacquire => Ordering::Acquire,
    hsa_signal_xor_acquire => Ordering::Acquire,
    hsa_signal_xor_relaxed => Ordering::Relaxed,
    hsa_signal_xor_screlease => Ordering::Release,
    hsa_signal_xor_release => Ordering::Release,
);

macro_rules! cas_fns {
    ($($name:ident => $ord:expr),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "`.")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(signal: Handle, expected: i64, value: i64) -> i64 {
            guard_value(0, || lookup(signal).map(|s| s.cas(expected, value, $ord)).unwrap_or(0))
        }
    )*};
}
cas_fns!(
    hsa_signal_cas_scacq_screl => Ordering::AcqRel,
    hsa_signal_cas_acq_rel => Ordering::AcqRel,
    hsa_signal_cas_scacquire => Ordering::Acquire,
    hsa_signal_cas_acquire => Ordering::Acquire,
    hsa_signal_cas_relaxed => Ordering::Relaxed,
    hsa_signal_cas_screlease => Ordering::Release,
    hsa_signal_cas_release => Ordering::Release,
);

pub(crate) fn condition(c: u32) -> Option<Condition> {
    Some(match c {
        0 => Condition::Eq,
        1 => Condition::Ne,
        2 => Condition::Lt,
        3 => Condition::Gte,
        _ => return None,
    })
}

fn hint(h: u32) -> WaitHint {
    if h == 1 {
        WaitHint::Active
    } else {
        WaitHint::Blocked
    }
}

/// Timeout hints are in system timestamp units (nanoseconds); `u64::MAX` waits forever.
fn timeout(t: u64) -> Option<Duration> {
    (t != u64::MAX).then(|| Duration::from_nanos(t))
}

macro_rules! wait_fns {
    ($($name:ident => $ord:expr),* $(,)?) => {$(
        #[doc = concat!("`", stringify!($name), "`: returns the observed value (the current value on timeout).")]
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(signal: Handle, cond: u32, compare_value: i64, timeout_hint: u64, wait_state_hint: u32) -> i64 {
            guard_value(0, || {
                let Some(s) = lookup(signal) else { return 0 };
                let Some(c) = condition(cond) else { return s.load($ord) };
                s.wait(c, compare_value, timeout(timeout_hint), hint(wait_state_hint), $ord)
            })
        }
    )*};
}
wait_fns!(
    hsa_signal_wait_scacquire => Ordering::Acquire,
    hsa_signal_wait_acquire => Ordering::Acquire,
    hsa_signal_wait_relaxed => Ordering::Relaxed,
);

/// `hsa_signal_group_create`.
///
/// # Safety
/// `signals` must hold `num_signals` handles; `consumers` `num_consumers`; `group` writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_signal_group_create(
    num_signals: u32,
    signals: *const Handle,
    num_consumers: u32,
    consumers: *const Handle,
    group: *mut Handle,
) -> Status {
    guard(|| {
        let rt = rt()?;
        if num_signals == 0
            || signals.is_null()
            || group.is_null()
            || (num_consumers > 0 && consumers.is_null())
        {
            return Err(INVALID_ARGUMENT);
        }
        let mut hs = Vec::new();
        for i in 0..num_signals as usize {
            // SAFETY: `signals` holds `num_signals` elements per the API contract.
            hs.push(unsafe { signals.add(i).read_unaligned() }.handle);
        }
        for i in 0..num_consumers as usize {
            // SAFETY: `consumers` holds `num_consumers` elements per the API contract.
            let a = unsafe { consumers.add(i).read_unaligned() };
            agent_id(&rt, a).map_err(|_| INVALID_ARGUMENT)?;
        }
        let id = rt.signal_group_create(&hs).map_err(|e| match e {
            hsakit_runtime::RuntimeError::InvalidSignal => INVALID_ARGUMENT,
            e => crate::status::of(&e),
        })?;
        // SAFETY: checked non-null.
        unsafe { out(group, Handle { handle: id }) }
    })
}

/// `hsa_signal_group_destroy`.
#[unsafe(no_mangle)]
pub extern "C" fn hsa_signal_group_destroy(group: Handle) -> Status {
    guard(|| rt()?.signal_group_destroy(group.handle).st())
}

unsafe fn group_wait(
    group: Handle,
    conditions: *const u32,
    compare_values: *const i64,
    wait_state_hint: u32,
    signal: *mut Handle,
    value: *mut i64,
    order: Ordering,
) -> R<()> {
    let rt = rt()?;
    let g = rt.signal_group(group.handle).st()?;
    if conditions.is_null() || compare_values.is_null() || signal.is_null() || value.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    let n = g.signals().len();
    let mut conds = Vec::with_capacity(n);
    let mut cmps = Vec::with_capacity(n);
    for i in 0..n {
        // SAFETY: the arrays hold one entry per group member per the API contract.
        let (c, v) = unsafe {
            (
                conditions.add(i).read_unaligned(),
                compare_values.add(i).read_unaligned(),
            )
        };
        conds.push(condition(c).ok_or(INVALID_ARGUMENT)?);
        cmps.push(v);
    }
    let (i, v) = g
        .wait_any(&conds, &cmps, hint(wait_state_hint), order, None)
        .ok_or(ERROR)?;
    // SAFETY: checked non-null.
    unsafe {
        out(
            signal,
            Handle {
                handle: g.signals()[i].handle(),
            },
        )?;
        out(value, v)
    }
}

/// `hsa_signal_group_wait_any_scacquire`.
///
/// # Safety
/// Arrays hold one entry per member; out-pointers writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_signal_group_wait_any_scacquire(
    group: Handle,
    conditions: *const u32,
    compare_values: *const i64,
    wait_state_hint: u32,
    signal: *mut Handle,
    value: *mut i64,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe {
        group_wait(
            group,
            conditions,
            compare_values,
            wait_state_hint,
            signal,
            value,
            Ordering::Acquire,
        )
    })
}

/// `hsa_signal_group_wait_any_relaxed`.
///
/// # Safety
/// Arrays hold one entry per member; out-pointers writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hsa_signal_group_wait_any_relaxed(
    group: Handle,
    conditions: *const u32,
    compare_values: *const i64,
    wait_state_hint: u32,
    signal: *mut Handle,
    value: *mut i64,
) -> Status {
    // SAFETY: forwarded caller contract.
    guard(|| unsafe {
        group_wait(
            group,
            conditions,
            compare_values,
            wait_state_hint,
            signal,
            value,
            Ordering::Relaxed,
        )
    })
}
