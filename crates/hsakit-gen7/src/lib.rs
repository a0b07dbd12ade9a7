//! Intel Ivy Bridge (Gen7) EU instruction set (seed `002_…`, chapters 3, 5 and 6).
//!
//! * [`inst`]: the typed instruction ([`Instruction`]), shared with the emulator and finalizer.
//! * [`decode`] / [`encode`]: the native 128-bit and compact 64-bit encodings; decode errors keep
//!   "invalid" apart from "not implemented" ([`DecodeError`]).
//! * [`compact`]: the compaction tables, rebuilt from the seed's mapped meanings.
//! * [`asm`] / [`print`]: Mesa's brw syntax.
//!
//! Tables come from `data/gen7/*.toml` through `cargo xtask codegen` (`generated.rs`).

#![forbid(unsafe_code)]

pub mod arbitrary;
pub mod asm;
pub mod compact;
pub mod error;
pub mod gen4norm;
#[rustfmt::skip]
pub mod generated;
pub mod input;
pub mod inst;
pub mod native;
pub mod print;
pub mod tables;
pub mod validate;

pub use error::{DecodeError, EncodeError};
pub use inst::Instruction;

/// Decodes the instruction at the start of `bytes` (native or compact). Returns the instruction,
/// its size in bytes (16 or 8) and whether it was compact.
pub fn decode(bytes: &[u8]) -> Result<(Instruction, usize, bool), DecodeError> {
    decode_at(bytes, 0)
}

/// Decodes the instruction at byte `offset` of `bytes`.
pub fn decode_at(bytes: &[u8], offset: usize) -> Result<(Instruction, usize, bool), DecodeError> {
    let rest = bytes.get(offset..).unwrap_or(&[]);
    if rest.len() < 8 {
        return Err(DecodeError::Truncated {
            offset,
            needed: 8,
            available: rest.len(),
        });
    }
    let mut lo = [0u8; 8];
    lo.copy_from_slice(&rest[..8]);
    let q = u64::from_le_bytes(lo);
    if q >> 29 & 1 != 0 {
        let w = compact::uncompact(q, offset)?;
        return native::decode_native(w, offset).map(|i| (i, 8, true));
    }
    if rest.len() < 16 {
        return Err(DecodeError::Truncated {
            offset,
            needed: 16,
            available: rest.len(),
        });
    }
    let mut b = [0u8; 16];
    b.copy_from_slice(&rest[..16]);
    native::decode_native(u128::from_le_bytes(b), offset).map(|i| (i, 16, false))
}

/// Encodes an instruction in the native 128-bit form.
pub fn encode(inst: &Instruction) -> Result<[u8; 16], EncodeError> {
    native::encode_native(inst).map(u128::to_le_bytes)
}

/// Encodes an instruction in the compact 64-bit form, if it has one.
pub fn encode_compact(inst: &Instruction) -> Option<[u8; 8]> {
    let w = native::encode_native(inst).ok()?;
    compact::compact(w).map(u64::to_le_bytes)
}

/// Disassembles a whole buffer, one instruction per line; undecodable instructions are printed
/// as a comment with the error and decoding resumes 16 bytes later.
pub fn disassemble(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(bytes.len() / 16 * 100);
    let mut off = 0;
    while off < bytes.len() {
        match decode_at(bytes, off) {
            Ok((inst, size, compacted)) => {
                print::print_instruction(&mut out, &inst, compacted);
                out.push(b'\n');
                off += size;
            }
            Err(e) => {
                out.extend_from_slice(format!("/* {e} */\n").as_bytes());
                off += 16;
            }
        }
    }
    // The printer and the error messages are ASCII/UTF-8.
    String::from_utf8_lossy(&out).into_owned()
}
