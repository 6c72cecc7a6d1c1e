// What a handler answers, and how it goes onto the wire: JSON in one piece, or a long list
// streamed in chunks that respect the socket's backpressure.
import type { ServerResponse } from 'node:http';

const JSON_TYPE = 'application/json; charset=utf-8';

export type Reply =
  | { status: number; body: unknown; headers?: Readonly<Record<string, string>> }
  | { status: number; chunks: () => Iterable<string> };

export function jsonReply(body: unknown, status = 200): Reply {
  return { status, body };
}

/** `{"<field>":[...]}` built piece by piece, never as one string. */
export function streamedListReply<T>(field: string, items: readonly T[], toJson: (item: T) => string): Reply {
  return {
    status: 200,
    chunks: function* () {
      const perChunk = 256;
      yield `{${JSON.stringify(field)}:[`;
      for (let start = 0; start < items.length; start += perChunk) {
        const slice = items
          .slice(start, start + perChunk)
          .map(toJson)
          .join(',');
        yield start === 0 ? slice : `,${slice}`;
      }
      yield ']}';
    },
  };
}

export async function send(res: ServerResponse, reply: Reply): Promise<void> {
  if ('body' in reply) {
    const payload = Buffer.from(JSON.stringify(reply.body), 'utf8');
    res.writeHead(reply.status, { ...reply.headers, 'content-type': JSON_TYPE, 'content-length': payload.length });
    res.end(payload);
    return;
  }
  res.writeHead(reply.status, { 'content-type': JSON_TYPE });
  for (const chunk of reply.chunks()) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await drained(res);
  }
  res.end();
}

/** Headers and the first half of the reply's body, then the connection is cut. */
export function sendTruncated(res: ServerResponse, reply: Reply): void {
  const text = 'body' in reply ? JSON.stringify(reply.body) : [...reply.chunks()].join('');
  const payload = Buffer.from(text, 'utf8');
  const headers = 'body' in reply ? reply.headers : undefined;
  res.writeHead(reply.status, { ...headers, 'content-type': JSON_TYPE, 'content-length': payload.length });
  res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => res.destroy());
}

/** A 200 whose body is an HTML page, as a captive portal or a misrouted proxy would send. */
export function sendHtml(res: ServerResponse, contentType = 'text/html; charset=utf-8'): void {
  const payload = Buffer.from(
    '<!DOCTYPE html><html><head><title>Sign in to the network</title></head>' +
      '<body><h1>Sign in</h1><p>You must sign in before using this network.</p></body></html>',
    'utf8',
  );
  res.writeHead(200, { 'content-type': contentType, 'content-length': payload.length });
  res.end(payload);
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
