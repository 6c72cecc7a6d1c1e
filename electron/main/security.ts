// Pure security rules for the Electron shell. No `electron` import: unit-tested in plain Node.

const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications']);
/**
 * Switches that open a process to a debugger: Chromium's remote debugging (any page, with the
 * session's cookies) and Node's inspector (the main process, with the keychain's secrets). Chromium
 * and Node take a switch after `--` or `-` (and `/` on Windows), with or without `=value`.
 */
const DEBUGGING_SWITCH =
  /^(?:--?|\/)(remote-debugging-(?:port|pipe|address)|inspect(?:-brk|-brk-node|-port|-wait|-publish-uid)?)(?:=|$)/i;

/** Desktop notifications for denied-access alerts are the one permission the renderer gets. */
export function isAllowedPermission(permission: unknown): boolean {
  return typeof permission === 'string' && ALLOWED_PERMISSIONS.has(permission);
}

/** The debugging switches among the process's arguments, as given (a packaged app refuses to start with any). */
export function debuggingSwitches(argv: readonly string[]): string[] {
  return argv.filter((argument) => DEBUGGING_SWITCH.test(argument));
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
