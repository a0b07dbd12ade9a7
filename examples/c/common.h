/* Shared helpers for the hsakit C examples (our own code; compiled against <hsa/hsa.h>). */
#ifndef HSAKIT_EXAMPLES_COMMON_H
#define HSAKIT_EXAMPLES_COMMON_H
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <hsa/hsa_ext_finalize.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    hsa_status_t s_ = (call);                                                           \
    if (s_ != HSA_STATUS_SUCCESS) {                                                     \
      const char *m_ = "?";                                                             \
      hsa_status_string(s_, &m_);                                                       \
      fprintf(stderr, "%s:%d: %s -> 0x%x %s\n", __FILE__, __LINE__, #call, s_, m_);     \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

#define EXPECT(cond)                                                                    \
  do {                                                                                  \
    if (!(cond)) {                                                                      \
      fprintf(stderr, "%s:%d: expectation failed: %s\n", __FILE__, __LINE__, #cond);   \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

/* Refuse to run against any HSA runtime but ours (ROCm's is installed too). */
__attribute__((unused)) static void require_hsakit(void) {
  const char *v = NULL;
  CHECK(hsa_system_get_info((hsa_system_info_t)HSA_AMD_SYSTEM_INFO_BUILD_VERSION, &v));
  EXPECT(v != NULL && strncmp(v, "hsakit", 6) == 0);
}

__attribute__((unused)) static hsa_status_t find_kernel_agent(hsa_agent_t agent, void *data) {
  hsa_device_type_t t;
  CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_DEVICE, &t));
  uint32_t feature = 0;
  CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_FEATURE, &feature));
  if (feature & HSA_AGENT_FEATURE_KERNEL_DISPATCH) {
    *(hsa_agent_t *)data = agent;
    return HSA_STATUS_INFO_BREAK;
  }
  return HSA_STATUS_SUCCESS;
}

__attribute__((unused)) static hsa_status_t find_region(hsa_region_t region, void *data) {
  hsa_region_global_flag_t *want = (hsa_region_global_flag_t *)((char *)data + sizeof(hsa_region_t));
  hsa_region_segment_t seg;
  CHECK(hsa_region_get_info(region, HSA_REGION_INFO_SEGMENT, &seg));
  if (seg != HSA_REGION_SEGMENT_GLOBAL) return HSA_STATUS_SUCCESS;
  hsa_region_global_flag_t flags;
  CHECK(hsa_region_get_info(region, HSA_REGION_INFO_GLOBAL_FLAGS, &flags));
  if (flags & *want) {
    *(hsa_region_t *)data = region;
    return HSA_STATUS_INFO_BREAK;
  }
  return HSA_STATUS_SUCCESS;
}

/* The first global region of `agent` with flag `flag`. */
__attribute__((unused)) static hsa_region_t region_with(hsa_agent_t agent, hsa_region_global_flag_t flag) {
  struct { hsa_region_t r; hsa_region_global_flag_t f; } d;
  d.r.handle = 0;
  d.f = flag;
  hsa_agent_iterate_regions(agent, find_region, &d);
  EXPECT(d.r.handle != 0);
  return d.r;
}

/* Publish a packet: body first, then the header+setup word with release order. */
__attribute__((unused)) static void publish(hsa_queue_t *q, uint64_t index, const void *packet, uint32_t header_setup) {
  uint8_t *slot = (uint8_t *)q->base_address + (index & (q->size - 1)) * 64;
  memcpy(slot + 4, (const uint8_t *)packet + 4, 60);
  __atomic_store_n((uint32_t *)slot, header_setup, __ATOMIC_RELEASE);
  hsa_signal_store_screlease(q->doorbell_signal, (hsa_signal_value_t)index);
}

__attribute__((unused)) static uint16_t header(hsa_packet_type_t type, int barrier) {
  return (uint16_t)((type << HSA_PACKET_HEADER_TYPE) | (barrier << HSA_PACKET_HEADER_BARRIER) |
                    (HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCACQUIRE_FENCE_SCOPE) |
                    (HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCRELEASE_FENCE_SCOPE));
}
/* The ISA of the hsakit CPU kernel agent (HSAIL on the reference engine). */
#define CPU_ISA "hsakit-hsail-cpu"

__attribute__((unused)) static hsa_status_t is_cpu_isa(hsa_isa_t isa, void *data) {
  uint32_t len = 0;
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME_LENGTH, &len));
  char name[256] = {0};
  if (len >= sizeof name) return HSA_STATUS_SUCCESS;
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME, name));
  if (strcmp(name, CPU_ISA) == 0) {
    *(hsa_isa_t *)data = isa;
    return HSA_STATUS_INFO_BREAK;
  }
  return HSA_STATUS_SUCCESS;
}

/* An agent with its CPU_ISA, filled in by find_cpu_agent. */
struct found { hsa_agent_t agent; hsa_isa_t isa; };

/* hsa_iterate_agents callback: the first agent that has CPU_ISA, into a `struct found`. */
__attribute__((unused)) static hsa_status_t find_cpu_agent(hsa_agent_t agent, void *data) {
  struct found *f = data;
  hsa_isa_t isa = {0};
  hsa_status_t s = hsa_agent_iterate_isas(agent, is_cpu_isa, &isa);
  if (s != HSA_STATUS_SUCCESS && s != HSA_STATUS_INFO_BREAK) return s;
  if (isa.handle == 0) return HSA_STATUS_SUCCESS;
  f->agent = agent;
  f->isa = isa;
  return HSA_STATUS_INFO_BREAK;
}

/* The whole of `path` (at most 64 MiB), its size in *size; exits with a message when unreadable. */
__attribute__((unused)) static uint8_t *read_file(const char *path, size_t *size) {
  FILE *fp = fopen(path, "rb");
  if (!fp) { fprintf(stderr, "cannot open %s\n", path); exit(1); }
  EXPECT(fseek(fp, 0, SEEK_END) == 0);
  long n = ftell(fp);
  EXPECT(n > 0 && n < (64L << 20));
  rewind(fp);
  uint8_t *buf = malloc((size_t)n);
  EXPECT(buf != NULL && fread(buf, 1, (size_t)n, fp) == (size_t)n);
  fclose(fp);
  *size = (size_t)n;
  return buf;
}

/* The kernel object of symbol `name` in a frozen executable. */
__attribute__((unused)) static uint64_t kernel_object(hsa_executable_t exe, hsa_agent_t agent, const char *name) {
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol(exe, NULL, name, agent, 0, &sym));
  uint64_t kobj = 0;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kobj));
  return kobj;
}

/* A one-dimensional kernel-dispatch packet of `grid` work-items in groups of `group` on the next
 * slot of `q`, published; returns the slot. */
__attribute__((unused)) static uint64_t dispatch_1d(hsa_queue_t *q, uint64_t kobj, void *kernarg, uint32_t grid,
                                                    uint16_t group, hsa_signal_t done) {
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = group; k.workgroup_size_y = 1; k.workgroup_size_z = 1;
  k.grid_size_x = grid; k.grid_size_y = 1; k.grid_size_z = 1;
  k.kernel_object = kobj;
  k.kernarg_address = kernarg;
  k.completion_signal = done;
  uint64_t idx = hsa_queue_add_write_index_scacq_screl(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  return idx;
}
/* Finalizes one BRIG module for `isa` through the finalizer extension table `fin` (a large-model,
 * full-profile program with default rounding) and returns the code object. */
__attribute__((unused)) static hsa_code_object_t finalize_module(const hsa_ext_finalizer_1_00_pfn_t *fin,
                                                                 const void *brig, hsa_isa_t isa) {
  hsa_ext_program_t prog;
  CHECK(fin->hsa_ext_program_create(HSA_MACHINE_MODEL_LARGE, HSA_PROFILE_FULL,
                                    HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &prog));
  CHECK(fin->hsa_ext_program_add_module(prog, (hsa_ext_module_t)brig));
  hsa_ext_control_directives_t cd;
  memset(&cd, 0, sizeof cd);
  hsa_code_object_t co;
  CHECK(fin->hsa_ext_program_finalize(prog, isa, HSA_EXT_FINALIZER_CALL_CONVENTION_AUTO, cd, NULL,
                                      HSA_CODE_OBJECT_TYPE_PROGRAM, &co));
  CHECK(fin->hsa_ext_program_destroy(prog));
  return co;
}

/* A frozen executable holding `co` loaded for `agent`. */
__attribute__((unused)) static hsa_executable_t load_frozen(hsa_code_object_t co, hsa_agent_t agent) {
  hsa_executable_t exe;
  CHECK(hsa_executable_create(HSA_PROFILE_FULL, HSA_EXECUTABLE_STATE_UNFROZEN, NULL, &exe));
  CHECK(hsa_executable_load_code_object(exe, agent, co, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  return exe;
}
#endif
