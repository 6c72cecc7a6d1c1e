// The demo's control surface (electron/demo/control.ts) over HTTP, for suites whose demo runs
// inside the app under test (started by the app, in the same or another process).

async function control(demoUrl: string, action: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${demoUrl}/__demo/${action}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`demo control ${action}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The first customer the demo guard may see. */
export async function openCustomerGuid(demoUrl: string): Promise<string> {
  const customers = (await control(demoUrl, 'customers')) as Array<{ customerGuid: string; restricted: boolean }>;
  return customers.find((customer) => !customer.restricted)!.customerGuid;
}

export interface InjectedDenial {
  eventId: number;
  userFirstName: string;
  doorName: string;
}

/** A cardholder denied at a door, occurring and visible now. */
export function injectDenial(demoUrl: string, customerGuid: string): Promise<InjectedDenial> {
  return control(demoUrl, 'events', { customerGuid, eventType: 2 }) as Promise<InjectedDenial>;
}

/**
 * One cardholder denied three times at a door, occurring and visible now: by the default rules one
 * alarm, quiet and LOW at first, HIGH (it sounds and notifies, naming this door) at the third.
 * Resolves with the third.
 */
export async function injectThreeDenials(demoUrl: string, customerGuid: string): Promise<InjectedDenial> {
  await injectDenial(demoUrl, customerGuid);
  await injectDenial(demoUrl, customerGuid);
  return injectDenial(demoUrl, customerGuid);
}

/** A door forced open, occurring now: a critical alarm of its own (critical alarms never group). */
export function injectForcedDoor(demoUrl: string, customerGuid: string): Promise<InjectedDenial> {
  return control(demoUrl, 'events', {
    customerGuid,
    eventType: 7301,
    displayName: 'Door forced open',
    priorityDescription: 'Critical',
    cardholder: false,
  }) as Promise<InjectedDenial>;
}

/** `count` events spread over [fromMs, toMs]. */
export async function addBulkEvents(
  demoUrl: string,
  body: { customerGuid: string; count: number; fromMs: number; toMs: number },
): Promise<void> {
  await control(demoUrl, 'bulk-events', body);
}
