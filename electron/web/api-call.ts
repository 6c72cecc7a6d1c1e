// POST /api/call: `{ method, input }` as JSON in, the contract's CallResult out (200 even when ok is false).
// Every method of the contract but those a browser screen may not call (BROWSER_REFUSED), and the
// workstation's set-up once it has a service (set-up-calls.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  dispatch,
  type Backend,
  type CallResult,
  type MethodName,
  type MethodOutput,
  type ScreenRole,
} from '../contract.js';
import type { CardSearches } from './card-searches.js';
import { sendJson } from './replies.js';
import { setUpRefusal } from './set-up-calls.js';

export const MAX_CALL_BODY_BYTES = 1024 * 1024;

/**
 * Methods only the workstation itself may call, with the sentence a browser screen gets instead. The
 * supervisor password: whoever sets it first owns the rules, and a browser screen may be anyone who
 * holds its address (a wall display, another machine with --allow-remote-screens).
 */
const BROWSER_REFUSED: ReadonlyMap<string, string> = new Map([
  [
    'alarms.setSupervisorPassword',
    'The supervisor password is set at the workstation, not from a browser screen: in the desktop app (Rules), or with acs-monitor supervisor-password.',
  ],
]);

/**
 * What a display screen (a wall) may call: reading only. An allow-list, so a method added to the
 * contract is refused to displays until someone decides it only reads.
 */
const DISPLAY_MAY_CALL: ReadonlySet<string> = new Set([
  'session.status',
  'customers.list',
  'inventory.doors',
  'inventory.devices',
  'inventory.users',
  'feed.query',
  'feed.event',
  'alerts.list',
  'alerts.history',
  'alerts.pictures',
  'alerts.shiftSummary',
  'cameras.frame',
  'snoozes.list',
  'alarms.rules',
  'health.status',
  'health.totals',
  'health.cache',
  'stats.hourly',
  'preferences.get',
  'monitoring.status',
  'room.status',
  'room.presence',
  'screens.active',
] satisfies MethodName[]);

const DISPLAY_REFUSED =
  'This screen is a display: it watches only. Acknowledge, change or sign in on an operator’s screen or the workstation.';

/** Answers a screen's call: the backend's dispatch, or as the screen's own guard (guard-calls.ts). */
export type ScreenAnswer = (method: unknown, input: unknown) => Promise<CallResult<unknown>>;

/** The screen calling: which one, its role, and what of its card searches is counted (card-searches.ts). */
export interface CallingScreen {
  screenId: string;
  role: ScreenRole;
  cardSearches: CardSearches;
  /** Notes that the screen was touched (screens.active); returns when, on the shell's clock. */
  touched: () => number;
}

export async function answerCall(
  req: IncomingMessage,
  res: ServerResponse,
  backend: Backend,
  screen: CallingScreen,
  answer: ScreenAnswer = (method, input) => dispatch(backend, method, input),
  /** Tests only (WebShellOptions.screensSetUp): set-up calls are not refused. */
  screensSetUp = false,
): Promise<void> {
  const { role } = screen;
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    sendJson(res, 415, refusal('The request must be JSON (Content-Type: application/json).'));
    return;
  }
  const text = await readBody(req);
  if (text === null) {
    sendJson(res, 413, refusal(`The request is larger than ${MAX_CALL_BODY_BYTES} bytes.`));
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    sendJson(res, 400, refusal('The request body is not valid JSON.'));
    return;
  }
  const call: { method?: unknown; input?: unknown } = body !== null && typeof body === 'object' ? body : {};
  // Only the shell knows which screen calls: it answers this one itself.
  if (call.method === 'screens.own') {
    const value = { role, screenId: screen.screenId };
    sendJson(res, 200, { ok: true, value } satisfies CallResult<MethodOutput<'screens.own'>>);
    return;
  }
  if (call.method === 'screens.active') {
    const value = { atMs: screen.touched() };
    sendJson(res, 200, { ok: true, value } satisfies CallResult<MethodOutput<'screens.active'>>);
    return;
  }
  const refused =
    typeof call.method === 'string'
      ? (BROWSER_REFUSED.get(call.method) ??
        (role === 'display' && !DISPLAY_MAY_CALL.has(call.method) ? DISPLAY_REFUSED : undefined) ??
        screen.cardSearches.refusal(screen.screenId, role, call.method, call.input) ??
        (screensSetUp ? undefined : await setUpRefusal(backend, call.method, call.input)))
      : undefined;
  if (refused !== undefined) {
    sendJson(res, 200, { ok: false, error: { kind: 'forbidden', message: refused } } satisfies CallResult<never>);
    return;
  }
  sendJson(res, 200, await answer(call.method, call.input));
}

/** The body as text; null when it exceeds the limit (the rest is read and dropped). */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_CALL_BODY_BYTES) chunks.push(chunk);
  }
  return size <= MAX_CALL_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : null;
}

function refusal(message: string): CallResult<never> {
  return { ok: false, error: { kind: 'invalid-call', message } };
}
