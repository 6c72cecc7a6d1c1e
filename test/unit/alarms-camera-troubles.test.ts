// Which cameras are in trouble, by the rules on camera statuses: words, not a service's own set of statuses;
// one trouble per camera and rule, whichever doors list it; a snoozed door's cameras raise nothing; the
// rules on events, on readers and on cameras never match each other's subject; the notes name the camera
// and its door.
import { describe, expect, it } from 'vitest';
import { cameraGroupKey, cameraOfGroup } from '../../electron/core/alarms/camera-troubles.js';
import { DEFAULT_RULES } from '../../electron/core/alarms/default-rules.js';
import {
  deviceTroublesOf,
  doorOfTroubleGroup,
  troubleClearedNote,
  troubleRaisedNote,
} from '../../electron/core/alarms/device-troubles.js';
import { decide } from '../../electron/core/alarms/evaluate.js';
import { alarmRuleSchema } from '../../electron/core/alarms/rule-schema.js';
import type { PublicDoor } from '../../electron/core/api/redact.js';
import type { AccessEvent } from '../../electron/core/api/types.js';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const HALL = '33333333-3333-4333-8333-333333333333';
const BAY = '44444444-4444-4444-8444-444444444444';
const CAMERA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function door(name: string, doorGuid: string, cameras: Array<[string, unknown]>): PublicDoor {
  return {
    doorGuid,
    name,
    doorReaderDetailsResponse: { status: 'Online', deviceStatus: 'Normal' },
    cameras: cameras.map(([cameraGuid, status], i) => ({ cameraGuid, name: `${name} Camera ${i + 1}`, status })),
  } as unknown as PublicDoor;
}

const hall = (status: unknown): PublicDoor => door('Data Hall Door', HALL, [[CAMERA, status]]);

const judged = (doors: PublicDoor[], rules = DEFAULT_RULES, snoozes: { doorGuid: string }[] = []) =>
  deviceTroublesOf(doors, { customerGuid: CUSTOMER, rules, snoozes }).map((trouble) => [
    trouble.decision.ruleName,
    trouble.decision.priority,
    troubleRaisedNote(trouble),
  ]);

describe('camera troubles by the default rules', () => {
  it.each([
    [
      'Offline',
      [
        [
          'Camera reports offline',
          'medium',
          'Camera “Data Hall Door Camera 1” of Data Hall Door reports status “Offline”',
        ],
      ],
    ],
    [
      'COMMS LOST',
      [
        [
          'Camera reports offline',
          'medium',
          'Camera “Data Hall Door Camera 1” of Data Hall Door reports status “COMMS LOST”',
        ],
      ],
    ],
    [
      'Video fault',
      [
        [
          'Camera reports a fault',
          'medium',
          'Camera “Data Hall Door Camera 1” of Data Hall Door reports status “Video fault”',
        ],
      ],
    ],
    [
      'Tamper',
      [['Camera reports tamper', 'high', 'Camera “Data Hall Door Camera 1” of Data Hall Door reports status “Tamper”']],
    ],
    ['Online', []],
    ['Recording', []],
    ['', []],
    [null, []],
  ])('status %j', (status, expected) => {
    expect(judged([hall(status)])).toEqual(expected);
  });

  it('offline and fault are quiet, tamper sounds; none rises by count', () => {
    const [offline, fault, tamper] = ['Offline', 'Fault', 'Tamper'].map(
      (status) => deviceTroublesOf([hall(status)], { customerGuid: CUSTOMER, rules: DEFAULT_RULES, snoozes: [] })[0]!,
    );
    expect([offline!.decision.sound, offline!.decision.notify]).toEqual(['none', false]);
    expect([fault!.decision.sound, fault!.decision.notify]).toEqual(['none', false]);
    expect([tamper!.decision.sound, tamper!.decision.notify]).toEqual(['alarm', true]);
  });

  it('groups per camera, one trouble however many doors list it, named with all of them', () => {
    const doors = [
      hall('Offline'),
      door('Loading Bay', BAY, [
        ['bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Online'],
        [CAMERA.toUpperCase(), 'Offline'],
      ]),
    ];
    const troubles = deviceTroublesOf(doors, { customerGuid: CUSTOMER, rules: DEFAULT_RULES, snoozes: [] });
    expect(troubles).toHaveLength(1);
    expect(troubles[0]).toMatchObject({ groupKey: cameraGroupKey(CAMERA), doorGuid: HALL });
    expect(troubleRaisedNote(troubles[0]!)).toBe(
      'Camera “Data Hall Door Camera 1” of Data Hall Door and Loading Bay reports status “Offline”',
    );
    expect(cameraOfGroup(troubles[0]!.groupKey)).toBe(CAMERA);
    expect(cameraOfGroup(`reader:${HALL}`)).toBeNull();
  });

  it("judges a camera and its door's reader apart", () => {
    const both = hall('Offline');
    (both.doorReaderDetailsResponse as { status: string }).status = 'Offline';
    expect(judged([both]).map(([rule]) => rule)).toEqual(['Reader reports offline', 'Camera reports offline']);
  });

  it("a snoozed door's camera is snoozed; one still watching a door not snoozed is not", () => {
    const snoozedHall = [{ doorGuid: HALL.toUpperCase() }];
    const [alone] = deviceTroublesOf([hall('Offline')], {
      customerGuid: CUSTOMER,
      rules: DEFAULT_RULES,
      snoozes: snoozedHall,
    });
    expect(alone!.snoozed).toBe(true);
    const shared = [hall('Offline'), door('Loading Bay', BAY, [[CAMERA, 'Offline']])];
    const [watching] = deviceTroublesOf(shared, { customerGuid: CUSTOMER, rules: DEFAULT_RULES, snoozes: snoozedHall });
    expect(watching!.snoozed).toBe(false);
  });
});

describe('a rule on camera statuses', () => {
  const rule = (when: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    alarmRuleSchema.safeParse({ name: 'Camera obscured', when, alarm: 'high', ...more });

  it('may be kept to one customer or one door (a camera of that door)', () => {
    const atOtherDoor = rule({ cameraStatusContains: ['obscured'], doorGuid: BAY });
    expect(atOtherDoor.success).toBe(true);
    expect(judged([hall('Obscured')], [atOtherDoor.data!])).toEqual([]);
    expect(judged([hall('Obscured'), door('Loading Bay', BAY, [[CAMERA, 'Obscured']])], [atOtherDoor.data!])).toEqual([
      [
        'Camera obscured',
        'high',
        'Camera “Data Hall Door Camera 1” of Data Hall Door and Loading Bay reports status “Obscured”',
      ],
    ]);
    const here = rule({ cameraStatusContains: ['obscured'], customerGuid: CUSTOMER.toUpperCase(), doorGuid: HALL });
    expect(judged([hall('Obscured')], [here.data!])).toHaveLength(1);
    const elsewhere = rule({ cameraStatusContains: ['obscured'], customerGuid: BAY });
    expect(judged([hall('Obscured')], [elsewhere.data!])).toEqual([]);
  });

  it("refuses the conditions of an event, a reader's status beside it, and a rise by count", () => {
    const withEventCondition = rule({ cameraStatusContains: ['tamper'], displayNameContains: ['tamper'] });
    expect(!withEventCondition.success && withEventCondition.error.issues[0]).toMatchObject({
      path: ['when', 'displayNameContains'],
      message: "a rule on a camera's status may only also say customerGuid or doorGuid",
    });
    const withReader = rule({ cameraStatusContains: ['tamper'], readerStatusContains: ['tamper'] });
    expect(!withReader.success && withReader.error.issues[0]!.path).toEqual(['when', 'cameraStatusContains']);
    const counted = rule(
      { cameraStatusContains: ['offline'] },
      { alarm: 'low', rise: { to: 'high', atCount: 3, withinMinutes: 5 } },
    );
    expect(!counted.success && counted.error.issues[0]).toMatchObject({
      path: ['rise', 'atCount'],
      message: "a camera's status has no events to count: rise with unacknowledgedForMinutes",
    });
    expect(
      rule({ cameraStatusContains: ['offline'] }, { alarm: 'low', rise: { to: 'high', unacknowledgedForMinutes: 5 } })
        .success,
    ).toBe(true);
  });

  it('matches no event and no reader, and the rules on events and readers match no camera', () => {
    const cameraRules = DEFAULT_RULES.filter((candidate) => candidate.when.cameraStatusContains);
    expect(cameraRules.map((candidate) => candidate.name)).toEqual([
      'Camera reports tamper',
      'Camera reports offline',
      'Camera reports a fault',
    ]);
    const offlineEvent = { eventId: 1, eventType: 9, displayName: 'Camera offline', priorityDescription: 'Low' };
    expect(decide(cameraRules, offlineEvent as AccessEvent, () => null)).toBeNull();
    const reader = hall('Online');
    (reader.doorReaderDetailsResponse as { status: string }).status = 'Tamper';
    expect(judged([reader], cameraRules)).toEqual([]);
    const others = DEFAULT_RULES.filter((candidate) => !candidate.when.cameraStatusContains);
    expect(judged([hall('Tamper')], others)).toEqual([]);
  });
});

describe("a camera alarm's door and closing line", () => {
  const doors = [hall('Online'), door('Loading Bay', BAY, [[CAMERA, 'Online']])];

  it('stands at the first door listing the camera, naming the camera; or says the camera is gone', () => {
    expect(doorOfTroubleGroup(cameraGroupKey(CAMERA), doors)).toEqual({
      doorGuid: HALL,
      doorName: 'Data Hall Door',
      cameraName: 'Data Hall Door Camera 1',
    });
    expect(doorOfTroubleGroup(cameraGroupKey(CAMERA), [])).toEqual({
      doorGuid: null,
      doorName: 'a camera no longer listed',
      cameraName: null,
    });
    expect(doorOfTroubleGroup(`reader:${HALL}`, doors)).toMatchObject({ doorGuid: HALL, cameraName: null });
    expect(doorOfTroubleGroup(`door:${HALL}`, doors)).toBeNull();
  });

  it('says what the camera reports now, that it is gone, or that its rule left the rules', () => {
    const key = cameraGroupKey(CAMERA);
    expect(troubleClearedNote(doors, key, 'Camera reports offline', DEFAULT_RULES)).toBe(
      'Cleared by itself: camera “Data Hall Door Camera 1” of Data Hall Door and Loading Bay now reports status “Online”',
    );
    expect(troubleClearedNote([], key, 'Camera reports offline', DEFAULT_RULES)).toBe(
      'Cleared by itself: the service no longer lists the camera',
    );
    // A reader's rule of the same name does not keep a camera's in force.
    const renamed = [
      { name: 'Camera reports offline', when: { readerStatusContains: ['offline'] }, alarm: 'medium' as const },
    ];
    expect(troubleClearedNote(doors, key, 'Camera reports offline', renamed)).toBe(
      'Closed by itself: the rules in force no longer make “Camera reports offline” an alarm',
    );
  });
});
