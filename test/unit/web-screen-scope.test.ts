// What a control room's screen signed in as its own guard is pushed: NOT MONITORING only for the
// customers that guard may see (a workstation blind to another guard's customer alone is seeing there),
// and never another customer's events.
import { describe, expect, it } from 'vitest';
import { NOTHING_WATCHED, type Monitoring, type PushEvent } from '../../electron/contract.js';
import { pushForGuard } from '../../electron/web/screen-scope.js';

const seen = { operator: 'ann', customers: new Set(['mine']) };

function blindTo(customerGuids: string[]): Monitoring {
  return {
    ...NOTHING_WATCHED,
    seeing: false,
    blindSinceMs: 1_000,
    causes: [{ kind: 'no-contact', message: 'No answer', customerGuids }],
    customers: ['mine', 'theirs'].map((customerGuid) => ({
      customerGuid,
      lastGoodReadMs: 500,
      blind: customerGuids.includes(customerGuid),
    })),
    alertSeq: 1,
  };
}

const monitoringOf = (payload: Monitoring): Monitoring =>
  (pushForGuard({ name: 'monitoring', payload }, seen) as Extract<PushEvent, { name: 'monitoring' }>).payload;

describe("a guard's screen in a control room", () => {
  it('is not told NOT MONITORING when only another guard’s customer is unseen', () => {
    const shown = monitoringOf(blindTo(['theirs']));
    expect(shown.seeing).toBe(true);
    expect(shown.causes).toEqual([]);
    expect(JSON.stringify(shown)).not.toContain('theirs');
  });

  it('is told NOT MONITORING for its own customer, naming only that one', () => {
    const shown = monitoringOf(blindTo(['mine', 'theirs']));
    expect(shown).toMatchObject({ seeing: false, blindSinceMs: 1_000 });
    expect(shown.causes[0]!.customerGuids).toEqual(['mine']);
    expect(shown.customers.map((customer) => customer.customerGuid)).toEqual(['mine']);
  });

  it('is pushed no event of another customer, and nothing at all when a batch held only theirs', () => {
    const event = (customerGuid: string) => ({ event: { customerGuid } }) as never;
    const pushed = pushForGuard({ name: 'events', payload: { events: [event('mine'), event('theirs')] } }, seen);
    expect(pushed).toEqual({ name: 'events', payload: { events: [event('mine')] } });
    expect(pushForGuard({ name: 'events', payload: { events: [event('theirs')] } }, seen)).toBeNull();
  });
});
