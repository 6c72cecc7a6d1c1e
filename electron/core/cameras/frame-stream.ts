// One camera's stream held open for whoever needs its frames (a guard's live view, an alarm's pictures from a
// camera that only streams): the latest frame, and the next one for whoever waits. Its source (an MJPEG
// request, ffmpeg reading RTSP) is opened once however many ask.
import type { Readable } from 'node:stream';
import type { CameraPicture, CameraProblem } from './camera-picture.js';
import { JpegSplitter } from './jpeg-splitter.js';

export interface StreamSource {
  /** JPEG pictures one after another, anything between them ignored. */
  bytes: Readable;
  /** Why the stream ended, once it has. */
  ended: Promise<CameraProblem>;
  stop(): void;
}

const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** A frame this fresh is given as it is; an older one makes the asker wait for the next. */
const FRESH_MS = 300;

export class FrameStream {
  private latest: { jpeg: Buffer; atMs: number } | null = null;
  private readonly waiting = new Set<(picture: CameraPicture) => void>();
  private failure: CameraProblem | null = null;
  private source: StreamSource | null = null;
  private closed = false;

  /**
   * `firstFrameMs`: how long the first frame may take (connecting, authenticating, the stream starting);
   * `frameMs`: how long any later frame may.
   */
  constructor(
    open: () => Promise<StreamSource | CameraProblem>,
    private readonly timing: { firstFrameMs: number; frameMs: number; now: () => number },
  ) {
    open().then(
      (opened) => {
        if (this.closed && 'stop' in opened) opened.stop();
        else this.started(opened);
      },
      (error: unknown) =>
        this.fail({ ok: false, kind: 'bad-answer', detail: `the stream could not be opened (${String(error)})` }),
    );
  }

  /** Whether it has failed or been closed (a new one must be opened to try again). */
  get ended(): boolean {
    return this.closed || this.failure !== null;
  }

  next(): Promise<CameraPicture> {
    if (this.failure) return Promise.resolve(this.failure);
    const latest = this.latest;
    if (latest && this.timing.now() - latest.atMs <= FRESH_MS) return Promise.resolve({ ok: true, jpeg: latest.jpeg });
    const waitMs = latest ? this.timing.frameMs : this.timing.firstFrameMs;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(settle);
        const problem: CameraProblem = {
          ok: false,
          kind: 'not-answering',
          detail: `no picture from its stream within ${waitMs / 1000} s`,
        };
        this.fail(problem);
        resolve(problem);
      }, waitMs);
      const settle = (picture: CameraPicture): void => {
        clearTimeout(timer);
        resolve(picture);
      };
      this.waiting.add(settle);
    });
  }

  close(): void {
    this.closed = true;
    this.fail({ ok: false, kind: 'not-answering', detail: 'the stream was closed' });
  }

  private started(opened: StreamSource | CameraProblem): void {
    if (!('stop' in opened)) return this.fail(opened);
    this.source = opened;
    const splitter = new JpegSplitter(MAX_FRAME_BYTES);
    opened.bytes.on('data', (chunk: Buffer) => {
      let pictures: Buffer[];
      try {
        pictures = splitter.push(chunk);
      } catch (error) {
        return this.fail({ ok: false, kind: 'bad-answer', detail: (error as Error).message });
      }
      for (const jpeg of pictures) this.frame(jpeg);
    });
    opened.bytes.on('error', () => undefined);
    void opened.ended.then((problem) => this.fail(problem));
  }

  private frame(jpeg: Buffer): void {
    this.latest = { jpeg, atMs: this.timing.now() };
    for (const settle of this.waiting) settle({ ok: true, jpeg });
    this.waiting.clear();
  }

  private fail(problem: CameraProblem): void {
    this.failure ??= problem;
    this.source?.stop();
    this.source = null;
    for (const settle of this.waiting) settle(this.failure);
    this.waiting.clear();
  }
}
