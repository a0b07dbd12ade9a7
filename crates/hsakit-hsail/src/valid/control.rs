//! Control directives (13.5, L15937–L16260; BRIG enum, `CONTROLS`): operand count,
//! whether `WAVESIZE` is allowed, value ranges. Messages are `HSAILasm`'s.

/// One operand of a control directive as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CtlOperand {
    /// `WAVESIZE`.
    Wavesize,
    /// An integer value.
    Value(u64),
}

/// Operands a control directive takes, whether it accepts `WAVESIZE`, and the lowest value
/// (`requireddim` also has a highest, 3).
fn shape(control: u8) -> (usize, bool, u64) {
    match control {
        1..=3 => (1, false, 0),
        4 | 5 => (1, true, 1),
        6 => (1, false, 1),
        7 | 8 => (3, true, 1),
        _ => (0, false, 0),
    }
}

/// The first rule the operands of `control` break: the operand index (`None` for the
/// directive itself) and the message.
pub(crate) fn control_error(control: u8, ops: &[CtlOperand]) -> Option<(Option<usize>, String)> {
    let (n, wavesize, min) = shape(control);
    if n == 0 {
        return (!ops.is_empty()).then(|| (None, "directive has no arguments".into()));
    }
    if ops.len() < n {
        return Some((None, "Insufficient number of operands".into()));
    }
    for (k, o) in ops.iter().enumerate() {
        match *o {
            CtlOperand::Wavesize if !wavesize => {
                return Some((
                    Some(k),
                    "Invalid operand of control directive (wavesize is not allowed)".into(),
                ));
            }
            CtlOperand::Value(v) if control == 6 && !(1..=3).contains(&v) => {
                return Some((Some(k), "Operand value must be in the range [1..3]".into()));
            }
            CtlOperand::Value(v) if v < min => {
                return Some((
                    Some(k),
                    format!("Operand value must be greater than {}", min - 1),
                ));
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected messages from the hsail-negative corpus (*_directive groups).
    #[test]
    fn control_operands() {
        assert_eq!(
            control_error(9, &[CtlOperand::Value(1)]).map(|e| e.1),
            Some("directive has no arguments".into())
        );
        assert_eq!(
            control_error(7, &[CtlOperand::Value(1), CtlOperand::Value(2)]).map(|e| e.1),
            Some("Insufficient number of operands".into())
        );
        assert_eq!(
            control_error(4, &[CtlOperand::Value(0)]),
            Some((Some(0), "Operand value must be greater than 0".into()))
        );
        assert_eq!(
            control_error(6, &[CtlOperand::Value(0)]).map(|e| e.1),
            Some("Operand value must be in the range [1..3]".into())
        );
        assert_eq!(
            control_error(1, &[CtlOperand::Wavesize]).map(|e| e.0),
            Some(Some(0))
        );
        assert_eq!(control_error(5, &[CtlOperand::Wavesize]), None);
    }
}
