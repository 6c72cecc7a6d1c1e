// Pure security rules for the Electron shell. No `electron` import: unit-tested in plain Node.

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

/**
 * Whether an IPC message comes from the app's own page: the built renderer's index.html on the app's
 * scheme (acs-app://monitor/index.html, any query or hash), or the electron-vite dev server's origin
 * while developing. Any other frame (an injected iframe, a page navigated elsewhere, file://) is refused.
 */
export function isTrustedRendererUrl(url: unknown, rendererUrl: string, devServerUrl: string | undefined): boolean {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const page = new URL(rendererUrl);
  if (parsed.protocol === page.protocol) return parsed.host === page.host && parsed.pathname === page.pathname;
  if (devServerUrl === undefined) return false;
  return parsed.origin === new URL(devServerUrl).origin;
}
