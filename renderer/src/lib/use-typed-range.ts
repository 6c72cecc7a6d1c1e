// The two fields of a typed range, on the range picker's clock: they start at the last day, and when
// the clock changes (another customer, another zone) they keep the instants typed, written on the new
// clock. Export and the Alarms screen's History both hold their fields so.
import { ref, watch, type Ref } from 'vue';
import { wallTimeField } from '../../../electron/core/time/zone-clock.js';
import { typedRange } from './typed-range.js';

const DAY_MS = 86_400_000;

export function useTypedRange(zone: () => string | null): { from: Ref<string>; to: Ref<string> } {
  const from = ref(wallTimeField(Date.now() - DAY_MS, zone()));
  const to = ref(wallTimeField(Date.now(), zone()));
  watch(zone, (now, before) => {
    const typed = typedRange(from.value, to.value, before);
    if (!typed.ok) return;
    from.value = wallTimeField(typed.fromMs, now);
    to.value = wallTimeField(typed.toMs, now);
  });
  return { from, to };
}
