// Reads a response body whole, with an idle timeout (a service that stops sending mid-body is
// given up on, while a long download that keeps moving is not) and a size cap below V8's longest
// string, so an oversized event list fails clearly instead of crashing the parser.
import { ServiceError } from './errors.js';

export interface BodyLimits {
  idleTimeoutMs: number;
  maxBytes: number;
  /** Said after the size in the 'response-too-large' error; default: ask for a shorter range. */
  tooLargeAdvice?: string;
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
      throw tooLarge(limits);
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export type ListBody = { kind: 'parsed'; value: Record<string, unknown> } | { kind: 'text'; text: string };

/**
 * Items are parsed from text of about this much: short strings die young, where 1 MB texts (and their
 * bracketed copies) went straight to V8's large-object space, which only a full collection frees; an
 * export through the service peaked 10-20 MB higher for it.
 */
const PARSE_BYTES = 1 << 16;
/** Parsed items are handed on in batches of about this much text: one store transaction each. */
const HAND_BYTES = 1 << 20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Reads a body of the form {"<field>": [item, …], …}, parsing the items while the rest is still
 * arriving, and hands them in batches of about 1 MB of text to `onItems` (which may throw to refuse
 * the answer). Resolves with the value JSON.parse would give for the whole text. A body that does
 * not begin with that field is read whole and returned as text, for the caller's ordinary parse.
 * Text that is not JSON rejects with the same 'invalid-response' error as the ordinary parse.
 * `keep: 'handed-only'` keeps no item once handed to `onItems` (the value's list is then empty): a
 * day of 110,000 events kept whole until the answer ended took about 200 MB.
 */
export async function readJsonListBody(
  body: ReadableStream<Uint8Array> | null,
  field: string,
  limits: BodyLimits,
  onProgress: () => void,
  onItems: (items: unknown[], firstIndex: number) => void,
  keep: 'all' | 'handed-only' = 'all',
): Promise<ListBody> {
  if (body === null) return { kind: 'text', text: '' };
  const reader = body.getReader();
  const scanner = new ListScanner(field, onItems, keep === 'all');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onProgress();
      size += value.byteLength;
      if (size > limits.maxBytes) throw tooLarge(limits);
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (scanner.declined) chunks.push(chunk);
      else scanner.push(chunk);
      if (scanner.declined && chunks.length === 0) chunks.push(scanner.takeUnread());
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (scanner.undecided) chunks.push(scanner.takeUnread());
  if (scanner.declined || scanner.undecided) return { kind: 'text', text: Buffer.concat(chunks).toString('utf8') };
  return { kind: 'parsed', value: scanner.finish() };
}

function tooLarge(limits: BodyLimits): ServiceError {
  return new ServiceError(
    'response-too-large',
    `The service's answer is larger than ${formatMegabytes(limits.maxBytes)}: ${limits.tooLargeAdvice ?? 'ask for a shorter range'}`,
  );
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 2 ** 20;
  return megabytes >= 1 ? `${Math.round(megabytes)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function notJsonError(start: string): ServiceError {
  return new ServiceError(
    'invalid-response',
    `The service sent an answer that is not JSON (it begins "${start.slice(0, 40).replace(/\s+/g, ' ')}")`,
    { status: 200 },
  );
}

/**
 * Finds the items of the list at the byte level: inside the array, outside strings and nested
 * values, a comma ends an item and a ']' ends the list. Multi-byte UTF-8 never contains these
 * ASCII bytes, so every cut falls between characters. Each batch is then parsed by JSON.parse.
 */
class ListScanner {
  declined = false;
  private readonly prefix: RegExp;
  private opening = Buffer.alloc(0);
  private head = '';
  /** Bytes not yet parsed, the first starting just after the previous batch's last comma. */
  private parts: Buffer[] = [];
  private partsBytes = 0;
  /** Offset (in `parts` joined) of the last comma between items, or -1. */
  private cut = -1;
  private depth = 0;
  private inString = false;
  /** Backslashes ending the previous chunk inside a string: an odd count escapes what follows. */
  private carriedBackslashes = 0;
  private separators = 0;
  private closed = false;
  private readonly tail: Buffer[] = [];
  private readonly items: unknown[] = [];
  private handed = 0;
  /** Items parsed but not handed on yet, and the bytes of text they came from. */
  private parsed: unknown[] = [];
  private parsedBytes = 0;

  constructor(
    private readonly field: string,
    private readonly onItems: (items: unknown[], firstIndex: number) => void,
    private readonly keepItems: boolean,
  ) {
    const name = JSON.stringify(field).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.prefix = new RegExp(`^[ \\t\\r\\n]*\\{[ \\t\\r\\n]*${name}[ \\t\\r\\n]*:[ \\t\\r\\n]*\\[`);
  }

  /** Neither accepted nor declined yet: the body so far could still begin with the field. */
  get undecided(): boolean {
    return !this.declined && this.head === '';
  }

  push(chunk: Buffer): void {
    if (this.closed) {
      this.tail.push(chunk);
      return;
    }
    if (this.head === '') {
      this.opening = Buffer.concat([this.opening, chunk]);
      const text = this.opening.toString('latin1');
      const match = this.prefix.exec(text);
      if (!match) {
        const partial = /^[ \t\r\n]*(\{[ \t\r\n]*("[^"]*"?[ \t\r\n]*:?[ \t\r\n]*)?)?$/.test(text);
        if (!partial || this.opening.length > 256) this.declined = true;
        return;
      }
      this.head = this.opening.toString('utf8', 0, 160).slice(0, 40);
      chunk = this.opening.subarray(match[0].length);
      this.opening = Buffer.alloc(0);
    }
    this.scan(chunk);
    if (!this.closed && this.cut >= PARSE_BYTES) this.parseBatch();
  }

  /** The bytes read so far, once the scanner has declined the body or the body ended undecided. */
  takeUnread(): Buffer {
    const unread = this.opening;
    this.opening = Buffer.alloc(0);
    return unread;
  }

  finish(): Record<string, unknown> {
    if (!this.closed) throw notJsonError(this.head);
    // The rest of the object after the list, parsed with a stand-in for the list.
    let value: unknown;
    try {
      value = JSON.parse(`{${JSON.stringify(this.field)}:0${Buffer.concat(this.tail).toString('utf8')}`);
    } catch {
      throw notJsonError(this.head);
    }
    const object = value as Record<string, unknown>;
    // A later duplicate of the field wins, as with JSON.parse.
    if (object[this.field] === 0) object[this.field] = this.items;
    return object;
  }

  private scan(chunk: Buffer): void {
    const base = this.partsBytes;
    this.parts.push(chunk);
    this.partsBytes += chunk.length;
    const end = chunk.length;
    let at = 0;
    while (at < end) {
      if (this.inString) {
        const quote = chunk.indexOf(QUOTE, at);
        if (quote === -1) {
          this.carriedBackslashes = trailingBackslashes(chunk, end, this.carriedBackslashes);
          return;
        }
        const backslashes = trailingBackslashes(chunk, quote, this.carriedBackslashes);
        this.carriedBackslashes = 0;
        at = quote + 1;
        if (backslashes % 2 === 0) this.inString = false;
        continue;
      }
      const byte = chunk[at]!;
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) this.depth++;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (this.depth > 0) this.depth--;
        else if (byte === CLOSE_BRACE) throw notJsonError(this.head);
        else return this.closeList(base + at);
      } else if (byte === COMMA && this.depth === 0) {
        this.cut = base + at;
        this.separators++;
      }
      at++;
    }
  }

  private closeList(at: number): void {
    const joined = Buffer.concat(this.parts, this.partsBytes);
    if (this.cut >= 0) this.addItems(joined.toString('utf8', 0, this.cut));
    const last = joined.toString('utf8', this.cut + 1, at);
    if (last.trim() !== '') this.addItems(last);
    else if (this.separators > 0) throw notJsonError(this.head); // a trailing comma
    this.handOn();
    this.closed = true;
    this.tail.push(joined.subarray(at + 1));
    this.parts = [];
  }

  /** Parses the whole items before the last comma and keeps what follows it. */
  private parseBatch(): void {
    const joined = Buffer.concat(this.parts, this.partsBytes);
    this.addItems(joined.toString('utf8', 0, this.cut));
    const rest = joined.subarray(this.cut + 1);
    this.parts = [rest];
    this.partsBytes = rest.length;
    this.cut = -1;
  }

  private addItems(text: string): void {
    let parsed: unknown[];
    try {
      parsed = JSON.parse(`[${text}]`) as unknown[];
    } catch {
      throw notJsonError(this.head);
    }
    for (const item of parsed) this.parsed.push(item);
    this.parsedBytes += text.length;
    if (this.parsedBytes >= HAND_BYTES) this.handOn();
  }

  private handOn(): void {
    const batch = this.parsed;
    this.parsed = [];
    this.parsedBytes = 0;
    if (batch.length === 0) return;
    this.onItems(batch, this.handed);
    this.handed += batch.length;
    if (this.keepItems) for (const item of batch) this.items.push(item);
  }
}

/** Backslashes just before `end` in `chunk`, plus `carried` when they reach back to its start. */
function trailingBackslashes(chunk: Buffer, end: number, carried: number): number {
  let count = 0;
  let k = end - 1;
  while (k >= 0 && chunk[k] === BACKSLASH) {
    count++;
    k--;
  }
  return k < 0 ? count + carried : count;
}
