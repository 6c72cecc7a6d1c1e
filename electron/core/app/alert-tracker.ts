// Open denied-access alerts. Repeated denials of one token (or, for an unknown token, of one door)
// within a short window form one group with a count; a group closes when all its events are
// acknowledged. Pure: the caller feeds events and acknowledgements.
import type { AlertGroup } from '../../contract.js';
import { EVENT_TYPE_DENIED, type AccessEvent } from '../api/types.js';

export const DEFAULT_GROUP_WINDOW_MS = 5 * 60_000;
const NIL_GUID = '00000000-0000-0000-0000-000000000000';

export class AlertTracker {
  private readonly groups = new Map<string, AlertGroup>();

  constructor(private readonly windowMs: number = DEFAULT_GROUP_WINDOW_MS) {}

  /** Adds the denied events among `events` (in eventDate order); returns true when the open alerts changed. */
  add(events: readonly AccessEvent[]): boolean {
    let changed = false;
    const denied = events
      .filter((event) => event.eventType === EVENT_TYPE_DENIED)
      .sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate) || a.eventId - b.eventId);
    for (const event of denied) {
      if ([...this.groups.values()].some((group) => group.eventIds.includes(event.eventId))) continue;
      const atMs = Date.parse(event.eventDate);
      const byToken = event.userGuid !== null && event.tokenGuid !== null && event.tokenGuid !== NIL_GUID;
      const subject = byToken ? `token:${event.tokenGuid}` : `door:${event.doorGuid}`;
      const open = [...this.groups.values()].find(
        (group) =>
          group.key.startsWith(`${event.customerGuid}|${subject}|`) &&
          atMs - group.lastAtMs <= this.windowMs &&
          atMs >= group.firstAtMs,
      );
      if (open) {
        open.count += 1;
        open.eventIds.push(event.eventId);
        if (atMs >= open.lastAtMs) {
          open.lastAtMs = atMs;
          open.latest = event as unknown as Record<string, unknown>;
        }
      } else {
        const key = `${event.customerGuid}|${subject}|${event.eventId}`;
        this.groups.set(key, {
          key,
          customerGuid: event.customerGuid,
          reason: byToken ? 'token' : 'door',
          label: byToken
            ? [event.userFirstName, event.userLastName].filter(Boolean).join(' ') ||
              `Token ${event.tokenData ?? ''}`.trim()
            : `Unknown token at ${event.doorName ?? 'a door'}`,
          doorName: event.doorName ?? null,
          firstAtMs: atMs,
          lastAtMs: atMs,
          count: 1,
          eventIds: [event.eventId],
          latest: event as unknown as Record<string, unknown>,
        });
      }
      changed = true;
    }
    return changed;
  }

  /** Removes acknowledged events; returns true when the open alerts changed. */
  acknowledge(eventIds: readonly number[]): boolean {
    const done = new Set(eventIds);
    let changed = false;
    for (const [key, group] of this.groups) {
      const remaining = group.eventIds.filter((eventId) => !done.has(eventId));
      if (remaining.length === group.eventIds.length) continue;
      changed = true;
      if (remaining.length === 0) this.groups.delete(key);
      else {
        group.eventIds = remaining;
        group.count = remaining.length;
      }
    }
    return changed;
  }

  /** Open groups, the most recent first. */
  list(): AlertGroup[] {
    return [...this.groups.values()]
      .sort((a, b) => b.lastAtMs - a.lastAtMs)
      .map((group) => ({ ...group, eventIds: [...group.eventIds] }));
  }

  /** Unacknowledged denied events, all groups together. */
  get unacknowledgedCount(): number {
    let count = 0;
    for (const group of this.groups.values()) count += group.count;
    return count;
  }
}
