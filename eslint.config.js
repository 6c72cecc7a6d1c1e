import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

// The layers: which folders each folder may import (its own files aside). The README's "Developing"
// section shows the same table; every folder gets one no-restricted-imports block made from it.
// `electron` is the two files every layer shares: contract.ts and content-security-policy.ts.
const LAYERS = {
  'electron/core/api': [],
  'electron/core/time': [],
  'electron/core/search': [],
  'electron/core/secrets': [],
  electron: ['electron/core/api'],
  'electron/core/profile': ['electron', 'electron/core/api'],
  'electron/core/store': ['electron/core/api', 'electron/core/profile', 'electron/core/search', 'electron/core/time'],
  'electron/core/session': ['electron/core/api', 'electron/core/profile', 'electron/core/secrets'],
  'electron/core/sync': ['electron', 'electron/core/api', 'electron/core/store', 'electron/core/time'],
  'electron/core/export': [
    'electron',
    'electron/core/api',
    'electron/core/profile',
    'electron/core/store',
    'electron/core/sync',
    'electron/core/time',
  ],
  'electron/core/alarms': ['electron', 'electron/core/api', 'electron/core/export', 'electron/core/time'],
  'electron/core/worker': [
    'electron',
    'electron/core/api',
    'electron/core/export',
    'electron/core/session',
    'electron/core/store',
    'electron/core/sync',
  ],
  'electron/core/app': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/export',
    'electron/core/profile',
    'electron/core/secrets',
    'electron/core/session',
    'electron/core/store',
    'electron/core/sync',
    'electron/core/worker',
  ],
  'electron/web': ['electron'],
  'electron/demo': ['electron/core/api', 'electron/web'],
  'electron/preload': [],
  'electron/main': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/app',
    'electron/core/profile',
    'electron/core/secrets',
    'electron/core/store',
    'electron/web',
  ],
  'electron/cli': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/app',
    'electron/core/export',
    'electron/core/profile',
    'electron/core/search',
    'electron/core/secrets',
    'electron/core/session',
    'electron/core/store',
    'electron/core/sync',
    'electron/core/worker',
    'electron/demo',
    'electron/web',
  ],
  // The page reaches the app through the bridge; of the core it shares only pure helpers (alarm
  // order and loudness, the search's word rule, the zone clock).
  renderer: ['electron', 'electron/core/alarms', 'electron/core/search', 'electron/core/time'],
};

/**
 * A relative import into `folder`, from anywhere (every folder's last name is unique, so
 * "../sync/x.js" from core/store and "../../core/sync/x.js" from cli both name core/sync).
 */
function importInto(folder) {
  if (folder === 'electron') return String.raw`^(\.\./)+(electron/)?(contract|content-security-policy)\.js$`;
  const name = folder.split('/').at(-1);
  const parents = folder
    .split('/')
    .slice(0, -1)
    .map((part) => `(${part}/)?`)
    .join('');
  return String.raw`^(\.\./)+${parents}${name}/`;
}

const RUNS_IN_NODE = { name: 'electron', message: 'electron/core runs in plain Node: keep Electron in electron/main.' };
const SANDBOXED = 'The renderer is a sandboxed web page: reach the app through the bridge.';

/** One folder's no-restricted-imports: every folder the table does not allow it, and its platform's limits. */
function layerBlock(folder, allowed) {
  const files = folder === 'electron' ? ['electron/*.ts'] : [`${folder}/**`];
  const forbidden = Object.keys(LAYERS).filter((other) => other !== folder && !allowed.includes(other));
  const message = `${folder} may import only ${allowed.join(', ') || 'its own files'} (README: Developing, the layers).`;
  const patterns = forbidden.map((other) => ({ regex: importInto(other), message }));
  const paths = [];
  if (folder.startsWith('electron/core/') || folder === 'electron') {
    paths.push(RUNS_IN_NODE);
    patterns.push({ group: ['electron/*'], message: RUNS_IN_NODE.message });
  }
  if (folder === 'renderer') {
    paths.push(...['electron', ...builtinModules].map((name) => ({ name, message: SANDBOXED })));
    patterns.push({ group: ['node:*', 'electron/*'], message: SANDBOXED });
  }
  return { files, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } };
}

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'release/', 'test-results/', 'coverage/', '**/*.gen.ts']),

  js.configs.recommended,
  tseslint.configs.recommended,
  vue.configs['flat/recommended'],

  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    // TypeScript already checks what these core rules guess at, as typescript-eslint does for .ts files.
    rules: tseslint.configs.eslintRecommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs,ts}'],
    ignores: ['renderer/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Rules that read the types: each file is checked in the tsconfig that builds it (test/tsconfig.json
  // for the tests; the root configs outside any, as *.config.ts, in a default project).
  {
    files: ['**/*.{ts,vue}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.vue'],
      },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },

  ...Object.entries(LAYERS).map(([folder, allowed]) => layerBlock(folder, allowed)),

  prettier,
);
