// The cameras of every watched door, credentials and all, as the last inventory read brought them. Kept
// in the host's memory only: the cache and the room store cameras without their passwords, and no screen,
// log or file ever sees one.
import type { Camera, Door } from '../api/types.js';

export interface DoorCamera {
  customerGuid: string;
  doorGuid: string;
  camera: Camera;
}

export class DoorCameras {
  private readonly byDoor = new Map<string, DoorCamera[]>();
  private readonly byCustomer = new Map<string, Set<string>>();

  /** A customer's doors as read: replaces what was known of its doors. */
  update(customerGuid: string, doors: readonly Pick<Door, 'doorGuid' | 'cameras'>[]): void {
    for (const doorGuid of this.byCustomer.get(customerGuid) ?? []) this.byDoor.delete(doorGuid.toLowerCase());
    const known = new Set<string>();
    for (const door of doors) {
      const cameras = (door.cameras ?? []).map((camera) => ({ customerGuid, doorGuid: door.doorGuid, camera }));
      this.byDoor.set(door.doorGuid.toLowerCase(), cameras);
      known.add(door.doorGuid);
    }
    this.byCustomer.set(customerGuid, known);
  }

  /** Whether a read of the customer's doors has been seen (else its doors' cameras are unknown, not none). */
  knows(customerGuid: string): boolean {
    return this.byCustomer.has(customerGuid);
  }

  of(doorGuid: string): readonly DoorCamera[] {
    return this.byDoor.get(doorGuid.toLowerCase()) ?? [];
  }
}
