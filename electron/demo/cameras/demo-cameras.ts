// The demo's cameras served for real: every camera of the four template customers answers on its own
// port of the demo's host as its maker's would (electron/demo/cameras/camera-server.ts), so that the
// monitor's pictures can be tested end to end. As at a real site, the offline ones refuse connections,
// one holds a password other than the one the service lists, and one accepts and never answers.
import { createServer } from 'node:net';
import type { Camera, Door } from '../../core/api/types.js';
import type { DemoCustomer } from '../data/model.js';
import { serveCamera, type CameraBehaviour, type CameraMaker, type ServedCamera } from './camera-server.js';

/** What a demo camera does when asked for a picture. */
export type DemoCameraBehaviour = CameraBehaviour | 'offline';

export interface DemoCamera {
  customerGuid: string;
  doorGuid: string;
  doorName: string;
  cameraGuid: string;
  behaviour: DemoCameraBehaviour;
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
  const served: ServedCamera[] = [];
  const odd = { 'wrong-password': false, hangs: false };
  for (const customer of customers) {
    for (const door of customer.doors) {
      for (const camera of door.cameras) {
        const behaviour = behaviourOf(camera, odd);
        cameras.push({
          customerGuid: customer.customerGuid,
          doorGuid: door.doorGuid,
          doorName: door.name,
          cameraGuid: camera.cameraGuid,
          behaviour,
        });
        const port =
          behaviour === 'offline' ? await refusingPort(host) : await serve(camera, door, behaviour, host, now, served);
        // The demo's data is its own: the inventory it serves from now on names the camera's real address.
        Object.assign(camera, { ipAddress: host, port });
      }
    }
  }
  return { cameras, close: async () => void (await Promise.all(served.map((camera) => camera.close()))) };
}

/** Offline cameras stay offline; the first other Hikvision holds a changed password, the first other Hanwha hangs. */
function behaviourOf(camera: Camera, odd: Record<'wrong-password' | 'hangs', boolean>): DemoCameraBehaviour {
  if (camera.status !== 'Online') return 'offline';
  const maker = makerOf(camera.cameraType);
  if (maker === 'hikvision' && !odd['wrong-password']) return ((odd['wrong-password'] = true), 'wrong-password');
  if (maker === 'hanwha' && !odd.hangs) return ((odd.hangs = true), 'hangs');
  return 'answers';
}

function makerOf(cameraType: string): CameraMaker {
  if (/hikvision/i.test(cameraType)) return 'hikvision';
  if (/hanwha/i.test(cameraType)) return 'hanwha';
  return 'axis';
}

async function serve(
  camera: Camera,
  door: Door,
  behaviour: CameraBehaviour,
  host: string,
  now: () => number,
  served: ServedCamera[],
): Promise<number> {
  const server = await serveCamera({
    maker: makerOf(camera.cameraType),
    behaviour,
    userName: camera.username,
    listedPassword: camera.password,
    scene: { doorName: door.name, cameraName: camera.name },
    now,
    host,
  });
  served.push(server);
  return server.port;
}

/** A port on `host` that nothing listens on (it was free a moment ago): connections to it are refused. */
function refusingPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
