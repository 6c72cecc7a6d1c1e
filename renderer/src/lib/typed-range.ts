// A range typed into two datetime-local fields, read on this workstation's clock (as the fields hold it).

/** "YYYY-MM-DDTHH:mm" on the workstation's clock, as a datetime-local field holds it. */
export function localInput(ms: number): string {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

export type TypedRange = { ok: true; fromMs: number; toMs: number } | { ok: false; error: string };

/** The range the two fields give, or what is wrong with it in a sentence. */
export function typedRange(from: string, to: string): TypedRange {
  if (from.trim() === '' || to.trim() === '') return { ok: false, error: 'Give both a start and an end.' };
  const fromMs = new Date(from).getTime();
  const toMs = new Date(to).getTime();
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) {
    return { ok: false, error: 'Give the start and the end as a date and a time.' };
  }
  if (fromMs >= toMs) return { ok: false, error: 'The range must start before it ends.' };
  return { ok: true, fromMs, toMs };
}
