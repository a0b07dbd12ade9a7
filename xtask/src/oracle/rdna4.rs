//! `cargo xtask oracle-diff rdna4`: hsakit-rdna4 against llvm-mc-19 on generated words.
//!
//! For every opcode of the generated table, words are generated from the field layout (clean
//! words with random legal operands, and words with random bits in every non-ENCODING field),
//! for wave32 and wave64. llvm-mc-19 disassembles them all in one run per wave size; then
//! (a) a word llvm decodes must decode to the same text, (c) a word llvm rejects must be
//! rejected. Agreed cases are sampled into `crates/hsakit-rdna4/tests/data/golden_w{32,64}.txt`.

use anyhow::Context;
use hsakit_rdna4::decode::{Kind, base_size, field_of};
use hsakit_rdna4::encode::{encoding_bits, opcode_field};
use hsakit_rdna4::generated::OPS;
use hsakit_rdna4::{Fld, Format, Slot, Wave, decode, print};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

struct Case {
    fmt: Format,
    bytes: Vec<u8>,
    /// The generated-table row the word was made for (none for VOPD/VEXPORT words).
    op: Option<usize>,
}

fn scalar_code(rng: &mut Rng, n: u8) -> u32 {
    match rng.below(8) {
        0 => [106, 124, 125, 126][rng.below(4) as usize],
        1 => 108 + rng.below(16 - u64::from(n)) as u32 / u32::from(n.max(1)) * u32::from(n.max(1)),
        _ => {
            let a = u32::from(n.clamp(1, 4));
            let a = if a == 3 { 4 } else { a };
            (rng.below(104 - u64::from(n)) as u32) / a * a
        }
    }
}

fn src_code(rng: &mut Rng, n: u8, allow_vgpr: bool) -> u32 {
    match rng.below(10) {
        0..=3 if allow_vgpr => 256 + rng.below(256 - u64::from(n)) as u32,
        4 | 5 => scalar_code(rng, n),
        6 => 128 + rng.below(81) as u32,
        7 => 240 + rng.below(9) as u32,
        8 => 255,
        _ => [253, 235, 236, 237, 238, 124][rng.below(6) as usize],
    }
}

/// A VIMAGE / VSAMPLE word (seed Tables 113 and 115): clean words get a legal DIM/A16/D16/TFE
/// mix, a DMASK the opcode accepts, the address fields the DIM needs (the last one a range when
/// there are more dwords than fields), aligned descriptors and cache policy; other words are a
/// clean word with one to three random bits flipped outside ENCODING and OP, or all random.
fn gen_image_word(rng: &mut Rng, idx: usize, clean: bool) -> Case {
    use hsakit_rdna4::generated::fields::*;
    let info = &OPS[idx];
    let fmt = info.fmt;
    let vs = fmt == Format::Vsample;
    let Some(im) = hsakit_rdna4::image::info(hsakit_rdna4::Opcode(idx as u16)) else {
        return gen_word_plain(rng, idx, false);
    };
    if !clean && rng.below(3) == 0 {
        return gen_word_plain(rng, idx, false);
    }
    let mut bits = u128::from(encoding_bits(fmt));
    bits = opcode_field(fmt).set(bits, u32::from(info.op));
    let bvh = !im.bvh.is_empty();
    let a16 = rng.below(4) == 0;
    let dim = if bvh { 0 } else { rng.below(8) as u32 };
    let d16 = !bvh && im.d16 && rng.below(5) == 0;
    let tfe = !bvh && rng.below(6) == 0;
    let mn = info.mn;
    let dmask: u32 = if bvh {
        0xF
    } else if im.gather {
        1 << rng.below(4)
    } else if mn.contains("_atomic_") {
        match (mn.ends_with("cmpswap"), rng.below(2)) {
            (true, 0) => 0x3,
            (true, _) => 0xF,
            (false, 0) => 0x1,
            _ => 0x3,
        }
    } else {
        rng.below(16) as u32
    };
    let f = hsakit_rdna4::image::fields(fmt);
    bits = f.dim.set(bits, dim);
    bits = f.a16.set(bits, u32::from(a16));
    bits = f.d16.set(bits, u32::from(d16));
    bits = f.dmask.set(bits, dmask);
    bits = f.r128.set(bits, u32::from(bvh || rng.below(8) == 0));
    bits = f.tfe.set(bits, u32::from(tfe));
    if let (Some(unorm), Some(lwe)) = (f.unorm, f.lwe) {
        bits = unorm.set(bits, u32::from(rng.below(6) == 0));
        bits = lwe.set(bits, u32::from(rng.below(6) == 0));
    }
    if !bvh {
        bits = f.scope.set(
            bits,
            if rng.below(4) == 0 {
                rng.below(4) as u32
            } else {
                0
            },
        );
        bits = f.th.set(
            bits,
            if rng.below(4) == 0 {
                rng.below(8) as u32
            } else {
                0
            },
        );
    }
    let vmax = if rng.below(8) == 0 { 256 } else { 240 };
    bits = f.vdata.set(bits, rng.below(vmax) as u32);
    let desc = |rng: &mut Rng, n: u64| -> u32 {
        match rng.below(10) {
            0 => 108 + 4 * rng.below(if n == 8 { 3 } else { 4 }) as u32,
            1 => rng.below(128) as u32,
            _ => 4 * rng.below(if n == 8 { 25 } else { 26 }) as u32,
        }
    };
    bits = f.rsrc.set(bits, desc(rng, if bvh { 4 } else { 8 }));
    if vs && im.sampler {
        bits = VSAMPLE_SAMP.set(bits, desc(rng, 4));
    }
    // Address fields.
    let fields = f.vaddr;
    let widths: Vec<u8> = if bvh {
        (if a16 { im.bvh_a16 } else { im.bvh }).to_vec()
    } else {
        let need = im.addr[dim as usize * 2 + usize::from(a16)].max(1);
        let nf = im.fields.max(1);
        if need <= nf {
            vec![1; usize::from(need)]
        } else {
            let mut v = vec![1; usize::from(nf) - 1];
            v.push(need - nf + 1);
            v
        }
    };
    for (f, w) in fields.iter().zip(&widths) {
        let hi = 256 - u64::from(*w);
        let v = if rng.below(16) == 0 {
            rng.below(hi + 1)
        } else {
            rng.below(hi.min(240))
        };
        bits = f.set(bits, v as u32);
    }
    if !clean {
        for _ in 0..1 + rng.below(3) {
            let b = rng.below(96) as u32;
            let protected = (14..32).contains(&b);
            if !protected {
                bits ^= 1u128 << b;
            }
        }
    }
    let mut bytes = Vec::with_capacity(12);
    for i in 0..3 {
        bytes.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
    }
    Case {
        fmt,
        bytes,
        op: None,
    }
}

fn gen_word(rng: &mut Rng, idx: usize, clean: bool) -> Case {
    if matches!(OPS[idx].fmt, Format::Vimage | Format::Vsample) {
        return gen_image_word(rng, idx, clean);
    }
    gen_word_plain(rng, idx, clean)
}

fn gen_word_plain(rng: &mut Rng, idx: usize, clean: bool) -> Case {
    gen_word_combo(rng, idx, clean, None)
}

/// A clean word whose source operands follow `combo` (bit j set: the j-th source slot is an
/// SGPR, else a VGPR where the field can hold one), with no VOP3 modifiers, no DPP and a small
/// literal: one such word per combination reaches opcodes llvm-mc-19 only decodes with a given
/// register kind per source (`v_permlanex16_b32`, `v_swmmac_*`, ...).
fn gen_word_combo(rng: &mut Rng, idx: usize, clean: bool, combo: Option<u32>) -> Case {
    let info = &OPS[idx];
    let fmt = info.fmt;
    let size = base_size(fmt);
    let mut bits: u128 = if clean {
        0
    } else {
        u128::from(rng.next()) | u128::from(rng.next()) << 64
    };
    bits &= (1u128 << (8 * size)) - 1;
    // ENCODING and OP fields are forced; every other field random (or legal, for clean words).
    let enc = u128::from(encoding_bits(fmt));
    let enc_mask: u128 = match fmt {
        Format::Sop2 => 0b11 << 30,
        Format::Sopk => 0xF << 28,
        Format::Sop1 | Format::Sopc | Format::Sopp => 0x1FF << 23,
        Format::Vop1 | Format::Vopc => 0x7F << 25,
        Format::Vop2 => 1 << 31,
        Format::Vop3p
        | Format::Vinterp
        | Format::Vdsdir
        | Format::Vflat
        | Format::Vglobal
        | Format::Vscratch => 0xFF << 24,
        _ => 0x3F << 26,
    };
    bits = (bits & !enc_mask) | enc;
    bits = opcode_field(fmt).set(bits, u32::from(info.op));
    let mut lit = false;
    let mut src_slot = 0u32;
    if clean {
        for s in info.ops32 {
            match *s {
                Slot::Reg(fld, n) => {
                    let Some((f, k)) = field_of(fmt, fld) else {
                        continue;
                    };
                    let forced = combo
                        .filter(|_| matches!(k, Kind::Src9 | Kind::Src8))
                        .map(|m| {
                            let sgpr = m >> src_slot & 1 != 0 || matches!(k, Kind::Src8);
                            src_slot += 1;
                            if sgpr {
                                let a = u32::from(n.clamp(1, 4));
                                let a = if a == 3 { 4 } else { a };
                                rng.below(100 - u64::from(n)) as u32 / a * a
                            } else {
                                256 + rng.below(240) as u32
                            }
                        });
                    let v = forced.unwrap_or_else(|| match k {
                        Kind::Src9 => src_code(rng, n, true),
                        Kind::Src8 => src_code(rng, n, false),
                        Kind::Scalar => scalar_code(rng, n),
                        Kind::Sbase => scalar_code(rng, n) / 2,
                        Kind::Vgpr => rng.below(256 - u64::from(n)) as u32,
                    });
                    if matches!(k, Kind::Src9 | Kind::Src8) && v == 255 {
                        lit = true;
                    }
                    bits = f.set(bits, v);
                }
                Slot::Lit => lit = true,
                Slot::Simm16(_) => {
                    let v = if rng.below(2) == 0 {
                        rng.below(64)
                    } else {
                        rng.below(65536)
                    };
                    bits = hsakit_rdna4::generated::fields::SOPP_SIMM16.set(bits, v as u32);
                }
                _ => {}
            }
        }
        // A few modifier bits.
        use hsakit_rdna4::generated::fields::*;
        let r = if combo.is_some() { 7 } else { rng.below(8) };
        bits = match (fmt, r) {
            (Format::Vop3, 0) => VOP3_NEG.set(bits, rng.below(8) as u32),
            (Format::Vop3, 1) => VOP3_ABS.set(bits, rng.below(8) as u32),
            (Format::Vop3, 2) => VOP3_CM.set(bits, 1),
            (Format::Vop3, 3) => VOP3_OMOD.set(bits, rng.below(4) as u32),
            (Format::Vop3p, _) => {
                let b = VOP3P_OPSEL_HI.set(bits, 3);
                let b = VOP3P_OPSEL_HI2.set(b, 1);
                match r {
                    0 => VOP3P_OPSEL.set(b, rng.below(8) as u32),
                    1 => VOP3P_NEG.set(b, rng.below(8) as u32),
                    2 => VOP3P_NEG_HI.set(b, rng.below(8) as u32),
                    3 => VOP3P_OPSEL_HI.set(b, rng.below(4) as u32),
                    _ => b,
                }
            }
            // Operand-less cache operations (`s_dcache_inv`): llvm ignores the offsets.
            (Format::Smem, _) if info.ops32.is_empty() => bits & 0xFFFF_FFFF,
            (Format::Smem, _) => {
                let b = SMEM_SOFFSET.set(bits, if r < 4 { 124 } else { SMEM_SOFFSET.get(bits) });
                SMEM_IOFFSET.set(
                    b,
                    if r & 1 == 0 {
                        rng.below(0x40) as u32 * 4
                    } else {
                        rng.below(1 << 24) as u32
                    },
                )
            }
            // VBUFFER (seed Table 111): OFFEN/IDXEN pick the address form; with neither, llvm
            // prints VADDR as `off` and assembles it as 0, so it is zeroed. FORMAT only for the
            // typed (`tbuffer_*`) opcodes, TFE/TH/SCOPE now and then.
            (Format::Vbuffer, _) => {
                let b = VBUFFER_OFFEN.set(bits, (r & 1) as u32);
                let b = VBUFFER_IDXEN.set(b, ((r >> 1) & 1) as u32);
                let b = if r & 3 == 0 {
                    VBUFFER_VADDR.set(b, 0)
                } else {
                    b
                };
                let b = VBUFFER_IOFFSET.set(
                    b,
                    match rng.below(3) {
                        0 => 0,
                        1 => rng.below(4096) as u32,
                        _ => rng.below(1 << 23) as u32,
                    },
                );
                let b = VBUFFER_FORMAT.set(
                    b,
                    if info.mn.starts_with("tbuffer") {
                        rng.below(128) as u32
                    } else {
                        // llvm encodes the untyped opcodes with FORMAT 1 and ignores it.
                        1
                    },
                );
                let b = VBUFFER_TFE.set(b, u32::from(rng.below(8) == 0));
                let b = VBUFFER_TH.set(b, if r == 5 { rng.below(8) as u32 } else { 0 });
                VBUFFER_SCOPE.set(b, if r == 6 { rng.below(4) as u32 } else { 0 })
            }
            (Format::Vds, _) => {
                let b = VDS_OFFSET0.set(bits, if r < 4 { rng.below(256) as u32 } else { 0 });
                VDS_OFFSET1.set(b, if r & 1 == 0 { rng.below(256) as u32 } else { 0 })
            }
            (Format::Vflat | Format::Vglobal | Format::Vscratch, _) => {
                let b = VFLAT_SADDR.set(
                    bits,
                    if r < 4 {
                        124
                    } else {
                        (rng.below(50) * 2) as u32
                    },
                );
                let b = VFLAT_SVE.set(b, u32::from(fmt == Format::Vscratch && r & 2 == 0));
                let b = VFLAT_IOFFSET.set(
                    b,
                    if r & 1 == 0 {
                        rng.below(4096) as u32
                    } else {
                        rng.below(1 << 24) as u32
                    },
                );
                let b = VFLAT_TH.set(b, if r == 5 { rng.below(8) as u32 } else { 0 });
                let b = VFLAT_SCOPE.set(b, if r == 6 { rng.below(4) as u32 } else { 0 });
                // Operand-less cache operations (`global_inv`, `global_wb`, ...): no address,
                // SADDR off, no offset (llvm ignores and re-encodes them so).
                if info.ops32.is_empty() {
                    VFLAT_IOFFSET.set(VFLAT_SADDR.set(b, 124), 0)
                } else {
                    b
                }
            }
            _ => bits,
        };
        // VOPC promoted to VOP3: the `v_cmpx_*_e64` forms write EXEC; llvm ignores VDST and
        // encodes it as 126 (EXEC_LO), so only that value round-trips.
        if fmt == Format::Vop3 && info.mn.starts_with("v_cmpx_") {
            bits = VOP3_VDST.set(bits, 126);
        }
    } else if rng.below(2) == 0 {
        lit = true;
    }
    // DPP16 / DPP8 forms of the 32-bit VALU encodings (SRC0 = 250 / 233 / 234 and a dword).
    let mut dpp_word = None;
    let dpp_ok = match fmt {
        Format::Vop1 | Format::Vop2 | Format::Vopc => info.dpp,
        Format::Vop3 | Format::Vop3sd | Format::Vop3p => info.dpp3 != 0,
        _ => false,
    };
    if clean && combo.is_none() && dpp_ok && rng.below(3) == 0 {
        use hsakit_rdna4::generated::fields::{VOP1_SRC0, VOP3_SRC0};
        let code = [250u32, 233, 234][rng.below(3) as usize];
        let f = if matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc) {
            VOP1_SRC0
        } else {
            VOP3_SRC0
        };
        bits = f.set(bits, code);
        lit = false;
        let vreg = rng.below(256) as u32;
        let w = if code == 250 {
            const CTRLS: [u32; 8] = [0x000, 0x0E4, 0x101, 0x11F, 0x121, 0x140, 0x155, 0x16A];
            let ctrl = if rng.below(8) == 0 {
                rng.below(0x200) as u32
            } else {
                CTRLS[rng.below(8) as usize]
                    | if rng.below(2) == 0 {
                        0
                    } else {
                        rng.below(0x100) as u32 & 0x0F
                    }
            };
            vreg | ctrl << 8 | (rng.next() as u32 & 0xFFFC_0000)
        } else {
            vreg | (rng.next() as u32) << 8
        };
        dpp_word = Some(w);
    }
    let mut bytes = Vec::with_capacity(size + 4);
    for i in 0..size / 4 {
        bytes.extend_from_slice(&((bits >> (32 * i)) as u32).to_le_bytes());
    }
    if let Some(w) = dpp_word {
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    if lit {
        let v = match if combo.is_some() { 1 } else { rng.below(4) } {
            0 => 0x3F80_0000,
            1 => rng.below(65) as u32,
            2 => rng.below(0x10000) as u32,
            _ => rng.next() as u32,
        };
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    let _ = Fld::Src0;
    Case {
        fmt,
        bytes,
        op: None,
    }
}

fn hex_line(b: &[u8]) -> String {
    b.iter()
        .map(|x| format!("0x{x:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs llvm-mc-19 over all cases at once: `Some(text)` for a case decoded as one whole
/// instruction without a warning, `None` otherwise. llvm-mc reads its input as one byte stream,
/// so each case is followed by three sentinels `s_nop <index>` (an instruction starting in the
/// case's last dword reaches at most 8 bytes past it, so one sentinel always survives). A case
/// counts only when all three sentinels show (llvm took no bytes past the case), exactly one
/// instruction came before them, and llvm warned about none of the case's bytes.
pub(crate) fn llvm_decode_bytes(
    cases: &[&[u8]],
    wave64: bool,
) -> anyhow::Result<Vec<Option<String>>> {
    const SENTINELS: usize = 3;
    let mut input = String::new();
    for (i, c) in cases.iter().enumerate() {
        input.push_str(&hex_line(c));
        input.push('\n');
        let s = 0xBF80_0000u32 | (i as u32 & 0xFFFF);
        for _ in 0..SENTINELS {
            input.push_str(&hex_line(&s.to_le_bytes()));
            input.push('\n');
        }
    }
    let mut cmd = Command::new("llvm-mc-19");
    cmd.args([
        "-triple=amdgcn",
        "-mcpu=gfx1201",
        "--disassemble",
        "-show-encoding",
    ]);
    if wave64 {
        cmd.arg("-mattr=+wavefrontsize64");
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("running llvm-mc-19")?;
    let mut stdin = child.stdin.take().context("stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output()?;
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut bad = std::collections::HashSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok())
        {
            bad.insert((n.max(1) - 1) / (SENTINELS + 1));
        }
    }
    let mut res = vec![None; cases.len()];
    // The case being read, how many of its sentinels were seen, the outputs before its first
    // sentinel, whether outputs of other cases are mixed in, and outputs after its sentinels.
    let mut cur = 0usize;
    let mut seen = 0usize;
    let mut cand: Vec<String> = Vec::new();
    let mut tainted = false;
    let mut group: Vec<String> = Vec::new();
    let finish = |res: &mut Vec<Option<String>>,
                  c: usize,
                  seen: usize,
                  cand: &mut Vec<String>,
                  tainted: bool| {
        if c < res.len()
            && seen == SENTINELS
            && !tainted
            && cand.len() == 1
            && !bad.contains(&c)
            && !cand[0].contains("/*")
        {
            res[c] = cand.pop();
        }
    };
    for l in stdout.lines() {
        let Some((t, e)) = l.split_once("; encoding:") else {
            continue;
        };
        let t = t.trim();
        let sentinel = t
            .strip_prefix("s_nop ")
            .and_then(|n| match n.strip_prefix("0x") {
                Some(h) => u32::from_str_radix(h, 16).ok(),
                None => n.parse().ok(),
            })
            .filter(|_| e.trim().ends_with("0x80,0xbf]"))
            .map(|n| n as usize);
        match sentinel {
            Some(n) if n == cur & 0xFFFF => {
                seen += 1;
                if seen == 1 {
                    cand = std::mem::take(&mut group);
                }
            }
            Some(n) if (1..=8).contains(&n.wrapping_sub(cur & 0xFFFF)) => {
                // A sentinel of a later case: the current one ends here.
                let k = n.wrapping_sub(cur & 0xFFFF);
                let lost = seen == 0;
                finish(&mut res, cur, seen, &mut cand, tainted);
                cur += k;
                seen = 1;
                tainted = lost || k > 1;
                cand = std::mem::take(&mut group);
            }
            _ => {
                if seen > 0 {
                    finish(&mut res, cur, seen, &mut cand, tainted);
                    cur += 1;
                    seen = 0;
                    tainted = false;
                    cand.clear();
                }
                group.push(t.to_string());
            }
        }
    }
    if seen > 0 {
        finish(&mut res, cur, seen, &mut cand, tainted);
    }
    Ok(res)
}

fn llvm_decode(cases: &[Case], wave64: bool) -> anyhow::Result<Vec<Option<String>>> {
    let v: Vec<&[u8]> = cases.iter().map(|c| c.bytes.as_slice()).collect();
    llvm_decode_bytes(&v, wave64)
}

fn family(fmt: Format) -> String {
    format!("{fmt:?}").to_uppercase()
}

/// Runs llvm-mc-19 as an assembler over `texts` (one instruction per line): the encoding of
/// every line it accepts, `None` for lines it rejects (read from its `<stdin>:N:` errors).
pub(crate) fn llvm_assemble(
    texts: &[String],
    wave64: bool,
) -> anyhow::Result<Vec<Option<Vec<u8>>>> {
    let mut input = String::new();
    for t in texts {
        input.push_str(t);
        input.push('\n');
    }
    let mut cmd = Command::new("llvm-mc-19");
    cmd.args(["-triple=amdgcn", "-mcpu=gfx1201", "-show-encoding"]);
    if wave64 {
        cmd.arg("-mattr=+wavefrontsize64");
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("running llvm-mc-19")?;
    let mut stdin = child.stdin.take().context("stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output()?;
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut bad = std::collections::HashSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:")
            && l.contains("error")
            && let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok())
        {
            bad.insert(n.max(1) - 1);
        }
    }
    let mut encs = stdout.lines().filter_map(|l| {
        let (_, e) = l.split_once("; encoding: [")?;
        let e = e.trim_end().strip_suffix(']')?;
        e.split(',')
            .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
            .collect::<Option<Vec<u8>>>()
    });
    let mut res = Vec::with_capacity(texts.len());
    for i in 0..texts.len() {
        res.push(if bad.contains(&i) { None } else { encs.next() });
    }
    Ok(res)
}

/// The mnemonics a golden line stands for: the first word, and for a VOPD pair the Y half's.
fn golden_keys(text: &str) -> Vec<String> {
    let mut keys: Vec<String> = text
        .split(" :: ")
        .filter_map(|h| h.split_whitespace().next())
        .map(str::to_string)
        .collect();
    if keys.len() > 1 {
        keys[1] = format!(":: {}", keys[1]);
    }
    keys
}

fn ours_assemble(text: &str, wave: Wave) -> Option<Vec<u8>> {
    let (inst, _) = hsakit_rdna4::assemble_inst(text, wave).ok()?;
    let mut v = Vec::new();
    hsakit_rdna4::encode::encode(&inst, &mut v).ok()?;
    Some(v)
}

pub fn run(cases: Option<usize>) -> anyhow::Result<bool> {
    let total = cases.unwrap_or(116_000);
    let live: Vec<usize> = (0..OPS.len()).filter(|&i| !OPS[i].mn.is_empty()).collect();
    let per_op = (total / 2 / live.len().max(1)).max(2);
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    let mut words = Vec::new();
    for &i in &live {
        for k in 0..per_op {
            let mut c = gen_word(&mut rng, i, k % 4 != 3);
            c.op = Some(i);
            words.push(c);
        }
        if !matches!(OPS[i].fmt, Format::Vimage | Format::Vsample) {
            for m in 0..8 {
                let mut c = gen_word_combo(&mut rng, i, true, Some(m));
                c.op = Some(i);
                words.push(c);
            }
        }
    }
    // VOPD: random pairs of X and Y operations (not in OPS' LLVM syntax table).
    for _ in 0..(total / 40) {
        let x = rng.below(14) as u32;
        let y = rng.below(19) as u32;
        let sx = src_code(&mut rng, 1, true);
        let sy = src_code(&mut rng, 1, true);
        // V_DUAL_MOV_B32 (op 8 in both halves) has no VSRC1: llvm ignores it and encodes 0.
        let vsrc = |rng: &mut Rng, op: u32| if op == 8 { 0 } else { rng.below(256) as u32 };
        let vx1 = vsrc(&mut rng, x);
        let vy1 = vsrc(&mut rng, y);
        let w0 = 0x32u32 << 26 | x << 22 | y << 17 | vx1 << 9 | sx;
        let vdstx = rng.below(256) as u32;
        let w1 = vdstx << 24 | (rng.below(128) as u32) << 17 | vy1 << 9 | sy;
        let mut bytes = w0.to_le_bytes().to_vec();
        bytes.extend_from_slice(&w1.to_le_bytes());
        if sx == 255 || sy == 255 || matches!(x, 1 | 2) || matches!(y, 1 | 2) {
            bytes.extend_from_slice(&(rng.next() as u32).to_le_bytes());
        }
        words.push(Case {
            fmt: Format::VopdX,
            bytes,
            op: None,
        });
    }
    // VEXPORT (one opcode, not in OPS' LLVM syntax table): clean words with the seed's targets
    // and random words (every non-ENCODING bit random).
    for k in 0..(total / 60) {
        let mut w0 = if k % 4 == 3 {
            rng.next() as u32
        } else {
            const TARGETS: [u32; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 20, 21];
            let t = TARGETS[rng.below(16) as usize] | if rng.below(8) == 0 { 22 } else { 0 };
            rng.below(16) as u32
                | t << 4
                | (rng.below(2) as u32) << 11
                | (rng.below(2) as u32) << 13
        };
        w0 = (w0 & 0x03FF_FFFF) | 0x3E << 26;
        let mut bytes = w0.to_le_bytes().to_vec();
        bytes.extend_from_slice(&(rng.next() as u32).to_le_bytes());
        words.push(Case {
            fmt: Format::Vexport,
            bytes,
            op: None,
        });
    }
    // (a) decode agreement and (c) rejection agreement, per family.
    let mut dec = (0usize, 0usize);
    let mut rej = (0usize, 0usize);
    let mut asm = (0usize, 0usize);
    let mut fam: BTreeMap<String, [usize; 6]> = BTreeMap::new();
    let mut classes: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    // RDNA4_ORACLE_DUMP=<file>: every disagreement, one per line, for analysis.
    let dump = std::env::var_os("RDNA4_ORACLE_DUMP")
        .map(std::fs::File::create)
        .transpose()?;
    let dump = std::cell::RefCell::new(dump);
    // (b) cases llvm-mc-19 disagrees with itself on: count, how many we match, examples.
    let mut incons: BTreeMap<String, (usize, usize, Vec<String>)> = BTreeMap::new();
    let note = |classes: &mut BTreeMap<String, (usize, Vec<String>)>, key: String, ex: String| {
        if let Some(f) = dump.borrow_mut().as_mut() {
            let _ = writeln!(f, "{key}\t{ex}");
        }
        let ent = classes.entry(key).or_default();
        ent.0 += 1;
        if ent.1.len() < 6 {
            ent.1.push(ex);
        }
    };
    for wave in [Wave::W32, Wave::W64] {
        let llvm = llvm_decode(&words, wave == Wave::W64)?;
        // (b): every text llvm printed is assembled by llvm and by us.
        let mut texts: Vec<String> = llvm.iter().flatten().cloned().collect();
        texts.sort();
        texts.dedup();
        let llvm_asm = llvm_assemble(&texts, wave == Wave::W64)?;
        // (b) is about texts llvm-mc-19 assembles: a text it prints but will not assemble has
        // no llvm answer, so it is left out of (b) and counted on its own.
        let consistent: Vec<bool> = llvm_asm.iter().map(Option::is_some).collect();
        let asm_of: BTreeMap<&str, (Option<&Vec<u8>>, bool)> = texts
            .iter()
            .map(String::as_str)
            .zip(llvm_asm.iter().map(Option::as_ref).zip(consistent))
            .collect();
        let mut golden: Vec<String> = Vec::new();
        let mut golden_count: BTreeMap<String, usize> = BTreeMap::new();
        let mut golden_ops: BTreeMap<usize, usize> = BTreeMap::new();
        let mut why_not: BTreeMap<usize, String> = BTreeMap::new();
        for (c, l) in words.iter().zip(&llvm) {
            let ours = match decode(&c.bytes, wave) {
                Ok((inst, len)) if len == c.bytes.len() => Some(print(&inst)),
                _ => None,
            };
            let f = family(c.fmt);
            let e = fam.entry(f.clone()).or_default();
            let ok = ours == *l;
            match l {
                Some(_) => {
                    dec.0 += usize::from(ok);
                    dec.1 += usize::from(!ok);
                    e[0] += usize::from(ok);
                    e[1] += usize::from(!ok);
                }
                None => {
                    rej.0 += usize::from(ok);
                    rej.1 += usize::from(!ok);
                    e[2] += usize::from(ok);
                    e[3] += usize::from(!ok);
                }
            }
            if !ok {
                let kind = match (&ours, l) {
                    (Some(_), None) => "accepted-llvm-rejects",
                    (None, Some(_)) => "rejected-llvm-decodes",
                    _ => "text-differs",
                };
                note(
                    &mut classes,
                    format!("{f} {kind}"),
                    format!(
                        "[{}] llvm: {} | ours: {}",
                        hex_line(&c.bytes),
                        l.as_deref().unwrap_or("<rejected>"),
                        ours.as_deref().unwrap_or("<rejected>")
                    ),
                );
            }
            // (b) on this case's text.
            if let Some(t) = l {
                let (want, consistent) = asm_of.get(t.as_str()).copied().unwrap_or((None, false));
                let got = ours_assemble(t, wave);
                if !consistent {
                    if let Some(i) = c.op {
                        why_not.entry(i).or_insert_with(|| {
                            format!("llvm rejects its own text: [{}] `{t}`", hex_line(&c.bytes))
                        });
                    }
                    let kind = "llvm-rejects-own-text";
                    incons
                        .entry(format!("{f} {kind}"))
                        .or_insert((0, 0, Vec::new()))
                        .0 += 1;
                    let e = incons.get_mut(&format!("{f} {kind}"));
                    if let Some(e) = e {
                        e.1 += usize::from(got.as_ref() == want);
                        if e.2.len() < 3 {
                            e.2.push(format!(
                                "`{t}` llvm: {} | ours: {}",
                                want.map_or("<rejected>".into(), |b| hex_line(b)),
                                got.as_ref().map_or("<rejected>".into(), |b| hex_line(b))
                            ));
                        }
                    }
                    continue;
                }
                let agree = got.as_ref() == want;
                asm.0 += usize::from(agree);
                asm.1 += usize::from(!agree);
                e[4] += usize::from(agree);
                e[5] += usize::from(!agree);
                if !agree {
                    note(
                        &mut classes,
                        format!(
                            "{f} asm-{}",
                            if want.is_none() {
                                "accepted-llvm-rejects"
                            } else if got.is_none() {
                                "rejected-llvm-accepts"
                            } else {
                                "bytes-differ"
                            }
                        ),
                        format!(
                            "`{t}` llvm: {} | ours: {}",
                            want.map_or("<rejected>".into(), |b| hex_line(b)),
                            got.map_or("<rejected>".into(), |b| hex_line(&b))
                        ),
                    );
                }
                // Golden vectors: decode agreed, the word is canonical, and llvm assembles the
                // text back to the same word; the third column is llvm's assembly.
                let canonical = want == Some(&c.bytes);
                if ok && canonical && agree {
                    // Kept while one of its mnemonics (both halves of a VOPD pair) has fewer
                    // than two vectors, or its table row has none: every mnemonic and row with
                    // an agreed case gets one.
                    let keys = golden_keys(t);
                    let row_new = c.op.is_some_and(|i| !golden_ops.contains_key(&i));
                    if row_new
                        || keys
                            .iter()
                            .any(|k| golden_count.get(k.as_str()).copied().unwrap_or(0) < 2)
                    {
                        if let Some(i) = c.op {
                            *golden_ops.entry(i).or_default() += 1;
                        }
                        for k in keys {
                            *golden_count.entry(k).or_default() += 1;
                        }
                        golden.push(format!("{} | {t}", hex_line(&c.bytes)));
                    }
                } else if let Some(i) = c.op {
                    let why = if !ok {
                        "hsakit decodes it differently"
                    } else if !agree {
                        "hsakit assembles it differently"
                    } else {
                        "llvm re-encodes the text differently"
                    };
                    why_not.entry(i).or_insert_with(|| {
                        format!(
                            "{why}: [{}] `{t}` -> {}",
                            hex_line(&c.bytes),
                            want.map_or("<rejected>".into(), |b| hex_line(b))
                        )
                    });
                }
            }
        }
        let name = if wave == Wave::W64 {
            "golden_w64.txt"
        } else {
            "golden_w32.txt"
        };
        let dir = crate::util::root().join("crates/hsakit-rdna4/tests/data");
        std::fs::create_dir_all(&dir)?;
        let mut text = String::from(
            "# bytes | llvm-mc-19 text; generated by `cargo xtask oracle-diff rdna4`: words llvm-mc-19 decodes to\n# this text and assembles back to the same bytes, and hsakit agrees both ways\n",
        );
        golden.sort_by(|a, b| {
            let k = |l: &str| l.split(" | ").nth(1).unwrap_or("").to_string();
            k(a).cmp(&k(b))
        });
        for l in &golden {
            text.push_str(l);
            text.push('\n');
        }
        std::fs::write(dir.join(name), text)?;
        // Opcodes of the table that got no golden vector in this wave size, and why.
        let mut lacking = 0;
        for &i in &live {
            if golden_ops.contains_key(&i) {
                continue;
            }
            lacking += 1;
            let llvm_decoded = words
                .iter()
                .zip(&llvm)
                .filter(|(c, l)| c.op == Some(i) && l.is_some())
                .count();
            println!(
                "no golden vector ({wave:?}) for {} ({:?} {}): llvm decoded {llvm_decoded} of its words; {}",
                OPS[i].mn,
                OPS[i].fmt,
                OPS[i].op,
                why_not.get(&i).map_or("", String::as_str)
            );
        }
        println!(
            "golden ({wave:?}): {} vectors, {} of {} opcodes with an agreed canonical case",
            golden.len(),
            live.len() - lacking,
            live.len()
        );
    }
    for (k, (n, ex)) in &classes {
        println!("disagreement {k}: {n}");
        for e in ex {
            println!("    {e}");
        }
    }
    for (k, (n, same, ex)) in &incons {
        println!("excluded from (b), {k}: {n} (hsakit gives llvm's bytes for {same})");
        for e in ex {
            println!("    {e}");
        }
    }
    let pct = |a: usize, b: usize| 100.0 * a as f64 / (a + b).max(1) as f64;
    for (f, v) in &fam {
        println!(
            "family {f}: (a) decode {}/{} ({:.2}%), (c) reject {}/{} ({:.2}%), (b) assemble {}/{} ({:.2}%)",
            v[0],
            v[0] + v[1],
            pct(v[0], v[1]),
            v[2],
            v[2] + v[3],
            pct(v[2], v[3]),
            v[4],
            v[4] + v[5],
            pct(v[4], v[5])
        );
    }
    println!(
        "(a) decode: {} agree, {} differ ({:.2}%)",
        dec.0,
        dec.1,
        pct(dec.0, dec.1)
    );
    println!(
        "(c) reject: {} agree, {} differ ({:.2}%)",
        rej.0,
        rej.1,
        pct(rej.0, rej.1)
    );
    println!(
        "(b) assemble: {} agree, {} differ ({:.2}%)",
        asm.0,
        asm.1,
        pct(asm.0, asm.1)
    );
    let passed = dec.0 + rej.0 + asm.0;
    let failed = dec.1 + rej.1 + asm.1;
    println!("oracle-rdna4: {passed} passed, {failed} failed");
    super::record("rdna4", passed as u64, failed as u64);
    Ok(failed * 1000 <= (passed + failed))
}
