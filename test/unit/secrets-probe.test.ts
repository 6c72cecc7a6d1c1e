// The keychain probe outside the desktop app runs as a plain Node child; under Electron it refuses
// that way (the app's executable is no Node there once RunAsNode is off) rather than report wrongly.
import { describe, expect, it } from 'vitest';
import { nodeProbeLauncher, probeKeychain } from '../../electron/core/secrets/probe-keychain.js';

describe('probeKeychain', () => {
  it('under Electron, without a utility-process launcher, fails saying so instead of starting the app again', async () => {
    await expect(probeKeychain('acs-monitor-test-probe', 3000, nodeProbeLauncher('45.4.1'))).rejects.toThrow(
      'under Electron the keychain probe runs in a utility process, and none was given',
    );
  });

  it('reports what the probe process said when it fails', async () => {
    const failing = (modulePath: string, env: NodeJS.ProcessEnv) =>
      nodeProbeLauncher(undefined)(modulePath, { ...env, ACS_PROBE_KEYTAR: '/nonexistent/keytar' });
    await expect(probeKeychain('acs-monitor-test-probe', 10_000, failing)).rejects.toThrow(
      /^the keytar native module could not be loaded: Cannot find module '\/nonexistent\/keytar'/,
    );
  });
});
