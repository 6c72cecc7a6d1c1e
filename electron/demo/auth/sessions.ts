// Session tokens handed out at login; a user may hold several at once.
import { randomBytes } from 'node:crypto';

export interface Session {
  sessionToken: string;
  userName: string;
  expiresAtMs: number;
}

export type SessionLookup = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' };

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  open(userName: string): Session {
    this.pruneExpired();
    const session = {
      sessionToken: randomBytes(32).toString('base64url'),
      userName,
      expiresAtMs: this.now() + this.ttlMs,
    };
    this.sessions.set(session.sessionToken, session);
    return session;
  }

  find(token: string): SessionLookup {
    const session = this.sessions.get(token);
    if (!session) return { ok: false, reason: 'unknown' };
    if (session.expiresAtMs <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, session };
  }

  /** Every current session ends now (a test's way of forcing re-login). */
  expireAll(): void {
    const nowMs = this.now();
    for (const session of this.sessions.values()) session.expiresAtMs = Math.min(session.expiresAtMs, nowMs);
  }

  /** Expired sessions are kept a day so their holders hear "expired" rather than "invalid". */
  private pruneExpired(): void {
    const horizon = this.now() - 86_400_000;
    for (const [token, session] of this.sessions) if (session.expiresAtMs < horizon) this.sessions.delete(token);
  }
}
