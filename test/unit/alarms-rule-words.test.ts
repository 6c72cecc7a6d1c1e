// The Rules screen's table of the defaults, in words made from the rules themselves.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import { alarmRuleSchema } from '../../electron/core/alarms/rule-schema.js';
import { ruleInWords } from '../../electron/core/alarms/rule-words.js';

describe('ruleInWords', () => {
  it('says what each default matches, its alarm, how repeats join it and when it rises', () => {
    expect(
      DEFAULT_RULES.map(ruleInWords).map((rule) => [
        rule.name,
        rule.when,
        rule.alarm,
        rule.quiet,
        rule.grouping,
        rule.rise,
      ]),
    ).toEqual([
      ['Critical in the service', 'the service marks it “Critical”', 'critical', '', 'each on its own', ''],
      ['Door forced or tampered with', 'its name has “forced” or “tamper”', 'critical', '', 'each on its own', ''],
      [
        "A barred cardholder's card used",
        'the cardholder is barred',
        'high',
        '',
        'per card, within 5 min (an unknown token: per door)',
        '',
      ],
      [
        'A lost card used',
        'the card is reported lost',
        'high',
        '',
        'per card, within 5 min (an unknown token: per door)',
        '',
      ],
      [
        'Access denied',
        'access denied (type 2)',
        'low',
        'no sound, no notification',
        'per card, within 5 min (an unknown token: per door)',
        'HIGH at the 3rd denial of one card within 5 min',
      ],
      [
        'Door held open',
        'its name has “held open”',
        'medium',
        'no sound, no notification',
        'per door, within 5 min',
        'HIGH when unacknowledged for 5 min',
      ],
      [
        'Controller or reader offline',
        'its name has “offline” or “communication lost” or “communications lost” or “comms lost”',
        'high',
        '',
        'per door, within 5 min',
        '',
      ],
      [
        'High in the service',
        'the service marks it “High”',
        'high',
        '',
        'per card, within 5 min (an unknown token: per door)',
        '',
      ],
      [
        'Reader reports tamper',
        "a door reader's status has “tamper” (until it no longer has)",
        'high',
        '',
        'per reader, while its status says so',
        '',
      ],
      [
        'Reader reports offline',
        "a door reader's status has “offline” or “communication lost” or “communications lost” or “comms lost” (until it no longer has)",
        'medium',
        'no sound, no notification',
        'per reader, while its status says so',
        'HIGH when unacknowledged for 5 min',
      ],
      [
        'Reader reports a fault',
        "a door reader's status has “fault” (until it no longer has)",
        'medium',
        'no sound, no notification',
        'per reader, while its status says so',
        '',
      ],
      [
        'Reader reports low battery',
        "a door reader's status has “low battery” or “battery low” (until it no longer has)",
        'low',
        'no sound, no notification',
        'per reader, while its status says so',
        '',
      ],
      [
        'Camera reports tamper',
        "a door camera's status has “tamper” (until it no longer has)",
        'high',
        '',
        'per camera, while its status says so',
        '',
      ],
      [
        'Camera reports offline',
        "a door camera's status has “offline” or “communication lost” or “communications lost” or “comms lost” (until it no longer has)",
        'medium',
        'no sound, no notification',
        'per camera, while its status says so',
        '',
      ],
      [
        'Camera reports a fault',
        "a door camera's status has “fault” (until it no longer has)",
        'medium',
        'no sound, no notification',
        'per camera, while its status says so',
        '',
      ],
    ]);
  });

  it("words a supervisor's own rule: every condition, no grouping for 'none', both rises", () => {
    const rule = alarmRuleSchema.parse({
      name: 'Night at the loading bay',
      when: {
        eventType: [1, 7301],
        unknownToken: false,
        doorGuid: '33333333-3333-4333-8333-333333333333',
        between: { from: '22:00', to: '06:00', days: ['sat', 'sun'] },
      },
      alarm: 'medium',
      group: 'none',
      rise: { to: 'critical', atCount: 4, withinMinutes: 10, unacknowledgedForMinutes: 15 },
    });
    expect(ruleInWords(rule)).toMatchObject({
      when: 'type 1 or 7301, and a known card, and at one door, and from 22:00 to 06:00 site time on sat, sun',
      grouping: 'each on its own',
      rise: 'CRITICAL at the 4th event of one card within 10 min, or when unacknowledged for 15 min',
    });
    expect(ruleInWords({ name: 'Quiet', when: {}, alarm: 'none' })).toMatchObject({ when: 'any event', grouping: '' });
  });
});
