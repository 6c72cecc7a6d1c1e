// How a camera may give a picture, from its cameraType and port (the service names no closed set of types),
// in the order to try them: the maker's own snapshot path over HTTP (Axis VAPIX, Hikvision ISAPI, Hanwha
// SUNAPI), then ONVIF's GetSnapshotUri, which any Profile S camera answers; a camera that only streams
// (port 554, or a type that says RTSP) gives a frame of its RTSP stream through ffmpeg. Live view reads a
// stream where the camera has one (the maker's MJPEG, or RTSP) and snapshots otherwise.
export type CameraMaker = 'axis' | 'hikvision' | 'hanwha';

export type CameraWay =
  | { kind: 'snapshot'; scheme: 'http' | 'https'; path: string }
  | { kind: 'onvif'; scheme: 'http' | 'https' }
  | { kind: 'rtsp'; path: string };

export type CameraWays =
  | { ok: true; maker: CameraMaker | null; ways: readonly CameraWay[]; mjpegPath: string | null }
  | { ok: false; reason: string };

const RTSP_PORT = 554;
export const HTTPS_PORT = 443;

const MAKERS: ReadonlyArray<{
  maker: CameraMaker;
  pattern: RegExp;
  snapshotPath: string;
  mjpegPath: string | null;
  rtspPath: string;
}> = [
  {
    maker: 'axis',
    pattern: /\baxis\b/i,
    snapshotPath: '/axis-cgi/jpg/image.cgi?resolution=640x360',
    mjpegPath: '/axis-cgi/mjpg/video.cgi?resolution=640x360&fps=4',
    rtspPath: '/axis-media/media.amp',
  },
  {
    maker: 'hikvision',
    pattern: /\bhik(vision)?\b/i,
    snapshotPath: '/ISAPI/Streaming/channels/101/picture',
    mjpegPath: null,
    rtspPath: '/Streaming/Channels/101',
  },
  {
    maker: 'hanwha',
    pattern: /\b(hanwha|wisenet|samsung)\b/i,
    snapshotPath: '/stw-cgi/video.cgi?msubmenu=snapshot&action=view',
    mjpegPath: null,
    rtspPath: '/profile2/media.smp',
  },
];

export function cameraWays(cameraType: unknown, port: number): CameraWays {
  const type = typeof cameraType === 'string' ? cameraType : '';
  const known = MAKERS.find((maker) => maker.pattern.test(type)) ?? null;
  if (port === RTSP_PORT || /\brtsp\b/i.test(type)) {
    if (!known) return { ok: false, reason: `it only streams (RTSP), and where a "${type}" streams is not known` };
    return { ok: true, maker: known.maker, ways: [{ kind: 'rtsp', path: known.rtspPath }], mjpegPath: null };
  }
  const scheme = port === HTTPS_PORT ? 'https' : 'http';
  const onvif: CameraWay = { kind: 'onvif', scheme };
  if (!known) return { ok: true, maker: null, ways: [onvif], mjpegPath: null };
  return {
    ok: true,
    maker: known.maker,
    ways: [{ kind: 'snapshot', scheme, path: known.snapshotPath }, onvif],
    mjpegPath: known.mjpegPath,
  };
}
