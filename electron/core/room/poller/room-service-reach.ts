// Whether the workstation polling for the room can reach the service, from its sync's statuses: a
// poller cut off from the service (its network, its token) hands the lease to a workstation that can,
// instead of keeping the room blind. A 503 or a server error is the service's own trouble, which no other
// workstation would do better at: that is no reason to hand over.
import type { CustomerSyncStatus } from '../../sync/status.js';

const CANNOT_REACH = new Set(['network', 'deadline-exceeded', 'unauthenticated']);

export class ServiceReach {
  /** Per customer, since when (this workstation's clock) and why its reads cannot reach the service. */
  private readonly trouble = new Map<string, { sinceMs: number; message: string }>();

  reported(status: CustomerSyncStatus): void {
    const { error } = status;
    if (error && CANNOT_REACH.has(error.kind)) this.trouble.set(status.customerGuid, error);
    else this.trouble.delete(status.customerGuid);
  }

  /** A new turn at polling: what an earlier one saw says nothing of now. */
  reset(): void {
    this.trouble.clear();
  }

  /** Why this workstation cannot reach the service, once every one of `customers` has failed so for `forMs`. */
  cannotReach(customers: readonly string[], nowMs: number, forMs: number): string | null {
    if (customers.length === 0) return null;
    const troubles = customers.map((customerGuid) => this.trouble.get(customerGuid));
    if (troubles.some((trouble) => trouble === undefined || nowMs - trouble.sinceMs < forMs)) return null;
    return troubles[0]!.message;
  }
}
