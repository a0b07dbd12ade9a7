//! Normalisation of disassembly text for comparison with `intel-gen4disasm -g 7`, whose dialect
//! differs from Mesa's (see the corpus README): it prints `WE_normal`, omits nibble controls,
//! writes `.ne`/`.e` and `f0` for `.nz`/`.z` and `f0.0`, full `<v,w,h>` regions in Align16, bare
//! `null` operands, float immediates as values, jump offsets as `UIP JIP` numbers, and its own
//! message-descriptor vocabulary. Both texts are reduced to the same token list: mnemonic and
//! modifiers, predicate, operands (registers, regions, types, immediates by value), `mlen`/`rlen`
//! for sends, JIP/UIP for jumps, and the option set.

/// Mnemonics of the flow-control instructions (their operands are compared as JIP/UIP only).
const JUMPS: [&str; 11] = [
    "if", "else", "endif", "while", "break", "cont", "halt", "brd", "brc", "case", "jmpi",
];
/// 3-source mnemonics (intel-gen4disasm prints their regions in another form; only the
/// destination is compared).
const THREE: [&str; 4] = ["mad", "lrp", "bfe", "bfi2"];

fn flags(s: &str) -> String {
    // `f0.0` → `f0`, `f1.0` → `f1` (intel-gen4disasm omits a zero flag subregister).
    let mut out = String::with_capacity(s.len());
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'f'
            && i + 3 < b.len() + 1
            && b.get(i + 1).is_some_and(|c| *c == b'0' || *c == b'1')
            && b.get(i + 2) == Some(&b'.')
            && b.get(i + 3) == Some(&b'0')
            && !b.get(i + 4).is_some_and(|c| c.is_ascii_digit())
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
        {
            out.push('f');
            out.push(b[i + 1] as char);
            i += 4;
            continue;
        }
        out.push(b[i] as char);
        i += 1;
    }
    out
}

fn imm_token(t: &str) -> Option<String> {
    let first = t.chars().next()?;
    if !(first.is_ascii_digit() || (first == '-' && t.len() > 1)) {
        return None;
    }
    let split = t
        .rfind(|c: char| !c.is_ascii_uppercase())
        .map_or(0, |p| p + 1);
    let (num, ty) = t.split_at(split);
    // `0x3f800000F`: the hex digits swallow an `F`/`D` type letter.
    let (num, ty) =
        if ty.is_empty() && num.starts_with("0x") && (num.ends_with('F') || num.ends_with('D')) {
            (&num[..num.len() - 1], &t[num.len() - 1..])
        } else {
            (num, ty)
        };
    if ty.is_empty() {
        return None;
    }
    let value: Option<u64> = if let Some(h) = num.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(h) = num.strip_prefix("-0x") {
        u64::from_str_radix(h, 16)
            .ok()
            .map(|v| (v as i64).wrapping_neg() as u64)
    } else if ty == "F"
        && (num.contains('.') || num.contains('e') || num.contains("inf") || num.contains("nan"))
    {
        num.parse::<f32>().ok().map(|f| u64::from(f.to_bits()))
    } else if ty == "F" {
        num.parse::<f32>()
            .ok()
            .map(|f| u64::from(f.to_bits()))
            .filter(|_| !num.starts_with("0x"))
    } else {
        num.parse::<i64>().ok().map(|v| v as u64)
    };
    let v = value? as u32;
    Some(match ty {
        // Compare floats at the six significant digits intel-gen4disasm prints.
        "F" => format!("imm:F:{:.5e}", f32::from_bits(v)),
        "UW" | "W" => format!("imm:{ty}:{:04x}", v & 0xffff),
        _ => format!("imm:{ty}:{v:08x}"),
    })
}

/// The comparable token list of one instruction's text (one or two lines).
pub fn normalize(text: &str) -> Vec<String> {
    // Drop comments.
    let mut t = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(p) = rest.find("/*") {
        t.push_str(&rest[..p]);
        rest = rest[p..].find("*/").map_or("", |q| &rest[p + q + 2..]);
    }
    t.push_str(rest);
    let (head, opts) = match t.find('{') {
        Some(p) => (&t[..p], &t[p + 1..]),
        None => (&t[..], ""),
    };
    let mut options: Vec<String> = opts
        .split(|c: char| c.is_whitespace() || c == ',' || c == '}' || c == ';')
        .filter(|o| !o.is_empty())
        .filter(|o| *o != "WE_normal" && !(o.len() == 2 && o.ends_with('N')))
        // hsakit's spelling of a flag register that no predicate or modifier shows.
        .filter(|o| !(o.len() == 4 && o.starts_with('f') && o.as_bytes()[2] == b'.'))
        .map(str::to_ascii_lowercase)
        .collect();
    options.sort();
    let align16 = options.iter().any(|o| o == "align16");
    let mut toks = head.split_whitespace().peekable();
    let mut out = Vec::new();
    if let Some(p) = toks.peek()
        && p.starts_with('(')
    {
        out.push(flags(p));
        toks.next();
    }
    let Some(op) = toks.next() else { return out };
    let mut op = flags(op).replace(".ne.", ".nz.").replace(".e.", ".z.");
    if op == "math" {
        op = format!("math {}", toks.next().unwrap_or(""));
    }
    let base = op.split(['.', '(', ' ']).next().unwrap_or("").to_string();
    if op.starts_with("math") {
        // `math.sat exp(8)` vs `math.sat exp(8)`: same; keep as is.
    }
    out.push(op);
    let rest: Vec<&str> = toks.collect();
    if JUMPS.contains(&base.as_str()) {
        let nums: Vec<i64> = rest
            .iter()
            .filter_map(|w| w.trim_end_matches(':').parse::<i64>().ok())
            .collect();
        let ours = rest.iter().any(|w| w.starts_with("JIP"));
        let (jip, uip) = match (ours, nums.as_slice()) {
            (true, [j, u, ..]) => (Some(*j), Some(*u)),
            (true, [j]) => (Some(*j), None),
            (false, [u, j, ..]) => (Some(*j), Some(*u)),
            (false, [j]) => (Some(*j), None),
            _ => (None, None),
        };
        out.push(format!("jip={jip:?}"));
        if let Some(u) = uip {
            out.push(format!("uip={u}"));
        }
    } else if base == "send" || base == "sendc" {
        for w in rest.iter().take(2) {
            out.push(operand(w, align16));
        }
        let mut it = rest.iter();
        while let Some(w) = it.next() {
            if *w == "mlen" || *w == "rlen" {
                out.push(format!("{w}={}", it.next().unwrap_or(&"")));
            }
        }
    } else if THREE.contains(&base.as_str()) {
        if let Some(d) = rest.first() {
            out.push(operand(d, align16));
        }
    } else {
        for w in &rest {
            out.push(operand(w, align16));
        }
    }
    out.push(format!("{{{}}}", options.join(" ")));
    out
}

fn operand(w: &str, align16: bool) -> String {
    if w.starts_with("null") {
        return "null".into();
    }
    if let Some(i) = imm_token(w) {
        return i;
    }
    let w = flags(w);
    if align16
        && let (Some(a), Some(b)) = (w.find('<'), w.find('>'))
        && a < b
    {
        let inner = &w[a + 1..b];
        let v = inner.split([',', ';']).next().unwrap_or(inner);
        return format!("{}<{}>{}", &w[..a], v, &w[b + 1..]);
    }
    w
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn dialects_meet() {
        // Pairs from the corpus README's list of cosmetic differences.
        let pairs = [
            (
                "and.nz.f0.0(8)  null<1>UD       g24<8,8,1>UD    g25<8,8,1>UD    { align1 1Q };",
                "and.ne.f0(8)    null            g24<8,8,1>UD    g25<8,8,1>UD    { align1 WE_normal 1Q };",
            ),
            (
                "mov(8)          g115<1>F        0x41880000F /* 17F */           { align16 1Q };",
                "mov(8)          g115<1>F        17F                             { align16 WE_normal 1Q };",
            ),
            (
                "and(8)          g13<1>UD        g6<0>UD         g5.4<0>.zUD     { align16 1Q };",
                "and(8)          g13<1>UD        g6<0,4,1>UD     g5.4<0,4,1>.zUD { align16 WE_normal 1Q };",
            ),
            (
                "(-f0.1.any4h) halt(8) JIP: 8 UIP: 8 { align1 1Q };",
                "(-f0.1.any4h) halt(8) 8 8       null                            { align1 WE_normal 1Q };",
            ),
            (
                "mov(4)          g114<1>F        g2.3<8,2,4>F                    { align1 WE_all 1N };",
                "mov(4)          g114<1>F        g2.3<8,2,4>F                    { align1 WE_all };",
            ),
        ];
        for (a, b) in pairs {
            assert_eq!(normalize(a), normalize(b), "{a}\n{b}");
        }
    }
}
