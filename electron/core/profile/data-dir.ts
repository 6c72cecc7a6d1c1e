import { homedir } from 'node:os';
import { join } from 'node:path';

const APP_FOLDER = 'acs-monitor';

/**
 * The profile folder (cache database and settings; never secrets): --data-dir, then ACS_DATA_DIR,
 * then the OS's per-user application-data folder with acs-monitor inside (where Electron's
 * userData lives too).
 */
export function resolveDataDir(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (flag && flag.trim() !== '') return flag;
  if (env.ACS_DATA_DIR && env.ACS_DATA_DIR.trim() !== '') return env.ACS_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_FOLDER);
}
