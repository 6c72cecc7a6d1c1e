// Caps requests in flight: the service allows numberOfConnections per application and answers
// 503 past it. Waiters are served first come, first served, and may give up through a signal.
import { ServiceError } from './errors.js';

export class ConnectionLimit {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private limit: number) {
    this.setLimit(limit);
  }

  setLimit(limit: number): void {
    this.limit = Number.isSafeInteger(limit) && limit >= 1 ? limit : 1;
    this.wakeWaiters();
  }

  get inFlight(): number {
    return this.active;
  }

  async run<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.wakeWaiters();
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(aborted());
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const onAbort = (): void => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(aborted());
      };
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        this.active += 1;
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private wakeWaiters(): void {
    while (this.active < this.limit && this.waiting.length > 0) this.waiting.shift()?.();
  }
}

function aborted(): ServiceError {
  return new ServiceError('aborted', 'Cancelled');
}
