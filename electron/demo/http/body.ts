// Reads a request's JSON body, refusing anything that is not JSON.
import type { IncomingMessage } from 'node:http';
import { badRequest } from '../errors.js';

const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    req.resume();
    throw badRequest(`Content-Type must be application/json, got "${contentType}"`, 'The request was not understood.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) {
    throw badRequest(`request body exceeds ${MAX_BODY_BYTES} bytes`, 'The request was too large.');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('request body is not valid JSON', 'The request was not understood.');
  }
}
