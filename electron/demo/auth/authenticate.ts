// The three authentication headers, each checked as the spec asks; any failure is a 401.
import type { IncomingHttpHeaders } from 'node:http';
import { unauthenticated } from '../errors.js';
import { isBase64 } from '../formats.js';
import type { Application, ApplicationRegistry } from './applications.js';
import type { NonceRegistry } from './nonces.js';
import type { SessionRegistry } from './sessions.js';

const NOT_AUTHENTICATED = 'The request could not be authenticated.';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function checkNonce(headers: IncomingHttpHeaders, nonces: NonceRegistry): void {
  const nonce = header(headers, 'x-nonce-token');
  if (nonce === undefined || nonce === '') throw unauthenticated('x-nonce-token header is missing', NOT_AUTHENTICATED);
  if (!isBase64(nonce)) throw unauthenticated('x-nonce-token is not valid base64', NOT_AUTHENTICATED);
  if (!nonces.use(nonce)) throw unauthenticated('x-nonce-token has already been used', NOT_AUTHENTICATED);
}

export function checkApplication(headers: IncomingHttpHeaders, applications: ApplicationRegistry): Application {
  const token = header(headers, 'x-app-token');
  if (token === undefined || token === '') throw unauthenticated('x-app-token header is missing', NOT_AUTHENTICATED);
  const application = applications.find(token);
  if (!application) {
    throw unauthenticated(
      'x-app-token is not a registered application token, or it has expired',
      'This application is not registered with the service.',
    );
  }
  return application;
}

/** The user name of the session. */
export function checkSession(headers: IncomingHttpHeaders, sessions: SessionRegistry): string {
  const token = header(headers, 'x-user-credential');
  if (token === undefined || token === '')
    throw unauthenticated('x-user-credential header is missing', 'Please sign in.');
  const lookup = sessions.find(token);
  if (lookup.ok) return lookup.session.userName;
  throw lookup.reason === 'expired'
    ? unauthenticated('the session token has expired', 'Your session has expired. Please sign in again.')
    : unauthenticated('x-user-credential is not a valid session token', 'Please sign in.');
}
