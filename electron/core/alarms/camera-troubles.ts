// Which of a customer's cameras are in trouble, as the inventory read them (endpoint 7: each door's cameras,
// each with its status), and by which rule (cameraStatusContains): the camera half of device-troubles.ts.
// Pure. The spec gives no closed set of camera statuses: the rules' words decide what is trouble, and a
// status no rule on a camera's status matches is the camera back to normal.
import type { PublicDoor } from '../api/redact.js';
import type { DeviceTrouble, DeviceTroubleContext } from './device-troubles.js';
import { decisionOf } from './evaluate.js';
import type { AlarmRule } from './rule-schema.js';

/** The group of a camera's trouble: one alarm per camera and rule while the trouble lasts. */
const CAMERA_GROUP_PREFIX = 'camera:';

type PublicCamera = PublicDoor['cameras'][number];

/** A camera with the doors that list it (the service may list one camera under two doors). */
interface ListedCamera {
  camera: PublicCamera;
  doors: PublicDoor[];
}

export function cameraGroupKey(cameraGuid: string): string {
  return `${CAMERA_GROUP_PREFIX}${cameraGuid.toLowerCase()}`;
}

/** The camera of a camera's group key; null for any other group. */
export function cameraOfGroup(groupKey: string): string | null {
  return groupKey.startsWith(CAMERA_GROUP_PREFIX) ? groupKey.slice(CAMERA_GROUP_PREFIX.length) : null;
}

/** Each camera's trouble now, one per camera and rule, in the order the service listed them. */
export function cameraTroublesOf(doors: readonly PublicDoor[], context: DeviceTroubleContext): DeviceTrouble[] {
  const statusRules = context.rules.filter((rule) => rule.when.cameraStatusContains);
  if (statusRules.length === 0) return [];
  const snoozedDoor = (door: PublicDoor): boolean =>
    context.snoozes.some((snooze) => snooze.doorGuid.toLowerCase() === door.doorGuid.toLowerCase());
  const troubles: DeviceTrouble[] = [];
  for (const { camera, doors: itsDoors } of listedCameras(doors).values()) {
    const status = camera.status;
    if (typeof status !== 'string' || status === '') continue;
    const decision = decisionOf(
      statusRules.find((rule) => statusMatches(rule, context.customerGuid, itsDoors, status)),
    );
    if (!decision) continue;
    troubles.push({
      groupKey: cameraGroupKey(camera.cameraGuid),
      doorGuid: itsDoors[0]!.doorGuid.toLowerCase(),
      device: cameraInWords(camera, itsDoors),
      decision,
      said: `status “${status}”`,
      // A camera still watching a door that is not under maintenance still matters there.
      snoozed: itsDoors.every(snoozedDoor),
    });
  }
  return troubles;
}

/** The camera of this group and the doors that list it; undefined when the service no longer lists it. */
export function listedCamera(doors: readonly PublicDoor[], cameraGuid: string): ListedCamera | undefined {
  return listedCameras(doors).get(cameraGuid.toLowerCase());
}

/** "camera “Loading Bay Camera 1” of Loading Bay" (its doors joined where several list it). */
export function cameraInWords(camera: Pick<PublicCamera, 'name'>, doors: readonly Pick<PublicDoor, 'name'>[]): string {
  const names = doors.map((door) => door.name);
  const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `camera “${camera.name}” of ${joined}`;
}

/** The closing line of a camera's trouble that ended by itself: what the camera says now, or that it is gone. */
export function cameraClearedNote(doors: readonly PublicDoor[], cameraGuid: string): string {
  const listed = listedCamera(doors, cameraGuid);
  if (!listed) return 'Cleared by itself: the service no longer lists the camera';
  const { camera, doors: itsDoors } = listed;
  return `Cleared by itself: ${cameraInWords(camera, itsDoors)} now reports status “${camera.status ?? ''}”`;
}

function listedCameras(doors: readonly PublicDoor[]): Map<string, ListedCamera> {
  const listed = new Map<string, ListedCamera>();
  for (const door of doors) {
    for (const camera of door.cameras ?? []) {
      if (typeof camera.cameraGuid !== 'string') continue;
      const key = camera.cameraGuid.toLowerCase();
      const known = listed.get(key);
      if (known) known.doors.push(door);
      else listed.set(key, { camera, doors: [door] });
    }
  }
  return listed;
}

function statusMatches(rule: AlarmRule, customerGuid: string, doors: readonly PublicDoor[], status: string): boolean {
  const { cameraStatusContains, customerGuid: onlyCustomer, doorGuid: onlyDoor } = rule.when;
  if (onlyCustomer !== undefined && onlyCustomer !== customerGuid.toLowerCase()) return false;
  if (onlyDoor !== undefined && !doors.some((door) => door.doorGuid.toLowerCase() === onlyDoor)) return false;
  const said = status.toLowerCase();
  return (cameraStatusContains ?? []).some((word) => said.includes(word.toLowerCase()));
}
