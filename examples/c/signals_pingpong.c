/* Signals: every operation family, waits with timeouts, ping-pong between two host threads,
 * signal groups. Needs no kernel agent. */
#include "common.h"
#include <pthread.h>

#define ROUNDS 20000
static hsa_signal_t ping, pong;

static void *partner(void *arg) {
  (void)arg;
  for (long i = 1; i <= ROUNDS; i++) {
    hsa_signal_value_t v = hsa_signal_wait_scacquire(ping, HSA_SIGNAL_CONDITION_EQ, i, UINT64_MAX, HSA_WAIT_STATE_BLOCKED);
    if (v != i) { fprintf(stderr, "partner saw %ld want %ld\n", (long)v, i); exit(1); }
    hsa_signal_store_screlease(pong, i);
  }
  return NULL;
}

int main(void) {
  CHECK(hsa_init());
  require_hsakit();
  hsa_signal_t s;
  CHECK(hsa_signal_create(10, 0, NULL, &s));
  EXPECT(hsa_signal_load_relaxed(s) == 10);
  hsa_signal_add_relaxed(s, 5);
  hsa_signal_add_scacquire(s, 1);
  hsa_signal_add_screlease(s, 1);
  hsa_signal_add_scacq_screl(s, 1);
  EXPECT(hsa_signal_load_scacquire(s) == 18);
  hsa_signal_subtract_relaxed(s, 2);
  hsa_signal_subtract_scacq_screl(s, 4);
  EXPECT(hsa_signal_load_relaxed(s) == 12);
  hsa_signal_and_relaxed(s, 0x6);      /* 12 & 6 = 4 */
  hsa_signal_or_screlease(s, 0x3);     /* 7 */
  hsa_signal_xor_scacquire(s, 0x5);    /* 2 */
  EXPECT(hsa_signal_load_relaxed(s) == 2);
  EXPECT(hsa_signal_exchange_scacq_screl(s, 100) == 2);
  EXPECT(hsa_signal_exchange_relaxed(s, 101) == 100);
  EXPECT(hsa_signal_cas_scacq_screl(s, 101, -7) == 101);
  EXPECT(hsa_signal_cas_relaxed(s, 0, 9) == -7); /* fails: value stays -7 */
  EXPECT(hsa_signal_load_relaxed(s) == -7);
  hsa_signal_store_relaxed(s, 3);
  hsa_signal_silent_store_relaxed(s, 4);
  /* The handle is the amd_signal_t: kind USER (1) at byte 0, value at byte 8. */
  EXPECT(*(volatile int64_t *)(uintptr_t)s.handle == 1);
  EXPECT(*(volatile int64_t *)(uintptr_t)(s.handle + 8) == 4);
  /* Timed-out wait returns the current value. */
  EXPECT(hsa_signal_wait_relaxed(s, HSA_SIGNAL_CONDITION_EQ, 99, 1000000, HSA_WAIT_STATE_ACTIVE) == 4);
  EXPECT(hsa_signal_wait_scacquire(s, HSA_SIGNAL_CONDITION_GTE, 4, 0, HSA_WAIT_STATE_BLOCKED) == 4);
  EXPECT(hsa_signal_wait_scacquire(s, HSA_SIGNAL_CONDITION_LT, 5, 0, HSA_WAIT_STATE_BLOCKED) == 4);
  EXPECT(hsa_signal_wait_scacquire(s, HSA_SIGNAL_CONDITION_NE, 0, 0, HSA_WAIT_STATE_BLOCKED) == 4);

  /* Ping-pong between two threads. */
  CHECK(hsa_signal_create(0, 0, NULL, &ping));
  CHECK(hsa_signal_create(0, 0, NULL, &pong));
  pthread_t t;
  pthread_create(&t, NULL, partner, NULL);
  for (long i = 1; i <= ROUNDS; i++) {
    hsa_signal_store_screlease(ping, i);
    hsa_signal_value_t v = hsa_signal_wait_scacquire(pong, HSA_SIGNAL_CONDITION_EQ, i, UINT64_MAX, HSA_WAIT_STATE_BLOCKED);
    EXPECT(v == i);
  }
  pthread_join(t, NULL);

  /* Signal group: the second member becomes satisfied. */
  hsa_signal_t members[2] = {ping, pong};
  hsa_signal_group_t g;
  CHECK(hsa_signal_group_create(2, members, 0, NULL, &g));
  hsa_signal_condition_t conds[2] = {HSA_SIGNAL_CONDITION_EQ, HSA_SIGNAL_CONDITION_GTE};
  hsa_signal_value_t cmps[2] = {-1, ROUNDS};
  hsa_signal_t which;
  hsa_signal_value_t val;
  CHECK(hsa_signal_group_wait_any_scacquire(g, conds, cmps, HSA_WAIT_STATE_BLOCKED, &which, &val));
  EXPECT(which.handle == pong.handle && val == ROUNDS);
  CHECK(hsa_signal_group_destroy(g));
  EXPECT(hsa_signal_group_destroy(g) == HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP);

  CHECK(hsa_signal_destroy(s));
  CHECK(hsa_signal_destroy(ping));
  CHECK(hsa_signal_destroy(pong));
  EXPECT(hsa_signal_destroy(s) == HSA_STATUS_ERROR_INVALID_SIGNAL);
  CHECK(hsa_shut_down());
  printf("signals_pingpong: ok (%d rounds)\n", ROUNDS);
  return 0;
}
