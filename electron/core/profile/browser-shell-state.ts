// What the browser shell keeps across its restarts, in the profile's browser-shell.json (0600):
// the port it listened on, so an open tab finds it again, and the screens let in, by their cookie's
// digest (see electron/web/screen-access.ts). A file that is not exactly this shape is refused as a whole: the
// shell then starts with no screens (they must be let in again) and says so in one line.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserScreen } from '../../contract.js';
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from './private-files.js';

const FILE_NAME = 'browser-shell.json';
const VERSION = 1;

/** A screen as saved: its cookie's SHA-256 digest (hex), never the cookie. */
export type SavedScreen = BrowserScreen & { cookieDigest: string };

export interface ShellState {
  /** The port listened on last; null before the first start. */
  port: number | null;
  screens: SavedScreen[];
}

const EMPTY_SHELL_STATE: ShellState = { port: null, screens: [] };

/** The browser shell's state file in the profile folder `dataDir`. */
export function browserShellStateFile(dataDir: string): {
  load(): { state: ShellState; problem: string | null };
  save(state: ShellState): void;
} {
  const path = join(dataDir, FILE_NAME);
  return { load: () => loadShellState(path), save: (state) => saveShellState(path, state, dataDir) };
}

/** The saved state; a missing file is an empty state, a damaged one an empty state and a problem. */
function loadShellState(path: string): { state: ShellState; problem: string | null } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: EMPTY_SHELL_STATE, problem: null };
    return { state: EMPTY_SHELL_STATE, problem: refused(path, (error as Error).message) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { state: EMPTY_SHELL_STATE, problem: refused(path, 'it is not valid JSON') };
  }
  const reason = shapeProblem(parsed);
  if (reason !== null) return { state: EMPTY_SHELL_STATE, problem: refused(path, reason) };
  const { port, screens } = parsed as ShellState;
  // Only the known fields go on: anything else in the file is dropped.
  return { state: { port, screens: screens.map(pickScreen) }, problem: null };
}

/** Writes the state atomically (temporary file, then rename), 0600 in a 0700 folder. */
function saveShellState(path: string, state: ShellState, dataDir: string): void {
  ensurePrivateFolder(dataDir);
  const temporary = `${path}.${process.pid}.tmp`;
  const body = { version: VERSION, port: state.port, screens: state.screens };
  writeFileSync(temporary, `${JSON.stringify(body, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  renameSync(temporary, path);
}

function pickScreen(screen: SavedScreen): SavedScreen {
  const { screenId, cookieDigest, grantedAtMs, lastSeenMs, userAgent, address } = screen;
  return { screenId, cookieDigest, grantedAtMs, lastSeenMs, userAgent, address };
}

function refused(path: string, reason: string): string {
  return `The browser shell's saved screens in ${path} were not used (${reason}): every screen must be let in again with the printed address.`;
}

/** Why the value is not a saved state of this version, or null when it is one. */
function shapeProblem(value: unknown): string | null {
  if (!isRecord(value) || value.version !== VERSION) return `it is not version ${VERSION} of this file`;
  const port = value.port;
  if (port !== null && !(Number.isInteger(port) && (port as number) >= 1 && (port as number) <= 65_535)) {
    return 'its port is not a TCP port';
  }
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
    isTextOrNull(value.address)
  );
}

function isTextOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.length <= 200);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
