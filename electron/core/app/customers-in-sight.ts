// The customers the guard signed in at this workstation may see, as the service lists them (its
// customer list, as customers.list reads it). In a control room the room shares what every
// workstation set (its door snoozes); a guard is shown only what belongs to these customers. Read
// again after a minute or when another guard signs in; while the service cannot be asked, the
// customers this workstation watches (chosen from the ones the guard may see) stand in.

/** How long a reading of the service's customer list stands. */
const FRESH_MS = 60_000;

export interface CustomersInSightSource {
  list: () => Promise<ReadonlyArray<{ customerGuid?: string | null }>>;
  watched: () => readonly string[];
  now: () => number;
}

export class CustomersInSight {
  private held: { userName: string | null; guids: ReadonlySet<string>; atMs: number } | null = null;

  constructor(private readonly source: CustomersInSightSource) {}

  /** The customers `userName` may see (lower-case GUIDs), from the service when the last reading is stale. */
  async read(userName: string | null): Promise<ReadonlySet<string>> {
    const held = this.held;
    const now = this.source.now();
    if (held?.userName === userName && now - held.atMs < FRESH_MS) return held.guids;
    try {
      const listed = await this.source.list();
      const guids = new Set(
        listed.flatMap((customer) => (customer.customerGuid ? [lower(customer.customerGuid)] : [])),
      );
      this.held = { userName, guids, atMs: now };
      return guids;
    } catch {
      return this.last(userName);
    }
  }

  /** As last read for `userName`, without asking the service (the watched customers before a first reading). */
  last(userName: string | null): ReadonlySet<string> {
    return this.held?.userName === userName ? this.held.guids : new Set(this.source.watched().map(lower));
  }

  /** Whether `userName` may see the customer, as last read. */
  sees(userName: string | null, customerGuid: string): boolean {
    return this.last(userName).has(lower(customerGuid));
  }
}

function lower(guid: string): string {
  return guid.toLowerCase();
}
