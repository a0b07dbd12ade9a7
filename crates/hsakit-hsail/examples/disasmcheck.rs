//! Disassembles every `NAME.brig` of a folder and compares with `NAME.hsail` (a development aid).
fn main() {
    let dir = std::env::args()
        .nth(1)
        .expect("usage: disasmcheck DIR [NAME]");
    let only = std::env::args().nth(2);
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "brig"))
        .collect();
    names.sort();
    let (mut ok, mut bad) = (0, 0);
    for p in names {
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| *o != stem) {
            continue;
        }
        let want = std::fs::read(p.with_extension("hsail")).unwrap();
        match hsakit_hsail::disassemble(&std::fs::read(&p).unwrap()) {
            Err(e) => {
                bad += 1;
                println!("FAIL {stem}: {e}");
            }
            Ok(got) if got.as_bytes() == want => ok += 1,
            Ok(got) => {
                bad += 1;
                let g: Vec<&[u8]> = got.as_bytes().split(|&b| b == b'\n').collect();
                let w: Vec<&[u8]> = want.split(|&b| b == b'\n').collect();
                let k = g
                    .iter()
                    .zip(&w)
                    .position(|(a, b)| a != b)
                    .unwrap_or(g.len().min(w.len()));
                println!(
                    "FAIL {stem}:{}: got {:?} want {:?}",
                    k + 1,
                    g.get(k).map(|x| String::from_utf8_lossy(x)),
                    w.get(k).map(|x| String::from_utf8_lossy(x))
                );
                if only.is_some() {
                    std::fs::write("/tmp/got.hsail", &got).unwrap();
                }
            }
        }
    }
    println!("disasm: {ok} passed, {bad} failed");
}
