import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ExportProgress, MethodInput } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/inject.js';

const FINISHED: ReadonlySet<ExportProgress['phase']> = new Set(['done', 'failed', 'cancelled']);

/** One CSV export at a time: start, progress from `export-progress` pushes, cancel. */
export const useExportStore = defineStore('exports', () => {
  const exportId = ref<string | null>(null);
  const progress = ref<ExportProgress | null>(null);
  const error = ref<string | null>(null);
  const starting = ref(false);

  const running = computed(
    () => starting.value || (exportId.value !== null && !FINISHED.has(progress.value?.phase ?? 'fetching')),
  );
  const fraction = computed(() => {
    const current = progress.value;
    if (!current) return 0;
    if (current.phase === 'done') return 1;
    return current.piecesTotal ? (current.piecesDone ?? 0) / current.piecesTotal : 0;
  });

  async function start(request: MethodInput<'export.start'>): Promise<void> {
    starting.value = true;
    error.value = null;
    progress.value = null;
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

  function receive(next: ExportProgress): void {
    if (exportId.value === null && starting.value) progress.value = next;
    else if (next.exportId === exportId.value) progress.value = next;
  }

  return { exportId, progress, error, running, fraction, start, cancel, receive };
});
