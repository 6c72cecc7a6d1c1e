// Plain http:// carries the password and tokens unencrypted, so it is accepted by itself only for
// this machine (loopback: 127.0.0.0/8, ::1, localhost). Any other host needs the operator's
// explicit opt-in, and is then used with a warning that stays on show.
import { invalidInput } from './errors.js';

export const INSECURE_HTTP_FLAG = '--allow-insecure-http';
const INSECURE_HTTP_ENV = 'ACS_ALLOW_INSECURE_HTTP';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  // The URL parser has already turned short or hexadecimal IPv4 forms (127.1, 0x7f.1) into dotted quads.
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Whether the environment opts in to plain HTTP beyond this machine (ACS_ALLOW_INSECURE_HTTP=1). */
export function insecureHttpAllowedByEnv(env: Record<string, string | undefined>): boolean {
  return env[INSECURE_HTTP_ENV] === '1';
}

/**
 * Null for https:// and for http:// to this machine. For http:// to any other host: refuses it
 * (an 'invalid-input' error, before any request) unless `allowed`, and otherwise returns the warning to show.
 */
export function plainHttpWarning(baseUrl: string, allowed: boolean): string | null {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return null;
  if (!allowed) {
    throw invalidInput(
      `Refusing plain http:// to ${url.host}: the password and tokens would cross the network unencrypted; use https://, or opt in with ${INSECURE_HTTP_FLAG} (${INSECURE_HTTP_ENV}=1)`,
    );
  }
  return `Plain HTTP to ${url.host}: the password and tokens cross the network unencrypted`;
}
