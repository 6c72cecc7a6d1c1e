import { randomUUID } from 'node:crypto';

/** A fresh x-nonce-token: base64 of a random UUID. Single-use at the service, so one per request. */
export function makeNonce(): string {
  return Buffer.from(randomUUID(), 'utf8').toString('base64');
}
