// One workstation of the room's alarm queue as its own process: it follows the queue (a
// {"sounded": alarmId} line the first time each alarm reaches it) and, for each "raise EVENT" line
// on its stdin, raises that event's alarm and prints {"raised": true|false, "alarmId": n}.
// Built code only: run after `npm run build:node` (the suites' global set-up does).
import { createInterface } from 'node:readline';
import { RoomAlarmFollower } from '../../out/node/electron/core/room/alarms/alarm-follower.js';
import { AlarmQueue } from '../../out/node/electron/core/room/alarms/alarm-queue.js';
import { openRoomConnection } from '../../out/node/electron/core/room/database/room-connection.js';

const [url, workstation] = process.argv.slice(2);
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const sounded = new Set();
new RoomAlarmFollower(url, {
  workstation,
  onState: (state) => say({ following: state.following }),
  onChanges: (alarms) => {
    for (const alarm of alarms) {
      if (sounded.has(alarm.alarmId)) continue;
      sounded.add(alarm.alarmId);
      say({ sounded: alarm.alarmId });
    }
  },
});
const queue = new AlarmQueue(await openRoomConnection(url, { applicationName: `acs-monitor desk: ${workstation}` }));
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, eventId] = line.split(' ');
  if (command !== 'raise') return;
  const alarm = { eventId: Number(eventId), customerGuid: 'c1', ruleName: 'Door forced open', priority: 'high' };
  void queue
    .raise(alarm, workstation)
    .then(({ alarm: raised, raised: byMe }) => say({ raised: byMe, alarmId: raised.alarmId }));
});
