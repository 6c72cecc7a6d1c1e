// Which screens may use the browser shell. The URL token (in the printed address) is only exchanged,
// once: it lets one screen in with a random cookie of its own and is used up, so an address seen over a
// shoulder or in a chat log lets nobody else in, and each new screen needs a new address. A cookie seen
// on one screen never gives the URL, one screen's access can be withdrawn alone, and a new URL token
// sends no screen back to the URL. Screens are kept by their cookie's digest only, so
// what is saved (see screens-file.ts) lets nobody in.
import { randomBytes } from 'node:crypto';
import type { BrowserScreen, ScreenRole } from '../contract.js';
import { cookieMatching, createAccessToken, isValidToken, tokenDigest } from './access-token.js';

export interface ScreenInfo {
  /** The browser's own description (User-Agent), shortened; null when it sent none. */
  userAgent: string | null;
  /** The address it connected from. */
  address: string | null;
}

/** A screen as saved: its cookie's SHA-256 digest (hex), never the cookie. */
export type SavedScreen = BrowserScreen & { cookieDigest: string };

/** What the shell keeps across its restarts: the port it listened on and the screens let in. */
export interface ShellState {
  port: number | null;
  screens: SavedScreen[];
}

/** Where that state is kept (the profile's browser-shell.json); `problem` says why a damaged one was not used. */
export interface ShellStateKeeper {
  load(): { state: ShellState; problem: string | null };
  save(state: ShellState): void;
}

export interface Admission {
  screenId: string;
  role: ScreenRole;
  /** The screen's cookie, to be set again with a fresh Max-Age; null when it was set recently. */
  refreshCookie: string | null;
}

/**
 * How long a screen's cookie lives, and a screen unseen that long is forgotten. Thirty days: a wall
 * display that is switched off over a holiday still comes back by itself, while a screen nobody uses
 * any more drops out without a supervisor having to withdraw it. Each day of use renews it.
 */
export const SCREEN_ACCESS_LIFETIME_MS = 30 * 24 * 3_600_000;
const RENEW_AFTER_MS = 24 * 3_600_000;
const USER_AGENT_MAX_CHARS = 200;

interface Admitted extends BrowserScreen {
  digest: Buffer;
  /** When this process last sent the cookie; null until it did, so a restart renews it at the first visit. */
  cookieSetMs: number | null;
}

export interface ScreenAccessOptions {
  /** The screens' cookie name: the shell's port's (tokenCookieName). */
  cookieName: string;
  now?: () => number;
  /** The screens let in before (from the saved file). */
  saved?: readonly SavedScreen[];
  /** How long an access address lets screens in after it is made; none: until it is replaced. */
  urlTokenLifetimeMs?: number;
  /** Called with every screen whenever one is let in, withdrawn or renewed: to save them. */
  onChange?: (screens: SavedScreen[]) => void;
}

/** An access address's token: each role has its own, so a display's address never lets an operator in. */
interface UrlToken {
  token: string;
  madeMs: number;
}

const ROLES: readonly ScreenRole[] = ['operator', 'display'];

export class ScreenAccess {
  private readonly urlTokens = new Map<ScreenRole, UrlToken>();
  /** Each role's address last used up: opened again, it is told it was used, not that it is wrong. */
  private readonly usedUrlTokens = new Map<ScreenRole, string>();
  private readonly urlTokenLifetimeMs: number | undefined;
  private readonly admitted = new Map<string, Admitted>();
  private readonly now: () => number;
  private readonly onChange: (screens: SavedScreen[]) => void;
  readonly cookieName: string;

  constructor(options: ScreenAccessOptions) {
    this.cookieName = options.cookieName;
    this.now = options.now ?? Date.now;
    this.onChange = options.onChange ?? (() => undefined);
    this.urlTokenLifetimeMs = options.urlTokenLifetimeMs;
    for (const role of ROLES) this.urlTokens.set(role, { token: createAccessToken(), madeMs: this.now() });
    for (const { cookieDigest, ...screen } of options.saved ?? []) {
      if (this.expired(screen)) continue;
      this.admitted.set(screen.screenId, { ...screen, digest: Buffer.from(cookieDigest, 'hex'), cookieSetMs: null });
    }
  }

  /** The operator's address token (a display's comes from rotateUrlToken('display')). */
  get currentUrlToken(): string {
    return this.urlTokenOf('operator').token;
  }

  /**
   * The cookie value for a new screen when `candidate` is a URL token in its time, which it uses up (a
   * new token, not said to anyone, takes its place); otherwise null.
   */
  exchange(candidate: unknown, info: ScreenInfo): string | null {
    // Every role's token is compared, so the time taken does not tell which one matched.
    const matched = ROLES.filter((role) => isValidToken(candidate, this.urlTokenOf(role).token));
    const role = matched[0];
    if (role === undefined || this.addressExpired(this.urlTokenOf(role))) return null;
    this.usedUrlTokens.set(role, this.urlTokenOf(role).token);
    this.urlTokens.set(role, { token: createAccessToken(), madeMs: this.now() });
    const cookie = createAccessToken();
    const screenId = randomBytes(9).toString('base64url');
    const at = this.now();
    this.admitted.set(screenId, {
      screenId,
      role,
      digest: tokenDigest(cookie),
      cookieSetMs: at,
      grantedAtMs: at,
      lastSeenMs: at,
      userAgent: info.userAgent?.slice(0, USER_AGENT_MAX_CHARS) ?? null,
      address: info.address,
    });
    this.changed();
    return cookie;
  }

  /** The screen whose cookie the Cookie header carries (its last visit noted), or null. */
  admit(cookieHeader: unknown): Admission | null {
    let found: { screen: Admitted; cookie: string } | null = null;
    // Every screen is compared, so the time taken does not tell which one matched.
    for (const screen of this.admitted.values()) {
      const cookie = cookieMatching(cookieHeader, this.cookieName, screen.digest);
      if (cookie !== null) found = { screen, cookie };
    }
    if (!found || this.expired(found.screen)) return null;
    const { screen, cookie } = found;
    screen.lastSeenMs = this.now();
    if (screen.cookieSetMs !== null && screen.lastSeenMs - screen.cookieSetMs < RENEW_AFTER_MS) {
      return { screenId: screen.screenId, role: screen.role, refreshCookie: null };
    }
    screen.cookieSetMs = screen.lastSeenMs;
    this.changed();
    return { screenId: screen.screenId, role: screen.role, refreshCookie: cookie };
  }

  list(): BrowserScreen[] {
    return [...this.admitted.values()].map(({ digest: _digest, cookieSetMs: _set, ...screen }) => screen);
  }

  /** The screen was touched (a key, the pointer): its lastActiveMs, not saved (a restart signs its guard out anyway). */
  touched(screenId: string): number {
    const at = this.now();
    const screen = this.admitted.get(screenId);
    if (screen) screen.lastActiveMs = at;
    return at;
  }

  /** Withdraws one screen's access; false when there is no such screen. */
  revoke(screenId: string): boolean {
    const revoked = this.admitted.delete(screenId);
    if (revoked) this.changed();
    return revoked;
  }

  /** True when `candidate` is an access address's token, but its time to let screens in is over. */
  isExpiredUrlToken(candidate: unknown): boolean {
    return ROLES.some((role) => {
      const urlToken = this.urlTokenOf(role);
      return this.addressExpired(urlToken) && isValidToken(candidate, urlToken.token);
    });
  }

  /** True when `candidate` is the address that let a screen in last (of either role): it is used up. */
  isUsedUrlToken(candidate: unknown): boolean {
    return ROLES.some((role) => {
      const used = this.usedUrlTokens.get(role);
      return used !== undefined && isValidToken(candidate, used);
    });
  }

  /** Replaces a role's URL token: its old address lets no new screen in; screens already in stay. */
  rotateUrlToken(role: ScreenRole = 'operator'): string {
    const token = createAccessToken();
    this.urlTokens.set(role, { token, madeMs: this.now() });
    return token;
  }

  private urlTokenOf(role: ScreenRole): UrlToken {
    return this.urlTokens.get(role)!;
  }

  private addressExpired(urlToken: UrlToken): boolean {
    return this.urlTokenLifetimeMs !== undefined && this.now() - urlToken.madeMs >= this.urlTokenLifetimeMs;
  }

  private expired(screen: BrowserScreen): boolean {
    return this.now() - screen.lastSeenMs >= SCREEN_ACCESS_LIFETIME_MS;
  }

  /** The screens as they are saved: by their cookie's digest. */
  saved(): SavedScreen[] {
    return [...this.admitted.values()].map(({ digest, cookieSetMs: _set, ...screen }) => ({
      ...screen,
      cookieDigest: digest.toString('hex'),
    }));
  }

  private changed(): void {
    this.onChange(this.saved());
  }
}
