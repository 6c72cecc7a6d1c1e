// A demo camera's video as RTP/JPEG packets (RFC 2435), made by Debian's ffmpeg from the painted frames:
// the demo's RTSP camera forwards them to whoever plays it. ffmpeg runs only while someone watches, so a
// demo nobody looks at costs nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const RTP_FRAMES_PER_SECOND = 4;

let ffmpegFound: boolean | undefined;
/**
 * Whether ffmpeg is on the PATH (the set-up installs Debian's); without it the demo has no RTSP camera. Looked
 * up as a shell would, not run: `ffmpeg -version` cost every demo's start 0.1 s of processor, its event loop
 * blocked meanwhile.
 */
export function ffmpegInstalled(): boolean {
  ffmpegFound ??= (process.env.PATH ?? '').split(delimiter).some((folder) => isExecutable(join(folder, 'ffmpeg')));
  return ffmpegFound;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export class RtpJpegStream {
  private readonly watchers = new Set<(packet: Buffer) => void>();
  private running: { encoder: ChildProcess; sockets: Socket[]; timer: NodeJS.Timeout } | null = null;

  constructor(private readonly frame: () => Promise<Buffer>) {}

  /** Calls `watcher` with each RTP packet until the returned function is called. */
  async watch(watcher: (packet: Buffer) => void): Promise<() => void> {
    this.watchers.add(watcher);
    if (!this.running) await this.start();
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0) this.stop();
    };
  }

  stop(): void {
    if (!this.running) return;
    clearInterval(this.running.timer);
    this.running.encoder.kill('SIGKILL');
    for (const socket of this.running.sockets) socket.close();
    this.running = null;
  }

  private async start(): Promise<void> {
    const rtp = await boundSocket();
    const rtcp = await boundSocket();
    rtp.on('message', (packet) => this.watchers.forEach((watcher) => watcher(packet)));
    const encoder = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostats'],
        ...['-probesize', '32', '-analyzeduration', '0'],
        ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(RTP_FRAMES_PER_SECOND), '-i', 'pipe:0'],
        // RFC 2435 carries no Huffman tables: the receiver assumes the standard ones.
        ...[
          '-c:v',
          'mjpeg',
          '-huffman',
          'default',
          '-force_duplicated_matrix',
          '1',
          '-pix_fmt',
          'yuvj420p',
          '-q:v',
          '6',
        ],
        ...['-f', 'rtp', '-payload_type', '26'],
        `rtp://127.0.0.1:${port(rtp)}?rtcpport=${port(rtcp)}&pkt_size=1400`,
      ],
      { stdio: ['pipe', 'ignore', 'ignore'] },
    );
    encoder.stdin.on('error', () => undefined);
    const timer = setInterval(() => {
      void this.frame().then((jpeg) => encoder.stdin.writable && encoder.stdin.write(jpeg));
    }, 1000 / RTP_FRAMES_PER_SECOND);
    this.running = { encoder, sockets: [rtp, rtcp], timer };
  }
}

function boundSocket(): Promise<Socket> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve(socket));
  });
}

const port = (socket: Socket): number => socket.address().port;
