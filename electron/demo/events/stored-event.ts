// How the demo keeps an event: its own few fields plus shared references to where and who,
// so a quarter of a million events stay small; the full Event resource is built when sent.
import type { AccessEvent } from '../../core/api/types.js';
import type { EventPlace, EventSubject } from '../data/model.js';
import { isoText } from '../formats.js';

export interface StoredEvent {
  eventId: number;
  eventMs: number;
  receivedMs: number;
  eventType: number;
  displayName: string;
  priorityDescription: string;
  place: EventPlace;
  subject: EventSubject;
}

/** The Event resource, every field present, in the order of the description. */
export function toAccessEvent(event: StoredEvent): AccessEvent {
  const { place, subject } = event;
  return {
    eventId: event.eventId,
    displayName: event.displayName,
    priorityDescription: event.priorityDescription,
    eventType: event.eventType,
    eventDate: isoText(event.eventMs),
    receivedDate: isoText(event.receivedMs),
    customerGuid: place.customerGuid,
    customerName: place.customerName,
    customerId: place.customerId,
    siteGuid: place.siteGuid,
    siteName: place.siteName,
    siteCode: place.siteCode,
    siteId: place.siteId,
    siteDeleted: place.siteDeleted,
    deviceGuid: place.deviceGuid,
    deviceSerialNumber: place.deviceSerialNumber,
    deviceName: place.deviceName,
    deviceId: place.deviceId,
    deviceDeleted: place.deviceDeleted,
    doorGuid: place.doorGuid,
    doorName: place.doorName,
    doorId: place.doorId,
    doorDeleted: place.doorDeleted,
    localDoorId: place.localDoorId,
    tokenGuid: subject.tokenGuid,
    tokenData: subject.tokenData,
    tokenDescription: subject.tokenDescription,
    tokenLost: subject.tokenLost,
    tokenId: subject.tokenId,
    tokenType: subject.tokenType,
    tokenIfType: subject.tokenIfType,
    userGuid: subject.userGuid,
    userFirstName: subject.userFirstName,
    userLastName: subject.userLastName,
    userBarred: subject.userBarred,
    userDeleted: subject.userDeleted,
    userId: subject.userId,
    timezoneDescription: place.timezoneDescription,
    tz: place.tz,
    installerCode: place.installerCode,
  };
}

/** The inverse, for events a test hands in whole. Null when a date is not a valid DateTime. */
export function fromAccessEvent(event: AccessEvent): StoredEvent | null {
  const eventMs = Date.parse(event.eventDate);
  const receivedMs = Date.parse(event.receivedDate);
  if (Number.isNaN(eventMs) || Number.isNaN(receivedMs)) return null;
  return {
    eventId: event.eventId,
    eventMs,
    receivedMs,
    eventType: event.eventType,
    displayName: event.displayName,
    priorityDescription: event.priorityDescription,
    place: {
      customerGuid: event.customerGuid,
      customerName: event.customerName,
      customerId: event.customerId,
      siteGuid: event.siteGuid,
      siteName: event.siteName,
      siteCode: event.siteCode,
      siteId: event.siteId,
      siteDeleted: event.siteDeleted,
      deviceGuid: event.deviceGuid,
      deviceSerialNumber: event.deviceSerialNumber,
      deviceName: event.deviceName,
      deviceId: event.deviceId,
      deviceDeleted: event.deviceDeleted,
      doorGuid: event.doorGuid,
      doorName: event.doorName,
      doorId: event.doorId,
      doorDeleted: event.doorDeleted,
      localDoorId: event.localDoorId,
      timezoneDescription: event.timezoneDescription,
      tz: event.tz,
      installerCode: event.installerCode,
    },
    subject: {
      tokenGuid: event.tokenGuid,
      tokenData: event.tokenData,
      tokenDescription: event.tokenDescription,
      tokenLost: event.tokenLost,
      tokenId: event.tokenId,
      tokenType: event.tokenType,
      tokenIfType: event.tokenIfType,
      userGuid: event.userGuid,
      userFirstName: event.userFirstName,
      userLastName: event.userLastName,
      userBarred: event.userBarred,
      userDeleted: event.userDeleted,
      userId: event.userId,
    },
  };
}

const placeJson = new WeakMap<EventPlace, readonly [string, string]>();
const subjectJson = new WeakMap<EventSubject, string>();

/**
 * The same text as JSON.stringify(toAccessEvent(event)), several times faster: the parts shared by
 * many events (place and subject) are serialised once.
 */
export function accessEventJson(event: StoredEvent): string {
  const [head, tail] = placeParts(event.place);
  let subject = subjectJson.get(event.subject);
  if (subject === undefined) {
    subject = JSON.stringify(event.subject).slice(1, -1);
    subjectJson.set(event.subject, subject);
  }
  return (
    `{"eventId":${event.eventId},"displayName":${JSON.stringify(event.displayName)},` +
    `"priorityDescription":${JSON.stringify(event.priorityDescription)},"eventType":${event.eventType},` +
    `"eventDate":"${isoText(event.eventMs)}","receivedDate":"${isoText(event.receivedMs)}",${head},${subject},${tail}}`
  );
}

/** The place's fields before the subject's (customer to localDoorId) and after them (time zone, installer). */
function placeParts(place: EventPlace): readonly [string, string] {
  let parts = placeJson.get(place);
  if (!parts) {
    const { timezoneDescription, tz, installerCode, ...head } = place;
    parts = [
      JSON.stringify(head).slice(1, -1),
      JSON.stringify({ timezoneDescription, tz, installerCode }).slice(1, -1),
    ];
    placeJson.set(place, parts);
  }
  return parts;
}
