//! Reads a code object and writes it again as a v5 shared object with hsakit's writer:
//! `cargo run -p hsakit-codeobj --example rewrite IN OUT`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: rewrite IN OUT");
        std::process::exit(2);
    };
    let data = match std::fs::read(input) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: cannot read {input}: {e}");
            std::process::exit(2);
        }
    };
    let result = hsakit_codeobj::read(&data)
        .and_then(|co| hsakit_codeobj::write::ObjectInput::from_code_object(&co))
        .and_then(|inp| hsakit_codeobj::write::write(&inp));
    match result {
        Ok(bytes) => {
            if let Err(e) = std::fs::write(output, bytes) {
                eprintln!("error: cannot write {output}: {e}");
                std::process::exit(2);
            }
        }
        Err(e) => {
            eprintln!("error: {input}: {e}");
            std::process::exit(1);
        }
    }
}
