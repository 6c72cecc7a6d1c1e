import { onBeforeUnmount, ref, type Ref } from 'vue';

/** The current time, refreshed every few seconds, for "3 min ago" texts. */
export function useNow(everyMs: number): Ref<number> {
  const now = ref(Date.now());
  const timer = setInterval(() => (now.value = Date.now()), everyMs);
  onBeforeUnmount(() => clearInterval(timer));
  return now;
}
