import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ExportProgress, MethodInput } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/active-bridge.js';
import { exportFraction } from '../lib/export-progress.js';

const FINISHED: ReadonlySet<ExportProgress['phase']> = new Set(['done', 'failed', 'cancelled']);

/** One CSV export at a time: start, progress from `export-progress` pushes, cancel, and (desktop app) save. */
export const useExportStore = defineStore('exports', () => {
  const exportId = ref<string | null>(null);
  const progress = ref<ExportProgress | null>(null);
  const error = ref<string | null>(null);
  const starting = ref(false);
  /** Where the desktop app's "Save…" put the finished file. */
  const savedTo = ref<string | null>(null);

  const running = computed(
    () => starting.value || (exportId.value !== null && !FINISHED.has(progress.value?.phase ?? 'fetching')),
  );
  const fraction = computed(() => exportFraction(progress.value));

  async function start(request: MethodInput<'export.start'>): Promise<void> {
    starting.value = true;
    error.value = null;
    progress.value = null;
    savedTo.value = null;
    try {
      const started = await callBridge('export.start', request);
      exportId.value = started.exportId;
      // A push may have come before the answer did; keep what it said.
      const early = progress.value as ExportProgress | null;
      if (early?.exportId !== started.exportId) progress.value = { exportId: started.exportId, phase: 'fetching' };
    } catch (thrown) {
      error.value = failureMessage(thrown);
    } finally {
      starting.value = false;
    }
  }

  async function cancel(): Promise<void> {
    if (!exportId.value) return;
    try {
      await callBridge('export.cancel', { exportId: exportId.value });
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  /** The desktop app asks where to keep the finished file and copies it there. */
  async function save(): Promise<void> {
    if (!exportId.value) return;
    error.value = null;
    try {
      const saved = await callBridge('export.save', { exportId: exportId.value });
      if (saved.savedTo !== null) savedTo.value = saved.savedTo;
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  function receive(next: ExportProgress): void {
    if (exportId.value === null && starting.value) progress.value = next;
    else if (next.exportId === exportId.value) progress.value = next;
  }

  return { exportId, progress, error, savedTo, running, fraction, start, cancel, save, receive };
});
