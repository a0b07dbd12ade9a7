/* Agents, ISAs, regions and memory: every standard attribute is queried. */
#include "common.h"

static int agents_seen, kernel_agents, isas_seen, regions_seen;

static hsa_status_t on_isa(hsa_isa_t isa, void *data) {
  (void)data;
  uint32_t len = 0;
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME_LENGTH, &len));
  char name[256] = {0};
  EXPECT(len > 0 && len < sizeof name);
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME, name));
  hsa_isa_t again;
  CHECK(hsa_isa_from_name(name, &again));
  EXPECT(again.handle == isa.handle);
  bool mm[2], prof[2], rm[3], f16;
  uint16_t wgd[3];
  uint32_t wgs;
  hsa_dim3_t gd;
  uint64_t gs;
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_MACHINE_MODELS, mm));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_PROFILES, prof));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_DEFAULT_FLOAT_ROUNDING_MODES, rm));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_FAST_F16_OPERATION, &f16));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_WORKGROUP_MAX_DIM, wgd));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_WORKGROUP_MAX_SIZE, &wgs));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_GRID_MAX_DIM, &gd));
  CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_GRID_MAX_SIZE, &gs));
  EXPECT(mm[1] && wgs >= wgd[0] && gs > 0);
  isas_seen++;
  return HSA_STATUS_SUCCESS;
}

static hsa_status_t on_region(hsa_region_t r, void *data) {
  (void)data;
  hsa_region_segment_t seg;
  size_t size, max, gran, align;
  bool alloc;
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_SEGMENT, &seg));
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_SIZE, &size));
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_ALLOC_MAX_SIZE, &max));
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_RUNTIME_ALLOC_ALLOWED, &alloc));
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_RUNTIME_ALLOC_GRANULE, &gran));
  CHECK(hsa_region_get_info(r, HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT, &align));
  if (seg == HSA_REGION_SEGMENT_GLOBAL) {
    uint32_t flags;
    CHECK(hsa_region_get_info(r, HSA_REGION_INFO_GLOBAL_FLAGS, &flags));
    EXPECT(alloc);
    void *p = NULL;
    CHECK(hsa_memory_allocate(r, 1000, &p));
    EXPECT(p != NULL && ((uintptr_t)p % align) == 0);
    memset(p, 0xAB, 1000); /* host-accessible */
    CHECK(hsa_memory_free(p));
  } else {
    EXPECT(seg == HSA_REGION_SEGMENT_GROUP && !alloc);
    void *p = NULL;
    EXPECT(hsa_memory_allocate(r, 16, &p) == HSA_STATUS_ERROR_INVALID_ALLOCATION);
  }
  regions_seen++;
  return HSA_STATUS_SUCCESS;
}

static hsa_status_t on_agent(hsa_agent_t a, void *data) {
  (void)data;
  char name[64], vendor[64];
  uint32_t feature, wave, wgmax, gridmax, fbar, qmax, qmin, qmaxsz, node;
  hsa_machine_model_t mm;
  hsa_profile_t prof;
  hsa_default_float_rounding_mode_t rnd;
  uint16_t wgdim[3], vmaj, vmin;
  hsa_dim3_t griddim;
  hsa_queue_type32_t qt;
  hsa_device_type_t dev;
  uint32_t cache[4];
  uint8_t ext[128];
  hsa_isa_t isa;
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_NAME, name));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_VENDOR_NAME, vendor));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_FEATURE, &feature));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_MACHINE_MODEL, &mm));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_PROFILE, &prof));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_DEFAULT_FLOAT_ROUNDING_MODE, &rnd));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_WAVEFRONT_SIZE, &wave));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_WORKGROUP_MAX_DIM, wgdim));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_WORKGROUP_MAX_SIZE, &wgmax));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_GRID_MAX_DIM, &griddim));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_GRID_MAX_SIZE, &gridmax));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_FBARRIER_MAX_SIZE, &fbar));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_QUEUES_MAX, &qmax));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_QUEUE_MIN_SIZE, &qmin));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_QUEUE_MAX_SIZE, &qmaxsz));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_QUEUE_TYPE, &qt));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_NODE, &node));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &dev));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_CACHE_SIZE, cache));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_ISA, &isa));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_EXTENSIONS, ext));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_VERSION_MAJOR, &vmaj));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_VERSION_MINOR, &vmin));
  printf("agent %u: %s (%s) device %d queues %u\n", node, name, vendor, (int)dev, qmax);
  if (feature & HSA_AGENT_FEATURE_KERNEL_DISPATCH) {
    kernel_agents++;
    EXPECT(qmax > 0 && qmin > 0 && qmaxsz >= qmin && wave > 0 && wgmax > 0);
    CHECK(hsa_agent_iterate_isas(a, on_isa, NULL));
  } else {
    EXPECT(dev == HSA_DEVICE_TYPE_CPU && agents_seen == 0);
  }
  CHECK(hsa_agent_iterate_regions(a, on_region, NULL));
  agents_seen++;
  return HSA_STATUS_SUCCESS;
}

int main(void) {
  CHECK(hsa_init());
  CHECK(hsa_init()); /* reference counted */
  require_hsakit();
  uint16_t maj, min;
  uint64_t ts1, ts2, freq, maxwait;
  hsa_endianness_t end;
  hsa_machine_model_t mm;
  uint8_t ext[128];
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_VERSION_MAJOR, &maj));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_VERSION_MINOR, &min));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_TIMESTAMP, &ts1));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY, &freq));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_SIGNAL_MAX_WAIT, &maxwait));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_ENDIANNESS, &end));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_MACHINE_MODEL, &mm));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_EXTENSIONS, ext));
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_TIMESTAMP, &ts2));
  EXPECT(maj == 1 && freq == 1000000000u && ts2 >= ts1 && end == HSA_ENDIANNESS_LITTLE);
  EXPECT(ext[0] & (1 << HSA_EXTENSION_FINALIZER));
  bool sup = false;
  CHECK(hsa_system_extension_supported(HSA_EXTENSION_FINALIZER, 1, 0, &sup));
  EXPECT(sup);
  CHECK(hsa_system_extension_supported(HSA_EXTENSION_IMAGES, 1, 0, &sup));
  EXPECT(!sup);
  CHECK(hsa_iterate_agents(on_agent, NULL));
  EXPECT(agents_seen >= 1 && regions_seen >= 2);
  printf("agents %d (kernel %d), isas %d, regions %d\n", agents_seen, kernel_agents, isas_seen, regions_seen);

  /* Copy and register. */
  hsa_agent_t host;
  host.handle = 0;
  struct { hsa_region_t r; hsa_region_global_flag_t f; } d;
  (void)d;
  hsa_iterate_agents(find_kernel_agent, &host);
  char *buf = malloc(4096), *dst = malloc(4096);
  for (int i = 0; i < 4096; i++) buf[i] = (char)i;
  CHECK(hsa_memory_register(buf, 4096));
  CHECK(hsa_memory_copy(dst, buf, 4096));
  EXPECT(memcmp(dst, buf, 4096) == 0);
  CHECK(hsa_memory_deregister(buf, 4096));
  free(buf);
  free(dst);
  CHECK(hsa_shut_down());
  CHECK(hsa_shut_down());
  EXPECT(hsa_shut_down() == HSA_STATUS_ERROR_NOT_INITIALIZED);
  printf("agents_regions: ok\n");
  return 0;
}
