// The demo's cameras served for real: every camera of the four template customers answers on its own
// port of the demo's host as its maker's would (electron/demo/cameras/camera-server.ts), so that the
// monitor's pictures can be tested end to end. As at a real site, the offline ones drop every connection (one
// in four; the service still lists them Online, as a service may not know yet: the demo's start raises no
// camera alarm a test would count, and a test turns a status bad through POST /__demo/device-status),
// one holds a password other than the one the service lists, and one accepts and never answers. Two
// answer other ways than their maker's HTTP paths: one only streams RTSP (served through ffmpeg, where
// it is installed), one is of a maker the monitor does not know and speaks ONVIF.
import { createServer, type AddressInfo } from 'node:net';
import type { Camera, Door } from '../../core/api/types.js';
import type { DemoCustomer } from '../data/model.js';
import { serveCamera, type CameraBehaviour, type CameraMaker } from './camera-server.js';
import { FrameCache } from './frame-cache.js';
import { ffmpegInstalled } from './rtp-jpeg-stream.js';
import { serveRtspCamera } from './rtsp-camera.js';

/** What a demo camera does when asked for a picture. */
export type DemoCameraBehaviour = CameraBehaviour | 'offline';

/** How it gives pictures: its maker's HTTP snapshot path, only an RTSP stream, or only ONVIF. */
export type DemoCameraWay = 'snapshot' | 'rtsp' | 'onvif';

export interface DemoCamera {
  customerGuid: string;
  doorGuid: string;
  doorName: string;
  cameraGuid: string;
  behaviour: DemoCameraBehaviour;
  way: DemoCameraWay;
}

/** The types the demo gives its RTSP-only and ONVIF-only cameras (the service names no closed set). */
export const RTSP_ONLY_TYPE = 'Hikvision DS-2CD1023G0E (RTSP only)';
export const ONVIF_ONLY_TYPE = 'Uniview IPC2124LB';
/** Where the RTSP-only camera streams (Hikvision's path). */
const RTSP_PATH = '/Streaming/Channels/101';

interface Served {
  close(): Promise<void>;
}

export interface DemoCameras {
  cameras: readonly DemoCamera[];
  close(): Promise<void>;
}

/** The template customers' cameras, each given its own port on `host` (the inventory then names it). */
export async function serveDemoCameras(
  customers: readonly DemoCustomer[],
  host: string,
  now: () => number,
): Promise<DemoCameras> {
  const cameras: DemoCamera[] = [];
  const served: Served[] = [];
  const odd: OddOnes = {
    'wrong-password': false,
    hangs: false,
    rtsp: !ffmpegInstalled(),
    answeringAxis: 0,
    served: 0,
  };
  for (const customer of customers) {
    for (const door of customer.doors) {
      for (const camera of door.cameras) {
        const behaviour = behaviourOf(camera, odd);
        const way = behaviour === 'answers' ? wayOf(camera, odd) : 'snapshot';
        cameras.push({
          customerGuid: customer.customerGuid,
          doorGuid: door.doorGuid,
          doorName: door.name,
          cameraGuid: camera.cameraGuid,
          behaviour,
          way,
        });
        if (way === 'rtsp') Object.assign(camera, { cameraType: RTSP_ONLY_TYPE });
        if (way === 'onvif') Object.assign(camera, { cameraType: ONVIF_ONLY_TYPE });
        const port =
          behaviour === 'offline'
            ? await droppingPort(host, served)
            : await serve(camera, door, { behaviour, way, host, now }, served);
        // The demo's data is its own: the inventory it serves from now on names the camera's real address.
        Object.assign(camera, { ipAddress: host, port });
      }
    }
  }
  return { cameras, close: async () => void (await Promise.all(served.map((camera) => camera.close()))) };
}

interface OddOnes {
  'wrong-password': boolean;
  hangs: boolean;
  /** Whether the RTSP-only camera is chosen (or cannot be: no ffmpeg). */
  rtsp: boolean;
  answeringAxis: number;
  /** Cameras served so far: every fourth is offline. */
  served: number;
}

/** Every fourth camera is offline; the first other Hikvision holds a changed password, the first other Hanwha hangs. */
function behaviourOf(camera: Camera, odd: OddOnes): DemoCameraBehaviour {
  if (++odd.served % 4 === 0) return 'offline';
  const maker = makerOf(camera.cameraType);
  if (maker === 'hikvision' && !odd['wrong-password']) return ((odd['wrong-password'] = true), 'wrong-password');
  if (maker === 'hanwha' && !odd.hangs) return ((odd.hangs = true), 'hangs');
  return 'answers';
}

/** The next answering Hikvision only streams RTSP; the second answering Axis is of a maker only ONVIF reaches. */
function wayOf(camera: Camera, odd: OddOnes): DemoCameraWay {
  const maker = makerOf(camera.cameraType);
  if (maker === 'hikvision' && !odd.rtsp) return ((odd.rtsp = true), 'rtsp');
  if (maker === 'axis' && ++odd.answeringAxis === 2) return 'onvif';
  return 'snapshot';
}

function makerOf(cameraType: string): CameraMaker {
  if (/hikvision/i.test(cameraType)) return 'hikvision';
  if (/hanwha/i.test(cameraType)) return 'hanwha';
  return 'axis';
}

async function serve(
  camera: Camera,
  door: Door,
  how: { behaviour: CameraBehaviour; way: DemoCameraWay; host: string; now: () => number },
  served: Served[],
): Promise<number> {
  const scene = { doorName: door.name, cameraName: camera.name };
  const server =
    how.way === 'rtsp'
      ? await serveRtspCamera({
          host: how.host,
          path: RTSP_PATH,
          userName: camera.username,
          password: camera.password,
          frames: new FrameCache(scene, how.now),
        })
      : await serveCamera({
          maker: how.way === 'onvif' ? 'onvif' : makerOf(camera.cameraType),
          behaviour: how.behaviour,
          userName: camera.username,
          listedPassword: camera.password,
          scene,
          now: how.now,
          host: how.host,
        });
  served.push(server);
  return server.port;
}

/**
 * An offline camera's port: held for the demo's life, every connection reset as it comes, which the monitor
 * reads as offline just as a refused one. A port found free and let go, as before, could be taken by another
 * program before the first picture was asked (seen once under load: the camera answered as "not supported").
 */
async function droppingPort(host: string, served: Served[]): Promise<number> {
  const server = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  served.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return (server.address() as AddressInfo).port;
}
