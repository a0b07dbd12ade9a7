//! Assembles every `NAME.hsail` of a folder and compares with `NAME.brig` (a development aid).
fn main() {
    let dir = std::env::args().nth(1).expect("usage: asmcheck DIR [NAME]");
    let only = std::env::args().nth(2);
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "hsail"))
        .collect();
    names.sort();
    let (mut ok, mut bad) = (0, 0);
    for p in names {
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| *o != stem) {
            continue;
        }
        let src = hsakit_diag::SourceFile::new(p.display().to_string(), std::fs::read(&p).unwrap());
        let want = std::fs::read(p.with_extension("brig")).unwrap();
        match hsakit_hsail::assemble(&src) {
            Err(d) => {
                bad += 1;
                let d = &d[0];
                let lc = d.primary_span().map(|s| src.line_col(s.start));
                println!("FAIL {stem}: error {:?} {}", lc, d.message);
            }
            Ok(got) if got == want => ok += 1,
            Ok(got) => {
                bad += 1;
                let i = got
                    .iter()
                    .zip(&want)
                    .position(|(a, b)| a != b)
                    .unwrap_or(got.len().min(want.len()));
                println!(
                    "FAIL {stem}: differs at byte {i:#x} (len {} vs {})",
                    got.len(),
                    want.len()
                );
                if only.is_some() {
                    let a = hsakit_hsail::decode::dump(&hsakit_hsail::brig::read(&got).unwrap());
                    let b = hsakit_hsail::decode::dump(&hsakit_hsail::brig::read(&want).unwrap());
                    std::fs::write("/tmp/got.txt", a).unwrap();
                    std::fs::write("/tmp/want.txt", b).unwrap();
                }
            }
        }
    }
    println!("asm: {ok} passed, {bad} failed");
}
