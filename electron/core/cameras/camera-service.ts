// The host's one way to a camera: the address checked against the policy, the ways its type and port allow
// tried in order (the one that worked last, first), each request bounded and gated, the streams held open
// only while someone watches. Only the host process holds this; screens get pictures from it.
import { cameraAddress, type CameraAddressPolicy } from './camera-address.js';
import { CameraGate } from './camera-gate.js';
import { prepareCameraClient, takePicture, type CameraPicture, type CameraProblem } from './camera-picture.js';
import { CameraStreams } from './camera-streams.js';
import { cameraWays, HTTPS_PORT, type CameraWay } from './camera-ways.js';
import type { DoorCamera } from './door-cameras.js';
import { FrameStream } from './frame-stream.js';
import { openMjpeg } from './mjpeg-source.js';
import { onvifSnapshotUrl } from './onvif-snapshot.js';
import { openRtsp } from './rtsp-source.js';

export interface CameraService {
  /** A picture now; `insist`: a guard asked, so a camera resting after a failure is asked anyway. */
  picture(entry: DoorCamera, insist: boolean): Promise<CameraPicture>;
  /** A frame for a guard's live view: from the camera's stream where it has one, else a picture. */
  liveFrame(entry: DoorCamera): Promise<CameraPicture>;
  /** The inventory named cameras: loads what asking them takes, before the first alarm asks. */
  prepare(): void;
  /** Closes every stream held open. */
  close(): void;
}

/** How the host reaches a camera each way (real network and processes; a test may watch them). */
export interface CameraConnectors {
  takePicture: typeof takePicture;
  onvifSnapshotUrl: typeof onvifSnapshotUrl;
  openRtsp: typeof openRtsp;
  openMjpeg: typeof openMjpeg;
}

const CONNECTORS: CameraConnectors = { takePicture, onvifSnapshotUrl, openRtsp, openMjpeg };

/** How long a stream's first frame may take (connecting, authenticating, the stream starting); a later one. */
const STREAM_TIMING = { firstFrameMs: 6_000, frameMs: 3_000 };

interface Target {
  entry: DoorCamera;
  /** "host:port", IPv6 hosts in brackets. */
  hostPort: string;
  port: number;
  ways: readonly CameraWay[];
  mjpegPath: string | null;
}

export class HostCameraService implements CameraService {
  private readonly gate: CameraGate;
  private readonly streams: CameraStreams;
  /** Per camera, the way that last gave a picture: tried first next time. */
  private readonly worked = new Map<string, CameraWay['kind']>();
  /** Per camera, the snapshot address its ONVIF service gave. */
  private readonly onvifUrls = new Map<string, string>();

  constructor(
    private readonly policy: () => CameraAddressPolicy,
    private readonly now: () => number = Date.now,
    private readonly connect: CameraConnectors = CONNECTORS,
  ) {
    this.gate = new CameraGate(now);
    this.streams = new CameraStreams(now);
  }

  picture(entry: DoorCamera, insist: boolean): Promise<CameraPicture> {
    const target = this.target(entry);
    if (!('ways' in target)) return Promise.resolve(target);
    return this.gate.run(entry.camera.cameraGuid, () => this.firstThatWorks(target), insist);
  }

  async liveFrame(entry: DoorCamera): Promise<CameraPicture> {
    const target = this.target(entry);
    if (!('ways' in target) || !target.mjpegPath) return this.picture(entry, true);
    const scheme = target.port === HTTPS_PORT ? 'https' : 'http';
    const request = { ...this.credentials(entry), url: `${scheme}://${target.hostPort}${target.mjpegPath}` };
    const frame = await this.gate.run(
      entry.camera.cameraGuid,
      () =>
        this.streams.frame(`${entry.camera.cameraGuid} mjpeg`, () =>
          this.stream(() => this.connect.openMjpeg(request)),
        ),
      true,
    );
    // A camera of its maker without the stream (or with it off) still gives snapshots.
    return !frame.ok && frame.kind === 'not-supported' ? this.picture(entry, true) : frame;
  }

  prepare(): void {
    prepareCameraClient();
  }

  close(): void {
    this.streams.closeAll();
  }

  private target(entry: DoorCamera): Target | CameraProblem {
    const { camera } = entry;
    const address = cameraAddress(camera.ipAddress, camera.port, this.policy());
    if (!address.ok) return { ok: false, kind: 'not-supported', detail: `refused: ${address.reason}` };
    const ways = cameraWays(camera.cameraType, address.port);
    if (!ways.ok) return { ok: false, kind: 'not-supported', detail: ways.reason };
    const remembered = this.worked.get(camera.cameraGuid);
    return {
      entry,
      hostPort: `${address.host}:${address.port}`,
      port: address.port,
      ways: [...ways.ways].sort((a, b) => Number(b.kind === remembered) - Number(a.kind === remembered)),
      mjpegPath: ways.mjpegPath,
    };
  }

  /** Each way in turn until one gives a picture; a camera offline or refusing its password fares no better another way. */
  private async firstThatWorks(target: Target): Promise<CameraPicture> {
    let problem: CameraProblem | null = null;
    for (const way of target.ways) {
      // A camera library that throws (its bug, or one it could not load) is this camera's problem, not the host's.
      const picture = await this.byWay(way, target).catch((error: unknown): CameraProblem => ({
        ok: false,
        kind: 'bad-answer',
        detail: `the monitor failed asking the camera: ${error instanceof Error ? error.message : String(error)}`,
      }));
      if (picture.ok) {
        this.worked.set(target.entry.camera.cameraGuid, way.kind);
        return picture;
      }
      problem = picture;
      if (picture.kind !== 'not-supported') break;
    }
    return problem!;
  }

  private async byWay(way: CameraWay, target: Target): Promise<CameraPicture> {
    const { camera } = target.entry;
    const credentials = this.credentials(target.entry);
    switch (way.kind) {
      case 'snapshot':
        return this.connect.takePicture({ ...credentials, url: `${way.scheme}://${target.hostPort}${way.path}` });
      case 'rtsp':
        return this.streams.frame(`${camera.cameraGuid} rtsp`, () =>
          this.stream(() => this.connect.openRtsp({ ...credentials, hostPort: target.hostPort, path: way.path })),
        );
      case 'onvif': {
        let url = this.onvifUrls.get(camera.cameraGuid);
        if (!url) {
          const found = await this.connect.onvifSnapshotUrl({
            ...credentials,
            ipAddress: camera.ipAddress,
            port: target.port,
            scheme: way.scheme,
          });
          if (!found.ok) return found;
          url = found.url;
          this.onvifUrls.set(camera.cameraGuid, url);
        }
        const picture = await this.connect.takePicture({ ...credentials, url });
        if (!picture.ok) this.onvifUrls.delete(camera.cameraGuid);
        return picture;
      }
    }
  }

  private credentials({ camera }: DoorCamera): { userName: string; password: string } {
    return { userName: camera.username ?? '', password: camera.password ?? '' };
  }

  private stream(open: ConstructorParameters<typeof FrameStream>[0]): FrameStream {
    return new FrameStream(open, { ...STREAM_TIMING, now: this.now });
  }
}
