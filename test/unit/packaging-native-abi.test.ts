// keytar is Node-API (loads in Electron as built); better-sqlite3 is built per ABI, so Electron needs
// its own copy. Read from the real installed binaries.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { electronAbi, nativeModulesForElectronProblems, nativeModuleTarget } from '../../scripts/native-abi.mjs';

const require = createRequire(import.meta.url);
const KEYTAR = require.resolve('keytar/build/Release/keytar.node');
const NODE_SQLITE = require.resolve('better-sqlite3/build/Release/better_sqlite3.node');
const ELECTRON = (require('electron/package.json') as { version: string }).version;

describe('native modules and Electron', () => {
  it('keytar is a Node-API module: no rebuild for Electron', () => {
    expect(nativeModuleTarget(readFileSync(KEYTAR))).toEqual({ kind: 'node-api' });
  });

  it("better-sqlite3 in node_modules is built for this Node's ABI, which is not Electron's", () => {
    expect(nativeModuleTarget(readFileSync(NODE_SQLITE))).toEqual({
      kind: 'abi',
      abi: Number(process.versions.modules),
    });
    expect(electronAbi(ELECTRON)).not.toBe(Number(process.versions.modules));
  });

  it("refuses to package the Node build of better-sqlite3 as Electron's, in one line", () => {
    const problems = nativeModulesForElectronProblems({
      electronVersion: ELECTRON,
      keytarFile: KEYTAR,
      sqliteFile: NODE_SQLITE,
    });
    expect(problems).toEqual([
      `acs-monitor dist: ${NODE_SQLITE} is built for ABI ${process.versions.modules}, not Electron ${ELECTRON}'s ABI ${electronAbi(ELECTRON)}; delete it and run npm run build:native-electron.`,
    ]);
  });

  it('passes a keytar that is Node-API and a better-sqlite3 that carries Electron’s ABI', () => {
    const files: Record<string, Buffer> = {
      keytar: Buffer.from('\0napi_register_module_v1\0'),
      sqlite: Buffer.from(`\0node_register_module_v${electronAbi(ELECTRON)}\0`),
      other: Buffer.from('\0GLIBC_2.2.5\0'),
    };
    const check = (keytarFile: string, sqliteFile: string) =>
      nativeModulesForElectronProblems({ electronVersion: ELECTRON, keytarFile, sqliteFile }, (path) => files[path]!);
    expect(check('keytar', 'sqlite')).toEqual([]);
    expect(check('sqlite', 'other')).toEqual([
      `acs-monitor dist: sqlite is not a Node-API module (built for ABI ${electronAbi(ELECTRON)}); reinstall keytar.`,
      `acs-monitor dist: other is not a native module this check recognises, not Electron ${ELECTRON}'s ABI ${electronAbi(ELECTRON)}; delete it and run npm run build:native-electron.`,
    ]);
  });
});
