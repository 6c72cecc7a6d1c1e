// Headers every response of the browser shell carries.
import type { ServerResponse } from 'node:http';
import { CONTENT_SECURITY_POLICY } from '../main/security.js';

/**
 * The same policy as the Electron shell. Under default-src 'self', the renderer's fetch and
 * EventSource to this same origin are already allowed: nothing needs adding.
 */
export const WEB_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY;

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', WEB_CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cache-Control', 'no-store');
}
