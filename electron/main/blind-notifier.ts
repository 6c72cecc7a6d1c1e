// The NOT MONITORING alarm outside the window (which may be hidden in the tray): a critical OS
// notification each time it sounds (it begins, then every repeat until acknowledged), and one when
// contact is back. A click brings the window forward.
import type { Monitoring, PushEvent } from '../contract.js';
import { blindNotificationText, restoredNotificationText } from './alert-text.js';
import { showOsNotification } from './os-notification.js';

export function notifyBlindness(
  subscribe: (listener: (event: PushEvent) => void) => () => void,
  showWindow: () => void,
): () => void {
  let last: Monitoring | null = null;
  return subscribe((event) => {
    if (event.name !== 'monitoring') return;
    const state = event.payload;
    if (!state.seeing && state.alertSeq > (last?.alertSeq ?? 0) && state.acknowledged === null) {
      showOsNotification({ ...blindNotificationText(state, Date.now()), urgency: 'critical', onClick: showWindow });
    } else if (state.seeing && state.restored && last !== null && !last.seeing) {
      showOsNotification({ ...restoredNotificationText(state.restored), urgency: 'normal', onClick: showWindow });
    }
    last = state;
  });
}
