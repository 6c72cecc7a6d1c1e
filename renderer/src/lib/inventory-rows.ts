// Inventory items (unknown JSON from a snapshot) read into the rows the tables show. Secrets have no
// field here: camera passwords and activation codes are never read, even if one slipped through.

type Item = Record<string, unknown>;

const asItem = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const dateMs = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export interface DoorRow {
  doorGuid: string;
  name: string;
  readerType: string;
  readerStatus: string;
  deviceStatus: string;
  cameraCount: number;
  cameraNames: string;
  /** For a live view and the cameras list: which cameras, and how each is (a screen never gets where they are). */
  cameras: Array<{ cameraGuid: string; name: string; cameraType: string; status: string }>;
  controller: string;
  controllerSerial: string;
}

export interface DeviceRow {
  deviceGuid: string;
  name: string;
  serialNumber: string;
  master: boolean;
  masterSerialNumber: string;
  controllerLicense: string;
  simLicense: string;
  autoReinstate: boolean;
  notes: string;
}

export interface UserRow {
  userGuid: string;
  name: string;
  barred: boolean;
  validFromMs: number | null;
  validToMs: number | null;
  accessLevel: string;
  group: string;
}

/** A door's camera, with its door: a row of the cameras list. */
export interface CameraRow {
  cameraGuid: string;
  name: string;
  cameraType: string;
  status: string;
  doorGuid: string;
  doorName: string;
}

/** Reader, device or camera states a guard must see at a glance (the service's words, any case). */
const TROUBLE = /tamper|offline|fault|battery/i;

/** The door's troubling states ("Offline", "Tamper"), empty when all is well. */
export function doorTrouble(door: Pick<DoorRow, 'readerStatus' | 'deviceStatus'>): string[] {
  return [door.readerStatus, door.deviceStatus].filter((state) => TROUBLE.test(state));
}

/** Whether a camera's status is one a guard must see (offline, a fault). */
export function cameraTrouble(camera: Pick<CameraRow, 'status'>): boolean {
  return TROUBLE.test(camera.status);
}

/** Every door's cameras, each with its door, in the doors' order. */
export function toCameraRows(doors: readonly DoorRow[]): CameraRow[] {
  return doors.flatMap((door) =>
    door.cameras.map((camera) => ({ ...camera, doorGuid: door.doorGuid, doorName: door.name })),
  );
}

export function toDoorRows(items: unknown[]): DoorRow[] {
  return items.map((value) => {
    const door = asItem(value);
    const reader = asItem(door.doorReaderDetailsResponse);
    const device = asItem(door.deviceDetailsResponse);
    const cameras = Array.isArray(door.cameras) ? door.cameras.map(asItem) : [];
    return {
      doorGuid: text(door.doorGuid),
      name: text(door.name),
      readerType: text(reader.readerType),
      readerStatus: text(reader.status),
      deviceStatus: text(reader.deviceStatus),
      cameraCount: cameras.length,
      cameraNames: cameras.map((camera) => text(camera.name)).join(', '),
      cameras: cameras.map((camera) => ({
        cameraGuid: text(camera.cameraGuid),
        name: text(camera.name),
        cameraType: text(camera.cameraType),
        status: text(camera.status),
      })),
      controller: text(device.name),
      controllerSerial: text(device.serialNumber),
    };
  });
}

export function toDeviceRows(items: unknown[]): DeviceRow[] {
  return items.map((value) => {
    const device = asItem(value);
    return {
      deviceGuid: text(device.deviceGuid),
      name: text(device.name),
      serialNumber: text(device.serialNumber),
      master: device.slave !== true,
      masterSerialNumber: text(device.masterSerialNumber),
      controllerLicense: text(device.controllerLicense),
      simLicense: text(device.simLicense),
      autoReinstate: device.autoReinstate === true,
      notes: text(device.notes),
    };
  });
}

export function toUserRows(items: unknown[]): UserRow[] {
  return items.map((value) => {
    const user = asItem(value);
    return {
      userGuid: text(user.userGuid),
      name: [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ') || text(user.userGuid),
      barred: user.isBarred === true,
      validFromMs: dateMs(user.dateValidFrom),
      validToMs: dateMs(user.expiryDate),
      accessLevel: text(user.accessLevelDescription),
      group: text(user.userGroupDescription),
    };
  });
}

export interface ControllerNode {
  device: DeviceRow;
  expansions: DeviceRow[];
  /** An expansion whose master is not in the list. */
  orphan: boolean;
}

/** Masters with their expansion controllers beneath them, by name. */
export function controllerTree(devices: DeviceRow[]): ControllerNode[] {
  const byName = (a: DeviceRow, b: DeviceRow): number => a.name.localeCompare(b.name);
  const masters = devices.filter((device) => device.master).sort(byName);
  const serials = new Set(masters.map((device) => device.serialNumber));
  const expansions = devices.filter((device) => !device.master);
  return [
    ...masters.map((device) => ({
      device,
      expansions: expansions.filter((expansion) => expansion.masterSerialNumber === device.serialNumber).sort(byName),
      orphan: false,
    })),
    ...expansions
      .filter((expansion) => !serials.has(expansion.masterSerialNumber))
      .sort(byName)
      .map((device) => ({ device, expansions: [], orphan: true })),
  ];
}
