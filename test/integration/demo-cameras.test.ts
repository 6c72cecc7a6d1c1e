// The demo's cameras answer for real (issue 34), and the host's one way to a camera reads each as a guard
// needs: a picture from a working camera of any of the three makers, showing the moment it was asked; a
// wrong password, an offline camera and one that never answers each a problem of their own kind; a request
// the inventory names nowhere near a camera is refused before any connection. A camera that only streams
// RTSP gives a frame through ffmpeg, its password never on ffmpeg's command line; one of a maker the monitor
// does not know gives its picture through ONVIF; live view reads the Axis camera's own MJPEG stream.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../../electron/core/api/types.js';
import { HostCameraService } from '../../electron/core/cameras/camera-service.js';
import { CAMERA_TIMEOUT_MS } from '../../electron/core/cameras/camera-picture.js';
import { frameMoment } from '../../electron/demo/cameras/frame-painter.js';
import { startDemoService, type DemoCamera, type DemoService } from '../../electron/demo/index.js';
import { PATIENCE_MS } from '../support/patience.js';

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
// As the app does once the inventory names cameras (connection-pictures.ts).
onLoopback.prepare();
const entryOf = (demoCamera: DemoCamera) => ({
  customerGuid: demoCamera.customerGuid,
  doorGuid: demoCamera.doorGuid,
  camera: cameras.get(demoCamera.cameraGuid)!,
});
/**
 * The camera's picture, asked for now, shows a moment between the ask (−100 ms: never an older picture) and the
 * answer. Within a second of the ask was too tight on a loaded machine (1.22 and 1.23 s in full runs here).
 */
async function expectPictureOfTheAsk(camera: DemoCamera, which: string): Promise<void> {
  const askedAt = Date.now();
  const picture = await onLoopback.picture(entryOf(camera), false);
  const answeredAt = Date.now();
  expect(picture.ok, which).toBe(true);
  const moment = frameMoment(picture.ok ? picture.jpeg : new Uint8Array());
  expect(moment! - askedAt, which).toBeGreaterThanOrEqual(-100);
  expect(moment!, which).toBeLessThanOrEqual(answeredAt);
}

const first = (test: (camera: DemoCamera, listed: Camera) => boolean): DemoCamera => {
  const found = demo.cameras.find((camera) => test(camera, cameras.get(camera.cameraGuid)!));
  if (!found) throw new Error('the demo has no such camera');
  return found;
};

describe("the demo's cameras through the host's camera service", () => {
  it('every answering camera of each maker gives a JPEG showing the moment it was asked, on the demo host only', async () => {
    for (const maker of ['Axis', 'Hikvision', 'Hanwha']) {
      const camera = first(
        (c, listed) => c.behaviour === 'answers' && c.way === 'snapshot' && listed.cameraType.startsWith(maker),
      );
      expect(cameras.get(camera.cameraGuid)!.ipAddress).toBe('127.0.0.1');
      await expectPictureOfTheAsk(camera, maker);
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

  it("an offline camera's port stays its own while the demo runs: no other program can take it and answer", async () => {
    // A port let go could be taken by another server, and the offline camera then read as "not supported".
    const listed = cameras.get(first((c) => c.behaviour === 'offline').cameraGuid)!;
    const other = createServer();
    const taken = await new Promise<string>((resolve) => {
      other.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      other.listen(listed.port, listed.ipAddress, () => resolve('listening'));
    });
    other.close();
    expect(taken).toBe('EADDRINUSE');
  });

  it('for a service elsewhere, a camera said to be on this machine is refused without a connection', async () => {
    const refuse = (): never => {
      throw new Error('no request may be made');
    };
    const elsewhere = new HostCameraService(() => ({ serviceOnLoopback: false, allowedRanges: [] }), Date.now, {
      takePicture: refuse,
      onvifSnapshotUrl: refuse,
      openRtsp: refuse,
      openMjpeg: refuse,
    });
    const camera = first((c) => c.behaviour === 'answers');
    expect(await elsewhere.picture(entryOf(camera), true)).toEqual({
      ok: false,
      kind: 'not-supported',
      detail: 'refused: 127.0.0.1 is on this machine or its link (refused unless the operator allows the range)',
    });
  });

  it("the camera that only streams RTSP gives a frame through ffmpeg; its password is never on ffmpeg's command line", async () => {
    const rtsp = first((c) => c.way === 'rtsp');
    const entry = entryOf(rtsp);
    const cameras = new HostCameraService(() => ({ serviceOnLoopback: true, allowedRanges: [] }));
    try {
      const asked = cameras.picture(entry, false);
      const commandLines = await vi.waitFor(
        () => {
          const found = ffmpegCommandLines().filter((line) => line.includes('concat'));
          if (found.length === 0) throw new Error('ffmpeg has not started yet');
          return found;
        },
        { timeout: PATIENCE_MS, interval: 20 },
      );
      for (const line of commandLines) {
        expect(line).not.toContain(entry.camera.password);
        expect(line).not.toContain(encodeURIComponent(entry.camera.password));
        expect(line).not.toContain(entry.camera.username);
      }
      const picture = await asked;
      expect(picture.ok).toBe(true);
      expect(picture.ok && picture.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

      // Its password wrong: said as such, not as a camera that does not answer.
      const wrong = {
        ...entry,
        camera: { ...entry.camera, cameraGuid: `${rtsp.cameraGuid}-copy`, password: 'not-it' },
      };
      expect(await cameras.picture(wrong, true)).toMatchObject({ ok: false, kind: 'wrong-credentials' });
    } finally {
      cameras.close();
    }
    // Closed: no ffmpeg is left reading the camera (vitest's own limit, 1 s, was too short for ffmpeg to end on
    // a loaded machine: a full run here).
    await vi.waitFor(() => expect(ffmpegCommandLines().filter((line) => line.includes('concat'))).toEqual([]), {
      timeout: PATIENCE_MS,
    });
  });

  it('the camera of a maker it does not know gives the moment it was asked through ONVIF', async () => {
    const onvif = first((c) => c.way === 'onvif');
    expect(cameras.get(onvif.cameraGuid)!.cameraType).not.toMatch(/axis|hikvision|hanwha/i);
    await expectPictureOfTheAsk(onvif, 'ONVIF');
    const entry = entryOf(onvif);
    const wrong = { ...entry, camera: { ...entry.camera, cameraGuid: `${onvif.cameraGuid}-copy`, password: 'not-it' } };
    expect(await onLoopback.picture(wrong, true)).toMatchObject({ ok: false, kind: 'wrong-credentials' });
  });

  it("live view reads an Axis camera's MJPEG stream: frames keep coming, each newer than the last", async () => {
    const axis = first(
      (c, listed) => c.behaviour === 'answers' && c.way === 'snapshot' && listed.cameraType.startsWith('Axis'),
    );
    const cameras = new HostCameraService(() => ({ serviceOnLoopback: true, allowedRanges: [] }));
    try {
      const moments: number[] = [];
      while (moments.length < 4) {
        const frame = await cameras.liveFrame(entryOf(axis));
        expect(frame.ok).toBe(true);
        const moment = frameMoment(frame.ok ? frame.jpeg : new Uint8Array())!;
        if (moment !== moments.at(-1)) moments.push(moment);
      }
      expect(moments).toEqual([...moments].sort((a, b) => a - b));
    } finally {
      cameras.close();
    }
  });
});

/** The command lines of this machine's ffmpeg processes, as any local user can read them. */
function ffmpegCommandLines(): string[] {
  const lines: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (line.startsWith('ffmpeg ')) lines.push(line);
    } catch {
      // gone meanwhile
    }
  }
  return lines;
}
