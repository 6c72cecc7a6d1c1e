// A small seeded pseudo-random source, so the demo's data is the same for the same seed.

const HEX = '0123456789abcdef';

export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: entries are [item, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [item, weight] of entries) {
      point -= weight;
      if (point < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A version-4 UUID drawn from this source (lower-case). */
  uuid(): string {
    // 32 draws, then one for the variant digit (position 16); position 12 is the version, 4.
    const digits = new Array<number>(32);
    for (let i = 0; i < 32; i++) digits[i] = this.int(0, 15);
    digits[12] = 4;
    digits[16] = (this.int(0, 15) & 0x3) | 0x8;
    let out = '';
    for (let i = 0; i < 32; i++) {
      if (i === 8 || i === 12 || i === 16 || i === 20) out += '-';
      out += HEX.charAt(digits[i]!);
    }
    return out;
  }

  /** `length` characters from `alphabet`. */
  text(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet.charAt(this.int(0, alphabet.length - 1));
    return out;
  }
}

/** A seed derived from a seed and labels (FNV-1a), for sources that must not depend on call order. */
export function derivedSeed(seed: number, ...labels: readonly (string | number)[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of labels.join('\u0000')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Picks by weight like `weighted`, for one list picked from many times: the sums are made once. */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly sums: Float64Array;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('weighted pick from an empty list');
    this.items = entries.map(([item]) => item);
    this.sums = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], index) => (this.sums[index] = total += weight));
  }

  pick(random: SeededRandom): T {
    const point = random.next() * this.sums[this.sums.length - 1]!;
    let low = 0;
    let high = this.sums.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (point < this.sums[middle]!) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}
