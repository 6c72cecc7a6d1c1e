// A log of the requests the demo received, for tests to inspect (the newest 10,000).
import type { IncomingMessage } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** When it arrived, by the service's clock (ms). */
  at: number;
}

const KEEP = 10_000;

export function record(log: RecordedRequest[], req: IncomingMessage, url: URL, at: number): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  log.push({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    at,
  });
  if (log.length > KEEP) log.splice(0, log.length - KEEP);
}
