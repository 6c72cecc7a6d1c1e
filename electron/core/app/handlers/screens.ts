// screens.*: the browser shell's screens let in, withdrawing one, a new address.
import { AppError } from '../../../app-error.js';
import type { AppCore } from '../app-core.js';
import type { NamespaceHandlers } from './namespace.js';

export function screensHandlers(this: AppCore): NamespaceHandlers<'screens'> {
  return {
    'screens.list': async () => this.screenList(),
    // The browser shell answers for its screens (electron/web/api-call.ts); what reaches the core is the workstation.
    'screens.own': async () => ({ role: 'operator', screenId: null }),
    'screens.revoke': async ({ screenId }) => {
      if (!this.requireScreens().revoke(screenId)) {
        throw new AppError('not-found', `No screen ${screenId} has access (already withdrawn?)`);
      }
      return this.screenList();
    },
    'screens.rotateUrl': async ({ role }) => ({ url: this.requireScreens().rotateUrl(role) }),
    // The browser shell answers for its screens; what reaches the core is the desktop app's window.
    'screens.active': async () => ({ atMs: (this.windowActiveMs = this.now()) }),
  };
}
