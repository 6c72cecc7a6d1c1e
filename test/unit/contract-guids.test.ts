// GUIDs reach the core lower-cased by the contract's schemas, whatever case the screen or script sent:
// the service's GUIDs and the cache's are lower case, so one typed in capitals must find the same rows.
import { describe, expect, it } from 'vitest';
import { parseCall } from '../../electron/contract.js';

const UPPER = '6F1C1F9E-3B1A-4C8E-9A5D-2E7F4B8C9D01';
const LOWER = UPPER.toLowerCase();

describe('the contract lower-cases GUIDs', () => {
  it.each([
    ['customers.watch', { customerGuid: UPPER, watched: true }, { customerGuid: LOWER, watched: true }],
    ['inventory.doors', { customerGuid: UPPER }, { customerGuid: LOWER }],
    [
      'feed.query',
      { customerGuids: [UPPER], doorGuid: UPPER, userOrTokenGuid: UPPER, limit: 5 },
      { customerGuids: [LOWER], doorGuid: LOWER, userOrTokenGuid: LOWER, limit: 5 },
    ],
    [
      'export.start',
      { customerGuid: UPPER, customerGuids: [UPPER], doorGuid: UPPER, fromMs: 0, toMs: 1 },
      { customerGuid: LOWER, customerGuids: [LOWER], doorGuid: LOWER, fromMs: 0, toMs: 1 },
    ],
    ['stats.hourly', { customerGuids: [UPPER] }, { customerGuids: [LOWER] }],
    [
      'alerts.shiftSummary',
      { customerGuids: [UPPER], fromMs: 0, toMs: 1 },
      { customerGuids: [LOWER], fromMs: 0, toMs: 1 },
    ],
  ])('%s', (method, input, handed) => {
    expect(parseCall(method, input)).toEqual({ ok: true, method, input: handed });
  });

  it('still refuses what is not a GUID, naming the field', () => {
    expect(parseCall('inventory.users', { customerGuid: 'front door' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-call',
        message: 'inventory.users: customerGuid must be a GUID (8-4-4-4-12 hexadecimal digits)',
      },
    });
  });
});
