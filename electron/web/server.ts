// The browser shell: the built renderer and the renderer↔core contract over HTTP on 127.0.0.1 (HTTPS
// with a certificate, the only way beyond loopback), behind a per-launch URL token exchanged for a
// cookie per screen (an operator's or a display's), with Host and Origin checked
// against DNS rebinding and cross-site requests. With a state file, the port and the screens let in
// outlive a restart, so an open wall display reconnects by itself.
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  dispatch,
  type Backend,
  type CallResult,
  type ScreenControl,
  type ScreenGuards,
  type ScreenRole,
} from '../contract.js';
import { TOKEN_QUERY_PARAMETER, tokenCookie, tokenCookieName } from './access-token.js';
import { answerCall } from './api-call.js';
import { CardSearches } from './card-searches.js';
import { GuardCalls } from './guard-calls.js';
import { sendExport, type ExportFileLookup } from './export-download.js';
import { createPushStreams, type PushStreams } from './push-stream.js';
import { sendStatus, sendText } from './replies.js';
import {
  allowedHosts,
  allowedOrigins,
  hostInUrl,
  isAllowedFetchSite,
  isAllowedHost,
  isAllowedOrigin,
} from './request-guards.js';
import { SCREEN_ACCESS_LIFETIME_MS, ScreenAccess, type ShellState, type ShellStateKeeper } from './screen-access.js';
import { ScreenSignIns } from './screen-sign-ins.js';
import { SignInBackOff } from './sign-in-back-off.js';
import { setSecurityHeaders } from './security-headers.js';
import { serveStatic } from './static-files.js';
import { answerTestClock, type AdvanceClock } from './test-clock-route.js';

export interface WebShellOptions {
  backend: Backend;
  /** The built renderer (out/renderer): index.html and its assets. */
  rendererDir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * 0: any free port. Default: the port of the last start (from `state`) when it is free; else any free one,
   * said in `movedFrom`, and the screens let in on the old port are not let in here.
   */
  port?: number;
  /** Where the port and the screens let in are kept across restarts; none: nothing outlives the shell. */
  state?: ShellStateKeeper;
  /** Export files the backend wrote, served for download by export id; null when unknown. */
  exportFile?: ExportFileLookup;
  /** An export file was downloaded whole: the backend deletes it (it is not kept for a second download). */
  exportTaken?: (exportId: string) => void;
  /** How often every push stream gets a heartbeat the page listens for; default 4 s. */
  pushHeartbeatMs?: number;
  /** Serve HTTPS with this certificate and key (PEM) instead of plain HTTP; the cookies are then Secure. */
  tls?: { cert: string; key: string };
  /**
   * How long an access address lets a screen in after it is made; none: until it is used or replaced. A shell
   * that other machines reach gives it 10 min, so an address seen over a shoulder or in a chat log
   * soon lets nobody in.
   */
  urlTokenLifetimeMs?: number;
  /**
   * How operator screens sign in as their own guards (in a control room); none: every screen acts as the
   * workstation's signed-in guard.
   */
  guards?: ScreenGuards;
  /** Tests only: serves POST /api/test-clock, which moves the host's clock on. */
  advanceTestClock?: AdvanceClock;
  /** The host's clock (the tests' clock under them): when screens were touched and guards signed in. */
  now?: () => number;
  /**
   * Tests only: screens may set the workstation up at any time (set-up-calls.ts), as the desktop app's
   * window may: the browser suites drive the screens' set-up forms through the browser shell.
   */
  screensSetUp?: boolean;
}

export interface WebShell {
  /**
   * The address to open, carrying the URL token: http://127.0.0.1:PORT/?token=… (as first made). It lets
   * one screen in; the next needs screens.rotateUrl's.
   */
  url: string;
  origin: string;
  /** Why the saved screens were not used (a damaged state file), else null. */
  warning: string | null;
  /**
   * The last start's port, when another program held it and this start took another: the screens of that
   * port must be let in again. Null when the shell listens where it did, or was told where to listen.
   */
  movedFrom: number | null;
  /** The screens let in: list them, withdraw one (its push stream ends too), replace the URL token. */
  screens: ScreenControl;
  close(): Promise<void>;
}

type Server = HttpServer | HttpsServer;

interface Shell {
  options: WebShellOptions;
  secure: boolean;
  screens: ScreenAccess;
  hosts: ReadonlySet<string>;
  origins: ReadonlySet<string>;
  streams: PushStreams;
  /** The screens signed in as their own guards; null when the shell was given no way to sign them in. */
  guardCalls: GuardCalls | null;
  cardSearches: CardSearches;
  /** Every sign-in from a screen: as its own guard, or the workstation's outside a room. */
  signInBackOff: SignInBackOff;
}

const UNAUTHORIZED_TEXT =
  'NOT MONITORING. This screen has no access to the monitor: its access was withdrawn, went unused for 30 days, or was lost with a damaged list of screens. ' +
  'Open its current address: the one `acs-monitor serve` printed, or a new one from the Health tab of a screen still in.';
const EXPIRED_ADDRESS_TEXT =
  'This access address has expired: an address lets a screen in for 10 minutes after it is made. ' +
  'Get a new one from the Health tab of a screen already in, or press Enter in the terminal where acs-monitor serve runs.';
const USED_ADDRESS_TEXT =
  'This access address has let a screen in already: each address lets in one screen. ' +
  'Get a new one for this screen from the Health tab of a screen already in (New access address), or from the terminal where acs-monitor serve runs (Enter, when it lets other machines in; else start it again).';
const DISPLAY_REFUSED_TEXT = 'This screen is a display: it watches only.';
const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::']);
const COOKIE_MAX_AGE_SECONDS = SCREEN_ACCESS_LIFETIME_MS / 1000;

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const host = options.host ?? '127.0.0.1';
  const saved = options.state?.load() ?? { state: null, problem: null };
  const server: Server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key, minVersion: 'TLSv1.2' })
    : createServer();
  const lastPort = saved.state?.port ?? null;
  const moved = await listenOnPort(server, host, options.port, lastPort);
  const { port } = server.address() as AddressInfo;
  const shell = shellOf(options, screenAccess(options, port, saved), allowedHosts(host, port));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(shell, req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal error');
    });
  });
  const origin = `${shell.secure ? 'https' : 'http'}://${WILDCARD_HOSTS.has(host) ? '127.0.0.1' : hostInUrl(host)}:${port}`;
  const urlWith = (token: string): string => `${origin}/?${TOKEN_QUERY_PARAMETER}=${token}`;
  return {
    url: urlWith(shell.screens.currentUrlToken),
    origin,
    warning: saved.problem,
    movedFrom: moved ? lastPort : null,
    screens: screenControl(shell, urlWith),
    close: () => close(server, shell.streams),
  };
}

/** The screens let in on this port: the saved ones when the shell listens where it did, kept as they change. */
function screenAccess(
  options: WebShellOptions,
  port: number,
  saved: { state: ShellState | null; problem: string | null },
): ScreenAccess {
  const lastPort = saved.state?.port ?? null;
  const save = (state: ShellState): void => options.state?.save(state);
  const screens = new ScreenAccess({
    cookieName: tokenCookieName(port),
    // Screens let in on another port are not let in here: their cookies were made for that port, and a
    // browser sends them to whatever listens there now (another local user's program, when it was taken).
    saved: lastPort === port ? saved.state?.screens : [],
    urlTokenLifetimeMs: options.urlTokenLifetimeMs,
    onChange: (admitted) => save({ port, screens: admitted }),
    ...(options.now && { now: options.now }),
  });
  if (lastPort !== port || saved.problem) save({ port, screens: screens.saved() });
  return screens;
}

/** What every request is answered with: the screens, the addresses they may come from, their streams and sign-ins. */
function shellOf(options: WebShellOptions, screens: ScreenAccess, hosts: ReadonlySet<string>): Shell {
  const secure = options.tls !== undefined;
  const signInBackOff = new SignInBackOff();
  const shell: Shell = {
    options,
    secure,
    screens,
    hosts,
    origins: allowedOrigins(hosts, secure ? 'https' : 'http'),
    streams: createPushStreams(options.backend, options.pushHeartbeatMs, (screenId, event) => {
      const guarded = ownGuardOf(shell, screenId);
      return guarded ? guarded.pushFor(screenId, event) : event;
    }),
    guardCalls: options.guards
      ? new GuardCalls(options.backend, new ScreenSignIns(options.guards, options.now ?? Date.now, signInBackOff))
      : null,
    cardSearches: new CardSearches(),
    signInBackOff,
  };
  return shell;
}

/** The screens as the backend manages them: listed with their guards, withdrawn, and a new access address. */
function screenControl(shell: Shell, urlWith: (token: string) => string): ScreenControl {
  const { guardCalls } = shell;
  return {
    list: () => {
      const guards = guardCalls?.signIns.signedIn() ?? new Map<string, { userName: string; sinceMs: number }>();
      return shell.screens.list().map((screen) => {
        const guard = guards.get(screen.screenId);
        return { ...screen, guard: guard?.userName ?? null, guardSinceMs: guard?.sinceMs ?? null };
      });
    },
    guardCustomers: (screenId) => {
      const guard = guardCalls?.signIns.current(screenId);
      return guard ? [...guard.customers] : null;
    },
    revoke: (screenId) => {
      const revoked = shell.screens.revoke(screenId);
      shell.streams.closeFor(screenId);
      guardCalls?.forget(screenId);
      return revoked;
    },
    rotateUrl: (role) => urlWith(shell.screens.rotateUrlToken(role)),
  };
}

async function handle(shell: Shell, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setSecurityHeaders(res);
  if (!isAllowedHost(req.headers.host, shell.hosts)) return sendStatus(res, 421);
  const request = requestOf(req);
  if (!request) return sendText(res, 400, 'Bad request');
  if ((request.isApi || !request.readsOnly) && !isSameOrigin(shell, req, request.isApi)) {
    return sendText(res, 403, 'Forbidden');
  }
  if (request.query.has(TOKEN_QUERY_PARAMETER)) return letScreenIn(shell, req, res, request);
  const admission = shell.screens.admit(req.headers.cookie);
  if (admission === null) return sendText(res, 401, UNAUTHORIZED_TEXT);
  // Merged into whatever answer follows: the cookie lives another full lifetime from today.
  if (admission.refreshCookie !== null) {
    res.setHeader(
      'Set-Cookie',
      tokenCookie(shell.screens.cookieName, admission.refreshCookie, COOKIE_MAX_AGE_SECONDS, shell.secure),
    );
  }
  return route(shell, req, res, request, admission);
}

interface ShellRequest {
  rawPath: string;
  query: URLSearchParams;
  method: string;
  isApi: boolean;
  readsOnly: boolean;
}

function requestOf(req: IncomingMessage): ShellRequest | null {
  const target = req.url ?? '';
  if (!target.startsWith('/')) return null;
  const queryStart = target.indexOf('?');
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const method = req.method ?? 'GET';
  return {
    rawPath,
    query: new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1)),
    method,
    isApi: rawPath.startsWith('/api/'),
    readsOnly: method === 'GET' || method === 'HEAD',
  };
}

/** An address with a screen's one-time token: the screen gets its cookie and the address without the token. */
function letScreenIn(shell: Shell, req: IncomingMessage, res: ServerResponse, request: ShellRequest): void {
  const { query, rawPath } = request;
  const screenCookie = request.readsOnly
    ? shell.screens.exchange(query.get(TOKEN_QUERY_PARAMETER), {
        userAgent: req.headers['user-agent'] ?? null,
        address: req.socket.remoteAddress ?? null,
      })
    : null;
  if (screenCookie === null) {
    const token = query.get(TOKEN_QUERY_PARAMETER);
    if (shell.screens.isUsedUrlToken(token)) return sendText(res, 401, USED_ADDRESS_TEXT);
    return sendText(res, 401, shell.screens.isExpiredUrlToken(token) ? EXPIRED_ADDRESS_TEXT : UNAUTHORIZED_TEXT);
  }
  const joined = shell.screens.list().at(-1);
  if (joined) shell.streams.announce({ name: 'screen-joined', payload: joined });
  query.delete(TOKEN_QUERY_PARAMETER);
  // Leading slashes and backslashes collapse to one, so the redirect cannot name another host (//evil).
  const location = `/${rawPath.replace(/^[/\\]+/, '')}${query.size > 0 ? `?${query}` : ''}`;
  return sendStatus(res, 303, {
    Location: location,
    'Set-Cookie': tokenCookie(shell.screens.cookieName, screenCookie, COOKIE_MAX_AGE_SECONDS, shell.secure),
  });
}

/** An admitted screen's request: the contract's calls, the push stream, its exports, the page's files. */
async function route(
  shell: Shell,
  req: IncomingMessage,
  res: ServerResponse,
  { rawPath, query, method, isApi, readsOnly }: ShellRequest,
  { screenId, role }: { screenId: string; role: ScreenRole },
): Promise<void> {
  const ownGuard = ownGuardOf(shell, screenId);
  if (rawPath === '/api/call') {
    return method === 'POST' ? answerScreenCall(shell, req, res, screenId, role) : refuseMethod(res, 'POST');
  }
  if (rawPath === '/api/events') {
    return method === 'GET' ? shell.streams.open(res, screenId) : refuseMethod(res, 'GET');
  }
  // A display exports nothing and moves no clock: only the contract's reading calls and the push stream.
  if (role === 'display' && (rawPath.startsWith('/api/exports/') || rawPath === '/api/test-clock')) {
    return sendText(res, 403, DISPLAY_REFUSED_TEXT);
  }
  if (rawPath.startsWith('/api/exports/')) {
    const exportId = rawPath.slice('/api/exports/'.length);
    // A guard's screen downloads only the exports it started: another guard's may hold other customers.
    if (ownGuard && !ownGuard.mayDownload(screenId, exportId)) return sendText(res, 404, 'Not found');
    return readsOnly
      ? sendExport(req, res, exportId, shell.options.exportFile, shell.options.exportTaken)
      : refuseMethod(res, 'GET, HEAD');
  }
  if (rawPath === '/api/test-clock' && shell.options.advanceTestClock) {
    return method === 'POST' ? answerTestClock(res, query, shell.options.advanceTestClock) : refuseMethod(res, 'POST');
  }
  if (isApi) return sendText(res, 404, 'Not found');
  return readsOnly ? serveStatic(req, res, shell.options.rendererDir, rawPath) : refuseMethod(res, 'GET, HEAD');
}

/** POST /api/call: answered as the screen's own guard where it is one, else as the workstation's screen. */
function answerScreenCall(
  shell: Shell,
  req: IncomingMessage,
  res: ServerResponse,
  screenId: string,
  role: ScreenRole,
): Promise<void> {
  const ownGuard = ownGuardOf(shell, screenId);
  const answer = ownGuard
    ? (name: unknown, input: unknown) => ownGuard.answer(screenId, name, input)
    : async (name: unknown, input: unknown) => {
        const result = await dispatchForScreen(shell, screenId, name, input);
        // The call put the workstation in a room (the demo started there): this screen is its own guard
        // from now on, and its session is told as such, not as the workstation's.
        const nowGuard = typeof name === 'string' && name.startsWith('session.') && ownGuardOf(shell, screenId);
        return nowGuard && result.ok ? nowGuard.answer(screenId, 'session.status', {}) : result;
      };
  const screen = { screenId, role, cardSearches: shell.cardSearches, touched: () => shell.screens.touched(screenId) };
  return answerCall(req, res, shell.options.backend, screen, answer, shell.options.screensSetUp);
}

/** A call of a screen that is not its own guard; a sign-in (the workstation's) slowed after wrong passwords. */
function dispatchForScreen(
  shell: Shell,
  screenId: string,
  name: unknown,
  input: unknown,
): Promise<CallResult<unknown>> {
  const { backend } = shell.options;
  if (name !== 'session.login') return dispatch(backend, name, input);
  const userName = typeof input === 'object' && input !== null ? (input as { userName?: unknown }).userName : undefined;
  return shell.signInBackOff.attempt(
    screenId,
    userName,
    () => dispatch(backend, name, input),
    (message): CallResult<unknown> => ({ ok: false, error: { kind: 'forbidden', message } }),
    (result) => (result.ok ? undefined : result.error.kind),
  );
}

/** The screen's own guard's calls, when it is an operator's screen that signs in as its own guard now. */
function ownGuardOf(shell: Shell, screenId: string): GuardCalls | null {
  const { guardCalls } = shell;
  if (!guardCalls?.signIns.required()) return null;
  const screen = shell.screens.list().find((one) => one.screenId === screenId);
  return screen?.role === 'operator' ? guardCalls : null;
}

/** Origin (when sent) must be the shell's own; on the API, Sec-Fetch-Site must not name another site. */
function isSameOrigin(shell: Shell, req: IncomingMessage, isApi: boolean): boolean {
  if (!isAllowedOrigin(req.headers.origin, shell.origins)) return false;
  return !isApi || isAllowedFetchSite(req.headers['sec-fetch-site']);
}

function refuseMethod(res: ServerResponse, allow: string): void {
  sendText(res, 405, 'Method not allowed', { Allow: allow });
}

/**
 * Listens on the port asked for; when none was asked, on the last start's port so that open tabs find
 * the shell again, or on any free port when that one is taken now. Answers whether it had to move.
 */
async function listenOnPort(
  server: Server,
  host: string,
  asked: number | undefined,
  last: number | null,
): Promise<boolean> {
  if (asked !== undefined || last === null) {
    await listen(server, asked ?? 0, host);
    return false;
  }
  try {
    await listen(server, last, host);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await listen(server, 0, host);
    return true;
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server, streams: PushStreams): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    streams.closeAll();
    server.closeAllConnections();
  });
}
