// One workstation of a control room, as its own process (the room tests kill it with SIGKILL):
// the real AppService with a profile folder of its own, on the room's database, signed in to the
// test's demo service with every customer watched. Built code only: run after `npm run build:node`.
// Prints one JSON line when ready, then one per push of stored events ({"events": [ids]}) and of
// alarms ({"alarms": [[eventId, …] per alarm]}), of the NOT MONITORING state ({"seeing": bool, "causes": [kind]})
// and, while it polls, of the request budget its sync spends ({"budget": N}), and of the door snoozes
// ({"snoozes": [snooze]}).
import { createInterface } from 'node:readline';
import { dispatch } from '../../out/node/electron/contract.js';
import { AppService } from '../../out/node/electron/core/app/app-service.js';
import { MemorySecretStore } from '../../out/node/electron/core/secrets/index.js';

const [dataDir, database, demoUrl, workstation] = process.argv.slice(2);
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
const app = new AppService({
  dataDir,
  database,
  env: { ACS_WORKSTATION: workstation },
  secrets: { store: new MemorySecretStore(), warning: null },
  syncSettings: { intervalMs: 200 },
  startDemo: async () => ({ baseUrl: demoUrl, close: async () => undefined }),
});
let lastBudget;
app.subscribe((event) => {
  if (event.name === 'events') say({ events: event.payload.events.map((row) => row.event.eventId) });
  if (event.name === 'alerts') say({ alarms: event.payload.groups.map((group) => group.eventIds) });
  if (event.name === 'snoozes') say({ snoozes: event.payload.snoozes });
  const budget = event.name === 'sync-status' ? event.payload.totals?.budgetPerMinute : undefined;
  if (budget !== undefined && budget !== lastBudget) say({ budget: (lastBudget = budget) });
  if (event.name === 'monitoring') {
    say({ seeing: event.payload.seeing, causes: event.payload.causes.map((cause) => cause.kind) });
  }
});
const started = await dispatch(app, 'session.startDemo', {});
if (!started.ok) throw new Error(started.error.message);
say({ ready: true });
// Lines on stdin change what it watches, {"watch": GUID, "watched": bool}, answered {"watching": GUID, …};
// or the request budget, {"setBudget": N}, answered {"budgetSet": N}; or any call as a screen makes it,
// {"call": METHOD, "input": {…}}, answered {"called": METHOD, "value": …}.
createInterface({ input: process.stdin }).on('line', (text) => {
  const { watch, watched, setBudget, call, input } = JSON.parse(text);
  if (call !== undefined) {
    void dispatch(app, call, input ?? {}).then((result) =>
      say(result.ok ? { called: call, value: result.value } : { error: result.error.message }),
    );
    return;
  }
  if (setBudget !== undefined) {
    void dispatch(app, 'preferences.set', { requestBudgetPerMinute: setBudget }).then((result) =>
      say(result.ok ? { budgetSet: setBudget } : { error: result.error.message }),
    );
    return;
  }
  void dispatch(app, 'customers.watch', { customerGuid: watch, watched }).then((result) =>
    say(result.ok ? { watching: watch, watched } : { error: result.error.message }),
  );
});
process.on('SIGTERM', () => void app.stop().then(() => process.exit(0)));
