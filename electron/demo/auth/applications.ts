// Registered applications and their tokens.
import { randomBytes } from 'node:crypto';

const YEAR_MS = 365 * 86_400_000;

export interface Application {
  applicationName: string;
  applicationEmail: string;
  applicationToken: string;
  expiresAtMs: number;
  numberOfConnections: number;
}

export class ApplicationRegistry {
  private readonly byToken = new Map<string, Application>();
  private readonly byNameAndEmail = new Set<string>();

  constructor(
    private readonly now: () => number,
    private readonly numberOfConnections: number,
  ) {}

  /** Null when an application with the same name and e-mail exists. */
  register(applicationName: string, applicationEmail: string): Application | null {
    const key = JSON.stringify([applicationName, applicationEmail.toLowerCase()]);
    if (this.byNameAndEmail.has(key)) return null;
    this.byNameAndEmail.add(key);
    const application: Application = {
      applicationName,
      applicationEmail,
      applicationToken: randomBytes(32).toString('base64url'),
      expiresAtMs: this.now() + YEAR_MS,
      numberOfConnections: this.numberOfConnections,
    };
    this.byToken.set(application.applicationToken, application);
    return application;
  }

  /** The application a token belongs to, while the token is valid. */
  find(token: string): Application | undefined {
    const application = this.byToken.get(token);
    return application && application.expiresAtMs > this.now() ? application : undefined;
  }
}
