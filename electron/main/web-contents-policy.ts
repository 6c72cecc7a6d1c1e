// Every web contents the app ever has, not only the main window's: a frame's, a <webview>'s or a window's
// a page might try to add. None attaches a <webview>, navigates anywhere but the app's own page, or
// opens a window; no link goes to the OS browser either (a page that could hand URLs to it could carry
// what it shows out past the sandbox and the CSP).
import { app } from 'electron';
import { isTrustedRendererUrl } from './security.js';

/** Registered before the first window: Electron says 'web-contents-created' only for what comes after. */
export function guardEveryWebContents(rendererUrl: string, devServerUrl: string | undefined): void {
  const stayHome = (event: { url: string; preventDefault(): void }): void => {
    if (!isTrustedRendererUrl(event.url, rendererUrl, devServerUrl)) event.preventDefault();
  };
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', stayHome);
    contents.on('will-frame-navigate', stayHome);
    contents.on('will-redirect', stayHome);
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
