// This acs-monitor's version, as its package says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../profile/package-root.js';

export function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
