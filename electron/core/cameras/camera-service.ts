// The host's one way to a camera: the address checked against the policy, the maker's path chosen from
// its type, the request bounded and gated. Only the host process holds this; screens get pictures from it.
import { cameraAddress, type CameraAddressPolicy } from './camera-address.js';
import { CameraGate } from './camera-gate.js';
import { takePicture, type CameraPicture } from './camera-picture.js';
import { cameraWays } from './camera-ways.js';
import type { DoorCamera } from './door-cameras.js';

export interface CameraService {
  /** A picture now; `insist`: a guard asked, so a camera resting after a failure is asked anyway. */
  picture(entry: DoorCamera, insist: boolean): Promise<CameraPicture>;
}

export class HostCameraService implements CameraService {
  private readonly gate: CameraGate;

  constructor(
    private readonly policy: () => CameraAddressPolicy,
    now: () => number = Date.now,
    private readonly take: typeof takePicture = takePicture,
  ) {
    this.gate = new CameraGate(now);
  }

  picture({ camera }: DoorCamera, insist: boolean): Promise<CameraPicture> {
    const address = cameraAddress(camera.ipAddress, camera.port, this.policy());
    if (!address.ok) return Promise.resolve({ ok: false, kind: 'not-supported', detail: `refused: ${address.reason}` });
    const ways = cameraWays(camera.cameraType, address.port);
    if (!ways.ok) return Promise.resolve({ ok: false, kind: 'not-supported', detail: ways.reason });
    const url = `${ways.scheme}://${address.host}:${address.port}${ways.snapshotPath}`;
    return this.gate.run(
      camera.cameraGuid,
      () => this.take({ url, userName: camera.username ?? '', password: camera.password ?? '' }),
      insist,
    );
  }
}
