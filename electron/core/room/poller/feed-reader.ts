// Where this workstation's cache stands in the room's feed, and what it reads from there: the feed's changes
// (events, sync states, inventories of the customers it watches) stored in the cache as they come, or a newly
// watched customer's history. The place is kept beside the cache, so a restart reads on from it.
import type { PublicInventory } from '../../api/redact.js';
import type { CustomerSyncStatus } from '../../sync/status.js';
import type { FeedChange, RoomFeed } from './room-feed.js';
import type { RoomHost } from './room-host.js';
import { readRoomPosition, writeRoomPosition } from './room-position.js';

/** The room's feed as its poller and followers use it. */
export type PollerFeed = RoomFeed<CustomerSyncStatus, PublicInventory>;

export interface FeedReaderOptions {
  host: Pick<RoomHost, 'cache' | 'now' | 'eventsFollowed' | 'statusFollowed' | 'inventoryFollowed'>;
  /** The room's address without its password (where this cache's place in the feed is kept for). */
  shown: string;
  /** The customers this workstation watches: only theirs reach its cache. */
  watched: () => readonly string[];
  /** One call on the room's feed, bounded in time. */
  onFeed: <T>(work: (feed: PollerFeed) => Promise<T>) => Promise<T>;
}

export class FeedReader {
  /** The last change of the feed this cache has (applied, or written by this workstation). */
  private lastChange = 0;
  private savedChange = 0;
  private reading: Promise<boolean> | null = null;
  /** The feed was opened once: the place in it read from the profile. */
  private positionRead = false;

  constructor(private readonly options: FeedReaderOptions) {}

  /** The place kept for this room, once, when the feed first opens (`newestChange`: the feed's last change now). */
  async placeIn(newestChange: () => Promise<number>): Promise<void> {
    if (this.positionRead) return;
    const remembered = readRoomPosition(this.options.host.cache().path, 'feed', this.options.shown);
    // A room made anew at the same address numbers its changes from 1 again.
    this.lastChange = remembered > (await newestChange()) ? 0 : remembered;
    this.savedChange = this.lastChange;
    this.positionRead = true;
  }

  /** This workstation wrote change `changeNo` to the feed: its cache has it already. */
  written(changeNo: number): void {
    this.lastChange = Math.max(this.lastChange, changeNo);
  }

  /** The room's changes of newly watched customers up to the last change this cache has, a page at a time. */
  async readHistory(customerGuids: readonly string[]): Promise<void> {
    const upTo = this.lastChange;
    let after = 0;
    for (;;) {
      const { changes, more } = await this.onFeed((feed) => feed.customerHistory(customerGuids, after, upTo));
      // History, as a customer first watched on its own: it never alarms.
      for (const change of changes) await this.apply(change, { history: true });
      after = Math.max(after, ...changes.filter((change) => change.kind === 'events').map((change) => change.changeNo));
      if (!more) return;
    }
  }

  /** Reads and applies one page of the feed; true when more may follow. One read at a time. */
  readChanges(): Promise<boolean> {
    this.reading ??= this.readPage().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readPage(): Promise<boolean> {
    const { changes, more } = await this.onFeed((feed) => feed.changesSince(this.lastChange));
    for (const change of changes) await this.apply(change);
    const last = changes.at(-1);
    if (last) this.lastChange = last.changeNo;
    return more;
  }

  private async apply(
    change: FeedChange<CustomerSyncStatus, PublicInventory>,
    { history = false } = {},
  ): Promise<void> {
    const { host } = this.options;
    const cache = host.cache();
    // Another workstation's customers never reach this one: its guard watches (and may see) only its own.
    if (!this.options.watched().includes(change.customerGuid)) return;
    if (change.kind === 'events') {
      const { customerGuid, events } = change;
      const { inserted } = await cache.storage.storeBatch({ customerGuid, events, nowMs: host.now() });
      const isNew = new Set(inserted.map((event) => event.eventId));
      const alarming = history ? [] : change.alarming.filter((event) => isNew.has(event.eventId));
      if (inserted.length > 0) host.eventsFollowed(change.customerGuid, inserted, alarming, change.seenAtServiceMs);
    } else if (change.kind === 'sync') {
      host.statusFollowed(change.status);
    } else {
      await cache.storage.saveInventory(change.customerGuid, change.inventory);
      host.inventoryFollowed?.(change.customerGuid);
    }
  }

  /** Keeps the place reached in the cache's folder (a restart reads on from there). */
  savePosition(): void {
    if (this.lastChange === this.savedChange) return;
    try {
      writeRoomPosition(this.options.host.cache().path, 'feed', {
        room: this.options.shown,
        lastChange: this.lastChange,
      });
      this.savedChange = this.lastChange;
    } catch {
      // A full disk: the feed is read again from the last place saved.
    }
  }

  private onFeed<T>(work: (feed: PollerFeed) => Promise<T>): Promise<T> {
    return this.options.onFeed(work);
  }
}
