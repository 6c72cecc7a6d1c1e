// One workstation of the desk bench as a process of its own, as at a real desk: a desk
// (room-desk-host.ts: the app's RoomPoller with its lease, feed follower, pool and its own cache) and
// the room's alarm follower (RoomAlarmFollower, as the app's RoomAlarms copies the room's alarms), and who
// is at its screen told to the room every 5 s (as the app's RoomOperators), each on connections of its own. While a window is measured it records how long each event took from being
// handed to the room to being stored in its cache and told to the app, and each forced door to show
// here as an open alarm.
// Arguments: the room's address, the bench's folder (world.json), the room's newest change, its name,
// events a second when it polls, its first id.
// Lines out: {"role": "poller" | "follower", "following": bool} at each change; {"handed": N} every
// second; {"newPoller": ms} when first shown an event a desk that took over handed; {"report": …}.
// Lines in: {"measure": {"fromMs", "toMs"}}, {"report": true}. SIGTERM stops it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { RoomAlarmFollower } from '../electron/core/room/alarms/alarm-follower.js';
import { openRoomConnection } from '../electron/core/room/database/room-connection.js';
import { RoomPresence } from '../electron/core/room/alarms/room-presence.js';
import { startDesk } from './room-desk-host.js';
import { DESK_IDS, isForcedDoor } from './room-desk-sync.js';
import { worldOf, type RoomCustomer, type RoomWorld } from './room-events.js';

export interface DeskReport {
  /** Per event handed within the window: its id and how long it took to show here (ms). */
  events: Array<[number, number]>;
  /** Per forced door handed within the window: its id and how long it took to show here as an open alarm. */
  alarms: Array<[number, number]>;
}

const [url, dir, position, name, perSecond, idBase] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const say = (line: object): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
// The world (76 MB of JSON for 500 customers) is read only by a desk that polls: 21 desks reading it at once
// would take the machine for a minute.
const watched = JSON.parse(readFileSync(join(dir, 'watched.json'), 'utf8')) as string[];
let world: RoomWorld | null = null;
let window: { fromMs: number; toMs: number } | null = null;
const inWindow = (handedAtMs: number | undefined): boolean =>
  window !== null && handedAtMs !== undefined && handedAtMs >= window.fromMs && handedAtMs < window.toMs;
const report: DeskReport = { events: [], alarms: [] };
let newPollerSeen = false;

const desk = startDesk({
  name,
  url,
  dir,
  world: () => (world ??= worldOf(JSON.parse(readFileSync(join(dir, 'world.json'), 'utf8')) as RoomCustomer[])),
  // Every desk watches every customer: each follows every event, and sees every alarm.
  watched,
  position: Number(position),
  idBase: Number(idBase),
  perSecond: Number(perSecond),
  followed: (events, shownAtMs) => {
    for (const event of events) {
      if (event.eventId >= DESK_IDS && !newPollerSeen) {
        newPollerSeen = true;
        say({ newPoller: shownAtMs });
      }
      const handedAtMs = Date.parse(event.receivedDate);
      if (inWindow(handedAtMs)) report.events.push([event.eventId, shownAtMs - handedAtMs]);
    }
  },
  roleChanged: (role) =>
    say({
      role: role.role,
      following: role.role === 'follower' && role.following,
      problem: role.role === 'follower' ? role.problem : null,
    }),
});
const seen = new Set<number>();
const alarms = new RoomAlarmFollower(url, {
  workstation: name,
  onChanges: (changed) => {
    const shownAtMs = Date.now();
    for (const alarm of changed) {
      if (alarm.state !== 'open' || !isForcedDoor(alarm.eventId) || seen.has(alarm.alarmId)) continue;
      seen.add(alarm.alarmId);
      const handedAtMs = alarm.grouping?.firstAtMs;
      if (inWindow(handedAtMs)) report.alarms.push([alarm.eventId, shownAtMs - handedAtMs!]);
    }
  },
});
// Who is at the desk's screen, as the app's RoomOperators tells the room every 5 s (report, release the idle's
// alarms, read who is where), on the connection of its own that the app's alarm steps use.
const presence = openRoomConnection(url, { applicationName: `acs-monitor alarm steps: ${name}` });
const presenceTimer = setInterval(() => {
  void presence
    .then(async (client) => {
      const room = new RoomPresence(client);
      await room.report(name, [
        { screenId: 'window', screenName: 'desk', operator: `guard-${name}`, customers: null, idleMs: 0 },
      ]);
      await room.releaseIdle(5 * 60_000, name);
      await room.list();
    })
    .catch(() => undefined);
}, 5_000);
presenceTimer.unref();
setInterval(() => say({ handed: desk.handed() }), 1_000).unref();
createInterface({ input: process.stdin }).on('line', (text) => {
  const line = JSON.parse(text) as { measure?: { fromMs: number; toMs: number } | null; report?: boolean };
  if (line.measure !== undefined) window = line.measure;
  if (line.report) say({ report });
});
process.on('SIGTERM', () => {
  clearInterval(presenceTimer);
  const presenceClosed = presence.then((client) => client.end()).catch(() => undefined);
  void Promise.all([desk.close(), alarms.stop(), presenceClosed]).finally(() => process.exit(0));
});
