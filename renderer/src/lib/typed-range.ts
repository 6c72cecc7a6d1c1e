// A range typed into two datetime-local fields, read on a named zone's clock (a site's), or on this
// workstation's when none is given (as the fields hold it).
import { wallTimeToMs } from './shifts.js';
import { formatPerZone } from '../../../electron/core/alarms/zone-formats.js';

const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const fieldFormat = formatPerZone('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "YYYY-MM-DDTHH:mm" on the clock of `timeZone` (this workstation's when undefined), as a datetime-local field holds it. */
export function localInput(ms: number, timeZone?: string): string {
  const part = Object.fromEntries(
    fieldFormat(timeZone)
      .formatToParts(ms)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

export type TypedRange = { ok: true; fromMs: number; toMs: number } | { ok: false; error: string };

/** The range the two fields give on the clock of `timeZone`, or what is wrong with it in a sentence. */
export function typedRange(from: string, to: string, timeZone?: string): TypedRange {
  if (from.trim() === '' || to.trim() === '') return { ok: false, error: 'Give both a start and an end.' };
  const fromMs = fieldToMs(from, timeZone);
  const toMs = fieldToMs(to, timeZone);
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) {
    return { ok: false, error: 'Give the start and the end as a date and a time.' };
  }
  if (fromMs >= toMs) return { ok: false, error: 'The range must start before it ends.' };
  return { ok: true, fromMs, toMs };
}

function fieldToMs(text: string, timeZone: string | undefined): number {
  const match = FIELD.exec(text.trim());
  if (!match) return NaN;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59) return NaN;
  return wallTimeToMs(year, month, day, hours, minutes, timeZone);
}
