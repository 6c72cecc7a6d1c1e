// Which delivery profile each controller has. Chosen from the seed among the controllers that serve
// doors (the others make no events): with three or more, one buffered and one offline-prone; with
// two, one buffered; the rest online. Tests may give any device another profile.
import type { DemoCustomer } from '../data/model.js';
import { SeededRandom, derivedSeed } from '../random.js';
import type { DeliveryProfile } from './delivery.js';

const ONLINE: DeliveryProfile = { kind: 'online' };

export class DeliveryPlan {
  private readonly byDevice = new Map<string, DeliveryProfile>();
  private readonly byCustomer = new Map<string, Map<string, DeliveryProfile>>();

  constructor(seed: number, customers: readonly DemoCustomer[]) {
    for (const customer of customers) {
      const profiles = initialProfiles(seed, customer);
      this.byCustomer.set(customer.customerGuid, profiles);
      for (const [deviceGuid, profile] of profiles) this.byDevice.set(deviceGuid, profile);
    }
  }

  /** Devices the plan does not know (deleted controllers) deliver online. */
  profileOf(deviceGuid: string): DeliveryProfile {
    return this.byDevice.get(deviceGuid) ?? ONLINE;
  }

  /** Every device of the customer (by deviceGuid) with its profile. */
  profilesOf(customerGuid: string): ReadonlyMap<string, DeliveryProfile> {
    const profiles = this.byCustomer.get(customerGuid.toLowerCase());
    if (!profiles) throw new Error(`no customer ${customerGuid} in the demo`);
    return profiles;
  }

  set(deviceGuid: string, profile: DeliveryProfile): void {
    const guid = deviceGuid.toLowerCase();
    const owner = [...this.byCustomer.values()].find((profiles) => profiles.has(guid));
    if (!owner) throw new Error(`no device ${deviceGuid} in the demo`);
    owner.set(guid, profile);
    this.byDevice.set(guid, profile);
  }
}

function initialProfiles(seed: number, customer: DemoCustomer): Map<string, DeliveryProfile> {
  const profiles = new Map<string, DeliveryProfile>(customer.devices.map((device) => [device.deviceGuid, ONLINE]));
  const serving = new Set(customer.doors.map((door) => door.deviceDetailsResponse.deviceGuid));
  const candidates = new SeededRandom(derivedSeed(seed, 'delivery', customer.customerGuid)).shuffle(
    customer.devices.filter((device) => serving.has(device.deviceGuid)),
  );
  const [buffered, offlineProne] = candidates;
  if (buffered && candidates.length >= 2) profiles.set(buffered.deviceGuid, { kind: 'buffered' });
  if (offlineProne && candidates.length >= 3) profiles.set(offlineProne.deviceGuid, { kind: 'offline-prone' });
  return profiles;
}
