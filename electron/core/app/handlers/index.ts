// Every method of the contract, from its namespace's module.
import type { Handlers } from '../../../contract.js';
import type { AppCore } from '../app-core.js';
import { alarmsHandlers } from './alarms.js';
import { alertsHandlers } from './alerts.js';
import { camerasHandlers } from './cameras.js';
import { customersHandlers } from './customers.js';
import { exportHandlers } from './export.js';
import { feedHandlers } from './feed.js';
import { healthHandlers } from './health.js';
import { inventoryHandlers } from './inventory.js';
import { monitoringHandlers } from './monitoring.js';
import { preferencesHandlers } from './preferences.js';
import { roomHandlers } from './room.js';
import { screensHandlers } from './screens.js';
import { sessionHandlers } from './session.js';
import { snoozesHandlers } from './snoozes.js';
import { statsHandlers } from './stats.js';

export function buildHandlers(core: AppCore): Handlers {
  return {
    ...sessionHandlers.call(core),
    ...customersHandlers.call(core),
    ...inventoryHandlers.call(core),
    ...feedHandlers.call(core),
    ...alertsHandlers.call(core),
    ...camerasHandlers.call(core),
    ...snoozesHandlers.call(core),
    ...alarmsHandlers.call(core),
    ...healthHandlers.call(core),
    ...statsHandlers.call(core),
    ...exportHandlers.call(core),
    ...screensHandlers.call(core),
    ...roomHandlers.call(core),
    ...preferencesHandlers.call(core),
    ...monitoringHandlers.call(core),
  } satisfies Handlers;
}
