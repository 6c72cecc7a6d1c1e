// One demo camera on its own port of the demo's host, answering as its maker's cameras do: a snapshot
// JPEG at the vendor's path behind Digest authentication, and (Axis) an MJPEG stream; or, for a maker the
// monitor does not know, only ONVIF (onvif-service.ts) and the snapshot URI it gives. A camera can also
// be set to hold a wrong password or to hang, as real sites have.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DigestChallenge } from './digest-challenge.js';
import { FrameCache } from './frame-cache.js';
import type { FrameScene } from './frame-painter.js';
import {
  answerOnvif,
  type OnvifCamera,
  ONVIF_DEVICE_PATH,
  ONVIF_MEDIA_PATH,
  ONVIF_SNAPSHOT_PATH,
} from './onvif-service.js';

/** The makers whose own HTTP paths it answers on, or 'onvif': a maker the monitor does not know. */
export type CameraMaker = 'axis' | 'hikvision' | 'hanwha' | 'onvif';
/** answers: as a working camera; wrong-password: its password is not the one the service lists; hangs: accepts and never answers. */
export type CameraBehaviour = 'answers' | 'wrong-password' | 'hangs';

export interface ServedCameraOptions {
  maker: CameraMaker;
  behaviour: CameraBehaviour;
  userName: string;
  /** The password the service lists for it. */
  listedPassword: string;
  scene: Omit<FrameScene, 'atMs'>;
  now: () => number;
  host: string;
}

const MJPEG_BOUNDARY = 'acsdemoframe';
const MAX_SOAP_BYTES = 64 * 1024;
const MJPEG_FRAMES_PER_SECOND = 4;

export interface ServedCamera {
  port: number;
  close(): Promise<void>;
}

export async function serveCamera(options: ServedCameraOptions): Promise<ServedCamera> {
  const password =
    options.behaviour === 'wrong-password' ? `${options.listedPassword}-changed` : options.listedPassword;
  const camera: Camera = {
    maker: options.maker,
    digest: new DigestChallenge(`${options.maker} camera`, options.userName, password),
    frames: new FrameCache(options.scene, options.now),
    onvif: { origin: '', userName: options.userName, password, now: options.now },
  };
  const server = createServer((req, res) => {
    if (options.behaviour === 'hangs') return;
    answer(req, res, camera).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  camera.onvif.origin = `http://${options.host}:${port}`;
  return { port, close: () => closeServer(server) };
}

interface Camera {
  maker: CameraMaker;
  digest: DigestChallenge;
  frames: FrameCache;
  onvif: OnvifCamera;
}

async function answer(req: IncomingMessage, res: ServerResponse, camera: Camera): Promise<void> {
  const { digest, frames } = camera;
  const url = new URL(req.url ?? '/', 'http://camera.invalid');
  const route = routeOf(camera.maker, url);
  if (!route || req.method !== (route === 'soap' ? 'POST' : 'GET')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  if (route === 'soap') {
    // ONVIF authenticates in the message (WS-Security), not in HTTP.
    const { status, body } = answerOnvif(url.pathname, await soapRequest(req), camera.onvif);
    res.writeHead(status, { 'content-type': 'application/soap+xml; charset=utf-8' }).end(body);
    return;
  }
  if (!digest.accepts(req.method, req.headers.authorization)) {
    res.writeHead(401, { 'www-authenticate': digest.challenge(), 'content-type': 'text/plain' }).end('Unauthorized');
    return;
  }
  if (route === 'snapshot') {
    const jpeg = await frames.now();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length, 'cache-control': 'no-store' });
    res.end(jpeg);
    return;
  }
  await streamMjpeg(res, frames);
}

/** The vendor's snapshot and stream paths (VAPIX, ISAPI, SUNAPI), or ONVIF's services and snapshot. */
function routeOf(maker: CameraMaker, url: URL): 'snapshot' | 'mjpeg' | 'soap' | null {
  switch (maker) {
    case 'onvif':
      if (url.pathname === ONVIF_DEVICE_PATH || url.pathname === ONVIF_MEDIA_PATH) return 'soap';
      return url.pathname === ONVIF_SNAPSHOT_PATH ? 'snapshot' : null;
    case 'axis':
      if (url.pathname === '/axis-cgi/jpg/image.cgi') return 'snapshot';
      return url.pathname === '/axis-cgi/mjpg/video.cgi' ? 'mjpeg' : null;
    case 'hikvision':
      return url.pathname === '/ISAPI/Streaming/channels/101/picture' ? 'snapshot' : null;
    case 'hanwha':
      return url.pathname === '/stw-cgi/video.cgi' &&
        url.searchParams.get('msubmenu') === 'snapshot' &&
        url.searchParams.get('action') === 'view'
        ? 'snapshot'
        : null;
  }
}

async function soapRequest(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SOAP_BYTES) throw new Error('SOAP request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function streamMjpeg(res: ServerResponse, frames: FrameCache): Promise<void> {
  res.writeHead(200, {
    'content-type': `multipart/x-mixed-replace; boundary=${MJPEG_BOUNDARY}`,
    'cache-control': 'no-store',
  });
  while (!res.destroyed && !res.writableEnded) {
    const jpeg = await frames.now();
    res.write(`--${MJPEG_BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
    res.write(jpeg);
    res.write('\r\n');
    await new Promise((resolve) => setTimeout(resolve, 1000 / MJPEG_FRAMES_PER_SECOND));
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
