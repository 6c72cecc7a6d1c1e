// Generated controllers (masters with their expansions) and doors with readers and cameras.
import type { Camera, Device, Door } from '../../core/api/types.js';
import type { SeededRandom } from '../random.js';
import type { IdCounters } from './counters.js';
import type { DemoSite } from './model.js';
import * as words from './names.js';

export function buildDevices(
  random: SeededRandom,
  ids: IdCounters,
  customerGuid: string,
  sites: readonly DemoSite[],
  deviceSites: Map<string, DemoSite>,
): Device[] {
  const devices: Device[] = [];
  const masters = random.int(2, 4);
  for (let m = 0; m < masters; m++) {
    const site = sites[m % sites.length] ?? random.pick(sites);
    const master = makeDevice(random, ids, customerGuid, `${site.siteName} Controller ${m + 1}`, null);
    devices.push(master);
    deviceSites.set(master.deviceGuid, site);
    const expansions = random.int(0, 2);
    for (let e = 0; e < expansions; e++) {
      const name = `${site.siteName} Expansion ${m + 1}${String.fromCharCode(65 + e)}`;
      const expansion = makeDevice(random, ids, customerGuid, name, master.serialNumber);
      devices.push(expansion);
      deviceSites.set(expansion.deviceGuid, site);
    }
  }
  return devices;
}

export function makeDevice(
  random: SeededRandom,
  ids: IdCounters,
  customerGuid: string,
  name: string,
  masterSerialNumber: string | null,
): Device {
  ids.serial += random.int(1, 40);
  return {
    deviceGuid: random.uuid(),
    name,
    serialNumber: `ACU${ids.serial.toString(16).toUpperCase().padStart(8, '0')}`,
    activationCode: `${random.text(4)}-${random.text(4)}-${random.text(4)}-${random.text(4)}`,
    notes: random.pick(['', '', 'Comms cabinet, level 2', 'Behind reception desk', 'Replaced battery last service']),
    masterSerialNumber,
    slave: masterSerialNumber !== null,
    master: masterSerialNumber === null,
    autoReinstate: random.chance(0.7),
    controllerLicense: `LIC-${random.pick(['STD', 'PRO', 'ENT'])}-${random.text(6)}`,
    simLicense: random.chance(0.3) ? `SIM-8944${random.int(10_000_000, 99_999_999)}` : null,
    customerGuid,
    deviceId: ++ids.deviceId,
  };
}

export function buildDoors(random: SeededRandom, devices: readonly Device[]): Door[] {
  const count = random.int(10, 25);
  const names = random.shuffle(words.DOOR_NAMES).slice(0, count);
  const portsUsed = new Map<string, number>();
  return names.map((name) => {
    const device = random.pick(devices);
    const port = (portsUsed.get(device.deviceGuid) ?? 0) + 1;
    portsUsed.set(device.deviceGuid, port);
    return makeDoor(random, name, device, port);
  });
}

export function makeDoor(random: SeededRandom, name: string, device: Device, controllerPortId: number): Door {
  const cameras: Camera[] = [];
  const cameraCount = random.weighted([
    [0, 5],
    [1, 3],
    [2, 1],
  ] as const);
  for (let i = 0; i < cameraCount; i++) {
    cameras.push({
      cameraGuid: random.uuid(),
      name: `${name} Camera ${i + 1}`,
      // Loopback, so that nothing a test runs reaches out to a real network: where the demo serves its cameras
      // (electron/demo/cameras) it gives each its own port on the demo's host; the others refuse connections.
      ipAddress: `127.${random.int(10, 40)}.${random.int(0, 255)}.${random.int(2, 254)}`,
      port: random.pick([80, 443, 554, 8080]),
      username: random.pick(['viewer', 'admin', 'nvr']),
      password: random.text(14, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%'),
      cameraType: random.pick(words.CAMERA_TYPES),
      status: random.pick(words.CAMERA_STATUSES),
    });
  }
  return {
    doorGuid: random.uuid(),
    controllerPortId,
    name,
    deviceDetailsResponse: device,
    isFireAlarmExempt: random.chance(0.15),
    doorReaderDetailsResponse: {
      readerType: random.pick(words.READER_TYPES),
      status: random.pick(words.READER_STATUSES),
      deviceStatus: random.pick(words.READER_DEVICE_STATUSES),
      ledConfigurationCode: random.pick(words.LED_CONFIGURATION_CODES),
      customFormatGuid: random.chance(0.3) ? random.uuid() : null,
    },
    cameras,
  };
}
