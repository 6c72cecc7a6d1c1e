// The order a guard works alarms in: the worst priority first, then the newest. Pure: the core
// sorts its answers with it and the renderer its screens.
import { ALARM_PRIORITIES, type AlarmPriority } from '../domain/monitor-limits.js';

function priorityRank(priority: AlarmPriority): number {
  return ALARM_PRIORITIES.indexOf(priority);
}

export function byPriorityThenNewest(
  a: { priority: AlarmPriority; lastAtMs: number },
  b: { priority: AlarmPriority; lastAtMs: number },
): number {
  return priorityRank(a.priority) - priorityRank(b.priority) || b.lastAtMs - a.lastAtMs;
}
