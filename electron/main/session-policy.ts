import type { Session } from 'electron';
import { CONTENT_SECURITY_POLICY, isAllowedPermission } from './security.js';

/** Refuses every permission but notifications and sends the CSP with every page loaded from disk. */
export function applySessionPolicy(session: Session): void {
  session.setPermissionRequestHandler((_webContents, permission, callback) => {
    callback(isAllowedPermission(permission));
  });
  session.setPermissionCheckHandler((_webContents, permission) => isAllowedPermission(permission));

  // The <meta> tag in renderer/index.html carries the same policy, for loads where this hook does not run.
  session.webRequest.onHeadersReceived({ urls: ['file://*/*'] }, (details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}
