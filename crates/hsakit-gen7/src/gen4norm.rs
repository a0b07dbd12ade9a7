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
    let special = ["nanF", "infF", "-infF", "-nanF"].contains(&t);
    if !(first.is_ascii_digit() || (first == '-' && t.len() > 1) || special) {
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

/// Which tool printed a text: hsakit (Mesa's dialect) or intel-gen4disasm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// hsakit's printer (Mesa's brw syntax).
    Mesa,
    /// `intel-gen4disasm -g 7`.
    Gen4,
}

/// One-source opcodes: intel-gen4disasm never prints their src1 (the placeholder that hsakit
/// spells out when its fields are not the default ones). Seed opcode tables L4158-L4288 (#src).
const ONE_SOURCE: [&str; 14] = [
    "mov", "movi", "not", "frc", "rndu", "rndd", "rnde", "rndz", "lzd", "fbh", "fbl", "cbit",
    "bfrev", "f32to16",
];

/// Instructions whose conditional modifier updates no flag: intel-gen4disasm does not print the
/// flag register after their modifier (seed L8171 for `sel`; `if`/`while` evaluate it
/// internally, L6578-L6640, L8540-L8595).
const NO_FLAG_CMOD: [&str; 3] = ["sel", "if", "while"];

/// The comparable token list of one instruction's text (one or two lines), dialect-blind.
pub fn normalize(text: &str) -> Vec<String> {
    normalize_as(text, Dialect::Gen4)
}

/// The comparable token list of one instruction's text as printed by `dialect`.
///
/// Mesa-dialect operands get the two unit conversions intel-gen4disasm applies (see
/// [`gen4_units`]); everything else is reduced the same way for both dialects.
pub fn normalize_as(text: &str, dialect: Dialect) -> Vec<String> {
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
    let align16 = options.iter().any(|o| o == "align16");
    // intel-gen4disasm runs an unknown shared function's name into `mlen`.
    let head = head.replace("mlen", " mlen");
    // `g[a0.1 -32]` is one operand.
    let mut merged: Vec<String> = Vec::new();
    for w in head.split_whitespace() {
        match merged.last_mut() {
            Some(last) if last.contains('[') && !last.contains(']') => {
                last.push(' ');
                last.push_str(w);
            }
            _ => merged.push(w.to_string()),
        }
    }
    let mut toks = merged.iter().map(String::as_str).peekable();
    let mut out = Vec::new();
    if let Some(p) = toks.peek()
        && p.starts_with('(')
    {
        out.push(flags(p));
        toks.next();
    }
    let Some(op) = toks.next() else { return out };
    let mut op = flags(op)
        .replace(".ne.", ".nz.")
        .replace(".e.", ".z.")
        .replace(".ne(", ".nz(")
        .replace(".e(", ".z(");
    // intel-gen4disasm writes DebugCtrl as a `.breakpoint` modifier, Mesa as an option.
    if op.contains(".breakpoint") {
        op = op.replacen(".breakpoint", "", 1);
        options.push("breakpoint".into());
    }
    if op == "math" || op.starts_with("math.") {
        let f = toks.next().unwrap_or("");
        // Waiver (intel-gen4disasm is wrong): it names math function 9 `tan`, its Gen4-5
        // meaning; on Ivy Bridge FC 9h is FDIV (seed L7115, L7077-L7078).
        let f = match (dialect, f.strip_prefix("tan(")) {
            (Dialect::Gen4, Some(exec)) => format!("fdiv({exec}"),
            _ => f.to_string(),
        };
        op = format!("{op} {f}");
    }
    let base = op.split(['.', '(', ' ']).next().unwrap_or("").to_string();
    if NO_FLAG_CMOD.contains(&base.as_str()) {
        op = drop_cmod_flag(&op);
    }
    let exec: u32 = op
        .rsplit_once('(')
        .and_then(|(_, n)| n.trim_end_matches(')').parse().ok())
        .unwrap_or(0);
    quarter_options(&mut options, exec);
    options.sort();
    let rest: Vec<&str> = toks.collect();
    if base == "nop" {
        // intel-gen4disasm prints `nop` with its saturate bit only (seed L7517: no operands).
        out.push(op.split('(').next().unwrap_or("").to_string());
        return out;
    }
    out.push(op);
    if base == "jmpi" {
        // intel-gen4disasm prints only jmpi's immediate, as a signed decimal (seed L6684).
        let v = match dialect {
            Dialect::Mesa => rest.get(2).and_then(|w| raw_imm_bits(w)),
            Dialect::Gen4 => rest
                .first()
                .and_then(|w| w.parse::<i64>().ok())
                .map(|v| v as u32),
        };
        out.push(format!("imm={v:?}"));
    } else if JUMPS.contains(&base.as_str()) {
        let (jip, uip) = jump_offsets(&rest, dialect);
        out.push(format!("jip={jip:?}"));
        // intel-gen4disasm prints the UIP of if/break/cont/halt only.
        if ["if", "break", "cont", "halt"].contains(&base.as_str())
            && let Some(u) = uip
        {
            out.push(format!("uip={u}"));
        }
    } else if base == "send" || base == "sendc" {
        for (i, w) in rest.iter().take(2).enumerate() {
            out.push(operand(w, align16, i == 0, dialect));
        }
        let mut it = rest.iter();
        while let Some(w) = it.next() {
            if *w == "mlen" || *w == "rlen" {
                out.push(format!("{w}={}", it.next().unwrap_or(&"")));
            }
        }
    } else if THREE.contains(&base.as_str()) {
        // Waiver (intel-gen4disasm is wrong, see docs/gen7-oracle.md): it reads a 3-source
        // instruction's flag register from the 2-source position (bits 90/89, which hold src1
        // subregister/swizzle bits here; the 3-source fields are bits 34/33, seed L3117-L3118)
        // and prints every type as F (the 2-bit DstType/SrcType at 45:44/43:42, seed
        // L3111-L3112, L3638-L3648, are ignored). The flag register and the types are dropped
        // from both sides; everything else (predicate control, modifiers, registers, byte
        // offsets, swizzles and write masks) is compared.
        if let Some(p) = out.first_mut()
            && p.starts_with('(')
        {
            *p = drop_pred_flag(p);
        }
        if let Some(last) = out.last_mut() {
            *last = drop_cmod_flag(last);
        }
        for (i, w) in rest.iter().take(4).enumerate() {
            out.push(three_operand(w, i == 0));
        }
    } else if base == "wait" {
        // intel-gen4disasm prints only wait's notification-register source (seed L8497-L8531:
        // dst and src0 name the same n0 subregister).
        let src = if dialect == Dialect::Mesa {
            rest.get(1)
        } else {
            rest.first()
        };
        if let Some(w) = src {
            out.push(operand(w, align16, false, dialect));
        }
    } else {
        let n = if ONE_SOURCE.contains(&base.as_str()) {
            2
        } else {
            3
        };
        for (i, w) in rest.iter().take(n).enumerate() {
            out.push(operand(w, align16, i == 0, dialect));
        }
    }
    out.push(format!("{{{}}}", options.join(" ")));
    out
}

/// `(+f1.1.x)` → `(+.x)`, `(-f0)` → `(-)`: a predicate without its flag register.
fn drop_pred_flag(p: &str) -> String {
    let inner = p.trim_start_matches('(').trim_end_matches(')');
    let (sign, rest) = inner.split_at(inner.find('f').unwrap_or(0));
    let body = rest.trim_start_matches(|c: char| c == 'f' || c.is_ascii_digit());
    // `.1.x` after `f0`: a flag subregister, then the predicate control.
    let body = match body.strip_prefix('.') {
        Some(b) if b.starts_with(|c: char| c.is_ascii_digit()) => {
            b.trim_start_matches(|c: char| c.is_ascii_digit())
        }
        _ => body,
    };
    format!("({sign}{body})")
}

/// A 3-source operand as `mods g<reg>@<byte offset>.<4 channels>`, without its type and
/// region (both tools print `g110.3<1>.yzwDF` / `g110.6<1>.yzwF` for byte 24: the
/// subregister counts elements of the printed type). hsakit prints a replicated scalar
/// (RepCtrl, seed L3620-L3625) as `<0,1,0>`; intel-gen4disasm ignores RepCtrl and prints the
/// swizzle field, which a replicated source holds as `.x`: both become channels `xxxx`.
fn three_operand(w: &str, dst: bool) -> String {
    let body = w.trim_start_matches(['-', '(', 'a', 'b', 's', ')']);
    let mods = &w[..w.len() - body.len()];
    let Some(num) = body.strip_prefix('g') else {
        return w.to_string();
    };
    let reg_end = num.find(|c: char| !c.is_ascii_digit()).unwrap_or(num.len());
    let reg = &num[..reg_end];
    let mut rest = &num[reg_end..];
    let mut sub = 0u32;
    if let Some(r) = rest.strip_prefix('.') {
        let e = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
        sub = r[..e].parse().unwrap_or(0);
        rest = &r[e..];
    }
    let mut region = "";
    if let Some(r) = rest.strip_prefix('<') {
        let e = r.find('>').unwrap_or(r.len());
        region = &r[..e];
        rest = r.get(e + 1..).unwrap_or("");
    }
    let chans: String = rest.chars().filter(char::is_ascii_lowercase).collect();
    let size = match rest
        .trim_start_matches(|c: char| c == '.' || c.is_ascii_lowercase())
        .trim_end_matches(|c: char| c == '.' || c.is_ascii_lowercase())
    {
        "DF" => 8,
        _ => 4,
    };
    let chans = if !dst && region == "0,1,0" {
        "xxxx".to_string()
    } else {
        match chans.len() {
            0 => "xyzw".to_string(),
            1 => chans.repeat(4),
            _ => chans,
        }
    };
    format!("{mods}g{reg}@{}.{chans}", sub * size)
}

/// `sel.l.f0.1(8)` → `sel.l(8)`.
fn drop_cmod_flag(op: &str) -> String {
    let (name, exec) = op.split_once('(').map_or((op, ""), |(a, b)| (a, b));
    let parts: Vec<&str> = name.split('.').collect();
    let mut kept: Vec<&str> = Vec::with_capacity(parts.len());
    let mut i = 0;
    while i < parts.len() {
        let p = parts[i];
        if i > 0 && (p == "f0" || p == "f1") {
            if parts.get(i + 1).is_some_and(|q| *q == "0" || *q == "1") {
                i += 1;
            }
            i += 1;
            continue;
        }
        kept.push(p);
        i += 1;
    }
    if exec.is_empty() {
        kept.join(".")
    } else {
        format!("{}({exec}", kept.join("."))
    }
}

/// intel-gen4disasm's quarter controls: none for SIMD32 and below SIMD8 (nibble controls are
/// never printed), `1H`/`2H` for SIMD16 (QtrCtrl bit 1), `1Q`-`4Q` for SIMD8. Mesa's `2Q`/`4Q`
/// on a SIMD16 instruction become `1H`/`2H` (seed L3438-L3467: QtrCtrl 01/11 name the second
/// and fourth quarters, which a 16-channel instruction cannot start at).
fn quarter_options(options: &mut Vec<String>, exec: u32) {
    options.retain_mut(|o| {
        let b = o.as_bytes();
        if b.len() != 2 || !b[0].is_ascii_digit() || !matches!(b[1], b'q' | b'h') {
            return true;
        }
        let q = if b[1] == b'q' {
            u32::from(b[0] - b'1')
        } else {
            u32::from(b[0] - b'1') * 2
        };
        match exec {
            16 => {
                *o = format!("{}h", q / 2 + 1);
                true
            }
            8 => {
                *o = format!("{}q", q + 1);
                true
            }
            _ => false,
        }
    });
}

/// The 32 bits of an immediate as hsakit prints it: lower-case hex digits or a decimal, then
/// the upper-case type suffix (`0x0d1c8990W`, `-14922W`, `372692684D`, `0x7a9e7e9F`).
fn raw_imm_bits(w: &str) -> Option<u32> {
    let num = w.trim_end_matches(|c: char| c.is_ascii_uppercase());
    if num.len() == w.len() {
        return None;
    }
    let ty = &w[num.len()..];
    let (v, short) = if let Some(h) = num.strip_prefix("0x") {
        (u32::from_str_radix(h, 16).ok()?, h.len() <= 4)
    } else {
        (num.parse::<i64>().ok()? as u32, true)
    };
    // A word immediate printed as one word is replicated in both halves (seed L1934, L3306).
    Some(if (ty == "W" || ty == "UW") && short {
        (v & 0xffff) * 0x1_0001
    } else {
        v
    })
}

/// JIP and UIP of a jump. Mesa's dialect prints `JIP: j UIP: u` for the usual operands and the
/// operands themselves (UIP:JIP in src1's immediate, seed L3141-L3152) otherwise;
/// intel-gen4disasm prints the offsets first, UIP before JIP.
fn jump_offsets(rest: &[&str], dialect: Dialect) -> (Option<i64>, Option<i64>) {
    let nums: Vec<i64> = rest
        .iter()
        .map_while(|w| {
            w.trim_end_matches(':')
                .parse::<i64>()
                .ok()
                .or_else(|| (w.ends_with(':')).then_some(i64::MIN))
        })
        .filter(|v| *v != i64::MIN)
        .collect();
    if dialect == Dialect::Mesa {
        if rest.first().is_some_and(|w| w.starts_with("JIP")) {
            let nums: Vec<i64> = rest.iter().filter_map(|w| w.parse::<i64>().ok()).collect();
            return (nums.first().copied(), nums.get(1).copied());
        }
        // Explicit operands: src1's immediate holds UIP:JIP.
        let v = rest.get(2).and_then(|w| raw_imm_bits(w));
        return match v {
            Some(v) => (
                Some(i64::from(v as u16 as i16)),
                Some(i64::from((v >> 16) as u16 as i16)),
            ),
            None => (None, None),
        };
    }
    match nums.as_slice() {
        [u, j, ..] => (Some(*j), Some(*u)),
        [j] => (Some(*j), None),
        _ => (None, None),
    }
}

/// The names of the architecture registers intel-gen4disasm prints as `ARF<regnum>` (seed
/// L1250-L1272: RegNum[7:4] 1011 is tdr, 1100 is tm0).
fn arf_name(w: &str) -> String {
    let Some(p) = w.find("ARF") else {
        return w.to_string();
    };
    let digits: String = w[p + 3..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let Ok(n) = digits.parse::<u32>() else {
        return w.to_string();
    };
    let name = match n >> 4 {
        0xb => format!("tdr{}", n & 0xf),
        0xc => "tm0".to_string(),
        _ => return w.to_string(),
    };
    format!("{}{}{}", &w[..p], name, &w[p + 3 + digits.len()..])
}

/// The type suffix of an operand token and its size in bytes.
fn type_size(w: &str) -> Option<u32> {
    let ty: String = w
        .chars()
        .rev()
        .take_while(char::is_ascii_uppercase)
        .collect::<String>()
        .chars()
        .rev()
        .collect();
    Some(match ty.as_str() {
        "UB" | "B" => 1,
        "UW" | "W" => 2,
        "UD" | "D" | "F" => 4,
        "DF" => 8,
        _ => return None,
    })
}

/// The two places intel-gen4disasm prints a raw field divided by the destination's type size
/// instead of the field's own unit, applied to a Mesa-dialect destination:
/// * an Align16 direct destination's SubRegNum is bit 52 (16-byte units, seed L3236-L3239,
///   L3504); Mesa prints it in elements (`g7.4<1>.xUD` is byte 16), intel-gen4disasm prints
///   the bit divided by the type size (`g7.0`, but `g24.1` for a byte type);
/// * an indirect destination's AddrSubRegNum names a word of a0 (seed L3244, "the size of each
///   subregister is one word"); intel-gen4disasm prints it divided by the type size.
fn gen4_units(w: &str, align16: bool) -> String {
    let Some(size) = type_size(w) else {
        return w.to_string();
    };
    if let Some(rest) = w.strip_prefix("g[a0.")
        && let Some(end) = rest.find(|c: char| !c.is_ascii_digit())
        && let Ok(k) = rest[..end].parse::<u32>()
    {
        return format!("g[a0.{}{}", k / size, &rest[end..]);
    }
    if align16
        && let Some(dot) = w.find('.')
        && let Some(lt) = w.find('<')
        && dot < lt
        && let Ok(n) = w[dot + 1..lt].parse::<u32>()
    {
        let bit = n * size / 16;
        return format!("{}.{}{}", &w[..dot], bit / size, &w[lt..]);
    }
    w.to_string()
}

fn operand(w: &str, align16: bool, dst: bool, dialect: Dialect) -> String {
    // `null` and `ip` print without region or type in intel-gen4disasm; keep source modifiers.
    let body = w.trim_start_matches(['-', '(', 'a', 'b', 's', ')']);
    let prefix = &w[..w.len() - body.len()];
    if body.starts_with("null") && (prefix.is_empty() || prefix.ends_with(')') || prefix == "-") {
        return format!("{prefix}null");
    }
    if body == "ip" || body.starts_with("ip.") || body.starts_with("ip<") {
        return format!("{prefix}ip");
    }
    if let Some(i) = imm_token(w) {
        return i;
    }
    let w = if dst && dialect == Dialect::Mesa {
        gen4_units(w, align16)
    } else {
        w.to_string()
    };
    let w = arf_name(&flags(&w));
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

    /// Pairs from `cargo xtask oracle-diff gen7` (hsakit's text, intel-gen4disasm's text), one
    /// per dialect rule.
    #[test]
    fn dialect_rules() {
        use super::{Dialect, normalize_as};
        let pairs = [
            // `.breakpoint` modifier vs `Breakpoint` option.
            (
                "mov.o.f1.0(32)  g[a0.3 284]<0>UB g68.4<8,4,4>UD                 { align1 WE_all AccWrEnable Breakpoint };",
                "mov.breakpoint.o.f1(32) g[a0.3 284]<0>UB g68.4<8,4,4>UD         { align1 WE_all AccWrEnable };",
            ),
            // Indirect destination a0 subregister divided by the type size.
            (
                "shr(4)          g[a0.6 155]<1>F -g126.13<2,16,0>UW -(abs)g25.5<32,16,1>W { align1 WE_all NoDDChk 5N };",
                "shr(4)          g[a0.1 155]<1>F -g126.13<2,16,0>UW -(abs)g25.5<32,16,1>W { align1 WE_all NoDDChk };",
            ),
            // Align16 destination SubRegNum[4] divided by the type size; ARF176 is tdr0.
            (
                "(+f0.0.y) add(32) g7.4<1>.xUD   -(abs)tdr0.16<8>.ywwxUB 0xa27d0dc8UD { align16 NoDDClr };",
                "(+f0.y) add(32) g7.0<1>.xUD     -(abs)ARF176.16<8,4,1>.ywwxUB 0xa27d0dc8UD { align16 WE_normal NoDDClr };",
            ),
            (
                "mov.sat(2)      g54.16<1>UB     (abs)g53<8>.wwxwUD              { align16 WE_all NoDDClr 3N f1.1 };",
                "mov.sat(2)      g54.1<1>UB      (abs)g53<8,4,1>.wwxwUD          { align16 WE_all NoDDClr };",
            ),
            // No src1 for a one-source opcode; no quarter control on SIMD32.
            (
                "rndd.z.f0.1(32) g99.4<4>W       g34.4<0,2,4>UW  -(abs)g23.12<0,1,1>W { align1 2Q switch AccWrEnable };",
                "rndd.e.f0.1(32) g99.4<4>W       g34.4<0,2,4>UW                  { align1 WE_normal switch AccWrEnable };",
            ),
            // 4Q on SIMD16 is 2H.
            (
                "add(16)         g[a0.7 28]<2>D  -(abs)g53.2<32,1,1>F -14922W    { align1 4Q f0.1 };",
                "add(16)         g[a0.1 28]<2>D  -(abs)g53.2<32,1,1>F -14922W    { align1 WE_normal 2H };",
            ),
            // ip without region; sel's modifier without flag.
            (
                "(+f1.0.all2h) add(16) ip.5<2>UD g77<1,8,4>F     g49<32,1,0>UD   { align1 WE_all 2H AccWrEnable Breakpoint };",
                "(+f1.all2h) add.breakpoint(16) ip g77<1,8,4>F   g49<32,1,0>UD   { align1 WE_all 2H AccWrEnable };",
            ),
            // Jump with explicit operands: UIP:JIP from src1's immediate.
            (
                "if.g.f1.1(32)   g102.6<1>F      -g29<8,1,4>W    0x0d1c8990W     { align1 WE_all 2Q switch Breakpoint };",
                "if.breakpoint.g(32) 3356 -30320 -g29<8,1,4>W    -30320W         { align1 WE_all switch };",
            ),
            // wait shows only its source; nop only its modifiers.
            (
                "wait.ge.f1.0(1) g[a0.2 -97]<1>UD acc0.10<2,4,0>B (abs)g70.30<8,4,4>UB { align1 NoDDClr 3N };",
                "wait.ge.f1(1)                   acc0.10<2,4,0>B                 { align1 WE_normal NoDDClr };",
            ),
            (
                "nop.sat(8)      g39.1<0>F       0x1254100eUD    g0<0,1,0>UD     { align1 3Q AccWrEnable };",
                "nop.sat                                                         ;",
            ),
            // jmpi's immediate as a decimal.
            (
                "jmpi.nz.f0.1(2) g117<1>.xDF     -g71<4>.yzzwUW  0x7a9e7e9F /* 2.55646e-34F */ { align16 WE_all NoDDChk 5N };",
                "jmpi.ne.f0.1(2) 128575465                                       { align16 WE_all NoDDChk };",
            ),
        ];
        for (ours, theirs) in pairs {
            assert_eq!(
                normalize_as(ours, Dialect::Mesa),
                normalize_as(theirs, Dialect::Gen4),
                "{ours}\n{theirs}"
            );
        }
        // And a real difference stays one: another JIP.
        assert_ne!(
            normalize_as(
                "if(4)           g53.2<1>DF      -(abs)sr0.7<4,4,2>F 0xfab2eed4W { align1 WE_all 5N f1.1 };",
                Dialect::Mesa
            ),
            normalize_as(
                "if(4) -1358 -4397               -(abs)sr0.7<4,4,2>F -4397W      { align1 WE_all };",
                Dialect::Gen4
            ),
        );
    }
}
