// What the guard chose about the alarm list's look, kept while the monitor runs (across tab changes),
// not saved: the next shift starts from the automatic layout with every section open.
import { reactive, ref } from 'vue';
import type { LayoutChoice } from './alarm-layout.js';

export const layoutChoice = ref<LayoutChoice>('auto');

/** Keys of the sections folded away (a customer's, or the acknowledged ones; never the critical). */
export const foldedSections = reactive(new Set<string>());
