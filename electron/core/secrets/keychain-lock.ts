// Whether the Secret Service's default collection (the login keyring) is locked. keytar cannot tell:
// on a locked collection a read answers "nothing stored" and a delete "nothing to delete". So this
// reads the collection's Locked property over D-Bus with gdbus: a property read, which never raises
// an unlock prompt. null where that cannot be asked (not Linux, no gdbus, no Secret Service).
import { execFile } from 'node:child_process';

const LOCKED_PROPERTY = [
  'call',
  '--session',
  '--dest',
  'org.freedesktop.secrets',
  '--object-path',
  '/org/freedesktop/secrets/aliases/default',
  '--method',
  'org.freedesktop.DBus.Properties.Get',
  'org.freedesktop.Secret.Collection',
  'Locked',
];

export function defaultCollectionLocked(timeoutMs = 3000): Promise<boolean | null> {
  if (process.platform !== 'linux') return Promise.resolve(null);
  return new Promise((resolve) => {
    execFile('gdbus', LOCKED_PROPERTY, { timeout: timeoutMs }, (error, stdout) => {
      if (error) resolve(null);
      else if (stdout.includes('<true>')) resolve(true);
      else if (stdout.includes('<false>')) resolve(false);
      else resolve(null);
    });
  });
}
