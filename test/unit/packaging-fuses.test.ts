// The Electron fuses the installers are built with (electron-builder.yml), checked against the
// options electron-builder itself knows, and the one thing in the code that RunAsNode off would break.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const scheme = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as {
  definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
};

describe('electron-builder.yml', () => {
  it('flips the fuses: no running as Node, no NODE_OPTIONS, no --inspect, encrypted cookies, the app only from an intact asar, file:// unprivileged', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar needs the app in an asar archive (electron-builder's default).
    expect(config.asar).not.toBe(false);
  });

  it('names only fuses electron-builder knows, so none is silently ignored', () => {
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    expect(known).toContain('runAsNode');
    for (const name of Object.keys(config.electronFuses as object)) expect(known).toContain(name);
  });

  it('leaves no code relying on ELECTRON_RUN_AS_NODE, which the RunAsNode fuse disables', () => {
    const sources = readdirSync(join(root, 'electron'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(sources.length).toBeGreaterThan(50);
    const relying = sources.filter((path) => readFileSync(path, 'utf8').includes('ELECTRON_RUN_AS_NODE'));
    expect(relying).toEqual([]);
  });
});
