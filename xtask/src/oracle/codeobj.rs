//! `cargo xtask oracle-diff codeobj`: hsakit-codeobj against clang-19, ld.lld-19, llvm-mc-19,
//! llvm-readobj-19, llvm-readelf-19 and llvm-objdump-19 (and LLVM 14's `llvm-mc` for v2).
//!
//! 1. Compiles every OpenCL kernel of `tests/kernels/opencl/` for gfx1200/gfx1201 in wave32 and
//!    wave64, links it with `ld.lld-19 -shared`, and compares hsakit's reading with
//!    `llvm-readobj-19` and `llvm-readelf-19 -x .rodata` field by field. The objects and LLVM's
//!    text are (re)written as golden data under `crates/hsakit-codeobj/tests/data/ocl/`.
//! 2. Rewrites each of them with hsakit's writer and checks that `llvm-readobj-19`,
//!    `llvm-readelf-19 -a` and `llvm-objdump-19 -d` accept the result without a warning and
//!    report what hsakit reads back.
//! 3. Generates `.amdhsa_kernel` blocks (every gfx12 directive, varied values), assembles them
//!    with `llvm-mc-19` and links them, and compares the descriptor with hsakit's directive
//!    parser; the same blocks go through hsakit's writer and `llvm-objdump-19
//!    --disassemble-symbols=k.kd` must print the same directives. Agreed cases are written to
//!    `crates/hsakit-codeobj/tests/data/directives.txt`.
//! 4. Assembles the seed's hello_world (seed 004 N3815-3844) with LLVM 14 as code object v2.

use anyhow::{Context, bail};
use hsakit_codeobj::directives::{self, Target};
use hsakit_codeobj::golden;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Out {
    ok: bool,
    stdout: String,
    stderr: String,
}

fn run_tool(tool: &str, args: &[&str]) -> anyhow::Result<Out> {
    let o = Command::new(tool)
        .args(args)
        .output()
        .with_context(|| format!("running {tool}"))?;
    Ok(Out {
        ok: o.status.success(),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    })
}

/// LLVM's text with the absolute path of the file reduced to its name (stable golden data).
fn strip_path(text: &str, path: &str) -> String {
    let name = Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(path);
    text.replace(path, name)
}

fn data_dir() -> PathBuf {
    crate::util::root().join("crates/hsakit-codeobj/tests/data")
}

/// The golden objects: (file stem, kernel source, mcpu, wave64).
fn ocl_cases(root: &Path) -> anyhow::Result<Vec<(String, PathBuf, &'static str, bool)>> {
    let mut srcs: Vec<PathBuf> = std::fs::read_dir(root.join("tests/kernels/opencl"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    srcs.sort();
    let mut out = Vec::new();
    for s in srcs {
        let stem = s
            .file_stem()
            .and_then(|x| x.to_str())
            .unwrap_or("k")
            .to_string();
        for mcpu in ["gfx1200", "gfx1201"] {
            for w64 in [false, true] {
                let name = format!("{stem}-{mcpu}-w{}", if w64 { 64 } else { 32 });
                out.push((name, s.clone(), mcpu, w64));
            }
        }
    }
    Ok(out)
}

fn compare_file(obj: &Path) -> anyhow::Result<Vec<String>> {
    let p = obj.to_string_lossy().to_string();
    let ro = run_tool("llvm-readobj-19", &["-h", "--symbols", "--notes", &p])?;
    let hx = run_tool("llvm-readelf-19", &["-x", ".rodata", &p])?;
    if !ro.ok || !hx.ok {
        bail!(
            "llvm-readobj/readelf failed on {p}: {}{}",
            ro.stderr,
            hx.stderr
        );
    }
    let data = std::fs::read(obj)?;
    let co = match hsakit_codeobj::read(&data) {
        Ok(c) => c,
        Err(e) => return Ok(vec![format!("hsakit rejects it: {e}")]),
    };
    let r = golden::parse_readobj(&ro.stdout).map_err(anyhow::Error::msg)?;
    let mut bad = golden::compare(&co, &r, &golden::parse_hex_dump(&hx.stdout));
    if !ro.stderr.is_empty() || !hx.stderr.is_empty() {
        bad.push(format!("LLVM warnings: {}{}", ro.stderr, hx.stderr));
    }
    Ok(bad)
}

pub fn run(cases: Option<usize>) -> anyhow::Result<bool> {
    let root = crate::util::root();
    let ocl = data_dir().join("ocl");
    std::fs::create_dir_all(&ocl)?;
    let tmp = std::env::temp_dir().join(format!("hsakit-oracle-codeobj-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let mut passed = 0usize;
    let mut failed = 0usize;
    let mut classes: HashMap<String, usize> = HashMap::new();
    let mut fail = |class: &str, detail: String, failed: &mut usize| {
        println!("FAIL [{class}] {detail}");
        *classes.entry(class.to_string()).or_default() += 1;
        *failed += 1;
    };

    // 1 + 2: OpenCL kernels through clang-19 and ld.lld-19; hsakit's writer on each.
    for (name, src, mcpu, w64) in ocl_cases(&root)? {
        let o = tmp.join(format!("{name}.o"));
        let hsaco = ocl.join(format!("{name}.hsaco"));
        let mut args = vec![
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-nogpulib",
            "-O2",
            "-c",
        ];
        let mcpu_arg = format!("-mcpu={mcpu}");
        args.push(&mcpu_arg);
        if w64 {
            args.push("-mwavefrontsize64");
        }
        let src_s = src.to_string_lossy().to_string();
        let o_s = o.to_string_lossy().to_string();
        args.extend([src_s.as_str(), "-o", o_s.as_str()]);
        let c = run_tool("clang-19", &args)?;
        if !c.ok {
            fail(
                "clang-19 failed",
                format!("{name}: {}", c.stderr),
                &mut failed,
            );
            continue;
        }
        let h_s = hsaco.to_string_lossy().to_string();
        let l = run_tool("ld.lld-19", &["-shared", &o_s, "-o", &h_s])?;
        if !l.ok {
            fail(
                "ld.lld-19 failed",
                format!("{name}: {}", l.stderr),
                &mut failed,
            );
            continue;
        }
        let ro = run_tool("llvm-readobj-19", &["-h", "--symbols", "--notes", &h_s])?;
        let hx = run_tool("llvm-readelf-19", &["-x", ".rodata", &h_s])?;
        std::fs::write(
            ocl.join(format!("{name}.readobj.txt")),
            strip_path(&ro.stdout, &h_s),
        )?;
        std::fs::write(
            ocl.join(format!("{name}.rodata.txt")),
            strip_path(&hx.stdout, &h_s),
        )?;
        // The disassembly of every kernel, as llvm-objdump-19 prints it for this wave size.
        let data = std::fs::read(&hsaco)?;
        let kernels: Vec<String> = hsakit_codeobj::read(&data)
            .map(|co| co.kernels.iter().map(|k| k.name.clone()).collect())
            .unwrap_or_default();
        let mut listing = String::new();
        for k in &kernels {
            let sym = format!("--disassemble-symbols={k}");
            let mut a = vec!["-d", sym.as_str()];
            if w64 {
                a.push("--mattr=+wavefrontsize64");
            }
            a.push(&h_s);
            let d = run_tool("llvm-objdump-19", &a)?;
            listing.push_str(&strip_path(&d.stdout, &h_s));
        }
        std::fs::write(ocl.join(format!("{name}.objdump.txt")), &listing)?;
        let mut bad = compare_file(&hsaco)?;
        if let Ok(co) = hsakit_codeobj::read(&data) {
            for k in &kernels {
                bad.extend(golden::compare_listing(&co, k, &listing));
            }
        }
        if bad.is_empty() {
            passed += 1;
        } else {
            fail(
                "read disagrees with llvm-readobj",
                format!("{name}: {}", bad.join("; ")),
                &mut failed,
            );
            continue;
        }
        // The writer.
        let data = std::fs::read(&hsaco)?;
        let written = hsakit_codeobj::read(&data)
            .and_then(|co| hsakit_codeobj::write::ObjectInput::from_code_object(&co))
            .and_then(|i| hsakit_codeobj::write::write(&i));
        let bytes = match written {
            Ok(b) => b,
            Err(e) => {
                fail("writer error", format!("{name}: {e}"), &mut failed);
                continue;
            }
        };
        let w = tmp.join(format!("{name}.rewritten.hsaco"));
        std::fs::write(&w, &bytes)?;
        let w_s = w.to_string_lossy().to_string();
        let mut warn = String::new();
        for (tool, a) in [
            ("llvm-readelf-19", vec!["-a", w_s.as_str()]),
            ("llvm-objdump-19", vec!["-d", w_s.as_str()]),
        ] {
            let r = run_tool(tool, &a)?;
            if !r.ok || !r.stderr.is_empty() {
                warn.push_str(&format!("{tool}: {}", r.stderr));
            }
        }
        let mut bad = compare_file(&w)?;
        if !warn.is_empty() {
            bad.push(warn);
        }
        if bad.is_empty() {
            passed += 1;
        } else {
            fail(
                "written object rejected or misread",
                format!("{name}: {}", bad.join("; ")),
                &mut failed,
            );
        }
    }

    // 3: .amdhsa_kernel directives.
    let n = cases.unwrap_or(60);
    let mut golden_lines = String::from(
        "# Generated by `cargo xtask oracle-diff codeobj`: .amdhsa_kernel blocks (gfx1200/gfx1201) and\n# the 64-byte descriptor llvm-mc-19 + ld.lld-19 produce for them (entry offset zeroed).\n",
    );
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rnd = move |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    let dirs: &[(&str, u64)] = &[
        (".amdhsa_group_segment_fixed_size", 65536),
        (".amdhsa_private_segment_fixed_size", 4096),
        (".amdhsa_kernarg_size", 1024),
        (".amdhsa_user_sgpr_dispatch_ptr", 2),
        (".amdhsa_user_sgpr_queue_ptr", 2),
        (".amdhsa_user_sgpr_kernarg_segment_ptr", 2),
        (".amdhsa_user_sgpr_dispatch_id", 2),
        (".amdhsa_user_sgpr_private_segment_size", 2),
        (".amdhsa_wavefront_size32", 2),
        (".amdhsa_uses_dynamic_stack", 2),
        (".amdhsa_enable_private_segment", 2),
        (".amdhsa_system_sgpr_workgroup_id_x", 2),
        (".amdhsa_system_sgpr_workgroup_id_y", 2),
        (".amdhsa_system_sgpr_workgroup_id_z", 2),
        (".amdhsa_system_sgpr_workgroup_info", 2),
        (".amdhsa_system_vgpr_workitem_id", 3),
        (".amdhsa_reserve_vcc", 2),
        (".amdhsa_reserve_xnack_mask", 2),
        (".amdhsa_float_round_mode_32", 4),
        (".amdhsa_float_round_mode_16_64", 4),
        (".amdhsa_float_denorm_mode_32", 4),
        (".amdhsa_float_denorm_mode_16_64", 4),
        (".amdhsa_fp16_overflow", 2),
        (".amdhsa_workgroup_processor_mode", 2),
        (".amdhsa_memory_ordered", 2),
        (".amdhsa_forward_progress", 2),
        (".amdhsa_round_robin_scheduling", 2),
        (".amdhsa_exception_fp_ieee_invalid_op", 2),
        (".amdhsa_exception_fp_denorm_src", 2),
        (".amdhsa_exception_fp_ieee_div_zero", 2),
        (".amdhsa_exception_fp_ieee_overflow", 2),
        (".amdhsa_exception_fp_ieee_underflow", 2),
        (".amdhsa_exception_fp_ieee_inexact", 2),
        (".amdhsa_exception_int_div_zero", 2),
    ];
    for case in 0..n {
        let mcpu = if case % 2 == 0 { "gfx1200" } else { "gfx1201" };
        let mut body = format!(
            "  .amdhsa_next_free_vgpr {}\n  .amdhsa_next_free_sgpr {}\n",
            rnd(257),
            rnd(107)
        );
        for (d, m) in dirs {
            // Every directive in the first cases, then random subsets.
            if case < 2 || rnd(3) == 0 {
                body.push_str(&format!("  {d} {}\n", rnd(*m)));
            }
        }
        let block = format!(".amdhsa_kernel k\n{body}.end_amdhsa_kernel\n");
        let src = format!(
            ".amdgcn_target \"amdgcn-amd-amdhsa--{mcpu}\"\n.amdhsa_code_object_version 5\n.text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n.Lend:\n  .size k, .Lend-k\n.rodata\n.p2align 6\n{block}"
        );
        let s_path = tmp.join(format!("d{case}.s"));
        let o_path = tmp.join(format!("d{case}.o"));
        let so_path = tmp.join(format!("d{case}.hsaco"));
        std::fs::write(&s_path, &src)?;
        let (s_s, o_s, so_s) = (
            s_path.to_string_lossy().to_string(),
            o_path.to_string_lossy().to_string(),
            so_path.to_string_lossy().to_string(),
        );
        let mc = run_tool(
            "llvm-mc-19",
            &[
                "-triple",
                "amdgcn-amd-amdhsa",
                &format!("-mcpu={mcpu}"),
                "-filetype=obj",
                &s_s,
                "-o",
                &o_s,
            ],
        )?;
        let ours = directives::parse_directives(&src, None);
        if !mc.ok {
            // Both must reject.
            match ours {
                Err(_) => passed += 1,
                Ok(_) => fail(
                    "llvm-mc rejects, hsakit accepts",
                    format!("case {case}: {}", mc.stderr),
                    &mut failed,
                ),
            }
            continue;
        }
        let l = run_tool("ld.lld-19", &["-shared", &o_s, "-o", &so_s])?;
        if !l.ok {
            fail(
                "ld.lld-19 failed",
                format!("case {case}: {}", l.stderr),
                &mut failed,
            );
            continue;
        }
        let data = std::fs::read(&so_path)?;
        let llvm_kd = match hsakit_codeobj::read(&data) {
            Ok(co) => match co.kernels.first() {
                Some(k) => k.descriptor,
                None => {
                    fail("no kernel read", format!("case {case}"), &mut failed);
                    continue;
                }
            },
            Err(e) => {
                fail(
                    "hsakit rejects llvm-mc output",
                    format!("case {case}: {e}"),
                    &mut failed,
                );
                continue;
            }
        };
        let file = match ours {
            Ok(f) => f,
            Err(d) => {
                let msgs: Vec<String> = d.iter().map(|x| x.message.clone()).collect();
                fail(
                    "hsakit rejects what llvm-mc accepts",
                    format!("case {case}: {msgs:?}"),
                    &mut failed,
                );
                continue;
            }
        };
        let mut ours_kd = file.kernels[0].descriptor;
        let mut theirs = llvm_kd;
        theirs.kernel_code_entry_byte_offset = 0;
        ours_kd.kernel_code_entry_byte_offset = 0;
        if ours_kd != theirs {
            fail(
                "descriptor differs from llvm-mc-19",
                format!(
                    "case {case}: llvm {:02x?}\n hsakit {:02x?}",
                    theirs.to_bytes(),
                    ours_kd.to_bytes()
                ),
                &mut failed,
            );
            continue;
        }
        // Our writer on the same block; llvm-objdump must print equal directives.
        let mut labels = HashMap::new();
        labels.insert("k".to_string(), (0u64, 4u64));
        let built = directives::build_object(&file, 0xBFB0_0000u32.to_le_bytes().to_vec(), &labels);
        let bytes = match built.map(|(i, _)| hsakit_codeobj::write::write(&i)) {
            Ok(Ok(b)) => b,
            _ => {
                fail(
                    "writer failed on directives",
                    format!("case {case}"),
                    &mut failed,
                );
                continue;
            }
        };
        let w_path = tmp.join(format!("d{case}.ours.hsaco"));
        std::fs::write(&w_path, &bytes)?;
        let w_s = w_path.to_string_lossy().to_string();
        let od = run_tool(
            "llvm-objdump-19",
            &["-D", "--disassemble-symbols=k.kd", &w_s],
        )?;
        let od2 = run_tool(
            "llvm-objdump-19",
            &["-D", "--disassemble-symbols=k.kd", &so_s],
        )?;
        let dirs_of = |t: &str| -> Vec<String> {
            t.lines()
                .map(str::trim)
                .filter(|l| l.starts_with(".amdhsa_") || l.starts_with("; "))
                .map(str::to_string)
                .collect()
        };
        if !od.ok
            || !od.stderr.is_empty()
            || dirs_of(&od.stdout) != dirs_of(&od2.stdout)
            || dirs_of(&od.stdout).is_empty()
        {
            fail(
                "llvm-objdump-19 reads our descriptor differently",
                format!("case {case}: {}\n{}", od.stderr, od.stdout),
                &mut failed,
            );
            continue;
        }
        // Our objdump's directive rendering assembles back to the same descriptor.
        let co = hsakit_codeobj::read(&bytes).map_err(anyhow::Error::msg)?;
        let generation = co.generation().unwrap_or(hsakit_codeobj::Generation::Gfx12);
        let text = hsakit_codeobj::kd::to_directives(&co.kernels[0].descriptor, "k", generation);
        let back = directives::parse_directives(&text, Target::of_processor(mcpu).as_ref());
        match back {
            Ok(f)
                if {
                    let mut a = f.kernels[0].descriptor;
                    a.kernel_code_entry_byte_offset = 0;
                    a == ours_kd
                } => {}
            _ => {
                fail(
                    "objdump directives do not round-trip",
                    format!("case {case}"),
                    &mut failed,
                );
                continue;
            }
        }
        passed += 1;
        golden_lines.push_str(&format!(
            "@case {mcpu}\n{block}@bytes {}\n",
            hex(&theirs.to_bytes())
        ));
    }
    std::fs::write(data_dir().join("directives.txt"), golden_lines)?;

    // 4: the other code object versions: v4, v5 (relocatable and shared) and v6 (gfx12-generic)
    // from llvm-mc-19, v3 from LLVM 14's llvm-mc (LLVM 19 no longer writes v3).
    let vdir = data_dir().join("versions");
    let g12 = std::fs::read_to_string(vdir.join("hello_gfx1200.s"))?;
    let mut builds: Vec<(String, String, String, String)> = Vec::new();
    for (v, mcpu) in [(4, "gfx1200"), (5, "gfx1200"), (6, "gfx12-generic")] {
        let src = g12
            .replace("amdhsa--gfx1200", &format!("amdhsa--{mcpu}"))
            .replace("code_object_version 5", &format!("code_object_version {v}"));
        builds.push((
            format!("hello-v{v}-{mcpu}"),
            "llvm-mc-19".into(),
            mcpu.into(),
            src,
        ));
    }
    if crate::util::have("llvm-mc") {
        let src = std::fs::read_to_string(vdir.join("hello_gfx1030_v3.s"))?;
        builds.push((
            "hello-v3-gfx1030".into(),
            "llvm-mc".into(),
            "gfx1030".into(),
            src,
        ));
    } else {
        println!("skipped: v3 part: LLVM 14 `llvm-mc` not found on PATH");
    }
    for (stem, mc, mcpu, src) in builds {
        let v = stem
            .split('-')
            .nth(1)
            .unwrap_or("v5")
            .trim_start_matches('v')
            .to_string();
        let s_path = tmp.join(format!("{stem}.s"));
        std::fs::write(&s_path, &src)?;
        let o = vdir.join(format!("{stem}.o"));
        let so = vdir.join(format!("{stem}.hsaco"));
        let (s_s, o_s, so_s) = (
            s_path.to_string_lossy().to_string(),
            o.to_string_lossy().to_string(),
            so.to_string_lossy().to_string(),
        );
        let r = run_tool(
            &mc,
            &[
                "-triple",
                "amdgcn-amd-amdhsa",
                &format!("-mcpu={mcpu}"),
                &format!("--amdhsa-code-object-version={v}"),
                "-filetype=obj",
                &s_s,
                "-o",
                &o_s,
            ],
        )?;
        let l = run_tool("ld.lld-19", &["-shared", &o_s, "-o", &so_s])?;
        if !r.ok || !l.ok {
            fail(
                "assembling a version sample failed",
                format!("{stem}: {}{}", r.stderr, l.stderr),
                &mut failed,
            );
            continue;
        }
        for f in [&o, &so] {
            let fs = f.to_string_lossy().to_string();
            let ro = run_tool("llvm-readobj-19", &["-h", "--symbols", "--notes", &fs])?;
            let hx = run_tool("llvm-readelf-19", &["-x", ".rodata", &fs])?;
            let base = f
                .file_name()
                .and_then(|x| x.to_str())
                .unwrap_or("x")
                .to_string();
            std::fs::write(
                vdir.join(format!("{base}.readobj.txt")),
                strip_path(&ro.stdout, &fs),
            )?;
            std::fs::write(
                vdir.join(format!("{base}.rodata.txt")),
                strip_path(&hx.stdout, &fs),
            )?;
            let bad = compare_file(f)?;
            if bad.is_empty() {
                passed += 1;
            } else {
                fail(
                    "read disagrees with llvm-readobj",
                    format!("{base}: {}", bad.join("; ")),
                    &mut failed,
                );
            }
        }
        // Only the v5 relocatable object is kept; the others are kept linked.
        if stem != "hello-v5-gfx1200" {
            let _ = std::fs::remove_file(&o);
            for ext in ["readobj.txt", "rodata.txt"] {
                let _ = std::fs::remove_file(vdir.join(format!("{stem}.o.{ext}")));
            }
        }
    }

    // 5: code object v2 from LLVM 14.
    if crate::util::have("llvm-mc") {
        let v2 = data_dir().join("v2");
        std::fs::create_dir_all(&v2)?;
        for (stem, mcpu) in [
            ("hello_world", "gfx900"),
            ("hello_world", "gfx1030"),
            ("vadd_meta", "gfx900"),
        ] {
            let s = v2.join(format!("{stem}.s"));
            let o = v2.join(format!("{stem}-{mcpu}.o"));
            let r = run_tool(
                "llvm-mc",
                &[
                    "-triple",
                    "amdgcn-amd-amdhsa",
                    &format!("-mcpu={mcpu}"),
                    "--amdhsa-code-object-version=2",
                    "-filetype=obj",
                    &s.to_string_lossy(),
                    "-o",
                    &o.to_string_lossy(),
                ],
            )?;
            let ok = r.ok
                && std::fs::read(&o)
                    .ok()
                    .and_then(|d| {
                        hsakit_codeobj::read(&d)
                            .ok()
                            .map(|co| co.version == 2 && co.kernels.len() == 1)
                    })
                    .unwrap_or(false);
            if ok {
                passed += 1;
            } else {
                fail(
                    "v2 object not read",
                    format!("{mcpu}: {}", r.stderr),
                    &mut failed,
                );
            }
        }
    } else {
        println!("skipped: v2 part: LLVM 14 `llvm-mc` not found on PATH");
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let mut cl: Vec<_> = classes.into_iter().collect();
    cl.sort();
    for (c, k) in cl {
        println!("  {k:>4}  {c}");
    }
    println!("oracle-codeobj: {passed} passed, {failed} failed");
    super::record("codeobj", passed as u64, failed as u64);
    Ok(failed == 0)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
