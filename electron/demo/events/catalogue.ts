// The kinds of event the demo produces: types 1 and 2 as the spec names them, and a few system alerts.

export interface EventKind {
  eventType: number;
  displayName: string;
  priorityDescription: string;
  /** Who the event is about: a known holder, a denied presentation, or nobody (a door or controller alarm). */
  subject: 'granted' | 'denied' | 'none';
}

const GRANTED: EventKind = {
  eventType: 1,
  displayName: 'Access granted',
  priorityDescription: 'Low',
  subject: 'granted',
};

export const EVENT_KINDS: readonly (readonly [EventKind, number])[] = [
  [GRANTED, 78],
  [{ eventType: 2, displayName: 'Access denied', priorityDescription: 'High', subject: 'denied' }, 14],
  [{ eventType: 3, displayName: 'Door forced open', priorityDescription: 'Critical', subject: 'none' }, 2],
  [{ eventType: 4, displayName: 'Door held open', priorityDescription: 'Medium', subject: 'none' }, 4],
  [{ eventType: 20, displayName: 'Controller tamper', priorityDescription: 'Critical', subject: 'none' }, 2],
];
