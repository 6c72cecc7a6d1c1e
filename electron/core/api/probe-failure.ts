// What a guard is told when Connect finds no access control service at the address typed.
import { ServiceError } from './errors.js';

const NOTHING_ANSWERS: ReadonlySet<string> = new Set(['network', 'deadline-exceeded', 'unavailable']);

export function serviceProbeFailure(baseUrl: string, error: unknown): ServiceError {
  if (!(error instanceof ServiceError)) throw error;
  if (NOTHING_ANSWERS.has(error.kind)) {
    return new ServiceError(
      error.kind,
      `Nothing answers at ${baseUrl}. Check the address, and that this workstation can reach it (${error.userMessage})`,
      { cause: error },
    );
  }
  return new ServiceError(
    'invalid-response',
    `${baseUrl} answers, but not as an access control service (${error.userMessage}). Check the address: the service's base URL, without /v1`,
    { cause: error },
  );
}
