// The floors of the request budget (request-budget.ts): shares of it the live edges never take. History
// (backfill, bands, settling) always has one, so polls however fast cannot starve it; while some
// customer's inventory since the start is incomplete (its doors and site zone, which its alarms need;
// then its controllers and cardholders), the inventory lane has one too. What they leave is the edges'
// while history fills.
import type { FloorLane } from './request-budget.js';

/** History's floor: at 400 requests a minute, 16 (a day of a customer's history is one request). */
export const HISTORY_FLOOR_SHARE = 0.02;
/**
 * The inventories' floor till each is complete: at 400 requests a minute, 16; 102 customers' doors (two
 * requests each) in under 13 min, their controllers and users (two more) by 26 min.
 */
export const INVENTORY_FLOOR_SHARE = 0.04;

export type BudgetFloors = Record<FloorLane, number>;

export function budgetFloors({ inventoryIncomplete }: { inventoryIncomplete: boolean }): BudgetFloors {
  return { background: HISTORY_FLOOR_SHARE, inventory: inventoryIncomplete ? INVENTORY_FLOOR_SHARE : 0 };
}

/** The share of the budget the floors set aside together. */
export function floorsShare(floors: BudgetFloors): number {
  return floors.background + floors.inventory;
}
