// Endpoint 10: an integrator registers an application and gets its token.
import type { RegistrationResult } from '../../core/api/types.js';
import { DemoHttpError, badRequest } from '../errors.js';
import { isoText } from '../formats.js';
import { jsonReply } from '../http/reply.js';
import type { Handler } from './context.js';

const MAX_NAME_LENGTH = 250;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*$/;

export const register: Handler = (request, state) => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('registration body must be a JSON object', 'The registration was not understood.');
  }
  const { applicationName, applicationEmail } = body as Record<string, unknown>;
  if (typeof applicationName !== 'string' || applicationName.trim() === '') {
    throw badRequest('applicationName is required', 'Enter an application name.');
  }
  if (applicationName.length > MAX_NAME_LENGTH) {
    throw badRequest(
      `applicationName has ${applicationName.length} characters, at most ${MAX_NAME_LENGTH} are allowed`,
      `The application name must be at most ${MAX_NAME_LENGTH} characters.`,
    );
  }
  if (typeof applicationEmail !== 'string' || !EMAIL.test(applicationEmail)) {
    throw badRequest('applicationEmail must have the form local-part@domain', 'Enter a valid e-mail address.');
  }
  const application = state.applications.register(applicationName, applicationEmail);
  if (!application) {
    throw new DemoHttpError(
      409,
      `an application named "${applicationName}" with e-mail ${applicationEmail} already exists`,
      'This application is already registered.',
    );
  }
  const result: RegistrationResult = {
    applicationName: application.applicationName,
    applicationEmail: application.applicationEmail,
    applicationToken: application.applicationToken,
    expirationDate: isoText(application.expiresAtMs),
    numberOfConnections: application.numberOfConnections,
  };
  return jsonReply(result);
};
