// In a control room, `events` and `export` read only the customers the signed-in user may see (endpoint 1 with
// the command line's own session), whatever the room's poller read for the other workstations.
import type { Customer } from '../../api/types.js';
import type { SessionService } from '../../session/session-service.js';

/**
 * The customers `resolve` names among those listed, each one the user may see. A code of another is not among
 * them; a GUID of another is asked of the service (endpoint 2), whose own refusal (403 or 404) is the error, as
 * an export outside a room gets it.
 */
export async function customersSeen(
  session: SessionService,
  resolve: (listed: Customer[]) => Promise<string[]>,
): Promise<Array<{ guid: string; customer: Customer }>> {
  const listed = await session.client.listCustomers();
  const guids = await resolve(listed);
  const seen: Array<{ guid: string; customer: Customer }> = [];
  for (const guid of guids) {
    const listedOne = listed.find((customer) => customer.customerGuid?.toLowerCase() === guid);
    seen.push({ guid, customer: listedOne ?? (await session.client.getCustomer(guid)) });
  }
  return seen;
}
