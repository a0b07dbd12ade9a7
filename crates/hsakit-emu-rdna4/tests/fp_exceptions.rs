//! Float exceptions per TRAP_CTRL (seed L1274–1287: bit 0 invalid, 3 overflow, 5 inexact):
//! an enabled exception raised by an active lane stops the wave with
//! [`EmuError::FpException`] naming the instruction; disabled ones and inactive lanes do not.
//! Encodings from `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied below).

use hsakit_emu_rdna4::{EmuError, run_raw};

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];
/// s_setreg_imm32_b32 hwreg(HW_REG_TRAP_CTRL), 8 (overflow)
const TRAP_OVERFLOW: [u8; 8] = [0x13, 0xf8, 0x80, 0xb9, 0x08, 0x00, 0x00, 0x00];
/// s_setreg_imm32_b32 hwreg(HW_REG_TRAP_CTRL), 32 (inexact)
const TRAP_INEXACT: [u8; 8] = [0x13, 0xf8, 0x80, 0xb9, 0x20, 0x00, 0x00, 0x00];
/// s_setreg_imm32_b32 hwreg(HW_REG_TRAP_CTRL), 1 (invalid)
const TRAP_INVALID: [u8; 8] = [0x13, 0xf8, 0x80, 0xb9, 0x01, 0x00, 0x00, 0x00];
/// v_mul_f32_e32 v1, v2, v3
const MUL: [u8; 4] = [0x02, 0x07, 0x02, 0x10];
/// v_add_f32_e32 v1, v2, v3
const ADD: [u8; 4] = [0x02, 0x07, 0x02, 0x06];
/// v_mul_f64_e32 v[4:5], v[6:7], v[8:9]
const MUL64: [u8; 4] = [0x06, 0x11, 0x08, 0x0c];
/// s_mov_b32 exec_lo, 0x7f
const EXEC_LANES_0_6: [u8; 8] = [0xff, 0x00, 0xfe, 0xbe, 0x7f, 0x00, 0x00, 0x00];

fn prog(parts: &[&[u8]]) -> Vec<u8> {
    let mut v: Vec<u8> = parts.iter().flat_map(|p| p.iter().copied()).collect();
    v.extend_from_slice(&ENDPGM);
    v
}

/// v2 = 1.5 and v3 = 2.0 in every lane but lane 7, where both are 1e30 (the product, 1e60,
/// overflows binary32).
fn inputs() -> Vec<(u8, Vec<u32>)> {
    let pick = |l: usize, x: f32| if l == 7 { 1e30f32 } else { x }.to_bits();
    vec![
        (2, (0..32).map(|l| pick(l, 1.5)).collect()),
        (3, (0..32).map(|l| pick(l, 2.0)).collect()),
    ]
}

#[test]
fn disabled_exceptions_do_not_trap() {
    let st = run_raw(&prog(&[&MUL]), false, &[], &inputs()).expect("no trap without TRAP_CTRL");
    assert_eq!(st.vgprs[1][0], 3.0f32.to_bits());
    assert_eq!(st.vgprs[1][7], f32::INFINITY.to_bits());
}

#[test]
fn enabled_overflow_stops_the_wave() {
    // setreg at 0 (8 bytes), add at 8 (1.5 + 2.0 = 3.5 exact; 2e30 in lane 7, no overflow),
    // mul at 12 (overflows in lane 7).
    let r = run_raw(&prog(&[&TRAP_OVERFLOW, &ADD, &MUL]), false, &[], &inputs());
    match r {
        Err(EmuError::FpException {
            pc,
            raised,
            trap_ctrl,
            ..
        }) => {
            assert_eq!((pc, raised, trap_ctrl), (12, 8, 8));
            let msg = r.unwrap_err().to_string();
            assert!(msg.contains("floating-point exception (overflow)"), "{msg}");
        }
        other => panic!("expected an overflow exception, got {other:?}"),
    }
}

#[test]
fn inactive_lanes_raise_nothing() {
    // Only lanes 0–6 run the multiply; lane 7's overflow is not computed.
    let st = run_raw(
        &prog(&[&TRAP_OVERFLOW, &EXEC_LANES_0_6, &MUL]),
        false,
        &[],
        &inputs(),
    )
    .expect("lane 7 is inactive");
    assert_eq!(st.vgprs[1][6], 3.0f32.to_bits());
}

#[test]
fn inexact_and_invalid() {
    // 1.5 + 2^-30: not representable in binary32 (24-bit significand) → inexact, at pc 8.
    let v = vec![
        (2, vec![1.5f32.to_bits(); 32]),
        (3, vec![2f32.powi(-30).to_bits(); 32]),
    ];
    match run_raw(&prog(&[&TRAP_INEXACT, &ADD]), false, &[], &v) {
        Err(EmuError::FpException { pc: 8, raised, .. }) => assert_eq!(raised, 0x20),
        other => panic!("expected inexact, got {other:?}"),
    }
    // The same add with only overflow enabled completes (1.5 rounded, no trap).
    let st = run_raw(&prog(&[&TRAP_OVERFLOW, &ADD]), false, &[], &v).expect("inexact not enabled");
    assert_eq!(st.vgprs[1][0], 1.5f32.to_bits());
    // f64: 0 × ∞ is invalid (lane 3 only; the others multiply 2 × 3 = 6 exactly).
    let lo_hi = |f: &dyn Fn(usize) -> f64| {
        let bits: Vec<u64> = (0..32).map(f).map(f64::to_bits).collect();
        (
            bits.iter().map(|b| *b as u32).collect::<Vec<_>>(),
            bits.iter().map(|b| (*b >> 32) as u32).collect::<Vec<_>>(),
        )
    };
    let (a0, a1) = lo_hi(&|l| if l == 3 { 0.0 } else { 2.0 });
    let (b0, b1) = lo_hi(&|l| if l == 3 { f64::INFINITY } else { 3.0 });
    let v64 = vec![(6, a0), (7, a1), (8, b0), (9, b1)];
    match run_raw(&prog(&[&TRAP_INVALID, &MUL64]), false, &[], &v64) {
        Err(EmuError::FpException { pc: 8, raised, .. }) => assert_eq!(raised, 1),
        other => panic!("expected invalid, got {other:?}"),
    }
}
