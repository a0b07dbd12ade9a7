#!/usr/bin/env python3
"""Extract the RDNA4 chapter-15 formats and opcode tables from seed 001 into data/rdna4/*.toml.

Usage: python3 xtask/scripts/rdna4_extract.py [SEED] [OUTDIR]

Writes:
  data/rdna4/opcodes.toml  one row per (format, opcode, name) with the seed line it came from
  data/rdna4/fields.toml   one row per (format, field, hi, lo) with the seed line
  data/rdna4/buffer_formats.toml  Table 62 (buffer/image data formats) number -> name
Corrections live in data/rdna4/errata.toml and are applied by the generator, never here.
Parse rules follow ../shared/notes/seed-rdna4.md section 7.1.
"""
import re
import sys

SEED = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/seeds/001_aebd7c024be344ad.txt"
OUT = sys.argv[2] if len(sys.argv) > 2 else "data/rdna4"

lines = open(SEED, encoding="utf-8").read().split("\n")

OPCODE_TABLES = [
    ("SOP2", "Table 75. SOP2 Opcodes"), ("SOPK", "Table 77. SOPK Opcodes"),
    ("SOP1", "Table 79. SOP1 Opcodes"), ("SOPC", "Table 81. SOPC Opcodes"),
    ("SOPP", "Table 83. SOPP Opcodes"), ("SMEM", "Table 85. SMEM Opcodes"),
    ("VOP2", "Table 87. VOP2 Opcodes"), ("VOP1", "Table 89. VOP1 Opcodes"),
    ("VOPC", "Table 92. VOPC Opcodes"), ("VOP3", "Table 94. VOP3 Opcodes"),
    ("VOP3SD", "Table 96. VOP3SD Opcodes"), ("VOP3P", "Table 98. VOP3P Opcodes"),
    ("VINTERP", "Table 106. VINTERP Opcodes"), ("VDSDIR", "Table 108. VDSDIR Opcodes"),
    ("VDS", "Table 110. DS Opcodes"), ("VBUFFER", "Table 112. VBUFFER Opcodes"),
    ("VIMAGE", "Table 114. VIMAGE Opcodes"), ("VSAMPLE", "Table 116. VSAMPLE Opcodes"),
    ("VFLAT", "Table 118. VFLAT Opcodes"), ("VGLOBAL", "Table 119. VGLOBAL Opcodes"),
    ("VSCRATCH", "Table 120. VSCRATCH Opcodes"),
    ("VOPDX", "Table 100. VOPD X-Opcodes"), ("VOPDY", "Table 101. VOPD Y-Opcodes"),
]

FIELD_TABLES = [
    ("SOP2", "Table 74. SOP2 Fields"), ("SOPK", "Table 76. SOPK Fields"),
    ("SOP1", "Table 78. SOP1 Fields"), ("SOPC", "Table 80. SOPC Fields"),
    ("SOPP", "Table 82. SOPP Fields"), ("SMEM", "Table 84. SMEM Fields"),
    ("VOP2", "Table 86. VOP2 Fields"), ("VOP1", "Table 88. VOP1 Fields"),
    ("VOPC", "Table 91. VOPC Fields"), ("VOP3", "Table 93. VOP3 Fields"),
    ("VOP3SD", "Table 95. VOP3SD Fields"), ("VOP3P", "Table 97. VOP3P Fields"),
    ("VOPD", "Table 99. VOPD Fields"), ("DPP16", "Table 102. DPP16 Fields"),
    ("DPP8", "Table 104. DPP8 Fields"), ("VINTERP", "Table 105. VINTERP Fields"),
    ("VDSDIR", "Table 107. VDSDIR Fields"), ("VDS", "Table 109. DS Fields"),
    ("VBUFFER", "Table 111. VBUFFER Fields"), ("VIMAGE", "Table 113. VIMAGE Fields"),
    ("VSAMPLE", "Table 115. VSAMPLE Fields"), ("VFLAT", "Table 117. FLAT, GLOBAL and SCRATCH Fields"),
    ("VEXPORT", "Table 121. VEXPORT Fields"),
]

NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")


def find(title):
    for i, l in enumerate(lines):
        if title in l:
            return i
    raise SystemExit(f"table not found: {title}")


def table_end(start):
    """From the table caption to the next chapter heading (`# ` / `## ` etc. with a section number)."""
    j = start + 1
    while j < len(lines):
        l = lines[j]
        if re.match(r"^#+ ", l) and not re.search(r"Table \d+\.", l):
            return j
        if re.match(r"^#*\s*\**Table \d+\.", l) and j > start + 1:
            return j
        j += 1
    return j


def cells(l):
    return [c.strip() for c in l.strip().strip("|").split("|")]


def opcode_rows(fmt, title):
    s = find(title)
    e = table_end(s)
    rows = []
    for i in range(s + 1, e):
        l = lines[i]
        if not l.startswith("|"):
            continue
        cs = cells(l)
        if fmt.startswith("VOPD"):
            # Shape: `| 3 V_DUAL_MUL_F32 | | 10 V_... |` or `| 0 V_X | 7 | V_Y |`.
            toks = " ".join(cs).split()
            k = 0
            while k + 1 < len(toks):
                if toks[k].isdigit() and NAME.match(toks[k + 1]):
                    rows.append((int(toks[k]), toks[k + 1], i + 1))
                    k += 2
                else:
                    k += 1
            continue
        for k in range(len(cs) - 1):
            if cs[k].isdigit() and NAME.match(cs[k + 1]) and cs[k + 1] != "Reserved":
                rows.append((int(cs[k]), cs[k + 1], i + 1))
    return rows


def ch16_entries():
    """Every `**NAME NUMBER**`-style heading (and the other forms listed in the notes) in ch16."""
    out = {}
    pat = re.compile(r"^(?:#+\s*)?\*\*([A-Z][A-Z0-9_\\]*)\s+(\d+)\*\*\s*$")
    for i, l in enumerate(lines):
        m = pat.match(l.strip())
        if m:
            out.setdefault(m.group(1).replace("\\", ""), (int(m.group(2)), i + 1))
    return out


def vglobal_rows(rows):
    """Table 119 lost its left opcode column on its second page: recover numbers from ch16."""
    s = find("Table 119. VGLOBAL Opcodes")
    e = table_end(s)
    ch16 = ch16_entries()
    have = {n for _, n, _ in rows}
    extra = []
    for i in range(s + 1, e):
        cs = cells(lines[i]) if lines[i].startswith("|") else []
        if len(cs) >= 3 and NAME.match(cs[0]) and cs[0] not in have and cs[0].startswith("GLOBAL_"):
            if cs[0] in ch16:
                num, line = ch16[cs[0]]
                extra.append((num, cs[0], line))
            else:
                raise SystemExit(f"VGLOBAL {cs[0]} has no ch16 entry")
    return rows + extra


def field_rows(fmt, title):
    s = find(title)
    e = table_end(s)
    out = []
    for i in range(s + 1, e):
        l = lines[i]
        if not l.startswith("|"):
            continue
        cs = cells(l)
        if len(cs) < 2:
            continue
        names = cs[0].split("<br>")
        bits = [b for b in cs[1].split("<br>") if re.match(r"^\[\d+(:\d+)?\]$", b)]
        for n, b in zip(names, bits):
            n = n.strip().replace("\\", "")
            if not NAME.match(n):
                continue
            m = re.match(r"^\[(\d+)(?::(\d+))?\]$", b)
            hi = int(m.group(1))
            lo = int(m.group(2)) if m.group(2) else hi
            out.append((n, hi, lo, i + 1))
    return out


def main():
    ops = []
    for fmt, title in OPCODE_TABLES:
        rows = opcode_rows(fmt, title)
        if fmt == "VGLOBAL":
            rows = vglobal_rows(rows)
        rows.sort()
        seen = set()
        for op, name, line in rows:
            if (op, name) in seen:
                continue
            seen.add((op, name))
            ops.append((fmt, op, name, line))
    with open(f"{OUT}/opcodes.toml", "w") as f:
        f.write("# RDNA4 opcode tables, extracted from seed 001 chapter 15 by xtask/scripts/rdna4_extract.py.\n")
        f.write("# Do not edit by hand: corrections go in errata.toml. `seed` is the line of the row.\n")
        f.write("# VGLOBAL opcodes whose ch15 number column was lost are taken from their ch16 heading line.\n\n")
        f.write("ops = [\n")
        for fmt, op, name, line in ops:
            f.write(f'  {{ fmt = "{fmt}", op = {op}, name = "{name}", seed = {line} }},\n')
        f.write("]\n")
    with open(f"{OUT}/fields.toml", "w") as f:
        f.write("# RDNA4 instruction-format fields (bit ranges), extracted from seed 001 chapter 15 field tables\n")
        f.write("# by xtask/scripts/rdna4_extract.py. Bits >= 32 are in the following dwords. `seed` is the row's line.\n\n")
        f.write("fields = [\n")
        for fmt, title in FIELD_TABLES:
            for n, hi, lo, line in field_rows(fmt, title):
                f.write(f'  {{ fmt = "{fmt}", name = "{n}", hi = {hi}, lo = {lo}, seed = {line} }},\n')
        f.write("]\n")
    # Table 62: rows `| n | NAME | n | NAME | n | NAME |` over two pages.
    start = find("Table 62. Buffer and Image Data Formats")
    fmts = {}
    for i in range(start, start + 70):
        c = cells(lines[i])
        for j in range(0, len(c) - 1, 2):
            if re.fullmatch(r"\d+", c[j]) and re.fullmatch(r"[A-Z0-9_]+", c[j + 1]):
                fmts.setdefault(int(c[j]), (c[j + 1], i + 1))
    with open(f"{OUT}/buffer_formats.toml", "w") as f:
        f.write("# Buffer and image data formats (seed 001 Table 62, L5042-5097), extracted by\n")
        f.write("# xtask/scripts/rdna4_extract.py. `seed` is the row's line. The TBUFFER FORMAT field holds `n`.\n\n")
        f.write("formats = [\n")
        for n in sorted(fmts):
            name, line = fmts[n]
            f.write(f'  {{ n = {n}, name = "{name}", seed = {line} }},\n')
        f.write("]\n")
    counts = {}
    for fmt, *_ in ops:
        counts[fmt] = counts.get(fmt, 0) + 1
    print(" ".join(f"{k}={v}" for k, v in counts.items()), "total", len(ops))


main()
