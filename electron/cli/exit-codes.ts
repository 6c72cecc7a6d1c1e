// Exit statuses fixed by docs/interfaces.md, and the one line printed for a failure.
import { isRetryable, ServiceError, type ServiceErrorKind } from '../core/api/errors.js';
import { RoomDatabaseError, UsageError, type RoomDatabaseProblem } from '../core/app/command-line/failures.js';
import { terminalText } from './terminal-text.js';

export const EXIT = {
  ok: 0,
  other: 1,
  usage: 2,
  authentication: 3,
  permission: 4,
  unavailable: 5,
} as const;

const exitByKind: Record<ServiceErrorKind, number> = {
  'invalid-input': EXIT.usage,
  'bad-request': EXIT.usage,
  unauthenticated: EXIT.authentication,
  forbidden: EXIT.permission,
  'not-found': EXIT.permission,
  'server-error': EXIT.unavailable,
  unavailable: EXIT.unavailable,
  network: EXIT.unavailable,
  'deadline-exceeded': EXIT.unavailable,
  conflict: EXIT.other,
  'invalid-response': EXIT.other,
  'response-too-large': EXIT.other,
  'unexpected-status': EXIT.other,
  aborted: EXIT.other,
};

const exitByRoomProblem: Record<RoomDatabaseProblem, number> = {
  unreachable: EXIT.unavailable,
  'sign-in-refused': EXIT.authentication,
  missing: EXIT.other,
  'newer-schema': EXIT.other,
  'not-owner': EXIT.permission,
  // The name given (ACS_WORKSTATION, or the computer's) is bad input: another workstation has it.
  'name-taken': EXIT.usage,
  // Plaintext (or an unchecked server) beyond this machine without the operator's acceptance: the usage.
  insecure: EXIT.usage,
  tls: EXIT.unavailable,
};

export { UsageError } from '../core/app/command-line/failures.js';

export function exitCodeFor(error: unknown): number {
  if (error instanceof ServiceError) return exitByKind[error.kind];
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof RoomDatabaseError) return exitByRoomProblem[error.problem];
  return EXIT.other;
}

/** One line: what failed, in the service's own words where it gave them. */
export function failureLine(error: unknown): string {
  if (error instanceof ServiceError) {
    const retried = isRetryable(error);
    return `acs-monitor: ${terminalText(error.userMessage, { oneLine: true })}${retried ? ' (gave up after retrying)' : ''}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `acs-monitor: ${terminalText(message.split('\n')[0] ?? '', { oneLine: true })}`;
}
