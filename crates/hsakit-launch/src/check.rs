//! Evaluating a check against the bytes an agent left in a buffer.

use crate::compare::ElemType;
use crate::hex;
use crate::spec::{CheckSpec, Symbolic};

/// Values only the runtime knows, for `expected_symbolic` checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuntimeValues {
    /// The AQL packet id (queue write index) of the dispatch.
    pub dispatch_packet_id: u64,
    /// The handle of the dispatch's completion signal.
    pub completion_signal_handle: u64,
}

/// One failing element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// Element index.
    pub element: u64,
    /// Expected value, rendered.
    pub expected: String,
    /// Actual value, rendered.
    pub actual: String,
}

/// The outcome of one check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// The buffer checked.
    pub buffer: String,
    /// Element type.
    pub elem_type: ElemType,
    /// Elements checked.
    pub count: u64,
    /// Elements that failed.
    pub failed: u64,
    /// The first failing elements (up to the requested number).
    pub first: Vec<Mismatch>,
}

impl CheckReport {
    /// True when every element passed.
    pub fn passed(&self) -> bool {
        self.failed == 0
    }

    /// The one-line reason a failed check (number `index` of the spec) gives, naming the first
    /// differing element when it was kept: `check 0 (c) 1 of 256 elements differ: element 3
    /// expected 4 got 5`. `None` when the check passed.
    pub fn failure(&self, index: usize) -> Option<String> {
        if self.passed() {
            return None;
        }
        let m = self
            .first
            .first()
            .map(|m| {
                format!(
                    ": element {} expected {} got {}",
                    m.element, m.expected, m.actual
                )
            })
            .unwrap_or_default();
        Some(format!(
            "check {index} ({}) {} of {} elements differ{m}",
            self.buffer, self.failed, self.count
        ))
    }
}

/// Evaluates `check` on `buffer` (the whole buffer's bytes), keeping up to `keep` mismatches.
/// A buffer too short for the checked range counts its missing elements as failures.
pub fn evaluate(check: &CheckSpec, buffer: &[u8], rt: &RuntimeValues, keep: usize) -> CheckReport {
    let size = check.elem_type.size();
    let expected: Vec<u8> = match (&check.expected, check.expected_symbolic) {
        (Some(h), _) => hex::decode(h).unwrap_or_default(),
        (None, Some(sym)) => {
            let v = match sym {
                Symbolic::DispatchPacketId => rt.dispatch_packet_id,
                Symbolic::CompletionSignalHandle => rt.completion_signal_handle,
            };
            let mut e = Vec::new();
            for _ in 0..check.count {
                e.extend_from_slice(&v.to_le_bytes()[..size.min(8)]);
                e.resize(e.len() + size.saturating_sub(8), 0);
            }
            e
        }
        (None, None) => Vec::new(),
    };
    let mut report = CheckReport {
        buffer: check.buffer.clone(),
        elem_type: check.elem_type,
        count: check.count,
        failed: 0,
        first: Vec::new(),
    };
    for i in 0..check.count {
        let lo = i as usize * size;
        let e = expected.get(lo..lo + size);
        let a = (check.offset as usize)
            .checked_add(lo)
            .and_then(|s| buffer.get(s..s + size));
        let ok = match (e, a) {
            (Some(e), Some(a)) => check.compare.element(check.elem_type, e, a),
            _ => false,
        };
        if !ok {
            report.failed += 1;
            if report.first.len() < keep {
                report.first.push(Mismatch {
                    element: i,
                    expected: e.map_or("<missing>".into(), |e| check.elem_type.render(e)),
                    actual: a.map_or("<missing>".into(), |a| check.elem_type.render(a)),
                });
            }
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Compare;

    fn chk(ty: ElemType, count: u64, expected: Option<&str>, sym: Option<Symbolic>) -> CheckSpec {
        CheckSpec {
            buffer: "b".into(),
            offset: 0,
            elem_type: ty,
            count,
            expected: expected.map(String::from),
            expected_symbolic: sym,
            compare: Compare::exact(),
            hc_method: None,
        }
    }

    #[test]
    fn counts_and_reports_first_mismatches() {
        let c = chk(ElemType::U16, 3, Some("010002000300"), None);
        let r = evaluate(&c, &[1, 0, 9, 0, 3, 0, 0xaa], &RuntimeValues::default(), 5);
        assert_eq!(r.failed, 1);
        assert_eq!(
            r.first,
            vec![Mismatch {
                element: 1,
                expected: "2 (0x2)".into(),
                actual: "9 (0x9)".into()
            }]
        );
        let r = evaluate(&c, &[1, 0, 2, 0, 3, 0], &RuntimeValues::default(), 5);
        assert!(r.passed());
        // A short buffer fails the elements it lacks.
        let r = evaluate(&c, &[1, 0, 2, 0], &RuntimeValues::default(), 5);
        assert_eq!(r.failed, 1);
    }

    #[test]
    fn symbolic_expectations() {
        let c = chk(ElemType::U64, 2, None, Some(Symbolic::DispatchPacketId));
        let rt = RuntimeValues {
            dispatch_packet_id: 7,
            completion_signal_handle: 0xdead,
        };
        let mut buf = 7u64.to_le_bytes().to_vec();
        buf.extend_from_slice(&7u64.to_le_bytes());
        assert!(evaluate(&c, &buf, &rt, 5).passed());
        let c = chk(
            ElemType::U64,
            2,
            None,
            Some(Symbolic::CompletionSignalHandle),
        );
        assert_eq!(evaluate(&c, &buf, &rt, 5).failed, 2);
    }
}
