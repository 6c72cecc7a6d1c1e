// The page's Content-Security-Policy, one for both shells: the Electron shell's app:// responses and
// the browser shell's HTTP responses carry the same. Under default-src 'self', the browser shell's
// fetch and EventSource to its own origin are already allowed: nothing needs adding.

/**
 * Only the app's own files, no plugins, no <base>, never framed. Images may also be data: URLs: the host
 * hands an alarm's camera pictures over the bridge that way (never a camera's own address).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
