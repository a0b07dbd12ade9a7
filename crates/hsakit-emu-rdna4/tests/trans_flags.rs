//! Exception flags of the transcendentals (`V_EXP/LOG/RCP/RSQ/SQRT/SIN/COS`, f32/f16/f64) with
//! every float exception enabled in TRAP_CTRL (seed L1276–1290: bit 0 invalid, 1 input
//! denormal, 2 divide by zero, 3 overflow, 4 underflow, 5 inexact; 6 integer divide by zero
//! for `V_RCP_IFLAG_F32`): the expected bits are worked out by
//! hand from the inputs (see `src/trans.rs` for the rules). Encodings from
//! `llvm-mc-19 -triple=amdgcn -mcpu=gfx1201 -show-encoding` (copied below).

use hsakit_emu_rdna4::{EmuError, run_raw};

const ENDPGM: [u8; 4] = [0x00, 0x00, 0xb0, 0xbf];
/// s_setreg_imm32_b32 hwreg(HW_REG_TRAP_CTRL), 63
const TRAP_ALL: [u8; 8] = [0x13, 0xf8, 0x80, 0xb9, 0x3f, 0x00, 0x00, 0x00];
const EXP_F32: [u8; 4] = [0x02, 0x4b, 0x02, 0x7e]; // v_exp_f32_e32 v1, v2
const LOG_F32: [u8; 4] = [0x02, 0x4f, 0x02, 0x7e]; // v_log_f32_e32 v1, v2
const RCP_F32: [u8; 4] = [0x02, 0x55, 0x02, 0x7e]; // v_rcp_f32_e32 v1, v2
const RSQ_F32: [u8; 4] = [0x02, 0x5d, 0x02, 0x7e]; // v_rsq_f32_e32 v1, v2
const SQRT_F32: [u8; 4] = [0x02, 0x67, 0x02, 0x7e]; // v_sqrt_f32_e32 v1, v2
const RCP_IFLAG: [u8; 4] = [0x02, 0x57, 0x02, 0x7e]; // v_rcp_iflag_f32_e32 v1, v2
const EXP_F16: [u8; 4] = [0x02, 0xb1, 0x02, 0x7e]; // v_exp_f16_e32 v1, v2
const LOG_F16: [u8; 4] = [0x02, 0xaf, 0x02, 0x7e]; // v_log_f16_e32 v1, v2
const RCP_F16: [u8; 4] = [0x02, 0xa9, 0x02, 0x7e]; // v_rcp_f16_e32 v1, v2
const RSQ_F16: [u8; 4] = [0x02, 0xad, 0x02, 0x7e]; // v_rsq_f16_e32 v1, v2
const SQRT_F16: [u8; 4] = [0x02, 0xab, 0x02, 0x7e]; // v_sqrt_f16_e32 v1, v2
const RCP_F64: [u8; 4] = [0x06, 0x5f, 0x08, 0x7e]; // v_rcp_f64_e32 v[4:5], v[6:7]
const RSQ_F64: [u8; 4] = [0x06, 0x63, 0x08, 0x7e]; // v_rsq_f64_e32 v[4:5], v[6:7]
const SQRT_F64: [u8; 4] = [0x06, 0x69, 0x08, 0x7e]; // v_sqrt_f64_e32 v[4:5], v[6:7]
const SIN_F32: [u8; 4] = [0x02, 0x6b, 0x02, 0x7e]; // v_sin_f32_e32 v1, v2
const COS_F32: [u8; 4] = [0x02, 0x6d, 0x02, 0x7e]; // v_cos_f32_e32 v1, v2
const SIN_F16: [u8; 4] = [0x02, 0xc1, 0x02, 0x7e]; // v_sin_f16_e32 v1, v2
const COS_F16: [u8; 4] = [0x02, 0xc3, 0x02, 0x7e]; // v_cos_f16_e32 v1, v2

const INVALID: u32 = 1;
const DENORM: u32 = 2;
const DIV0: u32 = 4;
const OVERFLOW: u32 = 8;
const UNDERFLOW: u32 = 16;
const INEXACT: u32 = 32;
/// TRAP_CTRL bit 6, alu_int_div0 (seed L1288).
const INT_DIV0: u32 = 64;

/// Runs `op` on `input` (v2 for 32/16-bit ops; v[6:7] for f64) with every trap enabled:
/// the raised TRAP_CTRL bits (0 = the instruction completed), and v1 / v4 after it.
fn raised(op: [u8; 4], input: u64) -> (u32, u32) {
    raised_with(TRAP_ALL[4], op, input)
}

/// [`raised`] with TRAP_CTRL = `trap` (`s_setreg_imm32_b32 hwreg(HW_REG_TRAP_CTRL), trap`: the
/// literal is the last dword of `TRAP_ALL`).
fn raised_with(trap: u8, op: [u8; 4], input: u64) -> (u32, u32) {
    let mut code = TRAP_ALL.to_vec();
    code[4] = trap;
    code.extend_from_slice(&op);
    code.extend_from_slice(&ENDPGM);
    let init = vec![
        (2, vec![input as u32; 32]),
        (6, vec![input as u32; 32]),
        (7, vec![(input >> 32) as u32; 32]),
    ];
    match run_raw(&code, false, &[], &init) {
        Ok(st) => (
            0,
            if op[2] == 0x08 {
                st.vgprs[4][0]
            } else {
                st.vgprs[1][0]
            },
        ),
        Err(EmuError::FpException { pc: 8, raised, .. }) => (raised, 0),
        Err(e) => panic!("{e}"),
    }
}

fn f(x: f32) -> u64 {
    u64::from(x.to_bits())
}

fn d(x: f64) -> u64 {
    x.to_bits()
}

#[test]
fn f32_transcendentals() {
    assert_eq!(raised(EXP_F32, f(3.0)), (0, 8f32.to_bits()));
    assert_eq!(raised(EXP_F32, f(0.5)).0, INEXACT);
    assert_eq!(raised(EXP_F32, f(200.0)).0, OVERFLOW | INEXACT);
    // 2^-140 is below the smallest normal; the result is flushed to 0.
    assert_eq!(raised(EXP_F32, f(-140.0)).0, UNDERFLOW | INEXACT);
    // A signalling NaN input.
    assert_eq!(raised(EXP_F32, 0x7F80_0001).0, INVALID);
    assert_eq!(raised(LOG_F32, f(0.25)), (0, (-2f32).to_bits()));
    assert_eq!(raised(LOG_F32, f(-1.0)).0, INVALID);
    assert_eq!(raised(LOG_F32, f(0.0)).0, DIV0);
    assert_eq!(raised(LOG_F32, f(3.0)).0, INEXACT);
    assert_eq!(raised(RCP_F32, f(4.0)), (0, 0.25f32.to_bits()));
    assert_eq!(raised(RCP_F32, f(3.0)).0, INEXACT);
    assert_eq!(raised(RCP_F32, f(-0.0)).0, DIV0);
    // 2^-127 is subnormal: flushed to 0 on input, so 1/0.
    assert_eq!(raised(RCP_F32, 0x0040_0000).0, DENORM | DIV0);
    assert_eq!(raised(RSQ_F32, f(16.0)), (0, 0.25f32.to_bits()));
    assert_eq!(raised(RSQ_F32, f(8.0)).0, INEXACT);
    assert_eq!(raised(RSQ_F32, f(-4.0)).0, INVALID);
    assert_eq!(raised(RSQ_F32, f(0.0)).0, DIV0);
    assert_eq!(raised(SQRT_F32, f(2.0)).0, INEXACT);
    assert_eq!(raised(SQRT_F32, f(-1.0)).0, INVALID);
    assert_eq!(raised(SQRT_F32, f(9.0)), (0, 3f32.to_bits()));
    // "Can only raise integer DIV_BY_ZERO": no float exception from 1/0 or 1/3.
    assert_eq!(raised(RCP_IFLAG, f(0.0)), (0, f32::INFINITY.to_bits()));
    assert_eq!(raised(RCP_IFLAG, f(3.0)).0, 0);
}

#[test]
fn rcp_iflag_raises_integer_divide_by_zero() {
    // TRAP_CTRL 0x7F (bit 6 alu_int_div0 too): a zero divisor raises only the integer
    // exception (seed L13359 "Can only raise integer DIV_BY_ZERO exception"), −0 and a
    // subnormal flushed to zero included; other divisors raise nothing, not even inexact.
    assert_eq!(raised_with(0x7F, RCP_IFLAG, f(0.0)).0, INT_DIV0);
    assert_eq!(raised_with(0x7F, RCP_IFLAG, f(-0.0)).0, INT_DIV0);
    assert_eq!(raised_with(0x7F, RCP_IFLAG, 0x0040_0000).0, INT_DIV0);
    assert_eq!(
        raised_with(0x7F, RCP_IFLAG, f(3.0)),
        (0, (1.0f32 / 3.0).to_bits())
    );
    // Only bit 6 enabled: V_RCP_IFLAG traps, V_RCP_F32's float divide by zero does not.
    assert_eq!(raised_with(0x40, RCP_IFLAG, f(0.0)).0, INT_DIV0);
    assert_eq!(
        raised_with(0x40, RCP_F32, f(0.0)),
        (0, f32::INFINITY.to_bits())
    );
}

#[test]
fn sin_cos_flags() {
    // sin(2π·x), cos(2π·x): exact when 4x is an integer (results 0, ±1), else inexact
    // (src/trans.rs); ±∞ is invalid (IEEE; the seed's NaN results, L13461–13466).
    assert_eq!(raised(SIN_F32, f(0.25)), (0, 1f32.to_bits()));
    assert_eq!(raised(COS_F32, f(0.25)), (0, 0));
    assert_eq!(raised(COS_F32, f(-3.5)), (0, (-1f32).to_bits()));
    assert_eq!(raised(SIN_F32, f(0.1)).0, INEXACT);
    assert_eq!(raised(COS_F32, f(1.0 / 3.0)).0, INEXACT);
    assert_eq!(raised(SIN_F32, f(f32::INFINITY)).0, INVALID);
    assert_eq!(raised(COS_F32, f(f32::NEG_INFINITY)).0, INVALID);
    // A signalling NaN is invalid, a quiet one raises nothing.
    assert_eq!(raised(SIN_F32, 0x7F80_0001).0, INVALID);
    assert_eq!(raised(COS_F32, 0x7FC0_0000), (0, 0x7FC0_0000));
    // 2^-127 is subnormal: the input-denormal flag; sin of the flushed 0 is exact.
    assert_eq!(raised(SIN_F32, 0x0040_0000), (DENORM, 0));
    // binary16: 0.25 = 0x3400, 1.0 = 0x3C00, 0.1 ≈ 0x2E66, +∞ = 0x7C00.
    assert_eq!(raised(SIN_F16, 0x3400), (0, 0x3C00));
    assert_eq!(raised(COS_F16, 0x3C00), (0, 0x3C00));
    assert_eq!(raised(COS_F16, 0x2E66).0, INEXACT);
    assert_eq!(raised(SIN_F16, 0x7C00).0, INVALID);
    // 2^-24 (0x0001, subnormal; f16 denormals are kept, L14058): sin = 2π·2^-24 ≈ 6.28·2^-24,
    // below the smallest normal 2^-14 and not exact: input denormal, underflow, inexact.
    assert_eq!(raised(SIN_F16, 0x0001).0, DENORM | UNDERFLOW | INEXACT);
}

#[test]
fn f16_transcendentals() {
    // binary16 by hand: 2.0 = 0x4000, 16.0 = 0x4C00, −1.0 = 0xBC00, −25.0 = 0xCE40, 0.5 = 0x3800.
    assert_eq!(raised(RCP_F16, 0x4000), (0, 0x3800));
    assert_eq!(raised(RCP_F16, 0x0000).0, DIV0);
    // 2^16 > 65504, the largest binary16.
    assert_eq!(raised(EXP_F16, 0x4C00).0, OVERFLOW | INEXACT);
    assert_eq!(raised(EXP_F16, 0xCE40).0, UNDERFLOW | INEXACT);
    assert_eq!(raised(LOG_F16, 0x0000).0, DIV0);
    assert_eq!(raised(LOG_F16, 0x4000), (0, 0x3C00));
    assert_eq!(raised(RSQ_F16, 0xBC00).0, INVALID);
    assert_eq!(raised(SQRT_F16, 0x4000).0, INEXACT);
}

#[test]
fn f64_transcendentals() {
    assert_eq!(raised(RCP_F64, d(3.0)).0, INEXACT);
    assert_eq!(raised(RCP_F64, d(0.5)), (0, 0));
    assert_eq!(raised(RSQ_F64, d(0.0)).0, DIV0);
    assert_eq!(raised(RSQ_F64, d(-2.0)).0, INVALID);
    // 1 / 2^-1074 = 2^1074 overflows binary64; the input is subnormal.
    assert_eq!(raised(RCP_F64, 1).0, DENORM | OVERFLOW | INEXACT);
    assert_eq!(raised(SQRT_F64, d(-1.0)).0, INVALID);
    assert_eq!(raised(SQRT_F64, d(2.0)).0, INEXACT);
}
