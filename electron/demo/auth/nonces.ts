// Single-use nonces, remembered for their ten minutes of validity and then forgotten.

const NONCE_LIFETIME_MS = 10 * 60_000;

export class NonceRegistry {
  /** nonce → when it was first seen; insertion order is arrival order, so pruning stops early. */
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** True when the nonce is fresh (and records it); false when it was used within its lifetime. */
  use(nonce: string): boolean {
    const nowMs = this.now();
    this.prune(nowMs);
    const firstSeen = this.seen.get(nonce);
    if (firstSeen !== undefined && nowMs - firstSeen < NONCE_LIFETIME_MS) return false;
    this.seen.delete(nonce);
    this.seen.set(nonce, nowMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private prune(nowMs: number): void {
    for (const [nonce, firstSeen] of this.seen) {
      if (nowMs - firstSeen < NONCE_LIFETIME_MS) break;
      this.seen.delete(nonce);
    }
  }
}
