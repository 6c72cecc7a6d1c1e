// A demo camera's current frame, shared by everyone who asks at the same moment.
import { paintFrame, type FrameScene } from './frame-painter.js';

/** Painting a frame costs tens of milliseconds: one per tenth of a second, whoever asks. */
export class FrameCache {
  private last: { tenth: number; jpeg: Promise<Buffer> } | null = null;

  constructor(
    private readonly scene: Omit<FrameScene, 'atMs'>,
    private readonly clock: () => number,
  ) {}

  now(): Promise<Buffer> {
    const atMs = this.clock();
    const tenth = Math.floor(atMs / 100);
    if (this.last?.tenth !== tenth) this.last = { tenth, jpeg: paintFrame({ ...this.scene, atMs }) };
    return this.last.jpeg;
  }
}
