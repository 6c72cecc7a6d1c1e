// Stores an answer's batches one after another while it arrives. The fetch hands each batch over
// synchronously and the storage stores it asynchronously (one transaction a call), so the stores are
// chained: each after the one before, none after one that failed (a full disk, say). The failure stops
// the fetch at its next batch and rejects done(): the read fails, never with an unhandled rejection.
export class StoreChain {
  private chain: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  /** Queues a store after the ones before it; throws an earlier store's failure, which ends the fetch. */
  add(store: () => Promise<void>): void {
    if (this.failure) throw this.failure.error;
    this.chain = this.chain.then(store);
    this.chain.catch((error: unknown) => {
      this.failure ??= { error };
    });
  }

  /** Resolves once every batch queued is stored; rejects with the first store's failure. */
  done(): Promise<void> {
    return this.chain;
  }

  /**
   * Waits for the fetch that feeds this chain, then for every store it queued. A failed fetch rejects
   * with its own error once the stores under way have ended (none starts after it).
   */
  async after(fetching: Promise<unknown>): Promise<void> {
    try {
      await fetching;
    } catch (error) {
      await this.chain.catch(() => undefined);
      throw error;
    }
    await this.chain;
  }
}
