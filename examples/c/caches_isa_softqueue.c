/* hsa_agent_iterate_caches / hsa_cache_get_info, hsa_isa_get_exception_policies,
 * hsa_isa_get_round_method and hsa_soft_queue_create (a queue this program processes itself on
 * a host thread), with their error paths. */
#include "common.h"
#include <pthread.h>
#include <unistd.h>

/* ---- caches */

struct caches { int n; uint8_t last_level; uint32_t size[5]; };
static hsa_status_t on_cache(hsa_cache_t c, void *data) {
  struct caches *d = data;
  uint8_t level;
  uint32_t size, len;
  char name[16] = {0};
  CHECK(hsa_cache_get_info(c, HSA_CACHE_INFO_LEVEL, &level));
  CHECK(hsa_cache_get_info(c, HSA_CACHE_INFO_SIZE, &size));
  CHECK(hsa_cache_get_info(c, HSA_CACHE_INFO_NAME_LENGTH, &len));
  CHECK(hsa_cache_get_info(c, HSA_CACHE_INFO_NAME, name));
  EXPECT(level > d->last_level && level <= 4); /* ascending levels */
  EXPECT(len == 2 && name[0] == 'L' && name[1] == '0' + level && name[2] == 0);
  EXPECT(size > 0);
  EXPECT(hsa_cache_get_info(c, (hsa_cache_info_t)9, &size) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_cache_get_info(c, HSA_CACHE_INFO_SIZE, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  d->last_level = level;
  d->size[level] = size;
  d->n++;
  return HSA_STATUS_SUCCESS;
}

/* The host's data/unified cache size at `level` from sysfs (0 when unknown). */
static uint32_t sysfs_cache(int level) {
  for (int i = 0; i < 16; i++) {
    char path[96], type[32] = {0}, size[32] = {0};
    int lv = 0;
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    int ok = fscanf(f, "%d", &lv) == 1;
    fclose(f);
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
    if (!ok || !(f = fopen(path, "r"))) continue;
    ok = fscanf(f, "%31s", type) == 1;
    fclose(f);
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
    if (!ok || !(f = fopen(path, "r"))) continue;
    ok = fscanf(f, "%31s", size) == 1;
    fclose(f);
    if (!ok || lv != level || strcmp(type, "Instruction") == 0) continue;
    uint32_t n = (uint32_t)strtoul(size, NULL, 10);
    char unit = size[strlen(size) - 1];
    return unit == 'K' ? n * 1024u : unit == 'M' ? n * 1024u * 1024u : n;
  }
  return 0;
}

static hsa_status_t check_agent_caches(hsa_agent_t a, void *data) {
  (void)data;
  char name[64];
  hsa_device_type_t dev;
  uint32_t deprecated[4];
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_NAME, name));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_DEVICE, &dev));
  CHECK(hsa_agent_get_info(a, HSA_AGENT_INFO_CACHE_SIZE, deprecated));
  struct caches d;
  memset(&d, 0, sizeof d);
  CHECK(hsa_agent_iterate_caches(a, on_cache, &d));
  for (int l = 1; l <= 4; l++) EXPECT(d.size[l] == deprecated[l - 1]);
  if (strcmp(name, "hsakit-test-agent") == 0) {
    /* The test double documents 16 KiB L1 and 256 KiB L2. */
    EXPECT(d.n == 2 && d.size[1] == 16384 && d.size[2] == 262144);
  } else if (dev == HSA_DEVICE_TYPE_CPU) {
    for (int l = 1; l <= 4; l++) EXPECT(d.size[l] == sysfs_cache(l));
  }
  return HSA_STATUS_SUCCESS;
}

/* ---- soft queue, processed by this thread */

struct consumer { hsa_queue_t *q; int handled; };
static void *consume(void *arg) {
  struct consumer *c = arg;
  hsa_queue_t *q = c->q;
  hsa_signal_value_t bell = 0;
  for (;;) {
    uint64_t r = hsa_queue_load_read_index_relaxed(q);
    if (r == hsa_queue_load_write_index_scacquire(q)) {
      bell = hsa_signal_wait_scacquire(q->doorbell_signal, HSA_SIGNAL_CONDITION_NE, bell, UINT64_MAX, HSA_WAIT_STATE_BLOCKED);
      if (bell == -2) return NULL; /* told to stop */
      continue;
    }
    hsa_agent_dispatch_packet_t *p = (hsa_agent_dispatch_packet_t *)q->base_address + (r & (q->size - 1));
    uint16_t h;
    while (((h = __atomic_load_n(&p->header, __ATOMIC_ACQUIRE)) & 0xFF) == HSA_PACKET_TYPE_INVALID) usleep(100);
    EXPECT((h & 0xFF) == HSA_PACKET_TYPE_AGENT_DISPATCH && p->type == 0x42);
    *(uint64_t *)p->return_address = p->arg[0] + p->arg[1];
    hsa_signal_t done = p->completion_signal;
    __atomic_store_n(&p->header, (uint16_t)HSA_PACKET_TYPE_INVALID, __ATOMIC_RELEASE);
    hsa_queue_store_read_index_screlease(q, r + 1);
    c->handled++;
    hsa_signal_subtract_screlease(done, 1);
  }
}

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_agent_t bogus_agent = {0xdeadbeef};
  hsa_cache_t bogus_cache = {0x1234};
  uint32_t u;
  EXPECT(hsa_agent_iterate_caches(bogus_agent, on_cache, NULL) == HSA_STATUS_ERROR_INVALID_AGENT);
  EXPECT(hsa_cache_get_info(bogus_cache, HSA_CACHE_INFO_SIZE, &u) == HSA_STATUS_ERROR_INVALID_CACHE);
  CHECK(hsa_iterate_agents(check_agent_caches, NULL));

  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  if (agent.handle == 0) { printf("caches_isa_softqueue: ok (no kernel agent)\n"); CHECK(hsa_shut_down()); return 0; }
  EXPECT(hsa_agent_iterate_caches(agent, NULL, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);

  /* ---- ISA exception policies and mad round method (the test double: DETECT, fused mad) */
  hsa_isa_t isa, bogus_isa = {5};
  CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_ISA, &isa));
  uint16_t mask = 0;
  CHECK(hsa_isa_get_exception_policies(isa, HSA_PROFILE_FULL, &mask));
  EXPECT(mask == HSA_EXCEPTION_POLICY_DETECT);
  CHECK(hsa_isa_get_exception_policies(isa, HSA_PROFILE_BASE, &mask));
  EXPECT(mask == HSA_EXCEPTION_POLICY_DETECT);
  EXPECT(hsa_isa_get_exception_policies(isa, (hsa_profile_t)5, &mask) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_isa_get_exception_policies(isa, HSA_PROFILE_FULL, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_isa_get_exception_policies(bogus_isa, HSA_PROFILE_FULL, &mask) == HSA_STATUS_ERROR_INVALID_ISA);
  hsa_fp_type_t types[3] = {HSA_FP_TYPE_16, HSA_FP_TYPE_32, HSA_FP_TYPE_64};
  for (int t = 0; t < 3; t++) {
    hsa_round_method_t m = 0;
    CHECK(hsa_isa_get_round_method(isa, types[t], HSA_FLUSH_MODE_FTZ, &m));
    EXPECT(m == HSA_ROUND_METHOD_SINGLE);
    CHECK(hsa_isa_get_round_method(isa, types[t], HSA_FLUSH_MODE_NON_FTZ, &m));
    EXPECT(m == HSA_ROUND_METHOD_SINGLE);
  }
  hsa_round_method_t m;
  EXPECT(hsa_isa_get_round_method(isa, (hsa_fp_type_t)3, HSA_FLUSH_MODE_FTZ, &m) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_isa_get_round_method(isa, HSA_FP_TYPE_32, (hsa_flush_mode_t)0, &m) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_isa_get_round_method(isa, HSA_FP_TYPE_32, HSA_FLUSH_MODE_FTZ, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_isa_get_round_method(bogus_isa, HSA_FP_TYPE_32, HSA_FLUSH_MODE_FTZ, &m) == HSA_STATUS_ERROR_INVALID_ISA);

  /* ---- soft queue */
  hsa_region_t fine = region_with(agent, HSA_REGION_GLOBAL_FLAG_FINE_GRAINED);
  hsa_region_t bogus_region = {42};
  hsa_signal_t bell, zero = {0};
  CHECK(hsa_signal_create(0, 0, NULL, &bell));
  hsa_queue_t *q = NULL;
  EXPECT(hsa_soft_queue_create(fine, 0, HSA_QUEUE_TYPE_SINGLE, 2, bell, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(fine, 12, HSA_QUEUE_TYPE_SINGLE, 2, bell, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(fine, 16, (hsa_queue_type32_t)7, 2, bell, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(fine, 16, HSA_QUEUE_TYPE_SINGLE, 8, bell, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(fine, 16, HSA_QUEUE_TYPE_SINGLE, 2, zero, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(fine, 16, HSA_QUEUE_TYPE_SINGLE, 2, bell, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_soft_queue_create(bogus_region, 16, HSA_QUEUE_TYPE_SINGLE, 2, bell, &q) == HSA_STATUS_ERROR_INVALID_REGION);
  CHECK(hsa_soft_queue_create(fine, 16, HSA_QUEUE_TYPE_SINGLE, HSA_QUEUE_FEATURE_AGENT_DISPATCH, bell, &q));
  EXPECT(q->size == 16 && q->type == HSA_QUEUE_TYPE_SINGLE && q->features == HSA_QUEUE_FEATURE_AGENT_DISPATCH);
  EXPECT(q->doorbell_signal.handle == bell.handle && q->base_address != NULL);
  EXPECT(hsa_queue_load_read_index_relaxed(q) == 0 && hsa_queue_load_write_index_relaxed(q) == 0);
  for (uint32_t i = 0; i < q->size; i++)
    EXPECT((((hsa_agent_dispatch_packet_t *)q->base_address)[i].header & 0xFF) == HSA_PACKET_TYPE_INVALID);

  /* Nobody but us processes it: a published packet stays put until our consumer starts. */
  uint64_t results[3] = {0};
  hsa_signal_t done;
  CHECK(hsa_signal_create(3, 0, NULL, &done));
  for (int i = 0; i < 3; i++) {
    hsa_agent_dispatch_packet_t p;
    memset(&p, 0, sizeof p);
    p.type = 0x42;
    p.return_address = &results[i];
    p.arg[0] = 1000u * (i + 1);
    p.arg[1] = (uint64_t)i;
    p.completion_signal = done;
    uint64_t idx = hsa_queue_add_write_index_screlease(q, 1);
    publish(q, idx, &p, header(HSA_PACKET_TYPE_AGENT_DISPATCH, 0) | (0x42u << 16));
    if (i == 0) {
      usleep(20000);
      EXPECT(hsa_queue_load_read_index_scacquire(q) == 0 && results[0] == 0);
    }
  }
  struct consumer c = {q, 0};
  pthread_t t;
  EXPECT(pthread_create(&t, NULL, consume, &c) == 0);
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  hsa_signal_store_screlease(bell, -2);
  EXPECT(pthread_join(t, NULL) == 0);
  EXPECT(c.handled == 3 && results[0] == 1000 && results[1] == 2001 && results[2] == 3002);
  CHECK(hsa_queue_destroy(q));
  /* The doorbell is the application's: still alive after the queue is gone. */
  EXPECT(hsa_signal_load_relaxed(bell) == -2);
  CHECK(hsa_signal_destroy(bell));
  CHECK(hsa_signal_destroy(done));
  CHECK(hsa_shut_down());
  printf("caches_isa_softqueue: ok\n");
  return 0;
}
