import { isRetryable, ServiceError } from '../../api/errors.js';

/** The service cannot be reached just now: the cache answers instead where it can. */
export function isOffline(error: unknown): boolean {
  return error instanceof ServiceError && isRetryable(error);
}
