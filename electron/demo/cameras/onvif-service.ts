// A demo camera's ONVIF side (Profile S, the part a monitor needs for a picture): the device service's
// clock and capabilities, the media service's profiles and snapshot URI, each call but the clock behind a
// WS-Security UsernameToken (password digest), as ONVIF requires. Answers are fixed templates: the demo
// speaks only what it needs, strictly.
import { createHash } from 'node:crypto';

export const ONVIF_DEVICE_PATH = '/onvif/device_service';
export const ONVIF_MEDIA_PATH = '/onvif/media_service';
export const ONVIF_SNAPSHOT_PATH = '/onvif/snapshot.jpg';
const PROFILE_TOKEN = 'profile_1';
/** How far a UsernameToken's Created may be from the camera's clock (replayed or stale tokens are refused). */
const TOKEN_WINDOW_MS = 5 * 60_000;

export interface OnvifAnswer {
  status: number;
  body: string;
}

export interface OnvifCamera {
  /** Where the camera is reached (http://host:port), for the addresses it gives out. */
  origin: string;
  userName: string;
  password: string;
  now: () => number;
}

export function answerOnvif(path: string, request: string, camera: OnvifCamera): OnvifAnswer {
  const action = /<(?:\w+:)?Body[^>]*>\s*<(?:\w+:)?(\w+)/.exec(request)?.[1];
  if (!action) return fault('Sender', 'the request has no SOAP body');
  if (action === 'GetSystemDateAndTime' && path === ONVIF_DEVICE_PATH) return ok(systemDateAndTime(camera.now()));
  if (!authorised(request, camera)) return fault('Sender', 'Sender not Authorized', 'ter:NotAuthorized');
  switch (`${path} ${action}`) {
    case `${ONVIF_DEVICE_PATH} GetCapabilities`:
      return ok(capabilities(camera.origin));
    case `${ONVIF_MEDIA_PATH} GetProfiles`:
      return ok(profiles());
    case `${ONVIF_MEDIA_PATH} GetSnapshotUri`:
      return ok(snapshotUri(camera.origin));
    default:
      return fault('Receiver', `${action} is not supported`, 'ter:ActionNotSupported');
  }
}

/** WS-Security UsernameToken: Base64(SHA-1(nonce + created + password)), created within the window. */
function authorised(request: string, camera: OnvifCamera): boolean {
  const field = (name: string): string | undefined =>
    new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)</(?:\\w+:)?${name}>`).exec(request)?.[1];
  const [userName, digest, nonce, created] = ['Username', 'Password', 'Nonce', 'Created'].map(field);
  if (userName !== camera.userName || !digest || !nonce || !created) return false;
  const createdMs = Date.parse(created);
  if (!Number.isFinite(createdMs) || Math.abs(createdMs - camera.now()) > TOKEN_WINDOW_MS) return false;
  const expected = createHash('sha1')
    .update(Buffer.concat([Buffer.from(nonce, 'base64'), Buffer.from(created + camera.password)]))
    .digest('base64');
  return expected === digest;
}

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:tt="http://www.onvif.org/ver10/schema"' +
  ' xmlns:tds="http://www.onvif.org/ver10/device/wsdl" xmlns:trt="http://www.onvif.org/ver10/media/wsdl"' +
  ' xmlns:ter="http://www.onvif.org/ver10/error"><s:Body>';
const ENVELOPE_CLOSE = '</s:Body></s:Envelope>';

const ok = (body: string): OnvifAnswer => ({ status: 200, body: ENVELOPE_OPEN + body + ENVELOPE_CLOSE });

function fault(code: 'Sender' | 'Receiver', reason: string, subcode?: string): OnvifAnswer {
  const sub = subcode ? `<s:Subcode><s:Value>${subcode}</s:Value></s:Subcode>` : '';
  return {
    status: code === 'Sender' ? 400 : 500,
    body:
      ENVELOPE_OPEN +
      `<s:Fault><s:Code><s:Value>s:${code}</s:Value>${sub}</s:Code>` +
      `<s:Reason><s:Text xml:lang="en">${reason}</s:Text></s:Reason></s:Fault>` +
      ENVELOPE_CLOSE,
  };
}

function systemDateAndTime(nowMs: number): string {
  const at = new Date(nowMs);
  return (
    '<tds:GetSystemDateAndTimeResponse><tds:SystemDateAndTime>' +
    '<tt:DateTimeType>NTP</tt:DateTimeType><tt:DaylightSavings>false</tt:DaylightSavings>' +
    '<tt:TimeZone><tt:TZ>UTC0</tt:TZ></tt:TimeZone><tt:UTCDateTime>' +
    `<tt:Time><tt:Hour>${at.getUTCHours()}</tt:Hour><tt:Minute>${at.getUTCMinutes()}</tt:Minute>` +
    `<tt:Second>${at.getUTCSeconds()}</tt:Second></tt:Time>` +
    `<tt:Date><tt:Year>${at.getUTCFullYear()}</tt:Year><tt:Month>${at.getUTCMonth() + 1}</tt:Month>` +
    `<tt:Day>${at.getUTCDate()}</tt:Day></tt:Date>` +
    '</tt:UTCDateTime></tds:SystemDateAndTime></tds:GetSystemDateAndTimeResponse>'
  );
}

function capabilities(origin: string): string {
  return (
    '<tds:GetCapabilitiesResponse><tds:Capabilities>' +
    `<tt:Device><tt:XAddr>${origin}${ONVIF_DEVICE_PATH}</tt:XAddr></tt:Device>` +
    `<tt:Media><tt:XAddr>${origin}${ONVIF_MEDIA_PATH}</tt:XAddr><tt:StreamingCapabilities>` +
    '<tt:RTPMulticast>false</tt:RTPMulticast><tt:RTP_TCP>true</tt:RTP_TCP><tt:RTP_RTSP_TCP>true</tt:RTP_RTSP_TCP>' +
    '</tt:StreamingCapabilities></tt:Media>' +
    '</tds:Capabilities></tds:GetCapabilitiesResponse>'
  );
}

function profiles(): string {
  return (
    `<trt:GetProfilesResponse><trt:Profiles token="${PROFILE_TOKEN}" fixed="true"><tt:Name>mainStream</tt:Name>` +
    '<tt:VideoEncoderConfiguration token="encoder_1"><tt:Name>JPEG</tt:Name><tt:UseCount>1</tt:UseCount>' +
    '<tt:Encoding>JPEG</tt:Encoding><tt:Resolution><tt:Width>640</tt:Width><tt:Height>360</tt:Height></tt:Resolution>' +
    '<tt:Quality>70</tt:Quality></tt:VideoEncoderConfiguration>' +
    '</trt:Profiles></trt:GetProfilesResponse>'
  );
}

function snapshotUri(origin: string): string {
  return (
    `<trt:GetSnapshotUriResponse><trt:MediaUri><tt:Uri>${origin}${ONVIF_SNAPSHOT_PATH}</tt:Uri>` +
    '<tt:InvalidAfterConnect>false</tt:InvalidAfterConnect><tt:InvalidAfterReboot>false</tt:InvalidAfterReboot>' +
    '<tt:Timeout>PT0S</tt:Timeout></trt:MediaUri></trt:GetSnapshotUriResponse>'
  );
}
