// Generated card holders (users) and the tokens they present at doors.
import type { User } from '../../core/api/types.js';
import { isoText } from '../formats.js';
import type { SeededRandom } from '../random.js';
import type { IdCounters } from './counters.js';
import type { EventSubject } from './model.js';
import * as words from './names.js';

export const DAY_MS = 86_400_000;

/** Fixed people every customer has: non-ASCII names and text a spreadsheet would run as a formula. */
const FIXED_PEOPLE: readonly Partial<User>[] = [
  { firstName: 'Zoë', lastName: 'Ångström', smallCustomField1: 'EMP-00042' },
  { firstName: 'José', lastName: 'Núñez', largeCustomField1: '=HYPERLINK("http://example.invalid","Click me")' },
  { firstName: 'Siobhán', lastName: "O'Brien", smallCustomField2: '+44 20 7946 0958' },
  { firstName: 'Łukasz', lastName: 'Dvořák', isBarred: true, largeCustomField2: "@SUM(1+1)*cmd|' /C calc'!A0" },
];

export function buildUsers(
  random: SeededRandom,
  ids: IdCounters,
  today: number,
  count?: number,
  withFixed = true,
): User[] {
  const levels = words.ACCESS_LEVELS.map((description) => ({
    guid: random.uuid(),
    description,
    id: ++ids.accessLevelId,
  }));
  const groups = words.USER_GROUPS.map((description) => ({ guid: random.uuid(), description }));
  const total = count ?? random.int(120, 260);
  const users: User[] = [];
  for (let i = 0; i < total; i++) {
    const level = random.pick(levels);
    const group = random.pick(groups);
    const validFrom = today - random.int(30, 1500) * DAY_MS;
    const expiry = today + random.int(-60, 900) * DAY_MS;
    users.push({
      userGuid: random.uuid(),
      firstName: random.pick(words.FIRST_NAMES),
      lastName: random.pick(words.LAST_NAMES),
      dateValidFrom: isoText(validFrom),
      expiryDate: isoText(expiry),
      pin: random.int(1000, 999_999),
      verificationPin: random.int(1000, 9999),
      pinTokenGuid: random.uuid(),
      isBarred: random.chance(0.06),
      smallCustomField1: random.chance(0.4) ? `EMP-${random.int(10_000, 99_999)}` : null,
      smallCustomField2: random.chance(0.2) ? `${random.text(2)}${random.int(10, 99)} ${random.text(3)}` : null,
      largeCustomField1: random.chance(0.15) ? random.pick(words.DEPARTMENTS) : null,
      largeCustomField2: random.chance(0.08) ? 'Escort required in data halls.' : null,
      extraLargeCustomField: random.chance(0.04)
        ? 'Temporary contractor pass. Renew with facilities before expiry; report lost cards to the security office at once.'
        : null,
      isExemptFromLockDown: random.chance(0.05),
      accessLevelGuid: level.guid,
      accessLevelDescription: level.description,
      userGroupGuid: group.guid,
      userGroupDescription: group.description,
      accessLevelId: level.id,
      userId: ++ids.userId,
      ...(withFixed ? FIXED_PEOPLE[i] : undefined),
    });
  }
  return users;
}

export function subjectOf(random: SeededRandom, ids: IdCounters, user: User, deleted: boolean): EventSubject {
  const tokenData = String(random.int(10_000_000, 4_294_967_295));
  const tokenType = random.weighted([
    [1, 6],
    [2, 3],
    [4, 1],
  ] as const);
  return {
    tokenGuid: random.uuid(),
    tokenData,
    tokenDescription:
      tokenType === 4 ? 'Mobile credential' : tokenType === 2 ? `Fob ${tokenData}` : `Card ${tokenData}`,
    tokenLost: random.chance(0.02),
    tokenId: ++ids.tokenId,
    tokenType,
    tokenIfType: random.pick([1, 2, 3]),
    userGuid: user.userGuid,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userBarred: user.isBarred,
    userDeleted: deleted,
    userId: user.userId,
  };
}
