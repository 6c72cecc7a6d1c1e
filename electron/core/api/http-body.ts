// Reads a response body whole, with an idle timeout (a service that stops sending mid-body is
// given up on, while a long download that keeps moving is not) and a size cap below V8's longest
// string, so an oversized event list fails clearly instead of crashing the parser.
import { ServiceError } from './errors.js';

export interface BodyLimits {
  idleTimeoutMs: number;
  maxBytes: number;
}

/** Resolves with the UTF-8 text; `onProgress` is called on each chunk so the caller can reset its own timers. */
export async function readBodyText(
  body: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
  onProgress: () => void,
): Promise<string> {
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onProgress();
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ServiceError(
        'response-too-large',
        `The service's answer is larger than ${Math.round(limits.maxBytes / 2 ** 20)} MB: ask for a shorter range`,
      );
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
