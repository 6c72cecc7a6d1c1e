// Writes one of the rules' files in the profile folder: 0600 in a 0700 folder, through a temporary
// file renamed over it, so a crash leaves the old file or the new one, never half of one.
// (core/profile's writePrivateFile does the same; the alarms layer may not import it.)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function replaceProfileFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  renameSync(temporary, path);
}
