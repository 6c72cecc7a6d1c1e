import { onBeforeUnmount, readonly, ref, type Ref } from 'vue';

/** The current time, refreshed every few seconds, for "3 min ago" texts. */
export function useNow(everyMs: number): Ref<number> {
  const now = ref(Date.now());
  const timer = setInterval(() => (now.value = Date.now()), everyMs);
  onBeforeUnmount(() => clearInterval(timer));
  return now;
}

const minute = ref(Date.now());
let minuteTicking = false;

/**
 * The current time, refreshed once a minute, one timer for every caller: for things each row of a
 * long list reads (a row of another day), where a timer per row would cost every new row its own.
 */
export function useMinuteClock(): Readonly<Ref<number>> {
  if (!minuteTicking) {
    minuteTicking = true;
    setInterval(() => (minute.value = Date.now()), 60_000);
  }
  return readonly(minute);
}
