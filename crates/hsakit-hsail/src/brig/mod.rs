//! BRIG containers (seed ch. 18, L16918–L21590): constants, the writer and the checked reader.
//!
//! Layout written (as `HSAILasm` writes it, L16969–L17061): a 104-byte module header, the
//! section index (three `u64` offsets) at offset 104, then `hsa_data`, `hsa_code` and
//! `hsa_operand`, each starting on a 16-byte boundary; the file is zero-padded to 16 bytes.

pub mod consts;
mod generated;
mod reader;
pub mod view;
mod writer;

pub use reader::{BrigError, read, read_owned};
pub use view::{BrigView, check};
// Record encoding and decoding for a module that keeps its entries as BRIG records
// (`Module::encode_records`).
pub(crate) use reader::{Cur as RecordCursor, decode_inst, read_code, read_operand};
pub use writer::{write, write_to};
pub(crate) use writer::{write_code, write_inst, write_operand};

/// The BRIG magic (L17478).
pub const MAGIC: &[u8; 8] = b"HSA BRIG";
/// Size of the module header (L17478–L17536).
pub const MODULE_HEADER_LEN: usize = 104;
