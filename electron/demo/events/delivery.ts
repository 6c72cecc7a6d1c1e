// When the service receives an event, by how its controller delivers: at once, in uploads from a
// buffer, in backlogs after outages, or a fixed delay late. Upload instants and outages are a pure
// function of (seed, device, time), computed per block of time on demand, so the same seed gives
// the same traffic however the clock moves and whatever the wall clock says.
import { SeededRandom, derivedSeed } from '../random.js';

export type DeliveryProfile =
  /** Received 150 to 1500 ms after it occurred. */
  | { kind: 'online' }
  /** Store-and-forward: uploads its buffer every 1 to 20 minutes. */
  | { kind: 'buffered' }
  /** Online, but now and then offline for 20 to 120 minutes, then delivers the backlog at once. */
  | { kind: 'offline-prone' }
  /** Every event exactly `delayMs` late (for tests). */
  | { kind: 'delayed'; delayMs: number };

export interface Outage {
  startMs: number;
  /** The backlog is delivered from here; the device is online again at this instant. */
  endMs: number;
}

const MINUTE_MS = 60_000;
const UPLOAD_BLOCK_MS = 6 * 3_600_000;
const OUTAGE_BLOCK_MS = 24 * 3_600_000;
const MEAN_ONLINE_STRETCH_MS = 3 * 3_600_000;

export class DeliverySchedule {
  /** By device, then by block. */
  private readonly uploads = new Map<string, Map<number, number[]>>();
  private readonly outages = new Map<string, Map<number, Outage[]>>();

  constructor(private readonly seed: number) {}

  /** `random` draws the transmission time, so the caller's stream decides it. */
  receivedMs(profile: DeliveryProfile, deviceGuid: string, eventMs: number, random: SeededRandom): number {
    const transmission = (): number => random.int(150, 1500);
    switch (profile.kind) {
      case 'online':
        return eventMs + transmission();
      case 'buffered':
        return this.nextUploadAfter(deviceGuid, eventMs) + transmission();
      case 'offline-prone':
        return (this.outageAt(deviceGuid, eventMs)?.endMs ?? eventMs) + transmission();
      case 'delayed':
        return eventMs + profile.delayMs;
    }
  }

  /** The buffered device's first upload strictly after `ms`; never more than 20 minutes on. */
  nextUploadAfter(deviceGuid: string, ms: number): number {
    const block = Math.floor(ms / UPLOAD_BLOCK_MS);
    const next = this.uploadsIn(deviceGuid, block).find((upload) => upload > ms);
    // Each block starts with an upload, so the next block's start follows the last one.
    return next ?? (block + 1) * UPLOAD_BLOCK_MS;
  }

  /** The outage of an offline-prone device that `ms` falls in, if any. */
  outageAt(deviceGuid: string, ms: number): Outage | null {
    const block = Math.floor(ms / OUTAGE_BLOCK_MS);
    return this.outagesIn(deviceGuid, block).find((outage) => outage.startMs <= ms && ms < outage.endMs) ?? null;
  }

  /** Upload instants in the block, its start first, then U(1, 20) minutes apart. */
  private uploadsIn(deviceGuid: string, block: number): number[] {
    const blocks = cacheOf(this.uploads, deviceGuid);
    let instants = blocks.get(block);
    if (!instants) {
      const random = new SeededRandom(derivedSeed(this.seed, 'uploads', deviceGuid, block));
      const endMs = (block + 1) * UPLOAD_BLOCK_MS;
      instants = [];
      for (let at = block * UPLOAD_BLOCK_MS; at < endMs; at += random.int(MINUTE_MS, 20 * MINUTE_MS)) instants.push(at);
      blocks.set(block, instants);
    }
    return instants;
  }

  /** Outages lasting U(20, 120) minutes, separated by online stretches of about 3 hours (exponential). */
  private outagesIn(deviceGuid: string, block: number): Outage[] {
    const blocks = cacheOf(this.outages, deviceGuid);
    let outages = blocks.get(block);
    if (!outages) {
      const random = new SeededRandom(derivedSeed(this.seed, 'outages', deviceGuid, block));
      const endMs = (block + 1) * OUTAGE_BLOCK_MS;
      const onlineStretch = (): number => Math.round(-Math.log(1 - random.next()) * MEAN_ONLINE_STRETCH_MS);
      const outageAfter = (onlineFromMs: number): Outage => {
        const startMs = onlineFromMs + onlineStretch();
        return { startMs, endMs: startMs + random.int(20 * MINUTE_MS, 120 * MINUTE_MS) };
      };
      outages = [];
      // Outages stay inside their block, so one block answers for any instant in it.
      for (let next = outageAfter(block * OUTAGE_BLOCK_MS); next.endMs <= endMs; next = outageAfter(next.endMs)) {
        outages.push(next);
      }
      blocks.set(block, outages);
    }
    return outages;
  }
}

function cacheOf<T>(byDevice: Map<string, Map<number, T>>, deviceGuid: string): Map<number, T> {
  let blocks = byDevice.get(deviceGuid);
  if (!blocks) {
    blocks = new Map();
    byDevice.set(deviceGuid, blocks);
  }
  return blocks;
}
