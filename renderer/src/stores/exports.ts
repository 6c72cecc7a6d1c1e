import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ExportProgress, MethodInput } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { exportFraction } from '../lib/export-progress.js';
import { attempt, settleCall } from './call.js';

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
    error.value = null;
    progress.value = null;
    savedTo.value = null;
    const follow = (started: { exportId: string }): void => {
      exportId.value = started.exportId;
      // A push may have come before the answer did; keep what it said.
      if (progress.value?.exportId !== started.exportId)
        progress.value = { exportId: started.exportId, phase: 'fetching' };
    };
    await settleCall(() => callBridge('export.start', request), follow, { error, busy: starting });
  }

  async function cancel(): Promise<void> {
    const id = exportId.value;
    if (!id) return;
    const answer = await attempt(() => callBridge('export.cancel', { exportId: id }));
    if (!answer.ok) error.value = answer.error.message;
  }

  /** The desktop app asks where to keep the finished file and copies it there. */
  async function save(): Promise<void> {
    const id = exportId.value;
    if (!id) return;
    error.value = null;
    const keep = (saved: { savedTo: string | null }): void => {
      if (saved.savedTo !== null) savedTo.value = saved.savedTo;
    };
    await settleCall(() => callBridge('export.save', { exportId: id }), keep, { error });
  }

  function receive(next: ExportProgress): void {
    if (exportId.value === null && starting.value) progress.value = next;
    else if (next.exportId === exportId.value) progress.value = next;
  }

  return { exportId, progress, error, savedTo, running, fraction, start, cancel, save, receive };
});
