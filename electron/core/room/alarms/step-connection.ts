// The connection the room's alarm steps go over (RoomAlarms, and the local copies reading the room's log):
// opened when first needed, and left for a new one once a step found the room out of reach.
import type pg from 'pg';
import { drop } from '../bounded.js';
import { openRoomConnection } from '../database/room-connection.js';
import { AlarmQueue } from './alarm-queue.js';

/** How long a step may wait on the room's database (a cut network never answers). */
export const STEP_LIMIT_MS = 10_000;

export class StepConnection {
  private client: Promise<pg.Client> | null = null;

  constructor(
    private readonly url: string,
    private readonly workstation: string,
  ) {}

  async queue(): Promise<AlarmQueue> {
    return new AlarmQueue(await this.connection());
  }

  connection(): Promise<pg.Client> {
    if (!this.client) {
      const opening: Promise<pg.Client> = openRoomConnection(this.url, {
        applicationName: `acs-monitor alarm steps: ${this.workstation}`,
      }).then((client) => {
        client.once('end', () => {
          if (this.client === opening) this.client = null;
        });
        return client;
      });
      opening.catch(() => {
        if (this.client === opening) this.client = null;
      });
      this.client = opening;
    }
    return this.client;
  }

  /** The room was out of reach: the next step connects anew (a connection still opening is closed when open). */
  drop(): void {
    const opening = this.client;
    this.client = null;
    void opening?.then(drop, () => undefined);
  }
}
