//! `hsakit run --agent gfx1201|gfx1200`: a launch spec whose kernel is an AMDGPU code object,
//! executed the way an application does it through the Rust runtime API: a runtime with one
//! RDNA4 agent, buffers allocated in its global region and filled through the host view, the
//! code object loaded into an executable, the kernel symbol (`NAME.kd`) looked up, the kernarg
//! segment laid out in the kernarg region, an AQL kernel-dispatch packet published on a queue
//! and the completion signal waited for. The checks then read the buffers back.
//!
//! Kernel arguments: the spec's `kernargs` give the explicit arguments (buffer addresses,
//! literal bytes, group offsets) at the offsets of the code object metadata; the hidden
//! arguments the metadata lists are filled here ([`hidden_value`]).

use hsakit_emu_rdna4::Options;
use hsakit_emu_rdna4::hsakit_codeobj;
use hsakit_emu_rdna4::hsakit_codeobj::metadata::KernelMeta;
use hsakit_hsail_exec::launch::{Failure, SpecResult};
use hsakit_launch::check::{self, RuntimeValues};
use hsakit_launch::{KernargKind, Spec, hex};
use hsakit_runtime::Runtime;
use hsakit_runtime::agent::DispatchPacket;
use hsakit_runtime::agent::{Profile, RoundingMode};
use hsakit_runtime::agents::rdna4::{Rdna4Agent, Rdna4Target};
use hsakit_runtime::executable::{CodeObject, SymbolKind};
use hsakit_runtime::queue::{QueueCallback, QueueFault, QueueType};
use hsakit_runtime::runtime::RegionKind;
use hsakit_runtime::signal::{Condition, WaitHint};
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The agent id of the RDNA4 agent in a runtime built with only it (0 is the host CPU).
const AGENT: usize = 1;

/// How long one dispatch may take before the run gives up (the emulator's per-wave watchdog
/// normally ends a runaway kernel long before).
const DISPATCH_TIMEOUT: Duration = Duration::from_secs(600);

/// Mismatches kept per check.
const KEEP: usize = 8;

/// The RDNA4 target an `--agent` name selects.
pub(crate) fn target(agent: &str) -> Option<Rdna4Target> {
    match agent {
        "gfx1201" => Some(Rdna4Target::Gfx1201),
        "gfx1200" => Some(Rdna4Target::Gfx1200),
        _ => None,
    }
}

/// Runs every dispatch of `spec` on a fresh runtime with one RDNA4 agent, then the checks.
pub(crate) fn run_spec(spec: &Spec, target: Rdna4Target, options: Options) -> SpecResult {
    let mut res = SpecResult {
        checks: Vec::new(),
        stats: Vec::new(),
        failure: None,
    };
    if let Err(f) = run_inner(spec, target, options, &mut res) {
        res.failure = Some(f);
    }
    res
}

/// The value of a hidden kernel argument for a dispatch, as little-endian bytes of the
/// argument's size, or `None` for the kinds this runner leaves zero (`hidden_global_offset_*`,
/// which are zero for a dispatch without offsets, `hidden_none`, and the device-library
/// services — printf, hostcall, heap, default queue, completion action, multigrid — that the
/// emulator does not provide). The sizes and meanings are those of LLVM's AMDGPU code object
/// v5 kernarg layout: block counts u32 (full work-groups per dimension), group sizes u16,
/// remainders u16 (work-items of the partial last group), grid dims u16, the private and shared
/// aperture bases u32 (high halves of the flat addresses), the dynamic LDS size u32.
pub(crate) fn hidden_value(
    kind: &str,
    grid: [u32; 3],
    wg: [u16; 3],
    dims: u16,
    dyn_lds: u32,
    queue: u64,
) -> Option<Vec<u8>> {
    let full = |k: usize| grid[k] / u32::from(wg[k]);
    let rem = |k: usize| (grid[k] % u32::from(wg[k])) as u16;
    let v = match kind {
        "hidden_block_count_x" => full(0).to_le_bytes().to_vec(),
        "hidden_block_count_y" => full(1).to_le_bytes().to_vec(),
        "hidden_block_count_z" => full(2).to_le_bytes().to_vec(),
        "hidden_group_size_x" => wg[0].to_le_bytes().to_vec(),
        "hidden_group_size_y" => wg[1].to_le_bytes().to_vec(),
        "hidden_group_size_z" => wg[2].to_le_bytes().to_vec(),
        "hidden_remainder_x" => rem(0).to_le_bytes().to_vec(),
        "hidden_remainder_y" => rem(1).to_le_bytes().to_vec(),
        "hidden_remainder_z" => rem(2).to_le_bytes().to_vec(),
        "hidden_grid_dims" => dims.to_le_bytes().to_vec(),
        "hidden_private_base" => ((hsakit_emu_rdna4::PRIVATE_APERTURE >> 32) as u32)
            .to_le_bytes()
            .to_vec(),
        "hidden_shared_base" => ((hsakit_emu_rdna4::SHARED_APERTURE >> 32) as u32)
            .to_le_bytes()
            .to_vec(),
        "hidden_dynamic_lds_size" => dyn_lds.to_le_bytes().to_vec(),
        "hidden_queue_ptr" => queue.to_le_bytes().to_vec(),
        _ => return None,
    };
    Some(v)
}

fn setup(m: impl Into<String>) -> Failure {
    Failure::Setup(m.into())
}

fn run_inner(
    spec: &Spec,
    target: Rdna4Target,
    options: Options,
    res: &mut SpecResult,
) -> Result<(), Failure> {
    let agent = Rdna4Agent::new(target).with_options(options);
    let rt = Runtime::builder().with_agent(Arc::new(agent)).build();
    let region_of = |kind: RegionKind| {
        rt.regions()
            .iter()
            .position(|r| r.kind == kind && r.agents.contains(&AGENT))
            .or_else(|| rt.regions().iter().position(|r| r.kind == kind))
    };
    let global = region_of(RegionKind::GlobalFine)
        .ok_or_else(|| setup("the runtime reports no fine-grained global region"))?;
    let kernarg_region = region_of(RegionKind::Kernarg)
        .ok_or_else(|| setup("the runtime reports no kernarg region"))?;

    // The program: every module must be a code object for this agent.
    let exec = rt.executable_create(Profile::Base, RoundingMode::Near);
    let mut metas: Vec<KernelMeta> = Vec::new();
    for m in &spec.modules {
        let Some(rel) = &m.code_object else {
            return Err(Failure::Load(format!(
                "module {:?} is HSAIL; agent {} runs code objects only (finalizing HSAIL for RDNA4 is not available yet)",
                m.id,
                target.processor()
            )));
        };
        let path = spec.base_dir.join(rel);
        let bytes = std::fs::read(&path)
            .map_err(|e| Failure::Load(format!("{}: cannot read: {e}", path.display())))?;
        let co = hsakit_codeobj::read(&bytes)
            .map_err(|e| Failure::Load(format!("{}: {e}", path.display())))?;
        if let Some(md) = &co.metadata {
            metas.extend(md.kernels.iter().cloned());
        }
        let co = CodeObject::deserialize(&bytes)
            .map_err(|e| Failure::Load(format!("{}: {e}", path.display())))?;
        rt.executable_load(exec, AGENT, &co)
            .map_err(|e| Failure::Load(format!("{}: {e}", path.display())))?;
    }
    rt.executable_freeze(exec)
        .map_err(|e| Failure::Load(e.to_string()))?;

    // Buffers, in order, with their initial contents.
    let mut addrs: HashMap<&str, u64> = HashMap::new();
    for b in &spec.buffers {
        let len = b.alloc_len();
        let p = rt.allocate(global, len.max(1)).map_err(|e| {
            setup(format!(
                "buffer {:?}: cannot allocate {len} bytes: {e}",
                b.id
            ))
        })?;
        if p % b.align() != 0 {
            return Err(setup(format!(
                "buffer {:?}: the region gave 0x{p:x}, not aligned to {}",
                b.id,
                b.align()
            )));
        }
        rt.host_view()
            .write_bytes(p, &b.initial_bytes())
            .map_err(|e| setup(format!("buffer {:?}: {e}", b.id)))?;
        addrs.insert(b.id.as_str(), p);
    }

    let faults: Arc<Mutex<Vec<QueueFault>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = faults.clone();
    let cb: QueueCallback = Arc::new(move |f: &QueueFault, _| {
        sink.lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(f.clone());
    });
    let mut queue = rt
        .queue_create(
            AGENT,
            64,
            QueueType::Single,
            Some(cb.clone()),
            u32::MAX,
            u32::MAX,
        )
        .map_err(|e| setup(format!("cannot create a queue: {e}")))?;

    let mut rv = RuntimeValues::default();
    for (i, d) in spec.dispatches.iter().enumerate() {
        let name = d.kernel.trim_end_matches(".kd");
        let meta = metas
            .iter()
            .find(|k| k.name == name || k.symbol == d.kernel);
        let sym = meta.map_or_else(|| format!("{name}.kd"), |k| k.symbol.clone());
        let si = rt.executable_symbol(exec, &sym, Some(AGENT)).map_err(|_| {
            Failure::Load(format!(
                "dispatch {i}: no kernel `{name}` (symbol `{sym}`) in the code object(s)"
            ))
        })?;
        let (object, ka_size, group, private) = rt
            .with_executable(exec, |e| match e.symbols().get(si).map(|s| &s.kind) {
                Some(SymbolKind::Kernel {
                    object,
                    kernarg_size,
                    group_size,
                    private_size,
                    ..
                }) => Some((*object, *kernarg_size, *group_size, *private_size)),
                _ => None,
            })
            .ok()
            .flatten()
            .ok_or_else(|| Failure::Load(format!("dispatch {i}: `{sym}` is not a kernel")))?;

        // Geometry, in the packet's field widths.
        let mut grid = [1u32; 3];
        let mut wg = [1u16; 3];
        for k in 0..3 {
            grid[k] = u32::try_from(d.grid_size[k]).map_err(|_| {
                setup(format!(
                    "dispatch {i}: grid_size[{k}] = {} exceeds the packet's u32",
                    d.grid_size[k]
                ))
            })?;
            wg[k] = u16::try_from(d.workgroup_size[k]).map_err(|_| {
                setup(format!(
                    "dispatch {i}: workgroup_size[{k}] = {} exceeds the packet's u16",
                    d.workgroup_size[k]
                ))
            })?;
        }
        let dims = d.dimensions as u16;

        // The kernarg segment: template, explicit arguments from the spec, hidden ones from the
        // metadata.
        let meta_size = meta.map_or(0, |k| k.kernarg_segment_size);
        let size = u64::from(ka_size)
            .max(meta_size)
            .max(u64::from(d.kernarg_segment_size))
            .max(16);
        if size > 1 << 20 {
            return Err(setup(format!(
                "dispatch {i}: kernarg segment of {size} bytes"
            )));
        }
        let mut ka = vec![0u8; size as usize];
        if let Some(t) = &d.kernarg_template {
            let b = hex::decode(t)
                .map_err(|m| setup(format!("dispatch {i}: kernarg_template: {m}")))?;
            let n = b.len().min(ka.len());
            ka[..n].copy_from_slice(&b[..n]);
        }
        for (j, k) in d.kernargs.iter().enumerate() {
            let bytes: Vec<u8> = match k.kind {
                KernargKind::Buffer => {
                    let id = k.buffer.as_deref().unwrap_or_default();
                    let p = addrs.get(id).copied().unwrap_or(0);
                    p.to_le_bytes()[..k.size.min(8) as usize].to_vec()
                }
                KernargKind::Value => hex::decode(k.hex.as_deref().unwrap_or_default())
                    .map_err(|m| setup(format!("dispatch {i}: kernargs[{j}]: {m}")))?,
                KernargKind::GroupOffset => (group + k.dynamic_offset.unwrap_or(0))
                    .to_le_bytes()
                    .to_vec(),
            };
            if let Some(m) = meta {
                let fits = m.args.iter().any(|a| {
                    !a.value_kind.starts_with("hidden_")
                        && a.offset == u64::from(k.offset)
                        && a.size == u64::from(k.size)
                });
                if !fits {
                    return Err(setup(format!(
                        "dispatch {i}: kernargs[{j}] ({} bytes at offset {}) matches no explicit argument of `{name}` in the code object metadata",
                        k.size, k.offset
                    )));
                }
            }
            let lo = k.offset as usize;
            let dst = ka.get_mut(lo..lo + bytes.len()).ok_or_else(|| {
                setup(format!(
                    "dispatch {i}: kernargs[{j}] overruns the {size}-byte kernarg segment"
                ))
            })?;
            dst.copy_from_slice(&bytes);
        }
        if let Some(m) = meta {
            for a in &m.args {
                let Some(v) = hidden_value(
                    &a.value_kind,
                    grid,
                    wg,
                    dims,
                    d.dynamic_group_segment_size,
                    queue.address(),
                ) else {
                    continue;
                };
                let lo = a.offset as usize;
                let n = (a.size as usize).min(v.len());
                if let Some(dst) = ka.get_mut(lo..lo + n) {
                    dst.copy_from_slice(&v[..n]);
                }
            }
        }
        let kp = rt
            .allocate(kernarg_region, size)
            .map_err(|e| setup(format!("dispatch {i}: kernarg allocation: {e}")))?;
        rt.host_view()
            .write_bytes(kp, &ka)
            .map_err(|e| setup(format!("dispatch {i}: kernarg write: {e}")))?;

        let done = rt
            .signal_create(d.completion_signal_initial_value)
            .map_err(|e| setup(format!("dispatch {i}: signal: {e}")))?;
        let packet = DispatchPacket {
            // Kernel dispatch (type 2), barrier bit, system-scope acquire and release fences.
            header: 2 | (1 << 8) | (2 << 9) | (2 << 11),
            dimensions: d.dimensions as u8,
            workgroup_size: wg,
            grid_size: grid,
            private_segment_size: private,
            group_segment_size: group + d.dynamic_group_segment_size,
            kernel_object: object,
            kernarg_address: kp,
            completion_signal: done.handle(),
        };
        let index = queue.add_write_index(1, Ordering::AcqRel);
        rv = RuntimeValues {
            dispatch_packet_id: index,
            completion_signal_handle: done.handle(),
        };
        queue.publish(index, packet.encode());
        let start = Instant::now();
        let outcome = loop {
            let v = done.wait(
                Condition::Lt,
                d.completion_signal_initial_value,
                Some(Duration::from_millis(50)),
                WaitHint::Blocked,
                Ordering::Acquire,
            );
            if v < d.completion_signal_initial_value {
                break Ok(());
            }
            if let Some(f) = queue.fault() {
                break Err(f);
            }
            if start.elapsed() > DISPATCH_TIMEOUT {
                return Err(Failure::Dispatch(format!(
                    "dispatch {i}: neither completion nor a queue error within {} s",
                    DISPATCH_TIMEOUT.as_secs()
                )));
            }
        };
        match outcome {
            Ok(()) if d.expect_error => {
                return Err(Failure::Dispatch(format!(
                    "dispatch {i} completed but the spec expects a queue error"
                )));
            }
            Ok(()) => {}
            Err(_) if d.expect_error => {
                // The queue is in the error state; later dispatches need a new one.
                queue = rt
                    .queue_create(
                        AGENT,
                        64,
                        QueueType::Single,
                        Some(cb.clone()),
                        u32::MAX,
                        u32::MAX,
                    )
                    .map_err(|e| setup(format!("cannot create a queue: {e}")))?;
            }
            Err(f) => {
                return Err(Failure::Dispatch(format!(
                    "dispatch {i} ({name}): queue error {:?}: {}",
                    f.kind, f.message
                )));
            }
        }
    }

    let mut first_fail = None;
    for (ci, c) in spec.checks.iter().enumerate() {
        let b = spec
            .buffer(&c.buffer)
            .ok_or_else(|| setup(format!("no buffer {}", c.buffer)))?;
        let mut bytes = vec![0u8; b.alloc_len() as usize];
        let a = addrs.get(c.buffer.as_str()).copied().unwrap_or(0);
        rt.host_view()
            .read_bytes(a, &mut bytes)
            .map_err(|e| setup(format!("reading buffer {:?}: {e}", c.buffer)))?;
        let r = check::evaluate(c, &bytes, &rv, KEEP);
        if first_fail.is_none() {
            first_fail = r.failure(ci).map(Failure::Check);
        }
        res.checks.push(r);
    }
    match first_fail {
        Some(f) => Err(f),
        None => Ok(()),
    }
}
