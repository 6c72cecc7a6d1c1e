// An HTTP surface for tests that drive the demo from another process (only with `control: true`):
//   POST /__demo/faults (a fault as JSON) · DELETE /__demo/faults · POST /__demo/expire-sessions
//   GET /__demo/customers (their GUIDs, names and whether restricted)
//   GET /__demo/cameras (the cameras it serves: customer, door, camera GUID and what each does; no credentials)
//   POST /__demo/events ({ customerGuid, doorGuid?, eventType?, displayName?, priorityDescription?, tokenData?,
//     tokenDescription?, cardholder?, lateByMs? }:
//     one realistic event, visible now; cardholder: false for one no card caused, such as a door forced
//     open; doorGuid: at that door of the customer (else one picked); lateByMs: it occurred that long before the service received it (a controller's backlog), else now)
//   POST /__demo/bulk-events ({ customerGuid, count, fromMs, toMs }: that many events spread over the range)
//   POST /__demo/device-status ({ customerGuid, doorGuid, status?, deviceStatus?, cameraGuid?, cameraStatus? }:
//     the door's reader, or one of its cameras, says so in the door list from now on; see device-status.ts)
import type { IncomingMessage } from 'node:http';
import type { AccessEvent } from '../core/api/types.js';
import type { DemoCamera } from './cameras/demo-cameras.js';
import type { DemoCustomer } from './data/model.js';
import { changeDeviceStatus } from './device-status.js';
import { DemoHttpError, badRequest } from './errors.js';
import { parseFaultSpec, type DemoFaults } from './faults.js';
import { readJsonBody } from './http/body.js';
import { jsonReply, type Reply } from './http/reply.js';
import { NOBODY } from './events/event-factory.js';

export const CONTROL_PREFIX = '/__demo/';

export interface ControlTargets {
  faults: DemoFaults;
  expireSessions(): void;
  customers: readonly DemoCustomer[];
  cameras(): readonly DemoCamera[];
  /** `lateByMs`: the eventDate that long before the receivedDate (now). */
  addEvent(customerGuid: string, overrides: Partial<AccessEvent>, lateByMs: number): AccessEvent;
  addBulkEvents(customerGuid: string, count: number, fromMs: number, toMs: number): void;
}

const MAX_BULK_EVENTS = 1_000_000;
/** The most an injected event may be late: the service keeps events for a week. */
const MAX_LATE_MS = 7 * 24 * 3_600_000;

export async function controlReply(req: IncomingMessage, path: string, targets: ControlTargets): Promise<Reply> {
  const action = `${req.method ?? ''} ${path.slice(CONTROL_PREFIX.length)}`;
  switch (action) {
    case 'POST faults': {
      const fault = parseFaultSpec(await readJsonBody(req));
      if (typeof fault === 'string') throw badRequest(fault, 'Not a fault.');
      targets.faults.add(fault);
      return jsonReply({ armed: targets.faults.armed.length });
    }
    case 'DELETE faults':
      targets.faults.clear();
      return jsonReply({ armed: 0 });
    case 'POST expire-sessions':
      targets.expireSessions();
      return jsonReply({ expired: true });
    case 'POST events':
      return jsonReply(addedEvent(targets, (await readJsonBody(req)) as ControlBody));
    case 'POST bulk-events':
      return jsonReply(addedBulk(targets, (await readJsonBody(req)) as ControlBody));
    case 'POST device-status':
      return jsonReply(changeDeviceStatus(targets.customers, await readJsonBody(req)));
    case 'GET cameras':
      return jsonReply(targets.cameras());
    case 'GET customers':
      return jsonReply(
        targets.customers.map((c) => ({
          customerGuid: c.customerGuid,
          customerName: c.customer.customerName,
          restricted: c.restricted,
        })),
      );
    default:
      throw new DemoHttpError(404, `no control action ${action}`, 'Not found.');
  }
}

type ControlBody = Record<string, unknown> | null;

/** POST events: one event as the body describes it, stored and returned. */
function addedEvent(targets: ControlTargets, body: ControlBody): AccessEvent {
  const customer = targets.customers.find((c) => c.customerGuid === body?.customerGuid);
  if (!customer) throw badRequest('customerGuid must name a demo customer', 'Not an event.');
  const overrides = eventOverrides(customer, body);
  const lateByMs = body?.lateByMs ?? 0;
  if (!Number.isInteger(lateByMs) || (lateByMs as number) < 0 || (lateByMs as number) > MAX_LATE_MS) {
    throw badRequest(`lateByMs must be a whole number of milliseconds from 0 to ${MAX_LATE_MS}`, 'Not an event.');
  }
  return targets.addEvent(customer.customerGuid, overrides, lateByMs as number);
}

/** The fields the body sets of the made event: its type (a denial made whole), its texts, its cardholder, its door. */
function eventOverrides(customer: DemoCustomer, body: ControlBody): Partial<AccessEvent> {
  // A denial by a known cardholder (not barred, the token not reported lost, whatever the event it is
  // made from said), so it is grouped by token the way a guard sees it most.
  const user = customer.users.find((candidate) => !candidate.isBarred) ?? customer.users[0];
  const overrides: Partial<AccessEvent> =
    body?.eventType === 2 && user
      ? {
          eventType: 2,
          displayName: 'Access denied',
          priorityDescription: 'High',
          userGuid: user.userGuid,
          userFirstName: user.firstName,
          userLastName: user.lastName,
          tokenGuid: user.pinTokenGuid,
          tokenLost: false,
          userBarred: user.isBarred,
          userDeleted: false,
        }
      : typeof body?.eventType === 'number'
        ? { eventType: body.eventType }
        : {};
  // tokenData and tokenDescription: the same card again (a search by its number follows it).
  for (const field of ['displayName', 'priorityDescription', 'tokenData', 'tokenDescription'] as const) {
    if (typeof body?.[field] === 'string') overrides[field] = body[field];
  }
  // As the demo's own door and controller alarms: no token, no holder.
  if (body?.cardholder === false) Object.assign(overrides, NOBODY);
  if (body?.doorGuid !== undefined) {
    const place = customer.places.find((candidate) => candidate.doorGuid === body.doorGuid && !candidate.doorDeleted);
    if (!place) throw badRequest("doorGuid must name one of the customer's doors", 'Not an event.');
    Object.assign(overrides, place);
  }
  return overrides;
}

/** POST bulk-events: `count` generated events over [fromMs, toMs] for the customer. */
function addedBulk(targets: ControlTargets, body: ControlBody): { added: unknown } {
  const customer = targets.customers.find((c) => c.customerGuid === body?.customerGuid);
  if (!customer) throw badRequest('customerGuid must name a demo customer', 'Not a bulk of events.');
  const { count, fromMs, toMs } = body ?? {};
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_BULK_EVENTS) {
    throw badRequest(`count must be a whole number from 1 to ${MAX_BULK_EVENTS}`, 'Not a bulk of events.');
  }
  if (!Number.isInteger(fromMs) || !Number.isInteger(toMs) || (fromMs as number) > (toMs as number)) {
    throw badRequest('fromMs and toMs must be epoch milliseconds, fromMs first', 'Not a bulk of events.');
  }
  targets.addBulkEvents(customer.customerGuid, count as number, fromMs as number, toMs as number);
  return { added: count };
}
