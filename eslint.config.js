import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layer-imports.js';

// The layers: which folders (or single files, named with .ts) each folder may import, its own files
// aside. The README's "Developing" section shows the same table; every folder gets one block of
// eslint-rules/layer-imports.js made from it, which resolves relative paths and checks import() too.
// `electron` is the files every layer shares: contract.ts, app-error.ts, content-security-policy.ts and wrong-guesses.ts.
const LAYERS = {
  // The monitor's own terms and limits (alarm priorities, the request budget's bounds), which the contract uses.
  'electron/core/domain': [],
  'electron/core/api': [],
  'electron/core/time': [],
  'electron/core/search': [],
  'electron/core/secrets': ['electron/core/runtime'],
  // Where a worker's or child's script is (the build beside the code, or out/node under vitest).
  'electron/core/runtime': [],
  // The room's PostgreSQL itself (the `pg` driver): its address, TLS, connections and migrations, which the
  // room's parts and the PostgreSQL storage engine both stand on.
  'electron/core/room/database': [],
  electron: ['electron/core/api', 'electron/core/domain'],
  'electron/core/profile': ['electron', 'electron/core/api', 'electron/core/domain'],
  // The SQLite cache's tables, which the storage stands on: never the other way (the events filter both engines
  // spell is the search's).
  'electron/core/store': ['electron/core/api', 'electron/core/profile', 'electron/core/search', 'electron/core/time'],
  // The cache behind one asynchronous interface: SQLite over the store's repositories (the Cache), or the room's PostgreSQL.
  'electron/core/storage': [
    'electron/core/api',
    'electron/core/room/database',
    'electron/core/search',
    'electron/core/store',
    'electron/core/time',
  ],
  'electron/core/session': ['electron/core/api', 'electron/core/profile', 'electron/core/secrets'],
  // The host's one way to a door's cameras: the address policy, the maker's paths, bounded requests.
  'electron/core/cameras': ['electron/core/api'],
  'electron/core/sync': [
    'electron',
    'electron/core/api',
    'electron/core/domain',
    'electron/core/storage',
    'electron/core/time',
  ],
  'electron/core/export': [
    'electron',
    'electron/core/api',
    'electron/core/profile',
    'electron/core/runtime',
    'electron/core/storage',
    'electron/core/sync',
    'electron/core/time',
  ],
  'electron/core/alarms': [
    'electron',
    'electron/core/api',
    'electron/core/domain',
    'electron/core/export',
    'electron/core/time',
  ],
  // The control room, one wing: the joined room (its address in the profile's settings, its password in the
  // keychain), the poller's lease and feed, the followers, the shared alarm queue and settings, the room's reads.
  // The app holds it through one interface (control-room.ts).
  'electron/core/room': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/export',
    'electron/core/profile',
    'electron/core/room/database',
    'electron/core/secrets',
    'electron/core/storage',
    'electron/core/sync',
    'electron/core/worker',
  ],
  'electron/core/worker': [
    'electron',
    'electron/core/api',
    'electron/core/export',
    'electron/core/runtime',
    'electron/core/session',
    'electron/core/storage',
    'electron/core/sync',
  ],
  'electron/core/app': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/cameras',
    'electron/core/domain',
    'electron/core/export',
    'electron/core/profile',
    // The control room through its one door.
    'electron/core/room/control-room.ts',
    'electron/core/secrets',
    'electron/core/session',
    'electron/core/storage',
    'electron/core/sync',
    'electron/core/worker',
  ],
  'electron/web': ['electron'],
  // The demo service stands beside the app: it shares only the service's types and the Host/Origin checks.
  'electron/demo': ['electron/core/api/types.ts', 'electron/web/request-guards.ts'],
  'electron/preload': [],
  'electron/main': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/app',
    'electron/core/profile',
    'electron/core/secrets',
    // Which build of better-sqlite3 the cache loads (Electron's).
    'electron/core/storage/sqlite-cache-file.ts',
    'electron/web',
    // The demo's one entry, loaded with import() only when the connect screen asks for the demo.
    'electron/demo/index.ts',
  ],
  // What the command line composes (the profile's settings, cache, secret store and session; the sync on its own
  // or for a control room; the room's reads, exports and schema; the supervisor password): one module a job,
  // shared with AppService where they do the same. It reaches the room's parts one by one rather than through
  // control-room.ts, which opens the whole room: each command loads only what it uses.
  'electron/core/app/command-line': [
    'electron',
    'electron/core/alarms',
    'electron/core/api',
    'electron/core/app',
    'electron/core/export',
    'electron/core/profile',
    'electron/core/room',
    'electron/core/room/database',
    'electron/core/secrets',
    'electron/core/session',
    'electron/core/storage',
    'electron/core/sync',
    'electron/core/worker',
  ],
  // The command line is a shell: arguments, prompts, what it prints and its exit statuses. What it works on comes
  // composed from core/app (command-line/ for the commands, AppService for serve); besides, it takes only pure
  // helpers, named one by one: the service's types, errors and checks of what is typed (a range, a GUID, an event
  // type, a host), the redaction of what is printed; the shift report's words and file formats and the search's
  // word rule, which the screens share; and the private file mode of an --out file.
  'electron/cli': [
    'electron',
    'electron/core/alarms/duration-text.ts',
    'electron/core/alarms/shift-report-html.ts',
    'electron/core/alarms/shift-report-labels.ts',
    'electron/core/alarms/shift-report.ts',
    'electron/core/api/errors.ts',
    'electron/core/api/plain-http.ts',
    'electron/core/api/redact.ts',
    'electron/core/api/types.ts',
    'electron/core/api/validate.ts',
    'electron/core/app',
    'electron/core/app/command-line',
    'electron/core/profile/private-files.ts',
    'electron/core/search/search-words.ts',
    // The demo service for `demo`, the web server for `serve`.
    'electron/demo',
    'electron/web',
  ],
  // The page reaches the app through the bridge; of the core it shares only these pure helpers (the
  // alarm order, loudness and wording, the default rules, the zone clock, the search's word rule), named
  // one by one: their folders also hold files that read the disk (core/alarms/rules-file.ts).
  renderer: [
    'electron',
    'electron/core/alarms/acknowledge-needs.ts',
    'electron/core/alarms/alarm-loudness.ts',
    'electron/core/alarms/alarm-order.ts',
    'electron/core/alarms/default-rules.ts',
    'electron/core/alarms/duration-text.ts',
    'electron/core/alarms/phone-number.ts',
    'electron/core/alarms/rule-words.ts',
    'electron/core/alarms/shift-report-labels.ts',
    'electron/core/domain/screen-name.ts',
    'electron/core/search/search-words.ts',
    'electron/core/time/zone-clock.ts',
  ],
};

const RUNS_IN_NODE = 'electron/core runs in plain Node: keep Electron in electron/main.';
// The two database drivers, each behind its own folders: the rest of the app reaches them through those.
const DATABASE_DRIVERS = {
  pg: {
    folders: ['electron/core/room', 'electron/core/room/database', 'electron/core/storage'],
    message: "pg is the control room's driver: import it only in core/room and core/storage (the PostgreSQL engine).",
  },
  'better-sqlite3': {
    folders: ['electron/core/store'],
    message: "better-sqlite3 is the workstation cache's driver: import it only in core/store (behind the Cache).",
  },
};
const SANDBOXED = 'The renderer is a sandboxed web page: reach the app through the bridge.';

/** One folder's layer rule: the folders and files the table allows it, and its platform's limits. */
function layerBlock(folder, allowed) {
  const files = folder === 'electron' ? ['electron/*.ts'] : [`${folder}/**`];
  // A layer inside this folder (core/room/database in core/room) is checked by its own block alone.
  const nested = folder === 'electron' ? [] : Object.keys(LAYERS).filter((other) => other.startsWith(`${folder}/`));
  const packages = [];
  if (folder.startsWith('electron/core/') || folder === 'electron') {
    packages.push({ names: ['electron', 'electron/*'], message: RUNS_IN_NODE });
  }
  if (folder === 'renderer') {
    packages.push({ names: ['electron', 'electron/*', 'node:*', ...builtinModules], message: SANDBOXED });
  }
  for (const [name, { folders, message }] of Object.entries(DATABASE_DRIVERS)) {
    if (!folders.includes(folder)) packages.push({ names: [name], message });
  }
  const options = { folder, layers: Object.keys(LAYERS), allowed, packages };
  return {
    files,
    ignores: nested.map((inner) => `${inner}/**`),
    plugins: { layers },
    rules: { 'layers/layer-imports': ['error', options] },
  };
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
  {
    files: ['electron/**/*.{ts,mts}', 'renderer/**/*.{ts,vue}'],
    plugins: { layers },
    rules: { 'layers/in-a-layer': ['error', { layers: Object.keys(LAYERS) }] },
  },

  // core/store is the SQLite engine's own: the layers above let only core/storage import it, and the tests
  // and benchmarks reach the cache through the storage too. The exceptions: test/support (rows seeded or read as
  // the file keeps them), the store's own tests (store-*.test.ts, the file's preparation, the migrations, the
  // native binding), and the benchmarks that time the store's SQL against the sqlite3 shell or a raw insert.
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      'test/support/**',
      'test/**/store-*.test.ts',
      'test/integration/cache-preparation.test.ts',
      'test/unit/migrations-frozen.test.ts',
      'test/unit/packaging-native-binding.test.ts',
      'bench/export.ts',
      'bench/feed-query.ts',
      'bench/ingest.ts',
      'bench/search-query.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/store/*'],
              message: 'core/store is private to the SQLite engine: use the storage (core/storage) or test/support.',
            },
          ],
        },
      ],
    },
  },

  // The service's answers are checked by code generated from its description (scripts/api-validators.mjs):
  // compiling the description with ajv at run time cost each process that talks to the service 0.2 s of processor.
  {
    files: ['electron/**/*.ts', 'renderer/**/*.{ts,vue}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['ajv', 'ajv/dist/*', 'ajv-formats'],
              allowTypeImports: true,
              message:
                'No schema compiled at run time: the checks are generated from resources/openapi.yaml (npm run gen:api, core/api/schemas.ts).',
            },
          ],
        },
      ],
    },
  },

  // The cache's transactions belong to its storage: a caller hands it what to write, as data (issue 21).
  {
    files: ['**/*.ts'],
    ignores: ['electron/core/store/**', 'electron/core/storage/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message:
            'No transaction closures outside core/store and core/storage: write through the storage, one transaction a call (cache.storage: storeBatch, recordSync, pruneBatch, startHistoryAt, restoreSnapshots, saveInventory).',
        },
        {
          // zod's `z` object names all of zod, its 64 locales too: through it the CLI's bundle (esbuild) carried
          // 590 KB that every command loaded at its start. A namespace import leaves out what no code uses.
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as a namespace (import * as z from 'zod'): the `z` object brings all of zod's locales.",
        },
      ],
    },
  },

  prettier,
);
