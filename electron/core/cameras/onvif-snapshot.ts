// Where an ONVIF camera (Profile S) gives its snapshot: the device's clock (WS-Security tokens are dated by
// it), its media service, its first profile and that profile's snapshot URI, through the `onvif` library
// rather than SOAP by hand. The URI the camera gives is refused unless it is on the address the inventory
// named: a camera's answer must not send the host elsewhere. The library (with its XML parser) is loaded
// at the first ONVIF camera asked, not at every start.
import { CAMERA_TIMEOUT_MS, requestFailure, type CameraProblem } from './camera-picture.js';

export interface OnvifTarget {
  /** The camera's IP address as the inventory names it. */
  ipAddress: string;
  port: number;
  scheme: 'http' | 'https';
  userName: string;
  password: string;
}

export async function onvifSnapshotUrl(target: OnvifTarget): Promise<{ ok: true; url: string } | CameraProblem> {
  try {
    // `default` is the CommonJS module itself, in Node and in the bundle alike (the bundle gives no named export).
    const { Cam } = (await import('onvif')).default;
    const cam = new Cam({
      hostname: target.ipAddress,
      port: target.port,
      username: target.userName,
      password: target.password,
      useSecure: target.scheme === 'https',
      secureOpts: { rejectUnauthorized: false },
      timeout: CAMERA_TIMEOUT_MS,
      autoconnect: false,
      // Every service the camera lists is reached on the address the inventory named.
      preserveAddress: true,
    });
    await call((done) => cam.getSystemDateAndTime(done));
    await call((done) => cam.getCapabilities(done));
    if (!cam.uri?.media) return notOnvif('the camera lists no media service');
    const profiles = await call<Array<{ $?: { token?: string } }>>((done) => cam.getProfiles(done));
    const profileToken = profiles?.[0]?.$?.token;
    if (!profileToken) return notOnvif('the camera lists no media profile');
    const media = await call<{ uri?: string }>((done) => cam.getSnapshotUri({ profileToken }, done));
    return sameCamera(media?.uri, target);
  } catch (error) {
    return onvifFailure(error);
  }
}

function call<T = unknown>(run: (done: (error: Error | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));
}

function sameCamera(uri: unknown, target: OnvifTarget): { ok: true; url: string } | CameraProblem {
  if (typeof uri !== 'string' || !URL.canParse(uri)) return notOnvif('the camera gave no snapshot address');
  const url = new URL(uri);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!['http:', 'https:'].includes(url.protocol) || host !== target.ipAddress) {
    return {
      ok: false,
      kind: 'not-supported',
      detail: `refused: the camera gave a snapshot address on another host (${url.protocol}//${url.host})`,
    };
  }
  return { ok: true, url: url.href };
}

const notOnvif = (detail: string): CameraProblem => ({ ok: false, kind: 'not-supported', detail });

function onvifFailure(error: unknown): CameraProblem {
  const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).message ?? ''}`;
  if (/NotAuthori[sz]ed|not authori[sz]ed|\b401\b|Digest authentication/i.test(text)) {
    return { ok: false, kind: 'wrong-credentials', detail: 'the camera refused its user name and password (ONVIF)' };
  }
  if (/ActionNotSupported|\b404\b|Not Found/i.test(text)) return notOnvif('the camera does not answer ONVIF');
  const failure = requestFailure(error);
  return failure.kind === 'bad-answer' ? notOnvif('the camera does not answer ONVIF as it should') : failure;
}
