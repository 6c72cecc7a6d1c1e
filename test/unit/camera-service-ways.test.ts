// The host tries a camera's ways in order and remembers the one that worked: a camera of a known maker whose
// own snapshot path is gone (a firmware that moved it) is asked through ONVIF, and from then on ONVIF first;
// a camera that is offline or refuses its password is not asked again another way (it would fare no better).
import { describe, expect, it } from 'vitest';
import type { Camera } from '../../electron/core/api/types.js';
import type { CameraPicture } from '../../electron/core/cameras/camera-picture.js';
import { HostCameraService, type CameraConnectors } from '../../electron/core/cameras/camera-service.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

function camera(cameraGuid: string): { customerGuid: string; doorGuid: string; camera: Camera } {
  return {
    customerGuid: 'c',
    doorGuid: 'd',
    camera: {
      cameraGuid,
      name: 'Lobby',
      ipAddress: '10.20.30.40',
      port: 80,
      username: 'viewer',
      password: 'secret',
      cameraType: 'Axis P3245-V',
      status: 'Online',
    },
  };
}

function service(snapshot: CameraPicture, onvifFails?: Error): { cameras: HostCameraService; asked: string[] } {
  const asked: string[] = [];
  const connectors: CameraConnectors = {
    takePicture: async ({ url }) => {
      asked.push(url.includes('/onvif/') ? 'onvif snapshot' : 'maker snapshot');
      return url.includes('/onvif/') ? { ok: true, jpeg: JPEG } : snapshot;
    },
    onvifSnapshotUrl: async () => {
      asked.push('onvif lookup');
      if (onvifFails) throw onvifFails;
      return { ok: true, url: 'http://10.20.30.40/onvif/snapshot.jpg' };
    },
    openRtsp: () => Promise.reject(new Error('no stream here')),
    openMjpeg: () => Promise.reject(new Error('no stream here')),
  };
  return {
    cameras: new HostCameraService(() => ({ serviceOnLoopback: false, allowedRanges: [] }), Date.now, connectors),
    asked,
  };
}

describe("a camera's ways", () => {
  it("falls back to ONVIF when the maker's path is not there, and asks ONVIF first from then on", async () => {
    const { cameras, asked } = service({ ok: false, kind: 'not-supported', detail: 'nothing at that address (404)' });
    expect(await cameras.picture(camera('a'), false)).toEqual({ ok: true, jpeg: JPEG });
    expect(asked).toEqual(['maker snapshot', 'onvif lookup', 'onvif snapshot']);
    asked.length = 0;
    expect(await cameras.picture(camera('a'), false)).toEqual({ ok: true, jpeg: JPEG });
    // The snapshot address ONVIF gave is kept too: one request, no SOAP.
    expect(asked).toEqual(['onvif snapshot']);
  });

  it('stops at a camera that refuses its password or is offline: no other way is tried', async () => {
    for (const problem of [
      { ok: false, kind: 'wrong-credentials', detail: 'refused (401)' },
      { ok: false, kind: 'offline', detail: 'refused the connection' },
    ] as const) {
      const { cameras, asked } = service(problem);
      expect(await cameras.picture(camera('b'), true)).toEqual(problem);
      expect(asked).toEqual(['maker snapshot']);
    }
  });

  it("keeps a camera library's own failure as the camera's problem: the picture is refused, nothing throws", async () => {
    const missing = { ok: false, kind: 'not-supported', detail: 'nothing at that address (404)' } as const;
    const { cameras, asked } = service(missing, new TypeError('Cam is not a constructor'));
    expect(await cameras.picture(camera('c'), true)).toEqual({
      ok: false,
      kind: 'bad-answer',
      detail: 'the monitor failed asking the camera: Cam is not a constructor',
    });
    expect(asked).toEqual(['maker snapshot', 'onvif lookup']);
  });
});
