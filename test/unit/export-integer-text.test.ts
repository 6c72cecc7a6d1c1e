import { describe, expect, it } from 'vitest';
import { integerText } from '../../electron/core/export/integer-text.js';

describe('integerText', () => {
  it('writes every number as String does', () => {
    const values = [
      0,
      -0,
      7,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      10_000,
      50_083,
      999_999,
      1_000_000,
      1_000_007,
      123_456_789,
      2 ** 31,
      2 ** 32 + 5,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      1e21,
      -1,
      -1000,
      1.5,
      0.1,
      1e-7,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values) expect(integerText(value), String(value)).toBe(String(value));
  });

  it('matches String over a run of consecutive ids across group boundaries', () => {
    for (let value = 999_000; value < 1_002_000; value++) expect(integerText(value)).toBe(String(value));
  });
});
