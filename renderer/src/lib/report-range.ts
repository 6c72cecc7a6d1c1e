// The ranges a shift report covers: this shift, the previous one, the last hours, or one typed in; all on
// the clock the Export screen uses (shifts.ts): the site's when the customers keep one known zone.
import { zoneName } from '../../../electron/core/time/zone-clock.js';
import type { RangeOption } from './range-option.js';
import { previousShiftMs, shiftStartMs } from './shifts.js';
import { formatDateTime } from './time.js';
import { typedRange } from './typed-range.js';

export type RangeChoice = 'this-shift' | 'previous-shift' | 'last-12h' | 'last-24h' | 'custom';

export interface RangeSetting {
  /** Shift changes, HH:MM; none set offers the last 12 h in place of the shifts. */
  changes: readonly string[];
  /** The range's clock (shiftZone), for shifts and typed ranges: a site's zone, or null for this workstation's. */
  shiftZone: string | null;
  customFrom: string;
  customTo: string;
}

export interface ReportRange {
  fromMs: number;
  toMs: number;
  /** It runs until the moment it is used ("to now"). */
  toNow: boolean;
  /** The clock it was chosen on: a site's zone, or null for this workstation's. */
  zone: string | null;
}

export type ChosenRange = { ok: true; range: ReportRange } | { ok: false; error: string };

const HOUR_MS = 3_600_000;

export function rangeChoices(changes: readonly string[]): RangeChoice[] {
  return changes.length > 0
    ? ['this-shift', 'previous-shift', 'last-24h', 'custom']
    : ['last-12h', 'last-24h', 'custom'];
}

/** The choice if it is offered, else the first one offered (shift changes may have been cleared). */
export function offeredChoice(choice: RangeChoice, changes: readonly string[]): RangeChoice {
  const offered = rangeChoices(changes);
  return offered.includes(choice) ? choice : offered[0]!;
}

/** The range of a choice (as offeredChoice gives it) at `nowMs`, or why a typed one cannot be used. */
export function chosenRange(choice: RangeChoice, nowMs: number, setting: RangeSetting): ChosenRange {
  const zone = setting.shiftZone;
  const untilNow = (fromMs: number): ChosenRange => ({ ok: true, range: { fromMs, toMs: nowMs, toNow: true, zone } });
  switch (choice) {
    case 'this-shift':
      return untilNow(shiftStartMs(nowMs, setting.changes, zone ?? undefined));
    case 'previous-shift':
      return { ok: true, range: { ...previousShiftMs(nowMs, setting.changes, zone ?? undefined), toNow: false, zone } };
    case 'last-12h':
      return untilNow(nowMs - 12 * HOUR_MS);
    case 'last-24h':
      return untilNow(nowMs - 24 * HOUR_MS);
    case 'custom': {
      const typed = typedRange(setting.customFrom, setting.customTo, zone);
      return typed.ok ? { ok: true, range: { fromMs: typed.fromMs, toMs: typed.toMs, toNow: false, zone } } : typed;
    }
  }
}

/** The choices offered, for the range picker, each with its words at `nowMs`. */
export function rangeOptions(nowMs: number, setting: RangeSetting): Array<RangeOption<RangeChoice>> {
  return rangeChoices(setting.changes).map((choice) => ({
    value: choice,
    label: choiceLabel(choice, nowMs, setting),
    testId: `history-range-${choice}`,
  }));
}

/** "This shift (since 15:00)", "Previous shift (07:00–15:00)", "Last 24 h", "Custom". */
export function choiceLabel(choice: RangeChoice, nowMs: number, setting: RangeSetting): string {
  const zone = setting.shiftZone;
  switch (choice) {
    case 'this-shift':
      return `This shift (since ${clock(shiftStartMs(nowMs, setting.changes, zone ?? undefined), zone)})`;
    case 'previous-shift': {
      const shift = previousShiftMs(nowMs, setting.changes, zone ?? undefined);
      return `Previous shift (${clock(shift.fromMs, zone)}–${clock(shift.toMs, zone)})`;
    }
    case 'last-12h':
      return 'Last 12 h';
    case 'last-24h':
      return 'Last 24 h';
    case 'custom':
      return 'Custom';
  }
}

/**
 * "from 15:00 to now (AEDT)"; a time of another day than today (or than the start, for the end) on
 * that clock carries its date: "from 2026-11-22 23:00 to 07:00 (AEDT)".
 */
export function rangeText(range: ReportRange, nowMs: number): string {
  const { fromMs, toMs, zone } = range;
  const day = (ms: number): string => formatDateTime(ms, zone).slice(0, 10);
  const from = day(fromMs) === day(nowMs) ? clock(fromMs, zone) : `${day(fromMs)} ${clock(fromMs, zone)}`;
  const to = range.toNow ? 'now' : day(toMs) === day(fromMs) ? clock(toMs, zone) : `${day(toMs)} ${clock(toMs, zone)}`;
  return `from ${from} to ${to} (${zoneName(fromMs, zone)})`;
}

/** "15:00" on the zone's clock (this workstation's when null). */
function clock(ms: number, zone: string | null): string {
  return formatDateTime(ms, zone).slice(11, 16);
}
