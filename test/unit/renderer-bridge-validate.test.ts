// The renderer checks every answer and push against the contract before a store sees it.
import { describe, expect, it } from 'vitest';
import { parseCallResult, parsePushEvent } from '../../renderer/src/bridge/validate.js';

describe('parseCallResult', () => {
  it('passes a well-formed answer through', () => {
    const value = {
      soundOffUntilMs: 1_800_000_000_000,
      textSize: 'large',
      startMinimised: false,
      startAtLogin: false,
      requestBudgetPerMinute: 300,
      workstationTime: false,
      shiftChanges: ['06:00', '18:00'],
      pictureRetentionDays: 31,
    };
    expect(parseCallResult('preferences.get', { ok: true, value })).toEqual({ ok: true, value });
  });

  it('turns an answer of the wrong shape into a readable error', () => {
    const result = parseCallResult('preferences.get', { ok: true, value: { soundOffUntilMs: 'yes' } });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: 'The monitor sent a preferences.get answer this screen cannot read' },
    });
  });

  it('keeps the message of a failure', () => {
    expect(
      parseCallResult('session.login', { ok: false, error: { kind: 'unauthenticated', message: 'Wrong password' } }),
    ).toEqual({
      ok: false,
      error: { kind: 'unauthenticated', message: 'Wrong password' },
    });
  });

  it('refuses what is not a CallResult at all', () => {
    expect(parseCallResult('alerts.list', 'nonsense').ok).toBe(false);
    expect(parseCallResult('alerts.list', { ok: false }).ok).toBe(false);
  });
});

describe('parsePushEvent', () => {
  it('accepts a known event with a valid payload', () => {
    expect(parsePushEvent({ name: 'focus-alarm', payload: { alarmId: 4 } })).toEqual({
      name: 'focus-alarm',
      payload: { alarmId: 4 },
    });
  });

  it('drops unknown names, bad payloads and inherited names', () => {
    expect(parsePushEvent({ name: 'focus-alarm', payload: { alarmId: 'four' } })).toBeNull();
    expect(parsePushEvent({ name: 'self-destruct', payload: {} })).toBeNull();
    expect(parsePushEvent({ name: 'toString', payload: {} })).toBeNull();
    expect(parsePushEvent(null)).toBeNull();
  });
});
