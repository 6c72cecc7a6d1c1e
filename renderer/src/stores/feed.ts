import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AlertGroup, FeedEvent } from '../../../electron/contract.js';
import { callBridge } from '../bridge/active-bridge.js';
import { attempt } from './call.js';
import { EMPTY_FILTER, hostMayMatch, matchesFilter, toQuery, type FeedFilter } from '../lib/feed-filter.js';
import { newestFirst, toFeedRow, type FeedRow } from '../lib/feed-row.js';

/** The most rows the feed keeps in memory; older ones are dropped from view (the cache keeps them). */
export const MAX_FEED_ROWS = 100_000;
/** Rows fetched at a time: the first screenful quickly, then older pages as the guard scrolls down. */
export const FEED_PAGE_SIZE = 2_000;
/**
 * A load's first answer: a screenful (a tall display shows under 100 rows), in view while the rest of
 * the page is read below it. The host answers a screenful of a search sooner than a page (issue 23).
 */
export const FEED_FIRST_ROWS = 100;

/**
 * The live feed, newest first. Rows are immutable and kept in a shallow ref (100,000 rows must not
 * be made deeply reactive). While the guard has scrolled away, new events wait in `pending`.
 */
export const useFeedStore = defineStore('feed', () => {
  const rows = shallowRef<FeedRow[]>([]);
  const pending = shallowRef<FeedRow[]>([]);
  /** New events past the cap while paused: not held (the cache has them), still counted on the pill. */
  const pendingDropped = ref(0);
  const filter = ref<FeedFilter>({ ...EMPTY_FILTER });
  const paused = ref(false);
  const loading = ref(false);
  const hasOlder = ref(true);
  const error = ref<string | null>(null);
  const selected = shallowRef<FeedRow | null>(null);
  /** Bumped when a row should be brought into view (a notification click, an alert's "show"). */
  const focusRequest = ref<{ eventId: number; seq: number } | null>(null);
  let generation = 0;
  /** Pushes heard while each query is in flight (see `withPushes`). */
  const inFlight = new Set<PushesSince>();

  const selectedId = computed(() => selected.value?.eventId ?? null);
  const pendingCount = computed(() => pending.value.length + pendingDropped.value);

  function cap(list: FeedRow[]): FeedRow[] {
    return list.length > MAX_FEED_ROWS ? list.slice(0, MAX_FEED_ROWS) : list;
  }

  /**
   * Runs one query of the feed under `loading`. `apply` takes its answer only if no newer load (a new
   * filter) began meanwhile; an overtaken query changes nothing, not even the error.
   */
  async function query(
    mine: number,
    before: { eventDateMs: number; eventId: number } | undefined,
    limit: number,
    apply: (rows: FeedRow[], full: boolean, since: PushesSince) => void,
  ): Promise<void> {
    loading.value = true;
    const since: PushesSince = { arrived: [], marks: [] };
    inFlight.add(since);
    const answer = await attempt(() => callBridge('feed.query', toQuery(filter.value, limit, before)));
    inFlight.delete(since);
    if (mine !== generation) return;
    loading.value = false;
    if (!answer.ok) {
      error.value = answer.error.message;
      return;
    }
    apply(answer.value.map(toFeedRow), answer.value.length === limit, since);
    error.value = null;
  }

  async function load(): Promise<void> {
    const mine = ++generation;
    await query(mine, undefined, FEED_FIRST_ROWS, (newest, full, since) => {
      rows.value = withPushes(newest.sort(newestFirst), since, { arrivals: true });
      pending.value = [];
      pendingDropped.value = 0;
      hasOlder.value = full;
    });
    // The rest of the page, below the screenful, as paging down reads it.
    if (mine === generation) await loadOlder(FEED_PAGE_SIZE - FEED_FIRST_ROWS);
  }

  function loadOlder(limit = FEED_PAGE_SIZE): Promise<void> {
    const last = rows.value.at(-1);
    if (loading.value || !hasOlder.value || !last || rows.value.length >= MAX_FEED_ROWS) return Promise.resolve();
    const before = { eventDateMs: last.eventDateMs, eventId: last.eventId };
    return query(generation, before, limit, (page, full, since) => {
      const known = new Set(rows.value.map((row) => row.eventId));
      // Events pushed meanwhile are newer than this page: they are in view or waiting already.
      const older = withPushes(page, since, { arrivals: false }).filter((row) => !known.has(row.eventId));
      rows.value = cap(rows.value.concat(older.sort(newestFirst)));
      hasOlder.value = full;
    });
  }

  function setFilter(change: Partial<FeedFilter>): Promise<void> {
    filter.value = { ...filter.value, ...change };
    return load();
  }

  /** Newly stored events from the `events` push: shown at once, or held while paused. */
  function receive(events: FeedEvent[]): void {
    const fresh: FeedRow[] = [];
    const askHost: FeedRow[] = [];
    for (const row of events.map(toFeedRow)) {
      if (matchesFilter(row, filter.value)) fresh.push(row);
      else if (hostMayMatch(row, filter.value)) askHost.push(row);
    }
    if (askHost.length > 0) void matchOnHost(askHost);
    show(fresh);
  }

  /** Rows a search by card number may match: the host's search says which (the screen sees cards masked). */
  async function matchOnHost(candidates: FeedRow[]): Promise<void> {
    const mine = generation;
    const dates = candidates.map((row) => row.eventDateMs);
    const query = { ...toQuery(filter.value, FEED_PAGE_SIZE), fromMs: Math.min(...dates), toMs: Math.max(...dates) };
    const answer = await attempt(() => callBridge('feed.query', query));
    if (mine !== generation || !answer.ok) return;
    const wanted = new Set(candidates.map((row) => row.eventId));
    show(answer.value.map(toFeedRow).filter((row) => wanted.has(row.eventId)));
  }

  function show(fresh: FeedRow[]): void {
    if (fresh.length === 0) return;
    for (const since of inFlight) since.arrived.push(...fresh);
    const known = new Set<number>();
    for (const row of pending.value) known.add(row.eventId);
    // Late arrivals are rare and land among the newest rows: a small scan finds duplicates there.
    for (const row of rows.value.slice(0, 1000)) known.add(row.eventId);
    const unseen = fresh.filter((row) => !known.has(row.eventId)).sort(newestFirst);
    if (unseen.length === 0) return;
    if (paused.value) {
      // Older than every row held, with nothing older left to page in (the history still filling): they go at
      // the end of the list, below the guard, and move nothing in view. Without this a guard at the end saw it
      // stop where the history had got to when the feed was read, until back at the top.
      const last = rows.value.at(-1);
      const atEnd = !hasOlder.value && last ? unseen.filter((row) => newestFirst(row, last) > 0) : [];
      if (atEnd.length > 0) rows.value = cap(rows.value.concat(atEnd));
      const held = unseen.slice(0, unseen.length - atEnd.length);
      if (held.length === 0) return;
      // A guard scrolled away all night must not fill memory: only the newest MAX_FEED_ROWS wait.
      const waiting = held.concat(pending.value).sort(newestFirst);
      pendingDropped.value += Math.max(0, waiting.length - MAX_FEED_ROWS);
      pending.value = cap(waiting);
    } else rows.value = cap(mergeNewest(unseen, rows.value));
  }

  function setPaused(value: boolean): void {
    if (paused.value === value) return;
    paused.value = value;
    if (!value && pending.value.length > 0) {
      rows.value = cap(mergeNewest(pending.value, rows.value));
      // Events dropped while waiting lie below the newest: paging down fetches them from the cache.
      if (pendingDropped.value > 0) hasOlder.value = true;
      pending.value = [];
      pendingDropped.value = 0;
    }
  }

  function select(row: FeedRow | null): void {
    selected.value = row;
  }

  /** Shows one event: selects it (fetching it when the feed does not hold it) and asks the list to scroll to it. */
  async function focusEvent(eventId: number): Promise<void> {
    setPaused(false);
    let row = rows.value.find((candidate) => candidate.eventId === eventId) ?? null;
    if (!row) {
      const answer = await attempt(() => callBridge('feed.event', { eventId }));
      if (!answer.ok) error.value = answer.error.message;
      else if (answer.value) row = toFeedRow(answer.value);
    }
    if (!row) return;
    selected.value = row;
    focusRequest.value = { eventId, seq: (focusRequest.value?.seq ?? 0) + 1 };
  }

  /** Shows an acknowledgement on the rows it covers (the alerts store calls this once the core has it). */
  function markAcknowledged(eventIds: number[], note: string | null, acknowledgedAtMs: number): void {
    const ids = new Set(eventIds);
    const acknowledge = (row: FeedRow): FeedRow =>
      ids.has(row.eventId) ? { ...row, acknowledgement: { acknowledgedAtMs, note } } : row;
    for (const since of inFlight) since.marks.push(acknowledge);
    rows.value = rows.value.map(acknowledge);
    pending.value = pending.value.map(acknowledge);
    if (selected.value) selected.value = acknowledge(selected.value);
  }

  /** Marks the rows of these alarms' events with their priority (an alarm raised or grown on the host). */
  function markAlarmed(groups: ReadonlyArray<Pick<AlertGroup, 'eventIds' | 'priority'>>): void {
    const priorities = new Map(groups.flatMap((group) => group.eventIds.map((eventId) => [eventId, group.priority])));
    if (priorities.size === 0) return;
    const mark = (row: FeedRow): FeedRow => {
      const priority = priorities.get(row.eventId);
      return priority && priority !== row.alarmPriority ? { ...row, alarmPriority: priority } : row;
    };
    for (const since of inFlight) since.marks.push(mark);
    // Usually the rows came marked (the host raises alarms before it pushes their events): then the
    // list is left as it is, so 100,000 rows are not copied and redrawn for every alarm that grows.
    const marked = (list: FeedRow[]): FeedRow[] => {
      let copy: FeedRow[] | null = null;
      list.forEach((row, index) => {
        const next = mark(row);
        if (next !== row) (copy ??= [...list])[index] = next;
      });
      return copy ?? list;
    };
    rows.value = marked(rows.value);
    pending.value = marked(pending.value);
    if (selected.value) selected.value = mark(selected.value);
  }

  return {
    rows,
    pending,
    pendingCount,
    filter,
    paused,
    loading,
    hasOlder,
    error,
    selected,
    selectedId,
    focusRequest,
    load,
    loadOlder,
    setFilter,
    receive,
    setPaused,
    select,
    focusEvent,
    markAcknowledged,
    markAlarmed,
  };
});

/** What the pushes changed while a query was in flight: events that arrived, marks made on rows. */
interface PushesSince {
  arrived: FeedRow[];
  marks: Array<(row: FeedRow) => FeedRow>;
}

/**
 * A page as it stands now: the host read it before these pushes and answered after them, so without
 * them an event pushed meanwhile would vanish from view until the next load, and an acknowledgement
 * made meanwhile would not show. Marks are facts that only accrue, so their order does not matter.
 */
function withPushes(page: FeedRow[], since: PushesSince, { arrivals }: { arrivals: boolean }): FeedRow[] {
  const known = new Set(page.map((row) => row.eventId));
  const added = arrivals ? since.arrived.filter((row) => !known.has(row.eventId) && known.add(row.eventId)) : [];
  const rows = added.length > 0 ? page.concat(added).sort(newestFirst) : page;
  return since.marks.reduce((marked, mark) => marked.map(mark), rows);
}

/** New rows (newest first) ahead of the held ones; a late arrival is placed where its date puts it. */
function mergeNewest(fresh: FeedRow[], held: FeedRow[]): FeedRow[] {
  const oldestFresh = fresh.at(-1);
  const firstHeld = held[0];
  if (!oldestFresh || !firstHeld || newestFirst(oldestFresh, firstHeld) <= 0) return fresh.concat(held);
  return fresh.concat(held).sort(newestFirst);
}
