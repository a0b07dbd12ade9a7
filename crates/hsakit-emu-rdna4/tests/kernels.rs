//! The OpenCL suite (tests/kernels/rdna4/suite.cl) on every code-object variant (gfx1201 and
//! gfx1200, wave32 and wave64, -O0 and -O2), dispatched on the emulator directly in strict mode.
//! Inputs, host references and checks are shared with the runtime's suite test
//! (tests/kernels/rdna4/suite_host.rs); the seeds here differ from the runtime test's so the two
//! runs see different random inputs.

mod common;
use common::suite::{self, Arg, Device};
use common::*;

/// One code-object variant on a fresh emulator rig.
struct Emu {
    rig: Rig,
    variant: &'static str,
}

impl Device for Emu {
    fn label(&self) -> &str {
        self.variant
    }

    fn buf(&self, bytes: &[u8]) -> u64 {
        self.rig.buf(bytes)
    }

    fn read(&self, addr: u64, n: usize) -> Vec<u8> {
        self.rig.read(addr, n)
    }

    fn run(&self, kernel: &str, grid: [u32; 3], wg: [u16; 3], args: &[Arg]) {
        if let Err(e) = self.rig.run(self.variant, kernel, grid, wg, args) {
            panic!("{} {kernel}: {e}", self.variant);
        }
    }
}

fn each_variant(f: impl Fn(&dyn Device)) {
    for variant in VARIANTS {
        f(&Emu {
            rig: Rig::new(),
            variant,
        });
    }
}

#[test]
fn arith_i32() {
    each_variant(|d| suite::arith_i32(d, 7));
}

#[test]
fn arith_i64() {
    each_variant(|d| suite::arith_i64(d, 11));
}

#[test]
fn bitops() {
    each_variant(|d| suite::bitops(d, 3));
}

#[test]
fn arith_f32() {
    each_variant(|d| suite::arith_f32(d, 5));
}

#[test]
fn arith_f64() {
    each_variant(|d| suite::arith_f64(d, 21));
}

#[test]
fn f16_reference_conversions() {
    suite::check_f16_reference_conversions();
}

#[test]
fn arith_f16() {
    each_variant(|d| suite::arith_f16(d, 31));
}

#[test]
fn divergent() {
    each_variant(|d| suite::divergent(d, 99));
}

#[test]
fn lds_reverse() {
    each_variant(|d| suite::lds_reverse(d, 7));
}

#[test]
fn atomics() {
    each_variant(|d| suite::atomics(d, 5));
}

#[test]
fn grid_2d_3d_partial() {
    each_variant(suite::grid3d_partial_groups);
}

#[test]
fn reduce() {
    each_variant(|d| suite::reduce(d, 37));
}

#[test]
fn scan() {
    each_variant(|d| suite::scan(d, 13));
}

#[test]
fn spill_to_scratch() {
    each_variant(|d| suite::spill_to_scratch(d, 7919));
}
