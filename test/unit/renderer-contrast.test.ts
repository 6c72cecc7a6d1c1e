// WCAG AA for the colour tokens of renderer/src/base.css, computed from the file itself: every text
// 4.5:1 against each background it is used on; large text, a control's edge, a badge or bar 3:1; and an
// open critical row 3:1 against any row that can sit beside it in the feed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../renderer/src/base.css', import.meta.url), 'utf8');
const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
const tokens = new Map([...root.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1]!, m[2]!]));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two tokens. */
function contrast(a: string, b: string): number {
  const [x, y] = [a, b].map((name) => {
    const hex = tokens.get(name);
    if (!hex) throw new Error(`base.css has no colour token --${name}`);
    return luminance(hex);
  });
  return (Math.max(x!, y!) + 0.05) / (Math.min(x!, y!) + 0.05);
}

const PANELS = ['surface', 'panel', 'panel-raised', 'selected-bg'];
const BANNERS = ['warning-bg', 'danger-bg', 'info-bg', 'good-bg', 'high-bg'];
/** Rows an open critical row can sit beside in the feed: plain, hovered, selected, high, unseen (striped with panel). */
const NEIGHBOUR_ROWS = ['surface', 'panel', 'panel-raised', 'selected-bg', 'high-bg'];

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, background, least ratio]: every pair the screens use. */
const pairs: Array<[string, string, number]> = [
  ...[...PANELS, ...BANNERS].flatMap((bg): Array<[string, string, number]> => [
    ['text', bg, TEXT],
    ['text-muted', bg, TEXT],
  ]),
  ...['accent', 'granted', 'denied', 'other', 'bad', 'high', 'medium', 'low'].flatMap((fg) =>
    PANELS.map((bg): [string, string, number] => [fg, bg, TEXT]),
  ),
  ['denied', 'danger-bg', TEXT],
  ['other', 'warning-bg', TEXT],
  ['granted', 'good-bg', TEXT],
  ['high', 'high-bg', TEXT],
  // A priority's fill and its own text (badges, header counts, the critical strip), and the inverted badge.
  ['on-critical', 'critical', TEXT],
  ['on-high', 'high', TEXT],
  ['on-medium', 'medium', TEXT],
  ['on-low', 'low', TEXT],
  ['on-silenced', 'silenced', TEXT],
  ['on-silenced', 'silenced-stripe', TEXT],
  // Non-text: the edge of a field or button, the focus ring, each badge against the row it sits on.
  ...PANELS.map((bg): [string, string, number] => ['control-border', bg, NON_TEXT]),
  ...PANELS.map((bg): [string, string, number] => ['accent', bg, NON_TEXT]),
  ...['critical', 'high', 'medium', 'low'].flatMap((fill) =>
    ['surface', 'panel'].map((bg): [string, string, number] => [fill, bg, NON_TEXT]),
  ),
  ['critical', 'critical-bg', NON_TEXT],
  ['silenced', 'panel', NON_TEXT],
  // An open critical row against each row that can sit beside it: by lightness, not by hue alone.
  ...NEIGHBOUR_ROWS.map((row): [string, string, number] => ['critical', row, NON_TEXT]),
];

describe('the colour tokens meet WCAG AA', () => {
  it.each(pairs)('--%s on --%s: at least %s:1', (fg, bg, least) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(least);
  });

  it('reads every token it checks from base.css', () => {
    expect(tokens.size).toBeGreaterThan(25);
  });
});
