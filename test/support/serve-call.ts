// One call to a running `acs-monitor serve`, as a screen makes it (POST /api/call with the screen's cookie), on a
// connection of its own. Serve closes a kept-alive connection after 5 s idle, and a call sent on one as it closes
// fails ("other side closed": a full run failed so, the test's event loop 12 s late). A browser sends such a call
// again; fetch does not send a POST again.
import type { CallResult } from '../../electron/contract.js';

export async function callServe<T = unknown>(
  origin: string,
  cookie: string,
  method: string,
  input: unknown = {},
): Promise<CallResult<T>> {
  const response = await fetch(`${origin}/api/call`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ method, input }),
  });
  return (await response.json()) as CallResult<T>;
}
