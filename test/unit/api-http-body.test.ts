// The streaming reader of event lists: whatever the chunking, it gives what JSON.parse gives for the
// whole body, hands every item over once and in order, and refuses what is not JSON.
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/errors.js';
import { readJsonListBody } from '../../electron/core/api/http-body.js';

const limits = { idleTimeoutMs: 30_000, maxBytes: 64 * 2 ** 20 };

function streamOf(text: string, chunkBytes: number): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunkBytes)));
      at += chunkBytes;
    },
  });
}

/** About 2 MB of JSON: items are handed on in batches of about 1 MB. */
function longList(): Array<{ id: number; text: string }> {
  return Array.from({ length: 12_000 }, (_, id) => ({ id, text: `event ${id}, "door" [${id % 7}]`.repeat(5) }));
}

async function read(text: string, chunkBytes: number) {
  const handed: unknown[] = [];
  const firstIndexes: number[] = [];
  const result = await readJsonListBody(
    streamOf(text, chunkBytes),
    'list',
    limits,
    () => undefined,
    (items, first) => {
      firstIndexes.push(first);
      handed.push(...items);
    },
  );
  return { result, handed, firstIndexes };
}

// Strings full of what the scanner looks for: braces, brackets, commas, quotes, escapes, and
// multi-byte characters that chunks cut in the middle.
const awkward = [
  { id: 1, name: 'plain' },
  { id: 2, name: 'commas, {braces} and [brackets]', nested: { deep: [1, [2, { x: '],}' }]] } },
  { id: 3, name: 'a "quoted" word and a backslash \\ before a quote \\"' },
  { id: 4, name: 'ends in backslashes \\\\', emoji: '🚪 Tür, 東京, Zoë' },
  { id: 5, name: '', empty: [], none: null, yes: true, negative: -3.5e2 },
];
const body = JSON.stringify({ list: awkward, after: { note: 'kept' } }, null, 1);

describe('readJsonListBody', () => {
  it.each([1, 2, 3, 7, 64, 4096, 1 << 20])('gives JSON.parse’s value with chunks of %i bytes', async (chunkBytes) => {
    const { result, handed, firstIndexes } = await read(body, chunkBytes);
    expect(result).toEqual({ kind: 'parsed', value: JSON.parse(body) });
    expect(handed).toEqual(awkward);
    expect(firstIndexes[0]).toBe(0);
  });

  it('hands a long list over in several batches, each item once, in order', async () => {
    const items = longList();
    const { result, handed, firstIndexes } = await read(JSON.stringify({ list: items }), 65_536);
    expect(handed).toEqual(items);
    expect(firstIndexes.length).toBeGreaterThan(1);
    expect(result.kind === 'parsed' && (result.value.list as unknown[]).length).toBe(items.length);
  });

  it('keeps nothing it has handed over when asked to (a long day of events is stored as it arrives, not held whole)', async () => {
    const items = longList();
    const handed: unknown[] = [];
    const firstIndexes: number[] = [];
    const result = await readJsonListBody(
      streamOf(JSON.stringify({ list: items, after: 1 }), 65_536),
      'list',
      limits,
      () => undefined,
      (batch, first) => {
        firstIndexes.push(first);
        handed.push(...batch);
      },
      'handed-only',
    );
    expect(handed).toEqual(items);
    expect(firstIndexes.length).toBeGreaterThan(1);
    expect(firstIndexes.every((first, index) => index === 0 || first > firstIndexes[index - 1]!)).toBe(true);
    expect(result).toEqual({ kind: 'parsed', value: { list: [], after: 1 } });
  });

  it('an empty list is an empty array', async () => {
    const { result, handed } = await read('{"list": [ ]}', 3);
    expect(result).toEqual({ kind: 'parsed', value: { list: [] } });
    expect(handed).toEqual([]);
  });

  it('returns a body of another shape as text for the ordinary parse', async () => {
    const { result } = await read('{"other": [1, 2]}', 4);
    expect(result).toEqual({ kind: 'text', text: '{"other": [1, 2]}' });
    const html = await read('<html>502 Bad Gateway</html>', 5);
    expect(html.result).toEqual({ kind: 'text', text: '<html>502 Bad Gateway</html>' });
  });

  it.each([
    ['a body cut inside the list', '{"list": [{"id": 1}, {"id": 2'],
    ['a trailing comma', '{"list": [{"id": 1},]}'],
    ['a broken item', '{"list": [{"id": 1}, {id: 2}]}'],
    ['garbage after the list', '{"list": [1] nonsense'],
  ])('refuses %s as not JSON', async (_label, text) => {
    const error = await read(text, 4).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).kind).toBe('invalid-response');
  });

  it('stops at the size cap with a clear error', async () => {
    const error = await readJsonListBody(
      streamOf(body, 16),
      'list',
      { ...limits, maxBytes: 100 },
      () => undefined,
      () => undefined,
    ).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect((error as ServiceError).kind).toBe('response-too-large');
  });
});
