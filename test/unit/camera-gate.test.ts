// The gate between the host and a site's cameras (issue 34): a few requests at once, and a camera that was
// offline or did not answer is left alone by the automatic captures for a while, but not by a guard's retry.
import { describe, expect, it } from 'vitest';
import { CAMERA_REQUESTS_AT_ONCE, CAMERA_REST_MS, CameraGate } from '../../electron/core/cameras/camera-gate.js';
import type { CameraPicture } from '../../electron/core/cameras/camera-picture.js';

const OFFLINE: CameraPicture = { ok: false, kind: 'offline', detail: 'refused' };
const JPEG: CameraPicture = { ok: true, jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) };

describe('CameraGate', () => {
  it(`runs at most ${CAMERA_REQUESTS_AT_ONCE} requests at once, the others in turn`, async () => {
    const gate = new CameraGate();
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const take = (): Promise<CameraPicture> =>
      new Promise((resolve) => {
        most = Math.max(most, ++running);
        releases.push(() => {
          running--;
          resolve(JPEG);
        });
      });
    const all = Array.from({ length: 10 }, (_, index) => gate.run(`camera-${index}`, take, false));
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases.length).toBe(CAMERA_REQUESTS_AT_ONCE);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await Promise.all(all)).every((picture) => picture.ok)).toBe(true);
    expect(most).toBe(CAMERA_REQUESTS_AT_ONCE);
  });

  it('rests a camera that was offline: the automatic captures get its failure without asking, a retry asks', async () => {
    let nowMs = 1_000_000;
    const gate = new CameraGate(() => nowMs);
    let asked = 0;
    const take = async (): Promise<CameraPicture> => (asked++, OFFLINE);
    expect(await gate.run('door-camera', take, false)).toEqual(OFFLINE);
    expect(await gate.run('door-camera', take, false)).toEqual(OFFLINE);
    expect(asked).toBe(1);
    await gate.run('door-camera', take, true);
    expect(asked).toBe(2);
    nowMs += CAMERA_REST_MS + 1;
    await gate.run('door-camera', take, false);
    expect(asked).toBe(3);
    // Another camera of the same site is not held back by this one.
    await gate.run('other-camera', async () => (asked++, JPEG), false);
    expect(asked).toBe(4);
  });
});
