/* Shared helpers for the hsakit C examples (our own code; compiled against <hsa/hsa.h>). */
#ifndef HSAKIT_EXAMPLES_COMMON_H
#define HSAKIT_EXAMPLES_COMMON_H
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
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
#endif
