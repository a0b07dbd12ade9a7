/* HSAIL vector add on the hsakit CPU kernel agent, through the finalizer extension, written only
 * against the standard HSA headers.
 *
 * Input: a BRIG module written by hsakit's assembler (argv[1], default "vector_add.brig" in the
 * current directory; examples/c/vector_add.brig is
 *   hsakit hsail asm examples/vector_add/vector_add.hsail -o examples/c/vector_add.brig
 * and a test keeps it byte-identical to what the assembler writes now).
 *
 * Steps: find the agent whose ISA is "hsakit-hsail-cpu"; hsa_ext_program_create / add_module /
 * finalize for that ISA; hsa_executable_create / load_code_object / freeze; the kernel symbol's
 * object and kernarg size; buffers from the agent's global region; one AQL kernel-dispatch
 * packet of 1000 work-items in work-groups of 64 (the last one partial); wait on the completion
 * signal; compare c[] with the host's own float additions (and the element after the grid is
 * untouched). Then a dispatch whose input pointer is unmapped: the queue's error callback gets
 * HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION, and the first queue still runs the kernel again. */
#include "common.h"
#include <hsa/hsa_ext_finalize.h>

static volatile hsa_status_t callback_status = HSA_STATUS_SUCCESS;
static void on_queue_error(hsa_status_t status, hsa_queue_t *q, void *data) {
  (void)q; (void)data;
  __atomic_store_n(&callback_status, status, __ATOMIC_RELEASE);
}

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : "vector_add.brig";
  size_t brig_size = 0;
  uint8_t *brig = read_file(path, &brig_size);
  EXPECT(brig_size >= 8 && memcmp(brig, "HSA BRIG", 8) == 0);

  CHECK(hsa_init());
  require_hsakit();
  struct found f = {{0}, {0}};
  hsa_iterate_agents(find_cpu_agent, &f);
  if (f.agent.handle == 0) { fprintf(stderr, "vector_add_finalize: no agent with ISA " CPU_ISA "\n"); return 1; }
  char agent_name[64] = {0};
  CHECK(hsa_agent_get_info(f.agent, HSA_AGENT_INFO_NAME, agent_name));
  EXPECT(strcmp(agent_name, "hsakit-cpu") == 0);
  uint32_t feature = 0;
  CHECK(hsa_agent_get_info(f.agent, HSA_AGENT_INFO_FEATURE, &feature));
  EXPECT(feature & HSA_AGENT_FEATURE_KERNEL_DISPATCH);

  /* Finalize through the extension's function table, as finalizer users do. */
  hsa_ext_finalizer_1_00_pfn_t fin;
  CHECK(hsa_system_get_extension_table(HSA_EXTENSION_FINALIZER, 1, 0, &fin));
  /* A small-model program does not take this large-model module. */
  hsa_ext_program_t small;
  CHECK(fin.hsa_ext_program_create(HSA_MACHINE_MODEL_SMALL, HSA_PROFILE_FULL,
                                   HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &small));
  EXPECT((int)fin.hsa_ext_program_add_module(small, (hsa_ext_module_t)brig) ==
         (int)HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE);
  CHECK(fin.hsa_ext_program_destroy(small));

  hsa_code_object_t co = finalize_module(&fin, brig, f.isa);
  hsa_isa_t coisa;
  CHECK(hsa_code_object_get_info(co, HSA_CODE_OBJECT_INFO_ISA, &coisa));
  EXPECT(coisa.handle == f.isa.handle);

  hsa_executable_t exe = load_frozen(co, f.agent);
  hsa_executable_symbol_t sym;
  CHECK(hsa_executable_get_symbol(exe, NULL, "&vector_add", f.agent, 0, &sym));
  uint64_t kobj = 0;
  uint32_t kernarg_size = 0, kernarg_align = 0, group = 0;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &kobj));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &kernarg_size));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT, &kernarg_align));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE, &group));
  /* kernarg_u64 %a, %b, %c; kernarg_u32 %n: 3 * 8 + 4 bytes. */
  EXPECT(kernarg_size == 28);
  EXPECT(kernarg_align >= 16);
  EXPECT(group == 0);

  enum { N = 1000 };
  float *a, *b, *c;
  hsa_region_t global = region_with(f.agent, HSA_REGION_GLOBAL_FLAG_FINE_GRAINED);
  CHECK(hsa_memory_allocate(global, N * 4, (void **)&a));
  CHECK(hsa_memory_allocate(global, N * 4, (void **)&b));
  CHECK(hsa_memory_allocate(global, (N + 1) * 4, (void **)&c));
  for (int i = 0; i < N; i++) { a[i] = (float)i * 0.75f; b[i] = 3.0f - (float)i / 8.0f; c[i] = -1.0f; }
  c[N] = 12345.0f;
  struct __attribute__((packed)) { float *a, *b, *c; uint32_t n; } args = {a, b, c, N};
  EXPECT(sizeof args == 28);
  void *kernarg = NULL;
  CHECK(hsa_memory_allocate(region_with(f.agent, HSA_REGION_GLOBAL_FLAG_KERNARG), sizeof args, &kernarg));
  memcpy(kernarg, &args, sizeof args);

  hsa_queue_t *q;
  CHECK(hsa_queue_create(f.agent, 64, HSA_QUEUE_TYPE_MULTI, NULL, NULL, UINT32_MAX, UINT32_MAX, &q));
  hsa_signal_t done;
  CHECK(hsa_signal_create(1, 0, NULL, &done));
  dispatch_1d(q, kobj, kernarg, N, 64, done);
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  for (int i = 0; i < N; i++) {
    float want = a[i] + b[i];
    if (c[i] != want) { fprintf(stderr, "c[%d] = %g, expected %g\n", i, c[i], want); return 1; }
  }
  EXPECT(c[N] == 12345.0f);

  /* A bad pointer: the error reaches the callback of its queue and nothing else. */
  hsa_queue_t *bad;
  CHECK(hsa_queue_create(f.agent, 64, HSA_QUEUE_TYPE_SINGLE, on_queue_error, NULL, UINT32_MAX, UINT32_MAX, &bad));
  void *bad_kernarg = NULL;
  CHECK(hsa_memory_allocate(region_with(f.agent, HSA_REGION_GLOBAL_FLAG_KERNARG), sizeof args, &bad_kernarg));
  args.a = (float *)(uintptr_t)0x10;
  memcpy(bad_kernarg, &args, sizeof args);
  hsa_signal_t never;
  CHECK(hsa_signal_create(1, 0, NULL, &never));
  dispatch_1d(bad, kobj, bad_kernarg, N, 64, never);
  for (int i = 0; i < 10000 && __atomic_load_n(&callback_status, __ATOMIC_ACQUIRE) == HSA_STATUS_SUCCESS; i++)
    hsa_signal_wait_relaxed(never, HSA_SIGNAL_CONDITION_EQ, 0, 1000000, HSA_WAIT_STATE_BLOCKED);
  EXPECT((int)callback_status == (int)HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION);
  EXPECT(hsa_signal_load_relaxed(never) == 1);
  CHECK(hsa_queue_destroy(bad));

  /* The agent keeps serving: the same kernel again on the first queue. */
  for (int i = 0; i < N; i++) c[i] = 0.0f;
  hsa_signal_store_relaxed(done, 1);
  dispatch_1d(q, kobj, kernarg, N, 64, done);
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, 0, UINT64_MAX, HSA_WAIT_STATE_BLOCKED) == 0);
  for (int i = 0; i < N; i++) EXPECT(c[i] == a[i] + b[i]);

  CHECK(hsa_signal_destroy(never));
  CHECK(hsa_signal_destroy(done));
  CHECK(hsa_queue_destroy(q));
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_code_object_destroy(co));
  CHECK(hsa_memory_free(a));
  CHECK(hsa_memory_free(b));
  CHECK(hsa_memory_free(c));
  CHECK(hsa_memory_free(kernarg));
  CHECK(hsa_memory_free(bad_kernarg));
  CHECK(hsa_shut_down());
  free(brig);
  printf("vector_add_finalize: ok (%d elements on %s)\n", N, agent_name);
  return 0;
}
