// Which of a customer's devices are in trouble, as the inventory read them (endpoint 7: each door's reader
// with its status and deviceStatus, and its cameras with their status), and by which rule: the one
// judgement both a single workstation and a control room's poller make before raising or clearing a
// device's alarm. Pure. The spec gives no closed set of statuses: the rules' words decide what is trouble,
// and a status no rule on that device's status matches is the device back to normal. The spec's controller
// (Device) has no status field, so a controller's trouble is only known from its events (rules on events).
import type { PublicDoor } from '../api/redact.js';
import { cameraClearedNote, cameraOfGroup, cameraTroublesOf, listedCamera } from './camera-troubles.js';
import { decisionOf, type AlarmDecision } from './evaluate.js';
import type { AlarmRule } from './rule-schema.js';

/** The reader fields a status rule reads, each as the guard is told of it. */
const STATUS_FIELDS = [
  { field: 'status', words: 'status' },
  { field: 'deviceStatus', words: 'device status' },
] as const;

/** The group of a door reader's trouble: one alarm per reader and rule while the trouble lasts. */
const READER_GROUP_PREFIX = 'reader:';

export interface DeviceTrouble {
  /** reader:DOOR (see readerGroupKey) or camera:CAMERA (see camera-troubles.ts). */
  groupKey: string;
  /** The reader's door; a camera's first door (the door of a snooze, and of the pictures taken). */
  doorGuid: string;
  /** The device in words: "the reader of Data Hall Door", "camera “Data Hall Door Camera 1” of Data Hall Door". */
  device: string;
  decision: AlarmDecision;
  /** What the device said, e.g. "status “Offline”" (both of a reader's fields where both matched the rule). */
  said: string;
  /** Its door is snoozed (maintenance): it raises nothing, yet an alarm it raised before goes on. */
  snoozed: boolean;
}

export interface DeviceTroubleContext {
  customerGuid: string;
  rules: readonly AlarmRule[];
  /** The customer's door snoozes running now: a door under maintenance raises nothing (see DeviceTrouble.snoozed). */
  snoozes: readonly { doorGuid: string }[];
}

export function readerGroupKey(doorGuid: string): string {
  return `${READER_GROUP_PREFIX}${doorGuid.toLowerCase()}`;
}

/** The door of a reader's group key; null for the group of an event's alarm. */
export function doorOfReaderGroup(groupKey: string): string | null {
  return groupKey.startsWith(READER_GROUP_PREFIX) ? groupKey.slice(READER_GROUP_PREFIX.length) : null;
}

/** Each device's troubles now, one per device and rule: the readers', then the cameras'. */
export function deviceTroublesOf(doors: readonly PublicDoor[], context: DeviceTroubleContext): DeviceTrouble[] {
  return [...readerTroublesOf(doors, context), ...cameraTroublesOf(doors, context)];
}

/** Each reader's troubles now, one per reader and rule, the doors in the order the service listed them. */
function readerTroublesOf(doors: readonly PublicDoor[], context: DeviceTroubleContext): DeviceTrouble[] {
  const statusRules = context.rules.filter((rule) => rule.when.readerStatusContains);
  const troubles = new Map<string, DeviceTrouble>();
  for (const door of doors) {
    const reader = door.doorReaderDetailsResponse;
    if (!reader) continue;
    const snoozed = context.snoozes.some((snooze) => snooze.doorGuid.toLowerCase() === door.doorGuid.toLowerCase());
    for (const { field, words } of STATUS_FIELDS) {
      const status = reader[field];
      if (typeof status !== 'string' || status === '') continue;
      const decision = decisionOf(statusRules.find((rule) => statusMatches(rule, context.customerGuid, door, status)));
      if (!decision) continue;
      const groupKey = readerGroupKey(door.doorGuid);
      const key = `${groupKey}\n${decision.ruleName}`;
      const said = `${words} “${status}”`;
      const known = troubles.get(key);
      if (known) known.said = `${known.said} and ${said}`;
      else {
        troubles.set(key, {
          groupKey,
          doorGuid: door.doorGuid.toLowerCase(),
          device: `the reader of ${door.name}`,
          decision,
          said,
          snoozed,
        });
      }
    }
  }
  return [...troubles.values()];
}

function statusMatches(rule: AlarmRule, customerGuid: string, door: PublicDoor, status: string): boolean {
  const { readerStatusContains, customerGuid: onlyCustomer, doorGuid: onlyDoor } = rule.when;
  if (onlyCustomer !== undefined && onlyCustomer !== customerGuid.toLowerCase()) return false;
  if (onlyDoor !== undefined && onlyDoor !== door.doorGuid.toLowerCase()) return false;
  const said = status.toLowerCase();
  return (readerStatusContains ?? []).some((word) => said.includes(word.toLowerCase()));
}

/** The raised line of a device's trouble: "The reader of Data Hall Door reports status “Offline”". */
export function troubleRaisedNote(trouble: Pick<DeviceTrouble, 'device' | 'said'>): string {
  return `${trouble.device.charAt(0).toUpperCase()}${trouble.device.slice(1)} reports ${trouble.said}`;
}

/**
 * The door a device's alarm stands at, as the inventory lists it now (a camera's first door); null for an
 * event's alarm, and a null doorGuid when the service no longer lists the camera.
 */
export function doorOfTroubleGroup(
  groupKey: string,
  doors: readonly PublicDoor[],
): { doorGuid: string | null; doorName: string; cameraName: string | null } | null {
  const readerDoor = doorOfReaderGroup(groupKey);
  if (readerDoor !== null) {
    const door = doors.find((candidate) => candidate.doorGuid.toLowerCase() === readerDoor);
    return { doorGuid: readerDoor, doorName: door?.name ?? 'a door no longer listed', cameraName: null };
  }
  const cameraGuid = cameraOfGroup(groupKey);
  if (cameraGuid === null) return null;
  const listed = listedCamera(doors, cameraGuid);
  if (!listed) return { doorGuid: null, doorName: 'a camera no longer listed', cameraName: null };
  const [door] = listed.doors;
  return { doorGuid: door!.doorGuid.toLowerCase(), doorName: door!.name, cameraName: listed.camera.name };
}

/**
 * The closing line of a trouble that ended by itself: what the device says now, or that it is gone; or, when
 * no rule of its name on that device's status is in force (a supervisor changed the rules), that this is why.
 */
export function troubleClearedNote(
  doors: readonly PublicDoor[],
  groupKey: string,
  ruleName: string,
  rules: readonly AlarmRule[],
): string {
  const cameraGuid = cameraOfGroup(groupKey);
  const condition = cameraGuid === null ? 'readerStatusContains' : 'cameraStatusContains';
  if (!rules.some((rule) => rule.name === ruleName && rule.when[condition] !== undefined)) {
    return `Closed by itself: the rules in force no longer make “${ruleName}” an alarm`;
  }
  if (cameraGuid !== null) return cameraClearedNote(doors, cameraGuid);
  const doorGuid = doorOfReaderGroup(groupKey);
  const door = doors.find((candidate) => candidate.doorGuid.toLowerCase() === doorGuid);
  if (!door) return 'Cleared by itself: the service no longer lists the door and its reader';
  const reader = door.doorReaderDetailsResponse;
  const now = STATUS_FIELDS.map(({ field, words }) => `${words} “${reader?.[field] ?? ''}”`).join(', ');
  return `Cleared by itself: the reader of ${door.name} now reports ${now}`;
}
