// The checks every customer endpoint makes, in the order the spec gives: malformed input (400)
// before existence (404) before permission (403).
import { maySee } from '../accounts.js';
import type { DemoCustomer } from '../data/model.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { isUuid } from '../formats.js';
import type { DemoState, RequestContext } from './context.js';

/** Throws 400 when a path GUID is not a UUID; names are the path parameters' names, in order. */
export function requireGuids(request: RequestContext, names: readonly string[]): void {
  names.forEach((name, index) => {
    const value = request.params[index] ?? '';
    if (!isUuid(value)) {
      throw badRequest(`${name} "${value}" is not a valid GUID`, `The ${label(name)} identifier is not valid.`);
    }
  });
}

/** Throws 400 for any query parameter outside `allowed`, or one given twice. */
export function requireQuery(request: RequestContext, allowed: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of request.query.keys()) {
    if (!allowed.includes(name)) {
      const accepted = allowed.length === 0 ? 'none accepted' : `accepted: ${allowed.join(', ')}`;
      throw badRequest(`unexpected query parameter "${name}" (${accepted})`, 'The request was not understood.');
    }
    if (seen.has(name))
      throw badRequest(`query parameter "${name}" given more than once`, 'The request was not understood.');
    seen.add(name);
  }
}

/** The customer named by the first path parameter, when it exists and the user may see it. */
export function visibleCustomer(request: RequestContext, state: DemoState): DemoCustomer {
  const guid = (request.params[0] ?? '').toLowerCase();
  const customer = state.customerByGuid.get(guid);
  if (!customer) throw notFound(`customer ${request.params[0]} not found`, 'That customer does not exist.');
  if (!maySee(request.userName, customer)) {
    throw forbidden(`user ${request.userName} may not read customer ${request.params[0]}`);
  }
  return customer;
}

function label(name: string): string {
  return name.replace(/Guid$/, '').toLowerCase();
}
