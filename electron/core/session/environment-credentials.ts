// Credentials given in the environment (ACS_APP_TOKEN, ACS_USERNAME, ACS_PASSWORD) belong to the
// address in ACS_BASE_URL and to no other: a session opened on any other address (--url, the
// connect screen) never sends them.
import { normaliseBaseUrl } from '../api/validate.js';

export interface SessionEnvironment {
  ACS_BASE_URL?: string;
  ACS_APP_TOKEN?: string;
  ACS_USERNAME?: string;
  ACS_PASSWORD?: string;
}

export interface EnvironmentCredentials {
  appToken?: string;
  userName?: string;
  password?: string;
  /** Why credentials set in the environment are not used here (they name another address), else null. */
  ignoredBecause: string | null;
}

export function environmentCredentials(baseUrl: string, env: SessionEnvironment): EnvironmentCredentials {
  const given = Boolean(env.ACS_APP_TOKEN || env.ACS_USERNAME || env.ACS_PASSWORD);
  if (!given) return { ignoredBecause: null };
  const meantFor = addressOrNull(env.ACS_BASE_URL);
  if (meantFor !== baseUrl) {
    const where = meantFor === null ? 'ACS_BASE_URL is not set' : `ACS_BASE_URL is ${meantFor}`;
    return { ignoredBecause: `ACS_APP_TOKEN, ACS_USERNAME and ACS_PASSWORD are used only for ACS_BASE_URL (${where})` };
  }
  return {
    appToken: env.ACS_APP_TOKEN || undefined,
    userName: env.ACS_USERNAME || undefined,
    password: env.ACS_PASSWORD || undefined,
    ignoredBecause: null,
  };
}

function addressOrNull(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return normaliseBaseUrl(value);
  } catch {
    return null;
  }
}
