// Endpoint 9: a user logs in with passwordCredentials and gets a session token.
import type { LoginResponse } from '../../core/api/types.js';
import { checkCredentials } from '../accounts.js';
import { badRequest, unauthenticated } from '../errors.js';
import { HOSTILE_LOGIN_MESSAGE } from '../hostile.js';
import { isoText } from '../formats.js';
import { jsonReply } from '../http/reply.js';
import type { Handler } from './context.js';

export const login: Handler = (request, state) => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('login body must be a JSON object', 'The sign-in request was not understood.');
  }
  const { userName, password, type } = body as Record<string, unknown>;
  if (typeof userName !== 'string' || userName === '') {
    throw badRequest('userName is required', 'Enter your user name.');
  }
  if (typeof password !== 'string' || password === '') {
    throw badRequest('password is required', 'Enter your password.');
  }
  if (type !== 'passwordCredentials') {
    throw badRequest('type must be "passwordCredentials"', 'The sign-in request was not understood.');
  }
  const outcome = checkCredentials(userName, password);
  if (!outcome.ok) {
    throw outcome.reason === 'locked'
      ? unauthenticated(`account ${userName} is locked`, 'Your account is locked. Contact your administrator.')
      : unauthenticated('invalid user name or password', 'The user name or password is incorrect.');
  }
  const session = state.sessions.open(userName);
  const response: LoginResponse = {
    sessionToken: session.sessionToken,
    expirationDate: isoText(session.expiresAtMs),
    loginMessage: state.hostile ? HOSTILE_LOGIN_MESSAGE : outcome.loginMessage,
  };
  return jsonReply(response);
};
