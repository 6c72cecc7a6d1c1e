import { defineStore } from 'pinia';
import { reactive } from 'vue';
import type { CameraFrame } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt } from './call.js';

/** A new frame at most this often per camera: 3 a second, above the 2 a guard needs to follow movement. */
const LIVE_FRAME_EVERY_MS = 333;

export interface LiveCamera {
  customerGuid: string;
  doorGuid: string;
  cameraGuid: string;
}

interface Watched {
  frame: CameraFrame | null;
  /** Why the view stopped (a camera's problem, or the call's), and when; null while it runs. */
  stopped: string | null;
  stoppedAtMs: number | null;
  /** Frames shown since the view opened. */
  frames: number;
  running: boolean;
}

/**
 * Live views of cameras: while a view is open (and the page is visible), its camera is asked for a new
 * frame through the host a few times a second; closed, nothing is asked. A camera that fails stops its
 * view with the reason, until the guard tries again.
 */
export const useLiveViewStore = defineStore('live-view', () => {
  const watched = reactive(new Map<string, Watched>());

  async function run(camera: LiveCamera, state: Watched): Promise<void> {
    state.running = true;
    state.stopped = null;
    while (watched.get(camera.cameraGuid) === state && state.running) {
      if (document.visibilityState === 'hidden') {
        await new Promise<void>((resolve) =>
          document.addEventListener('visibilitychange', () => resolve(), { once: true }),
        );
        continue;
      }
      const startedAt = performance.now();
      const result = await attempt(() => callBridge('cameras.frame', camera));
      if (watched.get(camera.cameraGuid) !== state) return;
      if (!result.ok) {
        Object.assign(state, { stopped: result.error.message, stoppedAtMs: Date.now(), running: false });
        return;
      }
      if (result.value.problem) {
        Object.assign(state, {
          stopped: result.value.problem.sentence,
          stoppedAtMs: result.value.takenAtMs,
          running: false,
        });
        return;
      }
      state.frame = result.value;
      state.frames++;
      const rest = LIVE_FRAME_EVERY_MS - (performance.now() - startedAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /** Opens a camera's live view; returns the function that closes it (the camera is then asked nothing more). */
  function open(camera: LiveCamera): () => void {
    // Reactive before it goes into the map, so that what the map hands back is this very object.
    const state = reactive<Watched>({ frame: null, stopped: null, stoppedAtMs: null, frames: 0, running: false });
    watched.set(camera.cameraGuid, state);
    void run(camera, state);
    return () => {
      state.running = false;
      if (watched.get(camera.cameraGuid) === state) watched.delete(camera.cameraGuid);
    };
  }

  function retry(camera: LiveCamera): void {
    const state = watched.get(camera.cameraGuid);
    if (state && !state.running) void run(camera, state);
  }

  return { of: (cameraGuid: string) => watched.get(cameraGuid) ?? null, open, retry };
});
