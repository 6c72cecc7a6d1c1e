// A range typed into two fields as "2026-11-29 06:00", read on a named zone's clock (a site's), or on this
// workstation's when none is given (as the fields hold it).
import { parseWallTime } from '../../../electron/core/time/zone-clock.js';

export type TypedRange = { ok: true; fromMs: number; toMs: number } | { ok: false; error: string };

/** The range the two fields give on the clock of `timeZone`, or what is wrong with it in a sentence. */
export function typedRange(from: string, to: string, timeZone?: string | null): TypedRange {
  if (from.trim() === '' || to.trim() === '') return { ok: false, error: 'Give both a start and an end.' };
  const fromMs = parseWallTime(from, timeZone);
  const toMs = parseWallTime(to, timeZone);
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) {
    return { ok: false, error: 'Give the start and the end as a date and a time, YYYY-MM-DD HH:mm.' };
  }
  if (fromMs >= toMs) return { ok: false, error: 'The range must start before it ends.' };
  return { ok: true, fromMs, toMs };
}
