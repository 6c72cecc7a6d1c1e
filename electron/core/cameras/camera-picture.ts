// One picture from one camera, bounded: 3 s to connect and 3 s to answer, at most 4 MB, no redirect
// followed (a redirect could point anywhere), no retry (the caller decides when to try again). Digest
// (and Basic) authentication is urllib's, a maintained client, rather than hand-written MD5 bookkeeping.
import type { Readable } from 'node:stream';
import type { HttpClient } from 'urllib';

export const CAMERA_TIMEOUT_MS = 3_000;
const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

/** Why a camera gave no picture, in the few kinds a guard can act on. */
export type CameraProblemKind = 'offline' | 'not-answering' | 'wrong-credentials' | 'not-supported' | 'bad-answer';

export type CameraProblem = { ok: false; kind: CameraProblemKind; detail: string };
export type CameraPicture = { ok: true; jpeg: Buffer } | CameraProblem;

export interface CameraRequest {
  url: string;
  userName: string;
  password: string;
}

// Cameras on a site's network present certificates nobody signed: the picture is taken over TLS anyway,
// and Digest authentication never sends the password itself. urllib (with undici, 1.3 MB of code) is
// loaded at the first picture: every command and the serve's start would otherwise read it, camera or not.
let sharedClient: Promise<HttpClient> | undefined;
function cameraClient(): Promise<HttpClient> {
  sharedClient ??= import('urllib').then(
    ({ HttpClient }) => new HttpClient({ connect: { rejectUnauthorized: false } }),
  );
  return sharedClient;
}

/**
 * Loads the client now (the inventory named cameras), before the first alarm: a picture is dated when it is
 * asked for, so the first one must not wait on a library loading. A failure to load is the first request's.
 */
export function prepareCameraClient(): void {
  void cameraClient().catch(() => undefined);
}

export async function takePicture(request: CameraRequest): Promise<CameraPicture> {
  const answer = await openCameraRequest(request, 'image/jpeg');
  return answer.ok ? readJpeg(answer.body) : answer;
}

/** A request to a camera whose answer is to be read as it comes (a picture, an MJPEG stream), or why not. */
export async function openCameraRequest(
  request: CameraRequest,
  accept: string,
): Promise<{ ok: true; body: Readable } | CameraProblem> {
  let response;
  try {
    const client = await cameraClient();
    response = await client.request<Readable>(request.url, {
      method: 'GET',
      digestAuth: `${request.userName}:${request.password}`,
      dataType: 'stream',
      timeout: [CAMERA_TIMEOUT_MS, CAMERA_TIMEOUT_MS],
      followRedirect: false,
      retry: 0,
      socketErrorRetry: 0,
      headers: { accept },
    });
  } catch (error) {
    return requestFailure(error);
  }
  const status = response.status;
  if (status === 200) return { ok: true, body: response.res };
  discard(response.res);
  if (status === 401 || status === 403) {
    return {
      ok: false,
      kind: 'wrong-credentials',
      detail: `the camera refused its user name and password (${status})`,
    };
  }
  if (status === 404 || status === 405 || status === 501) {
    return { ok: false, kind: 'not-supported', detail: `the camera has nothing at that address (${status})` };
  }
  return { ok: false, kind: 'bad-answer', detail: `the camera answered ${status}` };
}

/** An answer not read: its connection goes (an error while it goes is no news). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readJpeg(body: Readable): Promise<CameraPicture> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => body.destroy(new Error('timeout while sending the picture')), CAMERA_TIMEOUT_MS);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_PICTURE_BYTES) {
        discard(body);
        return { ok: false, kind: 'bad-answer', detail: 'the camera sent more than 4 MB for one picture' };
      }
      chunks.push(chunk);
    }
  } catch {
    return { ok: false, kind: 'not-answering', detail: 'the camera stopped sending the picture' };
  } finally {
    clearTimeout(timer);
  }
  const jpeg = Buffer.concat(chunks);
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) {
    return { ok: false, kind: 'bad-answer', detail: 'the camera answered with something that is not a JPEG picture' };
  }
  return { ok: true, jpeg };
}

/** A failed request to a camera, in the kinds a guard can act on. */
export function requestFailure(error: unknown): CameraProblem {
  const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).name ?? ''} ${(error as Error).message ?? ''}`;
  if (/timeout/i.test(text))
    return { ok: false, kind: 'not-answering', detail: `no answer within ${CAMERA_TIMEOUT_MS / 1000} s` };
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ECONNRESET|ENOTFOUND|socket/i.test(text)) {
    return { ok: false, kind: 'offline', detail: 'the camera refused or dropped the connection' };
  }
  return { ok: false, kind: 'bad-answer', detail: `the request failed (${(error as Error).message ?? String(error)})` };
}
