// The request pipeline: route, authenticate, apply limits and armed faults, then answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkApplication, checkNonce, checkSession } from './auth/authenticate.js';
import type { Application } from './auth/applications.js';
import type { NonceRegistry } from './auth/nonces.js';
import { CONTROL_PREFIX, controlReply, type ControlTargets } from './control.js';
import { DemoHttpError, unavailable } from './errors.js';
import { hostileConsumerMessage } from './hostile.js';
import type { FaultBoard, FaultSpec } from './faults.js';
import type { DemoState } from './handlers/context.js';
import { HANDLERS } from './handlers/index.js';
import { readJsonBody } from './http/body.js';
import { record, type RecordedRequest } from './http/recorded-requests.js';
import { send, sendHtml, sendTruncated, type Reply } from './http/reply.js';
import { matchRoute } from './http/routes.js';
import { allowedOrigins, isAllowedFetchSite, isAllowedHost, isAllowedOrigin } from '../web/request-guards.js';
import type { InFlightCounter, MinuteRateLimiter } from './limits.js';

export interface Pipeline {
  state: DemoState;
  nonces: NonceRegistry;
  faults: FaultBoard;
  inFlight: InFlightCounter;
  rateLimiter: MinuteRateLimiter | null;
  requests: RecordedRequest[];
  control: ControlTargets | null;
  /** The Host header values the control surface answers to (the demo's own address, once it listens). */
  controlHosts: () => ReadonlySet<string>;
}

export function requestListener(pipeline: Pipeline): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    answer(pipeline, req, res).catch((error: unknown) => sendError(res, error, pipeline.state.hostile));
  };
}

async function answer(pipeline: Pipeline, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo.invalid');
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (pipeline.control && path.startsWith(CONTROL_PREFIX)) {
    refuseForeignControl(req, pipeline.controlHosts());
    await send(res, await controlReply(req, path, pipeline.control));
    return;
  }
  record(pipeline.requests, req, url, pipeline.state.now());
  // Every answer's Date is the demo's own clock (a test clock when it runs on one), as a real service's is its.
  res.setHeader('date', new Date(pipeline.state.now()).toUTCString());

  const route = matchRoute(method, path);
  if (!route.found) {
    throw route.status === 404
      ? new DemoHttpError(404, `no endpoint at ${path}`, 'The requested resource does not exist.')
      : new DemoHttpError(405, `${method} is not allowed on ${path}`, 'The request was not understood.', {
          allow: route.allow,
        });
  }
  if (route.auth !== 'none') {
    checkNonce(req.headers, pipeline.nonces);
    admit(pipeline, checkApplication(req.headers, pipeline.state.applications), route.id, res);
  }

  const fault = pipeline.faults.take(method, path);
  if (fault && !(await survive(fault, res))) return;

  const userName = route.auth === 'session' ? checkSession(req.headers, pipeline.state.sessions) : '';
  const body = method === 'POST' ? await readJsonBody(req) : undefined;
  const reply = HANDLERS[route.id]({ params: route.params, query: url.searchParams, userName, body }, pipeline.state);
  if (fault?.kind === 'truncate') sendTruncated(res, reply);
  else await send(res, reply);
}

// The control surface changes what the demo does, so, like the browser shell, it answers only to its
// own address (against DNS rebinding) and to no page of another site.
function refuseForeignControl(req: IncomingMessage, hosts: ReadonlySet<string>): void {
  const refuse = (why: string): never => {
    throw new DemoHttpError(403, `control surface: ${why}`, 'Forbidden.');
  };
  if (!isAllowedHost(req.headers.host, hosts)) refuse(`Host ${String(req.headers.host)} is not this demo's address`);
  if (!isAllowedOrigin(req.headers.origin, allowedOrigins(hosts)))
    refuse(`Origin ${req.headers.origin} is not allowed`);
  if (!isAllowedFetchSite(req.headers['sec-fetch-site'])) refuse('requests from another site are not allowed');
}

/** Counts the request against its application's connection cap and rate limit (503 beyond them). */
function admit(pipeline: Pipeline, application: Application, endpoint: string, res: ServerResponse): void {
  const key = application.applicationToken;
  if (!pipeline.inFlight.enter(key, application.numberOfConnections)) {
    throw unavailable(`more than ${application.numberOfConnections} simultaneous requests for this application`, 1);
  }
  res.once('close', () => pipeline.inFlight.leave(key));
  const retryAfter = pipeline.rateLimiter?.retryAfter(`${key} ${endpoint}`) ?? null;
  if (retryAfter !== null) throw unavailable(`rate limit exceeded for ${endpoint}`, retryAfter);
}

/** Applies a fault; false when it has already answered (or will never answer). */
async function survive(fault: FaultSpec, res: ServerResponse): Promise<boolean> {
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> =
        fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) };
      throw new DemoHttpError(
        fault.status,
        `injected fault: status ${fault.status}`,
        fault.status === 503 ? 'The service is busy. Please try again shortly.' : 'The service had a problem.',
        headers,
      );
    }
    case 'delay':
      await pause(fault.ms, res);
      return !res.destroyed;
    case 'hang':
      return false;
    case 'nonJson':
      sendHtml(res, fault.contentType);
      return false;
    case 'truncate':
      return true;
  }
}

function pause(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}

function sendError(res: ServerResponse, error: unknown, hostile: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const failure =
    error instanceof DemoHttpError
      ? error
      : new DemoHttpError(
          500,
          `internal error: ${error instanceof Error ? error.message : String(error)}`,
          'The service had a problem.',
        );
  const reply: Reply = {
    status: failure.status,
    body: {
      applicationMessage: failure.applicationMessage,
      consumerMessage: hostile ? hostileConsumerMessage(failure.consumerMessage) : failure.consumerMessage,
    },
    headers: failure.headers,
  };
  send(res, reply).catch(() => res.destroy());
}
