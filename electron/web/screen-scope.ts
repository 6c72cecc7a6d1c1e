// What a browser screen signed in as its own guard may reach (issue 21 point 5): every method of the
// contract is decided here, one by one, so a method added later is refused to such a screen until
// someone says what of it a guard may see. A customer the guard may not see is never named in an answer
// or a push: asked for directly, it is "not found", as the service's own 404 would be.
import type { Backend, MethodName, MethodOutput, MethodParams, Monitoring, PushEvent } from '../contract.js';

/** The screen's guard as the scope needs them: who they are and the customers they may see. */
export interface Seen {
  operator: string;
  customers: ReadonlySet<string>;
}

export class ScopeRefusal extends Error {
  constructor(
    readonly kind: 'not-found' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

interface Narrowing<M extends MethodName> {
  /** The input narrowed to the guard's customers; throws ScopeRefusal for one they may not see. */
  input?: (input: MethodParams<M>, seen: Seen, backend: Backend) => Promise<MethodParams<M>> | MethodParams<M>;
  /** The answer without anything of another customer. */
  output?: (output: MethodOutput<M>, seen: Seen) => MethodOutput<M>;
}

/**
 * 'pass': nothing of one customer goes in or out; 'workstation': the workstation's own set-up, never a
 * screen's guard's; 'shell': answered for the screen by the shell itself (its session, its role, its exports).
 */
type Scope<M extends MethodName> = 'pass' | 'workstation' | 'shell' | Narrowing<M>;

export const WORKSTATION_ONLY =
  'This is set up at the workstation, not by a guard signed in on a screen of the control room (acs-monitor on the workstation, or its desktop app).';

const onlySeen = <T extends { customerGuid: string | null }>(items: readonly T[], seen: Seen): T[] =>
  items.filter((item) => item.customerGuid !== null && seen.customers.has(item.customerGuid));

const onlySeenEvents = <T extends { event: { customerGuid: string } }>(items: readonly T[], seen: Seen): T[] =>
  items.filter((item) => seen.customers.has(item.event.customerGuid));

function mustSee(customerGuid: string, seen: Seen): void {
  if (!seen.customers.has(customerGuid)) {
    throw new ScopeRefusal('not-found', `No customer ${customerGuid} is among those ${seen.operator} may see`);
  }
}

/** Customers asked for (each must be seen), or every customer the guard sees when none was named. */
function customersAsked(asked: readonly string[] | undefined, seen: Seen): string[] {
  for (const customerGuid of asked ?? []) mustSee(customerGuid, seen);
  return asked ? [...asked] : [...seen.customers];
}

/** Alarms acted on must be the guard's: looked up among those not yet closed (or closed, to reopen). */
async function mustSeeAlarms(alarmIds: readonly number[], seen: Seen, backend: Backend, closed = false): Promise<void> {
  const groups = closed
    ? await backend.invoke('alerts.history', { states: ['closed'], customerGuids: [...seen.customers], limit: 10_000 })
    : onlySeen(await backend.invoke('alerts.list', {}), seen);
  const theirs = new Set(groups.map((group) => group.alarmId));
  const other = alarmIds.find((alarmId) => !theirs.has(alarmId));
  if (other !== undefined) throw new ScopeRefusal('not-found', `No alarm ${other} is among ${seen.operator}'s`);
}

const alarmGroups = { output: onlySeen };

/**
 * NOT MONITORING as a guard's screen should say it: only for customers they may see. A workstation blind
 * to another guard's customer alone is seeing, on this screen.
 */
function monitoringForGuard(monitoring: Monitoring, seen: Seen): Monitoring {
  const causes = monitoring.causes.flatMap((cause) => {
    const customerGuids = cause.customerGuids.filter((guid) => seen.customers.has(guid));
    return customerGuids.length > 0 || cause.customerGuids.length === 0 ? [{ ...cause, customerGuids }] : [];
  });
  const customers = monitoring.customers.filter((customer) => seen.customers.has(customer.customerGuid));
  if (monitoring.seeing || causes.length > 0) return { ...monitoring, causes, customers };
  return { ...monitoring, seeing: true, blindSinceMs: null, causes, customers, acknowledged: null };
}

const SCOPES: { [M in MethodName]: Scope<M> } = {
  'session.status': 'shell',
  'session.login': 'shell',
  'session.logout': 'shell',
  'session.connect': 'workstation',
  'session.register': 'workstation',
  'session.useAppToken': 'workstation',
  'session.startDemo': 'workstation',
  'customers.list': { output: onlySeen },
  'customers.watch': { input: (input, seen) => (mustSee(input.customerGuid, seen), input), output: onlySeen },
  'inventory.doors': { input: (input, seen) => (mustSee(input.customerGuid, seen), input) },
  'inventory.devices': { input: (input, seen) => (mustSee(input.customerGuid, seen), input) },
  'inventory.users': { input: (input, seen) => (mustSee(input.customerGuid, seen), input) },
  'feed.query': {
    input: (input, seen) => ({ ...input, customerGuids: customersAsked(input.customerGuids, seen) }),
    output: onlySeenEvents,
  },
  'feed.event': { output: (shown, seen) => (shown && seen.customers.has(shown.event.customerGuid) ? shown : null) },
  'alerts.list': alarmGroups,
  'alerts.acknowledge': {
    input: async (input, seen, backend) => (await mustSeeAlarms(input.alarmIds, seen, backend), input),
    ...alarmGroups,
  },
  'alerts.close': {
    input: async (input, seen, backend) => (await mustSeeAlarms(input.alarmIds, seen, backend), input),
    ...alarmGroups,
  },
  'alerts.doStep': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend), input),
    ...alarmGroups,
  },
  'alerts.claim': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend), input),
    ...alarmGroups,
  },
  'alerts.release': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend), input),
    ...alarmGroups,
  },
  'alerts.takeOver': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend), input),
    ...alarmGroups,
  },
  'alerts.forward': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend), input),
    ...alarmGroups,
  },
  'alerts.reopen': {
    input: async (input, seen, backend) => (await mustSeeAlarms([input.alarmId], seen, backend, true), input),
    ...alarmGroups,
  },
  'alerts.history': {
    input: (input, seen) => ({ ...input, customerGuids: customersAsked(input.customerGuids, seen) }),
    ...alarmGroups,
  },
  'alerts.shiftReport': {
    input: (input, seen) => ({ ...input, customerGuids: customersAsked(input.customerGuids, seen) }),
  },
  // The alarm's customer decides: a guard sees the pictures of their own customers' alarms only.
  'alerts.pictures': { output: (pictures, seen) => (mustSee(pictures.customerGuid, seen), pictures) },
  'alerts.retryPictures': {
    input: async (input, seen, backend) => {
      mustSee((await backend.invoke('alerts.pictures', input)).customerGuid, seen);
      return input;
    },
  },
  'cameras.frame': { input: (input, seen) => (mustSee(input.customerGuid, seen), input) },
  'alerts.shiftSummary': {
    input: (input, seen) => ({ ...input, customerGuids: customersAsked(input.customerGuids, seen) }),
  },
  'snoozes.list': { output: onlySeen },
  'snoozes.add': { input: (input, seen) => (mustSee(input.customerGuid, seen), input), output: onlySeen },
  'snoozes.end': {
    input: async (input, seen, backend) => {
      const theirs = onlySeen(await backend.invoke('snoozes.list', {}), seen);
      if (!theirs.some((snooze) => snooze.snoozeId === input.snoozeId)) {
        throw new ScopeRefusal('not-found', `No snooze ${input.snoozeId} is among ${seen.operator}'s customers'`);
      }
      return input;
    },
    output: onlySeen,
  },
  'alarms.rules': 'pass',
  'alarms.setRules': 'pass',
  'alarms.setSupervisorPassword': 'workstation',
  'health.status': { output: onlySeen },
  'health.totals': 'pass',
  'health.cache': 'pass',
  'stats.hourly': {
    input: (input, seen) => ({ ...input, customerGuids: customersAsked(input.customerGuids, seen) }),
  },
  'export.start': {
    input: (input, seen) => {
      customersAsked([input.customerGuid, ...(input.customerGuids ?? [])], seen);
      return input;
    },
  },
  'export.cancel': 'shell',
  'export.save': 'workstation',
  'preferences.get': 'pass',
  'preferences.set': 'pass',
  'preferences.silence': 'pass',
  'monitoring.status': { output: monitoringForGuard },
  'monitoring.acknowledge': { output: monitoringForGuard },
  'room.status': 'pass',
  // Who is at which screen of the room: names and screens, nothing of any customer.
  'room.presence': 'pass',
  // The workstation's set-up: refused to every browser screen once it has a service (set-up-calls.ts).
  'room.join': 'pass',
  'room.leave': 'pass',
  'screens.list': 'pass',
  'screens.own': 'shell',
  'screens.active': 'shell',
  'screens.revoke': 'pass',
  'screens.rotateUrl': 'pass',
};

/** Runs a validated call for a screen's guard: input narrowed, answered as that guard, output filtered. */
export async function invokeAsGuard<M extends MethodName>(
  backend: Backend,
  method: M,
  input: MethodParams<M>,
  seen: Seen,
): Promise<MethodOutput<M>> {
  const scope: Scope<M> = SCOPES[method];
  if (scope === 'workstation' || scope === 'shell') throw new ScopeRefusal('forbidden', WORKSTATION_ONLY);
  const narrowed = scope === 'pass' || !scope.input ? input : await scope.input(input, seen, backend);
  const output = await backend.invoke(method, narrowed, { operator: seen.operator });
  return scope === 'pass' || !scope.output ? output : scope.output(output, seen);
}

/** A push as a screen's guard may see it; null when nothing of it is theirs. */
export function pushForGuard(event: PushEvent, seen: Seen): PushEvent | null {
  switch (event.name) {
    case 'events': {
      const events = onlySeenEvents(event.payload.events, seen);
      return events.length > 0 ? { name: 'events', payload: { events } } : null;
    }
    case 'alerts':
      return { name: 'alerts', payload: { groups: onlySeen(event.payload.groups, seen) } };
    case 'snoozes':
      return { name: 'snoozes', payload: { snoozes: onlySeen(event.payload.snoozes, seen) } };
    case 'sync-status':
      return { name: 'sync-status', payload: { ...event.payload, statuses: onlySeen(event.payload.statuses, seen) } };
    case 'monitoring':
      return { name: 'monitoring', payload: monitoringForGuard(event.payload, seen) };
    case 'alarm-pictures':
      return seen.customers.has(event.payload.customerGuid) ? event : null;
    case 'preferences':
    case 'screen-joined':
    case 'presence':
      return event;
    // The workstation's session is not the screen's; exports and focus belong to whoever started them.
    case 'session':
    case 'export-progress':
    case 'focus-alarm':
      return null;
  }
}
