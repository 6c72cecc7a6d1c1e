import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'electron-vite';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Vite's dev server injects component styles as <style> tags; only the dev page may allow them. */
function allowInlineStylesInDev(): Plugin {
  return {
    name: 'acs:allow-inline-styles-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("default-src 'self';", "default-src 'self'; style-src 'self' 'unsafe-inline';"),
  };
}

/**
 * The tests' build (ACS_TEST_BUILD=1, set by test/support/build-current.ts) turns the main bundle's test
 * hooks on (electron/main/test-build.ts); every other build, the one users run, has them off.
 */
const testBuild = process.env.ACS_TEST_BUILD === '1';
/**
 * The tests' build of the main bundle alone (ACS_TEST_BUILD_MAIN_ONLY=1 beside ACS_TEST_BUILD=1): the tests'
 * set-up asks for it when the preload and renderer in out/ are current, since the flag changes nothing in them.
 */
const mainOnly = testBuild && process.env.ACS_TEST_BUILD_MAIN_ONLY === '1';

const config: UserConfig = {
  main: {
    define: { __ACS_TEST_BUILD__: JSON.stringify(testBuild) },
    build: {
      outDir: fromRoot('out/main'),
      lib: {
        // The sync engine's worker thread is its own entry: CoreWorker loads ./worker-entry.js beside the main bundle.
        entry: {
          index: fromRoot('electron/main/index.ts'),
          'worker-entry': fromRoot('electron/core/worker/worker-entry.ts'),
          // The cache's preparation at start (check, mend, migrate) loads ./cache-preparation-entry.js likewise.
          'cache-preparation-entry': fromRoot('electron/core/worker/cache-preparation-entry.ts'),
          // An export's helper threads load ./csv-piece-worker.js beside the bundle that runs the export.
          'csv-piece-worker': fromRoot('electron/core/export/csv-piece-worker.ts'),
          // A room export's helper threads load ./postgres-piece-worker.js likewise.
          'postgres-piece-worker': fromRoot('electron/core/export/postgres-piece-worker.ts'),
          // The keychain probe's process (Electron's utilityProcess) loads ./keychain-probe-child.js beside the bundle.
          'keychain-probe-child': fromRoot('electron/core/secrets/keychain-probe-child.ts'),
        },
      },
      // Every runtime dependency stays external; the native ones must never be bundled.
      externalizeDeps: { include: ['better-sqlite3', 'keytar'] },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('out/preload'),
      lib: { entry: fromRoot('electron/preload/index.ts') },
      // A sandboxed preload can neither be an ES module nor require anything from node_modules.
      externalizeDeps: false,
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: fromRoot('renderer'),
    plugins: [vue(), allowInlineStylesInDev()],
    build: {
      outDir: fromRoot('out/renderer'),
      rollupOptions: { input: fromRoot('renderer/index.html') },
    },
  },
};

export default defineConfig(mainOnly ? { main: config.main } : config);
