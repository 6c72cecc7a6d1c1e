// The keychain probe's own process (see probe-keychain.ts): asks the keychain once, then exits 0,
// or 1 with the reason as one line on stderr. It runs as plain Node, or as Electron's utility
// process in the desktop app: either way it is Node, so the app itself never has to be run as Node
// (which the RunAsNode fuse forbids).
// ACS_PROBE_KEYTAR names keytar's module, ACS_PROBE_SERVICE the keychain service to ask about.
import { createRequire } from 'node:module';

type Keytar = { getPassword(service: string, account: string): Promise<string | null> };

function fail(prefix: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(prefix + (message.split('\n', 1)[0] ?? ''));
  process.exit(1);
}

const keytarPath = process.env.ACS_PROBE_KEYTAR ?? '';
const serviceName = process.env.ACS_PROBE_SERVICE ?? '';
let keytar: Keytar;
try {
  keytar = createRequire(import.meta.url)(keytarPath) as Keytar;
} catch (error) {
  fail('the keytar native module could not be loaded: ', error);
}
keytar.getPassword(serviceName, 'keychain-probe').then(
  () => process.exit(0),
  (error: unknown) => fail('', error),
);
