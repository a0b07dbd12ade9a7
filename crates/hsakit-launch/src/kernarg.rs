//! The kernarg segment: layout per PRM §4.21 (seed `000_…` L4772–L4781) and writing a dispatch's
//! arguments into it.
//!
//! "The memory layout of variables in the kernarg segment is required to be in the same order as
//! the list of kernel formal arguments, starting at offset 0 …, with no padding between variables
//! except to honor the requirements of natural alignment and any align qualifier" (L4772); the
//! segment size is "rounded up to be a multiple of 16" and its base alignment is "the larger of 16
//! bytes and the maximum alignment of the kernel's kernarg segment variables" (L4778–L4781).

use crate::spec::{DispatchSpec, KernargKind, Spec};
use crate::{LaunchError, hex};

/// One formal argument for layout purposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgDecl {
    /// Bytes (arrays included).
    pub size: u32,
    /// Natural alignment (the element type's size) or the `align(n)` qualifier, whichever the
    /// declaration gives (a power of two).
    pub align: u32,
}

/// A computed kernarg layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Offset of each argument.
    pub offsets: Vec<u32>,
    /// End of the last argument (the `kernarg_segment_size` the pack records).
    pub end: u32,
    /// The segment size rounded up to a multiple of 16 (L4778).
    pub size: u32,
    /// max(16, largest argument alignment) (L4780).
    pub alignment: u32,
}

/// The natural alignment (element size in bytes) of a kernarg type name such as `u64`, `f16`,
/// `b128`, `u8x4`, `roimg`, `sig64`; `None` for an unknown name.
pub fn natural_align(ty: &str) -> Option<u32> {
    let ty = ty.trim_start_matches("kernarg_");
    match ty {
        "roimg" | "woimg" | "rwimg" | "samp" | "sig64" => return Some(8),
        "sig32" => return Some(4),
        _ => {}
    }
    let (base, lanes) = match ty.split_once('x') {
        Some((b, l)) => (b, l.parse::<u32>().ok()?),
        None => (ty, 1),
    };
    let bits: u32 = base.get(1..)?.parse().ok()?;
    if !matches!(base.as_bytes().first(), Some(b'u' | b's' | b'f' | b'b'))
        || !matches!(bits, 1 | 8 | 16 | 32 | 64 | 128)
    {
        return None;
    }
    // A packed type is aligned to its whole size (PRM §4.13: u8x4 is 32 bits).
    Some(((bits * lanes) / 8).max(1))
}

/// Lays out formal arguments in order (L4772).
pub fn layout(args: &[ArgDecl]) -> Layout {
    let mut off = 0u32;
    let mut offsets = Vec::with_capacity(args.len());
    let mut max_align = 1u32;
    for a in args {
        let al = a.align.max(1);
        max_align = max_align.max(al);
        off = off.next_multiple_of(al);
        offsets.push(off);
        off = off.saturating_add(a.size);
    }
    Layout {
        offsets,
        end: off,
        size: off.next_multiple_of(16),
        alignment: max_align.max(16),
    }
}

/// Writes the kernarg segment of dispatch `d`: `kernarg_template` bytes (if any) first, then every
/// entry at its offset. `buffer_addr` gives each buffer's address; `group_static_size` is the
/// kernel's static group segment size (for `group_offset` entries). The result is at least
/// `kernarg_segment_size` bytes, rounded up to a multiple of 16.
pub fn write(
    spec: &Spec,
    d: &DispatchSpec,
    buffer_addr: impl Fn(&str) -> Option<u64>,
    group_static_size: u32,
) -> Result<Vec<u8>, LaunchError> {
    let invalid = |msg: String| LaunchError::Invalid {
        file: spec.file.clone(),
        path: format!("dispatch {:?}", d.id.as_deref().unwrap_or(&d.kernel)),
        msg,
    };
    let template = match &d.kernarg_template {
        Some(t) => hex::decode(t).map_err(invalid)?,
        None => Vec::new(),
    };
    let len = (d.kernarg_segment_size as usize)
        .max(template.len())
        .max(1)
        .next_multiple_of(16);
    let mut seg = vec![0u8; len];
    seg[..template.len()].copy_from_slice(&template);
    for k in &d.kernargs {
        let bytes: Vec<u8> = match k.kind {
            KernargKind::Buffer => {
                let id = k.buffer.as_deref().unwrap_or("");
                let a = buffer_addr(id).ok_or_else(|| invalid(format!("no buffer {id:?}")))?;
                a.to_le_bytes()[..k.size.min(8) as usize].to_vec()
            }
            KernargKind::Value => hex::decode(k.hex.as_deref().unwrap_or("")).map_err(invalid)?,
            KernargKind::GroupOffset => group_static_size
                .saturating_add(k.dynamic_offset.unwrap_or(0))
                .to_le_bytes()
                .to_vec(),
        };
        let o = k.offset as usize;
        let dst = seg
            .get_mut(o..o + bytes.len())
            .ok_or_else(|| invalid(format!("kernarg at {o} overruns the segment")))?;
        dst.copy_from_slice(&bytes);
    }
    Ok(seg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn natural_alignments() {
        assert_eq!(natural_align("u64"), Some(8));
        assert_eq!(natural_align("s8"), Some(1));
        assert_eq!(natural_align("f16"), Some(2));
        assert_eq!(natural_align("b128"), Some(16));
        assert_eq!(natural_align("u8x4"), Some(4));
        assert_eq!(natural_align("f32x4"), Some(16));
        assert_eq!(natural_align("kernarg_u32"), Some(4));
        assert_eq!(natural_align("rwimg"), Some(8));
        assert_eq!(natural_align("x64"), None);
        assert_eq!(natural_align("u7"), None);
    }

    #[test]
    fn layout_by_hand() {
        // (u8, u64, u16, align(32) u32, f32[3]) → 0, 8, 16, 32, 36; end 48; size 48; align 32.
        let l = layout(&[
            ArgDecl { size: 1, align: 1 },
            ArgDecl { size: 8, align: 8 },
            ArgDecl { size: 2, align: 2 },
            ArgDecl { size: 4, align: 32 },
            ArgDecl { size: 12, align: 4 },
        ]);
        assert_eq!(l.offsets, vec![0, 8, 16, 32, 36]);
        assert_eq!((l.end, l.size, l.alignment), (48, 48, 32));
        // The vector-add example: three u64 and a u32 → 0, 8, 16, 24; end 28; size 32; align 16.
        let l = layout(&[
            ArgDecl { size: 8, align: 8 },
            ArgDecl { size: 8, align: 8 },
            ArgDecl { size: 8, align: 8 },
            ArgDecl { size: 4, align: 4 },
        ]);
        assert_eq!(l.offsets, vec![0, 8, 16, 24]);
        assert_eq!((l.end, l.size, l.alignment), (28, 32, 16));
        assert_eq!(layout(&[]).size, 0);
    }

    #[test]
    fn writes_buffers_values_and_group_offsets() {
        let text = r#"{"format":"hsakit-prm-vector/1","name":"t",
          "modules":[{"id":"m","file":"k.hsail"}],
          "buffers":[{"id":"a","size":4}],
          "dispatches":[{"kernel":"&k","dimensions":1,"grid_size":[1,1,1],"workgroup_size":[1,1,1],
            "kernarg_segment_size":20,"kernargs":[
              {"type":"u64","offset":0,"size":8,"kind":"buffer","buffer":"a"},
              {"type":"u16","offset":8,"size":2,"kind":"value","hex":"3412"},
              {"type":"u32","offset":12,"size":4,"kind":"group_offset","dynamic_offset":4},
              {"type":"u32","offset":16,"size":4,"kind":"value","hex":"ffffffff"}]}]}"#;
        let s = Spec::parse(text, Path::new("t.json")).unwrap();
        let seg = write(
            &s,
            &s.dispatches[0],
            |id| (id == "a").then_some(0x1122_3344_5566_7788),
            64,
        )
        .unwrap();
        assert_eq!(seg.len(), 32);
        assert_eq!(&seg[..8], &[0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11]);
        assert_eq!(&seg[8..12], &[0x34, 0x12, 0, 0]);
        assert_eq!(&seg[12..16], &68u32.to_le_bytes());
        assert_eq!(&seg[16..20], &[0xff; 4]);
        assert!(seg[20..].iter().all(|&b| b == 0));
    }
}
