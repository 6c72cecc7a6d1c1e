// A customer as the scheduler's unit tests hand it over: prepared, its first edge read, nothing in
// flight; `extra` adds what a test tracks of it. The scheduler reads only these fields.
import type { CustomerRun } from '../../electron/core/sync/customer-run.js';

export function preparedCustomerRun<Extra extends object = object>(guid: string, extra?: Extra): CustomerRun & Extra {
  return {
    customerGuid: guid,
    prepared: true,
    preparing: null,
    pausedUntilMs: 0,
    edgeReads: 1,
    reading: { live: false, background: false, inventory: false },
    ...extra,
  } as unknown as CustomerRun & Extra;
}
