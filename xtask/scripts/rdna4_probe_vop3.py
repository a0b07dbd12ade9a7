#!/usr/bin/env python3
"""Probe llvm-mc-19 (gfx1201) for two per-opcode VOP3/VOP3SD/VOP3P properties the seed does not
state in LLVM terms, and write data/rdna4/vop3_probe.toml:

* `sext`: source operands whose NEG bit llvm-mc-19 prints as `sext(x)` (integer-typed sources
  with input modifiers), as a bit mask over src0..src2;
* `dpp16` / `dpp8`: whether llvm-mc-19 decodes the opcode's VOP3 encoding with SRC0 = 250 (DPP16)
  or 233 (DPP8) followed by a DPP dword (seed L7614-7672 describe the DPP dword; which VOP3
  opcodes LLVM gives `_e64_dpp` forms is LLVM's choice).

Usage: python3 xtask/scripts/rdna4_probe_vop3.py   (from the workspace root)
"""
import re
import subprocess

OPS = []
for l in open("data/rdna4/syntax.toml"):
    m = re.search(r'fmt = "(VOP3|VOP3SD|VOP3P)", op = (\d+), mn = "(\w+)"', l)
    if m:
        OPS.append((m.group(1), int(m.group(2)), m.group(3)))
SEED = {}
for l in open("data/rdna4/opcodes.toml"):
    m = re.search(r'fmt = "(\w+)", op = (\d+), name = "\w+", seed = (\d+)', l)
    if m:
        SEED[(m.group(1), int(m.group(2)))] = int(m.group(3))


def dw(*ws):
    return " ".join("0x%02x" % ((w >> (8 * i)) & 0xFF) for w in ws for i in range(4))


def word(fmt, op, src0, nsrc, neg=0):
    srcs = [src0, 256 + 60, 256 + 80][:nsrc] + [0] * (3 - nsrc)
    w0 = (0x35 << 26) | (op << 16) | 100
    if fmt == "VOP3SD":
        w0 |= 20 << 8
    if fmt == "VOP3P":
        w0 = (0xCC << 24) | (op << 16) | (1 << 14) | 100
    w1 = srcs[0] | (srcs[1] << 9) | (srcs[2] << 18) | (neg << 29)
    if fmt == "VOP3P":
        w1 |= 3 << 27
    return w0, w1


def run(lines):
    out = subprocess.run(["llvm-mc-19", "-triple=amdgcn", "-mcpu=gfx1201", "--disassemble"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True).stdout
    return [l.strip() for l in out.splitlines() if l.strip() and not l.strip().startswith(".text")]


rows = []
for fmt, op, mn in OPS:
    res = {"sext": 0, "dpp16": False, "dpp8": False}
    for nsrc in (3, 2, 1):
        # DPP16 identity quad_perm, all rows and banks; DPP8 identity lanes.
        d16 = dw(*word(fmt, op, 250, nsrc)) + " " + dw(40 | 0xE4 << 8 | 0xFF << 24)
        d8 = dw(*word(fmt, op, 233, nsrc)) + " " + dw(40 | 0xFAC688 << 8)
        sep = dw(0xBF800000)
        got = run([d16, sep, d8, sep])
        # Exactly the instruction and the separator after it: after a rejected word llvm-mc
        # resynchronises and may decode the DPP dword as another instruction.
        want = (mn[:-4] if mn.endswith("_e64") else mn) + "_e64_dpp "
        if len(got) == 4 and got[0].startswith(want) and got[1] == "s_nop 0":
            res["dpp16"] = True
        if len(got) == 4 and got[2].startswith(want) and got[3] == "s_nop 0":
            res["dpp8"] = True
        if res["dpp16"] or res["dpp8"]:
            break
    if fmt != "VOP3P":
        for i in range(3):
            for nsrc in (3, 2, 1):
                if i >= nsrc:
                    continue
                got = run([dw(*word(fmt, op, 256 + 40, nsrc, 1 << i))])
                if len(got) == 1 and got[0].startswith(mn):
                    ops = got[0][len(mn):].split(",")
                    srcs = ops[-nsrc:] if len(ops) >= nsrc else []
                    if len(srcs) == nsrc and "sext(" in srcs[i].split(" ")[1 if srcs[i].startswith(" ") else 0]:
                        res["sext"] |= 1 << i
                    break
    rows.append((fmt, op, mn, res))

with open("data/rdna4/vop3_probe.toml", "w") as f:
    f.write("# VOP3/VOP3SD/VOP3P properties probed from llvm-mc-19 -mcpu=gfx1201 by\n")
    f.write("# xtask/scripts/rdna4_probe_vop3.py (llvm-mc-19 output is the evidence; `seed` is the\n")
    f.write("# opcode-table row). `sext`: sources (bit i = src i) whose NEG bit prints as sext(x);\n")
    f.write("# `dpp16`/`dpp8`: llvm-mc-19 decodes the VOP3 encoding with a DPP16/DPP8 dword.\n\n")
    f.write("probe = [\n")
    for fmt, op, mn, r in rows:
        f.write('  { fmt = "%s", op = %d, mn = "%s", sext = %d, dpp16 = %s, dpp8 = %s, seed = %d },\n'
                % (fmt, op, mn, r["sext"], str(r["dpp16"]).lower(), str(r["dpp8"]).lower(), SEED.get((fmt, op), 0)))
    f.write("]\n")
