// The keychain probe in the desktop app: a Node process started by Electron's utilityProcess, since
// with the RunAsNode fuse off the app's own executable can no longer be made to act as Node.
import { utilityProcess } from 'electron';
import type { ProbeLauncher } from '../core/secrets/index.js';

export const launchProbeInUtilityProcess: ProbeLauncher = (modulePath, env) => {
  const child = utilityProcess.fork(modulePath, [], { env, stdio: 'pipe', serviceName: 'acs-monitor keychain probe' });
  return {
    stderr: child.stderr,
    kill: () => child.kill(),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
};
