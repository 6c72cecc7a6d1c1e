// Which runtime a native module (.node) was built for, read from the entry point it exports: a
// Node-API module exports napi_register_module_v1 and loads in Node and in Electron alike; any other
// exports node_register_module_vN and loads only where NODE_MODULE_VERSION is N (Electron's differs
// from Node's). `npm run dist` checks both native modules with this before packaging.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { getAbi } = require('node-abi');

/** { kind: 'node-api' } | { kind: 'abi', abi: N } | { kind: 'unknown' }, from the file's bytes. */
export function nativeModuleTarget(bytes) {
  const text = bytes.toString('latin1');
  const abi = /node_register_module_v(\d+)/.exec(text);
  if (abi) return { kind: 'abi', abi: Number(abi[1]) };
  if (text.includes('napi_register_module_v1')) return { kind: 'node-api' };
  return { kind: 'unknown' };
}

/** NODE_MODULE_VERSION of an Electron version. */
export function electronAbi(electronVersion) {
  return Number(getAbi(electronVersion, 'electron'));
}

/**
 * Lines naming each module that would not load in Electron `electronVersion`: keytar must be
 * Node-API (no rebuild), better-sqlite3's Electron copy must carry Electron's ABI. Empty when fine.
 */
export function nativeModulesForElectronProblems({ electronVersion, keytarFile, sqliteFile }, read = readFileSync) {
  const problems = [];
  const keytar = nativeModuleTarget(read(keytarFile));
  if (keytar.kind !== 'node-api') {
    problems.push(`acs-monitor dist: ${keytarFile} is not a Node-API module (${describe(keytar)}); reinstall keytar.`);
  }
  const wanted = electronAbi(electronVersion);
  const sqlite = nativeModuleTarget(read(sqliteFile));
  if (sqlite.kind !== 'abi' || sqlite.abi !== wanted) {
    problems.push(
      `acs-monitor dist: ${sqliteFile} is ${describe(sqlite)}, not Electron ${electronVersion}'s ABI ${wanted}; delete it and run npm run build:native-electron.`,
    );
  }
  return problems;
}

function describe(target) {
  if (target.kind === 'node-api') return 'a Node-API module';
  if (target.kind === 'abi') return `built for ABI ${target.abi}`;
  return 'not a native module this check recognises';
}
