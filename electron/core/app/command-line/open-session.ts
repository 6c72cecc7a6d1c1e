// The session with the service in use, its secrets in the profile's secret store; requests tried again say so.
import { SessionService } from '../../session/session-service.js';
import type { CommandLineProfile } from './command-line-profile.js';

export type { SessionService } from '../../session/session-service.js';

export async function openSession(profile: CommandLineProfile): Promise<SessionService> {
  const { host } = profile;
  const settings = profile.settings();
  if (settings.loadProblem) host.warn(settings.loadProblem);
  const baseUrl = profile.serviceAddress(settings);
  profile.secretStoreMode();
  const session = new SessionService({
    baseUrl,
    secrets: (await profile.openSecretStore()).store,
    settings,
    env: host.env,
    allowInsecureHttp: profile.insecureHttpAllowed,
    client: { onRetry: ({ delayMs, error }) => host.retrying(error.userMessage, delayMs) },
  });
  const { transportWarning } = session.client;
  if (transportWarning) host.warn(transportWarning);
  return session;
}
