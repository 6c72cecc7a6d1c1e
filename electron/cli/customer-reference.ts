// --customer takes a customer GUID or the customer's code (the spec's customerCode; its name also
// works when unambiguous), so an operator can type "NWF-0001" instead of copying a GUID.
import { isGuid, requireGuid } from '../core/api/validate.js';
import type { Customer } from '../core/api/types.js';
import { UsageError } from './exit-codes.js';

/** As a service sends it: the spec lets any field be null, a customer's code and name too. */
type Known = Pick<Customer, 'customerGuid'> & { customerCode?: string | null; customerName?: string | null };

/** Where the codes come from, as the "unknown" error says it. */
const FROM_SERVICE = 'a customer you may see (list them with: acs-monitor customers)';
export const FROM_CACHE = 'a customer in the local cache (fill it with: acs-monitor sync --customer GUID --for 60)';

/** The GUIDs named by a comma-separated list of GUIDs and codes; `known` is asked only when a code is given. */
export async function resolveCustomers(
  text: string,
  known: () => Promise<Known[]> | Known[],
  from = FROM_SERVICE,
): Promise<string[]> {
  const references = text.split(',').map((part) => part.trim());
  if (references.some((reference) => reference === '')) {
    throw new UsageError(`--customer "${text}" has an empty entry; give customer GUIDs or codes, comma-separated`);
  }
  // A near-GUID is a mistyped GUID, refused before any request, not a code to look up.
  for (const reference of references) if (/^[0-9a-f-]{30,}$/i.test(reference)) requireGuid(reference, 'customer GUID');
  const customers = references.every((reference) => isGuid(reference)) ? [] : await known();
  return references.map((reference) => customerGuidFor(reference, customers, from));
}

/** The one GUID named by --customer (a GUID or a code). */
export async function resolveCustomer(
  text: string,
  known: () => Promise<Known[]> | Known[],
  from = FROM_SERVICE,
): Promise<string> {
  const guids = await resolveCustomers(text, known, from);
  if (guids.length !== 1) throw new UsageError(`--customer takes one customer here, not ${guids.length}`);
  return guids[0] as string;
}

function customerGuidFor(reference: string, customers: readonly Known[], from: string): string {
  const wanted = reference.toLocaleLowerCase();
  if (isGuid(reference)) return wanted;
  const byCode = customers.filter((customer) => customer.customerCode?.toLocaleLowerCase() === wanted);
  const matches = byCode.length > 0 ? byCode : customers.filter((c) => c.customerName?.toLocaleLowerCase() === wanted);
  const [only] = matches;
  if (matches.length === 1 && only?.customerGuid) return only.customerGuid.toLowerCase();
  if (matches.length > 1) {
    const listed = matches.map((c) => `${c.customerCode ?? 'no code'} (${c.customerGuid ?? 'no GUID'})`).join(', ');
    throw new UsageError(`--customer "${reference}" matches ${matches.length} customers: ${listed}; give the GUID`);
  }
  if (matches.length === 1) {
    throw new UsageError(
      `customer "${reference}" has no GUID from this service; give the GUID your administrator gave you`,
    );
  }
  throw new UsageError(`--customer "${reference}" is neither a GUID nor the code or name of ${from}`);
}
