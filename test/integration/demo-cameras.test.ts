// The demo's cameras answer for real (issue 34), and the host's one way to a camera reads each as a guard
// needs: a picture from a working camera of any of the three makers, showing the moment it was asked; a
// wrong password, an offline camera and one that never answers each a problem of their own kind; a request
// the inventory names nowhere near a camera is refused before any connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Camera } from '../../electron/core/api/types.js';
import { HostCameraService } from '../../electron/core/cameras/camera-service.js';
import { CAMERA_TIMEOUT_MS } from '../../electron/core/cameras/camera-picture.js';
import { frameMoment } from '../../electron/demo/cameras/frame-painter.js';
import { startDemoService, type DemoCamera, type DemoService } from '../../electron/demo/index.js';

let demo: DemoService;
let cameras: Map<string, Camera>;

beforeAll(async () => {
  demo = await startDemoService({ cameras: true, eventsPerMinute: 0, historyHours: 0 });
  cameras = new Map(
    demo.data.customers.flatMap((c) => c.doors.flatMap((d) => d.cameras.map((camera) => [camera.cameraGuid, camera]))),
  );
});
afterAll(() => demo.close());

const onLoopback = new HostCameraService(() => ({ serviceOnLoopback: true, allowedRanges: [] }));
const entryOf = (demoCamera: DemoCamera) => ({
  customerGuid: demoCamera.customerGuid,
  doorGuid: demoCamera.doorGuid,
  camera: cameras.get(demoCamera.cameraGuid)!,
});
const first = (test: (camera: DemoCamera, listed: Camera) => boolean): DemoCamera => {
  const found = demo.cameras.find((camera) => test(camera, cameras.get(camera.cameraGuid)!));
  if (!found) throw new Error('the demo has no such camera');
  return found;
};

describe("the demo's cameras through the host's camera service", () => {
  it('every answering camera of each maker gives a JPEG showing the moment it was asked, on the demo host only', async () => {
    for (const maker of ['Axis', 'Hikvision', 'Hanwha']) {
      const camera = first((c, listed) => c.behaviour === 'answers' && listed.cameraType.startsWith(maker));
      expect(cameras.get(camera.cameraGuid)!.ipAddress).toBe('127.0.0.1');
      const askedAt = Date.now();
      const picture = await onLoopback.picture(entryOf(camera), false);
      expect(picture.ok, maker).toBe(true);
      const moment = frameMoment(picture.ok ? picture.jpeg : new Uint8Array());
      expect(moment! - askedAt).toBeGreaterThanOrEqual(-100);
      expect(moment! - askedAt).toBeLessThan(1_000);
    }
  });

  it('a wrong password, an offline camera and one that never answers: each its own problem, none a picture', async () => {
    const wrong = await onLoopback.picture(entryOf(first((c) => c.behaviour === 'wrong-password')), false);
    expect(wrong).toMatchObject({ ok: false, kind: 'wrong-credentials' });
    const offline = await onLoopback.picture(entryOf(first((c) => c.behaviour === 'offline')), false);
    expect(offline).toMatchObject({ ok: false, kind: 'offline' });
    const started = Date.now();
    const hung = await onLoopback.picture(entryOf(first((c) => c.behaviour === 'hangs')), false);
    expect(hung).toMatchObject({ ok: false, kind: 'not-answering', detail: 'no answer within 3 s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CAMERA_TIMEOUT_MS - 100);
  });

  it('for a service elsewhere, a camera said to be on this machine is refused without a connection', async () => {
    const elsewhere = new HostCameraService(
      () => ({ serviceOnLoopback: false, allowedRanges: [] }),
      Date.now,
      () => {
        throw new Error('no request may be made');
      },
    );
    const camera = first((c) => c.behaviour === 'answers');
    expect(await elsewhere.picture(entryOf(camera), true)).toEqual({
      ok: false,
      kind: 'not-supported',
      detail: 'refused: 127.0.0.1 is on this machine or its link (refused unless the operator allows the range)',
    });
  });
});
