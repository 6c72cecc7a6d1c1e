// What may end one request to the service early, as one abort: the whole answer's deadline (headers to last
// byte, however steadily it trickles in), the idle timeout (rearmed as each piece arrives), and the caller's
// own cancel. Which of them ended it is kept, for the error the guard reads.
export class AttemptTimers {
  private readonly controller = new AbortController();
  private ended: 'deadline' | 'idle' | null = null;
  private idle: NodeJS.Timeout | undefined;
  private readonly deadline: NodeJS.Timeout;
  private readonly onCallerAbort = (): void => this.controller.abort();

  constructor(
    deadlineMs: number,
    readonly idleTimeoutMs: number,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.deadline = setTimeout(() => this.end('deadline'), deadlineMs);
    callerSignal?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.rearm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why it was ended: the deadline, the idle timeout, or (null) neither. */
  get endedBy(): 'deadline' | 'idle' | null {
    return this.ended;
  }

  /** Something arrived: the idle timeout starts again. */
  readonly rearm = (): void => {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.end('idle'), this.idleTimeoutMs);
  };

  dispose(): void {
    clearTimeout(this.idle);
    clearTimeout(this.deadline);
    this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
  }

  private end(by: 'deadline' | 'idle'): void {
    // Past the deadline says more than idle: it is what the guard reads, whichever came first.
    this.ended = by === 'deadline' ? by : (this.ended ?? by);
    this.controller.abort();
  }
}
