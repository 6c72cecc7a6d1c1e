import { defineStore } from 'pinia';
import { reactive } from 'vue';
import type { AlarmPictures } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt } from './call.js';

interface Shown {
  pictures: AlarmPictures | null;
  error: string | null;
  retrying: boolean;
}

/**
 * The pictures kept with the alarms open on this screen (an alarm's details shown): read when shown, read
 * again when the host says one more was taken, forgotten when no longer shown (they are large).
 */
export const useAlarmPicturesStore = defineStore('alarm-pictures', () => {
  const shown = reactive(new Map<number, Shown>());
  /** How many views show each alarm's pictures. */
  const viewers = new Map<number, number>();
  /** Reads running, and whether another was asked meanwhile (the host pushes once per frame). */
  const reading = new Map<number, { again: boolean }>();

  async function read(alarmId: number): Promise<void> {
    const running = reading.get(alarmId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    reading.set(alarmId, state);
    try {
      do {
        state.again = false;
        const result = await attempt(() => callBridge('alerts.pictures', { alarmId }));
        const entry = shown.get(alarmId);
        if (!entry) return;
        if (result.ok) Object.assign(entry, { pictures: result.value, error: null });
        else entry.error = result.error.message;
      } while (state.again);
    } finally {
      reading.delete(alarmId);
    }
  }

  /** Shows an alarm's pictures; returns the function that stops showing them. */
  function show(alarmId: number): () => void {
    viewers.set(alarmId, (viewers.get(alarmId) ?? 0) + 1);
    if (!shown.has(alarmId)) {
      shown.set(alarmId, { pictures: null, error: null, retrying: false });
      void read(alarmId);
    }
    return () => {
      const left = (viewers.get(alarmId) ?? 1) - 1;
      if (left > 0) return void viewers.set(alarmId, left);
      viewers.delete(alarmId);
      shown.delete(alarmId);
    };
  }

  /** The host took another picture (or a camera failed): read again if this screen shows that alarm. */
  function changed(alarmId: number): void {
    if (shown.has(alarmId)) void read(alarmId);
  }

  async function retry(alarmId: number): Promise<void> {
    const entry = shown.get(alarmId);
    if (!entry) return;
    entry.retrying = true;
    const result = await attempt(() => callBridge('alerts.retryPictures', { alarmId }));
    entry.retrying = false;
    if (result.ok) Object.assign(entry, { pictures: result.value, error: null });
    else entry.error = result.error.message;
  }

  return { of: (alarmId: number) => shown.get(alarmId) ?? null, show, changed, retry };
});
