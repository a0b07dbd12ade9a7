/* Error paths: invalid handles and arguments return the statuses the HSA runtime spec names,
 * and a faulting kernel reaches the queue callback. */
#include "common.h"
#include <unistd.h>

static volatile hsa_status_t callback_status;
static volatile int callback_count;
static void on_queue_error(hsa_status_t s, hsa_queue_t *q, void *data) {
  (void)q;
  EXPECT(data == (void *)0x5A5A);
  callback_status = s;
  __atomic_add_fetch(&callback_count, 1, __ATOMIC_SEQ_CST);
}

static const char TEST_CODE_OBJECT[] = "hsakit-test-agent code object v1\n&fault";

int main(void) {
  hsa_agent_t bogus_agent = {0xdeadbeef};
  hsa_signal_t bogus_signal = {0x1234};
  hsa_region_t bogus_region = {42};
  void *p = NULL;
  /* Before hsa_init. */
  EXPECT(hsa_iterate_agents(find_kernel_agent, &p) == HSA_STATUS_ERROR_NOT_INITIALIZED);
  EXPECT(hsa_shut_down() == HSA_STATUS_ERROR_NOT_INITIALIZED);
  CHECK(hsa_init());
  require_hsakit();
  const char *msg = NULL;
  CHECK(hsa_status_string(HSA_STATUS_ERROR_INVALID_AGENT, &msg));
  EXPECT(strstr(msg, "HSA_STATUS_ERROR_INVALID_AGENT") != NULL);
  EXPECT(hsa_status_string((hsa_status_t)0x7777, &msg) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  char name[64];
  EXPECT(hsa_agent_get_info(bogus_agent, HSA_AGENT_INFO_NAME, name) == HSA_STATUS_ERROR_INVALID_AGENT);
  EXPECT(hsa_agent_iterate_regions(bogus_agent, NULL, NULL) == HSA_STATUS_ERROR_INVALID_AGENT);
  EXPECT(hsa_iterate_agents(NULL, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_region_get_info(bogus_region, HSA_REGION_INFO_SIZE, &p) == HSA_STATUS_ERROR_INVALID_REGION);
  EXPECT(hsa_memory_allocate(bogus_region, 16, &p) == HSA_STATUS_ERROR_INVALID_REGION);
  EXPECT(hsa_signal_destroy(bogus_signal) == HSA_STATUS_ERROR_INVALID_SIGNAL);
  EXPECT(hsa_signal_create(0, 0, NULL, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_signal_load_relaxed(bogus_signal) == 0);
  EXPECT(hsa_queue_destroy((hsa_queue_t *)&p) == HSA_STATUS_ERROR_INVALID_QUEUE);
  hsa_executable_t bogus_exe = {77};
  EXPECT(hsa_executable_freeze(bogus_exe, NULL) == HSA_STATUS_ERROR_INVALID_EXECUTABLE);
  hsa_code_object_reader_t bogus_reader = {78};
  EXPECT(hsa_code_object_reader_destroy(bogus_reader) == HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER);
  hsa_executable_symbol_t bogus_sym = {79};
  uint64_t v;
  EXPECT(hsa_executable_symbol_get_info(bogus_sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &v) == HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL);
  hsa_isa_t isa;
  EXPECT(hsa_isa_from_name("no-such-isa", &isa) == HSA_STATUS_ERROR_INVALID_ISA_NAME);
  EXPECT(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME_LENGTH, &v) == HSA_STATUS_ERROR_INVALID_ISA);
  hsa_signal_group_t bogus_group = {80};
  EXPECT(hsa_signal_group_destroy(bogus_group) == HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP);
  EXPECT(hsa_memory_free(NULL) == HSA_STATUS_SUCCESS);

  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  hsa_queue_t *q = NULL;
  if (agent.handle == 0) { printf("error_paths: ok (no kernel agent)\n"); CHECK(hsa_shut_down()); return 0; }
  EXPECT(hsa_queue_create(agent, 3, HSA_QUEUE_TYPE_MULTI, NULL, NULL, UINT32_MAX, UINT32_MAX, &q) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_queue_create(bogus_agent, 64, HSA_QUEUE_TYPE_MULTI, NULL, NULL, UINT32_MAX, UINT32_MAX, &q) == HSA_STATUS_ERROR_INVALID_AGENT);

  /* Faulting kernel → HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION through the callback. */
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, on_queue_error, (void *)0x5A5A, UINT32_MAX, UINT32_MAX, &q));
  hsa_code_object_reader_t reader;
  CHECK(hsa_code_object_reader_create_from_memory(TEST_CODE_OBJECT, sizeof TEST_CODE_OBJECT - 1, &reader));
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &exe));
  CHECK(hsa_executable_load_agent_code_object(exe, agent, reader, NULL, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  EXPECT(hsa_executable_load_agent_code_object(exe, agent, reader, NULL, NULL) == HSA_STATUS_ERROR_FROZEN_EXECUTABLE);
  hsa_executable_symbol_t sym;
  EXPECT(hsa_executable_get_symbol_by_name(exe, "&missing", &agent, &sym) == HSA_STATUS_ERROR_INVALID_SYMBOL_NAME);
  CHECK(hsa_executable_get_symbol_by_name(exe, "&fault", &agent, &sym));
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = k.workgroup_size_y = k.workgroup_size_z = 1;
  k.grid_size_x = k.grid_size_y = k.grid_size_z = 1;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &k.kernel_object));
  uint64_t idx = hsa_queue_add_write_index_relaxed(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  for (int i = 0; i < 5000 && callback_count == 0; i++) usleep(1000);
  EXPECT(callback_count == 1);
  EXPECT(callback_status == (hsa_status_t)HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION);
  CHECK(hsa_queue_destroy(q));

  /* An invalid packet type → HSA_STATUS_ERROR_INVALID_PACKET_FORMAT. */
  callback_count = 0;
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_MULTI, on_queue_error, (void *)0x5A5A, UINT32_MAX, UINT32_MAX, &q));
  idx = hsa_queue_add_write_index_relaxed(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_VENDOR_SPECIFIC, 0));
  for (int i = 0; i < 5000 && callback_count == 0; i++) usleep(1000);
  EXPECT(callback_count == 1 && callback_status == HSA_STATUS_ERROR_INVALID_PACKET_FORMAT);
  CHECK(hsa_queue_destroy(q));
  CHECK(hsa_executable_destroy(exe));
  EXPECT(hsa_executable_destroy(exe) == HSA_STATUS_ERROR_INVALID_EXECUTABLE);
  CHECK(hsa_shut_down());
  printf("error_paths: ok\n");
  return 0;
}
