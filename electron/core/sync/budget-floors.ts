// The floors of the request budget (request-budget.ts): shares of it the live edges never take. History
// (backfill, bands, settling) always has one, so polls however fast cannot starve it; while some
// customer's first inventory since the start (its doors and site zone, which its alarms need) is still
// to be read, the inventory lane has one too. What they leave is the edges' while history fills.
import type { FloorLane } from './request-budget.js';

/** History's floor: at 400 requests a minute, 16 (a day of a customer's history is one request). */
export const HISTORY_FLOOR_SHARE = 0.02;
/** The first inventories' floor: at 400 requests a minute, 102 customers' (two requests each) in under 9 min. */
export const FIRST_INVENTORY_SHARE = 0.04;

export type BudgetFloors = Record<FloorLane, number>;

export function budgetFloors({ firstInventoryMissing }: { firstInventoryMissing: boolean }): BudgetFloors {
  return { background: HISTORY_FLOOR_SHARE, inventory: firstInventoryMissing ? FIRST_INVENTORY_SHARE : 0 };
}

/** The share of the budget the floors set aside together. */
export function floorsShare(floors: BudgetFloors): number {
  return floors.background + floors.inventory;
}
