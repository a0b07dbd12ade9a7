#!/usr/bin/env python3
"""Derive the LLVM assembler syntax of every RDNA4 opcode from llvm-mc-19 (the oracle).

Usage: python3 xtask/scripts/rdna4_probe.py   (from the workspace root; needs llvm-mc-19)

The seed defines no assembler syntax (../shared/notes/seed-rdna4.md section 8.2), so the operand
order, register widths and mnemonics come from llvm-mc-19: for every opcode of data/rdna4/opcodes.toml
this encodes one canonical word per format with distinct register numbers in every field, asks
`llvm-mc-19 --disassemble` (wave32 and wave64) to print it, and turns each printed operand back into
a slot `{field:width}` (or `{field:width:class}` for sources, class = how inline constants and
literals print). Writes data/rdna4/syntax.toml. Opcodes LLVM does not decode get `llvm = false`.
"""
import re
import subprocess

OPS = []
for l in open("data/rdna4/opcodes.toml"):
    m = re.search(r'fmt = "(\w+)", op = (\d+), name = "(\w+)", seed = (\d+)', l)
    if m:
        OPS.append((m.group(1), int(m.group(2)), m.group(3), int(m.group(4))))


def dw(*ws):
    out = []
    for x in ws:
        out += [x & 0xFF, (x >> 8) & 0xFF, (x >> 16) & 0xFF, (x >> 24) & 0xFF]
    return out


V = 256
# Canonical register numbers: every field gets its own start so printed operands identify their field.
SCAL = {"sdst": 20, "ssrc0": 4, "ssrc1": 8}
VALU = {"vdst": 100, "src0": 40, "src1": 60, "src2": 80, "sdst": 20}


DROPPABLE = {
    "SOP2": ["sdst", "ssrc1", "ssrc0"], "SOP1": ["sdst", "ssrc0"], "SOPC": ["ssrc1", "ssrc0"],
    "SOPK": ["sdst"], "SMEM": ["soffset", "sdata", "sbase"],
    "VOP1": ["vdst", "src0"], "VOP2": [], "VOPC": [],
    "VOP3": ["src2", "src1", "src0", "vdst"], "VOP3SD": ["src2", "src1"], "VOP3P": ["src2", "src1", "src0", "vdst"],
    "VINTERP": [], "VDSDIR": [], "VDS": ["data1", "data0", "vdst", "addr"],
    "VFLAT": ["vsrc", "vdst", "vaddr"], "VGLOBAL": ["vsrc", "vdst", "vaddr"], "VSCRATCH": ["vsrc", "vdst", "vaddr"],
    "VBUFFER": ["vdata", "soffset"],
}


def enc(fmt, op, src=None, lit=None, variant=0, drop=()):
    """The canonical encoding of (fmt, op) with the fields in `drop` zeroed; `src` overrides src0."""
    b = enc1(fmt, op, src, lit, variant, set(drop))
    if b is not None and (fmt, op) in IMPLICIT_LITERAL and lit is None:
        b += dw(0x11223344)
    return b


# Opcodes followed by an implicit 32-bit literal (seed L8830ff, L9235, L12594-12614).
IMPLICIT_LITERAL = {("SOP2", 69), ("SOP2", 70), ("SOPK", 19), ("VOP2", 44), ("VOP2", 45), ("VOP2", 55), ("VOP2", 56)}


def enc1(fmt, op, src, lit, variant, drop):
    z = lambda f, v: 0 if f in drop else v
    s0 = z("src0", V + VALU["src0"]) if src is None else src
    tail = [] if lit is None else dw(lit)
    if fmt == "SOP2":
        return dw((2 << 30) | (op << 23) | (z("sdst", 20) << 16) | (z("ssrc1", 8) << 8) | (src if src is not None else z("ssrc0", 4))) + tail
    if fmt == "SOPK":
        return dw((0xB << 28) | (op << 23) | (z("sdst", 20) << 16) | (0x1234 if variant == 0 else 0xFFF0))
    if fmt == "SOP1":
        return dw((0x17D << 23) | (z("sdst", 20) << 16) | (op << 8) | (src if src is not None else z("ssrc0", 4))) + tail
    if fmt == "SOPC":
        return dw((0x17E << 23) | (op << 16) | (z("ssrc1", 8) << 8) | (src if src is not None else z("ssrc0", 4))) + tail
    if fmt == "SOPP":
        return dw((0x17F << 23) | (op << 16) | (0x3 if variant == 0 else 0xFFF0))
    if fmt == "SMEM":
        return dw((0x3D << 26) | (op << 13) | (z("sdata", 20) << 6) | z("sbase", 2), (z("soffset", 12) if "soffset" not in drop else 124) << 25 | 0x10)
    if fmt == "VOP2":
        return dw((op << 25) | (100 << 17) | (60 << 9) | s0) + tail
    if fmt == "VOP1":
        return dw((0x3F << 25) | (z("vdst", 100) << 17) | (op << 9) | s0) + tail
    if fmt == "VOPC":
        return dw((0x3E << 25) | (op << 17) | (60 << 9) | s0) + tail
    if fmt in ("VOP3", "VOP3SD"):
        w0 = (0x35 << 26) | (op << 16) | z("vdst", 100) | ((20 << 8) if fmt == "VOP3SD" else 0)
        return dw(w0, (z("src2", V + 80) << 18) | (z("src1", V + 60) << 9) | s0) + tail
    if fmt == "VOP3P":
        return dw((0xCC << 24) | (op << 16) | (1 << 14) | z("vdst", 100), (3 << 27) | (z("src2", V + 80) << 18) | (z("src1", V + 60) << 9) | s0) + tail
    if fmt == "VINTERP":
        return dw((0xCD << 24) | (op << 16) | 100, ((V + 80) << 18) | ((V + 60) << 9) | s0)
    if fmt == "VDSDIR":
        return dw((0xCE << 24) | (op << 20) | (1 << 10) | 100)
    if fmt == "VDS":
        return dw((0x36 << 26) | (op << 18), (z("vdst", 100) << 24) | (z("data1", 80) << 16) | (z("data0", 60) << 8) | z("addr", 40))
    if fmt in ("VFLAT", "VGLOBAL", "VSCRATCH"):
        e = {"VFLAT": 0xEC, "VSCRATCH": 0xED, "VGLOBAL": 0xEE}[fmt]
        saddr = 124 if variant == 0 else 4
        sve = 1 if fmt == "VSCRATCH" and variant == 0 else 0
        # OP is [21:14] (errata.toml: the seed's [20:13] is off by one).
        return dw((e << 24) | (op << 14) | saddr, (z("vsrc", 60) << 23) | (sve << 17) | z("vdst", 100), z("vaddr", 40))
    if fmt == "VBUFFER":
        return dw((0x31 << 26) | (op << 14) | (z("soffset", 20) if "soffset" not in drop else 124), (1 << 30) | (1 << 23) | (8 << 9) | z("vdata", 100), 40)
    return None


def tokens(operands):
    """Split an operand list on top-level commas."""
    out, depth, cur = [], 0, ""
    for c in operands:
        if c in "[(":
            depth += 1
        elif c in "])":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


REG = re.compile(r"^([sv])(?:(\d+)|\[(\d+):(\d+)\])$")


def field_names(fmt):
    if fmt in ("SOP2", "SOPK", "SOP1", "SOPC"):
        return {("s", 20): "sdst", ("s", 4): "ssrc0", ("s", 8): "ssrc1"}
    if fmt == "SMEM":
        return {("s", 20): "sdata", ("s", 4): "sbase", ("s", 12): "soffset"}
    if fmt in ("VOP1", "VOP2", "VOPC"):
        return {("v", 100): "vdst", ("v", 40): "src0", ("v", 60): "vsrc1", ("s", 100): "sdst"}
    if fmt in ("VOP3", "VOP3SD", "VOP3P", "VINTERP"):
        return {("v", 100): "vdst", ("s", 100): "sdst", ("v", 40): "src0", ("v", 60): "src1",
                ("v", 80): "src2", ("s", 20): "sdst"}
    if fmt == "VDSDIR":
        return {("v", 100): "vdst"}
    if fmt == "VDS":
        return {("v", 100): "vdst", ("v", 40): "addr", ("v", 60): "data0", ("v", 80): "data1"}
    if fmt in ("VFLAT", "VGLOBAL", "VSCRATCH"):
        return {("v", 100): "vdst", ("v", 40): "vaddr", ("v", 60): "vsrc", ("s", 4): "saddr"}
    if fmt == "VBUFFER":
        return {("v", 100): "vdata", ("v", 40): "vaddr", ("s", 8): "rsrc", ("s", 20): "soffset"}
    return {}


MODIFIER = re.compile(r"^[a-z_]+:|^(clamp|offen|idxen|off|lds|tfe|lwe|unorm|r128|a16|d16|gds|noretrans)$")


def template(fmt, text):
    """(mnemonic, slots) from one printed instruction."""
    parts = text.split(None, 1)
    mn = parts[0]
    rest = parts[1] if len(parts) > 1 else ""
    # Modifiers follow the operand list, separated by spaces: peel them off from the right.
    words = rest.split(" ")
    ops_text = rest
    mods = []
    while words and MODIFIER.match(words[-1]) and not words[-1].endswith(",") and \
            not (len(words) >= 2 and words[-2].endswith(",")):
        mods.insert(0, words.pop())
        ops_text = " ".join(words)
    names = field_names(fmt)
    slots = []
    ops_text = re.sub(r"/\*[^*]*\*/", "", ops_text)
    for t in tokens(ops_text):
        m = REG.match(t)
        if m:
            kind = m.group(1)
            lo = int(m.group(2) or m.group(3))
            hi = int(m.group(2) or m.group(4))
            name = names.get((kind, lo))
            if name:
                slots.append(f"{{{name}:{hi - lo + 1}}}")
                continue
        slots.append(t)
    return mn, slots, mods


def run(lines, wave64):
    """Disassemble every line; returns {line index: text} for the lines decoded as one instruction.

    llvm-mc reads its input as one byte stream, so each probe is followed by a sentinel
    `s_nop <index>`; the outputs between two sentinels belong to one probe, and a probe counts
    only when exactly one instruction came out and llvm-mc warned about none of its bytes.
    """
    attr = ["-mattr=+wavefrontsize64"] if wave64 else []
    text = []
    for i, l in enumerate(lines):
        text.append(l)
        text.append(" ".join(f"0x{x:02x}" for x in dw((0x17F << 23) | (i & 0xFFFF))))
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn", "-mcpu=gfx1201", "--disassemble", "-show-encoding"] + attr,
                       input="\n".join(text) + "\n", capture_output=True, text=True)
    bad = {(int(m.group(1)) - 1) // 2 for m in re.finditer(r"<stdin>:(\d+):\d+: warning", r.stderr)}
    result, group, idx = {}, [], 0
    for l in r.stdout.split("\n"):
        if "; encoding:" not in l:
            continue
        t, e = l.split("; encoding:")
        t = t.strip()
        m = re.match(r"^s_nop (\d+|0x[0-9a-f]+)$", t)
        if m and e.strip().endswith("0x80,0xbf]"):
            n = int(m.group(1), 0)
            if n == (idx & 0xFFFF) and idx < len(lines):
                want = "[" + ",".join(f"0x{x:02x}" for x in bytes.fromhex(lines[idx].replace("0x", "").replace(" ", ""))) + "]"
                # The printed encoding is llvm's re-encoding (a literal may become an inline
                # constant), so a probe counts when it printed one instruction and no warning.
                if len(group) == 1 and idx not in bad and want:
                    result[idx] = group[0][0]
                idx += 1
                group = []
                continue
            if n < (idx & 0xFFFF) or n > idx + 8:
                group.append((t, e.strip()))
                continue
            # A swallowed sentinel: resynchronise on this one.
            while idx < len(lines) and (idx & 0xFFFF) != n:
                idx += 1
            idx += 1
            group = []
            continue
        group.append((t, e.strip()))
    return result


def classify(t248, tlit16, tlit32):
    """How a source prints constants: 248 (1/2pi) and literals 0x3c00 and 0x3f800000."""
    if t248 == "0.15915494309189532":
        return "f64"
    if tlit16 == "1.0":
        return "f16"
    if t248 == "0.15915494" and tlit32 == "1.0":
        return "b32"
    if t248 == "0x3118":
        return "i16"
    return "other:" + "|".join([t248, tlit16, tlit32])


def subsets(xs):
    out = [()]
    for k in range(1, len(xs) + 1):
        import itertools
        out += list(itertools.combinations(xs, k))
    return out


def find_drops():
    """For every opcode, the smallest set of zeroed fields that llvm-mc-19 accepts."""
    best = {}
    todo = [(f, o) for f, o, _, _ in OPS if enc(f, o) is not None]
    for wave64 in (False,):
        for d in subsets(["x"] * 0 + ["_"]) and []:
            pass
    for size in range(0, 5):
        lines, keys = [], []
        for f, o in todo:
            if (f, o) in best:
                continue
            for d in subsets(DROPPABLE.get(f, [])):
                if len(d) != size:
                    continue
                lines.append(" ".join(f"0x{x:02x}" for x in enc(f, o, drop=d)))
                keys.append((f, o, d))
        if not lines:
            continue
        r = run(lines, False)
        for i, k in enumerate(keys):
            if i in r and (k[0], k[1]) not in best:
                best[(k[0], k[1])] = k[2]
    return best


def main():
    drops = find_drops()
    lines, keys = [], []
    for fmt, op, name, seed in OPS:
        d = drops.get((fmt, op), ())
        for variant in (0, 1):
            if variant == 1 and fmt not in ("SOPK", "SOPP", "VGLOBAL", "VFLAT", "VSCRATCH"):
                continue
            b = enc(fmt, op, variant=variant, drop=d)
            if b is None:
                continue
            lines.append(" ".join(f"0x{x:02x}" for x in b))
            keys.append((fmt, op, "v", variant))
        # Constant-class probes on src0 (VALU formats) / ssrc0 (SALU formats).
        if fmt in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD", "VOP3P", "SOP1", "SOP2", "SOPC"):
            for tag, src, lit in (("c248", 248, None), ("l16", 255, 0x3C00), ("l32", 255, 0x3F800000)):
                lines.append(" ".join(f"0x{x:02x}" for x in enc(fmt, op, src=src, lit=lit, drop=d)))
                keys.append((fmt, op, tag, 0))
        # Register-range probes: v200 in each VGPR field of a 32-bit VALU encoding (16-bit
        # operands of these encodings reach only v0-v127), and s4 as src0 (VGPR-only sources).
        if fmt in ("VOP1", "VOP2", "VOPC"):
            for fld, (word, shift, val) in {"vdst": (0, 17, 200), "src0": (0, 0, 256 + 200),
                                            "vsrc1": (0, 9, 200)}.items():
                if fmt == "VOP1" and fld == "vsrc1" or fmt == "VOPC" and fld == "vdst":
                    continue
                b = enc(fmt, op, drop=d)
                w = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
                width = 9 if fld == "src0" else 8
                if fld in d:
                    continue
                w = (w & ~(((1 << width) - 1) << shift)) | (val << shift)
                b[0:4] = dw(w)
                lines.append(" ".join(f"0x{x:02x}" for x in b))
                keys.append((fmt, op, "hi_" + fld, 0))
        if fmt in ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3SD", "VOP3P", "VINTERP") and "src0" not in d:
            lines.append(" ".join(f"0x{x:02x}" for x in enc(fmt, op, src=4, drop=d)))
            keys.append((fmt, op, "s_src0", 0))
        # DPP16 probe (32-bit VALU encodings): SRC0 = 250 and a DPP dword with quad_perm identity.
        if fmt in ("VOP1", "VOP2", "VOPC") and "src0" not in d:
            b = enc(fmt, op, src=250, drop=d)
            if (fmt, op) not in IMPLICIT_LITERAL:
                lines.append(" ".join(f"0x{x:02x}" for x in b + dw(0xFF00E400 | 40)))
                keys.append((fmt, op, "dpp", 0))
        # Modifier probes (VOP3-like formats): flip one modifier bit of the canonical word.
        if fmt in MOD_FORMATS:
            for j, bit in enumerate(MOD_BITS):
                b = enc(fmt, op, drop=d)
                b[bit // 8] ^= 1 << (bit % 8)
                lines.append(" ".join(f"0x{x:02x}" for x in b))
                keys.append((fmt, op, f"m{j}", 0))
    r32 = run(lines, False)
    r64 = run(lines, True)
    res = {}
    for i, k in enumerate(keys):
        res[k] = (r32.get(i), r64.get(i))
    with open("data/rdna4/syntax.toml", "w") as f:
        f.write("# LLVM AMDGPU syntax of every RDNA4 opcode, derived from llvm-mc-19 -mcpu=gfx1201 by\n")
        f.write("# xtask/scripts/rdna4_probe.py (the seed defines no syntax; llvm-mc-19 output is the evidence).\n")
        f.write("# `mn` is LLVM's mnemonic, `ops` the operand slots in print order ({field:width} or literal text),\n")
        f.write("# `ops64` the wave64 slots where they differ, `mods` the modifiers printed for the probe word,\n")
        f.write("# `cls` how src0 constants print, `alt` the slots for the second probe (SADDR / SIMM16 variant),\n")
        f.write("# `vmods` (VOP3/VOP3SD/VOP3P/VINTERP) the modifier bits llvm-mc-19 accepts: bit j = instruction\n")
        f.write("# bit [8,9,10,11,12,13,14,15,59,60,61,62,63][j]; `vignored` the bits it accepts but does not print.\n")
        f.write("# `zero`: operand fields the opcode does not use that must be zero (llvm-mc-19 rejects the word\n")
        f.write("# otherwise; other unused fields are ignored); `lo128`: 32-bit-encoding VGPR fields limited to\n")
        f.write("# v0-v127; `src0_vgpr`: src0 must be a VGPR; `dpp`: llvm-mc-19 decodes the DPP16 form.\n")
        f.write("# `llvm = false`: llvm-mc-19 rejects the canonical encoding of this opcode.\n\n")
        f.write("syntax = [\n")
        for fmt, op, name, seed in OPS:
            t32, t64 = res.get((fmt, op, "v", 0), (None, None))
            if t32 is None:
                f.write(f'  {{ fmt = "{fmt}", op = {op}, llvm = false }},\n')
                continue
            mn, s32, mods = template(fmt, t32)
            _, s64, _ = template(fmt, t64) if t64 else (mn, s32, mods)
            row = f'  {{ fmt = "{fmt}", op = {op}, mn = "{mn}", ops = {fmtl(s32)}'
            if s64 != s32:
                row += f", ops64 = {fmtl(s64)}"
            if mods:
                row += f", mods = {fmtl(mods)}"
            c = [res.get((fmt, op, tag, 0), (None, None))[0] for tag in ("c248", "l16", "l32")]
            if all(c):
                idx = 1 if fmt.startswith("SOP") else None
                vals = []
                for t in c:
                    _, sl, _ = template(fmt, t)
                    pos = [j for j, s in enumerate(s32) if s.startswith("{src0") or s.startswith("{ssrc0")]
                    vals.append(sl[pos[0]] if pos and pos[0] < len(sl) else "?")
                row += f', cls = "{classify(*vals)}"'
            if fmt in MOD_FORMATS:
                mask, ign = 0, 0
                for j in range(len(MOD_BITS)):
                    t = res.get((fmt, op, f"m{j}", 0), (None, None))[0]
                    if t is not None and t != t32:
                        mask |= 1 << j
                    elif t is not None:
                        ign |= 1 << j
                row += f', vmods = "0x{mask:04x}"'
                if ign:
                    row += f', vignored = "0x{ign:04x}"'
            d = drops.get((fmt, op), ())
            if d:
                row += f", zero = {fmtl(list(d))}"

            def rejected(tag):
                # llvm-mc prints operands outside the register class with an /*Invalid*/ comment.
                t = res.get((fmt, op, tag, 0), ("/*", None))[0]
                return t is None or "/*" in t
            hi = [f for f in ("vdst", "src0", "vsrc1") if (fmt, op, "hi_" + f, 0) in res and rejected("hi_" + f)]
            if hi:
                row += f", lo128 = {fmtl(hi)}"
            if (fmt, op, "dpp", 0) in res and not rejected("dpp"):
                row += ", dpp = true"
            if (fmt, op, "s_src0", 0) in res and rejected("s_src0"):
                row += ", src0_vgpr = true"
            alt = res.get((fmt, op, "v", 1), (None, None))[0]
            if alt:
                _, sa, ma = template(fmt, alt)
                row += f", alt = {fmtl(sa + ma)}"
            f.write(row + " },\n")
        f.write("]\n")


# Modifier bits probed per opcode (instruction bit numbers): word-0 bits 8-15 (ABS / NEG_HI /
# WAITEXP, OPSEL, OPSEL_HI2, CLAMP) and bits 59-63 (OMOD / OPSEL_HI, NEG). Bit j of `vmods` is
# set when llvm-mc-19 still decodes the word with MOD_BITS[j] flipped and prints it differently.
MOD_FORMATS = ("VOP3", "VOP3SD", "VOP3P", "VINTERP")
MOD_BITS = [8, 9, 10, 11, 12, 13, 14, 15, 59, 60, 61, 62, 63]


def fmtl(xs):
    return "[" + ", ".join('"' + x.replace('"', '\\"') + '"' for x in xs) + "]"


main()
