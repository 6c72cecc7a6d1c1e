// A gnome-keyring of a test's own, on a D-Bus session of its own (scripts/with-keyring.sh, kept open
// for as long as the test needs it), which the test locks and unlocks for real: Lock through the
// Secret Service, unlock with the keyring's password through gnome-keyring's own D-Bus interface (as
// the desktop's unlock prompt does). A keyring of its own, because locking the one the other suites
// share would fail their tests. The test file sets DBUS_SESSION_BUS_ADDRESS before keytar is first used.
import { execFileSync, spawn, spawnSync } from 'node:child_process';

const WITH_KEYRING = new URL('../../scripts/with-keyring.sh', import.meta.url).pathname;
/** The login keyring's password that scripts/with-keyring.sh gives the daemon. */
const KEYRING_PASSWORD = 'acs-monitor-test';
const SYSTEM_PYTHON = '/usr/bin/python3';

const UNLOCK = `
import sys, dbus
bus = dbus.SessionBus()
service = bus.get_object('org.freedesktop.secrets', '/org/freedesktop/secrets')
secrets = dbus.Interface(service, 'org.freedesktop.Secret.Service')
_, session = secrets.OpenSession('plain', dbus.String('', variant_level=1))
secret = dbus.Struct((session, dbus.ByteArray(b''), dbus.ByteArray(sys.argv[1].encode()), 'text/plain'), signature='oayays')
dbus.Interface(service, 'org.gnome.keyring.InternalUnsupportedGuiltRiddenInterface').UnlockWithMasterPassword(secrets.ReadAlias('default'), secret)
`;

/** Why a private keyring cannot be locked and unlocked here, or null when it can. */
export function privateKeyringMissing(): string | null {
  for (const tool of ['dbus-run-session', 'dbus-send', 'gdbus', 'gnome-keyring-daemon']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0) return `${tool} is missing`;
  }
  const python = spawnSync(SYSTEM_PYTHON, ['-c', 'import dbus'], { stdio: 'ignore' });
  return python.status === 0 ? null : `${SYSTEM_PYTHON} with the dbus module (python3-dbus) is missing`;
}

export interface PrivateKeyring {
  /** The D-Bus session address where its Secret Service answers. */
  busAddress: string;
  lock(): void;
  unlock(): void;
  close(): Promise<void>;
}

export async function startPrivateKeyring(): Promise<PrivateKeyring> {
  const child = spawn('bash', [WITH_KEYRING, 'bash', '-c', 'echo "$DBUS_SESSION_BUS_ADDRESS"; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const busAddress = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('scripts/with-keyring.sh ended before its bus was up')));
  });
  const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: busAddress };
  return {
    busAddress,
    lock() {
      execFileSync(
        'gdbus',
        [
          'call',
          '--session',
          '--dest',
          'org.freedesktop.secrets',
          '--object-path',
          '/org/freedesktop/secrets',
          '--method',
          'org.freedesktop.Secret.Service.Lock',
          "[objectpath '/org/freedesktop/secrets/aliases/default']",
        ],
        { env, stdio: 'ignore' },
      );
    },
    unlock() {
      execFileSync(SYSTEM_PYTHON, ['-c', UNLOCK, KEYRING_PASSWORD], { env, stdio: 'ignore' });
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
