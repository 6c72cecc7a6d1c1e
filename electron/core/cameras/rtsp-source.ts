// A camera that only streams, read through Debian's ffmpeg (the set-up installs it): ffmpeg connects over
// RTSP (interleaved on TCP, what crosses a site's firewall), decodes and gives JPEG pictures 640 px wide at
// most. The camera's user name and password must not be in ffmpeg's command line, which any local user can
// read in /proc: ffmpeg reads the stream's address from its standard input instead (a one-line concat list).
// Nothing ffmpeg prints is passed on or logged: its messages repeat the address, credentials and all.
import { spawn, type ChildProcess } from 'node:child_process';
import type { CameraProblem } from './camera-picture.js';
import type { StreamSource } from './frame-stream.js';

export interface RtspTarget {
  /** "host:port", IPv6 hosts in brackets. */
  hostPort: string;
  path: string;
  userName: string;
  password: string;
}

/** How long connecting to the camera, or any read from it, may take. */
const RTSP_SOCKET_TIMEOUT_US = 3_000_000;
const STDERR_KEPT_BYTES = 4_096;

export function openRtsp(target: RtspTarget, start: typeof spawn = spawn): Promise<StreamSource | CameraProblem> {
  let ffmpeg: ChildProcess;
  try {
    ffmpeg = start('ffmpeg', FFMPEG_ARGS, { stdio: ['pipe', 'pipe', 'pipe'] });
  } catch {
    return Promise.resolve(NO_FFMPEG);
  }
  let stderr = '';
  ffmpeg.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT_BYTES)));
  ffmpeg.stdin!.on('error', () => undefined);
  ffmpeg.stdin!.end(concatList(target));
  const ended = new Promise<CameraProblem>((resolve) => {
    ffmpeg.once('error', (error) =>
      resolve((error as NodeJS.ErrnoException).code === 'ENOENT' ? NO_FFMPEG : UNREADABLE),
    );
    ffmpeg.once('close', () => resolve(problemOf(stderr)));
  });
  return Promise.resolve({ bytes: ffmpeg.stdout!, ended, stop: () => void ffmpeg.kill('SIGKILL') });
}

const FFMPEG_ARGS = [
  ...['-hide_banner', '-loglevel', 'error', '-nostats'],
  // A frame as soon as there is one: no seconds spent estimating the stream's frame rate.
  ...['-fpsprobesize', '0', '-analyzeduration', '0'],
  ...['-protocol_whitelist', 'pipe,rtsp,rtp,tcp,udp', '-f', 'concat', '-safe', '0', '-i', 'pipe:0'],
  // Each frame the camera sends, once (the image muxer would otherwise repeat frames to a rate of its own).
  ...['-an', '-fps_mode', 'passthrough', '-vf', "scale='min(640,iw)':-2"],
  ...['-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2pipe', 'pipe:1'],
];

/** The stream's address and the camera's options as a concat list: the only place the credentials go. */
function concatList(target: RtspTarget): string {
  const credential = (text: string): string => encodeURIComponent(text).replace(/'/g, '%27');
  const url = `rtsp://${credential(target.userName)}:${credential(target.password)}@${target.hostPort}${target.path}`;
  return [
    'ffconcat version 1.0',
    `file '${url}'`,
    'option rtsp_transport tcp',
    'option fpsprobesize 0',
    `option timeout ${RTSP_SOCKET_TIMEOUT_US}`,
    '',
  ].join('\n');
}

const NO_FFMPEG: CameraProblem = {
  ok: false,
  kind: 'not-supported',
  detail: 'it only streams (RTSP), and ffmpeg, which reads such streams, is not installed on this workstation',
};
const UNREADABLE: CameraProblem = {
  ok: false,
  kind: 'bad-answer',
  detail: "ffmpeg could not read the camera's stream",
};

/** ffmpeg's last words, as one of the few kinds a guard can act on (never the words themselves). */
function problemOf(stderr: string): CameraProblem {
  if (/\b40[13]\b|Unauthorized|Forbidden/i.test(stderr))
    return { ok: false, kind: 'wrong-credentials', detail: 'the camera refused its user name and password' };
  if (/Connection refused|No route to host|Network is unreachable|Connection reset/i.test(stderr))
    return { ok: false, kind: 'offline', detail: 'the camera refused or dropped the connection' };
  if (/timed out|timeout/i.test(stderr))
    return { ok: false, kind: 'not-answering', detail: `no answer within ${RTSP_SOCKET_TIMEOUT_US / 1e6} s` };
  if (/\b404\b|Not Found|\b461\b/i.test(stderr))
    return { ok: false, kind: 'not-supported', detail: 'the camera has no stream where its maker puts it' };
  if (stderr.trim() === '') return { ok: false, kind: 'not-answering', detail: "the camera's stream ended" };
  return UNREADABLE;
}
