// Alarms a full disk kept from being raised: their events wait here, by customer, and are raised at the next
// escalation check (the disk may have room by then).
import type { AccessEvent } from '../api/types.js';
import { isDiskFull } from '../storage/sqlite-cache-file.js';

/** Events whose alarms wait (a full disk), with the service's clock when they were first stored. */
export interface HeldBack {
  events: AccessEvent[];
  seenAtServiceMs: number;
}

export class AlarmsHeldBack {
  private readonly held = new Map<string, HeldBack>();

  /** These events' alarms could not be raised: they wait with the customer's others. */
  hold(customerGuid: string, held: HeldBack): void {
    const before = this.held.get(customerGuid);
    this.held.set(customerGuid, {
      events: [...(before?.events ?? []), ...held.events],
      seenAtServiceMs: Math.min(before?.seenAtServiceMs ?? Infinity, held.seenAtServiceMs),
    });
  }

  /** Every customer's waiting events, handed over (and no longer held). */
  takeAll(): Array<[string, HeldBack]> {
    const all = [...this.held];
    this.held.clear();
    return all;
  }
}

/**
 * Runs a write of the alarm book; false when the disk was full (the sync's banner says so). Called
 * from timers and worker messages, where a throw would end the process.
 */
export async function whileDiskAllows(write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isDiskFull(error)) return false;
    throw error;
  }
}
