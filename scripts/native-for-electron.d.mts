export interface NativeBuild {
  electron: string;
  betterSqlite3: string;
  platform: string;
  arch: string;
}

export const ELECTRON_SQLITE_FILE: string;
export function headersUrl(electronVersion: string): string;
export function wantedBuild(
  electronVersion: string,
  betterSqlite3Version: string,
  platform?: string,
  arch?: string,
): NativeBuild;
export function buildIsCurrent(stamp: Partial<NativeBuild> | null, wanted: NativeBuild): boolean;
export function ensureElectronSqlite(): { ok: true; path: string } | { ok: false; line: string };
