// When an alarm should sound and notify again: its loudness grows with every repeat and every
// escalation. Pure: the renderer (sound, web notification) and the Electron shell (OS
// notification) compare it with what they last alerted for.
import type { AlertGroup } from '../../contract.js';

export function loudness(group: Pick<AlertGroup, 'count' | 'history'>): number {
  return group.count + group.history.filter((step) => step.action === 'escalated').length;
}
