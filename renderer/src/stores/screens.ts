import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { BrowserScreen, ScreenRole } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { settleCall } from './call.js';

/** The screens the browser shell has let in (a wall display's several screens), and its access address. */
export const useScreensStore = defineStore('screens', () => {
  /** False where no browser shell runs (the desktop app). */
  const shell = ref(false);
  const screens = ref<BrowserScreen[]>([]);
  /** The address made by the last rotation, to open on new screens, and what those screens may do. */
  const newUrl = ref<string | null>(null);
  const newUrlRole = ref<ScreenRole>('operator');
  const error = ref<string | null>(null);
  /** The newest screen let in while this one was open: said on every screen already in. */
  const lastJoined = ref<BrowserScreen | null>(null);
  /** What this screen may do, as its host says. Until it has said, nothing is hidden: the host refuses anyway. */
  const ownRole = ref<ScreenRole>('operator');
  /** This screen's id among `screens`; null in the desktop app. */
  const ownScreenId = ref<string | null>(null);
  /** A wall display: it shows the monitor and offers no control (no session, watch, mute, acknowledge or screens). */
  const watchOnly = computed(() => ownRole.value === 'display');

  function show(answer: { shell: boolean; screens: BrowserScreen[] }): void {
    shell.value = answer.shell;
    screens.value = answer.screens;
  }

  function keepNewUrl(answer: { url: string }): void {
    newUrl.value = answer.url;
  }

  function receiveJoined(screen: BrowserScreen): void {
    lastJoined.value = screen;
    if (!screens.value.some((known) => known.screenId === screen.screenId)) screens.value = [...screens.value, screen];
  }

  return {
    shell,
    screens,
    newUrl,
    error,
    lastJoined,
    receiveJoined,
    ownRole,
    ownScreenId,
    watchOnly,
    loadOwn: () =>
      settleCall(
        () => callBridge('screens.own', {}),
        (answer) => {
          ownRole.value = answer.role;
          ownScreenId.value = answer.screenId;
        },
        { error },
      ),
    load: () => settleCall(() => callBridge('screens.list', {}), show, { error }),
    revoke: (screenId: string) => settleCall(() => callBridge('screens.revoke', { screenId }), show, { error }),
    newUrlRole,
    rotateUrl: (role: ScreenRole = 'operator') =>
      settleCall(
        () => callBridge('screens.rotateUrl', { role }),
        (answer) => {
          newUrlRole.value = role;
          keepNewUrl(answer);
        },
        { error },
      ),
  };
});
