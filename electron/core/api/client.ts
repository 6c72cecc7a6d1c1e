// ServiceClient: the ONE place that talks to the access control service. It builds the
// authentication headers (a fresh nonce on every attempt; none at all for registration),
// validates input before any request, maps statuses to typed errors, retries what may recover
// with backoff, caps the requests in flight at numberOfConnections, and reads answers tolerantly
// against resources/openapi.yaml.
import { AttemptTimers } from './attempt-timers.js';
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter, type RetryPolicy } from './backoff.js';
import { ConnectionLimit } from './connection-limit.js';
import { errorForStatus, isRetryable, ServiceError } from './errors.js';
import { notJsonError, readBodyText, readJsonListBody, type BodyLimits } from './http-body.js';
import { makeNonce } from './nonce.js';
import { plainHttpWarning } from './plain-http.js';
import { resolveResponseLimits, TOO_LARGE_ADVICE, type ResponseClass, type ResponseLimit } from './response-limits.js';
import { listItemProblem, schemaProblem } from './schemas.js';
import { ServiceClock } from './service-clock.js';
import type {
  AccessEvent,
  Customer,
  Device,
  Door,
  LoginResponse,
  RegistrationForm,
  RegistrationResult,
  SchemaName,
  User,
} from './types.js';
import { normaliseBaseUrl, parseRange, requireEventType, requireGuid } from './validate.js';

/** Where the client gets its tokens; the session service implements it. */
export interface AuthProvider {
  /** The application token (endpoints 1 to 9); rejects with 'unauthenticated' when none is at hand. */
  appToken(): Promise<string>;
  /** A live session token (endpoints 1 to 8), signing in by itself where it can. */
  sessionToken(): Promise<string>;
  /** The service refused `token` with 401: resolves true when a fresh session was obtained. */
  sessionRejected(token: string): Promise<boolean>;
}

export interface RetryNotice {
  attempt: number;
  delayMs: number;
  error: ServiceError;
  path: string;
}

export interface ServiceClientOptions {
  baseUrl: string;
  auth: AuthProvider;
  /** The application's numberOfConnections; default 10. */
  maxConnections?: number;
  /** Longest silence while waiting for headers or the next chunk of a body; default 30 s. */
  idleTimeoutMs?: number;
  /** Largest event list read; default 400 MB (V8's longest string is about 512 MB). */
  maxResponseBytes?: number;
  /** Size caps and total deadlines per kind of answer (single items, other lists, event lists); see response-limits.ts. */
  responseLimits?: Partial<Record<ResponseClass, Partial<ResponseLimit>>>;
  retry?: Partial<RetryPolicy>;
  onRetry?: (notice: RetryNotice) => void;
  /**
   * Waited for before each attempt goes out (once a connection is free): a control room's poller holds its
   * requests while its lease is not known to be its own (see worker/lease-window.ts).
   */
  beforeEachRequest?: (signal: AbortSignal | undefined) => Promise<void>;
  /** Accept plain http:// to a host other than this machine (the operator's explicit opt-in). */
  allowInsecureHttp?: boolean;
  fetch?: typeof fetch;
  random?: () => number;
  now?: () => number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Told before each retry of this call (in addition to the client's own onRetry). */
  onRetry?: (notice: RetryNotice) => void;
  /** Told as each attempt (the first and every retry) is about to go out: the sync counts them against its budget. */
  onAttempt?: () => void;
  /**
   * Patience for this call instead of the client's: the live edge gives up on a silent service sooner and
   * tries again sooner, so a service that comes back is seen again within seconds.
   */
  patience?: { idleTimeoutMs?: number; retry?: Partial<RetryPolicy> };
}

export interface EventQuery extends CallOptions {
  from?: Date | string;
  to?: Date | string;
  eventType?: number | string;
  /**
   * Called with each checked batch of events while the answer is still arriving (about 1 MB at a
   * time), so the caller can store them as they come. After a retry the batches start again. The
   * events then go to it alone: they are not kept for the answer, whose list is empty. What it throws
   * ends the read with that error, never tried again.
   */
  onEvents?: (events: AccessEvent[]) => void;
}

type Auth = 'none' | 'app' | 'session';

interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  auth: Auth;
  schema: SchemaName;
  /** Which size cap and total deadline apply to the answer. */
  size: ResponseClass;
  /** The schema's list field, parsed and checked item by item while the answer arrives. */
  listField?: string;
  /** Registration is not idempotent: only a 503 (refused before any work) is tried again. */
  retryOn: 'recoverable' | 'unavailable-only';
  signal: AbortSignal | undefined;
  onRetry?: ((notice: RetryNotice) => void) | undefined;
  onAttempt?: (() => void) | undefined;
  /** With listField: told each checked batch of list items as it arrives, which are then not kept for the answer. */
  onBatch?: ((items: never[]) => void) | undefined;
  patience?: CallOptions['patience'];
}

export class ServiceClient {
  readonly baseUrl: string;
  /** Set while plain HTTP crosses the network (opted in): the warning to keep on show. */
  readonly transportWarning: string | null;
  private limit: ConnectionLimit;
  private readonly policy: RetryPolicy;
  private readonly idleTimeoutMs: number;
  private readonly limits: Record<ResponseClass, ResponseLimit>;
  private readonly fetchImpl: typeof fetch;
  private readonly random: () => number;
  private readonly now: () => number;
  /** The service's clock, from the Date header of every answer. */
  readonly serviceClock = new ServiceClock();

  constructor(private readonly options: ServiceClientOptions) {
    this.baseUrl = normaliseBaseUrl(options.baseUrl);
    this.transportWarning = plainHttpWarning(this.baseUrl, options.allowInsecureHttp === true);
    this.limit = new ConnectionLimit(options.maxConnections ?? 10);
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    const { responseLimits, maxResponseBytes } = options;
    const events =
      maxResponseBytes === undefined
        ? responseLimits?.events
        : { maxBytes: maxResponseBytes, ...responseLimits?.events };
    this.limits = resolveResponseLimits({ ...responseLimits, events });
    this.fetchImpl = options.fetch ?? fetch;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /**
   * A client for another session of the same application (a browser screen's own guard): it shares this
   * client's connections, since numberOfConnections is the application's, not the session's.
   */
  withAuth(auth: AuthProvider): ServiceClient {
    const sibling = new ServiceClient({ ...this.options, auth });
    sibling.limit = this.limit;
    return sibling;
  }

  /** Follows the application's numberOfConnections once registration reports it. */
  setMaxConnections(limit: number): void {
    this.limit.setLimit(limit);
  }

  get requestsInFlight(): number {
    return this.limit.inFlight;
  }

  // Endpoint 1
  async listCustomers(options: CallOptions = {}): Promise<Customer[]> {
    const body = await this.get<{ customerDetailsResponseList: Customer[] }>(
      '/v1/business/customer',
      'CustomerList',
      'list',
      options,
    );
    return body.customerDetailsResponseList;
  }

  // Endpoint 2
  async getCustomer(customerGuid: string, options: CallOptions = {}): Promise<Customer> {
    return this.get(this.customerPath(customerGuid), 'Customer', 'item', options);
  }

  // Endpoint 3
  async listUsers(customerGuid: string, options: CallOptions = {}): Promise<User[]> {
    const body = await this.get<{ customerUsersDetailsResponseList: User[] }>(
      `${this.customerPath(customerGuid)}/user`,
      'UserList',
      'list',
      options,
    );
    return body.customerUsersDetailsResponseList;
  }

  // Endpoint 4
  async getUser(customerGuid: string, userGuid: string, options: CallOptions = {}): Promise<User> {
    const path = `${this.customerPath(customerGuid)}/user/${requireGuid(userGuid, 'user GUID')}`;
    return this.get(path, 'User', 'item', options);
  }

  // Endpoint 5
  async listDevices(customerGuid: string, options: CallOptions = {}): Promise<Device[]> {
    const body = await this.get<{ deviceDetailsResponseList: Device[] }>(
      `${this.customerPath(customerGuid)}/device`,
      'DeviceList',
      'list',
      options,
    );
    return body.deviceDetailsResponseList;
  }

  // Endpoint 6
  async getDevice(customerGuid: string, deviceGuid: string, options: CallOptions = {}): Promise<Device> {
    const path = `${this.customerPath(customerGuid)}/device/${requireGuid(deviceGuid, 'device GUID')}`;
    return this.get(path, 'Device', 'item', options);
  }

  // Endpoint 7
  async listDoors(customerGuid: string, options: CallOptions = {}): Promise<Door[]> {
    const body = await this.get<{ doorDetailsResponseList: Door[] }>(
      `${this.customerPath(customerGuid)}/door`,
      'DoorList',
      'list',
      options,
    );
    return body.doorDetailsResponseList;
  }

  // Endpoint 8
  async listEvents(customerGuid: string, query: EventQuery = {}): Promise<AccessEvent[]> {
    const path = `${this.customerPath(customerGuid)}/event`;
    const params: Record<string, string> = {};
    const { from, to } = parseRange(query.from, query.to);
    if (from) params.fromDate = from.toISOString();
    if (to) params.toDate = to.toISOString();
    if (query.eventType !== undefined) params.eventType = String(requireEventType(query.eventType));
    const body = await this.request<{ eventDetailsResponseList: AccessEvent[] }>({
      method: 'GET',
      path,
      query: params,
      auth: 'session',
      schema: 'EventList',
      size: 'events',
      listField: 'eventDetailsResponseList',
      retryOn: 'recoverable',
      signal: query.signal,
      onRetry: query.onRetry,
      onAttempt: query.onAttempt,
      onBatch: query.onEvents,
      patience: query.patience,
    });
    return body.eventDetailsResponseList;
  }

  // Endpoint 9
  async login(userName: string, password: string, options: CallOptions = {}): Promise<LoginResponse> {
    if (typeof userName !== 'string' || userName.trim() === '') {
      throw new ServiceError('invalid-input', 'A user name is needed to sign in');
    }
    if (typeof password !== 'string' || password === '') {
      throw new ServiceError('invalid-input', 'A password is needed to sign in');
    }
    return this.request({
      method: 'POST',
      path: '/v1/business/user/login',
      body: { userName, password, type: 'passwordCredentials' },
      auth: 'app',
      schema: 'LoginResponse',
      size: 'item',
      retryOn: 'recoverable',
      signal: options.signal,
    });
  }

  // Endpoint 10
  async register(form: RegistrationForm, options: CallOptions = {}): Promise<RegistrationResult> {
    return this.request({
      method: 'POST',
      path: '/v1/config/application',
      body: validRegistration(form),
      auth: 'none',
      schema: 'RegistrationResult',
      size: 'item',
      retryOn: 'unavailable-only',
      signal: options.signal,
    });
  }

  /**
   * Whether an access control service answers at this address: endpoint 1 asked without any token,
   * which the spec says is refused with 401. Harmless: nothing is read or changed.
   */
  async probe(options: CallOptions = {}): Promise<void> {
    try {
      await this.request({
        method: 'GET',
        path: '/v1/business/customer',
        auth: 'none',
        schema: 'CustomerList',
        size: 'list',
        retryOn: 'unavailable-only',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'unauthenticated') return;
      throw error;
    }
  }

  private customerPath(customerGuid: string): string {
    return `/v1/business/customer/${requireGuid(customerGuid, 'customer GUID')}`;
  }

  private get<T>(path: string, schema: SchemaName, size: ResponseClass, options: CallOptions): Promise<T> {
    return this.request<T>({
      method: 'GET',
      path,
      auth: 'session',
      schema,
      size,
      retryOn: 'recoverable',
      signal: options.signal,
      onRetry: options.onRetry,
      onAttempt: options.onAttempt,
      patience: options.patience,
    });
  }

  private async request<T>(spec: RequestSpec): Promise<T> {
    const started = this.now();
    const policy = { ...this.policy, ...spec.patience?.retry };
    let renewedSession = false;
    for (let attempt = 1; ; attempt += 1) {
      const headers = await this.headersFor(spec);
      spec.onAttempt?.();
      try {
        return await this.limit.run(spec.signal, async () => {
          await this.options.beforeEachRequest?.(spec.signal);
          return this.attempt<T>(spec, headers);
        });
      } catch (caught) {
        if (caught instanceof CallerFailure) throw caught.error;
        const error = asServiceError(caught);
        const sessionToken = headers['x-user-credential'];
        if (error.kind === 'unauthenticated' && sessionToken !== undefined && !renewedSession) {
          renewedSession = true;
          if (await this.options.auth.sessionRejected(sessionToken)) continue;
        }
        if (!this.shouldRetry(spec, error, attempt, policy)) throw error;
        const delayMs = backoffDelay(policy, attempt, this.random, error.retryAfterMs);
        if (this.now() + delayMs - started > policy.maxTotalMs) throw error;
        const notice = { attempt, delayMs, error, path: spec.path };
        this.options.onRetry?.(notice);
        spec.onRetry?.(notice);
        await sleep(delayMs, spec.signal);
      }
    }
  }

  private shouldRetry(spec: RequestSpec, error: ServiceError, attempt: number, policy: RetryPolicy): boolean {
    if (attempt >= policy.maxAttempts) return false;
    return spec.retryOn === 'unavailable-only' ? error.kind === 'unavailable' : isRetryable(error);
  }

  // Tokens are fetched outside the connection limit: fetching one may itself call endpoint 9.
  private async headersFor(spec: RequestSpec): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (spec.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
    if (spec.auth === 'none') return headers; // registration is called without any authentication header
    headers['x-nonce-token'] = makeNonce();
    headers['x-app-token'] = await this.options.auth.appToken();
    if (spec.auth === 'session') headers['x-user-credential'] = await this.options.auth.sessionToken();
    return headers;
  }

  private async attempt<T>(spec: RequestSpec, headers: Record<string, string>): Promise<T> {
    const url = new URL(this.baseUrl + spec.path);
    for (const [name, value] of Object.entries(spec.query ?? {})) url.searchParams.set(name, value);
    const { maxBytes, deadlineMs } = this.limits[spec.size];
    const timers = new AttemptTimers(deadlineMs, spec.patience?.idleTimeoutMs ?? this.idleTimeoutMs, spec.signal);
    try {
      const sentAtMs = this.now();
      const response = await this.fetchImpl(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: timers.signal,
        redirect: 'manual',
      });
      this.serviceClock.observe(response.headers.get('date'), sentAtMs, this.now());
      const limits = { idleTimeoutMs: timers.idleTimeoutMs, maxBytes, tooLargeAdvice: TOO_LARGE_ADVICE[spec.size] };
      return await this.readAnswer<T>(spec, response, limits, timers.rearm);
    } catch (caught) {
      if (caught instanceof CallerFailure) throw caught;
      throw this.failure(caught, spec, timers, deadlineMs);
    } finally {
      timers.dispose();
    }
  }

  /** The answer's body, read within its limits: a long list parsed and checked while it arrives. */
  private async readAnswer<T>(
    spec: RequestSpec,
    response: Response,
    limits: BodyLimits,
    rearm: () => void,
  ): Promise<T> {
    const { listField } = spec;
    const onBatch = spec.onBatch && handingOn(spec.onBatch);
    if (listField === undefined || response.status !== 200) {
      return this.interpret<T>(spec, response, await readBodyText(response.body, limits, rearm));
    }
    // Checked as it arrives, so little is left when it ends.
    const read = await readJsonListBody(
      response.body,
      listField,
      limits,
      rearm,
      (items, firstIndex) => {
        items.forEach((item, offset) =>
          this.refuseIf(listItemProblem(spec.schema, listField, item, firstIndex + offset)),
        );
        onBatch?.(items as never[]);
      },
      onBatch ? 'handed-only' : 'all',
    );
    if (read.kind === 'text') {
      const value = this.interpret<T>(spec, response, read.text);
      if (!onBatch) return value;
      onBatch((value as Record<string, unknown>)[listField] as never[]);
      return { ...value, [listField]: [] };
    }
    this.refuseIf(schemaProblem(spec.schema, { ...read.value, [listField]: [] }));
    return read.value as T;
  }

  /** What went wrong with an attempt, in the words a guard reads. */
  private failure(caught: unknown, spec: RequestSpec, timers: AttemptTimers, deadlineMs: number): ServiceError {
    if (caught instanceof ServiceError) return caught;
    if (spec.signal?.aborted) return new ServiceError('aborted', 'Cancelled');
    if (timers.endedBy === 'deadline') {
      return new ServiceError(
        'deadline-exceeded',
        `The service's answer to ${spec.method} ${spec.path} was still arriving after ${formatSeconds(deadlineMs)} in all: gave up on it`,
      );
    }
    if (timers.endedBy === 'idle') {
      return new ServiceError(
        'network',
        `No answer from the service within ${Math.round(timers.idleTimeoutMs / 1000)} s`,
      );
    }
    return networkError(caught, this.baseUrl);
  }

  private interpret<T>(spec: RequestSpec, response: Response, text: string): T {
    if (response.status >= 300 && response.status < 400) {
      const target = response.headers.get('location') ?? 'elsewhere';
      throw new ServiceError('unexpected-status', `The service redirected to ${target}: use that address instead`, {
        status: response.status,
      });
    }
    if (response.status !== 200) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.now());
      throw errorForStatus(response.status, parseJsonOrUndefined(text), retryAfterMs);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw notJsonError(text);
    }
    this.refuseIf(schemaProblem(spec.schema, body));
    return body as T;
  }

  private refuseIf(problem: string | null): void {
    if (problem !== null) {
      throw new ServiceError('invalid-response', `The service sent an answer of the wrong shape: ${problem}`, {
        status: 200,
      });
    }
  }
}

/**
 * A failure of the caller's own batch handler (a store that found the disk full): not the service's,
 * so it is never retried nor worded as a network failure; the request ends with the caller's error.
 */
class CallerFailure extends Error {
  constructor(readonly error: unknown) {
    super('The caller failed to take a batch', { cause: error });
  }
}

function handingOn(onBatch: (items: never[]) => void): (items: never[]) => void {
  return (items) => {
    try {
      onBatch(items);
    } catch (error) {
      throw new CallerFailure(error);
    }
  };
}

function validRegistration(form: RegistrationForm): RegistrationForm {
  const applicationName = typeof form.applicationName === 'string' ? form.applicationName.trim() : '';
  const applicationEmail = typeof form.applicationEmail === 'string' ? form.applicationEmail.trim() : '';
  if (applicationName === '') throw new ServiceError('invalid-input', 'An application name is needed to register');
  if (applicationName.length > 250) {
    throw new ServiceError(
      'invalid-input',
      `The application name has ${applicationName.length} characters; at most 250 are allowed`,
    );
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(applicationEmail)) {
    throw new ServiceError('invalid-input', `"${applicationEmail}" is not an e-mail address (local-part@domain)`);
  }
  return { applicationName, applicationEmail };
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asServiceError(caught: unknown): ServiceError {
  if (caught instanceof ServiceError) return caught;
  const message = caught instanceof Error ? caught.message : String(caught);
  return new ServiceError('invalid-response', `Unexpected failure while reading the answer: ${message}`, {
    cause: caught,
  });
}

function networkError(caught: unknown, baseUrl: string): ServiceError {
  const cause = caught instanceof Error && caught.cause instanceof Error ? caught.cause : caught;
  const code = (cause as { code?: unknown } | null)?.code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'nothing is listening there'
      : code === 'ENOTFOUND'
        ? 'the host name is unknown'
        : code === 'ECONNRESET' || (caught instanceof Error && caught.message === 'terminated')
          ? 'the connection was cut before the answer was complete'
          : cause instanceof Error
            ? cause.message
            : String(cause);
  return new ServiceError('network', `Cannot reach the service at ${baseUrl}: ${reason}`, { cause: caught });
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ServiceError('aborted', 'Cancelled'));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ServiceError('aborted', 'Cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
