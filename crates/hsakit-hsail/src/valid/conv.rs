//! Constant conversion rules: which literal or typed constant may stand where a value of a given
//! type is expected (a variable initializer, an instruction's immediate operand, an element of
//! a packed constant).
//!
//! The seed states the principle (4.8 constants, L2983–L3538; Table 4–1 "Text constants and
//! results of the conversion", L3311–L3330; no integer constant for a 128-bit type, L3507).
//! The exact verdicts and messages
//! are those `HSAILasm` gives (probed over every expected type × constant kind; see the
//! `hsail-negative` corpus groups `conv1_*`):
//! * an untyped integer fits an integer type or a bit type up to 64 bits (b1 included);
//! * a float literal is an `fN` constant by its suffix (`1.0` is f64, `1.0f` f32, `1.0h` f16,
//!   `0fXXXXXXXX` f32, `0dX…` f64, `0hXXXX` f16);
//! * a typed or float constant of type `T` fits `T` itself, or a bit type `b8`…`b128` of the
//!   same size (never `b1`, and a signal never converts);
//! * a nonzero integer never initializes a signal handle.

use crate::brig::consts::ty;

/// The kind of a constant before it is converted to the expected type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstSource {
    /// An untyped integer literal; `true` when it is nonzero.
    Integer(bool),
    /// A typed constant `T(…)`, or a float literal of its width (`T` is `f16`/`f32`/`f64`).
    Typed(u16),
}

/// The type named in "expected X constant" messages: bit types read as the unsigned type of
/// their size (b128 as u8x16), as `HSAILasm` names them.
pub(crate) fn expected_name(t: u16) -> String {
    let t = match t {
        ty::B1 | ty::B8 => ty::U8,
        ty::B16 => ty::U16,
        ty::B32 => ty::U32,
        ty::B64 => ty::U64,
        ty::B128 => ty::U8 | (3 << 5),
        _ => t,
    };
    ty::name(t)
}

/// Whether a typed constant of type `t` may stand where `target` is expected.
pub(crate) fn typed_fits(t: u16, target: u16) -> bool {
    t == target
        || (matches!(target, ty::B8 | ty::B16 | ty::B32 | ty::B64 | ty::B128)
            && !matches!(t, ty::SIG32 | ty::SIG64)
            && ty::bits(t) == ty::bits(target))
}

/// The message `HSAILasm` gives when `src` cannot stand where a value of type `target` is
/// expected (`init`: in a variable initializer), or `None` when it may.
pub(crate) fn conversion_error(src: ConstSource, target: u16, init: bool) -> Option<String> {
    let target = target & !ty::ARRAY;
    match src {
        ConstSource::Integer(nonzero) => {
            let b = ty::base(target);
            if matches!(target, ty::SIG32 | ty::SIG64) {
                return if nonzero {
                    Some("Signal handle can only be initialized with 0".into())
                } else if init {
                    Some(format!(
                        "Invalid initializer, expected {} constant",
                        expected_name(target)
                    ))
                } else {
                    None
                };
            }
            if ty::is_opaque(target) {
                return init.then(|| {
                    format!(
                        "Invalid initializer, expected {} constant",
                        expected_name(target)
                    )
                });
            }
            let fits = !ty::is_packed(target)
                && (ty::is_signed(b) || ty::is_unsigned(b) || matches!(b, ty::B1..=ty::B64));
            (!fits).then(|| {
                format!(
                    "Integer constant cannot be converted to {}",
                    ty::name(target)
                )
            })
        }
        ConstSource::Typed(t) => (!typed_fits(t, target)).then(|| {
            format!(
                "{} constant cannot be converted to {}",
                ty::name(t),
                ty::name(target)
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> u16 {
        ty::parse(s).unwrap_or(0)
    }

    // Expected verdicts are HSAILasm's, probed by hand (`global_T &x = SRC;`).
    #[test]
    fn integers_fit_integer_and_bit_types_only() {
        assert_eq!(
            conversion_error(ConstSource::Integer(true), ty::U8, true),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(true), ty::B64, true),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(true), ty::B1, false),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(false), ty::F16, true).as_deref(),
            Some("Integer constant cannot be converted to f16")
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(false), p("u16x2"), true).as_deref(),
            Some("Integer constant cannot be converted to u16x2")
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(true), ty::B128, false).as_deref(),
            Some("Integer constant cannot be converted to b128")
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(true), ty::SIG64, true).as_deref(),
            Some("Signal handle can only be initialized with 0")
        );
        assert_eq!(
            conversion_error(ConstSource::Integer(false), ty::RWIMG, true).as_deref(),
            Some("Invalid initializer, expected rwimg constant")
        );
    }

    #[test]
    fn typed_constants_fit_their_type_or_a_bit_type_of_their_size() {
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::U8), ty::B8, true),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::F16), ty::B16, true),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(p("u8x4")), ty::B32, true),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(p("u8x16")), ty::B128, false),
            None
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::F64), ty::F32, true).as_deref(),
            Some("f64 constant cannot be converted to f32")
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::S32), ty::S64, true).as_deref(),
            Some("s32 constant cannot be converted to s64")
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::SIG64), ty::B64, true).as_deref(),
            Some("sig64 constant cannot be converted to b64")
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(ty::U8), ty::B1, false).as_deref(),
            Some("u8 constant cannot be converted to b1")
        );
        assert_eq!(
            conversion_error(ConstSource::Typed(p("s8x4")), p("u8x4"), true).as_deref(),
            Some("s8x4 constant cannot be converted to u8x4")
        );
        assert_eq!(expected_name(ty::B128), "u8x16");
        assert_eq!(expected_name(ty::B8), "u8");
    }
}
