/* Barrier-AND/OR packet chains across two queues, agent dispatch, and kernel dispatch of a
 * loaded kernel. Runs on the first kernel agent: the test double (HSAKIT_TEST_AGENT=1), whose
 * code object names its built-in &fill_u32. */
#include "common.h"

#define CHAIN 32

static const char TEST_CODE_OBJECT[] = "hsakit-test-agent code object v1\n&fill_u32";

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  if (agent.handle == 0) { printf("barrier_chain: skipped (no kernel agent)\n"); return 0; }
  hsa_queue_t *q1, *q2;
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, NULL, NULL, UINT32_MAX, UINT32_MAX, &q1));
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_SINGLE, NULL, NULL, UINT32_MAX, UINT32_MAX, &q2));
  EXPECT(q1->size == 64 && q1->doorbell_signal.handle != 0 && q1->id != q2->id);

  /* A chain alternating between the queues: packet i on queue (i%2) waits for packet i-1's
   * completion signal; packet 0 waits for `gate`. */
  hsa_signal_t gate, done[CHAIN];
  CHECK(hsa_signal_create(1, 0, NULL, &gate));
  for (int i = 0; i < CHAIN; i++) CHECK(hsa_signal_create(1, 0, NULL, &done[i]));
  for (int i = 0; i < CHAIN; i++) { /* each queue runs in order; the cross-queue deps chain them */
    hsa_queue_t *q = (i % 2) ? q2 : q1;
    hsa_barrier_and_packet_t p;
    memset(&p, 0, sizeof p);
    p.dep_signal[0] = i == 0 ? gate : done[i - 1];
    p.completion_signal = done[i];
    uint64_t idx = hsa_queue_add_write_index_scacq_screl(q, 1);
    publish(q, idx, &p, header(HSA_PACKET_TYPE_BARRIER_AND, 1));
  }
  /* Nothing may complete while the gate is closed. */
  EXPECT(hsa_signal_wait_scacquire(done[CHAIN - 1], HSA_SIGNAL_CONDITION_EQ, 0, 20000000, HSA_WAIT_STATE_BLOCKED) == 1);
  for (int i = 0; i < CHAIN; i++) EXPECT(hsa_signal_load_relaxed(done[i]) == 1);
  hsa_signal_store_screlease(gate, 0);
  EXPECT(hsa_signal_wait_scacquire(done[CHAIN - 1], HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  for (int i = 0; i < CHAIN; i++) EXPECT(hsa_signal_load_relaxed(done[i]) == 0);

  /* Barrier-OR: one satisfied dependency of two is enough. */
  hsa_signal_t never, orsig;
  CHECK(hsa_signal_create(1, 0, NULL, &never));
  CHECK(hsa_signal_create(1, 0, NULL, &orsig));
  hsa_barrier_or_packet_t o;
  memset(&o, 0, sizeof o);
  o.dep_signal[0] = never;
  o.dep_signal[1] = done[0];
  o.completion_signal = orsig;
  uint64_t idx = hsa_queue_add_write_index_relaxed(q1, 1);
  publish(q1, idx, &o, header(HSA_PACKET_TYPE_BARRIER_OR, 0));
  EXPECT(hsa_signal_wait_scacquire(orsig, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_ACTIVE) == 0);

  /* Agent dispatch: built-in function 1 stores arg[0] at return_address. */
  uint64_t *cell = NULL;
  CHECK(hsa_memory_allocate(region_with(agent, HSA_REGION_GLOBAL_FLAG_FINE_GRAINED), 8, (void **)&cell));
  hsa_agent_dispatch_packet_t ad;
  memset(&ad, 0, sizeof ad);
  ad.type = 1;
  ad.return_address = cell;
  ad.arg[0] = 0x1234;
  CHECK(hsa_signal_create(1, 0, NULL, &ad.completion_signal));
  idx = hsa_queue_add_write_index_relaxed(q2, 1);
  publish(q2, idx, &ad, header(HSA_PACKET_TYPE_AGENT_DISPATCH, 1) | ((uint32_t)ad.type << 16));
  EXPECT(hsa_signal_wait_scacquire(ad.completion_signal, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  EXPECT(*cell == 0x1234);

  /* Kernel dispatch: load a code object through a reader, then fill 1000 u32s. */
  hsa_code_object_reader_t reader;
  CHECK(hsa_code_object_reader_create_from_memory(TEST_CODE_OBJECT, sizeof TEST_CODE_OBJECT - 1, &reader));
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &exe));
  CHECK(hsa_executable_load_agent_code_object(exe, agent, reader, NULL, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol_by_name(exe, "&fill_u32", &agent, &sym));
  uint64_t kobj;
  uint32_t ksize, kalign;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kobj));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &ksize));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT, &kalign));
  EXPECT(ksize == 12 && kalign == 16);
  uint32_t *out = NULL;
  CHECK(hsa_memory_allocate(region_with(agent, HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED), 4000, (void **)&out));
  CHECK(hsa_memory_assign_agent(out, agent, HSA_ACCESS_PERMISSION_RW));
  uint8_t *ka = NULL;
  CHECK(hsa_memory_allocate(region_with(agent, HSA_REGION_GLOBAL_FLAG_KERNARG), 16, (void **)&ka));
  memcpy(ka, &out, 8);
  uint32_t base = 7;
  memcpy(ka + 8, &base, 4);
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = 100; k.workgroup_size_y = 1; k.workgroup_size_z = 1;
  k.grid_size_x = 1000; k.grid_size_y = 1; k.grid_size_z = 1;
  k.kernel_object = kobj;
  k.kernarg_address = ka;
  CHECK(hsa_signal_create(1, 0, NULL, &k.completion_signal));
  idx = hsa_queue_add_write_index_screlease(q1, 1);
  publish(q1, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  EXPECT(hsa_signal_wait_scacquire(k.completion_signal, HSA_SIGNAL_CONDITION_LT, 1, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  for (uint32_t i = 0; i < 1000; i++) EXPECT(out[i] == 7 + i);
  EXPECT(hsa_queue_load_read_index_scacquire(q1) == hsa_queue_load_write_index_relaxed(q1));

  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_reader_destroy(reader));
  CHECK(hsa_queue_destroy(q1));
  CHECK(hsa_queue_destroy(q2));
  CHECK(hsa_shut_down());
  printf("barrier_chain: ok (chain of %d across 2 queues)\n", CHAIN);
  return 0;
}
