//! Test rig: loads the committed clang-19 code objects (tests/kernels/rdna4/bin, rebuilt by
//! tests/kernels/rdna4/build.sh), lays out kernargs from the code object metadata (explicit
//! arguments plus the v5 hidden arguments) and runs dispatches on the emulator.

#![allow(dead_code)]

use hsakit_emu_rdna4::{Dispatch, EmuError, Kernel, Options, Stats};
use hsakit_mem::{GuestView, Memory, Perm, RegionKind};

#[path = "../../../../tests/kernels/rdna4/suite_host.rs"]
pub mod suite;

// Each test crate including this module uses a different part of it.
#[allow(unused_imports)]
pub use suite::{Arg, VARIANTS, words};

pub fn bin(name: &str) -> Vec<u8> {
    suite::code_object(env!("CARGO_MANIFEST_DIR"), name)
}

pub fn bytes_of_u32(v: &[u32]) -> Vec<u8> {
    suite::le32(v)
}

pub fn bytes_of_u64(v: &[u64]) -> Vec<u8> {
    suite::le64(v)
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
        let ka = suite::kernarg_segment(&bytes, kernel, 0, grid, wg, args);
        let size = ka.len();
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
