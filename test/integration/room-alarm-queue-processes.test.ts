// Three workstations as separate processes on one room database raise the same event's alarm at the
// same moment: one alarm for the room, raised by one of them, and it sounds on each of the three.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRoomDatabase, type RoomDatabase } from '../support/room-database.js';
import { closeAlarmGate } from '../support/room-lock-gate.js';

const DESK = new URL('../support/alarm-desk.mjs', import.meta.url).pathname;

interface Line {
  following?: boolean;
  sounded?: number;
  raised?: boolean;
  alarmId?: number;
}

class Desk {
  readonly child: ChildProcess;
  readonly lines: Line[] = [];
  private readonly waiters: Array<() => void> = [];

  constructor(url: string, name: string) {
    this.child = spawn(process.execPath, [DESK, url, name], { stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: this.child.stdout! }).on('line', (text) => {
      this.lines.push(JSON.parse(text) as Line);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async waitFor(match: (line: Line) => boolean): Promise<Line> {
    for (;;) {
      const found = this.lines.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}

let db: RoomDatabase;
let desks: Desk[] = [];

beforeEach(async () => {
  db = await createRoomDatabase({ migrated: true });
});
afterEach(async () => {
  for (const desk of desks) desk.child.kill('SIGKILL');
  desks = [];
  await db.drop();
});

describe("the room's alarm queue across workstation processes", () => {
  it('raises one alarm when three workstations raise it at once, and it sounds on each', async () => {
    desks = ['control-1', 'control-2', 'control-3'].map((name) => new Desk(db.url, name));
    await Promise.all(desks.map((desk) => desk.waitFor((line) => line.following === true)));

    const gate = await closeAlarmGate(db.admin);
    for (const desk of desks) desk.child.stdin!.write('raise 7001\n');
    await gate.waitForWaiters(3);
    await gate.open();

    const outcomes = await Promise.all(desks.map((desk) => desk.waitFor((line) => line.raised !== undefined)));
    expect(outcomes.filter((outcome) => outcome.raised)).toHaveLength(1);
    const alarmIds = new Set(outcomes.map((outcome) => outcome.alarmId));
    expect(alarmIds.size).toBe(1);
    const [alarmId] = alarmIds;
    await Promise.all(desks.map((desk) => desk.waitFor((line) => line.sounded === alarmId)));
    const rows = await db.admin.query('SELECT count(*)::int AS n FROM room_alarms');
    expect(rows.rows).toEqual([{ n: 1 }]);
  });
});
