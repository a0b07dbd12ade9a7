//! Test rig: loads the committed clang-19 code objects (tests/kernels/rdna4/bin, rebuilt by
//! tests/kernels/rdna4/build.sh), lays out kernargs from the code object metadata (explicit
//! arguments plus the v5 hidden arguments) and runs dispatches on the emulator.

#![allow(dead_code)]

use hsakit_emu_rdna4::{Dispatch, EmuError, Kernel, Options, Stats};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};
use std::path::PathBuf;

/// The code-object variants every kernel test runs on.
pub const VARIANTS: [&str; 8] = [
    "suite-gfx1201-w32-O2",
    "suite-gfx1201-w64-O2",
    "suite-gfx1201-w32-O0",
    "suite-gfx1201-w64-O0",
    "suite-gfx1200-w32-O2",
    "suite-gfx1200-w64-O2",
    "suite-gfx1200-w32-O0",
    "suite-gfx1200-w64-O0",
];

pub fn bin(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/kernels/rdna4/bin")
        .join(format!("{name}.hsaco"));
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// A kernel argument.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    Buf(u64),
    U32(u32),
}

pub struct Rig {
    pub mem: Memory,
    pub opts: Options,
}

impl Rig {
    pub fn new() -> Rig {
        Rig {
            mem: Memory::new(),
            opts: Options {
                strict: true,
                // EMU_STRICT_SGPR=1 also applies the s_wait_alu rule (clang-19 code fails it).
                strict_sgpr: std::env::var_os("EMU_STRICT_SGPR").is_some(),
                ..Options::default()
            },
        }
    }

    pub fn view(&self) -> GuestView {
        GuestView::new(self.mem.snapshot())
    }

    pub fn buf(&self, bytes: &[u8]) -> u64 {
        let a = self
            .mem
            .allocate(
                bytes.len().max(1) as u64,
                256,
                Perm::ReadWrite,
                RegionKind::GlobalFine,
            )
            .expect("allocate");
        self.view().write_bytes(a, bytes).expect("init");
        a
    }

    pub fn read(&self, a: u64, n: usize) -> Vec<u8> {
        let mut out = vec![0u8; n];
        self.view().read_bytes(a, &mut out).expect("read back");
        out
    }

    /// Runs `kernel` from code object `variant`.
    pub fn run(
        &self,
        variant: &str,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
    ) -> Result<Stats, EmuError> {
        let (k, d) = self.prepare(variant, kernel, grid, wg, args)?;
        hsakit_emu_rdna4::dispatch(&k, &d, self.mem.snapshot(), &self.opts)
    }

    /// Runs `kernel` from code object `variant` with a cancel check.
    pub fn run_cancellable(
        &self,
        variant: &str,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
        cancel: &(dyn Fn() -> bool + Sync),
    ) -> Result<Stats, EmuError> {
        let (k, d) = self.prepare(variant, kernel, grid, wg, args)?;
        hsakit_emu_rdna4::dispatch_cancellable(&k, &d, self.mem.snapshot(), &self.opts, cancel)
    }

    /// Traces one wave of one work-group.
    #[allow(clippy::too_many_arguments)]
    pub fn trace(
        &self,
        variant: &str,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
        group: [u32; 3],
        wave: u32,
    ) -> (Vec<hsakit_emu_rdna4::TraceStep>, Result<(), EmuError>) {
        let (k, d) = match self.prepare(variant, kernel, grid, wg, args) {
            Ok(x) => x,
            Err(e) => return (Vec::new(), Err(e)),
        };
        hsakit_emu_rdna4::trace(&k, &d, self.mem.snapshot(), &self.opts, group, wave, 10_000)
    }

    fn prepare(
        &self,
        variant: &str,
        kernel: &str,
        grid: [u32; 3],
        wg: [u16; 3],
        args: &[Arg],
    ) -> Result<(Kernel, Dispatch), EmuError> {
        let bytes = bin(variant);
        let k = Kernel::from_code_object(&bytes, kernel)?;
        let co = hsakit_codeobj::read(&bytes).expect("code object");
        let meta = co
            .metadata
            .as_ref()
            .and_then(|m| m.kernels.iter().find(|k| k.name == kernel))
            .expect("metadata");
        let size = meta.kernarg_segment_size.max(16) as usize;
        let mut ka = vec![0u8; size];
        let mut explicit = args.iter();
        // hidden_block_count_*: the number of full work-groups (grid / group, rounded down).
        let counts: [u32; 3] = std::array::from_fn(|i| grid[i] / u32::from(wg[i]));
        let dims = grid.iter().filter(|&&g| g > 1).count().max(1) as u16;
        for a in &meta.args {
            let off = a.offset as usize;
            let put = |ka: &mut Vec<u8>, b: &[u8]| {
                ka[off..off + b.len()].copy_from_slice(b);
            };
            match a.value_kind.as_str() {
                "global_buffer" | "by_value" => match explicit.next() {
                    Some(Arg::Buf(p)) => put(&mut ka, &p.to_le_bytes()),
                    Some(Arg::U32(v)) => put(&mut ka, &v.to_le_bytes()),
                    None => panic!("too few arguments for {kernel}"),
                },
                "hidden_block_count_x" => put(&mut ka, &counts[0].to_le_bytes()),
                "hidden_block_count_y" => put(&mut ka, &counts[1].to_le_bytes()),
                "hidden_block_count_z" => put(&mut ka, &counts[2].to_le_bytes()),
                "hidden_group_size_x" => put(&mut ka, &wg[0].to_le_bytes()),
                "hidden_group_size_y" => put(&mut ka, &wg[1].to_le_bytes()),
                "hidden_group_size_z" => put(&mut ka, &wg[2].to_le_bytes()),
                "hidden_remainder_x" => put(
                    &mut ka,
                    &((grid[0] % u32::from(wg[0])) as u16).to_le_bytes(),
                ),
                "hidden_remainder_y" => put(
                    &mut ka,
                    &((grid[1] % u32::from(wg[1])) as u16).to_le_bytes(),
                ),
                "hidden_remainder_z" => put(
                    &mut ka,
                    &((grid[2] % u32::from(wg[2])) as u16).to_le_bytes(),
                ),
                "hidden_grid_dims" => put(&mut ka, &dims.to_le_bytes()),
                "hidden_private_base" => put(
                    &mut ka,
                    &((hsakit_emu_rdna4::PRIVATE_APERTURE >> 32) as u32).to_le_bytes(),
                ),
                "hidden_shared_base" => put(
                    &mut ka,
                    &((hsakit_emu_rdna4::SHARED_APERTURE >> 32) as u32).to_le_bytes(),
                ),
                _ => {}
            }
        }
        let kernarg = self
            .mem
            .allocate(size as u64, 64, Perm::ReadWrite, RegionKind::Kernarg)
            .expect("kernarg");
        self.view().write_bytes(kernarg, &ka).expect("kernarg");
        let packet = self.buf(&[0u8; 64]);
        let d = Dispatch {
            grid,
            workgroup: wg,
            kernarg_address: kernarg,
            packet_address: packet,
            queue_address: 0,
            dispatch_id: 1,
            private_segment_size: 0,
            group_segment_size: 0,
        };
        Ok((k, d))
    }
}

pub fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

pub fn dwords(b: &[u8]) -> Vec<u64> {
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
        .collect()
}

pub fn halves(b: &[u8]) -> Vec<u16> {
    b.chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

pub fn bytes_of_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

pub fn bytes_of_u64(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Deterministic pseudo-random numbers (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}
