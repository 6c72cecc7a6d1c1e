// This workstation's part in knowing who holds what in the control room (issue 35 part 1). Every few
// seconds it tells the room which operators are at its screens and how long since each touched theirs,
// releases what operators who touched no screen of the room for the set time hold (any workstation may:
// the room decides each alarm once), and reads who is where, telling the screens when that changed.
import type { RoomPresenceList } from '../../../contract.js';
import type { PresenceRow, ScreenPresence } from './room-presence.js';
import type { RoomAlarms } from './room-alarms.js';

export interface RoomOperatorsOptions {
  roomAlarms: RoomAlarms;
  workstation: string;
  /** The operators at this workstation's screens now (screens-present.ts). */
  screens: () => ScreenPresence[];
  /** The rules' time after which an idle or absent operator's alarms go back to the queue. */
  releaseAfterIdleMs: () => number;
  /** Who is where changed: the screens are told. */
  changed: (list: RoomPresenceList) => void;
  now: () => number;
}

const EVERY_MS = 5_000;
/** A screen's last touch that moved less than this is not news for the list (it would be, every few seconds). */
const TOUCH_NEWS_MS = 30_000;

export class RoomOperators {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | null = null;
  private last: RoomPresenceList;

  constructor(private readonly options: RoomOperatorsOptions) {
    this.last = { inRoom: true, releaseAfterIdleMs: options.releaseAfterIdleMs(), operators: [] };
  }

  start(): void {
    if (!this.timer) {
      this.timer = setInterval(() => void this.tick(), EVERY_MS);
      this.timer.unref();
    }
    void this.tick();
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    return this.running ?? Promise.resolve();
  }

  /** Who is at the room's screens, as last read. */
  list(): RoomPresenceList {
    return this.last;
  }

  /**
   * Reports, releases and reads once (a tick already under way is waited for instead). A room out of reach
   * leaves the last list as it was, and the next tick tries again.
   */
  tick(): Promise<void> {
    this.running ??= this.once()
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async once(): Promise<void> {
    const { roomAlarms, workstation, now } = this.options;
    const releaseAfterIdleMs = this.options.releaseAfterIdleMs();
    const rows = await roomAlarms.presence(async (presence) => {
      await presence.report(workstation, this.options.screens());
      await presence.releaseIdle(releaseAfterIdleMs, workstation);
      return presence.list();
    });
    const nowMs = now();
    const list: RoomPresenceList = {
      inRoom: true,
      releaseAfterIdleMs,
      operators: rows.map((row) => placed(row, nowMs)),
    };
    const news = isNews(this.last, list);
    this.last = list;
    if (news) this.options.changed(list);
  }
}

/** A row of the room's list with its moments on this workstation's clock. */
function placed(row: PresenceRow, nowMs: number): RoomPresenceList['operators'][number] {
  return {
    operator: row.operator,
    workstation: row.workstation,
    screenId: row.screenId,
    screenName: row.screenName,
    sinceMs: nowMs - row.sinceAgoMs,
    lastActiveMs: nowMs - row.idleMs,
    present: row.present,
    lastSeenMs: nowMs - row.seenAgoMs,
  };
}

/** Whether the screens need the new list: someone came, left or moved, or touched their screen after a while. */
function isNews(before: RoomPresenceList, after: RoomPresenceList): boolean {
  if (before.releaseAfterIdleMs !== after.releaseAfterIdleMs) return true;
  if (before.operators.length !== after.operators.length) return true;
  return after.operators.some((row, index) => {
    const old = before.operators[index]!;
    return (
      old.operator !== row.operator ||
      old.workstation !== row.workstation ||
      old.screenId !== row.screenId ||
      old.screenName !== row.screenName ||
      old.present !== row.present ||
      Math.abs(old.sinceMs - row.sinceMs) >= TOUCH_NEWS_MS ||
      Math.abs(old.lastActiveMs - row.lastActiveMs) >= TOUCH_NEWS_MS
    );
  });
}
