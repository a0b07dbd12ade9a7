//! Deterministic generation of well-formed instructions from a seed, for property tests, the
//! oracle comparison and benchmarks. Every opcode and encoding form is reachable: Align1/Align16,
//! direct/indirect, register/immediate sources, 1-/2-/3-source, send with immediate or `a0`
//! descriptors, math, and jumps with JIP/UIP.
//!
//! Generated instructions are canonical: the fields that the native format leaves undefined for a
//! form (the Align1 write mask, the swizzle of a replicated 3-source scalar) hold the values the
//! decoder produces, so `decode(encode(x)) == x`.

use crate::generated as g;
use crate::inst::*;
use crate::tables::OpClass;

/// A small SplitMix64 generator (no dependency needed for reproducible cases).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// A fair coin.
    pub fn coin(&mut self) -> bool {
        self.next_u64() & 1 != 0
    }

    /// True with probability 1/n.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    /// One element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize]
    }
}

const ARF_REGS: [u8; 13] = [
    0x00, 0x10, 0x20, 0x21, 0x30, 0x31, 0x70, 0x80, 0x90, 0x91, 0xa0, 0xb0, 0xc0,
];
const REG_TYPES: [Type; 8] = [
    Type::Ud,
    Type::D,
    Type::Uw,
    Type::W,
    Type::Ub,
    Type::B,
    Type::Df,
    Type::F,
];
const IMM_TYPES: [Type; 8] = [
    Type::Ud,
    Type::D,
    Type::Uw,
    Type::W,
    Type::F,
    Type::V,
    Type::Uv,
    Type::Vf,
];

fn subreg_for(r: &mut Rng, ty: Type, align16: bool) -> u8 {
    if align16 {
        if r.coin() { 16 } else { 0 }
    } else {
        let size = ty.size();
        (r.below(u64::from(32 / size)) as u8) * size
    }
}

fn addr(
    r: &mut Rng,
    file: RegFile,
    ty: Type,
    align16: bool,
    allow_indirect: bool,
) -> (RegFile, Addr) {
    if allow_indirect && r.one_in(6) {
        let imm = if align16 {
            (r.below(64) as i16 - 32) * 16
        } else {
            r.below(1024) as i16 - 512
        };
        return (
            RegFile::Grf,
            Addr::Indirect {
                addr_subreg: r.below(8) as u8,
                imm,
            },
        );
    }
    let reg = if file == RegFile::Grf {
        r.below(128) as u8
    } else {
        r.pick(&ARF_REGS)
    };
    (
        file,
        Addr::Direct {
            reg,
            subreg: subreg_for(r, ty, align16),
        },
    )
}

fn file(r: &mut Rng) -> RegFile {
    if r.one_in(4) {
        RegFile::Arf
    } else {
        RegFile::Grf
    }
}

fn dst(r: &mut Rng, align16: bool) -> Dst {
    let ty = r.pick(&REG_TYPES);
    let f = file(r);
    let (file, addr) = addr(r, f, ty, align16, true);
    Dst {
        file,
        ty,
        addr,
        hstride: if align16 { 1 } else { r.below(4) as u8 },
        writemask: if align16 { 1 + r.below(15) as u8 } else { 0xf },
    }
}

fn reg_src(r: &mut Rng, align16: bool) -> RegSrc {
    let ty = r.pick(&REG_TYPES);
    let f = file(r);
    let (file, addr) = addr(r, f, ty, align16, true);
    let indirect = matches!(addr, Addr::Indirect { .. });
    let region = if align16 {
        Region::Align16 {
            vstride: r.below(7) as u8,
            swizzle: [
                r.below(4) as u8,
                r.below(4) as u8,
                r.below(4) as u8,
                r.below(4) as u8,
            ],
        }
    } else {
        let vstride = if indirect && !align16 && r.one_in(4) {
            15
        } else {
            r.below(7) as u8
        };
        Region::Align1 {
            vstride,
            width: r.below(5) as u8,
            hstride: r.below(4) as u8,
        }
    };
    RegSrc {
        file,
        ty,
        modifier: SrcMod::from_code(r.below(4) as u8),
        addr,
        region,
    }
}

fn imm(r: &mut Rng) -> Src {
    let ty = r.pick(&IMM_TYPES);
    let mut value = r.next_u64() as u32;
    if matches!(ty, Type::Uw | Type::W) && r.coin() {
        value = (value & 0xffff) | (value & 0xffff) << 16;
    }
    Src::Imm { ty, value }
}

/// A random well-formed instruction.
pub fn instruction(r: &mut Rng) -> Instruction {
    let info = r.pick(g::OPCODES);
    let class = info.class;
    let align16 = if class == OpClass::Alu3 {
        true
    } else {
        r.coin()
    };
    let pred_max: u64 = if align16 { 8 } else { 14 };
    let pred_ctrl = if r.coin() { 0 } else { r.below(pred_max) as u8 };
    let exec_size = r.below(6) as u8;
    let cond_modifier = match class {
        OpClass::Send => r.pick(g::SFIDS).0,
        OpClass::Math => r.pick(g::MATH_FUNCTIONS).0,
        _ => {
            if r.coin() {
                0
            } else {
                r.pick(g::COND_MODS).0
            }
        }
    };
    let ctrl = Control {
        access_mode: if align16 {
            AccessMode::Align16
        } else {
            AccessMode::Align1
        },
        no_mask: r.coin(),
        no_dd_clr: r.one_in(4),
        no_dd_chk: r.one_in(4),
        qtr_ctrl: r.below(4) as u8,
        // NibCtrl only for SIMD4 and narrower (seed L3465).
        nib_ctrl: exec_size <= 2 && r.one_in(4),
        thread_ctrl: match r.below(5) {
            0 => ThreadCtrl::Atomic,
            1 => ThreadCtrl::Switch,
            _ => ThreadCtrl::Normal,
        },
        pred_ctrl,
        pred_inv: pred_ctrl != 0 && r.coin(),
        exec_size,
        cond_modifier,
        acc_wr_ctrl: r.one_in(4),
        debug_ctrl: r.one_in(8),
        saturate: r.one_in(4),
        flag_reg: r.below(2) as u8,
        flag_subreg: r.below(2) as u8,
    };
    let operands = if class == OpClass::Alu3 {
        let src_type = Type3::from_code(r.below(4) as u8);
        let step = if src_type == Type3::Df { 2 } else { 1 };
        let mut src = [Src3 {
            reg: 0,
            subreg: 0,
            swizzle: [0; 4],
            rep_ctrl: false,
            modifier: SrcMod::None,
        }; 3];
        for s in &mut src {
            let rep = r.coin();
            *s = Src3 {
                reg: r.below(128) as u8,
                subreg: (r.below(8 / step) * step) as u8,
                swizzle: if rep {
                    [0; 4]
                } else {
                    [
                        r.below(4) as u8,
                        r.below(4) as u8,
                        r.below(4) as u8,
                        r.below(4) as u8,
                    ]
                },
                rep_ctrl: rep,
                modifier: SrcMod::from_code(r.below(4) as u8),
            };
        }
        let dst_type = Type3::from_code(r.below(4) as u8);
        let dstep = if dst_type == Type3::Df { 2 } else { 1 };
        Operands::Three {
            dst: Dst3 {
                reg: r.below(128) as u8,
                subreg: (r.below(8 / dstep) * dstep) as u8,
                writemask: 1 + r.below(15) as u8,
            },
            src,
            src_type,
            dst_type,
        }
    } else {
        let d = dst(r, align16);
        let one_src = matches!(class, OpClass::Alu1 | OpClass::Wait | OpClass::Nop);
        let src0 = if one_src && r.one_in(3) {
            imm(r)
        } else {
            Src::Reg(reg_src(r, align16))
        };
        let src1 = match src0 {
            Src::Imm { ty, .. } => {
                let ty1 = if r.one_in(4) {
                    r.pick(&REG_TYPES)
                } else {
                    Type::from_reg_code(ty.imm_code().unwrap_or(0)).unwrap_or(Type::Ud)
                };
                Src::TypeOnly {
                    file: if r.one_in(4) {
                        RegFile::Grf
                    } else {
                        RegFile::Arf
                    },
                    ty: ty1,
                }
            }
            _ => match class {
                OpClass::Send => {
                    if r.one_in(8) {
                        let ty = Type::Ud;
                        Src::Reg(RegSrc {
                            file: RegFile::Arf,
                            ty,
                            modifier: SrcMod::None,
                            addr: Addr::Direct {
                                reg: 0x10,
                                subreg: 0,
                            },
                            region: if align16 {
                                Region::Align16 {
                                    vstride: 0,
                                    swizzle: [0; 4],
                                }
                            } else {
                                Region::Align1 {
                                    vstride: 0,
                                    width: 0,
                                    hstride: 0,
                                }
                            },
                        })
                    } else {
                        Src::Imm {
                            ty: Type::Ud,
                            value: r.next_u64() as u32 & 0x7fff_ffff,
                        }
                    }
                }
                OpClass::Jump => {
                    let ty = info.jump.map_or(Type::D, |j| j.imm);
                    let v = r.next_u64() as u32;
                    Src::Imm {
                        ty,
                        value: if info.jump.is_some_and(|j| j.uip) {
                            v
                        } else {
                            v & 0xffff
                        },
                    }
                }
                _ if one_src && r.coin() => {
                    let tmp = Instruction {
                        opcode: info.value,
                        ctrl,
                        eot: false,
                        operands: Operands::Basic {
                            dst: d,
                            src0,
                            src1: src0,
                        },
                    };
                    crate::asm::default_src1(&tmp).unwrap_or(src0)
                }
                _ => {
                    if r.one_in(3) {
                        imm(r)
                    } else {
                        Src::Reg(reg_src(r, align16))
                    }
                }
            },
        };
        let mut ops = Operands::Basic { dst: d, src0, src1 };
        if class == OpClass::Jump && r.coin() {
            // Mostly the implicit operands, so the `JIP:`/`UIP:` form is exercised.
            if let Some((jd, js, _)) = crate::asm::jump_defaults(&info, align16) {
                ops = Operands::Basic {
                    dst: jd,
                    src0: Src::Reg(js),
                    src1,
                };
            }
        }
        ops
    };
    let eot = class == OpClass::Send && r.one_in(4);
    Instruction {
        opcode: info.value,
        ctrl,
        eot,
        operands,
    }
}
