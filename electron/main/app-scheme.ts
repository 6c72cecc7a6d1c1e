// The desktop app's own scheme: the renderer is served from acs-app://monitor/… (a privileged,
// standard and secure custom scheme answered by protocol.handle) instead of file://, so the page has
// an origin of its own, gets its CSP as a response header, and can reach no other file on disk.
// No `electron` import: the sender check and the tests use these names in plain Node.

export const APP_SCHEME = 'acs-app';
export const APP_HOST = 'monitor';
export const RENDERER_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;
