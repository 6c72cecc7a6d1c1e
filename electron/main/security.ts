// Pure security rules for the Electron shell. No `electron` import: unit-tested in plain Node.

/** The page's policy: only the app's own files, no plugins, no <base>, never framed. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications']);
const EXTERNAL_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/** Desktop notifications for denied-access alerts are the one permission the renderer gets. */
export function isAllowedPermission(permission: unknown): boolean {
  return typeof permission === 'string' && ALLOWED_PERMISSIONS.has(permission);
}

/** Only http(s) links may be handed to the OS browser: never file:, javascript:, custom schemes. */
export function isSafeExternalUrl(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}
