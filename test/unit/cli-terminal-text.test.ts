// What the CLI prints of the service's text: escape sequences and bidi controls gone, other controls
// visible as U+FFFD, and --json lines holding the same values with nothing raw a terminal acts on.
import { describe, expect, it } from 'vitest';
import { jsonLine, terminalText } from '../../electron/cli/terminal-text.js';

describe('terminalText', () => {
  it('drops colour, cursor, title and hyperlink sequences whole, 7-bit and 8-bit', () => {
    expect(terminalText('\u001b[31mred\u001b[0m \u001b[2Jclear \u009b1;31mc1')).toBe('red clear c1');
    expect(terminalText('\u001b]0;title\u0007a \u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\ b')).toBe('a link b');
    expect(terminalText('\u001bcreset \u001b(Bcharset')).toBe('reset charset');
  });

  it('drops bidi overrides and isolates; shows other controls as U+FFFD', () => {
    expect(terminalText('abc\u202edef\u2066g\u2069')).toBe('abcdefg');
    expect(terminalText('bell\u0007 nul\u0000 del\u007f')).toBe('bell\ufffd nul\ufffd del\ufffd');
  });

  it('keeps line breaks and tabs, or makes them spaces for one line', () => {
    expect(terminalText('a\nb\tc\r\nd')).toBe('a\nb\tc\nd');
    expect(terminalText('a\nb\tc\rd', { oneLine: true })).toBe('a b c d');
  });

  it('leaves ordinary text alone, accents and scripts included', () => {
    const text = 'Müller — 東京 Ω O’Brien';
    expect(terminalText(text)).toBe(text);
  });
});

describe('jsonLine', () => {
  it('parses back to the same value, with no raw C1 or bidi control left', () => {
    const value = { name: 'a\u009bb\u202ec\u001bd\u007f' };
    const line = jsonLine(value);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(line)).toEqual(value);
  });
});
