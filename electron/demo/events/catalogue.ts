// The kinds of event the demo produces and how often, per 100 events: types 1 and 2 as the spec names
// them, door alarms, and the system events a desk sees (a controller or reader offline, communication
// with a controller lost, each with the event that says it is back). Beyond 1 and 2 the type numbers
// are the demo's own, as a real service's are; displayName and priorityDescription carry the meaning.
// A forced door or a tamper is rare at a real site (a few a day where thousands of cards are used).

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

const system = (eventType: number, displayName: string, priorityDescription: string): EventKind => ({
  eventType,
  displayName,
  priorityDescription,
  subject: 'none',
});

export const EVENT_KINDS: readonly (readonly [EventKind, number])[] = [
  [GRANTED, 78],
  [{ eventType: 2, displayName: 'Access denied', priorityDescription: 'High', subject: 'denied' }, 14],
  [system(3, 'Door forced open', 'Critical'), 0.1],
  [system(4, 'Door held open', 'Medium'), 4],
  [system(20, 'Controller tamper', 'Critical'), 0.01],
  [system(61, 'Controller offline', 'High'), 0.02],
  [system(62, 'Controller back online', 'Low'), 0.02],
  [system(118, 'Reader offline', 'Medium'), 0.03],
  [system(119, 'Reader back online', 'Low'), 0.03],
  [system(203, 'Communication lost', 'High'), 0.01],
  [system(204, 'Communication restored', 'Low'), 0.01],
];
