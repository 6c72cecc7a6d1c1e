// The layer rule, run through ESLint with the project's own eslint.config.js on made-up sources put in
// real files' places: what a file may import depends on where it sits.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

/** The layer rule's messages for `code` standing as the file at `path` (from the project root). */
async function layerMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('layers/') || message.fatal)
    .map((message) => message.message);
}

beforeAll(() => {
  // The layer rules alone, on sources parsed without their types: the type-aware rules would build the whole
  // project's program first (half a minute) for rules these made-up files are not about.
  eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('layers/'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
});

describe('the layer rule', () => {
  it('fails a dynamic import across a layer', async () => {
    expect(
      await layerMessages('electron/main/index.ts', "export const load = () => import('../cli/main.js');\n"),
    ).toEqual([
      'electron/main may not import electron/cli/main.ts (electron/cli): it may import only electron, electron/core/alarms, electron/core/api, electron/core/app, electron/core/profile, electron/core/secrets, electron/core/storage/sqlite-cache-file.ts, electron/web, electron/demo/index.ts (README: Developing, the layers).',
    ]);
  });

  it("lets the main process load the demo's entry, and nothing else of the demo", async () => {
    expect(
      await layerMessages('electron/main/index.ts', "export const load = () => import('../demo/index.js');\n"),
    ).toEqual([]);
    const other = await layerMessages(
      'electron/main/index.ts',
      "export const load = () => import('../demo/server.js');\n",
    );
    expect(other).toEqual([
      expect.stringMatching(/^electron\/main may not import electron\/demo\/server\.ts \(electron\/demo\)/),
    ]);
  });

  it('fails a shared file importing another layer with ./', async () => {
    const messages = await layerMessages(
      'electron/contract.ts',
      "export type { SyncEngine } from './core/sync/engine.js';\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^electron may not import electron\/core\/sync\/engine\.ts \(electron\/core\/sync\)/),
    ]);
  });

  it("allows the page the core's pure helpers it names, not the rest of their folder", async () => {
    const path = 'renderer/src/main.ts';
    expect(
      await layerMessages(path, "export { alarmOrder } from '../../electron/core/alarms/alarm-order.js';\n"),
    ).toEqual([]);
    const messages = await layerMessages(
      path,
      "export { readRulesFile } from '../../electron/core/alarms/rules-file.js';\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^renderer may not import electron\/core\/alarms\/rules-file\.ts/),
    ]);
  });

  it('fails Node reached from the page by import()', async () => {
    expect(await layerMessages('renderer/src/main.ts', "export const fs = () => import('node:fs');\n")).toEqual([
      'The renderer is a sandboxed web page: reach the app through the bridge.',
    ]);
  });

  it('fails an import() whose path is computed', async () => {
    expect(
      await layerMessages('electron/main/index.ts', 'export const load = (name: string) => import(name);\n'),
    ).toEqual(['An import() with a computed path cannot be checked against the layers: write the path as a literal.']);
  });

  it('fails a folder that has no row in the layers table, which nothing would check', async () => {
    expect(await layerMessages('electron/core/newcomer/thing.mts', 'export const thing = 1;\n')).toEqual([
      'electron/core/newcomer is in no layer, so nothing checks what it imports: give it a row in LAYERS (eslint.config.js) and in the README (Developing, the layers).',
    ]);
  });

  it('keeps each database driver behind its folders', async () => {
    const pgOutside =
      "pg is the control room's driver: import it only in core/room and core/storage (the PostgreSQL engine).";
    expect(await layerMessages('electron/core/sync/engine.ts', "export { default } from 'pg';\n")).toEqual([pgOutside]);
    expect(await layerMessages('electron/core/app/app-core.ts', "export { default } from 'pg';\n")).toEqual([
      pgOutside,
    ]);
    expect(await layerMessages('electron/core/app/app-core.ts', "export { default } from 'better-sqlite3';\n")).toEqual(
      ["better-sqlite3 is the workstation cache's driver: import it only in core/store (behind the Cache)."],
    );
    expect(await layerMessages('electron/core/room/reads/room-status.ts', "export { default } from 'pg';\n")).toEqual(
      [],
    );
    expect(await layerMessages('electron/core/room/database/room-roles.ts', "export { default } from 'pg';\n")).toEqual(
      [],
    );
  });

  it("keeps the cache's store to its SQLite engine: core/storage imports it, no other layer does", async () => {
    const store = "export { openDatabase } from '../store/database.js';\n";
    expect(await layerMessages('electron/core/storage/sqlite-cache-file.ts', store)).toEqual([]);
    expect(await layerMessages('electron/core/sync/engine.ts', store)).toEqual([
      expect.stringMatching(
        /^electron\/core\/sync may not import electron\/core\/store\/database\.ts \(electron\/core\/store\)/,
      ),
    ]);
  });

  it('lets the app hold the control room through its one door, and nothing else of it', async () => {
    const path = 'electron/core/app/service-connection.ts';
    expect(await layerMessages(path, "export { openControlRoom } from '../room/control-room.js';\n")).toEqual([]);
    expect(await layerMessages(path, "export { RoomPoller } from '../room/poller/room-poller.js';\n")).toEqual([
      expect.stringMatching(/^electron\/core\/app may not import electron\/core\/room\/poller\/room-poller\.ts/),
    ]);
  });

  it("checks a layer inside another by its own row: the room's database reaches none of the room", async () => {
    expect(
      await layerMessages(
        'electron/core/room/database/room-connection.ts',
        "export { RoomPoller } from '../poller/room-poller.js';\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^electron\/core\/room\/database may not import electron\/core\/room\/poller\/room-poller\.ts \(electron\/core\/room\)/,
      ),
    ]);
  });
});

describe("the store's privacy in tests and benchmarks", () => {
  it("refuses core/store to a test or a benchmark, but for test/support and the store's own tests", async () => {
    const restricted = new ESLint({
      cwd: ROOT,
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
      overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    });
    const refusals = async (path: string): Promise<number> => {
      const code = "export { openDatabase } from '../../electron/core/store/database.js';\n";
      const [result] = await restricted.lintText(code, { filePath: `${ROOT}${path}` });
      return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
    };
    expect(await refusals('test/integration/sync-engine.test.ts')).toBe(1);
    expect(await refusals('test/support/cache-rows.ts')).toBe(0);
    expect(await refusals('test/integration/store-migrations.test.ts')).toBe(0);
  });
});
