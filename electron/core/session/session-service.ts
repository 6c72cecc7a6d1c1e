// The session with one service: registration (endpoint 10), login (endpoint 9), session expiry,
// logout, and opt-in remembered credentials for signing in again by itself. It is the client's
// AuthProvider, so every caller gets a live session without knowing how.
import { ServiceClient, type AuthProvider, type ServiceClientOptions } from '../api/client.js';
import { ServiceError } from '../api/errors.js';
import type { RegistrationForm, RegistrationResult } from '../api/types.js';
import { normaliseBaseUrl } from '../api/validate.js';
import type { SettingsStore } from '../profile/settings.js';
import { KeychainLockedError, secretAccount, type SecretStore } from '../secrets/index.js';
import {
  environmentCredentials,
  type EnvironmentCredentials,
  type SessionEnvironment,
} from './environment-credentials.js';

export type { SessionEnvironment } from './environment-credentials.js';

/** A session is renewed this long before the service's stated expiry. */
const EXPIRY_MARGIN_MS = 60_000;

export interface SessionServiceOptions {
  baseUrl: string;
  secrets: SecretStore;
  settings: SettingsStore;
  env?: SessionEnvironment;
  /** Plain http:// beyond this machine allowed (flag or environment); the service's own setting also allows it. */
  allowInsecureHttp?: boolean;
  client?: Omit<ServiceClientOptions, 'baseUrl' | 'auth' | 'allowInsecureHttp'>;
  now?: () => number;
  /**
   * Signed in by itself, with the credentials kept or given (ACS_USERNAME), when a request needed a session: the
   * screens showing "not signed in" are told (a sign-in asked for by login() is answered instead).
   */
  signedIn?: () => void;
}

export type PublicRegistration = Omit<RegistrationResult, 'applicationToken'>;

export interface SignedIn {
  userName: string;
  expiresAt: string | null;
  loginMessage: string | null;
  remembered: boolean;
}

export interface LoginOptions {
  /** Keep the password in the secret store for signing in again by itself. */
  remember?: boolean;
}

export class SessionService implements AuthProvider {
  readonly baseUrl: string;
  readonly client: ServiceClient;
  private readonly env: EnvironmentCredentials;
  private readonly now: () => number;
  private cachedAppToken: string | null = null;
  private cachedSessionToken: string | null = null;
  private signingIn: Promise<string> | null = null;

  constructor(private readonly options: SessionServiceOptions) {
    this.baseUrl = normaliseBaseUrl(options.baseUrl);
    this.env = environmentCredentials(this.baseUrl, options.env ?? {});
    this.now = options.now ?? Date.now;
    const { numberOfConnections: connections, allowInsecureHttp } = options.settings.service(this.baseUrl);
    this.client = new ServiceClient({
      ...options.client,
      baseUrl: this.baseUrl,
      auth: this,
      allowInsecureHttp: options.allowInsecureHttp === true || allowInsecureHttp === true,
      maxConnections: connections ?? options.client?.maxConnections,
    });
  }

  async register(form: RegistrationForm): Promise<PublicRegistration> {
    return (await this.registerRevealingToken(form)).registration;
  }

  /** As register, and hands the token back once, for an operator without a keychain to keep it. */
  async registerRevealingToken(
    form: RegistrationForm,
  ): Promise<{ registration: PublicRegistration; applicationToken: string }> {
    const result = await this.client.register(form);
    const { applicationToken, ...publicPart } = result;
    await this.options.secrets.set(secretAccount('appToken', this.baseUrl), applicationToken);
    this.cachedAppToken = applicationToken;
    this.options.settings.updateService(this.baseUrl, {
      applicationName: publicPart.applicationName,
      applicationEmail: publicPart.applicationEmail,
      appTokenExpiresAt: publicPart.expirationDate,
      numberOfConnections: publicPart.numberOfConnections,
    });
    this.client.setMaxConnections(publicPart.numberOfConnections);
    return { registration: publicPart, applicationToken };
  }

  /** Whether it can sign in again by itself: credentials in the environment, or a remembered password. */
  get canSignInByItself(): boolean {
    return this.storedCredentialsAvailable();
  }

  /**
   * Throws where the keychain is locked, so a command that ends soon refuses before sending anything
   * rather than get a secret it cannot keep (the desktop app instead holds it back until unlocked).
   */
  async refuseIfKeychainLocked(kind: 'appToken' | 'sessionToken'): Promise<void> {
    await this.options.secrets.refuseIfLocked?.(secretAccount(kind, this.baseUrl));
  }

  /** True where secrets live in this process's memory only (no keychain): they end with it. */
  get secretsEndWithProcess(): boolean {
    return this.options.secrets.kind === 'memory';
  }

  async login(userName: string, password: string, options: LoginOptions = {}): Promise<SignedIn> {
    const response = await this.client.login(userName, password);
    await this.keepSession(userName, response.sessionToken, response.expirationDate);
    const passwordAccount = secretAccount('password', this.baseUrl, userName);
    if (options.remember) {
      await this.options.secrets.set(passwordAccount, password);
    } else {
      await this.options.secrets.delete(passwordAccount);
    }
    this.options.settings.updateService(this.baseUrl, { rememberPassword: options.remember === true });
    return {
      userName,
      expiresAt: response.expirationDate ?? null,
      loginMessage: response.loginMessage ?? null,
      remembered: options.remember === true,
    };
  }

  /** Ends the session here: forgets the session token and any remembered password. */
  async logout(): Promise<void> {
    const { userName } = this.options.settings.service(this.baseUrl);
    await this.options.secrets.delete(secretAccount('sessionToken', this.baseUrl));
    if (userName) await this.options.secrets.delete(secretAccount('password', this.baseUrl, userName));
    this.cachedSessionToken = null;
    this.options.settings.updateService(this.baseUrl, { sessionExpiresAt: undefined, rememberPassword: false });
  }

  /** The application's numberOfConnections, as registration reported it (default 10). */
  get connectionAllowance(): number {
    return this.options.settings.service(this.baseUrl).numberOfConnections ?? 10;
  }

  /** Who is signed in, and until when, as far as this profile knows. */
  status(): { userName: string | null; expiresAt: string | null; remembered: boolean } {
    const service = this.options.settings.service(this.baseUrl);
    return {
      userName: service.userName ?? null,
      expiresAt: service.sessionExpiresAt ?? null,
      remembered: service.rememberPassword === true,
    };
  }

  /** Whether an application token is at hand (environment or secret store). */
  /** Throws KeychainLockedError where the keychain is locked: that is not "no token". */
  async hasAppToken(): Promise<boolean> {
    try {
      await this.appToken();
      return true;
    } catch (error) {
      if (error instanceof KeychainLockedError) throw error;
      return false;
    }
  }

  /** Whether a session token is at hand and not past its stated expiry (the service may still end it). */
  async hasLiveSession(): Promise<boolean> {
    if (this.sessionExpired()) return false;
    this.cachedSessionToken ??= await this.options.secrets.get(secretAccount('sessionToken', this.baseUrl));
    return this.cachedSessionToken !== null;
  }

  /** Keeps an application token that was issued elsewhere (registration done before). */
  async useAppToken(applicationToken: string): Promise<void> {
    await this.options.secrets.set(secretAccount('appToken', this.baseUrl), applicationToken);
    this.cachedAppToken = applicationToken;
    this.options.settings.updateService(this.baseUrl, {});
  }

  async appToken(): Promise<string> {
    if (this.env.appToken) return this.env.appToken;
    this.cachedAppToken ??= await this.options.secrets.get(secretAccount('appToken', this.baseUrl));
    if (this.cachedAppToken) return this.cachedAppToken;
    throw new ServiceError(
      'unauthenticated',
      `No application token for ${this.baseUrl}: register with "acs-monitor register --name NAME --email EMAIL" or set ACS_APP_TOKEN${this.ignoredEnvironment()}`,
    );
  }

  async sessionToken(): Promise<string> {
    if (!this.sessionExpired()) {
      this.cachedSessionToken ??= await this.options.secrets.get(secretAccount('sessionToken', this.baseUrl));
      if (this.cachedSessionToken) return this.cachedSessionToken;
    }
    return this.signInAgain();
  }

  async sessionRejected(token: string): Promise<boolean> {
    // Another caller may already be replacing, or have replaced, the rejected session.
    if (this.signingIn) {
      await this.signingIn;
      return true;
    }
    if (this.cachedSessionToken !== null && this.cachedSessionToken !== token) return true;
    this.cachedSessionToken = null;
    if (!this.storedCredentialsAvailable()) {
      await this.options.secrets.delete(secretAccount('sessionToken', this.baseUrl));
      return false;
    }
    await this.signInAgain();
    return true;
  }

  private ignoredEnvironment(): string {
    return this.env.ignoredBecause ? `; ${this.env.ignoredBecause}` : '';
  }

  private sessionExpired(): boolean {
    const expiresAt = this.options.settings.service(this.baseUrl).sessionExpiresAt;
    if (!expiresAt) return false;
    const at = Date.parse(expiresAt);
    return Number.isFinite(at) && at - EXPIRY_MARGIN_MS <= this.now();
  }

  // One sign-in at a time: fifty calls finding the session gone share one login.
  private signInAgain(): Promise<string> {
    this.signingIn ??= this.signInWithStoredCredentials().finally(() => {
      this.signingIn = null;
    });
    return this.signingIn;
  }

  private storedCredentialsAvailable(): boolean {
    if (this.env.userName && this.env.password) return true;
    const service = this.options.settings.service(this.baseUrl);
    return Boolean(service.userName && service.rememberPassword);
  }

  private async signInWithStoredCredentials(): Promise<string> {
    const credentials = await this.storedCredentials();
    if (!credentials) {
      throw new ServiceError(
        'unauthenticated',
        `Not signed in to ${this.baseUrl}, or the session ended: sign in with "acs-monitor login --user NAME" (or set ACS_USERNAME and ACS_PASSWORD)${this.ignoredEnvironment()}`,
      );
    }
    const response = await this.client.login(credentials.userName, credentials.password);
    await this.keepSession(credentials.userName, response.sessionToken, response.expirationDate);
    this.options.signedIn?.();
    return response.sessionToken;
  }

  private async storedCredentials(): Promise<{ userName: string; password: string } | null> {
    if (this.env.userName && this.env.password) {
      return { userName: this.env.userName, password: this.env.password };
    }
    const service = this.options.settings.service(this.baseUrl);
    if (!service.userName || !service.rememberPassword) return null;
    const password = await this.options.secrets.get(secretAccount('password', this.baseUrl, service.userName));
    return password ? { userName: service.userName, password } : null;
  }

  private async keepSession(userName: string, token: string, expiresAt: string | null | undefined): Promise<void> {
    try {
      await this.options.secrets.set(secretAccount('sessionToken', this.baseUrl), token);
    } catch (error) {
      // A locked keychain holds the token back and says so; the session goes on in memory meanwhile.
      if (!(error instanceof KeychainLockedError)) throw error;
    }
    this.cachedSessionToken = token;
    this.options.settings.updateService(this.baseUrl, { userName, sessionExpiresAt: expiresAt ?? undefined });
  }
}
