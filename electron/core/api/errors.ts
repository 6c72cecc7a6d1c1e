// Typed failures of a call to the service. Every one carries a sentence fit for a guard (message)
// and, where the service sent them, its applicationMessage and consumerMessage.

export const SERVICE_ERROR_KINDS = [
  'invalid-input', // refused before any request: bad GUID, date, URL
  'bad-request', // 400
  'unauthenticated', // 401, or no token at hand
  'forbidden', // 403
  'not-found', // 404
  'conflict', // 409
  'server-error', // 500 and other 5xx
  'unavailable', // 503: a rate or connection limit
  'network', // no connection, reset, truncated body, no answer in time
  'deadline-exceeded', // an answer still arriving when its total time was up
  'invalid-response', // not JSON, or not the shape the spec gives
  'response-too-large', // one response too large to parse: ask for a smaller range
  'unexpected-status', // any other status
  'aborted', // the caller cancelled
] as const;
export type ServiceErrorKind = (typeof SERVICE_ERROR_KINDS)[number];

export interface ServiceErrorDetails {
  status?: number;
  applicationMessage?: string;
  consumerMessage?: string;
  retryAfterMs?: number;
  cause?: unknown;
}

export class ServiceError extends Error {
  readonly status: number | undefined;
  readonly applicationMessage: string | undefined;
  readonly consumerMessage: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    details: ServiceErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ServiceError';
    this.status = details.status;
    this.applicationMessage = details.applicationMessage;
    this.consumerMessage = details.consumerMessage;
    this.retryAfterMs = details.retryAfterMs;
  }

  /**
   * What a guard reads: the service's own words where it gave them, then its applicationMessage where
   * that names the item concerned by its GUID (a 404's "customer … not found"), so the operator can tell
   * which GUID was wrong.
   */
  get userMessage(): string {
    const line = this.consumerMessage ? `${this.message}: ${this.consumerMessage}` : this.message;
    const detail = namingDetail(this.applicationMessage);
    return detail && !line.includes(detail) ? `${line} (${detail})` : line;
  }
}

const GUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const DETAIL_MAX_CHARS = 200;

// The applicationMessage's first line, shortened, when it names a GUID; otherwise (developer detail) nothing.
function namingDetail(applicationMessage: string | undefined): string | null {
  const firstLine = applicationMessage?.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!GUID_IN_TEXT.test(firstLine)) return null;
  return firstLine.length > DETAIL_MAX_CHARS ? `${firstLine.slice(0, DETAIL_MAX_CHARS - 1)}…` : firstLine;
}

/** A ServiceError as plain data, for a hop between threads (structured clone drops a class's fields). */
export interface ServiceErrorData {
  kind: ServiceErrorKind;
  message: string;
  details: Omit<ServiceErrorDetails, 'cause'>;
}

export function serviceErrorData(error: ServiceError): ServiceErrorData {
  const { kind, message, status, applicationMessage, consumerMessage, retryAfterMs } = error;
  return { kind, message, details: { status, applicationMessage, consumerMessage, retryAfterMs } };
}

export function serviceErrorFromData({ kind, message, details }: ServiceErrorData): ServiceError {
  return new ServiceError(kind, message, details);
}

/** Failures worth another attempt: the service or the network may recover by itself. */
export function isRetryable(error: ServiceError): boolean {
  return (
    error.kind === 'server-error' ||
    error.kind === 'unavailable' ||
    error.kind === 'network' ||
    error.kind === 'deadline-exceeded'
  );
}

export function invalidInput(message: string): ServiceError {
  return new ServiceError('invalid-input', message);
}

const statusKinds: Record<number, ServiceErrorKind> = {
  400: 'bad-request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  503: 'unavailable',
};

const statusSentences: Partial<Record<ServiceErrorKind, string>> = {
  'bad-request': 'The service refused the request as malformed (400)',
  unauthenticated: 'The service did not accept the credentials (401)',
  forbidden: 'This user may not see that data (403)',
  'not-found': 'The service has no such item (404)',
  conflict: 'An application with this name and e-mail is already registered (409)',
  'server-error': 'The service failed',
  unavailable: 'The service is busy: a rate or connection limit was reached (503)',
};

function kindForStatus(status: number): ServiceErrorKind {
  return statusKinds[status] ?? (status >= 500 ? 'server-error' : 'unexpected-status');
}

/** Builds the error for a non-200 answer from its status and (tolerantly read) error body. */
export function errorForStatus(status: number, body: unknown, retryAfterMs?: number): ServiceError {
  const kind = kindForStatus(status);
  const messages = readErrorBody(body);
  const sentence =
    kind === 'server-error'
      ? `The service failed (${status})`
      : (statusSentences[kind] ?? `The service answered with unexpected status ${status}`);
  return new ServiceError(kind, sentence, { status, ...messages, retryAfterMs });
}

function readErrorBody(body: unknown): Pick<ServiceErrorDetails, 'applicationMessage' | 'consumerMessage'> {
  if (body === null || typeof body !== 'object') return {};
  const { applicationMessage, consumerMessage } = body as Record<string, unknown>;
  return {
    applicationMessage: typeof applicationMessage === 'string' ? applicationMessage : undefined,
    consumerMessage: typeof consumerMessage === 'string' && consumerMessage.trim() !== '' ? consumerMessage : undefined,
  };
}
