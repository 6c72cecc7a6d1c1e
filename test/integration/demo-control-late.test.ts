// The demo's control surface injects a late event on request (a controller's backlog delivered now):
// its eventDate that long before its receivedDate, so the monitor's late alarms can be tested for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoService, type DemoService } from '../../electron/demo/index.js';

let demo: DemoService;
let customerGuid: string;
beforeAll(async () => {
  demo = await startDemoService({ eventsPerMinute: 0, control: true });
  customerGuid = demo.data.customers.find((customer) => !customer.restricted)!.customerGuid;
});
afterAll(() => demo.close());

const inject = (body: Record<string, unknown>): Promise<Response> =>
  fetch(`${demo.baseUrl}/__demo/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customerGuid, ...body }),
  });

describe('POST /__demo/events with lateByMs', () => {
  it('dates the event that long before the service received it', async () => {
    const event = (await (await inject({ displayName: 'Door forced open', lateByMs: 12 * 60_000 })).json()) as {
      eventDate: string;
      receivedDate: string;
    };
    expect(Date.parse(event.receivedDate) - Date.parse(event.eventDate)).toBe(12 * 60_000);
  });

  it('keeps an event on time without it', async () => {
    const event = (await (await inject({})).json()) as { eventDate: string; receivedDate: string };
    expect(event.eventDate).toBe(event.receivedDate);
  });

  it.each([-1, 1.5, 'soon'])('refuses lateByMs %j with 400', async (lateByMs) => {
    expect((await inject({ lateByMs })).status).toBe(400);
  });
});
