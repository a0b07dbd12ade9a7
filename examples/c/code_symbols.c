/* Legacy code-object symbols (hsa_code_object_get_symbol[_from_name], _iterate_symbols,
 * hsa_code_symbol_get_info) and application-defined variables
 * (hsa_executable_{global,agent_global,readonly}_variable_define), with their error paths.
 * Runs on the test double (HSAKIT_TEST_AGENT=1, the first kernel agent then): its code
 * objects are text, one kernel / variable / declaration per line. */
#include "common.h"

static const char CODE[] = "hsakit-test-agent code object v1\n&fill_u32\nglobal table 24\n&count";

struct seen { int n; uint64_t first; hsa_code_object_t co; };
static hsa_status_t on_code_symbol(hsa_code_object_t co, hsa_code_symbol_t s, void *data) {
  struct seen *d = data;
  EXPECT(co.handle == d->co.handle);
  if (d->n++ == 0) d->first = s.handle;
  return HSA_STATUS_SUCCESS;
}
static hsa_status_t stop_at_first(hsa_code_object_t co, hsa_code_symbol_t s, void *data) {
  (void)co; (void)s;
  ++*(int *)data;
  return HSA_STATUS_INFO_BREAK;
}
static hsa_status_t on_program_symbol(hsa_executable_t e, hsa_executable_symbol_t s, void *data) {
  (void)e;
  *(hsa_executable_symbol_t *)data = s;
  return HSA_STATUS_SUCCESS;
}

static hsa_executable_t load(hsa_agent_t agent, hsa_executable_t exe, const char *text, hsa_status_t expect) {
  hsa_code_object_reader_t r;
  CHECK(hsa_code_object_reader_create_from_memory(text, strlen(text), &r));
  EXPECT(hsa_executable_load_agent_code_object(exe, agent, r, NULL, NULL) == expect);
  CHECK(hsa_code_object_reader_destroy(r));
  return exe;
}

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_agent_t agent = {0};
  hsa_iterate_agents(find_kernel_agent, &agent);
  if (agent.handle == 0) { printf("code_symbols: ok (no kernel agent)\n"); CHECK(hsa_shut_down()); return 0; }

  /* ---- legacy code-object symbols */
  hsa_code_object_t co;
  CHECK(hsa_code_object_deserialize((void *)CODE, sizeof CODE - 1, NULL, &co));
  struct seen d = {0, 0, co};
  CHECK(hsa_code_object_iterate_symbols(co, on_code_symbol, &d));
  EXPECT(d.n == 3);
  int calls = 0;
  EXPECT(hsa_code_object_iterate_symbols(co, stop_at_first, &calls) == HSA_STATUS_INFO_BREAK && calls == 1);
  hsa_code_symbol_t fill, count, table;
  CHECK(hsa_code_object_get_symbol(co, "&fill_u32", &fill));
  EXPECT(fill.handle == d.first);
  CHECK(hsa_code_object_get_symbol_from_name(co, NULL, "&count", &count));
  CHECK(hsa_code_object_get_symbol(co, "table", &table));
  hsa_symbol_kind_t kind;
  uint32_t u, len;
  char name[32] = {0};
  bool b;
  CHECK(hsa_code_symbol_get_info(fill, HSA_CODE_SYMBOL_INFO_TYPE, &kind));
  EXPECT(kind == HSA_SYMBOL_KIND_KERNEL);
  CHECK(hsa_code_symbol_get_info(fill, HSA_CODE_SYMBOL_INFO_NAME_LENGTH, &len));
  EXPECT(len == 9);
  CHECK(hsa_code_symbol_get_info(fill, HSA_CODE_SYMBOL_INFO_NAME, name));
  EXPECT(memcmp(name, "&fill_u32", 9) == 0);
  CHECK(hsa_code_symbol_get_info(fill, HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &u));
  EXPECT(u == 12); /* the test agent's &fill_u32 takes (u32 *out, u32 v) */
  CHECK(hsa_code_symbol_get_info(count, HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &u));
  EXPECT(u == 8);
  CHECK(hsa_code_symbol_get_info(count, HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT, &u));
  EXPECT(u == 16);
  CHECK(hsa_code_symbol_get_info(count, HSA_CODE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK, &b));
  EXPECT(!b);
  CHECK(hsa_code_symbol_get_info(table, HSA_CODE_SYMBOL_INFO_TYPE, &kind));
  EXPECT(kind == HSA_SYMBOL_KIND_VARIABLE);
  CHECK(hsa_code_symbol_get_info(table, HSA_CODE_SYMBOL_INFO_VARIABLE_SIZE, &u));
  EXPECT(u == 24);
  CHECK(hsa_code_symbol_get_info(table, HSA_CODE_SYMBOL_INFO_VARIABLE_ALLOCATION, &u));
  EXPECT(u == HSA_VARIABLE_ALLOCATION_AGENT);
  CHECK(hsa_code_symbol_get_info(table, HSA_CODE_SYMBOL_INFO_LINKAGE, &u));
  EXPECT(u == HSA_SYMBOL_LINKAGE_PROGRAM);
  /* Error paths. */
  hsa_code_object_t bogus_co = {12345};
  hsa_code_symbol_t bogus_sym = {777};
  EXPECT(hsa_code_object_get_symbol(co, "&nope", &fill) == HSA_STATUS_ERROR_INVALID_SYMBOL_NAME);
  EXPECT(hsa_code_object_get_symbol(co, NULL, &fill) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_code_object_get_symbol(co, "&count", NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_code_object_get_symbol(bogus_co, "&count", &fill) == HSA_STATUS_ERROR_INVALID_CODE_OBJECT);
  EXPECT(hsa_code_object_get_symbol_from_name(co, "some_module", "&count", &fill) == HSA_STATUS_ERROR_INVALID_SYMBOL_NAME);
  EXPECT(hsa_code_object_iterate_symbols(co, NULL, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_code_object_iterate_symbols(bogus_co, on_code_symbol, &d) == HSA_STATUS_ERROR_INVALID_CODE_OBJECT);
  EXPECT(hsa_code_symbol_get_info(bogus_sym, HSA_CODE_SYMBOL_INFO_TYPE, &kind) == HSA_STATUS_ERROR_INVALID_CODE_SYMBOL);
  EXPECT(hsa_code_symbol_get_info(fill, HSA_CODE_SYMBOL_INFO_TYPE, NULL) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_code_symbol_get_info(fill, (hsa_code_symbol_info_t)22, &u) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  EXPECT(hsa_code_symbol_get_info(table, HSA_CODE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE, &u) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  /* A code object no agent can load has no symbols to report. */
  hsa_code_object_t junk;
  CHECK(hsa_code_object_deserialize((void *)"junk", 4, NULL, &junk));
  EXPECT(hsa_code_object_get_symbol(junk, "x", &fill) == HSA_STATUS_ERROR_INVALID_CODE_OBJECT);
  CHECK(hsa_code_object_destroy(junk));
  CHECK(hsa_code_object_destroy(co));
  EXPECT(hsa_code_symbol_get_info(count, HSA_CODE_SYMBOL_INFO_TYPE, &kind) == HSA_STATUS_ERROR_INVALID_CODE_SYMBOL);

  /* ---- application-defined variables */
  hsa_region_t fine = region_with(agent, HSA_REGION_GLOBAL_FLAG_FINE_GRAINED);
  uint64_t *g = NULL, *ro = NULL;
  CHECK(hsa_memory_allocate(fine, 64, (void **)&g));
  CHECK(hsa_memory_allocate(fine, 64, (void **)&ro));
  hsa_executable_t exe;
  CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, NULL, &exe));
  /* A declaration with no definition cannot be loaded. */
  load(agent, exe, "hsakit-test-agent code object v1\nextern g", HSA_STATUS_ERROR_INVALID_CODE_OBJECT);
  CHECK(hsa_executable_global_variable_define(exe, "g", g));
  CHECK(hsa_executable_readonly_variable_define(exe, agent, "ro", ro));
  EXPECT(hsa_executable_global_variable_define(exe, "g", ro) == HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED);
  EXPECT(hsa_executable_agent_global_variable_define(exe, agent, "g", ro) == HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED);
  EXPECT(hsa_executable_global_variable_define(exe, NULL, g) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  uint64_t on_stack = 0;
  EXPECT(hsa_executable_global_variable_define(exe, "h", &on_stack) == HSA_STATUS_ERROR_INVALID_ARGUMENT);
  hsa_agent_t bogus_agent = {0xdeadbeef};
  EXPECT(hsa_executable_agent_global_variable_define(exe, bogus_agent, "h", g) == HSA_STATUS_ERROR_INVALID_AGENT);
  EXPECT(hsa_executable_readonly_variable_define(exe, bogus_agent, "h", g) == HSA_STATUS_ERROR_INVALID_AGENT);
  hsa_executable_t bogus_exe = {99};
  EXPECT(hsa_executable_global_variable_define(bogus_exe, "h", g) == HSA_STATUS_ERROR_INVALID_EXECUTABLE);
  /* Now the declaration resolves; a code object defining `g` itself is rejected. */
  load(agent, exe, "hsakit-test-agent code object v1\nextern g\nextern ro\n&noop", HSA_STATUS_SUCCESS);
  load(agent, exe, "hsakit-test-agent code object v1\nglobal g 8", HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED);
  CHECK(hsa_executable_freeze(exe, NULL));
  EXPECT(hsa_executable_agent_global_variable_define(exe, agent, "late", g) == HSA_STATUS_ERROR_FROZEN_EXECUTABLE);

  hsa_executable_symbol_t sym;
  uint64_t addr;
  CHECK(hsa_executable_get_symbol_by_name(exe, "g", NULL, &sym));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS, &addr));
  EXPECT(addr == (uint64_t)(uintptr_t)g);
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION, &u));
  EXPECT(u == HSA_VARIABLE_ALLOCATION_PROGRAM);
  hsa_executable_symbol_t prog = {0};
  CHECK(hsa_executable_iterate_program_symbols(exe, on_program_symbol, &prog));
  EXPECT(prog.handle == sym.handle);
  CHECK(hsa_executable_get_symbol_by_name(exe, "ro", &agent, &sym));
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS, &addr));
  EXPECT(addr == (uint64_t)(uintptr_t)ro);
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SEGMENT, &u));
  EXPECT(u == HSA_VARIABLE_SEGMENT_READONLY);
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION, &u));
  EXPECT(u == HSA_VARIABLE_ALLOCATION_AGENT);
  hsa_agent_t owner;
  CHECK(hsa_executable_symbol_get_info(sym, HSA_EXECUTABLE_SYMBOL_INFO_AGENT, &owner));
  EXPECT(owner.handle == agent.handle);
  CHECK(hsa_executable_destroy(exe));
  CHECK(hsa_memory_free(g));
  CHECK(hsa_memory_free(ro));
  CHECK(hsa_shut_down());
  printf("code_symbols: ok\n");
  return 0;
}
