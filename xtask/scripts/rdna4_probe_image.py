#!/usr/bin/env python3
"""Probe llvm-mc-19 -mcpu=gfx1201 for the VIMAGE / VSAMPLE syntax and decoding rules.

Writes data/rdna4/image.toml: per opcode of the seed's Tables 114 and 116 (L7954, L8009), the
LLVM mnemonic, how many VADDR fields llvm-mc-19 decodes (`fields`), the address dwords for every
DIM (0-7) without and with A16 (`addr`, 16 numbers), and the data sizes in dwords llvm-mc-19 has
forms for (`data`). BVH opcodes get their fixed address widths (`bvh`).
Run from the workspace root: python3 xtask/scripts/rdna4_probe_image.py
"""
import re, subprocess, tomllib

ENC = {"VIMAGE": 0x34, "VSAMPLE": 0x39}
NF = {"VIMAGE": 5, "VSAMPLE": 4}


def word(fmt, op, dmask=1, dim=0, vdata=0, rsrc=8, samp=16, va=(), a16=0, tfe=0, d16=0, r128=0):
    va = list(va) + [0] * (5 - len(va))
    w0 = ENC[fmt] << 26 | dmask << 22 | op << 14 | dim | r128 << 4 | d16 << 5 | a16 << 6
    w1 = vdata | rsrc << 9
    if fmt == "VIMAGE":
        w1 |= va[4] << 24 | tfe << 23
    else:
        w1 |= samp << 23
        w0 |= tfe << 3
    w2 = va[0] | va[1] << 8 | va[2] << 16 | va[3] << 24
    return b"".join(x.to_bytes(4, "little") for x in (w0, w1, w2))


def dis_many(words):
    """One llvm-mc-19 run per word list; each word followed by s_nop sentinels."""
    lines = []
    for i, w in enumerate(words):
        lines.append(" ".join("0x%02x" % b for b in w))
        for _ in range(3):
            lines.append(" ".join("0x%02x" % b for b in (0xBF800000 | i).to_bytes(4, "little")))
    r = subprocess.run(["llvm-mc-19", "-triple=amdgcn", "-mcpu=gfx1201", "--disassemble", "-show-encoding"],
                       input="\n".join(lines), capture_output=True, text=True)
    bad = set()
    for l in r.stderr.splitlines():
        m = re.match(r"<stdin>:(\d+):", l)
        if m:
            bad.add((int(m.group(1)) - 1) // 4)
    out = [None] * len(words)
    cur = []
    for l in r.stdout.splitlines():
        if "; encoding:" not in l:
            continue
        t = l.split(";")[0].strip()
        m = re.match(r"s_nop (0x[0-9a-f]+|\d+)$", t)
        if m:
            i = int(m.group(1), 0)
            if cur and i < len(out) and out[i] is None and i not in bad:
                if len(cur) == 1 and "/*" not in cur[0]:
                    out[i] = cur[0]
            cur = []
        else:
            cur.append(t)
    return out


def regs(tok):
    m = re.fullmatch(r"v(\d+)", tok)
    if m:
        return 1
    m = re.fullmatch(r"v\[(\d+):(\d+)\]", tok)
    return int(m.group(2)) - int(m.group(1)) + 1


def parse(text):
    """(vdata dwords, [address widths]) of a printed image instruction."""
    m = re.match(r"(\S+) (v\[\d+:\d+\]|v\d+), (\[.*?\](?=, (?:s|ttmp|null))|v\[\d+:\d+\]|v\d+),", text)
    if m is None:
        raise SystemExit("unparsed: " + text)
    vd = regs(m.group(2))
    a = m.group(3)
    if a.startswith("["):
        parts = [p.strip() for p in re.findall(r"v\[\d+:\d+\]|v\d+", a[1:-1])]
    else:
        parts = [a]
    return vd, [regs(p) for p in parts]


def main():
    import tomllib as tl
    ops = tl.load(open("data/rdna4/opcodes.toml", "rb"))["ops"]
    rows = []
    for o in ops:
        fmt = o["fmt"]
        if fmt not in ENC:
            continue
        op = o["op"]
        nf = NF[fmt]
        # Mnemonic and decodable field count.
        tries = [word(fmt, op, va=[10 + 10 * i for i in range(k)]) for k in range(nf, 0, -1)]
        res = dis_many(tries)
        k = next((nf - j for j, r in enumerate(res) if r), 0)
        text = next((r for r in res if r), None)
        row = {"fmt": fmt, "op": op, "seed": o["seed"]}
        samp = 16
        if not text and fmt == "VSAMPLE":
            # IMAGE_MSAA_LOAD takes no sampler: SAMP must be 0.
            tries = [word(fmt, op, va=[10 + 10 * i for i in range(k)], samp=0) for k in range(nf, 0, -1)]
            res = dis_many(tries)
            k = next((nf - j for j, r in enumerate(res) if r), 0)
            text = next((r for r in res if r), None)
            if text:
                row["nosamp"] = True
                samp = 0
        if not text and fmt == "VIMAGE":
            # BVH: DMASK 0xf, R128, a 128-bit descriptor; A16 drops VADDR4.
            w = [word(fmt, op, dmask=0xF, r128=1, rsrc=4, va=[10, 20, 30, 40, 50]),
                 word(fmt, op, dmask=0xF, r128=1, rsrc=4, a16=1, va=[10, 20, 30, 40])]
            t = dis_many(w)
            if t[0] and t[1]:
                row["mn"] = t[0].split()[0]
                row["bvh"] = parse(t[0])[1]
                row["bvh_a16"] = parse(t[1])[1]
                rows.append(row)
                continue
        if not text:
            row["llvm"] = False
            rows.append(row)
            continue
        mn = text.split()[0]
        row["mn"] = mn
        row["fields"] = k
        va = [10 + 10 * i for i in range(k)]
        words = []
        for dim in range(8):
            for a16 in (0, 1):
                # Gather-like ops return 4 dwords, their read width: D16 (2) shows the resize.
                g = "gather4" in mn or mn == "image_msaa_load"
                words.append(word(fmt, op, dmask=1 if g else 3, dim=dim, va=va, a16=a16, samp=samp, d16=1 if g else 0))
        res = dis_many(words)
        addr = []
        for r in res:
            if r is None:
                addr.append(-1)
                continue
            vd, aw = parse(r)
            want = 2
            addr.append(sum(aw) if vd == want else 0)
        row["addr"] = addr
        # Data sizes with forms: dmask popcount 1-4 (gather4: 4, d16 2), TFE adds one.
        dw = []
        for dmask, d16 in ((1, 0), (3, 0), (7, 0), (15, 0), (1, 1), (3, 1), (7, 1), (15, 1)):
            for tfe in (0, 1):
                dw.append((dmask, d16, tfe))
        words = [word(fmt, op, dmask=d, d16=h, tfe=t, dim=0, va=[10] + [0] * 4, samp=samp) for d, h, t in dw]
        res = dis_many(words)
        data = set()
        base = set()

        def size(d, h, t):
            n = 4 if ("gather4" in mn or mn == "image_msaa_load") else bin(d).count("1")
            return (n + 1) // 2 * h + n * (1 - h) + t

        for (d, h, t), r in zip(dw, res):
            if r is None:
                continue
            vd, aw = parse(r)
            n = size(d, h, t)
            if vd == n:
                data.add(n)
                if not h:
                    base.add(n)
        if addr[0] != 1:
            # 1D needs more than one address: probe data sizes with the full field set.
            words = [word(fmt, op, dmask=d, d16=h, tfe=t, dim=0, va=va, samp=samp) for d, h, t in dw]
            for (d, h, t), r in zip(dw, dis_many(words)):
                if r is None:
                    continue
                vd, aw = parse(r)
                n = size(d, h, t)
                if vd == n:
                    data.add(n)
                    if not h:
                        base.add(n)
        row["data"] = sorted(data)
        # `base`: VDATA width of the form llvm-mc-19 reads before resizing (the smallest
        # non-D16 size). D16 accepted. `v1`: a word with only VADDR0 non-zero is read as the
        # one-address form (seen when the resize fails: VDATA ending at v255 and four components).
        row["base"] = min(base)
        t = dis_many([word(fmt, op, dmask=1, dim=1, va=va, d16=1, samp=samp),
                      word(fmt, op, dmask=15, dim=2, va=[10], vdata=256 - row["base"], samp=samp)])
        row["d16"] = t[0] is not None
        row["v1"] = t[1] is not None and parse(t[1])[1] == [1]
        rows.append(row)
    with open("data/rdna4/image.toml", "w") as f:
        f.write("# VIMAGE / VSAMPLE syntax and decoding rules probed from llvm-mc-19 -mcpu=gfx1201 by\n")
        f.write("# xtask/scripts/rdna4_probe_image.py (the seed defines no syntax; llvm-mc-19 output is the evidence).\n")
        f.write("# `seed`: the opcode's row in Table 114 (VIMAGE) or 116 (VSAMPLE). `fields`: VADDR fields llvm-mc-19\n")
        f.write("# decodes (a word with a later field non-zero is rejected). `addr`: address dwords per DIM 0-7,\n")
        f.write("# pairs (A16 off, A16 on). `data`: VDATA dword counts llvm-mc-19 has forms for; `base`: the VDATA\n# width of the form it reads before resizing. `d16`: D16 accepted. `v1`: a word with only VADDR0\n# non-zero is read as the one-address form.\n")
        f.write("# `bvh`: BVH address operand widths (fixed). `llvm = false`: llvm-mc-19 has no such opcode.\n\n")
        f.write("image = [\n")
        for r in rows:
            parts = []
            for k, v in r.items():
                if isinstance(v, bool):
                    parts.append(f"{k} = {'true' if v else 'false'}")
                elif isinstance(v, str):
                    parts.append(f'{k} = "{v}"')
                elif isinstance(v, list):
                    parts.append(f"{k} = [{', '.join(str(x) for x in v)}]")
                else:
                    parts.append(f"{k} = {v}")
            f.write("  { " + ", ".join(parts) + " },\n")
        f.write("]\n")


if __name__ == "__main__":
    main()
