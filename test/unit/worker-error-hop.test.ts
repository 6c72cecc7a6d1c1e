// A ServiceError crossing to the core worker thread keeps what the sync and the guard need from it:
// the service's consumerMessage (the guard's line) and Retry-After (how long the sync holds back).
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  errorForStatus,
  serviceErrorData,
  serviceErrorFromData,
  type ServiceErrorData,
} from '../../electron/core/api/errors.js';

describe('a ServiceError across a thread', () => {
  it('keeps its kind, status, consumerMessage and retryAfterMs', async () => {
    const busy = errorForStatus(503, { consumerMessage: 'Too many requests: try again shortly.' }, 30_000);
    const { port1, port2 } = new MessageChannel();
    const received = new Promise<ServiceErrorData>((resolve) => port2.once('message', resolve));
    port1.postMessage(serviceErrorData(busy));
    const error = serviceErrorFromData(await received);
    port1.close();
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, retryAfterMs: 30_000 });
    expect(error.userMessage).toBe(
      'The service is busy: a rate or connection limit was reached (503): Too many requests: try again shortly.',
    );
  });
});
