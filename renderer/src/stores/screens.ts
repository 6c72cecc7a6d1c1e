import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BrowserScreen } from '../../../electron/contract.js';
import { callBridge, failureMessage } from '../bridge/active-bridge.js';

/** The screens the browser shell has let in (a wall display's several screens), and its access address. */
export const useScreensStore = defineStore('screens', () => {
  /** False where no browser shell runs (the desktop app). */
  const shell = ref(false);
  const screens = ref<BrowserScreen[]>([]);
  /** The address made by the last rotation, to open on new screens. */
  const newUrl = ref<string | null>(null);
  const error = ref<string | null>(null);

  async function attempt(work: () => Promise<void>): Promise<void> {
    try {
      await work();
      error.value = null;
    } catch (thrown) {
      error.value = failureMessage(thrown);
    }
  }

  function show(answer: { shell: boolean; screens: BrowserScreen[] }): void {
    shell.value = answer.shell;
    screens.value = answer.screens;
  }

  return {
    shell,
    screens,
    newUrl,
    error,
    load: () => attempt(async () => show(await callBridge('screens.list', {}))),
    revoke: (screenId: string) => attempt(async () => show(await callBridge('screens.revoke', { screenId }))),
    rotateUrl: () =>
      attempt(async () => {
        newUrl.value = (await callBridge('screens.rotateUrl', {})).url;
      }),
  };
});
