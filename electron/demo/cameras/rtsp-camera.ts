// A demo camera that only streams, as cheap cameras do: an RTSP server (RFC 2326) behind Digest
// authentication whose one stream is RTP/JPEG, interleaved on the RTSP connection (TCP). The packets come
// from ffmpeg (rtp-jpeg-stream.ts); this file is only the session's control and the forwarding.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { DigestChallenge } from './digest-challenge.js';
import { RtpJpegStream } from './rtp-jpeg-stream.js';

export interface RtspCameraOptions {
  host: string;
  /** The stream's path, as the camera's maker names it. */
  path: string;
  userName: string;
  password: string;
  /** The camera's current frame, whoever asks. */
  frames: { now(): Promise<Buffer> };
}

export interface ServedRtspCamera {
  port: number;
  close(): Promise<void>;
}

interface RtspRequest {
  method: string;
  url: string;
  headers: Map<string, string>;
}

const JPEG_PAYLOAD_TYPE = 26;
const MAX_REQUEST_BYTES = 16 * 1024;

export async function serveRtspCamera(options: RtspCameraOptions): Promise<ServedRtspCamera> {
  const stream = new RtpJpegStream(() => options.frames.now());
  const digest = new DigestChallenge('rtsp camera', options.userName, options.password);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new RtspSession(socket, options, digest, stream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      stream.stop();
      const closed = closeServer(server);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

class RtspSession {
  private pending = Buffer.alloc(0);
  private readonly id = Math.random().toString(16).slice(2, 10);
  private interleaved = false;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly socket: Socket,
    private readonly options: RtspCameraOptions,
    private readonly digest: DigestChallenge,
    private readonly stream: RtpJpegStream,
  ) {
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => this.unwatch?.());
  }

  private receive(chunk: Buffer): void {
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      // The client's RTCP reports come interleaved too ("$", channel, length): read past them.
      if (this.pending[0] === 0x24) {
        if (this.pending.length < 4) return;
        const end = 4 + this.pending.readUInt16BE(2);
        if (this.pending.length < end) return;
        this.pending = this.pending.subarray(end);
        continue;
      }
      const headEnd = this.pending.indexOf('\r\n\r\n');
      if (headEnd < 0) {
        if (this.pending.length > MAX_REQUEST_BYTES) this.socket.destroy();
        return;
      }
      const request = parseRequest(this.pending.subarray(0, headEnd).toString('latin1'));
      const end = headEnd + 4 + Number(request.headers.get('content-length') ?? 0);
      if (this.pending.length < end) return;
      this.pending = this.pending.subarray(end);
      void this.answer(request);
    }
  }

  private async answer(request: RtspRequest): Promise<void> {
    const cseq = request.headers.get('cseq') ?? '0';
    const reply = (status: string, headers: Record<string, string | number> = {}, body = ''): void => {
      const lines = [`RTSP/1.0 ${status}`, `CSeq: ${cseq}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    };
    if (request.method === 'OPTIONS') return reply('200 OK', { Public: 'OPTIONS, DESCRIBE, SETUP, PLAY, TEARDOWN' });
    if (!new URL(request.url).pathname.startsWith(this.options.path)) return reply('404 Not Found');
    if (!this.digest.accepts(request.method, request.headers.get('authorization'))) {
      return reply('401 Unauthorized', { 'WWW-Authenticate': this.digest.challenge() });
    }
    switch (request.method) {
      case 'DESCRIBE':
        return reply(
          '200 OK',
          { 'Content-Base': `${request.url.replace(/\/?$/, '/')}`, 'Content-Type': 'application/sdp' },
          sessionDescription(this.options.host),
        );
      case 'SETUP': {
        const transport = request.headers.get('transport') ?? '';
        // Only interleaved TCP: it is what crosses a site's firewall, and what the monitor asks for.
        if (!/RTP\/AVP\/TCP/i.test(transport)) return reply('461 Unsupported Transport');
        this.interleaved = true;
        return reply('200 OK', { Transport: 'RTP/AVP/TCP;unicast;interleaved=0-1', Session: `${this.id};timeout=60` });
      }
      case 'PLAY':
        if (!this.interleaved) return reply('455 Method Not Valid in This State');
        reply('200 OK', { Session: this.id, Range: 'npt=0.000-' });
        this.unwatch ??= await this.stream.watch((packet) => this.forward(packet));
        return;
      case 'TEARDOWN':
        this.unwatch?.();
        this.unwatch = null;
        return reply('200 OK', { Session: this.id });
      default:
        return reply('405 Method Not Allowed', { Allow: 'OPTIONS, DESCRIBE, SETUP, PLAY, TEARDOWN' });
    }
  }

  private forward(packet: Buffer): void {
    if (this.socket.destroyed) return;
    const frame = Buffer.alloc(4);
    frame[0] = 0x24;
    frame[1] = 0; // channel 0: RTP
    frame.writeUInt16BE(packet.length, 2);
    this.socket.write(Buffer.concat([frame, packet]));
  }
}

function parseRequest(head: string): RtspRequest {
  const [requestLine = '', ...lines] = head.split('\r\n');
  const [method = '', url = 'rtsp://invalid/'] = requestLine.split(' ');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { method, url: URL.canParse(url) ? url : 'rtsp://invalid/', headers };
}

function sessionDescription(host: string): string {
  return [
    'v=0',
    `o=- 0 0 IN IP4 ${host}`,
    's=acs-monitor demo camera',
    'c=IN IP4 0.0.0.0',
    't=0 0',
    `m=video 0 RTP/AVP ${JPEG_PAYLOAD_TYPE}`,
    'a=control:track1',
    '',
  ].join('\r\n');
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
