// The two fields of a typed range, on the range picker's clock: they start at the last day, and when
// the clock changes (another customer, another zone) they keep the instants typed, written on the new
// clock. Export and the Alarms screen's History both hold their fields so.
import { ref, watch, type Ref } from 'vue';
import { wallTimeField } from '../../../electron/core/time/zone-clock.js';
import { typedRange } from './typed-range.js';

const DAY_MS = 86_400_000;

/** "2026-11-29 06:00", as every date reads on the screens. */
const field = (ms: number, zone: string | null): string => wallTimeField(ms, zone).replace('T', ' ');

export function useTypedRange(zone: () => string | null): { from: Ref<string>; to: Ref<string> } {
  const from = ref(field(Date.now() - DAY_MS, zone()));
  const to = ref(field(Date.now(), zone()));
  watch(zone, (now, before) => {
    const typed = typedRange(from.value, to.value, before);
    if (!typed.ok) return;
    from.value = field(typed.fromMs, now);
    to.value = field(typed.toMs, now);
  });
  return { from, to };
}
