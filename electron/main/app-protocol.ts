// Registers the app's scheme (before ready) and answers it from the built renderer (after ready).
import { protocol } from 'electron';
import { APP_SCHEME } from './app-scheme.js';
import { rendererResponse } from './renderer-response.js';

/** Must run before the app is ready: Electron fixes a scheme's privileges at start-up. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    // standard: URLs with a host and paths, and an origin of their own; secure: as https for the page.
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveRendererOverAppScheme(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(rendererDir, request.url));
}
