//! The benchmark kernels of tests/kernels/rdna4/bench.cl (gfx1201 wave32 -O2) with their buffers
//! and kernel arguments, shared by the criterion bench (`benches/emu.rs`) and the throughput
//! example (`examples/throughput.rs`), which both include this file with `#[path]`.

use hsakit_emu_rdna4::{Dispatch, Kernel};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};

/// A kernel ready to dispatch: its memory (buffers and kernel arguments), code and packet.
pub struct Setup {
    pub mem: Memory,
    pub kernel: Kernel,
    pub dispatch: Dispatch,
}

/// The work-group size of every benchmark dispatch.
const WG: u16 = 256;

/// `name` over a grid of `n` work-items, its explicit kernel arguments written by `args` (which
/// allocates the buffers they point at) and the hidden ones filled in from the metadata.
fn setup(
    name: &str,
    n: u32,
    args: impl Fn(&Memory) -> Result<Vec<u8>, String>,
) -> Result<Setup, String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/kernels/rdna4/bin/bench-gfx1201-w32-O2.hsaco"
    );
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let kernel = Kernel::from_code_object(&bytes, name).map_err(|e| e.to_string())?;
    let co = hsakit_codeobj::read(&bytes).map_err(|e| e.to_string())?;
    let meta = co
        .metadata
        .as_ref()
        .and_then(|m| m.kernels.iter().find(|k| k.name == name))
        .ok_or_else(|| format!("{path}: no metadata for `{name}`"))?;
    let mem = Memory::new();
    let mut ka = args(&mem)?;
    ka.resize(meta.kernarg_segment_size as usize, 0);
    for a in &meta.args {
        let off = a.offset as usize;
        let mut put = |b: &[u8]| match ka.get_mut(off..off + b.len()) {
            Some(dst) => {
                dst.copy_from_slice(b);
                Ok(())
            }
            None => Err(format!(
                "{path}: `{name}` argument at {off} is out of range"
            )),
        };
        match a.value_kind.as_str() {
            "hidden_block_count_x" => put(&(n / u32::from(WG)).to_le_bytes())?,
            "hidden_group_size_x" => put(&WG.to_le_bytes())?,
            "hidden_group_size_y" | "hidden_group_size_z" => put(&1u16.to_le_bytes())?,
            _ => {}
        }
    }
    let kernarg = mem
        .allocate(ka.len() as u64, 64, Perm::ReadWrite, RegionKind::Kernarg)
        .map_err(|e| e.to_string())?;
    GuestView::new(mem.snapshot())
        .write_bytes(kernarg, &ka)
        .map_err(|e| e.to_string())?;
    Ok(Setup {
        mem,
        kernel,
        dispatch: Dispatch {
            grid: [n, 1, 1],
            workgroup: [WG, 1, 1],
            kernarg_address: kernarg,
            ..Dispatch::default()
        },
    })
}

/// A global buffer of `bytes` bytes.
fn buffer(mem: &Memory, bytes: u32) -> Result<u64, String> {
    mem.allocate(
        u64::from(bytes),
        256,
        Perm::ReadWrite,
        RegionKind::GlobalFine,
    )
    .map_err(|e| e.to_string())
}

/// The benchmark kernel `label` (`valu_bound` or `mem_bound`) over `n` work-items.
pub fn kernel_setup(label: &str, n: u32) -> Result<Setup, String> {
    match label {
        // valu_bound(out, iterations): 200 iterations of dependent VALU work per item.
        "valu_bound" => setup(label, n, |mem| {
            let out = buffer(mem, n * 4)?;
            let mut ka = out.to_le_bytes().to_vec();
            ka.extend_from_slice(&200u32.to_le_bytes());
            Ok(ka)
        }),
        // mem_bound(y, x, s, n): y = fma(s, x, y) over n floats.
        "mem_bound" => setup(label, n, |mem| {
            let y = buffer(mem, n * 4)?;
            let x = buffer(mem, n * 4)?;
            let mut ka = y.to_le_bytes().to_vec();
            ka.extend_from_slice(&x.to_le_bytes());
            ka.extend_from_slice(&1.5f32.to_bits().to_le_bytes());
            ka.extend_from_slice(&n.to_le_bytes());
            Ok(ka)
        }),
        _ => Err(format!("no benchmark kernel `{label}`")),
    }
}
