// Keeps a workstation gentle with a site's network: at most a few camera requests at once, and a camera
// that was offline or did not answer is not asked again for a while by the automatic captures (a guard's
// own retry still goes), so a site whose network is down gets no retry storm.
import type { CameraPicture } from './camera-picture.js';

export const CAMERA_REQUESTS_AT_ONCE = 4;
/** How long a camera that was offline or did not answer is left alone by automatic captures. */
export const CAMERA_REST_MS = 30_000;

export class CameraGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Camera → its last failure that rests it, and until when. */
  private readonly resting = new Map<string, { untilMs: number; failure: CameraPicture }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Runs `take` when a slot is free. `insist`: a guard asked (a retry, a live view): a resting camera is
   * asked anyway.
   */
  async run(cameraGuid: string, take: () => Promise<CameraPicture>, insist: boolean): Promise<CameraPicture> {
    const rest = this.resting.get(cameraGuid);
    if (rest && !insist && rest.untilMs > this.now()) return rest.failure;
    await this.slot();
    try {
      const picture = await take();
      if (!picture.ok && (picture.kind === 'offline' || picture.kind === 'not-answering')) {
        this.resting.set(cameraGuid, { untilMs: this.now() + CAMERA_REST_MS, failure: picture });
      } else {
        this.resting.delete(cameraGuid);
      }
      return picture;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private slot(): Promise<void> {
    if (this.running < CAMERA_REQUESTS_AT_ONCE) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }
}
