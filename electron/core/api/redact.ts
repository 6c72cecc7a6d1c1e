// Inventory as it is stored for display and printed: an allow-list of each resource's fields, not a
// deny-list, so a field a service adds tomorrow (a secret among them) is dropped, not passed on. The
// secrets the spec names are false here: a controller's activationCode, a camera's password and a
// cardholder's PIN codes. TypeScript holds each list to its resource in resources/openapi.yaml. The
// room's poller shares inventory through the same lists (redactInventory), never as fetched.
import type { Camera, Customer, Device, Door, User } from './types.js';

export type PublicDevice = Omit<Device, 'activationCode'>;
export type PublicUser = Omit<User, 'pin' | 'verificationPin'>;
type PublicCamera = Omit<Camera, 'password' | 'username'>;
export type PublicDoor = Omit<Door, 'deviceDetailsResponse' | 'cameras'> & {
  deviceDetailsResponse: PublicDevice;
  cameras: PublicCamera[];
};

/**
 * A customer's inventory with only the allowed fields: what the cache keeps and the room shares. After
 * the sync starts a customer's inventory comes in two reads, each with half the kinds (the customer and
 * its doors, which its alarms need, first; then its devices and users); the kinds a read lacks stay as
 * they were.
 */
export interface PublicInventory {
  customer?: Customer;
  doors?: readonly PublicDoor[];
  devices?: readonly PublicDevice[];
  users?: readonly PublicUser[];
  fetchedAtMs: number;
}

type Reader = NonNullable<Door['doorReaderDetailsResponse']>;

const USER_FIELDS = {
  userGuid: true,
  firstName: true,
  lastName: true,
  dateValidFrom: true,
  expiryDate: true,
  pin: false,
  verificationPin: false,
  pinTokenGuid: true,
  isBarred: true,
  smallCustomField1: true,
  smallCustomField2: true,
  largeCustomField1: true,
  largeCustomField2: true,
  extraLargeCustomField: true,
  isExemptFromLockDown: true,
  accessLevelGuid: true,
  accessLevelDescription: true,
  userGroupGuid: true,
  userGroupDescription: true,
  accessLevelId: true,
  userId: true,
} satisfies Record<keyof User, boolean>;

const DEVICE_FIELDS = {
  deviceGuid: true,
  name: true,
  serialNumber: true,
  activationCode: false,
  notes: true,
  masterSerialNumber: true,
  slave: true,
  master: true,
  autoReinstate: true,
  controllerLicense: true,
  simLicense: true,
  customerGuid: true,
  deviceId: true,
} satisfies Record<keyof Device, boolean>;

const DOOR_FIELDS = {
  doorGuid: true,
  controllerPortId: true,
  name: true,
  isFireAlarmExempt: true,
  // Redacted on their own below.
  deviceDetailsResponse: false,
  doorReaderDetailsResponse: false,
  cameras: false,
} satisfies Record<keyof Door, boolean>;

const READER_FIELDS = {
  readerType: true,
  status: true,
  deviceStatus: true,
  ledConfigurationCode: true,
  customFormatGuid: true,
} satisfies Record<keyof Reader, boolean>;

const CAMERA_FIELDS = {
  cameraGuid: true,
  name: true,
  ipAddress: true,
  port: true,
  // Half a credential: kept only in the host's memory, from its own reads (core/cameras/door-cameras.ts).
  username: false,
  password: false,
  cameraType: true,
  status: true,
} satisfies Record<keyof Camera, boolean>;

/** The allowed fields of `source` that it has (a missing one stays missing). */
function pick<T>(source: unknown, allowed: Record<string, boolean>): T {
  const from = (source ?? {}) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [name, passes] of Object.entries(allowed)) if (passes && name in from) picked[name] = from[name];
  return picked as T;
}

// Each takes the service's whole record or one already redacted (followed from the room): the same out.
export function redactDevice(device: PublicDevice): PublicDevice {
  return pick<PublicDevice>(device, DEVICE_FIELDS);
}

export function redactDoor(door: PublicDoor): PublicDoor {
  const reader = door.doorReaderDetailsResponse;
  return {
    ...pick<Omit<PublicDoor, 'deviceDetailsResponse' | 'cameras' | 'doorReaderDetailsResponse'>>(door, DOOR_FIELDS),
    ...(door.deviceDetailsResponse === undefined
      ? {}
      : { deviceDetailsResponse: door.deviceDetailsResponse && redactDevice(door.deviceDetailsResponse) }),
    ...(reader === undefined ? {} : { doorReaderDetailsResponse: reader && pick<Reader>(reader, READER_FIELDS) }),
    cameras: (door.cameras ?? []).map((camera) => pick<PublicCamera>(camera, CAMERA_FIELDS)),
  } as PublicDoor;
}

/** What a screen may know of a camera: what it is and whether it works, never where it is or how to sign in to it. */
export type ScreenCamera = Pick<Camera, 'cameraGuid' | 'name' | 'cameraType' | 'status'>;

const SCREEN_CAMERA_FIELDS = {
  cameraGuid: true,
  name: true,
  cameraType: true,
  status: true,
} satisfies Record<keyof ScreenCamera, boolean>;

/** A door as a screen gets it: the stored door, its cameras without address, port or user name (only the host asks cameras). */
export function screenDoor(door: PublicDoor): Omit<PublicDoor, 'cameras'> & { cameras: ScreenCamera[] } {
  return { ...door, cameras: (door.cameras ?? []).map((camera) => pick<ScreenCamera>(camera, SCREEN_CAMERA_FIELDS)) };
}

export function redactUser(user: PublicUser): PublicUser {
  return pick<PublicUser>(user, USER_FIELDS);
}

export function redactInventory(inventory: PublicInventory): PublicInventory {
  return {
    ...(inventory.customer ? { customer: inventory.customer } : {}),
    ...(inventory.doors ? { doors: inventory.doors.map(redactDoor) } : {}),
    ...(inventory.devices ? { devices: inventory.devices.map(redactDevice) } : {}),
    ...(inventory.users ? { users: inventory.users.map(redactUser) } : {}),
    fetchedAtMs: inventory.fetchedAtMs,
  };
}
