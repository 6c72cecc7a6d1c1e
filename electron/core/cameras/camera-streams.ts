// The camera streams this workstation holds open: one per camera and kind however many ask, closed once
// nobody has asked for a while, and never more than a few at once (the oldest asked is closed first).
import type { CameraPicture } from './camera-picture.js';
import type { FrameStream } from './frame-stream.js';

/** A stream nobody asked a frame of for this long is closed. */
export const STREAM_IDLE_MS = 10_000;
export const STREAMS_AT_ONCE = 8;

export class CameraStreams {
  private readonly held = new Map<string, { stream: FrameStream; askedMs: number }>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly now: () => number) {}

  /** The next frame of the stream `key`, opened with `open` unless it is open and well. */
  frame(key: string, open: () => FrameStream): Promise<CameraPicture> {
    let held = this.held.get(key);
    if (!held || held.stream.ended) {
      held?.stream.close();
      held = { stream: open(), askedMs: this.now() };
      this.held.set(key, held);
      this.closeOldestOver(STREAMS_AT_ONCE);
      this.sweeper ??= setInterval(() => this.closeIdle(), STREAM_IDLE_MS / 2).unref();
    }
    held.askedMs = this.now();
    return held.stream.next();
  }

  closeAll(): void {
    for (const { stream } of this.held.values()) stream.close();
    this.held.clear();
    this.stopSweeping();
  }

  private closeIdle(): void {
    for (const [key, { stream, askedMs }] of this.held) {
      if (this.now() - askedMs >= STREAM_IDLE_MS || stream.ended) {
        stream.close();
        this.held.delete(key);
      }
    }
    if (this.held.size === 0) this.stopSweeping();
  }

  private closeOldestOver(limit: number): void {
    while (this.held.size > limit) {
      const [key, { stream }] = [...this.held].sort(([, a], [, b]) => a.askedMs - b.askedMs)[0]!;
      stream.close();
      this.held.delete(key);
    }
  }

  private stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
}
