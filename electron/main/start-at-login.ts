// "Start at login", kept as the guard set it: Electron's login items on Windows and macOS, an XDG
// autostart entry on Linux (where Electron's do nothing).
import { app } from 'electron';
import type { Backend, MethodName, MethodOutput, MethodParams } from '../contract.js';
import { launchCommand, setLinuxAutostart } from './autostart-linux.js';

/** Electron's login items on Windows and macOS; an XDG autostart entry on Linux, where they do nothing. */
export function applyStartAtLogin(openAtLogin: boolean): void {
  if (process.platform !== 'linux') {
    app.setLoginItemSettings({ openAtLogin });
    return;
  }
  const command = launchCommand(process.execPath, process.env, app.isPackaged ? null : app.getAppPath());
  try {
    setLinuxAutostart(openAtLogin, command, process.env);
  } catch (error) {
    throw new Error(`Could not change the autostart entry: ${(error as Error).message}`);
  }
}

/** Applies "start at login" whenever the guard changes it. */
export function withStartAtLoginFollowingPreferences(backend: Backend): Backend {
  return {
    subscribe: (listener) => backend.subscribe(listener),
    invoke: async <M extends MethodName>(method: M, input: MethodParams<M>): Promise<MethodOutput<M>> => {
      const output = await backend.invoke(method, input);
      if (method === 'preferences.set') {
        applyStartAtLogin((output as MethodOutput<'preferences.set'>).startAtLogin);
      }
      return output;
    },
  };
}
