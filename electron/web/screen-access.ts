// Which screens may use the browser shell. The URL token (in the printed address) is only exchanged:
// each exchange lets one screen in with a random cookie of its own, so a cookie seen on one screen
// never gives the URL, one screen's access can be withdrawn alone, and the URL token can be replaced
// without sending every screen back to the URL.
import { randomBytes } from 'node:crypto';
import { cookieCarriesToken, createAccessToken, isValidToken } from './access-token.js';

export interface ScreenInfo {
  /** The browser's own description (User-Agent), shortened; null when it sent none. */
  userAgent: string | null;
  /** The address it connected from. */
  address: string | null;
}

export interface Screen extends ScreenInfo {
  screenId: string;
  grantedAtMs: number;
  lastSeenMs: number;
}

interface Admitted extends Screen {
  cookie: string;
}

const USER_AGENT_MAX_CHARS = 200;

export class ScreenAccess {
  private urlToken = createAccessToken();
  private readonly admitted = new Map<string, Admitted>();

  constructor(private readonly now: () => number = Date.now) {}

  get currentUrlToken(): string {
    return this.urlToken;
  }

  /** The cookie value for a new screen when `candidate` is the URL token; otherwise null. */
  exchange(candidate: unknown, info: ScreenInfo): string | null {
    if (!isValidToken(candidate, this.urlToken)) return null;
    const cookie = createAccessToken();
    const screenId = randomBytes(9).toString('base64url');
    const at = this.now();
    this.admitted.set(screenId, {
      screenId,
      cookie,
      grantedAtMs: at,
      lastSeenMs: at,
      userAgent: info.userAgent?.slice(0, USER_AGENT_MAX_CHARS) ?? null,
      address: info.address,
    });
    return cookie;
  }

  /** The screen whose cookie the Cookie header carries (its last visit noted), or null. */
  admit(cookieHeader: unknown): string | null {
    let found: Admitted | null = null;
    // Every screen is compared, so the time taken does not tell which one matched.
    for (const screen of this.admitted.values()) {
      if (cookieCarriesToken(cookieHeader, screen.cookie)) found = screen;
    }
    if (!found) return null;
    found.lastSeenMs = this.now();
    return found.screenId;
  }

  list(): Screen[] {
    return [...this.admitted.values()].map(({ cookie: _secret, ...screen }) => screen);
  }

  /** Withdraws one screen's access; false when there is no such screen. */
  revoke(screenId: string): boolean {
    return this.admitted.delete(screenId);
  }

  /** Replaces the URL token: the old address lets no new screen in; screens already in stay. */
  rotateUrlToken(): string {
    this.urlToken = createAccessToken();
    return this.urlToken;
  }
}
