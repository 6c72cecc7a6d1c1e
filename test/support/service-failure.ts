// The ServiceError a call fails with (the test fails when the call succeeds or throws anything else).
import { expect } from 'vitest';
import { ServiceError } from '../../electron/core/api/errors.js';

export async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const caught = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ServiceError);
  return caught as ServiceError;
}
