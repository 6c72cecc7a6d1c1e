// Generates the demo's customers with their sites, controllers, doors and users from a seed.
import type { Device, Door } from '../../core/api/types.js';
import { SeededRandom } from '../random.js';
import { IdCounters } from './counters.js';
import { CUSTOMER_TEMPLATES, type CustomerTemplate } from './customers.js';
import { extraCustomerTemplate } from './extra-customers.js';
import { buildDevices, buildDoors, makeDevice, makeDoor } from './equipment.js';
import type { DemoCustomer, DemoSite, EventPlace } from './model.js';
import { DAY_MS, buildUsers, subjectOf } from './people.js';

/** The template customers, then `extraCustomers` generated ones (the templates are the same either way). */
export function buildWorld(seed: number, nowMs: number, extraCustomers = 0): DemoCustomer[] {
  const random = new SeededRandom(seed);
  const counters = new IdCounters();
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const templates = [
    ...CUSTOMER_TEMPLATES,
    ...Array.from({ length: extraCustomers }, (_, index) => extraCustomerTemplate(index)),
  ];
  return templates.map((template) => buildCustomer(template, random, counters, today));
}

function buildCustomer(template: CustomerTemplate, random: SeededRandom, ids: IdCounters, today: number): DemoCustomer {
  const customerGuid = random.uuid();
  const customerId = ++ids.customerId;
  const sites: DemoSite[] = template.sites.map((siteName, index) => ({
    siteGuid: random.uuid(),
    siteName,
    siteCode: `${template.customerCode.slice(0, 3)}-S${index + 1}`,
    siteId: ++ids.siteId,
  }));
  const deviceSites = new Map<string, DemoSite>();
  const devices = buildDevices(random, ids, customerGuid, sites, deviceSites);
  const doors = buildDoors(random, devices);
  const doorIds = new Map(doors.map((door) => [door.doorGuid, ++ids.doorId]));
  const users = buildUsers(random, ids, today, template.userCount);
  const installerCode = `INST-${random.int(1000, 9999)}`;

  const place = (door: Door, site: DemoSite, deleted: Partial<EventPlace> = {}): EventPlace => ({
    customerGuid,
    customerName: template.customerName,
    customerId,
    siteGuid: site.siteGuid,
    siteName: site.siteName,
    siteCode: site.siteCode,
    siteId: site.siteId,
    siteDeleted: false,
    deviceGuid: door.deviceDetailsResponse.deviceGuid,
    deviceSerialNumber: door.deviceDetailsResponse.serialNumber,
    deviceName: door.deviceDetailsResponse.name,
    deviceId: door.deviceDetailsResponse.deviceId,
    deviceDeleted: false,
    doorGuid: door.doorGuid,
    doorName: door.name,
    doorId: doorIds.get(door.doorGuid) ?? ++ids.doorId,
    doorDeleted: false,
    localDoorId: door.controllerPortId,
    timezoneDescription: template.timezoneDescription,
    tz: template.tz,
    installerCode,
    ...deleted,
  });
  const places = doors.map((door) => place(door, siteOf(deviceSites, door.deviceDetailsResponse)));
  places.push(...deletedPlaces(random, ids, customerGuid, sites, devices, deviceSites, place));

  const subjects = users.map((user) => ({
    subject: subjectOf(random, ids, user, false),
    barred: user.isBarred,
    deleted: false,
  }));
  for (const user of buildUsers(random, ids, today, 3, false)) {
    subjects.push({ subject: subjectOf(random, ids, user, true), barred: user.isBarred, deleted: true });
  }

  return {
    customerGuid,
    restricted: template.restricted,
    customer: {
      customerCode: template.customerCode,
      customerName: template.customerName,
      notes: template.notes,
      geographicTimezoneId: template.geographicTimezoneId,
      customerId,
    },
    sites,
    users,
    devices,
    doors,
    places,
    subjects,
  };
}

function siteOf(deviceSites: Map<string, DemoSite>, device: Device): DemoSite {
  const site = deviceSites.get(device.deviceGuid);
  if (!site) throw new Error(`device ${device.deviceGuid} has no site`);
  return site;
}

/** The doors events may name but the door list no longer has: on a deleted door, controller or site. */
function deletedPlaces(
  random: SeededRandom,
  ids: IdCounters,
  customerGuid: string,
  sites: readonly DemoSite[],
  devices: readonly Device[],
  deviceSites: Map<string, DemoSite>,
  place: (door: Door, site: DemoSite, deleted: Partial<EventPlace>) => EventPlace,
): EventPlace[] {
  const liveDevice = random.pick(devices);
  const oldDevice = makeDevice(random, ids, customerGuid, 'Decommissioned Controller', null);
  const oldSite: DemoSite = {
    siteGuid: random.uuid(),
    siteName: 'Old Annex (closed)',
    siteCode: 'OLD-1',
    siteId: ++ids.siteId,
  };
  return [
    place(makeDoor(random, 'Old Side Door', liveDevice, 9), siteOf(deviceSites, liveDevice), { doorDeleted: true }),
    place(makeDoor(random, 'Removed Turnstile', oldDevice, 1), random.pick(sites), {
      doorDeleted: true,
      deviceDeleted: true,
    }),
    place(makeDoor(random, 'Annex Entrance', oldDevice, 2), oldSite, {
      doorDeleted: true,
      deviceDeleted: true,
      siteDeleted: true,
    }),
  ];
}
