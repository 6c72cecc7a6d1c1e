// A browser screen of a running `acs-monitor serve`, as a test drives it without a browser: let in by an access
// address, then calling the backend as the page does (POST /api/call with the screen's cookie).
import type { CallResult } from '../../electron/contract.js';

export interface ServedScreen {
  origin: string;
  cookie: string;
  call<T = unknown>(method: string, input?: unknown): Promise<CallResult<T>>;
}

/** Lets a screen in with serve's access address `url`: the exchange answers 303 with the screen's cookie. */
export async function screenOf(url: string): Promise<ServedScreen> {
  const exchanged = await fetch(url, { redirect: 'manual' });
  if (exchanged.status !== 303) throw new Error(`${url} let no screen in: ${exchanged.status}`);
  const cookie = (exchanged.headers.get('set-cookie') ?? '').split(';')[0]!;
  const origin = new URL(url).origin;
  return { origin, cookie, call: (method, input = {}) => callServe(origin, cookie, method, input) };
}

/**
 * One call on a connection of its own. Serve closes a kept-alive connection after 5 s idle, and a call sent on one
 * as it closes fails ("other side closed": a full run failed so, the test's event loop 12 s late). A browser sends
 * such a call again; fetch does not send a POST again.
 */
async function callServe<T>(origin: string, cookie: string, method: string, input: unknown): Promise<CallResult<T>> {
  const response = await fetch(`${origin}/api/call`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ method, input }),
  });
  return (await response.json()) as CallResult<T>;
}
