// The Event as it leaves the core (screens, `events`, the CSV): its known fields only, the card number
// and installer code masked to their last 4 unless a supervisor asked for them whole.
import { describe, expect, it } from 'vitest';
import { maskSecret, maskWithin } from '../../electron/core/api/card-mask.js';
import { shownEvent } from '../../electron/core/api/shown-event.js';
import type { AccessEvent } from '../../electron/core/api/types.js';
import { subjectLabel } from '../../electron/core/alarms/alarm-subject.js';

const event = {
  eventId: 7,
  displayName: 'Access granted',
  tokenData: '40021877',
  tokenDescription: 'Card 40021877',
  installerCode: 'INST-4821',
  userGuid: null,
  cardSecret: 'ZZ-UNDOCUMENTED-9911',
} as unknown as AccessEvent;

describe('shownEvent', () => {
  it('masks card and installer code (the number in the description too) and drops a field it does not know', () => {
    expect(shownEvent(event)).toEqual({
      eventId: 7,
      displayName: 'Access granted',
      tokenData: '****1877',
      tokenDescription: 'Card ****1877',
      installerCode: '****4821',
      userGuid: null,
    });
  });

  it('whole where a supervisor asked, still without the unknown field', () => {
    const whole = shownEvent(event, { unmasked: true }) as unknown as Record<string, unknown>;
    expect(whole).toMatchObject({
      tokenData: '40021877',
      tokenDescription: 'Card 40021877',
      installerCode: 'INST-4821',
    });
    expect(whole).not.toHaveProperty('cardSecret');
  });
});

describe('maskSecret', () => {
  it('keeps the last 4 characters; hides a short value whole; leaves null and empty alone', () => {
    expect(maskSecret('40021877')).toBe('****1877');
    expect(maskSecret('1877')).toBe('****');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBeNull();
  });

  it('never shows more than half: a 5- or 6-digit installer code keeps 2 or 3 digits (issue 32, low 11)', () => {
    expect(maskSecret('48219')).toBe('****19');
    expect(maskSecret('482193')).toBe('****193');
    expect(maskSecret('4821937')).toBe('****937');
  });
});

describe('maskWithin (a description)', () => {
  it('masks the card number, and any other run of 5 or more digits, in groups or not (issue 32, low 11)', () => {
    expect(maskWithin('Card 4002 1877', '40021877')).toBe('Card ****1877');
    expect(maskWithin('Fob 4002-1877 (spare)', null)).toBe('Fob ****1877 (spare)');
    expect(maskWithin('Badge 991877 blue', '')).toBe('Badge ****877 blue');
    expect(maskWithin('Card 40021877', '40021877')).toBe('Card ****1877');
    expect(maskWithin('Door 12, lift 3, key 2024', '40021877')).toBe('Door 12, lift 3, key 2024');
    expect(maskWithin(null, '40021877')).toBeNull();
  });

  it('in an event a screen is handed: the description with the number in groups', () => {
    const grouped = { ...event, tokenDescription: 'Card 4002 1877', installerCode: '482193' };
    expect(shownEvent(grouped)).toMatchObject({ tokenDescription: 'Card ****1877', installerCode: '****193' });
  });
});

describe('an alarm label naming a token', () => {
  it('shows it masked', () => {
    const named = { ...event, userGuid: 'u', userFirstName: null, userLastName: null } as unknown as AccessEvent;
    expect(subjectLabel(named)).toBe('Token ****1877');
  });
});
