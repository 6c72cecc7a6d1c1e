// Runs the traffic in real time: four times a second, whatever has occurred by the service's clock.
// A benchmark on a virtual clock calls the same production itself; the two never produce twice.

const TICK_MS = 250;

export class LiveGenerator {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly produceUntilNow: () => void) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(this.produceUntilNow, TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
