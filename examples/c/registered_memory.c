/* hsa_memory_register makes exactly the registered bytes visible to kernels: a kernel writes
 * inside an unaligned, odd-sized registered range without touching its neighbours, and a write
 * one byte past its end is a memory violation reported to the queue callback. A kernel also
 * decrements a signal through its own view of the signal's amd_signal_t.
 * Runs on the test double (HSAKIT_TEST_AGENT=1, the first kernel agent then): its kernels
 * signal_sub and fill_u32 are Rust closures. */
#include "common.h"
#include <unistd.h>

static const char TEST_CODE_OBJECT[] = "hsakit-test-agent code object v1\n&fill_u32\n&signal_sub";

static volatile int faults;
static volatile hsa_status_t fault_status;
static void on_error(hsa_status_t s, hsa_queue_t *q, void *data) {
  (void)q;
  (void)data;
  fault_status = s;
  __atomic_add_fetch(&faults, 1, __ATOMIC_SEQ_CST);
}

/* Through hsa_executable_get_symbol_by_name (common.h's kernel_object uses the older lookup). */
static uint64_t kernel_object_by_name(hsa_executable_t exe, hsa_agent_t agent, const char *name) {
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol_by_name(exe, name, &agent, &sym));
  uint64_t k;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &k));
  return k;
}

/* Dispatch `kobj` over `grid` work-items with a 16-byte kernarg segment; returns after the
 * completion signal reaches 0 or (if `expect_fault`) after the queue callback ran. */
static void run(hsa_agent_t agent, hsa_queue_t *q, uint64_t kobj, const void *args, uint32_t grid,
                int expect_fault) {
  uint8_t *ka = NULL;
  CHECK(hsa_memory_allocate(region_with(agent, HSA_REGION_GLOBAL_FLAG_KERNARG), 16, (void **)&ka));
  memcpy(ka, args, 16);
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = k.workgroup_size_y = k.workgroup_size_z = 1;
  k.grid_size_x = grid;
  k.grid_size_y = k.grid_size_z = 1;
  k.kernel_object = kobj;
  k.kernarg_address = ka;
  CHECK(hsa_signal_create(1, 0, NULL, &k.completion_signal));
  uint64_t idx = hsa_queue_add_write_index_relaxed(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  if (expect_fault) {
    for (int i = 0; i < 5000 && faults == 0; i++) usleep(1000);
    EXPECT(faults == 1);
    EXPECT(hsa_signal_load_relaxed(k.completion_signal) == 1);
  } else {
    EXPECT(hsa_signal_wait_scacquire(k.completion_signal, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX,
                                     HSA_WAIT_STATE_BLOCKED) == 0);
  }
  CHECK(hsa_signal_destroy(k.completion_signal));
  CHECK(hsa_memory_free(ka));
}

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  if (agent.handle == 0) { printf("registered_memory: ok (no kernel agent)\n"); CHECK(hsa_shut_down()); return 0; }
  hsa_code_object_reader_t reader;
  CHECK(hsa_code_object_reader_create_from_memory(TEST_CODE_OBJECT, sizeof TEST_CODE_OBJECT - 1, &reader));
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &exe));
  CHECK(hsa_executable_load_agent_code_object(exe, agent, reader, NULL, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  uint64_t fill = kernel_object_by_name(exe, agent, "&fill_u32");
  uint64_t sub = kernel_object_by_name(exe, agent, "&signal_sub");
  hsa_queue_t *q;
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, on_error, NULL, UINT32_MAX, UINT32_MAX, &q));

  /* 32 host bytes of 0xEE; bytes 3..13 (10 bytes, unaligned start) are registered. */
  uint8_t *host = malloc(32);
  EXPECT(host != NULL);
  memset(host, 0xEE, 32);
  CHECK(hsa_memory_register(host + 3, 10));
  /* Registering inside an already registered range is accepted; overlapping it is not. */
  CHECK(hsa_memory_register(host + 4, 2));
  EXPECT(hsa_memory_register(host + 10, 8) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_memory_register(NULL, 8) == HSA_STATUS_ERROR_INVALID_ARGUMENT);

  /* fill_u32(out = host + 5, v = 0x11223344) over 2 work-items writes bytes 5..13. */
  uint8_t args[16] = {0};
  uint8_t *out = host + 5;
  uint32_t v = 0x11223344;
  memcpy(args, &out, 8);
  memcpy(args + 8, &v, 4);
  run(agent, q, fill, args, 2, 0);
  uint32_t w0, w1;
  memcpy(&w0, host + 5, 4);
  memcpy(&w1, host + 9, 4);
  EXPECT(w0 == 0x11223344 && w1 == 0x11223345);
  for (int i = 0; i < 5; i++) EXPECT(host[i] == 0xEE);
  for (int i = 13; i < 32; i++) EXPECT(host[i] == 0xEE);

  /* Three work-items: the third writes bytes 13..17, past the registered range. */
  run(agent, q, fill, args, 3, 1);
  EXPECT(fault_status == (hsa_status_t)HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION);
  for (int i = 13; i < 32; i++) EXPECT(host[i] == 0xEE);
  CHECK(hsa_queue_destroy(q));
  CHECK(hsa_memory_deregister(host + 3, 10));

  /* After deregistering, the same dispatch faults on its first store. */
  faults = 0;
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, on_error, NULL, UINT32_MAX, UINT32_MAX, &q));
  run(agent, q, fill, args, 1, 1);
  CHECK(hsa_queue_destroy(q));
  free(host);

  /* A kernel-side signal operation: the kernel decrements `s` through its view. */
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, on_error, NULL, UINT32_MAX, UINT32_MAX, &q));
  hsa_signal_t s;
  CHECK(hsa_signal_create(5, 0, NULL, &s));
  memset(args, 0, sizeof args);
  memcpy(args, &s.handle, 8);
  run(agent, q, sub, args, 1, 0);
  run(agent, q, sub, args, 1, 0);
  EXPECT(hsa_signal_wait_scacquire(s, HSA_SIGNAL_CONDITION_EQ, 3, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 3);
  CHECK(hsa_signal_destroy(s));
  CHECK(hsa_queue_destroy(q));

  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_reader_destroy(reader));
  CHECK(hsa_shut_down());
  printf("registered_memory: ok\n");
  return 0;
}
