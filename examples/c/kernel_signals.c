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

#define CPU_ISA "hsakit-hsail-cpu"

static hsa_status_t is_cpu_isa(hsa_isa_t isa, void *data) {
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

struct found { hsa_agent_t agent; hsa_isa_t isa; };

static hsa_status_t find_cpu_agent(hsa_agent_t agent, void *data) {
  struct found *f = data;
  hsa_isa_t isa = {0};
  hsa_status_t s = hsa_agent_iterate_isas(agent, is_cpu_isa, &isa);
  if (s != HSA_STATUS_SUCCESS && s != HSA_STATUS_INFO_BREAK) return s;
  if (isa.handle == 0) return HSA_STATUS_SUCCESS;
  f->agent = agent;
  f->isa = isa;
  return HSA_STATUS_INFO_BREAK;
}

static uint8_t *read_file(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) { fprintf(stderr, "kernel_signals: cannot open %s\n", path); exit(1); }
  EXPECT(fseek(fp, 0, SEEK_END) == 0);
  long n = ftell(fp);
  EXPECT(n > 8 && n < (64L << 20));
  rewind(fp);
  uint8_t *buf = malloc((size_t)n);
  EXPECT(buf != NULL && fread(buf, 1, (size_t)n, fp) == (size_t)n);
  fclose(fp);
  EXPECT(memcmp(buf, "HSA BRIG", 8) == 0);
  return buf;
}

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

static uint64_t kernel_object(hsa_executable_t exe, hsa_agent_t agent, const char *name) {
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol(exe, NULL, name, agent, 0, &sym));
  uint64_t kobj = 0;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kobj));
  return kobj;
}

/* One work-item of `kobj` at the next slot of `q`; returns the slot. */
static uint64_t dispatch(hsa_queue_t *q, uint64_t kobj, void *kernarg, hsa_signal_t done) {
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = 1; k.workgroup_size_y = 1; k.workgroup_size_z = 1;
  k.grid_size_x = 1; k.grid_size_y = 1; k.grid_size_z = 1;
  k.kernel_object = kobj;
  k.kernarg_address = kernarg;
  k.completion_signal = done;
  uint64_t idx = hsa_queue_add_write_index_scacq_screl(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  return idx;
}

int main(int argc, char **argv) {
  uint8_t *brig = read_file(argc > 1 ? argv[1] : "kernel_signals.brig");
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
  hsa_ext_program_t prog;
  CHECK(fin.hsa_ext_program_create(HSA_MACHINE_MODEL_LARGE, HSA_PROFILE_FULL,
                                   HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &prog));
  CHECK(fin.hsa_ext_program_add_module(prog, (hsa_ext_module_t)brig));
  hsa_ext_control_directives_t cd;
  memset(&cd, 0, sizeof cd);
  hsa_code_object_t co;
  CHECK(fin.hsa_ext_program_finalize(prog, f.isa, HSA_EXT_FINALIZER_CALL_CONVENTION_AUTO, cd, NULL,
                                     HSA_CODE_OBJECT_TYPE_PROGRAM, &co));
  CHECK(fin.hsa_ext_program_destroy(prog));
  hsa_executable_t exe;
  CHECK(hsa_executable_create(HSA_PROFILE_FULL, HSA_EXECUTABLE_STATE_UNFROZEN, NULL, &exe));
  CHECK(hsa_executable_load_code_object(exe, f.agent, co, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
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
  dispatch(q, ping, ka, done);
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
  EXPECT(dispatch(q, enqueue, ka2, done) == 0);
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
