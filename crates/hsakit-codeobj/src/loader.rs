//! The loader-side view of a kernel: what a runtime needs to dispatch it and what register state
//! the hardware (here: the emulator) must set up before its first instruction.

use crate::error::{Error, Result};
use crate::kd::{Generation, KernelDescriptor};
use crate::read::{CodeObject, Kernel};

/// A user SGPR block the kernel asks for (seed 003 L97-108, seed 004 N1934-2070), in the order
/// the blocks are packed from s0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UserSgpr {
    /// 4 SGPRs: the scratch buffer V# (not on gfx12: architected flat scratch).
    PrivateSegmentBuffer,
    /// 2 SGPRs: the address of the AQL dispatch packet.
    DispatchPtr,
    /// 2 SGPRs: the address of the `amd_queue_t`.
    QueuePtr,
    /// 2 SGPRs: the kernarg segment address.
    KernargSegmentPtr,
    /// 2 SGPRs: the 64-bit dispatch id.
    DispatchId,
    /// 2 SGPRs: flat scratch init (not on gfx12).
    FlatScratchInit,
    /// 1 SGPR: the private segment size per work-item.
    PrivateSegmentSize,
}

impl UserSgpr {
    /// How many SGPRs the block takes.
    pub fn count(self) -> u32 {
        match self {
            UserSgpr::PrivateSegmentBuffer => 4,
            UserSgpr::PrivateSegmentSize => 1,
            _ => 2,
        }
    }

    /// Kernel code property bit enabling it (seed 003 L349-355).
    pub fn property_bit(self) -> u16 {
        match self {
            UserSgpr::PrivateSegmentBuffer => 0,
            UserSgpr::DispatchPtr => 1,
            UserSgpr::QueuePtr => 2,
            UserSgpr::KernargSegmentPtr => 3,
            UserSgpr::DispatchId => 4,
            UserSgpr::FlatScratchInit => 5,
            UserSgpr::PrivateSegmentSize => 6,
        }
    }

    /// Every block, in packing order.
    pub const ORDER: [UserSgpr; 7] = [
        UserSgpr::PrivateSegmentBuffer,
        UserSgpr::DispatchPtr,
        UserSgpr::QueuePtr,
        UserSgpr::KernargSegmentPtr,
        UserSgpr::DispatchId,
        UserSgpr::FlatScratchInit,
        UserSgpr::PrivateSegmentSize,
    ];
}

/// The initial register state a kernel requests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InitialState {
    /// Enabled user SGPR blocks with their first SGPR.
    pub user_sgprs: Vec<(UserSgpr, u32)>,
    /// `USER_SGPR_COUNT` (may exceed the blocks' total, e.g. for preloaded kernargs).
    pub user_sgpr_count: u32,
    /// Work-group id X/Y/Z requested (rsrc2 bits 7-9; TTMP9/TTMP7 on gfx12).
    pub workgroup_id: [bool; 3],
    /// Work-group info SGPR (rsrc2 bit 10).
    pub workgroup_info: bool,
    /// Private segment enabled (rsrc2 bit 0: wave offset SGPR before gfx12, scratch on gfx12).
    pub private_segment: bool,
    /// Work-item id VGPRs: 1 (X), 2 (X, Y) or 3 (X, Y, Z) (rsrc2 bits 12:11).
    pub workitem_id_vgprs: u32,
    /// Work-item ids packed into v0 (10 bits each; gfx11+ and gfx90a) instead of v0-v2.
    pub packed_workitem_ids: bool,
    /// Wavefront size: 32 or 64.
    pub wavefront_size: u32,
    /// rsrc1 FLOAT_ROUND_MODE_32 (0 nearest even, 1 +inf, 2 -inf, 3 zero; seed 003 L445-453).
    pub float_round_mode_32: u32,
    /// rsrc1 FLOAT_ROUND_MODE_16_64.
    pub float_round_mode_16_64: u32,
    /// rsrc1 FLOAT_DENORM_MODE_32 (0 flush src+dst, 1 flush dst, 2 flush src, 3 none; L454-462).
    pub float_denorm_mode_32: u32,
    /// rsrc1 FLOAT_DENORM_MODE_16_64.
    pub float_denorm_mode_16_64: u32,
    /// VGPRs allocated per lane.
    pub vgprs: u32,
}

/// Everything a runtime needs to dispatch one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo<'a> {
    /// The kernel name.
    pub name: String,
    /// The descriptor (the AQL packet's `kernel_object` points at it).
    pub descriptor: KernelDescriptor,
    /// Address of the descriptor in the loaded image.
    pub descriptor_address: u64,
    /// Address of the first instruction in the loaded image.
    pub code_address: u64,
    /// The code bytes.
    pub code: &'a [u8],
    /// Kernarg segment size (metadata, else the descriptor).
    pub kernarg_size: u32,
    /// Kernarg segment alignment: the metadata's, at least 16 (seed 003 L379).
    pub kernarg_align: u32,
    /// Static LDS bytes per work-group.
    pub group_segment_size: u32,
    /// Static scratch bytes per work-item.
    pub private_segment_size: u32,
    /// The initial register state.
    pub initial_state: InitialState,
}

/// The initial register state a descriptor requests. Fails (at `descriptor_offset` + 52) when
/// `USER_SGPR_COUNT` is smaller than the enabled blocks need (seed 004 N1720-1727).
pub fn initial_state(
    d: &KernelDescriptor,
    generation: Generation,
    descriptor_offset: u64,
) -> Result<InitialState> {
    let mut user_sgprs = Vec::new();
    let mut next = 0u32;
    for u in UserSgpr::ORDER {
        if d.kernel_code_properties & (1 << u.property_bit()) != 0 {
            user_sgprs.push((u, next));
            next += u.count();
        }
    }
    let user_sgpr_count = d.user_sgpr_count();
    if user_sgpr_count < next {
        return Err(Error::bad(
            descriptor_offset + 52,
            "COMPUTE_PGM_RSRC2.USER_SGPR_COUNT",
            format!("at least {next} for the enabled user SGPRs"),
            user_sgpr_count.to_string(),
        ));
    }
    let r2 = d.compute_pgm_rsrc2;
    let r1 = d.compute_pgm_rsrc1;
    let wave32 = generation.is_gfx10_plus() && d.is_wave32();
    Ok(InitialState {
        user_sgprs,
        user_sgpr_count,
        workgroup_id: [r2 & (1 << 7) != 0, r2 & (1 << 8) != 0, r2 & (1 << 9) != 0],
        workgroup_info: r2 & (1 << 10) != 0,
        private_segment: r2 & 1 != 0,
        workitem_id_vgprs: d.workitem_id_vgprs().min(2) + 1,
        packed_workitem_ids: generation >= Generation::Gfx11 || generation == Generation::Gfx90a,
        wavefront_size: if wave32 { 32 } else { 64 },
        float_round_mode_32: (r1 >> 12) & 3,
        float_round_mode_16_64: (r1 >> 14) & 3,
        float_denorm_mode_32: (r1 >> 16) & 3,
        float_denorm_mode_16_64: (r1 >> 18) & 3,
        vgprs: d.vgprs_allocated(generation),
    })
}

impl<'a> CodeObject<'a> {
    /// The loader view of the kernel named `name`.
    pub fn kernel_info(&self, name: &str) -> Option<Result<KernelInfo<'a>>> {
        let k = self.kernels.iter().find(|k| k.name == name)?;
        Some(self.info_of(k))
    }

    /// The loader view of every kernel.
    pub fn kernel_infos(&self) -> Result<Vec<KernelInfo<'a>>> {
        self.kernels.iter().map(|k| self.info_of(k)).collect()
    }

    fn info_of(&self, k: &Kernel) -> Result<KernelInfo<'a>> {
        let generation = self.generation().unwrap_or(Generation::Gfx12);
        let meta = self.metadata.as_ref().and_then(|m| {
            m.kernels
                .iter()
                .find(|mk| mk.symbol == k.descriptor_symbol || mk.name == k.name)
        });
        let d = &k.descriptor;
        let kernarg_size = meta
            .map(|m| u32::try_from(m.kernarg_segment_size).unwrap_or(u32::MAX))
            .unwrap_or(d.kernarg_size);
        let kernarg_align = meta
            .map(|m| u32::try_from(m.kernarg_segment_align).unwrap_or(u32::MAX))
            .unwrap_or(16)
            .max(16);
        Ok(KernelInfo {
            name: k.name.clone(),
            descriptor: *d,
            descriptor_address: k.descriptor_address,
            code_address: k.code_address,
            code: self.kernel_code(k)?,
            kernarg_size,
            kernarg_align,
            group_segment_size: d.group_segment_fixed_size,
            private_segment_size: d.private_segment_fixed_size,
            initial_state: initial_state(d, generation, k.descriptor_offset)?,
        })
    }
}
