// What the browser shell keeps across its restarts, in the profile folder (files 0600): the port it
// listened on (browser-shell-port), so an open tab finds it again, and the screens let in, by their
// cookie's digest (browser-screens.json; see electron/web/screen-access.ts). A screens file that is
// not exactly this shape is refused as a whole: the shell then starts with no screens (they must be
// let in again) and says so in one line. The port is a file of its own so that a damaged screens file
// still leaves the old tabs an address where they are told so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserScreen } from '../../contract.js';
import { writePrivateFile } from './private-files.js';

const SCREENS_FILE_NAME = 'browser-screens.json';
const PORT_FILE_NAME = 'browser-shell-port';
const VERSION = 1;

/** A screen as saved: its cookie's SHA-256 digest (hex), never the cookie. */
export type SavedScreen = BrowserScreen & { cookieDigest: string };

export interface ShellState {
  /** The port listened on last; null before the first start. */
  port: number | null;
  screens: SavedScreen[];
}

/** The browser shell's state file in the profile folder `dataDir`. */
export function browserShellStateFile(dataDir: string): {
  load(): { state: ShellState; problem: string | null };
  save(state: ShellState): void;
} {
  const screensPath = join(dataDir, SCREENS_FILE_NAME);
  const portPath = join(dataDir, PORT_FILE_NAME);
  return {
    load() {
      const { screens, problem } = loadScreens(screensPath);
      return { state: { port: loadPort(portPath), screens }, problem };
    },
    save(state) {
      writePrivateFile(screensPath, `${JSON.stringify({ version: VERSION, screens: state.screens }, null, 2)}\n`);
      if (state.port !== null) writePrivateFile(portPath, `${state.port}\n`);
    },
  };
}

/** The last port; null when none was kept or the file does not hold one (any free port is then taken). */
function loadPort(path: string): number | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const port = /^\d{1,5}\n?$/.test(text) ? Number(text) : 0;
  return port >= 1 && port <= 65_535 ? port : null;
}

/** The saved screens; a missing file is none, a damaged one none and a problem. */
function loadScreens(path: string): { screens: SavedScreen[]; problem: string | null } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { screens: [], problem: null };
    return { screens: [], problem: refused(path, (error as Error).message) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { screens: [], problem: refused(path, 'it is not valid JSON') };
  }
  const reason = shapeProblem(parsed);
  if (reason !== null) return { screens: [], problem: refused(path, reason) };
  // Only the known fields go on: anything else in the file is dropped.
  return { screens: (parsed as { screens: SavedScreen[] }).screens.map(pickScreen), problem: null };
}

function pickScreen(screen: SavedScreen): SavedScreen {
  const { screenId, cookieDigest, grantedAtMs, lastSeenMs, userAgent, address } = screen;
  // Screens saved before displays existed were let in with every power: they stay operators.
  const role = screen.role === 'display' ? 'display' : 'operator';
  return { screenId, role, cookieDigest, grantedAtMs, lastSeenMs, userAgent, address };
}

function refused(path: string, reason: string): string {
  return `The browser shell's saved screens in ${path} were not used (${reason}): every screen must be let in again with the printed address.`;
}

/** Why the value is not a saved state of this version, or null when it is one. */
function shapeProblem(value: unknown): string | null {
  if (!isRecord(value) || value.version !== VERSION) return `it is not version ${VERSION} of this file`;
  if (!Array.isArray(value.screens)) return 'it has no list of screens';
  const index = value.screens.findIndex((screen) => !isSavedScreen(screen));
  return index < 0 ? null : `screen ${index + 1} is malformed`;
}

function isSavedScreen(value: unknown): value is SavedScreen {
  return (
    isRecord(value) &&
    typeof value.screenId === 'string' &&
    /^[A-Za-z0-9_-]{12}$/.test(value.screenId) &&
    typeof value.cookieDigest === 'string' &&
    /^[0-9a-f]{64}$/.test(value.cookieDigest) &&
    Number.isSafeInteger(value.grantedAtMs) &&
    Number.isSafeInteger(value.lastSeenMs) &&
    isTextOrNull(value.userAgent) &&
    isTextOrNull(value.address) &&
    (value.role === undefined || value.role === 'operator' || value.role === 'display')
  );
}

function isTextOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.length <= 200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
