// The control surface's way to turn a device bad and back (POST /__demo/device-status): a door reader's
// status or deviceStatus, or one of its cameras' status, as the door list (endpoint 7) serves them from
// then on. The spec gives no closed set of statuses, so any short text is taken; nothing else changes.
import type { DemoCustomer } from './data/model.js';
import { badRequest } from './errors.js';

/** The longest status text taken: the spec names no limit, and a test needs no more. */
const MAX_STATUS_LENGTH = 100;

export interface DeviceStatusChange {
  customerGuid: string;
  doorGuid: string;
  status?: string;
  deviceStatus?: string;
  cameraGuid?: string;
  cameraStatus?: string;
}

/** What the door now says of its devices (no camera address or credentials). */
export interface DeviceStatusReply {
  doorGuid: string;
  status: string;
  deviceStatus: string;
  cameras: Array<{ cameraGuid: string; status: string }>;
}

const NOT_A_CHANGE = 'Not a device status.';

export function changeDeviceStatus(customers: readonly DemoCustomer[], body: unknown): DeviceStatusReply {
  const change = parseChange(body);
  const customer = customers.find((candidate) => candidate.customerGuid === change.customerGuid);
  if (!customer) throw badRequest('customerGuid must name a demo customer', NOT_A_CHANGE);
  const door = customer.doors.find((candidate) => candidate.doorGuid === change.doorGuid);
  if (!door) throw badRequest("doorGuid must name one of the customer's doors", NOT_A_CHANGE);
  const camera = change.cameraGuid && door.cameras.find((candidate) => candidate.cameraGuid === change.cameraGuid);
  if (change.cameraGuid && !camera) throw badRequest("cameraGuid must name one of the door's cameras", NOT_A_CHANGE);
  const reader = door.doorReaderDetailsResponse;
  if (change.status !== undefined) reader.status = change.status;
  if (change.deviceStatus !== undefined) reader.deviceStatus = change.deviceStatus;
  if (camera && change.cameraStatus !== undefined) camera.status = change.cameraStatus;
  return {
    doorGuid: door.doorGuid,
    status: reader.status,
    deviceStatus: reader.deviceStatus,
    cameras: door.cameras.map(({ cameraGuid, status }) => ({ cameraGuid, status })),
  };
}

function parseChange(body: unknown): DeviceStatusChange {
  const given = (body ?? {}) as Record<string, unknown>;
  const known = new Set(['customerGuid', 'doorGuid', 'status', 'deviceStatus', 'cameraGuid', 'cameraStatus']);
  const unknown = Object.keys(given).find((name) => !known.has(name));
  if (typeof body !== 'object' || body === null || Array.isArray(body) || unknown !== undefined) {
    throw badRequest(
      `a device status is an object of customerGuid, doorGuid, status, deviceStatus, cameraGuid, cameraStatus${unknown ? `; not ${unknown}` : ''}`,
      NOT_A_CHANGE,
    );
  }
  for (const name of ['customerGuid', 'doorGuid', 'cameraGuid'] as const) {
    if (given[name] !== undefined && typeof given[name] !== 'string')
      throw badRequest(`${name} must be text`, NOT_A_CHANGE);
  }
  for (const name of ['status', 'deviceStatus', 'cameraStatus'] as const) {
    const value = given[name];
    if (value !== undefined && (typeof value !== 'string' || value === '' || value.length > MAX_STATUS_LENGTH)) {
      throw badRequest(`${name} must be text of 1 to ${MAX_STATUS_LENGTH} characters`, NOT_A_CHANGE);
    }
  }
  if ((given.cameraGuid === undefined) !== (given.cameraStatus === undefined)) {
    throw badRequest('cameraGuid and cameraStatus go together', NOT_A_CHANGE);
  }
  if (given.status === undefined && given.deviceStatus === undefined && given.cameraStatus === undefined) {
    throw badRequest('say status, deviceStatus or cameraStatus (with cameraGuid)', NOT_A_CHANGE);
  }
  return given as unknown as DeviceStatusChange;
}
