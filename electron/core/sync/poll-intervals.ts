// How often each customer's fresh edge is polled, within the request budget.
//
// A customer with λ new events a minute polled every x waits x/2 on average per event, so the
// guard's total wait is Σ λ·x/2, and the edge polls cost Σ 1/x requests. For a fixed number of
// requests that wait is least with x proportional to 1/√λ (Lagrange): busy customers often, quiet
// ones rarely. Every interval stays between the configured one (busiest) and the quiet floor, so no
// customer is ever polled less often than every `quietFloorMs` unless the budget cannot pay even
// for that; then all floors stretch alike and the caller says so.

export interface IntervalInputs {
  /** New events a minute per customer (recent, smoothed). */
  ratesPerMinute: readonly number[];
  /** Requests a minute the edge polls may use. */
  budgetPerMinute: number;
  /** The fastest polling, for the busiest customer (the `--interval`; default 2 s). */
  minIntervalMs: number;
  /** The slowest polling while the budget allows (default 30 s). */
  quietFloorMs: number;
}

/**
 * How often a customer at the quiet floor is polled so that its events are stored within the floor: a read stores
 * what the service had when it started, and ends `readMs` later, so the next one starts that much sooner than the
 * floor (every 29 s for a floor of 30 s and reads of 1 s, about 3% more requests than every 30 s). Never more
 * often than half the floor: a service that answers slowly is not made slower with more requests.
 */
export function quietPollingMs(quietFloorMs: number, readMs: number): number {
  return Math.max(quietFloorMs / 2, quietFloorMs - readMs);
}

export interface IntervalPlan {
  intervalsMs: number[];
  /** False when even every customer at the floor is more than the budget. */
  floorHeld: boolean;
}

const MINUTE = 60_000;

export function planPollIntervals(inputs: IntervalInputs): IntervalPlan {
  const { ratesPerMinute, budgetPerMinute, minIntervalMs, quietFloorMs } = inputs;
  const count = ratesPerMinute.length;
  if (count === 0) return { intervalsMs: [], floorHeld: true };
  const floor = Math.max(minIntervalMs, quietFloorMs);
  const requests = (intervals: readonly number[]): number =>
    intervals.reduce((sum, interval) => sum + MINUTE / interval, 0);

  const atFloor = ratesPerMinute.map(() => floor);
  if (requests(atFloor) > budgetPerMinute) {
    const stretched = floor * (requests(atFloor) / budgetPerMinute);
    return { intervalsMs: ratesPerMinute.map(() => stretched), floorHeld: false };
  }
  const atFastest = ratesPerMinute.map(() => minIntervalMs);
  if (requests(atFastest) <= budgetPerMinute) return { intervalsMs: atFastest, floorHeld: true };

  // x = clamp(k / √λ): find the smallest k (fastest polling) that the budget pays for.
  const shape = (k: number): number[] =>
    ratesPerMinute.map((rate) => Math.min(floor, Math.max(minIntervalMs, k / Math.sqrt(Math.max(rate, 1e-9)))));
  let low = 0;
  let high = floor * Math.sqrt(Math.max(...ratesPerMinute, 1e-9)) + 1;
  for (let step = 0; step < 50; step += 1) {
    const middle = (low + high) / 2;
    if (requests(shape(middle)) > budgetPerMinute) low = middle;
    else high = middle;
  }
  return { intervalsMs: shape(high), floorHeld: true };
}
