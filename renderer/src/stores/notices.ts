import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { formatHourMinute } from '../lib/time.js';
import { useHealthStore } from './health.js';
import { useScreensStore } from './screens.js';
import { useSessionStore } from './session.js';

/** Something worth knowing that needs no action this minute: listed on Health, counted in the header. */
export interface Notice {
  /** Names this notice and no other: a new screen let in is a new notice, though the last was read. */
  key: string;
  tone: 'info' | 'warning';
  testId: string;
  title: string | null;
  text: string;
  /** The technical reason, for whoever set the machine up; folded away. */
  detail: string | null;
}

const READ_KEY = 'acs-monitor.notices-read';
/** Read notices kept: old keys beyond these fall away (they name notices long gone). */
const READ_KEPT = 200;

function loadRead(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The advisories that used to stack as bars above the alarms (issue 35 part 4). Only what stops the
 * monitoring stays a bar; these fold into the header's notices count and the Health screen, and one
 * a guard has read there (on this browser) no longer counts.
 */
export const useNoticesStore = defineStore('notices', () => {
  const session = useSessionStore();
  const health = useHealthStore();
  const screens = useScreensStore();
  const read = ref<string[]>(loadRead());

  const all = computed((): Notice[] => {
    const notices: Notice[] = [];
    const joined = screens.lastJoined;
    if (joined) {
      const from = joined.address ? ` from ${joined.address}` : '';
      notices.push({
        key: `screen-joined:${joined.screenId}`,
        tone: 'warning',
        testId: 'screen-joined',
        title: null,
        text: `A new screen was let in at ${formatHourMinute(joined.grantedAtMs)}${from}. If nobody here opened it, withdraw it on the Health tab.`,
        detail: null,
      });
    }
    const status = session.status;
    const advise = (key: string, testId: string, text: string | null | undefined, tone: Notice['tone']): void => {
      if (text) notices.push({ key: `${key}:${text}`, tone, testId, title: null, text, detail: null });
    };
    advise('keychain', 'keychain-banner', status?.keychainProblem, 'warning');
    if (status?.transportWarning)
      advise(
        'transport',
        'transport-warning',
        `${status.transportWarning}. Use an https:// address to stop this.`,
        'warning',
      );
    const cache = health.cache;
    if (cache?.notice)
      notices.push({
        key: `cache:${cache.notice}`,
        tone: 'warning',
        testId: 'cache-notice',
        title: null,
        text: cache.notice,
        detail: cache.noticeDetail ?? null,
      });
    if (status?.secretStoreWarning)
      notices.push({
        key: 'secret-store',
        tone: 'info',
        testId: 'secret-store-warning',
        title: 'Sign-ins are not kept on this workstation.',
        text: 'It has no system keychain in use, so you sign in again whenever the monitor restarts.',
        detail: status.secretStoreWarning,
      });
    return notices;
  });
  const unread = computed(() => all.value.filter((notice) => !read.value.includes(notice.key)));

  /** The guard has seen them all (the Health screen shows them). */
  function markAllRead(): void {
    if (unread.value.length === 0) return;
    read.value = [...read.value, ...unread.value.map((notice) => notice.key)].slice(-READ_KEPT);
    try {
      localStorage.setItem(READ_KEY, JSON.stringify(read.value));
    } catch {
      // Storage full or refused: they count as read until the page reloads.
    }
  }

  return { all, unread, markAllRead };
});
