// How a camera gives a picture, from its cameraType and port (the service names no closed set of types):
// the maker's own snapshot path over HTTP (Axis VAPIX, Hikvision ISAPI, Hanwha SUNAPI), and for Axis its
// MJPEG stream. A port-554 camera only streams RTSP, and an unknown type needs ONVIF: neither is built yet,
// and the camera says so rather than staying blank.
export type CameraMaker = 'axis' | 'hikvision' | 'hanwha';

export type CameraWays =
  | { ok: true; maker: CameraMaker; scheme: 'http' | 'https'; snapshotPath: string; mjpegPath: string | null }
  | { ok: false; reason: string };

const RTSP_PORT = 554;
const HTTPS_PORT = 443;

const MAKERS: ReadonlyArray<{ maker: CameraMaker; pattern: RegExp; snapshotPath: string; mjpegPath: string | null }> = [
  {
    maker: 'axis',
    pattern: /\baxis\b/i,
    snapshotPath: '/axis-cgi/jpg/image.cgi?resolution=640x360',
    mjpegPath: '/axis-cgi/mjpg/video.cgi?resolution=640x360&fps=4',
  },
  {
    maker: 'hikvision',
    pattern: /\bhik(vision)?\b/i,
    snapshotPath: '/ISAPI/Streaming/channels/101/picture',
    mjpegPath: null,
  },
  {
    maker: 'hanwha',
    pattern: /\b(hanwha|wisenet|samsung)\b/i,
    snapshotPath: '/stw-cgi/video.cgi?msubmenu=snapshot&action=view',
    mjpegPath: null,
  },
];

export function cameraWays(cameraType: unknown, port: number): CameraWays {
  if (port === RTSP_PORT) {
    return { ok: false, reason: 'it only streams (RTSP, port 554), which this monitor cannot take pictures from yet' };
  }
  const type = typeof cameraType === 'string' ? cameraType : '';
  const known = MAKERS.find((maker) => maker.pattern.test(type));
  if (!known) return { ok: false, reason: `its type "${type}" is not one this monitor can take pictures from yet` };
  return {
    ok: true,
    maker: known.maker,
    scheme: port === HTTPS_PORT ? 'https' : 'http',
    snapshotPath: known.snapshotPath,
    mjpegPath: known.mjpegPath,
  };
}
