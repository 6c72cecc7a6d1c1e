// Endpoint 8: a customer's events in a date range, optionally of one type, oldest first.
import { badRequest } from '../errors.js';
import { accessEventJson } from '../events/stored-event.js';
import { withHostileField } from '../hostile.js';
import { parseIsoDateTime } from '../formats.js';
import { streamedListReply } from '../http/reply.js';
import type { Handler, RequestContext } from './context.js';
import { requireGuids, requireQuery, visibleCustomer } from './customer-access.js';

export const listEvents: Handler = (request, state) => {
  requireGuids(request, ['CustomerGuid']);
  requireQuery(request, ['fromDate', 'toDate', 'eventType']);
  const fromMs = dateParameter(request, 'fromDate');
  const toMs = dateParameter(request, 'toDate');
  if (fromMs !== null && toMs !== null && fromMs > toMs) {
    throw badRequest('fromDate is after toDate', 'The start of the date range is after its end.');
  }
  const eventType = typeParameter(request);
  const customer = visibleCustomer(request, state);
  const events = state.store.query(customer.customerGuid, {
    fromMs,
    toMs,
    eventType,
    bounds: state.dateBounds,
    visibleAtMs: state.now(),
  });
  return streamedListReply(
    'eventDetailsResponseList',
    events,
    state.hostile ? (event) => withHostileField(accessEventJson(event)) : accessEventJson,
  );
};

function dateParameter(request: RequestContext, name: 'fromDate' | 'toDate'): number | null {
  const text = request.query.get(name);
  if (text === null) return null;
  const ms = parseIsoDateTime(text);
  if (ms === null) {
    throw badRequest(
      `${name} "${text}" is not an ISO 8601 date-time`,
      `The ${name === 'fromDate' ? 'start' : 'end'} date is not valid.`,
    );
  }
  return ms;
}

function typeParameter(request: RequestContext): number | null {
  const text = request.query.get('eventType');
  if (text === null) return null;
  if (!/^-?\d{1,9}$/.test(text)) {
    throw badRequest(`eventType "${text}" is not an integer`, 'The event type is not valid.');
  }
  return Number(text);
}
