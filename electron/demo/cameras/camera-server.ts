// One demo camera on its own port of the demo's host, answering as its maker's cameras do: a snapshot
// JPEG at the vendor's path behind Digest authentication, and (Axis) an MJPEG stream. A camera can also
// be set to hold a wrong password or to hang, as real sites have.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DigestChallenge } from './digest-challenge.js';
import { paintFrame, type FrameScene } from './frame-painter.js';

export type CameraMaker = 'axis' | 'hikvision' | 'hanwha';
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
const MJPEG_FRAMES_PER_SECOND = 4;

export interface ServedCamera {
  port: number;
  close(): Promise<void>;
}

export async function serveCamera(options: ServedCameraOptions): Promise<ServedCamera> {
  const password =
    options.behaviour === 'wrong-password' ? `${options.listedPassword}-changed` : options.listedPassword;
  const digest = new DigestChallenge(`${options.maker} camera`, options.userName, password);
  const frames = new FrameCache(options);
  const server = createServer((req, res) => {
    if (options.behaviour === 'hangs') return;
    answer(req, res, options.maker, digest, frames).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  maker: CameraMaker,
  digest: DigestChallenge,
  frames: FrameCache,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://camera.invalid');
  const route = routeOf(maker, url);
  if (!route || req.method !== 'GET') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
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

/** The vendor's snapshot and stream paths (VAPIX, ISAPI, SUNAPI). */
function routeOf(maker: CameraMaker, url: URL): 'snapshot' | 'mjpeg' | null {
  switch (maker) {
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

/** Painting a frame costs tens of milliseconds: one per tenth of a second, whoever asks. */
class FrameCache {
  private last: { tenth: number; jpeg: Promise<Buffer> } | null = null;

  constructor(private readonly options: ServedCameraOptions) {}

  now(): Promise<Buffer> {
    const atMs = this.options.now();
    const tenth = Math.floor(atMs / 100);
    if (this.last?.tenth !== tenth) this.last = { tenth, jpeg: paintFrame({ ...this.options.scene, atMs }) };
    return this.last.jpeg;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
