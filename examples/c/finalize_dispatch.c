/* The finalizer extension end to end: program → module → finalize → serialize/deserialize →
 * executable → dispatch on malloc'd memory registered with hsa_memory_register.
 * It runs on the first kernel agent, the test double under HSAKIT_TEST_AGENT=1: the "module" is a
 * bare BRIG header and the kernel its built-in &vector_add_u32. vector_add_finalize.c does the
 * same with real BRIG from our assembler on the HSAIL CPU agent hsakit-cpu. */
#include "common.h"
#include <hsa/hsa_ext_finalize.h>

static void *alloc_cb_buf;
static hsa_status_t alloc_cb(size_t size, hsa_callback_data_t data, void **address) {
  (void)data;
  alloc_cb_buf = malloc(size);
  *address = alloc_cb_buf;
  return HSA_STATUS_SUCCESS;
}

static int modules_seen;
static hsa_status_t on_module(hsa_ext_program_t p, hsa_ext_module_t m, void *d) {
  (void)p;
  EXPECT(m == *(hsa_ext_module_t *)d);
  modules_seen++;
  return HSA_STATUS_SUCCESS;
}

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  if (agent.handle == 0) { printf("finalize_dispatch: skipped (no kernel agent)\n"); return 0; }
  hsa_ext_finalizer_1_00_pfn_t fin;
  CHECK(hsa_system_get_extension_table(HSA_EXTENSION_FINALIZER, 1, 0, &fin));

  /* A module: the 104-byte BRIG header with byteCount 104. */
  static uint8_t brig[104];
  memcpy(brig, "HSA BRIG", 8);
  uint32_t major = 1;
  uint64_t count = sizeof brig;
  memcpy(brig + 8, &major, 4);
  memcpy(brig + 16, &count, 8);
  hsa_ext_module_t module = (hsa_ext_module_t)brig;

  hsa_ext_program_t prog;
  CHECK(fin.hsa_ext_program_create(HSA_MACHINE_MODEL_LARGE, HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &prog));
  CHECK(fin.hsa_ext_program_add_module(prog, module));
  EXPECT((int)hsa_ext_program_add_module(prog, module) == (int)HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED);
  CHECK(hsa_ext_program_iterate_modules(prog, on_module, &module));
  EXPECT(modules_seen == 1);
  hsa_machine_model_t mm;
  CHECK(hsa_ext_program_get_info(prog, HSA_EXT_PROGRAM_INFO_MACHINE_MODEL, &mm));
  EXPECT(mm == HSA_MACHINE_MODEL_LARGE);
  hsa_isa_t isa;
  CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_ISA, &isa));
  hsa_ext_control_directives_t cd;
  memset(&cd, 0, sizeof cd);
  hsa_code_object_t co;
  CHECK(fin.hsa_ext_program_finalize(prog, isa, HSA_EXT_FINALIZER_CALL_CONVENTION_AUTO, cd, NULL, HSA_CODE_OBJECT_TYPE_PROGRAM, &co));
  CHECK(hsa_ext_program_destroy(prog));
  EXPECT((int)hsa_ext_program_destroy(prog) == (int)HSA_EXT_STATUS_ERROR_INVALID_PROGRAM);
  hsa_isa_t coisa;
  CHECK(hsa_code_object_get_info(co, HSA_CODE_OBJECT_INFO_ISA, &coisa));
  EXPECT(coisa.handle == isa.handle);

  /* Serialize and deserialize (the legacy path finalizer users take). */
  hsa_callback_data_t cbd = {0};
  void *ser = NULL;
  size_t ser_size = 0;
  CHECK(hsa_code_object_serialize(co, alloc_cb, cbd, NULL, &ser, &ser_size));
  hsa_code_object_t co2;
  CHECK(hsa_code_object_deserialize(ser, ser_size, NULL, &co2));
  CHECK(hsa_code_object_destroy(co));

  hsa_executable_t exe;
  CHECK(hsa_executable_create(HSA_PROFILE_FULL, HSA_EXECUTABLE_STATE_UNFROZEN, NULL, &exe));
  CHECK(hsa_executable_load_code_object(exe, agent, co2, NULL));
  CHECK(hsa_executable_freeze(exe, NULL));
  hsa_executable_state_t st;
  CHECK(hsa_executable_get_info(exe, HSA_EXECUTABLE_INFO_STATE, &st));
  EXPECT(st == HSA_EXECUTABLE_STATE_FROZEN);
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol(exe, NULL, "&vector_add_u32", agent, 0, &sym));
  hsa_symbol_kind_t kind;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_TYPE, &kind));
  EXPECT(kind == HSA_SYMBOL_KIND_KERNEL);
  uint64_t kobj;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kobj));

  enum { N = 1024 };
  uint32_t *a = malloc(N * 4), *b = malloc(N * 4), *c = malloc(N * 4);
  for (uint32_t i = 0; i < N; i++) { a[i] = i * 3; b[i] = 1000000 - i; c[i] = 0; }
  CHECK(hsa_memory_register(a, N * 4));
  CHECK(hsa_memory_register(b, N * 4));
  CHECK(hsa_memory_register(c, N * 4));
  void *ka = NULL;
  CHECK(hsa_memory_allocate(region_with(agent, HSA_REGION_GLOBAL_FLAG_KERNARG), 24, &ka));
  memcpy(ka, &a, 8); memcpy((char *)ka + 8, &b, 8); memcpy((char *)ka + 16, &c, 8);
  hsa_queue_t *q;
  CHECK(hsa_queue_create(agent, 64, HSA_QUEUE_TYPE_SINGLE, NULL, NULL, UINT32_MAX, UINT32_MAX, &q));
  hsa_kernel_dispatch_packet_t k;
  memset(&k, 0, sizeof k);
  k.workgroup_size_x = 256; k.workgroup_size_y = 1; k.workgroup_size_z = 1;
  k.grid_size_x = N; k.grid_size_y = 1; k.grid_size_z = 1;
  k.kernel_object = kobj;
  k.kernarg_address = ka;
  CHECK(hsa_signal_create(1, 0, NULL, &k.completion_signal));
  uint64_t idx = hsa_queue_add_write_index_relaxed(q, 1);
  publish(q, idx, &k, header(HSA_PACKET_TYPE_KERNEL_DISPATCH, 1) | (1u << 16));
  EXPECT(hsa_signal_wait_scacquire(k.completion_signal, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  for (uint32_t i = 0; i < N; i++) EXPECT(c[i] == 1000000 + 2 * i);
  CHECK(hsa_memory_deregister(a, N * 4));
  CHECK(hsa_queue_destroy(q));
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_destroy(co2));
  free(alloc_cb_buf);
  CHECK(hsa_shut_down());
  printf("finalize_dispatch: ok\n");
  return 0;
}
