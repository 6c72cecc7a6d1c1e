// A service simulated in memory on a clock the test moves, and a driver that runs the real
// SyncEngine on it: for properties that need days of virtual time and thousands of reads delayed at
// random (the demo over HTTP cannot run that in seconds, nor delay one read and not another).
// Each request takes a random time during which the clock moves on; the answer is what the service
// had received when it answers. Seeded: the same seed gives the same run.
import type { AccessEvent } from '../../electron/core/api/types.js';
import type { ServiceClient } from '../../electron/core/api/client.js';
import type { SyncEngineDriver } from '../../electron/core/sync/engine-driver.js';

/** A small seeded generator (mulberry32): deterministic runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulatedEvent {
  eventId: number;
  eventMs: number;
  receivedMs: number;
  deviceGuid: string;
}

interface Timer {
  atMs: number;
  resolve: () => void;
}

export class SimulatedService {
  readonly clock: { now: number };
  /** Per customer, its events sorted by eventDate. */
  private readonly events = new Map<string, SimulatedEvent[]>();
  private timers: Timer[] = [];

  constructor(
    startMs: number,
    private readonly random: () => number,
    /** How long a request takes: drawn for each one. */
    private readonly latencyMs: () => number,
  ) {
    this.clock = { now: startMs };
  }

  /** Sets a customer's events, all of them ahead of time (each is seen only once its receivedDate has passed). */
  setEvents(customerGuid: string, events: SimulatedEvent[]): void {
    this.events.set(
      customerGuid,
      [...events].sort((a, b) => a.eventMs - b.eventMs),
    );
  }

  /** The client the engine uses: events by eventDate window, as received by the time each answer leaves. */
  client(): ServiceClient {
    const answerLater = async (): Promise<void> => {
      await new Promise<void>((resolve) => this.timers.push({ atMs: this.clock.now + this.latencyMs(), resolve }));
    };
    const fake = {
      serviceClock: { offsetMs: null },
      listEvents: async (
        customerGuid: string,
        query: { from?: Date; to?: Date; onAttempt?: () => void; onEvents?: (events: AccessEvent[]) => void },
      ): Promise<AccessEvent[]> => {
        query.onAttempt?.();
        await answerLater();
        const answer = this.answer(customerGuid, query.from!.getTime(), query.to!.getTime());
        query.onEvents?.(answer);
        return answer;
      },
      getCustomer: async (customerGuid: string, options: { onAttempt?: () => void }) => {
        options.onAttempt?.();
        await answerLater();
        return { customerGuid, customerName: 'Simulated' };
      },
      listDoors: async (_guid: string, options: { onAttempt?: () => void }) => (options.onAttempt?.(), []),
      listDevices: async (_guid: string, options: { onAttempt?: () => void }) => (options.onAttempt?.(), []),
      listUsers: async (_guid: string, options: { onAttempt?: () => void }) => (options.onAttempt?.(), []),
    };
    return fake as unknown as ServiceClient;
  }

  /**
   * Runs the engine until `untilMs`: every read due is started, each request answers after its
   * latency, and each wake-up comes up to `jitterMs` late (a busy event loop). `kill`: at `untilMs` the
   * engine dies as under SIGKILL: the answers still in flight never arrive, so nothing more of it is stored.
   */
  async run(engine: SyncEngineDriver, untilMs: number, jitterMs: number, kill = false): Promise<void> {
    while (this.clock.now < untilMs) {
      let nextWakeMs: number | null = null;
      const served = engine.runDue().then((next) => {
        nextWakeMs = next;
      });
      for (;;) {
        // Lets the engine go as far as it can without the clock moving.
        for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        if (nextWakeMs !== null) break;
        const timer = this.earliestTimer();
        if (!timer) {
          await served;
          break;
        }
        if (kill && timer.atMs >= untilMs) {
          this.timers = [];
          this.clock.now = untilMs;
          return;
        }
        this.clock.now = Math.max(this.clock.now, timer.atMs);
        timer.resolve();
      }
      await served;
      const wake = Math.max(this.clock.now + 1, Math.min(nextWakeMs!, this.clock.now + 30_000));
      this.clock.now = Math.min(untilMs, wake + Math.round(this.random() * jitterMs));
    }
  }

  private earliestTimer(): Timer | undefined {
    if (this.timers.length === 0) return undefined;
    let best = 0;
    for (let index = 1; index < this.timers.length; index += 1) {
      if (this.timers[index]!.atMs < this.timers[best]!.atMs) best = index;
    }
    return this.timers.splice(best, 1)[0];
  }

  private answer(customerGuid: string, fromMs: number, toMs: number): AccessEvent[] {
    const events = this.events.get(customerGuid) ?? [];
    const nowMs = this.clock.now;
    const out: AccessEvent[] = [];
    for (let index = firstAtOrAfter(events, fromMs); index < events.length; index += 1) {
      const event = events[index]!;
      if (event.eventMs > toMs) break;
      if (event.receivedMs <= nowMs) out.push(accessEvent(customerGuid, event));
    }
    return out;
  }
}

function firstAtOrAfter(events: readonly SimulatedEvent[], ms: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.eventMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function accessEvent(customerGuid: string, event: SimulatedEvent): AccessEvent {
  return {
    eventId: event.eventId,
    eventType: 1,
    displayName: 'Access granted',
    priorityDescription: 'Low',
    eventDate: new Date(event.eventMs).toISOString(),
    receivedDate: new Date(event.receivedMs).toISOString(),
    customerGuid,
    deviceGuid: event.deviceGuid,
    deviceName: `Controller ${event.deviceGuid.slice(-4)}`,
    siteGuid: '44444444-4444-4444-8444-444444444444',
    doorGuid: '66666666-6666-4666-8666-666666666666',
    doorName: 'Front door',
    doorDeleted: false,
    deviceDeleted: false,
    userGuid: null,
    userBarred: false,
    userDeleted: false,
    tokenLost: false,
  } as AccessEvent;
}
