/* HSAIL signal and queue instructions on objects of the C API, on the hsakit CPU agent.
 *
 * Input: kernel_signals.brig (our assembler's output for examples/kernel_signals/kernel_signals.hsail;
 * a test in crates/hsakit-runtime/tests/kernel_signals.rs keeps it current).
 *
 * 1. &ping(a, b, out): the kernel stores 5 to signal a, waits for b == 1, then adds 10 to a.
 *    A host thread blocked in hsa_signal_wait_scacquire(a, EQ, 5) before the dispatch must wake
 *    with 5 while the kernel is still running (its completion signal is still 1, since it waits
 *    for b); the host then stores b = 1 and waits for a >= 15. out = {5 (the add's old value),
 *    1 (the value the kernel's wait saw)}.
 * 2. &enqueue(q, out, done): on the queue it runs on, the kernel reads the write index (1: the
 *    host took slot 0 for this dispatch) and the read index (0: the packet processor moves past a
 *    packet when it completes), takes slot 1 with addqueuewriteindex (returns 1, leaves 2), writes
 *    a barrier-AND packet there and rings the doorbell; the host sees the barrier's completion
 *    signal reach 0 and the queue's read index reach 2.
 * Every wait has a 60 s timeout: a lost wake-up fails the program instead of hanging it. */
#include "common.h"
#include <hsa/hsa_ext_finalize.h>
#include <pthread.h>
#include <time.h>

/* 60 seconds in hsa_signal_wait timeout units (system timestamp ticks). */
static uint64_t long_timeout;

static hsa_signal_value_t wait_for(hsa_signal_t s, hsa_signal_condition_t c, hsa_signal_value_t v) {
  return hsa_signal_wait_scacquire(s, c, v, long_timeout, HSA_WAIT_STATE_BLOCKED);
}

struct waiter { hsa_signal_t signal; hsa_signal_value_t seen; };

static void *wait_for_five(void *p) {
  struct waiter *w = p;
  w->seen = wait_for(w->signal, HSA_SIGNAL_CONDITION_EQ, 5);
  return NULL;
}

int main(int argc, char **argv) {
  size_t brig_size = 0;
  uint8_t *brig = read_file(argc > 1 ? argv[1] : "kernel_signals.brig", &brig_size);
  EXPECT(brig_size > 8 && memcmp(brig, "HSA BRIG", 8) == 0);
  CHECK(hsa_init());
  require_hsakit();
  uint64_t freq = 0;
  CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY, &freq));
  EXPECT(freq > 0);
  long_timeout = freq * 60;
  struct found f = {{0}, {0}};
  hsa_iterate_agents(find_cpu_agent, &f);
  if (f.agent.handle == 0) { fprintf(stderr, "kernel_signals: no agent with ISA " CPU_ISA "\n"); return 1; }

  hsa_ext_finalizer_1_00_pfn_t fin;
  CHECK(hsa_system_get_extension_table(HSA_EXTENSION_FINALIZER, 1, 0, &fin));
  hsa_code_object_t co = finalize_module(&fin, brig, f.isa);
  hsa_executable_t exe = load_frozen(co, f.agent);
  uint64_t ping = kernel_object(exe, f.agent, "&ping");
  uint64_t enqueue = kernel_object(exe, f.agent, "&enqueue");
  hsa_region_t kernarg_region = region_with(f.agent, HSA_REGION_GLOBAL_FLAG_KERNARG);
  hsa_region_t global = region_with(f.agent, HSA_REGION_GLOBAL_FLAG_FINE_GRAINED);

  /* 1. Ping-pong. */
  hsa_signal_t a, b, done;
  CHECK(hsa_signal_create(0, 0, NULL, &a));
  CHECK(hsa_signal_create(0, 0, NULL, &b));
  CHECK(hsa_signal_create(1, 0, NULL, &done));
  uint64_t *out = NULL;
  CHECK(hsa_memory_allocate(global, 32, (void **)&out));
  memset(out, 0, 32);
  uint64_t *ka = NULL;
  CHECK(hsa_memory_allocate(kernarg_region, 24, (void **)&ka));
  ka[0] = a.handle; ka[1] = b.handle; ka[2] = (uint64_t)(uintptr_t)out;
  struct waiter w = {a, -1};
  pthread_t t;
  EXPECT(pthread_create(&t, NULL, wait_for_five, &w) == 0);
  hsa_queue_t *q;
  CHECK(hsa_queue_create(f.agent, 64, HSA_QUEUE_TYPE_SINGLE, NULL, NULL, UINT32_MAX, UINT32_MAX, &q));
  dispatch_1d(q, ping, ka, 1, 1, done);
  EXPECT(pthread_join(t, NULL) == 0);
  EXPECT(w.seen == 5);
  EXPECT(hsa_signal_load_scacquire(done) == 1);
  hsa_signal_store_screlease(b, 1);
  EXPECT(wait_for(a, HSA_SIGNAL_CONDITION_GTE, 15) == 15);
  EXPECT(wait_for(done, HSA_SIGNAL_CONDITION_EQ, 0) == 0);
  EXPECT(out[0] == 5 && out[1] == 1);
  CHECK(hsa_queue_destroy(q));

  /* 2. Queue instructions on the kernel's own queue and a kernel-enqueued barrier. */
  hsa_signal_t barrier_done;
  CHECK(hsa_signal_create(1, 0, NULL, &barrier_done));
  hsa_signal_store_screlease(done, 1);
  CHECK(hsa_queue_create(f.agent, 64, HSA_QUEUE_TYPE_MULTI, NULL, NULL, UINT32_MAX, UINT32_MAX, &q));
  memset(out, 0, 32);
  uint64_t *ka2 = NULL;
  CHECK(hsa_memory_allocate(kernarg_region, 24, (void **)&ka2));
  ka2[0] = (uint64_t)(uintptr_t)q; ka2[1] = (uint64_t)(uintptr_t)out; ka2[2] = barrier_done.handle;
  EXPECT(dispatch_1d(q, enqueue, ka2, 1, 1, done) == 0);
  EXPECT(wait_for(done, HSA_SIGNAL_CONDITION_EQ, 0) == 0);
  EXPECT(out[0] == 1 && out[1] == 0 && out[2] == 1 && out[3] == 2);
  EXPECT(wait_for(barrier_done, HSA_SIGNAL_CONDITION_EQ, 0) == 0);
  EXPECT(hsa_queue_load_write_index_scacquire(q) == 2);
  for (int i = 0; i < 5000 && hsa_queue_load_read_index_scacquire(q) != 2; i++) {
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
  }
  EXPECT(hsa_queue_load_read_index_scacquire(q) == 2);
  CHECK(hsa_queue_destroy(q));

  for (int i = 0; i < 4; i++) {
    hsa_signal_t s = i == 0 ? a : i == 1 ? b : i == 2 ? done : barrier_done;
    CHECK(hsa_signal_destroy(s));
  }
  CHECK(hsa_memory_free(ka));
  CHECK(hsa_memory_free(ka2));
  CHECK(hsa_memory_free(out));
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_destroy(co));
  free(brig);
  CHECK(hsa_shut_down());
  printf("kernel_signals: ok\n");
  return 0;
}
