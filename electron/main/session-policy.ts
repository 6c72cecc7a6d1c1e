import type { Session } from 'electron';
import { isAllowedPermission } from './security.js';

/** Refuses every permission but notifications. (The page's CSP comes with it: see renderer-response.ts.) */
export function applySessionPolicy(session: Session): void {
  session.setPermissionRequestHandler((_webContents, permission, callback) => {
    callback(isAllowedPermission(permission));
  });
  session.setPermissionCheckHandler((_webContents, permission) => isAllowedPermission(permission));
}
