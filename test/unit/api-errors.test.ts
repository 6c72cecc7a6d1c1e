// The line a guard reads for a service error: the service's consumerMessage, then the GUID its
// applicationMessage names, so a 404 says which GUID was wrong.
import { describe, expect, it } from 'vitest';
import { errorForStatus } from '../../electron/core/api/errors.js';

const GUID = '6f1c1f9e-3b1a-4c8e-9a5d-2e7f4b8c9d01';

describe('userMessage', () => {
  it('adds the applicationMessage that names the missing GUID after the consumerMessage', () => {
    const error = errorForStatus(404, {
      applicationMessage: `customer ${GUID} not found`,
      consumerMessage: 'The requested customer was not found.',
    });
    expect(error.userMessage).toBe(
      `The service has no such item (404): The requested customer was not found. (customer ${GUID} not found)`,
    );
  });

  it('names the GUID even when the service gave no consumerMessage', () => {
    const error = errorForStatus(404, { applicationMessage: `user ${GUID} not found` });
    expect(error.userMessage).toBe(`The service has no such item (404) (user ${GUID} not found)`);
  });

  it('leaves out developer detail that names no GUID, and anything past its first line', () => {
    const plain = errorForStatus(500, {
      applicationMessage: 'NullPointerException at Foo.bar',
      consumerMessage: 'Try later.',
    });
    expect(plain.userMessage).toBe('The service failed (500): Try later.');
    const long = errorForStatus(404, {
      applicationMessage: `door ${GUID} not found\n  at Controller.find (x.java:12)`,
    });
    expect(long.userMessage).toBe(`The service has no such item (404) (door ${GUID} not found)`);
    const huge = errorForStatus(404, { applicationMessage: `${'x'.repeat(300)} ${GUID}` });
    expect(huge.userMessage.length).toBeLessThan(300);
  });
});
