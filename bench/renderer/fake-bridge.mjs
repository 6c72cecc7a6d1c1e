// The Electron preload's two functions (window.acs), answered inside the page from a backend of
// synthetic events, so the renderer runs its real Electron transport, validation and stores with
// nothing else in the way. Playwright serialises installFakeBridge into an init script: it must
// not reach anything outside its own body.
/* global window */

/**
 * @param {{ total: number }} config how many events the backend holds before any arrive live
 */
export function installFakeBridge(config) {
  const NIL_GUID = '00000000-0000-0000-0000-000000000000';
  const FIRST_ID = 5_000_000;
  /** The stored events span the last 24 h, newest a couple of seconds old. */
  const SPACING_MS = Math.max(1, Math.floor(86_400_000 / config.total));
  const startedMs = Date.now();
  const newestStoredId = FIRST_ID + config.total;

  const hex = (value, width) => value.toString(16).padStart(width, '0');
  const guid = (kind, n) => `${hex(kind, 8)}-0000-4000-8000-${hex(n, 12)}`;
  const iso = (ms) => new Date(ms).toISOString();
  /** A stable pseudo-random number in [0, 1) for one event and one purpose. */
  const chance = (id, salt) => {
    let x = Math.imul(id ^ Math.imul(salt, 0x27d4eb2d), 0x9e3779b1);
    x ^= x >>> 15;
    x = Math.imul(x, 0x85ebca6b);
    x ^= x >>> 13;
    return (x >>> 0) / 4_294_967_296;
  };
  const pick = (list, id, salt) => list[Math.floor(chance(id, salt) * list.length)];

  const FIRST = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonas', 'Kemi', 'Liam'];
  const LAST = ['Okafor', 'Schmidt', 'Nguyen', 'García', 'Brown', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka', 'Lund'];
  const DOORS = ['Main entrance', 'Loading bay', 'Server room', 'Stairwell B', 'Car park gate', 'Reception', 'Lab 2'];
  const customers = [
    ['Northgate Offices', 'NGO', 'Europe/London', 'GMT Standard Time', 0],
    ['Harbour Logistics', 'HBL', 'Europe/Amsterdam', 'W. Europe Standard Time', 60],
    ['Riverside Clinic', 'RSC', 'America/New_York', 'Eastern Standard Time', -300],
  ].map(([name, code, timezone, timezoneDescription, tz], c) => {
    const site = { guid: guid(0x5173, c + 1), name: `${name} HQ`, code: `${code}-01`, id: 200 + c };
    const devices = [0, 1, 2].map((d) => ({
      guid: guid(0xdef1ce, c * 10 + d + 1),
      serial: `ACS${hex(0xa000 + c * 16 + d, 6).toUpperCase()}`,
      name: `Controller ${d + 1}`,
      id: 300 + c * 10 + d,
    }));
    const doors = Array.from({ length: 12 }, (_, d) => ({
      guid: guid(0xd004, c * 100 + d + 1),
      name: `${DOORS[d % DOORS.length]}${d >= DOORS.length ? ' (east)' : ''}`,
      id: 400 + c * 100 + d,
      local: d + 1,
      device: devices[d % devices.length],
      deleted: d === 11,
    }));
    const users = Array.from({ length: 300 }, (_, u) => ({
      guid: guid(0x05e4, c * 1000 + u + 1),
      first: FIRST[u % FIRST.length],
      last: LAST[(u * 7 + c) % LAST.length],
      id: 10_000 + c * 1000 + u,
      tokenGuid: guid(0x70c0, c * 1000 + u + 1),
      tokenData: String(1_000_000 + c * 1000 + u),
      tokenId: 20_000 + c * 1000 + u,
      barred: u % 37 === 0,
      deleted: u % 53 === 0,
    }));
    return {
      name,
      code,
      timezone,
      timezoneDescription,
      tz,
      guid: guid(0xc057, c + 1),
      id: 100 + c,
      site,
      doors,
      users,
    };
  });

  // The demo service's mix: mostly granted, some denied, a few door and controller alarms.
  const KINDS = [
    [1, 'Access granted', 'Low', 0.78],
    [2, 'Access denied', 'High', 0.14],
    [3, 'Door forced open', 'Critical', 0.02],
    [4, 'Door held open', 'Medium', 0.04],
    [20, 'Controller tamper', 'Critical', 0.02],
  ];
  const kindOf = (id) => {
    let roll = chance(id, 1);
    for (const kind of KINDS) {
      roll -= kind[3];
      if (roll < 0) return kind;
    }
    return KINDS[0];
  };

  /** The full Event resource (all 40 fields), the same every time for one id. */
  function makeEvent(id, eventMs) {
    const customer = pick(customers, id, 2);
    const door = pick(customer.doors, id, 3);
    const [eventType, title, priority] = kindOf(id);
    const unknownToken = eventType === 2 && chance(id, 4) < 0.35;
    const user = eventType <= 2 && !unknownToken ? pick(customer.users, id, 5) : null;
    const reason = eventType === 2 ? (unknownToken ? ' - unknown token' : ' - outside time schedule') : '';
    return {
      eventId: id,
      displayName: title + reason,
      priorityDescription: priority,
      eventType,
      eventDate: iso(eventMs),
      receivedDate: iso(eventMs + 400 + Math.floor(chance(id, 6) * 1500)),
      customerGuid: customer.guid,
      customerName: customer.name,
      customerId: customer.id,
      siteGuid: customer.site.guid,
      siteName: customer.site.name,
      siteCode: customer.site.code,
      siteId: customer.site.id,
      siteDeleted: false,
      deviceGuid: door.device.guid,
      deviceSerialNumber: door.device.serial,
      deviceName: door.device.name,
      deviceId: door.device.id,
      deviceDeleted: false,
      doorGuid: door.guid,
      doorName: door.name,
      doorId: door.id,
      doorDeleted: door.deleted,
      localDoorId: door.local,
      tokenGuid: user ? user.tokenGuid : unknownToken ? guid(0xbad, id) : NIL_GUID,
      tokenData: user ? user.tokenData : unknownToken ? String(90_000_000 + id) : '',
      tokenDescription: user ? 'Card' : unknownToken ? 'Unknown token' : '',
      tokenLost: false,
      tokenId: user ? user.tokenId : null,
      tokenType: user ? 1 : null,
      tokenIfType: user ? 26 : null,
      userGuid: user ? user.guid : null,
      userFirstName: user ? user.first : null,
      userLastName: user ? user.last : null,
      userBarred: user ? user.barred : false,
      userDeleted: user ? user.deleted : false,
      userId: user ? user.id : null,
      timezoneDescription: customer.timezoneDescription,
      tz: customer.tz,
      installerCode: `${customer.code}-INST`,
    };
  }

  const storedEvent = (id) => makeEvent(id, startedMs - 2000 - (newestStoredId - id) * SPACING_MS);
  /**
   * Events that arrived live, by id (ids above newestStoredId): the newest few thousand only, so a
   * long soak measures the renderer's memory rather than this stand-in's (the real cache lives in
   * the host, outside the page).
   */
  const arrived = new Map();
  const KEEP_ARRIVED = 5_000;
  let newestId = newestStoredId;
  const eventById = (id) => (id > newestStoredId ? arrived.get(id) : id > FIRST_ID ? storedEvent(id) : undefined);
  /** The priority of the alarm each event raised or joined, as the host sends it with the event. */
  const alarmed = new Map();
  const feedEvent = (event) => ({ event, acknowledgement: null, alarmPriority: alarmed.get(event.eventId) ?? null });

  function matches(event, query) {
    const lower = (value) => (typeof value === 'string' ? value.toLowerCase() : value);
    if (query.customerGuids && !query.customerGuids.some((g) => lower(g) === event.customerGuid)) return false;
    if (query.eventType !== undefined && event.eventType !== query.eventType) return false;
    if (query.doorGuid && lower(query.doorGuid) !== event.doorGuid) return false;
    if (query.userOrTokenGuid && ![event.userGuid, event.tokenGuid].includes(lower(query.userOrTokenGuid))) {
      return false;
    }
    const ms = Date.parse(event.eventDate);
    if (query.fromMs !== undefined && ms < query.fromMs) return false;
    if (query.toMs !== undefined && ms > query.toMs) return false;
    if (query.text) {
      const haystack = [event.displayName, event.doorName, event.customerName, event.userFirstName, event.userLastName];
      if (!haystack.join(' ').toLowerCase().includes(query.text.toLowerCase())) return false;
    }
    return true;
  }

  /** Newest first; ids rise with time, so `before` is the id below which to look. */
  function queryFeed(query) {
    const found = [];
    const startId = query.before ? Math.min(query.before.eventId - 1, newestId) : newestId;
    for (let id = startId; id > FIRST_ID && found.length < query.limit; id--) {
      const event = eventById(id);
      if (event && matches(event, query)) found.push(feedEvent(event));
    }
    return found;
  }

  function hourlyCounts(customerGuids) {
    const HOUR_MS = 3_600_000;
    const share = customerGuids.filter((g) => customers.some((c) => c.guid === g.toLowerCase())).length;
    const perHour = (HOUR_MS / SPACING_MS) * (share / customers.length);
    const thisHour = Math.floor(startedMs / HOUR_MS) * HOUR_MS;
    return Array.from({ length: 24 }, (_, h) => ({
      hourStartMs: thisHour - (23 - h) * HOUR_MS,
      granted: Math.round(perHour * 0.78 * (0.6 + chance(h, 7) * 0.8)),
      denied: Math.round(perHour * 0.14 * (0.6 + chance(h, 8) * 0.8)),
    }));
  }

  /** Open alarms (the default rules' "Access denied", high): denials of one token, or at one door for an unknown token. */
  const groups = new Map();
  let nextAlarmId = 1;
  function noteDenial(event) {
    const byToken = event.userGuid !== null;
    const key = byToken ? `token:${event.tokenGuid}` : `door:${event.doorGuid}`;
    const ms = Date.parse(event.eventDate);
    const group = groups.get(key) ?? {
      alarmId: nextAlarmId++,
      key: `${key}:${event.eventId}`,
      customerGuid: event.customerGuid,
      ruleName: 'Access denied',
      priority: 'high',
      sound: 'alarm',
      notify: true,
      state: 'open',
      title: event.displayName,
      label: byToken ? `${event.userFirstName} ${event.userLastName}` : 'Unknown token',
      flags: byToken ? [] : ['unknown token'],
      doorName: event.doorName,
      doorNames: [],
      firstAtMs: ms,
      lastAtMs: ms,
      count: 0,
      eventIds: [],
      latest: event,
      history: [],
      procedure: null,
      contacts: [],
      customerName: event.customerName,
      customerCode: null,
      siteName: event.siteName,
      timeZone: null,
      raisedAtMs: Date.now(),
      lateByMs: null,
    };
    group.count += 1;
    group.lastAtMs = ms;
    group.eventIds.push(event.eventId);
    alarmed.set(event.eventId, group.priority);
    if (!group.doorNames.includes(event.doorName)) group.doorNames.push(event.doorName);
    group.latest = event;
    groups.set(key, group);
  }

  const status = {
    baseUrl: 'https://demo.acs-monitor.invalid',
    environment: 'demo',
    registered: true,
    signedIn: true,
    userName: 'night.guard',
    expiresAt: iso(startedMs + 8 * 3_600_000),
    remembered: false,
    secretStore: 'memory',
    secretStoreWarning: null,
    transportWarning: null,
    keychainProblem: null,
    cachePreparation: null,
  };
  const preferences = {
    soundOffUntilMs: null,
    textSize: 'normal',
    startMinimised: false,
    startAtLogin: false,
    requestBudgetPerMinute: 300,
    workstationTime: false,
  };
  const watched = () =>
    customers.map((c) => ({
      customerGuid: c.guid,
      customerName: c.name,
      customerCode: c.code,
      timezone: c.timezone,
      watched: true,
    }));
  const handlers = {
    'session.status': () => status,
    'customers.list': watched,
    'preferences.get': () => preferences,
    'preferences.set': (input) => Object.assign(preferences, input),
    'alerts.list': () => [...groups.values()],
    'alerts.acknowledge': () => [...groups.values()],
    'health.status': () =>
      customers.map((c) => ({
        customerGuid: c.guid,
        phase: 'live',
        lastSuccessAtMs: Date.now() - 1500,
        lagMs: 1800,
        eventsStored: Math.round(config.total / customers.length),
        error: null,
        summary: 'Live: polling every 2 s',
      })),
    'health.totals': () => null,
    'health.cache': () => null,
    'snoozes.list': () => [],
    'stats.hourly': (input) => hourlyCounts(input.customerGuids),
    'feed.query': queryFeed,
    'feed.event': (input) => {
      const event = eventById(input.eventId);
      return event ? feedEvent(event) : null;
    },
  };

  const listeners = new Set();
  /** Everything crosses as IPC would carry it: copied, and answered in a later task. */
  const deliver = (value) => new Promise((resolve) => setTimeout(() => resolve(structuredClone(value)), 0));
  const push = (name, payload) => {
    const copy = structuredClone({ name, payload });
    for (const listener of listeners) listener(copy);
  };

  window.acs = {
    version: 'bench',
    call(method, input) {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : null;
      if (!handler) return deliver({ ok: false, error: { kind: 'invalid-call', message: `No ${method} here` } });
      return deliver({ ok: true, value: handler(input) });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  /** The benchmark's handle: new events arriving as the sync engine would push them (newest last). */
  window.__benchBackend = {
    newestStoredId,
    arrive(count) {
      const fresh = [];
      let denied = false;
      for (let n = 0; n < count; n++) {
        newestId += 1;
        const event = makeEvent(newestId, Date.now());
        arrived.set(newestId, event);
        arrived.delete(newestId - KEEP_ARRIVED);
        alarmed.delete(newestId - KEEP_ARRIVED);
        if (event.eventType === 2) {
          noteDenial(event);
          denied = true;
        }
        fresh.push(feedEvent(event));
      }
      // As the host does: the alarms first, then their events, marked with them.
      if (denied) push('alerts', { groups: [...groups.values()] });
      push('events', { events: fresh });
      return newestId;
    },
    /** A door forced open, stored and raised as a critical alarm at once, as the core pushes it; its alarm key. */
    raiseCritical() {
      newestId += 1;
      const event = {
        ...makeEvent(newestId, Date.now()),
        displayName: 'Door forced open',
        priorityDescription: 'Critical',
      };
      arrived.set(newestId, event);
      const key = `critical:${newestId}`;
      groups.set(key, {
        alarmId: nextAlarmId++,
        key,
        customerGuid: event.customerGuid,
        ruleName: 'Door forced or tampered with',
        priority: 'critical',
        sound: 'critical',
        notify: true,
        state: 'open',
        title: event.displayName,
        label: '',
        flags: [],
        doorName: event.doorName,
        doorNames: [event.doorName],
        firstAtMs: Date.parse(event.eventDate),
        lastAtMs: Date.parse(event.eventDate),
        count: 1,
        eventIds: [newestId],
        latest: event,
        history: [{ atMs: Date.now(), action: 'raised', operator: null, outcome: null, note: null }],
        procedure: null,
        contacts: [],
        customerName: event.customerName,
        customerCode: null,
        siteName: event.siteName,
        timeZone: null,
        raisedAtMs: Date.now(),
        lateByMs: null,
      });
      alarmed.set(newestId, 'critical');
      push('alerts', { groups: [...groups.values()] });
      push('events', { events: [feedEvent(event)] });
      return key;
    },

    /** The guard acknowledges every open alarm: they leave the alerts list. */
    acknowledgeAll() {
      groups.clear();
      push('alerts', { groups: [] });
    },
  };
}
