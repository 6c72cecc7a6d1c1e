// Cardholders' PIN codes are never kept: new snapshots drop them, and migration 2 wipes them from a
// cache written at version 1 (a real SQLite file, opened as the previous version left it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../electron/core/api/types.js';
import { Cache } from '../../electron/core/storage/cache.js';
import { openDatabase } from '../../electron/core/store/database.js';
import { MIGRATIONS } from '../../electron/core/store/migrations.js';

const CUSTOMER = '0b6f5c1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f';
// Digit runs found nowhere else in the file, so a leftover copy anywhere in its bytes is noticed.
const PIN = 73918264;
const VERIFICATION_PIN = 55501234;

function cardholder(userGuid: string): User {
  return {
    userGuid,
    firstName: 'Ada',
    lastName: 'Byron',
    dateValidFrom: '2024-01-01T00:00:00Z',
    expiryDate: '2030-01-01T00:00:00Z',
    pin: PIN,
    verificationPin: VERIFICATION_PIN,
    pinTokenGuid: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
    isBarred: false,
  } as User;
}

function fileBytes(path: string): string {
  return ['', '-wal', '-shm']
    .filter((suffix) => existsSync(path + suffix))
    .map((suffix) => readFileSync(path + suffix).toString('latin1'))
    .join('');
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acs-pins-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("cardholders' PIN codes", () => {
  it('are dropped before a snapshot is stored', async () => {
    const path = join(dir, 'cache.sqlite3');
    const cache = Cache.open(path);
    await cache.inventory.saveUsers(CUSTOMER, [cardholder('11111111-2222-4333-8444-555555555555')], Date.now());
    const [user] = (await cache.inventory.snapshot(CUSTOMER, 'user')).items;
    cache.close();
    expect(user).toMatchObject({ firstName: 'Ada', pinTokenGuid: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716' });
    expect(user).not.toHaveProperty('pin');
    expect(user).not.toHaveProperty('verificationPin');
    expect(fileBytes(path)).not.toContain(String(PIN));
  });

  it('are wiped from a cache written by the previous version, leaving the rest of each user', async () => {
    const path = join(dir, 'cache.sqlite3');
    // The version before the PIN wipe is every migration before it (later ones, such as the alarms', may follow).
    const wipe = MIGRATIONS.findIndex((migration) =>
      migration.sql.includes("json_remove(json, '$.pin', '$.verificationPin')"),
    );
    expect(wipe).toBeGreaterThan(0);
    const previous = openDatabase(path, MIGRATIONS.slice(0, wipe));
    const insert = previous.prepare(
      "INSERT INTO inventory_items (customerGuid, kind, itemGuid, json) VALUES (?, 'user', ?, ?)",
    );
    for (const guid of ['11111111-2222-4333-8444-555555555555', '66666666-7777-4888-9999-aaaaaaaaaaaa']) {
      insert.run(CUSTOMER, guid, JSON.stringify(cardholder(guid)));
    }
    previous.close();
    expect(fileBytes(path)).toContain(String(PIN));

    const cache = Cache.open(path);
    const users = (await cache.inventory.snapshot(CUSTOMER, 'user')).items;
    cache.close();
    expect(users).toHaveLength(2);
    for (const user of users) {
      expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Byron', isBarred: false });
      expect(user).not.toHaveProperty('pin');
      expect(user).not.toHaveProperty('verificationPin');
    }
    expect(fileBytes(path)).not.toContain(String(PIN));
    expect(fileBytes(path)).not.toContain(String(VERIFICATION_PIN));
  });
});
