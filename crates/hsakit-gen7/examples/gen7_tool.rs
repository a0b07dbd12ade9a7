//! A minimal stand-in for `hsakit gen7 asm|disasm` (library only), for timing when the CLI
//! cannot be built: `gen7_tool disasm FILE` (igt dword list) or `gen7_tool asm FILE [THREADS]`.
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(mode), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: gen7_tool asm|disasm FILE");
        std::process::exit(2);
    };
    let mut input = std::fs::read(path).unwrap_or_default();
    let mut out = Vec::new();
    if mode == "disasm" {
        for line in String::from_utf8_lossy(&input).lines() {
            let Some(body) = line.split('{').nth(1).and_then(|b| b.split('}').next()) else {
                continue;
            };
            let mut bytes = Vec::with_capacity(16);
            for d in body.split(',').map(str::trim).filter(|d| !d.is_empty()) {
                let v = u32::from_str_radix(d.trim_start_matches("0x"), 16).unwrap_or(0);
                bytes.extend_from_slice(&v.to_le_bytes());
            }
            if let Ok((inst, _, c)) = hsakit_gen7::decode(&bytes) {
                out.extend_from_slice(hsakit_gen7::print::format_instruction(&inst, c).as_bytes());
                out.push(b'\n');
            }
        }
    } else {
        let jobs = args.get(3).and_then(|j| j.parse().ok()).unwrap_or(1);
        let r = hsakit_gen7::asm::assemble_code_in_place(
            &mut input,
            hsakit_gen7::asm::AsmOptions {
                jobs,
                ..Default::default()
            },
        );
        const HEX: &[u8; 16] = b"0123456789abcdef";
        out.reserve(r.code.len() * 48);
        for bytes in &r.code {
            for (k, b) in bytes.iter().enumerate() {
                if k > 0 {
                    out.push(b' ');
                }
                out.push(HEX[usize::from(b >> 4)]);
                out.push(HEX[usize::from(b & 15)]);
            }
            out.push(b'\n');
        }
    }
    let _ = std::io::stdout().write_all(&out);
}
